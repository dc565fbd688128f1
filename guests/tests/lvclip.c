/* A report list view's rows stay inside its client area: a row as wide as its columns
   (here wider than the control) must not paint over the vertical scroll bar beside it.
   wxWidgets' listctrl sample showed its right-aligned third column drawn across the
   scroll bar (issue 23, "Programs in the wild (stop 27)"). The guest selects a
   full-row-selected row and reads the scroll bar's pixels beside it through the
   window DC. */
#include <windows.h>
#include <commctrl.h>
#include <stdio.h>

int main(void)
{
    INITCOMMONCONTROLSEX icc = {sizeof(icc), ICC_LISTVIEW_CLASSES};
    LVCOLUMNW col;
    LVITEMW it;
    HWND lv;
    HDC dc;
    RECT wr, cr;
    MSG m;
    int i, x, y, bad = 0, row_h;
    COLORREF sel, px;
    setvbuf(stdout, NULL, _IONBF, 0);
    InitCommonControlsEx(&icc);
    lv = CreateWindowW(WC_LISTVIEWW, L"", WS_POPUP | WS_VISIBLE | WS_BORDER | LVS_REPORT |
                       LVS_SHOWSELALWAYS | LVS_NOCOLUMNHEADER, 10, 10, 200, 120, NULL, NULL,
                       GetModuleHandleW(NULL), NULL);
    SendMessageW(lv, LVM_SETEXTENDEDLISTVIEWSTYLE, LVS_EX_FULLROWSELECT, LVS_EX_FULLROWSELECT);
    memset(&col, 0, sizeof(col));
    col.mask = LVCF_TEXT | LVCF_WIDTH | LVCF_FMT;
    col.cx = 120;
    col.pszText = L"one";
    SendMessageW(lv, LVM_INSERTCOLUMNW, 0, (LPARAM)&col);
    col.fmt = LVCFMT_RIGHT;
    col.cx = 300;
    col.pszText = L"two";
    SendMessageW(lv, LVM_INSERTCOLUMNW, 1, (LPARAM)&col);
    for (i = 0; i < 30; i++) {
        memset(&it, 0, sizeof(it));
        it.mask = LVIF_TEXT;
        it.iItem = i;
        it.pszText = L"item";
        SendMessageW(lv, LVM_INSERTITEMW, 0, (LPARAM)&it);
        it.iSubItem = 1;
        it.pszText = L"right aligned text";
        SendMessageW(lv, LVM_SETITEMTEXTW, i, (LPARAM)&it);
    }
    for (i = 2; i < 6; i++) {
        it.stateMask = LVIS_SELECTED;
        it.state = LVIS_SELECTED;
        SendMessageW(lv, LVM_SETITEMSTATE, i, (LPARAM)&it);
    }
    UpdateWindow(lv);
    while (PeekMessageW(&m, NULL, 0, 0, PM_REMOVE))
        DispatchMessageW(&m);
    printf("scroll bar: %d\n", (GetWindowLongW(lv, GWL_STYLE) & WS_VSCROLL) != 0);
    GetWindowRect(lv, &wr);
    GetClientRect(lv, &cr);
    row_h = (int)(SendMessageW(lv, LVM_GETITEMSPACING, TRUE, 0) >> 16);
    dc = GetDC(lv);
    sel = GetPixel(dc, 10, 3 * row_h + 1);
    printf("selected row painted: %d\n", sel == GetSysColor(COLOR_HIGHLIGHT) ||
           sel == GetSysColor(COLOR_BTNFACE));
    ReleaseDC(lv, dc);
    dc = GetWindowDC(lv);
    /* the scroll bar's columns beside rows 2 to 5, in window coordinates */
    for (x = cr.right + 2; x < wr.right - wr.left - 2; x++)
        for (y = 1 + 2 * row_h + 20; y < 1 + 6 * row_h && y < cr.bottom - 20; y++) {
            px = GetPixel(dc, x, y);
            if (px == sel)
                bad++;
        }
    ReleaseDC(lv, dc);
    printf("selection pixels on the scroll bar: %d\n", bad);
    DestroyWindow(lv);
    printf("done\n");
    return 0;
}
