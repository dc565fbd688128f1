"""Event streams on the CLI VM (docs/events.md): real `wineagent run` processes, real HTTP
on loopback, `wineagent ctl tail` as a real process. No sleeps: every wait is on the event
itself (a stdout line, an HTTP answer), bounded.

The guest is the bundled hello: a click in its client area opens a MessageBox
("You clicked the window.", caption "Hello", one OK button).
"""

import json
import os
import queue
import socket
import subprocess
import threading
import time
import urllib.error
import urllib.request

import pytest

import paths

from procs import ROOT, RunProcess, env, wineagent_cmd

CLICK = {"action": "click", "args": {"x": 150, "y": 100}}   # inside hello's client area


def events(port, query="since=0&wait=0", timeout=30):
    """GET /events?QUERY -> (status, list of events or the error JSON)."""
    url = "http://127.0.0.1:%d/events?%s" % (port, query)
    try:
        with urllib.request.urlopen(url, timeout=timeout) as r:
            assert r.headers["content-type"].startswith("application/x-ndjson")
            return r.status, [json.loads(l) for l in r.read().decode().splitlines() if l]
    except urllib.error.HTTPError as e:
        return e.code, json.loads(e.read())


def post(vm, *commands):
    """POST an array of commands; returns the replies (each asserted ok)."""
    status, replies = vm.post(list(commands))
    assert status == 200, replies
    for r in replies:
        assert r["ok"], r
    return [r["value"] for r in replies]


def settle(vm):
    """Run the guest until it is done reacting (step until idle)."""
    value = vm.cmd("step", n=2000, until="idle")
    assert value["stoppedBy"]["class"] == "idle", value
    return value


@pytest.fixture
def hello():
    vm = RunProcess("--app=hello", "--control=0", "--frozen", "--max-seconds=600")
    yield vm
    vm.close()


class Lines:
    """A child process whose stdout lines arrive on a queue."""

    def __init__(self, argv):
        self.proc = subprocess.Popen(argv, cwd=ROOT, env=env(), stdout=subprocess.PIPE,
                                     stderr=subprocess.PIPE, text=True, bufsize=1)
        self.q = queue.Queue()
        threading.Thread(target=self._pump, daemon=True).start()

    def _pump(self):
        for line in self.proc.stdout:
            self.q.put(line)
        self.q.put(None)

    def next(self, timeout=30):
        """The next line (AssertionError after ``timeout`` or at EOF)."""
        try:
            line = self.q.get(timeout=timeout)
        except queue.Empty:
            raise AssertionError("no line in %ss" % timeout)
        if line is None:
            raise AssertionError("the process ended: %s" % self.proc.stderr.read())
        return json.loads(line)

    def close(self):
        if self.proc.poll() is None:
            self.proc.kill()
        self.proc.wait(10)


def test_an_agent_tails_a_messagebox_without_polling(hello):
    tail = Lines(wineagent_cmd("ctl", "-s", ":%d" % hello.port, "tail", "--follow",
                               "--classes", "messagebox"))
    try:
        # The tail is connected once the stream answered; the first event it can print
        # is the one the click causes. Nothing polls: the tail blocks on its stream.
        post(hello, CLICK, {"action": "step", "args": {"n": 50}})
        ev = tail.next()
        assert ev["class"] == "messagebox" and ev["kind"] == "opened"
        assert ev["text"] == "You clicked the window." and ev["caption"] == "Hello"
        assert ev["buttons"] == ["OK"] and ev["owner"] and ev["hwnd"]
        assert isinstance(ev["seq"], int) and isinstance(ev["ticks"], int)
        assert "wall" not in ev            # frozen: no wall time in events
    finally:
        tail.close()


def test_step_until_messagebox_stops_at_that_batch_and_until_idle_when_done(hello):
    settle(hello)
    _, step = post(hello, CLICK, {"action": "step",
                                  "args": {"n": 500, "until": {"class": "messagebox"}}})
    assert step["ran"] < 500 and step["stoppedBy"]["class"] == "messagebox"
    assert step["stoppedBy"]["kind"] == "opened"
    # The box is up; Enter closes it, and `until idle` returns once the guest is parked
    # again with nothing to paint: far fewer batches than asked for.
    _, idle = post(hello, {"action": "key", "args": {"key": "VK_RETURN"}},
                   {"action": "step", "args": {"n": 5000, "until": "idle"}})
    assert idle["stoppedBy"]["class"] == "idle" and 0 < idle["ran"] < 5000
    snap = hello.cmd("snapshot")
    assert snap["parked"] and not any(w["class"] == "#32770" for w in snap["windows"])
    # Idle already: nothing to run.
    assert hello.cmd("step", n=100, until="idle")["ran"] == 0
    # Without a match the step runs all n and says nothing stopped it.
    plain = hello.cmd("step", n=7, until={"class": "messagebox"})
    assert plain["ran"] == 7 and plain["stoppedBy"] is None


def test_subscribe_replays_the_windows_that_exist_as_synthetic_events(hello):
    settle(hello)
    sub = hello.cmd("subscribe", classes=["window", "focus"])
    assert sub["subscription"] == "s1" and sub["replayed"] >= 2
    status, evs = events(hello.port, "subscription=s1&since=%d&wait=0" % sub["seq"])
    assert status == 200
    created = [e for e in evs if e["class"] == "window" and e.get("synthetic")]
    assert [e["title"] for e in created] == ["Hello"]
    assert created[0]["windowClass"] == "HelloWindow" and created[0]["subscription"] == "s1"
    # hello.c: a 240x120 client through AdjustWindowRect: frame 3, SM_CYCAPTION 19.
    assert created[0]["rect"] == [40, 40, 286, 185] and created[0]["visible"] is True
    assert any(e["class"] == "focus" and e["hwnd"] == created[0]["hwnd"] for e in evs)
    # Another subscription's readers do not see s1's replay.
    sub2 = hello.cmd("subscribe", classes=["messagebox"])
    _, evs2 = events(hello.port, "subscription=%s&since=0&wait=0" % sub2["subscription"])
    assert evs2 == []
    assert hello.cmd("unsubscribe", subscription="s1") == {"subscription": "s1",
                                                           "closed": True}


def test_every_event_carries_a_gapless_seq_and_the_guest_position(hello):
    settle(hello)
    post(hello, CLICK, {"action": "step", "args": {"n": 50, "until": "idle"}})
    _, evs = events(hello.port)
    seqs = [e["seq"] for e in evs]
    assert seqs == list(range(1, len(seqs) + 1))
    assert all({"class", "ticks", "batch"} <= set(e) for e in evs)
    kinds = [(e["class"], e.get("kind")) for e in evs]
    assert ("window", "created") in kinds and ("input", None) in kinds
    downs = [e for e in evs if e["class"] == "input" and e["action"] == "down"]
    assert downs[0]["message"] == "WM_LBUTTONDOWN" and downs[0]["x"] == 150
    # Long-poll from the end: nothing yet, so wait=0 answers empty at once.
    assert events(hello.port, "since=%d&wait=0" % seqs[-1]) == (200, [])


def test_a_reader_behind_the_bounded_buffer_gets_one_dropped_event_with_the_count():
    vm = RunProcess("--app=hello", "--control=0", "--frozen", "--events-buffer=16",
                    "--max-seconds=600")
    try:
        settle(vm)
        for _ in range(3):       # each round: a box opens and closes, ~15 events
            post(vm, CLICK, {"action": "step", "args": {"n": 200, "until": "idle"}},
                 {"action": "key", "args": {"key": "VK_RETURN"}},
                 {"action": "step", "args": {"n": 200, "until": "idle"}})
        _, evs = events(vm.port)
        assert evs[0]["class"] == "dropped"
        last = evs[-1]["seq"]
        assert len(evs) - 1 == 16                      # the ring holds 16
        assert evs[0]["count"] == last - 16 and evs[0]["seq"] == last - 16
        assert [e["seq"] for e in evs[1:]] == list(range(last - 15, last + 1))
        # A reader whose cursor is still inside the ring loses nothing.
        _, tail = events(vm.port, "since=%d&wait=0" % (last - 3))
        assert [e["seq"] for e in tail] == [last - 2, last - 1, last]
    finally:
        vm.close()


def test_the_api_class_reports_matching_calls_with_arguments_and_result(hello):
    settle(hello)
    sub = hello.cmd("subscribe", classes=["api"], filter={"api": ["USER32!MessageBox*"]})
    post(hello, CLICK, {"action": "step", "args": {"n": 200, "until": {"class": "messagebox"}}},
         {"action": "key", "args": {"key": "VK_RETURN"}},
         {"action": "step", "args": {"n": 200, "until": {"class": "api"}}})
    _, evs = events(hello.port, "subscription=%s&since=0&wait=0" % sub["subscription"])
    assert [e["name"] for e in evs] == ["USER32!MessageBoxA"]
    assert evs[0]["args"][1:3] == ["You clicked the window.", "Hello"]
    assert evs[0]["result"] == 1            # IDOK
    # Unsubscribed, the firehose is off: another box reports no api event.
    hello.cmd("unsubscribe", subscription=sub["subscription"])
    post(hello, CLICK, {"action": "step", "args": {"n": 200, "until": "idle"}},
         {"action": "key", "args": {"key": "VK_RETURN"}},
         {"action": "step", "args": {"n": 200, "until": "idle"}})
    _, all_events = events(hello.port, "classes=api,messagebox&since=0&wait=0")
    assert [e["class"] for e in all_events].count("api") == 1


@pytest.mark.parametrize("command, message", [
    ({"action": "subscribe", "args": {"classes": ["bogus"]}},
     "subscribe: unknown event class 'bogus'; expected one of: messagebox"),
    ({"action": "subscribe", "args": {"filter": {"colour": "red"}}},
     "subscribe: unknown filter key 'colour'"),
    ({"action": "subscribe", "args": {"filter": {"hwnd": "the main one"}}},
     "subscribe: filter hwnd must be a window handle"),
    ({"action": "subscribe", "args": {"classes": "window", "filter": []}},
     "subscribe: filter must be an object"),
    ({"action": "unsubscribe", "args": {"subscription": "s9"}},
     "unsubscribe: no subscription 's9'; open: none"),
    ({"action": "unsubscribe", "args": {}}, "unsubscribe: missing subscription"),
    ({"action": "step", "args": {"n": 5, "until": "busy"}},
     'step: until must be "idle" or {"class": "messagebox"'),
    ({"action": "step", "args": {"n": 5, "until": {"class": "dropped"}}},
     "step: until: dropped is not something the guest does"),
])
def test_bad_event_arguments_are_refused_with_what_was_wrong(hello, command, message):
    status, reply = hello.post(dict(command, id=3))
    assert status == 200 and reply["ok"] is False and reply["id"] == 3
    assert message in reply["error"], reply["error"]
    assert hello.cmd("ping")["frozen"] is True        # the session is still up


@pytest.mark.parametrize("query, message", [
    ("since=-1", "events: since must be a seq"),
    ("classes=window,nope", "events: unknown event class 'nope'"),
    ("subscription=s5", "events: no subscription 's5'"),
    ("wait=999", "events: wait must be seconds 0..60"),
    ("classes=window&subscription=s1", "events: give classes or subscription, not both"),
])
def test_a_bad_events_query_is_a_400_saying_what_was_wrong(hello, query, message):
    status, body = events(hello.port, query)
    assert status == 400 and body["ok"] is False and message in body["error"]


class CuttableProxy:
    """A loopback TCP proxy in front of a port whose connections can be cut: what a
    network break looks like to a client."""

    def __init__(self, target):
        self.target = target
        self.server = socket.create_server(("127.0.0.1", 0))
        self.port = self.server.getsockname()[1]
        self.conns = []
        self.accepted = queue.Queue()
        threading.Thread(target=self._accept, daemon=True).start()

    def _accept(self):
        while True:
            try:
                client, _ = self.server.accept()
            except OSError:
                return
            upstream = socket.create_connection(("127.0.0.1", self.target))
            self.conns.append((client, upstream))
            for a, b in ((client, upstream), (upstream, client)):
                threading.Thread(target=self._pipe, args=(a, b), daemon=True).start()
            self.accepted.put(client)

    @staticmethod
    def _pipe(src, dst):
        try:
            while True:
                data = src.recv(65536)
                if not data:
                    break
                dst.sendall(data)
        except OSError:
            pass
        for s in (src, dst):
            try:
                s.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass

    def cut(self):
        """Break every connection open now."""
        for pair in self.conns:
            for s in pair:
                try:
                    s.shutdown(socket.SHUT_RDWR)
                except OSError:
                    pass
        self.conns = []

    def close(self):
        self.server.close()
        self.cut()


def test_tail_follow_resumes_after_a_broken_connection_without_gap_or_repeat(hello):
    proxy = CuttableProxy(hello.port)
    tail = Lines(wineagent_cmd("ctl", "-s", ":%d" % proxy.port, "tail", "--follow"))
    try:
        proxy.accepted.get(timeout=30)
        post(hello, CLICK, {"action": "step", "args": {"n": 200, "until": {"class": "messagebox"}}})
        seen = [tail.next()]
        while seen[-1]["class"] != "messagebox":
            seen.append(tail.next())
        proxy.cut()                       # the stream breaks mid-session
        # Events happen while the tail is disconnected; it reconnects from its last seq.
        post(hello, {"action": "key", "args": {"key": "VK_RETURN"}},
             {"action": "step", "args": {"n": 200, "until": "idle"}})
        proxy.accepted.get(timeout=60)
        hello.post({"action": "quit"})
        while seen[-1]["class"] != "ended":
            seen.append(tail.next(60))
        assert tail.proc.wait(30) == 0
        seqs = [e["seq"] for e in seen]
        assert seqs == list(range(1, len(seqs) + 1))       # no gap, no repeat
        assert seen[-1]["reason"] == "quit command"
        assert any(e["class"] == "messagebox" and e["kind"] == "closed" for e in seen)
    finally:
        tail.close()
        proxy.close()


def test_tail_without_follow_prints_what_the_ring_holds_and_exits(hello):
    settle(hello)
    out = subprocess.run(wineagent_cmd("ctl", "-s", ":%d" % hello.port, "tail", "--since",
                                       "1", "--classes", "window"),
                         cwd=ROOT, env=env(), capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    evs = [json.loads(l) for l in out.stdout.splitlines()]
    assert evs and all(e["class"] == "window" and e["seq"] > 1 for e in evs)
    bad = subprocess.run(wineagent_cmd("ctl", "-s", ":%d" % hello.port, "tail", "--classes",
                                       "nope"),
                         cwd=ROOT, env=env(), capture_output=True, text=True, timeout=60)
    assert bad.returncode == 2 and "unknown event class 'nope'" in bad.stderr


def test_events_file_of_a_frozen_run_is_byte_identical_across_processes(tmp_path):
    files = []
    for i in range(2):
        path = tmp_path / ("run%d.ndjson" % i)
        out = subprocess.run(
            wineagent_cmd("run", "--app=hello", "--input=5:click:150:100,40:keydown:13",
                          "--max-batches=80", "--events=%s" % path, "--quiet"),
            cwd=ROOT, env=env(), capture_output=True, text=True, timeout=120)
        assert out.returncode == 0, out.stderr
        files.append(path.read_bytes())
    assert files[0] == files[1]
    evs = [json.loads(l) for l in files[0].decode().splitlines()]
    classes = [e["class"] for e in evs]
    assert "messagebox" in classes and "frame" in classes and classes[-1] == "ended"
    assert not any("wall" in e for e in evs)
    frames = [e for e in evs if e["class"] == "frame"]
    assert all(len(e["hash"]) == 16 for e in frames) and frames[0]["dirty"]


def test_events_option_refuses_a_file_it_cannot_open(tmp_path):
    out = subprocess.run(wineagent_cmd("run", "--app=hello", "--max-batches=5",
                                       "--events=%s" % (tmp_path / "no" / "such" / "f")),
                         cwd=ROOT, env=env(), capture_output=True, text=True, timeout=60)
    assert out.returncode == 2
    assert out.stderr.startswith("wineagent run: error: --events: cannot open")
    assert "Traceback" not in out.stderr


def run_events(tmp_path, *args):
    """A plain `wineagent run ARGS --events=FILE`; returns (exit code, the events)."""
    path = tmp_path / "events.ndjson"
    out = subprocess.run(wineagent_cmd("run", "--events=%s" % path, "--quiet", *args),
                         cwd=ROOT, env=env(), capture_output=True, text=True, timeout=120)
    return out.returncode, [json.loads(l) for l in path.read_text().splitlines()]


def test_a_modal_dialog_reports_its_template_and_controls_and_its_close(tmp_path, width):
    # The dialog event reads the program's template and controls: both builds of dlgtest.
    # (The other tests here are about the event plumbing, which is the same for a program
    # of either width: they run the bundled i686 hello only.)
    code, evs = run_events(tmp_path, "--exe=" + paths.guest_exe("dlgtest", width),
                           "--args=/modal",
                           "--input=60:key:Escape", "--max-batches=100")
    assert code == 0
    dialogs = [e for e in evs if e["class"] == "dialog"]
    opened, closed = dialogs[0], dialogs[-1]
    assert opened["kind"] == "opened" and opened["modal"] is True
    assert isinstance(opened["template"], int) and opened["title"] == "Enter details"
    assert {"id", "hwnd", "windowClass", "title"} <= set(opened["controls"][0])
    assert any(c["windowClass"].upper() == "EDIT" for c in opened["controls"])
    assert closed["kind"] == "closed" and closed["hwnd"] == opened["hwnd"]
    assert closed["template"] == opened["template"] and closed["result"] == 2   # IDCANCEL


def test_a_guest_fault_is_a_fault_event_before_ended(tmp_path):
    code, evs = run_events(tmp_path, "--exe=test/exe/fault.exe", "--args=/kind 1")
    assert code == 1
    assert [e["class"] for e in evs[-2:]] == ["fault", "ended"]
    assert evs[-2]["message"] == "guest fault: write to unmapped memory"
    assert evs[-2]["address"] == 0x40 and evs[-2]["recent"]
    assert evs[-1]["reason"] == "fault"


def test_what_the_guest_prints_is_a_log_event(tmp_path):
    code, evs = run_events(tmp_path, "--exe=test/exe/awconv.exe", "--max-batches=200")
    logs = [e for e in evs if e["class"] == "log"]
    assert logs and all(e["stream"] == "stdout" and isinstance(e["text"], str) for e in logs)
    assert evs[-1]["class"] == "ended"


def test_a_menu_reports_opening_and_the_item_chosen():
    vm = RunProcess("--app=winmine", "--control=0", "--frozen", "--max-seconds=600")
    try:
        settle(vm)
        _, step = post(vm, {"action": "click", "args": {"x": 60, "y": 30}},
                       {"action": "step", "args": {"n": 100, "until": {"class": "menu"}}})
        opened = step["stoppedBy"]
        assert opened["kind"] == "opened" and opened["items"][0]["text"]
        popup = [w for w in vm.cmd("snapshot")["windows"] if w["hwnd"] == opened["hwnd"]][0]
        l, t = popup["rect"][:2]
        _, chosen = post(vm, {"action": "click", "args": {"x": l + 15, "y": t + 10}},
                         {"action": "step", "args": {"n": 100, "until": {
                             "class": "menu", "filter": {"kind": "chosen"}}}})
        item = chosen["stoppedBy"]
        assert item["id"] == opened["items"][0]["id"]
        assert item["text"] == opened["items"][0]["text"]
    finally:
        vm.close()


def test_a_live_vm_stamps_wall_time_and_a_long_poll_answers_on_the_first_event():
    vm = RunProcess("--app=hello", "--control=0", "--max-seconds=600")
    try:
        # Live: the guest starts at once; a long-poll from 0 answers with its first events.
        status, evs = events(vm.port, "since=0&classes=window&wait=30")
        assert status == 200 and evs and evs[0]["kind"] == "created"
        assert all(isinstance(e["wall"], float) for e in evs)
    finally:
        vm.close()
