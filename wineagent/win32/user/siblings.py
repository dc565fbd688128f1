"""WS_CLIPSIBLINGS: a child window with the style draws nowhere its siblings above it
cover; a window without it paints over overlapping siblings, as on Windows. A parent's
``children`` list runs from the bottom of the z-order to the top (BringWindowToTop and
an MDI child's activation move a window to its end), so the siblings above a window
are those after it. A dialog's controls rarely overlap, so most windows never need the
region.

Left: Windows puts a new child at the bottom of its siblings (the first created is the
top one, GW_CHILD's); here it goes on top. Programs whose overlapping children rely on
creation order (Notepad++'s tab bar, made after its editors and lying under them) draw
the later one over the earlier."""

from ..core.styles import WS_CLIPSIBLINGS, WS_VISIBLE
from ..gdi.regions import RGN_DIFF, Region, combine

__all__ = ["sibling_clip"]


def sibling_clip(wm, win, box, top_origin, dc_origin):
    """The region (device pixels of a DC whose device origin is ``dc_origin`` in the
    top-level surface) left of ``box`` (surface pixels) once the visible siblings above
    ``win`` are taken out; None when ``win`` does not clip its siblings or none
    overlaps the box."""
    if not win.style & WS_CLIPSIBLINGS or not win.is_child:
        return None
    parent = wm.windows.get(win.parent)
    if parent is None or win.hwnd not in parent.children:
        return None
    tx, ty = top_origin
    covers = []
    for h in parent.children[parent.children.index(win.hwnd) + 1:]:
        s = wm.windows.get(h)
        if s is None or s.destroyed or not s.style & WS_VISIBLE:
            continue
        sx, sy = wm.screen_origin(s)
        l, t = sx - tx, sy - ty
        r, b = l + s.w, t + s.h
        if l < box[2] and r > box[0] and t < box[3] and b > box[1]:
            covers.append((l, t, r, b))
    if not covers:
        return None
    ox, oy = dc_origin
    rgn = Region.rect(box[0] - ox, box[1] - oy, box[2] - ox, box[3] - oy)
    for l, t, r, b in covers:
        rgn = combine(rgn, Region.rect(l - ox, t - oy, r - ox, b - oy), RGN_DIFF)
    return rgn
