"""Guest time: one clock object that every time API, timer and Sleep reads.

Two ways for guest time to advance (ARCHITECTURE.md, "One guest clock"):

- charged: each batch (or frozen step) adds ``tick_ms``; the CLI and frozen pages use
  this, which makes runs deterministic;
- wall-derived: live pages follow the host's wall clock; freezing stops the reading, and
  unfreezing slides the wall origin forward so the guest never sees a jump.

Within one batch guest time does not move, either way: charged time advances between
batches, and in wall mode the host calls :meth:`GuestClock.begin_batch` at every batch
boundary, which reads the wall once; every read until :meth:`GuestClock.end_batch` returns
that reading. So the guest observes one value per batch — always, recording or not — and
that value is what a recording captures and a replay restores (docs/replay.md).
"""

__all__ = ["GuestClock"]


class GuestClock:
    """Milliseconds of guest time since the guest started.

    ``wall`` is a zero-argument callable returning seconds (e.g. ``reactor.seconds``); it is
    only read in wall mode.
    """

    def __init__(self, tick_ms=16, wall=None):
        self.tick_ms = tick_ms
        self._charged = 0.0
        self._wall = wall
        self._wall_origin = None     # wall seconds at which guest time was 0 (wall mode)
        self._in_batch = False       # between begin_batch() and end_batch()
        self._latched = None         # this batch's wall reading (wall mode, in a batch)

    @property
    def wall_mode(self):
        """True when guest time follows the wall clock."""
        return self._wall_origin is not None

    def now_ms(self):
        """Current guest time in whole milliseconds."""
        if self._wall_origin is not None:
            if self._latched is not None:
                return self._latched
            return int((self._wall() - self._wall_origin) * 1000)
        return int(self._charged)

    def begin_batch(self):
        """A batch boundary: in wall mode the wall is read here, once, for the batch."""
        self._in_batch = True
        self._latched = None
        if self._wall_origin is not None:
            self._latched = self.now_ms()

    def end_batch(self):
        """The batch retired: reads outside batches (the host's scheduling) follow the
        wall again."""
        self._in_batch = False
        self._latched = None

    def set_ms(self, ms):
        """Charged mode: guest time is ``ms`` from now on (a replay restoring a recorded
        value; docs/replay.md)."""
        self._charged = float(ms)

    def charge(self, ms=None):
        """Advance charged time by ``ms`` (default ``tick_ms``); no effect in wall mode."""
        if self._wall_origin is None:
            self._charged += self.tick_ms if ms is None else ms

    def follow_wall(self):
        """Switch to wall-derived time, continuing from the current guest time (inside a
        batch the batch keeps seeing the value it started with)."""
        if self._wall_origin is None:
            self._wall_origin = self._wall() - self._charged / 1000.0
            if self._in_batch:
                self._latched = int(self._charged)

    def stop_wall(self):
        """Switch to charged time, holding the current guest time (freeze)."""
        if self._wall_origin is not None:
            if self._latched is not None:
                self._charged = float(self._latched)
            else:
                self._charged = (self._wall() - self._wall_origin) * 1000.0
            self._wall_origin = None
            self._latched = None
