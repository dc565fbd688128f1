"""CreateFile2 (issue 23, "Programs in the wild", docs/runtimes.md): CMake 4.4's libuv
opens files with it (``cmake -E tar`` stopped at it).

test/exe(64)/create_file2.exe (guests/tests/create_file2.c) creates, recreates and reads
a file with and without CREATEFILE2_EXTENDED_PARAMETERS and opens a folder with backup
semantics; the expected lines are what the same binaries print under Wine 8
(``xvfb-run -a wine create_file2.exe``; the x86-64 build under 64-bit Wine).
"""

from paths import guest_exe


def test_create_file2(boot, tmp_path, width):
    d = boot(guest_exe("create_file2", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert d.vm.stdout_log == [
        "create, no params: ok=1 err=0",
        "again, CREATE_ALWAYS: ok=1 err=183",
        "read with params: ok=1 n=6 second",
        "missing: ok=0 err=2",
        "a folder with backup semantics: ok=1 type=1",
        "delete ok=1",
    ]
