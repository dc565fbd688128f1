"""Message-only windows (``user/window.py``; CreateWindowEx with HWND_MESSAGE as the parent):
SDL2 makes its helper window so when it starts joysticks and game controllers
(docs/runtimes.md, "Programs in the wild (stop 27): SDL").

test/exe/msgonly.exe (guests/tests/msgonly.c) prints a line per check, the same at both
widths. EXPECTED is Wine 8's lines but for one, where Wine departs from the documented
behaviour: a message-only window is no top-level window of the desktop ("not
enumerated"), so FindWindow does not find it; Wine's does. FindWindowEx with a NULL
parent (and no child to start after) looks at the top-level windows and then at the
message-only windows, as Windows does: user32's win.c (test_hwnd_message) checks it
against Windows, and Wine's finds it too.
"""

from paths import guest_exe

EXPECTED = [
    'created=1',
    'second created=1',
    'IsWindow=1 IsWindowVisible=0 GetParent=NULL:1',
    'SendMessage=42 got=1',
    'posted=1 timer=1',
    'FindWindow=0',
    'FindWindowEx(HWND_MESSAGE)=1',
    'FindWindowEx(HWND_MESSAGE) first=1',
    'FindWindowEx(HWND_MESSAGE) after=1',
    'FindWindowEx(NULL)=1',
    'EnumWindows lists it=0',
    'DestroyWindow=1 IsWindow=0',
    'FindWindowEx(HWND_MESSAGE) now=1',
]


def test_message_only_windows_get_messages_and_stay_off_the_desktop(boot, tmp_path, width):
    d = boot(guest_exe("msgonly", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert d.vm.stdout_log == EXPECTED
