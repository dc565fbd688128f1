"""A browser session's printed pages and sounds, fetched by its agent through the hub
(``GET /api/agent/file?s=ID&file=PATH``, docs/browser.md): a real ``wineagent serve
--print-dir --sound-dir`` (test/serve_guests.py: prn_print and md_sound in its registry)
on loopback, real pages in headless Chromium, ``wineagent ctl`` through the hub. Waits
are on answers (a frozen page's ``step`` answers once it has run), never sleeps.
"""

import json
import os
import urllib.error
import urllib.parse
import urllib.request


from browsing import Service, browser, playwright  # noqa: F401 - fixtures
from outdirs import GUESTS, folders, hub  # noqa: F401 - fixtures
from test_web_browser import ctl_json





def open_session(browser, origin, app):  # noqa: F811 - the fixture's value
    """A frozen page of ``app`` whose VM is connected (it drew its first frame: an agent's
    command reaches it): (page, hub session id, VM id)."""
    page = browser.new_page()
    page.goto(origin + "/?app=%s&frozen" % app)
    page.wait_for_function("window.__agentRemote && window.__agentRemote.session && "
                           "window.wineShell && window.wineShell.screen.vm && "
                           "window.wineShell.screen.version >= 0", timeout=30000)
    return (page, page.evaluate("window.__agentRemote.session"),
            page.evaluate("window.wineShell.screen.vm"))


def fetch(origin, sid, wanted, headers=None):
    """GET /api/agent/file: (status, content type, body bytes or the error JSON)."""
    url = origin + "/api/agent/file?" + urllib.parse.urlencode({"s": sid, "file": wanted})
    req = urllib.request.Request(url, headers=headers or {})
    try:
        with urllib.request.urlopen(req, timeout=60) as r:
            return r.status, r.headers["content-type"], r.read(), r.headers
    except urllib.error.HTTPError as e:
        return e.code, e.headers["content-type"], json.loads(e.read() or b"null"), e.headers


def test_the_agent_fetches_what_its_page_printed_and_nothing_else(browser, hub, folders):
    print_dir, _ = folders
    page, sid, vid = open_session(browser, hub.origin, "prn_print")
    try:
        ctl_json(hub.origin, "-s", sid, "step", "400")         # prints, then exits
        snap = ctl_json(hub.origin, "-s", sid, "snapshot")
        doc = next(d for d in snap["printed"] if d["doc"] == "prn test")
        mine = os.path.join(print_dir, "vm-" + vid)
        pdf = os.path.join(mine, "001-prn_test.pdf")
        assert doc["files"] == [os.path.join(mine, "001-prn_test-p1.png"),
                                os.path.join(mine, "001-prn_test-p2.png"), pdf]
        # By the path the snapshot gives, and by the file's name alone.
        status, ctype, body, headers = fetch(hub.origin, sid, pdf)
        assert (status, ctype) == (200, "application/pdf")
        assert body == open(pdf, "rb").read() and body.startswith(b"%PDF")
        assert headers["content-disposition"] == 'attachment; filename="001-prn_test.pdf"'
        status, ctype, body, _ = fetch(hub.origin, sid, "001-prn_test-p2.png")
        assert (status, ctype) == (200, "image/png")
        assert body == open(doc["files"][1], "rb").read()
        # Nothing outside the VM's own folders can be named.
        other = os.path.join(print_dir, "vm-00000000")
        os.makedirs(other, exist_ok=True)
        with open(os.path.join(other, "001-secret.pdf"), "wb") as f:
            f.write(b"%PDF another session's")
        os.symlink(os.path.join(other, "001-secret.pdf"), os.path.join(mine, "009-link.pdf"))
        for wanted in (os.path.join(other, "001-secret.pdf"), "../vm-00000000/001-secret.pdf",
                       "/etc/passwd", "../../../../etc/passwd", "009-link.pdf", "..", "",
                       os.path.join(mine, "..", "vm-00000000", "001-secret.pdf")):
            status, _, body, _ = fetch(hub.origin, sid, wanted)
            assert status == 404 and body["ok"] is False, (wanted, body)
        assert "not one of this session's files" in fetch(hub.origin, sid, "/etc/passwd")[2][
            "error"]
        # The agent routes' guard: a page of another origin is refused before anything runs.
        status, _, _, _ = fetch(hub.origin, sid, pdf,
                                headers={"Origin": "http://evil.example"})
        assert status == 403
        status, _, body, _ = fetch(hub.origin, "deadbeef", pdf)
        assert status == 404 and "session gone" in body["error"]
    finally:
        page.close()


def test_the_agent_fetches_the_sounds_its_page_played(browser, hub, folders):
    _, sound_dir = folders
    page, sid, vid = open_session(browser, hub.origin, "md_sound")
    try:
        ctl_json(hub.origin, "-s", sid, "step", "2000")        # plays, then exits
        snap = ctl_json(hub.origin, "-s", sid, "snapshot")
        assert snap["sound"]["dir"] == os.path.join(sound_dir, "vm-" + vid)
        midi = next(e["file"] for e in snap["sound"]["events"] if e["kind"] == "midi-file")
        status, ctype, body, _ = fetch(hub.origin, sid, midi)
        assert (status, ctype) == (200, "audio/midi") and body.startswith(b"MThd")
        assert body == open(midi, "rb").read()
        status, ctype, body, _ = fetch(hub.origin, sid, "wave-001.wav")
        from test_sound import BUF1, BUF2
        from wineagent.win32.kernel.audio import parse_wav
        assert (status, ctype) == (200, "audio/wav") and parse_wav(body)[2] == BUF1 + BUF2
    finally:
        page.close()


def test_a_hub_without_the_folders_says_its_sessions_write_no_files(browser):
    s = Service(program=GUESTS)
    try:
        page, sid, _ = open_session(browser, s.origin, "prn_print")
        ctl_json(s.origin, "-s", sid, "step", "400")
        assert ctl_json(s.origin, "-s", sid, "snapshot")["printed"][0]["files"] == []
        status, _, body, _ = fetch(s.origin, sid, "001-prn_test.pdf")
        assert status == 404 and "writes no files" in body["error"]
        page.close()
    finally:
        s.stop()
