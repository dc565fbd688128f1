/* msgloop.c - a message-loop benchmark guest for bench/bench_instructions.py --what msgs:
 * the generator APIs' round trip. A window of its own; then N turns (argv[1], default
 * 1,000,000) of: PostMessageA(WM_USER) to it, GetMessageA, TranslateMessage,
 * DispatchMessageA (its window procedure, which passes WM_USER to DefWindowProcA), and a
 * SendMessageA(WM_USER + 1) to itself (the procedure called from inside the API). The
 * results are summed so nothing is optimised away; prints the sum and exits. */
#include <windows.h>
#include <stdio.h>
#include <stdlib.h>

static volatile unsigned g_seen;

static LRESULT CALLBACK WndProc(HWND hwnd, UINT msg, WPARAM wParam, LPARAM lParam)
{
    if (msg == WM_USER || msg == WM_USER + 1)
        g_seen += (unsigned)wParam;
    return DefWindowProcA(hwnd, msg, wParam, lParam);
}

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 1000000, i;
    volatile unsigned sum = 0;
    WNDCLASSA wc;
    HWND hwnd;
    MSG msg;

    memset(&wc, 0, sizeof(wc));
    wc.lpfnWndProc = WndProc;
    wc.hInstance = GetModuleHandleA(NULL);
    wc.lpszClassName = "MsgLoop";
    if (!RegisterClassA(&wc))
        return 1;
    hwnd = CreateWindowA("MsgLoop", "MsgLoop", WS_OVERLAPPED, 0, 0, 100, 100,
                         NULL, NULL, wc.hInstance, NULL);
    if (!hwnd)
        return 1;
    for (i = 0; i < n; i++) {
        PostMessageA(hwnd, WM_USER, i, 0);
        sum += GetMessageA(&msg, NULL, 0, 0);
        sum += TranslateMessage(&msg);
        sum += DispatchMessageA(&msg);
        sum += SendMessageA(hwnd, WM_USER + 1, i, 0);
    }
    DestroyWindow(hwnd);
    printf("%u %u\n", sum, g_seen);
    return 0;
}
