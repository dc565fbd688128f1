"""Browser sessions end to end: a real service on a loopback port, headless Chromium through
Playwright, and `wineagent ctl` through the hub (the seed's test-web-agent-remote and
test-web-agent-frozen, plus input exclusivity). One service and one browser for the module.
"""

import base64
import io
import os
import re
import subprocess
import sys
import time

import pytest

# Real browser tests are not optional: .ci/run installs playwright (pip) and chromium (apt).
import playwright.sync_api as playwright_api  # noqa: E402

from paths import ROOT
CHROMIUM = "/usr/bin/chromium"
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
         "--disable-component-update", "--disable-sync", "--no-first-run"]



@pytest.fixture(scope="module")
def service():
    """`wineagent serve` on a free loopback port; yields its origin."""
    env = dict(os.environ, PYTHONPATH=ROOT)
    proc = subprocess.Popen([sys.executable, "-m", "wineagent", "serve",
                             "--port=tcp:0:interface=127.0.0.1"], cwd=ROOT, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    origin = None
    deadline = time.monotonic() + 20
    lines = []
    while origin is None and time.monotonic() < deadline:
        line = proc.stdout.readline()
        if not line:
            break
        lines.append(line)
        m = re.search(r"page:\s+(http://127\.0\.0\.1:\d+)/", line)
        if m:
            origin = m.group(1)
    if origin is None:
        proc.kill()
        pytest.fail("the service did not start:\n" + "".join(lines))
    yield origin
    proc.terminate()
    proc.wait(10)


@pytest.fixture(scope="module")
def browser():
    assert os.path.exists(CHROMIUM), "needs Debian's chromium: apt-get install chromium"
    with playwright_api.sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
        yield b
        b.close()


@pytest.fixture
def open_page(browser, service):
    """open_page(query) -> a loaded page whose VM drew its first frame and whose hub session
    is registered. Page errors fail the test."""
    pages, errors = [], []

    def make(query, path="/"):
        page = browser.new_page()
        page.on("pageerror", lambda e: errors.append(str(e)))
        page.goto(service + path + query)
        if path == "/":
            page.wait_for_function("window.__agentRemote && window.__agentRemote.session && "
                                   "window.wineShell && window.wineShell.screen.version >= 0",
                                   timeout=15000)
        pages.append(page)
        return page
    yield make
    for p in pages:
        p.close()
    assert errors == []


def ctl(service, *args):
    """Run `wineagent ctl --hub=SERVICE ARGS` in-process; returns (exit code, stdout, stderr)."""
    from wineagent.ctl.client import main
    out, err = io.StringIO(), io.StringIO()
    code = main(["--hub=" + service] + list(args), out, err, io.StringIO(), {})
    return code, out.getvalue(), err.getvalue()


def ctl_json(service, *args):
    import json
    code, out, err = ctl(service, *args)
    assert code == 0, err
    return json.loads(out)


def png_of(service, session, tmp_path, name):
    path = str(tmp_path / name)
    code, _, err = ctl(service, "-s", session, "png", path)
    assert code == 0, err
    with open(path, "rb") as f:
        return f.read()


def wait_for(fn, timeout=5.0):
    """Ask ``fn`` until it returns a truthy value, within ``timeout`` seconds.

    Each call is a full round trip (ctl -> hub -> page -> VM -> back), which paces the loop:
    no extra sleep is needed between asks."""
    deadline = time.monotonic() + timeout
    while True:
        value = fn()
        if value or time.monotonic() > deadline:
            return value


# --- test-web-agent-remote ------------------------------------------------------------------

def test_a_click_sent_by_ctl_through_the_hub_is_routed_through_the_page_input_to_the_vm(
        open_page, service):
    page = open_page("?app=hello")
    href = page.url
    # -s takes the URL copied from the tab: its origin is the hub, its href the session.
    code, out, err = ctl(service, "-s", href, "click", "150,100")
    assert code == 0, err
    last = page.evaluate("wineShell.input.last")
    assert last == {"trusted": False, "action": "mouseup",
                    "args": {"x": 150, "y": 100, "button": "left"}}
    assert page.evaluate("window.__agentInputExclusive") is True  # the first input engaged it
    snap = wait_for(lambda: ctl_json(service, "-s", href, "snapshot")["lastMessageBox"])
    assert snap["text"] == "You clicked the window."


def test_ping_names_the_browser_session_and_eval_runs_in_the_page(open_page, service):
    page = open_page("?app=winmine&tile=7")
    sid = page.evaluate("__agentRemote.session")
    ping = ctl_json(service, "-s", sid, "ping")
    assert ping["session"] == sid and ping["kind"] == "browser" and ping["app"] == "winmine"
    assert ctl_json(service, "-s", sid, "eval", "wineShell.apps.length") == \
        page.evaluate("wineShell.apps.length")
    assert "winmine" in ctl_json(service, "-s", sid, "apps")


# --- test-web-agent-frozen --------------------------------------------------------------------

def test_a_frozen_page_retires_zero_steps_and_step_n_runs_exactly_n(open_page, service):
    page = open_page("?app=clock&frozen=20")     # clock keeps a 100 ms timer: live, it ticks
    sid = page.evaluate("__agentRemote.session")
    before = ctl_json(service, "-s", sid, "snapshot")
    page.wait_for_timeout(2500)
    after = ctl_json(service, "-s", sid, "snapshot")
    assert before["frozen"] and after["ticks"] == before["ticks"] == 0
    assert after["guestMs"] == before["guestMs"]
    step = ctl_json(service, "-s", sid, "step", "40")
    assert step["ran"] == 40 and step["frozen"] is True and step["tickMs"] == 20
    assert step["ticks"] == 40 and step["guestMs"] == 40 * 20
    step = ctl_json(service, "-s", sid, "step", "3", "100")   # MS may change per step
    assert step["ran"] == 3 and step["ticks"] == 43 and step["guestMs"] == 800 + 300
    assert ctl_json(service, "-s", sid, "snapshot")["ticks"] == 43


def test_frozen_png_is_byte_identical_and_only_click_plus_step_changes_it(
        open_page, service, tmp_path):
    page = open_page("?app=hello&frozen")
    sid = page.evaluate("__agentRemote.session")
    ctl_json(service, "-s", sid, "step", "10")
    a = png_of(service, sid, tmp_path, "a.png")
    b = png_of(service, sid, tmp_path, "b.png")
    assert a == b
    assert ctl(service, "-s", sid, "click", "150,100")[0] == 0
    c = png_of(service, sid, tmp_path, "c.png")
    assert c == a                                            # queued, not run
    code, out, err = ctl(service, "-s", sid,
                         '[{"cmd":"step 10"},{"action":"png"}]')   # one round trip
    assert code == 0, err
    d = png_of(service, sid, tmp_path, "d.png")
    assert d != a
    assert ctl_json(service, "-s", sid, "snapshot")["lastMessageBox"]["text"] == \
        "You clicked the window."
    # The png an agent gets is the canvas the person sees.
    canvas = page.evaluate("document.getElementById('screen').toDataURL('image/png')")
    assert base64.b64decode(canvas.split(",", 1)[1]) == d


def test_the_frozen_checkbox_freezes_and_unfreezes_a_running_session(open_page, service):
    page = open_page("?app=clock&debug")
    sid = page.evaluate("__agentRemote.session")
    ticks = lambda: ctl_json(service, "-s", sid, "snapshot")["ticks"]  # noqa: E731
    t0 = ticks()
    assert wait_for(lambda: ticks() > t0)                    # live: the timer drives batches
    page.click("#frozenToggle")
    page.wait_for_function("WineFrozen.status().frozen === true")
    assert page.inner_text("#frozenBadge").startswith("FROZEN")
    t1 = ticks()
    page.wait_for_timeout(400)                               # > 3 timer periods
    assert ticks() == t1
    page.click("#frozenToggle")
    page.wait_for_function("WineFrozen.status().frozen === false")
    assert wait_for(lambda: ticks() > t1)


def test_the_dashboard_boots_two_emulators_that_each_answer_ping_and_png(
        open_page, service, tmp_path):
    page = open_page("?apps=sol,winmine&frozen", path="/dashboard")
    page.bring_to_front()
    page.wait_for_function(
        "[...document.querySelectorAll('.tile')].length === 2 && "
        "[...document.querySelectorAll('.tile')].every(t => t.dataset.session)", timeout=15000)
    tiles = page.evaluate("[...document.querySelectorAll('.tile')].map(t => "
                          "({s: t.dataset.session, f: t.dataset.frozen, "
                          "src: t.querySelector('iframe').getAttribute('src')}))")
    assert [t["src"] for t in tiles] == ["index.html?app=sol&tile=1&frozen",
                                         "index.html?app=winmine&tile=2&frozen"]
    assert all(t["f"] == "1" for t in tiles)
    shots = []
    for t, app in zip(tiles, ("sol", "winmine")):
        ping = ctl_json(service, "-s", t["s"], "ping")
        assert ping["session"] == t["s"] and ping["app"] == app and ping["frozen"] is True
        ctl_json(service, "-s", t["s"], "step", "5")
        shots.append(png_of(service, t["s"], tmp_path, app + ".png"))
    assert shots[0] != shots[1]
    page.wait_for_function("document.querySelector('.tile .state').textContent.includes('5 steps')")


# --- sharing input ------------------------------------------------------------------------------

def test_a_person_click_is_dropped_while_the_agent_owns_input_and_reaches_the_vm_after(
        open_page, service):
    page = open_page("?app=hello&debug")
    sid = page.evaluate("__agentRemote.session")
    inputs = lambda: ctl_json(service, "-s", sid, "snapshot")["inputEvents"]  # noqa: E731
    assert page.evaluate("__agentInputExclusive") is False    # connecting does not engage
    assert ctl(service, "-s", sid, "mousemove", "600,400")[0] == 0
    assert page.is_checked("#agentOwnsInput")
    n = inputs()
    box = page.locator("#screen").bounding_box()
    page.mouse.click(box["x"] + 150, box["y"] + 100)          # a trusted click
    page.evaluate("wineShell.screen.flush()")
    assert inputs() == n
    assert ctl_json(service, "-s", sid, "snapshot")["lastMessageBox"] is None
    page.click("#agentOwnsInput")                             # the toolbar is never guarded
    assert page.evaluate("__agentInputExclusive") is False
    page.mouse.click(box["x"] + 150, box["y"] + 100)
    assert wait_for(lambda: inputs() > n)
    snap = wait_for(lambda: ctl_json(service, "-s", sid, "snapshot")["lastMessageBox"])
    assert snap["text"] == "You clicked the window."
    # Handed back for good: the agent's next input does not retake it.
    assert ctl(service, "-s", sid, "mousemove", "600,400")[0] == 0
    assert page.evaluate("__agentInputExclusive") is False


def test_user_input_on_and_off_steer_exclusivity_and_a_cli_target_refuses_it(
        open_page, service):
    page = open_page("?app=winmine")
    sid = page.evaluate("__agentRemote.session")
    assert ctl_json(service, "-s", sid, "user-input", "off") == {"agentOwnsInput": True}
    assert page.evaluate("__agentInputExclusive") is True
    assert ctl_json(service, "-s", sid, "user-input", "on") == {"agentOwnsInput": False}
    code, _, err = ctl(service, "-s", ":9", "user-input", "on")
    assert code == 2 and "browser-only" in err


def test_ctl_to_a_session_the_hub_does_not_know_fails_at_once_with_session_gone(service):
    code, _, err = ctl(service, "-s", "deadbeef", "ping")
    assert code == 2 and "session gone" in err


# --- many pages of one hub in one browser profile ----------------------------------------------

DASHBOARD8 = ["sol", "winmine", "hello", "clock", "notepad", "sol", "winmine", "hello"]


def test_an_8_tile_dashboard_in_one_page_answers_ping_and_png_on_every_tile_with_live_frames(
        open_page, service, tmp_path):
    # Chrome allows six HTTP/1.1 connections per host: pages of this hub hold none (their
    # agent channel and their screen are WebSockets), so eight tiles fit in one page.
    page = open_page("?apps=" + ",".join(DASHBOARD8), path="/dashboard")
    page.bring_to_front()
    page.wait_for_function(
        "[...document.querySelectorAll('.tile')].length === 8 && "
        "[...document.querySelectorAll('.tile')].every(t => t.dataset.session && "
        "t.frame.contentWindow.wineShell && t.frame.contentWindow.wineShell.screen.version >= 0)",
        timeout=20000)
    sids = page.evaluate("[...document.querySelectorAll('.tile')].map(t => t.dataset.session)")
    assert len(set(sids)) == 8
    for sid, app in zip(sids, DASHBOARD8):
        t = time.monotonic()
        ping = ctl_json(service, "-s", sid, "ping")
        shot = png_of(service, sid, tmp_path, sid + ".png")
        assert time.monotonic() - t < 5.0, "tile %s (%s) answered slowly" % (sid, app)
        assert ping["session"] == sid and ping["app"] == app and ping["transport"] == "ws"
        assert shot.startswith(b"\x89PNG\r\n\x1a\n")
    # Frames keep arriving: the clock tile's canvas changes as its second hand moves.
    clock = sids[DASHBOARD8.index("clock")]
    first = png_of(service, clock, tmp_path, "clock0.png")
    assert wait_for(lambda: png_of(service, clock, tmp_path, "clock1.png") != first, timeout=10)
    frames = "document.querySelectorAll('.tile')[%d].frame.contentWindow.wineShell.screen.stats.frames"
    n = page.evaluate(frames % DASHBOARD8.index("clock"))
    page.wait_for_function(frames % DASHBOARD8.index("clock") + " > %d" % n, timeout=10000)


def test_a_page_served_elsewhere_connects_by_long_poll_with_the_pasted_line(browser, service):
    # localhost:PORT is another origin than the hub's 127.0.0.1:PORT: the paste line's case.
    foreign = service.replace("127.0.0.1", "localhost")
    errors = []
    page = browser.new_page()
    page.on("pageerror", lambda e: errors.append(str(e)))
    try:
        page.goto(foreign + "/?app=hello&pasted")
        page.wait_for_function("window.wineShell && wineShell.screen.version >= 0", timeout=15000)
        sid = page.evaluate("(hub) => import(hub + '/lib/agent-remote.js')"
                            ".then(m => m.connect(hub)).then(s => s.session)", service)
        assert page.evaluate("__agentRemote.transport") == "poll"
        ping = ctl_json(service, "-s", sid, "ping")
        assert ping["session"] == sid and ping["transport"] == "poll"
        assert ping["href"] == foreign + "/?app=hello&pasted"
        assert ctl(service, "-s", sid, "click", "150,100")[0] == 0
        snap = wait_for(lambda: ctl_json(service, "-s", sid, "snapshot")["lastMessageBox"])
        assert snap["text"] == "You clicked the window."
    finally:
        page.close()
    assert errors == []
