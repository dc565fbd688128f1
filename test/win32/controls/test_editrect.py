"""An edit control's formatting rectangle, margins and answers (issue 23: Wine's
conformance tests user32 and comctl32 edit.c, session 38 branch ``editc``).

test/exe/editrect.exe (guests/tests/editrect.c) prints EM_GETRECT at client heights
around one line for the four borders (none, the flat WS_BORDER the control draws itself,
a client edge, both) of single- and multi-line controls, the style a flat border leaves
(and the client edge a dialog template's WS_BORDER becomes), EM_SETMARGINS /
EM_GETMARGINS and their effect on the rectangle, EM_SETRECT(NP), the notifications an
owned popup edit sends its owner (EN_MAXTEXT of EM_REPLACESEL, the refusal of lines a
multi-line control without ES_AUTOVSCROLL cannot show), EM_POSFROMCHAR past the text,
EM_SETLIMITTEXT 0, EM_SCROLL's answer and the line breaks a single line keeps. Wine 8
prints these lines, 32- and 64-bit, but one: Wine's SYSTEM_FONT is a TrueType face, so
its EC_USEFONTINFO margins are half an average character (4 each); every font here is a
raster font, like Windows' System, and brings none.
"""

from paths import guest_exe


def _rects(name, lh_border_rows, multi=False):
    """The lines for one control: ``lh_border_rows``: the top inset and left inset, and
    the client extra from which the top inset applies."""
    top_in, left, from_extra = lh_border_rows
    out = ["%s style WS_BORDER %d" % (name, 1 if name == "single both" else 0)]
    for extra in (-1, 0, 1, 2, 3, 4, 5, 17):
        if multi and extra == 17:
            extra = 33
        top = top_in if top_in and extra >= from_extra else 0
        if extra < 0:
            height = extra
        elif multi and extra == 33:
            height = 32 if not top_in else 16
        else:
            height = 0
        out.append("%s client lh%+d: top %d height lh%+d left %d"
                   % (name, extra, top, height, left))
    return out


EXPECTED = (
    _rects("single plain", (0, 0, 0)) + _rects("single border", (2, 2, 4))
    + _rects("single edge", (1, 1, 2)) + _rects("single both", (1, 1, 2))
    + _rects("multi plain", (0, 0, 0), True) + _rects("multi border", (2, 2, 4), True)
    + _rects("multi edge", (1, 1, 2), True)
    + [
        "flat border: client 40x30 window 40x30",
        "dialog edit: WS_BORDER 0 client edge 1",
        "margins at start 00000000",
        "left 10: 0000000a",
        "right 7: 0007000a",
        "margins 5,5 -> 15,20: left +10 right -15 top +0 bottom +0",
        "single-line EM_SETRECT ignored: 1",
        "after WM_SETFONT(SYSTEM_FONT) 00000000",     # Wine 8: 00040004 (see above)
        "single line keeps breaks: 1, length 6",
        "EM_POSFROMCHAR 5 1 6 -1",
        "EM_SETSEL 1 WM_CHAR 1",
        "single limit 0 -> 7ffffffe",
        "multi EM_SETRECTNP: 3,4,90",
        "after WM_SIZE: 0,0,200",
        "multi limit 0 -> ffffffff",
        "EM_SCROLL nothing to scroll: 0 0",
        "popup EM_REPLACESEL: change 1 update 1 maxtext 0",
        "popup WM_SETTEXT: change 1 update 1 maxtext 0",
        "limited length 5",
        "popup past the limit: change 1 update 1 maxtext 1",
        "lines that do not fit: length 0",
        "multi without ES_AUTOVSCROLL: change 1 update 1 maxtext 1",
        "WM_SETTEXT takes them: length 22",
        "multi WM_SETTEXT: change 0 update 0 maxtext 0",
        "done",
    ])


def test_the_formatting_rectangle_margins_and_answers_as_windows(boot, tmp_path, width):
    d = boot(guest_exe("editrect", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(300)
    assert d.vm.stdout_log == EXPECTED
