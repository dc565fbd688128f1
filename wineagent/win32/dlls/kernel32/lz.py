"""KERNEL32's LZ functions (LZExpand): read files that COMPRESS.EXE packed in the 'SZDD'
format (``kernel/lz.py``) as if they were not compressed.

LZInit gives a compressed file an LZ handle, 0x400 + slot for 16 slots (below any kernel
handle here, which start at 0x1000), and answers an uncompressed file's own HFILE; LZRead,
LZSeek, LZCopy and LZClose take either, so a program need not know which it has. The
expanded bytes are made at LZInit from the whole compressed file, which the LZ handle
then owns (LZClose closes it). Errors are the LZERROR_* values (negative).
"""

from ....abi.api import BOTH, api
from ...kernel.files import FileObject
from ...kernel.lz import HEADER_LEN, expand, parse_header
from ...kernel.vfs import VfsError
from .lfile import HFILE_ERROR, OpenFile, _lclose, _llseek, _read
from ...core.dllnames import KERNEL32

LZ_MIN_HANDLE, MAX_LZ = 0x400, 16
LZERROR_BADINHANDLE, LZERROR_BADOUTHANDLE, LZERROR_READ, LZERROR_WRITE = -1, -2, -3, -4
LZERROR_GLOBALLOC, LZERROR_BADVALUE, LZERROR_UNKNOWNALG = -5, -7, -8
OF_READ = 0


class LzFile:
    """An expanded file behind an LZ handle: the compressed file's HFILE, the original
    name's last character, the header's length, the expanded bytes and the position."""

    def __init__(self, hfile, lastchar, length, data):
        self.hfile, self.lastchar, self.length, self.data = hfile, lastchar, length, data
        self.pos = 0


def _header(c, hfile):
    """The file's first bytes as parse_header reads them, or LZERROR_BADINHANDLE when
    ``hfile`` is not a file; the file pointer is left after them."""
    f = c.vm.handles.get(hfile, FileObject)
    if f is None or not f.readable:
        return LZERROR_BADINHANDLE
    f.seek(0)
    return parse_header(f.read(HEADER_LEN))


@api(KERNEL32, "LZInit", "HANDLE hfile", widths=BOTH)
def LZInit(c, hfile):
    """An LZ handle for a compressed file; the HFILE itself (rewound) for any other file;
    LZERROR_UNKNOWNALG for an SZDD file of another algorithm, LZERROR_GLOBALLOC when all
    16 LZ handles are open."""
    head = _header(c, hfile)
    if head == LZERROR_BADINHANDLE:
        return head
    f = c.vm.handles.get(hfile)
    if head is None or head == "alg":
        f.seek(0)
        return hfile if head is None else LZERROR_UNKNOWNALG
    table = c.vm.kernel.lz_files
    slot = next((i for i in range(MAX_LZ) if LZ_MIN_HANDLE + i not in table), None)
    if slot is None:
        return LZERROR_GLOBALLOC
    chunks = []
    while True:
        chunk = f.read(1 << 16)
        if not chunk:
            break
        chunks.append(chunk)
    lastchar, length = head
    table[LZ_MIN_HANDLE + slot] = LzFile(hfile, lastchar, length, expand(b"".join(chunks)))
    return LZ_MIN_HANDLE + slot


@api(KERNEL32, "LZStart", widths=BOTH)
def LZStart(c):
    """Windows 3.x's buffer set-up before CopyLZFile: nothing to prepare here; 1."""
    return 1


@api(KERNEL32, "LZDone", widths=BOTH)
def LZDone(c):
    """Frees what LZStart prepared: nothing."""
    return 0


@api(KERNEL32, "LZOpenFile{AW}", "LPCTSTR name, LPVOID ofs, WORD mode", widths=BOTH)
def LZOpenFile(c, name, ofs, mode):
    """OpenFile, then (opened for reading only) LZInit. A name that is not found is tried
    again as COMPRESS names its output: the extension's last character replaced by '_'
    ("a.txt" -> "a.tx_", "a.c" -> "a.c_", "a" -> "a._")."""
    mem = c.vm.mem
    size_byte = mem.u8(ofs)
    hf = OpenFile(c, name or "", ofs, mode)
    if hf == HFILE_ERROR:
        hf = OpenFile(c, _compressed_name(name or ""), ofs, mode)
        if hf == HFILE_ERROR:
            mem.w8(ofs, size_byte)      # cBytes as the caller left it
    if (mode & ~0x70) != OF_READ or hf == HFILE_ERROR:
        return hf
    lz = LZInit(c, hf)
    return lz if lz > 0 else hf


def _compressed_name(name):
    cut = name.rfind("\\") + 1
    base = name[cut:]
    dot = base.find(".")
    if dot < 0:
        return name + "._"
    ext = base[dot + 1:]
    ext = ext + "_" if len(ext) < 3 else ext[:-1] + "_"
    return name[:cut] + base[:dot + 1] + ext


@api(KERNEL32, "LZRead", "HANDLE h, LPVOID buf, INT n", widths=BOTH)
def LZRead(c, h, buf, n):
    """Read expanded bytes (an uncompressed file's HFILE: _lread). Reading stops where the
    compressed data end; the count read is returned."""
    lz = c.vm.kernel.lz_files.get(h)
    if lz is None:
        return _read(c, h, buf, n)
    data = lz.data[lz.pos:lz.pos + max(n, 0)]
    c.vm.mem.write(buf, data)
    lz.pos += len(data)
    return len(data)


@api(KERNEL32, "LZSeek", "HANDLE h, LONG offset, INT origin", widths=BOTH)
def LZSeek(c, h, offset, origin):
    """Move in the expanded file: origin 0 from the start, 1 from the position, 2 BACK from
    the header's length (LZExpand's own reading of SEEK_END). Outside 0..length:
    LZERROR_BADVALUE. An uncompressed file's HFILE: _llseek."""
    lz = c.vm.kernel.lz_files.get(h)
    if lz is None:
        return _llseek(c, h, offset, origin)
    new = {1: lz.pos + offset, 2: lz.length - offset}.get(origin, offset)
    if new < 0 or new > lz.length:
        return LZERROR_BADVALUE
    lz.pos = new
    return new


@api(KERNEL32, "LZCopy", "HANDLE src, HANDLE dest", widths=BOTH)
def LZCopy(c, src, dest):
    """Copy ``src`` (expanded when compressed) to ``dest``: the byte count, or
    LZERROR_READ / LZERROR_WRITE. A plain HFILE of a compressed file is given an LZ handle
    for the copy, which is closed after it (with the source file)."""
    vm = c.vm
    lz = vm.kernel.lz_files.get(src)
    opened = False
    if lz is None:
        h = LZInit(c, src)
        if h <= 0:
            return 0
        lz = vm.kernel.lz_files.get(h)
        opened = lz is not None
        src = h
    if lz is not None:
        data = lz.data[lz.pos:]
        lz.pos = len(lz.data)
    else:
        f = vm.handles.get(src)
        if not f.readable:
            return LZERROR_READ
        chunks = []
        while True:
            chunk = f.read(1 << 16)
            if not chunk:
                break
            chunks.append(chunk)
        data = b"".join(chunks)
    out = vm.handles.get(dest, FileObject)
    if out is None or not out.writable:
        return LZERROR_WRITE if data else 0
    try:
        written = out.write(data) if data else 0
    except (OSError, VfsError):
        return LZERROR_WRITE
    if written != len(data):
        return LZERROR_WRITE
    if opened:
        LZClose(c, src)
    return len(data)


api(KERNEL32, "CopyLZFile", "HANDLE src, HANDLE dest", widths=BOTH)(LZCopy)


@api(KERNEL32, "LZClose", "HANDLE h", widths=BOTH)
def LZClose(c, h):
    """Close an LZ handle and the compressed file under it, or an HFILE (_lclose)."""
    lz = c.vm.kernel.lz_files.pop(h, None)
    _lclose(c, lz.hfile if lz is not None else h)
    return 0


@api(KERNEL32, "GetExpandedName{AW}", "LPCTSTR name, LPVOID out", widths=BOTH)
def GetExpandedName(c, name, out):
    """The name a compressed file had before COMPRESS: the '_' that ends its extension
    replaced by the header's last character, in the case of the name's last letter (a
    trailing '.' is dropped); an uncompressed file's name unchanged. 1, or
    LZERROR_BADINHANDLE when the file cannot be opened."""
    name = name or ""
    of = c.vm.heap.alloc(136)
    try:
        hf = OpenFile(c, name, of, OF_READ)
    finally:
        c.vm.heap.free(of)
    if hf == HFILE_ERROR:
        return LZERROR_BADINHANDLE
    head = _header(c, hf)
    _lclose(c, hf)
    result = name
    if isinstance(head, tuple):
        cut = max(name.rfind("\\"), name.rfind("/"), name.rfind(":")) + 1
        base = name[cut:]
        if base:
            last = chr(head[0])
            letters = [ch for ch in name if ch.isalpha()]
            if last.isalpha() and letters:
                last = last.lower() if letters[-1].islower() else last.upper()
            dot = base.find(".")
            if dot >= 0:
                if dot == len(base) - 1:
                    base = base[:dot]
                elif base.endswith("_"):
                    base = base[:-1] + last
            result = name[:cut] + base
    c.write_str(out, result)
    return 1
