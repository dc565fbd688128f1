"""KERNEL32: the drive's label (SetVolumeLabel), a thread's segment descriptors
(GetThreadSelectorEntry), process ids and the processor affinity."""

from ...abi.api import api
from ...machine.cpu import GDT_BASE
from ..core.winerror import (ERROR_FILE_NOT_FOUND, ERROR_INVALID_HANDLE, ERROR_INVALID_NAME,
                             ERROR_INVALID_PARAMETER, ERROR_LABEL_TOO_LONG,
                             ERROR_PATH_NOT_FOUND)
from ..kernel.launch import Process
from ..kernel.process import CURRENT_PID, is_current_process
from ..kernel.sysinfo import PROCESSORS
from .threads import thread_of

K = "KERNEL32.dll"
MAX_LABEL = 32                  # NTFS labels
GDT_ENTRIES = 0x1000 // 8       # the GDT's limit (machine/cpu.py maps one page)
_BAD_LABEL = set('*?/\\|.,;:+=[]<>"')


@api(K, "SetVolumeLabel{AW}", "LPCTSTR root, LPCTSTR label")
def SetVolumeLabel(c, root, label):
    """Name drive C: (NULL root: the current drive, which is C:); NULL or "" removes the
    label. Up to 32 characters, none of NTFS's forbidden ones (ERROR_LABEL_TOO_LONG,
    ERROR_INVALID_NAME); another drive does not exist (GetVolumeInformation's errors)."""
    vm = c.vm
    if root is not None:
        r = root.upper()
        if not r.endswith("\\"):
            vm.last_error = ERROR_INVALID_NAME
            return 0
        if r[:2] != "C:" or len(r) != 3:
            vm.last_error = ERROR_PATH_NOT_FOUND if r[:2] == "C:" else ERROR_FILE_NOT_FOUND
            return 0
    label = label or ""
    if len(label) > MAX_LABEL:
        vm.last_error = ERROR_LABEL_TOO_LONG
        return 0
    if any(ch in _BAD_LABEL or ord(ch) < 32 for ch in label):
        vm.last_error = ERROR_INVALID_NAME
        return 0
    vm.vfs.label = label
    return 1


@api(K, "GetThreadSelectorEntry", "HANDLE thread, DWORD selector, LPVOID entry")
def GetThreadSelectorEntry(c, thread, selector, entry):
    """The 8-byte descriptor (LDT_ENTRY) of ``selector`` in the thread's descriptor table:
    the GDT every thread here shares (code and data flat, each thread's FS on its TEB;
    unused entries, the null selector's included, are zeros). There is no LDT: a
    selector with the table bit set fails with ERROR_INVALID_PARAMETER, as one past the
    table's end does."""
    vm = c.vm
    if thread_of(c, thread) is None:
        return 0
    index = (selector & 0xFFFF) >> 3
    if selector & 4 or index >= GDT_ENTRIES:
        vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    vm.mem.write(entry, vm.mem.read(GDT_BASE + 8 * index, 8))
    return 1


#: the process id CreateProcess reports for every (captured) child (``shell32.py``)
CHILD_PID = 0x200


@api(K, "GetProcessId", "HANDLE h")
def GetProcessId(c, h):
    """The id of the process behind ``h``: this one's (GetCurrentProcessId), or a captured
    child's as CreateProcess reported it; 0 with ERROR_INVALID_HANDLE otherwise."""
    vm = c.vm
    if is_current_process(vm, h):
        return CURRENT_PID
    if isinstance(vm.handles.get(h), Process):
        return CHILD_PID
    vm.last_error = ERROR_INVALID_HANDLE
    return 0


@api(K, "GetProcessAffinityMask", "HANDLE h, LPVOID process_mask, LPVOID system_mask")
def GetProcessAffinityMask(c, h, process_mask, system_mask):
    """Both masks name the one emulated processor."""
    vm = c.vm
    if not is_current_process(vm, h) and not isinstance(vm.handles.get(h), Process):
        vm.last_error = ERROR_INVALID_HANDLE
        return 0
    mask = (1 << PROCESSORS) - 1
    for ptr in (process_mask, system_mask):
        if ptr:
            vm.mem.w32(ptr, mask)
    return 1
