/* Multi-column list boxes (LBS_MULTICOLUMN, docs/dialogs-controls.md "Multi-column list
 * boxes"): items placed top to bottom, then left to right in columns of LB_SETCOLUMNWIDTH
 * pixels (150 until set); LB_GETITEMRECT and LB_ITEMFROMPOINT in columns, LB_SETTOPINDEX
 * rounded to a column's first item and kept so the last column is in view, WM_HSCROLL by
 * columns and the horizontal bar's range/page/position in columns, Left/Right moving a
 * column, PageUp/PageDown a page of columns, a click in a column, and an owner-drawn list
 * whose items are handed their column's rectangle. One line per check; the expected lines
 * in test/win32/controls/test_lbcolumns.py are what this exe prints under Wine 8
 * (32- and 64-bit). */
#include <windows.h>
#include <stdio.h>

static HWND make(DWORD style, int w, int h, int count, HWND parent)
{
    HWND lb = CreateWindowExA(0, "LISTBOX", "", (parent ? WS_CHILD | WS_VISIBLE : WS_POPUP) |
                              LBS_MULTICOLUMN | LBS_NOINTEGRALHEIGHT | style,
                              0, 0, w, h, parent, (HMENU)(INT_PTR)(parent ? 7 : 0), NULL, NULL);
    char text[16];
    int i;
    for (i = 0; i < count; i++) {
        sprintf(text, "item %d", i);
        SendMessageA(lb, LB_ADDSTRING, 0, (LPARAM)text);
    }
    if (!(style & LBS_OWNERDRAWFIXED))
        SendMessageA(lb, LB_SETITEMHEIGHT, 0, 20);
    return lb;
}

static void rect(HWND lb, int i)
{
    RECT r;
    int ret;
    SetRectEmpty(&r);
    ret = (int)SendMessageA(lb, LB_GETITEMRECT, i, (LPARAM)&r);
    printf("itemrect %d: %d %ld,%ld-%ld,%ld\n", i, ret, r.left, r.top, r.right, r.bottom);
}

static void point(HWND lb, int x, int y)
{
    printf("itemfrompoint %d,%d: %#lx\n", x, y,
           (unsigned long)SendMessageA(lb, LB_ITEMFROMPOINT, 0, MAKELPARAM(x, y)));
}

static void top(HWND lb, const char *what)
{
    printf("%s: top=%d cursel=%d caret=%d\n", what, (int)SendMessageA(lb, LB_GETTOPINDEX, 0, 0),
           (int)SendMessageA(lb, LB_GETCURSEL, 0, 0), (int)SendMessageA(lb, LB_GETCARETINDEX, 0, 0));
}

static void key(HWND lb, UINT vk, const char *name)
{
    char what[32];
    SendMessageA(lb, WM_KEYDOWN, vk, 0);
    sprintf(what, "key %s", name);
    top(lb, what);
}

static void hscroll(HWND lb, WPARAM code, const char *name)
{
    char what[48];
    SendMessageA(lb, WM_HSCROLL, code, 0);
    sprintf(what, "hscroll %s", name);
    top(lb, what);
}

static void bar(HWND lb, const char *what)
{
    SCROLLINFO si;
    RECT c;
    si.cbSize = sizeof(si);
    si.fMask = SIF_ALL;
    si.nMin = si.nMax = si.nPos = -9;
    si.nPage = 99;
    if (!GetScrollInfo(lb, SB_HORZ, &si))
        si.nMin = si.nMax = si.nPos = -1, si.nPage = 0;
    GetClientRect(lb, &c);
    /* the client area's height with the bar's (SM_CYHSCROLL) added when it shows */
    printf("%s: horz %d..%d page=%u pos=%d client=%ldx%ld%s\n", what, si.nMin, si.nMax,
           si.nPage, si.nPos, c.right,
           c.bottom + ((GetWindowLongA(lb, GWL_STYLE) & WS_HSCROLL) ? GetSystemMetrics(SM_CYHSCROLL) : 0),
           (GetWindowLongA(lb, GWL_STYLE) & WS_HSCROLL) ? "+bar" : "");
}

static int recording; /* WM_DRAWITEM is printed only while UpdateWindow paints */

static LRESULT CALLBACK parent_proc(HWND w, UINT msg, WPARAM wp, LPARAM lp)
{
    if (msg == WM_MEASUREITEM) {
        MEASUREITEMSTRUCT *mi = (MEASUREITEMSTRUCT *)lp;
        mi->itemHeight = 20;
        return TRUE;
    }
    if (msg == WM_DRAWITEM) {
        DRAWITEMSTRUCT *di = (DRAWITEMSTRUCT *)lp;
        if (recording && di->CtlType == ODT_LISTBOX && (int)di->itemID >= 0)
            printf("drawitem %d: %ld,%ld-%ld,%ld state=%#x\n", (int)di->itemID,
                   di->rcItem.left, di->rcItem.top, di->rcItem.right, di->rcItem.bottom,
                   di->itemState);
        return TRUE;
    }
    return DefWindowProcA(w, msg, wp, lp);
}

int main(void)
{
    HWND lb, parent;
    WNDCLASSA wc = {0};
    MSG m;

    /* a list 200 x 100 without scroll bars: 23 items of 20 pixels, five to a column */
    lb = make(0, 200, 100, 23, NULL);
    rect(lb, 0);
    rect(lb, 6);
    printf("setcolumnwidth 60: %d\n", (int)SendMessageA(lb, LB_SETCOLUMNWIDTH, 60, 0));
    rect(lb, 0);
    rect(lb, 4);
    rect(lb, 5);
    rect(lb, 12);
    rect(lb, 17);
    rect(lb, 22);
    rect(lb, 23);
    point(lb, 5, 5);
    point(lb, 65, 25);
    point(lb, 130, 90);
    point(lb, 190, 5);
    point(lb, 190, 70);
    point(lb, 250, 30);
    point(lb, 30, 150);
    printf("listboxinfo: %lu\n", (unsigned long)SendMessageA(lb, LB_GETLISTBOXINFO, 0, 0));
    printf("settopindex 7: %d\n", (int)SendMessageA(lb, LB_SETTOPINDEX, 7, 0));
    top(lb, "after settopindex 7");
    rect(lb, 0);
    rect(lb, 12);
    point(lb, 5, 5);
    printf("settopindex 22: %d\n", (int)SendMessageA(lb, LB_SETTOPINDEX, 22, 0));
    top(lb, "after settopindex 22");
    rect(lb, 22);
    SendMessageA(lb, LB_SETTOPINDEX, 0, 0);
    printf("sethorizontalextent 500: %d, extent %d\n",
           (int)SendMessageA(lb, LB_SETHORIZONTALEXTENT, 500, 0),
           (int)SendMessageA(lb, LB_GETHORIZONTALEXTENT, 0, 0));

    SendMessageA(lb, LB_SETCURSEL, 0, 0);
    top(lb, "setcursel 0");
    key(lb, VK_RIGHT, "right");
    key(lb, VK_RIGHT, "right");
    key(lb, VK_RIGHT, "right");
    key(lb, VK_LEFT, "left");
    key(lb, VK_DOWN, "down");
    key(lb, VK_UP, "up");
    key(lb, VK_NEXT, "next");
    key(lb, VK_PRIOR, "prior");
    key(lb, VK_END, "end");
    key(lb, VK_RIGHT, "right at end");
    key(lb, VK_HOME, "home");
    key(lb, VK_LEFT, "left at home");
    SendMessageA(lb, WM_LBUTTONDOWN, MK_LBUTTON, MAKELPARAM(130, 30));
    SendMessageA(lb, WM_LBUTTONUP, 0, MAKELPARAM(130, 30));
    top(lb, "click 130,30");
    SendMessageA(lb, LB_SETCURSEL, 21, 0);
    top(lb, "setcursel 21");
    SendMessageA(lb, LB_SETCURSEL, 1, 0);
    top(lb, "setcursel 1");
    hscroll(lb, SB_LINERIGHT, "lineright");
    hscroll(lb, SB_PAGERIGHT, "pageright");
    hscroll(lb, SB_LINELEFT, "lineleft");
    hscroll(lb, SB_LEFT, "left");
    hscroll(lb, MAKEWPARAM(SB_THUMBPOSITION, 1), "thumbposition 1");
    hscroll(lb, SB_RIGHT, "right");
    hscroll(lb, SB_PAGELEFT, "pageleft");
    DestroyWindow(lb);

    /* the same list with WS_HSCROLL: the bar counts columns */
    lb = make(WS_HSCROLL, 200, 117, 0, NULL);
    SendMessageA(lb, LB_SETITEMHEIGHT, 0, 20);
    SendMessageA(lb, LB_SETCOLUMNWIDTH, 60, 0);
    bar(lb, "empty");
    SendMessageA(lb, LB_ADDSTRING, 0, (LPARAM)"one");
    bar(lb, "one item");
    {
        int i;
        char text[16];
        for (i = 1; i < 23; i++) {
            sprintf(text, "item %d", i);
            SendMessageA(lb, LB_ADDSTRING, 0, (LPARAM)text);
        }
    }
    bar(lb, "23 items");
    printf("listboxinfo: %lu\n", (unsigned long)SendMessageA(lb, LB_GETLISTBOXINFO, 0, 0));
    SendMessageA(lb, LB_SETTOPINDEX, 12, 0);
    bar(lb, "settopindex 12");
    top(lb, "settopindex 12");
    SendMessageA(lb, WM_HSCROLL, SB_LINELEFT, 0);
    bar(lb, "lineleft");
    SendMessageA(lb, LB_SETCOLUMNWIDTH, 100, 0);
    bar(lb, "columnwidth 100");
    top(lb, "columnwidth 100");
    DestroyWindow(lb);

    /* drawn by the list: the selected item's whole column-wide row is highlighted */
    lb = CreateWindowExA(0, "LISTBOX", "", WS_POPUP | WS_VISIBLE | LBS_MULTICOLUMN |
                         LBS_NOINTEGRALHEIGHT, 0, 0, 200, 100, NULL, NULL, NULL, NULL);
    {
        int i;
        char text[16];
        HDC dc;
        COLORREF hi = GetSysColor(COLOR_HIGHLIGHT), bg = GetSysColor(COLOR_WINDOW);
        for (i = 0; i < 8; i++) {
            sprintf(text, "item %d", i);
            SendMessageA(lb, LB_ADDSTRING, 0, (LPARAM)text);
        }
        SendMessageA(lb, LB_SETITEMHEIGHT, 0, 20);
        SendMessageA(lb, LB_SETCOLUMNWIDTH, 60, 0);
        SendMessageA(lb, LB_SETCURSEL, 6, 0);
        while (PeekMessageA(&m, NULL, 0, 0, PM_REMOVE))
            DispatchMessageA(&m);
        UpdateWindow(lb);
        dc = GetDC(lb);
        printf("pixel in item 6 (column 2, selected): highlight=%d\n", GetPixel(dc, 115, 30) == hi);
        printf("pixel in item 1 (column 1): window=%d\n", GetPixel(dc, 55, 30) == bg);
        printf("pixel under item 7: window=%d\n", GetPixel(dc, 115, 90) == bg);
        printf("pixel in item 5 (above item 6): highlight=%d\n", GetPixel(dc, 115, 10) == hi);
        ReleaseDC(lb, dc);
    }
    DestroyWindow(lb);

    /* owner-drawn in columns: each item gets its column's rectangle */
    wc.lpfnWndProc = parent_proc;
    wc.hInstance = GetModuleHandleA(NULL);
    wc.lpszClassName = "lbcolumns_parent";
    RegisterClassA(&wc);
    parent = CreateWindowExA(0, "lbcolumns_parent", "", WS_POPUP | WS_VISIBLE, 0, 0, 300, 200,
                             NULL, NULL, wc.hInstance, NULL);
    lb = make(LBS_OWNERDRAWFIXED | LBS_HASSTRINGS, 200, 100, 8, parent);
    SendMessageA(lb, LB_SETCOLUMNWIDTH, 60, 0);
    SendMessageA(lb, LB_SETCURSEL, 6, 0);
    printf("ownerdraw itemheight: %d\n", (int)SendMessageA(lb, LB_GETITEMHEIGHT, 0, 0));
    rect(lb, 6);
    while (PeekMessageA(&m, NULL, 0, 0, PM_REMOVE))
        DispatchMessageA(&m);
    InvalidateRect(lb, NULL, TRUE);
    printf("paint:\n");
    recording = 1;
    UpdateWindow(lb);
    recording = 0;
    DestroyWindow(parent);

    /* Left and Right in a list of one column move as Up and Down; in an extended-selection
     * multi-column list they move the caret a column, Shift extending the selection */
    lb = CreateWindowExA(0, "LISTBOX", "", WS_POPUP | LBS_NOINTEGRALHEIGHT, 0, 0, 200, 100,
                         NULL, NULL, NULL, NULL);
    {
        int i;
        for (i = 0; i < 8; i++)
            SendMessageA(lb, LB_ADDSTRING, 0, (LPARAM)"x");
    }
    SendMessageA(lb, LB_SETCURSEL, 3, 0);
    key(lb, VK_RIGHT, "one column right");
    key(lb, VK_LEFT, "one column left");
    key(lb, VK_LEFT, "one column left");
    DestroyWindow(lb);
    lb = make(LBS_EXTENDEDSEL, 200, 100, 23, NULL);
    SendMessageA(lb, LB_SETCOLUMNWIDTH, 60, 0);
    SendMessageA(lb, LB_SETCARETINDEX, 1, 0);
    key(lb, VK_RIGHT, "extended right");
    key(lb, VK_RIGHT, "extended right");
    key(lb, VK_RIGHT, "extended right");
    printf("extended selcount=%d\n", (int)SendMessageA(lb, LB_GETSELCOUNT, 0, 0));
    key(lb, VK_LEFT, "extended left");
    key(lb, VK_NEXT, "extended next");
    key(lb, VK_HOME, "extended home");
    /* a click in the column cut at the right edge does not scroll (a key there would) */
    SendMessageA(lb, WM_LBUTTONDOWN, MK_LBUTTON, MAKELPARAM(190, 30));
    SendMessageA(lb, WM_LBUTTONUP, 0, MAKELPARAM(190, 30));
    top(lb, "extended click 190,30");
    key(lb, VK_DOWN, "extended down there");
    DestroyWindow(lb);
    printf("done\n");
    return 0;
}
