"""Notepad on the guest drive (kernel/sysfolder.py): C:\\WINDOWS\\SYSTEM32\\notepad.exe and
C:\\WINDOWS\\notepad.exe are the bundled notepad (guests/notepad.c), which takes Windows
Notepad's command line ``notepad [/p] PATH``: what the registry's txtfile class runs
(``%SystemRoot%\\system32\\NOTEPAD.EXE %1``), so ``start readme.txt`` and ShellExecute of a
text file open it.

Windows Notepad is the oracle (Wine 8's notepad words its missing-file question "File
'...' does not exist. Do you want to create a new file?"; Windows': "Cannot find the ...
file. Do you want to create a new file?", Yes / No / Cancel, which ours asks).
"""

import os

from wineagent.win32.gdi.printer import printed


def _notepad(d):
    """Snapshot entry of notepad's main window."""
    wins = [w for w in d.vm.wm.describe() if w["class"] == "Notepad"]
    return wins[0] if wins else None


def _edit_text(d):
    main = _notepad(d)
    kids = [w for w in d.vm.wm.describe() if w["parent"] == main["hwnd"]]
    assert len(kids) == 1, kids
    return d.vm.wm.get(kids[0]["hwnd"]).title


def _press(d, box_title, label):
    box = d.window(box_title)
    for w in d.vm.wm.describe():
        if w["parent"] == box["hwnd"] and w["title"].replace("&", "") == label:
            l, t, r, b = w["rect"]
            d.click((l + r) // 2, (t + b) // 2)
            return
    raise AssertionError("no button %r in %r" % (label, d.vm.wm.describe()))


def _box_text(d, title):
    box = d.window(title)
    assert box is not None, d.vm.wm.describe()
    shown = d.vm.wm.last_message_box
    assert shown["hwnd"] == box["hwnd"]
    return shown["text"]


def test_a_quoted_or_unquoted_path_opens_the_file(boot, width, tmp_path):
    root = tmp_path / "vfs"
    (root / "my docs").mkdir(parents=True)
    (root / "my docs" / "read me.txt").write_bytes(b"first\r\nsecond")
    d = boot("notepad", width=width, args='"C:\\my docs\\read me.txt"', vfs_root=str(root))
    assert _notepad(d)["title"] == "read me.txt - Notepad"
    assert _edit_text(d) == "first\r\nsecond"
    d.vm.close()
    d = boot("notepad", width=width, args="C:\\my docs\\read me.txt  ", vfs_root=str(root))
    assert _notepad(d)["title"] == "read me.txt - Notepad"
    d.vm.close()
    # no extension and no such file: Windows tries the name with .txt
    (root / "notes.txt").write_bytes(b"n")
    d = boot("notepad", width=width, args="C:\\notes", vfs_root=str(root))
    assert _notepad(d)["title"] == "notes.txt - Notepad" and _edit_text(d) == "n"
    d.vm.close()


def test_a_missing_file_asks_to_create_it(boot, width, tmp_path):
    root = tmp_path / "vfs"
    root.mkdir()
    d = boot("notepad", width=width, args="C:\\new.txt", vfs_root=str(root))
    assert _box_text(d, "Notepad") == \
        "Cannot find the C:\\new.txt file.\n\nDo you want to create a new file?"
    _press(d, "Notepad", "Yes")
    d.settle()
    assert (root / "new.txt").read_bytes() == b""
    assert _notepad(d)["title"] == "new.txt - Notepad"
    d.vm.close()

    d = boot("notepad", width=width, args="C:\\other.txt", vfs_root=str(root))
    _press(d, "Notepad", "No")
    d.settle()
    assert _notepad(d)["title"] == "Untitled - Notepad"
    assert not (root / "other.txt").exists()
    d.vm.close()

    d = boot("notepad", width=width, args="C:\\other.txt", vfs_root=str(root))
    _press(d, "Notepad", "Cancel")
    d.settle()
    assert d.vm.ended and _notepad(d) is None
    assert not (root / "other.txt").exists()


def test_p_prints_the_file_on_the_default_printer_without_a_window(boot, width, tmp_path):
    root = tmp_path / "vfs"
    root.mkdir()
    (root / "list.txt").write_bytes(b"".join(b"line %d\r\n" % i for i in range(100)))
    d = boot("notepad", width=width, args="/p C:\\list.txt", vfs_root=str(root),
             settle=False)
    d.vm.print_dir = str(tmp_path / "out")
    d.run_to_end(3000)
    assert d.vm.machine.exit_code == 0 and _notepad(d) is None
    (report,) = printed(d.vm)
    # 9 inches of 10-point lines (about 11.3 pt a line at 300 dpi): 100 lines on 2 pages
    assert (report["doc"], report["pages"]) == ("list.txt", 2)
    assert len(report["files"]) == 3
    # the text is on the page: ink inside the margins (1 inch + the unprintable 1/4 inch),
    # none above the first line
    from PIL import Image
    page = Image.open(report["files"][0]).convert("L")
    assert page.crop((375, 375, 1200, 420)).getextrema()[0] < 128
    assert page.crop((0, 0, 2550, 370)).getextrema() == (255, 255)


def test_notepad_is_put_in_both_windows_folders_never_over_a_file(tmp_path):
    from wineagent.win32.kernel.vfs import Vfs
    import wineagent.apps as apps_pkg
    ours = open(os.path.join(os.path.dirname(apps_pkg.__file__), "exe", "notepad.exe"),
                "rb").read()
    fresh = Vfs(str(tmp_path / "a"))
    fresh.resolve("C:\\WINDOWS\\Fonts\\arial.ttf")     # other names of the folder
    assert not os.path.exists(os.path.join(fresh.root, "WINDOWS"))
    _, host = fresh.resolve("C:\\Windows\\NOTEPAD.EXE")
    assert open(host, "rb").read() == ours
    _, host = fresh.resolve("C:\\Windows\\system32\\notepad.exe")
    assert open(host, "rb").read() == ours
    own = tmp_path / "b" / "windows"
    own.mkdir(parents=True)
    (own / "Notepad.exe").write_bytes(b"mine")
    kept = Vfs(str(tmp_path / "b"))
    _, host = kept.resolve("C:\\WINDOWS\\notepad")     # a PATHEXT search's first try
    assert open(str(own / "Notepad.exe"), "rb").read() == b"mine"
    assert sorted(os.listdir(str(own))) == ["Notepad.exe", "SYSTEM32"]


def test_start_of_a_text_file_opens_it_in_notepad(boot, tmp_path):
    """cmd's ``start readme.txt``: ShellExecuteEx through txtfile's command, the drive's
    notepad.exe (before: SE_ERR_FNF, "The system cannot find the file specified.")."""
    import wineagent.win32.kernel as kernel_pkg
    cmd = os.path.join(os.path.dirname(kernel_pkg.__file__), "system32", "cmd.exe")
    root = tmp_path / "vfs"
    root.mkdir()
    (root / "readme.txt").write_bytes(b"Read me")
    d = boot(cmd, args="/c cd /d C:\\& start readme.txt",
             settle=False, vfs_root=str(root))
    d.run(300)
    assert d.vm.stdout_log == [] and d.vm.machine.exit_code == 0
    (child,) = d.vm.processes.children
    assert child.image_path == "C:\\WINDOWS\\SYSTEM32\\notepad.exe"
    wins = [(w["class"], w["title"]) for w in child.wm.describe()]
    assert wins == [("Notepad", "readme.txt - Notepad"), ("EDIT", "Read me")]
