"""KERNEL32: process, modules, memory, heaps, TLS, synchronisation, time, strings.

Time comes from the one guest clock (``vm.clock``): GetTickCount and friends never read
the host's wall clock directly, which is what keeps CLI and frozen runs repeatable.
"""

import struct

from ....machine.memory import UC_TO_PAGE_PROTECT
from ....abi.apisets import CRT_TABLES, absent_on_windows, bare_stem_of_pair, is_crt
from ....abi.api import BOTH, PARK, Ret64, Unimplemented, absent, absent_reason, api, lookup
from ...core.structures import MEMORY_BASIC_INFORMATION, STARTUPINFO
from ...core.data_imports import resolve as resolve_data
from ...core.builtin_dlls import (builtin_loaded, module_handle, module_name,
                                 report_missing_dll, windows_dll)
from ...core.winerror import (ERROR_DLL_INIT_FAILED, ERROR_FILE_NOT_FOUND, ERROR_INSUFFICIENT_BUFFER,
                              ERROR_INVALID_ADDRESS, ERROR_INVALID_HANDLE,
                              ERROR_INVALID_PARAMETER, ERROR_MOD_NOT_FOUND, ERROR_NOACCESS,
                              ERROR_PROC_NOT_FOUND)
from ...kernel.datafiles import DataFileError, data_module, map_data_file, unmap_data_module
from ...kernel.dllload import DllLoadError
from ...kernel.actctx import hidden_without_assembly, program_version
from ...kernel import nls
from ...core.winver import version_dword
from ...kernel.epoch import EPOCH_FILETIME
from ...kernel.locale import guest_now
from ...kernel.sync import cs_busy, cs_delete, cs_init, cs_leave, cs_take
from ...kernel.threads import TEB_LAYOUT
from ...kernel.guard import PAGE_GUARD, PAGE_READWRITE, STACK_TAGS, stack_layout
from ...kernel.vmem import VirtualError, check_protect, without_cfg_marks
from ...kernel.mapping import (MEM_MAPPED, ImageSection, commit_view, protect_view, view_at,
                               view_query)
from ...kernel.children import ChildProcess
from ...kernel.process import is_current_process
from ...core.dllnames import KERNEL32
from .locale import thread_code_page



QPC_FREQUENCY = 1000000  # QueryPerformanceCounter ticks per second (microseconds)


# Absent by design (docs/dlls.md): GetProcAddress answers NULL, as on a Windows without them.
absent(KERNEL32, "a 32-bit Windows has no WOW64 layer: no file-system redirection to turn off",
       "Wow64DisableWow64FsRedirection", "Wow64RevertWow64FsRedirection",
       "Wow64EnableWow64FsRedirection", "IsWow64Process2")
# Windows 10's and 11's questions "which machine types can run here, and how"; callers
# (Inno Setup 6.4) fall back to IsWow64Process and GetNativeSystemInfo, as on older
# Windows.
absent(KERNEL32, "Windows 10 1709's and Windows 11's machine-type questions: not made "
       "here (a gap of this Windows 10, docs/win32-layers.md)",
       "GetMachineTypeAttributes", "IsWow64GuestMachineSupported")


# -- process / modules ---------------------------------------------------------
@api(KERNEL32, "ExitProcess", "UINT code", widths=BOTH)
def ExitProcess(c, code):
    return c.vm.dlls.exit_process(code)   # DLL_PROCESS_DETACH first (kernel/dllload.py)


@api(KERNEL32, "GetCommandLine{AW}", widths=BOTH)
def GetCommandLine(c):
    vm = c.vm
    key = "_cmdline_w" if c.wide else "_cmdline_a"
    addr = getattr(vm, key, None)
    if addr is None:
        addr = vm.alloc_data((len(vm.command_line) + 1) * c.char_size)
        c.write_str(addr, vm.command_line)
        setattr(vm, key, addr)
    return addr


@api(KERNEL32, "GetModuleHandle{AW}", "LPCTSTR name", widths=BOTH)
def GetModuleHandle(c, name):
    if name is None:
        return c.vm.image.base
    module = c.vm.dlls.by_name(name)
    if module is not None and not c.vm.dlls.is_builtin(name):
        return module.base
    h = module_handle(c.vm, name)
    if not h:
        c.vm.last_error = ERROR_MOD_NOT_FOUND
    return h


@api(KERNEL32, "LoadLibrary{AW}", "LPCTSTR name", widths=BOTH)
def LoadLibrary(c, name):
    return load_library(c, name or "", 0)


DONT_RESOLVE_DLL_REFERENCES = 0x1


LOAD_LIBRARY_AS_DATAFILE, LOAD_LIBRARY_AS_IMAGE_RESOURCE = 0x2, 0x20
LOAD_LIBRARY_AS_DATAFILE_EXCLUSIVE = 0x40


@api(KERNEL32, "LoadLibraryEx{AW}", "LPCTSTR name, HANDLE file, DWORD flags", widths=BOTH)
def LoadLibraryEx(c, name, file, flags):
    if flags & (LOAD_LIBRARY_AS_DATAFILE | LOAD_LIBRARY_AS_DATAFILE_EXCLUSIVE |
                LOAD_LIBRARY_AS_IMAGE_RESOURCE):
        return _load_as_data(c, name or "", flags)
    return load_library(c, name or "", flags)


def _load_as_data(c, name, flags):
    """LoadLibraryEx for a file's resources (kernel/datafiles.py): a module already
    loaded under that name is answered with its own handle, as Windows does (unless
    the exclusive flag asks for a mapping of its own); else the file is mapped as data."""
    vm = c.vm
    if not flags & LOAD_LIBRARY_AS_DATAFILE_EXCLUSIVE:
        loaded = vm.dlls.by_name(name)
        if loaded is not None:
            loaded.refs += 1
            return loaded.base
        if name.replace("/", "\\").rsplit("\\", 1)[-1].lower() == vm.module_name.lower():
            return vm.image.base
    found = vm.dlls.find_file(name)
    if not flags & LOAD_LIBRARY_AS_DATAFILE_EXCLUSIVE and \
            (vm.dlls.is_builtin(name) or found is None) and module_handle(vm, name):
        return module_handle(vm, name)
    if found is None:
        vm.last_error = ERROR_FILE_NOT_FOUND       # the file search's error, as Windows
        return 0
    host, guest = found
    try:
        module = map_data_file(vm, host, guest,
                               flat=not flags & LOAD_LIBRARY_AS_IMAGE_RESOURCE)
    except DataFileError as e:
        vm.last_error = e.error
        return 0
    return module.handle


def load_library(c, name, flags):
    """LoadLibrary(Ex): a guest DLL (mapped, bound, DllMain run) or a built-in's handle."""
    vm = c.vm
    try:
        module = vm.dlls.load(name)
    except DllLoadError as e:
        vm.last_error = e.error
        lacking = windows_dll(name) if e.error == ERROR_MOD_NOT_FOUND else None
        if lacking:                # Windows has it, we do not: say so (docs/dlls.md)
            report_missing_dll(vm, lacking, "LoadLibrary")
        return 0
    if module is None:
        h = module_handle(vm, name)
        if not h:
            vm.last_error = ERROR_MOD_NOT_FOUND
        else:
            builtin_loaded(vm, h)
        return h
    if flags & DONT_RESOLVE_DLL_REFERENCES:
        vm.dlls.pending = [m for m in vm.dlls.pending if m is not module]
        return module.base
    if not vm.dlls.pending:
        return module.base
    return _initialise(c, module)


def _initialise(c, module):
    failed = yield from c.vm.dlls.run_pending()
    if failed:
        for m in failed:
            yield from c.vm.dlls.free(m)
        c.vm.last_error = ERROR_DLL_INIT_FAILED
        return 0
    return module.base


@api(KERNEL32, "FreeLibrary", "HMODULE h", widths=BOTH)
def FreeLibrary(c, h):
    vm = c.vm
    module = vm.dlls.by_handle(h)
    if module is not None:
        return _free(vm, module)
    data = data_module(vm, h)
    if data is not None:                  # a file mapped for its resources
        unmap_data_module(vm, data)
        return 1
    if module_name(vm, h) is None and h != vm.image.base:
        vm.last_error = ERROR_INVALID_HANDLE
        return 0
    return 1       # built-in DLLs stay: they are part of the emulator


def _free(vm, module):
    yield from vm.dlls.free(module)
    return 1


@api(KERNEL32, "GetProcAddress", "HMODULE h, LPCSTR_ID name", widths=BOTH)
def GetProcAddress(c, h, name):
    vm = c.vm
    module = vm.dlls.by_handle(h)
    if module is not None:
        addr = vm.dlls.export(module, name)
        if not addr:
            vm.last_error = ERROR_PROC_NOT_FOUND
        return addr
    if h == vm.image.base:
        addr = vm.dlls.program_export(name)
        if not addr:
            vm.last_error = ERROR_PROC_NOT_FOUND
        return addr
    dll = module_name(vm, h)
    if dll is None:
        vm.last_error = ERROR_INVALID_HANDLE
        return 0
    if not isinstance(name, str):            # by ordinal: the name Windows numbers so
        spec = lookup(dll, name)
        if spec is None:
            vm.last_error = ERROR_PROC_NOT_FOUND
            return 0
        name = spec.name
    if absent_on_windows(name) or absent_reason(dll, name) is not None or \
            bare_stem_of_pair(dll, name, lookup) or hidden_without_assembly(vm, dll, name):
        # Wine's private names, the DLL's absent-by-design functions, the bare stems
        # of A/W pairs and Common Controls 6's own functions without a v6 manifest
        # (kernel/actctx.py): NULL, so the program takes the fallback it has (NSIS's
        # System plug-in then asks again with the W suffix).
        vm.last_error = ERROR_PROC_NOT_FOUND
        return 0
    addr = resolve_data(vm, dll, name)      # an exported variable: its address, as Windows
    if addr is None:
        addr = vm.proc_address(dll, name)
    if not addr and lookup(dll, name) is not None:
        # exported at the other width only (GetWindowLongPtrA asked by a 32-bit program)
        vm.last_error = ERROR_PROC_NOT_FOUND
        return 0
    if not addr and is_crt(dll) and any(lookup(t, name) is not None for t in CRT_TABLES):
        # another C runtime's function, not this one's (see abi/apisets.py CRT_TABLES)
        vm.last_error = ERROR_PROC_NOT_FOUND
        return 0
    if not addr:
        # A real export we have no handler for: hand out a thunk that stops the guest with
        # "unimplemented: DLL!name" if it is ever called, rather than a silent NULL.
        addr = vm.machine.thunk_for(None, "%s!%s" % (dll, name))
    return addr


@api(KERNEL32, "GetModuleFileName{AW}", "HMODULE h, LPVOID buf, DWORD size", widths=BOTH)
def GetModuleFileName(c, h, buf, size):
    vm = c.vm
    module = vm.dlls.by_handle(h) if h else None
    if not h or h == vm.image.base:
        path = vm.image_path
    elif module is not None:
        path = module.guest_path
    elif module_name(vm, h) is not None:
        path = "C:\\WINDOWS\\SYSTEM32\\" + module_name(vm, h)
    else:
        vm.last_error = ERROR_MOD_NOT_FOUND
        return 0
    # A buffer too small: the result is size itself and the last error
    # ERROR_INSUFFICIENT_BUFFER -- how a caller tells a truncated name from one that
    # fitted (which returns its length). The path is cut to size - 1 characters and a NUL
    # as documented since Vista (XP, and Wine 8, fill all size characters, no NUL).
    if size == 0:
        vm.last_error = ERROR_INSUFFICIENT_BUFFER
        return 0
    n = c.write_str(buf, path, size)
    if n < len(path):
        vm.last_error = ERROR_INSUFFICIENT_BUFFER
        return size
    return n


@api(KERNEL32, "GetStartupInfo{AW}", "LPVOID info", widths=BOTH)
def GetStartupInfo(c, info):
    """cb, no STARTF_* flags, the default show state; and the C runtime's descriptors
    the parent passed in lpReserved2 (its _spawn, or a CreateProcess given the block):
    a count, a flag byte per descriptor (open, text mode, console or pipe), a handle per
    descriptor,
    the ones not open INVALID_HANDLE_VALUE with no flags."""
    vm = c.vm
    size = STARTUPINFO.variant(c.wide).sizeof(c.ptr_size)
    block, block_size = _startup_block(vm, c.ptr_size)
    vm.mem.write(info, STARTUPINFO.variant(c.wide).pack(
        c.ptr_size, cb=size, lpReserved2=block, cbReserved2=block_size))


def _startup_block(vm, ptr_size):
    """(address, size) of the process's lpReserved2 block, or (0, 0) without one: the
    bytes CreateProcess was given, or the block made from the descriptors (_spawn's)."""
    raw = vm.kernel.startup_raw_block
    if raw:
        if not vm.kernel.startup_block:
            vm.kernel.startup_block = vm.heap.alloc(len(raw))
            vm.mem.write(vm.kernel.startup_block, raw)
        return vm.kernel.startup_block, len(raw)
    fds = vm.kernel.startup_crt_fds
    if not fds:
        return 0, 0
    count = max(fd for fd, _h, _m in fds) + 1
    size = 4 + count * (1 + ptr_size)
    if not vm.kernel.startup_block:
        flags, handles = bytearray(count), [0xFFFFFFFF if ptr_size == 4 else
                                            0xFFFFFFFFFFFFFFFF] * count
        for fd, h, mode in fds:
            # FOPEN, FTEXT (_O_TEXT), and what the handle is: FDEV for a console, FPIPE
            kind = vm.handles.kind_of(h)
            flags[fd] = 0x01 | (0x80 if mode == 0x4000 else 0) | (
                0x40 if kind == "console" else 0x08 if kind in ("pipe", "named pipe") else 0)
            handles[fd] = h
        cell = "<I" if ptr_size == 4 else "<Q"
        data = struct.pack("<I", count) + bytes(flags) + b"".join(
            struct.pack(cell, h) for h in handles)
        vm.kernel.startup_block = vm.heap.alloc(len(data))
        vm.mem.write(vm.kernel.startup_block, data)
    return vm.kernel.startup_block, size


@api(KERNEL32, "SetUnhandledExceptionFilter", "LPVOID filter", widths=BOTH)
def SetUnhandledExceptionFilter(c, filter):
    vm = c.vm
    old = vm.kernel.unhandled_filter
    vm.kernel.unhandled_filter = filter
    return old


@api(KERNEL32, "GetCurrentProcessId", widths=BOTH)
def GetCurrentProcessId(c):
    return c.vm.pid


@api(KERNEL32, "GetCurrentThreadId", widths=BOTH)
def GetCurrentThreadId(c):
    return c.vm.threads.current.tid


@api(KERNEL32, "GetCurrentProcess", widths=BOTH)
def GetCurrentProcess(c):
    return 0xFFFFFFFF  # the documented pseudo-handle


@api(KERNEL32, "GetCurrentThread", widths=BOTH)
def GetCurrentThread(c):
    return 0xFFFFFFFE  # the documented pseudo-handle


@api(KERNEL32, "IsDebuggerPresent", widths=BOTH)
def IsDebuggerPresent(c):
    return 0


@api(KERNEL32, "GetVersion", widths=BOTH)
def GetVersion(c):
    # the desktop's version (core/winver.py) as the program's manifest lets it see it
    return version_dword(program_version(c.vm))


@api(KERNEL32, "GetLastError", widths=BOTH)
def GetLastError(c):
    return c.vm.last_error


@api(KERNEL32, "SetLastError", "DWORD code", widths=BOTH)
def SetLastError(c, code):
    c.vm.last_error = code


@api(KERNEL32, "OutputDebugString{AW}", "LPCTSTR text", widths=BOTH)
def OutputDebugString(c, text):
    c.vm.stdout_log.append("[debug] " + (text or ""))


# -- virtual memory ----------------------------------------------------------------
MEM_COMMIT, MEM_FREE, MEM_RESET = 0x1000, 0x10000, 0x80000
MEM_IMAGE, MEM_PRIVATE = 0x1000000, 0x20000


@api(KERNEL32, "VirtualAlloc", "LPVOID addr, SIZE_T size, DWORD type, DWORD protect", widths=BOTH)
def VirtualAlloc(c, addr, size, type, protect):
    try:
        view = view_at(c.vm, addr) if addr and type & (MEM_COMMIT | MEM_RESET) else None
        if view is not None and not isinstance(view.section, ImageSection):
            if type & MEM_RESET:
                # the pages' contents are of no more interest: keeping them is allowed
                return addr & ~0xFFF
            return commit_view(c.vm, view, addr, size, protect)   # (kernel/mapping.py)
        return c.vm.vspace.alloc(addr, size, type, protect)
    except VirtualError as e:
        c.vm.last_error = e.error
        return 0


@api(KERNEL32, "VirtualFree", "LPVOID addr, SIZE_T size, DWORD type", widths=BOTH)
def VirtualFree(c, addr, size, type):
    if view_at(c.vm, addr) is not None:
        # a view's pages are the section's: UnmapViewOfFile frees them, nothing else
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    try:
        c.vm.vspace.free(addr, size, type)
    except VirtualError as e:
        c.vm.last_error = e.error
        return 0
    return 1


def process_vm(vm, process):
    """The VM of process handle ``process``: this one (its pseudo-handle or an
    OpenProcess handle), a running child's, or None."""
    if is_current_process(vm, process):
        return vm
    child = vm.handles.get(process, ChildProcess)
    if child is None or child.state.vm is None:
        return None
    return child.state.vm


def process_vspace(vm, process):
    """The address space (``vspace``) of process handle ``process``: this process's
    (its pseudo-handle or an OpenProcess handle), a running child's, or None."""
    target = process_vm(vm, process)
    return None if target is None else target.vspace


@api(KERNEL32, "VirtualAllocEx", "HANDLE process, LPVOID addr, SIZE_T size, DWORD type, "
     "DWORD protect", widths=BOTH)
def VirtualAllocEx(c, process, addr, size, type, protect):
    """VirtualAlloc in the address space of ``process`` (this one or a child process of
    it); ERROR_INVALID_HANDLE for another handle."""
    vspace = process_vspace(c.vm, process)
    if vspace is None:
        c.vm.last_error = ERROR_INVALID_HANDLE
        return 0
    try:
        return vspace.alloc(addr, size, type, protect)
    except VirtualError as e:
        c.vm.last_error = e.error
        return 0


@api(KERNEL32, "VirtualFreeEx", "HANDLE process, LPVOID addr, SIZE_T size, DWORD type",
     widths=BOTH)
def VirtualFreeEx(c, process, addr, size, type):
    """VirtualFree in the address space of ``process``, as VirtualAllocEx."""
    vspace = process_vspace(c.vm, process)
    if vspace is None:
        c.vm.last_error = ERROR_INVALID_HANDLE
        return 0
    try:
        vspace.free(addr, size, type)
    except VirtualError as e:
        c.vm.last_error = e.error
        return 0
    return 1


@api(KERNEL32, "VirtualProtect", "LPVOID addr, SIZE_T size, DWORD protect, LPVOID old", widths=BOTH)
def VirtualProtect(c, addr, size, protect, old):
    """Change the protection of the pages of [addr, addr + size); ``*old`` receives the
    first page's (a NULL ``old``: ERROR_NOACCESS, nothing changed). A protection Windows
    does not give such pages is ERROR_INVALID_PARAMETER (kernel/vmem.check_protect)."""
    if not old:
        c.vm.last_error = ERROR_NOACCESS
        return 0
    try:
        prev = protect_memory(c.vm, addr, size, protect)
    except VirtualError as e:
        c.vm.last_error = e.error
        return 0
    c.vm.mem.w32(old, prev)
    return 1


@api(KERNEL32, "VirtualProtectEx", "HANDLE process, LPVOID addr, SIZE_T size, DWORD protect, "
     "LPVOID old", widths=BOTH)
def VirtualProtectEx(c, process, addr, size, protect, old):
    """VirtualProtect in the address space of ``process`` (this one or a child process
    of it); ERROR_INVALID_HANDLE for another handle."""
    target = process_vm(c.vm, process)
    if target is None:
        c.vm.last_error = ERROR_INVALID_HANDLE
        return 0
    if not old:
        c.vm.last_error = ERROR_NOACCESS
        return 0
    try:
        prev = protect_memory(target, addr, size, protect)
    except VirtualError as e:
        c.vm.last_error = e.error
        return 0
    c.vm.mem.w32(old, prev)
    return 1


def protect_memory(vm, addr, size, protect):
    """VirtualProtect's work (NtProtectVirtualMemory's too): the first page's old
    protection; raises VirtualError."""
    mem = vm.mem
    if mem.region_at(addr) is None:
        raise VirtualError(ERROR_INVALID_ADDRESS)
    protect = without_cfg_marks(protect)      # PAGE_TARGETS_NO_UPDATE
    view = view_at(vm, addr)
    if view is not None and not isinstance(view.section, ImageSection):
        return protect_view(vm, view, addr, size, protect)      # (kernel/mapping.py)
    if vm.vspace.find(addr) is not None:
        check_protect(protect)
    vm.vspace.protect(addr, size)
    prev = _page_protect(vm, addr)
    mem.protect(addr, size, protect)
    vm.vspace.set_protect(addr, size, protect)
    if protect & PAGE_GUARD:
        mem.guard(addr, size)       # its first access traps once (kernel/guard.py)
    else:
        mem.unguard(addr, size)
    return prev


def _page_protect(vm, addr):
    """The protection of the page at ``addr``, PAGE_GUARD with it."""
    r = vm.vspace.find(addr)
    if r is not None and addr & ~0xFFF in r.committed:
        return r.committed[addr & ~0xFFF]
    guard = PAGE_GUARD if vm.mem.guarded(addr) else 0
    for begin, end, perms in vm.mem.uc.mem_regions():
        if begin <= addr <= end:
            return UC_TO_PAGE_PROTECT.get(vm.mem.windows_perms(begin, perms), 0x40) | guard
    return 0x01


@api(KERNEL32, "VirtualQuery", "LPVOID addr, LPVOID info, SIZE_T size", widths=BOTH)
def VirtualQuery(c, addr, info, size):
    """The MEMORY_BASIC_INFORMATION of the run of pages at ``addr`` that share their
    state, protection and allocation."""
    return query_memory(c, c.vm, addr, info, size)


def query_memory(c, vm, addr, info, size):
    """VirtualQuery(Ex) of ``addr`` in ``vm``'s address space, into ``info`` of the
    caller's (``c``)."""
    mem = vm.mem
    page = addr & ~0xFFF
    r = mem.region_at(addr)
    run = vm.vspace.query(addr)
    if run is not None:      # VirtualAlloc's pages: reserved or committed
        start, length, state, prot, alloc_prot = run
        mbi = (start, vm.vspace.find(addr).base, alloc_prot, length, state, prot,
               MEM_PRIVATE)
    elif r is None:
        mbi = (page, 0, 0, 0x1000, MEM_FREE, 0x01, 0)
    elif r.tag in STACK_TAGS and (mem.hidden_pages or mem.guard_pages):
        # a stack the system made: reserved, guard and committed pages (kernel/guard.py)
        run_end, state, prot = stack_layout(mem, addr, r)
        mbi = (page, r.base, PAGE_READWRITE, run_end - page, state, prot, MEM_PRIVATE)
    elif r.tag == "mapped view" and view_at(vm, addr) is not None:
        run_end, state, prot, alloc_prot = view_query(vm, view_at(vm, addr), addr)
        mbi = (page, r.base, alloc_prot, run_end - page, state, prot, MEM_MAPPED)
    else:
        for begin, end, perms in mem.uc.mem_regions():
            if begin <= addr <= end:
                prot = UC_TO_PAGE_PROTECT.get(mem.windows_perms(begin, perms), 0x40)
                run_end = end + 1
                break
        else:  # pragma: no cover - region table and Unicorn disagree
            prot, run_end = r.protect, r.base + r.size
        kind = MEM_IMAGE if r.tag in ("image", "image view") else MEM_PRIVATE
        if r.tag == "image view":
            # a SEC_IMAGE view's writable pages are all copy-on-write (kernel/mapping.py)
            prot = {0x04: 0x08, 0x40: 0x80}.get(prot, prot)
        mbi = (page, r.base, r.protect, run_end - page, MEM_COMMIT, prot, kind)
    data = MEMORY_BASIC_INFORMATION.pack_values(*mbi, ptr=c.ptr_size)
    if size < len(data):
        return 0
    c.vm.mem.write(info, data)
    return len(data)


# -- TLS ---------------------------------------------------------------------------

@api(KERNEL32, "TlsAlloc", widths=BOTH)
def TlsAlloc(c):
    vm = c.vm
    used = vm.kernel.tls_used
    for i in range(64):
        if i not in used:
            used.add(i)
            for t in vm.threads.threads:        # a new slot reads 0 in every thread
                vm.mem.wptr(t.teb + TEB_LAYOUT[vm.ptr_size]["tls_slots"]
                            + vm.ptr_size * i, 0)
            return i
    return 0xFFFFFFFF  # TLS_OUT_OF_INDEXES


@api(KERNEL32, "TlsFree", "DWORD index", widths=BOTH)
def TlsFree(c, index):
    # Freeing an index TlsAlloc did not hand out (or one freed already) fails with
    # ERROR_INVALID_PARAMETER.
    used = c.vm.kernel.tls_used
    if index not in used:
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    used.discard(index)
    return 1


@api(KERNEL32, "TlsGetValue", "DWORD index", widths=BOTH)
def TlsGetValue(c, index):
    if index >= 64:
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    c.vm.last_error = 0  # documented: success clears the last error
    return c.vm.mem.uptr(c.vm.tls_slots_addr + c.ptr_size * index)


@api(KERNEL32, "TlsSetValue", "DWORD index, LPVOID value", widths=BOTH)
def TlsSetValue(c, index, value):
    if index >= 64:
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    c.vm.mem.wptr(c.vm.tls_slots_addr + c.ptr_size * index, value)
    return 1


# -- synchronisation (a critical section owned by another thread parks the caller) --
@api(KERNEL32, "InitializeCriticalSection", "LPVOID cs", widths=BOTH)
def InitializeCriticalSection(c, cs):
    cs_init(c.vm.mem, cs)


@api(KERNEL32, "InitializeCriticalSectionAndSpinCount", "LPVOID cs, DWORD spin", widths=BOTH)
def InitializeCriticalSectionAndSpinCount(c, cs, spin):
    InitializeCriticalSection(c, cs)
    return 1


@api(KERNEL32, "SetCriticalSectionSpinCount", "LPVOID cs, DWORD spin", widths=BOTH)
def SetCriticalSectionSpinCount(c, cs, spin):
    # The previous spin count. This desktop has one processor, where Windows documents
    # that the spin count is ignored and kept at 0: it was 0 and stays 0.
    return 0


@api(KERNEL32, "DeleteCriticalSection", "LPVOID cs", widths=BOTH)
def DeleteCriticalSection(c, cs):
    """Release the section: no owner, DebugInfo NULL, as Windows leaves it."""
    cs_delete(c.vm.mem, cs)


@api(KERNEL32, "EnterCriticalSection", "LPVOID cs", widths=BOTH)
def EnterCriticalSection(c, cs):
    if cs_busy(c.vm, cs):
        return PARK    # retried on this thread's next turn (kernel/threads.py)
    cs_take(c.vm, cs)


@api(KERNEL32, "LeaveCriticalSection", "LPVOID cs", widths=BOTH)
def LeaveCriticalSection(c, cs):
    cs_leave(c.vm, cs)


@api(KERNEL32, "TryEnterCriticalSection", "LPVOID cs", widths=BOTH)
def TryEnterCriticalSection(c, cs):
    if cs_busy(c.vm, cs):
        return 0
    cs_take(c.vm, cs)
    return 1


@api(KERNEL32, "InterlockedIncrement", "LPVOID p", widths=BOTH)
def InterlockedIncrement(c, p):
    v = (c.vm.mem.i32(p) + 1) & 0xFFFFFFFF
    c.vm.mem.w32(p, v)
    return v


@api(KERNEL32, "InterlockedDecrement", "LPVOID p", widths=BOTH)
def InterlockedDecrement(c, p):
    v = (c.vm.mem.i32(p) - 1) & 0xFFFFFFFF
    c.vm.mem.w32(p, v)
    return v


@api(KERNEL32, "InterlockedExchange", "LPVOID p, DWORD value", widths=BOTH)
def InterlockedExchange(c, p, value):
    old = c.vm.mem.u32(p)
    c.vm.mem.w32(p, value)
    return old


@api(KERNEL32, "InterlockedCompareExchange", "LPVOID p, DWORD exchange, DWORD comparand", widths=BOTH)
def InterlockedCompareExchange(c, p, exchange, comparand):
    old = c.vm.mem.u32(p)
    if old == comparand:
        c.vm.mem.w32(p, exchange)
    return old


@api(KERNEL32, "InterlockedExchangeAdd", "LPVOID p, DWORD value", widths=BOTH)
def InterlockedExchangeAdd(c, p, value):
    old = c.vm.mem.u32(p)
    c.vm.mem.w32(p, old + value)
    return old


# -- time --------------------------------------------------------------------------
@api(KERNEL32, "GetTickCount", widths=BOTH)
def GetTickCount(c):
    return c.vm.clock.now_ms()


@api(KERNEL32, "QueryPerformanceCounter", "LPVOID out", widths=BOTH)
def QueryPerformanceCounter(c, out):
    c.vm.mem.write(out, struct.pack("<Q", c.vm.clock.now_ms() * (QPC_FREQUENCY // 1000)))
    return 1


@api(KERNEL32, "QueryPerformanceFrequency", "LPVOID out", widths=BOTH)
def QueryPerformanceFrequency(c, out):
    c.vm.mem.write(out, struct.pack("<Q", QPC_FREQUENCY))
    return 1


def guest_filetime(vm):
    """Guest 'now' as a FILETIME value (100-ns units since 1601)."""
    return EPOCH_FILETIME + vm.clock.now_ms() * 10000


@api(KERNEL32, "GetSystemTimeAsFileTime", "LPVOID out", widths=BOTH)
def GetSystemTimeAsFileTime(c, out):
    c.vm.mem.write(out, struct.pack("<Q", guest_filetime(c.vm)))


def _systemtime(vm):
    t = guest_now(vm)
    return struct.pack("<8H", t.year, t.month, (t.weekday() + 1) % 7, t.day, t.hour,
                       t.minute, t.second, t.microsecond // 1000)


@api(KERNEL32, "GetSystemTime", "LPVOID out", widths=BOTH)
def GetSystemTime(c, out):
    c.vm.mem.write(out, _systemtime(c.vm))


@api(KERNEL32, "GetLocalTime", "LPVOID out", widths=BOTH)
def GetLocalTime(c, out):
    c.vm.mem.write(out, _systemtime(c.vm))  # the guest's time zone is UTC


@api(KERNEL32, "Sleep", "DWORD ms", widths=BOTH)
def Sleep(c, ms):
    vm = c.vm
    if ms == 0:
        return None
    deadline = vm.clock.now_ms() + ms

    def wait():
        vm.sleep_deadline = deadline
        try:
            while vm.clock.now_ms() < deadline:
                yield PARK
        finally:
            vm.sleep_deadline = None
    return wait()


# -- strings -----------------------------------------------------------------------
@api(KERNEL32, "lstrlen{AW}", "LPCTSTR s", widths=BOTH)
def lstrlen(c, s):
    return len(s) if s is not None else 0


@api(KERNEL32, "lstrcpy{AW}", "LPVOID dst, LPCTSTR src", widths=BOTH)
def lstrcpy(c, dst, src):
    c.write_str(dst, src or "")
    return dst


@api(KERNEL32, "lstrcpyn{AW}", "LPVOID dst, LPCTSTR src, INT n", widths=BOTH)
def lstrcpyn(c, dst, src, n):
    c.write_str(dst, src or "", n)
    return dst


@api(KERNEL32, "lstrcat{AW}", "LPVOID dst, LPCTSTR src", widths=BOTH)
def lstrcat(c, dst, src):
    cur = c.read_str(dst) or ""
    c.write_str(dst, cur + (src or ""))
    return dst


def _lstrcmp(a, b, flags):
    # NULL sorts before any string and equals NULL (what Windows and Wine do).
    if a is None or b is None:
        return (a is not None) - (b is not None)
    return nls.compare(a, b, flags)


@api(KERNEL32, "lstrcmp{AW}", "LPCTSTR a, LPCTSTR b", widths=BOTH)
def lstrcmp(c, a, b):
    return _lstrcmp(a, b, 0)


@api(KERNEL32, "lstrcmpi{AW}", "LPCTSTR a, LPCTSTR b", widths=BOTH)
def lstrcmpi(c, a, b):
    return _lstrcmp(a, b, nls.NORM_IGNORECASE)


@api(KERNEL32, "MultiByteToWideChar", "UINT cp, DWORD flags, LPVOID src, INT srclen, LPVOID dst, INT dstlen", widths=BOTH)
def MultiByteToWideChar(c, cp, flags, src, srclen, dst, dstlen):
    mem = c.vm.mem
    cp = thread_code_page(c, cp)
    if not src or srclen == 0 or dstlen < 0 or (dstlen and not dst):
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    data = mem.cbytes(src) + b"\0" if srclen < 0 else mem.read(src, srclen)
    try:
        text = nls.mb_to_wide(cp, flags, data)
    except nls.NlsError as e:
        c.vm.last_error = e.error
        return 0
    except NotImplementedError as e:
        raise Unimplemented("KERNEL32.dll!MultiByteToWideChar (%s)" % e)
    out = text.encode("utf-16-le", "surrogatepass")
    if dstlen == 0:
        return len(out) // 2
    if len(out) > 2 * dstlen:     # fill the buffer, never past it, and fail
        mem.write(dst, out[:2 * dstlen])
        c.vm.last_error = ERROR_INSUFFICIENT_BUFFER
        return 0
    mem.write(dst, out)
    return len(out) // 2


def _default_char(mem, cp, default):
    """lpDefaultChar's bytes (None for NULL): one byte, or two when it begins with a lead
    byte of a double-byte code page."""
    if not default:
        return None
    first = mem.read(default, 1)
    if nls.lead_byte({0: 1252, 1: 437}.get(cp, cp), first[0]):
        return bytes(mem.read(default, 2))
    return bytes(first)


@api(KERNEL32, "WideCharToMultiByte", "UINT cp, DWORD flags, LPVOID src, INT srclen, LPVOID dst, INT dstlen, LPVOID def, LPVOID used", widths=BOTH)
def WideCharToMultiByte(c, cp, flags, src, srclen, dst, dstlen, default, used):
    mem = c.vm.mem
    cp = thread_code_page(c, cp)
    if not src or srclen == 0 or dstlen < 0 or (dstlen and not dst):
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    if srclen < 0:
        n = 0
        while mem.u16(src + 2 * n):
            n += 1
        srclen = n + 1
    text = mem.read(src, 2 * srclen).decode("utf-16-le", "surrogatepass")
    try:
        # UTF-7 and UTF-8 take no lpUsedDefaultChar: ERROR_INVALID_PARAMETER, which for
        # UTF-7 wins over a bad flag's ERROR_INVALID_FLAGS; for UTF-8 the flags are
        # checked first (Windows 10 1709 and later, as Wine 8).
        if used and nls.code_page(cp) == "utf-7":
            raise nls.NlsError(ERROR_INVALID_PARAMETER)
        data, defaulted = nls.wide_to_mb(cp, flags, text, _default_char(mem, cp, default))
        if used and nls.code_page(cp) == "utf-8":
            raise nls.NlsError(ERROR_INVALID_PARAMETER)
    except nls.NlsError as e:
        c.vm.last_error = e.error
        return 0
    if used and dstlen and len(data) > dstlen:
        # The flag tells of the characters converted before the buffer ran out only (a
        # default character past it was never written).
        defaulted, size = False, 0
        for ch in text:
            piece, d = nls.wide_to_mb(cp, flags, ch, _default_char(mem, cp, default))
            if size + len(piece) > dstlen:
                break
            size += len(piece)
            defaulted = defaulted or d
    if used:
        mem.w32(used, int(defaulted))
    if dstlen == 0:
        return len(data)
    if len(data) > dstlen:        # fill the buffer, never past it, and fail
        mem.write(dst, nls.fit_mb(cp, text, data, dstlen))
        c.vm.last_error = ERROR_INSUFFICIENT_BUFFER
        return 0
    mem.write(dst, data)
    return len(data)


@api(KERNEL32, "GetACP", widths=BOTH)
def GetACP(c):
    return 1252


@api(KERNEL32, "CloseHandle", "HANDLE h", widths=BOTH)
def CloseHandle(c, h):
    """Close a handle; the object goes (its ``close`` runs) with its last handle, since
    DuplicateHandle and named objects give several handles to one object."""
    obj = c.vm.handles.get(h)
    may_close = getattr(obj, "may_close", None)
    if obj is None or (may_close is not None and not may_close(c.vm, h)) \
            or c.vm.kernel.handle_flags.get(h, 0) & 0x2:     # HANDLE_FLAG_PROTECT_FROM_CLOSE
        # a handle the system holds for the process (its window station, a thread's
        # desktop) is refused as if it were no handle, as Windows does
        c.vm.last_error = ERROR_INVALID_HANDLE
        return 0
    c.vm.handles.close(h)
    c.vm.kernel.handle_flags.pop(h, None)
    return 1


@api(KERNEL32, "IsDBCSLeadByteEx", "UINT cp, UINT byte", widths=BOTH)
def IsDBCSLeadByteEx(c, cp, byte):
    """TRUE if ``byte`` begins a two-byte character of code page ``cp`` (CP_ACP: 1252,
    CP_OEMCP: 437, neither of which has lead bytes; CP_THREAD_ACP: the thread locale's
    ANSI page)."""
    cp = {0: 1252, 1: 437}.get(cp, cp)
    return int(nls.lead_byte(thread_code_page(c, cp), byte & 0xFF))


@api(KERNEL32, "IsDBCSLeadByte", "UINT byte", widths=BOTH)
def IsDBCSLeadByte(c, byte):
    """IsDBCSLeadByteEx of the ANSI code page (1252: never)."""
    return int(nls.lead_byte(1252, byte & 0xFF))


@api(KERNEL32, "GetTickCount64", widths=BOTH)
def GetTickCount64(c):
    return Ret64(c.vm.clock.now_ms())
