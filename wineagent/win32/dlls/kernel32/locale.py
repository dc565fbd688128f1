"""KERNEL32's locale functions over the guest's one locale (``kernel/locale.py``).

GetTimeFormat/GetDateFormat (A, W and Ex), GetLocaleInfo (A, W, Ex), the user/system
default locale, GetCPInfo(Ex) and IsValidCodePage for the ANSI (1252) and OEM (437) pages.
"""

import struct

from ....abi.api import BOTH, GuestCall, Unimplemented, api
from ...core.winerror import (ERROR_INSUFFICIENT_BUFFER, ERROR_INVALID_FLAGS,
                             ERROR_INVALID_PARAMETER)
from ...kernel.locale import (LCID_EN_US, LOCALES, NEUTRAL_LOCALES, format_date, format_time, from_systemtime, guest_now,
                             locale_info)
from ...kernel import nls
from ...kernel.localenames import LOCALE_NAMES
from ...kernel.regdefaults import HKCU, INTERNATIONAL
from ...kernel.registry import REG_SZ
from ...core.dllnames import KERNEL32

_LOCALE_NAMES = ("", "en-US", "!x-sys-default-locale")
#: The specific locale names Windows knows (lower case), whose data the guest may lack.
_WINDOWS_NAMES = frozenset(name.lower() for _lcid, name, _spec, _neutral in LOCALE_NAMES)
_BY_LCID = {lcid: name for name, lcid in LOCALES.items()}
#: A primary language's default locale where it is not its first sublanguage: Chinese
#: is the PRC's, Spanish Spain's modern sort, Irish Ireland's.
_DEFAULT_SUBLANG = {0x04: 0x0804, 0x0A: 0x0C0A, 0x3C: 0x083C}


def _moment(c, st, part):
    """The SYSTEMTIME at ``st`` (NULL: now) as a datetime; only its ``part`` ("date" or
    "time") has to be valid, as GetDateFormat ignores the time and GetTimeFormat the date.
    ValueError when that part is not."""
    vm = c.vm
    if not st:   # the current local time (the guest's time zone is UTC)
        return guest_now(vm)
    year, month, dow, day, hour, minute, second, ms = struct.unpack("<8H", vm.mem.read(st, 16))
    if part == "date":
        if year < 1601:               # before FILETIME's epoch: no date Windows formats
            raise ValueError("year")
        hour = minute = second = ms = 0
    else:
        year, month, day = 2000, 1, 1
        if ms > 999:
            raise ValueError("milliseconds")
    return from_systemtime((year, month, dow, day, hour, minute, second, ms))


def answer_text(c, text, buf, size, cp=1252):
    """Copy ``text`` + NUL out as GetXxxFormat/GetLocaleInfo do; size 0 asks the length.
    The A functions write it in code page ``cp`` (the locale's, ``locale_code_page``),
    counted in bytes: a double-byte page's characters may take two."""
    if not c.wide:
        data = nls.ansi_bytes(cp, text) + b"\0"
        if size == 0:
            return len(data)
        if size < len(data):
            c.vm.last_error = ERROR_INSUFFICIENT_BUFFER
            return 0
        c.vm.mem.write(buf, data)
        return len(data)
    need = len(text) + 1
    if size == 0:
        return need
    if size < need:
        c.vm.last_error = ERROR_INSUFFICIENT_BUFFER
        return 0
    c.write_str(buf, text, size)
    return need


LOCALE_USE_CP_ACP = 0x40000000


def locale_code_page(locale, flags=0):
    """The code page the A functions of ``locale`` (a LOCALES name) convert their strings
    through: the locale's default ANSI code page (LOCALE_IDEFAULTANSICODEPAGE), or the
    system's (1252) when ``flags`` has LOCALE_USE_CP_ACP or the locale has none (a
    Unicode-only locale, such as Armenian's)."""
    if flags & LOCALE_USE_CP_ACP or locale == "":   # "": the invariant locale, 1252's
        return 1252
    return int(locale_info(0x1004, locale) or 0) or 1252


def read_ansi(c, ptr, cp):
    """A NUL-ended string argument of an A function in code page ``cp`` (the W
    functions' as they are); None for NULL."""
    if not ptr:
        return None
    if c.wide:
        return c.vm.mem.wstr(ptr)
    return nls.ansi_text(cp, c.vm.mem.cbytes(ptr)) if cp != 1252 else c.vm.mem.cstr(ptr)


def check_lcid(api_name, lcid):
    """Stop the guest on a locale other than en-US (or a default standing for it)."""
    if lcid & 0x3FF not in (0, 0x09) and lcid not in (0x400, 0x800, 0x7F):
        raise Unimplemented("KERNEL32.dll!%s (locale 0x%04x; only en-US exists)" % (api_name, lcid))


def lcid_locale(api_name, lcid):
    """The locale (a LOCALES name) whose data ``lcid`` asks for: one of LOCALES' LCIDs
    (whatever its sort order), a primary language alone (its default locale), or en-US and
    the defaults standing for it; another stops the guest (check_lcid)."""
    lang = lcid & 0xFFFF                  # the sort order does not change the data
    if 0 < lang < 0x400 and lang != 0x7F:   # a primary language alone: its default locale
        lang = _DEFAULT_SUBLANG.get(lang, lang | 0x400)
    if lang in _BY_LCID:
        return _BY_LCID[lang]
    check_lcid(api_name, lcid)
    return "en-US"


def _format(c, formatter, flags, st, picture, buf, size, locale="en-US"):
    """GetTimeFormat/GetDateFormat: ``formatter`` (format_time or format_date) applied to
    the SYSTEMTIME (NULL: now) and the picture (NULL: the locale's)."""
    if (not buf and size) or size < 0:
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    if picture and flags & LOCALE_NOUSEROVERRIDE:
        c.vm.last_error = ERROR_INVALID_FLAGS     # the user's values go with no picture
        return 0
    if formatter is format_date:
        kinds = flags & (DATE_SHORTDATE | DATE_LONGDATE | DATE_YEARMONTH)
        if kinds & (kinds - 1) or (kinds and picture):   # two of them, or one and a picture
            c.vm.last_error = ERROR_INVALID_FLAGS
            return 0
    try:
        dt = _moment(c, st, "date" if formatter is format_date else "time")
    except ValueError:
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    if not picture and user_overridden(c, locale, flags):
        raise Unimplemented("KERNEL32.dll!%s (the user's locale after SetLocaleInfo: its "
                            "formats take the locale's own pictures only)" % c.spec.name)
    cp = locale_code_page(locale, flags)
    pic = read_ansi(c, picture, cp)
    return answer_text(c, formatter(dt, flags & ~LOCALE_USE_CP_ACP, pic, locale), buf, size, cp)


@api(KERNEL32, "GetTimeFormat{AW}", "DWORD lcid, DWORD flags, LPVOID st, LPVOID fmt, LPVOID buf, int size", widths=BOTH)
def GetTimeFormat(c, lcid, flags, st, fmt, buf, size):
    return _format(c, format_time, flags, st, fmt, buf, size, lcid_locale(c.spec.name, lcid))


@api(KERNEL32, "GetDateFormat{AW}", "DWORD lcid, DWORD flags, LPVOID st, LPVOID fmt, LPVOID buf, int size", widths=BOTH)
def GetDateFormat(c, lcid, flags, st, fmt, buf, size):
    return _format(c, format_date, flags, st, fmt, buf, size, lcid_locale(c.spec.name, lcid))


def check_locale_name(c, name):
    """Stop the guest on a locale name other than en-US (or one standing for it)."""
    text = c.vm.mem.wstr(name) if name else ""
    if text not in _LOCALE_NAMES:
        raise Unimplemented("KERNEL32.dll!%s (locale %r; only en-US exists)" % (c.spec.name, text))


@api(KERNEL32, "GetTimeFormatEx", "LPVOID name, DWORD flags, LPVOID st, LPVOID fmt, LPVOID buf, int size", widths=BOTH)
def GetTimeFormatEx(c, name, flags, st, fmt, buf, size):
    c.wide = True
    locale = data_locale(c, name)
    if locale is None:
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    return _format(c, format_time, flags, st, fmt, buf, size, locale)


@api(KERNEL32, "GetDateFormatEx", "LPVOID name, DWORD flags, LPVOID st, LPVOID fmt, LPVOID buf, int size, LPVOID cal", widths=BOTH)
def GetDateFormatEx(c, name, flags, st, fmt, buf, size, cal):
    c.wide = True
    locale = data_locale(c, name)
    if locale is None or cal:             # the calendar argument is reserved: NULL
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    return _format(c, format_date, flags, st, fmt, buf, size, locale)


#: LCTYPEs whose values are hexadecimal: LOCALE_ILANGUAGE, LOCALE_IDEFAULTLANGUAGE.
_HEX_NUMBERS = (0x0001, 0x0009)


def data_locale(c, name):
    """The locale (a LOCALES name) whose data a locale name asks for: NULL
    (LOCALE_NAME_USER_DEFAULT), "" (LOCALE_NAME_INVARIANT, whose data is en-US's here)
    and "!x-sys-default-locale" are en-US; names compare without case. None for a name
    Windows does not know; a name it knows whose data is not here stops the guest."""
    text = c.vm.mem.wstr(name) if name else ""
    if text in _LOCALE_NAMES:
        return "en-US"
    for known in list(LOCALES) + list(NEUTRAL_LOCALES):
        if known.lower() == text.lower():
            return known
    if text.lower() in _WINDOWS_NAMES:
        raise Unimplemented("KERNEL32.dll!%s (locale %r; the guest has %s)"
                            % (c.spec.name, text, ", ".join(LOCALES)))
    return None


#: LCTYPEs only the wide functions answer: LOCALE_SSHORTTIME (Windows 7's).
_WIDE_ONLY = (0x0079,)


LOCALE_NOUSEROVERRIDE = 0x80000000
#: The user's own values of the user's locale: HKCU\Control Panel\International, one
#: value a settable LCTYPE (regdefaults.INTERNATIONAL), as Windows keeps them.
INTERNATIONAL_KEY = "Control Panel\\International"
_VALUE_NAMES = {lctype: name for name, lctype in INTERNATIONAL}


def _user_value(c, lctype):
    """The user's value of LCTYPE ``lctype`` (its registry value), or None."""
    if lctype not in _VALUE_NAMES:
        return None
    registry = c.vm.registry
    key = registry.find(registry.roots[HKCU], INTERNATIONAL_KEY)
    stored = key.values.get(_VALUE_NAMES[lctype].lower()) if key is not None else None
    return stored[2] if stored is not None and isinstance(stored[2], str) else None


#: The invariant locale's values where they are not en-US's (LOCALE_INVARIANT, 0x7F, and
#: the name ""): Wine 8's answers, which follow Windows' (the IMF's currency, "MM/dd/yyyy",
#: 24-hour time, A4 paper...).
INVARIANT = {
    0x0001: '007f',
    0x0002: 'Invariant Language (Invariant Country)',
    0x0003: 'IVL',
    0x0004: 'Invariant Language',
    0x0006: 'Invariant Country',
    0x0007: '',
    0x0008: 'Invariant Country',
    0x000D: '0',
    0x0014: '\xa4',
    0x0015: 'XDR',
    0x001F: 'MM/dd/yyyy',
    0x0020: 'dddd, dd MMMM yyyy',
    0x0022: '1',
    0x0023: '1',
    0x0025: '1',
    0x0026: '1',
    0x0027: '1',
    0x0050: '+',
    0x0059: 'iv',
    0x005A: 'IV',
    0x005C: '',
    0x0067: 'ivl',
    0x0068: '',
    0x006A: 'Infinity',
    0x006B: '-Infinity',
    0x006D: '',
    0x006E: '',
    0x006F: 'Invariant Language',
    0x0072: 'Invariant Language (Invariant Country)',
    0x0073: 'Invariant Language (Invariant Region)',
    0x0074: '0',
    0x0075: '0',
    0x0078: 'MMMM dd',
    0x0079: 'HH:mm',
    0x007A: 'dflt',
    0x007B: '',
    0x007C: 'dddd, MMMM dd',
    0x1001: 'Invariant Language',
    0x1002: 'Invariant Country',
    0x1003: 'HH:mm:ss',
    0x1006: 'yyyy MMMM',
    0x1007: 'International Monetary Fund',
    0x1008: 'International Monetary Fund',
    0x100A: '9',
    0x1013: 'Maths Alphanumerics',
}


def _value(c, lctype, locale):
    """LCTYPE ``lctype``'s string for ``locale``: the user's value (SetLocaleInfo's, kept
    in the registry) when ``locale`` is the user's (en-US) and the flags allow user
    overrides, else the locale's data."""
    if locale == "en-US" and not lctype & LOCALE_NOUSEROVERRIDE:
        got = _user_value(c, lctype & 0xFFFF)
        if got is not None:
            return got
    if lctype & 0xFFFF == LOCALE_ICONSTRUCTEDLOCALE:
        return "0"
    if locale == "":                  # the invariant locale: en-US's data but its own
        return INVARIANT.get(lctype & 0xFFFF, locale_info(lctype, "en-US"))
    return locale_info(lctype, locale)


def user_overridden(c, locale, flags):
    """True when ``locale`` is the user's and the user's values (SetLocaleInfo's) differ
    from the locale's own (and ``flags`` do not ask for those: LOCALE_NOUSEROVERRIDE)."""
    if locale != "en-US" or flags & LOCALE_NOUSEROVERRIDE:
        return False
    return any(_user_value(c, lctype) not in (None, locale_info(lctype, locale))
               for lctype in _VALUE_NAMES)


#: LOCALE_ICONSTRUCTEDLOCALE (0x7D, undocumented): "1" for a locale Windows builds from
#: its name alone; every locale the guest has data for is one of Windows' own, "0".
LOCALE_ICONSTRUCTEDLOCALE = 0x7D


def _locale_info(c, lctype, buf, size, locale="en-US"):
    if _value(c, lctype & 0xFFFF | LOCALE_NOUSEROVERRIDE, "en-US") is None:
        c.vm.last_error = ERROR_INVALID_FLAGS    # an LCTYPE Windows does not have
        return 0
    if lctype & 0x10000000 and (not c.wide or not 0x38 <= lctype & 0xFFFF <= 0x43
                                and lctype & 0xFFFF != 0x100E):
        c.vm.last_error = ERROR_INVALID_FLAGS    # genitive names: months', and W only
        return 0
    if not c.wide and lctype & 0xFFFF in _WIDE_ONLY:
        c.vm.last_error = ERROR_INVALID_FLAGS
        return 0
    if lctype & 0x20000000:   # LOCALE_RETURN_NUMBER: a DWORD, size counted in characters
        text = _value(c, lctype, locale)
        if text is not None and lctype & 0xFFFF in _HEX_NUMBERS:
            text = str(int(text, 16))     # a language id: "0409" is 0x409
        if text is None or not text.isdigit():
            raise Unimplemented("KERNEL32.dll!%s (LCTYPE 0x%x as a number)" % (c.spec.name, lctype))
        if size == 0:
            return 4 // c.char_size
        if size < 4 // c.char_size:
            c.vm.last_error = ERROR_INSUFFICIENT_BUFFER
            return 0
        c.vm.mem.w32(buf, int(text))
        return 4 // c.char_size
    text = _value(c, lctype, locale)
    if text is None:
        raise Unimplemented("KERNEL32.dll!%s (LCTYPE 0x%x of %s)" % (c.spec.name, lctype, locale))
    cp = locale_code_page(locale, lctype)
    if not c.wide:
        data = nls.ansi_bytes(cp, text)
        if 0 < size < len(data) + 1 and buf:
            # the A function fills a short buffer as far as it goes (no NUL) with whole
            # characters (a double-byte one does not split), then fails
            part = b""
            for ch in text:
                piece = nls.ansi_bytes(cp, ch)
                if len(part) + len(piece) > size:
                    break
                part += piece
            c.vm.mem.write(buf, part)
            c.vm.last_error = ERROR_INSUFFICIENT_BUFFER
            return 0
    return answer_text(c, text, buf, size, cp)


@api(KERNEL32, "GetLocaleInfo{AW}", "DWORD lcid, DWORD lctype, LPVOID buf, int size", widths=BOTH)
def GetLocaleInfo(c, lcid, lctype, buf, size):
    """A LOCALE_* value of ``lcid``: en-US (and the defaults standing for it) or one of the
    other locales whose data the guest has."""
    if lcid & 0xFFFF == LOCALE_INVARIANT:      # the invariant locale's own values
        return _locale_info(c, lctype, buf, size, "")
    return _locale_info(c, lctype, buf, size, lcid_locale(c.spec.name, lcid))


@api(KERNEL32, "GetLocaleInfoEx", "LPVOID name, DWORD lctype, LPVOID buf, int size", widths=BOTH)
def GetLocaleInfoEx(c, name, lctype, buf, size):
    """A LOCALE_* value of a locale named as Windows names them (data_locale; "" the
    invariant locale, INVARIANT); 0 with ERROR_INVALID_PARAMETER for a name Windows does
    not know."""
    c.wide = True
    if name and c.vm.mem.wstr(name) == "":       # LOCALE_NAME_INVARIANT: its own values
        return _locale_info(c, lctype, buf, size, "")
    locale = data_locale(c, name)
    if locale is None:
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    return _locale_info(c, lctype, buf, size, locale)


def default_locale(c):
    """The user's and the system's locale and language: en-US, always (the UI languages
    are kernel32/muilangs.py's)."""
    return LCID_EN_US


for _name in ("GetUserDefaultLCID", "GetSystemDefaultLCID", "GetUserDefaultLangID",
              "GetSystemDefaultLangID"):
    api(KERNEL32, _name, widths=BOTH)(default_locale)


@api(KERNEL32, "GetThreadLocale", widths=BOTH)
def GetThreadLocale(c):
    """The calling thread's locale: SetThreadLocale's, or the user's (en-US)."""
    return c.vm.threads.current.locale


CP_THREAD_ACP = 3


def thread_code_page(c, cp):
    """``cp`` with CP_THREAD_ACP made the calling thread's locale's ANSI code page: UTF-8
    (65001) for a Unicode-only locale (Hindi, Georgian), as Windows 10 1809 and later
    answer; a thread locale whose data the guest lacks stops the guest naming it."""
    if cp != CP_THREAD_ACP:
        return cp
    locale = lcid_locale("CP_THREAD_ACP", c.vm.threads.current.locale)
    return int(locale_info(0x1004, locale) or 0) or 65001


@api(KERNEL32, "GetUserDefaultLocaleName", "LPVOID buf, int size", widths=BOTH)
def GetUserDefaultLocaleName(c, buf, size):
    c.wide = True
    return answer_text(c, "en-US", buf, size)


@api(KERNEL32, "GetSystemDefaultLocaleName", "LPVOID buf, int size", widths=BOTH)
def GetSystemDefaultLocaleName(c, buf, size):
    """The system's locale name, "en-US", into ``buf`` (characters with the NUL); 0 with
    ERROR_INSUFFICIENT_BUFFER when ``size`` is short (0 included, as Windows has it)."""
    c.wide = True
    if size < 6:
        c.vm.last_error = ERROR_INSUFFICIENT_BUFFER
        return 0
    return answer_text(c, "en-US", buf, size)


@api(KERNEL32, "IsValidLocaleName", "LPCWSTR name", widths=BOTH)
def IsValidLocaleName(c, name):
    """TRUE for a locale name Windows knows, case not mattering: a specific one
    ("en-US", with or without a sort suffix as in "de-DE_phoneb"), a neutral one ("en"),
    and "" (the invariant locale); FALSE for NULL and for anything else."""
    if name is None or any(not (ch.isascii() and (ch.isalnum() or ch in "-_")) for ch in name):
        return 0
    text = name.lower().split("_", 1)[0]
    return int(name == "" or text in _WINDOWS_NAMES
               or any(n.split("-")[0] == text for n in _WINDOWS_NAMES))


LOCALE_NEUTRAL, LOCALE_INVARIANT, LOCALE_USER_DEFAULT, LOCALE_SYSTEM_DEFAULT = \
    0x0, 0x7F, 0x400, 0x800


@api(KERNEL32, "ConvertDefaultLocale", "DWORD lcid", widths=BOTH)
def ConvertDefaultLocale(c, lcid):
    """A specific locale for a default or neutral one, as Windows 10 answers:
    LOCALE_USER_DEFAULT, LOCALE_SYSTEM_DEFAULT, LOCALE_NEUTRAL, LOCALE_CUSTOM_DEFAULT,
    LOCALE_CUSTOM_UNSPECIFIED and LOCALE_CUSTOM_UI_DEFAULT are the user's locale
    (en-US); a neutral LCID (a primary language alone, 0x7c04 Chinese Traditional,
    0x7c1a Serbian) is its default locale of Windows' table (kernel/localenames.py:
    Chinese the PRC's, Spanish the modern sort, Serbian Latin Serbia's); a sort order of
    that table (0x10407, German phone book) its locale with the default sort, as Wine 8
    answers; a specific locale and any other LCID (0x10411, a sort Japanese does not
    have) come back as they are."""
    if lcid in (LOCALE_NEUTRAL, LOCALE_USER_DEFAULT, LOCALE_SYSTEM_DEFAULT, 0x0C00, 0x1000,
                0x1400):
        return LCID_EN_US
    if lcid >> 16:
        return lcid & 0xFFFF if lcid in _SORT_LCIDS else lcid
    return _NEUTRAL_DEFAULTS.get(lcid, lcid)


#: A neutral LCID's default locale (the LCID its name gives), from Windows' table.
_NEUTRAL_DEFAULTS = {lcid: spec for lcid, _name, spec, _neutral in LOCALE_NAMES
                     if spec != lcid and lcid <= 0xFFFF}
#: The LCIDs of the sort orders Windows' table has (0x10407, 0x20804, ...).
_SORT_LCIDS = frozenset(lcid for lcid, *_rest in LOCALE_NAMES if lcid > 0xFFFF)


#: The date and time pictures Windows offers for en-US, the locale's own (LOCALE_SSHORTDATE,
#: LOCALE_SLONGDATE, LOCALE_SYEARMONTH, LOCALE_STIMEFORMAT, LOCALE_SSHORTTIME) first.
DATE_SHORTDATE, DATE_LONGDATE, DATE_YEARMONTH, TIME_NOSECONDS = 0x1, 0x2, 0x8, 0x2
_EN_US_PICTURES = {
    "short": ("M/d/yyyy", "M/d/yy", "MM/dd/yy", "MM/dd/yyyy", "yy/MM/dd", "yyyy-MM-dd",
              "dd-MMM-yy"),
    "long": ("dddd, MMMM d, yyyy", "MMMM d, yyyy", "dddd, d MMMM, yyyy", "d MMMM, yyyy"),
    "yearmonth": ("MMMM yyyy",),
    "time": ("h:mm:ss tt", "hh:mm:ss tt", "H:mm:ss", "HH:mm:ss"),
    "shorttime": ("h:mm tt", "hh:mm tt", "H:mm", "HH:mm"),
}


def _enum_pictures(c, func, lcid, kind):
    """Call ``func(picture)`` for each of en-US's pictures of ``kind`` (a string in the
    caller's character set) until it answers FALSE; TRUE."""
    if not func:
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    check_lcid(c.spec.name, lcid)
    vm = c.vm
    for picture in _EN_US_PICTURES[kind]:
        p = vm.heap.alloc(2 * (len(picture) + 1))
        c.write_str(p, picture, len(picture) + 1)
        try:
            r = yield GuestCall(func, (p,))
        finally:
            vm.heap.free(p)
        if not r & 0xFFFFFFFF:        # a BOOL: EAX's 32 bits
            break
    return 1


@api(KERNEL32, "EnumDateFormats{AW}", "LPVOID func, DWORD lcid, DWORD flags", widths=BOTH)
def EnumDateFormats(c, func, lcid, flags):
    """Call ``func`` with each date picture of the locale: the short ones (flags 0 or
    DATE_SHORTDATE), the long ones (DATE_LONGDATE) or the year-month ones
    (DATE_YEARMONTH); LOCALE_USE_CP_ACP may be added. Another flag or a NULL callback:
    FALSE, ERROR_INVALID_PARAMETER (as Wine 8 answers)."""
    kinds = {0: "short", DATE_SHORTDATE: "short", DATE_LONGDATE: "long",
             DATE_YEARMONTH: "yearmonth"}
    kind = kinds.get(flags & ~LOCALE_USE_CP_ACP)
    if kind is None:
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    return (yield from _enum_pictures(c, func, lcid, kind))


@api(KERNEL32, "EnumTimeFormats{AW}", "LPVOID func, DWORD lcid, DWORD flags", widths=BOTH)
def EnumTimeFormats(c, func, lcid, flags):
    """Call ``func`` with each time picture of the locale (flags 0, LOCALE_USE_CP_ACP),
    or each without seconds (TIME_NOSECONDS: the W function only; the A one answers
    ERROR_INVALID_FLAGS, as Windows 7 and later). Another flag or a NULL callback: FALSE,
    ERROR_INVALID_PARAMETER."""
    rest = flags & ~LOCALE_USE_CP_ACP
    if rest == TIME_NOSECONDS and not c.wide:
        c.vm.last_error = ERROR_INVALID_FLAGS
        return 0
    kind = {0: "time", TIME_NOSECONDS: "shorttime"}.get(rest)
    if kind is None:
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    return (yield from _enum_pictures(c, func, lcid, kind))


# -- SetLocaleInfo: the user's own values for the user's locale --------------------------
LOCALE_SDATE, LOCALE_STIME, LOCALE_ITIME, LOCALE_IDATE = 0x1D, 0x1E, 0x23, 0x21
LOCALE_SSHORTDATE, LOCALE_STIMEFORMAT = 0x1F, 0x1003
LOCALE_ITIMEMARKPOSN, LOCALE_ITLZERO = 0x1005, 0x25

#: The LCTYPEs a user may set (Windows' list for SetLocaleInfo): calendar type, currency
#: and number layout, first day and week, measure, paper size, AM/PM, date and time
#: pictures and separators, native digits, signs. LOCALE_SINTLSYMBOL, which Windows 10
#: 1607 added, is not: ERROR_INVALID_FLAGS, as Windows 10 1507 and before answer.
SETTABLE = frozenset((
    0x1009, 0x0019, 0x001B, 0x0011, 0x1014, 0x100C, 0x100D, 0x0012, 0x000D, 0x001C,
    0x1010, 0x100A, LOCALE_ITIME, 0x0028, 0x0029, 0x0014, LOCALE_SDATE, 0x000E, 0x0010,
    0x000C, 0x0020, 0x0016, 0x0018, 0x0017, 0x0013, 0x0051, 0x0050, LOCALE_SSHORTDATE,
    0x0079, 0x000F, LOCALE_STIME, LOCALE_STIMEFORMAT, 0x1006))

#: The longest value Windows' registry entry of a setting holds, its NUL included.
_MAX_VALUE = 80


def _picture_parts(picture):
    """The picture's (field letter run, literal) pieces: quoted text and other characters
    are literals, runs of a letter are fields."""
    parts, i = [], 0
    while i < len(picture):
        ch = picture[i]
        if ch == "'":
            j = picture.find("'", i + 1)
            j = len(picture) if j < 0 else j + 1
            parts.append(("", picture[i + 1:j - 1]))
            i = j
        elif ch in "dMyghHmst":
            j = i
            while j < len(picture) and picture[j] == ch:
                j += 1
            parts.append((picture[i:j], ""))
            i = j
        else:
            parts.append(("", ch))
            i += 1
    return parts


def _separator(picture, fields):
    """The literal text between the first field of ``fields`` letters and the next."""
    parts = _picture_parts(picture)
    for k, (field, _) in enumerate(parts):
        if field and field[0] in fields:
            sep = ""
            for field2, text in parts[k + 1:]:
                if field2:
                    return sep if field2[0] in fields else ""
                sep += text
            return ""
    return ""


def _join(parts):
    """A picture of _picture_parts' pieces (letters among the literals quoted again)."""
    return "".join(field or ("'%s'" % text if any(ch.isalpha() for ch in text) else text)
                   for field, text in parts)


def _replace_separator(picture, fields, sep):
    """``picture`` with the literals between its ``fields`` fields made ``sep``."""
    parts = _picture_parts(picture)
    out, pending = [], []
    seen_field = False
    for field, text in parts:
        if field:
            if pending:
                out.append(sep if seen_field and field[0] in fields else _join(pending))
                pending = []
            out.append(field)
            seen_field = field[0] in fields
        else:
            pending.append(("", text))
    out.append(_join(pending))
    return "".join(out)


def _derive(overrides, lctype, value):
    """Store ``value`` for ``lctype`` and what Windows derives from it: a short date
    picture gives LOCALE_IDATE (the order: 0 M-d-y, 1 d-M-y, 2 y-M-d) and LOCALE_SDATE;
    a time picture LOCALE_ITIME (24-hour), LOCALE_ITIMEMARKPOSN (AM/PM first),
    LOCALE_ITLZERO (hours of two digits) and LOCALE_STIME."""
    overrides[lctype] = value
    if lctype == LOCALE_SSHORTDATE:
        order = [f[0] for f, _ in _picture_parts(value) if f and f[0] in "dMy"]
        first = order[0] if order else "M"
        overrides[LOCALE_IDATE] = {"M": "0", "d": "1", "y": "2"}[first]
        overrides[LOCALE_SDATE] = _separator(value, "dMy")
    elif lctype == LOCALE_STIMEFORMAT:
        fields = [f for f, _ in _picture_parts(value) if f]
        hours = next((f for f in fields if f[0] in "hH"), "h")
        overrides[LOCALE_ITIME] = "1" if hours[0] == "H" else "0"
        marks = [i for i, f in enumerate(fields) if f[0] == "t"]
        hour_at = fields.index(hours) if hours in fields else len(fields)
        overrides[LOCALE_ITIMEMARKPOSN] = "1" if marks and marks[0] < hour_at else "0"
        overrides[LOCALE_ITLZERO] = "1" if len(hours) > 1 else "0"
        overrides[LOCALE_STIME] = _separator(value, "hHms")


@api(KERNEL32, "SetLocaleInfo{AW}", "DWORD lcid, DWORD lctype, LPCTSTR data", widths=BOTH)
def SetLocaleInfo(c, lcid, lctype, data):
    """Set one of the user's locale values (SETTABLE; the locale is always the user's,
    whatever ``lcid``) in HKCU\\Control Panel\\International: GetLocaleInfo answers it
    from then on, and what Windows derives from it with it (a date separator rewrites
    the short date picture's separators and the reverse; a time picture its hour flags;
    LOCALE_ITIME the picture's hours). NULL
    data: ERROR_INVALID_PARAMETER; an LCTYPE a user cannot set, or a value longer than
    the registry entry holds (79 characters): ERROR_INVALID_FLAGS."""
    vm = c.vm
    if data is None:
        vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    lctype &= 0xFFFF
    if lctype not in SETTABLE or len(data) + 1 > _MAX_VALUE:
        vm.last_error = ERROR_INVALID_FLAGS
        return 0
    overrides = {}
    if lctype == LOCALE_SDATE:
        picture = _value(c, LOCALE_SSHORTDATE, "en-US")
        _derive(overrides, LOCALE_SSHORTDATE, _replace_separator(picture, "dMy", data))
    elif lctype == LOCALE_STIME:
        picture = _value(c, LOCALE_STIMEFORMAT, "en-US")
        _derive(overrides, LOCALE_STIMEFORMAT, _replace_separator(picture, "hHms", data))
    elif lctype == LOCALE_ITIME:
        picture = _value(c, LOCALE_STIMEFORMAT, "en-US")
        letter = "H" if data[:1] == "1" else "h"
        _derive(overrides, LOCALE_STIMEFORMAT,
                _join((letter * len(f) if f[:1] in ("h", "H") else f, t)
                      for f, t in _picture_parts(picture)))
    else:
        _derive(overrides, lctype, data)
    registry = vm.registry
    key, _created = registry.create(registry.roots[HKCU], INTERNATIONAL_KEY)
    for which, value in overrides.items():
        registry.set_value(key, _VALUE_NAMES[which], REG_SZ, value)
    return 1
