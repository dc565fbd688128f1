/* A name taken by a directory, as CreateFile and GetTempFileName see it (a program in the
 * wild: an NSIS installer whose earlier run left its plug-ins folder behind, named by
 * GetTempFileName, could not make a new one). CreateFile with CREATE_NEW fails with
 * ERROR_FILE_EXISTS whatever the name is; every other disposition opens nothing and
 * answers ERROR_ACCESS_DENIED (a directory opens only with FILE_FLAG_BACKUP_SEMANTICS).
 * GetTempFileName with no unique number goes past names that are taken, by files or
 * directories, and creates an empty file. */
#include <windows.h>
#include <stdio.h>

static const char *names[] = {"CREATE_NEW", "CREATE_ALWAYS", "OPEN_EXISTING",
                              "OPEN_ALWAYS", "TRUNCATE_EXISTING"};

int main(void)
{
    char buf[MAX_PATH], name[MAX_PATH];
    DWORD i, attrs;
    HANDLE h;
    UINT r;

    CreateDirectoryA("C:\\dn", NULL);
    CreateDirectoryA("C:\\dn\\d", NULL);
    for (i = 0; i < 5; i++) {
        SetLastError(0xdead);
        h = CreateFileA("C:\\dn\\d", GENERIC_READ | GENERIC_WRITE, 0, NULL, i + 1, 0, NULL);
        printf("%s read/write: %s error %lu\n", names[i],
               h == INVALID_HANDLE_VALUE ? "failed" : "opened", GetLastError());
        if (h != INVALID_HANDLE_VALUE)
            CloseHandle(h);
        SetLastError(0xdead);
        h = CreateFileA("C:\\dn\\d", 0, FILE_SHARE_READ, NULL, i + 1, 0, NULL);
        printf("%s no access: %s error %lu\n", names[i],
               h == INVALID_HANDLE_VALUE ? "failed" : "opened", GetLastError());
        if (h != INVALID_HANDLE_VALUE)
            CloseHandle(h);
    }
    /* Take the first 48 names of prefix "q" (hexadecimal numbers), as directories and
     * files by turns: a counter starting anywhere below 48 meets them. */
    for (i = 1; i <= 48; i++) {
        sprintf(name, "C:\\dn\\q%lX.TMP", i);
        if (i % 2)
            CreateDirectoryA(name, NULL);
        else
            CloseHandle(CreateFileA(name, GENERIC_WRITE, 0, NULL, CREATE_NEW, 0, NULL));
    }
    for (i = 0; i < 3; i++) {
        SetLastError(0xdead);
        r = GetTempFileNameA("C:\\dn", "q", 0, buf);
        attrs = GetFileAttributesA(buf);
        printf("GetTempFileName: %s, a new %s\n", r ? "named" : "failed",
               attrs == INVALID_FILE_ATTRIBUTES ? "nothing" :
               attrs & FILE_ATTRIBUTE_DIRECTORY ? "directory" : "file");
        if (r && !(attrs & FILE_ATTRIBUTE_DIRECTORY)) {
            h = CreateFileA(buf, GENERIC_READ, 0, NULL, OPEN_EXISTING, 0, NULL);
            printf("  size %lu\n", GetFileSize(h, NULL));
            CloseHandle(h);
        }
    }
    return 0;
}
