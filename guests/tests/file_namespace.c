/* Win32 file namespace paths (\\?\C:\...) and root-relative paths (issue 23: CMake 4.4
   finds its own executable and its share folder through GetFinalPathNameByHandle's
   \\?\ form and opens them with it). Prints what the file APIs answer, so the lines
   compare with Wine's. A \\?\ path is not normalised: its '.' and '..' are names
   (which are invalid); GetFullPathName still normalises it and keeps the prefix. */
#include <windows.h>
#include <stdio.h>

static void attrs(const wchar_t *p)
{
    DWORD a;
    SetLastError(0);
    a = GetFileAttributesW(p);
    printf("attrs %ls = %lx err=%lu\n", p, a, a == INVALID_FILE_ATTRIBUTES ? GetLastError() : 0);
}

static void full(const wchar_t *p)
{
    wchar_t buf[MAX_PATH];
    DWORD n;
    SetLastError(0);
    n = GetFullPathNameW(p, MAX_PATH, buf, NULL);
    printf("full %ls = %lu %ls err=%lu\n", p, n, n ? buf : L"-", n ? 0 : GetLastError());
}

int main(void)
{
    HANDLE h;
    DWORD n;
    char data[32];
    BOOL ok;

    SetCurrentDirectoryW(L"C:\\");
    ok = CreateDirectoryW(L"\\\\?\\C:\\nsdir", NULL);
    printf("mkdir ok=%d\n", ok);
    h = CreateFileW(L"\\\\?\\C:\\nsdir\\f.txt", GENERIC_WRITE, 0, NULL, CREATE_ALWAYS,
                    FILE_ATTRIBUTE_NORMAL, NULL);
    printf("create ok=%d\n", h != INVALID_HANDLE_VALUE);
    WriteFile(h, "namespace\n", 10, &n, NULL);
    CloseHandle(h);
    h = CreateFileA("\\\\?\\c:\\NSDIR\\F.TXT", GENERIC_READ, FILE_SHARE_READ, NULL,
                    OPEN_EXISTING, 0, NULL);
    memset(data, 0, sizeof(data));
    ReadFile(h, data, sizeof(data) - 1, &n, NULL);
    printf("read (A, other case) ok=%d n=%lu %s", h != INVALID_HANDLE_VALUE, n, data);
    CloseHandle(h);
    attrs(L"\\\\?\\C:\\nsdir");
    attrs(L"\\\\?\\C:\\nsdir\\f.txt");
    attrs(L"\\\\?\\C:\\");
    attrs(L"\\\\?\\C:\\nsdir\\missing");
    attrs(L"\\\\?\\C:\\nothere\\missing");
    attrs(L"\\\\?\\C:\\nsdir\\..\\nsdir\\f.txt");
    attrs(L"\\\\?\\C:\\nsdir\\.\\f.txt");
    attrs(L"\\nsdir\\f.txt");
    full(L"\\\\?\\C:\\nsdir\\f.txt");
    full(L"\\\\?\\C:\\nsdir\\..\\x");
    ok = DeleteFileW(L"\\\\?\\C:\\nsdir\\f.txt");
    printf("delete ok=%d\n", ok);
    ok = RemoveDirectoryW(L"\\\\?\\C:\\nsdir");
    printf("rmdir ok=%d\n", ok);
    attrs(L"C:\\nsdir");
    return 0;
}
