"""KERNEL32: the console window's title, SetConsoleTitle / GetConsoleTitle.

A process has a console when it is a console program or after AllocConsole (until
FreeConsole); without one both fail with ERROR_INVALID_HANDLE. Until the program sets one,
the title is the program's path, as a console started for it shows; a console window
(AllocConsole's) shows the title as its caption."""

from ....abi.api import BOTH, api
from ...core.messages import WM_SETTEXT
from ...core.winerror import ERROR_INVALID_HANDLE, ERROR_INVALID_PARAMETER
from ...kernel.console import has_console
from ...core.dllnames import KERNEL32

MAX_TITLE = 65535           # the longest title Windows keeps, in characters


def initial_title(vm):
    """A new console's title: the program's path (STARTUPINFO's lpTitle is NULL here)."""
    return vm.image_path


def _title(vm):
    title = vm.kernel.console_title
    return title if title is not None else initial_title(vm)


@api(KERNEL32, "SetConsoleTitle{AW}", "LPCTSTR title", widths=BOTH)
def SetConsoleTitle(c, title):
    """Name the console window (TRUE)."""
    vm = c.vm
    if not has_console(vm):
        vm.last_error = ERROR_INVALID_HANDLE
        return 0
    if title is None:
        vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    vm.kernel.console_title = title[:MAX_TITLE]
    con = vm.kernel.console
    if con is not None and vm.wm.get(con.hwnd) is not None:
        # the console window's caption is the title (WM_SETTEXT, as SetWindowTextW)
        p = vm.heap.alloc(2 * len(vm.kernel.console_title) + 2)
        vm.mem.write_wstr(p, vm.kernel.console_title)
        try:
            yield from vm.wm.send(con.hwnd, WM_SETTEXT, 0, p)
        finally:
            vm.heap.free(p)
    return 1


@api(KERNEL32, "GetConsoleTitle{AW}", "LPVOID buf, DWORD size", widths=BOTH)
def GetConsoleTitle(c, buf, size):
    """Copy the title, cut to ``size`` characters with the NUL: its length (the whole
    title's, even when cut)."""
    vm = c.vm
    if not has_console(vm):
        vm.last_error = ERROR_INVALID_HANDLE
        return 0
    title = _title(vm)
    if not buf or not size:
        return len(title)
    c.write_str(buf, title[:size - 1])
    return len(title)
