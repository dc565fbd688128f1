"""KERNEL32's interlocked singly linked lists (SList), in guest memory.

The 32-bit SLIST_HEADER is 8 bytes: the first entry's address, then a 16-bit depth and a
16-bit sequence number that every change increments (what makes the real functions safe
against ABA with a 64-bit compare-exchange). An SLIST_ENTRY is one pointer, the next
entry. The guest's threads never run during an API call here, so each function is one
atomic step, as the interlocked instructions make it on Windows.

InterlockedPushListSList is FASTCALL (head in ECX, list in EDX, then the end and the
count on the stack, popped by the callee); the Ex form is stdcall.
"""

from ...abi.api import api

K = "KERNEL32.dll"
N = "NTDLL.dll"


def _read(mem, head):
    return mem.u32(head), mem.u16(head + 4), mem.u16(head + 6)


def _write(mem, head, first, depth, seq):
    mem.w32(head, first)
    mem.w16(head + 4, depth & 0xFFFF)
    mem.w16(head + 6, seq & 0xFFFF)


def _init(c, head):
    _write(c.vm.mem, head, 0, 0, 0)


def _push(c, head, entry):
    mem = c.vm.mem
    first, depth, seq = _read(mem, head)
    mem.w32(entry, first)
    _write(mem, head, entry, depth + 1, seq + 1)
    return first


def _pop(c, head):
    mem = c.vm.mem
    first, depth, seq = _read(mem, head)
    if first:
        _write(mem, head, mem.u32(first), depth - 1, seq + 1)
    return first


def _flush(c, head):
    mem = c.vm.mem
    first, _depth, seq = _read(mem, head)
    if first:
        _write(mem, head, 0, 0, seq + 1)
    return first


def _depth(c, head):
    return c.vm.mem.u16(head + 4)


def _push_list(c, head, first_new, last_new, count):
    mem = c.vm.mem
    first, depth, seq = _read(mem, head)
    mem.w32(last_new, first)
    _write(mem, head, first_new, depth + count, seq + 1)
    return first


for _dll, _prefix in ((K, "Interlocked"), (N, "RtlInterlocked")):
    api(_dll, _prefix + "PushEntrySList", "LPVOID head, LPVOID entry")(_push)
    api(_dll, _prefix + "PopEntrySList", "LPVOID head")(_pop)
    api(_dll, _prefix + "FlushSList", "LPVOID head")(_flush)
    api(_dll, _prefix + "PushListSListEx", "LPVOID head, LPVOID list, LPVOID end, ULONG count")(
        _push_list)
api(K, "InitializeSListHead", "LPVOID head")(_init)
api(N, "RtlInitializeSListHead", "LPVOID head")(_init)
api(K, "QueryDepthSList", "LPVOID head")(_depth)
api(N, "RtlQueryDepthSList", "LPVOID head")(_depth)


def _push_list_fastcall(c, end, count):
    """InterlockedPushListSList: FASTCALL, so the head and the list come in ECX and EDX."""
    regs = c.vm.machine.regs()
    return _push_list(c, regs["ecx"], regs["edx"], end, count)


api(K, "InterlockedPushListSList", "LPVOID end, ULONG count")(_push_list_fastcall)
api(N, "RtlInterlockedPushListSList", "LPVOID end, ULONG count")(_push_list_fastcall)
