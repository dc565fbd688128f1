"""Ended page VMs leave memory (issue 18): nothing keeps them, the service frees them.

Time is a task.Clock. The automatic garbage collector is off during each test, so the only
collection is the one the service runs itself (reclaim.py): without it an ended VM, whose
objects refer to each other, would stay; and a reference kept by something alive (a leak)
keeps a VM whatever collects.
"""

import weakref

import pytest
from twisted.internet import task

from wineagent.machine.cpu import EmulatorClosed
from wineagent.web.pages import Pages


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
