"""Access tokens: the privileges and groups of the (one, non-elevated) user a VM runs as.

The guest runs as a standard user (``USER_NAME`` in dlls/advapi32/main.py) in a non-elevated
session, so its token holds what Windows gives such a user, and only
SeChangeNotifyPrivilege is enabled. Asking to enable a privilege the token does not hold
(taskmgr asks for SeDebugPrivilege) succeeds with ERROR_NOT_ALL_ASSIGNED, as documented.

A token is a kernel object (``TokenState``) that several handles may reach, each with the
access it was opened for (``Token``): the process has one primary token
(``KernelState.process_token``, what OpenProcessToken opens), DuplicateTokenEx makes new
ones, primary or impersonation at a SECURITY_IMPERSONATION_LEVEL, and a thread that
impersonates holds one of the latter (``Thread.impersonating``).
"""

from .handletable import handle_kind
from . import sids
from .sddl import parse as parse_sddl

__all__ = ["PRIVILEGES", "SE_PRIVILEGE_ENABLED", "SE_PRIVILEGE_REMOVED", "Token", "TokenState",
           "map_token_access", "TOKEN_PRIMARY", "TOKEN_IMPERSONATION", "PROCESS_TOKEN_ID",
           "file_descriptor_sddl", "default_dacl"]

SE_PRIVILEGE_ENABLED_BY_DEFAULT = 0x1
SE_PRIVILEGE_ENABLED = 0x2
SE_PRIVILEGE_REMOVED = 0x4

#: privilege name (lower case) -> LUID low part, the fixed values of winnt.h (SE_*_PRIVILEGE)
PRIVILEGES = {name.lower(): luid for luid, name in enumerate((
    "SeCreateTokenPrivilege", "SeAssignPrimaryTokenPrivilege", "SeLockMemoryPrivilege",
    "SeIncreaseQuotaPrivilege", "SeMachineAccountPrivilege", "SeTcbPrivilege",
    "SeSecurityPrivilege", "SeTakeOwnershipPrivilege", "SeLoadDriverPrivilege",
    "SeSystemProfilePrivilege", "SeSystemtimePrivilege", "SeProfileSingleProcessPrivilege",
    "SeIncreaseBasePriorityPrivilege", "SeCreatePagefilePrivilege",
    "SeCreatePermanentPrivilege", "SeBackupPrivilege", "SeRestorePrivilege",
    "SeShutdownPrivilege", "SeDebugPrivilege", "SeAuditPrivilege",
    "SeSystemEnvironmentPrivilege", "SeChangeNotifyPrivilege", "SeRemoteShutdownPrivilege",
    "SeUndockPrivilege", "SeSyncAgentPrivilege", "SeEnableDelegationPrivilege",
    "SeManageVolumePrivilege", "SeImpersonatePrivilege", "SeCreateGlobalPrivilege",
    "SeTrustedCredManAccessPrivilege", "SeRelabelPrivilege", "SeIncreaseWorkingSetPrivilege",
    "SeTimeZonePrivilege", "SeCreateSymbolicLinkPrivilege"), start=2)}

# What a standard user's non-elevated token holds: LUID -> attributes.
_STANDARD_USER = {
    PRIVILEGES["seshutdownprivilege"]: 0,
    PRIVILEGES["sechangenotifyprivilege"]: SE_PRIVILEGE_ENABLED | SE_PRIVILEGE_ENABLED_BY_DEFAULT,
    PRIVILEGES["seundockprivilege"]: 0,
    PRIVILEGES["seincreaseworkingsetprivilege"]: 0,
    PRIVILEGES["setimezoneprivilege"]: 0,
}


TOKEN_PRIMARY, TOKEN_IMPERSONATION = 1, 2               # TOKEN_TYPE
SECURITY_ANONYMOUS, SECURITY_DELEGATION = 0, 3          # SECURITY_IMPERSONATION_LEVEL
#: The process token's LUID (TokenStatistics' TokenId); duplicates take the next ones.
PROCESS_TOKEN_ID = 0x3E9C1

TOKEN_QUERY, TOKEN_ALL_ACCESS = 0x8, 0xF01FF
MAXIMUM_ALLOWED = 0x02000000
# GENERIC_READ/WRITE/EXECUTE/ALL -> TOKEN_READ/WRITE/EXECUTE/ALL_ACCESS (winnt.h).
_GENERIC = ((0x80000000, 0x20008), (0x40000000, 0x200E0), (0x20000000, 0x20000),
            (0x10000000, TOKEN_ALL_ACCESS))


def map_token_access(access):
    """A desired access with the generic rights mapped to the token's specific ones (and
    MAXIMUM_ALLOWED to all of them: the one user owns every token)."""
    for generic, specific in _GENERIC:
        if access & generic:
            access = (access & ~generic) | specific
    if access & MAXIMUM_ALLOWED:
        access = (access & ~MAXIMUM_ALLOWED) | TOKEN_ALL_ACCESS
    return access


class TokenState:
    """One access token: its type, impersonation level, id, privileges, groups and the
    owner and primary group new objects take from it."""

    def __init__(self, token_id=PROCESS_TOKEN_ID, kind=TOKEN_PRIMARY,
                 level=SECURITY_ANONYMOUS):
        self.token_id = token_id
        self.kind = kind
        self.level = level                      # meaningful for impersonation tokens
        self.privileges = dict(_STANDARD_USER)
        self.groups = [list(g) for g in sids.TOKEN_GROUPS]     # [Sid, attributes]
        self.user = sids.USER_SID               # TokenUser (the anonymous token's differs)
        self.integrity = sids.INTEGRITY_MEDIUM  # TokenIntegrityLevel's SID
        self.owner = sids.USER_SID
        self.primary_group = sids.TOKEN_GROUPS[0][0]
        self.session_id = 1
        self.modified = 0                       # how many times it was changed

    def duplicate(self, token_id, kind, level):
        """A new token with this one's contents, of ``kind`` at ``level``."""
        new = TokenState(token_id, kind, level if kind == TOKEN_IMPERSONATION
                         else SECURITY_ANONYMOUS)
        new.privileges = dict(self.privileges)
        new.groups = [list(g) for g in self.groups]
        new.user, new.integrity = self.user, self.integrity
        new.owner, new.primary_group = self.owner, self.primary_group
        new.session_id = self.session_id
        return new

    def adjust(self, luid, attributes):
        """Enable or disable one privilege; False when the token does not hold it."""
        if luid not in self.privileges:
            return False
        held = self.privileges[luid] & ~SE_PRIVILEGE_ENABLED
        self.privileges[luid] = held | (attributes & SE_PRIVILEGE_ENABLED)
        self.modified += 1
        return True

    def is_member(self, sid):
        """Whether ``sid`` is the token's user or one of its enabled groups (what
        CheckTokenMembership answers)."""
        if sid == self.user:
            return True
        return any(g == sid and attrs & sids.SE_GROUP_ENABLED for g, attrs in self.groups)


@handle_kind("access token")
class Token:
    """A handle's view of an access token: the token and the access it was opened for."""

    def __init__(self, access, state):
        self.access = map_token_access(access)
        self.state = state

    @property
    def privileges(self):
        """The token's privileges: LUID -> attributes."""
        return self.state.privileges

    def adjust(self, luid, attributes):
        """Enable or disable one privilege; False when the token does not hold it."""
        return self.state.adjust(luid, attributes)

    def close(self):
        """Nothing to release."""


# -- the security of files ------------------------------------------------------------------
OWNER_SECURITY_INFORMATION, GROUP_SECURITY_INFORMATION = 0x1, 0x2
DACL_SECURITY_INFORMATION, SACL_SECURITY_INFORMATION = 0x4, 0x8

#: What a file the user made in a folder of their own holds on Windows: owned by the user,
#: in the machine's "None" group (the user's primary group), and a DACL inherited from the
#: folder giving SYSTEM, Administrators and the user full control.
_FILE_DACL = "D:AI(A;ID;FA;;;SY)(A;ID;FA;;;BA)(A;ID;FA;;;%s)"


def file_descriptor_sddl(info):
    """The SDDL string of the parts ``info`` (OWNER/GROUP/DACL_SECURITY_INFORMATION) of a
    file's security descriptor."""
    parts = []
    if info & OWNER_SECURITY_INFORMATION:
        parts.append("O:%s" % sids.USER_SID)
    if info & GROUP_SECURITY_INFORMATION:
        parts.append("G:%s" % sids.TOKEN_GROUPS[0][0])
    if info & DACL_SECURITY_INFORMATION:
        parts.append(_FILE_DACL % sids.USER_SID)
    return "".join(parts)


#: The DACL a standard user's token gives the objects it creates without one: the user and
#: SYSTEM all access, the logon session read and execute (what Windows' interactive logon
#: sets).
_DEFAULT_DACL = "D:(A;;GA;;;%s)(A;;GA;;;SY)(A;;GRGX;;;%s)"


def default_dacl():
    """The bytes of the token's default DACL (an ACL, TokenDefaultDacl's)."""
    sd = parse_sddl(_DEFAULT_DACL % (sids.USER_SID, sids.LOGON_SID))
    offset = int.from_bytes(sd[16:20], "little")          # SECURITY_DESCRIPTOR_RELATIVE.Dacl
    return sd[offset:offset + int.from_bytes(sd[offset + 2:offset + 4], "little")]
