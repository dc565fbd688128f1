"""Code an API copies into executable memory runs as copied (guests/tests/jitcopy.c,
machine/memory.py ``forget_code``), both widths: Unicorn keeps its translations of guest
code when a hook writes the bytes (every API handler's writes), so PCRE2's JIT in
Qt5Core (its instructions copied with the C runtime's memcpy) ran old code and faulted.
The lines are Wine 8's (both builds print the same)."""

from paths import guest_exe

EXPECTED = [
    "rwx call 1: 1",
    "rwx call 2: 2",          # before: 1, the first copy's translation
    "rwx call 3: 3",
    "w^x call: 4",
    "w^x call: 5",            # written while PAGE_READWRITE, run after VirtualProtect
    "flush: 1, call: 6",
    "write process memory: 1 6, call: 7",
]


def test_code_copied_by_an_api_runs_as_copied(boot, width):
    d = boot(guest_exe("jitcopy", width), settle=False)
    for _ in range(20):
        d.vm.run_batch()
        if d.vm.ended:
            break
    assert d.vm.machine.fault is None
    assert d.vm.stdout_log == EXPECTED
    assert d.vm.machine.exit_code == 0
