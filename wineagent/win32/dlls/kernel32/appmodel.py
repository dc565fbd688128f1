"""KERNEL32: the app model's package identity (Windows 8's packaged apps), asked of a
process that has none.

Every program on this desktop is an ordinary unpackaged program (nothing here installs
MSIX/AppX packages), so the answers are Windows' for a desktop program: the current
package's full name, family name, id, path and information are
APPMODEL_ERROR_NO_PACKAGE (15700), whatever the buffer; so are GetPackageFullName,
GetPackageFamilyName and GetPackageId for any process (the current one or a child's
handle: no process here has a package). The application user model id of a process
without a package is APPMODEL_ERROR_NO_APPLICATION (15703). Qt 6's QStandardPaths and
QSettings ask GetCurrentPackageFullName to learn whether they run packaged.

A handle that is not a process's: ERROR_INVALID_HANDLE (Windows reads the package
through the process's token, which such a handle has not); Wine 8 answers
APPMODEL_ERROR_NO_PACKAGE without looking at the handle.
"""

from ....abi.api import BOTH, api
from ...core.dllnames import KERNEL32
from ...core.winerror import (APPMODEL_ERROR_NO_APPLICATION, APPMODEL_ERROR_NO_PACKAGE,
                              ERROR_INVALID_HANDLE)
from ...kernel.children import ChildProcess
from ...kernel.launch import Process
from ...kernel.process import is_current_process


def _a_process(vm, h):
    return is_current_process(vm, h) or vm.handles.get(h, (Process, ChildProcess)) is not None


@api(KERNEL32, "GetCurrentPackageFullName", "LPVOID length, LPVOID name", widths=BOTH)
def GetCurrentPackageFullName(c, length, name):
    """APPMODEL_ERROR_NO_PACKAGE: this process is not packaged."""
    return APPMODEL_ERROR_NO_PACKAGE


@api(KERNEL32, "GetCurrentPackageFamilyName", "LPVOID length, LPVOID name", widths=BOTH)
def GetCurrentPackageFamilyName(c, length, name):
    """APPMODEL_ERROR_NO_PACKAGE: this process is not packaged."""
    return APPMODEL_ERROR_NO_PACKAGE


@api(KERNEL32, "GetCurrentPackageId", "LPVOID length, LPVOID buffer", widths=BOTH)
def GetCurrentPackageId(c, length, buffer):
    """APPMODEL_ERROR_NO_PACKAGE: this process is not packaged."""
    return APPMODEL_ERROR_NO_PACKAGE


@api(KERNEL32, "GetCurrentPackagePath", "LPVOID length, LPVOID path", widths=BOTH)
def GetCurrentPackagePath(c, length, path):
    """APPMODEL_ERROR_NO_PACKAGE: this process is not packaged."""
    return APPMODEL_ERROR_NO_PACKAGE


@api(KERNEL32, "GetCurrentPackageInfo", "UINT flags, LPVOID length, LPVOID buffer, "
     "LPVOID count", widths=BOTH)
def GetCurrentPackageInfo(c, flags, length, buffer, count):
    """APPMODEL_ERROR_NO_PACKAGE: this process has no package graph."""
    return APPMODEL_ERROR_NO_PACKAGE


@api(KERNEL32, "GetCurrentApplicationUserModelId", "LPVOID length, LPVOID id", widths=BOTH)
def GetCurrentApplicationUserModelId(c, length, id):
    """APPMODEL_ERROR_NO_APPLICATION: this process is not a packaged application."""
    return APPMODEL_ERROR_NO_APPLICATION


@api(KERNEL32, "GetPackageFullName", "HANDLE process, LPVOID length, LPVOID name",
     widths=BOTH)
def GetPackageFullName(c, process, length, name):
    """A process's package full name: APPMODEL_ERROR_NO_PACKAGE for every process here;
    ERROR_INVALID_HANDLE for a handle that is not a process's."""
    return APPMODEL_ERROR_NO_PACKAGE if _a_process(c.vm, process) else ERROR_INVALID_HANDLE


@api(KERNEL32, "GetPackageFamilyName", "HANDLE process, LPVOID length, LPVOID name",
     widths=BOTH)
def GetPackageFamilyName(c, process, length, name):
    """A process's package family name: as GetPackageFullName."""
    return APPMODEL_ERROR_NO_PACKAGE if _a_process(c.vm, process) else ERROR_INVALID_HANDLE


@api(KERNEL32, "GetPackageId", "HANDLE process, LPVOID length, LPVOID buffer", widths=BOTH)
def GetPackageId(c, process, length, buffer):
    """A process's PACKAGE_ID: as GetPackageFullName."""
    return APPMODEL_ERROR_NO_PACKAGE if _a_process(c.vm, process) else ERROR_INVALID_HANDLE


@api(KERNEL32, "GetApplicationUserModelId", "HANDLE process, LPVOID length, LPVOID id",
     widths=BOTH)
def GetApplicationUserModelId(c, process, length, id):
    """A process's application user model id: APPMODEL_ERROR_NO_APPLICATION for every
    process here; ERROR_INVALID_HANDLE for a handle that is not a process's."""
    return (APPMODEL_ERROR_NO_APPLICATION if _a_process(c.vm, process)
            else ERROR_INVALID_HANDLE)
