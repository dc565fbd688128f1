/*
 * unimpl.c - "unimplemented API" test program.
 *
 * What it does:
 *   Creates a window titled "Unimpl" at screen (100,100), client 240x80, and
 *   on its FIRST WM_PAINT (i.e. after the window has been created and shown,
 *   and after the paint itself completed with EndPaint) calls
 *   kernel32!SetSystemPowerState(TRUE, FALSE) - suspending the machine, an API
 *   the emulator deliberately does NOT implement (it was Beep until Beep was
 *   done).  The emulator is expected to report/handle the unimplemented
 *   import when it is called (not when it is merely imported).
 *
 * Test hooks:
 *   - Window title "Unimpl"; the client shows "Calling SetSystemPowerState...".
 *   - If it returns at all (e.g. the emulator stubs it), the text changes to
 *     "SetSystemPowerState returned N" and the program keeps running a normal message loop.
 */
#include <windows.h>
#include <string.h>

#define CLIENT_W 240
#define CLIENT_H 80

static int beeped = 0;
static char status[64] = "Calling SetSystemPowerState...";

static LRESULT CALLBACK WndProc(HWND hwnd, UINT msg, WPARAM wParam, LPARAM lParam)
{
    switch (msg) {
    case WM_PAINT: {
        PAINTSTRUCT ps;
        RECT rc;
        HDC hdc = BeginPaint(hwnd, &ps);
        GetClientRect(hwnd, &rc);
        FillRect(hdc, &rc, (HBRUSH)GetStockObject(WHITE_BRUSH));
        SetBkMode(hdc, TRANSPARENT);
        SetTextColor(hdc, RGB(0, 0, 0));
        DrawTextA(hdc, status, -1, &rc, DT_CENTER | DT_VCENTER | DT_SINGLELINE);
        EndPaint(hwnd, &ps);
        if (!beeped) {
            BOOL r;
            beeped = 1;
            r = SetSystemPowerState(TRUE, FALSE);   /* <- deliberately unimplemented */
            wsprintfA(status, "SetSystemPowerState returned %d", (int)r);
            InvalidateRect(hwnd, NULL, TRUE);
        }
        return 0;
    }
    case WM_DESTROY:
        PostQuitMessage(0);
        return 0;
    }
    return DefWindowProcA(hwnd, msg, wParam, lParam);
}

int WINAPI WinMain(HINSTANCE hInst, HINSTANCE hPrev, LPSTR lpCmdLine, int nShow)
{
    WNDCLASSEXA wc;
    RECT rc;
    HWND hwnd;
    MSG msg;
    DWORD style = WS_OVERLAPPED | WS_CAPTION | WS_SYSMENU | WS_MINIMIZEBOX;

    (void)hPrev; (void)lpCmdLine;
    memset(&wc, 0, sizeof(wc));
    wc.cbSize = sizeof(wc);
    wc.lpfnWndProc = WndProc;
    wc.hInstance = hInst;
    wc.hIcon = LoadIconA(NULL, IDI_APPLICATION);
    wc.hCursor = LoadCursorA(NULL, IDC_ARROW);
    wc.hbrBackground = (HBRUSH)GetStockObject(WHITE_BRUSH);
    wc.lpszClassName = "UnimplWindow";
    if (!RegisterClassExA(&wc))
        return 1;

    rc.left = 0; rc.top = 0; rc.right = CLIENT_W; rc.bottom = CLIENT_H;
    AdjustWindowRect(&rc, style, FALSE);
    hwnd = CreateWindowExA(0, "UnimplWindow", "Unimpl", style,
                           100, 100, rc.right - rc.left, rc.bottom - rc.top,
                           NULL, NULL, hInst, NULL);
    if (!hwnd)
        return 1;
    ShowWindow(hwnd, nShow);
    UpdateWindow(hwnd);

    while (GetMessageA(&msg, NULL, 0, 0) > 0) {
        TranslateMessage(&msg);
        DispatchMessageA(&msg);
    }
    return (int)msg.wParam;
}
