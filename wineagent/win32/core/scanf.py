"""The C runtime's scanf engine, shared by sscanf/swscanf and __stdio_common_vs(w)scanf.

``scan(text, fmt, store)`` walks the format over the input; each conversion calls
``store(kind, value, length)`` with kind "int", "float", "str" (characters for %s %c %[),
or "count" (%n). It returns the number of assigned conversions, or -1 (EOF) when the
input ends before the first conversion.

A specification is read as msvcrt.dll reads it: after ``%``, ``*``, width digits and size
prefixes in any order (digits after a prefix go on adding to the width: ``%h02d`` reads
two digits, ``%2h0d`` twenty), then the conversion. ``hh`` is msvcrt's ``h`` twice, which
stores a whole int there (the UCRT's, a char). A ``%`` before a character that is no
conversion matches that character (``%"`` matches '"'). ``%p``/``%P`` read hexadecimal
digits without a "0x" (which stops them after the 0). In a ``%[`` set, ``a-c`` is a
range in either order (``g-e`` is e to g), and a "-" first or last is itself.
"""

import re

__all__ = ["scan"]

_CONVERSIONS = "diouxXcsnfeEgGaApPSC%["
_INT_RE = {10: r"[+-]?\d+", 16: r"[+-]?(?:0[xX])?[0-9a-fA-F]+", 8: r"[+-]?[0-7]+",
           0: r"[+-]?(?:0[xX][0-9a-fA-F]+|0[0-7]*|[1-9]\d*)", "p": r"[+-]?[0-9a-fA-F]+"}


class _Spec:
    """A parsed specification: (suppress, width, length, conv, end); conv is the
    conversion character, a whole "[...]" set, or ("lit", ch) for a character to match."""

    def __init__(self, suppress, width, length, conv, end):
        self.suppress, self.width, self.length, self.conv, self.end = \
            suppress, width, length, conv, end


def _parse(fmt, i, legacy):
    """The specification starting at ``fmt[i]`` (the "%"), or None at the format's end."""
    n = len(fmt)
    i += 1
    suppress, width, length = False, None, ""
    while i < n:
        c = fmt[i]
        if c == "*":
            suppress = True
        elif "0" <= c <= "9":
            width = (width or 0) * 10 + ord(c) - 48
        elif c == "h":
            length = ("" if legacy else "hh") if length == "h" else "h"
        elif c == "l":
            length = "ll" if length == "l" else "l"
        elif c in "Lwzjt":
            length = c
        elif c == "I":
            if fmt[i + 1:i + 3] in ("64", "32"):
                length = "I64" if fmt[i + 1:i + 3] == "64" else ""
                i += 2
            else:
                length = ""
        else:
            break
        i += 1
    if i >= n:
        return None
    c = fmt[i]
    if c == "[":
        j = i + 1
        if j < n and fmt[j] == "^":
            j += 1
        if j < n and fmt[j] == "]":
            j += 1
        close = fmt.find("]", j)
        if close < 0:
            return None
        return _Spec(suppress, width, length, fmt[i:close + 1], close + 1)
    if c not in _CONVERSIONS:
        return _Spec(suppress, width, length, ("lit", c), i + 1)
    return _Spec(suppress, width, length, c, i + 1)
_FLOAT_RE = r"[+-]?(?:(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?|inf(?:inity)?|nan)"


def _int_value(token, base):
    sign = -1 if token.startswith("-") else 1
    body = token.lstrip("+-")
    if base in (0, 16) and body[:2].lower() == "0x":
        return sign * int(body[2:], 16)
    if base == 0:
        return sign * (int(body, 8) if len(body) > 1 and body[0] == "0" else int(body, 10))
    return sign * int(body, base)


def scan_at(text, fmt, store, legacy=True):
    """Run scanf's algorithm (see the module docstring): (its result, how many characters
    of ``text`` it consumed), what a stream's scanf needs to leave the rest unread.
    ``legacy``: msvcrt.dll's reading of "hh" (the UCRT's otherwise)."""
    pos, fpos, assigned, converted_any = 0, 0, 0, False
    n = len(text)
    while fpos < len(fmt):
        ch = fmt[fpos]
        if ch.isspace():
            while pos < n and text[pos].isspace():
                pos += 1
            fpos += 1
            continue
        if ch != "%":
            if pos >= n:
                return assigned if converted_any else -1, pos
            if text[pos] != ch:
                return assigned, pos
            pos += 1
            fpos += 1
            continue
        spec = _parse(fmt, fpos, legacy)
        if spec is None:
            return assigned, pos
        fpos = spec.end
        suppress, width, length, conv = spec.suppress, spec.width, spec.length, spec.conv
        if width == 0:
            width = None
        if isinstance(conv, tuple):                 # "%" and a character: match it
            if pos >= n:
                return assigned if converted_any else -1, pos
            if text[pos] != conv[1]:
                return assigned, pos
            pos += 1
            continue
        if conv == "%":
            while pos < n and text[pos].isspace():
                pos += 1
            if pos >= n or text[pos] != "%":
                return assigned, pos
            pos += 1
            continue
        if conv == "n":
            if not suppress:
                store("count", pos, length)
            continue
        if conv[0] not in "cC[":
            while pos < n and text[pos].isspace():
                pos += 1
        if pos >= n:
            return assigned if converted_any else -1, pos
        limit = n if width is None else min(n, pos + width)
        chunk = text[pos:limit]
        if conv in "diouxXpP":
            base = {"d": 10, "u": 10, "i": 0, "o": 8, "x": 16, "X": 16, "p": "p",
                    "P": "p"}[conv]
            mt = re.match(_INT_RE[base], chunk)
            if not mt:
                return assigned, pos
            value = _int_value(mt.group(0), 16 if base == "p" else base)
            pos += mt.end()
            kind = "int"
        elif conv in "feEgGaA":
            mt = re.match(_FLOAT_RE, chunk, re.I)
            if not mt:
                return assigned, pos
            value = float(mt.group(0))
            pos += mt.end()
            kind = "float"
        elif conv in "cC":
            count = width or 1
            if n - pos < count:
                return assigned if converted_any else -1, pos
            value = text[pos:pos + count]
            pos += count
            kind = "chars"
        elif conv in "sS":
            end = pos
            while end < limit and not text[end].isspace():
                end += 1
            value = text[pos:end]
            pos = end
            kind = "str"
        else:                                       # %[set] / %[^set]
            body = conv[1:-1]
            negate = body.startswith("^")
            if negate:
                body = body[1:]
            members = _expand_set(body)
            end = pos
            while end < limit and ((text[end] in members) != negate):
                end += 1
            if end == pos:
                return assigned, pos
            value = text[pos:end]
            pos = end
            kind = "str"
        converted_any = True
        if not suppress:
            if store(kind, value, length + ("W" if conv in "CS" else "")) is False:
                return assigned, pos       # a secure (_s) buffer too small: the scan stops
            assigned += 1
    return assigned, pos


def scan(text, fmt, store, legacy=True):
    """Run scanf's algorithm over a string; see the module docstring."""
    return scan_at(text, fmt, store, legacy)[0]


def _expand_set(body):
    out = set()
    i = 0
    while i < len(body):
        if i + 2 < len(body) and body[i + 1] == "-":
            lo, hi = sorted((ord(body[i]), ord(body[i + 2])))   # "g-e" is e to g
            out.update(chr(x) for x in range(lo, hi + 1))
            i += 3
        else:
            out.add(body[i])
            i += 1
    return out
