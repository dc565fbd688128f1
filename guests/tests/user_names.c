/* The signed-in user's names as Go's os/user.Current asks them (issue 23, "Programs in
 * the wild (stop 27)": Hugo 0.168 stopped loading Secur32.dll): GetUserNameEx, then
 * NetGetJoinInformation and NetUserGetInfo for the full name. The names themselves
 * differ between machines: each is compared with GetComputerName and GetUserName. One
 * line per check; the expected lines are Wine 8's. */
#define SECURITY_WIN32
#include <windows.h>
#include <security.h>
#include <lm.h>
#include <stdio.h>

int main(void)
{
    WCHAR user[256], computer[256], sam[512], buf[512];
    char abuf[512];
    DWORD n, ok;
    ULONG size;
    LPWSTR join = NULL;
    NETSETUP_JOIN_STATUS status = 0;
    USER_INFO_10 *ui10 = NULL;
    USER_INFO_0 *ui0 = NULL;
    NET_API_STATUS st;
    LPVOID mem = NULL;

    n = 256; GetUserNameW(user, &n);
    n = 256; GetComputerNameW(computer, &n);
    swprintf(sam, 512, L"%ls\\%ls", computer, user);

    size = 512;
    ok = GetUserNameExW(NameSamCompatible, buf, &size);
    printf("GetUserNameExW(SamCompatible)=%lu size-is-len=%d name-is-computer\\user=%d\n",
           ok, size == wcslen(sam), !wcscmp(buf, sam));
    size = 512;
    ok = GetUserNameExA(NameSamCompatible, abuf, &size);
    printf("GetUserNameExA(SamCompatible)=%lu size-is-len=%d\n", ok, size == wcslen(sam));
    size = 3;
    SetLastError(0xdeadbeef);
    ok = GetUserNameExW(NameSamCompatible, buf, &size);
    printf("small buffer=%lu err=%lu size-is-len+1=%d\n", ok, GetLastError(),
           size == wcslen(sam) + 1);
    size = 0;
    SetLastError(0xdeadbeef);
    ok = GetUserNameExW(NameSamCompatible, NULL, &size);
    printf("NULL buffer=%lu err=%lu size-is-len+1=%d\n", ok, GetLastError(),
           size == wcslen(sam) + 1);
    size = 512;
    SetLastError(0xdeadbeef);
    ok = GetUserNameExW(NameUserPrincipal, buf, &size);
    printf("GetUserNameExW(UserPrincipal)=%lu err=%lu\n", ok, GetLastError());
    size = 512;
    SetLastError(0xdeadbeef);
    ok = GetUserNameExW(NameFullyQualifiedDN, buf, &size);
    printf("GetUserNameExW(FullyQualifiedDN)=%lu err=%lu\n", ok, GetLastError());

    st = NetGetJoinInformation(NULL, &join, &status);
    printf("NetGetJoinInformation=%lu status=%d name=%ls\n", st, status, join ? join : L"-");
    printf("NetApiBufferFree=%lu\n", NetApiBufferFree(join));

    st = NetUserGetInfo(NULL, user, 10, (LPBYTE *)&ui10);
    printf("NetUserGetInfo(me, 10)=%lu", st);
    if (!st)
        printf(" name-is-me=%d comment=[%ls] usr_comment=[%ls] full_name=[%ls]",
               !wcscmp(ui10->usri10_name, user), ui10->usri10_comment,
               ui10->usri10_usr_comment, ui10->usri10_full_name);
    printf("\n");
    NetApiBufferFree(ui10);
    st = NetUserGetInfo(NULL, user, 0, (LPBYTE *)&ui0);
    printf("NetUserGetInfo(me, 0)=%lu name-is-me=%d\n", st, !st && !wcscmp(ui0->usri0_name, user));
    NetApiBufferFree(ui0);
    ui0 = NULL;
    st = NetUserGetInfo(NULL, L"nobody-here-42", 0, (LPBYTE *)&ui0);
    printf("NetUserGetInfo(nobody)=%lu\n", st);

    st = NetApiBufferAllocate(100, &mem);
    printf("NetApiBufferAllocate=%lu got=%d\n", st, mem != NULL);
    printf("NetApiBufferFree=%lu\n", NetApiBufferFree(mem));
    printf("NetApiBufferFree(NULL)=%lu\n", NetApiBufferFree(NULL));
    return 0;
}
