"""MSVCRT floating point: <math.h> and string-to-double conversion.

Doubles arrive as 8-byte stack arguments (the ``double`` parameter type) and results go
back on the x87 stack (a handler returning a Python float). Domain and range errors give
what the C library gives: NaN or ±inf, with ``errno`` set to EDOM (33) or ERANGE (34).
"""

import math
import re
import struct

from ....abi.api import BOTH
from ...core.crt import cdecl
from ...core.dllnames import MSVCRT
from .crtlocale import decimal_point

EDOM, ERANGE = 33, 34


def _errno(c, code):
    c.vm.mem.w32(c.vm.data_var(MSVCRT, "errno_cell"), code)


def _checked(c, fn, *args):
    """Call a math function, mapping Python's exceptions to C's NaN/inf + errno."""
    try:
        r = fn(*args)
    except ValueError:
        _errno(c, EDOM)
        return float("nan")
    except OverflowError:
        _errno(c, ERANGE)
        return float("inf")
    if math.isinf(r) and not any(math.isinf(a) for a in args if isinstance(a, float)):
        _errno(c, ERANGE)
    return float(r)


#: The functions whose NaN argument msvcrt.dll reports as a domain error (EDOM), as
#: Wine's misc.c test sees on Windows; the NaN itself is the answer.
_NAN_IS_DOMAIN = ("atan", "tanh", "exp")


def _quiet(x):
    """NaN ``x`` made quiet (its payload kept), as the x87 returns a signaling NaN."""
    bits = struct.unpack("<Q", struct.pack("<d", x))[0] | (1 << 51)
    return struct.unpack("<d", struct.pack("<Q", bits))[0]


#: The one-operand functions by name (their handlers: the SSE2 helpers of math_c99.py
#: call the same ones).
UNARY = {}


def _unary(name, fn):
    @cdecl(name, "double x", widths=BOTH)      # a double in XMM0 both ways on x64
    def handler(c, x):
        if x != x and name in _NAN_IS_DOMAIN:
            _errno(c, EDOM)
            return _quiet(x)
        return _checked(c, fn, x)
    handler.__name__ = name
    handler.__doc__ = "%s(x): the double on the x87 stack (32-bit) or in XMM0 (64-bit)." % name
    UNARY[name] = handler
    return handler


for _name, _fn in (("sqrt", math.sqrt), ("sin", math.sin), ("cos", math.cos),
                   ("tan", math.tan), ("asin", math.asin), ("acos", math.acos),
                   ("atan", math.atan), ("sinh", math.sinh), ("cosh", math.cosh),
                   ("tanh", math.tanh), ("exp", math.exp),
                   # log(0) is a pole: -inf with ERANGE (set by _checked), not a domain error
                   ("log", lambda x: float("-inf") if x == 0 else math.log(x)),
                   ("log10", lambda x: float("-inf") if x == 0 else math.log10(x)), ("fabs", math.fabs),
                   ("floor", lambda x: float(math.floor(x)) if math.isfinite(x) else x),
                   ("ceil", lambda x: float(math.ceil(x)) if math.isfinite(x) else x)):
    _unary(_name, _fn)


@cdecl("atan2", "double y, double x", widths=BOTH)
def atan2(c, y, x):
    return _checked(c, math.atan2, y, x)


@cdecl("pow", "double x, double y", widths=BOTH)
def pow_(c, x, y):
    if x == 0 and y < 0:
        _errno(c, ERANGE)
        return float("inf")
    return _checked(c, math.pow, x, y)


@cdecl("fmod", "double x, double y", widths=BOTH)
def fmod(c, x, y):
    return _checked(c, math.fmod, x, y)


@cdecl("_hypot", "double x, double y", widths=BOTH)
def _hypot(c, x, y):
    return _checked(c, math.hypot, x, y)


@cdecl("ldexp", "double x, int e", widths=BOTH)
def ldexp(c, x, e):
    return _checked(c, math.ldexp, x, e)


@cdecl("frexp", "double x, LPVOID exp", widths=BOTH)
def frexp(c, x, exp):
    m, e = math.frexp(x)
    c.vm.mem.w32(exp, e)
    return m


@cdecl("modf", "double x, LPVOID ip", widths=BOTH)
def modf(c, x, ip):
    import struct
    frac, whole = math.modf(x)
    c.vm.mem.write(ip, struct.pack("<d", whole))
    return frac


_FLOAT = re.compile(r"\s*([+-]?(?:(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?|inf(?:inity)?|nan))",
                    re.IGNORECASE)


def _parse_float(text, point="."):
    """The value of the number ``text`` starts with (after spaces) and the characters it
    takes; ``point`` is the decimal point (LC_NUMERIC's: "," in German)."""
    if point != ".":
        # the locale's point reads as the C one, and a "." ends the number
        text = text.split(".", 1)[0].replace(point, ".", 1)
    m = _FLOAT.match(text)
    if not m:
        return 0.0, 0
    return float(m.group(1)), m.end()


def _point(vm):
    return decimal_point(vm)


@cdecl("atof", "LPVOID s", widths=BOTH)
def atof(c, s):
    """The double ``s`` starts with (LC_NUMERIC's decimal point)."""
    return _parse_float(c.vm.mem.cstr(s) or "", _point(c.vm))[0]


@cdecl("strtod", "LPVOID s, LPVOID end", widths=BOTH)
def strtod(c, s, end):
    """The double ``s`` starts with (LC_NUMERIC's decimal point), the end of it at
    ``end``; ERANGE for an overflow."""
    value, used = _parse_float(c.vm.mem.cstr(s) or "", _point(c.vm))
    if end:
        c.vm.mem.wptr(end, s + used)          # char **: the program's width
    if math.isinf(value):
        _errno(c, ERANGE)
    return value


@cdecl("_isnan", "double x", widths=BOTH)
def _isnan(c, x):
    return 1 if math.isnan(x) else 0


@cdecl("_finite", "double x", widths=BOTH)
def _finite(c, x):
    return 1 if math.isfinite(x) else 0
