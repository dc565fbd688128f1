"""Icons and cursors as Wine's user32 cursoricon.c checks them (issue 23; docs/compat.md
"Icons and cursors (cursoricon.c)"): DrawIcon / DrawIconEx through the AND mask and the
XOR colour or the alpha channel and DrawIconEx's DI_ flags, GetIconInfo's bitmaps
(monochrome icons: the mask of twice the height and no colour bitmap; the colour bitmap of
the display's depth), CreateIconIndirect without a mask, CopyImage's bitmaps (DIB sections
of the source's depth, monochrome copies, a one-bit bitmap shrunk black-on-white), the
cursor and ShowCursor count of each thread and of threads attached with AttachThreadInput,
SetCursor of a bad handle, DestroyCursor of the current cursor and
LookupIconIdFromDirectory(Ex)'s choice of image, shared icons (LoadIcon, LoadImage's
LR_SHARED) and CopyImage's LR_COPYFROMRESOURCE.

test/exe/iconconf.exe and test/exe64/iconconf.exe (guests/tests/iconconf.c) print one line
per check; the expected lines are what both print under Wine 8 (``xvfb-run -a wine``), the
same at both widths but for NULL handles printed with %p, except where a comment says why.
"""

from paths import guest_exe


def expected(width):
    """The guest's lines at ``width`` (4 or 8 bytes a pointer)."""
    null = "0" * (2 * width)        # %p of NULL: 8 or 16 digits
    return [
        'mask 0: 1 a0b0c0',
        'mask 1 inverts: 1 5f4f3f',
        'alpha 80 on black: 1 505860',
        'alpha 80 on white: 1 cfd7df',
        'alpha ff mask 1: 1 a0b0c0',
        'no flags: 1 102030',
        'DI_MASK 0: 1 000000',
        'DI_MASK 1: 1 ffffff',
        'DI_IMAGE 1: 1 a0b0c0',
        'brush under a transparent icon: 1 ff0000 opaque: 1 a0b0c0 no flags: 1 ff0000',
        'mono icon: 1 fIcon=1 hot=8,8',
        'mono icon mask: 16x32 bpp=1 dib=0',
        'mono icon color: none',
        'colour icon: 1 fIcon=1 hot=8,8',
        'colour icon mask: 16x16 bpp=1 dib=0',
        'colour icon color: 16x16 bpp=screen dib=0',
        'copied icon: 1 fIcon=1 hot=8,8',
        'copied icon mask: 16x16 bpp=1 dib=0',
        # CopyImage's copy of an icon has a 32-bit colour bitmap whatever the display
        # (Wine's cursoricon.c test_copy_image, on Windows); the display is 32-bit here
        # as in Wine, so it prints "screen"
        'copied icon color: 16x16 bpp=screen dib=0',
        'mono resource icon: 1 fIcon=1 hot=8,8',
        'mono resource icon mask: 16x32 bpp=1 dib=0',
        'mono resource icon color: none',
        'its copy: 1 fIcon=1 hot=8,8',
        'its copy mask: 16x32 bpp=1 dib=0',
        'its copy color: none',
        'two-colour resource icon: 1 fIcon=1 hot=8,8',
        'two-colour resource icon mask: 16x16 bpp=1 dib=0',
        'two-colour resource icon color: 16x16 bpp=screen dib=0',
        'indirect without mask: %s err=deadbeef' % null,
        'copy of 8-bit dib: 4x4 bpp=screen dib=0',
        'dibsection copy: 5x4 bpp=8 dib=1',
        'monochrome copy: 4x4 bpp=1 dib=0',
        'dibsection copy of a 1-bit ddb: 2x2 bpp=1 dib=1',
        'copy of black-and-white dib: 4x4 bpp=1 dib=0',
        '1-bit shrunk: 40 00',
        "thread's first cursor is ours: 1",
        'setcursor: old is initial=1',
        'other thread keeps its cursor: 1 get=%s' % null,
        'other thread sets: old is initial=1 ours=%s' % null,
        'attached thread sets: old is initial=1 ours is it=1',
        'setcursor bad: %s err=1402' % null,
        'destroy current: 0 err=deadbeef same=1',
        'info of it: 0 err=1402',
        'setcursor after: %s' % null,
        'show: -1 -2 -1',
        'own thread: ours=-2 its=-1',
        'attached thread: ours=2 its=1 after it ended=-2',
        'lookup: 3 ex 16=1 ex 40=4 ex 44=4 ex 32 mono=5 ex 24=3',
        'lookup of a cursor directory as icons: 3',
        'loadicon twice: same=1 destroy=1 info after=1',
        'loadimage twice: same=0',
        'loadimage shared twice: same=1 other size same=0',
        'stretched copy: 16x16 00ff00',
        'copy from resource: 16x16 ff0000',
        'unshared copy from resource: 48x48 0000ff',
        'made icon copy from resource: 1 err=3735928559',
        'done',
    ]


def test_icons_and_cursors_answer_as_windows_does(boot, width):
    d = boot(guest_exe("iconconf", width), settle=False)
    d.run_to_end(3000)
    assert d.vm.stdout_log == expected(width)
