"""Visual C++'s FH4 exception data (``__CxxFrameHandler4``, vcruntime140_1.dll, what
cl.exe 2019 and later emit for x64 by default), read into the form ``cxxeh64.py``'s
handler walks for FH3 too: the same search, unwind and catch, another table format.

The format (Microsoft's ehdata4.h): a FuncInfo4 is a header byte — isCatch 0x01,
isSeparated 0x02, BBT 0x04, UnwindMap 0x08, TryBlockMap 0x10, EHs 0x20, NoExcept 0x40 —
then, as the header says, BBT flags (compressed), the unwind map's RVA, the try-block
map's RVA, always the IP-to-state map's RVA (of a table of per-segment maps when
separated), and a catch funclet's dispFrame (compressed). Integers are compressed as .NET
does: the low bits of the first byte say the length (xxx0: 1 byte, value >> 1; xx01: 2
bytes, >> 2; x011: 3, >> 3; 0111: 4, >> 4; 1111: the next 4 bytes).

- Unwind map: a count, then per state (in order) ``nextOffset << 2 | type`` — the byte
  distance back to the entry of the state it leads to (before the first entry: -1) — and
  by type: 0 nothing to do, 1 a destructor RVA and the object's frame offset, 2 the same
  with the offset of a pointer to the object, 3 a cleanup funclet's RVA.
- Try-block map: a count, then tryLow, tryHigh, catchHigh (compressed, unbiased) and the
  RVA of a handler map: a count, then per catch a header byte (adjectives 0x01, type
  0x02, catch object 0x04, continuations as RVAs 0x08, 0x30: the number of continuation
  addresses, 0 to 2), the adjectives, the TypeDescriptor's RVA, the catch object's offset
  in the parent's frame, the funclet's RVA and the continuation addresses (RVAs, or
  offsets from the function's start). With two, the funclet answers 0 or 1.
- IP-to-state map: a count, then pairs (the IP's distance from the previous one, the
  first from the function's start; the state + 1).

A catch funclet has a FuncInfo4 of its own (isCatch) whose dispFrame locates the
parent's frame in the funclet's, and tables of its own.
"""

from .cxxeh import Catch, Cleanup, MAX_ENTRIES

__all__ = ["Fh4Function", "read_uint", "read_int"]

IS_CATCH, IS_SEPARATED, BBT, UNWIND_MAP, TRY_BLOCK_MAP, EHS, NO_EXCEPT = (
    0x01, 0x02, 0x04, 0x08, 0x10, 0x20, 0x40)
HT_ADJECTIVES, HT_TYPE, HT_CATCH_OBJ, HT_CONT_RVA = 0x01, 0x02, 0x04, 0x08
_UNWIND_KINDS = {1: "object", 2: "pointer", 3: "funclet"}


def read_uint(mem, addr):
    """A compressed unsigned integer at ``addr``: (value, the address after it)."""
    b = mem.u8(addr)
    if not b & 1:
        return b >> 1, addr + 1
    if b & 3 == 1:
        return mem.u16(addr) >> 2, addr + 2
    if b & 7 == 3:
        return (mem.u16(addr) | mem.u8(addr + 2) << 16) >> 3, addr + 3
    if b & 15 == 7:
        return mem.u32(addr) >> 4, addr + 4
    return mem.u32(addr + 1), addr + 5


def read_int(mem, addr):
    """A plain 4-byte signed integer (an RVA): (value, the address after it)."""
    v = mem.u32(addr)
    return (v - (1 << 32) if v & 0x80000000 else v), addr + 4


class Fh4Function:
    """A function's (or catch funclet's) FH4 data as ``cxxeh64``'s handler walks it:
    ``blocks`` [(tryLow, tryHigh, catchHigh, [Catch])], ``unwind`` [(toState, Cleanup or
    None)] per state, ``ip_to_state``, ``parent``."""

    def __init__(self, image, descr, begin):
        mem = image.mem
        self.image, self.descr, self.begin = image, descr, begin
        header = mem.u8(descr)
        # The reserved bit set: a later format this reader does not know.
        self.valid = not header & 0x80
        self.synchronous = bool(header & EHS)
        self.noexcept = bool(header & NO_EXCEPT)
        self.blocks, self.unwind, self._ipmap = [], [], []
        self.disp_frame = None
        if not self.valid:
            return
        p = descr + 1
        unwind_rva = try_rva = 0
        if header & BBT:
            _flags, p = read_uint(mem, p)
        if header & UNWIND_MAP:
            unwind_rva, p = read_int(mem, p)
        if header & TRY_BLOCK_MAP:
            try_rva, p = read_int(mem, p)
        ip_rva, p = read_int(mem, p)
        if header & IS_SEPARATED:
            ip_rva = self._segment_map(image, ip_rva)
        if header & IS_CATCH:
            self.disp_frame, p = read_uint(mem, p)
        if unwind_rva:
            self.unwind = self._unwind_map(image, unwind_rva)
        if try_rva:
            self.blocks = self._try_blocks(image, try_rva)
        if ip_rva:
            self._ipmap = self._ip_map(image, ip_rva)

    def _segment_map(self, image, rva):
        """A separated function's IP-to-state map for the segment starting here (0: none)."""
        mem = image.mem
        count, p = read_uint(mem, image.at(rva))
        for _ in range(min(count, MAX_ENTRIES)):
            start, p = read_int(mem, p)
            table, p = read_int(mem, p)
            if start == self.begin:
                return table
        return 0

    @staticmethod
    def _unwind_map(image, rva):
        mem = image.mem
        count, p = read_uint(mem, image.at(rva))
        raw, starts = [], {}
        for state in range(min(count, MAX_ENTRIES)):
            at = p
            starts[at] = state
            value, p = read_uint(mem, p)
            kind, back = value & 3, value >> 2
            action = offset = 0
            if kind in (1, 2):
                action, p = read_int(mem, p)
                offset, p = read_uint(mem, p)
            elif kind == 3:
                action, p = read_int(mem, p)
            cleanup = Cleanup(_UNWIND_KINDS[kind], image.at(action), offset) if kind else None
            raw.append((at - back, cleanup))
        # An offset back to before the first entry (or to no entry) is state -1.
        return [(starts.get(target, -1), cleanup) for target, cleanup in raw]

    def _try_blocks(self, image, rva):
        mem = image.mem
        count, p = read_uint(mem, image.at(rva))
        blocks = []
        for _ in range(min(count, MAX_ENTRIES)):
            low, p = read_uint(mem, p)
            high, p = read_uint(mem, p)
            catch_high, p = read_uint(mem, p)
            handlers, p = read_int(mem, p)
            blocks.append((low, high, catch_high,
                           self._handlers(image, handlers) if handlers else []))
        return blocks

    def _handlers(self, image, rva):
        mem = image.mem
        count, p = read_uint(mem, image.at(rva))
        catches = []
        for _ in range(min(count, MAX_ENTRIES)):
            header = mem.u8(p)
            p += 1
            adjectives = disp_type = 0
            disp = None
            if header & HT_ADJECTIVES:
                adjectives, p = read_uint(mem, p)
            if header & HT_TYPE:
                disp_type, p = read_int(mem, p)
            if header & HT_CATCH_OBJ:
                disp, p = read_uint(mem, p)
            funclet, p = read_int(mem, p)
            conts = []
            for _ in range(min((header >> 4) & 3, 2)):
                if header & HT_CONT_RVA:
                    value, p = read_int(mem, p)
                    conts.append(image.at(value))
                else:
                    value, p = read_uint(mem, p)
                    conts.append(image.base + self.begin + value)
            catches.append(Catch(adjectives, image.at(disp_type), disp, funclet, tuple(conts)))
        return catches

    def _ip_map(self, image, rva):
        mem = image.mem
        count, p = read_uint(mem, image.at(rva))
        ip, out = image.base + self.begin, []
        for _ in range(min(count, MAX_ENTRIES)):
            delta, p = read_uint(mem, p)
            state, p = read_uint(mem, p)
            ip += delta
            out.append((ip, state - 1))
        return out

    def ip_to_state(self, pc):
        """The state at ``pc``: the last IP-to-state entry at or before it (-1 before)."""
        state = -1
        for ip, value in self._ipmap:
            if ip > pc:
                break
            state = value
        return state

    def parent(self, frame):
        """(the parent's establisher frame, the state the frame unwinds down to, whether
        this is a catch funclet): a catch funclet's own tables end at -1."""
        if self.disp_frame is None:
            return frame, -1, False
        return self.image.mem.u64(frame + self.disp_frame), -1, True
