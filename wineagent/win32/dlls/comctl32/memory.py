"""COMCTL32's memory and string-pointer helpers, exported by ordinal only (Alloc 71,
ReAlloc 72, Free 73, GetSize 74, Str_GetPtrA/W 233/235, Str_SetPtrA/W 234/236).

comctl32 keeps these blocks on the process heap, zero-filled (what its controls use for
item text; Wine's misc.c checks them against Windows): Alloc(0) gives a valid block,
GetSize answers the size asked for, ReAlloc(NULL) allocates, Free(NULL) succeeds.
Str_GetPtr copies at most ``size`` - 1 characters and a NUL and answers the characters
copied plus one, or the length the whole string needs (plus one) when there is no buffer
or ``size`` is 0 (the buffer then untouched); a NULL source empties the buffer and
answers 0. Str_SetPtr replaces the string a pointer holds with a copy (freeing the old;
NULL frees it and stores NULL).
"""

from ....abi.api import BOTH, api
from ...core.dllnames import COMCTL32
from ...kernel.heaps import PROCESS_HEAP


def _heap(c):
    return c.vm.heaps.get(PROCESS_HEAP)


@api(COMCTL32, "Alloc", "DWORD size", widths=BOTH)
def Alloc(c, size):
    return _heap(c).alloc(size, zero=True)


@api(COMCTL32, "ReAlloc", "LPVOID p, DWORD size", widths=BOTH)
def ReAlloc(c, p, size):
    heap = _heap(c)
    return heap.realloc(p, size, zero=True) if p else heap.alloc(size, zero=True)


@api(COMCTL32, "Free", "LPVOID p", widths=BOTH)
def Free(c, p):
    return 1 if not p else int(bool(_heap(c).free(p)))


@api(COMCTL32, "GetSize", "LPVOID p", widths=BOTH)
def GetSize(c, p):
    return _heap(c).size(p) if p else 0


@api(COMCTL32, "Str_GetPtr{AW}", "LPCTSTR src, LPVOID dest, INT size", widths=BOTH)
def Str_GetPtr(c, src, dest, size):
    if src is None:
        if dest and size > 0:
            c.write_str(dest, "", 1)
        return 0
    units = len(src) if c.wide else len(src.encode("cp1252", "replace"))
    if not dest or size <= 0:
        return units + 1
    n = min(units + 1, size)
    text = src[:n - 1] if c.wide else src.encode("cp1252", "replace")[:n - 1].decode("cp1252")
    c.write_str(dest, text, n)
    return n


@api(COMCTL32, "Str_SetPtr{AW}", "LPVOID pdest, LPCTSTR src", widths=BOTH)
def Str_SetPtr(c, pdest, src):
    if not pdest:
        return 0
    mem = c.vm.mem
    heap = _heap(c)
    old = mem.uptr(pdest)
    if src is None:
        if old:
            heap.free(old)
        mem.wptr(pdest, 0)
        return 1
    data = src.encode("utf-16-le" if c.wide else "cp1252", "replace") + \
        (b"\0\0" if c.wide else b"\0")
    new = heap.realloc(old, len(data)) if old else heap.alloc(len(data))
    if not new:
        return 0
    mem.write(new, data)
    mem.wptr(pdest, new)
    return 1
