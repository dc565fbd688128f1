"""The C runtime's "secure" functions (*_s) programs commonly import: strcpy_s, strcat_s,
strncpy_s, strncat_s and their wcs forms, memcpy_s, memmove_s, wmemcpy_s, wmemmove_s,
_itoa_s, _ltoa_s, _ultoa_s, _i64toa_s, _ui64toa_s and their _itow_s forms, _strlwr_s,
_strupr_s, _wcslwr_s, _wcsupr_s, sprintf_s, vsprintf_s, _snprintf_s, _vsnprintf_s,
swprintf_s, vswprintf_s, _snwprintf_s, _vsnwprintf_s.

Each follows Microsoft's documented invalid-parameter behaviour: a NULL destination or a
zero size is EINVAL; a NULL source empties the destination and is EINVAL; a result that
does not fit empties the destination and is ERANGE (``count == _TRUNCATE`` truncates
instead and returns STRUNCATE, or -1 for the printf forms); memcpy_s also zeroes the
destination. Every such failure sets errno and goes through the program's invalid-
parameter handler (core/crt.py), as the UCRT does.
"""

from ....abi.api import BOTH
from ...core.crt import (EINVAL, ERANGE, STRUNCATE, TRUNCATE, cdecl, invalid_parameter,
                         msvcrt_format)


def _cs(wide):
    return 2 if wide else 1


def _units(mem, p, wide, limit=None):
    """The string at ``p`` as bytes without its NUL (at most ``limit`` characters read:
    None when no NUL comes within them)."""
    cs = _cs(wide)
    if limit is None:
        return mem.wstr(p).encode("utf-16-le") if wide else mem.cbytes(p)
    data = bytes(mem.read(p, limit * cs))
    for i in range(0, len(data), cs):
        if data[i:i + cs] == b"\0" * cs:
            return data[:i]
    return None


def _truncate_count(c, count):
    """``count`` with the program's _TRUNCATE, ((size_t)-1: 8 bytes of ones in a 64-bit
    program), as TRUNCATE."""
    return TRUNCATE if count == (1 << (8 * c.ptr_size)) - 1 else count


def _reset(mem, dst, wide):
    mem.write(dst, b"\0" * _cs(wide))


def _copy_s(wide):
    def handler(c, dst, size, src):
        mem = c.vm.mem
        if not dst or not size:
            return (yield from invalid_parameter(c, EINVAL))
        if not src:
            _reset(mem, dst, wide)
            return (yield from invalid_parameter(c, EINVAL))
        data = _units(mem, src, wide)
        if len(data) // _cs(wide) >= size:
            # what fits is copied first, then the string is emptied (msvcrt: "toolong"
            # into 8 leaves "\0oolong", as Wine's string.c sees on Windows)
            mem.write(dst, data[:size * _cs(wide)])
            _reset(mem, dst, wide)
            return (yield from invalid_parameter(c, ERANGE))
        mem.write(dst, data + b"\0" * _cs(wide))
        return 0
    handler.__doc__ = "Copy a string into a buffer of ``size`` characters: 0, EINVAL or ERANGE."
    return handler


def _cat_s(wide):
    def handler(c, dst, size, src):
        mem = c.vm.mem
        if not dst or not size:
            return (yield from invalid_parameter(c, EINVAL))
        if not src:
            _reset(mem, dst, wide)
            return (yield from invalid_parameter(c, EINVAL))
        head = _units(mem, dst, wide, size)
        if head is None:
            _reset(mem, dst, wide)
            return (yield from invalid_parameter(c, EINVAL))
        data = _units(mem, src, wide)
        cs = _cs(wide)
        if (len(head) + len(data)) // cs >= size:
            # what fits is appended first, then the string is emptied (as Windows)
            mem.write(dst + len(head), data[:size * cs - len(head)])
            _reset(mem, dst, wide)
            return (yield from invalid_parameter(c, ERANGE))
        mem.write(dst + len(head), data + b"\0" * cs)
        return 0
    handler.__doc__ = "Append a string within a buffer of ``size`` characters: 0, EINVAL or ERANGE."
    return handler


def _overlapping_ncopy(c, dst, size, src, count, wide):
    """Generator: strncpy_s's copy when the destination starts inside the source."""
    mem = c.vm.mem
    cs = _cs(wide)
    limit = size if count == TRUNCATE else min(count, size)
    n = 0
    while n < limit:
        unit = mem.read(src + n * cs, cs)
        if unit == b"\0" * cs:
            mem.write(dst + n * cs, unit)
            return 0
        mem.write(dst + n * cs, unit)
        n += 1
    if count != TRUNCATE and count < size:
        mem.write(dst + n * cs, b"\0" * cs)
        return 0
    if count == TRUNCATE:
        mem.write(dst + (size - 1) * cs, b"\0" * cs)
        return STRUNCATE
    _reset(mem, dst, wide)
    return (yield from invalid_parameter(c, ERANGE))


def _ncopy_s(wide, append):
    def handler(c, dst, size, src, count):
        mem = c.vm.mem
        cs = _cs(wide)
        count = _truncate_count(c, count)
        if not count and not dst and not size:
            return 0
        if not dst or not size:
            return (yield from invalid_parameter(c, EINVAL))
        start = b""
        if append:
            start = _units(mem, dst, wide, size)
            if start is None:
                _reset(mem, dst, wide)
                return (yield from invalid_parameter(c, EINVAL))
        elif not count:
            _reset(mem, dst, wide)
            return 0
        if append and not count:
            return 0                            # nothing to append: the source is not read
        if not src:
            _reset(mem, dst, wide)
            return (yield from invalid_parameter(c, EINVAL))
        room = size - len(start) // cs          # characters left, with the NUL
        if not append and dst > src and dst < src + size * cs:
            # An overlapping copy forward reads what it has just written, one character
            # at a time, as the runtime's loop does ("1" into itself + 1: "1111").
            return (yield from _overlapping_ncopy(c, dst, size, src, count, wide))
        data = _units(mem, src, wide)
        if count != TRUNCATE:
            data = data[:count * cs]
        if len(data) // cs < room:
            mem.write(dst + len(start), data + b"\0" * cs)
            return 0
        if count == TRUNCATE:
            mem.write(dst + len(start), data[:(room - 1) * cs] + b"\0" * cs)
            return STRUNCATE
        _reset(mem, dst, wide)
        return (yield from invalid_parameter(c, ERANGE))
    handler.__doc__ = ("%s at most ``count`` characters (_TRUNCATE: as many as fit, "
                       "STRUNCATE) within ``size``: 0, EINVAL or ERANGE." %
                       ("Append" if append else "Copy"))
    return handler


for _prefix, _wide in (("str", False), ("wcs", True)):
    cdecl(_prefix + "cpy_s", "LPVOID dst, SIZE_T size, LPVOID src", widths=BOTH)(_copy_s(_wide))
    cdecl(_prefix + "cat_s", "LPVOID dst, SIZE_T size, LPVOID src", widths=BOTH)(_cat_s(_wide))
    cdecl(_prefix + "ncpy_s", "LPVOID dst, SIZE_T size, LPVOID src, SIZE_T count", widths=BOTH)(
        _ncopy_s(_wide, False))
    cdecl(_prefix + "ncat_s", "LPVOID dst, SIZE_T size, LPVOID src, SIZE_T count", widths=BOTH)(
        _ncopy_s(_wide, True))


def _memcpy_s(unit, move):
    def handler(c, dst, size, src, count):
        mem = c.vm.mem
        if not count:
            return 0
        if not dst:
            return (yield from invalid_parameter(c, EINVAL))
        if not src or size < count:
            if not move:
                mem.write(dst, bytes(size * unit))
            return (yield from invalid_parameter(c, EINVAL if not src else ERANGE))
        mem.write(dst, bytes(mem.read(src, count * unit)))
        return 0
    handler.__doc__ = ("Copy ``count`` elements into a buffer of ``size``: 0, EINVAL or "
                       "ERANGE%s." % ("" if move else " (the buffer zeroed on failure)"))
    return handler


cdecl("memcpy_s", "LPVOID dst, SIZE_T size, LPVOID src, SIZE_T count", widths=BOTH)(
    _memcpy_s(1, False))
cdecl("memmove_s", "LPVOID dst, SIZE_T size, LPVOID src, SIZE_T count", widths=BOTH)(
    _memcpy_s(1, True))
cdecl("wmemcpy_s", "LPVOID dst, SIZE_T size, LPVOID src, SIZE_T count", widths=BOTH)(
    _memcpy_s(2, False))
cdecl("wmemmove_s", "LPVOID dst, SIZE_T size, LPVOID src, SIZE_T count", widths=BOTH)(
    _memcpy_s(2, True))


# -- integers to text -------------------------------------------------------------------
_DIGITS = "0123456789abcdefghijklmnopqrstuvwxyz"


def _to_text(value, radix):
    digits = []
    while True:
        value, d = divmod(value, radix)
        digits.append(_DIGITS[d])
        if not value:
            return "".join(reversed(digits))


def _itoa_s(bits, signed, wide):
    def body(c, value, buf, size, radix):
        mem = c.vm.mem
        if not buf or not size:
            return (yield from invalid_parameter(c, EINVAL))
        _reset(mem, buf, wide)
        if not 2 <= radix <= 36:
            return (yield from invalid_parameter(c, EINVAL))
        value &= (1 << bits) - 1
        negative = signed and radix == 10 and value >> (bits - 1)
        if negative:
            value = (1 << bits) - value
        text = ("-" if negative else "") + _to_text(value, radix)
        if len(text) >= size:
            return (yield from invalid_parameter(c, ERANGE))
        (mem.write_wstr if wide else mem.write_cstr)(buf, text)
        return 0

    if bits == 64:
        def handler(c, value, buf, size, radix):
            return (yield from body(c, value, buf, size, radix))
        params = "__int64 value, LPVOID buf, SIZE_T size, int radix"
    else:
        def handler(c, value, buf, size, radix):
            return (yield from body(c, value, buf, size, radix))
        params = "DWORD value, LPVOID buf, SIZE_T size, int radix"
    handler.__doc__ = ("Write a %d-bit %s integer in base ``radix`` (a minus sign only in "
                       "base 10): 0, EINVAL or ERANGE." % (bits, "signed" if signed else "unsigned"))
    return params, handler


for _a, _w in (("_itoa_s", "_itow_s"), ("_ltoa_s", "_ltow_s"), ("_ultoa_s", "_ultow_s"),
               ("_i64toa_s", "_i64tow_s"), ("_ui64toa_s", "_ui64tow_s")):
    _bits = 64 if "64" in _a else 32
    _signed = not _a.startswith("_u")
    for _name, _wide in ((_a, False), (_w, True)):
        _params, _handler = _itoa_s(_bits, _signed, _wide)
        cdecl(_name, _params, widths=BOTH)(_handler)


def _case_s(upper, wide):
    def handler(c, s, size):
        mem = c.vm.mem
        if not s:
            return (yield from invalid_parameter(c, EINVAL))
        data = _units(mem, s, wide, size)
        if data is None:
            _reset(mem, s, wide)
            return (yield from invalid_parameter(c, EINVAL))
        text = data.decode("utf-16-le") if wide else data.decode("cp1252")
        if wide:
            text = "".join(ch.upper() if upper else ch.lower() for ch in text)
            mem.write(s, text.encode("utf-16-le"))
        else:       # the "C" locale changes only A-Z / a-z
            mem.write(s, bytes(b - 32 if upper and 97 <= b <= 122 else
                               b + 32 if not upper and 65 <= b <= 90 else b for b in data))
        return 0
    handler.__doc__ = "Change a string to %s case in place: 0 or EINVAL." % ("upper" if upper else "lower")
    return handler


cdecl("_strlwr_s", "LPVOID s, SIZE_T size", widths=BOTH)(_case_s(False, False))
cdecl("_strupr_s", "LPVOID s, SIZE_T size", widths=BOTH)(_case_s(True, False))
cdecl("_wcslwr_s", "LPVOID s, SIZE_T size", widths=BOTH)(_case_s(False, True))
cdecl("_wcsupr_s", "LPVOID s, SIZE_T size", widths=BOTH)(_case_s(True, True))


# -- printf into a buffer -----------------------------------------------------------------
def _text(c, fmt, va, wide):
    return msvcrt_format(c.vm, fmt, va, wide)


def _encode(text, wide):
    return text.encode("utf-16-le") if wide else text.encode("cp1252", "replace")


def snprintf_s_body(c, buf, size, count, fmt, va, wide):
    """Generator: _vsnprintf_s's rules; the characters written, or -1."""
    mem = c.vm.mem
    cs = _cs(wide)
    count = _truncate_count(c, count)
    if not fmt or not buf or not size:
        if buf and size:
            _reset(mem, buf, wide)
        yield from invalid_parameter(c, EINVAL)
        return -1
    data = _encode(_text(c, fmt, va, wide), wide)
    chars = len(data) // cs
    if count != TRUNCATE and count < size:
        if chars <= count:
            mem.write(buf, data + b"\0" * cs)
            return chars
        mem.write(buf, data[:count * cs] + b"\0" * cs)
        return -1
    if chars < size:
        mem.write(buf, data + b"\0" * cs)
        return chars
    if count == TRUNCATE:
        mem.write(buf, data[:(size - 1) * cs] + b"\0" * cs)
        return -1
    _reset(mem, buf, wide)
    yield from invalid_parameter(c, ERANGE)
    return -1


def _snprintf_s(wide, varargs):
    if varargs:
        def handler(c, buf, size, count, fmt, va):
            return (yield from snprintf_s_body(c, buf, size, count, fmt, va, wide))
        params = "LPVOID buf, SIZE_T size, SIZE_T count, LPVOID fmt, ..."
    else:
        def handler(c, buf, size, count, fmt, va):
            return (yield from snprintf_s_body(c, buf, size, count, fmt, va, wide))
        params = "LPVOID buf, SIZE_T size, SIZE_T count, LPVOID fmt, LPVOID va"
    handler.__doc__ = ("printf at most ``count`` characters (_TRUNCATE: as many as fit) "
                       "into a buffer of ``size``; the length, or -1.")
    return params, handler


def _sprintf_s(wide, varargs):
    def handler(c, buf, size, fmt, va):
        return (yield from snprintf_s_body(c, buf, size, size, fmt, va, wide))
    handler.__doc__ = ("printf into a buffer of ``size``; the length, or -1 with the "
                       "buffer emptied (ERANGE) when it does not fit.")
    return ("LPVOID buf, SIZE_T size, LPVOID fmt, " + ("..." if varargs else "LPVOID va"),
            handler)


for _name, _factory, _wide, _var in (
        ("_snprintf_s", _snprintf_s, False, True), ("_vsnprintf_s", _snprintf_s, False, False),
        ("_snwprintf_s", _snprintf_s, True, True), ("_vsnwprintf_s", _snprintf_s, True, False),
        ("sprintf_s", _sprintf_s, False, True), ("vsprintf_s", _sprintf_s, False, False),
        ("swprintf_s", _sprintf_s, True, True), ("vswprintf_s", _sprintf_s, True, False)):
    _params, _handler = _factory(_wide, _var)
    cdecl(_name, _params, widths=BOTH)(_handler)
