"""ADVAPI32's ImpersonateAnonymousToken (dlls/advapi32/impersonation.py): the thread
impersonates the system's anonymous logon token until RevertToSelf, and GetUserName
names that account meanwhile. clipboard.exe of the
npm package clipboardy (Rust) calls it between SetClipboardData and CloseClipboard, and
stopped there ("Programs in the wild (session 33)" in docs/runtimes.md).

test/exe/anontoken.exe (guests/tests/anontoken.c) prints a line per check, the same at
both widths (the ``width`` fixture runs both builds). Wine 8 does not implement the call
(NtImpersonateAnonymousToken returns STATUS_NOT_IMPLEMENTED, so err=1 and no token); its
lines are kept below next to ours, which follow the documentation: the token's user is
ANONYMOUS LOGON and it holds no Everyone group (unless the LSA's EveryoneIncludesAnonymous
is set), and a bad thread handle fails with ERROR_INVALID_HANDLE.
"""

from paths import guest_exe

#: What the same binary prints under Wine 8 (32- and 64-bit alike).
WINE8 = [
    'ImpersonateAnonymousToken(current)=0 err=1',
    'OpenThreadToken=0 err=1008',
    'member(Everyone)=1',
    'member(Users)=1',
    'member(Anonymous)=0',
    "impersonating: GetUserName is the user's, size=1",
    'RevertToSelf=1',
    "reverted: GetUserName is the user's, size=1",
    'after RevertToSelf: OpenThreadToken=0 err=1008',
    'member(Everyone)=1',
    'ImpersonateAnonymousToken(handle)=0 err=1',
    'member(Anonymous)=0',
    'ImpersonateAnonymousToken(bad)=0 err=1',
]

EXPECTED = [
    'ImpersonateAnonymousToken(current)=1',
    'OpenThreadToken=1',
    'user=S-1-5-7',                     # NT AUTHORITY\ANONYMOUS LOGON
    'owner=S-1-5-7',
    'type=2',                           # TokenImpersonation
    'level=2',                          # SecurityImpersonation
    'groups=2',
    'group attrs=0x7 sid=S-1-5-2',      # NETWORK: mandatory, enabled
    'group attrs=0x60 sid=S-1-16-0',    # the untrusted integrity label
    'privileges=0',
    'integrity=S-1-16-0',
    # CheckTokenMembership(NULL) reads the thread's token: anonymous is in neither
    # Everyone nor Users.
    'member(Everyone)=0',
    'member(Users)=0',
    'member(Anonymous)=1',
    # GetUserName names the account the thread impersonates, as documented.
    'impersonating: GetUserName=ANONYMOUS LOGON size=16',
    'RevertToSelf=1',
    "reverted: GetUserName is the user's, size=1",
    'after RevertToSelf: OpenThreadToken=0 err=1008',   # ERROR_NO_TOKEN, as under Wine
    'member(Everyone)=1',
    'ImpersonateAnonymousToken(handle)=1',
    'member(Anonymous)=1',
    'ImpersonateAnonymousToken(bad)=0 err=6',           # ERROR_INVALID_HANDLE
]


def test_a_thread_impersonates_the_anonymous_logon_token(boot, tmp_path, width):
    d = boot(guest_exe("anontoken", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert d.vm.stdout_log == EXPECTED
    # The lines where no token is involved are Wine's.
    assert EXPECTED[15:19] == WINE8[6:10]
