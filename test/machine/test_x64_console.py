"""A 64-bit console program (guests/tests/x64_hello.c built with x86_64-w64-mingw32-gcc)
runs to its exit with the output and exit code 64-bit Wine gives the same exe
(docs/emulator.md, "64-bit programs").

Expected lines: ``WINEPREFIX=<a win64 prefix> xvfb-run -a wine test/exe/x64_hello.exe``
under Wine 8 (Debian's wine64), exit code 7."""

import os
import subprocess

import pytest

from wineagent.abi.api import REGISTRY
from wineagent.vm import VM

from paths import EXE_DIR
from procs import ROOT, env, wineagent_cmd

EXE = os.path.join(EXE_DIR, "x64_hello.exe")

WINE_LINES = [
    "hello from a 64-bit program",
    "args: 1",
    "ints: -42 4000000000 -7 beef -1234567890123",
    "six args: 91",
    "strings: [abc] [left  ] [   xy]",
    "double: 3.142",
    "malloc: ok",
    "pointer above 4 GB or not: 8-byte",
    "heap string: copied",
    "module handle is image base: 1",
    "last error: 1234",
    "missing variable: 0 203",
    "lstrlenA: 12",
    "pid nonzero: 1",
    "missing file: 1 3",
    "create key: 0",
    "query: 0 1 3 42",
]


def _run_to_exit(path, batches=200):
    vm = VM(path)
    try:
        for _ in range(batches):
            vm.run_batch()
            if vm.ended:
                break
        return vm, list(vm.stdout_log), vm.machine.fault, vm.machine.exit_code
    finally:
        vm.close()


def test_the_64_bit_console_program_prints_what_wine_prints_and_exits_with_its_code():
    vm, lines, fault, code = _run_to_exit(EXE)
    assert fault is None, fault
    assert lines == WINE_LINES
    assert code == 7
    # It ran as a 64-bit process: the image at mingw's preferred base above 4 GB.
    assert vm.ptr_size == 8 and vm.image.base == 0x140000000


def test_wineagent_run_runs_it_from_the_command_line():
    r = subprocess.run(wineagent_cmd("run", "--exe=" + EXE, "--max-seconds=30"), cwd=ROOT,
                       capture_output=True, text=True, timeout=120, env=env())
    out = r.stdout + r.stderr
    assert "[guest] hello from a 64-bit program" in out
    assert "exit_code=7" in out and "fault" not in out


def test_the_run_is_deterministic():
    # Two runs of the same program retire the same work: same output, same API calls.
    runs = []
    for _ in range(2):
        vm = VM(EXE)
        try:
            while not vm.ended:
                vm.run_batch()
            runs.append((list(vm.stdout_log), vm.machine.api_calls, vm.blocks_bound,
                         vm.clock.now_ms()))
        finally:
            vm.close()
    assert runs[0] == runs[1]


def test_a_call_not_yet_checked_for_64_bit_stops_the_guest_naming_it(tmp_path):
    # The width gate: a declared API whose handler was not checked for 64-bit callers
    # (here GetThreadSelectorEntry, whose LDT_ENTRY is an x86 descriptor) stops the guest
    # with one line naming it rather than answering wrong.
    assert 8 not in REGISTRY[("KERNEL32.DLL", "GetThreadSelectorEntry")].widths
    src = tmp_path / "gate.c"
    src.write_text('#include <stdio.h>\n'
                   '__declspec(dllimport) int __stdcall GetThreadSelectorEntry(void *,'
                   ' unsigned long, void *);\n'
                   'int main(void) { char e[8]; printf("before\\n"); fflush(stdout);\n'
                   '  GetThreadSelectorEntry((void *)-2, 0x23, e); printf("after\\n");'
                   ' return 0; }\n')
    exe = tmp_path / "gate.exe"
    try:
        subprocess.run(["x86_64-w64-mingw32-gcc", "-O2", "-mconsole", "-o", str(exe), str(src)],
                       check=True, capture_output=True, timeout=120)
    except FileNotFoundError:
        pytest.fail("x86_64-w64-mingw32-gcc is needed (.ci/run installs it)")
    _, lines, fault, _ = _run_to_exit(str(exe))
    assert lines == ["before"]
    assert fault is not None
    assert fault.message == ("KERNEL32.dll!GetThreadSelectorEntry is not yet available to "
                             "64-bit programs")


def test_every_declaration_reads_pointer_sized_types_at_8_bytes_and_the_rest_at_4():
    from wineagent.abi.api import is_pointer_sized
    for t in ("HWND", "HANDLE", "LPVOID", "LPCTSTR", "WPARAM", "LPARAM", "SIZE_T",
              "UINT_PTR", "ULONG_PTR", "INT_PTR", "HMODULE"):
        assert is_pointer_sized(t), t
    for t in ("DWORD", "UINT", "INT", "int", "LONG", "BOOL", "WORD", "BYTE", "COLORREF",
              "ULONG", "HRESULT", "double"):
        assert not is_pointer_sized(t), t


#: x64_printf.exe (msvcrt's own printf family, -D__USE_MINGW_ANSI_STDIO=0) under 64-bit
#: Wine 8, exit code 0. The empty line: vsprintf's text ends in "\n" and printf adds one.
WINE_PRINTF_LINES = [
    "plain",
    "1 -2 3 -4 5 -6 7",
    "mixed: str 42 2.50 x end 3000000000",
    "doubles: 1.5 -2.5 3.3 4.0 5.5",
    "64-bit: -9000000000 123456789abc 123456789012345",
    "width: [    42] [ab   ]",
    "sprintf: id-00077-ff 11",
    "_snprintf: -1 truncate",
    "pointer digits: 16",
    "fprintf: 9 nine",
    "vsprintf: va 10 0.125 -1",
    "",
    "va 10 0.125 -1",
]


def test_msvcrts_printf_family_reads_x64_variadic_arguments_as_wine_does():
    _, lines, fault, code = _run_to_exit(os.path.join(EXE_DIR, "x64_printf.exe"))
    assert fault is None, fault
    assert lines == WINE_PRINTF_LINES
    assert code == 0


def test_x64_arguments_are_read_at_their_declared_width_handles_at_32_significant_bits():
    # RegOpenKeyExA(HKEY_CURRENT_USER, ...) from a 64-bit program passes the predefined key
    # sign-extended (0xFFFFFFFF80000001); handles are 32-bit significant on 64-bit Windows,
    # so the handler sees 0x80000001 as a 32-bit caller's does. A module handle is an
    # address and stays whole; a DWORD is the low half of its register; an INT_PTR stays
    # signed; the fifth argument comes from the stack above the shadow space.
    import struct as st
    from wineagent.abi.api import ApiSpec, _parse_params

    class Mem:
        def read(self, addr, n):
            assert addr == 0x1000 + 0x28
            return st.pack("<2Q", 0xFFFFFFFFFFFFFFFF, 0x140000000)

    spec = ApiSpec("X.DLL", "F", "stdcall", _parse_params(
        "HKEY key, HINSTANCE inst, DWORD flags, LPVOID p, INT_PTR r, HMODULE m"), None, False)
    ints = [0xFFFFFFFF80000001, 0x140000000, 0xDEADBEEF00000007, 0x7FFE0000]
    assert spec.read_args64(Mem(), 0x1000, ints, None) == \
        [0x80000001, 0x140000000, 7, 0x7FFE0000, -1, 0x140000000]


def test_a_float_argument_is_a_python_float_at_both_widths():
    # A FLOAT by value (SetMiterLimit's limit, AngleArc's angles, VarXxxFromR4): a 32-bit
    # caller pushes its 4 bytes; an x64 caller passes one of the first four in an XMM
    # register (its low 32 bits) and a later one in the low half of its stack slot. The
    # handler gets a Python float either way.
    import struct as st
    from wineagent.abi.api import ApiSpec, _parse_params

    def f32(x):
        return st.unpack("<I", st.pack("<f", x))[0]

    class Mem:
        def read(self, addr, n):
            return st.pack("<2Q", 0xAAAAAAAA00000000 | f32(90.0), 0x7)

    spec = ApiSpec("X.DLL", "F", "stdcall", _parse_params(
        "HDC hdc, FLOAT limit, INT x, INT y, FLOAT sweep, DWORD z"), None, False)
    assert spec.double_slots == {1}
    xmm1 = 0x5555555500000000 | f32(4.0)          # the register's upper half is not ours
    assert spec.read_args64(Mem(), 0x1000, [0x10, 0xBAD, 3, 4], [None, xmm1, None, None]) \
        == [0x10, 4.0, 3, 4, 90.0, 7]
    assert spec.stackbytes == 24         # six 4-byte slots at 32 bits
    assert spec._unpack(st.pack("<IfiifI", 0x10, 4.0, 3, 4, 90.0, 7)) == (0x10, 4.0, 3, 4, 90.0, 7)


def test_a_64_bit_image_whose_base_is_taken_is_relocated_with_its_dir64_fixups(tmp_path):
    # Linked for 0x10000000, where the guest heap is reserved: the loader places it
    # elsewhere and applies its DIR64 relocations; it then runs as it does at its base
    # (its "image base" line compares with mingw's default base, so it says 0, as it
    # would under Wine, which loads it at 0x10000000).
    exe = str(tmp_path / "reloc64.exe")
    subprocess.run(["x86_64-w64-mingw32-gcc", "-O2", "-mconsole", "-Wl,--image-base,0x10000000",
                    "-Wl,--dynamicbase", "-o", exe,
                    os.path.join(ROOT, "guests", "tests", "x64_hello.c"), "-ladvapi32"],
                   check=True, capture_output=True, timeout=120)
    vm, lines, fault, code = _run_to_exit(exe)
    assert fault is None, fault
    assert vm.image.base != 0x10000000 and vm.image.parsed.relocations
    expected = [("module handle is image base: 0" if line.startswith("module handle") else line)
                for line in WINE_LINES]
    assert lines == expected and code == 7


def test_a_64_bit_program_is_told_it_runs_on_an_x64_system(tmp_path):
    # GetSystemInfo and GetNativeSystemInfo fill the x64 SYSTEM_INFO (48 bytes, pointer
    # members at 8 bytes): PROCESSOR_ARCHITECTURE_AMD64, PROCESSOR_AMD_X8664 and the
    # 47-bit user half, as 64-bit Wine answers the same program (its processor count is
    # the host's; the emulated machine has one).
    src = tmp_path / "sysinfo.c"
    src.write_text(
        '#include <windows.h>\n#include <stdio.h>\n'
        'int main(void) { SYSTEM_INFO si, ni; GetSystemInfo(&si); GetNativeSystemInfo(&ni);\n'
        '  printf("arch=%u type=%lu page=%lu gran=%lu min=%p max=%p cpus=%lu same=%d\\n",\n'
        '    si.wProcessorArchitecture, si.dwProcessorType, si.dwPageSize,\n'
        '    si.dwAllocationGranularity, si.lpMinimumApplicationAddress,\n'
        '    si.lpMaximumApplicationAddress, si.dwNumberOfProcessors,\n'
        '    !memcmp(&si, &ni, sizeof si));\n'
        '  return 0; }\n')
    exe = tmp_path / "sysinfo.exe"
    try:
        subprocess.run(["x86_64-w64-mingw32-gcc", "-O2", "-mconsole", "-o", str(exe), str(src)],
                       check=True, capture_output=True, timeout=120)
    except FileNotFoundError:
        pytest.fail("x86_64-w64-mingw32-gcc is needed (.ci/run installs it)")
    _, lines, fault, code = _run_to_exit(str(exe))
    assert fault is None, fault
    assert lines == ["arch=9 type=8664 page=4096 gran=65536 min=0000000000010000 "
                     "max=00007ffffffeffff cpus=1 same=1"]
