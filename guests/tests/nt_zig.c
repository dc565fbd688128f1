/* The rest of NTDLL's calls Zig's standard library makes directly: NtQueryDirectoryFile
 * (folder listings), NtLockFile / NtUnlockFile (its cache's locks),
 * NtWaitForAlertByThreadId / NtAlertThreadByThreadId (thread parking) and the CNG
 * device's IOCTL_KSEC_GEN_RANDOM. Prints a line per check (test/win32/kernel/test_nt_zig.py).
 * Built at both widths. */
#include <windows.h>
#include <winternl.h>
#include <stdio.h>
#include <string.h>
#include <wchar.h>

typedef NTSTATUS (WINAPI *CREATE)(HANDLE *, ACCESS_MASK, OBJECT_ATTRIBUTES *, IO_STATUS_BLOCK *,
                                  LARGE_INTEGER *, ULONG, ULONG, ULONG, ULONG, void *, ULONG);
typedef NTSTATUS (WINAPI *QDIR)(HANDLE, HANDLE, void *, void *, IO_STATUS_BLOCK *, void *, ULONG,
                                int, BOOLEAN, UNICODE_STRING *, BOOLEAN);
typedef NTSTATUS (WINAPI *LOCK)(HANDLE, HANDLE, void *, void *, IO_STATUS_BLOCK *,
                                LARGE_INTEGER *, LARGE_INTEGER *, ULONG, BOOLEAN, BOOLEAN);
typedef NTSTATUS (WINAPI *UNLOCK)(HANDLE, IO_STATUS_BLOCK *, LARGE_INTEGER *, LARGE_INTEGER *,
                                  ULONG);
typedef NTSTATUS (WINAPI *WAITALERT)(void *, LARGE_INTEGER *);
typedef NTSTATUS (WINAPI *ALERT)(HANDLE);
typedef NTSTATUS (WINAPI *IOCTL)(HANDLE, HANDLE, void *, void *, IO_STATUS_BLOCK *, ULONG,
                                 void *, ULONG, void *, ULONG);

static CREATE pNtCreateFile;
static QDIR pNtQueryDirectoryFile;
static WAITALERT pNtWaitForAlertByThreadId;
static ALERT pNtAlertThreadByThreadId;
static WCHAR cwd[MAX_PATH];

static void ustr(UNICODE_STRING *u, const WCHAR *text)
{
    u->Buffer = (WCHAR *)text;
    u->Length = wcslen(text) * 2;
    u->MaximumLength = u->Length + 2;
}

static HANDLE open_dir(const WCHAR *name)
{
    WCHAR full[MAX_PATH * 2];
    UNICODE_STRING u;
    OBJECT_ATTRIBUTES oa;
    IO_STATUS_BLOCK io;
    HANDLE h = 0;
    swprintf(full, MAX_PATH * 2, L"\\??\\%ls\\%ls", cwd, name);
    ustr(&u, full);
    InitializeObjectAttributes(&oa, &u, OBJ_CASE_INSENSITIVE, NULL, NULL);
    NTSTATUS st = pNtCreateFile(&h, FILE_LIST_DIRECTORY | SYNCHRONIZE, &oa, &io, NULL, 0,
                                FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE, FILE_OPEN,
                                FILE_DIRECTORY_FILE | FILE_SYNCHRONOUS_IO_NONALERT, NULL, 0);
    return st ? 0 : h;
}

/* FileNamesInformation entries of one call, printed on one line. */
static void names(const char *what, HANDLE dir, const WCHAR *pattern, BOOLEAN restart)
{
    static BYTE buf[4096];
    IO_STATUS_BLOCK io;
    UNICODE_STRING u;
    if (pattern)
        ustr(&u, pattern);
    NTSTATUS st = pNtQueryDirectoryFile(dir, NULL, NULL, NULL, &io, buf, sizeof(buf),
                                        12 /* FileNamesInformation */, FALSE,
                                        pattern ? &u : NULL, restart);
    printf("%s: %08lx", what, (unsigned long)st);
    if (st == 0) {
        BYTE *p = buf;
        for (;;) {
            ULONG next = *(ULONG *)p, len = *(ULONG *)(p + 8);
            printf(" %.*ls", (int)(len / 2), (WCHAR *)(p + 12));
            if (!next)
                break;
            p += next;
        }
        printf(" (end %lu of info %lu)", (unsigned long)(p - buf + 12 + *(ULONG *)(p + 8)),
               (unsigned long)io.Information);
    }
    printf("\n");
}

static DWORD WINAPI parked(void *arg)
{
    NTSTATUS st = pNtWaitForAlertByThreadId(arg, NULL);
    printf("parked thread woke: %08lx\n", (unsigned long)st);
    return 0;
}

int main(void)
{
    HMODULE nt = GetModuleHandleA("ntdll.dll");
    pNtCreateFile = (CREATE)GetProcAddress(nt, "NtCreateFile");
    pNtQueryDirectoryFile = (QDIR)GetProcAddress(nt, "NtQueryDirectoryFile");
    LOCK pNtLockFile = (LOCK)GetProcAddress(nt, "NtLockFile");
    UNLOCK pNtUnlockFile = (UNLOCK)GetProcAddress(nt, "NtUnlockFile");
    pNtWaitForAlertByThreadId = (WAITALERT)GetProcAddress(nt, "NtWaitForAlertByThreadId");
    pNtAlertThreadByThreadId = (ALERT)GetProcAddress(nt, "NtAlertThreadByThreadId");
    IOCTL pNtDeviceIoControlFile = (IOCTL)GetProcAddress(nt, "NtDeviceIoControlFile");
    GetCurrentDirectoryW(MAX_PATH, cwd);
    size_t n = wcslen(cwd);
    if (n && cwd[n - 1] == L'\\')
        cwd[n - 1] = 0;
    setvbuf(stdout, NULL, _IONBF, 0);

    /* A folder to list. */
    CreateDirectoryA("ntq", NULL);
    CreateDirectoryA("ntq\\sub", NULL);
    HANDLE f = CreateFileA("ntq\\a.txt", GENERIC_WRITE, 0, NULL, CREATE_ALWAYS, 0, NULL);
    DWORD w;
    WriteFile(f, "hello", 5, &w, NULL);
    CloseHandle(f);
    CloseHandle(CreateFileA("ntq\\b.dat", GENERIC_WRITE, 0, NULL, CREATE_ALWAYS, 0, NULL));
    HANDLE dir = open_dir(L"ntq");
    names("all", dir, NULL, FALSE);
    names("after the end", dir, NULL, FALSE);
    names("restart with *.txt (the first call's pattern stays)", dir, L"*.txt", TRUE);
    CloseHandle(dir);
    dir = open_dir(L"ntq");
    names("a new handle, *.txt", dir, L"*.txt", FALSE);
    names("after the end", dir, NULL, FALSE);
    names("restart", dir, NULL, TRUE);
    CloseHandle(dir);
    dir = open_dir(L"ntq");
    names("a new handle, b*", dir, L"b*", FALSE);
    CloseHandle(dir);
    dir = open_dir(L"ntq");
    names("a new handle, *.zzz", dir, L"*.zzz", FALSE);
    CloseHandle(dir);

    /* Other classes, one entry at a time. */
    dir = open_dir(L"ntq");
    static BYTE buf[1024];
    IO_STATUS_BLOCK io;
    UNICODE_STRING u;
    ustr(&u, L"a.txt");
    NTSTATUS st = pNtQueryDirectoryFile(dir, NULL, NULL, NULL, &io, buf, sizeof(buf),
                                        3 /* FileBothDirectoryInformation */, TRUE, &u, TRUE);
    printf("FileBothDirectoryInformation(a.txt)=%08lx info=%lu size=%lu attrs=%#lx"
           " namelen=%lu name=%.5ls\n", (unsigned long)st, (unsigned long)io.Information,
           (unsigned long)*(LONGLONG *)(buf + 40), *(ULONG *)(buf + 56), *(ULONG *)(buf + 60),
           (WCHAR *)(buf + 94));
    CloseHandle(dir);
    dir = open_dir(L"ntq");
    ustr(&u, L"sub");
    st = pNtQueryDirectoryFile(dir, NULL, NULL, NULL, &io, buf, sizeof(buf),
                               37 /* FileIdBothDirectoryInformation */, TRUE, &u, TRUE);
    printf("FileIdBothDirectoryInformation(sub)=%08lx info=%lu attrs=%#lx name=%.3ls\n",
           (unsigned long)st, (unsigned long)io.Information, *(ULONG *)(buf + 56),
           (WCHAR *)(buf + 104));
    CloseHandle(dir);
    dir = open_dir(L"ntq");
    ustr(&u, L"b.dat");
    st = pNtQueryDirectoryFile(dir, NULL, NULL, NULL, &io, buf, sizeof(buf),
                               1 /* FileDirectoryInformation */, TRUE, &u, TRUE);
    printf("FileDirectoryInformation(b.dat)=%08lx info=%lu name=%.5ls\n", (unsigned long)st,
           (unsigned long)io.Information, (WCHAR *)(buf + 64));
    CloseHandle(dir);
    dir = open_dir(L"ntq");
    ustr(&u, L"a.txt");
    st = pNtQueryDirectoryFile(dir, NULL, NULL, NULL, &io, buf, 60, 1, TRUE, &u, TRUE);
    printf("FileDirectoryInformation in 60 bytes=%08lx\n", (unsigned long)st);
    st = pNtQueryDirectoryFile(dir, NULL, NULL, NULL, &io, buf, 66, 1, TRUE, &u, TRUE);
    printf("FileDirectoryInformation in 66 bytes=%08lx info=%lu namelen=%lu\n",
           (unsigned long)st, (unsigned long)io.Information, *(ULONG *)(buf + 60));
    st = pNtQueryDirectoryFile(dir, NULL, NULL, NULL, &io, buf, 66, 1, TRUE, &u, FALSE);
    printf("then=%08lx\n", (unsigned long)st);
    st = pNtQueryDirectoryFile(dir, NULL, NULL, NULL, &io, buf, sizeof(buf), 99, TRUE, &u, TRUE);
    printf("class 99=%08lx\n", (unsigned long)st);
    CloseHandle(dir);
    DeleteFileA("ntq\\a.txt");
    DeleteFileA("ntq\\b.dat");
    RemoveDirectoryA("ntq\\sub");
    RemoveDirectoryA("ntq");

    /* Byte-range locks. */
    HANDLE a = CreateFileA("ntlock.txt", GENERIC_READ | GENERIC_WRITE,
                           FILE_SHARE_READ | FILE_SHARE_WRITE, NULL, CREATE_ALWAYS, 0, NULL);
    HANDLE b = CreateFileA("ntlock.txt", GENERIC_READ | GENERIC_WRITE,
                           FILE_SHARE_READ | FILE_SHARE_WRITE, NULL, OPEN_EXISTING, 0, NULL);
    LARGE_INTEGER off, len, off2, len2;
    off.QuadPart = 0; len.QuadPart = 10;
    off2.QuadPart = 5; len2.QuadPart = 10;
    printf("NtLockFile(0..10, exclusive)=%08lx\n",
           (unsigned long)pNtLockFile(a, NULL, NULL, NULL, NULL, &off, &len, 0, TRUE, TRUE));
    printf("another handle, NtLockFile(5..15, shared, fail now)=%08lx\n",
           (unsigned long)pNtLockFile(b, NULL, NULL, NULL, NULL, &off2, &len2, 0, TRUE, FALSE));
    printf("NtUnlockFile(5..15)=%08lx\n",
           (unsigned long)pNtUnlockFile(a, &io, &off2, &len2, 0));
    printf("NtUnlockFile(0..10)=%08lx\n", (unsigned long)pNtUnlockFile(a, &io, &off, &len, 0));
    printf("another handle, NtLockFile(5..15, shared) now=%08lx\n",
           (unsigned long)pNtLockFile(b, NULL, NULL, NULL, NULL, &off2, &len2, 0, TRUE, FALSE));
    printf("NtLockFile(0..10, shared) beside it=%08lx\n",
           (unsigned long)pNtLockFile(a, NULL, NULL, NULL, NULL, &off, &len, 0, TRUE, FALSE));
    CloseHandle(a);
    CloseHandle(b);
    DeleteFileA("ntlock.txt");

    /* Thread alerts. */
    LARGE_INTEGER t;
    t.QuadPart = -10 * 10000;         /* 10 ms */
    printf("alert self, then wait=%08lx\n",
           (unsigned long)(pNtAlertThreadByThreadId((HANDLE)(ULONG_PTR)GetCurrentThreadId()),
                           pNtWaitForAlertByThreadId(NULL, &t)));
    printf("wait again (10 ms)=%08lx\n", (unsigned long)pNtWaitForAlertByThreadId(NULL, &t));
    DWORD tid;
    HANDLE th = CreateThread(NULL, 0, parked, NULL, 0, &tid);
    Sleep(50);
    printf("alerting the parked thread\n");
    printf("NtAlertThreadByThreadId=%08lx\n",
           (unsigned long)pNtAlertThreadByThreadId((HANDLE)(ULONG_PTR)tid));
    WaitForSingleObject(th, 5000);
    CloseHandle(th);
    printf("NtAlertThreadByThreadId(no such thread)=%08lx\n",
           (unsigned long)pNtAlertThreadByThreadId((HANDLE)(ULONG_PTR)0x7ffffff0));

    /* The CNG device. */
    UNICODE_STRING cng;
    ustr(&cng, L"\\Device\\CNG");
    OBJECT_ATTRIBUTES oa;
    InitializeObjectAttributes(&oa, &cng, 0, NULL, NULL);
    HANDLE h = 0;
    st = pNtCreateFile(&h, FILE_READ_DATA | SYNCHRONIZE, &oa, &io, NULL, 0,
                       FILE_SHARE_READ | FILE_SHARE_WRITE, FILE_OPEN,
                       FILE_SYNCHRONOUS_IO_NONALERT, NULL, 0);
    printf("NtCreateFile(\\Device\\CNG)=%08lx\n", (unsigned long)st);
    if (st == 0) {
        BYTE r1[32] = {0}, r2[32] = {0}, zero[32] = {0};
        NTSTATUS s1 = pNtDeviceIoControlFile(h, NULL, NULL, NULL, &io, 0x390008, NULL, 0, r1, 32);
        ULONG_PTR got = io.Information;
        NTSTATUS s2 = pNtDeviceIoControlFile(h, NULL, NULL, NULL, &io, 0x390008, NULL, 0, r2, 32);
        printf("IOCTL_KSEC_GEN_RANDOM=%08lx,%08lx info=%lu random=%d differ=%d\n",
               (unsigned long)s1, (unsigned long)s2, (unsigned long)got,
               memcmp(r1, zero, 32) != 0, memcmp(r1, r2, 32) != 0);
        CloseHandle(h);
    }
    printf("done\n");
    return 0;
}
