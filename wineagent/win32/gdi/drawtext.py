"""DrawText's layout: lines, word breaks, tabs, ellipses, mnemonics and alignment inside a
rectangle, drawn through a DC (``Gdi.draw_text`` in subsystem.py maps the rectangle first
when the DC has a mapping mode); and the runs kept for a string drawn again at the same
place in the same DC state (:func:`draw_text_cached`, docs/gdi.md "Kept text runs")."""

from PIL import Image

from ..core.mnemonics import split_mnemonic
from .objects import _drawer, per_font

__all__ = ["draw_text", "draw_text_cached", "kept_run", "text_ink", "text_extent",
           "ellipsize", "DT_HIDEPREFIX", "DT_PREFIXONLY"]

DT_HIDEPREFIX, DT_PREFIXONLY = 0x00100000, 0x00200000
_PREFIX_MARK = "\ue000"


def ellipsize(font, s, width, fmt):
    """``s`` shortened with "..." to fit ``width``: at the end (DT_END_ELLIPSIS), at a
    word boundary (DT_WORD_ELLIPSIS) or in the middle of a path, keeping its last
    component (DT_PATH_ELLIPSIS)."""
    fits = lambda t: font.extent(t)[0] <= width  # noqa: E731
    if fits(s):
        return s
    if fmt & 0x4000 and "\\" in s:
        cut = s.rindex("\\")
        head, tail = s[:cut], s[cut:]
        while head and not fits(head + "..." + tail):
            head = head[:-1]
        if fits(head + "..." + tail):
            return head + "..." + tail
        s = "..." + tail
        if fits(s):
            return s
    body = s
    while body:
        body = body[:-1]
        if fmt & 0x40000 and " " in body and not fmt & 0x8000:
            body = body[:body.rindex(" ")].rstrip()
        if fits(body + "..."):
            return body + "..."
    return "..."


def _underscore(dc, x, y, w):
    """The mnemonic's underline: a 1-pixel line in the text colour under the character
    (logical x, y; ``w`` pixels wide), as DrawText draws it."""
    fg = dc.color(dc.text_color)
    dx, dy = dc.lp(x, y)


    def fn(d, ox, oy):
        d.line([(dx + ox, dy + oy), (dx + ox + max(1, w) - 1, dy + oy)], fill=fg)
    dc.draw((dx, dy, dx + max(1, w), dy + 1), fn)


def _break_chars(font, line, width, real):
    """``line`` cut into pieces no wider than ``width`` (one character at least each)."""
    if font.extent(real(line))[0] <= width:
        return [line]
    out, cur = [], ""
    for ch in line:
        if cur and font.extent(real(cur + ch))[0] > width:
            out.append(cur)
            cur = ""
        cur += ch
    out.append(cur)
    return out


#: line layouts kept per realized font (objects.per_font): {(text, fmt, tabs, width): layout}
LAYOUT_CACHE = 256
_layouts = {}


def _layout(font, text, fmt, tabs, avail):
    """(lines, mnemonic marks, widest line, height, each line's width) of ``text`` laid
    out by DrawText's ``fmt`` in ``avail`` pixels of width: cached per font, since a
    program draws the same few strings each frame (winmine's digits) and the layout is a
    function of these arguments and the font alone."""
    entry = _layouts.get(id(font))
    if entry is not None and entry[0]() is font:
        cache = entry[1]
    else:
        cache = per_font(_layouts, font)
    key = (text, fmt, tabs, avail)
    hit = cache.get(key)
    if hit is None:
        if len(cache) >= LAYOUT_CACHE:
            cache.clear()
        hit = cache[key] = _lay_out(font, text, fmt, tabs, avail)
    return hit


def _lay_out(font, text, fmt, tabs, avail):
    """:func:`_layout` without the cache."""
    l, r = 0, avail
    under_ch = None
    if not fmt & 0x800:  # DT_NOPREFIX: otherwise '&' marks an underlined mnemonic
        text, under = split_mnemonic(text, last_wins=True)
        if under >= 0:
            # The underlined character travels through the layout as a private-use
            # stand-in, so wrapping and alignment find it; it is measured and drawn as
            # itself (_real).
            under_ch = text[under]
            text = text[:under] + _PREFIX_MARK + text[under + 1:]
    real = (lambda s: s) if under_ch is None else \
        (lambda s: s.replace(_PREFIX_MARK, under_ch))  # noqa: E731
    if fmt & 0x40:  # DT_EXPANDTABS
        text = text.expandtabs(tabs or 8)
    if fmt & 0x20:  # DT_SINGLELINE
        lines = [text.replace("\r", "").replace("\n", " ")]
    else:
        lines = []
        for para in text.replace("\r\n", "\n").split("\n"):
            if fmt & 0x10 and r > l:  # DT_WORDBREAK
                words, cur = para.split(" "), ""
                for w in words:
                    trial = w if not cur else cur + " " + w
                    if cur and font.extent(real(trial))[0] > r - l:
                        lines.append(cur)
                        cur = w
                    else:
                        cur = trial
                lines.append(cur)
            else:
                lines.append(para)
        if fmt & 0x2010 == 0x2010 and r > l:
            # DT_EDITCONTROL with DT_WORDBREAK: as a multiline edit control, a word wider
            # than the rectangle is broken between characters (at least one a line).
            lines = [piece for s in lines for piece in _break_chars(font, s, r - l, real)]
    marks = [s.find(_PREFIX_MARK) for s in lines]
    lines = [real(s) for s in lines]
    if fmt & 0x4C000 and r > l:  # DT_END_ELLIPSIS, DT_PATH_ELLIPSIS, DT_WORD_ELLIPSIS
        short = [ellipsize(font, s, r - l, fmt) for s in lines]
        # A mnemonic stays underlined only while its character survives in place.
        marks = [m if s == full or (m >= 0 and m < len(s) - 3 and s[:m + 1] == full[:m + 1])
                 else -1 for m, s, full in zip(marks, short, lines)]
        lines = short
    widths = tuple(font.extent(s)[0] for s in lines)
    return tuple(lines), tuple(marks), max(widths, default=0), \
        font.line_height * len(lines), widths


def text_extent(font, text, fmt, width, tabs=8):
    """(width, height) DrawText's DT_CALCRECT gives ``text`` in ``font`` laid out by
    ``fmt`` within ``width`` pixels, without a DC: what a dialog built in Python (the task
    dialog) measures its labels with."""
    _, _, w, h, _ = _layout(font, text, fmt, tabs, width)
    return w, h


def _placed(font, rect, fmt, laid):
    """(line, mnemonic mark, x, y) of each line of the layout ``laid`` (:func:`_layout`)
    drawn in the logical rectangle ``rect`` by DrawText's ``fmt``: x by DT_CENTER or
    DT_RIGHT, the first line's y by DT_VCENTER or DT_BOTTOM (DT_SINGLELINE only)."""
    l, t, r, b = rect
    lines, marks, _, height, widths = laid
    lh = font.line_height
    y = t
    if fmt & 0x20:
        if fmt & 0x4:  # DT_VCENTER
            y = t + (b - t - height) // 2
        elif fmt & 0x8:  # DT_BOTTOM
            y = b - height
    for s, m, w in zip(lines, marks, widths):
        if fmt & 0x1:  # DT_CENTER
            x = l + (r - l - w) // 2
        elif fmt & 0x2:  # DT_RIGHT
            x = r - w
        else:
            x = l
        yield s, m, x, y
        y += lh


def _narrow_clip(dc, rect, fmt):
    """Clip ``dc`` to the logical rectangle ``rect`` (an identity mapping: logical units
    are device pixels) unless DT_NOCLIP; returns the clip to put back."""
    saved = dc.clip
    if not fmt & 0x100:  # clip to the rectangle unless DT_NOCLIP
        l, t, r, b = rect
        ox, oy = dc.origin
        box = (l + ox, t + oy, r + ox, b + oy)
        if dc.clip:
            cl, ct, cr, cb = dc.clip
            box = (max(box[0], cl), max(box[1], ct), min(box[2], cr), min(box[3], cb))
        dc.clip = box
    return saved


def draw_text(dc, text, rect, fmt, tabs=8):
    """DrawText: returns (height drawn, calculated rect); DT_EXPANDTABS puts a tab stop
    every ``tabs`` characters."""
    l, t, r, b = rect
    font = dc.text_font
    laid = _layout(font, text, fmt, tabs, r - l)
    width, height = laid[2], laid[3]
    if fmt & 0x400:  # DT_CALCRECT
        return height, (l, t, l + width, t + height)
    saved_align = dc.text_align
    dc.text_align = 0
    saved_clip = _narrow_clip(dc, rect, fmt)
    for s, m, x, y in _placed(font, rect, fmt, laid):
        if not fmt & DT_PREFIXONLY:
            dc.text(x, y, s)
        if m >= 0 and not fmt & DT_HIDEPREFIX:
            _underscore(dc, x + font.extent(s[:m])[0], y + font.ascent + 1,
                        font.extent(s[m])[0])
    dc.clip, dc.text_align = saved_clip, saved_align
    return height, (l, t, l + width, t + height)


#: DrawText's drawn runs kept per font (objects.per_font): {(text, fmt, tabs, rect, the
#: DC's (dx, dy, l, t, r, b)): (glyph masks to draw, boxes drawn, the answer)}, False for
#: a call the general path must draw
RUN_CACHE = 512
_runs = {}
#: Pillow's ink on an RGB image for a COLORREF of no high byte (ImagingDraw.draw_ink's)
_inks = {}


def draw_text_cached(dc, text, rect, fmt, tabs=8):
    """:func:`draw_text` by a kept run, or None (nothing drawn) where the call must take
    :func:`draw_text` (``Gdi.draw_text``): what a call draws is kept per font, keyed by
    everything else its pixels are a function of — the string, the format, the tab
    length, the rectangle, and the DC's offset and clip box (``DC.solid_state``: the
    target's pixel buffer, origin, clip rectangle and the clip region's box, checked as
    fill_solid checks them) — and the ink by the text colour. It applies only where
    those are all it depends on: an identity mapping, a transparent background, the
    R2_COPYPEN mode, no character extra or justification, no metafile recorder, no
    mirrored layout, no bounds being accumulated, a plain RGB text colour, a target
    the fill path takes (a memory bitmap or a window's surface in RGB, not a DIB
    section, no clip region that is not a rectangle), and lines that all draw as
    :meth:`DC.plain_run` (no escapement, underline or strikeout; no mnemonic's
    underline). A program draws the same few strings at the same places each frame
    (winmine's digits: 22 DrawTextA a click), and the layout, the clip and the run's
    checks cost ~15 Python frames a call."""
    cref = dc.text_color
    if fmt & 0x400 or not _runs_apply(dc, cref):
        return None
    st = dc.solid_state()
    fit = st[8]
    if fit is None:
        return None
    font = dc.font      # (dc.text_font, under an identity mapping)
    entry = _runs.get(id(font))
    if entry is not None and entry[0]() is font:
        cache = entry[1]
    else:
        cache = per_font(_runs, font)
    key = (text, fmt, tabs, rect, fit)
    run = cache.get(key)
    if run is None:
        if len(cache) >= RUN_CACHE:
            cache.clear()
        run = cache[key] = _plan(dc, font, text, rect, fmt, tabs)
    if run is False:
        return None
    draws, boxes, answer = run
    if draws:
        ink = _inks.get(cref)
        if ink is None:
            ink = text_ink(dc, cref)
        core = st[7]
        for at, mask, stencil in draws:
            if stencil:
                core.paste(ink, at, mask)
            else:
                _drawer(dc.target, st[1]).draw.draw_bitmap(at, mask, ink)
    if st[9]:           # a window's surface: the screen hears of each run (DC._drew)
        target = dc.target
        touch = dc.gdi.touch
        for box in boxes:
            touch(target, box)
    return answer


def _runs_apply(dc, cref):
    """Whether ``dc``'s state is one :func:`draw_text_cached`'s runs apply in (with text
    colour ``cref``): no palette colour, a transparent background, R2_COPYPEN (13), no
    recorder, character extra or justification, no LAYOUT_RTL (layout bit 1), no bounds
    being accumulated, an identity mapping."""
    return not (cref > 0xFFFFFF or dc.bk_mode == 2 or dc.rop2 != 13
                or dc.recorder is not None or dc.char_extra or dc.break_extra
                or dc.break_rem or dc.layout & 1 or dc.bounds_enabled
                or not dc.coords.identity)


def text_ink(dc, cref):
    """The ink :func:`draw_text_cached` draws COLORREF ``cref`` with on ``dc``'s target
    (Pillow's pixel value on an RGB image), or None for a colour it does not draw (a
    palette index: the general path's)."""
    if cref > 0xFFFFFF:
        return None
    ink = _inks.get(cref)
    if ink is None:
        ink = _inks[cref] = _drawer(dc.target, dc.target.image).draw.draw_ink(
            (cref & 0xFF, (cref >> 8) & 0xFF, cref >> 16))
    return ink


def kept_run(dc, text, rect, fmt, tabs=8):
    """What :func:`draw_text_cached` has just drawn for this call, for the thunk stub to
    draw it again by itself (machine/fastfill.py ``learn_text``): (what else its pixels
    are a function of — the font, the fill state's offset and clip box, the target's
    size —, ``spans()``: its pixels as (row, first pixel, count), in the target's
    bounds as Pillow's paste clips them), or None where it kept no run or one with a
    mask that is not a stencil (drawn by a blend)."""
    st = dc._fill_state
    entry = _runs.get(id(dc.font))
    if fmt & 0x400 or not _runs_apply(dc, dc.text_color) or st is None or st[8] is None \
            or st is not dc.solid_state() or entry is None or entry[0]() is not dc.font:
        return None
    run = entry[1].get((text, fmt, tabs, rect, st[8]))
    if not run or not all(d[2] for d in run[0]):
        return None
    size = st[1].size

    def spans():
        out = []
        w, h = size
        for (l, t, r, b), core, _ in run[0]:
            bits = Image.new("1", (1, 1))._new(core).convert("L").tobytes()
            width = r - l
            for y in range(max(t, 0), min(b, h)):
                row = bits[(y - t) * width:(y - t + 1) * width]
                x = 0
                while x < width:
                    if not row[x]:
                        x += 1
                        continue
                    x0 = x
                    while x < width and row[x]:
                        x += 1
                    a, z = max(l + x0, 0), min(l + x, w)
                    if a < z:
                        out.append((y, a, z - a))
        return out
    return (dc.font, st[8], size), spans


def _stencil(at, mask):
    """A glyph mask drawn at ``at`` as :func:`draw_text_cached` draws it: (box, mode
    "1" core, True) for a mask of 0s and 255s only (every bitmap strike's), which a
    paste of the ink through it paints exactly as ``ImagingDraw.draw_bitmap`` blends it
    (a blend by 255 is the ink, by 0 the pixel as it was) at a fraction of the cost
    (Pillow's blend of a mode "L" mask is per channel, with a mode test per byte: a
    fifth of a kept DrawText's host instructions); else (at, mask, False), drawn by
    ``draw_bitmap`` as DC.plain_run's masks are."""
    counts = mask.histogram()
    if sum(counts[1:255]):
        return at, mask, False
    w, h = mask.size
    one = Image.new("L", (1, 1))._new(mask).convert("1", dither=Image.Dither.NONE)
    return (at[0], at[1], at[0] + w, at[1] + h), one.im, True


def _plan(dc, font, text, rect, fmt, tabs):
    """What :func:`draw_text` draws on ``dc`` as it is now, for
    :func:`draw_text_cached`: (the glyph masks, the boxes ``DC._drew`` is told of, the
    answer), or False where a line needs the general path."""
    l, t, r, b = rect
    laid = _layout(font, text, fmt, tabs, r - l)
    width, height = laid[2], laid[3]
    if font.escapement % 3600 or font.underline or font.strikeout:
        return False
    draws, boxes = [], []
    saved_clip = _narrow_clip(dc, rect, fmt)
    try:
        for s, m, x, y in _placed(font, rect, fmt, laid):
            if m >= 0 and not fmt & DT_HIDEPREFIX or "\n" in s:
                return False
            if fmt & DT_PREFIXONLY or not s:
                continue        # (DC.text draws nothing of an empty string)
            x, y = dc.lp(x, y)
            w, h = font.extent(s)
            got = dc.plain_run(font, x, y, w, h, s)
            if got is None:
                return False
            draws.extend(_stencil(at, mask) for at, mask in got[0])
            if got[1] is not None:
                boxes.append(got[1])
    finally:
        dc.clip = saved_clip
    return tuple(draws), tuple(boxes), (height, (l, t, l + width, t + height))
