"""DragDetect (dlls/user32/dragdetect.py; docs/user.md "DragDetect"; user32's win.c
test_DragDetect): u32drag.exe (guests/tests/u32drag.c) asks with the left button up
(FALSE at once, no capture), then on two WM_LBUTTONDOWNs with SendInput's moves queued
before the call: 10 pixels away (a drag: TRUE) and 2 pixels then the release (FALSE);
the capture is released after each.

EXPECTED is what the same binary prints under Wine 8 at both widths (its window lies at
the screen's origin: Wine 8 compares the messages' client coordinates with the screen
point DragDetect is given, which agree there).
"""

from paths import guest_exe

EXPECTED = [
    'button up: DragDetect=0 capture=0 lbutton=0',
    'press 1: DragDetect=1 capture=0',
    'press 2: DragDetect=0 capture=0',
    'presses=2',
    'done',
]


def test_drag_detect(boot, tmp_path, width):
    d = boot(guest_exe("u32drag", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert list(d.vm.stdout_log) == EXPECTED
