"""PrivateExtractIcons (issue 23 item 6: Wine's user32 resource.c stopped at it).

test/exe/privicons.exe (guests/tests/privicons.c + privicons.rc) asks for a missing file
and an empty name, counts shell32.dll's icons (the same for two sizes and another first
index), takes zero, three, and four handles of two sizes, then its own icon (one group,
one 32-pixel image) at 32 and 16 pixels with the RT_ICON id, and past its last icon.
The expected lines are what the same binaries print under Wine 8 (``xvfb-run -a wine
privicons.exe``; 64-bit prefix for test/exe64), the same at both widths.
"""

from paths import guest_exe

EXPECTED = [
    'missing: ffffffff',
    'empty name: ffffffff',
    'shell32 count > 0: 1, same for two sizes from 4: 1',
    'zero asked: 0',
    'three asked: 3',
    '  icon 0: 16x16',
    '  icon 1: 16x16',
    '  icon 2: 16x16',
    'two sizes, four asked: 4',
    '  handle 0: 16x16',
    '  handle 1: 32x32',
    '  handle 2: 16x16',
    '  handle 3: 32x32',
    'own count: 1',
    'own, two sizes: 2',
    '  own 0 (id 1): 32x32',
    '  own 1 (id 1): 16x16',
    'own from index 1: 0',
    'done',
]


def test_private_extract_icons(boot, tmp_path, width):
    d = boot(guest_exe("privicons", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(1000)
    assert d.vm.stdout_log == EXPECTED
