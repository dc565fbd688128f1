"""A window DC kept across moves (stop 27, Vim: gvim keeps GetDC of its CS_OWNDC text
area for its whole life and moves that window when the menu and toolbar take their
place; before, its text was drawn where the window had been when the DC was made).

test/exe/dcfollow.exe (guests/tests/dcfollow.c) keeps a child's DC, moves the child with
MoveWindow and SetWindowPos and fills through the kept DC after each move; it prints what
GetPixel of the parent finds at a few places, GetDCOrgEx, and whether a second GetDC of
the CS_OWNDC window answers the same DC. The expected lines are what the same binary
prints under Wine 8 (`xvfb-run -a wine dcfollow.exe`; the x86-64 build prints the same
under 64-bit Wine); the test runs at both widths.
"""

from paths import guest_exe

#: Wine's lines: each fill lands at the window's current place, clipped to its current
#: size (GetPixel answers COLORREF: red is 0000ff).
EXPECTED = [
    'red at 0,0 40x40: (5,5)=0000ff (25,25)=0000ff (65,45)=ffffff (95,95)=ffffff '
    '(115,45)=ffffff',
    'blue after move to 50,30 60x30: (5,5)=0000ff (25,25)=0000ff (65,45)=ff0000 '
    '(95,95)=ffffff (115,45)=ffffff',
    'GetDCOrgEx=50,30',
    'green after SetWindowPos to 80,80 30x30: (5,5)=0000ff (25,25)=0000ff (65,45)=ff0000 '
    '(95,95)=00ff00 (115,45)=ffffff',
    'GetDCOrgEx=80,80',
    'same DC from GetDC again (CS_OWNDC)=1',
    'done',
]


def test_kept_dc_draws_where_the_window_is(boot, tmp_path, width):
    d = boot(guest_exe("dcfollow", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert list(d.vm.stdout_log) == EXPECTED
