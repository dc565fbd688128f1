"""The helper APIs other toolchains' programs call (issue 10): locale and code pages,
shell folders and command lines, COM basics, the VC start-up calls, USER's shared
name table and the one monitor. Values are Windows' documented ones (and Wine's)."""

import os
import struct

import pytest

import wineagent.win32  # noqa: F401  (registers the declarations)
from wineagent.machine.cpu import PEB_BASE
from wineagent.win32.dlls.shell32.folders import split_command_line
from wineagent.win32.kernel.locale import format_date, format_time

from apicall import call_api, narrow, wide


@pytest.fixture
def vm(boot, tmp_path):
    return boot("hello", vfs_root=str(tmp_path / "vfs")).vm


def _systemtime(vm, *fields):
    p = vm.heap.alloc(16)
    vm.mem.write(p, struct.pack("<8H", *fields))
    return p


def test_time_and_date_pictures_follow_the_en_us_locale():
    import datetime
    t = datetime.datetime(2026, 12, 2, 16, 5, 9)
    assert format_time(t, 0) == "4:05:09 PM"
    assert format_time(t, 2) == "4:05 PM"                 # TIME_NOSECONDS
    assert format_time(t, 8) == "16:05:09"                # TIME_FORCE24HOURFORMAT
    assert format_time(t, 0, "hh'h'mm tt") == "04h05 PM"
    assert format_date(t, 1) == "12/2/2026"
    assert format_date(t, 2) == "Wednesday, December 2, 2026"
    assert format_date(t, 0, "ddd dd MMM yy") == "Wed 02 Dec 26"


def test_get_time_format_sizes_and_copies_like_windows(vm):
    st = _systemtime(vm, 2026, 12, 3, 2, 9, 30, 0, 0)
    need = call_api(vm, "kernel32.dll", "GetTimeFormatW", 0x409, 0, st, 0, 0, 0)
    assert need == len("9:30:00 AM") + 1
    buf = vm.heap.alloc(64)
    assert call_api(vm, "kernel32.dll", "GetTimeFormatW", 0x409, 0, st, 0, buf, 4) == 0
    assert vm.last_error == 122                            # ERROR_INSUFFICIENT_BUFFER
    assert call_api(vm, "kernel32.dll", "GetTimeFormatW", 0x409, 0, st, 0, buf, 32) == need
    assert vm.mem.wstr(buf) == "9:30:00 AM"
    assert call_api(vm, "kernel32.dll", "GetDateFormatA", 0x400, 1, st, 0, buf, 32) == 10
    assert vm.mem.cstr(buf) == "12/2/2026"
    assert call_api(vm, "kernel32.dll", "GetLocaleInfoW", 0x409, 0x1D, buf, 8) == 2   # LOCALE_SDATE
    assert vm.mem.wstr(buf) == "/"


def test_code_pages(vm):
    info = vm.heap.alloc(20)
    assert call_api(vm, "kernel32.dll", "GetCPInfo", 0, info) == 1
    assert struct.unpack("<I2s", vm.mem.read(info, 6)) == (1, b"?\0")
    assert call_api(vm, "kernel32.dll", "GetCPInfo", 65001, info) == 1
    assert vm.mem.u32(info) == 4
    assert call_api(vm, "kernel32.dll", "GetCPInfo", 12345, info) == 0
    assert call_api(vm, "kernel32.dll", "GetOEMCP") == 437
    assert call_api(vm, "kernel32.dll", "IsValidCodePage", 1252) == 1
    # Japanese Shift-JIS is one of the ANSI pages the guest converts (kernel/nls.py PAGES)
    assert call_api(vm, "kernel32.dll", "IsValidCodePage", 932) == 1
    assert call_api(vm, "kernel32.dll", "IsValidCodePage", 12345) == 0


def test_shell_folders_are_created_on_the_vfs(vm):
    buf = vm.heap.alloc(520)
    assert call_api(vm, "shell32.dll", "SHGetFolderPathW", 0, 0x001A, 0, 0, buf) == 0
    assert vm.mem.wstr(buf) == "C:\\users\\user\\AppData\\Roaming"
    assert os.path.isdir(os.path.join(vm.vfs.root, "users", "user", "AppData", "Roaming"))
    assert call_api(vm, "shell32.dll", "SHGetFolderPathW", 0, 0x3F, 0, 0, buf) == 0x80070057
    rfid = vm.heap.alloc(16)    # FOLDERID_Documents {FDD39AD0-238F-46AF-ADB4-6C85480369C7}
    vm.mem.write(rfid, struct.pack("<IHH", 0xFDD39AD0, 0x238F, 0x46AF)
                 + bytes.fromhex("ADB46C85480369C7"))
    out = vm.heap.alloc(4)
    assert call_api(vm, "shell32.dll", "SHGetKnownFolderPath", rfid, 0, 0, out) == 0
    assert vm.mem.wstr(vm.mem.u32(out)) == "C:\\users\\user\\Documents"


def test_command_line_to_argv_follows_the_documented_rules(vm):
    # outside quotes, "" opens and closes a quoted run: d""e is "de" (Wine and Windows)
    assert split_command_line('"C:\\a b\\p.exe" x "y z" a\\\\\\"b "c\\\\" d""e') == \
        ["C:\\a b\\p.exe", "x", "y z", 'a\\"b', "c\\", 'de']
    argc = vm.heap.alloc(4)
    argv = call_api(vm, "shell32.dll", "CommandLineToArgvW", wide(vm, 'p.exe one "two 2"'), argc)
    assert vm.mem.u32(argc) == 3
    assert [vm.mem.wstr(vm.mem.u32(argv + 4 * i)) for i in range(3)] == ["p.exe", "one", "two 2"]
    assert call_api(vm, "shcore.dll", "CommandLineToArgvW", wide(vm, "a"), argc) and vm.mem.u32(argc) == 1


def test_com_basics_answer_as_windows(vm):
    ppv = vm.heap.alloc(4)
    guid = vm.heap.alloc(16, zero=True)
    vm.mem.w32(ppv, 0xDEADBEEF)
    assert call_api(vm, "ole32.dll", "CoCreateInstance", guid, 0, 1, guid, ppv) == 0x800401F0
    assert call_api(vm, "ole32.dll", "CoInitializeEx", 0, 2) == 0          # S_OK
    assert call_api(vm, "ole32.dll", "CoInitialize", 0) == 1               # S_FALSE
    vm.mem.w32(ppv, 0xDEADBEEF)
    assert call_api(vm, "ole32.dll", "CoCreateInstance", guid, 0, 1, guid, ppv) == 0x80040154
    assert vm.mem.u32(ppv) == 0                                            # REGDB_E_CLASSNOTREG
    p = call_api(vm, "ole32.dll", "CoTaskMemAlloc", 10)
    assert p and vm.heap.size(p) == 10
    call_api(vm, "ole32.dll", "CoTaskMemFree", p)
    assert vm.heap.size(p) is None


def test_vc_startup_calls(vm):
    enc = call_api(vm, "kernel32.dll", "EncodePointer", 0x401000)
    assert enc != 0x401000 and call_api(vm, "kernel32.dll", "DecodePointer", enc) == 0x401000
    assert call_api(vm, "kernel32.dll", "IsProcessorFeaturePresent", 10) == 1   # SSE2
    assert call_api(vm, "kernel32.dll", "IsProcessorFeaturePresent", 1) == 0
    assert call_api(vm, "kernel32.dll", "MulDiv", 7, 3, 2) == 11               # 10.5 -> 11
    assert call_api(vm, "kernel32.dll", "MulDiv", -7, 3, 2) == -11
    assert call_api(vm, "kernel32.dll", "MulDiv", 1, 1, 0) == -1
    assert call_api(vm, "kernel32.dll", "IsBadStringPtrA", narrow(vm, "ok"), 100) == 0
    assert call_api(vm, "kernel32.dll", "IsBadStringPtrA", 0x10, 100) == 1
    assert call_api(vm, "comdlg32.dll", "GetFileTitleW", wide(vm, "C:\\dir\\name.txt"), 0, 0) == 9
    assert call_api(vm, "comdlg32.dll", "GetFileTitleW", wide(vm, "C:\\dir\\"), 0, 0) == 0xFFFFFFFF


def test_registered_names_share_one_table(vm):
    a = call_api(vm, "user32.dll", "RegisterWindowMessageW",
                 wide(vm, "commdlg_FindReplace"))
    assert 0xC000 <= a <= 0xFFFF
    assert call_api(vm, "user32.dll", "RegisterClipboardFormatA",
                    narrow(vm, "COMMDLG_FINDREPLACE")) == a
    buf = vm.heap.alloc(64)
    assert call_api(vm, "user32.dll", "GetClipboardFormatNameW", a, buf, 32) == 19
    assert vm.mem.wstr(buf) == "commdlg_FindReplace"


def test_the_one_monitor_is_the_screen(vm):
    r = vm.heap.alloc(16)
    vm.mem.write(r, struct.pack("<4i", 10, 10, 50, 50))
    mon = call_api(vm, "user32.dll", "MonitorFromRect", r, 0)
    info = vm.heap.alloc(40)
    vm.mem.w32(info, 40)
    assert call_api(vm, "user32.dll", "GetMonitorInfoW", mon, info) == 1
    assert struct.unpack("<4i4iI", vm.mem.read(info + 4, 36)) == (
        0, 0, 640, 480, 0, 0, 640, 480, 1)
    vm.mem.write(r, struct.pack("<4i", 5000, 5000, 5010, 5010))
    assert call_api(vm, "user32.dll", "MonitorFromRect", r, 0) == 0        # DEFAULTTONULL


def test_shlwapi_paths_and_strings(vm):
    from wineagent.win32.dlls.shlwapi.main import byte_size_text, combine, remove_file_spec
    p = wide(vm, "C:\\dir\\name.tar.gz")
    assert call_api(vm, "shlwapi.dll", "PathFindFileNameW", p) == p + 2 * 7
    assert call_api(vm, "shlwapi.dll", "PathFindExtensionW", p) == p + 2 * 15
    assert remove_file_spec("C:\\dir\\name") == "C:\\dir"
    assert remove_file_spec("C:\\name") == "C:\\"
    assert remove_file_spec("name") == ""
    assert combine("C:\\a\\b", "..\\c.txt") == "C:\\a\\c.txt"
    assert combine("C:\\a", "D:\\x") == "D:\\x"
    assert byte_size_text(532) == "532 bytes"
    assert byte_size_text(1340) == "1.30 KB"
    assert byte_size_text(2400016) == "2.28 MB"
    s = wide(vm, "Hello World hello")
    assert call_api(vm, "shlwapi.dll", "StrStrIW", s, wide(vm, "WORLD")) == s + 2 * 6
    assert call_api(vm, "shlwapi.dll", "StrRStrIW", s, 0, wide(vm, "hello")) == s + 2 * 12
    assert call_api(vm, "shlwapi.dll", "StrCmpNIW", s, wide(vm, "hELLO"), 5) == 0
    buf = vm.heap.alloc(16)
    va = vm.heap.alloc(8)
    vm.mem.w32(va, 12345)
    assert call_api(vm, "shlwapi.dll", "wvnsprintfW", buf, 4, wide(vm, "%d"), va) == -1
    assert vm.mem.wstr(buf) == "123"
    assert call_api(vm, "shlwapi.dll", "PathFileExistsW", wide(vm, "C:\\nope.txt")) == 0
    assert call_api(vm, "shlwapi.dll", "PathIsDirectoryW", wide(vm, "C:\\")) == 0x10


def test_bstr_and_variant_basics(vm):
    b = call_api(vm, "oleaut32.dll", "SysAllocString", wide(vm, "héllo"))
    assert vm.mem.u32(b - 4) == 10 and vm.mem.wstr(b) == "héllo"
    assert call_api(vm, "oleaut32.dll", "SysStringLen", b) == 5
    assert call_api(vm, "oleaut32.dll", "SysStringByteLen", b) == 10
    assert call_api(vm, "oleaut32.dll", "SysStringLen", 0) == 0
    var, out = vm.heap.alloc(16), vm.heap.alloc(16)
    call_api(vm, "oleaut32.dll", "VariantInit", var)
    vm.mem.write(var, struct.pack("<HHHHI4x", 3, 0, 0, 0, 1234))            # VT_I4 1234
    call_api(vm, "oleaut32.dll", "VariantInit", out)
    assert call_api(vm, "oleaut32.dll", "VariantChangeType", out, var, 0, 8) == 0   # -> BSTR
    assert vm.mem.u16(out) == 8 and vm.mem.wstr(vm.mem.u32(out + 8)) == "1234"
    assert call_api(vm, "oleaut32.dll", "VariantChangeType", var, out, 0, 2) == 0   # -> I2
    assert vm.mem.u16(var) == 2 and vm.mem.u16(var + 8) == 1234
    vm.mem.write(var, struct.pack("<HHHHI4x", 3, 0, 0, 0, 70000))
    assert call_api(vm, "oleaut32.dll", "VariantChangeType", out, var, 0, 2) == 0x8002000A
    assert call_api(vm, "oleaut32.dll", "VariantClear", out) == 0
    assert vm.mem.u16(out) == 0


def test_ntdll_counted_strings_heap_and_process_queries(vm):
    us = vm.heap.alloc(8)
    src = wide(vm, "abc")
    call_api(vm, "ntdll.dll", "RtlInitUnicodeString", us, src)
    assert struct.unpack("<HHI", vm.mem.read(us, 8)) == (6, 8, src)
    p = call_api(vm, "ntdll.dll", "RtlAllocateHeap", 0x50000, 8, 12)      # HEAP_ZERO_MEMORY
    assert vm.heap.size(p) == 12 and vm.mem.read(p, 12) == bytes(12)
    assert call_api(vm, "ntdll.dll", "RtlFreeHeap", 0x50000, 0, p) == 1
    assert call_api(vm, "ntdll.dll", "RtlDosPathNameToNtPathName_U", wide(vm, "C:\\a\\b.txt"),
                    us, 0, 0) == 1
    assert vm.mem.wstr(vm.mem.u32(us + 4)) == "\\??\\C:\\a\\b.txt"
    call_api(vm, "ntdll.dll", "RtlFreeUnicodeString", us)
    assert vm.mem.read(us, 8) == bytes(8)
    pbi, ret = vm.heap.alloc(24), vm.heap.alloc(4)
    assert call_api(vm, "ntdll.dll", "NtQueryInformationProcess", 0xFFFFFFFF, 0, pbi, 24, ret) == 0
    assert vm.mem.u32(pbi + 4) == PEB_BASE
    assert vm.mem.u32(ret) == 24
    assert call_api(vm, "ntdll.dll", "NtQueryInformationProcess", 0xFFFFFFFF, 0, pbi, 8, ret) \
        == 0xC0000004                                                     # LENGTH_MISMATCH
    buf = vm.heap.alloc(64)
    # ntdll exports part of the C runtime: msvcrt's _vsnprintf answers
    assert call_api(vm, "ntdll.dll", "_vsnprintf", buf, 8, narrow(vm, "x%dy"), vm.heap.alloc(4)) == 3


def test_lcmapstring_string_types_environment_and_fls(vm):
    dst = vm.heap.alloc(32)
    src = wide(vm, "Straße")
    assert call_api(vm, "kernel32.dll", "LCMapStringW", 0x409, 0x200, src, -1, dst, 0) == 7
    assert call_api(vm, "kernel32.dll", "LCMapStringW", 0x409, 0x200, src, -1, dst, 16) == 7
    assert vm.mem.wstr(dst) == "STRAßE"          # ß has no one-character capital
    # LOWERCASE | UPPERCASE is LCMAP_TITLECASE (Windows 7 and later; kernel/lcmap.py)
    assert call_api(vm, "kernel32.dll", "LCMapStringW", 0x409, 0x300, src, -1, dst, 16) == 7
    assert vm.mem.wstr(dst) == "Straße"
    types = vm.heap.alloc(16)
    assert call_api(vm, "kernel32.dll", "GetStringTypeW", 1, wide(vm, "A1 ;"), 4, types) == 1
    a, one, space, semi = struct.unpack("<4H", vm.mem.read(types, 8))
    assert a == 0x381 and one == 0x284 and space == 0x248 and semi == 0x210
    env = call_api(vm, "kernel32.dll", "GetEnvironmentStringsW")
    text, p = [], env
    while vm.mem.u16(p):                 # "NAME=value\0" strings, then an empty one
        text.append(vm.mem.wstr(p))
        p += 2 * len(text[-1]) + 2
    assert text == vm.kernel.environment.strings() and "OS=Windows_NT" in text
    assert call_api(vm, "kernel32.dll", "FreeEnvironmentStringsW", env) == 1
    i = call_api(vm, "kernel32.dll", "FlsAlloc", 0)
    assert call_api(vm, "kernel32.dll", "FlsSetValue", i, 0x1234) == 1
    assert call_api(vm, "kernel32.dll", "FlsGetValue", i) == 0x1234
    assert call_api(vm, "kernel32.dll", "FlsFree", i) == 1
    assert call_api(vm, "kernel32.dll", "FlsGetValue", i) == 0 and vm.last_error == 87


def test_format_message_from_strings_and_the_system(vm):
    buf = vm.heap.alloc(256)
    args = vm.heap.alloc(12)
    vm.mem.w32(args, wide(vm, "disk"))
    vm.mem.w32(args + 4, 42)
    tpl = wide(vm, "Copy %1 to %2!04d!%%%n%0ignored")
    n = call_api(vm, "kernel32.dll", "FormatMessageW", 0x400 | 0x2000, tpl, 0, 0, buf, 128, args)
    assert vm.mem.wstr(buf) == "Copy disk to 0042%\r\n" and n == 20
    n = call_api(vm, "kernel32.dll", "FormatMessageW", 0x1000, 0, 2, 0, buf, 128, 0)
    assert vm.mem.wstr(buf) == "The system cannot find the file specified.\r\n" and n == 44
    out = vm.heap.alloc(4)
    n = call_api(vm, "kernel32.dll", "FormatMessageA", 0x1000 | 0x100, 0, 87, 0, out, 0, 0)
    assert vm.mem.cstr(vm.mem.u32(out)) == "The parameter is incorrect.\r\n" and n == 29
    assert call_api(vm, "kernel32.dll", "FormatMessageW", 0x1000, 0, 0x7777, 0, buf, 128, 0) == 0
    assert vm.last_error == 317                                  # ERROR_MR_MID_NOT_FOUND
    assert call_api(vm, "kernel32.dll", "FormatMessageW", 0x1000, 0, 2, 0, buf, 8, 0) == 0
    assert vm.last_error == 122
    n = call_api(vm, "kernel32.dll", "FormatMessageW", 0x400 | 0x200, wide(vm, "a %1 b"), 0, 0,
                 buf, 64, 0)
    assert vm.mem.wstr(buf) == "a %1 b"


def test_scanf_engine_and_the_ucrt_entry_point(vm):
    from wineagent.win32.core.scanf import scan
    got = []
    assert scan("12 abc 0x1f 3.5x", "%d %s %i %f%c", lambda k, v, n: got.append(v)) == 5
    assert got == [12, "abc", 31, 3.5, "x"]
    got.clear()
    assert scan("key=val;rest", "%[^=]=%[a-z]%n", lambda k, v, n: got.append(v)) == 2
    assert got == ["key", "val", 7]
    assert scan("", "%d", lambda *a: None) == -1
    assert scan("x", "%d", lambda *a: None) == 0
    out = vm.heap.alloc(32)
    va = vm.heap.alloc(8)
    vm.mem.w32(va, out)
    vm.mem.w32(va + 4, out + 8)
    n = call_api(vm, "ucrtbase.dll", "__stdio_common_vsscanf", 0, 0, narrow(vm, "-7 word"),
                 0xFFFFFFFF, narrow(vm, "%d %3s"), 0, va)
    assert n == 2 and vm.mem.u32(out) == 0xFFFFFFF9 and vm.mem.cstr(out + 8) == "wor"
    n = call_api(vm, "ucrtbase.dll", "__stdio_common_vswscanf", 2, 0, wide(vm, "5 wide"),
                 0xFFFFFFFF, wide(vm, "%d %s"), 0, va)                  # legacy: %s wide
    assert n == 2 and vm.mem.wstr(out + 8) == "wide"


def test_dpi_awareness_is_set_once_and_the_screen_is_96_dpi(vm):
    out = vm.heap.alloc(8)
    assert call_api(vm, "shcore.dll", "GetProcessDpiAwareness", 0, out) == 0 and vm.mem.u32(out) == 0
    assert call_api(vm, "user32.dll", "SetProcessDpiAwarenessContext", 0xFFFFFFFC) == 1
    assert call_api(vm, "user32.dll", "IsProcessDPIAware") == 1
    assert call_api(vm, "shcore.dll", "SetProcessDpiAwareness", 1) == 0x80070005
    assert call_api(vm, "shcore.dll", "GetDpiForMonitor", 0x10001, 0, out, out + 4) == 0
    assert (vm.mem.u32(out), vm.mem.u32(out + 4)) == (96, 96)
    assert call_api(vm, "user32.dll", "GetDpiForSystem") == 96
