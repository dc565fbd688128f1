"""msvcrt's _stati64 family (issue 23, "Programs in the wild", docs/runtimes.md): bzip2
1.1.0 stats every input file with _stati64. struct _stati64 has a 64-bit size, with
32-bit times in a 32-bit program (mingw's x86-64 build calls _stat64 for it instead).

test/exe/crt_stati64.exe (guests/tests/crt_stati64.c) prints a line per check; the
expected lines are what the same binary prints under Wine 8 (``xvfb-run -a wine
crt_stati64.exe``; its x86-64 build under 64-bit Wine). The test runs at both widths.
"""

from paths import guest_exe


def test_stati64_family(boot, tmp_path, width):
    d = boot(guest_exe("crt_stati64", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert d.vm.stdout_log == [
        'sizeof(struct _stati64)=%d' % (48 if width == 4 else 56),
        # st_dev/st_rdev name the drive of a relative path's current directory: C: (2)
        # here, Z: (25) in the folder Wine ran the program from.
        '_stati64=0 size=12 mode=0100666 nlink=1 dev=2 rdev=2 times set=1',
        '_wstati64=0 size=12 mode=0100666',
        '_stati64(.)=0 directory=1',
        '_stati64(missing)=-1 errno=2',
        '_fstati64=0 size=12 mode=0100666 nlink=1',
    ]
