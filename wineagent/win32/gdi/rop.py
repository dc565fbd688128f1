"""Raster operations: all 256 ternary (BitBlt) and all 16 binary (SetROP2) codes.

A ROP3 code's third byte is a truth table over pattern P, source S and destination D:
bit ``P*4 + S*2 + D`` of it is the result for those input bits. ``rop3`` evaluates any
code on whole images at once by treating each image's bytes as one big integer, so the
work is a handful of C-speed bitwise operations however large the area (no numpy).
A ROP2 code (R2_BLACK=1 .. R2_WHITE=16) minus one is a truth table over P and D: bit
``P*2 + D``.
"""

from PIL import Image

R2_COPYPEN = 13


def rop3_index(rop):
    """The truth-table byte of a 32-bit ROP3 code (Windows uses only this byte)."""
    return (rop >> 16) & 0xFF


def uses_source(index):
    """True when the result depends on the source."""
    return ((index >> 2) ^ index) & 0x33 != 0


def uses_pattern(index):
    """True when the result depends on the pattern (the brush)."""
    return ((index >> 4) ^ index) & 0x0F != 0


def uses_dest(index):
    """True when the result depends on the destination."""
    return ((index >> 1) ^ index) & 0x55 != 0


def _eval(index, p, s, d, mask):
    """Evaluate truth table ``index`` on big integers p, s, d (``mask`` = all ones)."""
    out = 0
    for i in range(8):
        if index >> i & 1:
            term = mask
            term &= p if i & 4 else p ^ mask
            term &= s if i & 2 else s ^ mask
            term &= d if i & 1 else d ^ mask
            out |= term
    return out


def _as_int(x, n):
    """Image, colour tuple or None as a big integer over ``n`` bytes of RGB."""
    if x is None:
        return 0
    if isinstance(x, tuple):
        return int.from_bytes(bytes(x[:3]) * (n // 3), "little")
    return int.from_bytes(x.tobytes(), "little")


def rop3(index, size, pattern, source, dest):
    """The RGB image of ROP3 ``index`` over ``size``; each input is an RGB image of that
    size, a solid (r, g, b) colour, or None when the code does not use it."""
    n = size[0] * size[1] * 3
    mask = (1 << (8 * n)) - 1
    out = _eval(index, _as_int(pattern, n), _as_int(source, n), _as_int(dest, n), mask)
    return Image.frombytes("RGB", size, out.to_bytes(n, "little"))


def rop2_as_rop3(r2):
    """The ROP3 truth table equivalent to binary raster op ``r2`` (pen as pattern)."""
    table = (r2 - 1) & 0xF
    index = 0
    for i in range(8):
        p, d = i >> 2 & 1, i & 1
        if table >> (p * 2 + d) & 1:
            index |= 1 << i
    return index


def paste_color(img, color, box):
    """Fill ``box`` of RGB image ``img`` with ``color``, as ``img.paste(color, box)``.

    A program repaints with hundreds of small fills per frame (winmine: ~400 per click),
    and Image.paste's own argument checks cost twice the fill itself: a loaded, writable
    image takes its core's paste directly."""
    if img.readonly or img._im is None:
        img.paste(color, box)
    else:
        img._im.paste(color, box)
