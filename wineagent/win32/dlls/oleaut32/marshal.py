"""OLEAUT32's wire marshalling of BSTRs for MIDL-generated proxies and stubs:
BSTR_UserSize, BSTR_UserMarshal, BSTR_UserUnmarshal, BSTR_UserFree.

A BSTR travels as the conformant FLAGGED_WORD_BLOB of MS-OAUT (2.2.23.2), at a 4-byte
aligned address of the buffer: the conformance (the count of 16-bit words), ``fFlags``
(the BSTR's byte length, or 0xFFFFFFFF for a NULL BSTR), ``clSize`` (the word count
again), then the words — an odd byte length rounded up to a whole word of the string's
memory. Unmarshalling reallocates the caller's BSTR to the received bytes (or frees it
for NULL); _UserFree frees it. The format is the same in every marshalling context.
"""

import struct

from ....abi.api import BOTH, api
from ...kernel.automation import alloc_bstr, bstr_bytes, free_bstr
from ...core.dllnames import OLEAUT32

_NULL_BSTR = 0xFFFFFFFF


def _align(p):
    return (p + 3) & ~3


@api(OLEAUT32, "BSTR_UserSize", "LPVOID flags, ULONG start, LPVOID pstr", widths=BOTH)
def BSTR_UserSize(c, flags, start, pstr):
    """The wire size after ``start``: aligned, a 12-byte header and the words."""
    data = bstr_bytes(c.vm, c.vm.mem.uptr(pstr))
    return _align(start) + 12 + ((len(data) + 1) & ~1)


@api(OLEAUT32, "BSTR_UserMarshal", "LPVOID flags, LPVOID buf, LPVOID pstr", widths=BOTH)
def BSTR_UserMarshal(c, flags, buf, pstr):
    """Write the BSTR; the next free byte."""
    vm = c.vm
    b = vm.mem.uptr(pstr)
    data = bstr_bytes(vm, b)
    words = (len(data) + 1) // 2
    p = _align(buf)
    vm.mem.write(p, struct.pack("<III", words, len(data) if b else _NULL_BSTR, words))
    if words:
        # whole words from the string's memory: an odd length sends the byte after it,
        # as Windows does (Wine's usrmarshal.c checks that byte)
        vm.mem.write(p + 12, bytes(vm.mem.read(b, 2 * words)))
    return p + 12 + 2 * words


@api(OLEAUT32, "BSTR_UserUnmarshal", "LPVOID flags, LPVOID buf, LPVOID pstr", widths=BOTH)
def BSTR_UserUnmarshal(c, flags, buf, pstr):
    """Read a BSTR into ``*pstr`` (the old one freed); the next byte."""
    vm = c.vm
    p = _align(buf)
    words, size, _words2 = struct.unpack("<III", bytes(vm.mem.read(p, 12)))
    old = vm.mem.uptr(pstr)
    if size == _NULL_BSTR:
        new = 0
    else:
        new = alloc_bstr(vm, bytes(vm.mem.read(p + 12, size)))
    free_bstr(vm, old)
    vm.mem.wptr(pstr, new)           # a BSTR cell: the program's width
    return p + 12 + 2 * words


@api(OLEAUT32, "BSTR_UserFree", "LPVOID flags, LPVOID pstr", widths=BOTH)
def BSTR_UserFree(c, flags, pstr):
    """Free the unmarshalled BSTR and set ``*pstr`` to NULL."""
    free_bstr(c.vm, c.vm.mem.uptr(pstr))
    c.vm.mem.wptr(pstr, 0)
