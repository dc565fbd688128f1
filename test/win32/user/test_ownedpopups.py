"""ShowOwnedPopups (user/window.py): the owner's visible popups hear WM_SHOWWINDOW with
SW_PARENTCLOSING and DefWindowProc hides them; showing again reaches only those
DefWindowProc hid so (SW_PARENTOPENING, shown without activation), not one hidden by
ShowWindow, nor one whose procedure kept its state. Inno Setup's wizard calls it.

Expected lines: test/exe(64)/ownedpopups.exe (guests/tests/ownedpopups.c) under Wine 8,
except the last: Wine 8 answers TRUE for a handle that is no window; here FALSE with
ERROR_INVALID_WINDOW_HANDLE, as every other USER function given no window.
"""

from paths import guest_exe

WINE_LINES = [
    "?: WM_SHOWWINDOW 1 0",
    "?: WM_SHOWWINDOW 1 0",
    "?: WM_SHOWWINDOW 1 0",
    "start: a=1 b=0 c=1",
    "a: WM_SHOWWINDOW 0 1",
    "a: WM_SHOWWINDOW 0 0",
    "c: WM_SHOWWINDOW 0 1",
    "hide=1",
    "hidden: a=0 b=0 c=1",
    "a: WM_SHOWWINDOW 1 3",
    "a: WM_SHOWWINDOW 1 0",
    "show=1",
    "shown: a=1 b=0 c=1",
    "again=1",
    "again: a=1 b=0 c=1",
    "not a window=0",       # Wine 8: 1
]


def test_an_owner_s_popups_are_hidden_and_shown_again_as_wine_does(boot, tmp_path, width):
    d = boot(guest_exe("ownedpopups", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert d.vm.machine.exit_code == 0
    assert d.vm.stdout_log == WINE_LINES
