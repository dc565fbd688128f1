"""A BUTTON's BS_ICON / BS_BITMAP image (issue 23, "Programs in the wild (stop 29)":
mCtrl's example-button, x86-64 and i686, showed its two BS_ICON buttons blank: BM_SETIMAGE
fell to DefWindowProc).

test/exe/btnimage.exe (guests/tests/btnimage.c) gives push buttons icons and bitmaps with
BM_SETIMAGE (the image kept only when its type is the style's, the old one answered),
reads them back with BM_GETIMAGE, and finds the drawn image by its colour with GetPixel:
centred in place of the label, a pixel right and down while pressed, gone once the image
is removed. The expected lines are what the same binary prints under Wine 8, at both
widths (``xvfb-run -a wine btnimage.exe``).
"""

from paths import guest_exe

EXPECTED = [
    'icon get before=0',
    'icon button given a bitmap=0 get=0',
    'icon button given an icon: old=0 get(icon)=1',
    'again: old is it=1',
    'bitmap button given an icon=0',
    'bitmap button given a bitmap: old=0 get=1',
    'plain button given a bitmap=0 get=0',
    'icon drawn: 12,7-27,22',
    'bitmap drawn: 20,12-29,17',
    'plain: no bitmap: none',
    'icon pressed: 13,8-28,23',
    'icon removed: none',
    'done',
]


def test_button_image(boot, tmp_path, width):
    d = boot(guest_exe("btnimage", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(1000)
    assert d.vm.stdout_log == EXPECTED
