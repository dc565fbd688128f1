"""msvcrt's FILE streams over anonymous pipes (kernel/crtpipe.py; docs/runtimes.md "C
runtime: streams over pipes"; Wine 8's msvcrt file.c stopped at test_pipes, where _fdopen
of a _pipe descriptor stopped the guest).

test/exe/crt_pipestream.exe (guests/tests/crt_pipestream.c) prints a line per check:
fread, fgetc and fgets of an _fdopen'ed read end while a thread writes in pieces (a read
waits for the rest, then the pipe's end: feof), text mode's CR LF split across two writes
read as LF, fscanf of a number written in two pieces, fprintf / fputs / fwrite / fflush
through a stream on the write end (the descriptor's text mode decides, not the "b" of
_fdopen's mode), ftell / fseek / _tell / _lseek failing on a pipe (-1, EINVAL), _dup and
_dup2 of the write end (the pipe ends at the last close), _read's look-ahead after a final
CR, a UTF-16 _read given an odd count of bytes, fgetws of a UTF-16 pipe, _popen both ways
with the program itself as the child (its stdout read, its stdin written and counted by
its exit code), _fdopen's ``ccs=`` (checked, the descriptor keeping its mode), a pipe _dup2'ed
onto descriptor 0 read by getchar, gets and _getws (a binary stdin's wide characters
are pairs of bytes). The
expected lines are what the same binaries print under Wine 8, 32- and 64-bit alike (the
waits are bounded, so the answers do not depend on timing).
"""

from paths import guest_exe

EXPECTED = [
        'fdopen read end: stream',
        "fread 11: 11 'Hello world'",
        'fgetc: 10',
        "fgets: 'second line",
        "'",
        'fread at the end: 0 feof 1 ferror 0',
        'fclose: 0',
        "fgets text: 'ab",
        "'fread text: 63 64 0d 78 0a",
        'then: -1 feof 1 ferror 0',
        'fscanf: 1 1234',
        "fgets after it: ' rest",
        "'fscanf at the end: -1 feof 1",
        'fprintf: 5',
        'fputs: 1 fflush: 0',
        'fwrite: 2 fflush: 0',
        'read raw: 6e 3d 34 32 0d 0a 6c 69 6e 65 0d 0a 78 79',
        'ftell(read stream): -1 errno 22',
        'fseek(write stream): -1 errno 22',
        '_tell(pipe): -1 errno 22',
        '_lseek(pipe): -1 errno 22',
        '_eof(pipe): 1 errno 0',
        '_dup: a descriptor, _dup2: 0',
        "after closing two of three: 2 'AB'",
        'after the last: 0 feof 1',
        '_setmode text: was binary 1',
        'read 1: 1 0a',
        'read 1: 1 0d',
        'read 1: 1 61',
        'read 2: 62 0a',
        '_setmode wtext: was text 1',
        'read 4 of 3: 61 00 62 7a',
        '  count 2',
        'read 3 (odd) in wtext: -1 errno 22',
        'fgetws: 3 units: 0068 0069 000a',
        'then fgetwc: ffff',
        "stdin pipe: getchar x, gets 'line one', gets 'line two', _getws ?, gets '(null)', then NULL",
        '_popen r: stream',
        "  got 'child line 1'",
        "  got 'child line 2'",
        '_pclose: 7',
        '_popen w: stream',
        '_pclose: 7',
        '_fdopen ccs=UTF-8: stream, fgetwc a9c3 ffff',
        '_fdopen ccs=latin1: NULL errno 22',
        'done',
]


def test_pipe_streams(boot, tmp_path, width):
    d = boot(guest_exe("crt_pipestream", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(5000)
    assert d.vm.stdout_log == EXPECTED
