"""The comctl32 classes of issue 10 (tab control, tree view, list view and header, rebar,
toolbar, image lists) driven by test/exe/cc_controls.exe (guests/tests/cc_controls.c):
their messages' answers, the notifications a click sends, and what they draw.

The tests run the guest's i686 and x86-64 builds (the ``width`` fixture): at 64 bits the
notifications it reads (NMHDR, NMTREEVIEW, NMLISTVIEW, NMHEADER, NMTOOLBAR, NMLVDISPINFO)
and the structures it passes (TCITEM, TVINSERTSTRUCT, LVITEM, LVCOLUMN, REBARBANDINFO,
TBBUTTON) have 8-byte pointers, handles and lParams; the lines and pixels are the same.
"""

import pytest

from wineagent.win32.controls import header, listview, tabctrl, toolbar, treeview
from wineagent.win32.gdi.objects import SYS_COLORS, Font

from paths import guest_exe

#: The i686 build (test_winecfg_winefile.py drives it with 32-bit structures of its own).
GUEST = guest_exe("cc_controls")
NAVY = SYS_COLORS[13]
RED, GREEN = (255, 0, 0), (0, 255, 0)
# The guest's controls draw in DEFAULT_GUI_FONT, MS Sans Serif 8 (a 13-pixel cell at 96 dpi).
GUI = Font(-11, 400, "MS Sans Serif")
# A tab is a text line with 3 pixels of padding above and below plus its edge line; the
# display area (TCM_ADJUSTRECT) starts below the tabs, the selected tab's 2-pixel rise and
# 2 more, 4 pixels in from the other edges (Wine 8's answers).
TAB_H = GUI.line_height + 2 * 3 + 1
# A TBSTYLE_LIST button holds the 16-pixel image and the longest text ("Stop") side by
# side with 3-pixel pads, and is at least the default 23x22 (comctl32's TB_GETBUTTONSIZE).
LIST_BUTTON = (max(23, 16 + GUI.extent("Stop")[0] + 3 * 3), max(22, GUI.line_height + 6))


@pytest.fixture
def d(boot, width):
    d = boot(guest_exe("cc_controls", width))
    assert d.vm.machine.fault is None, d.vm.machine.fault
    return d


def win_of(d, cls):
    return next(w for w in d.vm.wm.windows.values() if w.cls.name == cls and not w.destroyed)


def origin(d, win):
    return d.vm.wm.client_origin(win)


def new_lines(d, before):
    return d.vm.stdout_log[before:]


def test_messages_answer_as_comctl32_documents(d):
    assert d.vm.stdout_log[:7] == [
        "tabs=3 item1=Two cur=0 adjust=4,%d,246,106 hit=2" % (TAB_H + 2 + 2),
        # TVM_EXPAND of an item never expanded before notifies (TVE_EXPAND = 2)
        "tree-expanding Root action=2",
        "tree-expanded Root",
        "images=2 tree=5 root=Root next=Other",
        # LVM_SORTITEMS called the guest's compare function; the callback text is asked
        # with LVN_GETDISPINFOA: the list view (made with CreateWindowExW) notifies in
        # the character set its parent answers WM_NOTIFYFORMAT, and the parent is an
        # ANSI window; the guest answers only LVN_GETDISPINFOW, so the text is empty
        # (Wine 8 prints the same line)
        "cols=2 items=3 sorted=fig,pear,apple text2=",
        "bar=26 bands=1 buttons=3",
        # TBSTYLE_LIST: the buttons grow to hold image and text side by side
        "strings=0 size=%dx%d text1=Stop" % LIST_BUTTON,
    ]


def test_clicking_a_tab_sends_selchanging_then_selchange_and_raises_it(d):
    tab = win_of(d, "SysTabControl32")
    ox, oy = origin(d, tab)
    l, t, r, b = tabctrl.tab_rects(d.vm.wm, tab)[2]
    # unselected: the top edge (highlight) is 2 pixels below the selected tab's
    assert d.pixel(ox + l + 6, oy + t) == SYS_COLORS[20]
    assert d.pixel(ox + l + 6, oy + t - 2) != SYS_COLORS[20]
    n = len(d.vm.stdout_log)
    d.click(ox + (l + r) // 2, oy + (t + b) // 2)
    assert new_lines(d, n) == ["tab-changing cur=0", "tab-change cur=2"]
    assert d.pixel(ox + l + 6, oy + t - 2) == SYS_COLORS[20]


def test_a_tree_button_expands_lazily_and_a_click_selects(d):
    wm = d.vm.wm
    tv = win_of(d, "SysTreeView32")
    ox, oy = origin(d, tv)
    h = treeview.item_height(wm, tv)
    st = tv.state["tree"]
    rows = [n.text for n, _ in treeview.visible_items(st)]
    assert rows == ["Root", "Alpha", "Beta", "Other"]
    # the image list's first (red) image beside Root; "Other" has a + button
    assert d.pixel(ox + st.indent + 8, oy + h // 2) == RED
    n = len(d.vm.stdout_log)
    d.click(ox + st.indent // 2, oy + 3 * h + h // 2)          # Other's + box
    assert new_lines(d, n) == ["tree-expanding Other action=2", "tree-expanded Other"]
    assert [n.text for n, _ in treeview.visible_items(st)][-1] == "Lazy"
    n = len(d.vm.stdout_log)
    d.click(ox + 2 * st.indent + 30, oy + h + h // 2)          # Alpha's label
    assert new_lines(d, n) == ["tree-sel Alpha action=1"]     # TVC_BYMOUSE
    # selected and focused: the label on the highlight colour, the selected (green) image
    x0 = 2 * st.indent + 16 + 3
    assert d.pixel(ox + x0 + 1, oy + h + 1) == NAVY
    assert d.pixel(ox + 2 * st.indent + 8, oy + h + h // 2) == GREEN


def test_a_list_row_click_selects_it_and_a_header_click_reports_the_column(d):
    wm = d.vm.wm
    lv = win_of(d, "SysListView32")
    ox, oy = origin(d, lv)
    hh = wm.get(lv.state["listview"].header).h
    rh = listview.row_height(wm, lv)
    n = len(d.vm.stdout_log)
    d.click(ox + 40, oy + hh + rh + rh // 2)                   # "pear"
    assert new_lines(d, n) == ["list-changed item=1 state=3", "list-click item=1"]
    # full-row selection: highlighted across both columns
    assert d.pixel(ox + 150, oy + hh + rh + 1) == NAVY
    assert d.pixel(ox + 150, oy + hh + 1) != NAVY
    n = len(d.vm.stdout_log)
    d.click(ox + 140, oy + hh // 2)                            # the "Size" header item
    assert new_lines(d, n) == ["list-column 1"]
    hdr = wm.get(lv.state["listview"].header)
    assert [i.text for i in header.header_items(hdr).items] == ["Name", "Size"]


def test_a_toolbar_button_in_a_rebar_band_sends_its_command_through_the_rebar(d):
    wm = d.vm.wm
    tb = win_of(d, "ToolbarWindow32")
    assert tb.parent == win_of(d, "ReBarWindow32").hwnd
    ox, oy = origin(d, tb)
    l, t, r, b = toolbar.button_rects(wm, tb)[0]
    before = d.screen()
    n = len(d.vm.stdout_log)
    d.click(ox + (l + r) // 2, oy + (t + b) // 2)
    assert new_lines(d, n) == ["command id=100"]
    # the standard "new file" image (a white page) is drawn on the button
    assert d.pixel(ox + (l + r) // 2, oy + (t + b) // 2) == (255, 255, 255)
    assert before.tobytes() == d.screen().tobytes()    # released: drawn raised again


def test_toolbar_button_texts_are_drawn_beside_their_images_and_clicks_work(d):
    wm = d.vm.wm
    bar = next(w for w in wm.windows.values() if w.cls.name == "ToolbarWindow32" and w.id == 15)
    ox, oy = origin(d, bar)
    l, t, r, b = toolbar.button_rects(wm, bar)[1]
    assert r - l == LIST_BUTTON[0]
    # "Stop" in black right of the 16-pixel image
    text = d.screen().crop((ox + l + 22, oy + t + 3, ox + r - 3, oy + b - 3)).convert("RGB")
    assert text.getextrema() == ((0, 192), (0, 192), (0, 192))   # black text on the face
    n = len(d.vm.stdout_log)
    d.click(ox + (l + r) // 2, oy + (t + b) // 2)
    assert new_lines(d, n) == ["command id=201"]


def test_a_comboboxex_hands_its_combo_box_the_gui_font(d):
    # comctl32's ComboBoxEx gives its COMBOBOX child its own default font; without one the
    # combo box (a USER control) would draw in the bold System font.
    from wineagent.win32.user.window import create_window
    vm = d.vm
    gen = create_window(vm, 0, "ComboBoxEx32", "", 0x80000000 | 3, 10, 10, 150, 100, 0, 0,
                        0, 0, False)           # WS_POPUP | CBS_DROPDOWNLIST, no guest code
    with pytest.raises(StopIteration) as done:
        next(gen)
    ex = vm.wm.get(done.value.value)
    combo = vm.wm.get(ex.state["comboex"].combo)
    assert vm.gdi.get(combo.state["font"]) is vm.gdi.stock[17]      # DEFAULT_GUI_FONT
    assert combo.h == ex.h == 13 * GUI.line_height // 8            # its field in that font


def test_both_builds_show_the_same_screen(boot):
    # the x86-64 build draws its tabs, tree, list, rebar and toolbars as the i686 one does
    a, b = boot(guest_exe("cc_controls", 4)), boot(guest_exe("cc_controls", 8))
    assert a.screen().tobytes() == b.screen().tobytes()


def test_a_tooltip_made_as_a_child_becomes_a_popup_its_parent_owns(d):
    """comctl32 makes every tooltip a pop-up (WM_NCCREATE drops WS_CHILD): one created
    with WS_CHILD under a window leaves that window's children for the top-level order,
    owned by it, with a surface of its own to paint into (it had none and painting it
    failed)."""
    import sys
    sys.path.insert(0, __file__.rsplit("/", 3)[0])
    from apicall import call_api, wide
    vm = d.vm
    wm = vm.wm
    parent = win_of(d, "SysTabControl32")
    cls = wide(vm, "tooltips_class32")
    h = call_api(vm, "USER32.dll", "CreateWindowExW", 0, cls, 0, 0x40000000, 0, 0, 10, 10,
                 parent.hwnd, 0, 0, 0)
    tip = wm.get(h)
    assert tip is not None and tip.style & 0xC0000000 == 0x80000000     # WS_POPUP only
    assert tip.parent is None and tip.owner == parent.hwnd
    assert tip.surface is not None and h in wm.zorder and h not in parent.children
    tip.style |= 0x10000000                       # shown: it paints without a fault
    wm.invalidate(tip, None, True)
    d.settle(5)
    assert vm.machine.fault is None, vm.machine.fault
