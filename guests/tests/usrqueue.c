/*
 * usrqueue.c - the message queue without PM_REMOVE, and SetWindowPos's z-order and frame.
 *
 * At start (printed as "name=value" lines):
 *   peek.posted   a posted message peeked twice without PM_REMOVE, then removed
 *   peek.paint    WM_PAINT stays while the window is invalid, and only then
 *   peek.timer    a due WM_TIMER peeked without PM_REMOVE stays due; KillTimer ends it
 * Then three popups P1 (red), P2 (green), P3 (blue), overlapping, created in that order.
 *   WM_USER+5 (posted by the test)   peeks the mouse input that follows it
 *   A   SetWindowPos(P1, P3): P1 just behind P3       T   P2 HWND_TOPMOST
 *   N   P2 HWND_NOTOPMOST                            B   P3 HWND_BOTTOM
 *   F   P3 gets WS_CAPTION | WS_BORDER, then SWP_FRAMECHANGED
 *   1   activates P1 (SetWindowPos(P1, HWND_TOP))
 * SetWindowPos without SWP_NOACTIVATE activates the popup, which takes the focus: a
 * popup hands the keys to the main window.
 * The main window holds two white children of the program's own class: one with
 * WS_BORDER at (20,20) 60x40, one with WS_EX_CLIENTEDGE at (100,20) 60x40.
 */
#include <windows.h>
#include <stdio.h>

static HWND main_wnd, pops[3];

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

static int peek(UINT lo, UINT hi, UINT flags, MSG *m)
{
    return PeekMessageA(m, NULL, lo, hi, flags);
}

static void queue_checks(HWND hwnd)
{
    MSG m;
    int a, b, c, d, i;

    PostMessageA(hwnd, WM_USER + 1, 7, 0);
    a = peek(WM_USER, WM_USER + 4, PM_NOREMOVE, &m) && m.wParam == 7;
    b = peek(WM_USER, WM_USER + 4, PM_NOREMOVE, &m) && m.wParam == 7;
    c = peek(WM_USER, WM_USER + 4, PM_REMOVE, &m) && m.wParam == 7;
    d = peek(WM_USER, WM_USER + 4, PM_NOREMOVE, &m);
    out("peek.posted=%d%d%d%d", a, b, c, d);

    InvalidateRect(hwnd, NULL, FALSE);
    a = peek(WM_PAINT, WM_PAINT, PM_NOREMOVE, &m) && m.hwnd == hwnd;
    b = peek(WM_PAINT, WM_PAINT, PM_NOREMOVE, &m) && m.hwnd == hwnd;
    ValidateRect(hwnd, NULL);
    c = peek(WM_PAINT, WM_PAINT, PM_NOREMOVE, &m);
    d = peek(WM_PAINT, WM_PAINT, PM_REMOVE, &m);
    out("peek.paint=%d%d%d%d", a, b, c, d);

    SetTimer(hwnd, 5, 10, NULL);
    for (i = 0; i < 100 && !peek(WM_TIMER, WM_TIMER, PM_NOREMOVE, &m); i++)
        Sleep(5);
    a = i < 100 && m.wParam == 5;
    b = peek(WM_TIMER, WM_TIMER, PM_NOREMOVE, &m) && m.wParam == 5;
    KillTimer(hwnd, 5);
    c = peek(WM_TIMER, WM_TIMER, PM_REMOVE, &m);
    out("peek.timer=%d%d%d", a, b, c);
}

static void report_input(void)
{
    MSG m;
    int a, b, c, d;
    POINTS p1, p2;
    a = peek(WM_MOUSEFIRST, WM_MOUSELAST, PM_NOREMOVE, &m) && m.message == WM_LBUTTONDOWN;
    p1 = MAKEPOINTS(m.lParam);
    b = peek(WM_MOUSEFIRST, WM_MOUSELAST, PM_NOREMOVE, &m) && m.message == WM_LBUTTONDOWN;
    p2 = MAKEPOINTS(m.lParam);
    c = peek(WM_MOUSEFIRST, WM_MOUSELAST, PM_REMOVE, &m) && m.message == WM_LBUTTONDOWN;
    d = peek(WM_MOUSEFIRST, WM_MOUSELAST, PM_NOREMOVE, &m) && m.message == WM_LBUTTONUP;
    out("peek.input=%d%d%d%d at=%d,%d same=%d", a, b, c, d, p1.x, p1.y,
        p1.x == p2.x && p1.y == p2.y);
}

static LRESULT CALLBACK pop_proc(HWND hwnd, UINT msg, WPARAM wp, LPARAM lp)
{
    if (msg == WM_SIZE && hwnd == pops[2])
        out("p3.size=%d,%d", LOWORD(lp), HIWORD(lp));
    if (msg == WM_CHAR)     /* (a popup SetWindowPos activated has the focus) */
        return SendMessageA(main_wnd, msg, wp, lp);
    return DefWindowProcA(hwnd, msg, wp, lp);
}

static LRESULT CALLBACK wnd_proc(HWND hwnd, UINT msg, WPARAM wp, LPARAM lp)
{
    if (msg == WM_USER + 5) {
        report_input();
        return 0;
    }
    switch (msg) {
    case WM_LBUTTONUP:
        out("lbuttonup");
        return 0;
    case WM_CHAR:
        switch (wp | 0x20) {
        case 'a':
            SetWindowPos(pops[0], pops[2], 0, 0, 0, 0, SWP_NOMOVE | SWP_NOSIZE | SWP_NOACTIVATE);
            break;
        case 't':
            SetWindowPos(pops[1], HWND_TOPMOST, 0, 0, 0, 0, SWP_NOMOVE | SWP_NOSIZE);
            out("p2.topmost=%d", !!(GetWindowLongA(pops[1], GWL_EXSTYLE) & WS_EX_TOPMOST));
            break;
        case 'n':
            SetWindowPos(pops[1], HWND_NOTOPMOST, 0, 0, 0, 0, SWP_NOMOVE | SWP_NOSIZE);
            out("p2.topmost=%d", !!(GetWindowLongA(pops[1], GWL_EXSTYLE) & WS_EX_TOPMOST));
            break;
        case 'b':
            /* (without SWP_NOACTIVATE the window would be activated, and raised) */
            SetWindowPos(pops[2], HWND_BOTTOM, 0, 0, 0, 0,
                         SWP_NOMOVE | SWP_NOSIZE | SWP_NOACTIVATE);
            break;
        case '1':
            SetWindowPos(pops[0], HWND_TOP, 0, 0, 0, 0, SWP_NOMOVE | SWP_NOSIZE);
            break;
        case 'f':
            SetWindowLongA(pops[2], GWL_STYLE,
                           GetWindowLongA(pops[2], GWL_STYLE) | WS_CAPTION);
            SetWindowPos(pops[2], NULL, 0, 0, 0, 0,
                         SWP_NOMOVE | SWP_NOSIZE | SWP_NOZORDER | SWP_FRAMECHANGED);
            break;
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
    static const COLORREF colours[3] = {RGB(255, 0, 0), RGB(0, 255, 0), RGB(0, 0, 255)};
    WNDCLASSA wc = {0};
    MSG m;
    int i;
    wc.lpfnWndProc = wnd_proc;
    wc.hInstance = inst;
    wc.hCursor = LoadCursor(NULL, IDC_ARROW);
    wc.hbrBackground = (HBRUSH)(COLOR_BTNFACE + 1);
    wc.lpszClassName = "usrqueue";
    RegisterClassA(&wc);
    main_wnd = CreateWindowA("usrqueue", "usrqueue", WS_OVERLAPPEDWINDOW, 10, 10, 300, 200,
                             NULL, NULL, inst, NULL);
    wc.lpfnWndProc = DefWindowProcA;
    wc.hbrBackground = GetStockObject(WHITE_BRUSH);
    wc.lpszClassName = "usrkid";
    RegisterClassA(&wc);
    CreateWindowExA(0, "usrkid", "", WS_CHILD | WS_VISIBLE | WS_BORDER, 20, 20, 60, 40,
                    main_wnd, NULL, inst, NULL);
    CreateWindowExA(WS_EX_CLIENTEDGE, "usrkid", "", WS_CHILD | WS_VISIBLE, 100, 20, 60, 40,
                    main_wnd, NULL, inst, NULL);
    ShowWindow(main_wnd, show);
    UpdateWindow(main_wnd);
    queue_checks(main_wnd);
    for (i = 0; i < 3; i++) {
        char name[8];
        wsprintfA(name, "usrpop%d", i + 1);
        wc.lpfnWndProc = pop_proc;
        wc.hbrBackground = CreateSolidBrush(colours[i]);
        wc.lpszClassName = name;
        RegisterClassA(&wc);
        pops[i] = CreateWindowExA(0, name, name, WS_POPUP | WS_VISIBLE, 350 + 30 * i,
                                  50 + 30 * i, 100, 80, main_wnd, NULL, inst, NULL);
    }
    SetActiveWindow(main_wnd);
    out("ready");
    while (GetMessageA(&m, NULL, 0, 0) > 0) {
        TranslateMessage(&m);
        DispatchMessageA(&m);
    }
    return 0;
}
