"""SendInput's checks and the key messages it makes (issue 23, user32's input.c; docs/user.md
"Keyboard state, window relations, LockWindowUpdate"): a size other than sizeof(INPUT) or
no event is ERROR_INVALID_PARAMETER, events at NULL ERROR_NOACCESS, an INPUT_HARDWARE event
fails the whole call with ERROR_CALL_NOT_IMPLEMENTED, an unknown type is counted and does
nothing; with Alt held (not Ctrl) keys are WM_SYSKEYDOWN / WM_SYSKEYUP with the context bit
(29), and Alt's own release is WM_SYSKEYUP only after an Alt tap; Shift, Ctrl and Alt named
by side arrive as the generic key, the extended flag picking the right-hand Ctrl and Alt,
the side in GetKeyState, and Shift is up once both Shift keys are.

test/exe/u32keys.exe (guests/tests/u32keys.c); EXPECTED is what the same binary prints
under Wine 8 (``WINEDEBUG=-all xvfb-run -a wine u32keys.exe``; the x86-64 build prints the
same under 64-bit Wine). Both widths.
"""

from paths import guest_exe

EXPECTED = [
    'before:',
    'no events: 0 error 87',
    'size + 1: 0 error 87',
    'NULL: 0 error 998',
    'hardware: 0 error 120',
    'after hardware:',
    'unknown type: 2 error 0',
    'after unknown:',
    'alt x: SKD/12/20380001 SKD/58/202d0001 SKU/58/e02d0001 KU/12/c0380001',
    'alt tap: SKD/12/20380001 SKU/12/c0380001',
    'alt released first: SKD/12/20380001 SKD/58/202d0001 KU/12/c0380001 KU/58/c02d0001',
    'ctrl alt x: KD/11/001d0001 KD/12/20380001 KD/58/202d0001 KU/58/e02d0001 KU/12/c0380001 KU/11/c01d0001',
    'f10: SKD/79/00440001 SKU/79/c0440001',
    'a4: 0104/12/2000 state shift 0/0/0 ctrl 0/0/0 alt 80/80/0',
    'a4 up: 0105/12/8000 state shift 0/0/0 ctrl 0/0/0 alt 0/0/0',
    'a3: 0100/11/0000 state shift 0/0/0 ctrl 80/80/0 alt 0/0/0',
    'a3 up: 0101/11/8000 state shift 0/0/0 ctrl 0/0/0 alt 0/0/0',
    'a2 ext: 0100/11/0100 state shift 0/0/0 ctrl 80/0/80 alt 0/0/0',
    'a2 ext up: 0101/11/8100 state shift 0/0/0 ctrl 0/0/0 alt 0/0/0',
    '12 ext: 0104/12/2100 state shift 0/0/0 ctrl 0/0/0 alt 80/0/80',
    '12 ext up: 0105/12/8100 state shift 0/0/0 ctrl 0/0/0 alt 0/0/0',
    'a0: 0100/10/0000 state shift 80/80/0 ctrl 0/0/0 alt 0/0/0',
    'a1 ext: 0100/10/0000 state shift 80/80/80 ctrl 0/0/0 alt 0/0/0',
    'a1 ext up: 0101/10/8000 state shift 80/80/0 ctrl 0/0/0 alt 0/0/0',
    'a0 up: 0101/10/8000 state shift 0/0/0 ctrl 0/0/0 alt 0/0/0',
]


def test_u32keys(boot, width):
    d = boot(guest_exe("u32keys", width), settle=False)
    d.run_to_end(3000)
    assert d.vm.stdout_log == EXPECTED
