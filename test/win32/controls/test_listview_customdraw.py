"""A report list view's NM_CUSTOMDRAW and the header's sort arrow (issue 23: Win32++
10.3's ListView sample colours its rows per subitem and marks the sorted column).
test/exe/lvcustom.exe and test/exe64/lvcustom.exe (guests/tests/lvcustom.c): the parent
answers CDRF_NOTIFYITEMDRAW, then CDRF_NOTIFYSUBITEMDRAW, and sets blue text on green (the
first column) or yellow (the second), CDRF_NEWFONT with a bold font for row 1's first
cell; it logs each notification's stage, item, subitem and the colours it was given
(each row starts from the control's CLR_DEFAULT, a subitem gets what the previous one
left), then reads cell pixels and looks for the HDF_SORTUP arrow in the header.

WINE_OUTPUT is the i686 binary's output under Wine 8 (the same here at both widths).
"""

from paths import guest_exe

WINE_OUTPUT = """header fmt 0x4400
stage 0x1 item 0 sub -1 text ff000000 bk ff000000
stage 0x10001 item 0 sub -1 text ff000000 bk ff000000
stage 0x30001 item 0 sub 0 text ff000000 bk ff000000
stage 0x30001 item 0 sub 1 text ff0000 bk 00ff00
stage 0x10001 item 1 sub -1 text ff000000 bk ff000000
stage 0x30001 item 1 sub 0 text ff000000 bk ff000000
stage 0x30001 item 1 sub 1 text ff0000 bk 00ff00
row 0 name cell, right end (95,24): 00ff00
row 0 size cell, right end (195,24): ffff00
row 0 past the columns (250,24): ffffff
row 1 size cell, right end (195,38): ffff00
below the rows (95,55): ffffff
sort arrow drawn: yes
done""".splitlines()


def test_custom_draw_colours_and_sort_arrow_as_on_wine(boot, width):
    d = boot(guest_exe("lvcustom", width), settle=False)
    d.run_to_end(400)
    assert d.vm.stdout_log == WINE_OUTPUT
