"""Wine 8's own programs at both widths (issue 22, second half): the 64-bit builds of
wordpad, winefile, progman, view, control and winhlp32 (Debian's wine64 package, from
x86_64-windows/) reach the windows their 32-bit builds (wine32, i386-windows/) reach and
answer the same scripted interactions, painting the same pixels where they draw the same.

Each test runs once per width (``width`` is 32 or 64); the 64-bit run goes through the
width gate (docs/emulator.md, "The width gate"), so an API it reaches that was not read
for 64-bit callers stops it with a fault these tests report.
"""

import pytest

from test_bundled_apps_as_a_user import type_text
# the width-parametrised fixtures (each test runs once per build)
from test_wine_programs import toplevels, wine_at, wine_exe_at, width  # noqa: F401
from test_wine_shell import alt, choose, press


def test_control_shows_the_control_panel_and_its_about_box_and_exit_ends_it(wine_at):
    d = wine_at("control")
    assert toplevels(d) == [("Shell_Control_WndClass", "Wine Control Panel")]
    kids = {w["class"] for w in d.vm.wm.describe() if w["parent"]}
    assert {"SysListView32", "msctls_statusbar32", "SysHeader32"} <= kids
    alt(d, "h")
    choose(d, "a")                                  # Help > About Control Panel
    assert ("#32770", "About Wine Control Panel") in toplevels(d)
    press(d, "About Wine Control Panel", "OK")
    alt(d, "f")
    choose(d, "x")                                  # File > Exit
    assert d.vm.ended and d.vm.machine.fault is None


def _same_screen_at_both_widths(boot, name, settle=200):
    """The screens of the 32-bit and 64-bit builds of ``name`` once settled."""
    shots = []
    for w in (32, 64):
        d = boot(wine_exe_at(w, name + ".exe"))
        d.settle(settle)
        assert d.vm.machine.fault is None, d.vm.machine.fault
        shots.append(d.screen().convert("RGB").tobytes())
    return shots[0] == shots[1]


def test_view_opens_its_file_menu_and_exit_ends_it(wine_at):
    d = wine_at("view")
    assert toplevels(d) == [("View", "Regular Metafile Viewer")]
    ox, oy = d.client_origin("Regular Metafile Viewer")
    d.click(ox + 11, oy - 10).settle(50)          # "File"
    d.click(ox + 31, oy + 28).settle(200)         # "Exit"
    assert d.vm.ended and d.vm.machine.fault is None


def test_progman_shows_its_about_box_and_file_exit_ends_it(wine_at):
    # progman's frame is an MDI frame (DefFrameProcW over an MDICLIENT made from a
    # CLIENTCREATESTRUCT), its groups read with GetPrivateProfileString and sscanf.
    d = wine_at("progman")
    assert toplevels(d) == [("PMMain", "Program Manager")]
    assert any(w["class"] == "MDICLIENT" for w in d.vm.wm.describe())
    alt(d, "h")
    choose(d, "a")                                  # Help > About
    assert ("#32770", "About WINE") in toplevels(d)
    press(d, "About WINE", "OK")
    assert toplevels(d) == [("PMMain", "Program Manager")]
    alt(d, "f")
    choose(d, "n")                                  # File > New: its dialog
    assert ("#32770", "New") in toplevels(d)
    press(d, "New", "Cancel")
    assert toplevels(d) == [("PMMain", "Program Manager")]
    alt(d, "f")
    choose(d, "x")                                  # File > Exit
    assert d.vm.ended and d.vm.machine.fault is None


def test_winhlp32_loads_riched20_asks_for_a_help_file_and_shows_its_about_box(wine_at):
    # winhlp32 delay-loads (ResolveDelayLoadedAPI) and LoadLibrary's riched20.dll, whose
    # RichEdit20A class holds its text pane; with no help file it asks for one.
    d = wine_at("winhlp32")
    tops = toplevels(d)
    assert ("MS_WINHELP", "Wine Help") in tops and ("#32770", "Open") in tops
    assert any(w["class"] == "RichEdit20A" for w in d.vm.wm.describe())
    press(d, "Open", "Cancel")
    assert toplevels(d) == [("MS_WINHELP", "Wine Help")]
    alt(d, "h")
    choose(d, "a")                                  # Help > About Wine Help
    assert ("#32770", "About Wine Help") in toplevels(d)
    press(d, "About Wine Help", "OK")
    assert toplevels(d) == [("MS_WINHELP", "Wine Help")]
    assert d.vm.machine.fault is None


def test_wordpad_shows_its_document_and_typed_text_lands_in_its_rich_edit(wine_at):
    # wordpad's start-up: StgCreateDocfile's IStorage for its IRichEditOleCallback, a
    # rebar of toolbars and ComboBoxEx font boxes (EnumFontFamiliesEx), PrintDlg's
    # default printer, riched20's RichEdit20W.
    d = wine_at("wordpad")
    assert toplevels(d) == [("WORDPADTOP", "Document - Wine Wordpad")]
    kids = {w["class"] for w in d.vm.wm.describe() if w["parent"]}
    assert {"ReBarWindow32", "ToolbarWindow32", "ComboBoxEx32", "RichEdit20W",
            "msctls_statusbar32"} <= kids
    [rich] = [w for w in d.vm.wm.describe() if w["class"] == "RichEdit20W"]
    assert d.vm.wm.get(rich["hwnd"]).state["richedit"].ole_callback
    d.click(rich["rect"][0] + 20, rich["rect"][1] + 10)
    d.settle(200)
    type_text(d, "Hello, Wordpad")
    [rich] = [w for w in d.vm.wm.describe() if w["hwnd"] == rich["hwnd"]]
    assert rich["title"] == "Hello, Wordpad"
    alt(d, "h")
    choose(d, "a")                                  # Help > About Wine Wordpad
    assert ("#32770", "About Wine Wordpad") in toplevels(d), toplevels(d)
    press(d, "About Wine Wordpad", "OK")
    assert toplevels(d) == [("WORDPADTOP", "Document - Wine Wordpad")]
    alt(d, "f")
    choose(d, "o")                                  # File > Open: GetOpenFileNameW
    assert ("#32770", "Open") in toplevels(d)
    press(d, "Open", "Cancel")
    alt(d, "o")
    choose(d, "f")                                  # Format > Font: ChooseFontW
    assert ("#32770", "Font") in toplevels(d)
    press(d, "Font", "OK")                          # its LOGFONT written back at the width
    assert toplevels(d) == [("WORDPADTOP", "Document - Wine Wordpad")]
    assert d.vm.machine.fault is None, d.vm.machine.fault


def test_wordpad_after_the_font_dialog_paints_the_same_at_both_widths(boot):
    shots = []
    for w in (32, 64):
        d = boot(wine_exe_at(w, "wordpad.exe"))
        d.settle(200)
        alt(d, "o")
        choose(d, "f")
        press(d, "Font", "OK")
        assert d.vm.machine.fault is None, d.vm.machine.fault
        shots.append(d.screen().convert("RGB").tobytes())
    assert shots[0] == shots[1]


def test_winefile_shows_its_frame_its_about_box_and_file_exit_ends_it(wine_at):
    # winefile walks the shell namespace (SHGetDesktopFolder's IShellFolder, CoGetMalloc's
    # IMalloc), hooks its child's creation (WH_CBT), maximizes the MDI child with
    # SetWindowPlacement and keeps its pane data with SetWindowLongPtr.
    d = wine_at("winefile")
    titles = [t for cls, t in toplevels(d) if cls == "WFS_Frame"]
    assert titles and titles[0].startswith("Wine File Manager - ["), toplevels(d)
    assert d.vm.wm.hooks.hooks == []       # its hook was removed once the child was made
    kids = {w["class"] for w in d.vm.wm.describe() if w["parent"]}
    assert {"MDICLIENT", "WFS_Tree", "LISTBOX", "SysHeader32", "ToolbarWindow32",
            "msctls_statusbar32"} <= kids
    alt(d, "h")
    choose(d, "a")                                  # Help > About
    assert ("#32770", "About Wine File Manager") in toplevels(d)
    press(d, "About Wine File Manager", "OK")
    alt(d, "f")
    choose(d, "x")                                  # File > Exit
    assert d.vm.ended and d.vm.machine.fault is None


@pytest.mark.parametrize("name", ["control", "view", "progman", "winhlp32", "wordpad",
                                  "winefile"])
def test_the_64_bit_build_paints_what_the_32_bit_build_paints(boot, name):
    assert _same_screen_at_both_widths(boot, name)
