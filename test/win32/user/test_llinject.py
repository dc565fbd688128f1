"""Low-level hooks and the program's own input (user/hooks.py ``judge_injected``; issue
23, user32's msg.c test_winevents): keybd_event, mouse_event and SendInput return only
once the WH_KEYBOARD_LL / WH_MOUSE_LL chain has judged each event, as on Windows — a hook
of the calling thread runs inside the call; another thread's runs inside that thread's
next message retrieval while the inserting call waits, so the inserting thread goes on
only after the hook has seen its events, in order. A swallowed key reaches no queue.

test/exe/llinject.exe and test/exe64/llinject.exe (guests/tests/llinject.c) print the
same lines as under Wine 8 at both widths.
"""

from paths import guest_exe

WINE_OUTPUT = [
    'hooks 1 1',
    'after mouse_event: seen=1',
    'after keybd_event: seen=2',
    'SendInput=1 seen=3',
    'swallowed keys reached the queue: 0',
    'log: m0200 k0100 k0101 ',
    'other thread: seen when it went on=3 log: m0200 m0202 m0200 ',
    'done',
]


def test_inserted_input_is_judged_before_the_call_returns(boot, tmp_path, width):
    d = boot(guest_exe("llinject", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(4000)
    assert d.vm.stdout_log == WINE_OUTPUT
