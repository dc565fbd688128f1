/* A month calendar larger than one month (but too small for two) draws its month centred
   in the control, as comctl32 does (issue 23, "Programs in the wild (stop 29)": Win32++'s
   DateTime has a calendar wider than its month; here the month sat at the left with its
   title band across the whole width and the right arrow over the title). A click at the
   centre of the control lands on the middle of the month's third week; the day it picks
   is printed. */
#include <windows.h>
#include <commctrl.h>
#include <stdio.h>

static void show(const char *what, HWND mc)
{
    SYSTEMTIME st = {0};
    SendMessageA(mc, MCM_GETCURSEL, 0, (LPARAM)&st);
    printf("%s: %04d-%02d-%02d\n", what, st.wYear, st.wMonth, st.wDay);
}

static void click(HWND mc, int x, int y)
{
    SendMessageA(mc, WM_LBUTTONDOWN, MK_LBUTTON, MAKELPARAM(x, y));
    SendMessageA(mc, WM_LBUTTONUP, 0, MAKELPARAM(x, y));
}

int main(void)
{
    INITCOMMONCONTROLSEX icc = {sizeof icc, ICC_DATE_CLASSES};
    HWND top, mc;
    RECT r, c;
    SYSTEMTIME st = {0};
    InitCommonControlsEx(&icc);
    top = CreateWindowA("STATIC", "t", WS_POPUP | WS_VISIBLE, 0, 0, 600, 500, 0, 0, 0, 0);
    mc = CreateWindowA(MONTHCAL_CLASSA, "", WS_CHILD | WS_VISIBLE, 0, 0, 50, 50, top,
                       (HMENU)1, 0, 0);
    SendMessageA(mc, MCM_GETMINREQRECT, 0, (LPARAM)&r);
    SetWindowPos(mc, 0, 0, 0, r.right * 8 / 5, r.bottom * 3 / 2, SWP_NOZORDER);
    GetClientRect(mc, &c);
    printf("client is wider and taller than the minimum: %d %d\n", c.right > r.right,
           c.bottom > r.bottom);
    st.wYear = 2024;
    st.wMonth = 5;
    st.wDay = 2;
    SendMessageA(mc, MCM_SETCURSEL, 0, (LPARAM)&st);
    show("set", mc);
    click(mc, c.right / 2, c.bottom / 2);
    show("centre clicked", mc);
    click(mc, c.right / 2 - r.right / 7, c.bottom / 2);
    show("a column to the left", mc);
    DestroyWindow(top);
    printf("done\n");
    return 0;
}
