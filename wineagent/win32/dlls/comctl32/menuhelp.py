"""COMCTL32: MenuHelp, the help line a status window shows for the menu item under the
cursor. A program passes its WM_MENUSELECT (and WM_COMMAND) on; Microsoft's File Manager
(winfile) calls it for every menu it opens.

``ids`` is the program's array of UINTs: ``ids[0]`` is added to a command item's id to
name its string, ``ids[1]`` to a top-level popup's position in the main menu; from
``ids[2]`` come pairs (string id, popup) ending with a 0 string id, searched first for a
popup. The pair's second value is compared with what WM_MENUSELECT gives for a popup item:
under Win32 its position (MSDN still says "menu handle", as Win16's WM_MENUSELECT gave it;
winfile's own comment on its array says position). The string is loaded from ``hinst`` and
shown with the status window in its simple mode (SB_SETTEXT part 255, SBT_NOBORDERS, then
SB_SIMPLE TRUE); the menu closing (flags 0xFFFF and no menu) turns simple mode off.
WM_COMMAND needs nothing; any other message is not one MenuHelp takes and is ignored, as
Windows ignores it.
"""

from ....abi.api import BOTH, api
from ...controls.progress_status import SB_SETTEXTW, SB_SIMPLE, SB_SIMPLEID
from ...core.dllnames import COMCTL32
from ...user.menuflags import WM_MENUSELECT
from ...kernel.resources import module_resources

MF_POPUP, MF_SEPARATOR, SBT_NOBORDERS = 0x10, 0x800, 0x100


def help_string_id(mem, wparam, lparam, main_menu, ids):
    """The string id MenuHelp loads for a WM_MENUSELECT (0: none)."""
    item, flags = wparam & 0xFFFF, (wparam >> 16) & 0xFFFF
    if flags & MF_SEPARATOR:
        return 0
    if not flags & MF_POPUP:
        return (item + mem.u32(ids)) & 0xFFFFFFFF if ids else 0
    if not ids:
        return 0
    at = ids + 8
    while mem.u32(at):
        if mem.u32(at + 4) == item:
            return mem.u32(at)
        at += 8
    if (lparam & 0xFFFFFFFF) == (main_menu & 0xFFFFFFFF):
        return (mem.u32(ids + 4) + item) & 0xFFFFFFFF
    return 0


@api(COMCTL32, "MenuHelp", "UINT msg, WPARAM wparam, LPARAM lparam, HMENU main_menu, "
     "HINSTANCE hinst, HWND status, LPVOID ids", widths=BOTH)
def MenuHelp(c, msg, wparam, lparam, main_menu, hinst, status, ids):
    """Show the help string of the selected menu item in ``status`` (WM_MENUSELECT), or
    leave simple mode when the menu closes."""
    vm = c.vm
    wm = vm.wm
    if msg != WM_MENUSELECT or wm.get(status) is None:
        return 0
    if (wparam >> 16) & 0xFFFF == 0xFFFF and not lparam:
        yield from wm.send(status, SB_SIMPLE, 0, 0)
        return 0
    sid = help_string_id(vm.mem, wparam, lparam, main_menu, ids)
    res = module_resources(vm, hinst) if sid else None
    text = (res.string(sid & 0xFFFF) if res is not None else None) or ""
    buf = vm.heap.alloc(2 * len(text) + 2)
    try:
        vm.mem.write_wstr(buf, text)
        yield from wm.send(status, SB_SETTEXTW, SB_SIMPLEID | SBT_NOBORDERS, buf)
    finally:
        vm.heap.free(buf)
    yield from wm.send(status, SB_SIMPLE, 1, 0)
    return 0
