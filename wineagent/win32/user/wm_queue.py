"""The window manager's message queue and timers: SetTimer/KillTimer, SendMessage (with
the A/W conversion of text messages), PostMessage and PostThreadMessage, and the order in
which GetMessage/PeekMessage retrieve messages.

GetMessage's retrieval order follows Windows: posted messages, then input (made into
window messages at retrieval: ``wm_input.py``), then WM_QUIT, then WM_PAINT for invalid
windows, then WM_TIMER for due timers (one per timer per retrieval; a timer that is late
fires once, not once per missed interval). With several guest threads each thread's queue
holds its own windows' messages and those posted to it.

:class:`QueueMixin` is one part of :class:`~.wm.WindowManager` (``wm.py``).
"""

from . import (emit as event_hooks, hooks, keystate, msgconv, procwindows, queuestatus,
               winevents)
from .msgsource import NO_SOURCE
from .queuestatus import QS_ALLPOSTMESSAGE, QS_PAINT, QS_TIMER, allows
from .pyproc import WM_THEMECHANGED, run_proc
from ..core.messages import WM_NULL, WM_PAINT, WM_QUIT, WM_TIMER
from ..core.structures import MSG
from ..gdi.dc import DC
from ...abi.api import GuestCall, PARK, Unimplemented

__all__ = ["QueueMixin", "Message", "is_wide", "filter_takes", "THREAD_MESSAGES"]

#: InSendMessageEx's answers (winuser.h)
ISMEX_NOSEND, ISMEX_SEND, ISMEX_NOTIFY, ISMEX_CALLBACK, ISMEX_REPLIED = 0, 1, 2, 4, 8


def is_wide(win):
    """True when the window was created by a W function (its text messages use UTF-16)."""
    return bool(getattr(win, "unicode", False))



#: GetMessage's and PeekMessage's window -1: the thread's messages posted to no window
THREAD_MESSAGES = 0xFFFFFFFF


def filter_takes(hwnd_filter, hwnd):
    """Whether GetMessage's / PeekMessage's window filter takes a message of ``hwnd``:
    NULL takes all, -1 only those of no window (PostThreadMessage's, PostMessage's to
    NULL, a thread timer's), a window its own (documented)."""
    if hwnd_filter in (0, None):
        return True
    return hwnd == (0 if hwnd_filter == THREAD_MESSAGES else hwnd_filter)

class Message:
    """One queued message (MSG without the struct)."""

    __slots__ = ("hwnd", "msg", "wparam", "lparam", "time", "pt", "tid", "extra", "side",
                 "source")

    def __init__(self, hwnd, msg, wparam, lparam, time=0, pt=(0, 0), tid=None, extra=0):
        self.hwnd, self.msg, self.wparam, self.lparam = hwnd, msg, wparam, lparam
        self.time, self.pt = time, pt
        self.tid = tid               # hwnd 0: the thread it was posted to (None: the first)
        self.extra = extra           # input's dwExtraInfo (keybd_event, SendInput...)
        self.side = None             # a Shift/Ctrl/Alt key message's VK_L*/VK_R* key
        self.source = NO_SOURCE      # input's (device type, origin): user/msgsource.py


class _Sent:
    """A message sent from one thread to a window of another, waiting for its reply; or
    (``action``) a function another process asked to run on the window's thread."""

    __slots__ = ("hwnd", "msg", "wparam", "lparam", "sender", "result", "done", "action",
                 "kind", "callback")

    def __init__(self, hwnd, msg, wparam, lparam, sender, action=None):
        self.hwnd, self.msg, self.wparam, self.lparam = hwnd, msg, wparam, lparam
        self.sender, self.result, self.done = sender, 0, False
        self.action = action
        # how it was sent (InSendMessageEx: ISMEX_SEND, ISMEX_NOTIFY, ISMEX_CALLBACK) and
        # SendMessageCallback's (sender's thread id, SENDASYNCPROC, dwData)
        self.kind, self.callback = ISMEX_SEND, None


class QueueMixin:
    """Timers, sending, posting and retrieving messages (a part of WindowManager)."""

    # -- timers ----------------------------------------------------------------------
    def set_timer(self, hwnd, timer_id, interval, proc):
        """SetTimer: (re)arm a timer; returns its id."""
        if hwnd == 0 and timer_id == 0:
            self._next_timer_id -= 1
            timer_id = self._next_timer_id
        interval = max(10, min(interval, 0x7FFFFFFF))  # USER_TIMER_MINIMUM = 10 ms
        self.timers[(hwnd, timer_id)] = [interval, self.vm.clock.now_ms() + interval, proc]
        return timer_id

    def kill_timer(self, hwnd, timer_id):
        """KillTimer: True if the timer existed."""
        return self.timers.pop((hwnd, timer_id), None) is not None

    def next_timer_ms(self):
        """Guest time of the earliest timer deadline or Sleep wake-up, or None."""
        dues = [t[1] for t in self.timers.values()]
        sleep = self.vm.sleep_deadline
        if sleep is not None:
            dues.append(sleep)
        return min(dues) if dues else None

    def _due_timer(self, hwnd_filter, remove=True, mine=None):
        now = self.vm.clock.now_ms()
        best = None
        for key, t in self.timers.items():
            if mine is not None and key[0] and not mine(Message(key[0], 0, 0, 0)):
                continue
            if t[1] <= now and filter_takes(hwnd_filter, key[0]):
                if best is None or t[1] < self.timers[best][1]:
                    best = key
        if best is None:
            return None
        t = self.timers[best]
        if remove and len(t) > 5 and t[5]:
            del self.timers[best]       # a one-shot system timer (TrackMouseEvent's hover)
        elif remove:
            t[1] = now + t[0]   # one WM_TIMER per retrieval: a late timer does not burst
        if len(t) > 3:      # a system timer (the caret's): [.., message, wParam(, once)]
            return Message(best[0], t[3], t[4], t[2], now)
        return Message(best[0], WM_TIMER, best[1], t[2], now)

    def has_work(self):
        """True when GetMessage would find something now (a parked guest should run)."""
        if self.posted or self.input_msgs or self.quit_code is not None:
            return True
        if self.input_queue and procwindows.input_turn(self.vm):
            return True
        if self.sent_inbound:
            return True             # a message sent across threads waits for its receiver
        if self.winevents.has_pending() or self.send_callbacks:
            return True             # an out-of-context WinEvent or a send callback waits
        if any(q is not None for q in self.vm.threads.saved_values("quit_code")):
            return True             # a switched-out thread's WM_QUIT: its loop should run
        if self.window_needing_paint() is not None:
            return True
        due = self.next_timer_ms()
        return due is not None and due <= self.vm.clock.now_ms()

    # -- sending -----------------------------------------------------------------------
    def send(self, hwnd, msg, wparam=0, lparam=0, sender=None, posted=False):
        """Generator: deliver a message to a window procedure now; returns LRESULT.

        ``sender`` is the API call (its ``wide`` and ``spec``) when a guest sent the
        message: text messages are then converted between ANSI and Unicode if the
        sender's character set differs from the procedure's (msgconv). Without it the
        message comes from the system, which already speaks the window's. ``posted``:
        DispatchMessage handing over a posted message, which the WH_CALLWNDPROC hooks do
        not see (they watch the send path only)."""
        win = self.get(hwnd)
        if win is None:
            return 0
        wparam, lparam = self.message_param(wparam), self.message_param(lparam)
        if sender is not None and not posted and self._waiting_receiver(hwnd):
            return (yield from self._send_across(win, msg, wparam, lparam, sender))
        if posted or not self.vm.threads.multi or \
                self.owner_thread(hwnd) == self.vm.threads.current.tid:
            # the thread's own message: InSendMessage goes on answering for the message
            # the thread is handling, as Windows calls the procedure directly
            return (yield from self._send_here(win, msg, wparam, lparam, sender, posted))
        # a procedure of another thread's window run on the sender's stack (the receiver
        # is in no message call): to the procedure it is a message sent across threads
        entry = self._receiving(ISMEX_SEND, None)
        try:
            result = yield from self._send_here(win, msg, wparam, lparam, sender, posted)
        finally:
            self._received(entry)
        return entry[2] if entry[0] & ISMEX_REPLIED else result

    def _send_here(self, win, msg, wparam, lparam, sender, posted=False):
        """Generator: run the window procedure on the running thread (``send``). (While
        a sent message's procedure runs the thread's input source reads as none:
        user/msgsource.py finds this frame, ``posted`` false, on the thread's stack.)"""
        if self.hooks.hooks and not posted and hooks.watches_sends(self.vm):
            wide = getattr(sender, "wide", None)
            return (yield from hooks.send_watched(
                self.vm, win, msg, wparam, lparam,
                lambda: self._deliver(win, msg, wparam, lparam, sender),
                is_wide(win) if wide is None else bool(wide)))
        return (yield from self._deliver(win, msg, wparam, lparam, sender))

    # -- sending to another thread's window ----------------------------------------------
    def owner_thread(self, hwnd):
        """The id of the thread whose queue window ``hwnd`` belongs to."""
        return self.thread_of(hwnd) or self.vm.threads.threads[0].tid

    def _waiting_receiver(self, hwnd):
        """True when ``hwnd`` belongs to another thread that is waiting in a message call
        (GetMessage, a modal loop, or its own SendMessage across threads): then, as on
        Windows, the message goes to that thread, which runs the procedure. A receiver
        that is not in a message call gets the procedure run on the sender's stack at
        once (docs/threads.md)."""
        threads = self.vm.threads
        if not threads.multi:
            return False
        owner = self.owner_thread(hwnd)
        if owner == threads.current.tid:
            return False
        t = threads.by_tid(owner)
        return t is not None and t.alive

    def _send_across(self, win, msg, wparam, lparam, sender, deadline=None):
        """Generator: SendMessage to a window of a thread waiting for messages. The
        message joins the receiver's inbound sent messages and the sender waits for its
        reply (answering, meanwhile, the messages sent to its own windows, as Windows'
        SendMessage does); the receiver runs the procedure in its message call."""
        rec = _Sent(win.hwnd, msg, wparam, lparam, sender)
        self.sent_inbound.append(rec)
        queuestatus.arrived(self, self.owner_thread(win.hwnd), queuestatus.QS_SENDMESSAGE)
        me = self.vm.threads.current.tid
        self.message_waiters.add(me)
        if deadline is not None:
            self.vm.sleep_deadline = deadline     # (the scheduler wakes it then)
        try:
            while not rec.done:
                yield from self.answer_sent()
                if rec.done:
                    break
                if win.destroyed or self.get(win.hwnd) is None:
                    if rec in self.sent_inbound:
                        self.sent_inbound.remove(rec)
                    return 0
                if deadline is not None and self.vm.clock.now_ms() >= deadline:
                    if rec in self.sent_inbound:      # SendMessageTimeout gives up
                        self.sent_inbound.remove(rec)
                        return None
                yield PARK
        finally:
            self.message_waiters.discard(me)
            if deadline is not None:
                self.vm.sleep_deadline = None
        return rec.result

    def send_timeout(self, hwnd, msg, wparam, lparam, sender, timeout):
        """Generator: SendMessageTimeout: ``send``, but a window of another thread that
        has not answered within ``timeout`` ms of guest time is given up: None."""
        win = self.get(hwnd)
        if win is not None and self._waiting_receiver(hwnd):
            return (yield from self._send_across(
                win, msg, self.message_param(wparam), self.message_param(lparam), sender,
                self.vm.clock.now_ms() + timeout))
        return (yield from self.send(hwnd, msg, wparam, lparam, sender=sender))

    def queue_sent(self, hwnd, msg, wparam, lparam):
        """A message another process sends to window ``hwnd`` of this one: it waits
        with the messages sent across threads for the owner's next message call
        (user/procwindows.py); the record's ``done`` and ``result`` say when and what."""
        rec = _Sent(hwnd, msg, wparam, lparam, None)
        self.sent_inbound.append(rec)
        # it arrives as a kind of its own: a MsgWaitForMultipleObjects waiting for
        # QS_SENDMESSAGE in the owner's process ends (Inno Setup's loader waits so)
        queuestatus.arrived(self, self.thread_of(hwnd), queuestatus.QS_SENDMESSAGE)
        return rec

    def queue_call(self, hwnd, action):
        """What another process asks of window ``hwnd`` of this one (ShowWindow,
        SetWindowPos... of another process's window, user/procwindows.py): ``action()``
        (a value or a generator) runs on the window's thread in its next message call,
        with the messages sent to it, as Windows runs such a call in the owner's
        thread; the record's ``done`` and ``result`` say when and what."""
        rec = _Sent(hwnd, 0, 0, 0, None, action)
        self.sent_inbound.append(rec)
        queuestatus.arrived(self, self.thread_of(hwnd), queuestatus.QS_SENDMESSAGE)
        return rec

    def drop_sent(self, rec):
        """Forget a sent message whose sender stopped waiting."""
        if rec in self.sent_inbound:
            self.sent_inbound.remove(rec)

    def answer_sent(self):
        """Generator: run the procedures of the messages other threads sent to the running
        thread's windows (GetMessage, PeekMessage and a waiting SendMessage do this on
        Windows before they look at the queue)."""
        if not self.sent_inbound:
            return
        me = self.vm.threads.current.tid
        for rec in list(self.sent_inbound):
            if rec not in self.sent_inbound or self.owner_thread(rec.hwnd) != me:
                continue
            self.sent_inbound.remove(rec)
            win = self.get(rec.hwnd)
            if win is not None and rec.action is not None:
                result = rec.action()
                if hasattr(result, "send"):
                    result = yield from result
                rec.result = result or 0
            elif win is not None:
                entry = self._receiving(rec.kind, rec)
                try:
                    result = yield from self._send_here(win, rec.msg, rec.wparam,
                                                        rec.lparam, rec.sender)
                finally:
                    self._received(entry)
                if not entry[0] & ISMEX_REPLIED:     # (ReplyMessage answered it already)
                    rec.result = result
                else:
                    rec.result = entry[2]
            rec.done = True
            if rec.callback is not None:     # SendMessageCallback: back to the sender
                self.send_callbacks.append((rec.callback, rec.hwnd, rec.msg, rec.result))

    def send_async(self, hwnd, msg, wparam, lparam, sender, kind, callback=None):
        """SendNotifyMessage (``kind`` ISMEX_NOTIFY) or SendMessageCallback
        (ISMEX_CALLBACK, ``callback`` = (sender's thread id, SENDASYNCPROC, dwData)) to a
        window of another thread: the message waits with the sent messages for the
        receiver's next message call and the sender goes on at once, as on Windows."""
        rec = _Sent(hwnd, msg, self.message_param(wparam), self.message_param(lparam),
                    sender)
        rec.kind, rec.callback = kind, callback
        self.sent_inbound.append(rec)
        queuestatus.arrived(self, self.owner_thread(hwnd), queuestatus.QS_SENDMESSAGE)

    def run_send_callbacks(self):
        """Generator: the SENDASYNCPROCs of the running thread's SendMessageCallback
        calls whose messages were answered (called in its message retrieval, as
        Windows calls them): (hwnd, msg, dwData, the answer)."""
        if not self.send_callbacks:
            return
        me = self.vm.threads.current.tid
        mine = [c for c in self.send_callbacks if c[0][0] == me]
        if not mine:
            return
        self.send_callbacks = [c for c in self.send_callbacks if c[0][0] != me]
        full = (1 << 8 * self.vm.ptr_size) - 1
        for (_tid, proc, data), hwnd, msg, result in mine:
            yield GuestCall(proc, (hwnd, msg, data & full, result & full))

    # -- InSendMessage, ReplyMessage ---------------------------------------------------
    # Each thread's messages being received, innermost last: [ISMEX_* flags, the sent
    # record (a message another thread waits for) or None, ReplyMessage's answer].
    def _receiving(self, kind, rec):
        """Note that the running thread starts handling a message of ``kind``."""
        entry = [kind, rec, 0]
        self.receiving.setdefault(self.vm.threads.current.tid, []).append(entry)
        return entry

    def _received(self, entry):
        """The running thread is done with the message ``entry`` noted."""
        stack = self.receiving.get(self.vm.threads.current.tid)
        if stack and stack[-1] is entry:
            stack.pop()
        elif stack and entry in stack:
            stack.remove(entry)

    def in_send(self):
        """InSendMessageEx: the ISMEX_* flags of the message the running thread handles
        (ISMEX_NOSEND for its own thread's, a posted one or none)."""
        stack = self.receiving.get(self.vm.threads.current.tid)
        return stack[-1][0] if stack else ISMEX_NOSEND

    def reply(self, result):
        """ReplyMessage: answer the message another thread sent and waits for, before
        its procedure returns; the sender goes on with ``result`` and the procedure's own
        answer is dropped (so is a second reply's). False when the message was not sent
        by another thread."""
        stack = self.receiving.get(self.vm.threads.current.tid)
        if not stack:
            return False
        entry = stack[-1]
        if not entry[0] & (ISMEX_SEND | ISMEX_NOTIFY | ISMEX_CALLBACK):
            return False
        if entry[0] & ISMEX_NOTIFY:
            return True             # nobody waits for a notification's answer
        if entry[0] & ISMEX_REPLIED:
            return True         # answered already: only the first reply counts
        entry[0] |= ISMEX_REPLIED
        entry[2] = result
        rec = entry[1]
        if rec is not None:
            rec.result, rec.done = result, True
        return True

    def _deliver(self, win, msg, wparam, lparam, sender):
        """Generator: the window procedure's answer to a message, converted between the
        sender's character set and the procedure's when they differ (``send``)."""
        if sender is not None:
            try:
                convert = msgconv.needs_conversion(msg, sender.wide, is_wide(win), win.style)
            except msgconv.ConversionUnimplemented as e:
                raise Unimplemented("%s (A/W conversion of %s)" % (sender.spec.full_name, e))
            if convert:
                def call(m, wp, lp):
                    return self.call_proc(win.wndproc, win, m, wp, lp)
                return (yield from msgconv.send_converted(self, call, msg, wparam, lparam,
                                                          sender.wide))
        return (yield from self.call_proc(win.wndproc, win, msg, wparam, lparam))

    def call_proc(self, proc, win, msg, wparam, lparam):
        """Generator: call window procedure ``proc`` (an address) for ``win`` — a Python
        procedure directly, a guest one through the CPU — as CallWindowProc does. This is
        how a subclass hands a message on to the procedure it replaced."""
        py = self.python_procs.get(proc)
        if py is not None:
            if msg == WM_PAINT and wparam and proc not in self.default_procs:
                return (yield from self.paint_into_dc(py, win, wparam, lparam))
            # only WM_THEMECHANGED needs run_proc: the hot path calls the procedure itself
            result = run_proc(self, py, win, msg, wparam, lparam) \
                if msg == WM_THEMECHANGED else py(self, win, msg, wparam, lparam)
            if hasattr(result, "send"):
                result = yield from result
            return result or 0
        # As Windows: the thread runs a window's procedure in the window's DPI awareness
        # (GetThreadDpiAwarenessContext inside it answers the window's), and has its
        # own context back after (following the process again if it did before).
        user = self.vm.user
        before = user.thread_dpi_context
        want = 0x10 | win.state.get("dpi_awareness", 0)
        if (before if before is not None else 0x10 | (user.dpi_awareness or 0)) == want:
            return (yield GuestCall(proc, (win.hwnd, msg, wparam, lparam)))
        user.thread_dpi_context = want
        try:
            return (yield GuestCall(proc, (win.hwnd, msg, wparam, lparam)))
        finally:
            user.thread_dpi_context = before

    def paint_into_dc(self, py, win, wparam, lparam):
        """Generator: WM_PAINT to a built-in control with a DC in wParam. The controls
        draw in that DC instead of their window (documented for the common controls'
        WM_PAINT; user32's button, static, list box and edit do the same): a program that
        paints double-buffered — the LCL's, which BeginPaints the control itself and hands
        the control's procedure a memory DC — gets the control's picture there. The
        window's update region is the caller's business (begin_paint leaves it); the
        control's own selections into the DC are undone when it returns."""
        dc = self.vm.gdi.get(wparam, DC)
        if dc is None:       # not a DC: the control paints its window, as with 0
            wparam = 0
        previous, win.paint_into = getattr(win, "paint_into", None), dc
        try:
            result = py(self, win, WM_PAINT, wparam, lparam)
            if hasattr(result, "send"):
                result = yield from result
        finally:
            win.paint_into = previous
        return result or 0

    def post(self, hwnd, msg, wparam=0, lparam=0, tid=None):
        """PostMessage (hwnd 0: to the calling thread), PostThreadMessage (``tid``)."""
        if not hwnd and tid is None and self.vm.threads.multi:
            tid = self.vm.threads.current.tid
        self.posted.append(Message(hwnd, msg, self.message_param(wparam),
                                   self.message_param(lparam), self.vm.clock.now_ms(),
                                   self.mouse_pos, tid))
        # A posted message arrives as QS_POSTMESSAGE whatever it is (a posted mouse or
        # key message is no input: wake_bits counts it so), a posted WM_HOTKEY as
        # QS_HOTKEY; MsgWaitForMultipleObjects then wakes for it (treeview.c's
        # test_right_click posts WM_RBUTTONDOWN and waits)
        bit = queuestatus.QS_HOTKEY if msg == queuestatus.WM_HOTKEY else \
            queuestatus.QS_POSTMESSAGE
        queuestatus.arrived(self, self.thread_of(hwnd) if hwnd else tid,
                            bit | QS_ALLPOSTMESSAGE)

    def message_param(self, value):
        """A WPARAM or LPARAM as the procedures see it: 32 bits in a 32-bit program. In a
        64-bit one a pointer stays whole (a 64-bit image's strings lie above 4 GB) while a
        sign-extended 32-bit value (-1, a handle) reads as its 32 bits, as it would from
        a 32-bit caller; the CPU sign-extends such a value again for a guest procedure
        (cpu64.Machine64)."""
        if self.vm.ptr_size == 4:
            return value & 0xFFFFFFFF
        value &= 0xFFFFFFFFFFFFFFFF
        return value & 0xFFFFFFFF if value >= 0xFFFFFFFF80000000 else value

    # -- threads: each thread's queue holds its windows' messages and its own ----------
    def thread_of(self, hwnd):
        """The id of the thread that created window ``hwnd`` (None: the first thread)."""
        w = self.windows.get(hwnd)
        return getattr(w, "tid", None) if w is not None else None

    def current_thread_filter(self):
        """A predicate on messages: does it belong to the running thread's queue? (None
        while there is one thread: then every message does.)"""
        threads = self.vm.threads
        if not threads.multi:
            return None
        cur = threads.current.tid
        main = threads.threads[0].tid
        return lambda m: ((self.thread_of(m.hwnd) if m.hwnd else m.tid) or main) == cur

    # -- retrieving ----------------------------------------------------------------------

    def _take(self, m, remove):
        """Generator: input message ``m`` taken from the queue (removed with ``remove``;
        the key state then follows it) past the WH_KEYBOARD / WH_MOUSE hooks; False when
        a hook dropped it (then it leaves the queue either way)."""
        if remove and m in self.input_msgs:
            self.input_msgs.remove(m)
        skipped = False
        if self.hooks.hooks:    # (no hook at all: none can drop it, no guest code runs)
            held = keystate.hold(self.vm)   # (the hooks see the state from before it)
            try:
                skipped = yield from hooks.input_skipped(self.vm, m, remove)
            finally:
                keystate.release(held)
        if remove:
            self.update_key_state(m)
        if skipped and m in self.input_msgs:
            self.input_msgs.remove(m)
        return not skipped
    def next_message(self, hwnd_filter=0, lo=0, hi=0, remove=True, qs=0):
        """Generator: the next message for GetMessage/PeekMessage, or None if there is none;
        ``qs``: PeekMessage's PM_QS_* kinds (queuestatus.py), 0 for all.

        May deliver sent messages (activation, focus) while translating input, as Windows
        does inside GetMessage. Looking clears the thread's changed queue-status bits.
        """
        mine = self.current_thread_filter()
        keystate.thread_keys(self.vm)   # (the thread has a queue from now on)
        # sent messages and low-level hook calls waiting for this thread are answered
        # inside its message retrieval, as on Windows
        # (each tested here first: most retrievals have none of these waiting, and a
        # generator made to find nothing costs more than the test)
        if self.sent_inbound:
            yield from self.answer_sent()
        # a foreground another process gave up (user/procwindows.py)
        if procwindows.claim_due(self.vm):
            yield from procwindows.claim_foreground(self.vm)
        if self.__dict__.get("ll_requests"):
            yield from hooks.serve_low_level(self.vm)
        if self.winevents.pending:
            yield from winevents.deliver_pending(self.vm)     # out-of-context WinEvents
        if self.send_callbacks:
            yield from self.run_send_callbacks()              # SendMessageCallback's answers
        queuestatus.looked(self)

        def wanted(m, posted=False):
            if not filter_takes(hwnd_filter, m.hwnd):
                return False
            if mine is not None and not mine(m):
                return False
            if qs and not allows(qs, m, posted):
                return False
            return (lo == 0 and hi == 0) or lo <= m.msg <= hi

        for m in self.posted:
            if wanted(m, posted=True):
                if remove:
                    self.posted.remove(m)
                return m
        # Input: messages already made from raw input first, then more raw input. Raw
        # input becomes a message once (hit-testing, activation and focus happen then, as
        # in Windows' raw input thread); peeking without PM_REMOVE leaves the message in
        # the queue for the next retrieval.
        # A WH_KEYBOARD or WH_MOUSE hook may drop the message: then the next one.
        # The hook sees the key state from before the message (Wine 8 does), and a
        # dropped message still changes it when it was removed.
        if self.input_msgs:     # (mostly empty: the copy is made only for a walk)
            for m in list(self.input_msgs):
                if wanted(m) and m in self.input_msgs and (yield from self._take(m, remove)):
                    return m
        while self.input_queue:
            event = self.input_queue[0]
            if procwindows.input_owner(self.vm, event) is not self.vm:
                break               # another process's (the session's one queue)
            verdict = False if hooks.low_level_idle(self.vm) else \
                (yield from hooks.low_level_verdict(self.vm, event))
            if verdict is None:
                break               # a low-level hook's thread has yet to answer
            self.input_queue.popleft()
            if event[0] == "key":
                if event[1] == "char" and self.__dict__.get("chars_swallowed"):
                    # the character of a key whose key-down a low-level hook swallowed:
                    # on Windows it would come from that key-down's TranslateMessage
                    event_hooks.input_consumed(self.vm, event, None)
                    continue
                if event[1] != "char":
                    self.chars_swallowed = bool(verdict) and event[1] == "down"
            if verdict:
                event_hooks.input_consumed(self.vm, event, None)   # a LL hook swallowed it
                continue
            if self.raw.registered:
                made, m = yield from self._translate_with_raw(event)
                event_hooks.input_consumed(self.vm, event, m)
                if made is not None:
                    # raw input's WM_INPUT goes ahead of the legacy message: both join
                    # the queue (user/rawinput.py), and the first wanted is taken as
                    # the loop over input_msgs above takes one
                    self.input_msgs.extend(made)
                    for m in made:
                        if wanted(m) and m in self.input_msgs and \
                                (yield from self._take(m, remove)):
                            return m
                    continue
            else:
                # (a key's message is made by a plain function: no generator for it)
                m = self._key_message(event) if event[0] == "key" else \
                    (yield from self._translate_input(event))
                event_hooks.input_consumed(self.vm, event, m)
            if m is None:
                continue
            if wanted(m):
                if not remove:
                    self.input_msgs.append(m)
                if (yield from self._take(m, remove)):
                    return m
                continue
            self.input_msgs.append(m)
        if self.quit_code is not None and (lo == 0 and hi == 0 or lo <= WM_QUIT <= hi) \
                and (not qs or allows(qs, Message(0, WM_QUIT, 0, 0), True)):
            m = Message(0, WM_QUIT, self.quit_code, 0)
            if remove:
                self.quit_code = None
                self.quit_seen = True
            return m
        if (lo == 0 and hi == 0 or lo <= WM_PAINT <= hi) and (not qs or qs & QS_PAINT):
            w = self.window_needing_paint(mine)
            if w is not None and filter_takes(hwnd_filter, w.hwnd):
                return Message(w.hwnd, WM_PAINT, 0, 0, self.vm.clock.now_ms())
        if (lo == 0 and hi == 0 or lo <= WM_TIMER <= hi) and (not qs or qs & QS_TIMER):
            m = self._due_timer(hwnd_filter, remove, mine)
            if m is not None:
                self.input_idle = True      # a timer's turn counts as idle (inputidle.py)
                return m
        return None

    def wait_message(self, hwnd_filter=0, lo=0, hi=0):
        """Generator: the next message, parking (ending the batch) until there is one."""
        me = self.vm.threads.current.tid
        while True:
            m = yield from self.next_message(hwnd_filter, lo, hi)
            if m is not None:
                return m
            # a thread parked here takes the messages other threads send to its windows
            self.message_waiters.add(me)
            self.input_idle = True      # waiting with nothing to take (inputidle.py)
            try:
                yield PARK
            finally:
                self.message_waiters.discard(me)

    def _hooked_modal(self, m):
        """Generator: a modal loop's message through the WH_GETMESSAGE chain (USER's loops
        call GetMessageW on Windows); answers the message as the hooks left it."""
        vm = self.vm
        ptr = vm.ptr_size
        p = vm.heap.alloc(MSG.sizeof(ptr))
        try:
            vm.mem.write(p, MSG.pack(ptr, hwnd=m.hwnd, message=m.msg, wParam=m.wparam,
                                     lParam=m.lparam, time=m.time, pt=m.pt))
            yield from hooks.got_message(vm, p, m.msg, True, True)
            f = MSG.read(vm.mem, p, ptr)
        finally:
            vm.heap.free(p)
        pt = f["pt"]
        return Message(f["hwnd"], f["message"], f["wParam"], f["lParam"] & ((1 << 8 * ptr) - 1),
                       f["time"], (pt["x"], pt["y"]), m.tid)

    def modal_message(self, on_idle=None):
        """Generator for modal loops (MessageBox, dialogs, menus): the next message, or
        None on WM_QUIT, which is re-posted: it belongs to the outer loop, as on Windows.
        ``on_idle``: a generator function run when the queue is empty before waiting
        (the menu loop's WM_ENTERIDLE; what it posts is then the next message); when it
        answers True the loop is over: a WM_NULL comes back at once instead of a wait."""
        m = None
        if on_idle is not None:
            m = yield from self.next_message()
            if m is None and (yield from on_idle()):
                return Message(0, WM_NULL, 0, 0)
        if m is None:
            m = yield from self.wait_message()
        if self.hooks.hooked(hooks.WH_GETMESSAGE, self.vm.threads.current.tid):
            m = yield from self._hooked_modal(m)
        if m.msg == WM_QUIT:
            self.quit_code = m.wparam
            return None
        return m
