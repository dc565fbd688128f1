"""The C runtime's ``_l`` functions (``_strtod_l``, ``_sprintf_l``, ``_isdigit_l``...):
each is its base function taking a locale too, which is always the "C" locale's here
(``dlls/msvcrt/locale.py``, ``l_variant``). The modules that declare the base functions
are imported first, so every base exists when its ``_l`` form is made."""

from ....abi.api import api, lookup
from . import basics, conv, main, math, scanf, secure, stdio, string, time  # noqa: F401
from .locale import l_name, l_variant
from ...core.dllnames import MSVCRT


def _declare(base, locale_at=None):
    dll, name, params, handler = l_variant(MSVCRT, base, locale_at=locale_at)
    # it drops the locale and calls ``base``: the widths ``base`` was checked for
    api(dll, name, params, conv="cdecl", widths=lookup(MSVCRT, base).widths)(handler)


for _base in ("strtod", "wcstod", "strtol", "wcstol", "strtoul", "wcstoul", "_strtoi64",
              "_strtoui64", "_wcstoi64", "_wcstoui64", "atof", "_wtof", "atoi", "_wtoi",
              "atol", "_wtol", "_atoi64", "_wtoi64", "_stricmp", "_strnicmp", "_wcsicmp",
              "_wcsnicmp", "strcoll", "wcscoll", "_stricoll", "_wcsicoll", "_strncoll",
              "_strnicoll", "_wcsncoll", "_wcsnicoll", "strxfrm",
              "wcsxfrm", "_strlwr", "_strupr", "_strlwr_s", "_strupr_s", "_wcslwr",
              "_wcsupr", "_wcslwr_s", "_wcsupr_s", "tolower", "toupper", "towlower",
              "towupper", "isdigit", "isspace", "isalpha", "isalnum", "isupper", "islower",
              "isxdigit", "isprint", "ispunct", "iscntrl", "isgraph", "_isctype", "iswalpha",
              "iswspace", "iswdigit", "iswalnum", "iswupper", "iswlower", "iswxdigit",
              "iswprint", "iswpunct", "iswcntrl", "iswctype", "mbstowcs", "wcstombs",
              "mbtowc", "wctomb", "mbstowcs_s", "wcstombs_s", "_memicmp", "strftime",
              "wcsftime", "strtof", "_vsnprintf", "_vscprintf", "_vsnwprintf",
              "_vscwprintf", "vsprintf_s", "_vsnprintf_s", "vswprintf_s"):
    if lookup(MSVCRT, _base) is not None and lookup(MSVCRT, l_name(_base)) is None:
        _declare(_base)
for _base, _at in (("sprintf", 2), ("_snprintf", 3), ("printf", 1), ("fprintf", 2),
                   ("sscanf", 2), ("swscanf", 2), ("_scprintf", 1), ("_snwprintf", 3),
                   ("_scwprintf", 1), ("sprintf_s", 3), ("swprintf_s", 3), ("fwprintf", 2),
                   ("wprintf", 1), ("sscanf_s", 2), ("swscanf_s", 2)):
    if lookup(MSVCRT, _base) is not None and lookup(MSVCRT, l_name(_base)) is None:
        _declare(_base, locale_at=_at)
