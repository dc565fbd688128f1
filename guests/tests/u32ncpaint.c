/* WM_NCPAINT to a child window (docs/user.md, "WM_NCPAINT for child windows"; user32's
   win.c test_nonclient_area): a child with a standard horizontal scroll bar whose
   procedure hands DefWindowProc a region without the bar's rows (the bar stays
   unpainted: the parent's light grey shows), one that hands it the whole frame (1: the
   bar is painted), and a bordered child. Pixels read through the parent's DC. One line
   per check. */
#include <windows.h>
#include <stdio.h>

static int cut, ncpaints;

static LRESULT CALLBACK child_proc(HWND h, UINT m, WPARAM w, LPARAM l)
{
    if (m == WM_NCPAINT)
    {
        ncpaints++;
        if (cut)
        {
            RECT r;
            HRGN rgn;
            GetWindowRect(h, &r);
            rgn = CreateRectRgn(r.left, r.top, r.right, r.bottom - GetSystemMetrics(SM_CYHSCROLL));
            DefWindowProcA(h, m, (WPARAM)rgn, l);
            DeleteObject(rgn);
            return 0;
        }
    }
    return DefWindowProcA(h, m, w, l);
}

static void pump(void)
{
    MSG msg;
    while (PeekMessageA(&msg, 0, 0, 0, PM_REMOVE))
        DispatchMessageA(&msg);
}

static void check(HWND parent, DWORD style, int how, const char *what)
{
    HWND child;
    HDC dc;
    COLORREF bar, corner;

    cut = how;
    ncpaints = 0;
    child = CreateWindowA("u32ncchild", "child", WS_CHILD | WS_VISIBLE | style, 0, 0, 50, 50,
                          parent, NULL, 0, NULL);
    pump();
    RedrawWindow(child, NULL, NULL, RDW_INVALIDATE | RDW_ERASE | RDW_UPDATENOW | RDW_ERASENOW |
                 RDW_FRAME);
    pump();
    dc = GetDC(parent);
    /* the middle of the bar's right arrow (its black glyph when painted), the
       window's top-left pixel (its border when painted) */
    bar = GetPixel(dc, 50 - GetSystemMetrics(SM_CXVSCROLL) / 2,
                   50 - GetSystemMetrics(SM_CYHSCROLL) / 2);
    corner = GetPixel(dc, 0, 0);
    ReleaseDC(parent, dc);
    /* (the colours are the classic ones here, Wine 8's theme's there: what is
       printed is whether the parent's light grey shows, whether the border is drawn) */
    printf("%s: ncpaint=%d parent under the bar=%d border=%d\n", what, ncpaints > 0,
           bar == 0xc0c0c0, corner != 0x808080);
    DestroyWindow(child);
    pump();
}

int main(void)
{
    WNDCLASSA wc = {0};
    HWND parent;

    setvbuf(stdout, NULL, _IONBF, 0);
    wc.lpfnWndProc = DefWindowProcA;
    wc.hCursor = LoadCursorA(NULL, (LPCSTR)IDC_ARROW);
    wc.hbrBackground = GetStockObject(LTGRAY_BRUSH);
    wc.lpszClassName = "u32ncparent";
    RegisterClassA(&wc);
    wc.lpfnWndProc = child_proc;
    wc.hbrBackground = GetStockObject(GRAY_BRUSH);
    wc.lpszClassName = "u32ncchild";
    RegisterClassA(&wc);
    parent = CreateWindowA("u32ncparent", "parent", WS_POPUP | WS_VISIBLE, 100, 100, 100, 100,
                           NULL, NULL, 0, NULL);
    SetCursorPos(0, 0);
    pump();
    check(parent, WS_HSCROLL, 1, "bar cut out");
    check(parent, WS_HSCROLL, 0, "whole frame");
    check(parent, WS_BORDER, 0, "border drawn");
    DestroyWindow(parent);
    printf("done\n");
    return 0;
}
