"""A 32-bit DIB section's alpha channel in an image list (``controls/imagelist.py``
``bitmap_images``), as wxWidgets adds its icons under comctl32 6: a DIB section the
program wrote with straight alpha and no mask. Before, the list read the section's
image as it was when made (black) and dropped the alpha (wx's tree icons were black
squares).

test/exe/ilalpha.exe (guests/tests/ilalpha.c) and its x86-64 build; the lines are what
both print under Wine 8 (``xvfb-run -a wine ilalpha.exe``, and 64-bit Wine), exactly.
"""

from paths import guest_exe

WINE_OUTPUT = [
    'alpha color32 idx=0 block=00ff00 above=ffffff left=ffffff',
    'alpha color32 nomask idx=0 block=ff0000 above=ffffff left=ffffff',
    'zero-alpha color32 idx=0 block=00ff00 above=0000ff left=0000ff',
    'alpha color24 idx=0 block=00ff00 above=000000 left=000000',
    'alpha color32 with mask idx=0 block=00ff00 above=0000ff left=0000ff',
    'done',
]


def test_a_dib_sections_alpha_makes_an_image_lists_transparency(boot, tmp_path, width):
    d = boot(guest_exe("ilalpha", width), vfs_root=str(tmp_path / "vfs"))
    d.settle(300)
    assert d.vm.machine.fault is None, d.vm.machine.fault
    assert d.vm.machine.exited and d.vm.machine.exit_code == 0
    assert d.vm.stdout_log == WINE_OUTPUT
