"""DrawText's kept runs (gdi/drawtext.py ``draw_text_cached``, docs/emulator.md "Kept
text runs") draw exactly what the general path draws, in every state of the DC: the
test changes each input a run's pixels depend on between calls of a few strings at a few
places (so kept runs are hit in states they were not made in), and after each call
compares the pixels, the answer and the surface's damage reports with the general
path's (``Gdi.draw_text``)."""

import random

import pytest
from PIL import ImageChops

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
#: DT_RIGHT, DT_BOTTOM, DT_NOCLIP, DT_WORDBREAK, DT_NOPREFIX, DT_EXPANDTABS,
#: DT_END_ELLIPSIS, DT_HIDEPREFIX, DT_PREFIXONLY, DT_CALCRECT
FORMATS = (0x25, 0x0, 0x2A, 0x125, 0x10, 0x11, 0x800, 0x40, 0x8020, 0x100020, 0x200000,
           0x420)
TEXTS = ("1", "8", "Wg", "&File", "a b c d", "tab\there", "two\nlines", "", "hello world",
         "x&&y")
RECTS = ((13, 45, 28, 60), (0, 0, 40, 30), (-6, 20, 30, 36), (30, 10, 90, 70),
         (5, 5, 5, 25))


def _changer(rnd, gdi, dc, targets, fonts):
    """A random change of one input of a run's pixels (or none)."""
    def change(k):
        if k == 0:
            dc.origin = (rnd.randint(-10, 20), rnd.randint(-10, 20))
        elif k == 1:
            dc.clip = rnd.choice((None, (rnd.randint(0, 30), rnd.randint(0, 30),
                                         rnd.randint(20, 70), rnd.randint(20, 60))))
        elif k == 2:
            dc.clip_rgn = rnd.choice((None, Region.rect(rnd.randint(-5, 15), 3, 50, 45)))
        elif k == 3 and dc.clip_rgn is not None:
            dc.clip_rgn.offset(rnd.randint(-4, 4), rnd.randint(-4, 4))
        elif k == 4:
            dc.clip_rgn = combine(Region.rect(0, 0, 20, 20), Region.rect(25, 20, 60, 40),
                                  RGN_OR)
        elif k == 5:
            dc.coords.set_viewport_org(rnd.choice((0, 0, 3)), rnd.choice((0, 0, -2)))
        elif k == 6:
            dc.coords.set_mode(rnd.choice((1, 1, 8)))     # MM_TEXT, MM_ANISOTROPIC
            dc.coords.set_window_ext(rnd.choice((1, 2)), 1)
            dc.coords.set_viewport_ext(1, 1)
        elif k == 7:
            dc.target = rnd.choice(targets)
        elif k == 8 and type(dc.target) is Surface:
            dc.target.resize(rnd.randint(20, 90), rnd.randint(20, 80))
        elif k == 9:
            dc.font = rnd.choice(fonts)
        elif k == 10:
            dc.text_color = rnd.choice((0, 0xFF, 0x8000, 0xFF0000, 0x01000003, 0x02102030))
        elif k == 11:
            dc.bk_mode = rnd.choice((1, 1, 2))
            dc.bk_color = rnd.choice((0xFFFFFF, 0xC0C0C0))
        elif k == 12:
            dc.rop2 = rnd.choice((13, 13, 6, 7))          # R2_COPYPEN, R2_NOT, R2_XORPEN
        elif k == 13:
            dc.char_extra = rnd.choice((0, 0, 2))
        elif k == 14:
            dc.break_extra, dc.break_rem = rnd.choice(((0, 0), (0, 0), (3, 1)))
        elif k == 15:
            dc.bounds_enabled = rnd.choice((False, False, True))
            dc.bounds = None
        elif k == 16:
            dc.target.image.paste(rnd.choice(((0, 0, 0), (255, 255, 255), (10, 200, 30))),
                                  (0, 0) + dc.target.image.size)
    def plain():
        # back to a state the kept runs take (the changes above mostly leave it)
        dc.bk_mode, dc.rop2, dc.char_extra, dc.break_extra, dc.break_rem = 1, 13, 0, 0, 0
        dc.bounds_enabled = False
        dc.coords.set_mode(1)
        dc.coords.set_viewport_org(0, 0)
        if dc.text_color >> 24:
            dc.text_color = 0x808080
        if dc.clip_rgn is not None and dc.clip_rgn.mask is not None:
            dc.clip_rgn = None
    return change, plain


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_kept_runs_draw_what_the_general_path_draws(gdi, seed):
    rnd = random.Random(seed)
    targets = (Bitmap(80, 70), Bitmap(60, 50), Surface(70, 60))
    fonts = (gdi.stock[13], Font(), Font(height=-11), Font(height=16, weight=700, face="System"),
             Font(height=-13, underline=1), Font(height=-13, strikeout=1),
             Font(height=-13, escapement=900), Font(height=-20, italic=1))
    dc = DC(gdi, targets[0])
    dc.bk_mode = 1
    change, plain = _changer(rnd, gdi, dc, targets, fonts)
    touched = []
    real_touch = gdi.touch
    gdi.touch = lambda target, box=None: touched.append((id(target), box)) or \
        real_touch(target, box)
    kept = 0
    try:
        for _ in range(1500):
            if rnd.random() < 0.3:
                plain()
            for _ in range(rnd.choice((0, 0, 1, 2))):
                change(rnd.randint(0, 17))
            text, rect, fmt = rnd.choice(TEXTS), rnd.choice(RECTS), rnd.choice(FORMATS)
            tabs = rnd.choice((8, 8, 4))
            img = dc.target.image
            before = img.copy()
            bounds = dc.bounds
            del touched[:]
            got = drawtext.draw_text_cached(dc, text, rect, fmt, tabs)
            quick, quick_touched = img.copy(), list(touched)
            if got is None:
                assert quick.tobytes() == before.tobytes() and not quick_touched
                continue
            kept += 1
            img.paste(before)
            dc.bounds = bounds
            del touched[:]
            answer = gdi.draw_text(dc, text, rect, fmt, tabs)
            assert got == answer, (text, rect, fmt)
            assert ImageChops.difference(quick, img).getbbox() is None, (text, rect, fmt)
            assert quick_touched == touched, (text, rect, fmt)
    finally:
        del gdi.touch
    print("KEPT", kept)
    assert kept > 400


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
