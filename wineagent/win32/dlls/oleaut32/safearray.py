"""OLEAUT32's SAFEARRAYs: create (by bounds or as a vector, or descriptor and data
apart: AllocDescriptor(Ex), AllocData, DestroyDescriptor), lock and access the data,
elements by index, bounds, dimensions, element type and size, resize, copy, destroy.

The descriptor and its layout (hidden VARTYPE or IID in front, bounds stored last
dimension first, the first index varying fastest) are ``kernel/automation.py``'s; these
handlers check arguments as OLEAUT32 documents and call it. Arrays of VT_RECORD
(user-defined types, which need an IRecordInfo from a type library) stop the guest
naming the call.
"""

import struct

from ....abi.api import BOTH, Unimplemented, api
from ...kernel.automation import (DISP_E_BADINDEX, E_INVALIDARG, FADF_HAVEIID, HIDDEN, S_OK,
                                 VT, sa_alloc_data, sa_alloc_descriptor, sa_destroy_descriptor,
                                 sa_bounds, sa_copy, sa_create, sa_create_vector, sa_destroy,
                                 sa_destroy_data, sa_get, sa_get_vartype, sa_lock,
                                 sa_ptr_of_index, sa_put, sa_redim, sa_unlock)
from ...core.dllnames import OLEAUT32
from ...core.structures import SAFEARRAY

E_UNEXPECTED, E_POINTER = 0x8000FFFF, 0x80004003


@api(OLEAUT32, "SafeArrayCreate", "WORD vt, UINT dims, LPVOID bounds", widths=BOTH)
def SafeArrayCreate(c, vt, dims, bounds):
    """A new array of ``dims`` dimensions (SAFEARRAYBOUNDs, first dimension first), its
    elements zeroed; NULL for no dimension, no bounds or a type no array holds."""
    if not bounds or not dims or dims > 0xFFFF:
        return 0
    raw = bytes(c.vm.mem.read(bounds, 8 * dims))
    return sa_create(c.vm, vt & 0xFFFF, [struct.unpack_from("<Ii", raw, 8 * i)
                                         for i in range(dims)])


@api(OLEAUT32, "SafeArrayCreateVector", "WORD vt, LONG lbound, ULONG count", widths=BOTH)
def SafeArrayCreateVector(c, vt, lbound, count):
    """A one-dimensional array whose data follows its descriptor in one block."""
    return sa_create_vector(c.vm, vt & 0xFFFF, lbound, count)


@api(OLEAUT32, "SafeArrayDestroy", "LPVOID psa", widths=BOTH)
def SafeArrayDestroy(c, psa):
    """Free the elements, the data and the descriptor (DISP_E_ARRAYISLOCKED while
    locked; NULL is S_OK)."""
    result = yield from sa_destroy(c.vm, psa)
    return result


@api(OLEAUT32, "SafeArrayDestroyData", "LPVOID psa", widths=BOTH)
def SafeArrayDestroyData(c, psa):
    """Free the elements and the data, keeping the descriptor."""
    if not psa:
        return E_INVALIDARG
    result = yield from sa_destroy_data(c.vm, psa)
    return result


@api(OLEAUT32, "SafeArrayLock", "LPVOID psa", widths=BOTH)
def SafeArrayLock(c, psa):
    """Count one more lock (E_UNEXPECTED past 65535)."""
    return sa_lock(c.vm, psa) if psa else E_INVALIDARG


@api(OLEAUT32, "SafeArrayUnlock", "LPVOID psa", widths=BOTH)
def SafeArrayUnlock(c, psa):
    """Count one lock less (E_UNEXPECTED when none is held)."""
    return sa_unlock(c.vm, psa) if psa else E_INVALIDARG


@api(OLEAUT32, "SafeArrayAccessData", "LPVOID psa, LPVOID out", widths=BOTH)
def SafeArrayAccessData(c, psa, out):
    """Lock the array and give the address of its data."""
    if not psa or not out:
        return E_INVALIDARG
    if sa_lock(c.vm, psa):
        c.vm.mem.wptr(out, 0)
        return E_UNEXPECTED
    # a pointer cell, and pvData, at the program's width
    c.vm.mem.wptr(out, c.struct(SAFEARRAY, psa).pvData)
    return S_OK


@api(OLEAUT32, "SafeArrayUnaccessData", "LPVOID psa", widths=BOTH)
def SafeArrayUnaccessData(c, psa):
    """Undo one SafeArrayAccessData."""
    return sa_unlock(c.vm, psa) if psa else E_INVALIDARG


@api(OLEAUT32, "SafeArrayPtrOfIndex", "LPVOID psa, LPVOID indices, LPVOID out", widths=BOTH)
def SafeArrayPtrOfIndex(c, psa, indices, out):
    """The address of one element (no lock taken, as documented)."""
    if not psa or not indices or not out:
        return E_INVALIDARG
    hr, addr = sa_ptr_of_index(c.vm, psa, indices)
    if not hr:
        c.vm.mem.wptr(out, addr)
    return hr


@api(OLEAUT32, "SafeArrayPutElement", "LPVOID psa, LPVOID indices, LPVOID value", widths=BOTH)
def SafeArrayPutElement(c, psa, indices, value):
    """Store a copy of ``*value`` (a BSTR or interface array takes the BSTR or interface
    pointer itself, as documented); DISP_E_BADINDEX outside the bounds."""
    if not psa or not indices:
        return E_INVALIDARG
    features = c.vm.mem.u16(psa + 2)
    if not value and not features & 0x700:   # only a BSTR / interface may be NULL
        return E_INVALIDARG
    result = yield from sa_put(c.vm, psa, indices, value)
    return result


@api(OLEAUT32, "SafeArrayGetElement", "LPVOID psa, LPVOID indices, LPVOID out", widths=BOTH)
def SafeArrayGetElement(c, psa, indices, out):
    """A copy of one element (a BSTR duplicated, an interface AddRef'd, a VARIANT
    copied)."""
    if not psa or not indices or not out:
        return E_INVALIDARG
    result = yield from sa_get(c.vm, psa, indices, out)
    return result


def _bound(c, psa, dim, out, upper):
    if not psa or not out:
        return E_INVALIDARG
    bounds = sa_bounds(c.vm, psa)
    if not 1 <= dim <= len(bounds):
        return DISP_E_BADINDEX
    count, lb = bounds[len(bounds) - dim]       # dimension 1 is stored last
    c.vm.mem.w32(out, (lb + count - 1 if upper else lb) & 0xFFFFFFFF)
    return S_OK


@api(OLEAUT32, "SafeArrayGetUBound", "LPVOID psa, UINT dim, LPVOID out", widths=BOTH)
def SafeArrayGetUBound(c, psa, dim, out):
    """The upper bound of dimension ``dim`` (1 is the first)."""
    return _bound(c, psa, dim, out, True)


@api(OLEAUT32, "SafeArrayGetLBound", "LPVOID psa, UINT dim, LPVOID out", widths=BOTH)
def SafeArrayGetLBound(c, psa, dim, out):
    """The lower bound of dimension ``dim`` (1 is the first)."""
    return _bound(c, psa, dim, out, False)


@api(OLEAUT32, "SafeArrayGetDim", "LPVOID psa", widths=BOTH)
def SafeArrayGetDim(c, psa):
    """The number of dimensions (0 for NULL)."""
    return c.vm.mem.u16(psa) if psa else 0


@api(OLEAUT32, "SafeArrayGetElemsize", "LPVOID psa", widths=BOTH)
def SafeArrayGetElemsize(c, psa):
    """The size of one element (0 for NULL)."""
    return c.vm.mem.u32(psa + 4) if psa else 0


@api(OLEAUT32, "SafeArrayGetVartype", "LPVOID psa, LPVOID out", widths=BOTH)
def SafeArrayGetVartype(c, psa, out):
    """The VARTYPE of the elements; E_INVALIDARG when the array records none."""
    if not psa or not out:
        return E_INVALIDARG
    vt = sa_get_vartype(c.vm, psa)
    if vt is None:
        return E_INVALIDARG
    c.vm.mem.w16(out, vt)
    return S_OK


@api(OLEAUT32, "SafeArrayRedim", "LPVOID psa, LPVOID bound", widths=BOTH)
def SafeArrayRedim(c, psa, bound):
    """Change the last dimension's bounds (elements cut off are freed, new ones zero)."""
    if not psa or not bound:
        return E_INVALIDARG
    count, lb = struct.unpack("<Ii", bytes(c.vm.mem.read(bound, 8)))
    result = yield from sa_redim(c.vm, psa, count, lb)
    return result


@api(OLEAUT32, "SafeArrayCopy", "LPVOID psa, LPVOID out", widths=BOTH)
def SafeArrayCopy(c, psa, out):
    """A deep copy of the array (NULL copies to NULL)."""
    if not out:
        return E_INVALIDARG
    c.vm.mem.wptr(out, 0)
    if not psa:
        return S_OK
    hr, new = yield from sa_copy(c.vm, psa)
    if new:
        c.vm.mem.wptr(out, new)
    return hr



@api(OLEAUT32, "SafeArrayCreateEx", "WORD vt, UINT dims, LPVOID bounds, LPVOID extra", widths=BOTH)
def SafeArrayCreateEx(c, vt, dims, bounds, extra):
    """SafeArrayCreate; for VT_UNKNOWN / VT_DISPATCH ``extra`` is the elements' IID."""
    vt &= 0xFFFF
    if vt == VT.RECORD:
        raise Unimplemented("%s!SafeArrayCreateEx (VT_RECORD: user-defined types)" % OLEAUT32)
    psa = SafeArrayCreate(c, vt, dims, bounds)
    if psa and extra and vt in (VT.UNKNOWN, VT.DISPATCH):
        c.vm.mem.write(psa - HIDDEN, bytes(c.vm.mem.read(extra, 16)))
    return psa


@api(OLEAUT32, "SafeArrayCreateVectorEx", "WORD vt, LONG lbound, ULONG count, LPVOID extra",
     widths=BOTH)
def SafeArrayCreateVectorEx(c, vt, lbound, count, extra):
    """SafeArrayCreateVector; for VT_UNKNOWN / VT_DISPATCH ``extra`` is the IID."""
    vt &= 0xFFFF
    if vt == VT.RECORD:
        raise Unimplemented("%s!SafeArrayCreateVectorEx (VT_RECORD)" % OLEAUT32)
    psa = sa_create_vector(c.vm, vt, lbound, count)
    if psa and extra and vt in (VT.UNKNOWN, VT.DISPATCH):
        c.vm.mem.write(psa - HIDDEN, bytes(c.vm.mem.read(extra, 16)))
    return psa


def _descriptor(c, vt, dims, out):
    if not dims or dims > 0xFFFF:
        return E_INVALIDARG
    if not out:
        return E_POINTER
    psa = sa_alloc_descriptor(c.vm, vt, dims, kinds=False)
    c.vm.mem.wptr(out, psa)
    return S_OK if psa else E_UNEXPECTED


@api(OLEAUT32, "SafeArrayAllocDescriptor", "UINT dims, LPVOID out", widths=BOTH)
def SafeArrayAllocDescriptor(c, dims, out):
    """A descriptor of ``dims`` dimensions, everything else zero for the caller to set."""
    return _descriptor(c, None, dims, out)


@api(OLEAUT32, "SafeArrayAllocDescriptorEx", "WORD vt, UINT dims, LPVOID out", widths=BOTH)
def SafeArrayAllocDescriptorEx(c, vt, dims, out):
    """A descriptor that records its element type (and size)."""
    vt &= 0xFFFF
    if vt == VT.RECORD:
        raise Unimplemented("%s!SafeArrayAllocDescriptorEx (VT_RECORD)" % OLEAUT32)
    return _descriptor(c, vt, dims, out)


@api(OLEAUT32, "SafeArrayAllocData", "LPVOID psa", widths=BOTH)
def SafeArrayAllocData(c, psa):
    """Allocate the zeroed data the descriptor's bounds and element size call for."""
    return sa_alloc_data(c.vm, psa) if psa else E_INVALIDARG


@api(OLEAUT32, "SafeArrayDestroyDescriptor", "LPVOID psa", widths=BOTH)
def SafeArrayDestroyDescriptor(c, psa):
    """Free the descriptor (DISP_E_ARRAYISLOCKED while locked; NULL is S_OK)."""
    if not psa:
        return S_OK
    result = yield from sa_destroy_descriptor(c.vm, psa)
    return result


@api(OLEAUT32, "SafeArrayGetIID", "LPVOID psa, LPVOID out", widths=BOTH)
def SafeArrayGetIID(c, psa, out):
    """The IID of an interface array's elements (E_INVALIDARG for other arrays)."""
    if not psa or not out or not c.vm.mem.u16(psa + 2) & FADF_HAVEIID:
        return E_INVALIDARG
    c.vm.mem.write(out, bytes(c.vm.mem.read(psa - HIDDEN, 16)))
    return S_OK


@api(OLEAUT32, "SafeArraySetIID", "LPVOID psa, LPVOID guid", widths=BOTH)
def SafeArraySetIID(c, psa, guid):
    """Set the IID of an interface array's elements."""
    if not psa or not guid or not c.vm.mem.u16(psa + 2) & FADF_HAVEIID:
        return E_INVALIDARG
    c.vm.mem.write(psa - HIDDEN, bytes(c.vm.mem.read(guid, 16)))
    return S_OK
