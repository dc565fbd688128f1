"""Access tokens: the privileges of the (one, non-elevated) user a VM runs as.

The guest runs as a standard user (``USER_NAME`` in dlls/advapi32/main.py) in a non-elevated
session, so its token holds what Windows gives such a user, and only
SeChangeNotifyPrivilege is enabled. Asking to enable a privilege the token does not hold
(taskmgr asks for SeDebugPrivilege) succeeds with ERROR_NOT_ALL_ASSIGNED, as documented.
"""

from .handletable import handle_kind

__all__ = ["PRIVILEGES", "SE_PRIVILEGE_ENABLED", "SE_PRIVILEGE_REMOVED", "Token"]

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


@handle_kind("access token")
class Token:
    """An open access token of the running process, with the access it was opened for."""

    def __init__(self, access):
        self.access = access
        self.privileges = dict(_STANDARD_USER)

    def adjust(self, luid, attributes):
        """Enable or disable one privilege; False when the token does not hold it."""
        if luid not in self.privileges:
            return False
        held = self.privileges[luid] & ~SE_PRIVILEGE_ENABLED
        self.privileges[luid] = held | (attributes & SE_PRIVILEGE_ENABLED)
        return True

    def close(self):
        """Nothing to release."""
