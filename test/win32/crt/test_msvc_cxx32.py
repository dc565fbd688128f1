"""Visual C++'s C++ exceptions in a 32-bit program built by a real MSVC-ABI toolchain:
test/exe/msvc_cxx32.exe (guests/tests/msvc_cxx32.cpp: msvc_cxx64.cpp's checks without FH4,
clang++ for i686-pc-windows-msvc linked by lld-link against msvcrt.dll). Its x86 tables
(FuncInfo, unwind map, try blocks, ThrowInfo with absolute pointers) are cl.exe's; its
catch funclets are LLVM's, which store their own ESP in the frame's saved-ESP slot.

The oracle is Windows' own runtime, whose rules msvcrt/cxx.py follows (docs/runtimes.md,
"C++ exceptions at 32 bits: clang and Rust"): Visual C++'s CallCatchBlock keeps the
frame's saved ESP from before a catch and puts it back when the catch ends, also when an
unwind leaves the catch (a `throw;`, or a new throw out of it); its CatchIt unwinds the
nested frames (ending such a catch and destroying its object) before the frame's own
locals; a catch(...) marked HT_IsStdDotDot takes C++ exceptions only. Wine 8 prints the
same lines up to "outer caught rethrown 9" and then faults executing its stack: it
continues after a rethrow's catch with the inner catch funclet's ESP (and its catch(...)
would take the access violation). The lines after that are those 64-bit Wine 8 prints for
msvc_cxx64.exe (test_cxx64.py) but for the order of "destroy first" and "destroy catch
local": at 32 bits the unwind ends the abandoned catch (destroying its object) before the
frame's local unwind reaches the catch's locals, as x86 Visual C++ does; at 64 bits the
catch is a funclet frame whose locals go first.
"""

from paths import guest_exe
from test_cxx64 import run_guest

EXE = guest_exe("msvc_cxx32", 4)

LINES = [
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
    # Wine 8 faults here (see the docstring).
    "  destroy inner try local",
    "  destroy outer try local",
    "nested: outer try caught 11",
    "caught first, throwing another",
    "  destroy first",
    "  destroy catch local",
    "caught the second: 12",
    "catch in catch: 20 then inner",
    "  destroy inner",
    "back in the outer catch: 20",
    "  destroy held in catch",
    "caught Both* as Right*: r=5 adjusted=1",
    "an access violation passed catch(...) to __except",
    "catch returns: 14",
    "50 throws in a loop: 1225",
    "copies=1 destroyed=12",
    "done",
]


def _run(args=""):
    return run_guest(EXE, args)


def test_catches_continue_with_the_frames_own_stack_and_destroy_what_they_leave():
    lines, fault, code, _calls = _run()
    assert fault is None, fault
    assert lines == LINES
    assert code == 0


def test_an_uncaught_cpp_exception_ends_the_process_with_its_code():
    lines, fault, code, _calls = _run("uncaught")
    assert lines == ["throwing uncaught"]
    assert code == 0xE06D7363
    assert fault is not None and "unhandled exception 0xe06d7363" in fault.message


def test_runs_are_deterministic():
    assert _run()[3] == _run()[3]
