/* A window DC kept across moves (gvim keeps GetDC of its CS_OWNDC text area for its
 * whole life and moves the window when the toolbar and menu take their place): Windows
 * draws through such a DC at the window's current place, clipped to its current size.
 * Prints what GetPixel of the parent's client area finds after each step. */
#include <windows.h>
#include <stdio.h>

static LRESULT CALLBACK proc(HWND h, UINT m, WPARAM w, LPARAM l)
{
    if (m == WM_ERASEBKGND)
        return 1;           /* nothing paints behind the test's back */
    return DefWindowProcA(h, m, w, l);
}

static void fill(HDC dc, int w, int h, COLORREF c)
{
    HBRUSH b = CreateSolidBrush(c);
    RECT r = {0, 0, w, h};
    FillRect(dc, &r, b);
    DeleteObject(b);
}

static void pump(void)
{
    MSG msg;
    while (PeekMessageA(&msg, NULL, 0, 0, PM_REMOVE))
        DispatchMessageA(&msg);
}

static void show(HWND parent, const char *what)
{
    HDC pdc = GetDC(parent);
    printf("%s: (5,5)=%06lx (25,25)=%06lx (65,45)=%06lx (95,95)=%06lx (115,45)=%06lx\n", what,
           (unsigned long)GetPixel(pdc, 5, 5), (unsigned long)GetPixel(pdc, 25, 25),
           (unsigned long)GetPixel(pdc, 65, 45), (unsigned long)GetPixel(pdc, 95, 95),
           (unsigned long)GetPixel(pdc, 115, 45));
    ReleaseDC(parent, pdc);
}

int main(void)
{
    WNDCLASSA wc = {0};
    HWND parent, child;
    HDC dc, pdc;
    POINT org;

    wc.lpfnWndProc = proc;
    wc.hInstance = GetModuleHandleA(NULL);
    wc.lpszClassName = "dcfollow_parent";
    RegisterClassA(&wc);
    wc.style = CS_OWNDC;
    wc.lpszClassName = "dcfollow_child";
    RegisterClassA(&wc);

    parent = CreateWindowA("dcfollow_parent", "dcfollow", WS_POPUP | WS_VISIBLE,
                           0, 0, 200, 160, NULL, NULL, wc.hInstance, NULL);
    child = CreateWindowA("dcfollow_child", "", WS_CHILD | WS_VISIBLE,
                          0, 0, 40, 40, parent, NULL, wc.hInstance, NULL);
    pump();
    pdc = GetDC(parent);
    fill(pdc, 200, 160, RGB(255, 255, 255));
    ReleaseDC(parent, pdc);

    dc = GetDC(child);                 /* kept, as gvim keeps its text area's */
    fill(dc, 200, 200, RGB(255, 0, 0));
    show(parent, "red at 0,0 40x40");

    MoveWindow(child, 50, 30, 60, 30, FALSE);
    fill(dc, 200, 200, RGB(0, 0, 255));
    show(parent, "blue after move to 50,30 60x30");
    GetDCOrgEx(dc, &org);
    printf("GetDCOrgEx=%ld,%ld\n", org.x, org.y);

    SetWindowPos(child, NULL, 80, 80, 30, 30, SWP_NOZORDER | SWP_NOACTIVATE);
    fill(dc, 200, 200, RGB(0, 255, 0));
    show(parent, "green after SetWindowPos to 80,80 30x30");
    GetDCOrgEx(dc, &org);
    printf("GetDCOrgEx=%ld,%ld\n", org.x, org.y);

    printf("same DC from GetDC again (CS_OWNDC)=%d\n", GetDC(child) == dc);
    DestroyWindow(parent);
    printf("done\n");
    return 0;
}
