"""ImageList_Copy (issue 23: wxWidgets' tree control shifts its state images with it
before every paint). test/exe/ilcopy.exe and test/exe64/ilcopy.exe (guests/tests/ilcopy.c)
copy an image over another (ILCF_MOVE), exchange two (ILCF_SWAP) and try indices outside
the list, printing each image's colour after each step.

WINE_OUTPUT is the i686 binary's output under Wine 8 but for two lines: Wine 8's
ILCF_SWAP within one list leaves the second image black (it swaps through the list's own
scratch space); Windows documents the two images exchanged, which these lines say.
"""

from paths import guest_exe

WINE_OUTPUT = """at first: 3 images: 0000ff 00ff00 ff0000
ILCF_MOVE 0 to 2: 1
after: 3 images: 0000ff 00ff00 0000ff
ILCF_SWAP 0 and 1: 1
after: 3 images: 00ff00 0000ff 0000ff
ILCF_MOVE 5 to 0: 0
ILCF_MOVE 0 to 3: 0
ILCF_MOVE 0 to -1: 0
after the failures: 3 images: 00ff00 0000ff 0000ff
done""".splitlines()
# Wine 8: "after: 3 images: 00ff00 000000 0000ff" (twice)


def test_image_list_copy_moves_and_swaps_images(boot, width):
    d = boot(guest_exe("ilcopy", width), settle=False)
    d.run_to_end(300)
    assert d.vm.stdout_log == WINE_OUTPUT
