"""KERNEL32's string services the C runtimes call: LCMapString, GetStringType, the
environment block, FLS, and InitializeCriticalSectionEx.

Case mapping and character types are Unicode's (the one locale, en-US, adds no
linguistic rules). The environment block is kernel/environ.py's, which the C runtime's
_environ copies (msvcrt/env.py).
FLS values are one set per process: the guest runs one thread here.
"""

import unicodedata

from ....abi.api import BOTH, GuestCall, Unimplemented, absent, api
from ...core.winerror import (ERROR_ENVVAR_NOT_FOUND, ERROR_INSUFFICIENT_BUFFER,
                             ERROR_INVALID_FLAGS, ERROR_INVALID_PARAMETER,
                             ERROR_NOT_ENOUGH_MEMORY)
from ...kernel.environ import environment, replace_variables, set_variable
from ...kernel import collation, lcmap, nls
from .compare import known_lcid, read_wide, sort_name_of, sort_name_of_lcid
from .locale import lcid_locale, locale_code_page
from .main import InitializeCriticalSection
from ...core.dllnames import KERNEL32

LCMAP_LOWERCASE, LCMAP_UPPERCASE, LCMAP_LINGUISTIC_CASING = 0x100, 0x200, 0x01000000
LOCALE_USE_CP_ACP, SORT_STRINGSORT = 0x40000000, 0x1000
C1_UPPER, C1_LOWER, C1_DIGIT, C1_SPACE, C1_PUNCT = 0x1, 0x2, 0x4, 0x8, 0x10
C1_CNTRL, C1_BLANK, C1_XDIGIT, C1_ALPHA, C1_DEFINED = 0x20, 0x40, 0x80, 0x100, 0x200


def _source(c, src, n, wide, cp=1252):
    """(text, counted NUL) of an LCMapString/GetStringType source: n < 0 means NUL-ended.
    A sources are in code page ``cp`` (the locale's ANSI page)."""
    mem = c.vm.mem
    if n < 0:
        if wide:
            return read_wide(mem, src), True
        return (mem.cstr(src) if cp == 1252 else nls.ansi_text(cp, mem.cbytes(src))), True
    data = bytes(mem.read(src, n * (2 if wide else 1)))
    if wide:
        return data.decode("utf-16-le", "surrogatepass"), False
    return (data.decode("cp1252", "replace") if cp == 1252 else nls.ansi_text(cp, data)), False


def _ansi_code_page(c, lcid, flags=0):
    """The code page of an A function's strings for locale ``lcid`` (locale_code_page)."""
    return locale_code_page(lcid_locale(c.spec.name, lcid), flags)


def _lcmap(c, flags, src, n, dst, size, wide, cp=1252, locale="en-US"):
    """LCMapString (A: ``wide`` False, strings in code page ``cp``) as locale ``locale``
    (any name Windows knows, its sort suffix kept) maps: its casing (Turkish and
    Azerbaijani i's), its sort (kernel/collation.py); kernel/lcmap.py does the mapping."""
    vm = c.vm
    if not src or n == 0 or size < 0:
        vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    flags &= ~LOCALE_USE_CP_ACP               # the A function chose ``cp`` already
    if src == dst and flags & ~(LCMAP_LOWERCASE | LCMAP_UPPERCASE):
        vm.last_error = ERROR_INVALID_FLAGS     # only a case mapping may work in place
        return 0
    if flags & (lcmap.LCMAP_HASH | lcmap.LCMAP_SORTHANDLE):
        raise Unimplemented("KERNEL32.dll!%s (LCMAP_HASH / LCMAP_SORTHANDLE, flags 0x%x)"
                            % (c.spec.name, flags))
    try:
        if not wide and not flags & lcmap.LCMAP_SORTKEY and flags & SORT_STRINGSORT:
            raise nls.NlsError(ERROR_INVALID_FLAGS)
        lcmap.check_flags(flags, titlecase=wide)
        text, nul = _source(c, src, n, wide, cp)
        if flags & lcmap.LCMAP_SORTKEY:
            tailoring = collation.tailoring(locale, bool(flags & lcmap.NORM_LINGUISTIC_CASING))
            return _answer_key(c, lcmap.sort_key_bytes(
                flags, text, tailoring, collation.reversed_accents(locale)), dst, size)
        text = lcmap.map_text(flags & ~lcmap.LCMAP_BYTEREV, text,
                              # Turkish and Azerbaijani, in either script
                              turkic=locale.split("-")[0] in ("tr", "az"))
    except nls.NlsError as e:
        vm.last_error = e.error
        return 0
    except NotImplementedError as e:
        raise Unimplemented("KERNEL32.dll!%s (%s)" % (c.spec.name, e))
    units = (text + ("\0" if nul else "")).encode("utf-16-le", "surrogatepass")
    if flags & lcmap.LCMAP_BYTEREV:           # each UTF-16 unit's two bytes swapped
        units = bytes(b for i in range(0, len(units), 2) for b in (units[i + 1], units[i]))
    if wide:
        data = units
    else:
        text = units.decode("utf-16-le", "surrogatepass")
        data = text.encode("cp1252", "replace") if cp == 1252 else nls.ansi_bytes(cp, text)
    count = len(data) // (2 if wide else 1)
    if size == 0:
        return count
    if size < count:
        vm.last_error = ERROR_INSUFFICIENT_BUFFER
        return 0
    vm.mem.write(dst, data)
    return count


def _answer_key(c, key, dst, size):
    """A sort key into ``dst`` (``size`` in bytes, A and W alike; 0 asks its length). A
    buffer too short takes the key's whole sections that fit (each ends in 0x01) and the
    call fails with ERROR_INSUFFICIENT_BUFFER."""
    if size == 0:
        return len(key)
    if size < len(key):
        cut = key.rfind(b"\x01", 0, size)
        if cut >= 0:
            c.vm.mem.write(dst, key[:cut + 1])
        c.vm.last_error = ERROR_INSUFFICIENT_BUFFER
        return 0
    c.vm.mem.write(dst, key)
    return len(key)


@api(KERNEL32, "LCMapStringW", "DWORD lcid, DWORD flags, LPVOID src, int n, LPVOID dst, int size", widths=BOTH)
def LCMapStringW(c, lcid, flags, src, n, dst, size):
    """Map a string (kernel/lcmap.py: case, kana, width, removals, sort keys) as locale
    ``lcid`` does (any LCID Windows knows, a sort order's too: 0x0040A sorts as Spanish
    traditional); an LCID Windows does not know: 0, ERROR_INVALID_PARAMETER."""
    locale = sort_name_of_lcid(lcid)
    if locale is None:
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    return _lcmap(c, flags, src, n, dst, size, True, locale=locale)


@api(KERNEL32, "LCMapStringA", "DWORD lcid, DWORD flags, LPVOID src, int n, LPVOID dst, int size", widths=BOTH)
def LCMapStringA(c, lcid, flags, src, n, dst, size):
    """LCMapStringW of a string in the locale's ANSI code page (the system's with
    LOCALE_USE_CP_ACP), the result in the same page, counted in bytes; LCMAP_TITLECASE
    and SORT_STRINGSORT without a sort key are ERROR_INVALID_FLAGS here."""
    if not known_lcid(lcid):
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    cp = locale_code_page(lcid_locale(c.spec.name, lcid), flags)   # the locale's data
    return _lcmap(c, flags, src, n, dst, size, False, cp, sort_name_of_lcid(lcid))


@api(KERNEL32, "LCMapStringEx", "LPVOID name, DWORD flags, LPVOID src, int n, LPVOID dst, int size, "
     "LPVOID ver, LPVOID reserved, LPVOID sort", widths=BOTH)
def LCMapStringEx(c, name, flags, src, n, dst, size, ver, reserved, sort):
    """LCMapStringW for a locale name; the name matters (and one Windows does not know is
    ERROR_INVALID_PARAMETER) only for case mappings and sort keys."""
    c.wide = True
    locale = "en-US"
    if flags & (LCMAP_LOWERCASE | LCMAP_UPPERCASE | lcmap.LCMAP_SORTKEY):
        locale = sort_name_of(c, name)
        if locale is None:
            c.vm.last_error = ERROR_INVALID_PARAMETER
            return 0
    return _lcmap(c, flags, src, n, dst, size, True, locale=locale)


#: CT_CTYPE1 of the Unicode general categories (Windows' mapping: symbols, marks and
#: other numbers are only "defined"; an unassigned character is nothing at all).
_C1_OF_CATEGORY = {
    "Lu": C1_UPPER | C1_ALPHA, "Ll": C1_LOWER | C1_ALPHA,
    "Lt": C1_UPPER | C1_LOWER | C1_ALPHA, "Lm": C1_ALPHA, "Lo": C1_ALPHA, "Nl": C1_ALPHA,
    "Nd": C1_DIGIT, "Zs": C1_SPACE, "Zl": C1_SPACE, "Zp": C1_SPACE,
    "Cc": C1_CNTRL, "Cf": C1_CNTRL,
    "Pc": C1_PUNCT, "Pd": C1_PUNCT, "Ps": C1_PUNCT, "Pe": C1_PUNCT, "Pi": C1_PUNCT,
    "Pf": C1_PUNCT, "Po": C1_PUNCT,
}


def _codes(*spans):
    """The characters of ``spans`` (code points and (first, last) ranges)."""
    out = set()
    for span in spans:
        first, last = span if isinstance(span, tuple) else (span, span)
        out.update(chr(o) for o in range(first, last + 1))
    return frozenset(out)


#: Windows' CT_CTYPE1 additions to the categories' bits: the C spaces and NEL are
#: spaces; only tab, space, the no-break and ideographic spaces and the BOM are blanks;
#: the bidirectional and joiner formats are controls (already, being Cf) ...; the ASCII
#: and Latin-1 symbols are punctuation; the Latin-1 superscript digits digits; the
#: ordinal indicators and superscript i and n lower case; the hexadecimal digits (ASCII
#: and full-width).
_C1_EXTRA = (
    (C1_SPACE, _codes((0x09, 0x0D), 0x85)),
    (C1_BLANK, _codes(0x09, 0x20, 0xA0, 0x3000, 0xFEFF)),
    (C1_CNTRL, _codes(0x070F, (0x200C, 0x200F), (0x202A, 0x202E), (0x206A, 0x206F),
                      0xFEFF, (0xFFF9, 0xFFFB))),
    (C1_PUNCT, _codes(0x24, 0x2B, (0x3C, 0x3E), 0x5E, 0x60, 0x7C, 0x7E, (0xA2, 0xBE),
                      0xD7, 0xF7)),
    (C1_DIGIT, _codes(0xB2, 0xB3, 0xB9)),
    (C1_LOWER, _codes(0xAA, 0xBA, 0x2071, 0x207F)),
    (C1_XDIGIT, _codes((0x30, 0x39), (0x41, 0x46), (0x61, 0x66), (0xFF10, 0xFF19),
                       (0xFF21, 0xFF26), (0xFF41, 0xFF46))),
)


def _c1_of_category(ch):
    """The bits of ``ch``'s general category and of its canonical decomposition's base."""
    bits = _C1_OF_CATEGORY.get(unicodedata.category(ch), 0)
    decomposition = unicodedata.decomposition(ch)
    if decomposition and not decomposition.startswith("<"):
        bits |= _c1_of_category(chr(int(decomposition.split()[0], 16)))
    return bits


def ctype1(ch):
    """The CT_CTYPE1 bits of one character: its general category's (_C1_OF_CATEGORY),
    the base letter's for a character with a canonical decomposition, Windows'
    additions (_C1_EXTRA), and C1_DEFINED unless Unicode leaves it unassigned."""
    cat = unicodedata.category(ch)
    if cat == "Cn":
        return 0
    bits = C1_DEFINED | _c1_of_category(ch)
    for bit, chars in _C1_EXTRA:
        if ch in chars:
            bits |= bit
    return bits


#: CT_CTYPE2 (documented C2_* values) of the Unicode bidirectional classes.
_C2 = {"L": 1, "R": 2, "AL": 2, "EN": 3, "ES": 4, "ET": 5, "AN": 6, "CS": 7, "B": 8, "S": 9,
       "WS": 10, "ON": 11}


def ctype2(ch):
    """The CT_CTYPE2 value of one character: its layout direction class (0,
    C2_NOTAPPLICABLE, for the classes Windows gives none)."""
    bidi = unicodedata.bidirectional(ch)
    return 11 if bidi == "NSM" else _C2.get(bidi, 0)   # a combining mark is "other neutral"


def ctype3(ch):
    """The CT_CTYPE3 bits of one character, from its Unicode properties as the
    documented C3_* meanings read them."""
    o = ord(ch)
    cat = unicodedata.category(ch)
    bits = 0
    if cat == "Mn":
        bits |= 0x1                                   # C3_NONSPACING
        if 0x300 <= o <= 0x36F:
            bits |= 0x2                               # C3_DIACRITIC
    if cat == "Sk" or any(0x300 <= int(part, 16) <= 0x36F for part in
                          unicodedata.decomposition(ch).split() if part[0] != "<"):
        bits |= 0x2                                   # a letter with a diacritic too
    if cat == "Mc":
        bits |= 0x4                                   # C3_VOWELMARK
    if cat[0] in "PS" or ch in " \t\n\v\f\r":
        bits |= 0x8                                   # C3_SYMBOL: all but letters, digits
    if 0x30A0 <= o <= 0x30FF or 0xFF66 <= o <= 0xFF9F:
        bits |= 0x10                                  # C3_KATAKANA
    if 0x3040 <= o <= 0x309F:
        bits |= 0x20                                  # C3_HIRAGANA
    width = unicodedata.east_asian_width(ch)
    if width in ("Na", "H") and cat[0] != "C":
        bits |= 0x40                                  # C3_HALFWIDTH
    elif width == "F" or (width == "W" and bits & 0x30):
        bits |= 0x80                                  # C3_FULLWIDTH (and the wide kana)
    if cat == "Lo" and unicodedata.name(ch, "").startswith("CJK UNIFIED IDEOGRAPH"):
        bits |= 0x100                                 # C3_IDEOGRAPH
    if o == 0x640:
        bits |= 0x200                                 # C3_KASHIDA
    if 0xD800 <= o <= 0xDBFF:
        bits |= 0x800                                 # C3_HIGHSURROGATE
    elif 0xDC00 <= o <= 0xDFFF:
        bits |= 0x1000                                # C3_LOWSURROGATE
    if cat.startswith("L"):
        bits |= 0x8000                                # C3_ALPHA
    return bits


def _string_type(c, kind, src, n, out, wide, cp=1252):
    """GetStringType: CT_CTYPE1 (1), CT_CTYPE2 (2) or CT_CTYPE3 (4) of each character
    (n -1: to the NUL, included); FALSE with ERROR_INVALID_FLAGS for another kind. The A
    forms read code page ``cp`` (the locale's ANSI page). A NULL string:
    ERROR_INVALID_PARAMETER, whatever the count."""
    if not src:
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    if kind not in (1, 2, 4):
        c.vm.last_error = ERROR_INVALID_FLAGS
        return 0
    if wide:     # each UTF-16 unit on its own: a surrogate is typed as one (C3_HIGHSURROGATE)
        mem = c.vm.mem
        if n < 0:
            n = 0
            while mem.u16(src + 2 * n):
                n += 1
            n += 1
        data = bytes(mem.read(src, 2 * n))
        text = "".join(chr(int.from_bytes(data[i:i + 2], "little")) for i in range(0, 2 * n, 2))
    else:
        text, nul = _source(c, src, n, wide, cp)
        if nul:
            text += "\0"
    for i, ch in enumerate(text):
        if kind == 1:
            v = ctype1(ch) if ch != "\0" else C1_CNTRL | C1_DEFINED
        else:
            v = ctype2(ch) if kind == 2 else ctype3(ch)
        c.vm.mem.w16(out + 2 * i, v)
    return 1


@api(KERNEL32, "GetStringTypeW", "DWORD kind, LPVOID src, int n, LPVOID out", widths=BOTH)
def GetStringTypeW(c, kind, src, n, out):
    return _string_type(c, kind, src, n, out, True)


@api(KERNEL32, "GetStringTypeExW", "DWORD lcid, DWORD kind, LPVOID src, int n, LPVOID out", widths=BOTH)
def GetStringTypeExW(c, lcid, kind, src, n, out):
    return _string_type(c, kind, src, n, out, True)


@api(KERNEL32, "GetStringTypeA", "DWORD lcid, DWORD kind, LPVOID src, int n, LPVOID out", widths=BOTH)
def GetStringTypeA(c, lcid, kind, src, n, out):
    """The character types of a string in locale ``lcid``'s ANSI code page."""
    return _string_type(c, kind, src, n, out, False, _ansi_code_page(c, lcid))


@api(KERNEL32, "GetStringTypeExA", "DWORD lcid, DWORD kind, LPVOID src, int n, LPVOID out", widths=BOTH)
def GetStringTypeExA(c, lcid, kind, src, n, out):
    """GetStringTypeA."""
    return _string_type(c, kind, src, n, out, False, _ansi_code_page(c, lcid))


# -- the environment block (kernel/environ.py) -------------------------------------------
def _encode_env(text, wide):
    return text.encode("utf-16-le") if wide else text.encode("cp1252", "replace")


@api(KERNEL32, "GetEnvironmentStrings{AW}", widths=BOTH)
def GetEnvironmentStrings(c):
    """A copy of the block on the heap: "NAME=value" strings, each NUL-ended, then a NUL."""
    nul = b"\0" * c.char_size
    data = b"".join(_encode_env(s, c.wide) + nul for s in environment(c.vm).strings())
    data = (data or nul) + nul
    p = c.vm.heap.alloc(len(data))
    c.vm.mem.write(p, data)
    return p


# The ANSI function's historical name is GetEnvironmentStrings (no A).
api(KERNEL32, "GetEnvironmentStrings", widths=BOTH)(GetEnvironmentStrings)


@api(KERNEL32, "FreeEnvironmentStrings{AW}", "LPVOID block", widths=BOTH)
def FreeEnvironmentStrings(c, block):
    """Free a block GetEnvironmentStrings returned."""
    return int(bool(block) and c.vm.heap.free(block))


@api(KERNEL32, "GetEnvironmentVariable{AW}", "LPCTSTR name, LPVOID buf, DWORD size", widths=BOTH)
def GetEnvironmentVariable(c, name, buf, size):
    """The variable's length on success; the size it needs (with the NUL) when ``size``
    is too small; 0 with ERROR_ENVVAR_NOT_FOUND when it is not set."""
    value = environment(c.vm).get(name or "")
    if value is None:
        c.vm.last_error = ERROR_ENVVAR_NOT_FOUND
        return 0
    data = _encode_env(value, c.wide)
    count = len(data) // c.char_size
    if size <= count:
        return count + 1
    c.vm.mem.write(buf, data + b"\0" * c.char_size)
    return count


@api(KERNEL32, "SetEnvironmentVariable{AW}", "LPCTSTR name, LPCTSTR value", widths=BOTH)
def SetEnvironmentVariable(c, name, value):
    """Set (or, with a NULL value, remove) a variable of the block."""
    if not name or "=" in name[1:]:
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    set_variable(c.vm, name, value)
    return 1


def _read_block(c, block):
    """The "NAME=value" strings of a double-NUL-ended block in the caller's encoding."""
    mem, out = c.vm.mem, []
    while True:
        if c.wide:
            raw = bytearray()
            while mem.u16(block + len(raw)):
                raw += mem.read(block + len(raw), 2)
            text = raw.decode("utf-16-le", "replace")
        else:
            raw = mem.cbytes(block)
            text = raw.decode("cp1252", "replace")
        if not raw:
            return out
        out.append(text)
        block += len(raw) + c.char_size


@api(KERNEL32, "SetEnvironmentStrings{AW}", "LPVOID block", widths=BOTH)
def SetEnvironmentStrings(c, block):
    """Replace the whole environment with the double-NUL-ended block of "NAME=value"
    strings (the caller's block is only read). A string whose name is empty or which has
    no "=" after its first character (a leading "=" belongs to the name, as in the
    block's "=C:=C:\\dir" entries) fails the call with ERROR_INVALID_PARAMETER and
    changes nothing."""
    pairs = []
    for text in _read_block(c, block):
        eq = text.find("=", 1)
        if eq < 0:
            c.vm.last_error = ERROR_INVALID_PARAMETER
            return 0
        pairs.append((text[:eq], text[eq + 1:]))
    replace_variables(c.vm, pairs)
    return 1


@api(KERNEL32, "ExpandEnvironmentStrings{AW}", "LPCTSTR src, LPVOID dst, DWORD size", widths=BOTH)
def ExpandEnvironmentStrings(c, src, dst, size):
    """``src`` with %NAME% replaced by the variables' values; the characters needed,
    with the NUL (the result is written only when they fit)."""
    data = _encode_env(environment(c.vm).expand(src or ""), c.wide) + b"\0" * c.char_size
    count = len(data) // c.char_size
    if dst and size >= count:
        c.vm.mem.write(dst, data)
    return count


# -- fiber-local storage ------------------------------------------------------------------
# The slots are the process's (kernel.fls: index -> callback); the values are the running
# thread's, which are its fiber's while it runs one (kernel/fibers.py).
def _fls(vm):
    return vm.kernel.fls


def _fls_values(vm):
    return vm.threads.current.fls


@api(KERNEL32, "FlsAlloc", "LPVOID callback", widths=BOTH)
def FlsAlloc(c, callback):
    """A free slot, its value NULL in every fiber; ``callback`` (may be NULL) is called
    with a fiber's value when the slot is freed or the fiber deleted."""
    table = _fls(c.vm)
    for i in range(128):
        if i not in table:
            table[i] = callback
            return i
    c.vm.last_error = ERROR_NOT_ENOUGH_MEMORY
    return 0xFFFFFFFF          # FLS_OUT_OF_INDEXES


# Windows 11 24H2 added readers that skip the last-error bookkeeping; Microsoft's C++
# runtime probes for them with GetProcAddress and uses FlsGetValue/TlsGetValue without.
absent(KERNEL32, "Windows 11 24H2's TLS/FLS readers without last-error bookkeeping: this "
       "desktop's Windows has none, and their callers fall back to TlsGetValue/FlsGetValue",
       "FlsGetValue2", "TlsGetValue2")


@api(KERNEL32, "FlsGetValue", "DWORD index", widths=BOTH)
def FlsGetValue(c, index):
    """The running fiber's value of slot ``index``."""
    if index not in _fls(c.vm):
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    c.vm.last_error = 0
    return _fls_values(c.vm).get(index, 0)


@api(KERNEL32, "FlsSetValue", "DWORD index, LPVOID value", widths=BOTH)
def FlsSetValue(c, index, value):
    """Set the running fiber's value of slot ``index``."""
    if index not in _fls(c.vm):
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    _fls_values(c.vm)[index] = value
    return 1


@api(KERNEL32, "FlsFree", "DWORD index", widths=BOTH)
def FlsFree(c, index):
    """Free slot ``index``: its callback gets the running fiber's value (when not NULL),
    and the value is dropped everywhere."""
    vm = c.vm
    if index not in _fls(vm):
        vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    callback = _fls(vm).pop(index)
    value = _fls_values(vm).pop(index, 0)
    for holder in list(vm.threads.threads) + list(vm.kernel.fibers.values()):
        holder.fls.pop(index, None)
    if callback and value:     # the documented clean-up call for the thread's value
        yield GuestCall(callback, (value,))
    return 1


@api(KERNEL32, "InitializeCriticalSectionEx", "LPVOID cs, DWORD spin, DWORD flags", widths=BOTH)
def InitializeCriticalSectionEx(c, cs, spin, flags):
    InitializeCriticalSection(c, cs)
    return 1


