"""Layered windows (user/layered.py, gdi/layered.py, dlls/user32/layered.py; docs/user.md,
"Layered windows"; user32's win.c test_layered_window): u32layered.exe
(guests/tests/u32layered.c) checks which of SetLayeredWindowAttributes,
GetLayeredWindowAttributes, UpdateLayeredWindow and UpdateLayeredWindowIndirect a window
accepts in which state, what they answer and what clearing WS_EX_LAYERED resets, and
that CreateWindowEx gives WS_EX_LAYERED after the CBT hook saw the window. EXPECTED
is what the same binary prints under Wine 8 at both widths, line for line (the failures'
error codes of Get/SetLayeredWindowAttributes are not printed: Wine 8 answers
ERROR_INVALID_WINDOW_HANDLE for a window it has, here ERROR_INVALID_PARAMETER).

With an argument the guest shows one layered window at (200, 200), 80 x 80, over a blue
pop-up and waits; the screen is read here (Wine's X11 screen cannot be read back through
GDI, so these are the documented formulas: a constant alpha blends ``src * a + dst *
(1 - a)``, a premultiplied per-pixel alpha ``src + dst * (1 - srcAlpha)``, a colour key
leaves the pixels of that colour out, and a window made layered is not seen until its
look is set).
"""

import pytest

from paths import guest_exe

EXPECTED = [
    'not layered: Update(4)=0 err=87',
    'not layered: Get=0',
    'not layered: Set(000000, 0, 2)=0',
    'layered: Get=0',
    'layered: Update(4)=1',
    'after Update: Get=0',
    'layered: Set(123456, 44, 2)=1',
    'after Set: Get=1 key=123456 alpha=44 flags=2',
    'after Set: Update(4)=0 err=87',
    'cleared: Update(4)=0 err=87',
    'cleared: Get=0',
    'again: Get=0',
    'again: Update(4)=1',
    'ULW_EX_NORESIZE: Update(c)=0 err=87',
    'unknown flag: Update(104)=0 err=87',
    'NORESIZE same size: Indirect=1',
    'NORESIZE other size: Indirect=0 err-set=1',
    'other size: Indirect=1',
    'resized: 199x200',
    'unknown flags: Indirect=0 err-set=1',
    'short cbSize: Indirect=0 err-set=1',
    'NULL info: 0 err=87',
    'both: Set(654321, 22, 3)=1',
    'both: Get=1 key=654321 alpha=22 flags=3',
    'key only: Set(888888, 33, 1)=1',
    'key only: Get=1 key=888888 alpha=22 flags=1',
    'neither: Set(999999, 44, 0)=1',
    'neither: Get=1 key=999999 alpha=22 flags=0',
    'reset: Set(222222, 55, 0)=1',
    'reset: Get=1 key=222222 alpha=0 flags=0',
    'CBT: layered=0',
    'WM_NCCREATE: layered=1',
    'done',
]

RED, WHITE, BLUE = (255, 0, 0), (255, 255, 255), (0, 0, 255)
#: red and white at half alpha (128) over blue
HALF_RED, HALF_WHITE = (128, 0, 127), (128, 128, 255)


def test_layered_window_calls(boot, tmp_path, width):
    d = boot(guest_exe("u32layered", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert list(d.vm.stdout_log) == EXPECTED


@pytest.mark.parametrize("stage, left, right", [
    ("opaque", RED, WHITE),             # UpdateLayeredWindow's picture: red | white
    ("key", RED, BLUE),                 # ULW_COLORKEY white: the white half not drawn
    ("alpha", HALF_RED, HALF_WHITE),    # ULW_ALPHA, SourceConstantAlpha 128
    ("perpixel", HALF_RED, BLUE),       # AC_SRC_ALPHA: red at 128, then transparent
    ("attrkey", BLUE, BLUE),            # a white window, LWA_COLORKEY white
    ("attralpha", HALF_WHITE, HALF_WHITE),   # a white window, LWA_ALPHA 128
    ("pending", BLUE, BLUE),            # layered, nothing set: not seen
    ("cleared", WHITE, WHITE),          # WS_EX_LAYERED cleared: an ordinary window
])
def test_layered_window_pixels(boot, tmp_path, width, stage, left, right):
    d = boot(guest_exe("u32layered", width), args=stage, vfs_root=str(tmp_path / "vfs"))
    assert d.vm.stdout_log == ["%s: 1 at 200,200 80x80" % stage]
    img = d.vm.gdi.compose()
    assert img.getpixel((205, 205))[:3] == left
    assert img.getpixel((245, 205))[:3] == right
    assert img.getpixel((300, 300))[:3] == BLUE      # the blue window, outside
