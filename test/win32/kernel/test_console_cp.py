"""The console's code pages (issue 23, "Programs in the wild", docs/runtimes.md): flac
1.5 sets its console to UTF-8 (SetConsoleOutputCP(CP_UTF8)) before it prints.

test/exe(64)/console_cp.exe (guests/tests/console_cp.c) makes a console of its own, sets
and reads both code pages and writes what it finds to C:\\cp.txt: the file is byte for
byte the one the same binaries write under Wine 8 (``xvfb-run -a wine console_cp.exe``;
the x86-64 build under 64-bit Wine). It also writes UTF-8 bytes to the console with a
character split over two writes: Wine shows them in its console window, which the test
harness cannot read; here the output log holds the decoded line.
"""

from paths import guest_exe


def test_console_code_pages_and_utf8_output(boot, tmp_path, width):
    vfs = tmp_path / "vfs"
    d = boot(guest_exe("console_cp", width), settle=False, vfs_root=str(vfs))
    d.run_to_end(3000)
    assert (vfs / "cp.txt").read_bytes() == b"".join(line + b"\r\n" for line in [
        b"AllocConsole=1",
        b"start: input 437 output 437",
        b"SetConsoleOutputCP(65001)=1 now 65001",
        b"SetConsoleOutputCP(12345)=0 err=87 still 65001",
        b"UTF-8 written: 1",
        b"SetConsoleCP(1252)=1 now 1252",
        b"SetConsoleCP(0)=0 err=87 still 1252",
        b"SetConsoleOutputCP(437)=1 now 437",
    ])
    assert d.vm.stdout_log == ["caf\u00e9 \u20ac"]
