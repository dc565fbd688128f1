"""KERNEL32: the console output functions over the standard handles.

A program's start-up console has no window; its standard handles (GetStdHandle) are
console objects whose output goes to ``vm.stdout_log``, exactly as WriteFile on them does
(``kernel/files.py`` ConsoleObject). A console AllocConsole made also shows the output in
its window (``kernel32/consolealloc.py``). WriteConsole differs from WriteFile in two documented
ways: it counts characters, not bytes, and it fails with ERROR_INVALID_HANDLE on a handle
that is not a console (a file, a pipe) — programs such as Wine's console tools rely on that
to fall back to WriteFile when redirected.
"""

from ....abi.api import BOTH, api, Unimplemented
from ...controls import console as console_window
from ...core.winerror import ERROR_INVALID_HANDLE, ERROR_INVALID_PARAMETER
from ...kernel.consolecp import CONSOLE_CODECS, OEM_CP
from ...kernel.console import console_of
from ...kernel.files import _fail, ConsoleObject
from ...core.dllnames import KERNEL32


# The mode a fresh console's input reports (Windows 10 defaults): input processed, line
# and echo input, insert and quick-edit mode with the extended flags. A new screen
# buffer's is output processed and wrapping (kernel/consolebuf.py).
_INPUT_MODE = 0x0001 | 0x0002 | 0x0004 | 0x0020 | 0x0040 | 0x0080


def _console(vm, h):
    obj = vm.handles.get(h, ConsoleObject)
    # a handle of a console the process left (FreeConsole) is no console handle any more
    return obj if obj is not None and obj.attached() else None


@api(KERNEL32, "WriteConsole{AW}", "HANDLE h, LPVOID buf, DWORD n, LPVOID nwritten, LPVOID reserved", widths=BOTH)
def WriteConsole(c, h, buf, n, nwritten, reserved):
    vm = c.vm
    con = _console(vm, h)
    if nwritten:
        vm.mem.w32(nwritten, 0)           # as Wine's kernelbase: zero, even on failure
    if con is None or not con.writable:
        return _fail(vm, ERROR_INVALID_HANDLE)
    if c.wide:
        con.write_text(vm.mem.read(buf, 2 * n).decode("utf-16-le", "replace") if n else "")
    else:
        con.write(vm.mem.read(buf, n) if n else b"")
    console_window.refresh(vm)            # the console window shows what was written
    if nwritten:
        vm.mem.w32(nwritten, n)
    return 1


@api(KERNEL32, "GetConsoleMode", "HANDLE h, LPVOID mode", widths=BOTH)
def GetConsoleMode(c, h, mode):
    vm = c.vm
    con = _console(vm, h)
    if con is None:
        return _fail(vm, ERROR_INVALID_HANDLE)
    if not mode:
        raise Unimplemented("KERNEL32.dll!GetConsoleMode: a NULL mode pointer")
    vm.mem.w32(mode, console_mode(vm, con))
    return 1


def console_mode(vm, con):
    """The mode of a console handle: an output handle's is its screen buffer's; an
    input handle's SetConsoleMode's, else a fresh console's."""
    if con.writable:
        return output_screen(vm, con).mode
    mode = getattr(con, "mode", None)
    return _INPUT_MODE if mode is None else mode


def output_screen(vm, con):
    """The screen buffer console output handle ``con`` names: its own, else its
    console's first."""
    return con.screen if con.screen is not None else console_of(vm, con).screen


@api(KERNEL32, "GetConsoleOutputCP", widths=BOTH)
def GetConsoleOutputCP(c):
    """The console's output code page: SetConsoleOutputCP's, else the OEM page (437)."""
    cp = c.vm.kernel.console_output_cp
    return OEM_CP if cp is None else cp


@api(KERNEL32, "GetConsoleCP", widths=BOTH)
def GetConsoleCP(c):
    """The console's input code page: SetConsoleCP's, else the OEM page (437)."""
    return c.vm.kernel.console_cp


@api(KERNEL32, "SetConsoleOutputCP", "UINT cp", widths=BOTH)
def SetConsoleOutputCP(c, cp):
    """The code page the bytes written to the console are read in from now on
    (kernel/consolecp.py); one this machine has no console page for (IsValidCodePage)
    fails with ERROR_INVALID_PARAMETER."""
    if cp not in CONSOLE_CODECS:
        return _fail(c.vm, ERROR_INVALID_PARAMETER)
    c.vm.kernel.console_output_cp = cp
    c.vm.kernel.console_pending = b""
    return 1


@api(KERNEL32, "SetConsoleCP", "UINT cp", widths=BOTH)
def SetConsoleCP(c, cp):
    """The code page the A input functions encode the typed characters in; an unknown
    page fails with ERROR_INVALID_PARAMETER."""
    if cp not in CONSOLE_CODECS:
        return _fail(c.vm, ERROR_INVALID_PARAMETER)
    c.vm.kernel.console_cp = cp
    return 1
