"""COMCTL32's GetEffectiveClientRect (dlls/comctl32/clientrect.py), and a toolbar whose
parent answers TRUE to every WM_NOTIFY (controls/toolbar.py: NM_CUSTOMDRAW's answer 1 sets
no CDRF_ flag and is ignored). Microsoft's File Manager (winfile) does both and stopped at
each ("Programs in the wild (session 33)" in docs/runtimes.md).

test/exe/effclient.exe (guests/tests/effclient.c) prints a line per check, the same at
both widths; a rectangle's edge that is a bar's edge is named, as the bars' heights
depend on the fonts. The expected lines are Wine 8's at both widths but one, named below.
"""

from paths import guest_exe

EXPECTED = [
    'no controls: 0,0,400,300',
    'bars: status 1, toolbar 1',
    'status bar: 0,0,400,300-status',
    # {1,0, 1,2, 1,3, 1,4, 1,5, 1,99, 0}: every pair after the first names a control, as
    # documented; the toolbar (3) spans the top and the status bar (2) the bottom, the
    # visible STATIC (4) spans no side and takes nothing, the hidden one (5) and the
    # missing 99 neither. Wine 8's loop steps over every other pair (it reads ids 2, 4
    # and 99 only), so it keeps the toolbar: "0,0,400,300-status".
    'all: 0,toolbar,400,300-status',
    'toolbar hidden: 0,0,400,300-status',
    'toolbar painted, parent notified=1',
]


def test_effective_client_rect_and_a_parent_answering_true(boot, tmp_path, width):
    d = boot(guest_exe("effclient", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert d.vm.stdout_log == EXPECTED
