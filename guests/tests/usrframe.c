/*
 * usrframe.c - the window menu and the caption buttons: minimize, maximize, restore.
 *
 * "usrframe" is a WS_OVERLAPPEDWINDOW at (40,40) 300x200 whose window menu has an extra
 * item "&About usrframe" (id 0x110). "usrframe2" (WS_CAPTION | WS_SYSMENU |
 * WS_MINIMIZEBOX, no maximize box) sits at (360,40) 200x120.
 * Printed: every WM_SIZE (type, width, height), WM_SYSCOMMAND (the command), WM_MOVE,
 * WM_GETMINMAXINFO (the suggested maximized size), and on the keys:
 *   I   IsIconic, IsZoomed, GetWindowPlacement (showCmd and normal rectangle)
 *   X   ShowWindow(SW_MAXIMIZE)    N   ShowWindow(SW_MINIMIZE)    R   ShowWindow(SW_RESTORE)
 *   S   GetSystemMenu: item count and the states of Restore and Maximize
 *   L   the maximized size is limited to 400x300 from now on (WM_GETMINMAXINFO)
 */
#include <windows.h>
#include <stdio.h>

static int limit;
static HWND main_wnd, second_wnd;

static void out(const char *fmt, ...)
{
    char buf[256];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    printf("%s\n", buf);
    fflush(stdout);
}

static LRESULT CALLBACK wnd_proc(HWND hwnd, UINT msg, WPARAM wp, LPARAM lp)
{
    const char *name = hwnd == second_wnd ? "usrframe2" : "usrframe";
    switch (msg) {
    case WM_SIZE:
        out("%s size type=%u %u,%u", name, (unsigned)wp, LOWORD(lp), HIWORD(lp));
        break;
    case WM_MOVE:
        out("%s move %d,%d", name, (short)LOWORD(lp), (short)HIWORD(lp));
        break;
    case WM_GETMINMAXINFO: {
        MINMAXINFO *mm = (MINMAXINFO *)lp;
        out("%s minmax max=%ld,%ld at=%ld,%ld", name, mm->ptMaxSize.x, mm->ptMaxSize.y,
            mm->ptMaxPosition.x, mm->ptMaxPosition.y);
        if (limit) {
            mm->ptMaxSize.x = 400;
            mm->ptMaxSize.y = 300;
            mm->ptMaxPosition.x = 10;
            mm->ptMaxPosition.y = 20;
        }
        return 0;
    }
    case WM_SYSCOMMAND:
        out("%s syscommand %#x", name, (unsigned)(wp & 0xFFF0));
        if ((wp & 0xFFF0) == 0x110) {
            out("about");
            return 0;
        }
        break;
    case WM_CHAR:
        switch (wp | 0x20) {
        case 'i': {
            WINDOWPLACEMENT pl = {sizeof pl};
            GetWindowPlacement(hwnd, &pl);
            out("iconic=%d zoomed=%d show=%u normal=%ld,%ld,%ld,%ld", IsIconic(hwnd),
                IsZoomed(hwnd), pl.showCmd, pl.rcNormalPosition.left, pl.rcNormalPosition.top,
                pl.rcNormalPosition.right, pl.rcNormalPosition.bottom);
            break;
        }
        case 'x': ShowWindow(hwnd, SW_MAXIMIZE); break;
        case 'n': ShowWindow(hwnd, SW_MINIMIZE); break;
        case 'r': ShowWindow(hwnd, SW_RESTORE); break;
        case 'l': limit = 1; break;
        case 's': {
            HMENU m = GetSystemMenu(hwnd, FALSE);
            out("sysmenu count=%d restore=%#x maximize=%#x close=%#x", GetMenuItemCount(m),
                GetMenuState(m, SC_RESTORE, MF_BYCOMMAND),
                GetMenuState(m, SC_MAXIMIZE, MF_BYCOMMAND),
                GetMenuState(m, SC_CLOSE, MF_BYCOMMAND));
            break;
        }
        }
        return 0;
    case WM_DESTROY:
        if (hwnd == main_wnd)
            PostQuitMessage(0);
        return 0;
    }
    return DefWindowProcA(hwnd, msg, wp, lp);
}

int WINAPI WinMain(HINSTANCE inst, HINSTANCE prev, LPSTR cmd, int show)
{
    WNDCLASSA wc = {0};
    MSG m;
    HWND hwnd, second;
    wc.lpfnWndProc = wnd_proc;
    wc.hInstance = inst;
    wc.hCursor = LoadCursor(NULL, IDC_ARROW);
    wc.hbrBackground = (HBRUSH)(COLOR_WINDOW + 1);
    wc.lpszClassName = "usrframe";
    RegisterClassA(&wc);
    second = second_wnd = CreateWindowA("usrframe", "usrframe2", WS_CAPTION | WS_SYSMENU | WS_MINIMIZEBOX,
                           360, 40, 200, 120, NULL, NULL, inst, NULL);
    ShowWindow(second, SW_SHOWNOACTIVATE);
    hwnd = main_wnd = CreateWindowA("usrframe", "usrframe", WS_OVERLAPPEDWINDOW, 40, 40, 300, 200, NULL,
                         NULL, inst, NULL);
    AppendMenuA(GetSystemMenu(hwnd, FALSE), MF_SEPARATOR, 0, NULL);
    AppendMenuA(GetSystemMenu(hwnd, FALSE), MF_STRING, 0x110, "&About usrframe");
    ShowWindow(hwnd, show);
    UpdateWindow(hwnd);
    out("ready");
    while (GetMessageA(&m, NULL, 0, 0) > 0) {
        TranslateMessage(&m);
        DispatchMessageA(&m);
    }
    return 0;
}
