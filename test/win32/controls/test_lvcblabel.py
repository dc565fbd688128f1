"""A small-icon view paints the labels its parent supplies (issue 23, "Programs in the
wild (session 38)": the Windows SDK's VListVw sample, a virtual list of 100,000 items,
showed its Small Icons view as icons without their "Item N" labels).

test/exe/lvcblabel.exe (guests/tests/lvcblabel.c) makes an LVS_OWNERDATA small-icon list
whose texts come from LVN_GETDISPINFO and counts the text pixels painted in its first
item's row through the window DC. The label was as wide as the item's stored text, which
a callback item has not, so the text was cut to nothing; it is now as wide as the text
the parent gave, painted and in LVM_GETITEMRECT(LVIR_LABEL), which asks the parent for
the text as comctl32 does. The list is cut through its sixth row, whose labels were then drawn
past the list's client area (into its parent: 229 dark pixels); they are clipped now. Wine 8's
lines, 32- and 64-bit.
"""

from paths import guest_exe

EXPECTED = [
    'first label painted: 1',
    'label rectangle as wide as its text: 1, inside the item: 1',
    'text pixels below the list: 0',
    'done',
]


def test_small_icon_view_paints_callback_labels(boot, tmp_path, width):
    d = boot(guest_exe("lvcblabel", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(300)
    assert d.vm.stdout_log == EXPECTED
