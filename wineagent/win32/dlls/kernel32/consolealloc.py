"""KERNEL32: a process's console — AllocConsole, FreeConsole, AttachConsole,
GetConsoleWindow.

A process starts with the console it was given: a console program's is the output log
(``kernel/console.py``), and a GUI program's standard handles write there too. FreeConsole
detaches the process from it: the handles it had stop being console handles
(ERROR_INVALID_HANDLE), CONIN$ and CONOUT$ cannot be opened, and GetConsoleWindow answers
NULL. AllocConsole, for a process without a console of its own (a GUI program, or any
process after FreeConsole), makes a new console — a screen buffer and an input buffer
(``kernel/consolebuf.py``) shown in a console window (``controls/console.py``) titled
with STARTUPINFO's lpTitle or the program's path, as Windows does — and makes new standard
handles to it. A process that has a console already fails with ERROR_ACCESS_DENIED.
AttachConsole attaches to another process's console; a VM runs one process, so there is
none to attach to: ATTACH_PARENT_PROCESS and the process's own id answer
ERROR_INVALID_HANDLE (no console there), any other id ERROR_INVALID_PARAMETER (no such
process), and a process with a console ERROR_ACCESS_DENIED, as documented.
"""

from ....abi.api import BOTH, api
from ...controls.console import open_console_window, show_startup_console
from ...core.dllnames import KERNEL32
from ...core.winerror import ERROR_ACCESS_DENIED, ERROR_INVALID_HANDLE, ERROR_INVALID_PARAMETER
from ...kernel.consolebuf import Console
from ...kernel.files import _fail, ConsoleObject
from ...kernel.process import CURRENT_PID
from ...kernel.console import has_console
from ...kernel.procparams import set_std_handle
from .consoletitle import initial_title

ATTACH_PARENT_PROCESS = 0xFFFFFFFF
STD_INPUT, STD_OUTPUT, STD_ERROR = 0xFFFFFFF6, 0xFFFFFFF5, 0xFFFFFFF4


@api(KERNEL32, "AllocConsole", widths=BOTH)
def AllocConsole(c):
    """Make a new console and its window for a process without one (module docstring);
    TRUE, with new standard handles to it."""
    vm = c.vm
    if has_console(vm):
        return _fail(vm, ERROR_ACCESS_DENIED)
    con = Console(initial_title(vm))
    k = vm.kernel
    k.console, k.console_allocated, k.console_detached = con, True, False
    k.console_title = None
    for which, kind in ((STD_INPUT, "in"), (STD_OUTPUT, "out"), (STD_ERROR, "err")):
        set_std_handle(vm, which, vm.new_handle(ConsoleObject(vm, kind, con)))
    yield from open_console_window(vm, con)
    return 1


@api(KERNEL32, "FreeConsole", widths=BOTH)
def FreeConsole(c):
    """Detach the process from its console (TRUE, also when it had none). A console
    AllocConsole made has no other process attached here, so it goes away with its
    window, as Windows closes a console whose last process left it."""
    vm = c.vm
    k = vm.kernel
    con = k.console
    k.console_detached, k.console_allocated = True, False
    if con is not None and con.hwnd and vm.wm.get(con.hwnd) is not None:
        yield from vm.wm.destroy(con.hwnd)
    return 1


@api(KERNEL32, "AttachConsole", "DWORD pid", widths=BOTH)
def AttachConsole(c, pid):
    """Attach to the console of process ``pid`` (module docstring: there is none)."""
    vm = c.vm
    if has_console(vm):
        return _fail(vm, ERROR_ACCESS_DENIED)
    if pid in (ATTACH_PARENT_PROCESS, CURRENT_PID):
        return _fail(vm, ERROR_INVALID_HANDLE)
    return _fail(vm, ERROR_INVALID_PARAMETER)


@api(KERNEL32, "GetConsoleWindow", widths=BOTH)
def GetConsoleWindow(c):
    """The window of the process's console: AllocConsole's, or a console program's
    start-up console shown in its window from now on (controls/console.py
    show_startup_console); NULL without a console."""
    vm = c.vm
    k = vm.kernel
    if not has_console(vm):
        return 0
    if k.console is None:
        yield from show_startup_console(vm)
    return k.console.hwnd if vm.wm.get(k.console.hwnd) is not None else 0
