"""KERNEL32's string search: FindNLSString, FindNLSStringEx (a linguistic search, what
CompareString calls equal) and FindStringOrdinal (code units, optionally ignoring case).

FindNLSString finds the first (FIND_FROMSTART, FIND_STARTSWITH) or last (FIND_FROMEND,
FIND_ENDSWITH) stretch of the source that CompareString with the same flags finds equal
to the value, the shortest such stretch from that start: canonically equivalent
spellings match ("ṩ" and "s" + dot below + dot above), and so do the case or the marks
with NORM_IGNORECASE / NORM_IGNORENONSPACE. FIND_STARTSWITH and FIND_ENDSWITH ask the
stretch to begin or end the source. The answer is the stretch's start (-1: none) and
its length in *found; an unknown locale, a NULL string, a count below -1, a version,
reserved word or sort handle: -1 with ERROR_INVALID_PARAMETER; two FIND_ flags or an
unknown one: ERROR_INVALID_FLAGS. The locales with data all sort by Windows' default
table (compare.py).
"""

import unicodedata

from ....abi.api import BOTH, api
from ...core.dllnames import KERNEL32
from ...core.winerror import ERROR_INVALID_FLAGS, ERROR_INVALID_PARAMETER, ERROR_SUCCESS
from ...kernel import nls
from .compare import (LINGUISTIC_IGNORECASE, LINGUISTIC_IGNOREDIACRITIC, NORM_IGNORECASE,
                      NORM_IGNORENONSPACE, NORM_IGNORESYMBOLS, SORT_STRINGSORT, _FLAGS,
                      _fold)
from .locale import data_locale, lcid_locale

FIND_STARTSWITH, FIND_ENDSWITH, FIND_FROMSTART, FIND_FROMEND = \
    0x100000, 0x200000, 0x400000, 0x800000
_FIND = FIND_STARTSWITH | FIND_ENDSWITH | FIND_FROMSTART | FIND_FROMEND


def _key(text, flags):
    """The sort key CompareString compares ``text`` by under ``flags``."""
    text = unicodedata.normalize("NFD", _fold(text, flags))
    nf = flags & (NORM_IGNORESYMBOLS | SORT_STRINGSORT)
    if flags & (NORM_IGNORECASE | LINGUISTIC_IGNORECASE):
        nf |= NORM_IGNORECASE
    if flags & (NORM_IGNORENONSPACE | LINGUISTIC_IGNOREDIACRITIC):
        nf |= NORM_IGNORENONSPACE
    return nls.sort_key(text, nf)


def find_linguistic(flags, source, value):
    """(start, length) of the stretch of ``source`` FindNLSString finds, or None."""
    want = _key(value, flags)
    n = len(source)
    starts = range(n + 1) if flags & (FIND_FROMSTART | FIND_STARTSWITH) else range(n, -1, -1)
    if flags & FIND_STARTSWITH:
        starts = [0]
    for i in starts:
        ends = [n] if flags & FIND_ENDSWITH else range(i, n + 1)
        for j in ends:
            if j < i:
                continue
            if _key(source[i:j], flags) == want:
                return i, j - i
    return None


def _read(c, p, n):
    """A wide string argument (n -1: to its NUL)."""
    mem = c.vm.mem
    if n < 0:
        return mem.wstr(p)
    return bytes(mem.read(p, 2 * n)).decode("utf-16-le", "surrogatepass")


def _find(c, locale_ok, flags, src, n1, value, n2, found, version, reserved, handle):
    vm = c.vm
    if not locale_ok or not src or not value or n1 < -1 or n2 < -1 or version or reserved \
            or handle:
        vm.last_error = ERROR_INVALID_PARAMETER
        return -1
    kind = flags & _FIND
    if flags & ~(_FIND | _FLAGS) or kind & (kind - 1):
        vm.last_error = ERROR_INVALID_FLAGS
        return -1
    if not kind:
        flags |= FIND_FROMSTART
    hit = find_linguistic(flags, _read(c, src, n1), _read(c, value, n2))
    if hit is None:
        return -1
    if found:
        vm.mem.w32(found, hit[1])
    return hit[0]


@api(KERNEL32, "FindNLSString", "DWORD lcid, DWORD flags, LPVOID src, INT n1, LPVOID value, INT n2, LPVOID found", widths=BOTH)
def FindNLSString(c, lcid, flags, src, n1, value, n2, found):
    """Where ``value`` occurs in ``src`` as locale ``lcid`` compares text."""
    return _find(c, lcid_locale(c.spec.name, lcid) is not None, flags, src, n1, value, n2, found,
                 0, 0, 0)


@api(KERNEL32, "FindNLSStringEx",
     "LPVOID name, DWORD flags, LPVOID src, INT n1, LPVOID value, INT n2, LPVOID found, "
     "LPVOID version, LPVOID reserved, LPARAM handle", widths=BOTH)
def FindNLSStringEx(c, name, flags, src, n1, value, n2, found, version, reserved, handle):
    """FindNLSString with a locale name (NULL: the user's)."""
    return _find(c, data_locale(c, name) is not None, flags, src, n1, value, n2, found,
                 version, reserved, handle)


@api(KERNEL32, "FindStringOrdinal", "DWORD flags, LPVOID src, INT n1, LPVOID value, INT n2, BOOL ignore_case", widths=BOTH)
def FindStringOrdinal(c, flags, src, n1, value, n2, ignore_case):
    """Where ``value`` occurs in ``src`` code unit for code unit (ignore_case: both
    upper-cased, as CompareStringOrdinal): its start or -1; last error ERROR_SUCCESS when
    the search ran. A flag other than one FIND_*: ERROR_INVALID_FLAGS; a NULL string:
    ERROR_INVALID_PARAMETER."""
    vm = c.vm
    if flags not in (FIND_STARTSWITH, FIND_ENDSWITH, FIND_FROMSTART, FIND_FROMEND):
        vm.last_error = ERROR_INVALID_FLAGS
        return -1
    if not src or not value:
        vm.last_error = ERROR_INVALID_PARAMETER
        return -1
    a, b = _read(c, src, n1), _read(c, value, n2)
    vm.last_error = ERROR_SUCCESS
    if ignore_case:
        a = "".join(ch.upper() if len(ch.upper()) == 1 else ch for ch in a)
        b = "".join(ch.upper() if len(ch.upper()) == 1 else ch for ch in b)
    if flags == FIND_FROMSTART:
        return a.find(b)
    if flags == FIND_FROMEND:
        return a.rfind(b)
    if flags == FIND_STARTSWITH:
        return 0 if a.startswith(b) else -1
    return len(a) - len(b) if a.endswith(b) else -1
