"""ADVAPI32: the service side of the service control manager.

No service control manager runs in a VM, so a service program is always one a user
started by hand. StartServiceCtrlDispatcher then fails with
ERROR_FAILED_SERVICE_CONTROLLER_CONNECT, as documented for "the program is being run as a
console application rather than as a service" and as Wine's sechost does when it cannot
open the control pipe; the program typically reports that and exits. Without a
dispatcher no service of the process exists, so RegisterServiceCtrlHandler(Ex) fails with
ERROR_SERVICE_DOES_NOT_EXIST, and no SERVICE_STATUS_HANDLE is ever valid for
SetServiceStatus (ERROR_INVALID_HANDLE), as on Windows.
"""

from ....abi.api import BOTH, api
from ...core.winerror import (ERROR_FAILED_SERVICE_CONTROLLER_CONNECT, ERROR_INVALID_HANDLE,
                             ERROR_SERVICE_DOES_NOT_EXIST)
from ...core.dllnames import ADVAPI32



@api(ADVAPI32, "StartServiceCtrlDispatcher{AW}", "LPVOID table", widths=BOTH)
def StartServiceCtrlDispatcher(c, table):
    """Connect the process to the SCM as a service program: there is none to connect to."""
    c.vm.last_error = ERROR_FAILED_SERVICE_CONTROLLER_CONNECT
    return 0


@api(ADVAPI32, "RegisterServiceCtrlHandler{AW}", "LPCTSTR name, LPVOID handler", widths=BOTH)
def RegisterServiceCtrlHandler(c, name, handler):
    """Register a service's control handler: only a service the dispatcher started has
    one, and the dispatcher never starts any here."""
    c.vm.last_error = ERROR_SERVICE_DOES_NOT_EXIST
    return 0


@api(ADVAPI32, "RegisterServiceCtrlHandlerEx{AW}", "LPCTSTR name, LPVOID handler, LPVOID context", widths=BOTH)
def RegisterServiceCtrlHandlerEx(c, name, handler, context):
    """RegisterServiceCtrlHandler with a context: fails the same way."""
    c.vm.last_error = ERROR_SERVICE_DOES_NOT_EXIST
    return 0


@api(ADVAPI32, "SetServiceStatus", "HANDLE handle, LPVOID status", widths=BOTH)
def SetServiceStatus(c, handle, status):
    """Report a service's status to the SCM: no handle from RegisterServiceCtrlHandler
    exists, so every one is invalid."""
    c.vm.last_error = ERROR_INVALID_HANDLE
    return 0
