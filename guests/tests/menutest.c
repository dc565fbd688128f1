/*
 * menutest.c - test guest for resources, menus and accelerators.
 *
 * What it does:
 *   - At start it exercises the resource APIs and reports each result with
 *     OutputDebugStringA (vm.stdout_log lines "[debug] key=value"):
 *     LoadStringA/W (including truncation and LoadStringW's pointer mode),
 *     FindResource/SizeofResource/LoadResource/LockResource on RCDATA by id,
 *     by name and of a custom named type, LoadBitmap + GetObject, LoadIcon.
 *   - Its window "menutest" (screen 40,40, 320x220, WS_OVERLAPPEDWINDOW) gets
 *     its menu bar from the class menu (IDM_MAIN); WM_CREATE appends a "&Help"
 *     popup built with CreatePopupMenu/AppendMenu.
 *   - WM_COMMAND sets the title to "cmd=ID src=HIWORD" (src=1: accelerator).
 *     IDM_TOGGLE flips the check mark of "Checked item" with CheckMenuItem;
 *     IDM_EXIT destroys the window.
 *   - A right click runs TrackPopupMenu(TPM_RETURNCMD) on the MENUEX context
 *     menu and sets the title to "track=ID".
 *   - The client area is white with the 8x8 resource bitmap at (10,10):
 *     red / green over blue / yellow quadrants.
 *   - The message loop calls TranslateAcceleratorA with IDA_MAIN
 *     (Ctrl+S -> 104, Ctrl+O -> 102, Ctrl+G -> the greyed 202, ASCII 'a' -> 302).
 */
#include <windows.h>
#include "menutest_res.h"

static HINSTANCE g_inst;
static HBITMAP g_bitmap;
static HMENU g_ctx;
static int g_checked = 1;

static void report(const char *fmt, int a, int b, const char *s)
{
    char buf[256];
    wsprintfA(buf, fmt, a, b, s ? s : "");
    OutputDebugStringA(buf);
}

static void resource_report(void)
{
    char buf[64], narrow[64];
    WCHAR wbuf[64];
    const WCHAR *ptr = NULL;
    int n, i;
    HRSRC r;
    BITMAP bm;

    n = LoadStringA(g_inst, 1, buf, sizeof buf);
    report("str1=%d:%d:%s", n, 0, buf);
    n = LoadStringA(g_inst, 1, buf, 6);
    report("trunc=%d:%d:%s", n, 0, buf);
    n = LoadStringW(g_inst, 17, wbuf, 64);
    for (i = 0; i <= n && i < 63; i++) narrow[i] = (char)wbuf[i];
    narrow[63] = 0;
    report("str17=%d:%d:%s", n, 0, narrow);
    n = LoadStringW(g_inst, 2, (LPWSTR)&ptr, 0);
    report("ptr=%d:%d:%s", n, ptr ? (char)ptr[0] : 0, "");
    lstrcpyA(buf, "unchanged");
    n = LoadStringA(g_inst, 99, buf, sizeof buf);
    report("missing=%d:%d:%s", n, 0, buf);

    r = FindResourceA(NULL, MAKEINTRESOURCEA(IDR_DATA), (LPCSTR)RT_RCDATA);
    report("rcdata=%d:%d:%s", SizeofResource(NULL, r), r != 0,
           r ? (const char *)LockResource(LoadResource(NULL, r)) : "");
    r = FindResourceA(NULL, "mydata", (LPCSTR)RT_RCDATA);
    report("named=%d:%d:%s", SizeofResource(NULL, r), r != 0,
           r ? (const char *)LockResource(LoadResource(NULL, r)) : "");
    r = FindResourceA(NULL, "#5", "MyType");
    report("custom=%d:%d:%s", SizeofResource(NULL, r), r != 0,
           r ? (const char *)LockResource(LoadResource(NULL, r)) : "");
    r = FindResourceA(NULL, "nosuch", (LPCSTR)RT_RCDATA);
    report("nosuch=%d:%d:%s", r != 0, (int)GetLastError(), "");

    g_bitmap = LoadBitmapA(g_inst, MAKEINTRESOURCEA(IDB_TEST));
    bm.bmWidth = bm.bmHeight = 0;
    if (g_bitmap) GetObjectA(g_bitmap, sizeof bm, &bm);
    report("bitmap=%d:%d:%s", bm.bmWidth, bm.bmHeight, "");
    report("icon=%d:%d:%s", LoadIconA(g_inst, MAKEINTRESOURCEA(IDI_APP)) != 0,
           LoadIconA(g_inst, MAKEINTRESOURCEA(77)) != 0, "");
}

static LRESULT CALLBACK WndProc(HWND hwnd, UINT msg, WPARAM wParam, LPARAM lParam)
{
    char title[64];
    switch (msg) {
    case WM_CREATE: {
        HMENU help = CreatePopupMenu();
        AppendMenuA(help, MF_STRING, IDM_ABOUT, "&About");
        AppendMenuA(GetMenu(hwnd), MF_POPUP, (UINT_PTR)help, "&Help");
        DrawMenuBar(hwnd);
        return 0;
    }
    case WM_INITMENU:
        report("initmenu=%d:%d:%s", (HMENU)wParam == GetMenu(hwnd), 0, "");
        return 0;
    case WM_INITMENUPOPUP:
        report("initmenupopup=%d:%d:%s", LOWORD(lParam), GetMenuItemCount((HMENU)wParam), "");
        return 0;
    case WM_COMMAND:
        wsprintfA(title, "cmd=%d src=%d", LOWORD(wParam), HIWORD(wParam));
        SetWindowTextA(hwnd, title);
        if (LOWORD(wParam) == IDM_TOGGLE) {
            g_checked = !g_checked;
            CheckMenuItem(GetMenu(hwnd), IDM_CHECKED, g_checked ? MF_CHECKED : MF_UNCHECKED);
        } else if (LOWORD(wParam) == IDM_EXIT) {
            DestroyWindow(hwnd);
        }
        return 0;
    case WM_RBUTTONUP: {
        POINT pt;
        int r;
        pt.x = (short)LOWORD(lParam);
        pt.y = (short)HIWORD(lParam);
        ClientToScreen(hwnd, &pt);
        r = TrackPopupMenu(GetSubMenu(g_ctx, 0), TPM_RETURNCMD | TPM_LEFTALIGN | TPM_TOPALIGN,
                           pt.x, pt.y, 0, hwnd, NULL);
        wsprintfA(title, "track=%d", r);
        SetWindowTextA(hwnd, title);
        return 0;
    }
    case WM_PAINT: {
        PAINTSTRUCT ps;
        RECT rc;
        HDC hdc = BeginPaint(hwnd, &ps);
        HDC mem = CreateCompatibleDC(hdc);
        HGDIOBJ old;
        GetClientRect(hwnd, &rc);
        FillRect(hdc, &rc, (HBRUSH)GetStockObject(WHITE_BRUSH));
        old = SelectObject(mem, g_bitmap);
        BitBlt(hdc, 10, 10, 8, 8, mem, 0, 0, SRCCOPY);
        SelectObject(mem, old);
        DeleteDC(mem);
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
    WNDCLASSA wc;
    HWND hwnd;
    HACCEL accel;
    MSG msg;

    g_inst = hInst;
    resource_report();
    g_ctx = LoadMenuA(hInst, MAKEINTRESOURCEA(IDM_CTX));
    accel = LoadAcceleratorsA(hInst, MAKEINTRESOURCEA(IDA_MAIN));
    report("accel=%d:%d:%s", accel != 0, g_ctx != 0, "");

    ZeroMemory(&wc, sizeof wc);
    wc.lpfnWndProc = WndProc;
    wc.hInstance = hInst;
    wc.hIcon = LoadIconA(hInst, MAKEINTRESOURCEA(IDI_APP));
    wc.hCursor = LoadCursorA(NULL, (LPCSTR)IDC_ARROW);
    wc.hbrBackground = (HBRUSH)(COLOR_WINDOW + 1);
    wc.lpszMenuName = MAKEINTRESOURCEA(IDM_MAIN);
    wc.lpszClassName = "MenuTest";
    RegisterClassA(&wc);
    hwnd = CreateWindowExA(0, "MenuTest", "menutest", WS_OVERLAPPEDWINDOW | WS_VISIBLE,
                           40, 40, 320, 220, NULL, NULL, hInst, NULL);
    while (GetMessageA(&msg, NULL, 0, 0) > 0) {
        if (TranslateAcceleratorA(hwnd, accel, &msg))
            continue;
        TranslateMessage(&msg);
        DispatchMessageA(&msg);
    }
    return (int)msg.wParam;
}
