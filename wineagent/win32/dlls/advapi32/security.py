"""ADVAPI32: access tokens and their privileges (OpenProcessToken, DuplicateToken(Ex),
CheckTokenMembership, IsTokenRestricted, LookupPrivilegeValue, AdjustTokenPrivileges)
over ``kernel/security.py``.

A handle reaches a token (``TokenState``) with the access it was opened for: the process's
primary token, or one DuplicateTokenEx made. GetTokenInformation and SetTokenInformation
are in sids.py, the thread's impersonation in impersonation.py.
"""

from ....abi.api import BOTH, Unimplemented, api
from ...core.winerror import (ERROR_ACCESS_DENIED, ERROR_BAD_IMPERSONATION_LEVEL,
                             ERROR_INSUFFICIENT_BUFFER, ERROR_INVALID_HANDLE,
                             ERROR_INVALID_PARAMETER, ERROR_NO_IMPERSONATION_TOKEN,
                             ERROR_NOT_ALL_ASSIGNED, ERROR_NO_SUCH_PRIVILEGE)
from ...kernel.process import is_current_process
from ...kernel.security import (PRIVILEGES, SE_PRIVILEGE_ENABLED, SE_PRIVILEGE_REMOVED,
                                TOKEN_IMPERSONATION, TOKEN_PRIMARY, Token)
from ...kernel.sids import Sid
from ...core.dllnames import ADVAPI32

TOKEN_DUPLICATE, TOKEN_IMPERSONATE, TOKEN_QUERY = 0x2, 0x4, 0x8
TOKEN_QUERY_SOURCE, TOKEN_ADJUST_PRIVILEGES = 0x10, 0x20
SECURITY_IMPERSONATION, SECURITY_DELEGATION = 2, 3
# GetCurrentProcessToken(), GetCurrentThreadToken(), GetCurrentThreadEffectiveToken()
# (Windows 8 inline functions): pseudo handles that query, and no more.
PROCESS_TOKEN_PSEUDO, THREAD_TOKEN_PSEUDO, EFFECTIVE_TOKEN_PSEUDO = (
    0xFFFFFFFC, 0xFFFFFFFB, 0xFFFFFFFA)
_PSEUDO_ACCESS = TOKEN_QUERY | TOKEN_QUERY_SOURCE


def _fail(vm, code):
    vm.last_error = code
    return 0


def token_of(vm, h):
    """The Token (handle view) behind ``h``, a handle or a token pseudo handle; None, with
    the last error set, when there is none."""
    if h in (PROCESS_TOKEN_PSEUDO, THREAD_TOKEN_PSEUDO, EFFECTIVE_TOKEN_PSEUDO):
        state = vm.threads.current.impersonating if h != PROCESS_TOKEN_PSEUDO else None
        if state is None and h == THREAD_TOKEN_PSEUDO:
            # A thread that does not impersonate has no token for it to name (Wine answers
            # so, as do NT-compatible kernels' own tests).
            vm.last_error = ERROR_INVALID_HANDLE
            return None
        return Token(_PSEUDO_ACCESS, state or vm.kernel.process_token)
    tok = vm.handles.get(h, Token)
    if tok is None:
        vm.last_error = ERROR_INVALID_HANDLE
    return tok


def duplicate_state(vm, state, kind, level):
    """A new token like ``state``, of TOKEN_TYPE ``kind`` at ``level``, with a new LUID."""
    vm.kernel.last_luid += 1
    return state.duplicate(vm.kernel.last_luid, kind, level)


@api(ADVAPI32, "OpenProcessToken", "HANDLE process, DWORD access, LPVOID token", widths=BOTH)
def OpenProcessToken(c, process, access, token):
    """A handle to the process's primary token with ``access``."""
    vm = c.vm
    if not is_current_process(vm, process):
        return _fail(vm, ERROR_INVALID_HANDLE)
    vm.mem.wptr(token, vm.new_handle(Token(access, vm.kernel.process_token)))  # a PHANDLE
    return 1


@api(ADVAPI32, "DuplicateTokenEx", "HANDLE token, DWORD access, LPVOID attributes, DWORD level, "
     "DWORD kind, LPVOID out", widths=BOTH)
def DuplicateTokenEx(c, token, access, attributes, level, kind, out):
    """A new token, primary or impersonation (``kind``) at impersonation ``level``, with
    the source's user, groups and privileges; ``access`` 0 gives the source handle's.
    The source needs TOKEN_DUPLICATE; an impersonation token duplicates to impersonation
    tokens of its own level or a lower one only (ERROR_BAD_IMPERSONATION_LEVEL), and to a
    primary token at any level (what Wine 8 does)."""
    vm = c.vm
    tok = token_of(vm, token)
    if tok is None:
        return 0
    if not tok.access & TOKEN_DUPLICATE:
        return _fail(vm, ERROR_ACCESS_DENIED)
    if kind not in (TOKEN_PRIMARY, TOKEN_IMPERSONATION):
        return _fail(vm, ERROR_INVALID_PARAMETER)
    if level > SECURITY_DELEGATION:
        return _fail(vm, ERROR_BAD_IMPERSONATION_LEVEL)
    src = tok.state
    if src.kind == TOKEN_IMPERSONATION and kind == TOKEN_IMPERSONATION and level > src.level:
        return _fail(vm, ERROR_BAD_IMPERSONATION_LEVEL)
    if not out:
        return _fail(vm, ERROR_INVALID_PARAMETER)
    new = duplicate_state(vm, src, kind, level)
    vm.mem.wptr(out, vm.new_handle(Token(access or tok.access, new)))   # a PHANDLE
    return 1


@api(ADVAPI32, "DuplicateToken", "HANDLE token, DWORD level, LPVOID out", widths=BOTH)
def DuplicateToken(c, token, level, out):
    """An impersonation token at ``level`` copied from ``token``, opened for
    TOKEN_IMPERSONATE | TOKEN_QUERY (DuplicateTokenEx's rules)."""
    return DuplicateTokenEx(c, token, TOKEN_IMPERSONATE | TOKEN_QUERY, 0, level,
                            TOKEN_IMPERSONATION, out)


@api(ADVAPI32, "CheckTokenMembership", "HANDLE token, LPVOID sid, LPVOID is_member", widths=BOTH)
def CheckTokenMembership(c, token, sid, is_member):
    """Whether ``sid`` is enabled in an impersonation token: the user's SID or one of its
    enabled groups. A NULL token means the thread's impersonation token or, when it does
    not impersonate, the process's token duplicated as one; a primary token is refused
    (ERROR_NO_IMPERSONATION_TOKEN)."""
    vm = c.vm
    if not token:
        state = vm.threads.current.impersonating or vm.kernel.process_token
    else:
        tok = token_of(vm, token)
        if tok is None:
            return 0
        if not tok.access & TOKEN_QUERY:
            return _fail(vm, ERROR_ACCESS_DENIED)
        state = tok.state
        if state.kind != TOKEN_IMPERSONATION:
            return _fail(vm, ERROR_NO_IMPERSONATION_TOKEN)
    wanted = Sid.read(vm.mem, sid)
    vm.mem.w32(is_member, 1 if wanted is not None and state.is_member(wanted) else 0)
    return 1


@api(ADVAPI32, "IsTokenRestricted", "HANDLE token", widths=BOTH)
def IsTokenRestricted(c, token):
    """Whether the token has restricting SIDs: never (CreateRestrictedToken, which would
    add them, is not implemented); the last error is ERROR_SUCCESS then."""
    vm = c.vm
    tok = token_of(vm, token)
    if tok is None:
        return 0
    if not tok.access & TOKEN_QUERY:
        return _fail(vm, ERROR_ACCESS_DENIED)
    vm.last_error = 0
    return 0


@api(ADVAPI32, "LookupPrivilegeValue{AW}", "LPCTSTR system, LPCTSTR name, LPVOID luid", widths=BOTH)
def LookupPrivilegeValue(c, system, name, luid):
    """The LUID of a privilege name ("SeShutdownPrivilege")."""
    if system:
        raise Unimplemented("%s: a remote system name" % c.spec.full_name)
    value = PRIVILEGES.get((name or "").lower())
    if value is None:
        return _fail(c.vm, ERROR_NO_SUCH_PRIVILEGE)
    c.vm.mem.w32(luid, value)
    c.vm.mem.w32(luid + 4, 0)
    return 1


def _write_privileges(mem, at, items):
    """A TOKEN_PRIVILEGES at ``at``: count, then (LUID, attributes) entries."""
    mem.w32(at, len(items))
    for i, (luid, attributes) in enumerate(items):
        mem.w32(at + 4 + 12 * i, luid)
        mem.w32(at + 8 + 12 * i, 0)
        mem.w32(at + 12 + 12 * i, attributes)


@api(ADVAPI32, "AdjustTokenPrivileges", "HANDLE token, BOOL disable_all, LPVOID state, "
     "DWORD size, LPVOID previous, LPVOID needed", widths=BOTH)
def AdjustTokenPrivileges(c, token, disable_all, state, size, previous, needed):
    """Enable or disable the token's privileges (all of them with ``disable_all``). The
    previous state, when asked for, holds the privileges whose state changed; it needs
    TOKEN_QUERY too, and ``size`` bytes or ERROR_INSUFFICIENT_BUFFER (nothing changed)."""
    vm = c.vm
    tok = token_of(vm, token)
    if tok is None:
        return 0
    if not tok.access & TOKEN_ADJUST_PRIVILEGES or (previous and not tok.access & TOKEN_QUERY):
        return _fail(vm, ERROR_ACCESS_DENIED)
    held = tok.privileges
    if disable_all:
        wanted = [(luid, 0, 0) for luid in sorted(held)]
    else:
        wanted = []
        for i in range(vm.mem.u32(state)):       # TOKEN_PRIVILEGES: count, LUID_AND_ATTRIBUTES[]
            entry = state + 4 + 12 * i
            low, high, attributes = vm.mem.u32(entry), vm.mem.u32(entry + 4), vm.mem.u32(entry + 8)
            if attributes & SE_PRIVILEGE_REMOVED:
                raise Unimplemented("ADVAPI32.dll!AdjustTokenPrivileges: SE_PRIVILEGE_REMOVED")
            wanted.append((low, high, attributes))
    # Only privileges the token holds change (a LUID's high part is 0 for all of them).
    known = [(luid, attributes) for luid, high, attributes in wanted
             if high == 0 and luid in held]
    changes = [(luid, held[luid]) for luid, attributes in known
               if (held[luid] ^ attributes) & SE_PRIVILEGE_ENABLED]
    if previous:
        room = 4 + 12 * len(changes)
        if needed:
            vm.mem.w32(needed, room)
        if size < room:
            return _fail(vm, ERROR_INSUFFICIENT_BUFFER)
        _write_privileges(vm.mem, previous, changes)
    for luid, attributes in known:
        tok.adjust(luid, attributes)
    # Success either way; the last error tells whether every privilege was adjusted.
    vm.last_error = 0 if len(known) == len(wanted) else ERROR_NOT_ALL_ASSIGNED
    return 1
