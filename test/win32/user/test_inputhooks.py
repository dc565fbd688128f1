"""WH_KEYBOARD and WH_MOUSE hooks, and mouse_event (issue 23, "Programs in the wild":
Win32++'s frames install a thread keyboard hook to show Caps, Num and Scroll Lock in
their status bars; its Scribble sample stopped at SetWindowsHookEx(WH_KEYBOARD)).

test/exe/inputhooks.exe (guests/tests/inputhooks.c) installs both hooks and a WH_CBT hook,
types keys with keybd_event and clicks with mouse_event, and prints what the hooks see and
what PeekMessage retrieves: the keyboard chain is called for a peek without removing
(HC_NOREMOVE, 3) and again when the message is removed (HC_ACTION), with the virtual key,
the keystroke flags and GetKeyState still answering the state from before the message;
dropping B calls WH_CBT with HCBT_KEYSKIPPED and the program never sees it; the mouse
chain gets the message and a MOUSEHOOKSTRUCT (the point in screen coordinates, the
window, HTCLIENT); dropping the right button's press sends HCBT_CLICKSKIPPED. Once
unhooked, B arrives. Wine 8 prints these lines exactly, 32- and 64-bit.
"""

from paths import guest_exe

EXPECTED = [
    'start',
    'hooks: 1 1 1',
    'typed A',
    '  keyboard hook: code 3 vk 41 down 1 state 0',
    ' peeked 0100',
    '  keyboard hook: code 0 vk 41 down 1 state 0',
    ' retrieved 0100 vk 41',
    '  keyboard hook: code 0 vk 41 down 0 state 1',
    ' retrieved 0101 vk 41',
    'typed B',
    '  keyboard hook: code 3 vk 42 down 1 state 0',
    ' peeked 0100',
    '  keyboard hook: code 0 vk 42 down 1 state 0',
    '  cbt: HCBT_KEYSKIPPED vk 42',
    '  keyboard hook: code 0 vk 42 down 0 state 1',
    '  cbt: HCBT_KEYSKIPPED vk 42',
    'moved',
    'left click',
    '  mouse hook: code 0 msg 0201 at client 40,30 hwnd main hit 1 extra 0',
    ' retrieved 0201',
    '  mouse hook: code 0 msg 0202 at client 40,30 hwnd main hit 1 extra 0',
    ' retrieved 0202',
    'right click',
    '  mouse hook: code 0 msg 0204 at client 40,30 hwnd main hit 1 extra 0',
    '  cbt: HCBT_CLICKSKIPPED msg 0204',
    '  mouse hook: code 0 msg 0205 at client 40,30 hwnd main hit 1 extra 0',
    ' retrieved 0205',
    'unhook: 1 1 1',
    'typed B unhooked',
    ' peeked 0100',
    ' retrieved 0100 vk 42',
    ' retrieved 0101 vk 42',
    'done',
]


def test_keyboard_and_mouse_hooks_see_and_may_drop_input(boot, tmp_path, width):
    d = boot(guest_exe("inputhooks", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(300)
    assert d.vm.stdout_log == EXPECTED
