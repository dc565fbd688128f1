"""SHLWAPI's string family, the rest of it: copying and concatenating (StrCpyW, StrCatW,
StrCatBuff, StrCatChainW, StrNCat, StrCpyNX, SHAnsiToAnsi, SHUnicodeToUnicode), bounded
searches (StrChrNW, StrStrNW, StrStrNIW), spans and trimming (StrSpn, StrCSpn, StrCSpnI,
StrTrim), comparisons (StrCmpC, StrCmpIC, ChrCmpI, StrIsIntlEqual, IntlStrEqWorker,
StrCmpLogicalW) and StrFromTimeInterval.

Each follows MS docs; where the documentation is silent (StrCatChainW's offsets at or past
the buffer's end, StrStrNW's count) the behaviour is what Wine's conformance tests record
of Windows (dlls/shlwapi/tests/string.c).
"""

from ....abi.api import BOTH, api
from ...core.dllnames import SHLWAPI


def _at(c, base, index):
    return base + index * c.char_size


def _mask(c, ch):
    return ch & (0xFFFF if c.wide else 0xFF)


# -- copying and concatenating -----------------------------------------------------------------
@api(SHLWAPI, "StrCpyW", "LPVOID dst, LPVOID src", widths=BOTH)
def StrCpyW(c, dst, src):
    """Copy ``src`` to ``dst``; nothing when either is NULL. Returns ``dst``."""
    c.wide = True          # a W-only export: its strings are wide
    if dst and src:
        c.write_str(dst, c.read_str(src))
    return dst


@api(SHLWAPI, "StrCatW", "LPVOID dst, LPVOID src", widths=BOTH)
def StrCatW(c, dst, src):
    """Append ``src`` to ``dst``; nothing when either is NULL. Returns ``dst``."""
    c.wide = True          # a W-only export: its strings are wide
    if dst and src:
        head = c.read_str(dst)
        c.write_str(_at(c, dst, len(head)), c.read_str(src))
    return dst


@api(SHLWAPI, "StrCatBuff{AW}", "LPVOID dst, LPVOID src, int size", widths=BOTH)
def StrCatBuff(c, dst, src, size):
    """Append ``src`` to ``dst`` in a buffer of ``size`` characters, cut to fit and
    NUL-terminated. Returns ``dst`` (NULL for a NULL ``dst``)."""
    if not dst:
        return 0
    head = c.read_str(dst)
    room = size - len(head)
    if room > 0:
        c.write_str(_at(c, dst, len(head)), c.read_str(src) if src else "", room)
    return dst


@api(SHLWAPI, "StrNCat{AW}", "LPVOID dst, LPVOID src, int n", widths=BOTH)
def StrNCat(c, dst, src, n):
    """Append at most ``n - 1`` characters of ``src`` to ``dst`` and a NUL (StrCpyN's
    count). Returns ``dst``; NULL when either string is NULL."""
    if not dst or not src:
        return 0
    head = c.read_str(dst)
    if n > 0:
        c.write_str(_at(c, dst, len(head)), c.read_str(src), n)
    return dst


@api(SHLWAPI, "StrCatChainW", "LPVOID dst, DWORD size, DWORD at, LPVOID src", widths=BOTH)
def StrCatChainW(c, dst, size, at, src):
    """Copy ``src`` into ``dst`` (``size`` characters) from index ``at`` (-1: the end of
    the string there), cut to fit, NUL-terminated. Returns the index of that NUL. An index
    at the buffer's end moves back to its last character (made the NUL); one past it is
    returned untouched, as is any index when ``size`` is 0."""
    c.wide = True          # a W-only export: its strings are wide
    mem = c.vm.mem
    if at == 0xFFFFFFFF:
        at = len(c.read_str(dst)) if dst else 0
    if not size or at > size:
        return at
    if at == size:
        at -= 1
    text = c.read_str(src) if src else ""
    text = text[:max(0, size - 1 - at)]
    mem.write(dst + 2 * at, text.encode("utf-16-le") + b"\0\0")
    return at + len(text)


@api(SHLWAPI, "StrCpyNX{AW}", "LPVOID dst, LPVOID src, int n", widths=BOTH)
def StrCpyNX(c, dst, src, n):
    """StrCpyN returning the address of the NUL written (or ``dst`` when nothing was)."""
    if not dst or not src or n <= 0:
        return dst
    return _at(c, dst, c.write_str(dst, c.read_str(src), n))


@api(SHLWAPI, "SHAnsiToAnsi", "LPVOID src, LPVOID dst, int n", widths=BOTH)
def SHAnsiToAnsi(c, src, dst, n):
    """Copy ``src`` into ``dst`` of ``n`` bytes, NUL-terminated: the characters written,
    the NUL included; 0 when the string had to be cut (or nothing could be written)."""
    if not src or not dst or n <= 0:
        return 0
    text = c.vm.mem.cstr(src)
    c.vm.mem.write_cstr(dst, text, n)
    return len(text.encode("cp1252", "replace")) + 1 if len(text) < n else 0


@api(SHLWAPI, "SHUnicodeToUnicode", "LPVOID src, LPVOID dst, int n", widths=BOTH)
def SHUnicodeToUnicode(c, src, dst, n):
    """SHAnsiToAnsi for wide strings (``n`` in characters)."""
    if not src or not dst or n <= 0:
        return 0
    text = c.vm.mem.wstr(src)
    c.vm.mem.write_wstr(dst, text, n)
    return len(text) + 1 if len(text) < n else 0


# -- bounded searches ------------------------------------------------------------------------
@api(SHLWAPI, "StrChrNW", "LPVOID s, UINT ch, UINT n", widths=BOTH)
def StrChrNW(c, s, ch, n):
    """The first ``ch`` among the first ``n`` characters of ``s`` (up to its NUL)."""
    c.wide = True          # a W-only export: its strings are wide
    if not s:
        return 0
    i = c.read_str(s)[:n].find(chr(ch & 0xFFFF))
    return 0 if i < 0 else s + 2 * i


def _str_str_n(c, s, sub, n, fold):
    if not s or not sub:
        return 0
    text, needle = c.read_str(s), c.read_str(sub)
    if not needle:
        return 0
    if fold:
        text, needle = text.lower(), needle.lower()
    # a match may start at any of the first n characters and run past them
    for i in range(min(n, len(text))):
        if text.startswith(needle, i):
            return s + 2 * i
    return 0


@api(SHLWAPI, "StrStrNW", "LPVOID s, LPVOID sub, UINT n", widths=BOTH)
def StrStrNW(c, s, sub, n):
    """The first ``sub`` starting among the first ``n`` characters of ``s``."""
    c.wide = True          # a W-only export: its strings are wide
    return _str_str_n(c, s, sub, n, False)


@api(SHLWAPI, "StrStrNIW", "LPVOID s, LPVOID sub, UINT n", widths=BOTH)
def StrStrNIW(c, s, sub, n):
    """StrStrNW ignoring case."""
    c.wide = True          # a W-only export: its strings are wide
    return _str_str_n(c, s, sub, n, True)


# -- spans and trimming ----------------------------------------------------------------------
def _span(c, s, chars, inside, fold=False):
    if not s or not chars:
        return 0
    text, wanted = c.read_str(s), c.read_str(chars)
    if fold:
        text, wanted = text.lower(), wanted.lower()
    n = 0
    while n < len(text) and (text[n] in wanted) == inside:
        n += 1
    return n


@api(SHLWAPI, "StrSpn{AW}", "LPVOID s, LPVOID chars", widths=BOTH)
def StrSpn(c, s, chars):
    """The length of the start of ``s`` made only of ``chars``."""
    return _span(c, s, chars, True)


@api(SHLWAPI, "StrCSpn{AW}", "LPVOID s, LPVOID chars", widths=BOTH)
def StrCSpn(c, s, chars):
    """The length of the start of ``s`` holding none of ``chars``."""
    return _span(c, s, chars, False)


@api(SHLWAPI, "StrCSpnI{AW}", "LPVOID s, LPVOID chars", widths=BOTH)
def StrCSpnI(c, s, chars):
    """StrCSpn ignoring case."""
    return _span(c, s, chars, False, fold=True)


@api(SHLWAPI, "StrTrim{AW}", "LPVOID s, LPVOID chars", widths=BOTH)
def StrTrim(c, s, chars):
    """Remove ``chars`` from both ends of ``s`` in place: TRUE when any were removed."""
    if not s or not chars:
        return 0
    text, wanted = c.read_str(s), c.read_str(chars)
    kept = text.strip(wanted) if wanted else text
    if kept == text:
        return 0
    c.write_str(s, kept)
    return 1


# -- comparisons -----------------------------------------------------------------------------
def _sign(a, b):
    return (a > b) - (a < b)


@api(SHLWAPI, "StrCmpC{AW}", "LPVOID a, LPVOID b", widths=BOTH)
def StrCmpC(c, a, b):
    """Compare by character codes (the C locale), case counting: -1, 0 or 1."""
    return _sign(c.read_str(a) or "", c.read_str(b) or "")


@api(SHLWAPI, "StrCmpIC{AW}", "LPVOID a, LPVOID b", widths=BOTH)
def StrCmpIC(c, a, b):
    """StrCmpC with ASCII letters folded to lower case."""
    return _sign(_ascii_lower(c.read_str(a) or ""), _ascii_lower(c.read_str(b) or ""))


def _ascii_lower(text):
    return "".join(ch.lower() if ch < "\x80" else ch for ch in text)


@api(SHLWAPI, "ChrCmpI{AW}", "WORD a, WORD b", widths=BOTH)
def ChrCmpI(c, a, b):
    """0 when the characters are equal ignoring case, nonzero when not (the A form takes
    a WORD, a DBCS pair, and compares its low byte here: cp1252 has no pairs)."""
    x, y = chr(_mask(c, a)), chr(_mask(c, b))
    return 0 if x.lower() == y.lower() else 1


def _intl_equal(c, case, a, b, n):
    if not a or not b:
        return 0
    x, y = (c.read_str(a) or "")[:max(n, 0)], (c.read_str(b) or "")[:max(n, 0)]
    if not case:
        x, y = x.lower(), y.lower()
    return int(x == y)


@api(SHLWAPI, "StrIsIntlEqual{AW}", "BOOL case, LPVOID a, LPVOID b, int n", widths=BOTH)
def StrIsIntlEqual(c, case, a, b, n):
    """TRUE when the first ``n`` characters are equal (ignoring case unless ``case``)."""
    return _intl_equal(c, case, a, b, n)


@api(SHLWAPI, "IntlStrEqWorker{AW}", "BOOL case, LPVOID a, LPVOID b, int n", widths=BOTH)
def IntlStrEqWorker(c, case, a, b, n):
    """StrIsIntlEqual under its older name."""
    return _intl_equal(c, case, a, b, n)


def _logical_key(text):
    """Runs of digits compare as numbers (a shorter run of the same value first), the rest
    as text ignoring case: Explorer's sort order."""
    key, i = [], 0
    while i < len(text):
        j = i
        if text[i].isdigit():
            while j < len(text) and text[j].isdigit():
                j += 1
            key.append((0, int(text[i:j]), j - i, ""))
        else:
            while j < len(text) and not text[j].isdigit():
                j += 1
            key.append((1, 0, 0, text[i:j].lower()))
        i = j
    return key


@api(SHLWAPI, "StrCmpLogicalW", "LPVOID a, LPVOID b", widths=BOTH)
def StrCmpLogicalW(c, a, b):
    """Compare as Explorer sorts names: digits by their numeric value."""
    c.wide = True          # a W-only export: its strings are wide
    if not a or not b:
        return _sign(bool(a), bool(b))
    return _sign(_logical_key(c.read_str(a)), _logical_key(c.read_str(b)))


# -- StrFromTimeInterval ---------------------------------------------------------------------
def _significant(value, digits):
    """``value`` cut to ``digits`` significant digits, and the digits it used."""
    text = str(value)
    if len(text) <= digits:
        return value, len(text)
    drop = 10 ** (len(text) - digits)
    return value // drop * drop, digits


def time_interval_text(ms, digits):
    """StrFromTimeInterval's text: " H hr M min S sec" from the first nonzero unit (the
    seconds always), each value cut to the significant digits still left."""
    seconds = (ms + 500) // 1000
    hours, rest = divmod(seconds, 3600)
    minutes, seconds = divmod(rest, 60)
    parts, left = [], max(digits, 1)
    for value, unit, shown in ((hours, "hr", hours), (minutes, "min", hours or minutes),
                               (seconds, "sec", True)):
        if not shown or left <= 0:
            continue
        value, used = _significant(value, left)
        left -= used
        parts.append(" %d %s" % (value, unit))
    return "".join(parts)


@api(SHLWAPI, "StrFromTimeInterval{AW}", "LPVOID buf, UINT size, DWORD ms, int digits", widths=BOTH)
def StrFromTimeInterval(c, buf, size, ms, digits):
    """Write ``ms`` as hours, minutes and seconds to ``digits`` significant digits into
    ``buf`` (``size`` characters, cut to fit): the characters written."""
    text = time_interval_text(ms, digits)
    if not buf or not size:
        return 0
    return c.write_str(buf, text, size)
