"""A window's touch registration (guests/tests/touchwin.c; dlls/user32/touch.py), both
widths: RegisterTouchWindow keeps the flags IsTouchWindow reports until
UnregisterTouchWindow, on a desktop without a touch digitizer (Qt 6 registers each
top-level window it creates).

Wine 8's three functions are stubs (RegisterTouchWindow fails with
ERROR_CALL_NOT_IMPLEMENTED, UnregisterTouchWindow fails, IsTouchWindow is always FALSE),
so the expected lines are Windows' documented answers; Wine's, for the record, are
WINE_LINES (its first line, the metrics, is the same)."""

from paths import guest_exe

EXPECTED = [
    "digitizer 0 touches 0",
    "IsTouchWindow before: 0 flags cc",
    "RegisterTouchWindow: 1",
    "IsTouchWindow after: 1 flags 2",
    "IsTouchWindow NULL flags: 1",
    "UnregisterTouchWindow: 1",
    "IsTouchWindow unregistered: 0 flags cc",
    "RegisterTouchWindow bad: 0 1400",
]

WINE_LINES = [
    "digitizer 0 touches 0",
    "IsTouchWindow before: 0 flags cc",
    "RegisterTouchWindow: 0",
    "IsTouchWindow after: 0 flags cc",
    "IsTouchWindow NULL flags: 0",
    "UnregisterTouchWindow: 0",
    "IsTouchWindow unregistered: 0 flags cc",
    "RegisterTouchWindow bad: 0 120",
]


def test_touch_registration(boot, width):
    d = boot(guest_exe("touchwin", width), settle=False)
    for _ in range(100):
        d.vm.run_batch()
        if d.vm.ended:
            break
    assert d.vm.machine.fault is None
    assert d.vm.stdout_log == EXPECTED
    assert d.vm.machine.exit_code == 0
