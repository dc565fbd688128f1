"""ADVAPI32: ImpersonateLoggedOnUser, ImpersonateSelf, RevertToSelf and OpenThreadToken (Task Manager impersonates each
process's token to read its user name).

There is one user, so a thread impersonating a token of it acts as itself; what is kept
is whether the current thread impersonates (RevertToSelf ends it), so that the calls
fail and succeed as documented.
"""

from ....abi.api import BOTH, api
from ...core.winerror import ERROR_INVALID_HANDLE, ERROR_INVALID_PARAMETER, ERROR_NO_TOKEN
from ...kernel.sync import CURRENT_THREAD
from ...kernel.security import Token
from ...core.dllnames import ADVAPI32



@api(ADVAPI32, "ImpersonateLoggedOnUser", "HANDLE:access token token", widths=BOTH)
def ImpersonateLoggedOnUser(c, token):
    vm = c.vm
    vm.threads.current.impersonating = token
    return 1


@api(ADVAPI32, "RevertToSelf", widths=BOTH)
def RevertToSelf(c):
    c.vm.threads.current.impersonating = 0
    return 1


_SECURITY_DELEGATION = 3           # the highest SECURITY_IMPERSONATION_LEVEL
_TOKEN_ALL_ACCESS = 0xF01FF


@api(ADVAPI32, "ImpersonateSelf", "DWORD level", widths=BOTH)
def ImpersonateSelf(c, level):
    """Make the current thread impersonate the process's own user: a copy of its token
    becomes the thread's (RevertToSelf ends it). ERROR_INVALID_PARAMETER for a level past
    SecurityDelegation."""
    vm = c.vm
    if level > _SECURITY_DELEGATION:
        vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    vm.threads.current.impersonating = vm.new_handle(Token(_TOKEN_ALL_ACCESS))
    return 1


@api(ADVAPI32, "OpenThreadToken", "HANDLE thread, DWORD access, BOOL as_self, LPVOID out", widths=BOTH)
def OpenThreadToken(c, thread, access, as_self, out):
    """A handle to the token a thread impersonates; ERROR_NO_TOKEN when it impersonates
    none (it then acts with the process's token, OpenProcessToken's)."""
    vm = c.vm
    t = vm.threads.current if thread == CURRENT_THREAD else vm.handles.get(thread)
    if t not in vm.threads.threads:
        vm.last_error = ERROR_INVALID_HANDLE
        return 0
    if not t.impersonating:
        vm.last_error = ERROR_NO_TOKEN
        return 0
    vm.mem.wptr(out, vm.new_handle(Token(access)))       # a PHANDLE cell
    return 1
