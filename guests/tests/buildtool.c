/* What build tools ask of the system (ninja 1.13's ninja.exe, Visual C++): whether they
 * run in a job object and what CPU rate it allows, which Windows this is
 * (VerSetConditionMask / VerifyVersionInfo, the IsWindows*OrGreater helpers), and
 * FindFirstFileEx (the C runtime's _findfirst and ninja's directory reads).
 *
 * Prints one line per check; the expected lines are what the same binary prints under
 * Wine 8, except for the Windows version itself (this desktop is Windows XP, Wine 8
 * says Windows 10), which the test spells out. */
#include <windows.h>
#include <stdio.h>
#include <string.h>

static void jobs(void)
{
    JOBOBJECT_CPU_RATE_CONTROL_INFORMATION rate;
    JOBOBJECT_BASIC_LIMIT_INFORMATION basic;
    JOBOBJECT_EXTENDED_LIMIT_INFORMATION ext;
    JOBOBJECT_BASIC_ACCOUNTING_INFORMATION acct;
    BOOL in = 7, ok;
    DWORD got = 0;
    HANDLE job, again, other;

    ok = IsProcessInJob(GetCurrentProcess(), NULL, &in);
    printf("IsProcessInJob(any)=%d in=%d\n", ok, in);
    SetLastError(0);
    ok = QueryInformationJobObject(NULL, JobObjectBasicLimitInformation, &basic, sizeof basic,
                                   NULL);
    printf("QueryInformationJobObject(NULL, basic) outside a job=%d err=%lu\n", ok,
           GetLastError());
    job = CreateJobObjectA(NULL, "buildtool-job");
    printf("CreateJobObject=%d err=%lu\n", job != NULL, GetLastError());
    again = CreateJobObjectA(NULL, "buildtool-job");
    printf("again: %d err=%lu\n", again != NULL, GetLastError());
    other = OpenJobObjectA(JOB_OBJECT_QUERY, FALSE, "buildtool-job");
    printf("OpenJobObject=%d\n", other != NULL);
    SetLastError(0);
    ok = OpenJobObjectA(JOB_OBJECT_QUERY, FALSE, "no-such-job") != NULL;
    printf("OpenJobObject(missing)=%d err=%lu\n", ok, GetLastError());
    ok = QueryInformationJobObject(job, JobObjectBasicAccountingInformation, &acct,
                                   sizeof acct, &got);
    printf("accounting=%d size=%lu total=%lu active=%lu\n", ok, got, acct.TotalProcesses,
           acct.ActiveProcesses);
    memset(&basic, 0, sizeof basic);
    ok = QueryInformationJobObject(job, JobObjectBasicLimitInformation, &basic, sizeof basic,
                                   &got);
    printf("basic limits=%d size=%lu flags=%#lx\n", ok, got, basic.LimitFlags);
    SetLastError(0);
    ok = QueryInformationJobObject(job, JobObjectBasicLimitInformation, &basic, 8, &got);
    printf("short buffer=%d err=%lu\n", ok, GetLastError());
    memset(&ext, 0, sizeof ext);
    ext.BasicLimitInformation.LimitFlags = JOB_OBJECT_LIMIT_BREAKAWAY_OK |
                                           JOB_OBJECT_LIMIT_DIE_ON_UNHANDLED_EXCEPTION;
    ok = SetInformationJobObject(job, JobObjectExtendedLimitInformation, &ext, sizeof ext);
    printf("set extended limits=%d\n", ok);
    memset(&ext, 0, sizeof ext);
    ok = QueryInformationJobObject(job, JobObjectExtendedLimitInformation, &ext, sizeof ext,
                                   &got);
    printf("extended limits=%d size=%lu flags=%#lx\n", ok, got,
           ext.BasicLimitInformation.LimitFlags);
    memset(&rate, 0, sizeof rate);
    ok = QueryInformationJobObject(job, JobObjectCpuRateControlInformation, &rate,
                                   sizeof rate, &got);
    printf("cpu rate=%d size=%lu flags=%#lx\n", ok, got, rate.ControlFlags);
    ok = AssignProcessToJobObject(job, GetCurrentProcess());
    printf("AssignProcessToJobObject=%d\n", ok);
    ok = IsProcessInJob(GetCurrentProcess(), job, &in);
    printf("IsProcessInJob(job)=%d in=%d\n", ok, in);
    ok = IsProcessInJob(GetCurrentProcess(), NULL, &in);
    printf("IsProcessInJob(any)=%d in=%d\n", ok, in);
    ok = QueryInformationJobObject(job, JobObjectBasicAccountingInformation, &acct,
                                   sizeof acct, &got);
    printf("accounting=%d total=%lu active=%lu\n", ok, acct.TotalProcesses,
           acct.ActiveProcesses);
    {
        struct { DWORD assigned, listed; ULONG_PTR ids[4]; } list;
        ok = QueryInformationJobObject(job, JobObjectBasicProcessIdList, &list, sizeof list,
                                       &got);
        printf("process ids=%d assigned=%lu listed=%lu mine=%d\n", ok, list.assigned,
               list.listed, list.ids[0] == GetCurrentProcessId());
    }
    memset(&basic, 0, sizeof basic);
    ok = QueryInformationJobObject(NULL, JobObjectBasicLimitInformation, &basic, sizeof basic,
                                   NULL);
    printf("QueryInformationJobObject(NULL, basic) inside=%d flags=%#lx\n", ok,
           basic.LimitFlags);
    CloseHandle(again);
    CloseHandle(other);
    CloseHandle(job);
    ok = IsProcessInJob(GetCurrentProcess(), NULL, &in);
    printf("after closing its handles: in=%d\n", in);
}

static void versions(void)
{
    OSVERSIONINFOEXA v;
    ULONGLONG mask = 0;
    BOOL ok;
    mask = VerSetConditionMask(0, VER_MAJORVERSION, VER_GREATER_EQUAL);
    printf("VerSetConditionMask(major >=)=%#llx\n", mask);
    mask = VerSetConditionMask(mask, VER_MINORVERSION, VER_GREATER_EQUAL);
    mask = VerSetConditionMask(mask, VER_SERVICEPACKMAJOR, VER_GREATER_EQUAL);
    printf("with minor and sp major=%#llx\n", mask);
    printf("product type, equal=%#llx\n", VerSetConditionMask(0, VER_PRODUCT_TYPE, VER_EQUAL));
    printf("no condition=%#llx\n", VerSetConditionMask(5, VER_MAJORVERSION, 0));

    memset(&v, 0, sizeof v);
    v.dwOSVersionInfoSize = sizeof v;
    v.dwMajorVersion = 5;
    v.dwMinorVersion = 0;
    ok = VerifyVersionInfoA(&v, VER_MAJORVERSION | VER_MINORVERSION | VER_SERVICEPACKMAJOR,
                            mask);
    printf("at least 5.0 (Windows 2000)=%d\n", ok);
    v.dwMajorVersion = 3;
    v.dwMinorVersion = 99;
    ok = VerifyVersionInfoA(&v, VER_MAJORVERSION | VER_MINORVERSION, mask);
    printf("at least 3.99 (the major decides)=%d\n", ok);
    v.dwMajorVersion = 50;
    v.dwMinorVersion = 0;
    SetLastError(0);
    ok = VerifyVersionInfoA(&v, VER_MAJORVERSION | VER_MINORVERSION, mask);
    printf("at least 50.0=%d err=%lu\n", ok, GetLastError());
    v.dwPlatformId = VER_PLATFORM_WIN32_NT;
    ok = VerifyVersionInfoA(&v, VER_PLATFORMID,
                            VerSetConditionMask(0, VER_PLATFORMID, VER_EQUAL));
    printf("an NT platform=%d\n", ok);
    v.wProductType = VER_NT_WORKSTATION;
    ok = VerifyVersionInfoA(&v, VER_PRODUCT_TYPE,
                            VerSetConditionMask(0, VER_PRODUCT_TYPE, VER_EQUAL));
    printf("a workstation=%d\n", ok);
    SetLastError(0);
    ok = VerifyVersionInfoA(&v, 0, mask);
    printf("no type=%d err=%lu\n", ok, GetLastError());
}

static void find_ex(void)
{
    WIN32_FIND_DATAA fd;
    HANDLE h, f;
    int n = 0;
    CreateDirectoryA("fx", NULL);
    f = CreateFileA("fx\\One.txt", GENERIC_WRITE, 0, NULL, CREATE_ALWAYS, 0, NULL);
    CloseHandle(f);
    f = CreateFileA("fx\\two.dat", GENERIC_WRITE, 0, NULL, CREATE_ALWAYS, 0, NULL);
    CloseHandle(f);
    CreateDirectoryA("fx\\sub", NULL);
    h = FindFirstFileExA("fx\\*", FindExInfoBasic, &fd, FindExSearchNameMatch, NULL,
                         FIND_FIRST_EX_LARGE_FETCH);
    printf("FindFirstFileEx(basic, large fetch)=%d", h != INVALID_HANDLE_VALUE);
    if (h != INVALID_HANDLE_VALUE) {
        do {
            if (strcmp(fd.cFileName, ".") && strcmp(fd.cFileName, ".."))
                printf(" %s%s", fd.cFileName,
                       fd.dwFileAttributes & FILE_ATTRIBUTE_DIRECTORY ? "/" : "");
            n++;
        } while (FindNextFileA(h, &fd));
        FindClose(h);
    }
    printf(" (%d entries) alt='%s'\n", n, fd.cAlternateFileName);
    h = FindFirstFileExA("fx\\*.txt", FindExInfoStandard, &fd,
                         FindExSearchLimitToDirectories, NULL, 0);
    printf("limit to directories (advisory)=%d first=%s\n", h != INVALID_HANDLE_VALUE,
           h != INVALID_HANDLE_VALUE ? fd.cFileName : "-");
    if (h != INVALID_HANDLE_VALUE)
        FindClose(h);
    SetLastError(0);
    h = FindFirstFileExA("fx\\*", FindExInfoStandard, &fd, FindExSearchLimitToDevices, NULL, 0);
    printf("limit to devices=%d err=%lu\n", h != INVALID_HANDLE_VALUE, GetLastError());
    SetLastError(0);
    h = FindFirstFileExA("fx\\*", (FINDEX_INFO_LEVELS)7, &fd, FindExSearchNameMatch, NULL, 0);
    printf("level 7=%d err=%lu\n", h != INVALID_HANDLE_VALUE, GetLastError());
    SetLastError(0);
    h = FindFirstFileExA("fx\\none*", FindExInfoStandard, &fd, FindExSearchNameMatch, NULL, 0);
    printf("no match=%d err=%lu\n", h != INVALID_HANDLE_VALUE, GetLastError());
}

int main(void)
{
    setvbuf(stdout, NULL, _IONBF, 0);
    versions();
    find_ex();
    jobs();
    printf("done\n");
    return 0;
}
