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

from . import emit as event_hooks, hooks, msgconv
from .pyproc import WM_THEMECHANGED, run_proc
from ..core.messages import WM_PAINT, WM_QUIT, WM_TIMER
from ..core.structures import MSG
from ...abi.api import GuestCall, PARK, Unimplemented

__all__ = ["QueueMixin", "Message", "is_wide"]


def is_wide(win):
    """True when the window was created by a W function (its text messages use UTF-16)."""
    return bool(getattr(win, "unicode", False))


class Message:
    """One queued message (MSG without the struct)."""

    __slots__ = ("hwnd", "msg", "wparam", "lparam", "time", "pt", "tid")

    def __init__(self, hwnd, msg, wparam, lparam, time=0, pt=(0, 0), tid=None):
        self.hwnd, self.msg, self.wparam, self.lparam = hwnd, msg, wparam, lparam
        self.time, self.pt = time, pt
        self.tid = tid               # hwnd 0: the thread it was posted to (None: the first)


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
            if t[1] <= now and (hwnd_filter in (0, None) or key[0] == hwnd_filter):
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
        if self.posted or self.input_msgs or self.input_queue or self.quit_code is not None:
            return True
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
        if self.hooks.hooks and not posted and hooks.watches_sends(self.vm):
            return (yield from hooks.send_watched(
                self.vm, win, msg, wparam, lparam,
                lambda: self._deliver(win, msg, wparam, lparam, sender)))
        return (yield from self._deliver(win, msg, wparam, lparam, sender))

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
            # only WM_THEMECHANGED needs run_proc: the hot path calls the procedure itself
            result = run_proc(self, py, win, msg, wparam, lparam) \
                if msg == WM_THEMECHANGED else py(self, win, msg, wparam, lparam)
            if hasattr(result, "send"):
                result = yield from result
            return result or 0
        return (yield GuestCall(proc, (win.hwnd, msg, wparam, lparam)))

    def post(self, hwnd, msg, wparam=0, lparam=0, tid=None):
        """PostMessage (hwnd 0: to the calling thread), PostThreadMessage (``tid``)."""
        if not hwnd and tid is None and self.vm.threads.multi:
            tid = self.vm.threads.current.tid
        self.posted.append(Message(hwnd, msg, self.message_param(wparam),
                                   self.message_param(lparam), self.vm.clock.now_ms(),
                                   self.mouse_pos, tid))

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
    def next_message(self, hwnd_filter=0, lo=0, hi=0, remove=True):
        """Generator: the next message for GetMessage/PeekMessage, or None if there is none.

        May deliver sent messages (activation, focus) while translating input, as Windows
        does inside GetMessage.
        """
        mine = self.current_thread_filter()

        def wanted(m):
            if hwnd_filter not in (0, None) and m.hwnd != hwnd_filter:
                return False
            if mine is not None and not mine(m):
                return False
            return (lo == 0 and hi == 0) or lo <= m.msg <= hi

        for m in self.posted:
            if wanted(m):
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
        for m in list(self.input_msgs):
            if wanted(m) and m in self.input_msgs:
                if remove:
                    self.input_msgs.remove(m)
                skipped = yield from hooks.input_skipped(self.vm, m, remove)
                if remove:
                    self.update_key_state(m)
                if skipped:
                    if m in self.input_msgs:
                        self.input_msgs.remove(m)
                    continue
                return m
        while self.input_queue:
            event = self.input_queue.popleft()
            m = yield from self._translate_input(event)
            event_hooks.input_consumed(self.vm, event, m)
            if m is None:
                continue
            if wanted(m):
                if not remove:
                    self.input_msgs.append(m)
                skipped = yield from hooks.input_skipped(self.vm, m, remove)
                if remove:
                    self.update_key_state(m)
                if skipped:
                    if m in self.input_msgs:
                        self.input_msgs.remove(m)
                    continue
                return m
            self.input_msgs.append(m)
        if self.quit_code is not None and (lo == 0 and hi == 0 or lo <= WM_QUIT <= hi):
            m = Message(0, WM_QUIT, self.quit_code, 0)
            if remove:
                self.quit_code = None
                self.quit_seen = True
            return m
        if lo == 0 and hi == 0 or lo <= WM_PAINT <= hi:
            w = self.window_needing_paint(mine)
            if w is not None and (hwnd_filter in (0, None) or w.hwnd == hwnd_filter):
                return Message(w.hwnd, WM_PAINT, 0, 0, self.vm.clock.now_ms())
        if lo == 0 and hi == 0 or lo <= WM_TIMER <= hi:
            m = self._due_timer(hwnd_filter, remove, mine)
            if m is not None:
                return m
        return None

    def wait_message(self, hwnd_filter=0, lo=0, hi=0):
        """Generator: the next message, parking (ending the batch) until there is one."""
        while True:
            m = yield from self.next_message(hwnd_filter, lo, hi)
            if m is not None:
                return m
            yield PARK

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

    def modal_message(self):
        """Generator for modal loops (MessageBox, dialogs, menus): the next message, or
        None on WM_QUIT, which is re-posted: it belongs to the outer loop, as on Windows."""
        m = yield from self.wait_message()
        if self.hooks.hooked(hooks.WH_GETMESSAGE, self.vm.threads.current.tid):
            m = yield from self._hooked_modal(m)
        if m.msg == WM_QUIT:
            self.quit_code = m.wparam
            return None
        return m
