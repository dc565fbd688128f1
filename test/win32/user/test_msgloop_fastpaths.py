"""The message calls' tests made before a generator (wm_queue.next_message): where a test
says there is nothing to do, the generator it stands for would have done nothing either.
(The guests under test/exe that type, hook and switch processes run every path for
real: test_keytrans.py, test_typing.py, test_llhook.py, test_llinject.py, ...)"""

import itertools
from types import SimpleNamespace as NS

from wineagent.win32.user import hooks, procwindows


def _run(gen):
    """Drive a generator that must not yield; its return value."""
    try:
        step = next(gen)
    except StopIteration as done:
        return done.value
    raise AssertionError("it yielded %r" % (step,))


def _vm(desk, active, foreground_is_vm):
    vm = NS(wm=NS(foreground_input=NS(active=active), windows={}, zorder=[]),
            threads=NS(current=NS(tid=1)))
    vm.processes = None if desk is None else NS(desktop=desk)
    if desk is not None:
        desk.foreground = vm if foreground_is_vm else object()
    return vm


def test_claim_due_false_means_claim_foreground_does_nothing():
    """Every combination of no desktop / a desktop, an active window or none, ``vm`` in
    the foreground or not, handed off or not (trees not crossing processes): when
    claim_due answers False, claim_foreground ends at once and leaves the desktop as it
    was; when it answers True, claim_foreground has something to look at."""
    seen = set()
    for has_desk, active, fg, handoff in itertools.product((False, True), (0, 0x10020),
                                                          (False, True), (False, True)):
        desk = NS(linked=False, handoff=handoff) if has_desk else None
        vm = _vm(desk, active, fg)
        due = procwindows.claim_due(vm)
        seen.add(due)
        if not due:
            before = dict(vars(desk)) if desk is not None else None
            assert _run(procwindows.claim_foreground(vm)) is None
            assert (dict(vars(desk)) if desk is not None else None) == before
        else:
            # nothing settled: the foreground is not ``vm``'s to keep
            assert desk is not None and not active and (not fg or handoff)
    assert seen == {False, True}


def test_claim_due_with_trees_across_processes():
    """A session whose trees cross processes always has work (its ended children are
    pruned first), whatever the foreground."""
    desk = NS(linked=True, handoff=False)
    assert procwindows.claim_due(_vm(desk, 0x10020, True))


def test_low_level_idle_means_a_false_verdict_at_once():
    """No hook and no event the program inserted waiting: the verdict is False, given at
    once, for keys, characters and mouse events; with a verdict waiting (a hook judged
    the program's own input, then went away) the test says no."""
    events = [("key", "down", 0x41), ("key", "char", 0x61), ("mouse", "move", 5, 5, 0)]
    wm = NS(hooks=hooks.HookTable())
    vm = NS(wm=wm, threads=NS(current=NS(tid=1)))
    assert hooks.low_level_idle(vm)
    for e in events:
        assert _run(hooks.low_level_verdict(vm, e)) is False
    wm.ll_decided = [(events[0], True)]
    assert not hooks.low_level_idle(vm)
    assert _run(hooks.low_level_verdict(vm, events[0])) is True
