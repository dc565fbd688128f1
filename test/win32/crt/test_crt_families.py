"""Whole C runtime families (issue 23): time, the environment, floating-point control,
the secure *_s functions, and kernel32's SLists and time-zone conversions.

``crt_families.exe`` (msvcrt.dll) and ``crt_families_ucrt.exe`` (the UCRT) are one source,
guests/tests/crt_families.c. The expected output in test/expected/ is what Wine 8 prints
for the same binaries (``xvfb-run -a wine test/exe/crt_families.exe``, line ends
stripped; checked against Wine 8.0 on a UTC host). The unit tests below cover the
documented behaviour where Wine 8 departs from Microsoft's documentation, and so the
guest does not print it.
"""

import os
import struct

import pytest

import wineagent.win32  # noqa: F401  (registers the declarations)

from apicall import call_api, narrow, wide

from paths import TEST_DIR as HERE


def _expected(name):
    with open(os.path.join(HERE, "expected", name + ".txt"), encoding="utf-8") as f:
        return f.read().splitlines()


@pytest.mark.parametrize("name", ["crt_families", "crt_families_ucrt"])
def test_the_families_guest_prints_what_wine_prints(boot, name):
    d = boot(os.path.join(HERE, "exe", name + ".exe"))
    d.settle(300)
    vm = d.vm
    assert vm.machine.fault is None, vm.machine.fault
    assert vm.machine.exited and vm.machine.exit_code == 0
    assert vm.stdout_log == _expected(name)


@pytest.fixture
def vm(boot):
    return boot("hello").vm


def _errno(vm):
    return vm.mem.u32(vm.data_var("msvcrt.dll", "errno_cell"))


def test_secure_string_failures_empty_the_buffer_as_documented(vm):
    buf = vm.heap.alloc(16)
    vm.mem.write(buf, b"old")
    assert call_api(vm, "msvcrt.dll", "strncpy_s", buf, 5, narrow(vm, "abcdefgh"), 6) == 34
    assert vm.mem.read(buf, 1) == b"\0" and _errno(vm) == 34
    vm.mem.write(buf, b"abc\0")
    assert call_api(vm, "msvcrt.dll", "_strupr_s", buf, 3) == 22
    assert vm.mem.read(buf, 1) == b"\0"                 # not NUL-ended within the size
    assert call_api(vm, "msvcrt.dll", "_ultoa_s", 0xFFFFFFFF, buf, 16, 2) == 34
    assert vm.mem.read(buf, 1) == b"\0"
    fmt = narrow(vm, "%d-%s")
    va = vm.heap.alloc(8)
    vm.mem.w32(va, 42)
    vm.mem.w32(va + 4, narrow(vm, "ok"))
    assert call_api(vm, "msvcrt.dll", "vsprintf_s", buf, 4, fmt, va) == -1
    assert vm.mem.read(buf, 1) == b"\0" and _errno(vm) == 34
    wbuf = vm.heap.alloc(16)
    vm.mem.write_wstr(wbuf, "widestr")
    assert call_api(vm, "msvcrt.dll", "wcscat_s", wbuf, 8, wide(vm, "!")) == 34
    assert vm.mem.u16(wbuf) == 0
    assert call_api(vm, "msvcrt.dll", "_i64toa_s", 0xFFFFFFFF, 0xFFFFFFFF, buf, 16, 10) == 0
    assert vm.mem.cstr(buf) == "-1"


def test_unset_variables_are_not_an_error_for_getenv_s_and_dupenv_s(vm):
    out, buf = vm.heap.alloc(8), vm.heap.alloc(16)
    vm.mem.write(buf, b"keep")
    assert call_api(vm, "msvcrt.dll", "getenv_s", out, buf, 16, narrow(vm, "NOPE")) == 0
    assert vm.mem.u32(out) == 0 and vm.mem.read(buf, 1) == b"\0"
    vm.mem.w32(out, 0x1234)
    assert call_api(vm, "msvcrt.dll", "_dupenv_s", out, out + 4, narrow(vm, "NOPE")) == 0
    assert vm.mem.u32(out) == 0 and vm.mem.u32(out + 4) == 0


def test_one_environment_block_for_kernel32_and_the_crt(vm):
    k = "kernel32.dll"
    assert call_api(vm, k, "SetEnvironmentVariableW", wide(vm, "Path"), wide(vm, "C:\\bin")) == 1
    assert call_api(vm, k, "SetEnvironmentVariableA", narrow(vm, "A=B"), narrow(vm, "x")) == 0
    assert vm.last_error == 87
    buf = vm.heap.alloc(64)
    assert call_api(vm, k, "ExpandEnvironmentStringsA", narrow(vm, "%PATH%;%NONE%;50%"), buf, 64) \
        == len("C:\\bin;%NONE%;50%") + 1
    assert vm.mem.cstr(buf) == "C:\\bin;%NONE%;50%"
    # the CRT's copy is taken again by _putenv, and then shows the kernel32 change
    assert call_api(vm, "msvcrt.dll", "_putenv", narrow(vm, "CRT=1")) == 0
    p = call_api(vm, "msvcrt.dll", "getenv", narrow(vm, "path"))
    assert vm.mem.cstr(p) == "C:\\bin"
    assert call_api(vm, k, "SetEnvironmentVariableA", narrow(vm, "CRT"), 0) == 1
    assert call_api(vm, k, "GetEnvironmentVariableA", narrow(vm, "CRT"), buf, 64) == 0
    assert vm.last_error == 203


def test_system_time_validation_follows_the_calendar(vm):
    st, ft = vm.heap.alloc(16), vm.heap.alloc(8)
    vm.mem.write(st, struct.pack("<8H", 2001, 2, 0, 29, 0, 0, 0, 0))
    assert call_api(vm, "kernel32.dll", "SystemTimeToFileTime", st, ft) == 0   # not a leap year
    vm.mem.write(st, struct.pack("<8H", 2004, 2, 0, 29, 0, 0, 0, 0))
    assert call_api(vm, "kernel32.dll", "SystemTimeToFileTime", st, ft) == 1
    assert call_api(vm, "kernel32.dll", "FileTimeToLocalFileTime", ft, ft + 0) == 1


def test_southern_hemisphere_daylight_time(vm):
    # UTC+10 with daylight time from the first Sunday of October to the first Sunday
    # of April (Sydney's rules): January is summer there.
    tzi = vm.heap.alloc(172, zero=True)
    vm.mem.write(tzi, struct.pack("<i", -600))
    vm.mem.write(tzi + 68, struct.pack("<8H", 0, 4, 0, 1, 3, 0, 0, 0))
    vm.mem.write(tzi + 152, struct.pack("<8H", 0, 10, 0, 1, 2, 0, 0, 0))
    vm.mem.write(tzi + 168, struct.pack("<i", -60))
    st, lt = vm.heap.alloc(16), vm.heap.alloc(16)
    for month, hour in ((1, 11), (7, 10)):
        vm.mem.write(st, struct.pack("<8H", 2006, month, 0, 15, 0, 0, 0, 0))
        assert call_api(vm, "kernel32.dll", "SystemTimeToTzSpecificLocalTime", tzi, st, lt) == 1
        assert struct.unpack("<8H", vm.mem.read(lt, 16))[4] == hour
