"""WS_CLIPSIBLINGS: a child window with the style draws nowhere its siblings above it
cover; a window without it paints over overlapping siblings, as on Windows. A parent's
``children`` list is its z-order from the top (GetWindow's GW_CHILD first): a new child
joins at the bottom, BringWindowToTop, SetWindowPos(HWND_TOP), SetParent and an MDI
child's activation put one first (user/wm_zorder.py). Notepad++'s tab bar, made after
its editors, lies under them and keeps off them this way; a dialog's controls rarely
overlap, so most windows never need the region."""

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
    for h in parent.children[:parent.children.index(win.hwnd)]:
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
