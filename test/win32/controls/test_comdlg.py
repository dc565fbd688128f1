"""COMDLG32's Open / Save As dialogs over the VFS, driven through test/exe/commontest.exe
(source guests/tests/commontest.c): keys O/S/T/W/A run the dialogs, results land in the
main window's title. The tests run its i686 and x86-64 builds (the ``width`` fixture): at
64 bits OPENFILENAME has 8-byte pointers and handles; the dialogs answer the same."""

import os

import pytest

from wineagent.win32.controls.filedlg import CMB1, EDT1, LST1, STC1
from wineagent.win32.user.dialogs import active_dialog, dialog_command, find_control

from paths import guest_exe
VK_RETURN, VK_ESCAPE = 0x0D, 0x1B
IDOK, IDCANCEL, IDNO = 1, 2, 7
NAVY = (0, 0, 128)


def make_tree(root):
    """C:\\docs\\{a.txt, b.txt, notes.log, sub\\}, C:\\readme.txt, C:\\zeta.log."""
    os.makedirs(os.path.join(root, "docs", "sub"))
    for name in ("docs/a.txt", "docs/b.txt", "docs/notes.log", "readme.txt", "zeta.log"):
        with open(os.path.join(root, name), "w") as f:
            f.write("x")


@pytest.fixture
def app(boot, width):
    """commontest with the VFS tree in place (the dialog lists the folder when it opens)."""
    def start(args=""):
        d = boot(guest_exe("commontest", width), args=args)
        make_tree(d.vm.vfs.root)
        return d
    return start


def press(d, vk):
    d.key("down", vk).key("up", vk)
    return d.settle()


def type_chars(d, text):
    for ch in text:
        d.key("char", ord(ch))
    return d.settle()


def title(d):
    return next(w["title"] for w in d.vm.wm.describe() if w["class"] == "CommonTest")


def ctl(d, cid):
    dlg = active_dialog(d.vm)
    assert dlg is not None, "no dialog is open"
    return find_control(d.vm.wm, dlg, cid)


def items(d, cid=LST1):
    return [t for t, _ in ctl(d, cid).state["list"].items]


def row_center(d, cid, row):
    """Screen centre of list row ``row`` of list box ``cid``."""
    win = ctl(d, cid)
    x, y = d.vm.wm.client_origin(win)
    ih = d.vm.wm.vm.gdi.stock[17].line_height
    return x + 40, y + row * ih + ih // 2


def double_click(d, x, y):
    d.mouse("down", x, y).mouse("up", x, y).mouse("down", x, y).mouse("up", x, y)
    return d.settle()


def dark_pixels(d, win):
    l, t, r, b = d.vm.wm.window_rect(win)
    raw = d.screen().crop((l, t, r, b)).convert("RGB").tobytes()
    return sum(1 for i in range(0, len(raw), 3) if sum(raw[i:i + 3]) < 200)


def test_the_open_dialog_lists_folders_and_the_files_the_filter_matches(app):
    d = app()
    press(d, ord("O"))
    dlg = active_dialog(d.vm)
    assert dlg.title == "Open" and dlg.cls.name == "#32770"
    assert ctl(d, STC1).title == "C:\\"
    # Folders in brackets first, then only *.txt (zeta.log and commontest.exe hidden).
    assert items(d) == ["[docs]", "readme.txt"]
    assert items(d, CMB1) == ["Text Files (*.txt)", "All Files (*.*)"]
    assert d.vm.wm.focus == ctl(d, EDT1).hwnd
    # The entries and the selected filter are drawn: text in the list, a navy filter row.
    assert dark_pixels(d, ctl(d, LST1)) > 20
    # (the highlight spans the row: look past the end of its text, where no glyph is)
    cmb = ctl(d, CMB1)
    _, y = row_center(d, CMB1, 0)
    x = d.vm.wm.client_origin(cmb)[0] + cmb.client_size()[0] - 4
    assert d.pixel(x, y) == NAVY
    assert d.pixel(x, y + d.vm.gdi.stock[17].line_height) != NAVY   # the next row is not
    # The owner is disabled while the dialog runs.
    main = next(d.vm.wm.get(w["hwnd"]) for w in d.vm.wm.describe() if w["class"] == "CommonTest")
    assert main.style & 0x08000000


def test_choosing_another_filter_relists_the_folder(app):
    d = app()
    press(d, ord("O"))
    d.click(*row_center(d, CMB1, 1))
    assert items(d) == ["[docs]", "commontest.exe", "readme.txt", "zeta.log"]
    # A typed pattern becomes the filter.
    l, t, r, b = d.vm.wm.window_rect(ctl(d, EDT1))
    d.click(l + 10, (t + b) // 2)
    type_chars(d, "*.log")
    press(d, VK_RETURN)
    assert items(d) == ["[docs]", "zeta.log"] and active_dialog(d.vm) is not None


def test_typing_a_name_and_enter_returns_its_full_path(app):
    d = app("C:\\docs")           # lpstrInitialDir comes from the command line
    press(d, ord("O"))
    assert ctl(d, STC1).title == "C:\\docs"
    assert items(d) == ["[..]", "[sub]", "a.txt", "b.txt"]
    type_chars(d, "b.txt")
    press(d, VK_RETURN)
    assert active_dialog(d.vm) is None
    assert title(d).startswith("open=1 path=C:\\docs\\b.txt off=8 ext=10 idx=1 title=b.txt ")
    status = next(w for w in d.vm.wm.describe() if w["class"] == "msctls_statusbar32")
    assert status["title"] == "C:\\docs\\b.txt"
    # Without OFN_NOCHANGEDIR the dialog's folder became the current directory.
    assert d.vm.vfs.cwd == ("docs",)


def test_selecting_a_file_in_the_list_fills_the_name(app):
    d = app("C:\\docs")
    press(d, ord("O"))
    d.click(*row_center(d, LST1, 2))
    assert ctl(d, EDT1).title == "a.txt"
    dialog_command(d.vm, IDOK)
    d.settle()
    assert title(d).startswith("open=1 path=C:\\docs\\a.txt ")


def test_double_clicking_a_folder_enters_it_and_dotdot_goes_back_up(app):
    d = app()
    press(d, ord("O"))
    double_click(d, *row_center(d, LST1, 0))      # [docs]
    assert ctl(d, STC1).title == "C:\\docs"
    assert items(d) == ["[..]", "[sub]", "a.txt", "b.txt"]
    double_click(d, *row_center(d, LST1, 1))      # [sub]
    assert ctl(d, STC1).title == "C:\\docs\\sub" and items(d) == ["[..]"]
    double_click(d, *row_center(d, LST1, 0))      # [..]
    double_click(d, *row_center(d, LST1, 0))      # [..]
    assert ctl(d, STC1).title == "C:\\" and items(d)[0] == "[docs]"
    # Typed ".." stops at C:\ (the VFS root): it never leaves the drive.
    type_chars(d, "..\\..")
    press(d, VK_RETURN)
    assert ctl(d, STC1).title == "C:\\" and active_dialog(d.vm) is not None


def test_enter_on_a_selected_folder_in_the_list_enters_it(app):
    d = app()
    press(d, ord("O"))
    d.click(*row_center(d, LST1, 0))
    press(d, VK_RETURN)
    assert ctl(d, STC1).title == "C:\\docs" and active_dialog(d.vm) is not None


def test_cancel_returns_false_and_no_extended_error(app):
    d = app()
    press(d, ord("O"))
    type_chars(d, "readme.txt")
    press(d, VK_ESCAPE)
    assert active_dialog(d.vm) is None and title(d) == "open=0 err=0"
    press(d, ord("O"))
    x, y = d.vm.wm.window_rect(ctl(d, IDCANCEL))[:2]
    d.click(x + 5, y + 5)
    assert active_dialog(d.vm) is None and title(d) == "open=0 err=0"


def test_a_missing_file_is_refused_with_a_message_box(app):
    d = app()
    press(d, ord("O"))
    type_chars(d, "nope.txt")
    press(d, VK_RETURN)
    box = d.vm.wm.last_message_box
    assert box["title"] == "Open"
    assert box["text"] == "C:\\nope.txt\nFile not found.\nCheck the file name and try again."
    press(d, VK_RETURN)                           # OK on the box
    assert active_dialog(d.vm).title == "Open"    # the file dialog stays open
    type_chars(d, "missing\\x.txt")
    press(d, VK_RETURN)
    assert d.vm.wm.last_message_box["text"].startswith("C:\\missing\\x.txt\nPath does not exist.")


def test_save_prefills_the_name_and_appends_the_default_extension(app):
    d = app()
    press(d, ord("S"))
    assert active_dialog(d.vm).title == "Save notes"
    assert ctl(d, EDT1).title == "untitled"
    press(d, VK_RETURN)
    assert title(d).startswith("save=1 path=C:\\untitled.txt off=3 ext=12 idx=1 "
                               "title=untitled.txt ")


def test_saving_over_an_existing_file_asks_first(app):
    d = app()
    press(d, ord("S"))
    type_chars(d, "readme")                       # + ".txt" (lpstrDefExt) exists
    press(d, VK_RETURN)
    box = d.vm.wm.last_message_box
    assert box["text"] == "C:\\readme.txt already exists.\nDo you want to replace it?"
    assert active_dialog(d.vm).title == "Save notes"     # the question box
    dialog_command(d.vm, IDNO)
    d.settle()
    assert active_dialog(d.vm).title == "Save notes" and title(d) == "commontest"
    press(d, VK_RETURN)
    press(d, VK_RETURN)                           # Yes (the default button)
    assert active_dialog(d.vm) is None
    assert title(d).startswith("save=1 path=C:\\readme.txt ")


def test_a_too_small_buffer_fails_with_fnerr_buffertoosmall(app):
    d = app()
    press(d, ord("T"))
    type_chars(d, "readme.txt")
    press(d, VK_RETURN)
    # FNERR_BUFFERTOOSMALL; the first WORD of lpstrFile holds the size needed.
    assert title(d) == "open=0 err=0x3003 need=14"


def test_the_wide_variant_returns_a_utf16_path(app):
    d = app()
    press(d, ord("W"))
    type_chars(d, "zeta.log")
    press(d, VK_RETURN)
    assert title(d) == "openw=1 path=C:\\zeta.log off=3"


def test_an_unsupported_flag_stops_the_guest_naming_it(app):
    d = app()
    press(d, ord("A"))
    fault = d.vm.machine.fault
    assert d.vm.ended and fault is not None
    assert "COMDLG32.dll!GetOpenFileNameA: OFN_ALLOWMULTISELECT" in fault.message
