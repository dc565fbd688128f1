"""FindTextA / ReplaceTextA (dlls/comdlg32/find.py, controls/finddlg.py) with the
program's hook (FR_ENABLEHOOK: every message first, WM_INITDIALOG's FALSE leaving the
dialog hidden, a swallowed IDOK), Help (FR_SHOWHELP: HELPMSGSTRING to the owner with the
dialog and the FINDREPLACE), its own template (FR_ENABLETEMPLATE, FR_ENABLETEMPLATEHANDLE)
and the errors: CDERR_INITIALIZATION, CDERR_NOHOOK, CDERR_NOHINSTANCE,
CDERR_FINDRESFAILURE.

test/exe(64)/findhook.exe (guests/tests/findhook.c) drives the dialogs from its hook.
EXPECTED is the same at both widths and Wine 8's but where a comment says otherwise.
"""

from paths import guest_exe

EXPECTED = [
    'null: dialog=0 err=2',
    'no hook: dialog=0 err=b',
    'no template handle: dialog=0 err=4',
    'missing template: dialog=0 err=6',
    'init: lParam is fr=1 title=Find help=1 extra=0 visible=0',  # Wine 8: fr=0 (it hands the hook its own copy)
    'help: dialog=1 err=0',  # Wine 8: err=6 (it never clears the error)
    'help: wparam is dialog=1 lparam is fr=1 flags=5',
    'find: flags=d what=needle',
    'cancel: visible=1',
    'find: flags=45 what=needle',
    'help: ended=1 window=0',
    'init: lParam is fr=1 title=Replace help=0 extra=0 visible=0',  # Wine 8: fr=0 (it hands the hook its own copy)
    'plain: dialog=1 err=0',  # Wine 8: err=6 (it never clears the error)
    'hook took IDOK',
    'cancel: visible=1',
    'find: flags=41 what=needle',
    'plain: ended=1 window=0',
    'init: lParam is fr=1 title=Find help=0 extra=0 visible=0',  # Wine 8: fr=0 (it hands the hook its own copy)
    'hidden: dialog=1 err=0',  # Wine 8: err=6 (it never clears the error)
    'cancel: visible=0',
    'find: flags=40 what=needle',
    'hidden: ended=1 window=0',
    'init: lParam is fr=1 title=My Find help=1 extra=1 visible=0',  # Wine 8: fr=0 (it hands the hook its own copy)
    'template: dialog=1 err=0',  # Wine 8: err=6 (it never clears the error)
    'cancel: visible=1',
    'find: flags=40 what=needle',
    'template: ended=1 window=0',
    'init: lParam is fr=1 title=My Find help=0 extra=1 visible=0',  # Wine 8: fr=0 (it hands the hook its own copy)
    'template handle: dialog=1 err=0',  # Wine 8: err=6 (it never clears the error)
    'cancel: visible=1',
    'find: flags=40 what=needle',
    'template handle: ended=1 window=0',
]


def test_find_dialogs_with_hooks_help_and_templates(boot, tmp_path, width):
    d = boot(guest_exe("findhook", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert d.vm.machine.fault is None, d.vm.machine.fault
    assert d.vm.machine.exit_code == 0
    assert d.vm.stdout_log == EXPECTED
