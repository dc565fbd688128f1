/*
 * census_session.c - test guest for the last census calls of KERNEL32 and USER32
 * (test/win32/user/test_census_session.py): Beep, SetSysColors, ExitWindowsEx.
 * Each step prints one line.
 *
 *   Beep: a tone returns TRUE after its length (measured with GetTickCount), (0,0), a
 *         frequency below 37 or above 32767 Hz.
 *   SetSysColors: two colours changed and read back with GetSysColor and through
 *         GetSysColorBrush's brush (GetObject); WM_SYSCOLORCHANGE arriving at a
 *         top-level window (not at its child); an index past COLOR_MENUBAR skipped;
 *         the colours restored.
 *   ExitWindowsEx: an unknown action (the only call whose answer Wine and Windows can
 *         give without ending the session); "/exit" also asks to log off.
 *
 * The expected lines in the test are this exe's output under Wine 8
 * (xvfb-run -a wine census_session.exe), except where a comment there says why not.
 */
#include <windows.h>
#include <stdio.h>
#include <string.h>

static int top_msgs, child_msgs;

static LRESULT CALLBACK top_proc(HWND h, UINT m, WPARAM w, LPARAM l)
{
    if (m == WM_SYSCOLORCHANGE) top_msgs++;
    return DefWindowProcA(h, m, w, l);
}

static LRESULT CALLBACK child_proc(HWND h, UINT m, WPARAM w, LPARAM l)
{
    if (m == WM_SYSCOLORCHANGE) child_msgs++;
    return DefWindowProcA(h, m, w, l);
}

static void beep(void)
{
    DWORD t0, dt;
    BOOL r;
    t0 = GetTickCount();
    r = Beep(440, 200);
    dt = GetTickCount() - t0;
    printf("Beep(440,200)=%d waited>=190:%d\n", r, dt >= 190);
    printf("Beep(0,0)=%d\n", Beep(0, 0));
    SetLastError(0xdead);
    r = Beep(20, 10);
    printf("Beep(20,10)=%d err=%lu\n", r, GetLastError());
    SetLastError(0xdead);
    r = Beep(40000, 10);
    printf("Beep(40000,10)=%d err=%lu\n", r, GetLastError());
}

static void colors(void)
{
    WNDCLASSA wc;
    HWND top, child;
    INT els[3] = {COLOR_WINDOW, COLOR_BTNFACE, 99};
    COLORREF old[2], vals[3] = {RGB(1, 2, 3), RGB(200, 100, 50), RGB(9, 9, 9)};
    HBRUSH br;
    LOGBRUSH lb;
    BOOL r;
    MSG msg;

    memset(&wc, 0, sizeof wc);
    wc.lpfnWndProc = top_proc;
    wc.hInstance = GetModuleHandleA(NULL);
    wc.lpszClassName = "censustop";
    RegisterClassA(&wc);
    wc.lpfnWndProc = child_proc;
    wc.lpszClassName = "censuschild";
    RegisterClassA(&wc);
    top = CreateWindowA("censustop", "t", WS_OVERLAPPEDWINDOW, 0, 0, 100, 100, 0, 0, 0, 0);
    child = CreateWindowA("censuschild", "c", WS_CHILD | WS_VISIBLE, 0, 0, 10, 10, top, 0,
                          0, 0);
    printf("windows %d %d\n", top != 0, child != 0);

    old[0] = GetSysColor(COLOR_WINDOW);
    old[1] = GetSysColor(COLOR_BTNFACE);
    br = GetSysColorBrush(COLOR_WINDOW);
    r = SetSysColors(3, els, vals);
    while (PeekMessageA(&msg, 0, 0, 0, PM_REMOVE)) DispatchMessageA(&msg);
    printf("SetSysColors=%d\n", r);
    printf("GetSysColor(WINDOW)=%06lx BTNFACE=%06lx\n", GetSysColor(COLOR_WINDOW),
           GetSysColor(COLOR_BTNFACE));
    memset(&lb, 0, sizeof lb);
    GetObjectA(GetSysColorBrush(COLOR_WINDOW), sizeof lb, &lb);
    printf("brush colour=%06lx style=%u\n", lb.lbColor, lb.lbStyle);
    memset(&lb, 0, sizeof lb);
    GetObjectA(br, sizeof lb, &lb);
    printf("earlier brush handle colour=%06lx\n", lb.lbColor);
    printf("WM_SYSCOLORCHANGE top=%d child=%d\n", top_msgs > 0, child_msgs);

    r = SetSysColors(2, els, old);
    printf("restore=%d %d %d\n", r, GetSysColor(COLOR_WINDOW) == old[0],
           GetSysColor(COLOR_BTNFACE) == old[1]);
    DestroyWindow(top);
}

static void exitwin(int really)
{
    BOOL r;
    SetLastError(0xdead);
    r = ExitWindowsEx(0x3, 0);
    printf("ExitWindowsEx(3)=%d err=%lu\n", r, GetLastError());
    if (really) {
        SetLastError(0xdead);
        r = ExitWindowsEx(EWX_LOGOFF, 0);
        printf("ExitWindowsEx(LOGOFF)=%d err=%lu\n", r, GetLastError());
    }
}

int main(int argc, char **argv)
{
    int really = argc > 1 && !strcmp(argv[1], "/exit");
    beep();
    colors();
    exitwin(really);
    printf("done\n");
    return 0;
}
