/* ReplaceFile, MoveFileWithProgress and CopyFile2 (issue 23: the calls editors and the
   C++/Rust runtimes save and move files with). Prints what each answered and what the
   files hold after it, so the lines compare with Wine's. */
#define _WIN32_WINNT 0x0602
#include <windows.h>
#include <stdio.h>
#include <string.h>

static void make(const WCHAR *name, const char *text)
{
    DWORD n;
    HANDLE h = CreateFileW(name, GENERIC_WRITE, 0, NULL, CREATE_ALWAYS, 0, NULL);
    WriteFile(h, text, (DWORD)strlen(text), &n, NULL);
    CloseHandle(h);
}

static void show(const WCHAR *name)
{
    char buf[32];
    DWORD n = 0;
    HANDLE h = CreateFileW(name, GENERIC_READ, FILE_SHARE_READ, NULL, OPEN_EXISTING, 0, NULL);
    if (h == INVALID_HANDLE_VALUE) {
        printf("  %ls: absent\n", name);
        return;
    }
    ReadFile(h, buf, sizeof(buf) - 1, &n, NULL);
    buf[n] = 0;
    CloseHandle(h);
    printf("  %ls: \"%s\" attrs=%lx\n", name, buf, GetFileAttributesW(name) & 1);
}

static void report(const char *what, BOOL ok)
{
    printf("%s: ok=%d err=%lu\n", what, ok, ok ? 0 : GetLastError());
}

typedef HRESULT (WINAPI *copyfile2_fn)(const WCHAR *, const WCHAR *,
                                       COPYFILE2_EXTENDED_PARAMETERS *);

static int calls;

static DWORD CALLBACK progress(LARGE_INTEGER a, LARGE_INTEGER b, LARGE_INTEGER c,
                               LARGE_INTEGER d, DWORD stream, DWORD reason, HANDLE s,
                               HANDLE t, void *data)
{
    calls++;
    return PROGRESS_CONTINUE;
}

static void clean(void)
{
    static const WCHAR *names[] = {L"r.txt", L"n.txt", L"bak.txt", L"m1.txt", L"m2.txt",
                                   L"c1.txt", L"c2.txt", L"ro.txt"};
    WCHAR path[64];
    int i;
    for (i = 0; i < (int)(sizeof(names) / sizeof(names[0])); i++) {
        swprintf(path, 64, L"C:\\rf\\%ls", names[i]);
        SetFileAttributesW(path, FILE_ATTRIBUTE_NORMAL);
        DeleteFileW(path);
    }
}

int main(void)
{
    COPYFILE2_EXTENDED_PARAMETERS p;
    HANDLE h;
    BOOL cancel;
    HRESULT hr;
    /* Through GetProcAddress: Wine 8 has no CopyFile2 (its 64-bit loader refuses the
       import; its 32-bit one aborts in a stub). */
    copyfile2_fn copyfile2 = (copyfile2_fn)GetProcAddress(GetModuleHandleA("kernel32.dll"),
                                                          "CopyFile2");

    CreateDirectoryW(L"C:\\rf", NULL);
    SetCurrentDirectoryW(L"C:\\rf");
    clean();

    make(L"r.txt", "old");
    make(L"n.txt", "new");
    SetLastError(0);
    report("ReplaceFile", ReplaceFileW(L"C:\\rf\\r.txt", L"C:\\rf\\n.txt", NULL, 0, NULL,
                                       NULL));
    show(L"r.txt");
    show(L"n.txt");
    make(L"n.txt", "newer");
    SetLastError(0);
    report("ReplaceFile with backup", ReplaceFileW(L"C:\\rf\\r.txt", L"C:\\rf\\n.txt",
                                                   L"C:\\rf\\bak.txt", 0, NULL, NULL));
    show(L"r.txt");
    show(L"n.txt");
    show(L"bak.txt");
    SetLastError(0);
    report("ReplaceFile, replacement missing", ReplaceFileW(L"C:\\rf\\r.txt",
                                                            L"C:\\rf\\n.txt", NULL, 0,
                                                            NULL, NULL));
    make(L"n.txt", "x");
    SetLastError(0);
    report("ReplaceFile, replaced missing", ReplaceFileW(L"C:\\rf\\zz.txt",
                                                         L"C:\\rf\\n.txt", NULL, 0,
                                                         NULL, NULL));
    SetLastError(0);
    report("ReplaceFile, flag 0x8", ReplaceFileW(L"C:\\rf\\r.txt", L"C:\\rf\\n.txt", NULL,
                                                 0x8, NULL, NULL));
    show(L"r.txt");
    make(L"n.txt", "y");
    h = CreateFileW(L"r.txt", GENERIC_READ, FILE_SHARE_READ, NULL, OPEN_EXISTING, 0, NULL);
    SetLastError(0);
    report("ReplaceFile, replaced open", ReplaceFileW(L"C:\\rf\\r.txt",
                                                      L"C:\\rf\\n.txt", NULL, 0, NULL,
                                                      NULL));
    CloseHandle(h);
    show(L"r.txt");
    make(L"ro.txt", "ro");
    SetFileAttributesW(L"ro.txt", FILE_ATTRIBUTE_READONLY);
    SetLastError(0);
    report("ReplaceFile, replaced read-only", ReplaceFileW(L"C:\\rf\\ro.txt",
                                                           L"C:\\rf\\n.txt", NULL, 0,
                                                           NULL, NULL));
    show(L"ro.txt");
    show(L"n.txt");

    make(L"m1.txt", "moved");
    SetLastError(0);
    report("MoveFileWithProgress", MoveFileWithProgressW(L"m1.txt", L"m2.txt", progress,
                                                         NULL, 0));
    printf("  progress calls=%d\n", calls);
    show(L"m1.txt");
    show(L"m2.txt");
    make(L"m1.txt", "again");
    SetLastError(0);
    report("MoveFileWithProgress onto m2", MoveFileWithProgressW(L"m1.txt", L"m2.txt", NULL,
                                                                 NULL, 0));
    SetLastError(0);
    report("MoveFileWithProgress onto m2, replace",
           MoveFileWithProgressW(L"m1.txt", L"m2.txt", NULL, NULL, MOVEFILE_REPLACE_EXISTING));
    show(L"m2.txt");

    fflush(stdout);
    if (!copyfile2) {
        printf("no CopyFile2\n");
        return 1;
    }
    make(L"c1.txt", "copy me");
    hr = copyfile2(L"c1.txt", L"c2.txt", NULL);
    printf("CopyFile2: %08lx\n", hr);
    show(L"c2.txt");
    memset(&p, 0, sizeof(p));
    p.dwSize = sizeof(p);
    p.dwCopyFlags = COPY_FILE_FAIL_IF_EXISTS;
    hr = copyfile2(L"c1.txt", L"c2.txt", &p);
    printf("CopyFile2, fail if exists: %08lx\n", hr);
    p.dwSize = sizeof(p) - 4;
    hr = copyfile2(L"c1.txt", L"c2.txt", &p);
    printf("CopyFile2, short structure: %08lx\n", hr);
    p.dwSize = sizeof(p);
    p.dwCopyFlags = 0;
    cancel = TRUE;
    p.pfCancel = &cancel;
    DeleteFileW(L"c2.txt");
    hr = copyfile2(L"c1.txt", L"c2.txt", &p);
    printf("CopyFile2, cancelled: %08lx\n", hr);
    show(L"c2.txt");
    hr = copyfile2(L"none.txt", L"c2.txt", NULL);
    printf("CopyFile2, no source: %08lx\n", hr);

    clean();
    SetCurrentDirectoryW(L"C:\\");
    printf("RemoveDirectory: %d\n", RemoveDirectoryW(L"C:\\rf"));
    printf("done\n");
    return 0;
}
