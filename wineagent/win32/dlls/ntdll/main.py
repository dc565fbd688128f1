"""NTDLL as programs import it directly: the Rtl string and heap helpers and the NtQuery*
calls they make. (ntdll's C runtime subset resolves to msvcrt's table, RtlUnwind is in
``kernel32/seh.py``.)

Kernel32 forwards several functions here on Windows (HeapAlloc -> RtlAllocateHeap);
those are one implementation exported by both tables.
"""

import struct

from ....abi.api import BOTH, Unimplemented, api
from ....machine.cpu import PEB_BASE
from ...core.winerror import STATUS_INFO_LENGTH_MISMATCH, STATUS_INVALID_PARAMETER, STATUS_SUCCESS
from ...core.winver import write_version_info
from ..kernel32.heaps import HeapAlloc, HeapFree, HeapReAlloc
from ..kernel32.seh import VECTORED_FUNCTIONS, RtlUnwind, capture_context
from ..kernel32.slist import slist_functions
from ...core.dllnames import NTDLL


api(NTDLL, "RtlAllocateHeap", "HANDLE heap, DWORD flags, SIZE_T size")(HeapAlloc)
api(NTDLL, "RtlFreeHeap", "HANDLE heap, DWORD flags, LPVOID p")(HeapFree)
api(NTDLL, "RtlReAllocateHeap", "HANDLE heap, DWORD flags, LPVOID p, SIZE_T size")(HeapReAlloc)
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
def _init_counted(mem, us, src, length, char):
    if src:
        mem.write(us, struct.pack("<HHI", length, length + char, src))
    else:
        mem.write(us, struct.pack("<HHI", 0, 0, 0))


@api(NTDLL, "RtlInitUnicodeString", "LPVOID us, LPVOID src")
def RtlInitUnicodeString(c, us, src):
    n = 2 * len(c.vm.mem.wstr(src)) if src else 0
    _init_counted(c.vm.mem, us, src, min(n, 0xFFFC), 2)


@api(NTDLL, "RtlInitAnsiString", "LPVOID s, LPVOID src")
def RtlInitAnsiString(c, s, src):
    n = len(c.vm.mem.cbytes(src)) if src else 0
    _init_counted(c.vm.mem, s, src, min(n, 0xFFFE), 1)


@api(NTDLL, "RtlFreeUnicodeString", "LPVOID us")
def RtlFreeUnicodeString(c, us):
    buf = c.vm.mem.u32(us + 4)
    if buf:
        c.vm.heap.free(buf)
    c.vm.mem.write(us, bytes(8))


@api(NTDLL, "RtlFreeAnsiString", "LPVOID s")
def RtlFreeAnsiString(c, s):
    RtlFreeUnicodeString(c, s)


def _new_unicode_string(vm, us, text):
    buf = vm.heap.alloc(2 * len(text) + 2)
    vm.mem.write_wstr(buf, text)
    vm.mem.write(us, struct.pack("<HHI", 2 * len(text), 2 * len(text) + 2, buf))
    return buf


@api(NTDLL, "RtlCreateUnicodeString", "LPVOID us, LPCWSTR src")
def RtlCreateUnicodeString(c, us, src):
    _new_unicode_string(c.vm, us, src or "")
    return 1


@api(NTDLL, "RtlDosPathNameToNtPathName_U", "LPCWSTR dos, LPVOID nt, LPVOID filepart, LPVOID rel")
def RtlDosPathNameToNtPathName_U(c, dos, nt, filepart, rel):
    # \??\ + the full path; the NT name is the object manager's view of the drive.
    try:
        full = c.vm.vfs.full_path(dos or "")
    except Exception:   # VfsError: a name the VFS refuses is no valid DOS path either
        return 0
    buf = _new_unicode_string(c.vm, nt, "\\??\\" + full)
    if filepart:
        i = full.rfind("\\")
        c.vm.mem.w32(filepart, buf + 2 * (4 + i + 1) if i + 1 < len(full) else 0)
    if rel:
        c.vm.mem.write(rel, bytes(16))    # RTL_RELATIVE_NAME: no containing directory
    return 1


# -- memory -------------------------------------------------------------------------------
@api(NTDLL, "RtlCompareMemory", "LPVOID a, LPVOID b, SIZE_T n")
def RtlCompareMemory(c, a, b, n):
    x, y = bytes(c.vm.mem.read(a, n)), bytes(c.vm.mem.read(b, n))
    i = 0
    while i < n and x[i] == y[i]:
        i += 1
    return i


@api(NTDLL, "RtlImageNtHeader", "HMODULE module")
def RtlImageNtHeader(c, module):
    mem = c.vm.mem
    if module != c.vm.image.base or mem.u16(module) != 0x5A4D:
        return 0      # built-in DLLs have no image in guest memory
    return module + mem.u32(module + 0x3C)


# -- version and process queries ------------------------------------------------------------
@api(NTDLL, "RtlGetVersion", "LPVOID info")
def RtlGetVersion(c, info):
    # RTL_OSVERSIONINFO(EX)W: the desktop's version (core/winver.py).
    if not write_version_info(c.vm.mem, info, True):
        return STATUS_INVALID_PARAMETER
    return STATUS_SUCCESS


@api(NTDLL, "NtQueryInformationProcess", "HANDLE process, DWORD cls, LPVOID out, DWORD size, LPVOID ret")
def NtQueryInformationProcess(c, process, cls, out, size, ret):
    mem = c.vm.mem
    if cls == 0:                          # ProcessBasicInformation
        if size < 24:
            return STATUS_INFO_LENGTH_MISMATCH
        mem.write(out, struct.pack("<6I", 0x103, PEB_BASE, 1, 8, 0x100, 0))  # STILL_ACTIVE
        if ret:
            mem.w32(ret, 24)
        return STATUS_SUCCESS
    if cls == 26:                         # ProcessWow64Information: not under WOW64
        if size < 4:
            return STATUS_INFO_LENGTH_MISMATCH
        mem.w32(out, 0)
        if ret:
            mem.w32(ret, 4)
        return STATUS_SUCCESS
    raise Unimplemented("ntdll.dll!NtQueryInformationProcess (class %d)" % cls)
