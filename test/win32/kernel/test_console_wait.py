"""Waits on a console input handle (stop 27, Vim: vim.exe waits for keys in
MsgWaitForMultipleObjects on its console input handle; docs/runtimes.md "Programs in the
wild (stop 27): Vim").

test/exe/conwait.exe (guests/tests/conwait.c) makes a console of its own, puts two key
records in its input buffer with WriteConsoleInput and waits on the input handle with
WaitForSingleObject, WaitForMultipleObjects and MsgWaitForMultipleObjects. The expected
lines are what the same binary writes under Wine 8 (`wine wineconsole conwait.exe`,
its conwait.log: the guest writes each line to its standard output and to that file;
the x86-64 build writes the same under 64-bit Wine);
the test runs at both widths.
"""

from paths import guest_exe

#: Wine's lines: the handle is signaled while records wait, a satisfied wait takes none
#: of them, and a wait that times out says WAIT_TIMEOUT (258) -- also a
#: MsgWaitForMultipleObjects whose own time-out is all that came.
EXPECTED = [
    'empty buffer: WaitForSingleObject=258',
    'empty buffer: MsgWaitForMultipleObjects(50 ms)=258',
    'WriteConsoleInput wrote 2',
    'two records: WaitForSingleObject=0',
    'two records: WaitForMultipleObjects(INFINITE)=0',
    'two records: MsgWaitForMultipleObjects=0',
    'still waiting after the waits: 2',
    'read 2, first down=1 char=a',
    'read out: WaitForSingleObject=258',
    'done',
]


def test_console_input_handle_is_waitable(boot, tmp_path, width):
    d = boot(guest_exe("conwait", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert list(d.vm.stdout_log) == EXPECTED
