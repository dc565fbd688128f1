"""The C runtime's wide-string and remaining byte-string functions (msvcrt's table, so
ucrtbase, the api-ms-win-crt-* sets and ntdll share them; see ``abi/apisets.py``).

Wide strings are handled as lists of UTF-16 code units, so pointer results and lengths
count units exactly as the CRT does (a surrogate pair is two). Case mapping and character
classes are the "C" locale's: the CRT's wide functions use Unicode data for them.
"""

from ....abi.api import BOTH
from ...core.crt import C_STRING, EINVAL, cdecl, invalid_parameter
from ...core.crtsort import crt_bsearch
from .math import _parse_float
from .main import _cmp, _parse_int

_LIMIT = C_STRING     # code units read at most from one string (core/crt.py)


def wunits(mem, p, limit=_LIMIT):
    """The UTF-16 code units of the NUL-terminated wide string at ``p`` (no NUL)."""
    out = []
    while len(out) < limit:
        u = mem.u16(p + 2 * len(out))
        if not u:
            break
        out.append(u)
    return out


def _write_units(mem, p, units):
    mem.write(p, b"".join(u.to_bytes(2, "little") for u in units) + b"\0\0")


def _lower(u):
    s = chr(u).lower()
    return ord(s) if len(s) == 1 and ord(s) < 0x10000 else u


def _upper(u):
    s = chr(u).upper()
    return ord(s) if len(s) == 1 and ord(s) < 0x10000 else u


def _text(units):
    return "".join(chr(u) for u in units)


# -- copying and joining -----------------------------------------------------------------
@cdecl("wcscpy", "LPVOID dst, LPVOID src", widths=BOTH)
def wcscpy(c, dst, src):
    _write_units(c.vm.mem, dst, wunits(c.vm.mem, src))
    return dst


@cdecl("wcsncpy", "LPVOID dst, LPVOID src, SIZE_T n", widths=BOTH)
def wcsncpy(c, dst, src, n):
    units = wunits(c.vm.mem, src, n)
    c.vm.mem.write(dst, b"".join(u.to_bytes(2, "little") for u in units) + bytes(2 * (n - len(units))))
    return dst


@cdecl("wcscat", "LPVOID dst, LPVOID src", widths=BOTH)
def wcscat(c, dst, src):
    mem = c.vm.mem
    _write_units(mem, dst + 2 * len(wunits(mem, dst)), wunits(mem, src))
    return dst


@cdecl("wcsncat", "LPVOID dst, LPVOID src, SIZE_T n", widths=BOTH)
def wcsncat(c, dst, src, n):
    mem = c.vm.mem
    _write_units(mem, dst + 2 * len(wunits(mem, dst)), wunits(mem, src, n))
    return dst


@cdecl("_wcsdup", "LPVOID s", widths=BOTH)
def _wcsdup(c, s):
    if not s:
        return 0            # NULL in, NULL out (the CRT checks; winecfg relies on it)
    units = wunits(c.vm.mem, s)
    p = c.vm.heap.alloc(2 * len(units) + 2)
    _write_units(c.vm.mem, p, units)
    return p


def _map_in_place(c, s, fn):
    units = wunits(c.vm.mem, s)
    _write_units(c.vm.mem, s, [fn(u) for u in units])
    return s


@cdecl("_wcslwr", "LPVOID s", widths=BOTH)
def _wcslwr(c, s):
    return _map_in_place(c, s, _lower)


@cdecl("_wcsupr", "LPVOID s", widths=BOTH)
def _wcsupr(c, s):
    return _map_in_place(c, s, _upper)


# -- comparing ---------------------------------------------------------------------------
@cdecl("wcscmp", "LPVOID a, LPVOID b", widths=BOTH)
def wcscmp(c, a, b):
    return _cmp(wunits(c.vm.mem, a), wunits(c.vm.mem, b))


@cdecl("wcsncmp", "LPVOID a, LPVOID b, SIZE_T n", widths=BOTH)
def wcsncmp(c, a, b, n):
    return _cmp(wunits(c.vm.mem, a, n), wunits(c.vm.mem, b, n))


@cdecl("_wcsicmp", "LPVOID a, LPVOID b", widths=BOTH)
def _wcsicmp(c, a, b):
    mem = c.vm.mem
    return _cmp([_lower(u) for u in wunits(mem, a)], [_lower(u) for u in wunits(mem, b)])


@cdecl("_wcsnicmp", "LPVOID a, LPVOID b, SIZE_T n", widths=BOTH)
def _wcsnicmp(c, a, b, n):
    mem = c.vm.mem
    return _cmp([_lower(u) for u in wunits(mem, a, n)], [_lower(u) for u in wunits(mem, b, n)])


@cdecl("_strnicmp", "LPVOID a, LPVOID b, SIZE_T n", widths=BOTH)
def _strnicmp(c, a, b, n):
    return _cmp(c.vm.mem.cbytes(a, n).lower(), c.vm.mem.cbytes(b, n).lower())


# -- searching ---------------------------------------------------------------------------
@cdecl("wcschr", "LPVOID s, UINT ch", widths=BOTH)
def wcschr(c, s, ch):
    units = wunits(c.vm.mem, s) + [0]
    ch &= 0xFFFF
    return s + 2 * units.index(ch) if ch in units else 0


@cdecl("wcsrchr", "LPVOID s, UINT ch", widths=BOTH)
def wcsrchr(c, s, ch):
    units = wunits(c.vm.mem, s) + [0]
    ch &= 0xFFFF
    return s + 2 * (len(units) - 1 - units[::-1].index(ch)) if ch in units else 0


@cdecl("wcsstr", "LPVOID s, LPVOID sub", widths=BOTH)
def wcsstr(c, s, sub):
    i = _text(wunits(c.vm.mem, s)).find(_text(wunits(c.vm.mem, sub)))
    return 0 if i < 0 else s + 2 * i     # chr() per unit: indexes are unit indexes


def _span(units, accept, inside):
    n = 0
    while n < len(units) and (units[n] in accept) == inside:
        n += 1
    return n


@cdecl("wcspbrk", "LPVOID s, LPVOID accept", widths=BOTH)
def wcspbrk(c, s, accept):
    units = wunits(c.vm.mem, s)
    n = _span(units, set(wunits(c.vm.mem, accept)), False)
    return s + 2 * n if n < len(units) else 0


@cdecl("wcscspn", "LPVOID s, LPVOID reject", widths=BOTH)
def wcscspn(c, s, reject):
    return _span(wunits(c.vm.mem, s), set(wunits(c.vm.mem, reject)), False)


@cdecl("wcsspn", "LPVOID s, LPVOID accept", widths=BOTH)
def wcsspn(c, s, accept):
    return _span(wunits(c.vm.mem, s), set(wunits(c.vm.mem, accept)), True)


@cdecl("strcspn", "LPVOID s, LPVOID reject", widths=BOTH)
def strcspn(c, s, reject):
    return _span(list(c.vm.mem.cbytes(s, C_STRING)), set(c.vm.mem.cbytes(reject, C_STRING)), False)


@cdecl("strspn", "LPVOID s, LPVOID accept", widths=BOTH)
def strspn(c, s, accept):
    return _span(list(c.vm.mem.cbytes(s, C_STRING)), set(c.vm.mem.cbytes(accept, C_STRING)), True)


@cdecl("strpbrk", "LPVOID s, LPVOID accept", widths=BOTH)
def strpbrk(c, s, accept):
    data = list(c.vm.mem.cbytes(s, C_STRING))
    n = _span(data, set(c.vm.mem.cbytes(accept, C_STRING)), False)
    return s + n if n < len(data) else 0


# -- numbers -----------------------------------------------------------------------------
def _clamp_signed(v):
    return max(-2**31, min(2**31 - 1, v))


@cdecl("wcstol", "LPVOID s, LPVOID end, int base", widths=BOTH)
def wcstol(c, s, end, base):
    v, used = _parse_int(_text(wunits(c.vm.mem, s)), base)
    if end:
        c.vm.mem.wptr(end, s + 2 * used)      # wchar_t **: the program's width
    return _clamp_signed(v)


@cdecl("wcstoul", "LPVOID s, LPVOID end, int base", widths=BOTH)
def wcstoul(c, s, end, base):
    v, used = _parse_int(_text(wunits(c.vm.mem, s)), base)
    if end:
        c.vm.mem.wptr(end, s + 2 * used)      # wchar_t **: the program's width
    return v & 0xFFFFFFFF


@cdecl("_wtoi", "LPVOID s", widths=BOTH)
def _wtoi(c, s):
    return _clamp_signed(_parse_int(_text(wunits(c.vm.mem, s)), 10)[0])


@cdecl("_wtol", "LPVOID s", widths=BOTH)
def _wtol(c, s):
    return _wtoi(c, s)


@cdecl("wcstod", "LPVOID s, LPVOID end", widths=BOTH)
def wcstod(c, s, end):
    value, used = _parse_float(_text(wunits(c.vm.mem, s)))
    if end:
        c.vm.mem.wptr(end, s + 2 * used)      # wchar_t **: the program's width
    return value


# -- character classes and case ----------------------------------------------------------
@cdecl("towlower", "UINT ch", widths=BOTH)
def towlower(c, ch):
    return _lower(ch & 0xFFFF)


@cdecl("towupper", "UINT ch", widths=BOTH)
def towupper(c, ch):
    return _upper(ch & 0xFFFF)


def _wctype(pred):
    def f(c, ch):
        ch &= 0xFFFF
        return 1 if pred(chr(ch)) else 0
    return f


for _name, _pred in (("iswspace", lambda ch: ch.isspace()),
                     ("iswalpha", str.isalpha), ("iswdigit", lambda ch: "0" <= ch <= "9"),
                     ("iswalnum", str.isalnum), ("iswupper", str.isupper),
                     ("iswlower", str.islower), ("iswprint", str.isprintable),
                     ("iswpunct", lambda ch: ch.isprintable() and not ch.isalnum()
                      and not ch.isspace()),
                     ("iswxdigit", lambda ch: ch in "0123456789abcdefABCDEF"),
                     ("iswcntrl", lambda ch: ord(ch) < 32 or 127 <= ord(ch) < 160)):
    cdecl(_name, "UINT ch", widths=BOTH)(_wctype(_pred))


# -- searching sorted arrays ---------------------------------------------------------------
@cdecl("bsearch", "LPVOID key, LPVOID base, SIZE_T n, SIZE_T size, LPVOID cmp", widths=BOTH)
def bsearch(c, key, base, n, size, cmp):
    """The element of the sorted array equal to ``key`` (cmp(key, elem)), or NULL."""
    return (yield from crt_bsearch(key, base, n, size, cmp))


@cdecl("_swab", "LPVOID src, LPVOID dst, int n", widths=BOTH)
def _swab(c, src, dst, n):
    """Copy ``n`` bytes from ``src`` to ``dst`` swapping each pair (a last odd byte is not
    copied); src and dst may be the same buffer. NULL buffers or a negative count are
    an invalid parameter (EINVAL)."""
    if not src or not dst or n < 0:
        yield from invalid_parameter(c, EINVAL)
        return
    n &= ~1
    if n:
        data = bytearray(c.vm.mem.read(src, n))
        data[0::2], data[1::2] = data[1::2], data[0::2]
        c.vm.mem.write(dst, bytes(data))
