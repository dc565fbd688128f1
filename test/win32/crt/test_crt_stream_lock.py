"""msvcrt's stream locks where mingw-w64's own stdio reaches them (issue 23, "Programs
in the wild", docs/runtimes.md): flac 1.5 writes its analysis file with mingw-w64's ANSI
fprintf, whose _lock_file enters the CRITICAL_SECTION msvcrt keeps after a FILE that is
not one of its _iob entries (a _FILEX) and calls _lock(16 + index) for one that is. A
FILE with no lock behind it made flac wait forever.

test/exe(64)/crt_stream_lock.exe (guests/tests/crt_stream_lock.c) writes 24 streams
through mingw's fprintf between allocations filled with bytes that read as a held lock,
and has a thread wait for a stream the main thread holds locked. The expected lines are
what the same binaries print under Wine 8 (``xvfb-run -a wine crt_stream_lock.exe``;
the x86-64 build under 64-bit Wine).
"""

from paths import guest_exe


def test_mingw_stdio_locks_msvcrt_streams(boot, tmp_path, width):
    d = boot(guest_exe("crt_stream_lock", width), settle=False,
             vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert d.vm.machine.exited and d.vm.machine.exit_code == 0
    assert d.vm.stdout_log == [
        "24 streams written through mingw's fprintf: 0 wrong, 605 bytes",
        "shared: from main, holding the lock",
        "shared: from the thread",
    ]
