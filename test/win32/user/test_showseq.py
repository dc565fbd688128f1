"""ShowWindow's messages and states (user/window.py show_window, user/placement.py;
issue 23, msg.c's test_ShowWindow): a hidden window shown with SW_SHOWNORMAL or SW_SHOW
is activated and takes the focus between its WM_WINDOWPOSCHANGING and
WM_WINDOWPOSCHANGED, as SetWindowPos activates a window it shows; a maximize or a
restore is one SetWindowPos that shows the window too, with no WM_SHOWWINDOW, the
activation inside, then WM_MOVE and WM_SIZE; SW_SHOWNOACTIVATE restores a maximized
window (hidden or shown) without activating it; a minimized window is asked with
WM_QUERYOPEN before it is restored, and one that refuses is only activated (a
SetWindowPos that keeps its place).

test/exe/showseq.exe and test/exe64/showseq.exe (guests/tests/showseq.c) print, per
call, ShowWindow's answer, the style's WS_VISIBLE / WS_MINIMIZE / WS_MAXIMIZE, whether
the window is active and has the focus, GetWindowPlacement's showCmd and flags, then the
numbers of the messages the call brought. EXPECTED is what both print under Wine 8
(``xvfb-run -a wine``) but for the flags of a maximized window: WPF_RESTORETOMAXIMIZED
(2), which msg.c's Windows table has and Wine 8 leaves out.
"""

from paths import guest_exe

EXPECTED = [
    'SW_SHOWNORMAL hidden: 0 style=10000000 active=1 focus=1 show=1 flags=0; 0018 0046 0086 0006 0007 0047 0005 0003',
    'SW_SHOWNORMAL shown: 1 style=10000000 active=1 focus=1 show=1 flags=0;',
    'SW_HIDE: 1 style=00000000 active=0 focus=0 show=1 flags=0; 0018 0046 0047 0086 0006 0008',
    'SW_SHOW hidden: 0 style=10000000 active=1 focus=1 show=1 flags=0; 0018 0046 0086 0006 0007 0047',
    'SW_HIDE: 1 style=00000000 active=0 focus=0 show=1 flags=0; 0018 0046 0047 0086 0006 0008',
    'SW_SHOWMAXIMIZED: 0 style=11000000 active=1 focus=1 show=3 flags=2; 0046 0086 0006 0007 0047 0003 0005',
    'SW_HIDE: 1 style=01000000 active=0 focus=0 show=3 flags=2; 0018 0046 0047 0086 0006 0008',
    'SW_SHOWNOACTIVATE maximized: 0 style=10000000 active=0 focus=0 show=1 flags=0; 0046 0047 0003 0005',
    'SW_SHOWNOACTIVATE shown: 1 style=10000000 active=0 focus=0 show=1 flags=0;',
    'SW_SHOWMAXIMIZED: 1 style=11000000 active=1 focus=1 show=3 flags=2; 0046 0086 0006 0007 0047 0003 0005',
    'SW_SHOWNOACTIVATE maximized shown: 1 style=10000000 active=0 focus=0 show=1 flags=0; 0046 0047 0003 0005',
    'SW_RESTORE refused: 1 style=30000000 active=1 focus=1 show=2 flags=0; 0013 0046 0086 0006 0007 0047 0006',
    'SW_RESTORE minimized: 1 style=10000000 active=1 focus=1 show=1 flags=0; 0013 0046 0047 0003 0005 0006',
]


def test_showwindow_activation_and_states(boot, width):
    d = boot(guest_exe("showseq", width), settle=False)
    d.run_to_end(3000)
    assert list(d.vm.stdout_log) == EXPECTED
