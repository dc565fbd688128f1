"""ShowWindow's activation and SW_SHOWNOACTIVATE (user/window.py show_window,
user/placement.py; issue 23, msg.c's test_ShowWindow): a hidden window shown with
SW_SHOWNORMAL or SW_SHOW is activated and takes the focus between its
WM_WINDOWPOSCHANGING and WM_WINDOWPOSCHANGED, as SetWindowPos activates a window it
shows; SW_SHOWNOACTIVATE restores a maximized window (hidden or shown) without
activating it.

test/exe/showseq.exe and test/exe64/showseq.exe (guests/tests/showseq.c) print, per
call, ShowWindow's answer, the style's WS_VISIBLE / WS_MINIMIZE / WS_MAXIMIZE, whether
the window is active and has the focus, GetWindowPlacement's showCmd and flags, then the
numbers of the messages the call brought. EXPECTED is what both print under Wine 8
(``xvfb-run -a wine``). A maximize or a restore is still told apart from its
SetWindowPos here (WM_SHOWWINDOW, WM_SIZE before WM_MOVE, activation after: docs/compat.md
"Session 38 (branch `msgc2`)"), and Wine 8 reports no WPF_RESTORETOMAXIMIZED, which
msg.c's Windows table has for a maximized window: of those lines only the state before
the flags is compared.
"""

from paths import guest_exe

EXPECTED = [
    'SW_SHOWNORMAL hidden: 0 style=10000000 active=1 focus=1 show=1 flags=0; '
    '0018 0046 0086 0006 0007 0047 0005 0003',
    'SW_SHOWNORMAL shown: 1 style=10000000 active=1 focus=1 show=1 flags=0;',
    'SW_HIDE: 1 style=00000000 active=0 focus=0 show=1 flags=0; 0018 0046 0047 0086 0006 0008',
    'SW_SHOW hidden: 0 style=10000000 active=1 focus=1 show=1 flags=0; '
    '0018 0046 0086 0006 0007 0047',
    'SW_HIDE: 1 style=00000000 active=0 focus=0 show=1 flags=0; 0018 0046 0047 0086 0006 0008',
]
STATES = [
    'SW_SHOWMAXIMIZED: 0 style=11000000 active=1 focus=1 show=3',
    'SW_HIDE: 1 style=01000000 active=0 focus=0 show=3',
    'SW_SHOWNOACTIVATE maximized: 0 style=10000000 active=0 focus=0 show=1',
    'SW_SHOWNOACTIVATE shown: 1 style=10000000 active=0 focus=0 show=1',
    'SW_SHOWMAXIMIZED: 1 style=11000000 active=1 focus=1 show=3',
    'SW_SHOWNOACTIVATE maximized shown: 1 style=10000000 active=0 focus=0 show=1',
]


def test_showwindow_activation_and_shownoactivate(boot, width):
    d = boot(guest_exe("showseq", width), settle=False)
    d.run_to_end(3000)
    lines = list(d.vm.stdout_log)
    assert lines[:5] == EXPECTED
    assert [line.split(' flags=')[0] for line in lines[5:]] == STATES
