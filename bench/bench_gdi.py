"""GDI speed figures (issue 11), each next to a baseline measured in the same run.

    python3 bench/bench_gdi.py [--quick]

- FillRect/s: test/exe/gdibench.exe fills random rectangles with 16 brushes into a
  window DC (``fillrect N``), timed from its first batch to its "done" line minus the
  same with N = 0; the baseline is the thunk ceiling, GetTickCount calls/s of
  apicalls.exe.
- SetPixel on a 640x480 24-bit DIB section vs on a compatible bitmap (``setpixel_dib``
  / ``setpixel_bmp``): the ratio must stay within 2x.
- A 16x16 cell change vs a full-screen change: a fill through a window DC followed by
  ``screen_changed()`` (the per-batch frame check), in-process, alternating colours.
- SelectObject with 100 and with 10,000 live pens: the select loop's own time (a run
  with 2N calls minus a run with N), per call.
- The winmine click cycle in-process (issue 19): ``Desktop(app="winmine")``, click a
  board cell, ``step(4)``, ``png()``; the guest repaints its whole client through GDI
  (~600 API calls). Baselines in the same run: the same cycle clicking the empty desktop
  (no guest work: the path's own cost), and the thunk ceiling per API call; the figure
  also reads as microseconds per API call of the repaint against that ceiling.
- Frames as arrays: ``Desktop.frame()`` (a numpy array) against ``png_bytes()`` (the
  PNG-coded frame) after each board click.
"""

import argparse
import os
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, ROOT)

from wineagent.apps import APPS  # noqa: E402
from wineagent.vm import VM  # noqa: E402

EXE = os.path.join(ROOT, "test", "exe", "gdibench.exe")


def line(name, value, unit, target, ok):
    print("%-46s %12s %-10s target %-16s %s" % (name, value, unit, target,
                                                 "ok" if ok else "MISSES TARGET"))
    sys.stdout.flush()


def run_guest(args):
    """Seconds gdibench.exe ``args`` takes from its first batch (start-up included) to
    printing "done". A batch of translated blocks can hold the whole run, start-up and
    loop together, so loop rates come from differences (:func:`loop_time`)."""
    vm = VM(EXE, args=args, batch_size=200000)
    t = time.perf_counter()
    while "done" not in vm.stdout_log and not vm.ended:
        vm.run_batch()
    dt = time.perf_counter() - t
    assert vm.machine.fault is None, vm.machine.fault.report()
    assert "done" in vm.stdout_log, vm.stdout_log
    vm.close()
    return dt


def loop_time(mode, n):
    """Seconds of gdibench.exe's ``mode`` loop of ``n`` calls alone: the run with ``n``
    minus the run with 0 (start-up cancels out), the best of two."""
    return min(run_guest("%s %d" % (mode, n)) - run_guest("%s 0" % mode) for _ in range(2))


def api_ceiling(calls):
    """GetTickCount calls/s through the thunks (apicalls.exe), the baseline."""
    vm = VM(APPS["apicalls"].exe, args="/calls %d" % calls, batch_size=100000)
    vm.run_batch()
    c0 = vm.machine.api_calls
    t = time.perf_counter()
    while vm.machine.api_calls - c0 < calls - 100000 and not vm.ended:
        vm.run_batch()
    rate = (vm.machine.api_calls - c0) / (time.perf_counter() - t)
    vm.close()
    return rate


def paint_search(children, rounds):
    """Seconds for the window manager to find the one window needing paint (GetMessage's
    WM_PAINT search) among ``children`` visible children of a top-level window, the
    last of them invalidated each round."""
    from wineagent.win32.user.wm import Window
    vm = VM(EXE, args="fillrect 0", batch_size=200000)
    while "done" not in vm.stdout_log:
        vm.run_batch()
    wm = vm.wm
    top = next(iter(wm.visible_toplevels_bottom_up()))
    cls = wm.find_class("static")
    last = None
    for i in range(children):
        hwnd = 0x00200000 + 4 * i
        last = Window(hwnd, cls, "", 0x50000000, 0, i % 600, 0, 8, 8, top.hwnd, 0, i, 0)
        wm.windows[hwnd] = last
        wm.track_paint(last)
        top.children.append(hwnd)
    for h in list(wm.paint_pending):      # what the guest left to paint: validated
        wm.windows[h].invalid = None
    assert wm.window_needing_paint() is None
    t = time.perf_counter()
    for _ in range(rounds):
        last.invalid = (0, 0, 8, 8)
        found = wm.window_needing_paint()
        last.invalid = None
    dt = (time.perf_counter() - t) / rounds
    assert found is last
    vm.close()
    return dt


def cell_vs_full(rounds):
    """(seconds per 16x16 change, seconds per full-screen change), frame check included."""
    vm = VM(EXE, args="fillrect 0", batch_size=200000)
    while "done" not in vm.stdout_log:
        vm.run_batch()
    win = next(iter(vm.wm.visible_toplevels_bottom_up()))
    dc = vm.wm.surface_dc(win)
    gdi = vm.gdi
    gdi.screen_changed()

    def timed(rect):
        t = time.perf_counter()
        for i in range(rounds):
            dc.fill_rect(rect, (255, 0, 0) if i & 1 else (0, 0, 255))
            assert gdi.screen_changed()
        return (time.perf_counter() - t) / rounds
    cell = timed((100, 100, 116, 116))
    full = timed((0, 0, 640, 480))
    vm.close()
    return cell, full


#: winmine /seed 1's board cells (docs/apps.md), clicked in turn
BOARD = [(63 + 16 * cx, 93 + 16 * cy) for cy in range(9) for cx in range(9)]


def click_cycle(points, rounds, look="png"):
    """(median ms per cycle of click, step 4, look; API calls per cycle) on a fresh
    in-process winmine, after a warm-up."""
    import statistics
    import wineagent
    with wineagent.Desktop(app="winmine") as d:
        d.step(30)
        m = d.vm.machine
        get = getattr(d, look)
        for i in range(10):
            x, y = points[i % len(points)]
            d.click(x, y)
            d.step(4)
            get()
        c0 = m.api_calls
        times = []
        for i in range(rounds):
            x, y = points[i % len(points)]
            t = time.perf_counter()
            d.click(x, y)
            d.step(4)
            get()
            times.append(time.perf_counter() - t)
        return statistics.median(times) * 1000, (m.api_calls - c0) / rounds


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true", help="smaller loops")
    a = ap.parse_args(argv)
    k = 1 if a.quick else 4
    ceiling = api_ceiling(300000 * k)
    line("baseline: GetTickCount through the thunks", "%.0f" % ceiling, "calls/s",
         ">= 500,000", ceiling >= 500000)

    board, calls = click_cycle(BOARD, 100 * k)
    empty, _ = click_cycle([(600, 400)], 100 * k)
    line("baseline: click cycle on the empty desktop", "%.3f" % empty, "ms", "-", True)
    line("winmine click cycle (click, step 4, png)", "%.3f" % board, "ms", "<= 2",
         board <= 2)
    line("  / empty-desktop cycle", "%.1f" % (board / empty), "x", "-", True)
    per_call = (board - empty) / calls * 1000
    line("  repaint per API call (%d calls)" % calls, "%.2f" % per_call, "us", "-", True)
    line("  / thunk ceiling per call", "%.1f" % (per_call * ceiling / 1e6), "x", "-", True)
    arr, _ = click_cycle(BOARD, 50 * k, "frame")
    png, _ = click_cycle(BOARD, 50 * k, "png_bytes")
    line("baseline: click cycle with png_bytes() (PNG coded)", "%.3f" % png, "ms", "-", True)
    line("click cycle with frame() (numpy array)", "%.3f" % arr, "ms", "-", True)
    line("  / baseline", "%.2f" % (arr / png), "ratio", "< 1", arr < png)

    n = 10000 * k
    rate = n / loop_time("fillrect", n)
    line("random-rectangle FillRect", "%.0f" % rate, "calls/s", ">= 20,000", rate >= 20000)
    line("  FillRect / baseline", "%.2f" % (rate / ceiling), "ratio", "-", True)

    n = 10000 * k
    dib = n / loop_time("setpixel_dib", n)
    bmp = n / loop_time("setpixel_bmp", n)
    line("SetPixel on a 640x480 DIB section", "%.0f" % dib, "calls/s", "-", True)
    line("SetPixel on a compatible bitmap", "%.0f" % bmp, "calls/s", "-", True)
    line("  bitmap / DIB section time ratio", "%.2f" % (bmp / dib), "x", "<= 2", bmp / dib <= 2)

    cell, full = cell_vs_full(50 * k)
    line("16x16 cell change + frame check", "%.3f" % (cell * 1000), "ms", "-", True)
    line("full-screen change + frame check", "%.3f" % (full * 1000), "ms", "-", True)
    line("  cell / full", "%.3f" % (cell / full), "ratio", "<= 0.2", cell / full <= 0.2)

    calls = 50000 * k
    per = {}
    for objs in (100, 10000):
        # the loop's own time: twice the calls minus once (creating the pens cancels
        # out); the best of three, as the machine is shared
        dt = min(run_guest("select %d %d" % (objs, 2 * calls)) -
                 run_guest("select %d %d" % (objs, calls)) for _ in range(3))
        per[objs] = max(dt, 1e-9) / calls
        line("SelectObject with %d live pens" % objs, "%.2f" % (per[objs] * 1e6), "us/call",
             "-", True)
    ratio = per[10000] / per[100]
    line("  10,000 / 100 objects", "%.2f" % ratio, "ratio", "flat (<= 1.5)", ratio <= 1.5)

    found = {n: min(paint_search(n, 2000 * k) for _ in range(3)) for n in (100, 10000)}
    for n, dt in found.items():
        line("window to paint among %d windows" % n, "%.2f" % (dt * 1e6), "us/find", "-", True)
    ratio = found[10000] / found[100]
    line("  10,000 / 100 windows", "%.2f" % ratio, "ratio", "flat (<= 1.5)", ratio <= 1.5)


if __name__ == "__main__":
    main(sys.argv[1:])
