"""Modal dialogs' owners and loops (user/dialogs.py, wm.owner_for;
docs/dialogs-controls.md "Modal dialogs' owners"; user32's win.c test_dialog_parent):
u32dlgparent.exe (guests/tests/u32dlgparent.c) opens dialogs over a WS_CHILD window
whose parent is a pop-up SetParent put inside another window: a WS_CHILD template is
made a child of that pop-up (no owner), another template is owned by it (modal and
modeless), the pop-up is disabled while a modal dialog runs and enabled by EndDialog;
an owner that ends the dialog from WM_ENTERIDLE (MSGF_DIALOGBOX, lParam the dialog)
and one that posts WM_QUIT to it (IDOK, the owner left disabled, the WM_QUIT re-posted
for the caller).

EXPECTED is what the same binary prints under Wine 8 at both widths.
"""

from paths import guest_exe

EXPECTED = [
    'modal child: parent=child 1 owner=child 0 owner=0 1 child enabled=0',
    'modal child: 2 child enabled=1',
    'modal owned: parent=child 0 owner=child 1 owner=0 0 child enabled=0',
    'modal owned: 2 child enabled=1',
    'modeless owned: owner=child 1',
    'WM_ENTERIDLE wparam=0 from the dialog=1',
    'ended from WM_ENTERIDLE: 5 owner enabled=1',
    'WM_ENTERIDLE wparam=0 from the dialog=1',
    'WM_QUIT: 1 owner enabled=0 quit for the caller=1 code=7',
    'done',
]


def test_modal_dialog_owners(boot, tmp_path, width):
    d = boot(guest_exe("u32dlgparent", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert list(d.vm.stdout_log) == EXPECTED
