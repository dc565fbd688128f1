/* Two things PuTTY 0.83's configuration dialog showed (issue 23, "Programs in the wild",
 * docs/runtimes.md): under its modal About box, the dialog's static labels kept their
 * black text under Wine but were painted greyed here (a control looks disabled by its
 * own WS_DISABLED bit only, as IsWindowEnabled answers, not because its parent is
 * disabled); and its colour list box, whose height is not a whole number of rows,
 * painted its cut last row below itself, over the dialog.
 *
 * The program counts pixels: the label's text colours with its parent disabled, then
 * with the label itself disabled, and the parent's pixels just below a list box and a
 * combo box's drop-down list that hold a cut row.
 */
#include <windows.h>
#include <stdio.h>

static void count_text(HWND top, const char *what)
{
    HDC dc = GetDC(top);
    int x, y, black = 0, grey = 0;
    COLORREF gray = GetSysColor(COLOR_GRAYTEXT);
    for (y = 10; y < 30; y++)
        for (x = 10; x < 110; x++) {
            COLORREF c = GetPixel(dc, x, y);
            if (c == RGB(0, 0, 0))
                black++;
            else if (c == gray)
                grey++;
        }
    ReleaseDC(top, dc);
    printf("%s: black text pixels %s, grey text pixels %s\n", what,
           black ? "some" : "none", grey ? "some" : "none");
}

static int not_white_below(HWND top, int y0)
{
    HDC dc = GetDC(top);
    int x, y, odd = 0;
    for (y = y0; y < y0 + 12; y++)
        for (x = 10; x < 130; x++)
            if (GetPixel(dc, x, y) != RGB(255, 255, 255))
                odd++;
    ReleaseDC(top, dc);
    return odd;
}

int main(void)
{
    WNDCLASSA wc;
    HWND top, label, list;
    RECT r;
    int i, bottom;
    char text[16];

    memset(&wc, 0, sizeof wc);
    wc.lpfnWndProc = DefWindowProcA;
    wc.hbrBackground = (HBRUSH)GetStockObject(WHITE_BRUSH);
    wc.lpszClassName = "paintparent";
    RegisterClassA(&wc);
    top = CreateWindowExA(0, "paintparent", "", WS_POPUP | WS_VISIBLE, 0, 0, 300, 200,
                          NULL, NULL, NULL, NULL);
    label = CreateWindowExA(0, "STATIC", "Category: WWWW", WS_CHILD | WS_VISIBLE | SS_LEFT,
                            10, 10, 100, 20, top, NULL, NULL, NULL);
    SendMessageA(label, WM_SETFONT, (WPARAM)GetStockObject(DEFAULT_GUI_FONT), 0);
    UpdateWindow(top);
    count_text(top, "enabled");
    EnableWindow(top, FALSE);
    InvalidateRect(top, NULL, TRUE);
    UpdateWindow(top);
    printf("parent disabled: IsWindowEnabled(label)=%d\n", IsWindowEnabled(label));
    count_text(top, "parent disabled");
    EnableWindow(top, TRUE);
    EnableWindow(label, FALSE);
    InvalidateRect(top, NULL, TRUE);
    UpdateWindow(top);
    count_text(top, "label disabled");
    DestroyWindow(label);

    /* a list box of three and a half rows (no integral height) with many items */
    list = CreateWindowExA(0, "LISTBOX", "", WS_CHILD | WS_VISIBLE | LBS_NOINTEGRALHEIGHT,
                           10, 40, 120, 10, top, NULL, NULL, NULL);
    SendMessageA(list, WM_SETFONT, (WPARAM)GetStockObject(DEFAULT_GUI_FONT), 0);
    for (i = 0; i < 20; i++) {
        snprintf(text, sizeof text, "Item %d gjpqy", i);
        SendMessageA(list, LB_ADDSTRING, 0, (LPARAM)text);
    }
    i = (int)SendMessageA(list, LB_GETITEMHEIGHT, 0, 0);
    MoveWindow(list, 10, 40, 120, i * 7 / 2, TRUE);
    GetWindowRect(list, &r);
    bottom = r.bottom;
    printf("list box: %d rows and a half\n", 3);
    InvalidateRect(top, NULL, TRUE);
    UpdateWindow(top);
    UpdateWindow(list);
    printf("parent pixels below the list box not white: %d\n", not_white_below(top, bottom));
    DestroyWindow(top);
    printf("done\n");
    return 0;
}
