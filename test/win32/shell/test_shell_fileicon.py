"""SHGetFileInfo's icons (dlls/shell32/pidl.py; Inno Setup 5's wizard asks
SHGFI_ICONLOCATION of its folder): SHGFI_ICON (a new HICON of 32 pixels, 16 with
SHGFI_SMALLICON, iIcon the same index SHGFI_SYSICONINDEX gives) and SHGFI_ICONLOCATION
(shell32.dll and an index ExtractIconEx finds there).

Expected lines: test/exe(64)/shfileicon.exe (guests/tests/shfileicon.c) under Wine 8, 32-
and 64-bit alike, but for the type names (SHGFI_TYPENAME, printed alongside): Wine 8 says
"Folder" for a folder and for the drive and reads "Text Document" from its registry; ours
are "File folder", "Local Disk" (Windows' names) and "TXT File" (no file association for
.txt here: Windows' name for an extension without one). The "hicon" of a location line is
the structure's untouched hIcon (SHGFI_ICONLOCATION does not set it; the guest fills it
with 0xcc).
"""

from paths import guest_exe

EXPECTED = [
    "folder icon: r=1 hicon=1 size=32x32 sameindex=1 type=File folder",       # Wine: Folder
    "folder small icon: r=1 hicon=1 size=16x16 sameindex=1 type=File folder",
    "folder open icon: r=1 hicon=1 size=32x32 sameindex=1 type=File folder",
    "file icon: r=1 hicon=1 size=32x32 sameindex=1 type=TXT File",      # Wine: Text Document
    "file small icon: r=1 hicon=1 size=16x16 sameindex=1 type=TXT File",
    "drive icon: r=1 hicon=1 size=32x32 sameindex=1 type=Local Disk",         # Wine: Folder
    "folder location: r=1 file=shell32.dll hicon=1",
    "folder extract: n=1 icon=1",
    "file location: r=1 file=shell32.dll hicon=1",
    "file extract: n=1 icon=1",
    "drive location: r=1 file=shell32.dll hicon=1",
    "drive extract: n=1 icon=1",
    "cleaned=1",
]


def test_file_icons_and_their_location_answer_as_wine_does(boot, tmp_path, width):
    d = boot(guest_exe("shfileicon", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert d.vm.machine.exit_code == 0
    assert d.vm.stdout_log == EXPECTED
