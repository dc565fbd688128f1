"""The event bus of one session: a gapless ``seq``, a bounded ring, listeners,
subscriptions.

Every VM has one (``vm.events``). The win32 layers and the host call :meth:`EventBus.emit`
at the moments an agent cares about (a MessageBox opened, a window was created, a frame
was presented, the run ended...). An event is a flat JSON object::

    {"seq": 17, "class": "messagebox", "ticks": 1520, "batch": 95, "wall": 1764650000.123,
     "kind": "opened", "hwnd": 65570, "caption": "Minesweeper", "text": "...", ...}

``seq`` counts from 1 without gaps for the whole session; ``ticks`` is guest milliseconds
and ``batch`` the batch number at the emit (the guest position); ``wall`` (host epoch
seconds) is there only in live mode, so frozen runs stay byte-identical.

Memory is bounded: the last :data:`RING_SIZE` events are kept. A reader whose cursor fell
behind the ring gets one ``dropped`` event (``count``: how many it lost; its ``seq`` is the
last lost one, so the cursor stays gapless) and then what is left.

Costs: emitting is a dict and a deque append; classes in :data:`~.filters.DEMAND`
(``api``, ``frame``) are not even built unless someone asked for them (:meth:`want`).
"""

import collections

from .filters import DEMAND, MAX_SUBSCRIPTIONS, Matcher

__all__ = ["EventBus", "RING_SIZE", "MAX_SUBSCRIPTIONS"]

#: Events kept per session. 4096 events of ~200 bytes: about 1 MB at most per session.
RING_SIZE = 4096


class EventBus:
    """Events of one session. ``vm`` (optional) stamps the guest position; ``size`` is the
    ring's length. ``wall`` (a callable, seconds) is set by a live host and stamps ``wall``.
    """

    def __init__(self, vm=None, size=RING_SIZE):
        self.vm = vm
        self.size = size
        self.ring = collections.deque(maxlen=size)
        self.seq = 0
        self.wall = None
        self._listeners = ()
        self.demand = {}                 # demand class -> number of parties asking
        self.subscriptions = {}          # "s1" -> Matcher
        self._next_sub = 0
        self.on_demand_change = None     # callable() when demand changes (api tracing)

    def resize(self, size):
        """Keep the last ``size`` events from now on (``--events-buffer``)."""
        self.size = size
        self.ring = collections.deque(self.ring, maxlen=size)

    # -- emitting -------------------------------------------------------------------
    def wants(self, cls):
        """True when an event of ``cls`` would be recorded (always, but for the demand
        classes nobody asked for)."""
        return cls not in DEMAND or self.demand.get(cls, 0) > 0

    def emit(self, cls, **fields):
        """Record an event of class ``cls`` with ``fields``; returns it (None when the
        class is a demand class nobody asked for)."""
        if cls in DEMAND and not self.demand.get(cls):
            return None
        self.seq += 1
        ev = {"seq": self.seq, "class": cls}
        vm = self.vm
        if vm is not None:
            ev["ticks"] = vm.clock.now_ms()
            ev["batch"] = vm.batches
        if self.wall is not None:
            ev["wall"] = round(self.wall(), 3)
        ev.update(fields)
        self.ring.append(ev)
        for fn in self._listeners:
            fn(ev)
        return ev

    def relay(self, ev, **extra):
        """Re-emit an event of another bus under this bus's ``seq`` (the hub's session log
        of a page VM): every field kept, the original seq as ``vmSeq``."""
        self.seq += 1
        out = dict(ev)
        out["vmSeq"] = ev.get("seq")
        out["seq"] = self.seq
        out.update(extra)
        self.ring.append(out)
        for fn in self._listeners:
            fn(out)
        return out

    # -- listeners and demand --------------------------------------------------------
    def add_listener(self, fn):
        """Call ``fn(event)`` for every event recorded from now on."""
        self._listeners = self._listeners + (fn,)

    def remove_listener(self, fn):
        """Stop calling ``fn`` (no error when it was not listening)."""
        # Equality, not identity: the listeners are mostly bound methods (a stream's
        # ``self._on_event``), and each attribute access makes a new method object, so
        # ``is`` never matched and every reader that went away stayed on the bus (with
        # its request and Deferreds) for the bus's whole life (issue 18). Two bound
        # methods are equal when they are the same function of the same object.
        self._listeners = tuple(f for f in self._listeners if f != fn)

    @property
    def listening(self):
        """True when anyone listens (streams, files, relays, a step's until)."""
        return bool(self._listeners)

    def want(self, classes, delta=1):
        """Count a party in (``delta=1``) or out (-1) for the demand classes among
        ``classes``."""
        changed = False
        for cls in classes:
            if cls in DEMAND:
                self.demand[cls] = max(0, self.demand.get(cls, 0) + delta)
                changed = True
        if changed and self.on_demand_change is not None:
            self.on_demand_change()

    # -- reading ------------------------------------------------------------------------
    def since(self, seq, match=None, limit=None):
        """Events after cursor ``seq`` (``match``: a predicate), oldest first, at most
        ``limit``; a ``dropped`` event first when the ring no longer holds seq+1."""
        out = []
        ring = self.ring
        if not ring or seq >= self.seq:
            return out
        first = ring[0]["seq"]
        if seq + 1 < first:
            out.append({"seq": first - 1, "class": "dropped", "count": first - 1 - seq})
            seq = first - 1
        # The ring is ordered by seq without gaps: index straight to the cursor.
        for i in range(seq + 1 - first, len(ring)):
            ev = ring[i]
            if match is None or match(ev):
                out.append(ev)
                if limit is not None and len(out) >= limit:
                    break
        return out

    # -- subscriptions ----------------------------------------------------------------------
    def subscribe(self, classes=None, filter=None):
        """Open a subscription; returns ``(id, matcher)``. Raises ValueError over
        :data:`MAX_SUBSCRIPTIONS`."""
        if len(self.subscriptions) >= MAX_SUBSCRIPTIONS:
            raise ValueError("%d subscriptions are open, the limit; unsubscribe one first"
                             % len(self.subscriptions))
        self._next_sub += 1
        sid = "s%d" % self._next_sub
        m = Matcher(classes, filter, sid)
        self.subscriptions[sid] = m
        self.want(m.classes, 1)
        return sid, m

    def unsubscribe(self, sid):
        """Close a subscription; ValueError naming the open ones when it is unknown."""
        m = self.subscriptions.pop(sid, None)
        if m is None:
            raise ValueError("no subscription %r; open: %s"
                             % (sid, ", ".join(sorted(self.subscriptions)) or "none"))
        self.want(m.classes, -1)

    def api_patterns(self):
        """The api name patterns subscriptions ask for: None when none asks for the api
        class, () when one asks for every API."""
        pats = set()
        asked = False
        for m in self.subscriptions.values():
            if "api" in m.classes:
                asked = True
                p = m.filter.get("api")
                if not p:
                    return ()
                pats.update(p)
        if not asked and self.demand.get("api"):
            return ()
        return tuple(sorted(pats)) if asked else None
