"""WINMM's timer functions, on the one guest clock (timeSetEvent's timers:
kernel/mmtimer.py).

timeGetTime reads the same clock as GetTickCount. The timer *resolution* calls are
accepted and remembered: guest time here advances per batch (or per step), so no
resolution request can change how finely it moves; timeGetDevCaps reports that range.
"""

from ....abi.api import BOTH, Unimplemented, api
from ...kernel.mmtimer import add_timer, kill_timer
from ...core.dllnames import WINMM
from ...core.structures import TIMECAPS

TIMERR_NOERROR, TIMERR_NOCANDO = 0, 97


@api(WINMM, "timeGetTime", widths=BOTH)
def timeGetTime(c):
    return c.vm.clock.now_ms() & 0xFFFFFFFF


@api(WINMM, "timeGetDevCaps", "LPVOID caps, UINT size", widths=BOTH)
def timeGetDevCaps(c, caps, size):
    if size < TIMECAPS.sizeof():
        return TIMERR_NOCANDO
    c.vm.mem.write(caps, TIMECAPS.pack_values(1, 1000000))
    return TIMERR_NOERROR


def _periods(vm):
    return vm.kernel.timer_periods


@api(WINMM, "timeBeginPeriod", "UINT period", widths=BOTH)
def timeBeginPeriod(c, period):
    if period < 1:
        return TIMERR_NOCANDO
    _periods(c.vm).append(period)
    return TIMERR_NOERROR


@api(WINMM, "timeEndPeriod", "UINT period", widths=BOTH)
def timeEndPeriod(c, period):
    periods = _periods(c.vm)
    if period not in periods:
        return TIMERR_NOCANDO  # each timeEndPeriod must match a timeBeginPeriod
    periods.remove(period)
    return TIMERR_NOERROR


TIME_CALLBACK_EVENT_SET, TIME_CALLBACK_EVENT_PULSE = 0x10, 0x20


@api(WINMM, "timeSetEvent",
     "UINT delay, UINT resolution, LPVOID proc, DWORD_PTR user, UINT flags", widths=BOTH)
def timeSetEvent(c, delay, resolution, proc, user, flags):
    if not 1 <= delay <= 1000000 or not proc:
        return 0                       # outside timeGetDevCaps' range: no timer
    kind = flags & 0x30
    if kind == TIME_CALLBACK_EVENT_PULSE:
        raise Unimplemented("%s (TIME_CALLBACK_EVENT_PULSE)" % c.spec.full_name)
    return add_timer(c.vm, delay, flags, proc, user,
                     "event" if kind == TIME_CALLBACK_EVENT_SET else "function")


@api(WINMM, "timeKillEvent", "UINT id", widths=BOTH)
def timeKillEvent(c, tid):
    # An unknown (or one-shot, already fired) timer: TIMERR_NOCANDO, as winmm answers
    # (the SDK says MMSYSERR_INVALPARAM).
    return TIMERR_NOERROR if kill_timer(c.vm, tid) else TIMERR_NOCANDO
