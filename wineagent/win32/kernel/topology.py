"""The processor topology a guest sees: the machine's one processor (``sysinfo.PROCESSORS``)
as one core of one package, in one NUMA node and one processor group, with a 32 KB L1 data
and instruction cache, a 256 KB L2 and a 4 MB L3 (64-byte lines). Fixed, not the host's,
so that runs are the same everywhere.

``records(ptr)`` lays the facts out as GetLogicalProcessorInformation's
SYSTEM_LOGICAL_PROCESSOR_INFORMATION array, ``records_ex(relation, ptr)`` as
GetLogicalProcessorInformationEx's variable-length SYSTEM_LOGICAL_PROCESSOR_INFORMATION_EX
records, each for a program of pointer size ``ptr``.
"""

import struct

from .sysinfo import PROCESSORS

__all__ = ["RELATION_CORE", "RELATION_NUMA", "RELATION_CACHE", "RELATION_PACKAGE",
           "RELATION_GROUP", "RELATION_ALL", "GROUPS", "records", "records_ex"]

# LOGICAL_PROCESSOR_RELATIONSHIP (winnt.h)
RELATION_CORE = 0
RELATION_NUMA = 1
RELATION_CACHE = 2
RELATION_PACKAGE = 3
RELATION_GROUP = 4
RELATION_ALL = 0xFFFF
_RELATION_DIE, _RELATION_NUMA_EX, _RELATION_MODULE = 5, 6, 7
GROUPS = 1                       # processor groups (one: at most 64 processors)

_CACHE_UNIFIED, _CACHE_INSTRUCTION, _CACHE_DATA = 0, 1, 2
# (level, associativity, line size, size, type)
_CORE_CACHES = ((1, 8, 64, 32 * 1024, _CACHE_DATA), (1, 8, 64, 32 * 1024, _CACHE_INSTRUCTION),
                (2, 4, 64, 256 * 1024, _CACHE_UNIFIED))
_SHARED_CACHE = (3, 16, 64, 4 * 1024 * 1024, _CACHE_UNIFIED)
_ALL = (1 << PROCESSORS) - 1


def _facts():
    """(relationship, processor mask, detail) in the order they are listed here: the
    cores, then their caches and the shared cache, the package, the NUMA node (a program
    finds each by its relationship; the order is not documented). ``detail`` is the
    core's flags (0: one logical processor per core), the cache's tuple, or the node's
    number."""
    out = [(RELATION_CORE, 1 << i, 0) for i in range(PROCESSORS)]
    for i in range(PROCESSORS):
        out += [(RELATION_CACHE, 1 << i, cache) for cache in _CORE_CACHES]
    out.append((RELATION_CACHE, _ALL, _SHARED_CACHE))
    out.append((RELATION_PACKAGE, _ALL, 0))
    out.append((RELATION_NUMA, _ALL, 0))
    return out


def records(ptr=4):
    """The SYSTEM_LOGICAL_PROCESSOR_INFORMATION array: a ULONG_PTR mask, the
    relationship, then a 16-byte union (the core's or package's flags byte, the node's
    number, or a CACHE_DESCRIPTOR) — 24 bytes a record at 32 bits, 32 at 64."""
    head = "<II" if ptr == 4 else "<QI4x"
    out = b""
    for relation, mask, detail in _facts():
        if relation == RELATION_CACHE:
            level, ways, line, size, kind = detail
            union = struct.pack("<BBHII", level, ways, line, size, kind)
        elif relation == RELATION_NUMA:
            union = struct.pack("<I", detail)
        else:
            union = struct.pack("<B", detail)
        out += struct.pack(head, mask, relation) + union.ljust(16, b"\0")
    return out


def _affinity(mask, ptr):
    """GROUP_AFFINITY: the KAFFINITY mask, the group's number, three reserved WORDs."""
    return struct.pack("<I" if ptr == 4 else "<Q", mask) + struct.pack("<H6x", 0)


def _record(relation, body, ptr):
    """One SYSTEM_LOGICAL_PROCESSOR_INFORMATION_EX: the relationship, the record's size,
    the body padded to the pointer's alignment."""
    body += b"\0" * (-len(body) % ptr)
    return struct.pack("<II", relation, 8 + len(body)) + body


def records_ex(relation, ptr=4):
    """The records of ``relation`` (RELATION_ALL: every one, the group's last; none for a
    number Windows does not define, as Wine answers), or None for one not answered here
    (Windows 11's die, module and RelationNumaNodeEx). A core or package is a
    PROCESSOR_RELATIONSHIP (flags, efficiency class, 20 reserved bytes, one group mask),
    a node a NUMA_NODE_RELATIONSHIP, a cache a CACHE_RELATIONSHIP, the group a
    GROUP_RELATIONSHIP with one PROCESSOR_GROUP_INFO."""
    if relation in (_RELATION_DIE, _RELATION_NUMA_EX, _RELATION_MODULE):
        return None
    out = b""
    for rel, mask, detail in _facts():
        if relation not in (rel, RELATION_ALL):
            continue
        if rel in (RELATION_CORE, RELATION_PACKAGE):
            body = struct.pack("<BB20xH", detail, 0, 1) + _affinity(mask, ptr)
        elif rel == RELATION_NUMA:
            body = struct.pack("<I18xH", detail, 1) + _affinity(mask, ptr)
        else:
            level, ways, line, size, kind = detail
            body = struct.pack("<BBHII18xH", level, ways, line, size, kind, 1) \
                + _affinity(mask, ptr)
        out += _record(rel, body, ptr)
    if relation in (RELATION_GROUP, RELATION_ALL):
        info = struct.pack("<BB38x", PROCESSORS, PROCESSORS) \
            + struct.pack("<I" if ptr == 4 else "<Q", _ALL)
        out += _record(RELATION_GROUP, struct.pack("<HH20x", GROUPS, GROUPS) + info, ptr)
    return out
