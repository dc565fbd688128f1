"""The C runtime's multibyte-character string functions (mbstring.h) over the multibyte
code page of ``_setmbcp`` (dlls/msvcrt/mbcs.py): ``_mbsbtype``, ``_mbsnextc``,
``_mbsnextc_l``, ``_mbclen``, ``_mbslen``, ``_mbsnlen``, ``_mbccpy``, ``_mbccpy_s``, ``_mbsncpy``,
``_mbsnbcpy``, ``_mbsinc``, ``_mbsninc``.

A string is read from its start: a lead byte and the byte after it are one character,
even when that byte is no valid trail byte ("\\xb2 " is one character in code page 936,
and ``_mbsbtype`` calls its second byte illegal); a lead byte followed by the NUL ends
the string without being a character. In a single-byte code page every byte is a
character.
"""

from ....abi.api import BOTH
from ...core.crt import C_STRING, EINVAL, ERANGE, cdecl, invalid_parameter, set_errno
from .mbcs import _is_trail, is_lead

__all__ = []

EILSEQ = 42
_MBC_SINGLE, _MBC_LEAD, _MBC_TRAIL, _MBC_ILLEGAL = 0, 1, 2, -1


def _chars(vm, p):
    """The string's characters from ``p``, as byte strings (1 or 2 bytes), up to its end
    (the NUL, or a lead byte before the NUL)."""
    mem = vm.mem
    while True:
        b = mem.u8(p)
        if not b:
            return
        if is_lead(vm, b):
            if not mem.u8(p + 1):
                return
            yield mem.read(p, 2)
            p += 2
        else:
            yield bytes((b,))
            p += 1


@cdecl("_mbsbtype", "LPVOID s, SIZE_T count", widths=BOTH)
def _mbsbtype(c, s, count):
    """The kind of byte ``count`` of the string: _MBC_SINGLE (0), _MBC_LEAD (1),
    _MBC_TRAIL (2), or _MBC_ILLEGAL (-1: an invalid trail byte, or past the string's end)."""
    vm = c.vm
    mem = vm.mem
    p, end = s, s + count
    while True:
        b = mem.u8(p)
        if not b:
            return _MBC_ILLEGAL & 0xFFFFFFFF
        if is_lead(vm, b):
            if p == end:
                return _MBC_LEAD
            if p + 1 == end:
                return _MBC_TRAIL if _is_trail(vm, mem.u8(p + 1)) else _MBC_ILLEGAL & 0xFFFFFFFF
            if not mem.u8(p + 1):
                return _MBC_ILLEGAL & 0xFFFFFFFF
            p += 2
        else:
            if p == end:
                return _MBC_SINGLE
            p += 1


@cdecl("_mbsnextc", "LPVOID s", widths=BOTH)
def _mbsnextc(c, s):
    """The first character of the string: a lead byte with the byte after it as one
    value (lead << 8 | next), or the single byte."""
    mem = c.vm.mem
    b = mem.u8(s)
    return b << 8 | mem.u8(s + 1) if is_lead(c.vm, b) else b


@cdecl("_mbsnextc_l", "LPVOID s, LPVOID locale", widths=BOTH)
def _mbsnextc_l(c, s, locale):
    """_mbsnextc with a locale (every _locale_t is the "C" locale here)."""
    return _mbsnextc(c, s)


@cdecl("_mbclen", "LPVOID s", widths=BOTH)
def _mbclen(c, s):
    """The bytes of the character at ``s``: 2 for a lead byte with a byte after it, else 1."""
    mem = c.vm.mem
    return 2 if is_lead(c.vm, mem.u8(s)) and mem.u8(s + 1) else 1


@cdecl("_mbslen", "LPVOID s", widths=BOTH)
def _mbslen(c, s):
    """The characters of the string (a lead byte before the NUL not counted)."""
    return sum(1 for _ in _chars(c.vm, s))


@cdecl("_mbsnlen", "LPVOID s, SIZE_T maxsize", widths=BOTH)
def _mbsnlen(c, s, maxsize):
    """_mbslen of a string found within ``maxsize`` bytes; ``maxsize`` when no NUL lies
    within them."""
    mem = c.vm.mem
    data = mem.read(s, maxsize) if maxsize else b""
    if b"\0" not in data:
        return maxsize
    return sum(1 for _ in _chars(c.vm, s))


@cdecl("_mbccpy", "LPVOID dst, LPVOID src", widths=BOTH)
def _mbccpy(c, dst, src):
    """Copy the character at ``src`` (one or two bytes) to ``dst``."""
    mem = c.vm.mem
    n = 2 if is_lead(c.vm, mem.u8(src)) else 1
    mem.write(dst, mem.read(src, n))


@cdecl("_mbccpy_s", "LPVOID dst, SIZE_T size, LPVOID copied, LPVOID src", widths=BOTH)
def _mbccpy_s(c, dst, size, copied, src):
    """_mbccpy into ``size`` bytes, the bytes copied at ``copied``: 0, EINVAL (no buffer
    or source), ERANGE (a double-byte character and one byte of room: ``dst`` emptied)
    or EILSEQ (a lead byte before the NUL: ``dst`` emptied, 1 copied)."""
    vm = c.vm
    mem = vm.mem
    if copied:
        mem.w32(copied, 0)
    if not dst or not size or not src:
        return (yield from invalid_parameter(c, EINVAL))
    b = mem.u8(src)
    if not is_lead(vm, b):
        mem.write(dst, bytes((b,)))
        if copied:
            mem.w32(copied, 1)
        return 0
    if size < 2:
        mem.write(dst, b"\0")
        return (yield from invalid_parameter(c, ERANGE))
    if not mem.u8(src + 1):
        mem.write(dst, b"\0")
        if copied:
            mem.w32(copied, 1)
        set_errno(vm, EILSEQ)
        return EILSEQ
    mem.write(dst, mem.read(src, 2))
    if copied:
        mem.w32(copied, 2)
    return 0


@cdecl("_mbsncpy", "LPVOID dst, LPVOID src, SIZE_T n", widths=BOTH)
def _mbsncpy(c, dst, src, n):
    """Copy ``n`` characters; once the source ends each remaining one is a NUL byte (a
    lead byte before the NUL gives two). ``dst``."""
    vm = c.vm
    mem = vm.mem
    out = bytearray()
    p, ended = src, False
    for _ in range(n):
        b = 0 if ended else mem.u8(p)
        if not b:
            ended = True
            out.append(0)
        elif is_lead(vm, b):
            if not mem.u8(p + 1):
                out += b"\0\0"
                ended = True
            else:
                out += mem.read(p, 2)
                p += 2
        else:
            out.append(b)
            p += 1
    mem.write(dst, bytes(out))
    return dst


@cdecl("_mbsnbcpy", "LPVOID dst, LPVOID src, SIZE_T n", widths=BOTH)
def _mbsnbcpy(c, dst, src, n):
    """Copy ``n`` bytes without cutting a double-byte character (a NUL takes the place of
    one that does not fit); after the source's end the rest is NUL bytes. ``dst``."""
    vm = c.vm
    mem = vm.mem
    out = bytearray()
    p = src
    while len(out) < n:
        b = mem.u8(p)
        if not b or (is_lead(vm, b) and not mem.u8(p + 1)):
            break
        if is_lead(vm, b):
            if len(out) + 2 > n:
                out.append(0)
                break
            out += mem.read(p, 2)
            p += 2
        else:
            out.append(b)
            p += 1
    out += b"\0" * (n - len(out))
    mem.write(dst, bytes(out))
    return dst


@cdecl("_mbsinc", "LPVOID p", widths=BOTH)
def _mbsinc(c, p):
    """The address of the character after the one at ``p``."""
    return p + _mbclen(c, p)


@cdecl("_mbsninc", "LPVOID s, SIZE_T n", widths=BOTH)
def _mbsninc(c, s, n):
    """The address ``n`` characters on (at most to the string's end); NULL for NULL."""
    if not s:
        return 0
    p = s
    for i, ch in enumerate(_chars(c.vm, s)):
        if i >= n:
            break
        p += len(ch)
    return p


@cdecl("_mbstrlen", "LPVOID s", widths=BOTH)
def _mbstrlen(c, s):
    """The multibyte characters of the string by the locale's code page (LC_CTYPE, not
    _setmbcp's): in the "C" locale, the only one here, every byte is one."""
    return len(c.vm.mem.cbytes(s, C_STRING))


@cdecl("_mbstrlen_l", "LPVOID s, LPVOID locale", widths=BOTH)
def _mbstrlen_l(c, s, locale):
    """_mbstrlen with a locale (the "C" locale here)."""
    return _mbstrlen(c, s)


def _set(vm, p):
    """The characters of a set string, and whether it ends in a lead byte before its NUL
    (then, as in msvcrt, the search over the set ends as if it had matched: every
    character counts as in the set)."""
    chars = set(_chars(vm, p))
    mem = vm.mem
    q = p
    while True:
        b = mem.u8(q)
        if not b:
            return chars, False
        if is_lead(vm, b):
            if not mem.u8(q + 1):
                return chars, True
            q += 2
        else:
            q += 1


def _span(vm, s, charset, inside):
    """The bytes before the first character of ``s`` that is (``inside`` False) or is not
    (``inside`` True) in the set at ``charset``, and whether the string ended first."""
    members, lone_lead = _set(vm, charset)
    n = 0
    for ch in _chars(vm, s):
        if (lone_lead or ch in members) != inside:
            return n, False
        n += len(ch)
    return n, True


@cdecl("_mbsspn", "LPVOID s, LPVOID charset", widths=BOTH)
def _mbsspn(c, s, charset):
    """The bytes of the string's first characters that are all in ``charset``."""
    return _span(c.vm, s, charset, True)[0]


@cdecl("_mbscspn", "LPVOID s, LPVOID charset", widths=BOTH)
def _mbscspn(c, s, charset):
    """The bytes of the string's first characters none of which is in ``charset``."""
    return _span(c.vm, s, charset, False)[0]


@cdecl("_mbsspnp", "LPVOID s, LPVOID charset", widths=BOTH)
def _mbsspnp(c, s, charset):
    """The first character of the string not in ``charset``; NULL when every one is."""
    n, ended = _span(c.vm, s, charset, True)
    return 0 if ended else s + n


# -- the secure forms -----------------------------------------------------------------------
def _ends_in_lone_lead(vm, data):
    """Whether the bytes end with a lead byte that has no second byte (read from the
    start: a lead byte takes the byte after it)."""
    i = 0
    while i < len(data):
        if is_lead(vm, data[i]):
            if i + 1 == len(data):
                return True
            i += 2
        else:
            i += 1
    return False


@cdecl("_mbscpy_s", "LPVOID dst, SIZE_T size, LPVOID src", widths=BOTH)
def _mbscpy_s(c, dst, size, src):
    """Copy the string into ``size`` bytes: 0; EINVAL (no buffer, or no source: ``dst``
    emptied); ERANGE when it does not fit (what fits is copied, then ``dst`` emptied)."""
    mem = c.vm.mem
    if not dst or not size:
        return (yield from invalid_parameter(c, EINVAL))
    if not src:
        mem.write(dst, b"\0")
        return (yield from invalid_parameter(c, EINVAL))
    data = mem.cbytes(src, C_STRING)
    if len(data) >= size:
        mem.write(dst, data[:size])
        mem.write(dst, b"\0")
        return (yield from invalid_parameter(c, ERANGE))
    mem.write(dst, data + b"\0")
    return 0


@cdecl("_mbscat_s", "LPVOID dst, SIZE_T size, LPVOID src", widths=BOTH)
def _mbscat_s(c, dst, size, src):
    """Append the string within ``size`` bytes: 0; EINVAL (no buffer or source, or no NUL
    in ``dst`` within ``size``); ERANGE when it does not fit (``dst`` emptied); EILSEQ
    when either string ends in a lead byte without its second byte (that byte is left
    out, the rest appended)."""
    vm = c.vm
    mem = vm.mem
    if not dst or not size:
        return (yield from invalid_parameter(c, EINVAL))
    if not src:
        mem.write(dst, b"\0")
        return (yield from invalid_parameter(c, EINVAL))
    room = mem.read(dst, size)
    if b"\0" not in room:
        mem.write(dst, b"\0")
        return (yield from invalid_parameter(c, EINVAL))
    head = room[:room.index(b"\0")]
    tail = mem.cbytes(src, C_STRING)
    bad = False
    if _ends_in_lone_lead(vm, head):
        head, bad = head[:-1], True
    if _ends_in_lone_lead(vm, tail):
        tail, bad = tail[:-1], True
    if len(head) + len(tail) >= size:
        mem.write(dst, b"\0")
        return (yield from invalid_parameter(c, ERANGE))
    mem.write(dst + len(head), tail + b"\0")
    if bad:
        set_errno(vm, EILSEQ)
        return EILSEQ
    return 0


@cdecl("_mbsnbcpy_s", "LPVOID dst, SIZE_T size, LPVOID src, SIZE_T count", widths=BOTH)
def _mbsnbcpy_s(c, dst, size, src, count):
    """Copy at most ``count`` bytes of the string and a NUL into ``size`` bytes: 0;
    EINVAL for no buffer or source; ERANGE when it does not fit (what fits is copied,
    then ``dst`` emptied)."""
    mem = c.vm.mem
    if not dst or not size:
        return (yield from invalid_parameter(c, EINVAL))
    if not src:
        mem.write(dst, b"\0")
        return (yield from invalid_parameter(c, EINVAL))
    data = mem.cbytes(src, C_STRING)[:count]
    if len(data) >= size:
        mem.write(dst, data[:size])
        mem.write(dst, b"\0")
        return (yield from invalid_parameter(c, ERANGE))
    mem.write(dst, data + b"\0")
    return 0


# -- _mbstok ---------------------------------------------------------------------------------
def _token(vm, s, delim):
    """(token start or 0, where the next search starts) for a multibyte strtok from
    ``s``: delimiters are whole characters; the one after a token becomes a NUL."""
    mem = vm.mem
    members, _lone = _set(vm, delim)

    def char_at(p):
        b = mem.u8(p)
        if not b:
            return b""
        if is_lead(vm, b) and mem.u8(p + 1):
            return mem.read(p, 2)
        return bytes((b,))
    p = s
    while True:
        ch = char_at(p)
        if not ch:
            return 0, 0
        if ch not in members:
            break
        p += len(ch)
    start = p
    while True:
        ch = char_at(p)
        if not ch:
            return start, 0
        if ch in members:
            mem.write(p, b"\0" * len(ch))
            return start, p + len(ch)
        p += len(ch)


@cdecl("_mbstok", "LPVOID s, LPVOID delim", widths=BOTH)
def _mbstok(c, s, delim):
    """strtok by multibyte characters, with a saved position of its own (NULL ``s``:
    go on from the last call's; NULL when no token is left)."""
    vm = c.vm
    start = s or vm.crt.mbstok_next
    if not start:
        return 0
    token, vm.crt.mbstok_next = _token(vm, start, delim)
    return token


@cdecl("_mbstok_l", "LPVOID s, LPVOID delim, LPVOID locale", widths=BOTH)
def _mbstok_l(c, s, delim, locale):
    """_mbstok with a locale (the "C" locale here)."""
    return _mbstok(c, s, delim)


@cdecl("_mbstok_s", "LPVOID s, LPVOID delim, LPVOID context", widths=BOTH)
def _mbstok_s(c, s, delim, context):
    """_mbstok with the position kept at ``context``: NULL with EINVAL for no delimiters
    or context, or NULL ``s`` with a NULL ``*context``."""
    vm = c.vm
    # ``context`` is a char **: a pointer cell of the program's width
    if not delim or not context or (not s and not vm.mem.uptr(context)):
        yield from invalid_parameter(c, EINVAL)
        return 0
    start = s or vm.mem.uptr(context)
    token, after = _token(vm, start, delim)
    vm.mem.wptr(context, after)
    return token
