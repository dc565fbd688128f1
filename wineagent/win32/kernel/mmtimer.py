"""WINMM's multimedia timers (timeSetEvent / timeKillEvent) on the guest clock.

Windows fires them on a timer thread of its own; here that thread is a thread of the
scheduler whose body is Python (``Scheduler.create(native=...)``, as the thread pool's
workers): it sleeps until the next timer is due (``vm.sleep_deadline``, so a parked host
wakes exactly then), calls the program's TIMECALLBACK with a guest call or sets its event,
and goes back to sleep. A periodic timer is due again ``uDelay`` ms after its last due
time, so its ticks fall on the same guest times in every run. The timers live with the
sound devices' state (``vm.sound.mm_timers``).
"""

from ...abi.api import PARK, GuestCall
from .threads import native_loop

__all__ = ["MMTimer", "add_timer", "kill_timer"]

TIME_PERIODIC = 1
TIME_CALLBACK_EVENT_SET = 0x10


class MMTimer:
    """One timer: when it is due next and what it does then."""

    def __init__(self, tid, delay, due, periodic, kind, target, user):
        self.id, self.delay, self.due = tid, delay, due
        self.periodic, self.kind, self.target, self.user = periodic, kind, target, user


def add_timer(vm, delay, flags, target, user, kind):
    """Start a timer (``kind``: "function" or "event"); its id."""
    rec = vm.sound
    tid = max(rec.mm_timers, default=0) + 1
    rec.mm_timers[tid] = MMTimer(tid, delay, vm.clock.now_ms() + delay,
                                 bool(flags & TIME_PERIODIC), kind, target, user)
    if rec.mm_timer_thread is None:
        rec.mm_timer_thread = vm.threads.create(0, 0, native=lambda: _timer_thread(vm))
    return tid


def kill_timer(vm, tid):
    """Stop a timer: False when there is none by that id."""
    return vm.sound.mm_timers.pop(tid, None) is not None


@native_loop
def _timer_thread(vm):
    """Generator: the body of the timer thread (it runs while the process does)."""
    timers = vm.sound.mm_timers
    while True:
        now = vm.clock.now_ms()
        due = [t for t in timers.values() if t.due <= now]
        if not due:
            vm.sleep_deadline = min((t.due for t in timers.values()), default=None)
            yield PARK
            vm.sleep_deadline = None
            continue
        t = min(due, key=lambda x: (x.due, x.id))
        if t.periodic:
            t.due += t.delay
        else:
            del timers[t.id]
        if t.kind == "event":
            ev = vm.handles.get(t.target, "event|waitable timer")
            if ev is not None:
                ev.state = True
        else:
            yield GuestCall(t.target, (t.id, 0, t.user, 0, 0))
