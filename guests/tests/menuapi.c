/* Menu functions as Windows documents and does them (issue 23, Wine 8's user32 menu.c):
 * GetMenuBarInfo, GetMenuItemRect of the bar and of a popup not shown, menus a window or
 * a parent item keeps after DestroyMenu, separators made by AppendMenu and templates,
 * InsertMenu/InsertMenuItem where the place is not found, MF_POPUP with a handle that is
 * no menu, ModifyMenu of SC_TASKLIST and what ModifyMenu keeps, CheckMenuRadioItem's
 * group, HiliteMenuItem, the window menu's style and pictures, multi-column popups
 * (MF_MENUBREAK) drawn by the owner, MNS_NOCHECK, an empty popup. Prints one line per
 * check; EXPECTED in test_menuapi.py is Wine 8's output. */
#include <windows.h>
#include <stdio.h>
#include <string.h>

static HWND hwnd;
static RECT shown_rc;
static RECT od_rc[4];
static int measured_h, cancel_in_idle, post_keys_in_idle, log_msgs;

static LRESULT CALLBACK wnd_proc(HWND h, UINT msg, WPARAM wp, LPARAM lp)
{
    switch (msg) {
    case WM_MEASUREITEM: {
        MEASUREITEMSTRUCT *mi = (MEASUREITEMSTRUCT *)lp;
        measured_h = mi->itemHeight;
        mi->itemWidth = 10;
        mi->itemHeight = 10;
        return TRUE;
    }
    case WM_DRAWITEM: {
        DRAWITEMSTRUCT *di = (DRAWITEMSTRUCT *)lp;
        if (di->itemData < 4) od_rc[di->itemData] = di->rcItem;
        return TRUE;
    }
    case WM_ENTERIDLE:
        if (log_msgs) printf("  WM_ENTERIDLE\n");
        if (post_keys_in_idle) {
            HWND capture = GetCapture();
            post_keys_in_idle = 0;
            PostMessageA(capture ? capture : h, WM_KEYDOWN, VK_DOWN, 0);
            PostMessageA(capture ? capture : h, WM_KEYDOWN, VK_RIGHT, 0);
            PostMessageA(capture ? capture : h, WM_KEYDOWN, VK_RETURN, 0);
        } else if (cancel_in_idle) {
            if (cancel_in_idle == 2 && lp) GetWindowRect((HWND)lp, &shown_rc);
            EndMenu();
        }
        return 0;
    case WM_ENTERMENULOOP: if (log_msgs) printf("  WM_ENTERMENULOOP\n"); break;
    case WM_EXITMENULOOP: if (log_msgs) printf("  WM_EXITMENULOOP\n"); break;
    case WM_INITMENU: if (log_msgs) printf("  WM_INITMENU\n"); break;
    case WM_INITMENUPOPUP: if (log_msgs) printf("  WM_INITMENUPOPUP\n"); break;
    case WM_UNINITMENUPOPUP: if (log_msgs) printf("  WM_UNINITMENUPOPUP\n"); break;
    case WM_MENUSELECT: if (log_msgs) printf("  WM_MENUSELECT %#lx\n", (unsigned long)wp); break;
    }
    return DefWindowProcA(h, msg, wp, lp);
}

static void item_info(HMENU m, UINT pos, const char *what)
{
    MENUITEMINFOA mii;
    char buf[40] = "";
    memset(&mii, 0, sizeof mii);
    mii.cbSize = sizeof mii;
    mii.fMask = MIIM_FTYPE | MIIM_STATE | MIIM_ID | MIIM_STRING | MIIM_BITMAP | MIIM_DATA
                | MIIM_SUBMENU;
    mii.dwTypeData = buf;
    mii.cch = sizeof buf;
    if (!GetMenuItemInfoA(m, pos, TRUE, &mii)) {
        printf("%s: GetMenuItemInfo failed %lu\n", what, GetLastError());
        return;
    }
    printf("%s: type=%#x state=%#x id=%u text='%s' bitmap=%lu data=%lu submenu=%d\n", what,
           mii.fType, mii.fState, mii.wID, buf, (unsigned long)(ULONG_PTR)mii.hbmpItem,
           (unsigned long)mii.dwItemData, mii.hSubMenu != NULL);
}

static void menubarinfo(void)
{
    MENUBARINFO mbi;
    RECT wr, ir;
    HMENU bar;
    BOOL ret;
    printf("-- GetMenuBarInfo\n");
    memset(&mbi, 0, sizeof mbi);
    mbi.cbSize = sizeof mbi;
    SetLastError(0xdeadbeef);
    ret = GetMenuBarInfo(hwnd, OBJID_MENU, 0, &mbi);
    printf("no menu: %d err=%#lx\n", ret, GetLastError());
    bar = CreateMenu();
    AppendMenuA(bar, MF_STRING, 100, "item 1");
    AppendMenuA(bar, MF_STRING, 101, "item 2");
    SetMenu(hwnd, bar);
    SetLastError(0xdeadbeef);
    ret = GetMenuBarInfo(hwnd, OBJID_CLIENT, 0, &mbi);
    printf("OBJID_CLIENT of a window that is no menu: %d err=%lu\n", ret, GetLastError());
    SetLastError(0xdeadbeef);
    ret = GetMenuBarInfo(NULL, OBJID_CLIENT, 0, &mbi);
    printf("OBJID_CLIENT of NULL: %d err=%lu\n", ret, GetLastError());
    SetLastError(0xdeadbeef);
    ret = GetMenuBarInfo(hwnd, OBJID_MENU, 3, &mbi);
    printf("item past the end: %d err=%#lx\n", ret, GetLastError());
    SetLastError(0xdeadbeef);
    ret = GetMenuBarInfo(hwnd, 123, 0, &mbi);
    printf("unknown object: %d err=%#lx\n", ret, GetLastError());
    mbi.cbSize = 1000;
    SetLastError(0xdeadbeef);
    ret = GetMenuBarInfo(hwnd, OBJID_MENU, 0, &mbi);
    printf("cbSize 1000: %d err=%lu\n", ret, GetLastError());
    mbi.cbSize = sizeof mbi;
    ret = GetMenuBarInfo(hwnd, OBJID_MENU, 0, &mbi);
    GetWindowRect(hwnd, &wr);
    GetMenuItemRect(hwnd, bar, 0, &ir);
    printf("whole bar: %d menu=%d left,top,bottom as item 0: %d %d %d, right=window's "
           "less the frame: %d, focused %d %d\n", ret, mbi.hMenu == bar, mbi.rcBar.left == ir.left,
           mbi.rcBar.top == ir.top, mbi.rcBar.bottom == ir.bottom,
           mbi.rcBar.right == wr.right - (ir.left - wr.left), mbi.fBarFocused, mbi.fFocused);
    ret = GetMenuBarInfo(hwnd, OBJID_MENU, 2, &mbi);
    GetMenuItemRect(hwnd, bar, 1, &ir);
    printf("item 2: %d rect=GetMenuItemRect(1): %d hwndMenu=%p\n", ret, EqualRect(&mbi.rcBar, &ir),
           mbi.hwndMenu);
    printf("bar item height - SM_CYMENU: %ld\n",
           (ir.bottom - ir.top) - GetSystemMetrics(SM_CYMENU));
    SetMenu(hwnd, NULL);
    DestroyMenu(bar);
}

static void item_rect_of_hidden_popup(void)
{
    HMENU m = CreatePopupMenu();
    RECT r;
    POINT o = {0, 0};
    BOOL ret;
    printf("-- GetMenuItemRect of a popup never shown\n");
    AppendMenuA(m, MF_STRING, 1, "Popup");
    ClientToScreen(hwnd, &o);
    ret = GetMenuItemRect(hwnd, m, 0, &r);
    printf("with the window: %d empty at its client origin: %d\n", ret,
           r.left == o.x && r.right == o.x && r.top == o.y && r.bottom == o.y);
    printf("without: %d\n", GetMenuItemRect(NULL, m, 0, &r));
    DestroyMenu(m);
}

static void locked(void)
{
    HMENU bar = CreateMenu(), top = CreatePopupMenu(), sub = CreatePopupMenu();
    MENUITEMINFOA mii;
    MENUINFO mi;
    BOOL ret;
    printf("-- menus kept by their holder after DestroyMenu\n");
    AppendMenuA(bar, MF_STRING, 0, "&Test");
    SetMenu(hwnd, bar);
    ret = DestroyMenu(bar);
    printf("DestroyMenu(bar)=%d ", ret);
    printf("IsMenu=%d ", IsMenu(bar));
    printf("GetMenu same=%d ", GetMenu(hwnd) == bar);
    printf("DrawMenuBar=%d\n", DrawMenuBar(hwnd));
    SetMenu(hwnd, NULL);
    AppendMenuA(top, MF_STRING | MF_POPUP, (UINT_PTR)sub, "Sub");
    AppendMenuA(sub, MF_STRING, 0x1234, "Item");
    post_keys_in_idle = 1;
    printf("TrackPopupMenu=%#x\n", TrackPopupMenu(top, TPM_RETURNCMD, 100, 100, 0, hwnd, NULL));
    ret = DestroyMenu(sub);
    printf("DestroyMenu(sub)=%d ", ret);
    printf("IsMenu=%d\n", IsMenu(sub));
    memset(&mii, 0, sizeof mii);
    mii.cbSize = sizeof mii;
    mii.fMask = MIIM_SUBMENU;
    GetMenuItemInfoA(top, 0, TRUE, &mii);
    memset(&mi, 0, sizeof mi);
    mi.cbSize = sizeof mi;
    mi.fMask = MIM_STYLE;
    ret = GetMenuInfo(sub, &mi);
    printf("item's submenu still it: %d GetMenuInfo=%d\n", mii.hSubMenu == sub, ret);
    DestroyMenu(top);
}

static void separators_and_inserts(void)
{
    HMENU m = CreateMenu(), sub = CreateMenu();
    MENUITEMINFOA mii;
    BOOL ret;
    printf("-- separators, inserts where the place is not found\n");
    AppendMenuA(m, MF_STRING, 6, NULL);
    AppendMenuA(m, MF_STRING, 7, "");
    AppendMenuA(m, MF_SEPARATOR, 8, "separator");
    item_info(m, 0, "MF_STRING NULL");
    item_info(m, 1, "MF_STRING \"\"");
    item_info(m, 2, "MF_SEPARATOR");
    printf("InsertMenu by a command no item has=%d ", InsertMenuA(m, 999, MF_STRING, 20, "end"));
    item_info(m, 3, "appended");
    memset(&mii, 0, sizeof mii);
    mii.cbSize = sizeof mii;
    mii.fMask = MIIM_STRING | MIIM_ID;
    mii.dwTypeData = "item";
    mii.wID = 21;
    printf("InsertMenuItem by command=%d ", InsertMenuItemA(m, 998, FALSE, &mii));
    item_info(m, 4, "appended");
    SetLastError(0xdeadbeef);
    ret = InsertMenuA(m, -1, MF_BYPOSITION | MF_POPUP, 0xdeadbeef, "bad popup");
    printf("MF_POPUP of no menu=%d err=%lu ", ret, GetLastError());
    printf("count=%d ", GetMenuItemCount(m));
    item_info(m, 5, "it");
    ret = ModifyMenuA(m, SC_TASKLIST, MF_BYCOMMAND, SC_TASKLIST, "x");
    printf("ModifyMenu SC_TASKLIST=%d ", ret);
    printf("count=%d; ", GetMenuItemCount(m));
    printf("SC_TASKLIST-1=%d\n", ModifyMenuA(m, SC_TASKLIST - 1, MF_BYCOMMAND, SC_TASKLIST, "x"));
    DestroyMenu(m);
    DestroyMenu(sub);
}

static void modify_keeps(void)
{
    HMENU m = CreatePopupMenu();
    HBITMAP bmp = CreateBitmap(8, 8, 1, 1, NULL);
    MENUITEMINFOA mii;
    printf("-- what ModifyMenu keeps\n");
    AppendMenuA(m, MF_STRING, 1, "wine");
    ModifyMenuA(m, 0, MF_BYPOSITION | MF_OWNERDRAW, 1, (LPCSTR)787);
    item_info(m, 0, "owner-drawn over a string");
    DeleteMenu(m, 0, MF_BYPOSITION);
    memset(&mii, 0, sizeof mii);
    mii.cbSize = sizeof mii;
    mii.fMask = MIIM_BITMAP;
    mii.hbmpItem = bmp;
    InsertMenuItemA(m, 0, TRUE, &mii);
    ModifyMenuA(m, 0, MF_BYPOSITION | MF_OWNERDRAW, 2, (LPCSTR)232);
    printf("owner-drawn over a picture keeps it: %d\n",
           (mii.hbmpItem = 0, mii.fMask = MIIM_BITMAP, GetMenuItemInfoA(m, 0, TRUE, &mii),
            mii.hbmpItem == bmp));
    ModifyMenuA(m, 0, MF_BYPOSITION | MF_STRING, 3, "text");
    printf("a string clears it: %d\n",
           (mii.hbmpItem = bmp, GetMenuItemInfoA(m, 0, TRUE, &mii), mii.hbmpItem == NULL));
    DestroyMenu(m);
    DeleteObject(bmp);
}

static void radio(void)
{
    HMENU m = CreateMenu(), a = CreatePopupMenu(), b = CreatePopupMenu();
    printf("-- CheckMenuRadioItem\n");
    AppendMenuA(m, MF_POPUP | MF_STRING, (UINT_PTR)a, "A");
    AppendMenuA(m, MF_POPUP | MF_STRING, (UINT_PTR)b, "B");
    AppendMenuA(a, MF_STRING, 100, "a100");
    AppendMenuA(b, MF_STRING, 200, "b200");
    AppendMenuA(b, MF_SEPARATOR, 0, NULL);
    AppendMenuA(b, MF_STRING, 202, "b202");
    printf("group of the first found, check in another menu: %d\n",
           CheckMenuRadioItem(m, 100, 300, 202, MF_BYCOMMAND));
    item_info(a, 0, "a100");
    item_info(b, 2, "b202");
    printf("within one menu: %d\n", CheckMenuRadioItem(m, 200, 300, 202, MF_BYCOMMAND));
    item_info(b, 2, "b202");
    printf("check outside the range: %d\n", CheckMenuRadioItem(m, 202, 202, -1, MF_BYCOMMAND));
    item_info(b, 2, "b202 (keeps MFT_RADIOCHECK)");
    printf("a separator: %d\n", CheckMenuRadioItem(m, 0, 300, 0, MF_BYCOMMAND));
    DestroyMenu(m);
}

static void hilite(void)
{
    HMENU bar = CreateMenu(), p = CreatePopupMenu();
    BOOL ret;
    printf("-- HiliteMenuItem\n");
    AppendMenuA(bar, MF_POPUP | MF_STRING, (UINT_PTR)p, "Popup");
    AppendMenuA(p, MF_STRING, 101, "Item 1");
    AppendMenuA(p, MF_STRING, 102, "Item 2");
    SetMenu(hwnd, bar);
    SetLastError(0xdeadbeef);
    ret = HiliteMenuItem(NULL, p, 1, MF_HILITE | MF_BYPOSITION);
    printf("NULL window: %d err=%lu\n", ret, GetLastError());
    ret = HiliteMenuItem(hwnd, p, 1, MF_HILITE | MF_BYPOSITION);
    printf("by position: %d state=%#x\n", ret, GetMenuState(p, 1, MF_BYPOSITION));
    ret = HiliteMenuItem(hwnd, p, 102, MF_UNHILITE);
    printf("unhilite by command: %d state=%#x\n", ret, GetMenuState(p, 1, MF_BYPOSITION));
    ret = HiliteMenuItem(hwnd, bar, 0, MF_HILITE | MF_BYPOSITION);
    printf("bar title: %d state=%#x\n", ret, GetMenuState(bar, 0, MF_BYPOSITION) & 0xFF);
    SetMenu(hwnd, NULL);
    DestroyMenu(bar);
}

static void window_menu(void)
{
    HWND w = CreateWindowA("menuapi", "sys", WS_OVERLAPPEDWINDOW, 0, 0, 100, 100, NULL, NULL,
                           NULL, NULL);
    HMENU sys = GetSystemMenu(w, FALSE);
    MENUINFO mi;
    MENUITEMINFOA mii;
    printf("-- the window menu\n");
    memset(&mi, 0, sizeof mi);
    mi.cbSize = sizeof mi;
    mi.fMask = MIM_STYLE;
    GetMenuInfo(sys, &mi);
    printf("style=%#lx default=%#x close's state=%#x\n", mi.dwStyle,
           GetMenuDefaultItem(sys, FALSE, 0), GetMenuState(sys, SC_CLOSE, MF_BYCOMMAND));
    memset(&mii, 0, sizeof mii);
    mii.cbSize = sizeof mii;
    mii.fMask = MIIM_BITMAP;
    GetMenuItemInfoA(sys, SC_CLOSE, FALSE, &mii);
    printf("close picture=%lu ", (unsigned long)(ULONG_PTR)mii.hbmpItem);
    GetMenuItemInfoA(sys, SC_RESTORE, FALSE, &mii);
    printf("restore=%lu ", (unsigned long)(ULONG_PTR)mii.hbmpItem);
    GetMenuItemInfoA(sys, SC_MAXIMIZE, FALSE, &mii);
    printf("maximize=%lu ", (unsigned long)(ULONG_PTR)mii.hbmpItem);
    GetMenuItemInfoA(sys, SC_MINIMIZE, FALSE, &mii);
    printf("minimize=%lu\n", (unsigned long)(ULONG_PTR)mii.hbmpItem);
    DestroyWindow(w);
}

static void columns(void)
{
    HMENU m = CreatePopupMenu();
    int i;
    LONG left;
    printf("-- owner-drawn columns (MF_MENUBREAK)\n");
    for (i = 0; i < 4; i++)
        AppendMenuA(m, MF_OWNERDRAW | (i % 2 == 0 ? MF_MENUBREAK : 0), i, (LPCSTR)(ULONG_PTR)i);
    cancel_in_idle = 1;
    TrackPopupMenu(m, TPM_RETURNCMD, 100, 100, 0, hwnd, NULL);
    printf("measure itemHeight = HIWORD(GetDialogBaseUnits()): %d\n",
           measured_h == HIWORD(GetDialogBaseUnits()));
    printf("gap between columns %ld, item height %ld, rows touch %d, column 2 under "
           "column 1's second row %d\n", od_rc[2].left - od_rc[0].right,
           od_rc[0].bottom - od_rc[0].top, od_rc[0].bottom == od_rc[1].top,
           od_rc[3].top == od_rc[1].top);
    left = od_rc[0].left;
    ModifyMenuA(m, 0, MF_BYCOMMAND | MF_OWNERDRAW | MF_SEPARATOR, 0, 0);
    TrackPopupMenu(m, TPM_RETURNCMD, 100, 100, 0, hwnd, NULL);
    printf("a break on the first item moves it right by %ld\n", left - od_rc[0].left);
    cancel_in_idle = 0;
    DestroyMenu(m);
}

static void exclusion(void)
{
    HMENU m = CreatePopupMenu();
    TPMPARAMS tpm;
    int sh = GetSystemMetrics(SM_CYSCREEN);
    printf("-- TrackPopupMenuEx's rcExclude\n");
    AppendMenuA(m, MF_STRING, 1, "one");
    AppendMenuA(m, MF_STRING, 2, "two");
    tpm.cbSize = sizeof tpm;
    SetRect(&tpm.rcExclude, 200, sh - 30, 260, sh - 5);
    cancel_in_idle = 2;
    TrackPopupMenuEx(m, TPM_VERTICAL | TPM_RETURNCMD, 200, sh - 5, hwnd, &tpm);
    printf("TPM_VERTICAL at the screen's bottom: clear of the rectangle %d, above it %d\n",
           shown_rc.bottom <= tpm.rcExclude.top || shown_rc.top >= tpm.rcExclude.bottom,
           shown_rc.bottom <= tpm.rcExclude.top);
    SetRect(&tpm.rcExclude, 150, 150, 250, 170);
    TrackPopupMenuEx(m, TPM_RETURNCMD, 150, 150, hwnd, &tpm);
    printf("horizontal: right of it %d\n", shown_rc.left >= tpm.rcExclude.right);
    cancel_in_idle = 0;
    DestroyMenu(m);
}

static void empty_popup(void)
{
    HMENU m = CreatePopupMenu();
    printf("-- an empty popup\n");
    log_msgs = 1;
    printf("TrackPopupMenu TPM_RETURNCMD=%d\n", TrackPopupMenu(m, TPM_RETURNCMD, 100, 100, 0,
                                                              hwnd, NULL));
    printf("TrackPopupMenu=%d\n", TrackPopupMenu(m, 0, 100, 100, 0, hwnd, NULL));
    log_msgs = 0;
    DestroyMenu(m);
}

int main(void)
{
    WNDCLASSA wc;
    memset(&wc, 0, sizeof wc);
    wc.lpfnWndProc = wnd_proc;
    wc.hInstance = GetModuleHandleA(NULL);
    wc.hbrBackground = (HBRUSH)(COLOR_BTNFACE + 1);
    wc.lpszClassName = "menuapi";
    RegisterClassA(&wc);
    hwnd = CreateWindowA("menuapi", "menuapi", WS_OVERLAPPEDWINDOW | WS_VISIBLE, 50, 50, 300,
                         200, NULL, NULL, wc.hInstance, NULL);
    menubarinfo();
    item_rect_of_hidden_popup();
    locked();
    separators_and_inserts();
    modify_keeps();
    radio();
    hilite();
    window_menu();
    columns();
    exclusion();
    empty_popup();
    DestroyWindow(hwnd);
    printf("done\n");
    return 0;
}
