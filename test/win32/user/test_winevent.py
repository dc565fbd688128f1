"""WinEvents (issue 23, user32's msg.c): SetWinEventHook's checks, in-context and
out-of-context delivery, the thread and process filters, WINEVENT_SKIPOWNTHREAD /
SKIPOWNPROCESS, UnhookWinEvent (only by the installing thread; no callback after it
returns), IsWinEventHookInstalled, and the events USER raises itself, in order with the
messages of the window they are about (docs/user.md "WinEvents").

test/exe/winevent.exe and test/exe64/winevent.exe (guests/tests/winevent.c) print a line
per check, event and message; the two widths print the same lines. WINE8 is what they
print under Wine 8 (``xvfb-run -a wine winevent.exe``, both widths alike). Where
wineagent's lines differ, ``DIFFERENCES`` says why, section by section (a section is a
line at the left margin and the indented lines under it): Windows is the reference, and
Wine 8 raises none of USER's own events but EVENT_OBJECT_CREATE and (from a focused
window to another) EVENT_OBJECT_FOCUS; msg.c's sequences, written on Windows, expect
them where wineagent raises them.
"""

from paths import guest_exe

#: wineagent's lines (Windows' rules).
EXPECTED = [
    'incontext without module: 0 err=1428',
    'min above max: 0 err=1426',
    'range 0..0: 1 err=3735928559',
    'IsWinEventHookInstalled(0)=1 (0x8000)=0',
    'UnhookWinEvent=1',
    'UnhookWinEvent again=0 err=6',
    'UnhookWinEvent(0xdeadbeef)=0 err=6',
    'IsWinEventHookInstalled(0) after=0',
    'incontext hook: 1',
    'CreateWindowEx:',
    '  msg WM_CREATE',
    '  event 8000 obj 0 child 0 other from main',
    'ShowWindow:',
    '  msg WM_SHOWWINDOW',
    '  msg WM_WINDOWPOSCHANGING',
    '  event 8002 obj 0 child 0 main from main',
    '  event 0003 obj 0 child 0 main from main',
    '  msg WM_ACTIVATE',
    '  event 8005 obj -4 child 0 main from main',
    '  msg WM_SETFOCUS',
    '  msg WM_WINDOWPOSCHANGED',
    '  msg WM_SIZE',
    '  msg WM_MOVE',
    'SetWindowPos move:',
    '  msg WM_WINDOWPOSCHANGING',
    '  msg WM_WINDOWPOSCHANGED',
    '  msg WM_MOVE',
    '  event 800b obj 0 child 0 main from main',
    'MoveWindow same place:',
    '  msg WM_WINDOWPOSCHANGING',
    '  msg WM_WINDOWPOSCHANGED',
    'EnableWindow(FALSE):',
    '  event 800a obj 0 child 0 main from main',
    '  event 8005 obj -4 child 0 null from main',
    '  msg WM_KILLFOCUS',
    '  msg WM_ENABLE',
    '  event 800a obj 0 child 0 main from main',
    '  msg WM_ENABLE',
    'SetCapture twice, ReleaseCapture:',
    '  event 0008 obj 0 child 0 main from main',
    '  event 0009 obj 0 child 0 main from main',
    '  event 0008 obj 0 child 0 main from main',
    '  msg WM_CAPTURECHANGED',
    '  event 0009 obj 0 child 0 main from main',
    '  msg WM_CAPTURECHANGED',
    'NotifyWinEvent:',
    '  event 0001 obj 0 child 0 main from main',
    '  event 4321 obj 5 child 6 main from main',
    '  NotifyWinEvent(NULL) err=1400',
    "another thread's event (thread filter):",
    '  worker done=0',
    'range hook skipping its thread: 1',
    "own thread's name change:",
    '  event 800c obj -4 child 3 main from main',
    "worker's name change:",
    '  event 800c obj -4 child 7 main from worker',
    '  worker done=0',
    'skipping its process: 1',
    '  worker done=0',
    'out-of-context hook: 1',
    'raised by this thread; before PeekMessage',
    '  worker done=0',
    'before PeekMessage',
    '  event 800c obj -4 child 1 main from main',
    '  event 800c obj -4 child 7 main from worker',
    'after PeekMessage (0)',
    'unhooked with one waiting:',
    'UnhookWinEvent=1',
    'after PeekMessage',
    "UnhookWinEvent(another thread's)=0 err=6",
    'UnhookWinEvent(own)=1',
    'DestroyWindow:',
    '  msg WM_WINDOWPOSCHANGING',
    '  event 8003 obj 0 child 0 main from main',
    '  msg WM_WINDOWPOSCHANGED',
    '  event 8001 obj 0 child 0 main from main',
    '  msg WM_DESTROY',
    'done',
]

#: Wine 8's lines, both widths.
WINE8 = [
    'incontext without module: 0 err=1428',
    'min above max: 0 err=1426',
    'range 0..0: 1 err=3735928559',
    'IsWinEventHookInstalled(0)=1 (0x8000)=1',
    'UnhookWinEvent=1',
    'UnhookWinEvent again=0 err=6',
    'UnhookWinEvent(0xdeadbeef)=0 err=6',
    'IsWinEventHookInstalled(0) after=1',
    'incontext hook: 1',
    'CreateWindowEx:',
    '  msg WM_CREATE',
    '  event 8000 obj 0 child 0 other from main',
    'ShowWindow:',
    '  msg WM_SHOWWINDOW',
    '  msg WM_WINDOWPOSCHANGING',
    '  msg WM_ACTIVATE',
    '  msg WM_SETFOCUS',
    '  msg WM_WINDOWPOSCHANGED',
    '  msg WM_SIZE',
    '  msg WM_MOVE',
    'SetWindowPos move:',
    '  msg WM_WINDOWPOSCHANGING',
    '  msg WM_WINDOWPOSCHANGED',
    '  msg WM_MOVE',
    'MoveWindow same place:',
    '  msg WM_WINDOWPOSCHANGING',
    'EnableWindow(FALSE):',
    '  msg WM_KILLFOCUS',
    '  msg WM_ENABLE',
    '  msg WM_ENABLE',
    'SetCapture twice, ReleaseCapture:',
    '  msg WM_CAPTURECHANGED',
    '  msg WM_CAPTURECHANGED',
    'NotifyWinEvent:',
    '  event 0001 obj 0 child 0 main from main',
    '  event 4321 obj 5 child 6 main from main',
    '  NotifyWinEvent(NULL) err=1400',
    "another thread's event (thread filter):",
    '  worker done=0',
    'range hook skipping its thread: 1',
    "own thread's name change:",
    '  event 800c obj -4 child 3 main from main',
    '  event 800c obj -4 child 3 main from main',
    "worker's name change:",
    '  event 800c obj -4 child 7 main from worker',
    '  worker done=0',
    'skipping its process: 1',
    '  event 800c obj -4 child 7 main from worker',
    '  worker done=0',
    'out-of-context hook: 1',
    'raised by this thread; before PeekMessage',
    '  worker done=0',
    'before PeekMessage',
    '  event 800c obj -4 child 1 main from main',
    '  event 800c obj -4 child 7 main from worker',
    'after PeekMessage (0)',
    'unhooked with one waiting:',
    'UnhookWinEvent=1',
    '  event 800c obj -4 child 2 main from main',
    'after PeekMessage',
    "UnhookWinEvent(another thread's)=1 err=3735928559",
    'UnhookWinEvent(own)=0',
    'DestroyWindow:',
    '  msg WM_WINDOWPOSCHANGING',
    '  msg WM_WINDOWPOSCHANGED',
    '  msg WM_ACTIVATE',
    '  msg WM_DESTROY',
    'done',
]

#: The sections whose lines differ from Wine 8's, and why.
DIFFERENCES = {
    "IsWinEventHookInstalled(0)=1 (0x8000)=0":
        "Wine 8 answers TRUE for every event; documented: TRUE only when a hook asks for "
        "the event (the hook asks for event 0 alone)",
    "IsWinEventHookInstalled(0) after=0": "the same: no hook is left",
    "ShowWindow:": "EVENT_OBJECT_SHOW after WM_WINDOWPOSCHANGING, EVENT_SYSTEM_FOREGROUND "
        "after the activation's HCBT_ACTIVATE point, EVENT_OBJECT_FOCUS before WM_SETFOCUS, "
        "as msg.c's WmSWP_ShowOverlappedSeq expects on Windows (Wine: none)",
    "SetWindowPos move:": "EVENT_OBJECT_LOCATIONCHANGE after the move is told "
        "(msg.c's WmSWP_ResizeSeq)",
    "MoveWindow same place:": "wineagent sends WM_WINDOWPOSCHANGED for a move that changes "
        "nothing; Windows and Wine do not",
    "EnableWindow(FALSE):": "EVENT_OBJECT_STATECHANGE before each WM_ENABLE "
        "(msg.c's WmEnableWindowSeq_1 and _3), and EVENT_OBJECT_FOCUS (no window) before "
        "WM_KILLFOCUS when the focus goes nowhere (msg.c's WmModalDialogSeq)",
    "SetCapture twice, ReleaseCapture:": "CAPTURESTART / CAPTUREEND around "
        "WM_CAPTURECHANGED, as msg.c's DoubleSetCaptureSeq expects",
    "own thread's name change:": "documented WINEVENT_SKIPOWNTHREAD: the range hook does "
        "not hear its own thread; Wine 8 calls it",
    "skipping its process: 1": "documented WINEVENT_SKIPOWNPROCESS: no event of the hook's "
        "process; Wine 8 calls it",
    "UnhookWinEvent=1": "documented: the callback is not called after UnhookWinEvent "
        "returns; Wine 8 still delivers the event that was waiting",
    "UnhookWinEvent(another thread's)=0 err=6": "documented: UnhookWinEvent fails from "
        "another thread than the installing one; Wine 8 removes the hook",
    "UnhookWinEvent(own)=1": "(Wine's is 0: the other thread removed the hook)",
    "DestroyWindow:": "EVENT_OBJECT_HIDE after WM_WINDOWPOSCHANGING and "
        "EVENT_OBJECT_DESTROY before WM_DESTROY (msg.c's WmDestroyChildSeq); the "
        "deactivation's WM_ACTIVATE comes after WM_DESTROY here",
}


def _sections(lines):
    """The sections in order, each a list of lines (its header, a line at the left
    margin, first)."""
    out = []
    for line in lines:
        if not line.startswith("  "):
            out.append([])
        out[-1].append(line)
    return out


def test_every_difference_from_wine_is_named():
    ours, wine = _sections(EXPECTED), _sections(WINE8)
    assert len(ours) == len(wine)           # the same checks, in the same order
    differing = {o[0] for o, w in zip(ours, wine) if o != w}
    assert differing == set(DIFFERENCES)


def test_winevents_hooks_filters_and_user_events(boot, tmp_path, width):
    d = boot(guest_exe("winevent", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(5000)
    assert d.vm.stdout_log == EXPECTED
