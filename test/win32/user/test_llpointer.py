"""The pointer and the program's own mouse moves under WH_MOUSE_LL hooks (issue 23;
user32's input.c test_mouse_ll_hook; dlls/user32/sendinput.py ``_judged``): the hooks run
before mouse_event returns and read the position from before the move; a hook's
SetCursorPos holds only until the chain is done, and the pointer is where the move goes
when the call returns; and ClipCursor's rectangles (user/wm_input.py ``clip_point``), an
empty one holding the pointer at its corner when it comes from before it and one short
of it when it comes from after it or stands on it.

test/exe/llpointer.exe (guests/tests/llpointer.c) prints the moves and positions.
EXPECTED's hook lines are what the same binary prints under Wine 8 (``xvfb-run -a wine
llpointer.exe``), the same at both widths. The clipping lines are what input.c expects
of Windows: Wine 8's 64-bit build prints them but for the empty rectangle's 149 (the
``todo_wine`` checks: Wine pins the pointer at the corner), its 32-bit build under Xvfb
confines the pointer to no rectangle at all (its own input.c run fails those checks).
"""

from paths import guest_exe

EXPECTED = [
    '  hook1: to (-3,0), pointer (0,0), after SetCursorPos (3,3)',
    '  hook2: pointer (3,3)',
    'mouse_event(-3,0): pointer moved by (-3,0)',
    '  hook1: to (3,0), pointer (0,0), after SetCursorPos (3,3)',
    '  hook2: pointer (3,3)',
    'mouse_event(3,0): pointer moved by (3,0)',
    '  hook1: to (0,-3), pointer (0,0), after SetCursorPos (3,3)',
    '  hook2: pointer (3,3)',
    'mouse_event(0,-3): pointer moved by (0,-3)',
    '  hook1: to (0,3), pointer (0,0), after SetCursorPos (3,3)',
    '  hook2: pointer (3,3)',
    'mouse_event(0,3): pointer moved by (0,3)',
    '  hook2: pointer (0,0)',
    'mouse_event(5,5): pointer moved by (5,5)',
    'clip 50,50,151,151, SetCursorPos(40,40): (50,50)',
    'SetCursorPos(160,160): (150,150)',
    'mouse_event(3,3): (150,150)',
    'clip 150,150,150,150, SetCursorPos(140,140): (150,150)',
    'SetCursorPos(160,160): (149,149)',
    'mouse_event(-3,-3): (150,150)',
    'mouse_event(3,3): (149,149)',
    'from (160,160), ClipCursor(150,150,150,150): (149,149)',
    'from (140,140), ClipCursor(150,150,150,150): (150,150)',
    'hook calls: 4 5',
]


def test_low_level_hooks_see_the_move_before_the_pointer_does(boot, tmp_path, width):
    d = boot(guest_exe("llpointer", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert d.vm.stdout_log == EXPECTED
