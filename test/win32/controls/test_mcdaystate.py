"""A month calendar's day states (issue 23, "Programs in the wild (stop 27)": wxWidgets'
calendar sample marks holidays with MCS_DAYSTATE and MCM_SETDAYSTATE, and stopped there).

test/exe/mcdaystate.exe (guests/tests/mcdaystate.c): MCM_SETDAYSTATE takes one
MONTHDAYSTATE per month the grid touches (3 for May 2024) and refuses another count, or a
calendar without MCS_DAYSTATE; no MCN_GETDAYSTATE comes at creation or with
MCM_SETCURSEL. The guest then waits five seconds: here the test clicks the next-month arrow,
and the parent gets MCN_GETDAYSTATE from the 1st of the grid's first month (May: the
grid of June 2024 starts on 26 May) for its three months (Wine 8 was not given the click,
so it prints every line but that one; its other lines are these, 32- and 64-bit).
"""

from paths import guest_exe
from wineagent.win32.controls.datetime.monthcal import _arrow_rects, calendar_layout, month_origin

BEFORE = [
    'create',
    'created',
    'setcursel: 1',
    'months: 3',
    'setdaystate 3: 1',
    'setdaystate 2: 0',
    'setdaystate 4: 0',
    'setdaystate no style: 0',
    'waiting',
]


def test_day_states_are_set_per_month_and_asked_for_on_scrolling(boot, tmp_path, width):
    d = boot(guest_exe("mcdaystate", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    for _ in range(200):
        if "waiting" in d.vm.stdout_log:
            break
        d.run(1)
    assert d.vm.stdout_log == BEFORE
    wm = d.vm.wm
    cal = next(w for w in wm.windows.values()
               if getattr(w.cls, "name", "") == "SysMonthCal32" and w.style & 0x10000000)
    ox, oy = wm.client_origin(cal)
    lay = calendar_layout(wm, 0)
    _, (l, t, r, b) = _arrow_rects(lay, month_origin(cal, lay))   # the month is centred
    d.click(ox + (l + r) // 2, oy + (t + b) // 2)
    d.run_to_end(800)          # the guest's five-second timer
    assert d.vm.stdout_log == BEFORE + [
        ' MCN_GETDAYSTATE: start 2024-05-01 count 3',
        'done',
    ]
