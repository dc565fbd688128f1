/*
 * u2_odcombo.c - a CBS_OWNERDRAWVARIABLE combo box: the owner measures each item as it
 * is added (WM_MEASUREITEM with the item's index and data) and draws it (WM_DRAWITEM).
 *
 * The combo box (id 101) at (10,10), 120 wide, 200 tall with its list,
 * CBS_DROPDOWNLIST | CBS_OWNERDRAWVARIABLE, items = colour data only (no strings):
 * red, green, blue, measured 10, 30 and 20 pixels high; the field (itemID -1) 16 high.
 * Every WM_MEASUREITEM prints "measure type=T id=I item=N width=W data=RRGGBB -> H"
 * and every WM_DRAWITEM of a list item prints "draw item=N top=T bottom=B".
 * The owner fills rcItem with the data colour; a selected item gets a 2-pixel black frame.
 * Keys (the main window has the focus at start):
 *   o   CB_SHOWDROPDOWN TRUE
 *   h   prints "heights=F,A,B,C": CB_GETITEMHEIGHT of -1, 0, 1, 2
 *   s   CB_SETITEMHEIGHT(1, 12), then prints the heights again
 *   d   CB_DELETESTRING(0), then prints the heights again
 * CBN_SELCHANGE prints "sel=N".
 */
#include <windows.h>
#include <stdio.h>

static HWND combo;

static void out(const char *fmt, ...)
{
    char buf[256];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    printf("%s\n", buf);
    fflush(stdout);
}

static int height_of(DWORD data)
{
    switch (data) {
    case RGB(255, 0, 0): return 10;
    case RGB(0, 255, 0): return 30;
    case RGB(0, 0, 255): return 20;
    }
    return 16;
}

static void heights(void)
{
    out("heights=%d,%d,%d,%d", (int)SendMessageA(combo, CB_GETITEMHEIGHT, (WPARAM)-1, 0),
        (int)SendMessageA(combo, CB_GETITEMHEIGHT, 0, 0),
        (int)SendMessageA(combo, CB_GETITEMHEIGHT, 1, 0),
        (int)SendMessageA(combo, CB_GETITEMHEIGHT, 2, 0));
}

static LRESULT CALLBACK wndproc(HWND hwnd, UINT msg, WPARAM wp, LPARAM lp)
{
    switch (msg) {
    case WM_MEASUREITEM: {
        MEASUREITEMSTRUCT *m = (MEASUREITEMSTRUCT *)lp;
        m->itemHeight = m->itemID == (UINT)-1 ? 16 : (UINT)height_of((DWORD)m->itemData);
        out("measure type=%u id=%u item=%d width=%u data=%06lx -> %u", m->CtlType, m->CtlID,
            (int)m->itemID, m->itemWidth, (unsigned long)m->itemData, m->itemHeight);
        return TRUE;
    }
    case WM_DRAWITEM: {
        DRAWITEMSTRUCT *d = (DRAWITEMSTRUCT *)lp;
        HBRUSH b = CreateSolidBrush((COLORREF)d->itemData);
        FillRect(d->hDC, &d->rcItem, b);
        DeleteObject(b);
        if (d->itemState & ODS_SELECTED) {
            RECT r = d->rcItem;
            HBRUSH k = (HBRUSH)GetStockObject(BLACK_BRUSH);
            FrameRect(d->hDC, &r, k);
            InflateRect(&r, -1, -1);
            FrameRect(d->hDC, &r, k);
        }
        if (!(d->itemState & ODS_COMBOBOXEDIT))
            out("draw item=%d top=%ld bottom=%ld", (int)d->itemID, d->rcItem.top,
                d->rcItem.bottom);
        return TRUE;
    }
    case WM_COMMAND:
        if (LOWORD(wp) == 101 && HIWORD(wp) == CBN_SELCHANGE)
            out("sel=%d", (int)SendMessageA(combo, CB_GETCURSEL, 0, 0));
        return 0;
    case WM_CHAR:
        if (wp == 'o')
            SendMessageA(combo, CB_SHOWDROPDOWN, TRUE, 0);
        else if (wp == 'h')
            heights();
        else if (wp == 's') {
            SendMessageA(combo, CB_SETITEMHEIGHT, 1, 12);
            heights();
        } else if (wp == 'd') {
            SendMessageA(combo, CB_DELETESTRING, 0, 0);
            heights();
        }
        return 0;
    case WM_DESTROY:
        PostQuitMessage(0);
        return 0;
    }
    return DefWindowProcA(hwnd, msg, wp, lp);
}

int WINAPI WinMain(HINSTANCE inst, HINSTANCE prev, LPSTR cmd, int show)
{
    WNDCLASSA wc = {0};
    MSG m;
    HWND main_wnd;
    (void)prev; (void)cmd;
    wc.lpfnWndProc = wndproc;
    wc.hInstance = inst;
    wc.hCursor = LoadCursorA(NULL, (LPCSTR)IDC_ARROW);
    wc.hbrBackground = (HBRUSH)GetStockObject(WHITE_BRUSH);
    wc.lpszClassName = "u2odcombo";
    RegisterClassA(&wc);
    main_wnd = CreateWindowA("u2odcombo", "u2odcombo", WS_OVERLAPPEDWINDOW, 0, 0, 300, 300,
                             NULL, NULL, inst, NULL);
    combo = CreateWindowA("COMBOBOX", "", WS_CHILD | WS_VISIBLE | CBS_DROPDOWNLIST |
                          CBS_OWNERDRAWVARIABLE | WS_VSCROLL, 10, 10, 120, 200, main_wnd,
                          (HMENU)101, inst, NULL);
    SendMessageA(combo, CB_ADDSTRING, 0, RGB(255, 0, 0));
    SendMessageA(combo, CB_ADDSTRING, 0, RGB(0, 255, 0));
    SendMessageA(combo, CB_ADDSTRING, 0, RGB(0, 0, 255));
    SendMessageA(combo, CB_SETCURSEL, 1, 0);
    ShowWindow(main_wnd, show);
    UpdateWindow(main_wnd);
    SetFocus(main_wnd);
    out("ready");
    while (GetMessageA(&m, NULL, 0, 0) > 0) {
        TranslateMessage(&m);
        DispatchMessageA(&m);
    }
    return 0;
}
