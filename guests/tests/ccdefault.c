/* Common Controls 6 from the executable's own manifest (the process default activation
 * context, no ActivateActCtx): the v6 combo box's CB_SETMINVISIBLE and dropped height,
 * the tab control's default minimum width, the list view's LVM_APPROXIMATEVIEWRECT and
 * LVM_SETCOLUMNWIDTH's auto-sizing (MAKELPARAM-packed), DefWindowProc's WM_NCCALCSIZE,
 * and a captioned window made 0 x 0 (AutoHotkey's first window). Prints lines compared
 * with Wine 8's in test/win32/controls/test_ccdefault.py. */
#include <windows.h>
#include <commctrl.h>
#include <stdio.h>

static void show_rect(const char *what, const RECT *r)
{
    printf("%s %ld,%ld-%ld,%ld\n", what, r->left, r->top, r->right, r->bottom);
}

static int text_width(HWND hwnd, const char *s)
{
    HDC dc = GetDC(hwnd);
    HFONT f = (HFONT)SendMessageA(hwnd, WM_GETFONT, 0, 0);
    HGDIOBJ old = SelectObject(dc, f ? (HGDIOBJ)f : GetStockObject(SYSTEM_FONT));
    SIZE sz;
    GetTextExtentPoint32A(dc, s, (int)strlen(s), &sz);
    SelectObject(dc, old);
    ReleaseDC(hwnd, dc);
    return sz.cx;
}

int main(void)
{
    HWND top, combo, tab, lv;
    RECT r, wr;
    COMBOBOXINFO ci;
    LRESULT res;
    int ih, i;
    HMENU menu, sub;
    TCITEMA tci;
    LVCOLUMNA col;
    LVITEMA item;

    InitCommonControls();

    /* a captioned popup window made 0 x 0, with a menu bar */
    menu = CreateMenu();
    sub = CreatePopupMenu();
    AppendMenuA(sub, MF_STRING, 100, "&Open");
    AppendMenuA(menu, MF_POPUP, (UINT_PTR)sub, "&File");
    top = CreateWindowExA(0, "STATIC", "zero", WS_POPUP | WS_CAPTION | WS_SYSMENU,
                          0, 0, 0, 0, NULL, menu, NULL, NULL);
    printf("zero-size window made %d\n", top != NULL);
    GetWindowRect(top, &wr);
    show_rect("window", &wr);
    GetClientRect(top, &r);
    show_rect("client", &r);

    /* AdjustWindowRectEx, then WM_NCCALCSIZE back (AutoHotkey's Gui Show) */
    SetRect(&r, 0, 0, 320, 260);
    AdjustWindowRectEx(&r, WS_POPUP | WS_CAPTION | WS_SYSMENU, TRUE, 0);
    show_rect("adjusted", &r);
    wr = r;
    wr.bottom = 0x7FFF;
    res = SendMessageA(top, WM_NCCALCSIZE, FALSE, (LPARAM)&wr);
    printf("WM_NCCALCSIZE -> %ld\n", (long)res);
    show_rect("calc", &wr);
    MoveWindow(top, 10, 10, r.right - r.left, r.bottom - r.top, FALSE);
    GetClientRect(top, &r);
    show_rect("client after move", &r);
    SetWindowLongA(top, GWL_STYLE, GetWindowLongA(top, GWL_STYLE) | WS_VSCROLL);
    SetRect(&wr, 100, 100, 300, 200);
    {
        NCCALCSIZE_PARAMS p;
        memset(&p, 0, sizeof(p));
        p.rgrc[0] = wr;
        res = SendMessageA(top, WM_NCCALCSIZE, TRUE, (LPARAM)&p);
        printf("WM_NCCALCSIZE TRUE -> %ld\n", (long)res);
        printf("calc vscroll %ld,%ld-%ld(+SM_CXVSCROLL),%ld\n", p.rgrc[0].left, p.rgrc[0].top,
               p.rgrc[0].right + GetSystemMetrics(SM_CXVSCROLL), p.rgrc[0].bottom);
    }
    SetRect(&wr, 0, 0, 4, 4);
    SendMessageA(top, WM_NCCALCSIZE, FALSE, (LPARAM)&wr);
    show_rect("calc tiny", &wr);

    /* a v6 drop-down list made 30 pixels tall: its list fits its items */
    combo = CreateWindowExA(0, "COMBOBOX", "", WS_CHILD | WS_VISIBLE | CBS_DROPDOWNLIST,
                            10, 10, 120, 30, top, (HMENU)1, NULL, NULL);
    SendMessageA(combo, CB_ADDSTRING, 0, (LPARAM)"Red");
    SendMessageA(combo, CB_ADDSTRING, 0, (LPARAM)"Green");
    SendMessageA(combo, CB_ADDSTRING, 0, (LPARAM)"Blue");
    printf("CB_GETMINVISIBLE -> %ld\n", (long)SendMessageA(combo, CB_GETMINVISIBLE, 0, 0));
    ci.cbSize = sizeof(ci);
    GetComboBoxInfo(combo, &ci);
    ih = (int)SendMessageA(combo, CB_GETITEMHEIGHT, 0, 0);
    SendMessageA(combo, CB_SHOWDROPDOWN, TRUE, 0);
    GetClientRect(ci.hwndList, &r);
    printf("dropped client height = %d items\n", ih ? (int)(r.bottom / ih) : -1);
    SendMessageA(combo, CB_SHOWDROPDOWN, FALSE, 0);
    printf("CB_SETMINVISIBLE 2 -> %ld\n", (long)SendMessageA(combo, CB_SETMINVISIBLE, 2, 0));
    printf("CB_SETMINVISIBLE 0 -> %ld\n", (long)SendMessageA(combo, CB_SETMINVISIBLE, 0, 0));
    printf("CB_GETMINVISIBLE -> %ld\n", (long)SendMessageA(combo, CB_GETMINVISIBLE, 0, 0));
    SendMessageA(combo, CB_SHOWDROPDOWN, TRUE, 0);
    GetClientRect(ci.hwndList, &r);
    printf("dropped client height = %d items\n", ih ? (int)(r.bottom / ih) : -1);
    SendMessageA(combo, CB_SHOWDROPDOWN, FALSE, 0);

    /* the tab control's default minimum width */
    tab = CreateWindowExA(0, WC_TABCONTROLA, "", WS_CHILD | WS_VISIBLE, 0, 50, 300, 100, top,
                          (HMENU)2, NULL, NULL);
    SendMessageA(tab, WM_SETFONT, (WPARAM)GetStockObject(DEFAULT_GUI_FONT), FALSE);
    memset(&tci, 0, sizeof(tci));
    tci.mask = TCIF_TEXT;
    tci.pszText = "a";
    SendMessageA(tab, TCM_INSERTITEMA, 0, (LPARAM)&tci);
    SendMessageA(tab, TCM_GETITEMRECT, 0, (LPARAM)&r);
    res = SendMessageA(tab, TCM_SETMINTABWIDTH, 0, 10);
    printf("short tab as wide as the minimum: %d\n", (int)(r.right - r.left) == (int)res);
    printf("TCM_SETMINTABWIDTH again -> %ld\n", (long)SendMessageA(tab, TCM_SETMINTABWIDTH, 0, -1));

    /* the list view's approximate view rectangle and auto-sized columns */
    lv = CreateWindowExA(0, WC_LISTVIEWA, "", WS_CHILD | WS_VISIBLE | LVS_REPORT, 0, 0, 280,
                         200, top, (HMENU)3, NULL, NULL);
    SendMessageA(lv, WM_SETFONT, (WPARAM)GetStockObject(DEFAULT_GUI_FONT), FALSE);
    memset(&col, 0, sizeof(col));
    col.mask = LVCF_TEXT | LVCF_WIDTH;
    col.cx = 50;
    col.pszText = "Name";
    SendMessageA(lv, LVM_INSERTCOLUMNA, 0, (LPARAM)&col);
    col.pszText = "A longer header";
    SendMessageA(lv, LVM_INSERTCOLUMNA, 1, (LPARAM)&col);
    col.pszText = "Last";
    SendMessageA(lv, LVM_INSERTCOLUMNA, 2, (LPARAM)&col);
    GetClientRect(lv, &r);
    {
        HWND header = (HWND)SendMessageA(lv, LVM_GETHEADER, 0, 0);
        RECT hr;
        GetWindowRect(header, &hr);
        res = SendMessageA(lv, LVM_APPROXIMATEVIEWRECT, (WPARAM)-1, MAKELPARAM(-1, -1));
        printf("approx, no items: width is the client's %d, height the client's less the "
               "header %d\n", LOWORD(res) == r.right,
               HIWORD(res) == r.bottom - (hr.bottom - hr.top));
        res = SendMessageA(lv, LVM_APPROXIMATEVIEWRECT, 4, MAKELPARAM(100, 50));
        printf("approx, no items, sizes given: %d x %d\n", LOWORD(res), HIWORD(res));
    }
    memset(&item, 0, sizeof(item));
    item.mask = LVIF_TEXT;
    for (i = 0; i < 2; i++) {
        item.iItem = i;
        item.iSubItem = 0;
        item.pszText = i ? "beta.txt" : "alpha-longer.txt";
        SendMessageA(lv, LVM_INSERTITEMA, 0, (LPARAM)&item);
        item.iSubItem = 1;
        item.pszText = i ? "200" : "10";
        SendMessageA(lv, LVM_SETITEMA, 0, (LPARAM)&item);
    }
    r.left = LVIR_BOUNDS;
    SendMessageA(lv, LVM_GETITEMRECT, 0, (LPARAM)&r);
    res = SendMessageA(lv, LVM_APPROXIMATEVIEWRECT, 4, MAKELPARAM(-1, -1));
    printf("approx, 4 of 2 items: width the item's %d, height 4 items' %d\n",
           LOWORD(res) == r.right - r.left, HIWORD(res) == 4 * (r.bottom - r.top));
    res = SendMessageA(lv, LVM_SETCOLUMNWIDTH, 0, MAKELPARAM(LVSCW_AUTOSIZE, 0));
    printf("LVSCW_AUTOSIZE -> %ld: widest label + 12 %d\n", (long)res,
           (int)SendMessageA(lv, LVM_GETCOLUMNWIDTH, 0, 0) == text_width(lv, "alpha-longer.txt") + 12);
    SendMessageA(lv, LVM_SETCOLUMNWIDTH, 1, MAKELPARAM(LVSCW_AUTOSIZE_USEHEADER, 0));
    {
        HWND header = (HWND)SendMessageA(lv, LVM_GETHEADER, 0, 0);
        printf("USEHEADER: header text + 11 %d\n",
               (int)SendMessageA(lv, LVM_GETCOLUMNWIDTH, 1, 0) == text_width(header, "A longer header") + 11);
    }
    SendMessageA(lv, LVM_SETCOLUMNWIDTH, 2, MAKELPARAM(LVSCW_AUTOSIZE_USEHEADER, 0));
    GetClientRect(lv, &r);
    printf("USEHEADER last column fills the rest: %d\n",
           (int)(SendMessageA(lv, LVM_GETCOLUMNWIDTH, 0, 0) + SendMessageA(lv, LVM_GETCOLUMNWIDTH, 1, 0)
                 + SendMessageA(lv, LVM_GETCOLUMNWIDTH, 2, 0)) == r.right);
    DestroyWindow(top);
    printf("done\n");
    return 0;
}
