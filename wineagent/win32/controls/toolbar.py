"""ToolbarWindow32, the toolbar, drawn like comctl32 5.8 in the Windows 2000 classic
scheme: one row of buttons (raised 3D edges; sunken when pressed or checked, checked ones
over a dither; flat ones with TBSTYLE_FLAT, raised only while pressed) with their images,
grey embossed when disabled, and separators (gaps, etched lines when flat).

Messages: TB_BUTTONSTRUCTSIZE, TB_ADDBITMAP (a program bitmap resource, a bitmap handle,
or comctl32's standard images — ``stdbitmaps.py``), TB_ADDBUTTONS/INSERTBUTTON (A and
W), DELETEBUTTON, GETBUTTON, BUTTONCOUNT, COMMANDTOINDEX, ENABLEBUTTON, CHECKBUTTON,
PRESSBUTTON, HIDEBUTTON, INDETERMINATE, IS*, SET/GETSTATE, SET/GETBUTTONINFO (no
text), SETBITMAPSIZE, SETBUTTONSIZE, GETBUTTONSIZE, GETITEMRECT, GETRECT, GETMAXSIZE,
AUTOSIZE, SET/GETIMAGELIST, SETPARENT, SET/GETEXTENDEDSTYLE, SETINDENT, GETROWS,
SET/GETSTYLE, ADDSTRING, GETBUTTONTEXT. A click on an enabled button sends WM_COMMAND(id, BN_CLICKED) and NM_CLICK
to the parent (or the TB_SETPARENT window); BTNS_CHECK buttons toggle, BTNS_CHECKGROUP
ones check within their group.

Button text: TB_ADDSTRING (A/W) from a list of strings, a button's iString indexing them
(or pointing at its own string), drawn below the image or beside it with TBSTYLE_LIST;
the buttons grow to hold the texts; TB_GETBUTTONTEXT (A/W).

Not here: the tooltip window TBSTYLE_TOOLTIPS asks for (TB_GETTOOLTIPS answers NULL, as
for a toolbar without one), strings from a string resource and TBIF_TEXT (they stop the
guest as unimplemented), wrapping into several rows and customisation.
"""

from PIL import Image, ImageChops

from ...abi.api import Unimplemented
from ..user.pyproc import window_proc
from ..core.bits import s32
from ..core.messages import (WM_COMMAND, WM_CREATE, WM_DESTROY, WM_GETFONT, WM_LBUTTONDOWN,
                             WM_LBUTTONDBLCLK, WM_LBUTTONUP, WM_MOUSEMOVE, WM_PAINT,
                             WM_SETFONT, WM_SIZE)
from ..gdi.colors import SYS_COLORS
from ..gdi.edges import draw_3d_rect
from ..user.resources import load_bitmap
from ..user.window import begin_paint, def_window_proc, end_paint
from .comctl_shared import font_message, notify, read_item_text, register, write_item_text
from .builtin_common import BLACK, WHITE, ctl_font, is_wide, lparam_xy
from .imagelist import ImageList, bitmap_images, draw_image, image_list
from .stdbitmaps import standard_images
from ..core.dllnames import COMCTL32
from ..core.structures import NMHDR, NMMOUSE, RECT, SIZE, TBADDBITMAP, TBBUTTON, TBBUTTONINFO
from .comctl_shared import repaint_on_theme_change

__all__ = ["toolbar_proc", "install", "TOOLBAR_CLASS", "button_rects", "add_buttons",
           "toolbar_state", "autosize", "add_bitmap"]

TOOLBAR_CLASS = "ToolbarWindow32"
TB_ENABLEBUTTON, TB_CHECKBUTTON, TB_PRESSBUTTON, TB_HIDEBUTTON = 0x401, 0x402, 0x403, 0x404
TB_INDETERMINATE, TB_ISBUTTONENABLED, TB_ISBUTTONCHECKED = 0x405, 0x409, 0x40A
TB_ISBUTTONPRESSED, TB_ISBUTTONHIDDEN, TB_ISBUTTONINDETERMINATE = 0x40B, 0x40C, 0x40D
TB_SETSTATE, TB_GETSTATE, TB_ADDBITMAP, TB_ADDBUTTONSA = 0x411, 0x412, 0x413, 0x414
TB_INSERTBUTTONA, TB_DELETEBUTTON, TB_GETBUTTON, TB_BUTTONCOUNT = 0x415, 0x416, 0x417, 0x418
TB_COMMANDTOINDEX, TB_ADDSTRINGA, TB_GETITEMRECT, TB_BUTTONSTRUCTSIZE = 0x419, 0x41C, 0x41D, 0x41E
TB_SETBUTTONSIZE, TB_SETBITMAPSIZE, TB_AUTOSIZE = 0x41F, 0x420, 0x421
TB_GETTOOLTIPS, TB_SETTOOLTIPS, TB_SETPARENT, TB_GETROWS = 0x423, 0x424, 0x425, 0x428
TB_SETINDENT, TB_SETIMAGELIST, TB_GETIMAGELIST, TB_GETRECT = 0x42F, 0x430, 0x431, 0x433
TB_SETSTYLE, TB_GETSTYLE, TB_GETBUTTONSIZE, TB_SETMAXTEXTROWS = 0x438, 0x439, 0x43A, 0x43C
TB_GETBUTTONINFOW, TB_SETBUTTONINFOW = 0x43F, 0x440
TB_GETBUTTONINFOA, TB_SETBUTTONINFOA = 0x441, 0x442
TB_INSERTBUTTONW, TB_ADDBUTTONSW, TB_ADDSTRINGW = 0x443, 0x444, 0x44D
TB_GETBUTTONTEXTA, TB_GETBUTTONTEXTW = 0x42D, 0x44B
TB_GETMAXSIZE, TB_SETEXTENDEDSTYLE, TB_GETEXTENDEDSTYLE = 0x453, 0x454, 0x455
TB_SETUNICODEFORMAT, TB_GETUNICODEFORMAT = 0x2005, 0x2006
TBSTATE_CHECKED, TBSTATE_PRESSED, TBSTATE_ENABLED, TBSTATE_HIDDEN = 0x1, 0x2, 0x4, 0x8
TBSTATE_INDETERMINATE = 0x10
BTNS_SEP, BTNS_CHECK, BTNS_GROUP, BTNS_DROPDOWN = 0x1, 0x2, 0x4, 0x8
TBSTYLE_FLAT, TBSTYLE_WRAPABLE, TBSTYLE_LIST = 0x800, 0x200, 0x1000
CCS_TOP, CCS_NOMOVEY, CCS_NORESIZE, CCS_NOPARENTALIGN, CCS_NODIVIDER = 0x1, 0x2, 0x4, 0x8, 0x40
HINST_COMMCTRL = 0xFFFFFFFF
TBIF_IMAGE, TBIF_TEXT, TBIF_STATE, TBIF_STYLE, TBIF_LPARAM = 0x1, 0x2, 0x4, 0x8, 0x10
TBIF_COMMAND, TBIF_SIZE, TBIF_BYINDEX = 0x20, 0x40, 0x80000000
NM_CLICK = -2
SEPARATOR_W = 8
TEXT_PAD = 3
TOP = 2             # buttons sit this far below the top edge (the divider's room)


class Button:
    """One toolbar button (TBBUTTON's fields)."""

    def __init__(self, bitmap, cmd, state, style, data, string):
        self.bitmap, self.cmd, self.state, self.style = bitmap, cmd, state, style
        self.data, self.string = data, string
        self.cx = 0          # TBIF_SIZE width (0: the button size)
        self.text = None     # TBIF_TEXT's text, once set (wins over the string)


class ToolbarState:
    """Buttons, their images, sizes and where notifications go."""

    def __init__(self):
        self.buttons = []
        self.own = None          # the image list TB_ADDBITMAP fills
        self.own_handle = 0      # its HIMAGELIST
        self.himl = 0            # TB_SETIMAGELIST's list (wins over ``own``)
        self.bitmap_size = (16, 15)
        self.button_size = (24, 22)
        self.struct_size = 0     # TB_BUTTONSTRUCTSIZE's; 0: sizeof(TBBUTTON) at the width
        self.notify_to = 0
        self.ex_style = 0
        self.indent = 0
        self.pressed = None      # index held down by the mouse
        self.inside = False
        self.strings = []        # TB_ADDSTRING's texts; a button's iString indexes them
        self.wide = True         # how iString pointers are read (TB_ADDBUTTONSA/W)


def toolbar_state(win):
    """The ToolbarState of a toolbar window."""
    st = win.state.get("toolbar")
    if st is None:
        st = win.state["toolbar"] = ToolbarState()
    return st


def _images(wm, st):
    return image_list(wm.vm, st.himl) if st.himl else st.own


def button_text(wm, win, b):
    """The text a button shows: TB_SETBUTTONINFO's text, the string its iString indexes,
    or the string iString points at (a value above 0xFFFF), or None."""
    st = toolbar_state(win)
    if b.text is not None:
        return b.text
    if 0 <= b.string < len(st.strings):
        return st.strings[b.string]
    if b.string > 0xFFFF:
        return read_item_text(wm, b.string & 0xFFFFFFFF, st.wide)
    return None


#: The padding round a button's image (comctl32's default TB_SETPADDING: 7 by 6).
IMAGE_PAD = (7, 6)


def button_size(wm, win):
    """The buttons' size: TB_SETBUTTONSIZE's (24 by 22 by default), grown to hold the
    images with their padding (an image list of 24-pixel images makes 31 by 30 buttons)
    and the texts as comctl32 does — beside the image with TBSTYLE_LIST, below it
    otherwise."""
    st = toolbar_state(win)
    bw, bh = st.button_size
    il = _images(wm, st)
    bmw, bmh = (il.cx, il.cy) if il is not None else st.bitmap_size
    bw, bh = max(bw, bmw + IMAGE_PAD[0]), max(bh, bmh + IMAGE_PAD[1])
    texts = [t for t in (button_text(wm, win, b) for b in st.buttons
                         if not b.style & BTNS_SEP) if t]
    if not texts:
        return bw, bh
    font = ctl_font(wm, win)
    tw = max(int(font.pil.getlength(t.replace("&", ""))) for t in texts)
    if win.style & TBSTYLE_LIST:
        return max(bw, st.bitmap_size[0] + tw + 3 * TEXT_PAD), max(bh, font.line_height + 6)
    return max(bw, tw + 2 * TEXT_PAD), bh + font.line_height


def button_rects(wm, win):
    """Client rectangles of the buttons (hidden ones are empty), in order."""
    st = toolbar_state(win)
    bw, bh = button_size(wm, win)
    x, out = st.indent, []
    for b in st.buttons:
        if b.state & TBSTATE_HIDDEN:
            out.append((x, TOP, x, TOP))
            continue
        w = (b.bitmap if b.bitmap > 0 else SEPARATOR_W) if b.style & BTNS_SEP else (b.cx or bw)
        out.append((x, TOP, x + w, TOP + bh))
        x += w
    return out


def add_buttons(wm, win, index, ptr, count):
    """Insert ``count`` TBBUTTONs from guest memory at ``index`` (-1: the end)."""
    st = toolbar_state(win)
    mem = wm.vm.mem
    new = []
    step = st.struct_size or TBBUTTON.sizeof(wm.vm.ptr_size)   # 20 bytes, 32 on x64
    for k in range(count):
        bitmap, cmd, state, style, data, string = TBBUTTON.values(
            mem, ptr + k * step, wm.vm.ptr_size)
        new.append(Button(bitmap, cmd, state, style, data, string))
    index = len(st.buttons) if index < 0 or index > len(st.buttons) else index
    st.buttons[index:index] = new
    wm.invalidate(win, None, True)
    return True


def _height(wm, win):
    return button_size(wm, win)[1] + TOP + 2


def autosize(wm, win):
    """TB_AUTOSIZE / WM_SIZE: along the parent's top (unless CCS_NOPARENTALIGN keeps y,
    CCS_NORESIZE keeps the size)."""
    if win.style & CCS_NORESIZE or not win.is_child:
        return
    parent = wm.get(win.parent)
    if parent is None:
        return
    pw, _ = parent.client_size()
    h = _height(wm, win)
    y = win.y if win.style & (CCS_NOPARENTALIGN | CCS_NOMOVEY) else 0
    x = win.x if win.style & CCS_NOPARENTALIGN else 0
    w = win.w if win.style & CCS_NOPARENTALIGN and win.w else pw
    if (win.x, win.y, win.w, win.h) != (x, y, w, h):
        wm.move_window(win, x, y, w, h)
        wm.invalidate(win, None, True)


def _index_of(st, cmd):
    return next((k for k, b in enumerate(st.buttons) if b.cmd == s32(cmd)), -1)


def add_bitmap(wm, win, count, inst, ident):
    """TB_ADDBITMAP's work: ``count`` images from a bitmap resource of the program
    (``inst``), a bitmap handle (``inst`` 0) or comctl32's standard set (HINST_COMMCTRL);
    returns the index of the first image (-1 when there is no such bitmap)."""
    vm = wm.vm
    st = toolbar_state(win)
    if st.own is None:
        st.own = ImageList(st.bitmap_size[0], st.bitmap_size[1], 0, 4)
        # a list of its own, which TB_GETIMAGELIST answers (comctl32 makes one)
        st.own_handle = vm.gdi.add(st.own)
    first = len(st.own.images)
    if inst in (HINST_COMMCTRL, (1 << 64) - 1):    # (HINSTANCE)-1 at either width
        images = standard_images(ident)
        if not st.own.images:
            # the first pictures set the size: the standard sets are square (16 or 24)
            st.own.cx, st.own.cy = images[0].size
            st.bitmap_size = images[0].size
        for img in images:
            st.own.put(-1, img)
        return first
    if inst == 0:
        images = bitmap_images(vm, st.own, ident, mask_color=0xC0C0C0)
    else:
        bmp = load_bitmap(vm, ident)
        if bmp is None:
            return 0xFFFFFFFF
        h = vm.gdi.add(bmp)
        images = bitmap_images(vm, st.own, h, mask_color=0xC0C0C0)
        vm.gdi.delete(h)
    if images is None:
        return 0xFFFFFFFF
    for img in images[:count] if count else images:
        st.own.put(-1, img)
    return first


def _add_strings(wm, win, st, inst, ptr, wide):
    """TB_ADDSTRING: ``inst`` 0 — a list of strings each ending in NUL, the list ending in
    an empty one; returns the index of the first string added (-1 for none)."""
    if inst:
        raise Unimplemented("%s!TB_ADDSTRING (strings from a string resource)" % COMCTL32)
    if not ptr:
        return 0xFFFFFFFF
    mem = wm.vm.mem
    first, step = len(st.strings), 2 if wide else 1
    while True:
        text = mem.wstr(ptr) if wide else mem.cstr(ptr)
        if not text:
            break
        st.strings.append(text)
        ptr += (len(text) + 1) * step if wide else len(text.encode("cp1252", "replace")) + 1
    wm.invalidate(win, None, True)
    return first if len(st.strings) > first else 0xFFFFFFFF


def _set_state_bit(wm, win, st, cmd, bit, on):
    k = _index_of(st, cmd)
    if k < 0:
        return 0
    b = st.buttons[k]
    old = b.state
    b.state = (b.state | bit) if on else (b.state & ~bit)
    if b.state != old:         # comctl32 repaints only a change (programs set states on idle)
        wm.invalidate(win, None, True)
    return 1


def _button_info(wm, win, st, wparam, ptr, setting, wide):
    """TB_GET/SETBUTTONINFO: TBBUTTONINFO {cbSize, dwMask, idCommand, iImage, fsState,
    fsStyle, cx, lParam, pszText, cchText}."""
    view = TBBUTTONINFO.variant(wide)
    tbbi = view.at(wm.vm.mem, ptr, wm.vm.ptr_size)
    if tbbi.cbSize != view.sizeof(wm.vm.ptr_size):
        return 0xFFFFFFFF             # cbSize must be the structure's own (Wine's tests)
    mask = tbbi.dwMask
    k = s32(wparam) if mask & TBIF_BYINDEX else _index_of(st, wparam)
    if not 0 <= k < len(st.buttons):
        return 0xFFFFFFFF
    b = st.buttons[k]
    if mask & TBIF_TEXT:
        if setting:
            # the button keeps a copy of the text (and shows it instead of its string)
            b.text = read_item_text(wm, tbbi.pszText, wide) or ""
        else:
            write_item_text(wm, tbbi.pszText, button_text(wm, win, b) or "", s32(tbbi.cchText),
                            wide)
    if setting:
        if mask & TBIF_IMAGE:
            b.bitmap = tbbi.iImage
        if mask & TBIF_STATE:
            b.state = tbbi.fsState
        if mask & TBIF_STYLE:
            b.style = tbbi.fsStyle
        if mask & TBIF_LPARAM:
            b.data = tbbi.lParam
        if mask & TBIF_COMMAND:
            b.cmd = tbbi.idCommand
        if mask & TBIF_SIZE:
            b.cx = tbbi.cx
        wm.invalidate(win, None, True)
        return 1
    TBBUTTONINFO.variant(wide).write(wm.vm.mem, ptr, wm.vm.ptr_size, idCommand=b.cmd,
                                     iImage=b.bitmap, fsState=b.state, fsStyle=b.style,
                                     cx=b.cx or st.button_size[0], lParam=b.data)
    return k


def _click(wm, win, st, k):
    """Generator: a button was pressed and released: check it, tell the parent."""
    b = st.buttons[k]
    if b.style & BTNS_DROPDOWN:
        raise Unimplemented("%s!toolbar drop-down buttons (TBN_DROPDOWN)" % COMCTL32)
    if b.style & BTNS_CHECK:
        if b.style & BTNS_GROUP:
            # the group: the check buttons around this one, up to separators
            lo = k
            while lo > 0 and st.buttons[lo - 1].style & BTNS_GROUP and \
                    not st.buttons[lo - 1].style & BTNS_SEP:
                lo -= 1
            hi = k
            while hi + 1 < len(st.buttons) and st.buttons[hi + 1].style & BTNS_GROUP and \
                    not st.buttons[hi + 1].style & BTNS_SEP:
                hi += 1
            for j in range(lo, hi + 1):
                st.buttons[j].state &= ~TBSTATE_CHECKED
            b.state |= TBSTATE_CHECKED
        else:
            b.state ^= TBSTATE_CHECKED
    wm.invalidate(win, None, True)
    target = st.notify_to or win.parent
    if target and wm.get(target) is not None:
        yield from wm.send(target, WM_COMMAND, b.cmd & 0xFFFF, win.hwnd)
    # NMMOUSE after its NMHDR (which notify writes): dwItemSpec (the command), dwItemData,
    # pt and dwHitInfo 0
    ptr = wm.vm.ptr_size
    yield from notify(wm, win, NM_CLICK, NMMOUSE.pack(ptr, dwItemSpec=b.cmd,
                                                      dwItemData=b.data)[NMHDR.sizeof(ptr):])


@repaint_on_theme_change()
def toolbar_proc(wm, win, msg, wparam, lparam):
    """Window procedure of ToolbarWindow32."""
    st = toolbar_state(win)
    vm = wm.vm
    n = len(st.buttons)
    if msg == WM_CREATE:
        autosize(wm, win)
        return 0
    if msg == WM_PAINT:
        dc = begin_paint(vm, win)
        _paint(wm, win, st, dc)
        end_paint(vm, win, dc)
        return 0
    if msg == TB_BUTTONSTRUCTSIZE:
        st.struct_size = wparam
        return 0
    if msg == TB_ADDBITMAP:
        if not lparam:
            return 0xFFFFFFFF
        tbab = TBADDBITMAP.at(vm.mem, lparam, vm.ptr_size)
        inst, ident = tbab.hInst, tbab.nID
        return add_bitmap(wm, win, wparam, inst, ident)
    if msg in (TB_ADDBUTTONSA, TB_ADDBUTTONSW):
        st.wide = msg == TB_ADDBUTTONSW
        return 1 if lparam and add_buttons(wm, win, -1, lparam, wparam) else 0
    if msg in (TB_INSERTBUTTONA, TB_INSERTBUTTONW):
        st.wide = msg == TB_INSERTBUTTONW
        return 1 if lparam and add_buttons(wm, win, s32(wparam), lparam, 1) else 0
    if msg in (TB_ADDSTRINGA, TB_ADDSTRINGW):
        return _add_strings(wm, win, st, wparam, lparam, msg == TB_ADDSTRINGW)
    if msg in (TB_GETBUTTONTEXTA, TB_GETBUTTONTEXTW):
        k = _index_of(st, wparam)
        text = button_text(wm, win, st.buttons[k]) if k >= 0 else None
        if text is None:
            return 0xFFFFFFFF
        if lparam:
            write_item_text(wm, lparam, text, len(text) + 1, msg == TB_GETBUTTONTEXTW)
        return len(text)
    if msg == TB_DELETEBUTTON:
        if not 0 <= s32(wparam) < n:
            return 0
        del st.buttons[s32(wparam)]
        wm.invalidate(win, None, True)
        return 1
    if msg == TB_GETBUTTON:
        if not 0 <= s32(wparam) < n or not lparam:
            return 0
        b = st.buttons[s32(wparam)]
        vm.mem.write(lparam, TBBUTTON.pack_values(b.bitmap, b.cmd, b.state, b.style, b.data,
                                                  b.string, ptr=vm.ptr_size))
        return 1
    if msg == TB_BUTTONCOUNT:
        return n
    if msg == TB_COMMANDTOINDEX:
        return _index_of(st, wparam) & 0xFFFFFFFF
    if msg in (TB_ENABLEBUTTON, TB_CHECKBUTTON, TB_PRESSBUTTON, TB_HIDEBUTTON,
               TB_INDETERMINATE):
        bit = {TB_ENABLEBUTTON: TBSTATE_ENABLED, TB_CHECKBUTTON: TBSTATE_CHECKED,
               TB_PRESSBUTTON: TBSTATE_PRESSED, TB_HIDEBUTTON: TBSTATE_HIDDEN,
               TB_INDETERMINATE: TBSTATE_INDETERMINATE}[msg]
        return _set_state_bit(wm, win, st, wparam, bit, bool(lparam & 0xFFFF))
    if msg in (TB_ISBUTTONENABLED, TB_ISBUTTONCHECKED, TB_ISBUTTONPRESSED, TB_ISBUTTONHIDDEN,
               TB_ISBUTTONINDETERMINATE):
        k = _index_of(st, wparam)
        if k < 0:
            return 0xFFFFFFFF
        bit = {TB_ISBUTTONENABLED: TBSTATE_ENABLED, TB_ISBUTTONCHECKED: TBSTATE_CHECKED,
               TB_ISBUTTONPRESSED: TBSTATE_PRESSED, TB_ISBUTTONHIDDEN: TBSTATE_HIDDEN,
               TB_ISBUTTONINDETERMINATE: TBSTATE_INDETERMINATE}[msg]
        return 1 if st.buttons[k].state & bit else 0
    if msg == TB_SETSTATE:
        k = _index_of(st, wparam)
        if k < 0:
            return 0
        if st.buttons[k].state != lparam & 0xFF:
            st.buttons[k].state = lparam & 0xFF
            wm.invalidate(win, None, True)
        return 1
    if msg == TB_GETSTATE:
        k = _index_of(st, wparam)
        return st.buttons[k].state if k >= 0 else 0xFFFFFFFF
    if msg in (TB_GETBUTTONINFOA, TB_GETBUTTONINFOW, TB_SETBUTTONINFOA, TB_SETBUTTONINFOW):
        return _button_info(wm, win, st, wparam, lparam,
                            msg in (TB_SETBUTTONINFOA, TB_SETBUTTONINFOW),
                            msg in (TB_GETBUTTONINFOW, TB_SETBUTTONINFOW))
    if msg == TB_SETBITMAPSIZE:
        st.bitmap_size = (lparam & 0xFFFF or 16, (lparam >> 16) & 0xFFFF or 15)
        if st.own is not None and not st.own.images:
            vm.gdi.delete(st.own_handle)
            st.own, st.own_handle = None, 0
        return 1
    if msg == TB_SETBUTTONSIZE:
        st.button_size = (lparam & 0xFFFF or 24, (lparam >> 16) & 0xFFFF or 22)
        wm.invalidate(win, None, True)
        return 1
    if msg == TB_GETBUTTONSIZE:
        w, h = button_size(wm, win)
        return (h << 16) | w
    if msg in (TB_GETITEMRECT, TB_GETRECT):
        k = s32(wparam) if msg == TB_GETITEMRECT else _index_of(st, wparam)
        if not 0 <= k < n or not lparam:
            return 0
        vm.mem.write(lparam, RECT.pack_values(*button_rects(wm, win)[k]))
        return 1
    if msg == TB_GETMAXSIZE:
        rects = button_rects(wm, win)
        w = (rects[-1][2] if rects else 0) - st.indent
        vm.mem.write(lparam, SIZE.pack_values(w, button_size(wm, win)[1]))
        return 1
    if msg == TB_AUTOSIZE:
        autosize(wm, win)
        return 0
    if msg == TB_SETIMAGELIST:
        old, st.himl = st.himl, lparam
        wm.invalidate(win, None, True)
        return old
    if msg == TB_GETIMAGELIST:
        return st.himl or st.own_handle
    if msg == WM_DESTROY and st.own_handle:
        # the list TB_ADDBITMAP made goes with the toolbar (the program's own lists stay)
        vm.gdi.delete(st.own_handle)
        st.own, st.own_handle = None, 0
    if msg == TB_SETPARENT:
        old, st.notify_to = st.notify_to or win.parent, wparam
        win.state["notify_to"] = wparam
        return old
    if msg == TB_GETTOOLTIPS:
        return 0
    if msg == TB_SETTOOLTIPS:
        return 0
    if msg == TB_SETEXTENDEDSTYLE:
        old, st.ex_style = st.ex_style, lparam
        return old
    if msg == TB_GETEXTENDEDSTYLE:
        return st.ex_style
    if msg == TB_SETINDENT:
        st.indent = s32(wparam)
        wm.invalidate(win, None, True)
        return 1
    if msg == TB_GETROWS:
        return 1
    if msg == TB_SETMAXTEXTROWS:
        return 1
    if msg == TB_SETSTYLE:
        win.style = lparam
        wm.invalidate(win, None, True)
        return 0
    if msg == TB_GETSTYLE:
        return win.style
    if msg in (TB_SETUNICODEFORMAT, TB_GETUNICODEFORMAT):
        old = 1 if is_wide(win) else 0
        if msg == TB_SETUNICODEFORMAT:
            win.unicode = bool(wparam)
        return old
    if msg == WM_SIZE:
        autosize(wm, win)
        return 0
    if msg in (WM_LBUTTONDOWN, WM_LBUTTONDBLCLK):
        x, y = lparam_xy(lparam)
        for k, (l, t, r, b) in enumerate(button_rects(wm, win)):
            btn = st.buttons[k]
            if l <= x < r and t <= y < b and not btn.style & BTNS_SEP and \
                    btn.state & TBSTATE_ENABLED:
                st.pressed, st.inside = k, True
                btn.state |= TBSTATE_PRESSED
                wm.capture = win.hwnd
                wm.invalidate(win, None, True)
                break
        return 0
    if msg == WM_MOUSEMOVE and st.pressed is not None:
        x, y = lparam_xy(lparam)
        l, t, r, b = button_rects(wm, win)[st.pressed]
        inside = l <= x < r and t <= y < b
        if inside != st.inside:
            st.inside = inside
            btn = st.buttons[st.pressed]
            btn.state = (btn.state | TBSTATE_PRESSED) if inside else (btn.state & ~TBSTATE_PRESSED)
            wm.invalidate(win, None, True)
        return 0
    if msg == WM_LBUTTONUP and st.pressed is not None:
        k, st.pressed = st.pressed, None
        if wm.capture == win.hwnd:
            wm.capture = 0
        if k < len(st.buttons):
            st.buttons[k].state &= ~TBSTATE_PRESSED
            wm.invalidate(win, None, True)
            x, y = lparam_xy(lparam)
            l, t, r, b = button_rects(wm, win)[k]
            if l <= x < r and t <= y < b:
                yield from _click(wm, win, st, k)
        return 0
    if msg in (WM_SETFONT, WM_GETFONT):
        return font_message(wm, win, msg, wparam, lparam)
    return (yield from def_window_proc(wm, win, msg, wparam, lparam, is_wide(win)))


def _paint(wm, win, st, dc):
    cw, ch = win.client_size()
    face, shadow = SYS_COLORS[15], SYS_COLORS[16]
    flat = bool(win.style & TBSTYLE_FLAT)
    il = _images(wm, st)
    rects = button_rects(wm, win)
    images = []
    font = ctl_font(wm, win)
    bmw, bmh = (il.cx, il.cy) if il is not None else st.bitmap_size

    def fn(d, ox, oy):
        if cw <= 0 or ch <= 0:
            return                  # an empty client area (a zero-sized toolbar)
        d.rectangle([ox, oy, ox + cw - 1, oy + ch - 1], fill=face)
        if not win.style & CCS_NODIVIDER:
            # the divider: an etched line along the top
            d.line([(ox, oy), (ox + cw - 1, oy)], fill=shadow)
            d.line([(ox, oy + 1), (ox + cw - 1, oy + 1)], fill=WHITE)
        for b, (l, t, r, bottom) in zip(st.buttons, rects):
            if b.state & TBSTATE_HIDDEN or r <= l:
                continue
            if b.style & BTNS_SEP:
                if flat:
                    mid = (l + r) // 2
                    d.line([(ox + mid - 1, oy + t), (ox + mid - 1, oy + bottom - 1)], fill=shadow)
                    d.line([(ox + mid, oy + t), (ox + mid, oy + bottom - 1)], fill=WHITE)
                continue
            down = b.state & (TBSTATE_PRESSED | TBSTATE_CHECKED)
            if down and b.state & TBSTATE_CHECKED and not b.state & TBSTATE_PRESSED:
                for yy in range(t + 2, bottom - 2):
                    for xx in range(l + 2 + (yy & 1), r - 2, 2):
                        d.point((ox + xx, oy + yy), fill=WHITE)
            if down:
                draw_3d_rect(d, ox + l, oy + t, ox + r, oy + bottom, raised=False)
            elif not flat:
                draw_3d_rect(d, ox + l, oy + t, ox + r, oy + bottom, raised=True)
            shift = 1 if down else 0
            text = button_text(wm, win, b)
            if text is None:
                x, y = l + (r - l - bmw) // 2, t + (bottom - t - bmh) // 2
            elif win.style & TBSTYLE_LIST:
                x, y = l + TEXT_PAD, t + (bottom - t - bmh) // 2
                tx, ty = x + bmw + TEXT_PAD, t + (bottom - t - font.line_height) // 2
            else:
                x, y = l + (r - l - bmw) // 2, t + TEXT_PAD
                tx = l + (r - l - int(font.pil.getlength(text.replace("&", "")))) // 2
                ty = y + bmh + 1
            if il is not None and 0 <= b.bitmap < len(il.images):
                images.append((b, x + shift, y + shift))
            if text is not None:
                shown = text.replace("&&", "\0").replace("&", "").replace("\0", "&")
                if not b.state & TBSTATE_ENABLED:
                    d.text((ox + tx + 1, oy + ty + 1), shown, font=font.pil, fill=WHITE)
                d.text((ox + tx + shift, oy + ty + shift), shown, font=font.pil,
                       fill=BLACK if b.state & TBSTATE_ENABLED else shadow)

    dc.draw((0, 0, cw, ch), fn)
    for b, x, y in images:
        if b.state & TBSTATE_ENABLED:
            draw_image(dc, il, b.bitmap, x, y)
        else:
            _embossed(dc, il.images[b.bitmap], x, y)


def _embossed(dc, img, x, y):
    """A disabled button's image: its shape in white one pixel down-right, then grey. The
    shape leaves out the transparent pixels and the white ones, as comctl32 does (a white
    arrow on a coloured disc stays visible as the disc's hole)."""
    alpha = img.getchannel("A").point(lambda v: 255 if v else 0)
    r, g, b = (band.point(lambda v: 255 if v == 255 else 0) for band in img.convert("RGB").split())
    white = ImageChops.multiply(ImageChops.multiply(r, g), b)
    alpha = ImageChops.subtract(alpha, white)
    for dx, color in ((1, (255, 255, 255)), (0, SYS_COLORS[16])):
        solid = Image.new("RGBA", img.size, color + (255,))
        solid.putalpha(alpha)
        dc.paste_rgba(solid, x + dx, y + dx)


window_proc(COMCTL32, "wineagent.ToolbarProc", toolbar_proc)


def install(vm):
    """Register ToolbarWindow32 (CS_DBLCLKS | CS_GLOBALCLASS)."""
    register(vm, TOOLBAR_CLASS, toolbar_proc, "wineagent.ToolbarProc", 0x8 | 0x4000)
