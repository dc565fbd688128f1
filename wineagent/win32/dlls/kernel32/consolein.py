"""KERNEL32: console input and the console's other settings — ReadConsole(Input),
PeekConsoleInput, GetNumberOfConsoleInputEvents, SetConsoleMode, SetConsoleCtrlHandler,
SetStdHandle, VerifyConsoleIoHandle, AllocConsole.

A program here has no console window (``kernel32/console.py``): nobody can type into one,
so its input buffer is always empty. Peeking and counting report no events; ReadConsole
returns at once with nothing read, as ReadFile on the input handle does (end of input);
ReadConsoleInput, which waits for at least one event, would wait forever and stops the
guest saying so. No Ctrl+C or close event is ever generated, so the handlers
SetConsoleCtrlHandler registers are kept but never called.
"""

from ....abi.api import BOTH, api
from ....abi.faults import GuestFault
from ...core.winerror import ERROR_ACCESS_DENIED, ERROR_INVALID_HANDLE, ERROR_INVALID_PARAMETER
from ...kernel.files import _fail, ConsoleObject
from ...core.dllnames import KERNEL32

STD_HANDLES = {0xFFFFFFF6: "in", 0xFFFFFFF5: "out", 0xFFFFFFF4: "err"}
IMAGE_SUBSYSTEM_WINDOWS_CUI = 3
# The mode bits SetConsoleMode accepts for an input and for an output handle.
_INPUT_BITS = 0x3FF
_OUTPUT_BITS = 0x1F


def _console(vm, h):
    return vm.handles.get(h, ConsoleObject)


def _input(c, h):
    con = _console(c.vm, h)
    if con is None or not con.readable:
        c.vm.last_error = ERROR_INVALID_HANDLE
        return None
    return con


@api(KERNEL32, "GetNumberOfConsoleInputEvents", "HANDLE h, LPVOID out", widths=BOTH)
def GetNumberOfConsoleInputEvents(c, h, out):
    """The events waiting in the input buffer: none (nobody types into it)."""
    if _input(c, h) is None:
        return 0
    c.vm.mem.w32(out, 0)
    return 1


@api(KERNEL32, "PeekConsoleInput{AW}", "HANDLE h, LPVOID records, DWORD n, LPVOID read", widths=BOTH)
def PeekConsoleInput(c, h, records, n, read):
    """Copy waiting events without removing them: none, so 0 read and TRUE."""
    if _input(c, h) is None:
        return 0
    c.vm.mem.w32(read, 0)
    return 1


@api(KERNEL32, "ReadConsoleInput{AW}", "HANDLE h, LPVOID records, DWORD n, LPVOID read", widths=BOTH)
def ReadConsoleInput(c, h, records, n, read):
    """Wait for at least one input event: none can ever arrive, so the guest stops with a
    deadlock report rather than hang."""
    if _input(c, h) is None:
        return 0
    raise GuestFault("deadlock", "deadlock: ReadConsoleInput waits for console input, and "
                     "the program has no console anyone can type into")


@api(KERNEL32, "ReadConsole{AW}", "HANDLE h, LPVOID buf, DWORD n, LPVOID read, LPVOID control", widths=BOTH)
def ReadConsole(c, h, buf, n, read, control):
    """Read typed characters: the input is at its end, so TRUE with 0 read (as ReadFile on
    the input handle)."""
    if _input(c, h) is None:
        return 0
    if read:
        c.vm.mem.w32(read, 0)
    return 1


@api(KERNEL32, "SetConsoleMode", "HANDLE h, DWORD mode", widths=BOTH)
def SetConsoleMode(c, h, mode):
    """Set the input or output mode GetConsoleMode reports; bits the handle's kind does
    not have fail with ERROR_INVALID_PARAMETER."""
    con = _console(c.vm, h)
    if con is None:
        return _fail(c.vm, ERROR_INVALID_HANDLE)
    if mode & ~(_INPUT_BITS if con.readable else _OUTPUT_BITS):
        return _fail(c.vm, ERROR_INVALID_PARAMETER)
    con.mode = mode
    return 1


@api(KERNEL32, "SetConsoleCtrlHandler", "LPVOID handler, BOOL add", widths=BOTH)
def SetConsoleCtrlHandler(c, handler, add):
    """Add or remove a HandlerRoutine (NULL: whether Ctrl+C is ignored). Removing one
    that is not registered fails with ERROR_INVALID_PARAMETER."""
    vm = c.vm
    handlers = vm.kernel.console_ctrl_handlers
    if not handler:
        vm.kernel.console_ignore_ctrl_c = bool(add)
        return 1
    if add:
        handlers.append(handler)
        return 1
    if handler in handlers:
        # the most recently added registration goes first, as Windows searches
        del handlers[len(handlers) - 1 - handlers[::-1].index(handler)]
        return 1
    return _fail(vm, ERROR_INVALID_PARAMETER)


@api(KERNEL32, "SetStdHandle", "DWORD which, HANDLE h", widths=BOTH)
def SetStdHandle(c, which, h):
    """Make ``h`` what GetStdHandle(which) returns from now on."""
    if which not in STD_HANDLES:
        return _fail(c.vm, ERROR_INVALID_HANDLE)
    c.vm.kernel.std_handles[which] = h
    return 1


@api(KERNEL32, "VerifyConsoleIoHandle", "HANDLE h", widths=BOTH)
def VerifyConsoleIoHandle(c, h):
    """TRUE when ``h`` is a console handle (not a file or a pipe)."""
    return int(_console(c.vm, h) is not None)


@api(KERNEL32, "AllocConsole", widths=BOTH)
def AllocConsole(c):
    """Give a GUI program a console (its standard handles are console handles already
    here); a process that has one — a console program, or after a first AllocConsole —
    fails with ERROR_ACCESS_DENIED."""
    vm = c.vm
    if vm.kernel.console_allocated or \
            vm.image.parsed.subsystem == IMAGE_SUBSYSTEM_WINDOWS_CUI:
        return _fail(vm, ERROR_ACCESS_DENIED)
    vm.kernel.console_allocated = True
    return 1
