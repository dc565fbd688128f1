"""A program's own DLLs: find, map, relocate, bind, initialise, export, unload.

Which DLL a name means (docs/dlls.md):

- Wine's PE builds of system DLLs (marked "Wine builtin DLL") are never loaded: they are
  Wine's implementation of a system DLL, and here ours stands in for it.

- A name of a **KnownDLL** we implement (KERNEL32, USER32, GDI32, msvcrt, ADVAPI32,
  COMDLG32, SHELL32, ntdll, and every ``api-ms-win-*`` API set) is always the built-in
  one, as Windows always loads a KnownDLL from System32 whatever lies next to the program.
- Any other name is searched in Windows' (safe) order: the program's own folder (on the
  host, the folder the .exe came from; in the guest, ``C:\\``), ``C:\\WINDOWS\\SYSTEM32``,
  ``C:\\WINDOWS`` of the VFS. A guest DLL found there wins — also over a built-in DLL
  that is not a KnownDLL (COMCTL32, WINMM), as an application-local copy does on Windows.
- Not found there, a built-in DLL of that name is used; otherwise the load fails with
  ERROR_MOD_NOT_FOUND.

A loaded DLL is mapped with the PE loader (relocated when its preferred base is taken),
its imports are bound to built-in thunks or to the exports of other guest DLLs (loaded
first, recursively), then its TLS callbacks and DllMain run with DLL_PROCESS_ATTACH —
dependencies first. Threads created later call DllMain with DLL_THREAD_ATTACH on start and
DLL_THREAD_DETACH when they end. FreeLibrary runs DLL_PROCESS_DETACH and unmaps when the
count reaches zero. Exports resolve by name or ordinal and follow forwarders
("OTHER.name", "OTHER.#7"). Delay-load imports need nothing here: the program's own
helper (``__delayLoadHelper2``) calls LoadLibrary and GetProcAddress.
"""

import os

from ...abi.api import GuestCall
from ...machine.loader import BadExecutable, load_pe
from ...machine.cpu import THUNK_BASE
from ...machine.pe_image import parse_image, read_exports
from ..core.builtin_dlls import module_handle, windows_dll
from ..core.winerror import ERROR_BAD_EXE_FORMAT, ERROR_MOD_NOT_FOUND
from . import statictls
from .threads import fls_cleanup

__all__ = ["DllLoader", "GuestModule", "KNOWN_DLLS", "DllLoadError", "module_at"]

DLL_PROCESS_DETACH, DLL_PROCESS_ATTACH, DLL_THREAD_ATTACH, DLL_THREAD_DETACH = 0, 1, 2, 3

#: Windows' KnownDLLs that we implement: always the built-in, wherever the program looks.
#: ucrtbase is not a KnownDLL, but Windows 10 always uses the system's Universal CRT even
#: when a program carries its own copy (Microsoft's "app-local deployment" notes).
KNOWN_DLLS = {"kernel32.dll", "user32.dll", "gdi32.dll", "msvcrt.dll", "advapi32.dll",
              "comdlg32.dll", "shell32.dll", "ntdll.dll", "kernelbase.dll", "ole32.dll",
              "oleaut32.dll", "shlwapi.dll", "shcore.dll", "ucrtbase.dll"}
SEARCH_DIRS = ("C:\\", "C:\\WINDOWS\\SYSTEM32", "C:\\WINDOWS")
SEARCH_APPLICATION_DIR, SEARCH_USER_DIRS = 0x200, 0x400      # LOAD_LIBRARY_SEARCH_*
SEARCH_SYSTEM32, SEARCH_DEFAULT_DIRS = 0x800, 0x1000


class DllLoadError(Exception):
    """A DLL could not be loaded; ``error`` is the Win32 error code."""

    def __init__(self, error, message):
        super().__init__(message)
        self.error = error


class GuestModule:
    """One loaded guest DLL."""

    def __init__(self, name, guest_path, image):
        self.name, self.guest_path, self.image = name, guest_path, image
        self.base = image.base
        self.refs = 0
        self.deps = []                 # guest modules its imports loaded
        self.initialised = False
        self.tls_index = None          # its implicit TLS index (statictls.py), if any
        self.no_thread_calls = False   # DisableThreadLibraryCalls: no thread notifications
        self.resources = None          # its resource index (user/resources.py), on first use
        self.by_name, self.by_ordinal = {}, {}
        parsed = image.parsed           # bounded by machine/pe_image.py
        for ordinal, target in parsed.export_ordinals.items():
            self.by_ordinal[ordinal] = target if isinstance(target, str) \
                else self.base + target
        for name, ordinal in parsed.export_names.items():
            if ordinal in self.by_ordinal:
                self.by_name[name] = self.by_ordinal[ordinal]


def _base_name(name):
    base = name.replace("/", "\\").rsplit("\\", 1)[-1]
    return base if "." in base else base + ".dll"


class DllLoader:
    """The guest DLLs of one VM (``vm.dlls``)."""

    def __init__(self, vm):
        self.vm = vm
        self.modules = {}              # lower-case base name -> GuestModule
        self.pending = []              # loaded but DllMain not yet run (load order)
        self._found = {}               # lower-case name -> (host, guest) or None
        self.search_flags = 0          # SetDefaultDllDirectories (0: the classic order)
        self.datafiles = {}            # handle -> DataModule (kernel/datafiles.py)
        self.shutting_down = False     # the process's end has begun (RtlDllShutdownInProgress)

    # -- lookup --------------------------------------------------------------------------
    def by_handle(self, h):
        """The guest module whose image base is ``h``, or None."""
        for m in self.modules.values():
            if m.base == h:
                return m
        return None

    def by_name(self, name):
        """A loaded guest module by name or path, or None."""
        return self.modules.get(_base_name(name).lower())

    def is_builtin(self, name):
        """True when ``name`` must mean the built-in DLL (KnownDLLs and API sets)."""
        base = _base_name(name).lower()
        return base in KNOWN_DLLS or base.startswith(("api-ms-win-", "ext-ms-win-"))

    def _find(self, name):
        """(host path, guest path) of a guest DLL file for ``name``, or None. Wine's own
        PE builds of system DLLs ("Wine builtin DLL" in the DOS stub) are not guest
        DLLs: they stand for the system DLL of that name, which is ours. Its Control
        Panel applets (``.cpl``) are: we implement no applet, and an applet is a plug-in
        the Control Panel loads like any program DLL."""
        key = name.lower()
        if key not in self._found:
            found = self._search(name)
            if found is not None:
                with open(found[0], "rb") as f:
                    if f.read(0x50)[0x40:0x50] == b"Wine builtin DLL" and \
                            not key.endswith(".cpl"):
                        found = None
            self._found[key] = found
        return self._found[key]

    def find_file(self, name):
        """(host path, guest path) of the file a load of ``name`` would map, Wine's own
        builds of system DLLs included (a program may read their resources), or None."""
        return self._search(name)

    def set_default_directories(self, flags):
        """SetDefaultDllDirectories: which folders later loads search (False: bad flags).
        LOAD_LIBRARY_SEARCH_SYSTEM32 alone leaves the program's folder out."""
        if not flags or flags & ~(SEARCH_APPLICATION_DIR | SEARCH_USER_DIRS |
                                  SEARCH_SYSTEM32 | SEARCH_DEFAULT_DIRS):
            return False
        self.search_flags = flags
        self._found.clear()
        return True

    def forget_searches(self):
        """The search folders changed (SetDllDirectory, AddDllDirectory): look again."""
        self._found.clear()

    def _search(self, name):
        vm = self.vm
        base = _base_name(name)
        candidates = []
        flags = self.search_flags
        search = vm.kernel.search
        app = not flags or flags & (SEARCH_APPLICATION_DIR | SEARCH_DEFAULT_DIRS)
        if not flags:
            # SetDllDirectory's folder comes right after the program's
            dirs = ((search.dll_directory,) if search.dll_directory else ()) + SEARCH_DIRS
        else:
            user = flags & (SEARCH_USER_DIRS | SEARCH_DEFAULT_DIRS)
            dirs = (tuple(search.user_dirs.values()) if user else ()) + \
                ("C:\\WINDOWS\\SYSTEM32",)
        if "\\" in name or "/" in name or ":" in name:
            candidates.append(name)
        else:
            app_dir = os.path.dirname(os.path.abspath(vm.exe_path))
            host = _host_file_ci(app_dir, base) if app else None
            if host is not None:      # beside the program: in its folder on C:
                return host, vm.image_path.rsplit("\\", 1)[0] + "\\" + os.path.basename(host)
            candidates += [d.rstrip("\\") + "\\" + base for d in dirs]
        for guest in candidates:
            try:
                _, host = vm.vfs.resolve(guest)
            except Exception:  # noqa: BLE001 - VfsError: a name that cannot be on C:
                continue
            if os.path.isfile(host):
                return host, vm.vfs.full_path(guest)
        return None

    # -- loading -------------------------------------------------------------------------
    def load(self, name):
        """The guest module for ``name``, loading it (and what it imports) if needed;
        None when the name means a built-in DLL. Raises DllLoadError."""
        if self.is_builtin(name):
            return None
        loaded = self.by_name(name)
        if loaded is not None:
            loaded.refs += 1
            return loaded
        found = self._find(name)
        if found is None:
            if module_handle(self.vm, name):
                return None            # no guest copy: the built-in (COMCTL32, WINMM...)
            raise DllLoadError(ERROR_MOD_NOT_FOUND, "%s: not found" % name)
        host, guest = found
        with open(host, "rb") as f:
            data = f.read()
        deps = []

        def bind(dll, imp):
            return self._bind(dll, imp, deps)
        try:
            # A process holds DLLs of its own width only: a 32-bit DLL in a 64-bit
            # program (or the reverse) is ERROR_BAD_EXE_FORMAT, as on Windows.
            parsed = parse_image(data, guest, dll=True, widths=(4, 8))
            if parsed.width != self.vm.ptr_size:
                raise BadExecutable("%s is a %d-bit DLL in a %d-bit process" % (
                    guest, 8 * parsed.width, 8 * self.vm.ptr_size))
            self._load_dependencies(name, parsed, deps)
            image = load_pe(self.vm.machine, parsed, guest, bind, dll=True)
        except BadExecutable as e:
            self._release(deps)
            raise DllLoadError(ERROR_BAD_EXE_FORMAT, str(e))
        module = GuestModule(os.path.basename(host), guest, image)
        if image.tls_info is not None:
            module.tls_index = statictls.attach(self.vm, image.tls_info)
        module.deps = deps
        module.refs = 1
        self.modules[module.name.lower()] = module
        if guest.upper().startswith("C:\\") and guest.count("\\") == 1:
            self.vm.vfs.install_file(host, module.name)   # GetModuleFileName names a file
        self.pending.append(module)
        return module

    def _load_dependencies(self, name, parsed, deps):
        """Load the guest DLLs ``parsed`` imports (into ``deps``) before it is mapped. A
        DLL it imports that is nowhere — no guest copy, no built-in, and not a Windows DLL
        (those bind to thunks that stop the guest, docs/dlls.md) — fails the whole load
        with ERROR_MOD_NOT_FOUND, as Windows' loader does: the program sees LoadLibrary
        fail and takes its fallback (SciTE without a lexilla.dll whose libstdc++-6.dll is
        missing)."""
        for dll in dict.fromkeys(d for d, _, _ in parsed.imports):
            if self.is_builtin(dll) or any(m.name.lower() == _base_name(dll).lower() for m in deps):
                continue
            try:
                other = self.load(dll)
            except DllLoadError as e:
                if windows_dll(dll) or module_handle(self.vm, dll):
                    continue
                self._release(deps)
                raise DllLoadError(e.error, "%s: needs %s (%s)" % (name, dll, e))
            if other is not None:
                deps.append(other)

    def _release(self, deps):
        """Drop the references a failed load took on the DLLs it imports (none of them
        initialised by it: DllMain runs only after the whole load succeeded)."""
        for d in deps:
            for _ in self.free(d):
                pass
        del deps[:]

    def _bind(self, dll, imp, deps):
        """An import of a guest DLL: a built-in thunk or another guest DLL's export."""
        if not self.is_builtin(dll):
            other = self.by_name(dll)
            if other is None or other not in deps:
                other = self.load_quiet(dll)   # one reference per importing module
                if other is not None:
                    deps.append(other)
            if other is not None:
                addr = self.export(other, imp)
                if addr:
                    return addr
                return self.vm.machine.thunk_for(None, "%s!%s" % (dll, imp))
        return self.vm.bind_builtin(dll, imp)

    def export(self, module, name):
        """The address of export ``name`` (a string, "#N", or an int ordinal) of
        ``module``, following forwarders; 0 when there is none."""
        if isinstance(name, int):
            target = module.by_ordinal.get(name)
        elif name.startswith("#") and name[1:].isdigit():
            target = module.by_ordinal.get(int(name[1:]))
        else:
            target = module.by_name.get(name)
        return self._follow(target)

    def _follow(self, target):
        """An export's address: ``target`` itself, or a forwarder's ("DLL.name" or
        "DLL.#ordinal") followed into that DLL; 0 for None."""
        if isinstance(target, str):
            dll, _, func = target.partition(".")
            other = None if self.is_builtin(dll) else self.load_quiet(dll + ".dll")
            if other is None:
                return self.vm.proc_address(dll + ".dll", func)
            return self.export(other, func)
        return target or 0

    def program_export(self, name):
        """The address of the program's own export ``name`` (a string, "#N" or an int
        ordinal), forwarders followed; 0 when there is none. A program may export
        functions for the DLLs it loads: node.exe exports N-API to its addons, which find
        it with GetProcAddress(GetModuleHandle(NULL), ...)."""
        parsed = self.vm.image.parsed
        read_exports(parsed)               # parsed on first use: the loader needs none
        if isinstance(name, str) and name.startswith("#") and name[1:].isdigit():
            name = int(name[1:])
        ordinal = name if isinstance(name, int) else parsed.export_names.get(name)
        target = parsed.export_ordinals.get(ordinal) if ordinal is not None else None
        if isinstance(target, int):
            target += self.vm.image.base
        return self._follow(target)

    def load_quiet(self, name):
        """``load``, with None instead of DllLoadError (the caller falls back to the
        built-in DLL of that name, or its unimplemented thunks)."""
        try:
            return self.load(name)
        except DllLoadError:
            return None

    # -- initialisation --------------------------------------------------------------------
    def run_pending(self):
        """Generator: TLS callbacks and DllMain(DLL_PROCESS_ATTACH) of the DLLs loaded
        since the last call, dependencies first. Returns the modules whose DllMain
        returned FALSE (those stay loaded; LoadLibrary unloads them)."""
        failed = []
        order = []

        def visit(m):
            if m in order or m.initialised:
                return
            for d in m.deps:
                visit(d)
            order.append(m)
        for m in self.pending:
            visit(m)
        self.pending = []
        for m in order:
            m.initialised = True
            for cb in m.image.tls_callbacks:
                yield GuestCall(cb, (m.base, DLL_PROCESS_ATTACH, 0))
            if m.image.entry:
                ok = yield GuestCall(m.image.entry, (m.base, DLL_PROCESS_ATTACH, 0))
                if not ok:
                    failed.append(m)
        return failed

    def notify_threads(self, reason):
        """Generator: DllMain(``reason``) of every initialised DLL, in load order (thread
        attach) or reverse (thread detach), on the calling thread."""
        mods = [m for m in self.modules.values()
                if m.initialised and not getattr(m, "no_thread_calls", False)]
        if reason == DLL_THREAD_DETACH:
            mods.reverse()
        for m in mods:
            for cb in m.image.tls_callbacks:
                yield GuestCall(cb, (m.base, reason, 0))
            if m.image.entry:
                yield GuestCall(m.image.entry, (m.base, reason, 0))

    def exit_process(self, code):
        """Generator: how the process ends (ExitProcess, the C runtime's exit): the other
        threads end first, then each initialised guest DLL sees DLL_PROCESS_DETACH (in
        reverse load order, lpReserved 1: the process is ending), then the process exits
        with ``code``. Before the DLLs, the exiting thread's fiber-local storage values
        go to their FlsAlloc callbacks, as Windows' LdrShutdownProcess does."""
        self.vm.threads.terminate_others(code)
        # from here on RtlDllShutdownInProgress is TRUE, as after Windows' LdrShutdownProcess
        # has begun: the other threads are gone, the DLLs about to detach
        self.shutting_down = True
        yield from fls_cleanup(self.vm, self.vm.threads.current.fls)
        mods = [m for m in self.modules.values() if m.initialised]
        for m in reversed(mods):
            m.initialised = False
            if m.image.entry:
                yield GuestCall(m.image.entry, (m.base, DLL_PROCESS_DETACH, 1))
        if self.vm.crt.exit_flush is not None:
            # msvcrt.dll's own DLL_PROCESS_DETACH: the streams' buffers reach their files
            self.vm.crt.exit_flush(self.vm)
        self.vm.machine.exit(code)

    def free(self, module):
        """Generator: drop one reference; at zero run DLL_PROCESS_DETACH, unmap, and free
        the DLLs it imported."""
        module.refs -= 1
        if module.refs > 0:
            return
        if module.initialised:
            if module.image.entry:
                yield GuestCall(module.image.entry, (module.base, DLL_PROCESS_DETACH, 0))
            for cb in module.image.tls_callbacks:
                yield GuestCall(cb, (module.base, DLL_PROCESS_DETACH, 0))
        self.modules.pop(module.name.lower(), None)
        if module.tls_index is not None:
            statictls.detach(self.vm, module.tls_index)
        if module in self.pending:
            self.pending.remove(module)
        self.vm.mem.unmap(module.base)
        for d in module.deps:
            yield from self.free(d)


def _host_file_ci(folder, name):
    """The host file ``folder/name`` matched case-insensitively, or None."""
    try:
        entries = os.listdir(folder)
    except OSError:
        return None
    for e in sorted(entries):
        if e.lower() == name.lower() and os.path.isfile(os.path.join(folder, e)):
            return os.path.join(folder, e)
    return None


def module_at(vm, addr):
    """The module handle whose image holds guest address ``addr`` (the executable, a
    guest DLL, or the built-in DLL a thunk belongs to), or 0."""
    img = vm.image
    if img.base <= addr < img.base + img.size:
        return img.base
    for m in vm.dlls.modules.values():
        if m.base <= addr < m.base + m.image.size:
            return m.base
    slot = (addr - THUNK_BASE) // 4
    thunks = vm.machine.thunks
    if addr >= THUNK_BASE and 0 <= slot < len(thunks) and thunks[slot] is not None:
        trace = thunks[slot][2] or ""
        if "!" in trace:
            return module_handle(vm, trace.split("!", 1)[0])
    return 0
