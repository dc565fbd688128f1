"""A tab control clips its siblings (issue 23, "Programs in the wild": Win32++'s
DialogTab sample lays its pages, child dialogs, over a tab control from its dialog
template as the tab's siblings above it; the tab control painted its display area over
them, so the pages never showed).

test/exe/tabclip.exe (guests/tests/tabclip.c) creates a tab control without
WS_CLIPSIBLINGS, then a red child window over it raised to the top, and reads a pixel
of the red window after the first paint and after the tab control repaints. comctl32
gives the tab control WS_CLIPSIBLINGS when it is created, so the red window stays.
Wine 8 prints these lines exactly, 32- and 64-bit.
"""

from paths import guest_exe

EXPECTED = [
    'tab above page: 0',
    'tab style has WS_CLIPSIBLINGS: 1',
    'shown: page red 1',
    'tab repainted: page red 1',
    'done',
]


def test_tab_control_clips_its_siblings(boot, tmp_path, width):
    d = boot(guest_exe("tabclip", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(300)
    assert d.vm.stdout_log == EXPECTED
