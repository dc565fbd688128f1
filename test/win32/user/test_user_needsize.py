"""When a window hears its first WM_SIZE and WM_MOVE, checked against Wine.

test/exe/usr_needsize.exe (guests/tests/usr_needsize.c): an overlapped window (neither
WS_CHILD nor WS_POPUP) hears them when it is first shown, not inside CreateWindow, and
not again on the next show; pop-ups and children hear them while created; a window
created visible hears them after WM_SHOWWINDOW. Wine's explorer.exe depends on it (its
WM_SIZE handler reads what it stores only after CreateWindow returns). The expected
lines are what the same binary prints under Wine 8.
"""

import os

from paths import TEST_DIR

NEEDSIZE_EXE = os.path.join(TEST_DIR, "exe", "usr_needsize.exe")

WINE_OUTPUT = [
    'create overlapped: WM_CREATE',
    'show overlapped: WM_SHOWWINDOW 1',
    'show overlapped: WM_SIZE 0 292x173',
    'show overlapped: WM_MOVE',
    'create popup: WM_CREATE',
    'create popup: WM_SIZE 0 100x80',
    'create popup: WM_MOVE',
    'show popup: WM_SHOWWINDOW 1',
    'create child: WM_CREATE',
    'create child: WM_SIZE 0 50x40',
    'create child: WM_MOVE',
    'create visible overlapped: WM_CREATE',
    'create visible overlapped: WM_SHOWWINDOW 1',
    'create visible overlapped: WM_SIZE 0 192x123',
    'create visible overlapped: WM_MOVE',
    'done',
]


def test_an_overlapped_window_hears_its_first_size_when_shown_as_on_wine(boot):
    d = boot(NEEDSIZE_EXE)
    d.settle(200)
    assert d.vm.machine.fault is None, d.vm.machine.fault
    assert d.vm.machine.exited and d.vm.machine.exit_code == 0
    assert d.vm.stdout_log == WINE_OUTPUT
