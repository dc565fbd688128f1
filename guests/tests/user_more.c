/*
 * user_more.c - test guest for USER32 menu-item info, DDEML, DrawFrameControl and
 * friends (test/win32/user/test_user32_families.py). One mode per run, "/mode NAME"; one line per step.
 *
 *   /mode menuinfo  GetMenuItemInfo/SetMenuItemInfo/InsertMenuItem (every MIIM_* mask),
 *                   MF_BITMAP items, Get/SetMenuInfo, Get/SetMenuDefaultItem,
 *                   GetMenuItemRect.
 *   /mode frame     DrawFrameControl (every DFC_ type, the main DFCS_ states) and
 *                   DrawFocusRect on a 32-bit DIB section: pixels at the corners, inside
 *                   and outside.
 *   /mode icons     CreateIcon, CopyIcon, GetIconInfo (mask and colour bitmaps),
 *                   CreateIconFromResource(Ex) for icons and cursors, sizes.
 *   /mode find      comdlg32 FindText / ReplaceText: FINDREPLACE checks, the modeless
 *                   dialogs' controls, FINDMSGSTRING to the owner for each button.
 *   /mode font      comdlg32 ChooseFont: a timer finds the dialog, reads its controls,
 *                   chooses face / style / size / strikeout and presses OK (or Cancel).
 *   /mode obm       LoadBitmap / LoadImage of OBM_* system bitmaps: sizes, pixel roles.
 *   /mode misc      CloseWindow / OpenIcon, SHCreateDirectoryEx, ExtractIconEx.
 *   /mode rgn       SetWindowRgn / GetWindowRgn / GetWindowRgnBox, WindowFromPoint with it.
 *   /mode small     GetClassName, GetWindowInfo, EnumThreadWindows, SubtractRect, IsChar*.
 *   /mode menudraw  a popup menu with a default item, an MF_BITMAP item and a picture
 *                   beside a text item, left open for the test to look at (not run
 *                   under Wine: it waits for the user).
 *   /mode arrange   TileWindows / CascadeWindows on an MDI client's children.
 *   /mode dde       DDEML: a client-only ANSI instance and a wide server instance of this
 *                   program: string handles, connect with and without a server, request,
 *                   poke, execute, data handles, disconnect, uninitialize.
 *
 * The expected lines in test/win32/user/test_user32_families.py are this exe's output under Wine 8
 * (xvfb-run -a wine user_more.exe /mode NAME), except where a comment there says why.
 */
#define OEMRESOURCE
#include <windows.h>
#include <ddeml.h>
#include <commdlg.h>
#include <shlobj.h>
#include <shellapi.h>
#include <stdio.h>
#include <string.h>

static LRESULT CALLBACK proc(HWND h, UINT m, WPARAM w, LPARAM l)
{
    return DefWindowProcA(h, m, w, l);
}

static void show_item(HMENU m, UINT item, BOOL bypos, UINT mask, const char *what)
{
    MENUITEMINFOA mi;
    char buf[64];
    BOOL ok;

    memset(&mi, 0, sizeof mi);
    memset(buf, 'x', sizeof buf);
    mi.cbSize = sizeof mi;
    mi.fMask = mask;
    mi.dwTypeData = buf;
    mi.cch = sizeof buf;
    mi.hSubMenu = (HMENU)0x77;
    ok = GetMenuItemInfoA(m, item, bypos, &mi);
    printf("%s: ok=%d type=%x state=%x id=%u sub=%d data=%lx cch=%u text=%s bmp=%d\n", what,
           ok, mi.fType, mi.fState, mi.wID, mi.hSubMenu != 0, (unsigned long)mi.dwItemData,
           mi.cch, !(mask & (MIIM_STRING | MIIM_TYPE)) ? "-" :
           mi.dwTypeData == buf ? buf : (mi.dwTypeData ? "(handle)" : "(null)"),
           mi.hbmpItem != 0);
}

static void menuinfo_mode(HINSTANCE inst)
{
    HMENU m, sub, bar;
    MENUITEMINFOA mi;
    MENUITEMINFOW wi;
    MENUINFO inf;
    HBITMAP bmp, bmp2;
    char buf[64];
    BOOL ok;
    WNDCLASSA wc;
    HWND w;
    RECT r0, r1, wr;

    m = CreatePopupMenu();
    AppendMenuA(m, MF_STRING, 100, "&Open\tCtrl+O");
    show_item(m, 100, FALSE, MIIM_STRING | MIIM_ID | MIIM_FTYPE | MIIM_STATE, "string");

    memset(&mi, 0, sizeof mi);
    mi.cbSize = sizeof mi;
    mi.fMask = MIIM_STRING;
    ok = GetMenuItemInfoA(m, 0, TRUE, &mi);
    printf("length query: ok=%d cch=%u\n", ok, mi.cch);
    memset(buf, 'x', sizeof buf);
    mi.dwTypeData = buf;
    mi.cch = 4;
    ok = GetMenuItemInfoA(m, 0, TRUE, &mi);
    printf("truncated: ok=%d cch=%u text=%s\n", ok, mi.cch, buf);
    mi.cch = 40;
    ok = GetMenuItemInfoA(m, 0, TRUE, &mi);
    printf("whole: ok=%d cch=%u text=%s\n", ok, mi.cch, buf);

    mi.cbSize = 20;
    SetLastError(0);
    ok = GetMenuItemInfoA(m, 0, TRUE, &mi);
    printf("bad cbSize: ok=%d err=%lu\n", ok, GetLastError());
    mi.cbSize = sizeof mi;
    mi.fMask = MIIM_TYPE | MIIM_STRING;
    SetLastError(0);
    ok = GetMenuItemInfoA(m, 0, TRUE, &mi);
    printf("TYPE|STRING get: ok=%d err=%lu\n", ok, GetLastError());
    SetLastError(0);
    ok = SetMenuItemInfoA(m, 0, TRUE, &mi);
    printf("TYPE|STRING set: ok=%d err=%lu\n", ok, GetLastError());
    mi.fMask = MIIM_FTYPE;
    mi.fType = MFT_BITMAP;
    SetLastError(0);
    ok = SetMenuItemInfoA(m, 0, TRUE, &mi);
    printf("FTYPE+MFT_BITMAP set: ok=%d err=%lu\n", ok, GetLastError());
    mi.fMask = MIIM_ID;
    SetLastError(0);
    ok = GetMenuItemInfoA(m, 555, FALSE, &mi);
    printf("missing item: ok=%d\n", ok);

    /* an item with only an id is a separator */
    memset(&mi, 0, sizeof mi);
    mi.cbSize = sizeof mi;
    mi.fMask = MIIM_ID;
    mi.wID = 101;
    ok = InsertMenuItemA(m, 0, TRUE, &mi);
    printf("insert id only: ok=%d count=%d\n", ok, GetMenuItemCount(m));
    show_item(m, 0, TRUE, MIIM_FTYPE | MIIM_ID | MIIM_STRING, "id only");
    show_item(m, 0, TRUE, MIIM_TYPE, "id only TYPE");

    /* a wide insert with state, data and a string, by command (before item 100) */
    memset(&wi, 0, sizeof wi);
    wi.cbSize = sizeof wi;
    wi.fMask = MIIM_STRING | MIIM_ID | MIIM_STATE | MIIM_DATA;
    wi.fState = MFS_DEFAULT | MFS_CHECKED;
    wi.wID = 102;
    wi.dwItemData = 0x1234;
    wi.dwTypeData = L"&Save";
    ok = InsertMenuItemW(m, 100, FALSE, &wi);
    printf("insert wide: ok=%d count=%d\n", ok, GetMenuItemCount(m));
    show_item(m, 1, TRUE, MIIM_STRING | MIIM_ID | MIIM_STATE | MIIM_DATA | MIIM_FTYPE,
              "wide item");
    printf("state=%x\n", GetMenuState(m, 102, MF_BYCOMMAND));
    printf("default by pos=%d by cmd=%d\n", (int)GetMenuDefaultItem(m, TRUE, 0),
           (int)GetMenuDefaultItem(m, FALSE, 0));
    ok = SetMenuDefaultItem(m, 100, FALSE);
    printf("set default 100: ok=%d now=%d state102=%x\n", ok,
           (int)GetMenuDefaultItem(m, FALSE, 0), GetMenuState(m, 102, MF_BYCOMMAND));
    ok = SetMenuDefaultItem(m, 999, FALSE);
    printf("set default 999: ok=%d now=%d\n", ok, (int)GetMenuDefaultItem(m, FALSE, 0));
    ok = SetMenuDefaultItem(m, 2, TRUE);
    printf("set default pos 2: ok=%d now=%d\n", ok, (int)GetMenuDefaultItem(m, TRUE, 0));
    EnableMenuItem(m, 2, MF_BYPOSITION | MF_GRAYED);
    printf("disabled default=%d usedisabled=%d\n", (int)GetMenuDefaultItem(m, TRUE, 0),
           (int)GetMenuDefaultItem(m, TRUE, GMDI_USEDISABLED));
    ok = SetMenuDefaultItem(m, (UINT)-1, FALSE);
    printf("clear default: ok=%d now=%d\n", ok, (int)GetMenuDefaultItem(m, TRUE, 0));

    /* bitmaps: a picture beside the text, an MF_BITMAP item, check-mark bitmaps */
    bmp = CreateBitmap(16, 12, 1, 1, NULL);
    bmp2 = CreateBitmap(8, 8, 1, 1, NULL);
    memset(&mi, 0, sizeof mi);
    mi.cbSize = sizeof mi;
    mi.fMask = MIIM_BITMAP | MIIM_CHECKMARKS;
    mi.hbmpItem = bmp;
    mi.hbmpChecked = bmp2;
    ok = SetMenuItemInfoA(m, 100, FALSE, &mi);
    printf("set bitmap: ok=%d\n", ok);
    memset(&mi, 0, sizeof mi);
    mi.cbSize = sizeof mi;
    mi.fMask = MIIM_BITMAP | MIIM_CHECKMARKS;
    ok = GetMenuItemInfoA(m, 100, FALSE, &mi);
    printf("get bitmap: ok=%d same=%d checked=%d unchecked=%d\n", ok, mi.hbmpItem == bmp,
           mi.hbmpChecked == bmp2, mi.hbmpUnchecked != 0);
    show_item(m, 100, FALSE, MIIM_TYPE, "text+bitmap TYPE");
    show_item(m, 100, FALSE, MIIM_FTYPE | MIIM_STRING, "text+bitmap FTYPE");
    ok = AppendMenuA(m, MF_BITMAP, 103, (LPCSTR)bmp);
    printf("append MF_BITMAP: ok=%d state=%x\n", ok, GetMenuState(m, 103, MF_BYCOMMAND));
    show_item(m, 103, FALSE, MIIM_FTYPE | MIIM_BITMAP | MIIM_STRING, "MF_BITMAP");
    memset(&mi, 0, sizeof mi);
    mi.cbSize = sizeof mi;
    mi.fMask = MIIM_TYPE;
    ok = GetMenuItemInfoA(m, 103, FALSE, &mi);
    printf("MF_BITMAP TYPE: ok=%d type=%x data_is_bmp=%d cch=%u\n", ok, mi.fType,
           mi.dwTypeData == (LPSTR)bmp, mi.cch);
    /* old-style MIIM_TYPE + MFT_BITMAP sets the bitmap from dwTypeData */
    memset(&mi, 0, sizeof mi);
    mi.cbSize = sizeof mi;
    mi.fMask = MIIM_TYPE | MIIM_ID;
    mi.fType = MFT_BITMAP;
    mi.wID = 104;
    mi.dwTypeData = (LPSTR)bmp2;
    ok = InsertMenuItemA(m, (UINT)-1, TRUE, &mi);
    memset(&mi, 0, sizeof mi);
    mi.cbSize = sizeof mi;
    mi.fMask = MIIM_BITMAP | MIIM_FTYPE;
    GetMenuItemInfoA(m, 104, FALSE, &mi);
    printf("TYPE+MFT_BITMAP insert: ok=%d type=%x same=%d pos=%d\n", ok, mi.fType,
           (ULONG_PTR)mi.hbmpItem == LOWORD((ULONG_PTR)bmp2), GetMenuItemCount(m) - 1);

    /* owner-drawn by MIIM_FTYPE: the item data is what WM_DRAWITEM would carry */
    memset(&mi, 0, sizeof mi);
    mi.cbSize = sizeof mi;
    mi.fMask = MIIM_FTYPE | MIIM_DATA | MIIM_ID;
    mi.fType = MFT_OWNERDRAW;
    mi.dwItemData = 0xBEEF;
    mi.wID = 105;
    ok = InsertMenuItemA(m, (UINT)-1, TRUE, &mi);
    show_item(m, 105, FALSE, MIIM_TYPE | MIIM_DATA, "owner-drawn TYPE");

    /* submenus: a bad handle, a loop, a good one */
    sub = CreatePopupMenu();
    AppendMenuA(sub, MF_STRING, 200, "Inner");
    memset(&mi, 0, sizeof mi);
    mi.cbSize = sizeof mi;
    mi.fMask = MIIM_SUBMENU;
    mi.hSubMenu = (HMENU)0x1234;
    SetLastError(0);
    ok = SetMenuItemInfoA(m, 100, FALSE, &mi);
    printf("bad submenu: ok=%d err=%lu\n", ok, GetLastError());
    mi.hSubMenu = m;
    ok = SetMenuItemInfoA(m, 100, FALSE, &mi);
    printf("loop submenu: ok=%d\n", ok);
    mi.hSubMenu = sub;
    ok = SetMenuItemInfoA(m, 100, FALSE, &mi);
    printf("submenu: ok=%d getsub=%d state=%x\n", ok, GetSubMenu(m, 2) == sub,
           GetMenuState(m, 2, MF_BYPOSITION));
    show_item(m, 2, TRUE, MIIM_SUBMENU | MIIM_ID, "popup item");
    show_item(m, 200, FALSE, MIIM_ID | MIIM_STRING, "inner by cmd");
    /* insert by command into the submenu that holds the command */
    memset(&mi, 0, sizeof mi);
    mi.cbSize = sizeof mi;
    mi.fMask = MIIM_STRING | MIIM_ID;
    mi.wID = 201;
    mi.dwTypeData = "First";
    ok = InsertMenuItemA(m, 200, FALSE, &mi);
    printf("insert in sub: ok=%d subcount=%d first=%u\n", ok, GetMenuItemCount(sub),
           GetMenuItemID(sub, 0));
    /* clearing the string of a plain item makes it a separator */
    mi.fMask = MIIM_STRING;
    mi.dwTypeData = NULL;
    ok = SetMenuItemInfoA(sub, 201, FALSE, &mi);
    show_item(sub, 201, FALSE, MIIM_FTYPE | MIIM_STRING, "cleared");

    /* the pre-Windows 2000 structure: no hbmpItem read or written */
    memset(&mi, 0, sizeof mi);
    mi.cbSize = sizeof mi - sizeof(HBITMAP);
    mi.fMask = MIIM_BITMAP | MIIM_ID;
    mi.hbmpItem = (HBITMAP)0x5555;
    ok = GetMenuItemInfoA(m, 100, FALSE, &mi);
    printf("short get: ok=%d id=%u hbmp=%lx\n", ok, mi.wID, (unsigned long)(ULONG_PTR)mi.hbmpItem);

    /* MENUINFO */
    memset(&inf, 0, sizeof inf);
    inf.cbSize = sizeof inf;
    inf.fMask = MIM_MENUDATA | MIM_HELPID | MIM_BACKGROUND | MIM_STYLE | MIM_APPLYTOSUBMENUS;
    inf.dwMenuData = 0xABCD;
    inf.dwContextHelpID = 77;
    inf.hbrBack = GetSysColorBrush(COLOR_WINDOW);
    inf.dwStyle = MNS_CHECKORBMP;
    ok = SetMenuInfo(m, &inf);
    memset(&inf, 0, sizeof inf);
    inf.cbSize = sizeof inf;
    inf.fMask = MIM_MENUDATA | MIM_HELPID | MIM_BACKGROUND | MIM_STYLE | MIM_MAXHEIGHT;
    printf("set menuinfo: ok=%d get=%d", ok, GetMenuInfo(sub, &inf));
    printf(" data=%lx help=%lu brush=%d style=%lx max=%u ctx=%lu\n",
           (unsigned long)inf.dwMenuData, inf.dwContextHelpID,
           inf.hbrBack == GetSysColorBrush(COLOR_WINDOW), inf.dwStyle, inf.cyMax,
           GetMenuContextHelpId(m));
    inf.cbSize = 8;
    SetLastError(0);
    ok = SetMenuInfo(m, &inf);
    printf("menuinfo bad size: set=%d err=%lu", ok, GetLastError());
    SetLastError(0);
    ok = GetMenuInfo(m, &inf);
    printf(" get=%d err=%lu\n", ok, GetLastError());
    inf.cbSize = sizeof inf;
    SetLastError(0);
    ok = GetMenuInfo((HMENU)0x4321, &inf);
    printf("menuinfo bad menu: get=%d err=%lu", ok, GetLastError());
    SetLastError(0);
    inf.fMask = MIM_HELPID;
    ok = SetMenuInfo((HMENU)0x4321, &inf);
    printf(" set=%d err=%lu\n", ok, GetLastError());

    /* GetMenuItemRect on a menu bar */
    memset(&wc, 0, sizeof wc);
    wc.lpfnWndProc = proc;
    wc.hInstance = inst;
    wc.lpszClassName = "MoreWin";
    wc.hbrBackground = (HBRUSH)(COLOR_WINDOW + 1);
    RegisterClassA(&wc);
    bar = CreateMenu();
    AppendMenuA(bar, MF_STRING, 300, "&File");
    AppendMenuA(bar, MF_STRING, 301, "&Edit");
    w = CreateWindowA("MoreWin", "more", WS_OVERLAPPEDWINDOW | WS_VISIBLE, 10, 10, 300, 200,
                      NULL, bar, inst, NULL);
    UpdateWindow(w);
    GetWindowRect(w, &wr);
    ok = GetMenuItemRect(w, bar, 0, &r0);
    GetMenuItemRect(w, bar, 1, &r1);
    printf("bar rects: ok=%d adjacent=%d same_row=%d inside=%d height_ok=%d left_ok=%d\n", ok,
           r0.right == r1.left, r0.top == r1.top && r0.bottom == r1.bottom,
           r0.top > wr.top && r0.bottom < wr.bottom,
           r0.bottom - r0.top >= 17 && r0.bottom - r0.top <= 22,
           r0.left > wr.left && r0.left <= wr.left + 8);
    ok = GetMenuItemRect(w, bar, 5, &r0);
    printf("bar rect past end: ok=%d\n", ok);
    DestroyWindow(w);
    DestroyMenu(m);
}


/* -- DDEML ------------------------------------------------------------------------------ */
static DWORD g_client, g_server;

static const char *hsz_text(DWORD inst, HSZ h)
{
    static char bufs[2][64];
    static int which;
    char *b = bufs[which++ & 1];
    if (!h)
        return "0";
    if (!DdeQueryStringA(inst, h, b, 64, CP_WINANSI))
        strcpy(b, "?");
    return b;
}

static HDDEDATA CALLBACK client_cb(UINT type, UINT fmt, HCONV conv, HSZ h1, HSZ h2,
                                   HDDEDATA data, ULONG_PTR d1, ULONG_PTR d2)
{
    printf("  client cb %04x fmt=%u conv=%d %s %s\n", type, fmt, conv != 0,
           hsz_text(g_client, h1), h2 && type != XTYP_REGISTER && type != XTYP_UNREGISTER ? hsz_text(g_client, h2)
                                                                 : (h2 ? "(inst)" : "0"));
    return 0;
}

static HDDEDATA CALLBACK server_cb(UINT type, UINT fmt, HCONV conv, HSZ h1, HSZ h2,
                                   HDDEDATA data, ULONG_PTR d1, ULONG_PTR d2)
{
    char buf[64];
    DWORD n;

    printf("  server cb %04x fmt=%u conv=%d %s %s", type, fmt, conv != 0,
           hsz_text(g_server, h1), h2 && type != XTYP_REGISTER && type != XTYP_UNREGISTER ? hsz_text(g_server, h2)
                                                                 : (h2 ? "(inst)" : "0"));
    if (type == XTYP_CONNECT || type == XTYP_CONNECT_CONFIRM || type == XTYP_DISCONNECT)
        printf(" same=%lu", (unsigned long)d2);
    if (data) {
        memset(buf, 0, sizeof buf);
        n = DdeGetData(data, (LPBYTE)buf, sizeof buf - 2, 0);
        if (type == XTYP_EXECUTE)
            printf(" data=%lu:%ls", n, (WCHAR *)buf);
        else
            printf(" data=%lu:%s", n, buf);
    }
    printf("\n");
    switch (type) {
    case XTYP_CONNECT:
        return (HDDEDATA)(ULONG_PTR)!strcmp(hsz_text(g_server, h1), "Topic");
    case XTYP_REQUEST:
        if (!strcmp(hsz_text(g_server, h2), "Item"))
            return DdeCreateDataHandle(g_server, (LPBYTE)"hello", 6, 0, h2, CF_TEXT, 0);
        return 0;
    case XTYP_POKE:
        return (HDDEDATA)(ULONG_PTR)(!strcmp(hsz_text(g_server, h2), "Item") ? DDE_FACK : 0);
    case XTYP_EXECUTE:
        return (HDDEDATA)DDE_FACK;
    }
    return 0;
}

static void dde_mode(void)
{
    UINT r;
    HSZ svc, top, item, bad, svcw;
    HCONV conv;
    HDDEDATA d;
    DWORD res, n;
    char buf[64];
    BYTE *p;

    r = DdeInitializeA(&g_client, client_cb, APPCMD_CLIENTONLY, 0);
    printf("init client: %u id=%d\n", r, g_client != 0);
    svc = DdeCreateStringHandleA(g_client, "MoreSvc", CP_WINANSI);
    top = DdeCreateStringHandleA(g_client, "Topic", CP_WINANSI);
    item = DdeCreateStringHandleA(g_client, "Item", CP_WINANSI);
    bad = DdeCreateStringHandleA(g_client, "Nothing", CP_WINANSI);
    printf("strings: %d %d %d\n", svc != 0, top != 0, svc != top);
    conv = DdeConnect(g_client, svc, top, NULL);
    r = DdeGetLastError(g_client);
    printf("connect without server: conv=%d err=%x", conv != 0, r);
    printf(" err again=%x\n", DdeGetLastError(g_client));
    n = DdeQueryStringA(g_client, svc, NULL, 0, CP_WINANSI);
    r = DdeQueryStringA(g_client, svc, buf, 4, CP_WINANSI);
    printf("query: len=%lu short=%u:%s", n, r, buf);
    r = DdeQueryStringA(g_client, svc, buf, sizeof buf, CP_WINANSI);
    printf(" whole=%u:%s\n", r, buf);

    r = DdeInitializeW(&g_server, server_cb, 0, 0);
    printf("init server: %u id=%d distinct=%d\n", r, g_server != 0, g_server != g_client);
    svcw = DdeCreateStringHandleW(g_server, L"moresvc", CP_WINUNICODE);
    printf("case-insensitive: cmp=%d\n", DdeCmpStringHandles(svc, svcw));
    d = DdeNameService(g_server, svcw, 0, DNS_REGISTER);
    printf("name service: %d\n", d != 0);

    conv = DdeConnect(g_client, svc, bad, NULL);
    printf("connect refused topic: conv=%d err=%x\n", conv != 0, DdeGetLastError(g_client));
    conv = DdeConnect(g_client, svc, top, NULL);
    printf("connect: conv=%d\n", conv != 0);

    d = DdeClientTransaction(NULL, 0, conv, item, CF_TEXT, XTYP_REQUEST, 1000, &res);
    memset(buf, 0, sizeof buf);
    n = DdeGetData(d, NULL, 0, 0);
    r = DdeGetData(d, (LPBYTE)buf, sizeof buf, 0);
    printf("request: got=%d size=%lu copied=%u text=%s\n", d != 0, n, r, buf);
    r = DdeGetData(d, (LPBYTE)buf, 3, 2);
    buf[3] = 0;
    printf("partial get: %u:%s\n", r, buf);
    DdeFreeDataHandle(d);
    d = DdeClientTransaction(NULL, 0, conv, bad, CF_TEXT, XTYP_REQUEST, 1000, &res);
    printf("request refused: got=%d err=%x\n", d != 0, DdeGetLastError(g_client));

    res = 0;
    d = DdeClientTransaction((LPBYTE)"pokedata", 9, conv, item, CF_TEXT, XTYP_POKE, 1000, &res);
    printf("poke: ret=%d result=%lx\n", d != 0, res);
    d = DdeClientTransaction((LPBYTE)"pokedata", 9, conv, bad, CF_TEXT, XTYP_POKE, 1000, &res);
    printf("poke refused: ret=%d err=%x\n", d != 0, DdeGetLastError(g_client));
    res = 0;
    d = DdeClientTransaction((LPBYTE)"[open()]", 9, conv, 0, 0, XTYP_EXECUTE, 1000, &res);
    printf("execute: ret=%d result=%lx\n", d != 0, res);

    d = DdeCreateDataHandle(g_client, (LPBYTE)"abc", 4, 0, item, CF_TEXT, 0);
    p = DdeAccessData(d, &n);
    printf("access: %d size=%lu text=%s\n", p != NULL, n, p ? (char *)p : "");
    if (p)
        p[0] = 'X';
    r = DdeUnaccessData(d);
    memset(buf, 0, sizeof buf);
    DdeGetData(d, (LPBYTE)buf, sizeof buf, 0);
    printf("unaccess: %u text=%s\n", r, buf);
    d = DdeAddData(d, (LPBYTE)"defg", 5, 3);
    memset(buf, 0, sizeof buf);
    n = DdeGetData(d, (LPBYTE)buf, sizeof buf, 0);
    printf("add: %lu text=%s\n", n, buf);
    printf("free data: %d\n", DdeFreeDataHandle(d));

    {
        HCONVLIST list = DdeConnectList(g_client, svc, top, NULL, NULL);
        HCONV first;
        printf("connect list: %d\n", list != NULL);
        first = DdeQueryNextServer(list, NULL);
        printf("next: first=%d", first != NULL);
        printf(" after=%d\n", DdeQueryNextServer(list, first) != NULL);
        printf("disconnect list: %d\n", DdeDisconnectList(list));
        list = DdeConnectList(g_client, svc, bad, NULL, NULL);
        r = DdeGetLastError(g_client);
        printf("connect list refused: %d err=%x\n", list != NULL, r);
    }
    printf("disconnect: %d\n", DdeDisconnect(conv));
    printf("disconnect again: %d\n", DdeDisconnect(conv));
    r = DdeFreeStringHandle(g_client, bad);
    printf("free strings: %d %d\n", r, DdeFreeStringHandle(g_server, svcw));
    printf("uninit server: %d\n", DdeUninitialize(g_server));
    d = DdeNameService(g_client, svc, 0, DNS_REGISTER);
    r = DdeGetLastError(g_client);
    printf("client-only name service: %d err=%x\n", d != 0, r);
    printf("uninit client: %d\n", DdeUninitialize(g_client));
}

/* -- DrawFrameControl / DrawFocusRect ------------------------------------------------------ */
static HDC g_mdc;

/* A pixel as the first system colour it equals: H(ighlight) L(ight) F(ace) S(hadow)
 * D(ark shadow) W(indow) K (window frame) T(ext), or its hex value. Roles, not values:
 * Wine's default scheme and Windows 2000's classic one have different colours. */
static void px(const char *what, int x, int y)
{
    static const int idx[] = {COLOR_BTNHIGHLIGHT, COLOR_3DLIGHT, COLOR_BTNFACE,
                              COLOR_BTNSHADOW, COLOR_3DDKSHADOW, COLOR_WINDOW,
                              COLOR_WINDOWFRAME, COLOR_BTNTEXT};
    static const char names[] = "HLFSDWKT";
    COLORREF c = GetPixel(g_mdc, x, y);
    int i;

    for (i = 0; i < 8; i++)
        if (GetSysColor(idx[i]) == c) {
            printf(" %s=%c", what, names[i]);
            return;
        }
    printf(" %s=%06lx", what, (unsigned long)c);
}

static void frame_case(const char *name, UINT type, UINT state, int w, int h)
{
    RECT r = {10, 10, 10 + w, 10 + h};
    BOOL ok;
    int glyph = 0, x, y;

    PatBlt(g_mdc, 0, 0, 64, 64, WHITENESS);
    ok = DrawFrameControl(g_mdc, &r, type, state);
    for (y = 12; y < 8 + h; y++)
        for (x = 12; x < 8 + w; x++)
            if (GetPixel(g_mdc, x, y) == GetSysColor(COLOR_BTNTEXT))
                glyph++;
    printf("%s: ok=%d", name, ok);
    px("tl", 10, 10);
    px("tl1", 11, 11);
    px("br", 9 + w, 9 + h);
    px("br1", 8 + w, 8 + h);
    px("mid", 10 + w / 2, 10 + h / 2);
    px("out", 9, 9);
    printf(" glyph=%d\n", glyph > 0);
}

static void frame_mode(void)
{
    BITMAPINFO bi;
    void *bits;
    HBITMAP dib;
    RECT r;
    int x, on = 0, first = -1;

    memset(&bi, 0, sizeof bi);
    bi.bmiHeader.biSize = sizeof bi.bmiHeader;
    bi.bmiHeader.biWidth = 64;
    bi.bmiHeader.biHeight = -64;
    bi.bmiHeader.biPlanes = 1;
    bi.bmiHeader.biBitCount = 32;
    g_mdc = CreateCompatibleDC(NULL);
    dib = CreateDIBSection(g_mdc, &bi, DIB_RGB_COLORS, &bits, NULL, 0);
    SelectObject(g_mdc, dib);

    frame_case("push", DFC_BUTTON, DFCS_BUTTONPUSH, 20, 16);
    frame_case("push pushed", DFC_BUTTON, DFCS_BUTTONPUSH | DFCS_PUSHED, 20, 16);
    frame_case("push checked", DFC_BUTTON, DFCS_BUTTONPUSH | DFCS_CHECKED, 20, 16);
    frame_case("push flat", DFC_BUTTON, DFCS_BUTTONPUSH | DFCS_FLAT, 20, 16);
    frame_case("push mono", DFC_BUTTON, DFCS_BUTTONPUSH | DFCS_MONO, 20, 16);
    frame_case("check", DFC_BUTTON, DFCS_BUTTONCHECK, 13, 13);
    frame_case("check checked", DFC_BUTTON, DFCS_BUTTONCHECK | DFCS_CHECKED, 13, 13);
    frame_case("check inactive", DFC_BUTTON, DFCS_BUTTONCHECK | DFCS_INACTIVE, 13, 13);
    frame_case("radio", DFC_BUTTON, DFCS_BUTTONRADIO, 13, 13);
    frame_case("radio checked", DFC_BUTTON, DFCS_BUTTONRADIO | DFCS_CHECKED, 13, 13);
    frame_case("radio mask", DFC_BUTTON, DFCS_BUTTONRADIOMASK, 13, 13);
    frame_case("scroll up", DFC_SCROLL, DFCS_SCROLLUP, 16, 16);
    frame_case("scroll down pushed", DFC_SCROLL, DFCS_SCROLLDOWN | DFCS_PUSHED, 16, 16);
    frame_case("scroll left inactive", DFC_SCROLL, DFCS_SCROLLLEFT | DFCS_INACTIVE, 16, 16);
    frame_case("combo", DFC_SCROLL, DFCS_SCROLLCOMBOBOX, 16, 16);
    frame_case("size grip", DFC_SCROLL, DFCS_SCROLLSIZEGRIP, 16, 16);
    frame_case("caption close", DFC_CAPTION, DFCS_CAPTIONCLOSE, 16, 14);
    frame_case("caption min pushed", DFC_CAPTION, DFCS_CAPTIONMIN | DFCS_PUSHED, 16, 14);
    frame_case("caption help inactive", DFC_CAPTION, DFCS_CAPTIONHELP | DFCS_INACTIVE, 16, 14);
    frame_case("menu arrow", DFC_MENU, DFCS_MENUARROW, 16, 16);
    frame_case("menu check", DFC_MENU, DFCS_MENUCHECK, 16, 16);
    frame_case("menu bullet", DFC_MENU, DFCS_MENUBULLET, 16, 16);
    frame_case("bad type", 9, 0, 16, 16);

    SetRect(&r, 10, 10, 30, 26);
    printf("adjust: ok=%d", DrawFrameControl(g_mdc, &r, DFC_BUTTON, DFCS_BUTTONPUSH | DFCS_ADJUSTRECT));
    printf(" rect=%ld,%ld,%ld,%ld\n", r.left, r.top, r.right, r.bottom);

    /* DrawFocusRect: every other border pixel inverted; a second call restores them */
    PatBlt(g_mdc, 0, 0, 64, 64, WHITENESS);
    SetRect(&r, 10, 10, 30, 20);
    printf("focus: ok=%d", DrawFocusRect(g_mdc, &r));
    for (x = 8; x < 32; x++)
        if (GetPixel(g_mdc, x, 10) == 0) {
            on++;
            if (first < 0)
                first = x;
        }
    printf(" top_black=%d first=%d", on, first);
    px("tl", 10, 10);
    px("t1", 11, 10);
    px("l1", 10, 11);
    px("l2", 10, 12);
    px("br", 29, 19);
    px("r", 29, 18);
    px("in", 15, 15);
    px("out", 30, 10);
    DrawFocusRect(g_mdc, &r);
    on = 0;
    for (x = 8; x < 32; x++)
        if (GetPixel(g_mdc, x, 10) == 0)
            on++;
    printf(" again_black=%d\n", on);
    DeleteDC(g_mdc);
    DeleteObject(dib);
}

/* -- icons: CreateIcon, CopyIcon, GetIconInfo, CreateIconFromResource(Ex) ------------------ */
static void bmp_info(const char *what, HBITMAP h)
{
    BITMAP bm;
    if (!h) {
        printf(" %s=none", what);
        return;
    }
    GetObjectA(h, sizeof bm, &bm);
    printf(" %s=%ldx%ld/%u", what, bm.bmWidth, bm.bmHeight, bm.bmBitsPixel > 1 ? 99 : 1);
}

static void icon_info(const char *name, HICON icon)
{
    ICONINFO ii;
    BOOL ok;
    HDC dc;

    memset(&ii, 0, sizeof ii);
    SetLastError(0);
    ok = GetIconInfo(icon, &ii);
    printf("%s: ok=%d", name, ok);
    if (!ok) {
        printf(" err=%lu\n", GetLastError());
        return;
    }
    printf(" icon=%d hot=%lu,%lu", ii.fIcon, ii.xHotspot, ii.yHotspot);
    bmp_info("mask", ii.hbmMask);
    bmp_info("color", ii.hbmColor);
    dc = CreateCompatibleDC(NULL);
    SelectObject(dc, ii.hbmMask);
    printf(" mask00=%06lx mask0f=%06lx", (unsigned long)GetPixel(dc, 0, 0),
           (unsigned long)GetPixel(dc, 0, 7));
    if (ii.hbmColor) {
        SelectObject(dc, ii.hbmColor);
        printf(" col00=%06lx col0f=%06lx", (unsigned long)GetPixel(dc, 0, 0),
               (unsigned long)GetPixel(dc, 0, 7));
    }
    printf("\n");
    DeleteDC(dc);
    DeleteObject(ii.hbmMask);
    DeleteObject(ii.hbmColor);
}

static void draw_check(const char *name, HICON icon)
{
    HDC dc = CreateCompatibleDC(NULL);
    HDC sdc = GetDC(NULL);
    HBITMAP bm = CreateCompatibleBitmap(sdc, 40, 40);
    BOOL ok;

    ReleaseDC(NULL, sdc);
    SelectObject(dc, bm);
    PatBlt(dc, 0, 0, 40, 40, WHITENESS);
    ok = DrawIconEx(dc, 0, 0, icon, 0, 0, 0, NULL, DI_NORMAL);
    printf("%s: ok=%d p00=%06lx p07=%06lx\n", name, ok, (unsigned long)GetPixel(dc, 0, 0),
           (unsigned long)GetPixel(dc, 0, 7));
    DeleteDC(dc);
    DeleteObject(bm);
}

static void icons_mode(HINSTANCE inst)
{
    BYTE and_bits[8 * 2], xor_bits[8 * 8 * 4], res[4 + 40 + 8 * 8 * 4 + 8 * 4];
    BITMAPINFOHEADER *bih;
    HICON icon, copy, ri;
    int i;

    /* 8x8: the top 4 rows opaque (AND 0), the bottom 4 transparent; the colour red */
    for (i = 0; i < 8; i++) {
        and_bits[2 * i] = i < 4 ? 0x00 : 0xFF;
        and_bits[2 * i + 1] = 0;
    }
    for (i = 0; i < 64; i++) {
        xor_bits[4 * i] = 0;
        xor_bits[4 * i + 1] = 0;
        xor_bits[4 * i + 2] = i < 32 ? 0xFF : 0;
        xor_bits[4 * i + 3] = 0;
    }
    icon = CreateIcon(inst, 8, 8, 1, 32, and_bits, xor_bits);
    printf("CreateIcon: %d\n", icon != NULL);
    icon_info("info", icon);
    draw_check("draw", icon);
    copy = CopyIcon(icon);
    printf("CopyIcon: %d distinct=%d destroy=%d\n", copy != NULL, copy != icon,
           DestroyIcon(icon));
    draw_check("draw copy", copy);
    icon_info("copy info", copy);
    DestroyIcon(copy);
    SetLastError(0);
    copy = CopyIcon((HICON)0x4444);
    printf("CopyIcon bad: %d err=%lu\n", copy != NULL, GetLastError());
    icon_info("bad", (HICON)0x4444);
    icon = LoadIconA(NULL, (LPCSTR)IDI_APPLICATION);
    {
        ICONINFO ii;
        BITMAP bm;
        BOOL ok = GetIconInfo(icon, &ii);
        GetObjectA(ii.hbmColor, sizeof bm, &bm);
        printf("system icon: ok=%d icon=%d hot=%lu,%lu size=%ld\n", ok, ii.fIcon,
               ii.xHotspot, ii.yHotspot, bm.bmWidth);
        DeleteObject(ii.hbmMask);
        DeleteObject(ii.hbmColor);
    }

    /* an RT_CURSOR image: hot spot, BITMAPINFOHEADER (height doubled), pixels, mask */
    memset(res, 0, sizeof res);
    res[0] = 2;
    res[2] = 3;
    bih = (BITMAPINFOHEADER *)(res + 4);
    bih->biSize = 40;
    bih->biWidth = 8;
    bih->biHeight = 16;
    bih->biPlanes = 1;
    bih->biBitCount = 32;
    for (i = 0; i < 64; i++) {
        res[44 + 4 * i + 1] = 0xFF;     /* green, bottom-up */
    }
    for (i = 0; i < 8; i++)           /* mask rows bottom-up: the lower 4 transparent */
        res[44 + 256 + 4 * i] = i < 4 ? 0xFF : 0x00;
    ri = CreateIconFromResourceEx(res + 4, sizeof res - 4, TRUE, 0x30000, 0, 0, 0);
    icon_info("from resource", ri);
    draw_check("draw from resource", ri);
    DestroyIcon(ri);
    ri = CreateIconFromResourceEx(res, sizeof res, FALSE, 0x30000, 0, 0, 0);
    icon_info("cursor from resource", ri);
    DestroyCursor(ri);
    ri = CreateIconFromResourceEx(res + 4, sizeof res - 4, TRUE, 0x30000, 0, 0, LR_DEFAULTSIZE);
    icon_info("default size", ri);
    DestroyIcon(ri);
    ri = CreateIconFromResource(res + 4, sizeof res - 4, TRUE, 0x30000);
    icon_info("CreateIconFromResource", ri);
    DestroyIcon(ri);
    ri = CreateIconFromResourceEx(res + 4, sizeof res - 4, TRUE, 0x30000, 16, 24, 0);
    icon_info("16x24", ri);
    DestroyIcon(ri);
    SetLastError(0);
    ri = CreateIconFromResourceEx(res + 4, sizeof res - 4, TRUE, 0x10000, 0, 0, 0);
    printf("bad version: %d\n", ri != NULL);
    {
        HBITMAP b = CreateBitmap(8, 8, 1, 32, xor_bits), b2, b3;
        BITMAP bm;
        b2 = CopyImage(b, IMAGE_BITMAP, 16, 4, 0);
        GetObjectA(b2, sizeof bm, &bm);
        printf("CopyImage bitmap: %d size=%ldx%ld", b2 != NULL && b2 != b, bm.bmWidth,
               bm.bmHeight);
        b3 = CopyImage(b, IMAGE_BITMAP, 0, 0, LR_COPYRETURNORG);
        printf(" returnorg=%d", b3 == b);
        b3 = CopyImage(b, IMAGE_BITMAP, 0, 0, LR_MONOCHROME);
        GetObjectA(b3, sizeof bm, &bm);
        printf(" mono=%u", bm.bmBitsPixel);
        b3 = CopyImage(b, IMAGE_BITMAP, 0, 0, LR_COPYDELETEORG);
        printf(" deleteorg=%d gone=%d\n", b3 != NULL, GetObjectA(b, sizeof bm, &bm) == 0);
        icon = CreateIcon(inst, 8, 8, 1, 32, and_bits, xor_bits);
        copy = CopyImage(icon, IMAGE_ICON, 16, 16, 0);
        icon_info("CopyImage icon", copy);
    }
}

/* -- comdlg32 FindText / ReplaceText ------------------------------------------------------ */
static UINT g_findmsg;

static LRESULT CALLBACK find_owner(HWND h, UINT m, WPARAM w, LPARAM l)
{
    if (m == g_findmsg && g_findmsg) {
        FINDREPLACEA *fr = (FINDREPLACEA *)l;
        printf("  FINDMSGSTRING flags=%lx what=%s", fr->Flags, fr->lpstrFindWhat);
        if (fr->lpstrReplaceWith)
            printf(" with=%s", fr->lpstrReplaceWith);
        printf("\n");
        return 0;
    }
    return DefWindowProcA(h, m, w, l);
}

static void press(HWND dlg, int id)
{
    SendMessageA(dlg, WM_COMMAND, MAKEWPARAM(id, BN_CLICKED), (LPARAM)GetDlgItem(dlg, id));
}

static void find_mode(HINSTANCE inst)
{
    WNDCLASSA wc;
    HWND owner, dlg;
    FINDREPLACEA fr;
    char what[8], with[16], buf[64];

    g_findmsg = RegisterWindowMessageA(FINDMSGSTRINGA);
    memset(&wc, 0, sizeof wc);
    wc.lpfnWndProc = find_owner;
    wc.hInstance = inst;
    wc.lpszClassName = "FindOwner";
    RegisterClassA(&wc);
    owner = CreateWindowA("FindOwner", "owner", WS_OVERLAPPEDWINDOW, 0, 0, 200, 100, NULL,
                          NULL, inst, NULL);

    memset(&fr, 0, sizeof fr);
    fr.lStructSize = 12;
    fr.hwndOwner = owner;
    strcpy(what, "abc");
    fr.lpstrFindWhat = what;
    fr.wFindWhatLen = sizeof what;
    dlg = FindTextA(&fr);
    printf("bad size: %d err=%lx\n", dlg != NULL, CommDlgExtendedError());
    fr.lStructSize = sizeof fr;
    fr.wFindWhatLen = 0;
    dlg = FindTextA(&fr);
    printf("no buffer: %d err=%lx\n", dlg != NULL, CommDlgExtendedError());
    fr.wFindWhatLen = sizeof what;

    fr.Flags = FR_DOWN | FR_MATCHCASE;
    dlg = FindTextA(&fr);
    GetWindowTextA(dlg, buf, sizeof buf);
    printf("find: %d err=%lx visible=%d title=%s owner=%d\n", dlg != NULL,
           CommDlgExtendedError(), IsWindowVisible(dlg), buf,
           GetWindow(dlg, GW_OWNER) == owner);
    GetDlgItemTextA(dlg, 0x480, buf, sizeof buf);
    printf("init: text=%s case=%d word=%d down=%d up=%d findnext=%d\n", buf,
           IsDlgButtonChecked(dlg, 0x411), IsDlgButtonChecked(dlg, 0x410),
           IsDlgButtonChecked(dlg, 0x421), IsDlgButtonChecked(dlg, 0x420),
           IsWindowEnabled(GetDlgItem(dlg, IDOK)));
    SetDlgItemTextA(dlg, 0x480, "");
    printf("empty: findnext=%d\n", IsWindowEnabled(GetDlgItem(dlg, IDOK)));
    SetDlgItemTextA(dlg, 0x480, "hello world");
    printf("typed: findnext=%d\n", IsWindowEnabled(GetDlgItem(dlg, IDOK)));
    press(dlg, IDOK);
    CheckDlgButton(dlg, 0x410, BST_CHECKED);
    CheckDlgButton(dlg, 0x411, BST_UNCHECKED);
    CheckRadioButton(dlg, 0x420, 0x421, 0x420);
    SetDlgItemTextA(dlg, 0x480, "xy");
    press(dlg, IDOK);
    press(dlg, IDCANCEL);
    printf("after cancel: window=%d flags=%lx\n", IsWindow(dlg), fr.Flags);

    memset(&fr, 0, sizeof fr);
    fr.lStructSize = sizeof fr;
    fr.hwndOwner = owner;
    strcpy(what, "old");
    strcpy(with, "new");
    fr.lpstrFindWhat = what;
    fr.wFindWhatLen = sizeof what;
    fr.lpstrReplaceWith = with;
    fr.wReplaceWithLen = 0;
    dlg = ReplaceTextA(&fr);
    printf("replace no buffer: %d err=%lx\n", dlg != NULL, CommDlgExtendedError());
    fr.wReplaceWithLen = sizeof with;
    fr.Flags = FR_WHOLEWORD;
    dlg = ReplaceTextA(&fr);
    GetWindowTextA(dlg, buf, sizeof buf);
    printf("replace: %d title=%s", dlg != NULL, buf);
    GetDlgItemTextA(dlg, 0x481, buf, sizeof buf);
    printf(" with=%s word=%d\n", buf, IsDlgButtonChecked(dlg, 0x410));
    SetDlgItemTextA(dlg, 0x481, "newer");
    press(dlg, 0x400);
    press(dlg, 0x401);
    press(dlg, IDOK);
    SendMessageA(dlg, WM_CLOSE, 0, 0);
    printf("after close: window=%d\n", IsWindow(dlg));

    memset(&fr, 0, sizeof fr);
    fr.lStructSize = sizeof fr;
    fr.hwndOwner = owner;
    fr.lpstrFindWhat = what;
    fr.wFindWhatLen = sizeof what;
    fr.Flags = FR_HIDEWHOLEWORD | FR_NOMATCHCASE | FR_HIDEUPDOWN;
    dlg = FindTextA(&fr);
    printf("options: word_visible=%d case_enabled=%d case_visible=%d down_visible=%d\n",
           IsWindowVisible(GetDlgItem(dlg, 0x410)), IsWindowEnabled(GetDlgItem(dlg, 0x411)),
           IsWindowVisible(GetDlgItem(dlg, 0x411)), IsWindowVisible(GetDlgItem(dlg, 0x421)));
    DestroyWindow(dlg);
    DestroyWindow(owner);
}

/* -- comdlg32 ChooseFont ------------------------------------------------------------------ */
static int g_font_step, g_font_action;

static void CALLBACK font_timer(HWND h, UINT m, UINT_PTR id, DWORD t)
{
    HWND dlg = FindWindowA("#32770", "Font");
    char face[64], style[64], size[16];
    int color;

    if (!dlg || g_font_step)
        return;
    g_font_step = 1;
    GetDlgItemTextA(dlg, 0x470, face, sizeof face);
    GetDlgItemTextA(dlg, 0x471, style, sizeof style);
    GetDlgItemTextA(dlg, 0x472, size, sizeof size);
    color = (int)SendDlgItemMessageA(dlg, 0x473, CB_GETCURSEL, 0, 0);
    printf("  dialog: faces=%d styles=%d face=%s style=%s size=%s effects=%d color=%d"
           " underline=%d\n",
           SendDlgItemMessageA(dlg, 0x470, CB_GETCOUNT, 0, 0) > 0,
           (int)SendDlgItemMessageA(dlg, 0x471, CB_GETCOUNT, 0, 0) >= 4, face, style, size,
           GetDlgItem(dlg, 0x410) != NULL, color, IsDlgButtonChecked(dlg, 0x411));
    if (g_font_action == IDOK) {
        /* wide: the dialog's combo boxes are Unicode windows */
        SendDlgItemMessageW(dlg, 0x470, CB_SELECTSTRING, (WPARAM)-1, (LPARAM)L"System");
        SendDlgItemMessageW(dlg, 0x471, CB_SELECTSTRING, (WPARAM)-1, (LPARAM)L"Bold Italic");
        SetDlgItemTextA(dlg, 0x472, "12");
        if (GetDlgItem(dlg, 0x410))
            CheckDlgButton(dlg, 0x410, BST_CHECKED);
    }
    PostMessageA(dlg, WM_COMMAND, MAKEWPARAM(g_font_action, BN_CLICKED),
                 (LPARAM)GetDlgItem(dlg, g_font_action));
}

static void show_font(const char *what, BOOL ok, CHOOSEFONTA *cf, LOGFONTA *lf)
{
    printf("%s: ok=%d err=%lx face=%s height=%ld weight=%ld italic=%d underline=%d"
           " strike=%d points=%d type=%x color=%06lx\n", what, ok, CommDlgExtendedError(),
           lf->lfFaceName, lf->lfHeight, lf->lfWeight, lf->lfItalic, lf->lfUnderline,
           lf->lfStrikeOut, cf->iPointSize, cf->nFontType, (unsigned long)cf->rgbColors);
}

static void font_mode(void)
{
    CHOOSEFONTA cf;
    LOGFONTA lf;
    BOOL ok;
    UINT_PTR timer = SetTimer(NULL, 0, 50, font_timer);

    memset(&cf, 0, sizeof cf);
    memset(&lf, 0, sizeof lf);
    cf.lStructSize = 20;
    cf.lpLogFont = &lf;         /* Wine reads it before checking the size */
    ok = ChooseFontA(&cf);
    printf("bad size: ok=%d err=%lx\n", ok, CommDlgExtendedError());

    cf.lStructSize = sizeof cf;
    cf.lpLogFont = &lf;
    cf.Flags = CF_SCREENFONTS | CF_EFFECTS;
    cf.rgbColors = RGB(0, 0, 0);
    g_font_step = 0;
    g_font_action = IDOK;
    ok = ChooseFontA(&cf);
    show_font("chosen", ok, &cf, &lf);

    memset(&lf, 0, sizeof lf);
    strcpy(lf.lfFaceName, "System");
    lf.lfHeight = -13;
    lf.lfWeight = 400;
    lf.lfItalic = 1;
    lf.lfUnderline = 1;
    cf.Flags = CF_SCREENFONTS | CF_EFFECTS | CF_INITTOLOGFONTSTRUCT;
    cf.rgbColors = RGB(255, 0, 0);
    cf.iPointSize = 0;
    g_font_step = 0;
    g_font_action = IDCANCEL;
    ok = ChooseFontA(&cf);
    show_font("cancelled", ok, &cf, &lf);
    KillTimer(NULL, timer);
}

/* -- OBM_* system bitmaps ------------------------------------------------------------------ */
static void obm_mode(void)
{
    static const struct { int id; const char *name; } ids[] = {
        {OBM_UPARROW, "UPARROW"}, {OBM_DNARROWD, "DNARROWD"}, {OBM_LFARROWI, "LFARROWI"},
        {OBM_COMBO, "COMBO"}, {OBM_REDUCE, "REDUCE"}, {OBM_RESTORED, "RESTORED"},
        {OBM_MNARROW, "MNARROW"}, {OBM_CHECK, "CHECK"}, {OBM_CHECKBOXES, "CHECKBOXES"},
        {OBM_SIZE, "SIZE"}};
    BITMAP bm;
    HBITMAP h;
    int i;

    g_mdc = CreateCompatibleDC(NULL);
    for (i = 0; i < (int)(sizeof ids / sizeof ids[0]); i++) {
        h = LoadBitmapA(NULL, MAKEINTRESOURCEA(ids[i].id));
        memset(&bm, 0, sizeof bm);
        GetObjectA(h, sizeof bm, &bm);
        SelectObject(g_mdc, h);
        printf("%s: %d size=%ldx%ld", ids[i].name, h != NULL, bm.bmWidth, bm.bmHeight);
        px("tl", 0, 0);
        px("mid", bm.bmWidth / 2, bm.bmHeight / 2);
        printf("\n");
        SelectObject(g_mdc, GetStockObject(DEFAULT_GUI_FONT));
    }
    h = LoadImageA(NULL, MAKEINTRESOURCEA(OBM_UPARROW), IMAGE_BITMAP, 0, 0, 0);
    GetObjectA(h, sizeof bm, &bm);
    printf("LoadImage UPARROW: %d size=%ldx%ld\n", h != NULL, bm.bmWidth, bm.bmHeight);
    DeleteDC(g_mdc);
}

/* -- CloseWindow / OpenIcon, SHCreateDirectoryEx, ExtractIconEx -------------------------- */
static void misc_mode(HINSTANCE inst)
{
    WNDCLASSA wc;
    HWND w, child;
    char tmp[MAX_PATH], path[MAX_PATH], self[MAX_PATH];
    HANDLE f;
    int r;
    HICON large[2], small[2];

    memset(&wc, 0, sizeof wc);
    wc.lpfnWndProc = proc;
    wc.hInstance = inst;
    wc.lpszClassName = "MiscWin";
    RegisterClassA(&wc);
    w = CreateWindowA("MiscWin", "misc", WS_OVERLAPPEDWINDOW | WS_VISIBLE, 10, 10, 200, 150,
                      NULL, NULL, inst, NULL);
    child = CreateWindowA("MiscWin", "child", WS_CHILD | WS_VISIBLE, 0, 0, 20, 20, w, NULL,
                          inst, NULL);
    printf("OpenIcon(normal)=%d\n", OpenIcon(w));
    r = CloseWindow(w);
    printf("CloseWindow=%d iconic=%d window=%d visible=%d\n", r, IsIconic(w), IsWindow(w),
           IsWindowVisible(w));
    r = OpenIcon(w);
    printf("OpenIcon=%d iconic=%d visible=%d\n", r, IsIconic(w), IsWindowVisible(w));
    printf("CloseWindow(child)=%d\n", CloseWindow(child));
    {
        HWND other = CreateWindowA("MiscWin", "other", WS_OVERLAPPEDWINDOW | WS_VISIBLE, 50,
                                   50, 100, 100, NULL, NULL, inst, NULL);
        CloseWindow(w);
        SwitchToThisWindow(w, FALSE);
        printf("SwitchToThisWindow: iconic=%d active=%d", IsIconic(w), GetActiveWindow() == w);
        SwitchToThisWindow(w, TRUE);
        printf(" alt-tab: iconic=%d active=%d\n", IsIconic(w), GetActiveWindow() == w);
        DestroyWindow(other);
    }
    DestroyWindow(w);

    GetTempPathA(sizeof tmp, tmp);
    printf("relative: %d\n", SHCreateDirectoryExA(NULL, "rel\\dir", NULL));
    sprintf(path, "%su3more\\x\\y", tmp);
    r = SHCreateDirectoryExA(NULL, path, NULL);
    printf("create: %d err=%lu attrs=%lx\n", r, GetLastError(),
           GetFileAttributesA(path) & FILE_ATTRIBUTE_DIRECTORY);
    printf("again: %d\n", SHCreateDirectoryExA(NULL, path, NULL));
    sprintf(path, "%su3more\\f.txt", tmp);
    f = CreateFileA(path, GENERIC_WRITE, 0, NULL, CREATE_ALWAYS, 0, NULL);
    CloseHandle(f);
    printf("file there: %d\n", SHCreateDirectoryExA(NULL, path, NULL));
    sprintf(path, "%su3more\\f.txt\\sub", tmp);
    printf("file above: %d\n", SHCreateDirectoryExA(NULL, path, NULL));
    sprintf(path, "%su3more\\f.txt", tmp);
    DeleteFileA(path);
    sprintf(path, "%su3more\\x\\y", tmp);
    RemoveDirectoryA(path);
    sprintf(path, "%su3more\\x", tmp);
    RemoveDirectoryA(path);
    sprintf(path, "%su3more", tmp);
    printf("cleanup: %d\n", RemoveDirectoryA(path));

    {
        DEVMODEA dm;
        memset(&dm, 0, sizeof dm);
        dm.dmSize = sizeof dm;
        EnumDisplaySettingsA(NULL, ENUM_CURRENT_SETTINGS, &dm);
        printf("ChangeDisplaySettings: registry=%ld", ChangeDisplaySettingsA(NULL, 0));
        printf(" same=%ld", ChangeDisplaySettingsA(&dm, CDS_TEST));
        printf(" same ex=%ld", ChangeDisplaySettingsExA(NULL, &dm, NULL, CDS_TEST, NULL));
        dm.dmPelsWidth = 123;
        dm.dmFields = DM_PELSWIDTH;
        printf(" odd=%ld\n", ChangeDisplaySettingsA(&dm, CDS_TEST));
    }
    printf("WinHelp(HELP_QUIT)=%d\n", WinHelpA(NULL, NULL, HELP_QUIT, 0));
    GetModuleFileNameA(NULL, self, sizeof self);
    printf("ExtractIconEx count: %u\n", ExtractIconExA(self, -1, NULL, NULL, 0));
    large[0] = small[0] = (HICON)1;
    printf("ExtractIconEx none: %u\n", ExtractIconExA(self, 0, large, small, 1));
    sprintf(path, "%snothere.exe", tmp);
    printf("ExtractIconEx missing: %u\n", ExtractIconExA(path, -1, NULL, NULL, 0));
    {
        char found[MAX_PATH], dir[MAX_PATH], *slash;
        INT_PTR fr;
        memset(found, 'x', sizeof found);
        fr = (INT_PTR)FindExecutableA(self, NULL, found);
        printf("FindExecutable self: ok=%d same=%d", fr > 32, !lstrcmpiA(found, self));
        strcpy(dir, self);
        slash = strrchr(dir, '\\');
        *slash = 0;
        fr = (INT_PTR)FindExecutableA(slash + 1, dir, found);
        printf(" relative: ok=%d same=%d", fr > 32, !lstrcmpiA(found, self));
        memset(found, 'x', sizeof found);
        fr = (INT_PTR)FindExecutableA(path, NULL, found);
        printf(" missing: %d empty=%d\n", (int)fr, found[0] == 0);
    }
}

/* -- SetWindowRgn ---------------------------------------------------------------------------- */
static void rgn_mode(HINSTANCE inst)
{
    WNDCLASSA wc;
    HWND w;
    HRGN r, out;
    RECT box;
    POINT center = {150, 150}, corner = {102, 102};
    int kind;

    memset(&wc, 0, sizeof wc);
    wc.lpfnWndProc = proc;
    wc.hInstance = inst;
    wc.lpszClassName = "RgnWin";
    wc.hbrBackground = (HBRUSH)(COLOR_WINDOW + 1);
    RegisterClassA(&wc);
    w = CreateWindowExA(WS_EX_TOPMOST, "RgnWin", "rgn", WS_POPUP | WS_VISIBLE, 100, 100, 100,
                        100, NULL, NULL, inst, NULL);
    UpdateWindow(w);
    out = CreateRectRgn(0, 0, 0, 0);
    printf("no region: get=%d\n", GetWindowRgn(w, out));
    printf("before: center=%d corner=%d\n", WindowFromPoint(center) == w,
           WindowFromPoint(corner) == w);
    r = CreateEllipticRgn(0, 0, 100, 100);
    printf("set: %d\n", SetWindowRgn(w, r, TRUE));
    printf("owned by the system: delete=%d\n", DeleteObject(r));
    kind = GetWindowRgn(w, out);
    printf("get: kind=%d in=%d out=%d\n", kind, PtInRegion(out, 50, 50), PtInRegion(out, 2, 2));
    kind = GetWindowRgnBox(w, &box);
    printf("box: kind=%d %ld,%ld,%ld,%ld\n", kind, box.left, box.top, box.right, box.bottom);
    printf("after: center=%d corner=%d\n", WindowFromPoint(center) == w,
           WindowFromPoint(corner) == w);
    kind = SetWindowRgn(w, NULL, TRUE);
    printf("clear: %d", kind);
    kind = GetWindowRgn(w, out);
    printf(" get=%d corner=%d\n", kind, WindowFromPoint(corner) == w);
    DeleteObject(out);
    DestroyWindow(w);
}

/* -- GetClassName, GetWindowInfo, EnumThreadWindows, SubtractRect, IsChar* ---------------- */
static HWND g_seek;
static int g_seen;

static int g_broadcasts;

static LRESULT CALLBACK small_proc(HWND h, UINT m, WPARAM w, LPARAM l)
{
    if (m == WM_USER + 7) {
        g_broadcasts++;
        return w ? BROADCAST_QUERY_DENY : 1;
    }
    return DefWindowProcA(h, m, w, l);
}

static BOOL CALLBACK thread_win(HWND h, LPARAM l)
{
    if (h == g_seek)
        g_seen++;
    return TRUE;
}

static BOOL CALLBACK monitor_cb(HMONITOR m, HDC dc, LPRECT r, LPARAM l)
{
    printf(" mon(%d,%ld,%ld,%d,%d)", dc == NULL, r->left, r->top, r->right - r->left > 0,
           r->bottom - r->top > 0);
    return (BOOL)l;
}

static void sub_case(int l1, int t1, int r1, int b1, int l2, int t2, int r2, int b2)
{
    RECT a = {l1, t1, r1, b1}, b = {l2, t2, r2, b2}, d;
    BOOL ok = SubtractRect(&d, &a, &b);
    printf("SubtractRect(%d,%d,%d,%d - %d,%d,%d,%d)=%d %ld,%ld,%ld,%ld\n", l1, t1, r1, b1,
           l2, t2, r2, b2, ok, d.left, d.top, d.right, d.bottom);
}

static void small_mode(HINSTANCE inst)
{
    WNDCLASSA wc;
    ATOM atom;
    HWND w, btn;
    char buf[64];
    WCHAR wbuf[64];
    WINDOWINFO wi;
    int n;

    memset(&wc, 0, sizeof wc);
    wc.lpfnWndProc = proc;
    wc.hInstance = inst;
    wc.lpszClassName = "SmallWin";
    wc.lpfnWndProc = small_proc;
    atom = RegisterClassA(&wc);
    w = CreateWindowExA(0, "SmallWin", "small", WS_POPUP | WS_BORDER | WS_VISIBLE, 10, 20, 100,
                        50, NULL, NULL, inst, NULL);
    btn = CreateWindowA("BUTTON", "b", WS_CHILD | WS_VISIBLE, 0, 0, 30, 20, w, NULL, inst,
                        NULL);
    n = GetClassNameA(w, buf, sizeof buf);
    printf("GetClassNameA: %d %s", n, buf);
    n = GetClassNameA(btn, buf, sizeof buf);
    printf(" button: %d %s", n, buf);
    n = GetClassNameA(btn, buf, 3);
    printf(" short: %d %s", n, buf);
    n = GetClassNameW(btn, wbuf, 64);
    printf(" wide: %d %ls", n, wbuf);
    SetLastError(0);
    n = GetClassNameA((HWND)0x1234, buf, sizeof buf);
    printf(" bad: %d err=%lu\n", n, GetLastError());

    memset(&wi, 0, sizeof wi);
    wi.cbSize = sizeof wi;
    SetActiveWindow(w);
    n = GetWindowInfo(w, &wi);
    printf("GetWindowInfo: %d window=%ld,%ld,%ld,%ld client=%ld,%ld,%ld,%ld style=%lx ex=%lx"
           " status=%lu borders=%u,%u atom=%d version=%x\n", n, wi.rcWindow.left,
           wi.rcWindow.top, wi.rcWindow.right, wi.rcWindow.bottom, wi.rcClient.left,
           wi.rcClient.top, wi.rcClient.right, wi.rcClient.bottom, wi.dwStyle, wi.dwExStyle,
           wi.dwWindowStatus, wi.cxWindowBorders, wi.cyWindowBorders, wi.atomWindowType == atom,
           wi.wCreatorVersion);

    g_seek = w;
    g_seen = 0;
    n = EnumThreadWindows(GetCurrentThreadId(), thread_win, 0);
    printf("EnumThreadWindows: %d seen=%d", n, g_seen);
    g_seek = btn;
    g_seen = 0;
    EnumThreadWindows(GetCurrentThreadId(), thread_win, 0);
    printf(" child seen=%d\n", g_seen);

    {
        RECT clip = {5, 6, 50, 60}, away = {-100, -100, -50, -50};
        BOOL ok = EnumDisplayMonitors(NULL, NULL, monitor_cb, TRUE);
        printf(" all=%d", ok);
        ok = EnumDisplayMonitors(NULL, &clip, monitor_cb, TRUE);
        printf(" clip=%d", ok);
        ok = EnumDisplayMonitors(NULL, &away, monitor_cb, TRUE);
        printf(" away=%d", ok);
        ok = EnumDisplayMonitors(NULL, NULL, monitor_cb, FALSE);
        printf(" stopped=%d\n", ok);
    }
    {
        BYTE ks[256];
        WORD ch;
        WCHAR wch[4];
        const char *probe = "aA1!~\x01 \r";
        int i, n;

        printf("VkKeyScanA:");
        for (i = 0; probe[i]; i++)
            printf(" %x", (unsigned)(WORD)VkKeyScanA(probe[i]));
        printf(" W(?)=%x W(omega)=%x\n", (unsigned)(WORD)VkKeyScanW(L'?'),
               (unsigned)(WORD)VkKeyScanW(0x3A9));
        memset(ks, 0, sizeof ks);
        printf("ToAscii:");
        ch = 0;
        n = ToAscii('A', 0x1E, ks, &ch, 0);
        printf(" a=%d:%x", n, ch);
        ks[VK_SHIFT] = 0x80;
        ch = 0;
        n = ToAscii('A', 0x1E, ks, &ch, 0);
        printf(" A=%d:%x", n, ch);
        ch = 0;
        n = ToAscii('1', 0x02, ks, &ch, 0);
        printf(" !=%d:%x", n, ch);
        ks[VK_SHIFT] = 0;
        ks[VK_CAPITAL] = 1;
        ch = 0;
        n = ToAscii('A', 0x1E, ks, &ch, 0);
        printf(" caps=%d:%x", n, ch);
        ks[VK_CAPITAL] = 0;
        ks[VK_CONTROL] = 0x80;
        ch = 0;
        n = ToAscii('C', 0x2E, ks, &ch, 0);
        printf(" ctrlC=%d:%x", n, ch);
        ks[VK_CONTROL] = 0;
        n = ToAscii(VK_F1, 0x3B, ks, &ch, 0);
        printf(" F1=%d", n);
        n = ToAscii(VK_NUMPAD7, 0x47, ks, &ch, 0);
        printf(" num7=%d", n);
        ks[VK_NUMLOCK] = 1;
        ch = 0;
        n = ToAscii(VK_NUMPAD7, 0x47, ks, &ch, 0);
        printf(" numlock7=%d:%x", n, ch);
        ks[VK_NUMLOCK] = 0;
        memset(wch, 0xFF, sizeof wch);
        n = ToUnicode(VK_OEM_4, 0x1A, ks, wch, 4, 0);
        printf(" ToUnicode([)=%d:%x,%x\n", n, wch[0], wch[1]);
    }
    {
        DWORD who = BSM_APPLICATIONS | BSM_INSTALLABLEDRIVERS;
        long r;
        r = BroadcastSystemMessageA(BSF_QUERY, &who, WM_USER + 7, 0, 0);
        printf("BroadcastSystemMessage: %ld got=%d who=%lx", r, g_broadcasts > 0, who);
        g_broadcasts = 0;
        r = BroadcastSystemMessageW(BSF_QUERY, NULL, WM_USER + 7, 1, 0);
        printf(" denied=%ld got=%d", r, g_broadcasts > 0);
        g_broadcasts = 0;
        r = BroadcastSystemMessageA(BSF_IGNORECURRENTTASK, NULL, WM_USER + 7, 0, 0);
        printf(" ignorecurrent=%ld got=%d\n", r, g_broadcasts);
    }
    sub_case(0, 0, 10, 10, 0, 0, 10, 4);
    sub_case(0, 0, 10, 10, 0, 6, 10, 12);
    sub_case(0, 0, 10, 10, -1, -1, 4, 11);
    sub_case(0, 0, 10, 10, 2, 2, 4, 4);
    sub_case(0, 0, 10, 10, -5, -5, 20, 20);
    sub_case(0, 0, 10, 10, 20, 20, 30, 30);

    printf("IsCharAlphaA: a=%d 1=%d e9=%d !=%d", IsCharAlphaA('a'), IsCharAlphaA('1'),
           IsCharAlphaA((char)0xE9), IsCharAlphaA('!'));
    printf(" AlphaNumericA: 1=%d _=%d", IsCharAlphaNumericA('1'), IsCharAlphaNumericA('_'));
    printf(" UpperA: A=%d a=%d", IsCharUpperA('A'), IsCharUpperA('a'));
    printf(" LowerW: sz=%d omega=%d", IsCharLowerW(0xDF), IsCharLowerW(0x3A9));
    printf(" AlphaW: omega=%d digit=%d\n", IsCharAlphaW(0x3A9), IsCharAlphaNumericW(0x661));
    {
        char in[] = "ab\xe9\xc0\xe6\x80!", out[16], back[16];
        WCHAR win[] = {'x', 0xE9, 0x3A9, 0x2500, 0x4E00, 0}, wback[16];
        int i;

        memset(out, 0, sizeof out);
        printf("CharToOemA=%d", CharToOemA(in, out));
        for (i = 0; out[i]; i++)
            printf(" %02x", (BYTE)out[i]);
        printf(" | OemToCharA=%d", OemToCharA(out, back));
        for (i = 0; back[i]; i++)
            printf(" %02x", (BYTE)back[i]);
        memset(out, 0, sizeof out);
        printf(" | CharToOemW=%d", CharToOemW(win, out));
        for (i = 0; out[i]; i++)
            printf(" %02x", (BYTE)out[i]);
        memset(wback, 0, sizeof wback);
        printf(" | OemToCharBuffW=%d", OemToCharBuffW(out, wback, 2));
        for (i = 0; wback[i]; i++)
            printf(" %04x", wback[i]);
        memset(out, 'z', sizeof out);
        printf(" | CharToOemBuffA=%d %02x %02x %02x\n", CharToOemBuffA(in, out, 3),
               (BYTE)out[0], (BYTE)out[2], (BYTE)out[3]);
    }
    DestroyWindow(w);
}

/* -- bitmaps in a popup menu (pixel facts checked by the test while the menu is open) ----- */
static HBITMAP solid_bitmap(int w, int h, DWORD bgrx)
{
    DWORD *bits = HeapAlloc(GetProcessHeap(), 0, w * h * 4);
    HBITMAP b;
    int i;

    for (i = 0; i < w * h; i++)
        bits[i] = bgrx;
    b = CreateBitmap(w, h, 1, 32, bits);
    HeapFree(GetProcessHeap(), 0, bits);
    return b;
}

static void menudraw_mode(HINSTANCE inst)
{
    WNDCLASSA wc;
    HWND w;
    HMENU m;
    MENUITEMINFOA mi;
    UINT r;

    memset(&wc, 0, sizeof wc);
    wc.lpfnWndProc = proc;
    wc.hInstance = inst;
    wc.lpszClassName = "MenuDraw";
    RegisterClassA(&wc);
    w = CreateWindowA("MenuDraw", "menudraw", WS_POPUP | WS_VISIBLE, 0, 0, 300, 200, NULL,
                      NULL, inst, NULL);
    m = CreatePopupMenu();
    AppendMenuA(m, MF_STRING, 1, "&Default");
    AppendMenuA(m, MF_BITMAP, 2, (LPCSTR)solid_bitmap(24, 12, 0x00FF0000));   /* red */
    AppendMenuA(m, MF_STRING, 3, "Picture");
    memset(&mi, 0, sizeof mi);
    mi.cbSize = sizeof mi;
    mi.fMask = MIIM_BITMAP;
    mi.hbmpItem = solid_bitmap(8, 8, 0x0000FF00);                             /* green */
    SetMenuItemInfoA(m, 3, FALSE, &mi);
    SetMenuDefaultItem(m, 1, FALSE);
    printf("tracking\n");
    fflush(stdout);
    r = TrackPopupMenu(m, TPM_RETURNCMD, 20, 20, 0, w, NULL);
    printf("track=%u\n", r);
    DestroyMenu(m);
    DestroyWindow(w);
}

/* -- CascadeWindows / TileWindows on an MDI client ------------------------------------------ */
static HWND g_client_wnd;

static LRESULT CALLBACK frame_proc(HWND h, UINT m, WPARAM w, LPARAM l)
{
    return DefFrameProcA(h, g_client_wnd, m, w, l);
}

static LRESULT CALLBACK child_proc(HWND h, UINT m, WPARAM w, LPARAM l)
{
    return DefMDIChildProcA(h, m, w, l);
}

static void child_rect(const char *what, HWND child)
{
    RECT r;
    GetWindowRect(child, &r);
    MapWindowPoints(NULL, g_client_wnd, (POINT *)&r, 2);
    printf(" %s=%ld,%ld,%ld,%ld", what, r.left, r.top, r.right - r.left, r.bottom - r.top);
}

static void arrange_mode(HINSTANCE inst)
{
    WNDCLASSA wc;
    CLIENTCREATESTRUCT ccs;
    HWND frame, a, b;
    RECT cr;
    int n;

    memset(&wc, 0, sizeof wc);
    wc.lpfnWndProc = frame_proc;
    wc.hInstance = inst;
    wc.lpszClassName = "ArrFrame";
    RegisterClassA(&wc);
    wc.lpfnWndProc = child_proc;
    wc.lpszClassName = "ArrChild";
    RegisterClassA(&wc);
    frame = CreateWindowA("ArrFrame", "frame", WS_OVERLAPPEDWINDOW | WS_VISIBLE, 0, 0, 400,
                          300, NULL, NULL, inst, NULL);
    memset(&ccs, 0, sizeof ccs);
    ccs.idFirstChild = 100;
    g_client_wnd = CreateWindowA("MDICLIENT", NULL, WS_CHILD | WS_VISIBLE | WS_CLIPCHILDREN,
                                 0, 0, 300, 200, frame, NULL, inst, &ccs);
    MoveWindow(g_client_wnd, 0, 0, 300, 200, TRUE);
    a = CreateMDIWindowA("ArrChild", "a", WS_VISIBLE, 0, 0, 100, 80, g_client_wnd, inst, 0);
    b = CreateMDIWindowA("ArrChild", "b", WS_VISIBLE, 50, 50, 100, 80, g_client_wnd, inst, 0);
    GetClientRect(g_client_wnd, &cr);
    n = TileWindows(g_client_wnd, MDITILE_HORIZONTAL, NULL, 0, NULL);
    printf("TileWindows horizontal: %d", n);
    child_rect("a", a);
    child_rect("b", b);
    printf("\n");
    n = TileWindows(g_client_wnd, MDITILE_VERTICAL, NULL, 0, NULL);
    printf("TileWindows vertical: %d", n);
    child_rect("a", a);
    child_rect("b", b);
    printf("\n");
    n = CascadeWindows(g_client_wnd, 0, NULL, 0, NULL);
    {
        RECT ra, rb;
        GetWindowRect(a, &ra);
        GetWindowRect(b, &rb);
        printf("CascadeWindows: %d stepped=%d same_size=%d\n", n,
               (ra.left != rb.left) && (rb.left - ra.left == rb.top - ra.top),
               ra.right - ra.left == rb.right - rb.left);
    }
    DestroyWindow(frame);
}

int main(int argc, char **argv)
{
    HINSTANCE inst = GetModuleHandleA(NULL);
    const char *mode = argc > 2 ? argv[2] : "";

    if (!strcmp(mode, "menuinfo"))
        menuinfo_mode(inst);
    else if (!strcmp(mode, "icons"))
        icons_mode(inst);
    else if (!strcmp(mode, "find"))
        find_mode(inst);
    else if (!strcmp(mode, "font"))
        font_mode();
    else if (!strcmp(mode, "obm"))
        obm_mode();
    else if (!strcmp(mode, "misc"))
        misc_mode(inst);
    else if (!strcmp(mode, "rgn"))
        rgn_mode(inst);
    else if (!strcmp(mode, "small"))
        small_mode(inst);
    else if (!strcmp(mode, "menudraw"))
        menudraw_mode(inst);
    else if (!strcmp(mode, "arrange"))
        arrange_mode(inst);
    else if (!strcmp(mode, "frame"))
        frame_mode();
    else if (!strcmp(mode, "dde"))
        dde_mode();
    else
        printf("unknown mode %s\n", mode);
    fflush(stdout);
    return 0;
}
