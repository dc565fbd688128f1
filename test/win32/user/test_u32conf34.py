"""user32 conformance fixes of session 34 (issue 23; docs/compat.md "Session 34"): the
class menu name (GetClassLongPtr(GCLP_MENUNAME) in the caller's character set, whichever
function registered the class; SetClassLongPtr sets it, a string or an ordinal), where
Wine 8's class.c stopped (a strcmp of the NULL we answered); UnregisterClass refusing a
class that has windows (ERROR_CLASS_HAS_WINDOWS) and naming a missing one
(ERROR_CLASS_DOES_NOT_EXIST, where it said ERROR_CANNOT_FIND_WND_CLASS).

test/exe/u32conf34.exe (guests/tests/u32conf34.c); EXPECTED is what the same binary
prints under Wine 8 (``WINEDEBUG=-all xvfb-run -a wine u32conf34.exe``; the x86-64
build prints the same under 64-bit Wine) but for the lines commented. Both widths.
"""

from paths import guest_exe

EXPECTED = [
    "registered W: A 'menu name' W same 1",
    # Wine 8's SetClassLongPtr(GCLP_MENUNAME) answers 0 ('answered nonzero 0'; class.c
    # marks it todo_wine: Windows answers nonzero); here the old value, as SetClassLongPtr
    # is documented to answer.
    "SetA: answered nonzero 1, A 'nameA' W same 1",
    "SetW: answered nonzero 1, A 'nameW' W same 1",
    'ordinal: 7',
    'unregister with a window: 0 err 1412',
    'unregister after: 1',
    'unregister again: 0 err 1411',
]


def test_u32conf34(boot, width):
    d = boot(guest_exe("u32conf34", width), settle=False)
    d.run_to_end(3000)
    assert d.vm.stdout_log == EXPECTED
