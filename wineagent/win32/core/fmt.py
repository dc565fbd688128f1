"""printf-family formatting shared by msvcrt (sprintf, fprintf...) and user32 (wsprintf).

The format string and arguments live in guest memory; ``ArgReader`` walks a va_list.
Follows the MSVCRT rules: ``%I64d``/``%lld`` read 8 bytes, ``%f``/``%e``/``%g`` read a
double, ``%s`` in a narrow function is narrow (``%S`` the other width), NULL strings print
as ``(null)``.
"""

import re
import decimal
import math
import struct

__all__ = ["ArgReader", "format_guest"]

_SPEC = re.compile(r"%([-+ #0]*)(\*|\d+)?(?:\.(\*|\d+))?(hh|h|ll|l|L|I64|I32|I|w|z|j|t)?([diouxXcCsSpfFeEgGaAn%])")


class ArgReader:
    """Reads successive variadic arguments from guest memory starting at ``addr``.

    Each argument takes the slots the caller's ABI gives it: 4 bytes (8 for a 64-bit
    integer or a double) in a 32-bit program; one 8-byte slot each in a 64-bit one, where
    an int is the low half of its slot (``slot``: the program's pointer size)."""

    def __init__(self, mem, addr):
        self.mem, self.addr = mem, addr
        self.slot = mem.ptr_size

    def u32(self):
        """Next 32-bit argument."""
        v = self.mem.u32(self.addr)
        self.addr += self.slot
        return v

    def ptr(self):
        """Next pointer-sized argument (a pointer, a SIZE_T)."""
        if self.slot == 4:
            return self.u32()
        return self.u64()

    def u64(self):
        """Next 64-bit argument."""
        lo, hi = struct.unpack("<II", self.mem.read(self.addr, 8))
        self.addr += 8
        return lo | (hi << 32)

    def double(self):
        """Next double argument."""
        v = struct.unpack("<d", self.mem.read(self.addr, 8))[0]
        self.addr += 8
        return v


def _signed(v, bits):
    return v - (1 << bits) if v & (1 << (bits - 1)) else v


def format_guest(mem, fmt, args, wide=False, allow_float=True, legacy=False, ucrt=False,
                 three_digit=False):
    """Format ``fmt`` (a Python str read from the guest) with arguments from ``args``.

    Floating point as the C runtimes print it (``crt_float``): ``legacy`` as msvcrt.dll
    (and msvcr*.dll before the UCRT), ``ucrt`` as the UCRT; with neither, C's own rules
    (Python's formatting: ties to even). ``three_digit``: the UCRT's option for msvcrt's
    three-digit exponents."""
    out = []
    pos = 0
    for m in _SPEC.finditer(fmt):
        out.append(fmt[pos:m.start()])
        pos = m.end()
        flags, width, prec, length, conv = m.groups()
        if conv == "%":
            out.append("%")
            continue
        if width == "*":
            width = _signed(args.u32(), 32)
            if width < 0:
                flags += "-"
                width = -width
        elif width:
            width = int(width)
        if prec == "*":
            prec = _signed(args.u32(), 32)
            prec = None if prec < 0 else prec
        elif prec is not None:
            prec = int(prec)
        # "I" is a size_t / ptrdiff_t: 64-bit in a 64-bit program.
        big = (length in ("ll", "I64", "L") or (length == "I" and args.slot == 8)) and \
            conv in "diouxX"
        if conv in "di":
            v = _signed(args.u64(), 64) if big else _signed(args.u32(), 32)
            if length == "h":
                v = _signed(v & 0xFFFF, 16)
            s = _int_text(abs(v), 10, prec)
            sign = "-" if v < 0 else ("+" if "+" in flags else (" " if " " in flags else ""))
            s = _pad(sign, s, width, flags, prec)
        elif conv in "ouxX":
            v = args.u64() if big else args.u32()
            if length == "h":
                v &= 0xFFFF
            base = {"o": 8, "u": 10, "x": 16, "X": 16}[conv]
            s = _int_text(v, base, prec)
            if conv == "X":
                s = s.upper()
            prefix = ""
            if "#" in flags and v:
                prefix = {"o": "0", "x": "0x", "X": "0X"}.get(conv, "")
            s = _pad(prefix, s, width, flags, prec)
        elif conv == "p":
            # as many hex digits as a pointer has (msvcrt: 8 or 16, upper case)
            s = _pad("", "%0*X" % (2 * args.slot, args.ptr()), width, flags, None)
        elif conv in "cC":
            v = args.u32()
            s = _pad("", chr(v & (0xFFFF if (wide ^ (conv == "C")) or length in ("l", "w") else 0xFF)), width, flags, None)
        elif conv in "sS":
            ptr = args.ptr()
            wide_arg = (wide ^ (conv == "S")) if length not in ("h", "l", "w") else length in ("l", "w")
            if not ptr:
                text = "(null)"
            else:
                text = mem.wstr(ptr) if wide_arg else mem.cstr(ptr)
            if prec is not None:
                text = text[:prec]
            s = _pad("", text, width, flags, None)
        elif conv in "fFeEgGaA":
            if not allow_float:
                s = m.group(0)
            else:
                v = args.double()
                if (legacy or ucrt) and conv in "fFeEgG":
                    s = crt_float(v, flags, width, prec, conv, ucrt, three_digit)
                else:
                    pyfmt = "%" + flags + (str(width) if width else "") + \
                        ("." + str(prec) if prec is not None else "") + \
                        conv.replace("a", "e").replace("A", "E")
                    s = pyfmt % v
        elif conv == "n":
            args.ptr()  # %n is refused by modern CRTs; consume the pointer, write nothing
            s = ""
        else:  # pragma: no cover
            s = m.group(0)
        out.append(s)
    out.append(fmt[pos:])
    return "".join(out)


def _int_text(v, base, prec):
    if base == 10:
        s = str(v)
    elif base == 16:
        s = "%x" % v
    else:
        s = "%o" % v
    if prec is not None:
        if prec == 0 and v == 0:
            s = ""
        s = s.rjust(prec, "0")
    return s


def _pad(prefix, body, width, flags, prec):
    if not width or len(prefix) + len(body) >= width:
        return prefix + body
    fill = width - len(prefix) - len(body)
    if "-" in flags:
        return prefix + body + " " * fill
    if "0" in flags and prec is None:
        return prefix + "0" * fill + body
    return " " * fill + prefix + body


# -- msvcrt's floating point ------------------------------------------------------------------
def _special_text(v):
    """msvcrt's spelling of an infinity or NaN: (sign, "1.#INF" / "1.#QNAN" / "1.#SNAN" /
    "1.#IND"); the x87's default NaN (negative, no payload) is the "indefinite" one."""
    bits = struct.unpack("<Q", struct.pack("<d", v))[0]
    neg = "-" if bits >> 63 else ""
    if math.isinf(v):
        return neg, "1.#INF"
    frac = bits & ((1 << 52) - 1)
    if not frac & (1 << 51):
        return neg, "1.#SNAN"
    if neg and frac == 1 << 51:
        return neg, "1.#IND"
    return neg, "1.#QNAN"


def _special(v, prec, conv):
    """An infinity or NaN as msvcrt prints it: its text's characters after "1." taken as
    the digits, rounded (by character code) to the precision — "%.2f" of infinity is
    "1.#J", "%.1f" "1.$" — with "e+000" after it for %e, trailing zeros dropped for %g."""
    sign, text = _special_text(v)
    p = 6 if prec is None else prec
    if conv in "gG":
        p = max(p, 1) - 1
    digits = text[2:]
    padded = digits + "0" * max(0, p + 1 - len(digits))
    kept = list(padded[:p])
    if p and padded[p] >= "5":
        kept[-1] = chr(ord(kept[-1]) + 1)
    body = "1" + ("." + "".join(kept) if p else "")
    if conv in "gG":
        body = body.rstrip("0").rstrip(".") if "." in body else body
    elif conv in "eE":
        body += conv + "+000"
    return sign, body


def half_up(d, exp):
    """Decimal ``d`` rounded to a multiple of 10**exp, halves away from zero (msvcrt's
    rounding of the exact value)."""
    with decimal.localcontext() as ctx:
        ctx.prec = 1000
        return d.quantize(decimal.Decimal(1).scaleb(exp), rounding=decimal.ROUND_HALF_UP)


def _ucrt_special(v, conv):
    """The UCRT's spelling of an infinity or NaN: "inf", "nan", "-nan(ind)" for the x87's
    indefinite, "nan(snan)" for a signaling one; upper case for %F, %E, %G."""
    sign, text = _special_text(v)
    word = {"1.#INF": "inf", "1.#QNAN": "nan", "1.#IND": "nan(ind)",
            "1.#SNAN": "nan(snan)"}[text]
    return sign, word.upper() if conv in "FEG" else word


def _e_text(d, prec, upper, exp_digits=3):
    """%e of a non-negative Decimal with ties-away rounding and an exponent of at least
    ``exp_digits`` digits."""
    if d == 0:
        mant, exp = decimal.Decimal(0), 0
    else:
        exp = d.adjusted()
        mant = half_up(d.scaleb(-exp), -prec)
        if mant >= 10:
            exp += 1
            mant = half_up(d.scaleb(-exp), -prec)
    text = "{:.{}f}".format(mant, prec)
    return text, "%s%s%0*d" % ("E" if upper else "e", "-" if exp < 0 else "+", exp_digits,
                               abs(exp))


def crt_float(v, flags, width, prec, conv, ucrt=False, three_digit=False):
    """One %f/%e/%g conversion as msvcrt.dll prints it — exact digits rounded half away
    from zero, an exponent of at least three digits, infinities and NaNs as "1.#INF",
    "1.#QNAN", "-1.#IND" (``_special``) — or, with ``ucrt``, as the UCRT does: the same
    rounding, two exponent digits, "inf", "nan", "-nan(ind)"."""
    width = int(width) if width else 0
    exp_digits = 2 if ucrt and not three_digit else 3
    if ucrt and (math.isinf(v) or math.isnan(v)):
        sign, body = _ucrt_special(v, conv)
    elif math.isinf(v) or math.isnan(v):
        sign, body = _special(v, prec, conv)
    else:
        sign = "-" if math.copysign(1.0, v) < 0 else ""
        d = decimal.Decimal(abs(v))
        p = 6 if prec is None else prec
        if conv in "fF":
            body = "{:.{}f}".format(half_up(d, -p), p)
            if "#" in flags and p == 0:
                body += "."
        elif conv in "eE":
            mant, exp = _e_text(d, p, conv == "E", exp_digits)
            body = mant + ("." if "#" in flags and p == 0 else "") + exp
        else:
            p = p or 1
            mant, exp = _e_text(d, p - 1, conv == "G", exp_digits)
            x = int(exp[1:])
            if -4 <= x < p:
                body = "{:.{}f}".format(half_up(d, -(p - 1 - x)), p - 1 - x)
                if "#" not in flags and "." in body:
                    body = body.rstrip("0").rstrip(".")
            else:
                if "#" not in flags and "." in mant:
                    mant = mant.rstrip("0").rstrip(".")
                body = mant + exp
    if not sign:
        sign = "+" if "+" in flags else " " if " " in flags else ""
    if "-" in flags:
        return (sign + body).ljust(width)
    if "0" in flags and not (math.isinf(v) or math.isnan(v)):
        return sign + body.rjust(width - len(sign), "0")
    return (sign + body).rjust(width)
