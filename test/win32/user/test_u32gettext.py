"""GetWindowText's buffer (dlls/user32/focus.py, user/window.py DefWindowProc's
WM_GETTEXT; docs/user.md, "Window words"; user32's win.c test_gettext): u32gettext.exe
(guests/tests/u32gettext.c) checks that the buffer is emptied before WM_GETTEXT is sent
with the caller's own pointer (a procedure answering without writing leaves an empty
string), that a count of 0 sends nothing, and that buffers that cannot be written (0x10)
or a negative count answer 0 instead of stopping the program. EXPECTED is what the same
binary prints under Wine 8 at both widths, line for line.
"""

from paths import guest_exe

EXPECTED = [
    "A: 7 'caption' messages=1 own-buffer=1",
    'A silent: 0 first=00 second=cc messages=1',
    "A count 0: 0 'blah' messages=0",
    'W silent: 0 first=0000 second=cccc messages=1 own-buffer=1',
    'W count 0: 0 first=cccc messages=0',
    'A at 0x10: 0',
    'A count 0 at 0x10000: 0',
    'A negative count: 0',
    'W at 0x10: 0',
    'W window at 0x10: 0',
    "A again: 7 'caption'",
    'done',
]


def test_get_window_text_buffer(boot, tmp_path, width):
    d = boot(guest_exe("u32gettext", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert list(d.vm.stdout_log) == EXPECTED
