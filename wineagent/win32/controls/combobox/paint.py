"""Drawing a combo box: the sunken field and its drop-down button, the selection of a
CBS_DROPDOWNLIST box (or the owner drawing it: ODS_COMBOBOXEDIT), and the list's rows."""

from ...gdi.edges import draw_3d_rect
from ...gdi.objects import SYS_COLORS
from ...user.ownerdraw import (ODA_DRAWENTIRE, ODS_COMBOBOXEDIT, ODS_DISABLED, ODS_FOCUS,
                               ODS_SELECTED, ODT_COMBOBOX, draw_item)
from .. import odlist
from ..builtin_common import BLACK, WHITE, draw_child_frame, user_font
from ..itemlist import draw_rows
from ..imagelist import draw_image, image_list
from .field import _sel_text
from .geometry import _button_rect, _list_geom
from .state import BUTTON_W, CBS_DROPDOWNLIST, CBS_SIMPLE, EDGE, _item_h, _owner_drawn


# -- painting -------------------------------------------------------------------------------
def _paint_combo(wm, win, st, dc):
    w, h = win.client_size()
    fh = min(h, st.field_h)
    enabled = win.own_enabled
    face, shadow = SYS_COLORS[15], SYS_COLORS[16]
    font = user_font(wm, win).pil
    lh = _item_h(wm, win)
    bw = 0 if st.kind == CBS_SIMPLE else BUTTON_W
    od = _owner_drawn(win)
    text = _sel_text(st) if st.kind == CBS_DROPDOWNLIST and not od else ""
    show_focus = st.kind == CBS_DROPDOWNLIST and st.focused and not od

    def fn(d, ox, oy):
        d.rectangle([ox, oy, ox + w - 1, oy + h - 1], fill=face)
        d.rectangle([ox + EDGE, oy + EDGE, ox + w - EDGE - bw - 1, oy + fh - EDGE - 1],
                    fill=WHITE if enabled else face)
        draw_3d_rect(d, ox, oy, ox + w, oy + fh, raised=False)
        if bw:
            l, t, r, b = _button_rect(win, st)
            l, t, r, b = ox + l, oy + t, ox + r, oy + b
            d.rectangle([l, t, r - 1, b - 1], fill=face)
            off = 0
            if st.pressed:
                d.rectangle([l, t, r - 1, b - 1], outline=shadow)
                off = 1
            else:
                draw_3d_rect(d, l, t, r, b, raised=True)
            cx, cy = (l + r) // 2 - 1 + off, (t + b) // 2 - 1 + off
            for dx, dy, color in (((1, 1, WHITE), (0, 0, shadow)) if not enabled
                                  else ((0, 0, BLACK),)):
                for i in range(4):
                    yy = cy + 2 - i + dy
                    d.line([(cx - i + dx, yy), (cx + i + dx, yy)], fill=color)
        if st.kind == CBS_DROPDOWNLIST:
            tl, tt, tr, tb = ox + EDGE + 1, oy + EDGE + 1, ox + w - EDGE - bw - 1, oy + fh - EDGE - 1
            fg = BLACK if enabled else SYS_COLORS[17]
            if show_focus and tr > tl:
                d.rectangle([tl, tt, tr - 1, tb - 1], fill=SYS_COLORS[13])
                fg = SYS_COLORS[14]
            ty = oy + (fh - lh) // 2
            if text:
                d.text((tl + 2 if st.ex_edit_x is None else ox + st.ex_edit_x, ty), text,
                       font=font, fill=fg)
            if show_focus and tr > tl:
                for x in range(tl, tr, 2):
                    d.point((x, tt), fill=WHITE)
                    d.point((x, tb - 1), fill=WHITE)
                for y in range(tt, tb, 2):
                    d.point((tl, y), fill=WHITE)
                    d.point((tr - 1, y), fill=WHITE)
    dc.draw((0, 0, w, h), fn)
    if st.ex_image is not None:
        # a ComboBoxEx's picture, left in the field (geometry.set_field_image)
        il = image_list(wm.vm, st.ex_image[0])
        if il is not None:
            draw_image(dc, il, st.ex_image[1], st.ex_image[2], max(0, (fh - il.cy) // 2))


def _paint_owner_field(wm, win, st):
    """Generator: the owner draws the selected item in the field (ODS_COMBOBOXEDIT)."""
    w, h = win.client_size()
    fh = min(h, st.field_h)
    rect = (EDGE + 1, EDGE + 1, w - EDGE - BUTTON_W - 1, fh - EDGE - 1)
    state = ODS_COMBOBOXEDIT | ((ODS_SELECTED | ODS_FOCUS) if st.focused else 0) | \
        (ODS_DISABLED if not win.own_enabled else 0)
    data = st.items[st.sel][1] if 0 <= st.sel < len(st.items) else 0
    dc = wm.surface_dc(win, clip=rect)
    try:
        yield from draw_item(wm, odlist.owner_of(wm, win), ODT_COMBOBOX, win.id, st.sel,
                             ODA_DRAWENTIRE, state, win.hwnd, dc, rect, data)
    finally:
        wm.vm.gdi.release_dc(dc)


def _paint_list(wm, lbox, combo, st, dc):
    cw, ch = lbox.client_size()
    ih, rows = _list_geom(wm, st, lbox)
    font = user_font(wm, combo).pil
    mark = st.hot if st.dropped else st.sel
    enabled = combo.own_enabled
    fg = BLACK if enabled else SYS_COLORS[17]
    dc.draw((0, 0, cw, ch), lambda d, ox, oy: draw_rows(d, ox, oy, cw, ch, st.items, st.top,
                                                        ih, rows, mark, font, fg),
            spill=True)                             # the last row may be cut
    draw_child_frame(wm, lbox)
