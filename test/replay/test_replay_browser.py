"""A person's session on a real Chromium page, recorded with the ?debug toolbar's Record
button and replayed headless to identical frames (docs/replay.md).

Playwright's page.mouse and page.keyboard make trusted input events, as a person's hand
does; the page's VM runs on the wall clock (its timer ticks with real time), and the
recording is the file the page downloads. Waits poll the VM's snapshot with bounds.
"""

import json

import pytest

from browsing import Service, browser, playwright  # noqa: F401 - fixtures
from test_replay import SEED1_WIN, replay

SNAP = "async () => (await window.wineShell.screen.command({action: 'snapshot'})).replies[0].value"


@pytest.fixture(scope="module")
def service():
    s = Service()
    yield s
    s.stop()


def snapshot(page):
    return page.evaluate(SNAP)


def wait_snap(page, js_condition, timeout=60000):
    """Wait until ``js_condition`` (an expression over ``s``, the VM's snapshot) holds."""
    page.wait_for_function("async () => { const s = await (%s)(); return %s; }"
                           % (SNAP, js_condition), timeout=timeout, polling=100)
    return snapshot(page)


def test_record_button_session_replays_headless_bit_identically(browser, service, tmp_path):
    page = browser.new_page(accept_downloads=True)
    errors = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    try:
        page.goto(service.origin + "/?app=winmine&debug")
        page.wait_for_function("window.wineShell && window.wineShell.screen.vm && "
                               "window.wineShell.screen.version >= 1", timeout=30000)
        snap = wait_snap(page, "s.windows.some((w) => w.title === 'Minesweeper')")
        top = next(w for w in snap["windows"] if w["title"] == "Minesweeper")
        page.click("#recordBtn")                 # a trusted click on the toolbar button
        page.wait_for_function("document.getElementById('recordBtn').textContent === "
                               "'Stop recording'", timeout=15000)
        box = page.locator("#screen").bounding_box()

        def at(x, y):
            return box["x"] + x + 0.5, box["y"] + y + 0.5

        cl, ct = top["client"][:2]
        first = SEED1_WIN[0]
        page.mouse.click(*at(cl + 20 + 16 * first[0], ct + 52 + 16 * first[1]))
        start = wait_snap(page, "s.inputEvents >= 0")["guestMs"]
        wait_snap(page, "s.guestMs >= %d" % (start + 2200))     # the seconds counter ticks
        # a drag: press on one cell, slide, release on the next safe cell (revealed there)
        x0, y0 = at(cl + 20 + 16 * 4, ct + 52 + 16 * 0)
        cx, cy = SEED1_WIN[1]
        x1, y1 = at(cl + 20 + 16 * cx, ct + 52 + 16 * cy)
        page.mouse.move(x0, y0)
        page.mouse.down()
        page.mouse.move(x1, y1, steps=6)
        page.mouse.up()
        for cx, cy in SEED1_WIN[2:]:
            page.mouse.click(*at(cl + 20 + 16 * cx, ct + 52 + 16 * cy))
        wait_snap(page, "s.windows.some((w) => w.title === 'Congratulations')")
        page.keyboard.type("Ada")
        page.keyboard.press("Enter")
        snap = wait_snap(page, "!s.windows.some((w) => w.title === 'Congratulations')")
        # Game > Intermediate through the menu, by mouse
        bar = next(m for m in snap["menus"] if m.get("kind") == "bar")
        l, t, r, b = bar["items"][0]["rect"]
        page.mouse.click(*at((l + r) // 2, (t + b) // 2))
        snap = wait_snap(page, "s.windows.some((w) => w.class === '#32768')")
        popup = next(w for w in snap["windows"] if w["class"] == "#32768")
        menu = next(m for m in snap["menus"] if m.get("hwnd") == popup["hwnd"])
        item = next(it for it in menu["items"] if it["text"].replace("&", "").startswith(
            "Intermediate"))
        l, t, r, b = item["rect"]
        page.mouse.click(*at((l + r) // 2, (t + b) // 2))
        wait_snap(page, "!s.windows.some((w) => w.class === '#32768') && "
                        "s.windows.find((w) => w.title === 'Minesweeper').rect[2] !== %d"
                  % top["rect"][2])
        with page.expect_download(timeout=30000) as info:
            page.click("#recordBtn")
        path = str(tmp_path / "page.ndjson")
        info.value.save_as(path)
        assert "recorded" in page.text_content("#message")
        assert errors == []
    finally:
        page.close()

    with open(path) as f:
        records = [json.loads(line) for line in f]
    start, end = records[0], records[-1]
    assert start["app"] == "winmine" and start["wallClock"] is True
    assert start["framesFrom"] > 0                      # recorded from the middle
    assert end["t"] == "end" and end["reason"] == "record stop"
    actions = {r["cmd"]["action"] for r in records if r["t"] == "in"}
    assert {"mousedown", "mouseup", "mousemove", "keydown", "keypress", "keyup"} <= actions
    assert sum(1 for r in records if r["t"] == "clock") > 10
    frames = sum(1 for r in records if r["t"] == "frame")
    # How many frames a live session presents depends on how its input met its batches
    # (a loaded machine coalesces more): at least the reveal, two clock ticks, the drag's
    # reveal, the win dialog, the open menu and the resized board are distinct frames.
    assert frames >= 7
    code, out, err = replay(path)
    assert code == 0, out + err
    assert out.strip() == "identical: %d frames" % frames


def test_page_record_command_through_the_hub_keeps_the_file_in_memory(browser, service):
    """An agent's `ctl record start` reaches the page's VM through the hub; a path is
    refused (a page's VM writes no server-side file); stop offers the download."""
    import subprocess
    from procs import ROOT, env, wineagent_cmd
    page = browser.new_page()
    try:
        page.goto(service.origin + "/?app=winmine")
        page.wait_for_function("window.__agentRemote && window.__agentRemote.session && "
                               "window.wineShell && window.wineShell.screen.version >= 1",
                               timeout=30000)
        session = page.evaluate("window.__agentRemote.session")
        vid = page.evaluate("window.wineShell.screen.vm")
        assert page.request.get(service.origin + "/api/vm/%s/recording" % vid).status == 404

        def ctl(*args):
            p = subprocess.run(wineagent_cmd("ctl", "--hub=" + service.origin, "-s", session,
                                             *args), cwd=ROOT, env=env(), text=True,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=60)
            return p.returncode, p.stdout, p.stderr
        code, out, err = ctl("record", "start", "/tmp/not-on-a-page.ndjson")
        assert code == 1 and "writes no server-side files" in out + err
        code, out, err = ctl("record", "start")
        assert code == 0, out + err
        assert ctl("click", "100,100")[0] == 0
        code, out, err = ctl("record", "stop")
        assert code == 0, out + err
        value = json.loads(out)
        assert value["download"] == "/api/vm/%s/recording" % vid
        r = page.request.get(service.origin + value["download"])
        assert r.status == 200
        assert "attachment" in r.headers["content-disposition"]
        lines = r.text().splitlines()
        assert json.loads(lines[0])["t"] == "start" and json.loads(lines[-1])["t"] == "end"
        assert any(json.loads(line)["t"] == "in" for line in lines)
    finally:
        page.close()
