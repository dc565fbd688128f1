"""The built-in DLLs: their names and the pseudo module handles LoadLibrary returns.

Only these DLLs "exist" in the guest. Their handles are fake image bases in a reserved
range so that GetProcAddress can tell which DLL is meant.
"""

from ...abi.apisets import canonical_dll

__all__ = ["BUILTIN_DLLS", "module_handle", "module_name", "add_load_hook", "builtin_loaded"]

BUILTIN_DLLS = ("KERNEL32.dll", "USER32.dll", "GDI32.dll", "msvcrt.dll", "ADVAPI32.dll",
                "COMDLG32.dll", "SHELL32.dll", "WINMM.dll", "ntdll.dll", "COMCTL32.dll",
                # The runtimes and helpers of other toolchains (issue 10); API sets and
                # runtime aliases (msvcr100, api-ms-win-crt-*) answer with their host's
                # handle (abi/apisets.py).
                "ucrtbase.dll", "KERNELBASE.dll", "SHLWAPI.dll", "SHCORE.dll", "VERSION.dll",
                "ole32.dll", "OLEAUT32.dll",
                # riched20/riched32: their window classes (controls/richedit.py)
                "RICHED20.dll", "RICHED32.dll",
                # msiexec's own DLL (dlls/msi.py; its string table: user/builtin_strings.py).
                "msi.dll",
                "WINSPOOL.DRV")     # the virtual printer (issue 11)
_HANDLE_BASE = 0x7D000000
_BY_LOWER = {d.lower(): i for i, d in enumerate(BUILTIN_DLLS)}


def module_handle(vm, name):
    """Handle of a built-in DLL given 'kernel32', 'KERNEL32.DLL', a path...; 0 if unknown."""
    base = name.replace("/", "\\").rsplit("\\", 1)[-1].lower()
    if "." not in base:
        base += ".dll"
    i = _BY_LOWER.get(base)
    if i is None:
        i = _BY_LOWER.get(canonical_dll(base).lower())
    return 0 if i is None else _HANDLE_BASE + i * 0x10000


def module_name(vm, handle):
    """The DLL name for a pseudo module handle, or None."""
    i, rest = divmod(handle - _HANDLE_BASE, 0x10000)
    if rest or not 0 <= i < len(BUILTIN_DLLS):
        return None
    return BUILTIN_DLLS[i]


# DLL name (lower case) -> functions run when a program loads that built-in DLL: what its
# DllMain does on Windows (riched20 registers its window classes).
_LOAD_HOOKS = {}


def add_load_hook(dll, hook):
    """Run ``hook(vm)`` whenever the program LoadLibrary's the built-in ``dll``."""
    _LOAD_HOOKS.setdefault(dll.lower(), []).append(hook)


def builtin_loaded(vm, handle):
    """LoadLibrary gave out a built-in DLL's handle: run that DLL's load hooks."""
    name = module_name(vm, handle)
    for hook in _LOAD_HOOKS.get((name or "").lower(), ()):
        hook(vm)
