"""OLE Automation's data types in guest memory: BSTRs, VARIANTs and SAFEARRAYs.

A BSTR points at UTF-16 text preceded by its length in bytes (a DWORD) and followed by a
NUL; it lives on the guest heap, so the guest may read the length prefix itself.

A VARIANT (16 bytes in a 32-bit program, 24 in a 64-bit one: its union holds a record's
two pointers) is ``vt`` (a VARTYPE) at offset 0, three reserved WORDs, and the value at
offset 8 (a union the SDK declares in oaidl.h). Pointer values (a BSTR, an interface, an
array, a VT_BYREF reference) are pointer-sized, as are the BSTR, interface and VARIANT
elements of a SAFEARRAY and its descriptor's pvData: all follow the program's width.

A SAFEARRAY is the descriptor OLEAUT32 documents (``SAFEARRAY``: cDims, fFeatures,
cbElements, cLocks, pvData, then one SAFEARRAYBOUND per dimension), allocated as Windows
does it with 16 hidden bytes in front: the element VARTYPE in the DWORD just before the
descriptor (FADF_HAVEVARTYPE, which SafeArrayGetVartype reads), or the interface's IID in
the 16 bytes (FADF_HAVEIID, arrays of VT_UNKNOWN / VT_DISPATCH). The bounds are stored in
reverse order — ``rgsabound[0]`` is the last dimension SafeArrayCreate was given — and
the first index of ``rgIndices`` varies fastest in the data (the cell of indices i1..in is
i1 + i2*n1 + i3*n1*n2 ..., VB's column order). SafeArrayCreateVector puts the data right
after the descriptor, in the same block (FADF_CREATEVECTOR).

The functions that may release or AddRef an interface, or clear VARIANT elements, are
generators (they call back into the guest): drive them with ``yield from``.
"""

import struct

from ...abi.api import Unimplemented
from ..core.structures import SAFEARRAY, SAFEARRAYBOUND
from .comobj import method_call

__all__ = ["VT", "alloc_bstr", "bstr_bytes", "bstr_text", "free_bstr", "variant_clear",
           "variant_copy", "variant_copy_ind", "sa_create", "sa_create_vector",
           "sa_destroy", "sa_destroy_data", "sa_copy", "sa_ptr_of_index", "sa_lock",
           "sa_unlock", "sa_redim", "sa_get_vartype", "sa_put", "sa_get", "sa_bounds",
           "element_size", "com_release_ptr", "com_addref_ptr", "sa_alloc_descriptor",
           "sa_alloc_data", "sa_destroy_descriptor", "FADF_HAVEIID", "HIDDEN",
           "variant_size"]

S_OK, E_INVALIDARG, E_UNEXPECTED, E_OUTOFMEMORY = 0, 0x80070057, 0x8000FFFF, 0x8007000E
DISP_E_BADVARTYPE, DISP_E_BADINDEX, DISP_E_ARRAYISLOCKED = 0x80020008, 0x8002000B, 0x8002000D


class VT:
    """VARTYPE values (wtypes.h)."""
    EMPTY, NULL, I2, I4, R4, R8, CY, DATE, BSTR, DISPATCH, ERROR, BOOL, VARIANT = range(13)
    UNKNOWN, DECIMAL = 13, 14
    I1, UI1, UI2, UI4, I8, UI8, INT, UINT = 16, 17, 18, 19, 20, 21, 22, 23
    INT_PTR, UINT_PTR, RECORD = 37, 38, 36
    ARRAY, BYREF = 0x2000, 0x4000


FADF_AUTO, FADF_STATIC, FADF_EMBEDDED, FADF_FIXEDSIZE = 0x1, 0x2, 0x4, 0x10
FADF_RECORD, FADF_HAVEIID, FADF_HAVEVARTYPE = 0x20, 0x40, 0x80
FADF_BSTR, FADF_UNKNOWN, FADF_DISPATCH, FADF_VARIANT = 0x100, 0x200, 0x400, 0x800
# OLEAUT32's own marks (in FADF_RESERVED): the data shares the descriptor's block, and
# the data of such a vector was destroyed (SafeArrayDestroyData).
FADF_DATADELETED, FADF_CREATEVECTOR = 0x1000, 0x2000
HIDDEN = 16          # bytes OLEAUT32 keeps in front of a descriptor
_BOUND = SAFEARRAYBOUND.sizeof()
IID_IUNKNOWN = bytes.fromhex("0000000000000000c000000000000046")
IID_IDISPATCH = bytes.fromhex("0004020000000000c000000000000046")

_SIZES = {VT.I1: 1, VT.UI1: 1, VT.BOOL: 2, VT.I2: 2, VT.UI2: 2, VT.I4: 4, VT.UI4: 4,
          VT.R4: 4, VT.ERROR: 4, VT.INT: 4, VT.UINT: 4, VT.INT_PTR: 4, VT.UINT_PTR: 4,
          VT.R8: 8, VT.I8: 8, VT.UI8: 8, VT.CY: 8, VT.DATE: 8, VT.BSTR: 4, VT.DISPATCH: 4,
          VT.UNKNOWN: 4, VT.VARIANT: 16, VT.DECIMAL: 16}


#: The element types whose size is the program's pointer size.
_POINTERS = {VT.BSTR, VT.DISPATCH, VT.UNKNOWN, VT.INT_PTR, VT.UINT_PTR}


def variant_size(ptr):
    """sizeof(VARIANT) in a ``ptr``-byte program: 16, or 24 in a 64-bit one."""
    return 8 + 2 * ptr


def _sa_size(ptr):
    """sizeof(SAFEARRAY) (with its first bound, as in C) in a ``ptr``-byte program."""
    return SAFEARRAY.sizeof(ptr)


def _bounds_at(ptr):
    return SAFEARRAY.offsetof("rgsabound", ptr)


def element_size(vt, ptr=4):
    """The size of one element of type ``vt`` in a SAFEARRAY of a ``ptr``-byte program (0:
    not an element type)."""
    if vt in _POINTERS:
        return ptr
    if vt == VT.VARIANT:
        return variant_size(ptr)
    return _SIZES.get(vt, 0)


# -- interfaces ---------------------------------------------------------------------------

def com_release_ptr(vm, obj):
    """Generator: IUnknown::Release on the interface pointer ``obj`` (vtable slot 2)."""
    if obj:
        yield method_call(vm, obj, 2)


def com_addref_ptr(vm, obj):
    """Generator: IUnknown::AddRef on ``obj`` (vtable slot 1)."""
    if obj:
        yield method_call(vm, obj, 1)


# -- BSTR ---------------------------------------------------------------------------------
def alloc_bstr(vm, data):
    """A new BSTR holding ``data`` (bytes); the pointer to its text, 0 when out of memory."""
    block = vm.heap.alloc(4 + len(data) + 2)
    if not block:
        return 0
    vm.mem.w32(block, len(data))
    vm.mem.write(block + 4, bytes(data) + b"\0\0")
    return block + 4


def bstr_bytes(vm, bstr):
    """The bytes of a BSTR, by its length prefix (NULL holds none)."""
    if not bstr:
        return b""
    return bytes(vm.mem.read(bstr, vm.mem.u32(bstr - 4)))


def bstr_text(vm, bstr):
    """The text of a BSTR (by its length prefix; NULL is the empty string)."""
    return bstr_bytes(vm, bstr).decode("utf-16-le", "replace")


def free_bstr(vm, bstr):
    """SysFreeString."""
    if bstr:
        vm.heap.free(bstr - 4)


# -- VARIANT ------------------------------------------------------------------------------
#: The VARTYPEs a VARIANT may hold (alone, by reference or as an array's elements); the
#: rest of wtypes.h's (VT_VOID, VT_HRESULT, VT_PTR, VT_LPSTR, VT_INT_PTR...) are for type
#: descriptions and PROPVARIANTs: DISP_E_BADVARTYPE.
VARIANT_TYPES = frozenset(range(0, 15)) | frozenset(range(16, 24)) | {36}


def _bad_type(vt):
    return vt & 0x8000 or (vt & 0xFFF) not in VARIANT_TYPES


def variant_clear(vm, var):
    """Generator: VariantClear's work — free what the VARIANT owns, leave VT_EMPTY;
    returns an HRESULT."""
    vt = vm.mem.u16(var)
    if _bad_type(vt):
        return DISP_E_BADVARTYPE
    if not vt & VT.BYREF:
        value = vm.mem.uptr(var + 8)
        if vt & VT.ARRAY:
            if value:
                hr = yield from sa_destroy(vm, value)
                if hr:
                    return hr
        elif vt == VT.BSTR:
            free_bstr(vm, value)
        elif vt in (VT.DISPATCH, VT.UNKNOWN):
            yield from com_release_ptr(vm, value)
        elif vt == VT.RECORD and (value or vm.mem.uptr(var + 8 + vm.ptr_size)):
            raise Unimplemented("OLEAUT32.dll!VariantClear (VT_RECORD: user-defined types)")
    vm.mem.write(var, bytes(variant_size(vm.ptr_size)))
    return S_OK


def _copy_value(vm, dst, vt, tail):
    """Generator: put a copy of a ``vt`` value into VARIANT ``dst`` (already cleared):
    ``tail`` is the bytes after vt (the reserved WORDs, then the value at offset 8; a
    DECIMAL fills 14 of them); returns an HRESULT."""
    ptr = vm.ptr_size
    size = variant_size(ptr)
    out = bytearray(size)
    struct.pack_into("<H", out, 0, vt)
    tail = bytes(tail)[:size - 2]
    out[2:2 + len(tail)] = tail
    pfmt = "<Q" if ptr == 8 else "<I"            # a pointer value: the program's width
    value = struct.unpack_from(pfmt, out, 8)[0]
    if vt & VT.ARRAY:
        if value:
            hr, copy = yield from sa_copy(vm, value)
            if hr:
                return hr
            struct.pack_into(pfmt, out, 8, copy)
    elif vt == VT.BSTR:
        if value:
            copy = alloc_bstr(vm, bstr_bytes(vm, value))
            if not copy:
                return E_OUTOFMEMORY
            struct.pack_into(pfmt, out, 8, copy)
    elif vt in (VT.DISPATCH, VT.UNKNOWN):
        yield from com_addref_ptr(vm, value)
    elif vt == VT.RECORD and (value or struct.unpack_from(pfmt, out, 8 + ptr)[0]):
        raise Unimplemented("OLEAUT32.dll!VariantCopy (VT_RECORD: user-defined types)")
    vm.mem.write(dst, bytes(out))
    return S_OK


def variant_copy(vm, dst, src):
    """Generator: VariantCopy — clear ``dst``, then copy ``src`` into it (a BSTR and an
    array copied, an interface AddRef'd; a VT_BYREF copies the reference)."""
    if dst == src:
        return S_OK
    vt = vm.mem.u16(src)
    if _bad_type(vt):
        return DISP_E_BADVARTYPE
    hr = yield from variant_clear(vm, dst)
    if hr:
        return hr
    size = variant_size(vm.ptr_size)
    if vt & VT.BYREF:
        vm.mem.write(dst, bytes(vm.mem.read(src, size)))
        return S_OK
    hr = yield from _copy_value(vm, dst, vt, bytes(vm.mem.read(src + 2, size - 2)))
    return hr


def variant_copy_ind(vm, dst, src):
    """Generator: VariantCopyInd — VariantCopy, but a VT_BYREF source is copied as the
    value it points at (a VARIANT reference as that VARIANT's own value)."""
    vt = vm.mem.u16(src)
    if not vt & VT.BYREF:
        hr = yield from variant_copy(vm, dst, src)
        return hr
    base = vt & ~VT.BYREF
    ref = vm.mem.uptr(src + 8)
    size = variant_size(vm.ptr_size)
    if base == VT.VARIANT:
        inner = vm.mem.u16(ref)
        if inner & VT.BYREF:
            return E_INVALIDARG            # a reference to a reference: documented error
        base, tail = inner, bytes(vm.mem.read(ref + 2, size - 2))
    elif base & VT.ARRAY or base in (VT.BSTR, VT.DISPATCH, VT.UNKNOWN):
        tail = bytes(6) + vm.mem.uptr(ref).to_bytes(vm.ptr_size, "little")
    elif base == VT.DECIMAL:
        tail = bytes(vm.mem.read(ref + 2, 14))         # a DECIMAL fills the VARIANT
    else:
        size = 8 if base in (VT.R8, VT.I8, VT.UI8, VT.CY, VT.DATE) else _SIZES.get(base, 0)
        if not size:
            return DISP_E_BADVARTYPE
        tail = bytes(6) + bytes(vm.mem.read(ref, size)).ljust(8, b"\0")
    if dst != src:
        hr = yield from variant_clear(vm, dst)
        if hr:
            return hr
    hr = yield from _copy_value(vm, dst, base, tail)
    return hr


# -- SAFEARRAY ----------------------------------------------------------------------------
def _sa(vm, psa):
    return SAFEARRAY.at(vm.mem, psa, vm.ptr_size)


def sa_bounds(vm, psa):
    """The stored bounds: [(cElements, lLbound)] in storage order (last dimension first)."""
    n = vm.mem.u16(psa)
    base = psa + _bounds_at(vm.ptr_size)
    return [struct.unpack("<Ii", bytes(vm.mem.read(base + _BOUND * i, 8)))
            for i in range(n)]


def _cells(bounds):
    n = 1
    for count, _lb in bounds:
        n *= count
    return n


def sa_alloc_descriptor(vm, vt, dims, features=0, extra=0, kinds=True):
    """A zeroed descriptor of ``dims`` dimensions for ``vt`` elements (and ``extra``
    bytes after it, a vector's data); its address or 0. ``vt`` None: no type recorded
    (SafeArrayAllocDescriptor); ``kinds`` False: no FADF_BSTR/UNKNOWN/DISPATCH/VARIANT
    (SafeArrayAllocDescriptorEx leaves them to the caller)."""
    ptr = vm.ptr_size
    size = _sa_size(ptr) + _BOUND * (dims - 1)
    block = vm.heap.alloc(HIDDEN + size + extra, zero=True)
    if not block:
        return 0
    psa = block + HIDDEN
    if vt is None:
        SAFEARRAY.write(vm.mem, psa, ptr, cDims=dims, fFeatures=features)
        return psa
    if vt == VT.DISPATCH:
        features |= FADF_HAVEIID
        vm.mem.write(block, IID_IDISPATCH)
    elif vt == VT.UNKNOWN:
        features |= FADF_HAVEIID
        vm.mem.write(block, IID_IUNKNOWN)
    else:
        features |= FADF_HAVEVARTYPE
        vm.mem.w32(psa - 4, vt)
    if kinds:
        features |= {VT.BSTR: FADF_BSTR, VT.UNKNOWN: FADF_UNKNOWN,
                     VT.DISPATCH: FADF_DISPATCH, VT.VARIANT: FADF_VARIANT}.get(vt, 0)
    SAFEARRAY.write(vm.mem, psa, ptr, cDims=dims, fFeatures=features,
                    cbElements=element_size(vt, ptr))
    return psa


def _write_bounds(vm, psa, bounds):
    base = psa + _bounds_at(vm.ptr_size)
    for i, (count, lb) in enumerate(bounds):
        vm.mem.write(base + _BOUND * i, struct.pack("<Ii", count, lb))


def sa_create(vm, vt, bounds):
    """SafeArrayCreate: ``bounds`` [(cElements, lLbound)] in the caller's order; the
    descriptor, or 0 (an element type it cannot hold, no dimension, no memory)."""
    if vt == VT.RECORD:
        raise Unimplemented("OLEAUT32.dll!SafeArrayCreate (VT_RECORD: user-defined types)")
    size = element_size(vt, vm.ptr_size)
    if not bounds or len(bounds) > 0xFFFF or not size:
        return 0
    psa = sa_alloc_descriptor(vm, vt, len(bounds), 0)
    if not psa:
        return 0
    stored = list(reversed(bounds))
    _write_bounds(vm, psa, stored)
    data = vm.heap.alloc(max(1, _cells(stored) * size), zero=True)
    if not data:
        vm.heap.free(psa - HIDDEN)
        return 0
    _sa(vm, psa).pvData = data
    return psa


def sa_create_vector(vm, vt, lbound, count):
    """SafeArrayCreateVector: one dimension, the data in the descriptor's own block."""
    if vt == VT.RECORD:
        raise Unimplemented("OLEAUT32.dll!SafeArrayCreateVector (VT_RECORD)")
    size = element_size(vt, vm.ptr_size)
    if not size:
        return 0
    psa = sa_alloc_descriptor(vm, vt, 1, FADF_CREATEVECTOR, size * count)
    if not psa:
        return 0
    _write_bounds(vm, psa, [(count, lbound)])
    _sa(vm, psa).pvData = psa + _sa_size(vm.ptr_size)
    return psa


def sa_alloc_data(vm, psa):
    """SafeArrayAllocData: zeroed data for the cells the bounds give (none, for an
    element size or a bound still 0); an HRESULT."""
    sa = _sa(vm, psa)
    data = vm.heap.alloc(max(1, _cells(sa_bounds(vm, psa)) * sa.cbElements), zero=True)
    if not data:
        return E_OUTOFMEMORY
    sa.pvData = data
    return S_OK


def sa_destroy_descriptor(vm, psa):
    """Generator: SafeArrayDestroyDescriptor — free the descriptor (a vector's own data
    with it, its elements first); an HRESULT."""
    sa = _sa(vm, psa)
    if sa.cLocks:
        return DISP_E_ARRAYISLOCKED
    if sa.fFeatures & FADF_CREATEVECTOR and not sa.fFeatures & FADF_DATADELETED:
        yield from _destroy_cells(vm, psa, 0)
    if not vm.heap.free(psa - HIDDEN):
        return E_UNEXPECTED
    return S_OK


def sa_get_vartype(vm, psa):
    """SafeArrayGetVartype: the element VARTYPE, or None when the array records none."""
    features = vm.mem.u16(psa + 2)
    if features & FADF_RECORD:
        return VT.RECORD
    if features & FADF_HAVEIID:
        return VT.DISPATCH if features & FADF_DISPATCH else VT.UNKNOWN
    if features & FADF_HAVEVARTYPE:
        return vm.mem.u32(psa - 4) & 0xFFFF
    return None


def sa_lock(vm, psa):
    """SafeArrayLock: S_OK, or E_UNEXPECTED past 65535 locks."""
    sa = _sa(vm, psa)
    if sa.cLocks >= 0xFFFF:
        return E_UNEXPECTED
    sa.cLocks = sa.cLocks + 1
    return S_OK


def sa_unlock(vm, psa):
    """SafeArrayUnlock: S_OK, or E_UNEXPECTED when the array holds no lock."""
    sa = _sa(vm, psa)
    if not sa.cLocks:
        return E_UNEXPECTED
    sa.cLocks = sa.cLocks - 1
    return S_OK


def sa_ptr_of_index(vm, psa, indices_ptr):
    """SafeArrayPtrOfIndex: (HRESULT, address of the element)."""
    bounds = sa_bounds(vm, psa)
    n = len(bounds)
    indices = struct.unpack("<%di" % n, bytes(vm.mem.read(indices_ptr, 4 * n)))
    cell, stride = 0, 1
    # indices[0] goes with the first dimension, stored last; it varies fastest
    for idx, (count, lb) in zip(indices, reversed(bounds)):
        if not lb <= idx < lb + count:
            return DISP_E_BADINDEX, 0
        cell += (idx - lb) * stride
        stride *= count
    sa = _sa(vm, psa)
    return S_OK, sa.pvData + cell * sa.cbElements


def _destroy_cells(vm, psa, first):
    """Generator: free what the cells from ``first`` on own (BSTRs, interfaces,
    VARIANTs)."""
    sa = _sa(vm, psa)
    features, data, size = sa.fFeatures, sa.pvData, sa.cbElements
    if not data or features & FADF_DATADELETED:
        return S_OK
    total = _cells(sa_bounds(vm, psa))
    for i in range(first, total):
        cell = data + i * size
        if features & (FADF_UNKNOWN | FADF_DISPATCH):
            yield from com_release_ptr(vm, vm.mem.uptr(cell))
        elif features & FADF_RECORD:
            raise Unimplemented("OLEAUT32.dll SAFEARRAY of VT_RECORD")
        elif features & FADF_BSTR:
            free_bstr(vm, vm.mem.uptr(cell))
        elif features & FADF_VARIANT:
            yield from variant_clear(vm, cell)
    return S_OK


def sa_destroy_data(vm, psa):
    """Generator: SafeArrayDestroyData — free the elements and the data block (a vector's
    data, inside the descriptor, is marked destroyed; FADF_STATIC data is zeroed)."""
    sa = _sa(vm, psa)
    if sa.cLocks:
        return DISP_E_ARRAYISLOCKED
    yield from _destroy_cells(vm, psa, 0)
    data = sa.pvData
    if data:
        if sa.fFeatures & FADF_STATIC:
            vm.mem.write(data, bytes(_cells(sa_bounds(vm, psa)) * sa.cbElements))
            return S_OK
        if sa.fFeatures & FADF_CREATEVECTOR:
            sa.fFeatures = sa.fFeatures | FADF_DATADELETED
        else:
            vm.heap.free(data)
            sa.pvData = 0
    return S_OK


def sa_destroy(vm, psa):
    """Generator: SafeArrayDestroy — the elements, the data and the descriptor."""
    if not psa:
        return S_OK
    if _sa(vm, psa).cLocks:
        return DISP_E_ARRAYISLOCKED
    hr = yield from sa_destroy_data(vm, psa)
    if hr:
        return hr
    if not vm.heap.free(psa - HIDDEN):
        return E_UNEXPECTED
    return S_OK


def sa_copy(vm, psa):
    """Generator: SafeArrayCopy — (HRESULT, the new array); elements copied as their type
    says (BSTRs duplicated, interfaces AddRef'd, VARIANTs copied)."""
    sa = _sa(vm, psa)
    features, size = sa.fFeatures, sa.cbElements
    if not size:
        return E_INVALIDARG, 0
    if features & FADF_RECORD:
        raise Unimplemented("OLEAUT32.dll!SafeArrayCopy (VT_RECORD)")
    bounds = sa_bounds(vm, psa)
    vt = sa_get_vartype(vm, psa)
    new = sa_alloc_descriptor(vm, vt, len(bounds), 0)     # vt None: none recorded
    if not new:
        return E_OUTOFMEMORY, 0
    out = _sa(vm, new)
    out.fFeatures = features & ~(FADF_CREATEVECTOR | FADF_DATADELETED | FADF_STATIC
                                 | FADF_AUTO | FADF_EMBEDDED)
    out.cbElements = size
    if features & FADF_HAVEIID:
        vm.mem.write(new - HIDDEN, bytes(vm.mem.read(psa - HIDDEN, 16)))
    _write_bounds(vm, new, bounds)
    cells = _cells(bounds)
    data = vm.heap.alloc(max(1, cells * size), zero=True)
    if not data:
        vm.heap.free(new - HIDDEN)
        return E_OUTOFMEMORY, 0
    out.pvData = data
    src = sa.pvData
    if not src or features & FADF_DATADELETED:
        return S_OK, new
    ptr = vm.ptr_size
    if features & FADF_VARIANT:
        step = variant_size(ptr)
        for i in range(cells):
            hr = yield from variant_copy(vm, data + step * i, src + step * i)
            if hr:
                return hr, new
    elif features & FADF_BSTR:
        for i in range(cells):
            b = vm.mem.uptr(src + ptr * i)
            vm.mem.wptr(data + ptr * i, alloc_bstr(vm, bstr_bytes(vm, b)) if b else 0)
    else:
        vm.mem.write(data, bytes(vm.mem.read(src, cells * size)))
        if features & (FADF_UNKNOWN | FADF_DISPATCH):
            for i in range(cells):
                yield from com_addref_ptr(vm, vm.mem.uptr(data + ptr * i))
    return S_OK, new


def sa_put(vm, psa, indices, value_ptr):
    """Generator: SafeArrayPutElement — store a copy of the value at ``value_ptr`` (for a
    BSTR or interface array, ``value_ptr`` is the BSTR / interface itself)."""
    hr = sa_lock(vm, psa)
    if hr:
        return hr
    hr, cell = sa_ptr_of_index(vm, psa, indices)
    if not hr:
        features = vm.mem.u16(psa + 2)
        if features & FADF_VARIANT:
            hr = yield from variant_clear(vm, cell)
            if not hr:
                hr = yield from variant_copy(vm, cell, value_ptr)
        elif features & FADF_BSTR:
            free_bstr(vm, vm.mem.uptr(cell))
            copy = alloc_bstr(vm, bstr_bytes(vm, value_ptr)) if value_ptr else 0
            vm.mem.wptr(cell, copy)
            if value_ptr and not copy:
                hr = E_OUTOFMEMORY
        elif features & (FADF_UNKNOWN | FADF_DISPATCH):
            yield from com_addref_ptr(vm, value_ptr)
            yield from com_release_ptr(vm, vm.mem.uptr(cell))
            vm.mem.wptr(cell, value_ptr)
        elif features & FADF_RECORD:
            raise Unimplemented("OLEAUT32.dll!SafeArrayPutElement (VT_RECORD)")
        else:
            size = vm.mem.u32(psa + 4)
            vm.mem.write(cell, bytes(vm.mem.read(value_ptr, size)))
    sa_unlock(vm, psa)
    return hr


def sa_get(vm, psa, indices, out):
    """Generator: SafeArrayGetElement — a copy of the element into ``out``."""
    hr = sa_lock(vm, psa)
    if hr:
        return hr
    hr, cell = sa_ptr_of_index(vm, psa, indices)
    if not hr:
        features = vm.mem.u16(psa + 2)
        if features & FADF_VARIANT:
            vm.mem.w16(out, VT.EMPTY)      # the destination's old contents are not freed
            hr = yield from variant_copy(vm, out, cell)
        elif features & FADF_BSTR:
            b = vm.mem.uptr(cell)
            copy = alloc_bstr(vm, bstr_bytes(vm, b)) if b else 0
            vm.mem.wptr(out, copy)
            if b and not copy:
                hr = E_OUTOFMEMORY
        elif features & FADF_RECORD:
            raise Unimplemented("OLEAUT32.dll!SafeArrayGetElement (VT_RECORD)")
        else:
            if features & (FADF_UNKNOWN | FADF_DISPATCH):
                yield from com_addref_ptr(vm, vm.mem.uptr(cell))
            size = vm.mem.u32(psa + 4)
            vm.mem.write(out, bytes(vm.mem.read(cell, size)))
    sa_unlock(vm, psa)
    return hr


def sa_redim(vm, psa, count, lbound):
    """Generator: SafeArrayRedim — give the last dimension (stored first) a new lower
    bound and count; cells cut off are freed, new ones read zero."""
    sa = _sa(vm, psa)
    if sa.fFeatures & FADF_FIXEDSIZE:
        return E_INVALIDARG
    if sa.cLocks:
        return DISP_E_ARRAYISLOCKED
    bounds = sa_bounds(vm, psa)
    old_count = bounds[0][0]
    if count < old_count:
        inner = _cells(bounds[1:])
        yield from _destroy_cells(vm, psa, count * inner)
    elif count > old_count:
        inner = _cells(bounds[1:])
        size = sa.cbElements
        old_bytes = old_count * inner * size
        data = vm.heap.alloc(max(1, count * inner * size), zero=True)
        if not data:
            return E_OUTOFMEMORY
        if sa.pvData and old_bytes:
            vm.mem.write(data, bytes(vm.mem.read(sa.pvData, old_bytes)))
        if sa.pvData and not sa.fFeatures & FADF_CREATEVECTOR:
            vm.heap.free(sa.pvData)
        # a vector's new data lives apart from its descriptor from now on
        sa.fFeatures = sa.fFeatures & ~FADF_CREATEVECTOR
        sa.pvData = data
    bounds[0] = (count, lbound)
    _write_bounds(vm, psa, bounds)
    return S_OK
