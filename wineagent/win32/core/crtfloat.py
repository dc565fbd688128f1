"""The C runtimes' floating-point conversions (%f, %e, %g): msvcrt.dll's and the UCRT's
spellings, with the exact binary value rounded half away from zero (``crt_float``), and
the digits and names of infinities and NaNs (``special_text``)."""

import decimal
import math
import struct

__all__ = ["crt_float", "half_up", "special_text"]


# -- msvcrt's floating point ------------------------------------------------------------------
def special_text(v):
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
    sign, text = special_text(v)
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
    sign, text = special_text(v)
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


def crt_float(v, flags, width, prec, conv, ucrt=False, three_digit=False, exp_digits=None):
    """One %f/%e/%g conversion as msvcrt.dll prints it — exact digits rounded half away
    from zero, an exponent of at least three digits, infinities and NaNs as "1.#INF",
    "1.#QNAN", "-1.#IND" (``_special``) — or, with ``ucrt``, as the UCRT does: the same
    rounding, two exponent digits, "inf", "nan", "-nan(ind)"."""
    width = int(width) if width else 0
    if exp_digits is None:                   # msvcrt's _set_output_format may say 2
        exp_digits = 2 if ucrt and not three_digit else 3
    if ucrt and (math.isinf(v) or math.isnan(v)):
        sign, body = _ucrt_special(v, conv)
    elif math.isinf(v) or math.isnan(v):
        sign, body = _special(v, prec, conv)
    else:
        sign = "-" if math.copysign(1.0, v) < 0 else ""
        d = decimal.Decimal(abs(v))
        if not ucrt and d:
            # msvcrt.dll's digits stop after the 17 significant ones a double holds (the
            # rest print as zeros: "%.30f" of 1/3 is 0.333333333333333310000000000000);
            # the UCRT prints the exact value.
            d = half_up(d, d.adjusted() - 16)
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
                elif "#" in flags and "." not in body:
                    body += "."                 # "#" keeps the point: "%#.1g" of 8 is "8."
            else:
                if "#" not in flags and "." in mant:
                    mant = mant.rstrip("0").rstrip(".")
                elif "#" in flags and "." not in mant:
                    mant += "."                 # "%#1.1g" of 789456123 is "8.e+008"
                body = mant + exp
    if not sign:
        sign = "+" if "+" in flags else " " if " " in flags else ""
    if "-" in flags:
        return (sign + body).ljust(width)
    # msvcrt pads an infinity or NaN with zeros too ("%010.2f": "-000001.#J"); the UCRT
    # does not ("      -inf").
    if "0" in flags and not (ucrt and (math.isinf(v) or math.isnan(v))):
        return sign + body.rjust(width - len(sign), "0")
    return (sign + body).rjust(width)
