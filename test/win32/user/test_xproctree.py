"""A child window inside another process's window (user/crosstree.py; docs/threads.md,
"A child window in another process's window"): xproctree.exe (guests/tests/xproctree.c)
makes a pop-up window and starts itself as a child process with the window's handle.
The child makes a STATIC, a BUTTON under it and a window of its own class inside the
parent's window: the parent hears WM_PARENTNOTIFY(WM_CREATE) with each one's ID while the
child waits; GetParent, IsChild, GetAncestor, ClientToScreen and GetWindowRect read the
tree across the processes; WindowFromPoint asks the calling thread's STATIC (HTTRANSPARENT)
and passes through it, and does not ask another thread's; GetWindow, ChildWindowFromPoint
and RealChildWindowFromPoint list the other process's children; SendMessage either way is
answered by the window's own thread; a click on the STATIC reaches the BUTTON under it, in
the child's queue; SetParent moves the child's window into one of the parent's (run by
the child's thread); DestroyWindow of the parent's window destroys the child's windows
inside it, by the child's thread (each hears WM_DESTROY). In ``orphan`` mode the window
with a child of another process goes with its process.

EXPECTED is what the same binary prints under Wine 8 at both widths
(``xvfb-run -a wine xproctree.exe``, and 64-bit Wine for test/exe64), line for line.
"""

from paths import guest_exe

EXPECTED = [
    'parent: WM_PARENTNOTIFY(WM_CREATE) id=11 other-process=1',
    'child: static made=1 GetParent-is-parent=1 IsChild=1 GA_ROOT-is-parent=1',
    'child: static at 110,120 rect 110,120-160,160',
    'child: WindowFromPoint(static, own thread) is-parent=1',
    'parent: WM_PARENTNOTIFY(WM_CREATE) id=12 other-process=1',
    'parent: WM_PARENTNOTIFY(WM_CREATE) id=13 other-process=1',
    'child: WindowFromPoint(static over button) is-button=1',
    'child: WindowFromPoint(own) is-own=1',
    'parent: got WM_USER+10 wparam=5',
    'child: SendMessage(parent) -> 77',
    'parent: started=1',
    'parent: GW_CHILD is-child-process=1 GetParent-is-me=1 IsChild=1',
    'parent: GW_HWNDNEXT is-another=1 GA_PARENT-is-me=1',
    "parent: WindowFromPoint(another thread's static) is-static=1",
    'parent: ChildWindowFromPoint is-static=1 RealChildWindowFromPoint is-static=1',
    'child: got WM_USER+20 wparam=21 parent-other-process=1',
    "parent: SendMessage(child's window) -> 42",
    'parent: SendInput=2',
    'child: WM_LBUTTONUP is-button=1',
    'parent: click seen=1',
    'parent: WM_PARENTNOTIFY(WM_CREATE) id=0 other-process=0',
    "parent: SetParent(child's window) old-is-me=1",
    'parent: GetParent is-holder=1 is-me=0 GA_PARENT is-holder=1',
    'parent: IsChild(me, it)=1',
    'parent: DestroyWindow=1 IsWindow(static)=0',
    'child: clicked=1 static-took-click=0',
    'child: destroyed with the parent: static=1 button=1 own=1 IsWindow=000',
    'parent: child exit=3',
]


def test_a_child_window_inside_another_process_window(boot, tmp_path, width):
    d = boot(guest_exe("xproctree", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert list(d.vm.stdout_log) == EXPECTED


def test_a_child_window_goes_with_its_parent_process(boot, tmp_path, width):
    """``xproctree.exe orphan``: this process puts a STATIC into a window of a child
    process (the parent hears WM_PARENTNOTIFY); that process ends without destroying its
    window: at this process's next message call the STATIC is destroyed too (its thread
    does it: procwindows.prune_ended). Wine 8 prints these lines at both widths."""
    d = boot(guest_exe("xproctree", width), args="orphan", settle=False,
             vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert list(d.vm.stdout_log) == [
        "orphan: host ready=1",
        "parent: WM_PARENTNOTIFY(WM_CREATE) id=0 other-process=1",
        "orphan: child made=1 GetParent-is-host=1 visible=1",
        "orphan: host gone=1; the child: IsWindow=0",
    ]

