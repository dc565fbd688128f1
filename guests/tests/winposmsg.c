/* WM_WINDOWPOSCHANGING / WM_WINDOWPOSCHANGED around ShowWindow, MoveWindow and
 * SetWindowPos (Tcl/Tk's wish lays out its widgets when its frame hears the second).
 * The window procedure prints those two, WM_SHOWWINDOW, WM_SIZE and WM_MOVE, and passes
 * everything to DefWindowProc; for one SetWindowPos its WM_WINDOWPOSCHANGING answer
 * narrows the window, and the change made is its. */
#include <windows.h>
#include <stdio.h>

static int logging, narrow;

static const char *name(HWND h, HWND top)
{
    return h == top ? "top" : "child";
}

static HWND g_top;

static LRESULT CALLBACK proc(HWND h, UINT m, WPARAM w, LPARAM l)
{
    if (logging) {
        WINDOWPOS *p = (WINDOWPOS *)l;
        switch (m) {
        case WM_WINDOWPOSCHANGING:
            printf("%s CHANGING %d,%d %dx%d flags=%#x\n", name(h, g_top), p->x, p->y,
                   p->cx, p->cy, p->flags & 0xffff);
            if (narrow) {
                p->cx = 240;
                narrow = 0;
            }
            break;
        case WM_WINDOWPOSCHANGED:
            printf("%s CHANGED %d,%d %dx%d flags=%#x visible=%d\n", name(h, g_top), p->x,
                   p->y, p->cx, p->cy, p->flags & 0xffff, IsWindowVisible(h) != 0);
            break;
        case WM_SHOWWINDOW:
            printf("%s SHOWWINDOW %d\n", name(h, g_top), (int)w);
            break;
        case WM_SIZE:
            printf("%s SIZE %d %dx%d\n", name(h, g_top), (int)w, LOWORD(l), HIWORD(l));
            break;
        case WM_MOVE:
            printf("%s MOVE %d,%d\n", name(h, g_top), (short)LOWORD(l), (short)HIWORD(l));
            break;
        }
    }
    return DefWindowProcA(h, m, w, l);
}

static void rect(const char *what, HWND h)
{
    RECT r;
    GetWindowRect(h, &r);
    printf("%s rect %ld,%ld %ldx%ld\n", what, r.left, r.top, r.right - r.left,
           r.bottom - r.top);
}

int main(void)
{
    WNDCLASSA wc = {0};
    HWND child;

    wc.lpfnWndProc = proc;
    wc.hInstance = GetModuleHandleA(NULL);
    wc.lpszClassName = "winposmsg";
    wc.hbrBackground = (HBRUSH)(COLOR_WINDOW + 1);
    RegisterClassA(&wc);
    g_top = CreateWindowExA(0, "winposmsg", "winpos", WS_OVERLAPPEDWINDOW, 10, 10, 200, 100,
                            NULL, NULL, wc.hInstance, NULL);
    child = CreateWindowExA(0, "winposmsg", "", WS_CHILD, 5, 5, 50, 40, g_top, NULL,
                            wc.hInstance, NULL);
    setvbuf(stdout, NULL, _IONBF, 0);
    logging = 1;
    printf("-- ShowWindow(top, SW_SHOWNORMAL)\n");
    ShowWindow(g_top, SW_SHOWNORMAL);
    printf("-- MoveWindow(top, 20, 30, 220, 120)\n");
    MoveWindow(g_top, 20, 30, 220, 120, TRUE);
    rect("top", g_top);
    printf("-- SetMenu(top, a bar)\n");
    {
        HMENU bar = CreateMenu();
        AppendMenuA(bar, MF_STRING, 1, "File");
        SetMenu(g_top, bar);
    }
    rect("top", g_top);
    printf("-- SetWindowPos(top, 250x130, NOMOVE|NOZORDER|NOACTIVATE), narrowed to 240\n");
    narrow = 1;
    SetWindowPos(g_top, NULL, 0, 0, 250, 130, SWP_NOMOVE | SWP_NOZORDER | SWP_NOACTIVATE);
    rect("top", g_top);
    printf("-- SetWindowPos(top, 40,50, NOSIZE|NOZORDER|NOACTIVATE|NOSENDCHANGING)\n");
    SetWindowPos(g_top, NULL, 40, 50, 0, 0,
                 SWP_NOSIZE | SWP_NOZORDER | SWP_NOACTIVATE | SWP_NOSENDCHANGING);
    rect("top", g_top);
    printf("-- ShowWindow(child, SW_SHOWNORMAL)\n");
    ShowWindow(child, SW_SHOWNORMAL);
    printf("-- MoveWindow(child, 7, 8, 60, 30)\n");
    MoveWindow(child, 7, 8, 60, 30, TRUE);
    printf("-- MoveWindow(child, 7, 9, 60, 30, FALSE)\n");
    MoveWindow(child, 7, 9, 60, 30, FALSE);
    printf("-- SetWindowPos(child, HIDEWINDOW|NOMOVE|NOSIZE|NOZORDER|NOACTIVATE)\n");
    SetWindowPos(child, NULL, 0, 0, 0, 0,
                 SWP_HIDEWINDOW | SWP_NOMOVE | SWP_NOSIZE | SWP_NOZORDER | SWP_NOACTIVATE);
    printf("-- ShowWindow(top, SW_HIDE)\n");
    ShowWindow(g_top, SW_HIDE);
    logging = 0;
    DestroyWindow(g_top);
    printf("done\n");
    return 0;
}
