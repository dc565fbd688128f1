"""The guest's locale: English (United States), LCID 0x0409, code page 1252; and the
LOCALE_* data of a few other locales a program may name (``localedata.py``).

Date and time pictures (``h:mm:ss tt``, ``M/d/yyyy``...) are expanded here as Windows
documents them for GetTimeFormat / GetDateFormat; ``locale_info`` answers the
LOCALE_* queries of GetLocaleInfo from one table.
"""

import datetime
import re

from .epoch import EPOCH
from .localedata import GENITIVE_MONTHS, OTHER_LOCALES
from .localenames import LOCALE_NAMES

__all__ = ["LCID_EN_US", "LOCALES", "NEUTRAL_LOCALES", "format_time", "format_date", "locale_info", "from_systemtime",
           "guest_now", "picture_tokens", "expand_token", "GEOID_US",
           "GEOID_WORLD", "GEOTYPES", "geo_info"]


LCID_EN_US = 0x0409

TIME_NOMINUTESORSECONDS, TIME_NOSECONDS, TIME_NOTIMEMARKER, TIME_FORCE24HOURFORMAT = 1, 2, 4, 8
DATE_SHORTDATE, DATE_LONGDATE, DATE_YEARMONTH = 1, 2, 8
LOCALE_NOUSEROVERRIDE, LOCALE_RETURN_NUMBER = 0x80000000, 0x20000000
LOCALE_RETURN_GENITIVE_NAMES = 0x10000000

_DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
_MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
           "September", "October", "November", "December"]

#: LCTYPE -> value for en-US (the strings Windows returns).
_INFO = {
    0x0001: "0409",            # LOCALE_ILANGUAGE
    0x0002: "English (United States)",  # LOCALE_SLANGUAGE
    0x0003: "ENU",             # LOCALE_SABBREVLANGNAME
    0x0004: "English",         # LOCALE_SNATIVELANGNAME
    0x0005: "1",               # LOCALE_ICOUNTRY
    0x0006: "United States",   # LOCALE_SCOUNTRY
    0x0007: "USA",             # LOCALE_SABBREVCTRYNAME
    0x000B: "437",             # LOCALE_IDEFAULTCODEPAGE (OEM)
    0x000C: ",",               # LOCALE_SLIST
    0x000D: "1",               # LOCALE_IMEASURE (U.S.)
    0x000E: ".",               # LOCALE_SDECIMAL
    0x000F: ",",               # LOCALE_STHOUSAND
    0x0010: "3;0",             # LOCALE_SGROUPING
    0x0011: "2",               # LOCALE_IDIGITS
    0x0012: "1",               # LOCALE_ILZERO
    0x0014: "$",               # LOCALE_SCURRENCY
    0x001D: "/",               # LOCALE_SDATE
    0x001E: ":",               # LOCALE_STIME
    0x001F: "M/d/yyyy",        # LOCALE_SSHORTDATE
    0x0020: "dddd, MMMM d, yyyy",  # LOCALE_SLONGDATE
    0x0021: "0",               # LOCALE_IDATE (M/D/Y)
    0x0023: "0",               # LOCALE_ITIME (12-hour)
    0x0025: "0",               # LOCALE_ITLZERO
    0x0028: "AM",              # LOCALE_S1159
    0x0029: "PM",              # LOCALE_S2359
    0x1003: "h:mm:ss tt",      # LOCALE_STIMEFORMAT
    0x1004: "1252",            # LOCALE_IDEFAULTANSICODEPAGE
    0x100C: "6",               # LOCALE_IFIRSTDAYOFWEEK (Sunday)
    0x1009: "1",               # LOCALE_ICALENDARTYPE (CAL_GREGORIAN)
    0x100B: "0",               # LOCALE_IOPTIONALCALENDAR (none)
    0x100D: "0",               # LOCALE_IFIRSTWEEKOFYEAR (the week of 1 January)
    0x0070: "0",               # LOCALE_IREADINGLAYOUT (left to right)
    0x1005: "0",               # LOCALE_ITIMEMARKPOSN (suffix)
    0x0059: "en",              # LOCALE_SISO639LANGNAME
    0x005A: "US",              # LOCALE_SISO3166CTRYNAME
    0x005C: "en-US",           # LOCALE_SNAME
}
#: The rest of en-US's LCTYPEs (Windows 7 to 11). Wine 8's answers for en-US served as the
#: oracle, but for LOCALE_SDURATION ("h:mm:ss") and the infinities ("Infinity",
#: "-Infinity"), where Windows' own table differs from the CLDR data Wine follows.
_INFO.update({
    0x0008: 'United States',             # LOCALE_SNATIVECOUNTRYNAME
    0x0009: '0409',                      # LOCALE_IDEFAULTLANGUAGE
    0x000A: '1',                         # LOCALE_IDEFAULTCOUNTRY
    0x0013: '0123456789',                # LOCALE_SNATIVEDIGITS
    0x0015: 'USD',                       # LOCALE_SINTLSYMBOL
    0x0016: '.',                         # LOCALE_SMONDECIMALSEP
    0x0017: ',',                         # LOCALE_SMONTHOUSANDSEP
    0x0018: '3;0',                       # LOCALE_SMONGROUPING
    0x0019: '2',                         # LOCALE_ICURRDIGITS
    0x001A: '2',                         # LOCALE_IINTLCURRDIGITS
    0x001B: '0',                         # LOCALE_ICURRENCY
    0x001C: '0',                         # LOCALE_INEGCURR
    0x0022: '0',                         # LOCALE_ILDATE
    0x0024: '1',                         # LOCALE_ICENTURY
    0x0026: '0',                         # LOCALE_IDAYLZERO
    0x0027: '0',                         # LOCALE_IMONLZERO
    0x0050: '',                          # LOCALE_SPOSITIVESIGN
    0x0051: '-',                         # LOCALE_SNEGATIVESIGN
    0x0052: '3',                         # LOCALE_IPOSSIGNPOSN
    0x0053: '0',                         # LOCALE_INEGSIGNPOSN
    0x0054: '1',                         # LOCALE_IPOSSYMPRECEDES
    0x0055: '0',                         # LOCALE_IPOSSEPBYSPACE
    0x0056: '1',                         # LOCALE_INEGSYMPRECEDES
    0x0057: '0',                         # LOCALE_INEGSEPBYSPACE
    0x0058: '\x03\x00\x00\x00\x00\x00\x00耀\x01\x00\x00耀Ɵ\x00\x00', # LOCALE_FONTSIGNATURE (a LOCALESIGNATURE's 16 WCHARs)
    0x005B: '244',                       # LOCALE_IGEOID
    0x005D: 'h:mm:ss',                   # LOCALE_SDURATION
    0x005E: '0409:00000409',             # LOCALE_SKEYBOARDSTOINSTALL
    0x0060: 'Mo',                        # LOCALE_SSHORTESTDAYNAME1
    0x0061: 'Tu',                        # LOCALE_SSHORTESTDAYNAME2
    0x0062: 'We',                        # LOCALE_SSHORTESTDAYNAME3
    0x0063: 'Th',                        # LOCALE_SSHORTESTDAYNAME4
    0x0064: 'Fr',                        # LOCALE_SSHORTESTDAYNAME5
    0x0065: 'Sa',                        # LOCALE_SSHORTESTDAYNAME6
    0x0066: 'Su',                        # LOCALE_SSHORTESTDAYNAME7
    0x0067: 'eng',                       # LOCALE_SISO639LANGNAME2
    0x0068: 'USA',                       # LOCALE_SISO3166CTRYNAME2
    0x0069: 'NaN',                       # LOCALE_SNAN
    0x006A: 'Infinity',                  # LOCALE_SPOSINFINITY
    0x006B: '-Infinity',                 # LOCALE_SNEGINFINITY
    0x006C: 'Latn;',                     # LOCALE_SSCRIPTS
    0x006D: 'en',                        # LOCALE_SPARENT
    0x006E: 'en-US',                     # LOCALE_SCONSOLEFALLBACKNAME
    0x006F: 'English',                   # LOCALE_SLOCALIZEDLANGUAGENAME
    0x0071: '0',                         # LOCALE_INEUTRAL
    0x0072: 'English (United States)',   # LOCALE_SENGLISHDISPLAYNAME
    0x0073: 'English (United States)',   # LOCALE_SNATIVEDISPLAYNAME
    0x0074: '1',                         # LOCALE_INEGATIVEPERCENT
    0x0075: '1',                         # LOCALE_IPOSITIVEPERCENT
    0x0076: '%',                         # LOCALE_SPERCENT
    0x0077: '‰',                         # LOCALE_SPERMILLE
    0x0078: 'MMMM d',                    # LOCALE_SMONTHDAY
    0x0079: 'h:mm tt',                   # LOCALE_SSHORTTIME
    0x007A: 'ENG ',                      # LOCALE_SOPENTYPELANGUAGETAG
    0x007B: 'en-US',                     # LOCALE_SSORTLOCALE
    0x007C: 'dddd, MMM d',               # LOCALE_SRELATIVELONGDATE
    0x007E: 'a',                         # LOCALE_SSHORTESTAM
    0x007F: 'p',                         # LOCALE_SSHORTESTPM
    0x1001: 'English',                   # LOCALE_SENGLISHLANGUAGENAME
    0x1002: 'United States',             # LOCALE_SENGLISHCOUNTRYNAME
    0x1006: 'MMMM yyyy',                 # LOCALE_SYEARMONTH
    0x1007: 'US Dollar',                 # LOCALE_SENGCURRNAME
    0x1008: 'US Dollar',                 # LOCALE_SNATIVECURRNAME
    0x100A: '1',                         # LOCALE_IPAPERSIZE
    0x100E: '',                          # LOCALE_SMONTHNAME13
    0x100F: '',                          # LOCALE_SABBREVMONTHNAME13
    0x1010: '1',                         # LOCALE_INEGNUMBER
    0x1011: '10000',                     # LOCALE_IDEFAULTMACCODEPAGE
    0x1012: '037',                       # LOCALE_IDEFAULTEBCDICCODEPAGE
    0x1013: 'Default',                   # LOCALE_SSORTNAME
    0x1014: '1',                         # LOCALE_IDIGITSUBSTITUTION
})
for _i, _d in enumerate(_DAYS):
    _INFO[0x002A + _i] = _d              # LOCALE_SDAYNAME1..7 (Monday first)
    _INFO[0x0031 + _i] = _d[:3]          # LOCALE_SABBREVDAYNAME1..7
for _i, _m in enumerate(_MONTHS):
    _INFO[0x0038 + _i] = _m              # LOCALE_SMONTHNAME1..12
    _INFO[0x0044 + _i] = _m[:3]          # LOCALE_SABBREVMONTHNAME1..12


#: The locales whose data the guest has: name -> LCID (en-US first: the user's, the
#: system's and the threads' locale; the others only by name or LCID, ``localedata.py``).
LOCALES = {"en-US": LCID_EN_US}
LOCALES.update((_name, int(_table[0x0001], 16)) for _name, _table in OTHER_LOCALES.items()
               if "-" in _name)      # the neutral ones with data of their own: NEUTRAL_LOCALES


#: Languages Windows writes in more than one script (or whose neutral locale's script is
#: not its default locale's: neutral Serbian is Cyrillic, sr-Latn-RS Latin): their neutral
#: locales have data of their own, which the guest does not have.
_MULTI_SCRIPT = frozenset(("az", "bs", "ff", "ha", "iu", "ku", "mn", "pa", "sd", "sr", "tg",
                           "tzm", "uz", "zh"))


def _neutral_locales():
    """Neutral locale name ("en") -> its default locale (a LOCALES name), for the
    single-script languages whose default locale the guest has; a neutral locale with data
    of its own (``localedata.py``: "sr", "zh"...) -> itself."""
    by_lcid = {lcid: name for lcid, name, _spec, _neutral in LOCALE_NAMES}
    out = {}
    for _lcid, name, spec, neutral in LOCALE_NAMES:
        if spec != neutral and "-" not in name and name not in _MULTI_SCRIPT \
                and by_lcid.get(spec) in LOCALES:
            out[name] = by_lcid[spec]
    out.update((name, name) for name in OTHER_LOCALES if "-" not in name)   # data of their own
    return out


#: neutral locale name -> the locale whose data it shares (_neutral_locales)
NEUTRAL_LOCALES = _neutral_locales()


def _neutral_info(key, name):
    """What a neutral locale answers differently from its default locale: its name, no
    parent, INEUTRAL 1, and the language alone as its display names."""
    base = NEUTRAL_LOCALES[name]
    if key == 0x005C:                                 # LOCALE_SNAME
        return name
    if key == 0x006D:                                 # LOCALE_SPARENT
        return ""
    if key == 0x0071:                                 # LOCALE_INEUTRAL
        return "1"
    if key in (0x0002, 0x0072):          # LOCALE_SLANGUAGE, LOCALE_SENGLISHDISPLAYNAME
        return locale_info(0x1001, base)             # LOCALE_SENGLISHLANGUAGENAME
    if key == 0x0073:                                 # LOCALE_SNATIVEDISPLAYNAME
        return locale_info(0x0004, base)             # LOCALE_SNATIVELANGNAME
    return None


def locale_info(lctype, name="en-US"):
    """The string of locale ``name`` (one of LOCALES or NEUTRAL_LOCALES) for LCTYPE
    ``lctype`` (flags stripped; LOCALE_RETURN_GENITIVE_NAMES with a month name gives its
    genitive form), or None if unknown."""
    key = lctype & ~(LOCALE_NOUSEROVERRIDE | LOCALE_RETURN_NUMBER | 0x40000000
                     | LOCALE_RETURN_GENITIVE_NAMES)
    if NEUTRAL_LOCALES.get(name, name) != name:      # a neutral locale sharing its data
        own = _neutral_info(key, name)
        return own if own is not None else locale_info(lctype, NEUTRAL_LOCALES[name])
    if lctype & LOCALE_RETURN_GENITIVE_NAMES and key in GENITIVE_MONTHS.get(name, ()):
        return GENITIVE_MONTHS[name][key]     # else the month's name is its genitive too
    if name != "en-US":
        table = OTHER_LOCALES[name]
        if key in table:
            return table[key]
    return _INFO.get(key)


#: The user's location: the United States (GEOID 244, LOCALE_IGEOID above), whose
#: region is the world (39070), the answers of GetUserGeoID for GEOCLASS_NATION / _REGION.
GEOID_US, GEOID_WORLD = 244, 39070

#: GEOTYPE -> what GetGeoInfo tells of the United States (the strings Windows returns).
#: GEO_LATITUDE/LONGITUDE, GEO_LCID, GEO_TIMEZONES and GEO_OFFICIALLANGUAGES are not
#: here: those queries stay unimplemented.
_GEO_US = {
    1: "244",                       # GEO_NATION
    4: "US",                        # GEO_ISO2
    5: "USA",                       # GEO_ISO3
    6: "en-US",                     # GEO_RFC1766
    8: "United States",             # GEO_FRIENDLYNAME
    9: "United States of America",  # GEO_OFFICIALNAME
    12: "840",                      # GEO_ISO_UN_NUMBER
    13: "23581",                    # GEO_PARENT (Northern America)
    14: "1",                        # GEO_DIALINGCODE
    15: "USD",                      # GEO_CURRENCYCODE
    16: "$",                        # GEO_CURRENCYSYMBOL
    17: "US",                       # GEO_NAME
    18: "244",                      # GEO_ID
}
#: The GEOTYPEs Windows defines (GEO_NATION .. GEO_ID); any other is ERROR_INVALID_FLAGS.
GEOTYPES = range(1, 19)


def geo_info(geotype):
    """What GetGeoInfo answers for ``geotype`` of the United States, or None."""
    return _GEO_US.get(geotype)


def _genitive(elements, k):
    """True when the month name at ``elements[k]`` takes its genitive form: the nearest day
    element before it is the day's number ("d", "dd"), or, when that is the day's name
    ("ddd", "dddd") or there is none, the nearest one after it is: "dd MMMM", "MMMM dd"
    and "ddd MMMM dd" are genitive, "dddd MMMM" and "MMMM ddd dd" are not, as Windows
    writes Russian or Polish dates."""
    before = [tok for tok in elements[:k] if tok[0] == "d"]
    if before and len(before[-1]) <= 2:
        return True
    after = [tok for tok in elements[k + 1:] if tok[0] == "d"]
    return bool(after) and len(after[0]) <= 2


_TOKEN = re.compile(r"'[^']*'?|h+|H+|m+|s+|t+|d+|M+|y+|g+|.", re.S)


def _expand(picture, dt, allowed, name="en-US"):
    def info(lctype):
        return locale_info(lctype, name)
    elements = _elements(picture, allowed)
    out = []
    for k, tok in enumerate(elements):
        ch, n = tok[0], len(tok)
        if ch == "'":
            out.append(_literal(tok))
        elif ch not in allowed:
            out.append(tok)
        elif ch == "h":
            h = dt.hour % 12 or 12
            out.append("%02d" % h if n > 1 else str(h))
        elif ch == "H":
            out.append("%02d" % dt.hour if n > 1 else str(dt.hour))
        elif ch == "m":
            out.append("%02d" % dt.minute if n > 1 else str(dt.minute))
        elif ch == "s":
            out.append("%02d" % dt.second if n > 1 else str(dt.second))
        elif ch == "t":
            mark = info(0x0028 if dt.hour < 12 else 0x0029) or ""   # LOCALE_S1159 / S2359
            out.append(mark[:1] if n == 1 else mark)
        elif ch == "d":
            out.append(str(dt.day) if n == 1 else "%02d" % dt.day if n == 2
                       else info(0x0031 + dt.weekday()) if n == 3     # LOCALE_SABBREVDAYNAME1
                       else info(0x002A + dt.weekday()))              # LOCALE_SDAYNAME1
        elif ch == "M":
            out.append(str(dt.month) if n == 1 else "%02d" % dt.month if n == 2
                       else info((0x0044 if n == 3 else 0x0038)   # LOCALE_SABBREVMONTHNAME1,
                                 + dt.month - 1                   # LOCALE_SMONTHNAME1
                                 | (LOCALE_RETURN_GENITIVE_NAMES
                                    if _genitive(elements, k) else 0)))
        elif ch == "y":
            out.append(str(dt.year % 100) if n == 1 else "%02d" % (dt.year % 100) if n == 2
                       else str(dt.year))
        elif ch == "g":
            out.append("A.D.")
    return "".join(out)


def picture_tokens(picture):
    """A date/time picture split into its elements (``"M/d/yyyy"`` -> M, /, d, /, yyyy)."""
    return _TOKEN.findall(picture)


def expand_token(token, dt):
    """One element of a picture for ``dt``, as GetDateFormat/GetTimeFormat write it."""
    return _expand(token, dt, "hHmstdMyg")


def guest_now(vm):
    """The guest's local time now (a datetime): GetLocalTime's answer."""
    return EPOCH + datetime.timedelta(milliseconds=vm.clock.now_ms())


def format_time(dt, flags, picture=None, name="en-US"):
    """GetTimeFormat: ``dt`` (a datetime) through ``picture`` or the time format of locale
    ``name``. A part the flags drop (TIME_NOSECONDS, TIME_NOMINUTESORSECONDS,
    TIME_NOTIMEMARKER) takes with it what was written since the last number, and the
    literal text after it up to the next element that is written, spaces but kept:
    "h.@:m.@:s.@:tt" without seconds is "8.@:56AM", "'123'tt" without the marker "", as
    Windows answers (Wine's locale.c checks them there)."""
    if picture is None:
        picture = locale_info(0x1003, name)
        if flags & TIME_FORCE24HOURFORMAT:
            picture = "HH:mm:ss"
    return _expand_time(picture, dt, flags, name)


def format_date(dt, flags, picture=None, name="en-US"):
    """GetDateFormat: ``dt`` through ``picture`` or the short/long/year-month date of
    locale ``name``."""
    if picture is None:
        if flags & DATE_LONGDATE:
            picture = locale_info(0x0020, name)
        elif flags & DATE_YEARMONTH:
            picture = locale_info(0x1006, name)
        else:
            picture = locale_info(0x001F, name)
    return _expand(picture, dt, "dMyg", name)


def _elements(picture, letters):
    """A picture cut into its elements as Windows reads it: a quoted literal (to the
    quote that no second quote follows: "''" inside one is a quote, "''" alone an empty
    literal, an unclosed one runs to the end), a run of one of ``letters``, or one other
    character."""
    out, k, n = [], 0, len(picture)
    while k < n:
        ch = picture[k]
        if ch == "'":
            i = 1
            while k + i < n:
                if picture[k + i] == "'":
                    i += 1
                    if k + i >= n or picture[k + i] != "'":
                        break
                i += 1
        elif ch in letters:
            i = 1
            while k + i < n and picture[k + i] == ch:
                i += 1
        else:
            i = 1
        out.append(picture[k:k + i])
        k += i
    return out


def _literal(element):
    """The text of a quoted element ("'it''s'" is "it's")."""
    out, i = [], 1
    while i < len(element):
        if element[i] == "'":
            i += 1
        if i < len(element):
            out.append(element[i])
        i += 1
    return "".join(out)


def _expand_time(picture, dt, flags, name="en-US"):
    """A time picture for ``dt`` with GetTimeFormat's flags (format_time)."""
    out, last, skip = [], 0, False
    for tok in _elements(picture, "Hhmst"):
        ch, n = tok[0], len(tok)
        if ch == "'":
            if not skip:
                out.append(_literal(tok))
            continue
        dropped = (ch == "m" and flags & TIME_NOMINUTESORSECONDS
                   or ch == "s" and flags & (TIME_NOMINUTESORSECONDS | TIME_NOSECONDS)
                   or ch == "t" and flags & TIME_NOTIMEMARKER)
        if dropped:
            del out[last:]
            skip = True
            continue
        if ch == "t":
            mark = locale_info(0x0028 if dt.hour < 12 else 0x0029, name) or ""
            out.append(mark if n > 1 else mark[:1])       # LOCALE_S1159 / S2359
            skip = False
            continue
        if ch not in "Hhms":
            if not skip or ch == " ":
                out.append(ch)
            continue
        value = {"H": dt.hour, "m": dt.minute, "s": dt.second}.get(ch)
        if value is None:                                 # "h": 12-hour unless forced
            value = dt.hour if flags & TIME_FORCE24HOURFORMAT else dt.hour % 12 or 12
        out.append("%0*d" % (min(n, 2), value))
        last, skip = len(out), False
    return "".join(out)


def from_systemtime(fields):
    """A datetime from SYSTEMTIME's eight WORDs; ValueError when they name no moment."""
    year, month, _dow, day, hour, minute, second, ms = fields
    return datetime.datetime(year, month, day, hour, minute, second, ms * 1000)
