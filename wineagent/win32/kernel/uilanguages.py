"""UI languages: the thread's and the process's preferred UI language lists, the thread's
UI language, and the order in which the resource loader tries a resource's languages.

Windows (Vista and later) chooses a resource's language, when the program names none, by
the *thread's UI language*, not by its locale: SetThreadUILanguage and
SetThreadPreferredUILanguages set the thread's list, SetProcessPreferredUILanguages the
process's, and the user's and the system's lists (en-US here, the only UI language
installed) follow them. GetThreadUILanguage is the first language of that merged list, as
the documentation says (GetThreadPreferredUILanguages with MUI_MERGE_USER_FALLBACK).
SetThreadLocale no longer takes part (it did on Windows XP; Wine 8 still lets the thread
locale choose: named in test/win32/kernel/test_uilang.py).

``resource_languages`` is the one rule every resource reader uses (``Resources.lookup``:
FindResource(Ex), LoadString, LoadMenu, LoadAccelerators, dialog templates, icons,
bitmaps, FormatMessage's message tables...). A language is a LANGID; every list holds
LANGIDs Windows knows (``known_language``), neutral ones (a primary language alone,
0x0007) included.
"""

from .localenames import LOCALE_NAMES

__all__ = ["USER_UI_LANGUAGE", "SYSTEM_UI_LANGUAGE", "known_language", "language_name",
           "language_of_name", "thread_ui_languages", "merged_ui_languages",
           "thread_ui_language", "resource_languages"]

#: The user's and the system's UI language (and their one-entry preferred lists):
#: English (United States), the only UI language the guest has.
USER_UI_LANGUAGE = SYSTEM_UI_LANGUAGE = 0x0409

LANG_NEUTRAL = 0x00
SUBLANG_NEUTRAL, SUBLANG_DEFAULT, SUBLANG_SYS_DEFAULT = 0x00, 0x01, 0x02

#: LANGID -> its name as MUI_LANGUAGE_NAME spells it ("de-DE", "de" for the neutral 0x0007)
_NAMES = {lcid: name for lcid, name, _spec, _neutral in LOCALE_NAMES if lcid <= 0xFFFF}
#: lower-case name -> LANGID (a neutral name is its neutral LANGID: "de" is 0x0007)
_BY_NAME = {name.lower(): neutral for _lcid, name, _spec, neutral in LOCALE_NAMES
            if neutral <= 0xFFFF and "_" not in name}


def known_language(langid):
    """True for a LANGID Windows knows: a locale's (0x0813) or a neutral language's
    (0x0013). The LANG_NEUTRAL ids and unknown ones are not languages one can choose."""
    return langid in _NAMES


def language_name(langid):
    """The name of a known LANGID ("nl-BE")."""
    return _NAMES[langid]


def language_of_name(name):
    """The LANGID of a language name, case not mattering ("de" is the neutral 0x0007);
    None for a name Windows does not know."""
    return _BY_NAME.get(name.lower())


def thread_ui_languages(vm):
    """The calling thread's own list (SetThreadUILanguage's or
    SetThreadPreferredUILanguages'), then the process's (SetProcessPreferredUILanguages'),
    without repeats: the languages chosen for this thread before the user's."""
    out = []
    for langid in list(vm.threads.current.ui_languages) + list(vm.kernel.process_ui_languages):
        if langid not in out:
            out.append(langid)
    return out


def merged_ui_languages(vm, system=False):
    """The thread's merged list (MUI_MERGE_USER_FALLBACK): its own and the process's
    languages, then the user's; with ``system`` (MUI_MERGE_SYSTEM_FALLBACK) the system's
    too."""
    out = thread_ui_languages(vm)
    for langid in (USER_UI_LANGUAGE,) + ((SYSTEM_UI_LANGUAGE,) if system else ()):
        if langid not in out:
            out.append(langid)
    return out


def thread_ui_language(vm):
    """GetThreadUILanguage: the first language of the thread's merged list."""
    return merged_ui_languages(vm)[0]


def _push(order, *langids):
    for langid in langids:
        if langid not in order:
            order.append(langid)


def resource_languages(vm, lang=None):
    """(the LANGIDs to try in order, whether the first entry found is the last resort) for
    a resource asked for in ``lang`` (None: FindResource, LoadString & co., which name no
    language).

    A language named (its primary language is not LANG_NEUTRAL): that language, its
    primary language with SUBLANG_NEUTRAL, then a language-neutral entry; no other.
    None, 0 or another LANG_NEUTRAL id: that id's own entry (0x0400, 0x0800), then each
    language of the thread's own and the process's lists (``thread_ui_languages``) with
    its SUBLANG_NEUTRAL form, then the language-neutral entries (0x0000, 0x0400, 0x0800),
    the user's UI language and its neutral form, the system's and its neutral form, US
    English, then the first entry (no other English: a British-only entry is not
    preferred to the first, as Wine 8 answers). With SUBLANG_SYS_DEFAULT (0x0800) the
    thread's, the process's and the user's languages are skipped, as the system's default
    is asked for."""
    order = []
    if lang and lang & 0x3FF != LANG_NEUTRAL:
        _push(order, lang, lang & 0x3FF, LANG_NEUTRAL)
        return order, False
    if lang:                      # 0x0400, 0x0800: an entry of that very id first
        _push(order, lang)
    system_only = lang is not None and lang >> 10 == SUBLANG_SYS_DEFAULT
    if not system_only:
        for langid in thread_ui_languages(vm):
            _push(order, langid, langid & 0x3FF)
    _push(order, LANG_NEUTRAL, 0x0400, 0x0800)
    if not system_only:
        _push(order, USER_UI_LANGUAGE, USER_UI_LANGUAGE & 0x3FF)
    _push(order, SYSTEM_UI_LANGUAGE, SYSTEM_UI_LANGUAGE & 0x3FF, 0x0409)
    return order, True
