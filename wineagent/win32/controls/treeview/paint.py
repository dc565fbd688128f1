"""Drawing a tree view: the lines between items, the +/- buttons, the images, the
labels with the selection and the focus rectangle; TVIS_BOLD items in bold. NM_CUSTOMDRAW
(NMTVCUSTOMDRAW) is asked before the paint and, when the parent answers
CDRF_NOTIFYITEMDRAW, before each item (its clrText / clrTextBk and the font it selects
with CDRF_NEWFONT draw the label; CDRF_SKIPDEFAULT leaves the item to it) and after it
(CDRF_NOTIFYPOSTPAINT), as documented. CDRF_NOTIFYITEMERASE brings no item-erase
notification: Windows' tree view sends none."""

from ....abi.api import Unimplemented
from ...core.dllnames import COMCTL32
from ...core.structures import NMTVCUSTOMDRAW
from ...gdi.colors import SYS_COLORS, rgb
from ...gdi.objects import Font
from ..builtin_common import BLACK, WHITE, ctl_font, draw_child_frame
from ..comctl_shared import CLR_NONE, custom_draw, focus_rect
from ..imagelist import draw_image, image_list
from .layout import _item_x, _lines_at_root, item_height, state_image
from .state import (BUTTON, LINE, TVIS_BOLD, TVIS_DROPHILITED, TVIS_EXPANDED, TVIS_SELECTED,
                    TVSIL_NORMAL, TVS_HASBUTTONS, TVS_HASLINES, TVS_SHOWSELALWAYS)

CDDS_PREPAINT, CDDS_POSTPAINT, CDDS_ITEM = 0x1, 0x2, 0x10000
CDRF_NEWFONT, CDRF_SKIPDEFAULT, CDRF_NOTIFYPOSTPAINT, CDRF_NOTIFYITEMDRAW = 0x2, 0x4, 0x10, 0x20
CDRF_NOTIFYITEMERASE = 0x80
CDIS_SELECTED, CDIS_FOCUS = 0x1, 0x10


def _color(value, default):
    return default if value in (0xFFFFFFFF, 0xFF000000) else rgb(value)


def _colorref(c):
    r, g, b = c[:3]
    return r | (g << 8) | (b << 16)


def _custom_draw(wm, win, hdc, stage, rect, node=None, state=0, level=0,
                 colors=(CLR_NONE, CLR_NONE)):
    """Generator: NM_CUSTOMDRAW (NMTVCUSTOMDRAW) at ``stage`` for ``node`` (None: the
    control); returns the answer and the (clrText, clrTextBk) the parent left."""
    spec, param = (node.handle, node.param) if node is not None else (0, 0)
    return (yield from custom_draw(wm, win, NMTVCUSTOMDRAW, hdc, stage, rect, spec, state,
                                   param, colors, iLevel=level))


def _check(answer, allowed, what):
    if answer & ~allowed:
        raise Unimplemented("%s!treeview NM_CUSTOMDRAW %s answer %#x" % (COMCTL32, what, answer))


def _bold(font):
    """The control's font in bold (a TVIS_BOLD item's label)."""
    return Font(font.height, 700, font.face, font.pitch, font.width, italic=font.italic,
                underline=font.underline, strikeout=font.strikeout, charset=font.charset)


def _paint(wm, win, st, dc, rows, shown):
    """Generator: paint the items ``shown`` (index, node, depth, text, image, has
    children), asking the parent with NM_CUSTOMDRAW as the module docstring says."""
    cw, ch = win.client_size()
    font = ctl_font(wm, win)
    h = item_height(wm, win)
    il = image_list(wm.vm, st.himl[TVSIL_NORMAL])
    bk = _color(st.bk, SYS_COLORS[5])
    fg = _color(st.fg, SYS_COLORS[8])
    focused = wm.focus == win.hwnd
    lines = bool(win.style & TVS_HASLINES)
    buttons = bool(win.style & TVS_HASBUTTONS)
    at_root = _lines_at_root(win)

    line = _color(st.line_color, LINE)      # TVM_SETLINECOLOR's, or the default gray

    def dotted_v(d, x, y0, y1):
        for y in range(y0 + ((y0 + x) & 1), y1 + 1, 2):
            d.point((x, y), fill=line)

    def dotted_h(d, x0, x1, y):
        for x in range(x0 + ((x0 + y) & 1), x1 + 1, 2):
            d.point((x, y), fill=line)

    def draw_item(k, node, depth, text, label_font, colors, images):
        """Generator-free drawing of one row; returns the function dc.draw runs and the
        row's right edge."""
        top = (k - st.top) * h
        x0 = _item_x(win, st, depth)
        x = x0
        sil, sindex = state_image(wm, st, node)
        if sil is not None:
            # the state image (NSIS's check boxes) before the item's image and label
            images.append((sil, sindex, x, top + (h - sil.cy) // 2))
            x += sil.cx
        if il is not None:
            images.append((il, image_of[node.handle], x, top + (h - il.cy) // 2))
            x += il.cx + 3
        pil, lh = label_font.pil, label_font.line_height
        w = int(pil.getlength(text)) + 4

        def fn(d, ox, oy):
            mid = top + h // 2
            cx = x0 - st.indent // 2          # centre of the item's indent column
            show_own = depth > 0 or at_root
            if lines and show_own:
                # horizontal to the item; vertical from the row above (or the middle of a
                # first root) down to the next sibling
                dotted_h(d, ox + cx, ox + x0 - 1, oy + mid)
                sibs = node.parent.children
                first_root = node.parent is st.root and sibs[0] is node
                y0 = mid if first_root else top
                y1 = top + h - 1 if sibs[-1] is not node else mid
                dotted_v(d, ox + cx, oy + y0, oy + y1)
            if lines:
                # the vertical lines of ancestors that still have siblings below
                p, pd = node.parent, depth - 1
                while p is not None and p is not st.root:
                    if (pd > 0 or at_root) and p.parent.children[-1] is not p:
                        px = _item_x(win, st, pd) - st.indent // 2
                        dotted_v(d, ox + px, oy + top, oy + top + h - 1)
                    p, pd = p.parent, pd - 1
            if buttons and show_own and has_of[node.handle]:
                l, t = cx - BUTTON // 2, mid - BUTTON // 2
                d.rectangle([ox + l, oy + t, ox + l + BUTTON - 1, oy + t + BUTTON - 1],
                            fill=WHITE, outline=line)
                d.line([(ox + l + 2, oy + mid), (ox + l + BUTTON - 3, oy + mid)], fill=BLACK)
                if not node.state & TVIS_EXPANDED:
                    d.line([(ox + cx, oy + t + 2), (ox + cx, oy + t + BUTTON - 3)], fill=BLACK)
            text_c, back_c = colors
            if back_c is not None:
                d.rectangle([ox + x, oy + top, ox + x + w - 1, oy + top + h - 1], fill=back_c)
            d.text((ox + x + 2, oy + top + (h - lh) // 2), text, font=pil, fill=text_c)
            if node.state & TVIS_SELECTED and focused:
                focus_rect(d, ox + x, oy + top, ox + x + w - 1, oy + top + h - 1)
        return fn, x + w

    image_of = {n.handle: image for _k, n, _d, _t, image, _h in shown}
    has_of = {n.handle: has for _k, n, _d, _t, _i, has in shown}
    dc.draw((0, 0, cw, ch), lambda d, ox, oy: d.rectangle([ox, oy, ox + cw - 1, oy + ch - 1],
                                                          fill=bk))
    gdi = wm.vm.gdi
    dc.font = font              # the control's font is in the DC the parent is given
    hdc = gdi.add(dc)
    try:
        answer, _ = yield from _custom_draw(wm, win, hdc, CDDS_PREPAINT, (0, 0, cw, ch))
        # CDRF_NOTIFYITEMERASE is accepted and asks for nothing: Windows' tree view sends
        # no CDDS_ITEMPREERASE / ITEMPOSTERASE (Wine's treeview.c parent_cd_seq, written
        # against Windows, lists the paint's notifications without them)
        _check(answer, CDRF_SKIPDEFAULT | CDRF_NOTIFYITEMDRAW | CDRF_NOTIFYPOSTPAINT
               | CDRF_NOTIFYITEMERASE, "paint")
        if answer & CDRF_SKIPDEFAULT:
            return
        for k, node, depth, text, _image, _has in shown:
            top = (k - st.top) * h
            selected = node.state & TVIS_SELECTED and (focused or win.style & TVS_SHOWSELALWAYS)
            hot = node.state & TVIS_DROPHILITED
            # the colours the label takes (and the parent is offered): the highlight when
            # selected in a focused control (or drop-highlighted), the button face when
            # selected in an unfocused one, else the control's
            if (selected and focused) or hot:
                text_c, back_c = SYS_COLORS[14], SYS_COLORS[13]
            elif selected:
                text_c, back_c = fg, SYS_COLORS[15]
            else:
                text_c, back_c = fg, bk
            label_font = _bold(font) if node.state & TVIS_BOLD else font
            item_answer = 0
            rect = (0, top, cw, top + h)
            state = (CDIS_SELECTED if node.state & TVIS_SELECTED else 0) | \
                (CDIS_FOCUS if node.handle == st.sel else 0)
            offered = (_colorref(text_c), _colorref(back_c))
            if answer & CDRF_NOTIFYITEMDRAW:
                # the DC holds the item's font and the colours offered (what a parent that
                # changed them for the item before finds again: Windows' answers in Wine's
                # treeview.c, written against Windows)
                dc.font = label_font
                dc.text_color, dc.bk_color = offered
                item_answer, back = yield from _custom_draw(
                    wm, win, hdc, CDDS_ITEM | CDDS_PREPAINT, rect, node, state, depth,
                    (_colorref(text_c), _colorref(back_c)))
                _check(item_answer, CDRF_NEWFONT | CDRF_SKIPDEFAULT | CDRF_NOTIFYPOSTPAINT,
                       "item")
                if item_answer & CDRF_SKIPDEFAULT:
                    continue
                text_c, back_c = _color(back[0], text_c), _color(back[1], back_c)
                if item_answer & CDRF_NEWFONT:
                    label_font = dc.font
            images = []
            fn, right = draw_item(k, node, depth, text, label_font,
                                  (text_c, None if back_c == bk else back_c), images)
            # the row, clipped to itself (a taller CDRF_NEWFONT font stays in its row, as
            # on Windows); a label may reach past the client's right edge
            dc.draw((0, top, max(cw, right), top + h), fn, spill=True)
            for lst, image, x, y in images:
                draw_image(dc, lst, image, x, y)
            if item_answer & CDRF_NOTIFYPOSTPAINT:
                # at the post-paint the control's font and the offered colours are back
                dc.font = font
                dc.text_color, dc.bk_color = offered
                yield from _custom_draw(wm, win, hdc, CDDS_ITEM | CDDS_POSTPAINT, rect, node,
                                        state, depth, (_colorref(text_c), _colorref(back_c)))
        if answer & CDRF_NOTIFYPOSTPAINT:
            yield from _custom_draw(wm, win, hdc, CDDS_POSTPAINT, (0, 0, cw, ch))
    finally:
        gdi.objects.pop(hdc, None)
        dc.font = font
        draw_child_frame(wm, win)
