"""ImageList_Merge and a tree view's CDRF_NOTIFYITEMERASE (issue 23 item 6: Wine's
comctl32 imagelist.c and treeview.c stopped at them).

test/exe/ilmerge.exe (guests/tests/ilmerge.c) merges a 4 x 4 red image with a 2 x 2 blue
one whose top-left pixel is masked out, at (1, 0), (3, 1) and (-1, 0), with an index that
is no image on either side, with itself, and with a NULL list on either side, printing the
new list's size and count and two rows of the merged image drawn over white (GetPixel's
COLORREFs: 0000ff is red). Then a tree view's parent answers the paint's NM_CUSTOMDRAW
with CDRF_NOTIFYITEMDRAW | CDRF_NOTIFYITEMERASE | CDRF_NOTIFYPOSTPAINT and prints the
stages it is sent: no CDDS_ITEMPREERASE / ITEMPOSTERASE, as Windows (Wine's treeview.c
parent_cd_seq). The expected lines are what the same binaries print under Wine 8
(``xvfb-run -a wine ilmerge.exe``; 64-bit prefix for test/exe64), the same at both widths.
"""

from paths import guest_exe

EXPECTED = [
    'add red 0',
    'add blue 0',
    'merge at 1,0: 4x4, 1 image(s)',
    '  draw 1: 0000ff 0000ff ff0000 0000ff ffffff ffffff 0000ff ff0000 ff0000 0000ff ffffff ffffff',
    'merge at 3,1: 5x4, 1 image(s)',
    '  draw 1: 0000ff 0000ff 0000ff 0000ff ffffff ffffff 0000ff 0000ff 0000ff 0000ff ff0000 ffffff',
    'merge at -1,0: 5x4, 1 image(s)',
    '  draw 1: ffffff ff0000 0000ff 0000ff 0000ff ffffff ff0000 ff0000 0000ff 0000ff 0000ff ffffff',
    'first index 5: 4x4, 1 image(s)',
    '  draw 1: ffffff ff0000 ffffff ffffff ffffff ffffff ff0000 ff0000 ffffff ffffff ffffff ffffff',
    'second index -1: 4x4, 1 image(s)',
    '  draw 1: 0000ff 0000ff 0000ff 0000ff ffffff ffffff 0000ff 0000ff 0000ff 0000ff ffffff ffffff',
    'with itself: 4x4, 1 image(s)',
    '  draw 1: 0000ff 0000ff 0000ff 0000ff ffffff ffffff 0000ff 0000ff 0000ff 0000ff ffffff ffffff',
    'NULL first: NULL',
    'NULL second: NULL',
    'tree view stages: 1 10001 10002 10001 10002 2',
    'done',
]


def test_image_list_merge_and_tree_erase(boot, tmp_path, width):
    d = boot(guest_exe("ilmerge", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(1000)
    assert d.vm.stdout_log == EXPECTED
