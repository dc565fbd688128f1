"""FoldStringA and FoldStringW (dlls/kernel32/foldstring.py; docs/runtimes.md
"KERNEL32's NLS families (session 34)"): MAP_FOLDCZONE (NFKC; NFKD with MAP_COMPOSITE), MAP_PRECOMPOSED (NFC), MAP_COMPOSITE (NFD),
MAP_FOLDDIGITS (every character with a Unicode digit value, supplementary ones too, and the
ideographic zero, Hangzhou, Telugu fraction and combining Devanagari digits Windows adds),
MAP_EXPAND_LIGATURES (Windows' 35), flags combined, the refused combinations
(ERROR_INVALID_FLAGS) and parameters (ERROR_INVALID_PARAMETER), the size query; the A form
through code page 1252 with Windows' best fit for the accents MAP_COMPOSITE leaves alone
(0x60, 0xB4, 0xA8, ...), mu (0xB5) and the fraction slash ("/").

test/exe/foldstr.exe (guests/tests/foldstr.c) prints a line per check; the expected lines
are what the same binary prints under Wine 8 (its x86-64 build the same under 64-bit Wine)
but two: FoldStringW into a buffer too small returns 0 with ERROR_INSUFFICIENT_BUFFER, as
Windows documents; Wine 8 sets the error but returns the size needed (25 and 21 here).
Both widths.
"""

from paths import guest_exe

EXPECTED = [
    'flags 0000: W 0 err 1004 A 0 err 1004',
    'flags 0060: W 0 err 1004 A 0 err 1004',
    'flags 2020: W 0 err 1004 A 0 err 1004',
    'flags 2040: W 0 err 1004 A 0 err 1004',
    'flags 0001: W 0 err 1004 A 0 err 1004',
    'flags 0100: W 0 err 1004 A 0 err 1004',
    'flags 0088: W 0 err 1004 A 0 err 1004',
    'same buffer: 0 err 87',
    'NULL source: 0 err 87',
    'srclen 0: 0 err 87',
    'dstlen -1: 0 err 87',
    'NULL destination: 0 err 87',
    'A srclen 0: 0 err 87',
    'counted: 1 [aX] err deadbeef',
    'czone W 0010: need 19 ret 19 err 3735928559 [0057 0057 0069 03cb 01f0 0020 0061 0054 004d 002e 002e 002e 0031 2044 0032 0066 0069 0031 0000]',
    'czone composite W 0050: need 21 ret 21 err 3735928559 [0057 0057 0069 03c5 0308 006a 030c 0020 0061 0054 004d 002e 002e 002e 0031 2044 0032 0066 0069 0031 0000]',
    'czone precomposed W 0030: need 19 ret 19 err 3735928559 [0057 0057 0069 03cb 01f0 0020 0061 0054 004d 002e 002e 002e 0031 2044 0032 0066 0069 0031 0000]',
    'digits W 0080: need 21 ret 21 err 3735928559 [0037 0032 0031 0030 0033 0035 0034 0031 0039 277f 0030 0035 0031 0035 0031 0030 0035 d835 0041 00bc 0000]',
    'accents precomposed W 0020: need 8 ret 8 err 3735928559 [00c0 00e9 00e9 1e69 00f1 0308 00c5 0000]',
    'accents composite W 0040: need 15 ret 15 err 3735928559 [0041 0300 0065 0301 0065 0301 0073 0323 0307 006e 0303 0308 0041 030a 0000]',
    'ligatures W 2000: need 25 ret 25 err 3735928559 [0078 0041 0045 0073 0073 0044 017d 004c 006a 0101 0113 05d5 05d9 0066 0066 0069 017f 0074 006f 0065 0044 007a 017f fb13 0000]',
    'ligatures counted W 2000: need 5 ret 5 err 3735928559 [0078 0041 0045 0073 0073]',
    'mixed digits czone W 0090: need 8 ret 8 err 3735928559 [0031 0066 0069 0031 00e9 00c6 0035 0000]',
    'mixed digits composite W 00c0: need 8 ret 8 err 3735928559 [0031 fb01 0031 0065 0301 00c6 0035 0000]',
    'mixed digits precomposed W 00a0: need 7 ret 7 err 3735928559 [0031 fb01 0031 00e9 00c6 0035 0000]',
    'mixed digits ligatures W 2080: need 10 ret 10 err 3735928559 [0031 0066 0069 0031 0065 0301 0041 0045 0035 0000]',
    'short W: 0 err 122',
    'short W digits: 0 err 122',
    'short A: 0 err 122',
    'composite A 0040: need 15 ret 15 err 3735928559 [416065b4533fd843b86e7e79a87a00]',
    'precomposed A 0020: need 9 ret 9 err 3735928559 [c0e98ad8c7f1ff7a00]',
    'czone A 0010: need 24 ret 24 err 3735928559 [2e2e2e544d2020a86120af20b4b520b831312f34207e7100]',
    'ligatures A 2000: need 16 ret 16 err 3735928559 [4f456f6541455448737361657468dc00]',
    'digits A 0080: need 6 ret 6 err 3735928559 [313233783400]',
    'counted A 0080: need 2 ret 2 err 3735928559 [3132]',
]


def test_fold_string(boot, width):
    d = boot(guest_exe("foldstr", width), settle=False)
    d.run_to_end(500)
    assert d.vm.stdout_log == EXPECTED
