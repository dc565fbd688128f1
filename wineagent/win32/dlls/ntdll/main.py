"""NTDLL as programs import it directly: the Rtl string and heap helpers and the NtQuery*
calls they make. (ntdll's C runtime subset resolves to msvcrt's table, RtlUnwind is in
``kernel32/seh.py``.)

Kernel32 forwards several functions here on Windows (HeapAlloc -> RtlAllocateHeap);
those are one implementation exported by both tables.
"""

from ...kernel.children import ChildProcess
from ...kernel.launch import Process
from ....abi.api import BOTH, X86ONLY, Ret64, Unimplemented, absent, api
from ....abi.structs import read_array, struct
from ....machine.cpu import PEB_BASE
from ...kernel.nls import CP_ACP, CP_OEMCP, mb_to_wide, utf16_units, wide_to_mb
from ...core.winerror import (STATUS_ACCESS_DENIED, STATUS_BUFFER_OVERFLOW, STATUS_INFO_LENGTH_MISMATCH, STATUS_INVALID_HANDLE,
                              STATUS_INVALID_INFO_CLASS,
                              STATUS_INVALID_PARAMETER, STATUS_INVALID_PARAMETER_2,
                              STATUS_NO_MEMORY, STATUS_REVISION_MISMATCH,
                              STATUS_SUCCESS)
from ...core import winver
from ...core.winver import set_condition, verify_version, write_version_info
from ..kernel32.heaps import HeapAlloc, HeapFree, HeapReAlloc
from ..kernel32.seh import VECTORED_FUNCTIONS, RtlUnwind, capture_context
from ..kernel32.slist import slist_functions
from ...core.dllnames import NTDLL
from ...core.structures import OSVERSIONINFOEX, UNICODE_STRING, VM_COUNTERS
from ...kernel.perfinfo import FILETIME_BOOT, busy_time, process_memory
from ...kernel.process import is_current_process
from ...kernel.dep import execute_flags, set_execute_flags
from ...kernel.dllload import module_at


api(NTDLL, "RtlAllocateHeap", "HANDLE heap, DWORD flags, SIZE_T size", widths=BOTH)(HeapAlloc)
api(NTDLL, "RtlFreeHeap", "HANDLE heap, DWORD flags, LPVOID p", widths=BOTH)(HeapFree)
api(NTDLL, "RtlReAllocateHeap", "HANDLE heap, DWORD flags, LPVOID p, SIZE_T size",
    widths=BOTH)(HeapReAlloc)
# Structured exception unwinding (kernel32/seh.py; KERNEL32's RtlUnwind forwards here).
api(NTDLL, "RtlUnwind", "LPVOID target, LPVOID target_ip, LPVOID record, LPVOID retval",
    widths=BOTH)(RtlUnwind)
api(NTDLL, "RtlCaptureContext", "LPVOID ctx", widths=BOTH)(capture_context)
for _name, _params, _fn in VECTORED_FUNCTIONS:
    api(NTDLL, _name, _params, widths=BOTH)(_fn)
# The interlocked singly linked lists (kernel32/slist.py), under ntdll's names.
for _name, _params, _fn, _widths in slist_functions("RtlInterlocked", "RtlInitializeSListHead",
                                                    "RtlQueryDepthSList"):
    api(NTDLL, _name, _params, widths=_widths)(_fn)


# -- counted strings: UNICODE_STRING / ANSI_STRING {Length, MaximumLength, Buffer} -------
# (one layout for both: two USHORTs, then the pointer, at 8 in a 64-bit program)
def _init_counted(mem, us, src, length, char):
    if src:
        UNICODE_STRING.write(mem, us, mem.ptr_size, Length=length, MaximumLength=length + char,
                             Buffer=src)
    else:
        UNICODE_STRING.write(mem, us, mem.ptr_size, Length=0, MaximumLength=0, Buffer=0)


@api(NTDLL, "RtlInitUnicodeString", "LPVOID us, LPVOID src", widths=BOTH)
def RtlInitUnicodeString(c, us, src):
    n = 2 * len(c.vm.mem.wstr(src)) if src else 0
    _init_counted(c.vm.mem, us, src, min(n, 0xFFFC), 2)


@api(NTDLL, "RtlInitAnsiString", "LPVOID s, LPVOID src", widths=BOTH)
def RtlInitAnsiString(c, s, src):
    n = len(c.vm.mem.cbytes(src)) if src else 0
    _init_counted(c.vm.mem, s, src, min(n, 0xFFFE), 1)


@api(NTDLL, "RtlFreeUnicodeString", "LPVOID us", widths=BOTH)
def RtlFreeUnicodeString(c, us):
    mem = c.vm.mem
    buf = UNICODE_STRING.at(mem, us, mem.ptr_size).Buffer
    if buf:
        c.vm.heap.free(buf)
    mem.write(us, bytes(UNICODE_STRING.sizeof(mem.ptr_size)))


@api(NTDLL, "RtlFreeAnsiString", "LPVOID s", widths=BOTH)
def RtlFreeAnsiString(c, s):
    RtlFreeUnicodeString(c, s)


@api(NTDLL, "RtlUpcaseUnicodeChar", "WCHAR ch", widths=BOTH)
def RtlUpcaseUnicodeChar(c, ch):
    """``ch`` in upper case by the simple (one character to one) case mapping, as the
    system's upcase table maps it; a character without one is returned as it is."""
    return _upcase(ch & 0xFFFF)


def _upcase(ch):
    upper = chr(ch).upper()
    return ord(upper) if len(upper) == 1 and ord(upper) < 0x10000 else ch


def _counted_units(mem, us):
    s = UNICODE_STRING.at(mem, us, mem.ptr_size)
    n = s.Length // 2
    return read_array(mem, s.Buffer, "WCHAR", n) if n else ()


@api(NTDLL, "RtlEqualUnicodeString", "LPVOID a, LPVOID b, BOOLEAN ignore_case", widths=BOTH)
def RtlEqualUnicodeString(c, a, b, ignore_case):
    """TRUE when the two UNICODE_STRINGs hold the same characters (their Lengths equal),
    upper-cased first (RtlUpcaseUnicodeChar) when ``ignore_case``."""
    x, y = _counted_units(c.vm.mem, a), _counted_units(c.vm.mem, b)
    if len(x) != len(y):
        return 0
    if ignore_case & 0xFF:
        x, y = [_upcase(u) for u in x], [_upcase(u) for u in y]
    return int(tuple(x) == tuple(y))


def _new_unicode_string(vm, us, text):
    buf = vm.heap.alloc(2 * len(text) + 2)
    vm.mem.write_wstr(buf, text)
    UNICODE_STRING.write(vm.mem, us, vm.mem.ptr_size, Length=2 * len(text),
                         MaximumLength=2 * len(text) + 2, Buffer=buf)
    return buf


@api(NTDLL, "RtlCreateUnicodeString", "LPVOID us, LPCWSTR src", widths=BOTH)
def RtlCreateUnicodeString(c, us, src):
    _new_unicode_string(c.vm, us, src or "")
    return 1


# -- conversions between counted strings: the ANSI and OEM code pages <-> UTF-16 ----------
# Sizes count the terminating NUL the converted string gets (one character of its kind).
def _counted_bytes(mem, s):
    v = UNICODE_STRING.at(mem, s, mem.ptr_size)
    return mem.read(v.Buffer, v.Length) if v.Length else b""


def _counted_text(mem, us):
    v = UNICODE_STRING.at(mem, us, mem.ptr_size)
    data = mem.read(v.Buffer, v.Length & ~1) if v.Length else b""
    return data.decode("utf-16-le", "surrogatepass")


def _to_unicode(c, dest, src, alloc, cp):
    """RtlAnsiStringToUnicodeString / RtlOemStringToUnicodeString: STATUS_INVALID_
    PARAMETER_2 past 65535 bytes, STATUS_BUFFER_OVERFLOW when ``dest``'s own buffer is too
    small for the string and its NUL (its Length already set, nothing copied); with
    ``alloc`` the buffer comes from the process heap (RtlFreeUnicodeString frees it)."""
    vm, mem = c.vm, c.vm.mem
    units = mb_to_wide(cp, 0, _counted_bytes(mem, src)).encode("utf-16-le", "surrogatepass")
    total = len(units) + 2
    if total > 0xFFFF:
        return STATUS_INVALID_PARAMETER_2
    d = UNICODE_STRING.at(mem, dest, mem.ptr_size)
    d.Length = len(units)
    if alloc & 0xFF:
        buf = vm.heap.alloc(total)
        if not buf:
            return STATUS_NO_MEMORY
        d.MaximumLength, d.Buffer = total, buf
    elif total > d.MaximumLength:
        return STATUS_BUFFER_OVERFLOW
    mem.write(d.Buffer, units + b"\0\0")
    return STATUS_SUCCESS


def _from_unicode(c, dest, src, alloc, cp):
    """RtlUnicodeStringToAnsiString / RtlUnicodeStringToOemString: as ``_to_unicode``,
    but a buffer of the caller's that is too small receives what fits before its last
    byte, which takes the NUL (STATUS_BUFFER_OVERFLOW; nothing for a zero-size buffer)."""
    vm, mem = c.vm, c.vm.mem
    data, _used = wide_to_mb(cp, 0, _counted_text(mem, src))
    total = len(data) + 1
    if total > 0xFFFF:
        return STATUS_INVALID_PARAMETER_2
    d = UNICODE_STRING.at(mem, dest, mem.ptr_size)
    d.Length = len(data)
    status = STATUS_SUCCESS
    if alloc & 0xFF:
        buf = vm.heap.alloc(total)
        if not buf:
            return STATUS_NO_MEMORY
        d.MaximumLength, d.Buffer = total, buf
    elif total > d.MaximumLength:
        if not d.MaximumLength:
            return STATUS_BUFFER_OVERFLOW
        data = data[:d.MaximumLength - 1]
        d.Length = len(data)
        status = STATUS_BUFFER_OVERFLOW
    mem.write(d.Buffer, data + b"\0")
    return status


for _name, _cp in (("RtlAnsiStringToUnicodeString", CP_ACP),
                   ("RtlOemStringToUnicodeString", CP_OEMCP)):
    api(NTDLL, _name, "LPVOID dest, LPVOID src, BOOLEAN alloc", widths=BOTH)(
        lambda c, dest, src, alloc, _cp=_cp: _to_unicode(c, dest, src, alloc, _cp))
for _name, _cp in (("RtlUnicodeStringToAnsiString", CP_ACP),
                   ("RtlUnicodeStringToOemString", CP_OEMCP)):
    api(NTDLL, _name, "LPVOID dest, LPVOID src, BOOLEAN alloc", widths=BOTH)(
        lambda c, dest, src, alloc, _cp=_cp: _from_unicode(c, dest, src, alloc, _cp))


def _unicode_size(c, s, cp):
    return 2 * utf16_units(mb_to_wide(cp, 0, _counted_bytes(c.vm.mem, s))) + 2


def _mb_size(c, us, cp):
    return len(wide_to_mb(cp, 0, _counted_text(c.vm.mem, us))[0]) + 1


# The bytes the converted string takes with its NUL (the Rtlx names are the same).
for _names, _fn, _cp in ((("RtlAnsiStringToUnicodeSize", "RtlxAnsiStringToUnicodeSize"),
                          _unicode_size, CP_ACP),
                         (("RtlOemStringToUnicodeSize", "RtlxOemStringToUnicodeSize"),
                          _unicode_size, CP_OEMCP),
                         (("RtlUnicodeStringToAnsiSize", "RtlxUnicodeStringToAnsiSize"),
                          _mb_size, CP_ACP),
                         (("RtlUnicodeStringToOemSize", "RtlxUnicodeStringToOemSize"),
                          _mb_size, CP_OEMCP)):
    for _name in _names:
        api(NTDLL, _name, "LPVOID s", widths=BOTH)(
            lambda c, s, _fn=_fn, _cp=_cp: _fn(c, s, _cp))


@api(NTDLL, "RtlInitString", "LPVOID s, LPVOID src", widths=BOTH)
def RtlInitString(c, s, src):
    """RtlInitAnsiString under its STRING name."""
    RtlInitAnsiString(c, s, src)


@api(NTDLL, "RtlFreeOemString", "LPVOID s", widths=BOTH)
def RtlFreeOemString(c, s):
    """Free a string RtlUnicodeStringToOemString allocated."""
    RtlFreeUnicodeString(c, s)


@api(NTDLL, "RtlDosPathNameToNtPathName_U", "LPCWSTR dos, LPVOID nt, LPVOID filepart, LPVOID rel",
     widths=BOTH)
def RtlDosPathNameToNtPathName_U(c, dos, nt, filepart, rel):
    # \??\ + the full path; the NT name is the object manager's view of the drive.
    try:
        full = c.vm.vfs.full_path(dos or "")
    except Exception:   # VfsError: a name the VFS refuses is no valid DOS path either
        return 0
    buf = _new_unicode_string(c.vm, nt, "\\??\\" + full)
    mem = c.vm.mem
    if filepart:
        i = full.rfind("\\")
        mem.wptr(filepart, buf + 2 * (4 + i + 1) if i + 1 < len(full) else 0)   # a PWSTR cell
    if rel:
        # RTL_RELATIVE_NAME_U: no containing directory (a UNICODE_STRING, then a HANDLE
        # and a pointer: 16 bytes, 32 in a 64-bit program)
        mem.write(rel, bytes(UNICODE_STRING.sizeof(mem.ptr_size) + 2 * mem.ptr_size))
    return 1


# -- memory -------------------------------------------------------------------------------
@api(NTDLL, "RtlCompareMemory", "LPVOID a, LPVOID b, SIZE_T n", widths=BOTH)
def RtlCompareMemory(c, a, b, n):
    x, y = bytes(c.vm.mem.read(a, n)), bytes(c.vm.mem.read(b, n))
    i = 0
    while i < n and x[i] == y[i]:
        i += 1
    return i


@api(NTDLL, "RtlImageNtHeader", "HMODULE module", widths=BOTH)
def RtlImageNtHeader(c, module):
    mem = c.vm.mem
    if module != c.vm.image.base or mem.u16(module) != 0x5A4D:
        return 0      # built-in DLLs have no image in guest memory
    return module + mem.u32(module + 0x3C)


# -- version and process queries ------------------------------------------------------------
@api(NTDLL, "RtlGetVersion", "LPVOID info", widths=BOTH)
def RtlGetVersion(c, info):
    # RTL_OSVERSIONINFO(EX)W: the desktop's version (core/winver.py).
    if not write_version_info(c.vm.mem, info, True):
        return STATUS_INVALID_PARAMETER
    return STATUS_SUCCESS


@api(NTDLL, "RtlGetNtVersionNumbers", "LPVOID major, LPVOID minor, LPVOID build", widths=BOTH)
def RtlGetNtVersionNumbers(c, major, minor, build):
    """The desktop's major, minor and build numbers (core/winver.py), each stored where
    its pointer is not NULL. The build's top nibble says the kind of build: 0xF for a
    free (retail) build, as on every shipped Windows."""
    mem = c.vm.mem
    for ptr, value in ((major, winver.MAJOR), (minor, winver.MINOR),
                       (build, 0xF0000000 | winver.BUILD)):
        if ptr:
            mem.w32(ptr, value)


# -- the environment blocks ---------------------------------------------------------------
@api(NTDLL, "RtlGetCurrentPeb", widths=BOTH)
def RtlGetCurrentPeb(c):
    """The process environment block's address (the one the TEB's ProcessEnvironmentBlock
    names; Go's runtime reads the OS version from it)."""
    return PEB_BASE


@api(NTDLL, "NtCurrentTeb", widths=X86ONLY)
def NtCurrentTeb(c):
    """The calling thread's environment block (what fs:[0x18] holds). x64 ntdll has no
    such export: there it is an inline function reading gs:[0x30]."""
    return c.vm.threads.current.teb


@api(NTDLL, "NtGetCurrentProcessorNumber", widths=BOTH)
def NtGetCurrentProcessorNumber(c):
    """Processor 0: the machine has one (KERNEL32's GetCurrentProcessorNumber forwards
    here on Windows)."""
    return 0


api(NTDLL, "RtlGetCurrentProcessorNumber", widths=BOTH)(NtGetCurrentProcessorNumber)


# ProcessTimes' answer (winternl.h's KERNEL_USER_TIMES)
KERNEL_USER_TIMES = struct("KERNEL_USER_TIMES", "LONGLONG CreateTime; LONGLONG ExitTime;"
                           " LONGLONG KernelTime; LONGLONG UserTime")

# winternl.h: ProcessBasicInformation's answer (the pointer and ULONG_PTRs at 8 bytes in a
# 64-bit program)
PROCESS_BASIC_INFORMATION = struct(
    "PROCESS_BASIC_INFORMATION",
    "LONG ExitStatus; PVOID PebBaseAddress; ULONG_PTR AffinityMask; LONG BasePriority;"
    " ULONG_PTR UniqueProcessId; ULONG_PTR InheritedFromUniqueProcessId")


@api(NTDLL, "NtQueryInformationProcess", "HANDLE process, DWORD cls, LPVOID out, DWORD size, LPVOID ret", widths=BOTH)
def NtQueryInformationProcess(c, process, cls, out, size, ret):
    mem = c.vm.mem
    ptr = mem.ptr_size
    if cls == 0:                          # ProcessBasicInformation
        need = PROCESS_BASIC_INFORMATION.sizeof(ptr)      # 24 bytes, 48 at 64 bits
        if size < need:
            return STATUS_INFO_LENGTH_MISMATCH
        vm = c.vm
        # this process (STILL_ACTIVE), or a child process (kernel/children.py: its code
        # once it has ended; its PEB is at the same address in its own memory), or a
        # captured launch (launch.py: ended with 0)
        child = vm.handles.get(process, (ChildProcess, Process))
        if is_current_process(vm, process):
            status, pid = 0x103, vm.pid
            parent = vm.child_state and vm.child_state.parent_pid or 0
        elif child is not None:
            status, pid, parent = child.exit_code, getattr(child, "pid", 0x200), vm.pid
        else:
            return STATUS_INVALID_HANDLE
        PROCESS_BASIC_INFORMATION.write(mem, out, ptr, ExitStatus=status,
                                        PebBaseAddress=PEB_BASE, AffinityMask=1,
                                        BasePriority=8, UniqueProcessId=pid,
                                        InheritedFromUniqueProcessId=parent)
        if ret:
            mem.w32(ret, need)
        return STATUS_SUCCESS
    if cls in (3, 4):                     # ProcessVmCounters, ProcessTimes
        # the figures GetProcessMemoryInfo and GetProcessTimes give (kernel/perfinfo.py)
        if not is_current_process(c.vm, process):
            return STATUS_INVALID_HANDLE
        if cls == 3:
            figures = process_memory(c.vm)
            data = VM_COUNTERS.pack(ptr, **{k: v for k, v in figures.items()
                                            if k != "PrivateUsage"})
            if size >= len(data) + ptr:   # VM_COUNTERS_EX: its PrivateUsage after them
                data += figures["PrivateUsage"].to_bytes(ptr, "little")
        else:                             # KERNEL_USER_TIMES: creation, exit, kernel, user
            data = KERNEL_USER_TIMES.pack(ptr, CreateTime=FILETIME_BOOT,
                                          UserTime=busy_time(c.vm))
        if size < len(data):
            return STATUS_INFO_LENGTH_MISMATCH
        mem.write(out, data)
        if ret:
            mem.w32(ret, len(data))
        return STATUS_SUCCESS
    if cls == 26:                         # ProcessWow64Information: not under WOW64
        if size < ptr:                    # a ULONG_PTR (the WOW64 PEB's address, or 0)
            return STATUS_INFO_LENGTH_MISMATCH
        mem.wptr(out, 0)
        if ret:
            mem.w32(ret, ptr)
        return STATUS_SUCCESS
    if cls == 49:
        # ProcessConsoleHostProcess (conhost's pid) came with Windows 7's conhost. The
        # desktop runs no conhost process to name, so it answers as a Windows before 7
        # (a gap of this Windows 10, docs/win32-layers.md); its callers (libuv) take that
        # answer.
        return STATUS_INVALID_INFO_CLASS
    if cls == PROCESS_EXECUTE_FLAGS:
        # a ULONG of MEM_EXECUTE_OPTION_* (kernel/dep.py), of exactly that size
        status = _execute_flags_process(c.vm, process)
        if status:
            return status
        if size != 4:
            return STATUS_INFO_LENGTH_MISMATCH
        mem.w32(out, execute_flags(c.vm))
        if ret:
            mem.w32(ret, 4)
        return STATUS_SUCCESS
    raise Unimplemented("ntdll.dll!NtQueryInformationProcess (class %d)" % cls)


#: PROCESSINFOCLASS's ProcessExecuteFlags: the process's DEP settings
PROCESS_EXECUTE_FLAGS = 34


def _execute_flags_process(vm, process):
    """0 when ``process`` may have its ProcessExecuteFlags read or changed here (this
    process, at 32 bits), else the NTSTATUS: a 64-bit process has none
    (STATUS_INVALID_PARAMETER, as Windows x64 answers; its DEP is on for good), another
    process's are not this process's to touch (STATUS_ACCESS_DENIED, as Windows answers),
    and anything else is no process handle."""
    if is_current_process(vm, process):
        return STATUS_INVALID_PARAMETER if execute_flags(vm) is None else 0
    if vm.handles.get(process, (ChildProcess, Process)) is not None:
        return STATUS_ACCESS_DENIED
    return STATUS_INVALID_HANDLE


@api(NTDLL, "NtSetInformationProcess", "HANDLE process, DWORD cls, LPVOID info, DWORD size",
     widths=BOTH)
def NtSetInformationProcess(c, process, cls, info, size):
    """ProcessExecuteFlags (kernel/dep.py): DEP on or off for this 32-bit process, until a
    value with MEM_EXECUTE_OPTION_PERMANENT fixes it (later changes:
    STATUS_ACCESS_DENIED). A size other than a ULONG's is STATUS_INVALID_PARAMETER, as
    Wine 8 answers. The other classes stop the guest naming them."""
    if cls != PROCESS_EXECUTE_FLAGS:
        raise Unimplemented("ntdll.dll!NtSetInformationProcess (class %d)" % cls)
    status = _execute_flags_process(c.vm, process)
    if status:
        return status
    if size != 4:
        return STATUS_INVALID_PARAMETER
    return set_execute_flags(c.vm, c.vm.mem.u32(info))


absent(NTDLL, "Windows 10 1803's placeholder-aware memory calls: not made here (a gap of "
       "this Windows 10, docs/win32-layers.md), and allocators fall back to "
       "NtAllocateVirtualMemory and NtMapViewOfSection",
       "NtAllocateVirtualMemoryEx", "NtMapViewOfSectionEx")


absent(NTDLL, "Windows 8's wait completion packets (a waitable object's signal queued to an "
       "I/O completion port): not made here (a gap of this Windows 10, "
       "docs/win32-layers.md), and Go's runtime falls back to its own timer thread",
       "NtCreateWaitCompletionPacket", "NtAssociateWaitCompletionPacket",
       "NtCancelWaitCompletionPacket")

@api(NTDLL, "RtlAreLongPathsEnabled", widths=BOTH)
def RtlAreLongPathsEnabled(c):
    """FALSE: paths longer than MAX_PATH need the \\\\?\\ prefix, as on a Windows 10 whose
    LongPathsEnabled policy is off (its default) — programs that probe for it (ninja)
    keep to MAX_PATH."""
    return 0


@api(NTDLL, "VerSetConditionMask", "ULONGLONG mask, DWORD type_bit, BYTE condition",
     widths=BOTH)
def VerSetConditionMask(c, mask, type_bit, condition):
    """ntdll's own export of KERNEL32's VerSetConditionMask (core/winver.py)."""
    return Ret64(set_condition(mask, type_bit, condition & 0xFF))


@api(NTDLL, "RtlVerifyVersionInfo", "LPVOID info, DWORD type_mask, ULONGLONG mask",
     widths=BOTH)
def RtlVerifyVersionInfo(c, info, type_mask, mask):
    """VerifyVersionInfoW's native form: STATUS_SUCCESS when this Windows meets the
    RTL_OSVERSIONINFOEXW's requirements, STATUS_REVISION_MISMATCH when it does not,
    STATUS_INVALID_PARAMETER for no type or an unusable condition."""
    if not type_mask or not mask:
        return STATUS_INVALID_PARAMETER
    ex = OSVERSIONINFOEX.variant(True)
    ok = verify_version(ex.unpack(c.vm.mem.read(info, ex.sizeof())), type_mask, mask)
    if ok is None:
        return STATUS_INVALID_PARAMETER
    return STATUS_SUCCESS if ok else STATUS_REVISION_MISMATCH


@api(NTDLL, "RtlPcToFileHeader", "LPVOID pc, LPVOID base", widths=BOTH)
def RtlPcToFileHeader(c, pc, base):
    # The base of the loaded image holding address ``pc`` (the executable, a guest DLL or
    # a built-in DLL's pseudo image), stored through ``base`` and returned; NULL for an
    # address in no image. Visual C++'s runtime asks it for the module of a throw's
    # type information and of a frame's handler.
    vm = c.vm
    h = module_at(vm, pc)
    vm.mem.wptr(base, h)
    return h
