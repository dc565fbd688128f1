"""The message queue's status bits (user/queuestatus.py): GetQueueStatus's kinds in the
queue (high word) and kinds new since the last look (low word, cleared by the look, by
GetMessage and by PeekMessage), GetInputState, PeekMessage's PM_QS_* filters
(PM_QS_POSTMESSAGE takes a due timer; WM_QUIT is a posted message) and
MsgWaitForMultipleObjects' wake mask, which waits for new messages only. AutoHotkey's
message loop (issue 23) stopped at GetQueueStatus.

test/exe/qstatus.exe and test/exe64/qstatus.exe (guests/tests/qstatus.c); WINE_OUTPUT is
what both binaries print under Wine 8, line for line the same here.
"""

from paths import guest_exe

WINE_OUTPUT = [
    'empty: 0',
    'posted: 0x80008',
    'again: 0x80000',
    'input state: 0',
    'another: 0x80008',
    'after a peek: 0x80000',
    'invalid: 0',
    'PM_QS_INPUT: 0',
    'PM_QS_PAINT: 0 msg 0',
    'PM_QS_POSTMESSAGE: 1 msg 0x402',
    'PM_QS_SENDMESSAGE: 0',
    'timer: 0x100010',
    'timer again: 0x100000',
    'MsgWait QS_TIMER: 258',
    'MsgWait QS_KEY: 0x102',
    'PM_QS_POSTMESSAGE takes the timer: 1 msg 0x113',
    'quit: 0x80008',
    'PM_QS_PAINT skips WM_QUIT: 0',
    'WM_QUIT: 1 msg 0x12 wparam 3',
    'QS_SMRESULT: 0 error 0',
    'bad flags: 0 error 1004',
    'done',
]


def test_queue_status_bits_as_on_wine(boot, tmp_path, width):
    d = boot(guest_exe("qstatus", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(2000)
    assert d.vm.stdout_log == WINE_OUTPUT
