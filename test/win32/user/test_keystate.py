"""The keyboard state of each thread's input and of the desktop (issue 23; user32's
input.c, test_GetKeyState and test_attach_input; user/keystate.py): GetKeyState,
GetKeyboardState, SetKeyboardState and GetAsyncKeyState while keybd_event types a key
for the main thread's window, seen by the main thread before and after it reads the
key's messages and by another thread — one that reads no messages (its input starts
at its first key-state call and misses the press already made), one that does
(GetKeyState sees the press, GetKeyboardState only once GetKeyState has looked);
SetKeyboardState of one thread only; AttachThreadInput's shared state, empty at each
attach and detach, and its refusal of a thread that has no message queue; and the
queue's status (MsgWaitForMultipleObjects, GetQueueStatus) as keybd_event's message
arrives, and the raw input records (GetRawInputBuffer) its keys make for a process
registered for the keyboard; SendInput's KEYEVENTF_UNICODE: VK_PACKET with the character
in lParam's high word, which TranslateMessage makes the WM_CHAR and a WH_KEYBOARD_LL hook
sees as its scanCode, and with Alt held (Alt and the character in one SendInput,
judged together) as WM_SYSKEYDOWN / WM_SYSKEYUP.

test/exe/keystate.exe (guests/tests/keystate.c) prints a line per check; EXPECTED is what
the same binary prints under Wine 8 (``xvfb-run -a wine keystate.exe``), the same at
both widths, and what wineagent prints.
"""

from paths import guest_exe

EXPECTED = [
    'after keybd_event: wait 0 status 0x10001',
    'raw input of keybd_event: 2 records, size kept=1',
    '  type 1 make 0x10 flags 0 vkey 0x51 message 0x100',
    '  type 1 make 0x10 flags 0x1 vkey 0x51 message 0x101',
    'unicode key: msg 0x100 wparam 0xe7 lparam 0x3c00001',
    'unicode key: msg 0x102 wparam 0x3c0 lparam 0x1',
    'unicode key: msg 0x101 wparam 0xe7 lparam 0x3c00001',
    'unicode key: hook vk 0xe7 scan 0x3c0',
    'unicode key: hook vk 0xe7 scan 0x3c0',
    'alt+unicode: hook msg 0x104 vk 0xa4 scan 0',
    'alt+unicode: hook msg 0x104 vk 0xe7 scan 0x3041',
    'alt+unicode: hook msg 0x105 vk 0xe7 scan 0x3041',
    'alt+unicode: hook msg 0x101 vk 0xa4 scan 0',
    'async X after the press 0x8000',
    'main, pressed, unread: GetKeyboardState 0, GetKeyState 0, then GetKeyboardState 0; C 0',
    'thread, pressed: GetKeyboardState 0, GetKeyState 0, then GetKeyboardState 0; C 0',
    'main, pressed, read: GetKeyboardState 0x81, GetKeyState 0xff81, then GetKeyboardState 0x81; C 0',
    'main, released, unread: GetKeyboardState 0x81, GetKeyState 0xff81, then GetKeyboardState 0x81; C 0',
    'thread, released: GetKeyboardState 0, GetKeyState 0x1, then GetKeyboardState 0x1; C 0',
    'main, released, read: GetKeyboardState 0x1, GetKeyState 0x1, then GetKeyboardState 0x1; C 0',
    'thread, pressed again: GetKeyboardState 0x1, GetKeyState 0xff80, then GetKeyboardState 0x80; C 0',
    'thread, released again: GetKeyboardState 0x80, GetKeyState 0, then GetKeyboardState 0; C 0',
    'async X after the press 0x8000',
    'main, pressed, unread: GetKeyboardState 0, GetKeyState 0, then GetKeyboardState 0; C 0',
    'reading thread, pressed: GetKeyboardState 0, GetKeyState 0xff81, then GetKeyboardState 0x81; C 0',
    'main, pressed, read: GetKeyboardState 0x81, GetKeyState 0xff81, then GetKeyboardState 0x81; C 0',
    'main, released, unread: GetKeyboardState 0x81, GetKeyState 0xff81, then GetKeyboardState 0x81; C 0',
    'reading thread, released: GetKeyboardState 0x81, GetKeyState 0x1, then GetKeyboardState 0x1; C 0',
    'main, released, read: GetKeyboardState 0x1, GetKeyState 0x1, then GetKeyboardState 0x1; C 0',
    'reading thread, pressed again: GetKeyboardState 0x1, GetKeyState 0xff80, then GetKeyboardState 0x80; C 0',
    'reading thread, released again: GetKeyboardState 0x80, GetKeyState 0, then GetKeyboardState 0; C 0',
    'main, pressed, C set, unread: GetKeyboardState 0, GetKeyState 0, then GetKeyboardState 0; C 0x80',
    'reading thread, main set C: GetKeyboardState 0, GetKeyState 0xff81, then GetKeyboardState 0x81; C 0',
    'async C 0',
    'main, pressed, C set, read: GetKeyboardState 0x81, GetKeyState 0xff81, then GetKeyboardState 0x81; C 0x80',
    'main, released, C cleared, unread: GetKeyboardState 0, GetKeyState 0, then GetKeyboardState 0; C 0',
    'main, released, C cleared, read: GetKeyboardState 0, GetKeyState 0, then GetKeyboardState 0; C 0',
    'reading thread, it set C: GetKeyboardState 0, GetKeyState 0, then GetKeyboardState 0; C 0x80',
    'main, the thread set C: GetKeyboardState 0, GetKeyState 0, then GetKeyboardState 0; C 0',
    'attach=1',
    'main, attached: GetKeyboardState 0, GetKeyState 0, then GetKeyboardState 0; C 0',
    'reading thread, attached: GetKeyboardState 0, GetKeyState 0, then GetKeyboardState 0; C 0',
    'main, attached, the thread set C: GetKeyboardState 0, GetKeyState 0, then GetKeyboardState 0; C 0x80',
    'reading thread, attached, main set C: GetKeyboardState 0, GetKeyState 0, then GetKeyboardState 0; C 0x81',
    'detach=1',
    'main, detached: GetKeyboardState 0, GetKeyState 0, then GetKeyboardState 0; C 0',
    'reading thread, detached: GetKeyboardState 0, GetKeyState 0, then GetKeyboardState 0; C 0x81',
    'attach to a thread with no queue=0 err=87',
    'attach a thread with no queue=0 err=87',
    'attach two other threads, one with no queue=0 err=87',
    'attach one with a queue=1',
]


def test_thread_and_desktop_key_state(boot, tmp_path, width):
    d = boot(guest_exe("keystate", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert d.vm.stdout_log == EXPECTED
