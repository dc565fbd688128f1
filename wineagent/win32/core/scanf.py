"""The C runtime's scanf engine, shared by sscanf/swscanf and __stdio_common_vs(w)scanf.

``scan(text, fmt, store)`` walks the format over the input; each conversion calls
``store(kind, value, length)`` with kind "int", "float", "str" (characters for %s %c %[),
or "count" (%n). It returns the number of assigned conversions, or -1 (EOF) when the
input ends before the first conversion.
"""

import re

__all__ = ["scan"]

_SPEC = re.compile(r"%(\*?)(\d*)(hh|h|ll|l|L|I64|I32|w|z|j|t)?(\[\^?\]?[^\]]*\]|[diouxXcsnfeEgGaApS C%])")
_INT_RE = {10: r"[+-]?\d+", 16: r"[+-]?(?:0[xX])?[0-9a-fA-F]+", 8: r"[+-]?[0-7]+",
           0: r"[+-]?(?:0[xX][0-9a-fA-F]+|0[0-7]*|[1-9]\d*)"}
_FLOAT_RE = r"[+-]?(?:(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?|inf(?:inity)?|nan)"


def _int_value(token, base):
    sign = -1 if token.startswith("-") else 1
    body = token.lstrip("+-")
    if base in (0, 16) and body[:2].lower() == "0x":
        return sign * int(body[2:], 16)
    if base == 0:
        return sign * (int(body, 8) if len(body) > 1 and body[0] == "0" else int(body, 10))
    return sign * int(body, base)


def scan_at(text, fmt, store):
    """Run scanf's algorithm (see the module docstring): (its result, how many characters
    of ``text`` it consumed), what a stream's scanf needs to leave the rest unread."""
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
        m = _SPEC.match(fmt, fpos)
        if m is None:
            return assigned, pos
        fpos = m.end()
        suppress, width, length, conv = m.group(1) == "*", m.group(2), m.group(3) or "", m.group(4)
        width = int(width) if width else None
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
        if conv not in "cC[":
            while pos < n and text[pos].isspace():
                pos += 1
        if pos >= n:
            return assigned if converted_any else -1, pos
        limit = n if width is None else min(n, pos + width)
        chunk = text[pos:limit]
        if conv in "diouxXp":
            base = {"d": 10, "u": 10, "i": 0, "o": 8, "x": 16, "X": 16, "p": 16}[conv]
            mt = re.match(_INT_RE[base], chunk)
            if not mt:
                return assigned, pos
            value = _int_value(mt.group(0), base)
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


def scan(text, fmt, store):
    """Run scanf's algorithm over a string; see the module docstring."""
    return scan_at(text, fmt, store)[0]


def _expand_set(body):
    out = set()
    i = 0
    while i < len(body):
        if i + 2 < len(body) and body[i + 1] == "-":
            out.update(chr(x) for x in range(ord(body[i]), ord(body[i + 2]) + 1))
            i += 3
        else:
            out.add(body[i])
            i += 1
    return out
