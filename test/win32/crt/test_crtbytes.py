"""The C runtime's narrow output keeps every byte (issue 23, "Programs in the wild
(session 32): more console tools built from source", docs/runtimes.md): cmark printed
U+201D (UTF-8 E2 80 9D) as E2 80 3F to a redirected standard output, 0x9D being one of
the five bytes code page 1252 leaves undefined (0x81, 0x8D, 0x8F, 0x90, 0x9D), which
Windows converts to and from the C1 controls of the same value.

test/exe/crtbytes.exe (guests/tests/crtbytes.c) writes those bytes through fputs,
fprintf, fputc, fwrite and puts to an fopen'd file and to a standard output _dup2'd to
a binary file, and prints each file in hex. The expected lines are what the same binary
prints under Wine 8 (``xvfb-run -a wine crtbytes.exe``; the x86-64 build prints the same
under 64-bit Wine). The test runs at both widths (the ``width`` fixture).
"""

from paths import guest_exe

EXPECTED = [
    'a.txt (21 bytes): e2 80 9d 7c 81 8d 8f 90 9d 0d 0a 90 7c 81 7c 8f 0d 0a 8d 9d 80',
    'b.txt (13 bytes): e2 80 9d 7c 9d 0a 81 8d 0a 8f 90 9d e9',
    'done',
]


def test_narrow_output_keeps_every_byte(boot, tmp_path, width):
    d = boot(guest_exe("crtbytes", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert d.vm.stdout_log == EXPECTED
