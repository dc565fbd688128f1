"""The date and time picker (SysDateTimePick32) and its month calendar, driven through
test/exe/md_datetime.exe (source guests/tests/md_datetime.c): the guest date it shows,
the DTM_* messages, keyboard editing with DTN_DATETIMECHANGE, the drop-down calendar,
and the pixels of the Windows 2000 look.

The guest clock starts at its epoch, 2024-01-01 00:00 (GetLocalTime; win32/kernel/epoch.py),
so a new picker shows 1/1/2024 in every run. Return values follow the documentation of each DTM_ message.

The tests driving the guest run its i686 and its x86-64 build (the ``width`` fixture,
test/exe64/md_datetime.exe): the same lines (NMDATETIMECHANGE and NMSELCHANGE reach it
laid out after a 24-byte NMHDR at 64 bits) and the same pixels.
"""

import pytest

from wineagent.win32.controls.datetime import (MONTHCAL_CLASS, calendar_layout,
                                               picker_layout, step_field, type_digits)
from wineagent.win32.gdi.objects import SYS_COLORS, Font

from paths import guest_exe
VK_LEFT, VK_UP, VK_RIGHT, VK_DOWN, VK_MENU, VK_F4 = 0x25, 0x26, 0x27, 0x28, 0x12, 0x73
VK_SPACE, VK_RETURN, VK_ESCAPE, VK_F2, VK_TAB = 0x20, 0x0D, 0x1B, 0x71, 0x09


@pytest.fixture
def d(boot, width):
    d = boot(guest_exe("md_datetime", width))
    assert d.vm.machine.fault is None
    assert "ready" in d.vm.stdout_log
    return d


def lines(d, prefix):
    return [s for s in d.vm.stdout_log if s.startswith(prefix)]


def since(d, mark):
    return d.vm.stdout_log[mark:]


def press(d, vk):
    return d.key("down", vk).key("up", vk).settle()


def picker(d, wid):
    main = d.window("Date and time")
    for w in d.vm.wm.describe():
        if w["parent"] == main["hwnd"] and w["id"] == wid:
            return d.vm.wm.get(w["hwnd"])
    raise AssertionError("no picker %d" % wid)


def test_a_new_picker_shows_the_guest_date_and_the_messages_answer(d):
    assert lines(d, "show id=1") == [
        'show id=1 text="1/1/2024" get=0 2024-01-01 00:00:00 dow=1']
    assert lines(d, "edge") == ["edge=1"]                 # comctl32 forces WS_EX_CLIENTEDGE
    assert lines(d, "set") == [
        "setrange=1", "set outside range=0", "set bad month=0",
        "set time=1", "set none=1",
        "set none without shownone=0",                    # GDT_NONE needs DTS_SHOWNONE
        "setformat=1"]
    assert lines(d, "getrange") + lines(d, "range") == [
        "getrange=3", "range min=2023-12-1 max=2024-2-15"]  # GDTR_MIN | GDTR_MAX
    assert lines(d, "show id=2") == [
        'show id=2 text="10:30:15 AM" get=0 2026-12-02 10:30:15 dow=3']
    # No date: DTM_GETSYSTEMTIME answers GDT_NONE and leaves the structure alone.
    assert lines(d, "show id=3") == ['show id=3 text="" get=1 0000-00-00 00:00:00 dow=0']
    assert lines(d, "show id=4") == [
        'show id=4 text="Day 1 of January 2024" get=0 2024-01-01 00:00:00 dow=1']
    assert lines(d, "monthcal") == ["monthcal closed=1"]
    # The snapshot's title of a picker is what it shows.
    assert picker(d, 1).title == "1/1/2024"


def test_the_keyboard_edits_fields_and_every_change_notifies(d):
    mark = len(d.vm.stdout_log)
    press(d, VK_UP)                               # month 1 -> 2
    press(d, VK_RIGHT)                            # the day field
    d.key("char", ord("1")).key("char", ord("4")).settle()     # "1": still 1; "14"
    press(d, VK_DOWN)                             # day 13
    press(d, VK_RIGHT)
    press(d, VK_DOWN)                             # 2023: moved into the range (1 Dec 2023)
    assert since(d, mark) == [
        "notify id=1 code=change 2024-02-01 00:00:00 flags=0",
        "notify id=1 code=change 2024-02-14 00:00:00 flags=0",
        "notify id=1 code=change 2024-02-13 00:00:00 flags=0",
        "notify id=1 code=change 2023-12-01 00:00:00 flags=0"]
    assert picker(d, 1).title == "12/1/2023"
    mark = len(d.vm.stdout_log)
    press(d, VK_F2)                               # the guest asks every picker
    assert since(d, mark)[0] == 'show id=1 text="12/1/2023" get=0 2023-12-01 00:00:00 dow=5'


def test_the_time_picker_steps_hours_minutes_and_the_half_of_the_day(d):
    p2 = picker(d, 2)
    ox, oy = d.vm.wm.client_origin(p2)
    geo = picker_layout(d.vm.wm, p2, p2.state["dtp"])
    l, t, r, b = geo["fields"][2]                 # h : mm : ss AM -> the minutes
    d.click(ox + (l + r) // 2, oy + (t + b) // 2)
    assert d.vm.wm.focus == p2.hwnd
    mark = len(d.vm.stdout_log)
    press(d, VK_DOWN)                             # 10:29:15
    d.key("char", ord("5")).key("char", ord("9")).settle()     # 10:05, then 10:59
    press(d, VK_RIGHT)
    press(d, VK_RIGHT)                            # AM/PM
    d.key("char", ord("p")).settle()              # 22:59:15
    up_l, up_t, up_r, up_b = geo["up"]
    d.click(ox + (up_l + up_r) // 2, oy + (up_t + up_b) // 2)  # the up arrow: back to AM
    assert since(d, mark) == [
        "notify id=2 code=change 2026-12-02 10:29:15 flags=0",
        "notify id=2 code=change 2026-12-02 10:05:15 flags=0",
        "notify id=2 code=change 2026-12-02 10:59:15 flags=0",
        "notify id=2 code=change 2026-12-02 22:59:15 flags=0",
        "notify id=2 code=change 2026-12-02 10:59:15 flags=0"]
    assert p2.title == "10:59:15 AM"


def test_the_none_check_box_turns_the_date_on_and_off(d):
    p3 = picker(d, 3)
    ox, oy = d.vm.wm.client_origin(p3)
    l, t, r, b = picker_layout(d.vm.wm, p3, p3.state["dtp"])["check"]
    mark = len(d.vm.stdout_log)
    d.click(ox + (l + r) // 2, oy + (t + b) // 2)
    assert p3.title == "Monday, January 1, 2024"
    press(d, VK_SPACE)
    assert p3.title == ""
    assert since(d, mark) == ["notify id=3 code=change 2024-01-01 00:00:00 flags=0",
                              "notify id=3 code=change 2024-01-01 00:00:00 flags=1"]


def _calendar(d):
    """The dropped calendar (a top-level popup), or None."""
    cals = [w for w in d.vm.wm.describe() if w["class"] == MONTHCAL_CLASS and not w["parent"]]
    return d.vm.wm.get(cals[0]["hwnd"]) if cals else None


def _day_point(d, cal, k):
    lay = calendar_layout(d.vm.wm, cal.state["monthcal"].font)
    cx, cy = d.vm.wm.client_origin(cal)
    return (cx + lay["margin"] + (k % 7) * lay["cell_w"] + lay["cell_w"] // 2,
            cy + lay["days_top"] + (k // 7) * lay["cell_h"] + lay["cell_h"] // 2)


def test_the_drop_down_calendar_is_a_popup_that_selects_a_date(d):
    p1 = picker(d, 1)
    ox, oy = d.vm.wm.client_origin(p1)
    l, t, r, b = picker_layout(d.vm.wm, p1, p1.state["dtp"])["button"]
    mark = len(d.vm.stdout_log)
    d.click(ox + (l + r) // 2, oy + (t + b) // 2)
    cal = _calendar(d)
    assert cal is not None and cal.style & 0x80000000          # WS_POPUP, below the picker
    sx, sy = d.vm.wm.screen_origin(p1)
    assert (cal.x, cal.y) == (sx, sy + p1.h)
    # January 2024 starts on a Monday: the grid starts on Sunday 31 December; the
    # 26th cell is Thursday 25 January.
    d.click(*_day_point(d, cal, 25))
    assert _calendar(d) is None
    assert since(d, mark) == ["notify id=1 code=dropdown cal=1",
                              "notify id=1 code=change 2024-01-25 00:00:00 flags=0",
                              "notify id=1 code=closeup cal=0"]
    assert p1.title == "1/25/2024"


def test_the_calendar_opens_from_the_keyboard_and_escape_or_a_click_outside_closes_it(d):
    p1 = picker(d, 1)
    mark = len(d.vm.stdout_log)
    d.key("down", VK_MENU).key("down", VK_DOWN).key("up", VK_DOWN).key("up", VK_MENU).settle()
    assert _calendar(d) is not None
    press(d, VK_RIGHT)                        # 2 January
    press(d, VK_DOWN)                         # 9 January
    press(d, VK_RETURN)
    assert _calendar(d) is None and p1.title == "1/9/2024"
    press(d, VK_F4)
    assert _calendar(d) is not None
    press(d, VK_ESCAPE)
    assert _calendar(d) is None
    press(d, VK_F4)
    press(d, VK_F4)                           # F4 again
    assert _calendar(d) is None
    press(d, VK_F4)
    d.click(380, 250)                         # elsewhere in the window
    assert _calendar(d) is None and p1.title == "1/9/2024"
    assert [s for s in since(d, mark) if "change" in s] == [
        "notify id=1 code=change 2024-01-09 00:00:00 flags=0"]
    assert [s.split("code=")[1] for s in since(d, mark)] == [
        "dropdown cal=1", "change 2024-01-09 00:00:00 flags=0", "closeup cal=0",
        "dropdown cal=1", "closeup cal=0", "dropdown cal=1", "closeup cal=0",
        "dropdown cal=1", "closeup cal=0"]


def test_pickers_draw_as_windows_2000_does(d):
    p1, p2 = picker(d, 1), picker(d, 2)
    wm = d.vm.wm
    ox, oy = wm.client_origin(p1)
    geo = picker_layout(wm, p1, p1.state["dtp"])
    cw, ch = p1.client_size()
    assert (cw, ch) == (p1.w - 4, p1.h - 4)                   # the 2-pixel sunken edge
    sx, sy = wm.screen_origin(p1)
    assert d.pixel(sx, sy) == SYS_COLORS[16]                  # edge: shadow, then dark
    assert d.pixel(sx + 1, sy + 1) == SYS_COLORS[21]
    # The focused picker highlights its selected field (the month) ...
    l, t, r, b = geo["fields"][0]
    assert d.pixel(ox + l, oy + t) == SYS_COLORS[13]
    # ... the rest is white, and the drop-down button is a raised scroll-arrow button
    # (16 pixels wide, the whole client height) with a black arrow.
    assert d.pixel(ox + geo["fields"][1][2] + 5, oy + 2) == (255, 255, 255)
    bl, bt, br, bb = geo["button"]
    assert (br - bl, bb - bt) == (16, ch)
    assert d.pixel(ox + bl, oy + bt) == SYS_COLORS[22]
    assert d.pixel(ox + bl + 1, oy + bt + 1) == SYS_COLORS[20]
    assert d.pixel(ox + (bl + br) // 2 - 1, oy + (bt + bb) // 2 + 1) == (0, 0, 0)
    # The time picker has up and down arrows instead, half the height each.
    g2 = picker_layout(wm, p2, p2.state["dtp"])
    assert g2["button"] is None and g2["up"][3] == g2["down"][1]
    # The text is the control's font, black on white, starting 2 pixels in.
    assert geo["fields"][0][0] == 2
    text = d.screen().crop((ox + 2, oy, ox + geo["fields"][-1][2], oy + ch))
    assert (0, 0, 0) in [c for _, c in text.getcolors(4096)]


def test_the_calendar_draws_its_title_today_circle_and_selection(d):
    p1 = picker(d, 1)
    press(d, VK_F4)
    cal = _calendar(d)
    wm = d.vm.wm
    lay = calendar_layout(wm, cal.state["monthcal"].font)
    cx, cy = wm.client_origin(cal)
    assert cal.client_size() == lay["size"]
    assert d.pixel(cx + 30, cy + 2) == SYS_COLORS[2]          # title: the active caption
    # The selected day (1 January, cell 1) is filled with the title colour, and today
    # (the same day) circled in red.
    x, y = _day_point(d, cal, 1)
    assert d.pixel(x - lay["cell_w"] // 2 + 1, y - lay["cell_h"] // 2 + 3) == SYS_COLORS[2]
    cell = d.screen().crop((x - lay["cell_w"] // 2, y - lay["cell_h"] // 2,
                            x + lay["cell_w"] // 2, y + lay["cell_h"] // 2))
    assert (255, 0, 0) in [c for _, c in cell.getcolors(4096)]
    # The trailing day of December (the 31st, cell 0) is gray text.
    x, y = _day_point(d, cal, 0)
    cell = d.screen().crop((x - lay["cell_w"] // 2, y - lay["cell_h"] // 2,
                            x + lay["cell_w"] // 2, y + lay["cell_h"] // 2))
    assert SYS_COLORS[17] in [c for _, c in cell.getcolors(4096)]
    assert p1.title == "1/1/2024"


def test_field_arithmetic_wraps_within_each_field_as_the_picker_does():
    import datetime
    dt = datetime.datetime(2000, 3, 31, 23, 59, 58)
    assert step_field(dt, "month", -1) == datetime.datetime(2000, 2, 29, 23, 59, 58)
    assert step_field(dt, "day", 1) == datetime.datetime(2000, 3, 1, 23, 59, 58)
    assert step_field(dt, "hour", 1) == datetime.datetime(2000, 3, 31, 0, 59, 58)
    assert step_field(dt, "second", 2) == datetime.datetime(2000, 3, 31, 23, 59, 0)
    assert step_field(dt, "ampm", 1) == datetime.datetime(2000, 3, 31, 11, 59, 58)
    assert type_digits(dt, "year", "yy", "29") == datetime.datetime(2029, 3, 31, 23, 59, 58)
    assert type_digits(dt, "year", "yy", "30").year == 1930
    assert type_digits(dt, "month", "M", "13") is None
    assert type_digits(dt, "hour", "h", "7") == datetime.datetime(2000, 3, 31, 19, 59, 58)


def _calendar_min_size():
    """MCM_GETMINREQRECT's size for the guest's font (DEFAULT_GUI_FONT, MS Sans Serif 8):
    seven day cells two digits plus 8 pixels wide and a line plus 2 high with 6-pixel
    margins; the title band (a line plus 10), a 2-pixel gap, the day names, a rule, six
    weeks, the today line and 4 pixels below."""
    font = Font(-11, 400, "MS Sans Serif")
    lh = font.line_height
    cell_w, cell_h = font.extent("00")[0] + 8, lh + 2
    return 7 * cell_w + 2 * 6, (lh + 10) + 2 + cell_h + 1 + 6 * cell_h + cell_h + 4


def test_a_month_calendar_control_selects_with_the_mouse_and_keys(d):
    size = _calendar_min_size()
    assert lines(d, "mc ") == ["mc minrect=1", "mc size=%dx%d" % size, "mc setcursel=1",
                               "mc cursel=2024-02-29", "mc today=2024-01-01"]
    main = d.window("Date and time")
    cal = next(d.vm.wm.get(w["hwnd"]) for w in d.vm.wm.describe()
               if w["parent"] == main["hwnd"] and w["id"] == 5)
    assert cal.client_size() == size
    mark = len(d.vm.stdout_log)
    # February 2024 starts on a Thursday: the grid starts on Sunday 28 January, and the
    # 10th cell is Tuesday 6 February.
    d.click(*_day_point(d, cal, 9))
    assert d.vm.wm.focus == cal.hwnd
    press(d, VK_RIGHT)
    press(d, VK_RETURN)
    assert since(d, mark) == ["notify id=5 code=selchange 2024-02-06",
                              "notify id=5 code=select 2024-02-06",
                              "notify id=5 code=selchange 2024-02-07",
                              "notify id=5 code=selchange 2024-02-07",
                              "notify id=5 code=select 2024-02-07"]


def test_both_builds_show_the_same_screen(boot):
    # the x86-64 build draws what the i686 one draws, pixel for pixel, before and after
    # the drop-down calendar opens
    a, b = boot(guest_exe("md_datetime", 4)), boot(guest_exe("md_datetime", 8))
    assert a.screen().tobytes() == b.screen().tobytes()
    press(a, VK_F4)
    press(b, VK_F4)
    assert a.screen().tobytes() == b.screen().tobytes()
