/*
 * tokclass.c - test guest for GetTokenInformation's classes that describe what an
 * ordinary desktop process's token is not (test/win32/kernel/test_tokclass.py): no app
 * container (TokenAppContainerSid, TokenAppContainerNumber, TokenCapabilities,
 * TokenIsLessPrivilegedAppContainer), no claims (the four claim-attribute classes), no
 * device groups, not restricted or sandboxed, no trust level, no private namespace or
 * BNO isolation; and TokenGroupsAndPrivileges, the user, groups and privileges in one
 * block. PyInstaller's bootloader asks TokenAppContainerSid before it makes its
 * temporary folder. Classes are given by number (older headers lack their names).
 * Sizes are printed as they are (they depend on the width: the test knows both); no
 * pointer is printed, only whether it is NULL.
 *
 * The expected lines in the test are this exe's output under Wine 8
 * (xvfb-run -a wine tokclass.exe), except where a comment there says why not.
 */
#include <windows.h>
#include <stdio.h>

static HANDLE tok;
static BYTE buf[8192];

/* Ask for the size first (NULL buffer), then the whole answer; print both. Returns 1
 * when the class answered, with its bytes in buf. */
static int ask(const char *name, int cls)
{
    DWORD size = 0xdead, size2 = 0xdead;
    BOOL ok;
    DWORD err;
    SetLastError(0xdeadbeef);
    ok = GetTokenInformation(tok, (TOKEN_INFORMATION_CLASS)cls, NULL, 0, &size);
    err = GetLastError();
    if (ok || err != ERROR_INSUFFICIENT_BUFFER) {
        printf("%s(%d): no size: ok=%d err=%lu\n", name, cls, ok, err);
        return 0;
    }
    memset(buf, 0xcc, sizeof buf);
    SetLastError(0xdeadbeef);
    ok = GetTokenInformation(tok, (TOKEN_INFORMATION_CLASS)cls, buf, sizeof buf, &size2);
    if (!ok) {
        printf("%s(%d): size=%lu then ok=0 err=%lu\n", name, cls, size, GetLastError());
        return 0;
    }
    printf("%s(%d): size=%lu ok=1 size2=%lu", name, cls, size, size2);
    return 1;
}

static void dword_class(const char *name, int cls)
{
    if (ask(name, cls)) printf(" value=%lu\n", *(DWORD *)buf);
}

static void pointer_class(const char *name, int cls)
{
    if (ask(name, cls)) printf(" pointer=%s\n", *(void **)buf ? "set" : "NULL");
}

static void groups_class(const char *name, int cls)
{
    if (ask(name, cls)) printf(" count=%lu\n", ((TOKEN_GROUPS *)buf)->GroupCount);
}

/* CLAIM_SECURITY_ATTRIBUTES_INFORMATION: WORD Version, WORD Reserved, DWORD
 * AttributeCount, a pointer to the attributes. */
static void claims_class(const char *name, int cls)
{
    if (ask(name, cls)) {
        WORD *w = (WORD *)buf;
        printf(" version=%u reserved=%u count=%lu attrs=%s\n", w[0], w[1],
               *(DWORD *)(buf + 4), *(void **)(buf + sizeof(void *)) ? "set" : "NULL");
    }
}

int main(void)
{
    TOKEN_GROUPS_AND_PRIVILEGES *gp;
    DWORD i, size;
    BOOL ok;

    if (!OpenProcessToken(GetCurrentProcess(), TOKEN_QUERY, &tok)) {
        printf("OpenProcessToken=0 err=%lu\n", GetLastError());
        return 1;
    }
    dword_class("TokenIsAppContainer", 29);
    groups_class("TokenCapabilities", 30);
    pointer_class("TokenAppContainerSid", 31);
    dword_class("TokenAppContainerNumber", 32);
    claims_class("TokenUserClaimAttributes", 33);
    claims_class("TokenDeviceClaimAttributes", 34);
    claims_class("TokenRestrictedUserClaimAttributes", 35);
    claims_class("TokenRestrictedDeviceClaimAttributes", 36);
    groups_class("TokenDeviceGroups", 37);
    groups_class("TokenRestrictedDeviceGroups", 38);
    dword_class("TokenIsRestricted", 40);
    pointer_class("TokenProcessTrustLevel", 41);
    dword_class("TokenPrivateNameSpace", 42);
    if (ask("TokenBnoIsolation", 44))     /* PWSTR IsolationPrefix; BOOLEAN IsolationEnabled */
        printf(" prefix=%s enabled=%u\n", *(void **)buf ? "set" : "NULL",
               buf[sizeof(void *)]);
    dword_class("TokenIsLessPrivilegedAppContainer", 46);
    dword_class("TokenIsSandboxed", 47);

    /* A buffer one byte short of an answer fails with the size needed. */
    size = 0;
    SetLastError(0xdeadbeef);
    ok = GetTokenInformation(tok, (TOKEN_INFORMATION_CLASS)31, buf, sizeof(void *) - 1, &size);
    printf("TokenAppContainerSid(short)=%d err=%lu size=%lu\n", ok, GetLastError(), size);

    /* TokenGroupsAndPrivileges: its arrays point into the same block; the user's SID is
     * the first of Sids, the token's groups follow (as TokenGroups lists them). */
    if (ask("TokenGroupsAndPrivileges", 13)) {
        TOKEN_USER *user;
        TOKEN_GROUPS *groups;
        TOKEN_PRIVILEGES *privs;
        static BYTE ub[512], gb[4096], pb[4096];
        BYTE *lo = buf, *hi = buf + sizeof buf;
        int inside = 1, same_user, same_groups = 1, same_privs = 1;
        gp = (TOKEN_GROUPS_AND_PRIVILEGES *)buf;
        printf(" sids=%lu restricted=%lu privileges=%lu\n", gp->SidCount,
               gp->RestrictedSidCount, gp->PrivilegeCount);
        GetTokenInformation(tok, TokenUser, ub, sizeof ub, &size);
        GetTokenInformation(tok, TokenGroups, gb, sizeof gb, &size);
        GetTokenInformation(tok, TokenPrivileges, pb, sizeof pb, &size);
        user = (TOKEN_USER *)ub;
        groups = (TOKEN_GROUPS *)gb;
        privs = (TOKEN_PRIVILEGES *)pb;
        if (gp->Sids && ((BYTE *)gp->Sids < lo || (BYTE *)gp->Sids >= hi)) inside = 0;
        if (gp->Privileges && ((BYTE *)gp->Privileges < lo || (BYTE *)gp->Privileges >= hi))
            inside = 0;
        same_user = gp->SidCount > 0 && EqualSid(gp->Sids[0].Sid, user->User.Sid);
        if (gp->SidCount != groups->GroupCount + 1) same_groups = 0;
        for (i = 1; same_groups && i < gp->SidCount; i++)
            if (!EqualSid(gp->Sids[i].Sid, groups->Groups[i - 1].Sid) ||
                gp->Sids[i].Attributes != groups->Groups[i - 1].Attributes)
                same_groups = 0;
        if (gp->PrivilegeCount != privs->PrivilegeCount) same_privs = 0;
        for (i = 0; same_privs && i < gp->PrivilegeCount; i++)
            if (memcmp(&gp->Privileges[i], &privs->Privileges[i], sizeof privs->Privileges[i]))
                same_privs = 0;
        printf("TokenGroupsAndPrivileges: inside=%d user first=%d user attrs=%lu groups=%d "
               "privileges=%d restricted=%s sidlength ok=%d\n", inside, same_user,
               gp->SidCount ? gp->Sids[0].Attributes : 99, same_groups, same_privs,
               gp->RestrictedSids ? "set" : "NULL",
               gp->SidLength >= gp->SidCount * sizeof(SID_AND_ATTRIBUTES));
    }
    CloseHandle(tok);
    printf("done\n");
    return 0;
}
