"""A rebar shows and hides its bands' child windows (issue 23, "Programs in the wild
(session 38)": the Windows SDK's Rebar sample creates its second band's button without
WS_VISIBLE; Windows and Wine 8 show it, the guest left the band empty).

test/exe/rbchild.exe (guests/tests/rbchild.c) prints each child's WS_VISIBLE and the
WM_SHOWWINDOW messages it hears. A band shows the child it takes, RB_SHOWBAND hides and
shows it, a child the band already holds keeps what the program made of it. These are
Wine 8's lines at both widths but for RBBS_HIDDEN set by RB_INSERTBAND or
RB_SETBANDINFO: Wine 8 leaves that band's child visible (drawn where it last was, over
the bands), while the band "will not be visible" (REBARBANDINFO's documentation), so
here the child of a hidden band is hidden and shown again when the style is taken
off, as RB_SHOWBAND does.
"""

from paths import guest_exe

EXPECTED = [
    'created: child 1 hidden, child 2 hidden',
    '  WM_SHOWWINDOW 1 to child 1',
    'insert 1: 1',
    'inserted: child 1 visible, child 2 hidden',
    '  WM_SHOWWINDOW 0 to child 1',
    'show band 0 off: 1',
    'band 0 off: child 1 hidden, child 2 hidden',
    '  WM_SHOWWINDOW 1 to child 1',
    'show band 0 on: 1',
    'band 0 on: child 1 visible, child 2 hidden',
    '  WM_SHOWWINDOW 0 to child 1',
    'hidden by the program: child 1 hidden, child 2 hidden',
    'set size: 1',
    'after a new size: child 1 hidden, child 2 hidden',
    'set same child: 1',
    'after the same child: child 1 hidden, child 2 hidden',
    'insert 2 hidden: 1',                                   # Wine 8: shows child 2
    'hidden band inserted: child 1 hidden, child 2 hidden',
    '  WM_SHOWWINDOW 1 to child 2',                         # Wine 8: nothing to show
    'style band 1 shown: 1',
    'band 1 restyled shown: child 1 hidden, child 2 visible',
    '  WM_SHOWWINDOW 0 to child 2',                         # Wine 8: left visible
    'style band 1 hidden: 1',
    'band 1 restyled hidden: child 1 hidden, child 2 hidden',
    '  WM_SHOWWINDOW 1 to child 2',
    'show band 1 on: 1',
    'band 1 on: child 1 hidden, child 2 visible',
    'delete band 0: 1',
    'band 0 deleted: child 1 hidden, child 2 visible',
    'parent of child 1 is the rebar: 1',
    '  WM_SHOWWINDOW 0 to child 2',
    'done',
]


def test_rebar_shows_and_hides_band_children(boot, tmp_path, width):
    d = boot(guest_exe("rbchild", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(300)
    assert d.vm.stdout_log == EXPECTED
