"""The focus, active window and capture of each thread's input (issue 23; user32's
input.c test_attach_input and msg.c test_SetFocus; user/threadinput.py): what GetFocus,
GetActiveWindow, GetCapture and GetGUIThreadInfo answer the main thread and a thread
with a window of its own while their inputs are apart, joined by AttachThreadInput and
apart again (which windows each keeps); SetFocus, SetActiveWindow and SetCapture on the
other thread's window, refused while apart and allowed once joined; SetActiveWindow(NULL)
and SetFocus(desktop); and the activation, focus and capture messages the windows hear.

test/exe/threadfocus.exe (guests/tests/threadfocus.c) prints a line per step, naming the
windows. EXPECTED is what the same binary prints under Wine 8 (``xvfb-run -a wine
threadfocus.exe``, the same at both widths) except where msg.c's ``todo_wine`` checks
say Windows differs: SetActiveWindow on another thread's window leaves the last error
alone and sends nothing (Wine sets ERROR_ACCESS_DENIED and deactivates the caller's
window).
"""

from paths import guest_exe

EXPECTED = [
    '  SetFocus(main1): main2:ACTIVATEAPP(1) main1:ACTIVATEAPP(1) main1:NCACTIVATE main1:ACTIVATE(1,0) main1:SETFOCUS(0)',
    'apart, main set main1',
    '  main: focus main1 active main1 capture 0',
    '  thread: focus 0 active 0 capture 0',
    'GetGUIThreadInfo(main): active main1 focus main1 capture 0',
    'GetGUIThreadInfo(thread): active 0 focus 0 capture 0',
    'main SetFocus(thread) -> 0 err 5',
    'main SetActiveWindow(thread) -> 0 err 3735928559',
    'main SetCapture(thread) -> 0',
    '  thread SetFocus(main1) -> 0 err 5',
    '  thread SetActiveWindow(main2) -> 0 err 3735928559',
    '  thread SetCapture(main1) -> 0',
    '  refused calls: (none)',
    'after the refused calls',
    '  main: focus main1 active main1 capture 0',
    '  thread: focus 0 active 0 capture 0',
    '  thread SetCapture(thread) -> 0',
    '  thread SetCapture: (none)',
    'the thread took the capture',
    '  main: focus main1 active main1 capture 0',
    '  thread: focus 0 active 0 capture thread',
    'GetGUIThreadInfo(thread): active 0 focus 0 capture thread',
    '  thread ReleaseCapture -> 1',
    '  thread ReleaseCapture: thread:CAPTURECHANGED(0)',
    'AttachThreadInput(main, thread, 1) -> 1',
    '  attach: (none)',
    'joined',
    '  main: focus main1 active main1 capture 0',
    '  thread: focus main1 active main1 capture 0',
    'GetGUIThreadInfo(thread): active main1 focus main1 capture 0',
    '  thread SetActiveWindow(main2) -> main1 err 3735928559',
    '  thread SetActiveWindow(main2): main1:NCACTIVATE main1:ACTIVATE(0,main2) main2:NCACTIVATE main2:ACTIVATE(1,main1) main1:KILLFOCUS(main2) main2:SETFOCUS(main1)',
    'the thread activated main2',
    '  main: focus main2 active main2 capture 0',
    '  thread: focus main2 active main2 capture 0',
    '  thread SetFocus(main1) -> main1 err 3735928559',
    '  thread SetFocus(main1): main2:NCACTIVATE main2:ACTIVATE(0,main1) main1:NCACTIVATE main1:ACTIVATE(1,main2) main2:KILLFOCUS(main1) main1:SETFOCUS(main2)',
    'the thread focused main1',
    '  main: focus main1 active main1 capture 0',
    '  thread: focus main1 active main1 capture 0',
    'main SetCapture(thread) -> 0',
    '  main SetCapture(thread): (none)',
    "main gave the thread's window the capture",
    '  main: focus main1 active main1 capture thread',
    '  thread: focus main1 active main1 capture thread',
    '  main SetCapture(main2): thread:CAPTURECHANGED(0)',
    'AttachThreadInput(main, thread, 0) -> 1',
    '  detach: (none)',
    "apart again (main's windows stay with main)",
    '  main: focus main1 active main1 capture 0',
    '  thread: focus 0 active 0 capture main2',
    '  main ReleaseCapture: (none)',
    '  thread SetFocus/SetActiveWindow(thread): thread:ACTIVATEAPP(1) thread:NCACTIVATE thread:ACTIVATE(1,0) thread:SETFOCUS(0)',
    'the thread set its window',
    '  main: focus main1 active main1 capture 0',
    '  thread: focus thread active thread capture main2',
    'GetGUIThreadInfo(thread): active thread focus thread capture main2',
    'AttachThreadInput(main, thread, 1) -> 1',
    '  attach: (none)',
    "joined (the thread's input keeps its windows)",
    '  main: focus thread active thread capture main2',
    '  thread: focus thread active thread capture main2',
    'AttachThreadInput(main, thread, 0) -> 1',
    '  detach: (none)',
    "apart (the thread's window stays with the thread)",
    '  main: focus 0 active 0 capture 0',
    '  thread: focus thread active thread capture main2',
    '  SetFocus(main2): main2:ACTIVATEAPP(1) main1:ACTIVATEAPP(1) main2:NCACTIVATE main2:ACTIVATE(1,0) main2:SETFOCUS(0)',
    'SetActiveWindow(NULL) -> main2',
    '  SetActiveWindow(NULL): main2:NCACTIVATE main2:ACTIVATE(0,0) main2:ACTIVATEAPP(0) main1:ACTIVATEAPP(0) main2:KILLFOCUS(0)',
    'main: focus 0 active 0 capture 0',
    'SetFocus(desktop) -> 0 err 5',
]


def test_focus_active_and_capture_per_thread_input(boot, tmp_path, width):
    d = boot(guest_exe("threadfocus", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert d.vm.stdout_log == EXPECTED
