"""OLE32: marshalling interface pointers into streams — CoMarshalInterface,
CoUnmarshalInterface, CoReleaseMarshalData.

A marshalled interface is an OBJREF (MS-DCOM 2.2.18): the signature "MEOW", its kind, the
interface's IID, and for standard marshalling a STDOBJREF (flags, public references, the
exporter's OXID, the object's OID, the interface's IPID) and the exporter's bindings
(none: nothing outside this process can reach it). Every reader is in this process and
apartment, so unmarshalling finds the exported interface in the export table and hands
out the object itself (QueryInterface for the IID asked), as COM does within one
apartment. MSHLFLAGS_NORMAL data is consumed by its one unmarshal (the table lets go of
the object); TABLESTRONG and TABLEWEAK data stay until CoReleaseMarshalData.

Custom marshalling (an object that implements IMarshal itself, the free-threaded
marshaler included) stops the guest naming it.
"""

import struct

from ....abi.api import BOTH, GuestCall, Unimplemented, api
from ...kernel.comobj import vtable_slot
from ...core.winerror import E_INVALIDARG, E_NOINTERFACE, S_OK
from ...core.dllnames import OLE32

OBJREF_SIGNATURE = 0x574F454D           # "MEOW"
OBJREF_STANDARD, OBJREF_CUSTOM = 1, 4
MSHLFLAGS_NORMAL, MSHLFLAGS_TABLESTRONG, MSHLFLAGS_TABLEWEAK = 0, 1, 2
SORF_NOPING = 0x1000
HEAD = 24                                # signature, flags, IID
STDOBJREF_SIZE = 40
OXID = 0x0000000100000104                # this process's one exporter
IID_IMARSHAL = bytes.fromhex("0300000000000000c000000000000046")
IID_NULL = bytes(16)
RPC_E_INVALID_OBJREF = 0x8001011D
CO_E_OBJNOTCONNECTED = 0x800401FD
STG_E_READFAULT = 0x8003001E
_QI, _ADDREF, _RELEASE = 0, 1, 2
_READ, _WRITE = 3, 4


class Export:
    """One marshalled interface: its pointer (a reference the table holds), its IID and
    how it was marshalled."""

    def __init__(self, ptr, iid, flags):
        self.ptr, self.iid, self.flags = ptr, iid, flags


def _qi(vm, obj, iid, out):
    """Generator: obj->QueryInterface(iid bytes) into the cell ``out``; its HRESULT."""
    cell = vm.heap.alloc(16)
    vm.mem.write(cell, iid)
    try:
        hr = yield GuestCall(vtable_slot(vm, obj, _QI), (obj, cell, out))
    finally:
        vm.heap.free(cell)
    return hr & 0xFFFFFFFF


def _stream_io(vm, stream, slot, data=None, size=0):
    """Generator: write ``data`` to / read ``size`` bytes from a stream; (HRESULT, bytes)."""
    n = len(data) if data is not None else size
    buf = vm.heap.alloc(n + 4, zero=True)
    try:
        if data is not None:
            vm.mem.write(buf, data)
        hr = yield GuestCall(vtable_slot(vm, stream, slot), (stream, buf, n, buf + n))
        done = vm.mem.u32(buf + n)
        return hr & 0xFFFFFFFF, bytes(vm.mem.read(buf, min(done, n)))
    finally:
        vm.heap.free(buf)


def objref(iid, oid):
    """A standard OBJREF for object ``oid``'s ``iid``, without bindings."""
    ipid = struct.pack("<IIQ", oid, 0x104, OXID)
    std = struct.pack("<IIQQ", SORF_NOPING, 5, OXID, oid) + ipid
    return struct.pack("<II", OBJREF_SIGNATURE, OBJREF_STANDARD) + iid + std + \
        struct.pack("<HH", 0, 0)


def _read_objref(vm, stream):
    """Generator: (HRESULT, iid, oid) of the OBJREF at the stream's position."""
    hr, head = yield from _stream_io(vm, stream, _READ, size=HEAD)
    if hr & 0x80000000:
        return hr, None, None
    if len(head) < HEAD:
        return STG_E_READFAULT, None, None
    signature, kind = struct.unpack_from("<II", head)
    if signature != OBJREF_SIGNATURE:
        return RPC_E_INVALID_OBJREF, None, None
    if kind == OBJREF_CUSTOM:
        raise Unimplemented("%s!CoUnmarshalInterface (a custom-marshalled OBJREF)" % OLE32)
    if kind != OBJREF_STANDARD:
        return RPC_E_INVALID_OBJREF, None, None
    hr, body = yield from _stream_io(vm, stream, _READ, size=STDOBJREF_SIZE + 4)
    if hr & 0x80000000 or len(body) < STDOBJREF_SIZE + 4:
        return hr if hr & 0x80000000 else STG_E_READFAULT, None, None
    _flags, _refs, oxid, oid = struct.unpack_from("<IIQQ", body)
    entries = struct.unpack_from("<H", body, STDOBJREF_SIZE)[0]
    if entries:
        yield from _stream_io(vm, stream, _READ, size=2 * entries)   # the bindings
    if oxid != OXID:
        return CO_E_OBJNOTCONNECTED, None, None
    return S_OK, head[8:24], oid


@api(OLE32, "CoMarshalInterface", "LPVOID stream, LPVOID riid, LPVOID unk, DWORD context, "
     "LPVOID reserved, DWORD flags", widths=BOTH)
def CoMarshalInterface(c, stream, riid, unk, context, reserved, flags):
    """Write an OBJREF for ``unk``'s ``riid`` interface into ``stream``; the table keeps
    a reference until the data is unmarshalled (NORMAL) or released (TABLE*)."""
    vm = c.vm
    if not stream or not unk or not riid:
        return E_INVALIDARG
    iid = bytes(vm.mem.read(riid, 16))
    cell = vm.heap.alloc(vm.ptr_size, zero=True)     # an interface pointer cell
    try:
        hr = yield from _qi(vm, unk, IID_IMARSHAL, cell)
        if not hr & 0x80000000 and vm.mem.uptr(cell):
            yield GuestCall(vtable_slot(vm, vm.mem.uptr(cell), _RELEASE), (vm.mem.uptr(cell),))
            raise Unimplemented("%s!CoMarshalInterface (custom marshalling: the object "
                                "implements IMarshal)" % OLE32)
        hr = yield from _qi(vm, unk, iid, cell)
        ptr = vm.mem.uptr(cell)
        if hr & 0x80000000 or not ptr:
            return hr if hr & 0x80000000 else E_NOINTERFACE
    finally:
        vm.heap.free(cell)
    oid = vm.com.next_oid
    vm.com.next_oid += 1
    hr, _ = yield from _stream_io(vm, stream, _WRITE, objref(iid, oid))
    if hr & 0x80000000:
        yield GuestCall(vtable_slot(vm, ptr, _RELEASE), (ptr,))
        return hr
    vm.com.exports[oid] = Export(ptr, iid, flags & 3)
    return S_OK


@api(OLE32, "CoUnmarshalInterface", "LPVOID stream, LPVOID riid, LPVOID out", widths=BOTH)
def CoUnmarshalInterface(c, stream, riid, out):
    """Read an OBJREF from ``stream``: the exported object's ``riid`` interface (the
    OBJREF's own IID for NULL or IID_NULL) in ``*out``."""
    vm = c.vm
    if not stream or not out:
        return E_INVALIDARG
    hr, iid, oid = yield from _read_objref(vm, stream)
    if hr:
        return hr
    entry = vm.com.exports.get(oid)
    if entry is None:
        return CO_E_OBJNOTCONNECTED          # released, or consumed by an unmarshal
    want = bytes(vm.mem.read(riid, 16)) if riid else IID_NULL
    hr = yield from _qi(vm, entry.ptr, iid if want == IID_NULL else want, out)
    if entry.flags == MSHLFLAGS_NORMAL:
        del vm.com.exports[oid]              # normal marshal data is read once
        yield GuestCall(vtable_slot(vm, entry.ptr, _RELEASE), (entry.ptr,))
    return hr


@api(OLE32, "CoReleaseMarshalData", "LPVOID stream", widths=BOTH)
def CoReleaseMarshalData(c, stream):
    """Forget the OBJREF at the stream's position: the table lets go of its object."""
    vm = c.vm
    if not stream:
        return E_INVALIDARG
    hr, _iid, oid = yield from _read_objref(vm, stream)
    if hr:
        return hr
    entry = vm.com.exports.pop(oid, None)
    if entry is None:
        return CO_E_OBJNOTCONNECTED
    yield GuestCall(vtable_slot(vm, entry.ptr, _RELEASE), (entry.ptr,))
    return S_OK
