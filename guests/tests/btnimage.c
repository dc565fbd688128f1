/* A BUTTON's image: BM_SETIMAGE / BM_GETIMAGE on push buttons with BS_ICON and BS_BITMAP
   (the image kept only when its type is the style's; the old one returned), and the image
   drawn centred in place of the label, one pixel further right and down while pressed
   (issue 23, "Programs in the wild (stop 29)": mCtrl's example-button shows two BS_ICON
   buttons with IDI_QUESTION; here they were blank). Prints a line per check; the drawn
   image is found by its colour (a red icon, a blue bitmap) with GetPixel. */
#include <windows.h>
#include <stdio.h>

#define RED RGB(255, 0, 0)
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

static HICON red_icon(void)
{
    ICONINFO ii = {TRUE, 0, 0, 0, 0};
    HBITMAP mask = CreateBitmap(16, 16, 1, 1, NULL);
    HDC dc = CreateCompatibleDC(NULL);
    HGDIOBJ old = SelectObject(dc, mask);
    RECT r = {0, 0, 16, 16};
    HICON ic;
    FillRect(dc, &r, GetStockObject(BLACK_BRUSH));     /* mask all 0: opaque */
    SelectObject(dc, old);
    DeleteDC(dc);
    ii.hbmMask = mask;
    ii.hbmColor = solid(16, 16, RED);
    ic = CreateIconIndirect(&ii);
    return ic;
}

/* the box of pixels of colour c in the button's client area */
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

static void pump(void)
{
    MSG m;
    while (PeekMessageA(&m, NULL, 0, 0, PM_REMOVE))
        DispatchMessageA(&m);
}

int main(void)
{
    HWND top, bi, bb, bp;
    HICON ic = red_icon();
    HBITMAP bm = solid(10, 6, BLUE);
    LRESULT r;
    top = CreateWindowA("STATIC", "t", WS_POPUP | WS_VISIBLE, 10, 10, 300, 200, 0, 0, 0, 0);
    bi = CreateWindowA("BUTTON", "icon", WS_CHILD | WS_VISIBLE | BS_PUSHBUTTON | BS_ICON,
                       10, 10, 40, 30, top, (HMENU)1, 0, 0);
    bb = CreateWindowA("BUTTON", "bitmap", WS_CHILD | WS_VISIBLE | BS_PUSHBUTTON | BS_BITMAP,
                       60, 10, 50, 31, top, (HMENU)2, 0, 0);
    bp = CreateWindowA("BUTTON", "plain", WS_CHILD | WS_VISIBLE | BS_PUSHBUTTON,
                       120, 10, 50, 30, top, (HMENU)3, 0, 0);

    printf("icon get before=%d\n", SendMessageA(bi, BM_GETIMAGE, IMAGE_ICON, 0) != 0);
    r = SendMessageA(bi, BM_SETIMAGE, IMAGE_BITMAP, (LPARAM)bm);
    printf("icon button given a bitmap=%d get=%d\n", r != 0,
           SendMessageA(bi, BM_GETIMAGE, IMAGE_BITMAP, 0) != 0);
    r = SendMessageA(bi, BM_SETIMAGE, IMAGE_ICON, (LPARAM)ic);
    printf("icon button given an icon: old=%d get(icon)=%d\n", r != 0,
           SendMessageA(bi, BM_GETIMAGE, IMAGE_ICON, 0) == (LRESULT)ic);
    r = SendMessageA(bi, BM_SETIMAGE, IMAGE_ICON, (LPARAM)ic);
    printf("again: old is it=%d\n", r == (LRESULT)ic);
    r = SendMessageA(bb, BM_SETIMAGE, IMAGE_ICON, (LPARAM)ic);
    printf("bitmap button given an icon=%d\n", r != 0);
    r = SendMessageA(bb, BM_SETIMAGE, IMAGE_BITMAP, (LPARAM)bm);
    printf("bitmap button given a bitmap: old=%d get=%d\n", r != 0,
           SendMessageA(bb, BM_GETIMAGE, IMAGE_BITMAP, 0) == (LRESULT)bm);
    r = SendMessageA(bp, BM_SETIMAGE, IMAGE_BITMAP, (LPARAM)bm);
    printf("plain button given a bitmap=%d get=%d\n", r != 0,
           SendMessageA(bp, BM_GETIMAGE, IMAGE_BITMAP, 0) != 0);

    UpdateWindow(top);
    pump();
    find("icon drawn", bi, RED);
    find("bitmap drawn", bb, BLUE);
    find("plain: no bitmap", bp, BLUE);
    SendMessageA(bi, BM_SETSTATE, TRUE, 0);
    UpdateWindow(bi);
    pump();
    find("icon pressed", bi, RED);
    SendMessageA(bi, BM_SETSTATE, FALSE, 0);
    r = SendMessageA(bi, BM_SETIMAGE, IMAGE_ICON, 0);
    UpdateWindow(bi);
    pump();
    find("icon removed", bi, RED);
    DestroyWindow(top);
    printf("done\n");
    return 0;
}
