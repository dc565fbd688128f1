"""IMM32 on a machine with no input method (issue 23; user32's input.c and msg.c call
ImmDisableIME before anything else): ImmDisableIME for this thread, another thread and
every thread, and what the input-method queries answer for the US keyboard layout;
then GetCursorPos(NULL), GetKeyboardLayoutNameW(NULL) and LoadKeyboardLayout of the
US layout, OemKeyScan, GetKeyNameTextA of keys with no name (the buffer emptied),
input.c's next steps. The 64-bit build prints the HKLs (%p) in 16 digits.

test/exe/immdisable.exe (guests/tests/immdisable.c) prints a line per check; EXPECTED
is what the same binary prints under Wine 8 (``xvfb-run -a wine immdisable.exe``, the
same at both widths), except the lines in NO_IME. Wine runs a built-in IME for every
keyboard layout, so it answers that IME's description (8 characters), file name lookup
(0, ERROR_FILE_NOT_FOUND) and properties; Windows with no IME installed answers for a
layout that is no IME: ImmIsIME FALSE, no description, no file name, no properties.
"""

from paths import guest_exe

#: Wine's lines, in order. ImmDisableIME of another (running) thread fails without
#: setting the last error, as Wine's imm32 tests show Windows does; the thread's input
#: contexts stay after ImmDisableIME, in Wine and on Windows.
EXPECTED = [
    'ImmGetContext before: non-null=1',
    'ImmDisableIME(another thread)=0 err=57005',
    'ImmDisableIME(0)=1',
    'ImmDisableIME(this thread)=1',
    'ImmGetContext after, old window: non-null=1',
    'ImmGetContext after, new window: non-null=1',
    'ImmDisableIME(-1)=1',
    'ImmIsIME=1',
    'ImmGetDescriptionA=8 err=57005',
    'ImmGetDescriptionW=8',
    'ImmGetIMEFileNameA=0 err=2',
    'ImmGetIMEFileNameW=0',
    'ImmGetProperty(IGP_PROPERTY)=90000 err=57005',
    'ImmGetProperty(IGP_GETIMEVERSION)=40000',
    'GetCursorPos(NULL)=0 err=57005',
    'GetKeyboardLayoutNameW(NULL)=0 err=998',
    'LoadKeyboardLayoutW(00000409, KLF_ACTIVATE)=04090409',
    'LoadKeyboardLayoutA(00000409, 0)=04090409',
    'then GetKeyboardLayout=04090409',
    'OemKeyScan(0x61)=0000001e',
    'OemKeyScan(0x41)=0001001e',
    'OemKeyScan(0x31)=00000002',
    'OemKeyScan(0x21)=00010002',
    'OemKeyScan(0x20)=00000039',
    'OemKeyScan(0xd)=ffffffff',
    'OemKeyScan(0x1)=ffffffff',
    'OemKeyScan(0x1b)=ffffffff',
    'OemKeyScan(0x7f)=ffffffff',
    'OemKeyScan(0x80)=ffffffff',
    'OemKeyScan(0xb3)=ffffffff',
    'OemKeyScan(0x161)=0000001e',
    'OemKeyScan(0x1ff)=ffffffff',
    "GetKeyNameTextA(0)=0 ''",
    "GetKeyNameTextA(0x1e)=1 'A'",
    "GetKeyNameTextA(0x55)=0 ''",
    "GetKeyNameTextA(0x7f)=0 ''",
    # a size of 0: the ANSI variant empties the buffer all the same, the Unicode one not
    "GetKeyNameTextA(0x1d, size 0)=0 ''",
    'GetKeyNameTextW(0x1d, size 0)=0 first=0x2d',
]

#: Where wineagent answers as Windows with no IME does, not as Wine's built-in IME.
NO_IME = {
    'ImmIsIME=1': 'ImmIsIME=0',
    'ImmGetDescriptionA=8 err=57005': 'ImmGetDescriptionA=0 err=57005',
    'ImmGetDescriptionW=8': 'ImmGetDescriptionW=0',
    'ImmGetIMEFileNameA=0 err=2': 'ImmGetIMEFileNameA=0 err=57005',
    'ImmGetProperty(IGP_PROPERTY)=90000 err=57005': 'ImmGetProperty(IGP_PROPERTY)=0 err=57005',
    'ImmGetProperty(IGP_GETIMEVERSION)=40000': 'ImmGetProperty(IGP_GETIMEVERSION)=0',
    # Windows sets ERROR_NOACCESS (998) for the POINT it cannot write; Wine leaves the
    # last error alone (user32's input.c accepts either)
    'GetCursorPos(NULL)=0 err=57005': 'GetCursorPos(NULL)=0 err=998',
}


def test_ime_disabled_and_no_ime_for_the_layout(boot, tmp_path, width):
    d = boot(guest_exe("immdisable", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    expected = [NO_IME.get(line, line) for line in EXPECTED]
    if width == 8:
        expected = [line.replace("=04090409", "=0000000004090409") for line in expected]
    assert d.vm.stdout_log == expected
