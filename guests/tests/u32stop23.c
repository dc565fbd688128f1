/* USER32 conformance, stop 23 (issue 23 item 6): one line per check of what this round
 * fixed for Wine's user32 tests: EM_GETHANDLE / EM_SETHANDLE, EM_GETLINE across A/W,
 * GetNextDlgTabItem / GetNextDlgGroupItem, the A/W conversion of string messages,
 * LoadImage from files, GetCursor / GetCursorInfo, GetIconInfoEx, CreateCursor.
 * The expected lines in test/win32/user/test_u32stop23.py are what this exe prints under
 * Wine 8 (xvfb-run -a wine u32stop23.exe), except where the test says why not. */
#include <windows.h>
#include <stdio.h>
#include <string.h>

static HWND edit(DWORD style, BOOL wide)
{
    if (wide)
        return CreateWindowExW(0, L"EDIT", L"", style, 0, 0, 200, 100, NULL, NULL, NULL, NULL);
    return CreateWindowExA(0, "EDIT", "", style, 0, 0, 200, 100, NULL, NULL, NULL, NULL);
}

static void gethandle(void)
{
    HWND e = edit(WS_BORDER, FALSE);
    HLOCAL h, h2, mine;
    char *p, buf[64];
    LRESULT r;
    printf("gethandle single-line: %p\n", (void *)SendMessageA(e, EM_GETHANDLE, 0, 0));
    DestroyWindow(e);
    e = edit(WS_BORDER | ES_MULTILINE, FALSE);
    SendMessageA(e, WM_SETTEXT, 0, (LPARAM)"abc+def");
    h = (HLOCAL)SendMessageA(e, EM_GETHANDLE, 0, 0);
    p = LocalLock(h);
    printf("gethandle multiline: nonzero=%d text=%s\n", h != NULL, p ? p : "(null)");
    p[0] = 'X';
    LocalUnlock(h);
    SendMessageA(e, WM_GETTEXT, sizeof(buf), (LPARAM)buf);
    printf("program's change seen: %s len=%d\n", buf, (int)SendMessageA(e, WM_GETTEXTLENGTH, 0, 0));
    SendMessageA(e, WM_SETTEXT, 0, (LPARAM)"12");
    p = LocalLock(h);
    printf("settext in the block: %s\n", p);
    LocalUnlock(h);
    r = SendMessageA(e, EM_REPLACESEL, 0, (LPARAM)"ab");
    p = LocalLock(h);
    printf("replacesel: r=%d block=%s\n", (int)r, p);
    LocalUnlock(h);
    h2 = (HLOCAL)SendMessageA(e, EM_GETHANDLE, 0, 0);
    printf("second gethandle same: %d\n", h2 == h);
    mine = LocalAlloc(LMEM_MOVEABLE, 32);
    p = LocalLock(mine);
    strcpy(p, "from the program");
    LocalUnlock(mine);
    LocalFree(h);
    SendMessageA(e, EM_SETHANDLE, (WPARAM)mine, 0);
    SendMessageA(e, WM_GETTEXT, sizeof(buf), (LPARAM)buf);
    printf("sethandle: %s len=%d modified=%d\n", buf, (int)SendMessageA(e, WM_GETTEXTLENGTH, 0, 0),
           (int)SendMessageA(e, EM_GETMODIFY, 0, 0));
    printf("gethandle after sethandle: %d\n", (HLOCAL)SendMessageA(e, EM_GETHANDLE, 0, 0) == mine);
    DestroyWindow(e);
}

static void getline_aw(void)
{
    HWND a = edit(ES_AUTOHSCROLL, FALSE), w = edit(ES_AUTOHSCROLL, TRUE);
    char buf[16];
    WCHAR wbuf[16];
    int r;
    SendMessageA(a, WM_SETTEXT, 0, (LPARAM)"text");
    SendMessageA(w, WM_SETTEXT, 0, (LPARAM)"wide");
    memset(buf, 0, sizeof(buf));
    *(WORD *)buf = sizeof(buf);
    r = SendMessageA(w, EM_GETLINE, 0, (LPARAM)buf);
    printf("getline A from wide: %d %s\n", r, buf);
    memset(wbuf, 0, sizeof(wbuf));
    *(WORD *)wbuf = 16;
    r = SendMessageW(a, EM_GETLINE, 1, (LPARAM)wbuf);
    printf("getline W from ansi, line 1: %d %ls\n", r, wbuf);
    memset(buf, 0, sizeof(buf));
    *(WORD *)buf = 2;
    r = SendMessageA(w, EM_GETLINE, 0, (LPARAM)buf);
    printf("getline A cut to 2: %d %s\n", r, buf);
    DestroyWindow(a);
    DestroyWindow(w);
}

static HWND ctl(HWND parent, int id, DWORD style, DWORD ex)
{
    return CreateWindowExA(ex, "static", "", WS_CHILD | style, 0, 0, 10, 10, parent,
                           (HMENU)(INT_PTR)id, NULL, NULL);
}

static int idof(HWND h) { return h ? GetDlgCtrlID(h) : 0; }

static void navigation(void)
{
    /* A hidden top-level window: its controls still count (their own styles decide). */
    HWND dlg = CreateWindowExA(0, "static", "nav", WS_OVERLAPPED, 0, 0, 100, 100, NULL, NULL,
                               NULL, NULL);
    HWND a, b, c, inner, d, e, f, g, hid;
    a = ctl(dlg, 1, WS_VISIBLE | WS_GROUP | WS_TABSTOP, 0);
    b = ctl(dlg, 2, WS_VISIBLE, 0);
    c = ctl(dlg, 3, WS_VISIBLE | WS_DISABLED | WS_TABSTOP, 0);
    inner = ctl(dlg, 4, WS_VISIBLE, WS_EX_CONTROLPARENT);
    d = ctl(inner, 5, WS_VISIBLE | WS_TABSTOP, 0);
    e = ctl(inner, 6, WS_VISIBLE | WS_GROUP, 0);
    f = ctl(dlg, 7, WS_VISIBLE | WS_TABSTOP, 0);
    hid = ctl(dlg, 8, WS_TABSTOP, 0);
    g = ctl(dlg, 9, WS_VISIBLE | WS_GROUP | WS_TABSTOP, 0);
    printf("tab next of none: %d\n", idof(GetNextDlgTabItem(dlg, NULL, FALSE)));
    printf("tab prev of none: %d\n", idof(GetNextDlgTabItem(dlg, NULL, TRUE)));
    printf("tab prev of the dialog: %d\n", idof(GetNextDlgTabItem(dlg, dlg, TRUE)));
    printf("tab next of 1: %d\n", idof(GetNextDlgTabItem(dlg, a, FALSE)));
    printf("tab next of 5: %d\n", idof(GetNextDlgTabItem(dlg, d, FALSE)));
    printf("tab next of 7: %d\n", idof(GetNextDlgTabItem(dlg, f, FALSE)));
    printf("tab prev of 1: %d\n", idof(GetNextDlgTabItem(dlg, a, TRUE)));
    printf("group next of none: %d\n", idof(GetNextDlgGroupItem(dlg, NULL, FALSE)));
    printf("group prev of none: %d\n", idof(GetNextDlgGroupItem(dlg, NULL, TRUE)));
    printf("group next of 2: %d\n", idof(GetNextDlgGroupItem(dlg, b, FALSE)));
    printf("group next of 5: %d\n", idof(GetNextDlgGroupItem(dlg, d, FALSE)));
    printf("group prev of 1: %d\n", idof(GetNextDlgGroupItem(dlg, a, TRUE)));
    printf("group next of 6: %d\n", idof(GetNextDlgGroupItem(dlg, e, FALSE)));
    printf("group next of 9: %d\n", idof(GetNextDlgGroupItem(dlg, g, FALSE)));
    (void)c; (void)hid;
    DestroyWindow(dlg);
}

static WCHAR seen[64];

static LRESULT CALLBACK wproc(HWND h, UINT m, WPARAM wp, LPARAM lp)
{
    if ((m == WM_WININICHANGE || m == WM_DEVMODECHANGE) && lp)
        lstrcpynW(seen, (WCHAR *)lp, 64);
    return DefWindowProcW(h, m, wp, lp);
}

static void strings_aw(void)
{
    WNDCLASSW wc = {0};
    HWND w;
    wc.lpfnWndProc = wproc;
    wc.lpszClassName = L"u32stop23w";
    RegisterClassW(&wc);
    w = CreateWindowExW(0, L"u32stop23w", L"", WS_OVERLAPPED, 0, 0, 10, 10, NULL, NULL, NULL,
                        NULL);
    seen[0] = 0;
    SendMessageA(w, WM_WININICHANGE, 0, (LPARAM)"intl");
    printf("wininichange A->W: %ls\n", seen);
    seen[0] = 0;
    SendMessageA(w, WM_DEVMODECHANGE, 0, (LPARAM)"printer");
    printf("devmodechange A->W: %ls\n", seen);
    DestroyWindow(w);
}

static void write_file(const char *name, const void *data, DWORD n)
{
    DWORD done;
    HANDLE f = CreateFileA(name, GENERIC_WRITE, 0, NULL, CREATE_ALWAYS, 0, NULL);
    WriteFile(f, data, n, &done, NULL);
    CloseHandle(f);
}

static void image_files(void)
{
    unsigned char bmp[14 + 40 + 16];
    unsigned char ico[6 + 16 + 40 + 16 * 16 * 4 + 16 * 4];
    BITMAPFILEHEADER *fh = (BITMAPFILEHEADER *)bmp;
    BITMAPINFOHEADER *ih = (BITMAPINFOHEADER *)(bmp + 14);
    BITMAP bm;
    ICONINFO ii;
    HANDLE h;
    memset(bmp, 0, sizeof(bmp));
    fh->bfType = 0x4d42;
    fh->bfSize = sizeof(bmp);
    fh->bfOffBits = 14 + 40;
    ih->biSize = 40;
    ih->biWidth = 2;
    ih->biHeight = 2;
    ih->biPlanes = 1;
    ih->biBitCount = 24;
    bmp[54] = 0xff;                      /* bottom-left pixel blue */
    write_file("u32s23.bmp", bmp, sizeof(bmp));
    SetLastError(0xdeadbeef);
    h = LoadImageA(NULL, "u32s23.bmp", IMAGE_BITMAP, 0, 0, LR_LOADFROMFILE);
    GetObjectA(h, sizeof(bm), &bm);
    printf("bmp file: ok=%d %ldx%ld err=%lx\n", h != NULL, bm.bmWidth, bm.bmHeight,
           GetLastError());
    DeleteObject(h);
    h = LoadImageA(NULL, "u32s23.bmp", IMAGE_BITMAP, 4, 6, LR_LOADFROMFILE);
    GetObjectA(h, sizeof(bm), &bm);
    printf("bmp file stretched: ok=%d %ldx%ld\n", h != NULL, bm.bmWidth, bm.bmHeight);
    DeleteObject(h);
    SetLastError(0xdeadbeef);
    h = LoadImageA(NULL, "u32s23.bmp", IMAGE_ICON, 0, 0, LR_LOADFROMFILE);
    printf("bmp as icon: %p err=%lu\n", h, GetLastError());
    SetLastError(0xdeadbeef);
    h = LoadImageA(NULL, "u32s23-none.bmp", IMAGE_BITMAP, 0, 0, LR_LOADFROMFILE);
    printf("missing file: %p err=%lu\n", h, GetLastError());

    memset(ico, 0, sizeof(ico));
    ((WORD *)ico)[1] = 1;                /* icons */
    ((WORD *)ico)[2] = 1;
    ico[6] = 16;
    ico[7] = 16;
    *(WORD *)(ico + 10) = 3;             /* planes: a cursor's hot spot x */
    *(WORD *)(ico + 12) = 5;             /* bit count: hot spot y */
    *(DWORD *)(ico + 14) = sizeof(ico) - 22;
    *(DWORD *)(ico + 18) = 22;
    ih = (BITMAPINFOHEADER *)(ico + 22);
    ih->biSize = 40;
    ih->biWidth = 16;
    ih->biHeight = 32;
    ih->biPlanes = 1;
    ih->biBitCount = 32;
    write_file("u32s23.ico", ico, sizeof(ico));
    SetLastError(0xdeadbeef);
    h = LoadImageA(NULL, "u32s23.ico", IMAGE_CURSOR, 0, 0, LR_LOADFROMFILE);
    printf("ico as cursor: ok=%d err=%lu\n", h != NULL, GetLastError());
    if (GetIconInfo(h, &ii))
        printf("cursor info: fIcon=%d hot=%lu,%lu\n", ii.fIcon, ii.xHotspot, ii.yHotspot);
    DestroyCursor(h);
    h = LoadImageA(NULL, "u32s23.ico", IMAGE_ICON, 0, 0, LR_LOADFROMFILE);
    if (GetIconInfo(h, &ii))
        printf("icon info: fIcon=%d\n", ii.fIcon);
    DestroyIcon(h);
    DeleteFileA("u32s23.bmp");
    DeleteFileA("u32s23.ico");
}

static void cursors(void)
{
    CURSORINFO ci;
    ICONINFOEXA ix;
    HCURSOR wait = LoadCursorA(NULL, (LPCSTR)IDC_WAIT), arrow = LoadCursorA(NULL, (LPCSTR)IDC_ARROW);
    HCURSOR cur;
    BYTE and_bits[32 * 4], xor_bits[32 * 4];
    ICONINFO ii;
    HICON hand;
    BOOL r;
    printf("initial cursor is IDC_WAIT: %d\n", GetCursor() == wait);
    SetCursor(arrow);
    printf("getcursor after setcursor: %d\n", GetCursor() == arrow);
    memset(&ci, 0, sizeof(ci));
    ci.cbSize = sizeof(ci);
    r = GetCursorInfo(&ci);
    printf("cursorinfo: %d showing=%d\n", r, (int)(ci.flags & CURSOR_SHOWING));
    memset(and_bits, 0xff, sizeof(and_bits));
    memset(xor_bits, 0, sizeof(xor_bits));
    cur = CreateCursor(GetModuleHandleA(NULL), 7, 9, 32, 32, and_bits, xor_bits);
    printf("createcursor: ok=%d", cur != NULL);
    if (GetIconInfo(cur, &ii))
        printf(" fIcon=%d hot=%lu,%lu", ii.fIcon, ii.xHotspot, ii.yHotspot);
    printf("\n");
    DestroyCursor(cur);
    hand = LoadIconA(NULL, (LPCSTR)IDI_HAND);
    memset(&ix, 0xcc, sizeof(ix));
    ix.cbSize = sizeof(ix) - 1;
    SetLastError(0xdeadbeef);
    r = GetIconInfoExA(hand, &ix);
    printf("iconinfoex bad size: %d err=%lu\n", r, GetLastError());
    ix.cbSize = sizeof(ix);
    SetLastError(0xdeadbeef);
    r = GetIconInfoExA((HICON)0xdeadbabe, &ix);
    printf("iconinfoex bad handle: %d err=%lu\n", r, GetLastError());
    r = GetIconInfoExA(hand, &ix);
    printf("iconinfoex IDI_HAND: %d id=%u user32=%d name=[%s]\n", r, ix.wResID,
           GetModuleHandleA(ix.szModName) == GetModuleHandleA("user32.dll"), ix.szResName);
    cur = CreateCursor(NULL, 1, 1, 32, 32, and_bits, xor_bits);
    r = GetIconInfoExA(cur, &ix);
    printf("iconinfoex made: %d id=%u mod=[%s] name=[%s]\n", r, ix.wResID, ix.szModName,
           ix.szResName);
    DestroyCursor(cur);
}

static int in_create = -1;

static LRESULT CALLBACK nodef_proc(HWND h, UINT m, WPARAM wp, LPARAM lp)
{
    SCROLLINFO si;
    if (m == WM_NCCREATE)
        return TRUE;                    /* DefWindowProc never sees it */
    if (m == WM_CREATE)
    {
        si.cbSize = sizeof(si);
        si.fMask = SIF_ALL;
        in_create = GetScrollInfo(h, SB_VERT, &si);
    }
    return DefWindowProcA(h, m, wp, lp);
}

static void scroll_structure(void)
{
    WNDCLASSA wc = {0};
    SCROLLINFO si;
    HWND w;
    BOOL r;
    wc.lpfnWndProc = nodef_proc;
    wc.lpszClassName = "u32stop23s";
    RegisterClassA(&wc);
    w = CreateWindowExA(0, "u32stop23s", "", WS_OVERLAPPEDWINDOW | WS_VSCROLL | WS_HSCROLL,
                        0, 0, 100, 100, NULL, NULL, NULL, NULL);
    printf("no NCCREATE to DefWindowProc: getscrollinfo in WM_CREATE=%d\n", in_create);
    SetScrollRange(w, SB_HORZ, 0, 50, FALSE);
    si.cbSize = sizeof(si);
    si.fMask = SIF_ALL;
    r = GetScrollInfo(w, SB_VERT, &si);
    printf("after setscrollrange: getscrollinfo=%d max=%d\n", r, si.nMax);
    DestroyWindow(w);
}

static void menus(void)
{
    HMENU m = CreateMenu();
    MENUITEMINFOA mii;
    char buf[16];
    int i, n;
    BOOL r;
    memset(&mii, 0, sizeof(mii));
    mii.cbSize = sizeof(mii);
    mii.fMask = MIIM_FTYPE | MIIM_ID;
    mii.fType = MFT_OWNERDRAW;
    mii.wID = 7;
    r = InsertMenuItemA(m, 0, TRUE, &mii);
    printf("owner-drawn item in CreateMenu's menu: %d count=%d\n", r, GetMenuItemCount(m));
    DestroyMenu(m);
    m = CreateMenu();
    AppendMenuA(m, MF_STRING, 1, "File");
    AppendMenuA(m, MF_BITMAP | MF_HELP, SC_CLOSE, (LPCSTR)MAKEINTRESOURCEA(5));
    AppendMenuA(m, MF_STRING, 2, "Help");
    InsertMenuA(m, -1, MF_BYPOSITION | MF_STRING, 3, "More");
    memset(&mii, 0, sizeof(mii));
    mii.cbSize = sizeof(mii);
    mii.fMask = MIIM_STRING | MIIM_ID;
    mii.dwTypeData = "Last";
    mii.wID = 4;
    InsertMenuItemA(m, 99, TRUE, &mii);
    n = GetMenuItemCount(m);
    printf("appended before the magic bitmap:");
    for (i = 0; i < n; i++)
    {
        memset(&mii, 0, sizeof(mii));
        mii.cbSize = sizeof(mii);
        mii.fMask = MIIM_ID | MIIM_STRING;
        mii.dwTypeData = buf;
        mii.cch = sizeof(buf);
        buf[0] = 0;
        GetMenuItemInfoA(m, i, TRUE, &mii);
        printf(" %x", mii.wID);
    }
    printf("\n");
    DestroyMenu(m);
}

static void mono_icon(void)
{
    BYTE bits[2 * 16 * 2];
    ICONINFO ii, out;
    BITMAP bm;
    HICON h;
    memset(bits, 0xff, 16 * 2);          /* AND: all transparent */
    memset(bits + 32, 0, 16 * 2);        /* XOR */
    ii.fIcon = TRUE;
    ii.xHotspot = ii.yHotspot = 0;
    ii.hbmMask = CreateBitmap(16, 32, 1, 1, bits);
    ii.hbmColor = NULL;
    h = CreateIconIndirect(&ii);
    printf("monochrome icon: ok=%d", h != NULL);
    if (GetIconInfo(h, &out))
    {
        GetObjectA(out.hbmMask, sizeof(bm), &bm);
        printf(" color=%d mask=%ldx%ld bpp=%d", out.hbmColor != NULL, bm.bmWidth, bm.bmHeight,
               bm.bmBitsPixel);
    }
    printf("\n");
    DestroyIcon(h);
}

static void list_anchor(DWORD style, const char *name)
{
    HWND lb = CreateWindowExA(0, "LISTBOX", "", WS_VISIBLE | WS_POPUP | style, 0, 0, 100, 100,
                              NULL, NULL, NULL, NULL);
    RECT r;
    int i;
    for (i = 0; i < 4; i++)
        SendMessageA(lb, LB_ADDSTRING, 0, (LPARAM)"item");
    printf("%s anchor at first: %d\n", name, (int)SendMessageA(lb, LB_GETANCHORINDEX, 0, 0));
    SendMessageA(lb, LB_GETITEMRECT, 1, (LPARAM)&r);
    SendMessageA(lb, WM_LBUTTONDOWN, 0, MAKELPARAM(r.left + 1, r.top + 1));
    SendMessageA(lb, WM_LBUTTONUP, 0, MAKELPARAM(r.left + 1, r.top + 1));
    printf("%s click: sel=%d anchor=%d caret=%d\n", name,
           (int)SendMessageA(lb, LB_GETCURSEL, 0, 0), (int)SendMessageA(lb, LB_GETANCHORINDEX, 0, 0),
           (int)SendMessageA(lb, LB_GETCARETINDEX, 0, 0));
    SendMessageA(lb, WM_KEYDOWN, VK_DOWN, 1);
    printf("%s down: sel=%d anchor=%d\n", name, (int)SendMessageA(lb, LB_GETCURSEL, 0, 0),
           (int)SendMessageA(lb, LB_GETANCHORINDEX, 0, 0));
    i = (int)SendMessageA(lb, LB_SETANCHORINDEX, 3, 0);
    printf("%s setanchor 3: %d now=%d", name, i, (int)SendMessageA(lb, LB_GETANCHORINDEX, 0, 0));
    printf(" past end: %d\n", (int)SendMessageA(lb, LB_SETANCHORINDEX, 9, 0));
    DestroyWindow(lb);
}

static void list_nodata(void)
{
    HWND lb = CreateWindowExA(0, "LISTBOX", "", LBS_NODATA | LBS_OWNERDRAWFIXED | WS_POPUP,
                              0, 0, 100, 100, NULL, NULL, NULL, NULL);
    DWORD data = 0xeeeeeeee;
    int a, b, r;
    a = (int)SendMessageA(lb, LB_INSERTSTRING, -1, 0);
    b = (int)SendMessageA(lb, LB_ADDSTRING, 0, 42);
    printf("nodata insert: %d %d count=%d\n", a, b, (int)SendMessageA(lb, LB_GETCOUNT, 0, 0));
    r = (int)SendMessageA(lb, LB_SETITEMDATA, 1, 42);
    printf("nodata setitemdata: %d getitemdata=%d\n", r, (int)SendMessageA(lb, LB_GETITEMDATA, 1, 0));
    r = (int)SendMessageA(lb, LB_GETTEXT, 0, (LPARAM)&data);
    printf("nodata gettext: %d data=%lx len=%d\n", r, data, (int)SendMessageA(lb, LB_GETTEXTLEN, 0, 0));
    printf("nodata bad index: %d\n", (int)SendMessageA(lb, LB_GETITEMDATA, 2, 0));
    SetLastError(0xdeadbeef);
    r = (int)SendMessageA(lb, LB_FINDSTRING, -1, 0);
    printf("nodata findstring: %d err=%lu\n", r, GetLastError());
    r = (int)SendMessageA(lb, LB_SETCOUNT, 5, 0);
    printf("nodata setcount: %d count=%d\n", r, (int)SendMessageA(lb, LB_GETCOUNT, 0, 0));
    DestroyWindow(lb);
    lb = CreateWindowExA(0, "LISTBOX", "", LBS_NODATA | LBS_HASSTRINGS | LBS_OWNERDRAWFIXED |
                         WS_POPUP, 0, 0, 100, 100, NULL, NULL, NULL, NULL);
    printf("nodata with strings: made=%d setcount=%d\n", lb != NULL,
           (int)SendMessageA(lb, LB_SETCOUNT, 5, 0));
    DestroyWindow(lb);
}

int main(void)
{
    setvbuf(stdout, NULL, _IONBF, 0);
    gethandle();
    getline_aw();
    navigation();
    strings_aw();
    image_files();
    cursors();
    scroll_structure();
    menus();
    mono_icon();
    list_anchor(0, "list");
    list_anchor(LBS_NOSEL, "nosel list");
    list_nodata();
    printf("done\n");
    return 0;
}
