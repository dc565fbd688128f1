"""An NSIS installer as users get them: Modern UI 2, built now with Debian's makensis from
test/nsis/mui2.nsi (LZMA solid, the LangDLL language chooser, welcome and finish pages
with the side bitmap, the header bitmap, a license page with a check box, components with
the description box, directory, the StartMenu plug-in's page, an nsDialogs custom page,
instfiles, System::Call, UserInfo and Banner), driven page by page in-process; then its
silent mode (/S) and its uninstaller run in place (``_?=$INSTDIR``), which removes the
files and the HKLM Uninstall key the installer wrote, and without ``_?=``, where it starts
a copy of itself from %TEMP% (a second process, captured, then run).
"""

import json
import os
import shutil
import subprocess

import pytest

from wineagent.win32.user.dialogs import active_dialog
from wineagent.vm import VM

from conftest import Driver
from paths import ROOT
NSIS_DIR = os.path.join(ROOT, "test", "nsis")
HELLO = os.path.join(ROOT, "wineagent", "apps", "exe", "hello.exe")
CAPTION = "Wine Agent MUI Setup"
INSTALLED = "Program Files/WineAgentMUI"
GUEST_DIR = "C:\\Program Files\\WineAgentMUI"
UNINST_KEY = "HKLM\\Software\\Microsoft\\Windows\\CurrentVersion\\Uninstall\\WineAgentMUI"
IDOK = 1
IDC_LANG_ICON = 1008                    # LangDLL's icon (an SS_ICON static)
IDC_SIDE_BITMAP = 1200                  # MUI's welcome/finish side bitmap (nsDialogs)
IDC_HEADER_BITMAP = 1046                # MUI's header bitmap
IDC_TREE = 1032                         # the components tree


@pytest.fixture(scope="module")
def installer(tmp_path_factory):
    """mui2.nsi built once for this module with makensis."""
    if shutil.which("makensis") is None:
        pytest.fail("makensis is missing: install Debian's nsis package (apt-get install nsis)")
    exe = tmp_path_factory.mktemp("nsis") / "mui2-setup.exe"
    subprocess.run(["makensis", "-V2", "-DOUT=%s" % exe, "mui2.nsi"], cwd=NSIS_DIR,
                   check=True, stdout=subprocess.PIPE, timeout=120)
    return str(exe)


def windows(d):
    return [w for w in d.vm.wm.describe() if w["visible"]]


def find(d, cls, title=None, cid=None):
    """The visible window of class ``cls`` with this title or id."""
    for w in windows(d):
        if w["class"].upper() == cls.upper() and (title is None or w["title"] == title) \
                and (cid is None or w["id"] == cid):
            return w
    raise AssertionError("no %s %r %r in %r" % (cls, title, cid,
                                                 [(w["class"], w["title"]) for w in windows(d)]))


def press(d, w):
    l, t, r, b = w["rect"]
    return d.click((l + r) // 2, (t + b) // 2).settle(400)


def button(d, title):
    return press(d, find(d, "BUTTON", title))


def header(d):
    """The MUI header's title (the page's name), or the big title of a welcome page."""
    return find(d, "STATIC", cid=1037)["title"]


def run_until(d, cond, batches=3000):
    for _ in range(batches):
        if d.vm.ended or cond():
            break
        d.run(1)
    return d.settle(400)


def read(path):
    with open(path, "rb") as f:
        return f.read()


def reg(vm, path, name):
    v = vm.registry.get(path, name)
    return None if v is None else v[1]


def test_mui2_installer_every_page(boot, installer, tmp_path):
    vfs = tmp_path / "vfs"
    d = boot(installer, vfs_root=str(vfs), capture_launch=str(tmp_path / "cap"))
    d.settle(400)
    # LangDLL's chooser: its icon static took the icon's size (it is 0x0 in the template)
    assert active_dialog(d.vm).title == "Installer Language"
    assert find(d, "COMBOBOX", "English")
    l, t, r, b = find(d, "STATIC", cid=IDC_LANG_ICON)["rect"]
    assert (r - l, b - t) == (32, 32)
    button(d, "OK")
    # welcome: the side bitmap (nsDialogs' SS_BITMAP static) shows the wizard bitmap
    assert find(d, "STATIC", "Welcome to Wine Agent MUI Setup")
    l, t, r, b = find(d, "STATIC", cid=IDC_SIDE_BITMAP)["rect"]
    assert d.pixel(l + 10, b - 20) == (0, 120, 215)          # the bitmap's blue
    button(d, "&Next >")
    assert header(d) == "License Agreement"
    # the header bitmap (SetBrandingImage on an SS_BITMAP static): the bitmap's blue
    l, t, r, b = find(d, "STATIC", cid=IDC_HEADER_BITMAP)["rect"]
    assert d.pixel(l + 3, t + 3) == (0, 120, 215)
    assert find(d, "RichEdit20W")["title"] == "Sample license.\r\nYou may do anything.\r\n"
    nxt = d.vm.wm.get(find(d, "BUTTON", "&Next >")["hwnd"])
    assert not nxt.own_enabled                 # Next waits for the check box
    button(d, "I &accept the terms of the License Agreement")
    assert nxt.own_enabled
    button(d, "&Next >")
    assert header(d) == "Choose Components"
    # the sections' check boxes are the tree's state images (NSIS's own bitmap)
    l, t, r, b = find(d, "SysTreeView32", cid=IDC_TREE)["rect"]
    # (the ticked "Extras" check box of the second row has a green tick)
    column = d.screen().crop((l + 2, t + 2, l + 18, t + 40)).getcolors(256)
    assert any(g > 100 and r < 80 and b < 80 for _, (r, g, b) in column)
    button(d, "&Next >")
    assert header(d) == "Choose Install Location"
    assert find(d, "EDIT", GUEST_DIR)
    button(d, "&Next >")
    assert header(d) == "Choose Start Menu Folder"
    assert find(d, "EDIT", "Wine Agent MUI")
    button(d, "&Next >")
    assert header(d) == "Your details"           # the nsDialogs custom page
    assert find(d, "STATIC", "Your name:") and find(d, "EDIT", "Agent")
    assert find(d, "BUTTON", "A link on a custom page")
    button(d, "&Install")
    run_until(d, lambda: any(w["title"] == "Completing Wine Agent MUI Setup"
                             for w in windows(d)))
    assert find(d, "STATIC", "Completing Wine Agent MUI Setup")
    assert find(d, "BUTTON", "&Run Wine Agent MUI") and find(d, "BUTTON", "&Show Readme")
    base = vfs / INSTALLED
    assert read(base / "readme.txt") == read(os.path.join(NSIS_DIR, "readme.txt"))
    assert read(base / "hello.exe") == read(HELLO)
    assert read(base / "extras" / "extra.txt") == read(os.path.join(NSIS_DIR, "extra.txt"))
    assert read(base / "extras" / "readme-copy.txt") == read(base / "readme.txt")
    assert read(base / "settings.txt") == b"name=Agent"        # the custom page's answers
    assert read(base / "startmenu.txt") == b"Wine Agent MUI"   # the StartMenu page's
    # System::Call lstrlenW; UserInfo::GetAccountType answers "User" here (Wine: Admin)
    assert read(base / "system.txt") == b"len=12 group=User"
    assert (base / "uninstall.exe").is_file()
    assert reg(d.vm, UNINST_KEY, "DisplayName") == "Wine Agent MUI"
    assert reg(d.vm, UNINST_KEY, "UninstallString") == '"%s\\uninstall.exe"' % GUEST_DIR
    assert reg(d.vm, "HKCU\\Software\\WineAgentMUI", "Start Menu Folder") == "Wine Agent MUI"
    button(d, "&Finish")                         # "Run Wine Agent MUI" is ticked
    d.settle(400)
    # Finish starts the installed program (captured) and the installer ends, as under
    # Wine: the finish page was made by the main thread, which took the install thread's
    # SendMessage in its message loop (docs/threads.md)
    assert d.vm.ended and d.vm.machine.fault is None
    with open(tmp_path / "cap" / "launch.json") as f:
        launch = json.load(f)["launches"]
    assert [x["exe"] for x in launch] == [GUEST_DIR + "\\hello.exe"]


def _run(exe, args, vfs):
    d = Driver(VM(exe, args=args, vfs_root=str(vfs)))
    run_until(d, lambda: False, 4000)
    assert d.vm.ended and d.vm.machine.fault is None, d.vm.machine.fault
    return d


def test_mui2_silent_install_then_uninstaller_in_place(installer, tmp_path):
    vfs = tmp_path / "vfs"
    d = _run(installer, "/S", vfs)               # no page, no language question
    base = vfs / INSTALLED
    assert sorted(os.listdir(base)) == ["extras", "hello.exe", "readme.txt", "startmenu.txt",
                                        "system.txt", "uninstall.exe"]
    assert reg(d.vm, UNINST_KEY, "InstallLocation") == GUEST_DIR
    assert reg(d.vm, UNINST_KEY, "NoModify") is not None
    # the uninstaller, in place: _?= names $INSTDIR and it runs from there (one process)
    d = _run(str(base / "uninstall.exe"), "/S _?=%s" % GUEST_DIR, vfs)
    # everything is gone but the running uninstaller itself, which an in-place run cannot
    # delete (NSIS documents it), so the folder stays too
    assert os.listdir(base) == ["uninstall.exe"]
    assert reg(d.vm, UNINST_KEY, "DisplayName") is None
    assert d.vm.registry.get("HKCU\\Software\\WineAgentMUI", "InstallDir") is None


def test_mui2_uninstaller_copies_itself_to_temp_and_starts_the_copy(installer, tmp_path):
    """Without ``_?=`` the uninstaller copies itself to %TEMP%, asks for the copy to be
    deleted at the next boot (refused: MoveFileEx's MOVEFILE_DELAY_UNTIL_REBOOT is for
    administrators, the guest's user is a standard one) and starts the copy with
    ``_?=$INSTDIR``: a second process, captured here; the copy, run as it was started,
    uninstalls."""
    vfs = tmp_path / "vfs"
    _run(installer, "/S", vfs)
    base = vfs / INSTALLED
    d = Driver(VM(str(base / "uninstall.exe"), args="/S", vfs_root=str(vfs),
                  capture_launch=str(tmp_path / "cap")))
    run_until(d, lambda: False, 4000)
    assert d.vm.ended and d.vm.machine.fault is None
    with open(tmp_path / "cap" / "launch.json") as f:
        (launch,) = json.load(f)["launches"]
    folder, _, exe = launch["exe"].rpartition("\\")
    assert folder.startswith("C:\\TEMP\\~nsu") and exe == "Un.exe"
    assert launch["args"] == "/S _?=%s\\" % GUEST_DIR
    assert sorted(os.listdir(base)) == ["extras", "hello.exe", "readme.txt", "startmenu.txt",
                                        "system.txt", "uninstall.exe"]   # nothing removed yet
    copy = vfs / launch["exe"][3:].replace("\\", "/")
    assert read(copy) == read(base / "uninstall.exe")
    d = _run(str(copy), launch["args"], vfs)
    # run from %TEMP%, the copy deletes uninstall.exe too, and then the folder
    assert not base.exists()
    assert reg(d.vm, UNINST_KEY, "DisplayName") is None
