"""Messages sent to another thread's window (user/wm_queue.py; issue 23, user32's msg.c
test_SendMessage_other_thread and test_InSendMessage): SendMessage waits in the
receiver's queue — GetQueueStatus shows QS_SENDMESSAGE, nothing runs — until the
receiving thread retrieves messages, and the procedure runs on that thread
(InSendMessageEx ISMEX_SEND); SendNotifyMessage returns at once and the procedure sees
ISMEX_NOTIFY; SendMessageCallback returns at once, the procedure sees ISMEX_CALLBACK and
the callback runs in the sender's next message retrieval with the answer;
SendMessageTimeout to a thread that does not retrieve messages gives up with
ERROR_TIMEOUT (1460).

test/exe/xthreadsend.exe and test/exe64/xthreadsend.exe (guests/tests/xthreadsend.c)
print the same lines as under Wine 8 at both widths.
"""

from paths import guest_exe

WINE_OUTPUT = [
    'QS_SENDMESSAGE while it waits: 00400040',
    'nothing handled yet: 1',
    '  proc 1 on main flags=1',
    '  SendMessage answered 101',
    '  SendNotifyMessage=1 (at once)',
    '  SendMessageCallback=1',
    '  proc 2 on main flags=2',
    '  proc 3 on main flags=4',
    '  callback msg 3 data 42 result 103 on other',
    "  after the sender's PeekMessage",
    '  SendMessageTimeout=0 err=1460',
    "after main's PeekMessage:",
    'done',
]


def test_sends_to_another_thread_wait_for_its_message_retrieval(boot, tmp_path, width):
    d = boot(guest_exe("xthreadsend", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(4000)
    assert d.vm.stdout_log == WINE_OUTPUT
