"""What events cost (issue 12, docs/events.md): the same frozen work with nobody listening,
with readers, and with the api firehose.

    python3 bench/bench_events.py            # about 30 s

Figures (wall time of the same steps, best of 3; ratios against "nobody listens" of the
same run):

- clock (a 100 ms timer that repaints), 600 batches: nobody listens / a subscription with
  the default classes (window, input, ..., and frame: one frame_hash per changed batch) /
  an api subscription with a filter matching nothing the guest calls;
- apicalls.exe, 200,000 GetTickCount calls: nobody listens / api filtered to another name
  (no thunk wrapped: zero cost) / api for KERNEL32!GetTickCount (every call an event).

Target: nobody listening and a non-matching api filter cost nothing measurable (within the
noise, a few %); the firehose is reported, it is what an agent asked for.
"""

import os
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from twisted.internet.task import Clock  # noqa: E402

from wineagent.api.local import open_frozen  # noqa: E402
from wineagent.events import commands, filters  # noqa: E402


def run(app, args, batches, setup):
    """Seconds to step ``batches`` batches of a fresh frozen VM after ``setup(vm)``."""
    clock = Clock()
    exe = os.path.join(ROOT, "wineagent", "apps", "exe", app + ".exe")
    vm, host = open_frozen(None, exe, args, (640, 480), 100000, 16, None, clock, "bench")
    setup(vm)
    out = []
    t0 = time.perf_counter()
    host.step(batches).addCallback(out.append)
    while not out:
        clock.advance(0.02)
    elapsed = time.perf_counter() - t0
    vm.close()
    return elapsed, vm.events.seq


def nobody(vm):
    """No subscription, no reader."""


def default_sub(vm):
    commands.subscribe(vm)


def api_filter(pattern):
    def setup(vm):
        commands.subscribe(vm, filters.parse_classes("api"),
                           filters.parse_filter({"api": [pattern]}))
    return setup


def table(title, app, args, batches, cases):
    print("%s (%d batches)" % (title, batches))
    base = None
    for name, setup in cases:
        best = min(run(app, args, batches, setup) for _ in range(3))
        base = base or best[0]
        print("  %-44s %7.3f s  x%.2f  events=%d" % (name, best[0], best[0] / base, best[1]))


def main():
    table("clock", "clock", None, 600, [
        ("nobody listens", nobody),
        ("subscription, default classes (frames)", default_sub),
        ("api filter matching nothing called", api_filter("USER32!MessageBox*")),
    ])
    table("apicalls /calls 200000", "apicalls", "/calls 200000", 60, [
        ("nobody listens", nobody),
        ("api filter for another name", api_filter("KERNEL32!Sleep")),
        ("api KERNEL32!GetTickCount (every call)", api_filter("KERNEL32!GetTickCount")),
    ])


if __name__ == "__main__":
    main()
