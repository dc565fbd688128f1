/* How comctl32 keeps a toolbar's button size and its own image list (Wine's
   comctl32/tests/toolbar.c, passing on Windows, checks the same): the size is worked out
   again only on some messages (strings, buttons with text, the bitmap size, the image
   list, TB_SETSTATE's hiding), TB_SETBUTTONSIZE asks no less than bitmap plus padding,
   TB_ADDBITMAP answers the sum of the counts given before and cuts its list again when
   the bitmap size changes, CreateToolbarEx gives both its sizes to TB_SETBITMAPSIZE,
   TB_CHECKBUTTON unchecks the rest of a check group, a wrapable bar wraps at a separator,
   a flat bar loses its top margin when its size is worked out again. Texts are measured
   in the guest, so each line holds what does not depend on the font's widths. */
#include <windows.h>
#include <commctrl.h>
#include <stdio.h>

static HWND main_wnd;
static int text_h;

static int text_w(const char *s)
{
    HDC dc = GetDC(NULL);
    HGDIOBJ old = SelectObject(dc, GetStockObject(SYSTEM_FONT));
    SIZE sz;
    GetTextExtentPoint32A(dc, s, lstrlenA(s), &sz);
    SelectObject(dc, old);
    ReleaseDC(NULL, dc);
    return sz.cx;
}

static HWND toolbar(DWORD style, DWORD exstyle)
{
    HWND tb = CreateWindowExA(exstyle, TOOLBARCLASSNAMEA, NULL, WS_CHILD | WS_VISIBLE | style,
                              0, 0, 0, 0, main_wnd, (HMENU)5, NULL, NULL);
    SendMessageA(tb, TB_BUTTONSTRUCTSIZE, sizeof(TBBUTTON), 0);
    SendMessageA(tb, TB_AUTOSIZE, 0, 0);
    SendMessageA(tb, WM_SETFONT, (WPARAM)GetStockObject(SYSTEM_FONT), 0);
    return tb;
}

static void size(HWND tb, const char *when)
{
    LRESULT s = SendMessageA(tb, TB_GETBUTTONSIZE, 0, 0);
    printf("%s: %dx%d\n", when, LOWORD(s), HIWORD(s));
}

/* the button height less the text height (the font's height differs between hosts) */
static void size_text(HWND tb, const char *when, int tw)
{
    LRESULT s = SendMessageA(tb, TB_GETBUTTONSIZE, 0, 0);
    printf("%s: width-text %d height-text %d\n", when, LOWORD(s) - tw, HIWORD(s) - text_h);
}

static void images(HWND tb, const char *when)
{
    HIMAGELIST il = (HIMAGELIST)SendMessageA(tb, TB_GETIMAGELIST, 0, 0);
    int cx = 0, cy = 0;
    ImageList_GetIconSize(il, &cx, &cy);
    printf("%s: list %d images %dx%d\n", when, il ? ImageList_GetImageCount(il) : -1, cx, cy);
}

static TBBUTTON button(int cmd, BYTE style, BYTE state, INT_PTR string)
{
    TBBUTTON b;
    memset(&b, 0, sizeof b);
    b.idCommand = cmd;
    b.fsStyle = style;
    b.fsState = state;
    b.iString = string;
    return b;
}

static void button_sizes(void)
{
    HWND tb = toolbar(0, 0);
    TBBUTTON b = button(20, BTNS_BUTTON, TBSTATE_ENABLED, -1);
    HIMAGELIST il;

    size(tb, "default");
    SendMessageA(tb, TB_SETBUTTONSIZE, 0, MAKELONG(22, 21));
    size(tb, "TB_SETBUTTONSIZE 22x21");
    SendMessageA(tb, TB_SETBUTTONSIZE, 0, MAKELONG(5, 100));
    size(tb, "TB_SETBUTTONSIZE 5x100");
    SendMessageA(tb, TB_SETBUTTONSIZE, 0, MAKELONG(3, 3));
    size(tb, "TB_SETBUTTONSIZE 3x3");
    SendMessageA(tb, TB_SETBITMAPSIZE, 0, MAKELONG(16, 15));
    size(tb, "TB_SETBITMAPSIZE 16x15");
    SendMessageA(tb, TB_SETBITMAPSIZE, 0, MAKELONG(14, -1));
    size(tb, "TB_SETBITMAPSIZE 14x-1");
    SendMessageA(tb, TB_SETBITMAPSIZE, 0, MAKELONG(-1, 12));
    size(tb, "TB_SETBITMAPSIZE -1x12");
    DestroyWindow(tb);

    tb = toolbar(0, 0);
    SendMessageA(tb, TB_ADDSTRINGA, 0, (LPARAM)"A\0MMMM\0");
    size_text(tb, "strings, no buttons", 0);
    SendMessageA(tb, TB_SETBUTTONSIZE, 0, MAKELONG(100, 100));
    SendMessageA(tb, TB_ADDBUTTONSA, 1, (LPARAM)&b);
    size(tb, "a button without text");
    SendMessageA(tb, TB_SETBUTTONSIZE, 0, MAKELONG(100, 100));
    SendMessageA(tb, TB_HIDEBUTTON, 20, TRUE);
    size(tb, "TB_HIDEBUTTON");
    SendMessageA(tb, TB_SETSTATE, 20, TBSTATE_ENABLED | TBSTATE_HIDDEN);
    size(tb, "TB_SETSTATE hidden again");
    SendMessageA(tb, TB_SETSTATE, 20, TBSTATE_ENABLED);
    size(tb, "TB_SETSTATE shown");
    SendMessageA(tb, TB_SETBUTTONSIZE, 0, MAKELONG(100, 100));
    il = ImageList_Create(20, 15, ILC_COLOR24 | ILC_MASK, 2, 1);
    SendMessageA(tb, TB_SETIMAGELIST, 0, (LPARAM)il);
    size(tb, "TB_SETIMAGELIST 20x15");
    SendMessageA(tb, TB_SETBUTTONSIZE, 0, MAKELONG(1, 1));
    size(tb, "TB_SETBUTTONSIZE 1x1");
    SendMessageA(tb, TB_SETIMAGELIST, 0, 0);
    size(tb, "TB_SETIMAGELIST none");
    DestroyWindow(tb);
    ImageList_Destroy(il);

    tb = toolbar(0, 0);
    b = button(33, BTNS_AUTOSIZE, TBSTATE_ENABLED, (INT_PTR)"Tst");
    SendMessageA(tb, TB_ADDBUTTONSA, 1, (LPARAM)&b);
    {
        RECT r;
        SendMessageA(tb, TB_GETITEMRECT, 0, (LPARAM)&r);
        printf("BTNS_AUTOSIZE with text: width-text %ld\n", r.right - r.left - text_w("Tst"));
    }
    size_text(tb, "a button with text", text_w("Tst"));
    DestroyWindow(tb);
}

static void bitmaps(void)
{
    HBITMAP b128 = CreateBitmap(128, 15, 1, 32, NULL), b80 = CreateBitmap(80, 15, 1, 32, NULL);
    HBITMAP b64 = CreateBitmap(64, 15, 1, 32, NULL);
    TBADDBITMAP a128 = {0, (UINT_PTR)b128}, a80 = {0, (UINT_PTR)b80}, a64 = {0, (UINT_PTR)b64};
    TBADDBITMAP std = {HINST_COMMCTRL, IDB_STD_SMALL_COLOR};
    HWND tb = toolbar(0, 0);
    HIMAGELIST il;

    printf("TB_ADDBITMAP 3 of 128 -> %ld\n", (long)SendMessageA(tb, TB_ADDBITMAP, 3, (LPARAM)&a128));
    images(tb, "after it");
    printf("TB_ADDBITMAP 5 of 80 -> %ld\n", (long)SendMessageA(tb, TB_ADDBITMAP, 5, (LPARAM)&a80));
    images(tb, "after it");
    printf("TB_ADDBITMAP 128 again -> %ld\n", (long)SendMessageA(tb, TB_ADDBITMAP, 9, (LPARAM)&a128));
    images(tb, "after it");
    printf("TB_ADDBITMAP 0 of 64 -> %ld\n", (long)SendMessageA(tb, TB_ADDBITMAP, 0, (LPARAM)&a64));
    images(tb, "after it");
    SendMessageA(tb, TB_SETBITMAPSIZE, 0, MAKELONG(8, 8));
    UpdateWindow(tb);
    images(tb, "TB_SETBITMAPSIZE 8x8");          /* cut again when it paints */
    ShowWindow(main_wnd, SW_SHOW);
    UpdateWindow(tb);
    images(tb, "after a paint");
    ShowWindow(main_wnd, SW_HIDE);
    size(tb, "its buttons");
    printf("standard set -> %ld\n", (long)SendMessageA(tb, TB_ADDBITMAP, 0, (LPARAM)&std));
    UpdateWindow(tb);
    images(tb, "after it");
    size(tb, "its buttons");
    DestroyWindow(tb);

    tb = toolbar(0, 0);
    printf("TB_ADDBITMAP -7 of 128 -> %ld\n", (long)SendMessageA(tb, TB_ADDBITMAP, -7, (LPARAM)&a128));
    printf("then 1 of 80 -> %ld\n", (long)SendMessageA(tb, TB_ADDBITMAP, 1, (LPARAM)&a80));
    images(tb, "after them");
    DestroyWindow(tb);

    tb = toolbar(0, 0);
    il = ImageList_Create(20, 15, ILC_COLOR24 | ILC_MASK, 2, 1);
    SendMessageA(tb, TB_SETIMAGELIST, 0, (LPARAM)il);
    printf("into a program's list -> %ld\n", (long)SendMessageA(tb, TB_ADDBITMAP, 1, (LPARAM)&a128));
    images(tb, "after it");
    printf("standard set -> %ld\n", (long)SendMessageA(tb, TB_ADDBITMAP, 0, (LPARAM)&std));
    images(tb, "after it");
    size(tb, "its buttons");
    DestroyWindow(tb);
    ImageList_Destroy(il);
    DeleteObject(b128);
    DeleteObject(b80);
    DeleteObject(b64);
}

static void create_ex(int dxb, int dyb, int dxbm, int dybm)
{
    TBBUTTON b[3];
    HBITMAP bmp = CreateBitmap(128, 15, 1, 32, NULL);
    HWND tb;
    char what[64];

    memset(b, 0, sizeof b);
    tb = CreateToolbarEx(main_wnd, WS_VISIBLE, 1, 16, NULL, (UINT_PTR)bmp, b, 3,
                         dxb, dyb, dxbm, dybm, sizeof(TBBUTTON));
    sprintf(what, "CreateToolbarEx %d,%d %d,%d", dxb, dyb, dxbm, dybm);
    images(tb, what);
    size(tb, "its buttons");
    DestroyWindow(tb);
    DeleteObject(bmp);
}

static void check_group(void)
{
    TBBUTTON b[6];
    HWND tb = toolbar(0, 0);
    int i;

    for (i = 0; i < 6; i++)
        b[i] = button(100 + i, BTNS_CHECKGROUP, TBSTATE_ENABLED, -1);
    b[2].fsStyle = BTNS_SEP | BTNS_GROUP;   /* inside the group */
    b[4].fsStyle = BTNS_SEP;                /* ends it */
    SendMessageA(tb, TB_ADDBUTTONSA, 6, (LPARAM)b);
    SendMessageA(tb, TB_CHECKBUTTON, 100, TRUE);
    SendMessageA(tb, TB_CHECKBUTTON, 105, TRUE);
    SendMessageA(tb, TB_CHECKBUTTON, 103, TRUE);
    printf("checked after 100, 105, 103: %ld %ld %ld %ld\n",
           (long)SendMessageA(tb, TB_ISBUTTONCHECKED, 100, 0),
           (long)SendMessageA(tb, TB_ISBUTTONCHECKED, 101, 0),
           (long)SendMessageA(tb, TB_ISBUTTONCHECKED, 103, 0),
           (long)SendMessageA(tb, TB_ISBUTTONCHECKED, 105, 0));
    DestroyWindow(tb);
}

static void wrapping(void)
{
    TBBUTTON b[8];
    HWND tb = CreateWindowExA(0, TOOLBARCLASSNAMEA, NULL,
                              WS_CHILD | WS_VISIBLE | CCS_NORESIZE | CCS_NOPARENTALIGN,
                              0, 0, 120, 100, main_wnd, (HMENU)5, NULL, NULL);
    RECT r;
    int i;

    SendMessageA(tb, TB_BUTTONSTRUCTSIZE, sizeof(TBBUTTON), 0);
    for (i = 0; i < 8; i++)
        b[i] = button(200 + i, BTNS_BUTTON, TBSTATE_ENABLED, -1);
    b[2].fsStyle = BTNS_SEP;
    b[1].fsState |= TBSTATE_WRAP;           /* the wrapping style takes it off */
    SendMessageA(tb, TB_ADDBUTTONSA, 8, (LPARAM)b);
    SetWindowLongA(tb, GWL_STYLE, GetWindowLongA(tb, GWL_STYLE) | TBSTYLE_WRAPABLE);
    printf("wraps:");
    for (i = 0; i < 8; i++) {
        TBBUTTON got;
        SendMessageA(tb, TB_GETBUTTON, i, (LPARAM)&got);
        if (got.fsState & TBSTATE_WRAP)
            printf(" %d", i);
    }
    SendMessageA(tb, TB_GETITEMRECT, 3, (LPARAM)&r);
    printf("; button 3 at %ld,%ld\n", r.left, r.top);
    SetWindowLongA(tb, GWL_STYLE, GetWindowLongA(tb, GWL_STYLE) & ~TBSTYLE_WRAPABLE);
    SendMessageA(tb, TB_GETITEMRECT, 3, (LPARAM)&r);
    printf("not wrapable: button 3 at %ld,%ld\n", r.left, r.top);
    DestroyWindow(tb);
}

static void flat_margin(void)
{
    TBBUTTON b[2] = {button(1, BTNS_BUTTON, TBSTATE_ENABLED, -1),
                     button(2, BTNS_BUTTON, TBSTATE_ENABLED, -1)};
    HWND tb = toolbar(0, 0);
    RECT r;

    SendMessageA(tb, TB_ADDBUTTONSA, 2, (LPARAM)b);
    SetWindowLongA(tb, GWL_STYLE, GetWindowLongA(tb, GWL_STYLE) | TBSTYLE_FLAT);
    SendMessageA(tb, TB_GETITEMRECT, 1, (LPARAM)&r);
    printf("flat style set: top %ld\n", r.top);
    SendMessageA(tb, TB_SETBUTTONSIZE, 0, MAKELONG(30, 30));
    SendMessageA(tb, TB_GETITEMRECT, 1, (LPARAM)&r);
    printf("after TB_SETBUTTONSIZE: top %ld\n", r.top);
    DestroyWindow(tb);
}

static void styles(void)
{
    char s[8];
    HWND tb = toolbar(0, 0);
    RECT r;

    printf("plain style %#lx\n", GetWindowLongA(tb, GWL_STYLE) & 0xFFFF);
    SendMessageA(tb, TB_ADDSTRINGA, 0, (LPARAM)"STR\0");
    printf("TB_GETSTRINGA without a buffer -> %ld, with -> %ld\n",
           (long)SendMessageA(tb, TB_GETSTRINGA, MAKEWPARAM(0, 0), 0),
           (long)SendMessageA(tb, TB_GETSTRINGA, MAKEWPARAM(sizeof s, 0), (LPARAM)s));
    DestroyWindow(tb);
    tb = toolbar(TBSTYLE_FLAT, 0);
    printf("flat style %#lx\n", GetWindowLongA(tb, GWL_STYLE) & 0xFFFF);
    DestroyWindow(tb);
    tb = toolbar(CCS_NODIVIDER, WS_EX_DLGMODALFRAME);
    GetClientRect(tb, &r);
    printf("WS_EX_DLGMODALFRAME: client height %ld\n", r.bottom);
    DestroyWindow(tb);
}

int main(void)
{
    HDC dc;
    TEXTMETRICA tm;

    InitCommonControls();
    main_wnd = CreateWindowExA(0, "STATIC", "m", WS_OVERLAPPEDWINDOW, 0, 0, 400, 300,
                               NULL, NULL, NULL, NULL);
    dc = GetDC(NULL);
    SelectObject(dc, GetStockObject(SYSTEM_FONT));
    GetTextMetricsA(dc, &tm);
    text_h = tm.tmHeight;
    ReleaseDC(NULL, dc);
    button_sizes();
    bitmaps();
    create_ex(20, 20, 16, 16);
    create_ex(4, 4, 16, 16);
    create_ex(0, 8, 12, 12);
    create_ex(-1, 8, 12, 12);
    create_ex(0, 0, 0, 12);
    check_group();
    wrapping();
    flat_margin();
    styles();
    DestroyWindow(main_wnd);
    printf("done\n");
    return 0;
}
