"""ADVAPI32: security identifiers (AllocateAndInitializeSid, CopySid, EqualSid, their
string form, LookupAccountSid), what an access token says about its user
(GetTokenInformation) and what a program may change in it (SetTokenInformation), and LSA
policy handles (LsaOpenPolicy, LsaQueryInformationPolicy)
over ``kernel/sids.py`` and ``kernel/security.py``.

SIDs handed to the guest (AllocateAndInitializeSid, ConvertStringSidToSid) and the LSA's
buffers are heap blocks: FreeSid, LocalFree and LsaFreeMemory release them.
"""

from ....abi.api import BOTH, Unimplemented, api
from ....abi.structs import struct
from ...core.winerror import (ERROR_ACCESS_DENIED, ERROR_INSUFFICIENT_BUFFER,
                             ERROR_INVALID_PARAMETER, ERROR_INVALID_SID,
                             ERROR_INVALID_OWNER, ERROR_INVALID_PRIMARY_GROUP,
                             ERROR_PRIVILEGE_NOT_HELD, ERROR_NO_SUCH_LOGON_SESSION,
                             ERROR_NONE_MAPPED, ERROR_NOT_ENOUGH_MEMORY, ERROR_SUCCESS,
                             RPC_S_SERVER_UNAVAILABLE, status_to_win32)
from ...kernel import sids
from ...kernel.security import TOKEN_IMPERSONATION, default_dacl
from ...kernel.sids import Sid
from .main import USER_NAME
from .security import token_of
from ..kernel32.computername import COMPUTER_NAME
from ...core.dllnames import ADVAPI32
from ...kernel.handletable import handle_kind


SID_AND_ATTRIBUTES = struct("SID_AND_ATTRIBUTES", "PSID Sid; DWORD Attributes")
TOKEN_GROUPS = struct("TOKEN_GROUPS", "DWORD GroupCount; SID_AND_ATTRIBUTES Groups[1]")
LUID_AND_ATTRIBUTES = struct("LUID_AND_ATTRIBUTES", "DWORD LowPart; LONG HighPart; "
                             "DWORD Attributes")
TOKEN_PRIVILEGES = struct("TOKEN_PRIVILEGES", "DWORD PrivilegeCount; "
                          "LUID_AND_ATTRIBUTES Privileges[1]")
LSA_UNICODE_STRING = struct("LSA_UNICODE_STRING", "USHORT Length; USHORT MaximumLength; "
                            "PWSTR Buffer")
TOKEN_STATISTICS = struct(
    "TOKEN_STATISTICS", "DWORD TokenIdLow; LONG TokenIdHigh; DWORD AuthenticationIdLow; "
    "LONG AuthenticationIdHigh; LONGLONG ExpirationTime; DWORD TokenType; "
    "DWORD ImpersonationLevel; DWORD DynamicCharged; DWORD DynamicAvailable; "
    "DWORD GroupCount; DWORD PrivilegeCount; DWORD ModifiedIdLow; LONG ModifiedIdHigh")
TOKEN_OWNER = struct("TOKEN_OWNER", "PSID Owner")   # TOKEN_PRIMARY_GROUP has the same shape
#: TokenGroupsAndPrivileges: the user and groups, restricting SIDs and privileges, each
#: array's count and length in bytes, and the logon session.
TOKEN_GROUPS_AND_PRIVILEGES = struct(
    "TOKEN_GROUPS_AND_PRIVILEGES", "DWORD SidCount; DWORD SidLength; "
    "PSID_AND_ATTRIBUTES Sids; DWORD RestrictedSidCount; DWORD RestrictedSidLength; "
    "PSID_AND_ATTRIBUTES RestrictedSids; DWORD PrivilegeCount; DWORD PrivilegeLength; "
    "PLUID_AND_ATTRIBUTES Privileges; LUID AuthenticationId")
#: The four claim-attribute classes: a version, a count and the attributes' array.
CLAIM_SECURITY_ATTRIBUTES_INFORMATION = struct(
    "CLAIM_SECURITY_ATTRIBUTES_INFORMATION", "WORD Version; WORD Reserved; "
    "DWORD AttributeCount; PVOID Attribute")      # Attribute: a union of one pointer
#: TokenBnoIsolation: the prefix of the token's isolated BaseNamedObjects, if any.
TOKEN_BNO_ISOLATION_INFORMATION = struct(
    "TOKEN_BNO_ISOLATION_INFORMATION", "PWSTR IsolationPrefix; BOOLEAN IsolationEnabled")
#: Declared here, checked against mingw-w64's headers by test/win32/test_structs.py
#: (which have no TOKEN_BNO_ISOLATION_INFORMATION: the guest test checks its layout).
STRUCTURES = (TOKEN_GROUPS_AND_PRIVILEGES, CLAIM_SECURITY_ATTRIBUTES_INFORMATION)
POLICY_ACCOUNT_DOMAIN_INFO = struct("POLICY_ACCOUNT_DOMAIN_INFO",
                                    "LSA_UNICODE_STRING DomainName; PSID DomainSid")

TOKEN_QUERY, TOKEN_ADJUST_DEFAULT, TOKEN_ADJUST_SESSIONID = 0x8, 0x80, 0x100
TOKEN_ELEVATION_TYPE_DEFAULT = 1

#: TOKEN_INFORMATION_CLASS names, for the classes not implemented.
_TOKEN_CLASSES = (
    None, "TokenUser", "TokenGroups", "TokenPrivileges", "TokenOwner", "TokenPrimaryGroup",
    "TokenDefaultDacl", "TokenSource", "TokenType", "TokenImpersonationLevel",
    "TokenStatistics", "TokenRestrictedSids", "TokenSessionId", "TokenGroupsAndPrivileges",
    "TokenSessionReference", "TokenSandBoxInert", "TokenAuditPolicy", "TokenOrigin",
    "TokenElevationType", "TokenLinkedToken", "TokenElevation", "TokenHasRestrictions",
    "TokenAccessInformation", "TokenVirtualizationAllowed", "TokenVirtualizationEnabled",
    "TokenIntegrityLevel", "TokenUIAccess", "TokenMandatoryPolicy", "TokenLogonSid",
    "TokenIsAppContainer", "TokenCapabilities", "TokenAppContainerSid",
    "TokenAppContainerNumber", "TokenUserClaimAttributes", "TokenDeviceClaimAttributes",
    "TokenRestrictedUserClaimAttributes", "TokenRestrictedDeviceClaimAttributes",
    "TokenDeviceGroups", "TokenRestrictedDeviceGroups", "TokenSecurityAttributes",
    "TokenIsRestricted", "TokenProcessTrustLevel", "TokenPrivateNameSpace",
    "TokenSingletonAttributes", "TokenBnoIsolation", "TokenChildProcessFlags",
    "TokenIsLessPrivilegedAppContainer", "TokenIsSandboxed", "TokenOriginatingProcessTrustLevel")
(TOKEN_USER, TOKEN_GROUPS_CLASS, TOKEN_PRIVILEGES_CLASS, TOKEN_OWNER_CLASS, TOKEN_PRIMARY_GROUP,
 TOKEN_TYPE, TOKEN_SESSION_ID, TOKEN_ELEVATION_TYPE, TOKEN_ELEVATION, TOKEN_INTEGRITY,
 TOKEN_VIRTUALIZATION_ALLOWED, TOKEN_VIRTUALIZATION_ENABLED, TOKEN_UI_ACCESS,
 TOKEN_IS_APP_CONTAINER) = (1, 2, 3, 4, 5, 8, 12, 18, 20, 25, 23, 24, 26, 29)
TOKEN_STATISTICS_CLASS, TOKEN_LOGON_SID = 10, 28
TOKEN_IMPERSONATION_LEVEL, TOKEN_RESTRICTED_SIDS, TOKEN_SANDBOX_INERT = 9, 11, 15
TOKEN_HAS_RESTRICTIONS = 21
TOKEN_DEFAULT_DACL, TOKEN_SOURCE, TOKEN_ORIGIN, TOKEN_LINKED_TOKEN = 6, 7, 17, 19
TOKEN_MANDATORY_POLICY = 27
TOKEN_GROUPS_AND_PRIVILEGES_CLASS = 13
(TOKEN_CAPABILITIES, TOKEN_APP_CONTAINER_SID, TOKEN_APP_CONTAINER_NUMBER) = (30, 31, 32)
#: TokenUserClaimAttributes, TokenDeviceClaimAttributes and their restricted twins.
TOKEN_CLAIM_CLASSES = (33, 34, 35, 36)
TOKEN_DEVICE_GROUPS, TOKEN_RESTRICTED_DEVICE_GROUPS = 37, 38
(TOKEN_IS_RESTRICTED, TOKEN_PROCESS_TRUST_LEVEL, TOKEN_PRIVATE_NAME_SPACE,
 TOKEN_BNO_ISOLATION) = (40, 41, 42, 44)
TOKEN_IS_LESS_PRIVILEGED_APP_CONTAINER, TOKEN_IS_SANDBOXED = 46, 47
CLAIM_SECURITY_ATTRIBUTES_INFORMATION_VERSION_V1 = 1
TOKEN_QUERY_SOURCE = 0x10
#: TokenMandatoryPolicy of a standard token: TOKEN_MANDATORY_POLICY_NO_WRITE_UP |
#: TOKEN_MANDATORY_POLICY_NEW_PROCESS_MIN.
MANDATORY_POLICY = 0x3
#: TOKEN_SOURCE of an interactive logon: "User32  " and the LUID the logon gave it.
SOURCE_NAME, SOURCE_ID = b"User32  ", 0x3E9C0
#: The SYSTEM logon session (winlogon's), where an interactive logon originates.
SYSTEM_LOGON_ID = 0x3E7
# The logon session's LUID: fixed, so every run sees the same one (the session the logon
# SID S-1-5-5-0-<id> names); a token's own LUID is TokenState.token_id.
LOGON_ID, MODIFIED_ID = sids.LOGON_SID.subs[-1], 0x3E9C2
SE_TCB_PRIVILEGE = 7
DYNAMIC_CHARGED = 4096
NO_EXPIRATION = 0x7FFFFFFFFFFFFFFF


def _fail(c, code):
    c.vm.last_error = code
    return 0


def _sids_after(ptr_size, head, items):
    """Lay out ``head`` bytes of pointer slots followed by SIDs: returns (size, writer),
    writer(mem, base) storing the SIDs after ``head`` and returning their addresses."""
    blobs = [s.to_bytes() for s in items]
    size = head + sum(len(b) for b in blobs)

    def write(mem, base):
        at, addrs = base + head, []
        for b in blobs:
            mem.write(at, b)
            addrs.append(at)
            at += len(b)
        return addrs
    return size, write


def _token_info(c, tok, cls):
    """(size, writer(mem, base)) of one TOKEN_INFORMATION_CLASS; a Win32 error code when
    the token has no such information; None for no class; or Unimplemented."""
    p = c.ptr_size
    state = tok.state
    if cls == TOKEN_STATISTICS_CLASS:
        def write(mem, base):
            TOKEN_STATISTICS.write(
                mem, base, p, TokenIdLow=state.token_id, TokenIdHigh=0,
                AuthenticationIdLow=LOGON_ID, AuthenticationIdHigh=0,
                ExpirationTime=NO_EXPIRATION, TokenType=state.kind,
                ImpersonationLevel=state.level, DynamicCharged=DYNAMIC_CHARGED,
                DynamicAvailable=DYNAMIC_CHARGED - 256, GroupCount=len(state.groups),
                PrivilegeCount=len(state.privileges), ModifiedIdLow=MODIFIED_ID + state.modified,
                ModifiedIdHigh=0)
        return TOKEN_STATISTICS.sizeof(p), write
    if cls == TOKEN_IMPERSONATION_LEVEL and state.kind != TOKEN_IMPERSONATION:
        return None                     # a primary token has no level to tell
    if cls == TOKEN_DEFAULT_DACL:       # TOKEN_DEFAULT_DACL: a PACL, the ACL after it
        acl = default_dacl()
        head = TOKEN_OWNER.sizeof(p)    # one pointer, as TOKEN_OWNER

        def write(mem, base):
            mem.write(base + head, acl)
            TOKEN_OWNER.write(mem, base, p, Owner=base + head)
        return head + len(acl), write
    if cls == TOKEN_SOURCE:             # TOKEN_SOURCE: CHAR SourceName[8]; LUID
        return 16, lambda mem, base: mem.write(base, SOURCE_NAME + SOURCE_ID.to_bytes(8, "little"))
    if cls == TOKEN_ORIGIN:             # TOKEN_ORIGIN: the originating logon session's LUID
        return 8, lambda mem, base: mem.write(base, SYSTEM_LOGON_ID.to_bytes(8, "little"))
    if cls == TOKEN_LINKED_TOKEN:
        return ERROR_NO_SUCH_LOGON_SESSION  # not a split token: no linked one
    if cls in (TOKEN_RESTRICTED_SIDS, TOKEN_CAPABILITIES, TOKEN_DEVICE_GROUPS,
               TOKEN_RESTRICTED_DEVICE_GROUPS):
        # An empty TOKEN_GROUPS (its size the offset of Groups): no restricting SIDs, no
        # capabilities (those are an app container's), no device groups (a device's
        # groups come with a domain logon's compound identity).
        first = TOKEN_GROUPS.offsetof("Groups", p)
        return first, lambda mem, base: TOKEN_GROUPS.write(mem, base, p, GroupCount=0)
    if cls in (TOKEN_APP_CONTAINER_SID, TOKEN_PROCESS_TRUST_LEVEL):
        # TOKEN_APPCONTAINER_INFORMATION / TOKEN_PROCESS_TRUST_LEVEL: one PSID, NULL for
        # a token outside any app container and a process that is not protected.
        return p, lambda mem, base: mem.wptr(base, 0)
    if cls in TOKEN_CLAIM_CLASSES:
        # A local logon carries no claims: version 1, no attributes.
        info = CLAIM_SECURITY_ATTRIBUTES_INFORMATION

        def write(mem, base):
            info.write(mem, base, p, Version=CLAIM_SECURITY_ATTRIBUTES_INFORMATION_VERSION_V1,
                       Reserved=0, AttributeCount=0, Attribute=0)
        return info.sizeof(p), write
    if cls == TOKEN_BNO_ISOLATION:      # no isolated BaseNamedObjects
        info = TOKEN_BNO_ISOLATION_INFORMATION
        return info.sizeof(p), lambda mem, base: info.write(
            mem, base, p, IsolationPrefix=0, IsolationEnabled=0)
    if cls == TOKEN_GROUPS_AND_PRIVILEGES_CLASS:
        return _groups_and_privileges(p, tok)
    if cls in (TOKEN_USER, TOKEN_INTEGRITY):
        sid = state.user if cls == TOKEN_USER else state.integrity
        attrs = 0 if cls == TOKEN_USER else (sids.SE_GROUP_INTEGRITY
                                             | sids.SE_GROUP_INTEGRITY_ENABLED)
        size, put = _sids_after(p, SID_AND_ATTRIBUTES.sizeof(p), [sid])

        def write(mem, base):
            SID_AND_ATTRIBUTES.write(mem, base, p, Sid=put(mem, base)[0], Attributes=attrs)
        return size, write
    if cls in (TOKEN_GROUPS_CLASS, TOKEN_LOGON_SID):
        groups = state.groups if cls == TOKEN_GROUPS_CLASS else [
            g for g in state.groups if g[0] == sids.LOGON_SID]
        entry = SID_AND_ATTRIBUTES.sizeof(p)
        first = TOKEN_GROUPS.offsetof("Groups", p)
        size, put = _sids_after(p, first + entry * len(groups), [g for g, _a in groups])

        def write(mem, base):
            TOKEN_GROUPS.write(mem, base, p, GroupCount=len(groups))
            for i, (addr, (_g, attrs)) in enumerate(zip(put(mem, base), groups)):
                SID_AND_ATTRIBUTES.write(mem, base + first + i * entry, p, Sid=addr,
                                         Attributes=attrs)
        return size, write
    if cls == TOKEN_PRIVILEGES_CLASS:
        privs = sorted(tok.privileges.items())
        entry = LUID_AND_ATTRIBUTES.sizeof(p)
        first = TOKEN_PRIVILEGES.offsetof("Privileges", p)

        def write(mem, base):
            TOKEN_PRIVILEGES.write(mem, base, p, PrivilegeCount=len(privs))
            for i, (luid, attrs) in enumerate(privs):
                LUID_AND_ATTRIBUTES.write(mem, base + first + i * entry, p, LowPart=luid,
                                          HighPart=0, Attributes=attrs)
        return first + entry * len(privs), write
    if cls in (TOKEN_OWNER_CLASS, TOKEN_PRIMARY_GROUP):
        # The owner of new objects is the user; the primary group the machine's "None"
        # (until SetTokenInformation changes them).
        sid = state.owner if cls == TOKEN_OWNER_CLASS else state.primary_group
        size, put = _sids_after(p, TOKEN_OWNER.sizeof(p), [sid])

        def write(mem, base):
            TOKEN_OWNER.write(mem, base, p, Owner=put(mem, base)[0])
        return size, write
    dwords = {TOKEN_TYPE: state.kind, TOKEN_SESSION_ID: state.session_id,
              TOKEN_IMPERSONATION_LEVEL: state.level, TOKEN_SANDBOX_INERT: 0,
              TOKEN_HAS_RESTRICTIONS: 0, TOKEN_MANDATORY_POLICY: MANDATORY_POLICY,
              # A standard user's token: not elevated, and not split (the user is no
              # administrator), so TokenElevationTypeDefault.
              TOKEN_ELEVATION_TYPE: TOKEN_ELEVATION_TYPE_DEFAULT, TOKEN_ELEVATION: 0,
              TOKEN_VIRTUALIZATION_ALLOWED: 0, TOKEN_VIRTUALIZATION_ENABLED: 0,
              TOKEN_UI_ACCESS: 0, TOKEN_IS_APP_CONTAINER: 0,
              # Not in an app container (so its number is 0 and it is no less privileged
              # one), not a restricted token (no restricting SIDs, as IsTokenRestricted
              # says), not sandboxed, no private namespace.
              TOKEN_APP_CONTAINER_NUMBER: 0, TOKEN_IS_LESS_PRIVILEGED_APP_CONTAINER: 0,
              TOKEN_IS_RESTRICTED: 0, TOKEN_IS_SANDBOXED: 0, TOKEN_PRIVATE_NAME_SPACE: 0}
    if cls in dwords:
        return 4, lambda mem, base: mem.w32(base, dwords[cls])
    name = _TOKEN_CLASSES[cls] if 0 < cls < len(_TOKEN_CLASSES) else None
    if name is None:
        return None
    raise Unimplemented("ADVAPI32.dll!GetTokenInformation: %s" % name)


def _groups_and_privileges(p, tok):
    """TokenGroupsAndPrivileges: the structure, then the SID_AND_ATTRIBUTES of the user
    (first, attributes 0, as in the token itself) and of each group with the SIDs after
    them, then the privileges' LUID_AND_ATTRIBUTES; no restricting SIDs."""
    state = tok.state
    entries = [(state.user, 0)] + list(state.groups)
    privs = sorted(tok.privileges.items())
    head = TOKEN_GROUPS_AND_PRIVILEGES.sizeof(p)
    entry = SID_AND_ATTRIBUTES.sizeof(p)
    sid_blobs = [sid.to_bytes() for sid, _a in entries]
    sid_length = entry * len(entries) + sum(len(b) for b in sid_blobs)
    priv_entry = LUID_AND_ATTRIBUTES.sizeof(p)
    # The privileges' array is DWORD-aligned; a SID's size is a multiple of 4 already.
    size = head + sid_length + priv_entry * len(privs)

    def write(mem, base):
        sids_at = base + head
        at = sids_at + entry * len(entries)
        for i, ((_sid, attrs), blob) in enumerate(zip(entries, sid_blobs)):
            mem.write(at, blob)
            SID_AND_ATTRIBUTES.write(mem, sids_at + i * entry, p, Sid=at, Attributes=attrs)
            at += len(blob)
        privs_at = at
        for i, (luid, attrs) in enumerate(privs):
            LUID_AND_ATTRIBUTES.write(mem, privs_at + i * priv_entry, p, LowPart=luid,
                                      HighPart=0, Attributes=attrs)
        TOKEN_GROUPS_AND_PRIVILEGES.write(
            mem, base, p, SidCount=len(entries), SidLength=sid_length, Sids=sids_at,
            RestrictedSidCount=0, RestrictedSidLength=0, RestrictedSids=0,
            PrivilegeCount=len(privs), PrivilegeLength=priv_entry * len(privs),
            Privileges=privs_at if privs else 0,
            AuthenticationId={"LowPart": LOGON_ID, "HighPart": 0})
    return size, write


@api(ADVAPI32, "GetTokenInformation", "HANDLE token, DWORD cls, LPVOID buf, DWORD length, "
     "LPVOID needed", widths=BOTH)
def GetTokenInformation(c, token, cls, buf, length, needed):
    """One class of information about an access token: its user, groups, privileges,
    owner, primary group, default DACL, source (TOKEN_QUERY_SOURCE), type, impersonation
    level, statistics, restricting SIDs (none), session, origin, elevation (no linked
    token: ERROR_NO_SUCH_LOGON_SESSION), integrity level, mandatory policy, logon SID,
    groups and privileges in one block, and what an ordinary desktop process's token is
    not: an app container (no SID, number 0, no capabilities), restricted, sandboxed,
    holding claims or device groups, trust level, private namespace or BNO isolation."""
    tok = token_of(c.vm, token)
    if tok is None:
        return 0
    if not tok.access & (TOKEN_QUERY_SOURCE if cls == TOKEN_SOURCE else TOKEN_QUERY):
        return _fail(c, ERROR_ACCESS_DENIED)
    info = _token_info(c, tok, cls)
    if info is None:
        return _fail(c, ERROR_INVALID_PARAMETER)
    if isinstance(info, int):
        return _fail(c, info)
    size, write = info
    if needed:
        c.vm.mem.w32(needed, size)
    if length < size or not buf:
        return _fail(c, ERROR_INSUFFICIENT_BUFFER)
    write(c.vm.mem, buf)
    return 1


@api(ADVAPI32, "SetTokenInformation", "HANDLE token, DWORD cls, LPVOID buf, DWORD length", widths=BOTH)
def SetTokenInformation(c, token, cls, buf, length):
    """Change a token's owner (its user, or a group it may make an owner: none here,
    else ERROR_INVALID_OWNER) or primary group (one of its groups, else
    ERROR_INVALID_PRIMARY_GROUP), both with TOKEN_ADJUST_DEFAULT; or its session, which
    needs TOKEN_ADJUST_SESSIONID and SeTcbPrivilege, a standard user's token lacks."""
    tok = token_of(c.vm, token)
    if tok is None:
        return 0
    mem, state = c.vm.mem, tok.state
    if cls in (TOKEN_OWNER_CLASS, TOKEN_PRIMARY_GROUP):
        if not tok.access & TOKEN_ADJUST_DEFAULT:
            return _fail(c, ERROR_ACCESS_DENIED)
        if length < TOKEN_OWNER.sizeof(c.ptr_size) or not buf:
            return _fail(c, ERROR_INSUFFICIENT_BUFFER)
        sid = Sid.read(mem, TOKEN_OWNER.at(mem, buf, c.ptr_size).Owner)
        if sid is None:
            return _fail(c, ERROR_INVALID_SID)
        if cls == TOKEN_OWNER_CLASS:
            if sid != state.user:
                return _fail(c, ERROR_INVALID_OWNER)
            state.owner = sid
        else:
            if sid != state.user and all(sid != g for g, _a in state.groups):
                return _fail(c, ERROR_INVALID_PRIMARY_GROUP)
            state.primary_group = sid
        state.modified += 1
        return 1
    if cls == TOKEN_SESSION_ID:
        if not tok.access & TOKEN_ADJUST_SESSIONID:
            return _fail(c, ERROR_ACCESS_DENIED)
        if length < 4 or not buf:
            return _fail(c, ERROR_INSUFFICIENT_BUFFER)
        if SE_TCB_PRIVILEGE not in state.privileges:
            return _fail(c, ERROR_PRIVILEGE_NOT_HELD)
    name = _TOKEN_CLASSES[cls] if 0 < cls < len(_TOKEN_CLASSES) else None
    if name is None:
        return _fail(c, ERROR_INVALID_PARAMETER)
    raise Unimplemented("ADVAPI32.dll!SetTokenInformation: %s" % name)


# -- SIDs ---------------------------------------------------------------------------------
def _new_sid(c, sid):
    """A heap copy of ``sid``; its address (0 when the heap is exhausted)."""
    data = sid.to_bytes()
    p = c.vm.heap.alloc(len(data))
    if p:
        c.vm.mem.write(p, data)
    return p


@api(ADVAPI32, "AllocateAndInitializeSid", "LPVOID authority, BYTE count, DWORD s0, DWORD s1, "
     "DWORD s2, DWORD s3, DWORD s4, DWORD s5, DWORD s6, DWORD s7, LPVOID out", widths=BOTH)
def AllocateAndInitializeSid(c, authority, count, s0, s1, s2, s3, s4, s5, s6, s7, out):
    """A new SID of ``count`` (at most 8) sub-authorities; FreeSid releases it."""
    count &= 0xFF
    if count > 8:
        return _fail(c, ERROR_INVALID_SID)
    auth = int.from_bytes(bytes(c.vm.mem.read(authority, 6)), "big")
    p = _new_sid(c, Sid(auth, (s0, s1, s2, s3, s4, s5, s6, s7)[:count]))
    if not p:
        return _fail(c, ERROR_NOT_ENOUGH_MEMORY)
    c.vm.mem.wptr(out, p)                 # a pointer cell: the program's width
    return 1


@api(ADVAPI32, "FreeSid", "LPVOID sid", widths=BOTH)
def FreeSid(c, sid):
    """Release a SID from AllocateAndInitializeSid; NULL on success, else the SID."""
    return 0 if c.vm.heap.free(sid) else sid


@api(ADVAPI32, "IsValidSid", "LPVOID sid", widths=BOTH)
def IsValidSid(c, sid):
    """Whether ``sid`` has revision 1 and at most 15 sub-authorities."""
    return 1 if Sid.read(c.vm.mem, sid) is not None else 0


@api(ADVAPI32, "GetLengthSid", "LPVOID sid", widths=BOTH)
def GetLengthSid(c, sid):
    """The SID's size in bytes, from its sub-authority count."""
    return 8 + 4 * c.vm.mem.read(sid + 1, 1)[0]


@api(ADVAPI32, "EqualSid", "LPVOID a, LPVOID b", widths=BOTH)
def EqualSid(c, a, b):
    """Whether two valid SIDs are the same; the last error is cleared either way."""
    sa, sb = Sid.read(c.vm.mem, a), Sid.read(c.vm.mem, b)
    c.vm.last_error = ERROR_SUCCESS
    return 1 if sa is not None and sa == sb else 0


@api(ADVAPI32, "CopySid", "DWORD length, LPVOID dest, LPVOID src", widths=BOTH)
def CopySid(c, length, dest, src):
    """Copy a SID into a buffer of ``length`` bytes."""
    sid = Sid.read(c.vm.mem, src)
    if sid is None:
        return _fail(c, ERROR_INVALID_SID)
    if length < sid.size:
        return _fail(c, ERROR_INSUFFICIENT_BUFFER)
    c.vm.mem.write(dest, sid.to_bytes())
    return 1


@api(ADVAPI32, "GetSidSubAuthority", "LPVOID sid, DWORD index", widths=BOTH)
def GetSidSubAuthority(c, sid, index):
    """The address of sub-authority ``index`` (not checked, as documented)."""
    c.vm.last_error = ERROR_SUCCESS
    return sid + 8 + 4 * index


@api(ADVAPI32, "GetSidSubAuthorityCount", "LPVOID sid", widths=BOTH)
def GetSidSubAuthorityCount(c, sid):
    """The address of the SID's sub-authority count byte."""
    c.vm.last_error = ERROR_SUCCESS
    return sid + 1


@api(ADVAPI32, "GetSidIdentifierAuthority", "LPVOID sid", widths=BOTH)
def GetSidIdentifierAuthority(c, sid):
    """The address of the SID's 6-byte identifier authority."""
    c.vm.last_error = ERROR_SUCCESS
    return sid + 2


@api(ADVAPI32, "GetSidLengthRequired", "BYTE count", widths=BOTH)
def GetSidLengthRequired(c, count):
    """The size of a SID of ``count`` sub-authorities."""
    return 8 + 4 * (count & 0xFF)


@api(ADVAPI32, "ConvertSidToStringSid{AW}", "LPVOID sid, LPVOID out", widths=BOTH)
def ConvertSidToStringSid(c, sid, out):
    """The SID as "S-1-5-...", in a buffer LocalFree releases."""
    s = Sid.read(c.vm.mem, sid)
    if s is None:
        return _fail(c, ERROR_INVALID_SID)
    if not out:
        return _fail(c, ERROR_INVALID_PARAMETER)
    text = str(s)
    p = c.vm.heap.alloc((len(text) + 1) * c.char_size)
    if not p:
        return _fail(c, ERROR_NOT_ENOUGH_MEMORY)
    c.write_str(p, text)
    c.vm.mem.wptr(out, p)                 # a pointer cell: the program's width
    return 1


@api(ADVAPI32, "ConvertStringSidToSid{AW}", "LPCTSTR text, LPVOID out", widths=BOTH)
def ConvertStringSidToSid(c, text, out):
    """A SID from "S-1-..." or an SDDL alias ("BA", "WD"...), in a buffer LocalFree
    releases."""
    if text is None or not out:
        return _fail(c, ERROR_INVALID_PARAMETER)
    sid = sids.parse_string(text)
    if sid is None:
        return _fail(c, ERROR_INVALID_SID)
    p = _new_sid(c, sid)
    if not p:
        return _fail(c, ERROR_NOT_ENOUGH_MEMORY)
    c.vm.mem.wptr(out, p)                 # a pointer cell: the program's width
    return 1


@api(ADVAPI32, "LookupAccountSid{AW}", "LPCTSTR system, LPVOID sid, LPVOID name, LPVOID name_len, "
     "LPVOID domain, LPVOID domain_len, LPVOID use", widths=BOTH)
def LookupAccountSid(c, system, sid, name, name_len, domain, domain_len, use):
    """The account name and domain of a SID: well-known SIDs, BUILTIN's aliases, and the
    machine's own accounts (the user); ERROR_NONE_MAPPED for any other."""
    if system and system.lstrip("\\").upper() not in ("", ".", COMPUTER_NAME):
        return _fail(c, RPC_S_SERVER_UNAVAILABLE)    # no network to reach it over
    mem = c.vm.mem
    s = Sid.read(mem, sid)
    if s is None:
        return _fail(c, ERROR_INVALID_SID)
    found = sids.lookup(s, COMPUTER_NAME, USER_NAME)
    if found is None:
        return _fail(c, ERROR_NONE_MAPPED)
    acct, dom, kind = found
    if not name_len or not domain_len:
        return _fail(c, ERROR_INVALID_PARAMETER)
    room_n, room_d = mem.u32(name_len), mem.u32(domain_len)
    if room_n <= len(acct) or room_d <= len(dom) or not name or not domain:
        # documented: both sizes needed, with the NUL, and ERROR_INSUFFICIENT_BUFFER
        mem.w32(name_len, len(acct) + 1)
        mem.w32(domain_len, len(dom) + 1)
        return _fail(c, ERROR_INSUFFICIENT_BUFFER)
    c.write_str(name, acct)
    c.write_str(domain, dom)
    # On success too the counts include the NUL (what Wine 8, which follows Windows here,
    # reports; the documentation says nothing).
    mem.w32(name_len, len(acct) + 1)
    mem.w32(domain_len, len(dom) + 1)
    if use:
        mem.w32(use, kind)
    return 1


# -- LSA ----------------------------------------------------------------------------------
STATUS_SUCCESS, STATUS_INVALID_HANDLE = 0, 0xC0000008
RPC_NT_SERVER_UNAVAILABLE = 0xC0020017
STATUS_INVALID_PARAMETER, STATUS_NO_MEMORY = 0xC000000D, 0xC0000017
STATUS_ACCESS_DENIED = 0xC0000022
POLICY_VIEW_LOCAL_INFORMATION, POLICY_LOOKUP_NAMES = 0x1, 0x800
READ_CONTROL, MAXIMUM_ALLOWED = 0x20000, 0x02000000
#: The policy object's generic mapping (GENERIC_READ, _WRITE, _EXECUTE, _ALL).
_POLICY_GENERIC = ((0x80000000, 0x00020006), (0x40000000, 0x000207F8),
                   (0x20000000, 0x00020801), (0x10000000, 0x000F0FFF))
#: What the policy's DACL grants any user (Everyone): reading local information, looking
#: up names, reading its security. Every other right is the administrators', and the
#: guest's user is a standard one (docs/runtimes.md, busybox's `id`).
_POLICY_USER_RIGHTS = POLICY_VIEW_LOCAL_INFORMATION | POLICY_LOOKUP_NAMES | READ_CONTROL


def policy_access(access):
    """The rights an LsaOpenPolicy for ``access`` grants the user, or None when it asks
    for one the user does not have (STATUS_ACCESS_DENIED)."""
    if access & MAXIMUM_ALLOWED:
        return _POLICY_USER_RIGHTS
    wanted = access
    for generic, rights in _POLICY_GENERIC:
        if wanted & generic:
            wanted = (wanted & ~generic) | rights
    return wanted if wanted & ~_POLICY_USER_RIGHTS == 0 else None
POLICY_PRIMARY_DOMAIN_INFORMATION, POLICY_ACCOUNT_DOMAIN_INFORMATION = 3, 5
_POLICY_CLASSES = {1: "PolicyAuditLogInformation", 2: "PolicyAuditEventsInformation",
                   4: "PolicyPdAccountInformation", 6: "PolicyLsaServerRoleInformation",
                   7: "PolicyReplicaSourceInformation", 8: "PolicyDefaultQuotaInformation",
                   9: "PolicyModificationInformation", 10: "PolicyAuditFullSetInformation",
                   11: "PolicyAuditFullQueryInformation", 12: "PolicyDnsDomainInformation",
                   13: "PolicyDnsDomainInformationInt", 14: "PolicyLocalAccountDomainInformation",
                   15: "PolicyMachineAccountInformation"}
WORKGROUP = "WORKGROUP"


@handle_kind("LSA policy")
class LsaPolicy:
    """An open LSA policy handle (LSA_HANDLE)."""

    def __init__(self, access):
        self.access = access

    def close(self):
        """Nothing to release."""


@api(ADVAPI32, "LsaOpenPolicy", "LPVOID system, LPVOID attributes, DWORD access, LPVOID out", widths=BOTH)
def LsaOpenPolicy(c, system, attributes, access, out):
    """A handle to this machine's LSA policy (an NTSTATUS result), with the rights a
    standard user has (``policy_access``): asking for more is STATUS_ACCESS_DENIED."""
    mem = c.vm.mem
    if system:
        name = LSA_UNICODE_STRING.at(mem, system, c.ptr_size)
        text = bytes(mem.read(name.Buffer, name.Length)).decode("utf-16-le") \
            if name.Buffer and name.Length else ""
        if text.lstrip("\\").upper() not in ("", ".", COMPUTER_NAME):
            return RPC_NT_SERVER_UNAVAILABLE             # no network to reach it over
    if not out:
        return STATUS_INVALID_PARAMETER
    granted = policy_access(access)
    if granted is None:
        return STATUS_ACCESS_DENIED
    mem.wptr(out, c.vm.new_handle(LsaPolicy(granted)))   # an LSA_HANDLE cell
    return STATUS_SUCCESS


@api(ADVAPI32, "LsaClose", "HANDLE:LSA policy h", bad_handle=(STATUS_INVALID_HANDLE, None), widths=BOTH)
def LsaClose(c, h):
    """Close an LSA handle."""
    c.vm.handles.close(h)
    return STATUS_SUCCESS


@api(ADVAPI32, "LsaFreeMemory", "LPVOID buf", widths=BOTH)
def LsaFreeMemory(c, buf):
    """Release a buffer the LSA returned."""
    if buf and not c.vm.heap.free(buf):
        return STATUS_INVALID_PARAMETER
    return STATUS_SUCCESS


@api(ADVAPI32, "LsaNtStatusToWinError", "DWORD status", widths=BOTH)
def LsaNtStatusToWinError(c, status):
    """The Win32 error for an NTSTATUS an LSA function returned."""
    return status_to_win32(status)    # RtlNtStatusToDosError's table


@api(ADVAPI32, "LsaQueryInformationPolicy", "HANDLE:LSA policy h, DWORD cls, LPVOID out",
     bad_handle=(STATUS_INVALID_HANDLE, None), widths=BOTH)
def LsaQueryInformationPolicy(c, h, cls, out):
    """The account domain (the machine: its name and SID) or the primary domain (a
    workgroup, so no SID), in one buffer LsaFreeMemory releases."""
    if cls in _POLICY_CLASSES:
        raise Unimplemented("ADVAPI32.dll!LsaQueryInformationPolicy: %s" % _POLICY_CLASSES[cls])
    if cls not in (POLICY_PRIMARY_DOMAIN_INFORMATION, POLICY_ACCOUNT_DOMAIN_INFORMATION):
        return STATUS_INVALID_PARAMETER
    if not c.vm.handles.get(h, LsaPolicy).access & POLICY_VIEW_LOCAL_INFORMATION:
        return STATUS_ACCESS_DENIED
    # Both structures are a name and a SID (POLICY_PRIMARY_DOMAIN_INFO: Name, Sid).
    p = c.ptr_size
    text = COMPUTER_NAME if cls == POLICY_ACCOUNT_DOMAIN_INFORMATION else WORKGROUP
    sid = sids.MACHINE_SID if cls == POLICY_ACCOUNT_DOMAIN_INFORMATION else None
    head = POLICY_ACCOUNT_DOMAIN_INFO.sizeof(p)
    name = (text + "\0").encode("utf-16-le")
    sid_bytes = sid.to_bytes() if sid else b""
    mem = c.vm.mem
    block = c.vm.heap.alloc(head + len(name) + len(sid_bytes))
    if not block:
        return STATUS_NO_MEMORY
    mem.write(block + head, name)
    if sid:
        mem.write(block + head + len(name), sid_bytes)
    info = POLICY_ACCOUNT_DOMAIN_INFO.at(mem, block, p)
    info.DomainName.Length = len(name) - 2
    info.DomainName.MaximumLength = len(name)
    info.DomainName.Buffer = block + head
    info.DomainSid = block + head + len(name) if sid else 0
    mem.wptr(out, block)                  # a PVOID cell
    return STATUS_SUCCESS


# -- more SIDs: well-known types, account names ----------------------------------------
@api(ADVAPI32, "CreateWellKnownSid", "DWORD kind, LPVOID domain, LPVOID sid, LPVOID size", widths=BOTH)
def CreateWellKnownSid(c, kind, domain, sid, size):
    """The SID of a WELL_KNOWN_SID_TYPE; the account-domain ones (administrator, guest,
    domain groups) need ``domain``. ``*size`` is the buffer's size in bytes, and receives
    the SID's."""
    mem = c.vm.mem
    form = sids.WELL_KNOWN_TYPES.get(kind)
    if form is None:
        if kind <= 120:                 # defined by winnt.h, not by this table
            raise Unimplemented("ADVAPI32.dll!CreateWellKnownSid: WELL_KNOWN_SID_TYPE %d"
                                % kind)
        return _fail(c, ERROR_INVALID_PARAMETER)
    if not size:
        return _fail(c, ERROR_INVALID_PARAMETER)
    if "%s" in form:
        dom = Sid.read(mem, domain)
        if dom is None:
            return _fail(c, ERROR_INVALID_PARAMETER)
        form = form % dom
    made = sids.parse_string(form)
    room = mem.u32(size)
    mem.w32(size, made.size)
    if room < made.size or not sid:
        return _fail(c, ERROR_INSUFFICIENT_BUFFER)
    mem.write(sid, made.to_bytes())
    return 1


@api(ADVAPI32, "IsWellKnownSid", "LPVOID sid, DWORD kind", widths=BOTH)
def IsWellKnownSid(c, sid, kind):
    """Whether ``sid`` is the SID of a WELL_KNOWN_SID_TYPE (not the account-domain ones,
    which need a domain)."""
    s = Sid.read(c.vm.mem, sid)
    form = sids.WELL_KNOWN_TYPES.get(kind)
    if s is None or form is None or "%s" in form:
        return 0
    return 1 if sids.parse_string(form) == s else 0


@api(ADVAPI32, "LookupAccountName{AW}", "LPCTSTR system, LPCTSTR name, LPVOID sid, LPVOID sid_size, "
     "LPVOID domain, LPVOID domain_len, LPVOID use", widths=BOTH)
def LookupAccountName(c, system, name, sid, sid_size, domain, domain_len, use):
    """The SID and domain of an account name ("name" or "DOMAIN\\name"): the well-known
    accounts, BUILTIN's aliases, the machine and its user; ERROR_NONE_MAPPED otherwise."""
    if system and system.lstrip("\\").upper() not in ("", ".", COMPUTER_NAME):
        return _fail(c, RPC_S_SERVER_UNAVAILABLE)    # no network to reach it over
    mem = c.vm.mem
    found = sids.lookup_name(name or "", COMPUTER_NAME, USER_NAME) if name else None
    if found is None:
        return _fail(c, ERROR_NONE_MAPPED)
    s, dom, kind = found
    if not sid_size or not domain_len:
        return _fail(c, ERROR_INVALID_PARAMETER)
    room_s, room_d = mem.u32(sid_size), mem.u32(domain_len)
    if room_s < s.size or room_d <= len(dom) or not sid or not domain:
        mem.w32(sid_size, s.size)
        mem.w32(domain_len, len(dom) + 1)
        return _fail(c, ERROR_INSUFFICIENT_BUFFER)
    mem.write(sid, s.to_bytes())
    c.write_str(domain, dom)
    mem.w32(sid_size, s.size)
    mem.w32(domain_len, len(dom))
    if use:
        mem.w32(use, kind)
    return 1
