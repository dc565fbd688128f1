"""Common Controls 6 from the executable's own manifest: the process default activation
context (kernel/actctx.py), without ActivateActCtx — AutoHotkey's GUI (issue 23) relies
on it. Under it: the v6 combo box's CB_SETMINVISIBLE and a dropped list fitted to its
items whatever height the box was made with; the tab control's default minimum width;
the list view's LVM_APPROXIMATEVIEWRECT and LVM_SETCOLUMNWIDTH's LVSCW_AUTOSIZE and
LVSCW_AUTOSIZE_USEHEADER packed with MAKELPARAM; and, from USER, DefWindowProc's
WM_NCCALCSIZE (the client rectangle inside a window rectangle, both forms) and a
captioned window made 0 x 0 (drawn without an internal error).

test/exe/ccdefault.exe and test/exe64/ccdefault.exe (guests/tests/ccdefault.c, with its
manifest as resource 1 of type RT_MANIFEST); WINE_OUTPUT is what both binaries print
under Wine 8 (32- and 64-bit prefixes alike), line for line the same here. Lengths that
depend on the font are printed as comparisons the guest makes itself.
"""

from paths import guest_exe

WINE_OUTPUT = [
    'zero-size window made 1',
    'window 0,0-0,0',
    'client 0,0-0,0',
    'adjusted -3,-41-323,263',
    'WM_NCCALCSIZE -> 0',
    'calc 0,0-320,32764',
    'client after move 0,0-320,260',
    'WM_NCCALCSIZE TRUE -> 0',
    'calc vscroll 103,141-297(+SM_CXVSCROLL),197',
    'calc tiny 3,41-3,41',
    'CB_GETMINVISIBLE -> 30',
    'dropped client height = 3 items',
    'CB_SETMINVISIBLE 2 -> 1',
    'CB_SETMINVISIBLE 0 -> 1',
    'CB_GETMINVISIBLE -> 0',
    'dropped client height = 0 items',
    'short tab as wide as the minimum: 1',
    'TCM_SETMINTABWIDTH again -> 10',
    "approx, no items: width is the client's 1, height the client's less the header 1",
    'approx, no items, sizes given: 100 x 50',
    "approx, 4 of 2 items: width the item's 1, height 4 items' 1",
    'LVSCW_AUTOSIZE -> 1: widest label + 12 1',
    'USEHEADER: header text + 11 1',
    'USEHEADER last column fills the rest: 1',
    'done',
]


def test_common_controls_6_from_the_executable_manifest_as_on_wine(boot, tmp_path, width):
    d = boot(guest_exe("ccdefault", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(2000)
    assert d.vm.stdout_log == WINE_OUTPUT
