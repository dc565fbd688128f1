"""GetCurrentInputMessageSource (issue 23; user32's input.c, test_input_message_source;
user/msgsource.py): the device and origin of the input message a procedure handles — a
key typed with keybd_event and a click made with SendInput are the keyboard's and the
mouse's, injected (2); a sent or posted message, and the character TranslateMessage
posts, have none, and a message sent from inside an input message's procedure has none
there while the input's comes back after it; the WM_MOUSEMOVE of SetCursorPos is the
system's (4), with no device. A PeekMessage that finds nothing leaves the source alone.

test/exe/msgsource.exe (guests/tests/msgsource.c) prints a line per check; EXPECTED is
what the same binary prints under Wine 8 (``xvfb-run -a wine msgsource.exe``), the same
at both widths, and what wineagent prints.
"""

from paths import guest_exe

EXPECTED = [
    'at start 0: 1 device=0 origin=0',
    'in 0x100: 1 device=0 origin=0',
    'in 0x401: 1 device=0 origin=0',
    'after a send, in 0x100: 1 device=0 origin=0',
    'in 0x100: 1 device=1 origin=2',
    'in 0x401: 1 device=0 origin=0',
    'after a send, in 0x100: 1 device=1 origin=2',
    'in 0x102: 1 device=0 origin=0',
    'in 0x101: 1 device=1 origin=2',
    'after the keys 0: 1 device=1 origin=2',
    'in 0x400: 1 device=0 origin=0',
    'in 0x400: 1 device=0 origin=0',
    'after a posted message 0: 1 device=0 origin=0',
    'in 0x200: 1 device=0 origin=4',
    'in 0x201: 1 device=2 origin=2',
    'in 0x401: 1 device=0 origin=0',
    'after a send, in 0x201: 1 device=2 origin=2',
    'in 0x202: 1 device=2 origin=2',
    'in 0x200: 1 device=0 origin=4',
]


def test_the_source_of_each_input_message(boot, tmp_path, width):
    d = boot(guest_exe("msgsource", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert d.vm.stdout_log == EXPECTED
