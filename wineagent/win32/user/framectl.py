"""DrawFrameControl and DrawFocusRect: the classic (Windows 2000) frame controls drawn on a DC.

DrawFrameControl(type, state) paints one standard control part in a rectangle:

- DFC_BUTTON: a push button (raised soft edge; sunken when DFCS_PUSHED or DFCS_CHECKED, the
  checked face a 50% white dither; DFCS_FLAT a one-pixel shadow frame, DFCS_MONO a black
  one), a check box (sunken square, the 7x7 check mark; DFCS_BUTTON3STATE checked shows it
  grey on the dithered face) or a radio button (sunken circle, the 4x4 dot; the
  RADIOMASK variant is the black disc on white used to mask it). Check boxes and radio
  buttons are squares of the rectangle's smaller side, centred.
- DFC_SCROLL: the arrow buttons (DFCS_SCROLLCOMBOBOX is the down arrow) drawn as the scroll
  bars draw theirs, and the size grip (three diagonal highlight/shadow line pairs).
- DFC_CAPTION: the close, minimize, maximize, restore and help buttons.
- DFC_MENU: the menu glyphs (arrow, check mark, bullet, left arrow) black on white, the
  mask Windows gives for menus to colour.

DFCS_INACTIVE embosses glyphs (a white copy one pixel down-right under a grey one);
DFCS_ADJUSTRECT on a push button shrinks the caller's rectangle to the face inside the
edge; DFCS_HOT is ignored (classic controls have no hot look). DrawFocusRect inverts
every other pixel of the rectangle's border (XOR: a second call erases it).
Colours are the classic scheme's (``gdi/colors.py``).
"""

from PIL import Image, ImageChops

from ...abi.api import Unimplemented
from ..gdi.objects import SYS_COLORS
from .nonclient import _glyph
from .scrollbars import _arrow_glyph, _button as _arrow_button
from ..gdi.pildraw import Draw

__all__ = ["draw_frame_control", "draw_focus_rect", "obm_image", "OBM", "size_grip_ridges"]

DFC_CAPTION, DFC_MENU, DFC_SCROLL, DFC_BUTTON, DFC_POPUPMENU = 1, 2, 3, 4, 5
DFCS_INACTIVE, DFCS_PUSHED, DFCS_CHECKED, DFCS_TRANSPARENT = 0x100, 0x200, 0x400, 0x800
DFCS_HOT, DFCS_ADJUSTRECT, DFCS_FLAT, DFCS_MONO = 0x1000, 0x2000, 0x4000, 0x8000

WHITE, BLACK = (255, 255, 255), (0, 0, 0)
FACE, SHADOW, DARK, HILITE, LIGHT = (SYS_COLORS[15], SYS_COLORS[16], SYS_COLORS[21],
                                     SYS_COLORS[20], SYS_COLORS[22])
_CHECK = ["......X", ".....XX", "X...XXX", "XX.XXX.", "XXXXX..", ".XXX...", "..X...."]


def _edge(d, l, t, r, b, outer, inner):
    """Two nested one-pixel frames; ``outer`` / ``inner`` = (top-left, bottom-right)."""
    for i, (tl, br) in enumerate((outer, inner)):
        if r - l - 2 * i < 1 or b - t - 2 * i < 1:
            return
        d.line([(l + i, b - 1 - i), (l + i, t + i), (r - 1 - i, t + i)], fill=tl)
        d.line([(l + i, b - 1 - i), (r - 1 - i, b - 1 - i), (r - 1 - i, t + i)], fill=br)


def _dither(d, l, t, r, b, origin=(0, 0)):
    """The checked face: white on every other pixel of the button face (where x + y is
    odd: the 50% pattern brush, aligned on the DC origin, which is ``origin`` on ``d``:
    a control's own client origin, whatever its place in its parent)."""
    d.rectangle([l, t, r - 1, b - 1], fill=FACE)
    phase = (origin[0] + origin[1]) & 1
    d.point([(x, y) for y in range(t, b) for x in range(l + ((l + y + 1 + phase) & 1), r, 2)],
            fill=WHITE)


def _square(l, t, r, b):
    n = min(r - l, b - t)
    x, y = l + (r - l - n) // 2, t + (b - t - n) // 2
    return x, y, x + n, y + n


def _check_mark(d, x, y, color):
    d.point([(x + cx, y + cy) for cy, row in enumerate(_CHECK)
             for cx, ch in enumerate(row) if ch == "X"], fill=color)


def _push(d, rect, state, origin=(0, 0)):
    l, t, r, b = rect
    if state & DFCS_MONO:
        # COLOR_WINDOWFRAME outside, a COLOR_WINDOW ring inside it
        d.rectangle([l, t, r - 1, b - 1], fill=FACE, outline=SYS_COLORS[6])
        if r - l > 2 and b - t > 2:
            d.rectangle([l + 1, t + 1, r - 2, b - 2], outline=SYS_COLORS[5])
    elif state & DFCS_FLAT:
        d.rectangle([l, t, r - 1, b - 1], fill=FACE, outline=SHADOW)
    elif state & (DFCS_PUSHED | DFCS_CHECKED):
        if state & DFCS_CHECKED and not state & DFCS_PUSHED:
            _dither(d, l, t, r, b, origin)
        else:
            d.rectangle([l, t, r - 1, b - 1], fill=FACE)
        _edge(d, l, t, r, b, (DARK, HILITE), (SHADOW, LIGHT))
    else:
        d.rectangle([l, t, r - 1, b - 1], fill=FACE)
        _edge(d, l, t, r, b, (HILITE, DARK), (LIGHT, SHADOW))


def _checkbox(d, rect, state, origin=(0, 0)):
    l, t, r, b = _square(*rect)
    inside = FACE if state & (DFCS_PUSHED | DFCS_INACTIVE) else WHITE
    three = state & 0x8            # DFCS_BUTTON3STATE
    if three and state & DFCS_CHECKED:
        _dither(d, l, t, r, b, origin)
    else:
        d.rectangle([l, t, r - 1, b - 1], fill=inside)
    if state & (DFCS_FLAT | DFCS_MONO):
        d.rectangle([l, t, r - 1, b - 1], outline=SHADOW if state & DFCS_FLAT else BLACK)
    else:
        _edge(d, l, t, r, b, (SHADOW, HILITE), (DARK, LIGHT))
    if state & DFCS_CHECKED:
        grey = three or state & DFCS_INACTIVE
        _check_mark(d, l + (r - l - 7) // 2, t + (b - t - 7) // 2, SHADOW if grey else BLACK)


def _radio(d, rect, state, kind):
    l, t, r, b = _square(*rect)
    box = [l, t, r - 1, b - 1]
    if kind == 2:                  # DFCS_BUTTONRADIOMASK: the disc in black on white
        d.rectangle(box, fill=WHITE)
        d.ellipse(box, fill=BLACK)
        return
    inside = FACE if state & (DFCS_PUSHED | DFCS_INACTIVE) else WHITE
    d.ellipse(box, fill=inside)
    if state & (DFCS_FLAT | DFCS_MONO):
        d.ellipse(box, outline=SHADOW if state & DFCS_FLAT else BLACK)
    else:
        d.arc(box, 135, 315, fill=SHADOW)
        d.arc(box, 315, 135, fill=HILITE)
        inner = [l + 1, t + 1, r - 2, b - 2]
        d.arc(inner, 135, 315, fill=DARK)
        d.arc(inner, 315, 135, fill=LIGHT)
    if state & DFCS_CHECKED:
        cx, cy = (l + r) // 2, (t + b) // 2
        d.ellipse([cx - 2, cy - 2, cx + 1, cy + 1],
                  fill=SHADOW if state & DFCS_INACTIVE else BLACK)


def _scroll_arrow(d, rect, direction, state):
    """A scroll arrow button: raised, or sunken with the glyph one pixel down-right when
    pushed (DFCS_FLAT | DFCS_PUSHED: the scroll bars' one-pixel shadow frame)."""
    l, t, r, b = rect
    if state & DFCS_PUSHED and not state & DFCS_FLAT:
        d.rectangle([l, t, r - 1, b - 1], fill=FACE)
        _edge(d, l, t, r, b, (DARK, HILITE), (SHADOW, LIGHT))
        _arrow_glyph(d, l + 1, t + 1, r + 1, b + 1, direction, BLACK)
        return
    _arrow_button(d, l, t, r, b, direction, bool(state & DFCS_PUSHED),
                  bool(state & DFCS_INACTIVE))


def _size_grip(d, rect):
    l, t, r, b = rect
    d.rectangle([l, t, r - 1, b - 1], fill=FACE)
    size_grip_ridges(d, rect)


def size_grip_ridges(d, rect):
    """The three diagonal ridges of a size grip in the bottom-right corner of ``rect``
    (on whatever background is there)."""
    l, t, r, b = rect
    n = min(r - l, b - t)
    for k in (n - 12, n - 8, n - 4):      # three ridges from the bottom-right corner
        if k < 0:
            continue
        for off, color in ((0, HILITE), (1, SHADOW), (2, SHADOW)):
            s = k + off
            if s < n:
                d.line([(r - n + s, b - 1), (r - 1, b - n + s)], fill=color)


def _caption(d, rect, state, kind):
    names = {0: "close", 1: "min", 2: "max", 3: "restore", 4: "help"}
    name = names.get(kind & 0xFF)
    if name is None:
        raise Unimplemented("USER32.dll!DrawFrameControl: DFC_CAPTION state 0x%X" % kind)
    l, t, r, b = rect
    pushed = bool(state & DFCS_PUSHED)
    _push(d, rect, state & (DFCS_PUSHED | DFCS_FLAT | DFCS_MONO))
    dx = 1 if pushed else 0

    def glyph(x, y, color):
        if name == "help":
            cx = (l + r) // 2 - 1 + x
            top = t + (b - t - 9) // 2 + y
            d.line([(cx - 2, top + 1), (cx - 1, top)], fill=color)
            d.line([(cx - 1, top), (cx + 2, top)], fill=color)
            d.line([(cx + 3, top + 1), (cx + 3, top + 3)], fill=color)
            d.line([(cx + 2, top + 4), (cx, top + 5)], fill=color)
            d.rectangle([cx, top + 5, cx + 1, top + 6], fill=color)
            d.rectangle([cx, top + 8, cx + 1, top + 9], fill=color)
        else:
            _glyph(d, name, l + x, t + y, r + x, b + y, color)
    if state & DFCS_INACTIVE:
        glyph(dx + 1, dx + 1, HILITE)
        glyph(dx, dx, SHADOW)
    else:
        glyph(dx, dx, BLACK)


def _menu_glyph(d, rect, state, kind):
    l, t, r, b = rect
    if not state & DFCS_TRANSPARENT:
        d.rectangle([l, t, r - 1, b - 1], fill=WHITE)
    cx, cy = (l + r) // 2, (t + b) // 2
    if kind == 0:          # DFCS_MENUARROW: a right-pointing triangle
        _arrow_glyph(d, l, t, r, b, "right", BLACK)
    elif kind == 4:        # DFCS_MENUARROWRIGHT: the same, pointing left (RTL menus)
        _arrow_glyph(d, l, t, r, b, "left", BLACK)
    elif kind == 1:        # DFCS_MENUCHECK
        _check_mark(d, cx - 3, cy - 3, BLACK)
    elif kind == 2:        # DFCS_MENUBULLET
        d.ellipse([cx - 3, cy - 3, cx + 2, cy + 2], fill=BLACK)
    else:
        raise Unimplemented("USER32.dll!DrawFrameControl: DFC_MENU state 0x%X" % kind)


def draw_frame_control(dc, rect, ftype, state):
    """Paint a frame control on gdi DC ``dc`` in ``rect`` (logical = device units here);
    False for an unknown type. Returns (ok, adjusted rect)."""
    l, t, r, b = rect
    if r <= l or b <= t:
        return True, rect
    kind = state & 0xFF
    if ftype == DFC_BUTTON:
        if kind & 0x10:                    # DFCS_BUTTONPUSH
            dc.draw(rect, lambda d, ox, oy: _push(d, (l + ox, t + oy, r + ox, b + oy), state,
                                                  (ox, oy)))
            if state & DFCS_ADJUSTRECT:
                return True, (l + 2, t + 2, r - 2, b - 2)
            return True, rect
        if kind & 0x7 in (1, 2, 4):        # BUTTONRADIOIMAGE / RADIOMASK / RADIO
            dc.draw(rect, lambda d, ox, oy: _radio(d, (l + ox, t + oy, r + ox, b + oy), state,
                                                   kind & 0x7))
        else:                              # DFCS_BUTTONCHECK (and BUTTON3STATE)
            dc.draw(rect, lambda d, ox, oy: _checkbox(d, (l + ox, t + oy, r + ox, b + oy),
                                                      state, (ox, oy)))
        return True, rect
    if ftype == DFC_SCROLL:
        if kind in (0, 1, 2, 3, 5):
            direction = {0: "up", 1: "down", 2: "left", 3: "right", 5: "down"}[kind]
            dc.draw(rect, lambda d, ox, oy: _scroll_arrow(
                d, (l + ox, t + oy, r + ox, b + oy), direction, state))
            return True, rect
        if kind in (8, 0x10):
            if kind == 0x10:
                raise Unimplemented("USER32.dll!DrawFrameControl: DFCS_SCROLLSIZEGRIPRIGHT")
            dc.draw(rect, lambda d, ox, oy: _size_grip(d, (l + ox, t + oy, r + ox, b + oy)))
            return True, rect
        raise Unimplemented("USER32.dll!DrawFrameControl: DFC_SCROLL state 0x%X" % kind)
    if ftype == DFC_CAPTION:
        dc.draw(rect, lambda d, ox, oy: _caption(d, (l + ox, t + oy, r + ox, b + oy), state,
                                                 kind))
        return True, rect
    if ftype == DFC_MENU:
        dc.draw(rect, lambda d, ox, oy: _menu_glyph(d, (l + ox, t + oy, r + ox, b + oy), state,
                                                    kind))
        return True, rect
    if ftype == DFC_POPUPMENU:
        raise Unimplemented("USER32.dll!DrawFrameControl: DFC_POPUPMENU")
    return False, rect


def draw_focus_rect(dc, rect):
    """DrawFocusRect: invert every other pixel of the border of ``rect`` (device pixels
    where x + y is odd, the 50% pattern aligned on the DC origin, as Wine draws it)."""
    l, t, r, b = rect
    if r <= l or b <= t:
        return
    ox, oy = dc.origin
    box = dc.visible((l + ox, t + oy, r + ox, b + oy))
    if box is None:
        return
    img = dc.target.image.crop(box)
    mask = Image.new("L", img.size, 0)
    px = mask.load()
    bl, bt = box[0], box[1]
    x0, y0, x1, y1 = l + ox - bl, t + oy - bt, r + ox - bl - 1, b + oy - bt - 1
    w, h = img.size
    for x in range(max(0, x0), min(w, x1 + 1)):
        for y in {y0, y1}:
            if 0 <= y < h and (x + bl + y + bt) % 2 == 1:
                px[x, y] = 255
    for y in range(max(0, y0), min(h, y1 + 1)):
        for x in {x0, x1}:
            if 0 <= x < w and (x + bl + y + bt) % 2 == 1:
                px[x, y] = 255
    img.paste(ImageChops.invert(img), (0, 0), mask)
    dc.put(box, img, rop2=False)


# -- the OBM_* system bitmaps (LoadBitmap / LoadImage with no module) --------------------
#: OBM_* id -> (width, height, painter(d, rect)): the classic scroll arrows (normal, D =
#: pushed, I = inactive), caption buttons, combo button, menu arrow, check marks and check
#: boxes, size grips, drawn by the same code as DrawFrameControl.
def _arrow_obm(direction, state):
    return 16, 16, lambda d, r: _scroll_arrow(d, r, direction, state)


def _caption_obm(kind, state):
    return 16, 14, lambda d, r: _caption(d, r, state, kind)


def _checkboxes(d, rect):
    """OBM_CHECKBOXES: 4 columns (plain, checked, pushed, pushed checked) by 3 rows (check
    box, radio button, three-state box) of 13x13 images."""
    l, t, _, _ = rect
    for row in range(3):
        for col in range(4):
            state = (DFCS_CHECKED if col & 1 else 0) | (DFCS_PUSHED if col & 2 else 0)
            cell = (l + 13 * col, t + 13 * row, l + 13 * col + 13, t + 13 * row + 13)
            if row == 1:
                d.rectangle([cell[0], cell[1], cell[2] - 1, cell[3] - 1], fill=FACE)
                _radio(d, cell, state, 4)
            else:
                _checkbox(d, cell, state | (0x8 if row == 2 else 0))


def _white_glyph(paint):
    def draw(d, rect):
        l, t, r, b = rect
        d.rectangle([l, t, r - 1, b - 1], fill=WHITE)
        paint(d, rect)
    return draw


OBM = {
    32753: _arrow_obm("up", 0), 32752: _arrow_obm("down", 0),
    32751: _arrow_obm("right", 0), 32750: _arrow_obm("left", 0),
    32743: _arrow_obm("up", DFCS_PUSHED), 32742: _arrow_obm("down", DFCS_PUSHED),
    32741: _arrow_obm("right", DFCS_PUSHED), 32740: _arrow_obm("left", DFCS_PUSHED),
    32737: _arrow_obm("up", DFCS_INACTIVE), 32736: _arrow_obm("down", DFCS_INACTIVE),
    32735: _arrow_obm("right", DFCS_INACTIVE), 32734: _arrow_obm("left", DFCS_INACTIVE),
    32738: _arrow_obm("down", 0),                                   # OBM_COMBO
    32749: _caption_obm(1, 0), 32748: _caption_obm(2, 0), 32747: _caption_obm(3, 0),
    32746: _caption_obm(1, DFCS_PUSHED), 32745: _caption_obm(2, DFCS_PUSHED),
    32744: _caption_obm(3, DFCS_PUSHED),                            # REDUCE/ZOOM/RESTORE(D)
    32754: _caption_obm(0, 0),                                      # OBM_CLOSE
    32739: (16, 16, _white_glyph(lambda d, r: _arrow_glyph(d, *r, "right", BLACK))),  # MNARROW
    32760: (13, 13, _white_glyph(lambda d, r: _check_mark(d, r[0] + 3, r[1] + 3, BLACK))),
    32759: (52, 39, _checkboxes),                                   # OBM_CHECKBOXES
    32766: (16, 16, _size_grip), 32761: (16, 16, _size_grip),       # OBM_SIZE, OBM_BTSIZE
}


def obm_image(ident):
    """(width, height, RGB image) of system bitmap OBM_* ``ident``, or None when it is
    not one we draw."""
    entry = OBM.get(ident)
    if entry is None:
        return None
    w, h, paint = entry
    img = Image.new("RGB", (w, h), FACE)
    paint(Draw(img), (0, 0, w, h))
    return img
