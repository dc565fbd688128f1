"""The styles the dialog manager gives a dialog, and its owner after nested modal
dialogs (user/dialogs.py; docs/dialogs-controls.md, "Dialog styles"; user32's win.c
test_dialog_styles): u32dlgstyle.exe (guests/tests/u32dlgstyle.c) creates dialogs from
templates of several styles (DS_3DLOOK added to every one; WS_EX_CONTROLPARENT to those
not WS_CHILD and to DS_CONTROL ones, which lose their caption) and opens a modal dialog
over the owner another modal dialog disabled (the owner is enabled when it ends), ends a
modeless dialog with EndDialog (its owner enabled) and a modal loop with WM_QUIT (its
owner left disabled).
EXPECTED is what the same binary prints under Wine 8 at both widths, line for line.
"""

from paths import guest_exe

EXPECTED = [
    '00000000 00000000: style=04c00004 ex=00010100',
    '80000000 00000000: style=84000004 ex=00010000',
    '80c80000 00000000: style=84c80004 ex=00010100',
    '80c80400 00000000: style=84000404 ex=00010000',
    '80000000 00000100: style=84000004 ex=00010000',
    '40000000 00000000: style=40000004 ex=00000000',
    '40c00400 00000000: style=40000404 ex=00010000',
    'c0000000 00000000: style=c4000004 ex=00000000',
    'c0000400 00000000: style=c4000404 ex=00010000',
    '00000400 00000000: style=04c00404 ex=00010100',
    '00400000 00020000: style=04c00004 ex=00030100',
    'outer: owner enabled=0',
    'after inner over the owner: owner enabled=1',
    'after inner over the dialog: dialog enabled=1 owner enabled=0',
    'after outer: owner enabled=1',
    'modeless EndDialog: owner enabled=1',
    'ended by WM_QUIT: owner enabled=0 quit-left=1',
    'done',
]


def test_dialog_styles_and_nested_owner(boot, tmp_path, width):
    d = boot(guest_exe("u32dlgstyle", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert list(d.vm.stdout_log) == EXPECTED
