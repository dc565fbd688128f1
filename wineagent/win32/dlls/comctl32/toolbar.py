"""COMCTL32's CreateToolbarEx: a toolbar with its bitmap and buttons in one call, over
``controls/toolbar.py``."""

from ....abi.api import BOTH, api
from ...controls import comctl_registry
from ...controls.toolbar import TOOLBAR_CLASS, add_bitmap, add_buttons, autosize, toolbar_state
from ...user.window import create_window
from ...core.bits import s32
from ...core.styles import WS_CHILD
from ...core.dllnames import COMCTL32



@api(COMCTL32, "CreateToolbarEx",
     "HWND parent, DWORD style, UINT id, INT nbitmaps, HINSTANCE bminst, UINT_PTR bmid, "
     "LPVOID buttons, INT nbuttons, INT dxbutton, INT dybutton, INT dxbitmap, INT dybitmap, "
     "UINT structsize", widths=BOTH)
def CreateToolbarEx(c, parent, style, wid, nbitmaps, bminst, bmid, buttons, nbuttons,
                    dxbutton, dybutton, dxbitmap, dybitmap, structsize):
    vm = c.vm
    comctl_registry.install(vm)
    # the toolbar is always its parent's child: comctl32 adds WS_CHILD to the style
    # (Wine's wordpad passes its format bar's without it, and then docks it in a rebar)
    hwnd = yield from create_window(vm, 0, TOOLBAR_CLASS, "", style | WS_CHILD, 0, 0, 100,
                                    30, parent, wid, bminst, 0, True)
    win = vm.wm.get(hwnd) if hwnd else None
    if win is None:
        return 0
    st = toolbar_state(win)
    st.struct_size = structsize
    # a size of 0 or less is not a size: the toolbar's default stays (comctl32 derives
    # sizes from the other values then, which is not done here)
    if s32(dxbitmap) > 0 and s32(dybitmap) > 0:
        st.bitmap_size = (s32(dxbitmap), s32(dybitmap))
    if s32(dxbutton) > 0 and s32(dybutton) > 0:
        st.button_size = (s32(dxbutton), s32(dybutton))
    if nbitmaps > 0 and add_bitmap(vm.wm, win, nbitmaps, bminst, bmid) == 0xFFFFFFFF:
        yield from vm.wm.destroy(hwnd)
        return 0
    if nbuttons > 0 and buttons:
        add_buttons(vm.wm, win, -1, buttons, nbuttons)
    autosize(vm.wm, win)
    return hwnd
