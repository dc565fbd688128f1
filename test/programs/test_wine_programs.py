"""Wine 8's own PE programs (Debian's wine32 package), which nobody here wrote, run to
their main windows and answer a scripted interaction.

They are built with mingw against the Universal CRT (ucrtbase.dll, api-ms-win-crt-*),
import comctl32 by ordinal and probe ntdll for Wine's private debug entry points, so they
exercise the runtimes of issue 10. The binaries are LGPL and never copied into the
repository: CI installs ``wine32``; without it these tests fail, naming the package.
"""

import os

import pytest

from wineagent.control.keys import VK_RETURN
from test_bundled_apps_as_a_user import ctrl, type_text

WINE_DIR = "/usr/lib/i386-linux-gnu/wine/i386-windows"


def wine_exe(name):
    """Path of one of Wine's programs; fails (never skips) when wine32 is not installed."""
    path = os.path.join(WINE_DIR, name)
    if not os.path.isfile(path):
        pytest.fail("%s is missing: install Debian's wine32 package "
                    "(dpkg --add-architecture i386; apt-get install wine32)" % path)
    return path


@pytest.fixture
def wine(boot):
    """wine(name) -> a settled Driver running Wine's ``name``.exe."""
    def start(name, **kw):
        d = boot(wine_exe(name + ".exe"), **kw)
        d.settle(200)
        assert d.vm.machine.fault is None, d.vm.machine.fault
        return d
    return start


# Wine's programs at both widths (issue 22): Debian's wine64 package holds the x86-64
# builds of the same programs. A test taking ``wine_at`` (or ``width``) runs once per
# build; the 64-bit run goes through the width gate (docs/emulator.md), so an API it
# reaches that was not read for 64-bit callers stops it with a fault the test reports.
WINE_DIRS = {32: WINE_DIR, 64: "/usr/lib/x86_64-linux-gnu/wine/x86_64-windows"}
WINE_PACKAGES = {32: "wine32", 64: "wine64"}


def wine_exe_at(width, name):
    """Path of Wine's ``name`` built for ``width`` bits; fails (never skips) when the
    package holding it is not installed."""
    path = os.path.join(WINE_DIRS[width], name)
    if not os.path.isfile(path):
        pytest.fail("%s is missing: install Debian's %s package" % (path, WINE_PACKAGES[width]))
    return path


@pytest.fixture(params=[32, 64], ids=["i386", "x86_64"])
def width(request):
    """The program's width in bits: a test taking it runs for both builds."""
    return request.param


@pytest.fixture
def wine_at(boot, width):
    """wine_at(name) -> a settled Driver running Wine's ``name``.exe at ``width`` bits."""
    def start(name, **kw):
        d = boot(wine_exe_at(width, name + ".exe"), **kw)
        d.settle(200)
        assert d.vm.machine.fault is None, d.vm.machine.fault
        assert d.vm.ptr_size * 8 == width
        return d
    return start


def toplevels(d):
    """(class, title) of the visible top-level windows, as the snapshot lists them."""
    return [(w["class"], w["title"]) for w in d.vm.wm.describe()
            if not w["parent"] and w["visible"]]


def test_winemine_opens_its_board_and_a_click_reveals_cells_and_starts_the_clock(wine_at):
    d = wine_at("winemine")
    assert toplevels(d) == [("WineMine", "WineMine")]
    ox, oy = d.client_origin("WineMine")
    board = (ox + 12, oy + 36, ox + 146, oy + 170)
    timer = (ox + 4, oy + 4, ox + 44, oy + 28)      # the time counter, top left
    before = d.screen()
    d.click(ox + 12 + 8 + 16 * 4, oy + 36 + 8 + 16 * 4)        # a cell in the middle
    after = d.screen()
    assert before.crop(board).tobytes() != after.crop(board).tobytes()
    d.run(200)            # 200 batches of 16 guest ms: the game clock passes 3 seconds
    assert after.crop(timer).tobytes() != d.screen().crop(timer).tobytes()


def test_winver_shows_about_wine_and_ok_closes_it(wine_at):
    d = wine_at("winver")
    # winver calls ShellAboutA(NULL, "Wine ", ...): the caption keeps the space, as on Wine.
    assert ("#32770", "About Wine ") in toplevels(d)
    texts = [w["title"] for w in d.vm.wm.describe() if w["class"].upper() == "STATIC"]
    assert "Wine " in texts
    ok = [w for w in d.vm.wm.describe() if w["class"].upper() == "BUTTON" and w["title"] == "OK"]
    assert len(ok) == 1
    # The box is in MS Shell Dlg 8 (DS_SETFONT, as shell32's template), not in System.
    font = d.vm.gdi.get(d.vm.wm.get(ok[0]["hwnd"]).state.get("font", 0))
    assert font is not None and (font.face_name, font.line_height) == ("MS Sans Serif", 13)
    d.key("down", 0x0D).key("up", 0x0D).settle(200)     # Enter presses the default button
    assert d.vm.ended and d.vm.machine.fault is None


def test_notepad_types_text_and_saves_it_through_its_own_save_as_dialog(wine_at, tmp_path):
    d = wine_at("notepad", vfs_root=str(tmp_path / "vfs"))
    assert ("Notepad", "Untitled - Notepad") in toplevels(d)
    type_text(d, "Hello, Wine")
    edits = [w for w in d.vm.wm.describe() if w["class"].upper() == "EDIT"]
    assert [w["title"] for w in edits] == ["Hello, Wine"]
    ctrl(d, "s")                      # notepad's accelerator: File > Save
    d.settle(200)
    save_as = d.window("Save As")
    assert save_as is not None, toplevels(d)
    # notepad's hook dialog (OFN_EXPLORER | OFN_ENABLEHOOK | OFN_ENABLETEMPLATE) sits inside
    # the file dialog with its encoding combo box, filled by the hook's WM_INITDIALOG
    hook = [w for w in d.vm.wm.describe() if w["class"] == "#32770" and w["parent"] == save_as["hwnd"]]
    assert len(hook) == 1
    combo = [w for w in d.vm.wm.describe() if w["parent"] == hook[0]["hwnd"]
             and w["class"].upper() == "COMBOBOX"]
    assert combo and combo[0]["title"] == "1252  (ANSI - Latin I)"
    type_text(d, "C:\\notes.txt")
    d.key("down", VK_RETURN).key("up", VK_RETURN).settle(200)
    assert d.vm.machine.fault is None, d.vm.machine.fault
    assert d.window("Save As") is None
    assert ("Notepad", "notes.txt - Notepad") in toplevels(d)
    with open(os.path.join(d.vm.vfs.root, "notes.txt"), "rb") as f:
        assert f.read() == b"Hello, Wine"


def test_version_info_of_the_running_program_and_of_a_file_on_the_vfs(boot, tmp_path):
    import shutil
    import struct
    from apicall import call_api, wide
    root = tmp_path / "vfs"
    root.mkdir()
    shutil.copy(wine_exe("explorer.exe"), str(root / "copy.exe"))
    vm = boot(wine_exe("explorer.exe"), settle=False, vfs_root=str(root)).vm
    for path in ("C:\\explorer.exe", "C:\\copy.exe"):     # own image, then a VFS file
        n = call_api(vm, "version.dll", "GetFileVersionInfoSizeW", wide(vm, path), 0)
        assert n > 100
        block = vm.heap.alloc(n)
        assert call_api(vm, "version.dll", "GetFileVersionInfoW", wide(vm, path), 0, n, block)
        pv, plen = vm.heap.alloc(4), vm.heap.alloc(4)
        assert call_api(vm, "version.dll", "VerQueryValueW", block, wide(vm, "\\"), pv, plen)
        assert vm.mem.u32(plen) == 52 and vm.mem.u32(vm.mem.u32(pv)) == 0xFEEF04BD
        sub = wide(vm, "\\StringFileInfo\\040904b0\\FileDescription")
        assert call_api(vm, "version.dll", "VerQueryValueW", block, sub, pv, plen)
        assert vm.mem.wstr(vm.mem.u32(pv)) == "Wine Explorer" and vm.mem.u32(plen) == 14
        sub = wide(vm, "\\VarFileInfo\\Translation")
        assert call_api(vm, "version.dll", "VerQueryValueW", block, sub, pv, plen)
        assert struct.unpack("<2H", vm.mem.read(vm.mem.u32(pv), 4)) == (0x0409, 0x04B0)
    missing = wide(vm, "C:\\nothing.exe")
    assert call_api(vm, "version.dll", "GetFileVersionInfoSizeW", missing, 0) == 0
    assert vm.last_error == 2


def test_msinfo32_shows_its_about_box_and_the_ok_button_closes_it(wine):
    d = wine("msinfo32")
    assert toplevels(d) == [("#32770", "About System Information")]
    ok = [w for w in d.vm.wm.describe() if w["class"] == "BUTTON" and w["title"] == "OK"][0]
    x0, y0, x1, y1 = ok["rect"]
    d.click((x0 + x1) // 2, (y0 + y1) // 2).settle(200)
    assert d.vm.ended and d.vm.machine.fault is None


def test_progman_reaches_program_manager_with_its_title_set_through_the_ansi_api(wine):
    # progman registers its frame class with RegisterClassW and titles it with
    # SetWindowTextA (and LoadStringA): the title reaches the Unicode procedure converted.
    d = wine("progman")
    assert toplevels(d) == [("PMMain", "Program Manager")]
