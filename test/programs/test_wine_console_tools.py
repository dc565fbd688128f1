"""Wine's console programs, services and system tools (Debian's wine32 package) get past the
APIs that stopped them: console output, OpenProcess, the service dispatcher.

The binaries are never copied into the repository; without wine32 these tests fail, naming
the package (see test/programs/test_wine_programs.py).
"""

import os

from apicall import call_api, narrow, wide
from test_wine_programs import wine_exe
from paths import TEST_DIR, guest_exe

EXE_DIR = os.path.join(TEST_DIR, "exe")
K = "KERNEL32.dll"
STD_OUTPUT_HANDLE = 0xFFFFFFF5
ERROR_INVALID_HANDLE = 6
GENERIC_WRITE, CREATE_ALWAYS = 0x40000000, 2


def test_reg_prints_its_usage_through_writeconsolew_as_on_wine(boot):
    d = boot(wine_exe("reg.exe"), args="/?")
    d.settle(200)
    assert d.vm.ended and d.vm.machine.fault is None
    # The first lines `wine reg.exe /?` prints (checked under xvfb-run wine).
    assert d.vm.stdout_log[:5] == ["Usage:", "  REG [operation] [parameters]", "",
                                   "Supported operations:",
                                   "  ADD | COPY | DELETE | EXPORT | IMPORT | QUERY"]


def test_writeconsole_writes_characters_to_the_log_and_refuses_a_file_handle(boot, tmp_path):
    d = boot("hello", vfs_root=str(tmp_path / "vfs"))
    vm = d.vm
    out = call_api(vm, K, "GetStdHandle", STD_OUTPUT_HANDLE)
    count = vm.heap.alloc(4)
    before = len(vm.stdout_log)
    assert call_api(vm, K, "WriteConsoleW", out, wide(vm, "caf\u00e9 \u2713\n"), 7, count, 0) == 1
    assert vm.mem.u32(count) == 7                        # characters, not bytes
    assert call_api(vm, K, "WriteConsoleA", out, narrow(vm, "ansi\n"), 5, count, 0) == 1
    assert vm.mem.u32(count) == 5
    assert vm.stdout_log[before:] == ["caf\u00e9 \u2713", "ansi"]
    mode = vm.heap.alloc(4)
    assert call_api(vm, K, "GetConsoleMode", out, mode) == 1
    assert vm.mem.u32(mode) == 3          # ENABLE_PROCESSED_OUTPUT | ENABLE_WRAP_AT_EOL_OUTPUT
    assert call_api(vm, K, "GetConsoleOutputCP") == call_api(vm, K, "GetOEMCP")

    f = call_api(vm, K, "CreateFileW", wide(vm, "C:\\out.txt"), GENERIC_WRITE, 0, 0,
                 CREATE_ALWAYS, 0, 0)
    assert f not in (0, 0xFFFFFFFF)
    vm.last_error = 0
    assert call_api(vm, K, "WriteConsoleW", f, wide(vm, "x"), 1, count, 0) == 0
    assert vm.last_error == ERROR_INVALID_HANDLE
    assert call_api(vm, K, "GetConsoleMode", f, mode) == 0
    assert vm.last_error == ERROR_INVALID_HANDLE
    call_api(vm, K, "CloseHandle", f)
    assert (tmp_path / "vfs" / "out.txt").read_bytes() == b""


def test_openprocess_gives_a_handle_to_the_running_process_and_refuses_other_ids(boot):
    vm = boot("hello").vm
    pid = call_api(vm, K, "GetCurrentProcessId")
    h = call_api(vm, K, "OpenProcess", 0x1F0FFF, 0, pid)       # PROCESS_ALL_ACCESS
    assert h not in (0, 0xFFFFFFFF)
    code = vm.heap.alloc(4)
    assert call_api(vm, K, "GetExitCodeProcess", h, code) == 1
    assert vm.mem.u32(code) == 259                              # STILL_ACTIVE
    assert call_api(vm, K, "WaitForSingleObject", h, 0) == 0x102   # WAIT_TIMEOUT: running
    assert call_api(vm, K, "GetPriorityClass", h) == 0x20       # NORMAL_PRIORITY_CLASS
    assert call_api(vm, K, "SetPriorityClass", h, 0x80) == 1    # taskmgr asks for HIGH
    assert call_api(vm, K, "GetPriorityClass", 0xFFFFFFFF) == 0x80
    assert call_api(vm, K, "CloseHandle", h) == 1
    vm.last_error = 0
    assert call_api(vm, K, "GetPriorityClass", h) == 0
    assert vm.last_error == ERROR_INVALID_HANDLE
    assert call_api(vm, K, "OpenProcess", 0x1F0FFF, 0, pid + 4) == 0
    assert vm.last_error == 87                                  # ERROR_INVALID_PARAMETER


def test_a_standard_users_token_cannot_enable_the_debug_privilege_taskmgr_asks_for(boot):
    vm = boot("hello").vm
    A = "ADVAPI32.dll"
    token = vm.heap.alloc(4)
    assert call_api(vm, A, "OpenProcessToken", 0xFFFFFFFF, 0x28, token) == 1  # ADJUST|QUERY
    tp = vm.heap.alloc(16)                       # TOKEN_PRIVILEGES with one entry
    vm.mem.w32(tp, 1)
    assert call_api(vm, A, "LookupPrivilegeValueW", 0, wide(vm, "SeDebugPrivilege"), tp + 4) == 1
    assert (vm.mem.u32(tp + 4), vm.mem.u32(tp + 8)) == (20, 0)     # SE_DEBUG_PRIVILEGE
    vm.mem.w32(tp + 12, 2)                       # SE_PRIVILEGE_ENABLED
    assert call_api(vm, A, "AdjustTokenPrivileges", vm.mem.u32(token), 0, tp, 0, 0, 0) == 1
    assert vm.last_error == 1300                 # ERROR_NOT_ALL_ASSIGNED: not held
    assert call_api(vm, A, "LookupPrivilegeValueA", 0, narrow(vm, "SeShutdownPrivilege"),
                    tp + 4) == 1
    assert call_api(vm, A, "AdjustTokenPrivileges", vm.mem.u32(token), 0, tp, 0, 0, 0) == 1
    assert vm.last_error == 0                    # held by a standard user: enabled
    assert call_api(vm, A, "LookupPrivilegeValueW", 0, wide(vm, "SeNoSuchPrivilege"), tp) == 0
    assert vm.last_error == 1313                 # ERROR_NO_SUCH_PRIVILEGE
    read_only = vm.heap.alloc(4)
    assert call_api(vm, A, "OpenProcessToken", 0xFFFFFFFF, 0x8, read_only) == 1  # QUERY
    assert call_api(vm, A, "AdjustTokenPrivileges", vm.mem.u32(read_only), 0, tp, 0, 0, 0) == 0
    assert vm.last_error == 5                    # ERROR_ACCESS_DENIED


def test_a_service_started_by_hand_cannot_reach_the_service_controller_and_exits(boot):
    # Wine's spoolsv: main() is StartServiceCtrlDispatcherW(table); return 0 — under Wine
    # too, run by hand, the dispatcher fails and the program ends with code 0.
    d = boot(wine_exe("spoolsv.exe"))
    d.settle(200)
    assert d.vm.machine.exited and d.vm.machine.fault is None
    assert d.vm.machine.exit_code == 0
    vm = boot("hello").vm
    table = vm.heap.alloc(16, zero=True)
    for name in ("StartServiceCtrlDispatcherW", "StartServiceCtrlDispatcherA"):
        vm.last_error = 0
        assert call_api(vm, "ADVAPI32.dll", name, table) == 0
        assert vm.last_error == 1063             # ERROR_FAILED_SERVICE_CONTROLLER_CONNECT


def test_getsysteminfo_and_ntquerysysteminformation_describe_the_same_machine(boot):
    vm = boot("hello").vm
    si = vm.heap.alloc(36, zero=True)
    call_api(vm, K, "GetSystemInfo", si)
    page, lo, hi, mask, cpus = (vm.mem.u32(si + 4 + 4 * i) for i in range(5))
    assert (page, lo, hi, mask, cpus) == (4096, 0x10000, 0x7FFEFFFF, 1, 1)
    assert vm.mem.u32(si + 28) == 0x10000                       # allocation granularity
    sbi, ret = vm.heap.alloc(44, zero=True), vm.heap.alloc(4)
    assert call_api(vm, "ntdll.dll", "NtQuerySystemInformation", 0, sbi, 44, ret) == 0
    assert vm.mem.u32(ret) == 44
    assert vm.mem.u32(sbi + 8) == page and vm.mem.u32(sbi + 24) == 0x10000
    assert (vm.mem.u32(sbi + 28), vm.mem.u32(sbi + 32)) == (lo, hi)
    assert vm.mem.u32(sbi + 36) == mask and vm.mem.read(sbi + 40, 1) == b"\x01"
    # a buffer of the wrong size: STATUS_INFO_LENGTH_MISMATCH, the size needed in *ret
    assert call_api(vm, "ntdll.dll", "NtQuerySystemInformation", 0, sbi, 40, ret) == 0xC0000004
    assert vm.mem.u32(ret) == 44


def test_a_dialog_template_with_a_menu_gets_its_menu_bar_and_console_output_is_logged(
        boot, tmp_path, width):
    # guests/tests/consdlgm.c, both builds. Under Wine (stdout redirected, so its
    # WriteConsole fails and it falls back to WriteFile) the same program prints the last
    # three lines exactly (64-bit Wine the same for the x86-64 build).
    d = boot(guest_exe("consdlgm", width), vfs_root=str(tmp_path / "vfs"))
    d.settle(200)
    assert d.vm.stdout_log == ["wide \u00e9", "file: ok=0 error=6 written=0",
                               "menu=1 items=2 first=&Options client=template:1"]
    dialog = d.window("Menu Dialog")
    assert dialog is not None
    d.key("down", 0x0D).key("up", 0x0D).settle(200)       # Enter: OK ends the dialog
    assert d.vm.stdout_log[-1] == "dialog=7"
    assert d.vm.machine.exited and d.vm.machine.fault is None
