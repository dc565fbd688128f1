"""Look-act cycle figures (issue 13): the Python API, MCP and `ctl`, against a stand-in peer.

    python3 bench/bench_api.py [--rounds N]

One look-act cycle is: click a winmine cell, step 4 batches, take the screen as an image.
Paths, measured in interleaved rounds against the same program:

- Python API in-process: ``wineagent.Desktop``: ``click``, ``step``, ``png()`` (a Pillow
  image, no PNG coding), and the same with ``png_bytes()`` (the png command, PNG coded,
  kept per frame: a look at an unchanged screen codes nothing) on a second desktop of
  its own, the two in turn first;
- Python API remote: ``wineagent.connect(":PORT")`` to a frozen ``wineagent run --control``
  on one kept-alive connection: three calls, and the three in one ``batch()``; the batch
  again with ``connect(frames="raw")`` (uncompressed pixels instead of PNG);
- MCP, tool calls through the SDK's client over stdio to ``wineagent mcp``: ``click``
  (steps=4, which answers with the frame hash) then ``screenshot`` (2 calls); and ``click``
  with ``screenshot=true`` (1 call: the action answers with the image). Timed inside the
  client's event loop, where an agent's ``await session.call_tool`` runs (not across the
  thread hop this script's blocking portal adds to reach that loop);
- ``ctl`` per verb: three ``wineagent ctl`` processes (click; step 4; png FILE).

The peer stack is Wine's own winemine under Xvfb, driven the way agents elsewhere drive it:
one ``xdotool mousemove X Y click 1`` and one ImageMagick ``import -window root`` per cycle
(issue 13 measured 166 ms). When Xvfb, wine, xdotool and import are all installed
(``apt-get install xvfb wine32 wine xdotool imagemagick``), the peer is measured in the same
rounds and ratios are peer / path. Otherwise the documented stand-in takes its place: one
``python3 -c pass`` (an interpreter start, as a tool process costs) plus one ``curl`` POST
of the cycle as a JSON array. The stand-in is always measured and printed too.

Two tables: clicks on the board (the guest's own repaint is part of every cycle, the same
on every path) and clicks on the empty desktop (no guest work: what each path itself
costs). Also: the Gymnasium ``step`` rate for winmine with frameskip 8 (click actions).

``--tree DIR`` measures another checkout's code (``git worktree add --detach DIR main``)
with this script's method, for an A/B pair in the same minutes; a path that checkout
lacks is printed as absent.
"""

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time


def _tree(argv):
    """The value of ``--tree DIR`` / ``--tree=DIR`` in ``argv``, else None."""
    for i, arg in enumerate(argv):
        if arg.startswith("--tree="):
            return arg.partition("=")[2]
        if arg == "--tree" and i + 1 < len(argv):
            return argv[i + 1]
    return None


HERE = os.path.dirname(os.path.abspath(__file__))
# Read before anything of a checkout is imported: its code (and its test/procs.py, which
# starts its processes) is what gets measured.
ROOT = os.path.abspath(_tree(sys.argv[1:]) or os.path.dirname(HERE))
sys.path.insert(0, os.path.join(ROOT, "test"))
sys.path.insert(0, ROOT)

from procs import RunProcess, env, wineagent_cmd  # noqa: E402

#: Clicks on winmine's cells: the guest reveals and repaints (its own work is in the cycle).
BOARD = [(63 + 16 * cx, 92 + 16 * cy) for cy in range(9) for cx in range(9)]
#: Clicks on the empty desktop: no guest work, so the cycle is the path's own cost.
BACKGROUND = [(600, 400)]
CELLS = BOARD
STEPS = 4
PEER = "peer: Wine + Xvfb + xdotool + import"


def ms(t0):
    return (time.perf_counter() - t0) * 1000.0


def cycle_local(d, i, png="png"):
    x, y = CELLS[i % len(CELLS)]
    t = time.perf_counter()
    d.click(x, y)
    d.step(STEPS)
    getattr(d, png)()
    return ms(t)


def cycle_remote(d, i):
    x, y = CELLS[i % len(CELLS)]
    t = time.perf_counter()
    d.click(x, y)
    d.step(STEPS)
    d.png()
    return ms(t)


def cycle_remote_batch(d, i):
    x, y = CELLS[i % len(CELLS)]
    t = time.perf_counter()
    with d.batch():
        d.click(x, y)
        d.step(STEPS)
        img = d.png()
    img.value
    return ms(t)


def cycle_ctl(port, i, out):
    x, y = CELLS[i % len(CELLS)]
    t = time.perf_counter()
    for argv in (("click", "%d,%d" % (x, y)), ("step", str(STEPS)), ("png", out)):
        subprocess.run(wineagent_cmd("ctl", "-s", ":%d" % port, *argv), env=env(),
                       check=True, capture_output=True)
    return ms(t)


def cycle_standin(port, i):
    x, y = CELLS[i % len(CELLS)]
    body = json.dumps([{"id": 1, "action": "click", "args": {"x": x, "y": y}},
                       {"id": 2, "action": "step", "args": {"n": STEPS}},
                       {"id": 3, "action": "png"}])
    t = time.perf_counter()
    subprocess.run([sys.executable, "-c", "pass"], check=True)
    subprocess.run(["curl", "-s", "-o", os.devnull, "-H", "Content-Type: application/json",
                    "--data-binary", body, "http://127.0.0.1:%d/ctl" % port], check=True)
    return ms(t)


class WinePeer:
    """Wine's winemine on its own Xvfb display, for the peer's look-act cycle."""

    TOOLS = ("Xvfb", "wine", "xdotool", "import")
    PROGRAM = "/usr/lib/i386-linux-gnu/wine/i386-windows/winemine.exe"

    @classmethod
    def available(cls):
        """True when every part of the peer stack is installed."""
        return all(shutil.which(t) for t in cls.TOOLS) and os.path.exists(cls.PROGRAM)

    def __init__(self):
        self.tmp = tempfile.mkdtemp()
        r, w = os.pipe()
        # -displayfd: Xvfb picks a free display and writes its number when it is ready.
        self.xvfb = subprocess.Popen(["Xvfb", "-displayfd", str(w), "-screen", "0",
                                      "640x480x24", "-nolisten", "tcp"], pass_fds=(w,),
                                     stderr=subprocess.DEVNULL)
        os.close(w)
        with os.fdopen(r) as f:
            self.display = ":" + f.readline().strip()
        self.env = dict(os.environ, DISPLAY=self.display, WINEDEBUG="-all",
                        WINEPREFIX=os.path.join(self.tmp, "prefix"))
        self.wine = subprocess.Popen(["wine", self.PROGRAM], env=self.env,
                                     stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        # The window exists once the prefix is made and the program runs (bounded wait
        # on the event itself: xdotool's --sync search returns when it appears).
        subprocess.run(["xdotool", "search", "--sync", "--name", "WineMine"], env=self.env,
                       check=True, capture_output=True, timeout=180)
        self.out = os.path.join(self.tmp, "peer.png")

    def cycle(self, i):
        """Click, then grab the screen as a PNG file."""
        x, y = CELLS[i % len(CELLS)]
        t = time.perf_counter()
        subprocess.run(["xdotool", "mousemove", str(x), str(y), "click", "1"], env=self.env,
                       check=True)
        subprocess.run(["import", "-window", "root", self.out], env=self.env, check=True)
        return ms(t)

    def close(self):
        """Stop the program, its wineserver and the display."""
        subprocess.run(["wineserver", "-k"], env=self.env, capture_output=True)
        for p in (self.wine, self.xvfb):
            p.terminate()
            p.wait(timeout=30)
        shutil.rmtree(self.tmp, ignore_errors=True)


class McpClient(object):
    """The SDK's stdio client to a `wineagent mcp` process, driven from this thread.

    One portal task owns the transport and the session (anyio scopes must be entered and
    left by the same task) until ``close``; tool calls run as other portal tasks."""

    def __init__(self):
        import anyio.from_thread
        self.portal_cm = anyio.from_thread.start_blocking_portal()
        self.portal = self.portal_cm.__enter__()
        self.ready = self.portal.call(self._events)
        self.done = self.portal.start_task_soon(self._hold)
        self.portal.call(self.ready[0].wait)
        self.session = self.ready[2][0]

    async def _events(self):
        import anyio
        return anyio.Event(), anyio.Event(), []

    async def _hold(self):
        from mcp import ClientSession
        from mcp.client.stdio import StdioServerParameters, stdio_client
        started, stop, box = self.ready
        params = StdioServerParameters(command=sys.executable,
                                       args=["-m", "wineagent", "mcp"], env=env(), cwd=ROOT)
        with open(os.devnull, "w") as errlog:
            async with stdio_client(params, errlog=errlog) as streams:
                async with ClientSession(*streams[:2]) as session:
                    await session.initialize()
                    box.append(session)
                    started.set()
                    await stop.wait()

    def call(self, name, args):
        result = self.portal.call(self.session.call_tool, name, args)
        if result.is_error:
            raise RuntimeError(result.content[0].text)
        return result

    def timed(self, calls):
        """Make the tool calls ``[(name, args), ...]`` in turn: (ms they took, timed in
        the session's event loop as an agent's own awaits are, the last result)."""
        return self.portal.call(self._timed, calls)

    async def _timed(self, calls):
        t = time.perf_counter()
        results = [await self.session.call_tool(name, args) for name, args in calls]
        took = ms(t)
        for result in results:
            if result.is_error:
                raise RuntimeError(result.content[0].text)
        return took, results[-1]

    def close(self):
        self.portal.call(self.ready[1].set)
        self.done.result(30)
        self.portal_cm.__exit__(None, None, None)


def cycle_mcp(client, sid, i):
    x, y = CELLS[i % len(CELLS)]
    return client.timed([("click", {"session": sid, "x": x, "y": y, "steps": STEPS}),
                         ("screenshot", {"session": sid})])[0]


def cycle_mcp_shot(client, sid, i):
    """One call: the click answers with the screen image. None when the server's click
    has no ``screenshot`` option (an older checkout: its reply carries no image)."""
    x, y = CELLS[i % len(CELLS)]
    took, result = client.timed([("click", {"session": sid, "x": x, "y": y,
                                            "steps": STEPS, "screenshot": True})])
    if not any(c.type == "image" for c in result.content):
        return None
    return took


def gym_rate(n=200):
    import gymnasium
    import numpy as np
    import wineagent.gym
    from wineagent.gym import ACTION_NAMES
    env_ = gymnasium.make("wineagent/Desktop-v0", app="winmine", frameskip=8)
    env_.reset(seed=1)
    t = time.perf_counter()
    for i in range(n):
        x, y = BOARD[i % len(BOARD)]
        env_.step({"type": ACTION_NAMES.index("click"), "point": np.array([x, y]),
                   "point2": np.array([0, 0]), "button": 0, "key": 1, "text": ""})
    rate = n / (time.perf_counter() - t)
    env_.close()
    return rate


def main():
    global CELLS
    ap = argparse.ArgumentParser()
    ap.add_argument("--rounds", type=int, default=10)
    ap.add_argument("--inner", type=int, default=10, help="cycles per round, fast paths")
    ap.add_argument("--tree", help="measure this checkout's code instead (A/B)")
    opts = ap.parse_args()
    for title, cells in (("clicks on the board: the guest repaints", BOARD),
                         ("clicks on the empty desktop: the path's own cost", BACKGROUND)):
        CELLS = cells
        table(opts, title)
    print("gym step rate, winmine, frameskip 8, click actions: %.0f steps/s" % gym_rate())


def table(opts, title):
    import wineagent
    out = os.path.join(tempfile.mkdtemp(), "cycle.png")
    vm = RunProcess("--app=winmine", "--control=0", "--frozen", "--max-seconds=900")
    mcp = McpClient()
    peer = WinePeer() if WinePeer.available() else None
    results = {k: [] for k in ("in-process png()", "in-process png_bytes()",
                               "remote, 3 calls", "remote, 1 batch",
                               "remote, 1 batch, frames=raw", "MCP click+screenshot",
                               "MCP click with screenshot",
                               "ctl, 3 processes", "stand-in: python3 -c pass + curl array")}
    if peer is not None:
        results[PEER] = []
    try:
        vm.cmd("step", n=30)
        sid = json.loads(mcp.call("session_start", {"app": "winmine"}).content[0].text)[
            "session"]
        # png() and png_bytes() each on a desktop of its own, in turn first: on one
        # desktop the second would click the cell the first has just revealed (no
        # repaint), and the first pays for the other paths' processes having run
        with wineagent.Desktop(app="winmine") as local, \
                wineagent.Desktop(app="winmine") as local_bytes, \
                wineagent.connect(":%d" % vm.port) as remote, \
                wineagent.connect(":%d" % vm.port, frames="raw") as remote_raw:
            local.step(30)
            local_bytes.step(30)
            for r in range(opts.rounds):
                for j in range(opts.inner):
                    i = r * opts.inner + j
                    pair = (("in-process png()", local, "png"),
                            ("in-process png_bytes()", local_bytes, "png_bytes"))
                    for name, desk, how in pair[::1 if i % 2 else -1]:
                        results[name].append(cycle_local(desk, i, how))
                    results["remote, 3 calls"].append(cycle_remote(remote, i))
                    results["remote, 1 batch"].append(cycle_remote_batch(remote, i))
                    results["remote, 1 batch, frames=raw"].append(
                        cycle_remote_batch(remote_raw, i))
                    results["MCP click+screenshot"].append(cycle_mcp(mcp, sid, i))
                    results["MCP click with screenshot"].append(cycle_mcp_shot(mcp, sid, i))
                results["ctl, 3 processes"].append(cycle_ctl(vm.port, r, out))
                results["stand-in: python3 -c pass + curl array"].append(
                    cycle_standin(vm.port, r))
                if peer is not None:
                    results[PEER].append(peer.cycle(r))
    finally:
        mcp.close()
        vm.close()
        if peer is not None:
            peer.close()
    against = PEER if peer is not None else "stand-in: python3 -c pass + curl array"
    base = statistics.median(results[against])
    print("\nlook-act cycle (click, step %d, screen image), winmine, %d rounds interleaved;\n%s"
          % (STEPS, opts.rounds, title))
    if ROOT != os.path.dirname(HERE):
        print("(the code of %s)" % ROOT)
    print("%-40s %9s %9s %10s" % ("path", "p50 ms", "p95 ms", "x faster"))
    for name, values in results.items():
        if None in values:
            print("%-40s %9s" % (name, "absent"))
            continue
        s = sorted(values)
        p95 = s[min(len(s) - 1, int(round(0.95 * (len(s) - 1))))]
        med = statistics.median(values)
        print("%-40s %9.2f %9.2f %10.1f" % (name, med, p95, base / med))
    if peer is not None:
        print("(x faster = peer p50 / path p50; targets (issue 19): >= 25 for persistent "
              "paths with the repaint; >= 3 for one chained ctl.)")
    else:
        print("(x faster = stand-in p50 / path p50; target >= 25 for persistent paths. "
              "The stand-in replaces the Wine + Xvfb + xdotool peer, not installed here.)")


if __name__ == "__main__":
    main()
