"""The Common Item Dialog (dlls/comdlg32/itemdialog.py): CLSID_FileOpenDialog and
CLSID_FileSaveDialog, their settings (file types once only, the type index, options and
their defaults, folder, name, title, OK label, default extension), Show on the Open / Save
As dialog GetOpenFileName draws (and, for FOS_PICKFOLDERS, on Browse For Folder's),
GetResult / GetResults / GetFileName / GetFolder after it, Cancel as
HRESULT_FROM_WIN32(ERROR_CANCELLED), and an IFileDialogEvents sink told OnFileOk.

test/exe(64)/itemdlg.exe (guests/tests/itemdlg.c) answers its own dialogs from a second
thread (WM_COMMAND IDOK / IDCANCEL posted to the dialog); EXPECTED is what Wine 8 prints,
32- and 64-bit, but where a comment says otherwise. With "typed" the dialog waits for a
name, which the test types.
"""

from wineagent.win32.controls.filedlg import EDT1
from wineagent.win32.user.dialogs import active_dialog, find_control

from paths import guest_exe

VK_RETURN = 0x0D

EXPECTED = [
    'create open: hr=00000000',
    'open as save: hr=80004002',
    'open as modal window: hr=00000000 same=1',   # Wine 8: hr=80004002 same=0 (IFileDialog derives from IModalWindow)
    'open options: 00001808',
    'result before show: hr=8000ffff',
    'types: hr=00000000',
    'types again: hr=8000ffff',
    'type index: hr=00000000',
    'type index before: 2',
    'folder: hr=00000000',
    'name before: hr=00000000 b.txt',
    'cancelled show: hr=800704c7',
    'cancelled result: hr=8000ffff (none)',
    'open show: hr=00000000',
    'open result: hr=00000000 C:\\itemdlg\\b.txt',
    'type index after: 2',
    'results: hr=00000000',
    'results count: 1',
    'name after: hr=00000000 b.txt',
    'folder after: hr=00000000 C:\\itemdlg',
    'advise: hr=00000000 refs=2',
    'OnFileOk result: hr=00000000 C:\\itemdlg\\b.txt',
    'advised show: hr=00000000',
    'unadvise: hr=00000000 refs=1',
    'unadvise again: hr=80070057',
    'release open: 0',
    'create save: hr=00000000',
    'save options: 0000880a',
    'save show: hr=00000000',
    'save result: hr=00000000 C:\\itemdlg\\new.txt',
    'folder options: 00000060',
    'folder show: hr=00000000',   # Wine 8: hr=800704c7 (its folder picker stays open on IDOK; the guest cancels it)
    'folder result: hr=00000000 C:\\itemdlg\\sub',   # Wine 8: hr=8000ffff (none)
    'folder cancel: hr=800704c7',
    'cleaned=1',
]


def test_item_dialogs_answer_as_wine_does(boot, tmp_path, width):
    d = boot(guest_exe("itemdlg", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert d.vm.machine.exit_code == 0
    assert d.vm.stdout_log == EXPECTED


def test_a_typed_name_is_the_open_dialogs_result(boot, tmp_path, width):
    d = boot(guest_exe("itemdlg", width), args="typed", settle=False,
             vfs_root=str(tmp_path / "vfs"))
    for _ in range(400):
        d.vm.run_batch()
        if active_dialog(d.vm) is not None:
            break
    d.settle()
    dlg = active_dialog(d.vm)
    assert dlg is not None and dlg.title == "Pick a file"
    ok = find_control(d.vm.wm, dlg, 1)
    assert ok.title == "Take"                   # SetOkButtonLabel
    # the keyboard's focus: the foreground thread input's (wm.focus is the running
    # thread's, and the guest's second thread may be the one running now)
    assert d.vm.wm.foreground_input.focus == find_control(d.vm.wm, dlg, EDT1).hwnd
    for ch in "c.log":
        d.key("char", ord(ch))
    d.key("down", VK_RETURN).key("up", VK_RETURN)
    d.run_to_end(2000)
    assert d.vm.machine.exit_code == 0
    assert d.vm.stdout_log[-3:] == [
        "typed show: hr=00000000",
        "typed result: hr=00000000 C:\\itemdlg\\c.log",
        "typed type index: 1",
    ]
