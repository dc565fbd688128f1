"""OLEAUT32's wire marshalling of VARIANTs for MIDL-generated proxies and stubs:
VARIANT_UserSize, VARIANT_UserMarshal, VARIANT_UserUnmarshal, VARIANT_UserFree.

A VARIANT travels as MS-OAUT's wireVARIANT (2.2.29.2), 8-byte aligned: a 20-byte header
(``clSize``, the whole wire size in 8-byte units; ``rpcReserved`` 0; the VARTYPE and its
three reserved words; the union's switch, the VARTYPE with VT_ARRAY's element type
cleared), then the value at its own alignment. A VT_DECIMAL carries the VARIANT's whole 16
bytes (the DECIMAL's reserved word is the VARTYPE). A VT_BYREF value is a DWORD holding the
referenced size (at least 4) and then the value; a VT_BSTR a non-zero pointer mark and the
FLAGGED_WORD_BLOB of BSTR_UserMarshal (oleaut32/marshal.py); a VT_VARIANT|VT_BYREF the
size of a VARIANT, the mark "User" and the inner VARIANT's own wire form. The sizes and
offsets are those Wine's usrmarshal.c test records of Windows.

Unmarshalling writes into the caller's VARIANT (cleared first when its type differs),
reusing the memory a by-reference VARIANT of the same type already points at, else
allocating it with CoTaskMemAlloc; _UserFree frees what unmarshalling allocated.
A VT_ARRAY value is a pointer mark and the array's wire form (sawire.py, whose element
types it shares). Interface pointers (VT_UNKNOWN, VT_DISPATCH: they need
CoMarshalInterface) and records (VT_RECORD) stop the guest naming the call.
"""

import struct

from ....abi.api import BOTH, Unimplemented, api
from ...kernel.automation import (VT, alloc_bstr, bstr_bytes, free_bstr, sa_destroy,
                                  variant_clear, variant_size)
from . import sawire
from ...core.dllnames import OLEAUT32

HEADER = 20
USER_MARK = 0x72657355            # "User"
_SIZES = {VT.I1: 1, VT.UI1: 1, VT.I2: 2, VT.UI2: 2, VT.BOOL: 2, VT.I4: 4, VT.UI4: 4,
          VT.R4: 4, VT.INT: 4, VT.UINT: 4, VT.ERROR: 4, 25: 4,           # 25: VT_HRESULT
          VT.I8: 8, VT.UI8: 8, VT.R8: 8, VT.CY: 8, VT.DATE: 8, VT.DECIMAL: 16}


def _mark(ptr):
    """A pointer's 4-byte mark on the wire: 0 for NULL, else non-zero (the low half of
    the pointer, which is all a 32-bit program has)."""
    return 0 if not ptr else (ptr & 0xFFFFFFFF) or 1


def _align(p, n):
    return (p + n - 1) & ~(n - 1)


def _alignment(base):
    return 8 if _SIZES.get(base, 4) >= 8 else _SIZES.get(base, 4)


def _check(vt, name):
    base = vt & 0xFFF
    if vt & VT.ARRAY:
        return                          # the elements are sawire.py's to check
    if base in (VT.UNKNOWN, VT.DISPATCH):
        raise Unimplemented("OLEAUT32.dll!%s (interface pointers: CoMarshalInterface)" % name)
    if base == VT.RECORD:
        raise Unimplemented("OLEAUT32.dll!%s (VT_RECORD)" % name)
    if base not in _SIZES and base not in (VT.EMPTY, VT.NULL, VT.BSTR, VT.VARIANT):
        raise Unimplemented("OLEAUT32.dll!%s (VARTYPE %#x)" % (name, vt))
    if base == VT.VARIANT and not vt & VT.BYREF:
        raise Unimplemented("OLEAUT32.dll!%s (VT_VARIANT without VT_BYREF)" % name)


def _bstr_wire(vm, b):
    """A BSTR's FLAGGED_WORD_BLOB: word count, byte length (0xFFFFFFFF: NULL), word
    count, then whole words from the string's memory (an odd length carries the byte
    after it, as Windows sends it)."""
    data = bstr_bytes(vm, b)
    words = (len(data) + 1) // 2
    body = bytes(vm.mem.read(b, 2 * words)) if words else b""
    return struct.pack("<III", words, len(data) if b else 0xFFFFFFFF, words) + body


class _Wire:
    """The pieces of a wire form at their offsets: padding is skipped, not written, so a
    marshalled buffer keeps whatever its padding bytes held (as Windows leaves them)."""

    def __init__(self, start):
        self.start, self.end, self.pieces = start, start, []

    def pad(self, n):
        self.end = _align(self.end, n)

    def put(self, data):
        self.pieces.append((self.end, data))
        self.end += len(data)


def encode(vm, var, wire):
    """Add the wire form of the VARIANT at ``var`` to ``wire`` (at its 8-aligned end)."""
    mem = vm.mem
    vt, r1, r2, r3 = struct.unpack("<4H", bytes(mem.read(var, 8)))
    _check(vt, "VARIANT_UserMarshal")
    base = vt & 0xFFF
    wire.pad(8)
    head = len(wire.pieces)
    begin = wire.end
    wire.put(b"")                       # the header, filled in when the size is known
    wire.end += HEADER
    # the value's pointers (an array, a reference, a BSTR) are pointer-sized cells
    if vt & VT.ARRAY:
        psa = mem.uptr(var + 8)
        wire.pad(4)
        if vt & VT.BYREF:
            wire.put(struct.pack("<I", 4))
            psa = mem.uptr(psa) if psa else 0
        wire.put(struct.pack("<I", _mark(psa)))
        pieces, wire.end = sawire.encode(vm, psa, wire.end, "VARIANT_UserMarshal")
        wire.pieces.extend(pieces)
    elif vt & VT.BYREF:
        ref = mem.uptr(var + 8)
        wire.pad(4)
        if base == VT.VARIANT:
            # the referenced size: sizeof(VARIANT), 24 in a 64-bit program
            wire.put(struct.pack("<II", variant_size(vm.ptr_size), USER_MARK))
            encode(vm, ref, wire)
        elif base == VT.BSTR:
            b = mem.uptr(ref)
            wire.put(struct.pack("<II", 4, _mark(b)))
            wire.put(_bstr_wire(vm, b))
        else:
            size = _SIZES[base]
            wire.put(struct.pack("<I", max(size, 4)))
            wire.pad(_alignment(base))
            wire.put(bytes(mem.read(ref, size)))
    elif base == VT.BSTR:
        b = mem.uptr(var + 8)
        wire.pad(4)
        wire.put(struct.pack("<I", _mark(b)))
        wire.put(_bstr_wire(vm, b))
    elif base == VT.DECIMAL:
        wire.pad(8)
        wire.put(bytes(mem.read(var, 16)))
    elif base in _SIZES:
        wire.pad(_alignment(base))
        wire.put(bytes(mem.read(var + 8, _SIZES[base])))
    switch = vt & ~0xFFF if vt & VT.ARRAY else vt     # an array's arm is VT_ARRAY's
    wire.pieces[head] = (begin, struct.pack("<II4HI", (wire.end - begin + 7) >> 3, 0, vt, r1,
                                            r2, r3, switch))


@api(OLEAUT32, "VARIANT_UserSize", "LPVOID flags, ULONG start, LPVOID var", widths=BOTH)
def VARIANT_UserSize(c, flags, start, var):
    """The wire size after ``start``: aligned to 8, then the wireVARIANT."""
    wire = _Wire(start)
    encode(c.vm, var, wire)
    return wire.end


@api(OLEAUT32, "VARIANT_UserMarshal", "LPVOID flags, LPVOID buf, LPVOID var", widths=BOTH)
def VARIANT_UserMarshal(c, flags, buf, var):
    """Write the VARIANT at ``buf`` (aligned to 8); the next free byte."""
    wire = _Wire(buf)
    encode(c.vm, var, wire)
    for at, data in wire.pieces:
        if data:
            c.vm.mem.write(at, data)
    return wire.end


def _decode(c, p, var):
    """Generator: read a wireVARIANT at ``p`` (8-aligned) into the VARIANT ``var``;
    returns the next byte."""
    vm = c.vm
    mem = vm.mem
    _cl, _res, vt, r1, r2, r3, _switch = struct.unpack("<II4HI", bytes(mem.read(p, HEADER)))
    _check(vt, "VARIANT_UserUnmarshal")
    base = vt & 0xFFF
    ptr = vm.ptr_size
    old_vt, old_ref = mem.u16(var), mem.uptr(var + 8)
    reuse = old_ref if old_vt == vt and vt & VT.BYREF else 0
    if old_vt != vt:
        yield from variant_clear(vm, var)
    q = p + HEADER
    if vt & VT.ARRAY:
        q = _align(q, 4) + 4
        if vt & VT.BYREF:
            q += 4
            slot = reuse or vm.heap.alloc(ptr, zero=True)
        else:
            slot = var + 8
        mem.write(var, struct.pack("<4H", vt, r1, r2, r3))
        if vt & VT.BYREF:
            mem.wptr(var + 8, slot)
        return sawire.decode(c, q, slot)
    if vt & VT.BYREF:
        q = _align(q, 4) + 4
        if base == VT.VARIANT:
            q = _align(q + 4, 8)
            ref = reuse or vm.heap.alloc(variant_size(ptr), zero=True)
            q = yield from _decode(c, q, ref)
        elif base == VT.BSTR:
            q += 4
            ref = reuse or vm.heap.alloc(ptr, zero=True)
            q = _read_bstr(vm, q, ref)
        else:
            size = _SIZES[base]
            q = _align(q, _alignment(base))
            ref = reuse or vm.heap.alloc(size)
            mem.write(ref, bytes(mem.read(q, size)))
            q += size
        mem.write(var, struct.pack("<4H", vt, r1, r2, r3))
        mem.wptr(var + 8, ref)
        return q
    if base == VT.DECIMAL:
        q = _align(q, 8)
        mem.write(var, bytes(mem.read(q, 16)))
        mem.w16(var, vt)
        return q + 16
    mem.write(var, struct.pack("<4H", vt, r1, r2, r3))
    if base == VT.BSTR:
        q = _align(q, 4) + 4
        return _read_bstr(vm, q, var + 8)
    if base in _SIZES:
        size = _SIZES[base]
        q = _align(q, _alignment(base))
        mem.write(var + 8, bytes(mem.read(q, size)))
        return q + size
    return q


def _read_bstr(vm, q, slot):
    """Read a FLAGGED_WORD_BLOB at ``q`` (4-aligned) into the BSTR at ``slot`` (its old
    string freed); the next byte."""
    q = _align(q, 4)
    words, size, _ = struct.unpack("<III", bytes(vm.mem.read(q, 12)))
    old = vm.mem.uptr(slot)
    new = 0 if size == 0xFFFFFFFF else alloc_bstr(vm, bytes(vm.mem.read(q + 12, size)))
    free_bstr(vm, old)
    vm.mem.wptr(slot, new)
    return q + 12 + 2 * words


@api(OLEAUT32, "VARIANT_UserUnmarshal", "LPVOID flags, LPVOID buf, LPVOID var", widths=BOTH)
def VARIANT_UserUnmarshal(c, flags, buf, var):
    """Read the VARIANT at ``buf`` into ``var``; the next byte."""
    return (yield from _decode(c, _align(buf, 8), var))


def _free(vm, var):
    vt = vm.mem.u16(var)
    if not vt & VT.BYREF:
        yield from variant_clear(vm, var)
        return
    ref, base = vm.mem.uptr(var + 8), vt & 0xFFF
    if ref:
        if vt & VT.ARRAY:
            psa = vm.mem.uptr(ref)
            if psa:
                yield from sa_destroy(vm, psa)
        elif base == VT.VARIANT:
            yield from _free(vm, ref)
        elif base == VT.BSTR:
            free_bstr(vm, vm.mem.uptr(ref))
        vm.heap.free(ref)


@api(OLEAUT32, "VARIANT_UserFree", "LPVOID flags, LPVOID var", widths=BOTH)
def VARIANT_UserFree(c, flags, var):
    """Free what unmarshalling gave the VARIANT: its value (VariantClear) or, by
    reference, the memory referenced and what that holds."""
    yield from _free(c.vm, var)
