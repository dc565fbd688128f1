/* SHGetFileInfo's icons (shell32): SHGFI_ICONLOCATION (the file holding the icon and
   its index there), SHGFI_ICON with and without SHGFI_SMALLICON (a new HICON, its size,
   and iIcon the index in the system image list, as SHGFI_SYSICONINDEX gives it), with
   SHGFI_TYPENAME alongside. Works in C:\shfi (made and removed here). */
#include <windows.h>
#include <shellapi.h>
#include <stdio.h>

static void icon(const char *what, const char *path, UINT extra)
{
    SHFILEINFOA fi, sys;
    ICONINFO ii;
    BITMAP bm;
    DWORD_PTR r;
    memset(&fi, 0xcc, sizeof(fi));
    r = SHGetFileInfoA(path, 0, &fi, sizeof(fi), SHGFI_ICON | SHGFI_TYPENAME | extra);
    memset(&sys, 0, sizeof(sys));
    SHGetFileInfoA(path, 0, &sys, sizeof(sys), SHGFI_SYSICONINDEX | extra);
    bm.bmWidth = bm.bmHeight = 0;
    if (r && fi.hIcon && GetIconInfo(fi.hIcon, &ii)) {
        GetObjectA(ii.hbmColor ? ii.hbmColor : ii.hbmMask, sizeof(bm), &bm);
        DeleteObject(ii.hbmColor);
        DeleteObject(ii.hbmMask);
    }
    printf("%s icon: r=%d hicon=%d size=%ldx%ld sameindex=%d type=%s\n", what, r != 0,
           fi.hIcon != NULL, bm.bmWidth, bm.bmHeight, fi.iIcon == sys.iIcon, fi.szTypeName);
    if (fi.hIcon)
        DestroyIcon(fi.hIcon);
}

static void location(const char *what, const char *path)
{
    SHFILEINFOA fi;
    char sys[MAX_PATH], *name;
    DWORD_PTR r;
    memset(&fi, 0xcc, sizeof(fi));
    r = SHGetFileInfoA(path, 0, &fi, sizeof(fi), SHGFI_ICONLOCATION);
    GetSystemDirectoryA(sys, MAX_PATH);
    name = fi.szDisplayName;
    if (!_strnicmp(name, sys, lstrlenA(sys)))
        name += lstrlenA(sys) + 1;        /* the system folder's spelling differs */
    CharLowerA(name);                     /* and the file's: Wine's is SHELL32.dll */
    printf("%s location: r=%d file=%s hicon=%d\n", what, r != 0, name, fi.hIcon != NULL);
    {
        HICON large = NULL;
        UINT n = ExtractIconExA(fi.szDisplayName, fi.iIcon, &large, NULL, 1);
        printf("%s extract: n=%u icon=%d\n", what, n, large != NULL);
        if (large)
            DestroyIcon(large);
    }
}

int main(void)
{
    HANDLE h;
    CreateDirectoryA("C:\\shfi", NULL);
    h = CreateFileA("C:\\shfi\\a.txt", GENERIC_WRITE, 0, NULL, CREATE_ALWAYS, 0, NULL);
    CloseHandle(h);
    icon("folder", "C:\\shfi", 0);
    icon("folder small", "C:\\shfi", SHGFI_SMALLICON);
    icon("folder open", "C:\\shfi", SHGFI_OPENICON);
    icon("file", "C:\\shfi\\a.txt", 0);
    icon("file small", "C:\\shfi\\a.txt", SHGFI_SMALLICON);
    icon("drive", "C:\\", 0);
    location("folder", "C:\\shfi");
    location("file", "C:\\shfi\\a.txt");
    location("drive", "C:\\");
    DeleteFileA("C:\\shfi\\a.txt");
    printf("cleaned=%d\n", RemoveDirectoryA("C:\\shfi"));
    return 0;
}
