"""The desktop is one Windows: GetVersion, GetVersionEx (A and W, OSVERSIONINFO and
OSVERSIONINFOEX) and RtlGetVersion report the same version, from core/winver.py — the
values Windows XP Professional without a service pack reports."""

import struct

import pytest

from apicall import call_api
from wineagent.win32.core.structures import OSVERSIONINFO, OSVERSIONINFOEX

XP = (5, 1, 2600, 2)          # major, minor, build, VER_PLATFORM_WIN32_NT


@pytest.fixture
def vm(boot, tmp_path):
    return boot("hello", vfs_root=str(tmp_path / "vfs")).vm


def test_getversion_packs_build_minor_and_major():
    # Documented layout: LOBYTE(LOWORD) major, HIBYTE(LOWORD) minor, HIWORD the build.
    from wineagent.win32.core.winver import version_dword
    assert version_dword() == 0x0A280105


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
    assert got == XP and info["dwOSVersionInfoSize"] == size
    csd = bytes(vm.mem.read(buf + 20, 256 if wide else 128))
    assert csd == bytes(len(csd))                         # no service pack
    if ex:
        assert (info["wServicePackMajor"], info["wServicePackMinor"]) == (0, 0)
        assert info["wSuiteMask"] == 0x100 and info["wProductType"] == 1   # workstation
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
    # a code thunk), holding the same version as GetVersion (Wine's msvcrt tests read them).
    from wineagent.win32.core.builtin_dlls import module_handle
    h = module_handle(vm, "msvcrt.dll")
    name = vm.heap.alloc(32)
    expect = {"_winver": 0x0501, "_winmajor": 5, "_winminor": 1, "_osver": 2600,
              "_osplatform": 2}
    for var, value in expect.items():
        vm.mem.write_cstr(name, var)
        addr = call_api(vm, "KERNEL32.dll", "GetProcAddress", h, name)
        assert addr and vm.mem.u32(addr) == value, var
