"""ADVAPI32: ImpersonateLoggedOnUser and RevertToSelf (Task Manager impersonates each
process's token to read its user name).

There is one user, so a thread impersonating a token of it acts as itself; what is kept
is whether the current thread impersonates (RevertToSelf ends it), so that the calls
fail and succeed as documented.
"""

from ....abi.api import api
from ...core.winerror import ERROR_INVALID_HANDLE
from ...kernel.security import Token
from ...core.dllnames import ADVAPI32



@api(ADVAPI32, "ImpersonateLoggedOnUser", "HANDLE token")
def ImpersonateLoggedOnUser(c, token):
    vm = c.vm
    if not isinstance(vm.handles.get(token), Token):
        vm.last_error = ERROR_INVALID_HANDLE
        return 0
    vm.threads.current.impersonating = token
    return 1


@api(ADVAPI32, "RevertToSelf")
def RevertToSelf(c):
    c.vm.threads.current.impersonating = 0
    return 1
