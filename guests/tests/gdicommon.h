/*
 * gdicommon.h - shared by the gdi*.c test guests: a 24-bit top-down DIB section
 * selected into a memory DC, read back pixel by pixel, and a checksum of its bits.
 * The guests print "name=value" lines (the emulator logs guest stdout; under Wine,
 * run `xvfb-run -a wine guest.exe | cat`).
 */
#include <windows.h>
#include <stdio.h>

static BYTE *g_bits;
static int g_w, g_h, g_stride;

/* A memory DC on a w x h 24-bit top-down DIB section filled with white. */
static HDC dib_dc(int w, int h)
{
    BITMAPINFO bi;
    HDC dc = CreateCompatibleDC(NULL);
    HBITMAP bmp;
    RECT rc = {0, 0, w, h};
    ZeroMemory(&bi, sizeof bi);
    bi.bmiHeader.biSize = sizeof bi.bmiHeader;
    bi.bmiHeader.biWidth = w;
    bi.bmiHeader.biHeight = -h;
    bi.bmiHeader.biPlanes = 1;
    bi.bmiHeader.biBitCount = 24;
    bmp = CreateDIBSection(dc, &bi, DIB_RGB_COLORS, (void **)&g_bits, NULL, 0);
    SelectObject(dc, bmp);
    g_w = w;
    g_h = h;
    g_stride = (w * 3 + 3) & ~3;
    FillRect(dc, &rc, (HBRUSH)GetStockObject(WHITE_BRUSH));
    GdiFlush();
    return dc;
}

/* The pixel at (x, y) of the DIB as 0xRRGGBB. */
static unsigned px(int x, int y)
{
    BYTE *p = g_bits + y * g_stride + x * 3;
    GdiFlush();
    return (p[2] << 16) | (p[1] << 8) | p[0];
}

/* FNV-1a over the DIB's pixel rows. */
static unsigned __attribute__((unused)) dib_sum(void)
{
    unsigned hsh = 2166136261u;
    int x, y;
    GdiFlush();
    for (y = 0; y < g_h; y++)
        for (x = 0; x < g_w * 3; x++)
            hsh = (hsh ^ g_bits[y * g_stride + x]) * 16777619u;
    return hsh;
}

/* Count pixels of colour c (0xRRGGBB) in the rectangle [l,r) x [t,b). */
static int __attribute__((unused)) count_px(int l, int t, int r, int b, unsigned c)
{
    int x, y, n = 0;
    for (y = t; y < b; y++)
        for (x = l; x < r; x++)
            if (px(x, y) == c)
                n++;
    return n;
}

/* Print a row of the DIB as characters: '.' white, '#' black, '?' other. */
static void __attribute__((unused)) dump_row(const char *name, int y, int l, int r)
{
    char line[256];
    int x, n = 0;
    for (x = l; x < r && n < 255; x++) {
        unsigned c = px(x, y);
        line[n++] = c == 0xFFFFFF ? '.' : c == 0 ? '#' : '?';
    }
    line[n] = 0;
    printf("%s=%s\n", name, line);
}
