"""GetWindowWord / SetWindowWord and a NULL window procedure (dlls/user32/windowlong.py;
docs/user.md, "Window words"; user32's win.c test_SetWindowLong): u32words.exe
(guests/tests/u32words.c) reads and writes two of a window's extra bytes (past the end:
ERROR_INVALID_INDEX), the low word of GWLP_USERDATA (its high word kept), and is refused
the ID, module, parent, procedure and styles; then sets a NULL procedure through
SetWindowLongPtrA and W (the procedure kept, the window speaking the caller's character
set). EXPECTED is what the same binary prints under Wine 8 at both widths, line for line.
"""

from paths import guest_exe

EXPECTED = [
    'GetWindowWord(0)=22136 err=3735928559',
    'GetWindowWord(2)=4660 err=3735928559',
    'GetWindowWord(4)=0 err=3735928559',
    'GetWindowWord(5)=0 err=1413',
    'SetWindowWord(2, 43981)=4660 err=3735928559',
    'GetWindowLong(0)=abcd5678',
    'SetWindowWord(4, 4369)=0 err=3735928559',
    'SetWindowWord(5, 8738)=0 err=1413',
    'GetWindowWord(-1)=0 err=1413',
    'GetWindowWord(GWLP_USERDATA)=123 err=3735928559',
    'SetWindowWord(GWLP_USERDATA, 124)=123 err=3735928559',
    'GWLP_USERDATA now 1007c',
    'GetWindowWord(GWLP_ID)=0 err=1413',
    'SetWindowWord(GWLP_ID, 9)=0 err=1413',
    'GWLP_ID now 7',
    'GetWindowWord(GWLP_HINSTANCE)=0 err=1413',
    'SetWindowWord(GWLP_HINSTANCE, 1)=0 err=1413',
    'GetWindowWord(GWLP_HWNDPARENT)=0 err=1413',
    'SetWindowWord(GWLP_HWNDPARENT, 0)=0 err=1413',
    'GetWindowWord(GWLP_WNDPROC)=0 err=1413',
    'SetWindowWord(GWLP_WNDPROC, 48879)=0 err=1413',
    'GetWindowWord(GWL_STYLE)=0 err=1413',
    'SetWindowWord(GWL_STYLE, 0)=0 err=1413',
    'GetWindowWord(GWL_EXSTYLE)=0 err=1413',
    'style still 50000000',
    'GetWindowWord(no window)=0 err=1400',
    'SetWindowWord(no window, 1)=0 err=1400',
    'GetWindowWord(desktop)=0 err=1413',
    'SetWindowWord(desktop, 1)=0 err=5',
    'A NULL proc: returned-own=1 err=3735928559 unicode=0 kept=1',
    'W NULL proc: returned-W-proc=1 err=3735928559 unicode=1 A-proc-kept=1',
    'A NULL proc again: unicode=0',
    'done',
]


def test_window_words(boot, tmp_path, width):
    d = boot(guest_exe("u32words", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert list(d.vm.stdout_log) == EXPECTED
