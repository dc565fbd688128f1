"""OLEAUT32 basics: BSTRs and VARIANTs.

A BSTR points at UTF-16 text preceded by its length in bytes (a DWORD) and followed by a
NUL; it lives on the guest heap, so the guest may read the length prefix itself. A
VARIANT is 16 bytes: ``vt`` then the value at offset 8. VariantChangeType converts
between the scalar types and BSTR as the "C" locale formats numbers; other pairs stop
the guest naming them.
"""

import struct

from ....abi.api import GuestCall, Unimplemented, api

OA = "OLEAUT32.dll"
S_OK, E_INVALIDARG, E_OUTOFMEMORY = 0, 0x80070057, 0x8007000E
DISP_E_BADVARTYPE, DISP_E_TYPEMISMATCH = 0x80020008, 0x80020005
VT_EMPTY, VT_NULL, VT_I2, VT_I4, VT_R4, VT_R8 = 0, 1, 2, 3, 4, 5
VT_BSTR, VT_DISPATCH, VT_BOOL, VT_UNKNOWN = 8, 9, 11, 13
VT_I1, VT_UI1, VT_UI2, VT_UI4, VT_INT, VT_UINT = 16, 17, 18, 19, 22, 23
VT_BYREF, VT_ARRAY = 0x4000, 0x2000
_INTS = {VT_I1: ("b", 1), VT_UI1: ("B", 1), VT_I2: ("h", 2), VT_UI2: ("H", 2),
         VT_I4: ("i", 4), VT_UI4: ("I", 4), VT_INT: ("i", 4), VT_UINT: ("I", 4)}


# -- BSTR ---------------------------------------------------------------------------------
def alloc_bstr(vm, data):
    """A new BSTR holding ``data`` (bytes); returns the pointer to the text."""
    block = vm.heap.alloc(4 + len(data) + 2)
    vm.mem.w32(block, len(data))
    vm.mem.write(block + 4, data + b"\0\0")
    return block + 4


def bstr_text(vm, bstr):
    """The text of a BSTR (by its length prefix; NULL is the empty string)."""
    if not bstr:
        return ""
    return bytes(vm.mem.read(bstr, vm.mem.u32(bstr - 4))).decode("utf-16-le", "replace")


def free_bstr(vm, bstr):
    if bstr:
        vm.heap.free(bstr - 4)


@api(OA, "SysAllocString", "LPCWSTR text")
def SysAllocString(c, text):
    return 0 if text is None else alloc_bstr(c.vm, text.encode("utf-16-le"))


@api(OA, "SysAllocStringLen", "LPVOID text, UINT n")
def SysAllocStringLen(c, text, n):
    data = bytes(c.vm.mem.read(text, 2 * n)) if text else bytes(2 * n)
    return alloc_bstr(c.vm, data)


@api(OA, "SysAllocStringByteLen", "LPVOID text, UINT n")
def SysAllocStringByteLen(c, text, n):
    data = bytes(c.vm.mem.read(text, n)) if text else bytes(n)
    return alloc_bstr(c.vm, data)


@api(OA, "SysFreeString", "LPVOID bstr")
def SysFreeString(c, bstr):
    free_bstr(c.vm, bstr)


@api(OA, "SysStringLen", "LPVOID bstr")
def SysStringLen(c, bstr):
    return c.vm.mem.u32(bstr - 4) // 2 if bstr else 0


@api(OA, "SysStringByteLen", "LPVOID bstr")
def SysStringByteLen(c, bstr):
    return c.vm.mem.u32(bstr - 4) if bstr else 0


@api(OA, "SysReAllocString", "LPVOID pbstr, LPCWSTR text")
def SysReAllocString(c, pbstr, text):
    vm = c.vm
    new = alloc_bstr(vm, (text or "").encode("utf-16-le"))
    free_bstr(vm, vm.mem.u32(pbstr))
    vm.mem.w32(pbstr, new)
    return 1


@api(OA, "SysReAllocStringLen", "LPVOID pbstr, LPVOID text, UINT n")
def SysReAllocStringLen(c, pbstr, text, n):
    vm = c.vm
    new = alloc_bstr(vm, bytes(vm.mem.read(text, 2 * n)) if text else bytes(2 * n))
    free_bstr(vm, vm.mem.u32(pbstr))
    vm.mem.w32(pbstr, new)
    return 1


# -- VARIANT ------------------------------------------------------------------------------
def _release(vm, obj):
    """Generator: IUnknown::Release on ``obj`` (vtable slot 2)."""
    if obj:
        yield GuestCall(vm.mem.u32(vm.mem.u32(obj) + 8), (obj,))


def _addref(vm, obj):
    if obj:
        yield GuestCall(vm.mem.u32(vm.mem.u32(obj) + 4), (obj,))


def _clear(vm, var):
    """Generator: VariantClear's work; returns an HRESULT."""
    vt = vm.mem.u16(var)
    if vt & VT_ARRAY and not vt & VT_BYREF:
        raise Unimplemented("OLEAUT32.dll!VariantClear (SAFEARRAY variants)")
    if not vt & VT_BYREF:
        if vt == VT_BSTR:
            free_bstr(vm, vm.mem.u32(var + 8))
        elif vt in (VT_DISPATCH, VT_UNKNOWN):
            yield from _release(vm, vm.mem.u32(var + 8))
    vm.mem.write(var, bytes(16))
    return S_OK


@api(OA, "VariantInit", "LPVOID var")
def VariantInit(c, var):
    c.vm.mem.w16(var, VT_EMPTY)


@api(OA, "VariantClear", "LPVOID var")
def VariantClear(c, var):
    result = yield from _clear(c.vm, var)
    return result


@api(OA, "VariantCopy", "LPVOID dst, LPVOID src")
def VariantCopy(c, dst, src):
    vm = c.vm
    if dst != src:
        yield from _clear(vm, dst)
        vt = vm.mem.u16(src)
        vm.mem.write(dst, bytes(vm.mem.read(src, 16)))
        if vt == VT_BSTR:
            b = vm.mem.u32(src + 8)
            vm.mem.w32(dst + 8, alloc_bstr(vm, bytes(vm.mem.read(b, vm.mem.u32(b - 4)))) if b else 0)
        elif vt in (VT_DISPATCH, VT_UNKNOWN):
            yield from _addref(vm, vm.mem.u32(src + 8))
    return S_OK


def _value(vm, var, vt):
    """A VARIANT's value as a Python number or str."""
    raw = bytes(vm.mem.read(var + 8, 8))
    if vt in _INTS:
        fmt, _n = _INTS[vt]
        return struct.unpack_from("<" + fmt, raw)[0]
    if vt == VT_BOOL:
        return struct.unpack_from("<h", raw)[0]
    if vt == VT_R8:
        return struct.unpack_from("<d", raw)[0]
    if vt == VT_R4:
        return struct.unpack_from("<f", raw)[0]
    if vt == VT_BSTR:
        return bstr_text(vm, struct.unpack_from("<I", raw)[0])
    if vt == VT_EMPTY:
        return 0
    return None


def _convert(value, vt):
    if vt == VT_BSTR:
        if isinstance(value, float):
            return ("%.15g" % value)
        return str(value)
    if isinstance(value, str):
        text = value.strip()
        try:
            value = float(text) if vt in (VT_R4, VT_R8) else int(text, 10)
        except ValueError:
            if vt == VT_BOOL and text.lower() in ("true", "false"):
                return -1 if text.lower() == "true" else 0
            raise ValueError(text)
    if vt == VT_BOOL:
        return -1 if value else 0
    if vt in (VT_R4, VT_R8):
        return float(value)
    fmt, n = _INTS[vt]
    v = int(round(value)) if isinstance(value, float) else int(value)
    lo, hi = (0, (1 << (8 * n)) - 1) if fmt.isupper() else (-(1 << (8 * n - 1)), (1 << (8 * n - 1)) - 1)
    if not lo <= v <= hi:
        raise OverflowError(v)
    return v


@api(OA, "VariantChangeType", "LPVOID dst, LPVOID src, WORD flags, WORD vt")
def VariantChangeType(c, dst, src, flags, vt):
    vm = c.vm
    svt = vm.mem.u16(src)
    scalar = set(_INTS) | {VT_BOOL, VT_R4, VT_R8, VT_BSTR, VT_EMPTY}
    if svt not in scalar or vt not in scalar - {VT_EMPTY}:
        raise Unimplemented("OLEAUT32.dll!VariantChangeType (VT %d to VT %d)" % (svt, vt))
    try:
        value = _convert(_value(vm, src, svt), vt)
    except ValueError:
        return DISP_E_TYPEMISMATCH
    except OverflowError:
        return 0x8002000A      # DISP_E_OVERFLOW
    if dst != src:
        yield from _clear(vm, dst)
    elif svt == VT_BSTR:
        free_bstr(vm, vm.mem.u32(src + 8))
    out = bytearray(16)
    struct.pack_into("<H", out, 0, vt)
    if vt == VT_BSTR:
        struct.pack_into("<I", out, 8, alloc_bstr(vm, value.encode("utf-16-le")))
    elif vt == VT_BOOL:
        struct.pack_into("<h", out, 8, value)
    elif vt == VT_R8:
        struct.pack_into("<d", out, 8, value)
    elif vt == VT_R4:
        struct.pack_into("<f", out, 8, value)
    else:
        struct.pack_into("<" + _INTS[vt][0], out, 8, value)
    vm.mem.write(dst, bytes(out))
    return S_OK
