"""What a new user meets in the browser, in real Chromium against a real service on a
port that is not ctl's default: the dashboard's copy-ctl line and the hub's quick start work
as pasted, frozen tiles show their frame and step from their own button, toolbar Launch
gives the canvas the keyboard, and a page on another origin that ran the pasted line gets
clear answers from ctl.
"""

import base64
import functools
import io
import json
import shlex
import subprocess
import threading
import urllib.request
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer

import pytest
from PIL import Image, ImageChops

from procs import env as run_env, wineagent_cmd
# One way to start the service (on a free port: never ctl's default 8080) and Chromium.
from test_web_browser import browser, service  # noqa: F401 - pytest fixtures


@pytest.fixture
def context(browser, service):
    """A fresh browser context allowed to use the clipboard; page errors fail the test."""
    ctx = browser.new_context()
    ctx.grant_permissions(["clipboard-read", "clipboard-write"], origin=service)
    errors = []
    ctx.on("page", lambda page: page.on("pageerror", lambda e: errors.append(str(e))))
    yield ctx
    ctx.close()
    assert errors == []


def ctl(*args, timeout=60):
    """`wineagent ctl ARGS` as a process (the default hub and CLI port are what a user
    has; nothing of this test listens on them)."""
    return subprocess.run(wineagent_cmd("ctl", *args), env=run_env(), capture_output=True,
                          text=True, timeout=timeout)


def run_pasted(line, *more):
    """Run a `wineagent ctl ...` line exactly as a user pastes it, plus ``more``."""
    argv = shlex.split(line)
    assert argv[:2] == ["wineagent", "ctl"], line
    return ctl(*(argv[2:] + list(more)))


def open_dashboard(context, service, query):
    page = context.new_page()
    page.goto(service + "/dashboard" + query)
    page.wait_for_function("document.querySelectorAll('.tile').length > 0 && "
                           "[...document.querySelectorAll('.tile')].every(t => "
                           "t.dataset.session && t.frame.contentWindow.wineShell && "
                           "t.frame.contentWindow.wineShell.screen.version >= 0)",
                           timeout=30000)
    return page


def tile_canvas(page, index=0):
    """The tile's canvas pixels (a Pillow image)."""
    url = page.frames[index + 1].evaluate("wineShell.canvas.toDataURL('image/png')")
    return Image.open(io.BytesIO(base64.b64decode(url.split(",", 1)[1]))).convert("RGB")


def vm_frame(service, page, index=0):
    """The tile's VM's current frame as the server has it (GET /api/vm/ID/frame.png)."""
    vm = page.frames[index + 1].evaluate("wineShell.screen.vm")
    with urllib.request.urlopen("%s/api/vm/%s/frame.png" % (service, vm), timeout=30) as r:
        return Image.open(io.BytesIO(r.read())).convert("RGB")


def same(a, b):
    return a.size == b.size and ImageChops.difference(a, b).getbbox() is None


# --- copy ctl and the quick start ----------------------------------------------------------

def test_copy_ctl_names_the_hub_and_the_line_works_as_pasted(context, service):
    page = open_dashboard(context, service, "?apps=sol")
    sid = page.eval_on_selector(".tile", "t => t.dataset.session")
    page.click(".tile .copy")
    page.wait_for_function("document.querySelector('.tile').dataset.ctl")
    line = page.evaluate("navigator.clipboard.readText()")
    assert line == "wineagent ctl --hub=%s -s %s " % (service, sid)
    r = run_pasted(line, "ping")
    assert r.returncode == 0, r.stderr
    value = json.loads(r.stdout)
    assert (value["kind"], value["session"], value["app"]) == ("browser", sid, "sol")
    r = run_pasted(line, "user-input", "on")
    assert r.returncode == 0, r.stderr
    assert json.loads(r.stdout) == {"agentOwnsInput": False}


def test_the_default_hub_gets_the_short_line(context, service):
    page = open_dashboard(context, service, "?apps=hello")
    assert page.evaluate("dashboard.ctlLine('http://127.0.0.1:8080', 'abc')") == \
        "wineagent ctl -s abc "


def test_the_hubs_quick_start_lines_work_as_pasted(context, service):
    open_dashboard(context, service, "?apps=hello")
    with urllib.request.urlopen(service + "/api/agent", timeout=30) as r:
        text = r.read().decode()
    quick = text.split("Quick start", 1)[1].split("A page served elsewhere", 1)[0]
    lines = [l.strip() for l in quick.splitlines() if l.strip().startswith("wineagent ctl")]
    assert lines and all(l.startswith("wineagent ctl --hub=%s " % service) for l in lines)
    sessions = [l for l in lines if " sessions" in l][0]
    r = run_pasted(sessions.split("  ")[0])   # the command, without its comment
    assert r.returncode == 0, r.stderr
    assert "browser  hello" in r.stdout


# --- frozen tiles ----------------------------------------------------------------------------

def test_a_frozen_tile_shows_its_frame_at_once_and_steps_from_its_button(context, service):
    page = open_dashboard(context, service, "?apps=sol&frozen")
    page.bring_to_front()
    # Before any step the tile shows the VM's frame (the bare desktop: nothing has run)
    # and says so.
    assert same(tile_canvas(page), vm_frame(service, page))
    page.wait_for_function("document.querySelector('.tile .state').textContent.includes("
                           "'nothing has run yet')")
    assert page.eval_on_selector(".tile .step", "b => b.disabled") is False
    before = tile_canvas(page)
    page.fill(".tile .stepN", "30")
    page.click(".tile .step")
    page.wait_for_function("document.querySelector('.tile .state').textContent === "
                           "'frozen · 30 steps'", timeout=30000)
    after = tile_canvas(page)
    assert not same(before, after), "30 steps of sol draw its window"
    assert same(after, vm_frame(service, page))
    status = page.frames[1].evaluate("WineFrozen.refresh()")
    assert (status["steps"], status["ticks"], status["frozen"]) == (30, 30, True)


def test_a_live_tiles_step_button_is_disabled(context, service):
    page = open_dashboard(context, service, "?apps=hello")
    page.bring_to_front()
    page.wait_for_function("document.querySelector('.tile .state').textContent === 'live'")
    assert page.eval_on_selector(".tile .step", "b => b.disabled") is True


# --- the toolbar ---------------------------------------------------------------------------

def test_after_toolbar_launch_typed_keys_reach_the_vm(context, service):
    page = context.new_page()
    page.goto(service + "/?debug")
    page.wait_for_function("window.wineShell && window.__agentRemote && "
                           "window.__agentRemote.session", timeout=30000)
    page.select_option("#appSelect", "notepad")
    page.click("#launchBtn")
    page.wait_for_function("wineShell.app === 'notepad' && wineShell.screen.version >= 0",
                           timeout=30000)
    assert page.evaluate("document.activeElement.id") == "screen"
    sent = page.evaluate("wineShell.input.sent")
    page.keyboard.type("hi")
    page.wait_for_function("wineShell.input.sent >= %d" % (sent + 6), timeout=10000)
    last = page.evaluate("wineShell.input.last")
    assert last["trusted"] is True and last["action"] == "keyup"


# --- a page elsewhere that ran the pasted line ----------------------------------------------

@pytest.fixture
def elsewhere(tmp_path):
    """A plain static web server on another origin (python's http.server: GET serves
    files, POST answers an HTML 501 page) with one page that is not an emulator page."""
    (tmp_path / "page.html").write_text("<!doctype html><title>elsewhere</title><p>hi")
    handler = functools.partial(SimpleHTTPRequestHandler, directory=str(tmp_path))
    handler.log_message = lambda *a: None
    httpd = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    httpd.daemon_threads = True
    thread = threading.Thread(target=httpd.serve_forever, args=(0.05,), daemon=True)
    thread.start()
    yield "http://127.0.0.1:%d" % httpd.server_address[1]
    httpd.shutdown()
    httpd.server_close()


def test_a_pasted_page_on_another_origin_gets_clear_answers(context, service, elsewhere):
    page = context.new_page()
    url = elsewhere + "/page.html"
    page.goto(url)
    paste = "import('%s/lib/agent-remote.js').then(m => m.connect('%s'))" % (service, service)
    page.evaluate(paste)
    page.wait_for_function("window.__agentRemote && window.__agentRemote.session",
                           timeout=30000)
    sid = page.evaluate("window.__agentRemote.session")

    # The page's URL with its hub: found; eval works ...
    r = ctl("-s", url, "--hub=" + service, "eval", "document.title")
    assert (r.returncode, json.loads(r.stdout)) == (0, "elsewhere"), r.stderr
    # ... and any other verb gets one line saying why and what works.
    r = ctl("-s", url, "--hub=" + service, "click", "1,1")
    assert (r.returncode, r.stdout) == (2, "")
    assert r.stderr.splitlines() == [
        "session %s is a page without the emulator (no wineShell): a page connected with "
        "the pasted line answers only eval — e.g. wineagent ctl --hub=%s -s %s eval "
        "'document.title'; for every verb open %s/?debug" % (sid, service, sid, service)]
    # The page's URL alone (its hub is not ctl's default): one line, no HTML, exit 2.
    r = ctl("-s", url, "ping")
    assert (r.returncode, r.stdout) == (2, "")
    assert len(r.stderr.splitlines()) == 1 and "<" not in r.stderr
    assert r.stderr.startswith("%s is neither a wineagent hub nor a CLI VM" % elsewhere)
    assert "--hub=HUB_URL" in r.stderr


def test_test_ctls_fake_page_answers_like_a_real_page(context, service):
    """test/control/test_ctl.py's fake hub stands in for real pages; its replies have the real ones'
    shape (keys, and the step totals' arithmetic)."""
    from test_ctl import page_value
    page = open_dashboard(context, service, "?apps=sol&frozen")
    sid = page.eval_on_selector(".tile", "t => t.dataset.session")
    state = {"steps": 0, "ticks": 0, "frozen": True}
    for argv, cmd in [(["ping"], {"action": "ping"}),
                      (["step", "2"], {"action": "step", "args": {"n": 2}}),
                      (["step", "3"], {"action": "step", "args": {"n": 3}}),
                      (["apps"], {"action": "apps"}),
                      (["user-input", "on"], {"action": "user-input", "args": {"on": True}})]:
        r = ctl("--hub=" + service, "-s", sid, *argv)
        assert r.returncode == 0, r.stderr
        real = json.loads(r.stdout)
        ok, fake = page_value(sid, cmd, state)
        assert ok
        if isinstance(real, dict):
            assert sorted(real) == sorted(fake), argv
            assert {k: type(v) for k, v in real.items() if v is not None} == \
                {k: type(v) for k, v in fake.items() if k in real and real[k] is not None}
        else:
            assert real == fake, argv
        if cmd["action"] == "step":
            assert {k: real[k] for k in ("ran", "steps", "ticks", "tickMs")} == \
                {k: fake[k] for k in ("ran", "steps", "ticks", "tickMs")}
