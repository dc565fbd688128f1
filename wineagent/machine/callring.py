"""The API calls the machine-code thunk hook counts itself (cpu.py's stub), with no Python.

Every API call used to pay, in the Python dispatch, for ``api_calls += 1`` and
``recent.append(name)``: two attribute updates and a method call, ~400 host instructions
of a trivial call's ~6 k. Nobody reads either between two calls; they are read a few
times a batch (the scheduler's progress test, a fault report, a handler that numbers
its calls). So the stub counts: at each call into an API's thunk slot it stores the slot
in a ring of :data:`SIZE` words and adds one to a count, and the machine turns them into
``api_calls`` and names in ``recent`` when either is read, when a batch ends and when a
fault is reported (``Machine._take_calls``). The ring holds the order of the calls,
including the ones the stub's fills did without Python (fastfill.py), so ``recent`` is
the list the dispatch would have kept.

The rule that keeps it right: the stub counts every call into a slot from
``_SLOT_FIRST_API`` on, before anything else (before its own fills and before the Python
dispatch); the dispatch takes back the count of a call it does not count (a slot no
thunk is bound to, a call that waits for the x87 exception pending before it) before it
does anything that could read the counters.

Only where the machine-code hook runs (nativecode.py); elsewhere the dispatch
(``Machine._on_thunk``) counts in Python as before and the ring stays empty.
"""

import ctypes

__all__ = ["CallRing", "SIZE"]

#: Calls the ring holds (a power of two: the stub's index is the count's low bits); a
#: machine's ``recent`` may keep at most this many names.
SIZE = 64
#: The ring's words: the calls counted since the machine last took them, then SIZE slots.
COUNT, SLOTS = 0, 1


class CallRing:
    """The count and the ring of thunk slots the stub writes (see the module's text)."""

    def __init__(self):
        self._table = (ctypes.c_uint64 * (SLOTS + SIZE))()
        #: the table as unsigned 64-bit words
        self.words = memoryview(self._table).cast("B").cast("Q")

    def __reduce__(self):
        # ctypes state is per process: a savestate rebuilds an empty ring (the machine
        # takes the calls counted before any state is made: each batch's end), which
        # Machine.add_hooks replaces with the one its new emulator's stub writes
        return (CallRing, ())

    @property
    def address(self):
        """The table's host address (the stub's context holds it)."""
        return ctypes.addressof(self._table)

    def take(self, most):
        """(the number of calls counted since the last take, the thunk slots of the last
        ``most`` of them, oldest first); the count starts again from 0."""
        w = self.words
        n = w[COUNT]
        if not n:
            return 0, ()
        w[COUNT] = 0
        k = min(n, most, SIZE)
        ring = w[SLOTS:].tolist()           # (one copy: cheaper than k item reads)
        first = (n - k) & (SIZE - 1)
        got = ring[first:first + k]
        if len(got) < k:                    # wrapped round
            got += ring[:k - len(got)]
        return n, got

    def uncount(self):
        """Take back the last call counted (one the dispatch does not count)."""
        w = self.words
        if w[COUNT]:
            w[COUNT] -= 1
