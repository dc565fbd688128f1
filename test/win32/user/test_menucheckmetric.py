"""SM_CXMENUCHECK / SM_CYMENUCHECK and SM_CXDRAG / SM_CYDRAG (issue 23, "Programs in the
wild (stop 27)": wxWidgets sizes a check box by SM_CXMENUCHECK, and its grid sample drew
no check boxes while the metric was 0; the drag threshold was 0 too).

test/exe/menucheckmetric.exe (guests/tests/menucheckmetric.c) prints each metric and its
GetSystemMetricsForDpi(96) value: 13 and 4, as Wine 8 prints them, 32- and 64-bit.
"""

from paths import guest_exe

EXPECTED = [
    'SM_CXMENUCHECK: 13 at 96 dpi 13',
    'SM_CYMENUCHECK: 13 at 96 dpi 13',
    'SM_CXDRAG: 4 at 96 dpi 4',
    'SM_CYDRAG: 4 at 96 dpi 4',
    'done',
]


def test_check_mark_and_drag_metrics(boot, tmp_path, width):
    d = boot(guest_exe("menucheckmetric", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(300)
    assert d.vm.stdout_log == EXPECTED
