"""Window classes by scope (docs/user.md "Window classes: local, global, system";
user/classes.py): two modules registering one name make two local classes with one atom;
GetClassInfo, CreateWindowEx and UnregisterClass look a class up by module instance
(a handle of the same module with low bits set counts, NULL is the program for
RegisterClass and USER32 for GetClassInfo); a global class is found from any module and
a local one hides it for its own module; a system class (BUTTON, EDIT) can be hidden by a
local one but not registered again globally; DefWindowProcA/W answered as the caller's
entry of one procedure (GetWindowLongPtr, GetClassLongPtr, GetClassInfo); the class atom is a user atom
(GetClipboardFormatName, RegisterWindowMessage); what RegisterClass refuses.

test/exe/clsscope.exe and test/exe64/clsscope.exe (guests/tests/clsscope.c); EXPECTED is
what both print under Wine 8 (``WINEPREFIX=/tmp/wine32pfx xvfb-run -a wine clsscope.exe``,
the 64-bit build under a win64 prefix prints the same) but for the line commented.
"""

from paths import guest_exe

EXPECTED = [
    'local twice: 1 1 same atom 1',
    "info exe 'exe' k32 'k32' user32 '(none)' null '(none)' err 1411",
    "info exe|0x1234 'exe'",
    "info by atom 'k32'",
    'again: 0 err 1410',
    'null instance is the exe: 0 err 1410',
    'create exe exe k32 kernel32 null kernel32',
    # Wine 8 answers ERROR_CLASS_DOES_NOT_EXIST (1411) for a class CreateWindowEx does
    # not find; Windows documents and answers ERROR_CANNOT_FIND_WND_CLASS (1407).
    'create other module (none) err 1407',
    "atom name: 8 'clsscope'",
    'message of the name is the atom: 1',
    'unregister k32: 1',
    "info k32 after '(none)' err 1411",
    'unregister exe: 1',
    'unregister again: 0 err 1411',
    "global: 1 info k32 'global' null 'global'",
    "global info hInstance is the asker's: 1",
    'global twice: 0 err 1410',
    "local over global: 1 info k32 'local' exe 'global'",
    'create k32 kernel32 exe exe',
    'unregister global by any instance: 1',
    'global BUTTON: 0 err 1410',
    "local BUTTON: 1 info exe 'lbutton' k32 '(null)'",
    'create BUTTON exe exe k32 user32',
    'system BUTTON info: 1 hInstance null 1',
    'EDIT module is user32 1 atom matches 1',
    'DefWindowProc entries: window A 1 W 1 class A 1 W 1',
    'DefWindowProc info A 1',
    'user32 instance: 0 err 87',
    'bad cbSize: 0 err 87',
    'negative extra: 0 err 87',
]


def test_clsscope(boot, width):
    d = boot(guest_exe("clsscope", width), settle=False)
    d.run_to_end(3000)
    assert d.vm.stdout_log == EXPECTED
