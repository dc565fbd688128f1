"""The process's I/O counters (GetProcessIoCounters): ReadFile and WriteFile count
their operations and bytes here; other I/O (device control) is counted as "other", which
nothing does yet."""

import struct

__all__ = ["count", "io_counters"]


def count(vm, kind, nbytes):
    """Count one ``kind`` ("read" or "write") operation of ``nbytes`` bytes."""
    c = vm.kernel.io_counters
    c[kind][0] += 1
    c[kind][1] += nbytes


def io_counters(vm):
    """IO_COUNTERS (48 bytes): read, write, other operation counts, then their bytes."""
    c = vm.kernel.io_counters
    return struct.pack("<6Q", c["read"][0], c["write"][0], 0, c["read"][1], c["write"][1], 0)
