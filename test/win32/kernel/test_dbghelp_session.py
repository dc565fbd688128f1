"""dbghelp's symbol handler session (issue 23, "Programs in the wild", docs/runtimes.md):
Dart Sass 1.89.0's dart.exe (the Dart VM) calls SymSetOptions and SymInitialize at
start-up.

test/exe/dbghelp_session.exe (guests/tests/dbghelp_session.c) prints a line per check;
the expected lines are what the same binary prints under Wine 8
(``xvfb-run -a wine dbghelp_session.exe``), and its x86-64 build prints the same under
64-bit Wine. (3735928559 is 0xdeadbeef: the last error left as the program set it.)
"""

from paths import guest_exe

EXPECTED = [
    'default options=0x2',
    'SymSetOptions(UNDNAME|DEFERRED_LOADS|LOAD_LINES)=0x16',
    'SymGetOptions=0x16',
    'SymGetSearchPath before SymInitialize=0 err=6',
    'SymCleanup before SymInitialize=0 err=3735928559',
    'SymInitialize(search path, no invade)=1',
    'SymGetSearchPath=1 [C:\\syms;C:\\more]',
    'SymGetSearchPathW=1 [C:\\syms;C:\\more]',
    'SymGetSearchPath into 5=1 [C:\\s]',
    'SymSetSearchPath=1 now [D:\\other]',
    'SymInitialize again=1 err=0',
    'SymCleanup=1',
    'SymCleanup again=0 err=3735928559',
    'SymInitializeW(NULL, invade)=1',
    'default search path=1 [.]',
    'SymCleanup=1',
]


def test_symbol_handler_session_as_on_wine(boot, width):
    d = boot(guest_exe("dbghelp_session", width))
    d.settle(100)
    vm = d.vm
    assert vm.machine.fault is None, vm.machine.fault
    assert vm.machine.exited and vm.machine.exit_code == 0
    assert vm.stdout_log == EXPECTED
    assert vm.kernel.symbol_sessions == {}
