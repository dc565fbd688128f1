/* USER32 conformance, session 31 (issue 23 item 6; docs/compat.md "user32 conformance"):
 * InSendMessage / InSendMessageEx / ReplyMessage, and the DCs of windows (GetDCEx with
 * DCX_USESTYLE, own DCs, class DCs, parent DCs, the extra clip region of
 * DCX_INTERSECTRGN / DCX_EXCLUDERGN, released and destroyed windows' DCs).
 * One line per check; the test compares them with Wine 8's. */
#include <windows.h>
#include <commctrl.h>
#include <stdio.h>
#include <string.h>

#ifndef DCX_USESTYLE
#define DCX_USESTYLE 0x00010000
#endif

/* -- InSendMessage ------------------------------------------------------------------ */
static HWND recv_hwnd;
static HANDLE ready_event;
static DWORD seen_flags[8];
static int seen_in[8];
static int replied_ok, replied_again;

static LRESULT CALLBACK recv_proc(HWND hwnd, UINT msg, WPARAM wp, LPARAM lp)
{
    if (msg >= WM_APP && msg < WM_APP + 8)
    {
        int i = msg - WM_APP;
        seen_flags[i] = InSendMessageEx(NULL);
        seen_in[i] = InSendMessage();
        if (i == 2)
        {
            replied_ok = ReplyMessage(42);
            seen_flags[3] = InSendMessageEx(NULL);
            replied_again = ReplyMessage(43);
            return 99;      /* dropped: the sender has 42 */
        }
        if (i == 4)
        {
            /* a message this thread sends to its own window while handling one sent
               from the other thread */
            SendMessageA(hwnd, WM_APP + 5, 0, 0);
        }
        return 7;
    }
    return DefWindowProcA(hwnd, msg, wp, lp);
}

static DWORD WINAPI recv_thread(void *arg)
{
    MSG m;
    recv_hwnd = CreateWindowA("u32conf31recv", NULL, 0, 0, 0, 10, 10, 0, 0, 0, NULL);
    PeekMessageA(&m, NULL, 0, 0, PM_NOREMOVE);
    SetEvent(ready_event);
    while (GetMessageA(&m, NULL, 0, 0) > 0)
        DispatchMessageA(&m);
    DestroyWindow(recv_hwnd);
    return 0;
}

static void test_insend(void)
{
    WNDCLASSA wc = {0};
    HANDLE th;
    HWND own;
    LRESULT r;
    MSG m;

    wc.lpfnWndProc = recv_proc;
    wc.lpszClassName = "u32conf31recv";
    RegisterClassA(&wc);

    printf("insend outside any message: %d %lu\n", InSendMessage(), InSendMessageEx(NULL));
    printf("reply outside any message: %d\n", ReplyMessage(1));

    own = CreateWindowA("u32conf31recv", NULL, 0, 0, 0, 10, 10, 0, 0, 0, NULL);
    r = SendMessageA(own, WM_APP + 0, 0, 0);
    printf("own thread send: r=%ld flags=%lu in=%d\n", (long)r, seen_flags[0], seen_in[0]);
    PostMessageA(own, WM_APP + 1, 0, 0);
    while (PeekMessageA(&m, own, 0, 0, PM_REMOVE)) DispatchMessageA(&m);
    printf("posted: flags=%lu in=%d\n", seen_flags[1], seen_in[1]);
    DestroyWindow(own);

    ready_event = CreateEventA(NULL, FALSE, FALSE, NULL);
    th = CreateThread(NULL, 0, recv_thread, NULL, 0, NULL);
    WaitForSingleObject(ready_event, 5000);
    Sleep(50);
    r = SendMessageA(recv_hwnd, WM_APP + 2, 0, 0);
    printf("other thread, replied: r=%ld flags=%lu in=%d after reply=%lu ok=%d again=%d\n",
           (long)r, seen_flags[2], seen_in[2], seen_flags[3], replied_ok, replied_again);
    r = SendMessageA(recv_hwnd, WM_APP + 4, 0, 0);
    printf("other thread: r=%ld flags=%lu, its own send inside: flags=%lu in=%d\n",
           (long)r, seen_flags[4], seen_flags[5], seen_in[5]);
    PostMessageA(recv_hwnd, WM_QUIT, 0, 0);
    WaitForSingleObject(th, 5000);
    CloseHandle(th);
}


/* -- DCs of windows -------------------------------------------------------------------- */
static void print_clip(const char *what, HDC hdc)
{
    RECT r;
    int kind;
    SetRectEmpty(&r);
    kind = GetClipBox(hdc, &r);
    printf("%s: kind=%d %ld,%ld-%ld,%ld\n", what, kind, r.left, r.top, r.right, r.bottom);
}

static HRGN screen_rgn(HWND hwnd, int l, int t, int r, int b)
{
    RECT rc;
    SetRect(&rc, l, t, r, b);
    MapWindowPoints(hwnd, 0, (POINT *)&rc, 2);
    return CreateRectRgnIndirect(&rc);
}

static void test_dcs(void)
{
    WNDCLASSA wc = {0};
    HWND cache, own, cls1, cls2, parent, child, rtl;
    HDC hdc, old;
    HRGN rgn, rgn2;
    RECT r;
    PAINTSTRUCT ps;

    wc.lpfnWndProc = DefWindowProcA;
    wc.hbrBackground = GetStockObject(WHITE_BRUSH);
    wc.lpszClassName = "u32c31cache";
    RegisterClassA(&wc);
    wc.style = CS_OWNDC;
    wc.lpszClassName = "u32c31own";
    RegisterClassA(&wc);
    wc.style = CS_CLASSDC;
    wc.lpszClassName = "u32c31class";
    RegisterClassA(&wc);
    wc.style = CS_PARENTDC;
    wc.lpszClassName = "u32c31parent";
    RegisterClassA(&wc);

    cache = CreateWindowA("u32c31cache", NULL, WS_POPUP | WS_VISIBLE, 0, 0, 100, 100, 0, 0, 0, NULL);
    own = CreateWindowA("u32c31own", NULL, WS_POPUP | WS_VISIBLE, 0, 200, 100, 100, 0, 0, 0, NULL);
    cls1 = CreateWindowA("u32c31class", NULL, WS_POPUP | WS_VISIBLE, 200, 0, 100, 100, 0, 0, 0, NULL);
    cls2 = CreateWindowA("u32c31class", NULL, WS_POPUP | WS_VISIBLE, 200, 200, 100, 100, 0, 0, 0, NULL);
    parent = CreateWindowA("static", NULL, WS_POPUP | WS_VISIBLE, 400, 0, 100, 100, 0, 0, 0, NULL);
    child = CreateWindowA("u32c31parent", NULL, WS_CHILD | WS_VISIBLE, 0, 0, 1, 1, parent, 0, 0, NULL);

    /* common DC: attributes reset, the released handle answers nothing */
    hdc = GetDC(cache);
    SetROP2(hdc, R2_WHITE);
    printf("cache: rop=%d window=%d release=%d again=%d\n", GetROP2(hdc),
           WindowFromDC(hdc) == cache, ReleaseDC(cache, hdc), ReleaseDC(cache, hdc));
    printf("cache released: rop=%d horzres=%d window=%d\n", GetROP2(hdc),
           GetDeviceCaps(hdc, HORZRES), WindowFromDC(hdc) == cache);
    hdc = GetDCEx(cache, 0, DCX_USESTYLE | DCX_NORESETATTRS);
    printf("cache again: rop=%d\n", GetROP2(hdc));
    ReleaseDC(cache, hdc);

    /* private DC */
    hdc = GetDC(own);
    SetROP2(hdc, R2_WHITE);
    old = hdc;
    printf("own: release=%d window=%d\n", ReleaseDC(own, hdc), WindowFromDC(hdc) == own);
    hdc = GetDC(own);
    printf("own again: same=%d rop=%d release by another window=%d\n", hdc == old,
           GetROP2(hdc), ReleaseDC(cache, hdc));
    printf("own window dc: same=%d\n", (old = GetWindowDC(own)) == hdc);
    ReleaseDC(own, old);

    /* class DC, shared by the windows of the class */
    hdc = GetDC(cls1);
    SetROP2(hdc, R2_BLACK);
    old = hdc;
    ReleaseDC(cls1, hdc);
    hdc = GetDC(cls2);
    printf("class: same=%d rop=%d window=%d\n", hdc == old, GetROP2(hdc),
           WindowFromDC(hdc) == cls2);
    ReleaseDC(cls2, hdc);

    /* an extra clip region */
    rgn = screen_rgn(cache, 10, 10, 20, 20);
    hdc = GetDCEx(cache, rgn, DCX_INTERSECTRGN | DCX_USESTYLE);
    print_clip("cache intersect", hdc);
    printf("cache region while held: %d\n", GetRgnBox(rgn, &r) != ERROR);
    ReleaseDC(cache, hdc);
    printf("cache region after release: %d\n", GetRgnBox(rgn, &r) != ERROR);

    rgn = screen_rgn(own, 10, 10, 20, 20);
    hdc = GetDCEx(own, rgn, DCX_INTERSECTRGN | DCX_USESTYLE);
    print_clip("own intersect", hdc);
    ReleaseDC(own, hdc);
    printf("own region after release: %d\n", GetRgnBox(rgn, &r) != ERROR);
    hdc = GetDC(own);
    print_clip("own plain getdc keeps it", hdc);
    ReleaseDC(own, hdc);
    rgn2 = screen_rgn(own, 20, 20, 30, 30);
    hdc = GetDCEx(own, rgn2, DCX_INTERSECTRGN | DCX_USESTYLE);
    print_clip("own second region", hdc);
    printf("own first region now: %d\n", GetRgnBox(rgn, &r) != ERROR);
    ReleaseDC(own, hdc);
    hdc = GetDCEx(own, 0, DCX_EXCLUDERGN | DCX_USESTYLE);
    print_clip("own exclude nothing", hdc);
    printf("own second region now: %d\n", GetRgnBox(rgn2, &r) != ERROR);
    ReleaseDC(own, hdc);
    rgn = screen_rgn(own, 0, 0, 100, 50);
    hdc = GetDCEx(own, rgn, DCX_EXCLUDERGN | DCX_USESTYLE);
    print_clip("own exclude top half", hdc);
    ReleaseDC(own, hdc);
    hdc = GetDCEx(own, 0, DCX_EXCLUDERGN | DCX_USESTYLE);
    ReleaseDC(own, hdc);

    rgn = screen_rgn(cls1, 10, 10, 20, 20);
    hdc = GetDCEx(cls1, rgn, DCX_INTERSECTRGN | DCX_USESTYLE);
    old = GetDC(cls2);
    print_clip("class moved to the other window", old);
    printf("class region after the move: %d same=%d\n", GetRgnBox(rgn, &r) != ERROR, old == hdc);
    ReleaseDC(cls2, old);

    /* parent DC */
    hdc = GetDC(child);
    print_clip("parent dc", hdc);
    printf("parent dc: setpixel outside the child=%d\n", SetPixel(hdc, 10, 10, RGB(255, 0, 0)) != (COLORREF)-1);
    ReleaseDC(child, hdc);
    hdc = GetDCEx(child, 0, DCX_CACHE);
    print_clip("child cache dc", hdc);
    ReleaseDC(child, hdc);

    /* BeginPaint on a private DC */
    RedrawWindow(own, NULL, 0, RDW_VALIDATE | RDW_NOFRAME | RDW_NOERASE);
    SetRect(&r, 10, 10, 20, 20);
    RedrawWindow(own, &r, 0, RDW_INVALIDATE);
    old = GetDC(own);
    hdc = BeginPaint(own, &ps);
    printf("own beginpaint: same=%d\n", hdc == old);
    print_clip("own painting", hdc);
    ReleaseDC(own, hdc);
    print_clip("own painting after releasedc", hdc);
    EndPaint(own, &ps);
    print_clip("own after endpaint", hdc);

    /* mirrored windows */
    rtl = CreateWindowExA(WS_EX_LAYOUTRTL, "u32c31cache", NULL, WS_POPUP | WS_VISIBLE, 0, 0, 50, 50, 0, 0, 0, NULL);
    hdc = GetDC(rtl);
    printf("rtl layout: %lu\n", GetLayout(hdc));
    ReleaseDC(rtl, hdc);
    DestroyWindow(rtl);

    /* destroyed windows */
    hdc = GetDC(cache);
    SetROP2(hdc, R2_WHITE);
    DestroyWindow(cache);
    printf("cache destroyed: rop=%d release=%d getdc=%d\n", GetROP2(hdc), ReleaseDC(cache, hdc),
           GetDC(cache) != 0);
    hdc = GetDC(cls2);
    SetROP2(hdc, R2_WHITE);
    DestroyWindow(cls2);
    printf("class window destroyed: rop=%d window=%d release=%d\n", GetROP2(hdc),
           WindowFromDC(hdc) != 0, ReleaseDC(cls2, hdc));
    old = GetDC(cls1);
    printf("class dc for the other: same=%d rop=%d window=%d\n", old == hdc, GetROP2(old),
           WindowFromDC(old) == cls1);
    ReleaseDC(cls1, old);
    hdc = GetDC(own);
    DestroyWindow(own);
    printf("own destroyed: rop=%d release=%d\n", GetROP2(hdc), ReleaseDC(own, hdc));
    DestroyWindow(cls1);
    DestroyWindow(parent);
}

/* -- sorted lists of data items: WM_COMPAREITEM ------------------------------------------ */
static LRESULT CALLBACK cmp_parent_proc(HWND hwnd, UINT msg, WPARAM wp, LPARAM lp)
{
    if (msg == WM_COMPAREITEM)
    {
        COMPAREITEMSTRUCT *cis = (COMPAREITEMSTRUCT *)lp;
        printf("  compare: wp=%u type=%u id=%u item=%d id1=%d data1=%lu id2=%d data2=%lu\n",
               (unsigned)wp, cis->CtlType, cis->CtlID, cis->hwndItem == GetDlgItem(hwnd, cis->CtlID),
               (int)cis->itemID1, (unsigned long)cis->itemData1, (int)cis->itemID2,
               (unsigned long)cis->itemData2);
        if (cis->itemData1 < cis->itemData2) return -1;
        return cis->itemData1 > cis->itemData2;
    }
    if (msg == WM_MEASUREITEM)
    {
        ((MEASUREITEMSTRUCT *)lp)->itemHeight = 16;
        return TRUE;
    }
    return DefWindowProcA(hwnd, msg, wp, lp);
}

static void test_compareitem(void)
{
    static const ULONG_PTR values[] = {50, 10, 90, 30, 70, 30};
    WNDCLASSA wc = {0};
    HWND parent, list, combo;
    int i, n;
    char line[200];

    wc.lpfnWndProc = cmp_parent_proc;
    wc.lpszClassName = "u32c31cmp";
    RegisterClassA(&wc);
    parent = CreateWindowA("u32c31cmp", NULL, WS_POPUP, 0, 0, 300, 300, 0, 0, 0, NULL);
    list = CreateWindowA("listbox", NULL, WS_CHILD | LBS_SORT | LBS_OWNERDRAWFIXED,
                         0, 0, 100, 200, parent, (HMENU)7, 0, NULL);
    for (i = 0; i < 6; i++)
        printf("list add %lu: %ld\n", (unsigned long)values[i],
               (long)SendMessageA(list, LB_ADDSTRING, 0, values[i]));
    printf("list insert 5 at 1: %ld\n", (long)SendMessageA(list, LB_INSERTSTRING, 1, 5));
    n = SendMessageA(list, LB_GETCOUNT, 0, 0);
    line[0] = 0;
    for (i = 0; i < n; i++)
        sprintf(line + strlen(line), " %lu", (unsigned long)SendMessageA(list, LB_GETITEMDATA, i, 0));
    printf("list order:%s\n", line);

    combo = CreateWindowA("combobox", NULL, WS_CHILD | CBS_DROPDOWNLIST | CBS_SORT | CBS_OWNERDRAWFIXED,
                          120, 0, 100, 200, parent, (HMENU)8, 0, NULL);
    printf("combo made: %d\n", combo != 0);
    for (i = 0; i < 4; i++)
        printf("combo add %lu: %ld\n", (unsigned long)values[i],
               (long)SendMessageA(combo, CB_ADDSTRING, 0, values[i]));
    n = SendMessageA(combo, CB_GETCOUNT, 0, 0);
    line[0] = 0;
    for (i = 0; i < n; i++)
        sprintf(line + strlen(line), " %lu", (unsigned long)SendMessageA(combo, CB_GETITEMDATA, i, 0));
    printf("combo order:%s\n", line);
    DestroyWindow(parent);
}

/* -- SPI_GET/SETMINIMIZEDMETRICS ---------------------------------------------------------- */
static void print_mm(const char *what)
{
    MINIMIZEDMETRICS mm;
    BOOL rc;
    memset(&mm, 0xcc, sizeof(mm));
    mm.cbSize = sizeof(mm);
    rc = SystemParametersInfoA(SPI_GETMINIMIZEDMETRICS, sizeof(mm), &mm, 0);
    printf("%s: rc=%d width=%d hgap=%d vgap=%d arrange=%d; cxmin=%d cymin-ok=%d cxspacing=%d cyspacing-cymin=%d arrange=%d\n",
           what, rc, mm.iWidth, mm.iHorzGap, mm.iVertGap, mm.iArrange,
           GetSystemMetrics(SM_CXMINIMIZED), GetSystemMetrics(SM_CYMINIMIZED) > 0,
           GetSystemMetrics(SM_CXMINSPACING),
           GetSystemMetrics(SM_CYMINSPACING) - GetSystemMetrics(SM_CYMINIMIZED),
           GetSystemMetrics(SM_ARRANGE));
}

static void print_reg(const char *name)
{
    HKEY key;
    char buf[32];
    DWORD size = sizeof(buf), type = 0;
    LONG r;
    buf[0] = 0;
    r = RegOpenKeyExA(HKEY_CURRENT_USER, "Control Panel\\Desktop\\WindowMetrics", 0, KEY_READ, &key);
    if (!r)
    {
        r = RegQueryValueExA(key, name, NULL, &type, (BYTE *)buf, &size);
        RegCloseKey(key);
    }
    printf("  registry %s: %s type=%lu\n", name, r ? "(none)" : buf, r ? 0 : type);
}

static void test_minimized_metrics(void)
{
    MINIMIZEDMETRICS orig, mm;
    BOOL rc;
    HWND hwnd;
    RECT r;

    orig.cbSize = sizeof(orig);
    SystemParametersInfoA(SPI_GETMINIMIZEDMETRICS, sizeof(orig), &orig, 0);
    print_mm("minimized metrics at first");
    mm.cbSize = sizeof(mm) + 1;
    rc = SystemParametersInfoA(SPI_GETMINIMIZEDMETRICS, sizeof(mm), &mm, 0);
    printf("wrong cbSize: %d\n", rc);
    rc = SystemParametersInfoA(SPI_GETMINIMIZEDMETRICS, sizeof(mm), NULL, 0);
    printf("no buffer: %d\n", rc);

    mm.cbSize = sizeof(mm);
    mm.iWidth = 180;
    mm.iHorzGap = 1;
    mm.iVertGap = 2;
    mm.iArrange = 5;
    rc = SystemParametersInfoA(SPI_SETMINIMIZEDMETRICS, sizeof(mm), &mm, SPIF_UPDATEINIFILE);
    printf("set: %d\n", rc);
    print_mm("after set");
    print_reg("MinWidth");
    print_reg("MinHorzGap");
    print_reg("MinVertGap");
    print_reg("MinArrange");

    hwnd = CreateWindowA("u32c31cache", "min", WS_OVERLAPPEDWINDOW | WS_VISIBLE, 10, 10, 300, 200, 0, 0, 0, NULL);
    ShowWindow(hwnd, SW_MINIMIZE);
    GetWindowRect(hwnd, &r);
    printf("minimized window width: %ld\n", r.right - r.left);
    DestroyWindow(hwnd);

    mm.iWidth = -1;
    mm.iHorzGap = -1;
    mm.iVertGap = -1;
    mm.iArrange = -1;
    rc = SystemParametersInfoA(SPI_SETMINIMIZEDMETRICS, sizeof(mm), &mm, 0);
    printf("set negative: %d\n", rc);
    print_mm("after negative");

    rc = SystemParametersInfoA(SPI_SETMINIMIZEDMETRICS, sizeof(orig), &orig, SPIF_UPDATEINIFILE);
    print_mm("restored");
}

/* -- auto-rotation (Windows 8: looked up, as programs must) ---------------------------- */
static void test_autorotation(void)
{
    HMODULE user32 = GetModuleHandleA("user32.dll");
    BOOL (WINAPI *get_state)(DWORD *) = (void *)GetProcAddress(user32, "GetAutoRotationState");
    BOOL (WINAPI *get_pref)(DWORD *) = (void *)GetProcAddress(user32, "GetDisplayAutoRotationPreferences");
    BOOL (WINAPI *set_pref)(DWORD) = (void *)GetProcAddress(user32, "SetDisplayAutoRotationPreferences");
    DWORD v = 0xdead;
    BOOL rc;

    printf("rotation functions: %d %d %d\n", get_state != NULL, get_pref != NULL, set_pref != NULL);
    if (!get_state || !get_pref) return;
    SetLastError(0xdeadbeef);
    rc = get_state(NULL);
    printf("autorotation NULL: %d err=%lu\n", rc, GetLastError());
    rc = get_state(&v);
    printf("autorotation: %d state=%#lx\n", rc, v);
    v = 0xdead;
    rc = get_pref(&v);
    printf("preference at first: %d %lu\n", rc, v);
    if (!set_pref) return;
    rc = set_pref(2);
    v = 0xdead;
    get_pref(&v);
    printf("set portrait: %d now %lu\n", rc, v);
    set_pref(0);
}

/* -- ScrollWindowEx with a clip rectangle smaller than the area ------------------------- */
static void test_scroll_clip(void)
{
    HWND hwnd = CreateWindowA("u32c31cache", NULL, WS_POPUP | WS_VISIBLE, 0, 0, 100, 100, 0, 0, 0, NULL);
    RECT clip, upd, r;
    int kind;

    UpdateWindow(hwnd);
    ValidateRect(hwnd, NULL);
    SetRect(&clip, 25, 25, 50, 50);
    SetRectEmpty(&upd);
    kind = ScrollWindowEx(hwnd, -5, -10, NULL, &clip, 0, &upd, SW_INVALIDATE);
    GetUpdateRect(hwnd, &r, FALSE);
    (void)kind;
    printf("scroll in a clip: update %ld,%ld-%ld,%ld invalid %ld,%ld-%ld,%ld\n",
           upd.left, upd.top, upd.right, upd.bottom, r.left, r.top, r.right, r.bottom);
    ValidateRect(hwnd, NULL);
    SetRect(&clip, 0, 0, 100, 100);
    kind = ScrollWindowEx(hwnd, 0, -10, NULL, &clip, 0, &upd, SW_INVALIDATE);
    printf("scroll in the client: update %ld,%ld-%ld,%ld\n",
           upd.left, upd.top, upd.right, upd.bottom);
    DestroyWindow(hwnd);
}

/* -- ComboBoxEx: item -1, the edit box's ------------------------------------------------- */
static void test_comboex_edit_item(void)
{
    INITCOMMONCONTROLSEX icc = {sizeof(icc), ICC_USEREX_CLASSES};
    COMBOBOXEXITEMA item;
    char text[32], buf[32];
    HWND parent, cbex;
    LRESULT r;

    InitCommonControlsEx(&icc);
    parent = CreateWindowA("u32c31cache", NULL, WS_POPUP, 0, 0, 300, 300, 0, 0, 0, NULL);
    cbex = CreateWindowExA(0, WC_COMBOBOXEXA, NULL, WS_CHILD | WS_VISIBLE | CBS_DROPDOWN,
                           0, 0, 200, 150, parent, (HMENU)9, 0, NULL);
    memset(&item, 0, sizeof(item));
    item.mask = CBEIF_LPARAM | CBEIF_IMAGE;
    item.iItem = -1;
    item.lParam = 0xdeadbeef;
    item.iImage = 77;
    r = SendMessageA(cbex, CBEM_GETITEMA, 0, (LPARAM)&item);
    printf("comboex edit item at first: %ld lparam=%#lx image=%d\n", (long)r,
           (unsigned long)item.lParam, item.iImage);
    strcpy(text, "test");
    item.mask = CBEIF_TEXT | CBEIF_LPARAM;
    item.pszText = text;
    item.lParam = 0x1abe11ed;
    r = SendMessageA(cbex, CBEM_SETITEMA, 0, (LPARAM)&item);
    memset(&item, 0, sizeof(item));
    strcpy(buf, "xxxx");
    item.mask = CBEIF_TEXT | CBEIF_LPARAM;
    item.iItem = -1;
    item.pszText = buf;
    item.cchTextMax = sizeof(buf);
    printf("comboex edit item set: %ld\n", (long)r);
    r = SendMessageA(cbex, CBEM_GETITEMA, 0, (LPARAM)&item);
    printf("comboex edit item get: %ld text=%s lparam=%#lx\n", (long)r, buf,
           (unsigned long)item.lParam);
    DestroyWindow(parent);
}

/* -- LBS_NODATA: LB_SETCOUNT keeps a negative count ------------------------------------- */
static void test_nodata_count(void)
{
    HWND parent = CreateWindowA("u32c31cache", NULL, WS_POPUP, 0, 0, 200, 200, 0, 0, 0, NULL);
    HWND list = CreateWindowA("listbox", NULL, WS_CHILD | WS_VISIBLE | LBS_OWNERDRAWFIXED | LBS_NODATA,
                              0, 0, 100, 100, parent, (HMENU)3, 0, NULL);
    LRESULT r;

    r = SendMessageA(list, LB_SETCOUNT, 10, 0);
    printf("nodata setcount 10: %ld count=%ld\n", (long)r, (long)SendMessageA(list, LB_GETCOUNT, 0, 0));
    r = SendMessageA(list, LB_SETCOUNT, -5, 0);
    printf("nodata setcount -5: %ld count=%ld\n", (long)r, (long)SendMessageA(list, LB_GETCOUNT, 0, 0));
    r = SendMessageA(list, LB_ADDSTRING, 0, 0);
    printf("nodata add after it: %ld count=%ld\n", (long)r, (long)SendMessageA(list, LB_GETCOUNT, 0, 0));
    DestroyWindow(parent);
}

int main(void)
{
    test_insend();
    test_dcs();
    test_compareitem();
    test_minimized_metrics();
    test_autorotation();
    test_scroll_clip();
    test_comboex_edit_item();
    test_nodata_count();
    printf("done\n");
    return 0;
}
