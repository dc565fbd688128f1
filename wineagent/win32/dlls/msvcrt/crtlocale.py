"""setlocale's named locales: the six categories' locales as msvcrt.dll keeps them, made
from kernel32's locale data (kernel/locale.py ``LOCALES`` and ``locale_info``; nothing is
duplicated here).

A name is ``language[_country][.codepage]`` (MSDN "Locale names, Languages, and
Country/Region strings"): the language its English name (LOCALE_SENGLANGUAGE, "German")
or three-letter abbreviation (LOCALE_SABBREVLANGNAME, "deu"), the country its English name
or abbreviation, any case; without a country the language's first locale (English: the
United States); without a code page the locale's ANSI one. ``""`` is the user's default
locale, ``.ACP`` / ``.OCP`` / ``.1250`` the user's language with that code page. A locale
is named back ``Language_Country.codepage`` from the same data. Wine 8's msvcrt refuses
Vista's ``de-DE`` style names (NULL), and so does this one.

Code pages: a locale's code page must exist (``.99999`` fails). The single-byte Windows
and OEM code pages are served; the double-byte ones (932, 936, 949, 950) fail (NULL) as
on a Windows without them, because the runtime's conversions here are single-byte.
"""

import codecs
from dataclasses import dataclass

from ...core.crt import cdecl
from ....abi.api import BOTH, api
from ...kernel.locale import LOCALES, locale_info
from ...kernel import nls
from ...core.dllnames import MSVCRT, UCRTBASE
from ..kernel32.strings import ctype1
from ....abi.structs import struct as struct_type

LC_ALL, LC_COLLATE, LC_CTYPE, LC_MONETARY, LC_NUMERIC, LC_TIME = range(6)
CATEGORY_NAMES = ("LC_ALL", "LC_COLLATE", "LC_CTYPE", "LC_MONETARY", "LC_NUMERIC",
                  "LC_TIME")

# LCTYPEs read from kernel32's data
_SENGLANGUAGE, _SENGCOUNTRY = 0x1001, 0x1002
_SABBREVLANGNAME, _SABBREVCTRYNAME = 0x0003, 0x0007
_IDEFAULTANSICODEPAGE, _IDEFAULTCODEPAGE, _ILANGUAGE = 0x1004, 0x000B, 0x0001
#: What a language / country part may be: the English name, the three-letter abbreviation,
#: the ISO 639 / 3166 code ("de", as Wine 8's msvcrt and ucrtbase take it).
_LANG_NAMES = (_SENGLANGUAGE, _SABBREVLANGNAME, 0x0059)
_COUNTRY_NAMES = (_SENGCOUNTRY, _SABBREVCTRYNAME, 0x005A)
#: The user's default locale (kernel32's: the first of LOCALES).
USER_DEFAULT = next(iter(LOCALES))
#: Double-byte code pages: not served by this runtime (see the module's docstring).
_DOUBLE_BYTE = {932, 936, 949, 950, 1361}


@dataclass(frozen=True)
class CrtLocale:
    """One category's locale: kernel32's locale name (None for "C") and code page."""
    name: str = None
    codepage: int = 0
    #: the locale name it was set by ("de-DE", the UCRT's form, in the caller's case):
    #: setlocale answers it
    by_name: str = None

    @property
    def lcid(self):
        """The locale's LCID (0 for "C")."""
        return int(locale_info(_ILANGUAGE, self.name), 16) if self.name else 0

    def text(self):
        """The name setlocale answers: "C" or ``Language_Country.codepage``."""
        if self.name is None:
            return "C"
        if self.by_name:
            return self.by_name
        return "%s_%s.%d" % (locale_info(_SENGLANGUAGE, self.name),
                             locale_info(_SENGCOUNTRY, self.name), self.codepage)

    def info(self, lctype):
        """kernel32's string for ``lctype`` in this locale."""
        return locale_info(lctype, self.name)

    def encode(self, text):
        """``text`` in the locale's code page ('?' for what it lacks)."""
        return text.encode("cp%d" % self.codepage, "replace")


C_LOCALE = CrtLocale()


def _codepage_ok(cp):
    if cp in _DOUBLE_BYTE:
        return False
    try:
        codecs.lookup("cp%d" % cp)
    except LookupError:
        return False
    return True


def _matches(name, value, lctypes):
    return any((locale_info(t, name) or "").lower() == value for t in lctypes)


def resolve(text, ucrt=False):
    """The CrtLocale a setlocale name stands for (one category's, no "LC_x=" parts), or
    None when there is no such locale here. ``ucrt``: the UCRT's setlocale, which takes
    locale names ("de-DE", any case) too and answers them as given by kernel32."""
    if text == "C":
        return C_LOCALE
    if ucrt and "-" in text:
        found = [n for n in LOCALES if n.lower() == text.lower()]
        if not found:
            return None
        cp = int(locale_info(_IDEFAULTANSICODEPAGE, found[0]))
        return CrtLocale(found[0], cp, text) if _codepage_ok(cp) else None
    if text == "":
        text = ".ACP"
    base, dot, cp_text = text.partition(".")
    lang, _, country = base.partition("_")
    lang, country = lang.strip().lower(), country.strip().lower()
    if lang:
        found = [n for n in LOCALES if _matches(n, lang, _LANG_NAMES)
                 and (not country or _matches(n, country, _COUNTRY_NAMES))]
        if not found:
            return None
        name = found[0]
    elif country:
        return None
    else:
        name = USER_DEFAULT
    if not dot or cp_text.upper() == "ACP":
        cp = int(locale_info(_IDEFAULTANSICODEPAGE, name))
    elif cp_text.upper() == "OCP":
        cp = int(locale_info(_IDEFAULTCODEPAGE, name))
    elif cp_text.isdigit():
        cp = int(cp_text)
    else:
        return None
    if not _codepage_ok(cp):
        return None
    return CrtLocale(name, cp)


def current(vm, category):
    """The current locale of ``category`` (LC_COLLATE..LC_TIME)."""
    return vm.crt.time_cells.get("crt_locales", (C_LOCALE,) * 6)[category]


def all_c(vm):
    """True while every category is in the "C" locale."""
    return all(loc is C_LOCALE or not loc.name
               for loc in vm.crt.time_cells.get("crt_locales", (C_LOCALE,) * 6))


def _set(vm, locales):
    vm.crt.time_cells["crt_locales"] = tuple(locales)


def all_text(locales):
    """LC_ALL's name: the one name when the five categories agree, else the composite
    ``LC_COLLATE=...;LC_CTYPE=...;LC_MONETARY=...;LC_NUMERIC=...;LC_TIME=...``."""
    names = [loc.text() for loc in locales[1:]]
    if len(set(names)) == 1:
        return names[0]
    return ";".join("%s=%s" % (CATEGORY_NAMES[i + 1], n) for i, n in enumerate(names))


def set_locale(vm, category, text, ucrt=False):
    """setlocale's work: the new (or, for None, the current) name of ``category``, or None
    when the name or category is refused (nothing changes then)."""
    if not LC_ALL <= category <= LC_TIME:
        return None
    locales = list(vm.crt.time_cells.get("crt_locales", (C_LOCALE,) * 6))
    if text is not None:
        if category == LC_ALL and text.startswith("LC_"):
            # the composite form: each named category takes its name, the others "C"
            # (as Wine 8's msvcrt)
            locales[1:] = [C_LOCALE] * 5
            for part in text.split(";"):
                key, eq, value = part.partition("=")
                if not eq or key not in CATEGORY_NAMES[1:]:
                    return None
                loc = resolve(value, ucrt)
                if loc is None:
                    return None
                locales[CATEGORY_NAMES.index(key)] = loc
        else:
            loc = resolve(text, ucrt)
            if loc is None:
                return None
            if category == LC_ALL:
                locales[1:] = [loc] * 5
            else:
                locales[category] = loc
        _set(vm, locales)
        # the printf family (core/crt.py msvcrt_format) reads the point from here
        vm.crt.time_cells["crt_decimal_point"] = decimal_point(vm)[:1] or "."
        _update_lconv(vm)
        _update_pctype(vm)
    return all_text(locales) if category == LC_ALL else locales[category].text()


def _cell(vm, key, data):
    """A runtime buffer rewritten with ``data`` (grown when too small)."""
    cells = vm.crt.time_cells
    addr, size = cells.get(key, (0, 0))
    if size < len(data):
        size = max(len(data), 64)
        addr = vm.alloc_data(size)
        cells[key] = (addr, size)
    vm.mem.write(addr, data)
    return addr


def decimal_point(vm):
    """LC_NUMERIC's decimal point ("." in the "C" locale)."""
    loc = current(vm, LC_NUMERIC)
    return loc.info(0x000E) if loc.name else "."


# -- LC_CTYPE: the character classes and cases of the code page -------------------------------
def ctype_table(vm, cp):
    """The 257-entry ctype table (EOF first) of code page ``cp``: the "C" table's first
    128 entries, then each byte's class from kernel32's CT_CTYPE1 of its character
    (made once per code page)."""
    cells = vm.crt.time_cells
    key = "ctype_%d" % cp
    if key not in cells:
        c_table = vm.data_var(MSVCRT, "_ctype")
        data = bytearray(vm.mem.read(c_table, 2 * 257))
        for b in range(128, 256):
            ch = nls.mb_to_wide(cp, 0, bytes((b,)))
            bits = ctype1(ch) & 0x1FF if len(ch) == 1 else 0
            data[2 + 2 * b:4 + 2 * b] = bits.to_bytes(2, "little")
        table = vm.alloc_data(2 * 257)
        vm.mem.write(table, bytes(data))
        cells[key] = table
    return cells[key]


def _update_pctype(vm):
    """Point ``_pctype`` at LC_CTYPE's table (the "C" one: ``_ctype``)."""
    cp = current(vm, LC_CTYPE).codepage
    table = ctype_table(vm, cp) if cp else vm.data_var(MSVCRT, "_ctype")
    vm.mem.wptr(vm.data_var(MSVCRT, "_pctype"), table + 2)


def ctype_bits(vm, ch):
    """``_pctype[ch]`` for a byte 0..255 in the current LC_CTYPE."""
    return vm.mem.u16(vm.mem.uptr(vm.data_var(MSVCRT, "_pctype")) + 2 * ch)


def map_case(vm, ch, upper):
    """toupper / tolower of byte ``ch`` >= 0x80 in LC_CTYPE's code page: the other case's
    byte when the code page has it as one byte, else ``ch`` (the "C" locale: ``ch``)."""
    loc = current(vm, LC_CTYPE)
    if not loc.name:
        return ch
    text = nls.mb_to_wide(loc.codepage, 0, bytes((ch,)))
    other = text.upper() if upper else text.lower()
    if len(other) != 1 or other == text:
        return ch
    try:
        data = other.encode("cp%d" % loc.codepage)
    except UnicodeEncodeError:
        return ch
    return data[0] if len(data) == 1 else ch


def _byte_maps(vm, cp):
    cells = vm.crt.time_cells
    key = "bytemap_%d" % cp
    if key not in cells:
        to_wide = [ord(nls.mb_to_wide(cp, 0, bytes((b,)))[:1] or "\0") for b in range(256)]
        cells[key] = (to_wide, {u: b for b, u in enumerate(to_wide)})
    return cells[key]


def wide_units(vm, data):
    """The wide characters of bytes ``data`` in LC_CTYPE's code page (the "C" locale:
    each byte's value, as msvcrt converts there)."""
    cp = current(vm, LC_CTYPE).codepage
    if not cp:
        return list(data)
    to_wide = _byte_maps(vm, cp)[0]
    return [to_wide[b] for b in data]


def narrow_units(vm, units):
    """The bytes of wide characters ``units`` in LC_CTYPE's code page, 0x100 for one the
    code page lacks (the callers' "above 0xFF": EILSEQ); the "C" locale: the units."""
    cp = current(vm, LC_CTYPE).codepage
    if not cp:
        return list(units)
    to_byte = _byte_maps(vm, cp)[1]
    return [to_byte.get(u, 0x100) for u in units]


# -- LC_COLLATE: comparison as kernel32's CompareString sorts -----------------------------------
def collate(vm, a, b, ignore_case, wide):
    """strcoll's answer (-1, 0, 1) for ``a`` and ``b`` (bytes, or str when ``wide``) in a
    named LC_COLLATE (kernel32's word sort, NORM_IGNORECASE for the _i forms); None in
    the "C" locale, where the caller compares code units."""
    loc = current(vm, LC_COLLATE)
    if not loc.name:
        return None
    if not wide:
        a, b = (nls.mb_to_wide(loc.codepage, 0, x) for x in (a, b))
    return nls.compare(a, b, 1 if ignore_case else 0)


# -- LC_TIME: the names and pictures strftime uses ----------------------------------------------
@dataclass(frozen=True)
class TimeNames:
    """The names and pictures strftime formats with (struct tm's order: days from
    Sunday), and the code page of the narrow text; time.py's C_NAMES is the "C" locale's, a named
    LC_TIME's come from kernel32's data (crtlocale.py ``time_names``)."""
    days: list
    abbrev_days: list
    months: list
    abbrev_months: list
    am: str
    pm: str
    short_date: str
    long_date: str
    time: str
    codepage: int = 1252


def time_names(vm):
    """LC_TIME's names for strftime (time.py ``TimeNames``), or None in the "C" locale."""
    loc = current(vm, LC_TIME)
    if not loc.name:
        return None
    info = loc.info
    # LOCALE_SDAYNAME1 (0x2A) is Monday; struct tm counts from Sunday
    days = [info(0x2A + (i + 6) % 7) for i in range(7)]
    abbrev_days = [info(0x31 + (i + 6) % 7) for i in range(7)]
    return TimeNames(days, abbrev_days, [info(0x38 + i) for i in range(12)],
                     [info(0x44 + i) for i in range(12)], info(0x28), info(0x29),
                     info(0x1F), info(0x20), info(0x1003), loc.codepage)


#: msvcrt.dll's struct lconv (locale.h; the _W_ members are msvcr100's and later).
#: Declared here, not in core/structures.py: locale.h has no typedef for the compiler check.
LCONV_STRINGS = ("decimal_point", "thousands_sep", "grouping", "int_curr_symbol",
                 "currency_symbol", "mon_decimal_point", "mon_thousands_sep", "mon_grouping",
                 "positive_sign", "negative_sign")
LCONV_CHARS = ("int_frac_digits", "frac_digits", "p_cs_precedes", "p_sep_by_space",
               "n_cs_precedes", "n_sep_by_space", "p_sign_posn", "n_sign_posn")
LCONV = struct_type("lconv", "; ".join(["LPSTR %s" % n for n in LCONV_STRINGS] +
                                      ["CHAR %s" % n for n in LCONV_CHARS]))


@cdecl("__lconv_init", widths=BOTH)
def __lconv_init(c):
    """The start-up call of a program built with unsigned chars (MSVC's /J; mingw-w64's
    start-up code makes it too): CHAR_MAX is 255 for it, so the "C" locale's char fields
    read UCHAR_MAX ("not available") from now on, in the lconv already handed out too."""
    vm = c.vm
    vm.crt.lconv_char_max = 0xFF
    if vm.crt.lconv:
        first = LCONV.offsetof(LCONV_CHARS[0], vm.ptr_size)
        vm.mem.write(vm.crt.lconv + first, bytes([0xFF]) * len(LCONV_CHARS))
    return 0


# -- localeconv: LC_NUMERIC's and LC_MONETARY's facts ------------------------------------------
def _grouping(text):
    """kernel32's "3;0" grouping as lconv's bytes ("\\3"): a final 0 means the last group
    repeats, which is lconv's end of string too."""
    sizes = [int(x) for x in text.split(";") if x]
    if sizes and sizes[-1] == 0:
        sizes.pop()
    return bytes(sizes)


def _lconv_fields(vm):
    """The strings (as bytes) and chars of lconv for the current locale."""
    num, mon = current(vm, LC_NUMERIC), current(vm, LC_MONETARY)
    strings = dict.fromkeys(LCONV_STRINGS, b"")
    chars = dict.fromkeys(LCONV_CHARS, vm.crt.lconv_char_max)
    strings["decimal_point"] = b"."
    if num.name:
        strings["decimal_point"] = num.encode(num.info(0x000E))      # LOCALE_SDECIMAL
        strings["thousands_sep"] = num.encode(num.info(0x000F))      # LOCALE_STHOUSAND
        strings["grouping"] = _grouping(num.info(0x0010))            # LOCALE_SGROUPING
    if mon.name:
        for field, lctype in (("int_curr_symbol", 0x0015), ("currency_symbol", 0x0014),
                              ("mon_decimal_point", 0x0016), ("mon_thousands_sep", 0x0017),
                              ("positive_sign", 0x0050), ("negative_sign", 0x0051)):
            strings[field] = mon.encode(mon.info(lctype))
        strings["mon_grouping"] = _grouping(mon.info(0x0018))
        for field, lctype in (("int_frac_digits", 0x001A), ("frac_digits", 0x0019),
                              ("p_cs_precedes", 0x0054), ("p_sep_by_space", 0x0055),
                              ("n_cs_precedes", 0x0056), ("n_sep_by_space", 0x0057),
                              ("p_sign_posn", 0x0052), ("n_sign_posn", 0x0053)):
            chars[field] = int(mon.info(lctype))
    return strings, chars


def _update_lconv(vm):
    """Rewrite the lconv localeconv hands out (when it exists) for the current locale."""
    if not vm.crt.lconv:
        return
    strings, chars = _lconv_fields(vm)
    ptrs = {}
    for field in LCONV_STRINGS:
        ptrs[field] = _cell(vm, "lconv_" + field, strings[field] + b"\0")
    vm.mem.write(vm.crt.lconv, LCONV.pack(vm.ptr_size, **ptrs, **chars))


@cdecl("localeconv", widths=BOTH)
def localeconv(c):
    """The struct lconv of the current LC_NUMERIC and LC_MONETARY locales (one static
    struct, rewritten by setlocale). In the "C" locale: "." and empty strings, the char
    fields CHAR_MAX ("not available")."""
    vm = c.vm
    if not vm.crt.lconv:
        vm.crt.lconv = vm.alloc_data(max(56, LCONV.sizeof(vm.ptr_size)))
        _update_lconv(vm)
    return vm.crt.lconv


# -- setlocale and the locale's facts -------------------------------------------------------
@cdecl("setlocale", "int category, LPVOID locale", widths=BOTH)
def setlocale(c, category, locale):
    """Set (or with NULL query) a category's locale: the category's locale name, for LC_ALL
    the composite name when the categories differ; NULL for an unknown name or a category
    outside LC_ALL..LC_TIME, and nothing changes then."""
    vm = c.vm
    text = vm.mem.cbytes(locale).decode("latin-1") if locale else None
    result = set_locale(vm, category, text)
    if result is None:
        return 0
    return _cell(vm, "setlocale_name", result.encode("latin-1") + b"\0")


@cdecl("_wsetlocale", "int category, LPCWSTR locale", widths=BOTH)
def _wsetlocale(c, category, locale):
    """The wide setlocale (the same locales; its own result buffer)."""
    vm = c.vm
    result = set_locale(vm, category, locale)
    if result is None:
        return 0
    return _cell(vm, "wsetlocale_name", result.encode("utf-16-le") + b"\0\0")


def _ucrt_setlocale(c, category, locale):
    """The UCRT's setlocale: msvcrt's, and locale names ("de-DE") besides."""
    vm = c.vm
    text = vm.mem.cbytes(locale).decode("latin-1") if locale else None
    result = set_locale(vm, category, text, True)
    if result is None:
        return 0
    return _cell(vm, "setlocale_name", result.encode("latin-1") + b"\0")


def _ucrt_wsetlocale(c, category, locale):
    """The UCRT's _wsetlocale: msvcrt's, and locale names besides."""
    vm = c.vm
    result = set_locale(vm, category, locale, True)
    if result is None:
        return 0
    return _cell(vm, "wsetlocale_name", result.encode("utf-16-le") + b"\0\0")


api(UCRTBASE, "setlocale", "int category, LPVOID locale", conv="cdecl", widths=BOTH)(
    _ucrt_setlocale)
api(UCRTBASE, "_wsetlocale", "int category, LPCWSTR locale", conv="cdecl", widths=BOTH)(
    _ucrt_wsetlocale)


@cdecl("___lc_codepage_func", widths=BOTH)
def ___lc_codepage_func(c):
    """LC_CTYPE's code page (0 in the "C" locale)."""
    return current(c.vm, LC_CTYPE).codepage


@cdecl("___lc_collate_cp_func", widths=BOTH)
def ___lc_collate_cp_func(c):
    """LC_COLLATE's code page (0 in the "C" locale)."""
    return current(c.vm, LC_COLLATE).codepage


@cdecl("___lc_handle_func", widths=BOTH)
def ___lc_handle_func(c):
    """The LCIDs of LC_ALL..LC_TIME (LC_ALL's entry 0; "C" is 0), in one runtime array
    kept current."""
    vm = c.vm
    lcids = [0] + [current(vm, cat).lcid for cat in range(1, 6)]
    return _cell(vm, "lc_handle", b"".join(x.to_bytes(4, "little") for x in lcids))


__all__ = ["wide_units", "narrow_units", "decimal_point", "CrtLocale", "C_LOCALE", "resolve", "current", "set_locale", "all_text",
           "localeconv", "setlocale"]
