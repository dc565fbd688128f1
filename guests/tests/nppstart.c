/* What Notepad++ (8.5, built by mingw-w64) asks before its window shows: the wide
 * start-up environment (__winitenv, which mingw's wmain start-up writes through),
 * ntdll's RtlGetNtVersionNumbers, crypt32's CryptQueryObject on an unsigned program
 * (its plugin and updater signature check), and the SystemParametersInfo booleans of
 * the 0x1000 range.
 *
 * Built with -municode: wmain's envp is the wide environment msvcrt hands out. */
#include <windows.h>
#include <wincrypt.h>
#include <shlwapi.h>
#include <commctrl.h>
#include <imm.h>
#include <stdio.h>
#include <string.h>

extern wchar_t **__winitenv;    /* msvcrt.dll's exported variable */
typedef wchar_t ***(__cdecl *p_winitenv_t)(void);

typedef void (WINAPI *RtlGetNtVersionNumbers_t)(DWORD *, DWORD *, DWORD *);

static void query(const char *what, DWORD kind, const void *obj, DWORD contents, DWORD formats)
{
    DWORD enc = 0xAA, type = 0xBB, fmt = 0xCC;
    HCERTSTORE store = (HCERTSTORE)1;
    HCRYPTMSG msg = (HCRYPTMSG)1;
    BOOL ok;
    SetLastError(0xdeadbeef);
    ok = CryptQueryObject(kind, obj, contents, formats, 0, &enc, &type, &fmt, &store, &msg, NULL);
    printf("CryptQueryObject(%s): %d err=0x%08lx enc=0x%lx type=0x%lx fmt=0x%lx store=%d msg=%d\n",
           what, ok, GetLastError(), enc, type, fmt, store == (HCERTSTORE)1, msg == (HCRYPTMSG)1);
}

/* Notepad++'s docking containers: a popup dialog restyled WS_CHILD, then SetParent
 * under the main window; an undocked panel goes back to the desktop. */
static void docking(void)
{
    HWND main = CreateWindowExW(0, L"STATIC", L"main", WS_OVERLAPPEDWINDOW | WS_VISIBLE,
                                50, 40, 400, 300, NULL, NULL, NULL, NULL);
    HWND panel = CreateWindowExW(WS_EX_TOOLWINDOW, L"STATIC", L"panel",
                                 WS_POPUP | WS_CAPTION, 30, 20, 120, 80, main, NULL, NULL, NULL);
    HWND old;
    RECT r;
    POINT pt = {0, 0};
    printf("popup: parent=%d owner=%d root=%d\n", GetParent(panel) == main,
           GetWindow(panel, GW_OWNER) == main, GetAncestor(panel, GA_ROOT) == panel);
    SetWindowLongPtrW(panel, GWL_STYLE, WS_CHILD | WS_CLIPSIBLINGS | WS_CLIPCHILDREN);
    old = SetParent(panel, main);
    GetWindowRect(panel, &r);
    ClientToScreen(main, &pt);
    printf("docked: old is desktop %d, parent=%d owner=%d IsChild=%d root is main %d,"
           " at client (%ld,%ld) %ldx%ld\n", old == GetDesktopWindow(),
           GetParent(panel) == main, GetWindow(panel, GW_OWNER) != NULL, IsChild(main, panel),
           GetAncestor(panel, GA_ROOT) == main, r.left - pt.x, r.top - pt.y,
           r.right - r.left, r.bottom - r.top);
    SetWindowLongPtrW(panel, GWL_STYLE, WS_POPUP | WS_CAPTION);
    old = SetParent(panel, NULL);
    GetWindowRect(panel, &r);
    printf("undocked: old is main %d, parent=%d IsChild=%d root is itself %d, at (%ld,%ld)\n",
           old == main, GetParent(panel) != NULL, IsChild(main, panel),
           GetAncestor(panel, GA_ROOT) == panel, r.left, r.top);
    SetLastError(0xdeadbeef);
    old = SetParent(main, main);
    printf("under itself: %d err=%lu\n", old != NULL, GetLastError());
    DestroyWindow(panel);
    DestroyWindow(main);
}

/* Notepad++'s docking manager watches sent messages with WH_CALLWNDPROC hooks. */
static HWND hooked_win;
static int seen_before, seen_after;
static LRESULT after_result;
static WPARAM before_wparam;

static LRESULT CALLBACK before_hook(int code, WPARAM wp, LPARAM lp)
{
    const CWPSTRUCT *cwp = (const CWPSTRUCT *)lp;
    if (code == HC_ACTION && cwp->hwnd == hooked_win && cwp->message == WM_USER + 7 &&
        cwp->wParam == 11 && cwp->lParam == 22) {
        seen_before++;
        before_wparam = wp;
    }
    return CallNextHookEx(NULL, code, wp, lp);
}

static LRESULT CALLBACK after_hook(int code, WPARAM wp, LPARAM lp)
{
    const CWPRETSTRUCT *ret = (const CWPRETSTRUCT *)lp;
    if (code == HC_ACTION && ret->hwnd == hooked_win && ret->message == WM_USER + 7 &&
        ret->wParam == 11 && ret->lParam == 22) {
        seen_after++;
        after_result = ret->lResult;
    }
    return CallNextHookEx(NULL, code, wp, lp);
}

static LRESULT CALLBACK answer_proc(HWND hwnd, UINT msg, WPARAM wp, LPARAM lp)
{
    if (msg == WM_USER + 7)
        return 42;
    return DefWindowProcW(hwnd, msg, wp, lp);
}

static void call_hooks(void)
{
    WNDCLASSW wc = {0};
    HHOOK before, after;
    LRESULT r;
    wc.lpfnWndProc = answer_proc;
    wc.lpszClassName = L"answer";
    RegisterClassW(&wc);
    hooked_win = CreateWindowExW(0, L"answer", L"", WS_OVERLAPPED, 0, 0, 50, 50, NULL, NULL,
                                 NULL, NULL);
    before = SetWindowsHookExW(WH_CALLWNDPROC, before_hook, NULL, GetCurrentThreadId());
    after = SetWindowsHookExW(WH_CALLWNDPROCRET, after_hook, NULL, GetCurrentThreadId());
    printf("hooks installed: %d %d\n", before != NULL, after != NULL);
    r = SendMessageW(hooked_win, WM_USER + 7, 11, 22);
    PostMessageW(hooked_win, WM_USER + 7, 11, 22);     /* posted: no call hook */
    {
        MSG m;
        while (PeekMessageW(&m, hooked_win, 0, 0, PM_REMOVE))
            DispatchMessageW(&m);
    }
    printf("sent: result=%ld before=%d (wParam %d) after=%d (lResult %ld)\n", (long)r,
           seen_before, before_wparam != 0, seen_after, (long)after_result);
    printf("unhooked: %d %d\n", UnhookWindowsHookEx(before), UnhookWindowsHookEx(after));
    SendMessageW(hooked_win, WM_USER + 7, 11, 22);
    printf("after unhooking: before=%d after=%d\n", seen_before, seen_after);
    DestroyWindow(hooked_win);
}

/* Notepad++ gives its menu items bitmaps beside their text (SetMenuItemBitmaps). */
static void menu_bitmaps(void)
{
    HMENU menu = CreatePopupMenu();
    HBITMAP on = CreateBitmap(13, 13, 1, 1, NULL), off = CreateBitmap(13, 13, 1, 1, NULL);
    MENUITEMINFOW mii = {sizeof mii, MIIM_CHECKMARKS};
    AppendMenuW(menu, MF_STRING, 100, L"item");
    printf("SetMenuItemBitmaps: %d", SetMenuItemBitmaps(menu, 100, MF_BYCOMMAND, off, on));
    GetMenuItemInfoW(menu, 100, FALSE, &mii);
    printf(" checked=%d unchecked=%d", mii.hbmpChecked == on, mii.hbmpUnchecked == off);
    printf(" by position: %d", SetMenuItemBitmaps(menu, 0, MF_BYPOSITION, NULL, NULL));
    GetMenuItemInfoW(menu, 100, FALSE, &mii);
    printf(" cleared=%d", mii.hbmpChecked == NULL && mii.hbmpUnchecked == NULL);
    {
        BOOL ok;
        SetLastError(0xdeadbeef);
        ok = SetMenuItemBitmaps(menu, 999, MF_BYCOMMAND, off, on);
        printf(" missing item: %d err=%lu\n", ok, GetLastError());
    }
    DestroyMenu(menu);
    DeleteObject(on);
    DeleteObject(off);
}

/* Notepad++ derives its dark-mode and tab colours through shlwapi's HLS helpers. */
static void colours(void)
{
    static const COLORREF samples[] = {0x000000, 0xFFFFFF, 0x808080, 0x0000FF, 0x00FF00,
                                       0xFF0000, 0x123456, 0xC0FFEE, 0x7F3F1F, 0x01FEFD};
    unsigned i;
    for (i = 0; i < sizeof samples / sizeof samples[0]; i++) {
        WORD h = 0, l = 0, s = 0;
        ColorRGBToHLS(samples[i], &h, &l, &s);
        printf("HLS(%06lx)=%u,%u,%u back=%06lx luma+200=%06lx luma-300=%06lx"
               " luma+50abs=%06lx\n", samples[i], h, l, s,
               ColorHLSToRGB(h, l, s), ColorAdjustLuma(samples[i], 200, TRUE),
               ColorAdjustLuma(samples[i], -300, TRUE), ColorAdjustLuma(samples[i], 50, FALSE));
    }
    printf("HLSToRGB(0,120,240)=%06lx (40,60,200)=%06lx (239,200,10)=%06lx (300,100,100)=%06lx\n",
           ColorHLSToRGB(0, 120, 240), ColorHLSToRGB(40, 60, 200), ColorHLSToRGB(239, 200, 10),
           ColorHLSToRGB(300, 100, 100));
}

/* Notepad++ resizes its toolbar image lists (ImageList_SetIconSize). */
static void image_list_size(void)
{
    HIMAGELIST il = ImageList_Create(16, 16, ILC_COLOR32, 4, 4);
    HBITMAP bmp = CreateBitmap(32, 16, 1, 32, NULL);
    int cx = 0, cy = 0;
    int added = ImageList_Add(il, bmp, NULL);
    printf("ImageList added %d, count %d", added, ImageList_GetImageCount(il));
    printf(", SetIconSize %d", ImageList_SetIconSize(il, 24, 20));
    ImageList_GetIconSize(il, &cx, &cy);
    printf(" -> %dx%d count %d", cx, cy, ImageList_GetImageCount(il));
    printf(", NULL list %d\n", ImageList_SetIconSize(NULL, 8, 8));
    ImageList_Destroy(il);
    DeleteObject(bmp);
}

/* Notepad++ loads its toolbar bitmaps with LR_LOADMAP3DCOLORS | LR_LOADTRANSPARENT: an
 * 8-bit bitmap's greys become the 3-D colours, its first pixel's entry the window's. */
static void write_bmp(const wchar_t *path, int bpp)
{
    /* 4x2 pixels: bottom row (first in the file) indexes 3,0,1,2; top row 2,1,0,3 */
    static const BYTE idx[2][4] = {{3, 0, 1, 2}, {2, 1, 0, 3}};
    static const RGBQUAD pal[4] = {{128, 128, 128, 0}, {192, 192, 192, 0},
                                   {223, 223, 223, 0}, {0, 0, 255, 0}};
    BYTE data[256] = {0};
    BITMAPFILEHEADER *fh = (BITMAPFILEHEADER *)data;
    BITMAPINFOHEADER *ih = (BITMAPINFOHEADER *)(data + sizeof *fh);
    DWORD size, colours = bpp == 8 ? 4 : 0, stride = bpp == 8 ? 4 : 12;
    BYTE *bits;
    int x, y;
    HANDLE f;
    fh->bfType = 0x4D42;
    fh->bfOffBits = sizeof *fh + sizeof *ih + 4 * colours;
    ih->biSize = sizeof *ih;
    ih->biWidth = 4;
    ih->biHeight = 2;
    ih->biPlanes = 1;
    ih->biBitCount = bpp;
    ih->biClrUsed = colours;
    memcpy(data + sizeof *fh + sizeof *ih, pal, 4 * colours);
    bits = data + fh->bfOffBits;
    for (y = 0; y < 2; y++)
        for (x = 0; x < 4; x++) {
            if (bpp == 8)
                bits[y * stride + x] = idx[y][x];
            else
                memcpy(bits + y * stride + 3 * x, &pal[idx[y][x]], 3);
        }
    size = fh->bfOffBits + 2 * stride;
    fh->bfSize = size;
    f = CreateFileW(path, GENERIC_WRITE, 0, NULL, CREATE_ALWAYS, 0, NULL);
    WriteFile(f, data, size, &size, NULL);
    CloseHandle(f);
}

static void mapped_colours(void)
{
    static const UINT flags[] = {0, LR_LOADMAP3DCOLORS, LR_LOADTRANSPARENT,
                                 LR_LOADMAP3DCOLORS | LR_LOADTRANSPARENT};
    static const INT elements[] = {COLOR_WINDOW, COLOR_3DFACE, COLOR_3DSHADOW, COLOR_3DLIGHT};
    static const COLORREF distinct[] = {0xA0B0C0, 0x405060, 0x102030, 0x708090};
    COLORREF saved[4];
    int bpp, i, x, y;
    for (i = 0; i < 4; i++)
        saved[i] = GetSysColor(elements[i]);
    SetSysColors(4, elements, distinct);     /* colours nobody's scheme has */
    for (bpp = 8; bpp <= 24; bpp += 16) {
        write_bmp(L"mapped.bmp", bpp);
        for (i = 0; i < 4; i++) {
            HBITMAP bmp = LoadImageW(NULL, L"mapped.bmp", IMAGE_BITMAP, 0, 0,
                                     LR_LOADFROMFILE | flags[i]);
            HDC dc = CreateCompatibleDC(NULL);
            HGDIOBJ old = SelectObject(dc, bmp);
            printf("LoadImage %dbpp flags 0x%04x:", bpp, flags[i]);
            for (y = 0; y < 2; y++)
                for (x = 0; x < 4; x++)
                    printf(" %06lx", (unsigned long)GetPixel(dc, x, y));
            printf("\n");
            SelectObject(dc, old);
            DeleteDC(dc);
            DeleteObject(bmp);
        }
    }
    DeleteFileW(L"mapped.bmp");
    SetSysColors(4, elements, saved);
}

/* Scintilla's caret and idle timers: SetCoalescableTimer (user32 of Windows 8 and later). */
typedef UINT_PTR (WINAPI *SetCoalescableTimer_t)(HWND, UINT_PTR, UINT, TIMERPROC, ULONG);

static void coalescable_timer(void)
{
    SetCoalescableTimer_t set = (SetCoalescableTimer_t)GetProcAddress(
        GetModuleHandleA("user32.dll"), "SetCoalescableTimer");
    HWND w = CreateWindowExW(0, L"STATIC", L"", WS_OVERLAPPED, 0, 0, 10, 10, NULL, NULL, NULL, NULL);
    UINT_PTR id;
    MSG m;
    DWORD err;
    int ticks = 0;
    if (!set) {
        printf("SetCoalescableTimer: not exported\n");
        return;
    }
    id = set(w, 7, 10, NULL, 0);
    printf("SetCoalescableTimer(default coalescing)=%d", (int)id);
    id = set(w, 8, 10, NULL, 0xFFFFFFFF);
    printf(" (none)=%d", (int)id);
    SetLastError(0xdeadbeef);
    id = set(w, 9, 10, NULL, 0x7FFFFFF6);
    err = GetLastError();
    printf(" (too long)=%d err=%lu", (int)id, err);
    while (ticks < 2 && GetMessageW(&m, w, 0, 0))
        if (m.message == WM_TIMER && m.wParam == 7)
            ticks++;
    printf(" timer 7 fired twice: %d; KillTimer %d\n", ticks == 2, KillTimer(w, 7));
    KillTimer(w, 8);
    DestroyWindow(w);
}

/* Scintilla cancels a composition when it loses the focus (ImmNotifyIME) and keeps the
 * IME's windows beside its caret. */
static void input_method(void)
{
    HWND w = CreateWindowExW(0, L"STATIC", L"", WS_OVERLAPPED, 0, 0, 10, 10, NULL, NULL, NULL, NULL);
    HIMC himc = ImmGetContext(w);
    DWORD conv = 0x55, sent = 0x66;
    CANDIDATEFORM cf = {0, CFS_CANDIDATEPOS, {12, 34}, {0, 0, 0, 0}}, back;
    BOOL ok;
    ok = ImmNotifyIME(himc, NI_COMPOSITIONSTR, CPS_CANCEL, 0);
    printf("ImmNotifyIME(cancel)=%d", ok);
    ok = ImmNotifyIME(NULL, NI_COMPOSITIONSTR, CPS_CANCEL, 0);
    printf(" (NULL)=%d", ok);
    ok = ImmGetConversionStatus(himc, &conv, &sent);
    printf(" GetConversionStatus=%d %lx %lx", ok, conv, sent);
    ok = ImmSetConversionStatus(himc, IME_CMODE_NATIVE, IME_SMODE_NONE);
    printf(" Set=%d", ok);
    ok = ImmGetConversionStatus(himc, &conv, &sent);
    printf(" then %d %lx %lx", ok, conv, sent);
    memset(&back, 0x77, sizeof back);
    ok = ImmGetCandidateWindow(himc, 0, &back);
    printf(" GetCandidateWindow=%d", ok);
    ok = ImmSetCandidateWindow(himc, &cf);
    printf(" Set=%d", ok);
    memset(&back, 0, sizeof back);
    ok = ImmGetCandidateWindow(himc, 0, &back);
    printf(" then %d style=%lx pt=%ld,%ld", ok, back.dwStyle, back.ptCurrentPos.x,
           back.ptCurrentPos.y);
    ok = ImmSetCompositionStringW(himc, SCS_SETSTR, L"x", 2, NULL, 0);
    printf(" SetCompositionString=%d\n", ok);
    ImmReleaseContext(w, himc);
    DestroyWindow(w);
}

int wmain(int argc, wchar_t **argv, wchar_t **envp)
{
    static const UINT actions[] = {0x1000, 0x1002, 0x1004, 0x1006, 0x1008, 0x100A, 0x100C,
                                   0x100E, 0x1012, 0x1014, 0x1016, 0x1018, 0x101A, 0x101C,
                                   0x101E, 0x1020, 0x1022, 0x1024, 0x1026, 0x103E};
    wchar_t self[MAX_PATH];
    DWORD major = 0, minor = 0, build = 0;
    RtlGetNtVersionNumbers_t numbers;
    p_winitenv_t p_winitenv = (p_winitenv_t)GetProcAddress(GetModuleHandleA("msvcrt.dll"),
                                                           "__p___winitenv");
    CRYPT_DATA_BLOB blob;
    unsigned i;
    (void)argc; (void)argv;

    printf("envp is __winitenv: %d, __p___winitenv agrees: %d, has entries: %d\n",
           envp == __winitenv, p_winitenv && *p_winitenv() == __winitenv, envp && envp[0] != NULL);

    numbers = (RtlGetNtVersionNumbers_t)GetProcAddress(GetModuleHandleA("ntdll.dll"),
                                                       "RtlGetNtVersionNumbers");
    numbers(&major, &minor, &build);
    printf("RtlGetNtVersionNumbers: major>=5 %d, build's top nibble 0x%lx, "
           "agrees with GetVersion %d\n", major >= 5, build >> 28,
           (GetVersion() & 0xFFFF) == (minor << 8 | major));
    numbers(NULL, NULL, NULL);
    printf("RtlGetNtVersionNumbers(NULL, NULL, NULL) returns\n");

    GetModuleFileNameW(NULL, self, MAX_PATH);
    query("unsigned program, signed-embed", CERT_QUERY_OBJECT_FILE, self,
          CERT_QUERY_CONTENT_FLAG_PKCS7_SIGNED_EMBED, CERT_QUERY_FORMAT_FLAG_BINARY);
    query("unsigned program, all", CERT_QUERY_OBJECT_FILE, self,
          CERT_QUERY_CONTENT_FLAG_ALL, CERT_QUERY_FORMAT_FLAG_ALL);
    query("missing file", CERT_QUERY_OBJECT_FILE, L"C:\\no such file.exe",
          CERT_QUERY_CONTENT_FLAG_PKCS7_SIGNED_EMBED, CERT_QUERY_FORMAT_FLAG_BINARY);
    query("bad object type", 3, self,
          CERT_QUERY_CONTENT_FLAG_PKCS7_SIGNED_EMBED, CERT_QUERY_FORMAT_FLAG_BINARY);
    query("NULL object", CERT_QUERY_OBJECT_FILE, NULL,
          CERT_QUERY_CONTENT_FLAG_PKCS7_SIGNED_EMBED, CERT_QUERY_FORMAT_FLAG_BINARY);
    blob.cbData = 6;
    blob.pbData = (BYTE *)"hello!";
    query("a blob of text, signed-embed", CERT_QUERY_OBJECT_BLOB, &blob,
          CERT_QUERY_CONTENT_FLAG_PKCS7_SIGNED_EMBED, CERT_QUERY_FORMAT_FLAG_BINARY);

    {   /* Notepad++ reports a failed check with the system's text for the error */
        static const DWORD codes[] = {0x80092009, 0x80092004, 0x800B0100};
        unsigned k;
        for (k = 0; k < 3; k++) {
            wchar_t *text = NULL;
            DWORD n = FormatMessageW(FORMAT_MESSAGE_ALLOCATE_BUFFER | FORMAT_MESSAGE_FROM_SYSTEM |
                                     FORMAT_MESSAGE_IGNORE_INSERTS, NULL, codes[k], 0,
                                     (wchar_t *)&text, 0, NULL);
            printf("FormatMessage(0x%08lx): %lu %ls", codes[k], n, text ? text : L"(none)\n");
            LocalFree(text);
        }
    }

    docking();
    call_hooks();
    menu_bitmaps();
    colours();
    image_list_size();
    mapped_colours();
    coalescable_timer();
    input_method();

    for (i = 0; i < sizeof actions / sizeof actions[0]; i++) {
        BOOL value = 0x55;
        BOOL ok = SystemParametersInfoW(actions[i], 0, &value, 0);
        printf("SPI 0x%04x: %d value=%d\n", actions[i], ok, value);
    }
    return 0;
}
