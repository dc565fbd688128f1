"""WINMM's timer functions, on the one guest clock.

timeGetTime reads the same clock as GetTickCount. The timer *resolution* calls are
accepted and remembered: guest time here advances per batch (or per step), so no
resolution request can change how finely it moves; timeGetDevCaps reports that range.
"""

import struct

from ....abi.api import api

W = "WINMM.dll"
TIMERR_NOERROR, TIMERR_NOCANDO = 0, 97


@api(W, "timeGetTime")
def timeGetTime(c):
    return c.vm.clock.now_ms() & 0xFFFFFFFF


@api(W, "timeGetDevCaps", "LPVOID caps, UINT size")
def timeGetDevCaps(c, caps, size):
    if size < 8:
        return TIMERR_NOCANDO
    c.vm.mem.write(caps, struct.pack("<II", 1, 1000000))
    return TIMERR_NOERROR


def _periods(vm):
    return vm.kernel.timer_periods


@api(W, "timeBeginPeriod", "UINT period")
def timeBeginPeriod(c, period):
    if period < 1:
        return TIMERR_NOCANDO
    _periods(c.vm).append(period)
    return TIMERR_NOERROR


@api(W, "timeEndPeriod", "UINT period")
def timeEndPeriod(c, period):
    periods = _periods(c.vm)
    if period not in periods:
        return TIMERR_NOCANDO  # each timeEndPeriod must match a timeBeginPeriod
    periods.remove(period)
    return TIMERR_NOERROR
