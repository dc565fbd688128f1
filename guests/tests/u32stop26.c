/* USER32 conformance, stop 26 (issue 23 item 6): one line per check of what this round
 * added for Wine's user32 tests (listbox.c): multiple- and extended-selection list boxes,
 * LB_DIR / LB_ADDFILE and DlgDirList / DlgDirSelectEx, LB_ITEMFROMPOINT, LB_GETITEMRECT of
 * an item out of view, LB_INITSTORAGE, LB_SETCOUNT's error, GetListBoxInfo and
 * LB_SETITEMHEIGHT's limit. The expected lines in test/win32/user/test_u32stop26.py are
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

int main(void)
{
    multiple();
    extended();
    styles();
    geometry();
    directory();
    printf("done\n");
    return 0;
}
