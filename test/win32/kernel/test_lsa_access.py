"""LsaOpenPolicy's access check (issue 23, "Programs in the wild (session 31)": 7-Zip's File
Manager opens the policy with POLICY_ALL_ACCESS at start-up to give the user
SeLockMemoryPrivilege, and stopped at LsaAddAccountRights: the open had succeeded).

test/exe/lsaaccess.exe (guests/tests/lsaaccess.c) opens the policy with the rights any
user has and with the administrators', and reads the account domain through each handle
it gets. Wine 8 (whose user is an administrator, and whose LsaOpenPolicy checks nothing)
grants every open and every query: its lines are 'STATUS 0x00000000 win 0 handle set' and
'query: 0x00000000 info' throughout, 32- and 64-bit. Ours answer as Windows does for a
standard user: POLICY_ALL_ACCESS, GENERIC_READ (which maps to POLICY_VIEW_AUDIT_INFORMATION
and POLICY_GET_PRIVATE_INFORMATION), GENERIC_WRITE and POLICY_CREATE_ACCOUNT are
STATUS_ACCESS_DENIED (Win32 error 5), and a handle without POLICY_VIEW_LOCAL_INFORMATION
cannot read the account domain.
"""

from paths import guest_exe

EXPECTED = [
    'view local: 0x00000000 win 0 handle set',
    '  query: 0x00000000 info',
    'lookup names: 0x00000000 win 0 handle set',
    '  query: 0xc0000022 none',                        # Wine: 0x00000000 info
    'view+lookup+read control: 0x00000000 win 0 handle set',
    '  query: 0x00000000 info',
    'generic execute: 0x00000000 win 0 handle set',
    '  query: 0x00000000 info',
    'maximum allowed: 0x00000000 win 0 handle set',
    '  query: 0x00000000 info',
    'all access: 0xc0000022 win 5 handle NULL',        # Wine: granted
    'generic read: 0xc0000022 win 5 handle NULL',      # Wine: granted
    'generic write: 0xc0000022 win 5 handle NULL',     # Wine: granted
    'create account: 0xc0000022 win 5 handle NULL',    # Wine: granted
    'done',
]


def test_lsa_policy_access(boot, tmp_path, width):
    d = boot(guest_exe("lsaaccess", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(300)
    assert d.vm.stdout_log == EXPECTED
