"""COMCTL32's CreateUpDownControl, over ``controls/updown.py``."""

from ....abi.api import BOTH, api
from ...controls.updown import create_updown_control
from ...core.dllnames import COMCTL32


@api(COMCTL32, "CreateUpDownControl",
     "DWORD style, int x, int y, int cx, int cy, HWND parent, int id, HINSTANCE inst, "
     "HWND buddy, int upper, int lower, int pos", widths=BOTH)
def CreateUpDownControl(c, style, x, y, cx, cy, parent, wid, inst, buddy, upper, lower, pos):
    # Documented as CreateWindowEx of UPDOWN_CLASS followed by UDM_SETBUDDY, UDM_SETRANGE
    # (upper in the LOWORD) and UDM_SETPOS.
    return (yield from create_updown_control(c.vm, style, x, y, cx, cy, parent, wid, inst,
                                             buddy, upper, lower, pos))
