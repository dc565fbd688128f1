"""KERNEL32: the console window's title, SetConsoleTitle / GetConsoleTitle.

A process has a console when it is a console program or after AllocConsole; without one
both fail with ERROR_INVALID_HANDLE. Until the program sets one, the title is the
program's path, as a console started for it shows."""

from ....abi.api import BOTH, api
from ...core.winerror import ERROR_INVALID_HANDLE, ERROR_INVALID_PARAMETER
from .consolein import IMAGE_SUBSYSTEM_WINDOWS_CUI
from ...core.dllnames import KERNEL32

MAX_TITLE = 65535           # the longest title Windows keeps, in characters


def _has_console(vm):
    return vm.kernel.console_allocated or \
        vm.image.parsed.subsystem == IMAGE_SUBSYSTEM_WINDOWS_CUI


def _title(vm):
    title = vm.kernel.console_title
    return title if title is not None else "C:\\" + vm.module_name


@api(KERNEL32, "SetConsoleTitle{AW}", "LPCTSTR title", widths=BOTH)
def SetConsoleTitle(c, title):
    """Name the console window (TRUE)."""
    vm = c.vm
    if not _has_console(vm):
        vm.last_error = ERROR_INVALID_HANDLE
        return 0
    if title is None:
        vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    vm.kernel.console_title = title[:MAX_TITLE]
    return 1


@api(KERNEL32, "GetConsoleTitle{AW}", "LPVOID buf, DWORD size", widths=BOTH)
def GetConsoleTitle(c, buf, size):
    """Copy the title, cut to ``size`` characters with the NUL: its length (the whole
    title's, even when cut)."""
    vm = c.vm
    if not _has_console(vm):
        vm.last_error = ERROR_INVALID_HANDLE
        return 0
    title = _title(vm)
    if not buf or not size:
        return len(title)
    c.write_str(buf, title[:size - 1])
    return len(title)
