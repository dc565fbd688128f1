"""The classic two-line 3D edge that frames, buttons, scroll bars and DrawEdge share, and
the check mark that check boxes and menu items share."""

from .colors import SYS_COLORS

__all__ = ["draw_3d_rect", "draw_check_mark", "CHECK_MARK"]

#: The classic 7x7 check mark (check boxes, checked menu items).
CHECK_MARK = ("......X", ".....XX", "X...XXX", "XX.XXX.", "XXXXX..", ".XXX...", "..X....")


def draw_check_mark(d, x, y, fill):
    """The 7x7 check mark with its top-left corner at (x, y) on ImageDraw ``d``."""
    d.point([(x + cx, y + cy) for cy, row in enumerate(CHECK_MARK)
             for cx, px in enumerate(row) if px == "X"], fill=fill)


def draw_3d_rect(d, l, t, r, b, raised=True, outer=True):
    """A classic two-line 3D edge inside [l, r) x [t, b) on ImageDraw ``d``."""
    light, hi, shadow, dark = SYS_COLORS[22], SYS_COLORS[20], SYS_COLORS[16], SYS_COLORS[21]
    if raised:
        tl1, br1, tl2, br2 = (light, dark, hi, shadow) if outer else (hi, shadow, light, dark)
    else:
        tl1, br1, tl2, br2 = (shadow, hi, dark, light)
    d.line([(l, b - 1), (l, t), (r - 1, t)], fill=tl1)
    d.line([(l, b - 1), (r - 1, b - 1), (r - 1, t)], fill=br1)
    if r - l > 2 and b - t > 2:
        d.line([(l + 1, b - 2), (l + 1, t + 1), (r - 2, t + 1)], fill=tl2)
        d.line([(l + 1, b - 2), (r - 2, b - 2), (r - 2, t + 1)], fill=br2)
