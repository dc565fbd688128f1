"""The window procedures of both classes: SysDateTimePick32's (messages, DTM_*, the
dropped calendar's MCN_SELECT) and SysMonthCal32's (painting, clicks, keys, MCM_*)."""

import datetime

from ....abi.api import Unimplemented
from ...core.bits import s32
from ...core.dllnames import COMCTL32
from ...core.messages import (WM_CHAR, WM_CREATE, WM_DESTROY, WM_ENABLE, WM_ERASEBKGND,
                              WM_GETDLGCODE, WM_GETFONT, WM_GETTEXT, WM_GETTEXTLENGTH,
                              WM_KEYDOWN, WM_KILLFOCUS, WM_LBUTTONDBLCLK, WM_LBUTTONDOWN,
                              WM_MOUSEACTIVATE, WM_NCCREATE, WM_PAINT, WM_SETFOCUS,
                              WM_SETFONT, WM_SIZE, WM_SYSKEYDOWN)
from ...core.structures import (DATETIMEPICKERINFO, NMSELCHANGE, RECT, SIZE, STYLESTRUCT,
                                SYSTEMTIME)
from ...core.styles import DLGC_WANTARROWS
from ...kernel.locale import guest_now
from ...user.window import begin_paint, def_window_proc, end_paint, take_focus
from ...user.wm import WS_EX_CLIENTEDGE
from ..comctl_shared import common_controls_6
from ..builtin_common import WM_NOTIFY, ctl_font, is_wide, lparam_xy, write_text
from .dates import (BUTTON_W, CHECK, DATETIME_CLASS, DLGC_WANTCHARS, DTM_GETMCCOLOR, DTM_GETMCFONT,
                    DTM_GETMONTHCAL, DTM_GETRANGE, DTM_GETSYSTEMTIME, DTM_SETFORMATA,
                    DTM_SETFORMATW, DTM_SETMCCOLOR, DTM_SETMCFONT, DTM_SETRANGE,
                    DTM_SETSYSTEMTIME, DTS_APPCANPARSE, DTS_SHOWNONE, DTS_UPDOWN, GDTR_MAX,
                    GDTR_MIN, GDT_ERROR, GDT_NONE, GDT_VALID, GMR_DAYSTATE, GMR_VISIBLE,
                    MCM_GETCURSEL, MCM_GETFIRSTDAYOFWEEK, MCM_GETMINREQRECT, MCM_GETMONTHRANGE,
                    MCM_GETRANGE, MCM_GETTODAY, MCM_SETCURSEL, MCM_SETFIRSTDAYOFWEEK,
                    MCM_SETDAYSTATE, MCM_SETRANGE, MCM_SETTODAY, MCN_SELECT, MCS_DAYSTATE,
                    _days_in,
                    MARGIN, MCS_MULTISELECT, MONTHCAL_CLASS, VK_DOWN, _read_systemtime, _u32,
                    systemtime_bytes)
from .monthcal import (_arrow_rects, _calendar_key, _cs, _default_color, ask_day_states,
                       hit_test,
                       grid_months, grid_start,
                       _paint_calendar, _select_day, _shift_month, calendar_layout,
                       calendar_size, month_origin)
from .picker import (_changed, _char, _close, _drop, _keydown, _lbutton, _paint_picker, _ps,
                     picker_layout)
from .picture import default_picture
from ..comctl_shared import repaint_on_theme_change

DTM_SETMCSTYLE, DTM_GETMCSTYLE, DTM_CLOSEMONTHCAL = 0x100B, 0x100C, 0x100D
DTM_GETDATETIMEPICKERINFO, DTM_GETIDEALSIZE = 0x100E, 0x100F
_V6_MESSAGES = (DTM_SETMCSTYLE, DTM_GETMCSTYLE, DTM_CLOSEMONTHCAL, DTM_GETDATETIMEPICKERINFO,
                DTM_GETIDEALSIZE)
WM_STYLECHANGING, GWL_STYLE = 0x007C, 0xFFFFFFF0
MK_SHIFT = 0x4
MCM_GETMAXSELCOUNT, MCM_SETMAXSELCOUNT, MCM_GETSELRANGE, MCM_SETSELRANGE = \
    0x1003, 0x1004, 0x1005, 0x1006
SYSTEMTIME_SIZE = 16
MCM_SETCOLOR, MCM_GETCOLOR, MCSC_LAST = 0x100A, 0x100B, 5   # MCSC_TRAILINGTEXT
MCM_GETMONTHDELTA, MCM_SETMONTHDELTA = 0x1013, 0x1014
MCM_HITTEST, MCHITTESTINFO_V1_SIZE = 0x100E, 32
STATE_SYSTEM_PRESSED, STATE_SYSTEM_CHECKED, STATE_SYSTEM_INVISIBLE = 0x8, 0x10, 0x8000


@repaint_on_theme_change()
def datetime_proc(wm, win, msg, wparam, lparam):
    """Window procedure of SysDateTimePick32."""
    vm = wm.vm
    if msg == WM_NCCREATE:
        win.exstyle |= WS_EX_CLIENTEDGE          # comctl32 forces the client edge
        r = yield from def_window_proc(wm, win, msg, wparam, lparam, is_wide(win))
        st = _ps(wm, win)
        win.title = st.display()
        return r
    st = _ps(wm, win)
    if msg == WM_CREATE:
        if win.style & DTS_APPCANPARSE:
            raise Unimplemented("%s class %s (DTS_APPCANPARSE)" % (COMCTL32, DATETIME_CLASS))
        return 0
    if msg == WM_PAINT:
        dc = begin_paint(vm, win)
        _paint_picker(wm, win, st, dc)
        end_paint(vm, win, dc)
        return 0
    if msg == WM_ERASEBKGND:
        return 1
    if msg == WM_GETDLGCODE:
        return DLGC_WANTARROWS | DLGC_WANTCHARS
    if msg == WM_SETFOCUS:
        st.focused, st.typed = True, ""
        wm.invalidate(win, None, False)
        return 0
    if msg == WM_KILLFOCUS:
        st.focused, st.typed = False, ""
        wm.invalidate(win, None, False)
        return 0
    if msg in (WM_LBUTTONDOWN, WM_LBUTTONDBLCLK):
        x, y = lparam_xy(lparam)
        yield from _lbutton(wm, win, st, x, y)
        return 0
    if msg == WM_KEYDOWN:
        yield from _keydown(wm, win, st, wparam & 0xFF)
        return 0
    if msg == WM_SYSKEYDOWN and (wparam & 0xFF) == VK_DOWN and not win.style & DTS_UPDOWN:
        if st.popup:
            yield from _close(wm, win, st)
        else:
            yield from _drop(wm, win, st)
        return 0
    if msg == WM_CHAR:
        code = wparam & 0xFFFF
        ch = chr(code) if is_wide(win) else bytes([code & 0xFF]).decode("cp1252", "replace")
        yield from _char(wm, win, st, ch)
        return 0
    if msg == WM_NOTIFY and st.popup and lparam:
        nm = NMSELCHANGE.at(vm.mem, lparam, vm.ptr_size)
        if s32(nm.nmhdr.code) == MCN_SELECT and nm.nmhdr.hwndFrom == st.popup:
            chosen = _read_systemtime(vm.mem, nm.ptr("stSelStart"))
            yield from _close(wm, win, st, chosen.date() if chosen else None)
        return 0
    if msg == DTM_GETSYSTEMTIME:
        if not lparam:
            return GDT_ERROR
        if not st.valid:
            return GDT_NONE
        vm.mem.write(lparam, systemtime_bytes(st.date))
        return GDT_VALID
    if msg == DTM_SETSYSTEMTIME:
        if wparam == GDT_NONE:
            if not win.style & DTS_SHOWNONE:
                return 0
            st.valid = False
        elif wparam == GDT_VALID and lparam:
            dt = _read_systemtime(vm.mem, lparam)
            if dt is None or not st.in_range(dt.replace(microsecond=0)):
                return 0
            st.date, st.valid = dt.replace(microsecond=0), True
        else:
            return 0
        _changed(wm, win, st)
        return 1
    if msg == DTM_GETRANGE:
        return _get_range(vm, st.range, lparam)
    if msg == DTM_SETRANGE:
        if not _set_range(vm, st.range, wparam, lparam):
            return 0
        if st.valid:
            st.date = st.clamp(st.date)
            _changed(wm, win, st)
        return 1
    if msg in (DTM_SETFORMATA, DTM_SETFORMATW):
        if lparam:
            mem = vm.mem
            picture = mem.wstr(lparam) if msg == DTM_SETFORMATW else mem.cstr(lparam)
        else:
            picture = default_picture(win.style)
        st.set_picture(picture)
        _changed(wm, win, st)
        return 1
    if msg == DTM_GETMONTHCAL:
        return st.popup
    if msg == DTM_SETMCCOLOR:
        old = st.mc_colors.get(wparam, _default_color(wparam))
        st.mc_colors[wparam] = lparam
        return _u32(old)
    if msg == DTM_GETMCCOLOR:
        return _u32(st.mc_colors.get(wparam, _default_color(wparam)))
    if msg == DTM_SETMCFONT:
        st.mc_font = wparam
        return 0
    if msg == DTM_GETMCFONT:
        return st.mc_font
    if msg == WM_SETFONT:
        win.state["font"] = wparam
        if lparam:
            wm.invalidate(win, None, False)
        return 0
    if msg == WM_GETFONT:
        return win.state.get("font", 0)
    if msg == WM_GETTEXT:
        if wparam == 0:
            return 0
        return write_text(wm, win, lparam, st.display() if st.valid else "", wparam)
    if msg == WM_GETTEXTLENGTH:
        return len(st.display()) if st.valid else 0
    if msg in (WM_SIZE, WM_ENABLE):
        wm.invalidate(win, None, False)
        return 0
    if msg == WM_DESTROY:
        if st.popup:
            if wm.capture == st.popup:
                wm.capture = 0
            popup, st.popup = st.popup, 0
            if wm.get(popup) is not None:
                yield from wm.destroy(popup)
        return 0
    if msg in _V6_MESSAGES and not common_controls_6(vm):
        # comctl32 6's (Vista's) messages: comctl32 5.8's picker does not know them
        return (yield from def_window_proc(wm, win, msg, wparam, lparam, is_wide(win)))
    if msg == DTM_SETMCSTYLE:
        old, st.mc_style = st.mc_style, lparam & 0xFFFFFFFF
        return old
    if msg == DTM_GETMCSTYLE:
        return st.mc_style
    if msg == DTM_CLOSEMONTHCAL:
        yield from _close(wm, win, st)
        return 0
    if msg == DTM_GETDATETIMEPICKERINFO:
        _picker_info(wm, win, st, lparam)
        return 0
    if msg == DTM_GETIDEALSIZE:
        if not lparam:
            return 0
        cx, cy = _ideal_size(wm, win, st)
        SIZE.write(vm.mem, lparam, cx=cx, cy=cy)
        return 1
    if msg == WM_STYLECHANGING and wparam & 0xFFFFFFFF == GWL_STYLE:
        # DTS_SHOWNONE is fixed at creation: a style change keeps it as it was
        ss = STYLESTRUCT.at(vm.mem, lparam)
        ss.styleNew = (ss.styleNew & ~DTS_SHOWNONE) | (ss.styleOld & DTS_SHOWNONE)
        return 0
    if 0x1000 <= msg < 0x1100:
        raise Unimplemented("%s class %s (message %#x)" % (COMCTL32, DATETIME_CLASS, msg))
    return (yield from def_window_proc(wm, win, msg, wparam, lparam, is_wide(win)))


def _get_range(vm, limits, ptr, blank=True):
    """DTM_GETRANGE / MCM_GETRANGE: the two SYSTEMTIMEs written at ``ptr`` (where there is
    no limit: zeros, or with ``blank`` False the caller's bytes left as they were, as
    Wine 8's calendar leaves them); the GDTR_MIN / GDTR_MAX flags of the limits set."""
    flags = 0
    size = SYSTEMTIME.sizeof()
    for i, (bit, limit) in enumerate(((GDTR_MIN, limits[0]), (GDTR_MAX, limits[1]))):
        flags |= bit if limit is not None else 0
        if ptr and (limit is not None or blank):
            vm.mem.write(ptr + i * size,
                         systemtime_bytes(limit) if limit is not None else bytes(size))
    return flags


def _set_range(vm, limits, which, ptr):
    """DTM_SETRANGE / MCM_SETRANGE: the limits ``which`` (GDTR_*) names taken from the
    two SYSTEMTIMEs at ``ptr``, the others cleared; False for a date that is not one."""
    new = [None, None]
    for bit, i in ((GDTR_MIN, 0), (GDTR_MAX, 1)):
        if which & bit:
            dt = _read_systemtime(vm.mem, ptr + i * SYSTEMTIME.sizeof()) if ptr else None
            if dt is None:
                return False
            new[i] = dt.replace(microsecond=0)
    limits[:] = new
    return True


def _picker_info(wm, win, st, ptr):
    """DTM_GETDATETIMEPICKERINFO: the check box's and the button's rectangles and states
    (STATE_SYSTEM_*), and the windows: no edit or up-down window of its own here (the
    up-down arrows are drawn by the picker), the dropped calendar while it is open."""
    if not ptr:
        return
    geo = picker_layout(wm, win, st)
    check = geo["check"] or (0, 0, 0, 0)
    button = geo["button"] or (0, 0, 0, 0)
    state_check = (STATE_SYSTEM_CHECKED if st.valid else 0) if geo["check"] \
        else STATE_SYSTEM_INVISIBLE
    state_button = (STATE_SYSTEM_PRESSED if st.popup else 0) if geo["button"] \
        else STATE_SYSTEM_INVISIBLE
    DATETIMEPICKERINFO.write(wm.vm.mem, ptr, wm.vm.ptr_size, rcCheck=check,
                             stateCheck=state_check, rcButton=button,
                             stateButton=state_button, hwndEdit=0, hwndUD=0,
                             hwndDropDown=st.popup)


def _ideal_size(wm, win, st):
    """DTM_GETIDEALSIZE: the window size that shows the whole date in the control's
    font: the fields, the margins, the check box, the button and the client edge."""
    font = ctl_font(wm, win)
    text = sum(int(font.pil.getlength(t)) for t, _ in st.texts())
    cx = 2 * MARGIN + text + BUTTON_W + (CHECK + 2 if win.style & DTS_SHOWNONE else 0)
    cy = font.line_height + 2 * MARGIN
    edge_w, edge_h = win.w - win.client_size()[0], win.h - win.client_size()[1]
    return cx + edge_w, cy + edge_h


@repaint_on_theme_change()
def monthcal_proc(wm, win, msg, wparam, lparam):
    """Window procedure of SysMonthCal32 (a control, or the picker's drop-down)."""
    vm = wm.vm
    cs = _cs(wm, win)
    if msg == WM_CREATE:
        cs.multi = bool(win.style & MCS_MULTISELECT)
        cs.sel_end = cs.sel
        return 0
    if msg == WM_STYLECHANGING and wparam & 0xFFFFFFFF == GWL_STYLE and lparam:
        # MCS_MULTISELECT stays as the control was made (Wine's monthcal.c, passing on
        # Windows: neither set nor cleared later)
        ss = STYLESTRUCT.at(vm.mem, lparam)
        ss.styleNew = ss.styleNew & ~MCS_MULTISELECT | (MCS_MULTISELECT if cs.multi else 0)
        return 0
    if msg in (MCM_SETCOLOR, MCM_GETCOLOR):
        # MCSC_BACKGROUND .. MCSC_TRAILINGTEXT; another index answers -1 (monthcal.c)
        if not 0 <= s32(wparam) <= MCSC_LAST:
            return 0xFFFFFFFF
        old = cs.colors.get(wparam, _default_color(wparam))
        if msg == MCM_SETCOLOR:
            cs.colors[wparam] = lparam & 0xFFFFFFFF
            wm.invalidate(win, None, False)
        return _u32(old)
    if msg == MCM_HITTEST:
        # MCHITTESTINFO {cbSize, pt, uHit, st}: -1 for a smaller cbSize or no structure;
        # comctl32 6's larger one (rc, iOffset, iRow, iCol) is not filled here
        if not lparam or vm.mem.u32(lparam) < MCHITTESTINFO_V1_SIZE:
            return 0xFFFFFFFF
        if vm.mem.u32(lparam) > MCHITTESTINFO_V1_SIZE:
            raise Unimplemented("%s class %s (MCM_HITTEST with comctl32 6's MCHITTESTINFO)"
                                % (COMCTL32, MONTHCAL_CLASS))
        hit, day = hit_test(wm, win, cs, vm.mem.i32(lparam + 4), vm.mem.i32(lparam + 8))
        vm.mem.write(lparam + 12, hit.to_bytes(4, "little"))
        if day is not None:
            vm.mem.write(lparam + 16, systemtime_bytes(datetime.datetime.combine(
                day, datetime.time())))
        return hit
    if msg == MCM_SETMONTHDELTA:
        # the months the scroll arrows move; the answer is the one set before (0: none)
        old, cs.delta = cs.delta, s32(wparam)
        return _u32(old)
    if msg == MCM_GETMONTHDELTA:
        return _u32(cs.delta or 1)      # none set: the months shown (one here)
    if msg == MCM_GETMAXSELCOUNT:
        return cs.max_sel if cs.multi else 1
    if msg == MCM_SETMAXSELCOUNT:
        if not cs.multi or s32(wparam) <= 0:
            return 0
        cs.max_sel = s32(wparam)
        return 1
    if msg == MCM_GETSELRANGE:
        if not cs.multi or not lparam:
            return 0
        for k, day in enumerate((cs.sel, cs.sel_end)):
            b = systemtime_bytes(datetime.datetime.combine(day, datetime.time()))
            vm.mem.write(lparam + k * len(b), b)
        return 1
    if msg == MCM_SETSELRANGE:
        # the bounds in either order; no more days than MCM_SETMAXSELCOUNT's
        if not cs.multi or not lparam:
            return 0
        a = _read_systemtime(vm.mem, lparam)
        b = _read_systemtime(vm.mem, lparam + SYSTEMTIME_SIZE)
        if a is None or b is None:
            return 0
        first, last = sorted((a.date(), b.date()))
        if (last - first).days + 1 > cs.max_sel:
            return 0
        cs.sel, cs.sel_end, cs.anchor = first, last, first
        wm.invalidate(win, None, False)
        return 1
    if msg == WM_PAINT:
        dc = begin_paint(vm, win)
        _paint_calendar(wm, win, cs, dc)
        end_paint(vm, win, dc)
        return 0
    if msg == WM_ERASEBKGND:
        return 1
    if msg == WM_MOUSEACTIVATE and cs.owner:
        return 3                       # MA_NOACTIVATE: the picker's dialog stays active
    if msg == WM_GETDLGCODE:
        return DLGC_WANTARROWS
    if msg in (WM_LBUTTONDOWN, WM_LBUTTONDBLCLK):
        x, y = lparam_xy(lparam)
        cw, ch = win.client_size()
        if cs.owner and not (0 <= x < cw and 0 <= y < ch):
            owner = wm.get(cs.owner)       # a click outside the drop-down closes it
            if owner is not None:
                yield from _close(wm, owner, _ps(wm, owner))
            return 0
        if not cs.owner and wm.focus != win.hwnd:
            yield from take_focus(wm, win)
        lay = calendar_layout(wm, cs.font)
        mx, my = month_origin(win, lay)
        left, right = _arrow_rects(lay, (mx, my))
        for rect, delta in ((left, -1), (right, 1)):
            if rect[0] <= x < rect[2] and rect[1] <= y < rect[3]:
                _shift_month(cs, delta * (cs.delta or 1))
                wm.invalidate(win, None, False)
                yield from ask_day_states(wm, win, cs)
                return 0
        x, y = x - mx, y - my              # from the month's box on
        top = lay["days_top"]
        col, row = (x - lay["margin"]) // lay["cell_w"], (y - top) // lay["cell_h"]
        if y >= top and 0 <= col < 7 and 0 <= row < 6 and x >= lay["margin"]:
            day = grid_start(cs) + datetime.timedelta(days=row * 7 + col)
            # MK_SHIFT: a multi-select calendar extends its range to the day
            yield from _select_day(wm, win, cs, day, True, extend=bool(wparam & MK_SHIFT))
        return 0
    if msg == WM_KEYDOWN:
        yield from _calendar_key(wm, win, wparam & 0xFF)
        return 0
    if msg == MCM_GETCURSEL:
        if not lparam or cs.multi:
            return 0        # a multi-select calendar answers with MCM_GETSELRANGE only
        vm.mem.write(lparam, systemtime_bytes(datetime.datetime.combine(cs.sel,
                                                                        datetime.time())))
        return 1
    if msg == MCM_GETRANGE:
        return _get_range(vm, cs.range, lparam, blank=False)
    if msg == MCM_SETRANGE:
        if not _set_range(vm, cs.range, wparam, lparam):
            return 0
        wm.invalidate(win, None, False)
        return 1
    if msg == MCM_SETCURSEL:
        dt = _read_systemtime(vm.mem, lparam) if lparam and not cs.multi else None
        if dt is None:
            return 0
        cs.sel = cs.shown = dt.date()
        wm.invalidate(win, None, False)
        return 1
    if msg == MCM_GETTODAY:
        if lparam:
            vm.mem.write(lparam, systemtime_bytes(datetime.datetime.combine(cs.today,
                                                                            datetime.time())))
        return 1 if lparam else 0
    if msg == MCM_SETTODAY:
        dt = _read_systemtime(vm.mem, lparam) if lparam else None
        cs.today = dt.date() if dt else guest_now(vm).date()
        wm.invalidate(win, None, False)
        return 0
    if msg == MCM_GETFIRSTDAYOFWEEK:
        # LOWORD the day (0 Monday .. 6 Sunday), HIWORD whether one was set (Wine 8's
        # answer; -1 goes back to the locale's)
        return cs.week_start() | (cs.first_day is not None) << 16
    if msg == MCM_SETFIRSTDAYOFWEEK:
        before = cs.week_start() | (cs.first_day is not None) << 16
        day = s32(lparam)
        cs.first_day = None if day < 0 else min(day, 6)
        wm.invalidate(win, None, False)
        return before
    if msg == MCM_GETMONTHRANGE:
        # GMR_VISIBLE: the shown month, whole; GMR_DAYSTATE: the grid's first and last
        # days; the answer is how many months each range touches
        start = grid_start(cs)
        if wparam == GMR_DAYSTATE:
            first, last = start, start + datetime.timedelta(days=41)
        elif wparam == GMR_VISIBLE:
            first = cs.shown.replace(day=1)
            last = first.replace(day=_days_in(first.year, first.month))
        else:
            return 0
        if lparam:
            size = len(systemtime_bytes(datetime.datetime.combine(first, datetime.time())))
            for k, day in enumerate((first, last)):
                vm.mem.write(lparam + k * size,
                             systemtime_bytes(datetime.datetime.combine(day, datetime.time())))
        return (last.year - first.year) * 12 + last.month - first.month + 1
    if msg == MCM_SETDAYSTATE:
        # one MONTHDAYSTATE per month the grid touches (the count must be that), for an
        # MCS_DAYSTATE calendar only
        months = grid_months(cs)
        if not win.style & MCS_DAYSTATE or wparam != len(months) or not lparam:
            return 0
        for k, key in enumerate(months):
            cs.day_states[key] = vm.mem.u32(lparam + 4 * k)
        wm.invalidate(win, None, False)
        return 1
    if msg == MCM_GETMINREQRECT:
        if not lparam:
            return 0
        w, h = calendar_size(wm, cs.font or win.state.get("font", 0))
        vm.mem.write(lparam, RECT.pack_values(0, 0, w, h))
        return 1
    if msg == WM_SETFONT:
        cs.font = wparam
        win.state["font"] = wparam
        if lparam:
            wm.invalidate(win, None, False)
        return 0
    if msg == WM_GETFONT:
        return cs.font
    if 0x1000 <= msg < 0x1100:
        raise Unimplemented("%s class %s (message %#x)" % (COMCTL32, MONTHCAL_CLASS, msg))
    return (yield from def_window_proc(wm, win, msg, wparam, lparam, is_wide(win)))
