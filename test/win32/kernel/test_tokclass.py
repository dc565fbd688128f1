"""GetTokenInformation's classes that describe what an ordinary desktop process's token is
not (dlls/advapi32/sids.py): no app container (TokenAppContainerSid, TokenAppContainerNumber,
TokenCapabilities, TokenIsLessPrivilegedAppContainer), no claims, no device groups, not
restricted or sandboxed, no trust level, private namespace or BNO isolation; and
TokenGroupsAndPrivileges. PyInstaller's bootloader stopped at TokenAppContainerSid
(docs/runtimes.md, "Programs in the wild (session 37)").

test/exe/tokclass.exe (guests/tests/tokclass.c) prints a line per class; the expected lines
are what it prints under Wine 8 where Wine implements the class, Windows' documented
answer where it does not (said at each line). Both widths run (the ``width`` fixture).
"""

from paths import guest_exe


def expected(width):
    """The lines tokclass.exe prints at ``width`` (4 or 8: the pointer size)."""
    p = width
    groups = 4 if p == 4 else 8               # an empty TOKEN_GROUPS: offsetof(Groups)
    claims = 12 if p == 4 else 16             # CLAIM_SECURITY_ATTRIBUTES_INFORMATION
    bno = 8 if p == 4 else 16                 # TOKEN_BNO_ISOLATION_INFORMATION
    both = (44 if p == 4 else 56) + 12 * 2 * p + 192 + 5 * 12   # TokenGroupsAndPrivileges

    def dword(name, cls, value=0):
        return "%s(%d): size=4 ok=1 size2=4 value=%d" % (name, cls, value)

    def empty_groups(name, cls):
        return "%s(%d): size=%d ok=1 size2=%d count=0" % (name, cls, groups, groups)

    def claim(name, cls):
        return ("%s(%d): size=%d ok=1 size2=%d version=1 reserved=0 count=0 attrs=NULL"
                % (name, cls, claims, claims))

    return [
        dword("TokenIsAppContainer", 29),
        # Wine 8 implements TokenIsAppContainer and TokenAppContainerSid only; each other
        # class below fails there with err=1 (STATUS_NOT_IMPLEMENTED). The answers are the
        # documented ones for a token outside any app container.
        empty_groups("TokenCapabilities", 30),
        # Wine answers a size of 16 (20 at 64 bits): the structure and room for a SID
        # it does not write; the structure alone is TOKEN_APPCONTAINER_INFORMATION, one
        # NULL PSID.
        "TokenAppContainerSid(31): size=%d ok=1 size2=%d pointer=NULL" % (p, p),
        dword("TokenAppContainerNumber", 32),
        claim("TokenUserClaimAttributes", 33),
        claim("TokenDeviceClaimAttributes", 34),
        claim("TokenRestrictedUserClaimAttributes", 35),
        claim("TokenRestrictedDeviceClaimAttributes", 36),
        empty_groups("TokenDeviceGroups", 37),
        empty_groups("TokenRestrictedDeviceGroups", 38),
        dword("TokenIsRestricted", 40),
        "TokenProcessTrustLevel(41): size=%d ok=1 size2=%d pointer=NULL" % (p, p),
        dword("TokenPrivateNameSpace", 42),
        "TokenBnoIsolation(44): size=%d ok=1 size2=%d prefix=NULL enabled=0" % (bno, bno),
        dword("TokenIsLessPrivilegedAppContainer", 46),
        dword("TokenIsSandboxed", 47),
        # Wine: size=16 (20), as above.
        "TokenAppContainerSid(short)=0 err=122 size=%d" % p,
        # Not in Wine 8 (err=1). Our standard user's token: the user and its 11 groups
        # (192 bytes of SIDs), 5 privileges; the structure (44 or 56 bytes), the 12
        # SID_AND_ATTRIBUTES, the SIDs, the 12-byte LUID_AND_ATTRIBUTES.
        "TokenGroupsAndPrivileges(13): size=%d ok=1 size2=%d sids=12 restricted=0 "
        "privileges=5" % (both, both),
        "TokenGroupsAndPrivileges: inside=1 user first=1 user attrs=0 groups=1 privileges=1 "
        "restricted=NULL sidlength ok=1",
        "done",
    ]


def test_token_classes_of_an_ordinary_process(boot, tmp_path, width):
    d = boot(guest_exe("tokclass", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert d.vm.stdout_log == expected(width)
