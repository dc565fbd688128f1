/* HBMMENU_CALLBACK: a menu item's picture drawn by the window that owns the menu, which
   answers WM_MEASUREITEM (the picture's size) and WM_DRAWITEM (ODT_MENU, the item's id
   and data, hwndItem the menu). wxWidgets gives every menu item with a bitmap this
   hbmpItem (issue 23, "Programs in the wild (stop 27)": opening a wx menu stopped at
   "predefined menu bitmap HBMMENU -1"). A timer ends the menu with EndMenu. */
#include <windows.h>
#include <stdio.h>

static HMENU popup;
static int draws;

static LRESULT CALLBACK wnd_proc(HWND h, UINT msg, WPARAM wp, LPARAM lp)
{
    if (msg == WM_MEASUREITEM) {
        MEASUREITEMSTRUCT *mi = (MEASUREITEMSTRUCT *)lp;
        printf(" measure: wp %u type %u ctl %u id %u data %#lx\n", (unsigned)wp, mi->CtlType,
               mi->CtlID, mi->itemID, (unsigned long)mi->itemData);
        mi->itemWidth = 20;
        mi->itemHeight = 24;
        return TRUE;
    }
    if (msg == WM_DRAWITEM) {
        DRAWITEMSTRUCT *di = (DRAWITEMSTRUCT *)lp;
        if (draws++ < 4)
            printf(" draw: wp %u type %u ctl %u id %u action %u state %#x menu %d size %ldx%ld"
                   " data %#lx\n", (unsigned)wp, di->CtlType, di->CtlID, di->itemID,
                   di->itemAction, di->itemState, di->hwndItem == (HWND)popup,
                   di->rcItem.right - di->rcItem.left, di->rcItem.bottom - di->rcItem.top,
                   (unsigned long)di->itemData);
        FillRect(di->hDC, &di->rcItem, GetStockObject(BLACK_BRUSH));
        return TRUE;
    }
    if (msg == WM_TIMER) {
        RECT r;
        KillTimer(h, 1);
        GetMenuItemRect(h, popup, 0, &r);
        printf(" item 0 height %ld\n", r.bottom - r.top);
        GetMenuItemRect(h, popup, 1, &r);
        printf(" item 1 height %ld\n", r.bottom - r.top);
        EndMenu();
        return 0;
    }
    return DefWindowProcW(h, msg, wp, lp);
}

int main(void)
{
    WNDCLASSW wc = {0};
    MENUITEMINFOW mii;
    HWND w;
    setvbuf(stdout, NULL, _IONBF, 0);
    wc.lpfnWndProc = wnd_proc;
    wc.hInstance = GetModuleHandleW(NULL);
    wc.lpszClassName = L"menucallback";
    RegisterClassW(&wc);
    w = CreateWindowW(L"menucallback", L"menu", WS_OVERLAPPEDWINDOW | WS_VISIBLE, 0, 0, 300,
                      200, NULL, NULL, wc.hInstance, NULL);
    popup = CreatePopupMenu();
    memset(&mii, 0, sizeof(mii));
    mii.cbSize = sizeof(mii);
    mii.fMask = MIIM_STRING | MIIM_ID | MIIM_BITMAP | MIIM_DATA;
    mii.wID = 101;
    mii.dwTypeData = L"With picture";
    mii.hbmpItem = HBMMENU_CALLBACK;
    mii.dwItemData = 0xABC;
    printf("insert: %d\n", InsertMenuItemW(popup, 0, TRUE, &mii));
    mii.fMask = MIIM_STRING | MIIM_ID;
    mii.wID = 102;
    mii.dwTypeData = L"Plain";
    printf("insert plain: %d\n", InsertMenuItemW(popup, 1, TRUE, &mii));
    memset(&mii, 0, sizeof(mii));
    mii.cbSize = sizeof(mii);
    mii.fMask = MIIM_BITMAP;
    GetMenuItemInfoW(popup, 0, TRUE, &mii);
    printf("hbmpItem: %ld\n", (long)(LONG_PTR)mii.hbmpItem);
    SetTimer(w, 1, 200, NULL);
    printf("track: %d\n", TrackPopupMenu(popup, TPM_RETURNCMD, 40, 40, 0, w, NULL));
    DestroyWindow(w);
    printf("done\n");
    return 0;
}
