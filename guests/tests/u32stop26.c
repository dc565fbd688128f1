/* USER32 conformance, stop 26 (issue 23 item 6): one line per check of what this round
 * added for Wine's user32 tests (listbox.c): multiple- and extended-selection list boxes,
 * LB_DIR / LB_ADDFILE and DlgDirList / DlgDirSelectEx, LB_ITEMFROMPOINT, LB_GETITEMRECT of
 * an item out of view, LB_INITSTORAGE, LB_SETCOUNT's error, GetListBoxInfo and
 * LB_SETITEMHEIGHT's limit, the horizontal extent, LBS_OWNERDRAWFIXED over VARIABLE;
 * for combo.c: GetComboBoxInfo and the list kept while closed, CB_SETDROPPEDWIDTH,
 * CB_SETITEMHEIGHT of the field; and for clipboard.c: delayed rendering (WM_RENDERFORMAT,
 * WM_RENDERALLFORMATS), WM_DESTROYCLIPBOARD, the thread that has the clipboard open,
 * CF_LOCALE and the formats synthesized at CloseClipboard, RegisterClipboardFormat("#n");
 * for resource.c and static.c: LoadStringW with no buffer, image statics named by title. The expected lines in test/win32/user/test_u32stop26.py are
 * what this exe prints under Wine 8 (32- and 64-bit), except where the test says why not. */
#include <windows.h>
#include <stdio.h>
#include <string.h>

static const char *names[4] = {"alpha", "beta", "gamma", "delta"};

static HWND list(DWORD style)
{
    HWND h = CreateWindowExA(0, "LISTBOX", "", WS_POPUP | LBS_NOINTEGRALHEIGHT | style,
                             0, 0, 120, 100, NULL, NULL, NULL, NULL);
    int i;
    for (i = 0; i < 4; i++)
        SendMessageA(h, LB_ADDSTRING, 0, (LPARAM)names[i]);
    SendMessageA(h, LB_SETITEMHEIGHT, 0, 20);
    return h;
}

static void query(HWND h, const char *what)
{
    printf("%s: cursel=%d anchor=%d caret=%d selcount=%d\n", what,
           (int)SendMessageA(h, LB_GETCURSEL, 0, 0), (int)SendMessageA(h, LB_GETANCHORINDEX, 0, 0),
           (int)SendMessageA(h, LB_GETCARETINDEX, 0, 0), (int)SendMessageA(h, LB_GETSELCOUNT, 0, 0));
}

static void sels(HWND h, const char *what)
{
    int items[8], n, i;
    n = (int)SendMessageA(h, LB_GETSELITEMS, 8, (LPARAM)items);
    printf("%s: %d [", what, n);
    for (i = 0; i < n && i < 8; i++)
        printf("%s%d", i ? " " : "", items[i]);
    printf("]\n");
}

static void click(HWND h, int item, WPARAM keys)
{
    LPARAM lp = MAKELPARAM(5, item * 20 + 5);
    SendMessageA(h, WM_LBUTTONDOWN, MK_LBUTTON | keys, lp);
    SendMessageA(h, WM_LBUTTONUP, keys, lp);
}

static void key(HWND h, WPARAM vk)
{
    SendMessageA(h, WM_KEYDOWN, vk, 1);
    SendMessageA(h, WM_KEYUP, vk, 0xc0000001);
}

static void multiple(void)
{
    HWND h = list(LBS_MULTIPLESEL);
    int items[2], r;
    query(h, "multiple at first");
    click(h, 1, 0);
    query(h, "multiple click 1");
    key(h, VK_DOWN);
    query(h, "multiple down");
    key(h, VK_SPACE);
    sels(h, "multiple space");
    click(h, 1, 0);
    sels(h, "multiple click 1 again");
    r = (int)SendMessageA(h, LB_SELITEMRANGE, TRUE, MAKELPARAM(3, 0));
    sels(h, "selitemrange 3..0");
    printf("selitemrange result: %d\n", r);
    r = (int)SendMessageA(h, LB_SELITEMRANGEEX, 2, 1);
    sels(h, "selitemrangeex 2,1 (deselect)");
    r = (int)SendMessageA(h, LB_GETSELITEMS, 2, (LPARAM)items);
    printf("getselitems max 2: %d first=%d second=%d\n", r, items[0], items[1]);
    printf("getsel 0: %d, getsel 9: %d\n", (int)SendMessageA(h, LB_GETSEL, 0, 0),
           (int)SendMessageA(h, LB_GETSEL, 9, 0));
    r = (int)SendMessageA(h, LB_SETSEL, FALSE, -1);
    sels(h, "setsel off all");
    printf("setsel off all result: %d\n", r);
    r = (int)SendMessageA(h, LB_SETSEL, TRUE, 2);
    query(h, "setsel on 2");
    printf("setsel on 2 result: %d, past end: %d\n", r, (int)SendMessageA(h, LB_SETSEL, TRUE, 7));
    printf("setcursel: %d\n", (int)SendMessageA(h, LB_SETCURSEL, 1, 0));
    SendMessageA(h, LB_SETSEL, TRUE, -1);
    query(h, "setsel on all");
    SendMessageA(h, LB_DELETESTRING, 1, 0);
    sels(h, "after deleting item 1");
    SendMessageA(h, LB_INSERTSTRING, 0, (LPARAM)"new");
    sels(h, "after inserting at 0");
    DestroyWindow(h);
}

static void extended(void)
{
    HWND h = list(LBS_EXTENDEDSEL);
    query(h, "extended at first");
    click(h, 0, 0);
    click(h, 2, MK_SHIFT);
    query(h, "extended click 0, shift+click 2");
    sels(h, "extended range");
    click(h, 1, MK_CONTROL);
    query(h, "extended ctrl+click 1");
    sels(h, "extended after ctrl");
    click(h, 3, 0);
    sels(h, "extended plain click 3");
    key(h, VK_UP);
    query(h, "extended up");
    sels(h, "extended up sel");
    SendMessageA(h, LB_SETSEL, TRUE, 0);
    query(h, "extended setsel on 0");
    SendMessageA(h, LB_SETSEL, FALSE, 0);
    query(h, "extended setsel off 0");
    DestroyWindow(h);
}

static void styles(void)
{
    HWND h = list(LBS_MULTIPLESEL | LBS_NOSEL);
    DWORD style;
    query(h, "multiple with nosel");
    DestroyWindow(h);
    h = list(LBS_EXTENDEDSEL);
    SendMessageA(h, LB_SELITEMRANGE, TRUE, MAKELPARAM(0, 1));
    style = GetWindowLongA(h, GWL_STYLE);
    SetWindowLongA(h, GWL_STYLE, style & ~LBS_EXTENDEDSEL);
    printf("style dropped: selcount=%d setcursel=%d\n", (int)SendMessageA(h, LB_GETSELCOUNT, 0, 0),
           (int)SendMessageA(h, LB_SETCURSEL, 2, 0));
    DestroyWindow(h);
    h = list(0);
    printf("single: getselitems=%d selitemrange=%d selitemrangeex=%d setsel=%d\n",
           (int)SendMessageA(h, LB_GETSELITEMS, 0, 0),
           (int)SendMessageA(h, LB_SELITEMRANGE, TRUE, MAKELPARAM(0, 1)),
           (int)SendMessageA(h, LB_SELITEMRANGEEX, 0, 1),
           (int)SendMessageA(h, LB_SETSEL, TRUE, 1));
    DestroyWindow(h);
}

static void geometry(void)
{
    HWND h = list(0), e, v;
    RECT rc;
    int i, r;
    DWORD err;
    for (i = 4; i < 10; i++)
        SendMessageA(h, LB_ADDSTRING, 0, (LPARAM)"more");
    printf("itemfrompoint 5,30: %#x\n", (unsigned)SendMessageA(h, LB_ITEMFROMPOINT, 0, MAKELPARAM(5, 30)));
    printf("itemfrompoint 500,30: %#x\n", (unsigned)SendMessageA(h, LB_ITEMFROMPOINT, 0, MAKELPARAM(500, 30)));
    printf("itemfrompoint 5,99: %#x\n", (unsigned)SendMessageA(h, LB_ITEMFROMPOINT, 0, MAKELPARAM(5, 99)));
    r = (int)SendMessageA(h, LB_GETITEMRECT, 0, (LPARAM)&rc);
    printf("itemrect 0: %d %ld,%ld-%ld,%ld\n", r, rc.left, rc.top, rc.right, rc.bottom);
    r = (int)SendMessageA(h, LB_GETITEMRECT, 7, (LPARAM)&rc);
    printf("itemrect 7 (out of view): %d %ld,%ld-%ld,%ld\n", r, rc.left, rc.top, rc.right, rc.bottom);
    printf("listboxinfo: %lu\n", (unsigned long)GetListBoxInfo(h));
    printf("setitemheight 256: %d then %d\n", (int)SendMessageA(h, LB_SETITEMHEIGHT, 0, 256),
           (int)SendMessageA(h, LB_GETITEMHEIGHT, 0, 0));
    SetLastError(0xdeadbeef);
    r = (int)SendMessageA(h, LB_SETCOUNT, 3, 0);
    err = GetLastError();
    printf("setcount of a string list: %d err=%lu\n", r, err);
    DestroyWindow(h);
    e = CreateWindowExA(0, "LISTBOX", "", WS_POPUP, 0, 0, 100, 100, NULL, NULL, NULL, NULL);
    printf("empty itemfrompoint: %#x\n", (unsigned)SendMessageA(e, LB_ITEMFROMPOINT, 0, MAKELPARAM(5, 5)));
    r = (int)SendMessageA(e, LB_INITSTORAGE, 100, 0);
    printf("initstorage 100: at least 100=%d, 0 again same=%d, 42 same=%d\n", r >= 100,
           (int)SendMessageA(e, LB_INITSTORAGE, 0, 0) == r, (int)SendMessageA(e, LB_INITSTORAGE, 42, 0) == r);
    v = CreateWindowExA(0, "LISTBOX", "", WS_POPUP | LBS_OWNERDRAWVARIABLE, 0, 0, 100, 100,
                        NULL, NULL, NULL, NULL);
    printf("empty variable list height like a plain one: %d\n",
           SendMessageA(v, LB_GETITEMHEIGHT, 3, 0) == SendMessageA(e, LB_GETITEMHEIGHT, 0, 0));
    DestroyWindow(v);
    DestroyWindow(e);
}

static void extents(void)
{
    HWND h = CreateWindowExA(0, "LISTBOX", "", WS_POPUP | WS_HSCROLL | LBS_NOINTEGRALHEIGHT, 0, 0, 100, 100,
                             NULL, NULL, NULL, NULL);
    SCROLLINFO si;
    int i;
    for (i = 0; i < 4; i++)
        SendMessageA(h, LB_ADDSTRING, 0, (LPARAM)names[i]);
    si.cbSize = sizeof(si);
    si.fMask = SIF_RANGE;
    GetScrollInfo(h, SB_HORZ, &si);
    printf("hextent at first: %d bar=%d max=%d\n", (int)SendMessageA(h, LB_GETHORIZONTALEXTENT, 0, 0),
           (GetWindowLongA(h, GWL_STYLE) & WS_HSCROLL) != 0, si.nMax);
    SendMessageA(h, LB_SETHORIZONTALEXTENT, 64, 0);
    GetScrollInfo(h, SB_HORZ, &si);
    printf("hextent 64: %d bar=%d max=%d\n", (int)SendMessageA(h, LB_GETHORIZONTALEXTENT, 0, 0),
           (GetWindowLongA(h, GWL_STYLE) & WS_HSCROLL) != 0, si.nMax);
    SendMessageA(h, LB_SETHORIZONTALEXTENT, 300, 0);
    GetScrollInfo(h, SB_HORZ, &si);
    printf("hextent 300: %d bar=%d max=%d\n", (int)SendMessageA(h, LB_GETHORIZONTALEXTENT, 0, 0),
           (GetWindowLongA(h, GWL_STYLE) & WS_HSCROLL) != 0, si.nMax);
    SendMessageA(h, LB_SETHORIZONTALEXTENT, 0, 0);
    GetScrollInfo(h, SB_HORZ, &si);
    printf("hextent 0: bar=%d max=%d\n", (GetWindowLongA(h, GWL_STYLE) & WS_HSCROLL) != 0, si.nMax);
    DestroyWindow(h);
    h = CreateWindowExA(0, "LISTBOX", "", WS_POPUP | LBS_OWNERDRAWFIXED | LBS_OWNERDRAWVARIABLE | LBS_HASSTRINGS,
                        0, 0, 100, 100, NULL, NULL, NULL, NULL);
    SendMessageA(h, LB_ADDSTRING, 0, (LPARAM)"a");
    SendMessageA(h, LB_ADDSTRING, 0, (LPARAM)"b");
    SendMessageA(h, LB_SETITEMHEIGHT, 1, 42);
    printf("fixed and variable: height of 0 after setting 1: %d\n", (int)SendMessageA(h, LB_GETITEMHEIGHT, 0, 0));
    DestroyWindow(h);
}

static void combos(void)
{
    static const DWORD kinds[3] = {CBS_SIMPLE, CBS_DROPDOWN, CBS_DROPDOWNLIST};
    COMBOBOXINFO info;
    char name[32] = "";
    HWND c, parent;
    RECT r;
    int k;
    BOOL ok;
    parent = CreateWindowExA(0, "STATIC", "", WS_POPUP, 0, 0, 300, 300, NULL, NULL, NULL, NULL);
    for (k = 0; k < 3; k++) {
        c = CreateWindowExA(0, "COMBOBOX", "", WS_CHILD | kinds[k], 0, 0, 100, 150, parent,
                            (HMENU)7, NULL, NULL);
        SendMessageA(c, CB_ADDSTRING, 0, (LPARAM)"one");
        SendMessageA(c, CB_ADDSTRING, 0, (LPARAM)"two");
        SendMessageA(c, CB_SETCURSEL, 1, 0);
        memset(&info, 0, sizeof(info));
        info.cbSize = sizeof(info) + 1;
        printf("combo %d: bad size=%d", k, GetComboBoxInfo(c, &info));
        info.cbSize = sizeof(info);
        ok = GetComboBoxInfo(c, &info);
        GetClassNameA(info.hwndItem, name, sizeof(name));
        printf(" info=%d combo=%d item is edit=%d item none=%d list=%d list shown=%d button=%s state=%#lx\n",
               ok, info.hwndCombo == c, info.hwndItem && !lstrcmpiA(name, "Edit"),
               info.hwndItem == NULL, info.hwndList != NULL, IsWindowVisible(info.hwndList),
               IsRectEmpty(&info.rcButton) ? "none" : "some", info.stateButton);
        printf("combo %d list: count=%d cursel=%d text len=%d height same=%d\n", k,
               (int)SendMessageA(info.hwndList, LB_GETCOUNT, 0, 0),
               (int)SendMessageA(info.hwndList, LB_GETCURSEL, 0, 0),
               (int)SendMessageA(info.hwndList, LB_GETTEXTLEN, 0, 0),
               SendMessageA(info.hwndList, LB_GETITEMHEIGHT, 0, 0) == SendMessageA(c, CB_GETITEMHEIGHT, 0, 0));
        if (k) {
            static const int widths[5] = {-1, 0, 300, 0, 1};
            int w;
            printf("combo %d dropped width:", k);
            for (w = 0; w < 5; w++)
                printf(" %d -> %d", widths[w], (int)SendMessageA(c, CB_SETDROPPEDWIDTH, widths[w], 0));
            printf("\n");
            SendMessageA(c, CB_SETITEMHEIGHT, -1, 20);
            GetClientRect(c, &r);
            printf("combo %d field height 20: client %ld\n", k, r.bottom - r.top);
            SendMessageA(c, CB_SHOWDROPDOWN, TRUE, 0);
            printf("combo %d dropped: list shown=%d same list=%d\n", k, IsWindowVisible(info.hwndList),
                   (GetComboBoxInfo(c, &info), info.hwndList != NULL));
            SendMessageA(c, CB_SHOWDROPDOWN, FALSE, 0);
            printf("combo %d closed: list shown=%d still there=%d\n", k, IsWindowVisible(info.hwndList),
                   IsWindow(info.hwndList));
        }
        DestroyWindow(c);
        printf("combo %d destroyed: list gone=%d\n", k, !IsWindow(info.hwndList));
    }
    DestroyWindow(parent);
}

static void put(const char *name)
{
    HANDLE f = CreateFileA(name, GENERIC_WRITE, 0, NULL, CREATE_NEW, FILE_ATTRIBUTE_NORMAL, NULL);
    CloseHandle(f);
}

static void items(HWND h, const char *what, int r)
{
    char buf[MAX_PATH];
    int n = (int)SendMessageA(h, LB_GETCOUNT, 0, 0), i;
    /* drives other than C: are the host's own (Wine maps Z: and others): not printed */
    printf("%s: last=%s [", what, r == n - 1 ? "count-1" : (r == -1 ? "-1" : "?"));
    for (i = 0; i < n; i++) {
        SendMessageA(h, LB_GETTEXT, i, (LPARAM)buf);
        if (buf[0] == '[' && buf[1] == '-' && buf[2] != 'c')
            continue;
        printf("%s%s", i ? " " : "", buf);
    }
    printf("]\n");
}

static void directory(void)
{
    char tmp[MAX_PATH], old[MAX_PATH], spec[MAX_PATH], label[MAX_PATH];
    HWND parent, h, st;
    int r, i, n;
    DWORD err;
    GetCurrentDirectoryA(MAX_PATH, old);
    GetTempPathA(MAX_PATH, tmp);
    SetCurrentDirectoryA(tmp);
    CreateDirectoryA("u32s26", NULL);
    SetCurrentDirectoryA("u32s26");
    CreateDirectoryA("sub", NULL);
    put("b.txt");
    put("a.c");
    put("Make");
    put("sub\\in.txt");
    h = CreateWindowExA(0, "LISTBOX", "", WS_POPUP, 0, 0, 100, 100, NULL, NULL, NULL, NULL);
    r = (int)SendMessageA(h, LB_DIR, 0, (LPARAM)"*");
    items(h, "lb_dir files", r);
    SendMessageA(h, LB_RESETCONTENT, 0, 0);
    r = (int)SendMessageA(h, LB_DIR, DDL_DIRECTORY, (LPARAM)"*");
    items(h, "lb_dir with folders", r);
    SendMessageA(h, LB_RESETCONTENT, 0, 0);
    r = (int)SendMessageA(h, LB_DIR, DDL_DIRECTORY | DDL_EXCLUSIVE, (LPARAM)"*");
    items(h, "lb_dir folders only", r);
    SendMessageA(h, LB_RESETCONTENT, 0, 0);
    r = (int)SendMessageA(h, LB_DIR, DDL_DRIVES | DDL_EXCLUSIVE, (LPARAM)"*");
    items(h, "lb_dir drives", r);
    SendMessageA(h, LB_RESETCONTENT, 0, 0);
    r = (int)SendMessageA(h, LB_DIR, 0, (LPARAM)"*.none");
    items(h, "lb_dir nothing", r);
    r = (int)SendMessageA(h, LB_DIR, 0, (LPARAM)"nosuch\\*");
    printf("lb_dir missing folder: %d\n", r);
    SendMessageA(h, LB_RESETCONTENT, 0, 0);
    SendMessageA(h, LB_DIR, DDL_DIRECTORY, (LPARAM)"*.txt");
    r = (int)SendMessageA(h, LB_ADDFILE, 0, (LPARAM)"c.txt");
    printf("addfile: %d\n", r);
    items(h, "after addfile", (int)SendMessageA(h, LB_GETCOUNT, 0, 0) - 1);
    DestroyWindow(h);

    parent = CreateWindowExA(0, "STATIC", "", WS_POPUP, 0, 0, 200, 200, NULL, NULL, NULL, NULL);
    h = CreateWindowExA(0, "LISTBOX", "", WS_CHILD, 0, 0, 100, 100, parent, (HMENU)100, NULL, NULL);
    st = CreateWindowExA(0, "STATIC", "before", WS_CHILD, 0, 100, 100, 20, parent, (HMENU)101, NULL, NULL);
    strcpy(spec, "*.c");
    r = DlgDirListA(parent, spec, 100, 101, 0);
    GetWindowTextA(st, label, MAX_PATH);
    printf("dlgdirlist *.c: %d spec=%s label ends=%s\n", r, spec, strrchr(label, '\\') ? strrchr(label, '\\') : label);
    items(h, "dlgdirlist items", (int)SendMessageA(h, LB_GETCOUNT, 0, 0) - 1);
    strcpy(spec, "sub\\*.txt");
    r = DlgDirListA(parent, spec, 100, 101, DDL_DIRECTORY);
    GetWindowTextA(st, label, MAX_PATH);
    printf("dlgdirlist sub\\*.txt: %d spec=%s label ends=%s\n", r, spec, strrchr(label, '\\'));
    items(h, "in sub", (int)SendMessageA(h, LB_GETCOUNT, 0, 0) - 1);
    strcpy(spec, "..");
    r = DlgDirListA(parent, spec, 100, 0, DDL_DIRECTORY);
    printf("dlgdirlist ..: %d spec=%s\n", r, spec);
    items(h, "back up", (int)SendMessageA(h, LB_GETCOUNT, 0, 0) - 1);
    SetLastError(0xdeadbeef);
    strcpy(spec, "nosuchdir");
    r = DlgDirListA(parent, spec, 100, 0, 0);
    err = GetLastError();
    printf("dlgdirlist no wildcard: %d err=%lu spec=%s\n", r, err, spec);
    n = (int)SendMessageA(h, LB_GETCOUNT, 0, 0);
    for (i = 0; i < n; i++) {
        char item[MAX_PATH];
        SendMessageA(h, LB_GETTEXT, i, (LPARAM)item);
        SendMessageA(h, LB_SETCURSEL, i, 0);
        memset(spec, 0, sizeof(spec));
        SetLastError(0xdeadbeef);
        r = DlgDirSelectExA(parent, spec, MAX_PATH, 100);
        err = GetLastError();
        if (item[0] == '[' && item[1] == '-' && item[2] != 'c')
            continue;
        printf("dlgdirselectex %s: %d %s err=%#lx\n", item, r, spec, err);
    }
    SendMessageA(h, LB_SETCURSEL, -1, 0);
    printf("dlgdirselectex no selection: %d\n", DlgDirSelectExA(parent, spec, MAX_PATH, 100));
    SendMessageA(h, LB_SETCURSEL, 0, 0);
    memset(spec, 'x', sizeof(spec));
    r = DlgDirSelectExA(parent, spec, 3, 100);
    printf("dlgdirselectex cut to 3: %d %s\n", r, spec);
    DestroyWindow(parent);

    DeleteFileA("sub\\in.txt");
    RemoveDirectoryA("sub");
    DeleteFileA("b.txt");
    DeleteFileA("a.c");
    DeleteFileA("Make");
    SetCurrentDirectoryA(tmp);
    RemoveDirectoryA("u32s26");
    SetCurrentDirectoryA(old);
}


static int renders, render_alls, destroys, render_now;

static HGLOBAL text_block(const char *text)
{
    HGLOBAL g = GlobalAlloc(GMEM_MOVEABLE, strlen(text) + 1);
    strcpy(GlobalLock(g), text);
    GlobalUnlock(g);
    return g;
}

static LRESULT CALLBACK owner_proc(HWND hwnd, UINT msg, WPARAM wp, LPARAM lp)
{
    switch (msg) {
    case WM_RENDERFORMAT:
        renders++;
        if (render_now)
            SetClipboardData((UINT)wp, text_block("rendered"));
        return 0;
    case WM_RENDERALLFORMATS:
        render_alls++;
        if (OpenClipboard(hwnd)) {
            SetClipboardData(CF_TEXT, text_block("at the end"));
            CloseClipboard();
        }
        return 0;
    case WM_DESTROYCLIPBOARD:
        destroys++;
        return 0;
    }
    return DefWindowProcA(hwnd, msg, wp, lp);
}

static DWORD WINAPI other_thread(void *arg)
{
    DWORD e1, e2;
    BOOL r1;
    HANDLE r2;
    SetLastError(0xdeadbeef);
    r1 = EmptyClipboard();
    e1 = GetLastError();
    SetLastError(0xdeadbeef);
    r2 = GetClipboardData(CF_TEXT);
    e2 = GetLastError();
    printf("other thread: empty=%d err=%lu getdata=%d err=%lu open other window=%d\n", r1, e1,
           r2 != NULL, e2, OpenClipboard((HWND)arg));
    return 0;
}

static void formats(const char *what)
{
    UINT f = 0;
    printf("%s: count=%d [", what, CountClipboardFormats());
    OpenClipboard(NULL);
    while ((f = EnumClipboardFormats(f)))
        printf(" %u", f);
    CloseClipboard();
    printf(" ]\n");
}

static void clipboard(void)
{
    WNDCLASSA wc;
    HWND owner, other;
    HANDLE h, t;
    DWORD err;
    char *p;
    memset(&wc, 0, sizeof(wc));
    wc.lpfnWndProc = owner_proc;
    wc.lpszClassName = "u32s26owner";
    RegisterClassA(&wc);
    owner = CreateWindowExA(0, "u32s26owner", "", WS_POPUP, 0, 0, 10, 10, NULL, NULL, NULL, NULL);
    other = CreateWindowExA(0, "STATIC", "", WS_POPUP, 0, 0, 10, 10, NULL, NULL, NULL, NULL);

    OpenClipboard(owner);
    EmptyClipboard();
    h = SetClipboardData(CF_TEXT, NULL);
    printf("delayed set: %d count while open=%d available=%d renders=%d\n", h != NULL,
           CountClipboardFormats(), IsClipboardFormatAvailable(CF_TEXT), renders);
    SetLastError(0xdeadbeef);
    h = SetClipboardData(0, text_block("x"));
    err = GetLastError();
    printf("format 0: %d err=%lu\n", h != NULL, err);
    t = CreateThread(NULL, 0, other_thread, other, 0, NULL);
    WaitForSingleObject(t, INFINITE);
    CloseHandle(t);
    CloseClipboard();
    formats("after close");
    printf("locale offered=%d renders=%d\n", IsClipboardFormatAvailable(CF_LOCALE), renders);

    OpenClipboard(NULL);
    h = GetClipboardData(CF_TEXT);
    printf("get unrendered: %d renders=%d\n", h != NULL, renders);
    h = GetClipboardData(CF_TEXT);
    printf("get again: %d renders=%d\n", h != NULL, renders);
    render_now = 1;
    h = GetClipboardData(CF_UNICODETEXT);
    printf("get unicode, owner renders: ok=%d text=%ls renders=%d\n", h != NULL,
           h ? (wchar_t *)GlobalLock(h) : L"", renders);
    h = GetClipboardData(CF_TEXT);
    p = h ? GlobalLock(h) : "";
    printf("get text now: %s renders=%d\n", p, renders);
    CloseClipboard();
    render_now = 0;

    OpenClipboard(NULL);
    EmptyClipboard();
    printf("emptied by another: destroyclipboard=%d owner=%d\n", destroys, GetClipboardOwner() == NULL);
    CloseClipboard();

    OpenClipboard(owner);
    EmptyClipboard();
    SetClipboardData(CF_TEXT, NULL);
    SetClipboardData(CF_WAVE, NULL);
    CloseClipboard();
    formats("two offered");
    DestroyWindow(owner);
    printf("owner destroyed: renderall=%d owner=%d wave=%d text=%d locale=%d\n", render_alls,
           GetClipboardOwner() == NULL, IsClipboardFormatAvailable(CF_WAVE),
           IsClipboardFormatAvailable(CF_TEXT), IsClipboardFormatAvailable(CF_LOCALE));
    OpenClipboard(NULL);
    h = GetClipboardData(CF_TEXT);
    printf("text left: %s\n", h ? (char *)GlobalLock(h) : "(none)");
    EmptyClipboard();
    CloseClipboard();
    printf("register #1234: %u, #0: %u\n", RegisterClipboardFormatA("#1234"),
           RegisterClipboardFormatA("#0"));
    DestroyWindow(other);
}

static void resources(void)
{
    WCHAR *p = NULL;
    HWND parent, st;
    HBITMAP bmp;
    BITMAP bm;
    int n;
    n = LoadStringW(GetModuleHandleA(NULL), 2, (WCHAR *)&p, 0);
    printf("loadstringw pointer: %d set=%d\n", n, p != NULL);
    printf("loadstringw NULL buffer: %d and %d\n", LoadStringW(GetModuleHandleA(NULL), 2, NULL, 0),
           LoadStringW(GetModuleHandleA(NULL), 2, NULL, 128));
    parent = CreateWindowExA(0, "STATIC", "", WS_POPUP, 0, 0, 200, 200, NULL, NULL, NULL, NULL);
    st = CreateWindowExW(0, L"STATIC", L"\xffff\x65", WS_CHILD | SS_BITMAP, 0, 0, 50, 50, parent, NULL,
                         GetModuleHandleA(NULL), NULL);
    bmp = (HBITMAP)SendMessageW(st, STM_GETIMAGE, IMAGE_BITMAP, 0);
    memset(&bm, 0, sizeof(bm));
    GetObjectA(bmp, sizeof(bm), &bm);
    printf("static bitmap by ordinal (W): %d %ldx%ld\n", bmp != NULL, bm.bmWidth, bm.bmHeight);
    DestroyWindow(st);
    st = CreateWindowExA(0, "STATIC", "\xff\x65", WS_CHILD | SS_BITMAP, 0, 0, 50, 50, parent, NULL,
                         GetModuleHandleA(NULL), NULL);
    printf("static bitmap by ordinal (A): %d\n", SendMessageA(st, STM_GETIMAGE, IMAGE_BITMAP, 0) != 0);
    DestroyWindow(st);
    st = CreateWindowExA(0, "STATIC", "SMALLBMP", WS_CHILD | SS_BITMAP, 0, 0, 50, 50, parent, NULL,
                         GetModuleHandleA(NULL), NULL);
    printf("static bitmap by name: %d\n", SendMessageA(st, STM_GETIMAGE, IMAGE_BITMAP, 0) != 0);
    DestroyWindow(st);
    st = CreateWindowExA(0, "STATIC", "NOSUCH", WS_CHILD | SS_BITMAP, 0, 0, 50, 50, parent, NULL,
                         GetModuleHandleA(NULL), NULL);
    printf("static bitmap by a missing name: made=%d image=%d\n", st != NULL,
           SendMessageA(st, STM_GETIMAGE, IMAGE_BITMAP, 0) != 0);
    DestroyWindow(st);
    DestroyWindow(parent);
}

int main(void)
{
    multiple();
    extended();
    styles();
    geometry();
    extents();
    combos();
    directory();
    clipboard();
    resources();
    printf("done\n");
    return 0;
}
