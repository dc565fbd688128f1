"""msvcrt's freopen family and _putw (docs/runtimes.md "msvcrt stream buffers (session
34)"): freopen writes out the stream's buffer, closes its file and opens another in the
same FILE (a.txt keeps what was written before, b.txt gets its bytes at fclose); a bad
mode leaves the stream closed (NULL, EINVAL); freopen_s stores the FILE; _putw writes
through the buffer (-1 is written and answered, ferror clear) and _getw reads it back;
_rmtmp closes tmpfile's streams (their FILEs hold _tmpfname) and no other; clearerr_s
clears a stream's flags and refuses NULL (EINVAL); freopen of stdout makes printf
write into the file (CR LF as a text stream writes them).
The UCRT's ``_nolock`` forms answer as the locking functions do.

test/exe/crtbuf_reopen.exe and test/exe64/crtbuf_reopen.exe (guests/tests/crtbuf_reopen.c)
print a line per check; the expected lines and so.txt's bytes are what the same binaries
give under Wine 8, 32- and 64-bit alike.
"""

from paths import guest_exe
from wineagent.abi.api import REGISTRY
from wineagent.win32.dlls.msvcrt import files, main, nolock, stdio, streambuf

EXPECTED = [
    'freopen same FILE: 1',
    'a.txt: 7 [first~|]',
    'b.txt: 0 []',
    'b.txt: 6 [second]',
    'freopen bad mode: NULL errno 22',
    'freopen_s: 0 same 1',
    'read back t',
    '_putw 41424344 -1 ferror 0',
    '_getw 41424344 -1',
    "tmpfile names: 1 1, fopen's 0",
    "_rmtmp 2, then fputs to fopen's 0",
    'keep.txt: 1 [y]',
    'clearerr_s 0: ferror 1 -> 0',
    'clearerr_s(NULL) 22 errno 22',
    'stdout to so.txt next',
]


def test_freopen_and_putw_behave_as_under_wine(boot, tmp_path, width):
    d = boot(guest_exe("crtbuf_reopen", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert d.vm.stdout_log == EXPECTED
    so = [p for p in (tmp_path / "vfs").rglob("so.txt")]
    assert [p.read_bytes() for p in so] == [b"freopen stdout: 1\r\nafter it\r\n"]


def test_the_ucrt_nolock_forms_are_the_locking_functions():
    expect = {"_fread_nolock": files.fread, "_fwrite_nolock": main.fwrite,
              "_fflush_nolock": streambuf.fflush, "_ftelli64_nolock": stdio._ftelli64,
              "_getc_nolock": files.fgetc, "_ungetwc_nolock": stdio.ungetwc}
    for name, handler in expect.items():
        spec = REGISTRY[("UCRTBASE.DLL", name)]
        assert spec.module == nolock.__name__
        assert spec.func is handler, name
        assert ("MSVCRT.DLL", name) not in REGISTRY     # msvcrt.dll has none of them
