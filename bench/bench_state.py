"""Savestate figures (issue 12): save + load of winmine, fork to a pinging session, sizes.

    python3 bench/bench_state.py

Prints, each with the baseline measured in the same run where one makes sense:

- save + load of winmine in-process (``state.save_bytes`` + ``state.load_bytes``), p50
  over 20 rounds, against a fresh ``VM()`` of winmine (what a load replaces);
- the same over HTTP on a real ``wineagent run --control`` (``save`` then ``load``
  commands, file written and read back);
- ``fork`` to a session that answers ``ping``: the fork command's reply plus the first
  ping to the child, p50 over 5, against a fresh ``wineagent run --control`` started to
  its first ping (and ``python3 -c pass`` for the floor of any process start);
- the state file size of winmine (compressed), and of notepad holding 1 MB of text.
"""

import http.client
import json
import os
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, os.path.join(ROOT, "test"))
sys.path.insert(0, ROOT)

from procs import RunProcess, env  # noqa: E402


def p50(values):
    s = sorted(values)
    return s[len(s) // 2]


def post(port, body, timeout=60):
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout)
    conn.request("POST", "/ctl", json.dumps(body), {"Content-Type": "application/json"})
    reply = json.loads(conn.getresponse().read())
    conn.close()
    return reply


def in_process():
    from wineagent.apps import APPS
    from wineagent.host import Host
    from wineagent.state import load_bytes, save_bytes
    from wineagent.vm import VM
    info = APPS["winmine"]
    host = Host(VM(info.exe, args=info.args))
    for _ in range(60):
        host.run_one_batch()
    rounds, fresh = [], []
    for _ in range(20):
        t = time.perf_counter()
        data = save_bytes(host)
        load_bytes(host, data)
        rounds.append((time.perf_counter() - t) * 1000)
        t = time.perf_counter()
        VM(info.exe, args=info.args).close()
        fresh.append((time.perf_counter() - t) * 1000)
    return p50(rounds), p50(fresh), len(data)


def over_http(tmp):
    run = RunProcess("--app", "winmine", "--control", "0", "--frozen")
    try:
        post(run.port, {"action": "step", "args": {"n": 60}})
        times = []
        path = os.path.join(tmp, "w.wastate")
        for _ in range(10):
            t = time.perf_counter()
            a = post(run.port, {"action": "save", "args": {"path": path}})
            b = post(run.port, {"action": "load", "args": {"path": path}})
            times.append((time.perf_counter() - t) * 1000)
            assert a["ok"] and b["ok"], (a, b)
        forks = []
        for _ in range(5):
            t = time.perf_counter()
            reply = post(run.port, {"action": "fork"})
            assert reply["ok"], reply
            port = int(reply["value"]["target"].lstrip(":"))
            ping = post(port, {"action": "ping"})
            forks.append((time.perf_counter() - t) * 1000)
            assert ping["ok"], ping
            post(port, {"action": "quit"})
        return p50(times), p50(forks)
    finally:
        run.close()


def fresh_start_to_ping():
    times = []
    for _ in range(5):
        t = time.perf_counter()
        run = RunProcess("--app", "winmine", "--control", "0", "--frozen")
        post(run.port, {"action": "ping"})
        times.append((time.perf_counter() - t) * 1000)
        run.close()
    return p50(times)


def python_start():
    times = []
    for _ in range(5):
        t = time.perf_counter()
        subprocess.run([sys.executable, "-c", "pass"], env=env(), check=True)
        times.append((time.perf_counter() - t) * 1000)
    return p50(times)


def notepad_with_text(tmp):
    from wineagent.apps import APPS
    from wineagent.host import Host
    from wineagent.state import save_bytes
    from wineagent.vm import VM
    info = APPS["notepad"]
    # 1 MB of varied text in a file notepad opens at start (its command line /open).
    vfs = os.path.join(tmp, "vfs")
    os.makedirs(vfs)
    words = ["savestate", "notepad", "guest", "memory", "window", "fork", "load", "batch"]
    lines = []
    size = i = 0
    while size < 1 << 20:
        line = " ".join(words[(i * 7 + k) % len(words)] + str(i * k % 97) for k in range(9))
        lines.append(line)
        size += len(line) + 2
        i += 1
    with open(os.path.join(vfs, "big.txt"), "w", newline="\r\n") as f:
        f.write("\n".join(lines))
    vm = VM(info.exe, args="/open C:\\big.txt", vfs_root=vfs)   # notepad's test hook
    host = Host(vm)
    for _ in range(200):
        host.run_one_batch()
        if vm.parked and any(w.get("title") == "big.txt - Notepad" for w in vm.wm.describe()):
            break
    else:
        raise SystemExit("notepad did not open big.txt")
    data = save_bytes(host)
    vm.close()
    return len(data), size


def main():
    with tempfile.TemporaryDirectory() as tmp:
        os.environ["WINEAGENT_STATE_DIR"] = os.path.join(tmp, "states")
        rt, fresh_vm, size = in_process()
        print("winmine save+load in-process: p50 %.1f ms (target <= 100); a fresh VM() of "
              "winmine: %.1f ms (ratio %.2f)" % (rt, fresh_vm, rt / fresh_vm))
        http_rt, fork = over_http(tmp)
        start = fresh_start_to_ping()
        py = python_start()
        print("winmine save+load over HTTP (file written and read): p50 %.1f ms" % http_rt)
        print("fork to a session answering ping: p50 %.1f ms (target <= 150); a fresh "
              "`wineagent run --control` to its first ping: %.1f ms (ratio %.2f); "
              "`python3 -c pass`: %.1f ms" % (fork, start, fork / start, py))
        np_size, text = notepad_with_text(tmp)
        print("state size: winmine %d bytes compressed; notepad holding %d bytes of text: "
              "%d bytes (%.2f x the text)" % (size, text, np_size, np_size / text))


if __name__ == "__main__":
    main()
