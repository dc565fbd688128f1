"""dbghelp.dll's symbol handler session: the options (SymSetOptions, SymGetOptions), a
session per process handle (SymInitialize, SymCleanup) and its search path
(SymGetSearchPath, SymSetSearchPath). The Dart VM opens one at start-up for its stack
traces.

The session is kept per process handle value, as Wine's dbghelp keys it; a second
SymInitialize of the same handle succeeds and changes nothing, as under Wine 8. A NULL
search path is the current folder, ".", with the _NT_SYMBOL_PATH and
_NT_ALTERNATE_SYMBOL_PATH variables after it when they are set, as documented. There are no
PDB files here: a session that loads the process's modules (fInvadeProcess) has their
exports as symbols (symbols.py: SymFromAddr); the functions that need debug information
(SymGetLineFromAddr64, SymGetTypeInfo...) and StackWalk64 are not declared, so a program
that asks stops naming them.
"""

from ....abi.api import BOTH, api
from ...core.dllnames import DBGHELP
from ...core.winerror import ERROR_INVALID_HANDLE

#: SymGetOptions before any SymSetOptions: SYMOPT_UNDNAME, as under Wine 8.
DEFAULT_OPTIONS = 0x2


def _default_search_path(vm):
    parts = ["."]
    for name in ("_NT_SYMBOL_PATH", "_NT_ALTERNATE_SYMBOL_PATH"):
        value = vm.kernel.environment.get(name)
        if value:
            parts.append(value)
    return ";".join(parts)


@api(DBGHELP, "SymSetOptions", "DWORD options", widths=BOTH)
def SymSetOptions(c, options):
    """Set the options; answers them, as documented."""
    c.vm.kernel.symbol_options = options
    return options


@api(DBGHELP, "SymGetOptions", "", widths=BOTH)
def SymGetOptions(c):
    options = c.vm.kernel.symbol_options
    return DEFAULT_OPTIONS if options is None else options


@api(DBGHELP, "SymInitialize", "HANDLE process, LPCTSTR search, BOOL invade", widths=BOTH)
@api(DBGHELP, "SymInitializeW", "HANDLE process, LPCTSTR search, BOOL invade", widths=BOTH)
def SymInitialize(c, process, search, invade):
    vm = c.vm
    sessions = vm.kernel.symbol_sessions
    if process not in sessions:
        sessions[process] = search if search is not None else _default_search_path(vm)
        if invade:
            vm.kernel.symbol_invaded.add(process)
    return 1


@api(DBGHELP, "SymCleanup", "HANDLE process", widths=BOTH)
def SymCleanup(c, process):
    # Without a session: FALSE, the last error untouched (as under Wine 8).
    c.vm.kernel.symbol_invaded.discard(process)
    return 1 if c.vm.kernel.symbol_sessions.pop(process, None) is not None else 0


@api(DBGHELP, "SymGetSearchPath", "HANDLE process, LPVOID buf, DWORD size", widths=BOTH)
def SymGetSearchPath(c, process, buf, size):
    """The session's search path into ``buf`` (``size`` characters), cut to fit."""
    return _get_search_path(c.vm, process, buf, size, False)


@api(DBGHELP, "SymGetSearchPathW", "HANDLE process, LPVOID buf, DWORD size", widths=BOTH)
def SymGetSearchPathW(c, process, buf, size):
    """The wide SymGetSearchPath."""
    return _get_search_path(c.vm, process, buf, size, True)


def _get_search_path(vm, process, buf, size, wide):
    path = vm.kernel.symbol_sessions.get(process)
    if path is None:
        vm.last_error = ERROR_INVALID_HANDLE
        return 0
    if size:
        text = path[:size - 1]
        if wide:
            vm.mem.write_wstr(buf, text)
        else:
            vm.mem.write_cstr(buf, text)
    return 1


@api(DBGHELP, "SymSetSearchPath", "HANDLE process, LPCTSTR search", widths=BOTH)
@api(DBGHELP, "SymSetSearchPathW", "HANDLE process, LPCTSTR search", widths=BOTH)
def SymSetSearchPath(c, process, search):
    vm = c.vm
    sessions = vm.kernel.symbol_sessions
    if process not in sessions:
        vm.last_error = ERROR_INVALID_HANDLE
        return 0
    sessions[process] = search if search is not None else _default_search_path(vm)
    return 1
