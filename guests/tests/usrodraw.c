/*
 * usrodraw.c - owner-drawn controls: a BS_OWNERDRAW button and an LBS_OWNERDRAWFIXED
 * list box of colours (item data only, no strings), drawn by the parent in WM_DRAWITEM
 * and sized in WM_MEASUREITEM; every WM_DRAWITEM, WM_MEASUREITEM and WM_DELETEITEM is
 * printed with the structure's fields.
 *
 *   the button        (10,10)-(110,40): red when ODS_SELECTED, else blue; a 2-pixel
 *                     yellow inner frame with ODS_FOCUS
 *   the list box      (10,50)-(130,130) with WS_BORDER: items filled with their data
 *                     colour, selected ones framed in black (3 pixels)
 *   the combo box     (150,10) 120 wide, CBS_DROPDOWNLIST | CBS_OWNERDRAWFIXED, the same
 *                     colours; its field shows the selected colour (item 1 at start)
 *   the menu bar      "Colours": a popup of two owner-drawn items (ids 201, 202; data
 *                     magenta, cyan; measured 60x18) and a text item "Plain" (203)
 *   D                 deletes item 1        R   resets the list
 *   O                 opens the combo box's list (CB_SHOWDROPDOWN)
 *   V                 creates an LBS_OWNERDRAWVARIABLE list (id 104) at (150,60) 120x90
 *                     with WS_BORDER: items red, green, blue measured 10, 30, 20 high;
 *                     prints LB_GETITEMRECT(2) and LB_GETITEMHEIGHT(1)
 *   Q                 prints LB_GETTEXT / LB_FINDSTRING / LB_GETITEMHEIGHT answers
 */
#include <windows.h>
#include <stdio.h>
#include <string.h>

#define ID_BUTTON 101
#define ID_LIST 102
#define ID_COMBO 103
#define ID_VLIST 104

static HWND button, list, combo, vlist;
static HMENU colours;

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

static void frame(HDC dc, const RECT *r, int width, COLORREF c)
{
    HBRUSH b = CreateSolidBrush(c);
    RECT f = *r;
    int i;
    for (i = 0; i < width; i++) {
        FrameRect(dc, &f, b);
        InflateRect(&f, -1, -1);
    }
    DeleteObject(b);
}

static void fill(HDC dc, const RECT *r, COLORREF c)
{
    HBRUSH b = CreateSolidBrush(c);
    FillRect(dc, r, b);
    DeleteObject(b);
}

static LRESULT CALLBACK wnd_proc(HWND hwnd, UINT msg, WPARAM wp, LPARAM lp)
{
    switch (msg) {
    case WM_MEASUREITEM: {
        MEASUREITEMSTRUCT *mi = (MEASUREITEMSTRUCT *)lp;
        out("measure wp=%u type=%u id=%u item=%u w=%u h=%u data=%lu", (unsigned)wp,
            mi->CtlType, mi->CtlID, mi->itemID, mi->itemWidth, mi->itemHeight,
            (unsigned long)mi->itemData);
        mi->itemHeight = mi->CtlType == ODT_COMBOBOX && (int)mi->itemID < 0 ? 18 : 20;
        if (mi->CtlID == ID_VLIST)
            mi->itemHeight = mi->itemID == 0 ? 10 : mi->itemID == 1 ? 30 : 20;
        if (mi->CtlType == ODT_MENU) {
            mi->itemWidth = 60;
            mi->itemHeight = 18;
        }
        return TRUE;
    }
    case WM_DRAWITEM: {
        DRAWITEMSTRUCT *di = (DRAWITEMSTRUCT *)lp;
        out("draw wp=%u type=%u id=%u item=%d action=%u state=%#x hwnd=%d rect=%ld,%ld,%ld,%ld "
            "data=%#lx", (unsigned)wp, di->CtlType, di->CtlID, (int)di->itemID, di->itemAction,
            di->itemState, di->CtlType == ODT_MENU ? (HMENU)di->hwndItem == colours
                           : di->hwndItem == (di->CtlType == ODT_BUTTON ? button
                                              : di->CtlID == ID_VLIST ? vlist
                                              : di->CtlType == ODT_LISTBOX ? list : combo),
            di->rcItem.left, di->rcItem.top, di->rcItem.right, di->rcItem.bottom,
            (unsigned long)di->itemData);
        if (di->CtlType == ODT_BUTTON) {
            fill(di->hDC, &di->rcItem, di->itemState & ODS_SELECTED ? RGB(255, 0, 0)
                                                                     : RGB(0, 0, 255));
            if (di->itemState & ODS_FOCUS) {
                RECT r = di->rcItem;
                InflateRect(&r, -3, -3);
                frame(di->hDC, &r, 2, RGB(255, 255, 0));
            }
        } else if ((di->CtlType == ODT_LISTBOX || di->CtlType == ODT_COMBOBOX
                    || di->CtlType == ODT_MENU) && (int)di->itemID >= 0) {
            fill(di->hDC, &di->rcItem, (COLORREF)di->itemData);
            if (di->itemState & ODS_SELECTED)
                frame(di->hDC, &di->rcItem, 3, RGB(0, 0, 0));
        }
        return TRUE;
    }
    case WM_DELETEITEM: {
        DELETEITEMSTRUCT *de = (DELETEITEMSTRUCT *)lp;
        out("delete wp=%u type=%u id=%u item=%u data=%#lx", (unsigned)wp, de->CtlType,
            de->CtlID, de->itemID, (unsigned long)de->itemData);
        return TRUE;
    }
    case WM_COMMAND:
        out("command id=%u code=%u", LOWORD(wp), HIWORD(wp));
        return 0;
    case WM_CHAR:
        if (wp == 'd' || wp == 'D')
            out("deleted count=%ld", (long)SendMessageA(list, LB_DELETESTRING, 1, 0));
        else if (wp == 'r' || wp == 'R')
            out("reset=%ld", (long)SendMessageA(list, LB_RESETCONTENT, 0, 0));
        else if (wp == 'v' || wp == 'V') {
            RECT r;
            vlist = CreateWindowA("LISTBOX", "", WS_CHILD | WS_VISIBLE | WS_BORDER | LBS_NOTIFY
                                  | LBS_OWNERDRAWVARIABLE, 150, 60, 120, 90, hwnd,
                                  (HMENU)ID_VLIST, GetModuleHandleA(NULL), NULL);
            SendMessageA(vlist, LB_ADDSTRING, 0, RGB(255, 0, 0));
            SendMessageA(vlist, LB_ADDSTRING, 0, RGB(0, 255, 0));
            SendMessageA(vlist, LB_ADDSTRING, 0, RGB(0, 0, 255));
            SendMessageA(vlist, LB_GETITEMRECT, 2, (LPARAM)&r);
            out("vlist rect2=%ld,%ld,%ld,%ld height1=%ld", r.left, r.top, r.right, r.bottom,
                (long)SendMessageA(vlist, LB_GETITEMHEIGHT, 1, 0));
        } else if (wp == 'o' || wp == 'O')
            out("dropped=%ld", (long)SendMessageA(combo, CB_SHOWDROPDOWN, TRUE, 0));
        else if (wp == 'q' || wp == 'Q') {
            ULONG_PTR data = 0;   /* a data-only item's "text" is its ULONG_PTR */
            LRESULT len = SendMessageA(list, LB_GETTEXT, 2, (LPARAM)&data);
            out("query len=%ld data=%#lx textlen=%ld find=%ld height=%ld", (long)len,
                (unsigned long)data, (long)SendMessageA(list, LB_GETTEXTLEN, 2, 0),
                (long)SendMessageA(list, LB_FINDSTRING, (WPARAM)-1, RGB(0, 255, 0)),
                (long)SendMessageA(list, LB_GETITEMHEIGHT, 0, 0));
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
    HWND hwnd;
    wc.lpfnWndProc = wnd_proc;
    wc.hInstance = inst;
    wc.hCursor = LoadCursor(NULL, IDC_ARROW);
    wc.hbrBackground = (HBRUSH)(COLOR_BTNFACE + 1);
    wc.lpszClassName = "usrodraw";
    RegisterClassA(&wc);
    {
        HMENU bar = CreateMenu();
        colours = CreatePopupMenu();
        AppendMenuA(colours, MF_OWNERDRAW, 201, (LPCSTR)(DWORD_PTR)RGB(255, 0, 255));
        AppendMenuA(colours, MF_OWNERDRAW, 202, (LPCSTR)(DWORD_PTR)RGB(0, 255, 255));
        AppendMenuA(colours, MF_STRING, 203, "Plain");
        AppendMenuA(bar, MF_POPUP, (UINT_PTR)colours, "Colours");
        hwnd = CreateWindowA("usrodraw", "usrodraw", WS_OVERLAPPEDWINDOW, 20, 20, 300, 220,
                             NULL, bar, inst, NULL);
    }
    button = CreateWindowA("BUTTON", "owner", WS_CHILD | WS_VISIBLE | BS_OWNERDRAW, 10, 10,
                           100, 30, hwnd, (HMENU)ID_BUTTON, inst, NULL);
    list = CreateWindowA("LISTBOX", "", WS_CHILD | WS_VISIBLE | WS_BORDER | LBS_NOTIFY
                         | LBS_OWNERDRAWFIXED, 10, 50, 120, 80, hwnd, (HMENU)ID_LIST, inst,
                         NULL);
    SendMessageA(list, LB_ADDSTRING, 0, RGB(255, 0, 0));
    SendMessageA(list, LB_ADDSTRING, 0, RGB(0, 255, 0));
    SendMessageA(list, LB_ADDSTRING, 0, RGB(0, 0, 255));
    combo = CreateWindowA("COMBOBOX", "", WS_CHILD | WS_VISIBLE | WS_VSCROLL | CBS_DROPDOWNLIST
                          | CBS_OWNERDRAWFIXED, 150, 10, 120, 150, hwnd, (HMENU)ID_COMBO, inst,
                          NULL);
    SendMessageA(combo, CB_ADDSTRING, 0, RGB(255, 0, 0));
    SendMessageA(combo, CB_ADDSTRING, 0, RGB(0, 255, 0));
    SendMessageA(combo, CB_ADDSTRING, 0, RGB(0, 0, 255));
    SendMessageA(combo, CB_SETCURSEL, 1, 0);
    out("combo height=%ld item=%ld", (long)SendMessageA(combo, CB_GETITEMHEIGHT, (WPARAM)-1, 0),
        (long)SendMessageA(combo, CB_GETITEMHEIGHT, 0, 0));
    ShowWindow(hwnd, show);
    UpdateWindow(hwnd);
    out("ready");
    if (strstr(cmd, "/drop"))    /* for running under Wine, where there is no keyboard */
        out("dropped=%ld", (long)SendMessageA(combo, CB_SHOWDROPDOWN, TRUE, 0));
    if (strstr(cmd, "/vlist"))
        SendMessageA(hwnd, WM_CHAR, 'v', 0);
    while (GetMessageA(&m, NULL, 0, 0) > 0) {
        TranslateMessage(&m);
        DispatchMessageA(&m);
    }
    return 0;
}
