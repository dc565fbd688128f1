/* ImageList_GetIcon and overlay images. A 4 x 4 ILC_COLOR24 | ILC_MASK list holds a red
   image whose top-left pixel is masked out and a blue one of which only the bottom-right
   2 x 2 corner is opaque; GetIcon of the red one goes through GetIconInfo (fIcon, hot
   spot, bitmap sizes) and its colour and mask bitmaps' pixels are printed (GetDIBits at
   32 bits); ImageList_SetOverlayImage's answers for overlay numbers and indexes; the red
   image drawn (ImageList_Draw, DrawEx, DrawIndirect) with INDEXTOOVERLAYMASK(1) (the blue
   one) into a white 32-bit DIB and read back; GetIcon with the overlay; GetIcon of a list
   without a mask; the drag calls' answers (BeginDrag, GetDragImage, EndDrag) and the drag
   image over a window (DragEnter, DragMove, DragShowNolock, DragLeave: the window's
   pixels read back).
   Prints a line per check. */
#include <windows.h>
#include <commctrl.h>
#include <stdio.h>

static HDC mem;
static DWORD *bits;

static HBITMAP solid(int w, int h, COLORREF c)
{
    HDC screen = GetDC(0);
    HBITMAP bm = CreateCompatibleBitmap(screen, w, h);
    HDC b = CreateCompatibleDC(screen);
    RECT r = {0, 0, w, h};
    HBRUSH br = CreateSolidBrush(c);
    SelectObject(b, bm);
    FillRect(b, &r, br);
    DeleteObject(br);
    DeleteDC(b);
    ReleaseDC(0, screen);
    return bm;
}

/* a 4 x 4 mask: white (clear) everywhere but the rectangle given, black (opaque) there */
static HBITMAP mask(int x0, int y0, int x1, int y1, int clear_corner)
{
    HBITMAP bm = CreateBitmap(4, 4, 1, 1, NULL);
    HDC b = CreateCompatibleDC(0);
    SelectObject(b, bm);
    PatBlt(b, 0, 0, 4, 4, WHITENESS);
    PatBlt(b, x0, y0, x1 - x0, y1 - y0, BLACKNESS);
    if (clear_corner)
        PatBlt(b, 0, 0, 1, 1, WHITENESS);
    DeleteDC(b);
    return bm;
}

static void pixels(const char *what, HBITMAP bm, int w, int h)
{
    struct { BITMAPINFOHEADER h; RGBQUAD c[256]; } bi;
    DWORD px[64];
    int x, y, n;
    memset(&bi, 0, sizeof(bi));
    bi.h.biSize = sizeof(bi.h);
    bi.h.biWidth = w;
    bi.h.biHeight = -h;
    bi.h.biPlanes = 1;
    bi.h.biBitCount = 32;
    n = GetDIBits(mem, bm, 0, h, px, (BITMAPINFO *)&bi, DIB_RGB_COLORS);
    printf("%s (%d rows):", what, n);
    for (y = 0; y < h; y++) {
        printf(" ");
        for (x = 0; x < w; x++)
            printf("%s%06lx", x ? "," : "", px[y * w + x] & 0xFFFFFF);
    }
    printf("\n");
}

static void icon(const char *what, HICON hi)
{
    ICONINFO ii;
    BITMAP b;
    BOOL ok;
    if (!hi) {
        printf("%s: NULL\n", what);
        return;
    }
    memset(&ii, 0, sizeof(ii));
    ok = GetIconInfo(hi, &ii);
    printf("%s: GetIconInfo %d fIcon %d hotspot %lu,%lu color %d mask %d\n", what,
           ok, ii.fIcon, ii.xHotspot, ii.yHotspot, ii.hbmColor != 0,
           ii.hbmMask != 0);
    if (ii.hbmColor && GetObjectA(ii.hbmColor, sizeof(b), &b))
        printf("  color %ldx%ld\n", b.bmWidth, b.bmHeight);
    if (ii.hbmMask && GetObjectA(ii.hbmMask, sizeof(b), &b))
        printf("  mask %ldx%ld %d bit(s)\n", b.bmWidth, b.bmHeight, b.bmBitsPixel);
    if (ii.hbmColor)
        pixels("  color", ii.hbmColor, 4, 4);
    if (ii.hbmMask)
        pixels("  mask", ii.hbmMask, 4, 4);
    DeleteObject(ii.hbmColor);
    DeleteObject(ii.hbmMask);
    printf("  DestroyIcon %d\n", DestroyIcon(hi));
}

static void clear(void)
{
    int i;
    for (i = 0; i < 16; i++)
        bits[i] = 0xFFFFFF;
}

static void shown(const char *what, BOOL ok)
{
    int x, y;
    printf("%s: %d", what, ok);
    for (y = 0; y < 4; y++) {
        printf(" ");
        for (x = 0; x < 4; x++)
            printf("%s%06lx", x ? "," : "", bits[y * 4 + x] & 0xFFFFFF);
    }
    printf("\n");
}

static void window_row(HWND w, int y)
{
    HDC dc = GetWindowDC(w);
    int x;
    printf("  row %d:", y);
    for (x = 0; x < 8; x++)
        printf(" %06lx", GetPixel(dc, x, y) & 0xFFFFFF);
    printf("\n");
    ReleaseDC(w, dc);
}

/* the drag image over a white window: DragEnter at (3, 3) with the hotspot (1, 2), so
   the red image's top-left is at (2, 1) of the window; the lock given back (to read the
   window's pixels), DragMove, DragShowNolock, DragLeave */
static void drag_on_window(HIMAGELIST il)
{
    WNDCLASSA wc;
    HWND w;
    POINT pt;
    memset(&wc, 0, sizeof(wc));
    wc.lpfnWndProc = DefWindowProcA;
    wc.hInstance = GetModuleHandleA(NULL);
    wc.hbrBackground = GetStockObject(WHITE_BRUSH);
    wc.lpszClassName = "ilicon";
    RegisterClassA(&wc);
    w = CreateWindowA("ilicon", "", WS_POPUP | WS_VISIBLE, 0, 0, 32, 32, NULL, NULL,
                      wc.hInstance, NULL);
    UpdateWindow(w);
    printf("no drag: enter %d move %d show %d leave %d\n", ImageList_DragEnter(w, 1, 1),
           ImageList_DragMove(1, 1), ImageList_DragShowNolock(TRUE), ImageList_DragLeave(w));
    printf("BeginDrag: %d\n", ImageList_BeginDrag(il, 0, 1, 2));
    printf("DragEnter: %d\n", ImageList_DragEnter(w, 3, 3));
    printf("DragEnter again: %d\n", ImageList_DragEnter(w, 3, 3));
    ImageList_GetDragImage(&pt, NULL);
    printf("GetDragImage pt %ld,%ld\n", pt.x, pt.y);
    printf("LockWindowUpdate(NULL): %d\n", LockWindowUpdate(NULL));
    window_row(w, 1);
    window_row(w, 4);
    printf("DragMove: %d\n", ImageList_DragMove(5, 4));
    ImageList_GetDragImage(&pt, NULL);
    printf("GetDragImage pt %ld,%ld\n", pt.x, pt.y);
    window_row(w, 1);
    window_row(w, 2);
    printf("DragShowNolock(FALSE): %d\n", ImageList_DragShowNolock(FALSE));
    printf("DragShowNolock(FALSE) again: %d\n", ImageList_DragShowNolock(FALSE));
    window_row(w, 2);
    printf("DragMove hidden: %d\n", ImageList_DragMove(2, 2));
    printf("DragShowNolock(TRUE): %d\n", ImageList_DragShowNolock(TRUE));
    window_row(w, 0);
    window_row(w, 3);
    printf("DragLeave: %d\n", ImageList_DragLeave(w));
    window_row(w, 0);
    ImageList_EndDrag();
    DestroyWindow(w);
}

int main(void)
{
    BITMAPINFO bi;
    HBITMAP dib, red, blue, m1, m2;
    HIMAGELIST il, plain, drag;
    IMAGELISTDRAWPARAMS p;
    POINT pt, hot;

    InitCommonControls();
    mem = CreateCompatibleDC(0);
    memset(&bi, 0, sizeof(bi));
    bi.bmiHeader.biSize = sizeof(bi.bmiHeader);
    bi.bmiHeader.biWidth = 4;
    bi.bmiHeader.biHeight = -4;
    bi.bmiHeader.biPlanes = 1;
    bi.bmiHeader.biBitCount = 32;
    dib = CreateDIBSection(mem, &bi, DIB_RGB_COLORS, (void **)&bits, NULL, 0);
    SelectObject(mem, dib);

    il = ImageList_Create(4, 4, ILC_COLOR24 | ILC_MASK, 2, 2);
    red = solid(4, 4, RGB(255, 0, 0));
    blue = solid(4, 4, RGB(0, 0, 255));
    m1 = mask(0, 0, 4, 4, 1);
    m2 = mask(2, 2, 4, 4, 0);
    printf("add red: %d\n", ImageList_Add(il, red, m1));
    printf("add blue: %d\n", ImageList_Add(il, blue, m2));

    icon("GetIcon 0", ImageList_GetIcon(il, 0, ILD_NORMAL));
    icon("GetIcon 1 transparent", ImageList_GetIcon(il, 1, ILD_TRANSPARENT));
    icon("GetIcon 2", ImageList_GetIcon(il, 2, ILD_NORMAL));
    icon("GetIcon -1", ImageList_GetIcon(il, -1, ILD_NORMAL));
    icon("GetIcon NULL list", ImageList_GetIcon(NULL, 0, ILD_NORMAL));

    printf("SetOverlayImage 1 as 0: %d\n", ImageList_SetOverlayImage(il, 1, 0));
    printf("SetOverlayImage 1 as 16: %d\n", ImageList_SetOverlayImage(il, 1, 16));
    printf("SetOverlayImage 2 as 1: %d\n", ImageList_SetOverlayImage(il, 2, 1));
    printf("SetOverlayImage 3 as 1: %d\n", ImageList_SetOverlayImage(il, 3, 1));
    printf("SetOverlayImage -2 as 1: %d\n", ImageList_SetOverlayImage(il, -2, 1));
    printf("SetOverlayImage -1 as 2: %d\n", ImageList_SetOverlayImage(il, -1, 2));
    printf("SetOverlayImage 1 as 15: %d\n", ImageList_SetOverlayImage(il, 1, 15));
    printf("SetOverlayImage NULL: %d\n", ImageList_SetOverlayImage(NULL, 1, 1));
    printf("SetOverlayImage 1 as 1: %d\n", ImageList_SetOverlayImage(il, 1, 1));

    clear();
    shown("Draw 0 overlay 1 transparent", ImageList_Draw(il, 0, mem, 0, 0,
          ILD_TRANSPARENT | INDEXTOOVERLAYMASK(1)));
    clear();
    shown("Draw 0 overlay 15 normal", ImageList_Draw(il, 0, mem, 0, 0,
          ILD_NORMAL | INDEXTOOVERLAYMASK(15)));
    clear();
    shown("Draw 0 overlay 2 (none)", ImageList_Draw(il, 0, mem, 0, 0,
          ILD_TRANSPARENT | INDEXTOOVERLAYMASK(2)));
    clear();
    shown("DrawEx 0 overlay 1 bk green", ImageList_DrawEx(il, 0, mem, 0, 0, 0, 0,
          RGB(0, 255, 0), CLR_NONE, ILD_NORMAL | INDEXTOOVERLAYMASK(1)));
    clear();
    memset(&p, 0, sizeof(p));
    p.cbSize = sizeof(p);
    p.himl = il;
    p.i = 0;
    p.hdcDst = mem;
    p.x = 1;
    p.y = 1;
    p.rgbBk = CLR_NONE;
    p.rgbFg = CLR_NONE;
    p.fStyle = ILD_TRANSPARENT | INDEXTOOVERLAYMASK(1);
    shown("DrawIndirect 0 overlay 1 at 1,1", ImageList_DrawIndirect(&p));

    icon("GetIcon 0 overlay 1", ImageList_GetIcon(il, 0, ILD_TRANSPARENT | INDEXTOOVERLAYMASK(1)));

    plain = ImageList_Create(4, 4, ILC_COLOR24, 1, 1);
    printf("plain add: %d\n", ImageList_Add(plain, blue, NULL));
    icon("plain GetIcon 0", ImageList_GetIcon(plain, 0, ILD_NORMAL));

    printf("BeginDrag: %d\n", ImageList_BeginDrag(il, 0, 1, 2));
    printf("BeginDrag again: %d\n", ImageList_BeginDrag(il, 1, 0, 0));
    pt.x = pt.y = hot.x = hot.y = -7;
    drag = ImageList_GetDragImage(&pt, &hot);
    printf("GetDragImage: %d pt %ld,%ld hotspot %ld,%ld count %d\n", drag != NULL, pt.x,
           pt.y, hot.x, hot.y, drag ? ImageList_GetImageCount(drag) : -1);
    ImageList_EndDrag();
    printf("after EndDrag: %d\n", ImageList_GetDragImage(NULL, NULL) != NULL);

    drag_on_window(il);

    printf("Remove all: %d\n", ImageList_Remove(il, -1));
    printf("add red again: %d\n", ImageList_Add(il, red, m1));
    printf("SetOverlayImage 0 as 1: %d\n", ImageList_SetOverlayImage(il, 0, 1));
    ImageList_Destroy(il);
    ImageList_Destroy(plain);
    return 0;
}
