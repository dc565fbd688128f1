/*
 * icontest.c - draws icons: its own (a classic BMP icon from icontest.ico: a red
 * 16x16 square in the middle of a 32x32 image whose border is transparent) with
 * DrawIcon at client (10,10) and DrawIconEx at (110,10) scaled to 64x64, and the
 * system IDI_EXCLAMATION with DrawIcon at (60,10).  White client background.
 */
#include <windows.h>

static LRESULT CALLBACK proc(HWND hwnd, UINT msg, WPARAM wp, LPARAM lp)
{
    if (msg == WM_PAINT) {
        PAINTSTRUCT ps;
        HDC hdc = BeginPaint(hwnd, &ps);
        HICON mine = LoadIconA(GetModuleHandleA(NULL), "APPICON");
        DrawIcon(hdc, 10, 10, mine);
        DrawIcon(hdc, 60, 10, LoadIconA(NULL, IDI_EXCLAMATION));
        DrawIconEx(hdc, 110, 10, mine, 64, 64, 0, NULL, DI_NORMAL);
        EndPaint(hwnd, &ps);
        return 0;
    }
    if (msg == WM_DESTROY) {
        PostQuitMessage(0);
        return 0;
    }
    return DefWindowProcA(hwnd, msg, wp, lp);
}

int WINAPI WinMain(HINSTANCE inst, HINSTANCE prev, LPSTR cmd, int show)
{
    WNDCLASSA wc = {0};
    MSG m;
    wc.lpfnWndProc = proc;
    wc.hInstance = inst;
    wc.hIcon = LoadIconA(inst, "APPICON");
    wc.hCursor = LoadCursorA(NULL, IDC_ARROW);
    wc.hbrBackground = (HBRUSH)GetStockObject(WHITE_BRUSH);
    wc.lpszClassName = "IconTest";
    RegisterClassA(&wc);
    CreateWindowA("IconTest", "icons", WS_OVERLAPPED | WS_CAPTION | WS_SYSMENU | WS_VISIBLE,
                  20, 20, 220, 130, NULL, NULL, inst, NULL);
    while (GetMessageA(&m, NULL, 0, 0) > 0) {
        TranslateMessage(&m);
        DispatchMessageA(&m);
    }
    return 0;
}
