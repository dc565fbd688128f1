"""A tree view's NM_CUSTOMDRAW (issue 23: wxWidgets' treectrl colours and fonts its items
this way). test/exe/tvcustom.exe and test/exe64/tvcustom.exe (guests/tests/tvcustom.c)
answer CDRF_NOTIFYITEMDRAW | CDRF_NOTIFYPOSTPAINT, colour one item's text red
(clrText), give another a blue background (clrTextBk), select a big font for a third
(CDRF_NEWFONT), skip a fourth (CDRF_SKIPDEFAULT) and ask the last for its post-paint;
they print the notifications of one paint (stage, item, level, CDIS_ state, lParam, row,
the colours offered, the rectangle, and for an item the DC's colours and font: the
offered colours again after the parent changed the DC's for an earlier item, the
control's font back at the post-paint) and what each row shows (GetPixel).

WINE_OUTPUT is the i686 binary's output under Wine 8 (the same at both widths). Wine
offers 0xFFFFFFFF as the colours of the whole-control stages; Windows documents none.
"""

from paths import guest_exe

WINE_OUTPUT = """stage 0x1 text ffffffff bk ffffffff rc.left 0 full width yes
stage 0x10001 item Root level 0 state 0 param 100 row 0 text 000000 bk ffffff rc.left 0 full width yes dc text 000000 bk ffffff big font 0
stage 0x10001 item red level 1 state 0 param 101 row 1 text 000000 bk ffffff rc.left 0 full width yes dc text 000000 bk ffffff big font 0
stage 0x10001 item blue back level 1 state 0 param 102 row 2 text 000000 bk ffffff rc.left 0 full width yes dc text 000000 bk ffffff big font 0
stage 0x10001 item big font level 1 state 0 param 103 row 3 text 000000 bk ffffff rc.left 0 full width yes dc text 000000 bk ffffff big font 0
stage 0x10001 item skipped level 1 state 0 param 104 row 4 text 000000 bk ffffff rc.left 0 full width yes dc text 000000 bk ffffff big font 0
stage 0x10001 item plain level 1 state 0x11 param 105 row 5 text 000000 bk ffffff rc.left 0 full width yes dc text 000000 bk ffffff big font 0
stage 0x10002 item plain level 1 state 0x11 param 105 row 5 text 000000 bk ffffff rc.left 0 full width yes dc text 000000 bk ffffff big font 0
stage 0x2 text ffffffff bk ffffffff rc.left 0 full width yes
row Root: red no, blue no, dark yes
row red: red yes, blue no, dark no
row blue back: red no, blue yes, dark yes
row big font: red no, blue no, dark yes
row skipped: red no, blue no, dark no
row plain: red no, blue no, dark yes
done""".splitlines()


def test_tree_view_custom_draw_as_on_wine(boot, width):
    d = boot(guest_exe("tvcustom", width), settle=False)
    d.run_to_end(600)
    assert d.vm.stdout_log == WINE_OUTPUT
