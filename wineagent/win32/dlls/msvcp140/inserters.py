"""MSVCP140's basic_ostream<char> and <wchar_t> inserters the headers leave to the DLL:
``operator<<`` of the integer types, bool, the floating-point types and pointers, and
of a manipulator (a function taking
and answering the stream, its basic_ios or its ios_base: how ``cout << std::endl`` and
``cout << std::hex`` compile), at both widths.

An integer goes as the library's num_put<char>::do_put formats it in the "C" locale
(the only one here; the stream's own facet is not asked): the printf conversion
``_Ifmt`` makes from the flags (``%``, ``+`` with showpos, ``#`` with showbase, the
length, ``o``/``x``/``X`` by the base field, else ``d`` or ``u``; int and short in
oct or hex as their unsigned value), then ``_Iput``'s padding to the width with the fill
character (before the text; after it with left; after the sign or ``0x`` with
internal), the width reset to 0. bool with boolalpha is "true"/"false" (numpunct's
names), padded alike; without, a long. Floating point as do_put(double) formats it
(:func:`format_float`), a pointer as ``%p``. Everything goes through the buffer's sputc
under the stream's sentry; a refused character sets badbit.
"""

from ....abi.api import GuestCall, Unimplemented
from ...core.crtfloat import crt_float
from .ios import IOS_LAYOUT, ios_of, output, put_char, _OS, _WOS
from . import member64, thiscall

UPPERCASE, SHOWBASE, SHOWPOS = 0x4, 0x8, 0x20
LEFT, INTERNAL, ADJUSTFIELD = 0x40, 0x100, 0x1C0
OCT, HEX, BASEFIELD = 0x400, 0x800, 0xE00
BOOLALPHA = 0x4000


def format_integer(value, bits, signed, flags):
    """The text printf makes of ``value`` (a ``bits``-bit integer, ``signed`` or not)
    with the conversion ``_Ifmt`` builds from ``flags``."""
    base = flags & BASEFIELD
    value &= (1 << bits) - 1
    if base == OCT or base == HEX or not signed:
        unsigned = value
    else:
        unsigned = None
        value = value - (1 << bits) if value >> (bits - 1) else value
    if base == OCT:
        text = "%o" % unsigned
        if flags & SHOWBASE and unsigned:
            text = "0" + text
    elif base == HEX:
        text = "%x" % unsigned
        if flags & SHOWBASE and unsigned:
            text = "0x" + text
        if flags & UPPERCASE:
            text = text.upper()
    elif unsigned is not None:
        text = "%d" % unsigned                      # %u: the + flag means nothing there
    else:
        text = ("%+d" if flags & SHOWPOS else "%d") % value
    return text


def pad(text, flags, width, fill):
    """``_Iput``'s padding: (before, text, after) as code points; ``fill`` a code point."""
    count = max(0, width - len(text))
    adjust = flags & ADJUSTFIELD
    chars = [ord(ch) for ch in text]
    if not count:
        return chars
    if adjust == LEFT:
        return chars + [fill] * count
    if adjust == INTERNAL:
        prefix = 1 if text[:1] in "+-" and text else \
            2 if text[:2] in ("0x", "0X") else 0
        return chars[:prefix] + [fill] * count + chars[prefix:]
    return [fill] * count + chars


def _insert(c, this, width, make_text):
    """Generator: under the sentry, the text ``make_text(flags)`` padded as ``_Iput``
    pads it, one sputc a character; the width reset to 0. The stream."""
    mem = c.vm.mem
    lay = IOS_LAYOUT[mem.ptr_size]
    ios = ios_of(mem, this)

    def body(sb):
        flags = mem.u32(ios + lay.flags)
        field = int.from_bytes(mem.read(ios + lay.wide, 8), "little", signed=True)
        fill = int.from_bytes(mem.read(ios + lay.fill, width), "little")
        chars = pad(make_text(flags), flags, field, fill)
        mem.write(ios + lay.wide, bytes(8))                 # width(0)
        for ch in chars:
            if not (yield from put_char(c, sb, ch, width)):
                return False
        return True
    return (yield from output(c, this, body, formatted=True))


#: the integer inserters: (type code, declared parameter, bits, signed, unsigned in
#: oct/hex as ``operator<<(int)`` and ``(short)`` convert)
_INTEGERS = (("F", "int value", 16, True), ("G", "int value", 16, False),
             ("H", "int value", 32, True), ("I", "UINT value", 32, False),
             ("J", "int value", 32, True), ("K", "UINT value", 32, False),
             ("_J", "__int64 value", 64, True), ("_K", "__int64 value", 64, False))


def _integer_inserter(cls, width, code, params, bits, signed):
    def insert(c, this, value):
        return (yield from _insert(
            c, this, width, lambda flags: format_integer(value, bits, signed, flags)))
    insert.__name__ = "ostream_insert_" + code.strip("_")
    insert.__doc__ = "operator<<(%s): the value as num_put formats it." % code
    thiscall("??6" + cls + "QAEAAV01@" + code + "@Z", params)(insert)
    member64("??6" + cls + "QEAAAEAV01@" + code + "@Z", params)(insert)
    return insert


for _cls, _width in ((_OS, 1), (_WOS, 2)):
    for _code, _params, _bits, _signed in _INTEGERS:
        _integer_inserter(_cls, _width, _code, _params, _bits, _signed)


def _bool_text(value, flags):
    if flags & BOOLALPHA:
        return "true" if value & 0xFF else "false"
    return format_integer(value & 0xFF, 32, True, flags)


@member64("??6" + _WOS + "QEAAAEAV01@_N@Z", "BYTE value")
@thiscall("??6" + _WOS + "QAEAAV01@_N@Z", "BYTE value")
def wostream_insert_bool(c, this, value):
    """operator<<(bool): "true"/"false" with boolalpha, else as a long."""
    return (yield from _insert(c, this, 2, lambda flags: _bool_text(value, flags)))


@member64("??6" + _OS + "QEAAAEAV01@_N@Z", "BYTE value")
@thiscall("??6" + _OS + "QAEAAV01@_N@Z", "BYTE value")
def ostream_insert_bool(c, this, value):
    """operator<<(bool): "true"/"false" with boolalpha, else as a long."""
    return (yield from _insert(c, this, 1, lambda flags: _bool_text(value, flags)))


# -- floating point and pointers ------------------------------------------------------------------
SHOWPOINT, SCIENTIFIC, FIXED = 0x10, 0x1000, 0x2000


def format_float(c, value, flags, precision):
    """The text the UCRT's sprintf_s makes of ``value`` with the conversion ``_Ffmt``
    builds from ``flags`` (``%``, ``+`` with showpos, ``#`` with showpoint, ``.*`` with
    the stream's precision: ``f`` with fixed, ``e`` with scientific, else ``g``;
    uppercase with uppercase). Hexfloat (fixed | scientific, ``%a``) is not done."""
    field = flags & (SCIENTIFIC | FIXED)
    if field == SCIENTIFIC | FIXED:
        raise Unimplemented("MSVCP140.dll: operator<< of a floating-point value in hexfloat")
    conv = "f" if field == FIXED else "e" if field == SCIENTIFIC else "g"
    if flags & UPPERCASE:
        conv = conv.upper()
    fmt_flags = ("+" if flags & SHOWPOS else "") + ("#" if flags & SHOWPOINT else "")
    prec = None if precision < 0 else precision
    return crt_float(value, fmt_flags, 0, prec, conv, ucrt=True)


def _float_inserter(cls, width, code, params):
    def insert(c, this, value):
        mem = c.vm.mem
        lay = IOS_LAYOUT[mem.ptr_size]
        precision = int.from_bytes(mem.read(ios_of(mem, this) + lay.prec, 8), "little",
                                   signed=True)
        return (yield from _insert(
            c, this, width, lambda flags: format_float(c, value, flags, precision)))
    insert.__name__ = "ostream_insert_" + code
    insert.__doc__ = "operator<<(%s): the value as num_put formats a double." % code
    thiscall("??6" + cls + "QAEAAV01@" + code + "@Z", params)(insert)
    member64("??6" + cls + "QEAAAEAV01@" + code + "@Z", params)(insert)
    return insert


def _pointer_inserter(cls, width):
    def insert(c, this, value):
        digits = 2 * c.vm.ptr_size
        return (yield from _insert(c, this, width,
                                   lambda flags: "%0*X" % (digits, value)))
    insert.__name__ = "ostream_insert_pointer"
    insert.__doc__ = "operator<<(const void *): ``%p``'s text (upper-case hex digits, " \
        "as many as the pointer holds)."
    thiscall("??6" + cls + "QAEAAV01@PBX@Z", "LPVOID value")(insert)
    member64("??6" + cls + "QEAAAEAV01@PEBX@Z", "LPVOID value")(insert)
    return insert


for _cls, _width in ((_OS, 1), (_WOS, 2)):
    # float is promoted to double, long double is double in Visual C++
    for _code, _params in (("M", "float value"), ("N", "double value"),
                           ("O", "double value")):
        _float_inserter(_cls, _width, _code, _params)
    _pointer_inserter(_cls, _width)


# -- manipulators: the function called on the stream, its basic_ios or its ios_base -------------
def _call(c, fn, arg):
    return (yield GuestCall(fn, (arg,), "cdecl"))


@member64("??6" + _WOS + "QEAAAEAV01@P6AAEAV01@AEAV01@@Z@Z", "LPVOID fn")
@thiscall("??6" + _WOS + "QAEAAV01@P6AAAV01@AAV01@@Z@Z", "LPVOID fn")
@member64("??6" + _OS + "QEAAAEAV01@P6AAEAV01@AEAV01@@Z@Z", "LPVOID fn")
@thiscall("??6" + _OS + "QAEAAV01@P6AAAV01@AAV01@@Z@Z", "LPVOID fn")
def ostream_manipulate(c, this, fn):
    """operator<<(ostream& (*fn)(ostream&)) (std::endl, std::flush...): fn(*this); the
    stream."""
    yield from _call(c, fn, this)
    return this


_IOS_ARG = {_OS: "?$basic_ios@DU?$char_traits@D@std@@@1@",
            _WOS: "?$basic_ios@_WU?$char_traits@_W@std@@@1@"}


@member64("??6" + _WOS + "QEAAAEAV01@P6AAEAV" + _IOS_ARG[_WOS] + "AEAV21@@Z@Z", "LPVOID fn")
@thiscall("??6" + _WOS + "QAEAAV01@P6AAAV" + _IOS_ARG[_WOS] + "AAV21@@Z@Z", "LPVOID fn")
@member64("??6" + _OS + "QEAAAEAV01@P6AAEAV" + _IOS_ARG[_OS] + "AEAV21@@Z@Z", "LPVOID fn")
@thiscall("??6" + _OS + "QAEAAV01@P6AAAV" + _IOS_ARG[_OS] + "AAV21@@Z@Z", "LPVOID fn")
@member64("??6" + _WOS + "QEAAAEAV01@P6AAEAVios_base@1@AEAV21@@Z@Z", "LPVOID fn")
@thiscall("??6" + _WOS + "QAEAAV01@P6AAAVios_base@1@AAV21@@Z@Z", "LPVOID fn")
@member64("??6" + _OS + "QEAAAEAV01@P6AAEAVios_base@1@AEAV21@@Z@Z", "LPVOID fn")
@thiscall("??6" + _OS + "QAEAAV01@P6AAAVios_base@1@AAV21@@Z@Z", "LPVOID fn")
def ostream_manipulate_ios(c, this, fn):
    """operator<<(ios_base& (*fn)(ios_base&)) (std::hex, std::left...) and its
    basic_ios form: fn on the stream's basic_ios part; the stream."""
    yield from _call(c, fn, ios_of(c.vm.mem, this))
    return this
