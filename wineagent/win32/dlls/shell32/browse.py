"""SHELL32's SHBrowseForFolder and the dialog's DLGPROC (``controls/browsedlg.py``).

BROWSEINFO: hwndOwner, pidlRoot (NULL: the desktop), pszDisplayName (MAX_PATH, gets the
chosen folder's display name), lpszTitle, ulFlags, lpfn (BrowseCallbackProc), lParam,
iImage. The answer is the chosen folder's absolute PIDL (the caller frees it with
CoTaskMemFree / ILFree), or NULL for Cancel.
"""

from ....abi.api import BOTH, api
from ...core.messages import WM_COMMAND, WM_INITDIALOG
from ...controls.browsedlg import BROWSE_PROC, FolderBrowser, browse_template, pidl_of
from ...kernel import shellns
from ...user.dialogs import dialog_box
from .pidl import item_at, new_pidl
from ...core.dllnames import SHELL32
from ...core.structures import BROWSEINFO

MAX_PATH = 260


@api(SHELL32, "SHBrowseForFolder{AW}", "LPVOID bi", widths=BOTH)
def SHBrowseForFolder(c, bi):
    vm = c.vm
    info = c.struct(BROWSEINFO, bi)
    owner, root_pidl, p_name, p_title = (info.hwndOwner, info.pidlRoot, info.pszDisplayName,
                                         info.lpszTitle)
    # lParam goes back to the callback as the program passed it (unsigned, pointer-sized)
    flags, callback = info.ulFlags, info.lpfn
    cb_param = info.lParam & ((1 << 8 * vm.ptr_size) - 1)
    root = item_at(vm, root_pidl) if root_pidl else shellns.Item(shellns.DESKTOP)
    if root is None:
        return 0
    title = c.read_str(p_title) if p_title else ""
    fb = FolderBrowser(vm, flags, root, callback, cb_param, c.wide)
    browsers = vm.user.folder_browsers
    key = bi
    browsers[key] = fb
    try:
        r = yield from dialog_box(vm, browse_template(flags, title), 0, owner,
                                  vm.proc_address(SHELL32, BROWSE_PROC), key, True)
    finally:
        browsers.pop(key, None)
    if r != 1 or fb.result is None:
        return 0
    if p_name:
        c.write_str(p_name, shellns.display_name(fb.result), MAX_PATH)
    info.iImage = 0               # the system image list is not kept (at 56 in x64's)
    return new_pidl(vm, pidl_of(fb.result))


@api(SHELL32, BROWSE_PROC, "HWND hwnd, UINT msg, WPARAM wparam, LPARAM lparam", widths=BOTH)
def _browse_proc(c, hwnd, msg, wparam, lparam):
    """The Browse For Folder DLGPROC (reached through DefDlgProc)."""
    win = c.vm.wm.get(hwnd)
    if win is None:
        return 0
    if msg == WM_INITDIALOG:
        fb = c.vm.user.folder_browsers.get(lparam)
        if fb is None:
            return 0
        win.state["folder_browser"] = fb
        return _init(fb, hwnd)
    fb = win.state.get("folder_browser")
    if fb is None:
        return 0
    if msg == WM_COMMAND:
        return fb.command(wparam & 0xFFFF, (wparam >> 16) & 0xFFFF)
    return _message(fb, msg, wparam, lparam)


def _init(fb, hwnd):
    yield from fb.init(hwnd)
    return 1


def _message(fb, msg, wparam, lparam):
    r = yield from fb.message(msg, wparam, lparam)
    return 0 if r is None else r
