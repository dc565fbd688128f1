"""Where a click goes when the window under it answers WM_NCHITTEST with HTTRANSPARENT
(issue 23; user32's input.c test_Input_mouse; user/crosstree.py ``mouse_target``): a
STATIC child hands the click to its BUTTON parent (same thread); a STATIC top-level
window of another thread over the button does not (the transparent window hands the
point on only to its own thread's windows, as documented), also once AttachThreadInput
joined the two threads' input and SetWindowPos without SWP_NOACTIVATE activated (and so
raised) that window; SetCapture sends the click to the capture window wherever it is.

test/exe/clickthrough.exe (guests/tests/clickthrough.c) prints what the main thread took
after each click; EXPECTED is what the same binary prints under Wine 8 (``xvfb-run -a
wine clickthrough.exe``), the same at both widths, and what wineagent prints.
"""

from paths import guest_exe

EXPECTED = [
    'start: main took nothing; hit tests none',
    'button alone: main took button:0x201 button:0x202; hit tests none',
    'a transparent child: main took button:0x204 button:0x205; hit tests some',
    'SetCapture(button), a click on another: main took button:0x204 button:0x205; hit tests none',
    'WindowFromPoint: other',
    "another thread's transparent window: main took nothing; hit tests some",
    'after the thread: main took nothing; hit tests some',
    'AttachThreadInput: 1',
    'joined: main took nothing; hit tests some',
    'SetWindowPos: main took nothing; hit tests some',
    'top of the two: other',
    'WindowFromPoint: other',
    "another thread's transparent window, joined: main took nothing; hit tests some",
    'after the thread: main took nothing; hit tests some',
]


def test_transparent_windows_hand_clicks_to_their_own_thread(boot, tmp_path, width):
    d = boot(guest_exe("clickthrough", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert d.vm.stdout_log == EXPECTED
