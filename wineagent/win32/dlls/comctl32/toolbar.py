"""COMCTL32's CreateToolbarEx: a toolbar with its bitmap and buttons in one call, over
``controls/toolbar.py``."""

from ....abi.api import BOTH, api
from ...controls import comctl_registry
from ...controls.toolbar import (TOOLBAR_CLASS, add_bitmap, add_buttons, autosize,
                                 set_bitmap_size, toolbar_state)
from ...user.window import create_window
from ...core.bits import s16, s32
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
    # what Windows does with the sizes (Wine's test_createtoolbarex, passing on Windows):
    # each pair is given only when neither is 0, and both go to TB_SETBITMAPSIZE (-1
    # keeping that side) — the button size too, which then makes the images that big
    wm = vm.wm
    for w, h in ((s32(dxbitmap), s32(dybitmap)), (s32(dxbutton), s32(dybutton))):
        if w and h:
            set_bitmap_size(wm, win, s16(w & 0xFFFF), s16(h & 0xFFFF))
    if nbitmaps > 0 and add_bitmap(wm, win, nbitmaps, bminst, bmid) == 0xFFFFFFFF:
        yield from vm.wm.destroy(hwnd)
        return 0
    if nbuttons > 0 and buttons:
        add_buttons(wm, win, -1, buttons, nbuttons)
    autosize(wm, win)
    return hwnd
