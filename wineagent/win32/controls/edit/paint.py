"""Drawing an edit control (its lines, the selection, a password's characters, the
disabled and read-only looks) and keeping its scroll bars in step with the text."""

from ...gdi.objects import SYS_COLORS
from ...user.scrollbars import (SB_HORZ, SB_VERT, SIF_DISABLENOSCROLL, SIF_PAGE, SIF_POS,
                                SIF_RANGE, set_info)
from ..builtin_common import (BLACK, WHITE, WM_CTLCOLOREDIT, WM_CTLCOLORSTATIC, WS_HSCROLL,
                              WS_VSCROLL, draw_child_frame)
from .layout import _Metrics, _layout, _line_of, _line_x, _pos_xy
from .state import ES_NOHIDESEL, ES_READONLY, _is_rich, _multi, _st


# -- painting -------------------------------------------------------------------------------
def default_colors(win):
    """(message, background, text): the WM_CTLCOLOR* an edit control asks its parent with
    and its colours when no brush comes back — an enabled, writable edit asks
    WM_CTLCOLOREDIT (white), a read-only or disabled one WM_CTLCOLORSTATIC (the button
    face), as documented."""
    disabled = bool(win.style & 0x08000000)
    if disabled or win.style & ES_READONLY:
        return WM_CTLCOLORSTATIC, SYS_COLORS[15], BLACK
    return WM_CTLCOLOREDIT, WHITE, BLACK


def _paint(wm, win, dc, colors=None):
    """Draw the edit control; ``colors``: the (background, text) its parent chose."""
    st = _st(win)
    m = _Metrics(wm, win)
    lines = _layout(win, st, m)
    focused = wm.focus == win.hwnd
    disabled = bool(win.style & 0x08000000)  # WS_DISABLED: a control looks disabled only when it is
    _, bg, fg = default_colors(win)
    if colors is not None:
        bg, fg = colors
    if not disabled:    # a RichEdit paints its own background (EM_SETBKGNDCOLOR)
        bg = win.state.get("background", bg)
    if disabled:
        fg = SYS_COLORS[17]
    # a rich edit's EM_HIDESELECTION hides it whatever the focus and ES_NOHIDESEL say
    show_sel = (focused or win.style & ES_NOHIDESEL) and not win.state.get("hide_sel")
    s_sel, e_sel = st.sel
    text = st.text
    cw, ch = m.cw, m.ch

    def disp(a, b):
        return (st.password * (b - a)) if m.mask else text[a:b]

    runs_of = win.state.get("runs_of")   # a rich edit's runs: a font and colours each

    def pieces(a, b):
        """(start, end, font, text colour, back colour, raise) of text[a:b]'s pieces."""
        if runs_of is None or m.mask:
            return [(a, b, m.gfont, None, None, 0)] if a < b else []
        return runs_of(a, b)

    def width(a, b):
        return m.span(st, a, b)

    def draw(d, x, y, a, b, fill, line, selected=False):
        """Draw text[a:b] from x, each run in its font and colours (the selection's
        colours when ``selected``, the disabled grey when disabled), on the baseline of
        the visual line ``line``."""
        lh, ascent = m.line_h(line), m.line_ascent(line)
        for pa, pb, f, pfg, pbg, rise in pieces(a, b):
            shown = disp(pa, pb)
            w = width(pa, pb)
            if pbg is not None and not selected:
                d.rectangle([x, y, x + w - 1, y + lh - 1], fill=pbg)
            colour = pfg if pfg is not None and not selected and not disabled else fill
            ty = y + ascent - f.ascent - rise
            d.text((x, ty), shown, font=f.pil, fill=colour)
            if runs_of is not None:     # a rich edit's underline and strikeout
                f.decorate(d, x, ty, w, colour)
            x += w

    def fn(d, ox, oy):
        d.rectangle([ox, oy, ox + cw - 1, oy + ch - 1], fill=bg)
        if st.border and cw > 0 and ch > 0:
            # the flat WS_BORDER a control without a client edge draws itself, a
            # one-pixel line around its client area (fmtrect.py keeps the text inside)
            d.rectangle([ox, oy, ox + cw - 1, oy + ch - 1], outline=BLACK)
        top = m.top
        for i in range(st.top, len(lines)):
            if top >= ch or (m.metrics_of is None and i > st.top + m.visible):
                break
            s, e = lines[i]
            lh = m.line_h(lines[i])
            y = oy + top
            top += lh
            x = ox + _line_x(win, st, m, lines[i]) - st.xoff
            if show_sel and s_sel < e_sel and s_sel <= e and e_sel >= s:
                a, b = max(s, s_sel), min(e, e_sel)
                x1 = x + width(s, a)
                x2 = x1 + width(a, b)
                if e_sel > e and i + 1 < len(lines) and lines[i + 1][0] > e:
                    x2 += 4   # a selected line break shows as a little highlighted cell
                draw(d, x, y, s, a, fg, lines[i])
                if x2 > x1:
                    d.rectangle([x1, y, x2 - 1, y + lh - 1], fill=SYS_COLORS[13])
                draw(d, x1, y, a, b, SYS_COLORS[14], lines[i], selected=True)
                draw(d, x2, y, b, e, fg, lines[i])
            else:
                draw(d, x, y, s, e, fg, lines[i])
        if focused and _is_rich(win):   # an edit's caret is the system caret (caretpos.py)
            cx, cy = _pos_xy(win, st, m, st.caret)
            clh = m.line_h(lines[_line_of(lines, st.caret)]) if lines else m.lh
            if 0 <= cx < cw and cy + clh > 0:
                d.line([(ox + cx, oy + cy), (ox + cx, oy + cy + clh - 1)], fill=BLACK)
    # the last line shown may be cut by the bottom edge: what falls below it is dropped
    dc.draw((0, 0, cw, ch), fn, spill=True)
    draw_child_frame(wm, win)


# -- scroll bars -----------------------------------------------------------------------------
def _text_width(win, st, m):
    """Width in pixels of the widest line (the horizontal scroll range)."""
    return max((m.span(st, s, e) for s, e in _layout(win, st, m)), default=0)


def _sync_scroll(wm, win, st):
    """Keep the standard bars of a multi-line control in step with the text and scroll
    position. As Windows' edit does, they are set with SIF_DISABLENOSCROLL: they stay
    visible and go disabled when everything fits. A control that keeps ``auto_bars`` in
    its state (a RichEdit without ES_DISABLENOSCROLL) hides those bars while everything
    fits and shows them again when it no longer does, as RichEdit does."""
    auto = win.state.get("auto_bars", 0)
    bars = (win.style & (WS_VSCROLL | WS_HSCROLL)) | auto
    if not _multi(win) or not bars:
        return
    m = _Metrics(wm, win)
    mask = SIF_RANGE | SIF_PAGE | SIF_POS | (0 if auto else SIF_DISABLENOSCROLL)
    want = []
    if bars & WS_VSCROLL:
        want.append((SB_VERT, 0, len(_layout(win, st, m)) - 1, m.visible, st.top))
    if bars & WS_HSCROLL:
        want.append((SB_HORZ, 0, _text_width(win, st, m) - 1, m.width, st.xoff))
    key = (tuple(want), win.w, win.h, win.style & 0x08000000)
    if key == st.scroll_key:
        return
    st.scroll_key = key
    for bar, lo, hi, page, pos in want:
        set_info(wm, win, bar, mask, lo, max(lo, hi), page, pos)
