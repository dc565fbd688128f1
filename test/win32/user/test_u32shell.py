"""The desktop's shell window (dlls/user32/shellwindow.py; docs/user.md "The shell
window"; user32's win.c test_shell_window): u32shell.exe (guests/tests/u32shell.c) moves a
thread to a new desktop, where GetShellWindow answers NULL; SetShellWindow takes a
window once (a second call fails, and so does one for a WS_EX_TOPMOST window or NULL),
a destroyed shell window leaves none, and the shell window goes to the bottom of the Z
order and stays there.

EXPECTED is what the same binary prints under Wine 8 at both widths but for the last
check: after SetWindowPos(shell, h5) Windows keeps the shell window at the bottom
(nothing below it; win.c marks it todo_wine), where Wine 8 puts it above h5.
"""

from paths import guest_exe

EXPECTED = [
    'desktop: 1',
    'SetThreadDesktop=1 shell at first=0',
    'set h1: 1 shell=h1 1',
    'set h1 again: 0',
    'SetWindowLong topmost: 0',
    'after destroy: shell=0',
    'set topmost: 0',
    'below h4 is h3: 1',
    'set h4: 1 shell=h4 1 below h4: %s',
    'h4 topmost: 1',
    'h4 after h3: 1',
    'set h3: 0 shell=h4 1',
    'set NULL: 0',
    'h4 after h5: 1 below h4: %s',
    'done',
]


def test_shell_window(boot, tmp_path, width):
    d = boot(guest_exe("u32shell", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    null = "0" * (2 * width)          # (%p: the pointer's hex digits)
    assert list(d.vm.stdout_log) == [line.replace("%s", null) for line in EXPECTED]
