"""The reactor-driven Host on a fake clock: `start`, the step seam, held commands, their
cancellers, and batches suspended between slices so that no batch size can hold the
reactor (a guest spinning in ``for(;;);`` with a huge ``--batch-size`` stays controllable)."""

import pytest
from twisted.internet import defer
from twisted.internet.task import Clock
from twisted.python.failure import Failure

from wineagent.control.protocol import parse_entry
from wineagent.host import Host
from wineagent.vm import SLICE


class Wall:
    """A wall clock that moves ``per_read`` seconds every time it is read, so the host's
    turn budget runs out without real time passing."""

    def __init__(self, per_read=0.0):
        self.now = 0.0
        self.per_read = per_read

    def __call__(self):
        self.now += self.per_read
        return self.now


def turn(clock):
    """One reactor turn: run the calls that were due when it began. (Clock.advance(0) would
    also run the calls they schedule for "now", which a live host does forever.)"""
    due = [c for c in clock.getDelayedCalls() if c.getTime() <= clock.seconds()]
    for call in due:
        if call.active():
            clock.calls.remove(call)
            call.called = 1
            call.func(*call.args, **call.kw)


def fired(d):
    """The result of a fired Deferred (AssertionError if it has not fired)."""
    box = []
    d.addBoth(lambda result: (box.append(result), result)[1])
    assert box, "the Deferred has not fired"
    if isinstance(box[0], Failure):
        d.addErrback(lambda f: None)  # looked at here: not an unhandled error
    return box[0]


def test_start_runs_live_batches_through_the_reactor(boot):
    clock = Clock()
    host = Host(boot("hello", settle=False).vm, reactor=clock)
    host.start()
    assert host.vm.batches == 0 and clock.getDelayedCalls()
    turn(clock)
    assert host.vm.batches == 1


def test_live_commands_wait_for_the_batch_boundary(boot):
    clock = Clock()
    host = Host(boot("hello").vm, reactor=clock)
    host.start()
    d = host.submit([parse_entry("ping", id=1)])
    assert not d.called
    turn(clock)
    assert fired(d)[0]["ok"] is True and fired(d)[0]["id"] == 1


def test_a_frozen_step_runs_exactly_n_batches_across_reactor_turns(boot):
    clock = Clock()
    wall = Wall(per_read=0.01)            # each turn runs only a couple of batches
    vm = boot("compute", settle=False, batch_size=10000).vm   # busy: no batch is skipped
    host = Host(vm, reactor=clock, frozen=True, wall=wall)
    host.start()
    d = host.step(30)
    turns = 0
    while not d.called and turns < 1000:
        turn(clock)
        turns += 1
    reply = fired(d)
    assert reply["ran"] == 30 and host.frozen_steps == 30 and turns > 1
    assert not clock.getDelayedCalls()    # frozen: the continuation is held, nothing spins


def test_an_abandoned_step_stops_and_frees_the_reactor(boot):
    """Cancelling a step (its client went away) stops it at the next batch boundary."""
    clock = Clock()
    vm = boot("compute", settle=False, batch_size=10000).vm   # busy: no batch is skipped
    host = Host(vm, reactor=clock, frozen=True, wall=Wall(per_read=0.01))
    host.start()
    d = host.step(1000000)
    turn(clock)
    turn(clock)
    ran = host.frozen_steps
    assert 0 < ran < 1000000
    d.cancel()
    assert isinstance(fired(d).value, defer.CancelledError)
    for _ in range(10):
        turn(clock)
    assert host._stepping is None and not clock.getDelayedCalls()
    assert host.frozen_steps <= ran + 1 and not host.vm.mid_batch
    again = host.submit([parse_entry("step 2")])   # the host steps on as before
    for _ in range(10):
        turn(clock)
    assert fired(again)[0]["value"]["ran"] == 2


def test_a_cancelled_submission_through_a_frozen_array_stops_its_step(boot):
    """[frozen on, step 1000000] on a live host: cancelling the held answer stops the step."""
    clock = Clock()
    vm = boot("compute", settle=False, batch_size=10000).vm
    host = Host(vm, reactor=clock, wall=Wall(per_read=0.01))
    host.start()
    d = host.submit([parse_entry("frozen on"), parse_entry("step 1000000")])
    turn(clock)
    turn(clock)
    assert host._stepping is not None
    d.cancel()
    for _ in range(10):
        turn(clock)
    assert host._stepping is None and not clock.getDelayedCalls()
    assert host.frozen_steps < 1000000


def test_cancelled_live_commands_that_have_not_run_are_dropped(boot):
    clock = Clock()
    host = Host(boot("hello").vm, reactor=clock)
    host.start()
    d = host.submit([parse_entry("click:10:10")])
    d.cancel()
    assert host.live == []
    turn(clock)
    assert not host.vm.wm.input_queue and isinstance(fired(d).value, defer.CancelledError)


def spinning_host(boot, **kw):
    """compute.exe spinning in its loop (minutes of work) with a batch size of 10**12."""
    vm = boot("compute", settle=False).vm
    vm.run_batch()                       # boot up to the loop
    vm.batch_size = 10 ** 12
    clock = Clock()
    host = Host(vm, reactor=clock, wall=Wall(per_read=0.005), **kw)
    return host, clock


def test_a_huge_batch_of_a_spinning_guest_yields_to_the_reactor(boot):
    host, clock = spinning_host(boot)
    host.start()
    turn(clock)
    assert host.vm.mid_batch and host.vm.batches == 1   # suspended, not finished
    assert clock.getDelayedCalls()                      # and will resume
    ping = host.submit([parse_entry("ping", id="p")])
    assert fired(ping)[0]["ok"] is True                 # observers answer mid-batch
    click = host.submit([parse_entry("click:10:10")])
    turn(clock)
    assert not click.called and not host.vm.wm.input_queue  # input waits for the boundary
    quit_ = host.submit([parse_entry("quit")])
    assert fired(quit_)[0]["ok"] is True
    turn(clock)
    assert host.end_reason == "quit command"
    assert fired(click)[0]["ok"] is False and "the run ended" in fired(click)[0]["error"]


def test_a_huge_batch_ends_at_the_deadline_in_the_plain_cli_driver(boot):
    """run_sync honours --max-seconds between slices of one batch."""
    vm = boot("compute", settle=False).vm
    vm.run_batch()
    vm.batch_size = 10 ** 12
    wall = Wall(per_read=0.01)
    host = Host(vm, wall=wall)
    assert host.run_sync(deadline=0.3) == "max-seconds"
    assert vm.mid_batch and vm.batches == 1
    assert vm.blocks_bound > 0 and wall.now < 1.0


def test_a_huge_frozen_step_is_suspended_between_slices_and_completes(boot):
    """A step of one batch of 3 slices and a bit, on a fake clock: several turns, one batch."""
    vm = boot("compute", settle=False).vm
    vm.run_batch()
    vm.batch_size = 3 * SLICE + 7
    clock = Clock()
    host = Host(vm, reactor=clock, frozen=True, wall=Wall(per_read=0.05))
    host.start()
    d = host.step(1)
    turn(clock)
    assert not d.called and vm.mid_batch
    assert fired(host.submit([parse_entry("snapshot")]))[0]["value"]["batch"] == 1
    key = host.submit([parse_entry("keydown:VK_RETURN")])
    assert not key.called                       # mid-batch: waits for the boundary
    for _ in range(10):
        turn(clock)
    assert fired(d)["ran"] == 1 and vm.batches == 2 and not vm.mid_batch
    assert fired(key)[0]["ok"] is True and vm.wm.input_queue


@pytest.mark.parametrize("wall_per_read", [0.0, 0.05])
def test_frozen_steps_are_identical_whatever_the_turns(boot, wall_per_read):
    """The same steps give the same machine, whether a turn holds many batches or a batch
    spans many turns (a small slice cuts batches mid-callback)."""
    results = []
    for slice_size in (100000, 997):
        vm = boot("winmine", settle=False).vm
        vm.slice_size = slice_size
        clock = Clock()
        host = Host(vm, reactor=clock, frozen=True, wall=Wall(per_read=wall_per_read))
        host.start()
        for entry in ("step 20", "click:60:90", "step 20"):
            d = host.submit([parse_entry(entry)])
            for _ in range(100000):
                if d.called:
                    break
                turn(clock)
            assert fired(d)[0]["ok"] is True
        results.append((vm.machine.regs(), vm.machine.api_calls, vm.batches,
                        vm.gdi.compose().tobytes()))
    assert results[0] == results[1]
