"""The C runtime functions Wine's own programs import most (the census families of
docs/runtimes.md): stdio extras and setvbuf, the low-level descriptors, strings and
conversions, math, the locale queries.

``crt_census.exe`` (msvcrt.dll) and ``crt_census_ucrt.exe`` (the UCRT) are one source,
guests/tests/crt_census.c. The expected output in test/expected/ is what Wine 8 prints for
the same binaries (``xvfb-run -a wine test/exe/crt_census.exe`` in an empty folder, line
ends stripped).
"""

import os
import re

import pytest

from paths import TEST_DIR as HERE, guest_exe


#: _setmode(fd, _O_U16TEXT), fputws(L"a\nb"), _setmode back to _O_TEXT, fclose: the
#: UTF-16 units wait in the stream's buffer and the fclose writes them in text mode, which
#: makes the byte 0x0A CR LF (7 bytes: 61 00 0d 0a 00 62 00), as under Wine 8
#: (docs/runtimes.md "msvcrt stream buffers (session 34)").
#:
#: Where Windows and Wine 8 differ, the expected lines say what Windows does:
#: - the invalid-parameter handler: the UCRT calls it (_VALIDATE_RETURN, as MS documents
#:   each of these) for _setmode's bad mode, _aligned_malloc's alignment that is not a
#:   power of two, the buffers too small for _splitpath_s (twice) and _makepath_s, and
#:   signal's unknown signal; Wine 8 only sets errno (or not even that), so it counts six
#:   calls fewer (the msvcrt build's handler is mingw's own and is never called);
#: - signal of an unknown signal sets errno to EINVAL (documented); Wine 8 leaves it;
#: - _strnset returns the string it changed (documented); Wine 8 returns the position
#:   after the last character it set ("leh" for "**leh").
WINE_DIFFERS = {
    ("crt_census_ucrt", "invalid parameter handler calls: 3"): "invalid parameter handler calls: 9",
    ("*", "signal(bad) = 1 errno=0"): "signal(bad) = 1 errno=22",
    ("*", "_strnset = leh"): "_strnset = **leh",
}


#: - strerror: Wine 8 answers the host C library's messages ("Success", "Illegal seek",
#:   ...); Windows answers its runtime's _sys_errlist, below (errno 0-42, then "Unknown
#:   error");
SYS_ERRLIST = [
    "No error", "Operation not permitted", "No such file or directory", "No such process",
    "Interrupted function call", "Input/output error", "No such device or address",
    "Arg list too long", "Exec format error", "Bad file descriptor", "No child processes",
    "Resource temporarily unavailable", "Not enough space", "Permission denied",
    "Bad address", "Unknown error", "Resource device", "File exists", "Improper link",
    "No such device", "Not a directory", "Is a directory", "Invalid argument",
    "Too many open files in system", "Too many open files",
    "Inappropriate I/O control operation", "Unknown error", "File too large",
    "No space left on device", "Invalid seek", "Read-only file system", "Too many links",
    "Broken pipe", "Domain error", "Result too large", "Unknown error",
    "Resource deadlock avoided", "Unknown error", "Filename too long",
    "No locks available", "Function not implemented", "Directory not empty",
    "Illegal byte sequence"]
#: - _abnormal_termination: a __finally run by _local_unwind2 (its __try left by return)
#:   terminated abnormally, so AbnormalTermination() is TRUE (documented); Wine 8's is a
#:   stub answering 0.
#: - the UCRT's tmpnam names a file in GetTempPath's folder (documented since the UCRT);
#:   Wine 8's keeps msvcrt's "\\s<pid>.<n>" in the drive's root.
WINE_DIFFERS[("crt_census_ucrt", "  in the temporary folder=0 root s-name=1")] = \
    "  in the temporary folder=1 root s-name=0"
WINE_DIFFERS[("crt_census", "__try left by return (_local_unwind2) = 2 runs=2 abnormal=0")] = \
    "__try left by return (_local_unwind2) = 2 runs=2 abnormal=1"
#: - msvcrt.dll prints the 17 significant digits a double holds and zeros after them
#:   ("%.20f" of 0.1 is 0.10000000000000001000): Windows' output in Wine's own printf
#:   conformance test ("%.30f" of 1/3, marked todo_wine there); Wine 8 prints the exact
#:   binary value, as the UCRT does (its line stays Wine's).
WINE_DIFFERS[("crt_census", "float printf: [0.1][0.13][1.000][2][-1][2.5e-001][0.000000e+000]"
              "[0.10000000000000000555][-0.000000][-0003.14][+1.2e+002]")] = \
    "float printf: [0.1][0.13][1.000][2][-1][2.5e-001][0.000000e+000]" \
    "[0.10000000000000001000][-0.000000][-0003.14][+1.2e+002]"


def _windows_line(name, line):
    m = re.match(r"strerror\((\d+)\) = ", line)
    if m:
        n = int(m.group(1))
        return m.group(0) + (SYS_ERRLIST[n] if n < len(SYS_ERRLIST) else "Unknown error")
    return WINE_DIFFERS.get((name, line), WINE_DIFFERS.get(("*", line), line))


def _expected(name):
    with open(os.path.join(HERE, "expected", name + ".txt"), encoding="utf-8") as f:
        lines = f.read().splitlines()
    return [_windows_line(name, line) for line in lines]


#: Lines of the x86 build only (guests/tests/crt_census.c leaves them out of its x86-64
#: build): x64 msvcrt has neither the frame-based SEH helpers (_local_unwind2,
#: _except_handler3) nor the _CI* functions that take x87 operands.
X86_ONLY = ("__try left ", "_CI", "sin after the stack is balanced")


def _expected_at(name, width):
    """The lines of ``name`` built for ``width``: the x86-64 builds (both in TEST64_GUESTS)
    print what 64-bit Wine prints for them. The UCRT one prints the x86 lines; the msvcrt
    one the x86 lines but those above, and an empty name after the last _findnext: its _findnext32 is mingw's
    _findnext64i32, which calls _findnext64 and clears the caller's structure when that
    fails (the x86 _findnext32 leaves it as it was)."""
    lines = _expected(name)
    if width == 8 and name == "crt_census":
        lines = [line for line in lines if not line.startswith(X86_ONLY)]
        lines[lines.index("  more: 1 last=cc_find2.txt")] = "  more: 1 last="
    return lines


@pytest.mark.parametrize("name, width", [("crt_census", 4), ("crt_census_ucrt", 4),
                                         ("crt_census", 8), ("crt_census_ucrt", 8)],
                         ids=["msvcrt-x86", "ucrt-x86", "msvcrt-x64", "ucrt-x64"])
def test_the_census_guest_prints_what_wine_prints(boot, name, width):
    d = boot(guest_exe(name, width))
    d.settle(300)
    vm = d.vm
    assert vm.machine.fault is None, vm.machine.fault
    assert vm.stdout_log == _expected_at(name, width)
    assert vm.machine.exited and vm.machine.exit_code == 0


# -- the documented behaviour the guest cannot show under Wine ---------------------------------
@pytest.fixture
def vm(boot):
    return boot("hello").vm


def test_processing_throw_counts_a_throw_until_its_catch(vm):
    from wineagent.win32.dlls.msvcrt.cxx import _set_in_flight
    from apicall import call_api
    cell = call_api(vm, "ucrtbase.dll", "__processing_throw")
    assert cell and vm.mem.u32(cell) == 0
    _set_in_flight(vm, True)
    assert vm.mem.u32(cell) == 1
    assert call_api(vm, "vcruntime140.dll", "__processing_throw") == cell
    _set_in_flight(vm, False)
    assert vm.mem.u32(cell) == 0


def test_a_closed_descriptor_takes_its_stream_away(vm):
    from apicall import call_api, narrow
    fp = call_api(vm, "msvcrt.dll", "fopen", narrow(vm, "C:\\cc_t.txt"), narrow(vm, "w"))
    fd = call_api(vm, "msvcrt.dll", "_fileno", fp)
    assert fd > 2
    assert call_api(vm, "msvcrt.dll", "_close", fd) == 0
    assert call_api(vm, "msvcrt.dll", "fclose", fp) & 0xFFFFFFFF == 0xFFFFFFFF   # EOF


def test_tmpnam_names_follow_msvcrt_and_the_ucrt(vm):
    from apicall import call_api
    p = call_api(vm, "msvcrt.dll", "tmpnam", 0)
    assert vm.mem.cstr(p) == "\\s80."   # process id 0x100 in base 32, no counter the first time
    q = call_api(vm, "ucrtbase.dll", "tmpnam", 0)
    assert vm.mem.cstr(q) == "C:\\TEMP\\s80.1"


def test_strerror_is_the_runtime_table(vm):
    from apicall import call_api
    assert vm.mem.cstr(call_api(vm, "msvcrt.dll", "strerror", 0)) == "No error"
    assert vm.mem.cstr(call_api(vm, "msvcrt.dll", "strerror", 42)) == "Illegal byte sequence"
    assert vm.mem.cstr(call_api(vm, "msvcrt.dll", "strerror", 80)) == "Unknown error"


def test_current_exception_is_null_outside_a_catch(vm):
    from apicall import call_api
    exc = call_api(vm, "vcruntime140.dll", "__current_exception")
    ctx = call_api(vm, "vcruntime140.dll", "__current_exception_context")
    assert exc and ctx and exc != ctx
    assert vm.mem.u32(exc) == 0 and vm.mem.u32(ctx) == 0
    assert call_api(vm, "ucrtbase.dll", "__current_exception") == exc


def test_console_output_reaches_the_log(vm):
    # Under Wine _cputs writes to CONOUT$, not to a redirected stdout, so the guest cannot
    # show it: the console here is the guest's output log.
    from apicall import call_api, narrow
    before = len(vm.stdout_log)
    assert call_api(vm, "msvcrt.dll", "_cputs", narrow(vm, "direct\n")) == 0
    assert call_api(vm, "msvcrt.dll", "_putch", ord("x")) == ord("x")
    call_api(vm, "msvcrt.dll", "_cputs", narrow(vm, "\n"))
    assert vm.stdout_log[before:] == ["direct", "x"]
