"""Wine's winecfg (a property sheet whose tab control wraps its
seven tabs into rows) and winefile (a WH_CBT hook around its MDI child's creation), with the
pieces they needed: multi-row tabs and WH_CBT hooks."""

import os
import struct

import pytest

from wineagent.abi.api import Unimplemented

from apicall import call_api, wide
from paths import guest_exe
from test_comctl_classes import GUEST, win_of
from test_wine_gui_programs import EXE_DIR, VK_RETURN, _press, _type
from test_wine_programs import toplevels, wine, wine_exe  # noqa: F401  (wine: the fixture)
from wineagent.win32.controls import tabctrl

U = "USER32.dll"
TCM_INSERTITEMW, TCM_GETROWCOUNT, TCM_SETCURSEL = 0x133E, 0x132C, 0x130C
TCM_ADJUSTRECT, TCM_GETITEMRECT = 0x1328, 0x130A


def _send(vm, hwnd, msg, wparam=0, lparam=0):
    return call_api(vm, U, "SendMessageW", hwnd, msg, wparam, lparam)


def _multiline_tab(boot, count):
    d = boot(GUEST)
    assert d.vm.machine.fault is None, d.vm.machine.fault
    tab = win_of(d, "SysTabControl32")
    tab.style |= tabctrl.TCS_MULTILINE
    vm = d.vm
    item = vm.heap.alloc(28, zero=True)
    for i in range(count):
        vm.mem.write(item, struct.pack("<IIIIiiI", 1, 0, 0, wide(vm, "Wrapped tab %d" % i),
                                       0, -1, 0))
        _send(vm, tab.hwnd, TCM_INSERTITEMW, 100, item)
    return d, tab


def test_multiline_tabs_wrap_into_rows_stretched_to_the_width(boot):
    d, tab = _multiline_tab(boot, 6)
    vm, wm = d.vm, d.vm.wm
    rows = _send(vm, tab.hwnd, TCM_GETROWCOUNT)
    assert rows >= 2
    rects = tabctrl.tab_rects(wm, tab)
    cw = tab.client_size()[0]
    tops = sorted({t for _, t, _, _ in rects})
    assert len(tops) == rows
    h = tops[1] - tops[0]
    for top in tops:                  # every row starts at the margin and ends at the width
        row = sorted(r for r in rects if r[1] == top)
        assert row[0][0] == tabctrl.LEFT_MARGIN and row[-1][2] == cw - 2
        assert all(a[2] == b[0] for a, b in zip(row, row[1:]))
    # the selected tab (0) is in the row next to the display area, which sits under all rows
    assert rects[0][1] == tops[-1]
    rc = vm.heap.alloc(16)
    vm.mem.write(rc, struct.pack("<4i", 0, 0, 300, 300))
    _send(vm, tab.hwnd, TCM_ADJUSTRECT, 0, rc)
    assert struct.unpack("<4i", vm.mem.read(rc, 16))[1] == rows * h + 2 + 2
    # the single-row control answers one row
    tab.style &= ~tabctrl.TCS_MULTILINE
    assert _send(vm, tab.hwnd, TCM_GETROWCOUNT) == 1


def test_selecting_a_tab_of_another_row_moves_its_row_next_to_the_page(boot):
    d, tab = _multiline_tab(boot, 9)
    vm, wm = d.vm, d.vm.wm
    before = tabctrl.tab_rects(wm, tab)
    tops = sorted({t for _, t, _, _ in before})
    assert len(tops) >= 3
    far = next(i for i, r in enumerate(before) if r[1] == tops[0])   # the top row
    _send(vm, tab.hwnd, TCM_SETCURSEL, far)
    after = tabctrl.tab_rects(wm, tab)
    assert after[far][1] == tops[-1]
    # the rows that were below it slide up one row; the item order in each row is kept
    h = tops[1] - tops[0]
    for b, a in zip(before, after):
        if b[1] != tops[0]:
            assert a[1] == b[1] - h and (a[0], a[2]) == (b[0], b[2])
    r = vm.heap.alloc(16)
    _send(vm, tab.hwnd, TCM_GETITEMRECT, far, r)
    assert struct.unpack("<4i", vm.mem.read(r, 16)) == after[far]


# -- a tabbed property sheet (guests/tests/w39_propsheet.c with the argument "tabs") ---------

def test_a_tabbed_sheet_switches_page_on_a_tab_click_and_enter_applies_every_page(boot, width):
    # its x86-64 build answers the same script with the same lines (PROPSHEETHEADER/PAGE
    # and the PSN_* notifications' PSHNOTIFY have 8-byte pointers there)
    d = boot(guest_exe("w39_propsheet", width), args="tabs")
    d.settle(200)
    assert d.vm.machine.fault is None, d.vm.machine.fault
    tab = win_of(d, "SysTabControl32")
    l, t, r, b = tabctrl.tab_rects(d.vm.wm, tab)[1]
    ox, oy = d.vm.wm.client_origin(tab)
    d.click(ox + (l + r) // 2, oy + (t + b) // 2).settle(100)
    assert tabctrl._ts(tab).cur == 1
    visible = [w for w in d.vm.wm.describe() if w["class"] == "EDIT" and w["visible"]]
    assert len(visible) == 1                      # the "Name" page shows its edit
    x0, y0, x1, y1 = visible[0]["rect"]
    d.click((x0 + x1) // 2, (y0 + y1) // 2).settle(100)
    _type(d, "Ada")
    _press(d, VK_RETURN)                          # the default button, OK
    assert d.vm.ended and d.vm.machine.fault is None
    # What the same program prints under xvfb-run wine (a click on "Name", "Ada", Enter):
    # OK asks the current page first (PSN_KILLACTIVE), then applies every page made
    # (PSN_APPLY with lParam TRUE: the OK button), and PropertySheetW answers 1.
    assert d.vm.stdout_log == [
        "precreate popup=1 caption=1", "initialized", "init page=1 parent-is-sheet=1",
        "setactive page=1", "killactive page=1", "init page=2 parent-is-sheet=1",
        "setactive page=2", "killactive page=2", "apply page=1 ok=1", "apply page=2 ok=1",
        "result=1"]


# -- WH_CBT hooks (guests/tests/wn2_hooks.c) ------------------------------------------------

def test_cbt_hooks_see_creation_activation_focus_minmax_and_destruction_as_under_wine(boot,
                                                                                      width):
    # its x86-64 build prints the same lines under 64-bit Wine (CBT_CREATEWND and
    # CBTACTIVATESTRUCT, hook WPARAM/LPARAM/LRESULT at 8 bytes)
    d = boot(guest_exe("wn2_hooks", width))
    d.settle(200)
    assert d.vm.ended and d.vm.machine.fault is None, d.vm.machine.fault
    # What `xvfb-run -a wine wn2_hooks.exe` prints, less the windows Wine makes for itself
    # (its "Default IME" window and COM's OleMainThreadWndClass, created around the first
    # windows: "CREATEWND class=wine ..." lines).
    assert d.vm.stdout_log == [
        "null-proc hook=0 error=1427", "global-without-module hook=0 error=1428",
        "unhook-bad ok=0", "hooks=1",
        "CREATEWND class=ours title=Main after=0 child=0",
        "ACTIVATE other mouse=0 active=0", "SETFOCUS other from=0",
        "CREATEWND class=edit title= after=0 child=1", "SETFOCUS edit from=main",
        # a hook answering non-zero: CreateWindowEx fails and WM_NCCREATE never comes
        "CREATEWND class=ours title=Refused after=0 child=0", "refused hwnd=0 nccreate=0",
        "CREATEWND class=ours title=Kept after=0 child=0",
        "DESTROYWND kept", "destroy-kept ok=0 alive=1",
        "SYSCOMMAND 0xf020", "MINMAX main cmd=6", "iconic=1",
        # leaving the minimized state takes the focus back to the window itself
        "MINMAX main cmd=9", "SETFOCUS main from=edit",
        "second-hook-calls-match=1", "unhook ok=1",
        "DESTROYWND main", "ACTIVATE 0 mouse=0 active=main",
        "second-after-unhook=0", "kept-alive=0"]


def test_hook_types_not_implemented_stop_the_guest_naming_the_type(boot):
    d = boot("hello")
    with pytest.raises(Unimplemented, match=r"SetWindowsHookExW \(WH_SHELL hooks\)"):
        call_api(d.vm, U, "SetWindowsHookExW", 10, 0x401000, 0, d.vm.threads.current.tid)
    # a thread that is not ours, and a thread-local journal hook, are refused
    assert call_api(d.vm, U, "SetWindowsHookExA", 5, 0x401000, 0, 0x9999) == 0
    assert d.vm.last_error == 87
    assert call_api(d.vm, U, "SetWindowsHookExA", 99, 0x401000, 0, 0) == 0
    assert d.vm.last_error == 1426


# -- GetNumberFormat (winefile's file sizes) -------------------------------------------------

def _number(vm, value, fmt=0, flags=0, size=64):
    buf = vm.heap.alloc(128)
    n = call_api(vm, "KERNEL32.dll", "GetNumberFormatW", 0x409, flags, wide(vm, value), fmt,
                 buf, size)
    return n, vm.mem.wstr(buf) if n else None


def test_getnumberformat_groups_rounds_and_signs_as_the_locale_or_a_numberfmt_says(boot):
    vm = boot("hello").vm
    assert _number(vm, "1234567.891") == (13, "1,234,567.89")      # en-US: 2 digits, 3;0
    assert _number(vm, "-999.995")[1] == "-1,000.00"                # half away from zero
    assert _number(vm, ".5")[1] == "0.50"
    assert _number(vm, "1234", size=0)[0] == 9                      # the length it needs
    assert _number(vm, "1234", size=4)[0] == 0 and vm.last_error == 122
    for bad in ("", "1.2.3", "12a", "-"):
        assert _number(vm, bad)[0] == 0 and vm.last_error == 87
    fmt = vm.heap.alloc(24)
    vm.mem.write(fmt, struct.pack("<6I", 0, 0, 32, wide(vm, "."), wide(vm, " "), 0))
    assert _number(vm, "-123456789.5", fmt)[1] == "(12 34 56 790)"  # 3;2 grouping, (1)
    assert _number(vm, "1", fmt, flags=0x80000000)[0] == 0 and vm.last_error == 1004


# -- SetWindowPlacement (winefile places its MDI child with it) ------------------------------

def _placement(vm, show, rect):
    wp = vm.heap.alloc(44, zero=True)
    vm.mem.write(wp, struct.pack("<3I8i", 44, 0, show, -1, -1, -1, -1, *rect))
    return wp


def test_setwindowplacement_sets_the_normal_rectangle_and_the_show_state(boot):
    vm = boot("compute").vm          # a program without windows: nothing of the guest runs
    # a top-level window of a built-in class: its procedure runs in Python, not the guest
    hwnd = call_api(vm, U, "CreateWindowExW", 0, wide(vm, "STATIC"), wide(vm, "Placed"),
                    0x10CF0000, 10, 10, 100, 100, 0, 0, 0, 0)
    win = vm.wm.get(hwnd)
    assert call_api(vm, U, "SetWindowPlacement", hwnd, _placement(vm, 1, (30, 40, 330, 240))) == 1
    assert (win.x, win.y, win.w, win.h) == (30, 40, 300, 200)
    # maximized: the normal rectangle is kept for the restore
    assert call_api(vm, U, "SetWindowPlacement", hwnd, _placement(vm, 3, (50, 60, 250, 160))) == 1
    assert call_api(vm, U, "IsZoomed", hwnd) == 1
    assert call_api(vm, U, "ShowWindow", hwnd, 9) == 1                 # SW_RESTORE
    assert (win.x, win.y, win.w, win.h) == (50, 60, 200, 100)
    assert call_api(vm, U, "SetWindowPlacement", hwnd, 0) == 0 and vm.last_error == 87


def test_winefile_shows_its_frame_with_its_mdi_child_maximized(boot):
    # winefile builds its frame, drive bar and MDI client, hooks its child's creation
    # (WH_CBT), makes the child and maximizes it with SetWindowPlacement (an MDI child's
    # maximized state, controls/mdi.py), loading its toolbar images with
    # ImageList_LoadImageW: the frame's title then carries the child's, as on Windows.
    d = boot(wine_exe("winefile.exe"))
    d.settle(200)
    assert d.vm.machine.fault is None, d.vm.machine.fault
    titles = [t for cls, t in toplevels(d) if cls == "WFS_Frame"]
    assert titles and titles[0].startswith("Wine File Manager - ["), toplevels(d)
    assert d.vm.wm.hooks.hooks == []       # its hook was removed once the child was made


LVM_GETITEMCOUNT, LVM_GETNEXTITEM, LVM_GETITEMRECT = 0x1004, 0x100C, 0x100E
LVNI_SELECTED, LVIR_LABEL = 0x2, 2


def test_winecfg_lists_its_applications_in_a_list_view_and_clicks_select(wine):
    # The Applications page holds a list view in list view (LVS_LIST) with one item,
    # "Default Settings", selected, as under Wine.
    d = wine("winecfg")
    vm = d.vm
    assert ("#32770", "Wine configuration") in toplevels(d)
    lv = win_of(d, "SysListView32")
    assert lv.style & 0x3 == 0x3                                  # LVS_LIST
    assert _send(vm, lv.hwnd, LVM_GETITEMCOUNT) == 1
    assert _send(vm, lv.hwnd, LVM_GETNEXTITEM, 0xFFFFFFFF, LVNI_SELECTED) == 0
    rc = vm.heap.alloc(16)
    vm.mem.write(rc, struct.pack("<4i", LVIR_LABEL, 0, 0, 0))
    assert _send(vm, lv.hwnd, LVM_GETITEMRECT, 0, rc) == 1
    l, t, r, b = struct.unpack("<4i", vm.mem.read(rc, 16))
    assert (l, t) == (0, 0) and r > l and b > t
    ox, oy = vm.wm.client_origin(lv)
    # a click on empty space below the item selects nothing; one on the label selects it
    d.click(ox + l + 5, oy + b + 40).settle(50)
    assert _send(vm, lv.hwnd, LVM_GETNEXTITEM, 0xFFFFFFFF, LVNI_SELECTED) == 0xFFFFFFFF
    d.click(ox + l + 5, oy + (t + b) // 2).settle(50)
    assert _send(vm, lv.hwnd, LVM_GETNEXTITEM, 0xFFFFFFFF, LVNI_SELECTED) == 0
    assert vm.machine.fault is None
