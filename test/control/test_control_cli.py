"""The CLI control channel end to end: real `wineagent run --control` processes."""

import io
import os
import re
import threading
import time

import pytest
from PIL import Image

from procs import RunProcess

from wineagent.pngdiff import main as png_diff


def png_of(value):
    """Decode a png reply's data URL into a Pillow image."""
    import base64
    return Image.open(io.BytesIO(base64.b64decode(value.split(",", 1)[1])))


def sol_stock(snapshot):
    """Screen point of sol's stock pile (client (46, 58)) from the window rectangle."""
    win = next(w for w in snapshot["windows"] if w["title"] == "Solitaire")
    left, _, _, bottom = win["rect"]
    client_top = bottom - 3 - 420   # fixed frame 3 px, client 420 high (sol.c)
    return left + 3 + 46, client_top + 58


@pytest.fixture
def frozen_sol():
    p = RunProcess("--app=sol", "--control=0", "--frozen", "--max-seconds=60")
    yield p
    p.close()


def winmine_cell(snapshot, cx, cy):
    """Screen rectangle (l, t, r, b) of winmine's cell (cx, cy): GRID_X 12, GRID_Y 44 and
    CELL 16 in winmine.c, from the window's client origin."""
    win = next(w for w in snapshot["windows"] if w["title"] == "Minesweeper")
    left, top = win["client"][0] + 12 + 16 * cx, win["client"][1] + 44 + 16 * cy
    return left, top, left + 16, top + 16


def until(fetch, ready, what, timeout=30):
    """Call ``fetch`` until ``ready(value)``; each try is a round trip to the VM, so the
    wait is paced by the event itself and bounded by ``timeout``."""
    deadline = time.monotonic() + timeout
    value = fetch()
    while not ready(value):
        assert time.monotonic() < deadline, "%s: never happened; last %r" % (what, value)
        value = fetch()
    return value


def test_live_click_changes_the_clicked_cell_as_png_diff_sees(tmp_path):
    """The seed's test-control-cli: a live click on a winmine cell changes that cell, and
    png-diff sees it. Boot paint cannot pass for the click: the screen is shown to be
    settled first (frozen, 20 more batches change no byte), and the cell is compared before
    and after."""
    p = RunProcess("--app=winmine", "--control=0", "--max-seconds=60")
    try:
        snap = until(lambda: p.cmd("snapshot"),
                     lambda s: s["parked"] and any(w["title"] == "Minesweeper"
                                                   for w in s["windows"]),
                     "winmine booted and waiting for input")
        before, settled, after = (tmp_path / n for n in ("a.png", "b.png", "c.png"))
        p.cmd("png", path=str(before))
        # Without a click nothing changes: freeze, run 20 batches, compare, thaw.
        p.cmd("frozen", on=True)
        assert p.cmd("step", n=20)["ran"] == 20
        p.cmd("png", path=str(settled))
        assert settled.read_bytes() == before.read_bytes(), "the screen was still changing"
        p.cmd("frozen", on=False)

        cell = winmine_cell(snap, 0, 0)
        x, y = (cell[0] + cell[2]) // 2, (cell[1] + cell[3]) // 2
        p.cmd("click", x=x, y=y)

        def cell_of(path):
            return Image.open(path).convert("RGB").crop(cell).tobytes()

        def shot():
            p.cmd("png", path=str(after))
            return cell_of(after)
        until(shot, lambda c: c != cell_of(before), "the clicked cell changed")
        out = io.StringIO()
        assert png_diff([str(before), str(after)], out, io.StringIO()) == 1
        m = re.search(r"bbox: (\d+),(\d+)-(\d+),(\d+)", out.getvalue())
        x0, y0, x1, y1 = map(int, m.groups())
        assert x0 <= x <= x1 and y0 <= y <= y1, out.getvalue()
    finally:
        p.close()
    assert p.proc.returncode == 0


def test_frozen_vm_runs_nothing_until_stepped(frozen_sol):
    """While frozen no batch retires: ticks stay 0 and the screen stays byte-identical.

    No stretch of wall time is needed: every round trip is at least one turn of the VM's
    reactor, and a VM that may run does so in the next turn (the host's batch is a
    callLater(0)) — as the same loop shows once the VM is thawed."""
    p = frozen_sol
    first = p.cmd("png")
    for _ in range(50):
        snap = p.cmd("snapshot")
        assert snap["ticks"] == 0 and snap["batch"] == 0 and snap["frozen"] is True
    assert p.cmd("png") == first
    p.cmd("frozen", on=False)
    thawed = until(lambda: p.cmd("snapshot"), lambda s: s["ticks"] > 0,
                   "a thawed VM runs batches", timeout=10)
    assert thawed["frozen"] is False


def test_step_runs_exactly_n_and_click_needs_a_step(frozen_sol):
    """step N runs N; input alone changes nothing; click + step does."""
    p = frozen_sol
    r = p.cmd("step", n=40)
    assert r["ran"] == 40 and r["ticks"] == 40 and r["frozen"] is True
    assert r["guestMs"] == 40 * 16 and r["tickMs"] == 16
    a = p.cmd("png")
    assert p.cmd("png") == a, "png must be byte-identical while frozen"
    x, y = sol_stock(p.cmd("snapshot"))
    p.cmd("click", x=x, y=y)
    assert p.cmd("png") == a, "a queued click must not change a frozen screen"
    assert p.cmd("snapshot")["ticks"] == 40
    r = p.cmd("step", n=3)
    assert r["ran"] == 3 and r["ticks"] == 43 and r["steps"] == 43
    assert p.cmd("png") != a


def test_array_executes_in_order_in_one_round_trip(frozen_sol):
    """[step, click, step, png] answers an array of replies in the same order."""
    p = frozen_sol
    p.cmd("step", n=30)
    x, y = sol_stock(p.cmd("snapshot"))
    status, replies = p.post([{"id": "boot", "cmd": "step 30"},
                              {"id": "shot1", "action": "png"},
                              {"id": "x", "cmd": "click:%d:%d" % (x, y)},
                              {"id": "go", "action": "step", "n": 3},
                              {"id": "shot2", "action": "png"}])
    assert status == 200
    assert [r["id"] for r in replies] == ["boot", "shot1", "x", "go", "shot2"]
    assert all(r["ok"] for r in replies)
    assert replies[3]["value"]["ticks"] == 63
    assert replies[1]["value"] != replies[4]["value"]


def test_bad_commands_get_clear_errors_and_the_session_keeps_serving(frozen_sol):
    """Malformed JSON, unknown actions, bad types and huge bodies are refused cleanly."""
    p = frozen_sol
    status, r = p.post(b"{not json")
    assert status == 400 and r["ok"] is False and "JSON" in r["error"]
    status, r = p.post({"id": 5, "action": "clik", "args": {"x": 1, "y": 2}})
    assert status == 200 and r == {"id": 5, "ok": False, "error": r["error"]}
    assert "unknown action 'clik'" in r["error"]
    status, r = p.post({"id": 6, "action": "click", "args": {"x": "abc", "y": 2}})
    assert r["ok"] is False and "x" in r["error"] and "integer" in r["error"]
    status, r = p.post({"id": 7, "action": "click", "args": {"x": 5000, "y": 2}})
    assert r["ok"] is False and "off the 640x480 screen" in r["error"]
    status, r = p.post(b"[" + b" " * (1 << 20) + b"]")
    assert status == 413 and r["ok"] is False
    status, r = p.post({"id": 8, "action": "launch", "args": {"app": "sol"}})
    assert r["ok"] is False and "browser-only" in r["error"]
    status, r = p.post({"id": 9, "action": "step", "args": {"n": 2, "ms": 50}})
    assert r["ok"] is False and "--tick-ms-per-batch" in r["error"]
    assert p.cmd("ping")["kind"] == "cli"
    assert p.cmd("snapshot")["ticks"] == 0, "no refused command may have side effects"


def test_two_clients_interleaving_get_their_own_replies(frozen_sol):
    """Replies pair with their own requests when two clients talk at once."""
    p = frozen_sol
    results = {}

    def client(name):
        got = []
        for i in range(15):
            status, r = p.post({"id": "%s-%d" % (name, i), "action": "ping"})
            got.append(r["id"])
        results[name] = got
    threads = [threading.Thread(target=client, args=(n,)) for n in ("a", "b")]
    for t in threads:
        t.start()
    for t in threads:
        t.join(30)
    assert results["a"] == ["a-%d" % i for i in range(15)]
    assert results["b"] == ["b-%d" % i for i in range(15)]


def test_guest_clock_advances_exactly_n_times_tick():
    """`clock`'s guest time moves by exactly N x tickMs over `step N`."""
    p = RunProcess("--app=clock", "--control=0", "--frozen", "--tick-ms-per-batch=25",
                   "--max-seconds=60")
    try:
        r1 = p.cmd("step", n=10)
        r2 = p.cmd("step", n=7)
        assert r1["guestMs"] == 250 and r2["guestMs"] == 250 + 7 * 25
        assert p.cmd("snapshot")["guestMs"] == 425
        assert p.cmd("eval", code="vm.clock.now_ms()") == 425
    finally:
        p.close()


def test_stdin_transport_with_json_arrays_and_bare_entries():
    """--control-stdin: one reply line per command, bare entries and arrays included."""
    p = RunProcess("--app=winmine", "--control-stdin", "--frozen", "--max-seconds=60",
                   stdin=True, ready=False)
    try:
        replies = p.stdin_replies(
            ['{"id":"boot","cmd":"step 20"}',
             '[{"id":"a","action":"ping"},{"id":"b","action":"snapshot"}]',
             'click:100:150', 'step 2', '{"id":"bad","action":"nope"}'], 6, timeout=20)
        assert [r["id"] for r in replies[:3]] == ["boot", "a", "b"]
        assert replies[0]["value"]["ran"] == 20
        assert replies[3]["ok"] and replies[3]["value"] is None
        assert replies[4]["value"]["ticks"] == 22
        assert replies[5] == {"id": "bad", "ok": False, "error": replies[5]["error"]}
        p.proc.stdin.close()  # EOF does not end the run
        p.proc.stdin = None
        assert p.proc.poll() is None
    finally:
        if p.proc.poll() is None:
            p.proc.terminate()
        code = p.wait()
    assert code == 0
    assert "[run] ended: signal" in "".join(p.stdout)


def test_max_seconds_bounds_a_frozen_run_and_a_run_waiting_on_stdin():
    """--max-seconds ends runs that would otherwise wait forever (exit 3)."""
    start = time.monotonic()
    p = RunProcess("--app=hello", "--control=0", "--frozen", "--max-seconds=1.5")
    q = RunProcess("--app=hello", "--control-stdin", "--max-seconds=1.5", stdin=True,
                   ready=False)
    assert p.wait(20) == 3 and q.wait(20) == 3
    assert time.monotonic() - start < 15
    assert "[run] ended: max-seconds" in "".join(p.stdout)


def test_wide_bind_requires_the_token_and_refuses_without_side_effects():
    """--host: requests without the right token get 401 and change nothing."""
    p = RunProcess("--app=hello", "--control=0", "--frozen", "--host=0.0.0.0",
                   "--max-seconds=60")
    try:
        assert p.token
        status, r = p.post({"id": 1, "action": "step", "args": {"n": 5}})
        assert status == 401 and r["ok"] is False
        status, r = p.post({"id": 1, "action": "step", "args": {"n": 5}}, token="wrong")
        assert status == 401
        status, r = p.post({"id": 2, "action": "snapshot"}, token=p.token)
        assert status == 200 and r["value"]["ticks"] == 0
    finally:
        p.close()


def test_ctl_client_png_and_click_against_a_cli_vm(frozen_sol, tmp_path):
    """`wineagent ctl -s :PORT` drives the VM: step, png writes the file server-side."""
    import subprocess
    from procs import env, wineagent_cmd
    p = frozen_sol
    out = tmp_path / "shot.png"
    p.cmd("step", n=10)
    for argv in (["step", "10"], ["png", str(out)], ["click", "%d,%d" % sol_stock(p.cmd("snapshot"))]):
        r = subprocess.run(wineagent_cmd("ctl", "-s", ":%d" % p.port, *argv), env=env(),
                           capture_output=True, text=True, timeout=30)
        assert r.returncode == 0, r.stderr
    assert Image.open(out).size == (640, 480)
    r = subprocess.run(wineagent_cmd("ctl", "-s", ":%d" % p.port, "launch", "sol"), env=env(),
                       capture_output=True, text=True, timeout=30)
    assert r.returncode == 2 and "browser-only" in r.stderr
    assert os.path.getsize(out) > 1000
