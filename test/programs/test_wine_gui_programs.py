"""The 39 GUI-subsystem programs of Wine 8's PE folder (Debian's wine32): which reach a
window, each checked against what Wine itself shows (docs/runtimes.md, "The oracle").

Wine's binaries are never copied into the repository; without wine32 these tests fail,
naming the package (test_wine_programs.wine_exe).
"""

import json
import os
import shutil
import subprocess

import pefile
import pytest

from wineagent.abi.api import Unimplemented
from wineagent.win32.gdi.objects import ui_font

from apicall import call_api, wide
from procs import ROOT, env, wineagent_cmd
from test_wine_programs import toplevels, wine, wine_at, wine_exe, width  # noqa: F401  (fixtures)
from paths import TEST_DIR, guest_exe

MSI, U = "msi.dll", "USER32.dll"

# The GUI-subsystem programs of the folder (issue 10's "39").
GUI39 = ("clock conhost control cscript dllhost dplaysvr dpvsetup dxdiag explorer extrac32 hh "
         "iexplore mshta msiexec msinfo32 notepad oleview progman regedit regsvr32 rundll32 "
         "taskmgr uninstaller view winebrowser winecfg wineconsole winedevice winefile "
         "winemenubuilder winemine winevdm winhlp32 winver wmplayer wordpad write wscript "
         "wusa").split()

# Those that show a window under `xvfb-run wine X.exe` with no arguments (the oracle);
# the other 18 end without one there too.
WINE_SHOWS = ("clock control explorer iexplore msiexec msinfo32 notepad oleview progman "
              "regedit taskmgr uninstaller view winecfg wineconsole winefile winemine "
              "winhlp32 winver wordpad write").split()

# What reaches its window here today.
REACHED = ("clock control explorer msinfo32 notepad oleview progman regedit taskmgr "
           "uninstaller view winecfg wineconsole winefile winemine winhlp32 winver "
           "wordpad").split()
# What shows only a MessageBox, as under Wine: msiexec with no arguments its usage, write
# its own error box (it starts wordpad, which is not on the guest's drive). compat counts these
# as "error box", not as a window (docs/compat.md).
ERROR_BOX = {"msiexec": "Windows Installer Usage", "write": "Starting Wordpad failed"}


def _ok_button(d):
    ok = [w for w in d.vm.wm.describe() if w["class"] == "BUTTON" and w["title"] == "OK"][0]
    x0, y0, x1, y1 = ok["rect"]
    return (x0 + x1) // 2, (y0 + y1) // 2


def test_msiexec_without_a_command_shows_its_usage_and_ok_ends_it_with_code_1(wine):
    d = wine("msiexec")
    # As under Wine: MsiMessageBoxW with no caption, the usage from msi.dll's table.
    assert toplevels(d) == [("#32770", "Error")]
    box = d.window("Error")
    assert box["rect"][3] - box["rect"][1] > 300         # the whole usage, line by line
    # Its tabs are expanded (DT_EXPANDTABS): "Install a product:" starts at the margin,
    # the "\t/i {package|productcode}" line below it one tab stop further in. Where they
    # are: the usage's first lines word-wrap inside the box (as under Wine), so the
    # heading's line is looked up in the lines the box draws.
    lines = d.vm.wm.get(box["hwnd"]).state["lines"]
    at = lines.index("Install a product:")
    cx, cy = box["client"][:2]
    lh = ui_font("message").line_height
    screen = d.screen()
    heading = screen.crop((cx + 12, cy + 12 + at * lh, cx + 52, cy + 12 + (at + 1) * lh))
    option = screen.crop((cx + 12, cy + 12 + (at + 1) * lh, cx + 52, cy + 12 + (at + 2) * lh))
    assert _dark_pixels(heading) > 0 and _dark_pixels(option) == 0
    d.click(*_ok_button(d)).settle(200)
    assert d.vm.ended and d.vm.machine.fault is None
    assert d.vm.machine.exit_code == 1                    # ShowUsage(1)


def test_msisetinternalui_answers_the_previous_level_and_refuses_a_level_that_is_none(boot):
    vm = boot("hello").vm
    hwnd = vm.heap.alloc(4)
    vm.mem.w32(hwnd, 0x1234)
    assert call_api(vm, MSI, "MsiSetInternalUI", 2, hwnd) == 1       # NONE; was DEFAULT
    assert vm.mem.u32(hwnd) == 0                                     # the previous owner
    assert call_api(vm, MSI, "MsiSetInternalUI", 5 | 0x80, 0) == 2   # FULL | ENDDIALOG
    assert call_api(vm, MSI, "MsiSetInternalUI", 7, 0) == 0          # no such level
    assert call_api(vm, MSI, "MsiSetInternalUI", 0, hwnd) == 5 | 0x80    # NOCHANGE keeps it
    assert vm.mem.u32(hwnd) == 0x1234
    assert call_api(vm, MSI, "MsiSetInternalUI", 0, 0) == 5 | 0x80


def test_msigetfileversion_reads_a_files_versioninfo_and_reports_short_buffers(boot, tmp_path):
    vfs = tmp_path / "vfs"
    vfs.mkdir()
    shutil.copy(wine_exe("winver.exe"), vfs / "winver.exe")
    pe = pefile.PE(wine_exe("winver.exe"))
    ffi = pe.VS_FIXEDFILEINFO[0]
    want = "%d.%d.%d.%d" % (ffi.FileVersionMS >> 16, ffi.FileVersionMS & 0xFFFF,
                            ffi.FileVersionLS >> 16, ffi.FileVersionLS & 0xFFFF)
    vm = boot("hello", vfs_root=str(vfs)).vm
    path = wide(vm, "C:\\winver.exe")
    buf, n = vm.heap.alloc(80), vm.heap.alloc(4)
    lang, ln = vm.heap.alloc(40), vm.heap.alloc(4)
    vm.mem.w32(n, 40)
    vm.mem.w32(ln, 20)
    assert call_api(vm, MSI, "MsiGetFileVersionW", path, buf, n, lang, ln) == 0
    assert vm.mem.wstr(buf) == want and vm.mem.u32(n) == len(want)
    assert vm.mem.wstr(lang) == "1033" and vm.mem.u32(ln) == 4   # its Translation: 0x409
    vm.mem.w32(n, 3)
    assert call_api(vm, MSI, "MsiGetFileVersionW", path, buf, n, 0, 0) == 234  # MORE_DATA
    assert vm.mem.u32(n) == len(want)
    assert call_api(vm, MSI, "MsiGetFileVersionW", path, buf, 0, 0, 0) == 87   # no length
    missing = wide(vm, "C:\\nothing.dll")
    assert call_api(vm, MSI, "MsiGetFileVersionW", missing, buf, n, 0, 0) == 2
    (vfs / "plain.txt").write_bytes(b"not a program")
    plain = wide(vm, "C:\\plain.txt")
    assert call_api(vm, MSI, "MsiGetFileVersionW", plain, buf, n, 0, 0) == 1006  # FILE_INVALID


def test_getmenu_of_a_child_window_answers_its_identifier(wine):
    # oleview keeps a pointer in its pane's identifier and reads it back with GetMenu.
    d = wine("msinfo32")
    ok = [w for w in d.vm.wm.describe() if w["class"] == "BUTTON" and w["title"] == "OK"][0]
    assert ok["id"] == 1 and call_api(d.vm, U, "GetMenu", ok["hwnd"]) == 1
    d = wine("notepad")
    main = d.window("Untitled - Notepad")
    menu = d.vm.wm.get(main["hwnd"]).menu
    assert menu and call_api(d.vm, U, "GetMenu", main["hwnd"]) == menu


def _dark_pixels(image):
    return sum(1 for x in range(image.width) for y in range(image.height)
               if sum(image.getpixel((x, y))[:3]) < 150)


def test_clock_switches_to_digital_from_its_properties_menu(wine_at):
    d = wine_at("clock")
    assert toplevels(d) == [("CLClass", "Clock")]
    ox, oy = d.client_origin("Clock")
    cw, ch = d.vm.wm.get(d.window("Clock")["hwnd"]).client_size()
    # The face's top and bottom (12 and 6 o'clock, their dots): the digital time is one
    # line centred across the middle (Wine's SizeFont fits it to the width), so it never
    # reaches these; its black shadow does cover the left and right rims.
    rims = [(ox, oy, ox + cw, oy + ch // 4), (ox, oy + ch - ch // 4, ox + cw, oy + ch)]
    middle = (ox, oy + ch // 4, ox + cw, oy + ch - ch // 4)
    assert all(_dark_pixels(d.screen().crop(rim)) > 20 for rim in rims)
    d.click(ox + 33, oy - 10).settle(50)          # the "Properties" menu
    d.click(ox + 36, oy + 28).settle(100)         # its "Digital" item
    assert d.vm.machine.fault is None
    assert [_dark_pixels(d.screen().crop(rim)) for rim in rims] == [0, 0]   # no face
    assert _dark_pixels(d.screen().crop(middle)) > 100     # the time as text


def test_explorer_shows_the_desktop_and_browses_from_its_tree_and_its_view(wine_at):
    # As under Wine: "Desktop" (ExplorerWClass) with its rebar (navigation toolbar and
    # "Location:" box) over shell32's ExplorerBrowser: the navigation pane's tree
    # (Favorites; the desktop expanded), and the details view of the desktop.
    # Both builds: the 64-bit explorer reaches the same window.
    from wineagent.win32.controls import treeview
    d = wine_at("explorer")
    assert toplevels(d) == [("ExplorerWClass", "Desktop")]
    wm = d.vm.wm

    def live(cls):
        return [w for w in wm.windows.values() if w.cls.name == cls and not w.destroyed]

    def rows(lv):
        return [item.texts[0] for item in lv.state["listview"].items]

    assert [w.title for w in live("EDIT")] == ["Desktop"]            # the Location box
    tv = live("SysTreeView32")[0]
    st = tv.state["tree"]
    assert [(n.text, depth) for n, depth in treeview.visible_items(st)] == [
        ("Favorites", 0), ("Desktop", 0), ("My Computer", 1)]
    assert [rows(lv) for lv in live("SysListView32")] == [["My Computer"]]
    # a click on "My Computer" in the tree: the browser goes there, explorer retitles
    # its window and its Location box, the view lists the drive
    ox, oy = wm.client_origin(tv)
    h = treeview.item_height(wm, tv)
    d.click(ox + 60, oy + 2 * h + h // 2).settle(200)             # the third row
    assert d.vm.machine.fault is None, d.vm.machine.fault
    assert toplevels(d) == [("ExplorerWClass", "My Computer")]
    assert [w.title for w in live("EDIT")] == ["My Computer"]
    assert [rows(lv) for lv in live("SysListView32")] == [["Local Disk (C:)"]]
    # a double click on the drive's row: the view opens it (IShellBrowser::BrowseObject)
    lv = live("SysListView32")[0]
    header = live("SysHeader32")[0]
    lx, ly = wm.client_origin(lv)
    x, y = lx + 30, ly + header.h + 7
    d.mouse("down", x, y).mouse("up", x, y).mouse("down", x, y).mouse("up", x, y).settle(200)
    assert d.vm.machine.fault is None, d.vm.machine.fault
    assert toplevels(d) == [("ExplorerWClass", "Local Disk (C:)")]
    assert "explorer.exe" in rows(live("SysListView32")[0])      # the program, on C:
    # the toolbar: Up (SBSP_PARENT), then Back and Forward over the travel log
    from wineagent.win32.controls import toolbar
    tb = live("ToolbarWindow32")[0]
    bx, by = wm.client_origin(tb)
    rects = toolbar.button_rects(wm, tb)
    titles = []
    for k in (2, 0, 0, 1):                                 # Up, Back, Back, Forward
        left, top, right, bottom = rects[k]
        d.click(bx + (left + right) // 2, by + (top + bottom) // 2).settle(200)
        assert d.vm.machine.fault is None, d.vm.machine.fault
        titles.append(toplevels(d)[0][1])
    assert titles == ["My Computer", "Local Disk (C:)", "My Computer", "Local Disk (C:)"]


def test_view_opens_its_file_menu_and_exit_ends_it(wine):
    d = wine("view")
    assert toplevels(d) == [("View", "Regular Metafile Viewer")]
    ox, oy = d.client_origin("Regular Metafile Viewer")
    d.click(ox + 11, oy - 10).settle(50)          # "File"
    d.click(ox + 31, oy + 28).settle(200)         # "Exit"
    assert d.vm.ended and d.vm.machine.fault is None


def test_write_reports_that_it_cannot_start_wordpad_and_ok_ends_it(wine):
    # Under Wine write starts wordpad.exe and ends; here wordpad.exe is not on the
    # guest's drive, so CreateProcess fails (ERROR_FILE_NOT_FOUND) and write shows its
    # own error box. (A program that is on the drive runs as a child process.)
    d = wine("write")
    assert toplevels(d) == [("#32770", "Error")]
    d.click(*_ok_button(d)).settle(200)
    assert d.vm.ended and d.vm.machine.fault is None


@pytest.fixture(scope="module")
def compat39():
    """One `wineagent compat --json` over the 39 programs, shared by the checks below."""
    paths = [wine_exe(n + ".exe") for n in GUI39]
    p = subprocess.run(wineagent_cmd("compat", *paths, "--jobs", "2", "--json", "--quiet"),
                       cwd=ROOT, env=env(), stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                       text=True, timeout=1500)
    return p, json.loads(p.stdout)


def test_compat_over_the_39_counts_every_window_that_is_reached(compat39):
    p, doc = compat39
    rows = {r["program"][:-4]: r for r in doc["programs"]}
    assert sorted(rows) == sorted(GUI39)
    reached = sorted(n for n, r in rows.items() if r["outcome"] == "window")
    assert set(REACHED) <= set(reached)
    for name, text in ERROR_BOX.items():
        assert rows[name]["outcome"] == "error box" and text in rows[name]["detail"], rows[name]
    assert doc["counts"]["window"] >= len(REACHED)
    assert p.returncode == 1                      # not all 39 reach a window
    # None that ends without a window under Wine shows one here.
    assert set(reached) | set(ERROR_BOX) <= set(WINE_SHOWS)


# -- property sheets (guests/tests/w39_propsheet.c: a two-page wizard) ----------------------
EXE_DIR = os.path.join(TEST_DIR, "exe")
VK_RETURN, VK_ESCAPE = 0x0D, 0x1B


def _press(d, vk):
    return d.key("down", vk).key("up", vk).settle(100)


def _type(d, text):
    for ch in text:
        d.key("down", ord(ch.upper())).key("char", ord(ch)).key("up", ord(ch.upper()))
    return d.settle(100)


def _wizard(boot, width):
    # ``width`` in bits (this module's fixture): the guest's i686 or x86-64 build, which
    # answer the same keys with the same lines
    d = boot(guest_exe("w39_propsheet", width // 8))
    d.settle(200)
    assert d.vm.machine.fault is None, d.vm.machine.fault
    return d


def _buttons(d):
    return {w["title"]: w for w in d.vm.wm.describe()
            if w["class"] == "BUTTON" and w["visible"]}


def test_a_wizard_runs_page_by_page_and_finish_returns_1_as_under_wine(boot, width):
    d = _wizard(boot, width)
    # A wizard is captioned by its page; Back is off and Next is the default on page 1.
    assert toplevels(d) == [("#32770", "Welcome")]
    assert set(_buttons(d)) == {"< &Back", "&Next >", "Cancel"}
    assert not _buttons(d)["< &Back"]["enabled"]
    _press(d, VK_RETURN)                              # Next
    assert toplevels(d) == [("#32770", "Name")]
    assert set(_buttons(d)) == {"< &Back", "Finish", "Cancel"}
    _type(d, "Ada")                                    # the edit on page 2 has the focus
    _press(d, VK_RETURN)                              # Finish
    assert d.vm.ended and d.vm.machine.fault is None
    # What the same program prints under xvfb-run wine (Enter, "Ada", Enter).
    assert d.vm.stdout_log == [
        "precreate popup=1 caption=1", "initialized", "init page=1 parent-is-sheet=1",
        "setactive page=1", "wiznext page=1", "killactive page=1",
        "init page=2 parent-is-sheet=1", "setactive page=2", "finish name=Ada", "result=1"]


def test_both_builds_of_the_wizard_show_the_same_screens(boot):
    # page 1, then page 2 after Next with "Ada" typed: pixel for pixel at both widths
    a, b = _wizard(boot, 32), _wizard(boot, 64)
    assert a.screen().tobytes() == b.screen().tobytes()
    for d in (a, b):
        _press(d, VK_RETURN)
        _type(d, "Ada")
    assert a.screen().tobytes() == b.screen().tobytes()


def test_a_wizards_back_button_returns_and_escape_resets_every_page_made(boot, width):
    d = _wizard(boot, width)
    _press(d, VK_RETURN)
    x0, y0, x1, y1 = _buttons(d)["< &Back"]["rect"]
    d.click((x0 + x1) // 2, (y0 + y1) // 2).settle(100)
    assert toplevels(d) == [("#32770", "Welcome")]
    _press(d, VK_ESCAPE)                              # Cancel
    assert d.vm.ended and d.vm.machine.fault is None
    assert d.vm.stdout_log[-6:] == ["wizback page=2", "killactive page=2", "setactive page=1",
                                    "reset page=1", "reset page=2", "result=0"]


def _header(vm, flags=0x8 | 0x20, pages=0, count=0, size=40):
    hdr = vm.heap.alloc(52, zero=True)
    vm.mem.w32(hdr, size)
    vm.mem.w32(hdr + 4, flags)                     # PSH_PROPSHEETPAGE | PSH_WIZARD
    vm.mem.w32(hdr + 12, vm.image.base)
    vm.mem.w32(hdr + 24, count)
    vm.mem.w32(hdr + 32, pages)
    return hdr


def _page(vm, template, size=40):
    psp = vm.heap.alloc(max(size, 4), zero=True)
    vm.mem.w32(psp, size)
    vm.mem.w32(psp + 8, vm.image.base)
    vm.mem.w32(psp + 12, template)                 # MAKEINTRESOURCE id
    return psp


def test_propertysheet_refuses_bad_headers_and_a_missing_page_template(boot):
    vm = boot("hello").vm
    C = "COMCTL32.dll"
    assert call_api(vm, C, "PropertySheetW", _header(vm, size=12)) == 0xFFFFFFFF
    assert call_api(vm, C, "PropertySheetW", _header(vm)) == 0xFFFFFFFF         # no pages
    missing = _page(vm, 999)                        # hello has no dialog 999
    assert call_api(vm, C, "PropertySheetW", _header(vm, pages=missing, count=1)) == 0xFFFFFFFF
    assert vm.last_error == 1814                    # ERROR_RESOURCE_NAME_NOT_FOUND
    with pytest.raises(Unimplemented, match="PSH_RTLREADING"):
        call_api(vm, C, "PropertySheetW", _header(vm, flags=0x8 | 0x800, pages=missing, count=1))


def test_createpropertysheetpage_copies_the_page_and_destroy_frees_it_once(boot):
    vm = boot("hello").vm
    C = "COMCTL32.dll"
    assert call_api(vm, C, "CreatePropertySheetPageW", _page(vm, 1, size=20)) == 0   # too small
    psp = _page(vm, 201, size=48)                   # a larger struct: the extra bytes come too
    vm.mem.w32(psp + 44, 0xCAFE)
    h = call_api(vm, C, "CreatePropertySheetPageW", psp)
    assert h not in (0, psp) and vm.mem.u32(h + 12) == 201 and vm.mem.u32(h + 44) == 0xCAFE
    assert call_api(vm, C, "DestroyPropertySheetPage", h) == 1
    assert call_api(vm, C, "DestroyPropertySheetPage", h) == 0


def test_loadstring_of_a_builtin_dll_answers_from_its_table_or_stops_naming_it(boot):
    vm = boot("hello").vm
    K = "KERNEL32.dll"
    msi = call_api(vm, K, "GetModuleHandleW", wide(vm, "msi.dll"))
    assert msi
    ptr = vm.heap.alloc(4)
    n = call_api(vm, U, "LoadStringW", msi, 10, ptr, 0)      # the read-only pointer mode
    text = vm.mem.read(vm.mem.u32(ptr), 2 * n).decode("utf-16-le")
    assert text.startswith("Windows Installer %s\n") and "/uninstall" in text
    buf = vm.heap.alloc(64)
    assert call_api(vm, U, "LoadStringW", msi, 10, buf, 18) == 17    # truncated to fit
    assert vm.mem.wstr(buf) == "Windows Installer"
    with pytest.raises(Unimplemented, match="string 11 of the built-in msi.dll"):
        call_api(vm, U, "LoadStringW", msi, 11, buf, 32)
    # USER32 has a string table of its own (user/builtinres.py): 2 is "Error", 1 an
    # empty entry of its block; a built-in DLL with neither stops the guest naming it.
    user32 = call_api(vm, K, "GetModuleHandleW", wide(vm, "user32.dll"))
    assert call_api(vm, U, "LoadStringW", user32, 2, buf, 32) == 5
    assert vm.mem.wstr(buf) == "Error"
    assert call_api(vm, U, "LoadStringW", user32, 1, buf, 32) == 0
    comctl32 = call_api(vm, K, "GetModuleHandleW", wide(vm, "comctl32.dll"))
    with pytest.raises(Unimplemented, match="COMCTL32.dll"):
        call_api(vm, U, "LoadStringW", comctl32, 1, buf, 32)
