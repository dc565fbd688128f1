"""KERNEL32's sorting versions: GetNLSVersion, GetNLSVersionEx, IsValidNLSVersion and
IsNLSDefinedString.

A program stores the version of the sort its index was built with and asks later
whether it still holds. The guest sorts by one table (``kernel/nls.py``), versioned as
Windows 10's, 0x60305 (NLS and defined version); each locale's sort is named by its GUID,
{000000XX-57EE-1E5C-00B4-D0000BB1E11E}, XX the number of its sort in Windows' table
(``SORT_NUMBERS``: French 3, Japanese 0x46; 1, the default sort, for every locale not
listed and for the invariant locale). The effective id is the LCID the name gives (a
neutral name its default locale's: "fr" is 0x040C).

NLSVERSIONINFO and NLSVERSIONINFOEX are both taken: their size (dwNLSVersionInfoSize) is
12 (the versions alone) or 32 (the effective id and GUID too), any other is
ERROR_INSUFFICIENT_BUFFER; a function other than COMPARE_STRING is ERROR_INVALID_FLAGS
(IsValidNLSVersion: ERROR_INVALID_PARAMETER); an unknown locale ERROR_INVALID_PARAMETER.
IsValidNLSVersion holds a version whose major and minor parts (all but the low byte) are
the table's and whose GUID is null or one of the table's sorts (a version taken for
en-US holds for ja-JP, as Windows answers); otherwise FALSE with the last error 0.
IsNLSDefinedString is TRUE when every character of the string is one Unicode assigns (a
lone surrogate is none); a negative length means up to the NUL.
"""

import unicodedata

from ....abi.api import BOTH, api
from ...core.dllnames import KERNEL32
from ...core.winerror import (ERROR_INSUFFICIENT_BUFFER, ERROR_INVALID_FLAGS,
                             ERROR_INVALID_PARAMETER, ERROR_SUCCESS)
from ...kernel.localenames import LOCALE_NAMES

COMPARE_STRING = 1
NLS_VERSION = 0x60305
_SIZE_VERSIONS, _SIZE_FULL = 12, 32
_GUID_TAIL = bytes.fromhex("ee575c1e00b4d0000bb1e11e")     # Data2, Data3, Data4 of the GUIDs
LOCALE_INVARIANT = 0x7F

#: The number of each locale's sort in Windows' table, for the locales whose sort is not
#: the default one (1); the names are Windows' (their case too), as Wine 8 reports them.
SORT_NUMBERS = {
    0x02: "haw haw-US",
    0x03: ("fr fr-029 fr-BE fr-CA fr-CD fr-CH fr-CI fr-CM fr-FR fr-HT fr-LU fr-MA fr-MC "
           "fr-ML fr-RE fr-SN oc oc-FR wo wo-SN"),
    0x04: "hu hu-HU",
    0x05: "lv lv-LV",
    0x07: "pa-Arab pa-Arab-PK sd sd-Arab sd-Arab-PK sd-Deva-IN",
    0x08: "tk tk-TM",
    0x09: "sah sah-RU",
    0x0a: "mk mk-MK",
    0x0b: "kk kk-KZ",
    0x0c: "km km-KH",
    0x0d: "tzm tzm-Latn tzm-Latn-DZ",
    0x0e: "co co-FR",
    0x0f: "br br-FR",
    0x10: "moh moh-CA",
    0x11: "rm rm-CH",
    0x12: "arn arn-CL",
    0x13: "dsb dsb-DE hsb hsb-DE",
    0x14: "mi mi-NZ",
    0x15: "ur ur-IN ur-PK",
    0x16: "prs prs-AF ps ps-AF",
    0x17: "ug ug-CN",
    0x18: "sq sq-AL",
    0x19: ("bs bs-Cyrl bs-Cyrl-BA bs-Latn bs-Latn-BA hr hr-BA hr-HR sr sr-Cyrl "
           "sr-Cyrl-BA sr-Cyrl-CS sr-Cyrl-ME sr-Cyrl-RS sr-Latn sr-Latn-BA sr-Latn-CS "
           "sr-Latn-ME sr-Latn-RS"),
    0x1a: "fi fi-FI sv sv-FI sv-SE",
    0x1b: "se-FI se-SE sma sma-SE smj smj-SE smn smn-FI sms sms-FI",
    0x1c: "cs cs-CZ",
    0x1d: "pl pl-PL",
    0x1e: "sl sl-SI",
    0x1f: "da da-DK kl kl-GL",
    0x20: "nb nb-NO nn nn-NO no",
    0x21: "se se-NO sma-NO smj-NO",
    0x22: "tr tr-TR",
    0x23: "az az-Cyrl az-Cyrl-AZ az-Latn az-Latn-AZ",
    0x24: "ro ro-MD ro-RO",
    0x25: "is is-IS",
    0x26: "hu-HU_technl",
    0x27: "et et-EE",
    0x28: "lt lt-LT",
    0x29: "sk sk-SK",
    0x2a: "es-ES_tradnl",
    0x2b: ("es es-419 es-AR es-BO es-CL es-CO es-CR es-CU es-DO es-EC es-ES es-GT es-HN "
           "es-MX es-NI es-PA es-PE es-PR es-PY es-SV es-US es-UY es-VE quc quc-Latn "
           "quc-Latn-GT"),
    0x2c: "cy cy-GB",
    0x2d: "mt mt-MT",
    0x2e: "lo lo-LA",
    0x2f: "th th-TH",
    0x30: "vi vi-VN",
    0x31: "as as-IN",
    0x32: ("bn bn-BD bn-IN gu gu-IN hi hi-IN kn kn-IN kok kok-IN ml ml-IN mr mr-IN or "
           "or-IN pa pa-IN sa sa-IN si si-LK ta ta-IN ta-LK te te-IN"),
    0x33: "ne ne-IN ne-NP",
    0x34: "bo bo-CN",
    0x35: "x-IV_mathan",
    0x36: "ja-JP_radstr",
    0x37: "zh-HK zh-Hant zh-MO zh-MO_stroke zh-TW",
    0x38: "zh-TW_pronun",
    0x39: "zh-CN_stroke zh-SG_stroke",
    0x3a: "zh zh-CN zh-Hans zh-SG",
    0x3b: "zh-HK_radstr zh-MO_radstr zh-TW_radstr",
    0x3c: "ti ti-ER ti-ET",
    0x3d: "ba ba-RU",
    0x3e: "fy fy-NL",
    0x3f: "de-DE_phoneb",
    0x40: "uk uk-UA",
    0x41: "fa fa-IR",
    0x43: "tt tt-RU",
    0x44: "syr syr-SY",
    0x45: "dv dv-MV",
    0x46: "ja ja-JP",
    0x47: "ko ko-KR",
    0x48: "ka-GE_modern",
    0x4a: ("bg bg-BG ky ky-KG mn mn-Cyrl mn-MN mn-Mong mn-Mong-CN mn-Mong-MN ru ru-MD "
           "ru-RU tg tg-Cyrl tg-Cyrl-TJ uz-Cyrl uz-Cyrl-UZ"),
    0x4b: "zh-CN_phoneb zh-SG_phoneb",
}
_SORT_OF = {name.lower(): number for number, names in SORT_NUMBERS.items()
            for name in names.split()}
#: lower-case name -> the LCID it gives (its effective id)
_LCID_OF = {name.lower(): spec for _lcid, name, spec, _neutral in LOCALE_NAMES}
#: LCID -> name (the LCIDs of Windows' table, neutral ones and sort orders included)
_NAME_OF = {lcid: name for lcid, name, _spec, _neutral in LOCALE_NAMES}


def _version(name):
    """(effective LCID, sort number) of locale ``name`` ("" the invariant locale), or None."""
    if name == "":
        return LOCALE_INVARIANT, 1
    lcid = _LCID_OF.get(name.lower())
    if lcid is None:
        return None
    return lcid, _SORT_OF.get(name.lower(), 1)


def _guid(number):
    """The GUID of sort number ``number``."""
    return number.to_bytes(4, "little") + _GUID_TAIL


#: The GUIDs of the sorts Windows' table has (the default one, 1, and SORT_NUMBERS').
_KNOWN_GUIDS = frozenset(_guid(number) for number in [1] + list(SORT_NUMBERS))


def _fill(c, info, version):
    """Write the versions (and with the full size, the effective id and GUID) into
    ``info``; False (ERROR_INSUFFICIENT_BUFFER) for a size Windows does not take."""
    mem = c.vm.mem
    size = mem.u32(info)
    if size not in (_SIZE_VERSIONS, _SIZE_FULL):
        c.vm.last_error = ERROR_INSUFFICIENT_BUFFER
        return False
    mem.w32(info + 4, NLS_VERSION)
    mem.w32(info + 8, NLS_VERSION)
    if size == _SIZE_FULL:
        mem.w32(info + 12, version[0])
        mem.write(info + 16, _guid(version[1]))
    return True


def _lcid_name(lcid):
    """The locale name of an LCID (the defaults are the user's, en-US), or None."""
    if lcid in (0, 0x400, 0x800, 0xC00):
        return "en-US"
    if lcid == LOCALE_INVARIANT:
        return ""
    return _NAME_OF.get(lcid)


@api(KERNEL32, "GetNLSVersion", "DWORD function, DWORD lcid, LPVOID info", widths=BOTH)
def GetNLSVersion(c, function, lcid, info):
    """The sorting version of locale ``lcid`` into an NLSVERSIONINFO(EX)."""
    if function != COMPARE_STRING:
        c.vm.last_error = ERROR_INVALID_FLAGS
        return 0
    name = _lcid_name(lcid)
    version = _version(name) if name is not None else None
    if version is None or not info:
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    return int(_fill(c, info, version))


@api(KERNEL32, "GetNLSVersionEx", "DWORD function, LPCWSTR name, LPVOID info", widths=BOTH)
def GetNLSVersionEx(c, function, name, info):
    """The sorting version of the locale named ``name`` (NULL: the user's) into an
    NLSVERSIONINFOEX."""
    if function != COMPARE_STRING:
        c.vm.last_error = ERROR_INVALID_FLAGS
        return 0
    version = _version("en-US" if name is None else name)
    if version is None or not info:
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    return int(_fill(c, info, version))


@api(KERNEL32, "IsValidNLSVersion", "DWORD function, LPCWSTR name, LPVOID info", widths=BOTH)
def IsValidNLSVersion(c, function, name, info):
    """Whether a stored sorting version still holds for locale ``name``."""
    version = _version("en-US" if name is None else name)
    if function != COMPARE_STRING or version is None or not info:
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    mem = c.vm.mem
    size = mem.u32(info)
    if size not in (_SIZE_VERSIONS, _SIZE_FULL):
        c.vm.last_error = ERROR_INSUFFICIENT_BUFFER
        return 0
    ok = mem.u32(info + 4) & ~0xFF == NLS_VERSION & ~0xFF
    if ok and size == _SIZE_FULL:
        guid = bytes(mem.read(info + 16, 16))
        ok = guid == bytes(16) or guid in _KNOWN_GUIDS
    if not ok:
        c.vm.last_error = ERROR_SUCCESS
    return int(ok)


@api(KERNEL32, "IsNLSDefinedString", "DWORD function, DWORD flags, LPVOID info, LPVOID text, INT n", widths=BOTH)
def IsNLSDefinedString(c, function, flags, info, text, n):
    """TRUE when every character of the string is assigned (see the module's docstring)."""
    if function != COMPARE_STRING:
        c.vm.last_error = ERROR_INVALID_FLAGS
        return 0
    mem = c.vm.mem
    if info and mem.u32(info) not in (_SIZE_VERSIONS, _SIZE_FULL):
        c.vm.last_error = ERROR_INSUFFICIENT_BUFFER
        return 0
    if not text:
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    if n < 0:
        n = 0
        while mem.u16(text + 2 * n):
            n += 1
    units = bytes(mem.read(text, 2 * n)).decode("utf-16-le", "surrogatepass")
    return int(all(not 0xD800 <= ord(ch) <= 0xDFFF and unicodedata.category(ch) != "Cn"
                   for ch in units))
