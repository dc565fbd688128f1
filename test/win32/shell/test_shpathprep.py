"""SHPathPrepareForWrite (shell32; dlls/shell32/dirs.py): a folder to write into, created
with SHPPFW_DIRCREATE, the last part skipped with SHPPFW_IGNOREFILENAME. Inno Setup 6's
wizard asks it of every folder it installs into, then tells the shell with SHChangeNotify
(dlls/shell32/changenotify.py: no change client exists here to hear it).

Expected lines: test/exe(64)/shpathprep.exe (guests/tests/shpathprep.c) under Wine 8,
32- and 64-bit, except one line: Wine 8 ignores SHPPFW_MEDIACHECKONLY and checks the
whole path (0x80070003 for the missing folder); Microsoft documents the flag as checking
the media alone, and the guest's drive is there: S_OK.
"""

from paths import guest_exe

WINE_LINES = [
    "existing temp: hr=00000000 dir=1",
    "missing, no flag: hr=80070003 dir=0",
    "missing deep, no flag: hr=80070003 dir=0",
    "dircreate deep: hr=00000000 dir=1",
    "dircreate again: hr=00000000 dir=1",
    "ignore file name: hr=00000000 dir=1",
    "a file: hr=8007010b dir=0",
    "a file, dircreate: hr=8007010b dir=0",
    "wide dircreate: hr=00000000 dir=1",
    "media check only: hr=00000000 dir=0",     # Wine 8: hr=80070003 (flag ignored)
    "cleaned=1",
    "notified",
]


def test_a_folder_is_checked_and_created_as_wine_does(boot, tmp_path, width):
    d = boot(guest_exe("shpathprep", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert d.vm.machine.exit_code == 0
    assert d.vm.stdout_log == WINE_LINES


def test_a_change_notification_of_an_unknown_item_type_stops_naming_it(boot, tmp_path, width):
    d = boot(guest_exe("shpathprep", width), args="badnotify", settle=False,
             vfs_root=str(tmp_path / "vfs"))
    for _ in range(3000):
        d.vm.run_batch()
        if d.vm.ended:
            break
    assert d.vm.stdout_log[-1] == "notified"
    assert "SHChangeNotify with item type 0x7" in d.vm.machine.fault.message
