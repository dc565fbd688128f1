"""A shell folder's IPersistFolder2 (GetClassID, GetCurFolder, Initialize) and the
object's identity across its interfaces, checked against Wine.

test/exe/sh_persist.exe (guests/tests/sh_persist.c) asks the desktop, My Computer and a
file-system folder for IPersistFolder2 (what Wine's explorer does to find the folder it
shows), IPersistFolder and IPersist; the expected lines are what the same binary prints
under Wine 8 (``xvfb-run -a wine sh_persist.exe``).
"""

import os

from paths import TEST_DIR

PERSIST_EXE = os.path.join(TEST_DIR, "exe", "sh_persist.exe")

WINE_OUTPUT = [
    'desktop qi-persistfolder2 hr=0',
    'desktop classid hr=0 {00021400-0000-0000-C000-000000000046}',
    'desktop curfolder hr=0 items=0 equal=1',
    'desktop identity back=1 unknown=1',
    'desktop qi-persistfolder hr=0',
    'desktop qi-persist hr=0',
    'bind computer hr=0',
    'computer qi-persistfolder2 hr=0',
    'computer classid hr=0 {20D04FE0-3AEA-1069-A2D8-08002B30309D}',
    'computer curfolder hr=0 items=1 equal=1',
    'computer identity back=1 unknown=1',
    'computer qi-persistfolder hr=0',
    'computer qi-persist hr=0',
    'bind folder hr=0',
    'folder qi-persistfolder2 hr=0',
    'folder classid hr=0 {F3364BA0-65B9-11CE-A9BA-00AA004AE837}',
    'folder curfolder hr=0 items=3 equal=1',
    'folder identity back=1 unknown=1',
    'folder qi-persistfolder hr=0',
    'folder qi-persist hr=0',
    'initialize hr=0 equal-inner=1',
    'done',
]


def test_shell_folders_answer_ipersistfolder2_as_on_wine(boot, tmp_path):
    d = boot(PERSIST_EXE, vfs_root=str(tmp_path / "vfs"))
    d.settle(300)
    assert d.vm.machine.fault is None, d.vm.machine.fault
    assert d.vm.machine.exited and d.vm.machine.exit_code == 0
    assert d.vm.stdout_log == WINE_OUTPUT
    assert not (tmp_path / "vfs" / "persisttest").exists()   # it removed what it made
    # every folder object and its IPersistFolder2 interface were released: none is left
    assert not [e for e in d.vm.com.objects.values()
                if e.iface in ("IShellFolder", "IPersistFolder2")]
