"""KERNEL32: FoldStringA and FoldStringW — a string's compatibility characters, digits,
ligatures and accents folded as Windows documents the MAP_* flags.

- MAP_FOLDCZONE folds the compatibility zone (full-width letters, the no-break space,
  "ª", "…", "™", fractions): Unicode's compatibility normalisation, NFKC (NFKD with
  MAP_COMPOSITE).
- MAP_PRECOMPOSED composes accented letters (NFC); MAP_COMPOSITE decomposes them (NFD).
- MAP_FOLDDIGITS makes every character Unicode gives a digit value ASCII's digit (the
  script digits, superscripts, circled and parenthesised ones, the mathematical ones),
  plus the numerals Windows folds though Unicode gives them no digit value
  (_DIGITS_BEYOND_UNICODE).
- MAP_EXPAND_LIGATURES writes each of Windows' 35 ligatures as its letters (Æ -> AE,
  ß -> ss, ǆ -> dž, ﬃ -> ffi, the Yiddish double letters).

Flags combine: digits are folded first, then ligatures expanded, then the string
normalised. MAP_PRECOMPOSED, MAP_COMPOSITE and MAP_EXPAND_LIGATURES exclude one another
(ERROR_INVALID_FLAGS, as no flag at all).  FoldStringA converts through the ANSI code
page both ways; what the page lacks takes Windows' best fit (a lone combining acute is
1252's 0xB4) or "?".
"""

import unicodedata

from ....abi.api import BOTH, api
from ...core.dllnames import KERNEL32
from ...core.winerror import (ERROR_INSUFFICIENT_BUFFER, ERROR_INVALID_FLAGS,
                             ERROR_INVALID_PARAMETER)
from ...kernel import nls

MAP_FOLDCZONE, MAP_PRECOMPOSED, MAP_COMPOSITE = 0x10, 0x20, 0x40
MAP_FOLDDIGITS, MAP_EXPAND_LIGATURES = 0x80, 0x2000
_ALL = MAP_FOLDCZONE | MAP_PRECOMPOSED | MAP_COMPOSITE | MAP_FOLDDIGITS | MAP_EXPAND_LIGATURES

#: Windows' ligatures and what MAP_EXPAND_LIGATURES writes for them.
LIGATURES = {
    "\u00c6": "AE", "\u00de": "TH", "\u00df": "ss", "\u00e6": "ae", "\u00fe": "th",
    "\u0132": "IJ", "\u0133": "ij", "\u0152": "OE", "\u0153": "oe",
    "\u01c4": "D\u017d", "\u01c5": "D\u017e", "\u01c6": "d\u017e",
    "\u01c7": "LJ", "\u01c8": "Lj", "\u01c9": "lj", "\u01ca": "NJ", "\u01cb": "Nj",
    "\u01cc": "nj", "\u01e2": "\u0100\u0112", "\u01e3": "\u0101\u0113",
    "\u01f1": "DZ", "\u01f2": "Dz", "\u01f3": "dz", "\u01fc": "\u00c1\u00c9",
    "\u01fd": "\u00e1\u00e9", "\u05f0": "\u05d5\u05d5", "\u05f1": "\u05d5\u05d9",
    "\u05f2": "\u05d9\u05d9", "\ufb00": "ff", "\ufb01": "fi", "\ufb02": "fl",
    "\ufb03": "ffi", "\ufb04": "ffl", "\ufb05": "\u017ft", "\ufb06": "st",
}

#: Numerals MAP_FOLDDIGITS folds that Unicode gives no digit value (first code point,
#: the digit it stands for, how many in a row): the ideographic zero, Telugu's fraction
#: digits, the Hangzhou numerals, the combining Devanagari digits, the Aegean numbers
#: one to nine, Old Italic one and five.
_DIGITS_BEYOND_UNICODE = ((0x3007, 0, 1), (0x0C78, 0, 4), (0x0C7C, 1, 3),
                          (0x3021, 1, 9), (0xA8E0, 0, 10), (0x10107, 1, 9),
                          (0x10320, 1, 1), (0x10321, 5, 1))

_digit_map = None


def digit_map():
    """{code point: ASCII digit} of MAP_FOLDDIGITS (a str.translate table), built once."""
    global _digit_map
    if _digit_map is None:
        table = {}
        for o in range(0x80, 0x110000):
            d = unicodedata.digit(chr(o), None)
            if d is not None:
                table[o] = 0x30 + d
        for first, digit, count in _DIGITS_BEYOND_UNICODE:
            for i in range(count):
                table[first + i] = 0x30 + digit + i
        _digit_map = table
    return _digit_map


def check_flags(flags):
    """ERROR_INVALID_FLAGS (as an NlsError) for no flag, an unknown one, or two of
    MAP_PRECOMPOSED / MAP_COMPOSITE / MAP_EXPAND_LIGATURES."""
    exclusive = flags & (MAP_PRECOMPOSED | MAP_COMPOSITE | MAP_EXPAND_LIGATURES)
    if not flags or flags & ~_ALL or exclusive & (exclusive - 1):
        raise nls.NlsError(ERROR_INVALID_FLAGS)


def fold(flags, text):
    """``text`` folded by ``flags`` (checked by check_flags)."""
    if flags & MAP_FOLDDIGITS:
        text = text.translate(digit_map())
    if flags & MAP_EXPAND_LIGATURES:
        text = "".join(LIGATURES.get(ch, ch) for ch in text)
    if flags & MAP_FOLDCZONE:
        form = "NFKD" if flags & MAP_COMPOSITE else "NFKC"
    elif flags & MAP_COMPOSITE:
        form = "NFD"
    elif flags & MAP_PRECOMPOSED:
        form = "NFC"
    else:
        return text
    # Lone surrogates have no decomposition: normalise the runs between them.
    if any(0xD800 <= ord(ch) <= 0xDFFF for ch in text):
        out, run = [], []
        for ch in text:
            if 0xD800 <= ord(ch) <= 0xDFFF:
                out.append(unicodedata.normalize(form, "".join(run)))
                out.append(ch)
                run = []
            else:
                run.append(ch)
        out.append(unicodedata.normalize(form, "".join(run)))
        return "".join(out)
    return unicodedata.normalize(form, text)


def _answer(c, data, unit, dst, dstlen):
    """Write ``data`` (``unit`` bytes a character) to dst: its length in characters; with
    ``dstlen`` 0 the length only; 0 with ERROR_INSUFFICIENT_BUFFER when it does not fit."""
    count = len(data) // unit
    if not dstlen:
        return count
    if count > dstlen:
        c.vm.last_error = ERROR_INSUFFICIENT_BUFFER
        return 0
    c.vm.mem.write(dst, data)
    return count


def _bad_arguments(c, src, srclen, dst, dstlen):
    """ERROR_INVALID_PARAMETER for a NULL source, a source length of 0, a negative
    destination size, a NULL destination of a size, or a destination that is the source."""
    if not src or not srclen or dstlen < 0 or (dstlen and not dst) or src == dst:
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return True
    return False


@api(KERNEL32, "FoldStringW", "DWORD flags, LPVOID src, INT srclen, LPVOID dst, INT dstlen", widths=BOTH)
def FoldStringW(c, flags, src, srclen, dst, dstlen):
    """``srclen`` characters of ``src`` (-1: to its NUL, which is counted and written)
    folded into ``dst``; returns the characters written (the size needed when ``dstlen``
    is 0), 0 with the error otherwise. Supplementary characters are surrogate pairs: a
    digit among them folds to one ASCII digit."""
    if _bad_arguments(c, src, srclen, dst, dstlen):
        return 0
    mem = c.vm.mem
    if srclen < 0:
        n = 0
        while mem.u16(src + 2 * n):
            n += 1
        srclen = n + 1
    text = bytes(mem.read(src, 2 * srclen)).decode("utf-16-le", "surrogatepass")
    try:
        check_flags(flags)
    except nls.NlsError as e:
        c.vm.last_error = e.error
        return 0
    return _answer(c, fold(flags, text).encode("utf-16-le", "surrogatepass"), 2, dst, dstlen)


@api(KERNEL32, "FoldStringA", "DWORD flags, LPVOID src, INT srclen, LPVOID dst, INT dstlen", widths=BOTH)
def FoldStringA(c, flags, src, srclen, dst, dstlen):
    """FoldStringW of the string in the ANSI code page, its result converted back (best
    fit, else "?"); lengths in bytes."""
    if _bad_arguments(c, src, srclen, dst, dstlen):
        return 0
    mem = c.vm.mem
    data = bytes(mem.cbytes(src)) + b"\0" if srclen < 0 else bytes(mem.read(src, srclen))
    try:
        check_flags(flags)
        text = fold(flags, nls.mb_to_wide(nls.CP_ACP, 0, data))
        out = nls.wide_to_mb(nls.CP_ACP, 0, text)[0]
    except nls.NlsError as e:
        c.vm.last_error = e.error
        return 0
    return _answer(c, out, 1, dst, dstlen)
