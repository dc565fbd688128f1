"""OLE32's PROPVARIANTs (PropVariantClear, PropVariantCopy) and ReleaseStgMedium.

A PROPVARIANT is a VARIANT's 16 bytes with more types: strings of the task allocator
(VT_LPSTR, VT_LPWSTR), a CLSID and a BLOB by pointer, clipboard data (VT_CF), streams and
storages, and counted vectors (VT_VECTOR | type: ``cElems`` at offset 8, ``pElems`` at
12). Clear frees what the value owns, as its type says — a BSTR with SysFreeString, the
task allocator's memory with CoTaskMemFree (one heap here), an interface with Release, a
SAFEARRAY with SafeArrayDestroy, each element of a vector and then the vector — and
leaves VT_EMPTY. Copy makes a deep copy into a destination it does not free first, as
documented. A type no PROPVARIANT holds is refused (Wine 8's answers: Clear empties it
and says STG_E_INVALIDPARAMETER, Copy says DISP_E_BADVARTYPE); VT_VERSIONED_STREAM and
vectors of VT_CF stop the guest naming the call.
"""

import struct

from ....abi.api import BOTH, Unimplemented, api
from ...core.winerror import E_OUTOFMEMORY, S_OK
from ...kernel.automation import (VT, alloc_bstr, bstr_bytes, com_addref_ptr,
                                 com_release_ptr, free_bstr, sa_copy, variant_clear,
                                 variant_size)
from ...kernel.globalmem import global_locks
from ...core.dllnames import OLE32

STG_E_INVALIDPARAMETER, DISP_E_BADVARTYPE = 0x80030057, 0x80020008
VT_FILETIME, VT_BLOB, VT_STREAM, VT_STORAGE = 64, 65, 66, 67
VT_STREAMED_OBJECT, VT_STORED_OBJECT, VT_BLOB_OBJECT, VT_CF, VT_CLSID = 68, 69, 70, 71, 72
VT_VERSIONED_STREAM, VT_LPSTR, VT_LPWSTR, VT_VECTOR = 73, 30, 31, 0x1000
_PLAIN = {VT.EMPTY, VT.NULL, VT.I1, VT.UI1, VT.I2, VT.UI2, VT.BOOL, VT.I4, VT.UI4, VT.R4,
          VT.INT, VT.UINT, VT.ERROR, VT.I8, VT.UI8, VT.R8, VT.CY, VT.DATE, VT_FILETIME,
          VT.DECIMAL}
_INTERFACES = {VT.UNKNOWN, VT.DISPATCH, VT_STREAM, VT_STORAGE, VT_STREAMED_OBJECT,
               VT_STORED_OBJECT}
_OWNED = {VT.BSTR, VT_LPSTR, VT_LPWSTR, VT_CLSID, VT_BLOB, VT_BLOB_OBJECT, VT_CF}
#: Element sizes of the vectors a PROPVARIANT may hold (None: the program's pointer
#: size; VT_VARIANT: a PROPVARIANT, 16 bytes or 24 in a 64-bit program).
_VECTOR = {VT.I1: 1, VT.UI1: 1, VT.I2: 2, VT.UI2: 2, VT.BOOL: 2, VT.I4: 4, VT.UI4: 4,
           VT.R4: 4, VT.ERROR: 4, VT.I8: 8, VT.UI8: 8, VT.R8: 8, VT.CY: 8, VT.DATE: 8,
           VT_FILETIME: 8, VT_CLSID: 16, VT.BSTR: None, VT_LPSTR: None, VT_LPWSTR: None,
           VT.VARIANT: "PROPVARIANT"}


def _element_size(vm, base):
    size = _VECTOR[base]
    if size is None:
        return vm.ptr_size
    if size == "PROPVARIANT":
        return variant_size(vm.ptr_size)
    return size


# In a PROPVARIANT the value is at 8; its pointers (and a BLOB's or a vector's, after
# their ULONG count, at the pointer's alignment) are pointer-sized; a CLIPDATA's
# pClipData is at 8 at both widths (after cbSize and ulClipFmt).
_ARRAY_OK = _PLAIN - {VT.EMPTY, VT.NULL, VT_FILETIME} | {VT.BSTR, VT.VARIANT, VT.UNKNOWN,
                                                          VT.DISPATCH}


def _valid(vt):
    base = vt & 0xFFF
    if vt & VT.BYREF:
        return True
    if vt == VT_VECTOR | VT_CF:
        raise Unimplemented("%s PROPVARIANT of VT_VECTOR | VT_CF" % OLE32)
    if vt & VT_VECTOR:
        return not vt & (VT.ARRAY | 0x8000) and base in _VECTOR
    if vt & VT.ARRAY:
        return base in _ARRAY_OK
    if vt == VT_VERSIONED_STREAM:
        raise Unimplemented("%s PROPVARIANT of VT_VERSIONED_STREAM" % OLE32)
    return base == vt and (vt in _PLAIN or vt in _INTERFACES or vt in _OWNED)


def _free_element(vm, base, p):
    """Generator: free what one element of type ``base`` at ``p`` owns."""
    mem = vm.mem
    if base == VT.BSTR:
        free_bstr(vm, mem.uptr(p))
    elif base in (VT_LPSTR, VT_LPWSTR, VT_CLSID):
        if mem.uptr(p):
            vm.heap.free(mem.uptr(p))
    elif base in (VT_BLOB, VT_BLOB_OBJECT):
        if mem.uptr(p + vm.ptr_size):
            vm.heap.free(mem.uptr(p + vm.ptr_size))
    elif base == VT_CF:
        clip = mem.uptr(p)
        if clip:
            if mem.uptr(clip + 8):
                vm.heap.free(mem.uptr(clip + 8))
            vm.heap.free(clip)
    elif base in _INTERFACES:
        yield from com_release_ptr(vm, mem.uptr(p))
    elif base == VT.VARIANT:
        yield from _clear(vm, p)


def _clear(vm, pv):
    """Generator: PropVariantClear's work; an HRESULT."""
    vt = vm.mem.u16(pv)
    whole = variant_size(vm.ptr_size)
    if not _valid(vt):
        vm.mem.write(pv, bytes(whole))   # refused, and emptied all the same
        return STG_E_INVALIDPARAMETER
    if vt & VT.BYREF:
        pass
    elif vt & VT_VECTOR:
        base = vt & 0xFFF
        count, elems = vm.mem.u32(pv + 8), vm.mem.uptr(pv + 8 + vm.ptr_size)
        if elems:
            size = _element_size(vm, base)
            for i in range(count):
                yield from _free_element(vm, base, elems + i * size)
            vm.heap.free(elems)
    elif vt & VT.ARRAY:
        hr = yield from variant_clear(vm, pv)
        return hr
    else:
        yield from _free_element(vm, vt, pv + 8)
    vm.mem.write(pv, bytes(whole))
    return S_OK


@api(OLE32, "PropVariantClear", "LPVOID pv", widths=BOTH)
def PropVariantClear(c, pv):
    """Free what a PROPVARIANT owns and leave it VT_EMPTY (NULL is S_OK)."""
    if not pv:
        return S_OK
    result = yield from _clear(c.vm, pv)
    return result


def _dup(vm, data):
    p = vm.heap.alloc(max(1, len(data)))
    if p and data:
        vm.mem.write(p, data)
    return p


def _copy_element(vm, base, src, dst):
    """Generator: deep-copy one element (its bytes already copied to ``dst``)."""
    mem = vm.mem
    ptr = vm.ptr_size
    if base == VT.BSTR:
        b = mem.uptr(src)
        mem.wptr(dst, alloc_bstr(vm, bstr_bytes(vm, b)) if b else 0)
    elif base == VT_LPSTR:
        p = mem.uptr(src)
        mem.wptr(dst, _dup(vm, mem.cstr(p).encode("cp1252", "replace") + b"\0") if p else 0)
    elif base == VT_LPWSTR:
        p = mem.uptr(src)
        mem.wptr(dst, _dup(vm, mem.wstr(p).encode("utf-16-le") + b"\0\0") if p else 0)
    elif base == VT_CLSID:
        p = mem.uptr(src)
        mem.wptr(dst, _dup(vm, bytes(mem.read(p, 16))) if p else 0)
    elif base in (VT_BLOB, VT_BLOB_OBJECT):
        size, p = mem.u32(src), mem.uptr(src + ptr)
        mem.wptr(dst + ptr, _dup(vm, bytes(mem.read(p, size))) if p else 0)
    elif base == VT_CF:
        clip = mem.uptr(src)
        if clip:
            size, fmt = struct.unpack("<Ii", bytes(mem.read(clip, 8)))
            data = mem.uptr(clip + 8)
            n = max(0, size - 4)                 # cbSize counts ulClipFmt too
            new = _dup(vm, struct.pack("<Ii", size, fmt) + bytes(ptr))   # CLIPDATA
            if data:
                mem.wptr(new + 8, _dup(vm, bytes(mem.read(data, n))))
            mem.wptr(dst, new)
    elif base in _INTERFACES:
        yield from com_addref_ptr(vm, mem.uptr(src))
    elif base == VT.VARIANT:
        hr = yield from _copy(vm, dst, src)
        return hr
    return S_OK


def _copy(vm, dst, src):
    """Generator: PropVariantCopy's work; an HRESULT."""
    vt = vm.mem.u16(src)
    if not _valid(vt):
        return DISP_E_BADVARTYPE
    ptr = vm.ptr_size
    raw = bytes(vm.mem.read(src, variant_size(ptr)))
    vm.mem.write(dst, raw)
    if vt & VT.BYREF:
        return S_OK
    if vt & VT.ARRAY:
        vm.mem.wptr(dst + 8, 0)
        psa = vm.mem.uptr(src + 8)
        if psa:
            hr, new = yield from sa_copy(vm, psa)
            if hr:
                return hr
            vm.mem.wptr(dst + 8, new)
        return S_OK
    if vt & VT_VECTOR:
        base = vt & 0xFFF
        count, elems = vm.mem.u32(src + 8), vm.mem.uptr(src + 8 + ptr)
        size = _element_size(vm, base)
        new = vm.heap.alloc(max(1, count * size))
        if not new:
            return E_OUTOFMEMORY
        if elems and count:
            vm.mem.write(new, bytes(vm.mem.read(elems, count * size)))
            for i in range(count):
                yield from _copy_element(vm, base, elems + i * size, new + i * size)
        vm.mem.wptr(dst + 8 + ptr, new)
        return S_OK
    hr = yield from _copy_element(vm, vt, src + 8, dst + 8)
    return hr


@api(OLE32, "PropVariantCopy", "LPVOID dst, LPVOID src", widths=BOTH)
def PropVariantCopy(c, dst, src):
    """A deep copy of ``src`` into ``dst`` (whose old contents are not freed)."""
    result = yield from _copy(c.vm, dst, src)
    return result


# -- STGMEDIUM ----------------------------------------------------------------------------
TYMED_NULL, TYMED_HGLOBAL, TYMED_FILE, TYMED_ISTREAM, TYMED_ISTORAGE = 0, 1, 2, 4, 8


@api(OLE32, "ReleaseStgMedium", "LPVOID medium", widths=BOTH)
def ReleaseStgMedium(c, medium):
    """Free a STGMEDIUM's storage as its ``tymed`` says, unless ``pUnkForRelease`` owns
    it (then that is released instead); streams and storages are released either way."""
    vm = c.vm
    if not medium:
        return 0
    # STGMEDIUM: tymed, the union (a handle or pointer), pUnkForRelease: pointer-sized
    ptr = vm.ptr_size
    tymed, data, owner = vm.mem.u32(medium), vm.mem.uptr(medium + ptr), \
        vm.mem.uptr(medium + 2 * ptr)
    if tymed in (TYMED_ISTREAM, TYMED_ISTORAGE):
        yield from com_release_ptr(vm, data)
    elif tymed == TYMED_HGLOBAL:
        if not owner and data:
            global_locks(vm).pop(data, None)
            vm.heap.free(data)
    elif tymed != TYMED_NULL and not owner:
        raise Unimplemented("%s!ReleaseStgMedium (TYMED %d)" % (OLE32, tymed))
    yield from com_release_ptr(vm, owner)
    # TYMED_NULL and no owner; the handle field keeps its (now stale) value, as in Wine
    vm.mem.w32(medium, TYMED_NULL)
    vm.mem.wptr(medium + 2 * ptr, 0)
    return 0

