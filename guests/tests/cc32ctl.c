/* cc32ctl: the comctl32 classes of conformance stop 23, one line per check: the IP address
 * control, the hot key control, the animation control (an AVI clip this program writes),
 * the pager, the native font control, the date picker's comctl32 6 messages,
 * InternalGetWindowText, and the classes GetClassInfo finds before any window of theirs
 * exists. test/win32/controls/test_comctl32_classes23.py compares the
 * lines with what the same program prints under Wine 8. */
#include <windows.h>
#include <commctrl.h>
#include <stdio.h>
#include <string.h>

static HWND parent;
static int pager_calc_width = 300, calcsizes;

static void line(const char *fmt, ...)
{
    char buf[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof(buf), fmt, ap);
    va_end(ap);
    printf("%s\n", buf);
    fflush(stdout);
}

static LRESULT CALLBACK parent_proc(HWND h, UINT m, WPARAM w, LPARAM l)
{
    if (m == WM_NOTIFY)
    {
        NMHDR *hdr = (NMHDR *)l;
        if (hdr->code == IPN_FIELDCHANGED)
        {
            NMIPADDRESS *nm = (NMIPADDRESS *)l;
            line("IPN_FIELDCHANGED field=%d value=%d", nm->iField, nm->iValue);
            if (nm->iValue == 77)
                nm->iValue = 7;
            return 0;
        }
        if (hdr->code == PGN_CALCSIZE)
        {
            NMPGCALCSIZE *nm = (NMPGCALCSIZE *)l;
            calcsizes++;
            if (nm->dwFlag != PGF_CALCWIDTH)
                line("PGN_CALCSIZE flag=%lu", nm->dwFlag);
            if (nm->dwFlag == PGF_CALCWIDTH)
                nm->iWidth = pager_calc_width;
            else
                nm->iHeight = pager_calc_width;
            return 0;
        }
        if (hdr->code == 12345)
        {
            line("forwarded WM_NOTIFY code=%d id=%d", (int)hdr->code, (int)hdr->idFrom);
            return 99;
        }
    }
    if (m == WM_COMMAND)
    {
        char cls[32] = "";
        GetClassNameA((HWND)l, cls, sizeof(cls));
        if (!strcmp(cls, "SysAnimate32") || HIWORD(w) == 4321)
            line("WM_COMMAND code=%d from %s", HIWORD(w), cls);
        return 0;
    }
    return DefWindowProcA(h, m, w, l);
}

static void classes(void)
{
    static const char *names[] = {"SysIPAddress32", "msctls_hotkey32", "SysAnimate32",
                                  "SysPager", "NativeFontCtl", "SysDateTimePick32",
                                  "SysMonthCal32", "SysLink", "msctls_progress32",
                                  "msctls_statusbar32", "SysTreeView32"};
    WNDCLASSA wc;
    int i;

    for (i = 0; i < (int)(sizeof(names) / sizeof(names[0])); i++)
    {
        BOOL found = GetClassInfoA(0, names[i], &wc);
        line("class %s found=%d style=%#x inst=%p", names[i], !!found,
             found ? wc.style : 0, found ? (void *)wc.hInstance : NULL);
    }
}

/* -- IP address ---------------------------------------------------------------------- */
static BOOL CALLBACK field_enum(HWND h, LPARAM l)
{
    HWND *fields = (HWND *)l;
    int i;
    for (i = 0; i < 4 && fields[i]; i++)
        ;
    if (i < 4)
        fields[i] = h;
    return TRUE;
}

static void ipaddress(void)
{
    HWND ip, fields[4] = {0};
    char text[32];
    DWORD addr = 0, from = 9, to = 9;
    int r, i;

    ip = CreateWindowExA(0, WC_IPADDRESSA, NULL, WS_CHILD | WS_VISIBLE | WS_BORDER,
                         10, 10, 160, 24, parent, (HMENU)20, NULL, NULL);
    line("ip created=%d border=%d", ip != NULL, !!(GetWindowLongA(ip, GWL_STYLE) & WS_BORDER));
    r = GetWindowTextA(ip, text, sizeof(text));
    line("ip text=%d \"%s\"", r, text);
    EnumChildWindows(ip, field_enum, (LPARAM)fields);
    for (i = 0; i < 4; i++)
    {
        GetClassNameA(fields[i], text, sizeof(text));
        line("ip field %d class=%s limit=%d", i, text,
             (int)SendMessageA(fields[i], EM_GETLIMITTEXT, 0, 0));
    }
    line("ip isblank=%d", (int)SendMessageA(ip, IPM_ISBLANK, 0, 0));
    r = SendMessageA(ip, IPM_GETADDRESS, 0, (LPARAM)&addr);
    line("ip getaddress blank=%d addr=%08lx", r, addr);
    r = SendMessageA(ip, IPM_SETADDRESS, 0, MAKEIPADDRESS(192, 168, 1, 20));
    GetWindowTextA(ip, text, sizeof(text));
    line("ip setaddress=%d text=\"%s\"", r, text);
    r = SendMessageA(ip, IPM_GETADDRESS, 0, (LPARAM)&addr);
    line("ip getaddress=%d addr=%08lx", r, addr);
    line("ip setrange field 4=%d", (int)SendMessageA(ip, IPM_SETRANGE, 4, MAKEIPRANGE(1, 2)));
    line("ip setrange field 1=%d",
         (int)SendMessageA(ip, IPM_SETRANGE, 1, MAKEIPRANGE(10, 100)));
    r = SendMessageA(ip, IPM_SETADDRESS, 0, MAKEIPADDRESS(10, 200, 3, 4));
    GetWindowTextA(ip, text, sizeof(text));
    line("ip setaddress out of range=%d text=\"%s\"", r, text);
    r = SendMessageA(ip, IPM_CLEARADDRESS, 0, 0);
    GetWindowTextA(ip, text, sizeof(text));
    line("ip clear=%d text=\"%s\" isblank=%d", r, text, (int)SendMessageA(ip, IPM_ISBLANK, 0, 0));
    SetWindowTextA(fields[2], "5");
    r = SendMessageA(ip, IPM_GETADDRESS, 0, (LPARAM)&addr);
    GetWindowTextA(ip, text, sizeof(text));
    line("ip one field=%d addr=%08lx text=\"%s\"", r, addr, text);
    r = SendMessageA(ip, IPM_SETFOCUS, 2, 0);
    SendMessageA(fields[2], EM_GETSEL, (WPARAM)&from, (LPARAM)&to);
    line("ip setfocus=%d focus is field 2=%d sel=%lu..%lu", r, GetFocus() == fields[2], from, to);
    /* leaving a field brings its value into range, after IPN_FIELDCHANGED */
    SetWindowTextA(fields[1], "250");
    SetFocus(fields[1]);
    SetFocus(parent);
    GetWindowTextA(fields[1], text, sizeof(text));
    line("ip field 1 after leaving \"%s\"", text);
    SetWindowTextA(fields[1], "77");
    SetFocus(fields[1]);
    SetFocus(parent);
    GetWindowTextA(fields[1], text, sizeof(text));
    line("ip field 1 changed by the parent \"%s\"", text);
    /* typing: digits only, the third digit moves on */
    SetFocus(fields[0]);
    SetWindowTextA(fields[0], "");
    SendMessageA(fields[0], WM_CHAR, 'x', 0);
    SendMessageA(fields[0], WM_CHAR, '1', 0);
    SendMessageA(fields[0], WM_CHAR, '2', 0);
    SendMessageA(fields[0], WM_CHAR, '3', 0);
    GetWindowTextA(fields[0], text, sizeof(text));
    line("ip typed \"%s\" focus is field 1=%d", text, GetFocus() == fields[1]);
    SetFocus(ip);
    line("ip WM_SETFOCUS focus is field 0=%d", GetFocus() == fields[0]);
    DestroyWindow(ip);
}

/* -- hot key ------------------------------------------------------------------------- */
static void hotkey(void)
{
    HWND hk = CreateWindowExA(0, HOTKEY_CLASSA, NULL, WS_CHILD | WS_VISIBLE | WS_BORDER,
                              10, 40, 120, 20, parent, (HMENU)21, NULL, NULL);
    line("hk created=%d get=%#x", hk != NULL, (int)SendMessageA(hk, HKM_GETHOTKEY, 0, 0));
    SendMessageA(hk, HKM_SETHOTKEY, MAKEWORD('K', HOTKEYF_CONTROL | HOTKEYF_ALT), 0);
    line("hk set get=%#x", (int)SendMessageA(hk, HKM_GETHOTKEY, 0, 0));
    SendMessageA(hk, HKM_SETRULES, HKCOMB_NONE | HKCOMB_S, MAKELPARAM(HOTKEYF_CONTROL, 0));
    line("hk after rules get=%#x", (int)SendMessageA(hk, HKM_GETHOTKEY, 0, 0));
    line("hk dlgcode=%#x", (int)SendMessageA(hk, WM_GETDLGCODE, 0, 0));
    SendMessageA(hk, HKM_SETHOTKEY, 0, 0);
    line("hk cleared get=%#x", (int)SendMessageA(hk, HKM_GETHOTKEY, 0, 0));
    DestroyWindow(hk);
}

/* -- animation ----------------------------------------------------------------------- */
static unsigned char avi[2048];
static int avi_len;

static void put32(int at, DWORD v)
{
    memcpy(avi + at, &v, 4);
}

static int chunk(const char *id, int size)
{
    memcpy(avi + avi_len, id, 4);
    put32(avi_len + 4, size);
    avi_len += 8;
    return avi_len;
}

static int list(const char *kind)
{
    int at = chunk("LIST", 0);
    memcpy(avi + avi_len, kind, 4);
    avi_len += 4;
    return at;
}

static void end_list(int at)
{
    put32(at - 4, avi_len - at);
}

/* two frames of 8x4 pixels, 8 bits per pixel, uncompressed */
static void make_avi(const char *path)
{
    int riff, hdrl, strl, movi, at, f, i;
    BITMAPINFOHEADER bih = {sizeof(bih), 8, 4, 1, 8, BI_RGB, 32, 0, 0, 2, 0};
    HANDLE file;
    DWORD written;

    avi_len = 0;
    riff = chunk("RIFF", 0);
    memcpy(avi + avi_len, "AVI ", 4);
    avi_len += 4;
    hdrl = list("hdrl");
    at = chunk("avih", 56);
    put32(at, 100000);         /* microseconds per frame */
    put32(at + 16, 2);         /* frames */
    put32(at + 24, 1);         /* streams */
    put32(at + 32, 8);
    put32(at + 36, 4);
    avi_len += 56;
    strl = list("strl");
    at = chunk("strh", 56);
    memcpy(avi + at, "vids", 4);
    put32(at + 20, 1);         /* scale */
    put32(at + 24, 10);        /* rate */
    put32(at + 32, 2);         /* length */
    avi_len += 56;
    at = chunk("strf", sizeof(bih) + 8);
    memcpy(avi + at, &bih, sizeof(bih));
    put32(at + sizeof(bih), 0x000000ff);       /* red */
    put32(at + sizeof(bih) + 4, 0x0000ff00);   /* green */
    avi_len += sizeof(bih) + 8;
    end_list(strl);
    end_list(hdrl);
    movi = list("movi");
    for (f = 0; f < 2; f++)
    {
        at = chunk("00db", 32);
        for (i = 0; i < 32; i++)
            avi[at + i] = (unsigned char)f;
        avi_len += 32;
    }
    end_list(movi);
    put32(riff - 4, avi_len - riff);
    file = CreateFileA(path, GENERIC_WRITE, 0, NULL, CREATE_ALWAYS, 0, NULL);
    WriteFile(file, avi, avi_len, &written, NULL);
    CloseHandle(file);
}

static void animate(void)
{
    HWND an;
    RECT r;
    LRESULT res;
    LONG_PTR old;
    MSG msg;
    DWORD start;

    an = CreateWindowExA(0, ANIMATE_CLASSA, NULL, WS_CHILD | WS_VISIBLE, 10, 70, 100, 50,
                         parent, (HMENU)22, NULL, NULL);
    line("an created=%d", an != NULL);
    SetLastError(0xdeadbeef);
    res = SendMessageA(an, ACM_PLAY, (WPARAM)-1, MAKELONG(0, -1));
    line("an play without clip=%d err=%#lx", (int)res, GetLastError());
    SetLastError(0xdeadbeef);
    res = SendMessageA(an, ACM_OPENA, (WPARAM)GetModuleHandleA(NULL), (LPARAM)MAKEINTRESOURCEA(999));
    line("an open missing resource=%d err=%lu", (int)res, GetLastError());
    make_avi("cc32ctl.avi");
    res = SendMessageA(an, ACM_OPENA, 0, (LPARAM)"cc32ctl.avi");
    GetClientRect(an, &r);
    line("an open file=%d client=%ldx%ld", (int)res, r.right, r.bottom);
    res = SendMessageA(an, ACM_PLAY, 1, MAKELONG(5, 6));
    line("an play past the end=%d", (int)res);
    res = SendMessageA(an, ACM_PLAY, 1, MAKELONG(1, 1));
    line("an show one frame=%d", (int)res);
    res = SendMessageA(an, ACM_PLAY, 1, MAKELONG(0, -1));
    line("an play=%d", (int)res);
    start = GetTickCount();
    while (GetTickCount() - start < 600)
    {
        while (PeekMessageA(&msg, 0, 0, 0, PM_REMOVE))
            DispatchMessageA(&msg);
        Sleep(10);
    }
    line("an played once");
    res = SendMessageA(an, ACM_PLAY, (WPARAM)-1, MAKELONG(0, -1));
    line("an play forever=%d", (int)res);
    res = SendMessageA(an, ACM_STOP, 0, 0);
    line("an stop=%d", (int)res);
    old = SetWindowLongPtrA(an, GWLP_WNDPROC, 0);
    line("an set NULL proc: old nonzero=%d kept=%d", old != 0,
         GetWindowLongPtrA(an, GWLP_WNDPROC) == old);
    res = SendMessageA(an, ACM_OPENA, 0, 0);
    line("an close=%d", (int)res);
    DestroyWindow(an);
    an = CreateWindowExA(0, ANIMATE_CLASSA, NULL, WS_CHILD | WS_VISIBLE | ACS_CENTER,
                         10, 70, 100, 50, parent, (HMENU)23, NULL, NULL);
    res = SendMessageA(an, ACM_OPENA, 0, (LPARAM)"cc32ctl.avi");
    GetClientRect(an, &r);
    line("an centered open=%d client=%ldx%ld", (int)res, r.right, r.bottom);
    DestroyWindow(an);
    DeleteFileA("cc32ctl.avi");
}

/* -- pager --------------------------------------------------------------------------- */
/* the child's rectangle from the pager's window corner (the pager's client area may
 * leave its buttons out, as Windows' does) */
static void child_rect(HWND pg, HWND child, RECT *r)
{
    RECT p;
    GetWindowRect(pg, &p);
    GetWindowRect(child, r);
    OffsetRect(r, -p.left, -p.top);
}

static void pager(void)
{
    HWND pg, child;
    RECT r;
    LRESULT res;

    pg = CreateWindowExA(0, WC_PAGESCROLLERA, NULL, WS_CHILD | WS_VISIBLE | PGS_HORZ,
                         10, 130, 100, 30, parent, (HMENU)24, NULL, NULL);
    line("pg created=%d", pg != NULL);
    child = CreateWindowExA(0, "STATIC", "child", WS_CHILD | WS_VISIBLE, 0, 0, 50, 20, pg,
                            (HMENU)25, NULL, NULL);
    line("pg defaults pos=%d border=%d button=%d bk is btnface=%d state=%d,%d",
         (int)SendMessageA(pg, PGM_GETPOS, 0, 0), (int)SendMessageA(pg, PGM_GETBORDER, 0, 0),
         (int)SendMessageA(pg, PGM_GETBUTTONSIZE, 0, 0),
         SendMessageA(pg, PGM_GETBKCOLOR, 0, 0) == (LRESULT)GetSysColor(COLOR_BTNFACE),
         (int)SendMessageA(pg, PGM_GETBUTTONSTATE, 0, PGB_TOPORLEFT),
         (int)SendMessageA(pg, PGM_GETBUTTONSTATE, 0, PGB_BOTTOMORRIGHT));
    SendMessageA(pg, PGM_SETCHILD, 0, (LPARAM)child);
    child_rect(pg, child, &r);
    line("pg child %ld,%ld %ldx%ld", r.left, r.top, r.right - r.left, r.bottom - r.top);
    line("pg state after child=%d,%d",
         (int)SendMessageA(pg, PGM_GETBUTTONSTATE, 0, PGB_TOPORLEFT),
         (int)SendMessageA(pg, PGM_GETBUTTONSTATE, 0, PGB_BOTTOMORRIGHT));
    res = SendMessageA(pg, PGM_SETPOS, 0, 50);
    line("pg setpos=%d getpos=%d", (int)res, (int)SendMessageA(pg, PGM_GETPOS, 0, 0));
    child_rect(pg, child, &r);
    line("pg child at 50: %ld,%ld %ldx%ld", r.left, r.top, r.right - r.left, r.bottom - r.top);
    line("pg state mid=%d,%d",
         (int)SendMessageA(pg, PGM_GETBUTTONSTATE, 0, PGB_TOPORLEFT),
         (int)SendMessageA(pg, PGM_GETBUTTONSTATE, 0, PGB_BOTTOMORRIGHT));
    calcsizes = 0;
    res = SendMessageA(pg, PGM_SETBUTTONSIZE, 0, 5);
    line("pg setbuttonsize 5 old=%d", (int)res);
    line("pg buttonsize=%d", (int)SendMessageA(pg, PGM_GETBUTTONSIZE, 0, 0));
    res = SendMessageA(pg, PGM_SETBUTTONSIZE, 0, 20);
    line("pg setbuttonsize 20 old=%d", (int)res);
    line("pg buttonsize=%d", (int)SendMessageA(pg, PGM_GETBUTTONSIZE, 0, 0));
    res = SendMessageA(pg, PGM_SETBORDER, 0, 3);
    line("pg setborder 3 old=%d", (int)res);
    line("pg border=%d", (int)SendMessageA(pg, PGM_GETBORDER, 0, 0));
    child_rect(pg, child, &r);
    line("pg child with border %ld,%ld %ldx%ld", r.left, r.top, r.right - r.left,
         r.bottom - r.top);
    line("pg calcsize asked=%d", calcsizes > 0);
    res = SendMessageA(pg, PGM_SETBKCOLOR, 0, RGB(1, 2, 3));
    line("pg setbkcolor old is btnface=%d", res == (LRESULT)GetSysColor(COLOR_BTNFACE));
    line("pg bkcolor=%#x", (int)SendMessageA(pg, PGM_GETBKCOLOR, 0, 0));
    res = SendMessageA(pg, PGM_SETPOS, 0, 1000);
    line("pg setpos 1000 getpos=%d", (int)SendMessageA(pg, PGM_GETPOS, 0, 0));
    child_rect(pg, child, &r);
    line("pg child at the end: %ld,%ld", r.left, r.top);
    res = SendMessageA(pg, PGM_SETPOS, 0, -5);
    line("pg setpos -5 getpos=%d", (int)SendMessageA(pg, PGM_GETPOS, 0, 0));
    line("pg notifyformat query=%d", (int)SendMessageA(pg, WM_NOTIFYFORMAT, (WPARAM)child,
                                                       NF_QUERY));
    {
        NMHDR hdr = {child, 25, 12345};
        line("pg forwards notify=%d", (int)SendMessageA(pg, WM_NOTIFY, 25, (LPARAM)&hdr));
    }
    SendMessageA(pg, WM_COMMAND, MAKEWPARAM(25, 4321), (LPARAM)child);
    DestroyWindow(pg);
}

/* -- date picker (comctl32 6's messages) and InternalGetWindowText --------------------- */
static const char manifest[] =
    "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?>\n"
    "<assembly xmlns=\"urn:schemas-microsoft-com:asm.v1\" manifestVersion=\"1.0\">\n"
    "<assemblyIdentity type=\"win32\" name=\"cc32ctl\" version=\"1.0.0.0\""
    " processorArchitecture=\"x86\"/>\n"
    "<dependency><dependentAssembly><assemblyIdentity type=\"win32\""
    " name=\"microsoft.windows.common-controls\" version=\"6.0.0.0\""
    " processorArchitecture=\"x86\" publicKeyToken=\"6595b64144ccf1df\" language=\"*\"/>"
    "</dependentAssembly></dependency>\n</assembly>\n";

/* Common Controls 6 active on this thread (as Wine's v6util.h does it); the cookie */
static ULONG_PTR enter_v6(HANDLE *ctx)
{
    ACTCTXA act = {sizeof(act)};
    HANDLE file;
    DWORD written;
    ULONG_PTR cookie = 0;

    file = CreateFileA("cc32ctl.manifest", GENERIC_WRITE, 0, NULL, CREATE_ALWAYS, 0, NULL);
    WriteFile(file, manifest, sizeof(manifest) - 1, &written, NULL);
    CloseHandle(file);
    act.lpSource = "cc32ctl.manifest";
    *ctx = CreateActCtxA(&act);
    line("v6 context=%d activated=%d", *ctx != INVALID_HANDLE_VALUE,
         ActivateActCtx(*ctx, &cookie));
    return cookie;
}

static void picker(void)
{
    HWND dt;
    DATETIMEPICKERINFO info;
    SIZE size = {0, 0};
    WCHAR text[32];
    LRESULT res;
    int n;

    dt = CreateWindowExA(0, DATETIMEPICK_CLASSA, NULL, WS_CHILD | WS_VISIBLE, 10, 170, 150,
                         24, parent, (HMENU)26, NULL, NULL);
    line("dt mcstyle=%d", (int)SendMessageA(dt, DTM_GETMCSTYLE, 0, 0));
    res = SendMessageA(dt, DTM_SETMCSTYLE, 0, MCS_WEEKNUMBERS);
    line("dt setmcstyle old=%d", (int)res);
    line("dt mcstyle=%#x", (int)SendMessageA(dt, DTM_GETMCSTYLE, 0, 0));
    memset(&info, 0xcc, sizeof(info));
    info.cbSize = sizeof(info);
    res = SendMessageA(dt, DTM_GETDATETIMEPICKERINFO, 0, (LPARAM)&info);
    line("dt info=%d check state=%#lx button state=%#lx dropdown=%p", (int)res,
         info.stateCheck, info.stateButton, (void *)info.hwndDropDown);
    res = SendMessageA(dt, DTM_GETIDEALSIZE, 0, (LPARAM)&size);
    line("dt idealsize=%d nonempty=%d", (int)res, size.cx > 0 && size.cy > 0);
    line("dt closemonthcal=%d", (int)SendMessageA(dt, DTM_CLOSEMONTHCAL, 0, 0));
    SetWindowLongA(dt, GWL_STYLE, GetWindowLongA(dt, GWL_STYLE) | DTS_SHOWNONE);
    line("dt shownone after SetWindowLong=%d",
         !!(GetWindowLongA(dt, GWL_STYLE) & DTS_SHOWNONE));
    DestroyWindow(dt);

    text[0] = 1;
    n = InternalGetWindowText(parent, text, 32);
    line("InternalGetWindowText=%d \"%ls\"", n, text);
    n = InternalGetWindowText(parent, text, 4);
    line("InternalGetWindowText 4=%d \"%ls\"", n, text);
    n = InternalGetWindowText(parent, text, 0);
    line("InternalGetWindowText 0=%d", n);
}

/* -- toolbar: comctl32's standard bitmaps ------------------------------------------------ */
static void toolbar_bitmaps(void)
{
    TBADDBITMAP std;
    HIMAGELIST himl;
    HWND tb;
    int id, cx, cy, count;
    LRESULT res;

    for (id = IDB_STD_SMALL_COLOR; id <= IDB_HIST_LARGE_COLOR; id++)
    {
        tb = CreateWindowExA(0, TOOLBARCLASSNAMEA, NULL, WS_CHILD | WS_VISIBLE, 0, 0, 0, 0,
                             parent, (HMENU)27, NULL, NULL);
        SendMessageA(tb, TB_BUTTONSTRUCTSIZE, sizeof(TBBUTTON), 0);
        std.hInst = HINST_COMMCTRL;
        std.nID = id;
        res = SendMessageA(tb, TB_ADDBITMAP, 0, (LPARAM)&std);
        himl = (HIMAGELIST)SendMessageA(tb, TB_GETIMAGELIST, 0, 0);
        cx = cy = -1;
        ImageList_GetIconSize(himl, &cx, &cy);
        count = ImageList_GetImageCount(himl);
        line("tb std %d: add=%d list=%d size=%dx%d count=%d", id, (int)res, himl != NULL,
             cx, cy, count);
        DestroyWindow(tb);
    }
}

static void toolbar_text(void)
{
    TBBUTTON btn[2] = {{0, 101, TBSTATE_ENABLED, BTNS_BUTTON, {0}, 0, 0},
                       {1, 102, TBSTATE_ENABLED, BTNS_BUTTON, {0}, 0, 0}};
    TBBUTTONINFOA bi;
    char text[16];
    HWND tb;
    int r;

    tb = CreateWindowExA(0, TOOLBARCLASSNAMEA, NULL, WS_CHILD | WS_VISIBLE, 0, 0, 0, 0,
                         parent, (HMENU)28, NULL, NULL);
    SendMessageA(tb, TB_BUTTONSTRUCTSIZE, sizeof(TBBUTTON), 0);
    SendMessageA(tb, TB_ADDBUTTONSA, 2, (LPARAM)btn);
    memset(&bi, 0, sizeof(bi));
    bi.cbSize = sizeof(bi) - 1;
    bi.dwMask = TBIF_COMMAND;
    line("tb getbuttoninfo short cbSize=%d", (int)SendMessageA(tb, TB_GETBUTTONINFOA, 102,
                                                               (LPARAM)&bi));
    bi.cbSize = sizeof(bi);
    bi.dwMask = TBIF_TEXT;
    bi.pszText = (char *)"Hello";
    line("tb setbuttoninfo text=%d", (int)SendMessageA(tb, TB_SETBUTTONINFOA, 102, (LPARAM)&bi));
    strcpy(text, "xxxxxxxxxx");
    bi.pszText = text;
    bi.cchText = sizeof(text);
    r = SendMessageA(tb, TB_GETBUTTONINFOA, 102, (LPARAM)&bi);
    line("tb getbuttoninfo=%d text=\"%s\"", r, text);
    strcpy(text, "xxxxxxxxxx");
    bi.cchText = 3;
    r = SendMessageA(tb, TB_GETBUTTONINFOA, 102, (LPARAM)&bi);
    line("tb getbuttoninfo 3=%d text=\"%s\"", r, text);
    bi.pszText = NULL;
    bi.dwMask = TBIF_TEXT | TBIF_BYINDEX;
    line("tb getbuttoninfo NULL text=%d", (int)SendMessageA(tb, TB_GETBUTTONINFOA, 1,
                                                            (LPARAM)&bi));
    DestroyWindow(tb);
    tb = CreateToolbarEx(parent, WS_CHILD, 29, 0, NULL, 0, btn, 2, -1, 8, -1, 12,
                         sizeof(TBBUTTON));
    line("CreateToolbarEx with sizes -1: created=%d", tb != NULL);
    DestroyWindow(tb);
}

/* -- the month calendar's range ---------------------------------------------------------- */
static void calendar_range(void)
{
    SYSTEMTIME st[2], got[2];
    HWND mc;
    LRESULT res;

    mc = CreateWindowExA(0, MONTHCAL_CLASSA, NULL, WS_CHILD | WS_VISIBLE, 10, 10, 250, 200,
                         parent, (HMENU)30, NULL, NULL);
    memset(got, 0xcc, sizeof(got));
    res = SendMessageA(mc, MCM_GETRANGE, 0, (LPARAM)got);
    line("mc range at first=%d", (int)res);
    memset(st, 0, sizeof(st));
    st[0].wYear = 2000; st[0].wMonth = 1; st[0].wDay = 1;
    st[1].wYear = 2001; st[1].wMonth = 6; st[1].wDay = 15;
    res = SendMessageA(mc, MCM_SETRANGE, GDTR_MIN | GDTR_MAX, (LPARAM)st);
    line("mc setrange=%d", (int)res);
    memset(got, 0xcc, sizeof(got));
    res = SendMessageA(mc, MCM_GETRANGE, 0, (LPARAM)got);
    line("mc getrange=%d min=%d-%d-%d max=%d-%d-%d", (int)res, got[0].wYear, got[0].wMonth,
         got[0].wDay, got[1].wYear, got[1].wMonth, got[1].wDay);
    res = SendMessageA(mc, MCM_SETRANGE, GDTR_MAX, (LPARAM)st);
    memset(got, 0xcc, sizeof(got));
    line("mc setrange max only=%d getrange=%d min year=%d", (int)res,
         (int)SendMessageA(mc, MCM_GETRANGE, 0, (LPARAM)got), got[0].wYear);
    DestroyWindow(mc);
}

/* -- image lists: creation sizes, dragging, replacing ---------------------------------- */
static HIMAGELIST filled(int cx, int cy, int n)
{
    HIMAGELIST himl = ImageList_Create(cx, cy, ILC_COLOR24, n, 1);
    HDC dc = GetDC(NULL);
    HBITMAP bmp = CreateCompatibleBitmap(dc, cx * n, cy);
    ReleaseDC(NULL, dc);
    ImageList_Add(himl, bmp, NULL);
    DeleteObject(bmp);
    return himl;
}

static void imagelists(void)
{
    HIMAGELIST himl, small, drag;
    POINT pt = {-1, -1}, hot = {-1, -1};
    HDC dc;
    HBITMAP bmp;
    int cx, cy;

    line("il create 0x0 color16=%d 0x14 ddb=%d 0x0 ddb=%d -1x1 ddb=%d",
         ImageList_Create(0, 0, ILC_COLOR16, 0, 3) != NULL,
         ImageList_Create(0, 14, ILC_COLORDDB, 4, 4) != NULL,
         ImageList_Create(0, 0, ILC_COLORDDB, 4, 4) != NULL,
         ImageList_Create(-1, 1, ILC_COLORDDB, 4, 4) != NULL);
    himl = filled(20, 10, 3);
    small = filled(6, 4, 1);
    line("il begindrag=%d", ImageList_BeginDrag(himl, 1, 2, 3));
    line("il begindrag again=%d", ImageList_BeginDrag(himl, 0, 5, 5));
    drag = ImageList_GetDragImage(&pt, &hot);
    ImageList_GetIconSize(drag, &cx, &cy);
    line("il drag list=%d is own=%d pos=%ld,%ld hotspot=%ld,%ld size=%dx%d count=%d",
         drag != NULL, drag == himl, pt.x, pt.y, hot.x, hot.y, cx, cy,
         ImageList_GetImageCount(drag));
    line("il setdragcursorimage=%d", ImageList_SetDragCursorImage(small, 0, 18, -2));
    drag = ImageList_GetDragImage(NULL, &hot);
    ImageList_GetIconSize(drag, &cx, &cy);
    line("il merged hotspot=%ld,%ld size=%dx%d", hot.x, hot.y, cx, cy);
    line("il setdragcursorimage again=%d", ImageList_SetDragCursorImage(small, 0, -3, 1));
    drag = ImageList_GetDragImage(NULL, NULL);
    ImageList_GetIconSize(drag, &cx, &cy);
    line("il merged again size=%dx%d", cx, cy);
    ImageList_EndDrag();
    line("il after enddrag=%d", ImageList_GetDragImage(NULL, NULL) != NULL);
    line("il begindrag past the end=%d", ImageList_BeginDrag(himl, 3, 0, 0));
    line("il begindrag -1=%d", ImageList_BeginDrag(himl, -1, 0, 0));
    ImageList_EndDrag();
    dc = GetDC(NULL);
    bmp = CreateCompatibleBitmap(dc, 20, 10);
    ReleaseDC(NULL, dc);
    line("il replace 2=%d replace 3=%d count=%d", ImageList_Replace(himl, 2, bmp, NULL),
         ImageList_Replace(himl, 3, bmp, NULL), ImageList_GetImageCount(himl));
    DeleteObject(bmp);
    ImageList_Destroy(himl);
    ImageList_Destroy(small);
}

int main(void)
{
    WNDCLASSA wc = {0};
    INITCOMMONCONTROLSEX icc = {sizeof(icc), ICC_WIN95_CLASSES};

    InitCommonControlsEx(&icc);
    classes();
    wc.lpfnWndProc = parent_proc;
    wc.hInstance = GetModuleHandleA(NULL);
    wc.lpszClassName = "cc32ctl";
    wc.hbrBackground = (HBRUSH)(COLOR_BTNFACE + 1);
    RegisterClassA(&wc);
    parent = CreateWindowExA(0, "cc32ctl", "cc32ctl", WS_OVERLAPPEDWINDOW | WS_VISIBLE,
                             0, 0, 400, 300, NULL, NULL, wc.hInstance, NULL);
    ipaddress();
    hotkey();
    animate();
    pager();
    toolbar_bitmaps();
    toolbar_text();
    imagelists();
    calendar_range();
    picker();
    {
        HANDLE ctx;
        ULONG_PTR cookie = enter_v6(&ctx);
        picker();
        DeactivateActCtx(0, cookie);
        ReleaseActCtx(ctx);
        DeleteFileA("cc32ctl.manifest");
    }
    DestroyWindow(parent);
    return 0;
}
