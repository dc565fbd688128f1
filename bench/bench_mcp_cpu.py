"""The MCP look-act cycle in CPU time, for A/B on a busy machine (issue 19).

    python3 bench/bench_mcp_cpu.py [--rounds N] [--tree DIR ...]

bench_api.py times the cycle (click a winmine cell, step 4, the screen image) by the wall
clock, which on a shared machine swings with every other process. This script drives the
same cycle through the SDK's stdio client against one ``wineagent mcp`` per checkout (this
one, and each ``--tree``: ``git worktree add --detach DIR main``), the checkouts' rounds
interleaved, and reports per cycle the CPU time of the server process (all its threads,
from /proc) and of this client process, beside the wall p50. Two forms: ``click`` then
``screenshot`` (2 calls), and ``click`` with ``screenshot=true`` (1 call; absent where a
checkout's click has no such option); on the board (the guest repaints) and on the empty
desktop (no guest work).
"""

import argparse
import json
import os
import statistics
import sys
import time
from contextlib import AsyncExitStack

import anyio
from mcp import ClientSession
from mcp.client.stdio import StdioServerParameters, stdio_client

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BOARD = [(63 + 16 * cx, 92 + 16 * cy) for cy in range(9) for cx in range(9)]
EMPTY = [(600, 400)]
STEPS = 4


def cpu_seconds(pid):
    """User + system CPU of process ``pid`` (all its threads) so far."""
    with open("/proc/%d/stat" % pid) as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def children():
    """This process's child pids."""
    out = set()
    for task in os.listdir("/proc/self/task"):
        with open("/proc/self/task/%s/children" % task) as f:
            out.update(int(p) for p in f.read().split())
    return out


async def cycle(s, sid, form, x, y):
    click = {"session": sid, "x": x, "y": y, "steps": STEPS}
    if form == "1 call":
        result = await s.call_tool("click", dict(click, screenshot=True))
        return any(c.type == "image" for c in result.content)
    await s.call_tool("click", click)
    await s.call_tool("screenshot", {"session": sid})
    return True


async def measure(trees, rounds, inner=20):
    rows = {}
    async with AsyncExitStack() as stack:
        servers = []
        for tree in trees:
            for cells in ("board", "empty"):
                for form in ("2 calls", "1 call"):
                    env = dict(os.environ, PYTHONPATH=tree)
                    before = children()
                    params = StdioServerParameters(command=sys.executable,
                                                   args=["-m", "wineagent", "mcp"],
                                                   env=env, cwd=tree)
                    errlog = stack.enter_context(open(os.devnull, "w"))
                    streams = await stack.enter_async_context(
                        stdio_client(params, errlog=errlog))
                    s = await stack.enter_async_context(ClientSession(*streams[:2]))
                    await s.initialize()
                    pid = (children() - before).pop()
                    sid = json.loads((await s.call_tool(
                        "session_start", {"app": "winmine"})).content[0].text)["session"]
                    key = (tree, cells, form)
                    rows[key] = {"wall": [], "server": 0.0, "client": 0.0, "n": 0}
                    servers.append((key, s, sid, pid))
        for r in range(rounds):
            for key, s, sid, pid in servers:
                row = rows[key]
                cells = BOARD if key[1] == "board" else EMPTY
                if row.get("absent"):
                    continue
                c0, p0 = cpu_seconds(pid), time.process_time()
                done = 0
                for j in range(inner):
                    x, y = cells[(r * inner + j) % len(cells)]
                    t = time.perf_counter()
                    if not await cycle(s, sid, key[2], x, y):
                        row["absent"] = True
                        break
                    row["wall"].append((time.perf_counter() - t) * 1000)
                    done += 1
                row["server"] += cpu_seconds(pid) - c0
                row["client"] += time.process_time() - p0
                row["n"] += done
    return rows


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--rounds", type=int, default=15)
    ap.add_argument("--tree", action="append", default=[],
                    help="another checkout to measure too (repeatable)")
    opts = ap.parse_args()
    trees = [os.path.abspath(t) for t in opts.tree] + [ROOT]
    rows = anyio.run(measure, trees, opts.rounds)
    print("MCP look-act cycle (click, step %d, image), winmine, %d rounds interleaved"
          % (STEPS, opts.rounds))
    print("%-28s %-6s %-8s %9s %12s %12s" % ("checkout", "cells", "form", "wall p50",
                                             "server CPU", "client CPU"))
    for (tree, cells, form), row in rows.items():
        if row.get("absent"):
            print("%-28s %-6s %-8s %9s" % (tree[-28:], cells, form, "absent"))
            continue
        n = row["n"]
        print("%-28s %-6s %-8s %9.2f %12.2f %12.2f" % (
            tree[-28:], cells, form, statistics.median(row["wall"]),
            row["server"] / n * 1000, row["client"] / n * 1000))
    print("(ms per cycle; CPU: the server process, all threads, and this client)")


if __name__ == "__main__":
    main()
