"""KERNEL32's interlocked singly linked lists (SList), in guest memory (ntdll/main.py declares
the same functions under ntdll's names).

The 32-bit SLIST_HEADER is 8 bytes: the first entry's address, then a 16-bit depth and a
16-bit sequence number that every change increments (what makes the real functions safe
against ABA with a 64-bit compare-exchange). An SLIST_ENTRY is one pointer, the next
entry. The guest's threads never run during an API call here, so each function is one
atomic step, as the interlocked instructions make it on Windows.

The 64-bit SLIST_HEADER is 16 bytes (16-byte aligned): a quadword of the 16-bit depth and
a 48-bit sequence number, then one holding the first entry's address (entries are 16-byte
aligned, so its low four bits are free) with bit 0, HeaderType, set to 1 as Windows' x64
header has it; an SLIST_ENTRY's next pointer is 8 bytes.

InterlockedPushListSList is FASTCALL (head in ECX, list in EDX, then the end and the
count on the stack, popped by the callee); the Ex form is stdcall. It stays 32-bit only:
a 64-bit program calls the Ex form (winnt.h maps it so).
"""

from ....abi.api import BOTH, WIDTH32, api
from ...core.dllnames import KERNEL32



def _read(mem, head):
    if mem.ptr_size == 8:
        low, high = mem.u64(head), mem.u64(head + 8)
        return high & ~0xF, low & 0xFFFF, low >> 16
    return mem.u32(head), mem.u16(head + 4), mem.u16(head + 6)


def _write(mem, head, first, depth, seq):
    if mem.ptr_size == 8:
        mem.w64(head, (depth & 0xFFFF) | ((seq & 0xFFFFFFFFFFFF) << 16))
        mem.w64(head + 8, (first & ~0xF) | 1)       # HeaderType 1: the x64 header
        return
    mem.w32(head, first)
    mem.w16(head + 4, depth & 0xFFFF)
    mem.w16(head + 6, seq & 0xFFFF)


def _init(c, head):
    _write(c.vm.mem, head, 0, 0, 0)


def _push(c, head, entry):
    mem = c.vm.mem
    first, depth, seq = _read(mem, head)
    mem.wptr(entry, first)                  # SLIST_ENTRY.Next: a pointer
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
    """(name, parameters, handler) of each SList function under its name in one DLL
    (KERNEL32's Interlocked*, ntdll's RtlInterlocked*, RtlInitializeSListHead...): each
    DLL's module declares its own."""
    return [(prefix + "PushEntrySList", "LPVOID head, LPVOID entry", _push),
            (prefix + "PopEntrySList", "LPVOID head", _pop),
            (prefix + "FlushSList", "LPVOID head", _flush),
            (prefix + "PushListSListEx", "LPVOID head, LPVOID list, LPVOID end, ULONG count",
             _push_list),
            (init, "LPVOID head", _init), (depth, "LPVOID head", _depth),
            (prefix + "PushListSList", "LPVOID end, ULONG count", _push_list_fastcall)]


def _push_list_fastcall(c, end, count):
    """InterlockedPushListSList: FASTCALL, so the head and the list come in ECX and EDX."""
    regs = c.vm.machine.regs()
    return _push_list(c, regs["ecx"], regs["edx"], end, count)


for _name, _params, _fn in slist_functions("Interlocked", "InitializeSListHead",
                                           "QueryDepthSList"):
    # every one reads the header at the program's width; the FASTCALL one is 32-bit only
    api(KERNEL32, _name, _params,
        widths=BOTH if _fn is not _push_list_fastcall else WIDTH32)(_fn)
