"""Drawing a report view: each visible row's small icon, label and subitem texts,
aligned as their columns say, the selection (full-row or label), the focus rectangle and
grid lines."""

from ...gdi.colors import SYS_COLORS, rgb
from .. import header as hdr
from ..builtin_common import WHITE, ctl_font, draw_child_frame
from ..comctl_shared import CLR_DEFAULT, CLR_NONE, focus_rect
from ..imagelist import draw_image, image_list
from .layout import _header, _header_h, row_height
from .state import (CELL_PAD, LABEL_PAD, LVIS_FOCUSED, LVIS_SELECTED, LVSIL_SMALL,
                    LVS_EX_FULLROWSELECT, LVS_EX_GRIDLINES, LVS_SHOWSELALWAYS)


def _color(value, default):
    return default if value in (CLR_DEFAULT, CLR_NONE) else rgb(value)


def _paint(wm, win, st, dc, texts):
    cw, ch = win.client_size()
    font = ctl_font(wm, win)
    pil, lh = font.pil, font.line_height
    rh = row_height(wm, win)
    hh = _header_h(wm, win, st)
    h = _header(wm, st)
    cols = hdr.item_rects(h) if h is not None else {0: (0, cw)}
    order = hdr.header_items(h).order if h is not None else [0]
    il = image_list(wm.vm, st.himl[LVSIL_SMALL])
    bk = _color(st.bk, SYS_COLORS[5])
    fg = _color(st.text_color, SYS_COLORS[8])
    focused = wm.focus == win.hwnd
    full = bool(st.ex_style & LVS_EX_FULLROWSELECT)
    images = []
    right = max([r for _, r in cols.values()] or [0])

    def fn(d, ox, oy):
        d.rectangle([ox, oy + hh, ox + cw - 1, oy + ch - 1], fill=bk)
        for k, row in enumerate(texts):
            i = st.top + k
            item = st.items[i]
            top = hh + k * rh
            selected = item.state & LVIS_SELECTED and (focused or win.style & LVS_SHOWSELALWAYS)
            sel_fill = SYS_COLORS[13] if focused else SYS_COLORS[15]
            sel_text = WHITE if focused else fg
            if selected and full:
                d.rectangle([ox, oy + top, ox + right - 1, oy + top + rh - 1], fill=sel_fill)
            for sub in order:
                if sub >= len(row):
                    continue
                l, r = cols[sub]
                if r <= l:
                    continue
                x = l
                if sub == 0:
                    x += item.indent * (il.cx if il else 16)
                    if il is not None:
                        images.append((item.image, x, top + (rh - il.cy) // 2))
                        x += il.cx
                    x += LABEL_PAD
                else:
                    x += CELL_PAD
                text = row[sub]
                limit = r - (LABEL_PAD if sub == 0 else CELL_PAD)
                while text and x + pil.getlength(text) > limit:
                    text = text[:-1]
                w = int(pil.getlength(text))
                if sub and cols and h is not None:
                    just = hdr.header_items(h).items[sub].fmt & 3
                    if just == 1:
                        x = limit - w
                    elif just == 2:
                        x = (l + r - w) // 2
                paint_sel = selected and (sub == 0 or full)
                if paint_sel and not full:
                    d.rectangle([ox + x - LABEL_PAD, oy + top, ox + min(r, x + w + LABEL_PAD) - 1,
                                 oy + top + rh - 1], fill=sel_fill)
                if text:
                    d.text((ox + x, oy + top + (rh - lh) // 2), text, font=pil,
                           fill=sel_text if paint_sel else fg)
                if sub == 0 and item.state & LVIS_FOCUSED and focused:
                    fl = 0 if full else x - LABEL_PAD
                    fr = right if full else min(r, x + w + LABEL_PAD)
                    focus_rect(d, ox + fl, oy + top, ox + fr - 1, oy + top + rh - 1)
            if st.ex_style & LVS_EX_GRIDLINES:
                d.line([(ox, oy + top + rh - 1), (ox + right - 1, oy + top + rh - 1)],
                       fill=SYS_COLORS[15])
        if st.ex_style & LVS_EX_GRIDLINES:
            for _, r in cols.values():
                d.line([(ox + r - 1, oy + hh), (ox + r - 1, oy + ch - 1)], fill=SYS_COLORS[15])

    dc.draw((0, 0, cw, ch), fn)
    for image, x, y in images:
        draw_image(dc, il, image, x, y)
    draw_child_frame(wm, win)
