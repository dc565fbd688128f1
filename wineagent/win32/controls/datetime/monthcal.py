"""The month calendar (SysMonthCal32): its state, colours and geometry, its drawing
(title band, day names, the six-week grid, today), choosing a day (MCN_SELCHANGE,
MCN_SELECT) and its keys."""

import datetime

from ...core.structures import NMDAYSTATE, NMSELCHANGE
from ...gdi.objects import SYS_COLORS
from ...kernel.locale import expand_token, guest_now, locale_info, picture_tokens
from ...user.scrollbars import draw_arrow_button
from ..builtin_common import draw_child_frame
from ..comctl_shared import notify_tail
from .dates import (BUTTON_W, MAX_DATE, MCN_SELCHANGE, MCN_SELECT, MCSC_BACKGROUND,
                    MCSC_MONTHBK, MCSC_TEXT, MCSC_TITLEBK, MCSC_TITLETEXT, MCSC_TRAILINGTEXT,
                    MCN_GETDAYSTATE, MCS_DAYSTATE, MCS_NOTODAY, MCS_NOTODAYCIRCLE, MIN_DATE, RED, VK_DOWN, VK_LEFT, VK_NEXT,
                    VK_PRIOR, VK_RETURN, VK_RIGHT, VK_UP, _days_in, _notify, systemtime)


LOCALE_IFIRSTDAYOFWEEK = 0x100C


def _default_color(index):
    """comctl32's default colours (COLORREF): window, window text, active caption,
    caption text, window, gray text."""
    sys_index = {MCSC_BACKGROUND: 5, MCSC_TEXT: 8, MCSC_TITLEBK: 2, MCSC_TITLETEXT: 9,
                 MCSC_MONTHBK: 5, MCSC_TRAILINGTEXT: 17}.get(index, 5)
    r, g, b = SYS_COLORS[sys_index]
    return r | g << 8 | b << 16


def _color(cs, index):
    v = cs.colors.get(index, _default_color(index))
    return (v & 0xFF, (v >> 8) & 0xFF, (v >> 16) & 0xFF)


class CalendarState:
    """Selection, shown month, today and colours of one SysMonthCal32."""

    def __init__(self, today):
        self.today = today                # a date
        self.sel = today
        #: MCS_MULTISELECT: the range's last day (``sel`` its first), the day a shifted
        #: click extends from, and MCM_SETMAXSELCOUNT's count (a week at first)
        self.multi = False
        self.sel_end = today
        self.anchor = today
        self.max_sel = 7
        self.delta = 0                    # MCM_SETMONTHDELTA's months (0: none set)
        self.shown = today                # any day of the month shown
        self.owner = 0                    # the date picker that dropped it (0: a control)
        self.font = 0
        self.colors = {}
        self.range = [None, None]
        self.first_day = None             # MCM_SETFIRSTDAYOFWEEK's day (None: the locale's)
        self.day_states = {}              # (year, month) -> MONTHDAYSTATE (bit n: day n+1 bold)

    def week_start(self):
        """The first day of the week, 0 Monday .. 6 Sunday (LOCALE_IFIRSTDAYOFWEEK's
        numbering) unless MCM_SETFIRSTDAYOFWEEK set one."""
        return self.first_day if self.first_day is not None else locale_first_day()


def locale_first_day():
    """LOCALE_IFIRSTDAYOFWEEK of the user's locale (en-US: 6, Sunday)."""
    return int(locale_info(LOCALE_IFIRSTDAYOFWEEK))


def grid_start(cs):
    """The first day in ``cs``'s grid: the week's first day before the 1st (a whole week
    before when the 1st is that day, so the previous month always shows), as comctl32
    lays it out."""
    first = cs.shown.replace(day=1)
    back = (first.weekday() - cs.week_start()) % 7 or 7
    return first - datetime.timedelta(days=back)


def _cs(wm, win):
    cs = win.state.get("monthcal")
    if cs is None:
        cs = win.state["monthcal"] = CalendarState(guest_now(wm.vm).date())
    return cs


def _font_obj(wm, h):
    gdi = wm.vm.gdi
    obj = gdi.get(h) if h else None
    return obj if obj is not None and hasattr(obj, "pil") else gdi.stock[17]


def calendar_layout(wm, font_handle):
    """The month calendar's geometry for a font: cell width and height, the margin, the
    title band's height, where the day grid starts, the today line's top, total size.
    The sizes follow comctl32's: a day cell is two digits wide plus padding and one
    line plus 2 high; the title band is one line plus 10."""
    font = _font_obj(wm, font_handle)
    lh = font.line_height
    cell_w = int(font.pil.getlength("00")) + 8
    cell_h = lh + 2
    margin = 6
    title_h = lh + 10
    days_top = title_h + 2 + cell_h + 1
    today_top = days_top + 6 * cell_h
    total = (7 * cell_w + 2 * margin, today_top + cell_h + 4)
    return {"font": font, "cell_w": cell_w, "cell_h": cell_h, "margin": margin,
            "title_h": title_h, "head_top": title_h + 2, "days_top": days_top,
            "today_top": today_top, "size": total}


def calendar_size(wm, font_handle):
    """MCM_GETMINREQRECT's size: (width, height) of the client area."""
    return calendar_layout(wm, font_handle)["size"]


def grid_months(cs):
    """The (year, month) of each month the six-week grid touches, first to last."""
    start = grid_start(cs)
    end = start + datetime.timedelta(days=41)
    out, y, m = [], start.year, start.month
    while (y, m) <= (end.year, end.month):
        out.append((y, m))
        y, m = (y + 1, 1) if m == 12 else (y, m + 1)
    return out


def ask_day_states(wm, win, cs):
    """Generator: MCN_GETDAYSTATE for an MCS_DAYSTATE calendar whose months changed: the
    parent fills one MONTHDAYSTATE per month of the grid, from the first one's 1st."""
    if not win.style & MCS_DAYSTATE:
        return
    vm = wm.vm
    months = grid_months(cs)
    arr = vm.heap.alloc(4 * len(months))
    try:
        vm.mem.write(arr, bytes(4 * len(months)))
        y, m = months[0]
        start = datetime.datetime(y, m, 1)
        extra = notify_tail(NMDAYSTATE, vm.ptr_size, stStart=systemtime(start),
                            cDayState=len(months), prgDayState=arr)
        yield from _notify(wm, win, MCN_GETDAYSTATE, extra,
                           to=_calendar_notify_target(wm, win, cs))
        for k, key in enumerate(months):
            cs.day_states[key] = vm.mem.u32(arr + 4 * k)
    finally:
        vm.heap.free(arr)
    wm.invalidate(win, None, False)


def month_origin(win, lay):
    """Where the month's box starts in the client area: centred when the control is
    larger than the box (one month is drawn), at the top left when it is smaller, as
    comctl32 places its calendars."""
    cw, ch = win.client_size()
    w, h = lay["size"]
    return max(0, (cw - w) // 2), max(0, (ch - h) // 2)


def _arrow_rects(lay, origin=(0, 0)):
    t = (lay["title_h"] - 14) // 2 + origin[1]
    w, x = lay["size"][0], origin[0]
    return (x + 4, t, x + 4 + BUTTON_W, t + 14), (x + w - 4 - BUTTON_W, t, x + w - 4, t + 14)


MCHT_TITLE, MCHT_CALENDAR, MCHT_TODAYLINK = 0x10000, 0x20000, 0x30000
MCHT_NEXT, MCHT_PREV = 0x1000000, 0x2000000


def hit_test(wm, win, cs, x, y):
    """MCM_HITTEST's (uHit, date or None) for client point (x, y): the title band (its
    arrows, the month's and the year's words), the day names, a date (of the month shown,
    or the month before or after), the today line; MCHT_CALENDARBK elsewhere in the
    month's box, MCHT_NOWHERE outside it."""
    lay = calendar_layout(wm, cs.font)
    mx, my = month_origin(win, lay)
    left, right = _arrow_rects(lay, (mx, my))
    w, h = lay["size"]
    if not (mx <= x < mx + w and my <= y < my + h):
        return 0, None
    for rect, code in ((left, MCHT_TITLE | MCHT_PREV | 3), (right, MCHT_TITLE | MCHT_NEXT | 3)):
        if rect[0] <= x < rect[2] and rect[1] <= y < rect[3]:
            return code, None
    x, y = x - mx, y - my
    font = lay["font"]
    if y < lay["title_h"]:
        month = expand_token("MMMM", cs.shown)
        title = month + " " + expand_token("yyyy", cs.shown)
        tw, mw = int(font.pil.getlength(title)), int(font.pil.getlength(month + " "))
        tx = (w - tw) // 2
        if tx <= x < tx + mw:
            return MCHT_TITLE | 1, None
        if tx + mw <= x < tx + tw:
            return MCHT_TITLE | 2, None
        return MCHT_TITLE, None
    m, cell_w, cell_h = lay["margin"], lay["cell_w"], lay["cell_h"]
    col = (x - m) // cell_w
    if 0 <= col < 7 and x >= m:
        if lay["head_top"] <= y < lay["head_top"] + cell_h:
            return MCHT_CALENDAR | 2, None
        row = (y - lay["days_top"]) // cell_h
        if y >= lay["days_top"] and row < 6:
            day = grid_start(cs) + datetime.timedelta(days=row * 7 + col)
            code = MCHT_CALENDAR | 1
            if (day.year, day.month) < (cs.shown.year, cs.shown.month):
                code |= MCHT_PREV
            elif (day.year, day.month) > (cs.shown.year, cs.shown.month):
                code |= MCHT_NEXT
            return code, day
    if y >= lay["today_top"] and not win.style & MCS_NOTODAY:
        return MCHT_TODAYLINK, None
    return MCHT_CALENDAR, None


def _paint_calendar(wm, win, cs, dc):
    lay = calendar_layout(wm, cs.font)
    font = lay["font"]
    cw, ch = win.client_size()
    cell_w, cell_h, m = lay["cell_w"], lay["cell_h"], lay["margin"]
    bk, text = _color(cs, MCSC_MONTHBK), _color(cs, MCSC_TEXT)
    title_bk, title_fg = _color(cs, MCSC_TITLEBK), _color(cs, MCSC_TITLETEXT)
    trailing = _color(cs, MCSC_TRAILINGTEXT)
    start = grid_start(cs)
    title = expand_token("MMMM", cs.shown) + " " + expand_token("yyyy", cs.shown)
    # LOCALE_SABBREVDAYNAME1 (0x31) is Monday: the names from the week's first day
    names = [locale_info(0x0031 + (i + cs.week_start()) % 7)[0] for i in range(7)]
    mx, my = month_origin(win, lay)
    left, right = _arrow_rects(lay, (mx, my))
    mw = lay["size"][0]
    no_today = win.style & MCS_NOTODAY
    no_circle = win.style & MCS_NOTODAYCIRCLE

    def centred(d, l, t, r, b, s, fg):
        w = int(font.pil.getlength(s))
        d.text((l + (r - l - w) // 2, t + (b - t - font.line_height) // 2), s,
               font=font.pil, fill=fg)

    def fn(d, bx, by):
        d.rectangle([bx, by, bx + cw - 1, by + ch - 1], fill=bk)
        ox, oy = bx + mx, by + my          # the month's box (month_origin)
        d.rectangle([ox, oy, ox + mw - 1, oy + lay["title_h"] - 1], fill=title_bk)
        centred(d, ox, oy, ox + mw, oy + lay["title_h"], title, title_fg)
        for rect, direction in ((left, "left"), (right, "right")):
            draw_arrow_button(d, bx + rect[0], by + rect[1], bx + rect[2], by + rect[3],
                              direction, False, False)
        ht = oy + lay["head_top"]
        for i, name in enumerate(names):
            x = ox + m + i * cell_w
            centred(d, x, ht, x + cell_w, ht + cell_h, name, title_bk)
        d.line([(ox + m, ht + cell_h), (ox + mw - m - 1, ht + cell_h)], fill=SYS_COLORS[16])
        for k in range(42):
            day = start + datetime.timedelta(days=k)
            x = ox + m + (k % 7) * cell_w
            y = oy + lay["days_top"] + (k // 7) * cell_h
            fg = text if day.month == cs.shown.month else trailing
            if cs.sel <= day <= (cs.sel_end if cs.multi else cs.sel):
                d.rectangle([x, y, x + cell_w - 1, y + cell_h - 1], fill=title_bk)
                fg = title_fg
            bold = cs.day_states.get((day.year, day.month), 0) >> (day.day - 1) & 1
            centred(d, x, y, x + cell_w, y + cell_h, str(day.day), fg)
            if bold and win.style & MCS_DAYSTATE:     # drawn twice, a pixel apart
                centred(d, x + 1, y, x + cell_w + 1, y + cell_h, str(day.day), fg)
            if day == cs.today and not no_circle and day.month == cs.shown.month:
                d.ellipse([x, y, x + cell_w - 1, y + cell_h - 1], outline=RED)
        if not no_today:
            ty = oy + lay["today_top"] + 2
            x = ox + m
            if not no_circle:
                d.ellipse([x, ty, x + cell_w - 1, ty + cell_h - 1], outline=RED)
                x += cell_w + 4
            label = "Today: " + "".join(expand_token(t, cs.today)
                                        for t in picture_tokens(locale_info(0x001F)))
            d.text((x, ty + 1), label, font=font.pil, fill=text)
    dc.draw((0, 0, cw, ch), fn)
    draw_child_frame(wm, win)


def _calendar_notify_target(wm, win, cs):
    return cs.owner if cs.owner else win.parent


def _select_day(wm, win, cs, day, final, extend=False):
    """Generator: the user chose ``day``: MCN_SELCHANGE, and MCN_SELECT when ``final``
    (a click or Enter), each with NMSELCHANGE {start, end}. With MCS_MULTISELECT the
    selection is that day alone, or with ``extend`` (a click with Shift) the days from
    the last one chosen alone to it, at most MCM_SETMAXSELCOUNT's count of them."""
    lo, hi = cs.range
    if (lo is not None and day < lo.date()) or (hi is not None and day > hi.date()):
        return
    first = last = day
    if cs.multi and extend:
        step = datetime.timedelta(days=cs.max_sel - 1)
        if day >= cs.anchor:
            first, last = cs.anchor, min(day, cs.anchor + step)
        else:
            first, last = max(day, cs.anchor - step), cs.anchor
    else:
        cs.anchor = day
    cs.sel, cs.sel_end = first, last
    if day.month != cs.shown.month or day.year != cs.shown.year:
        cs.shown = day
    wm.invalidate(win, None, False)
    extra = notify_tail(NMSELCHANGE, wm.vm.ptr_size,
                        stSelStart=systemtime(datetime.datetime.combine(first, datetime.time())),
                        stSelEnd=systemtime(datetime.datetime.combine(last, datetime.time())))
    target = _calendar_notify_target(wm, win, cs)
    yield from _notify(wm, win, MCN_SELCHANGE, extra, to=target)
    if final and wm.get(win.hwnd) is not None:
        yield from _notify(wm, win, MCN_SELECT, extra, to=target)


def _shift_month(cs, delta):
    y, mth = divmod(cs.shown.year * 12 + cs.shown.month - 1 + delta, 12)
    if MIN_DATE.year <= y <= MAX_DATE.year:
        cs.shown = cs.shown.replace(year=y, month=mth + 1, day=1)


def _calendar_key(wm, win, vk):
    """Generator: keys for the calendar (forwarded by the picker while it is dropped)."""
    cs = _cs(wm, win)
    step = {VK_LEFT: -1, VK_RIGHT: 1, VK_UP: -7, VK_DOWN: 7}.get(vk)
    if step is not None:
        yield from _select_day(wm, win, cs, cs.sel + datetime.timedelta(days=step), False)
    elif vk in (VK_PRIOR, VK_NEXT):
        y, mth = divmod(cs.sel.year * 12 + cs.sel.month - 1 + (-1 if vk == VK_PRIOR else 1), 12)
        day = min(cs.sel.day, _days_in(y, mth + 1))
        yield from _select_day(wm, win, cs, datetime.date(y, mth + 1, day), False)
    elif vk == VK_RETURN:
        yield from _select_day(wm, win, cs, cs.sel, True)
