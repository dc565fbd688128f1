"""More of SHELL32: ShellAbout, drag-and-drop registration, ExtractIcon.

ShellAbout runs the dialog of ``controls/aboutdlg.py``. Files are never dropped on the
headless desktop (no other program drags), so DragAcceptFiles only records the window's
wish (WS_EX_ACCEPTFILES, as Windows does) and no HDROP ever exists for DragQueryFile.
"""

import os

from ....abi.api import BOTH, Unimplemented, api
from ...core.messages import WM_COMMAND, WM_INITDIALOG
from ...kernel.vfs import VfsError
from ...user.dialogs import dialog_box, end_dialog
from ...kernel.resources import RT_GROUP_ICON
from ...user.resources import load_icon
from ...controls.aboutdlg import ABOUT_PROC, IDCANCEL, IDOK, about_template
from ...core.winerror import ERROR_INVALID_HANDLE
from ...core.dllnames import SHELL32
from .stockicons import SHELL32_ICONS, is_shell32, shell32_icon

WS_EX_ACCEPTFILES = 0x10


@api(SHELL32, "ShellAbout{AW}", "HWND hwnd, LPCTSTR app, LPCTSTR other, HANDLE icon", widths=BOTH)
def ShellAbout(c, hwnd, app, other, icon):
    vm = c.vm
    yield from dialog_box(vm, about_template(app, other), 0, hwnd,
                          vm.proc_address(SHELL32, ABOUT_PROC), 0, True)
    return 1


@api(SHELL32, "DragAcceptFiles", "HWND hwnd, BOOL accept", widths=BOTH)
def DragAcceptFiles(c, hwnd, accept):
    win = c.vm.wm.get(hwnd)
    if win is not None:
        win.exstyle = (win.exstyle | WS_EX_ACCEPTFILES) if accept \
            else (win.exstyle & ~WS_EX_ACCEPTFILES)


def _no_drop(c):
    # Only a WM_DROPFILES message carries an HDROP, and none is ever sent here.
    c.vm.last_error = ERROR_INVALID_HANDLE
    return 0


@api(SHELL32, "DragQueryFile{AW}", "HANDLE drop, UINT index, LPVOID buf, UINT size", widths=BOTH)
def DragQueryFile(c, drop, index, buf, size):
    return _no_drop(c)


@api(SHELL32, "DragQueryPoint", "HANDLE drop, LPVOID pt", widths=BOTH)
def DragQueryPoint(c, drop, pt):
    return _no_drop(c)


@api(SHELL32, "DragFinish", "HANDLE drop", widths=BOTH)
def DragFinish(c, drop):
    _no_drop(c)


# -- ExtractIcon: the icons of the running program ------------------------------------------
def _group_icon_names(vm):
    """The RT_GROUP_ICON names of the program, in resource directory order."""
    return [name for (rtype, name) in vm.resources.by_key if rtype == RT_GROUP_ICON]


@api(SHELL32, "ExtractIcon{AW}", "HINSTANCE inst, LPCTSTR file, UINT index", widths=BOTH)
def ExtractIcon(c, inst, file, index):
    # index -1 (0xFFFFFFFF) counts the icons; a negative index names a resource id; else
    # the index-th icon group. A missing file gives NULL; a file that is neither a PE nor
    # an icon file gives 1, as documented.
    vm = c.vm
    if is_shell32(vm, file):             # shell32's own icons (stockicons.py)
        if index == 0xFFFFFFFF:
            return len(SHELL32_ICONS)
        return shell32_icon(vm, index - (1 << 32) if index & 0x80000000 else index, 32)
    try:
        parts, host = vm.vfs.resolve(file or "")
    except VfsError:
        return 0
    if not os.path.isfile(host):
        return 0
    own = vm.is_image(parts)
    if not own:
        with open(host, "rb") as f:
            magic = f.read(4)
        if magic[:2] != b"MZ" and magic != b"\0\0\1\0":
            return 1
        raise Unimplemented("SHELL32.dll!%s (icons of another file: %s)" % (c.spec.name, file))
    names = _group_icon_names(vm)
    if index == 0xFFFFFFFF:
        return len(names)
    if index & 0x80000000:
        name = (1 << 32) - index          # -id: the group with that resource id
    elif index < len(names):
        name = names[index]
    else:
        return 0
    icon = load_icon(vm, name, False)
    return 0 if icon is None else vm.gdi.add(icon)


@api(SHELL32, ABOUT_PROC, "HWND hwnd, UINT msg, WPARAM wparam, LPARAM lparam", widths=BOTH)
def _about_proc(c, hwnd, msg, wparam, lparam):
    """The about box's DLGPROC: OK, Cancel (Esc) and the close box end it."""
    if msg == WM_INITDIALOG:
        return 1
    if msg == WM_COMMAND and wparam & 0xFFFF in (IDOK, IDCANCEL):
        return _end(c.vm, hwnd)
    return 0


def _end(vm, hwnd):
    yield from end_dialog(vm, hwnd, 1)
    return 1
