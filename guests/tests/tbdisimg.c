/* A toolbar's disabled image list (TB_SETDISABLEDIMAGELIST): a disabled button draws its
   image from that list when one is set, and embossed from the normal list when none is
   (Win32++ 10.3's frames set a greyed copy of their images; issue 23, "Programs in the
   wild"). Images are solid squares; the centre pixel of each button is printed. */
#include <windows.h>
#include <commctrl.h>
#include <stdio.h>

static HIMAGELIST solid(COLORREF c)
{
    HIMAGELIST il = ImageList_Create(16, 16, ILC_COLOR24 | ILC_MASK, 2, 1);
    HDC screen = GetDC(NULL), mem = CreateCompatibleDC(screen);
    HBITMAP bmp = CreateCompatibleBitmap(screen, 32, 16), old = SelectObject(mem, bmp);
    HBRUSH br = CreateSolidBrush(c);
    RECT r = {0, 0, 32, 16};
    FillRect(mem, &r, br);
    SelectObject(mem, old);
    ImageList_AddMasked(il, bmp, RGB(255, 0, 255));
    DeleteObject(br);
    DeleteObject(bmp);
    DeleteDC(mem);
    ReleaseDC(NULL, screen);
    return il;
}

static void centres(HWND tb, const char *when)
{
    int i;
    HDC dc;
    RedrawWindow(tb, NULL, NULL, RDW_INVALIDATE | RDW_ERASE | RDW_UPDATENOW);
    dc = GetDC(tb);
    for (i = 0; i < 2; i++) {
        RECT r = {0};
        COLORREF c;
        SendMessageA(tb, TB_GETITEMRECT, i, (LPARAM)&r);
        c = GetPixel(dc, (r.left + r.right) / 2, (r.top + r.bottom) / 2);
        printf("%s: button %d (%s) centre %02x%02x%02x\n", when, i,
               SendMessageA(tb, TB_ISBUTTONENABLED, 10 + i, 0) ? "enabled" : "disabled",
               GetRValue(c), GetGValue(c), GetBValue(c));
    }
    ReleaseDC(tb, dc);
}

int main(void)
{
    HWND main, tb;
    TBBUTTON b[2];
    HIMAGELIST blue, red;
    LRESULT prev;

    InitCommonControls();
    main = CreateWindowExA(0, "STATIC", "m", WS_OVERLAPPEDWINDOW | WS_VISIBLE, 0, 0, 300, 200,
                           NULL, NULL, NULL, NULL);
    tb = CreateWindowExA(0, TOOLBARCLASSNAMEA, NULL, WS_CHILD | WS_VISIBLE | TBSTYLE_FLAT,
                         0, 0, 0, 0, main, (HMENU)1, NULL, NULL);
    SendMessageA(tb, TB_BUTTONSTRUCTSIZE, sizeof(TBBUTTON), 0);
    blue = solid(RGB(0, 0, 255));
    red = solid(RGB(255, 0, 0));
    SendMessageA(tb, TB_SETIMAGELIST, 0, (LPARAM)blue);
    memset(b, 0, sizeof b);
    b[0].iBitmap = 0; b[0].idCommand = 10; b[0].fsStyle = BTNS_BUTTON;
    b[0].fsState = TBSTATE_ENABLED;
    b[1].iBitmap = 1; b[1].idCommand = 11; b[1].fsStyle = BTNS_BUTTON;
    SendMessageA(tb, TB_ADDBUTTONS, 2, (LPARAM)b);
    SendMessageA(tb, TB_AUTOSIZE, 0, 0);
    UpdateWindow(main);
    printf("disabled list at first: %s\n",
           SendMessageA(tb, TB_GETDISABLEDIMAGELIST, 0, 0) ? "set" : "none");
    centres(tb, "no disabled list");
    prev = SendMessageA(tb, TB_SETDISABLEDIMAGELIST, 0, (LPARAM)red);
    printf("set -> previous %s, get -> %s\n", prev ? "set" : "none",
           (HIMAGELIST)SendMessageA(tb, TB_GETDISABLEDIMAGELIST, 0, 0) == red ? "red" : "other");
    centres(tb, "red disabled list");
    SendMessageA(tb, TB_ENABLEBUTTON, 11, TRUE);
    centres(tb, "both enabled");
    SendMessageA(tb, TB_ENABLEBUTTON, 10, FALSE);
    centres(tb, "first disabled");
    prev = SendMessageA(tb, TB_SETDISABLEDIMAGELIST, 0, 0);
    printf("cleared -> previous %s\n", (HIMAGELIST)prev == red ? "red" : "other");
    centres(tb, "list cleared");
    DestroyWindow(main);
    printf("done\n");
    return 0;
}
