"""KERNEL32: the drive's label (SetVolumeLabel), a thread's segment descriptors
(GetThreadSelectorEntry), process ids and the processor affinity, the process's memory
(WriteProcessMemory, IsBadCodePtr), executables' kinds (GetBinaryType) and
TerminateThread."""

import struct

from ....abi.api import BOTH, PARK, Unimplemented, api
from ....machine.cpu import GDT_BASE
from ...core.winerror import (ERROR_ACCESS_DENIED, ERROR_BAD_EXE_FORMAT, ERROR_FILE_NOT_FOUND,
                             ERROR_INVALID_HANDLE, ERROR_INVALID_NAME,
                             ERROR_INVALID_PARAMETER, ERROR_LABEL_TOO_LONG,
                             ERROR_PARTIAL_COPY, ERROR_PATH_NOT_FOUND)
from ...kernel.files import OPEN_EXISTING, open_file
from ...kernel.launch import Process
from ...kernel.children import ChildProcess
from ...kernel.process import is_current_process
from ...kernel.sync import Mutex
from ...kernel.sysinfo import PROCESSORS
from ...kernel.vfs import VfsError
from .threads import thread_of
from ...core.dllnames import KERNEL32

MAX_LABEL = 32                  # NTFS labels
GDT_ENTRIES = 0x1000 // 8
PAGE_NOACCESS = 0x01       # the GDT's limit (machine/cpu.py maps one page)
_BAD_LABEL = set('*?/\\|.,;:+=[]<>"')


@api(KERNEL32, "SetVolumeLabel{AW}", "LPCTSTR root, LPCTSTR label", widths=BOTH)
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


@api(KERNEL32, "GetThreadSelectorEntry", "HANDLE thread, DWORD selector, LPVOID entry")
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


@api(KERNEL32, "GetProcessId", "HANDLE h", widths=BOTH)
def GetProcessId(c, h):
    """The id of the process behind ``h``: this one's (GetCurrentProcessId), a child
    process's (kernel/children.py), or a captured child's as CreateProcess reported it; 0 with ERROR_INVALID_HANDLE otherwise."""
    vm = c.vm
    if is_current_process(vm, h):
        return vm.pid
    child = vm.handles.get(h, ChildProcess)
    if child is not None:
        return child.pid
    if vm.handles.get(h, Process) is not None:
        return CHILD_PID
    vm.last_error = ERROR_INVALID_HANDLE
    return 0


@api(KERNEL32, "GetProcessAffinityMask", "HANDLE h, LPVOID process_mask, LPVOID system_mask", widths=BOTH)
def GetProcessAffinityMask(c, h, process_mask, system_mask):
    """Both masks name the one emulated processor."""
    vm = c.vm
    if not is_current_process(vm, h) and vm.handles.get(h, Process) is None:
        vm.last_error = ERROR_INVALID_HANDLE
        return 0
    mask = (1 << PROCESSORS) - 1
    for ptr in (process_mask, system_mask):
        if ptr:
            vm.mem.wptr(ptr, mask)        # PDWORD_PTR
    return 1


@api(KERNEL32, "IsBadCodePtr", "LPVOID p", widths=BOTH)
def IsBadCodePtr(c, p):
    """TRUE when the byte at ``p`` cannot be read (what the documentation asks of code)."""
    vm = c.vm
    if not p:
        return 1
    r = vm.mem.region_at(p)
    return int(r is None or r.protect == PAGE_NOACCESS)


@api(KERNEL32, "WriteProcessMemory", "HANDLE process, LPVOID addr, LPVOID buf, SIZE_T size, "
     "LPVOID done", widths=BOTH)
def WriteProcessMemory(c, process, addr, buf, size, done):
    """Copy into memory of this process (the only one), read-only and code pages included
    (the function makes them writable for the copy, as Windows does for debuggers); a
    range reaching an unmapped or PAGE_NOACCESS page copies what comes before it and fails
    with ERROR_PARTIAL_COPY (ERROR_ACCESS_DENIED when nothing could be written)."""
    vm = c.vm
    if done:
        vm.mem.wptr(done, 0)          # SIZE_T *: the program's width
    if not is_current_process(vm, process):
        vm.last_error = ERROR_INVALID_HANDLE
        return 0
    n = 0
    while n < size:
        r = vm.mem.region_at(addr + n)
        if r is None or r.protect == PAGE_NOACCESS:
            break
        chunk = min(size - n, r.base + r.size - (addr + n))
        vm.mem.write(addr + n, vm.mem.read(buf + n, chunk))
        n += chunk
    vm.mem.forget_code(addr, n)     # a debugger's patch of code runs as written
    if done:
        vm.mem.wptr(done, n)
    if n < size:
        # nothing writable at the address: access denied (Wine's answer), else a part
        vm.last_error = ERROR_PARTIAL_COPY if n else ERROR_ACCESS_DENIED
        return 0
    return 1


@api(KERNEL32, "FlushInstructionCache", "HANDLE process, LPVOID addr, SIZE_T size",
     widths=BOTH)
def FlushInstructionCache(c, process, addr, size):
    """Make code written into memory run as written: the emulator's translations of
    [addr, addr + size) are dropped (all of them for a NULL address). Only this process
    has code here; another handle is ERROR_INVALID_HANDLE."""
    vm = c.vm
    if not is_current_process(vm, process):
        vm.last_error = ERROR_INVALID_HANDLE
        return 0
    if addr:
        vm.mem.forget_code(addr, size)
    else:
        vm.mem.uc.ctl_flush_tb()
    return 1


SCS_32BIT_BINARY, SCS_DOS_BINARY, SCS_WOW_BINARY, SCS_PIF_BINARY, SCS_OS216_BINARY = \
    0, 1, 2, 3, 5
SCS_64BIT_BINARY = 6
IMAGE_FILE_DLL = 0x2000


@api(KERNEL32, "GetBinaryType{AW}", "LPCTSTR path, LPVOID out", widths=BOTH)
def GetBinaryType(c, path, out):
    """The kind of executable ``path`` is, from its headers: a PE image for x86 (32-bit) or
    x64 (64-bit), a 16-bit Windows (NE) or OS/2 (LE/LX) program, a DOS program (an MZ
    header alone, or a .COM / .PIF by its name). A DLL or anything else fails with
    ERROR_BAD_EXE_FORMAT; a missing file with the file system's error."""
    vm = c.vm
    try:
        f, _ = open_file(vm, path, True, False, OPEN_EXISTING)
    except VfsError as e:
        vm.last_error = e.code
        return 0
    try:
        head = f.read(0x40)
        kind = None
        if head[:2] == b"MZ" and len(head) >= 0x40:
            lfanew = struct.unpack_from("<I", head, 0x3C)[0]
            f.seek(lfanew)
            sig = f.read(24)
            if sig[:4] == b"PE\0\0" and len(sig) >= 24:
                machine, chars = struct.unpack_from("<H", sig, 4)[0], \
                    struct.unpack_from("<H", sig, 22)[0]
                if not chars & IMAGE_FILE_DLL:
                    kind = {0x14C: SCS_32BIT_BINARY, 0x8664: SCS_64BIT_BINARY}.get(machine)
            elif sig[:2] == b"NE":
                kind = SCS_WOW_BINARY
            elif sig[:2] in (b"LE", b"LX"):
                kind = SCS_OS216_BINARY
            else:
                kind = SCS_DOS_BINARY
        elif head[:2] == b"MZ":
            kind = SCS_DOS_BINARY
        elif (path or "").lower().endswith(".com"):
            kind = SCS_DOS_BINARY
        elif (path or "").lower().endswith(".pif"):
            kind = SCS_PIF_BINARY
    finally:
        f.close()
    if kind is None:
        vm.last_error = ERROR_BAD_EXE_FORMAT
        return 0
    if out:
        vm.mem.w32(out, kind)
    return 1


@api(KERNEL32, "TerminateThread", "HANDLE thread, DWORD code", widths=BOTH)
def TerminateThread(c, thread, code):
    """End a thread at once with ``code``: no DLL_THREAD_DETACH, nothing of its own
    clean-up runs (that is the documented danger). Its stack is left as it is. A thread
    that owns windows or a mutex is not done (their destruction and the mutex's
    abandonment are not): it stops the guest naming the case."""
    vm = c.vm
    t = thread_of(c, thread)
    if t is None:
        return 0
    if not t.alive:
        return 1            # already ended: nothing to do (its exit code stays)
    wm = vm.wm
    if any(wm.thread_of(h) == t.tid for h in wm.zorder):
        raise Unimplemented("KERNEL32.dll!TerminateThread (a thread that owns windows)")
    if any(o.count and o.owner == t.tid for _, o in vm.handles.of_kind(Mutex)):
        raise Unimplemented("KERNEL32.dll!TerminateThread (a thread that owns a mutex: "
                            "abandoned mutexes are not done)")
    threads = vm.threads
    if t is threads.current:
        threads.exit_current(code)
        return PARK          # never resumed: the thread is gone
    t.exit_code = code & 0xFFFFFFFF
    t.context = None
    return 1
