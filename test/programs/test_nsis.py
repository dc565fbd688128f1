"""A real NSIS installer, built now with Debian's makensis from test/nsis/installer.nsi,
is driven page by page like a user would: license (a RichEdit), components (a tree
view), directory (with Browse For Folder), install files (a worker thread, a progress
bar and a details list), and the finish step, which offers to start the installed
program. The files it installs are checked byte for byte on the virtual C: drive, and
the program it starts is captured by --capture-launch with them.
"""

import json
import os
import shutil
import subprocess

import pytest

from wineagent.win32.controls.builtin_common import ctl_font
from wineagent.win32.kernel.sysfolder import SYSTEM_FILES
from wineagent.win32.user.dialogs import active_dialog, dialog_control_center, find_control

from paths import ROOT
NSIS_DIR = os.path.join(ROOT, "test", "nsis")
HELLO = os.path.join(ROOT, "wineagent", "apps", "exe", "hello.exe")
IDOK, IDCANCEL, IDBACK = 1, 2, 3
IDYES, IDNO = 6, 7
IDC_DIR, IDC_BROWSE = 1019, 1001          # NSIS's directory page
IDC_TREE = 14145                          # Browse For Folder's folder list
CAPTION = "Wine Agent Sample Setup"
INSTALLED = "Program Files/WineAgentSample"


def _build(folder, *defines):
    if shutil.which("makensis") is None:
        pytest.fail("makensis is missing: install Debian's nsis package (apt-get install nsis)")
    exe = folder / "sample-installer.exe"
    subprocess.run(["makensis", "-V2", "-DOUT=%s" % exe] + list(defines) + ["installer.nsi"],
                   cwd=NSIS_DIR, check=True, stdout=subprocess.PIPE, timeout=120)
    return str(exe)


@pytest.fixture(scope="module")
def installer(tmp_path_factory):
    """The installer .exe, built once for this module with makensis."""
    return _build(tmp_path_factory.mktemp("nsis"))


@pytest.fixture(scope="module")
def installer_without_components(tmp_path_factory):
    """The same installer without its components page (the directory page's tests)."""
    return _build(tmp_path_factory.mktemp("nsis"), "-DNO_COMPONENTS_PAGE")


def title(d):
    """The installer window's title: which page is showing."""
    return next(w["title"] for w in d.vm.wm.describe()
                if not w["parent"] and w["visible"] and w["title"].startswith(CAPTION))


def click(d, cid):
    """dlg-click: press control ``cid`` of the active dialog, then let the guest settle."""
    x, y = dialog_control_center(d.vm, cid)
    return d.click(x, y).settle(400)


def texts(d, cls):
    """Titles of the visible windows of class ``cls``."""
    return [w["title"] for w in d.vm.wm.describe()
            if w["class"].upper() == cls.upper() and w["visible"]]


def page_control(d, cid):
    """Control ``cid`` anywhere in the active dialog (NSIS's pages are child dialogs)."""
    wm = d.vm.wm
    todo = [active_dialog(d.vm)]
    while todo:
        win = todo.pop()
        if win.id == cid and win.is_child:
            return win
        todo += [wm.get(h) for h in win.children if wm.get(h) is not None]
    raise AssertionError("no control %d" % cid)


def center(d, win):
    l, t, r, b = d.vm.wm.window_rect(win)
    return (l + r) // 2, (t + b) // 2


def until_page(d, name, batches=3000):
    """Run until the installer shows page ``name`` (bounded): the install thread's end."""
    for _ in range(batches):
        if title(d) == "%s: %s" % (CAPTION, name) or d.vm.ended:
            break
        d.run(1)
    return d.settle(400)


def vfs_files(root):
    """Every file under a VFS root, as relative paths."""
    out = set()
    for folder, _, files in os.walk(root):
        out |= {os.path.relpath(os.path.join(folder, f), root) for f in files}
    return out


def read(path):
    with open(path, "rb") as f:
        return f.read()


def _to_directory_page(d, components=True):
    assert title(d) == CAPTION + ": License Agreement"
    rich = [w for w in d.vm.wm.describe() if w["class"] == "RichEdit20W"]
    assert [w["title"] for w in rich] == ["Sample license.\r\nYou may do anything.\r\n"]
    click(d, IDOK)                               # I Agree
    if components:
        assert title(d) == CAPTION + ": Installation Options"
        click(d, IDOK)                           # Next: both sections stay ticked
    assert title(d) == CAPTION + ": Installation Folder"


def test_nsis_installer_runs_every_page_and_installs_its_files(boot, installer, tmp_path):
    vfs = tmp_path / "vfs"
    d = boot(installer, vfs_root=str(vfs), capture_launch=str(tmp_path / "cap"))
    d.settle(400)
    _to_directory_page(d)
    assert page_control(d, IDC_DIR).title == "C:\\Program Files\\WineAgentSample"
    assert any(t.startswith("Space available: ") for t in texts(d, "STATIC"))
    click(d, IDOK)                               # Install: the install thread runs
    until_page(d, "Completed")
    assert title(d) == CAPTION + ": Completed"
    assert "Completed" in texts(d, "STATIC")
    base = vfs / INSTALLED
    assert read(base / "readme.txt") == read(os.path.join(NSIS_DIR, "readme.txt"))
    assert read(base / "extras" / "extra.txt") == read(os.path.join(NSIS_DIR, "extra.txt"))
    # CopyFiles (SHFileOperation) copied the installed readme
    assert read(base / "extras" / "readme-copy.txt") == read(base / "readme.txt")
    assert read(base / "installed.txt") == b"installed by NSIS"
    assert read(base / "hello.exe") == read(HELLO)
    click(d, IDOK)                               # Next: the finish step asks
    assert d.vm.wm.last_message_box["text"] == "Installation complete. Start Hello now?"
    click(d, IDYES)                              # ... and starts the installed program
    d.settle(400)
    assert d.vm.ended and d.vm.machine.fault is None
    with open(tmp_path / "cap" / "launch.json") as f:
        launch = json.load(f)["launches"]
    assert [x["exe"] for x in launch] == ["C:\\Program Files\\WineAgentSample\\hello.exe"]
    copied = tmp_path / "cap" / "vfs" / INSTALLED
    assert read(copied / "readme.txt") == read(base / "readme.txt")
    assert read(copied / "hello.exe") == read(HELLO)
    # the stub's temporary folder ($PLUGINSDIR) is gone once it ended
    assert not os.listdir(vfs / "TEMP")


def test_nsis_browse_for_folder_picks_where_the_files_go(boot, installer_without_components,
                                                         tmp_path):
    vfs = tmp_path / "vfs"
    os.makedirs(vfs / "Apps" / "Tools")
    d = boot(installer_without_components, vfs_root=str(vfs))
    d.settle(400)
    _to_directory_page(d, components=False)
    x, y = center(d, page_control(d, IDC_BROWSE))
    d.click(x, y).settle(400)
    assert active_dialog(d.vm).title == "Browse For Folder"
    assert "Select the folder to install Wine Agent Sample in:" in texts(d, "STATIC")
    tree = find_control(d.vm.wm, active_dialog(d.vm), IDC_TREE)

    def row_point(label):
        # the list shows the tree indented; rows are one line of the control's font high
        rows = [text.strip() for text, _ in tree.state["list"].items]
        row_h = ctl_font(d.vm.wm, tree).line_height
        x, y = d.vm.wm.client_origin(tree)
        return x + 40, y + rows.index(label) * row_h + row_h // 2

    for label in ("My Computer", "Local Disk (C:)"):        # open each branch
        x, y = row_point(label)
        d.click(x, y)
        d.click(x, y)
    x, y = row_point("Apps")
    d.click(x, y)                                           # select C:\Apps
    click(d, IDOK)
    assert active_dialog(d.vm).title != "Browse For Folder"
    assert page_control(d, IDC_DIR).title == "C:\\Apps\\WineAgentSample"
    click(d, IDOK)
    until_page(d, "Completed")
    assert read(vfs / "Apps" / "WineAgentSample" / "readme.txt") == \
        read(os.path.join(NSIS_DIR, "readme.txt"))
    assert not (vfs / "Program Files" / "WineAgentSample").exists()


def test_nsis_cancel_on_the_first_page_leaves_nothing_behind(boot, installer, tmp_path):
    vfs = tmp_path / "vfs"
    d = boot(installer, vfs_root=str(vfs), settle=False)
    before = vfs_files(vfs)
    d.settle(400)
    assert title(d) == CAPTION + ": License Agreement"
    click(d, IDCANCEL)
    d.settle(400)
    assert d.vm.ended and d.vm.machine.fault is None
    # the drive's own programs (cmd.exe, notepad.exe, the console utilities) appear when a
    # program first looks in the system folder (docs/files-registry.md, "The command
    # interpreter"): the system's files, not ones the installer made
    system = {"/".join(folder + (name,)) for folder, files in SYSTEM_FILES.items()
              for name in files}
    assert vfs_files(vfs) - system == before
    assert not (vfs / "Program Files").exists()
