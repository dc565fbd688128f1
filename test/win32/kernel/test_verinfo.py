"""VERSION.dll on a program's own VERSIONINFO at both widths (issue 23, "Programs in the
wild", docs/runtimes.md): notifu 1.7's x64 build reads its version for its usage box.
VerQueryValue hands back a pointer into the caller's block, 8 bytes in a 64-bit program.

test/exe/verinfo.exe (guests/tests/verinfo.c + verinfo.rc) prints a line per check; the
expected lines are what the same binary prints under Wine 8 (``xvfb-run -a wine
verinfo.exe``; its x86-64 build prints the same under 64-bit Wine).
"""

from paths import guest_exe


def test_version_info_of_the_program_itself(boot, tmp_path, width):
    d = boot(guest_exe("verinfo", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert d.vm.stdout_log == [
        'GetFileVersionInfoSizeW: non-zero=1 handle=0',
        'GetFileVersionInfoW=1',
        'root: ok=1 len=52 inside the block=1 signature=feef04bd file=1.2.3.4',
        'translation: ok=1 len=4 0409 04b0',
        'ProductName: ok=1 len=13 verinfo test',
        'missing value: ok=0 len=0',
        'missing file: size=0 error=2',
    ]
