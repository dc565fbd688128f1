"""PrintDlgExW's checks and PD_RETURNDEFAULT; PrintDlgA / PageSetupDlgA (dlls/comdlg32/print.py, controls/printdlg.py) with the
program's hook (PD_ENABLEPRINTHOOK, PSD_ENABLEPAGESETUPHOOK: every message first —
WM_INITDIALOG after the set-up with the program's structure as lParam, a swallowed
Cancel —), Help (PD_SHOWHELP: HELPMSGSTRING to the owner, wParam the dialog, lParam the
PRINTDLG; hidden without it), and the errors CDERR_INITIALIZATION (no structure), CDERR_NOHOOK and
CDERR_FINDRESFAILURE.

test/exe(64)/printhook.exe (guests/tests/printhook.c) drives the dialogs from its hooks;
EXPECTED is the same at both widths. Wine 8 answers PrintDlgExW's checks as we do (the
lines up to "setup null"); past them it cannot be compared here: its prefix has no
printer, and its PrintDlg stops at a "no printers installed" message box.
"""

from paths import guest_exe

EXPECTED = [
    # PrintDlgExW's checks: as Wine 8 at both widths
    'ex null: 80070057',
    'ex size: 80070057',
    'ex no owner: 80070006',
    'ex start page 0: 80070057',
    'ex no ranges: 80070057',
    # Wine 8 (no printer in its prefix): 80004005 devnames default=-1 dc=0, then err=1008
    # (PDERR_NODEFAULTPRN)
    'ex default: 0 devnames default=1 dc=1',
    'ex default again (handles given): 80004005 err=1003',
    'print null: ret=0 err=2',      # CDERR_INITIALIZATION, as Wine's printdlg test expects
    'setup null: ret=0 err=2',
    'print no hook: ret=0 err=b',
    'print missing template: ret=0 err=6',
    'print init: lParam is pd=1 help=1',
    'help: wparam is dialog=1 lparam is struct=1',
    'print hook took Cancel',
    'print: ret=1 err=0 copies=12',
    'setup no hook: ret=0 err=b',
    'setup init: lParam is psd=1 help=0',
    'setup: ret=1 err=0',
]


def test_print_dialogs_with_hooks_and_help(boot, tmp_path, width):
    d = boot(guest_exe("printhook", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert d.vm.machine.fault is None, d.vm.machine.fault
    assert d.vm.machine.exit_code == 0
    assert d.vm.stdout_log == EXPECTED
