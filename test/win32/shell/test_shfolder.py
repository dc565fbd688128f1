"""SHFOLDER.dll (dlls/shfolder/): SHGetFolderPath's redistributable, which Inno Setup 6's
wizard loads by its System32 path once the desktop is Windows 10 (docs/runtimes.md, "Inno
Setup"). Its two exports are shell32's SHGetFolderPathA/W (one implementation), as
Windows' and Wine 8's shfolder.dll forward them."""

from apicall import call_api, narrow
from wineagent.win32.kernel.shellfolders import CSIDL_PATHS

CSIDL_APPDATA = 0x1A


def test_shfolder_loads_by_its_system_path_and_forwards_to_shell32(boot, tmp_path):
    vm = boot("hello", vfs_root=str(tmp_path / "vfs")).vm
    h = call_api(vm, "KERNEL32.dll", "LoadLibraryA",
                 narrow(vm, "C:\\WINDOWS\\SYSTEM32\\shfolder.dll"))
    assert h
    for name in ("SHGetFolderPathA", "SHGetFolderPathW"):
        assert call_api(vm, "KERNEL32.dll", "GetProcAddress", h, narrow(vm, name)), name
    buf = vm.heap.alloc(520, zero=True)
    assert call_api(vm, "SHFOLDER.dll", "SHGetFolderPathW", 0, CSIDL_APPDATA, 0, 0, buf) == 0
    assert vm.mem.wstr(buf) == CSIDL_PATHS[CSIDL_APPDATA]
