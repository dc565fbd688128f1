"""USER32: what a thread's message queue holds — GetQueueStatus and GetInputState over
the queue-status bits of `user/queuestatus.py` (PeekMessage's PM_QS_* filters and
MsgWaitForMultipleObjects' wake mask use the same bits)."""

from ....abi.api import BOTH, api
from ...core.dllnames import USER32
from ...core.winerror import ERROR_INVALID_FLAGS
from ...user.queuestatus import QS_KEY, QS_MOUSEBUTTON, QS_VALID, status, wake_bits
from ...user.wm_queue import ISMEX_CALLBACK, ISMEX_NOTIFY, ISMEX_SEND


@api(USER32, "GetQueueStatus", "UINT flags", widths=BOTH)
def GetQueueStatus(c, flags):
    """The kinds of message in the calling thread's queue (high word) and those added
    since it last looked and still there (low word), within ``flags``; those arrivals
    are cleared. A bit no QS_ value names fails with ERROR_INVALID_FLAGS, returning 0."""
    if flags & ~QS_VALID:
        c.vm.last_error = ERROR_INVALID_FLAGS
        return 0
    return status(c.vm.wm, flags)


@api(USER32, "GetInputState", widths=BOTH)
def GetInputState(c):
    """Nonzero when mouse-button or keyboard input waits in the calling thread's queue
    (a mouse move alone does not count, as Microsoft documents)."""
    return 1 if wake_bits(c.vm.wm) & (QS_KEY | QS_MOUSEBUTTON) else 0


@api(USER32, "InSendMessage", widths=BOTH)
def InSendMessage(c):
    """TRUE while the calling thread's window procedure handles a message another thread
    sent (SendMessage and the like), FALSE for its own thread's and posted messages."""
    return 1 if c.vm.wm.in_send() & (ISMEX_SEND | ISMEX_NOTIFY | ISMEX_CALLBACK) else 0


@api(USER32, "InSendMessageEx", "LPVOID reserved", widths=BOTH)
def InSendMessageEx(c, reserved):
    """How the message being handled arrived: ISMEX_NOSEND (this thread's, or posted),
    else ISMEX_SEND (another thread's, waiting for the answer) with ISMEX_REPLIED once
    ReplyMessage answered it."""
    return c.vm.wm.in_send()


@api(USER32, "ReplyMessage", "LRESULT result", widths=BOTH)
def ReplyMessage(c, result):
    """Answer the message another thread sent before the procedure returns: the sender
    goes on with ``result`` (a later reply changes nothing and answers TRUE too). FALSE
    when the message came from the calling thread."""
    return 1 if c.vm.wm.reply(result) else 0
