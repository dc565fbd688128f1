"""KERNEL32's language groups: EnumSystemLanguageGroups (A, W), EnumLanguageGroupLocales
(A, W) and IsValidLanguageGroup.

Windows sorts its locales into 17 language groups, each the scripts one set of fonts and
keyboards serves (Western Europe and United States, Central Europe, Baltic, Greek,
Cyrillic, Turkic, Japanese, Korean, Traditional and Simplified Chinese, Thai, Hebrew,
Arabic, Vietnamese, Indic, Georgian, Armenian). Windows 10 and 11 have all of them
installed, so LGRPID_INSTALLED and LGRPID_SUPPORTED enumerate the same 17. A group's
locales are those of Windows' locale table (kernel/localenames.py: each specific locale,
then the alternate sort orders) whose group is ``GROUP_LOCALES``'s, or Western Europe's
when that table does not name them; the groups are Windows' (its registry's
Nls\\Locale key, which Wine 8 writes the same).

The callbacks get the group's number as the registry spells it (hexadecimal: "a" is
Simplified Chinese), its name, and for a locale its LCID as eight hexadecimal digits.
"""

from ....abi.api import BOTH, GuestCall, api
from ...core.dllnames import KERNEL32
from ...core.winerror import ERROR_INVALID_FLAGS, ERROR_INVALID_PARAMETER
from ...kernel.localenames import LOCALE_NAMES

LGRPID_INSTALLED, LGRPID_SUPPORTED = 1, 2
LGRPID_WESTERN_EUROPE, LGRPID_ARMENIAN = 1, 17

#: The groups' names (Windows' own, in the order of their numbers 1..17).
GROUP_NAMES = ("Western Europe and United States", "Central Europe", "Baltic", "Greek",
               "Cyrillic", "Turkic", "Japanese", "Korean", "Traditional Chinese",
               "Simplified Chinese", "Thai", "Hebrew", "Arabic", "Vietnamese", "Indic",
               "Georgian", "Armenian")

#: The locales (and sort orders) of each group but Western Europe's.
GROUP_LOCALES = {
    2: (0x405, 0x40e, 0x415, 0x418, 0x41a, 0x41b, 0x41c, 0x424, 0x42c, 0x442, 0x443,
        0x101a, 0x141a, 0x181a, 0x241a, 0x2c1a, 0x1040e),
    3: (0x425, 0x426, 0x427),
    4: (0x408,),
    5: (0x402, 0x419, 0x422, 0x423, 0x428, 0x42f, 0x43f, 0x440, 0x444, 0x450, 0x46d,
        0x485, 0x82c, 0x843, 0x1c1a, 0x201a, 0x281a, 0x301a),
    6: (0x41f,),
    7: (0x411, 0x40411),
    8: (0x412,),
    9: (0x404, 0x478, 0xc04, 0x1404, 0x21404, 0x30404, 0x40404, 0x40c04, 0x41404),
    10: (0x804, 0x1004, 0x20804, 0x21004, 0x50804, 0x51004),
    11: (0x41e,),
    12: (0x40d,),
    13: (0x401, 0x420, 0x429, 0x45a, 0x463, 0x465, 0x480, 0x48c, 0x492, 0x801, 0x846,
         0x859, 0xc01, 0x1001, 0x1401, 0x1801, 0x1c01, 0x2001, 0x2401, 0x2801, 0x2c01,
         0x3001, 0x3401, 0x3801, 0x3c01, 0x4001),
    14: (0x42a,),
    15: (0x439, 0x445, 0x446, 0x447, 0x448, 0x449, 0x44a, 0x44b, 0x44c, 0x44d, 0x44e,
         0x44f, 0x451, 0x453, 0x454, 0x457, 0x459, 0x45b, 0x461, 0x845, 0x849, 0x850,
         0x860, 0xc50),
    16: (0x437, 0x10437),
    17: (0x42b,),
}
_GROUP_OF = {lcid: group for group, lcids in GROUP_LOCALES.items() for lcid in lcids}

#: Windows' sr-Latn-CS and sr-Cyrl-CS, which Windows 10 keeps as names but lists in no
#: group (its registry's locale list lacks them).
_UNLISTED = (0x081A, 0x0C1A)


#: Spanish (Spain) with its traditional sort: a locale of its own, and one of the
#: alternate sorts (Spain's default sort is the modern one, 0x0C0A) — listed twice.
_SPANISH_TRADITIONAL = 0x040A


def _listed_locales():
    """The LCIDs Windows' locale list holds: the specific locales, then the alternate
    sort orders, each in ascending order."""
    specific = sorted(lcid for lcid, name, of_name, _ in LOCALE_NAMES
                      if lcid == of_name and lcid <= 0xFFFF and lcid not in _UNLISTED)
    sorts = sorted([lcid for lcid, *_ in LOCALE_NAMES if lcid > 0xFFFF] + [_SPANISH_TRADITIONAL])
    return specific + sorts


def group_of(lcid):
    """The language group of a locale of Windows' list."""
    return _GROUP_OF.get(lcid, LGRPID_WESTERN_EUROPE)


def _string(c, text):
    """``text`` NUL-ended on the heap, in the caller's width; its address."""
    data = (text + "\0").encode("utf-16-le" if c.wide else "cp1252")
    p = c.vm.heap.alloc(len(data))
    c.vm.mem.write(p, data)
    return p


@api(KERNEL32, "EnumSystemLanguageGroups{AW}", "LPVOID func, DWORD flags, LPARAM param", widths=BOTH)
def EnumSystemLanguageGroups(c, func, flags, param):
    """Call ``func(id, number, name, flags, param)`` for each language group (all are
    installed), in the registry's order of their numbers: LGRPID_INSTALLED (or 0, which
    stands for it) or LGRPID_SUPPORTED; until it answers FALSE. No callback: ERROR_INVALID_PARAMETER; other flags: ERROR_INVALID_FLAGS."""
    vm = c.vm
    if not func:
        vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    if flags not in (0, LGRPID_INSTALLED, LGRPID_SUPPORTED):
        vm.last_error = ERROR_INVALID_FLAGS
        return 0
    flags = flags or LGRPID_INSTALLED
    # in the order of the registry's value names, the numbers in hexadecimal: 1, 10, 11,
    # 2 .. 9, a .. f (Windows reads them from its Nls\Language Groups key)
    for group in sorted(range(1, len(GROUP_NAMES) + 1), key=lambda g: "%x" % g):
        name = GROUP_NAMES[group - 1]
        number, text = _string(c, "%x" % group), _string(c, name)
        try:
            r = yield GuestCall(func, (group, number, text, flags, param))
        finally:
            vm.heap.free(number)
            vm.heap.free(text)
        if not r & 0xFFFFFFFF:        # a BOOL: EAX's 32 bits
            break
    return 1


@api(KERNEL32, "EnumLanguageGroupLocales{AW}", "LPVOID func, DWORD group, DWORD flags, LPARAM param", widths=BOTH)
def EnumLanguageGroupLocales(c, func, group, flags, param):
    """Call ``func(group, lcid, "%08x" of the LCID, param)`` for each locale of language
    group ``group`` until it answers FALSE. No callback or a group outside 1..17:
    ERROR_INVALID_PARAMETER. The flags are reserved (0); others are ignored, as Wine 8
    does."""
    vm = c.vm
    if not func or not LGRPID_WESTERN_EUROPE <= group <= LGRPID_ARMENIAN:
        vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    for lcid in _listed_locales():
        if group_of(lcid) != group:
            continue
        text = _string(c, "%08x" % lcid)
        try:
            r = yield GuestCall(func, (group, lcid, text, param))
        finally:
            vm.heap.free(text)
        if not r & 0xFFFFFFFF:
            break
    return 1


@api(KERNEL32, "IsValidLanguageGroup", "DWORD group, DWORD flags", widths=BOTH)
def IsValidLanguageGroup(c, group, flags):
    """TRUE for a group 1..17, whatever the flags ask (LGRPID_INSTALLED,
    LGRPID_SUPPORTED): every group is installed; FALSE for another number."""
    return int(LGRPID_WESTERN_EUROPE <= group <= LGRPID_ARMENIAN)
