/*
 * hello.c - the smallest wineagent guest GUI program.
 *
 * What it does:
 *   Creates a window titled "Hello" at screen (40,40) whose client area is
 *   240x120 (outer size computed with AdjustWindowRect), painted white with
 *   "Hello, world!" centred via DrawTextA(DT_CENTER|DT_VCENTER|DT_SINGLELINE).
 *
 * Test hooks:
 *   - Left click anywhere in the client area -> MessageBoxA(hwnd,
 *     "You clicked the window.", "Hello", MB_OK).
 *   - Closing the window (WM_CLOSE -> DefWindowProc -> DestroyWindow)
 *     posts WM_QUIT via PostQuitMessage(0); WinMain returns msg.wParam (0).
 */
#include <windows.h>
#include <string.h>

#define CLIENT_W 240
#define CLIENT_H 120

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
        DrawTextA(hdc, "Hello, world!", -1, &rc, DT_CENTER | DT_VCENTER | DT_SINGLELINE);
        EndPaint(hwnd, &ps);
        return 0;
    }
    case WM_LBUTTONDOWN:
        MessageBoxA(hwnd, "You clicked the window.", "Hello", MB_OK);
        return 0;
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
    wc.style = CS_HREDRAW | CS_VREDRAW;
    wc.lpfnWndProc = WndProc;
    wc.hInstance = hInst;
    wc.hIcon = LoadIconA(NULL, IDI_APPLICATION);
    wc.hCursor = LoadCursorA(NULL, IDC_ARROW);
    wc.hbrBackground = (HBRUSH)GetStockObject(WHITE_BRUSH);
    wc.lpszClassName = "HelloWindow";
    if (!RegisterClassExA(&wc))
        return 1;

    rc.left = 0; rc.top = 0; rc.right = CLIENT_W; rc.bottom = CLIENT_H;
    AdjustWindowRect(&rc, style, FALSE);
    hwnd = CreateWindowExA(0, "HelloWindow", "Hello", style,
                           40, 40, rc.right - rc.left, rc.bottom - rc.top,
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
