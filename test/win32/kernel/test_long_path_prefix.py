"""GetLongPathName with the "\\\\?\\" prefix (issue 23, "Programs in the wild (stop 27)",
docs/runtimes.md): git-cliff 2.14.2's libgit2 (PyPI git-cliff, Rust) makes its working
folder real with GetLongPathNameW("\\\\?\\C:\\"); the "?" was taken for a folder name and
the answer named the drive's host folder, so no repository was found.

test/exe/long_path_prefix.exe (guests/tests/long_path_prefix.c) prints a line per path
(the temporary folder as <tmp>); the expected lines are Wine 8's at both widths, except
where noted. Both widths.
"""

from paths import guest_exe

#: Wine 8's lines but the last three: Wine's GetLongPathName copies any path that
#: begins with two backslashes as it is (a FIXME for UNC names), so it neither finds the
#: stored case nor refuses a missing file or a wildcard. Windows treats the rest of a
#: "\\?\" path as it treats a path without the prefix (the prefix only lifts MAX_PATH),
#: which are these lines, the same as the unprefixed paths give under Wine
#: (test_kernel32_stop23).
EXPECTED = [
    '\\\\?\\C:\\: len-typed=0 (W same) buf=\\\\?\\C:\\',
    'C:\\: len-typed=0 (W same) buf=C:\\',
    '\\\\?\\<tmp>: len-typed=0 (W same) buf=\\\\?\\<tmp>',
    '\\\\?\\<tmp>lpdir\\file.txt: len-typed=0 (W same) buf=\\\\?\\<tmp>LPDIR\\FILE.TXT',
    '\\\\?\\<tmp>LPDIR\\missing.txt: 0 err=2 (W same) buf=-',
    '\\\\?\\<tmp>LPDIR\\*: 0 err=123 (W same) buf=-',
]


def test_long_path_prefix(boot, tmp_path, width):
    d = boot(guest_exe("long_path_prefix", width), settle=False,
             vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert d.vm.stdout_log == EXPECTED
