"""OLE32's streams on global memory: CreateStreamOnHGlobal and GetHGlobalFromStream;
CreateILockBytesOnHGlobal and GetHGlobalFromILockBytes (ILockBytes: ReadAt, WriteAt,
Flush, SetSize, Stat, no region locks) over the same kind of block.

The stream's bytes live in the HGLOBAL itself, in guest memory, as on Windows: a program
may lock the handle GetHGlobalFromStream gives and read what it wrote through the stream
(how images, clipboard data and XML are saved to memory). The HGLOBAL grows with
GlobalReAlloc's rules when a write or SetSize passes its end; the stream's own size is
kept apart (Stat's cbSize), so the block may be larger than the stream, as documented.
Clones share the block, the size and the delete-on-release choice; the block is freed
when the last of them is released, if ``fDeleteOnRelease`` asked for it.

One limit: a global handle here is the block's address, so a block that must grow and
cannot grow in place gets a new handle. A block the stream makes itself reserves room
(4 KB, then twice its size each time it moves) and grows in place into it; while nobody
outside the stream knows its handle (GetHGlobalFromStream was not called yet) it may
also move. A block the program holds (its own, or one it was given) that must grow past
where it can grow in place stops the guest naming the call, as GlobalReAlloc does,
rather than leave the program with a stale handle.

IStream methods: Read, Write, Seek, SetSize, CopyTo (through the destination's own
Write), Commit and Revert (direct mode: nothing pending), LockRegion/UnlockRegion
(STG_E_INVALIDFUNCTION: memory streams have no region locks), Stat, Clone; a seek
before the start or with an unknown origin is STG_E_SEEKERROR;
QueryInterface for IUnknown, ISequentialStream and IStream.
"""

import struct

from ....abi.api import BOTH, Unimplemented, api
from ...core.structures import STATSTG
from ...core.winerror import E_INVALIDARG, E_NOINTERFACE, E_OUTOFMEMORY, E_POINTER, S_FALSE, S_OK
from ...kernel.comobj import IID_IUNKNOWN, com_addref, com_impl, com_new, com_release, method_call
from ...kernel.globalmem import global_locks
from ...core.dllnames import OLE32

IFACE = "HGlobalStream"
METHODS = ("QueryInterface", "AddRef", "Release", "Read", "Write", "Seek", "SetSize",
           "CopyTo", "Commit", "Revert", "LockRegion", "UnlockRegion", "Stat", "Clone")
IID_ISTREAM = bytes.fromhex("0c00000000000000c000000000000046")
IID_ISEQUENTIALSTREAM = bytes.fromhex("303a730c1c2ace11ade500aa0044773d")
STG_E_INVALIDFUNCTION, STG_E_INVALIDPOINTER = 0x80030001, 0x80030009
STG_E_MEDIUMFULL, STG_E_SEEKERROR, STG_E_READFAULT = 0x80030070, 0x80030019, 0x8003001E
STGTY_STREAM, STGTY_LOCKBYTES = 2, 3
STATFLAG_NONAME = 1


class Block:
    """The HGLOBAL a stream (and its clones) keep their bytes in."""

    def __init__(self, handle, size, delete, exposed):
        self.handle, self.size, self.delete, self.exposed = handle, size, delete, exposed
        self.users = 1


class HStream:
    """One opened stream: the shared block and this opening's seek pointer. ``shell``:
    SHLWAPI's SHCreateMemStream stream, which answers S_FALSE to a read that finds
    nothing and keeps its position in 32 bits (a seek wraps), as Wine's istream.c
    records of Windows."""

    def __init__(self, block, pos=0, shell=False):
        self.block, self.pos, self.shell = block, pos, shell


def _self(c, this):
    impl = com_impl(c.vm, this, IFACE)
    if impl is None:
        raise Unimplemented("%s IStream method on an object that is not one (0x%08X)"
                            % (OLE32, this))
    return impl


def _room(size):
    """The bytes to reserve for a stream's own block holding ``size``: at least 4 KB, and
    twice what it holds, so it grows in place long after the program got its handle."""
    room = 4096
    while room < 2 * size:
        room *= 2
    return room


def _grow(vm, block, size):
    """Make the HGLOBAL hold ``size`` bytes; False when the heap cannot."""
    h = block.handle
    if vm.heap.realloc(h, size, in_place_only=True):
        return True
    if block.exposed:
        raise Unimplemented("%s IStream::Write/SetSize: growing an HGLOBAL the program "
                            "holds past where it can grow in place (a global handle is its "
                            "address here, as for GlobalReAlloc)" % OLE32)
    new = vm.heap.alloc(size, reserve=_room(size))
    if not new:
        return False
    vm.mem.write(new, bytes(vm.mem.read(h, block.size)))
    locks = global_locks(vm)
    count = locks.pop(h, None)
    vm.heap.free(h)
    if count is not None:
        locks[new] = count
    block.handle = new
    return True


@api(OLE32, "CreateStreamOnHGlobal", "HGLOBAL hglobal, BOOL delete, LPVOID out", widths=BOTH)
def CreateStreamOnHGlobal(c, hglobal, delete, out):
    """A stream over ``hglobal`` (its size is the stream's), or over a new movable block
    of size 0 when NULL."""
    vm = c.vm
    if not out:
        return E_INVALIDARG
    if hglobal:
        size = vm.heap.size(hglobal)
        if size is None:
            raise Unimplemented("%s!CreateStreamOnHGlobal (0x%08X is no global memory block)"
                                % (OLE32, hglobal))
        block = Block(hglobal, size, bool(delete), True)
    else:
        # a movable block of size 0, as documented, with room to grow where it is
        h = vm.heap.alloc(0, reserve=_room(0))
        if h:
            global_locks(vm)[h] = 0
        if not h:
            vm.mem.wptr(out, 0)
            return E_OUTOFMEMORY
        block = Block(h, 0, bool(delete), False)
    vm.mem.wptr(out, com_new(vm, OLE32, IFACE, METHODS, HStream(block)))
    return S_OK


def memory_stream(vm, data):
    """A new stream of our own over a fresh block holding ``data`` (SHLWAPI's
    SHCreateMemStream), at position 0; its interface pointer, or 0 without memory."""
    h = vm.heap.alloc(len(data), reserve=_room(len(data)))
    if not h:
        return 0
    global_locks(vm)[h] = 0
    if data:
        vm.mem.write(h, data)
    return com_new(vm, OLE32, IFACE, METHODS, HStream(Block(h, len(data), True, False),
                                                      shell=True))


@api(OLE32, "GetHGlobalFromStream", "LPVOID stream, LPVOID out", widths=BOTH)
def GetHGlobalFromStream(c, stream, out):
    """The HGLOBAL of a stream CreateStreamOnHGlobal made; E_INVALIDARG for any other."""
    vm = c.vm
    if not out:
        return E_INVALIDARG
    impl = com_impl(vm, stream, IFACE) if stream else None
    if impl is None:
        vm.mem.wptr(out, 0)
        return E_INVALIDARG
    impl.block.exposed = True
    vm.mem.wptr(out, impl.block.handle)         # an HGLOBAL cell, pointer-sized
    return S_OK


# -- IUnknown ---------------------------------------------------------------------------
@api(OLE32, "wineagent.HGlobalStream_QueryInterface", "LPVOID this, LPVOID riid, LPVOID out", widths=BOTH)
def _qi(c, this, riid, out):
    vm = c.vm
    if not out:
        return E_POINTER
    if bytes(vm.mem.read(riid, 16)) in (IID_IUNKNOWN, IID_ISTREAM, IID_ISEQUENTIALSTREAM):
        com_addref(vm, this)
        vm.mem.wptr(out, this)
        return S_OK
    vm.mem.wptr(out, 0)
    return E_NOINTERFACE


@api(OLE32, "wineagent.HGlobalStream_AddRef", "LPVOID this", widths=BOTH)
def _addref(c, this):
    return com_addref(c.vm, this)


@api(OLE32, "wineagent.HGlobalStream_Release", "LPVOID this", widths=BOTH)
def _release(c, this):
    vm = c.vm
    impl = com_impl(vm, this, IFACE)
    left = com_release(vm, this)
    if impl is not None and left == 0:
        block = impl.block
        block.users -= 1
        if block.users == 0 and block.delete:
            global_locks(vm).pop(block.handle, None)
            vm.heap.free(block.handle)
    return left


# -- ISequentialStream --------------------------------------------------------------------
@api(OLE32, "wineagent.HGlobalStream_Read", "LPVOID this, LPVOID buf, ULONG size, LPVOID done", widths=BOTH)
def _read(c, this, buf, size, done):
    s = _self(c, this)
    vm = c.vm
    n = max(0, min(size, s.block.size - s.pos))
    if n:
        if not buf:
            return STG_E_INVALIDPOINTER
        vm.mem.write(buf, bytes(vm.mem.read(s.block.handle + s.pos, n)))
    s.pos += n
    if done:
        vm.mem.w32(done, n)
    return S_FALSE if s.shell and size and not n else S_OK


def _set_size(vm, block, size):
    """Set the stream's size (the new bytes of a grown block read 0)."""
    if size > block.size:
        if not _grow(vm, block, size):
            return E_OUTOFMEMORY
        vm.mem.write(block.handle + block.size, bytes(size - block.size))
    block.size = size
    return S_OK


@api(OLE32, "wineagent.HGlobalStream_Write", "LPVOID this, LPVOID buf, ULONG size, LPVOID done", widths=BOTH)
def _write(c, this, buf, size, done):
    s = _self(c, this)
    vm = c.vm
    if done:
        vm.mem.w32(done, 0)
    if not size:
        return S_OK
    if not buf:
        return STG_E_INVALIDPOINTER
    end = s.pos + size
    if end > 0xFFFFFFFF:
        return STG_E_MEDIUMFULL
    if end > s.block.size:
        hr = _set_size(vm, s.block, end)
        if hr:
            return STG_E_MEDIUMFULL
    vm.mem.write(s.block.handle + s.pos, bytes(vm.mem.read(buf, size)))
    s.pos = end
    if done:
        vm.mem.w32(done, size)
    return S_OK


# -- IStream ------------------------------------------------------------------------------
# LARGE_INTEGER and ULARGE_INTEGER travel by value: two stack slots in a 32-bit program,
# one register in a 64-bit one (abi/api.py's INT64 / UINT64).
@api(OLE32, "wineagent.HGlobalStream_Seek", "LPVOID this, INT64 move, DWORD origin, LPVOID out", widths=BOTH)
def _seek(c, this, move, origin, out):
    s = _self(c, this)
    base = {0: 0, 1: s.pos, 2: s.block.size}.get(origin)
    pos = None if base is None else base + move
    if s.shell and pos is not None:
        pos &= 0xFFFFFFFF                      # a 32-bit position: the move wraps
    if pos is None or pos < 0 or pos > 0xFFFFFFFF:
        return STG_E_SEEKERROR                 # a memory stream's position is 32-bit
    s.pos = pos
    if out:
        c.vm.mem.write(out, struct.pack("<Q", pos))
    return S_OK


@api(OLE32, "wineagent.HGlobalStream_SetSize", "LPVOID this, UINT64 size", widths=BOTH)
def _setsize(c, this, size):
    s = _self(c, this)
    if size >> 32:
        return STG_E_INVALIDFUNCTION
    return _set_size(c.vm, s.block, size)


@api(OLE32, "wineagent.HGlobalStream_CopyTo",
     "LPVOID this, LPVOID dest, UINT64 want, LPVOID pread, LPVOID pwritten", widths=BOTH)
def _copyto(c, this, dest, want, pread, pwritten):
    s = _self(c, this)
    vm = c.vm
    if not dest:
        return STG_E_INVALIDPOINTER
    n = max(0, min(want, s.block.size - s.pos))
    written = 0
    hr = S_OK
    if n:
        # through the destination's own ISequentialStream::Write (vtable slot 4), from a
        # copy, so a destination that is this very stream does not read what it writes
        tmp = vm.heap.alloc(n + 4)
        vm.mem.write(tmp, bytes(vm.mem.read(s.block.handle + s.pos, n)))
        vm.mem.w32(tmp + n, 0)
        hr = yield method_call(vm, dest, 4, tmp, n, tmp + n)
        written = vm.mem.u32(tmp + n)
        vm.heap.free(tmp)
    s.pos += n
    if pread:
        vm.mem.write(pread, struct.pack("<Q", n))
    if pwritten:
        vm.mem.write(pwritten, struct.pack("<Q", written))
    return hr & 0xFFFFFFFF


@api(OLE32, "wineagent.HGlobalStream_Commit", "LPVOID this, DWORD flags", widths=BOTH)
def _commit(c, this, flags):
    _self(c, this)
    return S_OK                   # direct mode: every write is already in the block


@api(OLE32, "wineagent.HGlobalStream_Revert", "LPVOID this", widths=BOTH)
def _revert(c, this):
    _self(c, this)
    return S_OK                   # direct mode: nothing pending


def _no_locks(c, this, offset, length, kind):
    _self(c, this)
    return STG_E_INVALIDFUNCTION  # a memory stream has no region locks


api(OLE32, "wineagent.HGlobalStream_LockRegion",
    "LPVOID this, UINT64 offset, UINT64 length, DWORD kind", widths=BOTH)(_no_locks)
api(OLE32, "wineagent.HGlobalStream_UnlockRegion",
    "LPVOID this, UINT64 offset, UINT64 length, DWORD kind", widths=BOTH)(_no_locks)


@api(OLE32, "wineagent.HGlobalStream_Stat", "LPVOID this, LPVOID out, DWORD flags", widths=BOTH)
def _stat(c, this, out, flags):
    s = _self(c, this)
    if not out:
        return STG_E_INVALIDPOINTER
    c.vm.mem.write(out, bytes(STATSTG.sizeof(c.ptr_size)))
    # a memory stream has no name, times, mode or class: zeros
    STATSTG.write(c.vm.mem, out, c.ptr_size, type=STGTY_STREAM, cbSize=s.block.size)
    return S_OK


@api(OLE32, "wineagent.HGlobalStream_Clone", "LPVOID this, LPVOID out", widths=BOTH)
def _clone(c, this, out):
    s = _self(c, this)
    if not out:
        return STG_E_INVALIDPOINTER
    s.block.users += 1
    c.vm.mem.wptr(out, com_new(c.vm, OLE32, IFACE, METHODS, HStream(s.block, s.pos, s.shell)))
    return S_OK


# -- ILockBytes on global memory ----------------------------------------------------------------
LB_IFACE = "HGlobalLockBytes"
LB_METHODS = ("QueryInterface", "AddRef", "Release", "ReadAt", "WriteAt", "Flush", "SetSize",
              "LockRegion", "UnlockRegion", "Stat")
IID_ILOCKBYTES = bytes.fromhex("0a00000000000000c000000000000046")


@api(OLE32, "CreateILockBytesOnHGlobal", "HGLOBAL hglobal, BOOL delete, LPVOID out", widths=BOTH)
def CreateILockBytesOnHGlobal(c, hglobal, delete, out):
    """An ILockBytes over ``hglobal`` (or a new movable block of size 0), with the same
    bytes-in-the-block rules as CreateStreamOnHGlobal."""
    vm = c.vm
    if not out:
        return E_INVALIDARG
    if hglobal:
        size = vm.heap.size(hglobal)
        if size is None:
            raise Unimplemented("%s!CreateILockBytesOnHGlobal (0x%08X is no global memory "
                                "block)" % (OLE32, hglobal))
        block = Block(hglobal, size, bool(delete), True)
    else:
        h = vm.heap.alloc(0, reserve=_room(0))
        if not h:
            vm.mem.wptr(out, 0)
            return E_OUTOFMEMORY
        global_locks(vm)[h] = 0
        block = Block(h, 0, bool(delete), False)
    vm.mem.wptr(out, com_new(vm, OLE32, LB_IFACE, LB_METHODS, block))
    return S_OK


@api(OLE32, "GetHGlobalFromILockBytes", "LPVOID lockbytes, LPVOID out", widths=BOTH)
def GetHGlobalFromILockBytes(c, lockbytes, out):
    """The HGLOBAL of an ILockBytes CreateILockBytesOnHGlobal made; E_INVALIDARG else."""
    vm = c.vm
    if not out:
        return E_INVALIDARG
    block = com_impl(vm, lockbytes, LB_IFACE) if lockbytes else None
    if block is None:
        vm.mem.wptr(out, 0)
        return E_INVALIDARG
    block.exposed = True
    vm.mem.wptr(out, block.handle)
    return S_OK


def _lb(c, this):
    block = com_impl(c.vm, this, LB_IFACE)
    if block is None:
        raise Unimplemented("%s ILockBytes method on an object that is not one" % OLE32)
    return block


@api(OLE32, "wineagent.HGlobalLockBytes_QueryInterface", "LPVOID this, LPVOID riid, LPVOID out",
     widths=BOTH)
def _lb_qi(c, this, riid, out):
    vm = c.vm
    if not out:
        return E_POINTER
    if bytes(vm.mem.read(riid, 16)) in (IID_IUNKNOWN, IID_ILOCKBYTES):
        com_addref(vm, this)
        vm.mem.wptr(out, this)
        return S_OK
    vm.mem.wptr(out, 0)
    return E_NOINTERFACE


@api(OLE32, "wineagent.HGlobalLockBytes_AddRef", "LPVOID this", widths=BOTH)
def _lb_addref(c, this):
    return com_addref(c.vm, this)


@api(OLE32, "wineagent.HGlobalLockBytes_Release", "LPVOID this", widths=BOTH)
def _lb_release(c, this):
    vm = c.vm
    block = com_impl(vm, this, LB_IFACE)
    left = com_release(vm, this)
    if block is not None and left == 0 and block.delete:
        global_locks(vm).pop(block.handle, None)
        vm.heap.free(block.handle)
    return left


@api(OLE32, "wineagent.HGlobalLockBytes_ReadAt",
     "LPVOID this, ULARGE_INTEGER pos, LPVOID buf, ULONG size, LPVOID done", widths=BOTH)
def _lb_read(c, this, pos, buf, size, done):
    block = _lb(c, this)
    vm = c.vm
    if not buf:
        return STG_E_INVALIDPOINTER
    n = max(0, min(size, block.size - pos))
    if n:
        vm.mem.write(buf, bytes(vm.mem.read(block.handle + pos, n)))
    if done:
        vm.mem.w32(done, n)
    # fewer bytes than asked (past the end): STG_E_READFAULT, the bytes read given all
    # the same (Wine 8's answer; a stream's Read says S_OK)
    return S_OK if n == size else STG_E_READFAULT


@api(OLE32, "wineagent.HGlobalLockBytes_WriteAt",
     "LPVOID this, ULARGE_INTEGER pos, LPVOID buf, ULONG size, LPVOID done", widths=BOTH)
def _lb_write(c, this, pos, buf, size, done):
    block = _lb(c, this)
    vm = c.vm
    if done:
        vm.mem.w32(done, 0)
    if not buf:
        return STG_E_INVALIDPOINTER
    if not size:
        return S_OK
    if pos + size > 0xFFFFFFFF:
        return STG_E_MEDIUMFULL
    if pos + size > block.size and _set_size(vm, block, pos + size):
        return STG_E_MEDIUMFULL
    vm.mem.write(block.handle + pos, bytes(vm.mem.read(buf, size)))
    if done:
        vm.mem.w32(done, size)
    return S_OK


@api(OLE32, "wineagent.HGlobalLockBytes_Flush", "LPVOID this", widths=BOTH)
def _lb_flush(c, this):
    _lb(c, this)
    return S_OK                   # the bytes are in the block already


@api(OLE32, "wineagent.HGlobalLockBytes_SetSize", "LPVOID this, ULARGE_INTEGER size", widths=BOTH)
def _lb_setsize(c, this, size):
    block = _lb(c, this)
    if size >> 32:
        return STG_E_INVALIDFUNCTION
    return _set_size(c.vm, block, size)


def _lb_no_locks(c, this, offset, length, kind):
    _lb(c, this)
    return STG_E_INVALIDFUNCTION  # memory has no region locks


api(OLE32, "wineagent.HGlobalLockBytes_LockRegion",
    "LPVOID this, ULARGE_INTEGER offset, ULARGE_INTEGER length, DWORD kind",
    widths=BOTH)(_lb_no_locks)
api(OLE32, "wineagent.HGlobalLockBytes_UnlockRegion",
    "LPVOID this, ULARGE_INTEGER offset, ULARGE_INTEGER length, DWORD kind",
    widths=BOTH)(_lb_no_locks)


@api(OLE32, "wineagent.HGlobalLockBytes_Stat", "LPVOID this, LPVOID out, DWORD flags", widths=BOTH)
def _lb_stat(c, this, out, flags):
    block = _lb(c, this)
    if not out:
        return STG_E_INVALIDPOINTER
    c.vm.mem.write(out, bytes(STATSTG.sizeof(c.ptr_size)))
    STATSTG.write(c.vm.mem, out, c.ptr_size, type=STGTY_LOCKBYTES, cbSize=block.size)
    return S_OK
