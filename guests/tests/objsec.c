/*
 * objsec.c - test guest for what busybox-w32's ls and sh asked of ADVAPI32 and KERNEL32
 * after the token family (test/win32/kernel/test_objsec.py): a file's security
 * descriptor (GetSecurityInfo, GetNamedSecurityInfo), GetCompressedFileSize,
 * GetProcessTimes, folders opened with FILE_FLAG_BACKUP_SEMANTICS,
 * GetFinalPathNameByHandle and USERENV's profile folders. One line per check; no pointers
 * or paths that differ between machines are printed.
 *
 * The expected lines in the test are this exe's output under Wine 8
 * (xvfb-run -a wine objsec.exe), except where a comment there says why not.
 */
#include <windows.h>
#include <aclapi.h>
#include <stdio.h>
#include <string.h>
#include <userenv.h>

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

    /* A folder: CreateFile opens it with FILE_FLAG_BACKUP_SEMANTICS only. */
    CreateDirectoryA("objsec dir", NULL);
    h = CreateFileA("objsec dir\\inner.txt", GENERIC_WRITE, 0, NULL, CREATE_ALWAYS, 0, NULL);
    CloseHandle(h);
    SetLastError(0xdeadbeef);
    h = CreateFileA("objsec dir", GENERIC_READ, FILE_SHARE_READ, NULL, OPEN_EXISTING, 0, NULL);
    printf("CreateFile(folder)=%d err=%lu\n", h != INVALID_HANDLE_VALUE, GetLastError());
    SetLastError(0xdeadbeef);
    h = CreateFileA("objsec dir", GENERIC_READ, FILE_SHARE_READ | FILE_SHARE_WRITE, NULL,
                    OPEN_ALWAYS, FILE_FLAG_BACKUP_SEMANTICS, NULL);
    printf("CreateFile(folder, OPEN_ALWAYS, backup)=%d err=%lu\n", h != INVALID_HANDLE_VALUE,
           GetLastError());
    CloseHandle(h);
    SetLastError(0xdeadbeef);
    h = CreateFileA("objsec dir", GENERIC_READ, FILE_SHARE_READ | FILE_SHARE_WRITE, NULL,
                    OPEN_EXISTING, FILE_FLAG_BACKUP_SEMANTICS, NULL);
    printf("CreateFile(folder, backup)=%d err=%lu type=%lu\n", h != INVALID_HANDLE_VALUE,
           GetLastError(), GetFileType(h));
    {
        BY_HANDLE_FILE_INFORMATION info;
        char path[MAX_PATH], *name;
        DWORD n, got;
        ok = GetFileInformationByHandle(h, &info);
        printf("GetFileInformationByHandle(folder)=%d dir=%d size=%lu,%lu\n", ok,
               !!(info.dwFileAttributes & FILE_ATTRIBUTE_DIRECTORY), info.nFileSizeHigh,
               info.nFileSizeLow);
        ok = GetFileTime(h, &cr, NULL, &ex);
        printf("GetFileTime(folder)=%d\n", ok);
        SetLastError(0xdeadbeef);
        ok = ReadFile(h, path, 4, &got, NULL);
        printf("ReadFile(folder)=%d err=%lu\n", ok, GetLastError());
        owner = NULL; sd = NULL;
        rc = GetSecurityInfo(h, SE_FILE_OBJECT, OWNER_SECURITY_INFORMATION, &owner, NULL,
                             NULL, NULL, &sd);
        describe("GetSecurityInfo(folder)", rc, owner, NULL, NULL, sd);
        /* GetFinalPathNameByHandle: the tail after the current folder's name. */
        n = GetFinalPathNameByHandleA(h, path, sizeof path, FILE_NAME_NORMALIZED | VOLUME_NAME_DOS);
        name = strrchr(path, '\\');
        printf("GetFinalPathNameByHandle(DOS)=%d prefix=%.4s tail=%s\n", n == strlen(path),
               path, name ? name : "?");
        n = GetFinalPathNameByHandleA(h, path, sizeof path, VOLUME_NAME_NONE);
        printf("GetFinalPathNameByHandle(NONE)=%d first=%c tail=%s\n", n == strlen(path),
               path[0], strrchr(path, '\\') ? strrchr(path, '\\') : "?");
        n = GetFinalPathNameByHandleA(h, path, 3, VOLUME_NAME_DOS);
        got = GetFinalPathNameByHandleA(h, path, sizeof path, VOLUME_NAME_DOS);
        printf("GetFinalPathNameByHandle(small)=%d (%+ld)\n", n == got + 1, (long)n - (long)got);
        SetLastError(0xdeadbeef);
        n = GetFinalPathNameByHandleA(h, path, sizeof path, 0x3);
        printf("GetFinalPathNameByHandle(bad flags)=%lu err=%lu\n", n, GetLastError());
    }
    CloseHandle(h);
    /* SetFileTime needs FILE_WRITE_ATTRIBUTES only, on a file and on a folder. */
    {
        SYSTEMTIME st = {2020, 1, 3, 1, 12, 0, 0, 0};
        FILETIME ft, got;
        SYSTEMTIME back;
        const char *names[2] = {"objsec dir\\inner.txt", "objsec dir"};
        int i;
        SystemTimeToFileTime(&st, &ft);
        for (i = 0; i < 2; i++) {
            h = CreateFileA(names[i], FILE_WRITE_ATTRIBUTES, 0, NULL, OPEN_EXISTING,
                            FILE_FLAG_BACKUP_SEMANTICS, NULL);
            SetLastError(0xdeadbeef);
            ok = SetFileTime(h, NULL, NULL, &ft);
            printf("SetFileTime(%s, FILE_WRITE_ATTRIBUTES)=%d err=%lu\n", i ? "folder" : "file",
                   ok, ok ? 0 : GetLastError());
            CloseHandle(h);
            h = CreateFileA(names[i], GENERIC_READ, FILE_SHARE_READ, NULL, OPEN_EXISTING,
                            FILE_FLAG_BACKUP_SEMANTICS, NULL);
            GetFileTime(h, NULL, NULL, &got);
            FileTimeToSystemTime(&got, &back);
            printf("GetFileTime(%s)=%d-%02d-%02d\n", i ? "folder" : "file", back.wYear,
                   back.wMonth, back.wDay);
            CloseHandle(h);
        }
        h = CreateFileA(names[0], GENERIC_READ, 0, NULL, OPEN_EXISTING, 0, NULL);
        SetLastError(0xdeadbeef);
        ok = SetFileTime(h, NULL, NULL, &ft);
        printf("SetFileTime(read only)=%d err=%lu\n", ok, GetLastError());
        CloseHandle(h);
    }
    DeleteFileA("objsec dir\\inner.txt");
    SetLastError(0xdeadbeef);
    h = CreateFileA("objsec dir", GENERIC_READ, 0, NULL, CREATE_ALWAYS,
                    FILE_FLAG_BACKUP_SEMANTICS, NULL);
    printf("CreateFile(folder, CREATE_ALWAYS, backup)=%d err=%lu\n", h != INVALID_HANDLE_VALUE,
           GetLastError());
    printf("RemoveDirectory=%d\n", RemoveDirectoryA("objsec dir"));

    memset(&ex, 0xff, sizeof ex);
    ok = GetProcessTimes(GetCurrentProcess(), &cr, &ex, &ke, &us);
    GetSystemTimeAsFileTime(&now);
    printf("GetProcessTimes=%d created-before-now=%d exit=%lu,%lu\n", ok,
           CompareFileTime(&cr, &now) <= 0, ex.dwLowDateTime, ex.dwHighDateTime);
    SetLastError(0xdeadbeef);
    ok = GetProcessTimes((HANDLE)(LONG_PTR)0x1234, &cr, &ex, &ke, &us);
    printf("GetProcessTimes(bad)=%d err=%lu\n", ok, GetLastError());
    /* USERENV: the profile folders, compared with what the environment says. */
    {
        char dir[MAX_PATH], env[MAX_PATH];
        DWORD n = sizeof dir;
        HANDLE t;
        OpenProcessToken(GetCurrentProcess(), TOKEN_QUERY, &t);
        GetEnvironmentVariableA("USERPROFILE", env, sizeof env);
        ok = GetUserProfileDirectoryA(t, dir, &n);
        printf("GetUserProfileDirectory=%d same=%d size-ok=%d\n", ok, !lstrcmpiA(dir, env),
               n == strlen(dir) + 1);
        n = 3;
        SetLastError(0xdeadbeef);
        ok = GetUserProfileDirectoryA(t, dir, &n);
        printf("GetUserProfileDirectory(small)=%d err=%lu size-ok=%d\n", ok, GetLastError(),
               n == strlen(env) + 1);
        n = sizeof dir;
        SetLastError(0xdeadbeef);
        ok = GetUserProfileDirectoryA((HANDLE)(LONG_PTR)0x1234, dir, &n);
        printf("GetUserProfileDirectory(bad token)=%d err=%lu\n", ok, GetLastError());
        CloseHandle(t);
        n = sizeof dir;
        ok = GetProfilesDirectoryA(dir, &n);
        *strrchr(env, '\\') = 0;
        printf("GetProfilesDirectory=%d same=%d\n", !!ok, !lstrcmpiA(dir, env));
        n = sizeof dir;
        ok = GetAllUsersProfileDirectoryA(dir, &n);
        GetEnvironmentVariableA("ALLUSERSPROFILE", env, sizeof env);
        printf("GetAllUsersProfileDirectory=%d same=%d\n", ok, !lstrcmpiA(dir, env));
    }
    printf("done\n");
    return 0;
}
