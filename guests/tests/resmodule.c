/* Resources of a module other than the executable, and the loader's language order:
   the program maps its own file as a data file (LoadLibraryEx LOAD_LIBRARY_AS_DATAFILE)
   and loads a menu, an accelerator table, a bitmap and an image list from that handle,
   as mCtrl's DLL loads its own; its string tables exist in Czech, English and French
   (LANG_*, SUBLANG_NEUTRAL) only (issue 23, "Programs in the wild": mCtrl's strings).
   Prints a line per check. */
#include <windows.h>
#include <commctrl.h>
#include <stdio.h>

static void string_in(HMODULE mod, WORD lang, UINT id)
{
    HRSRC r = FindResourceExW(mod, (LPCWSTR)RT_STRING, MAKEINTRESOURCEW(id / 16 + 1), lang);
    const WCHAR *p;
    int i;
    if (!r) {
        printf("FindResourceEx(%04x, %u): none err=%lu\n", lang, id, GetLastError());
        return;
    }
    p = LockResource(LoadResource(mod, r));
    for (i = 0; i < (int)(id & 15); i++)
        p += 1 + *p;
    printf("FindResourceEx(%04x, %u): %.*ls\n", lang, id, (int)*p, p + 1);
}

int main(void)
{
    char path[MAX_PATH], buf[64];
    HMODULE self = GetModuleHandleA(NULL), data;
    HMENU menu;
    HACCEL acc;
    HBITMAP bmp;
    HIMAGELIST il;
    BITMAP bm;
    int n;

    n = LoadStringA(self, 100, buf, sizeof buf);
    printf("LoadString(100)=%d %s\n", n, buf);
    n = LoadStringA(self, 101, buf, sizeof buf);
    printf("LoadString(101)=%d %s\n", n, buf);
    string_in(self, MAKELANGID(LANG_NEUTRAL, SUBLANG_NEUTRAL), 100);
    string_in(self, MAKELANGID(LANG_CZECH, SUBLANG_DEFAULT), 100);
    string_in(self, MAKELANGID(LANG_ENGLISH, SUBLANG_ENGLISH_UK), 100);
    string_in(self, MAKELANGID(LANG_GERMAN, SUBLANG_DEFAULT), 100);
    string_in(self, MAKELANGID(LANG_NEUTRAL, SUBLANG_NEUTRAL), 101);

    GetModuleFileNameA(NULL, path, sizeof path);
    data = LoadLibraryExA(path, NULL, LOAD_LIBRARY_AS_DATAFILE);
    printf("data file=%d\n", data != NULL);
    menu = LoadMenuA(data, MAKEINTRESOURCEA(7));
    if (menu) {
        HMENU sub = GetSubMenu(menu, 0);
        GetMenuStringA(menu, 0, buf, sizeof buf, MF_BYPOSITION);
        printf("LoadMenu: %s", buf);
        GetMenuStringA(sub, 1, buf, sizeof buf, MF_BYPOSITION);
        printf(" / %s id=%u count=%d\n", buf, GetMenuItemID(sub, 1), GetMenuItemCount(sub));
        DestroyMenu(menu);
    } else
        printf("LoadMenu: none err=%lu\n", GetLastError());
    SetLastError(0xdead);
    printf("LoadMenu(missing)=%d err=%lu\n", LoadMenuA(data, MAKEINTRESOURCEA(99)) != NULL,
           GetLastError());
    acc = LoadAcceleratorsA(data, MAKEINTRESOURCEA(8));
    if (acc) {
        ACCEL a[4];
        int k = CopyAcceleratorTableA(acc, a, 4);
        printf("LoadAccelerators: %d entries: %02x/%u/%u %02x/%u/%u\n", k, a[0].fVirt & 0x7f,
               a[0].key, a[0].cmd, a[1].fVirt & 0x7f, a[1].key, a[1].cmd);
        DestroyAcceleratorTable(acc);
    } else
        printf("LoadAccelerators: none err=%lu\n", GetLastError());
    bmp = LoadBitmapA(data, MAKEINTRESOURCEA(9));
    if (bmp) {
        HDC dc = CreateCompatibleDC(NULL);
        GetObjectA(bmp, sizeof bm, &bm);
        SelectObject(dc, bmp);
        printf("LoadBitmap: %ldx%ld (0,0)=%06lx (7,3)=%06lx\n", bm.bmWidth, bm.bmHeight,
               (unsigned long)GetPixel(dc, 0, 0), (unsigned long)GetPixel(dc, 7, 3));
        DeleteDC(dc);
        DeleteObject(bmp);
    } else
        printf("LoadBitmap: none err=%lu\n", GetLastError());
    bmp = LoadImageA(data, MAKEINTRESOURCEA(9), IMAGE_BITMAP, 0, 0, 0);
    if (bmp) {
        GetObjectA(bmp, sizeof bm, &bm);
        printf("LoadImage: %ldx%ld\n", bm.bmWidth, bm.bmHeight);
        DeleteObject(bmp);
    } else
        printf("LoadImage: none err=%lu\n", GetLastError());
    SetLastError(0xdead);
    bmp = LoadImageA(data, MAKEINTRESOURCEA(98), IMAGE_BITMAP, 0, 0, 0);
    printf("LoadImage(missing)=%d err=%lu\n", bmp != NULL, GetLastError());
    il = ImageList_LoadImageA(data, MAKEINTRESOURCEA(9), 4, 0, CLR_NONE, IMAGE_BITMAP, 0);
    if (il) {
        int cx, cy;
        ImageList_GetIconSize(il, &cx, &cy);
        printf("ImageList_LoadImage: %d images %dx%d\n", ImageList_GetImageCount(il), cx, cy);
        ImageList_Destroy(il);
    } else
        printf("ImageList_LoadImage: none err=%lu\n", GetLastError());
    FreeLibrary(data);
    printf("done\n");
    return 0;
}
