"""ADVAPI32: a thread's impersonation token (ImpersonateLoggedOnUser, ImpersonateSelf,
SetThreadToken, ImpersonateAnonymousToken, RevertToSelf, OpenThreadToken); Task Manager
impersonates each process's token to read its user name, and clipboard tools impersonate
the anonymous token while they close the clipboard.

There is one user, so a thread impersonating a token of it acts as itself; what is kept
is the impersonation token the thread holds (``Thread.impersonating``, a TokenState), so
that the calls fail and succeed as documented and the token reads back as it was made.
"""

from ....abi.api import BOTH, api
from ...core.winerror import (ERROR_ACCESS_DENIED, ERROR_BAD_IMPERSONATION_LEVEL,
                             ERROR_BAD_TOKEN_TYPE, ERROR_CANT_OPEN_ANONYMOUS,
                             ERROR_INVALID_HANDLE, ERROR_NO_TOKEN)
from ...kernel.sync import CURRENT_THREAD
from ...kernel import sids
from ...kernel.security import SECURITY_ANONYMOUS, TOKEN_IMPERSONATION, Token, TokenState
from ...core.dllnames import ADVAPI32
from .security import (SECURITY_DELEGATION, SECURITY_IMPERSONATION, TOKEN_DUPLICATE,
                       TOKEN_IMPERSONATE, TOKEN_QUERY, duplicate_state, token_of)


def _fail(vm, code):
    vm.last_error = code
    return 0


def _thread(vm, h):
    """The Thread behind a thread handle or GetCurrentThread's pseudo handle, or None."""
    t = vm.threads.current if h == CURRENT_THREAD else vm.handles.get(h)
    return t if t in vm.threads.threads else None


@api(ADVAPI32, "ImpersonateLoggedOnUser", "HANDLE token", widths=BOTH)
def ImpersonateLoggedOnUser(c, token):
    """Make the current thread impersonate ``token``: an impersonation token as it is (it
    needs TOKEN_QUERY | TOKEN_IMPERSONATE), a primary one duplicated at
    SecurityImpersonation (TOKEN_QUERY | TOKEN_DUPLICATE)."""
    vm = c.vm
    tok = token_of(vm, token)
    if tok is None:
        return 0
    if tok.state.kind == TOKEN_IMPERSONATION:
        if tok.access & (TOKEN_QUERY | TOKEN_IMPERSONATE) != TOKEN_QUERY | TOKEN_IMPERSONATE:
            return _fail(vm, ERROR_ACCESS_DENIED)
        vm.threads.current.impersonating = tok.state
        return 1
    if tok.access & (TOKEN_QUERY | TOKEN_DUPLICATE) != TOKEN_QUERY | TOKEN_DUPLICATE:
        return _fail(vm, ERROR_ACCESS_DENIED)
    vm.threads.current.impersonating = duplicate_state(vm, tok.state, TOKEN_IMPERSONATION,
                                                       SECURITY_IMPERSONATION)
    return 1


@api(ADVAPI32, "RevertToSelf", widths=BOTH)
def RevertToSelf(c):
    """End the current thread's impersonation: it acts with the process's token again."""
    c.vm.threads.current.impersonating = None
    return 1


@api(ADVAPI32, "ImpersonateSelf", "DWORD level", widths=BOTH)
def ImpersonateSelf(c, level):
    """Make the current thread impersonate the process's own user: a copy of its token at
    ``level`` becomes the thread's (RevertToSelf ends it). ERROR_BAD_IMPERSONATION_LEVEL
    for a level past SecurityDelegation."""
    vm = c.vm
    if level > SECURITY_DELEGATION:
        return _fail(vm, ERROR_BAD_IMPERSONATION_LEVEL)
    vm.threads.current.impersonating = duplicate_state(vm, vm.kernel.process_token,
                                                       TOKEN_IMPERSONATION, level)
    return 1


_ANONYMOUS_LOGON, _NETWORK, _UNTRUSTED = (sids.parse_string(t)
                                          for t in ("S-1-5-7", "S-1-5-2", "S-1-16-0"))


@api(ADVAPI32, "ImpersonateAnonymousToken", "HANDLE thread", widths=BOTH)
def ImpersonateAnonymousToken(c, thread):
    """Make a thread (a thread handle or GetCurrentThread's pseudo handle) impersonate the
    system's anonymous logon token until RevertToSelf: a new impersonation token at
    SecurityImpersonation whose user, owner and primary group are NT AUTHORITY\\ANONYMOUS
    LOGON, whose one group is NETWORK (not Everyone: as documented, unless the LSA's
    EveryoneIncludesAnonymous is set), at the untrusted integrity level, with no
    privileges. Wine 8 fails the call (ERROR_CALL_NOT_IMPLEMENTED)."""
    vm = c.vm
    t = _thread(vm, thread)
    if t is None:
        return _fail(vm, ERROR_INVALID_HANDLE)
    vm.kernel.last_luid += 1
    state = TokenState(vm.kernel.last_luid, TOKEN_IMPERSONATION, SECURITY_IMPERSONATION)
    state.user = state.owner = state.primary_group = _ANONYMOUS_LOGON
    state.groups = [[_NETWORK, sids.SE_GROUP_MANDATORY | sids.SE_GROUP_ENABLED_BY_DEFAULT
                     | sids.SE_GROUP_ENABLED],
                    [_UNTRUSTED, sids.SE_GROUP_INTEGRITY | sids.SE_GROUP_INTEGRITY_ENABLED]]
    state.integrity = _UNTRUSTED
    state.privileges = {}
    t.impersonating = state
    return 1


@api(ADVAPI32, "SetThreadToken", "LPVOID thread, HANDLE token", widths=BOTH)
def SetThreadToken(c, thread, token):
    """Give a thread (``*thread``; the current one when ``thread`` is NULL) an
    impersonation token, or end its impersonation when ``token`` is NULL. A primary token
    is refused (ERROR_BAD_TOKEN_TYPE); the token needs TOKEN_IMPERSONATE."""
    vm = c.vm
    t = _thread(vm, vm.mem.uptr(thread) & 0xFFFFFFFF) if thread else vm.threads.current
    if t is None:
        return _fail(vm, ERROR_INVALID_HANDLE)
    if not token:
        t.impersonating = None
        return 1
    tok = token_of(vm, token)
    if tok is None:
        return 0
    if tok.state.kind != TOKEN_IMPERSONATION:
        return _fail(vm, ERROR_BAD_TOKEN_TYPE)
    if not tok.access & TOKEN_IMPERSONATE:
        return _fail(vm, ERROR_ACCESS_DENIED)
    t.impersonating = tok.state
    return 1


@api(ADVAPI32, "OpenThreadToken", "HANDLE thread, DWORD access, BOOL as_self, LPVOID out", widths=BOTH)
def OpenThreadToken(c, thread, access, as_self, out):
    """A handle to the token a thread impersonates; ERROR_NO_TOKEN when it impersonates
    none (it then acts with the process's token, OpenProcessToken's), and
    ERROR_CANT_OPEN_ANONYMOUS for one at SecurityAnonymous."""
    vm = c.vm
    t = _thread(vm, thread)
    if t is None:
        return _fail(vm, ERROR_INVALID_HANDLE)
    if t.impersonating is None:
        return _fail(vm, ERROR_NO_TOKEN)
    if t.impersonating.level == SECURITY_ANONYMOUS:
        return _fail(vm, ERROR_CANT_OPEN_ANONYMOUS)
    vm.mem.wptr(out, vm.new_handle(Token(access, t.impersonating)))   # a PHANDLE cell
    return 1
