"""ADVAPI32's access-token family (dlls/advapi32/security.py, impersonation.py, sids.py over
kernel/security.py): OpenProcessToken, DuplicateToken(Ex) with their types and
impersonation levels, CheckTokenMembership, SetThreadToken, ImpersonateSelf,
ImpersonateLoggedOnUser, OpenThreadToken, RevertToSelf, IsTokenRestricted,
AdjustTokenPrivileges' previous state, SetTokenInformation, more GetTokenInformation
classes (TokenDefaultDacl, TokenSource, TokenOrigin, TokenLinkedToken,
TokenMandatoryPolicy) and the token pseudo handles
(busybox-w32's sh and ls stopped at CheckTokenMembership and DuplicateToken).

test/exe/tokens.exe (guests/tests/tokens.c) prints a line per check; the expected lines are
what the same binary prints under Wine 8 (``xvfb-run -a wine tokens.exe``), except where a
comment says why not. Its x86-64 build prints the same lines under 64-bit Wine; the test
runs both builds (the ``width`` fixture).
"""

from paths import guest_exe


def expected(width):
    """The lines tokens.exe prints at ``width``."""
    return [
        'OpenProcessToken=1',
        'process: type=1(1) level=fail err=87',
        'pseudo -4: type=1(1) level=fail err=87',
        'pseudo -6: type=1(1) level=fail err=87',
        'pseudo -5 unimpersonated: 0 err=6',
        'CheckTokenMembership(primary, Everyone)=0 err=1309',
        'CheckTokenMembership(NULL, Everyone)=1 member=1',
        'CheckTokenMembership(NULL, Users)=1 member=1',
        # Wine's user is an administrator (member=1); ours is a standard user, not in
        # BUILTIN\Administrators (kernel/security.py).
        'CheckTokenMembership(NULL, Administrators)=1 member=0',
        'CheckTokenMembership(NULL, SYSTEM)=1 member=0',
        'DuplicateToken(SecurityImpersonation)=1',
        'dup: type=1(2) level=2',
        'CheckTokenMembership(dup, Everyone)=1 member=1',
        'CheckTokenMembership(dup, Administrators)=1 member=0',      # as above
        'TokenIds differ=1',
        'TokenStatistics(dup)=1 type=2 level=2 size=56',
        'DuplicateToken(dup)=0 err=5',
        'OpenProcessToken(query)=1',
        'DuplicateToken(no TOKEN_DUPLICATE)=0 err=5',
        'DuplicateTokenEx(identification)=1',
        'ident: type=1(2) level=1',
        'DuplicateTokenEx(ident->delegation)=0 err=1346',
        'DuplicateTokenEx(ident->primary)=1',
        'DuplicateTokenEx(ident->anonymous)=1',
        'anon: type=1(2) level=0',
        'DuplicateTokenEx(access 0, primary)=1',
        'prim: type=1(1) level=fail err=87',
        'DuplicateTokenEx(GENERIC_READ)=1',
        'generic: type=1(2) level=3',
        'DuplicateTokenEx(TOKEN_IMPERSONATE)=1',
        'CheckTokenMembership(no TOKEN_QUERY)=0 err=5',
        'before: OpenThreadToken=0 err=1008',
        # Wine lets a thread take a primary token; the documentation asks for an
        # impersonation token, and Windows' kernel refuses another with
        # STATUS_BAD_TOKEN_TYPE (ERROR_BAD_TOKEN_TYPE).
        'SetThreadToken(primary)=0 err=1349',
        'SetThreadToken(dup)=1',
        'after SetThreadToken: type=1(2) level=2',
        'CheckTokenMembership(NULL while impersonating)=1 member=1',
        'pseudo -5 impersonating: type=1(2) level=2',
        'pseudo -6 impersonating: type=1(2) level=2',
        'RevertToSelf=1',
        'after RevertToSelf: OpenThreadToken=0 err=1008',
        'SetThreadToken(ident)=1',
        'ident thread: type=1(2) level=1',
        'SetThreadToken(NULL, NULL)=1',
        'cleared: OpenThreadToken=0 err=1008',
        'ImpersonateSelf(SecurityAnonymous)=1',
        'anonymous self: OpenThreadToken=0 err=1347',
        'ImpersonateSelf(SecurityDelegation)=1',
        'delegation self: type=1(2) level=3',
        'ImpersonateLoggedOnUser(process)=1',
        'logged on: type=1(2) level=2',
        'ImpersonateLoggedOnUser(query only)=0 err=5',
        # Wine 8 implements neither IsTokenRestricted nor TokenRestrictedSids (each fails
        # with err=1, STATUS_NOT_IMPLEMENTED); a token without restricting SIDs answers
        # FALSE with ERROR_SUCCESS, and an empty TOKEN_GROUPS (its size the offset of Groups:
        # 4 bytes, 8 in a 64-bit program).
        'IsTokenRestricted=0 err=0',
        'TokenRestrictedSids(size)=0 err=122 size=%d' % width,
        'TokenRestrictedSids=1 count=0',
        # Windows' interactive logon gives a default DACL of three ACEs: the user, SYSTEM
        # and the logon session (Wine's has the first two: aces=2).
        'TokenDefaultDacl=1 valid=1 aces=3',
        # Wine 8 implements neither TokenSource (err=1 for both, whatever the access) nor
        # TokenOrigin (=0) nor TokenMandatoryPolicy (=0); TokenSource needs
        # TOKEN_QUERY_SOURCE, as documented.
        'TokenSource(no TOKEN_QUERY_SOURCE)=0 err=5',
        'TokenSource=1 size=16',
        'TokenOrigin=1 size=8',
        # Wine's administrator token has a linked token (=1); a standard user's is not
        # split, so there is none: ERROR_NO_SUCH_LOGON_SESSION.
        'TokenLinkedToken=0 err=1312',
        'TokenMandatoryPolicy=1 policy=3',
        # Wine's token (an administrator's) has SeShutdownPrivilege enabled and Wine lists
        # every privilege named in PreviousState; the documentation lists those modified
        # only, and a buffer too small for them fails with nothing adjusted. Wine prints
        # "(no room)=1 err=0 need=4", "(enable)=... attrs=2" and "(again)=... count=1".
        'AdjustTokenPrivileges(no room)=0 err=122 need=16',
        'AdjustTokenPrivileges(enable)=1 err=0 need=16 count=1 attrs=0 same=1',
        'AdjustTokenPrivileges(again)=1 err=0 count=0',
        'AdjustTokenPrivileges(disable)=1 err=0 count=1 attrs=2',
        'AdjustTokenPrivileges(query only)=0 err=5',
        # Wine 8 implements none of these SetTokenInformation classes (err=1 each, and the
        # primary group stays the same; the session is set without the privilege check).
        # Windows: the owner must be the user or a group with SE_GROUP_OWNER, the primary
        # group one of the token's groups, TOKEN_ADJUST_DEFAULT for both, and a session
        # needs SeTcbPrivilege, which a standard user's token does not hold.
        'SetTokenInformation(owner Everyone)=0 err=1307',
        'SetTokenInformation(primary group Everyone)=1',
        'TokenPrimaryGroup=1 everyone=1',
        'SetTokenInformation(primary group SYSTEM)=0 err=1308',
        'SetTokenInformation(primary group, query only)=0 err=5',
        'SetTokenInformation(session)=0 err=1314',
        'done',
    ]


def test_the_token_family_answers_as_windows_does(boot, tmp_path, width):
    d = boot(guest_exe("tokens", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert d.vm.stdout_log == expected(width)
