"""A full-screen program's console input waited for and read from threads (issue 23,
"Programs in the wild (session 32): console TUIs": Go's tcell, in fzf 0.74.5 and micro
2.0.15, waits on the input handle on one thread and later on another, as Go moves a
goroutine between threads).

test/exe/conthr.exe (guests/tests/conthr.c), a console program, reads one key on a thread
(WaitForSingleObject on its input handle, then ReadConsoleInputW), then another key on a
second thread, writing a line per key in conthr.log. The expected lines are what the same
binary writes under Wine 8 (`wine wineconsole conthr.exe`, the keys typed with xdotool;
the x86-64 build writes the same under 64-bit Wine). Before: the wait on the start-up
console showed no window, so no key could come; and once shown, the window's keys went
to the first thread's queue only, so the second thread waited for ever.
"""

from paths import guest_exe

EXPECTED = [
    'SetConsoleMode=1',
    'first thread: wait=0 read=1 key a',
    'second thread: wait=0 read=1 key b',
    'done',
]


def _type(d, vk, ch):
    d.key("down", vk).key("char", ord(ch)).key("up", vk).settle(100)


def test_console_input_read_from_two_threads(boot, tmp_path, width):
    vfs = tmp_path / "vfs"
    d = boot(guest_exe("conthr", width), settle=False, vfs_root=str(vfs))
    d.settle(100)
    # the first wait on the input handle shows the console in its window
    shown = [w["class"] for w in d.vm.wm.describe() if not w["parent"] and w["visible"]]
    assert shown == ["ConsoleWindowClass"]
    assert not d.vm.ended
    _type(d, 0x41, "a")
    assert not d.vm.ended
    _type(d, 0x42, "b")
    d.run_to_end(300)
    with open(vfs / "conthr.log") as f:
        assert f.read().splitlines() == EXPECTED
