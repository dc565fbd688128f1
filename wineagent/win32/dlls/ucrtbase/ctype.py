"""UCRTBASE: the C99 character-class functions msvcrt.dll does not have — wctype (a class
name to the mask iswctype takes), isblank and iswblank.

wctype's masks are the C runtime's class bits (_UPPER 0x1, _LOWER 0x2, _DIGIT 0x4,
_SPACE 0x8, _PUNCT 0x10, _CONTROL 0x20, _BLANK 0x40, _HEX 0x80, _ALPHA 0x103) combined
as the UCRT combines them: "alnum" is _ALPHA|_DIGIT, "graph" _ALPHA|_DIGIT|_PUNCT,
"print" that and _BLANK; an unknown name is 0. isblank and iswblank answer for the space
and the horizontal tab (the "C" locale's blank characters).
"""

from ....abi.api import BOTH
from .main import ucrt

_UPPER, _LOWER, _DIGIT, _SPACE, _PUNCT, _CONTROL, _BLANK, _HEX = (
    0x1, 0x2, 0x4, 0x8, 0x10, 0x20, 0x40, 0x80)
_ALPHA = 0x100 | _UPPER | _LOWER
_CLASSES = {"alnum": _ALPHA | _DIGIT, "alpha": _ALPHA, "blank": _BLANK,
            "cntrl": _CONTROL, "digit": _DIGIT, "graph": _ALPHA | _DIGIT | _PUNCT,
            "lower": _LOWER, "print": _ALPHA | _DIGIT | _PUNCT | _BLANK, "punct": _PUNCT,
            "space": _SPACE, "upper": _UPPER, "xdigit": _HEX}


@ucrt("wctype", "LPCSTR name", widths=BOTH)
def wctype(c, name):
    """The iswctype mask of the class ``name`` ("alpha", "digit"...); 0 for another."""
    return _CLASSES.get(name or "", 0)


@ucrt("isblank", "int ch", widths=BOTH)
def isblank(c, ch):
    """Nonzero for a space or a horizontal tab (_BLANK); 0 for anything else."""
    return _BLANK if ch in (0x20, 0x09) else 0


@ucrt("iswblank", "UINT ch", widths=BOTH)
def iswblank(c, ch):
    """The wide isblank."""
    return _BLANK if (ch & 0xFFFF) in (0x20, 0x09) else 0
