"""Windows of two processes on one desktop (user/procwindows.py; docs/threads.md,
"Processes' windows"): procwin.exe (guests/tests/procwin.c) makes a hidden window and
starts itself as a child with the window's handle on its command line, as Inno Setup's
loader starts its wizard. The child finds the parent's window (IsWindow, FindWindow by
class and by title, GetWindowThreadProcessId naming the parent's process), opens the
parent's named mutex (owned by the parent, who releases it while answering the child's
first message: the child then takes it; kernel/sync.py), sends it messages its
procedure answers in the parent's MsgWaitForMultipleObjects loop, makes a
window of its own, into which the parent sends a message while the child waits in its
SendMessage, and last sends a notification (SendNotifyMessage) and posts a message.

EXPECTED is what the same binary prints under Wine 8 at both widths
(``xvfb-run -a wine procwin.exe``, and 64-bit Wine for test/exe64), line for line.
"""

from paths import guest_exe

EXPECTED = [
    'parent: window made=1',
    'child: IsWindow(parent)=1 pid-is-parent=1 tid-nonzero=1',
    'child: FindWindow(class)=1 FindWindow(title)=1',
    'child: CreateMutex existing=1 wait(0)=258',
    'child: ReleaseMutex(not owner)=0 err=288',
    'parent: got WM_USER+1 wparam=21',
    'parent: ReleaseMutex=1',
    'child: SendMessage -> 42',
    'child: wait=0 ReleaseMutex=1',
    'child: own window pid-is-self=1 differs-from-parent=1',
    'parent: child window IsWindow=1 pid-is-child=1 tid-nonzero=1',
    'child: got WM_USER+4 wparam=5 while sending',
    'parent: send into child window -> 105',
    'child: SendMessage(own window) -> 1',
    'child: done',
    'parent: got notify WM_USER+5 wparam=9',
    'parent: got posted WM_USER+2 wparam=7',
    'parent: wait=0 child exit=3',
    'parent: child window gone=1',
    'parent: done',
]


def test_windows_of_parent_and_child_talk(boot, tmp_path, width):
    d = boot(guest_exe("procwin", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert list(d.vm.stdout_log) == EXPECTED


def test_a_child_window_shows(boot, tmp_path):
    """A child process's window shows on the one desktop (test_procshow.py draws, lists
    and clicks one); its 0 x 0 window (Delphi's TApplication window) shows too. Wine 8
    prints these lines (``procwin.exe show``)."""
    d = boot(guest_exe("procwin", 4), args="show", settle=False,
             vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert list(d.vm.stdout_log) == ["child: zero-size shown=1", "child: shown=1",
                                     "parent: child exit=0"]
