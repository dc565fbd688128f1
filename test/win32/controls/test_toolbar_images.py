"""A toolbar's buttons sized by its image list, and a disabled button's image (issue 23,
"Programs in the wild": mCtrl's HTML example puts 24-pixel back/forward images, disabled
at first, in a plain toolbar).

test/exe/tbimgsize.exe (guests/tests/tbimgsize.c) prints the button size and the item
rectangles as image lists of several sizes are set. The expected lines are what the same
binary prints under Wine 8 (``xvfb-run -a wine tbimgsize.exe``), which are Windows' too
(Wine's comctl32/tests/toolbar.c, passing on Windows, checks them): the default button is
23 by 22 (comctl32's 16 by 16 bitmap plus the padding, though TB_SETBUTTONSIZE's
documentation gives 24 by 22), and after a 24-pixel list is replaced by a 16-pixel one the
buttons keep their 31-pixel width (TB_SETIMAGELIST changes the height, the width only to
grow). The x86-64 build prints the same lines.
"""

from PIL import Image

from paths import guest_exe
from wineagent.win32.controls.toolbar import _embossed

EXPECTED = [
    'empty: button 23x22, item 0 width 0 height 0, item 1 left-0 0',
    'two buttons, no images: button 23x22, item 0 width 23 height 22, item 1 left-0 23',
    '24x24 image list: button 31x30, item 0 width 31 height 30, item 1 left-0 31',
    '16x16 image list: button 31x22, item 0 width 31 height 22, item 1 left-0 31',
    '32x20 image list: button 39x26, item 0 width 39 height 26, item 1 left-0 39',
    'done',
]


def test_buttons_grow_to_hold_their_images(boot, tmp_path, width):
    d = boot(guest_exe("tbimgsize", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(300)
    assert d.vm.stdout_log == EXPECTED


def test_a_disabled_image_leaves_out_its_white_pixels():
    """comctl32 embosses a disabled button's image from the pixels that are neither
    transparent nor white: a white arrow on a green disc stays a hole in the grey disc."""
    img = Image.new("RGBA", (5, 5), (0, 0, 0, 0))
    for x in range(5):
        for y in range(1, 4):
            img.putpixel((x, y), (0, 128, 0, 255))
    img.putpixel((2, 2), (255, 255, 255, 255))

    class Recorder:
        def __init__(self):
            self.pasted = []

        def paste_rgba(self, im, x, y):
            self.pasted.append((im.getchannel("A"), x, y))

    dc = Recorder()
    _embossed(dc, img, 10, 20)
    (white, wx, wy), (grey, gx, gy) = dc.pasted
    assert (wx, wy, gx, gy) == (11, 21, 10, 20)
    assert grey.getpixel((0, 1)) == 255 and grey.getpixel((0, 0)) == 0
    assert grey.getpixel((2, 2)) == 0          # the white pixel is left out
    assert list(white.getdata()) == list(grey.getdata())
