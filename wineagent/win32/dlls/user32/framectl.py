"""USER32: DrawFrameControl and DrawFocusRect (the drawing is in ``user/framectl.py``)."""

from ....abi.api import BOTH, api
from ...core.structures import RECT
from ...user.framectl import draw_focus_rect, draw_frame_control
from ...core.dllnames import USER32



@api(USER32, "DrawFrameControl", "HDC hdc, LPVOID rect, UINT type, UINT state", widths=BOTH)
def DrawFrameControl(c, hdc, rect, ftype, state):
    vm = c.vm
    dc = vm.gdi.dc(hdc)
    if dc is None or not rect:
        return 0
    logical = RECT.values(vm.mem, rect)
    ok, adjusted = draw_frame_control(dc, dc.lp_rect(logical), ftype, state)
    if ok and adjusted != dc.lp_rect(logical):
        # DFCS_ADJUSTRECT: the face inside the 2-pixel edge, in the caller's units.
        l, t, r, b = logical
        vm.mem.write(rect, RECT.pack_values(l + 2, t + 2, r - 2, b - 2))
    return 1 if ok else 0


@api(USER32, "DrawFocusRect", "HDC hdc, LPVOID rect", widths=BOTH)
def DrawFocusRect(c, hdc, rect):
    vm = c.vm
    dc = vm.gdi.dc(hdc)
    if dc is None or not rect:
        return 0
    draw_focus_rect(dc, dc.lp_rect(RECT.values(vm.mem, rect)))
    return 1
