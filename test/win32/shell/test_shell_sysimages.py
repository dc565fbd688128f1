"""What Wine's explorer asks of shell32 and comctl32 for its address box, checked
against Wine: the system image lists (SHGetImageList; an IImageList that is also an
HIMAGELIST), SHGetFileInfo's SHGFI_SYSICONINDEX, SHGetIDListFromObject and a
ComboBoxEx's CBEM_SETITEM of item -1.

test/exe/sh_sysimages.exe (guests/tests/sh_sysimages.c); the expected lines are what the
same binary prints under Wine 8 (``xvfb-run -a wine sh_sysimages.exe``), and its x86-64
build under 64-bit Wine (the same lines; the test runs both builds). The lists'
pictures are ours (shell32's icons are not part of the project), so the guest prints
only that a list holds images and that a folder's index differs from a file's.
"""

from paths import guest_exe

WINE_OUTPUT = [
    'imagelist 1 hr=0 size=16x16 handle-size=16x16 images=1',
    'imagelist 0 hr=0 size=32x32 handle-size=32x32 images=1',
    'imagelist 2 hr=0 size=48x48 handle-size=48x48 images=1',
    'imagelist 99 hr=80004005 out=0',
    'fileinfo desktop small-list=1 icon>=0 1',
    'fileinfo folder small-list=1',
    'fileinfo file small-list=1 differs-from-folder=1',
    'fileinfo file large-list=1',
    'idlist desktop hr=0 equal=1',
    'idlist folder hr=0 equal=1',
    'idlist null hr=80004002',
    'combo imagelist same=1',
    'insert=0',
    'setitem -1 =1',
    'edit text=Shown count=1',
    'done',
]


def test_system_image_lists_and_the_address_box_calls_answer_as_on_wine(boot, tmp_path, width):
    d = boot(guest_exe("sh_sysimages", width), vfs_root=str(tmp_path / "vfs"))
    d.settle(300)
    assert d.vm.machine.fault is None, d.vm.machine.fault
    assert d.vm.machine.exited and d.vm.machine.exit_code == 0
    assert d.vm.stdout_log == WINE_OUTPUT
    assert not (tmp_path / "vfs" / "sysimg").exists()        # it removed what it made
    # the program released the small list as often as it got it: shell32's own
    # references keep the three lists it asked for
    lists = d.vm.com.system_image_lists
    assert sorted(lists) == [0, 1, 2]
    assert all(d.vm.com.objects[p].refs == 1 for p in lists.values())


def test_small_pictures_are_drawn_at_16_pixels_and_keep_their_outline():
    """The 16-pixel pictures (SHIL_SMALL; 7-Zip's File Manager shows a file's) are drawn
    at that size, as Windows' icon groups carry a 16-pixel image of their own: the
    document's left edge is an unbroken black line, where the 32-pixel picture shrunk
    pixel by pixel (NEAREST) kept only every other column and row and lost it."""
    from wineagent.win32.dlls.shell32.sysimagelist import DOCUMENT, shell32_picture
    small = shell32_picture(DOCUMENT, 16)
    assert small.size == (16, 16)
    edge = [small.getpixel((3, y)) for y in range(2, 14)]
    assert edge == [(0, 0, 0, 255)] * len(edge)
    assert small.getpixel((0, 0))[3] == 0          # outside the page: transparent
    assert shell32_picture(DOCUMENT, 32).getpixel((6, 10)) == (0, 0, 0, 255)
