/* SHGetStockIconInfo and the icons it names: the SHSTOCKICONINFO size check, ids out of
 * range, the location (shell32.dll in the system directory), SHGSI_ICON's handle at the
 * large and small sizes, SHGSI_SYSICONINDEX, then SHDefExtractIcon of the location (as
 * wxWidgets' art provider does) and ExtractIcon / ExtractIconEx of shell32.dll. The icons'
 * pictures and indexes are each implementation's own, so only sizes, answers and signs are
 * printed. */
#include <windows.h>
#include <shellapi.h>
#include <stdio.h>

/* mingw-w64's libshell32 lacks SHDefExtractIconW: looked up as wxWidgets does */
typedef HRESULT (WINAPI *extract_fn)(LPCWSTR, int, UINT, HICON *, HICON *, UINT);
static extract_fn pSHDefExtractIconW;

static int icon_size(HICON h, int *cx, int *cy)
{
    ICONINFO ii;
    BITMAP bm;
    *cx = *cy = 0;
    if (!h || !GetIconInfo(h, &ii)) return 0;
    GetObjectW(ii.hbmColor ? ii.hbmColor : ii.hbmMask, sizeof bm, &bm);
    *cx = bm.bmWidth;
    *cy = ii.hbmColor ? bm.bmHeight : bm.bmHeight / 2;
    if (ii.hbmColor) DeleteObject(ii.hbmColor);
    DeleteObject(ii.hbmMask);
    return 1;
}

static const char *tail(const WCHAR *path, char *buf)
{
    const WCHAR *s = wcsrchr(path, L'\\');
    WideCharToMultiByte(CP_ACP, 0, s ? s + 1 : path, -1, buf, MAX_PATH, NULL, NULL);
    CharLowerA(buf);
    return buf;
}

static void stock(SHSTOCKICONID id, const char *name)
{
    SHSTOCKICONINFO sii;
    WCHAR sysdir[MAX_PATH], expect[MAX_PATH];
    char file[MAX_PATH];
    HICON large = NULL, small = NULL;
    int cx, cy, scx, scy;
    HRESULT hr, hx;

    memset(&sii, 0xcc, sizeof sii);
    sii.cbSize = sizeof sii;
    hr = SHGetStockIconInfo(id, SHGSI_ICON, &sii);
    GetSystemDirectoryW(sysdir, MAX_PATH);
    wsprintfW(expect, L"%s\\shell32.dll", sysdir);
    icon_size(sii.hIcon, &cx, &cy);
    printf("%s hr=%lx path=%s in-sysdir=%d icon=%dx%d\n", name, hr, tail(sii.szPath, file),
           lstrcmpiW(sii.szPath, expect) == 0, cx, cy);
    if (sii.hIcon) DestroyIcon(sii.hIcon);

    sii.cbSize = sizeof sii;
    hr = SHGetStockIconInfo(id, SHGSI_ICON | SHGSI_SMALLICON, &sii);
    icon_size(sii.hIcon, &cx, &cy);
    printf("%s small hr=%lx icon=%dx%d\n", name, hr, cx, cy);
    if (sii.hIcon) DestroyIcon(sii.hIcon);

    /* what wxWidgets asks, then extracts */
    sii.cbSize = sizeof sii;
    sii.hIcon = (HICON)1;
    hr = SHGetStockIconInfo(id, SHGSI_ICONLOCATION | SHGSI_SYSICONINDEX, &sii);
    hx = pSHDefExtractIconW(sii.szPath, sii.iIcon, 0, &large, NULL, 24);
    icon_size(large, &cx, &cy);
    printf("%s location hr=%lx hicon=%p extract hr=%lx icon=%dx%d\n", name, hr, sii.hIcon,
           hx, cx, cy);
    if (large) DestroyIcon(large);
    large = NULL;
    hx = pSHDefExtractIconW(sii.szPath, sii.iIcon, 0, &large, &small, MAKELONG(48, 20));
    icon_size(large, &cx, &cy);
    icon_size(small, &scx, &scy);
    printf("%s extract both hr=%lx large=%dx%d small=%dx%d\n", name, hx, cx, cy, scx, scy);
    if (large) DestroyIcon(large);
    if (small) DestroyIcon(small);
}

int main(void)
{
    SHSTOCKICONINFO sii;
    WCHAR path[MAX_PATH];
    HICON h, hl = NULL, hs = NULL;
    HRESULT hr;
    UINT n;
    int cx, cy;

    pSHDefExtractIconW = (extract_fn)GetProcAddress(LoadLibraryA("shell32.dll"),
                                                    "SHDefExtractIconW");
    memset(&sii, 0, sizeof sii);
    printf("sizeof=%d\n", (int)sizeof sii);
    sii.cbSize = sizeof sii - 1;
    printf("short cbSize hr=%lx\n", SHGetStockIconInfo(SIID_FOLDER, 0, &sii));
    sii.cbSize = sizeof sii + 4;
    printf("long cbSize hr=%lx\n", SHGetStockIconInfo(SIID_FOLDER, 0, &sii));
    printf("null hr=%lx\n", SHGetStockIconInfo(SIID_FOLDER, 0, NULL));
    sii.cbSize = sizeof sii;
    printf("id -1 hr=%lx\n", SHGetStockIconInfo((SHSTOCKICONID)-1, 0, &sii));
    printf("id max hr=%lx\n", SHGetStockIconInfo(SIID_MAX_ICONS, 0, &sii));
    sii.hIcon = (HICON)1;
    hr = SHGetStockIconInfo(SIID_FOLDER, 0, &sii);
    printf("no flags hr=%lx hicon=%p\n", hr, sii.hIcon);

    stock(SIID_DOCNOASSOC, "document");
    stock(SIID_APPLICATION, "application");
    stock(SIID_FOLDER, "folder");
    stock(SIID_FOLDEROPEN, "folderopen");
    stock(SIID_DRIVEFIXED, "drivefixed");
    stock(SIID_DRIVECD, "drivecd");
    stock(SIID_PRINTER, "printer");
    stock(SIID_HELP, "help");
    stock(SIID_WARNING, "warning");
    stock(SIID_INFO, "info");
    stock(SIID_ERROR, "error");
    stock(SIID_DELETE, "delete");
    stock(SIID_FIND, "find");

    /* shell32.dll's icons by ExtractIcon / ExtractIconEx, and a missing file */
    GetSystemDirectoryW(path, MAX_PATH);
    lstrcatW(path, L"\\shell32.dll");
    n = (UINT)(UINT_PTR)ExtractIconW(NULL, path, (UINT)-1);
    printf("shell32 icons>3 %d\n", n > 3);
    h = ExtractIconW(NULL, path, 3);
    icon_size(h, &cx, &cy);
    printf("extracticon 3 %dx%d\n", cx, cy);
    if (h) DestroyIcon(h);
    n = ExtractIconExW(path, 3, &hl, &hs, 1);
    icon_size(hl, &cx, &cy);
    printf("extracticonex n=%u large=%dx%d", n, cx, cy);
    icon_size(hs, &cx, &cy);
    printf(" small=%dx%d\n", cx, cy);
    if (hl) DestroyIcon(hl);
    if (hs) DestroyIcon(hs);
    hl = (HICON)1;
    hr = pSHDefExtractIconW(L"C:\\no-such-file.dll", 0, 0, &hl, NULL, 32);
    printf("missing file hr=%lx\n", hr);
    printf("done\n");
    return 0;
}
