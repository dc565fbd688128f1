"""SHLWAPI's data block lists and IStream helpers (exported by ordinal): SHAddDataBlock (20),
SHFindDataBlock (22), SHRemoveDataBlock (21), SHFreeDataBlockList (19),
SHWriteDataBlockList (17), SHReadDataBlockList (18), SHIsEmptyStream (166) and
IStream_Read (184), IStream_Write (212), IStream_Reset (213), IStream_Size (214), and
SHCreateMemStream (OLE32's memory stream, ole32/stream.py, over a copy of the bytes).

A data block list is the "extra data" of a shell link: DATABLOCK_HEADER {cbSize,
dwSignature} blocks one after another in one heap block, ended by a zero DWORD. A block
whose size is not a multiple of 4 is kept inside a container block (signature ~0,
size rounded up plus a header) so the blocks after it stay DWORD-aligned; finding it
answers the inner block. In a stream the list is the blocks as they are, then the zero
DWORD; reading stops at it, or, at a size no block has (65536 bytes or more), puts the
stream back before that size and ends the list there.

The stream helpers call the caller's IStream: Read/Write of exactly the bytes asked for
(E_FAIL when fewer moved), a Seek to the start, the size from Stat. At the program's width:
the list pointer cells and the vtable are pointer-sized, Seek's LARGE_INTEGER travels as
two stack slots at 32 bits and one register at 64, STATSTG is laid out for the width, and
a method's HRESULT is the low half of a 64-bit callee's RAX.
"""

import struct

from ....abi.api import BOTH, GuestCall, api
from ...core.structures import STATSTG
from ...core.winerror import E_FAIL, S_OK
from ..ole32.stream import memory_stream
from ...core.dllnames import SHLWAPI
from ...kernel.comobj import vtable_slot

CONTAINER = 0xFFFFFFFF
HEADER = 8
MAX_BLOCK = 0xFFFF
STG_E_MEDIUMFULL = 0x80030070
STREAM_SEEK_SET, STREAM_SEEK_CUR = 0, 1
STATFLAG_NONAME = 1
_READ, _WRITE, _SEEK, _STAT = 3, 4, 5, 12             # IStream vtable slots


def _call(vm, stream, slot, *args):
    """Generator: IStream method ``slot`` on ``stream``; its HRESULT (32 bits of RAX)."""
    hr = yield GuestCall(vtable_slot(vm, stream, slot), (stream,) + args)
    return hr & 0xFFFFFFFF


def _seek(vm, stream, move, origin, out):
    """Generator: IStream::Seek(move, origin, out), ``move`` (>= 0) a LARGE_INTEGER by
    value: low and high halves in two slots at 32 bits, one at 64."""
    moved = (move,) if vm.ptr_size == 8 else (move & 0xFFFFFFFF, move >> 32)
    return (yield from _call(vm, stream, _SEEK, *moved, origin, out))


def _stat_size(vm, stream):
    """Generator: (HRESULT, cbSize) of IStream::Stat(STATFLAG_NONAME)."""
    stat = vm.heap.alloc(STATSTG.sizeof(vm.ptr_size), zero=True)
    try:
        hr = yield from _call(vm, stream, _STAT, stat, STATFLAG_NONAME)
        return hr, STATSTG.at(vm.mem, stat, vm.ptr_size).cbSize
    finally:
        vm.heap.free(stat)


def _blocks(vm, lst):
    """[(address of the block, its bytes)] of a list, containers opened."""
    out, p = [], lst
    while lst:
        size = vm.mem.u32(p)
        if size < HEADER:
            break
        if vm.mem.u32(p + 4) == CONTAINER:
            inner = p + HEADER
            out.append((inner, bytes(vm.mem.read(inner, vm.mem.u32(inner)))))
        else:
            out.append((p, bytes(vm.mem.read(p, size))))
        p += size
    return out


def _store(vm, blocks):
    """A new list block holding ``blocks`` (bytes each); 0 for no block at all."""
    if not blocks:
        return 0
    body = bytearray()
    for data in blocks:
        if len(data) % 4:
            padded = (len(data) + 3) & ~3
            body += struct.pack("<II", padded + HEADER, CONTAINER) + data.ljust(padded, b"\0")
        else:
            body += data
    body += b"\0\0\0\0"
    lst = vm.heap.alloc(len(body))
    vm.mem.write(lst, bytes(body))
    return lst


def add_block(vm, plist, data):
    """Append ``data`` (a whole block) to the list at ``*plist``: TRUE."""
    old = vm.mem.uptr(plist)
    blocks = [b for _a, b in _blocks(vm, old)] + [data]
    vm.mem.wptr(plist, _store(vm, blocks))
    if old:
        vm.heap.free(old)
    return 1


@api(SHLWAPI, "SHAddDataBlock", "LPVOID plist, LPVOID block", widths=BOTH)
def SHAddDataBlock(c, plist, block):
    """Add a copy of ``block`` to the list: TRUE; FALSE for no list pointer, a block
    smaller than its header or a container's signature."""
    vm = c.vm
    if not plist or not block:
        return 0
    size, sig = struct.unpack("<II", bytes(vm.mem.read(block, 8)))
    if size < HEADER or sig == CONTAINER:
        return 0
    return add_block(vm, plist, bytes(vm.mem.read(block, size)))


@api(SHLWAPI, "SHFindDataBlock", "LPVOID lst, DWORD sig", widths=BOTH)
def SHFindDataBlock(c, lst, sig):
    """The first block of signature ``sig`` in the list, or NULL."""
    for addr, data in _blocks(c.vm, lst):
        if struct.unpack_from("<I", data, 4)[0] == sig:
            return addr
    return 0


@api(SHLWAPI, "SHRemoveDataBlock", "LPVOID plist, DWORD sig", widths=BOTH)
def SHRemoveDataBlock(c, plist, sig):
    """Remove the block of signature ``sig``: TRUE, or FALSE when there is none."""
    vm = c.vm
    if not plist:
        return 0
    old = vm.mem.uptr(plist)
    blocks = [b for _a, b in _blocks(vm, old)]
    keep = [b for b in blocks if struct.unpack_from("<I", b, 4)[0] != sig]
    if len(keep) == len(blocks):
        return 0
    vm.mem.wptr(plist, _store(vm, keep))
    vm.heap.free(old)
    return 1


@api(SHLWAPI, "SHFreeDataBlockList", "LPVOID lst", widths=BOTH)
def SHFreeDataBlockList(c, lst):
    """Free a list."""
    if lst:
        c.vm.heap.free(lst)


@api(SHLWAPI, "SHWriteDataBlockList", "LPVOID stream, LPVOID lst", widths=BOTH)
def SHWriteDataBlockList(c, stream, lst):
    """Write each block, then the zero DWORD: S_OK, the stream's error, or
    STG_E_MEDIUMFULL when it took fewer bytes."""
    vm = c.vm
    cell = vm.heap.alloc(8, zero=True)
    try:
        for addr, data in _blocks(vm, lst) + [(cell + 4, b"\0\0\0\0")]:
            hr = yield from _call(vm, stream, _WRITE, addr, len(data), cell)
            if hr & 0x80000000:
                return hr
            if vm.mem.u32(cell) != len(data):
                return STG_E_MEDIUMFULL
        return S_OK
    finally:
        vm.heap.free(cell)


@api(SHLWAPI, "SHReadDataBlockList", "LPVOID stream, LPVOID plist", widths=BOTH)
def SHReadDataBlockList(c, stream, plist):
    """Read blocks into a new list at ``*plist`` up to the zero DWORD (or a size no block
    has, the stream put back before it): S_OK, or the stream's error."""
    vm = c.vm
    cell = vm.heap.alloc(24, zero=True)            # size, count read, a position
    blocks = []
    try:
        while True:
            hr = yield from _call(vm, stream, _READ, cell, 4, cell + 4)
            if hr & 0x80000000:
                return hr
            if vm.mem.u32(cell + 4) != 4:
                return E_FAIL
            size = vm.mem.u32(cell)
            if not size:
                break
            if size > MAX_BLOCK or size < HEADER:
                # not a block: step back over the size and end the list here
                yield from _seek(vm, stream, 0, STREAM_SEEK_CUR, cell + 8)
                pos = vm.mem.u32(cell + 8) | vm.mem.u32(cell + 12) << 32
                back = max(pos - 4, 0)
                yield from _seek(vm, stream, back, STREAM_SEEK_SET, 0)
                break
            block = vm.heap.alloc(size)
            try:
                hr = yield from _call(vm, stream, _READ, block + 4, size - 4, cell + 4)
                if hr & 0x80000000:
                    return hr
                if vm.mem.u32(cell + 4) != size - 4:
                    return E_FAIL
                blocks.append(struct.pack("<I", size) + bytes(vm.mem.read(block + 4, size - 4)))
            finally:
                vm.heap.free(block)
        old = vm.mem.uptr(plist)
        vm.mem.wptr(plist, _store(vm, [b for _a, b in _blocks(vm, old)] + blocks))
        if old:
            vm.heap.free(old)
        return S_OK
    finally:
        vm.heap.free(cell)


@api(SHLWAPI, "SHIsEmptyStream", "LPVOID stream", widths=BOTH)
def SHIsEmptyStream(c, stream):
    """TRUE when the stream holds nothing: its Stat size, or, when Stat fails, whether a
    DWORD can be read from it (the stream then put back to its start)."""
    vm = c.vm
    hr, size = yield from _stat_size(vm, stream)
    if not hr & 0x80000000:
        return int(not size)
    cell = vm.heap.alloc(8, zero=True)             # a DWORD read, the count read
    try:
        hr = yield from _call(vm, stream, _READ, cell, 4, cell + 4)
        if hr & 0x80000000:
            return 1
        yield from _seek(vm, stream, 0, STREAM_SEEK_SET, 0)
        return int(vm.mem.u32(cell + 4) == 0)
    finally:
        vm.heap.free(cell)


def _transfer(c, stream, buf, size, slot):
    vm = c.vm
    cell = vm.heap.alloc(4, zero=True)
    try:
        hr = yield from _call(vm, stream, slot, buf, size, cell)
        if hr & 0x80000000:
            return hr
        return S_OK if vm.mem.u32(cell) == size else E_FAIL
    finally:
        vm.heap.free(cell)


@api(SHLWAPI, "IStream_Read", "LPVOID stream, LPVOID buf, ULONG size", widths=BOTH)
def IStream_Read(c, stream, buf, size):
    """Read exactly ``size`` bytes: S_OK, E_FAIL when fewer came, or the stream's error."""
    return (yield from _transfer(c, stream, buf, size, _READ))


@api(SHLWAPI, "IStream_Write", "LPVOID stream, LPVOID buf, ULONG size", widths=BOTH)
def IStream_Write(c, stream, buf, size):
    """Write exactly ``size`` bytes: S_OK, E_FAIL when fewer went, or the stream's error."""
    return (yield from _transfer(c, stream, buf, size, _WRITE))


@api(SHLWAPI, "IStream_Reset", "LPVOID stream", widths=BOTH)
def IStream_Reset(c, stream):
    """Seek to the start of the stream."""
    return (yield from _seek(c.vm, stream, 0, STREAM_SEEK_SET, 0))


@api(SHLWAPI, "IStream_Size", "LPVOID stream, LPVOID size", widths=BOTH)
def IStream_Size(c, stream, size):
    """The stream's size (Stat) in ``*size``."""
    vm = c.vm
    hr, cb = yield from _stat_size(vm, stream)
    if not hr & 0x80000000:
        vm.mem.write(size, struct.pack("<Q", cb))       # a ULARGE_INTEGER
    return hr


@api(SHLWAPI, "SHCreateMemStream", "LPVOID data, UINT size", widths=BOTH)
def SHCreateMemStream(c, data, size):
    """A memory stream holding a copy of ``size`` bytes at ``data`` (empty when ``data``
    is NULL), positioned at its start; NULL when memory runs out."""
    return memory_stream(c.vm, bytes(c.vm.mem.read(data, size)) if data and size else b"")
