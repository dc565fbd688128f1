"""GetProcessTimes (issue 23, "Programs in the wild", docs/runtimes.md): lz4 1.10
reports its CPU load from the process's kernel and user times.

test/exe(64)/process_times.exe (guests/tests/process_times.c) prints facts that hold on
any machine; the expected lines are what the same binaries print under Wine 8
(``xvfb-run -a wine process_times.exe``; the x86-64 build under 64-bit Wine). Here the
process was created at the machine's boot and all guest time since is its user time.
"""

from paths import guest_exe


def test_process_times(boot, tmp_path, width):
    d = boot(guest_exe("process_times", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert d.vm.stdout_log == [
        "ok=1 created before now=1 created after 2000=1 exit=0",
        "again: ok=1 same creation=1 times grew or held=1",
        "a bad handle: ok=0 err=6",
    ]
