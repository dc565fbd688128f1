/* A report list view's NM_CUSTOMDRAW (NMLVCUSTOMDRAW): the parent asks for item and
   subitem notifications and colours each cell (clrText / clrTextBk), row 1's first cell
   in a bold font (CDRF_NEWFONT); the header's sort arrow (HDF_SORTUP). As Win32++ 10.3's
   ListView sample (issue 23, "Programs in the wild"). Prints the notifications of the
   first paint and pixels read back with GetPixel. */
#include <windows.h>
#include <commctrl.h>
#include <stdio.h>

static int logging = 1;
static HFONT bold;

static LRESULT CALLBACK parent_proc(HWND hwnd, UINT msg, WPARAM wp, LPARAM lp)
{
    if (msg == WM_NOTIFY && ((NMHDR *)lp)->code == NM_CUSTOMDRAW) {
        NMLVCUSTOMDRAW *cd = (NMLVCUSTOMDRAW *)lp;
        DWORD stage = cd->nmcd.dwDrawStage;
        if (logging)
            printf("stage %#lx item %d sub %d text %06lx bk %06lx\n", stage,
                   (int)cd->nmcd.dwItemSpec, stage & CDDS_SUBITEM ? cd->iSubItem : -1,
                   cd->clrText, cd->clrTextBk);
        if (stage == CDDS_PREPAINT)
            return CDRF_NOTIFYITEMDRAW;
        if (stage == CDDS_ITEMPREPAINT)
            return CDRF_NOTIFYSUBITEMDRAW;
        if (stage == (CDDS_ITEMPREPAINT | CDDS_SUBITEM)) {
            cd->clrText = RGB(0, 0, 255);
            cd->clrTextBk = cd->iSubItem ? RGB(255, 255, 0) : RGB(0, 255, 0);
            if (cd->nmcd.dwItemSpec == 1 && cd->iSubItem == 0) {
                SelectObject(cd->nmcd.hdc, bold);
                return CDRF_NEWFONT;
            }
            return CDRF_DODEFAULT;
        }
        return CDRF_DODEFAULT;
    }
    return DefWindowProcA(hwnd, msg, wp, lp);
}

static void pixel(HWND w, int x, int y, const char *what)
{
    HDC dc = GetDC(w);
    COLORREF c = GetPixel(dc, x, y);
    printf("%s (%d,%d): %02x%02x%02x\n", what, x, y, GetRValue(c), GetGValue(c), GetBValue(c));
    ReleaseDC(w, dc);
}

int main(void)
{
    WNDCLASSA wc = {0};
    HWND main, lv, header;
    LVCOLUMNA col = {0};
    LVITEMA it = {0};
    HDITEMA hi = {0};
    RECT r, hr;
    int i;
    char name[16];

    InitCommonControls();
    bold = CreateFontA(-13, 0, 0, 0, FW_BOLD, 0, 0, 0, 0, 0, 0, 0, 0, "Tahoma");
    wc.lpfnWndProc = parent_proc;
    wc.lpszClassName = "lvcustom";
    wc.hbrBackground = (HBRUSH)(COLOR_WINDOW + 1);
    RegisterClassA(&wc);
    main = CreateWindowExA(0, "lvcustom", "lv", WS_OVERLAPPEDWINDOW | WS_VISIBLE, 0, 0, 400,
                           300, NULL, NULL, NULL, NULL);
    lv = CreateWindowExA(0, WC_LISTVIEWA, "", WS_CHILD | WS_VISIBLE | LVS_REPORT, 0, 0, 300,
                         150, main, (HMENU)1, NULL, NULL);
    col.mask = LVCF_TEXT | LVCF_WIDTH;
    col.cx = 100;
    col.pszText = "Name";
    SendMessageA(lv, LVM_INSERTCOLUMNA, 0, (LPARAM)&col);
    col.pszText = "Size";
    SendMessageA(lv, LVM_INSERTCOLUMNA, 1, (LPARAM)&col);
    for (i = 0; i < 2; i++) {
        sprintf(name, "item%d", i);
        it.mask = LVIF_TEXT;
        it.iItem = i;
        it.iSubItem = 0;
        it.pszText = name;
        SendMessageA(lv, LVM_INSERTITEMA, 0, (LPARAM)&it);
        it.iSubItem = 1;
        it.pszText = "sub";
        SendMessageA(lv, LVM_SETITEMTEXTA, i, (LPARAM)&it);
    }
    header = (HWND)SendMessageA(lv, LVM_GETHEADER, 0, 0);
    hi.mask = HDI_FORMAT;
    SendMessageA(header, HDM_GETITEMA, 0, (LPARAM)&hi);
    hi.fmt |= HDF_SORTUP;
    SendMessageA(header, HDM_SETITEMA, 0, (LPARAM)&hi);
    hi.fmt = 0;
    SendMessageA(header, HDM_GETITEMA, 0, (LPARAM)&hi);
    printf("header fmt %#x\n", hi.fmt);
    RedrawWindow(lv, NULL, NULL, RDW_INVALIDATE | RDW_ERASE | RDW_UPDATENOW);
    logging = 0;
    r.left = LVIR_BOUNDS;
    SendMessageA(lv, LVM_GETITEMRECT, 0, (LPARAM)&r);
    pixel(lv, 95, (r.top + r.bottom) / 2, "row 0 name cell, right end");
    pixel(lv, 195, (r.top + r.bottom) / 2, "row 0 size cell, right end");
    pixel(lv, 250, (r.top + r.bottom) / 2, "row 0 past the columns");
    SendMessageA(lv, LVM_GETITEMRECT, 1, (LPARAM)&r);
    pixel(lv, 195, (r.top + r.bottom) / 2, "row 1 size cell, right end");
    pixel(lv, 95, r.bottom + 10, "below the rows");
    GetClientRect(header, &hr);
    {   /* the sort arrow: some pixel between the text and the item's right edge differs
           from the face */
        HDC dc = GetDC(header);
        int x, y, found = 0;
        COLORREF face = GetPixel(dc, 60, 2);
        for (x = 50; x < 97 && !found; x++)
            for (y = 2; y < hr.bottom - 2; y++)
                if (GetPixel(dc, x, y) != face) { found = 1; break; }
        printf("sort arrow drawn: %s\n", found ? "yes" : "no");
        ReleaseDC(header, dc);
    }
    DestroyWindow(main);
    printf("done\n");
    return 0;
}
