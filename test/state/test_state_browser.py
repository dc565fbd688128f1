"""fork of a browser session through the hub, in real Chromium against a real service:
the dashboard opens the fork as a new tile with its own hub session, and the two
sessions diverge only through their own inputs (docs/state.md)."""

import base64
import json
import subprocess
import urllib.request

import pytest

from procs import env as run_env, wineagent_cmd
from test_web_browser import browser, service  # noqa: F401 - pytest fixtures


@pytest.fixture
def context(browser, service):
    ctx = browser.new_context()
    errors = []
    ctx.on("page", lambda page: page.on("pageerror", lambda e: errors.append(str(e))))
    yield ctx
    ctx.close()
    assert errors == []


def ctl(service, *args):
    p = subprocess.run(wineagent_cmd("ctl", "--hub=" + service, *args), env=run_env(),
                       capture_output=True, text=True, timeout=120)
    assert p.returncode == 0, (p.stdout, p.stderr)
    return p.stdout


def png(service, session):
    value = json.loads(ctl(service, "-s", session, '{"action": "png"}'))["value"]
    return base64.b64decode(value.split(",", 1)[1])


def vm_png(service, session):
    """The session's VM frame as the server has it (the canvas may still be drawing it)."""
    vm = json.loads(ctl(service, "-s", session, "ping"))["vm"]
    with urllib.request.urlopen("%s/api/vm/%s/frame.png" % (service, vm), timeout=30) as r:
        return r.read()


def play(service, session, inputs):
    """Each input then 5 steps; the frames after each, as the canvas shows them (a page's
    step resolves once its canvas drew the result) and as the VM has them."""
    frames = []
    for entry in inputs:
        ctl(service, "-s", session, *(entry.split() + ["+", "step", "5"]))
        frames.append((png(service, session), vm_png(service, session)))
    return frames


def test_fork_of_a_dashboard_tile_opens_a_new_tile_that_diverges_only_by_input(
        context, service):
    page = context.new_page()
    page.goto(service + "/dashboard?apps=winmine&frozen")
    page.wait_for_function("document.querySelectorAll('.tile').length == 1 && "
                           "document.querySelector('.tile').dataset.session", timeout=30000)
    parent = page.evaluate("document.querySelector('.tile').dataset.session")
    ctl(service, "-s", parent, "step", "40")
    at_fork = vm_png(service, parent)
    reply = json.loads(ctl(service, "-s", parent, "fork"))
    child = reply["session"]
    assert child and child != parent and reply["vm"] and reply["frozen"] is True
    assert "index.html?vm=" + reply["vm"] in reply["href"]
    page.wait_for_function("document.querySelectorAll('.tile').length == 2")
    assert vm_png(service, child) == at_fork
    inputs = ["click 30,80", "click 70,100", "click 50,90 right"]
    child_frames = play(service, child, inputs)
    assert len(set(child_frames)) > 1
    assert vm_png(service, parent) == at_fork       # the child's inputs did not touch it
    assert play(service, parent, inputs) == child_frames
