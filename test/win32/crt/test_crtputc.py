"""One character at a time keeps its byte (issue 23, "Programs in the wild built from
source (session 37)", docs/runtimes.md): HTML Tidy writes its output with fputc, and the
em dash U+2014 (UTF-8 E2 80 94) came out as E2 3F 3F. fputc took its byte as the
character of the same number (Latin-1), and the bytes 0x80-0x9F, where code page 1252
has the euro sign, quotes and dashes, have no such character in 1252: they were written
as "?". Windows' msvcrt writes the byte it is given.

test/exe/crtputc.exe (guests/tests/crtputc.c) writes 25 bytes (most of 0x80-0x9F, two of
the undefined ones, some of 0xA0-0xFF) through fputc and putc to a buffered text file
and to an unbuffered binary one (with _flsbuf too), then putchar, _fputchar and fputc
to a standard output _dup2'd to a binary file; it checks each return value and prints
each file in hex. The expected lines are what the same binary prints under Wine 8
(``wine crtputc.exe``; the x86-64 build prints the same under 64-bit Wine). The test
runs at both widths (the ``width`` fixture).
"""

from paths import guest_exe

BYTES = "80 82 84 85 8a 8c 8e 91 92 93 94 96 97 99 9a 9c 9e 9f 81 9d a0 a9 e9 ff 7f 93 94 96 97"

EXPECTED = [
    'a.txt: 0 results not the byte',
    'a.txt (29 bytes): ' + BYTES,
    'b.bin: 0 results not the byte',
    '_flsbuf: 85 99',
    'b.bin (31 bytes): ' + BYTES + ' 85 99',
    'stdout: 93 80 94',
    'c.bin (5 bytes): 93 80 94 9c 97',
    'done',
]


def test_single_characters_keep_their_bytes(boot, tmp_path, width):
    d = boot(guest_exe("crtputc", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert d.vm.stdout_log == EXPECTED
