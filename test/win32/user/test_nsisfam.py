"""The families NSIS's Modern UI 2 installers needed (docs/installers.md, test/programs/
test_nsis_mui2.py), each on its own: GetProcAddress of the bare stem of an A/W pair
(NSIS's System plug-in asks it first), SystemParametersInfo(SPI_GETHIGHCONTRAST),
MoveFileEx with MOVEFILE_DELAY_UNTIL_REBOOT, SendMessage from a second thread to a
window whose thread waits in GetMessage, and image statics taking their image's size.

test/exe/nsisfam.exe (guests/tests/nsisfam.c) prints a line per check; the expected lines
are what the same binary prints under Wine 8 (``xvfb-run -a wine nsisfam.exe``), except
where noted; its x86-64 build prints the same under 64-bit Wine. The test runs at both
widths (the ``width`` fixture).
"""

from paths import guest_exe

#: Wine's lines, but for MoveFileEx: Wine's user is an elevated administrator, whose
#: delete-at-boot request Windows accepts (Wine prints 1); the guest's user here is a
#: standard one, and Windows refuses it then (documented: administrators and LocalSystem
#: only), ERROR_ACCESS_DENIED.
EXPECTED = [
    "user32 SystemParametersInfo: 0 err=127",
    "user32 SystemParametersInfoW: 1",
    "user32 IsDialogMessage: 1",
    "kernel32 GetModuleHandle: 0",
    "kernel32 lstrlen: 1",
    "SPI_GETHIGHCONTRAST=1 flags=0 scheme=0",
    "SPI_GETHIGHCONTRAST(cbSize 4)=0",
    "MoveFileEx(delay until reboot)=0 err=5",
    "SendMessage from a second thread=42",
    "the procedure ran on the window's thread: 1",
    "SS_ICON after STM_SETICON: 32x32",
    "SS_BITMAP after STM_SETIMAGE: 10x7",
    "SS_BITMAP|SS_CENTERIMAGE after STM_SETIMAGE: 50x40",
    "SS_BITMAP|SS_REALSIZECONTROL after STM_SETIMAGE: 50x40",
    "done",
]


def test_nsis_families(boot, tmp_path, width):
    d = boot(guest_exe("nsisfam", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert d.vm.stdout_log == EXPECTED
