"""Hiding the active window (user/window.py ``show_window``): activation goes to the next
shown top-level window, or to none; the hidden window hears WM_ACTIVATE(WA_INACTIVE) and
WM_KILLFOCUS. SDL re-creates its window when it changes renderer and takes the keyboard
focus (and, in relative mouse mode, its cursor clip) only when the focus comes back.

test/exe/hideact.exe and test/exe64/hideact.exe (guests/tests/hideact.c); WINE_OUTPUT is
what both print under Wine 8 (a virtual desktop, xvfb-run).
"""

from paths import guest_exe

WINE_OUTPUT = [
    "show A",
    "  A WM_ACTIVATE active other=none",
    "  A WM_SETFOCUS",
    "show B",
    "  A WM_ACTIVATE inactive other=B",
    "  B WM_ACTIVATE active other=A",
    "  A WM_KILLFOCUS",
    "  B WM_SETFOCUS",
    "both shown: active=B focus=B",
    "hide B",
    "  B WM_ACTIVATE inactive other=A",
    "  A WM_ACTIVATE active other=B",
    "  B WM_KILLFOCUS",
    "  A WM_SETFOCUS",
    "B hidden: active=A focus=A",
    "hide A",
    "  A WM_ACTIVATE inactive other=none",
    "  A WM_KILLFOCUS",
    "A hidden: active=none focus=none",
    "show A",
    "  A WM_ACTIVATE active other=none",
    "  A WM_SETFOCUS",
    "A shown: active=A focus=A",
]


def test_hiding_the_active_window_hands_activation_on_as_wine_does(boot, tmp_path, width):
    d = boot(guest_exe("hideact", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(400)
    assert d.vm.stdout_log == WINE_OUTPUT
