"""MSVCP140's basic_istream<char> and <wchar_t> members the headers leave to the DLL, at
both widths: the formatted extractors (``operator>>`` of the integer types, bool, the
floating-point types, pointers, a stream buffer and manipulators) and the unformatted
input (get, getline, ignore, peek, read, readsome, putback, unget, gcount, sync, tellg,
seekg).

Every one works under the stream's sentry as the library's (microsoft/STL ``istream``):
the buffer's ``_Lock``, ``_Ipfx`` (failbit when the stream is not good; else the tied
stream flushed and, for the formatted ones, white space skipped: eofbit | failbit at the
end), the body, ``setstate`` of what it found, ``_Unlock``. The unformatted members
count what they take in ``_Chcount`` (``gcount()``, the 64-bit word after the vbptr).

The numbers are read as num_get<char>::do_get reads them in the "C" locale (the only one
here; no grouping): ``_Getifld`` gathers an optional sign and the digits of the base the
base field names (oct 8, hex 16, none of the three: 0 — a leading ``0x`` makes it 16,
a leading ``0`` 8 — else 10; ``0x`` is taken in base 16 too), leading zeros dropped, at
most 31 characters kept; the C runtime's ``strtol``/``strtoul``/``strtoll``/``strtoull``
rules convert it (a minus sign negates an unsigned value). As the C++11 rules
([facet.num.get.virtuals]) and Visual C++'s library since 2017 have it, a field that is
no number stores 0 and one out of range the type's limit, with failbit (short's and
unsigned short's own range too); the variable stays as it was only when the sentry
fails. bool is a long that must be 0 or 1 (2 stores true and fails), or with boolalpha
"false"/"true" matched character by character (anything else: false, failbit). The
floating-point types take a decimal field (sign, digits, point, digits, an exponent
whose digits must follow its ``e``) converted as strtof/strtod round it (out of range:
strtof's infinity or zero, and failbit); a ``0x`` field stops after its 0 (hexadecimal
floating point is not read). A pointer is a hexadecimal field. eofbit whenever the end
of the input stopped the field.
"""

import inspect
import math
import struct
from fractions import Fraction

from ....abi.api import GuestCall, Ret64

from .ios import (BAD, EOF, EOF_BIT, FAIL, GOOD, IOS_LAYOUT, SKIPWS, WEOF, _IS, _WIS,
                  _SB_LOCK, _SB_UNLOCK, _SB_SYNC, clear, flush, ios_of, put_char, setstate)
from .locale import vcall
from .streams import Areas, getc, bumpc, put_char_back, vcall32, vcall64, _XSGETN
from . import member64, thiscall

BOOLALPHA, BASEFIELD, OCT, HEX, DEC = 0x4000, 0xE00, 0x400, 0x800, 0x200
_COUNT = 8                      # _Chcount: after the vbptr (at both widths)
_SEEKOFF, _SEEKPOS, _SHOWMANYC = 10, 11, 5
_DIGITS = "0123456789ABCDEFabcdef"
_MAX_INT_DIG = 32


def white(ch):
    """ctype::is(space, ch) in the "C" locale: space, \\t \\n \\v \\f \\r."""
    return ch in (0x20, 0x09, 0x0A, 0x0B, 0x0C, 0x0D)


def ipfx(c, stream, noskip, width):
    """Generator: _Ipfx: failbit when the stream is not good; else the tied stream
    flushed and, with skipws and not ``noskip``, white space skipped (eofbit | failbit
    at the end of the input). Whether the stream is good."""
    mem = c.vm.mem
    lay = IOS_LAYOUT[mem.ptr_size]
    ios = ios_of(mem, stream)
    if mem.u32(ios + lay.state) != GOOD:
        yield from setstate(c, ios, FAIL)
        return False
    tie = mem.uptr(ios + lay.tie)
    if tie:
        yield from flush(c, tie)
    if not noskip and mem.u32(ios + lay.flags) & SKIPWS:
        sb = mem.uptr(ios + lay.strbuf)
        ch = yield from getc(c, sb, width)
        while ch is not None and white(ch):
            yield from bumpc(c, sb, width)
            ch = yield from getc(c, sb, width)
        if ch is None:
            yield from setstate(c, ios, EOF_BIT | FAIL)
    return mem.u32(ios + lay.state) == GOOD


def extract(c, stream, width, body, noskip=False, count=None):
    """Generator: an input member under its sentry: the buffer's _Lock, _Ipfx(noskip),
    then ``body(sb, ok)`` (a generator answering the state bits to add), setstate,
    _Unlock. ``count`` (the unformatted members) zeroes gcount first. The stream."""
    mem = c.vm.mem
    lay = IOS_LAYOUT[mem.ptr_size]
    ios = ios_of(mem, stream)
    if count is not None:
        mem.write(stream + _COUNT, bytes(8))
    sb = mem.uptr(ios + lay.strbuf)
    if sb:
        yield from vcall(c, sb, _SB_LOCK)
    ok = yield from ipfx(c, stream, noskip, width)
    state = yield from body(sb, ok)
    if (state | mem.u32(ios + lay.state)) & mem.u32(ios + lay.except_):
        if sb:
            yield from vcall(c, sb, _SB_UNLOCK)         # the sentry ends as the throw unwinds
        yield from setstate(c, ios, state)
        return stream
    yield from setstate(c, ios, state)
    if sb:
        yield from vcall(c, sb, _SB_UNLOCK)
    return stream


def _gcount(mem, stream):
    return int.from_bytes(mem.read(stream + _COUNT, 8), "little", signed=True)


def _set_gcount(mem, stream, n):
    mem.write(stream + _COUNT, n.to_bytes(8, "little", signed=True))


class Reader:
    """istreambuf_iterator over a buffer: ``peek`` is sgetc (None at the end), ``take``
    sbumpc (the iterator's ++)."""

    def __init__(self, c, sb, width):
        self.c, self.sb, self.width = c, sb, width
        self.cur, self.known = None, False

    def peek(self):
        if not self.known:
            self.cur = yield from getc(self.c, self.sb, self.width)
            self.known = True
        return self.cur

    def take(self):
        yield from bumpc(self.c, self.sb, self.width)
        self.known = False

    def accept(self, chars):
        """Generator: take the next character when it is one of ``chars``; it or None."""
        ch = yield from self.peek()
        if ch is not None and chr(ch) in chars:
            yield from self.take()
            return chr(ch)
        return None


# -- num_get's fields ---------------------------------------------------------------------------
def int_field(r, flags):
    """Generator: _Getifld: (text, base); text "" when no digit was seen."""
    text = (yield from r.accept("+-")) or ""
    base = {OCT: 8, HEX: 16, 0: 0}.get(flags & BASEFIELD, 10)
    seen = nonzero = False
    if (yield from r.accept("0")):
        seen = True
        ch = yield from r.peek()
        if ch is not None and chr(ch) in "xX" and base in (0, 16):
            yield from r.take()
            base, seen = 16, False
        elif base == 0:
            base = 8
    dlen = 8 if base == 8 else 22 if base == 16 else 10
    while True:
        ch = yield from r.peek()
        if ch is None or chr(ch) not in _DIGITS[:dlen]:
            break
        yield from r.take()
        if (nonzero or ch != 0x30) and len(text) < _MAX_INT_DIG - 1:
            text += chr(ch)
            nonzero = True
        seen = True
    if not seen:
        return "", base
    if not nonzero:
        text += "0"
    return text, base


def to_integer(text, base, bits, signed):
    """The C runtime's strto(u)l(l) of a gathered field: (value, in range)."""
    neg = text[:1] == "-"
    mag = int(text.lstrip("+-"), base or 10)
    if signed:
        value = -mag if neg else mag
        low, high = -(1 << (bits - 1)), (1 << (bits - 1)) - 1
        if value > high:
            return high, False
        if value < low:
            return low, False
        return value, True
    if mag >> bits:
        return (1 << bits) - 1, False
    return (-mag if neg else mag) & ((1 << bits) - 1), True


def float_field(r):
    """Generator: _Getffld in the "C" locale: the decimal field's text ("" when it is
    not a number: no digit, or an exponent without digits)."""
    text = (yield from r.accept("+-")) or ""
    seen = False
    while (ch := (yield from r.accept("0123456789"))):
        text += ch
        seen = True
    if (yield from r.accept(".")):
        text += "."
        while (ch := (yield from r.accept("0123456789"))):
            text += ch
            seen = True
    if seen and (yield from r.accept("eE")):
        text += "e" + ((yield from r.accept("+-")) or "")
        seen = False
        while (ch := (yield from r.accept("0123456789"))):
            text += ch
            seen = True
    return text if seen else ""


def _round_float32(value):
    """The float nearest ``value`` (a Fraction), ties to even, as strtof rounds; None
    when it overflows."""
    if value == 0:
        return 0.0
    sign = -1.0 if value < 0 else 1.0
    value = abs(value)
    exp = value.numerator.bit_length() - value.denominator.bit_length()
    if Fraction(2) ** exp > value:
        exp -= 1
    exp = max(exp, -126)                            # denormals share the lowest exponent
    scaled = value / Fraction(2) ** (exp - 23)      # 24 significant bits
    mant = math.floor(scaled)
    rest = scaled - mant
    if rest > Fraction(1, 2) or (rest == Fraction(1, 2) and mant & 1):
        mant += 1
    result = mant * 2.0 ** (exp - 23)
    if result > 3.4028234663852886e38:
        return None
    return sign * result


def to_float(text, single):
    """strtof/strtod of a gathered field: (value, in range): an infinity when it
    overflows, zero when a nonzero number underflows (ERANGE both)."""
    exact = Fraction(text)
    if single:
        value = _round_float32(exact)
        if value is None:
            return math.copysign(math.inf, -1.0 if text[:1] == "-" else 1.0), False
    else:
        value = float(text)
        if math.isinf(value):
            return value, False
    return value, not (value == 0 and exact != 0)


def bool_alpha(r):
    """Generator: _Getloctxt over "false" and "true": the index matched, or None."""
    names, live, pos = ("false", "true"), [0, 1], 0
    while True:
        done = [i for i in live if len(names[i]) == pos]
        longer = [i for i in live if len(names[i]) > pos]
        if done and not longer:
            return done[0]
        ch = yield from r.peek()
        nxt = [i for i in longer if ch is not None and names[i][pos] == chr(ch)]
        if not nxt:
            return done[0] if done else None
        yield from r.take()
        live, pos = nxt, pos + 1


# -- the extractors -----------------------------------------------------------------------------
def _store(mem, ref, value, size):
    mem.write(ref, (value & ((1 << (8 * size)) - 1)).to_bytes(size, "little"))


def _numeric(c, this, width, ref, get):
    """Generator: a formatted extraction: under the sentry, ``get(r, flags)`` answers
    (bytes to store or None, state bits); the stream."""
    mem = c.vm.mem
    lay = IOS_LAYOUT[mem.ptr_size]

    def body(sb, ok):
        if not ok:
            return GOOD
        r = Reader(c, sb, width)
        data, state = yield from get(r, mem.u32(ios_of(mem, this) + lay.flags))
        if data is not None:
            mem.write(ref, data)
        if (yield from r.peek()) is None:
            state |= EOF_BIT
        return state
    return (yield from extract(c, this, width, body))


def _pack(value, size):
    return (value & ((1 << (8 * size)) - 1)).to_bytes(size, "little")


def _int_get(bits, signed, size, clamp=None):
    """do_get of an integer type: the field converted at ``bits`` (long: 32, long long:
    64): 0 when there is no number, the limit when out of range (failbit both);
    ``clamp`` (short's (min, max)) is operator>>(short&)'s own check of the long."""
    def get(r, flags):
        text, base = yield from int_field(r, flags)
        if not text:
            return _pack(0, size), FAIL
        value, fine = to_integer(text, base, bits, signed)
        if clamp and not clamp[0] <= value <= clamp[1]:
            value, fine = (clamp[0] if value < clamp[0] else clamp[1]), False
        return _pack(value, size), GOOD if fine else FAIL
    return get


def _ushort_get(r, flags):
    """do_get(unsigned short): the digits after any minus sign as an unsigned long,
    which must fit in 16 bits (else 65535 and failbit); a minus sign negates it."""
    text, base = yield from int_field(r, flags)
    if not text:
        return _pack(0, 2), FAIL
    value, fine = to_integer(text.lstrip("-"), base, 32, False)
    if not fine or value > 0xFFFF:
        return _pack(0xFFFF, 2), FAIL
    return _pack(-value if text[:1] == "-" else value, 2), GOOD


def _bool_get(r, flags):
    """do_get(bool): "false"/"true" with boolalpha (else false and failbit); without, a
    long: whether it is nonzero, failbit unless it is 0 or 1."""
    if flags & BOOLALPHA:
        which = yield from bool_alpha(r)
        return bytes([which or 0]), GOOD if which is not None else FAIL
    text, base = yield from int_field(r, flags)
    if not text:
        return b"\0", FAIL
    value, fine = to_integer(text, base, 32, True)
    return bytes([value != 0]), GOOD if fine and value in (0, 1) else FAIL


def _float_get(single, size):
    def get(r, flags):
        text = yield from float_field(r)
        if not text:
            return bytes(size), FAIL
        value, fine = to_float(text, single)
        return struct.pack("<f" if single else "<d", value), GOOD if fine else FAIL
    return get


def _pointer_get(size):
    def get(r, flags):
        text, base = yield from int_field(r, HEX)
        if not text:
            return bytes(size), FAIL
        value, fine = to_integer(text, base, 8 * size, False)
        return (_pack(value, size), GOOD) if fine else (bytes(size), FAIL)
    return get


def _same(get):
    return get, get


_TYPES = (("F",) + _same(_int_get(32, True, 2, (-0x8000, 0x7FFF))),
          ("G",) + _same(_ushort_get),
          ("H",) + _same(_int_get(32, True, 4)),
          ("I",) + _same(_int_get(32, False, 4)),
          ("J",) + _same(_int_get(32, True, 4)),
          ("K",) + _same(_int_get(32, False, 4)),
          ("_J",) + _same(_int_get(64, True, 8)),
          ("_K",) + _same(_int_get(64, False, 8)),
          ("_N",) + _same(_bool_get),
          ("M",) + _same(_float_get(True, 4)),
          ("N",) + _same(_float_get(False, 8)),
          ("O",) + _same(_float_get(False, 8)),
          ("PAX", _pointer_get(4), _pointer_get(8)))


def _extractor(cls, width, code, get32, get64):
    def get_value(c, this, ref):
        get = get64 if c.vm.ptr_size == 8 else get32
        return (yield from _numeric(c, this, width, ref, get))
    get_value.__name__ = "istream_extract_" + code.strip("_")
    get_value.__doc__ = "operator>>(%s&): the value as num_get reads it." % code
    thiscall("??5" + cls + "QAEAAV01@AA" + code + "@Z", "LPVOID ref")(get_value)
    member64("??5" + cls + "QEAAAEAV01@AEA" + code.replace("PAX", "PEAX") + "@Z",
             "LPVOID ref")(get_value)


for _cls, _width in ((_IS, 1), (_WIS, 2)):
    for _code, _get32, _get64 in _TYPES:
        _extractor(_cls, _width, _code, _get32, _get64)


@member64("??5" + _IS + "QEAAAEAV01@P6AAEAV01@AEAV01@@Z@Z", "LPVOID fn")
@thiscall("??5" + _IS + "QAEAAV01@P6AAAV01@AAV01@@Z@Z", "LPVOID fn")
@member64("??5" + _WIS + "QEAAAEAV01@P6AAEAV01@AEAV01@@Z@Z", "LPVOID fn")
@thiscall("??5" + _WIS + "QAEAAV01@P6AAAV01@AAV01@@Z@Z", "LPVOID fn")
def istream_manip(c, this, fn):
    """operator>>(basic_istream& (*)(basic_istream&)): the program's function called on
    the stream; what it answers."""
    return (yield GuestCall(fn, (this,), "cdecl"))


@member64("??5" + _IS + "QEAAAEAV01@P6AAEAVios_base@1@AEAV21@@Z@Z", "LPVOID fn")
@thiscall("??5" + _IS + "QAEAAV01@P6AAAVios_base@1@AAV21@@Z@Z", "LPVOID fn")
@member64("??5" + _IS + "QEAAAEAV01@P6AAEAV?$basic_ios@DU?$char_traits@D@std@@@1@AEAV21@@Z@Z",
          "LPVOID fn")
@thiscall("??5" + _IS + "QAEAAV01@P6AAAV?$basic_ios@DU?$char_traits@D@std@@@1@AAV21@@Z@Z",
          "LPVOID fn")
@member64("??5" + _WIS + "QEAAAEAV01@P6AAEAVios_base@1@AEAV21@@Z@Z", "LPVOID fn")
@thiscall("??5" + _WIS + "QAEAAV01@P6AAAVios_base@1@AAV21@@Z@Z", "LPVOID fn")
@member64("??5" + _WIS + "QEAAAEAV01@P6AAEAV?$basic_ios@_WU?$char_traits@_W@std@@@1@AEAV21@@Z@Z",
          "LPVOID fn")
@thiscall("??5" + _WIS + "QAEAAV01@P6AAAV?$basic_ios@_WU?$char_traits@_W@std@@@1@AAV21@@Z@Z",
          "LPVOID fn")
def istream_manip_ios(c, this, fn):
    """operator>>(ios_base& (*)(ios_base&)) and of basic_ios&: the program's function
    called on the stream's basic_ios part; the stream."""
    yield GuestCall(fn, (ios_of(c.vm.mem, this),), "cdecl")
    return this


# -- unformatted input --------------------------------------------------------------------------
def _unformatted(names, params=""):
    """Declare a member of both classes at both widths: ``names`` are the x86 and x64
    names, format strings of ``cls`` (the class), ``ch`` (the character's code) and
    ``meta`` (int_type's); ``func(c, this, width, ...)``, ``width`` the character's
    size."""
    def register(func):
        for cls, width, ch, meta in ((_IS, 1, "D", "H"), (_WIS, 2, "_W", "G")):
            def member(c, this, *args, _width=width):
                result = func(c, this, _width, *args)
                if inspect.isgenerator(result):
                    result = yield from result
                return result
            member.__name__ = member.__qualname__ = func.__name__ + ("_w" if width == 2 else "")
            member.__doc__ = func.__doc__
            member.__module__ = func.__module__
            fields = {"cls": cls, "ch": ch, "meta": meta}
            thiscall(names[0].format(**fields), params)(member)
            member64(names[1].format(**fields), params)(member)
        return func
    return register


def _eof(width):
    return EOF if width == 1 else WEOF


def _count_one(mem, this, n=1):
    """_Increment_gcount: one more character counted."""
    _set_gcount(mem, this, _gcount(mem, this) + n)


@_unformatted(("??5{cls}QAEAAV01@PAV?$basic_streambuf@{ch}U?$char_traits@{ch}@std@@@1@@Z",
               "??5{cls}QEAAAEAV01@PEAV?$basic_streambuf@{ch}U?$char_traits@{ch}@std@@@1@@Z"),
              "LPVOID dest")
def istream_extract_streambuf(c, this, width, dest):
    """operator>>(streambuf *dest): every character to the end into ``dest`` (sputc),
    stopping where it refuses one; eofbit at the end, failbit when nothing moved."""
    mem = c.vm.mem

    def body(sb, ok):
        state = GOOD
        if ok and dest:
            while True:
                ch = yield from getc(c, sb, width)
                if ch is None:
                    state |= EOF_BIT
                    break
                if not (yield from put_char(c, dest, ch, width)):
                    break
                yield from bumpc(c, sb, width)
                _count_one(mem, this)
        return state | (FAIL if not _gcount(mem, this) else GOOD)
    return (yield from extract(c, this, width, body, noskip=True, count=True))


@_unformatted(("?get@{cls}QAE{meta}XZ", "?get@{cls}QEAA{meta}XZ"))
def istream_get(c, this, width):
    """get(): one character taken, or eof() (eofbit | failbit) at the end."""
    got = []

    def body(sb, ok):
        if not ok:
            got.append(None)
            return GOOD
        ch = yield from getc(c, sb, width)
        got.append(ch)
        if ch is None:
            return EOF_BIT | FAIL
        yield from bumpc(c, sb, width)
        _set_gcount(c.vm.mem, this, 1)
        return GOOD
    yield from extract(c, this, width, body, noskip=True, count=True)
    return _eof(width) if got[0] is None else got[0]


@_unformatted(("?get@{cls}QAEAAV12@AA{ch}@Z", "?get@{cls}QEAAAEAV12@AEA{ch}@Z"), "LPVOID ref")
def istream_get_char(c, this, width, ref):
    """get(ch): one character into ``ch`` (left alone at the end). The stream."""
    ch = yield from istream_get(c, this, width)
    if ch != _eof(width):
        c.vm.mem.write(ref, ch.to_bytes(width, "little"))
    return this


def _get_line(c, this, width, buf, count, delim, keep_delim):
    """Generator: get(buf, count, delim) (``keep_delim``: the delimiter stays unread) or
    getline (it is taken and counted; a full buffer sets failbit). A NUL after what was
    stored; failbit when nothing was taken."""
    mem = c.vm.mem
    delim &= 0xFF if width == 1 else 0xFFFF

    def body(sb, ok):
        nonlocal buf
        state, left = GOOD, count
        if ok and count > 0:
            while True:
                ch = yield from getc(c, sb, width)
                if ch is None:
                    state |= EOF_BIT
                    break
                if ch == delim:
                    if not keep_delim:
                        _count_one(mem, this)
                        yield from bumpc(c, sb, width)
                    break
                left -= 1
                if left <= 0:
                    if not keep_delim:
                        state |= FAIL
                    break
                mem.write(buf, ch.to_bytes(width, "little"))
                buf += width
                _count_one(mem, this)
                yield from bumpc(c, sb, width)
        if not _gcount(mem, this):
            state |= FAIL
        if count > 0 or keep_delim:
            mem.write(buf, bytes(width))
        return state
    return (yield from extract(c, this, width, body, noskip=True, count=True))


@_unformatted(("?get@{cls}QAEAAV12@PA{ch}_J@Z", "?get@{cls}QEAAAEAV12@PEA{ch}_J@Z"),
              "LPVOID buf, __int64 count")
def istream_get_str(c, this, width, buf, count):
    """get(buf, count): up to count - 1 characters before a newline."""
    return (yield from _get_line(c, this, width, buf, count, 0x0A, True))


@_unformatted(("?get@{cls}QAEAAV12@PA{ch}_J{ch}@Z", "?get@{cls}QEAAAEAV12@PEA{ch}_J{ch}@Z"),
              "LPVOID buf, __int64 count, int delim")
def istream_get_str_delim(c, this, width, buf, count, delim):
    """get(buf, count, delim): up to count - 1 characters before ``delim``."""
    return (yield from _get_line(c, this, width, buf, count, delim, True))


@_unformatted(("?getline@{cls}QAEAAV12@PA{ch}_J@Z", "?getline@{cls}QEAAAEAV12@PEA{ch}_J@Z"),
              "LPVOID buf, __int64 count")
def istream_getline(c, this, width, buf, count):
    """getline(buf, count): a line, its newline taken and dropped."""
    return (yield from _get_line(c, this, width, buf, count, 0x0A, False))


@_unformatted(("?getline@{cls}QAEAAV12@PA{ch}_J{ch}@Z",
               "?getline@{cls}QEAAAEAV12@PEA{ch}_J{ch}@Z"),
              "LPVOID buf, __int64 count, int delim")
def istream_getline_delim(c, this, width, buf, count, delim):
    """getline(buf, count, delim): up to ``delim``, taken and dropped."""
    return (yield from _get_line(c, this, width, buf, count, delim, False))


@_unformatted(("?ignore@{cls}QAEAAV12@_J{meta}@Z", "?ignore@{cls}QEAAAEAV12@_J{meta}@Z"),
              "__int64 count, int delim")
def istream_ignore(c, this, width, count, delim):
    """ignore(count, delim): up to ``count`` characters taken (any number for
    numeric_limits<streamsize>::max()), through ``delim``; eofbit at the end."""
    mem = c.vm.mem
    delim &= 0xFFFFFFFF if width == 1 else 0xFFFF

    def body(sb, ok):
        left = count
        if ok and count > 0:
            while True:
                if left != 0x7FFFFFFFFFFFFFFF:
                    left -= 1
                    if left < 0:
                        break
                ch = yield from bumpc(c, sb, width)
                if ch is None:
                    return EOF_BIT
                _count_one(mem, this)
                if ch == delim:
                    break
        return GOOD
    return (yield from extract(c, this, width, body, noskip=True, count=True))


@_unformatted(("?peek@{cls}QAE{meta}XZ", "?peek@{cls}QEAA{meta}XZ"))
def istream_peek(c, this, width):
    """peek(): the next character, not taken; eof() (and eofbit) at the end, or when
    the stream is not good."""
    got = []

    def body(sb, ok):
        if not ok:
            got.append(None)
            return GOOD
        ch = yield from getc(c, sb, width)
        got.append(ch)
        return EOF_BIT if ch is None else GOOD
    yield from extract(c, this, width, body, noskip=True, count=True)
    return _eof(width) if got[0] is None else got[0]


@_unformatted(("?read@{cls}QAEAAV12@PA{ch}_J@Z", "?read@{cls}QEAAAEAV12@PEA{ch}_J@Z"),
              "LPVOID buf, __int64 count")
def istream_read(c, this, width, buf, count):
    """read(buf, count): sgetn; eofbit | failbit when fewer came."""
    return (yield from _read(c, this, width, buf, count))


def _read(c, this, width, buf, count):
    mem = c.vm.mem

    def body(sb, ok):
        if not ok or count <= 0:
            return GOOD
        got = yield from vcall64(c, sb, _XSGETN, buf, count)
        _set_gcount(mem, this, got)
        return GOOD if got == count else EOF_BIT | FAIL
    return (yield from extract(c, this, width, body, noskip=True, count=True))


@_unformatted(("?readsome@{cls}QAE_JPA{ch}_J@Z", "?readsome@{cls}QEAA_JPEA{ch}_J@Z"),
              "LPVOID buf, __int64 count")
def istream_readsome(c, this, width, buf, count):
    """readsome(buf, count): read() of what the buffer has at hand (in_avail: the get
    area, else showmanyc); eofbit when it says -1. How many were read."""
    mem = c.vm.mem
    avail = []

    def body(sb, ok):
        if not ok:
            return FAIL
        a = Areas(mem, sb, width)
        n = a.gavail() if a.gavail() > 0 else (yield from vcall64_plain(c, sb, _SHOWMANYC))
        avail.append(n)
        return EOF_BIT if n < 0 else GOOD
    yield from extract(c, this, width, body, noskip=True, count=True)
    if avail and avail[0] > 0 and count > 0:
        yield from _read(c, this, width, buf, min(avail[0], count))
    return Ret64(_gcount(mem, this))


def vcall64_plain(c, obj, slot):
    """Generator: a virtual function of no argument answering a 64-bit integer (EDX:EAX
    at x86)."""
    value = yield from vcall(c, obj, slot)
    if c.vm.ptr_size == 4:
        value = (value & 0xFFFFFFFF) | ((c.vm.machine.regs()["edx"] & 0xFFFFFFFF) << 32)
    value &= 0xFFFFFFFFFFFFFFFF
    return value - (1 << 64) if value >> 63 else value


def _put_back(c, this, width, ch):
    """putback/unget: eofbit cleared first; under the sentry (no skipping) the buffer's
    sputbackc(ch) or sungetc(); when it fails, badbit and the state before."""
    mem = c.vm.mem
    lay = IOS_LAYOUT[mem.ptr_size]
    ios = ios_of(mem, this)
    mem.write(this + _COUNT, bytes(8))
    old = mem.u32(ios + lay.state)
    yield from clear(c, ios, old & ~EOF_BIT)

    def body(sb, ok):
        if ok and (yield from put_char_back(c, sb, width, ch)) is None:
            return BAD | old
        return GOOD
    return (yield from extract(c, this, width, body, noskip=True))


@_unformatted(("?putback@{cls}QAEAAV12@{ch}@Z", "?putback@{cls}QEAAAEAV12@{ch}@Z"), "int ch")
def istream_putback(c, this, width, ch):
    """putback(ch): ``ch`` back into the buffer."""
    return (yield from _put_back(c, this, width, ch & (0xFF if width == 1 else 0xFFFF)))


@_unformatted(("?unget@{cls}QAEAAV12@XZ", "?unget@{cls}QEAAAEAV12@XZ"))
def istream_unget(c, this, width):
    """unget(): the last character taken back."""
    return (yield from _put_back(c, this, width, None))


@_unformatted(("?gcount@{cls}QBE_JXZ", "?gcount@{cls}QEBA_JXZ"))
def istream_gcount(c, this, width):
    """gcount(): how many characters the last unformatted input took."""
    return Ret64(_gcount(c.vm.mem, this))


@_unformatted(("?sync@{cls}QAEHXZ", "?sync@{cls}QEAAHXZ"))
def istream_sync(c, this, width):
    """sync(): the buffer's pubsync; -1 (and badbit) when it fails or there is none."""
    mem = c.vm.mem
    lay = IOS_LAYOUT[mem.ptr_size]
    ios = ios_of(mem, this)
    sb = mem.uptr(ios + lay.strbuf)
    if sb:
        yield from vcall(c, sb, _SB_LOCK)
    yield from ipfx(c, this, True, width)
    result = 0
    if not sb:
        result = -1
    elif (yield from vcall32(c, sb, _SB_SYNC)) == EOF:
        yield from setstate(c, ios, BAD)
        result = -1
    if sb:
        yield from vcall(c, sb, _SB_UNLOCK)
    return result & 0xFFFFFFFF


def _seekoff(c, sb, ret, off, way):
    """Generator: the buffer's pubseekoff(off, way, ios_base::in) into the fpos at
    ``ret``; the offset it names."""
    mem = c.vm.mem
    off &= 0xFFFFFFFFFFFFFFFF
    if mem.ptr_size == 8:
        yield from vcall(c, sb, _SEEKOFF, (ret, off, way, 1))
    else:
        yield from vcall(c, sb, _SEEKOFF, (ret, off & 0xFFFFFFFF, off >> 32, way, 1))
    pos = int.from_bytes(mem.read(ret, 8), "little", signed=True)
    return pos + int.from_bytes(mem.read(ret + 8, 8), "little", signed=True)


@_unformatted(("?tellg@{cls}QAE?AV?$fpos@U_Mbstatet@@@2@XZ",
               "?tellg@{cls}QEAA?AV?$fpos@U_Mbstatet@@@2@XZ"), "LPVOID ret")
def istream_tellg(c, this, width, ret):
    """tellg(): the buffer's pubseekoff(0, cur, in) into ``ret``; -1 when the stream has
    failed."""
    mem = c.vm.mem
    lay = IOS_LAYOUT[mem.ptr_size]
    ios = ios_of(mem, this)
    sb = mem.uptr(ios + lay.strbuf)
    if sb:
        yield from vcall(c, sb, _SB_LOCK)
    yield from ipfx(c, this, True, width)
    if mem.u32(ios + lay.state) & (FAIL | BAD):
        mem.write(ret, (-1).to_bytes(8, "little", signed=True) + bytes(16))
    else:
        yield from _seekoff(c, sb, ret, 0, 1)
    if sb:
        yield from vcall(c, sb, _SB_UNLOCK)
    return ret


@_unformatted(("?seekg@{cls}QAEAAV12@_JH@Z", "?seekg@{cls}QEAAAEAV12@_JH@Z"),
              "__int64 off, int way")
def istream_seekg(c, this, width, off, way):
    """seekg(off, way): eofbit cleared, then the buffer's pubseekoff(off, way, in);
    failbit when it answers -1."""
    mem = c.vm.mem
    lay = IOS_LAYOUT[mem.ptr_size]
    ios = ios_of(mem, this)
    yield from clear(c, ios, mem.u32(ios + lay.state) & ~EOF_BIT)

    def body(sb, ok):
        if mem.u32(ios + lay.state) & (FAIL | BAD):
            return GOOD
        ret = c.vm.heap.alloc(24)
        try:
            where = yield from _seekoff(c, sb, ret, off, way)
        finally:
            c.vm.heap.free(ret)
        return FAIL if where == -1 else GOOD
    return (yield from extract(c, this, width, body, noskip=True))
