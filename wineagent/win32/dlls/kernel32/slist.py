"""KERNEL32's interlocked singly linked lists (SList), in guest memory (ntdll/main.py declares
the same functions under ntdll's names).

The 32-bit SLIST_HEADER is 8 bytes: the first entry's address, then a 16-bit depth and a
16-bit sequence number that every change increments (what makes the real functions safe
against ABA with a 64-bit compare-exchange). An SLIST_ENTRY is one pointer, the next
entry. The guest's threads never run during an API call here, so each function is one
atomic step, as the interlocked instructions make it on Windows.

The 64-bit SLIST_HEADER is 16 bytes: a 16-bit depth and a 48-bit sequence number in the
first quadword; in the second, bit 0 is the header type (1: the x64 header, as
InitializeSListHead sets it) and bits 4-63 the first entry's address (entries are 16-byte
aligned). There an SLIST_ENTRY's next pointer is 8 bytes.

InterlockedPushListSList is FASTCALL (head in ECX, list in EDX, then the end and the
count on the stack, popped by the callee); the Ex form is stdcall. x64 has one calling
convention, so there the two take the same four arguments: the FASTCALL one's handler
reads them from RCX, RDX, R8 and R9 in a 64-bit program.
"""

from ....abi.api import BOTH, api
from ...core.dllnames import KERNEL32



_SEQ64 = (1 << 48) - 1


def _read(mem, head):
    """(first entry, depth, sequence) of the header at ``head``, at the program's width."""
    if mem.ptr_size == 8:
        lo, hi = mem.u64(head), mem.u64(head + 8)
        return hi & ~0xF, lo & 0xFFFF, lo >> 16
    return mem.u32(head), mem.u16(head + 4), mem.u16(head + 6)


def _write(mem, head, first, depth, seq):
    if mem.ptr_size == 8:
        mem.w64(head, (depth & 0xFFFF) | (seq & _SEQ64) << 16)
        mem.w64(head + 8, (first & ~0xF) | 1)        # HeaderType 1: the x64 header
        return
    mem.w32(head, first)
    mem.w16(head + 4, depth & 0xFFFF)
    mem.w16(head + 6, seq & 0xFFFF)


def _init(c, head):
    _write(c.vm.mem, head, 0, 0, 0)


def _push(c, head, entry):
    mem = c.vm.mem
    first, depth, seq = _read(mem, head)
    mem.wptr(entry, first)
    _write(mem, head, entry, depth + 1, seq + 1)
    return first


def _pop(c, head):
    mem = c.vm.mem
    first, depth, seq = _read(mem, head)
    if first:
        _write(mem, head, mem.uptr(first), depth - 1, seq + 1)
    return first


def _flush(c, head):
    mem = c.vm.mem
    first, _depth, seq = _read(mem, head)
    if first:
        _write(mem, head, 0, 0, seq + 1)
    return first


def _depth(c, head):
    return _read(c.vm.mem, head)[1]


def _push_list(c, head, first_new, last_new, count):
    mem = c.vm.mem
    first, depth, seq = _read(mem, head)
    mem.wptr(last_new, first)
    _write(mem, head, first_new, depth + count, seq + 1)
    return first


def slist_functions(prefix, init, depth):
    """(name, parameters, handler, widths) of each SList function under its name in one DLL
    (KERNEL32's Interlocked*, ntdll's RtlInterlocked*, RtlInitializeSListHead...): each
    DLL's module declares its own."""
    return [(prefix + "PushEntrySList", "LPVOID head, LPVOID entry", _push, BOTH),
            (prefix + "PopEntrySList", "LPVOID head", _pop, BOTH),
            (prefix + "FlushSList", "LPVOID head", _flush, BOTH),
            (prefix + "PushListSListEx", "LPVOID head, LPVOID list, LPVOID end, ULONG count",
             _push_list, BOTH),
            (init, "LPVOID head", _init, BOTH), (depth, "LPVOID head", _depth, BOTH),
            (prefix + "PushListSList", "LPVOID end, ULONG count", _push_list_fastcall,
             BOTH)]


def _push_list_fastcall(c, end, count):
    """InterlockedPushListSList: FASTCALL, so the head and the list come in ECX and EDX
    (the declared parameters are the two on the stack). In a 64-bit program the four
    arguments are RCX, RDX, R8 and R9, as for any x64 call."""
    regs = c.vm.machine.regs()
    if c.vm.ptr_size == 8:
        return _push_list(c, regs["rcx"], regs["rdx"], regs["r8"], regs["r9"] & 0xFFFFFFFF)
    return _push_list(c, regs["ecx"], regs["edx"], end, count)


for _name, _params, _fn, _widths in slist_functions("Interlocked", "InitializeSListHead",
                                                    "QueryDepthSList"):
    api(KERNEL32, _name, _params, widths=_widths)(_fn)
