"""ntdll's conversions between counted strings (Wine 8's kernel32 conformance file.c
stopped in its fourth test on RtlAnsiStringToUnicodeString; docs/compat.md "kernel32
conformance"): RtlAnsiStringToUnicodeString, RtlUnicodeStringToAnsiString, their OEM
forms and the size functions, allocated or into the caller's buffer (a buffer too small:
STATUS_BUFFER_OVERFLOW, the multibyte side cut before the NUL).

test/exe/ntrtlstr.exe (guests/tests/ntrtlstr.c) prints a line per check; the expected
lines are what the same binary prints under Wine 8 (its x86-64 build prints the same
under 64-bit Wine). Both widths.
"""

from paths import guest_exe

EXPECTED = [
    'RtlInitString: len 5 max 6',
    'ansi->unicode size 12, oem->unicode size 12',
    'ansi->unicode, allocated: 0 len 10 max 12: 0063 0061 0066 00e9 0021 0000',
    'unicode->ansi size 6, ->oem size 6',
    'unicode->oem, allocated: 0 len 5 max 6: 63 61 66 82 21 00',
    'oem->unicode, allocated: 0 len 10 max 12: 0063 0061 0066 0398 0021 0000',
    'ansi->unicode, own buffer: 0 len 10 max 16: 0063 0061 0066 00e9 0021 0000',
    'ansi->unicode, 10 bytes: 0x80000005 len 10 max 10 first 5555',
    'unicode->ansi, own buffer: 0 len 5 max 8: 63 61 66 e9 21 00',
    'unicode->ansi, 4 bytes: 0x80000005 len 3 max 4: 63 61 66 00',
    'unicode->ansi, 0 bytes: 0x80000005 len 5 max 0',
    'freed: len 0 max 0 buffer NULL',
    'empty, allocated: 0 len 0 max 2: 0000',
]


def test_counted_string_conversions(boot, tmp_path, width):
    d = boot(guest_exe("ntrtlstr", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert d.vm.stdout_log == EXPECTED
