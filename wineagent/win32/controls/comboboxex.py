"""ComboBoxEx32, the extended combo box: a window holding a COMBOBOX child (made by class
name, as comctl32 does) whose items it keeps as COMBOBOXEXITEMs (text, images, indent,
parameter).

Messages: CBEM_INSERTITEM/SETITEM/GETITEM (A and W), CBEM_DELETEITEM,
CBEM_GETCOMBOCONTROL, CBEM_GETEDITCONTROL, CBEM_SET/GETIMAGELIST,
CBEM_SET/GETEXTENDEDSTYLE, CBEM_HASEDITCHANGED; the CB_* messages go to the combo box.
The combo box's WM_COMMAND notifications reach the parent as the ComboBoxEx's own
(its id, its window), and losing the focus after an edit sends CBEN_ENDEDIT (A or W) with
CBENF_KILLFOCUS, as comctl32 does.

The field shows a picture of the list set by CBEM_SETIMAGELIST left of the edit: item
-1's image (CBEM_SETITEM), else the selected item's (not with CBES_EX_NOEDITIMAGE); with
a list the edit starts past a picture's width unless CBES_EX_NOEDITIMAGEINDENT. The drop-down list's rows are drawn as
their text (their images are kept, CBEM_GETITEM returns them, but not drawn).
"""

import struct

from ...abi.api import Unimplemented
from ..user.pyproc import window_proc
from ..core.bits import s32
from ..core.messages import (WM_COMMAND, WM_CREATE, WM_GETFONT, WM_SETFOCUS, WM_SETFONT,
                             WM_SIZE)
from ..user.window import create_window, def_window_proc, take_focus
from .comctl_shared import notify, read_item_text, register, write_item_text
from .combobox.geometry import set_field_image
from .imagelist import image_list
from .builtin_common import DEFAULT_GUI_FONT, is_wide
from ..core.dllnames import COMCTL32
from ..core.structures import COMBOBOXEXITEM

__all__ = ["comboboxex_proc", "install", "COMBOBOXEX_CLASS"]

COMBOBOXEX_CLASS = "ComboBoxEx32"
CBEM_INSERTITEMA, CBEM_SETIMAGELIST, CBEM_GETIMAGELIST = 0x401, 0x402, 0x403
CBEM_GETITEMA, CBEM_SETITEMA, CBEM_DELETEITEM = 0x404, 0x405, 0x144
CBEM_GETCOMBOCONTROL, CBEM_GETEDITCONTROL = 0x406, 0x407
CBEM_SETEXSTYLE, CBEM_GETEXTENDEDSTYLE, CBEM_HASEDITCHANGED = 0x408, 0x409, 0x40A
CBEM_INSERTITEMW, CBEM_SETITEMW, CBEM_GETITEMW, CBEM_SETEXTENDEDSTYLE = 0x40B, 0x40C, 0x40D, 0x40E
CBEM_SETUNICODEFORMAT, CBEM_GETUNICODEFORMAT = 0x2005, 0x2006
CBEIF_TEXT, CBEIF_IMAGE, CBEIF_SELECTEDIMAGE, CBEIF_OVERLAY = 0x1, 0x2, 0x4, 0x8
CBEIF_INDENT, CBEIF_LPARAM = 0x10, 0x20
CB_DELETESTRING, CB_GETCOUNT, CB_GETCURSEL = 0x144, 0x146, 0x147
CB_INSERTSTRING, CB_RESETCONTENT, CB_SETCURSEL = 0x14A, 0x14B, 0x14E
CB_FIRST, CB_LAST = 0x140, 0x16F
CBN_SELCHANGE, CBN_KILLFOCUS, CBN_EDITCHANGE = 1, 4, 5
CBEN_ENDEDITA, CBEN_ENDEDITW = -805, -806
CBENF_KILLFOCUS = 1
WM_GETTEXT, WM_SETTEXT, WM_GETTEXTLENGTH = 0x0D, 0x0C, 0x0E
EM_GETSEL = 0xB0


class ComboExState:
    """The COMBOBOX child, the items' extra fields and the image list."""

    def __init__(self):
        self.combo = 0
        self.items = []        # dicts: image, selimage, overlay, indent, lparam
        self.himl = 0
        self.ex_style = 0
        self.edited = False
        self.edit_item = {}    # CBEM_SETITEM's fields of item -1 (the edit box)


#: CBEM_GETITEM's image, indent and lParam fields: (mask bit, COMBOBOXEXITEM field, key)
_ITEM_FIELDS = ((CBEIF_IMAGE, "iImage", "image"),
                (CBEIF_SELECTEDIMAGE, "iSelectedImage", "selimage"),
                (CBEIF_OVERLAY, "iOverlay", "overlay"),
                (CBEIF_INDENT, "iIndent", "indent"),
                (CBEIF_LPARAM, "lParam", "lparam"))


def _st(win):
    st = win.state.get("comboex")
    if st is None:
        st = win.state["comboex"] = ComboExState()
    return st


def _edit_of(wm, st):
    combo = wm.get(st.combo)
    if combo is None:
        return 0
    for h in combo.children:
        child = wm.get(h)
        if child is not None and isinstance(child.cls.name, str) and \
                child.cls.name.upper() == "EDIT":
            return h
    return 0


def _combo_text(wm, st):
    """Generator: the text the combo box's field shows (its WM_GETTEXT)."""
    vm = wm.vm
    n = (yield from wm.send(st.combo, WM_GETTEXTLENGTH, 0, 0)) & 0xFFFFFFFF
    p = vm.heap.alloc(2 * n + 2)
    try:
        got = (yield from wm.send(st.combo, WM_GETTEXT, n + 1, p)) & 0xFFFFFFFF
        return vm.mem.read(p, 2 * min(got, n)).decode("utf-16-le", "replace")
    finally:
        vm.heap.free(p)


def _send_text(wm, st, msg, wparam, text):
    """Generator: send ``msg`` to the combo box with ``text`` (UTF-16) as lParam."""
    vm = wm.vm
    data = text.encode("utf-16-le") + b"\0\0"
    p = vm.heap.alloc(len(data))
    vm.mem.write(p, data)
    try:
        return (yield from wm.send(st.combo, msg, wparam, p))
    finally:
        vm.heap.free(p)


def _item(wm, ptr):
    """COMBOBOXEXITEM's fields at ``ptr`` (A and W: one layout): mask, iItem, pszText,
    cchTextMax, iImage, iSelectedImage, iOverlay, iIndent, lParam."""
    vm = wm.vm
    return COMBOBOXEXITEM.A.values(vm.mem, ptr, vm.ptr_size)


def comboboxex_proc(wm, win, msg, wparam, lparam):
    """Window procedure of ComboBoxEx32."""
    st = _st(win)
    vm = wm.vm
    if msg == WM_CREATE:
        # the combo box: the CBS_* bits of our style, visible, filling us
        style = 0x40000000 | 0x10000000 | 0x00200000 | (win.style & 0xFFFF)
        st.combo = yield from create_window(vm, 0, "COMBOBOX", "", style, 0, 0, win.w,
                                            win.h, win.hwnd, win.id, 0, 0, True)
        if not st.combo:
            return 0xFFFFFFFF
        # comctl32 gives its combo box its own default font (the icon title font, MS Sans
        # Serif 8 here, as DEFAULT_GUI_FONT), so it does not draw in USER's System font.
        hfont = vm.gdi.handle_of(vm.gdi.stock[DEFAULT_GUI_FONT])
        win.state["font"] = hfont
        yield from wm.send(st.combo, WM_SETFONT, hfont, 0)
        # As comctl32: the ComboBoxEx is as tall as its closed combo box (the list hangs
        # below it), so GetWindowRect gives the height a rebar band needs.
        combo = wm.get(st.combo)
        if combo is not None and combo.h != win.h:
            wm.move_window(win, win.x, win.y, win.w, combo.h)
        return 0
    if msg in (CBEM_INSERTITEMA, CBEM_INSERTITEMW):
        wide = msg == CBEM_INSERTITEMW
        mask, index, text, _, image, selimage, overlay, indent, lp = _item(wm, lparam)
        if mask & CBEIF_TEXT and text == (1 << 8 * vm.ptr_size) - 1:
            raise Unimplemented("%s!CBEM_INSERTITEM (LPSTR_TEXTCALLBACK)" % COMCTL32)
        s = (read_item_text(wm, text, wide) or "") if mask & CBEIF_TEXT else ""
        r = yield from _send_text(wm, st, CB_INSERTSTRING, index & 0xFFFFFFFF, s)
        k = s32(r)
        if k < 0:
            return 0xFFFFFFFF
        st.items.insert(k, {"image": image if mask & CBEIF_IMAGE else 0,
                            "selimage": selimage if mask & CBEIF_SELECTEDIMAGE else 0,
                            "overlay": overlay if mask & CBEIF_OVERLAY else 0,
                            "indent": indent if mask & CBEIF_INDENT else 0,
                            "lparam": lp if mask & CBEIF_LPARAM else 0})
        return k
    if msg in (CBEM_SETITEMA, CBEM_SETITEMW, CBEM_GETITEMA, CBEM_GETITEMW):
        wide = msg in (CBEM_SETITEMW, CBEM_GETITEMW)
        mask, index, text, cch, image, selimage, overlay, indent, lp = _item(wm, lparam)
        if index == -1 and msg in (CBEM_SETITEMA, CBEM_SETITEMW):
            # item -1 is the edit box's (documented): its text becomes the box's text;
            # its image fields are kept (images are not drawn, as for the list's items)
            if mask & CBEIF_TEXT:
                yield from _send_text(wm, st, WM_SETTEXT, 0,
                                      read_item_text(wm, text, wide) or "")
            for bit, key, value in ((CBEIF_IMAGE, "image", image),
                                    (CBEIF_SELECTEDIMAGE, "selimage", selimage),
                                    (CBEIF_OVERLAY, "overlay", overlay),
                                    (CBEIF_INDENT, "indent", indent),
                                    (CBEIF_LPARAM, "lparam", lp)):
                if mask & bit:
                    st.edit_item[key] = value
            _update_field(wm, st)
            return 1
        if index == -1:
            # item -1 is what the edit box shows: its text, and the fields CBEM_SETITEM
            # gave item -1 (0 until then)
            if mask & CBEIF_TEXT:
                write_item_text(wm, text, (yield from _combo_text(wm, st)), cch, wide)
            item = COMBOBOXEXITEM.variant(wide).at(vm.mem, lparam, vm.ptr_size)
            for bit, field, key in _ITEM_FIELDS:
                if mask & bit:
                    setattr(item, field, st.edit_item.get(key, 0))
            return 1
        if not 0 <= index < len(st.items):
            return 0
        it = st.items[index]
        if msg in (CBEM_SETITEMA, CBEM_SETITEMW):
            if mask & CBEIF_TEXT:
                s = read_item_text(wm, text, wide) or ""
                cur = s32((yield from wm.send(st.combo, CB_GETCURSEL, 0, 0)))
                yield from wm.send(st.combo, CB_DELETESTRING, index, 0)
                yield from _send_text(wm, st, CB_INSERTSTRING, index, s)
                if cur == index:
                    yield from wm.send(st.combo, CB_SETCURSEL, index, 0)
            for bit, key, value in ((CBEIF_IMAGE, "image", image),
                                    (CBEIF_SELECTEDIMAGE, "selimage", selimage),
                                    (CBEIF_OVERLAY, "overlay", overlay),
                                    (CBEIF_INDENT, "indent", indent),
                                    (CBEIF_LPARAM, "lparam", lp)):
                if mask & bit:
                    it[key] = value
            _update_field(wm, st)
            return 1
        if mask & CBEIF_TEXT:
            combo = wm.get(st.combo)
            items = combo.state["combo"].items if combo is not None and "combo" in combo.state \
                else None
            s = items[index][0] if items is not None and index < len(items) else ""
            write_item_text(wm, text, s, cch, wide)
        item = COMBOBOXEXITEM.variant(wide).at(vm.mem, lparam, vm.ptr_size)
        for bit, field, key in _ITEM_FIELDS:
            if mask & bit:
                setattr(item, field, it[key])
        return 1
    if msg == CBEM_DELETEITEM:
        k = s32(wparam)
        if not 0 <= k < len(st.items):
            return 0xFFFFFFFF
        del st.items[k]
        answer = yield from wm.send(st.combo, CB_DELETESTRING, k, 0)
        _update_field(wm, st)
        return answer
    if msg == CB_RESETCONTENT:
        st.items = []
        answer = yield from wm.send(st.combo, msg, wparam, lparam)
        _update_field(wm, st)
        return answer
    if msg == CBEM_GETCOMBOCONTROL:
        return st.combo
    if msg == CBEM_GETEDITCONTROL:
        return _edit_of(wm, st)
    if msg == CBEM_SETIMAGELIST:
        old, st.himl = st.himl, lparam
        _update_field(wm, st)
        return old
    if msg == CBEM_GETIMAGELIST:
        return st.himl
    if msg in (CBEM_SETEXSTYLE, CBEM_SETEXTENDEDSTYLE):
        mask = wparam or 0xFFFFFFFF
        old = st.ex_style
        st.ex_style = (old & ~mask) | (lparam & mask)
        _update_field(wm, st)
        return old
    if msg == CBEM_GETEXTENDEDSTYLE:
        return st.ex_style
    if msg == CBEM_HASEDITCHANGED:
        return 1 if st.edited else 0
    if msg in (CBEM_SETUNICODEFORMAT, CBEM_GETUNICODEFORMAT):
        old = 1 if is_wide(win) else 0
        if msg == CBEM_SETUNICODEFORMAT:
            win.unicode = bool(wparam)
        return old
    if CB_FIRST <= msg <= CB_LAST or msg in (WM_GETTEXT, WM_SETTEXT, WM_GETTEXTLENGTH):
        if msg == CB_DELETESTRING and 0 <= s32(wparam) < len(st.items):
            del st.items[s32(wparam)]
        answer = yield from wm.send(st.combo, msg, wparam, lparam)
        if msg in (CB_SETCURSEL, CB_DELETESTRING):
            _update_field(wm, st)
        return answer
    if msg == WM_COMMAND and lparam == st.combo:
        code = (wparam >> 16) & 0xFFFF
        if code == CBN_EDITCHANGE:
            st.edited = True
        if code == CBN_SELCHANGE:
            _update_field(wm, st)
        if code == CBN_KILLFOCUS and st.edited:
            st.edited = False
            yield from _end_edit(wm, win, st)
        if win.is_child and wm.get(win.parent) is not None:
            yield from wm.send(win.parent, WM_COMMAND, (code << 16) | (win.id & 0xFFFF),
                               win.hwnd)
        return 0
    if msg == WM_SIZE:
        combo = wm.get(st.combo)
        if combo is not None and (combo.w, combo.x, combo.y) != (win.w, 0, 0):
            wm.move_window(combo, 0, 0, win.w, combo.h)
        return 0
    if msg == WM_SETFOCUS:
        combo = wm.get(st.combo)
        if combo is not None:
            yield from take_focus(wm, combo)
        return 0
    if msg == WM_SETFONT:
        win.state["font"] = wparam
        if st.combo:
            yield from wm.send(st.combo, WM_SETFONT, wparam, lparam)
        return 0
    if msg == WM_GETFONT:
        return win.state.get("font", 0)
    return (yield from def_window_proc(wm, win, msg, wparam, lparam, is_wide(win)))


CBES_EX_NOEDITIMAGE, CBES_EX_NOEDITIMAGEINDENT = 0x1, 0x2
START, GAP = 6, 4               # the picture's left and its gap to the edit (Wine 8's lines)


def _update_field(wm, st):
    """The picture the combo box's field shows: item -1's image (CBEM_SETITEM), else the
    selected item's, from the CBEM_SETIMAGELIST list (none with CBES_EX_NOEDITIMAGE), 6
    pixels in; with a list the edit starts past a picture's width and a gap (not with
    CBES_EX_NOEDITIMAGEINDENT), where Wine 8 puts both. Without a list the edit keeps the
    combo box's place (Wine 8 moves it 4 pixels right and 2 down even then)."""
    combo = wm.get(st.combo)
    if combo is None:
        return
    il = image_list(wm.vm, st.himl)
    image, edit_x = None, None
    if il is not None:
        edit_x = START + 1 + (0 if st.ex_style & CBES_EX_NOEDITIMAGEINDENT else il.cx + GAP)
        sel = combo.state["combo"].sel if "combo" in combo.state else -1
        if "image" in st.edit_item:
            index = s32(st.edit_item["image"])
        elif 0 <= sel < len(st.items):
            index = s32(st.items[sel]["image"])
        else:
            index = -1
        if 0 <= index < len(il.images) and not st.ex_style & CBES_EX_NOEDITIMAGE:
            image = (st.himl, index, START)
    set_field_image(wm, combo, image, edit_x)


def _end_edit(wm, win, st):
    """Generator: CBEN_ENDEDIT {fChanged, iNewSelection, szText[260], iWhy}."""
    vm = wm.vm
    wide = is_wide(win)
    buf = vm.heap.alloc(520)
    try:
        n = yield from wm.send(st.combo, WM_GETTEXT, 260, buf)
        text = vm.mem.wstr(buf) if n else ""
    finally:
        vm.heap.free(buf)
    sel = s32((yield from wm.send(st.combo, CB_GETCURSEL, 0, 0)))
    field = text.encode("utf-16-le" if wide else "cp1252", "replace")[:(518 if wide else 259)]
    field = field.ljust(520 if wide else 260, b"\0")
    yield from notify(wm, win, CBEN_ENDEDITW if wide else CBEN_ENDEDITA,
                      struct.pack("<Ii", 1, sel) + field + struct.pack("<i", CBENF_KILLFOCUS))


window_proc(COMCTL32, "wineagent.ComboBoxExProc", comboboxex_proc)


def install(vm):
    """Register ComboBoxEx32 (CS_GLOBALCLASS)."""
    register(vm, COMBOBOXEX_CLASS, comboboxex_proc, "wineagent.ComboBoxExProc", 0x4000)
