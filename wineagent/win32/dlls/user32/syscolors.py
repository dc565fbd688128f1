"""USER32: SetSysColors — the colours of display elements. GetSysColor and the system
colour brushes answer the new colours; every top-level window is told with
WM_SYSCOLORCHANGE and repainted. (The built-in controls draw their own parts in the
classic scheme's colours: a colour set here shows where a system brush or GetSysColor
paints, which is what the size box and the controls' backgrounds use.)"""

from ....abi.api import BOTH, api
from ...core.dllnames import USER32
from ...gdi.colors import rgb
from ....abi.structs import read_array

WM_SYSCOLORCHANGE = 0x15
#: COLOR_SCROLLBAR (0) .. COLOR_MENUBAR (30): the indexes SetSysColors accepts
_LAST_INDEX = 30


@api(USER32, "SetSysColors", "INT count, LPVOID indexes, LPVOID colors", widths=BOTH)
def SetSysColors(c, count, indexes, colors):
    """Set ``count`` display elements' colours (the INT indexes and COLORREFs of two
    parallel arrays); indexes outside COLOR_SCROLLBAR..COLOR_MENUBAR are skipped. Sends
    WM_SYSCOLORCHANGE to the top-level windows and repaints them."""
    vm = c.vm
    mem = vm.mem
    if count <= 0:
        return 1
    idx = read_array(mem, indexes, "INT", count)
    cols = read_array(mem, colors, "COLORREF", count)
    for i, col in zip(idx, cols):
        if 0 <= i <= _LAST_INDEX:
            vm.gdi.set_sys_color(i, rgb(col & 0xFFFFFF))
    wm = vm.wm
    for h in list(wm.zorder):
        win = wm.get(h)
        if win is None or win.destroyed:
            continue
        yield from wm.send(h, WM_SYSCOLORCHANGE, 0, 0)
        wm.invalidate_tree(win, True)
    return 1
