"""The C runtime's multibyte code page (mbctype.h): ``_getmbcp``, ``_setmbcp``,
``_mbctype`` / ``__p__mbctype``, ``_ismbblead``, ``_ismbbtrail``, ``_ismbslead`` and
``_ismbstrail``.

The multibyte code page is separate from the locale's (setlocale): the _mbs* functions,
_ismbb* and _splitpath read it. msvcrt.dll starts with the system's ANSI code page (1252
here: _MB_CP_ANSI). ``_setmbcp`` takes a code page number or one of _MB_CP_SBCS (0),
_MB_CP_OEM (-2: 437), _MB_CP_ANSI (-3: 1252), _MB_CP_LOCALE (-4: the locale's code
page; the "C" locale has none, so it is _MB_CP_SBCS); it fails with EINVAL (-1) for a
code page the system does not know. _MB_CP_SBCS makes _getmbcp answer 0 (documented:
"a single byte code page is in use").

``_mbctype`` is the runtime's 257-byte table (EOF first) that mbctype.h's macros read:
_M1 (0x04) marks lead bytes and _M2 (0x08) trail bytes of a double-byte code page, with
the ranges Windows' code pages give (CPINFO.LeadByte; the trail ranges of the five DBCS
pages are the documented ones); _SBUP / _SBLOW (0x10 / 0x20) single-byte upper and lower
case letters; for code page 932, _MS (0x01) and _MP (0x02) the half-width katakana
(0xA6-0xDF) and their punctuation (0xA1-0xA5).
"""

import codecs

from ....abi.api import BOTH
from ...core import data_imports
from ...core.crt import EINVAL, cdecl, set_errno
from ...core.dllnames import MSVCRT

__all__ = ["is_lead", "mbcp", "MBCTYPE_SIZE"]

_MB_CP_SBCS, _MB_CP_OEM, _MB_CP_ANSI, _MB_CP_LOCALE = 0, -2, -3, -4
_MS, _MP, _M1, _M2, _SBUP, _SBLOW = 0x01, 0x02, 0x04, 0x08, 0x10, 0x20
MBCTYPE_SIZE = 257
ANSI_CP, OEM_CP = 1252, 437

#: The double-byte code pages: (lead byte ranges, trail byte ranges).
_DBCS = {
    932: (((0x81, 0x9F), (0xE0, 0xFC)), ((0x40, 0x7E), (0x80, 0xFC))),
    936: (((0x81, 0xFE),), ((0x40, 0xFE),)),
    949: (((0x81, 0xFE),), ((0x41, 0xFE),)),
    950: (((0x81, 0xFE),), ((0x40, 0x7E), (0xA1, 0xFE))),
    # Johab: Windows counts 0x81-0x83 as lead bytes too (Wine's string.c, todo_wine there)
    1361: (((0x81, 0xD3), (0xD8, 0xDE), (0xE0, 0xF9)), ((0x31, 0x7E), (0x81, 0xFE))),
}
#: Code pages Windows knows by a name Python's codecs do not use.
_CODEC = {20127: "ascii", 65001: "utf-8", 1361: "johab", 28591: "latin-1"}


def _codec(cp):
    """Python's codec for Windows code page ``cp``, or None when there is none."""
    name = _CODEC.get(cp, "cp%d" % cp)
    try:
        return codecs.lookup(name).name
    except LookupError:
        return None


def mbcp(vm):
    """The multibyte code page now (0: single-byte)."""
    return vm.crt.mbcp


def is_lead(vm, byte):
    """Whether ``byte`` starts a double-byte character in the multibyte code page."""
    lead = _DBCS.get(vm.crt.mbcp, ((),))[0]
    return any(lo <= byte <= hi for lo, hi in lead)


def _is_trail(vm, byte):
    trail = _DBCS.get(vm.crt.mbcp, ((), ()))[1]
    return any(lo <= byte <= hi for lo, hi in trail)


def _table(cp):
    """The 257 bytes of _mbctype for code page ``cp`` (0: single-byte ASCII)."""
    table = bytearray(MBCTYPE_SIZE)
    lead, trail = _DBCS.get(cp, ((), ()))
    for ranges, bit in ((lead, _M1), (trail, _M2)):
        for lo, hi in ranges:
            for b in range(lo, hi + 1):
                table[b + 1] |= bit
    codec = _codec(cp) if cp else "ascii"
    for b in range(256 if codec != "utf-8" else 128):
        if table[b + 1] & _M1:
            continue
        try:
            ch = bytes((b,)).decode(codec)
        except UnicodeDecodeError:
            continue
        if ch.isupper():
            table[b + 1] |= _SBUP
        elif ch.islower():
            table[b + 1] |= _SBLOW
    if cp == 932:
        for b in range(0xA1, 0xA6):
            table[b + 1] |= _MP
        for b in range(0xA6, 0xE0):
            table[b + 1] |= _MS
    return bytes(table)


def mbctype_cell(vm):
    """The address of ``_mbctype`` (filled for the starting code page on first use)."""
    return vm.data_var(MSVCRT, "_mbctype")


def make_mbctype(vm):
    """data_imports' factory for ``_mbctype``: the table of the code page in force."""
    p = vm.alloc_data(MBCTYPE_SIZE)
    vm.mem.write(p, _table(vm.crt.mbcp))
    return p


# _mbctype is exported data: the loader and GetProcAddress find it through data_imports.
data_imports.DATA[("msvcrt.dll", "_mbctype")] = make_mbctype


@cdecl("_setmbcp", "int cp", widths=BOTH)
def _setmbcp(c, cp):
    """Make ``cp`` the multibyte code page (or _MB_CP_SBCS, _MB_CP_OEM, _MB_CP_ANSI,
    _MB_CP_LOCALE): 0, or -1 with EINVAL for a code page the system does not know."""
    vm = c.vm
    cp = (cp + (1 << 31)) % (1 << 32) - (1 << 31)      # as a signed int
    new = {_MB_CP_SBCS: 0, _MB_CP_OEM: OEM_CP, _MB_CP_ANSI: ANSI_CP,
           _MB_CP_LOCALE: 0}.get(cp, cp)       # the "C" locale has no code page
    if new and (new < 0 or _codec(new) is None):
        set_errno(vm, EINVAL)
        return 0xFFFFFFFF
    vm.crt.mbcp = new
    vm.mem.write(mbctype_cell(vm), _table(new))
    return 0


@cdecl("_getmbcp", widths=BOTH)
def _getmbcp(c):
    """The multibyte code page (0: a single-byte one, after _setmbcp(_MB_CP_SBCS))."""
    return c.vm.crt.mbcp


@cdecl("__p__mbctype", widths=BOTH)
def __p__mbctype(c):
    """The address of ``_mbctype``."""
    return mbctype_cell(c.vm)


@cdecl("_ismbblead", "UINT ch", widths=BOTH)
def _ismbblead(c, ch):
    """Whether ``ch``'s low byte is a lead byte of the multibyte code page (never in a
    single-byte one; a sign-extended char is taken by its byte): 1 or 0."""
    return 1 if is_lead(c.vm, ch & 0xFF) else 0


@cdecl("_ismbbtrail", "UINT ch", widths=BOTH)
def _ismbbtrail(c, ch):
    """Whether ``ch``'s low byte can follow a lead byte in the multibyte code page: 1
    or 0."""
    return 1 if _is_trail(c.vm, ch & 0xFF) else 0


def _role(vm, start, pos):
    """What the byte at ``pos`` is in the string at ``start``, read from its beginning:
    "lead", "trail" or "single" (None when ``pos`` is past the string's NUL)."""
    mem = vm.mem
    p = start
    while p <= pos:
        b = mem.u8(p)
        if not b:
            return None
        if is_lead(vm, b):
            if p == pos:
                return "lead"
            if p + 1 == pos:
                return "trail"          # even the NUL after a lone lead byte (Windows)
            if not mem.u8(p + 1):
                return None
            p += 2
            continue
        if p == pos:
            return "single"
        p += 1
    return None


@cdecl("_ismbslead", "LPVOID s, LPVOID pos", widths=BOTH)
def _ismbslead(c, s, pos):
    """-1 when the byte at ``pos`` starts a double-byte character of string ``s`` (read
    from its start), else 0."""
    return 0xFFFFFFFF if s and pos and _role(c.vm, s, pos) == "lead" else 0


@cdecl("_ismbstrail", "LPVOID s, LPVOID pos", widths=BOTH)
def _ismbstrail(c, s, pos):
    """-1 when the byte at ``pos`` is the second byte of a double-byte character of
    string ``s``, else 0."""
    return 0xFFFFFFFF if s and pos and _role(c.vm, s, pos) == "trail" else 0
