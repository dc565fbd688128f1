"""USER32: ChangeWindowMessageFilter and ChangeWindowMessageFilterEx, User Interface
Privilege Isolation's lists of messages a lower integrity level may send
(``user/msgfilter.py``: kept, and changing no delivery in a one-process desktop)."""

from ....abi.api import BOTH, api
from ...core.structures import CHANGEFILTERSTRUCT
from ...core.winerror import ERROR_INVALID_PARAMETER
from ...core.dllnames import USER32
from .main import win_of

MSGFLT_ADD, MSGFLT_REMOVE = 1, 2
MSGFLT_RESET, MSGFLT_ALLOW, MSGFLT_DISALLOW = 0, 1, 2


@api(USER32, "ChangeWindowMessageFilter", "UINT message, DWORD flag", widths=BOTH)
def ChangeWindowMessageFilter(c, message, flag):
    """MSGFLT_ADD or MSGFLT_REMOVE ``message`` for the whole process; any other flag
    fails with ERROR_INVALID_PARAMETER."""
    if flag not in (MSGFLT_ADD, MSGFLT_REMOVE):
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    c.vm.wm.msg_filters.change_process(message, flag == MSGFLT_ADD)
    return 1


@api(USER32, "ChangeWindowMessageFilterEx", "HWND hwnd, UINT message, DWORD action, LPVOID info",
     widths=BOTH)
def ChangeWindowMessageFilterEx(c, hwnd, message, action, info):
    """MSGFLT_ALLOW, MSGFLT_DISALLOW or MSGFLT_RESET for one window; the optional
    CHANGEFILTERSTRUCT (cbSize checked) receives the ExtStatus."""
    if win_of(c, hwnd) is None:
        return 0
    if action not in (MSGFLT_RESET, MSGFLT_ALLOW, MSGFLT_DISALLOW):
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    view = None
    if info:
        view = c.struct(CHANGEFILTERSTRUCT, info)
        if view.cbSize != CHANGEFILTERSTRUCT.sizeof(c.ptr_size):
            c.vm.last_error = ERROR_INVALID_PARAMETER
            return 0
    allow = None if action == MSGFLT_RESET else action == MSGFLT_ALLOW
    status = c.vm.wm.msg_filters.change_window(hwnd, message, allow)
    if view is not None:
        view.ExtStatus = status
    return 1
