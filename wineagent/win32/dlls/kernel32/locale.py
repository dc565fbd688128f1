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
    if flags & LOCALE_USE_CP_ACP:
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


def _locale_info(c, lctype, buf, size, locale="en-US"):
    if lctype & 0x10000000 and (not c.wide or not 0x38 <= lctype & 0xFFFF <= 0x43
                                and lctype & 0xFFFF != 0x100E):
        c.vm.last_error = ERROR_INVALID_FLAGS    # genitive names: months', and W only
        return 0
    if not c.wide and lctype & 0xFFFF in _WIDE_ONLY:
        c.vm.last_error = ERROR_INVALID_FLAGS
        return 0
    if lctype & 0x20000000:   # LOCALE_RETURN_NUMBER: a DWORD, size counted in characters
        text = locale_info(lctype, locale)
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
    text = locale_info(lctype, locale)
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
    return _locale_info(c, lctype, buf, size, lcid_locale(c.spec.name, lcid))


@api(KERNEL32, "GetLocaleInfoEx", "LPVOID name, DWORD lctype, LPVOID buf, int size", widths=BOTH)
def GetLocaleInfoEx(c, name, lctype, buf, size):
    """A LOCALE_* value of a locale named as Windows names them (data_locale); 0 with
    ERROR_INVALID_PARAMETER for a name Windows does not know."""
    c.wide = True
    locale = data_locale(c, name)
    if locale is None:
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    return _locale_info(c, lctype, buf, size, locale)


def default_locale(c):
    """The user's, the system's and the thread's locale and language: en-US, always."""
    return LCID_EN_US


for _name in ("GetUserDefaultLCID", "GetSystemDefaultLCID", "GetUserDefaultLangID",
              "GetSystemDefaultLangID", "GetUserDefaultUILanguage", "GetSystemDefaultUILanguage",
              "GetThreadUILanguage"):
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
LANG_CHINESE, SUBLANG_NEUTRAL, SUBLANG_DEFAULT = 0x04, 0x0, 0x1


@api(KERNEL32, "ConvertDefaultLocale", "DWORD lcid", widths=BOTH)
def ConvertDefaultLocale(c, lcid):
    """A specific locale for a default or neutral one: LOCALE_USER_DEFAULT,
    LOCALE_SYSTEM_DEFAULT and LOCALE_NEUTRAL are the guest's locale (en-US); a primary
    language alone takes its default sublanguage (Chinese: Simplified, PRC); any other
    LCID comes back as its language with the default sort order (as Wine answers)."""
    if lcid in (LOCALE_NEUTRAL, LOCALE_USER_DEFAULT, LOCALE_SYSTEM_DEFAULT):
        return LCID_EN_US
    if lcid == LOCALE_INVARIANT:
        return lcid
    lang = lcid & 0xFFFF        # the sort order goes: the default locale has the default one
    if lang >> 10 == SUBLANG_NEUTRAL:
        primary = lang & 0x3FF
        sub = 0x2 if primary == LANG_CHINESE else SUBLANG_DEFAULT   # zh-CN
        return (sub << 10) | primary
    return lang


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
