"""msvcrt.dll's printf: the format read character by character, as its output routine
reads it, with its quirks (Wine's conformance tests, written against Windows, check each):

- after ``%``: flags (``-+ #0``), a width (``*`` and/or digits: digits after ``*`` go on
  adding to the width, so ``%*1d`` with 1 is a width of 11), a precision (the same), then
  size prefixes in any number: ``h``/``hh`` (short), ``l``, ``ll`` and ``I64`` (64 bits),
  ``I32``, ``I`` (size_t) before an integer conversion, ``L``, ``w`` (wide), ``F`` and
  ``N`` (far and near: ignored). msvcrt.dll knows no ``z``, ``t`` or ``j``;
- a character that is no conversion ends the specification and is printed itself (``%b``
  is "b", ``%I64D`` "D", ``%_1d`` "_1d"); a format that ends inside one prints nothing
  of it;
- ``%c`` and ``%s`` are narrow in a narrow function and wide in a wide one, ``%C``/``%S``
  the other width; ``h`` makes them narrow, ``l`` and ``w`` wide. A wide character a
  narrow output cannot hold is left out (``%C``); a wide string it cannot hold makes the
  call fail (``NarrowingError``: -1). The 0 flag pads strings and characters with zeros;
- the integers: a precision is the minimum of digits (and turns the 0 flag off); ``#``
  adds ``0x``/``0X`` to a non-zero hexadecimal value and ``0`` to octal digits that do
  not already start with one; ``%p`` is ``%X`` with a precision of 8 (``#`` adds ``0X``);
- ``%n`` stores the characters written so far;
- floating point: ``crt_float``'s msvcrt rules.
"""

from .crtfloat import crt_float

__all__ = ["format_msvcrt", "NarrowingError"]


class NarrowingError(ValueError):
    """A wide string argument has a character the narrow output's code page lacks."""


def _signed(v, bits):
    return v - (1 << bits) if v & (1 << (bits - 1)) else v


def _narrow_byte(b):
    """The character a narrow output shows for byte ``b`` (cp1252, as written back)."""
    try:
        return bytes((b,)).decode("cp1252")
    except UnicodeDecodeError:
        return chr(b)


def _fits_narrow(text):
    try:
        text.encode("cp1252")
        return True
    except UnicodeEncodeError:
        return False


def _pad(sign_prefix, body, width, flags, zero_ok):
    """``sign_prefix`` + ``body`` in ``width``: left-aligned with "-", zeros after the
    sign/prefix with "0" (when ``zero_ok``), blanks before otherwise."""
    fill = (width or 0) - len(sign_prefix) - len(body)
    if fill <= 0:
        return sign_prefix + body
    if "-" in flags:
        return sign_prefix + body + " " * fill
    if "0" in flags and zero_ok:
        return sign_prefix + "0" * fill + body
    return " " * fill + sign_prefix + body


def _digits_of(v, base, prec, upper=False):
    text = {10: "%d", 8: "%o", 16: "%X" if upper else "%x"}[base] % v
    if prec is not None:
        if prec == 0 and v == 0:
            text = ""
        text = text.rjust(prec, "0")
    return text


class _Spec:
    """One conversion specification: its flags, width, precision, size prefixes and
    conversion character; ``*`` widths and precisions are the argument numbers (1-based,
    positional) or True (the next argument)."""

    __slots__ = ("flags", "width", "prec", "size", "wflag", "conv", "index", "wstar",
                 "pstar")


def _number(fmt, i):
    """Digits at ``fmt[i:]``: (value or None, index after them)."""
    v = None
    while i < len(fmt) and "0" <= fmt[i] <= "9":
        v = (v or 0) * 10 + ord(fmt[i]) - 48
        i += 1
    return v, i


def _position(fmt, i, positional):
    """An argument number "N$" at ``fmt[i:]`` (positional formats): (N or None, index)."""
    if not positional:
        return None, i
    v, j = _number(fmt, i)
    if v is not None and j < len(fmt) and fmt[j] == "$":
        return v, j + 1
    return None, i


def _parse(fmt, positional):
    """The format's pieces: literal text (str) and conversions (_Spec), in order."""
    i, n = 0, len(fmt)
    while i < n:
        ch = fmt[i]
        if ch != "%":
            j = fmt.find("%", i)
            j = n if j < 0 else j
            yield fmt[i:j]
            i = j
            continue
        i += 1
        if i >= n:
            return
        if fmt[i] == "%":
            yield "%"
            i += 1
            continue
        spec = _Spec()
        spec.index, i = _position(fmt, i, positional)
        spec.flags = ""
        while i < n and fmt[i] in "-+ #0":
            spec.flags += fmt[i]
            i += 1
        spec.wstar = spec.pstar = None
        spec.width = None
        if i < n and fmt[i] == "*":
            i += 1
            idx, i = _position(fmt, i, positional)
            spec.wstar = idx or True
        spec.width, i = _number(fmt, i)
        spec.prec = None
        if i < n and fmt[i] == ".":
            i += 1
            spec.prec = 0
            if i < n and fmt[i] == "*":
                i += 1
                idx, i = _position(fmt, i, positional)
                spec.pstar = idx or True
            p, i = _number(fmt, i)
            if p is not None:
                spec.prec = p
        spec.size, spec.wflag = None, False
        while i < n:
            c = fmt[i]
            if c == "h":
                spec.size = "h"
            elif c == "l":
                spec.size = "64" if spec.size == "l" else "l"
            elif c == "L":
                spec.size = "L"
            elif c == "w":
                spec.wflag = True
            elif c in "FN":
                pass
            elif c == "I":
                if fmt[i + 1:i + 3] == "64":
                    spec.size, i = "64", i + 2
                elif fmt[i + 1:i + 3] == "32":
                    spec.size, i = None, i + 2
                elif i + 1 < n and fmt[i + 1] in "diouxX":
                    spec.size = "I"                  # size_t: a pointer's width
                else:
                    break                            # "I" is then the (invalid) conversion
            else:
                break
            i += 1
        if i >= n:
            return
        spec.conv = fmt[i]
        i += 1
        yield spec


def _kind(spec):
    """How a conversion's argument is read: "u64", "double", "ptr" (a pointer or a size_t:
    the program's width) or "u32"."""
    if spec.conv in "diouxX" and spec.size == "64":
        return "u64"
    if spec.conv in "eEfgG":
        return "double"
    if spec.conv in "sSpn" or (spec.conv in "diouxX" and spec.size == "I"):
        return "ptr"
    return "u32"


class _Positional:
    """The arguments of a positional format (``%2$s``): each read once, in number order,
    with the type its conversions give it (the _p functions)."""

    def __init__(self, pieces, args):
        kinds = {}
        for spec in pieces:
            if isinstance(spec, str):
                continue
            for star in (spec.wstar, spec.pstar):
                if star not in (None, True):
                    kinds[star] = "u32"
            if spec.index is not None and spec.conv in "diouxXcCsSpneEfgG":
                kinds[spec.index] = _kind(spec)
        self.values = {}
        for idx in range(1, max(kinds, default=0) + 1):
            self.values[idx] = getattr(args, kinds.get(idx, "u32"))()

    def at(self, idx):
        """A reader answering argument ``idx`` whatever type is asked."""
        value = self.values.get(idx, 0)
        return _Value(value)


class _Value:
    def __init__(self, value):
        self.value = value

    def u32(self):
        return int(self.value) & 0xFFFFFFFF

    def u64(self):
        return int(self.value) & 0xFFFFFFFFFFFFFFFF

    def ptr(self):
        return int(self.value) & 0xFFFFFFFFFFFFFFFF

    def double(self):
        return float(self.value)


def format_msvcrt(mem, fmt, args, wide=False, three_digit=True, strict=False,
                  positional=False, point="."):
    """``fmt`` (a str read from the guest) formatted with ``args`` (an ArgReader) as
    msvcrt.dll's printf family does; ``wide``: the output is a wide string. ``strict``:
    raise NarrowingError for a wide string a narrow output cannot hold (the caller
    answers -1); otherwise its characters are kept and become "?" when written.
    ``positional``: the _p functions' formats, whose conversions may name their
    arguments ("%2$s", "%*3$d"). ``point``: LC_NUMERIC's decimal point."""
    pieces = list(_parse(fmt, positional))
    table = _Positional(pieces, args) if positional and any(
        not isinstance(p, str) and p.index is not None for p in pieces) else None
    out = []
    for spec in pieces:
        if isinstance(spec, str):
            out.append(spec)
            continue
        flags, width, prec = spec.flags, spec.width, spec.prec
        if spec.wstar is not None:
            w = (args if table is None else table.at(spec.wstar)).u32()
            w = _signed(w, 32)
            if w < 0:
                flags, w = flags + "-", -w
            # digits after "*" go on adding to the width ("%*1d")
            width = w if width is None else int(str(w) + str(width))
        if spec.pstar is not None:
            p = _signed((args if table is None else table.at(spec.pstar)).u32(), 32)
            prec = p if p >= 0 else None
        reader = args if table is None or spec.index is None else table.at(spec.index)
        text = _one(mem, reader, spec.conv, flags, width, prec, spec.size, spec.wflag,
                    wide, three_digit, out, strict)
        if point != "." and spec.conv in "eEfgG":
            text = text.replace(".", point, 1)
        out.append(text)
    return "".join(out)


def _one(mem, args, conv, flags, width, prec, size, wflag, wide, three_digit, out, strict):
    """The text of one conversion."""
    if size == "I":                              # size_t / ptrdiff_t: the pointer's width
        size = "64" if getattr(args, "slot", 4) == 8 else None
    if conv in "di":
        if size == "64":
            v = _signed(args.u64(), 64)
        else:
            v = _signed(args.u32(), 32)
            if size == "h":
                v = _signed(v & 0xFFFF, 16)
        sign = "-" if v < 0 else ("+" if "+" in flags else (" " if " " in flags else ""))
        return _pad(sign, _digits_of(abs(v), 10, prec), width, flags, prec is None)
    if conv in "ouxX":
        v = args.u64() if size == "64" else args.u32()
        if size == "h":
            v &= 0xFFFF
        base = {"o": 8, "u": 10, "x": 16, "X": 16}[conv]
        digits = _digits_of(v, base, prec, conv == "X")
        prefix = ""
        if "#" in flags:
            if conv in "xX" and v:
                prefix = "0" + conv
            elif conv == "o" and not digits.startswith("0"):
                prefix = "0"
        return _pad(prefix, digits, width, flags, prec is None)
    if conv == "p":
        digits = 2 * getattr(args, "slot", 4)       # 8 hex digits, 16 in a 64-bit program
        return _pad("0X" if "#" in flags else "", "%0*X" % (digits, args.ptr()), width, flags,
                    False)
    if conv in "cC":
        v = args.u32()
        wide_arg = _wide_arg(conv, size, wflag, wide)
        if wide_arg:
            text = chr(v & 0xFFFF)
            if not wide and not _fits_narrow(text):
                text = ""                        # no narrow form: nothing is written
        else:
            text = _narrow_byte(v & 0xFF)
        return _pad("", text, width, flags, True)
    if conv in "sS":
        ptr = args.ptr()
        wide_arg = _wide_arg(conv, size, wflag, wide)
        if not ptr:
            text = "(null)"
        else:
            text = mem.wstr(ptr) if wide_arg else mem.cstr(ptr)
        if prec is not None:
            text = text[:prec]
        if strict and wide_arg and not wide and not _fits_narrow(text):
            raise NarrowingError(text)
        return _pad("", text, width, flags, True)
    if conv in "eEfgG":
        return crt_float(args.double(), flags, width, prec, conv,
                         exp_digits=3 if three_digit else 2)
    if conv == "n":
        ptr = args.ptr()
        if ptr:
            count = len("".join(out))
            if size == "h":
                mem.w16(ptr, count & 0xFFFF)
            else:
                mem.w32(ptr, count)
        return ""
    return conv                                  # no conversion: the character itself


def _wide_arg(conv, size, wflag, wide):
    """Whether a %c/%s argument is wide: "w" and "l" make it wide, "h" narrow; otherwise
    lower case is the function's own width and upper case the other."""
    if wflag:
        return True
    if size == "h":
        return False
    if size in ("l", "64"):
        return True
    return wide ^ conv.isupper()
