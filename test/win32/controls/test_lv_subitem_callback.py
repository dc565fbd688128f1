"""A report view's subitems that were never set are callbacks (issue 23, "Programs in the
wild (session 31)": 7-Zip's File Manager sets only each item's own text and answers
LVN_GETDISPINFO for the Size, Modified and Created columns, which stayed empty).

test/exe/lvsubcb.exe (guests/tests/lvsubcb.c) reads every column of a plain item (its
subitem 2 set, 1 and 3 never) and of a callback item (its subitem 3 set to ""), logging the
LVN_GETDISPINFO the list view sends. Wine 8's lines exactly, 32- and 64-bit.
"""

from paths import guest_exe

EXPECTED = [
    'text 0.0: 5 [plain]',
    '  GETDISPINFO item 0 sub 1 mask 0x1',
    'text 0.1: 5 [cb0.1]',
    'text 0.2: 3 [two]',
    '  GETDISPINFO item 0 sub 3 mask 0x1',
    'text 0.3: 5 [cb0.3]',
    '  GETDISPINFO item 1 sub 0 mask 0x1',
    'text 1.0: 5 [cb1.0]',
    '  GETDISPINFO item 1 sub 1 mask 0x1',
    'text 1.1: 5 [cb1.1]',
    '  GETDISPINFO item 1 sub 2 mask 0x1',
    'text 1.2: 5 [cb1.2]',
    'text 1.3: 0 []',
    'done',
]


def test_unset_subitems_are_callbacks(boot, tmp_path, width):
    d = boot(guest_exe("lvsubcb", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(600)
    assert d.vm.stdout_log == EXPECTED
