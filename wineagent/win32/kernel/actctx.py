"""Activation contexts: what a manifest redirects, and the process's default context.

A manifest's dependencies on side-by-side assemblies Windows ships redirect DLLs: a
dependency on Microsoft.Windows.Common-Controls 6.0 makes comctl32.dll version 6 (the
classes' Vista behaviour: split buttons, CB_SETMINVISIBLE, ...). Contexts come from
CreateActCtx (kernel32, `dlls/kernel32/toolhelp.py`) and are pushed on a thread's stack
by ActivateActCtx; below every thread's stack lies the **process default context**, which
Windows' loader makes at start-up from the executable's own manifest (its RT_MANIFEST
resource 1, CREATEPROCESS_MANIFEST_RESOURCE_ID; without one, a ``NAME.exe.manifest`` file
beside it). A lookup asks the thread's contexts innermost first, then the process default:
so a program whose manifest names Common Controls 6 gets version 6 everywhere without
activating anything, as most programs built with Visual C++ or a mingw manifest do.

The process default context's ``<compatibility><application><supportedOS Id=...>`` list
says which Windows the program knows: GetVersion(Ex) and VerifyVersionInfo report the
version it implies (program_version; core/winver.py's manifest-based lie).
"""

import re

from ..core import winver
from .resources import module_resources
from .vfs import VfsError

__all__ = ["ActCtx", "RT_MANIFEST", "SYSTEM_ASSEMBLIES", "manifest_dlls", "manifest_text",
           "process_default", "program_version", "active_contexts", "redirects", "VERSION6_ONLY",
           "hidden_without_assembly"]

RT_MANIFEST = 24
CREATEPROCESS_MANIFEST_RESOURCE_ID = 1

#: Side-by-side assemblies Windows ships, by lower-case name: the DLLs a dependency on
#: one redirects (ACTIVATION_CONTEXT_SECTION_DLL_REDIRECTION). Common Controls 6 is the
#: one programs' manifests name; its comctl32.dll is our COMCTL32.
SYSTEM_ASSEMBLIES = {"microsoft.windows.common-controls": ("comctl32.dll",),
                     "microsoft.windows.gdiplus": ("gdiplus.dll",)}
#: Functions only the assembly's version of a DLL exports: without the redirection a
#: program loads the system's older comctl32.dll (5.82), where GetProcAddress finds none
#: of them. Microsoft: TaskDialog and TaskDialogIndirect need "comctl32.dll version 6 in
#: the manifest" (SDL2 calls TaskDialogIndirect when GetProcAddress finds it, its own
#: dialog otherwise).
VERSION6_ONLY = {"COMCTL32": frozenset({"TaskDialog", "TaskDialogIndirect"})}
_DEPENDENCY_RE = re.compile(r"<dependentAssembly\b.*?<assemblyIdentity\b([^>]*)>", re.S | re.I)
_NAME_RE = re.compile(r"\bname\s*=\s*[\"']([^\"']*)[\"']", re.I)
_SUPPORTED_OS_RE = re.compile(r"<(?:\w+:)?supportedOS\b[^>]*?\bId\s*=\s*[\"']([^\"']*)[\"']",
                              re.I)


class ActCtx:
    """An activation context: where its manifest came from, its reference count, the
    DLLs its dependencies on Windows' own assemblies redirect (lower case), and the
    supportedOS Ids its manifest declares (lower case)."""

    def __init__(self, source, dlls=(), supported_os=()):
        self.source, self.refs, self.dlls = source, 1, tuple(dlls)
        self.supported_os = frozenset(supported_os)


def manifest_text(data):
    """A manifest's bytes as text (UTF-8, or UTF-16 with its byte order mark)."""
    if data.startswith(b"\xff\xfe"):
        return data.decode("utf-16-le", "replace")
    return data.decode("utf-8", "replace")


def manifest_dlls(text):
    """The DLLs a manifest's dependencies on SYSTEM_ASSEMBLIES redirect."""
    dlls = []
    for attrs in _DEPENDENCY_RE.findall(text):
        m = _NAME_RE.search(attrs)
        if m:
            dlls += SYSTEM_ASSEMBLIES.get(m.group(1).lower(), ())
    return dlls


def manifest_supported_os(text):
    """The supportedOS Ids a manifest's compatibility section declares, lower case."""
    return [g.strip().lower() for g in _SUPPORTED_OS_RE.findall(text)]


def _executable_manifest(vm):
    """The executable's manifest as text: its resource 1, else ``NAME.exe.manifest``
    beside it (Windows since Vista prefers the embedded one); None without either."""
    res = module_resources(vm, 0)
    found = res.lookup(RT_MANIFEST, CREATEPROCESS_MANIFEST_RESOURCE_ID) \
        if res is not None else None
    if found is not None:
        return manifest_text(vm.mem.read(found.addr, found.size))
    try:
        _, host = vm.vfs.resolve(vm.image_path + ".manifest")
        with open(host, "rb") as f:
            return manifest_text(f.read(1 << 20))
    except (VfsError, OSError, TypeError):
        return None


def process_default(vm):
    """The handle of the process default context (made on first use, as the loader makes
    it at start-up), or 0 when the executable has no assembly manifest."""
    state = vm.kernel.actctx
    h = state.get("process")
    if h is None:
        text = _executable_manifest(vm)
        h = 0
        if text is not None and "<assembly" in text:
            h = vm.heap.alloc(16, zero=True)      # the context's identity, as Windows' pointers
            state["contexts"][h] = ActCtx("process default", manifest_dlls(text),
                                          manifest_supported_os(text))
        state["process"] = h
    return h


def program_version(vm):
    """The (major, minor, build) GetVersion(Ex) and VerifyVersionInfo report to this
    program: the one its process default context's supportedOS list implies (Windows 8's
    without a manifest naming Windows 8.1 or 10; core/winver.py)."""
    ctx = vm.kernel.actctx["contexts"].get(process_default(vm))
    return winver.program_version(ctx.supported_os if ctx is not None else ())


def active_contexts(vm):
    """The handles a lookup asks, in order: the calling thread's stack innermost first
    (a NULL activation stands for the process default), then the process default."""
    state = vm.kernel.actctx
    default = process_default(vm)
    out = [h or default for _, h in reversed(state["stacks"].get(vm.threads.current.tid, []))]
    out.append(default)
    return [h for h in out if h]


def redirects(vm, dll):
    """True when an active context redirects ``dll`` (lower case, such as
    "comctl32.dll") to one of Windows' assemblies."""
    contexts = vm.kernel.actctx["contexts"]
    for h in active_contexts(vm):
        ctx = contexts.get(h)
        if ctx is not None and dll in ctx.dlls:
            return True
    return False


def hidden_without_assembly(vm, dll, name):
    """True when ``dll!name`` exists only in the version an assembly redirects to and no
    active context redirects ``dll``: GetProcAddress then finds nothing, as in the
    system's own older DLL."""
    only = VERSION6_ONLY.get(dll.upper().removesuffix(".DLL"))
    return bool(only) and name in only and not redirects(vm, dll.lower().removesuffix(".dll")
                                                           + ".dll")
