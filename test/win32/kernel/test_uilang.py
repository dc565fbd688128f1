"""Resources chosen by UI language (issue 23, kernel32 NLS: Wine's locale.c stopped at
SetThreadUILanguage).

test/exe/uilang.exe (guests/tests/uilang.c + uilang.rc) carries string tables, a menu, a
dialog and an accelerator table in several languages and prints which entry LoadString,
LoadMenu, CreateDialog and LoadAccelerators choose after SetThreadUILanguage,
SetThreadPreferredUILanguages, SetProcessPreferredUILanguages and SetThreadLocale, which FindResourceEx chooses for a language named, and which message
table FormatMessage(FORMAT_MESSAGE_FROM_HMODULE) reads.

The lines where no UI language was chosen are Wine 8's exactly, 32- and 64-bit. Where
they differ, Wine 8 is the one that departs from Windows' documentation: its
SetThreadUILanguage answers its argument and keeps nothing, its
Set{Thread,Process}PreferredUILanguages are stubs (TRUE, *pulNumLanguages untouched, any
name taken), its GetThreadUILanguage is always the user's, and its resource loader
chooses by the thread's *locale* (SetThreadLocale), as Windows XP did. Windows Vista and
later choose by the thread's UI languages (the thread's own list, then the process's),
and GetThreadUILanguage is the first of the thread's merged list.
"""

from paths import guest_exe

EXPECTED = [
    'user=0409 system=0409',
    'start: ui=0409 strings neutral de-DE it-IT menu &File dialog Settings accel O',
    'FormatMessage(0000)=6 Hello  err=0',
    'SetThreadUILanguage(0407)=0407',
    # Wine: ui=0409 strings neutral de-DE it-IT menu &File dialog Settings accel O
    'de-DE: ui=0407 strings de-DE de-DE it-IT menu &Datei dialog Einstellungen accel D',
    # FindResourceEx with LANG_NEUTRAL is FindResource's order: the thread's language first
    'FindResourceEx(1, 0000): de-DE',                  # Wine: neutral
    # a module's message table by the same rule; a language named: that one or none
    'FormatMessage(0000)=6 Hallo  err=0',              # Wine: Hello
    'FormatMessage(0409)=6 Hello  err=0',
    'FormatMessage(040c)=0 - err=1815',
    'thread own: 1 num 1 [de-DE|]',                    # Wine: [en-US|]
    'thread merged: 1 num 2 [0407|0409|]',             # Wine: num 1 [0409|]
    # a new thread has no language of its own
    'other thread: ui=0409 strings neutral de-DE it-IT menu &File dialog Settings accel O',
    'SetThreadUILanguage(0)=0407 ui=0407',             # Wine: 0409 ui=0409
    'SetThreadUILanguage(040c)=040c',
    # fr-FR: French's SUBLANG_NEUTRAL entry; the rest have no French
    'fr-FR: ui=040c strings fr de-DE it-IT menu &File dialog Settings accel O',  # Wine: ui=0409 neutral
    'SetThreadUILanguage(1234)=040c err=87 ui=040c',   # Wine: 1234 err=0 ui=0409
    'SetThreadUILanguage(0813)=0813',
    # nl-BE: no Dutch (Belgium) nor neutral Dutch for 16: the neutral-less order goes on
    'nl-BE: ui=0813 strings nl-BE de-DE it-IT menu &File dialog Settings accel O',  # Wine: ui=0409 neutral
    'SetThreadPreferredUILanguages(ja-JP de-DE)=1 num 2',   # Wine: num 77
    # Wine: ui=0409 strings neutral de-DE it-IT menu &File ...
    'ja-JP de-DE: ui=0411 strings de-DE ja-JP it-IT menu &Fairu dialog Einstellungen accel D',
    'SetThreadPreferredUILanguages(xx-YY)=0 err=87',   # Wine: 1 err=0
    'SetThreadPreferredUILanguages(NULL)=1 num 0',     # Wine: num 77
    'cleared: ui=0409 strings neutral de-DE it-IT menu &File dialog Settings accel O',
    'process: 1 num 0 []',                             # Wine: num 1 [en-US|]
    'SetProcessPreferredUILanguages(0407)=1 num 1',    # Wine: num 77
    'process: 1 num 1 [de-DE|]',                       # Wine: [en-US|]
    # Wine: ui=0409 strings neutral de-DE it-IT menu &File dialog Settings accel O
    'process de-DE: ui=0407 strings de-DE de-DE it-IT menu &Datei dialog Einstellungen accel D',
    # the process's list is every thread's
    'other thread: ui=0407 strings de-DE de-DE it-IT menu &Datei dialog Einstellungen accel D',
    'SetProcessPreferredUILanguages(NULL)=1 num 0',    # Wine: num 77
    # Wine: menu &Datei dialog Einstellungen accel D (its loader follows the thread locale)
    'locale de-DE: ui=0409 strings neutral de-DE it-IT menu &File dialog Settings accel O',
    'FindResourceEx(1, 0407): de-DE',
    'FindResourceEx(1, 0c07): neutral',
    'FindResourceEx(1, 0c0c): fr',
    'FindResourceEx(2, 0c07): none err=1815',
    'FindResourceEx(2, 0000): de-DE',
    'FindResourceEx(2, 0800): de-DE',
    'FindResourceEx(3, 0000): it-IT',
    'done',
]


def test_resources_follow_the_threads_ui_language(boot, tmp_path, width):
    d = boot(guest_exe("uilang", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(600)
    assert d.vm.stdout_log == EXPECTED
