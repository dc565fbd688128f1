/*
 * usrmdi.c - an MDI frame with two children, as the textbook MDI program builds it:
 * MDICLIENT with a CLIENTCREATESTRUCT, children made by WM_MDICREATE, DefFrameProc,
 * DefMDIChildProc, TranslateMDISysAccel in the message loop and a "&Window" menu that
 * lists the children.
 *
 * Frame "usrmdi" (0,0) 500x360; children "Doc 1" (red) and "Doc 2" (blue) placed with
 * CW_USEDEFAULT. Printed: WM_MDIACTIVATE seen by each child ("activate NAME on/off"),
 * WM_COMMAND ids the frame gets, and on the keys (sent to the active child):
 *   G   the active child (WM_MDIGETACTIVE)      W   the Window menu's items
 *   N   a new child "Doc N" (green)              C / T   cascade / tile (frame menu ids)
 *   X   WM_MDIDESTROY the active child
 *   K   CreateMDIWindow: a child "Doc K" (yellow)
 */
#include <windows.h>
#include <stdio.h>

#define ID_CASCADE 301
#define ID_TILE 302
#define ID_FIRSTCHILD 1000

static HWND frame, client;
static HMENU window_menu;
static int made;

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

static HWND new_child(COLORREF colour)
{
    MDICREATESTRUCTA mc = {0};
    char title[16];
    wsprintfA(title, "Doc %d", ++made);
    mc.szClass = "usrchild";
    mc.szTitle = title;
    mc.hOwner = GetModuleHandleA(NULL);
    mc.x = mc.y = mc.cx = mc.cy = CW_USEDEFAULT;
    mc.lParam = colour;
    return (HWND)SendMessageA(client, WM_MDICREATE, 0, (LPARAM)&mc);
}

static LRESULT CALLBACK child_proc(HWND hwnd, UINT msg, WPARAM wp, LPARAM lp)
{
    char name[32];
    switch (msg) {
    case WM_CREATE: {
        MDICREATESTRUCTA *mc = (MDICREATESTRUCTA *)((CREATESTRUCTA *)lp)->lpCreateParams;
        SetWindowLongPtrA(hwnd, GWLP_USERDATA, mc->lParam);
        break;
    }
    case WM_MDIACTIVATE:
        GetWindowTextA(hwnd, name, sizeof name);
        out("activate %s %s", name, (HWND)lp == hwnd ? "on" : "off");
        break;
    case WM_PAINT: {
        PAINTSTRUCT ps;
        RECT r;
        HDC dc = BeginPaint(hwnd, &ps);
        HBRUSH b = CreateSolidBrush((COLORREF)GetWindowLongPtrA(hwnd, GWLP_USERDATA));
        GetClientRect(hwnd, &r);
        FillRect(dc, &r, b);
        DeleteObject(b);
        EndPaint(hwnd, &ps);
        return 0;
    }
    case WM_CHAR:
        switch (wp | 0x20) {
        case 'g': {
            BOOL maxed = 2;
            HWND a = (HWND)SendMessageA(client, WM_MDIGETACTIVE, 0, (LPARAM)&maxed);
            GetWindowTextA(a, name, sizeof name);
            out("active=%s maximized=%d id=%ld", name, maxed, (long)GetWindowLongA(a, GWL_ID));
            break;
        }
        case 'w': {
            int i, n = GetMenuItemCount(window_menu);
            char item[32];
            for (i = 0; i < n; i++) {
                GetMenuStringA(window_menu, i, item, sizeof item, MF_BYPOSITION);
                out("menu %d id=%u state=%#x %s", i, GetMenuItemID(window_menu, i),
                    GetMenuState(window_menu, i, MF_BYPOSITION), item);
            }
            break;
        }
        case 'n': new_child(RGB(0, 255, 0)); break;
        case 'c': SendMessageA(frame, WM_COMMAND, ID_CASCADE, 0); break;
        case 't': SendMessageA(frame, WM_COMMAND, ID_TILE, 0); break;
        case 'x': SendMessageA(client, WM_MDIDESTROY, (WPARAM)hwnd, 0); break;
        case 'k': {
            HWND k = CreateMDIWindowA("usrchild", "Doc K", 0, CW_USEDEFAULT, CW_USEDEFAULT,
                                      CW_USEDEFAULT, CW_USEDEFAULT, client,
                                      GetModuleHandleA(NULL), RGB(255, 255, 0));
            out("created=%d active=%d", k != NULL,
                (HWND)SendMessageA(client, WM_MDIGETACTIVE, 0, 0) == k);
            break;
        }
        }
        return 0;
    }
    return DefMDIChildProcA(hwnd, msg, wp, lp);
}

static LRESULT CALLBACK frame_proc(HWND hwnd, UINT msg, WPARAM wp, LPARAM lp)
{
    switch (msg) {
    case WM_CREATE: {
        CLIENTCREATESTRUCT cc;
        HMENU bar = CreateMenu();
        window_menu = CreatePopupMenu();
        AppendMenuA(window_menu, MF_STRING, ID_CASCADE, "&Cascade");
        AppendMenuA(window_menu, MF_STRING, ID_TILE, "&Tile");
        AppendMenuA(bar, MF_POPUP, (UINT_PTR)window_menu, "&Window");
        SetMenu(hwnd, bar);
        cc.hWindowMenu = window_menu;
        cc.idFirstChild = ID_FIRSTCHILD;
        client = CreateWindowA("MDICLIENT", NULL, WS_CHILD | WS_CLIPCHILDREN | WS_VISIBLE,
                               0, 0, 0, 0, hwnd, (HMENU)1, GetModuleHandleA(NULL), &cc);
        return 0;
    }
    case WM_COMMAND:
        out("command %u", LOWORD(wp));
        if (LOWORD(wp) == ID_CASCADE) {
            SendMessageA(client, WM_MDICASCADE, 0, 0);
            return 0;
        }
        if (LOWORD(wp) == ID_TILE) {
            SendMessageA(client, WM_MDITILE, MDITILE_VERTICAL, 0);
            return 0;
        }
        break;
    case WM_DESTROY:
        PostQuitMessage(0);
        return 0;
    }
    return DefFrameProcA(hwnd, client, msg, wp, lp);
}

int WINAPI WinMain(HINSTANCE inst, HINSTANCE prev, LPSTR cmd, int show)
{
    WNDCLASSA wc = {0};
    MSG m;
    wc.lpfnWndProc = frame_proc;
    wc.hInstance = inst;
    wc.hCursor = LoadCursor(NULL, IDC_ARROW);
    wc.hbrBackground = (HBRUSH)(COLOR_APPWORKSPACE + 1);
    wc.lpszClassName = "usrmdi";
    RegisterClassA(&wc);
    wc.lpfnWndProc = child_proc;
    wc.hbrBackground = (HBRUSH)(COLOR_WINDOW + 1);
    wc.lpszClassName = "usrchild";
    RegisterClassA(&wc);
    frame = CreateWindowA("usrmdi", "usrmdi", WS_OVERLAPPEDWINDOW | WS_CLIPCHILDREN, 0, 0, 500,
                          360, NULL, NULL, inst, NULL);
    ShowWindow(frame, show);
    new_child(RGB(255, 0, 0));
    new_child(RGB(0, 0, 255));
    UpdateWindow(frame);
    out("ready");
    while (GetMessageA(&m, NULL, 0, 0) > 0) {
        if (!TranslateMDISysAccel(client, &m)) {
            TranslateMessage(&m);
            DispatchMessageA(&m);
        }
    }
    return 0;
}
