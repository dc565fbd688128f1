"""UCRT functions that tools shipped in packages stop at (issue 23, "Programs in the wild
(stop 26)", docs/runtimes.md): pandoc 3.9 (PyPI pypandoc_binary, GHC with the UCRT)
truncates its output files with _chsize_s.

test/exe/ucrt_tools.exe (guests/tests/ucrt_tools.c, linked against the UCRT) prints a
line per check; the expected lines are what the same binary prints under Wine 8 (its
x86-64 build prints the same under 64-bit Wine), except where noted. Both widths.
"""

from paths import guest_exe

#: Wine 8's lines but two, which follow _chsize_s's documentation ("EBADF if the specified
#: file is read-only or the descriptor is invalid"): Wine answers EINVAL (22) for a
#: descriptor open for reading only, and 0 with errno untouched for a descriptor that
#: is not open.
EXPECTED = [
    '_chsize_s(4)=0 length=4',
    '_chsize_s(5e9)=0 length=5000000000',
    '_chsize_s(16)=0 length=16',
    '_chsize_s(-1)=22 errno=22',
    '_chsize_s(read-only fd)=9 errno=9 length=16',     # Wine: =22 errno=22
    '_chsize_s(bad fd)=9 errno=9',                     # Wine: =0 errno=0
    'content (16): 30 31 32 33 00 00 00 00 00 00 00 00 00 00 00 00',
    'done',
]


def test_ucrt_tools(boot, tmp_path, width):
    d = boot(guest_exe("ucrt_tools", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    for _ in range(3000):
        d.vm.run_batch()
        if d.vm.ended:
            break
    assert d.vm.machine.fault is None, d.vm.machine.fault
    assert d.vm.stdout_log == EXPECTED
