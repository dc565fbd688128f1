"""SetThreadExecutionState (win32/dlls/kernel32/power.py), which SDL2 calls to hold the
screen saver off (docs/runtimes.md, "Programs in the wild (stop 27): SDL").

test/exe/execstate.exe (guests/tests/execstate.c) prints what each call answers; EXPECTED is
what Wine 8 prints for it at both widths, but for three lines where Wine departs from the
documented behaviour: Windows keeps the state per thread ("the thread's execution
state"), so a thread starts with none (ES_CONTINUOUS alone) where Wine keeps one state for
the process, starting at ES_SYSTEM_REQUIRED | ES_DISPLAY_REQUIRED | ES_USER_PRESENT (7),
and a flag Windows does not define makes the call fail (NULL) where Wine ignores it.
"""

from paths import guest_exe

EXPECTED = [
    'first=0x80000000',                 # Wine: 0x7 (its process-wide initial state)
    'then=0x80000002',
    'after one-shot=0x80000002',
    'other thread: first=0x80000000',   # Wine: 0x80000001 (the main thread's)
    'bad=0',                            # Wine: 0x80000000 (the flag ignored)
    'after bad=0x80000001',             # Wine: 0x80000000 (the other thread's)
    'zero=0x80000000',
    'after zero=0x80000000',
]


def test_execution_state_is_the_threads_own(boot, tmp_path, width):
    d = boot(guest_exe("execstate", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert d.vm.stdout_log == EXPECTED
