"""GDI32 metafiles. Enhanced: CreateEnhMetaFile's recording DC, CloseEnhMetaFile, files on
the VFS (GetEnhMetaFile, CopyEnhMetaFile), PlayEnhMetaFile scaled to a rectangle,
EnumEnhMetaFile with PlayEnhMetaFileRecord, the header and bits. Windows (16-bit):
CreateMetaFile ... CloseMetaFile, GetMetaFile/CopyMetaFile, PlayMetaFile in the DC's own
coordinates, EnumMetaFile with PlayMetaFileRecord, the bits.

Recording: a metafile DC is an ordinary DC (drawing into a scratch bitmap, so positions,
selections and queries behave) with a recorder (``Recorder`` for EMF, ``WmfRecorder``
for WMF). The GDI32 calls in ``RECORDED`` (EMF) and ``WMF_RECORDED`` write their record
before they run (``install``, at import, wraps those declared handlers);
text and brush fills are recorded by the DC itself (gdi/objects.py), so DrawText and
FillRect record too. A drawing call we cannot record (``NOT_RECORDED``) stops the guest
naming it rather than leaving a hole in the picture. The format is gdi/metafile.py's.
"""

import struct

from ...abi.api import REGISTRY, GuestCall, Unimplemented, api
from ..core.winerror import (ERROR_ACCESS_DENIED, ERROR_FILE_NOT_FOUND,
                             ERROR_INVALID_HANDLE, ERROR_INVALID_PIXEL_FORMAT)
from ..gdi.metafile import EnhMetafile, Player, Recorder
from ..gdi.wmf import Wmf, WmfPlayer, WmfRecorder, color_param, words
from ..gdi.objects import DC, Bitmap
from ..kernel.files import stamp
from ..kernel.vfs import VfsError
from .gdi32 import points

G = "GDI32.dll"


def _emf(c, h):
    obj = c.vm.gdi.get(h)
    return obj if isinstance(obj, EnhMetafile) else None


def _read_file(c, name):
    """The bytes of a metafile on the virtual drive (at most 64 MiB), or None with the
    last error set (ERROR_FILE_NOT_FOUND when the VFS gives no code)."""
    try:
        _, host = c.vm.vfs.resolve(name or "")
        with open(host, "rb") as f:
            return f.read(64 << 20)
    except VfsError as e:
        c.vm.last_error = getattr(e, "code", ERROR_FILE_NOT_FOUND)
    except OSError:
        c.vm.last_error = ERROR_FILE_NOT_FOUND
    return None


def _write_file(c, name, data):
    try:
        _, host = c.vm.vfs.resolve(name)
        with open(host, "wb") as f:
            f.write(data)
        stamp(c.vm, host)
    except (VfsError, OSError):
        c.vm.last_error = ERROR_ACCESS_DENIED   # the path is not writable
        return False
    return True


@api(G, "CreateEnhMetaFile{AW}", "HDC ref, LPCTSTR name, LPVOID rect, LPVOID desc")
def CreateEnhMetaFile(c, ref, name, rect, desc):
    gdi = c.vm.gdi
    frame = struct.unpack("<4i", c.vm.mem.read(rect, 16)) if rect else None
    text = ""
    if desc:
        # two NUL-terminated strings: application, picture
        read = c.vm.mem.wstr if c.wide else c.vm.mem.cstr
        app = read(desc)
        step = (len(app) + 1) * (2 if c.wide else 1)
        text = app + "\0" + read(desc + step)
    dc = DC(gdi, Bitmap(gdi.width, gdi.height), (0, 0), None, 0)
    dc.recorder = Recorder(frame, text, (gdi.width, gdi.height))
    dc.metafile_name = name
    _recording_dcs(gdi).append(dc)
    return gdi.add(dc)


def _finish_recording(c, hdc, kind):
    """Close a metafile DC recording with a ``kind`` recorder: (its file name, the finished
    metafile), or None (ERROR_INVALID_HANDLE) when ``hdc`` is not one."""
    gdi = c.vm.gdi
    dc = gdi.dc(hdc)
    if dc is None or not isinstance(dc.recorder, kind):
        c.vm.last_error = ERROR_INVALID_HANDLE
        return None
    done = dc.recorder.finish()
    gdi.delete(hdc)
    _recording_dcs(gdi).remove(dc)
    return dc.metafile_name, done


@api(G, "CloseEnhMetaFile", "HDC hdc")
def CloseEnhMetaFile(c, hdc):
    closed = _finish_recording(c, hdc, Recorder)
    if closed is None:
        return 0
    name, emf = closed
    if name and not _write_file(c, name, emf.data):
        return 0
    return c.vm.gdi.add(emf)


@api(G, "GetEnhMetaFile{AW}", "LPCTSTR name")
def GetEnhMetaFile(c, name):
    data = _read_file(c, name)
    if data is None:
        return 0
    try:
        return c.vm.gdi.add(EnhMetafile(data))
    except ValueError:
        c.vm.last_error = ERROR_INVALID_PIXEL_FORMAT   # not a metafile
        return 0


@api(G, "CopyEnhMetaFile{AW}", "HENHMETAFILE h, LPCTSTR name")
def CopyEnhMetaFile(c, h, name):
    emf = _emf(c, h)
    if emf is None:
        return 0
    if name and not _write_file(c, name, emf.data):
        return 0
    return c.vm.gdi.add(EnhMetafile(emf.data))


@api(G, "DeleteEnhMetaFile", "HENHMETAFILE h")
def DeleteEnhMetaFile(c, h):
    return 1 if _emf(c, h) is not None and c.vm.gdi.delete(h) else 0


def _copy_out(c, data, size, out):
    if not out:
        return len(data)
    n = min(size, len(data))
    c.vm.mem.write(out, data[:n])
    return n


@api(G, "GetEnhMetaFileHeader", "HENHMETAFILE h, UINT size, LPVOID out")
def GetEnhMetaFileHeader(c, h, size, out):
    emf = _emf(c, h)
    if emf is None:
        return 0
    hdr = emf.header[:108] if len(emf.header) >= 108 else emf.header
    return _copy_out(c, hdr, size, out)


@api(G, "GetEnhMetaFileBits", "HENHMETAFILE h, UINT size, LPVOID out")
def GetEnhMetaFileBits(c, h, size, out):
    emf = _emf(c, h)
    return _copy_out(c, emf.data, size, out) if emf is not None else 0


@api(G, "SetEnhMetaFileBits", "UINT size, LPVOID data")
def SetEnhMetaFileBits(c, size, data):
    try:
        return c.vm.gdi.add(EnhMetafile(c.vm.mem.read(data, size)))
    except ValueError:
        return 0


def _rect(c, p):
    return struct.unpack("<4i", c.vm.mem.read(p, 16)) if p else None


@api(G, "PlayEnhMetaFile", "HDC hdc, HENHMETAFILE h, LPVOID rect")
def PlayEnhMetaFile(c, hdc, h, rect):
    dc, emf = c.vm.gdi.dc(hdc), _emf(c, h)
    if dc is None or emf is None or not rect:
        return 0
    player = Player(dc, emf, _rect(c, rect))
    try:
        player.play()
    finally:
        player.finish()
    return 1


_PLAYERS = {}   # (id of the VM's GDI, handle table address) -> Player, during EnumEnhMetaFile


@api(G, "EnumEnhMetaFile", "HDC hdc, HENHMETAFILE h, LPVOID proc, LPVOID data, LPVOID rect")
def EnumEnhMetaFile(c, hdc, h, proc, data, rect):
    emf = _emf(c, h)
    if emf is None or not proc:
        return 0
    return _enumerate(c, hdc, emf, proc, data, _rect(c, rect))


def _enumerate(c, hdc, emf, proc, data, rect):
    vm = c.vm
    dc = vm.gdi.dc(hdc) if hdc else None
    n = max(1, emf.handles)
    table = vm.heap.alloc(4 * n, zero=True)
    player = Player(dc, emf, rect) if dc is not None and rect else None
    key = (id(vm.gdi), table)
    if player is not None:
        _PLAYERS[key] = player
    ret = 1
    try:
        for _, rec in emf.records():
            buf = vm.heap.alloc(len(rec))
            vm.mem.write(buf, rec)
            ret = yield GuestCall(proc, (hdc, table, buf, n, data))
            vm.heap.free(buf)
            if not ret:
                break
    finally:
        _PLAYERS.pop(key, None)
        if player is not None:
            player.finish()
        vm.heap.free(table)
    return 1 if ret else 0


@api(G, "PlayEnhMetaFileRecord", "HDC hdc, LPVOID table, LPVOID rec, UINT n")
def PlayEnhMetaFileRecord(c, hdc, table, rec, n):
    player = _PLAYERS.get((id(c.vm.gdi), table))
    if not isinstance(player, Player) or player.dc is not c.vm.gdi.dc(hdc):
        raise Unimplemented("%s!PlayEnhMetaFileRecord (outside EnumEnhMetaFile's "
                            "callback, or on another DC)" % G)
    kind, size = struct.unpack("<2I", c.vm.mem.read(rec, 8))
    player.record(kind, c.vm.mem.read(rec, size))
    return 1


# -- Windows metafiles ------------------------------------------------------------------------------
def _wmf(c, h):
    obj = c.vm.gdi.get(h)
    return obj if isinstance(obj, Wmf) else None


@api(G, "CreateMetaFile{AW}", "LPCTSTR name")
def CreateMetaFile(c, name):
    gdi = c.vm.gdi
    dc = DC(gdi, Bitmap(gdi.width, gdi.height), (0, 0), None, 0)
    dc.recorder = WmfRecorder()
    dc.metafile_name = name
    _recording_dcs(gdi).append(dc)
    return gdi.add(dc)


@api(G, "CloseMetaFile", "HDC hdc")
def CloseMetaFile(c, hdc):
    closed = _finish_recording(c, hdc, WmfRecorder)
    if closed is None:
        return 0
    name, wmf = closed
    if name:
        disk = struct.pack("<H", 2) + wmf.data[2:]     # mtType 2: a disk metafile
        if not _write_file(c, name, disk):
            return 0
        wmf = Wmf(disk)
    return c.vm.gdi.add(wmf)


@api(G, "GetMetaFile{AW}", "LPCTSTR name")
def GetMetaFile(c, name):
    data = _read_file(c, name)
    if data is None:
        return 0
    try:
        return c.vm.gdi.add(Wmf(data))
    except ValueError:
        c.vm.last_error = ERROR_INVALID_PIXEL_FORMAT
        return 0


@api(G, "CopyMetaFile{AW}", "HMETAFILE h, LPCTSTR name")
def CopyMetaFile(c, h, name):
    wmf = _wmf(c, h)
    if wmf is None:
        return 0
    data = wmf.data
    if name:
        data = struct.pack("<H", 2) + data[2:]
        if not _write_file(c, name, data):
            return 0
    return c.vm.gdi.add(Wmf(data))


@api(G, "DeleteMetaFile", "HMETAFILE h")
def DeleteMetaFile(c, h):
    return 1 if _wmf(c, h) is not None and c.vm.gdi.delete(h) else 0


@api(G, "GetMetaFileBitsEx", "HMETAFILE h, UINT size, LPVOID out")
def GetMetaFileBitsEx(c, h, size, out):
    wmf = _wmf(c, h)
    return _copy_out(c, wmf.data, size, out) if wmf is not None else 0


@api(G, "SetMetaFileBitsEx", "UINT size, LPVOID data")
def SetMetaFileBitsEx(c, size, data):
    try:
        return c.vm.gdi.add(Wmf(c.vm.mem.read(data, size)))
    except ValueError:
        return 0


@api(G, "PlayMetaFile", "HDC hdc, HMETAFILE h")
def PlayMetaFile(c, hdc, h):
    dc, wmf = c.vm.gdi.dc(hdc), _wmf(c, h)
    if dc is None or wmf is None:
        return 0
    player = WmfPlayer(dc, wmf)
    try:
        player.play()
    finally:
        player.finish()
    return 1


@api(G, "EnumMetaFile", "HDC hdc, HMETAFILE h, LPVOID proc, LPARAM lparam")
def EnumMetaFile(c, hdc, h, proc, lparam):
    wmf = _wmf(c, h)
    dc = c.vm.gdi.dc(hdc)
    if wmf is None or dc is None or not proc:
        return 0
    return _enumerate_wmf(c, hdc, dc, wmf, proc, lparam)


def _enumerate_wmf(c, hdc, dc, wmf, proc, lparam):
    vm = c.vm
    n = max(1, wmf.objects)
    table = vm.heap.alloc(4 * n, zero=True)
    player = WmfPlayer(dc, wmf)
    key = (id(vm.gdi), table)
    _PLAYERS[key] = player
    ret = 1
    try:
        for _, rec in wmf.records():
            buf = vm.heap.alloc(len(rec))
            vm.mem.write(buf, rec)
            ret = yield GuestCall(proc, (hdc, table, buf, n, lparam))
            vm.heap.free(buf)
            if not ret:
                break
    finally:
        _PLAYERS.pop(key, None)
        player.finish()
        vm.heap.free(table)
    return 1 if ret else 0


@api(G, "PlayMetaFileRecord", "HDC hdc, LPVOID table, LPVOID rec, UINT n")
def PlayMetaFileRecord(c, hdc, table, rec, n):
    player = _PLAYERS.get((id(c.vm.gdi), table))
    if not isinstance(player, WmfPlayer) or player.dc is not c.vm.gdi.dc(hdc):
        raise Unimplemented("%s!PlayMetaFileRecord (outside EnumMetaFile's callback, or "
                            "on another DC)" % G)
    size, func = struct.unpack("<IH", c.vm.mem.read(rec, 6))
    player.record(func, c.vm.mem.read(rec, 2 * size))
    return 1


# -- recording ----------------------------------------------------------------------------------
def _i(*vals):
    return struct.pack("<%di" % len(vals), *vals)


def _box_rec(kind):
    def rec(r, c, dc, l, t, rr, b, *rest):
        r.grow([(l, t), (rr, b)])
        r.add(kind, _i(l, t, rr, b, *rest))
    return rec


def _poly_rec(kind, before_pos=False):
    def rec(r, c, dc, pts, n):
        p = points(c.vm.mem, pts, n)
        if not p:
            return
        r.grow(p + ([dc.pos] if before_pos else []))
        r.add(kind, _i(*_box(p)) + struct.pack("<I", n) + _i(*[v for xy in p for v in xy]))
    return rec


def _box(p):
    xs, ys = [x for x, _ in p], [y for _, y in p]
    return min(xs), min(ys), max(xs), max(ys)


def _polypoly_rec(kind):
    def rec(r, c, dc, pts, counts, n):
        mem = c.vm.mem
        cs = struct.unpack("<%dI" % n, mem.read(counts, 4 * n)) if n > 0 else ()
        p = points(mem, pts, sum(cs))
        if not p:
            return
        r.grow(p)
        r.add(kind, _i(*_box(p)) + struct.pack("<%dI" % (2 + len(cs)), len(cs), len(p), *cs) +
              _i(*[v for xy in p for v in xy]))
    return rec


def _dword_rec(kind):
    return lambda r, c, dc, v: r.add(kind, struct.pack("<I", v & 0xFFFFFFFF))


def _pair_rec(kind):
    return lambda r, c, dc, x, y, *rest: r.add(kind, _i(x, y))


def _select_rec(r, c, dc, h):
    gdi = c.vm.gdi
    obj = gdi.get(h)
    if obj is None:
        return
    r.select(obj, gdi.stock_index(obj))


def _delete_rec(r, c, dc, h):
    obj = c.vm.gdi.get(h)
    if obj is not None:
        r.forget(obj)


def _pixel_rec(r, c, dc, x, y, color):
    r.grow([(x, y)])
    r.add("SETPIXELV", _i(x, y) + struct.pack("<I", color))


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
    "SetPixel": _pixel_rec, "SetPixelV": _pixel_rec,
    "SelectObject": _select_rec,
    "SetTextColor": _dword_rec("SETTEXTCOLOR"), "SetBkColor": _dword_rec("SETBKCOLOR"),
    "SetBkMode": _dword_rec("SETBKMODE"), "SetPolyFillMode": _dword_rec("SETPOLYFILLMODE"),
    "SetROP2": _dword_rec("SETROP2"), "SetTextAlign": _dword_rec("SETTEXTALIGN"),
    "SetArcDirection": _dword_rec("SETARCDIRECTION"),
    "SetStretchBltMode": _dword_rec("SETSTRETCHBLTMODE"),
    "SetBrushOrgEx": _pair_rec("SETBRUSHORGEX"),
    "SaveDC": lambda r, c, dc: r.add("SAVEDC"),
    "RestoreDC": lambda r, c, dc, level: r.add("RESTOREDC", _i(level)),
    "BeginPath": lambda r, c, dc: r.add("BEGINPATH"),
    "EndPath": lambda r, c, dc: r.add("ENDPATH"),
    "CloseFigure": lambda r, c, dc: r.add("CLOSEFIGURE"),
    "FillPath": lambda r, c, dc: r.add("FILLPATH", _i(0, 0, 0, 0)),
    "StrokePath": lambda r, c, dc: r.add("STROKEPATH", _i(0, 0, 0, 0)),
    "StrokeAndFillPath": lambda r, c, dc: r.add("STROKEANDFILLPATH", _i(0, 0, 0, 0)),
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
    cs = struct.unpack("<%dI" % n, mem.read(counts, 4 * n)) if n > 0 else ()
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
}
#: GDI32 calls that would draw or change the mapping on a metafile DC but are not recorded
NOT_RECORDED = ("BitBlt", "StretchBlt", "PatBlt", "StretchDIBits", "SetDIBitsToDevice",
                "FillRgn", "PaintRgn", "FrameRgn", "InvertRgn", "SetMapMode",
                "SetWindowExtEx", "SetViewportExtEx", "SetWindowOrgEx", "SetViewportOrgEx",
                "OffsetWindowOrgEx", "OffsetViewportOrgEx", "SelectClipRgn",
                "ExtSelectClipRgn", "IntersectClipRect", "ExcludeClipRect",
                "SetWorldTransform", "ModifyWorldTransform", "SelectPalette")


def _recording(spec):
    orig = spec.func
    name = spec.name

    def handler(c, hdc, *args):
        gdi = c.vm.gdi
        if not gdi.metafile_dcs:
            # no metafile DC is open (the usual case): nothing can record this call
            return orig(c, hdc, *args)
        dc = gdi.dc(hdc)
        if dc is not None and dc.recorder is not None:
            table = WMF_RECORDED if isinstance(dc.recorder, WmfRecorder) else RECORDED
            recorder = table.get(name)
            if recorder is None:
                raise Unimplemented("%s (on a %s metafile DC: not recorded)" % (
                    spec.full_name, "Windows" if table is WMF_RECORDED else "enhanced"))
            recorder(dc.recorder, c, dc, *args)
        return orig(c, hdc, *args)
    handler.__name__ = handler.__qualname__ = getattr(orig, "__name__", spec.name)
    handler.__doc__ = orig.__doc__
    return handler


def _recording_dcs(gdi):
    """The open metafile DCs of one GDI (registered on creation, dropped on close)."""
    return gdi.metafile_dcs


def _delete_object(spec):
    orig = spec.func

    def handler(c, h):
        recording = _recording_dcs(c.vm.gdi)
        obj = c.vm.gdi.get(h) if recording else None
        if obj is not None:
            # every metafile DC that created this object records its deletion
            for dc in recording:
                dc.recorder.forget(obj)
        return orig(c, h)
    handler.__name__ = handler.__qualname__ = "DeleteObject"
    return handler


def install():
    """Wrap the declared handlers of every recorded or refused call (once)."""
    names = set(RECORDED) | set(WMF_RECORDED) | set(NOT_RECORDED)
    for name in sorted(names):
        spec = REGISTRY[(G.upper(), name)]
        if getattr(spec.func, "_metafile", False):
            continue
        spec.func = _delete_object(spec) if name == "DeleteObject" else _recording(spec)
        spec.func._metafile = True


install()

