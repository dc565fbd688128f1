"""Hooks read messages in their own character set (issue 23, "Programs in the wild (stop
29): Qt": Qt 5's Designer installs an A WH_CALLWNDPROC hook over Unicode windows and
stopped at SetWindowTextW's WM_SETTEXT, whose conversion for a hook was not written).

test/exe/hookaw.exe (guests/tests/hookaw.c) prints the text each hook reads, as bytes for
a hook installed with SetWindowsHookExA and as UTF-16 units for one installed with ...W.
On Windows every hook reads its own character set, whatever the window's, the sender's or
the message loop's: USER hands it a copy converted as SendMessageA/W convert a message for
a procedure of the other character set (CWPSTRUCT, CWPRETSTRUCT with the filled WM_GETTEXT
buffer and its length in the hook's units, a character message's code in the MSG of
WH_GETMESSAGE and WH_MSGFILTER, HCBT_CREATEWND's CREATESTRUCT); CallNextHookEx converts
again for the next hook of the other set.

Wine 8 converts only HCBT_CREATEWND's CREATESTRUCT (its hook.c: "WH_CALLWNDPROC OK
(FIXME: A/W mapping?)"); every other hook gets the text as the sender or the loop wrote
it. The lines below are Wine 8's (32- and 64-bit alike) where it converts, and Windows'
where it does not, each difference noted with Wine's line.
"""

from paths import guest_exe

EXPECTED = [
    'unicode: 1 0',
    'SetWindowTextW to the W window, an A hook',
    '  cwpA WM_SETTEXT: 57 e9 80',                 # Wine: 57 (the UTF-16 read as bytes)
    'SetWindowTextA to the W window',
    '  cwpA WM_SETTEXT: 41 e9',
    'SetWindowTextA to the A window, a W hook',
    '  cwpW WM_SETTEXT: 0041 00e9 20ac',           # Wine: e941 0080 ... (bytes as units)
    'a W hook, then an A hook',
    '  cwpW WM_SETTEXT: 0078 00e9',
    '  cwpA WM_SETTEXT: 78 e9',                    # Wine: 78
    '  retA WM_GETTEXT 2: 52 e9',                  # Wine: 52
    'GetWindowTextW of the W window, an A hook: 2',
    '  getmsgA WM_CHAR 0080',                      # Wine: 20ac
    'GetMessageW: 0102 20ac',
    '  filterW code 5 msg 0102 wp 20ac',           # Wine: wp 0080
    'CallMsgFilterA: 0',
    '  filterW code 77 msg 0102 wp 20ac',          # Wine: wp 0080
    'CallMsgFilterA: 1 wp 0080',
    'CreateWindowW, a W hook, then an A hook',
    '  cbtW create: 0054 00e9',
    '  cbtA create: 54 e9',
    'CreateWindowA',
    '  cbtW create: 0055 00e9',
    '  cbtA create: 55 e9',
    'title: 55 e9',
    'done',
]


def test_hooks_read_messages_in_their_own_character_set(boot, tmp_path, width):
    d = boot(guest_exe("hookaw", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(300)
    assert d.vm.stdout_log == EXPECTED
