"""KERNEL32: CompareString (A, W, Ex), CompareStringOrdinal, and the locale-name
functions (LocaleNameToLCID, LCIDToLocaleName, IsValidLocale, EnumSystemLocalesEx).

The guest's locale is English (United States) (``kernel/locale.py``); comparisons
use the word sort (``kernel/nls.py``) with the named locale's own sort rules
(``kernel/collation.py``: every locale Windows knows, from CLDR's tailorings). The mapping between locale names and LCIDs is
Windows' table for every locale (Python's ``locale.windows_locale`` holds it), so a
program can translate names it reads; only en-US is *installed*, so IsValidLocale with
LCID_INSTALLED and EnumSystemLocalesEx offer that one alone.
"""

from ....abi.api import BOTH, GuestCall, api
from ...core.winerror import (ERROR_INSUFFICIENT_BUFFER, ERROR_INVALID_FLAGS,
                             ERROR_INVALID_PARAMETER)
from ...kernel import collation, nls
from ...kernel.locale import LCID_EN_US, LOCALES
from ...kernel.localenames import LOCALE_NAMES
from .locale import lcid_locale, locale_code_page
from ...core.dllnames import KERNEL32

CSTR_LESS_THAN, CSTR_EQUAL, CSTR_GREATER_THAN = 1, 2, 3

NORM_IGNORECASE, NORM_IGNORENONSPACE, NORM_IGNORESYMBOLS = 0x1, 0x2, 0x4
LINGUISTIC_IGNORECASE, LINGUISTIC_IGNOREDIACRITIC = 0x10, 0x20
NORM_IGNOREKANATYPE, NORM_IGNOREWIDTH = 0x10000, 0x20000
NORM_LINGUISTIC_CASING, SORT_STRINGSORT, SORT_DIGITSASNUMBERS = 0x8000000, 0x1000, 0x8
_FLAGS = (NORM_IGNORECASE | NORM_IGNORENONSPACE | NORM_IGNORESYMBOLS | LINGUISTIC_IGNORECASE
          | LINGUISTIC_IGNOREDIACRITIC | NORM_IGNOREKANATYPE | NORM_IGNOREWIDTH
          | NORM_LINGUISTIC_CASING | SORT_STRINGSORT)
#: The W functions' flags (Windows 7 and later): digits compared as numbers, which the A
#: functions refuse (ERROR_INVALID_FLAGS, as Wine's locale.c checks on Windows).
_FLAGS_W = _FLAGS | SORT_DIGITSASNUMBERS

LOCALE_USER_DEFAULT, LOCALE_SYSTEM_DEFAULT, LOCALE_INVARIANT = 0x400, 0x800, 0x7F
LOCALE_NEUTRAL, LOCALE_CUSTOM_DEFAULT = 0, 0x0C00
LOCALE_NAME_SYSTEM_DEFAULT = "!x-sys-default-locale"
LOCALE_USE_CP_ACP = 0x40000000
LCID_INSTALLED, LCID_SUPPORTED = 1, 2
LOCALE_ALLOW_NEUTRAL_NAMES = 0x08000000
LOCALE_ALL, LOCALE_WINDOWS, LOCALE_SUPPLEMENTAL = 0, 0x1, 0x2
LOCALE_ALTERNATE_SORTS, LOCALE_REPLACEMENT, LOCALE_NEUTRALDATA, LOCALE_SPECIFICDATA = \
    0x4, 0x8, 0x10, 0x20


def _fold(text, flags):
    """The folding the word sort does not do itself: full-width forms to their ASCII
    letters (NORM_IGNOREWIDTH), katakana to hiragana (NORM_IGNOREKANATYPE)."""
    out = []
    for ch in text:
        o = ord(ch)
        if flags & NORM_IGNOREWIDTH and 0xFF01 <= o <= 0xFF5E:
            ch = chr(o - 0xFEE0)
        elif flags & NORM_IGNOREWIDTH and o == 0x3000:
            ch = " "
        if flags & NORM_IGNOREKANATYPE and 0x30A1 <= o <= 0x30F6:
            ch = chr(o - 0x60)
        out.append(ch)
    return "".join(out)


def read_wide(mem, p):
    """A NUL-terminated UTF-16 string with its lone surrogates kept (each a character of
    its own, as Windows' functions see them)."""
    text = mem.wstr(p)
    units = sum(2 if ord(ch) > 0xFFFF else 1 for ch in text)
    return bytes(mem.read(p, 2 * units)).decode("utf-16-le", "surrogatepass")


def _read(c, p, n, wide, cp=1252):
    """A counted (n >= 0) or NUL-terminated (n < 0) string of the A or W form; A strings
    are in code page ``cp``."""
    mem = c.vm.mem
    if n < 0:
        if wide:
            return read_wide(mem, p)
        return mem.cstr(p) if cp == 1252 else nls.ansi_text(cp, mem.cbytes(p))
    if wide:
        return mem.read(p, 2 * n).decode("utf-16-le", "surrogatepass")
    return nls.mb_to_wide(cp, 0, mem.read(p, n))


def _compare(c, flags, s1, n1, s2, n2, locale="en-US", sort="en-US"):
    """CompareString's work: ``locale`` gives the A strings' code page (a locale with
    data), ``sort`` the sort (any locale name Windows knows, its sort suffix kept)."""
    if not s1 or not s2:
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    cp = 1252
    if not c.wide:
        # the A strings are in the locale's ANSI code page, or the system's with the flag
        cp = locale_code_page(locale, flags)
        flags &= ~LOCALE_USE_CP_ACP
    if flags & ~(_FLAGS_W if c.wide else _FLAGS):
        c.vm.last_error = ERROR_INVALID_FLAGS
        return 0
    # NUL characters in a counted string weigh nothing ("a" equals "a\0\0")
    a = _fold(_read(c, s1, n1, c.wide, cp), flags).replace("\0", "")
    b = _fold(_read(c, s2, n2, c.wide, cp), flags).replace("\0", "")
    nf = flags & (NORM_IGNORESYMBOLS | SORT_STRINGSORT | SORT_DIGITSASNUMBERS
                  | NORM_IGNOREKANATYPE | NORM_IGNOREWIDTH)
    if flags & (NORM_IGNORECASE | LINGUISTIC_IGNORECASE):
        nf |= NORM_IGNORECASE
    if flags & (NORM_IGNORENONSPACE | LINGUISTIC_IGNOREDIACRITIC):
        nf |= NORM_IGNORENONSPACE
    tailoring = collation.tailoring(sort, bool(flags & NORM_LINGUISTIC_CASING))
    return nls.compare(a, b, nf, tailoring, collation.reversed_accents(sort)) + 2


@api(KERNEL32, "CompareString{AW}", "DWORD lcid, DWORD flags, LPVOID s1, INT n1, LPVOID s2, INT n2", widths=BOTH)
def CompareString(c, lcid, flags, s1, n1, s2, n2):
    """Compare two strings (counts in characters, -1: NUL-terminated) as the locale sorts
    them: CSTR_LESS_THAN (1), CSTR_EQUAL (2) or CSTR_GREATER_THAN (3); 0 on a NULL
    string (ERROR_INVALID_PARAMETER) or an unknown flag (ERROR_INVALID_FLAGS).
    CompareStringA's strings are in the locale's ANSI code page (Polish: 1250, where
    0xB9 is "ą"), or the system's (1252) with LOCALE_USE_CP_ACP (a locale whose data is
    not here stops the A function: lcid_locale). The sort is the
    locale's (kernel/collation.py): any LCID Windows knows, its sort order's too
    (0x0040A Spanish traditional, 0x10407 German phone book); one it does not know is
    ERROR_INVALID_PARAMETER."""
    sort = sort_name_of_lcid(lcid)
    if sort is None:
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    locale = "en-US" if c.wide else lcid_locale(c.spec.name, lcid)
    return _compare(c, flags, s1, n1, s2, n2, locale, sort)


@api(KERNEL32, "CompareStringEx",
     "LPVOID name, DWORD flags, LPVOID s1, INT n1, LPVOID s2, INT n2, LPVOID version, "
     "LPVOID reserved, LPARAM param", widths=BOTH)
def CompareStringEx(c, name, flags, s1, n1, s2, n2, version, reserved, param):
    """CompareStringW with a locale name (wide strings): any name Windows knows, a
    sort suffix too ("es-ES_tradnl"); another is ERROR_INVALID_PARAMETER."""
    c.wide = True
    sort = sort_name_of(c, name)
    if sort is None:
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    return _compare(c, flags, s1, n1, s2, n2, sort=sort)


@api(KERNEL32, "CompareStringOrdinal", "LPVOID s1, INT n1, LPVOID s2, INT n2, BOOL ignore_case", widths=BOTH)
def CompareStringOrdinal(c, s1, n1, s2, n2, ignore_case):
    """Compare UTF-16 code units (ignore_case: both upper-cased, as the file system
    compares names); CSTR_* or 0 with ERROR_INVALID_PARAMETER for a NULL string."""
    if not s1 or not s2:
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    a, b = _read(c, s1, n1, True), _read(c, s2, n2, True)
    if ignore_case:
        a = "".join(ch.upper() if len(ch.upper()) == 1 else ch for ch in a)
        b = "".join(ch.upper() if len(ch.upper()) == 1 else ch for ch in b)
    ua, ub = a.encode("utf-16-be", "surrogatepass"), b.encode("utf-16-be", "surrogatepass")
    return (ua > ub) - (ua < ub) + 2


# -- locale names ----------------------------------------------------------------------------
#: LCID -> name, and the specific LCID its name resolves to (kernel/localenames.py)
_BY_LCID = {lcid: name for lcid, name, _spec, _neutral in LOCALE_NAMES}
_SPECIFIC = {lcid: spec for lcid, _name, spec, _neutral in LOCALE_NAMES}
#: lower-case name -> (its LCID, its LCID with LOCALE_ALLOW_NEUTRAL_NAMES)
_BY_NAME = {name.lower(): (spec, neutral) for _lcid, name, spec, neutral in LOCALE_NAMES}


def _resolve_lcid(lcid):
    """The default and neutral LCIDs resolve to the user's locale, en-US."""
    if lcid in (LOCALE_USER_DEFAULT, LOCALE_SYSTEM_DEFAULT, LOCALE_NEUTRAL,
                LOCALE_CUSTOM_DEFAULT):
        return LCID_EN_US
    return lcid


@api(KERNEL32, "LocaleNameToLCID", "LPCWSTR name, DWORD flags", widths=BOTH)
def LocaleNameToLCID(c, name, flags):
    """The LCID of a locale name, case not mattering (NULL: en-US's, "": the invariant
    locale's; the system default's alias is refused, as Wine 8 does). A neutral name
    ("zh", "sr-Latn", "zh-Hant") gives its default locale's LCID (zh-CN, sr-Latn-RS,
    zh-HK), or its own neutral LCID with LOCALE_ALLOW_NEUTRAL_NAMES; a sort suffix its
    sort order's ("de-DE_phoneb": 0x10407). Unknown: 0, ERROR_INVALID_PARAMETER."""
    if name is None:
        return LCID_EN_US
    if name == "":
        return LOCALE_INVARIANT
    entry = _BY_NAME.get(name.lower())
    if entry is None:
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    return entry[1] if flags & LOCALE_ALLOW_NEUTRAL_NAMES else entry[0]


def known_lcid(lcid):
    """True for an LCID Windows knows: a locale's (its sort orders too), a neutral one
    (a primary language alone), the invariant locale and the default aliases."""
    lcid = _resolve_lcid(lcid)
    return lcid == LOCALE_INVARIANT or lcid in _BY_LCID or (
        not lcid >> 20 and lcid & 0xFFFF in _BY_LCID)


def _lcid_name(lcid, flags=0):
    """The name of ``lcid``: a neutral LCID names its default locale unless ``flags``
    allows neutral names (0x7c04: "zh-HK", or "zh-Hant")."""
    lcid = _resolve_lcid(lcid)
    if lcid == LOCALE_INVARIANT:
        return ""
    name = _BY_LCID.get(lcid)
    if name is not None and not flags & LOCALE_ALLOW_NEUTRAL_NAMES:
        name = _BY_LCID[_SPECIFIC[lcid]]
    return name


def sort_name_of_lcid(lcid):
    """The locale name whose sort LCID ``lcid`` asks for, its sort suffix kept
    (0x10407: "de-DE_phoneb"; a neutral LCID: its default locale's; the defaults:
    en-US; the invariant locale: "", the default table); None for an LCID Windows does
    not know."""
    lcid = _resolve_lcid(lcid)
    if lcid == LOCALE_INVARIANT:
        return ""
    if lcid in _BY_LCID:
        return _BY_LCID[_SPECIFIC[lcid]]
    if not lcid >> 20 and lcid & 0xFFFF in _BY_LCID:    # a sort order of its own: the
        return _BY_LCID[_SPECIFIC[lcid & 0xFFFF]]      # locale's standard sort
    return None


def sort_name_of(c, name):
    """The locale name whose sort locale name ``name`` (a guest pointer) asks for: NULL
    and the system default's alias are the user's (en-US), "" the invariant locale; a
    neutral name its default locale ("de": "de-DE"); a sort suffix is kept. None for a
    name Windows does not know."""
    if not name:
        return "en-US"
    text = c.vm.mem.wstr(name)
    if text == "":
        return ""
    if text.lower() == LOCALE_NAME_SYSTEM_DEFAULT:
        return "en-US"
    entry = _BY_NAME.get(text.lower())
    return _BY_LCID[entry[0]] if entry is not None else None


@api(KERNEL32, "LCIDToLocaleName", "DWORD lcid, LPVOID buf, INT size, DWORD flags", widths=BOTH)
def LCIDToLocaleName(c, lcid, buf, size, flags):
    """The name of an LCID into ``buf`` (characters with the NUL; size 0 asks for the
    length); 0 with ERROR_INVALID_PARAMETER for an unknown one, or
    ERROR_INSUFFICIENT_BUFFER."""
    name = _lcid_name(lcid, flags)
    if name is None or size < 0:
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    if size == 0:
        return len(name) + 1
    if size < len(name) + 1:
        c.vm.last_error = ERROR_INSUFFICIENT_BUFFER
        return 0
    c.vm.mem.write(buf, (name + "\0").encode("utf-16-le"))
    return len(name) + 1


@api(KERNEL32, "IsValidLocale", "DWORD lcid, DWORD flags", widths=BOTH)
def IsValidLocale(c, lcid, flags):
    """LCID_SUPPORTED: a locale Windows knows (a sort order's LCID too, 0x10407); the
    default aliases (LOCALE_USER_DEFAULT...) and LOCALE_NEUTRAL are none, as Windows
    answers. LCID_INSTALLED: one whose data this system has (kernel/locale.py LOCALES: a
    neutral or sort-order LCID by its locale's), and the invariant locale."""
    if flags & LCID_INSTALLED:
        if lcid == LOCALE_INVARIANT:
            return 1
        name = _BY_LCID.get(_SPECIFIC.get(lcid, -1), "").split("_")[0]
        return int(name in LOCALES)
    return int(lcid in _BY_LCID or lcid == LOCALE_INVARIANT)


@api(KERNEL32, "SetThreadLocale", "DWORD lcid", widths=BOTH)
def SetThreadLocale(c, lcid):
    """Make ``lcid`` the calling thread's locale (GetThreadLocale answers it; CP_THREAD_ACP
    is its ANSI code page): any locale Windows knows, the defaults standing for the
    user's (en-US). An LCID Windows does not know: FALSE, ERROR_INVALID_PARAMETER."""
    if not known_lcid(lcid):
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    c.vm.threads.current.locale = _resolve_lcid(lcid)
    return 1


@api(KERNEL32, "EnumSystemLocalesEx", "LPVOID func, DWORD flags, LPARAM param, LPVOID reserved", widths=BOTH)
def EnumSystemLocalesEx(c, func, flags, param, reserved):
    """Call ``func(name, flags, param)`` for each installed locale: en-US (LOCALE_WINDOWS)
    and, when neutral locales are asked for (LOCALE_ALL or LOCALE_NEUTRALDATA), "en".
    Ends early when the callback answers FALSE (still TRUE, as Wine 8)."""
    if reserved:
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    wanted = []
    if flags in (LOCALE_ALL, LOCALE_WINDOWS) or flags & LOCALE_NEUTRALDATA:
        wanted.append(("en", LOCALE_WINDOWS | LOCALE_NEUTRALDATA))
    if flags in (LOCALE_ALL, LOCALE_WINDOWS) or flags & LOCALE_SPECIFICDATA:
        wanted.append(("en-US", LOCALE_WINDOWS | LOCALE_SPECIFICDATA))
    vm = c.vm
    for name, f in wanted:
        p = vm.heap.alloc(2 * (len(name) + 1))
        vm.mem.write(p, (name + "\0").encode("utf-16-le"))
        try:
            r = yield GuestCall(func, (p, f, param))
        finally:
            vm.heap.free(p)
        if not r & 0xFFFFFFFF:        # a BOOL: EAX's 32 bits
            break
    return 1


#: Chinese by its script: Windows resolves the neutral and Simplified names to the PRC's
#: locale, Traditional to Hong Kong's.
_ZH_RESOLVED = {"zh": "zh-CN", "zh-hans": "zh-CN", "zh-hant": "zh-HK"}


def resolve_locale_name(name):
    """ResolveLocaleName's answer for ``name``: the specific locale it names (its case
    Windows'), a sort suffix ("_phoneb") and any part past the known locale dropped; a
    neutral or unknown region takes the language's default locale ("en-RR": "en-US");
    an unknown language resolves to "" (the invariant locale). None for a name with other
    characters than letters, digits, "-" and "_"."""
    if not name:
        return ""
    if any(not (ch.isascii() and (ch.isalnum() or ch in "-_")) for ch in name):
        return None
    parts = name.lower().split("_", 1)[0].split("-")
    for n in range(len(parts), 0, -1):
        key = "-".join(parts[:n])
        if key in _ZH_RESOLVED:
            return _ZH_RESOLVED[key]
        if n > 1 and key in _BY_NAME:
            return _BY_LCID[_BY_NAME[key][0]]
    lang = parts[0]
    if lang in _BY_NAME:                       # a language: its default locale
        return _BY_LCID[_BY_NAME[lang][0]]
    return ""


@api(KERNEL32, "ResolveLocaleName", "LPCWSTR name, LPVOID buf, INT size", widths=BOTH)
def ResolveLocaleName(c, name, buf, size):
    """The specific locale name ``name`` resolves to (resolve_locale_name; NULL: the
    user's, en-US) into ``buf``, with its NUL: its length in characters with the NUL;
    size 0 asks for that. A buffer too short takes what fits, NUL-ended, and the answer is
    0 with ERROR_INSUFFICIENT_BUFFER; a name that is no locale name (the system default's
    alias included): 0, ERROR_INVALID_PARAMETER."""
    resolved = "en-US" if name is None else resolve_locale_name(name)
    if resolved is None:
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    need = len(resolved) + 1
    if size == 0:
        return need
    if size < need:
        c.vm.mem.write(buf, (resolved[:size - 1] + "\0").encode("utf-16-le"))
        c.vm.last_error = ERROR_INSUFFICIENT_BUFFER
        return 0
    c.vm.mem.write(buf, (resolved + "\0").encode("utf-16-le"))
    return need
