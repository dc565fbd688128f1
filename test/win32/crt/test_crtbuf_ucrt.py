"""The UCRT's stream functions msvcrt.dll lacks (docs/runtimes.md "msvcrt stream buffers
(session 34)"), in a program built against ucrtbase.dll: _fwrite_nolock keeps its bytes
in the buffer (the descriptor still at 0, _ftell_nolock 16) until _fflush_nolock;
fread_s reads whole elements, refuses a piece that would not fit in the room left
(ERANGE, the buffer emptied, that piece left unread: the next _getc_nolock is the
byte after what fit before), answers 0 at the end, and empties the buffer for a NULL
stream (EINVAL); _ungetc_nolock, _fseek_nolock and _fread_nolock work through the same
buffer.

test/exe/crtbuf_ucrt.exe and test/exe64/crtbuf_ucrt.exe (guests/tests/crtbuf_ucrt.c)
print a line per check; the expected lines are what the same binaries print under
Wine 8, 32- and 64-bit alike.
"""

from paths import guest_exe

EXPECTED = [
    '_fwrite_nolock 16, descriptor at 0, _ftell_nolock 16',
    '_fflush_nolock 0, descriptor at 16',
    '_fclose_nolock 0',
    'fread_s 3 of 2 into 8: 3 [012345] errno 0',
    'fread_s 10 into 4: 0 errno 34 buf[0] 0',
    '_getc_nolock 6, _ungetc_nolock Q, again Q',
    '_fread_nolock at end-3: 3 [ef!] eof 1',
    'fread_s at eof: 0 errno 0',
    'fread_s NULL stream: 0 errno 22 buf[0] 0',
]


def test_fread_s_and_the_nolock_forms_behave_as_under_wine(boot, tmp_path, width):
    d = boot(guest_exe("crtbuf_ucrt", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert d.vm.stdout_log == EXPECTED
