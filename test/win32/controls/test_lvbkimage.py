"""A list view's background image (issue 23 item 6: comctl32's listview.c stopped at
LVM_SETBKIMAGEA, test_LVM_SETBKIMAGE).

test/exe/lvbkimage.exe (guests/tests/lvbkimage.c) sets, replaces and removes a bitmap in a
comctl32 5 and a version 6 list view (the answers, whether the bitmap is still alive: the
control owns it), asks LVM_GETBKIMAGE, destroys a control holding one, and reads pixels of
the picture drawn at 100% offsets, tiled, tiled from an offset in pixels, and loaded from a
.bmp file named as a URL (a network URL and a missing file fail). WINE is what the same
binary prints under Wine 8 (``xvfb-run -a wine lvbkimage.exe``), the same at both widths.
"""

from paths import guest_exe

WINE = [
    'v5 none first: 0',
    "v5: get 0, flags 0, hbm null, url ''",
    'v5 bitmap: 1, alive 1',
    "v5: get 0, flags 0, hbm null, url ''",
    'v5: (2,2) red, (12,2) window, (2,12) window, (95,75) window, (85,65) window',
    'v5 none: 0, alive 0',
    'v5: (2,2) window, (12,2) window, (2,12) window, (95,75) window, (85,65) window',
    'v5 same bitmap again: 0, alive 0',
    'v5 destroyed: alive 0',
    'v6 context: 1',
    'v6 none first: 0',
    "v6: get 0, flags 0, hbm null, url ''",
    'v6 bitmap: 1, alive 1',
    "v6: get 0, flags 0, hbm null, url ''",
    'v6: (2,2) red, (12,2) window, (2,12) window, (95,75) window, (85,65) window',
    'v6 none: 0, alive 0',
    'v6: (2,2) window, (12,2) window, (2,12) window, (95,75) window, (85,65) window',
    'v6 same bitmap again: 0, alive 0',
    'v6 destroyed: alive 0',
    'offset 100%: (2,2) red, (12,2) window, (2,12) window, (95,75) window, (85,65) window',
    'tiled: (2,2) red, (12,2) window, (2,12) window, (95,75) window, (85,65) window',
    'tiled from 5,0: (2,2) red, (12,2) window, (2,12) window, (95,75) window, (85,65) window',
    'url: 0',
    "url: get 0, flags 0, hbm null, url ''",
    'url: (2,2) red, (12,2) window, (2,12) window, (95,75) window, (85,65) window',
    'network url: 0',
    'missing file: 0',
    'done',
]

#: (Wine's line, which occurrence of it) -> ours, where Windows' documented behaviour (and
#: Wine's listview.c, written against Windows) is not Wine 8's: Wine does not answer
#: LVM_GETBKIMAGE (0, nothing filled); comctl32 5 answers FALSE to a bitmap it keeps and
#: owns all the same (Wine's test marks Wine's TRUE todo_wine); Wine ignores the offsets,
#: LVBKIF_STYLE_TILE and LVBKIF_FLAG_TILEOFFSET (its FIXMEs: the bitmap is drawn at the
#: top-left corner) and LVBKIF_SOURCE_URL (a FIXME answering FALSE; the red there is the
#: previous bitmap, still shown).
OURS = {
    ("v5: get 0, flags 0, hbm null, url ''", 0):
        "v5: get 1, flags 0, hbm null, url ''",
    ('v5 bitmap: 1, alive 1', 0):
        'v5 bitmap: 0, alive 1',
    ("v5: get 0, flags 0, hbm null, url ''", 1):
        "v5: get 1, flags 0x1, hbm same, url ''",
    ("v6: get 0, flags 0, hbm null, url ''", 0):
        "v6: get 1, flags 0, hbm null, url ''",
    ("v6: get 0, flags 0, hbm null, url ''", 1):
        "v6: get 1, flags 0x1, hbm same, url ''",
    ('offset 100%: (2,2) red, (12,2) window, (2,12) window, (95,75) window, (85,65) window', 0):
        'offset 100%: (2,2) window, (12,2) window, (2,12) window, (95,75) red, (85,65) window',
    ('tiled: (2,2) red, (12,2) window, (2,12) window, (95,75) window, (85,65) window', 0):
        'tiled: (2,2) red, (12,2) red, (2,12) red, (95,75) blue, (85,65) blue',
    ('tiled from 5,0: (2,2) red, (12,2) window, (2,12) window, (95,75) window, (85,65) window', 0):
        'tiled from 5,0: (2,2) blue, (12,2) blue, (2,12) blue, (95,75) red, (85,65) red',
    ('url: 0', 0):
        'url: 1',
    ("url: get 0, flags 0, hbm null, url ''", 0):
        "url: get 1, flags 0x2, hbm null, url 'lvbk.bmp'",
    ('url: (2,2) red, (12,2) window, (2,12) window, (95,75) window, (85,65) window', 0):
        'url: (2,2) blue, (12,2) window, (2,12) window, (95,75) window, (85,65) window',
}


def _expected():
    out, seen = [], {}
    for line in WINE:
        k = seen.get(line, 0)
        seen[line] = k + 1
        out.append(OURS.get((line, k), line))
    return out


EXPECTED = _expected()


def test_list_view_background_image(boot, tmp_path, width):
    d = boot(guest_exe("lvbkimage", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(2000)
    assert d.vm.stdout_log == EXPECTED
