/* FindFirstFileEx(A/W) (issue 23: ninja 1.13's ninja.exe lists folders with it):
   information levels, the directory-only search, hints, and what it refuses. */
#define _WIN32_WINNT 0x0601
#include <windows.h>
#include <stdio.h>

static void list(const char *what, FINDEX_INFO_LEVELS level, FINDEX_SEARCH_OPS op, DWORD flags)
{
    WIN32_FIND_DATAA fd;
    HANDLE h;

    memset(&fd, 0xcc, sizeof(fd));
    h = FindFirstFileExA("C:\\fx\\*", level, &fd, op, NULL, flags);
    printf("%s:", what);
    if (h == INVALID_HANDLE_VALUE) {
        printf(" failed err=%lu\n", GetLastError());
        return;
    }
    do
        printf(" %s%s(%lu)", fd.cFileName,
               fd.dwFileAttributes & FILE_ATTRIBUTE_DIRECTORY ? "\\" : "", fd.nFileSizeLow);
    while (FindNextFileA(h, &fd));
    printf(" alt='%s' end err=%lu\n", fd.cAlternateFileName, GetLastError());
    FindClose(h);
}

int main(void)
{
    WIN32_FIND_DATAW fw;
    HANDLE h;
    DWORD n;

    CreateDirectoryA("C:\\fx", NULL);
    CreateDirectoryA("C:\\fx\\sub", NULL);
    h = CreateFileA("C:\\fx\\one.txt", GENERIC_WRITE, 0, NULL, CREATE_ALWAYS, 0, NULL);
    WriteFile(h, "hello", 5, &n, NULL);
    CloseHandle(h);
    h = CreateFileA("C:\\fx\\Two.dat", GENERIC_WRITE, 0, NULL, CREATE_ALWAYS, 0, NULL);
    CloseHandle(h);

    list("standard", FindExInfoStandard, FindExSearchNameMatch, 0);
    list("basic, large fetch", FindExInfoBasic, FindExSearchNameMatch, FIND_FIRST_EX_LARGE_FETCH);
    list("limit to directories", FindExInfoStandard, FindExSearchLimitToDirectories, 0);
    SetLastError(0);
    list("level 5", (FINDEX_INFO_LEVELS)5, FindExSearchNameMatch, 0);
    list("op 7", FindExInfoStandard, (FINDEX_SEARCH_OPS)7, 0);
    list("flag 0x100", FindExInfoStandard, FindExSearchNameMatch, 0x100);
    SetLastError(0);
    h = FindFirstFileExA("C:\\fx\\*", FindExInfoStandard, &fw, FindExSearchNameMatch, &n, 0);
    printf("a filter: %d err=%lu\n", h != INVALID_HANDLE_VALUE, GetLastError());
    h = FindFirstFileExW(L"C:\\fx\\t*.DAT", FindExInfoBasic, &fw, FindExSearchNameMatch, NULL, 0);
    printf("W t*.DAT: %d %ls\n", h != INVALID_HANDLE_VALUE, fw.cFileName);
    FindClose(h);
    SetLastError(0);
    h = FindFirstFileExW(L"C:\\fx\\none*", FindExInfoBasic, &fw, FindExSearchNameMatch, NULL, 0);
    printf("W none*: %d err=%lu\n", h != INVALID_HANDLE_VALUE, GetLastError());
    SetLastError(0);
    h = FindFirstFileExW(L"C:\\nodir\\*", FindExInfoBasic, &fw, FindExSearchNameMatch, NULL, 0);
    printf("W nodir: %d err=%lu\n", h != INVALID_HANDLE_VALUE, GetLastError());
    return 0;
}
