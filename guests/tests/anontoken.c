/*
 * anontoken.c - test guest for ADVAPI32's ImpersonateAnonymousToken
 * (test/win32/kernel/test_anontoken.py): the thread impersonates the system's anonymous
 * logon token until RevertToSelf, and the token reads back as Windows documents it (user
 * ANONYMOUS LOGON, no Everyone group, no privileges). clipboard.exe of the npm package
 * clipboardy (a Rust tool) calls it between SetClipboardData and CloseClipboard. One line
 * per check; no pointers are printed, so both widths print the same.
 *
 * Wine 8 fails the call (err=120, NtImpersonateAnonymousToken is not implemented there);
 * the test names the lines that differ and why.
 */
#include <windows.h>
#include <sddl.h>
#include <stdio.h>
#include <string.h>

static void result(const char *what, BOOL ok)
{
    if (ok)
        printf("%s=1\n", what);
    else
        printf("%s=0 err=%lu\n", what, GetLastError());
}

static void sid_line(const char *what, PSID sid)
{
    char *text = NULL;
    if (ConvertSidToStringSidA(sid, &text)) {
        printf("%s=%s\n", what, text);
        LocalFree(text);
    } else
        printf("%s=fail err=%lu\n", what, GetLastError());
}

static void member(const char *what, WELL_KNOWN_SID_TYPE kind)
{
    BYTE buf[SECURITY_MAX_SID_SIZE];
    DWORD size = sizeof buf;
    BOOL is = 0xcc;
    CreateWellKnownSid(kind, NULL, buf, &size);
    if (CheckTokenMembership(NULL, buf, &is))
        printf("member(%s)=%d\n", what, is);
    else
        printf("member(%s) fails err=%lu\n", what, GetLastError());
}

static void describe(HANDLE t)
{
    BYTE buf[1024];
    DWORD size, i, v;
    TOKEN_GROUPS *groups = (TOKEN_GROUPS *)buf;
    if (GetTokenInformation(t, TokenUser, buf, sizeof buf, &size))
        sid_line("user", ((TOKEN_USER *)buf)->User.Sid);
    if (GetTokenInformation(t, TokenOwner, buf, sizeof buf, &size))
        sid_line("owner", ((TOKEN_OWNER *)buf)->Owner);
    if (GetTokenInformation(t, TokenType, &v, sizeof v, &size))
        printf("type=%lu\n", v);
    if (GetTokenInformation(t, TokenImpersonationLevel, &v, sizeof v, &size))
        printf("level=%lu\n", v);
    if (GetTokenInformation(t, TokenGroups, buf, sizeof buf, &size)) {
        printf("groups=%lu\n", groups->GroupCount);
        for (i = 0; i < groups->GroupCount; i++) {
            char what[32];
            sprintf(what, "group attrs=%#lx sid", groups->Groups[i].Attributes);
            sid_line(what, groups->Groups[i].Sid);
        }
    }
    if (GetTokenInformation(t, TokenPrivileges, buf, sizeof buf, &size))
        printf("privileges=%lu\n", ((TOKEN_PRIVILEGES *)buf)->PrivilegeCount);
    if (GetTokenInformation(t, TokenIntegrityLevel, buf, sizeof buf, &size))
        sid_line("integrity", ((TOKEN_MANDATORY_LABEL *)buf)->Label.Sid);
}

/* GetUserName's answer: the impersonated account's name, or whether it is the user's. */
static void user_name(const char *what, const char *own)
{
    char name[64];
    DWORD size = sizeof name;
    if (!GetUserNameA(name, &size))
        printf("%s: GetUserName fails err=%lu\n", what, GetLastError());
    else if (own && !strcmp(name, own))
        printf("%s: GetUserName is the user's, size=%d\n", what, size == strlen(own) + 1);
    else
        printf("%s: GetUserName=%s size=%lu\n", what, name, size);
}

int main(void)
{
    HANDLE t = NULL, thread;
    DWORD tid, size;
    char own[64];

    size = sizeof own;
    GetUserNameA(own, &size);

    SetLastError(0xdeadbeef);
    result("ImpersonateAnonymousToken(current)", ImpersonateAnonymousToken(GetCurrentThread()));
    SetLastError(0xdeadbeef);
    result("OpenThreadToken", OpenThreadToken(GetCurrentThread(), TOKEN_QUERY, TRUE, &t));
    if (t) {
        describe(t);
        CloseHandle(t);
        t = NULL;
    }
    member("Everyone", WinWorldSid);
    member("Users", WinBuiltinUsersSid);
    member("Anonymous", WinAnonymousSid);
    user_name("impersonating", own);
    result("RevertToSelf", RevertToSelf());
    user_name("reverted", own);
    SetLastError(0xdeadbeef);
    result("after RevertToSelf: OpenThreadToken",
           OpenThreadToken(GetCurrentThread(), TOKEN_QUERY, TRUE, &t));
    member("Everyone", WinWorldSid);

    /* A real thread handle of the current thread works as the pseudo one does. */
    tid = GetCurrentThreadId();
    thread = OpenThread(THREAD_ALL_ACCESS, FALSE, tid);
    result("ImpersonateAnonymousToken(handle)", ImpersonateAnonymousToken(thread));
    member("Anonymous", WinAnonymousSid);
    RevertToSelf();
    CloseHandle(thread);

    SetLastError(0xdeadbeef);
    result("ImpersonateAnonymousToken(bad)", ImpersonateAnonymousToken((HANDLE)0x1234));
    return 0;
}
