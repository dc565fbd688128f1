"""WH_GETMESSAGE hooks and UIPI's message filters (issue 23, "Programs in the wild (stop
27)": every wxWidgets program installs a thread WH_GETMESSAGE hook to wake its idle
processing inside USER's modal loops, and stopped there; then at ChangeWindowMessageFilter).

test/exe/getmsghook.exe (guests/tests/getmsghook.c) hooks its thread and prints what the
hook sees and what the caller gets: a peek without removing (wParam PM_NOREMOVE) and the
GetMessage that removes it (PM_REMOVE); a wParam the hook changes reaches PeekMessage's
caller; a message the hook turns into WM_QUIT makes GetMessage answer 0; a sent message
never passes the hook; a modal dialog's loop retrieves its posted message through it; so
does WM_QUIT. The hook lines are Wine 8's exactly, 32- and 64-bit.

The filter lines differ on purpose: Wine 8's ChangeWindowMessageFilter{Ex} answer TRUE
without looking at anything. Ours follow the documentation: a flag other than MSGFLT_ADD
or MSGFLT_REMOVE and a CHANGEFILTERSTRUCT of the wrong cbSize are ERROR_INVALID_PARAMETER
(87), a bad window ERROR_INVALID_WINDOW_HANDLE (1400); ExtStatus says
MSGFLTINFO_ALREADYALLOWED_FORWND (1) for a second MSGFLT_ALLOW and
MSGFLTINFO_ALREADYDISALLOWED_FORWND (2) for a message never allowed (a lower integrity
level's messages are blocked unless allowed), MSGFLTINFO_NONE (0) for a change.
"""

from paths import guest_exe

EXPECTED = [
    'start',
    'hook: 1',
    '  hook: code 0 remove 0 msg WM_USER+1 wp 5 hwnd main',
    ' peeked 1 WM_USER+1 wp 5',
    '  hook: code 0 remove 1 msg WM_USER+1 wp 5 hwnd main',
    ' got 1 WM_USER+1 wp 5',
    '  hook: code 0 remove 1 msg WM_USER+2 wp 6 hwnd main',
    ' peeked and removed 1 WM_USER+2 wp 99',
    '  hook: code 0 remove 1 msg WM_USER+3 wp 8 hwnd none',
    ' got 0 msg 0012 wp 8',
    ' sent WM_USER+4 arrived',
    ' sent done',
    '  hook: code 0 remove 1 msg WM_USER+5 wp 7 hwnd other',
    ' dialog got WM_USER+5 wp 7',
    'dialog: 3',
    '  hook: code 0 remove 1 WM_QUIT wp 4',
    ' got 0 msg 0012 wp 4',
    'unhook: 1',
    'filter add: 1 0',
    'filter remove: 1 0',
    'filter bad flag: 0 87',                      # Wine: 1 0
    'filter ex allow: 1 0 status 0',              # Wine: status 77 (untouched)
    'filter ex allow again: 1 0 status 1',        # Wine: status 77
    'filter ex disallow: 1 0 status 2',           # Wine: status 77
    'filter ex bad size: 0 87',                   # Wine: 1 0
    'filter ex bad window: 0 1400',               # Wine: 1 0
    'filter ex reset: 1 0',
    'done',
]


def test_getmessage_hook_sees_and_may_change_what_is_retrieved(boot, tmp_path, width):
    d = boot(guest_exe("getmsghook", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(300)
    assert d.vm.stdout_log == EXPECTED
