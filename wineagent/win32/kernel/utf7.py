"""UTF-7 (code page 65000) as Windows writes it (RFC 2152, with Windows' choices).

Encoding: the characters of the "directly encoded" set (letters, digits, the space,
tab, CR, LF, NUL and ``'(),-./:?``: ``_DIRECT``) stand for themselves; "+" is
written "+-"; every run of other characters is "+", the base64 of its UTF-16 code units
(big-endian, the last sextet padded with zero bits) and a "-" that Windows always writes,
even before a character that would end the run by itself.

Decoding: bytes outside a run are code units of their own value (a byte over 0x7F too);
"+-" is "+"; after "+", base64 characters (a "+" among them) give 16-bit units as their
bits complete. A "-" ends the run and is dropped; any other byte ends it and is then read
as itself. Bits short of a unit are dropped when the run ends — except at a byte over
0x7F, after which Windows keeps them for the next run.

A buffer too small is filled unit by unit, as WideCharToMultiByte writes: each base64
character as its sextet completes, but the last, padded one only together with the
closing "-" (so a run is never left with a character whose bits are not all there).
"""

__all__ = ["encode_units", "encode", "fit", "decode"]

_B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
#: the characters Windows writes as themselves
_DIRECT = frozenset(
    "\0\t\n\r '(),-./0123456789:?"
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz")


def encode_units(text):
    """The encoding of ``text`` as a list of byte strings, each written whole or not at
    all when the buffer runs out."""
    units, i = [], 0
    while i < len(text):
        ch = text[i]
        if ch == "+":
            units += [b"+", b"-"]
            i += 1
            continue
        if ch in _DIRECT:
            units.append(ch.encode("ascii"))
            i += 1
            continue
        j = i
        while j < len(text) and text[j] not in _DIRECT and text[j] != "+":
            j += 1
        raw = text[i:j].encode("utf-16-be", "surrogatepass")
        units.append(b"+")
        bits, nbits = 0, 0
        for byte in raw:
            bits, nbits = (bits << 8) | byte, nbits + 8
            while nbits >= 6:
                nbits -= 6
                units.append(_B64[(bits >> nbits) & 0x3F].encode("ascii"))
        tail = _B64[(bits << (6 - nbits)) & 0x3F].encode("ascii") if nbits else b""
        units.append(tail + b"-")
        i = j
    return units


def encode(text):
    """The whole encoding of ``text``."""
    return b"".join(encode_units(text))


def fit(text, room):
    """The prefix of the encoding a buffer of ``room`` bytes receives."""
    out = bytearray()
    for unit in encode_units(text):
        if len(out) + len(unit) > room:
            break
        out += unit
    return bytes(out)


def decode(data):
    """The text of UTF-7 bytes (lone surrogates kept as they come)."""
    out, i, n = [], 0, len(data)
    bits = nbits = 0
    while i < n:
        byte = data[i]
        if byte != 0x2B:                               # "+"
            out.append(chr(byte))
            i += 1
            continue
        i += 1
        if i < n and data[i] == 0x2D:                  # "+-" is "+"
            out.append("+")
            i += 1
            continue
        while i < n:
            value = _B64.find(chr(data[i])) if data[i] < 0x80 else -1
            if value < 0:
                break
            bits, nbits = (bits << 6) | value, nbits + 6
            if nbits >= 16:
                nbits -= 16
                out.append(chr((bits >> nbits) & 0xFFFF))
            bits &= (1 << nbits) - 1
            i += 1
        if i < n and data[i] == 0x2D:                  # an explicit end, dropped
            i += 1
            bits = nbits = 0
        elif i < n and data[i] >= 0x80:
            pass                                       # Windows keeps the bits here
        else:
            bits = nbits = 0
    return "".join(out)
