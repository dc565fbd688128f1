"""COMCTL32's CreateToolbarEx: a toolbar with its bitmap and buttons in one call, over
``controls/toolbar.py``."""

from ....abi.api import BOTH, api
from ...controls import comctl_registry
from ...controls.toolbar import TOOLBAR_CLASS, add_bitmap, add_buttons, autosize, toolbar_state
from ...user.window import create_window
from ...core.dllnames import COMCTL32



@api(COMCTL32, "CreateToolbarEx",
     "HWND parent, DWORD style, UINT id, INT nbitmaps, HINSTANCE bminst, UINT_PTR bmid, "
     "LPVOID buttons, INT nbuttons, INT dxbutton, INT dybutton, INT dxbitmap, INT dybitmap, "
     "UINT structsize", widths=BOTH)
def CreateToolbarEx(c, parent, style, wid, nbitmaps, bminst, bmid, buttons, nbuttons,
                    dxbutton, dybutton, dxbitmap, dybitmap, structsize):
    vm = c.vm
    comctl_registry.install(vm)
    hwnd = yield from create_window(vm, 0, TOOLBAR_CLASS, "", style, 0, 0, 100, 30, parent,
                                    wid, bminst, 0, True)
    win = vm.wm.get(hwnd) if hwnd else None
    if win is None:
        return 0
    st = toolbar_state(win)
    st.struct_size = structsize
    if dxbitmap and dybitmap:
        st.bitmap_size = (dxbitmap, dybitmap)
    if dxbutton and dybutton:
        st.button_size = (dxbutton, dybutton)
    if nbitmaps > 0 and add_bitmap(vm.wm, win, nbitmaps, bminst, bmid) == 0xFFFFFFFF:
        yield from vm.wm.destroy(hwnd)
        return 0
    if nbuttons > 0 and buttons:
        add_buttons(vm.wm, win, -1, buttons, nbuttons)
    autosize(vm.wm, win)
    return hwnd
