"""Unmasked x87 exceptions (machine/x87.py, docs/runtimes.md "Floating-point exceptions"):
Delphi's and Free Pascal's run-time libraries unmask divide-by-zero, so 1/0 in their
programs is an EZeroDivide exception, not +Inf (it was +Inf here: Unicorn reported the
x87's #MF to no one).

test/exe/x87exc.exe (guests/tests/x87exc.c) divides with the x87 masked and unmasked under
a vectored handler that prints what it is handed and dismisses the exception by clearing
the status word in the CONTEXT. The expected lines are what the same binaries print under
Wine 8 (``xvfb-run -a wine x87exc.exe``, the 64-bit build in a win64 prefix), but for the
differences named beside them: they are Unicorn's, not the layer's (machine/x87.py).
"""

from paths import guest_exe

# Unicorn raises the pending exception at the explicit FWAIT after the store, not at the
# store (the next waiting instruction on a CPU) — without an FWAIT the machine raises it
# at the program's next API call — and its x87 instruction pointer is then
# the store's; an x87 CPU leaves the destination of the failed division as it was (1),
# Unicorn has written the masked answer (+Inf).
_HANDLED = [
    'code=0xc000008e flags=0 params=0',
    # Wine 32: 'pc is fstp=1 fwait=0, address is fdiv=1 pc=0, error offset is fdiv=1'
    # Wine 64: 'pc is fstp=1 fwait=0, address is fdiv=0 pc=1, error offset is fdiv=1'
    None,
    'context floating point=1',
    'status word: ZE=1 ES=1; control word 0x3b',
    "in the handler the FPU's ES=1 ZE=1",
]
EXPECTED = (['masked: inf seen=0 ZE=1 ES=0', 'unmasked, 1/2: 0.5 seen=0'] + _HANDLED
            + ['unmasked, 1/0: inf seen=1 ZE=0 ES=0']          # Wine: 1 (see above)
            + _HANDLED
            + ['again: inf seen=2']                             # Wine: 1
            # without the FWAIT: raised at the program's next API call (Wine: at the FSTP)
            + [line if line else 'pc is outside the program' for line in _HANDLED]
            + ['no fwait: inf seen=3',                          # Wine: 1
               '_statusfp after a masked fclex: 0'])
#: the address line by width: the 32-bit exception's address is the x87 instruction
#: pointer (Wine's too, where it is the division's), the 64-bit one RIP, as under Wine
WHERE = {4: 'pc is fstp=0 fwait=1, address is fdiv=0 pc=0, error offset is fdiv=0',
         8: 'pc is fstp=0 fwait=1, address is fdiv=0 pc=1, error offset is fdiv=0'}


def test_an_unmasked_x87_division_by_zero_reaches_the_handler_with_the_fpu_state(
        boot, tmp_path, width):
    d = boot(guest_exe("x87exc", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert d.vm.machine.fault is None, d.vm.machine.fault
    expected = [WHERE[width] if line is None else line for line in EXPECTED]
    assert d.vm.stdout_log == expected
    assert d.vm.machine.exit_code == 0


def test_an_unhandled_x87_exception_ends_the_process_with_its_code(boot, tmp_path, width):
    """Wine 8 prints "dividing", then "Unhandled exception 0xc000008e" and starts its
    debugger; Windows ends the process with the code."""
    d = boot(guest_exe("x87exc", width), args="unhandled", settle=False,
             vfs_root=str(tmp_path / "vfs"))
    for _ in range(3000):
        d.vm.run_batch()
        if d.vm.ended:
            break
    assert d.vm.stdout_log == ["dividing"]
    assert d.vm.machine.exit_code == 0xC000008E
    fault = d.vm.machine.fault
    assert fault.code == 0xC000008E
    assert "x87 floating-point exception" in fault.message
