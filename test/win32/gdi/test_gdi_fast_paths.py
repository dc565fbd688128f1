"""The drawing fast paths of issue 19 draw exactly what the general paths draw
(bench/README.md "Drawing cost and step rate"): a 45-degree LineTo, the compositor after
a caption redraw touches only its window, and frames named by their pixels."""

import random

import numpy as np
import pytest
from PIL import Image, ImageChops

import wineagent
from wineagent.gym.env import DesktopEnv
from wineagent.win32.gdi import shapes
from wineagent.win32.gdi.screen import _rgn_mask


@pytest.fixture(scope="module")
def desktop():
    with wineagent.Desktop(app="winmine") as d:
        d.step(30)
        yield d


def test_diagonal_lineto_draws_what_the_figure_path_draws(desktop):
    gdi = desktop.vm.gdi
    dc = gdi.screen_dc()
    img = dc.target.image
    rnd = random.Random(5)
    fast = 0
    for _ in range(600):
        n = rnd.randint(1, 40)
        x0, y0 = rnd.randint(-20, img.width + 20), rnd.randint(-20, img.height + 20)
        x1, y1 = x0 + rnd.choice((-n, n)), y0 + rnd.choice((-n, n))
        before = img.copy()
        dc.pos = (x0, y0)
        drew = shapes._diagonal_line(dc, x0, y0, x1, y1)
        quick = img.copy()
        img.paste(before)
        shapes.polyline(dc, [(x0, y0), (x1, y1)], continues=True)
        if drew:
            fast += 1
            assert ImageChops.difference(quick, img).getbbox() is None, (x0, y0, x1, y1)
        else:   # declined (cut by the clip box): it drew nothing
            assert ImageChops.difference(quick, before).getbbox() is None
        img.paste(before)
    assert fast > 100


def test_random_steps_compose_as_a_full_recomposition():
    # Clicks on and off the window move the activation (caption redraws), open menus
    # and dialogs: each frame must equal the screen composed from scratch.
    env = DesktopEnv(app="winmine", frameskip=8)
    env.action_space.seed(3)
    env.reset(seed=1)
    try:
        for _ in range(150):
            obs, _, term, _, _ = env.step(env.action_space.sample())
            gdi = env.desktop.vm.gdi
            full = gdi.desktop.copy()
            for win in gdi._screen._windows():
                im = win.surface.image
                full.paste(im, (win.rect[0], win.rect[1]), _rgn_mask(win, (0, 0) + im.size))
            assert ImageChops.difference(full, gdi.compose()).getbbox() is None
            assert np.array_equal(obs["screen"], np.asarray(full))
            if term:
                env.reset(seed=1)
    finally:
        env.close()


def test_a_repaint_of_the_same_pixels_keeps_the_frame(desktop):
    a = desktop.frame()
    key = desktop.vm.gdi.frame_key()
    win = next(w for w in desktop.vm.gdi._screen._windows())
    desktop.vm.wm.redraw_nonclient(win)     # the same caption again
    assert desktop.vm.gdi.frame_key() == key
    assert desktop.frame() is a


def test_fill_solid_follows_every_change_of_the_dc_state(desktop):
    # DC.fill_solid keeps the clip box and offset of the DC's state between calls: after
    # each change (origin, clip rectangle, clip region made, changed in place, masked,
    # mapping, another bitmap, a resized surface) it must fill what fill_rect fills.
    from wineagent.win32.gdi.dc import DC
    from wineagent.win32.gdi.objects import Bitmap, Surface
    from wineagent.win32.gdi.regions import Region, RGN_OR, combine
    gdi = desktop.vm.gdi
    rnd = random.Random(7)
    dc = DC(gdi, Bitmap(60, 50))
    other = Bitmap(40, 70)
    surface = Surface(50, 40)

    def change(k):
        if k == 0:
            dc.origin = (rnd.randint(-10, 20), rnd.randint(-10, 20))
        elif k == 1:
            dc.clip = rnd.choice((None, (rnd.randint(0, 20), rnd.randint(0, 20), 45, 40)))
        elif k == 2:
            dc.clip_rgn = rnd.choice((None, Region.rect(rnd.randint(-5, 15), 3, 30, 35)))
        elif k == 3 and dc.clip_rgn is not None:
            dc.clip_rgn.offset(rnd.randint(-4, 4), rnd.randint(-4, 4))
        elif k == 4:
            dc.clip_rgn = combine(Region.rect(0, 0, 10, 10), Region.rect(20, 20, 40, 30),
                                  RGN_OR)
        elif k == 5:
            dc.coords.set_viewport_org(rnd.randint(-8, 8), rnd.randint(-8, 8))
        elif k == 6:
            dc.coords.set_mode(rnd.choice((1, 8)))     # MM_TEXT, MM_ANISOTROPIC
            dc.coords.set_window_ext(rnd.choice((1, 2)), 1)
            dc.coords.set_viewport_ext(1, 1)
        elif k == 7:
            dc.target = rnd.choice((dc.target, other, surface))
        elif k == 8 and dc.target is surface:
            surface.resize(rnd.randint(20, 70), rnd.randint(20, 70))
    fast = 0
    for _ in range(400):
        change(rnd.randint(0, 9))
        rect = (rnd.randint(-20, 60), rnd.randint(-20, 60))
        rect += (rect[0] + rnd.randint(0, 40), rect[1] + rnd.randint(0, 40))
        cref = rnd.randint(0, 0xFFFFFF)
        img = dc.target.image
        before = img.copy()
        drew = dc.fill_solid(rect, cref)
        quick = img.copy()
        img.paste(before)
        if drew:
            fast += 1
            dc.fill_rect(rect, (cref & 0xFF, cref >> 8 & 0xFF, cref >> 16))
            assert ImageChops.difference(quick, img).getbbox() is None, rect
        else:
            assert ImageChops.difference(quick, before).getbbox() is None
        img.paste(before)
    assert fast > 100


def test_a_dc_with_a_fill_state_is_saved_and_fills_after_a_restore():
    # DC._fill_state holds a Pillow core no state file can carry: a saved DC leaves it
    # out, and the restored DC fills the same pixels.
    from wineagent.win32.gdi.dc import DC
    from wineagent.win32.gdi.objects import Bitmap
    with wineagent.Desktop(app="winmine") as d:
        d.step(30)
        gdi = d.vm.gdi
        dc = DC(gdi, Bitmap(30, 20))
        hdc = gdi.add(dc)
        assert dc.fill_solid((2, 3, 12, 9), 0x0000FF)
        assert dc._fill_state is not None
        with d.fork() as e:
            dc2 = e.vm.gdi.objects[hdc]
            assert dc2._fill_state is None
            assert dc2.fill_solid((10, 5, 25, 15), 0x00FF00)
            dc.fill_solid((10, 5, 25, 15), 0x00FF00)
            assert list(dc2.target.image.getdata()) == list(dc.target.image.getdata())


def test_a_plain_text_run_draws_what_the_glyph_run_draws(desktop):
    # DC._plain_text draws only the ink of a run's cached glyph mask (cropped to its
    # non-zero box): at random places around the clip box and the image's edges, in
    # fonts of several strikes and magnifications, it must paint what the general path
    # (an ImageDraw text run through DC.draw) paints.
    from wineagent.win32.gdi.dc import DC
    from wineagent.win32.gdi.objects import Bitmap, Font
    gdi = desktop.vm.gdi
    rnd = random.Random(11)
    dc = DC(gdi, Bitmap(70, 50))
    dc.bk_mode = 1
    fonts = [Font(), Font(height=-11), Font(height=16, weight=700, face="System"),
             Font(height=-24, italic=1), Font(height=-40, face="Courier")]
    texts = ["1", "8", "Wg", "hello", " ", "i.", "\u00e9t\u00e9", "MMMM"]
    fast = 0
    for _ in range(300):
        dc.font = rnd.choice(fonts)
        dc.clip = rnd.choice((None, (rnd.randint(0, 30), rnd.randint(0, 20),
                                     rnd.randint(30, 70), rnd.randint(20, 50))))
        dc.text_color = rnd.randint(0, 0xFFFFFF)
        x, y = rnd.randint(-30, 70), rnd.randint(-30, 50)
        text = rnd.choice(texts)
        img = dc.target.image
        before = img.copy()
        w, h = dc.text(x, y, text)
        quick = img.copy()
        img.paste(before)
        font, fg = dc.text_font, dc.color(dc.text_color)
        dc.draw((x, y, x + w, y + h), lambda d, ox, oy: dc._glyph_run(
            d, x + ox, y + oy, text, font, None, w, fg))
        if quick.tobytes() != before.tobytes():
            fast += 1
        assert ImageChops.difference(quick, img).getbbox() is None, (x, y, text, dc.clip)
        img.paste(rnd.choice((before, img)))
    assert fast > 100


def test_per_font_caches_follow_the_font_they_were_made_for():
    # The text caches are keyed by the font's id and checked by a weak reference: a
    # font made after another was collected (often at the same address) gets its own
    # lengths and masks, never the old font's.
    import gc
    from PIL import ImageFont
    from wineagent.win32.gdi import objects
    for size in (8, 30, 12, 40, 9):
        font = ImageFont.load_default(size)
        assert objects.text_length(font, "Wide text") == int(font.getlength("Wide text"))
        mask, ink, box = objects.glyph_mask(font, "Wide text")
        fresh = font.getmask("Wide text", "L")
        as_image = Image.new("L", (1, 1))._new
        assert as_image(mask).tobytes() == as_image(fresh).tobytes()
        assert box == fresh.getbbox()
        assert as_image(ink).tobytes() == as_image(fresh).crop(box).tobytes()
        key = id(font)
        assert key in objects._lengths and key in objects._glyph_masks
        del font, mask, ink, fresh
        gc.collect()
        assert key not in objects._lengths and key not in objects._glyph_masks


def test_core_line_and_rectangle_draw_what_imagedraw_draws():
    # pildraw.TolerantDraw's line and rectangle hand an (r, g, b) colour to Pillow's core
    # themselves: on every image mode, with fills, outlines, widths and joints, they
    # must paint what ImageDraw.ImageDraw paints (and nothing for an inverted box).
    from PIL import ImageDraw
    from wineagent.win32.gdi.pildraw import Draw
    rnd = random.Random(13)
    colours = [None, (255, 0, 0), (0, 128, 255), (1, 2, 3), 7, "red"]
    for mode in ("RGB", "L", "P", "1"):
        for _ in range(150):
            a, b = Image.new(mode, (40, 30), 0), Image.new(mode, (40, 30), 0)
            fast, slow = Draw(a), ImageDraw.Draw(b)
            if mode in ("L", "1"):
                pick = [None, 7, 200]
            else:
                pick = colours
            x0, y0 = rnd.randint(-5, 40), rnd.randint(-5, 30)
            x1, y1 = rnd.randint(-5, 45), rnd.randint(-5, 35)
            width = rnd.choice((0, 1, 2, 5))
            if rnd.random() < 0.5:
                fill = rnd.choice(pick)
                joint = rnd.choice((None, "curve"))
                pts = [(x0, y0), (x1, y1), (rnd.randint(0, 40), rnd.randint(0, 30))]
                fast.line(pts, fill=fill, width=width, joint=joint)
                slow.line(pts, fill=fill, width=width, joint=joint)
            else:
                fill, outline = rnd.choice(pick), rnd.choice(pick)
                box = [x0, y0, x1, y1]
                fast.rectangle(box, fill=fill, outline=outline, width=width)
                if not (x1 < x0 or y1 < y0):
                    slow.rectangle(box, fill=fill, outline=outline, width=width)
            assert a.tobytes() == b.tobytes(), (mode, x0, y0, x1, y1, width)


def test_a_kept_polygon_draws_what_imagedraw_draws(desktop, monkeypatch):
    # shapes._kept_polygon puts a polygon's pixels kept from its last drawing: in every
    # state (origin, clip box, clip region, raster op, pen, brush, target, a surface's
    # size) each of a few polygons drawn again must draw what DC.draw's Pillow polygon
    # draws, the screen hearing of the same boxes, and most must be kept ones.
    from wineagent.win32.gdi.dc import DC
    from wineagent.win32.gdi.objects import Bitmap, Brush, Pen, Surface
    from wineagent.win32.gdi.regions import RGN_OR, Region, combine
    gdi = desktop.vm.gdi
    rnd = random.Random(11)
    dc = DC(gdi, Bitmap(60, 50))
    targets = (dc.target, Bitmap(40, 70), Surface(50, 40))
    shapes_ = [[(9, 3), (9, 8), (4, 6)], [(20, 20), (35, 22), (28, 40), (18, 33)],
               [(-5, 10), (30, -4), (12, 60)], [(50, 40), (70, 45), (55, 60)],
               [(-20, -20), (100, -20), (40, 100)]]
    touched = []
    monkeypatch.setattr(gdi, "touch", lambda target, box: touched.append((target, box)))

    def change(k):
        if k == 0:
            dc.origin = rnd.choice(((0, 0), (0, 0), (3, -2)))
        elif k == 1:
            dc.clip = rnd.choice((None, None, (5, 4, 38, 30)))
        elif k == 2:
            dc.clip_rgn = rnd.choice((None, None, Region.rect(2, 3, 30, 35), combine(
                Region.rect(0, 0, 10, 10), Region.rect(20, 20, 40, 30), RGN_OR)))
        elif k == 3:
            dc.rop2 = rnd.choice((13, 13, 6))
        elif k == 4:
            dc.pen = Pen(0, rnd.choice((1, 1, 2, 3)), rnd.choice((0xFF, 0x80FF00, 0)))
        elif k == 5:
            dc.brush = Brush(rnd.choice((0, 0, 1)), rnd.choice((0xFF, 0xC0C0C0)))
        elif k == 6:
            dc.target = rnd.choice(targets)
        elif k == 7 and type(dc.target) is Surface:
            dc.target.resize(*rnd.choice(((50, 40), (30, 60))))
    kept = [0]
    real = shapes._kept_polygon

    def counting(*args):
        got = real(*args)
        kept[0] += got
        return got
    for _ in range(500):
        change(rnd.randint(0, 9))
        pts = rnd.choice(shapes_)
        img = dc.target.image
        before = img.copy()
        del touched[:]
        monkeypatch.setattr(shapes, "_kept_polygon", counting)
        shapes.polygons(dc, [pts])
        quick, quick_touched = img.copy(), list(touched)
        img.paste(before)
        del touched[:]
        monkeypatch.setattr(shapes, "_kept_polygon", lambda *args: False)
        shapes.polygons(dc, [pts])
        assert ImageChops.difference(quick, img).getbbox() is None, pts
        assert quick_touched == touched
        img.paste(before)
    assert kept[0] > 150
