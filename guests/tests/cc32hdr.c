/* cc32hdr: the header control's items (SysHeader32), one line per check: bitmap items,
 * HDM_INSERTITEM's implicit fields and format bits, an empty mask, display order of new
 * items, HDM_GETITEM with an unknown mask bit and HDM_SETORDERARRAY with arrays that are
 * not permutations; then the status bar's text (control characters) and its size grip's
 * WM_NCHITTEST. test/win32/controls/test_comctl32_header.py compares the lines with
 * what the same program prints under Wine 8. */
#include <windows.h>
#include <commctrl.h>
#include <stdio.h>

static HWND header;

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

static int insert(int index, UINT mask, int cxy, int fmt, LPARAM lp, HBITMAP hbm, int order)
{
    HDITEMA hdi;
    memset(&hdi, 0, sizeof(hdi));
    hdi.mask = mask;
    hdi.cxy = cxy;
    hdi.fmt = fmt;
    hdi.lParam = lp;
    hdi.hbm = hbm;
    hdi.pszText = "Text";
    hdi.iImage = 3;
    hdi.iOrder = order;
    return (int)SendMessageA(header, HDM_INSERTITEMA, index, (LPARAM)&hdi);
}

static void show(const char *what, int index)
{
    HDITEMA hdi;
    memset(&hdi, 0, sizeof(hdi));
    hdi.mask = HDI_WIDTH | HDI_FORMAT | HDI_LPARAM | HDI_BITMAP | HDI_ORDER;
    SendMessageA(header, HDM_GETITEMA, index, (LPARAM)&hdi);
    line("%s: cxy=%d fmt=%#x lParam=%ld hbm=%d order=%d", what, hdi.cxy, hdi.fmt,
         (long)hdi.lParam, hdi.hbm != NULL, hdi.iOrder);
}

static void clear(void)
{
    while (SendMessageA(header, HDM_DELETEITEM, 0, 0)) ;
}

static void orders(const char *what)
{
    int order[8], n = (int)SendMessageA(header, HDM_GETITEMCOUNT, 0, 0), i;
    char buf[64] = "";
    SendMessageA(header, HDM_GETORDERARRAY, n, (LPARAM)order);
    for (i = 0; i < n; i++) sprintf(buf + strlen(buf), "%d", order[i]);
    line("%s: order %s", what, buf);
}

static void set_order(const char *what, const int *arr, int n)
{
    int r = (int)SendMessageA(header, HDM_SETORDERARRAY, n, (LPARAM)arr);
    char buf[64];
    sprintf(buf, "%s (ret %d)", what, r);
    orders(buf);
}

static void status(HWND parent)
{
    char text[32], buf[64];
    HWND bar = CreateWindowExA(0, STATUSCLASSNAMEA, "", WS_CHILD | WS_VISIBLE | SBARS_SIZEGRIP,
                               0, 0, 100, 20, parent, NULL, NULL, NULL);
    RECT rc;
    POINT pt;
    int ch, bad = 0, r, w = GetSystemMetrics(SM_CXVSCROLL);
    LONG style;

    for (ch = 1; ch < 0x20; ch++)
    {
        int i;
        sprintf(text, "ab%ccd", ch);
        SendMessageA(bar, SB_SETTEXTA, 0, (LPARAM)text);
        r = (int)SendMessageA(bar, SB_GETTEXTA, 0, (LPARAM)buf);
        for (i = 0; buf[i]; i++) if (buf[i] == ' ') buf[i] = '_';
        if (ch == 1 || ch == 9 || ch == 10 || ch == 0x1f)
            line("status text with %#x: \"%s\" len=%d", ch, ch == 9 ? "ab<tab>cd" : buf, r & 0xffff);
        if (buf[2] != (ch == 9 ? 9 : '_')) bad++;
    }
    line("status control characters not a space: %d", bad);

    GetClientRect(bar, &rc);
    pt.x = rc.right;
    pt.y = rc.top;
    ClientToScreen(bar, &pt);
    r = (int)SendMessageA(bar, WM_NCHITTEST, 0, MAKELPARAM(pt.x - w, pt.y));
    line("grip left edge=%d", r);
    r = (int)SendMessageA(bar, WM_NCHITTEST, 0, MAKELPARAM(pt.x - w - 1, pt.y));
    line("left of grip=%d", r);
    r = (int)SendMessageA(bar, WM_NCHITTEST, 0, MAKELPARAM(pt.x - w, pt.y - 1));
    line("above grip=%d", r);
    r = (int)SendMessageA(bar, WM_NCHITTEST, 0, MAKELPARAM(pt.x + 5, pt.y + 30));
    line("right of and below grip=%d", r);
    style = GetWindowLongA(parent, GWL_STYLE);
    SetWindowLongA(parent, GWL_STYLE, style | WS_MAXIMIZE);
    r = (int)SendMessageA(bar, WM_NCHITTEST, 0, MAKELPARAM(pt.x - w, pt.y));
    line("parent maximized: grip=%d", r);
    r = (int)SendMessageA(bar, WM_NCHITTEST, 0, MAKELPARAM(pt.x + 5, pt.y + 30));
    line("parent maximized: outside=%d", r);
    SetWindowLongA(parent, GWL_STYLE, style);
    DestroyWindow(bar);
}

int main(void)
{
    static const int a0[] = {0, 1, 2, 3}, a1[] = {4, 0, 1, 2}, a2[] = {4, 2, 0, 1};
    static const int a3[] = {0, 1, 2, 2}, a4[] = {4, 4, 4, 4}, a5[] = {3, 2, 1, 0};
    HDITEMA hdi;
    HBITMAP bmp;
    HWND parent;
    int i;

    InitCommonControls();
    parent = CreateWindowExA(0, "STATIC", "parent", WS_OVERLAPPEDWINDOW | WS_VISIBLE, 0, 0, 400,
                             200, NULL, NULL, NULL, NULL);
    header = CreateWindowExA(0, WC_HEADERA, NULL, WS_CHILD | WS_VISIBLE | HDS_BUTTONS, 0, 0,
                             400, 24, parent, (HMENU)5, NULL, NULL);
    line("created=%d", header != NULL);
    bmp = CreateBitmap(16, 16, 1, 32, NULL);

    line("insert empty mask=%d", insert(0, 0, 50, 0, 7, NULL, 0));
    line("insert text only=%d", insert(0, HDI_TEXT, 77, HDF_CENTER, 42, bmp, 0));
    show("text only", 0);
    clear();
    insert(0, HDI_WIDTH | HDI_FORMAT, 60, HDF_CENTER | HDF_STRING, 0, NULL, 0);
    show("format without text", 0);
    clear();
    insert(0, HDI_BITMAP | HDI_FORMAT, 60, HDF_RIGHT, 0, bmp, 0);
    show("bitmap", 0);
    clear();
    insert(0, HDI_BITMAP | HDI_FORMAT, 60, HDF_RIGHT | HDF_BITMAP, 0, NULL, 0);
    show("NULL bitmap", 0);
    clear();
    insert(0, HDI_IMAGE | HDI_FORMAT, 60, HDF_LEFT, 0, NULL, 0);
    show("image", 0);
    clear();

    /* set a bitmap later: the format is what the caller says */
    insert(0, HDI_TEXT | HDI_WIDTH, 80, 0, 1, NULL, 0);
    memset(&hdi, 0, sizeof(hdi));
    hdi.mask = HDI_BITMAP | HDI_FORMAT;
    hdi.hbm = bmp;
    hdi.fmt = HDF_BITMAP | HDF_BITMAP_ON_RIGHT | HDF_STRING;
    line("setitem bitmap=%d", (int)SendMessageA(header, HDM_SETITEMA, 0, (LPARAM)&hdi));
    show("set bitmap", 0);
    UpdateWindow(parent);

    /* an unknown mask bit: GETITEM fills only comctl32 4.0's fields */
    memset(&hdi, 0, sizeof(hdi));
    hdi.mask = 0x08000000 | HDI_LPARAM | HDI_IMAGE;
    hdi.lParam = 133;
    hdi.iImage = 17;
    SendMessageA(header, HDM_SETITEMA, 0, (LPARAM)&hdi);
    memset(&hdi, 0, sizeof(hdi));
    hdi.mask = 0x08000000 | HDI_LPARAM | HDI_IMAGE;
    SendMessageA(header, HDM_GETITEMA, 0, (LPARAM)&hdi);
    line("unknown bit: lParam=%ld iImage=%d", (long)hdi.lParam, hdi.iImage);
    hdi.mask = HDI_LPARAM | HDI_IMAGE;
    SendMessageA(header, HDM_GETITEMA, 0, (LPARAM)&hdi);
    line("known bits: lParam=%ld iImage=%d", (long)hdi.lParam, hdi.iImage);
    clear();

    /* new items are shown at their index (or at iOrder) */
    insert(0, HDI_LPARAM, 40, 0, 0, NULL, 0);
    insert(1, HDI_LPARAM, 40, 0, 1, NULL, 0);
    insert(1, HDI_LPARAM, 40, 0, 2, NULL, 0);
    insert(0, HDI_LPARAM | HDI_ORDER, 40, 0, 3, NULL, 2);
    for (i = 0; i < 4; i++)
    {
        char what[16];
        sprintf(what, "item %d", i);
        show(what, i);
    }
    orders("after inserts");
    set_order("0123", a0, 4);
    set_order("4012", a1, 4);
    set_order("0123", a0, 4);
    set_order("4201", a2, 4);
    set_order("0123", a0, 4);
    set_order("0122", a3, 4);
    set_order("0123", a0, 4);
    set_order("4444", a4, 4);
    set_order("3210", a5, 4);
    set_order("count 3", a0, 3);
    set_order("count 5", a0, 5);

    status(parent);
    DestroyWindow(parent);
    DeleteObject(bmp);
    line("done");
    return 0;
}
