"""Wine's Task Manager and Registry Editor on the comctl32 classes (tab control, list view
with its header, tree view, image lists): each reaches its main window and answers a
scripted interaction. Wine's binaries come from Debian's wine32 package (see
test/programs/test_wine_programs.py, whose fixtures these tests use)."""

from test_wine_programs import (toplevels, wine, wine_at, wine_exe, wine_exe_at,  # noqa: F401
                                width)  # (the fixtures)

from wineagent.win32.controls import tabctrl, treeview

HKCU = 0x80000001


def windows_of(d, cls):
    """Live windows of one class, in creation order."""
    return [w for w in d.vm.wm.windows.values() if w.cls.name == cls and not w.destroyed]


def visible(d, win):
    return d.vm.wm.is_visible(win)


def test_taskmgr_shows_its_tabbed_window_and_a_click_on_a_tab_switches_the_page(wine_at):
    d = wine_at("taskmgr")
    d.settle(200)
    assert d.vm.machine.fault is None, d.vm.machine.fault
    assert ("#32770", "Task Manager") in toplevels(d)
    wm = d.vm.wm
    tab = windows_of(d, "SysTabControl32")[0]
    st = tab.state["tab"]
    assert [item[0] for item in st.items] == ["Applications", "Processes", "Performance"]
    assert st.cur == 0
    pages = [w for w in windows_of(d, "#32770") if w.parent == tab.parent]
    shown = [p for p in pages if visible(d, p)]
    assert len(shown) == 1 and any(b.title == "&New Task..." for b in
                                    (wm.get(h) for h in shown[0].children))
    # click the "Processes" tab: TCN_SELCHANGE makes taskmgr show the process page, whose
    # virtual list view asks for its rows with LVN_GETDISPINFO
    ox, oy = wm.client_origin(tab)
    l, t, r, b = tabctrl.tab_rects(wm, tab)[1]
    before = d.screen()
    d.click(ox + (l + r) // 2, oy + (t + b) // 2).settle(100)
    assert d.vm.machine.fault is None, d.vm.machine.fault
    assert st.cur == 1
    shown = [p for p in pages if visible(d, p)]
    assert len(shown) == 1
    buttons = [wm.get(h).title for h in shown[0].children]
    assert "&End Process" in buttons
    lists = [wm.get(h) for h in shown[0].children if wm.get(h).cls.name == "SysListView32"]
    items = lists[0].state["listview"].items
    assert len(items) == 2                      # the idle process and taskmgr itself
    assert d.screen().tobytes() != before.tobytes()
    header = wm.get(lists[0].state["listview"].header)
    assert header.state["header"].items[0].text == "Image Name"


def test_regedit_shows_the_roots_and_expanding_one_lists_its_keys(boot, width, tmp_path):
    # keys made before regedit starts, in the registry its VFS holds
    d = boot(wine_exe_at(width, "regedit.exe"), settle=False, vfs_root=str(tmp_path / "vfs"))
    reg = d.vm.registry
    for path in ("Software\\Alpha", "Software\\Beta\\Inner", "Environment"):
        reg.create(reg.roots[HKCU], path)
    d.settle(400)
    assert d.vm.machine.fault is None, d.vm.machine.fault
    assert ("RegEdit_RegEdit", "Registry Editor") in toplevels(d)
    wm = d.vm.wm
    tv = windows_of(d, "SysTreeView32")[0]
    st = tv.state["tree"]
    rows = [(n.text, depth) for n, depth in treeview.visible_items(st)]
    assert rows[0] == ("My Computer", 0)
    assert [t for t, depth in rows if depth == 1][:5] == [
        "HKEY_CLASSES_ROOT", "HKEY_CURRENT_USER", "HKEY_LOCAL_MACHINE", "HKEY_USERS",
        "HKEY_CURRENT_CONFIG"]
    # double-click HKEY_CURRENT_USER's label: selected, then expanded by regedit's
    # TVN_ITEMEXPANDING handler, which inserts the subkeys from our registry
    ox, oy = wm.client_origin(tv)
    h = treeview.item_height(wm, tv)
    x, y = ox + 80, oy + 2 * h + h // 2
    d.mouse("down", x, y).mouse("up", x, y).mouse("down", x, y).mouse("up", x, y).settle(200)
    assert d.vm.machine.fault is None, d.vm.machine.fault
    rows = [(n.text, depth) for n, depth in treeview.visible_items(st)]
    k = rows.index(("HKEY_CURRENT_USER", 1))
    # the keys a new Windows has (Control Panel, Environment, Keyboard Layout, Software)
    # with ours inside
    assert rows[k + 1:k + 5] == [("Control Panel", 2), ("Environment", 2),
                                 ("Keyboard Layout", 2), ("Software", 2)]
    sel = st.nodes[st.sel]
    assert sel.text == "HKEY_CURRENT_USER"
    status = windows_of(d, "msctls_statusbar32")[0]
    assert status.title == "WINEAGENT\\HKEY_CURRENT_USER"


def test_wordpad_builds_its_rebar_of_toolbar_font_lists_format_bar_and_ruler(boot):
    # What follows the rebar (riched20.dll's classes, then its OLE callback) is not
    # comctl32's: this checks the bands whatever wordpad meets next.
    d = boot(wine_exe("wordpad.exe"), settle=False)
    d.settle(400)
    wm = d.vm.wm
    rb = windows_of(d, "ReBarWindow32")[0]
    st = rb.state["rebar"]
    kids = [wm.get(b.child) for b in st.bands]
    assert [k.cls.name.upper() for k in kids] == [
        "TOOLBARWINDOW32", "COMBOBOXEX32", "COMBOBOXEX32", "TOOLBARWINDOW32", "STATIC"]
    assert all(k.parent == rb.hwnd and k.is_child for k in kids)   # the format bar adopted
    assert [len(k.state["toolbar"].buttons) for k in kids if "toolbar" in k.state] == [16, 10]
    assert len(st.rows) == 3            # toolbar; font, size and format bar; ruler
    # the rebar docks along the top of wordpad's client area, as tall as its rows
    assert (rb.x, rb.y) == (0, 0) and rb.h == sum(h for _, h, _ in st.rows)
    fonts = kids[1]
    assert fonts.h == wm.get(fonts.state["comboex"].combo).h    # as tall as its closed combo
    if not any(w.cls.name.upper().startswith("RICHEDIT") for w in wm.windows.values()):
        # without riched20's classes wordpad says so, in its own words (MessageBoxIndirect
        # with string resources)
        assert wm.last_message_box["title"] == "Wine Wordpad"
        assert wm.last_message_box["text"] == "Failed to load the RichEdit library."
