"""Common-control classes created by name in a program that neither imports COMCTL32.dll
nor calls InitCommonControls (issue 23, docs/runtimes.md "Programs in the wild (session
32): GUI programs"): kstandbridge/minesweeper_cx creates its status bar by
STATUSCLASSNAME and said "Failed to create status bar!"; Windows' user32 loads comctl32
for its classes (Wine's user32 tests, test_comctl32_class), and so does Wine 8's.

test/exe/ccnoimport.exe (guests/tests/ccnoimport.c) imports KERNEL32, msvcrt and USER32
only. The expected lines are what the same binary prints under Wine 8
(``xvfb-run -a wine ccnoimport.exe``; the x86-64 build prints the same under 64-bit Wine).
The test runs at both widths.
"""

from paths import guest_exe

CLASSES = ["msctls_statusbar32", "msctls_progress32", "SysListView32", "SysTreeView32",
           "SysTabControl32", "ToolbarWindow32", "msctls_trackbar32", "SysDateTimePick32"]
EXPECTED = ["%s: created=1 class=%s" % (n, n) for n in CLASSES] + ["unknown class: created=0"]


def test_comctl32_classes_without_import(boot, tmp_path, width):
    d = boot(guest_exe("ccnoimport", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert d.vm.stdout_log == EXPECTED
