"""FindFirstFileEx (issue 23, "Programs in the wild", docs/runtimes.md): ninja 1.13's
ninja.exe lists folders with it.

test/exe(64)/find_first_ex.exe (guests/tests/find_first_ex.c) lists a folder at both
information levels, with the directory-only search (advisory: every entry comes back, as
under Wine), with hints, an unknown flag and a filter (ignored, as under Wine), and
fails for unknown levels and operations. The expected lines are what the same binaries
print under Wine 8 (``xvfb-run -a wine find_first_ex.exe``; the x86-64 build under
64-bit Wine).
"""

from paths import guest_exe


def test_find_first_file_ex_levels_operations_and_flags(boot, tmp_path, width):
    d = boot(guest_exe("find_first_ex", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert d.vm.stdout_log == [
        "standard: .\\(0) ..\\(0) one.txt(5) sub\\(0) Two.dat(0) alt='' end err=18",
        "basic, large fetch: .\\(0) ..\\(0) one.txt(5) sub\\(0) Two.dat(0) alt='' end err=18",
        "limit to directories: .\\(0) ..\\(0) one.txt(5) sub\\(0) Two.dat(0) alt='' end err=18",
        "level 5: failed err=87",
        "op 7: failed err=87",
        "flag 0x100: .\\(0) ..\\(0) one.txt(5) sub\\(0) Two.dat(0) alt='' end err=18",
        "a filter: 1 err=0",
        "W t*.DAT: 1 Two.dat",
        "W none*: 0 err=2",
        "W nodir: 0 err=3",
    ]
