"""A list view's LVN_ITEMACTIVATE (issue 23, "Programs in the wild (session 31)": 7-Zip's
File Manager opens a folder on LVN_ITEMACTIVATE, and a double click on "Computer" only
selected it).

test/exe/lvactivate.exe (guests/tests/lvactivate.c) double-clicks an item and an empty
place of a report view, clicks an item, presses Enter (with NM_RETURN answered 0 and 1),
and clicks with LVS_EX_ONECLICKACTIVATE; its parent logs the notifications. Wine 8's lines
exactly, 32- and 64-bit (for Enter the guest prints only the code: Wine 8 sends a bare
NMHDR there, ours the focused item's NMITEMACTIVATE).
"""

from paths import guest_exe

EXPECTED = [
    'report: double click on item 1',
    '  NM_CLICK 1',
    '  NM_DBLCLK 1',
    '  LVN_ITEMACTIVATE item 1 sub 0 new 0x23 old 0x3 changed 0x8 param 101 keys 0',
    'report: double click on nothing',
    '  NM_CLICK -1',
    '  NM_DBLCLK -1',
    'report: click on item 0',
    '  NM_CLICK 0',
    'report: Enter',
    '  NM_RETURN',
    '  LVN_ITEMACTIVATE',
    'report: Enter, NM_RETURN answered 1',
    '  NM_RETURN',
    '  LVN_ITEMACTIVATE',
    'report: one-click activate, click on item 1',
    '  LVN_ITEMACTIVATE item 1 sub 0 new 0x23 old 0x3 changed 0x8 param 101 keys 0',
    '  NM_CLICK 1',
    'done',
]


def test_list_view_item_activate(boot, tmp_path, width):
    d = boot(guest_exe("lvactivate", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(600)
    assert d.vm.stdout_log == EXPECTED
