"""COMCTL32: _TrackMouseEvent, documented to call user32's TrackMouseEvent (which it does
here: one implementation, ``dlls/user32/focus.py``)."""

from ....abi.api import BOTH, api
from ...core.dllnames import COMCTL32
from ..user32.focus import TrackMouseEvent


@api(COMCTL32, "_TrackMouseEvent", "LPVOID tme", widths=BOTH)
def _TrackMouseEvent(c, tme):
    """WM_MOUSELEAVE / WM_MOUSEHOVER requests: user32's TrackMouseEvent."""
    return TrackMouseEvent(c, tme)
