"""Host instructions per look-act cycle or Gym step, counted by callgrind (deterministic
where wall-clock figures on a shared machine are not).

    python3 bench/bench_instructions.py [--what cycle|empty|click|won|random|type|key|noop|move|fill|text|calls|tick|msgs]
                                        [--n 20] [--tree DIR] [--keep FILE]

Runs itself under ``valgrind --tool=callgrind --instr-atstart=no``: the desktop is made and
warmed up (10 rounds) uncounted, then instrumentation is switched on with
``callgrind_control -i on`` for ``--n`` rounds and off again; the figure is callgrind's
total over those rounds divided by ``--n``. ``--tree`` runs another checkout's wineagent
(an A/B pair: the same script, two trees).

- ``cycle``: in-process ``Desktop(app="winmine")``, click a board cell of /seed 1, step 4,
  ``png()`` (bench_gdi.py's winmine click cycle).
- ``empty``: the same cycle clicking the empty desktop (no guest repaint).
- ``click``: ``DesktopEnv(app="winmine", frameskip=8)``, a step clicking /seed 1's safe
  cells in turn (bench_gym.py's board clicks), the game's 11th to 30th.
- ``won``: the same clicks after the game is won (150 steps uncounted: the win, the
  best-times dialog, its end): each repaints the won board, its ten flags and 32
  digits, as most of bench_gym.py's board clicks do (its episodes never end: winmine
  runs on).
- ``random``: the same env, the action space's seeded samples (bench_gym.py's random
  actions).
- ``type``, ``key``: the same env, the same seeded samples keeping only the
  actions of that kind (with the modifiers each was sampled with): one kind's share of
  ``random``.
- ``noop``: the same env, noop actions: the env's own cost a step (bench_gym.py's noop).
- ``move``: the same env, the seeded samples as pointer moves (their modifiers held
  around them): the command path's share of a step that runs a little guest code.
- ``fill``: 100 FillRect calls into a memory DC through the API handler (no guest code, no
  dispatch): the per-fill cost of the handler and GDI (divide by 100).
- ``text``: 100 DrawTextA calls the way winmine draws its digits (one digit centred in a
  15x15 cell, DT_CENTER | DT_VCENTER | DT_SINGLELINE, transparent, the DC's default
  font) into a memory DC through the API handler (divide by 100).
- ``calls``: apicalls.exe calling GetTickCount in its loop, a round one batch of 20,000
  blocks: the figure is also given a call (the round's instructions over the API calls
  it counted): the per-call floor of the thunk, the dispatch and a trivial handler.
- ``tick``: the same number of GetTickCount calls, 6,666 a round, straight to its handler
  (no guest, no thunk, no dispatch): ``calls`` less this is the thunk's and the
  dispatch's share a call.
- ``msgs``: bench/guests/msgloop.c (built here with i686-w64-mingw32-gcc), a round one
  batch of 20,000 blocks of its loop: PostMessageA, GetMessageA, TranslateMessage,
  DispatchMessageA into its window procedure, which calls DefWindowProcA, and a
  SendMessageA to its own window: the generator APIs' round trip (the thunk, the
  dispatch, the advances, a guest callback and its return). The figure is also given an
  API call and a loop turn (the round's instructions over the calls it counted, and over
  the turns: 7 calls a turn).

Needs valgrind (``apt-get install valgrind``); a round under callgrind takes about 50x its
native time.
"""

import argparse
import os
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)


#: ``--what`` values that are one kind of the random actions (gym/env.py ACTION_NAMES)
KINDS = ("type", "key")


def _ctl(flag):
    subprocess.run(["callgrind_control", "-i", flag, str(os.getpid())],
                   stdout=subprocess.DEVNULL, check=True)


#: winmine /seed 1's board cells (bench_gdi.py) and its mines (bench_gym.py, docs/apps.md)
BOARD = [(63 + 16 * cx, 93 + 16 * cy) for cy in range(9) for cx in range(9)]
MINES = {(3, 0), (8, 1), (7, 2), (8, 2), (7, 4), (7, 5), (0, 6), (7, 6), (5, 8), (7, 8)}
SAFE = [(63 + 16 * cx, 93 + 16 * cy) for cy in range(9) for cx in range(9)
        if (cx, cy) not in MINES]


def _fill_round():
    """``fill``: one round is 100 FillRect calls through the handler the thunk dispatch
    calls (no guest code, no dispatch), a system colour's solid brush (COLOR_WINDOW)
    into a memory DC's 168x200 bitmap, 16x16 cells in turn: winmine's back-buffer fills."""
    import struct
    import wineagent
    from wineagent.win32.gdi.dc import DC
    from wineagent.win32.gdi.objects import Bitmap
    d = wineagent.Desktop(app="winmine")
    d.step(30)
    vm = d.vm
    spec, call, _ = next(e for e in vm.machine.thunks
                         if e is not None and e[2].endswith("!FillRect"))
    hdc = vm.gdi.add(DC(vm.gdi, Bitmap(168, 200)))
    rects = []
    for i in range(100):
        x, y = 16 * (i % 10), 16 * (i // 10)
        rects.append(vm.alloc_data(16))
        vm.mem.write(rects[-1], struct.pack("<4i", x, y, x + 16, y + 16))
    func = spec.func

    def one(i):
        for a in rects:
            func(call, hdc, a, 5 + 1)
    return one


def _text_round():
    """``text``: one round is 100 DrawTextA calls through the handler the thunk dispatch
    calls (no guest code, no dispatch): winmine's digits, one centred in each 16x16 cell
    of a memory DC's 168x200 bitmap, transparent, in turn in three colours."""
    import struct
    import wineagent
    from wineagent.win32.gdi.dc import DC
    from wineagent.win32.gdi.objects import Bitmap
    d = wineagent.Desktop(app="winmine")
    d.step(30)
    vm = d.vm
    spec, call, _ = next(e for e in vm.machine.thunks
                         if e is not None and e[2].endswith("!DrawTextA"))
    dc = DC(vm.gdi, Bitmap(168, 200))
    dc.bk_mode = 1
    hdc = vm.gdi.add(dc)
    calls = []
    for i in range(100):
        x, y = 13 + 16 * (i % 9), 45 + 16 * (i // 9 % 9)
        rect = vm.alloc_data(16)
        vm.mem.write(rect, struct.pack("<4i", x, y, x + 15, y + 15))
        text = vm.alloc_data(4)
        vm.mem.write(text, str(1 + i % 8).encode() + b"\0")
        calls.append((text, rect, (0xFF0000, 0x8000, 0xFF)[i % 3]))
    func = spec.func

    def one(i):
        for text, rect, color in calls:
            dc.text_color = color
            func(call, hdc, text, 1, rect, 0x25)
    return one


def _inside(what, n):
    """The measured process: warm up, count ``n`` rounds. (The bench_* modules are not
    imported: they put this checkout first on sys.path, and ``--tree`` names another.)"""
    counted = [0]           # ``calls``: the API calls of the counted rounds
    warm = 10               # rounds run before counting
    if what == "fill":
        one = _fill_round()
    elif what == "calls":
        from wineagent.apps import APPS
        from wineagent.vm import VM
        vm = VM(APPS["apicalls"].exe, args="/calls 100000000", app_id="apicalls",
                batch_size=20000)

        def one(i):
            c0 = vm.machine.api_calls
            vm.run_batch()
            counted[0] += vm.machine.api_calls - c0
    elif what == "msgs":
        from wineagent.vm import VM
        vm = VM(os.environ["BENCH_MSGLOOP_EXE"], args="100000000", batch_size=20000)

        def one(i):
            c0 = vm.machine.api_calls
            vm.run_batch()
            counted[0] += vm.machine.api_calls - c0
            if vm.machine.exited or vm.machine.fault:
                raise SystemExit("msgloop.exe stopped: %s" % (vm.machine.fault,))
    elif what == "tick":
        from wineagent.apps import APPS
        from wineagent.vm import VM
        vm = VM(APPS["apicalls"].exe, args="/calls 1", app_id="apicalls")
        vm.run_batch()
        spec, call, _ = next(e for e in vm.machine.thunks
                             if e is not None and e[2].endswith("!GetTickCount"))
        func = spec.func

        def one(i):
            for _ in range(6666):
                func(call)
            counted[0] += 6666
    elif what == "text":
        one = _text_round()
    elif what in ("cycle", "empty"):
        import wineagent
        d = wineagent.Desktop(app="winmine")
        d.step(30)

        def one(i):
            x, y = BOARD[i % len(BOARD)] if what == "cycle" else (600, 400)
            d.click(x, y)
            d.step(4)
            d.png()
    else:
        import numpy as np
        from wineagent.gym.env import ACTION_NAMES, DesktopEnv
        env = DesktopEnv(app="winmine", frameskip=8)
        env.action_space.seed(0)
        if what == "won":
            warm = 150
        if what == "random":
            acts = [env.action_space.sample() for _ in range(n + 10)]
        elif what in KINDS:
            # the same seeded samples, only those of one action kind (their held
            # modifiers as sampled): the per-kind share of ``random``
            acts = []
            while len(acts) < n + 10:
                a = env.action_space.sample()
                if ACTION_NAMES[int(a["type"])] == what:
                    acts.append(a)
        elif what == "noop":
            acts = [dict(env.action_space.sample(), type=0)] * (n + 10)
        elif what == "move":
            acts = [dict(env.action_space.sample(), type=ACTION_NAMES.index("move"))
                    for _ in range(n + 10)]
        else:
            acts = [{"type": ACTION_NAMES.index("click"), "point": np.array(SAFE[i % len(SAFE)]),
                     "point2": np.zeros(2, dtype=np.int64), "button": 0, "key": 1, "text": ""}
                    for i in range(n + warm)]
        env.reset(seed=1)

        def one(i):
            _, _, term, trunc, _ = env.step(acts[i])
            if term or trunc:
                env.reset(seed=1)
    for i in range(warm):
        one(i)
    counted[0] = 0
    _ctl("on")
    for i in range(warm, warm + n):
        one(i)
    _ctl("off")
    if what in ("calls", "tick", "msgs"):
        with open(os.environ["BENCH_CALLS_OUT"], "w") as f:
            f.write(str(counted[0]))


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--what", default="cycle", choices=("cycle", "empty", "click", "won", "random",
                                                        "noop", "move", "fill", "text", "calls",
                                                        "tick", "msgs") + KINDS)
    ap.add_argument("--n", type=int, default=20, help="rounds counted")
    ap.add_argument("--tree", default=ROOT, help="the checkout whose wineagent runs")
    ap.add_argument("--keep", metavar="FILE",
                    help="keep callgrind's output there (for callgrind_annotate)")
    ap.add_argument("--inside", action="store_true", help=argparse.SUPPRESS)
    ap.add_argument("--site", action="append", default=[], help=argparse.SUPPRESS)
    a = ap.parse_args(argv)
    if a.inside:
        import site
        for d in a.site:
            site.addsitedir(d)
        sys.path.insert(0, os.path.abspath(a.tree))
        _inside(a.what, a.n)
        return
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "callgrind.out")
        calls_out = os.path.join(tmp, "calls")
        env = dict(os.environ, PYTHONPATH=os.path.abspath(a.tree), BENCH_CALLS_OUT=calls_out)
        if a.what == "msgs":
            guest = env["BENCH_MSGLOOP_EXE"] = os.path.join(tmp, "msgloop.exe")
            subprocess.run(["i686-w64-mingw32-gcc", "-O2", "-s", "-o", guest,
                            os.path.join(HERE, "guests", "msgloop.c")], check=True)
        # the interpreter itself (a pyenv shim is a shell script valgrind would count); a
        # venv's interpreter resolved to its base loses the venv's packages, so the
        # measured process adds this one's site folders (their .pth files too)
        exe = os.path.realpath(sys.executable)
        import site
        sites = [arg for d in site.getsitepackages() if os.path.isdir(d)
                 for arg in ("--site", d)]
        subprocess.run(["valgrind", "--tool=callgrind", "--instr-atstart=no",
                        "--callgrind-out-file=" + out, exe, os.path.abspath(__file__),
                        "--inside", "--what", a.what, "--n", str(a.n), "--tree", a.tree]
                       + sites,
                       env=env, cwd=a.tree, stdout=subprocess.DEVNULL,
                       stderr=subprocess.DEVNULL, check=True)
        total = 0
        with open(out) as f:
            for line in f:
                if line.startswith("totals:"):
                    total = int(line.split()[1])
        if a.keep:
            shutil.copyfile(out, a.keep)
        per_call = ""
        if a.what in ("calls", "tick", "msgs"):
            with open(calls_out) as f:
                calls = int(f.read())
            per_call = ", %.2f k a call (%d calls)" % (total / calls / 1e3, calls)
            if a.what == "msgs":
                per_call += ", %.1f k a loop turn" % (total / (calls / 7) / 1e3)
    print("%-8s %s  %.2f M instructions a round (%d rounds)%s" % (
        a.what, os.path.abspath(a.tree), total / a.n / 1e6, a.n, per_call))


if __name__ == "__main__":
    main(sys.argv[1:])
