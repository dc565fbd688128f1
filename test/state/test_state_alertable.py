"""A savestate taken while a thread is parked in an alertable wait (kernel/sync.py
``parked_wait(alertable=True)``, state/coroutines.py): the wait is carried as it started,
like any other wait, and the loaded session ends as an uninterrupted one.

test/exe/alertsave.exe (guests/tests/alertsave.c) parks its main thread in
MsgWaitForMultipleObjectsEx(MWMO_ALERTABLE) — a Qt event loop's wait — until a second
thread's write completes its ReadFileEx; Wine 8 prints the same four lines."""

import os

import wineagent
from wineagent.state import session

from paths import EXE_DIR

EXE = os.path.join(EXE_DIR, "alertsave.exe")
WHOLE = ["pipe 1 1", "ReadFileEx 1 calls=0", "MsgWait=192 calls=1 got=5 [hello]",
         "WaitEx=0 code=7"]


def _run_out(d, limit=400):
    for _ in range(limit):
        if d.host.vm.ended:
            return
        d.step(1)


def _alertable_waits(vm):
    """Threads parked in an alertable parked_wait (its ``alertable`` argument set)."""
    n = 0
    for t in vm.threads.threads:
        frames = vm.machine.frames if t is vm.threads.current else (t.context or (0, []))[1]
        for f in frames:
            gen = f.gen
            if getattr(gen, "__name__", "") == "parked_wait" and \
                    gen.gi_frame is not None and gen.gi_frame.f_locals.get("alertable"):
                n += 1
    return n


def test_an_alertable_wait_is_saved_and_resumes_to_the_same_end():
    d = wineagent.Desktop(exe=EXE, batch_size=2000)
    try:
        for _ in range(200):
            d.step(1)
            if len(d.host.vm.stdout_log) >= 2 or d.host.vm.ended:
                break
        d.step(3)               # the writer sleeps 300 ms: the main thread waits
        assert list(d.host.vm.stdout_log) == WHOLE[:2] and not d.host.vm.ended
        assert _alertable_waits(d.host.vm) == 1
        data = session.save_bytes(d.host)
        at_save = list(d.host.vm.stdout_log)
    finally:
        d.close()
    assert at_save == WHOLE[:2]
    other = wineagent.Desktop(exe=EXE, batch_size=2000)
    try:
        session.load_bytes(other.host, data)
        _run_out(other)
        vm = other.host.vm
        assert vm.machine.fault is None and vm.machine.exit_code == 0
        assert list(vm.stdout_log) == WHOLE
    finally:
        other.close()
