/* SPI_GET/SETNONCLIENTMETRICS as Windows keeps them (issue 23 item 6, Wine 8's user32
 * sysparams.c test_SPI_SETNONCLIENTMETRICS; docs/compat.md "Session 33"): SET keeps the
 * raw values, writes them to HKCU\Control Panel\Desktop\WindowMetrics with
 * SPIF_UPDATEINIFILE and sends WM_SETTINGCHANGE with SPIF_SENDCHANGE; GET answers them
 * "cooked" (floors of 8 for the caption and scroll sizes, bars at least as tall as
 * their fonts need); GetSystemMetrics and AdjustWindowRect follow. Before it,
 * SPI_GET/SETFASTTASKSWITCH (always on, never off).
 *
 * The defaults differ between Windows versions (and Wine's from ours), so the lines print
 * differences from the starting values and the relations Windows keeps, not absolutes.
 */
#define _WIN32_WINNT 0x0603
#include <windows.h>
#include <stdio.h>

static int changes;
static WPARAM last_wparam;

static LRESULT CALLBACK proc(HWND hwnd, UINT msg, WPARAM wp, LPARAM lp)
{
    if (msg == WM_SETTINGCHANGE) {
        changes++;
        last_wparam = wp;
    }
    return DefWindowProcA(hwnd, msg, wp, lp);
}

static int tm_height(LOGFONTA *lf, int external)
{
    TEXTMETRICA tm;
    HDC dc = GetDC(0);
    HFONT f = CreateFontIndirectA(lf), old = SelectObject(dc, f);
    GetTextMetricsA(dc, &tm);
    SelectObject(dc, old);
    DeleteObject(f);
    ReleaseDC(0, dc);
    return tm.tmHeight + (external ? tm.tmExternalLeading : 0);
}

/* GdiGetCharDimensions' average width: the extent of a-z A-Z, (cx / 26 + 1) / 2 */
static int avg_width(LOGFONTA *lf)
{
    SIZE sz;
    HDC dc = GetDC(0);
    HFONT f = CreateFontIndirectA(lf), old = SelectObject(dc, f);
    GetTextExtentPoint32A(dc, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ", 52, &sz);
    SelectObject(dc, old);
    DeleteObject(f);
    ReleaseDC(0, dc);
    return (sz.cx / 26 + 1) / 2;
}

static void reg_value(const char *name, NONCLIENTMETRICSA *want_sizes, int field)
{
    HKEY key;
    char buf[64];
    DWORD size = sizeof(buf), type = 0;
    if (RegOpenKeyExA(HKEY_CURRENT_USER, "Control Panel\\Desktop\\WindowMetrics", 0,
                      KEY_READ, &key)) {
        printf("  reg: no key\n");
        return;
    }
    if (RegQueryValueExA(key, name, NULL, &type, (BYTE *)buf, &size)) {
        printf("  reg %s: none\n", name);
    } else if (type == REG_SZ) {
        int v = atoi(buf);
        printf("  reg %s: REG_SZ, matches: %d\n", name, v == field);
    } else {
        printf("  reg %s: type %lu\n", name, type);
    }
    (void)want_sizes;
    RegCloseKey(key);
}

static void reg_font(const char *name, LOGFONTA *lf)
{
    HKEY key;
    LOGFONTW w;
    DWORD size = sizeof(w), type = 0;
    char face[LF_FACESIZE];
    RegOpenKeyExA(HKEY_CURRENT_USER, "Control Panel\\Desktop\\WindowMetrics", 0, KEY_READ, &key);
    if (RegQueryValueExA(key, name, NULL, &type, (BYTE *)&w, &size)) {
        printf("  reg %s: none\n", name);
    } else {
        WideCharToMultiByte(CP_ACP, 0, w.lfFaceName, -1, face, sizeof(face), NULL, NULL);
        printf("  reg %s: type %lu size %lu, height %+ld width %+ld weight %+ld face same %d\n",
               name, type, size, w.lfHeight - lf->lfHeight, w.lfWidth - lf->lfWidth,
               w.lfWeight - lf->lfWeight, !strcmp(face, lf->lfFaceName));
    }
    RegCloseKey(key);
}

static void metrics(const char *when, NONCLIENTMETRICSA *ncm)
{
    int frame = GetSystemMetrics(SM_CXFRAME);
    printf("%s:\n", when);
    printf("  SM_CYCAPTION-iCaptionHeight=%d SM_CXSIZE-iCaptionWidth=%d SM_CYSIZE-iCaptionHeight=%d\n",
           GetSystemMetrics(SM_CYCAPTION) - ncm->iCaptionHeight,
           GetSystemMetrics(SM_CXSIZE) - ncm->iCaptionWidth,
           GetSystemMetrics(SM_CYSIZE) - ncm->iCaptionHeight);
    printf("  SM_CYMENU-iMenuHeight=%d SM_CXMENUSIZE-iMenuWidth=%d SM_CYMENUSIZE-iMenuHeight=%d\n",
           GetSystemMetrics(SM_CYMENU) - ncm->iMenuHeight,
           GetSystemMetrics(SM_CXMENUSIZE) - ncm->iMenuWidth,
           GetSystemMetrics(SM_CYMENUSIZE) - ncm->iMenuHeight);
    printf("  SM_CXVSCROLL,SM_CYHSCROLL-iScrollWidth=%d,%d SM_CYVSCROLL,SM_CXHSCROLL,SM_CYVTHUMB,SM_CXHTHUMB-iScrollHeight=%d,%d,%d,%d\n",
           GetSystemMetrics(SM_CXVSCROLL) - ncm->iScrollWidth,
           GetSystemMetrics(SM_CYHSCROLL) - ncm->iScrollWidth,
           GetSystemMetrics(SM_CYVSCROLL) - ncm->iScrollHeight,
           GetSystemMetrics(SM_CXHSCROLL) - ncm->iScrollHeight,
           GetSystemMetrics(SM_CYVTHUMB) - ncm->iScrollHeight,
           GetSystemMetrics(SM_CXHTHUMB) - ncm->iScrollHeight);
    printf("  SM_CYSMCAPTION-iSmCaptionHeight=%d SM_CXSMSIZE-iSmCaptionWidth=%d SM_CYSMSIZE-iSmCaptionHeight=%d\n",
           GetSystemMetrics(SM_CYSMCAPTION) - ncm->iSmCaptionHeight,
           GetSystemMetrics(SM_CXSMSIZE) - ncm->iSmCaptionWidth,
           GetSystemMetrics(SM_CYSMSIZE) - ncm->iSmCaptionHeight);
    printf("  SM_CXFRAME-iBorderWidth=%d SM_CYMIN=SM_CYCAPTION+2*frame %d SM_CYMINTRACK=SM_CYMIN %d SM_CXMINTRACK=SM_CXMIN %d\n",
           frame - ncm->iBorderWidth,
           GetSystemMetrics(SM_CYMIN) == GetSystemMetrics(SM_CYCAPTION) + 2 * frame,
           GetSystemMetrics(SM_CYMINTRACK) == GetSystemMetrics(SM_CYMIN),
           GetSystemMetrics(SM_CXMINTRACK) == GetSystemMetrics(SM_CXMIN));
}

/* SPI_GET/SETICONMETRICS and SPI_GET/SETICONTITLELOGFONT: spacing, wrap, the icon font */
static void icons(void)
{
    ICONMETRICSA orig, im, cur;
    LOGFONTA lf;
    LOGFONTW lfw;
    int spacing = 0, wrap = -1;
    BOOL ok;
    HKEY key;
    char buf[32];
    DWORD size;

    orig.cbSize = sizeof(orig);
    ok = SystemParametersInfoA(SPI_GETICONMETRICS, sizeof(orig), &orig, 0);
    printf("GETICONMETRICS: %d SM_CXICONSPACING same %d SM_CYICONSPACING same %d\n", ok,
           GetSystemMetrics(SM_CXICONSPACING) == orig.iHorzSpacing,
           GetSystemMetrics(SM_CYICONSPACING) == orig.iVertSpacing);
    SystemParametersInfoA(SPI_GETICONTITLELOGFONT, sizeof(lf), &lf, 0);
    printf("  title font same: %d\n", lf.lfHeight == orig.lfFont.lfHeight
           && !strcmp(lf.lfFaceName, orig.lfFont.lfFaceName));
    im = orig;
    im.iHorzSpacing += 10;
    im.iVertSpacing += 6;
    im.iTitleWrap = !im.iTitleWrap;
    im.lfFont.lfHeight += 1;
    im.lfFont.lfWeight = 314;
    im.lfFont.lfItalic = 1;
    im.lfFont.lfEscapement = 1;
    im.lfFont.lfQuality = DRAFT_QUALITY;
    strcpy(im.lfFont.lfFaceName, "MS Serif");
    changes = 0;
    ok = SystemParametersInfoA(SPI_SETICONMETRICS, sizeof(im), &im, SPIF_UPDATEINIFILE | SPIF_SENDCHANGE);
    printf("SETICONMETRICS: %d WM_SETTINGCHANGE x%d wparam=%#lx\n", ok, changes,
           (unsigned long)last_wparam);
    cur.cbSize = sizeof(cur);
    SystemParametersInfoA(SPI_GETICONMETRICS, sizeof(cur), &cur, 0);
    printf("  spacing %+d,%+d wrap same %d font height %+ld weight %ld italic %d esc %ld quality %d face %s\n",
           cur.iHorzSpacing - orig.iHorzSpacing, cur.iVertSpacing - orig.iVertSpacing,
           cur.iTitleWrap == im.iTitleWrap, cur.lfFont.lfHeight - orig.lfFont.lfHeight,
           cur.lfFont.lfWeight, cur.lfFont.lfItalic, cur.lfFont.lfEscapement,
           cur.lfFont.lfQuality, cur.lfFont.lfFaceName);
    SystemParametersInfoA(SPI_ICONHORIZONTALSPACING, 0, &spacing, 0);
    SystemParametersInfoA(SPI_GETICONTITLEWRAP, 0, &wrap, 0);
    printf("  SM_CXICONSPACING %d SM_CYICONSPACING %d SPI_ICONHORIZONTALSPACING %d GETICONTITLEWRAP %d\n",
           GetSystemMetrics(SM_CXICONSPACING) == cur.iHorzSpacing,
           GetSystemMetrics(SM_CYICONSPACING) == cur.iVertSpacing, spacing == cur.iHorzSpacing,
           wrap == cur.iTitleWrap);
    RegOpenKeyExA(HKEY_CURRENT_USER, "Control Panel\\Desktop\\WindowMetrics", 0, KEY_READ, &key);
    size = sizeof(buf);
    buf[0] = 0;
    RegQueryValueExA(key, "IconSpacing", NULL, NULL, (BYTE *)buf, &size);
    printf("  reg IconSpacing matches %d\n", atoi(buf) == cur.iHorzSpacing);
    size = sizeof(lfw);
    memset(&lfw, 0, sizeof(lfw));
    RegQueryValueExA(key, "IconFont", NULL, NULL, (BYTE *)&lfw, &size);
    printf("  reg IconFont size %lu weight %ld face %d\n", size, lfw.lfWeight,
           !lstrcmpW(lfw.lfFaceName, L"MS Serif"));
    RegCloseKey(key);

    im.iHorzSpacing = 10;
    im.iVertSpacing = -5;
    ok = SystemParametersInfoA(SPI_SETICONMETRICS, sizeof(im), &im, 0);
    SystemParametersInfoA(SPI_GETICONMETRICS, sizeof(cur), &cur, 0);
    printf("SETICONMETRICS small spacing: %d -> %d,%d\n", ok, cur.iHorzSpacing, cur.iVertSpacing);
    im.cbSize = sizeof(im) - 1;
    SetLastError(0xdeadbeef);
    printf("SETICONMETRICS cbSize-1: %d err=%#lx\n",
           SystemParametersInfoA(SPI_SETICONMETRICS, sizeof(im), &im, 0), GetLastError());

    lf = orig.lfFont;
    lf.lfHeight = -13;
    strcpy(lf.lfFaceName, "Courier");
    changes = 0;
    ok = SystemParametersInfoA(SPI_SETICONTITLELOGFONT, sizeof(lf), &lf, SPIF_UPDATEINIFILE | SPIF_SENDCHANGE);
    SystemParametersInfoW(SPI_GETICONTITLELOGFONT, sizeof(lfw), &lfw, 0);
    cur.cbSize = sizeof(cur);
    SystemParametersInfoA(SPI_GETICONMETRICS, sizeof(cur), &cur, 0);
    printf("SETICONTITLELOGFONT: %d x%d wparam=%#lx W height %ld face %d metrics font %ld %s\n", ok,
           changes, (unsigned long)last_wparam, lfw.lfHeight, !lstrcmpW(lfw.lfFaceName, L"Courier"),
           cur.lfFont.lfHeight, cur.lfFont.lfFaceName);

    orig.cbSize = sizeof(orig);
    ok = SystemParametersInfoA(SPI_SETICONMETRICS, sizeof(orig), &orig, SPIF_UPDATEINIFILE);
    SystemParametersInfoA(SPI_GETICONMETRICS, sizeof(cur), &cur, 0);
    printf("restore icons: %d same %d\n", ok, cur.iHorzSpacing == orig.iHorzSpacing
           && cur.iTitleWrap == orig.iTitleWrap && !strcmp(cur.lfFont.lfFaceName, orig.lfFont.lfFaceName));
}

static void print_rect(const char *what, RECT *r, RECT *base)
{
    printf("  %s: %+ld,%+ld %+ld,%+ld\n", what, r->left - base->left, r->top - base->top,
           r->right - base->right, r->bottom - base->bottom);
}

/* SPI_GET/SETWORKAREA: GetMonitorInfo, the maximized metrics and maximized windows follow */
static void workarea(void)
{
    RECT orig, area, now, wr;
    MONITORINFO mi;
    HWND max;
    BOOL ok;
    int frame = GetSystemMetrics(SM_CXFRAME);

    SystemParametersInfoA(SPI_GETWORKAREA, 0, &orig, 0);
    max = CreateWindowA("ncm33", "max", WS_OVERLAPPEDWINDOW, 0, 0, 200, 100, 0, 0,
                        GetModuleHandleA(NULL), NULL);
    ShowWindow(max, SW_MAXIMIZE);
    GetWindowRect(max, &wr);
    print_rect("maximized window - work area", &wr, &orig);
    area = orig;
    area.left += 10;
    area.top += 20;
    area.right -= 40;
    area.bottom -= 30;
    changes = 0;
    ok = SystemParametersInfoA(SPI_SETWORKAREA, 0, &area, SPIF_UPDATEINIFILE | SPIF_SENDCHANGE);
    printf("SETWORKAREA: %d WM_SETTINGCHANGE x%d wparam=%#lx\n", ok, changes, (unsigned long)last_wparam);
    SystemParametersInfoA(SPI_GETWORKAREA, 0, &now, 0);
    print_rect("GETWORKAREA - set", &now, &area);
    mi.cbSize = sizeof(mi);
    GetMonitorInfoA(MonitorFromWindow(max, MONITOR_DEFAULTTOPRIMARY), &mi);
    print_rect("rcWork - set", &mi.rcWork, &area);
    printf("  SM_CXMAXIMIZED %d SM_CYMAXIMIZED %d SM_CXFULLSCREEN %d SM_CYFULLSCREEN %d\n",
           GetSystemMetrics(SM_CXMAXIMIZED) == area.right - area.left + 2 * frame,
           GetSystemMetrics(SM_CYMAXIMIZED) == area.bottom - area.top + 2 * frame,
           GetSystemMetrics(SM_CXFULLSCREEN) == area.right - area.left,
           GetSystemMetrics(SM_CYFULLSCREEN) == area.bottom - area.top - GetSystemMetrics(SM_CYCAPTION));
    GetWindowRect(max, &wr);
    print_rect("maximized window - work area", &wr, &area);
    ShowWindow(max, SW_RESTORE);
    ShowWindow(max, SW_MAXIMIZE);
    GetWindowRect(max, &wr);
    print_rect("maximized again - work area", &wr, &area);
    ok = SystemParametersInfoA(SPI_SETWORKAREA, 0, &orig, SPIF_UPDATEINIFILE | SPIF_SENDCHANGE);
    SystemParametersInfoA(SPI_GETWORKAREA, 0, &now, 0);
    GetWindowRect(max, &wr);
    printf("restore work area: %d\n", ok);
    print_rect("GETWORKAREA - original", &now, &orig);
    print_rect("maximized window - work area", &wr, &orig);
    printf("SETWORKAREA NULL: %d\n", SystemParametersInfoA(SPI_SETWORKAREA, 0, NULL, 0));
    DestroyWindow(max);
}

/* a 2 x 2 24-bit bitmap file: red, green on the top row, blue, white below */
static void write_bmp(const char *path)
{
    static const unsigned char file[] = {
        'B', 'M', 70, 0, 0, 0, 0, 0, 0, 0, 54, 0, 0, 0,
        40, 0, 0, 0, 2, 0, 0, 0, 2, 0, 0, 0, 1, 0, 24, 0, 0, 0, 0, 0, 16, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        255, 0, 0, 255, 255, 255, 0, 0,       /* bottom row: blue, white (BGR) */
        0, 0, 255, 0, 255, 0, 0, 0,           /* top row: red, green */
    };
    DWORD done;
    HANDLE f = CreateFileA(path, GENERIC_WRITE, 0, NULL, CREATE_ALWAYS, 0, NULL);
    WriteFile(f, file, sizeof(file), &done, NULL);
    CloseHandle(f);
}

/* SPI_GET/SETDESKWALLPAPER: the path kept, written to the profile, the change announced;
 * with ``keep`` the wallpaper is left tiled for the test to look at the desktop */
static void wallpaper(int keep)
{
    char path[MAX_PATH], got[MAX_PATH], reg[MAX_PATH];
    HKEY key;
    DWORD size;
    BOOL ok;

    GetFullPathNameA("ncm33wall.bmp", MAX_PATH, path, NULL);
    write_bmp(path);
    if (keep) {
        RegOpenKeyExA(HKEY_CURRENT_USER, "Control Panel\\Desktop", 0, KEY_SET_VALUE, &key);
        RegSetValueExA(key, "TileWallpaper", 0, REG_SZ, (const BYTE *)"1", 2);
        RegCloseKey(key);
        ok = SystemParametersInfoA(SPI_SETDESKWALLPAPER, 0, path, 0);
        printf("wallpaper kept: %d\n", ok);
        return;
    }
    strcpy(got, "x");
    ok = SystemParametersInfoA(SPI_GETDESKWALLPAPER, sizeof(got), got, 0);
    printf("GETDESKWALLPAPER: %d \"%s\"\n", ok, got);
    changes = 0;
    ok = SystemParametersInfoA(SPI_SETDESKWALLPAPER, 0, path, SPIF_UPDATEINIFILE | SPIF_SENDCHANGE);
    printf("SETDESKWALLPAPER: %d WM_SETTINGCHANGE x%d wparam=%#lx\n", ok, changes,
           (unsigned long)last_wparam);
    SystemParametersInfoA(SPI_GETDESKWALLPAPER, sizeof(got), got, 0);
    RegOpenKeyExA(HKEY_CURRENT_USER, "Control Panel\\Desktop", 0, KEY_READ, &key);
    size = sizeof(reg);
    reg[0] = 0;
    RegQueryValueExA(key, "Wallpaper", NULL, NULL, (BYTE *)reg, &size);
    RegCloseKey(key);
    printf("  GET same %d reg same %d\n", !strcmp(got, path), !strcmp(reg, path));
    ok = SystemParametersInfoA(SPI_SETDESKWALLPAPER, 0, "", SPIF_UPDATEINIFILE);
    strcpy(got, "x");
    SystemParametersInfoA(SPI_GETDESKWALLPAPER, sizeof(got), got, 0);
    printf("SETDESKWALLPAPER \"\": %d GET \"%s\"\n", ok, got);
    ok = SystemParametersInfoA(SPI_SETDESKWALLPAPER, 0, NULL, 0);
    strcpy(got, "x");
    SystemParametersInfoA(SPI_GETDESKWALLPAPER, sizeof(got), got, 0);
    printf("SETDESKWALLPAPER NULL: %d GET \"%s\"\n", ok, got);
    DeleteFileA(path);
}

/* HWND_MESSAGE windows: their parent is the message windows' root, a hidden 100 x 100
 * window; a WS_CHILD one is its child (sysparams.c's message window rect) */
static void message_only(void)
{
    HWND top, child, root, root2;
    RECT r;
    char name[64] = "";

    top = CreateWindowA("ncm33", "top", 0, 0, 0, 10, 10, HWND_MESSAGE, 0, GetModuleHandleA(NULL), NULL);
    child = CreateWindowA("ncm33", "child", WS_CHILD, 10, 10, 20, 20, HWND_MESSAGE, 0,
                          GetModuleHandleA(NULL), NULL);
    root = GetAncestor(top, GA_PARENT);
    root2 = GetAncestor(child, GA_PARENT);
    GetWindowRect(root, &r);
    GetClassNameA(root, name, sizeof(name));
    printf("message-only: top %d child %d same root %d root is desktop %d\n", top != 0,
           child != 0, root == root2, root == GetDesktopWindow());
    printf("  root %s %ld,%ld %ld,%ld visible %d GetParent(child) root %d GetParent(top) NULL %d\n",
           name, r.left, r.top, r.right, r.bottom, IsWindowVisible(root),
           GetParent(child) == root, GetParent(top) == NULL);
    GetWindowRect(child, &r);
    printf("  child %ld,%ld %ld,%ld visible %d FindWindowEx %d\n", r.left, r.top,
           r.right, r.bottom, IsWindowVisible(child),
           FindWindowExA(HWND_MESSAGE, 0, "ncm33", "child") == child);
    DestroyWindow(child);
    DestroyWindow(top);
}

int main(int argc, char **argv)
{
    NONCLIENTMETRICSA start, ncm, cur;
    NONCLIENTMETRICSW w;
    UINT size = FIELD_OFFSET(NONCLIENTMETRICSA, iPaddedBorderWidth);
    WNDCLASSA wc = {0};
    HWND hwnd;
    RECT r, wr;
    int cxmin, cymin, cycap, cymenu, cxv;
    BOOL ok;

    if (argc > 1 && !strcmp(argv[1], "keep")) {
        wallpaper(1);
        return 0;
    }
    wc.lpfnWndProc = proc;
    wc.hInstance = GetModuleHandleA(NULL);
    wc.lpszClassName = "ncm33";
    RegisterClassA(&wc);
    hwnd = CreateWindowA("ncm33", "ncm33", WS_OVERLAPPEDWINDOW | WS_VSCROLL, 10, 10, 300, 200,
                         0, CreateMenu(), wc.hInstance, NULL);
    AppendMenuA(GetMenu(hwnd), MF_STRING, 1, "&File");
    DrawMenuBar(hwnd);

    {
        BOOL on = 7;
        SetLastError(0xdeadbeef);
        ok = SystemParametersInfoA(SPI_GETFASTTASKSWITCH, 0, &on, 0);
        printf("GETFASTTASKSWITCH: %d %d err=%#lx\n", ok, on, GetLastError());
        SetLastError(0xdeadbeef);
        ok = SystemParametersInfoA(SPI_SETFASTTASKSWITCH, FALSE, NULL, SPIF_UPDATEINIFILE);
        printf("SETFASTTASKSWITCH FALSE: %d err=%#lx\n", ok, GetLastError());
    }
    start.cbSize = size;
    ok = SystemParametersInfoA(SPI_GETNONCLIENTMETRICS, 0, &start, 0);
    printf("GET: %d iCaptionWidth>=8 %d iScrollWidth>=8 %d\n", ok, start.iCaptionWidth >= 8,
           start.iScrollWidth >= 8);
    printf("  iMenuHeight>=2+tm %d iCaptionHeight>=2+tm %d iSmCaptionHeight>=2+tm %d\n",
           start.iMenuHeight >= 2 + tm_height(&start.lfMenuFont, 1),
           start.iCaptionHeight >= 2 + tm_height(&start.lfCaptionFont, 0),
           start.iSmCaptionHeight >= 2 + tm_height(&start.lfSmCaptionFont, 0));
    metrics("start", &start);
    cxmin = GetSystemMetrics(SM_CXMIN);
    cymin = GetSystemMetrics(SM_CYMIN);
    cycap = GetSystemMetrics(SM_CYCAPTION);
    cymenu = GetSystemMetrics(SM_CYMENU);
    cxv = GetSystemMetrics(SM_CXVSCROLL);
    GetClientRect(hwnd, &r);
    GetWindowRect(hwnd, &wr);
    printf("window: client = window - 2*SM_CXFRAME - SM_CXVSCROLL: %d\n",
           r.right == wr.right - wr.left - 2 * GetSystemMetrics(SM_CXFRAME)
                      - GetSystemMetrics(SM_CXVSCROLL));

    /* small changes, as sysparams.c makes them */
    ncm = start;
    ncm.iBorderWidth += 1;
    ncm.iScrollWidth += 2;
    ncm.iScrollHeight -= 1;
    ncm.iCaptionWidth -= 2;
    ncm.iCaptionHeight += 4;
    ncm.lfCaptionFont.lfHeight += 1;
    ncm.lfCaptionFont.lfWeight += 1;
    ncm.iSmCaptionWidth += 1;
    ncm.iSmCaptionHeight += 2;
    ncm.iMenuWidth += 1;
    ncm.iMenuHeight += 3;
    ncm.lfMenuFont.lfWidth += 1;
    ncm.lfStatusFont.lfWeight += 3;
    ncm.lfMessageFont.lfHeight -= 2;
    changes = 0;
    ok = SystemParametersInfoA(SPI_SETNONCLIENTMETRICS, 0, &ncm,
                               SPIF_UPDATEINIFILE | SPIF_SENDCHANGE);
    printf("SET: %d WM_SETTINGCHANGE x%d wparam=%#lx\n", ok, changes, (unsigned long)last_wparam);
    cur.cbSize = size;
    ok = SystemParametersInfoA(SPI_GETNONCLIENTMETRICS, 0, &cur, 0);
    printf("GET: %d border %+d scroll %+d,%+d caption %+d,%+d small %+d,%+d menu %+d,%+d\n", ok,
           cur.iBorderWidth - start.iBorderWidth, cur.iScrollWidth - start.iScrollWidth,
           cur.iScrollHeight - start.iScrollHeight, cur.iCaptionWidth - start.iCaptionWidth,
           cur.iCaptionHeight - start.iCaptionHeight,
           cur.iSmCaptionWidth - start.iSmCaptionWidth,
           cur.iSmCaptionHeight - start.iSmCaptionHeight, cur.iMenuWidth - start.iMenuWidth,
           cur.iMenuHeight - start.iMenuHeight);
    printf("  fonts: caption %+ld/%+ld menu width %+ld status weight %+ld message %+ld\n",
           cur.lfCaptionFont.lfHeight - start.lfCaptionFont.lfHeight,
           cur.lfCaptionFont.lfWeight - start.lfCaptionFont.lfWeight,
           cur.lfMenuFont.lfWidth - start.lfMenuFont.lfWidth,
           cur.lfStatusFont.lfWeight - start.lfStatusFont.lfWeight,
           cur.lfMessageFont.lfHeight - start.lfMessageFont.lfHeight);
    metrics("after", &cur);
    printf("  SM_CYCAPTION %+d SM_CYMENU %+d SM_CXVSCROLL %+d SM_CYMIN %+d\n",
           GetSystemMetrics(SM_CYCAPTION) - cycap, GetSystemMetrics(SM_CYMENU) - cymenu,
           GetSystemMetrics(SM_CXVSCROLL) - cxv, GetSystemMetrics(SM_CYMIN) - cymin);
    printf("  SM_CXMIN = 3*iCaptionWidth+SM_CYSIZE+4+4*avg+2*SM_CXFRAME: %d\n",
           GetSystemMetrics(SM_CXMIN) == 3 * max(cur.iCaptionWidth, 8)
           + GetSystemMetrics(SM_CYSIZE) + 4 + 4 * avg_width(&cur.lfCaptionFont)
           + 2 * GetSystemMetrics(SM_CXFRAME));
    {
        RECT c2, w2;
        GetClientRect(hwnd, &c2);
        GetWindowRect(hwnd, &w2);
        printf("  window size %+ld,%+ld client %+ld,%+ld\n",
               (w2.right - w2.left) - (wr.right - wr.left), (w2.bottom - w2.top) - (wr.bottom - wr.top),
               c2.right - r.right, c2.bottom - r.bottom);
    }
    reg_value("CaptionHeight", &cur, cur.iCaptionHeight);
    reg_value("MenuHeight", &cur, cur.iMenuHeight);
    reg_value("ScrollWidth", &cur, cur.iScrollWidth);
    reg_value("SmCaptionWidth", &cur, cur.iSmCaptionWidth);
    reg_font("CaptionFont", &cur.lfCaptionFont);
    reg_font("MessageFont", &cur.lfMessageFont);
    {
        RECT a = {0, 0, 100, 100};
        AdjustWindowRect(&a, WS_OVERLAPPEDWINDOW, TRUE);
        printf("AdjustWindowRect top: -(frame+caption+menu) %d\n",
               -a.top == GetSystemMetrics(SM_CYFRAME) + GetSystemMetrics(SM_CYCAPTION)
                         + GetSystemMetrics(SM_CYMENU));
    }

    /* "invalid": big fonts, sizes of 0 */
    ncm = start;
    ncm.lfMenuFont.lfHeight -= 8;
    ncm.lfCaptionFont.lfHeight = -4;
    ncm.lfSmCaptionFont.lfHeight -= 10;
    ncm.iCaptionWidth = 0;
    ncm.iCaptionHeight = 0;
    ncm.iScrollHeight = 0;
    ncm.iScrollWidth = 0;
    changes = 0;
    ok = SystemParametersInfoA(SPI_SETNONCLIENTMETRICS, 0, &ncm,
                               SPIF_UPDATEINIFILE | SPIF_SENDCHANGE);
    printf("SET big fonts, zero sizes: %d WM_SETTINGCHANGE x%d\n", ok, changes);
    reg_value("CaptionHeight", &ncm, ncm.iCaptionHeight);
    reg_value("ScrollWidth", &ncm, ncm.iScrollWidth);
    cur.cbSize = size;
    SystemParametersInfoA(SPI_GETNONCLIENTMETRICS, 0, &cur, 0);
    printf("  menu cooked %d caption cooked %d small cooked %d\n",
           cur.iMenuHeight == max(ncm.iMenuHeight, 2 + tm_height(&ncm.lfMenuFont, 1)),
           cur.iCaptionHeight == max(ncm.iCaptionHeight, 2 + tm_height(&ncm.lfCaptionFont, 0)),
           cur.iSmCaptionHeight == max(ncm.iSmCaptionHeight, 2 + tm_height(&ncm.lfSmCaptionFont, 0)));
    printf("  caption width %d scroll %d,%d\n", cur.iCaptionWidth, cur.iScrollWidth,
           cur.iScrollHeight);
    metrics("after big fonts", &cur);

    /* sizes it refuses */
    ncm.cbSize = size + 1;
    changes = 0;
    printf("SET cbSize+1: %d x%d\n", SystemParametersInfoA(SPI_SETNONCLIENTMETRICS, 0, &ncm, SPIF_SENDCHANGE | SPIF_UPDATEINIFILE), changes);
    printf("SET NULL: %d\n", SystemParametersInfoA(SPI_SETNONCLIENTMETRICS, 0, NULL, 0));
    ncm.cbSize = sizeof(ncm);
    printf("SET cbSize with padding: %d\n", SystemParametersInfoA(SPI_SETNONCLIENTMETRICS, 0, &ncm, 0));

    /* the wide structure, without SPIF_SENDCHANGE: no message */
    w.cbSize = FIELD_OFFSET(NONCLIENTMETRICSW, iPaddedBorderWidth);
    SystemParametersInfoW(SPI_GETNONCLIENTMETRICS, 0, &w, 0);
    w.iMenuHeight = start.iMenuHeight + 12;  /* taller than the big menu font needs */
    changes = 0;
    ok = SystemParametersInfoW(SPI_SETNONCLIENTMETRICS, 0, &w, SPIF_UPDATEINIFILE);
    cur.cbSize = size;
    SystemParametersInfoA(SPI_GETNONCLIENTMETRICS, 0, &cur, 0);
    printf("SETW: %d x%d menu %+d SM_CYMENU %+d caption face same %d\n", ok, changes,
           cur.iMenuHeight - start.iMenuHeight, GetSystemMetrics(SM_CYMENU) - cymenu,
           !strcmp(cur.lfCaptionFont.lfFaceName, start.lfCaptionFont.lfFaceName));

    /* back as it was */
    start.cbSize = size;
    ok = SystemParametersInfoA(SPI_SETNONCLIENTMETRICS, 0, &start, SPIF_UPDATEINIFILE);
    printf("restore: %d SM_CYCAPTION %+d SM_CYMENU %+d SM_CXVSCROLL %+d SM_CXMIN %+d\n", ok,
           GetSystemMetrics(SM_CYCAPTION) - cycap, GetSystemMetrics(SM_CYMENU) - cymenu,
           GetSystemMetrics(SM_CXVSCROLL) - cxv, GetSystemMetrics(SM_CXMIN) - cxmin);
    icons();
    workarea();
    wallpaper(0);
    message_only();
    {
        /* RedrawWindow with an update region (sysparams.c's DPI tests use one) */
        HRGN rgn = CreateRectRgn(5, 5, 10, 10);
        RECT u;
        ShowWindow(hwnd, SW_SHOW);
        UpdateWindow(hwnd);
        ValidateRect(hwnd, NULL);
        printf("RedrawWindow rgn invalidate: %d", RedrawWindow(hwnd, NULL, rgn, RDW_INVALIDATE));
        GetUpdateRect(hwnd, &u, FALSE);
        printf(" update %ld,%ld %ld,%ld\n", u.left, u.top, u.right, u.bottom);
        SetRectRgn(rgn, 5, 5, 7, 10);
        printf("RedrawWindow rgn validate: %d", RedrawWindow(hwnd, NULL, rgn, RDW_VALIDATE));
        GetUpdateRect(hwnd, &u, FALSE);
        printf(" update %ld,%ld %ld,%ld\n", u.left, u.top, u.right, u.bottom);
        DeleteObject(rgn);
        /* the desktop's: screen coordinates, the top-level windows only with
         * RDW_ALLCHILDREN */
        ValidateRect(hwnd, NULL);
        GetClientRect(hwnd, &u);
        MapWindowPoints(hwnd, 0, (POINT *)&u, 2);
        InflateRect(&u, -30, -20);
        RedrawWindow(0, &u, 0, RDW_INVALIDATE);
        GetUpdateRect(hwnd, &u, FALSE);
        printf("RedrawWindow(NULL) without RDW_ALLCHILDREN: update empty %d\n", IsRectEmpty(&u));
        GetClientRect(hwnd, &u);
        MapWindowPoints(hwnd, 0, (POINT *)&u, 2);
        InflateRect(&u, -30, -20);
        RedrawWindow(0, &u, 0, RDW_INVALIDATE | RDW_ALLCHILDREN);
        {
            RECT c, got;
            GetClientRect(hwnd, &c);
            GetUpdateRect(hwnd, &got, FALSE);
            printf("RedrawWindow(NULL) RDW_ALLCHILDREN: update = client inset 30,20: %d\n",
                   got.left == 30 && got.top == 20 && got.right == c.right - 30 && got.bottom == c.bottom - 20);
        }
        ValidateRect(hwnd, NULL);
        {
            /* LogicalToPhysicalPointForPerMonitorDPI: inside the window rect, edges included */
            RECT w;
            POINT p;
            GetWindowRect(hwnd, &w);
            p.x = w.left - 1; p.y = w.top;
            printf("LogicalToPhysical: left-1 %d", LogicalToPhysicalPointForPerMonitorDPI(hwnd, &p));
            p.x = w.left; p.y = w.top;
            printf(" corner %d (%d)", LogicalToPhysicalPointForPerMonitorDPI(hwnd, &p),
                   p.x == w.left && p.y == w.top);
            p.x = w.right; p.y = w.bottom;
            printf(" right,bottom %d", LogicalToPhysicalPointForPerMonitorDPI(hwnd, &p));
            p.x = w.right; p.y = w.bottom + 1;
            printf(" bottom+1 %d", LogicalToPhysicalPointForPerMonitorDPI(hwnd, &p));
            p.x = w.left + 5; p.y = w.top + 5;
            printf(" Physical inside %d (%d)", PhysicalToLogicalPointForPerMonitorDPI(hwnd, &p),
                   p.x == w.left + 5);
            p.x = w.right + 1;
            printf(" outside %d\n", PhysicalToLogicalPointForPerMonitorDPI(hwnd, &p));
        }
    }
    {
        /* a yes-or-no setting keeps TRUE for any nonzero value; GetSysColorBrush of an
         * index past the elements is NULL */
        UINT v = 7, old = 0;
        SystemParametersInfoA(SPI_GETFONTSMOOTHING, 0, &old, 0);
        SystemParametersInfoA(SPI_SETFONTSMOOTHING, 2, NULL, 0);
        SystemParametersInfoA(SPI_GETFONTSMOOTHING, 0, &v, 0);
        printf("FONTSMOOTHING set 2: get %u", v);
        SystemParametersInfoA(SPI_SETFONTSMOOTHING, (UINT)-1, NULL, 0);
        SystemParametersInfoA(SPI_GETFONTSMOOTHING, 0, &v, 0);
        printf(", set -1: get %u\n", v);
        SystemParametersInfoA(SPI_SETFONTSMOOTHING, old, NULL, 0);
        SetLastError(0xdeadbeef);
        printf("GetSysColorBrush -1 NULL %d 31 NULL %d err=%#lx 30 %d\n", GetSysColorBrush(-1) == NULL,
               GetSysColorBrush(COLOR_MENUBAR + 1) == NULL, GetLastError(),
               GetSysColorBrush(COLOR_MENUBAR) != NULL);
    }
    {
        /* EnumDisplaySettings sets dmSize; EnumDisplaySettingsEx keeps it and writes
         * nothing past it; the orientation is among the fields, the position only for
         * the current settings */
        DEVMODEA dm;
        memset(&dm, 0, sizeof(dm));
        dm.dmSize = sizeof(dm);
        EnumDisplaySettingsA(NULL, ENUM_CURRENT_SETTINGS, &dm);
        printf("EnumDisplaySettings current: dmSize %u fields %#lx\n", dm.dmSize, dm.dmFields & 0x7c00a0);
        memset(&dm, 0, sizeof(dm));
        dm.dmSize = sizeof(dm);
        EnumDisplaySettingsA(NULL, 0, &dm);
        printf("EnumDisplaySettings 0: fields %#lx\n", dm.dmFields & 0x7c00a0);
        memset(&dm, 0, sizeof(dm));
        dm.dmSize = FIELD_OFFSET(DEVMODEA, dmFields) + 1;
        printf("EnumDisplaySettingsEx short: %d", EnumDisplaySettingsExA(NULL, ENUM_CURRENT_SETTINGS, &dm, 0));
        printf(" dmSize kept %d fields %#lx width %lu\n", dm.dmSize == FIELD_OFFSET(DEVMODEA, dmFields) + 1,
               dm.dmFields, dm.dmPelsWidth);
    }
    DestroyWindow(hwnd);
    return 0;
}
