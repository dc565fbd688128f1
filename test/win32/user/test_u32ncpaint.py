"""WM_NCPAINT to child windows (user/window.py send_ncpaint / paint_frame; docs/user.md
"WM_NCPAINT for child windows"; user32's win.c test_nonclient_area, 1542):
u32ncpaint.exe (guests/tests/u32ncpaint.c) makes a child with a standard horizontal
scroll bar whose procedure hands DefWindowProc a region without the bar's rows (the bar
stays unpainted: the parent's light grey shows under it), one that passes WM_NCPAINT
on as it came (the bar is painted) and a bordered child (its border is painted).

EXPECTED is what the same binary prints under Wine 8 at both widths (it prints whether
pixels are painted, not their colours: Wine 8 draws with its theme's).
"""

from paths import guest_exe

EXPECTED = [
    'bar cut out: ncpaint=1 parent under the bar=1 border=0',
    'whole frame: ncpaint=1 parent under the bar=0 border=0',
    'border drawn: ncpaint=1 parent under the bar=0 border=1',
    'done',
]


def test_child_ncpaint(boot, tmp_path, width):
    d = boot(guest_exe("u32ncpaint", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert list(d.vm.stdout_log) == EXPECTED
