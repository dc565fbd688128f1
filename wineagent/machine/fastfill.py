"""Solid fills the machine-code thunk hook does itself (cpu.py's stub), with no Python.

A winmine click repaints through ~400 FillRect calls of a few solid brushes into one
memory DC: each cost ~22 k host instructions in Python (the dispatch, the handler, the
DC's fill) for 16x16 pixels. The stub can do such a call in ~100 instructions when it
is told, in a table of plain words, everything the fill needs: which DC and which API
slot, the target's pixel rows (Pillow's row pointers of a 32-bit RGB image), the
logical-to-pixel offset, the clip box and the ink of each brush seen.

The rule that keeps it right: the table describes the DC as the Python handler found it
on its last call, and it is armed only until Python runs anything that could change it.
The OS layer arms it from a fill it has just done on the general path
(:meth:`FastFill.learn`); the dispatch disarms it on every API call except the ones the
OS layer names as leaving a DC's fill state and its brushes alone (:attr:`FastFill.keep`:
FillRect itself, SetTextColor, MoveToEx...); ``Machine.run`` disarms it at each batch's
start (the host may have changed anything between batches). Guest code alone cannot
change a DC: every change is an API call, so while the table is armed, what it says is
what the handler would find. A call the stub does not take (another DC, a brush not in
the table, a RECT outside the stack window, no stack words copied) goes to Python as
before.

A call the stub did is one the dispatch did not see: the stub has counted it in the
machine's call ring before the fill, as it counts every call (callring.py), so
``api_calls`` and ``recent`` are the ones the Python path gives. ``words[PENDING]``
counts the stub's fills alone (a figure for tests and benchmarks; the machine resets it
when it takes the ring's calls).

The same table, while it is armed, also holds DrawTextA calls the stub draws again by
itself (:meth:`FastFill.learn_text`; docs/emulator.md "Text runs in the hook"): a kept
run's pixels as spans, keyed by the call's string, count, format and RECT bytes, drawn
with the ink of the DC's text colour, which SetTextColor keeps current.

Only 32-bit guests, on hosts that run the machine-code hook (nativecode.py); elsewhere
the table stays disarmed and nothing changes.
"""

import ctypes
from array import array

__all__ = ["FastFill"]

#: The table's words (unsigned 64-bit; signed values as two's complement):
#: the DC handle it is armed for (0: disarmed), the API's thunk slot, the address of
#: the pixel rows (an array of row pointers), dx, dy, the clip box in pixels (l, t, r,
#: b), the calls done since the dispatch last looked, BRUSHES (handle, ink) pairs, then
#: the RECT window: a host buffer of guest memory for RECTs off the stack (its guest
#: address, its size less 16, its host address, the host-page generation it was aimed
#: at: Memory.host_generation, as the stack's window in cpu.add_thunk_hook)
DC, SLOT, ROWS, DX, DY, BOX, PENDING, BRUSH = 0, 1, 2, 3, 4, 5, 9, 10
BRUSHES = 8
RECT_WINDOW = BRUSH + 2 * BRUSHES
#: Then the kept text runs (:meth:`FastFill.learn_text`), for the same armed DC: the
#: text API's thunk slot (DrawTextA's), the ink of the DC's text colour (0: the stub
#: draws no text), the address and number of the run entries, the runs drawn since the
#: last look (a figure for tests and benchmarks)
TEXT_SLOT = RECT_WINDOW + 4
TEXT_INK, TEXT_RUNS, TEXT_COUNT, TEXT_PENDING = TEXT_SLOT + 1, TEXT_SLOT + 2, \
    TEXT_SLOT + 3, TEXT_SLOT + 4
_WORDS = TEXT_SLOT + 5
#: A text run entry's words: the key — the string's bytes (1 to 7 of them, as a
#: little-endian number) with their count in the top byte, the format, the RECT's 16
#: bytes as two words — then the answer, the address of its spans (three words each:
#: the target pixel row, the first pixel, the number of pixels) and their number. The
#: stub searches them in turn (~7 host instructions an entry: an expert board's ~200
#: digits are still a small part of a call through Python).
RUN_WORDS, MAX_RUNS, MAX_TEXT_CHARS = 8, 256, 7
#: run tables kept (per font, offset and clip box, target size) before all are dropped
_RUN_SETS = 16
_MASK = (1 << 64) - 1
_NO_BRUSHES = array("Q", bytes(16 * BRUSHES))


class FastFill:
    """The table the thunk stub's fill path reads, and what the Python side does with
    it: arm (:meth:`learn`), disarm (:meth:`disarm`, and the dispatch's ``words[DC] =
    0``), count the calls the stub did (:meth:`take_pending`)."""

    def __init__(self):
        self._table = (ctypes.c_uint64 * _WORDS)()
        #: the table as unsigned 64-bit words (what the dispatch tests and clears)
        self.words = memoryview(self._table).cast("B").cast("Q")
        #: [True] while the table is armed (words[DC] not 0): the dispatch's first test,
        #: a list item being cheaper to read than a word of the table
        self.armed = [False]
        #: thunk slots whose APIs leave the armed state alone (the dispatch's test);
        #: filled in place (the dispatch holds the set) from :meth:`learn`'s ``keeps``
        self.keep = set()
        self.name = None          # the armed API's trace name ("USER32.dll!FillRect")
        self.installed = False    # the stub reads this table (cpu.add_thunk_hook)
        self._base = 0            # the first thunk's guest address (slot 0)
        self._state = None        # what the table was worked out from (the caller's)
        self._pixels = None       # the pixel buffer's owner, kept alive while armed
        self._next = 0            # the brush pair to replace when all are taken
        self._bound = -1          # thunks bound when :attr:`keep` was last filled
        self._inks = {}           # the table's brushes: handle -> ink
        self._text_name = None    # the text API's trace name (learn_text's slot_name)
        #: the RECT window: first address, end, page entry, the generation counter
        self._rects = (0, 0, None, None)
        self.words[RECT_WINDOW + 3] = _MASK     # (never aimed: no generation matches)
        self._run_sets = {}       # learn_text's groups -> _Runs
        self._text_at = None      # the _Runs the table's TEXT_RUNS points at

    def __reduce__(self):
        # ctypes state is per process: a savestate rebuilds a disarmed table, which
        # Machine.add_hooks installs on the new emulator
        return (FastFill, ())

    @property
    def address(self):
        """The table's host address (the stub's context holds it)."""
        return ctypes.addressof(self._table)

    def installed_at(self, base):
        """The stub reads this table now; thunk slots count from guest address
        ``base``."""
        self._base = base
        self.installed = True

    def disarm(self):
        """Stop the stub's fills until the next :meth:`learn` (the calls it did stay
        counted in words[PENDING] until the machine takes them)."""
        self.words[DC] = 0
        self.armed[0] = False

    def text_off(self):
        """Stop the stub's text runs until the next :meth:`learn_text` (a change of the
        DC state they were learnt in that leaves its fills alone: a font selected, the
        background mode set)."""
        self.words[TEXT_INK] = 0

    def text_color(self, dc, cref, gdi, ink_of):
        """The text colour of DC handle ``dc`` (of ``gdi``) is now ``cref``: while the
        stub draws text runs for that DC, it draws them with ``ink_of(the DC, cref)``
        (the pixel value; None for a colour the runs are not drawn in, where it stops)."""
        w = self.words
        if w[TEXT_INK] and w[DC] == dc:
            ink = ink_of(gdi.dc(dc), cref)
            w[TEXT_INK] = ink & 0xFFFFFFFF if ink is not None else 0

    def take_pending(self):
        """The number of fills the stub did since the last look, reset to 0."""
        w = self.words
        n = w[PENDING]
        w[PENDING] = 0
        return n

    def learn(self, machine, handler, dc, rect, slot_name, brush, ink, state, target,
              keeps=(), inks=None):
        """Arm the table for DC handle ``dc`` and add ``brush`` (its handle) filling with
        ``ink`` (the 32-bit pixel value), as the handler ``handler`` (bound at the thunk
        named ``slot_name``) has just filled the RECT at guest address ``rect`` (when it
        is not on the stack, the table's RECT window is aimed at its page, for the next
        ones near it). ``state`` is any object that is the same
        one exactly while the DC's fill state is (compared with ``is``); ``target()``,
        called when the table is armed anew, gives (the address of the target's row
        pointers, what owns them — kept alive while armed —, (dx, dy, l, t, r, b): the
        offset and clip box in pixels), or None where the stub must not fill; ``keeps``
        names ("DLL!name") the APIs that leave the DC's fill state and brushes alone;
        ``inks(handle)``, when given, is the ink the handler would fill with now for a
        brush handle (None where it would not take its fast path): armed anew (another
        DC, or its state changed), the table keeps the brushes it had whose ink that
        still is, rather than learning each again through a fill of the handler's own
        (winmine's repaint makes a new memory DC each time and fills it with the same
        six brushes).
        Does nothing where the stub does not run, while the program watches x87
        exceptions (each call must look for one first), or when the thunk is not
        ``handler``'s own (an API trace wraps it: every call must reach the wrapper)."""
        w = self.words
        rects = self._rects
        if self._inks.get(brush) == ink and w[DC] == dc and self._state is state and \
                rects[0] <= rect < rects[1] and w[RECT_WINDOW + 3] == rects[3].value:
            return          # known already (the stub missed: the stack's window stale)
        if not self.installed or not 0 < dc <= 0xFFFFFFFF or not 0 < brush <= 0xFFFFFFFF:
            return
        if not rects[0] <= rect < rects[1] or w[RECT_WINDOW + 3] != rects[3].value:
            self._aim(machine.mem, rect)
        if w[DC] != dc or self._state is not state:
            slot = self._own_slot(machine, slot_name, handler)
            if slot is None:
                return
            got = target()
            if got is None:
                return
            rows, pixels, fit = got
            w[DC] = 0                   # disarmed while it is being set
            bound = len(machine.thunks)
            if bound != self._bound:    # (thunks bound since: slots of kept APIs)
                self._bound = bound
                for name in keeps:
                    at = machine._thunk_by_name.get(name)
                    if at is not None:
                        self.keep.add((at - self._base) >> 2)
                self.keep.add(slot)
            self.name = machine.thunks[slot][2]
            self._state = state
            self._pixels = pixels
            w[TEXT_INK] = 0             # (runs are learnt per arming: learn_text)
            w[SLOT:PENDING] = array("Q", (slot, rows) + tuple(v & _MASK for v in fit))
            w[BRUSH:RECT_WINDOW] = _NO_BRUSHES
            kept = {}
            if inks is not None:
                # a brush's ink is the brush's alone (the target's format is the
                # table's condition): kept where the handle still fills with it (a brush
                # deleted and its handle made again in another colour, a system colour
                # changed, while the table was disarmed, is not)
                for h, k in self._inks.items():
                    if inks(h) == k:
                        i = BRUSH + 2 * len(kept)
                        w[i] = h
                        w[i + 1] = k
                        kept[h] = k
            self._inks = kept
            self._next = len(kept) % BRUSHES
            w[DC] = dc
            self.armed[0] = True
        inks = self._inks
        for i in range(BRUSH, _WORDS, 2):
            if w[i] == brush:
                w[i + 1] = ink
                inks[brush] = ink
                return
            if not w[i]:
                break
        else:
            i = BRUSH + 2 * self._next
            self._next = (self._next + 1) % BRUSHES
            inks.pop(w[i], None)
        w[i + 1] = ink
        w[i] = brush
        inks[brush] = ink

    def learn_text(self, machine, handler, slot_name, dc, state, group, key, answer, ink,
                   spans):
        """Let the stub draw a text call again by itself, as the handler ``handler``
        (bound at the thunk named ``slot_name``: DrawTextA) has just drawn it on DC
        handle ``dc`` through a kept run (gdi/drawtext.py): ``key`` is the call's
        (string bytes, count, format, RECT bytes), ``answer`` what it returned,
        ``ink`` the pixel value of the DC's text colour, ``spans()`` the run's pixels
        as (target row, first pixel, count) in the target's bounds. ``group`` names
        what the run's pixels are a function of besides the key (the font, the fill
        state's offset and clip box, the target's size: the caller's tuple, kept alive
        with the runs); runs are kept per group, up to :data:`MAX_RUNS`. Only while the
        table is armed for ``dc`` in fill state ``state`` (FillRect's :meth:`learn`),
        whose target the spans are drawn into; the runs stay in use until the table is
        armed anew, disarmed or :meth:`text_off`. Does nothing where the call's string
        or RECT are not plain (0 or more than :data:`MAX_TEXT_CHARS` characters, not
        16 bytes), while the program watches x87 exceptions, or when the thunk is not
        ``handler``'s own (an API trace)."""
        w = self.words
        text, count, fmt, rect = key
        if not w[DC] or w[DC] != dc or self._state is not state or len(rect) != 16 \
                or not 0 < count <= MAX_TEXT_CHARS or len(text) != count:
            return
        if w[TEXT_SLOT] == 0 or self._text_name != slot_name:
            slot = self._own_slot(machine, slot_name, handler)
            if slot is None:
                return
            w[TEXT_INK] = 0
            w[TEXT_SLOT] = slot
            self._text_name = slot_name
            self.keep.add(slot)
        runs = self._run_sets.get(group)
        if runs is None:
            if len(self._run_sets) >= _RUN_SETS:
                self._run_sets.clear()
            runs = self._run_sets[group] = _Runs(group)
        if self._text_at is not runs:
            w[TEXT_INK] = 0                             # (off while it is being set)
            w[TEXT_RUNS] = runs.address
            w[TEXT_COUNT] = len(runs.index)
            self._text_at = runs
        word = int.from_bytes(text, "little") | count << 56
        lo, hi = int.from_bytes(rect[:8], "little"), int.from_bytes(rect[8:], "little")
        if (word, fmt, lo, hi) not in runs.index and len(runs.index) < MAX_RUNS:
            runs.add((word, fmt, lo, hi), answer & _MASK, spans())
            w[TEXT_COUNT] = len(runs.index)
        w[TEXT_INK] = ink & 0xFFFFFFFF

    def _own_slot(self, machine, slot_name, handler):
        """The thunk slot of ``slot_name`` while ``handler`` is what it calls (not an API
        trace's wrapper) and the program watches no x87 exceptions, else None."""
        addr = machine._thunk_by_name.get(slot_name)
        if addr is None or machine._fp_watch:
            return None
        slot = (addr - self._base) >> 2
        entry = machine.thunks[slot]
        if entry is None or entry[0] is None or entry[0].func is not handler:
            return None
        return slot

    def _aim(self, mem, rect):
        """Aim the RECT window at the host buffer of the guest page entry holding
        ``rect`` (Memory._pages: view, first address, end, mmap, the mmap's first
        address), as of the host-page generation now; none for a RECT it does not hold
        whole."""
        w = self.words
        w[RECT_WINDOW + 3] = _MASK               # invalid while it is being set
        self._rects = (0, 0, None, None)
        hit = mem._pages.get(rect >> 12)
        if hit is None or not hit[1] <= rect or rect + 16 > hit[2]:
            return
        _view, start, end, mm, mbase = hit
        host = ctypes.c_char.from_buffer(mm)
        try:
            addr = ctypes.addressof(host) + (start - mbase)
        finally:
            del host                # (an export of the mmap while it lives)
        w[RECT_WINDOW] = start
        w[RECT_WINDOW + 1] = end - start - 16
        w[RECT_WINDOW + 2] = addr
        generation = mem.host_generation()
        w[RECT_WINDOW + 3] = generation.value
        self._rects = (start, end - 15, hit, generation)   # (hit: its mmap kept alive)



class _Runs:
    """One group's text run entries (:meth:`FastFill.learn_text`) in the words the stub
    searches, with the spans they point at (kept alive here)."""

    def __init__(self, group):
        self.group = group              # (kept alive: the font in it names the runs)
        self._table = (ctypes.c_uint64 * (RUN_WORDS * MAX_RUNS))()
        self.address = ctypes.addressof(self._table)
        self.index = {}                 # key words -> entry number
        self._spans = []

    def add(self, key, answer, spans):
        """Add the entry ``key`` (its four words) answering ``answer`` and drawing
        ``spans`` ((row, first pixel, count) each)."""
        flat = array("Q", [v for span in spans for v in span])
        buf = (ctypes.c_uint64 * max(1, len(flat)))(*flat)
        self._spans.append(buf)
        i = len(self.index)
        at = RUN_WORDS * i
        self._table[at:at + RUN_WORDS] = list(key) + [answer, ctypes.addressof(buf),
                                                      len(spans), 0]
        self.index[key] = i
