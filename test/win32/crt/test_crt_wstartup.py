"""msvcrt's accessors of its start-up variables (issue 23, "Programs in the wild",
docs/runtimes.md): the 38 samples of Petzold's Programming Windows (chapters 1-9) built
with -municode stopped in mingw-w64's wWinMain start-up at __p__wcmdln.

test/exe/crt_wstartup.exe (guests/tests/crt_wstartup.c, a wmain program) prints a line per
check; the expected lines are what the same binary prints under Wine 8
(``xvfb-run -a wine crt_wstartup.exe hello``), and its x86-64 build (which reads the
variables x64 msvcrt.dll exports instead of the i386-only accessors) prints the same under
64-bit Wine.
"""

from paths import guest_exe

EXPECTED = [
    'argc=2 argv[1]=hello',
    '_wcmdln is GetCommandLineW=1',
    '_acmdln is GetCommandLineA=1',
    '_wcmdln ends with the argument=1',
    "_pgmptr is the module's path=1",
    "_wpgmptr is the module's path=1",
    '__winitenv set=1 same count as __initenv=1',
    '__winitenv has PATH=1',
]


def test_startup_variable_accessors_as_on_wine(boot, width):
    d = boot(guest_exe("crt_wstartup", width), args="hello")
    d.settle(100)
    vm = d.vm
    assert vm.machine.fault is None, vm.machine.fault
    assert vm.machine.exited and vm.machine.exit_code == 0
    assert vm.stdout_log == EXPECTED
