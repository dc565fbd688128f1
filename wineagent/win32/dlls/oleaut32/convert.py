"""OLEAUT32's conversions: VariantChangeType(Ex), DispGetParam, the Var*From* functions,
and the dates (SystemTimeToVariantTime, VariantTimeToSystemTime,
DosDateTimeToVariantTime, VariantTimeToDosDateTime).

The rules live in ``kernel/oavalues.py`` (numbers, booleans, strings, currency, dates as
numbers) and ``kernel/oadate.py`` (the DATE calendar). Locales: the numbers and dates of
en-US, which is this desktop's user and system locale; a conversion involving text under
another explicit LCID stops the guest naming it, as do the pairs not converted here
(some arrangements of dates in text, VT_ERROR, an interface's default property).
"""

import decimal
import struct

from ....abi.api import BOTH, Unimplemented, api
from ...core.structures import SYSTEMTIME, UDATE
from ...kernel.automation import (VT, alloc_bstr, bstr_text, free_bstr, variant_clear,
                                  variant_copy, variant_size)
from ...kernel.oadate import MONTHS, WEEKDAYS, date_from_fields, days_in_month, fields_from_date
from ...kernel.oavalues import (EXACT, INT_RANGES, SCALARS, Mismatch, Overflow, convert,
                               decimal_parts)
from ...core.dllnames import OLEAUT32

S_OK, E_INVALIDARG, E_OUTOFMEMORY = 0, 0x80070057, 0x8007000E
DISP_E_BADVARTYPE, DISP_E_TYPEMISMATCH, DISP_E_OVERFLOW = 0x80020008, 0x80020005, 0x8002000A
# LCIDs whose number and date formats are en-US's here: en-US itself, the user's and the
# system's default (en-US on this desktop), the neutral and the invariant locale.
_EN_US = {0x0409, 0x0400, 0x0800, 0x0000, 0x007F}
_FORMATS = {VT.I1: "b", VT.UI1: "B", VT.I2: "h", VT.UI2: "H", VT.I4: "i", VT.UI4: "I",
            VT.INT: "i", VT.UINT: "I", VT.I8: "q", VT.UI8: "Q", VT.BOOL: "h", VT.R4: "f",
            VT.R8: "d", VT.DATE: "d"}
_SAME_SIZE = {VT.I1: 1, VT.UI1: 1, VT.I2: 2, VT.UI2: 2, VT.I4: 4, VT.UI4: 4, VT.INT: 4,
              VT.UINT: 4, VT.I8: 8, VT.UI8: 8}


def read_value(vm, vt, addr):
    """The Python value of a ``vt`` stored at ``addr`` (a VARIANT's value, or an
    argument's; a DECIMAL's 16 bytes start with its reserved WORD)."""
    if vt == VT.DECIMAL:
        scale, sign, hi, lo = struct.unpack("<2xBBIQ", bytes(vm.mem.read(addr, 16)))
        value = decimal.Decimal((hi << 64) | lo).scaleb(-scale, EXACT)
        return value.copy_negate() if sign & 0x80 else value
    if vt == VT.BSTR:
        return bstr_text(vm, vm.mem.uptr(addr))        # a pointer: the program's width
    if vt == VT.CY:
        return decimal.Decimal(struct.unpack("<q", bytes(vm.mem.read(addr, 8)))[0]) / 10000
    if vt == VT.EMPTY:
        return 0
    fmt = _FORMATS[vt]
    return struct.unpack("<" + fmt, bytes(vm.mem.read(addr, struct.calcsize(fmt))))[0]


def pack_value(vm, vt, value):
    """The bytes of a converted ``vt`` value (a BSTR is allocated); None when out of memory."""
    if vt == VT.BSTR:
        b = alloc_bstr(vm, value.encode("utf-16-le"))
        return b.to_bytes(vm.ptr_size, "little") if b else None
    if vt == VT.CY:
        return struct.pack("<q", int(value * 10000))
    if vt == VT.DECIMAL:          # all 16 bytes, the reserved WORD (a VARIANT's vt) 0
        scale, negative, mantissa = decimal_parts(value)
        return struct.pack("<2xBBIQ", scale, 0x80 if negative else 0, mantissa >> 64,
                           mantissa & ((1 << 64) - 1))
    return struct.pack("<" + _FORMATS[vt], value)


def _check_locale(lcid, src_vt, vt, what):
    if (src_vt == VT.BSTR or vt == VT.BSTR) and (lcid & 0xFFFF) not in _EN_US:
        raise Unimplemented("%s!%s (text in locale 0x%04X: only en-US formats are done)"
                            % (OLEAUT32, what, lcid))


def _convert(value, src_vt, vt, flags, what):
    """Convert, mapping the failures to HRESULTs: (HRESULT, value)."""
    try:
        return S_OK, convert(value, src_vt, vt, flags)
    except Mismatch:
        return DISP_E_TYPEMISMATCH, None
    except Overflow:
        return DISP_E_OVERFLOW, None
    except NotImplementedError as e:
        raise Unimplemented("%s!%s (%s)" % (OLEAUT32, what, e))


def _change_type(c, dst, src, lcid, flags, vt, what):
    """Generator: VariantChangeType(Ex)."""
    vm = c.vm
    flags &= 0xFFFF
    vt &= 0xFFFF
    svt = vm.mem.u16(src)
    if svt & VT.BYREF and (svt & ~VT.BYREF) in SCALARS:
        src_vt, addr = svt & ~VT.BYREF, vm.mem.uptr(src + 8)  # converted as its value
    else:                         # a DECIMAL fills the VARIANT, its vt in wReserved
        src_vt, addr = svt, src if svt == VT.DECIMAL else src + 8
    if src_vt == vt:
        if svt & VT.BYREF:
            pass                              # a reference made a value: converted below
        else:
            hr = yield from variant_copy(vm, dst, src)
            return hr
    if src_vt == VT.NULL or vt == VT.NULL:
        # Null has no value to convert: only Null itself (handled above) goes to Null
        return DISP_E_TYPEMISMATCH
    if vt == VT.EMPTY:
        hr = yield from variant_clear(vm, dst)
        return hr
    if (src_vt not in SCALARS and src_vt != VT.EMPTY) or vt not in SCALARS:
        raise Unimplemented("%s!%s (VARTYPE %d to VARTYPE %d)" % (OLEAUT32, what, svt, vt))
    _check_locale(lcid, src_vt, vt, what)
    value = read_value(vm, src_vt, addr)
    if _SAME_SIZE.get(src_vt, 0) == _SAME_SIZE.get(vt, -1):
        # Between the signed and unsigned integer of one size VariantChangeType keeps
        # the bits (-1 as VT_UI2 is 65535), where VarUI2FromI2 would overflow.
        bits = 8 * _SAME_SIZE[vt]
        lo, hi = INT_RANGES[vt]
        value &= (1 << bits) - 1
        if value > hi:
            value -= 1 << bits
        hr = S_OK
    else:
        hr, value = _convert(value, src_vt, vt, flags, what)
    if hr:
        return hr
    data = pack_value(vm, vt, value)
    if data is None:
        return E_OUTOFMEMORY
    if dst == src:
        if svt == VT.BSTR:
            free_bstr(vm, vm.mem.uptr(src + 8))
    else:
        hr = yield from variant_clear(vm, dst)
        if hr:
            return hr
    if vt == VT.DECIMAL:
        vm.mem.write(dst, struct.pack("<H", vt) + data[2:])
    else:
        vm.mem.write(dst, struct.pack("<H6x", vt) + data.ljust(8, b"\0"))
    return S_OK


@api(OLEAUT32, "VariantChangeType", "LPVOID dst, LPVOID src, WORD flags, WORD vt", widths=BOTH)
def VariantChangeType(c, dst, src, flags, vt):
    """Convert a VARIANT to type ``vt`` in the user's locale (``dst`` may be ``src``)."""
    result = yield from _change_type(c, dst, src, 0x0400, flags, vt, "VariantChangeType")
    return result


@api(OLEAUT32, "VariantChangeTypeEx", "LPVOID dst, LPVOID src, DWORD lcid, WORD flags, WORD vt",
     widths=BOTH)
def VariantChangeTypeEx(c, dst, src, lcid, flags, vt):
    """VariantChangeType in the locale ``lcid``."""
    result = yield from _change_type(c, dst, src, lcid, flags, vt, "VariantChangeTypeEx")
    return result


# -- IDispatch helpers -------------------------------------------------------------------------
DISP_E_PARAMNOTFOUND = 0x80020004


@api(OLEAUT32, "DispGetParam", "LPVOID params, UINT position, WORD vt, LPVOID out, LPVOID argerr",
     widths=BOTH)
def DispGetParam(c, params, position, vt, out, argerr):
    """The argument at ``position`` of an IDispatch::Invoke call (DISPPARAMS holds the
    positional ones last first; past them, the named argument whose DISPID is
    ``position``), converted to ``vt`` by VariantChangeType into ``out``; DISP_E_PARAMNOTFOUND
    when there is none, the conversion's error with ``*argerr`` its index."""
    vm = c.vm
    if not params or not out:
        return E_INVALIDARG
    # DISPPARAMS: rgvarg and rgdispidNamedArgs are pointers (8 bytes in a 64-bit program)
    ptr = vm.ptr_size
    args, named = vm.mem.uptr(params), vm.mem.uptr(params + ptr)
    count, named_count = struct.unpack("<II", bytes(vm.mem.read(params + 2 * ptr, 8)))
    # a position within cArgs is positional (Wine 8's reading, which counts the named
    # arguments' slots too), a larger one a named argument's DISPID
    index = count - 1 - position if position < count else None
    for i in range(named_count if index is None else 0):
        if vm.mem.u32(named + 4 * i) == position:
            index = i
            break
    if index is None:
        return DISP_E_PARAMNOTFOUND
    vm.mem.w16(out, VT.EMPTY)
    hr = yield from _change_type(c, out, args + variant_size(ptr) * index, 0x0400, 0,
                                 vt & 0xFFFF,
                                "DispGetParam")
    if hr and argerr:
        vm.mem.w32(argerr, index)
    return hr


# -- Var<To>From<From>: the ones programs import --------------------------------------------
def _declare_from(to_vt, from_vt, to_name, from_name, params):
    """Declare Var<to>From<from>(in..., [lcid, flags,] out)."""
    name = "Var%sFrom%s" % (to_name, from_name)
    with_locale = "lcid" in params

    def handler(c, *args):
        vm = c.vm
        out = args[-1]
        lcid, flags = (args[-3], args[-2]) if with_locale else (0x0400, 0)
        if not out:
            return E_INVALIDARG
        if from_vt == VT.DECIMAL:
            if not args[0]:
                return E_INVALIDARG
            value = read_value(vm, VT.DECIMAL, args[0])
        elif from_vt == VT.BSTR:
            if not args[0]:
                return E_INVALIDARG
            value = vm.mem.wstr(args[0])          # an OLECHAR string, not a BSTR
        elif from_vt in (VT.R8, VT.DATE, VT.R4):
            value = args[0]                      # a double or a float: a Python float
        elif from_vt == VT.CY:
            value = decimal.Decimal(args[0]) / 10000      # a LONGLONG: signed already
        elif from_vt in (VT.I8, VT.UI8):
            value = args[0]
        else:
            fmt = _FORMATS[from_vt]           # the low bytes of the stack slot
            raw = struct.pack("<I", args[0] & 0xFFFFFFFF)[:struct.calcsize(fmt)]
            value = struct.unpack("<" + fmt, raw)[0]
        _check_locale(lcid, from_vt, to_vt, name)
        hr, result = _convert(value, from_vt, to_vt, flags, name)
        if hr:
            if to_vt == VT.DATE and from_vt == VT.BSTR:
                vm.mem.write(out, bytes(8))    # VarDateFromStr zeroes the date it fails
            return hr
        data = pack_value(vm, to_vt, result)
        if data is None:
            return E_OUTOFMEMORY
        if to_vt == VT.DECIMAL:
            vm.mem.write(out + 2, data[2:])   # a DECIMAL's reserved WORD is left alone
        else:
            vm.mem.write(out, data)
        return S_OK
    handler.__doc__ = "%s: OLEAUT32's conversion of a %s to a %s." % (name, from_name, to_name)
    api(OLEAUT32, name, params, widths=BOTH)(handler)
    return handler


#: The VARTYPE of each name in Var<To>From<From>, and how a value of it is passed.
_NAMES = {"I1": VT.I1, "UI1": VT.UI1, "I2": VT.I2, "UI2": VT.UI2, "I4": VT.I4,
          "UI4": VT.UI4, "I8": VT.I8, "UI8": VT.UI8, "R4": VT.R4, "R8": VT.R8,
          "Date": VT.DATE, "Cy": VT.CY, "Bool": VT.BOOL, "Dec": VT.DECIMAL}
# (64-bit integers by value: two stack slots at 32 bits, one at 64; abi/api.py's _INT64)
_PASSED = {VT.I8: "LONGLONG v", VT.UI8: "ULONGLONG v", VT.R4: "float v",
           VT.CY: "LONGLONG v", VT.R8: "double v", VT.DATE: "double v",
           VT.BSTR: "LPVOID v", VT.DECIMAL: "LPVOID v"}

# OLEAUT32's whole matrix between these types, text ("Str" in, "Bstr" out) included; a
# DECIMAL comes in by pointer.
for _fn, _from in list(_NAMES.items()) + [("Str", VT.BSTR)]:
    for _tn, _to in list(_NAMES.items()) + [("Bstr", VT.BSTR)]:
        if _from == _to:
            continue
        _in = _PASSED.get(_from, "DWORD v")
        _locale = _from == VT.BSTR or _to == VT.BSTR
        _declare_from(_to, _from, _tn, _fn,
                      _in + (", DWORD lcid, DWORD flags" if _locale else "") + ", LPVOID out")


# -- dates ----------------------------------------------------------------------------------
@api(OLEAUT32, "SystemTimeToVariantTime", "LPVOID st, LPVOID out", widths=BOTH)
def SystemTimeToVariantTime(c, st, out):
    """A SYSTEMTIME as a DATE (milliseconds ignored, as documented); FALSE for a month
    past 12, a day past 31 or a year past 9999. A two-digit year is OLE's window:
    0..29 are 2000..2029, 30..99 are 1930..1999. Other fields out of range roll over
    (30 February is 1 March, hour 25 the next day's 1:00)."""
    t = c.struct(SYSTEMTIME, st)
    year = t.wYear
    if t.wMonth > 12 or t.wDay > 31 or year > 9999:
        return 0
    value = date_from_fields(_two_digit(year), t.wMonth, t.wDay, t.wHour, t.wMinute, t.wSecond)
    if value is None:
        return 0
    c.vm.mem.write(out, struct.pack("<d", value))
    return 1


@api(OLEAUT32, "VariantTimeToSystemTime", "double value, LPVOID st", widths=BOTH)
def VariantTimeToSystemTime(c, value, st):
    """A DATE as a SYSTEMTIME (rounded to the second, wMilliseconds 0); FALSE outside
    the valid range."""
    f = fields_from_date(value)
    if f is None:
        return 0
    year, month, day, hour, minute, second, dow = f
    SYSTEMTIME.write(c.vm.mem, st, wYear=year, wMonth=month, wDayOfWeek=dow, wDay=day,
                     wHour=hour, wMinute=minute, wSecond=second, wMilliseconds=0)
    return 1


@api(OLEAUT32, "DosDateTimeToVariantTime", "WORD date, WORD time, LPVOID out", widths=BOTH)
def DosDateTimeToVariantTime(c, date, time, out):
    """An MS-DOS date and time (as in a FAT directory entry or a ZIP header) as a DATE;
    FALSE for a month past 12, an hour past 23, a minute past 59 or seconds past 59. A
    day past the month's end rolls into the next month, and a day or month of 0 back
    into the previous month or year (0/0 is 30 November 1979), as VarDateFromUdate rolls
    fields."""
    date &= 0xFFFF
    time &= 0xFFFF
    year, month, day = (date >> 9) + 1980, (date >> 5) & 0xF, date & 0x1F
    hour, minute, second = time >> 11, (time >> 5) & 0x3F, (time & 0x1F) * 2
    if month > 12 or hour > 23 or minute > 59 or second > 59:
        return 0
    value = date_from_fields(year, month, day, hour, minute, second)
    if value is None:
        return 0
    c.vm.mem.write(out, struct.pack("<d", value))
    return 1


def _two_digit(year):
    """OLE's window for two-digit years: 0..29 are 2000..2029, 30..99 1930..1999."""
    return year + 2000 if year < 30 else year + 1900 if year < 100 else year


def _date_from_udate(c, pud, flags, out):
    vm = c.vm
    if not pud or not out:
        return E_INVALIDARG
    t = c.struct(UDATE, pud).st
    value = date_from_fields(_two_digit(t.wYear), t.wMonth, t.wDay, t.wHour, t.wMinute,
                             t.wSecond)
    if value is None:
        return E_INVALIDARG
    if flags & 0x1:                          # VAR_TIMEVALUEONLY: the time of day alone
        value = abs(value - int(value))
    elif flags & 0x2:                        # VAR_DATEVALUEONLY: the day alone
        value = float(int(value))
    vm.mem.write(out, struct.pack("<d", value))
    return S_OK


@api(OLEAUT32, "VarDateFromUdate", "LPVOID pud, DWORD flags, LPVOID out", widths=BOTH)
def VarDateFromUdate(c, pud, flags, out):
    """A UDATE as a DATE: every field rolls over into the next (month 13 is January of
    the next year), two-digit years in OLE's window; E_INVALIDARG past 9999."""
    return _date_from_udate(c, pud, flags, out)


@api(OLEAUT32, "VarDateFromUdateEx", "LPVOID pud, DWORD lcid, DWORD flags, LPVOID out", widths=BOTH)
def VarDateFromUdateEx(c, pud, lcid, flags, out):
    """VarDateFromUdate (the Gregorian calendar of every locale here)."""
    if flags & 0x8:                          # VAR_CALENDAR_HIJRI
        raise Unimplemented("%s!VarDateFromUdateEx (the Hijri calendar)" % OLEAUT32)
    return _date_from_udate(c, pud, flags, out)


@api(OLEAUT32, "VarUdateFromDate", "double value, DWORD flags, LPVOID pud", widths=BOTH)
def VarUdateFromDate(c, value, flags, pud):
    """A DATE as a UDATE (rounded to the second; weekday and day of the year filled);
    E_INVALIDARG outside the valid range."""
    f = fields_from_date(value)
    if f is None or not pud:
        return E_INVALIDARG
    year, month, day, hour, minute, second, dow = f
    doy = sum(days_in_month(year, m) for m in range(1, month)) + day
    UDATE.write(c.vm.mem, pud, wDayOfYear=doy)
    SYSTEMTIME.write(c.vm.mem, pud, wYear=year, wMonth=month, wDayOfWeek=dow, wDay=day,
                     wHour=hour, wMinute=minute, wSecond=second, wMilliseconds=0)
    return S_OK


@api(OLEAUT32, "VarMonthName", "int month, int abbrev, DWORD flags, LPVOID out", widths=BOTH)
def VarMonthName(c, month, abbrev, flags, out):
    """The en-US name of month 1..12 (abbreviated to three letters on request)."""
    if not out or not 1 <= month <= 12:
        return E_INVALIDARG
    if flags & 0x8:                          # VAR_CALENDAR_HIJRI
        raise Unimplemented("%s!VarMonthName (the Hijri calendar)" % OLEAUT32)
    name = MONTHS[month - 1]
    c.vm.mem.wptr(out, alloc_bstr(c.vm, (name[:3] if abbrev else name).encode("utf-16-le")))
    return S_OK


@api(OLEAUT32, "VarWeekdayName", "int weekday, int abbrev, int first, DWORD flags, LPVOID out",
     widths=BOTH)
def VarWeekdayName(c, weekday, abbrev, first, flags, out):
    """The en-US name of day ``weekday`` (1..7) of a week starting on ``first``
    (1 Sunday .. 7 Saturday; 0: the locale's first day, Sunday in en-US)."""
    if not out or not 1 <= weekday <= 7 or not 0 <= first <= 7:
        return E_INVALIDARG
    start = (first or 1) - 1
    name = WEEKDAYS[(start + weekday - 1) % 7]
    c.vm.mem.wptr(out, alloc_bstr(c.vm, (name[:3] if abbrev else name).encode("utf-16-le")))
    return S_OK


@api(OLEAUT32, "VariantTimeToDosDateTime", "double value, LPVOID pdate, LPVOID ptime", widths=BOTH)
def VariantTimeToDosDateTime(c, value, pdate, ptime):
    """A DATE as an MS-DOS date and time (two-second resolution); FALSE for a date
    before 1980 or after 2107, which the format cannot hold."""
    f = fields_from_date(value)
    if f is None or not 1980 <= f[0] <= 2107:
        return 0
    year, month, day, hour, minute, second, _dow = f
    c.vm.mem.w16(pdate, ((year - 1980) << 9) | (month << 5) | day)
    c.vm.mem.w16(ptime, (hour << 11) | (minute << 5) | (second // 2))
    return 1
