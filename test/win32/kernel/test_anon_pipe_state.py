"""SetNamedPipeHandleState on an anonymous pipe's ends (issue 23, "Programs in the wild",
docs/runtimes.md): CMake 4.4's libuv opens a CreatePipe handle as a uv pipe and sets
PIPE_READMODE_BYTE | PIPE_WAIT on it; refused (ERROR_INVALID_HANDLE), CMake waited for
ever after its first message.

test/exe(64)/anon_pipe_state.exe (guests/tests/anon_pipe_state.c) sets the modes of both
ends and reads with and without waiting; the expected lines are what the same binaries
print under Wine 8 (``xvfb-run -a wine anon_pipe_state.exe``; the x86-64 build under
64-bit Wine).
"""

from paths import guest_exe


def test_anon_pipe_state(boot, tmp_path, width):
    d = boot(guest_exe("anon_pipe_state", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert d.vm.stdout_log == [
        "pipe ok=1",
        "read end mode=0: ok=1 err=0",
        "write end mode=0: ok=1 err=0",
        "read end mode=2: ok=0 err=87",
        "read end mode=100: ok=0 err=87",
        "no mode: ok=1",
        "read end mode=1: ok=1 err=0",
        "read empty, no wait: ok=0 n=0 err=232",
        "read: ok=1 n=3",
        "read end mode=0: ok=1 err=0",
        "read, waiting: ok=1 n=2",
        "a bad handle: ok=0 err=6",
    ]
