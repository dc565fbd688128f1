"""COMCTL32's flat scroll bar functions (FlatSB_*), which Delphi's VCL calls for every
scrolling control (Inno Setup's wizard pages).

No window has flat scroll bars here: InitializeFlatSB, which would give a window its
own, stays undeclared (a guest calling it stops naming it; Delphi calls it only in a
Middle East locale). For a window without them Windows documents that each FlatSB_
function calls the standard scroll bar function, so these are user32's
(``dlls/user32/scroll.py``: one implementation), and the flat-only properties
(FlatSB_Get/SetScrollProp) fail: the window has none."""

import types

from ....abi.api import BOTH, api
from ...core.dllnames import COMCTL32
from ..user32.scroll import (EnableScrollBar, GetScrollInfo, GetScrollPos, GetScrollRange,
                             SetScrollInfo, SetScrollPos, SetScrollRange, ShowScrollBar)


def _standard(result):
    """Generator: a user32 handler's answer, whether it is a value or a generator."""
    if isinstance(result, types.GeneratorType):
        return (yield from result)
    return result


@api(COMCTL32, "FlatSB_SetScrollProp", "HWND hwnd, UINT index, INT value, BOOL redraw",
     widths=BOTH)
def FlatSB_SetScrollProp(c, hwnd, index, value, redraw):
    """A flat scroll bar's property (WSB_PROP_*): FALSE, as for any window whose flat
    scroll bars were not initialized (here: every window)."""
    return 0


@api(COMCTL32, "FlatSB_GetScrollProp", "HWND hwnd, INT index, LPVOID out", widths=BOTH)
def FlatSB_GetScrollProp(c, hwnd, index, out):
    """A flat scroll bar's property: FALSE, nothing written (no flat scroll bars)."""
    return 0


@api(COMCTL32, "FlatSB_EnableScrollBar", "HWND hwnd, INT bar, UINT arrows", widths=BOTH)
def FlatSB_EnableScrollBar(c, hwnd, bar, arrows):
    """EnableScrollBar of the standard bar."""
    return (yield from _standard(EnableScrollBar(c, hwnd, bar, arrows)))


@api(COMCTL32, "FlatSB_ShowScrollBar", "HWND hwnd, INT bar, BOOL show", widths=BOTH)
def FlatSB_ShowScrollBar(c, hwnd, bar, show):
    """ShowScrollBar of the standard bar."""
    return (yield from _standard(ShowScrollBar(c, hwnd, bar, show)))


@api(COMCTL32, "FlatSB_GetScrollRange", "HWND hwnd, INT bar, LPVOID lo, LPVOID hi",
     widths=BOTH)
def FlatSB_GetScrollRange(c, hwnd, bar, lo, hi):
    """GetScrollRange of the standard bar."""
    return (yield from _standard(GetScrollRange(c, hwnd, bar, lo, hi)))


@api(COMCTL32, "FlatSB_GetScrollInfo", "HWND hwnd, INT bar, LPVOID si", widths=BOTH)
def FlatSB_GetScrollInfo(c, hwnd, bar, si):
    """GetScrollInfo of the standard bar."""
    return (yield from _standard(GetScrollInfo(c, hwnd, bar, si)))


@api(COMCTL32, "FlatSB_GetScrollPos", "HWND hwnd, INT bar", widths=BOTH)
def FlatSB_GetScrollPos(c, hwnd, bar):
    """GetScrollPos of the standard bar."""
    return (yield from _standard(GetScrollPos(c, hwnd, bar)))


@api(COMCTL32, "FlatSB_SetScrollPos", "HWND hwnd, INT bar, INT pos, BOOL redraw",
     widths=BOTH)
def FlatSB_SetScrollPos(c, hwnd, bar, pos, redraw):
    """SetScrollPos of the standard bar."""
    return (yield from _standard(SetScrollPos(c, hwnd, bar, pos, redraw)))


@api(COMCTL32, "FlatSB_SetScrollInfo", "HWND hwnd, INT bar, LPVOID si, BOOL redraw",
     widths=BOTH)
def FlatSB_SetScrollInfo(c, hwnd, bar, si, redraw):
    """SetScrollInfo of the standard bar."""
    return (yield from _standard(SetScrollInfo(c, hwnd, bar, si, redraw)))


@api(COMCTL32, "FlatSB_SetScrollRange", "HWND hwnd, INT bar, INT lo, INT hi, BOOL redraw",
     widths=BOTH)
def FlatSB_SetScrollRange(c, hwnd, bar, lo, hi, redraw):
    """SetScrollRange of the standard bar."""
    return (yield from _standard(SetScrollRange(c, hwnd, bar, lo, hi, redraw)))
