"""SHELL32: the process's explicit AppUserModelID (SetCurrentProcessExplicitAppUserModelID,
GetCurrentProcessExplicitAppUserModelID).

The ID names the program to the taskbar's grouping and jump lists; there is no taskbar
here, so the ID is only kept for the program to read back. Windows refuses an ID longer
than 128 characters (MAX_APPUSERMODELID_LEN) and answers E_FAIL to a reader before any
ID was set.
"""

from ....abi.api import BOTH, api
from ...core.winerror import E_FAIL, E_INVALIDARG, E_OUTOFMEMORY, S_OK
from ...core.dllnames import SHELL32

MAX_APPUSERMODELID_LEN = 128


@api(SHELL32, "SetCurrentProcessExplicitAppUserModelID", "LPCWSTR appid", widths=BOTH)
def SetCurrentProcessExplicitAppUserModelID(c, appid):
    """Keep the ID for the rest of the process's life."""
    if appid is None or len(appid) > MAX_APPUSERMODELID_LEN:
        return E_INVALIDARG
    c.vm.kernel.app_user_model_id = appid
    return S_OK


@api(SHELL32, "GetCurrentProcessExplicitAppUserModelID", "LPVOID out", widths=BOTH)
def GetCurrentProcessExplicitAppUserModelID(c, out):
    """A copy of the ID in memory the caller frees with CoTaskMemFree."""
    vm = c.vm
    if not out:
        return E_INVALIDARG
    appid = vm.kernel.app_user_model_id
    if appid is None:
        vm.mem.wptr(out, 0)
        return E_FAIL
    p = vm.heap.alloc(2 * len(appid) + 2)     # the CoTaskMemAlloc heap
    if not p:
        return E_OUTOFMEMORY
    vm.mem.write_wstr(p, appid)
    vm.mem.wptr(out, p)                       # a PWSTR cell: the program's width
    return S_OK
