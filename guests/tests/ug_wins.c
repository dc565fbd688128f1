/*
 * ug_wins.c - GetWindow's relations, LockWindowUpdate, a STATIC SS_OWNERDRAW control,
 * WM_CTLCOLORSCROLLBAR for a SCROLLBAR control, an owner-draw button after
 * ScrollWindow and a group box. Printed as "name=value" lines; the test also looks at
 * the pixels: the static is drawn blue by its owner, the scroll bar's shaft green.
 */
#include <windows.h>
#include <stdio.h>

static HWND main_wnd, a, b, c, pop, dis, stat, sbar, odbtn, grp;
static HWND locked;
static int drawitems, ctlcolors, stat_draws;
static char stat_line[200], ctl_line[100];

static void out(const char *fmt, ...)
{
    char buf[256];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    printf("%s\n", buf);
    fflush(stdout);
}

static const char *nm(HWND h)
{
    if (!h) return "0";
    if (h == main_wnd) return "main";
    if (h == a) return "A";
    if (h == b) return "B";
    if (h == c) return "C";
    if (h == pop) return "pop";
    if (h == dis) return "dis";
    return "other";
}

static void pump(void)
{
    MSG m;
    while (PeekMessageA(&m, NULL, 0, 0, PM_REMOVE))
        DispatchMessageA(&m);
}

static LRESULT CALLBACK proc(HWND h, UINT msg, WPARAM wp, LPARAM lp)
{
    if (msg == WM_DRAWITEM) {
        DRAWITEMSTRUCT *d = (DRAWITEMSTRUCT *)lp;
        if (d->CtlType == ODT_STATIC) {
            HBRUSH br = CreateSolidBrush(RGB(0, 0, 255));
            if (!stat_draws++)
                sprintf(stat_line, "static.drawitem type=%u id=%u wp=%u item=%u action=%u hwnd=%d rect=%ld,%ld,%ld,%ld",
                    d->CtlType, d->CtlID, (unsigned)wp, d->itemID, d->itemAction,
                    d->hwndItem == stat, d->rcItem.left, d->rcItem.top, d->rcItem.right,
                    d->rcItem.bottom);
            FillRect(d->hDC, &d->rcItem, br);
            DeleteObject(br);
        } else {
            drawitems++;
            FillRect(d->hDC, &d->rcItem, GetStockObject(BLACK_BRUSH));
        }
        return TRUE;
    }
    if (msg == WM_CTLCOLORSCROLLBAR) {
        if (!ctlcolors++)
            sprintf(ctl_line, "ctlcolorscrollbar hwnd=%d", (HWND)lp == sbar);
        static HBRUSH green;
        if (!green) green = CreateSolidBrush(RGB(0, 255, 0));
        return (LRESULT)green;
    }
    if (msg == WM_ERASEBKGND && h == locked)
        return 1;
    if (msg == WM_PAINT) {
        PAINTSTRUCT ps;
        BeginPaint(h, &ps);
        EndPaint(h, &ps);
        return 0;
    }
    if (msg == WM_DESTROY) {
        PostQuitMessage(0);
        return 0;
    }
    return DefWindowProcA(h, msg, wp, lp);
}

static void relations(void)
{
    out("child=%s first=%s last=%s", nm(GetWindow(main_wnd, GW_CHILD)),
        nm(GetWindow(b, GW_HWNDFIRST)), nm(GetWindow(b, GW_HWNDLAST)));
    out("next A=%s B=%s C=%s", nm(GetWindow(a, GW_HWNDNEXT)), nm(GetWindow(b, GW_HWNDNEXT)),
        nm(GetWindow(c, GW_HWNDNEXT)));
    out("prev A=%s B=%s C=%s", nm(GetWindow(a, GW_HWNDPREV)), nm(GetWindow(b, GW_HWNDPREV)),
        nm(GetWindow(c, GW_HWNDPREV)));
    out("owner pop=%s A=%s main=%s", nm(GetWindow(pop, GW_OWNER)), nm(GetWindow(a, GW_OWNER)),
        nm(GetWindow(main_wnd, GW_OWNER)));
    out("child.none=%s", nm(GetWindow(a, GW_CHILD)));
    out("enabledpopup main=%s A=%s", nm(GetWindow(main_wnd, GW_ENABLEDPOPUP)),
        nm(GetWindow(a, GW_ENABLEDPOPUP)));
    out("pop.next=%s dis.prev=%s", nm(GetWindow(pop, GW_HWNDNEXT)), nm(GetWindow(dis, GW_HWNDPREV)));
    SetWindowPos(a, HWND_TOP, 0, 0, 0, 0, SWP_NOMOVE | SWP_NOSIZE);
    out("after.top child=%s A.next=%s", nm(GetWindow(main_wnd, GW_CHILD)), nm(GetWindow(a, GW_HWNDNEXT)));
    out("bad.hwnd=%s", nm(GetWindow((HWND)0x1234, GW_CHILD)));
}

static void locking(void)
{
    RECT r;
    HDC dc;
    HBRUSH red = CreateSolidBrush(RGB(255, 0, 0));
    pump();
    out("lock=%d", LockWindowUpdate(locked));
    out("lock.other=%d", LockWindowUpdate(a));
    dc = GetDC(locked);
    SetRect(&r, 0, 0, 60, 30);
    FillRect(dc, &r, red);
    ReleaseDC(locked, dc);
    out("locked.update=%d", GetUpdateRect(locked, NULL, FALSE));
    out("unlock=%d", LockWindowUpdate(NULL));
    out("unlocked.update=%d", GetUpdateRect(locked, NULL, FALSE));
    pump();
    out("unlock.again=%d", LockWindowUpdate(NULL));
    DeleteObject(red);
}

int WINAPI WinMain(HINSTANCE inst, HINSTANCE prev, LPSTR cmd, int show)
{
    WNDCLASSA wc = {0};
    MSG m;
    SCROLLINFO si = {sizeof si, SIF_ALL, 0, 100, 20, 0, 0};
    int i;

    wc.lpfnWndProc = proc;
    wc.hInstance = inst;
    wc.hbrBackground = (HBRUSH)GetStockObject(WHITE_BRUSH);
    wc.lpszClassName = "ugwins";
    RegisterClassA(&wc);
    main_wnd = CreateWindowA("ugwins", "ugwins", WS_OVERLAPPEDWINDOW | WS_VISIBLE,
                             10, 10, 400, 300, NULL, NULL, inst, NULL);
    a = CreateWindowA("ugwins", "a", WS_CHILD | WS_VISIBLE, 10, 10, 30, 30, main_wnd, (HMENU)1, inst, NULL);
    b = CreateWindowA("ugwins", "b", WS_CHILD | WS_VISIBLE, 50, 10, 30, 30, main_wnd, (HMENU)2, inst, NULL);
    c = CreateWindowA("ugwins", "c", WS_CHILD | WS_VISIBLE, 90, 10, 30, 30, main_wnd, (HMENU)3, inst, NULL);
    dis = CreateWindowA("ugwins", "dis", WS_POPUP | WS_VISIBLE | WS_DISABLED, 500, 10, 40, 40,
                        main_wnd, NULL, inst, NULL);
    pop = CreateWindowA("ugwins", "pop", WS_POPUP | WS_VISIBLE, 500, 100, 40, 40, main_wnd,
                        NULL, inst, NULL);
    stat = CreateWindowA("STATIC", "", WS_CHILD | WS_VISIBLE | SS_OWNERDRAW, 10, 60, 50, 30,
                         main_wnd, (HMENU)7, inst, NULL);
    sbar = CreateWindowA("SCROLLBAR", "", WS_CHILD | WS_VISIBLE | SBS_HORZ, 10, 110, 200, 17,
                         main_wnd, (HMENU)8, inst, NULL);
    SetScrollInfo(sbar, SB_CTL, &si, TRUE);
    odbtn = CreateWindowA("BUTTON", "", WS_CHILD | WS_VISIBLE | BS_OWNERDRAW, 10, 140, 60, 30,
                          main_wnd, (HMENU)9, inst, NULL);
    grp = CreateWindowA("BUTTON", "Group", WS_CHILD | WS_VISIBLE | BS_GROUPBOX, 220, 60, 150, 100,
                        main_wnd, (HMENU)10, inst, NULL);
    wc.hbrBackground = NULL;           /* paints nothing: what was drawn stays */
    wc.lpszClassName = "ugbare";
    RegisterClassA(&wc);
    locked = CreateWindowA("ugbare", "", WS_CHILD | WS_VISIBLE, 130, 10, 60, 30, main_wnd,
                           (HMENU)11, inst, NULL);
    SetForegroundWindow(main_wnd);
    pump();
    out("%s", stat_line);
    out("%s", ctl_line);
    relations();
    locking();
    drawitems = 0;
    ScrollWindow(main_wnd, 0, 5, NULL, NULL);
    for (i = 0; i < 20; i++) {
        pump();
        Sleep(10);
    }
    out("scrolled.drawitems=%d", drawitems);
    out("ready");
    while (GetMessageA(&m, NULL, 0, 0))
        DispatchMessageA(&m);
    return 0;
}
