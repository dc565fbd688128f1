"""OLE32's structured storage: StgCreateDocfile's temporary compound file, an IStorage
of streams and sub-storages kept in memory (``kernel/comobj.py`` objects).

What a compound file is for a program that asks for a temporary one (``pwcsName`` NULL,
``STGM_CREATE | STGM_DELETEONRELEASE``, as a RichEdit host does for its OLE objects): a
tree of storages (folders) and streams (byte arrays) named case-insensitively, gone when
the last reference to the root is released. Here that tree lives in Python; nothing
reaches the disk, which is exactly what "delete on release" leaves behind.

Implemented (direct mode, the mode a temporary docfile is opened in):
IStorage's CreateStream, OpenStream, CreateStorage, OpenStorage, DestroyElement, Commit
and Revert (nothing is pending in direct mode); IStream's Read, Write, Seek, SetSize,
Commit, Revert, LockRegion/UnlockRegion (STG_E_INVALIDFUNCTION: compound files have no
region locks, as documented) and Clone; QueryInterface for IUnknown, IStorage, IStream
and ISequentialStream. Not implemented, and stopping the guest by name when called:
a named docfile (a file on disk), transacted mode (STGM_TRANSACTED), IStorage's CopyTo,
MoveElementTo, EnumElements, RenameElement, SetElementTimes, SetClass, SetStateBits and
Stat, IStream's CopyTo and Stat.
"""

import struct

from ....abi.api import BOTH, Unimplemented, api
from ...kernel.comobj import IID_IUNKNOWN, com_addref, com_impl, com_new, com_release
from ...core.dllnames import OLE32

S_OK = 0
E_NOINTERFACE, E_POINTER, E_INVALIDARG = 0x80004002, 0x80004003, 0x80070057
STG_E_INVALIDFUNCTION, STG_E_FILENOTFOUND = 0x80030001, 0x80030002
STG_E_INVALIDPOINTER, STG_E_INVALIDNAME = 0x80030009, 0x800300FC
STG_E_FILEALREADYEXISTS, STG_E_INVALIDFLAG = 0x80030050, 0x800300FF
STG_E_ACCESSDENIED, STG_E_INVALIDPARAMETER = 0x80030005, 0x80030057

STGM_READ, STGM_WRITE, STGM_READWRITE = 0x0, 0x1, 0x2
STGM_SHARE_EXCLUSIVE = 0x10
STGM_CREATE, STGM_TRANSACTED = 0x1000, 0x10000
STGM_DELETEONRELEASE = 0x04000000
STREAM_SEEK_SET, STREAM_SEEK_CUR, STREAM_SEEK_END = 0, 1, 2
MAX_NAME = 31            # a compound file element name has at most 31 characters

IID_ISTORAGE = bytes.fromhex("0b00000000000000c000000000000046")
IID_ISTREAM = bytes.fromhex("0c00000000000000c000000000000046")
IID_ISEQUENTIALSTREAM = bytes.fromhex("303a730c1c2ace11ade500aa0044773d")

STORAGE_METHODS = ("QueryInterface", "AddRef", "Release", "CreateStream", "OpenStream",
                   "CreateStorage", "OpenStorage", "CopyTo", "MoveElementTo", "Commit",
                   "Revert", "EnumElements", "DestroyElement", "RenameElement",
                   "SetElementTimes", "SetClass", "SetStateBits", "Stat")
STREAM_METHODS = ("QueryInterface", "AddRef", "Release", "Read", "Write", "Seek", "SetSize",
                  "CopyTo", "Commit", "Revert", "LockRegion", "UnlockRegion", "Stat",
                  "Clone")


class Storage:
    """A storage: its elements by lower-case name -> (name, Storage or bytearray)."""

    def __init__(self, mode):
        self.mode = mode
        self.elements = {}


class Stream:
    """An open stream: the element's bytes (shared by every opening) and a seek pointer."""

    def __init__(self, data, mode, pos=0):
        self.data, self.mode, self.pos = data, mode, pos


def _check_mode(mode):
    """Raise for the modes this in-memory compound file does not do."""
    if mode & STGM_TRANSACTED:
        raise Unimplemented("%s structured storage in transacted mode (STGM_TRANSACTED)" % OLE32)


@api(OLE32, "StgCreateDocfile", "LPCWSTR name, DWORD mode, DWORD reserved, LPVOID out", widths=BOTH)
def StgCreateDocfile(c, name, mode, reserved, out):
    if not out:
        return STG_E_INVALIDPOINTER
    c.vm.mem.wptr(out, 0)
    if reserved:
        return STG_E_INVALIDPARAMETER
    if name is not None:
        raise Unimplemented("%s!StgCreateDocfile (a named compound file %r)" % (OLE32, name))
    _check_mode(mode)
    if mode & 0x3 == STGM_READ or mode & 0x3 == 0x3:
        return STG_E_INVALIDFLAG      # a new docfile must be writable
    # NULL name: a temporary file, deleted on release whatever the flags say
    c.vm.mem.wptr(out, com_new(c.vm, OLE32, "IStorage", STORAGE_METHODS, Storage(mode)))
    return S_OK



# -- IUnknown of both interfaces -------------------------------------------------------------
def _declare_unknown(iface, iids):
    def query(c, this, riid, out):
        vm = c.vm
        if not out:
            return E_POINTER
        if vm.mem.read(riid, 16) in iids:
            com_addref(vm, this)
            vm.mem.wptr(out, this)
            return S_OK
        vm.mem.wptr(out, 0)
        return E_NOINTERFACE
    api(OLE32, "wineagent.%s_QueryInterface" % iface, "LPVOID this, LPVOID riid, LPVOID out", widths=BOTH)(query)
    api(OLE32, "wineagent.%s_AddRef" % iface, "LPVOID this", widths=BOTH)(lambda c, this: com_addref(c.vm, this))
    api(OLE32, "wineagent.%s_Release" % iface, "LPVOID this", widths=BOTH)(lambda c, this: com_release(c.vm, this))


_declare_unknown("IStorage", (IID_IUNKNOWN, IID_ISTORAGE))
_declare_unknown("IStream", (IID_IUNKNOWN, IID_ISTREAM, IID_ISEQUENTIALSTREAM))


def _self(c, this, iface):
    impl = com_impl(c.vm, this, iface)
    if impl is None:
        raise Unimplemented("%s %s method on an object that is not one (0x%08X)"
                            % (OLE32, iface, this))
    return impl


def _name(c, ptr):
    """The element name at ``ptr``; None when it is not a valid one."""
    if not ptr:
        return None
    name = c.vm.mem.wstr(ptr)
    if not name or len(name) > MAX_NAME or any(ch in name for ch in "\\/:!"):
        return None
    return name


def _open_element(c, this, name_ptr, mode, out, kind, create):
    """Create or open the element ``kind`` (Storage or bytearray) of the storage ``this``."""
    vm = c.vm
    st = _self(c, this, "IStorage")
    if not out:
        return STG_E_INVALIDPOINTER
    vm.mem.wptr(out, 0)
    _check_mode(mode)
    name = _name(c, name_ptr)
    if name is None:
        return STG_E_INVALIDNAME
    # elements of a compound file open only in exclusive share mode (Windows' rule)
    if mode & 0x70 != STGM_SHARE_EXCLUSIVE:
        return STG_E_INVALIDFLAG
    if mode & 0x3 != STGM_READ and st.mode & 0x3 == STGM_READ:
        return STG_E_ACCESSDENIED
    key = name.lower()
    have = st.elements.get(key)
    if create:
        if have is not None and not mode & STGM_CREATE:
            return STG_E_FILEALREADYEXISTS
        element = Storage(mode) if kind is Storage else bytearray()
        st.elements[key] = (name, element)
    else:
        if have is None or not isinstance(have[1], kind):
            return STG_E_FILENOTFOUND
        element = have[1]
        if kind is Storage:
            element.mode = mode
    if kind is Storage:
        obj = com_new(vm, OLE32, "IStorage", STORAGE_METHODS, element)
    else:
        obj = com_new(vm, OLE32, "IStream", STREAM_METHODS, Stream(element, mode))
    vm.mem.wptr(out, obj)
    return S_OK


# -- IStorage ----------------------------------------------------------------------------------
@api(OLE32, "wineagent.IStorage_CreateStream", "LPVOID this, LPVOID name, DWORD mode, DWORD r1, DWORD r2, LPVOID out", widths=BOTH)
def _stg_create_stream(c, this, name, mode, r1, r2, out):
    return _open_element(c, this, name, mode, out, bytearray, True)


@api(OLE32, "wineagent.IStorage_OpenStream", "LPVOID this, LPVOID name, LPVOID r1, DWORD mode, DWORD r2, LPVOID out", widths=BOTH)
def _stg_open_stream(c, this, name, r1, mode, r2, out):
    return _open_element(c, this, name, mode, out, bytearray, False)


@api(OLE32, "wineagent.IStorage_CreateStorage", "LPVOID this, LPVOID name, DWORD mode, DWORD r1, DWORD r2, LPVOID out", widths=BOTH)
def _stg_create_storage(c, this, name, mode, r1, r2, out):
    return _open_element(c, this, name, mode, out, Storage, True)


@api(OLE32, "wineagent.IStorage_OpenStorage", "LPVOID this, LPVOID name, LPVOID priority, DWORD mode, LPVOID exclude, DWORD r, LPVOID out", widths=BOTH)
def _stg_open_storage(c, this, name, priority, mode, exclude, r, out):
    if priority or exclude:
        raise Unimplemented("%s IStorage::OpenStorage (a priority storage or exclusions)" % OLE32)
    return _open_element(c, this, name, mode, out, Storage, False)


@api(OLE32, "wineagent.IStorage_DestroyElement", "LPVOID this, LPVOID name", widths=BOTH)
def _stg_destroy(c, this, name):
    st = _self(c, this, "IStorage")
    text = _name(c, name)
    if text is None:
        return STG_E_INVALIDNAME
    if st.elements.pop(text.lower(), None) is None:
        return STG_E_FILENOTFOUND
    return S_OK


@api(OLE32, "wineagent.IStorage_Commit", "LPVOID this, DWORD flags", widths=BOTH)
def _stg_commit(c, this, flags):
    _self(c, this, "IStorage")
    return S_OK          # direct mode: every write is already in the file


@api(OLE32, "wineagent.IStorage_Revert", "LPVOID this", widths=BOTH)
def _stg_revert(c, this):
    _self(c, this, "IStorage")
    return S_OK          # direct mode: nothing pending to throw away


def _declare_missing(iface, methods, nargs):
    for m in methods:
        def missing(c, this, *rest, m=m):
            raise Unimplemented("%s %s::%s" % (OLE32, iface, m))
        params = ", ".join(["LPVOID this"] + ["DWORD a%d" % i for i in range(nargs[m])])
        api(OLE32, "wineagent.%s_%s" % (iface, m), params, widths=BOTH)(missing)


_declare_missing("IStorage", ("CopyTo", "MoveElementTo", "EnumElements", "RenameElement",
                              "SetElementTimes", "SetClass", "SetStateBits", "Stat"),
                 {"CopyTo": 4, "MoveElementTo": 4, "EnumElements": 4, "RenameElement": 2,
                  "SetElementTimes": 4, "SetClass": 1, "SetStateBits": 2, "Stat": 2})


# -- IStream -----------------------------------------------------------------------------------
@api(OLE32, "wineagent.IStream_Read", "LPVOID this, LPVOID buf, ULONG size, LPVOID done", widths=BOTH)
def _stm_read(c, this, buf, size, done):
    s = _self(c, this, "IStream")
    if not buf and size:
        return STG_E_INVALIDPOINTER
    part = bytes(s.data[s.pos:s.pos + size])
    if part:
        c.vm.mem.write(buf, part)
    s.pos += len(part)
    if done:
        c.vm.mem.w32(done, len(part))
    return S_OK


@api(OLE32, "wineagent.IStream_Write", "LPVOID this, LPVOID buf, ULONG size, LPVOID done", widths=BOTH)
def _stm_write(c, this, buf, size, done):
    s = _self(c, this, "IStream")
    if done:
        c.vm.mem.w32(done, 0)
    if s.mode & 0x3 == STGM_READ:
        return STG_E_ACCESSDENIED
    if not buf and size:
        return STG_E_INVALIDPOINTER
    part = c.vm.mem.read(buf, size) if size else b""
    if s.pos > len(s.data):
        s.data.extend(bytes(s.pos - len(s.data)))
    s.data[s.pos:s.pos + len(part)] = part
    s.pos += len(part)
    if done:
        c.vm.mem.w32(done, len(part))
    return S_OK


# LARGE_INTEGER and ULARGE_INTEGER travel by value: two stack slots in a 32-bit program,
# one register in a 64-bit one (abi/api.py's INT64 / UINT64).
@api(OLE32, "wineagent.IStream_Seek", "LPVOID this, INT64 move, DWORD origin, LPVOID out", widths=BOTH)
def _stm_seek(c, this, move, origin, out):
    s = _self(c, this, "IStream")
    base = {STREAM_SEEK_SET: 0, STREAM_SEEK_CUR: s.pos, STREAM_SEEK_END: len(s.data)}.get(origin)
    if base is None:
        return STG_E_INVALIDFUNCTION
    pos = base + move
    if pos < 0:
        return STG_E_INVALIDFUNCTION
    s.pos = pos
    if out:
        c.vm.mem.write(out, struct.pack("<Q", pos))
    return S_OK


@api(OLE32, "wineagent.IStream_SetSize", "LPVOID this, UINT64 size", widths=BOTH)
def _stm_setsize(c, this, size):
    s = _self(c, this, "IStream")
    if s.mode & 0x3 == STGM_READ:
        return STG_E_ACCESSDENIED
    if size > 0x7FFFFFFF:
        return 0x80030070            # STG_E_MEDIUMFULL: more than a 32-bit guest can hold
    if size < len(s.data):
        del s.data[size:]
    else:
        s.data.extend(bytes(size - len(s.data)))
    return S_OK


@api(OLE32, "wineagent.IStream_Commit", "LPVOID this, DWORD flags", widths=BOTH)
def _stm_commit(c, this, flags):
    _self(c, this, "IStream")
    return S_OK          # direct mode


@api(OLE32, "wineagent.IStream_Revert", "LPVOID this", widths=BOTH)
def _stm_revert(c, this):
    _self(c, this, "IStream")
    return S_OK          # direct mode


def _no_locks(c, this, offset, length, kind):
    _self(c, this, "IStream")
    return STG_E_INVALIDFUNCTION     # compound file streams have no region locks


api(OLE32, "wineagent.IStream_LockRegion", "LPVOID this, UINT64 offset, UINT64 length, DWORD kind", widths=BOTH)(_no_locks)
api(OLE32, "wineagent.IStream_UnlockRegion", "LPVOID this, UINT64 offset, UINT64 length, DWORD kind", widths=BOTH)(_no_locks)


@api(OLE32, "wineagent.IStream_Clone", "LPVOID this, LPVOID out", widths=BOTH)
def _stm_clone(c, this, out):
    s = _self(c, this, "IStream")
    if not out:
        return STG_E_INVALIDPOINTER
    c.vm.mem.wptr(out, com_new(c.vm, OLE32, "IStream", STREAM_METHODS, Stream(s.data, s.mode, s.pos)))
    return S_OK


_declare_missing("IStream", ("CopyTo", "Stat"), {"CopyTo": 5, "Stat": 2})
