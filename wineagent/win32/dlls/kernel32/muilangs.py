"""KERNEL32: the UI languages — GetThreadUILanguage, SetThreadUILanguage, the preferred UI
language lists (GetUserPreferredUILanguages, GetSystemPreferredUILanguages,
Get/SetThreadPreferredUILanguages, Get/SetProcessPreferredUILanguages), the user's and
the system's default UI language, and EnumUILanguages.

The lists themselves and the order the resource loader tries languages in are
``kernel/uilanguages.py``. A language list is a double NUL-terminated multi-string of
names ("en-US") with MUI_LANGUAGE_NAME or of four hexadecimal digits ("0409") with
MUI_LANGUAGE_ID. English (United States) is the only UI language installed: the user's
and the system's lists are en-US. A thread or the process may still choose any language
Windows knows ("nl-BE", the neutral "de"): resources in that language are then chosen
where the program has them, as on Windows with a program carrying its own translations.

A thread's own list starts empty; GetThreadPreferredUILanguages answers it merged with
the process's and the user's (MUI_MERGE_USER_FALLBACK, the default), or alone with
MUI_THREAD_LANGUAGES (an empty list then). Setting an empty list or NULL clears it. A
buffer too small (or NULL with a size of 0) gets the size needed in *pcchLanguagesBuffer,
as documented; NULL with a size, both spellings or a flag the function does not take
(MUI_FULL_LANGUAGE; MUI_MACHINE_LANGUAGE_SETTINGS but for the system's list) is
ERROR_INVALID_PARAMETER. Wine 8 keeps no thread or process list (its setters are stubs,
its SetThreadUILanguage answers its argument and changes nothing). ntdll's
RtlGet*PreferredUILanguages answer the same as NTSTATUS (ntdll/locale.py).
"""

from ....abi.api import BOTH, GuestCall, Unimplemented, api
from ...core.winerror import (ERROR_INSUFFICIENT_BUFFER, ERROR_INVALID_FLAGS,
                             ERROR_INVALID_PARAMETER)
from ...kernel.uilanguages import (SYSTEM_UI_LANGUAGE, USER_UI_LANGUAGE, known_language,
                                  language_name, language_of_name, merged_ui_languages,
                                  thread_ui_language)
from ...core.dllnames import KERNEL32

MUI_LANGUAGE_ID, MUI_LANGUAGE_NAME = 0x4, 0x8
MUI_THREAD_LANGUAGES = 0x40
MUI_RESET_FILTERS, MUI_CONSOLE_FILTER, MUI_COMPLEX_SCRIPT_FILTER = 0x1, 0x100, 0x200


def _spell(langids, flags):
    """The multi-string (without its final NUL) of ``langids`` as ``flags`` asks."""
    if flags & MUI_LANGUAGE_ID:
        return "".join("%04X\0" % langid for langid in langids)
    return "".join(language_name(langid) + "\0" for langid in langids)


MUI_MERGE_SYSTEM_FALLBACK, MUI_MERGE_USER_FALLBACK = 0x10, 0x20
MUI_MACHINE_LANGUAGE_SETTINGS = 0x400
#: The flags each Get*PreferredUILanguages takes (any other, MUI_FULL_LANGUAGE say, is
#: ERROR_INVALID_PARAMETER).
SYSTEM_UI_FLAGS = MUI_LANGUAGE_ID | MUI_LANGUAGE_NAME | MUI_MACHINE_LANGUAGE_SETTINGS
USER_UI_FLAGS = PROCESS_UI_FLAGS = MUI_LANGUAGE_ID | MUI_LANGUAGE_NAME
THREAD_UI_FLAGS = (MUI_LANGUAGE_ID | MUI_LANGUAGE_NAME | MUI_MERGE_SYSTEM_FALLBACK
                 | MUI_MERGE_USER_FALLBACK | MUI_THREAD_LANGUAGES)


def language_list(c, langids, flags, pnum, buf, pcch, allowed):
    """Write a language list as the Get*PreferredUILanguages functions answer it: None on
    success, else the failure, ERROR_INVALID_PARAMETER (a flag not ``allowed``, both
    spellings, no size, or no buffer for a size) or ERROR_INSUFFICIENT_BUFFER (the size
    needed then in *pcch)."""
    vm = c.vm
    if flags & ~allowed or flags & MUI_LANGUAGE_ID and flags & MUI_LANGUAGE_NAME or not pcch:
        return ERROR_INVALID_PARAMETER
    text = _spell(langids, flags) + "\0" if langids else "\0\0"   # an empty multi-string
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
        vm.mem.w32(pnum, len(langids))
    return None


def _answer(c, langids, flags, pnum, buf, pcch, allowed):
    """language_list as a BOOL and the last error."""
    error = language_list(c, langids, flags, pnum, buf, pcch, allowed)
    if error is not None:
        c.vm.last_error = error
        return 0
    return 1


def thread_languages(c, flags):
    """GetThreadPreferredUILanguages' list for ``flags``: the thread's own alone with
    MUI_THREAD_LANGUAGES, else merged with the process's and the user's (and the
    system's with MUI_MERGE_SYSTEM_FALLBACK). That flag's fallback and neutral languages
    are not made for a language the thread or the process chose: the guest stops."""
    vm = c.vm
    if flags & MUI_THREAD_LANGUAGES:
        return list(vm.threads.current.ui_languages)
    merged = merged_ui_languages(vm, system=bool(flags & MUI_MERGE_SYSTEM_FALLBACK))
    if flags & MUI_MERGE_SYSTEM_FALLBACK and merged[0] != USER_UI_LANGUAGE:
        raise Unimplemented("%s!%s (MUI_MERGE_SYSTEM_FALLBACK: the fallback languages of %s)"
                            % (KERNEL32, c.spec.name, language_name(merged[0])))
    return merged


@api(KERNEL32, "GetUserPreferredUILanguages", "DWORD flags, LPVOID pnum, LPVOID buf, LPVOID pcch",
     widths=BOTH)
def GetUserPreferredUILanguages(c, flags, pnum, buf, pcch):
    """The user's list: en-US."""
    return _answer(c, [USER_UI_LANGUAGE], flags, pnum, buf, pcch, USER_UI_FLAGS)


@api(KERNEL32, "GetSystemPreferredUILanguages", "DWORD flags, LPVOID pnum, LPVOID buf, LPVOID pcch",
     widths=BOTH)
def GetSystemPreferredUILanguages(c, flags, pnum, buf, pcch):
    """The system's list: en-US."""
    return _answer(c, [SYSTEM_UI_LANGUAGE], flags, pnum, buf, pcch, SYSTEM_UI_FLAGS)


@api(KERNEL32, "GetThreadPreferredUILanguages", "DWORD flags, LPVOID pnum, LPVOID buf, LPVOID pcch",
     widths=BOTH)
def GetThreadPreferredUILanguages(c, flags, pnum, buf, pcch):
    """The thread's list (thread_languages)."""
    return _answer(c, thread_languages(c, flags), flags, pnum, buf, pcch, THREAD_UI_FLAGS)


@api(KERNEL32, "GetProcessPreferredUILanguages", "DWORD flags, LPVOID pnum, LPVOID buf, LPVOID pcch",
     widths=BOTH)
def GetProcessPreferredUILanguages(c, flags, pnum, buf, pcch):
    """The process's list, SetProcessPreferredUILanguages' (empty until set: a
    multi-string of two NULs, *pnum 0, as documented; Wine 8 answers the user's)."""
    return _answer(c, list(c.vm.kernel.process_ui_languages), flags, pnum, buf, pcch,
                   PROCESS_UI_FLAGS)


def _read_list(c, flags, buf):
    """The LANGIDs of a multi-string a Set*PreferredUILanguages function was given (NULL:
    none), without repeats; None (ERROR_INVALID_PARAMETER set) when the flags do not name
    one spelling or an entry is no language Windows knows."""
    vm = c.vm
    if flags & MUI_LANGUAGE_ID and flags & MUI_LANGUAGE_NAME:
        vm.last_error = ERROR_INVALID_PARAMETER
        return None
    langids = []
    p = buf
    while buf:
        entry = vm.mem.wstr(p)
        if not entry:
            break
        p += 2 * (len(entry) + 1)
        if not flags & (MUI_LANGUAGE_ID | MUI_LANGUAGE_NAME):
            vm.last_error = ERROR_INVALID_PARAMETER
            return None
        if flags & MUI_LANGUAGE_ID:
            try:
                langid = int(entry, 16) if len(entry) <= 4 else None
            except ValueError:
                langid = None
        else:
            langid = language_of_name(entry)
        if langid is None or not known_language(langid):
            vm.last_error = ERROR_INVALID_PARAMETER
            return None
        if langid not in langids:
            langids.append(langid)
    return langids


@api(KERNEL32, "SetThreadPreferredUILanguages", "DWORD flags, LPVOID buf, LPVOID pnum",
     widths=BOTH)
def SetThreadPreferredUILanguages(c, flags, buf, pnum):
    """Set (or with NULL or an empty list, clear) the calling thread's list of languages
    Windows knows (another: ERROR_INVALID_PARAMETER); *pnum gets the number of languages
    set. The console and complex-script filters (MUI_CONSOLE_FILTER,
    MUI_COMPLEX_SCRIPT_FILTER, MUI_RESET_FILTERS) are not done: the guest stops."""
    filters = flags & (MUI_RESET_FILTERS | MUI_CONSOLE_FILTER | MUI_COMPLEX_SCRIPT_FILTER)
    if filters:
        raise Unimplemented("%s!SetThreadPreferredUILanguages (filter flags %#x)"
                            % (KERNEL32, filters))
    langids = _read_list(c, flags, buf)
    if langids is None:
        return 0
    c.vm.threads.current.ui_languages = langids
    if pnum:
        c.vm.mem.w32(pnum, len(langids))
    return 1


@api(KERNEL32, "SetProcessPreferredUILanguages", "DWORD flags, LPVOID buf, LPVOID pnum",
     widths=BOTH)
def SetProcessPreferredUILanguages(c, flags, buf, pnum):
    """Set (or with NULL or an empty list, clear) the process's list, which every
    thread's merged list and resource lookup take after the thread's own; *pnum gets the
    number of languages set. Flags other than the two spellings: ERROR_INVALID_PARAMETER,
    as are both at once and a language Windows does not know."""
    if flags & ~(MUI_LANGUAGE_ID | MUI_LANGUAGE_NAME):
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    langids = _read_list(c, flags, buf)
    if langids is None:
        return 0
    c.vm.kernel.process_ui_languages = tuple(langids)
    if pnum:
        c.vm.mem.w32(pnum, len(langids))
    return 1


@api(KERNEL32, "GetThreadUILanguage", widths=BOTH)
def GetThreadUILanguage(c):
    """The first language of the thread's merged list: SetThreadUILanguage's or
    SetThreadPreferredUILanguages' first, else the process's first, else the user's
    (en-US), as documented."""
    return thread_ui_language(c.vm)


@api(KERNEL32, "SetThreadUILanguage", "WORD langid", widths=BOTH)
def SetThreadUILanguage(c, langid):
    """Make ``langid`` the calling thread's UI language (its own preferred list becomes
    that one language) and answer it. 0 changes nothing and answers the thread's UI
    language (Windows keeps a language set before: Wine's locale.c checks it on
    Windows). A LANGID Windows does not know: the thread's language is kept and answered,
    which differs from the argument as documented, with ERROR_INVALID_PARAMETER.
    Windows' console filter (a complex-script language a console cannot show) is not
    applied."""
    vm = c.vm
    if langid and known_language(langid):
        vm.threads.current.ui_languages = [langid]
        return langid
    if langid:
        vm.last_error = ERROR_INVALID_PARAMETER
    return thread_ui_language(vm)


@api(KERNEL32, "GetUserDefaultUILanguage", widths=BOTH)
def GetUserDefaultUILanguage(c):
    """The user's UI language: en-US (what SetThreadUILanguage chose is the thread's)."""
    return USER_UI_LANGUAGE


@api(KERNEL32, "GetSystemDefaultUILanguage", widths=BOTH)
def GetSystemDefaultUILanguage(c):
    """The system's install language: en-US."""
    return SYSTEM_UI_LANGUAGE


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
    for langid in (SYSTEM_UI_LANGUAGE,):
        text = (language_name(langid) if flags & MUI_LANGUAGE_NAME else "%04x" % langid) + "\0"
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
