"""GetFileInformationByHandleEx and NtQueryInformationFile (issue 23, "Programs in the
wild", docs/runtimes.md): CMake 4.4 asks the standard information of its own executable;
libuv asks a pipe handle's access and mode.

test/exe(64)/file_info_ex.exe (guests/tests/file_info_ex.c) prints what holds on any
machine (no times); the expected lines are what the same binaries print under Wine 8
(``xvfb-run -a wine file_info_ex.exe``; the x86-64 build under 64-bit Wine), except one:
Wine 8 answers FileAlignmentInformation with STATUS_NOT_IMPLEMENTED (c0000002); Windows
documents the class and a disk file there is byte-aligned (FILE_BYTE_ALIGNMENT, 0).
"""

from paths import guest_exe


def test_file_info_ex(boot, tmp_path, width):
    d = boot(guest_exe("file_info_ex", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert d.vm.stdout_log == [
        "standard: ok=1 end=10 links=1 delete=0 dir=0",
        "tag: ok=1 attrs=20 tag=0",
        "name: ok=1 \\fi\\data.bin",
        "standard, 8 bytes: ok=0 err=24",
        "class 200: ok=0 err=87",
        "nt position: 0 6 info=8",
        "nt standard: 0 end=10 info=24",
        "nt standard, 4 bytes: c0000004",
        "nt mode: 0 20",
        "nt alignment: 0 0",                # Wine 8: c0000002 20 (see above)
        "folder standard: ok=1 dir=1 links=1",
        "folder name: ok=1 \\fi",
        "pipe read end access: 0 120189",
        "pipe write end access: 0 120196",
        "bad handle: c0000008",
    ]
