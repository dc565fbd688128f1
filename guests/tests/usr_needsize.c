/* usr_needsize: when a window hears its first WM_SIZE and WM_MOVE. An overlapped window
 * (neither WS_CHILD nor WS_POPUP) hears them when first shown, not inside CreateWindow
 * (Wine's explorer.exe relies on it); pop-ups and children hear them while created.
 * Prints each logged message with the phase it came in.
 * test/win32/user/test_user_needsize.py compares the lines with Wine 8's.
 */
#include <windows.h>
#include <stdio.h>

static const char *phase = "";

static LRESULT CALLBACK proc(HWND hwnd, UINT msg, WPARAM wp, LPARAM lp)
{
    switch (msg) {
    case WM_CREATE: printf("%s: WM_CREATE\n", phase); break;
    case WM_SIZE: printf("%s: WM_SIZE %d %dx%d\n", phase, (int)wp, LOWORD(lp), HIWORD(lp)); break;
    case WM_MOVE: printf("%s: WM_MOVE\n", phase); break;
    case WM_SHOWWINDOW: printf("%s: WM_SHOWWINDOW %d\n", phase, (int)wp); break;
    }
    return DefWindowProcA(hwnd, msg, wp, lp);
}

int main(void)
{
    WNDCLASSA wc = {0};
    HWND a, b, c, d;

    wc.lpfnWndProc = proc;
    wc.hInstance = GetModuleHandleA(NULL);
    wc.lpszClassName = "needsize";
    RegisterClassA(&wc);
    phase = "create overlapped";
    a = CreateWindowA("needsize", "a", WS_OVERLAPPEDWINDOW, 10, 10, 300, 200, NULL, NULL, NULL, NULL);
    phase = "show overlapped";
    ShowWindow(a, SW_SHOWNORMAL);
    phase = "show again";
    ShowWindow(a, SW_SHOWNORMAL);
    phase = "create popup";
    b = CreateWindowA("needsize", "b", WS_POPUP, 10, 10, 100, 80, NULL, NULL, NULL, NULL);
    phase = "show popup";
    ShowWindow(b, SW_SHOWNORMAL);
    phase = "create child";
    c = CreateWindowA("needsize", "c", WS_CHILD, 0, 0, 50, 40, a, NULL, NULL, NULL);
    phase = "create visible overlapped";
    d = CreateWindowA("needsize", "d", WS_OVERLAPPEDWINDOW | WS_VISIBLE, 30, 30, 200, 150, NULL, NULL, NULL, NULL);
    phase = "destroy";
    DestroyWindow(c);
    DestroyWindow(b);
    DestroyWindow(d);
    DestroyWindow(a);
    printf("done\n");
    return 0;
}
