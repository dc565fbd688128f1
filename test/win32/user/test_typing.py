"""Typing any character: the queue holds UTF-16 units; an ANSI message loop reads the
cp1252 byte ('?' for a character the code page lacks), DispatchMessage converts for a
procedure of the other character set, a Unicode window under a W loop gets the units,
surrogate pairs as two WM_CHARs (docs/protocol.md, "Keys"). test/exe/typechars.exe
prints what its loop read ("got") and what its procedure received ("char"); its i686 and
x86-64 builds (the ``width`` fixture) print the same."""

import pytest

import wineagent

from paths import guest_exe
TEXT = "h\u00e9\u20ac\u2603\U0001F600"       # h, e-acute, euro, snowman, a grinning face


def typed(args, width, text=TEXT):
    """What typechars (its build for ``width``) printed for ``text`` typed into it."""
    with wineagent.Desktop(exe=guest_exe("typechars", width), args=args) as d:
        d.step(20)
        d.type(text)
        d.step(20)
        log = d.vm.stdout_log
    return [line for line in log if not line.startswith("ready")]


def pairs(got, char):
    out = []
    for g, c in zip(got, char):
        out += ["got %04x" % g, "char %04x" % c]
    return out


def test_an_ansi_window_gets_cp1252_bytes_and_question_marks(width):
    # e9, 80 for the euro sign; the snowman and each half of the face are '?'
    assert typed("", width) == pairs([0x68, 0xE9, 0x80, 0x3F, 0x3F, 0x3F],
                              [0x68, 0xE9, 0x80, 0x3F, 0x3F, 0x3F])


def test_a_unicode_window_under_a_w_loop_gets_utf16_units_and_a_surrogate_pair(width):
    units = [0x68, 0xE9, 0x20AC, 0x2603, 0xD83D, 0xDE00]
    assert typed("/w /wloop", width) == pairs(units, units)


def test_dispatchmessagew_converts_for_an_ansi_procedure(width):
    assert typed("/wloop", width) == pairs([0x68, 0xE9, 0x20AC, 0x2603, 0xD83D, 0xDE00],
                                    [0x68, 0xE9, 0x80, 0x3F, 0x3F, 0x3F])


def test_an_a_loop_loses_what_cp1252_lacks_even_for_a_unicode_window(width):
    assert typed("/w", width) == pairs([0x68, 0xE9, 0x80, 0x3F, 0x3F, 0x3F],
                                [0x68, 0xE9, 0x20AC, 0x3F, 0x3F, 0x3F])


def test_keypress_of_a_code_beyond_the_bmp_is_two_wm_chars(width):
    with wineagent.Desktop(exe=guest_exe("typechars", width), args="/w /wloop") as d:
        d.step(20)
        d.call("keypress", char=0x1F600)
        d.step(20)
        assert [l for l in d.vm.stdout_log if l.startswith("char")] == \
            ["char d83d", "char de00"]


def test_notepad_saves_typed_text_as_cp1252_bytes():
    with wineagent.Desktop(app="notepad") as d:
        d.step(30)
        d.type("h\u00e9llo \u20ac \u2603")
        d.step(30)
        d.key("ctrl+s")                  # the name dialog, "C:\untitled.txt" filled in
        d.step(30)
        d.key("enter")
        d.step(30)
        # GetWindowTextA + WriteFile: the bytes the ANSI EDIT holds
        assert d.read_file("C:\\untitled.txt") == b"h\xe9llo \x80 ?"
