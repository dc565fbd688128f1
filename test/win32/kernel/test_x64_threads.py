"""Threads in a 64-bit program (guests/tests/x64_threads.c, built for x86-64): thread start
in the x64 ABI on its own stack, each thread's TEB through GS (switched with the
scheduler's thread switch), exit codes, waits, critical sections, TLS, events, mutexes,
semaphores, Sleep, _beginthreadex, a suspended start, SRW locks, a condition variable,
InitOnce (its context a pointer above 4 GB), the Ex calls, and a thread's message queue
(PostThreadMessage with 64-bit WPARAM/LPARAM, MsgWaitForMultipleObjects) (docs/threads.md).

Expected lines: ``WINEPREFIX=<a win64 prefix> xvfb-run -a wine test/exe/x64_threads.exe``
under Wine 8 (Debian's wine64), exit code 0. The "race" line (two unsynchronised threads'
interleaving) is the scheduler's: only our own two runs are compared for it.
"""

import os
import subprocess

import pytest

from wineagent.vm import VM

from paths import EXE_DIR, ROOT
from procs import env, wineagent_cmd

EXE = os.path.join(EXE_DIR, "x64_threads.exe")
SOURCE = os.path.join(ROOT, "guests", "tests", "x64_threads.c")

WINE_LINES = [
    "create: 1 1 wait_all=0",
    "param: 1 1",
    "exit codes: 91 91",
    "tid: 1 1 distinct=1 main_differs=1",
    "teb: own=1 self=1 main_unchanged=1",
    "stack: inside=1 1 aligned=1 1",
    "tls: thread_own=1 1 main_kept=1",
    "fp: 1 9.56432e+08",
    "critical section: counter=2000 code=1",
    "events: wait=0 sum=55 codes=10 55",
    "mutex: held=0 release_not_owner=0 err=288",
    "mutex: taken_after=0 released=1",
    "semaphore: timeout=258",
    "semaphore: release=1 prev=0",
    "semaphore: taker=9 too_many=0",
    "exit thread: 33",
    "beginthreadex: 10 44 tid_set=1",
    "suspended: wait=258 code=259 slept=0",
    "resume: 1",
    "wait any: 0 code=4 slept=1",
    "srw: wait=0 counter=1000 try_free=1",
    "condition variable: wait=0 seen=12 code=6",
    "init once: runs=1 context_ok=1 1",
    "ex objects: 0 1 0",
    "thread message: posted=1 wait=0 ok=3 code=7",
    "thread message to an ended thread: 0 err=1444",   # ERROR_INVALID_THREAD_ID
    "window ids: tid=1 pid=1",
    "done",
]


@pytest.fixture(scope="module", params=[8, 4], ids=["64-bit", "32-bit"])
def program(request, tmp_path_factory):
    """(width, exe): the committed x86-64 build, and the same source built for i686 (its
    lines must be the same: one scheduler and one declaration of each API serve both)."""
    if request.param == 8:
        return 8, EXE
    path = str(tmp_path_factory.mktemp("x64_threads") / "x64_threads32.exe")
    subprocess.run(["i686-w64-mingw32-gcc", "-O2", "-mconsole", "-o", path, SOURCE, "-luser32"],
                   check=True, capture_output=True, timeout=120)
    return 4, path


def test_a_program_s_threads_print_what_64_bit_wine_prints_at_both_widths(program):
    width, path = program
    vm = VM(path)
    try:
        for _ in range(400):
            vm.run_batch()
            if vm.ended:
                break
        assert vm.ptr_size == width
        assert vm.machine.fault is None, vm.machine.fault
        assert list(vm.stdout_log) == WINE_LINES
        assert vm.machine.exit_code == 0
        # Every thread had a TEB of its own (two pages at 64-bit: the x64 TEB is 0x1838
        # bytes), and the first one's is the machine's.
        tebs = [t.teb for t in vm.threads.threads]
        assert len(set(tebs)) == len(tebs) == 19
        assert tebs[0] == vm.machine.TEB
        assert all(vm.mem.uptr(teb + (0x30 if width == 8 else 0x18)) == teb for teb in tebs)
    finally:
        vm.close()


SESSION = "step 60\npng {png}\nsnapshot\nquit\n"


def _frozen_run(tmp, tag):
    png = os.path.join(tmp, tag + ".png")
    p = subprocess.run(wineagent_cmd("run", "--exe", EXE, "--args", "race", "--frozen",
                                     "--control-stdin"),
                       input=SESSION.format(png=png), cwd=ROOT, env=env(), text=True,
                       stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=300)
    assert p.returncode == 0, p.stderr
    with open(png, "rb") as f:
        return (p.stdout + p.stderr).replace(png, "PNG"), f.read()


def test_frozen_runs_of_a_64_bit_program_with_threads_are_byte_identical_across_processes(
        tmp_path):
    one, two = _frozen_run(str(tmp_path), "1"), _frozen_run(str(tmp_path), "2")
    assert one == two
    one = one[0]
    assert "[guest] srw: wait=0 counter=1000 try_free=1" in one     # (the last 20 lines)
    # The racing threads took turns (the scheduler's quantum), not one after the other.
    race = [line for line in one.splitlines() if line.startswith("[guest] race: ")]
    assert len(race) == 1 and "ab" in race[0] and "ba" in race[0]
