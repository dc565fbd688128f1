"""ntdll: the search paths as strings (``kernel/searchpath.py``) — RtlGetSearchPath (the
DLL search path), RtlGetExePath (where CreateProcess looks for a program),
LdrGetDllPath (the path LoadLibraryEx would search for a module and flags) and
RtlReleasePath. Each path is a new string on the process heap that RtlReleasePath frees.
"""

from ....abi.api import BOTH, api
from ...core.winerror import STATUS_INVALID_PARAMETER, STATUS_NO_MEMORY, STATUS_SUCCESS
from ...kernel.environ import environment
from ...kernel.searchpath import SYSTEM32, app_dir, search_path
from ...core.dllnames import NTDLL

LOAD_WITH_ALTERED_SEARCH_PATH = 0x8
LOAD_LIBRARY_SEARCH_DLL_LOAD_DIR, LOAD_LIBRARY_SEARCH_APPLICATION_DIR = 0x100, 0x200
LOAD_LIBRARY_SEARCH_USER_DIRS, LOAD_LIBRARY_SEARCH_SYSTEM32 = 0x400, 0x800
LOAD_LIBRARY_SEARCH_DEFAULT_DIRS = 0x1000
_SEARCH_FLAGS = 0x1F00


def _answer(c, out, text):
    p = c.vm.heap.alloc(2 * len(text) + 2)
    if not p:
        return STATUS_NO_MEMORY
    c.vm.mem.write_wstr(p, text)
    c.vm.mem.wptr(out, p)            # a PWSTR *: the program's pointer size
    return STATUS_SUCCESS


def _path_var(vm):
    return environment(vm).get("PATH")


@api(NTDLL, "RtlGetSearchPath", "LPVOID out", widths=BOTH)
def RtlGetSearchPath(c, out):
    """The classic DLL search path in safe search mode; SetDllDirectory's folder plays no
    part (LdrGetDllPath's path has it)."""
    vm = c.vm
    return _answer(c, out, search_path(app_dir(vm), None, True, _path_var(vm)))


@api(NTDLL, "RtlGetExePath", "LPCWSTR name, LPVOID out", widths=BOTH)
def RtlGetExePath(c, name, out):
    """Where a program named ``name`` is looked for: the classic path with the current
    folder second, which NoDefaultCurrentDirectoryInExePath leaves out for a name
    without a backslash. SetDllDirectory plays no part."""
    vm = c.vm
    if "\\" not in (name or "") and environment(vm).get(
            "NoDefaultCurrentDirectoryInExePath") is not None:
        return _answer(c, out, search_path(app_dir(vm), "", True, _path_var(vm)))
    return _answer(c, out, search_path(app_dir(vm), None, False, _path_var(vm)))


@api(NTDLL, "RtlReleasePath", "LPVOID path", widths=BOTH)
def RtlReleasePath(c, path):
    """Free a path the functions above returned."""
    if path:
        c.vm.heap.free(path)


def _folder_of(module):
    return module.rsplit("\\", 1)[0]


@api(NTDLL, "LdrGetDllPath", "LPCWSTR module, DWORD flags, LPVOID out, LPVOID unknown", widths=BOTH)
def LdrGetDllPath(c, module, flags, out, unknown):
    """The path LoadLibraryEx(``module``, ``flags``) searches: the folders the
    LOAD_LIBRARY_SEARCH_* flags name (those of SetDefaultDllDirectories when ``flags``
    has none), else the classic path — from the module's folder with
    LOAD_WITH_ALTERED_SEARCH_PATH and a module path with a backslash.
    LOAD_LIBRARY_SEARCH_DLL_LOAD_DIR needs an absolute module path and no
    LOAD_WITH_ALTERED_SEARCH_PATH (else STATUS_INVALID_PARAMETER)."""
    vm = c.vm
    mem = vm.mem
    if unknown:
        mem.wptr(unknown, 0)
    search = flags & _SEARCH_FLAGS or (vm.dlls.search_flags if not
                                       flags & LOAD_WITH_ALTERED_SEARCH_PATH else 0)
    if search:
        if search & LOAD_LIBRARY_SEARCH_DLL_LOAD_DIR:
            absolute = module and (module[1:3] == ":\\" or module.startswith("\\\\"))
            if not absolute or flags & LOAD_WITH_ALTERED_SEARCH_PATH:
                return STATUS_INVALID_PARAMETER
        if search & LOAD_LIBRARY_SEARCH_DEFAULT_DIRS:
            search |= (LOAD_LIBRARY_SEARCH_APPLICATION_DIR | LOAD_LIBRARY_SEARCH_USER_DIRS |
                       LOAD_LIBRARY_SEARCH_SYSTEM32)
        parts = []
        if search & LOAD_LIBRARY_SEARCH_DLL_LOAD_DIR:
            parts.append(_folder_of(module))
        if search & LOAD_LIBRARY_SEARCH_APPLICATION_DIR:
            parts.append(app_dir(vm))
        if search & LOAD_LIBRARY_SEARCH_USER_DIRS:
            parts += list(vm.kernel.search.user_dirs.values())
        if search & LOAD_LIBRARY_SEARCH_SYSTEM32:
            parts.append(SYSTEM32 + "\\")      # with its backslash, as Wine 8 writes it
        return _answer(c, out, ";".join(parts))
    first = app_dir(vm)
    if flags & LOAD_WITH_ALTERED_SEARCH_PATH and module and "\\" in module:
        first = _folder_of(module)
    return _answer(c, out, search_path(first, vm.kernel.search.dll_directory, True,
                                       _path_var(vm)))
