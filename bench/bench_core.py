"""Emulator-core figures (issue 2): guest MIPS, API calls/s, idle CPU, PNG capture time.

    python3 bench/bench_core.py            # everything, about 35 s
    python3 bench/bench_core.py --quick    # idle CPU over 2 s instead of 10 s

Each figure is printed with its target; baselines are measured in the same run:

- guest MIPS of compute.exe in batches of translated blocks (the block counter of
  machine/blockcount.py, as Machine.run arms it), and the ratio to an uncounted ``emu_start``
  of the same guest from the same starting state (same process, same work: both run from
  the same point in the loop to the call that follows it, and must finish with identical
  registers); Unicorn's per-instruction ``count`` (what batches used before blocks) is
  shown beside them;
- API calls per second through the thunks (apicalls.exe /calls N: GetTickCount in a loop);
- CPU used by a parked guest in the reactor-driven live host over wall time (winmine,
  no timer; clock, a 100 ms timer), each in a child process so the reactor is fresh;
- time to capture a 640x480 PNG of the screen (dispatch.png_bytes), cold (recomposed)
  and with the composed frame cached.
"""

import argparse
import os
import resource
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, ROOT)

from wineagent.apps import APPS  # noqa: E402

BATCH = 20000          # blocks per batch (vm.BATCH_BLOCKS)


def vm_for(app, args, **kw):
    """A fresh VM of a bundled guest with ``args``."""
    from wineagent.vm import VM
    return VM(APPS[app].exe, args=args, app_id=app, batch_size=kw.pop("batch_size", BATCH), **kw)


def line(name, value, unit, target, ok):
    print("%-44s %12s %-10s target %-14s %s" % (name, value, unit, target,
                                                 "ok" if ok else "MISSES TARGET"))
    sys.stdout.flush()


# -- guest MIPS ------------------------------------------------------------------------------
def into_loop(vm):
    """Run batches through the CRT start-up until compute.exe is in its loop (a batch
    that makes no API call)."""
    calls = -1
    while vm.machine.api_calls != calls:
        calls = vm.machine.api_calls
        vm.run_batch()


def loop_exit(uc):
    """Address of the first instruction after the guest loop we are in (found by stepping).

    Steps one iteration; the back edge is the step whose next eip is lower, a Jcc whose
    fall-through is the loop exit. Stepping leaves the VM one iteration further on.
    """
    from unicorn.x86_const import UC_X86_REG_EIP
    # Blocks translated for uncounted runs carry no per-instruction check: a counted
    # emu_start must translate afresh, or count=1 would run on to the end of the loop.
    uc.ctl_flush_tb()
    eips = [uc.reg_read(UC_X86_REG_EIP)]
    for _ in range(200):
        uc.emu_start(eips[-1], 0xFFFFFFFF, 0, 1)
        eips.append(uc.reg_read(UC_X86_REG_EIP))
        if eips[-1] == eips[0] and len(eips) > 1:
            break
    back = next(a for a, b in zip(eips, eips[1:]) if b < a)
    op = bytes(uc.mem_read(back, 2))
    if 0x70 <= op[0] <= 0x7F:           # Jcc rel8
        return back + 2
    assert op[0] == 0x0F and 0x80 <= op[1] <= 0x8F, "the back edge is not a Jcc"
    return back + 6                      # Jcc rel32


def bench_counted_vs_uncounted(iters):
    """{mode: seconds} and the instructions: the rest of compute.exe's loop three ways.

    Three VMs reach the same state (determinism: same exe, args and batches); one finishes
    the loop in batches of BATCH blocks (the block counter, as Machine.run does), one in
    Unicorn-counted runs of 100,000 instructions (what batches were before), one in a
    single uncounted emu_start. All stop at the loop exit with identical registers.
    """
    from unicorn.x86_const import UC_X86_REG_EIP
    regs, times, work = [], {}, None
    for mode in ("blocks", "instructions", "uncounted"):
        vm = vm_for("compute", "/iters %d" % iters)
        into_loop(vm)
        uc = vm.machine.uc
        exit_at = loop_exit(uc)
        uc.ctl_flush_tb()                # each mode translates the loop its own way
        t = time.perf_counter()
        if mode == "blocks":
            while uc.reg_read(UC_X86_REG_EIP) != exit_at:
                vm.machine.blocks.arm(BATCH)
                uc.emu_start(uc.reg_read(UC_X86_REG_EIP), exit_at)
        elif mode == "instructions":
            uc.ctl_flush_tb()
            n = 0
            while uc.reg_read(UC_X86_REG_EIP) != exit_at:
                uc.emu_start(uc.reg_read(UC_X86_REG_EIP), exit_at, 0, 100000)
                n += 1
            work = n * 100000            # exact to within the last, partial run
        else:
            uc.emu_start(uc.reg_read(UC_X86_REG_EIP), exit_at, 0, 0)
        times[mode] = time.perf_counter() - t
        regs.append(vm.machine.regs())
    assert regs[0] == regs[1] == regs[2], "the runs did not do the same work"
    return times, work


# -- API calls -------------------------------------------------------------------------------
def bench_api_calls(calls):
    """API calls per second while apicalls.exe calls GetTickCount in a loop."""
    vm = vm_for("apicalls", "/calls %d" % calls)
    vm.run_batch()
    c0 = vm.machine.api_calls
    t = time.perf_counter()
    while vm.machine.api_calls - c0 < calls - 100000 and not vm.ended:
        vm.run_batch()
    dt = time.perf_counter() - t
    assert list(vm.machine.recent)[-1] == "KERNEL32.dll!GetTickCount"
    return (vm.machine.api_calls - c0) / dt


def bench_dispatch_floor(n):
    """Baseline: the same Python handler called directly n times (no CPU, no thunk)."""
    from wineagent.abi.api import lookup
    vm = vm_for("apicalls", "/calls 1")
    spec = lookup("KERNEL32.dll", "GetTickCount")
    addr = vm.machine._thunk_by_name["KERNEL32.dll!GetTickCount"]
    call = vm.machine.thunks[(addr - 0x7F000000) >> 2][1]
    t = time.perf_counter()
    for _ in range(n):
        spec.func(call)
    return n / (time.perf_counter() - t)


# -- idle CPU --------------------------------------------------------------------------------
def idle_child(app, seconds):
    """In a child: boot ``app`` in a live reactor host, settle, then measure CPU over wall."""
    from twisted.internet import reactor
    from wineagent.host import Host
    vm = vm_for(app, APPS[app].args)
    host = Host(vm, reactor=reactor, app=app)
    result = {}

    def begin():
        result["cpu0"] = time.process_time()
        result["wall0"] = time.monotonic()
        result["batches0"] = vm.batches
        reactor.callLater(seconds, end)

    def end():
        result["cpu"] = time.process_time() - result["cpu0"]
        result["wall"] = time.monotonic() - result["wall0"]
        result["batches"] = vm.batches - result["batches0"]
        reactor.stop()
    host.start()
    reactor.callLater(1.0, begin)        # boot and first paint are not idle time
    reactor.run()
    ru = resource.getrusage(resource.RUSAGE_SELF)
    print("%f %f %d %d %f" % (result["cpu"], result["wall"], result["batches"], vm.frames,
                              ru.ru_utime + ru.ru_stime))


def bench_idle(app, seconds):
    out = subprocess.run([sys.executable, __file__, "--idle-child", app, str(seconds)],
                         capture_output=True, text=True, timeout=seconds + 60, cwd=ROOT)
    if out.returncode != 0:
        raise RuntimeError("idle child failed: %s" % out.stderr)
    cpu, wall, batches, frames, _ = out.stdout.split()
    return float(cpu), float(wall), int(batches), int(frames)


# -- PNG capture -----------------------------------------------------------------------------
def bench_png(rounds):
    """(cold ms, cached ms) median time of png_bytes on winmine's 640x480 desktop."""
    from wineagent.control.dispatch import png_bytes
    vm = vm_for("winmine", APPS["winmine"].args)
    for _ in range(5):
        vm.run_batch()
    assert (vm.gdi.width, vm.gdi.height) == (640, 480)
    cold, cached = [], []
    for _ in range(rounds):
        vm.gdi.version += 1              # as after any drawing: the frame is recomposed
        t = time.perf_counter()
        png_bytes(vm)
        cold.append(time.perf_counter() - t)
        t = time.perf_counter()
        png_bytes(vm)
        cached.append(time.perf_counter() - t)
    return statistics.median(cold) * 1000, statistics.median(cached) * 1000


def main(argv):
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--quick", action="store_true", help="idle CPU over 2 s, not 10 s")
    p.add_argument("--idle-child", nargs=2, metavar=("APP", "SECONDS"), help=argparse.SUPPRESS)
    opts = p.parse_args(argv)
    if opts.idle_child:
        idle_child(opts.idle_child[0], float(opts.idle_child[1]))
        return 0
    idle_s = 2.0 if opts.quick else 10.0

    times, work = bench_counted_vs_uncounted(40000000)
    mips = work / times["blocks"] / 1e6
    line("guest MIPS, batches of %d blocks" % BATCH, "%.1f" % mips, "M instr/s", ">= 50",
         mips >= 50)
    for mode, label in (("blocks", "same work, block-counted batches"),
                        ("instructions", "same work, instruction-counted (before)"),
                        ("uncounted", "same work uncounted emu_start (baseline)")):
        line("  %s (%.0fM instr)" % (label, work / 1e6), "%.1f" % (work / times[mode] / 1e6),
             "M instr/s", "", True)
    ratio = times["uncounted"] / times["blocks"]
    line("  block-counted / uncounted speed", "%.3f" % ratio, "ratio", ">= 0.25",
         ratio >= 0.25)
    line("  instruction-counted / uncounted (before)",
         "%.4f" % (times["uncounted"] / times["instructions"]), "ratio", "(report)", True)

    rate = bench_api_calls(1000000)
    line("API calls through thunks (GetTickCount)", "{:,.0f}".format(rate), "calls/s",
         ">= 200,000", rate >= 200000)
    floor = bench_dispatch_floor(200000)
    line("  handler called directly (baseline)", "{:,.0f}".format(floor), "calls/s", "", True)
    line("  thunk path / direct call", "%.2f" % (rate / floor), "ratio", "(report)", True)

    for app, note in (("winmine", "no timer"), ("clock", "100 ms timer")):
        cpu, wall, batches, frames = bench_idle(app, idle_s)
        pct = 100.0 * cpu / wall
        if app == "winmine":             # the target is for a parked guest with nothing due
            line("idle CPU, live host, %s (%s)" % (app, note), "%.2f" % pct, "% core",
                 "< 1", pct < 1.0)
        else:                            # clock repaints 10 times a second: reported
            line("idle CPU, live host, %s (%s)" % (app, note), "%.2f" % pct, "% core",
                 "(report)", True)
        line("  over %.1f s wall: guest batches / frames" % wall,
             "%d / %d" % (batches, frames), "", "", True)

    cold, cached = bench_png(30)
    line("PNG capture 640x480 (recomposed)", "%.2f" % cold, "ms", "<= 15", cold <= 15)
    line("  PNG capture, composed frame cached", "%.2f" % cached, "ms", "", True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
