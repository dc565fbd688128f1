"""The ADVAPI32 families of the census (docs/dlls.md, "ADVAPI32: registry, services,
security, crypto").

test/exe/advapi_census.exe (guests/tests/advapi_census.c) runs one mode per run and prints
a line per step. The expected lines were checked against Wine 8: they are what the same
binary prints under ``xvfb-run -a wine advapi_census.exe /mode NAME``, except where a
comment says why not.
"""

import os

from procs import ROOT

EXE = os.path.join(ROOT, "test", "exe", "advapi_census.exe")


def run_mode(boot, mode, batches=400):
    """The VM after running ``advapi_census.exe /mode MODE`` to its end."""
    d = boot(EXE, args="/mode " + mode, settle=False)
    for _ in range(batches):
        d.vm.run_batch()
        if d.vm.ended:
            break
    assert d.vm.machine.fault is None, d.vm.machine.fault
    return d.vm


def test_registry_get_value_default_values_and_tree_deletion(boot):
    vm = run_mode(boot, "reg")
    assert vm.stdout_log == [
        'create=0',
        "get str=0 type=1 size=6 'hello'",
        'get str size only=0 type=1 size=6',
        'get str small=234 type=1 size=6',
        'get str as dword=1630 size=6',
        'get zero on failure=1630 buf=00000000x',
        "get exp=0 type=1 size=11 'expanded\\x'",
        "get exp noexpand=0 type=2 size=16 '%WA_TEST_VAR%\\x'",
        'get exp without noexpand=87',
        "getW exp any=0 type=1 size=22 'expanded\\x'",
        'get dw=0 type=4 size=4 value=42',
        'get bin4 as dword=0 type=3 size=4 value=04030201',
        'get bin3 as dword=1629 size=3',
        'get bin3 binary=0 size=3',
        'get missing=2',
        'get missing key=2',
        'get no size=87',
        'get no flags=1630',
        'setvalue=0',
        'setvalue dword=87',
        "queryvalue=0 size=13 'default text'",
        "queryvalue unset=0 size=1 ''",
        "queryvalueW=0 size=26 'default text'",
        'queryvalue size=0 size=13',
        'queryvalue small=234 size=13',
        'queryvalue missing=2',
        "own default=0 size=12 'own default'",
        'setkeyvalue=0',
        'read back=0 7',
        "setkeyvalueW self=0 'wide' size=5",
        'deletekeyvalue=0',
        'deletekeyvalue again=2',
        'deletekeyvalue nokey=2',
        'deletekeyex with subkey=5',
        'deletekeyex leaf=0',
        'deletekeyex again=2',
        'open child=0',
        'deletetree child=0',
        'deleted handle=1018',
        'open deleted=2',
        'deletetree missing=2',
        'deletetree contents=0',
        'left=0 subkeys=0 values=0',
        'deletetree base=0',
        'open base=2',
    ]
