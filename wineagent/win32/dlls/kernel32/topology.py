"""KERNEL32: the processor topology (GetLogicalProcessorInformation and its Ex form, the
processor groups' and the NUMA nodes' counts), read from ``kernel/topology.py``: one
processor, one core, one package, one node, one group."""

from ....abi.api import BOTH, Unimplemented, api
from ...core.winerror import ERROR_INSUFFICIENT_BUFFER, ERROR_INVALID_PARAMETER
from ...kernel.sysinfo import PROCESSORS
from ...kernel.topology import GROUPS, records, records_ex
from ...core.dllnames import KERNEL32

ALL_PROCESSOR_GROUPS = 0xFFFF


def _hand_out(c, data, buffer, length):
    """The caller's buffer gets ``data`` when its *length says it fits; *length is set to
    the size either way (ERROR_INSUFFICIENT_BUFFER when it does not fit)."""
    vm = c.vm
    if not length:
        vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    room = vm.mem.u32(length)
    vm.mem.w32(length, len(data))
    if room < len(data) or not buffer:
        vm.last_error = ERROR_INSUFFICIENT_BUFFER
        return 0
    vm.mem.write(buffer, data)
    return 1


@api(KERNEL32, "GetLogicalProcessorInformation", "LPVOID buffer, LPVOID length", widths=BOTH)
def GetLogicalProcessorInformation(c, buffer, length):
    """The SYSTEM_LOGICAL_PROCESSOR_INFORMATION records (24 bytes each at 32 bits, 32 at
    64): the core, its caches, the shared cache, the package, the NUMA node."""
    return _hand_out(c, records(c.ptr_size), buffer, length)


@api(KERNEL32, "GetLogicalProcessorInformationEx", "DWORD relation, LPVOID buffer, LPVOID length",
     widths=BOTH)
def GetLogicalProcessorInformationEx(c, relation, buffer, length):
    """The SYSTEM_LOGICAL_PROCESSOR_INFORMATION_EX records of one relationship, or of all
    (RelationAll, 0xFFFF), each carrying its own size; none for a number Windows does
    not define (TRUE, *length 0, as under Wine). Windows 11's die, module and
    RelationNumaNodeEx stop the program, naming them."""
    data = records_ex(relation, c.ptr_size)
    if data is None:
        raise Unimplemented("GetLogicalProcessorInformationEx: relationship %d" % relation)
    return _hand_out(c, data, buffer, length)


def _count(c, group):
    if group in (0, ALL_PROCESSOR_GROUPS):
        return PROCESSORS
    c.vm.last_error = ERROR_INVALID_PARAMETER
    return 0


@api(KERNEL32, "GetActiveProcessorCount", "WORD group", widths=BOTH)
def GetActiveProcessorCount(c, group):
    """The processors of ``group`` (0, or ALL_PROCESSOR_GROUPS for every group); 0 with
    ERROR_INVALID_PARAMETER for a group the machine does not have."""
    return _count(c, group)


@api(KERNEL32, "GetMaximumProcessorCount", "WORD group", widths=BOTH)
def GetMaximumProcessorCount(c, group):
    """As GetActiveProcessorCount: no processor can be added to this machine."""
    return _count(c, group)


@api(KERNEL32, "GetActiveProcessorGroupCount", widths=BOTH)
def GetActiveProcessorGroupCount(c):
    """One processor group."""
    return GROUPS


@api(KERNEL32, "GetMaximumProcessorGroupCount", widths=BOTH)
def GetMaximumProcessorGroupCount(c):
    """One processor group."""
    return GROUPS


@api(KERNEL32, "GetNumaHighestNodeNumber", "LPVOID node", widths=BOTH)
def GetNumaHighestNodeNumber(c, node):
    """Node 0, the only one, written to the ULONG ``node``."""
    if not node:
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    c.vm.mem.w32(node, 0)
    return 1
