"""Win32 file namespace paths, ``\\\\?\\C:\\...`` (issue 23, "Programs in the wild",
docs/runtimes.md): CMake 4.4 names its own executable and its share folder in the form
GetFinalPathNameByHandle returns and opens them with it; refused, it found no CMAKE_ROOT.

test/exe(64)/file_namespace.exe (guests/tests/file_namespace.c) creates, reads, probes
and deletes files through such paths; the expected lines are what the same binaries print
under Wine 8 (``xvfb-run -a wine file_namespace.exe``; the x86-64 build under 64-bit
Wine).
"""

from paths import guest_exe


def test_file_namespace(boot, tmp_path, width):
    d = boot(guest_exe("file_namespace", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert d.vm.stdout_log == [
        "mkdir ok=1",
        "create ok=1",
        "read (A, other case) ok=1 n=10 namespace",
        "attrs \\\\?\\C:\\nsdir = 10 err=0",
        "attrs \\\\?\\C:\\nsdir\\f.txt = 20 err=0",
        "attrs \\\\?\\C:\\ = 10 err=0",
        "attrs \\\\?\\C:\\nsdir\\missing = ffffffff err=2",
        "attrs \\\\?\\C:\\nothere\\missing = ffffffff err=3",
        "attrs \\\\?\\C:\\nsdir\\..\\nsdir\\f.txt = ffffffff err=123",
        "attrs \\\\?\\C:\\nsdir\\.\\f.txt = ffffffff err=123",
        "attrs \\nsdir\\f.txt = 20 err=0",
        "full \\\\?\\C:\\nsdir\\f.txt = 18 \\\\?\\C:\\nsdir\\f.txt err=0",
        "full \\\\?\\C:\\nsdir\\..\\x = 8 \\\\?\\C:\\x err=0",
        "delete ok=1",
        "rmdir ok=1",
        "attrs C:\\nsdir = ffffffff err=2",
    ]
