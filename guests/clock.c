/*
 * clock.c - guest-clock probe.
 *
 * What it does:
 *   Window "Clock" at screen (60,60), client 260x100, white background.
 *   A 100 ms timer (SetTimer(hwnd, 1, 100, NULL)) increments `frame` and
 *   invalidates the whole client area on every WM_TIMER.
 *   WM_PAINT draws (TextOutA, black on white):
 *     client (10,10): "t=%u ms"   - GetTickCount() sampled *during* this paint
 *     client (10,30): "frame=%d"  - number of WM_TIMER ticks seen so far
 *   and a 10x10 black square (an animation) at client x = (frame*4) % 200,
 *   y = 60, i.e. the rect (x,60)-(x+10,70) exclusive.
 *
 * Test hooks:
 *   - The painted t= value is GetTickCount() at paint time, so a test can
 *     compare it with the emulator's guest clock.
 *   - frame counts timer ticks; the square position is a function of frame.
 */
#include <windows.h>
#include <string.h>

#define CLIENT_W 260
#define CLIENT_H 100

static int frame = 0;

static LRESULT CALLBACK WndProc(HWND hwnd, UINT msg, WPARAM wParam, LPARAM lParam)
{
    switch (msg) {
    case WM_CREATE:
        SetTimer(hwnd, 1, 100, NULL);
        return 0;
    case WM_TIMER:
        if (wParam == 1) {
            frame++;
            InvalidateRect(hwnd, NULL, TRUE);
        }
        return 0;
    case WM_PAINT: {
        PAINTSTRUCT ps;
        RECT rc;
        char buf[64];
        int x;
        HDC hdc = BeginPaint(hwnd, &ps);
        GetClientRect(hwnd, &rc);
        FillRect(hdc, &rc, (HBRUSH)GetStockObject(WHITE_BRUSH));
        SetBkMode(hdc, OPAQUE);
        SetBkColor(hdc, RGB(255, 255, 255));
        SetTextColor(hdc, RGB(0, 0, 0));
        wsprintfA(buf, "t=%u ms", (unsigned)GetTickCount());
        TextOutA(hdc, 10, 10, buf, (int)strlen(buf));
        wsprintfA(buf, "frame=%d", frame);
        TextOutA(hdc, 10, 30, buf, (int)strlen(buf));
        x = (frame * 4) % 200;
        rc.left = x; rc.top = 60; rc.right = x + 10; rc.bottom = 70;
        FillRect(hdc, &rc, (HBRUSH)GetStockObject(BLACK_BRUSH));
        EndPaint(hwnd, &ps);
        return 0;
    }
    case WM_DESTROY:
        KillTimer(hwnd, 1);
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
    wc.lpszClassName = "ClockWindow";
    if (!RegisterClassExA(&wc))
        return 1;

    rc.left = 0; rc.top = 0; rc.right = CLIENT_W; rc.bottom = CLIENT_H;
    AdjustWindowRect(&rc, style, FALSE);
    hwnd = CreateWindowExA(0, "ClockWindow", "Clock", style,
                           60, 60, rc.right - rc.left, rc.bottom - rc.top,
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
