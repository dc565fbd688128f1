"""The Universal CRT and API sets: which table answers an import, and the UCRT's own
entry points called as a UCRT program's startup and printf wrappers call them.

The handlers run against a real VM (a bundled guest provides the process and its guest
memory); the values are Microsoft's documented ones and match Wine's ucrtbase.
"""

import struct

import pytest

import wineagent.win32  # noqa: F401  (registers the declarations)
from wineagent.abi.api import lookup
from wineagent.abi.apisets import absent_on_windows, host_chain

from apicall import call_api
from paths import guest_exe


def test_api_sets_and_runtime_aliases_resolve_to_their_host_tables():
    assert host_chain("api-ms-win-crt-stdio-l1-1-0.dll") == ("UCRTBASE.DLL", "MSVCRT.DLL")
    assert host_chain("API-MS-WIN-CRT-RUNTIME-L1-1-0.DLL")[0] == "UCRTBASE.DLL"
    assert host_chain("msvcr100.dll") == ("MSVCRT.DLL", "UCRTBASE.DLL")
    assert host_chain("MSVCR90D.dll") == ("MSVCR80.DLL", "MSVCRT.DLL", "UCRTBASE.DLL")
    assert host_chain("msvcrt.dll") == ("MSVCRT.DLL",)
    assert host_chain("api-ms-win-core-synch-l1-2-0.dll")[:2] == ("KERNELBASE.DLL", "KERNEL32.DLL")
    assert host_chain("user32.dll") == ("USER32.DLL",)
    # one implementation: the UCRT's strlen is msvcrt's function, its own entry points its own
    assert lookup("api-ms-win-crt-string-l1-1-0.dll", "strlen") is lookup("msvcrt.dll", "strlen")
    assert lookup("ucrtbase.dll", "_configure_wide_argv").dll == "UCRTBASE.DLL"
    assert lookup("msvcrt.dll", "_configure_wide_argv") is None
    assert lookup("api-ms-win-core-heap-l1-1-0.dll", "HeapAlloc") is lookup("kernel32.dll", "HeapAlloc")
    # comctl32's subclassing exports are imported by ordinal
    assert lookup("comctl32.dll", "#410").name == "SetWindowSubclass"
    assert lookup("comctl32.dll", "#9999") is None
    assert absent_on_windows("__wine_dbg_header") and not absent_on_windows("RtlUnwind")


@pytest.fixture
def crt(boot):
    """call(dll, name, *args) runs that handler in a booted VM (``call.vm``)."""
    vm = boot("hello").vm

    def call(dll, name, *args):
        return call_api(vm, dll, name, *args)
    call.vm = vm
    return call


def _va(vm, *words):
    p = vm.heap.alloc(4 * len(words) + 4)
    for i, w in enumerate(words):
        vm.mem.w32(p + 4 * i, w)
    return p


def _cstr(vm, text):
    p = vm.heap.alloc(len(text) + 1)
    vm.mem.write_cstr(p, text)
    return p


def test_stdio_common_vsprintf_follows_its_option_flags(crt):
    vm = crt.vm
    fmt, buf = _cstr(vm, "%d-%s"), vm.heap.alloc(32)
    va = _va(vm, 42, _cstr(vm, "abc"))
    common = lambda opts, n, b=buf: crt("ucrtbase.dll", "__stdio_common_vsprintf",  # noqa: E731
                                         opts, 0, b, n, fmt, 0, va)
    assert common(0, 32) == 6 and vm.mem.cstr(buf) == "42-abc"
    assert common(0, 0, 0) == 6                        # NULL buffer: the length
    assert common(0, 4) == -2 and vm.mem.cstr(buf) == "42-"    # truncated: -2, NUL-ended
    assert common(2, 4) == 6 and vm.mem.cstr(buf) == "42-"     # STANDARD_SNPRINTF: C99
    vm.mem.write(buf, b"xxxxxxxx")
    assert common(1, 4) == -1 and vm.mem.read(buf, 5) == b"42-ax"  # LEGACY: no NUL, -1


def test_stdio_common_vswprintf_reads_s_as_wide_only_with_legacy_wide_specifiers(crt):
    vm = crt.vm
    wfmt = vm.heap.alloc(16)
    vm.mem.write_wstr(wfmt, "<%s>")
    wide_arg = vm.heap.alloc(16)
    vm.mem.write_wstr(wide_arg, "w")
    buf = vm.heap.alloc(64)
    assert crt("ucrtbase.dll", "__stdio_common_vswprintf", 4, 0, buf, 32, wfmt, 0,
               _va(vm, wide_arg)) == 3
    assert vm.mem.wstr(buf) == "<w>"
    assert crt("ucrtbase.dll", "__stdio_common_vswprintf", 0, 0, buf, 32, wfmt, 0,
               _va(vm, _cstr(vm, "n"))) == 3
    assert vm.mem.wstr(buf) == "<n>"


def test_vsnprintf_s_truncate_and_overflow(crt):
    vm = crt.vm
    fmt, buf = _cstr(vm, "%s"), vm.heap.alloc(16)
    va = _va(vm, _cstr(vm, "abcdef"))
    truncate = 0xFFFFFFFF
    assert crt("ucrtbase.dll", "__stdio_common_vsnprintf_s", 0, 0, buf, 4, truncate, fmt, 0, va) == -1
    assert vm.mem.cstr(buf) == "abc"
    assert crt("ucrtbase.dll", "__stdio_common_vsnprintf_s", 0, 0, buf, 16, 3, fmt, 0, va) == -1
    assert vm.mem.cstr(buf) == "abc"
    assert crt("ucrtbase.dll", "__stdio_common_vsnprintf_s", 0, 0, buf, 16, 10, fmt, 0, va) == 6


def test_startup_entry_points_give_argv_and_the_environment(crt):
    vm = crt.vm
    assert crt("ucrtbase.dll", "_configure_narrow_argv", 1) == 0
    assert crt("ucrtbase.dll", "_configure_wide_argv", 1) == 0
    argc = vm.mem.u32(crt("ucrtbase.dll", "__p___argc"))
    argv = vm.mem.u32(crt("ucrtbase.dll", "__p___argv"))
    wargv = vm.mem.u32(crt("ucrtbase.dll", "__p___wargv"))
    assert argc >= 1
    assert vm.mem.cstr(vm.mem.u32(argv)) == vm.mem.wstr(vm.mem.u32(wargv)) == "C:\\hello.exe"
    assert vm.mem.u32(argv + 4 * argc) == 0
    assert crt("ucrtbase.dll", "_initialize_wide_environment") == 0
    env = crt("ucrtbase.dll", "_get_initial_wide_environment")
    assert vm.mem.u32(crt("ucrtbase.dll", "__p__wenviron")) == env
    strings = []
    while vm.mem.u32(env + 4 * len(strings)):
        strings.append(vm.mem.wstr(vm.mem.u32(env + 4 * len(strings))))
    # the variables of a Windows session (kernel/environ.py), in the block's order
    assert strings == vm.kernel.environment.strings()
    assert "OS=Windows_NT" in strings and "SystemRoot=C:\\WINDOWS" in strings


def test_onexit_table_grows_and_empties(crt):
    vm = crt.vm
    table = vm.heap.alloc(12, zero=True)
    assert crt("ucrtbase.dll", "_initialize_onexit_table", table) == 0
    for fn in range(1, 40):            # more than the first allocation holds
        assert crt("ucrtbase.dll", "_register_onexit_function", table, 0) == 0
    first, last = vm.mem.u32(table), vm.mem.u32(table + 4)
    assert (last - first) // 4 == 39
    assert crt("ucrtbase.dll", "_execute_onexit_table", table) == 0   # NULL entries skipped
    assert struct.unpack("<3I", vm.mem.read(table, 12)) == (0, 0, 0)
    assert crt("ucrtbase.dll", "_initialize_onexit_table", 0) == -1


def test_a_program_linked_against_the_ucrt_starts_prints_and_exits_as_on_wine(boot, width):
    # both builds (the x86-64 one linked against the x64 UCRT; 64-bit Wine prints the same)
    d = boot(guest_exe("ucrt_crt", width), args='a "b c"')
    d.settle(100)
    vm = d.vm
    assert vm.machine.fault is None, vm.machine.fault
    assert vm.machine.exited and vm.machine.exit_code == 3
    dlls = {dll.lower() for dll, _name, _addr in vm.image.imports}
    assert "api-ms-win-crt-stdio-l1-1-0.dll" in dlls and "msvcrt.dll" not in dlls
    # Wine prints the same lines (its argv[0] is its own path for the file).
    assert vm.stdout_log == [
        'argc=3 argv0=C:\\ucrt_crt.exe cmd=[a "b c"]',
        "snprintf=6 buf=123",
        "swprintf=6 wide-5",
        "strtol=31 env=unset",
        "atexit ran",
    ]


def test_o_variants_are_the_ucrt_functions_under_a_second_name():
    assert lookup("api-ms-win-crt-private-l1-1-0.dll", "_o_malloc") is lookup("msvcrt.dll", "malloc")
    assert lookup("ucrtbase.dll", "_o__errno") is lookup("msvcrt.dll", "_errno")
    assert lookup("msvcrt.dll", "_o_malloc") is None          # msvcrt has no such exports


def test_a_program_linked_against_msvcr100_runs_on_the_shared_crt(boot, width):
    # both builds (64-bit Wine prints the same for the x86-64 one)
    d = boot(guest_exe("ucrt_msvcr100", width), args="one")
    d.settle(100)
    vm = d.vm
    assert vm.machine.fault is None, vm.machine.fault
    assert {dll.lower() for dll, _n, _a in vm.image.imports} == {"kernel32.dll", "msvcr100.dll"}
    assert vm.machine.exit_code == 5
    assert vm.stdout_log == ["argc=2 cmd=[one]", "buf=00042|x len=7", "atexit ran"]  # as Wine
