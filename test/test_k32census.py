"""The KERNEL32 families of the issue 23 census (docs/dlls.md).

test/exe/k32census.exe (guests/tests/k32census.c + .rc) runs one mode per run and prints
a line per step. The expected lines were checked against Wine 8: they are what the same
binary prints under ``xvfb-run -a wine k32census.exe /mode NAME``, except where a comment
says why not.
"""

import os

from procs import ROOT

EXE = os.path.join(ROOT, "test", "exe", "k32census.exe")


def run_mode(boot, mode, batches=400):
    """The VM after running ``k32census.exe /mode MODE`` to its end."""
    d = boot(EXE, args="/mode " + mode, settle=False)
    for _ in range(batches):
        d.vm.run_batch()
        if d.vm.ended:
            break
    assert d.vm.machine.fault is None, d.vm.machine.fault
    return d.vm


def test_modules_and_resource_enumeration(boot):
    vm = run_mode(boot, "modules")
    assert vm.stdout_log == [
        "DisableThreadLibraryCalls(self)=0 error=126",   # the exe has a TLS directory
        "DisableThreadLibraryCalls(bad)=0 error=126",
        "GetModuleHandleExA(NULL)=1 self=1",
        "GetModuleHandleExA(KERNEL32)=1 same=1",
        "GetModuleHandleExW(from address)=1 self=1",
        "GetModuleHandleExA(bad flags)=0 error=87 h=00000000",
        "GetModuleHandleExA(nosuch)=0 error=126 h=00000000",
        "type MYTYPE",
        "type #10",
        "EnumResourceTypesA=1",
        "name ALPHA", "name ZEBRA", "name #3", "name #7",
        "EnumResourceNamesA(RCDATA)=1",
        "name ALPHA", "name ZEBRA",
        "EnumResourceNamesA(stop after 2)=0 error=0",
        "wname #2",
        "EnumResourceNamesW(MYTYPE)=1",
        "EnumResourceNamesA(BITMAP)=0 error=1813",
        "lang 0407", "lang 0409",
        "EnumResourceLanguagesA(#3)=1",
        "EnumResourceLanguagesA(NOPE)=0 error=1814",
    ]
