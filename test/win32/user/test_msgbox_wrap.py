"""A MessageBox with one long line of text (notifu 1.7's usage box, issue 23 "Programs in
the wild", docs/runtimes.md): the text is word-wrapped within the width of the box's text
control, so the box stays narrower than the screen.

test/exe/msgbox_wrap.exe (guests/tests/msgbox_wrap.c) looks at the box from a thread
timer while it is up; the expected lines are what it prints under Wine 8
(``xvfb-run -a wine msgbox_wrap.exe``).
"""

from paths import guest_exe

from wineagent.win32.controls.msgbox import _text_lines
from wineagent.win32.gdi.objects import ui_font


def test_a_long_line_wraps_inside_the_box(boot, tmp_path):
    d = boot(guest_exe("msgbox_wrap"), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(2000)
    assert d.vm.stdout_log == [
        'box found=1 narrower than 400=1 taller than 80=1 inside the screen=1',
        'MessageBox=1',
    ]


def test_wrapping_breaks_after_spaces_and_keeps_a_long_word_whole():
    font = ui_font("message").pil
    lines = _text_lines(font, "short\r\n" + "word " * 80 + "x" * 100)
    assert lines[0] == "short"
    assert all(not l.endswith(" ") for l in lines)
    assert lines[-1] == "x" * 100              # wider than the box: alone, not cut
    assert " ".join(lines[1:-1]).split() == ["word"] * 80
