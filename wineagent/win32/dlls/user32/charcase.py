"""USER32's case conversion: CharUpper/CharLower (A/W) and their Buff forms; CharNext and
CharPrev (the single-byte ANSI page, UTF-16 units).

A pointer whose high word is zero is one character (returned converted, as documented);
otherwise the string is converted in place and the pointer returned. Case follows the
locale's rules for the code page of the variant (ANSI: 1252) — Python's Unicode case
mapping, one character to one (a mapping that would change the length, such as "ß" to
"SS", leaves the character as it is, as Windows does).
"""

from ....abi.api import BOTH, api
from ...core.dllnames import USER32



def _map(ch, upper):
    out = ch.upper() if upper else ch.lower()
    return out if len(out) == 1 else ch


def _char(c, value, upper):
    code = value & 0xFFFF
    if c.wide:
        return ord(_map(chr(code), upper))
    b = bytes([code & 0xFF])
    ch = _map(b.decode("cp1252", "replace"), upper)
    try:
        return ch.encode("cp1252")[0]
    except UnicodeEncodeError:
        return code & 0xFF


def _convert(c, ptr, count, upper):
    mem = c.vm.mem
    size = c.char_size
    for i in range(count):
        at = ptr + i * size
        code = mem.u16(at) if c.wide else mem.u8(at)
        new = _char(c, code, upper)
        if new != code:
            if c.wide:
                mem.w16(at, new)
            else:
                mem.w8(at, new)


def _length(c, ptr):
    text = c.read_str(ptr)
    return len(text) if c.wide else len(text.encode("cp1252", "replace"))


@api(USER32, "CharUpper{AW}", "LPVOID text", widths=BOTH)
def CharUpper(c, text):
    if text >> 16 == 0:
        return _char(c, text, True)
    _convert(c, text, _length(c, text), True)
    return text


@api(USER32, "CharLower{AW}", "LPVOID text", widths=BOTH)
def CharLower(c, text):
    if text >> 16 == 0:
        return _char(c, text, False)
    _convert(c, text, _length(c, text), False)
    return text


@api(USER32, "CharUpperBuff{AW}", "LPVOID text, DWORD count", widths=BOTH)
def CharUpperBuff(c, text, count):
    if not text:
        return 0
    _convert(c, text, count, True)
    return count


@api(USER32, "CharLowerBuff{AW}", "LPVOID text, DWORD count", widths=BOTH)
def CharLowerBuff(c, text, count):
    if not text:
        return 0
    _convert(c, text, count, False)
    return count


# -- USER32's character stepping (single-byte ANSI page, UTF-16 units) --------------------
@api(USER32, "CharNext{AW}", "LPVOID p", widths=BOTH)
def CharNext(c, p):
    mem = c.vm.mem
    at_end = (mem.u16(p) if c.wide else mem.read(p, 1)[0]) == 0
    return p if at_end else p + c.char_size


@api(USER32, "CharPrev{AW}", "LPVOID start, LPVOID p", widths=BOTH)
def CharPrev(c, start, p):
    return p if p <= start else p - c.char_size
