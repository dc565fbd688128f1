"""LVM_SETCOLUMNWIDTH's LVSCW_AUTOSIZE and LVSCW_AUTOSIZE_USEHEADER (issue 23, "Programs in
the wild (stop 27)": wxWidgets sizes its report columns so, and ListView_SetColumnWidth
sends MAKELPARAM(cx, 0); the width was taken whole, and wx's listctrl sample got columns
65535 pixels wide).

test/exe/lvautosize.exe (guests/tests/lvautosize.c) fills a three-column report view and
prints each width relative to LVM_GETSTRINGWIDTH of the widest text, the header's text or
the client width, so no line depends on the font: AUTOSIZE is the widest text and 12
pixels (and column 0 its 16-pixel small image when there is a small image list);
AUTOSIZE_USEHEADER at least the header's text and 11; the last column fills the client.
Wine 8 prints these lines exactly, 32- and 64-bit.
"""

from paths import guest_exe

EXPECTED = [
    'plain 77: 1 width 77',
    'col 1 autosize: 1 width - widest 12',
    'col 0 autosize: 1 width - widest 12',
    'col 1 useheader: 1 width - header 11',
    'col 0 useheader: 1 width - widest 12',
    'last useheader: 1 fills 1',
    'last autosize: 1 width - widest 12',
    'col 0 autosize with images: 1 width - widest 28',
    'col 1 autosize with images: 1 width - widest 12',
    'no such column: 0',
    'done',
]


def test_autosize_fits_the_texts_and_the_header(boot, tmp_path, width):
    d = boot(guest_exe("lvautosize", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(300)
    assert d.vm.stdout_log == EXPECTED
