"""GDI32 metafiles. Enhanced: CreateEnhMetaFile's recording DC, CloseEnhMetaFile, files on
the VFS (GetEnhMetaFile, CopyEnhMetaFile), PlayEnhMetaFile scaled to a rectangle,
EnumEnhMetaFile with PlayEnhMetaFileRecord, the header and bits. Windows (16-bit):
CreateMetaFile ... CloseMetaFile, GetMetaFile/CopyMetaFile, PlayMetaFile in the DC's own
coordinates, EnumMetaFile with PlayMetaFileRecord, the bits.

Recording: a metafile DC is an ordinary DC with a recorder; the GDI32 calls that a
metafile holds are declared ``@records`` where they are declared (gdi/recording.py says
what each writes, and which calls a metafile cannot hold); text and brush fills are
recorded by the DC itself (gdi/objects.py), so DrawText and FillRect record too. The
format is gdi/metafile.py's.
"""

import struct

from ....abi.api import BOTH, GuestCall, Unimplemented, api
from ...core.winerror import (ERROR_ACCESS_DENIED, ERROR_FILE_NOT_FOUND,
                             ERROR_INVALID_DATA, ERROR_INVALID_HANDLE,
                             ERROR_INVALID_PARAMETER, ERROR_INVALID_PIXEL_FORMAT)
from ...gdi import emf_to_wmf
from ...gdi.devcaps import device_caps
from ...gdi.metafile import EMR, EnhMetafile, Player, Recorder
from ...gdi.recording import records
from ...gdi.wmf import Wmf, WmfPlayer, WmfRecorder, wmf_caps
from ...core.structures import RECT
from ...gdi.objects import Bitmap
from ...gdi.dc import DC
from ...kernel.files import CREATE_ALWAYS, open_file, stamp
from ...kernel.vfs import VfsError
from ...core.dllnames import GDI32

GDI_ERROR = 0xFFFFFFFF


def _emf(c, h):
    return c.vm.gdi.get(h, EnhMetafile)


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


def _open_output(c, name):
    """The file a named metafile DC will hold: created now, empty, and kept open with no
    sharing until the recording closes (Windows: meanwhile an open that reads fails with
    ERROR_SHARING_VIOLATION, one without access succeeds and sees 0 bytes). None with
    the last error set when it cannot be created."""
    try:
        f, _ = open_file(c.vm, name, read=False, write=True, disposition=CREATE_ALWAYS,
                         share=0)
    except VfsError as e:
        c.vm.last_error = getattr(e, "code", None) or ERROR_ACCESS_DENIED
        return None
    return f


def _bad_handle(c):
    c.vm.last_error = ERROR_INVALID_HANDLE
    return 0


@api(GDI32, "CreateEnhMetaFile{AW}", "HDC ref, LPCTSTR name, LPVOID rect, LPVOID desc", widths=BOTH)
def CreateEnhMetaFile(c, ref, name, rect, desc):
    gdi = c.vm.gdi
    frame = RECT.values(c.vm.mem, rect) if rect else None
    text = ""
    if desc:
        # two NUL-terminated strings: application, picture
        read = c.vm.mem.wstr if c.wide else c.vm.mem.cstr
        app = read(desc)
        step = (len(app) + 1) * (2 if c.wide else 1)
        text = app + "\0" + read(desc + step)
    out = _open_output(c, name) if name else None
    if name and out is None:
        return 0
    dc = DC(gdi, Bitmap(gdi.width, gdi.height), (0, 0), None, 0)
    dc.recorder = Recorder(frame, text, (gdi.width, gdi.height))
    dc.recorder.dc = dc
    dc.metafile_name = name
    dc.metafile_file = out
    gdi.metafile_dcs.append(dc)
    c.vm.machine.use_bare_handlers(False)     # its GDI calls record (gdi/recording.py)
    return gdi.add(dc)


def _finish_recording(c, hdc, kind):
    """Close a metafile DC recording with a ``kind`` recorder: (its open output file or
    None, the finished metafile), or None (ERROR_INVALID_HANDLE) when ``hdc`` is not
    one."""
    gdi = c.vm.gdi
    dc = gdi.dc(hdc)
    if dc is None or not isinstance(dc.recorder, kind):
        c.vm.last_error = ERROR_INVALID_HANDLE
        return None
    done = dc.recorder.finish()
    gdi.delete(hdc)
    gdi.metafile_dcs.remove(dc)
    c.vm.machine.use_bare_handlers(not gdi.metafile_dcs)
    return getattr(dc, "metafile_file", None), done


def _write_output(c, out, data):
    """The finished metafile's bytes into the file its DC created."""
    try:
        out.seek(0)
        out.write(data)
    except OSError:
        c.vm.last_error = ERROR_ACCESS_DENIED
        return False
    finally:
        out.close()
    return True


@api(GDI32, "CloseEnhMetaFile", "HDC hdc", widths=BOTH)
def CloseEnhMetaFile(c, hdc):
    closed = _finish_recording(c, hdc, Recorder)
    if closed is None:
        return 0
    out, emf = closed
    if out is not None and not _write_output(c, out, emf.data):
        return 0
    return c.vm.gdi.add(emf)


@api(GDI32, "GetEnhMetaFile{AW}", "LPCTSTR name", widths=BOTH)
def GetEnhMetaFile(c, name):
    data = _read_file(c, name)
    if data is None:
        return 0
    try:
        return c.vm.gdi.add(EnhMetafile(data))
    except ValueError:
        c.vm.last_error = ERROR_INVALID_PIXEL_FORMAT   # not a metafile
        return 0


@api(GDI32, "CopyEnhMetaFile{AW}", "HENHMETAFILE h, LPCTSTR name", widths=BOTH)
def CopyEnhMetaFile(c, h, name):
    emf = _emf(c, h)
    if emf is None:
        return 0
    if name and not _write_file(c, name, emf.data):
        return 0
    return c.vm.gdi.add(EnhMetafile(emf.data))


@api(GDI32, "DeleteEnhMetaFile", "HENHMETAFILE h", widths=BOTH)
def DeleteEnhMetaFile(c, h):
    return 1 if _emf(c, h) is not None and c.vm.gdi.delete(h) else _bad_handle(c)


def _copy_out(c, data, size, out):
    if not out:
        return len(data)
    n = min(size, len(data))
    c.vm.mem.write(out, data[:n])
    return n


@api(GDI32, "GetEnhMetaFileHeader", "HENHMETAFILE h, UINT size, LPVOID out", widths=BOTH)
def GetEnhMetaFileHeader(c, h, size, out):
    emf = _emf(c, h)
    if emf is None:
        return 0
    hdr = emf.header[:108] if len(emf.header) >= 108 else emf.header
    return _copy_out(c, hdr, size, out)


@api(GDI32, "GetEnhMetaFileBits", "HENHMETAFILE h, UINT size, LPVOID out", widths=BOTH)
def GetEnhMetaFileBits(c, h, size, out):
    emf = _emf(c, h)
    return _copy_out(c, emf.data, size, out) if emf is not None else _bad_handle(c)


@api(GDI32, "SetEnhMetaFileBits", "UINT size, LPVOID data", widths=BOTH)
def SetEnhMetaFileBits(c, size, data):
    """An enhanced metafile from its bytes. Bytes that do not start with an EMR_HEADER
    fail with ERROR_INVALID_DATA; a header without the " EMF" signature, or whose
    nBytes is not a multiple of 4, fails with the last error untouched (Windows XP on,
    Wine's metafile tests)."""
    if size < 8 or not data:
        c.vm.last_error = ERROR_INVALID_DATA
        return 0
    raw = c.vm.mem.read(data, size)
    if struct.unpack_from("<I", raw, 0)[0] != EMR["HEADER"]:
        c.vm.last_error = ERROR_INVALID_DATA
        return 0
    if size < 88 or struct.unpack_from("<I", raw, 48)[0] & 3:
        return 0
    try:
        return c.vm.gdi.add(EnhMetafile(raw))
    except ValueError:
        return 0


@api(GDI32, "GetEnhMetaFileDescription{AW}", "HENHMETAFILE h, UINT size, LPVOID out", widths=BOTH)
def GetEnhMetaFileDescription(c, h, size, out):
    """The header's description (application name, NUL, picture name, NUL, NUL):
    its length in characters without a buffer, else the characters copied (at most
    ``size``); 0 for a metafile without one, GDI_ERROR for a bad handle."""
    emf = _emf(c, h)
    if emf is None:
        c.vm.last_error = ERROR_INVALID_HANDLE
        return GDI_ERROR
    n, off = struct.unpack_from("<2I", emf.data, 60)
    if not n or not off:
        return 0
    text = emf.data[off:off + 2 * n].decode("utf-16-le", "replace")
    # the A form: the same characters in the ANSI code page, one byte each
    raw = text.encode("utf-16-le") if c.wide else text.encode("cp1252", "replace")
    unit = 2 if c.wide else 1
    if not out:
        return len(raw) // unit
    k = min(size, len(raw) // unit)
    c.vm.mem.write(out, raw[:k * unit])
    return k


@api(GDI32, "GetEnhMetaFilePaletteEntries", "HENHMETAFILE h, UINT count, LPVOID out", widths=BOTH)
def GetEnhMetaFilePaletteEntries(c, h, count, out):
    """The palette EMR_EOF carries: how many entries without a buffer, else the entries
    copied (at most ``count`` PALETTEENTRYs); 0 when the picture has no palette,
    GDI_ERROR for a bad handle."""
    emf = _emf(c, h)
    if emf is None:
        c.vm.last_error = ERROR_INVALID_HANDLE
        return GDI_ERROR
    eof = None
    for kind, rec in emf.records():
        if kind == EMR["EOF"]:
            eof = rec
    if eof is None or len(eof) < 16:
        return 0
    n, off = struct.unpack_from("<2I", eof, 8)
    if not n:
        return 0
    if not out:
        return n
    k = min(count, n)
    c.vm.mem.write(out, eof[off:off + 4 * k])
    return k


@api(GDI32, "GetWinMetaFileBits", "HENHMETAFILE h, UINT size, LPVOID out, INT mode, HDC ref", widths=BOTH)
def GetWinMetaFileBits(c, h, size, out, mode, ref):
    """The Windows-metafile form of an enhanced metafile for a program using mapping
    mode ``mode``, at the resolution of the reference DC ``ref`` (gdi/emf_to_wmf.py):
    its size without a buffer, else the bytes copied (at most ``size``). 0 for a bad
    handle or a mapping mode that is not one."""
    emf = _emf(c, h)
    if emf is None:
        c.vm.last_error = ERROR_INVALID_HANDLE
        return 0
    dc = c.vm.gdi.dc(ref) if ref else None
    if ref and dc is None:
        c.vm.last_error = ERROR_INVALID_HANDLE
        return 0
    caps = getattr(dc, "caps", None)        # a printer DC answers for the printer
    ref_caps = tuple((caps(i) if caps else device_caps(c.vm.gdi, i)) for i in (8, 10, 4, 6))
    data = emf_to_wmf.convert(emf, mode, ref_caps, c.vm.gdi.stock)
    if data is None:
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    return _copy_out(c, data, size, out)


@api(GDI32, "GdiComment", "HDC hdc, UINT size, LPVOID data", widths=BOTH)
@records
def GdiComment(c, hdc, size, data):
    """A comment in an enhanced metafile (EMR_GDICOMMENT, recorded by ``@records``):
    TRUE on an enhanced-metafile DC, FALSE on any other DC (the function is documented
    for enhanced-metafile DCs only)."""
    dc = c.vm.gdi.dc(hdc)
    return 1 if dc is not None and isinstance(dc.recorder, Recorder) else 0


@api(GDI32, "GdiIsMetaFileDC", "HDC hdc", widths=BOTH)
def GdiIsMetaFileDC(c, hdc):
    """Whether ``hdc`` records a metafile (Windows or enhanced)."""
    dc = c.vm.gdi.dc(hdc) if hdc else None
    return 1 if dc is not None and dc.recorder is not None else 0


@api(GDI32, "GdiIsMetaPrintDC", "HDC hdc", widths=BOTH)
def GdiIsMetaPrintDC(c, hdc):
    """Whether ``hdc`` is a printer DC that spools as an enhanced metafile: never here,
    our printer DCs draw their pages directly (docs/printing.md)."""
    return 0


@api(GDI32, "GdiIsPlayMetafileDC", "HDC hdc", widths=BOTH)
def GdiIsPlayMetafileDC(c, hdc):
    """Whether a metafile is being played onto ``hdc`` at this moment (observable from
    an EnumMetaFile / EnumEnhMetaFile callback)."""
    dc = c.vm.gdi.dc(hdc) if hdc else None
    if dc is None:
        return 0
    return 1 if any(p.dc is dc for p in _PLAYERS.values()) else 0


def _rect(c, p):
    return RECT.values(c.vm.mem, p) if p else None


@api(GDI32, "PlayEnhMetaFile", "HDC hdc, HENHMETAFILE h, LPVOID rect", widths=BOTH)
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


@api(GDI32, "EnumEnhMetaFile", "HDC hdc, HENHMETAFILE h, LPVOID proc, LPVOID data, LPVOID rect", widths=BOTH)
def EnumEnhMetaFile(c, hdc, h, proc, data, rect):
    emf = _emf(c, h)
    if emf is None or not proc:
        return 0
    return _enumerate(c, hdc, emf, proc, data, _rect(c, rect))


def _enumerate(c, hdc, emf, proc, data, rect):
    vm = c.vm
    dc = vm.gdi.dc(hdc) if hdc else None
    if hdc and (dc is None or rect is None):
        # playing onto a DC needs the rectangle to play into (it is ignored without a DC)
        return 0
    n = max(1, emf.handles)
    # a HANDLETABLE: one HGDIOBJ per object, pointer-sized (8 bytes at 64 bits)
    table = vm.heap.alloc(c.ptr_size * n, zero=True)

    def on_handle(index, handle):
        if index < n:
            vm.mem.wptr(table + c.ptr_size * index, handle)
    player = Player(dc, emf, rect, on_handle) if dc is not None else None
    key = (id(vm.gdi), table)
    if player is not None:
        _PLAYERS[key] = player
    ret = 1
    try:
        for _, rec in emf.records():
            buf = vm.heap.alloc(len(rec))
            vm.mem.write(buf, rec)
            # the callback's int result: EAX (a 64-bit RAX's upper half is not part of it)
            ret = (yield GuestCall(proc, (hdc, table, buf, n, data))) & 0xFFFFFFFF
            vm.heap.free(buf)
            if not ret:
                break
    finally:
        _PLAYERS.pop(key, None)
        if player is not None:
            player.finish()
        vm.heap.free(table)
    return 1 if ret else 0


@api(GDI32, "PlayEnhMetaFileRecord", "HDC hdc, LPVOID table, LPVOID rec, UINT n", widths=BOTH)
def PlayEnhMetaFileRecord(c, hdc, table, rec, n):
    player = _PLAYERS.get((id(c.vm.gdi), table))
    if not isinstance(player, Player) or player.dc is not c.vm.gdi.dc(hdc):
        raise Unimplemented("%s!PlayEnhMetaFileRecord (outside EnumEnhMetaFile's "
                            "callback, or on another DC)" % GDI32)
    kind, size = struct.unpack("<2I", c.vm.mem.read(rec, 8))
    player.record(kind, c.vm.mem.read(rec, size))
    return 1


# -- Windows metafiles ------------------------------------------------------------------------------
def _wmf(c, h):
    return c.vm.gdi.get(h, Wmf)


@api(GDI32, "CreateMetaFile{AW}", "LPCTSTR name", widths=BOTH)
def CreateMetaFile(c, name):
    gdi = c.vm.gdi
    out = _open_output(c, name) if name else None
    if name and out is None:
        return 0
    dc = DC(gdi, Bitmap(gdi.width, gdi.height), (0, 0), None, 0)
    dc.recorder = WmfRecorder()
    dc.metafile_name = name
    dc.metafile_file = out
    dc.caps = wmf_caps          # GetDeviceCaps: a Windows metafile DC is no device
    gdi.metafile_dcs.append(dc)
    c.vm.machine.use_bare_handlers(False)     # its GDI calls record (gdi/recording.py)
    return gdi.add(dc)


@api(GDI32, "CloseMetaFile", "HDC hdc", widths=BOTH)
def CloseMetaFile(c, hdc):
    closed = _finish_recording(c, hdc, WmfRecorder)
    if closed is None:
        return 0
    out, wmf = closed
    # the file holds the same bytes as memory, mtType 1 included (Windows writes them
    # so: Wine's metafile tests compare the file with the memory form)
    if out is not None and not _write_output(c, out, wmf.data):
        return 0
    return c.vm.gdi.add(wmf)


@api(GDI32, "GetMetaFile{AW}", "LPCTSTR name", widths=BOTH)
def GetMetaFile(c, name):
    data = _read_file(c, name)
    if data is None:
        return 0
    try:
        return c.vm.gdi.add(Wmf(data))
    except ValueError:
        c.vm.last_error = ERROR_INVALID_PIXEL_FORMAT
        return 0


@api(GDI32, "CopyMetaFile{AW}", "HMETAFILE h, LPCTSTR name", widths=BOTH)
def CopyMetaFile(c, h, name):
    wmf = _wmf(c, h)
    if wmf is None:
        return _bad_handle(c)
    if name and not _write_file(c, name, wmf.data):
        return 0
    return c.vm.gdi.add(Wmf(wmf.data))


@api(GDI32, "DeleteMetaFile", "HMETAFILE h", widths=BOTH)
def DeleteMetaFile(c, h):
    return 1 if _wmf(c, h) is not None and c.vm.gdi.delete(h) else _bad_handle(c)


@api(GDI32, "GetMetaFileBitsEx", "HMETAFILE h, UINT size, LPVOID out", widths=BOTH)
def GetMetaFileBitsEx(c, h, size, out):
    wmf = _wmf(c, h)
    return _copy_out(c, wmf.data, size, out) if wmf is not None else _bad_handle(c)


@api(GDI32, "SetMetaFileBitsEx", "UINT size, LPVOID data", widths=BOTH)
def SetMetaFileBitsEx(c, size, data):
    """A Windows metafile from its bytes (a memory metafile's header: mtType 1, header
    size 9, version 0x300). An odd size fails with the last error untouched, no bytes or
    another header with ERROR_INVALID_DATA; mtSize is taken from ``size``, whatever the
    header says (Windows XP on, Wine's metafile tests)."""
    if size & 1:
        return 0
    raw = bytearray(c.vm.mem.read(data, size)) if size and data else b""
    if len(raw) < 18 or struct.unpack_from("<3H", raw, 0) != (1, 9, 0x300):
        c.vm.last_error = ERROR_INVALID_DATA
        return 0
    struct.pack_into("<I", raw, 6, size // 2)
    try:
        return c.vm.gdi.add(Wmf(bytes(raw)))
    except ValueError:
        c.vm.last_error = ERROR_INVALID_DATA
        return 0


@api(GDI32, "PlayMetaFile", "HDC hdc, HMETAFILE h", widths=BOTH)
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


@api(GDI32, "EnumMetaFile", "HDC hdc, HMETAFILE h, LPVOID proc, LPARAM lparam", widths=BOTH)
def EnumMetaFile(c, hdc, h, proc, lparam):
    wmf = _wmf(c, h)
    dc = c.vm.gdi.dc(hdc)
    if wmf is None or dc is None or not proc:
        return 0
    return _enumerate_wmf(c, hdc, dc, wmf, proc, lparam)


def _enumerate_wmf(c, hdc, dc, wmf, proc, lparam):
    vm = c.vm
    n = max(1, wmf.objects)
    # a HANDLETABLE: one HGDIOBJ per object, pointer-sized (8 bytes at 64 bits)
    table = vm.heap.alloc(c.ptr_size * n, zero=True)
    player = WmfPlayer(dc, wmf)
    key = (id(vm.gdi), table)
    _PLAYERS[key] = player
    ret = 1
    try:
        for _, rec in wmf.records():
            buf = vm.heap.alloc(len(rec))
            vm.mem.write(buf, rec)
            # the callback's int result: EAX (a 64-bit RAX's upper half is not part of it)
            ret = (yield GuestCall(proc, (hdc, table, buf, n, lparam))) & 0xFFFFFFFF
            vm.heap.free(buf)
            if not ret:
                break
    finally:
        _PLAYERS.pop(key, None)
        player.finish()
        vm.heap.free(table)
    return 1 if ret else 0


@api(GDI32, "PlayMetaFileRecord", "HDC hdc, LPVOID table, LPVOID rec, UINT n", widths=BOTH)
def PlayMetaFileRecord(c, hdc, table, rec, n):
    player = _PLAYERS.get((id(c.vm.gdi), table))
    if not isinstance(player, WmfPlayer) or player.dc is not c.vm.gdi.dc(hdc):
        raise Unimplemented("%s!PlayMetaFileRecord (outside EnumMetaFile's callback, or "
                            "on another DC)" % GDI32)
    size, func = struct.unpack("<IH", c.vm.mem.read(rec, 6))
    player.record(func, c.vm.mem.read(rec, 2 * size))
    return 1
