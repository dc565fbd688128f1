"""CoMarshalInterface, CoUnmarshalInterface and CoReleaseMarshalData within one apartment
(docs/dlls.md, "Census and SHLWAPI/ADVAPI32 conformance (this round)").

test/exe/ole_objref.exe (guests/tests/ole_objref.c) prints a line per check; the expected
lines are what the same binary prints under Wine 8 (``xvfb-run -a wine ole_objref.exe``),
except where a comment says why not.
"""

import os

from procs import ROOT

EXE = os.path.join(ROOT, "test", "exe", "ole_objref.exe")


def test_interfaces_marshal_into_objrefs_and_back_to_the_object(boot):
    d = boot(EXE, settle=False)
    for _ in range(3000):
        d.vm.run_batch()
        if d.vm.ended:
            break
    assert d.vm.machine.fault is None, d.vm.machine.fault
    assert d.vm.stdout_log == [
        'CoMarshalInterface=00000000 refs held=1',
        'OBJREF signature=574f454d flags=1 iid=1',
        'CoUnmarshalInterface=00000000 same=1 refs=2',
        'again=800401fd got=00000001 refs=1',
        'CoUnmarshalInterface(junk)=8003001e',
        'CoMarshalInterface(no such interface)=80004002 refs=1',
        'TABLESTRONG=00000000 refs>1=1',
        # Wine 8 faults in this unmarshal (table-strong data within one apartment); MS docs:
        # MSHLFLAGS_TABLESTRONG data unmarshals any number of times until CoReleaseMarshalData,
        # which lets the object go.
        'unmarshal 1=00000000 same=1 2=00000000 same=1',
        'CoReleaseMarshalData=00000000 refs=1',
        'done',
    ]
