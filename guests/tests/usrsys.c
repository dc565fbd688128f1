/*
 * usrsys.c - USER's system questions and two chains a program builds on a window:
 * RegisterWindowMessage, GetDesktopWindow, SystemParametersInfo, EnumDisplaySettings,
 * SetWindowSubclass/DefSubclassProc/RemoveWindowSubclass (comctl32) and the clipboard
 * viewer chain (SetClipboardViewer, WM_DRAWCLIPBOARD, ChangeClipboardChain).
 *
 * Everything runs at start-up and prints "name=value" lines; then:
 *   C   copies "usr" to the clipboard (the viewer hears WM_DRAWCLIPBOARD)
 *   U   asks SystemParametersInfo for SPI_SETCURSORS, which wineagent does not implement
 */
#include <windows.h>
#include <commctrl.h>
#include <stdio.h>
#include <string.h>

static HWND main_wnd, second_viewer;
static HWND next_viewer, second_next;
static char trail[128];
static int draws, second_draws, chain_msgs;
static UINT ping;

static void out(const char *fmt, ...)
{
    char buf[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    printf("%s\n", buf);
    fflush(stdout);
}

static LRESULT CALLBACK sub_a(HWND h, UINT m, WPARAM w, LPARAM l, UINT_PTR id, DWORD_PTR ref)
{
    if (m == ping) {
        strcat(trail, "A");
        return DefSubclassProc(h, m, w, l) + ref;
    }
    return DefSubclassProc(h, m, w, l);
}

static LRESULT CALLBACK sub_b(HWND h, UINT m, WPARAM w, LPARAM l, UINT_PTR id, DWORD_PTR ref)
{
    if (m == ping) {
        char tag[16];
        sprintf(tag, "B%u", (unsigned)id);
        strcat(trail, tag);
        return DefSubclassProc(h, m, w, l) * (LRESULT)ref;
    }
    return DefSubclassProc(h, m, w, l);
}

/* removes itself while it runs, then passes the message on: it goes on to the next
   subclass down the chain (sub_a), not past it */
static LRESULT CALLBACK sub_c(HWND h, UINT m, WPARAM w, LPARAM l, UINT_PTR id, DWORD_PTR ref)
{
    if (m == ping) {
        strcat(trail, "C");
        RemoveWindowSubclass(h, sub_c, id);
    }
    return DefSubclassProc(h, m, w, l);
}

static LRESULT CALLBACK second_proc(HWND h, UINT m, WPARAM w, LPARAM l)
{
    if (m == WM_DRAWCLIPBOARD) {
        second_draws++;
        if (second_next)
            SendMessageA(second_next, m, w, l);
        return 0;
    }
    if (m == WM_CHANGECBCHAIN) {
        chain_msgs++;
        if ((HWND)w == second_next)
            second_next = (HWND)l;
        else if (second_next)
            SendMessageA(second_next, m, w, l);
        return 0;
    }
    return DefWindowProcA(h, m, w, l);
}

static void copy_text(HWND hwnd, const char *text)
{
    HGLOBAL g = GlobalAlloc(GMEM_MOVEABLE, strlen(text) + 1);
    strcpy(GlobalLock(g), text);
    GlobalUnlock(g);
    OpenClipboard(hwnd);
    EmptyClipboard();
    SetClipboardData(CF_TEXT, g);
    CloseClipboard();
}

static void system_questions(void)
{
    RECT r;
    NONCLIENTMETRICSA ncm;
    LOGFONTA lf;
    DEVMODEA dm;
    UINT lines = 99;
    BOOL ok;
    int i;
    HWND desk = GetDesktopWindow();
    UINT again = RegisterWindowMessageA("usr_ping"), wide = RegisterWindowMessageW(L"USR_PING");
    UINT other = RegisterWindowMessageA("usr_other");

    out("regmsg inrange=%d same=%d wide_same=%d other_differs=%d", ping >= 0xC000 && ping <= 0xFFFF,
        again == ping, wide == ping, other != ping && other >= 0xC000);
    GetWindowRect(desk, &r);
    out("desktop iswindow=%d same=%d rect=%ld,%ld,%ld,%ld parent_of_main=%d", IsWindow(desk),
        desk == GetDesktopWindow(), r.left, r.top, r.right, r.bottom,
        GetParent(main_wnd) == NULL);
    SystemParametersInfoA(SPI_GETWORKAREA, 0, &r, 0);
    out("workarea=%ld,%ld,%ld,%ld", r.left, r.top, r.right, r.bottom);
    memset(&ncm, 0, sizeof ncm);
    ncm.cbSize = sizeof ncm;
    out("ncm ok=%d", SystemParametersInfoA(SPI_GETNONCLIENTMETRICS, sizeof ncm, &ncm, 0));
    out("ncm border=%d scroll=%d,%d caption=%d,%d menu=%d,%d cycaption=%d cymenu=%d",
        ncm.iBorderWidth, ncm.iScrollWidth, ncm.iScrollHeight, ncm.iCaptionWidth,
        ncm.iCaptionHeight, ncm.iMenuWidth, ncm.iMenuHeight, GetSystemMetrics(SM_CYCAPTION),
        GetSystemMetrics(SM_CYMENU));
    out("ncm captionfont=%s,%ld,%ld msgfont=%s,%ld,%ld", ncm.lfCaptionFont.lfFaceName,
        ncm.lfCaptionFont.lfHeight, ncm.lfCaptionFont.lfWeight, ncm.lfMessageFont.lfFaceName,
        ncm.lfMessageFont.lfHeight, ncm.lfMessageFont.lfWeight);
    ncm.cbSize = 12;
    SetLastError(0);
    ok = SystemParametersInfoA(SPI_GETNONCLIENTMETRICS, 0, &ncm, 0);
    out("ncm badsize=%d err=%lu", ok, GetLastError());
    ok = SystemParametersInfoA(SPI_GETICONTITLELOGFONT, sizeof lf, &lf, 0);
    out("icontitle ok=%d font=%s,%ld,%ld", ok, lf.lfFaceName, lf.lfHeight, lf.lfWeight);
    ok = SystemParametersInfoA(SPI_GETWHEELSCROLLLINES, 0, &lines, 0);
    out("wheel ok=%d lines=%u", ok, lines);
    memset(&dm, 0, sizeof dm);
    dm.dmSize = sizeof dm;
    ok = EnumDisplaySettingsA(NULL, ENUM_CURRENT_SETTINGS, &dm);
    out("mode cur=%d bpp=%lu size=%lux%lu dmsize=%d fields_has_size=%d", ok, dm.dmBitsPerPel,
        dm.dmPelsWidth, dm.dmPelsHeight, dm.dmSize,
        (dm.dmFields & (DM_PELSWIDTH | DM_PELSHEIGHT)) == (DM_PELSWIDTH | DM_PELSHEIGHT));
    ok = EnumDisplaySettingsA(NULL, 0, &dm);
    out("mode 0=%d same=%d", ok, dm.dmPelsWidth == (DWORD)GetSystemMetrics(SM_CXSCREEN)
        && dm.dmPelsHeight == (DWORD)GetSystemMetrics(SM_CYSCREEN));
    for (i = 0; EnumDisplaySettingsA(NULL, i, &dm); i++)
        ;
    out("modes listed=%d", i > 0);
}

static void subclass_chain(HWND hwnd)
{
    DWORD_PTR ref = 0;
    BOOL ok;
    WNDPROC before = (WNDPROC)GetWindowLongPtrA(hwnd, GWLP_WNDPROC);
    LRESULT r;

    SetWindowSubclass(hwnd, sub_a, 1, 5);
    SetWindowSubclass(hwnd, sub_b, 7, 3);
    trail[0] = 0;
    r = SendMessageA(hwnd, ping, 0, 0);
    out("subclass trail=%s result=%ld proc_changed=%d", trail, (long)r,
        (WNDPROC)GetWindowLongPtrA(hwnd, GWLP_WNDPROC) != before);
    ok = GetWindowSubclass(hwnd, sub_b, 7, &ref);
    out("subclass get=%d ref=%lu", ok, (unsigned long)ref);
    ok = GetWindowSubclass(hwnd, sub_b, 8, &ref);
    out("subclass missing=%d ref=%lu", ok, (unsigned long)ref);
    SetWindowSubclass(hwnd, sub_a, 1, 100);   /* same proc and id: new reference data */
    trail[0] = 0;
    r = SendMessageA(hwnd, ping, 0, 0);
    out("subclass updated trail=%s result=%ld", trail, (long)r);
    ok = RemoveWindowSubclass(hwnd, sub_b, 7);
    out("subclass remove=%d again=%d", ok, RemoveWindowSubclass(hwnd, sub_b, 7));
    trail[0] = 0;
    r = SendMessageA(hwnd, ping, 0, 0);
    out("subclass after trail=%s result=%ld", trail, (long)r);
    SetWindowSubclass(hwnd, sub_c, 9, 0);
    trail[0] = 0;
    r = SendMessageA(hwnd, ping, 0, 0);
    out("subclass self-removing trail=%s result=%ld", trail, (long)r);
    trail[0] = 0;
    r = SendMessageA(hwnd, ping, 0, 0);
    out("subclass after self-removal trail=%s result=%ld", trail, (long)r);
    RemoveWindowSubclass(hwnd, sub_a, 1);
    out("subclass restored=%d", (WNDPROC)GetWindowLongPtrA(hwnd, GWLP_WNDPROC) == before);
}

static void viewer_chain(HWND hwnd)
{
    HWND head;
    BOOL ok;
    draws = 0;
    next_viewer = SetClipboardViewer(hwnd);
    out("viewer first next=%d draws=%d head=%d", next_viewer == NULL, draws,
        GetClipboardViewer() == hwnd);
    copy_text(hwnd, "usr");
    out("viewer after copy draws=%d", draws);
    second_next = SetClipboardViewer(second_viewer);
    head = GetClipboardViewer();
    out("viewer second next_is_main=%d head_is_second=%d second_draws=%d", second_next == hwnd,
        head == second_viewer, second_draws);
    copy_text(hwnd, "usr2");
    out("viewer chain draws=%d second_draws=%d", draws, second_draws);
    ok = ChangeClipboardChain(hwnd, next_viewer);
    out("viewer leave=%d chain_msgs=%d second_next_null=%d", ok, chain_msgs,
        second_next == NULL);
    copy_text(hwnd, "usr3");
    out("viewer left draws=%d second_draws=%d", draws, second_draws);
    ChangeClipboardChain(second_viewer, second_next);
    out("viewer empty head_null=%d", GetClipboardViewer() == NULL);
}

static LRESULT CALLBACK wnd_proc(HWND hwnd, UINT msg, WPARAM wp, LPARAM lp)
{
    if (msg == ping)
        return 2;
    switch (msg) {
    case WM_DRAWCLIPBOARD:
        draws++;
        if (next_viewer)
            SendMessageA(next_viewer, msg, wp, lp);
        return 0;
    case WM_CHAR:
        if (wp == 'c' || wp == 'C') {
            int before = draws;
            SetClipboardViewer(hwnd);
            copy_text(hwnd, "usr");
            out("copy draws=%d", draws - before);
        } else if (wp == 'u' || wp == 'U') {
            out("asking SPI_SETCURSORS");
            SystemParametersInfoA(SPI_SETCURSORS, 0, NULL, 0);
            out("not reached");
        }
        return 0;
    case WM_DESTROY:
        PostQuitMessage(0);
        return 0;
    }
    return DefWindowProcA(hwnd, msg, wp, lp);
}

int WINAPI WinMain(HINSTANCE inst, HINSTANCE prev, LPSTR cmd, int show)
{
    WNDCLASSA wc = {0};
    MSG m;
    wc.lpfnWndProc = wnd_proc;
    wc.hInstance = inst;
    wc.hCursor = LoadCursor(NULL, IDC_ARROW);
    wc.hbrBackground = (HBRUSH)(COLOR_WINDOW + 1);
    wc.lpszClassName = "usrsys";
    RegisterClassA(&wc);
    wc.lpfnWndProc = second_proc;
    wc.lpszClassName = "usrsys2";
    RegisterClassA(&wc);
    ping = RegisterWindowMessageA("USR_Ping");
    main_wnd = CreateWindowA("usrsys", "usrsys", WS_OVERLAPPEDWINDOW, 20, 20, 300, 200, NULL,
                             NULL, inst, NULL);
    second_viewer = CreateWindowA("usrsys2", "viewer2", WS_POPUP, 0, 0, 10, 10, NULL, NULL,
                                  inst, NULL);
    ShowWindow(main_wnd, show);
    UpdateWindow(main_wnd);
    system_questions();
    subclass_chain(main_wnd);
    viewer_chain(main_wnd);
    out("ready");
    while (GetMessageA(&m, NULL, 0, 0) > 0) {
        TranslateMessage(&m);
        DispatchMessageA(&m);
    }
    return 0;
}
