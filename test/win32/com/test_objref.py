"""CoMarshalInterface, CoUnmarshalInterface and CoReleaseMarshalData within one apartment
(docs/dlls.md, "Census and SHLWAPI/ADVAPI32 conformance (this round)").

test/exe/ole_objref.exe (guests/tests/ole_objref.c) prints a line per check; the expected
lines are what the same binary prints under Wine 8 (``xvfb-run -a wine ole_objref.exe``),
except where a comment says why not. The test runs its x86-64 build too
(test/exe64/ole_objref.exe, the ``width`` fixture): 64-bit Wine prints the same lines but
for the pointer %p prints at its width.
"""

from paths import guest_exe


def test_interfaces_marshal_into_objrefs_and_back_to_the_object(boot, width):
    d = boot(guest_exe("ole_objref", width), settle=False)
    d.run_to_end(3000)
    assert d.vm.stdout_log == [
        'CoMarshalInterface=00000000 refs held=1',
        'OBJREF signature=574f454d flags=1 iid=1',
        'CoUnmarshalInterface=00000000 same=1 refs=2',
        # the untouched out pointer, printed with %p at the program's width
        'again=800401fd got=%s refs=1' % "1".rjust(2 * width, "0"),
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
