"""Ended page VMs leave memory (issue 18): nothing keeps them, the service frees them.

Time is a task.Clock. The automatic garbage collector is off during each test, so the only
collection is the one the service runs itself (reclaim.py): without it an ended VM, whose
objects refer to each other, would stay; and a reference kept by something alive (a leak)
keeps a VM whatever collects.
"""

import gc
import weakref

import pytest
from twisted.internet import task

from wineagent.machine.cpu import EmulatorClosed
from wineagent.web.pages import VM_EXPIRY, Pages
from wineagent.web.reclaim import RECLAIM_DELAY, Reclaimer, trim_heap
from wineagent.web.site import WebSite


@pytest.fixture
def no_auto_gc():
    """Only explicit collections run (the service's) while the test does."""
    was = gc.isenabled()
    gc.collect()
    gc.disable()
    try:
        yield
    finally:
        if was:
            gc.enable()


def run(clock, seconds, step=0.02):
    """Let the reactor-driven VMs run ``seconds`` of clock time."""
    for _ in range(int(seconds / step)):
        clock.advance(step)


def refs(pvm):
    """Weak references to a page VM and the objects that weigh: VM, host, emulator."""
    return [weakref.ref(o) for o in (pvm, pvm.vm, pvm.host, pvm.vm.machine,
                                     pvm.vm.machine.uc, pvm.vm.gdi)]


def alive(references):
    """How many of the referents still exist."""
    return sum(r() is not None for r in references)


def test_expired_page_vms_and_their_emulators_are_freed(no_auto_gc):
    clock = task.Clock()
    pages = Pages(clock)
    kept = []
    for app in ("winmine", "hello", "clock"):
        pvm = pages.create(app)
        kept.append(refs(pvm))
    run(clock, 1.0)                                   # they boot and draw
    del pvm
    clock.advance(VM_EXPIRY)
    pages.expire()
    assert not pages.vms
    assert pages.reclaimer.pending
    clock.advance(RECLAIM_DELAY)                      # the service's own collection
    assert pages.reclaimer.runs == 1
    assert [alive(r) for r in kept] == [0, 0, 0]


def test_a_closed_vm_frees_its_emulator_at_once_and_refuses_later_use():
    """Unicorn's memory does not wait for a collection; a late caller gets an error,
    never a call into the freed engine."""
    clock = task.Clock()
    pages = Pages(clock)
    pvm = pages.create("hello")
    machine = pvm.vm.machine
    engine = machine.uc
    pages.close(pvm.id)
    # the binding's finalizer (uc_close) has run: Unicorn's memory is already freed
    assert not engine._Uc__finalizer.alive
    del engine
    with pytest.raises(EmulatorClosed):
        machine.eip
    with pytest.raises(EmulatorClosed):
        pvm.vm.mem.read(0x7FFDE000, 4)
    machine.close()                                   # idempotent


def test_a_hub_session_does_not_keep_the_vm_its_page_closed(no_auto_gc):
    """A session lives on across the VMs its page shows (a relaunch closes one): its
    event log lets go of an ended VM instead of holding it until the next request."""
    clock = task.Clock()
    site = WebSite(clock)
    pages, hub = site.pages, site.hub
    sid = hub.sessions.hello(app="winmine").id
    log = hub.events.get(sid)
    pvm = pages.create("winmine")
    log.attach(pvm)
    run(clock, 0.5)
    kept = refs(pvm)
    del pvm
    pages.close(kept[0]().id, "page closed")          # the page launched something else
    assert log.pvm is None and not log.attached
    clock.advance(RECLAIM_DELAY)
    assert alive(kept) == 0
    assert sid in hub.sessions.sessions               # the session itself lives on
    assert any(ev["class"] == "ended" for ev in log.bus.since(0))  # it saw the VM end


def test_vms_that_end_together_share_one_reclaim():
    clock = task.Clock()
    done = []
    r = Reclaimer(clock, delay=2.0, collect=lambda: done.append("gc"),
                  trim=lambda: done.append("trim"))
    r.schedule()
    clock.advance(1.5)
    r.schedule()                                      # not postponed by a later end
    clock.advance(0.5)
    assert done == ["gc", "trim"] and r.runs == 1 and not r.pending
    r.schedule()
    r.cancel()
    clock.advance(5)
    assert r.runs == 1


def test_trim_heap_is_harmless_where_it_exists_or_not():
    assert trim_heap() in (True, False)


def test_a_bound_method_listener_is_really_removed():
    """Event readers listen with bound methods (a stream's ``_on_event``): removing one
    must take it off the bus, or every reader that went away stays referenced."""
    from wineagent.events.bus import EventBus

    class Reader:
        def __init__(self):
            self.seen = []

        def on_event(self, ev):
            self.seen.append(ev["class"])

    bus = EventBus(None)
    reader, other = Reader(), Reader()
    bus.add_listener(reader.on_event)
    bus.add_listener(other.on_event)
    bus.emit("log", text="a")
    bus.remove_listener(reader.on_event)
    bus.emit("log", text="b")
    assert reader.seen == ["log"] and other.seen == ["log", "log"]
    gone = weakref.ref(reader)
    del reader
    assert gone() is None                 # freed by reference counting alone
