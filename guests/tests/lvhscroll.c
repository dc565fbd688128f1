/* A report view wider than its window scrolls sideways (7-Zip's File Manager: its columns
 * run past the list): the horizontal bar's range and page, LVM_SCROLL's dx, WM_HSCROLL's
 * page and line codes; item rectangles, hit tests and the header follow the position. A
 * report that fits has its range set but no bar (the page is larger). */
#include <windows.h>
#include <commctrl.h>
#include <stdio.h>

static void show(HWND lv, const char *label)
{
    SCROLLINFO si = { sizeof(si), SIF_ALL };
    RECT r, hr;
    LVHITTESTINFO ht;
    HWND header = (HWND)SendMessageA(lv, LVM_GETHEADER, 0, 0);
    BOOL bar = GetScrollInfo(lv, SB_HORZ, &si);
    int x;

    GetClientRect(lv, &r);
    printf("%s: bar %d min %d max %d page %u pos %d client %ldx%ld\n", label, bar, si.nMin,
           si.nMax, si.nPage, si.nPos, r.right, r.bottom);
    r.left = LVIR_BOUNDS;
    SendMessageA(lv, LVM_GETITEMRECT, 0, (LPARAM)&r);
    GetWindowRect(header, &hr);
    MapWindowPoints(NULL, lv, (POINT *)&hr, 2);
    printf("  item 0 bounds %ld..%ld header %ld..%ld\n", r.left, r.right, hr.left, hr.right);
    for (x = 15; x < 200; x += 70) {
        memset(&ht, 0, sizeof(ht));
        ht.pt.x = x;
        ht.pt.y = r.top + 2;
        SendMessageA(lv, LVM_SUBITEMHITTEST, 0, (LPARAM)&ht);
        if (ht.iItem < 0)       /* a miss: the subitem is not compared */
            printf("  x %d: item %d\n", x, ht.iItem);
        else
            printf("  x %d: item %d sub %d\n", x, ht.iItem, ht.iSubItem);
    }
}

int main(void)
{
    WNDCLASSA wc = { 0 };
    HWND parent, lv;
    LVCOLUMNA col = { LVCF_WIDTH | LVCF_TEXT, 0, 120, (char *)"C" };
    LVITEMA it;
    int i;
    INITCOMMONCONTROLSEX icc = { sizeof(icc), ICC_LISTVIEW_CLASSES };

    InitCommonControlsEx(&icc);
    wc.lpfnWndProc = DefWindowProcA;
    wc.hInstance = GetModuleHandleA(NULL);
    wc.lpszClassName = "lvhscroll";
    RegisterClassA(&wc);
    parent = CreateWindowA("lvhscroll", "lvhscroll", WS_OVERLAPPEDWINDOW | WS_VISIBLE,
                           0, 0, 400, 300, NULL, NULL, wc.hInstance, NULL);
    lv = CreateWindowExA(0, WC_LISTVIEWA, "", WS_CHILD | WS_VISIBLE | LVS_REPORT,
                         0, 0, 200, 150, parent, (HMENU)1, wc.hInstance, NULL);
    SendMessageA(lv, LVM_INSERTCOLUMNA, 0, (LPARAM)&col);
    memset(&it, 0, sizeof(it));
    it.mask = LVIF_TEXT;
    it.pszText = (char *)"item";
    SendMessageA(lv, LVM_INSERTITEMA, 0, (LPARAM)&it);
    UpdateWindow(lv);
    show(lv, "one column");
    for (i = 1; i < 3; i++)
        SendMessageA(lv, LVM_INSERTCOLUMNA, i, (LPARAM)&col);
    UpdateWindow(lv);
    show(lv, "three columns");
    SendMessageA(lv, LVM_SCROLL, 50, 0);
    show(lv, "LVM_SCROLL 50");
    SendMessageA(lv, WM_HSCROLL, SB_PAGERIGHT, 0);
    show(lv, "SB_PAGERIGHT");
    SendMessageA(lv, WM_HSCROLL, SB_PAGELEFT, 0);
    show(lv, "SB_PAGELEFT");
    SendMessageA(lv, WM_HSCROLL, SB_LINERIGHT, 0);
    show(lv, "SB_LINERIGHT");
    SendMessageA(lv, LVM_SCROLL, -20, 0);
    show(lv, "LVM_SCROLL -20");
    printf("done\n");
    DestroyWindow(parent);
    return 0;
}
