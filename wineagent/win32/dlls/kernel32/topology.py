"""KERNEL32: the processor topology programs size their thread pools and memory by —
logical processor information, NUMA nodes, processor groups, thread affinity and ideal
processors.

The machine has one processor (``kernel/sysinfo.py`` PROCESSORS): one core in one
package, in NUMA node 0 and processor group 0, with its L1 data and instruction caches
and an L2. Everything here answers that machine, as Windows answers a one-processor PC:
a node, group or processor other than 0 is ERROR_INVALID_PARAMETER, an affinity must
name processor 0. Runtimes read this at start-up (Rust's standard library, ninja, the
.NET and Go schedulers, the Visual C++ concurrency runtime).
"""

import struct

from ....abi.api import BOTH, api
from ...core.winerror import ERROR_INSUFFICIENT_BUFFER, ERROR_INVALID_PARAMETER
from ...kernel.perfinfo import available_physical
from ...kernel.sysinfo import PROCESSORS
from ...core.dllnames import KERNEL32
from .threads import thread_of

# -- the processor's topology: one core, one package, one NUMA node, one group -----------
# LOGICAL_PROCESSOR_RELATIONSHIP and PROCESSOR_CACHE_TYPE values.
_CORE, _NUMA, _CACHE, _PACKAGE, _GROUP, _ALL = 0, 1, 2, 3, 4, 0xFFFF
_UNIFIED, _INSTRUCTION, _DATA = 0, 1, 2
#: The caches the one core has: (level, associativity, line size, size, type).
_CACHES = ((1, 8, 64, 32 << 10, _DATA), (1, 8, 64, 32 << 10, _INSTRUCTION),
           (2, 8, 64, 512 << 10, _UNIFIED))
_MASK = (1 << PROCESSORS) - 1


def _affinity(ptr):
    """GROUP_AFFINITY of group 0: the processor mask, the group, three reserved WORDs."""
    return (struct.pack("<Q", _MASK) if ptr == 8 else struct.pack("<I", _MASK)) + bytes(8)


def _classic_entries(ptr):
    """SYSTEM_LOGICAL_PROCESSOR_INFORMATION records: the mask (pointer-sized), the
    relationship, then a 16-byte union aligned to the pointer's size."""
    head = "<QI4x" if ptr == 8 else "<II"
    rows = [(_CORE, bytes(16)), (_NUMA, bytes(16))]
    rows += [(_CACHE, struct.pack("<BBHII", *c).ljust(16, b"\0")) for c in _CACHES]
    rows.append((_PACKAGE, bytes(16)))
    return [struct.pack(head, _MASK, rel) + body for rel, body in rows]


def _ex_entries(ptr, kind):
    """SYSTEM_LOGICAL_PROCESSOR_INFORMATION_EX records of relationship ``kind`` (all of
    them for RelationAll): each its relationship, its size, then its structure."""
    affinity = _affinity(ptr)
    bodies = []
    if kind in (_CORE, _ALL):      # PROCESSOR_RELATIONSHIP: Flags 0 (no SMT), one group
        bodies.append((_CORE, struct.pack("<BB20xH", 0, 0, 1) + affinity))
    if kind in (_NUMA, _ALL):      # NUMA_NODE_RELATIONSHIP: node 0
        bodies.append((_NUMA, struct.pack("<I18xH", 0, 1) + affinity))
    if kind in (_CACHE, _ALL):     # CACHE_RELATIONSHIP
        bodies += [(_CACHE, struct.pack("<BBHII18xH", *c, 1) + affinity) for c in _CACHES]
    if kind in (_PACKAGE, _ALL):
        bodies.append((_PACKAGE, struct.pack("<BB20xH", 0, 0, 1) + affinity))
    if kind in (_GROUP, _ALL):     # GROUP_RELATIONSHIP: one group of PROCESSORS
        info = struct.pack("<BB38x", PROCESSORS, PROCESSORS) + \
            (struct.pack("<Q", _MASK) if ptr == 8 else struct.pack("<I", _MASK))
        bodies.append((_GROUP, struct.pack("<HH20x", 1, 1) + info))
    return [struct.pack("<II", rel, 8 + len(body)) + body for rel, body in bodies]


def _fill(c, buf, length_cell, records):
    """Write ``records`` to ``buf`` when the DWORD at ``length_cell`` says they fit; the
    length needed is written back either way (short: ERROR_INSUFFICIENT_BUFFER)."""
    vm = c.vm
    if not length_cell:
        vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    data = b"".join(records)
    have = vm.mem.u32(length_cell)
    vm.mem.w32(length_cell, len(data))
    if have < len(data) or not buf:
        vm.last_error = ERROR_INSUFFICIENT_BUFFER
        return 0
    vm.mem.write(buf, data)
    return 1


@api(KERNEL32, "GetLogicalProcessorInformation", "LPVOID buf, LPVOID length", widths=BOTH)
def GetLogicalProcessorInformation(c, buf, length):
    """The processor's topology as fixed-size records: one core, its L1 data and
    instruction caches and L2, one package, one NUMA node (all of processor mask 1)."""
    return _fill(c, buf, length, _classic_entries(c.ptr_size))


@api(KERNEL32, "GetLogicalProcessorInformationEx", "DWORD kind, LPVOID buf, LPVOID length",
     widths=BOTH)
def GetLogicalProcessorInformationEx(c, kind, buf, length):
    """The same topology as variable-size records of one relationship (or all of them,
    RelationAll), processor group 0 holding the one processor; a relationship this
    Windows does not know (dies, modules) is ERROR_INVALID_PARAMETER."""
    if kind not in (_CORE, _NUMA, _CACHE, _PACKAGE, _GROUP, _ALL):
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    return _fill(c, buf, length, _ex_entries(c.ptr_size, kind))


# -- NUMA: one node, 0 ------------------------------------------------------------------
def _bad(c, value=0):
    c.vm.last_error = ERROR_INVALID_PARAMETER
    return value


@api(KERNEL32, "GetNumaHighestNodeNumber", "LPVOID out", widths=BOTH)
def GetNumaHighestNodeNumber(c, out):
    """Node 0 is the highest (and only) node."""
    if not out:
        return _bad(c)
    c.vm.mem.w32(out, 0)
    return 1


@api(KERNEL32, "GetNumaNodeProcessorMask", "UCHAR node, LPVOID out", widths=BOTH)
def GetNumaNodeProcessorMask(c, node, out):
    """Node 0's processors: a ULONGLONG mask of the one processor."""
    if node != 0 or not out:
        return _bad(c)
    c.vm.mem.write(out, struct.pack("<Q", _MASK))
    return 1


@api(KERNEL32, "GetNumaNodeProcessorMaskEx", "USHORT node, LPVOID out", widths=BOTH)
def GetNumaNodeProcessorMaskEx(c, node, out):
    """Node 0's processors as a GROUP_AFFINITY (group 0)."""
    if node != 0 or not out:
        return _bad(c)
    c.vm.mem.write(out, _affinity(c.ptr_size))
    return 1


@api(KERNEL32, "GetNumaProcessorNode", "UCHAR processor, LPVOID out", widths=BOTH)
def GetNumaProcessorNode(c, processor, out):
    """Processor 0 is in node 0; another processor: node 0xFF and ERROR_INVALID_PARAMETER."""
    if not out:
        return _bad(c)
    if processor >= PROCESSORS:
        c.vm.mem.write(out, b"\xff")
        return _bad(c)
    c.vm.mem.write(out, b"\0")
    return 1


@api(KERNEL32, "GetNumaProcessorNodeEx", "LPVOID processor, LPVOID out", widths=BOTH)
def GetNumaProcessorNodeEx(c, processor, out):
    """A PROCESSOR_NUMBER's node: 0 for group 0's processor 0, else 0xFFFF and
    ERROR_INVALID_PARAMETER."""
    if not processor or not out:
        return _bad(c)
    group, number = struct.unpack("<HB", c.vm.mem.read(processor, 3))
    if group != 0 or number >= PROCESSORS:
        c.vm.mem.write(out, b"\xff\xff")
        return _bad(c)
    c.vm.mem.write(out, b"\0\0")
    return 1


def _available_node(c, node, out):
    if node != 0 or not out:
        return _bad(c)
    c.vm.mem.write(out, struct.pack("<Q", available_physical(c.vm)))
    return 1


@api(KERNEL32, "GetNumaAvailableMemoryNode", "UCHAR node, LPVOID out", widths=BOTH)
def GetNumaAvailableMemoryNode(c, node, out):
    """Node 0's free memory in bytes (a ULONGLONG): GlobalMemoryStatusEx's available
    physical memory."""
    return _available_node(c, node, out)


@api(KERNEL32, "GetNumaAvailableMemoryNodeEx", "USHORT node, LPVOID out", widths=BOTH)
def GetNumaAvailableMemoryNodeEx(c, node, out):
    """GetNumaAvailableMemoryNode with a USHORT node number."""
    return _available_node(c, node, out)


@api(KERNEL32, "GetNumaProximityNode", "ULONG proximity, LPVOID out", widths=BOTH)
def GetNumaProximityNode(c, proximity, out):
    """Proximity domain 0 is node 0 (a UCHAR); no other domain exists."""
    if proximity != 0 or not out:
        return _bad(c)
    c.vm.mem.write(out, b"\0")
    return 1


@api(KERNEL32, "GetNumaProximityNodeEx", "ULONG proximity, LPVOID out", widths=BOTH)
def GetNumaProximityNodeEx(c, proximity, out):
    """GetNumaProximityNode with a USHORT node."""
    if proximity != 0 or not out:
        return _bad(c)
    c.vm.mem.write(out, b"\0\0")
    return 1


# -- processor groups: one group, 0 --------------------------------------------------------
ALL_PROCESSOR_GROUPS = 0xFFFF


@api(KERNEL32, "GetActiveProcessorGroupCount", widths=BOTH)
def GetActiveProcessorGroupCount(c):
    """One processor group."""
    return 1


@api(KERNEL32, "GetMaximumProcessorGroupCount", widths=BOTH)
def GetMaximumProcessorGroupCount(c):
    """One processor group."""
    return 1


@api(KERNEL32, "GetActiveProcessorCount", "WORD group", widths=BOTH)
def GetActiveProcessorCount(c, group):
    """The processors of group 0 (or of all groups); another group: 0 and
    ERROR_INVALID_PARAMETER."""
    if group not in (0, ALL_PROCESSOR_GROUPS):
        return _bad(c)
    return PROCESSORS


@api(KERNEL32, "GetMaximumProcessorCount", "WORD group", widths=BOTH)
def GetMaximumProcessorCount(c, group):
    """As GetActiveProcessorCount: no processor can be added to this machine."""
    if group not in (0, ALL_PROCESSOR_GROUPS):
        return _bad(c)
    return PROCESSORS


@api(KERNEL32, "GetCurrentProcessorNumberEx", "LPVOID out", widths=BOTH)
def GetCurrentProcessorNumberEx(c, out):
    """PROCESSOR_NUMBER of the processor running the thread: group 0, number 0."""
    c.vm.mem.write(out, bytes(4))


@api(KERNEL32, "GetProcessGroupAffinity", "HANDLE h, LPVOID count, LPVOID groups",
     widths=BOTH)
def GetProcessGroupAffinity(c, h, count, groups):
    """The groups a process's threads run in: group 0. The USHORT count says how many
    the array holds; too few: ERROR_INSUFFICIENT_BUFFER with the count needed."""
    vm = c.vm
    if not count:
        return _bad(c)
    have = vm.mem.u16(count)
    vm.mem.w16(count, 1)
    if have < 1 or not groups:
        vm.last_error = ERROR_INSUFFICIENT_BUFFER
        return 0
    vm.mem.w16(groups, 0)
    return 1


# -- thread affinity and ideal processors ---------------------------------------------------
def _thread_ok(c, h):
    return thread_of(c, h) is not None


@api(KERNEL32, "GetThreadGroupAffinity", "HANDLE h, LPVOID out", widths=BOTH)
def GetThreadGroupAffinity(c, h, out):
    """A thread's GROUP_AFFINITY: group 0, the one processor."""
    if not _thread_ok(c, h):
        return 0
    if not out:
        return _bad(c)
    c.vm.mem.write(out, _affinity(c.ptr_size))
    return 1


def _valid_affinity(vm, ptr, p):
    """A GROUP_AFFINITY at ``p`` that names group 0 and processor 0 only (mask 1)."""
    raw = vm.mem.read(p, 12 if ptr == 4 else 16)
    mask = struct.unpack_from("<Q" if ptr == 8 else "<I", raw)[0]
    group = struct.unpack_from("<H", raw, ptr)[0]
    return group == 0 and mask and not mask & ~_MASK


@api(KERNEL32, "SetThreadGroupAffinity", "HANDLE h, LPVOID affinity, LPVOID previous",
     widths=BOTH)
def SetThreadGroupAffinity(c, h, affinity, previous):
    """Group 0 and processor 0 only (anything else: ERROR_INVALID_PARAMETER); the previous
    affinity, which is the same, goes to ``previous``."""
    if not _thread_ok(c, h):
        return 0
    if not affinity or not _valid_affinity(c.vm, c.ptr_size, affinity):
        return _bad(c)
    if previous:
        c.vm.mem.write(previous, _affinity(c.ptr_size))
    return 1


@api(KERNEL32, "SetThreadAffinityMask", "HANDLE h, ULONG_PTR mask", widths=BOTH)
def SetThreadAffinityMask(c, h, mask):
    """A mask that includes processor 0 and no processor the machine lacks: the previous
    mask (processor 0); else 0 and ERROR_INVALID_PARAMETER."""
    if not _thread_ok(c, h):
        return 0
    if not mask & _MASK or mask & ~_MASK:
        return _bad(c)
    return _MASK


#: MAXIMUM_PROCESSORS: SetThreadIdealProcessor's "tell me, change nothing" value.
_MAXIMUM_PROCESSORS = {4: 32, 8: 64}


@api(KERNEL32, "SetThreadIdealProcessor", "HANDLE h, DWORD ideal", widths=BOTH)
def SetThreadIdealProcessor(c, h, ideal):
    """Processor 0 (or MAXIMUM_PROCESSORS, only asking): the previous ideal, 0; another
    processor: (DWORD)-1 and ERROR_INVALID_PARAMETER."""
    if not _thread_ok(c, h):
        return 0xFFFFFFFF
    if ideal not in (0, _MAXIMUM_PROCESSORS[c.ptr_size]):
        return _bad(c, 0xFFFFFFFF)
    return 0


@api(KERNEL32, "GetThreadIdealProcessorEx", "HANDLE h, LPVOID out", widths=BOTH)
def GetThreadIdealProcessorEx(c, h, out):
    """PROCESSOR_NUMBER group 0, number 0."""
    if not _thread_ok(c, h):
        return 0
    if not out:
        return _bad(c)
    c.vm.mem.write(out, bytes(4))
    return 1


@api(KERNEL32, "SetThreadIdealProcessorEx", "HANDLE h, LPVOID ideal, LPVOID previous",
     widths=BOTH)
def SetThreadIdealProcessorEx(c, h, ideal, previous):
    """Group 0's processor 0 only; the previous ideal (the same) to ``previous``."""
    if not _thread_ok(c, h):
        return 0
    if not ideal:
        return _bad(c)
    group, number = struct.unpack("<HB", c.vm.mem.read(ideal, 3))
    if group != 0 or number >= PROCESSORS:
        return _bad(c)
    if previous:
        c.vm.mem.write(previous, bytes(4))
    return 1
