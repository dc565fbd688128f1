"""OLEAUT32's wire marshalling of SAFEARRAYs for MIDL-generated proxies and stubs:
LPSAFEARRAY_UserSize, LPSAFEARRAY_UserMarshal, LPSAFEARRAY_UserUnmarshal,
LPSAFEARRAY_UserFree.

An array travels as MS-OAUT's wireSAFEARRAY (2.2.30.10), 4-byte aligned: a pointer mark
(NDR referent ids: 1 for the array, 2 for its data, as Wine numbers them — Windows' checks
ask only that they are not 0; 0 for a NULL array, and nothing follows), the dimension count as the bounds' conformance,
cDims and fFeatures (WORDs), the element size on the wire, cLocks and the VARTYPE (WORDs),
the union's SF_TYPE, the cell count, a data pointer mark, the bounds in their natural order
(the first dimension first: the reverse of rgsabound) and the cell count again, then the
elements at their own alignment. The offsets and sizes are those Wine's usrmarshal.c
records of Windows.

Arrays of numbers (SF_I1, SF_I2, SF_I4, SF_I8, and arrays without a VARTYPE whose
elements are 1, 2, 4 or 8 bytes) are done; BSTR, VARIANT, interface and record elements
stop the guest naming the call. Unmarshalling makes a new array (lock count 0), or reuses
the caller's when it has the same dimensions and element size (its data too when the cell
count matches); _UserFree destroys it.
"""

import struct

from ....abi.api import BOTH, Unimplemented, api
from ...kernel.automation import (VT, sa_alloc_descriptor, sa_bounds, sa_destroy,
                                  sa_get_vartype)
from ...core.structures import SAFEARRAY
from ...core.dllnames import OLEAUT32

SF_I1, SF_I2, SF_I4, SF_I8 = 16, 2, 3, 20
_BY_SIZE = {1: SF_I1, 2: SF_I2, 4: SF_I4, 8: SF_I8}
_NUMERIC = {VT.I1: SF_I1, VT.UI1: SF_I1, VT.I2: SF_I2, VT.UI2: SF_I2, VT.BOOL: SF_I2,
            VT.I4: SF_I4, VT.UI4: SF_I4, VT.R4: SF_I4, VT.INT: SF_I4, VT.UINT: SF_I4,
            VT.ERROR: SF_I4, VT.I8: SF_I8, VT.UI8: SF_I8, VT.R8: SF_I8, VT.CY: SF_I8,
            VT.DATE: SF_I8}
_NAMES = {VT.BSTR: "BSTR", VT.VARIANT: "VARIANT", VT.UNKNOWN: "IUnknown",
          VT.DISPATCH: "IDispatch", VT.RECORD: "record"}
FADF_HAVEIID, FADF_VARIANT = 0x40, 0x800
HEAD = 32                          # the pointer mark .. the data mark (the bounds follow)


def _align(p, n):
    return (p + n - 1) & ~(n - 1)


def _sf_type(vm, psa, name):
    """(SF_TYPE, VARTYPE or 0) of a number array; Unimplemented for other elements."""
    sa = SAFEARRAY.at(vm.mem, psa, vm.ptr_size)
    vt = sa_get_vartype(vm, psa)
    if vt is None:
        if sa.fFeatures & (FADF_VARIANT | FADF_HAVEIID) or sa.cbElements not in _BY_SIZE:
            raise Unimplemented("OLEAUT32.dll!%s (an array of %d-byte elements without a "
                                "VARTYPE)" % (name, sa.cbElements))
        return _BY_SIZE[sa.cbElements], 0
    if vt not in _NUMERIC:
        raise Unimplemented("OLEAUT32.dll!%s (%s elements)" % (name, _NAMES.get(vt, vt)))
    return _NUMERIC[vt], vt


def encode(vm, psa, start, name):
    """[(offset, bytes)] of the array's wire form from ``start`` and the end offset."""
    p = _align(start, 4)
    if not psa:
        return [(p, b"\0\0\0\0")], p + 4
    sa = SAFEARRAY.at(vm.mem, psa, vm.ptr_size)
    sf, vt = _sf_type(vm, psa, name)
    bounds = sa_bounds(vm, psa)                       # storage order: last dimension first
    cells = 1
    for count, _lb in bounds:
        cells *= count
    head = struct.pack("<IIHHIHHIII", 1, sa.cDims, sa.cDims, sa.fFeatures, sa.cbElements,
                       sa.cLocks & 0xFFFF, vt, sf, cells, 2 if sa.pvData else 0)
    head += b"".join(struct.pack("<Ii", count, lb) for count, lb in reversed(bounds))
    head += struct.pack("<I", cells)
    pieces = [(p, head)]
    at = _align(p + len(head), min(sa.cbElements, 8))
    data = bytes(vm.mem.read(sa.pvData, cells * sa.cbElements)) if cells else b""
    pieces.append((at, data))
    return pieces, at + len(data)


@api(OLEAUT32, "LPSAFEARRAY_UserSize", "LPVOID flags, ULONG start, LPVOID ppsa", widths=BOTH)
def LPSAFEARRAY_UserSize(c, flags, start, ppsa):
    """The wire size after ``start``."""
    return encode(c.vm, c.vm.mem.uptr(ppsa), start, "LPSAFEARRAY_UserSize")[1]


@api(OLEAUT32, "LPSAFEARRAY_UserMarshal", "LPVOID flags, LPVOID buf, LPVOID ppsa", widths=BOTH)
def LPSAFEARRAY_UserMarshal(c, flags, buf, ppsa):
    """Write the array (padding untouched); the next free byte."""
    pieces, end = encode(c.vm, c.vm.mem.uptr(ppsa), buf, "LPSAFEARRAY_UserMarshal")
    for at, data in pieces:
        if data:
            c.vm.mem.write(at, data)
    return end


def decode(c, buf, ppsa):
    """Read an array at ``buf`` into ``*ppsa``; the next byte."""
    vm = c.vm
    mem = vm.mem
    p = _align(buf, 4)
    if not mem.u32(p):
        mem.wptr(ppsa, 0)
        return p + 4
    (_mark, dims, _dims2, features, size, _locks, vt, sf, cells,
     _data_mark) = struct.unpack("<IIHHIHHIII", bytes(mem.read(p, HEAD)))
    if sf not in (SF_I1, SF_I2, SF_I4, SF_I8):
        raise Unimplemented("OLEAUT32.dll!LPSAFEARRAY_UserUnmarshal (SF_TYPE %#x)" % sf)
    q = p + HEAD
    natural = [struct.unpack("<Ii", bytes(mem.read(q + 8 * i, 8))) for i in range(dims)]
    q += 8 * dims + 4
    q = _align(q, min(size, 8))
    stored = list(reversed(natural))
    old = mem.uptr(ppsa)              # an LPSAFEARRAY cell: the program's width
    psa = 0
    if old:
        sa = SAFEARRAY.at(mem, old, vm.ptr_size)
        if sa.cDims == dims and sa.cbElements == size:
            psa = old
            old_cells = 1
            for count, _lb in sa_bounds(vm, old):
                old_cells *= count
            if old_cells != cells:
                if not sa.fFeatures & 0x2:               # FADF_STATIC data is not ours
                    vm.heap.free(sa.pvData)
                sa.pvData = vm.heap.alloc(max(1, cells * size), zero=True)
    if not psa:
        psa = sa_alloc_descriptor(vm, vt or None, dims, 0)
        sa = SAFEARRAY.at(mem, psa, vm.ptr_size)
        sa.cbElements = size
        sa.pvData = vm.heap.alloc(max(1, cells * size), zero=True)
    base = psa + SAFEARRAY.offsetof("rgsabound", vm.ptr_size)
    for i, (count, lb) in enumerate(stored):
        mem.write(base + 8 * i, struct.pack("<Ii", count, lb))
    if cells:
        mem.write(sa.pvData, bytes(mem.read(q, cells * size)))
    mem.wptr(ppsa, psa)
    return q + cells * size


@api(OLEAUT32, "LPSAFEARRAY_UserUnmarshal", "LPVOID flags, LPVOID buf, LPVOID ppsa", widths=BOTH)
def LPSAFEARRAY_UserUnmarshal(c, flags, buf, ppsa):
    """Read the array at ``buf`` into ``*ppsa``; the next byte."""
    return decode(c, buf, ppsa)


@api(OLEAUT32, "LPSAFEARRAY_UserFree", "LPVOID flags, LPVOID ppsa", widths=BOTH)
def LPSAFEARRAY_UserFree(c, flags, ppsa):
    """Destroy the unmarshalled array and set ``*ppsa`` to NULL."""
    psa = c.vm.mem.uptr(ppsa)
    if psa:
        yield from sa_destroy(c.vm, psa)
    c.vm.mem.wptr(ppsa, 0)
