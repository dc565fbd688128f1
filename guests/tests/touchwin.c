/* A window's touch registration (test/win32/user/test_touchwin.py): Qt 6 asks
 * IsTouchWindow, then RegisterTouchWindow, for each top-level window it creates. */
#include <windows.h>
#include <stdio.h>

int main(void)
{
    ULONG flags = 0xcc;
    BOOL r;
    HWND hwnd = CreateWindowExW(0, L"STATIC", L"t", WS_POPUP, 0, 0, 10, 10, NULL, NULL, NULL, NULL);
    printf("digitizer %d touches %d\n", GetSystemMetrics(SM_DIGITIZER),
           GetSystemMetrics(SM_MAXIMUMTOUCHES));
    r = IsTouchWindow(hwnd, &flags);
    printf("IsTouchWindow before: %d flags %lx\n", r, flags);
    r = RegisterTouchWindow(hwnd, TWF_WANTPALM);
    printf("RegisterTouchWindow: %d\n", r);
    flags = 0xcc;
    r = IsTouchWindow(hwnd, &flags);
    printf("IsTouchWindow after: %d flags %lx\n", r, flags);
    printf("IsTouchWindow NULL flags: %d\n", IsTouchWindow(hwnd, NULL));
    printf("UnregisterTouchWindow: %d\n", UnregisterTouchWindow(hwnd));
    flags = 0xcc;
    r = IsTouchWindow(hwnd, &flags);
    printf("IsTouchWindow unregistered: %d flags %lx\n", r, flags);
    SetLastError(0);
    r = RegisterTouchWindow((HWND)0xdead, 0);
    printf("RegisterTouchWindow bad: %d %lu\n", r, GetLastError());
    DestroyWindow(hwnd);
    return 0;
}
