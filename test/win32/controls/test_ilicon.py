"""ImageList_GetIcon and overlay images (SetOverlayImage, INDEXTOOVERLAYMASK in
ImageList_Draw / DrawEx / DrawIndirect), and the drag calls' answers.

test/exe/ilicon.exe (guests/tests/ilicon.c): see its header. Its drag part shows the
drag image over a white 32 x 32 window (DragEnter, which locks the window's updates;
the program unlocks it with LockWindowUpdate(NULL) to read the window's pixels), moves,
hides, shows and takes it away, reading rows of the window's pixels each time: the red
image at 192/255 of its opacity, and white again where it was. The expected lines are what
the same binaries print under Wine 8 (``xvfb-run -a wine ilicon.exe``; a win64 prefix
for test/exe64), but for GetIcon with INDEXTOOVERLAYMASK(1): Wine 8 ignores GetIcon's
style (its icon is the image alone), while Windows documents the style as the drawing
style of the icon's image, so ours holds the overlay (the blue corner) too.
"""

from paths import guest_exe

EXPECTED = [
    'add red: 0',
    'add blue: 1',
    'GetIcon 0: GetIconInfo 1 fIcon 1 hotspot 2,2 color 1 mask 1',
    '  color 4x4',
    '  mask 4x4 1 bit(s)',
    '  color (4 rows): 000000,ff0000,ff0000,ff0000 ff0000,ff0000,ff0000,ff0000 ff0000,ff0000,ff0000,ff0000 ff0000,ff0000,ff0000,ff0000',
    '  mask (4 rows): ffffff,000000,000000,000000 000000,000000,000000,000000 000000,000000,000000,000000 000000,000000,000000,000000',
    '  DestroyIcon 1',
    'GetIcon 1 transparent: GetIconInfo 1 fIcon 1 hotspot 2,2 color 1 mask 1',
    '  color 4x4',
    '  mask 4x4 1 bit(s)',
    '  color (4 rows): 000000,000000,000000,000000 000000,000000,000000,000000 000000,000000,0000ff,0000ff 000000,000000,0000ff,0000ff',
    '  mask (4 rows): ffffff,ffffff,ffffff,ffffff ffffff,ffffff,ffffff,ffffff ffffff,ffffff,000000,000000 ffffff,ffffff,000000,000000',
    '  DestroyIcon 1',
    'GetIcon 2: NULL',
    'GetIcon -1: NULL',
    'GetIcon NULL list: NULL',
    'SetOverlayImage 1 as 0: 0',
    'SetOverlayImage 1 as 16: 0',
    'SetOverlayImage 2 as 1: 1',
    'SetOverlayImage 3 as 1: 0',
    'SetOverlayImage -2 as 1: 0',
    'SetOverlayImage -1 as 2: 1',
    'SetOverlayImage 1 as 15: 1',
    'SetOverlayImage NULL: 0',
    'SetOverlayImage 1 as 1: 1',
    'Draw 0 overlay 1 transparent: 1 ffffff,ff0000,ff0000,ff0000 ff0000,ff0000,ff0000,ff0000 ff0000,ff0000,0000ff,0000ff ff0000,ff0000,0000ff,0000ff',
    'Draw 0 overlay 15 normal: 1 ffffff,ff0000,ff0000,ff0000 ff0000,ff0000,ff0000,ff0000 ff0000,ff0000,0000ff,0000ff ff0000,ff0000,0000ff,0000ff',
    'Draw 0 overlay 2 (none): 1 ffffff,ff0000,ff0000,ff0000 ff0000,ff0000,ff0000,ff0000 ff0000,ff0000,ff0000,ff0000 ff0000,ff0000,ff0000,ff0000',
    'DrawEx 0 overlay 1 bk green: 1 00ff00,ff0000,ff0000,ff0000 ff0000,ff0000,ff0000,ff0000 ff0000,ff0000,0000ff,0000ff ff0000,ff0000,0000ff,0000ff',
    'DrawIndirect 0 overlay 1 at 1,1: 1 ffffff,ffffff,ffffff,ffffff ffffff,ffffff,ff0000,ff0000 ffffff,ff0000,ff0000,ff0000 ffffff,ff0000,ff0000,0000ff',
    'GetIcon 0 overlay 1: GetIconInfo 1 fIcon 1 hotspot 2,2 color 1 mask 1',
    '  color 4x4',
    '  mask 4x4 1 bit(s)',
    '  color (4 rows): 000000,ff0000,ff0000,ff0000 ff0000,ff0000,ff0000,ff0000 ff0000,ff0000,ff0000,ff0000 ff0000,ff0000,ff0000,ff0000',
    '  mask (4 rows): ffffff,000000,000000,000000 000000,000000,000000,000000 000000,000000,000000,000000 000000,000000,000000,000000',
    '  DestroyIcon 1',
    'plain add: 0',
    'plain GetIcon 0: GetIconInfo 1 fIcon 1 hotspot 2,2 color 1 mask 1',
    '  color 4x4',
    '  mask 4x4 1 bit(s)',
    '  color (4 rows): 0000ff,0000ff,0000ff,0000ff 0000ff,0000ff,0000ff,0000ff 0000ff,0000ff,0000ff,0000ff 0000ff,0000ff,0000ff,0000ff',
    '  mask (4 rows): 000000,000000,000000,000000 000000,000000,000000,000000 000000,000000,000000,000000 000000,000000,000000,000000',
    '  DestroyIcon 1',
    'BeginDrag: 1',
    'BeginDrag again: 0',
    'GetDragImage: 1 pt 0,0 hotspot 1,2 count 1',
    'after EndDrag: 0',
    'no drag: enter 0 move 0 show 0 leave 1',
    'BeginDrag: 1',
    'DragEnter: 1',
    'DragEnter again: 0',
    'GetDragImage pt 3,3',
    'LockWindowUpdate(NULL): 1',
    '  row 1: ffffff ffffff ffffff 3f3fff 3f3fff 3f3fff ffffff ffffff',
    '  row 4: ffffff ffffff 3f3fff 3f3fff 3f3fff 3f3fff ffffff ffffff',
    'DragMove: 1',
    'GetDragImage pt 5,4',
    '  row 1: ffffff ffffff ffffff ffffff ffffff ffffff ffffff ffffff',
    '  row 2: ffffff ffffff ffffff ffffff ffffff 3f3fff 3f3fff 3f3fff',
    'DragShowNolock(FALSE): 1',
    'DragShowNolock(FALSE) again: 0',
    '  row 2: ffffff ffffff ffffff ffffff ffffff ffffff ffffff ffffff',
    'DragMove hidden: 1',
    'DragShowNolock(TRUE): 1',
    '  row 0: ffffff ffffff 3f3fff 3f3fff 3f3fff ffffff ffffff ffffff',
    '  row 3: ffffff 3f3fff 3f3fff 3f3fff 3f3fff ffffff ffffff ffffff',
    'DragLeave: 1',
    '  row 0: ffffff ffffff ffffff ffffff ffffff ffffff ffffff ffffff',
    'Remove all: 1',
    'add red again: 0',
    'SetOverlayImage 0 as 1: 1',
]

#: Wine 8's colour bitmap of GetIcon(0, INDEXTOOVERLAYMASK(1)) (the image alone) and ours
#: (the overlay's blue corner drawn over it, as the documented drawing style asks)
WINE_OVERLAY_ICON = ('  color (4 rows): 000000,ff0000,ff0000,ff0000 ff0000,ff0000,ff0000,ff0000 '
                     'ff0000,ff0000,ff0000,ff0000 ff0000,ff0000,ff0000,ff0000')
OUR_OVERLAY_ICON = ('  color (4 rows): 000000,ff0000,ff0000,ff0000 ff0000,ff0000,ff0000,ff0000 '
                    'ff0000,ff0000,0000ff,0000ff ff0000,ff0000,0000ff,0000ff')


def test_get_icon_and_overlays(boot, tmp_path, width):
    d = boot(guest_exe("ilicon", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(1000)
    expected = list(EXPECTED)
    at = expected.index('GetIcon 0 overlay 1: GetIconInfo 1 fIcon 1 hotspot 2,2 color 1 mask 1')
    assert expected[at + 3] == WINE_OVERLAY_ICON
    expected[at + 3] = OUR_OVERLAY_ICON
    assert d.vm.stdout_log == expected
