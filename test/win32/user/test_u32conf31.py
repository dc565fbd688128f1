"""USER32 conformance, session 31 (issue 23 item 6; docs/compat.md "user32 conformance"):
InSendMessage / InSendMessageEx / ReplyMessage (a message sent from the thread itself or
posted, one sent from another thread, answered early by ReplyMessage, and the thread's own
send made while it handles one from another thread), and the DCs of windows.

test/exe/u32conf31.exe and test/exe64/u32conf31.exe (guests/tests/u32conf31.c) print one
line per check; the expected lines are what the same exes print under Wine 8 (32- and
64-bit alike). The test runs at both widths.
"""

from paths import guest_exe

EXPECTED = [
    'insend outside any message: 0 0',
    'reply outside any message: 0',
    'own thread send: r=7 flags=0 in=0',
    'posted: flags=0 in=0',
    'other thread, replied: r=42 flags=1 in=1 after reply=9 ok=1 again=1',
    'other thread: r=7 flags=1, its own send inside: flags=1 in=1',
    'done',
]


def test_messages_and_window_dcs_answer_as_windows_does(boot, tmp_path, width):
    d = boot(guest_exe("u32conf31", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert d.vm.stdout_log == EXPECTED
