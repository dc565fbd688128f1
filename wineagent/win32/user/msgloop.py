"""What every message loop shares: DispatchMessage's work and the guest MSG structure.

GetMessage/DispatchMessage in USER32 and the modal loops inside USER (dialogs, menus,
MessageBox, scroll bar tracking) all dispatch through ``dispatch``.
"""

from ...abi.api import GuestCall
from ..core.messages import WM_TIMER
from ..kernel.callguard import guarded_call
from ..core.structures import MSG
from .hooks import WH_MSGFILTER, WH_SYSMSGFILTER, call_hooks
from .msgconv import CHAR_MESSAGES, QueueCharset

__all__ = ["dispatch", "write_msg", "read_msg", "msg_fields", "msg_filter", "call_msg_filter", "MSGF_DIALOGBOX",
           "MSGF_MESSAGEBOX", "MSGF_MENU", "MSGF_SCROLLBAR"]

MSGF_DIALOGBOX, MSGF_MESSAGEBOX, MSGF_MENU, MSGF_SCROLLBAR = 0, 1, 2, 5


def write_msg(mem, p, m, ptr=4):
    """Store a Message as the guest MSG structure at ``p`` (pointer size ``ptr``)."""
    pt = m.pt
    if type(pt) is tuple and len(pt) == 2:
        # the queue's point: the structure's leaves in one pack (every message taken)
        data = MSG.pack_leaves(m.hwnd, m.msg, m.wparam, m.lparam, m.time, pt[0], pt[1],
                               ptr=ptr)
    else:
        data = MSG.pack(ptr, hwnd=m.hwnd, message=m.msg, wParam=m.wparam,
                        lParam=m.lparam, time=m.time, pt=pt)
    mem.write(p, data)


def msg_filter(vm, m, code):
    """Generator: CallMsgFilter's work in USER's modal loops — the WH_SYSMSGFILTER hooks,
    then the thread's WH_MSGFILTER hooks get ``code`` (MSGF_MENU, MSGF_DIALOGBOX,
    MSGF_MESSAGEBOX, MSGF_SCROLLBAR), wParam 0 and the MSG the loop took (its characters
    UTF-16 units: USER's loops are Unicode); True when a procedure answered non-zero: the
    loop then drops the message, as documented."""
    ptr = vm.ptr_size
    p = vm.heap.alloc(MSG.sizeof(ptr))
    try:
        write_msg(vm.mem, p, m, ptr)
        return (yield from call_msg_filter(vm, p, code, True))
    finally:
        vm.heap.free(p)


def call_msg_filter(vm, pmsg, code, wide):
    """Generator: CallMsgFilter — the WH_SYSMSGFILTER chain, then, when no system hook
    answered non-zero, the thread's WH_MSGFILTER chain, for the MSG at ``pmsg`` (in the
    character set ``wide``); True when a hook answered non-zero."""
    tid = vm.threads.current.tid
    for kind in (WH_SYSMSGFILTER, WH_MSGFILTER):
        if vm.wm.hooks.hooked(kind, tid) and \
                (yield from call_hooks(vm, kind, code, 0, pmsg, wide)):
            return True
    return False


def read_msg(mem, p, ptr=4):
    """The guest MSG structure at ``p`` as a dict of its fields; lParam unsigned, as the
    queue and window procedures carry it."""
    m = MSG.read(mem, p, ptr)
    m["lParam"] &= (1 << 8 * ptr) - 1
    return m


def msg_fields(mem, p, ptr=4):
    """(hwnd, message, wParam, lParam, time) of the guest MSG at ``p``, lParam unsigned as
    in ``read_msg``: one read and one unpack, no dict (DispatchMessage's, a message)."""
    hwnd, msg, wparam, lparam, time = MSG.leaf_values(mem, p, ptr)[:5]
    return hwnd, msg, wparam, lparam & ((1 << 8 * ptr) - 1), time


def dispatch(vm, hwnd, msg, wparam, lparam, time=0, wide=True):
    """Generator: DispatchMessage — TIMERPROCs for WM_TIMER with a proc, else the window.

    ``wide``: the character set of the loop's MSG (DispatchMessageA: False). A character
    message is converted for a procedure of the other one, as Windows does; USER's own
    modal loops dispatch what the queue holds, UTF-16 units (Wine's are W loops)."""
    if msg == WM_TIMER and lparam:
        args = (hwnd, WM_TIMER, wparam, time)
        if not vm.user.timerproc_exception_suppression:
            return (yield GuestCall(lparam, args))
        # Windows encloses the call in a handler that takes and drops every exception
        # the TimerProc lets out (UOI_TIMERPROC_EXCEPTION_SUPPRESSION, on by default);
        # DispatchMessage then answers 0.
        result, _ = yield from guarded_call(vm, lparam, args)
        return result
    if vm.wm.get(hwnd) is None:
        return 0
    sender = QueueCharset(wide) if msg in CHAR_MESSAGES else None
    return (yield from vm.wm.send(hwnd, msg, wparam, lparam, sender=sender, posted=True))
