"""BeginPaint and EndPaint without a PAINTSTRUCT (dlls/user32/main.py; issue 23, msg.c's
test_DispatchMessage, which stopped wineagent with a write to NULL): BeginPaint(hwnd,
NULL) erases and validates as usual, gives the DC back and answers NULL, so WM_PAINT
comes once; EndPaint(hwnd, NULL) answers FALSE.

test/exe/paintnull.exe and test/exe64/paintnull.exe (guests/tests/paintnull.c);
EXPECTED is what both print under Wine 8 (``xvfb-run -a wine``).
"""

from paths import guest_exe

EXPECTED = ['BeginPaint: NULL erased=1 EndPaint: 0',
            'WM_PAINTs: 1']


def test_beginpaint_without_paintstruct(boot, width):
    d = boot(guest_exe("paintnull", width), settle=False)
    d.run_to_end(3000)
    assert list(d.vm.stdout_log) == EXPECTED
