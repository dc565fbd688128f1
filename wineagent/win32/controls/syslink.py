"""The SysLink control (``SysLink``, WC_LINK): text with hypertext links, a class only
Common Controls 6 has.

What Windows documents ("About SysLink Controls", the LM_* messages, LITEM, NMLINK):

- The window text is plain text with links marked as anchors:
  ``<a href="url" id="name">shown text</a>`` (tag and attribute names in any case, values
  in double or single quotes, both attributes optional). What does not parse as an
  anchor is shown as it is. The links are numbered from 0 in the order they appear;
  WM_SETTEXT starts them over. Each link starts enabled (LIS_ENABLED).
- It draws the text word-wrapped over the background the parent answers to
  WM_CTLCOLORSTATIC (none with LWS_TRANSPARENT), the links underlined in the hot-track
  colour (grey when disabled), a focus rectangle round the focused link while the
  control has the focus.
- LM_GETITEM / LM_SETITEM (LITEM: LIF_ITEMINDEX required, LIF_STATE through stateMask,
  LIF_ITEMID the szID, LIF_URL the szUrl) answer TRUE, FALSE for a link that is not
  there. LM_HITTEST (LHITTESTINFO) answers TRUE with the link under the point filled in,
  FALSE elsewhere. LM_GETIDEALHEIGHT / LM_GETIDEALSIZE (one message: wParam the width to
  lay out in, 0 for the control's width; lParam an optional SIZE) answer the height the
  text needs and write its size.
- A click on a link (button down and up on it) focuses it and tells the parent NM_CLICK
  (NMLINK: the link's LITEM); Enter on the focused link tells NM_RETURN (not with
  LWS_IGNORERETURN), Space NM_CLICK. Taking the focus focuses the first enabled link.
"""

import re
import struct

from ..core.messages import (WM_CREATE, WM_GETDLGCODE, WM_KEYDOWN, WM_PAINT, WM_SETFOCUS,
                             WM_SETTEXT)
from ..core.structures import MSG
from ..core.dllnames import COMCTL32
from ..gdi.colors import SYS_COLORS
from ..user.pyproc import window_proc
from ..user.window import begin_paint, def_window_proc, end_paint, take_focus
from .builtin_common import ctl_font, is_wide, lparam_xy, parent_static_colors, send_notify
from .comctl_shared import focus_rect, font_message, register

__all__ = ["SYSLINK_CLASS", "syslink_proc", "install", "parse_markup"]

SYSLINK_CLASS = "SysLink"

WM_USER = 0x400
LM_HITTEST, LM_GETIDEALHEIGHT = WM_USER + 0x300, WM_USER + 0x301
LM_SETITEM, LM_GETITEM = WM_USER + 0x302, WM_USER + 0x303
LIF_ITEMINDEX, LIF_STATE, LIF_ITEMID, LIF_URL = 0x1, 0x2, 0x4, 0x8
LIS_FOCUSED, LIS_ENABLED, LIS_VISITED = 0x1, 0x2, 0x4
LWS_TRANSPARENT, LWS_IGNORERETURN = 0x1, 0x2
MAX_LINKID_TEXT, L_MAX_URL_LENGTH = 48, 2084
SZID_OFF, SZURL_OFF = 16, 16 + 2 * MAX_LINKID_TEXT
LITEM_SIZE = SZURL_OFF + 2 * L_MAX_URL_LENGTH
NM_CLICK, NM_RETURN = -2, -4
WM_KILLFOCUS, WM_LBUTTONDOWN, WM_LBUTTONUP = 0x0008, 0x0201, 0x0202
VK_RETURN, VK_SPACE = 0x0D, 0x20
DLGC_WANTMESSAGE = 0x4
COLOR_WINDOWTEXT, COLOR_GRAYTEXT = 8, 17
HOT_LIGHT = (0, 0, 255)     # COLOR_HOTLIGHT of the scheme
DT_SINGLELINE, DT_NOPREFIX = 0x20, 0x800

_ANCHOR = re.compile(r"<a((?:\s+[a-z]+\s*=\s*(?:\"[^\"]*\"|'[^']*'))*)\s*>(.*?)</a>",
                     re.IGNORECASE | re.DOTALL)
_ATTR = re.compile(r"([a-z]+)\s*=\s*(?:\"([^\"]*)\"|'([^']*)')", re.IGNORECASE)


class Link:
    """One link: its shown text, szID, szUrl and LIS_* state."""

    def __init__(self, text, ident, url):
        self.text, self.ident, self.url = text, ident, url
        self.state = LIS_ENABLED


def parse_markup(text):
    """(runs, links): the runs are (shown text, link index or None) in order."""
    runs, links, pos = [], [], 0
    for m in _ANCHOR.finditer(text):
        if m.start() > pos:
            runs.append((text[pos:m.start()], None))
        attrs = {}
        for a in _ATTR.finditer(m.group(1)):
            attrs[a.group(1).lower()] = a.group(2) if a.group(2) is not None else a.group(3)
        links.append(Link(m.group(2), attrs.get("id", ""), attrs.get("href", "")))
        runs.append((m.group(2), len(links) - 1))
        pos = m.end()
    if pos < len(text):
        runs.append((text[pos:], None))
    return runs, links


class SysLinkState:
    """The parsed text (of ``source``), the links, the pressed link and the font."""

    def __init__(self):
        self.source = None
        self.runs, self.links = [], []
        self.pressed = None


def _st(win):
    st = win.state.get("syslink")
    if st is None:
        st = win.state["syslink"] = SysLinkState()
    if st.source != (win.title or ""):
        st.source = win.title or ""
        st.runs, st.links = parse_markup(st.source)
        st.pressed = None
    return st


def _layout(wm, win, st, width):
    """Word-wrapped pieces [(x, y, w, text, link)] within ``width``, and (cx, cy)."""
    font = ctl_font(wm, win)
    pil, lh = font.pil, font.line_height
    pieces, x, y, cx = [], 0, 0, 0
    for text, link in st.runs:
        for line_no, line in enumerate(text.split("\n")):
            if line_no:
                x, y = 0, y + lh
            for word in re.findall(r"\S+\s*|\s+", line):
                w = int(pil.getlength(word))
                bare = int(pil.getlength(word.rstrip()))
                if x and x + bare > width:
                    x, y = 0, y + lh
                    word = word.lstrip()
                    w = int(pil.getlength(word))
                pieces.append((x, y, w, word, link))
                cx = max(cx, x + bare)
                x += w
    cy = y + lh if pieces else lh
    return pieces, (cx, cy)


def _link_at(wm, win, st, px, py):
    """The index of the link at client point (px, py), or None."""
    lh = ctl_font(wm, win).line_height
    for x, y, w, _, link in _layout(wm, win, st, win.client_size()[0])[0]:
        if link is not None and x <= px < x + w and y <= py < y + lh:
            return link
    return None


def _litem_bytes(st, index, mask=LIF_ITEMINDEX | LIF_STATE | LIF_ITEMID | LIF_URL):
    link = st.links[index]
    data = bytearray(LITEM_SIZE)
    struct.pack_into("<IiII", data, 0, mask, index, link.state, 0xFFFFFFFF)
    ident = link.ident[:MAX_LINKID_TEXT - 1].encode("utf-16-le")
    url = link.url[:L_MAX_URL_LENGTH - 1].encode("utf-16-le")
    data[SZID_OFF:SZID_OFF + len(ident)] = ident
    data[SZURL_OFF:SZURL_OFF + len(url)] = url
    return bytes(data)


def _get_item(wm, st, p):
    mem = wm.vm.mem
    mask, index = struct.unpack("<Ii", mem.read(p, 8))
    if not mask & LIF_ITEMINDEX or not 0 <= index < len(st.links):
        return 0
    link = st.links[index]
    if mask & LIF_STATE:
        stmask = mem.u32(p + 12)
        mem.write(p + 8, struct.pack("<I", link.state & stmask))
    if mask & LIF_ITEMID:
        mem.write_wstr(p + SZID_OFF, link.ident, MAX_LINKID_TEXT)
    if mask & LIF_URL:
        mem.write_wstr(p + SZURL_OFF, link.url, L_MAX_URL_LENGTH)
    return 1


def _set_item(wm, win, st, p):
    mem = wm.vm.mem
    mask, index, state, stmask = struct.unpack("<IiII", mem.read(p, 16))
    if not mask & LIF_ITEMINDEX or not 0 <= index < len(st.links):
        return 0
    link = st.links[index]
    if mask & LIF_STATE:
        link.state = (link.state & ~stmask) | (state & stmask)
    if mask & LIF_ITEMID:
        link.ident = mem.wstr(p + SZID_OFF)[:MAX_LINKID_TEXT - 1]
    if mask & LIF_URL:
        link.url = mem.wstr(p + SZURL_OFF)[:L_MAX_URL_LENGTH - 1]
    wm.invalidate(win, None, True)
    return 1


def _focus_link(wm, win, st, index):
    for i, link in enumerate(st.links):
        link.state = (link.state | LIS_FOCUSED) if i == index else (link.state & ~LIS_FOCUSED)
    wm.invalidate(win, None, True)


def _focused(st):
    for i, link in enumerate(st.links):
        if link.state & LIS_FOCUSED:
            return i
    return None


def _paint(wm, win, st):
    vm = wm.vm
    dc = begin_paint(vm, win)
    try:
        cw, ch = win.client_size()
        back, _ = yield from parent_static_colors(wm, win, dc)
        if not win.style & LWS_TRANSPARENT:
            dc.fill_rect((0, 0, cw, ch), back)
        font = ctl_font(wm, win)
        dc.font, dc.bk_mode = font, 1          # TRANSPARENT
        lh = font.line_height
        has_focus = wm.focus == win.hwnd
        for x, y, w, text, link in _layout(wm, win, st, cw)[0]:
            if link is None:
                color = SYS_COLORS[COLOR_WINDOWTEXT]
            else:
                enabled = st.links[link].state & LIS_ENABLED
                color = HOT_LIGHT if enabled else SYS_COLORS[COLOR_GRAYTEXT]
            dc.text_color = color[0] | color[1] << 8 | color[2] << 16
            vm.gdi.draw_text(dc, text, (x, y, x + w + 1, y + lh), DT_SINGLELINE | DT_NOPREFIX)
            if link is not None:
                bare = int(font.pil.getlength(text.rstrip()))
                dc.fill_rect((x, y + lh - 1, x + bare, y + lh), color)
                if has_focus and st.links[link].state & LIS_FOCUSED and bare:
                    dc.draw((x, y, x + bare, y + lh),
                            lambda d, ox, oy, l=x, t=y, r=x + bare - 1, b=y + lh - 1:
                            focus_rect(d, ox + l, oy + t, ox + r, oy + b))
    finally:
        end_paint(vm, win, dc)


def _notify(wm, win, st, code, index):
    """Generator: NM_CLICK / NM_RETURN with the link's NMLINK to the parent."""
    yield from send_notify(wm, win, code, _litem_bytes(st, index))


def syslink_proc(wm, win, msg, wparam, lparam):
    """Window procedure of SysLink."""
    wide = is_wide(win)
    if msg == WM_SETTEXT:
        r = yield from def_window_proc(wm, win, msg, wparam, lparam, wide)
        _st(win)
        wm.invalidate(win, None, True)
        return r
    st = _st(win)
    if msg == WM_CREATE:
        return 0
    if msg == LM_GETITEM:
        return _get_item(wm, st, lparam) if lparam else 0
    if msg == LM_SETITEM:
        return _set_item(wm, win, st, lparam) if lparam else 0
    if msg == LM_HITTEST:
        if not lparam:
            return 0
        mem = wm.vm.mem
        px, py = struct.unpack("<ii", mem.read(lparam, 8))
        index = _link_at(wm, win, st, px, py)
        if index is None:
            return 0
        mem.write(lparam + 8, _litem_bytes(st, index))
        return 1
    if msg == LM_GETIDEALHEIGHT:
        width = wparam or win.client_size()[0]
        _, (cx, cy) = _layout(wm, win, st, width)
        if lparam:
            wm.vm.mem.write(lparam, struct.pack("<ii", cx, cy))
        return cy
    if msg == WM_LBUTTONDOWN:
        x, y = lparam_xy(lparam)
        st.pressed = _link_at(wm, win, st, x, y)
        if st.pressed is not None and st.links[st.pressed].state & LIS_ENABLED:
            _focus_link(wm, win, st, st.pressed)
            yield from take_focus(wm, win)
        return 0
    if msg == WM_LBUTTONUP:
        x, y = lparam_xy(lparam)
        index, st.pressed = st.pressed, None
        if (index is not None and _link_at(wm, win, st, x, y) == index
                and st.links[index].state & LIS_ENABLED):
            yield from _notify(wm, win, st, NM_CLICK, index)
        return 0
    if msg == WM_KEYDOWN:
        index = _focused(st)
        if index is not None and wparam == VK_SPACE:
            yield from _notify(wm, win, st, NM_CLICK, index)
            return 0
        if index is not None and wparam == VK_RETURN and not win.style & LWS_IGNORERETURN:
            yield from _notify(wm, win, st, NM_RETURN, index)
            return 0
        return (yield from def_window_proc(wm, win, msg, wparam, lparam, wide))
    if msg == WM_GETDLGCODE:
        # Enter on a focused link is the link's (NM_RETURN), not the dialog's default
        # button: comctl32's SysLink asks for that key's message (DLGC_WANTMESSAGE), as
        # Wine's does; a task dialog's links are followed from the keyboard this way.
        vk = MSG.at(wm.vm.mem, lparam, wm.vm.ptr_size).wParam if lparam else 0
        if vk == VK_RETURN and _focused(st) is not None and not win.style & LWS_IGNORERETURN:
            return DLGC_WANTMESSAGE
        return 0
    if msg == WM_SETFOCUS:
        if _focused(st) is None:
            first = next((i for i, link in enumerate(st.links)
                          if link.state & LIS_ENABLED), None)
            if first is not None:
                _focus_link(wm, win, st, first)
        wm.invalidate(win, None, True)
        return 0
    if msg == WM_KILLFOCUS:
        wm.invalidate(win, None, True)
        return 0
    if msg == WM_PAINT:
        yield from _paint(wm, win, st)
        return 0
    r = font_message(wm, win, msg, wparam, lparam)
    if r is not None:
        return r
    return (yield from def_window_proc(wm, win, msg, wparam, lparam, wide))


window_proc(COMCTL32, "wineagent.SysLinkProc", syslink_proc)


def install(vm):
    """Register SysLink (CS_GLOBALCLASS, as comctl32 6 registers it)."""
    register(vm, SYSLINK_CLASS, syslink_proc, "wineagent.SysLinkProc", 0x4000)
