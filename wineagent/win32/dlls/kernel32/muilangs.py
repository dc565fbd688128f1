"""KERNEL32: the preferred UI languages — GetUserPreferredUILanguages,
GetSystemPreferredUILanguages, GetThreadPreferredUILanguages and
SetThreadPreferredUILanguages.

A language list is a double NUL-terminated multi-string of names ("en-US") with
MUI_LANGUAGE_NAME or of four hexadecimal digits ("0409") with MUI_LANGUAGE_ID. Only en-US
exists here (``locale.check_lcid``): the user's and the system's lists are en-US, and a
thread list naming another language stops the guest naming it. A thread's own list starts
empty; GetThreadPreferredUILanguages answers it, or the user's list while it is empty,
unless MUI_THREAD_LANGUAGES asks for the thread's own (then an empty list). Setting an
empty list or NULL clears it. A buffer too small (or NULL with a size of 0) gets the size
needed in *pcchLanguagesBuffer, as documented; NULL with a size, both spellings or a flag
the function does not take (MUI_FULL_LANGUAGE; MUI_MACHINE_LANGUAGE_SETTINGS but for the
system's list) is ERROR_INVALID_PARAMETER. Wine 8 keeps no thread list. ntdll's
RtlGet*PreferredUILanguages answer the same as NTSTATUS (ntdll/locale.py).
"""

from ....abi.api import BOTH, GuestCall, Unimplemented, api
from ...core.winerror import (ERROR_INSUFFICIENT_BUFFER, ERROR_INVALID_FLAGS,
                             ERROR_INVALID_PARAMETER)
from ...kernel.locale import LCID_EN_US
from ...core.dllnames import KERNEL32

MUI_LANGUAGE_ID, MUI_LANGUAGE_NAME = 0x4, 0x8
MUI_THREAD_LANGUAGES = 0x40
_NAMES = {LCID_EN_US: "en-US"}


def _spell(lcids, flags):
    """The multi-string (without its final NUL) of ``lcids`` as ``flags`` asks."""
    if flags & MUI_LANGUAGE_ID:
        return "".join("%04X\0" % lcid for lcid in lcids)
    return "".join(_NAMES[lcid] + "\0" for lcid in lcids)


MUI_MERGE_SYSTEM_FALLBACK, MUI_MERGE_USER_FALLBACK = 0x10, 0x20
MUI_MACHINE_LANGUAGE_SETTINGS = 0x400
#: The flags each Get*PreferredUILanguages takes (any other, MUI_FULL_LANGUAGE say, is
#: ERROR_INVALID_PARAMETER).
SYSTEM_UI_FLAGS = MUI_LANGUAGE_ID | MUI_LANGUAGE_NAME | MUI_MACHINE_LANGUAGE_SETTINGS
USER_UI_FLAGS = MUI_LANGUAGE_ID | MUI_LANGUAGE_NAME
THREAD_UI_FLAGS = (MUI_LANGUAGE_ID | MUI_LANGUAGE_NAME | MUI_MERGE_SYSTEM_FALLBACK
                 | MUI_MERGE_USER_FALLBACK | MUI_THREAD_LANGUAGES)


def language_list(c, lcids, flags, pnum, buf, pcch, allowed):
    """Write a language list as the Get*PreferredUILanguages functions answer it: None on
    success, else the failure, ERROR_INVALID_PARAMETER (a flag not ``allowed``, both
    spellings, no size, or no buffer for a size) or ERROR_INSUFFICIENT_BUFFER (the size
    needed then in *pcch)."""
    vm = c.vm
    if flags & ~allowed or flags & MUI_LANGUAGE_ID and flags & MUI_LANGUAGE_NAME or not pcch:
        return ERROR_INVALID_PARAMETER
    text = _spell(lcids, flags) + "\0" if lcids else "\0\0"   # an empty multi-string
    size = vm.mem.u32(pcch)
    if not buf and size:
        return ERROR_INVALID_PARAMETER
    if buf and size < len(text):
        vm.mem.w32(pcch, len(text))
        return ERROR_INSUFFICIENT_BUFFER
    if buf:
        vm.mem.write(buf, text.encode("utf-16-le"))
    vm.mem.w32(pcch, len(text))
    if pnum:
        vm.mem.w32(pnum, len(lcids))
    return None


def _answer(c, lcids, flags, pnum, buf, pcch, allowed):
    """language_list as a BOOL and the last error."""
    error = language_list(c, lcids, flags, pnum, buf, pcch, allowed)
    if error is not None:
        c.vm.last_error = error
        return 0
    return 1


def thread_languages(c, flags):
    """The thread's list (the user's while it has none of its own, unless
    MUI_THREAD_LANGUAGES asks for its own alone)."""
    own = c.vm.threads.current.ui_languages
    return own if own or flags & MUI_THREAD_LANGUAGES else [LCID_EN_US]


@api(KERNEL32, "GetUserPreferredUILanguages", "DWORD flags, LPVOID pnum, LPVOID buf, LPVOID pcch",
     widths=BOTH)
def GetUserPreferredUILanguages(c, flags, pnum, buf, pcch):
    return _answer(c, [LCID_EN_US], flags, pnum, buf, pcch, USER_UI_FLAGS)


@api(KERNEL32, "GetSystemPreferredUILanguages", "DWORD flags, LPVOID pnum, LPVOID buf, LPVOID pcch",
     widths=BOTH)
def GetSystemPreferredUILanguages(c, flags, pnum, buf, pcch):
    return _answer(c, [LCID_EN_US], flags, pnum, buf, pcch, SYSTEM_UI_FLAGS)


@api(KERNEL32, "GetThreadPreferredUILanguages", "DWORD flags, LPVOID pnum, LPVOID buf, LPVOID pcch",
     widths=BOTH)
def GetThreadPreferredUILanguages(c, flags, pnum, buf, pcch):
    return _answer(c, thread_languages(c, flags), flags, pnum, buf, pcch, THREAD_UI_FLAGS)


@api(KERNEL32, "SetThreadPreferredUILanguages", "DWORD flags, LPVOID buf, LPVOID pnum",
     widths=BOTH)
def SetThreadPreferredUILanguages(c, flags, buf, pnum):
    """Set (or with NULL or an empty list, clear) the calling thread's list; *pnum gets
    the number of languages set."""
    vm = c.vm
    if flags & MUI_LANGUAGE_ID and flags & MUI_LANGUAGE_NAME:
        vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    lcids = []
    p = buf
    while buf:
        entry = vm.mem.wstr(p)
        if not entry:
            break
        p += 2 * (len(entry) + 1)
        if flags & MUI_LANGUAGE_ID:
            try:
                lcid = int(entry, 16)
            except ValueError:
                lcid = None
        else:
            lcid = next((k for k, v in _NAMES.items() if v.lower() == entry.lower()), None)
        if lcid not in _NAMES:
            raise Unimplemented("%s!SetThreadPreferredUILanguages (language %s; only en-US "
                                "exists)" % (KERNEL32, entry))
        if not flags & (MUI_LANGUAGE_ID | MUI_LANGUAGE_NAME):
            vm.last_error = ERROR_INVALID_PARAMETER
            return 0
        if lcid not in lcids:
            lcids.append(lcid)
    vm.threads.current.ui_languages = lcids
    if pnum:
        vm.mem.w32(pnum, len(lcids))
    return 1


@api(KERNEL32, "EnumUILanguages{AW}", "LPVOID func, DWORD flags, LPARAM param", widths=BOTH)
def EnumUILanguages(c, func, flags, param):
    """Call ``func(language, param)`` for each UI language installed — English (United
    States) alone here — spelt "0409" (0 or MUI_LANGUAGE_ID) or "en-US"
    (MUI_LANGUAGE_NAME), until it answers FALSE. No callback: ERROR_INVALID_PARAMETER
    (before the flags); other flags: ERROR_INVALID_FLAGS."""
    vm = c.vm
    if not func:
        vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    if flags & ~(MUI_LANGUAGE_ID | MUI_LANGUAGE_NAME):
        vm.last_error = ERROR_INVALID_FLAGS
        return 0
    for lcid, name in _NAMES.items():
        text = (name if flags & MUI_LANGUAGE_NAME else "%04x" % lcid) + "\0"
        data = text.encode("utf-16-le" if c.wide else "cp1252")
        p = vm.heap.alloc(len(data))
        vm.mem.write(p, data)
        try:
            r = yield GuestCall(func, (p, param))
        finally:
            vm.heap.free(p)
        if not r & 0xFFFFFFFF:        # a BOOL: EAX's 32 bits
            break
    return 1
