"""Text messages crossing between ANSI and Unicode window procedures, driven through
test/exe/awconv.exe (source guests/tests/awconv.c): SetWindowTextA on a window whose class
was registered with RegisterClassW, SetWindowTextW on an ANSI one, GetWindowTextA/W,
GetWindowTextLengthA/W and WM_GETTEXTLENGTH across the boundary, CREATESTRUCT names and
WM_CHAR. The expected lines are what the same program prints under Wine 8
(``xvfb-run -a wine awconv.exe``); its x86-64 build prints the same under 64-bit Wine,
and the first test runs both builds (the ``width`` fixture)."""

import os

import pytest

from wineagent.win32.gdi.fontmap import drawable
from wineagent.win32.user import msgconv

from paths import ROOT, guest_exe
AWCONV = os.path.join(ROOT, "test", "exe", "awconv.exe")

# Recorded from Wine 8 (Debian wine32) running test/exe/awconv.exe.
WINE_OUTPUT = """\
wide WM_NCCREATE name: 0073 0074 0061 0072 0074 00e9
ansi WM_NCCREATE name: 73 74 61 72 74 e9
created 1 1
wide WM_SETTEXT: 0043 0061 0066 00e9 0020 20ac
wide GetWindowTextA=6: 43 61 66 e9 20 80
wide GetWindowTextW=6: 0043 0061 0066 00e9 0020 20ac
wide GetWindowTextLengthA=6 GetWindowTextLengthW=6
wide WM_GETTEXTLENGTH A=6 W=6
wide GetWindowTextA(4)=3: 43 61 66
wide GetWindowTextW(4)=3: 0043 0061 0066
ansi WM_SETTEXT: 5a 6f eb 20 80 20 3f
ansi GetWindowTextA=7: 5a 6f eb 20 80 20 3f
ansi GetWindowTextW=7: 005a 006f 00eb 0020 20ac 0020 003f
ansi GetWindowTextLengthA=7 GetWindowTextLengthW=7
ansi WM_GETTEXTLENGTH A=7 W=7
ansi GetWindowTextA(4)=3: 5a 6f eb
ansi GetWindowTextW(4)=3: 005a 006f 00eb
wide WM_CHAR 00e9
wide WM_CHAR 20ac
ansi WM_CHAR 80
ansi WM_CHAR 78
done
""".splitlines()


def test_text_messages_are_converted_between_ansi_and_unicode_procedures_as_wine_does(
        boot, width):
    d = boot(guest_exe("awconv", width), settle=False)
    d.run(20)
    assert d.vm.machine.fault is None, d.vm.machine.fault
    assert d.vm.stdout_log == WINE_OUTPUT


def test_a_text_message_whose_conversion_is_not_written_stops_the_guest():
    # WM_IME_CHAR from a W sender to an ANSI procedure: refused, not passed as garbage.
    assert msgconv.needs_conversion(0x000C, True, False)           # WM_SETTEXT: converted
    assert msgconv.needs_conversion(0x00C4, True, False)           # EM_GETLINE: converted
    assert not msgconv.needs_conversion(0x0180, True, True)        # same set: untouched
    assert not msgconv.needs_conversion(0x000C, None, False)       # the system: untouched
    with pytest.raises(msgconv.ConversionUnimplemented, match="WM_IME_CHAR"):
        msgconv.needs_conversion(0x0286, True, False)


def test_list_box_strings_are_converted_unless_an_owner_drawn_list_keeps_data():
    # LB_ADDSTRING across the A/W boundary is converted (the conformance round), except
    # for an owner-drawn list without LBS_HASSTRINGS, whose lParam is the item's data.
    assert msgconv.needs_conversion(0x0180, True, False)
    assert not msgconv.needs_conversion(0x0180, True, False, 0x10)          # OWNERDRAWFIXED
    assert msgconv.needs_conversion(0x0180, True, False, 0x10 | 0x40)       # + HASSTRINGS
    assert not msgconv.needs_conversion(0x0143, False, True, 0x20)          # combo, no strings


def test_captions_draw_characters_beyond_latin1_as_their_1252_cell_or_a_question_mark():
    assert drawable("Caf\u00e9 \u20ac \u0416") == "Caf\u00e9 \x80 ?"
    assert drawable("plain") == "plain"
