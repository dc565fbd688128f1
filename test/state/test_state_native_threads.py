"""Savestates of a process with a system thread whose body is Python (WINMM's timer
thread, the thread pool's worker: ``Scheduler.create(native=...)``, marked with
``threads.native_loop``): the thread is carried at its loop's own yields, parked or
waiting for the program's callback, and the loaded session ends as an uninterrupted one.
Before, any such thread made ``save`` refuse ("suspended at a point no savestate can
describe"), so Qt 6's designer (a multimedia timer) could never be saved or forked.

test/exe/winmm_timer.exe (guests/tests/winmm_timer.c) runs one-shot, periodic and
event timers; test/exe/timer_queue.exe (guests/tests/timer_queue.c) runs timer queues
on the thread pool. Their lines are checked against Wine 8's in test_winmm_census.py and
test_timer_queue.py; here each is its own oracle: a session saved and loaded at several
points writes the same lines as one that never stopped."""

import os

import pytest

import wineagent
from wineagent.state import session

from paths import EXE_DIR

BATCH = 2000


def _run_out(d, limit=3000):
    steps = 0
    while not d.host.vm.ended and steps < limit:
        d.step(1)
        steps += 1
    assert d.host.vm.ended, "the guest did not end within %d batches" % limit
    return list(d.host.vm.stdout_log), steps


def _native_threads(vm):
    """The live threads whose body is Python (a native loop) — counted from the
    scheduler's list, so a save point is known to hold one."""
    from wineagent.win32.kernel.threads import NATIVE_LOOPS
    n = 0
    for t in vm.threads.threads:
        frames = vm.machine.frames if t is vm.threads.current else (t.context or (0, []))[1]
        for f in frames:
            gen = getattr(f.gen, "gi_yieldfrom", None)
            if getattr(gen, "gi_code", None) in NATIVE_LOOPS:
                n += 1
    return n


@pytest.mark.parametrize("name", ["winmm_timer", "timer_queue"])
def test_a_system_thread_is_saved_and_resumes_to_the_same_end(name):
    exe = os.path.join(EXE_DIR, name + ".exe")
    whole = wineagent.Desktop(exe=exe, batch_size=BATCH)
    try:
        expected, batches = _run_out(whole)
    finally:
        whole.close()
    assert len(expected) >= 5
    saved = 0
    # Save points spread over the run, each where a native thread exists.
    for at in sorted({batches // 5, batches // 3, batches // 2, (2 * batches) // 3}):
        d = wineagent.Desktop(exe=exe, batch_size=BATCH)
        try:
            for _ in range(at):
                d.step(1)
            if d.host.vm.ended or not _native_threads(d.host.vm):
                continue
            data = session.save_bytes(d.host)
            before = list(d.host.vm.stdout_log)
        finally:
            d.close()
        other = wineagent.Desktop(exe=exe, batch_size=BATCH)
        try:
            session.load_bytes(other.host, data)
            assert list(other.host.vm.stdout_log) == before
            assert _run_out(other)[0] == expected, "saved at batch %d" % at
        finally:
            other.close()
        saved += 1
    assert saved >= 2, "fewer than two save points held a system thread"
