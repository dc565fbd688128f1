/* A tab control gives itself WS_CLIPSIBLINGS, so a page laid over it as its sibling
   (Win32++'s tab pages, issue 23 "Programs in the wild": its DialogTab sample) is not
   painted over when the tab control repaints. Prints a line per step. */
#include <windows.h>
#include <commctrl.h>
#include <stdio.h>
static LRESULT CALLBACK red_proc(HWND h, UINT m, WPARAM w, LPARAM l)
{
    if (m == WM_PAINT) {
        PAINTSTRUCT ps; HDC dc = BeginPaint(h, &ps); RECT rc; GetClientRect(h, &rc);
        HBRUSH b = CreateSolidBrush(RGB(255, 0, 0)); FillRect(dc, &rc, b); DeleteObject(b);
        EndPaint(h, &ps); return 0;
    }
    return DefWindowProcA(h, m, w, l);
}
static void pump(void) { MSG m; while (PeekMessageA(&m, 0, 0, 0, PM_REMOVE)) DispatchMessageA(&m); }
int main(void)
{
    WNDCLASSA wc = {0}; HWND top, tab, page; TCITEMA ti = {TCIF_TEXT}; HDC dc;
    INITCOMMONCONTROLSEX icc = {sizeof icc, ICC_TAB_CLASSES};
    InitCommonControlsEx(&icc);
    wc.lpfnWndProc = DefWindowProcA; wc.lpszClassName = "tp_top"; wc.hbrBackground = (HBRUSH)(COLOR_BTNFACE + 1);
    RegisterClassA(&wc);
    wc.lpfnWndProc = red_proc; wc.lpszClassName = "tp_red"; RegisterClassA(&wc);
    top = CreateWindowExA(0, "tp_top", "t", WS_POPUP, 50, 50, 300, 200, 0, 0, 0, 0);
    tab = CreateWindowExA(0, WC_TABCONTROLA, "", WS_CHILD | WS_VISIBLE, 0, 0, 300, 200, top, 0, 0, 0);
    ti.pszText = "One"; SendMessageA(tab, TCM_INSERTITEMA, 0, (LPARAM)&ti);
    page = CreateWindowExA(0, "tp_red", "", WS_CHILD, 20, 40, 100, 100, top, 0, 0, 0);
    SetWindowPos(page, HWND_TOP, 20, 40, 100, 100, SWP_SHOWWINDOW);
    printf("tab above page: %d\n", GetWindow(top, GW_CHILD) == tab);
    printf("tab style has WS_CLIPSIBLINGS: %d\n",
           (GetWindowLongA(tab, GWL_STYLE) & WS_CLIPSIBLINGS) != 0);
    ShowWindow(top, SW_SHOW); UpdateWindow(top); pump(); Sleep(300); pump();
    dc = GetDC(top);
    printf("shown: page red %d\n", GetPixel(dc, 60, 80) == RGB(255, 0, 0));
    InvalidateRect(tab, NULL, TRUE); UpdateWindow(tab); pump(); Sleep(300); pump();
    printf("tab repainted: page red %d\n", GetPixel(dc, 60, 80) == RGB(255, 0, 0));
    ReleaseDC(top, dc);
    DestroyWindow(top);
    printf("done\n");
    return 0;
}
