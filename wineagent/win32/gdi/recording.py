"""What a metafile DC records of the GDI32 calls made on it.

A metafile DC is an ordinary DC (drawing into a scratch bitmap, so positions, selections
and queries behave) with a recorder (gdi/metafile.py's ``Recorder`` for an enhanced
metafile, gdi/wmf.py's ``WmfRecorder`` for a Windows one). Each GDI32 drawing or state
call that a metafile records is declared with ``@records`` (dlls/gdi32/): on a metafile
DC it writes its record (``RECORDED`` / ``WMF_RECORDED``: the API's name -> a function of
the recorder, the call, the DC and the API's arguments after the HDC) before it runs; a
call listed in ``NOT_RECORDED`` stops the guest naming it rather than leaving a hole in
the picture. ``@forgets`` marks DeleteObject: every open metafile DC that created the
object records its deletion. The path is explicit at each declaration, so no module
rewrites another's handlers and import order does not matter.
"""

import functools
import math
import struct

from ...abi.api import Unimplemented
from ...abi.structs import read_array
from ..core.structures import GRADIENT_RECT, GRADIENT_TRIANGLE, TRIVERTEX
from .dib import dib_info_bytes
from .metafile import blit_source, mask_dib, region_data
from .objects import Bitmap
from .palette import Palette
from .regions import RGN_AND, RGN_COPY, Region
from .rop import rop3_index, uses_source
from .shapes import points
from .wmf import WmfRecorder, color_param, words

__all__ = ["records", "queries", "forgets", "RECORDED", "WMF_RECORDED", "WMF_RESULTS",
           "WMF_QUERIES", "EMF_RESULTS", "EMF_QUERIES", "NOT_RECORDED"]


def _i(*vals):
    return struct.pack("<%di" % len(vals), *vals)


def _box_rec(kind):
    def rec(r, c, dc, l, t, rr, b, *rest):
        if dc.coords.gm != 2:
            # in GM_COMPATIBLE a box shape leaves out its right and bottom edges: Windows
            # records the box it fills, normalized and a unit in from the right and
            # bottom (played back in GM_ADVANCED it covers the same pixels), and the
            # bounds are that box's (Wine's metafile tests, made on Windows)
            l, t, rr, b = min(l, rr), min(t, b), max(l, rr) - 1, max(t, b) - 1
        r.grow([(l, t), (rr, b)])
        r.add(kind, _i(l, t, rr, b, *rest))
    return rec


def _fits16(p):
    return all(-0x8000 <= v <= 0x7FFF for xy in p for v in xy)


def _coords(p):
    """The points as Windows records them: POINTS (16-bit, the record's ...16 form) when
    every coordinate fits in 16 bits, else POINTL; and whether they are short."""
    flat = [v for xy in p for v in xy]
    if _fits16(p):
        return struct.pack("<%dh" % len(flat), *flat), True
    return _i(*flat), False


def _poly_rec(kind, before_pos=False):
    def rec(r, c, dc, pts, n):
        p = points(c.vm.mem, pts, n)
        if not p:
            return
        r.grow(p + ([dc.pos] if before_pos else []))
        data, short = _coords(p)
        r.add(kind + "16" if short else kind, _i(*_record_box(dc, p)) + struct.pack("<I", n) +
              data)
    return rec


def _polydraw_rec(r, c, dc, pts, types, n):
    """EMR_POLYDRAW(16): the points, then their types (padded to a DWORD)."""
    p = points(c.vm.mem, pts, n)
    if not p:
        return
    kinds = bytes(c.vm.mem.read(types, n))
    r.grow(p + [dc.pos])
    data, short = _coords(p)
    r.add("POLYDRAW16" if short else "POLYDRAW", _i(*_record_box(dc, p)) + struct.pack("<I", n) +
          data + kinds + bytes(-n % 4))


def _anglearc_rec(r, c, dc, x, y, radius, start, sweep):
    if radius & 0x80000000:
        return                              # the call fails: nothing is recorded
    # the bounds of the line from the current position and of the arc itself: its ends
    # and the points of the circle it passes at each quarter turn
    a0, a1 = sorted((start, start + sweep))
    angles = [a0, a1] + [90.0 * k for k in range(int(math.ceil(a0 / 90.0)),
                                                  int(math.floor(a1 / 90.0)) + 1)]
    pts = [(int(round(x + radius * math.cos(math.radians(a)))),
            int(round(y - radius * math.sin(math.radians(a))))) for a in angles]
    r.grow(pts + [dc.pos])
    r.add("ANGLEARC", _i(x, y) + struct.pack("<Iff", radius & 0xFFFFFFFF, start, sweep))


def _record_box(dc, p):
    """A poly record's bounds: its points' box, or the empty (0, 0, -1, -1) when the
    points go into an open path, which draws nothing yet (Windows, Wine's metafile
    tests)."""
    if dc.path is not None and dc.path.open:
        return 0, 0, -1, -1
    return _box(p)


def _box(p):
    xs, ys = [x for x, _ in p], [y for _, y in p]
    return min(xs), min(ys), max(xs), max(ys)


def _polypoly_rec(kind):
    def rec(r, c, dc, pts, counts, n):
        mem = c.vm.mem
        cs = read_array(mem, counts, "DWORD", n) if counts and n > 0 else ()
        p = points(mem, pts, sum(cs)) if pts else []
        if kind == "POLYPOLYLINE" and (not cs or any(k < 2 for k in cs)):
            # Windows records a PolyPolyline it then refuses (no polylines, or one of
            # fewer than two points), with empty bounds (Wine's metafile tests)
            box = (0, 0, -1, -1)
        elif not p:
            return
        else:
            r.grow(p)
            box = _record_box(dc, p)
        data, short = _coords(p)
        r.add(kind + "16" if short else kind, _i(*box) +
              struct.pack("<%dI" % (2 + len(cs)), len(cs), len(p), *cs) + data)
    return rec


def _dword_rec(kind):
    return lambda r, c, dc, v: r.add(kind, struct.pack("<I", v & 0xFFFFFFFF))


def _pair_rec(kind):
    return lambda r, c, dc, x, y, *rest: r.add(kind, _i(x, y))


def _select_rec(r, c, dc, h):
    gdi = c.vm.gdi
    obj = gdi.get(h)
    if obj is None or isinstance(obj, Palette):
        return              # SelectObject of a palette fails: nothing is recorded
    r.select(obj, gdi.stock_index(obj))


def _w_palette(r, c, h):
    pal = c.vm.gdi.get(h)
    if isinstance(pal, Palette):
        r.select_palette(pal)


def _w_clip(r, c, h, mode):
    """A Windows metafile records only a region selected with RGN_COPY (other modes
    fail; no region answers NULLREGION without a record)."""
    rgn = c.vm.gdi.get(h) if h else None
    if mode == RGN_COPY and isinstance(rgn, Region):
        r.select_clip(rgn)


def _restore_rec(r, dc, level):
    """EMR_RESTOREDC, for a level the DC can restore (a call that fails records
    nothing), always relative: an absolute level is written as the count of states to
    go back, negated (Windows, Wine's metafile tests)."""
    stack = getattr(dc, "saved", None) or []
    idx = level - 1 if level > 0 else len(stack) + level
    if 0 <= idx < len(stack):
        r.add("RESTOREDC", _i(idx - len(stack)))


def _delete_rec(r, c, dc, h):
    obj = c.vm.gdi.get(h)
    if obj is not None:
        r.forget(obj)


def _pixel_rec(r, c, dc, x, y, color):
    r.grow([(x, y)])
    r.add("SETPIXELV", _i(x, y) + struct.pack("<I", color))


def _dest_box(dc, x, y, w, h):
    """The bounds of a blit's destination: its device rectangle, inclusive."""
    (l, t), (r, b) = dc.lp(x, y), dc.lp(x + w, y + h)
    return (min(l, r), min(t, b), max(l, r) - 1, max(t, b) - 1)


def _source_dc(c, hsrc):
    """The source DC of a blit being recorded, or None when it cannot be one (a metafile
    DC as the source: the call fails, as on Windows, and records nothing)."""
    src = c.vm.gdi.dc(hsrc)
    return None if src is None or src.recorder is not None else src


def _bitblt_rec(r, c, dc, x, y, w, h, hsrc, sx, sy, rop):
    head = struct.pack("<I2i", rop & 0xFFFFFFFF, sx, sy)
    if not uses_source(rop3_index(rop)):
        r.blit("BITBLT", (x, y, w, h), _dest_box(dc, x, y, w, h), head, None)
        return
    src = _source_dc(c, hsrc)
    if src is not None:
        r.blit("BITBLT", (x, y, w, h), _dest_box(dc, x, y, w, h), head, blit_source(src))


def _patblt_rec(r, c, dc, x, y, w, h, rop):
    if not uses_source(rop3_index(rop)):
        r.blit("BITBLT", (x, y, w, h), _dest_box(dc, x, y, w, h),
               struct.pack("<I2i", rop & 0xFFFFFFFF, 0, 0), None)


def _stretchblt_rec(r, c, dc, x, y, w, h, hsrc, sx, sy, sw, sh, rop):
    if not uses_source(rop3_index(rop)):
        _patblt_rec(r, c, dc, x, y, w, h, rop)
        return
    src = _source_dc(c, hsrc)
    if src is not None:
        r.blit("STRETCHBLT", (x, y, w, h), _dest_box(dc, x, y, w, h),
               struct.pack("<I2i", rop & 0xFFFFFFFF, sx, sy), blit_source(src), _i(sw, sh))


def _w_blit(kind, r, c, hsrc, rop, params):
    """META_DIBBITBLT / META_DIBSTRETCHBLT: the raster operation (low word first), the
    coordinates (``params``, already in record order), then the source DC's whole
    bitmap as a packed DIB (blit_source's form), whatever the operation uses."""
    src = _source_dc(c, hsrc) if hsrc else None
    if src is None:
        if hsrc:
            return                  # a metafile DC as the source: the call fails
        raise Unimplemented("GDI32.dll!%s (without a source DC, on a Windows metafile DC)"
                            % ("BitBlt" if kind == "DIBBITBLT" else "StretchBlt"))
    _, _, bmi, bits = blit_source(src)
    r.add(kind, words(rop & 0xFFFF, (rop >> 16) & 0xFFFF, *params) + bmi + bits)


def _alphablend_rec(r, c, dc, x, y, w, h, hsrc, sx, sy, sw, sh, bf):
    src = _source_dc(c, hsrc)
    if src is not None and w > 0 and h > 0 and sw > 0 and sh > 0:
        r.blit("ALPHABLEND", (x, y, w, h), _dest_box(dc, x, y, w, h),
               struct.pack("<I2i", bf & 0xFFFFFFFF, sx, sy), blit_source(src), _i(sw, sh))


def _gradient_rec(r, c, dc, verts, nv, mesh, nm, mode):
    """EMR_GRADIENTFILL: every vertex given, then the mesh (GRADIENT_RECT pairs or
    GRADIENT_TRIANGLE triples); the bounds cover the vertices the mesh uses."""
    if mode not in (0, 1, 2) or not verts or not mesh:
        return                              # the call fails: nothing is recorded
    mem = c.vm.mem
    kind = GRADIENT_TRIANGLE if mode == 2 else GRADIENT_RECT
    items = kind.values_array(mem, mesh, nm)
    if any(k >= nv for item in items for k in item):
        return
    vs = TRIVERTEX.values_array(mem, verts, nv)
    used = sorted({k for item in items for k in item})
    if used:
        pts = [c_dev for c_dev in (dc.lp(vs[k][0], vs[k][1]) for k in used)]
        r.grow_device((min(x for x, _ in pts), min(y for _, y in pts),
                       max(x for x, _ in pts) - 1, max(y for _, y in pts) - 1))
        box = (min(vs[k][0] for k in used), min(vs[k][1] for k in used),
               max(vs[k][0] for k in used) - 1, max(vs[k][1] for k in used) - 1)
    else:
        box = (0, 0, -1, -1)
    r.add("GRADIENTFILL", _i(*box) + struct.pack("<3I", nv, nm, mode) +
          TRIVERTEX.pack_array(vs) + kind.pack_array(items))


def _xform(c, xf):
    return struct.unpack("<6f", bytes(c.vm.mem.read(xf, 24))) if xf else \
        (1.0, 0.0, 0.0, 1.0, 0.0, 0.0)


def _set_world_rec(r, c, dc, xf):
    m = _xform(c, xf)
    if xf and dc.coords.gm == 2 and m[0] * m[3] - m[1] * m[2] != 0:
        r.add("SETWORLDTRANSFORM", struct.pack("<6f", *m))


def _modify_world_rec(r, c, dc, xf, mode):
    if dc.coords.gm == 2 and (xf or mode == 1):
        r.add("MODIFYWORLDTRANSFORM", struct.pack("<6fI", *_xform(c, xf), mode))


def _maskblt_rec(r, c, dc, x, y, w, h, hsrc, sx, sy, hmask, mx, my, rop):
    """EMR_MASKBLT: as EMR_BITBLT, then the mask's origin and the mask as a 1-bit DIB of
    palette indices (none without a mask)."""
    src = _source_dc(c, hsrc)
    if src is None:
        return
    mask = c.vm.gdi.get(hmask, Bitmap) if hmask else None
    if hmask and (mask is None or not (mask.mono or mask.bpp == 1)):
        return                              # the call fails: nothing is recorded
    if mask is not None:
        c.vm.gdi.sync_from_guest(mask)
    r.mask_blit((x, y, w, h), _dest_box(dc, x, y, w, h),
                struct.pack("<I2i", rop & 0xFFFFFFFF, sx, sy), blit_source(src),
                (mx, my), mask_dib(mask) if mask is not None else None)


def _plgblt_rec(r, c, dc, pts, hsrc, sx, sy, w, h, hmask, mx, my):
    """EMR_PLGBLT: the bounds of the parallelogram, its three points, the source
    rectangle, the source, then the mask as EMR_MASKBLT holds it."""
    src = _source_dc(c, hsrc)
    if src is None or not pts:
        return
    mask = c.vm.gdi.get(hmask, Bitmap) if hmask else None
    if hmask and (mask is None or not (mask.mono or mask.bpp == 1)):
        return                              # the call fails: nothing is recorded
    if mask is not None:
        c.vm.gdi.sync_from_guest(mask)
    p = read_array(c.vm.mem, pts, "LONG", 6)
    corners = [dc.lp(p[2 * i], p[2 * i + 1]) for i in range(3)]
    (x0, y0), (x1, y1), (x2, y2) = corners
    xs, ys = (x0, x1, x2, x1 + x2 - x0), (y0, y1, y2, y1 + y2 - y0)
    r.plg_blit((min(xs), min(ys), max(xs) - 1, max(ys) - 1), _i(*p), _i(sx, sy, w, h),
               blit_source(src), (mx, my), mask_dib(mask) if mask is not None else None)


def _dib_rows(c, bits, width, bpp, rows):
    stride = ((width * bpp + 31) // 32) * 4
    return bytes(c.vm.mem.read(bits, stride * max(0, rows))) if bits else b""


def _stretchdibits_rec(r, c, dc, x, y, w, h, sx, sy, sw, sh, bits, bmi, usage, rop):
    """EMR_STRETCHDIBITS (MS-EMF 2.3.1.7): the BITMAPINFO as given (an OS/2 header as a
    BITMAPINFOHEADER) and the whole DIB's bits."""
    if not bmi:
        return
    info, (width, height, bpp) = dib_info_bytes(c.vm.mem, bmi, usage)
    data = _dib_rows(c, bits, width, bpp, abs(height))
    at = 80
    r.grow_device(_dest_box(dc, x, y, w, h))
    r.add("STRETCHDIBITS", _i(*_dest_box(dc, x, y, w, h), x, y, sx, sy, sw, sh) +
          struct.pack("<6I", at, len(info), at + len(info), len(data), usage,
                      rop & 0xFFFFFFFF) + _i(w, h) + info + data)


def _setdibits_rec(r, c, dc, x, y, w, h, sx, sy, start, lines, bits, bmi, usage):
    """EMR_SETDIBITSTODEVICE (MS-EMF 2.3.1.5): the BITMAPINFO and the scan lines the
    destination rectangle uses (from ``start``, at most ``lines``)."""
    if not bmi:
        return
    info, (width, height, bpp) = dib_info_bytes(c.vm.mem, bmi, usage)
    scans = max(0, min(start + lines, sy + h) - start)
    data = _dib_rows(c, bits, width, bpp, scans)
    at = 76
    box = _dest_box(dc, x, y, w, h)
    r.grow_device(box)
    r.add("SETDIBITSTODEVICE", _i(*box, x, y, sx, sy, w, h) +
          struct.pack("<7I", at, len(info), at + len(info), len(data), usage, start, scans) +
          info + data)


def _transparentblt_rec(r, c, dc, x, y, w, h, hsrc, sx, sy, sw, sh, key):
    src = _source_dc(c, hsrc)
    if src is not None and w > 0 and h > 0 and sw > 0 and sh > 0:
        r.blit("TRANSPARENTBLT", (x, y, w, h), _dest_box(dc, x, y, w, h),
               struct.pack("<I2i", key & 0xFFFFFFFF, sx, sy), blit_source(src), _i(sw, sh))


def _clip_rgn_rec(r, c, dc, h, mode=RGN_COPY):
    """EMR_EXTSELECTCLIPRGN: the region's RGNDATA in device units (none for a NULL
    region, which only RGN_COPY takes)."""
    rgn = c.vm.gdi.get(h, Region) if h else None
    if rgn is None:
        if h or mode != RGN_COPY:
            return                          # the call fails: nothing is recorded
        data = b""
    else:
        data = region_data(rgn)
    r.add("EXTSELECTCLIPRGN", struct.pack("<2I", len(data), mode) + data)


def _clip_path_rec(r, c, dc, mode):
    if dc.path is not None and not dc.path.open and RGN_AND <= mode <= RGN_COPY:
        r.add("SELECTCLIPPATH", struct.pack("<I", mode))


#: GDI32 calls a metafile DC records: name -> recorder(r, c, dc, *args after hdc)
RECORDED = {
    "Rectangle": _box_rec("RECTANGLE"), "Ellipse": _box_rec("ELLIPSE"),
    "RoundRect": _box_rec("ROUNDRECT"), "Arc": _box_rec("ARC"), "Chord": _box_rec("CHORD"),
    "Pie": _box_rec("PIE"), "ArcTo": _box_rec("ARCTO"),
    "MoveToEx": _pair_rec("MOVETOEX"),
    "LineTo": lambda r, c, dc, x, y: (r.grow([dc.pos, (x, y)]), r.add("LINETO", _i(x, y))),
    "Polygon": _poly_rec("POLYGON"), "Polyline": _poly_rec("POLYLINE"),
    "PolyBezier": _poly_rec("POLYBEZIER"), "PolyBezierTo": _poly_rec("POLYBEZIERTO", True),
    "PolylineTo": _poly_rec("POLYLINETO", True),
    "PolyPolygon": _polypoly_rec("POLYPOLYGON"), "PolyPolyline": _polypoly_rec("POLYPOLYLINE"),
    "PolyDraw": _polydraw_rec, "AngleArc": _anglearc_rec,
    "SetPixel": _pixel_rec, "SetPixelV": _pixel_rec,
    "BitBlt": _bitblt_rec, "PatBlt": _patblt_rec, "StretchBlt": _stretchblt_rec,
    "GdiAlphaBlend": _alphablend_rec, "GdiGradientFill": _gradient_rec,
    "GdiTransparentBlt": _transparentblt_rec, "MaskBlt": _maskblt_rec,
    "PlgBlt": _plgblt_rec, "StretchDIBits": _stretchdibits_rec,
    "SetDIBitsToDevice": _setdibits_rec,
    "SetWorldTransform": _set_world_rec, "ModifyWorldTransform": _modify_world_rec,
    # clipping: regions in device units, rectangles and offsets logical
    "SelectClipRgn": _clip_rgn_rec, "ExtSelectClipRgn": _clip_rgn_rec,
    "IntersectClipRect": lambda r, c, dc, l, t, rr, b: r.add("INTERSECTCLIPRECT",
                                                             _i(l, t, rr, b)),
    "ExcludeClipRect": lambda r, c, dc, l, t, rr, b: r.add("EXCLUDECLIPRECT",
                                                           _i(l, t, rr, b)),
    "OffsetClipRgn": _pair_rec("OFFSETCLIPRGN"),
    "SelectClipPath": _clip_path_rec,
    "SelectObject": _select_rec,
    "SetTextColor": _dword_rec("SETTEXTCOLOR"), "SetBkColor": _dword_rec("SETBKCOLOR"),
    "SetBkMode": _dword_rec("SETBKMODE"), "SetPolyFillMode": _dword_rec("SETPOLYFILLMODE"),
    "SetROP2": _dword_rec("SETROP2"), "SetTextAlign": _dword_rec("SETTEXTALIGN"),
    "SetArcDirection": _dword_rec("SETARCDIRECTION"),
    "SetStretchBltMode": _dword_rec("SETSTRETCHBLTMODE"),
    "SetBrushOrgEx": _pair_rec("SETBRUSHORGEX"),
    "SaveDC": lambda r, c, dc: r.add("SAVEDC"),
    "RestoreDC": lambda r, c, dc, level: _restore_rec(r, dc, level),
    "RealizePalette": lambda r, c, dc: r.add("REALIZEPALETTE"),
    "BeginPath": lambda r, c, dc: (r.begin_path(), r.add("BEGINPATH")),
    "EndPath": lambda r, c, dc: r.add("ENDPATH"),
    # EMR_EXTFLOODFILL: the start, the colour, the mode (FloodFill: FLOODFILLBORDER)
    "ExtFloodFill": lambda r, c, dc, x, y, color, kind: r.add(
        "EXTFLOODFILL", _i(x, y) + struct.pack("<2I", color & 0xFFFFFFFF, kind)),
    "FloodFill": lambda r, c, dc, x, y, color: r.add(
        "EXTFLOODFILL", _i(x, y) + struct.pack("<2I", color & 0xFFFFFFFF, 0)),
    "AbortPath": lambda r, c, dc: (r.begin_path(), r.add("ABORTPATH")),
    "CloseFigure": lambda r, c, dc: r.add("CLOSEFIGURE"),
    "FillPath": lambda r, c, dc: r.path_drawn("FILLPATH", dc),
    "StrokePath": lambda r, c, dc: r.path_drawn("STROKEPATH", dc),
    "StrokeAndFillPath": lambda r, c, dc: r.path_drawn("STROKEANDFILLPATH", dc),
    # the page: recorded as set, played through the metafile's own mapping
    "SetMapMode": _dword_rec("SETMAPMODE"),
    "SetWindowExtEx": _pair_rec("SETWINDOWEXTEX"),
    "SetViewportExtEx": _pair_rec("SETVIEWPORTEXTEX"),
    "SetWindowOrgEx": _pair_rec("SETWINDOWORGEX"),
    "SetViewportOrgEx": _pair_rec("SETVIEWPORTORGEX"),
    "SetDCBrushColor": lambda r, c, dc, color: (
        r.dc_color("brush", color & 0xFFFFFFFF) if dc.brush is dc.gdi.stock[18] else None),
    "SetDCPenColor": lambda r, c, dc, color: (
        r.dc_color("pen", color & 0xFFFFFFFF) if dc.pen is dc.gdi.stock[19] else None),
    "SetLayout": _dword_rec("SETLAYOUT"),
    "GdiComment": lambda r, c, dc, size, data: r.comment(bytes(c.vm.mem.read(data, size))
                                                         if data and size else b""),
}
def _w_box(kind):
    return lambda r, c, dc, l, t, rr, b: r.add(kind, words(b, rr, t, l))


def _w_pair(kind):
    return lambda r, c, dc, x, y, *rest: r.add(kind, words(y, x))


def _w_word(kind):
    return lambda r, c, dc, v: r.add(kind, words(v))


def _w_poly(kind):
    def rec(r, c, dc, pts, n):
        p = points(c.vm.mem, pts, n)
        r.add(kind, words(len(p), *[v for xy in p for v in xy]))
    return rec


def _w_polypoly(r, c, dc, pts, counts, n):
    mem = c.vm.mem
    cs = read_array(mem, counts, "DWORD", n)
    p = points(mem, pts, sum(cs))
    r.add("POLYPOLYGON", words(len(cs), *cs, *[v for xy in p for v in xy]))


def _w_arc(kind):
    return lambda r, c, dc, l, t, rr, b, xs, ys, xe, ye: r.add(
        kind, words(ye, xe, ys, xs, b, rr, t, l))


#: GDI32 calls a Windows metafile DC records (WMF has no Béziers, paths or ArcTo)
WMF_RECORDED = {
    "Rectangle": _w_box("RECTANGLE"), "Ellipse": _w_box("ELLIPSE"),
    "RoundRect": lambda r, c, dc, l, t, rr, b, w, h: r.add("ROUNDRECT",
                                                           words(h, w, b, rr, t, l)),
    "Arc": _w_arc("ARC"), "Chord": _w_arc("CHORD"), "Pie": _w_arc("PIE"),
    "MoveToEx": _w_pair("MOVETO"), "LineTo": _w_pair("LINETO"),
    "Polygon": _w_poly("POLYGON"), "Polyline": _w_poly("POLYLINE"),
    "PolyPolygon": _w_polypoly,
    "SetPixel": lambda r, c, dc, x, y, col: r.add("SETPIXEL", color_param(col) + words(y, x)),
    "SetPixelV": lambda r, c, dc, x, y, col: r.add("SETPIXEL", color_param(col) + words(y, x)),
    "SelectObject": _select_rec,
    "SetTextColor": lambda r, c, dc, v: r.add("SETTEXTCOLOR", color_param(v)),
    "SetBkColor": lambda r, c, dc, v: r.add("SETBKCOLOR", color_param(v)),
    "SetBkMode": _w_word("SETBKMODE"), "SetROP2": _w_word("SETROP2"),
    "SetPolyFillMode": _w_word("SETPOLYFILLMODE"), "SetTextAlign": _w_word("SETTEXTALIGN"),
    "SetMapMode": _w_word("SETMAPMODE"),
    "SetWindowOrgEx": _w_pair("SETWINDOWORG"), "SetWindowExtEx": _w_pair("SETWINDOWEXT"),
    "SetViewportOrgEx": _w_pair("SETVIEWPORTORG"),
    "SetViewportExtEx": _w_pair("SETVIEWPORTEXT"),
    "SaveDC": lambda r, c, dc: r.add("SAVEDC"),
    "RestoreDC": lambda r, c, dc, level: r.add("RESTOREDC", words(level)),
    "SetLayout": lambda r, c, dc, layout: r.add("SETLAYOUT", struct.pack("<I", layout)),
    "SelectPalette": lambda r, c, dc, h, background: _w_palette(r, c, h),
    "PatBlt": lambda r, c, dc, x, y, w, h, rop: r.add(
        "PATBLT", words(rop & 0xFFFF, (rop >> 16) & 0xFFFF, h, w, y, x)),
    "BitBlt": lambda r, c, dc, x, y, w, h, hsrc, sx, sy, rop: _w_blit(
        "DIBBITBLT", r, c, hsrc, rop, (sy, sx, h, w, y, x)),
    "StretchBlt": lambda r, c, dc, x, y, w, h, hsrc, sx, sy, sw, sh, rop: _w_blit(
        "DIBSTRETCHBLT", r, c, hsrc, rop, (sh, sw, sy, sx, h, w, y, x)),
    "SelectClipRgn": lambda r, c, dc, h: _w_clip(r, c, h, RGN_COPY),
    "ExtSelectClipRgn": lambda r, c, dc, h, mode: _w_clip(r, c, h, mode),
    "RealizePalette": lambda r, c, dc: r.add("REALIZEPALETTE"),
    # META_EXTFLOODFILL: the mode, the colour, y, x (FloodFill: FLOODFILLBORDER)
    "ExtFloodFill": lambda r, c, dc, x, y, color, kind: r.add(
        "EXTFLOODFILL", words(kind) + color_param(color) + words(y, x)),
    "FloodFill": lambda r, c, dc, x, y, color: r.add(
        "EXTFLOODFILL", words(0) + color_param(color) + words(y, x)),
}
#: GDI32 calls a Windows metafile has no record for and Windows refuses on a Windows
#: metafile DC: they fail (FALSE, the last error untouched) and draw nothing (Wine's
#: metafile tests). A Windows metafile DC has no path: the path calls fail, so the
#: drawing calls between them are recorded as drawing.
WMF_REFUSED = frozenset(("ArcTo", "PolyDraw", "BeginPath", "EndPath", "CloseFigure",
                         "StrokePath", "FillPath", "StrokeAndFillPath", "SelectClipPath",
                         "GdiComment", "AbortPath"))
#: What a Windows metafile DC answers, without running the call, for the calls whose
#: result there is not the call's own (Wine's metafile tests, made on Windows). The DC
#: is a recorder with no state of its own: a state call records and answers TRUE (no
#: previous value, out-parameters untouched; SaveDC 1, RestoreDC TRUE at any level and
#: restoring nothing, SetLayout LAYOUT_RTL); SetDCBrushColor / SetDCPenColor answer
#: CLR_INVALID and record nothing.
WMF_RESULTS = dict.fromkeys((
    "SetTextAlign", "SetBkColor", "SetTextColor", "SetBkMode", "SetMapMode",
    "SetPolyFillMode", "SetROP2", "SetPixel", "SetPixelV", "SetWindowOrgEx",
    "SetWindowExtEx", "SetViewportOrgEx", "SetViewportExtEx", "SaveDC", "RestoreDC",
    "SetLayout", "MoveToEx", "FloodFill", "ExtFloodFill"), 1)
WMF_RESULTS.update(SetDCBrushColor=0xFFFFFFFF, SetDCPenColor=0xFFFFFFFF)
#: What the queries answer on a Windows metafile DC: it has nothing to tell, so each
#: fails as on a bad DC (Wine's metafile tests, made on Windows). ``@queries`` marks them.
#: An enhanced-metafile DC answers a few of them likewise: it reads no pixels back.
EMF_QUERIES = {"GetPixel": 0xFFFFFFFF}
WMF_QUERIES = {"GetPixel": 0xFFFFFFFF, "GetBkColor": 0xFFFFFFFF,
               "GetTextColor": 0xFFFFFFFF, "GetPolyFillMode": 0, "GetViewportOrgEx": 0,
               "GetViewportExtEx": 0, "GetWindowOrgEx": 0, "GetWindowExtEx": 0,
               "GetLayout": 0xFFFFFFFF, "GetCurrentObject": 0, "GetCurrentPositionEx": 0}
#: GDI32 calls that would draw or change the mapping on a metafile DC but are not recorded
NOT_RECORDED = ("FillRgn", "PaintRgn", "FrameRgn", "InvertRgn", "SetMapMode",
                "SetWindowExtEx", "SetViewportExtEx", "SetWindowOrgEx", "SetViewportOrgEx",
                "OffsetWindowOrgEx", "OffsetViewportOrgEx", "ScaleWindowExtEx",
                "ScaleViewportExtEx",
                "SelectPalette")




#: What an enhanced-metafile DC answers, the call recorded, where its result is not the
#: call's own: SetPixel cannot tell the colour set (CLR_INVALID) and SetPixelV answers
#: FALSE (Wine's metafile tests, made on Windows).
EMF_RESULTS = {"SetPixel": 0xFFFFFFFF, "SetPixelV": 0}


def records(func):
    """Declare that the GDI32 handler ``func`` (``func(c, hdc, *args)``) records itself on
    a metafile DC, or stops the guest when its call is one a metafile cannot hold."""
    @functools.wraps(func)
    def handler(c, hdc, *args):
        gdi = c.vm.gdi
        if gdi.metafile_dcs:                 # none open (the usual case): nothing records
            dc = gdi.dc(hdc)
            if dc is not None and dc.recorder is not None:
                if isinstance(dc.recorder, WmfRecorder):
                    name = c.spec.name
                    if name in WMF_REFUSED:
                        return 0
                    if name in WMF_RESULTS:
                        if name in WMF_RECORDED:
                            _record(c, dc, args)
                        return WMF_RESULTS[name]
                _record(c, dc, args)
                if c.spec.name in EMF_RESULTS and not isinstance(dc.recorder, WmfRecorder):
                    func(c, hdc, *args)
                    return EMF_RESULTS[c.spec.name]
        return func(c, hdc, *args)
    # what a VM's thunk table calls while it has no metafile DC open (abi/api.py's bare
    # twin, chosen by Machine.use_bare_handlers): the handler without this frame
    handler.__bare__ = func
    return handler


def _record(c, dc, args):
    name = c.spec.name
    table = WMF_RECORDED if isinstance(dc.recorder, WmfRecorder) else RECORDED
    recorder = table.get(name)
    if recorder is None:
        raise Unimplemented("%s (on a %s metafile DC: not recorded)" % (
            c.spec.full_name, "Windows" if table is WMF_RECORDED else "enhanced"))
    emf = table is RECORDED
    in_path = emf and dc.path is not None and dc.path.open
    if emf:
        dc.recorder.to_device = dc.lp   # EMF bounds are in reference pixels
        box = dc.recorder.box
    try:
        recorder(dc.recorder, c, dc, *args)
    finally:
        if emf:
            dc.recorder.to_device = None
            if in_path:
                # a shape drawn into a path draws nothing yet: its bounds count when the
                # path is stroked or filled (Windows)
                dc.recorder.keep_path_bounds(box)


def queries(func):
    """Declare that the GDI32 query ``func`` (``func(c, hdc, *args)``) fails on a
    Windows metafile DC (``WMF_QUERIES``' value) and, where ``EMF_QUERIES`` lists it, on
    an enhanced-metafile DC."""
    @functools.wraps(func)
    def handler(c, hdc, *args):
        gdi = c.vm.gdi
        if gdi.metafile_dcs:
            dc = gdi.dc(hdc)
            if dc is not None and dc.recorder is not None:
                table = WMF_QUERIES if isinstance(dc.recorder, WmfRecorder) else EMF_QUERIES
                if c.spec.name in table:
                    return table[c.spec.name]
        return func(c, hdc, *args)
    handler.__bare__ = func
    return handler


def forgets(func):
    """Declare that DeleteObject's handler ``func(c, h)`` tells every open metafile DC
    that created the object (each records the deletion)."""
    @functools.wraps(func)
    def handler(c, h):
        recording = c.vm.gdi.metafile_dcs
        obj = c.vm.gdi.get(h) if recording else None
        if obj is not None:
            for dc in recording:
                if isinstance(dc.recorder, WmfRecorder) and \
                        any(obj is o for o in (dc.pen, dc.brush, dc.font)):
                    # a Windows metafile records no deletion of an object its DC has
                    # selected (Wine's metafile tests, made on Windows)
                    continue
                dc.recorder.forget(obj)
        return func(c, h)
    handler.__bare__ = func
    return handler
