"""Giving a page VM's memory back to the system once it has ended (issue 18).

A service that made 100 page VMs and saw them end stayed at the size of its peak. Two
things kept the memory, measured with ``bench/bench_hub_memory.py``:

1. **Held until a collection.** A VM's objects refer to each other (subsystems point back
   at their VM, the Host at its dispatcher and recorder and back, Unicorn's hook closures
   at their own engine), so an ended VM is freed only by Python's cyclic garbage
   collector. The collector runs when *Python objects* have been allocated in numbers; an
   idle service allocates almost none, while each VM's weight is in buffers the collector
   does not count (Unicorn's guest memory, Pillow surfaces). The VMs stayed, all of them.
   Unicorn's part is now freed deterministically when the VM closes (``Machine.close``);
   the rest by one collection after VMs end (:class:`Reclaimer`).
2. **Not returned by the allocator.** Once freed, the Python objects and Pillow buffers go
   back to glibc's malloc, which keeps the free memory in its heap for reuse instead of
   handing it to the kernel (it returns only a free *top* of the heap, and a single live
   block above a freed region pins it). ``malloc_trim(0)`` releases free pages anywhere in
   the heap (glibc >= 2.8 ``madvise``s them away). Measured after 100 winmine VMs: 355 MB
   free in malloc's heap, 15 MB in use; the trim took RSS from 438 to 88 MB.

Both run once, a little after the last VM ended, so a burst of closes (the expiry of many
VMs at once) costs one collection.
"""

import ctypes
import ctypes.util
import gc
import sys

__all__ = ["Reclaimer", "RECLAIM_DELAY", "trim_heap"]

#: Seconds between a VM's end and the collection and trim: VMs that end together (one
#: expiry pass, a dashboard closing) share one. A full collection walks every live object
#: (about 530 per idle VM: 30 ms with 99 winmine VMs alive, the trim 3 ms more), so it is
#: not run per VM, and a steady stream of ends costs at most one every 2 s.
RECLAIM_DELAY = 2.0

_malloc_trim = None


def _find_malloc_trim():
    """glibc's ``malloc_trim`` or None (another C library, or not Linux)."""
    if not sys.platform.startswith("linux"):
        return None
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
        fn = libc.malloc_trim          # glibc only: musl has none
    except (OSError, AttributeError):
        return None
    fn.argtypes = [ctypes.c_size_t]
    fn.restype = ctypes.c_int
    return fn


def trim_heap():
    """Return the C heap's free memory to the system (glibc ``malloc_trim(0)``).

    True when memory was released, False when none was or the C library has no such call
    (then nothing happens: the memory stays reusable by the process, as before)."""
    global _malloc_trim
    if _malloc_trim is None:
        _malloc_trim = _find_malloc_trim() or False
    if not _malloc_trim:
        return False
    return bool(_malloc_trim(0))


class Reclaimer:
    """One cyclic collection and one heap trim, :data:`RECLAIM_DELAY` seconds after the
    first of a burst of VM ends. ``clock`` has ``callLater`` (the reactor, or a
    ``task.Clock`` in tests); ``collect`` and ``trim`` are the two steps (injectable)."""

    def __init__(self, clock, delay=RECLAIM_DELAY, collect=gc.collect, trim=trim_heap):
        self.clock = clock
        self.delay = delay
        self.collect = collect
        self.trim = trim
        self.runs = 0                # completed reclaims (tests and benchmarks read it)
        self._call = None

    @property
    def pending(self):
        """True while a reclaim is scheduled."""
        return self._call is not None

    def schedule(self):
        """A VM ended: reclaim soon. A reclaim already scheduled covers this end too; it is
        not postponed, so a steady stream of ends still gets one every ``delay`` s."""
        if self._call is None:
            self._call = self.clock.callLater(self.delay, self.run)

    def run(self):
        """Collect, then trim (now; cancels the scheduled run)."""
        call, self._call = self._call, None
        if call is not None and call.active():
            call.cancel()
        self.collect()
        self.trim()
        self.runs += 1

    def cancel(self):
        """Drop a scheduled reclaim (the service is stopping)."""
        call, self._call = self._call, None
        if call is not None and call.active():
            call.cancel()
