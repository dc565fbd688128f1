"""Frames as numpy arrays (docs/python.md, "Frames as arrays"): the same pixels as the
PNG, in-process and over HTTP (``connect(frames="raw")``, ``GET /frame.rgb``)."""

import io

import numpy as np
import pytest
from PIL import Image

import wineagent
from procs import RunProcess

SAFE = (63, 93)      # winmine /seed 1, cell (0,0): safe (docs/apps.md)


def png_pixels(data):
    return np.asarray(Image.open(io.BytesIO(data)).convert("RGB"))


@pytest.fixture
def desktop():
    with wineagent.Desktop(app="winmine") as d:
        d.step(30)
        d.click(*SAFE)
        d.step(4)
        yield d


def test_an_in_process_frame_is_the_pngs_pixels_as_a_read_only_array(desktop):
    a = desktop.frame()
    assert a.shape == (480, 640, 3) and a.dtype == np.uint8
    assert not a.flags.writeable
    assert np.array_equal(a, png_pixels(desktop.png_bytes()))
    assert np.array_equal(a, np.asarray(desktop.png()))


def test_an_unchanged_screen_gives_the_same_array_and_a_change_a_new_one(desktop):
    a = desktop.frame()
    desktop.step(2)                         # winmine idle: nothing drawn
    assert desktop.frame() is a
    desktop.click(63 + 16 * 8, 93)          # another safe cell
    desktop.step(4)
    b = desktop.frame()
    assert b is not a and not np.array_equal(a, b)
    assert np.array_equal(b, png_pixels(desktop.png_bytes()))


def test_a_frame_brought_up_to_date_from_what_changed_is_the_whole_frames_pixels(desktop):
    # frame() copies its last array and the compositor's changed box (small changes) or
    # takes the whole frame (a quarter of the screen or more): the same pixels either way
    desktop.frame()
    for i, (x, y) in enumerate([(63 + 16 * 8, 93), (63, 93 + 16 * 8), (70, 60), (20, 10)]):
        desktop.click(x, y)          # cells, the smiley, the menu bar (a menu opens)
        desktop.step(4)
        a = desktop.frame()
        assert not a.flags.writeable
        assert np.array_equal(a, png_pixels(desktop.png_bytes())), i
    desktop.key("escape")
    desktop.step(4)
    assert np.array_equal(desktop.frame(), png_pixels(desktop.png_bytes()))


def test_a_frame_after_loading_a_state_is_the_loaded_screens(desktop, tmp_path):
    before = desktop.frame()
    path = desktop.save(str(tmp_path / "s.state"))["path"]
    desktop.click(63 + 16 * 8, 93)
    desktop.step(4)
    after = desktop.frame()
    assert not np.array_equal(before, after)
    desktop.load(path)
    assert np.array_equal(desktop.frame(), png_pixels(desktop.png_bytes()))
    assert np.array_equal(desktop.frame(), before)


def test_a_frame_inside_a_batch_is_filled_in_when_the_batch_ends(desktop):
    with desktop.batch():
        desktop.step(1)
        f = desktop.frame()
    assert np.array_equal(f.value, png_pixels(desktop.png_bytes()))


@pytest.fixture
def cli_vm():
    vm = RunProcess("--app=winmine", "--control=0", "--frozen")
    yield vm
    vm.close()


def test_raw_frames_over_http_are_the_pngs_pixels(cli_vm):
    with wineagent.connect(":%d" % cli_vm.port, frames="raw") as d:
        d.step(30)
        d.click(*SAFE)
        d.step(4)
        a = d.frame()
        assert a.shape == (480, 640, 3) and a.dtype == np.uint8
        expected = png_pixels(d.png_bytes())
        assert np.array_equal(a, expected)
        assert np.array_equal(np.asarray(d.png()), expected)
        with d.batch():                     # a png ending a batch: the binary frame too
            d.step(1)
            img = d.png()
        assert np.array_equal(np.asarray(img.value), expected)


def test_the_binary_frame_route_needs_the_token():
    vm = RunProcess("--app=hello", "--control=0", "--frozen", "--token=sesame")
    try:
        with wineagent.connect(":%d" % vm.port, token="nope", frames="raw") as d:
            with pytest.raises(wineagent.WineAgentError) as e:
                d.frame()
            assert "unauthorized" in e.value.message
        with wineagent.connect(":%d" % vm.port, token="sesame", frames="raw") as d:
            assert d.frame().shape == (480, 640, 3)
    finally:
        vm.close()


def _get_frame(port, since=None):
    import http.client
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    try:
        conn.request("GET", "/frame.rgb" + ("?since=%s" % since if since else ""))
        r = conn.getresponse()
        return r.status, r.read(), {k.lower(): v for k, v in r.getheaders()}
    finally:
        conn.close()


def test_a_raw_frame_since_a_kept_one_is_the_changed_box_alone(cli_vm):
    cli_vm.cmd("step", n=30)
    status, full, h = _get_frame(cli_vm.port)
    assert status == 200 and len(full) == 640 * 480 * 3 and "x-box" not in h
    token = h["x-frame"]
    status, body, h2 = _get_frame(cli_vm.port, token)      # nothing changed
    assert (h2["x-box"], body, h2["x-frame"]) == ("0,0,0,0", b"", token)
    cli_vm.cmd("click", x=SAFE[0], y=SAFE[1])
    cli_vm.cmd("step", n=4)
    status, body, h3 = _get_frame(cli_vm.port, token)
    l, t, r, b = (int(v) for v in h3["x-box"].split(","))
    assert 0 < (r - l) * (b - t) < 640 * 480 // 4 and len(body) == (r - l) * (b - t) * 3
    rows = bytearray(full)                  # the kept frame, patched, is the new frame
    for i, y in enumerate(range(t, b)):
        rows[(y * 640 + l) * 3:(y * 640 + r) * 3] = body[i * (r - l) * 3:(i + 1) * (r - l) * 3]
    _, now, _ = _get_frame(cli_vm.port)
    assert bytes(rows) == now
    # a token of another frame buffer (another epoch), or none this server made: all of it
    epoch, _, key = token.partition(".")
    for other in ("%d.%s" % (int(epoch) + 7, key), "garbage", "1.x"):
        _, body, h4 = _get_frame(cli_vm.port, other)
        assert "x-box" not in h4 and body == now


def test_raw_frames_over_http_follow_every_change(cli_vm):
    # connect(frames="raw") keeps its last frame and patches the changed box in: after
    # cells, the smiley, a menu opening and closing, each frame is the PNG's pixels
    with wineagent.connect(":%d" % cli_vm.port, frames="raw") as d:
        d.step(30)
        d.frame()
        for i, (x, y) in enumerate([SAFE, (63 + 16 * 8, 93), (63, 93 + 16 * 8), (70, 60),
                                    (20, 10)]):
            d.click(x, y)
            d.step(4)
            assert np.array_equal(d.frame(), png_pixels(d.png_bytes())), i
        d.key("escape")
        d.step(4)
        assert np.array_equal(np.asarray(d.png()), png_pixels(d.png_bytes()))


def test_a_batch_ending_in_a_raw_look_is_one_answer(cli_vm):
    # POST /frame.rgb: the batch's replies and the frame together (one round trip)
    import http.client
    import json
    with wineagent.connect(":%d" % cli_vm.port, frames="raw") as d:
        d.step(30)
        with d.batch():
            d.click(*SAFE)
            s = d.step(4)
            img = d.png()
        assert s.value["ran"] == 4
        assert np.array_equal(np.asarray(img.value), png_pixels(d.png_bytes()))
    conn = http.client.HTTPConnection("127.0.0.1", cli_vm.port, timeout=30)
    try:
        conn.request("POST", "/frame.rgb", b'[{"id": 1, "action": "ping"}, ',
                     {"Content-Type": "application/json"})
        r = conn.getresponse()
        reply = json.loads(r.read())
        assert r.status == 400 and reply["ok"] is False
        conn.request("POST", "/frame.rgb", b'[{"id": 1, "action": "nosuch"}]',
                     {"Content-Type": "application/json"})
        r = conn.getresponse()
        body = r.read()
        n = int(r.getheader("x-replies-length"))
        replies = json.loads(body[:n])
        assert r.status == 200 and replies[0]["ok"] is False and len(body) - n == 640 * 480 * 3
    finally:
        conn.close()
