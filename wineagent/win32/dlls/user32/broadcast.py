"""USER32: BroadcastSystemMessage and BroadcastSystemMessageEx — a message to every
top-level window of the desktop (here every window is the calling program's)."""

from ....abi.api import BOTH, api
from ...core.dllnames import USER32
from ...core.structures import BSMINFO
from ...core.winerror import ERROR_INVALID_PARAMETER
from ...user import winsta

BSF_QUERY, BSF_IGNORECURRENTTASK, BSF_POSTMESSAGE = 0x1, 0x2, 0x10
BSF_SENDNOTIFYMESSAGE, BSF_RETURNHDESK, BSF_LUID = 0x100, 0x200, 0x400
#: every BSF_ flag winuser.h defines (BSF_QUERY .. BSF_LUID); others are refused
BSF_VALID = 0x7FF
BSM_APPLICATIONS = 0x8
BROADCAST_QUERY_DENY = 0x424D5144


def _broadcast(c, flags, recipients, msg, wparam, lparam, info):
    """The message to every top-level window when applications are among the recipients
    (NULL or BSM_ALLCOMPONENTS: everything), sent — or posted with BSF_POSTMESSAGE; with
    BSF_QUERY a BROADCAST_QUERY_DENY answer stops it and the result is 0 (with
    BSF_RETURNHDESK, ``info`` then names the window that denied). Every window here is
    the calling program's, so BSF_IGNORECURRENTTASK leaves no recipient. Drivers and
    other desktops receive nothing (there are none); *recipients keeps only
    BSM_APPLICATIONS. BSF_SENDNOTIFYMESSAGE to windows of the calling thread is a send,
    as SendNotifyMessage's is. A flag outside the documented set fails with
    ERROR_INVALID_PARAMETER."""
    vm = c.vm
    mem = vm.mem
    if flags & ~BSF_VALID:
        vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    who = mem.u32(recipients) if recipients else 0
    to_apps = who == 0 or who & BSM_APPLICATIONS
    if recipients:
        mem.w32(recipients, BSM_APPLICATIONS if to_apps else 0)
    if not to_apps or flags & BSF_IGNORECURRENTTASK:
        return 1
    wm = vm.wm
    for h in list(wm.zorder):
        win = wm.get(h)
        if win is None or win.destroyed:
            continue
        if flags & BSF_POSTMESSAGE:
            wm.post(h, msg, wparam, lparam)
            continue
        answer = yield from wm.send(h, msg, wparam, lparam, sender=c)
        if flags & BSF_QUERY and (answer & 0xFFFFFFFF) == BROADCAST_QUERY_DENY:
            if info and flags & BSF_RETURNHDESK:
                view = c.struct(BSMINFO, info)
                view.hdesk = winsta.thread_desktop(vm)   # the denying window's desktop
                view.hwnd = h
            return 0
    return 1


@api(USER32, "BroadcastSystemMessage{AW}", "DWORD flags, LPVOID recipients, UINT msg,"
                                      " WPARAM wparam, LPARAM lparam", widths=BOTH)
def BroadcastSystemMessage(c, flags, recipients, msg, wparam, lparam):
    """See :func:`_broadcast`."""
    return (yield from _broadcast(c, flags, recipients, msg, wparam, lparam, 0))


@api(USER32, "BroadcastSystemMessageEx{AW}", "DWORD flags, LPVOID recipients, UINT msg,"
                                        " WPARAM wparam, LPARAM lparam, LPVOID info", widths=BOTH)
def BroadcastSystemMessageEx(c, flags, recipients, msg, wparam, lparam, info):
    """BroadcastSystemMessage with a BSMINFO that BSF_RETURNHDESK fills in on a denial."""
    return (yield from _broadcast(c, flags, recipients, msg, wparam, lparam, info))
