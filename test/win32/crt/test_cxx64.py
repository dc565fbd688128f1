"""Visual C++'s C++ exceptions in a 64-bit program (msvcrt's _CxxThrowException and
__CxxFrameHandler3 over x64 table-based unwinding), driven by a guest a real MSVC-ABI
toolchain built: test/exe64/msvc_cxx64.exe (guests/tests/msvc_cxx64.cpp, clang++ for
x86_64-pc-windows-msvc linked by lld-link against msvcrt.dll), whose FuncInfo, IP-to-state
map, catch and cleanup funclets and ThrowInfo are what cl.exe emits; two functions with
hand-laid FH4 tables (guests/tests/msvc_fh4.s, vcruntime140_1.dll's __CxxFrameHandler4)
are linked in.

Expected lines: what the same exe prints under 64-bit Wine 8
(``WINEPREFIX=<win64 prefix> xvfb-run -a wine msvc_cxx64.exe [uncaught]``), line for line
(Wine's CR LF aside). Uncaught, Wine's exit status is 99 (0xE06D7363's low byte, what a
Linux exit status keeps); Windows' exit code is the whole exception code.
"""

from wineagent.vm import VM

from paths import guest_exe

EXE = guest_exe("msvc_cxx64", 8)

WINE_LINES = [
    "caught int 42",
    "  copy thrown",
    "caught Noisy by value: thrown",
    "  destroy thrown",
    "  destroy thrown",
    "caught Noisy by reference: thrown ref",
    "  destroy thrown ref",
    "caught Derived by Base&: code=7",
    "caught Both by second base Right&: r=2",
    "  destroy thrower local",
    "  destroy middle local",
    "caught by catch(...)",
    "  destroy thrower local",
    "inner caught 9, rethrowing",
    "outer caught rethrown 9",
    "  destroy inner try local",
    "  destroy outer try local",
    "nested: outer try caught 11",
    "caught first, throwing another",
    "  destroy catch local",
    "  destroy first",
    "caught the second: 12",
    "catch in catch: 20 then inner",
    "  destroy inner",
    "back in the outer catch: 20",
    "  destroy held in catch",
    "caught Both* as Right*: r=5 adjusted=1",
    # FH4 (msvc_fh4.s, __CxxFrameHandler4): the guard of a frame unwound to its own catch
    "  fh4 guard destroyed",
    "FH4 catch: 1005",
    # Passed on to an FH3 catch, the FH4 frame is unwound too: C++ destroys the guard, and
    # so does Windows' __CxxFrameHandler4 (an unwind runs the frame's cleanups from its
    # IP's state). Wine 8 prints no line here: its vcruntime140_1 runs an FH4 frame's
    # cleanups only in an unwind its own catch started (msvcrt's FH3 started this one).
    "  fh4 guard destroyed",
    "passed on by the FH4 frames: through FH4",
    "  destroy through FH4",
    # clang marks the function /EHs (FUNC_DESCR_SYNCHRONOUS): no catch of it sees a SEH
    # exception, so the fault reaches the __except around it.
    "an access violation passed catch(...) to __except",
    "catch returns: 14",
    "50 throws in a loop: 1225",
    "copies=1 destroyed=13",
    "done",
]


def run_guest(exe, args=""):
    """Run ``exe`` to its end (at most 400 batches): (stdout lines, fault, exit code,
    API calls). test_msvc_cxx32.py runs its guest with it too."""
    vm = VM(exe, args=args)
    try:
        for _ in range(400):
            vm.run_batch()
            if vm.ended:
                break
        return list(vm.stdout_log), vm.machine.fault, vm.machine.exit_code, vm.machine.api_calls
    finally:
        vm.close()


def _run(args=""):
    return run_guest(EXE, args)


def test_throw_catch_rethrow_and_destructors_print_what_64_bit_wine_prints():
    lines, fault, code, _calls = _run()
    assert fault is None, fault
    assert lines == WINE_LINES
    assert code == 0


def test_an_uncaught_cpp_exception_ends_the_process_with_its_code():
    # No frame catches it: no unwind runs (the thrower's local is not destroyed, as under
    # Wine), and the process ends as for any unhandled exception.
    lines, fault, code, _calls = _run("uncaught")
    assert lines == ["throwing uncaught"]
    assert code == 0xE06D7363
    assert fault is not None and "unhandled exception 0xe06d7363" in fault.message


def test_runs_with_msvc_exceptions_are_deterministic():
    assert _run()[3] == _run()[3]


class _Bytes:
    """Little-endian reads over a bytes object, as guest memory answers them."""

    def __init__(self, data):
        self.data = data

    def u8(self, a):
        return self.data[a]

    def u16(self, a):
        return int.from_bytes(self.data[a:a + 2], "little")

    def u32(self, a):
        return int.from_bytes(self.data[a:a + 4], "little")


def _encode(value):
    # ehdata4.h's compression: the low bits of the first byte give the length.
    if value < 1 << 7:
        return bytes([value << 1 & 0xFF])
    if value < 1 << 14:
        return ((value << 2) | 1).to_bytes(2, "little")
    if value < 1 << 21:
        return ((value << 3) | 3).to_bytes(3, "little")
    if value < 1 << 28:
        return ((value << 4) | 7).to_bytes(4, "little")
    return b"\x0f" + value.to_bytes(4, "little")


def test_fh4_compressed_integers_of_every_length_decode():
    from wineagent.win32.kernel.cxxeh4 import read_uint
    values = [0, 1, 127, 128, 16383, 16384, (1 << 21) - 1, 1 << 21, (1 << 28) - 1, 1 << 28,
              0xFFFFFFFF]
    data = b"".join(_encode(v) for v in values) + b"\0" * 4
    mem, at, out = _Bytes(data), 0, []
    for _ in values:
        value, at = read_uint(mem, at)
        out.append(value)
    assert out == values
    assert at == len(data) - 4
