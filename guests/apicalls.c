/*
 * apicalls.c - API-call benchmark guest (API calls/second).
 *
 * What it does:
 *   WinMain calls kernel32!GetTickCount() in a tight loop N times (default
 *   5,000,000; override with "/calls N"), accumulating into a volatile
 *   32-bit sum so no call can be optimised away.  GetTickCount() is also
 *   sampled before and after the loop.
 *   Then it creates a window titled "ApiCalls" at screen (90,90), client
 *   300x80, showing "calls=N", "sum=XXXXXXXX" (hex) and "ms=ELAPSED" (guest
 *   milliseconds), and runs a normal message loop.
 *
 * Test hooks:
 *   - "/calls N" on the command line changes the number of calls.
 *   - Exactly N + 2 GetTickCount calls happen before CreateWindowExA.
 *   - g_done (global) becomes 1 once the loop has finished.
 */
#include <windows.h>
#include <string.h>
#include <stdlib.h>

#define CLIENT_W 300
#define CLIENT_H 80

volatile int g_done = 0;
static char line1[64], line2[64], line3[64];

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
        TextOutA(hdc, 10, 8, line1, (int)strlen(line1));
        TextOutA(hdc, 10, 28, line2, (int)strlen(line2));
        TextOutA(hdc, 10, 48, line3, (int)strlen(line3));
        EndPaint(hwnd, &ps);
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
    int calls = 5000000, i;
    volatile DWORD sum = 0;
    DWORD t0, t1;
    const char *p;

    (void)hPrev;
    p = lpCmdLine ? strstr(lpCmdLine, "/calls ") : NULL;
    if (p && atoi(p + 7) > 0)
        calls = atoi(p + 7);

    t0 = GetTickCount();
    for (i = 0; i < calls; i++)
        sum += GetTickCount();
    t1 = GetTickCount();
    g_done = 1;

    wsprintfA(line1, "calls=%d", calls);
    wsprintfA(line2, "sum=%08x", (unsigned)sum);
    wsprintfA(line3, "ms=%u", (unsigned)(t1 - t0));

    memset(&wc, 0, sizeof(wc));
    wc.cbSize = sizeof(wc);
    wc.lpfnWndProc = WndProc;
    wc.hInstance = hInst;
    wc.hIcon = LoadIconA(NULL, IDI_APPLICATION);
    wc.hCursor = LoadCursorA(NULL, IDC_ARROW);
    wc.hbrBackground = (HBRUSH)GetStockObject(WHITE_BRUSH);
    wc.lpszClassName = "ApiCallsWindow";
    if (!RegisterClassExA(&wc))
        return 1;

    rc.left = 0; rc.top = 0; rc.right = CLIENT_W; rc.bottom = CLIENT_H;
    AdjustWindowRect(&rc, style, FALSE);
    hwnd = CreateWindowExA(0, "ApiCallsWindow", "ApiCalls", style,
                           90, 90, rc.right - rc.left, rc.bottom - rc.top,
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
