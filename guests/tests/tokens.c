/*
 * tokens.c - test guest for ADVAPI32's access-token family
 * (test/win32/kernel/test_tokens.py): OpenProcessToken, DuplicateToken(Ex), token types
 * and impersonation levels, CheckTokenMembership, SetThreadToken, ImpersonateSelf,
 * ImpersonateLoggedOnUser, OpenThreadToken, RevertToSelf, IsTokenRestricted,
 * AdjustTokenPrivileges' previous state, SetTokenInformation, more GetTokenInformation
 * classes and the token pseudo handles. One line per check; no pointers are printed, so
 * both widths print the same.
 *
 * The expected lines in the test are this exe's output under Wine 8
 * (xvfb-run -a wine tokens.exe), except where a comment there says why not.
 */
#include <windows.h>
#include <stdio.h>

static DWORD dword_info(HANDLE t, TOKEN_INFORMATION_CLASS cls, BOOL *ok, DWORD *err)
{
    DWORD v = 0xdead, size = 0;
    SetLastError(0);
    *ok = GetTokenInformation(t, cls, &v, sizeof v, &size);
    *err = GetLastError();
    return v;
}

static void kind(const char *what, HANDLE t)
{
    BOOL ok1, ok2;
    DWORD e1, e2;
    DWORD type = dword_info(t, TokenType, &ok1, &e1);
    DWORD level = dword_info(t, TokenImpersonationLevel, &ok2, &e2);
    if (ok2)
        printf("%s: type=%d(%lu) level=%lu\n", what, ok1, type, level);
    else
        printf("%s: type=%d(%lu) level=fail err=%lu\n", what, ok1, ok1 ? type : e1, e2);
}

static void member(const char *what, HANDLE t, PSID sid)
{
    BOOL is = 0xcc;
    BOOL ok;
    SetLastError(0xdeadbeef);
    ok = CheckTokenMembership(t, sid, &is);
    if (ok)
        printf("CheckTokenMembership(%s)=1 member=%d\n", what, is);
    else
        printf("CheckTokenMembership(%s)=0 err=%lu\n", what, GetLastError());
}

static void result(const char *what, BOOL ok)
{
    if (ok)
        printf("%s=1\n", what);
    else
        printf("%s=0 err=%lu\n", what, GetLastError());
}

static HANDLE thread_token(const char *what, DWORD access)
{
    HANDLE t = NULL;
    SetLastError(0xdeadbeef);
    if (!OpenThreadToken(GetCurrentThread(), access, TRUE, &t)) {
        printf("%s: OpenThreadToken=0 err=%lu\n", what, GetLastError());
        return NULL;
    }
    kind(what, t);
    return t;
}

static LUID stat_id(HANDLE t)
{
    TOKEN_STATISTICS st;
    DWORD size;
    LUID none = {0, 0};
    if (!GetTokenInformation(t, TokenStatistics, &st, sizeof st, &size))
        return none;
    return st.TokenId;
}

int main(void)
{
    SID_IDENTIFIER_AUTHORITY world = {SECURITY_WORLD_SID_AUTHORITY};
    SID_IDENTIFIER_AUTHORITY nt = {SECURITY_NT_AUTHORITY};
    PSID everyone, users, admins, system;
    HANDLE proc, qonly, imp, ident, prim, h, t;
    TOKEN_STATISTICS st;
    DWORD size, err;
    BOOL ok;
    LUID a, b;

    AllocateAndInitializeSid(&world, 1, SECURITY_WORLD_RID, 0, 0, 0, 0, 0, 0, 0, &everyone);
    AllocateAndInitializeSid(&nt, 2, SECURITY_BUILTIN_DOMAIN_RID, DOMAIN_ALIAS_RID_USERS,
                             0, 0, 0, 0, 0, 0, &users);
    AllocateAndInitializeSid(&nt, 2, SECURITY_BUILTIN_DOMAIN_RID, DOMAIN_ALIAS_RID_ADMINS,
                             0, 0, 0, 0, 0, 0, &admins);
    AllocateAndInitializeSid(&nt, 1, SECURITY_LOCAL_SYSTEM_RID, 0, 0, 0, 0, 0, 0, 0, &system);

    result("OpenProcessToken",
           OpenProcessToken(GetCurrentProcess(),
                            TOKEN_QUERY | TOKEN_DUPLICATE | TOKEN_IMPERSONATE |
                            TOKEN_ADJUST_PRIVILEGES | TOKEN_ADJUST_DEFAULT |
                            TOKEN_ADJUST_SESSIONID, &proc));
    kind("process", proc);
    kind("pseudo -4", (HANDLE)(LONG_PTR)-4);
    kind("pseudo -6", (HANDLE)(LONG_PTR)-6);
    SetLastError(0xdeadbeef);
    ok = GetTokenInformation((HANDLE)(LONG_PTR)-5, TokenType, &size, sizeof size, &size);
    printf("pseudo -5 unimpersonated: %d err=%lu\n", ok, GetLastError());

    /* CheckTokenMembership: a primary token is refused; NULL is the thread's or a copy of
     * the process's as an impersonation token. */
    member("primary, Everyone", proc, everyone);
    member("NULL, Everyone", NULL, everyone);
    member("NULL, Users", NULL, users);
    member("NULL, Administrators", NULL, admins);
    member("NULL, SYSTEM", NULL, system);

    /* DuplicateToken: an impersonation token at the level asked for. */
    result("DuplicateToken(SecurityImpersonation)", DuplicateToken(proc, SecurityImpersonation, &imp));
    kind("dup", imp);
    member("dup, Everyone", imp, everyone);
    member("dup, Administrators", imp, admins);
    a = stat_id(proc);
    b = stat_id(imp);
    printf("TokenIds differ=%d\n", a.LowPart != b.LowPart || a.HighPart != b.HighPart);
    ok = GetTokenInformation(imp, TokenStatistics, &st, sizeof st, &size);
    printf("TokenStatistics(dup)=%d type=%d level=%d size=%lu\n", ok, st.TokenType,
           st.ImpersonationLevel, size);
    /* DuplicateToken opens the copy for TOKEN_IMPERSONATE | TOKEN_QUERY: no duplicate. */
    SetLastError(0xdeadbeef);
    result("DuplicateToken(dup)", DuplicateToken(imp, SecurityIdentification, &h));

    result("OpenProcessToken(query)", OpenProcessToken(GetCurrentProcess(), TOKEN_QUERY, &qonly));
    SetLastError(0xdeadbeef);
    result("DuplicateToken(no TOKEN_DUPLICATE)", DuplicateToken(qonly, SecurityImpersonation, &h));

    /* DuplicateTokenEx: primary or impersonation, at a level no higher than the source's. */
    result("DuplicateTokenEx(identification)",
           DuplicateTokenEx(proc, TOKEN_ALL_ACCESS, NULL, SecurityIdentification,
                            TokenImpersonation, &ident));
    kind("ident", ident);
    SetLastError(0xdeadbeef);
    result("DuplicateTokenEx(ident->delegation)",
           DuplicateTokenEx(ident, TOKEN_ALL_ACCESS, NULL, SecurityDelegation,
                            TokenImpersonation, &h));
    SetLastError(0xdeadbeef);
    result("DuplicateTokenEx(ident->primary)",
           DuplicateTokenEx(ident, TOKEN_ALL_ACCESS, NULL, SecurityAnonymous, TokenPrimary, &h));
    SetLastError(0xdeadbeef);
    result("DuplicateTokenEx(ident->anonymous)",
           DuplicateTokenEx(ident, TOKEN_ALL_ACCESS, NULL, SecurityAnonymous,
                            TokenImpersonation, &h));
    if (GetLastError() != 0xdeadbeef || h) kind("anon", h);
    SetLastError(0xdeadbeef);
    result("DuplicateTokenEx(access 0, primary)",
           DuplicateTokenEx(proc, 0, NULL, SecurityAnonymous, TokenPrimary, &prim));
    kind("prim", prim);
    SetLastError(0xdeadbeef);
    result("DuplicateTokenEx(GENERIC_READ)",
           DuplicateTokenEx(proc, GENERIC_READ, NULL, SecurityDelegation, TokenImpersonation, &h));
    kind("generic", h);
    SetLastError(0xdeadbeef);
    result("DuplicateTokenEx(TOKEN_IMPERSONATE)",
           DuplicateTokenEx(proc, TOKEN_IMPERSONATE, NULL, SecurityImpersonation,
                            TokenImpersonation, &h));
    member("no TOKEN_QUERY", h, everyone);

    /* A thread's token: SetThreadToken, OpenThreadToken, RevertToSelf. */
    thread_token("before", TOKEN_QUERY);
    SetLastError(0xdeadbeef);
    result("SetThreadToken(primary)", SetThreadToken(NULL, prim));
    result("SetThreadToken(dup)", SetThreadToken(NULL, imp));
    t = thread_token("after SetThreadToken", TOKEN_QUERY);
    member("NULL while impersonating", NULL, everyone);
    kind("pseudo -5 impersonating", (HANDLE)(LONG_PTR)-5);
    kind("pseudo -6 impersonating", (HANDLE)(LONG_PTR)-6);
    result("RevertToSelf", RevertToSelf());
    thread_token("after RevertToSelf", TOKEN_QUERY);
    result("SetThreadToken(ident)", SetThreadToken(NULL, ident));
    thread_token("ident thread", TOKEN_QUERY);
    result("SetThreadToken(NULL, NULL)", SetThreadToken(NULL, NULL));
    thread_token("cleared", TOKEN_QUERY);

    result("ImpersonateSelf(SecurityAnonymous)", ImpersonateSelf(SecurityAnonymous));
    thread_token("anonymous self", TOKEN_QUERY);
    RevertToSelf();
    result("ImpersonateSelf(SecurityDelegation)", ImpersonateSelf(SecurityDelegation));
    thread_token("delegation self", TOKEN_QUERY);
    RevertToSelf();
    result("ImpersonateLoggedOnUser(process)", ImpersonateLoggedOnUser(proc));
    thread_token("logged on", TOKEN_QUERY);
    RevertToSelf();
    SetLastError(0xdeadbeef);
    result("ImpersonateLoggedOnUser(query only)", ImpersonateLoggedOnUser(qonly));
    RevertToSelf();

    /* IsTokenRestricted: no restricting SIDs. */
    SetLastError(0xdeadbeef);
    ok = IsTokenRestricted(proc);
    printf("IsTokenRestricted=%d err=%lu\n", ok, GetLastError());
    ok = GetTokenInformation(proc, TokenRestrictedSids, NULL, 0, &size);
    err = GetLastError();
    printf("TokenRestrictedSids(size)=%d err=%lu size=%lu\n", ok, err, size);
    {
        DWORD buf[16];
        SetLastError(0xdeadbeef);
        ok = GetTokenInformation(proc, TokenRestrictedSids, buf, sizeof buf, &size);
        if (ok)
            printf("TokenRestrictedSids=1 count=%lu\n", buf[0]);
        else
            printf("TokenRestrictedSids=0 err=%lu\n", GetLastError());
    }

    /* More classes: the default DACL, source, origin, linked token, mandatory policy. */
    {
        BYTE buf[512];
        HANDLE src;
        TOKEN_DEFAULT_DACL *dd = (TOKEN_DEFAULT_DACL *)buf;
        TOKEN_SOURCE *ts = (TOKEN_SOURCE *)buf;
        SetLastError(0xdeadbeef);
        ok = GetTokenInformation(proc, TokenDefaultDacl, buf, sizeof buf, &size);
        if (ok)
            printf("TokenDefaultDacl=1 valid=%d aces=%d\n", IsValidAcl(dd->DefaultDacl),
                   dd->DefaultDacl->AceCount);
        else
            printf("TokenDefaultDacl=0 err=%lu\n", GetLastError());
        SetLastError(0xdeadbeef);
        ok = GetTokenInformation(proc, TokenSource, buf, sizeof buf, &size);
        printf("TokenSource(no TOKEN_QUERY_SOURCE)=%d err=%lu\n", ok, GetLastError());
        OpenProcessToken(GetCurrentProcess(), TOKEN_QUERY_SOURCE, &src);
        SetLastError(0xdeadbeef);
        ok = GetTokenInformation(src, TokenSource, buf, sizeof buf, &size);
        printf("TokenSource=%d size=%lu\n", ok, size);
        CloseHandle(src);
        SetLastError(0xdeadbeef);
        ok = GetTokenInformation(proc, TokenOrigin, buf, sizeof buf, &size);
        printf("TokenOrigin=%d size=%lu\n", ok, ok ? size : GetLastError());
        SetLastError(0xdeadbeef);
        ok = GetTokenInformation(proc, TokenLinkedToken, buf, sizeof buf, &size);
        printf("TokenLinkedToken=%d err=%lu\n", ok, ok ? 0 : GetLastError());
        SetLastError(0xdeadbeef);
        ok = GetTokenInformation(proc, TokenMandatoryPolicy, buf, sizeof buf, &size);
        printf("TokenMandatoryPolicy=%d policy=%lu\n", ok, ok ? *(DWORD *)buf : GetLastError());
        (void)ts;
    }

    /* AdjustTokenPrivileges: the previous state holds what changed. */
    {
        TOKEN_PRIVILEGES tp, prev;
        LUID shutdown;
        DWORD need = 0;
        LookupPrivilegeValueA(NULL, "SeShutdownPrivilege", &shutdown);
        tp.PrivilegeCount = 1;
        tp.Privileges[0].Luid = shutdown;
        tp.Privileges[0].Attributes = SE_PRIVILEGE_ENABLED;
        SetLastError(0xdeadbeef);
        ok = AdjustTokenPrivileges(proc, FALSE, &tp, 0, &prev, &need);
        printf("AdjustTokenPrivileges(no room)=%d err=%lu need=%lu\n", ok, GetLastError(), need);
        SetLastError(0xdeadbeef);
        ok = AdjustTokenPrivileges(proc, FALSE, &tp, sizeof prev, &prev, &need);
        printf("AdjustTokenPrivileges(enable)=%d err=%lu need=%lu count=%lu attrs=%lx same=%d\n",
               ok, GetLastError(), need, prev.PrivilegeCount, prev.Privileges[0].Attributes,
               prev.Privileges[0].Luid.LowPart == shutdown.LowPart);
        ok = AdjustTokenPrivileges(proc, FALSE, &tp, sizeof prev, &prev, &need);
        printf("AdjustTokenPrivileges(again)=%d err=%lu count=%lu\n", ok, GetLastError(),
               prev.PrivilegeCount);
        tp.Privileges[0].Attributes = 0;
        ok = AdjustTokenPrivileges(proc, FALSE, &tp, sizeof prev, &prev, &need);
        printf("AdjustTokenPrivileges(disable)=%d err=%lu count=%lu attrs=%lx\n", ok,
               GetLastError(), prev.PrivilegeCount, prev.Privileges[0].Attributes);
        SetLastError(0xdeadbeef);
        ok = AdjustTokenPrivileges(qonly, FALSE, &tp, 0, NULL, NULL);
        printf("AdjustTokenPrivileges(query only)=%d err=%lu\n", ok, GetLastError());
    }

    /* SetTokenInformation: owner, primary group, session. */
    {
        TOKEN_OWNER owner;
        TOKEN_PRIMARY_GROUP group;
        DWORD session = 5;
        BYTE buf[256];
        owner.Owner = everyone;
        SetLastError(0xdeadbeef);
        result("SetTokenInformation(owner Everyone)",
               SetTokenInformation(proc, TokenOwner, &owner, sizeof owner));
        group.PrimaryGroup = everyone;
        SetLastError(0xdeadbeef);
        result("SetTokenInformation(primary group Everyone)",
               SetTokenInformation(proc, TokenPrimaryGroup, &group, sizeof group));
        ok = GetTokenInformation(proc, TokenPrimaryGroup, buf, sizeof buf, &size);
        printf("TokenPrimaryGroup=%d everyone=%d\n", ok,
               EqualSid(((TOKEN_PRIMARY_GROUP *)buf)->PrimaryGroup, everyone));
        group.PrimaryGroup = system;
        SetLastError(0xdeadbeef);
        result("SetTokenInformation(primary group SYSTEM)",
               SetTokenInformation(proc, TokenPrimaryGroup, &group, sizeof group));
        SetLastError(0xdeadbeef);
        result("SetTokenInformation(primary group, query only)",
               SetTokenInformation(qonly, TokenPrimaryGroup, &group, sizeof group));
        SetLastError(0xdeadbeef);
        result("SetTokenInformation(session)",
               SetTokenInformation(proc, TokenSessionId, &session, sizeof session));
    }

    CloseHandle(qonly);
    CloseHandle(prim);
    CloseHandle(ident);
    CloseHandle(imp);
    CloseHandle(proc);
    if (t) CloseHandle(t);
    FreeSid(everyone);
    FreeSid(users);
    FreeSid(admins);
    FreeSid(system);
    printf("done\n");
    return 0;
}
