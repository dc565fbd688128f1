/* A list view's background image (issue 23 item 6: comctl32's listview.c stopped at
   LVM_SETBKIMAGEA): LVBKIF_SOURCE_NONE / HBITMAP / URL, the answers of comctl32 5 and 6,
   the control owning the bitmap (deleted when replaced, removed or the control
   destroyed), LVM_GETBKIMAGE, and where the picture is drawn: at the offsets in percent,
   tiled, tiled from an offset in pixels. Prints a line per check. */
#include <windows.h>
#include <commctrl.h>
#include <stdio.h>
#include <string.h>

#ifndef LVBKIF_FLAG_TILEOFFSET
#define LVBKIF_FLAG_TILEOFFSET 0x100
#endif

static HWND top;

static const char manifest[] =
    "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?>\n"
    "<assembly xmlns=\"urn:schemas-microsoft-com:asm.v1\" manifestVersion=\"1.0\">\n"
    "<assemblyIdentity type=\"win32\" name=\"lvbkimage\" version=\"1.0.0.0\"/>\n"
    "<dependency><dependentAssembly><assemblyIdentity type=\"win32\""
    " name=\"Microsoft.Windows.Common-Controls\" version=\"6.0.0.0\""
    " processorArchitecture=\"*\" publicKeyToken=\"6595b64144ccf1df\" language=\"*\"/>"
    "</dependentAssembly></dependency>\n</assembly>\n";

static HBITMAP solid(int w, int h, COLORREF c)
{
    HDC dc = CreateCompatibleDC(0), screen = GetDC(0);
    HBITMAP bm = CreateCompatibleBitmap(screen, w, h);
    HBRUSH br = CreateSolidBrush(c);
    RECT r = {0, 0, w, h};
    HGDIOBJ old = SelectObject(dc, bm);
    FillRect(dc, &r, br);
    SelectObject(dc, old);
    DeleteObject(br);
    DeleteDC(dc);
    ReleaseDC(0, screen);
    return bm;
}

/* the left half red, the right half blue */
static HBITMAP halves(int w, int h)
{
    HDC dc = CreateCompatibleDC(0);
    HBITMAP bm = solid(w, h, RGB(255, 0, 0));
    HBRUSH br = CreateSolidBrush(RGB(0, 0, 255));
    RECT r = {w / 2, 0, w, h};
    HGDIOBJ old = SelectObject(dc, bm);
    FillRect(dc, &r, br);
    SelectObject(dc, old);
    DeleteObject(br);
    DeleteDC(dc);
    return bm;
}

static int alive(HBITMAP bm)
{
    BITMAP b;
    return GetObjectA(bm, sizeof(b), &b) == sizeof(b);
}

static LRESULT set(HWND lv, ULONG flags, HBITMAP bm, const char *url, int x, int y)
{
    LVBKIMAGEA img;
    memset(&img, 0, sizeof(img));
    img.ulFlags = flags;
    img.hbm = bm;
    img.pszImage = (char *)url;
    img.xOffsetPercent = x;
    img.yOffsetPercent = y;
    return SendMessageA(lv, LVM_SETBKIMAGEA, 0, (LPARAM)&img);
}

static HWND list(void)
{
    HWND lv = CreateWindowExA(0, WC_LISTVIEWA, "", WS_CHILD | WS_VISIBLE | LVS_LIST,
                              0, 0, 100, 80, top, NULL, NULL, NULL);
    return lv;
}

static const char *colour(HWND lv, int x, int y)
{
    HDC dc = GetDC(lv);
    COLORREF c = GetPixel(dc, x, y);
    ReleaseDC(lv, dc);
    return c == RGB(255, 0, 0) ? "red" : c == RGB(0, 0, 255) ? "blue"
           : c == GetSysColor(COLOR_WINDOW) ? "window" : "other";
}

static void pixels(const char *what, HWND lv)
{
    InvalidateRect(lv, NULL, TRUE);
    UpdateWindow(lv);
    printf("%s: (2,2) %s, (12,2) %s, (2,12) %s, (95,75) %s, (85,65) %s\n", what,
           colour(lv, 2, 2), colour(lv, 12, 2), colour(lv, 2, 12), colour(lv, 95, 75),
           colour(lv, 85, 65));
}

static void get(const char *what, HWND lv, HBITMAP expect)
{
    LVBKIMAGEA img;
    char buf[64] = "";
    LRESULT r;
    memset(&img, 0, sizeof(img));
    img.pszImage = buf;
    img.cchImageMax = sizeof(buf);
    r = SendMessageA(lv, LVM_GETBKIMAGEA, 0, (LPARAM)&img);
    printf("%s: get %d, flags %#lx, hbm %s, url '%s'\n", what, (int)r, img.ulFlags,
           img.hbm == NULL ? "null" : img.hbm == expect ? "same" : "other", buf);
}

static void ownership(const char *v)
{
    HWND lv = list();
    HBITMAP bm = solid(10, 10, RGB(255, 0, 0));
    LRESULT r;
    printf("%s none first: %d\n", v, (int)set(lv, LVBKIF_SOURCE_NONE, 0, NULL, 0, 0));
    get(v, lv, bm);
    r = set(lv, LVBKIF_SOURCE_HBITMAP, bm, NULL, 0, 0);
    printf("%s bitmap: %d, alive %d\n", v, (int)r, alive(bm));
    get(v, lv, bm);
    pixels(v, lv);
    r = set(lv, LVBKIF_SOURCE_NONE, 0, NULL, 0, 0);
    printf("%s none: %d, alive %d\n", v, (int)r, alive(bm));
    pixels(v, lv);
    bm = solid(10, 10, RGB(255, 0, 0));
    set(lv, LVBKIF_SOURCE_HBITMAP, bm, NULL, 0, 0);
    r = set(lv, LVBKIF_SOURCE_HBITMAP, bm, NULL, 0, 0);
    printf("%s same bitmap again: %d, alive %d\n", v, (int)r, alive(bm));
    bm = solid(10, 10, RGB(255, 0, 0));
    set(lv, LVBKIF_SOURCE_HBITMAP, bm, NULL, 0, 0);
    DestroyWindow(lv);
    printf("%s destroyed: alive %d\n", v, alive(bm));
}

static void write_bmp(const char *name)
{
    /* a 4 x 4 blue 24-bit bitmap file */
    unsigned char file[54 + 48];
    BITMAPFILEHEADER *fh = (BITMAPFILEHEADER *)file;
    BITMAPINFOHEADER *ih = (BITMAPINFOHEADER *)(file + 14);
    HANDLE h;
    DWORD written;
    int i;
    memset(file, 0, sizeof(file));
    fh->bfType = 0x4d42;
    fh->bfSize = sizeof(file);
    fh->bfOffBits = 54;
    ih->biSize = 40;
    ih->biWidth = 4;
    ih->biHeight = 4;
    ih->biPlanes = 1;
    ih->biBitCount = 24;
    for (i = 0; i < 16; i++)
        file[54 + 3 * i] = 0xff;        /* BGR: blue */
    h = CreateFileA(name, GENERIC_WRITE, 0, NULL, CREATE_ALWAYS, 0, NULL);
    WriteFile(h, file, sizeof(file), &written, NULL);
    CloseHandle(h);
}

static void placement(void)
{
    HWND lv = list();
    set(lv, LVBKIF_SOURCE_HBITMAP, solid(10, 10, RGB(255, 0, 0)), NULL, 100, 100);
    pixels("offset 100%", lv);
    set(lv, LVBKIF_SOURCE_HBITMAP | LVBKIF_STYLE_TILE, halves(10, 10), NULL, 0, 0);
    pixels("tiled", lv);
    set(lv, LVBKIF_SOURCE_HBITMAP | LVBKIF_STYLE_TILE | LVBKIF_FLAG_TILEOFFSET,
        halves(10, 10), NULL, 5, 0);
    pixels("tiled from 5,0", lv);
    write_bmp("lvbk.bmp");
    printf("url: %d\n", (int)set(lv, LVBKIF_SOURCE_URL, 0, "lvbk.bmp", 0, 0));
    get("url", lv, NULL);
    pixels("url", lv);
    printf("network url: %d\n", (int)set(lv, LVBKIF_SOURCE_URL, 0, "http://example.com/a.bmp",
                                         0, 0));
    printf("missing file: %d\n", (int)set(lv, LVBKIF_SOURCE_URL, 0, "nothere.bmp", 0, 0));
    DestroyWindow(lv);
    DeleteFileA("lvbk.bmp");
}

int main(void)
{
    ACTCTXA ctx;
    HANDLE h, file;
    ULONG_PTR cookie;
    DWORD written;
    InitCommonControls();
    CoInitialize(NULL);
    top = CreateWindowExA(0, "STATIC", "top", WS_POPUP | WS_VISIBLE, 0, 0, 200, 200, NULL,
                          NULL, NULL, NULL);
    ownership("v5");
    file = CreateFileA("lvbkimage.manifest", GENERIC_WRITE, 0, NULL, CREATE_ALWAYS, 0, NULL);
    WriteFile(file, manifest, sizeof(manifest) - 1, &written, NULL);
    CloseHandle(file);
    memset(&ctx, 0, sizeof(ctx));
    ctx.cbSize = sizeof(ctx);
    ctx.lpSource = "lvbkimage.manifest";
    h = CreateActCtxA(&ctx);
    printf("v6 context: %d\n", ActivateActCtx(h, &cookie));
    ownership("v6");
    placement();
    DeactivateActCtx(0, cookie);
    ReleaseActCtx(h);
    DeleteFileA("lvbkimage.manifest");
    DestroyWindow(top);
    CoUninitialize();
    printf("done\n");
    return 0;
}
