/* GetLongPathName of paths with the "\\?\" prefix (issue 23, "Programs in the wild
 * (stop 27)": git-cliff's libgit2 makes its working folder "\\?\C:\" real with it and
 * found no repository when the answer named another folder). The prefix stays as typed,
 * the rest is made long as without it. The temporary folder's path shows as <tmp>. One
 * line per check; the expected lines are Wine 8's. */
#include <windows.h>
#include <stdio.h>
#include <string.h>

static char tmp[MAX_PATH];

static void show(const char *typed)
{
    char buf[MAX_PATH * 2], *at;
    WCHAR wtyped[MAX_PATH * 2], wbuf[MAX_PATH * 2];
    DWORD r, rw;
    size_t n = strlen(tmp);
    strcpy(buf, "deadbeef");
    SetLastError(0xdeadbeef);
    r = GetLongPathNameA(typed, buf, sizeof buf);
    MultiByteToWideChar(CP_ACP, 0, typed, -1, wtyped, MAX_PATH * 2);
    rw = GetLongPathNameW(wtyped, wbuf, MAX_PATH * 2);
    at = strstr(buf, tmp);
    if (at && n) {
        memmove(at + 5, at + n, strlen(at + n) + 1);
        memcpy(at, "<tmp>", 5);
    }
    at = strstr(typed, tmp);
    printf("%s%s: %s%lu (W %s) buf=%s\n", at ? "\\\\?\\<tmp>" : typed,
           at ? at + n : "", r ? "len-typed=" : "0 err=",
           r ? (unsigned long)(r - strlen(typed)) : GetLastError(),
           rw == r ? "same" : "differs", r ? buf : "-");
}

int main(void)
{
    char path[MAX_PATH * 2];
    GetTempPathA(MAX_PATH, tmp);
    SetCurrentDirectoryA(tmp);
    CreateDirectoryA("LPDIR", NULL);
    CloseHandle(CreateFileA("LPDIR\\FILE.TXT", GENERIC_WRITE, 0, NULL, CREATE_ALWAYS, 0,
                            NULL));
    show("\\\\?\\C:\\");
    show("C:\\");
    sprintf(path, "\\\\?\\%s", tmp);
    show(path);
    sprintf(path, "\\\\?\\%slpdir\\file.txt", tmp);
    show(path);
    sprintf(path, "\\\\?\\%sLPDIR\\missing.txt", tmp);
    show(path);
    sprintf(path, "\\\\?\\%sLPDIR\\*", tmp);
    show(path);
    DeleteFileA("LPDIR\\FILE.TXT");
    RemoveDirectoryA("LPDIR");
    return 0;
}
