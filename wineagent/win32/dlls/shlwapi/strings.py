"""SHLWAPI's string helpers of the census: StrRChr, StrToInt(Ex), StrRetToBuf,
StrRetToStr and StrRetToBSTR (the shell's STRRET results turned into strings)."""

from ....abi.api import BOTH, api
from ....abi.structs import struct
from ...core.winerror import (E_FAIL, E_INVALIDARG, E_NOT_SUFFICIENT_BUFFER, E_NOTIMPL,
                              E_OUTOFMEMORY, S_OK)
from ..oleaut32.main import alloc_bstr
from .paths import str_to_int
from ...core.dllnames import SHLWAPI

STIF_SUPPORT_HEX = 1
STRRET_WSTR, STRRET_OFFSET, STRRET_CSTR = 0, 1, 2

# STRRET is { UINT uType; union { LPWSTR pOleStr; UINT uOffset; char cStr[MAX_PATH]; } }:
# the union starts where its pointer member does (offset 4, or 8 in a 64-bit program).
STRRET_HEAD = struct("STRRET_HEAD", "UINT uType; LPWSTR pOleStr")


@api(SHLWAPI, "StrRChr{AW}", "LPVOID s, LPVOID end, UINT ch", widths=BOTH)
def StrRChr(c, s, end, ch):
    if not s:
        return 0
    text = c.read_str(s)
    if end:
        text = text[:(end - s) // c.char_size]
    ch &= 0xFFFF if c.wide else 0xFF    # the A form compares a WORD (a DBCS pair) as one
    i = text.rfind(chr(ch)) if ch else -1
    return s + i * c.char_size if i >= 0 else 0


@api(SHLWAPI, "StrToInt{AW}", "LPVOID s", widths=BOTH)
def StrToInt(c, s):
    text = c.read_str(s) if s else ""
    # StrToInt parses only a '-' or a digit first: no blanks, no '+' (StrToIntEx takes both)
    if text[:1] == "-" or text[:1].isdigit():
        return str_to_int(text)[1] & 0xFFFFFFFF
    return 0


@api(SHLWAPI, "StrToIntEx{AW}", "LPVOID s, DWORD flags, LPVOID ret", widths=BOTH)
def StrToIntEx(c, s, flags, ret):
    if not s or not ret:
        return 0
    ok, value = str_to_int(c.read_str(s), bool(flags & STIF_SUPPORT_HEX))
    if ok:
        c.vm.mem.w32(ret, value & 0xFFFFFFFF)
    return int(ok)


def _strret_text(c, sr, pidl):
    """The STRRET's string and, for STRRET_WSTR, the block to free; None for a bad type."""
    mem = c.vm.mem
    head = STRRET_HEAD.at(mem, sr, c.ptr_size)
    union = sr + STRRET_HEAD.offsetof("pOleStr", c.ptr_size)
    kind = head.uType
    if kind == STRRET_WSTR:
        return mem.wstr(head.pOleStr) if head.pOleStr else "", head.pOleStr
    if kind == STRRET_CSTR:
        return mem.cstr(union), 0
    if kind == STRRET_OFFSET:
        return mem.cstr(pidl + mem.u32(union)), 0
    return None, 0


@api(SHLWAPI, "StrRetToBuf{AW}", "LPVOID sr, LPVOID pidl, LPVOID buf, UINT size", widths=BOTH)
def StrRetToBuf(c, sr, pidl, buf, size):
    if not buf or not size:
        return E_FAIL
    text, owned = _strret_text(c, sr, pidl)
    if text is None:
        c.write_str(buf, "", size)
        return E_NOTIMPL      # shlwapi knows only the three documented types
    if not owned and STRRET_HEAD.at(c.vm.mem, sr, c.ptr_size).uType == STRRET_WSTR:
        c.write_str(buf, "", size)
        return E_FAIL         # a STRRET_WSTR without its string
    c.write_str(buf, text, size)
    if owned:
        c.vm.heap.free(owned)         # the STRRET_WSTR string is the caller's to give up
    if owned and c.wide and len(text) >= size:
        # A wide string that does not fit: cut (NUL at the end of the buffer) and then
        # emptied, E_NOT_SUFFICIENT_BUFFER (Windows since Vista, Wine's string.c)
        c.write_str(buf, "", size)
        return E_NOT_SUFFICIENT_BUFFER
    return S_OK


@api(SHLWAPI, "StrRetToStr{AW}", "LPVOID sr, LPVOID pidl, LPVOID out", widths=BOTH)
def StrRetToStr(c, sr, pidl, out):
    mem = c.vm.mem
    if not sr or not out:
        return E_FAIL
    text, owned = _strret_text(c, sr, pidl)
    if text is None:
        mem.wptr(out, 0)                 # an LPTSTR *: the program's pointer size
        return E_FAIL
    p = c.vm.heap.alloc((len(text) + 1) * c.char_size)    # CoTaskMemAlloc's heap
    if not p:
        mem.wptr(out, 0)
        return E_OUTOFMEMORY
    c.write_str(p, text)
    if owned:
        c.vm.heap.free(owned)
    mem.wptr(out, p)
    return S_OK


@api(SHLWAPI, "StrRetToBSTR", "LPVOID sr, LPVOID pidl, LPVOID out", widths=BOTH)
def StrRetToBSTR(c, sr, pidl, out):
    if not sr or not out:
        return E_INVALIDARG
    c.wide = True                       # the STRRET_WSTR string is wide in any case
    text, owned = _strret_text(c, sr, pidl)
    if text is None:
        c.vm.mem.wptr(out, 0)           # BSTR *: the program's pointer size
        return E_FAIL
    c.vm.mem.wptr(out, alloc_bstr(c.vm, text.encode("utf-16-le")))
    if owned:
        c.vm.heap.free(owned)
    return S_OK
