"""``--print-dir`` and ``--sound-dir`` beyond ``wineagent run``: the hub's page VMs each
write into their own subfolder ``DIR/vm-ID`` of the operator's folder, a fork's VM into
its own, a loaded state where the loading session writes; a folder that cannot be used is
refused by ``serve`` and twistd as by ``run``.

The page-VM tests run a real ``wineagent serve`` process (test/serve_guests.py: the same
entry point with two test guests in the app registry) over real HTTP on loopback; the
page routes answer a ``step`` only once it has run, so every wait is bounded by a reply.
"""

import json
import os
import subprocess
import urllib.request

import pytest

from browsing import Service
from outdirs import GUESTS, folders, hub  # noqa: F401 - fixtures
from procs import ROOT, env, wineagent_cmd

EXE_DIR = os.path.join(ROOT, "test", "exe")
PRN_PAGES = ["001-prn_test-p1.png", "001-prn_test-p2.png", "001-prn_test.pdf"]
SOUND_FILES = ["midi-001.mid", "sound-001.wav", "sound-002.wav", "sound-003.wav",
               "sound-004.wav", "wave-001.wav", "wave-002.wav", "wave-003.wav"]


def post(origin, path, body, timeout=300):
    """POST JSON to the service; (status, parsed reply)."""
    req = urllib.request.Request(origin + path, data=json.dumps(body).encode(), method="POST",
                                 headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(req, timeout=timeout) as r:
            return r.status, json.loads(r.read())
    except urllib.error.HTTPError as e:
        return e.code, json.loads(e.read() or b"null")


def new_vm(origin, app):
    """A frozen page VM of ``app``; its id."""
    status, st = post(origin, "/api/vm", {"app": app, "frozen": True})
    assert status == 200, st
    return st["vm"]


def command(origin, vid, action, **args):
    """One page-VM command; its value (the route holds a step until it has run)."""
    status, reply = post(origin, "/api/vm/%s/cmd" % vid, {"id": 1, "action": action,
                                                         "args": args})
    assert status == 200, reply
    assert reply["replies"][0]["ok"], reply
    return reply["replies"][0]["value"]


def run_to_end(origin, vid, batches):
    """Step the frozen VM until its guest has exited; its snapshot."""
    command(origin, vid, "step", n=batches)
    snap = command(origin, vid, "snapshot")
    assert snap["fault"] is None and snap["exitCode"] == 0, snap
    return snap




def printed_first_document(snap):
    docs = [d for d in snap["printed"] if d["doc"] == "prn test"]
    assert docs, snap["printed"]
    return docs[0]


def test_each_page_vm_prints_into_its_own_subfolder(hub, folders):
    """Two page VMs of one program print the same job 1: each into DIR/vm-ID, neither
    overwrites the other, and the snapshot names the files where they are."""
    print_dir, sound_dir = folders
    assert os.path.isdir(print_dir) and os.listdir(print_dir) == []   # made at startup
    a, b = new_vm(hub.origin, "prn_print"), new_vm(hub.origin, "prn_print")
    snaps = {vid: run_to_end(hub.origin, vid, 400) for vid in (a, b)}
    for vid, snap in snaps.items():
        folder = os.path.join(print_dir, "vm-" + vid)
        doc = printed_first_document(snap)
        assert doc["files"][:3] == [os.path.join(folder, n) for n in PRN_PAGES], doc
        for name in PRN_PAGES:
            assert os.path.getsize(os.path.join(folder, name)) > 0
        assert snap["sound"]["dir"] == os.path.join(sound_dir, "vm-" + vid)
    assert set(os.listdir(print_dir)) == {"vm-" + a, "vm-" + b}
    with open(os.path.join(print_dir, "vm-" + a, PRN_PAGES[0]), "rb") as fa, \
            open(os.path.join(print_dir, "vm-" + b, PRN_PAGES[0]), "rb") as fb:
        assert fa.read() == fb.read()          # the same page, twice, in two folders
    # prn_print plays nothing: its sound subfolder is never made.
    assert not any(os.path.exists(os.path.join(sound_dir, "vm-" + v)) for v in (a, b))


def test_a_page_vm_writes_its_sounds_into_its_own_subfolder(hub, folders):
    _, sound_dir = folders
    vid = new_vm(hub.origin, "md_sound")
    snap = run_to_end(hub.origin, vid, 2000)
    folder = os.path.join(sound_dir, "vm-" + vid)
    assert snap["sound"]["dir"] == folder
    assert sorted(os.listdir(folder)) == SOUND_FILES
    from test_sound import BUF1, BUF2
    from wineagent.win32.kernel.audio import parse_wav
    with open(os.path.join(folder, "wave-001.wav"), "rb") as f:
        assert parse_wav(f.read())[2] == BUF1 + BUF2     # the bytes the guest played


def test_a_forked_page_vm_writes_into_its_own_folder_not_its_parents(hub, folders):
    """The fork's VM is loaded from the parent's state, which was saved with the parent's
    folder: the child still writes into DIR/vm-CHILD, the parent into DIR/vm-PARENT."""
    _, sound_dir = folders
    parent = new_vm(hub.origin, "md_sound")
    command(hub.origin, parent, "step", n=60)      # between two sounds: a saveable point
    forked_at = command(hub.origin, parent, "snapshot")["guestMs"]
    status, child = post(hub.origin, "/api/vm/%s/fork" % parent, {})
    assert status == 200, child
    child = child["vm"]
    snaps = {vid: run_to_end(hub.origin, vid, 2000) for vid in (parent, child)}
    assert sorted(os.listdir(os.path.join(sound_dir, "vm-" + parent))) == SOUND_FILES
    mine = os.path.join(sound_dir, "vm-" + child)
    assert snaps[child]["sound"]["dir"] == mine
    # The child's history before the fork is the parent's (files in the parent's folder).
    files = [e["file"] for e in snaps[child]["sound"]["events"]
             if e.get("file") and e["ms"] > forked_at]
    assert files and all(os.path.dirname(f) == mine for f in files), files
    # The child numbers on from the parent's state: the names it wrote are the parent's
    # later ones, each a file of its own.
    assert set(os.listdir(mine)) == {os.path.basename(f) for f in files}
    assert set(os.listdir(mine)) < set(SOUND_FILES)


def test_without_the_flags_a_page_vm_writes_nothing(tmp_path):
    s = Service(program=GUESTS)
    try:
        vid = new_vm(s.origin, "prn_print")
        snap = run_to_end(s.origin, vid, 400)
        assert printed_first_document(snap)["files"] == []
        assert snap["sound"]["dir"] is None
    finally:
        s.stop()


@pytest.mark.parametrize("flag", ["--print-dir", "--sound-dir"])
@pytest.mark.parametrize("kind", ["file", "dangling link"])
def test_serve_refuses_a_folder_that_cannot_be_used_in_one_line_exit_2(tmp_path, flag, kind):
    bad = tmp_path / "bad"
    if kind == "file":
        bad.write_text("x")
        reason = "%s is not a folder" % bad
    else:
        os.symlink(str(tmp_path / "nowhere"), str(bad))
        reason = "%s is a symbolic link to nothing (%s)" % (bad, tmp_path / "nowhere")
    r = subprocess.run(wineagent_cmd("serve", "--port=tcp:0:interface=127.0.0.1", flag,
                                     str(bad)), cwd=ROOT, env=env(), capture_output=True,
                       text=True, timeout=60)
    assert r.returncode == 2
    assert r.stdout == ""
    assert r.stderr == "wineagent serve: error: %s: %s\n" % (flag, reason)
    # `wineagent run` says the same thing after its own prefix (one shared check).
    r = subprocess.run(wineagent_cmd("run", "--app=hello", flag, str(bad)), cwd=ROOT,
                       env=env(), capture_output=True, text=True, timeout=60)
    assert r.returncode == 2
    assert r.stderr == "wineagent run: error: %s: %s\n" % (flag, reason)


def test_the_twistd_plugin_refuses_a_bad_folder_and_creates_a_good_one(tmp_path):
    from twisted.python import usage
    from wineagent.tap import Options
    (tmp_path / "file").write_text("x")
    with pytest.raises(usage.UsageError) as e:
        Options().parseOptions(["--print-dir", str(tmp_path / "file")])
    assert str(e.value) == "--print-dir: %s is not a folder" % (tmp_path / "file")
    o = Options()
    o.parseOptions(["--sound-dir", str(tmp_path / "new" / "snd")])
    assert os.path.isdir(tmp_path / "new" / "snd")
    assert o["sound-dir"] == str(tmp_path / "new" / "snd") and o["print-dir"] is None


def _post_port(port, body, timeout=300):
    req = urllib.request.Request("http://127.0.0.1:%d/ctl" % port, method="POST",
                                 data=json.dumps(body).encode(),
                                 headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=timeout) as r:
        reply = json.loads(r.read())
    assert reply["ok"], reply
    return reply["value"]


def _files_after(snap, ms):
    return [e["file"] for e in snap["sound"]["events"] if e.get("file") and e["ms"] > ms]


def test_a_cli_fork_writes_into_a_subfolder_of_its_parents_folder(tmp_path):
    """`wineagent run --sound-dir D` forked in-process: the child writes into
    D/fork-PID-1 (named in the fork's reply), the parent goes on in D; the child's
    numbering continues the parent's, so sharing D would overwrite the parent's files."""
    from procs import RunProcess
    out = tmp_path / "snd"
    run = RunProcess("--exe", os.path.join(EXE_DIR, "md_sound.exe"), "--sound-dir", str(out),
                     "--control=0", "--frozen", "--max-seconds=300")
    child = None
    try:
        run.cmd("step", n=60)
        forked_at = run.cmd("snapshot")["guestMs"]
        forked = run.cmd("fork")
        mine = os.path.join(str(out), "fork-%d-1" % run.proc.pid)
        assert forked["soundDir"] == mine and "printDir" not in forked
        child = int(forked["target"].lstrip(":"))
        # 5 more batches: the MIDI device open at the fork is closed (its file written)
        # and more sounds played; the guest exits at batch 67, which would end the run.
        _post_port(child, {"action": "step", "args": {"n": 5}})
        snap = _post_port(child, {"action": "snapshot"})
        assert snap["fault"] is None and snap["sound"]["dir"] == mine
        files = _files_after(snap, forked_at)
        assert "midi-001.mid" in {os.path.basename(f) for f in files}
        assert {os.path.dirname(f) for f in files} == {mine}
        assert sorted(os.listdir(mine)) == sorted(os.path.basename(f) for f in files)
        run.cmd("step", n=5)
        parents = {os.path.basename(e["file"]) for e in run.cmd("snapshot")["sound"]["events"]
                   if e.get("file")}
        assert set(os.listdir(out)) == parents | {"fork-%d-1" % run.proc.pid}
        assert "midi-001.mid" in parents
    finally:
        if child is not None:
            try:
                _post_port(child, {"action": "quit"}, timeout=10)
            except OSError:
                pass
        run.close()


def test_a_cli_fork_by_a_new_process_gets_the_subfolders_on_its_command_line(tmp_path):
    """A session on stdin forks by starting `wineagent run --load-state ... --print-dir
    P/fork-PID-1 --sound-dir S/fork-PID-1`: that child writes into its folders."""
    from procs import RunProcess
    prn, snd = tmp_path / "prn", tmp_path / "snd"
    run = RunProcess("--exe", os.path.join(EXE_DIR, "md_sound.exe"), "--print-dir", str(prn),
                     "--sound-dir", str(snd), "--control-stdin", "--frozen", stdin=True,
                     ready=False)
    port = None
    try:
        replies = {r["id"]: r for r in run.stdin_replies(
            ['{"id": 1, "action": "step", "args": {"n": 60}}',
             '{"id": 2, "action": "snapshot"}', '{"id": 3, "action": "fork"}'], 3)}
        assert replies[3]["ok"], replies[3]
        forked, forked_at = replies[3]["value"], replies[2]["value"]["guestMs"]
        assert "state" in forked                   # a new process, not os.fork
        name = "fork-%d-1" % run.proc.pid
        assert forked["printDir"] == os.path.join(str(prn), name)
        mine = os.path.join(str(snd), name)
        assert forked["soundDir"] == mine
        port = int(forked["target"].lstrip(":"))
        _post_port(port, {"action": "step", "args": {"n": 5}})
        snap = _post_port(port, {"action": "snapshot"})
        assert snap["fault"] is None and snap["sound"]["dir"] == mine
        files = _files_after(snap, forked_at)
        assert "midi-001.mid" in {os.path.basename(f) for f in files}
        assert sorted(os.listdir(mine)) == sorted(os.path.basename(f) for f in files)
    finally:
        if port:
            _post_port(port, {"action": "quit"}, timeout=10)
        run.proc.stdin.write("quit\n")
        run.proc.stdin.flush()
        run.wait()


def test_the_file_route_wants_the_token_on_a_wide_bind():
    """An agent route: without the token a wide-bound hub answers 401 before it looks
    for a session or a file (in-process site, as test/web/test_hub.py drives it)."""
    from test_hub import Rig
    rig = Rig(token="t0ken")
    code, body = rig.call("GET", "/api/agent/file?s=deadbeef&file=001-x.pdf")
    assert code == 401 and "unauthorized" in body["error"]
    code, body = rig.call("GET", "/api/agent/file?s=deadbeef&file=001-x.pdf",
                          headers={"Authorization": ["Bearer t0ken"]})
    assert code == 404 and "session gone" in body["error"]
