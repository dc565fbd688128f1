"""A child process's window on the one desktop (user/procwindows.py; docs/threads.md,
"One screen, one input"): procshow.exe (guests/tests/procshow.c) shows a window, checks
GetLastActivePopup with a popup it owns, and starts itself as a child, which shows a
window with a button over part of the parent's. The child's window is drawn into the
one frame buffer, listed in the snapshot with its process id, takes the foreground (the
parent's window hears WM_ACTIVATE(WA_INACTIVE)), lists the parent's window in its
EnumWindows, gets the keys (the foreground process's) and the click on its button (the
window under the pointer), and posts the parent a notice.

EXPECTED is what the same binary prints under Wine 8 at both widths with the argument
"input", where the parent types the key and clicks the button itself with SendInput
(``xvfb-run -a wine procshow.exe input``, and 64-bit Wine for test/exe64). Without it
the agent's input does the same, and the lines are the same.
"""

from paths import guest_exe

from wineagent.control import snapshot as snapshots
from wineagent.win32.user import procwindows

EXPECTED = [
    'parent: shown, active-is-mine=1',
    'parent: GetLastActivePopup self=1 popup=1 after=1 active-is-mine=1',
    'child: shown visible=1 foreground-is-mine=1 activateapp=1',
    'child: EnumWindows parent=1 own=1',
    "child: GetWindow(parent's) owner=1 child=1 first-nonzero=1",
    "child: char 'a'",
    'child: button clicked, active-is-mine=1',
    "child: cursor-on-button=1 WindowFromPoint(parent's)=1",
    'child: done',
    'parent: child exit=0 notice=77 deactivated=1 activateapp-off=1',
    'parent: after the child, active-is-mine=1 foreground-is-mine=1 activateapp-on=1',
]


def test_sendinput_reaches_the_child_process(boot, tmp_path, width):
    d = boot(guest_exe("procshow", width), args="input", settle=False,
             vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert list(d.vm.stdout_log) == EXPECTED


def _entry(vm, title):
    return next((w for w in procwindows.describe_desktop(vm) if w["title"] == title), None)


def test_agent_sees_draws_and_clicks_the_child_window(boot, tmp_path, width):
    d = boot(guest_exe("procshow", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    vm = d.vm
    for _ in range(3000):
        vm.run_batch()
        child = _entry(vm, "procshow child")
        if child is not None and child["visible"] and vm.parked:
            break
    assert list(vm.stdout_log) == EXPECTED[:5]
    parent = _entry(vm, "procshow parent")
    button = _entry(vm, "Press")
    assert child["pid"] == 0x1000 and button["pid"] == 0x1000 and "pid" not in parent
    assert button["parent"] == child["hwnd"]
    # the snapshot's text form lists both processes' windows, the child's in front
    snap = snapshots.annotate(procwindows.SessionWindows(vm), procwindows.describe_desktop(vm))
    text = snapshots.text_tree({"windows": snap, "focus": 0, "active": 0})
    lines = text.splitlines()
    assert '"procshow child"' in lines[0] and "pid=0x1000" in lines[0], text
    assert any('"procshow parent"' in line and "pid=" not in line for line in lines), text

    # drawn: the child's window is on the screen, over the parent's where they overlap
    child_win = vm.wm.owner_wm(child["hwnd"]).get(child["hwnd"])
    l, t, r, b = child["rect"]
    frame = vm.gdi.compose()
    assert frame.crop((l, t, r, b)).tobytes() == child_win.surface.image.tobytes()
    ref = snapshots.locate(vm, snapshots.ref_of(button["hwnd"]))
    assert (ref["x"], ref["y"]) == ((button["rect"][0] + button["rect"][2] - 1) // 2,
                                    (button["rect"][1] + button["rect"][3] - 1) // 2)

    # a click on the parent's window brings its process in front: its window is drawn
    # over the child's, and is the active one
    pl, pt, pr, pb = parent["rect"]
    d.mouse("move", pl + 20, pt + 60).mouse("down", pl + 20, pt + 60).mouse(
        "up", pl + 20, pt + 60)
    d.run(20)
    parent_win = vm.wm.get(parent["hwnd"])
    assert vm.wm.active == parent["hwnd"]
    assert procwindows.foreground(vm) is vm
    over = (max(l, pl), max(t, pt), min(r, pr), min(b, pb))
    assert over[0] < over[2] and over[1] < over[3]
    frame = vm.gdi.compose()
    assert frame.crop(over).tobytes() == parent_win.surface.image.crop(
        (over[0] - pl, over[1] - pt, over[2] - pl, over[3] - pt)).tobytes()

    # a click on the child's window activates it again (its process in front, its
    # window the focus): the key goes to it; then the button's click
    d.mouse("move", l + 10, b - 10).mouse("down", l + 10, b - 10).mouse("up", l + 10, b - 10)
    d.run(20)
    assert procwindows.foreground(vm) is not vm and vm.wm.active == 0
    assert procwindows.foreground(vm).wm.active == child["hwnd"]
    assert vm.gdi.compose().crop(over).tobytes() == child_win.surface.image.crop(
        (over[0] - l, over[1] - t, over[2] - l, over[3] - t)).tobytes()
    # the key goes to the child's window; the keyboard is the session's: the parent's
    # GetAsyncKeyState sees it held (GetKeyState stays each process's own)
    d.key("down", 0x41)
    d.run(20)
    child_vm = procwindows.foreground(vm)
    assert 0x41 in vm.wm.keys_down and child_vm.wm.key_state[0x41] & 0x80
    assert not vm.wm.key_state[0x41] & 0x80
    d.key("char", ord("a")).key("up", 0x41)
    d.run(20)
    assert 0x41 not in vm.wm.keys_down
    assert list(vm.stdout_log) == EXPECTED[:6]
    x, y = ref["x"], ref["y"]
    d.mouse("move", x, y).mouse("down", x, y).mouse("up", x, y)
    d.run_to_end(3000)
    assert list(vm.stdout_log) == EXPECTED


def test_frozen_runs_with_a_child_window_are_identical(boot, tmp_path):
    """The order in which the processes run, and so which takes each input event and
    what the screen shows after each batch, is a function of the guests' execution: two
    runs give the same frames at the same batches."""
    import hashlib

    def run(n):
        d = boot(guest_exe("procshow", 4), args="input", settle=False,
                 vfs_root=str(tmp_path / ("vfs%d" % n)))
        frames = []
        for _ in range(3000):
            if d.vm.run_batch():
                frames.append((d.vm.batches,
                               hashlib.sha1(d.vm.gdi.compose().tobytes()).hexdigest()))
            if d.vm.ended:
                break
        assert list(d.vm.stdout_log) == EXPECTED
        return frames, d.vm.batches
    first = run(1)
    assert len(first[0]) > 2
    assert run(2) == first


#: procshow.exe app: WM_ACTIVATEAPP within one process, activation moving from the main
#: thread's windows (A shown, H hidden) to a second thread's (B) and back. Wine 8 prints
#: the same counts; its lParam is 0 each time ("lParam A=0 H=0 B=0"): Wine's threads each
#: deactivate and activate on their own, seeing no other thread, where Windows documents
#: the other thread's id, which we pass.
EXPECTED_APP = [
    'app: A shown: A on=1 off=0 H on=1 off=0',
    'app: B shown: A on=1 off=1 H on=1 off=1 B on=1 off=0',
    'app: A again: A on=2 off=1 H on=2 off=1 B on=1 off=1',
    'app: lParam A=other H=other B=other',
]


def test_activateapp_goes_to_every_window_of_the_threads_gaining_and_losing(
        boot, tmp_path, width):
    d = boot(guest_exe("procshow", width), args="app", settle=False,
             vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert list(d.vm.stdout_log) == EXPECTED_APP


#: procshow.exe calls: the child calls window functions on the parent's window (Wine 8's
#: lines at both widths): queries read the window as the system keeps it (its caption,
#: not a WM_GETTEXT), WM_SETTEXT / WM_GETTEXT / WM_COPYDATA are copied between the
#: processes (SendMessageTimeout's too), DestroyWindow and setting the procedure are
#: refused (ERROR_ACCESS_DENIED), and MoveWindow, SetWindowPos, EnableWindow, ShowWindow,
#: SetWindowText, SetWindowLong(GWL_STYLE) and SetForegroundWindow run on the parent's
#: thread, whose procedure hears their messages.
EXPECTED_CALLS = [
    "calls: text 'procshow calls' 14 len=14",
    "calls: class 'ProcShowCalls'",
    'calls: rect 20,20,260,180',
    'calls: client 0,0,234,135',
    'calls: visible=1 enabled=1 iconic=0',
    'calls: style-caption=1 extra=1234',
    'calls: wndproc=0 error=5',
    'calls: thread=1 other-pid=1',
    'calls: FindWindow=1 FindWindowEx=1',
    "calls: WM_SETTEXT=1 text 'renamed'",
    'calls: SetWindowText=1',
    "calls: WM_GETTEXT=7 'renamed'",
    'calls: WM_COPYDATA=7051',
    'calls: SendMessageTimeout=1 result=3051',
    'calls: DestroyWindow=0 error=5 window=1',
    'calls: MoveWindow=1',
    'calls: rect 30,40,280,210',
    'calls: SetWindowPos=1',
    'calls: rect 50,60,300,230',
    'calls: EnableWindow(FALSE)=0 enabled=0',
    'calls: EnableWindow(TRUE)=1 enabled=1',
    'calls: ShowWindow(SW_HIDE)=1 visible=0',
    'calls: ShowWindow(SW_SHOW)=0 visible=1',
    'calls: SetWindowLong(0)=1234 now=5678',
    'calls: SetWindowLong(GWL_STYLE) old-had-box=0 now-has-box=1',
    'calls: SetWindowLong(GWLP_WNDPROC)=0 error=5',
    'calls: SetForegroundWindow=1 foreground=1',
    'parent: child exit=0 moved=1 enable-messages=2 style-messages=2 activateapp-on=1',
]


def test_window_functions_on_another_process_window(boot, tmp_path, width):
    d = boot(guest_exe("procshow", width), args="calls", settle=False,
             vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert list(d.vm.stdout_log) == EXPECTED_CALLS


def test_send_message_timeout_to_a_process_not_looking_gives_up(boot, tmp_path, width):
    """procshow.exe hung: the parent waits for its child without looking at its
    messages; the child's SendMessageTimeout(200 ms) to the parent's window gives up
    with ERROR_TIMEOUT, as under Wine 8 (its lines at both widths)."""
    d = boot(guest_exe("procshow", width), args="hung", settle=False,
             vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert list(d.vm.stdout_log) == ["hung: SendMessageTimeout=0 error=1460",
                                     "parent: child exit=0"]


def test_two_processes_windows_interleave(boot, tmp_path, width):
    """procshow.exe zorder: the parent shows P1 and P2, the child C over both, then puts
    C just below P2 (SetWindowPos naming the other process's window) and back on top:
    EnumWindows and WindowFromPoint follow the one order of the session, as under Wine
    8 (its lines at both widths); the screen is composed in that order."""
    d = boot(guest_exe("procshow", width), args="zorder", settle=False,
             vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert list(d.vm.stdout_log) == [
        "zorder: shown: C P2 P1 | at-all=C at-c=1",
        "zorder: below P2: P2 C P1 | at-all=P2 at-c=1",
        "zorder: top: C P2 P1 | at-all=C at-c=1",
        "parent: done",
    ]


def test_a_window_owned_by_another_process_window(boot, tmp_path, width):
    """procshow.exe owned: the child runs a modal dialog owned by the parent's window
    (DialogBox disables the owner meanwhile, by the parent's thread), makes a popup
    owned by the parent's window (both stopped naming the case before), then has the parent destroy its window: the owned
    window stays and GetWindow(GW_OWNER) still names the destroyed owner, as under
    Wine 8 (these are its lines at both widths)."""
    d = boot(guest_exe("procshow", width), args="owned", settle=False,
             vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert list(d.vm.stdout_log) == [
        "child: dialog owner-is-parent=1",
        "child: DialogBox=5 owner disabled meanwhile=1, enabled after=1",
        "child: owned window made=1 owner-is-parent=1 GetParent=1",
        "child: owner destroyed=1, owned window=1 owner=0",
        "parent: child exit=0",
    ]
