"""Your own program in the browser (issue 20, item 9), in real Chromium against a real
``wineagent serve --apps-dir``: the dashboard lists the operator's and the uploaded
programs next to the bundled apps and starts them in tiles; an agent's upload with a
session launches in that tile; on a wide bind only a dashboard given the token sees or
starts them; a hostile page of another origin can neither upload, list nor start."""

import base64
import json
import shutil

import pytest

from browsing import Service, browser, playwright  # noqa: F401 - pytest fixtures
from test_programs import http
from test_security_browser import ATTACK_JS, Wire, attacker  # noqa: F401 - a fixture
from wineagent.apps import APPS, app_ids


@pytest.fixture(scope="module")
def apps_dir(tmp_path_factory):
    root = tmp_path_factory.mktemp("apps")
    shutil.copy(APPS["hello"].exe, root / "mine.exe")
    return root


@pytest.fixture
def page(browser):
    ctx = browser.new_context()
    errors = []
    ctx.on("page", lambda p: p.on("pageerror", lambda e: errors.append(str(e))))
    p = ctx.new_page()
    yield p
    ctx.close()
    assert errors == []


def options(page):
    """The dashboard's program list: [(group label, value)]."""
    return [tuple(o) for o in page.evaluate("[...document.querySelectorAll('#addApp option')].map(o => "
                         "[o.parentElement.label || '', o.value])")]


def wait_tile_runs(page, index, app):
    """Until tile ``index``'s page runs ``app`` and shows a frame of it."""
    page.wait_for_function(
        "([i, app]) => { const t = document.querySelectorAll('.tile')[i]; if (!t) return false;"
        " const w = t.frame.contentWindow; return w && w.wineShell && w.wineShell.app === app"
        " && w.wineShell.screen.version >= 0; }", arg=[index, app], timeout=30000)


def upload(origin, name, session=None, headers=None):
    body = {"name": name, "content": base64.b64encode(
        open(APPS["hello"].exe, "rb").read()).decode()}
    if session:
        body["session"] = session
    status, reply = http(origin, "POST", "/api/agent/programs", body, headers=headers)
    assert status == 200, reply
    return reply


def test_the_dashboard_lists_and_starts_the_folders_and_uploaded_programs(page, apps_dir):
    s = Service("--apps-dir", str(apps_dir))
    try:
        page.goto(s.origin + "/dashboard")
        page.wait_for_function("document.querySelectorAll('#addApp option').length > 0")
        listed = options(page)
        assert ("bundled apps", "hello") in listed
        assert ("apps folder (--apps-dir)", "dir:mine") in listed
        assert not any(v.startswith("upload:") for _, v in listed)
        # The operator's program in a tile.
        page.select_option("#addApp", "dir:mine")
        page.click("#addBtn")
        wait_tile_runs(page, 0, "dir:mine")
        # An agent uploads a program; the dashboard's refresh shows it, and it starts.
        upload(s.origin, "agentapp.exe")
        page.click("#refreshApps")
        page.wait_for_function("[...document.querySelectorAll('#addApp option')]"
                               ".some(o => o.value === 'upload:agentapp')")
        assert ("uploaded", "upload:agentapp") in options(page)
        page.select_option("#addApp", "upload:agentapp")
        page.click("#addBtn")
        wait_tile_runs(page, 1, "upload:agentapp")
        title = page.frames[2].evaluate("wineShell.screen.status.app")
        assert title == "upload:agentapp"
        # Uploading with the tile's session launches the program in that tile: the page
        # had not listed it yet, and asks again.
        page.wait_for_function("document.querySelectorAll('.tile')[0].dataset.session")
        sid = page.evaluate("document.querySelectorAll('.tile')[0].dataset.session")
        reply = upload(s.origin, "intotile.exe", session=sid)
        assert reply["launched"]["ok"] is True, reply
        wait_tile_runs(page, 0, "upload:intotile")
    finally:
        s.stop()


def test_on_a_wide_bind_only_a_dashboard_with_the_token_sees_and_starts_them(page, apps_dir):
    s = Service("--apps-dir", str(apps_dir), "--port=tcp:0:interface=0.0.0.0",
                "--token=Tok3n")
    try:
        page.goto(s.origin + "/dashboard")
        page.wait_for_function("document.querySelectorAll('#addApp option').length > 0")
        assert {v for _, v in options(page)} == set(app_ids())
        # A page that names the program anyway is refused.
        status = page.evaluate("fetch('/api/vm', {method: 'POST', headers: {'content-type':"
                               " 'application/json'}, body: JSON.stringify({app: "
                               "'dir:mine'})}).then(r => r.status)")
        assert status == 401
        page.goto(s.origin + "/dashboard?agent=Tok3n")
        page.wait_for_function("[...document.querySelectorAll('#addApp option')]"
                               ".some(o => o.value === 'dir:mine')")
        page.select_option("#addApp", "dir:mine")
        page.click("#addBtn")
        wait_tile_runs(page, 0, "dir:mine")
        src = page.evaluate("document.querySelector('.tile iframe').src")
        assert "agent=Tok3n" in src
        # The token went nowhere else: no auto-connect on a wide bind, so no session.
        assert page.frames[1].evaluate(
            "window.__agentRemote ? window.__agentRemote.session : null") is None
    finally:
        s.stop()


def test_a_page_of_another_origin_can_neither_upload_list_nor_start(browser, attacker,
                                                                   apps_dir):
    s = Service("--apps-dir", str(apps_dir))
    try:
        hub = s.origin
        body = json.dumps({"name": "pwn.exe", "content": base64.b64encode(
            open(APPS["hello"].exe, "rb").read()).decode()})
        page = browser.new_page()
        wire = Wire(page)
        page.goto(attacker + "/")
        out = page.evaluate(ATTACK_JS, {"target": hub, "path": "/api/agent/programs",
                                        "body": body, "wsPath": "/api/agent/ws"})
        assert out == {"cors-text": "blocked", "nocors-text": "opaque",
                       "nocors-form": "opaque", "cors-json": "blocked", "form": "submitted",
                       "ws": "refused"}, out
        # Every request that reached the server was refused (the foreign Origin); the
        # JSON one never left (its preflight was refused).
        assert wire.statuses("POST", hub + "/api/agent/programs", 4) == [403] * 4
        assert wire.statuses("OPTIONS", hub + "/api/agent/programs", 1) == [403]
        got = page.evaluate("""async (hub) => {
          const r = {};
          for (const [k, p, init] of [['list', '/api/agent/programs', {}],
                                      ['apps', '/api/vm/apps', {}],
                                      ['start', '/api/vm', {method: 'POST', body: '{"app":"dir:mine"}'}]]) {
            try { r[k] = (await fetch(hub + p, init)).status; } catch (e) { r[k] = 'blocked'; }
          }
          return r;
        }""", hub)
        assert got == {"list": "blocked", "apps": "blocked", "start": "blocked"}
        assert wire.statuses("GET", hub + "/api/agent/programs", 1) == [403]
        assert wire.statuses("POST", hub + "/api/vm", 1) == [403]
        page.close()
        # Nothing was stored; the agent's own client (JSON, no Origin) can: the test can fail.
        status, listing = http(hub, "GET", "/api/agent/programs")
        assert "upload:pwn" not in [p["id"] for p in listing["programs"]]
        status, reply = http(hub, "POST", "/api/agent/programs", json.loads(body))
        assert status == 200 and reply["program"]["id"] == "upload:pwn"
    finally:
        s.stop()
