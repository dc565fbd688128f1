/* USER32 conformance round (issue 23 item 6): one line per check of the families the
 * round added or fixed, each printed with the values the calls answered. The expected
 * lines in test/win32/user/test_u32conformance.py are what this exe prints under Wine 8
 * (xvfb-run -a wine u32conf.exe), except where the test says why not. */
#include <windows.h>
#include <stdio.h>

static HANDLE ev_manual, ev_auto;
static LONG woke;

static DWORD WINAPI waiter(LPVOID arg)
{
    if (WaitForSingleObject((HANDLE)arg, 2000) == WAIT_OBJECT_0)
        InterlockedIncrement(&woke);
    return 0;
}

static void pulse(void)
{
    HANDLE t[2];
    DWORD r;
    ev_manual = CreateEventA(NULL, TRUE, FALSE, NULL);
    ev_auto = CreateEventA(NULL, FALSE, FALSE, NULL);
    /* no waiter: the pulse leaves the event reset */
    PulseEvent(ev_manual);
    r = WaitForSingleObject(ev_manual, 0);
    printf("pulse no waiter: wait=%lu\n", r);
    woke = 0;
    t[0] = CreateThread(NULL, 0, waiter, ev_manual, 0, NULL);
    t[1] = CreateThread(NULL, 0, waiter, ev_manual, 0, NULL);
    Sleep(100);
    PulseEvent(ev_manual);
    WaitForMultipleObjects(2, t, TRUE, 5000);
    printf("pulse manual: woke=%ld after=%lu\n", woke, WaitForSingleObject(ev_manual, 0));
    woke = 0;
    t[0] = CreateThread(NULL, 0, waiter, ev_auto, 0, NULL);
    t[1] = CreateThread(NULL, 0, waiter, ev_auto, 0, NULL);
    Sleep(100);
    PulseEvent(ev_auto);
    WaitForMultipleObjects(2, t, TRUE, 5000);
    printf("pulse auto: woke=%ld\n", woke);
    { BOOL ok = PulseEvent(NULL); printf("pulse bad handle: ok=%d err=%lu\n", ok, GetLastError()); }
}

static LRESULT CALLBACK deny_proc(HWND hwnd, UINT msg, WPARAM wp, LPARAM lp)
{
    if (msg == WM_USER + 7) return BROADCAST_QUERY_DENY;
    return DefWindowProcA(hwnd, msg, wp, lp);
}

static void broadcast(void)
{
    DWORD recips = BSM_APPLICATIONS;
    BSMINFO info;
    WNDCLASSA wc = {0};
    HWND hwnd;
    long r;
    wc.lpfnWndProc = deny_proc;
    wc.lpszClassName = "u32conf_deny";
    RegisterClassA(&wc);
    hwnd = CreateWindowA("u32conf_deny", "deny", WS_POPUP, 0, 0, 10, 10, 0, 0, 0, 0);
    SetLastError(0xdeadbeef);
    r = BroadcastSystemMessageExA(0x80000000, &recips, WM_NULL, 0, 0, NULL);
    printf("bsm bad flags: r=%ld err=%lu\n", r, GetLastError());
    memset(&info, 0, sizeof(info));
    info.cbSize = sizeof(info);
    recips = BSM_APPLICATIONS;
    r = BroadcastSystemMessageExA(BSF_QUERY | BSF_RETURNHDESK, &recips, WM_USER + 7, 0, 0, &info);
    printf("bsm deny: r=%ld hwnd_is_ours=%d\n", r, info.hwnd == hwnd);
    DestroyWindow(hwnd);
}

static void drawtext(void)
{
    HDC hdc = GetDC(0);
    RECT rc;
    DRAWTEXTPARAMS dtp;
    int h, w0;
    static char text[] = "Hello world";
    static WCHAR textW[] = L"Wide";
    SetRect(&rc, 10, 10, 100, 100);
    h = DrawTextExA(hdc, text, 0, &rc, DT_CALCRECT, NULL);
    printf("dtA count 0: h=%d rc=%ld,%ld,%ld,%ld\n", h, rc.left, rc.top, rc.right, rc.bottom);
    SetRect(&rc, 10, 10, 100, 100);
    h = DrawTextExA(hdc, (char *)"", -1, &rc, DT_CALCRECT, NULL);
    printf("dtA empty: h>0=%d rc=%ld,%ld,%ld,%ld\n", h > 0, rc.left, rc.top, rc.right, rc.bottom);
    SetRect(&rc, 10, 10, 100, 100);
    h = DrawTextExA(hdc, NULL, 10, &rc, 0, NULL);
    printf("dtA NULL 10: h=%d\n", h);
    SetRect(&rc, 10, 10, 100, 100);
    h = DrawTextExW(hdc, textW, 0, &rc, DT_CALCRECT, NULL);
    printf("dtW count 0: h>0=%d unchanged=%d\n", h > 0, rc.right == 100 && rc.bottom == 100);
    SetRectEmpty(&rc);
    h = DrawTextExW(hdc, textW, -1, &rc, DT_SINGLELINE | DT_CALCRECT | DT_BOTTOM, NULL);
    printf("dtW bottom of empty rect: h=%d\n", h);
    dtp.cbSize = 1;
    dtp.uiLengthDrawn = 1337;
    h = DrawTextExA(hdc, text, -1, &rc, 0, &dtp);
    printf("dtA bad cbSize: h=%d drawn=%u\n", h, dtp.uiLengthDrawn);
    memset(&dtp, 0, sizeof(dtp));
    dtp.cbSize = sizeof(dtp);
    SetRectEmpty(&rc);
    DrawTextExA(hdc, text, -1, &rc, DT_CALCRECT, &dtp);
    w0 = rc.right;
    dtp.iLeftMargin = 8;
    dtp.iRightMargin = 4;
    SetRectEmpty(&rc);
    DrawTextExA(hdc, text, -1, &rc, DT_CALCRECT, &dtp);
    printf("dtA margins: extra=%ld drawn=%u\n", rc.right - w0, dtp.uiLengthDrawn);
    SetMapMode(hdc, MM_HIENGLISH);
    SetRect(&rc, 0, 0, 1000, 0);
    DrawTextA(hdc, text, -1, &rc, DT_CALCRECT);
    printf("dt MM_HIENGLISH: bottom<0=%d\n", rc.bottom < 0);
    SetMapMode(hdc, MM_TEXT);
    SetRect(&rc, 0, 0, 1, 1);
    h = DrawTextA(hdc, (char *)"line1 line2", -1, &rc, DT_CALCRECT | DT_WORDBREAK);
    w0 = DrawTextA(hdc, (char *)"line1 line2", -1, &rc, DT_CALCRECT);
    SetRect(&rc, 0, 0, 1, 1);
    h = DrawTextA(hdc, (char *)"line1 line2", -1, &rc, DT_CALCRECT | DT_WORDBREAK | DT_EDITCONTROL);
    printf("dt editcontrol: lines>=6=%d\n", h >= 6 * w0);
    printf("tabbed extent n=0: %lu\n", GetTabbedTextExtentA(hdc, "x", 0, 0, NULL));
    printf("drawstate text: %d null: %d\n",
           !!DrawStateA(hdc, GetStockObject(DKGRAY_BRUSH), NULL, (LPARAM)text, 0, 0, 0, 10, 10, DST_TEXT),
           DrawStateA(hdc, GetStockObject(DKGRAY_BRUSH), NULL, 0, 5, 0, 0, 10, 10, DST_TEXT));
    ReleaseDC(0, hdc);
}

static void strings(void)
{
    WCHAR w[4] = {0};
    WCHAR buf[8];
    int n = MultiByteToWideChar(CP_OEMCP, MB_USEGLYPHCHARS, "\x01\x7f\x41", 3, w, 4);
    printf("glyphs: n=%d %04x %04x %04x\n", n, w[0], w[1], w[2]);
    wsprintfW(buf, L"%C", 0x99);
    printf("wsprintfW %%C 0x99: %04x\n", buf[0]);
}

static void scrollinfo(void)
{
    SCROLLBARINFO sbi;
    HWND hwnd = CreateWindowA("static", "", WS_POPUP | WS_VSCROLL | WS_VISIBLE, 20, 30, 100, 120,
                              0, 0, 0, 0);
    HWND ctl = CreateWindowA("scrollbar", "", WS_POPUP | SBS_HORZ | WS_VISIBLE, 0, 0, 100, 17,
                             0, 0, 0, 0);
    RECT wr;
    BOOL ok;
    sbi.cbSize = sizeof(sbi);
    ok = GetScrollBarInfo(hwnd, OBJID_VSCROLL, &sbi);
    GetWindowRect(hwnd, &wr);
    printf("sbinfo vert: ok=%d right=%d height=%ld invisible=%d\n", ok,
           sbi.rcScrollBar.right == wr.right, sbi.rcScrollBar.bottom - sbi.rcScrollBar.top,
           !!(sbi.rgstate[0] & STATE_SYSTEM_INVISIBLE));
    ok = GetScrollBarInfo(hwnd, OBJID_HSCROLL, &sbi);
    printf("sbinfo horz: ok=%d invisible=%d\n", ok, !!(sbi.rgstate[0] & STATE_SYSTEM_INVISIBLE));
    sbi.cbSize = 5;
    SetLastError(0xdeadbeef);
    ok = GetScrollBarInfo(hwnd, OBJID_VSCROLL, &sbi);
    printf("sbinfo bad size: ok=%d err=%lu\n", ok, GetLastError());
    sbi.cbSize = sizeof(sbi);
    ok = GetScrollBarInfo(ctl, OBJID_CLIENT, &sbi);
    printf("sbinfo control: ok=%d width=%ld\n", ok, sbi.rcScrollBar.right - sbi.rcScrollBar.left);
    DestroyWindow(ctl);
    DestroyWindow(hwnd);
}

static void syscolors(void)
{
    INT idx = COLOR_BTNFACE;
    COLORREF old = GetSysColor(COLOR_BTNFACE), col = RGB(0x12, 0x34, 0x56);
    LOGBRUSH lb;
    BOOL ok = SetSysColors(1, &idx, &col);
    GetObjectA(GetSysColorBrush(COLOR_BTNFACE), sizeof(lb), &lb);
    printf("setsyscolors: ok=%d get=%06lx brush=%06lx\n", ok, GetSysColor(COLOR_BTNFACE), lb.lbColor);
    SetSysColors(1, &idx, &old);
    printf("restored: %d\n", GetSysColor(COLOR_BTNFACE) == old);
}

static void statics(void)
{
    HWND parent = CreateWindowA("static", "p", WS_POPUP, 0, 0, 200, 200, 0, 0, 0, 0);
    HWND etched = CreateWindowA("static", "", WS_CHILD | SS_ETCHEDHORZ, 5, 5, 100, 100, parent, 0, 0, 0);
    HWND text = CreateWindowA("static", "t", WS_CHILD | SS_LEFT, 5, 5, 100, 100, parent, 0, 0, 0);
    HWND user = CreateWindowA("static", "", WS_CHILD | SS_USERITEM, 5, 5, 10, 10, parent, 0, 0, 0);
    RECT rc;
    HICON icon = LoadIconA(NULL, (LPCSTR)IDI_APPLICATION);
    GetClientRect(etched, &rc);
    printf("etchedhorz: exstyle=%lx height=%ld\n", GetWindowLongA(etched, GWL_EXSTYLE), rc.bottom);
    printf("stm_setimage on text: %p\n",
           (void *)SendMessageA(text, STM_SETIMAGE, IMAGE_ICON, (LPARAM)icon));
    printf("stm_getimage on text: %p useritem=%d\n",
           (void *)SendMessageA(text, STM_GETIMAGE, IMAGE_ICON, 0), user != NULL);
    DestroyWindow(parent);
}

static void dpi(void)
{
    DPI_AWARENESS_CONTEXT (WINAPI *pSet)(DPI_AWARENESS_CONTEXT);
    DPI_AWARENESS_CONTEXT (WINAPI *pGet)(void);
    DPI_AWARENESS (WINAPI *pAw)(DPI_AWARENESS_CONTEXT);
    HMODULE u = GetModuleHandleA("user32.dll");
    DPI_AWARENESS_CONTEXT prev;
    pSet = (void *)GetProcAddress(u, "SetThreadDpiAwarenessContext");
    pGet = (void *)GetProcAddress(u, "GetThreadDpiAwarenessContext");
    pAw = (void *)GetProcAddress(u, "GetAwarenessFromDpiAwarenessContext");
    printf("dpi thread: %p\n", pGet());
    prev = pSet(DPI_AWARENESS_CONTEXT_PER_MONITOR_AWARE);
    printf("dpi set pm: prev=%p now=%p aware=%d\n", prev, pGet(), pAw(pGet()));
    prev = pSet((DPI_AWARENESS_CONTEXT)0x80000010);
    printf("dpi back: prev=%p now=%p\n", prev, pGet());
    SetLastError(0xdeadbeef);
    prev = pSet((DPI_AWARENESS_CONTEXT)-6);
    printf("dpi invalid: %p err=%lu aware=%d\n", prev, GetLastError(), pAw((DPI_AWARENESS_CONTEXT)0x33));
}

static void theme(void)
{
    HMODULE ux = LoadLibraryA("uxtheme.dll");
    BOOL (WINAPI *pActive)(void) = (void *)GetProcAddress(ux, "IsThemeActive");
    HANDLE (WINAPI *pOpen)(HWND, LPCWSTR) = (void *)GetProcAddress(ux, "OpenThemeData");
    HANDLE th;
    printf("uxtheme: loaded=%d active=%d\n", ux != NULL, pActive ? pActive() : -1);
    SetLastError(0xdeadbeef);
    th = pOpen(NULL, L"Button");
    printf("openthemedata: %p err=%lx\n", th, GetLastError());
}

static void classes(void)
{
    WNDCLASSA wc = {0};
    HWND hwnd;
    DWORD old;
    wc.lpfnWndProc = DefWindowProcA;
    wc.lpszClassName = "u32conf_extra";
    wc.cbClsExtra = 8;
    RegisterClassA(&wc);
    hwnd = CreateWindowA("u32conf_extra", "", WS_POPUP, 0, 0, 0, 0, 0, 0, 0, 0);
    old = SetClassLongA(hwnd, 4, 0x12345678);
    printf("class extra: old=%lx get=%lx word=%x\n", old, GetClassLongA(hwnd, 4), GetClassWord(hwnd, 6));
    SetLastError(0xdeadbeef);
    old = GetClassLongA(hwnd, 6);
    printf("class extra past end: %lx err=%lu cb=%lu\n", old, GetLastError(),
           GetClassLongA(hwnd, GCL_CBCLSEXTRA));
    SetLastError(0xdeadbeef);
    old = GetClassInfoExA(0, "static", NULL);
    printf("getclassinfoex null: %lu err=%lu\n", old, GetLastError());
    DestroyWindow(hwnd);
    hwnd = CreateWindowA("u32conf_extra", "", WS_OVERLAPPEDWINDOW, 0, 0, 0, 0, 0, 0, 0, 0);
    {
        RECT r;
        GetWindowRect(hwnd, &r);
        printf("overlapped 0x0: made=%d nonzero=%d\n", hwnd != NULL, r.right > r.left && r.bottom > r.top);
    }
    DestroyWindow(hwnd);
}

static void stations(void)
{
    HWINSTA w1 = GetProcessWindowStation(), w2;
    HDESK d1 = GetThreadDesktop(GetCurrentThreadId()), d2;
    char name[64];
    DWORD size, flags;
    printf("winsta same=%d close=%d\n", GetProcessWindowStation() == w1, CloseWindowStation(w1));
    SetLastError(0xdeadbeef);
    flags = CloseHandle(w1);
    printf("closehandle winsta: %lu err=%lu\n", flags, GetLastError());
    SetLastError(0xdeadbeef);
    flags = CloseDesktop(d1);
    printf("closedesktop thread's: %lu err=%lu\n", flags, GetLastError());
    GetUserObjectInformationA(d1, UOI_NAME, name, sizeof(name), &size);
    printf("thread desktop name=%s size=%lu\n", name, size);
    SetLastError(0xdeadbeef);
    size = 0;
    flags = GetUserObjectInformationA(w1, UOI_TYPE, NULL, 0, &size);
    printf("uoi type null: %lu err=%lu size=%lu\n", flags, GetLastError(), size);
    w2 = OpenWindowStationA("winsta0", FALSE, WINSTA_ALL_ACCESS);
    printf("open winsta0: %d close=%d\n", w2 != NULL, CloseWindowStation(w2));
    SetLastError(0xdeadbeef);
    w2 = OpenWindowStationA("dummy name", FALSE, WINSTA_ALL_ACCESS);
    printf("open dummy: %p err=%lu\n", w2, GetLastError());
    d2 = CreateDesktopA("u32conf", NULL, NULL, 0, GENERIC_ALL, NULL);
    SetLastError(0xdeadbeef);
    flags = CloseWindowStation((HWINSTA)d2);
    printf("create desktop: %d closewinsta=%lu err=%lu\n", d2 != NULL, flags, GetLastError());
    SetLastError(0xdeadbeef);
    {
        HDESK bad = CreateDesktopA("a\\b", NULL, NULL, 0, GENERIC_ALL, NULL);
        printf("create desktop bad: %p err=%lu\n", bad, GetLastError());
    }
    printf("closedesktop: %d\n", CloseDesktop(d2));
    d2 = CreateEventA(NULL, FALSE, FALSE, NULL);
    SetHandleInformation(d2, HANDLE_FLAG_PROTECT_FROM_CLOSE, HANDLE_FLAG_PROTECT_FROM_CLOSE);
    GetHandleInformation(d2, &flags);
    printf("handle flags: %lx\n", flags);
    SetHandleInformation(d2, HANDLE_FLAG_PROTECT_FROM_CLOSE, 0);
    printf("close unprotected: %d\n", CloseHandle(d2));
}

static void lists(void)
{
    HWND lb = CreateWindowW(L"listbox", L"", WS_POPUP, 0, 0, 100, 100, 0, 0, 0, 0);
    char buf[32];
    LRESULT n;
    SendMessageA(lb, LB_ADDSTRING, 0, (LPARAM)"caf\xe9");
    n = SendMessageA(lb, LB_GETTEXT, 0, (LPARAM)buf);
    printf("lb A->W: n=%ld text=%s len=%ld\n", (long)n, buf, (long)SendMessageA(lb, LB_GETTEXTLEN, 0, 0));
    DestroyWindow(lb);
}

static void fillrect(void)
{
    HDC screen = GetDC(0), mem = CreateCompatibleDC(screen);
    HBITMAP bmp = CreateCompatibleBitmap(screen, 8, 8);
    RECT r = {0, 0, 4, 4};
    SelectObject(mem, bmp);
    PatBlt(mem, 0, 0, 8, 8, WHITENESS);
    SelectObject(mem, GetStockObject(BLACK_BRUSH));
    FillRect(mem, &r, 0);
    printf("fillrect null brush: %06lx\n", GetPixel(mem, 1, 1));
    DeleteDC(mem);
    DeleteObject(bmp);
    ReleaseDC(0, screen);
}

int main(void)
{
    pulse();
    broadcast();
    drawtext();
    strings();
    scrollinfo();
    syscolors();
    statics();
    dpi();
    theme();
    classes();
    stations();
    lists();
    fillrect();
    printf("done\n");
    return 0;
}
