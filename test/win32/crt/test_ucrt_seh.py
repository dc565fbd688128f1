"""Structured exception handling through fs:[0], driven by a real PE guest.

test/exe/ucrt_seh.exe (guests/tests/ucrt_seh.c) installs handlers as the Visual C++ and
mingw runtimes do and prints one line per case; the expected lines are what the same
binary prints under Wine 8 (``xvfb-run -a wine ucrt_seh.exe``), byte for byte.
"""

import os

from paths import TEST_DIR as HERE, guest_exe
SEH_EXE = os.path.join(HERE, "exe", "ucrt_seh.exe")
FAULT_EXE = os.path.join(HERE, "exe", "fault.exe")

WINE_OUTPUT = [
    "resume code=c0000005 read=42 info=0,0",
    "raise code=e0001234 params=7,9 inner=2 unwinding=1 chain=ok",
    "divide code=c0000094",
    "try1 code=80000003",
    "filter code=e0000002",
]


def test_guest_handlers_see_faults_and_raised_exceptions_as_on_wine(boot):
    d = boot(SEH_EXE)
    d.settle(100)
    assert d.vm.machine.fault is None, d.vm.machine.fault
    assert d.vm.machine.exited and d.vm.machine.exit_code == 0
    assert d.vm.stdout_log == WINE_OUTPUT


def test_runs_with_exceptions_are_deterministic(boot):
    a, b = boot(SEH_EXE), boot(SEH_EXE)
    a.settle(100)
    b.settle(100)
    assert a.vm.machine.api_calls == b.vm.machine.api_calls
    assert a.vm.machine.recent == b.vm.machine.recent


def test_an_unhandled_fault_still_stops_the_guest_naming_the_fault(boot):
    # fault.exe installs no frame; mingw's start-up filter declines (no signal handler),
    # so the fault is reported as it happened: where, what, and the calls before it.
    d = boot(FAULT_EXE, args="/kind 1")
    fault = d.vm.machine.fault
    assert fault is not None and "write to unmapped memory" in fault.message
    assert fault.address == 0x40
    assert fault.recent[-1] == "KERNEL32.dll!GetTickCount"


def test_cxx_throw_and_catch_unwind_with_dwarf_tables_as_on_wine(boot, width):
    # Both builds (64-bit Wine prints the same lines for the x86-64 one): i686 g++ unwinds
    # with DWARF-2 tables and no SEH; x86-64 g++ throws SEH exceptions (RaiseException,
    # then RtlUnwindEx through _GCC_specific_handler: docs/emulator.md).
    d = boot(guest_exe("ucrt_cxx", width))
    d.settle(100)
    assert d.vm.machine.fault is None, d.vm.machine.fault
    assert d.vm.stdout_log == ["caught 'boom 7' dtors=1", "caught int 42"]
    imports = {name for _dll, name, _addr in d.vm.image.imports}
    if width == 4:
        assert not imports & {"RaiseException", "RtlUnwind"}     # DWARF-2, not SEH
    else:
        assert {"RaiseException", "RtlUnwindEx"} <= imports


EH3_EXE = os.path.join(HERE, "exe", "ucrt_eh3.exe")


def test_msvcrt_except_handler3_runs_filters_finally_blocks_and_except_blocks_as_wine(boot):
    d = boot(EH3_EXE)
    d.settle(100)
    assert d.vm.machine.fault is None, d.vm.machine.fault
    assert d.vm.stdout_log == [
        "no fault: result=10 filter_calls=0 finally=0",
        "fault: result=20 filter_calls=1 code=c0000005 finally=1",
    ]
