"""DWrite.dll: font files on the disk (IDWriteFactory::CreateFontFileReference and the
local font file loader, IDWriteLocalFontFileLoader), what any font file is
(IDWriteFontFile::Analyze) and faces made from files (IDWriteFactory::CreateFontFace).

A local file's reference key is its last write time (a FILETIME: the one given, else
the file's own) followed by its path in UTF-16 with its NUL (the key is opaque to
programs; this is the layout Wine uses too). The loader opens the file when a stream
is asked for (CreateStreamFromKey: the whole file read into the process's memory, freed
at the stream's last Release; DWRITE_E_FILENOTFOUND when it cannot be opened), and
answers the path and time from the key.

Analyze reads a file's first bytes as DirectWrite does: an sfnt of TrueType's version is
a TrueType file with one TrueType face, ``OTTO`` a CFF file with one CFF face, ``ttcf``
a collection of as many faces as its header counts; anything else (Type 1, .FON) is
unknown and unsupported. CreateFontFace makes faces of the desktop's fonts' own files
(faces.py); a face of any other font file would need that font's outlines read and
drawn, which is not provided: the program stops naming it.
"""

import os
import struct

from ....abi.api import Unimplemented
from ...core.dllnames import DWRITE
from ...kernel.comobj import com_impl
from ...kernel.files import file_time, filetime_from_unix
from ...kernel.mapping import PAGE_READWRITE
from ...kernel.vmem import MEM_COMMIT, MEM_RELEASE, MEM_RESERVE
from ...kernel.vfs import VfsError
from .faces import FACE_TYPE_TRUETYPE, memory_loader, stream_state
from .objects import E_INVALIDARG, S_OK, DWObject, iid, interfaces, method, new, wptr

__all__ = ["DWRITE_E_FILENOTFOUND", "analyze_bytes"]

DWRITE_E_FILENOTFOUND = 0x88985003
FILE_TYPE_UNKNOWN, FILE_TYPE_CFF, FILE_TYPE_TRUETYPE, FILE_TYPE_COLLECTION = 0, 1, 2, 3
FACE_TYPE_CFF, FACE_TYPE_COLLECTION, FACE_TYPE_UNKNOWN = 0, 2, 6

IID_LOCAL_LOADER = iid("B2D9F3EC-C9FE-4A11-A2EC-D86208F7C0A2")
IID_FILE_LOADER = iid("727CAD4E-D6AF-4C9E-8A08-D695B11CAA49")

interfaces({
    "IDWriteLocalFontFileLoader": (IID_LOCAL_LOADER, (IID_FILE_LOADER,), (
        "CreateStreamFromKey", "GetFilePathLengthFromKey", "GetFilePathFromKey",
        "GetLastWriteTimeFromKey")),
})


class _LocalFile:
    """A font file on the disk: its reference key in the process's memory (freed at the
    file's last Release)."""

    def __init__(self, vm, path, writetime):
        self.path, self.writetime = path, writetime
        data = struct.pack("<Q", writetime) + (path + "\0").encode("utf-16-le")
        self.key_size = len(data)
        self.key = vm.vspace.alloc(0, len(data), MEM_COMMIT | MEM_RESERVE, PAGE_READWRITE)
        vm.mem.write(self.key, data)
        self.local = True

    def release(self, vm):
        """Free the reference key."""
        vm.vspace.free(self.key, 0, MEM_RELEASE)


def _local_loader(vm):
    # the process's one local font file loader (kept: Windows' is a singleton too)
    files = vm.com.dwrite_files
    if not files.get("local"):
        files["local"] = new(vm, "IDWriteLocalFontFileLoader", None)
    ptr = files["local"]
    com_impl(vm, ptr).refs += 1
    return ptr


@method("IDWriteFactory", "CreateFontFileReference", ", LPVOID path, LPVOID writetime,"
        " LPVOID out", "a font file on the disk read by the local font file loader, its"
        " key the last write time (the one given, else the file's) and the path.")
def _file_reference(c, f, path, writetime, out):
    vm = c.vm
    if not out:
        return E_INVALIDARG
    vm.mem.wptr(out, 0)
    if not path:
        return E_INVALIDARG
    name = vm.mem.wstr(path) or ""
    if writetime:
        when = struct.unpack("<Q", bytes(vm.mem.read(writetime, 8)))[0]
    else:
        when = 0
        host = _host(vm, name)
        if host is not None:
            when = filetime_from_unix(file_time(vm, host, os.stat(host)))
    return wptr(c, out, new(vm, "IDWriteFontFile", _LocalFile(vm, name, when)))


def _host(vm, name):
    """The host path of guest file ``name``, or None when it is not a file."""
    try:
        _parts, host = vm.vfs.resolve(name)
    except VfsError:
        return None
    return host if os.path.isfile(host) else None


def _key_path(c, key, size):
    """(last write time, path) of a local file's reference key."""
    data = bytes(c.vm.mem.read(key, size)) if key and size >= 10 else b""
    if not data:
        return None
    text = data[8:].decode("utf-16-le", "replace")
    return struct.unpack("<Q", data[:8])[0], text.split("\0", 1)[0]


@method("IDWriteFontFile", "GetLoader", ", LPVOID out",
        "the loader that reads the file: the local font file loader for a file on the"
        " disk, the loader of fonts in memory for a desktop font's own file.")
def _get_loader(c, f, out):
    return wptr(c, out, _local_loader(c.vm) if getattr(f, "local", False)
                else memory_loader(c.vm))


@method("IDWriteLocalFontFileLoader", "CreateStreamFromKey", ", LPVOID key, UINT size,"
        " LPVOID out", "a stream over the file the key names, read whole into memory"
        " (DWRITE_E_FILENOTFOUND when it cannot be read).")
def _local_stream(c, _, key, size, out):
    vm = c.vm
    if not out:
        return E_INVALIDARG
    vm.mem.wptr(out, 0)
    parsed = _key_path(c, key, size)
    if parsed is None:
        return E_INVALIDARG
    host = _host(vm, parsed[1])
    try:
        with open(host or "", "rb") as fh:
            data = fh.read()
    except OSError:
        return DWRITE_E_FILENOTFOUND
    addr = vm.vspace.alloc(0, max(1, len(data)), MEM_COMMIT | MEM_RESERVE, PAGE_READWRITE)
    vm.mem.write(addr, data)
    return wptr(c, out, new(vm, "IDWriteFontFileStream",
                            stream_state(addr, len(data), parsed[0], owned=True)))


@method("IDWriteLocalFontFileLoader", "GetFilePathLengthFromKey",
        ", LPVOID key, UINT size, LPVOID out", "the key's path's length (no NUL).")
def _path_length(c, _, key, size, out):
    parsed = _key_path(c, key, size)
    if parsed is None or not out:
        return E_INVALIDARG
    c.vm.mem.w32(out, len(parsed[1]))
    return S_OK


@method("IDWriteLocalFontFileLoader", "GetFilePathFromKey",
        ", LPVOID key, UINT size, LPVOID out, UINT length",
        "the key's path with its NUL (E_INVALIDARG when ``length`` has no room for both).")
def _path(c, _, key, size, out, length):
    parsed = _key_path(c, key, size)
    if parsed is None or not out or length <= len(parsed[1]):
        return E_INVALIDARG
    c.vm.mem.write_wstr(out, parsed[1])
    return S_OK


@method("IDWriteLocalFontFileLoader", "GetLastWriteTimeFromKey",
        ", LPVOID key, UINT size, LPVOID out", "the key's last write time (a FILETIME).")
def _path_time(c, _, key, size, out):
    parsed = _key_path(c, key, size)
    if parsed is None or not out:
        return E_INVALIDARG
    c.vm.mem.write(out, struct.pack("<Q", parsed[0]))
    return S_OK


# -- what a file is ----------------------------------------------------------------------------
def analyze_bytes(head):
    """(supported, file type, face type, faces) of a font file beginning with ``head``."""
    tag = head[:4]
    if tag == b"\0\1\0\0":
        return 1, FILE_TYPE_TRUETYPE, FACE_TYPE_TRUETYPE, 1
    if tag == b"OTTO":
        return 1, FILE_TYPE_CFF, FACE_TYPE_CFF, 1
    if tag == b"ttcf" and len(head) >= 12:
        return 1, FILE_TYPE_COLLECTION, FACE_TYPE_COLLECTION, \
            struct.unpack(">I", head[8:12])[0]
    return 0, FILE_TYPE_UNKNOWN, FACE_TYPE_UNKNOWN, 0


@method("IDWriteFontFile", "Analyze", ", LPVOID supported, LPVOID file_type,"
        " LPVOID face_type, LPVOID faces",
        "what the file is, from its first bytes (unknown and unsupported when it cannot"
        " be read or is not an OpenType font).")
def _analyze(c, f, supported, file_type, face_type, faces):
    mem = c.vm.mem
    if not supported or not file_type or not faces:
        return E_INVALIDARG
    if getattr(f, "local", False):
        host = _host(c.vm, f.path)
        try:
            with open(host or "", "rb") as fh:
                head = fh.read(12)
        except OSError:
            head = b""
    else:
        head = bytes(mem.read(f.addr, min(12, f.size)))
    answer = analyze_bytes(head)
    mem.w32(supported, answer[0])
    mem.w32(file_type, answer[1])
    if face_type:
        mem.w32(face_type, answer[2])
    mem.w32(faces, answer[3])
    return S_OK


@method("IDWriteFactory", "CreateFontFace", ", UINT kind, UINT count, LPVOID files,"
        " UINT index, UINT sims, LPVOID out",
        "the face of a desktop font's own file (TrueType face 0, no simulations;"
        " E_INVALIDARG otherwise); a face of another font file stops the program.")
def _create_face(c, f, kind, count, files, index, sims, out):
    vm = c.vm
    if not out:
        return E_INVALIDARG
    vm.mem.wptr(out, 0)
    if not count or not files:
        return E_INVALIDARG
    first = vm.mem.uptr(files)
    obj = com_impl(vm, first, "IDWriteFontFile") if first else None
    if not isinstance(obj, DWObject):
        raise Unimplemented("%s IDWriteFactory::CreateFontFace of a font file the program"
                            " made" % DWRITE)
    state = obj.state
    if getattr(state, "local", False):
        raise Unimplemented("%s IDWriteFactory::CreateFontFace of a font file on the disk"
                            " (%s): reading a font's outlines" % (DWRITE, state.path))
    if kind != FACE_TYPE_TRUETYPE or index != 0 or count != 1:
        return E_INVALIDARG
    if sims:
        raise Unimplemented("%s IDWriteFactory::CreateFontFace with simulations 0x%x"
                            % (DWRITE, sims))
    return wptr(c, out, new(vm, "IDWriteFontFace", state.desc))

