"""Guest time: one clock object that every time API, timer and Sleep reads.

Two ways for guest time to advance (ARCHITECTURE.md, "One guest clock"):

- charged: each batch (or frozen step) adds ``tick_ms``; the CLI and frozen pages use
  this, which makes runs deterministic;
- wall-derived: live pages follow the host's wall clock; freezing stops the reading, and
  unfreezing slides the wall origin forward so the guest never sees a jump.
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

    @property
    def wall_mode(self):
        """True when guest time follows the wall clock."""
        return self._wall_origin is not None

    def now_ms(self):
        """Current guest time in whole milliseconds."""
        if self._wall_origin is not None:
            return int((self._wall() - self._wall_origin) * 1000)
        return int(self._charged)

    def charge(self, ms=None):
        """Advance charged time by ``ms`` (default ``tick_ms``); no effect in wall mode."""
        if self._wall_origin is None:
            self._charged += self.tick_ms if ms is None else ms

    def follow_wall(self):
        """Switch to wall-derived time, continuing from the current guest time."""
        if self._wall_origin is None:
            self._wall_origin = self._wall() - self._charged / 1000.0

    def stop_wall(self):
        """Switch to charged time, holding the current guest time (freeze)."""
        if self._wall_origin is not None:
            self._charged = (self._wall() - self._wall_origin) * 1000.0
            self._wall_origin = None
