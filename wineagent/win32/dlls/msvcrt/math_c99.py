"""The C runtime's floating-point classification and C99 <math.h> additions.

msvcrt's own: _fpclass, _copysign, _chgsign, _logb, _nextafter, _scalb, _hypotf,
_finitef, _isnanf. The UCRT's C99 functions (its table, ``ucrtbase.dll``): _dclass,
_fdclass, _ldclass (fpclassify), _dsign, _fdsign, _ldsign (signbit), fmax, fmin, fdim,
log2, exp2, cbrt, log1p, expm1, trunc, round, lround, llround, rint, lrint, llrint,
nearbyint, remainder, copysign, hypot, erf, erfc, tgamma, lgamma and their ``f`` forms.

A ``float`` argument is 4 bytes on the stack (read as a DWORD and reinterpreted; the
functions declared with the ``float`` type get it as a Python float, from XMM0-3 in a
64-bit program); every result goes back on the x87 stack (an ``F32`` result: XMM0's low
32 bits in a 64-bit program). rint, lrint and nearbyint round as the current
rounding mode says (the x87 control word's RC field, what fesetround sets); the others
round as C99 defines them (round: half away from zero). Errors follow C99 as the UCRT
implements it: EDOM and NaN for a domain error, ERANGE and ±inf for a pole or overflow.
"""

import math
import struct

from ....abi.api import BOTH, F32, WIDTH64, X86ONLY, Ret64, api
from ...core.crt import EDOM, ERANGE, cdecl, set_errno
from .float import MCW_RC, RC_DOWN, RC_UP, control87
from .math import UNARY, _checked, pow_
from ...core.dllnames import UCRTBASE


FP_INFINITE, FP_NAN, FP_NORMAL, FP_SUBNORMAL, FP_ZERO = 1, 2, -1, -2, 0
_FPCLASS_SNAN, _FPCLASS_QNAN, _FPCLASS_NINF, _FPCLASS_NN = 0x1, 0x2, 0x4, 0x8
_FPCLASS_ND, _FPCLASS_NZ, _FPCLASS_PZ, _FPCLASS_PD = 0x10, 0x20, 0x40, 0x80
_FPCLASS_PN, _FPCLASS_PINF = 0x100, 0x200


def ucrt(name, params="", widths=BOTH):
    """Declare a UCRT-only math function (cdecl, in ucrtbase.dll). They are pure functions
    of their numbers (floats declared ``float``, results a float or an ``F32``): the same
    at both widths."""
    return api(UCRTBASE, name, params, conv="cdecl", widths=widths)


def f32(bits):
    """The float whose bits are ``bits``."""
    return struct.unpack("<f", struct.pack("<I", bits & 0xFFFFFFFF))[0]


def to_f32(x):
    """``x`` rounded to a float (what storing into a float does), as a Python float."""
    try:
        return struct.unpack("<f", struct.pack("<f", x))[0]
    except OverflowError:
        return math.copysign(math.inf, x)


def _bits64(x):
    return struct.unpack("<Q", struct.pack("<d", x))[0]


# -- classification -------------------------------------------------------------------------
def classify(x, tiny):
    """fpclassify: FP_NAN, FP_INFINITE, FP_ZERO, FP_SUBNORMAL or FP_NORMAL; ``tiny`` is
    the type's smallest normal value."""
    if math.isnan(x):
        return FP_NAN
    if math.isinf(x):
        return FP_INFINITE
    if x == 0:
        return FP_ZERO
    return FP_SUBNORMAL if abs(x) < tiny else FP_NORMAL


_DBL_MIN, _FLT_MIN = 2.2250738585072014e-308, 1.1754943508222875e-38


@ucrt("_dclass", "double x")
def _dclass(c, x):
    """fpclassify of a double (a short: FP_NAN 2, FP_INFINITE 1, FP_ZERO 0,
    FP_SUBNORMAL -2, FP_NORMAL -1)."""
    return classify(x, _DBL_MIN) & 0xFFFFFFFF


@ucrt("_ldclass", "double x")
def _ldclass(c, x):
    """fpclassify of a long double (a double in Microsoft's C)."""
    return classify(x, _DBL_MIN) & 0xFFFFFFFF


@ucrt("_fdclass", "float x")
def _fdclass(c, x):
    """fpclassify of a float."""
    return classify(x, _FLT_MIN) & 0xFFFFFFFF


@ucrt("_dsign", "double x")
def _dsign(c, x):
    """signbit of a double: non-zero (0x8000) when the sign bit is set, NaNs included."""
    return 0x8000 if _bits64(x) >> 63 else 0


ucrt("_ldsign", "double x")(_dsign)     # long double is double in Microsoft's C


@ucrt("_fdsign", "float x")
def _fdsign(c, x):
    """signbit of a float: 0x8000 or 0 (a float widens with its sign, NaNs' too)."""
    return 0x8000 if math.copysign(1.0, x) < 0 else 0


@cdecl("_fpclass", "double x", widths=BOTH)
def _fpclass(c, x):
    """msvcrt's classification bits: _FPCLASS_SNAN/QNAN/NINF/NN/ND/NZ/PZ/PD/PN/PINF."""
    bits = _bits64(x)
    neg = bits >> 63
    if math.isnan(x):
        quiet = bits & (1 << 51)
        return _FPCLASS_QNAN if quiet else _FPCLASS_SNAN
    if math.isinf(x):
        return _FPCLASS_NINF if neg else _FPCLASS_PINF
    if x == 0:
        return _FPCLASS_NZ if neg else _FPCLASS_PZ
    if abs(x) < _DBL_MIN:
        return _FPCLASS_ND if neg else _FPCLASS_PD
    return _FPCLASS_NN if neg else _FPCLASS_PN


@cdecl("_finitef", "float x", widths=BOTH)
def _finitef(c, x):
    """Non-zero for a finite float."""
    return 1 if math.isfinite(x) else 0


@cdecl("_isnanf", "float x", widths=BOTH)
def _isnanf(c, x):
    """Non-zero for a NaN float."""
    return 1 if math.isnan(x) else 0


# -- msvcrt's helpers -----------------------------------------------------------------------
@cdecl("_copysign", "double x, double y", widths=BOTH)
def _copysign(c, x, y):
    """|x| with y's sign."""
    return math.copysign(x, y)


@cdecl("_chgsign", "double x", widths=BOTH)
def _chgsign(c, x):
    """-x (the sign bit flipped, NaNs too)."""
    return struct.unpack("<d", struct.pack("<Q", _bits64(x) ^ (1 << 63)))[0]


@cdecl("_hypotf", "float x, float y", widths=BOTH)
def _hypotf(c, x, y):
    """sqrt(x² + y²) in float (a float result: XMM0's low half at x64); ERANGE when it
    overflows a float."""
    r = to_f32(math.hypot(x, y))
    if math.isinf(r) and not (math.isinf(x) or math.isinf(y)):
        set_errno(c.vm, ERANGE)
    return F32(r)


# -- C99 -----------------------------------------------------------------------------------
def _rounding(vm):
    """The current rounding mode's Python rounding function (the x87 RC field)."""
    rc = control87(vm, 0, 0) & MCW_RC
    if rc == RC_DOWN:
        return math.floor
    if rc == RC_UP:
        return math.ceil
    if rc == RC_DOWN | RC_UP:
        return math.trunc
    return _round_half_even


def _round_half_even(x):
    return round(x)     # Python's round() is IEEE's round-half-to-even


def _round_half_away(x):
    # not floor(|x| + 0.5): the addition rounds the double just below 0.5 up to 1
    f = math.floor(abs(x))
    r = f + 1 if abs(x) - f >= 0.5 else f
    return math.copysign(r, x)


def _fmax(x, y):
    if math.isnan(x):
        return y
    if math.isnan(y):
        return x
    if x == 0 and y == 0:
        return y if math.copysign(1, x) < 0 else x
    return x if x > y else y


def _fmin(x, y):
    if math.isnan(x):
        return y
    if math.isnan(y):
        return x
    if x == 0 and y == 0:
        return x if math.copysign(1, x) < 0 else y
    return x if x < y else y


#: The x87's "indefinite" NaN (sign bit set), what its invalid operations produce.
NAN_INDEFINITE = struct.unpack("<d", struct.pack("<Q", 0xFFF8000000000000))[0]


def _domain(c):
    set_errno(c.vm, EDOM)
    return NAN_INDEFINITE


def _log2(c, x):
    if math.isnan(x):
        return x
    if x < 0:
        return _domain(c)
    if x == 0:
        set_errno(c.vm, ERANGE)
        return -math.inf
    if math.isinf(x):
        return x
    m, e = math.frexp(x)
    if m == 0.5:
        return float(e - 1)          # exact for powers of two
    return math.log2(x)


def _to_long(c, x, bits, rounder):
    """lrint/lround's conversion: the rounded value, or the "integer indefinite"
    (0x80000000...) with EDOM... as the x87's FIST stores for NaN and out-of-range."""
    lo, hi = -(1 << (bits - 1)), (1 << (bits - 1)) - 1
    if math.isnan(x) or math.isinf(x):
        set_errno(c.vm, EDOM)
        return lo
    r = int(rounder(x))
    if not lo <= r <= hi:
        set_errno(c.vm, EDOM)
        return lo
    return r


def _declare_pair(name, params, body, fparams=None):
    """Declare ``name`` (double) and ``name + 'f'`` (float) over one body."""
    ucrt(name, params)(body)

    def fbody(c, *args):
        r = body(c, *args)
        return F32(to_f32(r)) if isinstance(r, float) else r
    fbody.__doc__ = body.__doc__ + " (float)"
    fbody.__name__ = name + "f"
    ucrt(name + "f", fparams or ", ".join("float " + p.split()[1] for p in params.split(", ")))(fbody)


def _fmax_h(c, x, y):
    """The larger of x and y; a NaN loses to a number."""
    return _fmax(x, y)


def _fmin_h(c, x, y):
    """The smaller of x and y; a NaN loses to a number."""
    return _fmin(x, y)


def _fdim_h(c, x, y):
    """x - y when x > y, else +0."""
    if math.isnan(x) or math.isnan(y):
        return x + y
    return x - y if x > y else 0.0


def _log2_h(c, x):
    """Base-2 logarithm: EDOM below 0, -inf with ERANGE at 0."""
    return _log2(c, x)


def _exp2_h(c, x):
    """2 to the x; ERANGE when it overflows."""
    try:
        return math.ldexp(1.0, int(x)) if x == int(x) and abs(x) < 2000 else 2.0 ** x
    except OverflowError:
        set_errno(c.vm, ERANGE)
        return math.inf


def _cbrt_h(c, x):
    """The cube root (negative for a negative x)."""
    if not math.isfinite(x) or x == 0:
        return x
    r = math.copysign(abs(x) ** (1.0 / 3.0), x)
    # one Newton step brings the power's result to the correctly rounded root
    r = r - (r * r * r - x) / (3 * r * r)
    return r


def _log1p_h(c, x):
    """log(1 + x), exact near 0: EDOM below -1, -inf with ERANGE at -1."""
    if x == -1:
        set_errno(c.vm, ERANGE)
        return -math.inf
    if x < -1:
        return _domain(c)
    return math.log1p(x)


def _expm1_h(c, x):
    """exp(x) - 1, exact near 0; ERANGE when it overflows."""
    try:
        return math.expm1(x)
    except OverflowError:
        set_errno(c.vm, ERANGE)
        return math.inf


def _trunc_h(c, x):
    """x rounded toward zero."""
    return float(math.trunc(x)) if math.isfinite(x) else x


def _round_h(c, x):
    """x rounded to the nearest integer, halves away from zero."""
    return _round_half_away(x) if math.isfinite(x) else x


def _rint_h(c, x):
    """x rounded as the current rounding mode says."""
    if not math.isfinite(x):
        return x
    return math.copysign(float(_rounding(c.vm)(x)), x)


def _remainder_h(c, x, y):
    """IEEE remainder: x - n*y with n the nearest integer to x/y; EDOM for y = 0."""
    if math.isnan(x) or math.isnan(y):
        return x + y
    if y == 0 or math.isinf(x):
        return _domain(c)
    return math.remainder(x, y)


def _copysign_h(c, x, y):
    """|x| with y's sign."""
    return math.copysign(x, y)


def _erf_h(c, x):
    """The error function."""
    return math.erf(x)


def _erfc_h(c, x):
    """1 - erf(x), exact for large x."""
    return math.erfc(x)


for _name, _params, _body in (
        ("fmax", "double x, double y", _fmax_h), ("fmin", "double x, double y", _fmin_h),
        ("fdim", "double x, double y", _fdim_h), ("log2", "double x", _log2_h),
        ("exp2", "double x", _exp2_h), ("cbrt", "double x", _cbrt_h),
        ("log1p", "double x", _log1p_h), ("expm1", "double x", _expm1_h),
        ("trunc", "double x", _trunc_h), ("round", "double x", _round_h),
        ("rint", "double x", _rint_h), ("nearbyint", "double x", _rint_h),
        ("remainder", "double x, double y", _remainder_h),
        ("copysign", "double x, double y", _copysign_h),
        ("erf", "double x", _erf_h), ("erfc", "double x", _erfc_h)):
    _declare_pair(_name, _params, _body)


def _long_func(bits, how):
    def body(c, x):
        rounder = _rounding(c.vm) if how == "rint" else _round_half_away
        r = _to_long(c, x, bits, rounder)
        return Ret64(r & 0xFFFFFFFFFFFFFFFF) if bits == 64 else r & 0xFFFFFFFF
    body.__doc__ = ("x rounded to a %d-bit integer (%s); out of range or NaN: the "
                    "smallest integer with EDOM." % (
                        bits, "the current rounding mode" if how == "rint" else
                        "halves away from zero"))
    return body


for _name, _bits, _how in (("lrint", 32, "rint"), ("llrint", 64, "rint"),
                           ("lround", 32, "round"), ("llround", 64, "round")):
    _b = _long_func(_bits, _how)
    ucrt(_name, "double x")(_b)

    def _fb(c, x, _b=_b):
        return _b(c, x)
    _fb.__doc__ = _b.__doc__ + " (float)"
    ucrt(_name + "f", "float x")(_fb)


# -- msvcrt's _CI* forms: operands on the x87 stack ------------------------------------------
# Visual C++'s intrinsic math calls pass the operand in ST(0) (two operands: ST(1) op
# ST(0)) and take the result back in ST(0); errors as the stack-argument functions.
def _ci(name, fn, two=False):
    def handler(c):
        machine = c.vm.machine
        y = machine.pop_x87()
        if two:
            x = machine.pop_x87()
            return pow_(c, x, y) if fn is math.pow else _checked(c, fn, x, y)
        return _checked(c, fn, y)
    handler.__name__ = name
    handler.__doc__ = "%s on the x87 stack: the operand%s popped, the result pushed." % (
        name[3:], "s ST(1), ST(0)" if two else " ST(0)")
    cdecl(name, widths=X86ONLY)(handler)     # x86 msvcrt.dll's: x64 has no x87 helpers


for _name, _fn in (("_CIsin", math.sin), ("_CIcos", math.cos), ("_CItan", math.tan),
                   ("_CIasin", math.asin), ("_CIacos", math.acos), ("_CIatan", math.atan),
                   ("_CIsinh", math.sinh), ("_CIcosh", math.cosh), ("_CItanh", math.tanh),
                   ("_CIexp", math.exp), ("_CIsqrt", math.sqrt),
                   ("_CIlog", lambda x: -math.inf if x == 0 else math.log(x)),
                   ("_CIlog10", lambda x: -math.inf if x == 0 else math.log10(x))):
    _ci(_name, _fn)
for _name, _fn in (("_CIpow", math.pow), ("_CIatan2", math.atan2), ("_CIfmod", math.fmod)):
    _ci(_name, _fn, two=True)


# -- the UCRT's SSE2 helpers: operands in XMM registers (x86) ------------------------------
# Visual C++ compiling for SSE2 (/arch:SSE2, the default since 2012) calls these instead
# of sin, pow...: the operand in XMM0 (pow: x in XMM0, y in XMM1), the result back in
# XMM0's low double; errors (errno) as the stack-argument function's. x86 ucrtbase.dll
# only: x64 code passes doubles in XMM registers anyway.
def _sse2(name, base):
    def handler(c):
        machine = c.vm.machine
        x = machine.xmm_double(0)
        if base == "pow":
            r = pow_(c, x, machine.xmm_double(1))
        else:
            r = UNARY[base](c, x)
        machine.set_xmm_double(0, r)
    handler.__name__ = name
    handler.__doc__ = "%s of XMM0%s into XMM0's low double." % (
        base, " to the power XMM1" if base == "pow" else "")
    ucrt(name, widths=X86ONLY)(handler)


for _base in ("acos", "asin", "atan", "cos", "exp", "log", "log10", "pow", "sin", "sqrt",
              "tan"):
    _sse2("_libm_sse2_%s_precise" % _base, _base)


# -- msvcrt's IEEE helpers ------------------------------------------------------------------
@cdecl("_logb", "double x", widths=BOTH)
def _logb(c, x):
    """The unbiased exponent of ``x`` as a double (-inf with ERANGE for 0)."""
    if math.isnan(x):
        return x
    if math.isinf(x):
        return math.inf
    if x == 0:
        set_errno(c.vm, ERANGE)
        return -math.inf
    return float(math.frexp(x)[1] - 1)


@cdecl("_nextafter", "double x, double y", widths=BOTH)
def _nextafter(c, x, y):
    """The double next to ``x`` toward ``y``; ERANGE when it overflows to infinity."""
    r = math.nextafter(x, y)
    if math.isinf(r) and math.isfinite(x):
        set_errno(c.vm, ERANGE)
    return r


# x64 msvcrt.dll's: the x86 DLL exports no float forms of these (Windows and Wine alike)
@cdecl("_nextafterf", "float x, float y", widths=WIDTH64)
def _nextafterf(c, x, y):
    """The float next to ``x`` toward ``y`` (an F32 in XMM0's low 32 bits)."""
    if math.isnan(x) or math.isnan(y):
        return F32(x + y)
    if x == y:
        return F32(y)
    bits = struct.unpack("<I", struct.pack("<f", x))[0]
    if not bits & 0x7FFFFFFF:
        return F32(math.copysign(f32(1), y))
    up = (y > x) == (x > 0)
    return F32(f32((bits + 1) if up else (bits - 1)))


@cdecl("_scalb", "double x, int e", widths=BOTH)
def _scalb(c, x, e):
    """x * 2**e; ERANGE with ±inf when it overflows."""
    try:
        return math.ldexp(x, e)
    except OverflowError:
        set_errno(c.vm, ERANGE)
        return math.copysign(math.inf, x)


# -- the float forms of <math.h>'s functions, the inverse hyperbolic functions ------------
# The UCRT exports sinf, powf... at both widths (msvcrt.dll's x86 build has none: its
# header expands them to the double functions). Each is its double function's work
# rounded to a float: the same domain errors (EDOM, a NaN), and ERANGE with ±inf when a
# finite result is beyond a float's range.
def _float_form(name, fn):
    def body(c, *args):
        r = _checked(c, fn, *args)
        f = to_f32(r)
        if math.isinf(f) and not math.isinf(r):
            set_errno(c.vm, ERANGE)
        return F32(f)
    body.__name__ = name
    body.__doc__ = "%s in float (an F32: x87 at 32 bits, XMM0's low half at 64)." % name
    return body


def _pole(fn, at):
    """``fn`` with -inf (log's pole, ERANGE through _checked) at ``at``."""
    return lambda x: -math.inf if x == at else fn(x)


def _atanh(x):
    if abs(x) == 1:
        return math.copysign(math.inf, x)     # a pole: ERANGE through _checked
    return math.atanh(x)


def _floor_ceil(fn):
    return lambda x: float(fn(x)) if math.isfinite(x) else x


for _name, _fn in (("acosf", math.acos), ("asinf", math.asin), ("atanf", math.atan),
                   ("ceilf", _floor_ceil(math.ceil)), ("cosf", math.cos),
                   ("coshf", math.cosh), ("expf", math.exp),
                   ("floorf", _floor_ceil(math.floor)), ("logf", _pole(math.log, 0)),
                   ("log10f", _pole(math.log10, 0)), ("sinf", math.sin),
                   ("sinhf", math.sinh), ("sqrtf", math.sqrt), ("tanf", math.tan),
                   ("tanhf", math.tanh), ("acoshf", math.acosh), ("asinhf", math.asinh),
                   ("atanhf", _atanh)):
    ucrt(_name, "float x")(_float_form(_name, _fn))
for _name, _fn in (("atan2f", math.atan2), ("fmodf", math.fmod), ("powf", math.pow)):
    ucrt(_name, "float x, float y")(_float_form(_name, _fn))


@ucrt("acosh", "double x")
def acosh(c, x):
    """The inverse hyperbolic cosine: EDOM and a NaN below 1."""
    return _checked(c, math.acosh, x)


@ucrt("asinh", "double x")
def asinh(c, x):
    """The inverse hyperbolic sine."""
    return _checked(c, math.asinh, x)


@ucrt("atanh", "double x")
def atanh(c, x):
    """The inverse hyperbolic tangent: EDOM beyond ±1, ±inf with ERANGE at ±1."""
    return _checked(c, _atanh, x)


@ucrt("hypot", "double x, double y")
def hypot(c, x, y):
    """sqrt(x² + y²) (the C99 name of _hypot); ERANGE when it overflows."""
    return _checked(c, math.hypot, x, y)


@ucrt("nextafter", "double x, double y")
def nextafter(c, x, y):
    """The C99 name of _nextafter."""
    return _nextafter(c, x, y)


@ucrt("nextafterf", "float x, float y")
def nextafterf(c, x, y):
    """The float next to ``x`` toward ``y`` (the x64 _nextafterf's work, at both widths);
    ERANGE when it overflows to infinity, as nextafter's documentation says."""
    r = _nextafterf(c, x, y)
    if math.isinf(r) and math.isfinite(x):
        set_errno(c.vm, ERANGE)
    return r
