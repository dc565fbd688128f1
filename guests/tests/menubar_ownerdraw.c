/* Owner-drawn items in a menu bar ("Programs in the wild (stop 28): Free Pascal",
 * docs/runtimes.md): every Lazarus (LCL) main menu item is MFT_OWNERDRAW, bar items
 * included. The window measures them (WM_MEASUREITEM) before the bar is laid out and
 * draws them (WM_DRAWITEM) where the frame is painted. One line per check;
 * test/win32/user/test_menubar_ownerdraw.py holds Wine's lines. */
#include <windows.h>
#include <stdio.h>

static int measures, draws, quiet;
static HMENU bar;
static char log_line[512];

static LRESULT CALLBACK proc(HWND h, UINT msg, WPARAM wp, LPARAM lp)
{
    if (msg == WM_MEASUREITEM) {
        MEASUREITEMSTRUCT *m = (MEASUREITEMSTRUCT *)lp;
        measures++;
        printf("WM_MEASUREITEM wParam=%d type=%u id=%u data=%lu\n", (int)wp, m->CtlType,
               m->itemID, (unsigned long)m->itemData);
        m->itemWidth = m->itemData == 1 ? 40 : 60;
        m->itemHeight = 30;   /* a bar item's height is the bar's: not used */
        return TRUE;
    }
    if (msg == WM_DRAWITEM) {
        DRAWITEMSTRUCT *d = (DRAWITEMSTRUCT *)lp;
        RECT wr, ir;
        int pos = d->itemData == 1 ? 0 : 2;
        draws++;
        GetWindowRect(h, &wr);
        GetMenuItemRect(h, bar, pos, &ir);
        OffsetRect(&ir, -wr.left, -wr.top);
        snprintf(log_line, sizeof log_line,
                 "WM_DRAWITEM wParam=%d type=%u id=%u action=%u state=0x%x menu=%d "
                 "data=%lu rect=GetMenuItemRect:%d %d %d %d",
                 (int)wp, d->CtlType, d->itemID, d->itemAction, d->itemState & ~0x100u,
                 (HMENU)d->hwndItem == bar, (unsigned long)d->itemData,
                 d->rcItem.left == ir.left, d->rcItem.top == ir.top,
                 d->rcItem.right == ir.right, d->rcItem.bottom == ir.bottom);
        if (!quiet)
            printf("%s\n", log_line);
        FillRect(d->hDC, &d->rcItem, GetStockObject(BLACK_BRUSH));
        return TRUE;
    }
    return DefWindowProcA(h, msg, wp, lp);
}

int main(void)
{
    WNDCLASSA wc = {0};
    HWND h;
    MENUITEMINFOA mi = {sizeof(mi)};
    HMENU sub = CreatePopupMenu();
    HDC dc;
    RECT wr, ir;
    NONCLIENTMETRICSA ncm = {sizeof(ncm)};
    HFONT menufont;
    TEXTMETRICA tm;
    int i;

    wc.lpfnWndProc = proc;
    wc.hInstance = GetModuleHandleA(NULL);
    wc.lpszClassName = "odbar";
    wc.hbrBackground = (HBRUSH)(COLOR_WINDOW + 1);
    RegisterClassA(&wc);
    h = CreateWindowA("odbar", "odbar", WS_OVERLAPPEDWINDOW | WS_VISIBLE, 20, 20, 300, 200,
                      NULL, NULL, wc.hInstance, NULL);
    UpdateWindow(h);
    AppendMenuA(sub, MF_STRING, 201, "Exit");
    bar = CreateMenu();
    mi.fMask = MIIM_FTYPE | MIIM_ID | MIIM_DATA | MIIM_SUBMENU;
    mi.fType = MFT_OWNERDRAW;
    mi.wID = 101;
    mi.dwItemData = 1;
    mi.hSubMenu = sub;
    InsertMenuItemA(bar, 0, TRUE, &mi);
    AppendMenuA(bar, MF_STRING, 102, "Plain");
    mi.fMask = MIIM_FTYPE | MIIM_ID | MIIM_DATA;
    mi.wID = 103;
    mi.dwItemData = 2;
    InsertMenuItemA(bar, 2, TRUE, &mi);
    printf("SetMenu=%d\n", SetMenu(h, bar));
    printf("after SetMenu: measured=%d drawn=%d\n", measures, draws > 0);
    draws = 0;
    RedrawWindow(h, NULL, NULL, RDW_FRAME | RDW_INVALIDATE | RDW_UPDATENOW);
    printf("after a frame redraw: drawn=%d\n", draws);
    draws = 0;
    DrawMenuBar(h);
    UpdateWindow(h);
    printf("after DrawMenuBar: drawn=%d measured=%d\n", draws, measures);
    quiet = 1;   /* what the window draws from here on is not compared */
    SystemParametersInfoA(SPI_GETNONCLIENTMETRICS, sizeof(ncm), &ncm, 0);
    menufont = CreateFontIndirectA(&ncm.lfMenuFont);
    dc = GetDC(h);
    SelectObject(dc, menufont);
    GetTextMetricsA(dc, &tm);
    ReleaseDC(h, dc);
    GetWindowRect(h, &wr);
    for (i = 0; i < 3; i += 2) {
        GetMenuItemRect(h, bar, i, &ir);
        printf("item %d: width-measured-2*avgchar=%d\n", i,
               (int)(ir.right - ir.left) - (i ? 60 : 40) - 2 * (int)tm.tmAveCharWidth);
    }
    DestroyWindow(h);
    printf("done\n");
    return 0;
}
