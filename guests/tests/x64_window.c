/* A minimal GUI program built for x86-64 (issue 22, milestone B): it registers a class,
 * creates a window, runs a message loop, paints with TextOut on WM_PAINT and ends with
 * PostQuitMessage(3) when the window is closed. It draws the same at both widths, so
 * test/machine/test_x64_window.py compares its screen with the same source built for
 * i686. */
#include <windows.h>

static LRESULT CALLBACK WndProc(HWND hwnd, UINT msg, WPARAM wParam, LPARAM lParam)
{
    switch (msg) {
    case WM_PAINT: {
        PAINTSTRUCT ps;
        HDC hdc = BeginPaint(hwnd, &ps);
        TextOutA(hdc, 10, 10, "Hello from TextOut", 18);
        TextOutA(hdc, 10, 40, "one source, two widths", 22);
        EndPaint(hwnd, &ps);
        return 0;
    }
    case WM_DESTROY:
        PostQuitMessage(3);
        return 0;
    }
    return DefWindowProcA(hwnd, msg, wParam, lParam);
}

int WINAPI WinMain(HINSTANCE hInst, HINSTANCE hPrev, LPSTR lpCmdLine, int nShow)
{
    WNDCLASSA wc = {0};
    HWND hwnd;
    MSG msg;

    (void)hPrev; (void)lpCmdLine;
    wc.lpfnWndProc = WndProc;
    wc.hInstance = hInst;
    wc.hbrBackground = (HBRUSH)(COLOR_WINDOW + 1);
    wc.lpszClassName = "X64Window";
    if (!RegisterClassA(&wc))
        return 1;
    hwnd = CreateWindowExA(0, "X64Window", "Two widths", WS_OVERLAPPEDWINDOW,
                           20, 20, 300, 160, NULL, NULL, hInst, NULL);
    if (!hwnd)
        return 2;
    ShowWindow(hwnd, nShow);
    UpdateWindow(hwnd);
    while (GetMessageA(&msg, NULL, 0, 0) > 0) {
        TranslateMessage(&msg);
        DispatchMessageA(&msg);
    }
    return (int)msg.wParam;
}
