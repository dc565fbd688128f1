"""OLEAUT32 basics: BSTRs and VARIANTs (``kernel/automation.py`` holds their layouts).

A BSTR points at UTF-16 text preceded by its length in bytes (a DWORD) and followed by a
NUL; it lives on the guest heap, so the guest may read the length prefix itself. A
VARIANT is 16 bytes: ``vt`` then the value at offset 8. VariantClear frees what the
VARIANT owns (a BSTR, an array, a reference on an interface); VariantCopy copies it
deeply; VariantCopyInd also follows a VT_BYREF to the value. Conversions are in
``oleaut32_convert.py``, SAFEARRAYs in ``oleaut32_safearray.py``.
"""

from ....abi.api import BOTH, api
from ...kernel.automation import (alloc_bstr, free_bstr, variant_clear,
                                 variant_copy, variant_copy_ind)
from ...core.dllnames import OLEAUT32

S_OK, E_INVALIDARG = 0, 0x80070057
VT_EMPTY = 0


# -- BSTR ---------------------------------------------------------------------------------
@api(OLEAUT32, "SysAllocString", "LPCWSTR text", widths=BOTH)
def SysAllocString(c, text):
    return 0 if text is None else alloc_bstr(c.vm, text.encode("utf-16-le"))


@api(OLEAUT32, "SysAllocStringLen", "LPVOID text, UINT n", widths=BOTH)
def SysAllocStringLen(c, text, n):
    data = bytes(c.vm.mem.read(text, 2 * n)) if text else bytes(2 * n)
    return alloc_bstr(c.vm, data)


@api(OLEAUT32, "SysAllocStringByteLen", "LPVOID text, UINT n", widths=BOTH)
def SysAllocStringByteLen(c, text, n):
    data = bytes(c.vm.mem.read(text, n)) if text else bytes(n)
    return alloc_bstr(c.vm, data)


@api(OLEAUT32, "SysFreeString", "LPVOID bstr", widths=BOTH)
def SysFreeString(c, bstr):
    free_bstr(c.vm, bstr)


@api(OLEAUT32, "SysStringLen", "LPVOID bstr", widths=BOTH)
def SysStringLen(c, bstr):
    return c.vm.mem.u32(bstr - 4) // 2 if bstr else 0


@api(OLEAUT32, "SysStringByteLen", "LPVOID bstr", widths=BOTH)
def SysStringByteLen(c, bstr):
    return c.vm.mem.u32(bstr - 4) if bstr else 0


@api(OLEAUT32, "SysReAllocString", "LPVOID pbstr, LPCWSTR text", widths=BOTH)
def SysReAllocString(c, pbstr, text):
    vm = c.vm
    new = alloc_bstr(vm, (text or "").encode("utf-16-le"))
    free_bstr(vm, vm.mem.uptr(pbstr))        # BSTR *: the program's pointer size
    vm.mem.wptr(pbstr, new)
    return 1


@api(OLEAUT32, "SysReAllocStringLen", "LPVOID pbstr, LPVOID text, UINT n", widths=BOTH)
def SysReAllocStringLen(c, pbstr, text, n):
    vm = c.vm
    new = alloc_bstr(vm, bytes(vm.mem.read(text, 2 * n)) if text else bytes(2 * n))
    free_bstr(vm, vm.mem.uptr(pbstr))        # BSTR *: the program's pointer size
    vm.mem.wptr(pbstr, new)
    return 1


# -- VARIANT ------------------------------------------------------------------------------
@api(OLEAUT32, "VariantInit", "LPVOID var", widths=BOTH)
def VariantInit(c, var):
    c.vm.mem.w16(var, VT_EMPTY)


@api(OLEAUT32, "VariantClear", "LPVOID var", widths=BOTH)
def VariantClear(c, var):
    result = yield from variant_clear(c.vm, var)
    return result


@api(OLEAUT32, "VariantCopy", "LPVOID dst, LPVOID src", widths=BOTH)
def VariantCopy(c, dst, src):
    result = yield from variant_copy(c.vm, dst, src)
    return result


@api(OLEAUT32, "VariantCopyInd", "LPVOID dst, LPVOID src", widths=BOTH)
def VariantCopyInd(c, dst, src):
    """VariantCopy, a VT_BYREF source copied as the value it points at."""
    result = yield from variant_copy_ind(c.vm, dst, src)
    return result

