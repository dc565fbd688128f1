"""Visual C++'s C++ exceptions (msvcrt's _CxxThrowException and __CxxFrameHandler3),
driven by a real PE guest.

test/exe/cxx_throw.exe (guests/tests/cxx_throw.c) builds by hand the static data MSVC
emits (TypeDescriptor, CatchableType(Array), ThrowInfo, FuncInfo with unwind and try-block
maps) and a function laid out as MSVC lays out a try/catch; the expected lines are what
the same binary prints under Wine 8 (``xvfb-run -a wine cxx_throw.exe [uncaught]``), line
for line (Wine's CR LF line ends aside).
"""

import os

from paths import TEST_DIR as HERE
EXE = os.path.join(HERE, "exe", "cxx_throw.exe")

WINE_OUTPUT = [
    "no throw 1",
    "no exception: 0",
    "caught int 42 uncaught=0",
    "int: 1",
    "caught myerr& code=5",
    "derr dtor code=5 pad=50",
    "class by base ref: 1",
    "myerr copy ctor from 6",
    "caught myerr by value code=1006",
    "derr dtor code=6 pad=60",
    "class by value: 1",
    "caught ...",
    "derr dtor code=8 pad=80",
    "catch all: 1",
    "dtor inner local uncaught=1",
    "dtor outer local",
    "caught int 9 uncaught=0",
    "nested unwind: 1",
    "inner caught int 7, rethrow",
    "caught int 7 uncaught=0",
    "rethrow: 1",
    "caught ...",
    "access violation by catch all: 1",
    "uncaught now=0",
]

UNHANDLED = ["unhandled e06d7363 params=3", "magic 19930520 value=99"]


def _run(boot, args=""):
    d = boot(EXE, args=args)
    d.settle(100)
    assert d.vm.machine.fault is None, d.vm.machine.fault
    assert d.vm.machine.exited
    return d


def test_throw_catch_unwind_and_rethrow_print_what_wine_prints(boot):
    d = _run(boot)
    assert d.vm.machine.exit_code == 0
    assert d.vm.stdout_log == WINE_OUTPUT


def test_an_uncaught_exception_reaches_the_filter_and_the_terminate_handler_as_on_wine(boot):
    d = _run(boot, "uncaught")
    assert d.vm.stdout_log == UNHANDLED + ["terminate handler"]
    assert d.vm.machine.exit_code == 3


def test_terminate_without_a_handler_aborts_with_exit_code_3(boot):
    d = _run(boot, "abort")
    assert d.vm.stdout_log == UNHANDLED + ["abnormal program termination"]
    assert d.vm.machine.exit_code == 3


def test_a_pure_virtual_call_is_runtime_error_r6025(boot):
    d = _run(boot, "purecall")
    assert d.vm.stdout_log == ["runtime error R6025"]
    assert d.vm.machine.exit_code == 255


def test_runs_with_cxx_exceptions_are_deterministic(boot):
    a, b = _run(boot), _run(boot)
    assert a.vm.machine.api_calls == b.vm.machine.api_calls
    assert a.vm.machine.recent == b.vm.machine.recent


EH4_EXE = os.path.join(HERE, "exe", "cxx_eh4.exe")
EH4_WINE_OUTPUT = [
    "no fault: result=10 filter_calls=0 finally=0",
    "fault: result=20 filter_calls=1 code=c0000005 finally=1",
    "cookie checks=0 bad=0",
]


def test_except_handler4_common_decodes_the_cookied_scope_table_as_wine(boot):
    d = boot(EH4_EXE)
    d.settle(100)
    assert d.vm.machine.fault is None, d.vm.machine.fault
    assert d.vm.machine.exited and d.vm.machine.exit_code == 0
    assert d.vm.stdout_log == EH4_WINE_OUTPUT


def test_a_clobbered_eh_cookie_goes_to_the_programs_security_check_cookie(boot):
    # Windows validates the frame's cookies through the program's own
    # __security_check_cookie (Wine does not: this line differs there).
    d = boot(EH4_EXE, args="corrupt")
    d.settle(100)
    assert d.vm.machine.fault is None, d.vm.machine.fault
    assert d.vm.stdout_log == EH4_WINE_OUTPUT + ["corrupt: result=20 cookie checks=1 bad=1"]
