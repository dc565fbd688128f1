/*
 * objsec.c - test guest for what busybox-w32's ls and sh asked of ADVAPI32 and KERNEL32
 * after the token family (test/win32/kernel/test_objsec.py): a file's security
 * descriptor (GetSecurityInfo, GetNamedSecurityInfo), GetCompressedFileSize and
 * GetProcessTimes. One line per check; no pointers are printed.
 *
 * The expected lines in the test are this exe's output under Wine 8
 * (xvfb-run -a wine objsec.exe), except where a comment there says why not.
 */
#include <windows.h>
#include <aclapi.h>
#include <stdio.h>

static PSID user_sid(void)
{
    static BYTE buf[256];
    HANDLE t;
    DWORD size;
    OpenProcessToken(GetCurrentProcess(), TOKEN_QUERY, &t);
    GetTokenInformation(t, TokenUser, buf, sizeof buf, &size);
    CloseHandle(t);
    return ((TOKEN_USER *)buf)->User.Sid;
}

static void describe(const char *what, DWORD rc, PSID owner, PSID group, PACL dacl,
                     PSECURITY_DESCRIPTOR sd)
{
    SECURITY_DESCRIPTOR_CONTROL control = 0;
    DWORD revision;
    if (rc) {
        printf("%s: rc=%lu\n", what, rc);
        return;
    }
    GetSecurityDescriptorControl(sd, &control, &revision);
    printf("%s: rc=0 valid=%d self-relative=%d owner=%s group=%s dacl=%s\n", what,
           IsValidSecurityDescriptor(sd), !!(control & SE_SELF_RELATIVE),
           owner ? (EqualSid(owner, user_sid()) ? "user" : "other") : "none",
           group ? (IsValidSid(group) ? "valid" : "bad") : "none",
           dacl ? (IsValidAcl(dacl) ? "valid" : "bad") : "none");
    LocalFree(sd);
}

int main(void)
{
    char exe[MAX_PATH];
    PSID owner, group;
    PACL dacl;
    PSECURITY_DESCRIPTOR sd;
    HANDLE h;
    DWORD rc, written, high, low;
    FILETIME cr, ex, ke, us, now;
    char data[1234];
    BOOL ok;

    GetModuleFileNameA(NULL, exe, sizeof exe);
    owner = group = NULL; dacl = NULL; sd = NULL;
    rc = GetNamedSecurityInfoA(exe, SE_FILE_OBJECT, OWNER_SECURITY_INFORMATION |
                               GROUP_SECURITY_INFORMATION | DACL_SECURITY_INFORMATION,
                               &owner, &group, &dacl, NULL, &sd);
    describe("GetNamedSecurityInfo(exe)", rc, owner, group, dacl, sd);
    owner = group = NULL; dacl = NULL; sd = NULL;
    rc = GetNamedSecurityInfoA("no such file.txt", SE_FILE_OBJECT, OWNER_SECURITY_INFORMATION,
                               &owner, NULL, NULL, NULL, &sd);
    printf("GetNamedSecurityInfo(missing): rc=%lu\n", rc);
    rc = GetNamedSecurityInfoA("no such folder\\x.txt", SE_FILE_OBJECT,
                               OWNER_SECURITY_INFORMATION, &owner, NULL, NULL, NULL, &sd);
    printf("GetNamedSecurityInfo(missing folder): rc=%lu\n", rc);

    h = CreateFileA("objsec.tmp", GENERIC_READ | GENERIC_WRITE, 0, NULL, CREATE_ALWAYS, 0, NULL);
    memset(data, 'x', sizeof data);
    WriteFile(h, data, sizeof data, &written, NULL);
    owner = group = NULL; dacl = NULL; sd = NULL;
    rc = GetSecurityInfo(h, SE_FILE_OBJECT, OWNER_SECURITY_INFORMATION, &owner, &group,
                         &dacl, NULL, &sd);
    describe("GetSecurityInfo(owner)", rc, owner, group, dacl, sd);
    owner = group = NULL; dacl = NULL; sd = NULL;
    rc = GetSecurityInfo(h, SE_FILE_OBJECT, GROUP_SECURITY_INFORMATION |
                         DACL_SECURITY_INFORMATION, &owner, &group, &dacl, NULL, &sd);
    describe("GetSecurityInfo(group, dacl)", rc, owner, group, dacl, sd);
    CloseHandle(h);
    rc = GetSecurityInfo(h, SE_FILE_OBJECT, OWNER_SECURITY_INFORMATION, &owner, NULL, NULL,
                         NULL, &sd);
    printf("GetSecurityInfo(closed handle): rc=%lu\n", rc);

    high = 0xdead;
    SetLastError(0xdeadbeef);
    low = GetCompressedFileSizeA("objsec.tmp", &high);
    printf("GetCompressedFileSize=%lu high=%lu err=%lu\n", low, high, GetLastError());
    SetLastError(0xdeadbeef);
    low = GetCompressedFileSizeA("no such file.txt", &high);
    printf("GetCompressedFileSize(missing)=%lx err=%lu\n", low, GetLastError());
    DeleteFileA("objsec.tmp");

    memset(&ex, 0xff, sizeof ex);
    ok = GetProcessTimes(GetCurrentProcess(), &cr, &ex, &ke, &us);
    GetSystemTimeAsFileTime(&now);
    printf("GetProcessTimes=%d created-before-now=%d exit=%lu,%lu\n", ok,
           CompareFileTime(&cr, &now) <= 0, ex.dwLowDateTime, ex.dwHighDateTime);
    SetLastError(0xdeadbeef);
    ok = GetProcessTimes((HANDLE)(LONG_PTR)0x1234, &cr, &ex, &ke, &us);
    printf("GetProcessTimes(bad)=%d err=%lu\n", ok, GetLastError());
    printf("done\n");
    return 0;
}
