/*
 * gdi_ddb.c - test guest for device-dependent bitmaps of every depth and the display's
 * DCs (test/win32/gdi/test_gdi_ddb.py, docs/gdi.md "Bitmap depths", docs/compat.md
 * session 36 `bitmapc`), from Wine's bitmap.c test_select_object, test_CreateBitmap,
 * test_mono_bitmap and user32's monitor.c test_display_dc: the depths CreateBitmap makes
 * (15 -> 16, 2 -> 4, past 32 refused), the stock 1x1 bitmap for an empty size, the rows
 * GetBitmapBits and SetBitmapBits move and the colours each depth holds, SelectObject's
 * refusals (not a memory DC, a DDB of another depth, a bitmap another DC selects), the
 * display's depth and surface bitmap, and the colours drawing on a monochrome bitmap
 * gives (pens matched against the background colour, colour sources to monochrome,
 * monochrome patterns). Each check prints one line; the expected lines are this exe's
 * output under Wine 8 at both widths (xvfb-run -a wine gdi_ddb.exe | cat), except where
 * the test names why.
 */
#include <windows.h>
#include <stdio.h>
#include <string.h>

static void depth_line(int bpp)
{
    BITMAP bm;
    HBITMAP h;
    SetLastError(0xdeadbeef);
    h = CreateBitmap(3, 2, 1, bpp, NULL);
    if (!h) {
        printf("CreateBitmap bpp=%d: NULL error=%lu\n", bpp, GetLastError());
        return;
    }
    memset(&bm, 0xAA, sizeof(bm));
    GetObjectA(h, sizeof(bm), &bm);
    printf("CreateBitmap bpp=%d: bits=%d widthbytes=%ld planes=%d size=%ld\n", bpp,
           bm.bmBitsPixel, (long)bm.bmWidthBytes, bm.bmPlanes, GetBitmapBits(h, 0, NULL));
    DeleteObject(h);
}

/* SetBitmapBits of ``n`` bytes of ``in`` then GetBitmapBits: what the depth keeps */
static void rows_line(int bpp, const BYTE *in, int n)
{
    BYTE out[64];
    int i, set, got;
    HBITMAP h = CreateBitmap(2, 2, 1, bpp, NULL);
    set = SetBitmapBits(h, n, in);
    memset(out, 0xCC, sizeof(out));
    got = GetBitmapBits(h, sizeof(out), out);
    printf("rows bpp=%d: set=%d got=%d", bpp, set, got);
    for (i = 0; i < got; i++) printf(" %02x", out[i]);
    printf("\n");
    DeleteObject(h);
}

/* SetDIBits of two 24-bit pixels into a DDB, GetDIBits back at 24 bits */
static void colours_line(HDC hdc, int bpp)
{
    BITMAPINFO bi;
    BYTE in[8] = {0x10, 0x80, 0xF0, 0x33, 0x99, 0x44, 0, 0}, out[8];
    HBITMAP h = CreateBitmap(2, 1, 1, bpp, NULL);
    memset(&bi, 0, sizeof(bi));
    bi.bmiHeader.biSize = sizeof(bi.bmiHeader);
    bi.bmiHeader.biWidth = 2;
    bi.bmiHeader.biHeight = 1;
    bi.bmiHeader.biPlanes = 1;
    bi.bmiHeader.biBitCount = 24;
    SetDIBits(hdc, h, 0, 1, in, &bi, DIB_RGB_COLORS);
    memset(out, 0xCC, sizeof(out));
    GetDIBits(hdc, h, 0, 1, out, &bi, DIB_RGB_COLORS);
    printf("colours bpp=%d: %02x%02x%02x %02x%02x%02x\n", bpp, out[2], out[1], out[0],
           out[5], out[4], out[3]);
    DeleteObject(h);
}

/* GetDIBits' colour table for a DDB read at ``bpp`` bits: entries 7, 8, 9 and 246 */
static void table_line(HDC hdc, int bpp)
{
    char buf[sizeof(BITMAPINFOHEADER) + 256 * 4];
    BITMAPINFO *bi = (BITMAPINFO *)buf;
    BYTE px[4];
    HBITMAP h = CreateCompatibleBitmap(hdc, 1, 1);
    int i;
    memset(buf, 0, sizeof(buf));
    bi->bmiHeader.biSize = sizeof(bi->bmiHeader);
    bi->bmiHeader.biWidth = 1;
    bi->bmiHeader.biHeight = 1;
    bi->bmiHeader.biPlanes = 1;
    bi->bmiHeader.biBitCount = bpp;
    GetDIBits(hdc, h, 0, 1, px, bi, DIB_RGB_COLORS);
    printf("table bpp=%d:", bpp);
    for (i = 0; i < (1 << bpp); i++)
        if (i == 7 || i == 8 || i == 9 || i == 10 || i == 100 || i == 246)
            printf(" %d=%02x%02x%02x", i, bi->bmiColors[i].rgbRed, bi->bmiColors[i].rgbGreen,
                   bi->bmiColors[i].rgbBlue);
    printf("\n");
    DeleteObject(h);
}

static void select_line(HDC memdc, int bpp)
{
    HBITMAP h = CreateBitmap(4, 4, 1, bpp, NULL), old = SelectObject(memdc, h);
    printf("select DDB bpp=%d: %d\n", bpp, old != NULL);
    if (old) SelectObject(memdc, old);
    DeleteObject(h);
}

static void select_dib_line(HDC memdc, int bpp)
{
    char buf[sizeof(BITMAPINFOHEADER) + 256 * 4];
    BITMAPINFO *bi = (BITMAPINFO *)buf;
    void *bits;
    HBITMAP h, old;
    memset(buf, 0, sizeof(buf));
    bi->bmiHeader.biSize = sizeof(bi->bmiHeader);
    bi->bmiHeader.biWidth = 4;
    bi->bmiHeader.biHeight = 4;
    bi->bmiHeader.biPlanes = 1;
    bi->bmiHeader.biBitCount = bpp;
    h = CreateDIBSection(0, bi, DIB_RGB_COLORS, &bits, NULL, 0);
    old = SelectObject(memdc, h);
    printf("select DIB bpp=%d: %d BITSPIXEL=%d\n", bpp, old != NULL,
           GetDeviceCaps(memdc, BITSPIXEL));
    if (old) SelectObject(memdc, old);
    DeleteObject(h);
}

static void surface_line(const char *what, HDC hdc)
{
    BITMAP bm;
    HBITMAP h = GetCurrentObject(hdc, OBJ_BITMAP);
    int n;
    memset(&bm, 0, sizeof(bm));
    n = h ? GetObjectA(h, sizeof(bm), &bm) : 0;
    printf("%s: BITSPIXEL=%d bitmap=%d size=%d %ldx%ld bits=%d widthbytes-ok=%d\n", what,
           GetDeviceCaps(hdc, BITSPIXEL), h != NULL, n, (long)bm.bmWidth, (long)bm.bmHeight,
           bm.bmBitsPixel, bm.bmWidthBytes == ((bm.bmWidth * bm.bmBitsPixel + 15) >> 3 & ~1));
}

/* a pen of ``pen`` on a 16x1 monochrome bitmap with text ``fg`` and background ``bg`` */
static void pen_line(HDC memdc, COLORREF fg, COLORREF bg, COLORREF pen)
{
    WORD bits[8];
    HPEN old;
    SetTextColor(memdc, fg);
    SetBkColor(memdc, bg);
    old = SelectObject(memdc, CreatePen(PS_SOLID, 1, pen));
    MoveToEx(memdc, 0, 0, NULL);
    LineTo(memdc, 16, 0);
    GetBitmapBits(GetCurrentObject(memdc, OBJ_BITMAP), sizeof(bits), bits);
    printf("mono pen %06lx fg %06lx bg %06lx: pixel=%06lx bits=%04x setpixel=%06lx "
           "nearest=%06lx\n", pen, fg, bg, GetPixel(memdc, 0, 0), bits[0],
           SetPixel(memdc, 1, 1, pen), GetNearestColor(memdc, pen));
    DeleteObject(SelectObject(memdc, old));
}

/* a 1-bpp DIB section of colours c0, c1 (pixels 0 1 0 1 ...) blitted to a mono DDB */
static void mono_dib_line(HDC hdc, HDC src, COLORREF c0, COLORREF c1, COLORREF fg,
                          COLORREF bg)
{
    char buf[sizeof(BITMAPINFOHEADER) + 2 * 4];
    BITMAPINFO *bi = (BITMAPINFO *)buf;
    WORD bits[8];
    void *p;
    HBITMAP h;
    memset(buf, 0, sizeof(buf));
    bi->bmiHeader.biSize = sizeof(bi->bmiHeader);
    bi->bmiHeader.biWidth = 16;
    bi->bmiHeader.biHeight = -16;
    bi->bmiHeader.biPlanes = 1;
    bi->bmiHeader.biBitCount = 1;
    bi->bmiColors[0].rgbRed = GetRValue(c0);
    bi->bmiColors[0].rgbGreen = GetGValue(c0);
    bi->bmiColors[0].rgbBlue = GetBValue(c0);
    bi->bmiColors[1].rgbRed = GetRValue(c1);
    bi->bmiColors[1].rgbGreen = GetGValue(c1);
    bi->bmiColors[1].rgbBlue = GetBValue(c1);
    h = CreateDIBSection(0, bi, DIB_RGB_COLORS, &p, NULL, 0);
    memset(p, 0x55, 64);
    DeleteObject(SelectObject(src, h));
    SetTextColor(src, fg);
    SetBkColor(src, bg);
    BitBlt(hdc, 0, 0, 16, 8, src, 0, 0, SRCCOPY);
    GetBitmapBits(GetCurrentObject(hdc, OBJ_BITMAP), sizeof(bits), bits);
    printf("mono from DIB %06lx/%06lx fg %06lx bg %06lx: bits=%04x\n", c0, c1, fg, bg,
           bits[0]);
}

int main(void)
{
    static const int depths[] = {0, 1, 2, 4, 5, 8, 15, 16, 17, 24, 25, 32, 33};
    static const int ddb_depths[] = {1, 4, 8, 16, 24, 32};
    static const BYTE rows[] = {0xA5, 0x5A, 0x3C, 0xC3, 0x12, 0x34, 0x56, 0x78, 0x9A,
                                0xBC, 0xDE, 0xF0, 0x0F, 0xED, 0xCB, 0xA9, 0x87, 0x65};
    static const WORD pattern_bits[] = {0x5555, 0xaaaa, 0x5555, 0xaaaa, 0x5555, 0xaaaa,
                                        0x5555, 0xaaaa};
    HDC screen = GetDC(0), memdc, memdc2, display, src;
    HBITMAP h, stock, mono, pat;
    HBRUSH brush;
    BITMAP bm;
    WORD bits[8];
    int i;

    for (i = 0; i < (int)(sizeof(depths) / sizeof(depths[0])); i++) depth_line(depths[i]);

    SetLastError(0xdeadbeef);
    h = CreateBitmap(0x7ffffff + 1, 1, 1, 1, NULL);
    printf("CreateBitmap too wide: %d error=%lu\n", h != NULL, GetLastError());
    h = CreateBitmap(-3, -2, 1, 8, NULL);
    memset(&bm, 0, sizeof(bm));
    GetObjectA(h, sizeof(bm), &bm);
    printf("CreateBitmap -3x-2: %d %ldx%ld\n", h != NULL, (long)bm.bmWidth, (long)bm.bmHeight);
    DeleteObject(h);
    memset(&bm, 0, sizeof(bm));
    bm.bmType = 1;
    bm.bmWidth = bm.bmHeight = bm.bmPlanes = bm.bmBitsPixel = 1;
    SetLastError(0xdeadbeef);
    h = CreateBitmapIndirect(&bm);
    printf("CreateBitmapIndirect bmType=1: %d error=%lu\n", h != NULL, GetLastError());
    bm.bmType = 0;
    bm.bmWidthBytes = 28;
    h = CreateBitmapIndirect(&bm);
    GetObjectA(h, sizeof(bm), &bm);
    printf("CreateBitmapIndirect widthbytes=28: widthbytes=%ld\n", (long)bm.bmWidthBytes);
    DeleteObject(h);

    memdc = CreateCompatibleDC(screen);
    stock = GetCurrentObject(memdc, OBJ_BITMAP);
    printf("stock: CreateBitmap(0,1)=%d CreateCompatibleBitmap(0,0)=%d "
           "CreateDiscardableBitmap(0,0)=%d CreateCompatibleBitmap(screen,0,5)=%d\n",
           CreateBitmap(0, 1, 0, 0, NULL) == stock, CreateCompatibleBitmap(memdc, 0, 0) == stock,
           CreateDiscardableBitmap(memdc, 0, 0) == stock,
           CreateCompatibleBitmap(screen, 0, 5) == stock);
    printf("DeleteObject(stock)=%d still=%d\n", DeleteObject(stock),
           GetObjectA(stock, sizeof(bm), &bm));
    h = CreateCompatibleBitmap(screen, 5, 5);
    GetObjectA(h, sizeof(bm), &bm);
    printf("CreateCompatibleBitmap(screen): bits=%d\n", bm.bmBitsPixel);
    DeleteObject(h);
    h = CreateDiscardableBitmap(memdc, 5, 5);
    GetObjectA(h, sizeof(bm), &bm);
    printf("CreateDiscardableBitmap(memdc): bits=%d\n", bm.bmBitsPixel);
    DeleteObject(h);

    rows_line(1, rows, 4);
    rows_line(4, rows, 4);
    rows_line(8, rows, 4);
    rows_line(16, rows, 8);
    rows_line(24, rows, 12);
    rows_line(32, rows, 16);
    for (i = 0; i < 6; i++) colours_line(screen, ddb_depths[i]);
    table_line(screen, 4);
    table_line(screen, 8);
    {
        /* GetDIBits without a DC fails and leaves the header; without bits it answers 1 */
        BITMAPINFO bi;
        BYTE px[64];
        int n;
        h = CreateBitmap(4, 4, 1, 32, NULL);
        memset(&bi, 0, sizeof(bi));
        bi.bmiHeader.biSize = sizeof(bi.bmiHeader);
        bi.bmiHeader.biWidth = 4;
        bi.bmiHeader.biHeight = 4;
        bi.bmiHeader.biPlanes = 1;
        bi.bmiHeader.biBitCount = 24;
        SetLastError(0xdeadbeef);
        n = GetDIBits(0, h, 0, 4, px, &bi, DIB_RGB_COLORS);
        printf("GetDIBits(hdc 0): %d error=%lu sizeimage=%lu\n", n, GetLastError(),
               bi.bmiHeader.biSizeImage);
        printf("GetDIBits(no bits): %d %d\n", GetDIBits(screen, h, 0, 4, NULL, &bi,
               DIB_RGB_COLORS), GetDIBits(screen, h, 0, 0, px, &bi, DIB_RGB_COLORS));
        DeleteObject(h);
    }

    {
        /* a 32-bit DDB keeps the fourth bytes it is given: AC_SRC_ALPHA blends with them;
           GDI's drawing writes 0 there */
        DWORD px = 0x80404040;
        BLENDFUNCTION bf = {AC_SRC_OVER, 0, 255, AC_SRC_ALPHA};
        HBITMAP a = CreateBitmap(1, 1, 1, 32, &px), d = CreateCompatibleBitmap(screen, 1, 1);
        HDC adc = CreateCompatibleDC(screen), ddc = CreateCompatibleDC(screen);
        SelectObject(adc, a);
        SelectObject(ddc, d);
        SetPixel(ddc, 0, 0, 0xffffff);
        GdiAlphaBlend(ddc, 0, 0, 1, 1, adc, 0, 0, 1, 1, bf);
        printf("alpha from a 32-bit DDB: %06lx\n", GetPixel(ddc, 0, 0));
        SetPixel(adc, 0, 0, 0x404040);
        px = 0xdeadbeef;
        GetBitmapBits(a, 4, &px);
        SetPixel(ddc, 0, 0, 0xffffff);
        GdiAlphaBlend(ddc, 0, 0, 1, 1, adc, 0, 0, 1, 1, bf);
        printf("after SetPixel: bits=%08lx blend=%06lx\n", px, GetPixel(ddc, 0, 0));
        {
            /* AC_SRC_ALPHA from a source without an alpha channel is refused */
            HBITMAP m = CreateBitmap(1, 1, 1, 1, NULL);
            int ret;
            SelectObject(adc, m);
            SetLastError(0xdeadbeef);
            ret = GdiAlphaBlend(ddc, 0, 0, 1, 1, adc, 0, 0, 1, 1, bf);
            printf("alpha from a 1-bit DDB: %d error=%lu\n", ret, GetLastError());
            SelectObject(adc, a);
            DeleteObject(m);
        }
        DeleteDC(adc);
        DeleteDC(ddc);
        DeleteObject(a);
        DeleteObject(d);
    }

    {
        /* header sizes: 12 (OS/2 core) or 40 and more; 11, 13, 16 and 39 refused */
        static const DWORD sizes[] = {11, 12, 13, 16, 39, 40, 41, 44, 108, 124};
        char buf[sizeof(BITMAPV5HEADER) + 16];
        void *bits;
        HBITMAP s;
        printf("header sizes:");
        for (i = 0; i < 10; i++) {
            memset(buf, 0, sizeof(buf));
            if (sizes[i] < 40) {
                BITMAPCOREHEADER *ch = (BITMAPCOREHEADER *)buf;
                ch->bcSize = sizes[i];
                ch->bcWidth = 8;
                ch->bcHeight = 8;
                ch->bcPlanes = 1;
                ch->bcBitCount = 24;
            } else {
                BITMAPINFOHEADER *ih = (BITMAPINFOHEADER *)buf;
                ih->biSize = sizes[i];
                ih->biWidth = 8;
                ih->biHeight = 8;
                ih->biPlanes = 1;
                ih->biBitCount = 24;
            }
            s = CreateDIBSection(screen, (BITMAPINFO *)buf, DIB_RGB_COLORS, &bits, NULL, 0);
            printf(" %lu=%d", sizes[i], s != NULL);
            if (s) DeleteObject(s);
        }
        printf("\n");
    }

    {
        /* a top-down run-length DIB is refused by SetDIBits */
        static const BYTE rle8[] = {2, 1, 0, 0, 0, 1};
        BITMAPINFO bi;
        int n;
        h = CreateCompatibleBitmap(screen, 2, 2);
        memset(&bi, 0, sizeof(bi));
        bi.bmiHeader.biSize = sizeof(bi.bmiHeader);
        bi.bmiHeader.biWidth = 2;
        bi.bmiHeader.biHeight = -2;
        bi.bmiHeader.biPlanes = 1;
        bi.bmiHeader.biBitCount = 8;
        bi.bmiHeader.biCompression = BI_RLE8;
        bi.bmiHeader.biSizeImage = sizeof(rle8);
        SetLastError(0xdeadbeef);
        n = SetDIBits(screen, h, 0, 2, rle8, &bi, DIB_RGB_COLORS);
        printf("SetDIBits top-down RLE8: %d error=%lu\n", n, GetLastError());
        SetLastError(0xdeadbeef);
        n = SetDIBitsToDevice(screen, 0, 0, 2, 2, 0, 0, 0, 2, rle8, &bi, DIB_RGB_COLORS);
        printf("SetDIBitsToDevice top-down RLE8: %d error=%lu\n", n, GetLastError());
        DeleteObject(h);
    }

    /* SelectObject's refusals */
    h = CreateCompatibleBitmap(screen, 4, 4);
    printf("select into GetDC(0): %d\n", SelectObject(screen, h) != NULL);
    printf("select into memdc: %d\n", SelectObject(memdc, h) == stock);
    memdc2 = CreateCompatibleDC(0);
    printf("select into a second DC: %d\n", SelectObject(memdc2, h) != NULL);
    DeleteDC(memdc);
    memdc = CreateCompatibleDC(0);
    printf("after DeleteDC of the first: %d\n", SelectObject(memdc2, h) != NULL);
    DeleteObject(SelectObject(memdc2, stock));
    for (i = 0; i < 6; i++) select_line(memdc, ddb_depths[i]);
    for (i = 0; i < 6; i++) select_dib_line(memdc, ddb_depths[i]);
    printf("memdc: BITSPIXEL=%d NUMCOLORS=%d\n", GetDeviceCaps(memdc, BITSPIXEL),
           GetDeviceCaps(memdc, NUMCOLORS));

    /* the display */
    surface_line("GetDC(0)", screen);
    display = CreateDCA("\\\\.\\DISPLAY1", NULL, NULL, NULL);
    surface_line("CreateDC(DISPLAY1)", display);
    h = CreateBitmap(4, 4, 1, 1, NULL);
    printf("select into CreateDC: %d\n", SelectObject(display, h) != NULL);
    DeleteObject(h);
    DeleteDC(display);
    {
        DEVMODEA dm;
        memset(&dm, 0, sizeof(dm));
        dm.dmSize = sizeof(dm);
        EnumDisplaySettingsA(NULL, ENUM_CURRENT_SETTINGS, &dm);
        printf("EnumDisplaySettings: dmBitsPerPel=%lu\n", dm.dmBitsPerPel);
    }

    /* drawing on a monochrome bitmap */
    mono = CreateBitmap(16, 16, 1, 1, NULL);
    SelectObject(memdc, mono);
    pen_line(memdc, 0x000000, 0xffffff, 0x0000ff);
    pen_line(memdc, 0x000000, 0xffffff, 0xf0f0f0);
    pen_line(memdc, 0x000000, 0xffffff, 0xffffff);
    pen_line(memdc, 0x000000, 0x808080, 0x808080);
    pen_line(memdc, 0x000000, 0x808080, 0x202020);
    pen_line(memdc, 0xffffff, 0x000000, 0x202020);
    pen_line(memdc, 0x304050, 0x607080, 0x607080);
    pen_line(memdc, 0x304050, 0x607080, 0xc0c0c0);
    pen_line(memdc, 0xa0a0a0, 0x203010, 0x000000);

    /* a monochrome pattern brush on the monochrome bitmap: its bits as they are */
    pat = CreateBitmap(16, 8, 1, 1, pattern_bits);
    SetTextColor(memdc, 0xffffff);
    SetBkColor(memdc, 0x000000);
    brush = SelectObject(memdc, CreatePatternBrush(pat));
    PatBlt(memdc, 0, 0, 16, 16, PATCOPY);
    GetBitmapBits(mono, sizeof(bits), bits);
    printf("mono pattern on mono: bits=%04x\n", bits[0]);
    DeleteObject(SelectObject(memdc, brush));

    /* a monochrome DDB onto the monochrome bitmap: bits copied whatever the colours */
    src = CreateCompatibleDC(0);
    SelectObject(src, pat);
    SetTextColor(src, 0xffffff);
    SetBkColor(src, 0x000000);
    BitBlt(memdc, 0, 0, 16, 8, src, 0, 0, SRCCOPY);
    GetBitmapBits(mono, sizeof(bits), bits);
    printf("mono DDB to mono: bits=%04x\n", bits[0]);

    /* 1-bpp DIB sections to the monochrome bitmap: the source DC's background colour
       as the section holds it becomes white, the other index black */
    mono_dib_line(memdc, src, 0xf0ffff, 0x000020, 0xffffff, 0x000000);
    mono_dib_line(memdc, src, 0x100000, 0xfff0ff, 0xffffff, 0x000000);
    mono_dib_line(memdc, src, 0x100000, 0xfff0ff, 0x001400, 0xf0f0f0);
    mono_dib_line(memdc, src, 0x100000, 0xfff0ff, 0xfafafa, 0x0a0a0a);
    DeleteDC(src);

    /* a colour source to the monochrome bitmap: its background colour white, all else
       black; and back to colour: black pixels the text colour, white the background */
    {
        HDC cdc = CreateCompatibleDC(screen);
        HBITMAP cbm = CreateCompatibleBitmap(screen, 4, 1), oldc;
        oldc = SelectObject(cdc, cbm);
        SetPixel(cdc, 0, 0, 0x123456);
        SetPixel(cdc, 1, 0, 0xffffff);
        SetPixel(cdc, 2, 0, 0x000000);
        SetPixel(cdc, 3, 0, 0x123456);
        SetBkColor(cdc, 0x123456);
        BitBlt(memdc, 0, 0, 4, 1, cdc, 0, 0, SRCCOPY);
        printf("colour to mono: %06lx %06lx %06lx %06lx\n", GetPixel(memdc, 0, 0),
               GetPixel(memdc, 1, 0), GetPixel(memdc, 2, 0), GetPixel(memdc, 3, 0));
        SetTextColor(cdc, 0x0000ff);
        SetBkColor(cdc, 0x00ff00);
        BitBlt(cdc, 0, 0, 4, 1, memdc, 0, 0, SRCCOPY);
        printf("mono to colour: %06lx %06lx %06lx %06lx\n", GetPixel(cdc, 0, 0),
               GetPixel(cdc, 1, 0), GetPixel(cdc, 2, 0), GetPixel(cdc, 3, 0));
        /* a monochrome pattern brush on colour: 0 bits the text colour, 1 the background */
        pat = CreateBitmap(16, 8, 1, 1, pattern_bits);   /* (the first went with src) */
        brush = SelectObject(cdc, CreatePatternBrush(pat));
        PatBlt(cdc, 0, 0, 4, 1, PATCOPY);
        printf("mono pattern on colour: %06lx %06lx\n", GetPixel(cdc, 0, 0),
               GetPixel(cdc, 1, 0));
        DeleteObject(SelectObject(cdc, brush));
        SelectObject(cdc, oldc);
        DeleteObject(cbm);
        DeleteDC(cdc);
    }
    DeleteDC(memdc);
    DeleteDC(memdc2);
    DeleteObject(mono);
    DeleteObject(pat);
    ReleaseDC(0, screen);
    return 0;
}
