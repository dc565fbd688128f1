"""What a GUI toolkit relies on when it makes its windows (issue 23, "Programs in the
wild", docs/runtimes.md): FLTK 1.4's test programs learn where their window is from
WM_MOVE, load IMM32 to place the input method's composition window, and ask the
keyboard layout.

test/exe/toolkit_start.exe (guests/tests/toolkit_start.c) prints a line per check; the
expected lines are what the same binary prints under Wine 8
(``xvfb-run -a wine toolkit_start.exe``; its x86-64 build prints the same under 64-bit
Wine but for the width of a printed NULL pointer), except where noted. The test runs at
both widths (the ``width`` fixture).
"""

from paths import guest_exe

#: Wine's lines (the i686 build's). An overlapped window hears WM_SIZE and WM_MOVE when
#: first shown, not when made (child and pop-up windows when made), and WM_MOVE carries
#: the client area's top-left. One line differs from Wine on purpose:
#: ActivateKeyboardLayout(HKL_NEXT) with one layout installed cycles to that layout and
#: answers the previous one, as documented; Wine's X11 driver answers 0.
EXPECTED = [
    'create overlapped (hidden):',
    'show it:',
    '  [2] WM_SIZE 0 292x173',
    '  [2] WM_MOVE at client origin=1',
    'show it again:',
    'create child (hidden):',
    '  [4] WM_SIZE 0 98x48',
    '  [4] WM_MOVE at client origin=1',
    'create pop-up with a caption (hidden):',
    '  [5] WM_SIZE 0 114x65',
    '  [5] WM_MOVE at client origin=1',
    'move the overlapped window:',
    '  [6] WM_MOVE at client origin=1',
    'create overlapped (visible):',
    '  [7] WM_SIZE 0 192x73',
    '  [7] WM_MOVE at client origin=1',
    'ImmGetContext: non-null=1, same for the child=1',
    'ImmGetContext(no window)=00000000',
    'ImmSetCompositionWindow=1',
    'ImmGetCompositionWindow=1 style=2 pos=12,34',
    'ImmSetCompositionFontA=1',
    'ImmGetCompositionFontA=1 height=-13 face=Arial',
    'ImmGetOpenStatus=0',
    'ImmSetOpenStatus=1 then 1',
    'ImmGetCompositionStringW=0',
    'ImmReleaseContext=1',
    'ImmCreateContext: non-null=1, not the default=1',
    'ImmAssociateContext: previous is the default=1, now=1, child keeps the default=1',
    'ImmAssociateContextEx(NULL, 0)=1',
    '  window context now null=1',
    'ImmAssociateContextEx(mine, IACE_CHILDREN)=1',
    '  window=0 child=1',
    'ImmAssociateContextEx(IACE_DEFAULT)=1',
    '  window has the default=1 child still mine=1',
    'ImmDestroyContext(mine)=1',
    'GetKeyboardLayout=04090409',
    'GetKeyboardLayoutList(0)=1',
    'GetKeyboardLayoutList(4)=1 first=04090409',
    'GetKeyboardLayoutNameA=1 00000409',
    'GetKeyboardLayoutNameW=1 00000409',
    'ActivateKeyboardLayout(current)=04090409',
    'ActivateKeyboardLayout(HKL_NEXT)=00000000',
    'done',
]


def test_a_toolkit_starts_as_on_windows(boot, tmp_path, width):
    d = boot(guest_exe("toolkit_start", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    expected = [line.replace("00000000", "0" * 16) if "no window" in line and width == 8
                else line for line in EXPECTED]
    expected[expected.index("ActivateKeyboardLayout(HKL_NEXT)=00000000")] = \
        "ActivateKeyboardLayout(HKL_NEXT)=04090409"
    assert d.vm.stdout_log == expected
