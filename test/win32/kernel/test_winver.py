"""The desktop is one Windows, from core/winver.py: Windows 10 22H2 (10.0.19045, no
service pack). RtlGetVersion reports it; GetVersionEx (A and W, OSVERSIONINFO and
OSVERSIONINFOEX) and msvcrt's variables report what Windows 10 tells a program without a
manifest naming Windows 8.1 or 10 — Windows 8, 6.2.9200 (hello.exe has none;
test_winver10.py runs a guest with each manifest)."""

import struct

import pytest

from apicall import call_api
from wineagent.win32.core.structures import OSVERSIONINFO, OSVERSIONINFOEX

WIN10 = (10, 0, 19045, 2)     # major, minor, build, VER_PLATFORM_WIN32_NT
WIN8 = (6, 2, 9200, 2)        # what GetVersionEx tells a program without a manifest


@pytest.fixture
def vm(boot, tmp_path):
    return boot("hello", vfs_root=str(tmp_path / "vfs")).vm


def test_getversion_packs_build_minor_and_major():
    # Documented layout: LOBYTE(LOWORD) major, HIBYTE(LOWORD) minor, HIWORD the build.
    from wineagent.win32.core.winver import version_dword
    assert version_dword() == 0x4A65000A
    assert version_dword((6, 2, 9200)) == 0x23F00206


@pytest.mark.parametrize("name, wide, ex", [
    ("GetVersionExA", False, False), ("GetVersionExA", False, True),
    ("GetVersionExW", True, False), ("GetVersionExW", True, True),
    ("RtlGetVersion", True, False), ("RtlGetVersion", True, True)])
def test_every_version_call_reports_the_same_windows(vm, name, wide, ex):
    kind = (OSVERSIONINFOEX if ex else OSVERSIONINFO).variant(wide)
    size = kind.sizeof()
    buf = vm.heap.alloc(size + 16)
    vm.mem.write(buf, b"\xAA" * (size + 16))
    vm.mem.w32(buf, size)
    dll = "ntdll.dll" if name == "RtlGetVersion" else "KERNEL32.dll"
    result = call_api(vm, dll, name, buf)
    assert result == (0 if dll == "ntdll.dll" else 1)
    info = kind.read(vm.mem, buf)
    got = (info["dwMajorVersion"], info["dwMinorVersion"], info["dwBuildNumber"],
           info["dwPlatformId"])
    assert got == (WIN10 if name == "RtlGetVersion" else WIN8)
    assert info["dwOSVersionInfoSize"] == size
    csd = bytes(vm.mem.read(buf + 20, 256 if wide else 128))
    assert csd == bytes(len(csd))                         # no service pack
    if ex:
        assert (info["wServicePackMajor"], info["wServicePackMinor"]) == (0, 0)
        # Windows 10 Pro's suite (Wine 8 says 0), a workstation
        assert info["wSuiteMask"] == 0x100 and info["wProductType"] == 1
    # Nothing past the structure the caller sized is touched.
    assert bytes(vm.mem.read(buf + size, 16)) == b"\xAA" * 16


def test_a_wrong_size_is_refused_and_nothing_written(vm):
    buf = vm.heap.alloc(400)
    vm.mem.write(buf, struct.pack("<I", 100) + b"\xAA" * 396)
    assert call_api(vm, "KERNEL32.dll", "GetVersionExA", buf) == 0
    assert vm.last_error == 122                           # ERROR_INSUFFICIENT_BUFFER
    assert call_api(vm, "ntdll.dll", "RtlGetVersion", buf) == 0xC000000D
    assert bytes(vm.mem.read(buf + 4, 396)) == b"\xAA" * 396


def test_msvcrts_version_variables_are_data_getprocaddress_finds(vm):
    # _winver & co. are exported variables: GetProcAddress hands out their address (not
    # a code thunk), holding the same version as GetVersionEx (Wine's msvcrt tests read
    # them): Windows 8's for a program without a manifest.
    from wineagent.win32.core.builtin_dlls import module_handle
    h = module_handle(vm, "msvcrt.dll")
    name = vm.heap.alloc(32)
    expect = {"_winver": 0x0602, "_winmajor": 6, "_winminor": 2, "_osver": 9200,
              "_osplatform": 2}
    for var, value in expect.items():
        vm.mem.write_cstr(name, var)
        addr = call_api(vm, "KERNEL32.dll", "GetProcAddress", h, name)
        assert addr and vm.mem.u32(addr) == value, var
