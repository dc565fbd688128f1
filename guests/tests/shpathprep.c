/* SHPathPrepareForWrite (shell32): is a folder there to write into, created on request.
   Each line prints the HRESULT and whether the folder exists afterwards. Then
   SHChangeNotify tells the shell of the new folder, as installers do ("badnotify": with
   an item type Windows does not know). */
#include <windows.h>
#include <shlobj.h>
#include <stdio.h>

static void show(const char *what, HRESULT hr, const char *dir)
{
    DWORD a = GetFileAttributesA(dir);
    printf("%s: hr=%08lx dir=%d\n", what, (unsigned long)hr,
           a != INVALID_FILE_ATTRIBUTES && (a & FILE_ATTRIBUTE_DIRECTORY));
}

int main(int argc, char **argv)
{
    char base[MAX_PATH], a[MAX_PATH], b[MAX_PATH], f[MAX_PATH];
    WCHAR w[MAX_PATH];
    HANDLE h;
    GetTempPathA(MAX_PATH, base);
    lstrcatA(base, "shppfw");
    RemoveDirectoryA(base);
    show("existing temp", SHPathPrepareForWriteA(NULL, NULL, "C:\\", SHPPFW_NONE), "C:\\");
    show("missing, no flag", SHPathPrepareForWriteA(NULL, NULL, base, SHPPFW_NONE), base);
    wsprintfA(a, "%s\\one\\two", base);
    show("missing deep, no flag", SHPathPrepareForWriteA(NULL, NULL, a, SHPPFW_NONE), a);
    show("dircreate deep", SHPathPrepareForWriteA(NULL, NULL, a, SHPPFW_DIRCREATE), a);
    show("dircreate again", SHPathPrepareForWriteA(NULL, NULL, a, SHPPFW_DIRCREATE), a);
    wsprintfA(b, "%s\\three\\file.txt", base);
    wsprintfA(f, "%s\\three", base);
    show("ignore file name", SHPathPrepareForWriteA(NULL, NULL, b,
                                                    SHPPFW_DIRCREATE | SHPPFW_IGNOREFILENAME), f);
    wsprintfA(f, "%s\\afile", base);
    h = CreateFileA(f, GENERIC_WRITE, 0, NULL, CREATE_ALWAYS, 0, NULL);
    CloseHandle(h);
    show("a file", SHPathPrepareForWriteA(NULL, NULL, f, SHPPFW_NONE), f);
    show("a file, dircreate", SHPathPrepareForWriteA(NULL, NULL, f, SHPPFW_DIRCREATE), f);
    wsprintfA(b, "%s\\four", base);
    MultiByteToWideChar(CP_ACP, 0, b, -1, w, MAX_PATH);
    show("wide dircreate", SHPathPrepareForWriteW(NULL, NULL, w, SHPPFW_DIRCREATE), b);
    wsprintfA(b, "%s\\five", base);
    show("media check only", SHPathPrepareForWriteA(NULL, NULL, b, SHPPFW_MEDIACHECKONLY), b);
    DeleteFileA(f);
    wsprintfA(b, "%s\\four", base); RemoveDirectoryA(b);
    wsprintfA(b, "%s\\three", base); RemoveDirectoryA(b);
    RemoveDirectoryA(a);
    wsprintfA(b, "%s\\one", base); RemoveDirectoryA(b);
    printf("cleaned=%d\n", RemoveDirectoryA(base));
    SHChangeNotify(SHCNE_MKDIR, SHCNF_PATHA | SHCNF_FLUSH, base, NULL);
    SHChangeNotify(SHCNE_UPDATEDIR, SHCNF_IDLIST, NULL, NULL);
    printf("notified\n");
    if (argc > 1 && !lstrcmpA(argv[1], "badnotify"))
        SHChangeNotify(SHCNE_MKDIR, 0x7, base, NULL);
    return 0;
}
