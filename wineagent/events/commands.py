"""The event commands of every host: ``subscribe``, ``unsubscribe``, and the ``until`` of
``step`` (docs/events.md). The dispatcher and the host call into here; the arguments
arrive validated by the protocol module (filters.py did the checking)."""

from ..win32.user.emit import replay_state

__all__ = ["subscribe", "unsubscribe", "StepUntil"]


def subscribe(vm, classes=None, filter=None):
    """Open a subscription on ``vm``'s bus and replay the current state to it: the reply
    ``{"subscription": "s1", "seq": N, "replayed": k, "classes": [...]}`` — read from
    cursor N (``since=N``) to get the replay and everything after it."""
    bus = vm.events
    sid, matcher = bus.subscribe(classes, filter)
    seq = bus.seq
    n = replay_state(vm, sid, matcher)
    out = {"subscription": sid, "seq": seq, "replayed": n}
    out.update(matcher.describe())
    return out


def unsubscribe(vm, subscription):
    """Close a subscription: ``{"subscription": id, "closed": true}``."""
    vm.events.unsubscribe(subscription)
    return {"subscription": subscription, "closed": True}


class StepUntil:
    """What a ``step`` with ``until`` waits for: a matching event (``matcher``) or
    ``"idle"``. Listens on the bus while the step runs; the host asks :meth:`hit` at each
    batch boundary and calls :meth:`close` when the step ends."""

    def __init__(self, vm, until):
        self.vm = vm
        self.until = until
        self.event = None
        self.idle = until == "idle"
        self.start_seq = vm.events.seq
        if not self.idle:
            vm.events.want(until.classes, 1)
            vm.events.add_listener(self._on_event)
        self.closed = False

    def _on_event(self, ev):
        if self.event is None and self.until(ev):
            self.event = ev

    def hit(self, host):
        """The event that stops the step (at this batch boundary), or None to go on."""
        if self.idle:
            if host.guest_idle():
                vm = self.vm
                return {"class": "idle", "ticks": vm.clock.now_ms(), "batch": vm.batches,
                        "seq": vm.events.seq}
            return None
        return self.event

    def close(self):
        """Stop listening (the step is over)."""
        if not self.closed and not self.idle:
            self.vm.events.remove_listener(self._on_event)
            self.vm.events.want(self.until.classes, -1)
        self.closed = True
