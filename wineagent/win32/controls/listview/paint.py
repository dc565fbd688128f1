"""Drawing a report view: each visible row's state image (check box), small icon, label and subitem texts (and
a subitem's image set with LVM_SETITEM when the list has LVS_EX_SUBITEMIMAGES),
aligned as their columns say, the selection (full-row or label), the focus rectangle and
grid lines; NM_CUSTOMDRAW (NMLVCUSTOMDRAW) asked before the paint, before each row and
each subitem when the parent answers CDRF_NOTIFYITEMDRAW / CDRF_NOTIFYSUBITEMDRAW, its
clrText / clrTextBk and CDRF_NEWFONT (the font it selected into the DC) honoured, and
CDRF_SKIPDEFAULT / CDRF_NOTIFYPOSTPAINT (with subitem notifications the row is drawn a
cell at a time, each subitem's post-paint once its cell is drawn, as Windows orders them)."""

from ....abi.api import Unimplemented
from ...core.dllnames import COMCTL32
from ...core.structures import NMLVCUSTOMDRAW

from ...gdi.colors import SYS_COLORS, rgb
from .. import header as hdr
from ..builtin_common import WHITE, ctl_font, draw_child_frame
from ..comctl_shared import CLR_DEFAULT, CLR_NONE, custom_draw, focus_rect
from ..imagelist import draw_image, image_list
from .bkimage import paint_bk_image
from .ownerdraw import draw_rows, owner_drawn
from .layout import _header, _header_h, column_rects, row_height, state_list
from .state import (CELL_PAD, LABEL_PAD, LVIS_FOCUSED, LVIS_SELECTED, LVIS_STATEIMAGEMASK,
                    LVSIL_SMALL,
                    LVS_EX_FULLROWSELECT, LVS_EX_GRIDLINES, LVS_EX_SUBITEMIMAGES,
                    LVS_SHOWSELALWAYS)


CDDS_PREPAINT, CDDS_POSTPAINT, CDDS_ITEM, CDDS_SUBITEM = 0x1, 0x2, 0x10000, 0x20000
CDRF_NEWFONT, CDRF_SKIPDEFAULT, CDRF_NOTIFYPOSTPAINT, CDRF_NOTIFYITEMDRAW = 0x2, 0x4, 0x10, 0x20
CDRF_NOTIFYSUBITEMDRAW = 0x20
CDIS_SELECTED, CDIS_FOCUS = 0x1, 0x10


def _color(value, default):
    return default if value in (CLR_DEFAULT, CLR_NONE) else rgb(value)


def _custom_draw(wm, win, hdc, stage, rect, spec=0, state=0, param=0, sub=0,
                 colors=(CLR_DEFAULT, CLR_DEFAULT)):
    """Generator: NM_CUSTOMDRAW (NMLVCUSTOMDRAW) at ``stage``; returns the answer and the
    (clrText, clrTextBk) the parent left."""
    return (yield from custom_draw(wm, win, NMLVCUSTOMDRAW, hdc, stage, rect, spec, state,
                                   param, colors, iSubItem=sub))


def _check(answer, allowed, what):
    if answer & ~allowed:
        raise Unimplemented("%s!listview NM_CUSTOMDRAW %s answer %#x" % (COMCTL32, what, answer))


def _paint(wm, win, st, dc, texts):
    """Generator: paint the report view's rows ``texts`` (from ``st.top``), asking the
    parent with NM_CUSTOMDRAW as the module docstring says."""
    cw, ch = win.client_size()
    font = ctl_font(wm, win)
    rh = row_height(wm, win)
    hh = _header_h(wm, win, st)
    h = _header(wm, st)
    cols = column_rects(wm, st) if h is not None else {0: (0, cw)}
    order = hdr.header_items(h).order if h is not None else [0]
    il = image_list(wm.vm, st.himl[LVSIL_SMALL])
    bk = _color(st.bk, SYS_COLORS[5])
    fg = _color(st.text_color, SYS_COLORS[8])
    focused = wm.focus == win.hwnd
    full = bool(st.ex_style & LVS_EX_FULLROWSELECT)
    right = max([r for _, r in cols.values()] or [0])
    dc.draw((0, 0, cw, ch), lambda d, ox, oy: d.rectangle([ox, oy + hh, ox + cw - 1,
                                                            oy + ch - 1], fill=bk))
    paint_bk_image(st, dc, cw, ch, hh)     # LVM_SETBKIMAGE's picture, below the header
    if st.selected_column in cols and st.background is None:
        # LVM_SETSELECTEDCOLUMN: the column's cells on a background a shade darker
        shade = tuple(max(0, v - 8) for v in bk)
        l, r = cols[st.selected_column]
        dc.draw((0, 0, cw, ch), lambda d, ox, oy: d.rectangle(
            [ox + l, oy + hh, ox + r - 1, oy + ch - 1], fill=shade) if r > l else None)
    gdi = wm.vm.gdi
    dc.font = font              # the control's font is in the DC the parent is given
    hdc = gdi.add(dc)
    try:
        answer, _ = yield from _custom_draw(wm, win, hdc, CDDS_PREPAINT, (0, 0, cw, ch))
        _check(answer, CDRF_SKIPDEFAULT | CDRF_NOTIFYITEMDRAW | CDRF_NOTIFYPOSTPAINT, "paint")
        if answer & CDRF_SKIPDEFAULT:
            return
        if owner_drawn(win):
            # LVS_OWNERDRAWFIXED: the parent draws each row (no item-stage custom draw)
            left = min([l for l, _ in cols.values()] or [0])
            yield from draw_rows(wm, win, st, range(st.top, st.top + len(texts)),
                                 lambda i: (left, hh + (i - st.top) * rh, right,
                                            hh + (i - st.top + 1) * rh))
            texts = ()
        for k, row in enumerate(texts):
            i = st.top + k
            item = st.items[i]
            top = hh + k * rh
            rect = (-st.left, top, right, top + rh)
            state = (CDIS_SELECTED if item.state & LVIS_SELECTED else 0) | \
                (CDIS_FOCUS if item.state & LVIS_FOCUSED and focused else 0)
            item_answer, colors, cells = 0, (st.text_color, st.text_bk), {}
            if answer & CDRF_NOTIFYITEMDRAW:
                dc.font = font
                item_answer, colors = yield from _custom_draw(
                    wm, win, hdc, CDDS_ITEM | CDDS_PREPAINT, rect, i, state, item.param,
                    colors=colors)
                _check(item_answer, CDRF_NEWFONT | CDRF_SKIPDEFAULT | CDRF_NOTIFYPOSTPAINT
                       | CDRF_NOTIFYSUBITEMDRAW, "item")
                if item_answer & CDRF_SKIPDEFAULT:
                    continue
            row_font = dc.font if item_answer & CDRF_NEWFONT else font
            shown = [sub for sub in order if sub < len(row)]
            if not item_answer & CDRF_NOTIFYSUBITEMDRAW:
                for sub in shown:
                    cells[sub] = (colors, row_font)
                _paint_row(wm, win, st, dc, row, item, top, cells, cols, order, il, rh, fg,
                           bk, focused, full, right)
            for k, sub in enumerate(shown if item_answer & CDRF_NOTIFYSUBITEMDRAW else ()):
                # each subitem in turn: its pre-paint, its cell drawn, its post-paint
                # (Windows' order, Wine's test_customdraw)
                l, r = cols[sub]
                sub_answer, colors = yield from _custom_draw(
                    wm, win, hdc, CDDS_ITEM | CDDS_SUBITEM | CDDS_PREPAINT,
                    (l, top, r, top + rh), i, state, item.param, sub, colors)
                _check(sub_answer, CDRF_NEWFONT | CDRF_SKIPDEFAULT | CDRF_NOTIFYPOSTPAINT,
                       "subitem")
                cells[sub] = None if sub_answer & CDRF_SKIPDEFAULT else \
                    (colors, dc.font if sub_answer & CDRF_NEWFONT else row_font)
                _paint_row(wm, win, st, dc, row, item, top, cells, cols, order, il, rh, fg,
                           bk, focused, full, right, subs=(sub,), background=k == 0,
                           grid=k == len(shown) - 1)
                if sub_answer & CDRF_NOTIFYPOSTPAINT:
                    # the colours the parent chose at the pre-paint come back with it
                    # (Wine's test_customdraw)
                    yield from _custom_draw(wm, win, hdc,
                                            CDDS_ITEM | CDDS_SUBITEM | CDDS_POSTPAINT,
                                            (l, top, r, top + rh), i, state, item.param, sub,
                                            colors)
            if item_answer & CDRF_NOTIFYPOSTPAINT:
                yield from _custom_draw(wm, win, hdc, CDDS_ITEM | CDDS_POSTPAINT, rect, i,
                                        state, item.param)
        if st.ex_style & LVS_EX_GRIDLINES:
            def grid(d, ox, oy):
                for _, r in cols.values():
                    d.line([(ox + r - 1, oy + hh), (ox + r - 1, oy + ch - 1)],
                           fill=SYS_COLORS[15])
            dc.draw((0, 0, cw, ch), grid)
        if answer & CDRF_NOTIFYPOSTPAINT:
            yield from _custom_draw(wm, win, hdc, CDDS_POSTPAINT, (0, 0, cw, ch))
    finally:
        gdi.objects.pop(hdc, None)
        dc.font = font
    draw_child_frame(wm, win)


def _paint_row(wm, win, st, dc, row, item, top, cells, cols, order, il, rh, fg, bk,
               focused, full, right, subs=None, background=True, grid=True):
    """One row: its cells in ``cells`` (subitem -> ((clrText, clrTextBk), font), or None
    for one the parent drew), the selection, the focus rectangle, its grid line. A row
    drawn a cell at a time (its subitems' custom draw) passes ``subs``, the cells to draw
    now, ``background`` for the first (the full-row selection under them all) and
    ``grid`` for the last."""
    cw, ch = win.client_size()
    h = _header(wm, st)
    images, states = [], []
    sil = state_list(wm, st)
    selected = item.state & LVIS_SELECTED and (focused or win.style & LVS_SHOWSELALWAYS)
    sel_fill = SYS_COLORS[13] if focused else SYS_COLORS[15]
    sel_text = WHITE if focused else fg
    sub_images = il is not None and st.ex_style & LVS_EX_SUBITEMIMAGES

    def fn(d, ox, oy):
        if selected and full and background:
            d.rectangle([ox, oy + top, ox + right - 1, oy + top + rh - 1], fill=sel_fill)
        for sub in order:
            if sub >= len(row) or sub not in cells or cells[sub] is None or \
                    (subs is not None and sub not in subs):
                continue
            (text_cref, bk_cref), cfont = cells[sub]
            pil, lh = cfont.pil, cfont.line_height
            l, r = cols[sub]
            if r <= l:
                continue
            x = l
            if sub == 0:
                x += item.indent * (il.cx if il else 16)
                if sil is not None:     # the state image (check box) before the icon
                    k = (item.state & LVIS_STATEIMAGEMASK) >> 12
                    if k:
                        states.append((k - 1, x, top + (rh - sil.cy) // 2))
                    x += sil.cx
                if il is not None:
                    images.append((item.image, x, top + (rh - il.cy) // 2))
                    x += il.cx
                cell_left = x
                x += LABEL_PAD
            else:
                cell_left = l
                x += CELL_PAD
                if sub_images and sub in item.sub_images and item.sub_images[sub] >= 0:
                    images.append((item.sub_images[sub], x, top + (rh - il.cy) // 2))
                    x += il.cx + CELL_PAD
            text = row[sub]
            limit = r - (LABEL_PAD if sub == 0 else CELL_PAD)
            while text and x + pil.getlength(text) > limit:
                text = text[:-1]
            w = int(pil.getlength(text))
            if sub and cols and h is not None:
                just = hdr.header_items(h).items[sub].fmt & 3
                if just == 1:       # within what the cell's image left
                    x = max(x, limit - w)
                elif just == 2:
                    x = max(x, (x + limit - w) // 2) if sub in item.sub_images \
                        else (l + r - w) // 2
            paint_sel = selected and (sub == 0 or full)
            if not paint_sel and bk_cref not in (CLR_DEFAULT, CLR_NONE):
                d.rectangle([ox + cell_left, oy + top, ox + r - 1, oy + top + rh - 1],
                            fill=rgb(bk_cref))
            if paint_sel and not full:
                d.rectangle([ox + x - LABEL_PAD, oy + top, ox + min(r, x + w + LABEL_PAD) - 1,
                             oy + top + rh - 1], fill=sel_fill)
            if text:
                d.text((ox + x, oy + top + (rh - lh) // 2), text, font=pil,
                       fill=sel_text if paint_sel else _color(text_cref, fg))
            if sub == 0 and item.state & LVIS_FOCUSED and focused:
                fl = 0 if full else x - LABEL_PAD
                fr = right if full else min(r, x + w + LABEL_PAD)
                focus_rect(d, ox + fl, oy + top, ox + fr - 1, oy + top + rh - 1)
        if st.ex_style & LVS_EX_GRIDLINES and grid:
            d.line([(ox, oy + top + rh - 1), (ox + right - 1, oy + top + rh - 1)],
                   fill=SYS_COLORS[15])

    # a row is as wide as its columns, which may pass the client's right edge: what
    # falls past it is dropped (the scroll bar beside it is not the row's)
    dc.draw((0, 0, cw, ch), fn, spill=True)
    for image, x, y in images:
        draw_image(dc, il, image, x, y)
    for image, x, y in states:
        draw_image(dc, sil, image, x, y)
