"""``GET /api/agent/file`` serves only the files the session itself wrote (issue 18).

A real ``wineagent serve --print-dir`` (test/serve_guests.py: prn_print in its registry)
on loopback; a page VM prints into its folder; the hub session is a long-poll page played
by the test itself (``hello``, then answering the hub's ``ping`` with the VM's id), so
every request is real HTTP and every wait is bounded by an answer, never a sleep.
Planted in the folder: a hard link to a file outside it, a symbolic link, a second link
to a file the session wrote, another file under a written file's name. Only the files as
the session wrote them are served.
"""

import json
import os
import threading
import urllib.error
import urllib.parse
import urllib.request

import pytest

from browsing import Service
from outdirs import GUESTS

PAGES = ["001-prn_test-p1.png", "001-prn_test-p2.png", "001-prn_test.pdf"]


def http(origin, method, path, body=None, timeout=60):
    """(status, headers, body bytes) of one request."""
    data = None if body is None else json.dumps(body).encode()
    req = urllib.request.Request(origin + path, data=data, method=method,
                                 headers={"Content-Type": "application/json"} if data else {})
    try:
        with urllib.request.urlopen(req, timeout=timeout) as r:
            return r.status, r.headers, r.read()
    except urllib.error.HTTPError as e:
        return e.code, e.headers, e.read()


class Page:
    """A hub session played by the test: a long-poll page showing page VM ``vid``."""

    def __init__(self, origin, vid):
        self.origin, self.vid = origin, vid
        status, _, body = http(origin, "POST", "/api/agent/hello",
                               {"app": "prn_print", "href": origin + "/?app=prn_print",
                                "ua": "test"})
        assert status == 200, body
        self.sid = json.loads(body)["sessionId"]

    def fetch(self, wanted):
        """GET /api/agent/file for ``wanted``: the hub first asks the page which VM it
        shows (a ``ping``); the test answers as the page does. (status, body)."""
        got = {}

        def get():
            query = urllib.parse.urlencode({"s": self.sid, "file": wanted})
            got["reply"] = http(self.origin, "GET", "/api/agent/file?" + query)
        t = threading.Thread(target=get, daemon=True)
        t.start()
        status, _, body = http(self.origin, "GET", "/api/agent/poll?s=" + self.sid)
        assert status == 200, body
        commands = json.loads(body)["commands"]
        assert [c["action"] for c in commands] == ["ping"], commands
        status, _, body = http(self.origin, "POST", "/api/agent/result?s=" + self.sid,
                               [{"id": commands[0]["id"], "ok": True,
                                 "value": {"vm": self.vid}}])
        assert status == 200, body
        t.join(60)
        assert "reply" in got, "the file request was not answered"
        status, _, data = got["reply"]
        return status, data


@pytest.fixture
def printed(tmp_path):
    """(page, the VM's print folder, a folder outside it) once the VM has printed."""
    hub = Service("--print-dir", str(tmp_path / "printed"), program=GUESTS)
    try:
        status, _, body = http(hub.origin, "POST", "/api/vm",
                               {"app": "prn_print", "frozen": True})
        assert status == 200, body
        vid = json.loads(body)["vm"]
        status, _, body = http(hub.origin, "POST", "/api/vm/%s/cmd" % vid,
                               {"id": 1, "action": "step", "args": {"n": 400}}, timeout=300)
        assert status == 200 and json.loads(body)["replies"][0]["ok"], body
        folder = str(tmp_path / "printed" / ("vm-" + vid))
        assert all(os.path.isfile(os.path.join(folder, n)) for n in PAGES)
        outside = tmp_path / "outside"
        outside.mkdir()
        yield Page(hub.origin, vid), folder, str(outside)
    finally:
        hub.stop()


def refused(reply):
    """A 404 with an ok:false error."""
    status, body = reply
    return status == 404 and json.loads(body)["ok"] is False


def test_a_file_the_session_wrote_is_served(printed):
    page, folder, _ = printed
    status, body = page.fetch(os.path.join(folder, PAGES[2]))
    assert status == 200 and body.startswith(b"%PDF")
    with open(os.path.join(folder, PAGES[2]), "rb") as f:
        assert body == f.read()


def test_a_hard_link_placed_in_the_folder_is_refused(printed):
    """The name is a plain regular file in the folder, but the session never wrote it:
    it is a second name of a file outside."""
    page, folder, outside = printed
    secret = os.path.join(outside, "secret.pdf")
    with open(secret, "wb") as f:
        f.write(b"%PDF not the session's")
    os.link(secret, os.path.join(folder, "009-link.pdf"))
    reply = page.fetch("009-link.pdf")
    assert refused(reply), reply
    assert "not a file this session wrote" in json.loads(reply[1])["error"]


def test_a_symbolic_link_placed_in_the_folder_is_refused(printed):
    page, folder, outside = printed
    secret = os.path.join(outside, "secret.pdf")
    with open(secret, "wb") as f:
        f.write(b"%PDF not the session's")
    os.symlink(secret, os.path.join(folder, "009-symlink.pdf"))
    assert refused(page.fetch("009-symlink.pdf"))


def test_a_written_file_with_a_second_link_or_replaced_is_refused(printed):
    """A file the session wrote, once linked from elsewhere (two links: its contents may
    be someone else's to change), or replaced by another file under its name, is no
    longer served; the untouched one still is."""
    page, folder, outside = printed
    os.link(os.path.join(folder, PAGES[0]), os.path.join(outside, "copy.png"))
    assert refused(page.fetch(PAGES[0]))
    planted = os.path.join(outside, "planted.png")
    with open(planted, "wb") as f:
        f.write(b"\x89PNG planted")
    os.replace(planted, os.path.join(folder, PAGES[1]))
    assert refused(page.fetch(PAGES[1]))
    assert page.fetch(PAGES[2])[0] == 200
