"""msvcrt.dll's ``__pioinfo`` (Wine 8's msvcrt conformance file.c: its child process read
the table and faulted; docs/compat.md "kernel32 and msvcrt conformance (session 32)",
kernel/crtioinfo.py): the table of blocks of ioinfo entries (36 bytes in a 32-bit
program, 56 in a 64-bit one), its flags for files, pipes, text and wide modes, append and
_O_NOINHERIT, read back when the program writes into it; closing a descriptor whose handle
is gone fails with EBADF; a child whose standard input is a registry key has
NO_CONSOLE (-2) on descriptor 0 (wxflag 0xc1, stdin's ``_file`` -2, EBADF from its calls).
Then fopen's ``ccs=`` encodings (the BOM written, a BOM read deciding, UNICODE without
one reading ANSI, an unknown encoding EINVAL), _getw and _setmaxstdio's range; and a
child given a CreateProcess lpReserved2 block with a NULL handle, one byte short of its
count, gets it back from GetStartupInfo as given.

test/exe/crt_ioinfo.exe (guests/tests/crt_ioinfo.c) prints a line per check; the expected
lines are what the same binary prints under Wine 8 (its x86-64 build the same under
64-bit Wine, but for the entry's size), but this one: _get_osfhandle of a descriptor whose
entry the program marked closed (WX_OPEN cleared) is -1, as Windows' msvcrt checks the
flag (FOPEN) first; Wine returns the entry's handle. Both widths.
"""

from paths import guest_exe


def expected(width):
    return [
        '__pioinfo found, block 0 made, block 1 none',
        'entry size %d' % (36 if width == 4 else 56),
        'stdout entry: handle is GetStdHandle 1, wxflag & (WX_OPEN | WX_TEXT) 0x81',
        'unused entry: handle -1 wxflag 0x0 lookahead 0 0 0 exflag 0x0',
        '_open _O_WTEXT: handle is _get_osfhandle 1, wxflag 0x81, exflag 0xe',
        'closed: handle -1 wxflag 0x0 exflag 0xe',
        '_open binary append noinherit: wxflag 0x31 exflag 0x4',
        '_open_osfhandle(file, 0): handle ok 1 wxflag 0x1',
        '_open_osfhandle(pipe, _O_TEXT): wxflag 0x89',
        'handle written: _get_osfhandle is it 1',
        'write through it: 3',
        'file size 3',
        'two descriptors, one handle: 3 4',
        'first closed: handle alive 0',
        'second close: -1',
        'WX_OPEN cleared: _get_osfhandle is -1 1',      # Wine: 0 (the entry's handle)
        'WX_OPEN set again: handle back 1',
        'ccs=UTF-8 written: ef bb bf 68 c3 a9',
        'ccs=UNICODE written: ff fe 68 00 e9 00',
        'UTF-16 file read with ccs=utf-8: 0068 00e9 then WEOF',
        'ANSI file read with ccs=unicode: 0061 0062',
        'ccs=latin1: NULL errno 22',
        # gcc evaluates printf's arguments last to first: the second _getw, the first
        '_getw 0x04030201, then 0xffffffff eof 0',
        # ...and the last _getmaxstdio (512) before the setters, the first after them
        '_getmaxstdio 2048, _setmaxstdio(2048) 2048, (2049) -1, (19) -1, now 512',
        'child: _get_osfhandle(0) -2 errno 0',
        'child: entry 0 handle -2 wxflag 0xc1',
        'child: stdin->_file -2',
        'child: read(0) -1 errno 9',
        'child: fread(stdin) 0 errno 9',
        'child: fclose(stdin) -1 errno 9',
        'block child: cbReserved2 %d count 3 flags 81 81 handle[1] 0' % (18 if width == 4 else 30),
        'done',
    ]


def test_pioinfo(boot, tmp_path, width):
    d = boot(guest_exe("crt_ioinfo", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert d.vm.stdout_log == expected(width)
