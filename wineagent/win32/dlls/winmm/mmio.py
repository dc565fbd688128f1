"""WINMM's multimedia file I/O: mmioOpen/Close/Read/Write/Seek/Flush, the RIFF chunk calls
(mmioDescend, mmioAscend, mmioCreateChunk), mmioStringToFOURCC and the buffer calls
(mmioGetInfo, mmioSetInfo, mmioAdvance). The files are kernel/mmio.py's; the RIFF rules
are winmm's (checked against Wine 8 by guests/tests/winmm_mmio.c).

A custom I/O procedure (``pIOProc``, or an ``fccIOProc`` other than DOS and MEM) stops
the guest: Windows would call guest code from inside mmio for every operation.
"""

import struct

from ....abi.api import BOTH, Unimplemented, api
from ....abi.structs import struct as declare
from ...kernel.mmio import (FOURCC_DOS, FOURCC_LIST, FOURCC_MEM, FOURCC_RIFF,
                           MMIOERR_CANNOTWRITE, MMIOERR_CHUNKNOTFOUND, MMIOERR_FILENOTFOUND,
                           MMIOERR_UNBUFFERED,
                           MMIO_DIRTY, MmioFile, delete_file, file_exists)
from ...kernel.files import move_file
from ...kernel.vfs import VfsError
from ...core.dllnames import WINMM

MMSYSERR_NOERROR, MMSYSERR_INVALHANDLE, MMSYSERR_INVALPARAM = 0, 5, 11

MMIO_PARSE, MMIO_DELETE, MMIO_EXIST, MMIO_GETTEMP = 0x100, 0x200, 0x4000, 0x20000
MMIO_FINDCHUNK, MMIO_FINDRIFF, MMIO_FINDLIST = 0x10, 0x20, 0x40
MMIO_CREATERIFF, MMIO_CREATELIST = 0x20, 0x40
MMIO_TOUPPER = 0x10
MMIO_READ, MMIO_WRITE = 0, 1

# mmsystem.h packs MMIOINFO to 1 byte: in 64-bit programs htask and the buffer pointers
# follow a UINT unaligned (htask at 20, 100 bytes; mingw's header agrees).
MMIOINFO = declare("MMIOINFO", "DWORD dwFlags; DWORD fccIOProc; LPVOID pIOProc; "
                   "UINT wErrorRet; HANDLE htask; LONG cchBuffer; LPSTR pchBuffer; "
                   "LPSTR pchNext; LPSTR pchEndRead; LPSTR pchEndWrite; LONG lBufOffset; "
                   "LONG lDiskOffset; DWORD adwInfo[3]; DWORD dwReserved1; "
                   "DWORD dwReserved2; HANDLE hmmio", pack=1)
MMCKINFO = declare("MMCKINFO", "DWORD ckid; DWORD cksize; DWORD fccType; DWORD dwDataOffset; "
                   "DWORD dwFlags")


def _file(c, h):
    return c.vm.handles.get(h, MmioFile)


def _qualify(c, name, text):
    """Write the fully qualified name back (MMIO_PARSE, MMIO_EXIST): False if it cannot
    be made or does not fit the 128 characters the SDK gives szFilename."""
    try:
        full = c.vm.vfs.full_path(text)
    except VfsError:
        return False
    if len(full) >= 128:
        return False
    c.write_str(name, full)
    return True


@api(WINMM, "mmioOpen{AW}", "LPVOID name, LPVOID info, DWORD flags", widths=BOTH)
def mmioOpen(c, name, info, flags):
    vm = c.vm
    text = c.read_str(name) if name else None
    view = MMIOINFO.at(vm.mem, info, c.ptr_size) if info else None
    if flags & MMIO_PARSE:
        return int(bool(text) and _qualify(c, name, text))
    if flags & MMIO_EXIST:
        return int(bool(text) and _qualify(c, name, text) and file_exists(vm, text))
    if flags & MMIO_DELETE:
        return int(bool(text) and delete_file(vm, text))
    if flags & MMIO_GETTEMP:
        raise Unimplemented("%s (MMIO_GETTEMP)" % c.spec.full_name)
    fcc, proc, buf, size, grow = FOURCC_DOS, 0, 0, 0, 0
    if view is not None:
        fcc, proc = view.fccIOProc, view.pIOProc
        buf, size, grow = view.pchBuffer, view.cchBuffer, view.adwInfo[0]
        fcc = fcc or FOURCC_DOS
    if proc or fcc not in (FOURCC_DOS, FOURCC_MEM):
        raise Unimplemented("%s (custom I/O procedure %s)" % (
            c.spec.full_name, struct.pack("<I", fcc).decode("latin-1")))
    if fcc == FOURCC_MEM:
        f, err = MmioFile.open_mem(vm, flags, buf, size, grow)
    elif text is None:
        # A file already open, its handle in adwInfo[0] (MMIO_FHOPEN at close).
        raise Unimplemented("%s (an open file handle in adwInfo[0])" % c.spec.full_name)
    else:
        f, err = MmioFile.open_dos(vm, text, flags, buf, size)
    if f is None:
        if view is not None:
            view.wErrorRet = err
        return 0
    f.handle = vm.new_handle(f)
    if view is not None:
        view.wErrorRet = 0
        _copy_info(view, f)
    return f.handle


def _copy_info(view, f):
    for name, value in f.info().items():
        # the buffer pointers whole (a 64-bit program's static buffer lies above 4 GB),
        # the 32-bit fields cut to their size
        setattr(view, name, value if name.startswith("pch") else value & 0xFFFFFFFF)


@api(WINMM, "mmioClose", "HANDLE h, UINT flags", widths=BOTH)
def mmioClose(c, h, flags):
    f = _file(c, h)
    if f is None:
        return MMSYSERR_INVALHANDLE
    err = f.close()
    c.vm.handles.pop(h)
    return err


@api(WINMM, "mmioRead", "HANDLE h, LPVOID buf, LONG n", widths=BOTH)
def mmioRead(c, h, buf, n):
    f = _file(c, h)
    if f is None:
        return -1
    data = f.read(n)
    if data is None:
        return -1
    if data:
        c.vm.mem.write(buf, data)
    return len(data)


@api(WINMM, "mmioWrite", "HANDLE h, LPVOID buf, LONG n", widths=BOTH)
def mmioWrite(c, h, buf, n):
    f = _file(c, h)
    if f is None:
        return -1
    written = f.write(bytes(c.vm.mem.read(buf, n)) if n > 0 else b"")
    return -1 if written is None else written


@api(WINMM, "mmioSeek", "HANDLE h, LONG offset, int origin", widths=BOTH)
def mmioSeek(c, h, offset, origin):
    f = _file(c, h)
    # a bad handle answers MMSYSERR_INVALHANDLE, not -1 (as Wine's winmm does)
    return MMSYSERR_INVALHANDLE if f is None else f.seek(offset, origin)


@api(WINMM, "mmioFlush", "HANDLE h, UINT flags", widths=BOTH)
def mmioFlush(c, h, flags):
    f = _file(c, h)
    return MMSYSERR_INVALHANDLE if f is None else f.flush()


@api(WINMM, "mmioGetInfo", "HANDLE h, LPVOID info, UINT flags", widths=BOTH)
def mmioGetInfo(c, h, info, flags):
    f = _file(c, h)
    if f is None:
        return MMSYSERR_INVALHANDLE
    view = MMIOINFO.at(c.vm.mem, info, c.ptr_size)
    c.vm.mem.write(info, bytes(MMIOINFO.sizeof(c.ptr_size)))
    _copy_info(view, f)
    return MMSYSERR_NOERROR


def _check_next(f, view):
    nxt = view.pchNext
    return f.buf <= nxt <= f.buf + max(f.buf_size, f.mem_size)


@api(WINMM, "mmioSetInfo", "HANDLE h, LPVOID info, UINT flags", widths=BOTH)
def mmioSetInfo(c, h, info, flags):
    f = _file(c, h)
    if f is None:
        return MMSYSERR_INVALHANDLE
    view = MMIOINFO.at(c.vm.mem, info, c.ptr_size)
    if f.buffered():
        if view.pchBuffer != f.buf or not _check_next(f, view):
            return MMSYSERR_INVALPARAM
        f.set_info(view.dwFlags, view.pchNext, view.pchEndRead)
    return MMSYSERR_NOERROR


@api(WINMM, "mmioAdvance", "HANDLE h, LPVOID info, UINT flags", widths=BOTH)
def mmioAdvance(c, h, info, flags):
    f = _file(c, h)
    if f is None:
        return MMSYSERR_INVALHANDLE
    if not f.buffered():
        return MMIOERR_UNBUFFERED
    if flags not in (MMIO_READ, MMIO_WRITE):
        return MMSYSERR_INVALPARAM
    view = MMIOINFO.at(c.vm.mem, info, c.ptr_size) if info else None
    if view is not None and not _check_next(f, view):
        return MMSYSERR_INVALPARAM
    err = f.advance(flags, view.pchNext if view is not None else None,
                    view.dwFlags if view is not None else 0)
    if view is not None:
        _copy_info(view, f)
        view.dwFlags &= ~MMIO_DIRTY
    return err


def _fourcc(text, upper):
    b = text.encode("cp1252", "replace")[:4]
    if upper:
        b = b.upper()
    b = b.ljust(4, b" ")                      # padded with spaces, as the SDK says
    return struct.unpack("<I", b)[0]


@api(WINMM, "mmioStringToFOURCC{AW}", "LPVOID s, UINT flags", widths=BOTH)
def mmioStringToFOURCC(c, s, flags):
    return _fourcc(c.read_str(s) or "", bool(flags & MMIO_TOUPPER))


@api(WINMM, "mmioDescend", "HANDLE h, LPVOID ck, LPVOID parent, UINT flags", widths=BOTH)
def mmioDescend(c, h, ck, parent, flags):
    f = _file(c, h)
    if f is None:
        return MMSYSERR_INVALHANDLE
    if not ck:
        return MMSYSERR_INVALPARAM
    mem = c.vm.mem
    view = MMCKINFO.at(mem, ck, c.ptr_size)
    pos = f.seek(0, 1)        # a seek, as winmm's: it may start the buffer afresh
    if parent:
        p = MMCKINFO.at(mem, parent, c.ptr_size)
        if not p.dwDataOffset <= pos < p.dwDataOffset + p.cksize:
            return MMIOERR_CHUNKNOTFOUND       # the position is outside the parent
    want_id, want_type = 0, 0
    if flags & MMIO_FINDCHUNK:
        want_id = view.ckid
    if flags & MMIO_FINDLIST:
        want_id, want_type = FOURCC_LIST, view.fccType
    if flags & MMIO_FINDRIFF:
        want_id, want_type = FOURCC_RIFF, view.fccType
    while True:
        head = f.read(12)
        if head is None or len(head) < 8:
            f.seek(pos, 0)
            return MMIOERR_CHUNKNOTFOUND
        ckid, size = struct.unpack("<II", head[:8])
        # only a RIFF or LIST chunk has a form type; the others answer 0
        ftype = struct.unpack("<I", head[8:12])[0] if len(head) == 12 and ckid in (
            FOURCC_RIFF, FOURCC_LIST) else 0
        view.ckid, view.cksize, view.fccType = ckid, size, ftype
        view.dwDataOffset = pos + 8
        if (not want_id or want_id == ckid) and (not want_type or want_type == ftype):
            break
        pos = pos + 8 + ((size + 1) & ~1)      # chunks are padded to even sizes
        f.seek(pos, 0)
    view.dwFlags = 0
    # Inside a RIFF or LIST the data starts after the form type.
    f.seek(view.dwDataOffset + (4 if ckid in (FOURCC_RIFF, FOURCC_LIST) else 0), 0)
    return MMSYSERR_NOERROR


@api(WINMM, "mmioAscend", "HANDLE h, LPVOID ck, UINT flags", widths=BOTH)
def mmioAscend(c, h, ck, flags):
    f = _file(c, h)
    if f is None:
        return MMSYSERR_INVALHANDLE
    if not ck:
        return MMSYSERR_INVALPARAM
    view = MMCKINFO.at(c.vm.mem, ck, c.ptr_size)
    if view.dwFlags & MMIO_DIRTY:
        # A chunk made with mmioCreateChunk: its size is what was written; an odd size
        # gets its pad byte, and the header's size field is rewritten.
        end = f.seek(0, 1)
        size = (end - view.dwDataOffset) & 0xFFFFFFFF
        if size != view.cksize:
            view.cksize = size
            if size & 1 and f.write(b"\0") != 1:
                return MMIOERR_CANNOTWRITE
            f.seek(view.dwDataOffset - 4, 0)
            if f.write(struct.pack("<I", size)) != 4:
                return MMIOERR_CANNOTWRITE
        view.dwFlags = 0
    f.seek(view.dwDataOffset + ((view.cksize + 1) & ~1), 0)
    return MMSYSERR_NOERROR


@api(WINMM, "mmioCreateChunk", "HANDLE h, LPVOID ck, UINT flags", widths=BOTH)
def mmioCreateChunk(c, h, ck, flags):
    f = _file(c, h)
    if f is None:
        return MMSYSERR_INVALHANDLE
    if not ck:
        return MMSYSERR_INVALPARAM
    view = MMCKINFO.at(c.vm.mem, ck, c.ptr_size)
    pos = f.seek(0, 1)
    view.dwDataOffset = pos + 8
    if flags == MMIO_CREATELIST:
        view.ckid = FOURCC_LIST
    elif flags == MMIO_CREATERIFF:
        view.ckid = FOURCC_RIFF
    view.dwFlags = MMIO_DIRTY
    head = struct.pack("<III", view.ckid, view.cksize, view.fccType)
    head = head if flags & (MMIO_CREATELIST | MMIO_CREATERIFF) else head[:8]
    if f.write(head) != len(head):
        f.seek(pos, 0)
        return MMIOERR_CANNOTWRITE
    return MMSYSERR_NOERROR


@api(WINMM, "mmioRename{AW}", "LPVOID old, LPVOID new, LPVOID info, DWORD flags", widths=BOTH)
def mmioRename(c, old, new, info, flags):
    if info:
        view = MMIOINFO.at(c.vm.mem, info, c.ptr_size)
        if view.pIOProc or view.fccIOProc not in (0, FOURCC_DOS):
            raise Unimplemented("%s (custom I/O procedure)" % c.spec.full_name)
    if not old or not new:
        return MMSYSERR_INVALPARAM
    try:
        move_file(c.vm, c.read_str(old), c.read_str(new))
    except VfsError:
        return MMIOERR_FILENOTFOUND       # MoveFile failed: what the DOS procedure answers
    return MMSYSERR_NOERROR
