"""Fibers (issue 23, "Programs in the wild"; docs/threads.md): ConvertThreadToFiber(Ex),
CreateFiber(Ex), SwitchToFiber, DeleteFiber, ConvertFiberToThread, IsThreadAFiber, the
TEB's FiberData and stack fields, and fiber-local storage per fiber with its callbacks on
DeleteFiber.

test/exe/fibers.exe (guests/tests/fibers.c) prints a line per check; the expected lines are
what the same binary prints under Wine 8 (``xvfb-run -a wine fibers.exe``; its x86-64
build prints the same under 64-bit Wine, pointers printed at their width), except where
noted. The test runs at both widths (the ``width`` fixture).
"""

from paths import guest_exe

#: Wine's lines, but for one difference on purpose: ConvertFiberToThread on a thread that
#: is no fiber fails with ERROR_ALREADY_THREAD (1281, "the current thread has already
#: been converted from a fiber"), as Windows answers; Wine 8 returns TRUE.
EXPECTED = [
    'is fiber=0',
    'ConvertFiberToThread=0 err=1281',
    "converted=1 current=1 data=main data is fiber=1 fls=main's value",
    'block: data=main data',
    'again=%s err=1280',
    'created=1,1',
    'A: data=A data current=1 fls=%s own stack=1',
    "main: 0 back, current=1 stack same=1 fls=main's value",
    "main: 1 back, current=1 stack same=1 fls=main's value",
    "main: 2 back, current=1 stack same=1 fls=main's value",
    "A: sum=33 f=12 fls=A's value",
    'B: data=B data own stack=1 buf=b',
    'main: kept=12348 d=6.75',
    'B: resumed',
    'trace: 100 101 102 200',
    'deleting A',
    "fls callback: A's value",
    'deleting B',
    # a thread's FLS values are its own; its end hands them to their callbacks
    'thread: is fiber=0 fls=%s',
    "thread: converted=1 data=thread's",
    'T: data=(null) current=0',
    'thread: back, ConvertFiberToThread=1 is fiber=0',
    "fls callback: thread's value",
    'thread exit=7',
    "ConvertFiberToThread=1 is fiber=0 fls=main's value",
    'converted again=1 data=second',
    'deleting the running fiber ends the thread',
    # the thread's end: its fiber's FLS value goes to its callback; ExitThread(1)
    "fls callback: main's value",
]


def test_fibers_switch_with_their_own_registers_stacks_and_storage(boot, tmp_path, width):
    d = boot(guest_exe("fibers", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    null = "0" * (2 * width)
    assert d.vm.stdout_log == [line.replace("%s", null) for line in EXPECTED]
    # The last fiber deleted itself: its thread, the last, ended the process with 1.
    assert d.vm.machine.exit_code == 1


def test_a_session_with_a_switched_out_fiber_is_not_saved(tmp_path):
    """A switched-out fiber's registers and handler frames are not carried by a state
    file: saving is refused rather than losing the fiber."""
    import pytest
    import wineagent
    from wineagent.state import session
    from wineagent.state.errors import NotSaveable
    d = wineagent.Desktop(exe=guest_exe("fibers", 4), batch_size=500,
                          vfs_root=str(tmp_path / "vfs"))
    try:
        for _ in range(2000):
            d.step(1)
            if any(f.context is not None for f in d.vm.kernel.fibers.values()):
                break
        else:
            raise AssertionError("no fiber was ever switched out")
        with pytest.raises(NotSaveable, match="fibers"):
            session.save_bytes(d.host)
    finally:
        d.close()
