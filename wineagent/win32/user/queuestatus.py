"""The message queue's status bits (QS_*): GetQueueStatus, GetInputState, PeekMessage's
PM_QS_* filters and MsgWaitForMultipleObjects' wake mask.

Two words describe a thread's queue, as in Windows:

- the **wake bits**: the kinds of message the queue holds now (a posted message, key or
  mouse input, a window to paint, a due timer, a posted WM_HOTKEY). They are computed
  from the queue itself (``wake_bits``), so they are never out of step with it;
- the **changed bits**: the kinds that *arrived* since the thread last looked —
  GetMessage and PeekMessage clear them, GetQueueStatus clears those it was asked
  for. A kind arrives when a message is posted or raw input is queued; a window that
  needs painting and did not at the last look, and a timer that fell due after it, have
  arrived too (both are worked out when asked: a timer is due by the guest clock).
  GetQueueStatus reports the changed kinds that are still in the queue (Microsoft:
  "added to the queue and that are still in the queue since the last call").

Raw input belongs to no thread until one retrieves it (docs/threads.md: "Input is
translated by whichever thread next asks for messages"), so its bits are shared by
every thread. QS_SENDMESSAGE is set while another thread waits in SendMessage for one
of this thread's windows (docs/threads.md); it arrives with no change bit of its own.
"""

from ..core.messages import WM_PAINT, WM_QUIT, WM_TIMER
from .rawinput import raw_registered_for
from . import procwindows

__all__ = ["QS_KEY", "QS_MOUSEMOVE", "QS_MOUSEBUTTON", "QS_POSTMESSAGE", "QS_TIMER",
           "QS_PAINT", "QS_SENDMESSAGE", "QS_HOTKEY", "QS_ALLPOSTMESSAGE", "QS_RAWINPUT",
           "QS_INPUT", "QS_ALLINPUT", "QS_VALID", "message_bit", "event_bit", "arrived",
           "input_arrived", "wake_bits", "changed_bits", "status", "looked", "allows"]

QS_KEY, QS_MOUSEMOVE, QS_MOUSEBUTTON, QS_POSTMESSAGE = 0x1, 0x2, 0x4, 0x8
QS_TIMER, QS_PAINT, QS_SENDMESSAGE, QS_HOTKEY = 0x10, 0x20, 0x40, 0x80
QS_ALLPOSTMESSAGE, QS_RAWINPUT, QS_SMRESULT = 0x100, 0x400, 0x8000
QS_TOUCH, QS_POINTER = 0x800, 0x1000      # Windows 8's; in QS_INPUT of its headers
QS_MOUSE = QS_MOUSEMOVE | QS_MOUSEBUTTON
QS_INPUT = QS_MOUSE | QS_KEY | QS_RAWINPUT
QS_ALLINPUT = QS_INPUT | QS_POSTMESSAGE | QS_TIMER | QS_PAINT | QS_HOTKEY | QS_SENDMESSAGE
#: the bits a caller may name (GetQueueStatus fails on others with ERROR_INVALID_FLAGS);
#: QS_SMRESULT (a reply to a sent message) is undocumented but accepted, as Wine 8 does
QS_VALID = QS_ALLINPUT | QS_ALLPOSTMESSAGE | QS_SMRESULT | QS_TOUCH | QS_POINTER

WM_KEYFIRST, WM_KEYLAST = 0x100, 0x109
WM_NCMOUSEMOVE, WM_MOUSEMOVE, WM_HOTKEY, WM_SYSTIMER = 0xA0, 0x200, 0x312, 0x118
WM_INPUT = 0xFF
_INPUT_KEY = "input"         # the changed bits of raw input, shared by every thread


def message_bit(msg, posted=False):
    """The QS_ bit of a queued message: input by its kind, WM_PAINT, the timers, a
    posted WM_HOTKEY; anything else posted is QS_POSTMESSAGE."""
    if WM_KEYFIRST <= msg <= WM_KEYLAST:
        return QS_KEY
    if msg in (WM_MOUSEMOVE, WM_NCMOUSEMOVE):
        return QS_MOUSEMOVE
    if 0xA1 <= msg <= 0xAD or 0x201 <= msg <= 0x20E:
        return QS_MOUSEBUTTON
    if msg == WM_PAINT:
        return QS_PAINT
    if msg in (WM_TIMER, WM_SYSTIMER) and not posted:
        return QS_TIMER
    if msg == WM_HOTKEY:
        return QS_HOTKEY
    if msg == WM_INPUT and not posted:
        return QS_RAWINPUT
    return QS_POSTMESSAGE


def event_bit(event):
    """The QS_ bit of a raw input event ('key', ...) / ('mouse', kind, ...)."""
    if event[0] == "key":
        return QS_KEY
    return QS_MOUSEMOVE if event[1] == "move" else QS_MOUSEBUTTON


def _state(wm):
    st = wm.__dict__.get("qs_state")
    if st is None:
        # changed bits by thread id (_INPUT_KEY: raw input's), when each thread last
        # looked at its timers (a timer due after that has arrived since), and which
        # windows needed painting then (one needing it since has arrived)
        st = wm.qs_state = {"changed": {}, "timer_mark": {}, "paint_seen": {}}
    return st


def arrived(wm, tid, bits):
    """Kinds ``bits`` arrived in thread ``tid``'s queue (None: the first thread's, as a
    queued message names it)."""
    changed = _state(wm)["changed"]
    if tid is None:
        tid = wm.vm.threads.threads[0].tid
    changed[tid] = changed.get(tid, 0) | bits


def input_arrived(wm, event):
    """A raw input event was queued: its kind arrived for whichever thread reads it, and
    QS_RAWINPUT with it when a program registered for that device's raw input (it will
    make a WM_INPUT), so MsgWaitForMultipleObjects(QS_RAWINPUT) wakes for it."""
    changed = _state(wm)["changed"]
    bits = event_bit(event)
    if wm.raw.registered and raw_registered_for(wm.raw, event):
        bits |= QS_RAWINPUT
    changed[_INPUT_KEY] = changed.get(_INPUT_KEY, 0) | bits


def _mine(m, mine):
    """Whether queued message ``m`` is the running thread's (``mine``: wm's filter)."""
    return mine is None or mine(m)


def wake_bits(wm):
    """The kinds of message the running thread's queue holds now."""
    mine = wm.current_thread_filter()
    bits = 0
    for m in wm.posted:
        if _mine(m, mine):
            if m.msg == WM_HOTKEY:
                bits |= QS_HOTKEY
            else:
                bits |= QS_POSTMESSAGE | QS_ALLPOSTMESSAGE
    if wm.quit_code is not None:
        bits |= QS_POSTMESSAGE | QS_ALLPOSTMESSAGE
    for m in wm.input_msgs:
        if _mine(m, mine):
            bits |= message_bit(m.msg)
    for event in wm.input_queue:
        if procwindows.input_owner(wm.vm, event) is not wm.vm:
            break           # the session's queue: this and what follows wait for another
        bits |= event_bit(event)
        if wm.raw.registered and raw_registered_for(wm.raw, event):
            bits |= QS_RAWINPUT     # it will make a WM_INPUT (user/rawinput.py)
    if wm.window_needing_paint(mine) is not None:
        bits |= QS_PAINT
    if _due_timers(wm, mine):
        bits |= QS_TIMER
    me = wm.vm.threads.current.tid
    if any(wm.owner_thread(rec.hwnd) == me for rec in wm.__dict__.get("sent_inbound", ())):
        bits |= QS_SENDMESSAGE      # another thread waits in SendMessage for this one
    return bits


def _due_timers(wm, mine):
    """The due times of the running thread's timers that are due now."""
    now = wm.vm.clock.now_ms()
    return [t[1] for key, t in wm.timers.items() if t[1] <= now
            and (mine is None or not key[0] or mine(_TimerOwner(key[0])))]


class _TimerOwner:
    """What the queue's thread filter reads of a message, for a timer's window."""

    __slots__ = ("hwnd", "tid")

    def __init__(self, hwnd):
        self.hwnd, self.tid = hwnd, None


def changed_bits(wm):
    """The kinds that arrived since the running thread last looked and are still in its
    queue: what MsgWaitForMultipleObjects waits for (a message already there when the
    thread last looked does not end the wait)."""
    return _changed(wm, wake_bits(wm))


def _changed(wm, wake):
    """The running thread's changed bits that are still in its queue (``wake``)."""
    st = _state(wm)
    tid = wm.vm.threads.current.tid
    bits = st["changed"].get(tid, 0) | st["changed"].get(_INPUT_KEY, 0)
    # a paint or a timer counts only while one is in the queue (``wake``): look no
    # further when none is (the timers' walk is wake_bits' again)
    if wake & QS_PAINT and wm.paint_pending - st["paint_seen"].get(tid, frozenset()):
        bits |= QS_PAINT
    if wake & QS_TIMER:
        mark = st["timer_mark"].get(tid)
        if any(mark is None or due > mark
               for due in _due_timers(wm, wm.current_thread_filter())):
            bits |= QS_TIMER
    return bits & wake


def looked(wm, bits=QS_VALID):
    """The running thread looked at its queue for ``bits`` (GetMessage and PeekMessage
    look at all): those changed bits clear."""
    st = _state(wm)
    tid = wm.vm.threads.current.tid
    for key in (tid, _INPUT_KEY):
        if key in st["changed"]:
            st["changed"][key] &= ~bits
    if bits & QS_TIMER:
        st["timer_mark"][tid] = wm.vm.clock.now_ms()
    if bits & QS_PAINT:
        st["paint_seen"][tid] = frozenset(wm.paint_pending)


def status(wm, flags):
    """GetQueueStatus(flags): the kinds in the queue (high word) and those that arrived
    since the thread last looked (low word), both within ``flags``; the arrivals
    asked about are then cleared."""
    wake = wake_bits(wm) & flags
    changed = _changed(wm, wake)
    looked(wm, flags)
    return (wake << 16) | changed


def allows(qs, m, posted):
    """PeekMessage's PM_QS_* filter: may the message (posted or input) be retrieved
    under queue-status mask ``qs``? WM_QUIT counts as posted."""
    if m.msg == WM_QUIT:
        return bool(qs & QS_POSTMESSAGE)
    bit = message_bit(m.msg, posted)
    if bit == QS_POSTMESSAGE:
        return bool(qs & (QS_POSTMESSAGE | QS_ALLPOSTMESSAGE))
    return bool(qs & bit)
