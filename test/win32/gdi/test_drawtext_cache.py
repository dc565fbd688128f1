"""DrawText's kept runs (gdi/drawtext.py ``draw_text_cached``, docs/gdi.md "Kept text
runs") draw exactly what the general path draws, in every state of the DC: the
test changes each input a run's pixels depend on between calls of a few strings at a few
places (so kept runs are hit in states they were not made in), and after each call
compares the pixels, the answer and the surface's damage reports with the general
path's (``Gdi.draw_text``)."""

import random

import pytest
import wineagent
from wineagent.win32.gdi import drawtext
from wineagent.win32.gdi.dc import DC
from wineagent.win32.gdi.objects import Bitmap, Font, Surface
from wineagent.win32.gdi.regions import RGN_OR, Region, combine


@pytest.fixture(scope="module")
def gdi():
    with wineagent.Desktop(app="winmine") as d:
        d.step(30)
        yield d.vm.gdi


#: the formats drawn: DT_CENTER|DT_VCENTER|DT_SINGLELINE (winmine's digits), and with
#: DT_RIGHT, DT_BOTTOM, DT_NOCLIP, DT_WORDBREAK, DT_NOPREFIX, DT_EXPANDTABS (alone and
#: with winmine's), DT_END_ELLIPSIS, DT_HIDEPREFIX, DT_PREFIXONLY, DT_CALCRECT
FORMATS = (0x25, 0x25, 0x0, 0x2A, 0x125, 0x10, 0x11, 0x800, 0x40, 0x40, 0x65, 0x8020,
           0x100020, 0x200000, 0x420)
TEXTS = ("1", "8", "Wg", "&File", "a b c d", "tab\there", "\tx y", "two\nlines", "",
         "hello world", "x&&y")
RECTS = ((13, 45, 28, 60), (0, 0, 40, 30), (-6, 20, 30, 36), (30, 10, 90, 70),
         (5, 5, 5, 25))


class _Recorder:
    """A metafile DC's recorder that notes every record it is asked for."""

    def __init__(self):
        self.calls = []

    def __getattr__(self, name):
        return lambda *args: self.calls.append((name,) + args)


def _section(gdi, width, height):
    """A 24-bit DIB section's bitmap: its pixels mirrored in guest memory."""
    bm = Bitmap(width, height)
    bm.bpp = 24        # (a new Bitmap has the screen's depth, 32; its stride is 24-bit's)
    bm.bits = gdi.vm.alloc_data(bm.stride * height)
    gdi.sync_to_guest(bm)
    return bm


def _changes(rnd, dc, targets, fonts, section_bitmap):
    """(a random change of an input the kept runs follow, the inputs under which the
    general path must draw: each a function that sets it and returns its undo)."""
    def change(k):
        # (a few values each, so that states come back and kept runs are hit in them)
        if k == 0:
            dc.origin = rnd.choice(((0, 0), (6, 3)))
        elif k == 1:
            dc.clip = rnd.choice((None, (10, 5, 60, 45)))
        elif k == 2:
            dc.clip_rgn = rnd.choice((None, Region.rect(-5, 3, 50, 45)))
        elif k == 3 and dc.clip_rgn is not None:
            # moved in place (the same Region object), and back the next time
            dx = 3 if dc.clip_rgn.box[0] == -5 else -3
            dc.clip_rgn.offset(dx, 0)
        elif k == 4:
            dc.target = rnd.choice(targets)
        elif k == 5 and type(dc.target) is Surface:
            dc.target.resize(*rnd.choice(((70, 60), (45, 80))))
        elif k == 6:
            dc.font = rnd.choice(fonts[:4] * 2 + fonts[4:])   # (the plain ones mostly)
        elif k == 7:
            dc.text_color = rnd.choice((0, 0xFF, 0x8000, 0xFF0000, 0x123456))
        elif k == 8:
            dc.target.image.paste(rnd.choice(((0, 0, 0), (255, 255, 255), (10, 200, 30))),
                                  (0, 0) + dc.target.image.size)

    def setting(name, value):
        def on():
            old = getattr(dc, name)
            setattr(dc, name, value)
            return lambda: setattr(dc, name, old)
        return on

    def calls(do, undo):
        def on():
            do()
            return undo
        return on

    def masked():
        old = dc.clip_rgn
        dc.clip_rgn = combine(Region.rect(0, 0, 20, 20), Region.rect(25, 20, 60, 40), RGN_OR)
        return lambda: setattr(dc, "clip_rgn", old)

    def section():
        old = dc.target
        dc.target = section_bitmap
        return lambda: setattr(dc, "target", old)

    def bounds():
        dc.bounds_enabled, dc.bounds = True, None
        return lambda: setattr(dc, "bounds_enabled", False)

    refusing = [
        setting("bk_mode", 2), setting("rop2", 6), setting("rop2", 7),
        setting("char_extra", 2), setting("break_extra", 3), setting("break_rem", 1),
        setting("text_color", 0x01000003), setting("text_color", 0x02102030),
        setting("recorder", _Recorder()), bounds, masked, section,
        setting("layout", 1),   # (LAYOUT_RTL as set_layout leaves it, the mapping not mirrored)
        calls(lambda: dc.set_layout(1), lambda: dc.set_layout(0)),
        calls(lambda: dc.coords.set_viewport_org(3, -2),
              lambda: dc.coords.set_viewport_org(0, 0)),
        calls(lambda: (dc.coords.set_mode(8), dc.coords.set_window_ext(2, 1),
                       dc.coords.set_viewport_ext(1, 1)), lambda: dc.coords.set_mode(1)),
    ]
    return change, refusing


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_kept_runs_draw_what_the_general_path_draws(gdi, seed, monkeypatch):
    # Each call either in a state the kept runs take, after random changes of what
    # they are keyed by, or with one input switched on for that call alone under which
    # they must leave the call to the general path (a run kept in the plain state must
    # not be reused then); every input dropped from the key or the checks was seen to
    # fail this test (bench/README.md "Session 36").
    rnd = random.Random(seed)
    mem = gdi.vm.mem
    targets = (Bitmap(80, 70), Bitmap(60, 50), Surface(70, 60), _section(gdi, 50, 40))
    fonts = (gdi.stock[13], Font(), Font(height=-11), Font(height=16, weight=700, face="System"),
             Font(height=-13, underline=1), Font(height=-13, strikeout=1),
             Font(height=-13, escapement=900), Font(height=-20, italic=1))
    section = targets[-1]
    size = section.stride * section.height
    dc = DC(gdi, targets[0])
    dc.bk_mode = 1
    change, refusing = _changes(rnd, dc, targets[:-1], fonts, section)
    touched = []
    real_touch = gdi.touch
    gdi.touch = lambda target, box=None: touched.append((id(target), box)) or \
        real_touch(target, box)
    def draw():
        return rnd.choice(TEXTS), rnd.choice(RECTS), rnd.choice(FORMATS)
    calls = [draw() for _ in range(5)] + [("tab\there", (0, 0, 40, 30), 0x40)]
    kept = 0
    made = []
    plan = drawtext._plan
    monkeypatch.setattr(drawtext, "_plan", lambda *a: made.append(plan(*a)) or made[-1])

    def seen():
        recorder = dc.recorder
        return (dc.target.image.tobytes(), list(touched), dc.bounds,
                recorder.calls[:] if isinstance(recorder, _Recorder) else None,
                bytes(mem.read(section.bits, size)))
    try:
        for _ in range(2000):
            for _ in range(rnd.choice((0, 0, 0, 0, 0, 1, 1, 2))):
                change(rnd.randint(0, 9))
            undo = rnd.choice(refusing)() if rnd.random() < 0.35 else None
            # mostly the calls of a working set, as a program repaints the same strings
            text, rect, fmt = rnd.choice(calls) if rnd.random() < 0.85 else draw()
            tabs = rnd.choice((8, 8, 4))
            img = dc.target.image
            before = img.copy()
            guest = bytes(mem.read(section.bits, size))
            bounds = dc.bounds
            recorded = dc.recorder.calls[:] if isinstance(dc.recorder, _Recorder) else None
            del touched[:]
            got = drawtext.draw_text_cached(dc, text, rect, fmt, tabs)
            quick = seen()
            if got is None:
                assert quick == (before.tobytes(), [], bounds, recorded, guest)
            else:
                kept += 1
                img.paste(before)
                mem.write(section.bits, guest)
                dc.bounds = bounds
                if recorded is not None:
                    dc.recorder.calls[:] = recorded
                del touched[:]
                answer = gdi.draw_text(dc, text, rect, fmt, tabs)
                assert got == answer, (text, rect, fmt)
                assert quick == seen(), (text, rect, fmt)
            if undo is not None:
                undo()
    finally:
        del gdi.touch
    # (and most of them drawn from a run kept before)
    assert kept > 400 and kept - sum(run is not False for run in made) > 200


def test_a_kept_run_follows_the_string_in_guest_memory():
    # Through DrawTextA's handler: the same buffer holding another digit draws the new
    # digit (the run is keyed by the string read, not by its address).
    with wineagent.Desktop(app="winmine") as d:
        d.step(30)
        vm = d.vm
        spec, call, _ = next(e for e in vm.machine.thunks
                             if e is not None and e[2].endswith("!DrawTextA"))
        dc = DC(vm.gdi, Bitmap(30, 30))
        dc.bk_mode = 1
        hdc = vm.gdi.add(dc)
        rect, text = vm.alloc_data(16), vm.alloc_data(4)
        vm.mem.write(rect, (5).to_bytes(4, "little") * 2 + (20).to_bytes(4, "little") * 2)
        images = []
        for digit in b"1212":
            dc.target.image.paste((255, 255, 255), (0, 0, 30, 30))
            vm.mem.write(text, bytes((digit, 0)))
            assert spec.func(call, hdc, text, -1, rect, 0x25) > 0
            images.append(dc.target.image.tobytes())
        assert images[0] == images[2] != images[1] == images[3]


def test_a_stencil_paints_what_draw_bitmap_blends():
    # A mask of 0s and 255s is pasted through a mode "1" copy (the same pixels as
    # Pillow's blend, edges of the image included); one with other values is left to
    # draw_bitmap.
    from PIL import Image
    from wineagent.win32.gdi.pildraw import Draw
    rnd = random.Random(4)
    for _ in range(300):
        w, h = rnd.randint(1, 12), rnd.randint(1, 12)
        mask = Image.frombytes("L", (w, h), bytes(rnd.choice((0, 255)) for _ in range(w * h)))
        base = Image.frombytes("RGB", (20, 16), bytes(rnd.randrange(256) for _ in range(960)))
        at = (rnd.randint(-12, 22), rnd.randint(-12, 18))
        a, b = base.copy(), base.copy()
        draw = Draw(a).draw
        ink = draw.draw_ink((rnd.randrange(256), rnd.randrange(256), rnd.randrange(256)))
        draw.draw_bitmap(at, mask.im, ink)
        box, one, stencil = drawtext._stencil(at, mask.im)
        assert stencil and box == (at[0], at[1], at[0] + w, at[1] + h)
        b.im.paste(ink, box, one)
        assert a.tobytes() == b.tobytes(), (at, w, h)
    grey = Image.new("L", (3, 3), 128).im
    assert drawtext._stencil((1, 2), grey) == ((1, 2), grey, False)
