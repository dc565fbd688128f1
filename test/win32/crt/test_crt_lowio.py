"""msvcrt's low-level I/O where Wine 8's msvcrt file.c found it wrong (docs/compat.md
"msvcrt conformance (session 33, confm)"): _read of a text file takes at most the count
of bytes from the file and translates them in place, a final CR looking at the byte
after it (a LF with nothing before it reads as LF, after other characters the CR is
dropped and the LF left next); _open with _O_WTEXT / _O_U8TEXT writes the BOM into an
empty file and reads by the BOM it finds (none: _O_WTEXT reads ANSI); _write and _read in
UTF-16 and UTF-8 (odd counts EINVAL, an invalid UTF-8 byte U+FFFD, a
count of 2 still reading a 2-byte character whole); _stat of a name ending
in a separator, of "c:" or with wildcards is ENOENT (stat looks names up with
FindFirstFile), "c:/" is drive 2; _fstat of a disk file has st_dev 0, of a device
_S_IFCHR alone; _setmode checks the mode before the descriptor; a read a descriptor was
not opened for sets _doserrno to ERROR_ACCESS_DENIED; fclose of a stream closed already
leaves errno; tmpnam's first name ends with its dot; a stream gets its 4096-byte buffer
fields at its first I/O (_IOMYBUF) and the next fopen reuses a closed stream's slot with
its _charbuf and _bufsiz; _O_SEQUENTIAL and fopen's "S" (before any "R") give the
handle FILE_SEQUENTIAL_ONLY; _set_fmode takes _O_TEXT or _O_BINARY only (EINVAL) and
_get_fmode answers it, _creat's descriptor following it; _close(0) takes the standard handle
away (SetStdHandle NULL) and the next _open is descriptor 0 and the standard handle.

test/exe/crt_lowio.exe (guests/tests/crt_lowio.c) prints a line per check; the expected
lines are what the same binaries print under Wine 8, 32- and 64-bit alike.
"""

from paths import guest_exe

EXPECTED = [
    'text read 41: 40',
    'CR LF, read 1: 1 0a, then 0',
    "e CR LF, read 1: 1 'e' tell 41",
    "e CR LF, read 2: 1 'e' tell 42",
    'e CR LF, read 3: 65 0a',
    '  tell 43',
    'lone CRs: 61 0d 62 0d 0d 63 0a',
    'ctrl-z: 2, then 0',
    'wtext write 1 byte: -1 errno 22',
    'wtext write 6: 6',
    'wtext file: ff fe 61 00 0d 00 0a 00 ff ff',
    'wtext read 3: -1 errno 22',
    'wtext read: 61 00 0a 00 ff ff',
    'u8text write 1 byte: -1 errno 22',
    'u8text write 8: 8',
    'u8text file: ef bb bf 61 0d 0a 62 c3 a9',
    'wtext read of it: 61 00 0a 00 62 00 e9 00',
    'at 6, read 2: 62 00',
    'utf-8 read: 61 00 05 01 62 00 7c 01 0d 00 0a 00',
    'from a continuation byte: fd ff 62 00 7c 01 0d 00 0a 00',
    'utf-8, read 2 of a 2-byte character: e9 00',
    '  then: 78 00',
    'wtext read, no BOM: 78 0a 79',
    '_stat file\\: -1 errno 2',
    '_stat dir\\: -1 errno 2',
    '_stat dir with spaces: 0 dir 1',
    '_stat dir\\space: -1 errno 2',
    '_stat c: -1 errno 2',
    '_stat c:/ 0 st_dev 2',
    '_stat s.*: -1 errno 2',
    '_fstat file: 0 st_dev 0 st_rdev 0 mode 100666',
    '_fstat NUL: 0 mode 20000 dev is fd 1',
    '_setmode(-2, 0): -1 errno 22',
    '_setmode(-2, _O_TEXT): -1 errno 9',
    'read of a write-only descriptor: -1 errno 9 doserrno 5',
    'fclose: 0, again: -1 errno 12345',
    'tmpnam: first ends with a dot 1, second 0',
    'fopen: _base NULL 1',
    'after fputc: _bufsiz 4096 _IOMYBUF 1 _base NULL 0',
    'next fopen: same slot 1, _charbuf 1234 _bufsiz 4096 _base NULL 1',
    '_open _O_SEQUENTIAL: 1, _O_RANDOM: 0, both: 1',
    'fopen rbSR: 1, rbRS: 0',
    '_set_fmode(0x1234): 22 errno 22',
    '_get_fmode: 0 mode 0',
    '_set_fmode(_O_BINARY): 0 mode 8000, _creat then 4 bytes: tell 4',
    '_O_TEXT: tell 6',
    'after _close(0): GetStdHandle NULL 1',
    'next _open: 0, GetStdHandle is its handle 1',
    '_dup2 back: 0',
    'done',
]


def test_low_level_io(boot, tmp_path, width):
    d = boot(guest_exe("crt_lowio", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert d.vm.stdout_log == EXPECTED
