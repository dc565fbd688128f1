/*
 * compute.c - CPU benchmark guest (instructions/second).
 *
 * What it does:
 *   WinMain first runs a pure integer xorshift32 loop with NO API calls and
 *   no memory traffic inside the loop (everything stays in registers):
 *       x ^= x << 13; x ^= x >> 17; x ^= x << 5; acc += x;
 *   for N iterations (default 2^31 = 2147483648; override with "/iters N",
 *   N parsed with atoi so max 2147483647).  GetTickCount() is sampled once
 *   before and once after the loop (outside it).
 *   Then it creates a window titled "Compute" at screen (80,80), client
 *   300x80, showing "result=XXXXXXXX" (acc, hex), "iters=N" and
 *   "ms=ELAPSED" (guest milliseconds), and runs a normal message loop.
 *
 * Test hooks:
 *   - "/iters N" on the command line shortens/lengthens the loop.
 *   - The result is deterministic: a Python model of the loop (x0 = 2463534242,
 *     acc0 = 0, 32-bit wraparound) gives the same value.
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

/* The measured loop.  noinline keeps it a separate, easy-to-find function. */
static __attribute__((noinline)) unsigned int run_loop(unsigned int n)
{
    unsigned int x = 2463534242u, acc = 0, i;
    for (i = 0; i < n; i++) {
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        acc += x;
    }
    return acc;
}

int WINAPI WinMain(HINSTANCE hInst, HINSTANCE hPrev, LPSTR lpCmdLine, int nShow)
{
    WNDCLASSEXA wc;
    RECT rc;
    HWND hwnd;
    MSG msg;
    DWORD style = WS_OVERLAPPED | WS_CAPTION | WS_SYSMENU | WS_MINIMIZEBOX;
    unsigned int iters = 0x80000000u, result;
    DWORD t0, t1;
    const char *p;

    (void)hPrev;
    p = lpCmdLine ? strstr(lpCmdLine, "/iters ") : NULL;
    if (p && atoi(p + 7) > 0)
        iters = (unsigned int)atoi(p + 7);

    t0 = GetTickCount();
    result = run_loop(iters);
    t1 = GetTickCount();
    g_done = 1;

    wsprintfA(line1, "result=%08x", result);
    wsprintfA(line2, "iters=%u", iters);
    wsprintfA(line3, "ms=%u", (unsigned)(t1 - t0));

    memset(&wc, 0, sizeof(wc));
    wc.cbSize = sizeof(wc);
    wc.lpfnWndProc = WndProc;
    wc.hInstance = hInst;
    wc.hIcon = LoadIconA(NULL, IDI_APPLICATION);
    wc.hCursor = LoadCursorA(NULL, IDC_ARROW);
    wc.hbrBackground = (HBRUSH)GetStockObject(WHITE_BRUSH);
    wc.lpszClassName = "ComputeWindow";
    if (!RegisterClassExA(&wc))
        return 1;

    rc.left = 0; rc.top = 0; rc.right = CLIENT_W; rc.bottom = CLIENT_H;
    AdjustWindowRect(&rc, style, FALSE);
    hwnd = CreateWindowExA(0, "ComputeWindow", "Compute", style,
                           80, 80, rc.right - rc.left, rc.bottom - rc.top,
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
