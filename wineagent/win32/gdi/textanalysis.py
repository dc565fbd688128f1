"""What DirectWrite's text analysis says about characters, as pure functions of the text
(UTF-16 code units): line-break conditions (Unicode's line breaking algorithm, UAX #14,
for the classes Latin text meets), whitespace, and script runs.

Used by DWrite.dll's text analyzer (dlls/dwrite/analyzer.py: AnalyzeLineBreakpoints,
AnalyzeScript) and text layouts (dlls/dwrite/text.py: where a line may wrap).
"""

import unicodedata

from ...abi.api import Unimplemented
from ..core.dllnames import DWRITE

__all__ = ["NEUTRAL", "CAN_BREAK", "MAY_NOT_BREAK", "MUST_BREAK", "breakpoints",
           "code_points", "is_whitespace", "is_newline", "script_runs", "SCRIPT_COMMON",
           "SCRIPT_LATIN", "SHAPES_DEFAULT", "SHAPES_NO_VISUAL"]

NEUTRAL, CAN_BREAK, MAY_NOT_BREAK, MUST_BREAK = 0, 1, 2, 3
SHAPES_DEFAULT, SHAPES_NO_VISUAL = 0, 1
#: DirectWrite's script ids (DWRITE_SCRIPT_ANALYSIS.script) for the scripts told apart
#: here, as Windows numbers them (Wine 8 answers the same).
SCRIPT_UNKNOWN, SCRIPT_COMMON, SCRIPT_LATIN = 0, 1, 49

# Hard line breaks (UAX #14 classes BK and NL; CR and LF are handled as a pair)
_HARD = {0x0B, 0x0C, 0x85, 0x2028, 0x2029}
_CR, _LF = 0x0D, 0x0A
_ZW = 0x200B
# Glue: no break on either side (NO-BREAK SPACE, FIGURE SPACE, NARROW NBSP, WORD JOINER)
_GLUE = {0xA0, 0x2007, 0x202F, 0x2060, 0xFEFF}
# Break after, never before: tab, soft hyphen, the hyphens and dashes of class BA and HY
_BREAK_AFTER = {0x09, 0x2D, 0xAD, 0x58A, 0x5BE, 0xF0B, 0x1361, 0x17D8, 0x17DA, 0x2010,
                0x2012, 0x2013}
_WHITE = {0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2028, 0x2029,
          0x202F, 0x205F, 0x3000} | set(range(0x2000, 0x200B))


def code_points(units):
    """[(position, length, code point)] of a list of UTF-16 code units (a surrogate pair
    is one code point of length 2; a lone surrogate stands for itself)."""
    out = []
    i, n = 0, len(units)
    while i < n:
        u = units[i]
        if 0xD800 <= u < 0xDC00 and i + 1 < n and 0xDC00 <= units[i + 1] < 0xE000:
            out.append((i, 2, 0x10000 + ((u - 0xD800) << 10) + (units[i + 1] - 0xDC00)))
            i += 2
        else:
            out.append((i, 1, u))
            i += 1
    return out


def is_whitespace(cp):
    """Whether ``cp`` has Unicode's White_Space property."""
    return cp in _WHITE


def is_newline(cp):
    """Whether ``cp`` ends a line (CR, LF, VT, FF, NEL, LINE and PARAGRAPH SEPARATOR)."""
    return cp in _HARD or cp in (_CR, _LF)


def _kind(cp):
    if cp in _HARD or cp == _LF:
        return "BK"
    if cp == _CR:
        return "CR"
    if cp == 0x20:
        return "SP"
    if cp == _ZW:
        return "ZW"
    if cp in _GLUE:
        return "GL"
    if cp in _BREAK_AFTER:
        return "BA"
    cat = unicodedata.category(chr(cp)) if cp < 0x110000 else "Cn"
    if cat in ("Mn", "Me", "Mc"):
        return "CM"
    if cat == "Ps":
        return "OP"
    if cat == "Pe":
        return "CL"
    if cat == "Zs":
        return "BA"
    if 0x2E80 <= cp <= 0x9FFF or 0xF900 <= cp <= 0xFAFF or 0xAC00 <= cp <= 0xD7AF or \
            0x20000 <= cp <= 0x3FFFF:
        return "ID"
    return "AL"


def breakpoints(units):
    """DWRITE_LINE_BREAKPOINT values of each code unit, as (before, after, whitespace,
    soft hyphen) tuples: the condition at each boundary between two characters (a
    surrogate pair's two units share their character's), by the rules of UAX #14 in
    their order: no break at the start, a break after hard breaks and at the end, none
    before hard breaks, spaces or combining marks, a break after ZERO WIDTH SPACE, none
    around glue, a break after spaces and after BA characters (hyphens, dashes, tab, soft
    hyphen) but none before them, none after an opening or before a closing
    punctuation, a break around ideographs, and none elsewhere (between letters, digits
    and other punctuation)."""
    cps = code_points(units)
    kinds = [_kind(cp) for _p, _l, cp in cps]
    n = len(cps)
    bounds = [MAY_NOT_BREAK] * (n + 1)
    for i in range(1, n + 1):
        prev = kinds[i - 1]
        nxt = kinds[i] if i < n else None
        if prev == "CR":
            cond = MAY_NOT_BREAK if nxt == "BK" and cps[i][2] == _LF else MUST_BREAK
        elif prev == "BK":
            cond = MUST_BREAK
        elif nxt is None:
            cond = CAN_BREAK
        elif nxt in ("BK", "CR", "SP", "ZW", "CM"):
            cond = MAY_NOT_BREAK
        elif prev == "ZW":
            cond = CAN_BREAK
        elif prev == "GL" or nxt == "GL":
            cond = MAY_NOT_BREAK
        elif prev == "SP":
            cond = CAN_BREAK
        elif nxt == "BA" or prev == "OP" or nxt == "CL":
            cond = MAY_NOT_BREAK
        elif prev == "BA":
            cond = CAN_BREAK
        elif prev == "ID" or nxt == "ID":
            cond = CAN_BREAK
        else:
            cond = MAY_NOT_BREAK
        bounds[i] = cond
    out = [None] * len(units)
    for k, (pos, length, cp) in enumerate(cps):
        for j in range(length):
            first, last = j == 0, j == length - 1
            out[pos + j] = (bounds[k] if first else MAY_NOT_BREAK,
                            bounds[k + 1] if last else MAY_NOT_BREAK,
                            is_whitespace(cp), cp == 0xAD)
    return out


def _char_script(cp):
    """(script, shapes) of one code point before runs are resolved: None for a
    character of the Inherited script (combining marks)."""
    ch = chr(cp) if cp < 0x110000 else "\0"
    cat = unicodedata.category(ch)
    shapes = SHAPES_NO_VISUAL if cat in ("Cc", "Cf", "Zl", "Zp") else SHAPES_DEFAULT
    if cat in ("Mn", "Me"):
        return None, shapes
    if cat.startswith("L"):
        if unicodedata.name(ch, "").startswith("LATIN ") or ch in "\u00aa\u00ba":
            return SCRIPT_LATIN, shapes
        raise Unimplemented("%s script analysis of U+%04X (%s): scripts other than Latin"
                            % (DWRITE, cp, unicodedata.name(ch, "unnamed")))
    return SCRIPT_COMMON, shapes


def script_runs(units):
    """[(position, length, script, shapes)] of the text, as AnalyzeScript reports them:
    a combining mark takes its base's script; a run of Common characters drawn as
    glyphs (punctuation, digits, spaces) takes the script of the letters before it, or
    else of those after it; control and format characters (no visual) stand apart."""
    cps = code_points(units)
    items = []
    for pos, length, cp in cps:
        script, shapes = _char_script(cp)
        if script is None:
            script = items[-1][2] if items else SCRIPT_COMMON
        items.append([pos, length, script, shapes])
    # Common glyphs take their neighbours' script: the one before, else the one after
    last = None
    for it in items:
        if it[2] == SCRIPT_COMMON and it[3] == SHAPES_DEFAULT:
            if last is not None:
                it[2] = last
        elif it[3] == SHAPES_DEFAULT:
            last = it[2]
        else:
            last = None
    nxt = None
    for it in reversed(items):
        if it[3] != SHAPES_DEFAULT:
            nxt = None
        elif it[2] != SCRIPT_COMMON:
            nxt = it[2]
        elif nxt is not None:
            it[2] = nxt
    runs = []
    for pos, length, script, shapes in items:
        if runs and runs[-1][2:] == [script, shapes]:
            runs[-1][1] += length
        else:
            runs.append([pos, length, script, shapes])
    return [tuple(r) for r in runs]
