"""Vectored exception handlers (kernel/seh.py, kernel/seh64.py): asked before the
frame handlers (fs:[0] at 32 bits, __try1's scope under __C_specific_handler at 64), in list order, FirstHandler at the front; one that continues the search
hands the exception on; removed ones are not called.

test/exe/seh_vectored.exe and its x86-64 build test/exe64/seh_vectored.exe
(guests/tests/seh_vectored.c) print one line per check; the expected lines are what both
binaries print under Wine 8 (``xvfb-run -a wine seh_vectored.exe``, 64-bit Wine for the
x86-64 build: the same lines)."""

from paths import guest_exe

WINE_OUTPUT = [
    "handles: 1 1",
    "access violation taken by the first: 1 result=42",
    "int3 searched by both, then the frame: 1 2 5 result=0",
    "remove: 1",
    "after removing the first: 2 5 result=0",
    "remove again: 0",
    "none left: 5 result=0",
]


def test_vectored_handlers_come_before_the_frames_in_list_order_as_on_wine(boot, width):
    d = boot(guest_exe("seh_vectored", width))
    d.settle(100)
    assert d.vm.machine.fault is None, d.vm.machine.fault
    assert d.vm.machine.exited and d.vm.machine.exit_code == 0
    assert d.vm.stdout_log == WINE_OUTPUT


def test_fast_fail_ends_the_process_at_once_with_stack_buffer_overrun(boot, width):
    """__fastfail (int 0x29, guests/tests/fastfail.c): PF_FASTFAIL_AVAILABLE is present,
    and the process ends at once with 0xC0000409 — its top-level filter and vectored
    handler never run, nothing after the trap runs. Wine 8 prints the same two lines and
    exits with 0xC0000409 at both widths. The fault names the fast fail and its code."""
    d = boot(guest_exe("fastfail", width), settle=False)
    for _ in range(200):
        d.vm.run_batch()
        if d.vm.ended:
            break
    assert d.vm.stdout_log == ["PF_FASTFAIL_AVAILABLE=1", "failing fast"]
    assert d.vm.machine.exit_code == 0xC0000409
    fault = d.vm.machine.fault
    assert fault is not None and fault.code == 0xC0000409
    assert "fast fail (__fastfail code 7)" in fault.message
