"""ntdll's locale names: RtlLocaleNameToLcid, RtlLcidToLocaleName and
RtlIsValidLocaleName, over Windows' table of names and LCIDs (kernel/localenames.py) that
KERNEL32's LocaleNameToLCID and LCIDToLocaleName read too.

Unlike KERNEL32's functions these refuse the default aliases' names (NULL and
"!x-sys-default-locale": STATUS_INVALID_PARAMETER_1) and take a neutral name or LCID only
with flag 2 (Windows' RTL_LOCALE_ALLOW_NEUTRAL_NAMES); the default LCIDs
(LOCALE_USER_DEFAULT, LOCALE_SYSTEM_DEFAULT, LOCALE_CUSTOM_DEFAULT) name the user's
locale, en-US, and LOCALE_NEUTRAL and LOCALE_CUSTOM_UNSPECIFIED none.

RtlNormalizeString and RtlIsNormalizedString are KERNEL32's NormalizeString and
IsNormalizedString (kernel32/normalize.py) answering NTSTATUS. The functions that map
Windows' binary NLS files are absent by design (below).
"""

from ....abi.api import BOTH, absent, api
from ...core.dllnames import NTDLL
from ...core.structures import UNICODE_STRING
from ...core.winerror import (STATUS_BUFFER_TOO_SMALL, STATUS_INVALID_PARAMETER,
                              STATUS_INVALID_PARAMETER_1, STATUS_INVALID_PARAMETER_2,
                              STATUS_NO_MEMORY, STATUS_NO_UNICODE_TRANSLATION,
                              STATUS_OBJECT_NAME_NOT_FOUND, STATUS_SUCCESS,
                              ERROR_INSUFFICIENT_BUFFER)
from ...kernel.localenames import LOCALE_NAMES
from ..kernel32.muilangs import (SYSTEM_UI_FLAGS, THREAD_UI_FLAGS, USER_UI_FLAGS, language_list,
                                 thread_languages)
from ..kernel32.normalize import (FORMS, NormalizeError, estimate, normalize, read_units,
                                  write_units)

absent(NTDLL, "Windows' binary NLS files (the c_*.nls code pages, locale.nls, l_intl.nls, "
       "the norm*.nls tables) mapped as sections: the guest has none; its conversions, "
       "locale data and normalisation are its own (kernel/nls.py, kernel/locale.py)",
       "NtGetNlsSectionPtr", "NtInitializeNlsFiles", "RtlGetLocaleFileMappingAddress")

_ALLOW_NEUTRAL = 2
LOCALE_INVARIANT, LCID_EN_US = 0x7F, 0x0409
#: the default LCIDs that stand for the user's locale (LOCALE_USER_DEFAULT,
#: LOCALE_SYSTEM_DEFAULT, LOCALE_CUSTOM_DEFAULT, LOCALE_CUSTOM_UI_DEFAULT)
_DEFAULTS = (0x400, 0x800, 0xC00, 0x1400)
#: lower-case name -> (its LCID, whether the name is a neutral one)
_BY_NAME = {name.lower(): (neutral, neutral != spec)
            for _lcid, name, spec, neutral in LOCALE_NAMES}
#: LCID -> (name, whether it is a neutral LCID)
_BY_LCID = {lcid: (name, spec != lcid) for lcid, name, spec, _neutral in LOCALE_NAMES}


@api(NTDLL, "RtlLocaleNameToLcid", "LPCWSTR name, LPVOID lcid, DWORD flags", widths=BOTH)
def RtlLocaleNameToLcid(c, name, lcid, flags):
    """The LCID of a locale name into ``*lcid``, case not mattering ("": the invariant
    locale); a neutral name ("en", "zh-Hant") only with flag 2, as its neutral LCID.
    Anything else: STATUS_INVALID_PARAMETER_1, ``*lcid`` untouched."""
    if name == "":
        c.vm.mem.w32(lcid, LOCALE_INVARIANT)
        return STATUS_SUCCESS
    entry = _BY_NAME.get(name.lower()) if name is not None else None
    if entry is None or (entry[1] and not flags & _ALLOW_NEUTRAL):
        return STATUS_INVALID_PARAMETER_1
    c.vm.mem.w32(lcid, entry[0])
    return STATUS_SUCCESS


@api(NTDLL, "RtlIsValidLocaleName", "LPCWSTR name, DWORD flags", widths=BOTH)
def RtlIsValidLocaleName(c, name, flags):
    """TRUE for a locale name RtlLocaleNameToLcid takes with the same flags: a specific
    locale's (a sort order's: "de-DE_phoneb"), the invariant locale's "", a neutral one
    ("en") only with flag 2; NULL and the default aliases are none."""
    if name == "":
        return 1
    entry = _BY_NAME.get(name.lower()) if name is not None else None
    return int(entry is not None and (not entry[1] or bool(flags & _ALLOW_NEUTRAL)))


@api(NTDLL, "RtlLcidToLocaleName", "DWORD lcid, LPVOID out, DWORD flags, BOOL alloc", widths=BOTH)
def RtlLcidToLocaleName(c, lcid, out, flags, alloc):
    """The name of ``lcid`` into the UNICODE_STRING ``out`` (Length in bytes, no NUL
    counted; the NUL written when it fits); with ``alloc`` (its low byte) a new buffer
    from the process heap that RtlFreeUnicodeString frees. A neutral LCID only with
    flag 2; STATUS_BUFFER_TOO_SMALL leaves the string as it was."""
    if lcid in _DEFAULTS:
        lcid = LCID_EN_US
    if lcid == LOCALE_INVARIANT:
        name = ""
    else:
        entry = _BY_LCID.get(lcid)
        if entry is None or (entry[1] and not flags & _ALLOW_NEUTRAL):
            return STATUS_INVALID_PARAMETER_1
        name = entry[0]
    if not out:
        return STATUS_INVALID_PARAMETER_2
    mem = c.vm.mem
    us = UNICODE_STRING.at(mem, out, c.ptr_size)
    data = (name + "\0").encode("utf-16-le")
    if alloc & 0xFF:
        buf = c.vm.heap.alloc(len(data))
        if not buf:
            return STATUS_NO_MEMORY
        us.Buffer, us.MaximumLength = buf, len(data)
    elif us.MaximumLength < len(data) - 2:
        return STATUS_BUFFER_TOO_SMALL
    mem.write(us.Buffer, data[:min(us.MaximumLength, len(data))])
    us.Length = len(data) - 2
    return STATUS_SUCCESS


# -- normalisation: KERNEL32's NormalizeString's code (kernel32/normalize.py) --------------
def _form_status(form):
    """STATUS_INVALID_PARAMETER for form 0, STATUS_OBJECT_NAME_NOT_FOUND for a form
    Windows has no table of (its tables are files), None for one it has."""
    if form == 0:
        return STATUS_INVALID_PARAMETER
    return None if form in FORMS else STATUS_OBJECT_NAME_NOT_FOUND


@api(NTDLL, "RtlNormalizeString", "DWORD form, LPVOID src, INT srclen, LPVOID dst, LPVOID pdstlen", widths=BOTH)
def RtlNormalizeString(c, form, src, srclen, dst, pdstlen):
    """NormalizeString as a status: ``*pdstlen`` is the room and gets the units written;
    0 room (or no buffer) gets the estimate; STATUS_BUFFER_TOO_SMALL with the size
    needed; STATUS_NO_UNICODE_TRANSLATION with where the string went wrong."""
    status = _form_status(form)
    if status is not None:
        return status
    mem = c.vm.mem
    room = mem.u32(pdstlen) if pdstlen else 0
    if not src and srclen or srclen < -1 or not pdstlen:
        return STATUS_INVALID_PARAMETER
    units = read_units(c, src, srclen) if srclen else ""
    if not dst or not room:
        mem.w32(pdstlen, estimate(form, len(units)) if units else 0)
        return STATUS_SUCCESS
    try:
        out = normalize(form, units)
    except NormalizeError as e:
        mem.w32(pdstlen, e.position)
        return STATUS_NO_UNICODE_TRANSLATION
    mem.w32(pdstlen, len(out))
    if len(out) > room:
        return STATUS_BUFFER_TOO_SMALL
    write_units(c, dst, out)
    return STATUS_SUCCESS


@api(NTDLL, "RtlIsNormalizedString", "DWORD form, LPVOID src, INT srclen, LPVOID result", widths=BOTH)
def RtlIsNormalizedString(c, form, src, srclen, result):
    """Whether the string is in form ``form`` already (a BOOLEAN into ``*result``);
    STATUS_NO_UNICODE_TRANSLATION when it cannot be normalised."""
    status = _form_status(form)
    if status is not None:
        return status
    if not src and srclen or srclen < -1 or not result:
        return STATUS_INVALID_PARAMETER
    units = read_units(c, src, srclen) if srclen else ""
    try:
        same = normalize(form, units) == units
    except NormalizeError:
        return STATUS_NO_UNICODE_TRANSLATION
    c.vm.mem.write(result, bytes((int(same),)))
    return STATUS_SUCCESS


# -- preferred UI languages: KERNEL32's lists (kernel32/muilangs.py) as NTSTATUS ----------
def _status(error):
    """The NTSTATUS of a language_list failure (None: success)."""
    if error is None:
        return STATUS_SUCCESS
    return STATUS_BUFFER_TOO_SMALL if error == ERROR_INSUFFICIENT_BUFFER else STATUS_INVALID_PARAMETER


@api(NTDLL, "RtlGetSystemPreferredUILanguages",
     "DWORD flags, DWORD unknown, LPVOID pnum, LPVOID buf, LPVOID pcch", widths=BOTH)
def RtlGetSystemPreferredUILanguages(c, flags, unknown, pnum, buf, pcch):
    """GetSystemPreferredUILanguages as a status (the second argument unused)."""
    return _status(language_list(c, [LCID_EN_US], flags, pnum, buf, pcch, SYSTEM_UI_FLAGS))


@api(NTDLL, "RtlGetUserPreferredUILanguages",
     "DWORD flags, DWORD unknown, LPVOID pnum, LPVOID buf, LPVOID pcch", widths=BOTH)
def RtlGetUserPreferredUILanguages(c, flags, unknown, pnum, buf, pcch):
    """GetUserPreferredUILanguages as a status (the second argument unused)."""
    return _status(language_list(c, [LCID_EN_US], flags, pnum, buf, pcch, USER_UI_FLAGS))


@api(NTDLL, "RtlGetThreadPreferredUILanguages", "DWORD flags, LPVOID pnum, LPVOID buf, LPVOID pcch",
     widths=BOTH)
def RtlGetThreadPreferredUILanguages(c, flags, pnum, buf, pcch):
    """GetThreadPreferredUILanguages as a status."""
    return _status(language_list(c, thread_languages(c, flags), flags, pnum, buf, pcch,
                                 THREAD_UI_FLAGS))
