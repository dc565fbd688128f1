/* A parent's painting and its children (docs/user.md, "A parent's paint and its
   children"; user32's win.c test_csparentdc): invalidating part of a parent repaints
   only the part of each child under it, and a CS_PARENTDC child's paint DC is cut to
   its update rectangle as the parent passed it on (whole parent when all of the child
   is to be painted). One line per WM_PAINT. */
#include <windows.h>
#include <stdio.h>

static LRESULT CALLBACK child_proc(HWND h, UINT m, WPARAM w, LPARAM l)
{
    if (m == WM_PAINT) {
        PAINTSTRUCT ps;
        RECT clip;
        char name[16];
        HDC dc = BeginPaint(h, &ps);
        GetClipBox(dc, &clip);
        GetWindowTextA(h, name, sizeof name);
        printf("  %s: paint %ld,%ld,%ld,%ld clip %ld,%ld,%ld,%ld\n", name, ps.rcPaint.left,
               ps.rcPaint.top, ps.rcPaint.right, ps.rcPaint.bottom, clip.left, clip.top,
               clip.right, clip.bottom);
        EndPaint(h, &ps);
        return 0;
    }
    return DefWindowProcA(h, m, w, l);
}

static void flush(void)
{
    MSG msg;
    while (PeekMessageA(&msg, 0, 0, 0, PM_REMOVE))
        DispatchMessageA(&msg);
}

static void invalidate(const char *what, HWND h, int l, int t, int r, int b)
{
    RECT rc;
    SetRect(&rc, l, t, r, b);
    printf("%s (%d,%d,%d,%d):\n", what, l, t, r, b);
    InvalidateRect(h, &rc, TRUE);
    flush();
}

int main(void)
{
    WNDCLASSA wc = {0};
    HWND main_wnd, c1;
    RECT rc = {0, 0, 150, 150};

    setvbuf(stdout, NULL, _IONBF, 0);
    wc.lpfnWndProc = DefWindowProcA;
    wc.hbrBackground = GetStockObject(WHITE_BRUSH);
    wc.lpszClassName = "u32pdc_main";
    RegisterClassA(&wc);
    wc.style = CS_PARENTDC;
    wc.lpfnWndProc = child_proc;
    wc.lpszClassName = "u32pdc_child";
    RegisterClassA(&wc);
    AdjustWindowRectEx(&rc, WS_OVERLAPPEDWINDOW, FALSE, 0);
    main_wnd = CreateWindowExA(0, "u32pdc_main", "main", WS_OVERLAPPEDWINDOW,
                               50, 50, rc.right - rc.left, rc.bottom - rc.top, 0, 0, NULL,
                               NULL);
    c1 = CreateWindowExA(0, "u32pdc_child", "child1", WS_CHILD | WS_VISIBLE, 20, 20, 40, 40,
                         main_wnd, NULL, NULL, NULL);
    CreateWindowExA(0, "u32pdc_child", "child2", WS_CHILD | WS_VISIBLE, 40, 40, 40, 40,
                         main_wnd, NULL, NULL, NULL);
    ShowWindow(main_wnd, SW_SHOW);
    SetWindowPos(main_wnd, HWND_TOPMOST, 0, 0, 0, 0, SWP_NOSIZE | SWP_NOMOVE);
    flush();
    invalidate("parent all", main_wnd, 0, 0, 150, 150);
    invalidate("parent", main_wnd, 0, 0, 50, 50);
    invalidate("parent corner", main_wnd, 0, 0, 10, 10);
    invalidate("parent", main_wnd, 40, 40, 50, 50);
    invalidate("parent", main_wnd, 20, 20, 60, 60);
    invalidate("child1", c1, 0, 0, 10, 10);
    invalidate("child1 beyond", c1, -5, -5, 65, 65);
    DestroyWindow(main_wnd);
    printf("done\n");
    return 0;
}
