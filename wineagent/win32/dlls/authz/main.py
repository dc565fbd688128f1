"""AUTHZ.dll, the Authorization API: a resource manager, client contexts made from a SID
or an access token, and the access check of a context against a security descriptor.

Qt 6's Qt6Core uses it to read a file's permissions for the current user and for
Everyone (QFileInfo with NTFS permission lookup). Wine 8's authz.dll is all stubs
(ERROR_CALL_NOT_IMPLEMENTED), so the behaviour is MSDN's:

- **Resource manager** (AuthzInitializeResourceManager): one without auditing
  (AUTHZ_RM_FLAG_NO_AUDIT). Auditing (which needs the audit privilege and a security
  event source) and the callbacks of callback ACEs and dynamic groups are not
  implemented and stop naming themselves.
- **Client contexts**: from a token handle (AuthzInitializeContextFromToken: the token's
  user and enabled groups, kernel/security.py), or from a SID
  (AuthzInitializeContextFromSid): the signed-in user's SID has the token's groups,
  any other SID is itself and Everyone (a well-known group or an account this machine
  does not know has no other memberships here); AUTHZ_SKIP_TOKEN_GROUPS keeps the SID
  alone. A context and a resource manager are handles AuthzFreeContext and
  AuthzFreeResourceManager free (FALSE, ERROR_INVALID_HANDLE for one they are not).
- **The access check** (AuthzAccessCheck) walks the descriptor's DACL as Windows'
  access check does: no DACL (or a NULL one) grants everything asked; ACCESS_DENIED and
  ACCESS_ALLOWED ACEs in order (inherit-only ones skipped; PRINCIPAL_SELF meaning the
  request's PrincipalSelfSid), the owner holding READ_CONTROL and WRITE_DAC besides;
  MAXIMUM_ALLOWED gives every right granted and not denied before. The result goes to
  the reply's GrantedAccessMask and Error (ERROR_SUCCESS, or ERROR_ACCESS_DENIED with
  no access); the function itself returns TRUE. ACCESS_SYSTEM_SECURITY needs
  SeSecurityPrivilege, which the user does not hold: ERROR_PRIVILEGE_NOT_HELD. Object
  type lists, additional descriptors, cached results, generic rights in the request
  (Authz expects them mapped) and ACE types other than the two are not implemented and
  stop naming themselves.
"""

import weakref

from ....abi.api import BOTH, Unimplemented, api
from ....abi.structs import struct
from ...core.dllnames import AUTHZ
from ...core.winerror import (ERROR_ACCESS_DENIED, ERROR_INVALID_ACL, ERROR_INVALID_HANDLE,
                              ERROR_INVALID_PARAMETER, ERROR_INVALID_SECURITY_DESCR,
                              ERROR_PRIVILEGE_NOT_HELD, ERROR_SUCCESS)
from ...kernel import sids
from ...kernel.security import Token
from ...kernel.sids import Sid

AUTHZ_RM_FLAG_NO_AUDIT = 0x1
AUTHZ_RM_FLAG_INITIALIZE_UNDER_IMPERSONATION = 0x2
AUTHZ_RM_FLAG_NO_CENTRAL_ACCESS_POLICIES = 0x4
AUTHZ_SKIP_TOKEN_GROUPS = 0x2

ACCESS_ALLOWED_ACE_TYPE, ACCESS_DENIED_ACE_TYPE = 0, 1
INHERIT_ONLY_ACE = 0x08
SE_DACL_PRESENT, SE_SELF_RELATIVE = 0x0004, 0x8000
READ_CONTROL, WRITE_DAC = 0x00020000, 0x00040000
ACCESS_SYSTEM_SECURITY, MAXIMUM_ALLOWED = 0x01000000, 0x02000000
GENERIC_RIGHTS = 0xF0000000
EVERYONE = sids.parse_string("S-1-1-0")
PRINCIPAL_SELF = sids.parse_string("S-1-5-10")

AUTHZ_ACCESS_REQUEST = struct("AUTHZ_ACCESS_REQUEST", "DWORD DesiredAccess; "
                              "LPVOID PrincipalSelfSid; LPVOID ObjectTypeList; "
                              "DWORD ObjectTypeListLength; LPVOID OptionalArguments")
AUTHZ_ACCESS_REPLY = struct("AUTHZ_ACCESS_REPLY", "DWORD ResultListLength; "
                            "LPVOID GrantedAccessMask; LPVOID SaclEvaluationResults; "
                            "LPVOID Error")

#: vm -> {handle: ResourceManager or ClientContext}
_OBJECTS = weakref.WeakKeyDictionary()


class ResourceManager:
    """A resource manager's flags (it audits nothing)."""

    def __init__(self, flags):
        self.flags = flags


class ClientContext:
    """A client context: the SIDs it is (its user first) and its resource manager."""

    def __init__(self, manager, sid_list):
        self.manager, self.sids = manager, sid_list


def _new(c, obj, out):
    vm = c.vm
    handle = vm.heap.alloc(8, zero=True)       # an opaque pointer, as Authz's handles are
    _OBJECTS.setdefault(vm, {})[handle] = obj
    vm.mem.wptr(out, handle)
    return 1


def _get(c, handle, kind):
    obj = _OBJECTS.get(c.vm, {}).get(handle)
    return obj if isinstance(obj, kind) else None


def _fail(c, error):
    c.vm.last_error = error
    return 0


def read_sid(mem, addr):
    """The SID at guest address ``addr``."""
    count = mem.read(addr + 1, 1)[0]
    return Sid.from_bytes(bytes(mem.read(addr, 8 + 4 * count)))


@api(AUTHZ, "AuthzInitializeResourceManager", "DWORD flags, LPVOID access_check, "
     "LPVOID compute_groups, LPVOID free_groups, LPCWSTR name, LPVOID out", widths=BOTH)
def AuthzInitializeResourceManager(c, flags, access_check, compute_groups, free_groups,
                                   name, out):
    """A resource manager into ``*out`` (TRUE); ERROR_INVALID_PARAMETER without ``out``.
    Auditing managers and callbacks stop naming them."""
    if not out:
        return _fail(c, ERROR_INVALID_PARAMETER)
    if access_check or compute_groups or free_groups:
        raise Unimplemented("%s!AuthzInitializeResourceManager (callbacks)" % AUTHZ)
    if not flags & AUTHZ_RM_FLAG_NO_AUDIT:
        raise Unimplemented("%s!AuthzInitializeResourceManager (auditing: flags 0x%X)"
                            % (AUTHZ, flags))
    return _new(c, ResourceManager(flags), out)


@api(AUTHZ, "AuthzFreeResourceManager", "HANDLE manager", widths=BOTH)
def AuthzFreeResourceManager(c, manager):
    """Free a resource manager: TRUE; FALSE (ERROR_INVALID_HANDLE) for another handle."""
    if _get(c, manager, ResourceManager) is None:
        return _fail(c, ERROR_INVALID_HANDLE)
    del _OBJECTS[c.vm][manager]
    c.vm.heap.free(manager)
    return 1


def _context_checks(c, flags, manager, out, allowed, api_name):
    if flags & ~allowed:
        raise Unimplemented("%s!%s (flags 0x%X)" % (AUTHZ, api_name, flags))
    if not out:
        return None, ERROR_INVALID_PARAMETER
    rm = _get(c, manager, ResourceManager)
    if rm is None:
        return None, ERROR_INVALID_HANDLE
    return rm, None


@api(AUTHZ, "AuthzInitializeContextFromSid", "DWORD flags, LPVOID sid, HANDLE manager, "
     "LPVOID expiration, ULONGLONG identifier, LPVOID dynamic_args, LPVOID out",
     widths=BOTH)
def AuthzInitializeContextFromSid(c, flags, sid, manager, expiration, identifier,
                                  dynamic_args, out):
    """A client context for ``sid`` into ``*out``: the signed-in user's SID with the
    token's groups, another SID with Everyone; the SID alone with
    AUTHZ_SKIP_TOKEN_GROUPS."""
    rm, error = _context_checks(c, flags, manager, out, AUTHZ_SKIP_TOKEN_GROUPS,
                                "AuthzInitializeContextFromSid")
    if error is None and not sid:
        error = ERROR_INVALID_PARAMETER
    if error is not None:
        return _fail(c, error)
    who = read_sid(c.vm.mem, sid)
    if flags & AUTHZ_SKIP_TOKEN_GROUPS:
        members = [who]
    elif who == sids.USER_SID:
        members = [who] + [g for g, attrs in sids.TOKEN_GROUPS if attrs & sids.SE_GROUP_ENABLED]
    else:
        members = [who] if who == EVERYONE else [who, EVERYONE]
    return _new(c, ClientContext(rm, members), out)


@api(AUTHZ, "AuthzInitializeContextFromToken", "DWORD flags, HANDLE token, HANDLE manager, "
     "LPVOID expiration, ULONGLONG identifier, LPVOID dynamic_args, LPVOID out",
     widths=BOTH)
def AuthzInitializeContextFromToken(c, flags, token, manager, expiration, identifier,
                                    dynamic_args, out):
    """A client context for the user and enabled groups of access token ``token``;
    ERROR_INVALID_HANDLE for a handle that is not a token's."""
    rm, error = _context_checks(c, flags, manager, out, 0, "AuthzInitializeContextFromToken")
    if error is not None:
        return _fail(c, error)
    tok = c.vm.handles.get(token, Token)
    if tok is None:
        return _fail(c, ERROR_INVALID_HANDLE)
    state = tok.state
    members = [state.user] + [g for g, attrs in state.groups if attrs & sids.SE_GROUP_ENABLED]
    return _new(c, ClientContext(rm, members), out)


@api(AUTHZ, "AuthzFreeContext", "HANDLE context", widths=BOTH)
def AuthzFreeContext(c, context):
    """Free a client context: TRUE; FALSE (ERROR_INVALID_HANDLE) for another handle."""
    if _get(c, context, ClientContext) is None:
        return _fail(c, ERROR_INVALID_HANDLE)
    del _OBJECTS[c.vm][context]
    c.vm.heap.free(context)
    return 1


def _descriptor(mem, addr, ptr):
    """(owner Sid or None, DACL address or 0, whether a DACL is present) of the security
    descriptor at ``addr``, self-relative or absolute."""
    head = bytes(mem.read(addr, 4))
    if head[0] != 1:
        return None
    control = int.from_bytes(head[2:4], "little")
    if control & SE_SELF_RELATIVE:
        owner, _group, _sacl, dacl = (mem.u32(addr + 4 + 4 * i) for i in range(4))
        owner = addr + owner if owner else 0
        dacl = addr + dacl if dacl else 0
    else:
        base = addr + (8 if ptr == 8 else 4)
        owner, _group, _sacl, dacl = (mem.uptr(base + ptr * i) for i in range(4))
    return (read_sid(mem, owner) if owner else None, dacl, bool(control & SE_DACL_PRESENT))


def _aces(mem, acl):
    count = int.from_bytes(bytes(mem.read(acl + 4, 2)), "little")
    at = acl + 8
    for _ in range(count):
        kind, flags = mem.read(at, 2)
        size = int.from_bytes(bytes(mem.read(at + 2, 2)), "little")
        if size < 8:
            return
        yield kind, flags, mem.u32(at + 4), at + 8
        at += size


def access_check(mem, context, desired, self_sid, owner, dacl, present):
    """(granted access, error) of ``context`` asking ``desired`` of an object with
    ``owner`` and the DACL at ``dacl`` (``present``: the descriptor has one)."""
    if desired & ACCESS_SYSTEM_SECURITY:
        return 0, ERROR_PRIVILEGE_NOT_HELD
    wanted = desired & ~MAXIMUM_ALLOWED
    everything = 0x001F0000 | 0xFFFF            # standard and specific rights
    if not present or not dacl:
        granted = everything if desired & MAXIMUM_ALLOWED else wanted
        return granted | wanted, ERROR_SUCCESS
    if mem.read(dacl, 1)[0] not in (2, 4):
        return 0, ERROR_INVALID_ACL
    members = context.sids
    granted = denied = 0
    if owner is not None and owner in members:
        granted = READ_CONTROL | WRITE_DAC
    for kind, flags, mask, sid_at in _aces(mem, dacl):
        if flags & INHERIT_ONLY_ACE:
            continue
        if kind not in (ACCESS_ALLOWED_ACE_TYPE, ACCESS_DENIED_ACE_TYPE):
            raise Unimplemented("%s!AuthzAccessCheck (ACE type %d)" % (AUTHZ, kind))
        sid = read_sid(mem, sid_at)
        if sid == PRINCIPAL_SELF and self_sid is not None:
            sid = self_sid
        if sid not in members:
            continue
        if kind == ACCESS_DENIED_ACE_TYPE:
            denied |= mask & ~granted
        else:
            granted |= mask & ~denied
        if not desired & MAXIMUM_ALLOWED and wanted & denied:
            return 0, ERROR_ACCESS_DENIED
    if desired & MAXIMUM_ALLOWED:
        if not granted or wanted & ~granted:
            return 0, ERROR_ACCESS_DENIED
        return granted, ERROR_SUCCESS
    if wanted & ~granted:
        return 0, ERROR_ACCESS_DENIED
    return wanted, ERROR_SUCCESS


@api(AUTHZ, "AuthzAccessCheck", "DWORD flags, HANDLE context, LPVOID request, HANDLE audit, "
     "LPVOID descriptor, LPVOID more, DWORD more_count, LPVOID reply, LPVOID results",
     widths=BOTH)
def AuthzAccessCheck(c, flags, context, request, audit, descriptor, more, more_count, reply,
                     results):
    """The access ``context`` has to an object of ``descriptor`` for ``request``, into
    ``reply`` (GrantedAccessMask, Error): TRUE; FALSE with ERROR_INVALID_PARAMETER,
    ERROR_INVALID_HANDLE or ERROR_INVALID_SECURITY_DESCR for bad arguments."""
    vm, ptr = c.vm, c.ptr_size
    ctx = _get(c, context, ClientContext)
    if ctx is None:
        return _fail(c, ERROR_INVALID_HANDLE)
    if not request or not reply or not descriptor:
        return _fail(c, ERROR_INVALID_PARAMETER)
    if more_count or results or flags:
        raise Unimplemented("%s!AuthzAccessCheck (flags 0x%X, %d more descriptors, cached "
                            "results %s)" % (AUTHZ, flags, more_count, bool(results)))
    req = AUTHZ_ACCESS_REQUEST.read(vm.mem, request, ptr)
    rep = AUTHZ_ACCESS_REPLY.read(vm.mem, reply, ptr)
    if req["ObjectTypeList"] or req["ObjectTypeListLength"]:
        raise Unimplemented("%s!AuthzAccessCheck (object type lists)" % AUTHZ)
    desired = req["DesiredAccess"]
    if desired & GENERIC_RIGHTS:
        raise Unimplemented("%s!AuthzAccessCheck (unmapped generic rights 0x%X)"
                            % (AUTHZ, desired))
    if rep["ResultListLength"] < 1 or not rep["GrantedAccessMask"] or not rep["Error"]:
        return _fail(c, ERROR_INVALID_PARAMETER)
    parsed = _descriptor(vm.mem, descriptor, ptr)
    if parsed is None:
        return _fail(c, ERROR_INVALID_SECURITY_DESCR)
    self_sid = read_sid(vm.mem, req["PrincipalSelfSid"]) if req["PrincipalSelfSid"] else None
    granted, error = access_check(vm.mem, ctx, desired, self_sid, *parsed)
    vm.mem.w32(rep["GrantedAccessMask"], granted)
    vm.mem.w32(rep["Error"], error)
    if rep["SaclEvaluationResults"]:
        vm.mem.w32(rep["SaclEvaluationResults"], 0)
    return 1
