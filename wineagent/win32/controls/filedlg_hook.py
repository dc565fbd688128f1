"""The Explorer-style customization of the file dialogs: OFN_ENABLEHOOK with OFN_EXPLORER,
and OFN_ENABLETEMPLATE from the program's resources.

As Windows does, the program's hook procedure is the DLGPROC of a child dialog created
inside the file dialog from the program's template (an empty one without
OFN_ENABLETEMPLATE); its WM_INITDIALOG carries the OPENFILENAME. Templates without an
``stc32`` placeholder (id 0x45F) put their controls below the standard ones: the file
dialog grows by the child's height. The hook hears WM_NOTIFY with an OFNOTIFY for
CDN_INITDONE after set-up and CDN_FILEOK before the dialog accepts a name; a hook that
returns non-zero with a non-zero DWL_MSGRESULT keeps the dialog open, as documented.
A template with ``stc32`` (the standard controls placed inside it) stops the guest as
unimplemented.
"""

from ...abi.api import Unimplemented
from ..user.dialogs import create_dialog, parse_template_bytes
from ..kernel.resources import RT_DIALOG
from ..user.window import reposition
from ..user.wm import WS_CHILD, WS_VISIBLE
from ..core.structures import OFNOTIFY, OPENFILENAME

__all__ = ["HookInfo", "create_child", "file_ok", "CDERR_FINDRESFAILURE"]

CDERR_FINDRESFAILURE = 0x6

WM_NOTIFY = 0x004E
CDN_INITDONE, CDN_FILEOK = (-601) & 0xFFFFFFFF, (-606) & 0xFFFFFFFF
DS_CONTROL = 0x0400
STC32 = 0x045F


class HookInfo:
    """What the program asked for: its hook, its template (None: empty), its OPENFILENAME."""

    def __init__(self, hook, template, ofn, wide):
        self.hook, self.template, self.ofn, self.wide = hook, template, ofn, wide
        self.child = 0


def _template(vm, name):
    """The child DialogTemplate: the program's resource, or an empty control parent."""
    if name is None:
        data = b""
    else:
        data = vm.resources.data(RT_DIALOG, name)
        if data is None:
            return None
    if not data:   # DLGTEMPLATE: style, exstyle, 0 items, x y cx cy, no menu/class/title
        return parse_template_bytes((WS_CHILD | DS_CONTROL).to_bytes(4, "little") + bytes(20))
    tpl = parse_template_bytes(data)
    if any(it.id == STC32 for it in tpl.items):
        raise Unimplemented("COMDLG32.dll file dialog: a template with the stc32 placeholder")
    return tpl


def create_child(vm, fd_hwnd, info):
    """Generator: create the hook's child dialog below the standard controls; notify
    CDN_INITDONE. Returns False when the template is missing (the dialog then fails)."""
    wm = vm.wm
    tpl = _template(vm, info.template)
    if tpl is None:
        return False
    tpl.style = (tpl.style | WS_CHILD | DS_CONTROL | WS_VISIBLE)
    tpl.x = tpl.y = 0
    dlg = wm.get(fd_hwnd)
    cw, ch = dlg.client_size()
    hwnd = yield from create_dialog(vm, tpl, vm.image.base, fd_hwnd, info.hook, info.ofn,
                                    info.wide)
    child = wm.get(hwnd) if hwnd else None
    if child is None:
        return False
    info.child = hwnd
    extra = child.h
    yield from reposition(vm, child, 0, ch, max(cw, child.w), extra)
    new_h = dlg.h + extra
    y = max(0, (wm.height - new_h) // 2)     # still centred (DS_CENTER)
    yield from reposition(vm, dlg, dlg.x, y, dlg.w, new_h)
    yield from _notify(vm, info, fd_hwnd, CDN_INITDONE)
    return True


def _ofn(vm, info):
    """The program's OPENFILENAME, as a view."""
    return OPENFILENAME.variant(info.wide).at(vm.mem, info.ofn, vm.ptr_size)


def _notify(vm, info, fd_hwnd, code):
    """Generator: WM_NOTIFY(code) with an OFNOTIFY to the hook's dialog; its result."""
    if not info.child or vm.wm.get(info.child) is None:
        return 0
    ptr, stype = vm.ptr_size, OFNOTIFY.variant(info.wide)
    nm = vm.heap.alloc(stype.sizeof(ptr), zero=True)
    try:
        # hwndFrom: the file dialog; idFrom 0; pszFile: the OPENFILENAME's lpstrFile.
        vm.mem.write(nm, stype.pack(ptr, hdr={"hwndFrom": fd_hwnd, "code": code},
                                    lpOFN=info.ofn, pszFile=_ofn(vm, info).lpstrFile))
        return (yield from vm.wm.send(info.child, WM_NOTIFY, 0, nm))
    finally:
        vm.heap.free(nm)


def file_ok(vm, fd_hwnd, info, path):
    """Generator: CDN_FILEOK with ``path`` already in lpstrFile; True to accept."""
    mem = vm.mem
    ofn = _ofn(vm, info)
    p_file, n_file = ofn.lpstrFile, ofn.nMaxFile
    if p_file and n_file:
        (mem.write_wstr if info.wide else mem.write_cstr)(p_file, path, n_file)
    verdict = yield from _notify(vm, info, fd_hwnd, CDN_FILEOK)
    return not verdict
