"""The preferred UI languages (issue 23, "Programs in the wild (stop 27)": wxWidgets'
wxUILocale sets an empty thread list with SetThreadPreferredUILanguages, and its calendar
sample stopped there).

test/exe/muilangs.exe (guests/tests/muilangs.c) reads the user's, the system's and the
thread's lists as names and as four-digit ids, sizes a buffer, sets and clears the thread's
own list. The user, system and size lines are Wine 8's exactly, 32- and 64-bit.

The thread-list lines differ on purpose: Wine 8's SetThreadPreferredUILanguages is a stub
(TRUE, *pulNumLanguages untouched, nothing kept, both MUI_LANGUAGE_ID and _NAME accepted)
and its GetThreadPreferredUILanguages answers the user's list even with
MUI_THREAD_LANGUAGES. Ours follow the documentation: the count set comes back, the
thread's own list is kept (empty until set: a multi-string of two NULs), NULL or an empty
list clears it, and both name flags at once are ERROR_INVALID_PARAMETER (87).
"""

from paths import guest_exe

EXPECTED = [
    'user names: 1 num 1 cch 7 [en-US||] err 0',
    'user ids: 1 num 1 cch 6 [0409||] err 0',
    'system names: 1 num 1 cch 7 [en-US||] err 0',
    'user size: 1 num 1 cch 7 [] err 0',
    'user short: 0 num 77 cch 7 [] err 122',
    'thread names: 1 num 1 cch 7 [en-US||] err 0',
    'thread own: 1 num 0 cch 2 [||] err 0',            # Wine: 1 num 1 cch 7 [en-US||]
    'set empty: 1 num 0',                              # Wine: num 77 (untouched)
    'set en-US: 1 num 1',                              # Wine: num 77
    'thread own after: 1 num 1 cch 7 [en-US||] err 0',
    'thread own ids: 1 num 1 cch 6 [0409||] err 0',
    'set 0409: 1 num 1',                               # Wine: num 77
    'reset: 1 num 0',                                  # Wine: num 77
    'thread own reset: 1 num 0 cch 2 [||] err 0',      # Wine: 1 num 1 cch 7 [en-US||]
    'set both flags: 0 err 87',                        # Wine: 1 err 0
    'done',
]


def test_preferred_ui_language_lists(boot, tmp_path, width):
    d = boot(guest_exe("muilangs", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(300)
    assert d.vm.stdout_log == EXPECTED
