"""A stream from fopen written through mingw-w64's own stdio: with
``__USE_MINGW_ANSI_STDIO`` (and in programs such as FLTK's, which link it statically)
libmingwex's fprintf locks the stream with its own _lock_file, which enters the
CRITICAL_SECTION msvcrt.dll keeps right after every FILE it allocates (its _FILEX
layout), not through msvcrt's _lock_file. FLTK 1.4's buttons.exe parked for ever
writing its preferences file when that lock was garbage left on the heap.

test/exe/crt_filex.exe (guests/tests/crt_filex.c) dirties the heap, then opens, writes,
locks, closes and reads back a file; the expected lines are what the same binary prints
under Wine 8, and its x86-64 build under 64-bit Wine. Both widths (``width`` fixture).
"""

from paths import guest_exe

EXPECTED = [
    'fopen=1',
    'fprintf=18',
    'fclose=0',
    'read=42 forty-two 4.25',
    'read=locked',
]


def test_a_stream_carries_the_lock_mingw_enters(boot, tmp_path, width):
    d = boot(guest_exe("crt_filex", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(500)
    assert d.vm.stdout_log == EXPECTED
