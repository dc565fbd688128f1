/* BS_PUSHLIKE check boxes and a check box's image (issue 23, "Programs in the wild
   (session 30)": SciTE's find strip makes BS_AUTOCHECKBOX | BS_PUSHLIKE | BS_BITMAP
   toggles and sends them BM_SETIMAGE, which stopped the guest). A push-like check box is
   drawn as a push button: its image centred, one pixel right and down while pressed, its
   face the 50% white dither while checked; a plain check box draws its image in the
   label's place (left-aligned: BS_LEFTTEXT puts it at the left edge, whatever the
   font). Prints a line per check; the image (a blue bitmap) is found with
   GetPixel, the face is named by the system colour of two neighbouring pixels. */
#include <windows.h>
#include <stdio.h>

#define BLUE RGB(0, 0, 255)

static HBITMAP solid(int w, int h, COLORREF c)
{
    HDC screen = GetDC(NULL), dc = CreateCompatibleDC(screen);
    HBITMAP b = CreateCompatibleBitmap(screen, w, h);
    HGDIOBJ old = SelectObject(dc, b);
    HBRUSH br = CreateSolidBrush(c);
    RECT r = {0, 0, w, h};
    FillRect(dc, &r, br);
    SelectObject(dc, old);
    DeleteObject(br);
    DeleteDC(dc);
    ReleaseDC(NULL, screen);
    return b;
}

static void find(const char *what, HWND h, COLORREF c)
{
    HDC dc = GetDC(h);
    RECT rc;
    int x, y, l = 999, t = 999, r = -1, b = -1;
    GetClientRect(h, &rc);
    for (y = 0; y < rc.bottom; y++)
        for (x = 0; x < rc.right; x++)
            if (GetPixel(dc, x, y) == c) {
                if (x < l) l = x;
                if (y < t) t = y;
                if (x > r) r = x;
                if (y > b) b = y;
            }
    ReleaseDC(h, dc);
    if (r < 0)
        printf("%s: none\n", what);
    else
        printf("%s: %d,%d-%d,%d\n", what, l, t, r, b);
}

static const char *colour_name(COLORREF c)
{
    if (c == GetSysColor(COLOR_BTNFACE)) return "face";
    if (c == GetSysColor(COLOR_BTNHIGHLIGHT)) return "highlight";
    if (c == GetSysColor(COLOR_BTNSHADOW)) return "shadow";
    return "other";
}

static void face(const char *what, HWND h)
{
    HDC dc = GetDC(h);
    printf("%s: (4,4)=%s (5,4)=%s\n", what, colour_name(GetPixel(dc, 4, 4)),
           colour_name(GetPixel(dc, 5, 4)));
    ReleaseDC(h, dc);
}

static void pump(void)
{
    MSG m;
    while (PeekMessageA(&m, NULL, 0, 0, PM_REMOVE))
        DispatchMessageA(&m);
}

static void redraw(HWND h)
{
    InvalidateRect(h, NULL, TRUE);
    UpdateWindow(h);
    pump();
}

int main(void)
{
    HWND top, pl, cb;
    HBITMAP bm = solid(10, 6, BLUE);
    LRESULT r;
    top = CreateWindowA("STATIC", "t", WS_POPUP | WS_VISIBLE, 10, 10, 300, 200, 0, 0, 0, 0);
    pl = CreateWindowA("BUTTON", "", WS_CHILD | WS_VISIBLE | BS_AUTOCHECKBOX | BS_PUSHLIKE |
                       BS_BITMAP, 11, 10, 30, 30, top, (HMENU)1, 0, 0);
    cb = CreateWindowA("BUTTON", "x", WS_CHILD | WS_VISIBLE | BS_AUTOCHECKBOX | BS_BITMAP | BS_LEFTTEXT,
                       60, 10, 80, 20, top, (HMENU)2, 0, 0);

    r = SendMessageA(pl, BM_SETIMAGE, IMAGE_BITMAP, (LPARAM)bm);
    printf("pushlike given a bitmap: old=%d get=%d\n", r != 0,
           SendMessageA(pl, BM_GETIMAGE, IMAGE_BITMAP, 0) == (LRESULT)bm);
    r = SendMessageA(cb, BM_SETIMAGE, IMAGE_BITMAP, (LPARAM)bm);
    printf("check box given a bitmap: old=%d get=%d\n", r != 0,
           SendMessageA(cb, BM_GETIMAGE, IMAGE_BITMAP, 0) == (LRESULT)bm);
    r = SendMessageA(cb, BM_SETIMAGE, IMAGE_ICON, (LPARAM)bm);
    printf("check box given an icon=%d\n", r != 0);

    redraw(top);
    find("pushlike drawn", pl, BLUE);
    face("pushlike unchecked", pl);
    find("check box drawn", cb, BLUE);

    SendMessageA(pl, BM_CLICK, 0, 0);
    printf("clicked: check=%d\n", (int)SendMessageA(pl, BM_GETCHECK, 0, 0));
    redraw(pl);
    find("pushlike checked", pl, BLUE);
    face("pushlike checked", pl);
    SendMessageA(pl, BM_SETSTATE, TRUE, 0);
    redraw(pl);
    find("pushlike pressed", pl, BLUE);
    SendMessageA(pl, BM_SETSTATE, FALSE, 0);
    SendMessageA(pl, BM_SETCHECK, BST_UNCHECKED, 0);
    redraw(pl);
    face("pushlike unchecked again", pl);
    DestroyWindow(top);
    return 0;
}
