"""Drawing a tree view: the lines between items, the +/- buttons, the images, the
labels with the selection and the focus rectangle."""

from ...gdi.colors import SYS_COLORS, rgb
from ..builtin_common import BLACK, WHITE, ctl_font, draw_child_frame
from ..comctl_shared import focus_rect
from ..imagelist import draw_image, image_list
from .layout import _item_x, _lines_at_root, item_height, state_image
from .state import (BUTTON, LINE, TVIS_DROPHILITED, TVIS_EXPANDED, TVIS_SELECTED,
                    TVSIL_NORMAL, TVS_HASBUTTONS, TVS_HASLINES, TVS_SHOWSELALWAYS)


def _color(value, default):
    return default if value in (0xFFFFFFFF, 0xFF000000) else rgb(value)


def _paint(wm, win, st, dc, rows, shown):
    cw, ch = win.client_size()
    font = ctl_font(wm, win)
    pil, lh = font.pil, font.line_height
    h = item_height(wm, win)
    il = image_list(wm.vm, st.himl[TVSIL_NORMAL])
    bk = _color(st.bk, SYS_COLORS[5])
    fg = _color(st.fg, SYS_COLORS[8])
    focused = wm.focus == win.hwnd
    lines = bool(win.style & TVS_HASLINES)
    buttons = bool(win.style & TVS_HASBUTTONS)
    at_root = _lines_at_root(win)
    images = []

    def dotted_v(d, x, y0, y1):
        for y in range(y0 + ((y0 + x) & 1), y1 + 1, 2):
            d.point((x, y), fill=LINE)

    def dotted_h(d, x0, x1, y):
        for x in range(x0 + ((x0 + y) & 1), x1 + 1, 2):
            d.point((x, y), fill=LINE)

    def fn(d, ox, oy):
        d.rectangle([ox, oy, ox + cw - 1, oy + ch - 1], fill=bk)
        for k, node, depth, text, image, has in shown:
            top = (k - st.top) * h
            mid = top + h // 2
            x0 = _item_x(win, st, depth)
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
            if buttons and show_own and has:
                l, t = cx - BUTTON // 2, mid - BUTTON // 2
                d.rectangle([ox + l, oy + t, ox + l + BUTTON - 1, oy + t + BUTTON - 1],
                            fill=WHITE, outline=LINE)
                d.line([(ox + l + 2, oy + mid), (ox + l + BUTTON - 3, oy + mid)], fill=BLACK)
                if not node.state & TVIS_EXPANDED:
                    d.line([(ox + cx, oy + t + 2), (ox + cx, oy + t + BUTTON - 3)], fill=BLACK)
            x = x0
            sil, sindex = state_image(wm, st, node)
            if sil is not None:
                # the state image (NSIS's check boxes) before the item's image and label
                images.append((sil, sindex, x, top + (h - sil.cy) // 2))
                x += sil.cx
            if il is not None:
                images.append((il, image, x, top + (h - il.cy) // 2))
                x += il.cx + 3
            w = int(pil.getlength(text)) + 4
            selected = node.state & TVIS_SELECTED and (focused or win.style & TVS_SHOWSELALWAYS)
            hot = node.state & TVIS_DROPHILITED
            color = fg
            if (selected and focused) or hot:
                d.rectangle([ox + x, oy + top, ox + x + w - 1, oy + top + h - 1],
                            fill=SYS_COLORS[13])
                color = WHITE
            elif selected:
                d.rectangle([ox + x, oy + top, ox + x + w - 1, oy + top + h - 1],
                            fill=SYS_COLORS[15])
            d.text((ox + x + 2, oy + top + (h - lh) // 2), text, font=pil, fill=color)
            if node.state & TVIS_SELECTED and focused:
                focus_rect(d, ox + x, oy + top, ox + x + w - 1, oy + top + h - 1)

    # The extent fn touches: the last row shown may reach below the client area and a
    # label past its right edge; dc.draw clips only what it is told fn may touch.
    bottom = max([ch] + [(k - st.top + 1) * h for k, *_ in shown])
    right = max([cw] + [_item_x(win, st, depth) + (il.cx + 3 if il is not None else 0)
                        + (state_image(wm, st, n)[0].cx if state_image(wm, st, n)[0] else 0)
                        + int(pil.getlength(text)) + 4 for _k, n, depth, text, _i, _h in shown])
    dc.draw((0, 0, right, bottom), fn)
    for lst, image, x, y in images:
        draw_image(dc, lst, image, x, y)
    draw_child_frame(wm, win)
