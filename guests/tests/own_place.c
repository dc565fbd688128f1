/* A program run from a folder of its drive (issue 23: CMake 4.4 finds CMAKE_ROOT only
   when its exe is in a "bin" folder with "share" beside it). Run from the folder above
   bin\ (its current directory), it prints the paths it sees relative to that folder, so
   the lines compare with Wine's whatever the drive: its own file, the folder
   GetModuleFileName names, a data file found beside its folder (..\share), a DLL and a
   file found beside it (the application folder comes first in the DLL and file search
   orders). */
#include <windows.h>
#include <stdio.h>
#include <string.h>

static char cwd[MAX_PATH];

static const char *rel(const char *p)
{
    size_t n = strlen(cwd);
    if (n && cwd[n - 1] == '\\')
        n--;
    if (_strnicmp(p, cwd, n) == 0 && p[n] == '\\')
        return p + n + 1;
    return p;
}

int main(void)
{
    char self[MAX_PATH], path[MAX_PATH], line[64];
    char *slash;
    HMODULE dll;
    FILE *f;
    DWORD n;

    GetCurrentDirectoryA(MAX_PATH, cwd);
    n = GetModuleFileNameA(NULL, self, MAX_PATH);
    printf("module: %s (n is its length: %d)\n", rel(self), n == strlen(self));
    strcpy(path, self);
    slash = strrchr(path, '\\');
    *slash = 0;
    printf("folder: %s\n", rel(path));
    strcat(path, "\\..\\share\\data.txt");
    f = fopen(path, "r");
    printf("..\\share\\data.txt: %s", f && fgets(line, sizeof(line), f) ? line : "(none)\n");
    if (f)
        fclose(f);
    dll = LoadLibraryA("dllfun.dll");
    printf("LoadLibrary(dllfun.dll) ok=%d", dll != NULL);
    if (dll) {
        GetModuleFileNameA(dll, path, MAX_PATH);
        printf(" at %s\n", rel(path));
        FreeLibrary(dll);
    } else
        printf("\n");
    n = SearchPathA(NULL, "beside.txt", NULL, MAX_PATH, path, NULL);
    printf("SearchPath(beside.txt) %d %s\n", n == strlen(path), n ? rel(path) : "-");
    n = SearchPathA(NULL, "share\\data.txt", NULL, MAX_PATH, path, NULL);
    printf("SearchPath(share\\data.txt) %d %s\n", n == strlen(path), n ? rel(path) : "-");
    f = fopen("beside.txt", "r");
    printf("fopen(beside.txt) from the current folder ok=%d\n", f != NULL);
    if (f)
        fclose(f);
    return 0;
}
