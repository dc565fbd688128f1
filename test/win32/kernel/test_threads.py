"""Guest threads on the deterministic scheduler (guests/tests/thrtest.c).

The guest runs a producer/consumer pair on events, TLS per thread, a suspended start, two
threads contending for a critical section (blocking inside it), a thread whose window goes
when it ends, a worker posting progress to the main window, and a UI thread owning its
own window and message loop.
"""

import os
import subprocess

from procs import ROOT, env, wineagent_cmd
from paths import guest_exe

THRTEST = os.path.join(ROOT, "test", "exe", "thrtest.exe")

EXPECTED = [
    "pc_wait=0",
    "producer_tls_ok=1 consumer_sum=55",
    "main_tls_ok=1",
    "suspended_wait=258 ran=0",          # WAIT_TIMEOUT: a suspended thread does not run
    "suspended_code=259 resume=1",       # STILL_ACTIVE; ResumeThread returns the old count
    "resumed_ran=1 code=5",
    "counter=2000 tids_match=1 distinct=1 main_tid_differs=1",
    "orphan_created=1 destroyed=1 gone=1",   # a thread's end destroys its windows
    "ui_owner_ok=1 main_owner_ok=1",
    "worker_exit=42",
    "ui_quit=0 owner_is_ui=1",
    "ui_exit=7 ui_window_gone=1",
]


def _titles(vm):
    return [w["title"] for w in vm.wm.describe()]


def test_threads_hand_off_wait_lock_and_own_windows(boot, width):
    # at both widths: the x86-64 build's threads get x64 TEBs (GS) and print the same
    d = boot(guest_exe("thrtest", width), settle=False)
    seen = set()
    for _ in range(200):
        d.vm.run_batch()
        seen.add(tuple(_titles(d.vm)))
        if _titles(d.vm) == ["done worker=42 ui=7"]:
            break
    assert d.vm.machine.fault is None
    assert d.vm.stdout_log == EXPECTED
    # The UI thread's window stood next to the main window while the worker reported.
    assert ("thr-ui", "progress 3") in seen
    # Every thread but the first has ended, each with its own exit code.
    codes = [(t.alive, t.exit_code) for t in d.vm.threads.threads]
    assert codes[0] == (True, None)
    assert [c for _, c in codes[1:]] == [1, 55, 5, codes[4][1], codes[5][1], 1, 7, 42]


def test_a_thread_waiting_for_its_window_messages_parks_the_vm(boot):
    d = boot(THRTEST, settle=False)
    for _ in range(200):
        d.vm.run_batch()
        if _titles(d.vm) == ["done worker=42 ui=7"]:
            break
    d.settle()
    # Only the main thread is left, blocked in GetMessage: parked, nothing to do.
    assert d.vm.parked and not d.vm.wm.has_work() and d.vm.next_wake_ms() is None


SESSION = "step 30\npng {a}\nsnapshot\nstep 30\npng {b}\nsnapshot\nquit\n"


def _frozen_session(tmp, tag):
    a, b = os.path.join(tmp, tag + "a.png"), os.path.join(tmp, tag + "b.png")
    p = subprocess.run(wineagent_cmd("run", "--exe", THRTEST, "--control-stdin", "--frozen"),
                       input=SESSION.format(a=a, b=b), cwd=ROOT, env=env(), text=True,
                       stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=300)
    assert p.returncode == 0, p.stderr
    out = (p.stdout + p.stderr).replace(a, "A").replace(b, "B")
    with open(a, "rb") as fa, open(b, "rb") as fb:
        return out, fa.read(), fb.read()


def test_frozen_runs_with_threads_are_byte_identical_across_processes(tmp_path):
    one = _frozen_session(str(tmp_path), "1")
    two = _frozen_session(str(tmp_path), "2")
    assert one == two
    out = one[0]
    assert '"title": "thr-ui"' in out and '"title": "progress' in out
    assert '"title": "done worker=42 ui=7"' in out
    assert "[guest] counter=2000 tids_match=1 distinct=1 main_tid_differs=1" in out


def _step(gen, value=None):
    """("yield", what) or ("return", value) for one step of a handler's generator."""
    try:
        return "yield", gen.send(value)
    except StopIteration as stop:
        return "return", stop.value


def test_yield_thread_gives_way_only_when_another_thread_can_run(boot):
    from wineagent.abi.api import PARK
    from wineagent.win32.kernel.threads import yield_thread
    d = boot(THRTEST, settle=False)
    # One thread so far: nothing to give way to, SwitchToThread's 0 at once.
    assert _step(yield_thread(d.vm)) == ("return", 0)
    sched = d.vm.threads
    for _ in range(50):                        # until another thread is there to run
        d.vm.run_batch()
        if any(t.alive and not t.suspend_count and t is not sched.current
               for t in sched.threads):
            break
    g = yield_thread(d.vm)
    assert _step(g) == ("yield", PARK) and d.vm.threads.yielding
    assert _step(g) == ("return", 1)


def test_post_thread_message_to_a_thread_that_is_not_there_fails(boot):
    from wineagent.abi.api import Call, lookup
    d = boot(THRTEST, settle=False)
    spec = lookup("USER32.dll", "PostThreadMessageA")
    assert spec.func(Call(d.vm, False, spec), 0x9999, 0x400, 0, 0) == 0
    assert d.vm.last_error == 1444            # ERROR_INVALID_THREAD_ID
    assert spec.func(Call(d.vm, False, spec), 0x104, 0x400, 1, 2) == 1
    m = d.vm.wm.posted[-1]
    assert (m.hwnd, m.msg, m.wparam, m.tid) == (0, 0x400, 1, 0x104)


def test_the_last_error_is_the_threads_teb_lasterrorvalue(boot, width):
    # Windows keeps the last error in the TEB (x86 0x34, x64 0x68), and code built with
    # an inline GetLastError/SetLastError (Wine's programs: wineconsole's exit code) reads
    # and writes it there: SetLastError and the TEB are one value.
    vm = boot(guest_exe("thrtest", width), settle=False).vm
    teb = vm.threads.current.teb + (0x68 if vm.ptr_size == 8 else 0x34)
    vm.last_error = 1234                  # what SetLastError does
    assert vm.mem.u32(teb) == 1234
    vm.mem.w32(teb, 87)                   # what an inline SetLastError does
    assert vm.last_error == 87            # what GetLastError answers
