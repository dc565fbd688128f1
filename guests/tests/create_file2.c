/* CreateFile2 (issue 23: CMake 4.4's libuv opens files with it, e.g. for cmake -E tar).
   Prints what it answers with and without extended parameters, so the lines compare with
   Wine's. */
#include <windows.h>
#include <stdio.h>

typedef struct {
    DWORD dwSize, dwFileAttributes, dwFileFlags, dwSecurityQosFlags;
    LPSECURITY_ATTRIBUTES lpSecurityAttributes;
    HANDLE hTemplateFile;
} params2;
typedef HANDLE (WINAPI *cf2_fn)(LPCWSTR, DWORD, DWORD, DWORD, params2 *);

int main(void)
{
    cf2_fn cf2 = (cf2_fn)GetProcAddress(GetModuleHandleA("kernel32.dll"), "CreateFile2");
    params2 p;
    HANDLE h;
    DWORD n = 0, a;
    char buf[16] = {0};

    SetCurrentDirectoryW(L"C:\\");
    h = cf2(L"C:\\cf2.txt", GENERIC_WRITE, 0, CREATE_ALWAYS, NULL);
    printf("create, no params: ok=%d err=%lu\n", h != INVALID_HANDLE_VALUE, GetLastError());
    WriteFile(h, "two", 3, &n, NULL);
    CloseHandle(h);
    SetLastError(0);
    h = cf2(L"cf2.txt", GENERIC_WRITE, 0, CREATE_ALWAYS, NULL);
    printf("again, CREATE_ALWAYS: ok=%d err=%lu\n", h != INVALID_HANDLE_VALUE, GetLastError());
    WriteFile(h, "second", 6, &n, NULL);
    CloseHandle(h);
    memset(&p, 0, sizeof(p));
    p.dwSize = sizeof(p);
    p.dwFileAttributes = FILE_ATTRIBUTE_NORMAL;
    p.dwFileFlags = FILE_FLAG_SEQUENTIAL_SCAN;
    h = cf2(L"C:\\cf2.txt", GENERIC_READ, FILE_SHARE_READ, OPEN_EXISTING, &p);
    ReadFile(h, buf, sizeof(buf) - 1, &n, NULL);
    printf("read with params: ok=%d n=%lu %s\n", h != INVALID_HANDLE_VALUE, n, buf);
    CloseHandle(h);
    SetLastError(0);
    h = cf2(L"C:\\missing.txt", GENERIC_READ, 0, OPEN_EXISTING, &p);
    printf("missing: ok=%d err=%lu\n", h != INVALID_HANDLE_VALUE, GetLastError());
    p.dwFileFlags = FILE_FLAG_BACKUP_SEMANTICS;
    h = cf2(L"C:\\", 0, FILE_SHARE_READ | FILE_SHARE_WRITE, OPEN_EXISTING, &p);
    a = GetFileType(h);
    printf("a folder with backup semantics: ok=%d type=%lu\n", h != INVALID_HANDLE_VALUE, a);
    CloseHandle(h);
    printf("delete ok=%d\n", DeleteFileW(L"C:\\cf2.txt"));
    return 0;
}
