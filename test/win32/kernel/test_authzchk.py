"""AUTHZ's resource manager, client contexts and access check (issue 23: Qt 6.8's
Qt6Core imports six AUTHZ functions for QFileInfo's NTFS permissions).

test/exe/authzchk.exe (guests/tests/authzchk.c). Wine 8's authz.dll is stubs (every
line FALSE, ERROR_CALL_NOT_IMPLEMENTED), so the lines are MSDN's and Windows' access
check rules: the standard, non-elevated user is in BUILTIN\\Users and not in
Administrators (kernel/security.py), so FR (0x120089) is what a Users-read DACL grants;
a deny ACE before an allow takes its rights out of MAXIMUM_ALLOWED (FA 0x1f01ff less FW
0x120116: 0xd00e9), an allow before it grants them first; the owner holds READ_CONTROL
and WRITE_DAC (0x60000) even with an empty DACL; an inherit-only ACE does not apply;
ACCESS_SYSTEM_SECURITY needs SeSecurityPrivilege (1314). The check itself returns TRUE
with its answer in the reply's Error.
"""

from paths import guest_exe

EXPECTED = [
    "AuthzInitializeResourceManager: 1",
    "AuthzInitializeContextFromToken: 1",
    "AuthzInitializeContextFromSid Everyone: 1",
    "AuthzInitializeContextFromSid user: 1",
    "everyone full, token: 1 granted 0x1f01ff error 0",
    "everyone full, world: 1 granted 0x1f01ff error 0",
    "users read, token: 1 granted 0x120089 error 0",
    "users read, user sid: 1 granted 0x120089 error 0",
    "users read, world: 1 granted 0x0 error 5",
    "users read, ask read data: 1 granted 0x1 error 0",
    "users read, ask write data: 1 granted 0x0 error 5",
    "deny write first: 1 granted 0xd00e9 error 0",
    "allow before deny: 1 granted 0x2 error 0",
    "empty DACL, owner: 1 granted 0x60000 error 0",
    "empty DACL, world: 1 granted 0x0 error 5",
    "inherit-only skipped: 1 granted 0x0 error 5",
    "system security: 1 granted 0x0 error 1314",
    "AuthzFreeContext: 1 1 1",
    "AuthzFreeContext again: 0 last 6",
    "AuthzFreeResourceManager: 1",
]


def test_access_check(boot, tmp_path, width):
    d = boot(guest_exe("authzchk", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(300)
    assert d.vm.stdout_log == EXPECTED
