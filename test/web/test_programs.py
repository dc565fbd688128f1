"""Your own program in the browser (issue 20, item 9): the operator's ``--apps-dir`` and
agent uploads (``POST /api/agent/programs``), over real HTTP to a real ``wineagent serve``.

Paths stay in the folder (no ``..``, no link out of it, no link at all), an upload is
untrusted input (names, base64, sizes from the limits table, a PE check in one line), the
agent routes' rules hold (the token on a wide bind, the Origin and Content-Type rules),
and page VMs start these programs only for a request that passes the token rule.
"""

import base64
import json
import os
import shutil
import threading
import urllib.error
import urllib.request

import pytest

from browsing import Service
from wineagent.apps import APPS
from wineagent.control.protocol import MAX_FILE, MAX_PROGRAM_FILES

HELLO = APPS["hello"].exe
NOTEPAD = APPS["notepad"].exe


def http(origin, method, path, body=None, headers=None, raw=None, timeout=60):
    """(status, parsed JSON or bytes) of one request."""
    data = raw if raw is not None else (None if body is None else json.dumps(body).encode())
    h = {"Content-Type": "application/json"} if data is not None else {}
    h.update(headers or {})
    req = urllib.request.Request(origin + path, data=data, method=method, headers=h)
    try:
        with urllib.request.urlopen(req, timeout=timeout) as r:
            status, out = r.status, r.read()
    except urllib.error.HTTPError as e:
        status, out = e.code, e.read()
    try:
        return status, json.loads(out)
    except ValueError:
        return status, out


def b64(data):
    return base64.b64encode(data).decode("ascii")


def read(path):
    with open(path, "rb") as f:
        return f.read()


@pytest.fixture(scope="module")
def apps_dir(tmp_path_factory):
    """An operator's folder: a lone exe, a program folder with a data file, a text file
    named .exe, and what must not be seen: links (to a file outside, to a folder
    outside), a name with a space, a hidden file."""
    root = tmp_path_factory.mktemp("apps")
    outside = tmp_path_factory.mktemp("outside")
    shutil.copy(HELLO, root / "mine.exe")
    (root / "tool").mkdir()
    shutil.copy(NOTEPAD, root / "tool" / "tool.exe")
    (root / "tool" / "readme.txt").write_text("hello from the apps folder\n")
    os.symlink("/etc/passwd", root / "tool" / "passwd.txt")     # a link beside it: skipped
    (root / "notpe.exe").write_text("this is not a program\n")
    shutil.copy(HELLO, outside / "out.exe")
    os.symlink(outside / "out.exe", root / "link.exe")
    (outside / "evil").mkdir()
    shutil.copy(HELLO, outside / "evil" / "evil.exe")
    os.symlink(outside / "evil", root / "evil")
    shutil.copy(HELLO, root / "bad name.exe")
    shutil.copy(HELLO, root / ".hidden.exe")
    return root


@pytest.fixture(scope="module")
def hub(apps_dir):
    s = Service("--apps-dir", str(apps_dir))
    yield s.origin
    s.stop()


class FakePage:
    """A hub session played by the test (a long-poll page), answering what it is sent."""

    def __init__(self, origin):
        self.origin = origin
        status, body = http(origin, "POST", "/api/agent/hello",
                            {"app": "hello", "href": origin + "/?t", "ua": "test"})
        assert status == 200, body
        self.sid = body["sessionId"]

    def serve(self, request, answer):
        """Run ``request()`` (an agent request) while answering, as the page, every
        command the hub sends meanwhile with ``answer(command) -> value``; returns (the
        commands seen, the request's result)."""
        got, seen, done = {}, [], threading.Event()

        def pump():
            while not done.is_set():
                try:
                    status, body = http(self.origin, "GET", "/api/agent/poll?s=" + self.sid)
                except OSError:
                    # the module's hub stops while a last long poll is open: the page
                    # is gone with it (a closed connection after the request, not a
                    # failure of the test)
                    if done.is_set():
                        return
                    raise
                if status != 200 or done.is_set():
                    return
                seen.extend(body["commands"])
                replies = [{"id": c["id"], "ok": True, "value": answer(c)}
                           for c in body["commands"]]
                if replies:
                    http(self.origin, "POST", "/api/agent/result?s=" + self.sid, replies)
        threading.Thread(target=pump, daemon=True).start()
        try:
            got["r"] = request()
        finally:
            done.set()
        return seen, got["r"]


def ids(listing):
    return [p["id"] for p in listing]


def test_the_apps_dir_lists_programs_and_nothing_through_links(hub):
    status, body = http(hub, "GET", "/api/agent/programs")
    assert status == 200 and body["appsDir"] is True
    assert ids(body["programs"]) == ["dir:mine", "dir:notpe", "dir:tool"]
    tool = body["programs"][2]
    assert tool["files"] == ["readme.txt"] and tool["source"] == "apps-dir"
    status, apps = http(hub, "GET", "/api/vm/apps")
    assert [a["id"] for a in apps if a["source"] == "bundled"] == [
        a for a in APPS if os.path.exists(APPS[a].exe)]
    assert [a["id"] for a in apps if a["source"] == "apps-dir"] == [
        "dir:mine", "dir:notpe", "dir:tool"]


@pytest.mark.parametrize("app", ["dir:link", "dir:evil", "dir:../outside/out",
                                 "dir:bad name", "dir:.hidden", "dir:/etc/passwd",
                                 "upload:nothing", "dir:tool/readme.txt"])
def test_a_name_outside_the_folder_or_through_a_link_is_no_program(hub, app):
    status, body = http(hub, "POST", "/api/vm", {"app": app})
    assert status == 404 and body["error"].startswith("unknown app %r" % app)


def test_a_program_of_the_folder_runs_with_its_files_on_c(hub):
    status, st = http(hub, "POST", "/api/vm", {"app": "dir:tool", "frozen": True})
    assert status == 200, st
    assert st["app"] == "dir:tool"
    page = FakePage(hub)
    # list-files and get-file run in the hub on the VM the page shows (it asks the
    # page which one: a ping, answered here as the page would).
    _, (status, replies) = page.serve(
        lambda: http(hub, "POST", "/api/agent/ctl?s=" + page.sid,
                     [{"id": 1, "action": "list-files", "args": {"path": "C:\\"}},
                      {"id": 2, "action": "get-file", "args": {"path": "C:\\readme.txt"}}]),
        lambda c: {"vm": st["vm"]})
    assert status == 200 and all(r["ok"] for r in replies), replies
    names = [e["name"] for e in replies[0]["value"]["entries"]]
    assert "tool.exe" in names and "readme.txt" in names and "passwd.txt" not in names
    assert base64.b64decode(replies[1]["value"]["content"]) == b"hello from the apps folder\n"


def test_a_non_pe_in_the_folder_is_refused_in_one_line(hub):
    status, body = http(hub, "POST", "/api/vm", {"app": "dir:notpe"})
    assert status == 422
    assert body["error"].startswith("cannot start dir:notpe: ") and "\n" not in body["error"]


def test_an_upload_becomes_a_program_with_its_files(hub):
    status, body = http(hub, "POST", "/api/agent/programs",
                        {"name": "up.exe", "content": b64(read(HELLO))})
    assert status == 200, body
    assert body["program"]["id"] == "upload:up" and body["program"]["source"] == "upload"
    status, body = http(hub, "POST", "/api/agent/programs",
                        {"name": "data.txt", "content": b64(b"uploaded data"),
                         "program": "upload:up"})
    assert status == 200 and body["program"]["files"] == ["data.txt"], body
    status, body = http(hub, "POST", "/api/agent/programs",
                        {"name": "data.txt", "content": b64(b"again"), "program": "upload:up"})
    assert status == 409 and "already has a file data.txt" in body["error"]
    status, listing = http(hub, "GET", "/api/agent/programs")
    assert "upload:up" in ids(listing["programs"])
    status, st = http(hub, "POST", "/api/vm", {"app": "upload:up", "frozen": True})
    assert status == 200 and st["app"] == "upload:up"
    page = FakePage(hub)
    _, (status, reply) = page.serve(
        lambda: http(hub, "POST", "/api/agent/ctl?s=" + page.sid,
                     {"id": 1, "action": "get-file", "args": {"path": "C:\\data.txt"}}),
        lambda c: {"vm": st["vm"]})
    assert status == 200 and base64.b64decode(reply["value"]["content"]) == b"uploaded data"
    # Uploading the program again starts it afresh: no files beside it.
    status, body = http(hub, "POST", "/api/agent/programs",
                        {"name": "up.exe", "content": b64(read(HELLO))})
    assert status == 200 and body["program"]["files"] == []


@pytest.mark.parametrize("body, status, message", [
    ({"name": "../up.exe", "content": "aGk="}, 400, "name '../up.exe': a file name"),
    ({"name": "a/b.exe", "content": "aGk="}, 400, "name 'a/b.exe': a file name"),
    ({"name": ".up.exe", "content": "aGk="}, 400, "name '.up.exe': a file name"),
    ({"name": "C:\\up.exe", "content": "aGk="}, 400, "a file name"),
    ({"name": "up.exe", "content": "not base64!"}, 400, "content of up.exe is not base64"),
    ({"name": "up.txt", "content": "aGk="}, 400, "a program is uploaded as NAME.exe"),
    ({"name": "up.exe", "content": b64(b"MZ but nothing more")}, 422,
     "up.exe is not a program this emulator runs: "),
    ({"name": "up.exe", "content": b64(b"\0" * (MAX_FILE + 1))}, 413,
     "up.exe is over 524288 bytes (the file limit)"),
    ({"name": "x.txt", "content": "aGk=", "program": "upload:nope"}, 404,
     "program 'upload:nope': no such upload"),
    ({"name": "x.txt", "content": "aGk=", "program": "dir:mine"}, 404, "no such upload"),
    ({"name": "up.exe", "content": "aGk=", "session": "nope"}, 404, "session gone"),
    ({"name": "up.exe"}, 400, "content must be the file's bytes as base64"),
    ({"name": "up.exe", "content": "aGk=", "path": "/tmp/x"}, 400, 'expected {"name"'),
    ([1, 2], 400, 'expected {"name"'),
])
def test_an_upload_is_untrusted_input(hub, body, status, message):
    got, reply = http(hub, "POST", "/api/agent/programs", body)
    assert got == status, reply
    assert message in reply["error"] and "\n" not in reply["error"]
    assert reply["ok"] is False


def test_the_file_count_of_an_upload_is_bounded(hub):
    http(hub, "POST", "/api/agent/programs", {"name": "many.exe", "content": b64(read(HELLO))})
    for i in range(MAX_PROGRAM_FILES):
        status, _ = http(hub, "POST", "/api/agent/programs",
                         {"name": "f%d" % i, "content": "", "program": "upload:many"})
        assert status == 200
    status, body = http(hub, "POST", "/api/agent/programs",
                        {"name": "one-more", "content": "", "program": "upload:many"})
    assert status == 413 and "already has 64 files (the limit)" in body["error"]


def test_no_foreign_page_can_list_upload_or_start(hub):
    evil = {"Origin": "http://evil.example"}
    for method, path, body in (("GET", "/api/agent/programs", None),
                               ("POST", "/api/agent/programs",
                                {"name": "e.exe", "content": b64(read(HELLO))}),
                               ("POST", "/api/vm", {"app": "dir:mine"})):
        status, reply = http(hub, method, path, body, headers=evil)
        assert status == 403 and reply["error"].startswith("forbidden: a page of origin")
    # A blind "simple" request (text/plain) is refused before anything is stored.
    status, reply = http(hub, "POST", "/api/agent/programs",
                         raw=json.dumps({"name": "e.exe", "content": b64(read(HELLO))}).encode(),
                         headers={"Content-Type": "text/plain"})
    assert status == 415
    # DNS rebinding: a foreign Host.
    status, reply = http(hub, "GET", "/api/agent/programs", headers={"Host": "evil.example"})
    assert status == 403
    status, listing = http(hub, "GET", "/api/agent/programs")
    assert "upload:e" not in ids(listing["programs"])


def test_uploading_to_a_session_launches_it_there(hub):
    page = FakePage(hub)
    commands, (status, body) = page.serve(
        lambda: http(hub, "POST", "/api/agent/programs",
                     {"name": "tosession.exe", "content": b64(read(HELLO)),
                      "session": page.sid}),
        lambda c: None)
    assert [(c["action"], c["args"]) for c in commands] == [
        ("launch", {"app": "upload:tosession"})]
    assert status == 200 and body["program"]["id"] == "upload:tosession"
    assert body["launched"]["ok"] is True


def test_a_wide_bind_needs_the_token_for_programs(apps_dir):
    s = Service("--apps-dir", str(apps_dir), "--port=tcp:0:interface=0.0.0.0",
                "--token=T0ken")
    try:
        o = s.origin
        auth = {"Authorization": "Bearer T0ken"}
        status, _ = http(o, "GET", "/api/agent/programs")
        assert status == 401
        status, _ = http(o, "POST", "/api/agent/programs",
                         {"name": "w.exe", "content": b64(read(HELLO))})
        assert status == 401
        status, apps = http(o, "GET", "/api/vm/apps")          # a page without the token
        assert {a["source"] for a in apps} == {"bundled"}
        status, body = http(o, "POST", "/api/vm", {"app": "dir:mine"})
        assert status == 401 and "needs the token" in body["error"]
        status, body = http(o, "POST", "/api/agent/programs",
                            {"name": "w.exe", "content": b64(read(HELLO))}, headers=auth)
        assert status == 200
        status, apps = http(o, "GET", "/api/vm/apps", headers=auth)
        assert [a["id"] for a in apps if a["source"] != "bundled"] == [
            "dir:mine", "dir:notpe", "dir:tool", "upload:w"]
        status, st = http(o, "POST", "/api/vm?token=T0ken", {"app": "upload:w"})
        assert status == 200 and st["app"] == "upload:w"
        status, st = http(o, "POST", "/api/vm", {"app": "hello"})   # bundled: as before
        assert status == 200
    finally:
        s.stop()


def test_an_apps_dir_that_is_not_a_folder_stops_the_service_in_one_line(tmp_path):
    import subprocess
    import sys
    from procs import env, ROOT
    out = subprocess.run([sys.executable, "-m", "wineagent", "serve", "--port=tcp:0",
                          "--apps-dir", str(tmp_path / "missing")], env=env(), cwd=ROOT,
                         capture_output=True, text=True, timeout=60)
    assert out.returncode == 2
    assert out.stderr == "wineagent serve: error: --apps-dir: %s is not a folder\n" % (
        tmp_path / "missing")


def test_ctl_upload_stores_the_program_and_its_files_and_launches_it(hub, tmp_path):
    import subprocess
    from procs import env, wineagent_cmd
    exe = tmp_path / "myprog.exe"
    shutil.copy(HELLO, exe)
    (tmp_path / "settings.ini").write_text("[x]\n")
    page = FakePage(hub)
    commands, out = page.serve(
        lambda: subprocess.run(wineagent_cmd("ctl", "--hub=" + hub, "-s", page.sid,
                                             "upload", str(exe),
                                             str(tmp_path / "settings.ini")),
                               env=env(), capture_output=True, text=True, timeout=120),
        lambda c: None)
    assert out.returncode == 0, out.stderr
    assert out.stdout.splitlines() == [
        "uploaded myprog.exe (%d bytes) as program upload:myprog" % os.path.getsize(HELLO),
        "uploaded settings.ini (4 bytes) as a file of upload:myprog",
        "launched upload:myprog in session %s" % page.sid]
    assert [(c["action"], c["args"]) for c in commands] == [
        ("launch", {"app": "upload:myprog"})]
    status, listing = http(hub, "GET", "/api/agent/programs")
    mine = [p for p in listing["programs"] if p["id"] == "upload:myprog"][0]
    assert mine["files"] == ["settings.ini"]
    # A file that is no program is refused in one line (exit 1), nothing launched.
    bad = tmp_path / "bad.exe"
    bad.write_text("not a program")
    out = subprocess.run(wineagent_cmd("ctl", "--hub=" + hub, "-s", page.sid, "upload",
                                       str(bad)), env=env(), capture_output=True,
                         text=True, timeout=120)
    assert out.returncode == 1 and out.stdout == ""
    assert out.stderr.startswith("upload: bad.exe is not a program this emulator runs: ")
    assert len(out.stderr.splitlines()) == 1


def test_python_run_program_uploads_and_launches_in_a_hub_session(hub, tmp_path):
    import wineagent
    from wineagent import WineAgentError
    exe = tmp_path / "pyprog.exe"
    shutil.copy(HELLO, exe)
    (tmp_path / "data.bin").write_bytes(b"\x00\x01")
    page = FakePage(hub)
    d = wineagent.connect(page.sid, hub=hub)
    try:
        commands, program = page.serve(lambda: d.run_program(exe, [tmp_path / "data.bin"]),
                                       lambda c: None)
        assert program == "upload:pyprog"
        assert [(c["action"], c["args"]) for c in commands] == [
            ("launch", {"app": "upload:pyprog"})]
        bad = tmp_path / "bad.exe"
        bad.write_text("not a program")
        with pytest.raises(WineAgentError, match="bad.exe is not a program this emulator"):
            d.run_program(bad)
    finally:
        d.close()
