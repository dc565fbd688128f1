"""KERNEL32: the process and module lists of the one guest process — toolhelp
(CreateToolhelp32Snapshot, Process32First/Next, Module32First/Next, Thread32First/Next),
the PSAPI functions kernel32 exports (K32EnumProcesses, K32EnumProcessModules,
K32GetModuleBaseName, K32GetModuleFileNameEx, K32GetModuleInformation) — and activation
contexts.

The processes are the idle process (id 0, "[System Process]", as Windows lists it) and
the program; the modules are the program, the built-in DLLs its import table names
(KERNEL32 & co., at their pseudo handles) and the guest DLLs it has loaded.

Activation contexts: a context made from a manifest (a file, or an RT_MANIFEST resource
of a module) is created, activated on the thread's stack, deactivated by cookie, counted
and released; a lookup asks the thread's contexts, then the process default context made
from the executable's own manifest (`kernel/actctx.py`). Only the DLLs of Windows' own
assemblies are redirected (Common Controls 6, GDI+): no other assembly is installed.
"""

import os
from ....abi.api import BOTH, Unimplemented, api
from ....abi.structs import struct
from ...core.builtin_dlls import module_handle, module_name
from ...core.winerror import (ERROR_FILE_NOT_FOUND, ERROR_INSUFFICIENT_BUFFER,
                             ERROR_INVALID_HANDLE, ERROR_INVALID_PARAMETER, ERROR_MOD_NOT_FOUND,
                             ERROR_NO_MORE_FILES,
                             ERROR_RESOURCE_TYPE_NOT_FOUND, ERROR_SXS_CANT_GEN_ACTCTX,
                             ERROR_SXS_INVALID_DEACTIVATION, ERROR_SXS_KEY_NOT_FOUND)
from ...kernel.process import CURRENT_PID, is_current_process
from ...kernel.vfs import C_DEVICE, VfsError
from ...kernel.resources import module_resources
from ...kernel.actctx import (RT_MANIFEST, ActCtx, active_contexts, manifest_dlls,
                              manifest_text)
from ...core.dllnames import KERNEL32
from ...core.structures import (ACTCTX, ACTCTX_SECTION_KEYED_DATA_2600,
                                ACTIVATION_CONTEXT_BASIC_INFORMATION)
from ...kernel.handletable import handle_kind

INVALID_HANDLE_VALUE = 0xFFFFFFFF
TH32CS_SNAPHEAPLIST, TH32CS_SNAPPROCESS, TH32CS_SNAPTHREAD, TH32CS_SNAPMODULE = 1, 2, 4, 8
TH32CS_SNAPMODULE32 = 0x10
BUILTIN_SIZE = 0x10000          # the pseudo handles' spacing (core/builtin_dlls.py)


def modules(vm):
    """(handle, size, base name, guest path, entry point) of each module, program first."""
    img = vm.image
    out = [(img.base, img.size, vm.module_name, vm.image_path, img.entry)]
    seen = set()
    for dll, _name, _addr in img.imports:
        h = module_handle(vm, dll)
        if h and h not in seen:
            seen.add(h)
            name = module_name(vm, h)
            out.append((h, BUILTIN_SIZE, name, "C:\\WINDOWS\\SYSTEM32\\" + name, 0))
    for m in vm.dlls.modules.values():
        out.append((m.base, m.image.size, os.path.basename(m.guest_path), m.guest_path,
                    m.image.entry or 0))
    return out


@handle_kind("toolhelp snapshot")
class Snapshot:
    """A toolhelp snapshot: the lists as they were, and a cursor per list."""

    def __init__(self, processes, mods, threads):
        self.processes, self.modules, self.threads = processes, mods, threads
        self.cursor = {"process": 0, "module": 0, "thread": 0}

    def close(self):
        """Nothing to release."""


@api(KERNEL32, "CreateToolhelp32Snapshot", "DWORD flags, DWORD pid", widths=BOTH)
def CreateToolhelp32Snapshot(c, flags, pid):
    """A snapshot of the processes, threads and (for this process: 0 or its id) modules.
    Modules of another process id fail with ERROR_INVALID_PARAMETER (there is none). The
    heap list is not kept: TH32CS_SNAPHEAPLIST gives an empty one."""
    vm = c.vm
    want_modules = flags & (TH32CS_SNAPMODULE | TH32CS_SNAPMODULE32)
    if want_modules and pid not in (0, CURRENT_PID):
        vm.last_error = ERROR_INVALID_PARAMETER
        return INVALID_HANDLE_VALUE
    procs = []
    if flags & TH32CS_SNAPPROCESS:
        threads = sum(1 for t in vm.threads.threads if t.alive)
        procs = [(0, 1, 0, "[System Process]"), (CURRENT_PID, threads, 0, vm.module_name)]
    tids = [t.tid for t in vm.threads.threads if t.alive] if flags & TH32CS_SNAPTHREAD else []
    mods = modules(vm) if want_modules else []
    return vm.new_handle(Snapshot(procs, mods, tids))


# tlhelp32.h's entries: th32DefaultHeapID (ULONG_PTR), modBaseAddr and hModule are
# pointer-sized, so PROCESSENTRY32W is 556 bytes in a 32-bit program and 568 in a 64-bit
# one; THREADENTRY32 holds no pointer (28 bytes at both widths).
PROCESSENTRY32 = struct("PROCESSENTRY32{AW}",
                        "DWORD dwSize; DWORD cntUsage; DWORD th32ProcessID;"
                        " ULONG_PTR th32DefaultHeapID; DWORD th32ModuleID; DWORD cntThreads;"
                        " DWORD th32ParentProcessID; LONG pcPriClassBase; DWORD dwFlags;"
                        " TCHAR szExeFile[260]")
MODULEENTRY32 = struct("MODULEENTRY32{AW}",
                       "DWORD dwSize; DWORD th32ModuleID; DWORD th32ProcessID;"
                       " DWORD GlblcntUsage; DWORD ProccntUsage; LPBYTE modBaseAddr;"
                       " DWORD modBaseSize; HMODULE hModule; TCHAR szModule[256];"
                       " TCHAR szExePath[260]")
THREADENTRY32 = struct("THREADENTRY32",
                       "DWORD dwSize; DWORD cntUsage; DWORD th32ThreadID;"
                       " DWORD th32OwnerProcessID; LONG tpBasePri; LONG tpDeltaPri;"
                       " DWORD dwFlags")
# psapi.h: what K32GetModuleInformation fills (24 bytes at 64 bits)
MODULEINFO = struct("MODULEINFO", "LPVOID lpBaseOfDll; DWORD SizeOfImage; LPVOID EntryPoint")


def _next(c, h, kind, entry, wide, first, stype, write):
    vm = c.vm
    snap = vm.handles.get(h, Snapshot)
    if snap is None:
        vm.last_error = ERROR_INVALID_HANDLE
        return 0
    if stype is not THREADENTRY32:
        stype = stype.W if wide else stype.A
    # dwSize too small for the caller's width's structure (Wine 8's check)
    if vm.mem.u32(entry) < stype.sizeof(vm.ptr_size):
        vm.last_error = ERROR_INSUFFICIENT_BUFFER
        return 0
    items = {"process": snap.processes, "module": snap.modules, "thread": snap.threads}[kind]
    if first:
        snap.cursor[kind] = 0
    i = snap.cursor[kind]
    if i >= len(items):
        vm.last_error = ERROR_NO_MORE_FILES
        return 0
    snap.cursor[kind] = i + 1
    # every field but dwSize (the caller's) is written, the names cut to fit
    stype.write(vm.mem, entry, vm.ptr_size, **write(items[i]))
    return 1


def _process(p):
    pid, threads, parent, name = p
    return dict(cntUsage=0, th32ProcessID=pid, th32DefaultHeapID=0, th32ModuleID=0,
                cntThreads=threads, th32ParentProcessID=parent,
                pcPriClassBase=8 if pid else 0, dwFlags=0, szExeFile=name)


def _module_entry(m):
    h, size, name, path, _ = m
    return dict(th32ModuleID=1, th32ProcessID=CURRENT_PID, GlblcntUsage=0xFFFF,
                ProccntUsage=0xFFFF, modBaseAddr=h, modBaseSize=size, hModule=h,
                szModule=name, szExePath=path)


def _thread(tid):
    return dict(cntUsage=0, th32ThreadID=tid, th32OwnerProcessID=CURRENT_PID, tpBasePri=8,
                tpDeltaPri=0, dwFlags=0)


@api(KERNEL32, "Process32FirstW", "HANDLE h, LPVOID entry", widths=BOTH)
def Process32FirstW(c, h, entry):
    """The snapshot's first process (PROCESSENTRY32W; dwSize checked)."""
    return _next(c, h, "process", entry, True, True, PROCESSENTRY32, _process)


@api(KERNEL32, "Process32NextW", "HANDLE h, LPVOID entry", widths=BOTH)
def Process32NextW(c, h, entry):
    """The next process, or FALSE with ERROR_NO_MORE_FILES."""
    return _next(c, h, "process", entry, True, False, PROCESSENTRY32, _process)


@api(KERNEL32, "Process32First", "HANDLE h, LPVOID entry", widths=BOTH)
def Process32First(c, h, entry):
    """Process32FirstW with PROCESSENTRY32 (ANSI names)."""
    return _next(c, h, "process", entry, False, True, PROCESSENTRY32, _process)


@api(KERNEL32, "Process32Next", "HANDLE h, LPVOID entry", widths=BOTH)
def Process32Next(c, h, entry):
    """Process32NextW with PROCESSENTRY32."""
    return _next(c, h, "process", entry, False, False, PROCESSENTRY32, _process)


@api(KERNEL32, "Module32FirstW", "HANDLE h, LPVOID entry", widths=BOTH)
def Module32FirstW(c, h, entry):
    """The snapshot's first module (MODULEENTRY32W): the program."""
    return _next(c, h, "module", entry, True, True, MODULEENTRY32, _module_entry)


@api(KERNEL32, "Module32NextW", "HANDLE h, LPVOID entry", widths=BOTH)
def Module32NextW(c, h, entry):
    """The next module, or FALSE with ERROR_NO_MORE_FILES."""
    return _next(c, h, "module", entry, True, False, MODULEENTRY32, _module_entry)


@api(KERNEL32, "Module32First", "HANDLE h, LPVOID entry", widths=BOTH)
def Module32First(c, h, entry):
    """Module32FirstW with MODULEENTRY32 (ANSI names)."""
    return _next(c, h, "module", entry, False, True, MODULEENTRY32, _module_entry)


@api(KERNEL32, "Module32Next", "HANDLE h, LPVOID entry", widths=BOTH)
def Module32Next(c, h, entry):
    """Module32NextW with MODULEENTRY32."""
    return _next(c, h, "module", entry, False, False, MODULEENTRY32, _module_entry)


@api(KERNEL32, "Thread32First", "HANDLE h, LPVOID entry", widths=BOTH)
def Thread32First(c, h, entry):
    """The snapshot's first thread (THREADENTRY32)."""
    return _next(c, h, "thread", entry, False, True, THREADENTRY32, _thread)


@api(KERNEL32, "Thread32Next", "HANDLE h, LPVOID entry", widths=BOTH)
def Thread32Next(c, h, entry):
    """The next thread, or FALSE with ERROR_NO_MORE_FILES."""
    return _next(c, h, "thread", entry, False, False, THREADENTRY32, _thread)


# -- PSAPI in kernel32 ------------------------------------------------------------------------------
def _fill_dwords(c, out, cb, needed, values):
    mem = c.vm.mem
    for i, v in enumerate(values[:cb // 4]):
        mem.w32(out + 4 * i, v)
    if needed:
        mem.w32(needed, 4 * len(values))


def _fill_handles(c, out, cb, needed, values):
    """An HMODULE array: a pointer each, at the program's width; *needed (a DWORD)
    counts the bytes all of them take."""
    mem = c.vm.mem
    n = mem.ptr_size
    for i, v in enumerate(values[:cb // n]):
        mem.wptr(out + n * i, v)
    if needed:
        mem.w32(needed, n * len(values))


@api(KERNEL32, "K32EnumProcesses", "LPVOID pids, DWORD cb, LPVOID needed", widths=BOTH)
def K32EnumProcesses(c, pids, cb, needed):
    """The process ids: the idle process's (0) and the program's. *needed gets the bytes
    written (a full buffer means the caller should try a bigger one)."""
    values = [0, CURRENT_PID][:cb // 4]
    _fill_dwords(c, pids, cb, 0, values)
    c.vm.mem.w32(needed, 4 * len(values))
    return 1


def _process_ok(c, h):
    if not is_current_process(c.vm, h):
        c.vm.last_error = ERROR_INVALID_HANDLE
        return False
    return True


@api(KERNEL32, "K32EnumProcessModules", "HANDLE process, LPVOID out, DWORD cb, LPVOID needed", widths=BOTH)
def K32EnumProcessModules(c, process, out, cb, needed):
    """The module handles of this process, the program's first; *needed: the bytes all
    of them take."""
    if not _process_ok(c, process):
        return 0
    _fill_handles(c, out, cb, needed, [m[0] for m in modules(c.vm)])
    return 1


@api(KERNEL32, "K32EnumProcessModulesEx", "HANDLE process, LPVOID out, DWORD cb, LPVOID needed, "
     "DWORD filter", widths=BOTH)
def K32EnumProcessModulesEx(c, process, out, cb, needed, filter):
    """K32EnumProcessModules: every module has the program's width, whatever the filter."""
    return K32EnumProcessModules(c, process, out, cb, needed)


def _module(c, h):
    for m in modules(c.vm):
        if m[0] == h or (not h and m[0] == c.vm.image.base):
            return m
    c.vm.last_error = ERROR_MOD_NOT_FOUND if h else ERROR_INVALID_HANDLE
    return None


def _copy_name(c, text, buf, size):
    if not size:
        c.vm.last_error = ERROR_INSUFFICIENT_BUFFER
        return 0
    return c.write_str(buf, text, size)


@api(KERNEL32, "K32GetModuleBaseName{AW}", "HANDLE process, HMODULE h, LPVOID buf, DWORD size", widths=BOTH)
def K32GetModuleBaseName(c, process, h, buf, size):
    """A module's file name (NULL: the program's), cut to fit ``size``."""
    if not _process_ok(c, process):
        return 0
    m = _module(c, h)
    return 0 if m is None else _copy_name(c, m[2], buf, size)


@api(KERNEL32, "K32GetModuleFileNameEx{AW}", "HANDLE process, HMODULE h, LPVOID buf, DWORD size", widths=BOTH)
def K32GetModuleFileNameEx(c, process, h, buf, size):
    """A module's full path (NULL: the program's), cut to fit ``size``."""
    if not _process_ok(c, process):
        return 0
    m = _module(c, h)
    return 0 if m is None else _copy_name(c, m[3], buf, size)


@api(KERNEL32, "K32GetModuleInformation", "HANDLE process, HMODULE h, LPVOID info, DWORD cb", widths=BOTH)
def K32GetModuleInformation(c, process, h, info, cb):
    """MODULEINFO: base, image size, entry point."""
    if not _process_ok(c, process):
        return 0
    if cb < MODULEINFO.sizeof(c.vm.ptr_size):
        c.vm.last_error = ERROR_INSUFFICIENT_BUFFER
        return 0
    m = _module(c, h)
    if m is None:
        return 0
    MODULEINFO.write(c.vm.mem, info, c.vm.ptr_size, lpBaseOfDll=m[0], SizeOfImage=m[1],
                     EntryPoint=m[4])
    return 1


# -- activation contexts --------------------------------------------------------------------------
ACTCTX_FLAG_RESOURCE_NAME_VALID = 0x8
ACTCTX_FLAG_HMODULE_VALID = 0x80
ACTIVATION_CONTEXT_SECTION_DLL_REDIRECTION = 2
FIND_ACTCTX_SECTION_KEY_RETURN_HACTCTX = 1


def _actctxs(vm):
    return vm.kernel.actctx


@api(KERNEL32, "CreateActCtx{AW}", "LPVOID ctx", widths=BOTH)
def CreateActCtx(c, ctx):
    """A context from a manifest: the file ``lpSource``, or the RT_MANIFEST resource
    (``lpResourceName``, default 1) of ``hModule``. A missing manifest fails with
    ERROR_FILE_NOT_FOUND / ERROR_RESOURCE_TYPE_NOT_FOUND, one that is no assembly
    manifest with ERROR_SXS_CANT_GEN_ACTCTX."""
    vm = c.vm
    mem = vm.mem
    # read through the declaration, at the caller's width (ACTCTXA/W: 32 or 56 bytes)
    view = c.struct(ACTCTX, ctx)
    size, flags, source = view.cbSize, view.dwFlags, view.lpSource
    if size < ACTCTX.A.sizeof(vm.ptr_size):       # the A and W forms are one size
        vm.last_error = ERROR_INVALID_PARAMETER
        return INVALID_HANDLE_VALUE
    res_name = view.lpResourceName if flags & ACTCTX_FLAG_RESOURCE_NAME_VALID else 1
    hmod = view.hModule if flags & ACTCTX_FLAG_HMODULE_VALID else 0
    if flags & ACTCTX_FLAG_HMODULE_VALID:
        res = module_resources(vm, hmod)
        found = res.lookup(RT_MANIFEST, res_name if res_name < 0x10000
                           else c.read_str(res_name)) if res is not None else None
        if found is None:
            vm.last_error = ERROR_RESOURCE_TYPE_NOT_FOUND
            return INVALID_HANDLE_VALUE
        data = mem.read(found.addr, found.size)
        where = "module %#x resource" % hmod
    else:
        path = c.read_str(source) if source else None
        try:
            _, host = vm.vfs.resolve(path or "")
            with open(host, "rb") as f:
                data = f.read(1 << 20)
        except (VfsError, OSError):
            vm.last_error = ERROR_FILE_NOT_FOUND
            return INVALID_HANDLE_VALUE
        where = path
    text = manifest_text(data)
    if "<assembly" not in text:
        vm.last_error = ERROR_SXS_CANT_GEN_ACTCTX
        return INVALID_HANDLE_VALUE
    h = vm.heap.alloc(16, zero=True)        # the context's identity, as Windows' pointers
    _actctxs(vm)["contexts"][h] = ActCtx(where, manifest_dlls(text))
    return h


def _ctx(c, h):
    got = _actctxs(c.vm)["contexts"].get(h)
    if got is None:
        c.vm.last_error = ERROR_INVALID_PARAMETER
    return got


@api(KERNEL32, "AddRefActCtx", "HANDLE h", widths=BOTH)
def AddRefActCtx(c, h):
    """One more reference to a context."""
    ctx = _ctx(c, h)
    if ctx is not None:
        ctx.refs += 1


@api(KERNEL32, "ReleaseActCtx", "HANDLE h", widths=BOTH)
def ReleaseActCtx(c, h):
    """One reference less; the context goes at zero."""
    ctx = _ctx(c, h)
    if ctx is None:
        return
    ctx.refs -= 1
    if ctx.refs <= 0:
        del _actctxs(c.vm)["contexts"][h]
        c.vm.heap.free(h)


@api(KERNEL32, "ActivateActCtx", "HANDLE h, LPVOID cookie", widths=BOTH)
def ActivateActCtx(c, h, cookie):
    """Push a context (NULL: the process default) on the calling thread's stack; the
    cookie identifies this activation for DeactivateActCtx."""
    vm = c.vm
    state = _actctxs(vm)
    if h and h not in state["contexts"]:
        vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    state["cookie"] += 1
    state["stacks"].setdefault(vm.threads.current.tid, []).append((state["cookie"], h))
    if cookie:
        vm.mem.wptr(cookie, state["cookie"])        # a ULONG_PTR cell
    return 1


@api(KERNEL32, "DeactivateActCtx", "DWORD flags, ULONG_PTR cookie", widths=BOTH)
def DeactivateActCtx(c, flags, cookie):
    """Pop the activation ``cookie`` names (and, with DEACTIVATE_ACTCTX_FLAG_FORCE_EARLY
    _DEACTIVATION, those above it); one that is not the thread's top fails with
    ERROR_SXS_INVALID_DEACTIVATION."""
    vm = c.vm
    stack = _actctxs(vm)["stacks"].get(vm.threads.current.tid, [])
    cookies = [k for k, _ in stack]
    if cookie not in cookies:
        vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    i = cookies.index(cookie)
    if i != len(stack) - 1 and not flags & 1:
        vm.last_error = ERROR_SXS_INVALID_DEACTIVATION
        return 0
    del stack[i:]
    return 1


@api(KERNEL32, "GetCurrentActCtx", "LPVOID out", widths=BOTH)
def GetCurrentActCtx(c, out):
    """The context on top of the thread's stack (NULL: the default), referenced once
    more for the caller."""
    vm = c.vm
    stack = _actctxs(vm)["stacks"].get(vm.threads.current.tid, [])
    h = stack[-1][1] if stack else 0
    if h:
        _actctxs(vm)["contexts"][h].refs += 1
    vm.mem.wptr(out, h)                             # a HANDLE cell
    return 1


QUERY_ACTCTX_FLAG_USE_ACTIVE_ACTCTX, QUERY_ACTCTX_FLAG_ACTCTX_IS_HMODULE = 0x4, 0x8
QUERY_ACTCTX_FLAG_ACTCTX_IS_ADDRESS, QUERY_ACTCTX_FLAG_NO_ADDREF = 0x10, 0x80000000
ActivationContextBasicInformation = 1


@api(KERNEL32, "QueryActCtxW", "DWORD flags, HANDLE h, LPVOID sub, ULONG info_class, "
     "LPVOID buf, SIZE_T size, LPVOID written", widths=BOTH)
def QueryActCtxW(c, flags, h, sub, info_class, buf, size, written):
    """What a context is: ActivationContextBasicInformation (its handle, referenced once
    more unless QUERY_ACTCTX_FLAG_NO_ADDREF, and flags 0) of ``h`` or, with
    QUERY_ACTCTX_FLAG_USE_ACTIVE_ACTCTX, of the thread's active one (NULL: the process
    default, msg.c's test_interthread_messages); too small a buffer fails with
    ERROR_INSUFFICIENT_BUFFER and the size needed in ``written``. A module's or an
    address's context and the other classes (the assembly and file details) stop the
    guest naming them."""
    vm = c.vm
    if flags & (QUERY_ACTCTX_FLAG_ACTCTX_IS_HMODULE | QUERY_ACTCTX_FLAG_ACTCTX_IS_ADDRESS):
        raise Unimplemented("KERNEL32.dll!QueryActCtxW (a module's or an address's context)")
    if info_class != ActivationContextBasicInformation:
        raise Unimplemented("KERNEL32.dll!QueryActCtxW (information class %d)" % info_class)
    state = _actctxs(vm)
    if flags & QUERY_ACTCTX_FLAG_USE_ACTIVE_ACTCTX:
        stack = state["stacks"].get(vm.threads.current.tid, [])
        h = stack[-1][1] if stack else 0
    elif h and h not in state["contexts"]:
        vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    need = ACTIVATION_CONTEXT_BASIC_INFORMATION.sizeof(vm.ptr_size)
    if written:
        vm.mem.wptr(written, need)                  # a SIZE_T cell
    if not buf or size < need:
        vm.last_error = ERROR_INSUFFICIENT_BUFFER
        return 0
    if h and not flags & QUERY_ACTCTX_FLAG_NO_ADDREF:
        state["contexts"][h].refs += 1
    ACTIVATION_CONTEXT_BASIC_INFORMATION.write(vm.mem, buf, vm.ptr_size, hActCtx=h, dwFlags=0)
    return 1


@api(KERNEL32, "FindActCtxSectionGuid", "DWORD flags, LPVOID ext, ULONG section, LPVOID guid, "
     "LPVOID data", widths=BOTH)
def FindActCtxSectionGuid(c, flags, ext, section, guid, data):
    """Look a GUID up in the active contexts: no assembly is installed, so nothing is
    found (ERROR_SXS_KEY_NOT_FOUND)."""
    c.vm.last_error = ERROR_SXS_KEY_NOT_FOUND
    return 0


@api(KERNEL32, "FindActCtxSectionString{AW}", "DWORD flags, LPVOID ext, ULONG section, "
     "LPCTSTR name, LPVOID data", widths=BOTH)
def FindActCtxSectionString(c, flags, ext, section, name, data):
    """Look a name up in the thread's active contexts, the innermost first. A DLL that a
    context's dependency on one of Windows' assemblies redirects (comctl32.dll for Common
    Controls 6) is found in ACTIVATION_CONTEXT_SECTION_DLL_REDIRECTION: the answer names
    the context (referenced once more with FIND_ACTCTX_SECTION_KEY_RETURN_HACTCTX) and the
    dependency's roster index (2: the manifest itself is 1); the section's data blocks
    are not laid out (lpData NULL, lengths 0). Anything else is not found
    (ERROR_SXS_KEY_NOT_FOUND), as no other assembly is installed."""
    vm = c.vm
    key = name.lower() if name else ""
    if section == ACTIVATION_CONTEXT_SECTION_DLL_REDIRECTION and key:
        state = _actctxs(vm)
        for h in active_contexts(vm):
            ctx = state["contexts"].get(h)
            if ctx is None or key not in ctx.dlls:
                continue
            if not data:
                vm.last_error = ERROR_INVALID_PARAMETER
                return 0
            out = ACTCTX_SECTION_KEYED_DATA_2600.at(vm.mem, data, vm.ptr_size)
            if out.cbSize < ACTCTX_SECTION_KEYED_DATA_2600.sizeof(vm.ptr_size):
                vm.last_error = ERROR_INSUFFICIENT_BUFFER
                return 0
            if flags & FIND_ACTCTX_SECTION_KEY_RETURN_HACTCTX:
                ctx.refs += 1
            ACTCTX_SECTION_KEYED_DATA_2600.write(
                vm.mem, data, vm.ptr_size, cbSize=out.cbSize, ulDataFormatVersion=1,
                hActCtx=h if flags & FIND_ACTCTX_SECTION_KEY_RETURN_HACTCTX else 0,
                ulAssemblyRosterIndex=2)
            return 1
    vm.last_error = ERROR_SXS_KEY_NOT_FOUND
    return 0




@api(KERNEL32, "K32GetProcessImageFileName{AW}", "HANDLE process, LPVOID buf, DWORD size", widths=BOTH)
def K32GetProcessImageFileName(c, process, buf, size):
    """The program's path in NT device form (``\\Device\\HarddiskVolume1\\...`` for
    C:\\...): the characters written without the NUL; too small a buffer fails with
    ERROR_INSUFFICIENT_BUFFER."""
    if not _process_ok(c, process):
        return 0
    path = _module(c, 0)[3]
    text = C_DEVICE + path[2:] if path[1:2] == ":" else path
    if size < len(text) + 1:
        c.vm.last_error = ERROR_INSUFFICIENT_BUFFER
        return 0
    c.write_str(buf, text)
    return len(text)
