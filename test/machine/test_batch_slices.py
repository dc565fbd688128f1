"""A batch larger than a slice runs as counted slices and may be suspended between them;
the guest cannot tell: the same instructions, registers, API calls and screen as one
uninterrupted batch, so frozen and CLI runs stay deterministic whatever the slicing."""

from wineagent.vm import SLICE


def trace(vm, batches, clicks=(), suspend=False):
    """Run ``batches`` batches; returns per-batch (regs, api_calls, parked, batch) and the
    final screen. With ``suspend``, every batch is suspended after each slice and resumed."""
    out = []
    for b in range(batches):
        for x, y in clicks if b == batches // 2 else ():
            vm.wm.queue_input(("mouse", "down", x, y, "left"))
            vm.wm.queue_input(("mouse", "up", x, y, "left"))
        if suspend:
            resumes = 0
            while vm.run_batch(keep_going=lambda: False) is None:
                resumes += 1
                assert vm.mid_batch
            out.append(("resumes", resumes > 0 or vm.parked or vm.ended))
        else:
            vm.run_batch()
        assert not vm.mid_batch
        out.append((vm.machine.regs(), vm.machine.api_calls, vm.parked, vm.batches,
                    vm.clock.now_ms()))
    return out, vm.gdi.compose().tobytes()


def test_slices_and_suspensions_do_not_change_what_the_guest_does(boot):
    clicks = [(60, 90), (100, 120)]
    whole = boot("winmine", settle=False)
    whole.vm.slice_size = whole.vm.batch_size
    sliced = boot("winmine", settle=False)
    sliced.vm.slice_size = 997          # cuts batches inside API calls and callbacks
    suspended = boot("winmine", settle=False)
    suspended.vm.slice_size = 4099
    expect, screen = trace(whole.vm, 40, clicks)
    got, got_screen = trace(sliced.vm, 40, clicks)
    assert got == expect and got_screen == screen
    got, got_screen = trace(suspended.vm, 40, clicks, suspend=True)
    assert [g for g in got if g[0] != "resumes"] == expect and got_screen == screen


def test_a_spinning_guest_is_suspended_mid_batch_and_resumed_exactly(boot):
    """compute.exe spins with no API call; a batch of 3 slices + a bit suspends 3 times."""
    d = boot("compute", settle=False)
    vm = d.vm
    vm.run_batch()                       # boot up to the loop
    vm.batch_size = 3 * SLICE + 5
    suspensions = 0
    while vm.run_batch(keep_going=lambda: False) is None:
        suspensions += 1
        assert vm.batches == 1 and vm.clock.now_ms() == vm.clock.tick_ms
    assert suspensions == 3 and vm.batches == 2 and not vm.mid_batch
    assert vm.clock.now_ms() == 2 * vm.clock.tick_ms   # one charge per batch, not per slice
