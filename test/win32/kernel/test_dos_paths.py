"""Paths as programs in the wild spell them (issue 23, "Programs in the wild",
docs/runtimes.md, docs/files-registry.md): a path that starts with one '/' or '\\' is
rooted on the current drive, and DOS device names open devices — NUL (lz4 -t writes its
output to "nul") wherever it is named, CON the console; AUX, PRN, COMn and LPTn are devices
this machine does not have.

test/exe(64)/dos_paths.exe (guests/tests/dos_paths.c) prints what the file APIs and the C
runtime answer; the expected lines are what the same binaries print under Wine 8
(``xvfb-run -a wine dos_paths.exe``; the x86-64 build under 64-bit Wine), except where
noted below.
"""

from paths import guest_exe

#: Wine's lines for NUL and the devices. Where they differ, on purpose:
#: - a '/' path: Wine 8 takes a path that starts with '/' for a path of the host, on its
#:   Z: drive (it created /dproot.txt at the host's root, "full /" was Z:\); Windows roots
#:   it on the current drive as it roots '\' (C:\dproot.txt), and so does the VFS;
#: - CON and CONOUT$: under xvfb-run with its output redirected Wine's program has no
#:   console (both fail with ERROR_INVALID_HANDLE); here the program has one;
#: - NUL in the x86-64 build: 64-bit Wine on this machine answered type=1 (a disk file)
#:   and read back what was written, because Wine's NUL is the host's /dev/null and the
#:   container's /dev/null had become a plain file by then; its other lines are the
#:   32-bit run's, and the NUL lines here are the 32-bit run's, which had the device;
#: - AUX, COM1: Wine's host has /dev/ttyS0 and maps AUX to it, so both opened there (and
#:   a read waited for the port); the emulated machine has no such devices and answers as
#:   Wine did for PRN, LPT1 and COM3: ERROR_FILE_NOT_FOUND.
EXPECTED = [
    'cd C:\\dpdir ok=1',
    'create /dproot.txt ok=1',
    'attrs C:\\dproot.txt = 20 err=0',
    'attrs \\dproot.txt = 20 err=0',
    'attrs dproot.txt = ffffffff err=2',
    'fopen /dpdir/inner.txt ok=1',
    'attrs C:\\dpdir\\inner.txt = 20 err=0',
    'attrs /dpdir = 10 err=0',
    'attrs / = 10 err=0',
    'attrs \\ = 10 err=0',
    'full /dpdir/inner.txt = C:\\dpdir\\inner.txt err=0',
    'full \\a\\b = C:\\a\\b err=0',
    'full / = C:\\ err=0',
    'mkdir /dpdir2 ok=1',
    'attrs C:\\dpdir2 = 10 err=0',
    'rmdir \\dpdir2 ok=1',
    'find /dpdir/*.txt ok=1 name=inner.txt',
    'delete /dpdir/inner.txt ok=1',
    'delete /dproot.txt ok=1',
    'open NUL: ok err=0 type=2 write=1 n=5 read=1 n=0',
    'open nul: ok err=0 type=2 write=1 n=5 read=1 n=0',
    'open Nul.txt: ok err=0 type=2 write=1 n=5 read=1 n=0',
    'open nul:: ok err=0 type=2 write=1 n=5 read=1 n=0',
    'open NUL : ok err=0 type=2 write=1 n=5 read=1 n=0',
    'open C:\\dpdir\\nul: ok err=0 type=2 write=1 n=5 read=1 n=0',
    'open C:\\nothere\\NUL.log: failed err=3',
    'open \\\\.\\NUL: ok err=0 type=2 write=1 n=5 read=1 n=0',
    'open /nul: ok err=0 type=2 write=1 n=5 read=1 n=0',
    'attrs C:\\dpdir\\nul = 20 err=0',
    'W nul ok=1 size=0 err=0 seek=5 err=0',
    'fopen nul w ok=1 fprintf=7 isatty=1 fclose=0 | fopen NUL rb ok=1 fgetc=-1 eof=1',
    '_open nul ok=1 _write=3',
    'CON write ok=1 type=2',
    'CONOUT$ ok=1 type=2',
    'open AUX: failed err=2',
    'open PRN: failed err=2',
    'open LPT1: failed err=2',
    'open lpt2.txt: failed err=2',
    'open COM1: failed err=2',
    'open C:\\dpdir\\com3.log: failed err=2',
    'rmdir C:\\dpdir ok=1',
    'done',
]


def test_rooted_paths_and_dos_devices(boot, tmp_path, width):
    d = boot(guest_exe("dos_paths", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert d.vm.stdout_log == EXPECTED
    # nothing was written for the device names: the drive holds no file called nul
    assert sorted(p.name for p in (tmp_path / "vfs").iterdir()
                  if p.name.lower().startswith(("nul", "dp")) ) == []
