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


def format_msvcrt(mem, fmt, args, wide=False, three_digit=True, strict=False):
    """``fmt`` (a str read from the guest) formatted with ``args`` (an ArgReader) as
    msvcrt.dll's printf family does; ``wide``: the output is a wide string. ``strict``:
    raise NarrowingError for a wide string a narrow output cannot hold (the caller
    answers -1); otherwise its characters are kept and become "?" when written."""
    out = []
    i, n = 0, len(fmt)
    while i < n:
        ch = fmt[i]
        if ch != "%":
            out.append(ch)
            i += 1
            continue
        i += 1
        if i >= n:
            break
        if fmt[i] == "%":
            out.append("%")
            i += 1
            continue
        flags = ""
        while i < n and fmt[i] in "-+ #0":
            flags += fmt[i]
            i += 1
        width = None
        if i < n and fmt[i] == "*":
            width = _signed(args.u32(), 32)
            if width < 0:
                flags, width = flags + "-", -width
            i += 1
        while i < n and "0" <= fmt[i] <= "9":
            width = (width or 0) * 10 + ord(fmt[i]) - 48
            i += 1
        prec = None
        if i < n and fmt[i] == ".":
            i += 1
            prec = 0
            if i < n and fmt[i] == "*":
                p = _signed(args.u32(), 32)
                prec = p if p >= 0 else None
                i += 1
            while i < n and "0" <= fmt[i] <= "9":
                prec = (prec or 0) * 10 + ord(fmt[i]) - 48
                i += 1
        size, wflag = None, False
        while i < n:
            c = fmt[i]
            if c == "h":
                size = "h"
            elif c == "l":
                size = "64" if size == "l" else "l"
            elif c == "L":
                size = "L"
            elif c == "w":
                wflag = True
            elif c in "FN":
                pass
            elif c == "I":
                if fmt[i + 1:i + 3] == "64":
                    size, i = "64", i + 2
                elif fmt[i + 1:i + 3] == "32":
                    size, i = None, i + 2
                elif i + 1 < n and fmt[i + 1] in "diouxX":
                    size = None                  # size_t: 32 bits here
                else:
                    break                        # "I" is then the (invalid) conversion
            else:
                break
            i += 1
        if i >= n:
            break
        conv = fmt[i]
        i += 1
        out.append(_one(mem, args, conv, flags, width, prec, size, wflag, wide,
                        three_digit, out, strict))
    return "".join(out)


def _one(mem, args, conv, flags, width, prec, size, wflag, wide, three_digit, out, strict):
    """The text of one conversion."""
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
        return _pad("0X" if "#" in flags else "", "%08X" % args.u32(), width, flags, False)
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
        ptr = args.u32()
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
        return crt_float(args.double(), flags, width, prec, conv, False, three_digit)
    if conv == "n":
        ptr = args.u32()
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
