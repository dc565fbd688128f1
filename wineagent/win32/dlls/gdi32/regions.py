"""GDI32 regions: creation, CombineRgn and queries, painting (FillRgn, PaintRgn, FrameRgn,
InvertRgn) and the DC clip region (SelectClipRgn ... ExcludeClipRect); the pixel sets
are gdi/regions.py's ``Region``."""

from ....abi.structs import read_array
from ....abi.api import BOTH, Unimplemented, api
from ...gdi.regions import (COMPLEXREGION, NULLREGION, RGN_AND, RGN_COPY, RGN_DIFF,
                           Region, combine)
from ...gdi.shapes import points
from ...gdi.recording import records
from ...gdi.wmf import WmfRecorder
from .main import _dc
from ...core.structures import RECT, RGNDATAHEADER
from ...core.dllnames import GDI32

ERROR = 0


def _rgn(c, h):
    return c.vm.gdi.get(h, Region)


def _rect(mem, p):
    return RECT.values(mem, p)


# -- creation ---------------------------------------------------------------------------------
@api(GDI32, "CreateRectRgn", "INT l, INT t, INT r, INT b", widths=BOTH)
def CreateRectRgn(c, l, t, r, b):
    return c.vm.gdi.add(Region.rect(l, t, r, b))


@api(GDI32, "CreateRectRgnIndirect", "LPVOID rect", widths=BOTH)
def CreateRectRgnIndirect(c, rect):
    return c.vm.gdi.add(Region.rect(*_rect(c.vm.mem, rect)))


@api(GDI32, "CreateEllipticRgn", "INT l, INT t, INT r, INT b", widths=BOTH)
def CreateEllipticRgn(c, l, t, r, b):
    return c.vm.gdi.add(Region.ellipse(l, t, r, b))


@api(GDI32, "CreateEllipticRgnIndirect", "LPVOID rect", widths=BOTH)
def CreateEllipticRgnIndirect(c, rect):
    return c.vm.gdi.add(Region.ellipse(*_rect(c.vm.mem, rect)))


@api(GDI32, "CreateRoundRectRgn", "INT l, INT t, INT r, INT b, INT w, INT h", widths=BOTH)
def CreateRoundRectRgn(c, l, t, r, b, w, h):
    return c.vm.gdi.add(Region.round_rect(l, t, r, b, w, h))


@api(GDI32, "CreatePolygonRgn", "LPVOID pts, INT n, INT mode", widths=BOTH)
def CreatePolygonRgn(c, pts, n, mode):
    if n < 3 or mode not in (1, 2):
        return 0
    return c.vm.gdi.add(Region.polygons([points(c.vm.mem, pts, n)], mode))


@api(GDI32, "CreatePolyPolygonRgn", "LPVOID pts, LPVOID counts, INT n, INT mode", widths=BOTH)
def CreatePolyPolygonRgn(c, pts, counts, n, mode):
    if n <= 0 or mode not in (1, 2):
        return 0
    mem = c.vm.mem
    polys, off = [], pts
    for k in read_array(mem, counts, "INT", n):
        if k < 2:
            return 0
        polys.append(points(mem, off, k))
        off += 8 * k
    return c.vm.gdi.add(Region.polygons(polys, mode))


@api(GDI32, "SetRectRgn", "HRGN rgn, INT l, INT t, INT r, INT b", widths=BOTH)
def SetRectRgn(c, h, l, t, r, b):
    rgn = _rgn(c, h)
    if rgn is None:
        return 0
    new = Region.rect(l, t, r, b)
    rgn.box, rgn.mask = new.box, new.mask
    return 1


@api(GDI32, "MirrorRgn", "HWND hwnd, HRGN rgn", widths=BOTH)
def MirrorRgn(c, hwnd, h):
    """Mirror a region left to right within the window's width (its window rectangle's,
    as for a right-to-left window's region): a column x becomes width - 1 - x. FALSE
    for no window or no region."""
    rgn, win = _rgn(c, h), c.vm.wm.get(hwnd)
    if rgn is None or win is None:
        return 0
    l, _, r, _ = c.vm.wm.window_rect(win)
    new = rgn.mirrored(r - l)
    rgn.box, rgn.mask = new.box, new.mask
    return 1


# -- combining and queries ------------------------------------------------------------------
@api(GDI32, "CombineRgn", "HRGN dst, HRGN a, HRGN b, INT mode", widths=BOTH)
def CombineRgn(c, hdst, ha, hb, mode):
    dst, a = _rgn(c, hdst), _rgn(c, ha)
    b = _rgn(c, hb) if mode != RGN_COPY else a
    if dst is None or a is None or b is None or not RGN_AND <= mode <= RGN_COPY:
        return ERROR
    new = combine(a, b, mode)
    dst.box, dst.mask = new.box, new.mask
    return dst.kind


@api(GDI32, "EqualRgn", "HRGN a, HRGN b", widths=BOTH)
def EqualRgn(c, ha, hb):
    a, b = _rgn(c, ha), _rgn(c, hb)
    if a is None or b is None:
        return ERROR
    return 1 if combine(a, b, 3).empty else 0   # equal when their XOR is empty


@api(GDI32, "OffsetRgn", "HRGN rgn, INT dx, INT dy", widths=BOTH)
def OffsetRgn(c, h, dx, dy):
    rgn = _rgn(c, h)
    if rgn is None:
        return ERROR
    rgn.offset(dx, dy)
    return rgn.kind


@api(GDI32, "PtInRegion", "HRGN rgn, INT x, INT y", widths=BOTH)
def PtInRegion(c, h, x, y):
    rgn = _rgn(c, h)
    return 1 if rgn is not None and rgn.contains(x, y) else 0


@api(GDI32, "RectInRegion", "HRGN rgn, LPVOID rect", widths=BOTH)
def RectInRegion(c, h, rect):
    rgn = _rgn(c, h)
    if rgn is None:
        return 0
    return 0 if combine(rgn, Region.rect(*_rect(c.vm.mem, rect)), RGN_AND).empty else 1


@api(GDI32, "GetRgnBox", "HRGN rgn, LPVOID rect", widths=BOTH)
def GetRgnBox(c, h, rect):
    rgn = _rgn(c, h)
    if rgn is None:
        return ERROR
    c.vm.mem.write(rect, RECT.pack_values(*rgn.box))
    return rgn.kind


@api(GDI32, "GetRegionData", "HRGN rgn, DWORD size, LPVOID out", widths=BOTH)
def GetRegionData(c, h, size, out):
    rgn = _rgn(c, h)
    if rgn is None:
        return 0
    rects = rgn.rects()
    head = RGNDATAHEADER.sizeof()
    need = head + RECT.sizeof() * len(rects)
    if not out:
        return need
    if size < need:
        return 0
    # RGNDATA: the header (RDH_RECTANGLES), then the rectangles
    data = RGNDATAHEADER.pack(dwSize=head, iType=1, nCount=len(rects),
                              nRgnSize=RECT.sizeof() * len(rects), rcBound=rgn.box)
    data += RECT.pack_array(rects)
    c.vm.mem.write(out, data)
    return need


# -- painting -----------------------------------------------------------------------------------
def _paint_region(dc, rgn, brush):
    """Paint ``rgn`` (logical units) with ``brush`` through the DC's transform (region
    painting, unlike FillRect, follows the ROP2 mode)."""
    if rgn.empty:
        return
    if rgn.mask is None:
        dc.paint_brush(rgn.box, brush, rop2=True)
        return
    if dc.coords.offset_only:
        dx, dy = dc.lp(0, 0)
        l, t, r, b = rgn.box
        mask = rgn.mask.convert("L")
        dc.fill_mask((l + dx, t + dy, r + dx, b + dy),
                     lambda d, ox, oy: d.bitmap((l + dx + ox, t + dy + oy), mask, fill=255),
                     brush)
        return
    for rect in rgn.rects():
        dc.paint_brush(rect, brush, rop2=True)


@api(GDI32, "FillRgn", "HDC hdc, HRGN rgn, HBRUSH brush", widths=BOTH)
@records
def FillRgn(c, hdc, h, hbrush):
    dc, rgn, brush = _dc(c, hdc), _rgn(c, h), c.vm.gdi.get(hbrush)
    if dc is None or rgn is None or brush is None:
        return 0
    _paint_region(dc, rgn, brush)
    return 1


@api(GDI32, "PaintRgn", "HDC hdc, HRGN rgn", widths=BOTH)
@records
def PaintRgn(c, hdc, h):
    dc, rgn = _dc(c, hdc), _rgn(c, h)
    if dc is None or rgn is None:
        return 0
    _paint_region(dc, rgn, dc.brush)
    return 1


@api(GDI32, "FrameRgn", "HDC hdc, HRGN rgn, HBRUSH brush, INT w, INT h", widths=BOTH)
@records
def FrameRgn(c, hdc, h, hbrush, w, hgt):
    dc, rgn, brush = _dc(c, hdc), _rgn(c, h), c.vm.gdi.get(hbrush)
    if dc is None or rgn is None or brush is None:
        return 0
    # The frame is the region minus the region shrunk by (w, h): the pixels of the region
    # that have an outside pixel within w columns or h rows.
    inner = rgn.copy()
    for dx, dy in ((w, 0), (-w, 0), (0, hgt), (0, -hgt)):
        moved = rgn.copy()
        moved.offset(dx, dy)
        inner = combine(inner, moved, RGN_AND)
    _paint_region(dc, combine(rgn, inner, RGN_DIFF), brush)
    return 1


@api(GDI32, "InvertRgn", "HDC hdc, HRGN rgn", widths=BOTH)
@records
def InvertRgn(c, hdc, h):
    dc, rgn = _dc(c, hdc), _rgn(c, h)
    if dc is None or rgn is None:
        return 0
    for rect in rgn.rects():
        c.vm.gdi.invert(dc, rect)
    return 1


# -- the clip region ------------------------------------------------------------------------------
def _set_clip(dc, rgn):
    dc.select_clip(rgn)
    if dc.clip_rgn is None:
        return 1 + 1   # SIMPLEREGION: the whole DC
    return dc.clip_rgn.kind


def _dc_area(dc):
    """The DC's whole drawable area in device pixels (the clip when none is selected)."""
    ox, oy = dc.origin
    img = dc.target.image
    l, t, r, b = (0, 0, img.width, img.height)
    if dc.clip:
        l, t, r, b = dc.clip
    return Region((l - ox, t - oy, r - ox, b - oy))


@api(GDI32, "ExtSelectClipRgn", "HDC hdc, HRGN rgn, INT mode", widths=BOTH)
@records
def ExtSelectClipRgn(c, hdc, h, mode):
    return _ext_select_clip(c, hdc, h, mode)


def _ext_select_clip(c, hdc, h, mode):
    dc = _dc(c, hdc)
    if dc is None:
        return ERROR
    if isinstance(dc.recorder, WmfRecorder):
        # a Windows metafile DC keeps no clip of its own: RGN_COPY of a region is
        # recorded and answers NULLREGION, no region NULLREGION, another mode fails
        return NULLREGION if mode == RGN_COPY else ERROR
    rgn = _rgn(c, h) if h else None
    if rgn is None:
        if mode != RGN_COPY:
            return ERROR
        return _set_clip(dc, None)
    rgn = dc.logical_region(rgn)      # a mirrored DC's regions are mirrored too
    if mode == RGN_COPY:
        return _set_clip(dc, rgn.copy())
    if not RGN_AND <= mode <= RGN_DIFF:
        return ERROR
    return _set_clip(dc, combine(dc.own_clip or _dc_area(dc), rgn, mode))


@api(GDI32, "SetMetaRgn", "HDC hdc", widths=BOTH)
def SetMetaRgn(c, hdc):
    """Intersect the clip region with the meta region, make that the meta region and
    reset the clip region: later clipping stays inside it (GetClipRgn no longer sees
    it; GetRandomRgn's METARGN does). Answers the complexity of what drawing is clipped
    to (SIMPLEREGION for a DC with neither region)."""
    dc = _dc(c, hdc)
    if dc is None:
        return ERROR
    if dc.recorder is not None:
        raise Unimplemented("GDI32.dll!SetMetaRgn (on a metafile DC: not recorded)")
    dc.set_meta_region()
    return dc.clip_rgn.kind if dc.clip_rgn is not None else 2


@api(GDI32, "SelectClipRgn", "HDC hdc, HRGN rgn", widths=BOTH)
@records
def SelectClipRgn(c, hdc, h):
    return _ext_select_clip(c, hdc, h, RGN_COPY)


def _clip_rect(c, hdc, l, t, r, b, mode):
    dc = _dc(c, hdc)
    if dc is None:
        return ERROR
    dl, dt, dr, db = dc.lp_rect((l, t, r, b))
    return _set_clip(dc, combine(dc.own_clip or _dc_area(dc), Region.rect(dl, dt, dr, db),
                                 mode))


@api(GDI32, "IntersectClipRect", "HDC hdc, INT l, INT t, INT r, INT b", widths=BOTH)
@records
def IntersectClipRect(c, hdc, l, t, r, b):
    return _clip_rect(c, hdc, l, t, r, b, RGN_AND)


@api(GDI32, "ExcludeClipRect", "HDC hdc, INT l, INT t, INT r, INT b", widths=BOTH)
@records
def ExcludeClipRect(c, hdc, l, t, r, b):
    return _clip_rect(c, hdc, l, t, r, b, RGN_DIFF)


@api(GDI32, "OffsetClipRgn", "HDC hdc, INT dx, INT dy", widths=BOTH)
@records
def OffsetClipRgn(c, hdc, dx, dy):
    dc = _dc(c, hdc)
    if dc is None:
        return ERROR
    rgn = dc.own_clip
    if rgn is None:
        return 2
    x0, y0 = dc.lp(0, 0)
    x1, y1 = dc.lp(dx, dy)
    rgn.offset(x1 - x0, y1 - y0)      # the meta region stays where it is
    return _set_clip(dc, rgn)


@api(GDI32, "GetClipBox", "HDC hdc, LPVOID rect", widths=BOTH)
def GetClipBox(c, hdc, rect):
    dc = _dc(c, hdc)
    if dc is None:
        return ERROR
    ox, oy = dc.origin
    l, t, r, b = dc._clip_box()
    kind = dc.clip_rgn.kind if dc.clip_rgn is not None else 2
    if l >= r or t >= b:
        l = t = r = b = 0
        kind = NULLREGION
    else:
        l, t, r, b = l - ox, t - oy, r - ox, b - oy
        m = dc.coords.inverse
        if m is not None and not dc.coords.identity:
            l, t, r, b = dc.coords.dp_rect(l, t, r, b)
    c.vm.mem.write(rect, RECT.pack_values(l, t, r, b))
    return kind if kind != COMPLEXREGION else COMPLEXREGION


@api(GDI32, "GetClipRgn", "HDC hdc, HRGN rgn", widths=BOTH)
def GetClipRgn(c, hdc, h):
    dc = _dc(c, hdc)
    if dc is None:
        return -1
    own = dc.own_clip
    if own is None:
        return 0        # no clip region: 0 even for a NULL target, as Windows answers
    rgn = _rgn(c, h)
    if rgn is None:
        return -1
    own = dc.logical_region(own)
    rgn.box, rgn.mask = own.box, own.mask
    return 1


@api(GDI32, "PtVisible", "HDC hdc, INT x, INT y", widths=BOTH)
def PtVisible(c, hdc, x, y):
    dc = _dc(c, hdc)
    if dc is None:
        return -1
    x, y = dc.lp(x, y)
    ox, oy = dc.origin
    if dc.visible((x + ox, y + oy, x + ox + 1, y + oy + 1)) is None:
        return 0
    return 1 if dc.clip_rgn is None or dc.clip_rgn.contains(x, y) else 0


@api(GDI32, "RectVisible", "HDC hdc, LPVOID rect", widths=BOTH)
def RectVisible(c, hdc, rect):
    dc = _dc(c, hdc)
    if dc is None:
        return 0
    l, t, r, b = dc.lp_rect(_rect(c.vm.mem, rect))
    ox, oy = dc.origin
    if dc.visible((l + ox, t + oy, r + ox, b + oy)) is None:
        return 0
    if dc.clip_rgn is None:
        return 1
    return 0 if combine(dc.clip_rgn, Region.rect(l, t, r, b), RGN_AND).empty else 1

