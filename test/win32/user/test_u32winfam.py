"""USER32 families of Wine's win.c past its cross-process test (docs/user.md, "win.c's
families, session 36"): u32winfam.exe (guests/tests/u32winfam.c) checks WindowFromPoint
through HTTRANSPARENT windows (a STATIC without SS_NOTIFY, a group box) and past a
disabled child, a thick child's smallest tracking size, a message-only window made
WS_VISIBLE and its root, FindWindowEx with a NULL parent, WM_GETTEXT without a buffer,
GetWindowModuleFileName, the capture (WM_CAPTURECHANGED; a pressed button losing the
focus), FlashWindow and FlashWindowEx, and the layout a window inherits
(WS_EX_LAYOUTRTL, WS_EX_NOINHERITLAYOUT, Get/SetProcessDefaultLayout).

EXPECTED is what the same binary prints under Wine 8 at both widths, but for two lines
where Wine departs from the documentation: FlashWindow answers "the window's state
before the call" (nonzero when the caption was drawn active); Wine 8's answers the look
it has just switched to (win32u/window.c NtUserFlashWindowEx), so its two FlashWindow
lines read ``before-active=0`` then ``=1``.
"""

from paths import guest_exe

EXPECTED = [
    'static: WindowFromPoint is-parent=1',
    'SS_NOTIFY static: WindowFromPoint is-static=1',
    'group box: WindowFromPoint is-parent=1',
    'button under a group box: WindowFromPoint is-button=1',
    'disabled button: WindowFromPoint is-parent=1',
    'thick child with WS_BORDER: minTrack is SM_CXMINTRACK=1 SM_CYMINTRACK=1',
    'thick child: minTrack is its frame twice=1',
    'message-only visible: made=1 WS_VISIBLE=1 IsWindowVisible=0',
    'message root: parent=0 style=86000000',
    'message root: GWLP_WNDPROC=0 err=5',
    'FindWindowEx(NULL) finds it=1, (desktop)=0, (root)=1, MESSAGE WINDOW=1',
    'GetWindowText(NULL buffer)=0',
    'GetWindowModuleFileName same=1',
    'GetWindowModuleFileName short=1',
    'GetWindowModuleFileName(bad)=0 err=1400',
    'SetCapture(other): WM_CAPTURECHANGED=1 lparam-is-new=1',
    'ReleaseCapture: WM_CAPTURECHANGED=1 lparam=0 capture=0',
    'pressed button: has-capture=1',
    'pressed button, WM_KILLFOCUS: capture=0',
    'FlashWindow(TRUE): before-active=1 WM_NCACTIVATE=1 wparam=0',
    'FlashWindow(FALSE): before-active=0 wparam=1',
    'FlashWindow(NULL)=0 err-set=1',
    'FlashWindowEx(NULL)=0 err=998',
    'FlashWindowEx(small cbSize)=0 err=87',
    'FlashWindowEx(TIMER) then STOP: differ=1',
    'child of an RTL window: exstyle=00400000',
    'owned popup of an RTL window: exstyle=00000000',
    'child, WS_EX_NOINHERITLAYOUT: exstyle=00000000',
    'GetProcessDefaultLayout(NULL)=0 err=998',
    'GetProcessDefaultLayout=1 layout=0',
    'SetProcessDefaultLayout(7)=1',
    'layout now=7',
    'top-level with LAYOUT_RTL: exstyle=00440000',
    'owned with LAYOUT_RTL: exstyle=00040000',
    'done',
]


def test_win_c_families(boot, tmp_path, width):
    d = boot(guest_exe("u32winfam", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert list(d.vm.stdout_log) == EXPECTED
