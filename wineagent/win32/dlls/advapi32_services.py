"""ADVAPI32: the service side of the service control manager.

No service control manager runs in a VM, so a service program is always one a user
started by hand. StartServiceCtrlDispatcher then fails with
ERROR_FAILED_SERVICE_CONTROLLER_CONNECT, as documented for "the program is being run as a
console application rather than as a service" and as Wine's sechost does when it cannot
open the control pipe; the program typically reports that and exits.
"""

from ...abi.api import api
from ..core.winerror import ERROR_FAILED_SERVICE_CONTROLLER_CONNECT

A = "ADVAPI32.dll"


@api(A, "StartServiceCtrlDispatcher{AW}", "LPVOID table")
def StartServiceCtrlDispatcher(c, table):
    c.vm.last_error = ERROR_FAILED_SERVICE_CONTROLLER_CONNECT
    return 0
