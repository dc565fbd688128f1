"""msvcrt's stream buffers (docs/runtimes.md "msvcrt stream buffers (session 34)"): a
stream on a file keeps its bytes in the FILE's buffer until fflush, fclose, a full
buffer or the end of the process; the FILE's _flag, _cnt, _ptr - _base and _bufsiz as
msvcrt sets them at each step; fwrite and fread move whole multiples of the buffer size
straight between the caller and the descriptor; setvbuf's errors (EINVAL), _IONBF's
_charbuf (_bufsiz 2), the caller's own buffer and _IOLBF buffering fully; a text
stream's ftell counting the CR of each LF and going back for an ungetc; fflush of a
read stream dropping its buffer (the descriptor's position decides what comes next);
update streams switching after a seek, or after reading to the end; _filbuf and
_flsbuf; fflush(NULL) writing only the streams that write, _flushall emptying read
streams too and counting the standard ones; Ctrl+Z ending a text stream with the
descriptor after what was read (ftell the file's end, nothing more read until a seek,
_read the same); fscanf over numbers that cross the buffer's fills; a stream left
open written out at exit.

test/exe/crtbuf.exe and test/exe64/crtbuf.exe (guests/tests/crtbuf.c) print a line per
check; the expected lines are what the same binaries print under Wine 8, 32- and 64-bit
alike (``xvfb-run -a wine crtbuf.exe`` in an empty folder, line ends stripped). The
guest takes every value in a statement of its own, as printf's arguments have no order.
"""

from paths import guest_exe

EXPECTED = [
    'fresh w: flag 2 cnt 0 used -1 bufsiz 0',
    'after fputs: flag a cnt 4090 used 6 bufsiz 4096',
    'on disk before fflush: 0, ftell 7',
    'fflush 0, on disk 7, ftell 7',
    'after fflush: flag a cnt 0 used 0 bufsiz 4096',
    'w.txt closed: 7',
    'fwrite 4096: 4096, descriptor at 4096',
    'fwrite 4095: 4095, descriptor at 4096',
    'after 4095: flag a cnt 1 used 4095 bufsiz 4096',
    'fwrite 1: 1, cnt 0',
    'fwrite 1 more: 1, descriptor at 8192, ftell 8193',
    'fclose 0, on disk 8193',
    'setvbuf bad mode: -1 errno 22',
    'setvbuf size 1: -1 errno 22',
    'setvbuf _IONBF: 0',
    'unbuffered: flag 6 cnt 0 used 0 bufsiz 2',
    'unbuffered descriptor at 3',
    'setvbuf mine: 0',
    'own buffer: flag 102 cnt 96 used 4 bufsiz 100',
    'own buffer holds defg, descriptor at 3',
    'setvbuf _IOLBF: 0, descriptor at 7',
    'line buffered: flag a cnt 59 used 5 bufsiz 64',
    '_IOLBF keeps a line: descriptor at 7',
    'fgetc a',
    'read 1: flag 9 cnt 7 used 1 bufsiz 4096',
    'ftell 1',
    'ungetc Z, again -1',
    'after ungetc: flag 9 cnt 8 used 0 bufsiz 4096',
    'ftell 0',
    'fgetc Z b 10',
    'ftell 4',
    'fgetpos 0 pos 4',
    'after fseek end: flag 9 cnt 0 used 0 bufsiz 4096',
    'fgetc at end -1 eof 16 flag 19',
    'fflush read stream 0, cnt 0, next c',
    'after fseek: flag 88 cnt 0 used 0 bufsiz 4096',
    'read after seek: 2',
    'write after seek: !',
    'writing: flag 8a cnt 4095 used 1 bufsiz 4096',
    'u.txt: 5 12!45',
    'write at eof: # flag 8a',
    'u.txt: 6 12!45#',
    'fread 4097: 4097',
    'after fread: flag 9 cnt 4095 used 1 bufsiz 4096',
    'ftell 4097',
    '_flsbuf m',
    'after _flsbuf: flag a cnt 4095 used 1 bufsiz 4096',
    '_filbuf m',
    'after _filbuf: flag 9 cnt 0 used 1 bufsiz 4096',
    '_filbuf at end -1, eof 16',
    'fflush(NULL) 0, descriptor at 1, read stream cnt 7',
    '_flushall 5, read stream cnt 0',
    '_fileno 3, _file 3, handle yes',
    'ctrl-z fgets 1 [ab] ftell 7 eof 1 descriptor at 7',
    'then fgetc -1',
    'after fseek: b -1',
    '_read ctrl-z 2 then 0, tell 7',
    'after _lseek: 1 a',
    'fscanf read 3000 numbers, sum 4498500, ftell 16890, eof 1',
    'atexit.txt before exit: descriptor at 0',
]


def _files(root):
    """The guest's files by name (the VFS root holds the drive's folders)."""
    return {p.name: p for p in root.rglob("*") if p.is_file()}


def test_stream_buffers_behave_as_under_wine(boot, tmp_path, width):
    d = boot(guest_exe("crtbuf", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert d.vm.stdout_log == EXPECTED


def test_a_stream_left_open_is_written_out_when_the_process_ends(boot, tmp_path, width):
    d = boot(guest_exe("crtbuf", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    files = _files(tmp_path / "vfs")
    # its descriptor was still at 0 when main returned (the last line above)
    assert files["atexit.txt"].read_bytes() == b"kept\r\n"
