"""Frames for the look-act loop (control/frames.py): a fast PNG writer that any reader
decodes to the same pixels, one encoding per frame, and the opt-in raw form."""

import io

from PIL import Image

import wineagent
from wineagent.control import frames

from procs import RunProcess


def _winmine():
    d = wineagent.Desktop(app="winmine", args="/seed 1")
    d.step(30)
    return d


def test_the_fast_png_decodes_to_exactly_the_screens_pixels():
    with _winmine() as d:
        d.click(63, 93)
        d.step(4)
        screen = d.vm.gdi.compose()
        data = frames.encode_png(screen)
        back = Image.open(io.BytesIO(data))
        assert back.format == "PNG" and back.mode == "RGB" and back.size == (640, 480)
        assert back.tobytes() == screen.tobytes()
        assert len(data) < 40000                 # flat colours deflate ~50x even at level 1


def test_other_modes_go_through_pillow_and_still_round_trip():
    grey = Image.linear_gradient("L").resize((64, 32))
    back = Image.open(io.BytesIO(frames.encode_png(grey)))
    assert back.mode == "L" and back.tobytes() == grey.tobytes()


def test_a_frame_is_encoded_once_and_a_new_frame_is_encoded_again():
    with _winmine() as d:
        first = frames.png_bytes(d.vm)
        assert frames.png_bytes(d.vm) is first           # the same frame: the cached bytes
        assert d.png_bytes() == first                    # the png command shares the cache
        d.click(63, 93)
        d.step(4)
        second = frames.png_bytes(d.vm)
        assert second != first


def test_the_same_inputs_give_byte_identical_pngs_in_two_desktops():
    shots = []
    for _ in range(2):
        with _winmine() as d:
            d.click(79, 108)
            d.step(6)
            shots.append(d.png_bytes())
    assert shots[0] == shots[1]


def test_the_raw_form_carries_the_same_pixels_as_the_png_over_http():
    vm = RunProcess("--app=winmine", "--control=0", "--frozen")
    try:
        vm.cmd("step", n=30)
        raw = vm.cmd("png", format="raw")
        assert (raw["width"], raw["height"], raw["mode"]) == (640, 480, "RGB")
        status, reply = vm.post({"id": 2, "action": "png", "args": {"format": "raw",
                                                                   "path": "/tmp/x.png"}})
        assert reply["ok"] is False and "format raw is a reply, not a file" in reply["error"]
        with wineagent.connect(":%d" % vm.port, frames="raw") as raw, \
                wineagent.connect(":%d" % vm.port) as png:
            assert raw.raw_frames is True and png.raw_frames is False   # PNG by default
            a, b = raw.png(), png.png()
            assert a.size == b.size == (640, 480) and a.tobytes() == b.tobytes()
    finally:
        vm.close()
