/*
 * gdirop.c - GDI bitmaps and raster operations: all 256 ROP3 codes on a probe of the 8
 * (pattern, source, destination) bit combinations and on colours, monochrome <-> colour
 * conversion by text/background colours, a mono-mask sprite over a hatch, pattern
 * brushes with a brush origin, CreateBitmapIndirect and StretchBlt.
 */
#include "gdicommon.h"
#include <string.h>

/* the expected ROP3 result on colours, computed from the truth table bit by bit */
static unsigned rop_expect(int code, unsigned p, unsigned s, unsigned d)
{
    unsigned out = 0;
    int bit;
    for (bit = 0; bit < 24; bit++) {
        int i = (((p >> bit) & 1) << 2) | (((s >> bit) & 1) << 1) | ((d >> bit) & 1);
        out |= (unsigned)((code >> i) & 1) << bit;
    }
    return out;
}

static COLORREF cref(unsigned rgb) { return RGB(rgb >> 16, (rgb >> 8) & 255, rgb & 255); }

static void rop3_probe(void)
{
    HDC dst = dib_dc(8, 8), src, pdc;
    HBITMAP pat;
    HBRUSH pb;
    BYTE *dst_bits = g_bits;
    int code, i, bad = 0, first_bad = -1, bad_colour = 0;
    /* source: column i white when i & 2 */
    src = CreateCompatibleDC(dst);
    pat = CreateCompatibleBitmap(dst, 8, 8);
    SelectObject(src, CreateCompatibleBitmap(dst, 8, 1));
    for (i = 0; i < 8; i++)
        SetPixel(src, i, 0, (i & 2) ? RGB(255, 255, 255) : 0);
    /* pattern: column i white when i & 4 */
    pdc = CreateCompatibleDC(dst);
    SelectObject(pdc, pat);
    for (i = 0; i < 64; i++)
        SetPixel(pdc, i % 8, i / 8, ((i % 8) & 4) ? RGB(255, 255, 255) : 0);
    DeleteDC(pdc);
    pb = CreatePatternBrush(pat);
    SelectObject(dst, pb);
    for (code = 0; code < 256; code++) {
        int got = 0;
        for (i = 0; i < 8; i++)
            SetPixel(dst, i, 0, (i & 1) ? RGB(255, 255, 255) : 0);
        BitBlt(dst, 0, 0, 8, 1, src, 0, 0, (DWORD)code << 16);
        for (i = 0; i < 8; i++)
            if (px(i, 0) == 0xFFFFFF)
                got |= 1 << i;
            else if (px(i, 0) != 0)
                got = -1000;
        if (got != code) {
            bad++;
            if (first_bad < 0)
                first_bad = code;
        }
    }
    printf("rop3_mismatches=%d first=%d\n", bad, first_bad);

    /* the same codes on colours: a solid brush, a source colour and a destination colour */
    SelectObject(dst, CreateSolidBrush(cref(0x3C5A96)));
    SetPixel(src, 0, 0, cref(0x0FF0A5));
    for (code = 0; code < 256; code++) {
        SetPixel(dst, 0, 1, cref(0x5AC3E1));
        BitBlt(dst, 0, 1, 1, 1, src, 0, 0, (DWORD)code << 16);
        if (px(0, 1) != rop_expect(code, 0x3C5A96, 0x0FF0A5, 0x5AC3E1))
            bad_colour++;
    }
    printf("rop3_colour_mismatches=%d\n", bad_colour);
    /* named codes with their full 32-bit values */
    SetPixel(dst, 1, 2, cref(0x5AC3E1));
    PatBlt(dst, 1, 2, 1, 1, DSTINVERT);
    SetPixel(dst, 2, 2, cref(0x5AC3E1));
    PatBlt(dst, 2, 2, 1, 1, PATINVERT);
    SetPixel(dst, 3, 2, cref(0x5AC3E1));
    BitBlt(dst, 3, 2, 1, 1, src, 0, 0, 0x00220326);  /* D & ~S */
    SetPixel(dst, 4, 2, cref(0x5AC3E1));
    BitBlt(dst, 4, 2, 1, 1, src, 0, 0, MERGECOPY);   /* P & S (0xC000CA) */
    printf("dstinvert=%06x patinvert=%06x rop_220326=%06x mergecopy=%06x\n",
           px(1, 2), px(2, 2), px(3, 2), px(4, 2));
    (void)dst_bits;
    DeleteDC(src);
    DeleteDC(dst);
}

static void mono(void)
{
    HDC dst = dib_dc(32, 32), mdc = CreateCompatibleDC(dst), cdc;
    BYTE row[2] = {0xAA, 0};          /* 1 0 1 0 1 0 1 0: 1 = white */
    HBITMAP mbmp = CreateBitmap(8, 1, 1, 1, row), cbmp;
    BITMAP bm;
    int i;
    char line[9];
    GetObject(mbmp, sizeof bm, &bm);
    printf("mono_bitspixel=%d\n", bm.bmBitsPixel);
    SelectObject(mdc, mbmp);
    SetTextColor(dst, RGB(255, 0, 0));
    SetBkColor(dst, RGB(0, 0, 255));
    BitBlt(dst, 0, 0, 8, 1, mdc, 0, 0, SRCCOPY);
    printf("mono_to_colour=%06x,%06x\n", px(0, 0), px(1, 0));

    /* colour -> mono: the source's background colour becomes white */
    cdc = CreateCompatibleDC(dst);
    cbmp = CreateCompatibleBitmap(dst, 8, 1);
    SelectObject(cdc, cbmp);
    for (i = 0; i < 8; i++)
        SetPixel(cdc, i, 0, (i & 1) ? RGB(255, 0, 0) : RGB(0, 255, 0));
    SetBkColor(cdc, RGB(0, 255, 0));
    BitBlt(mdc, 0, 0, 8, 1, cdc, 0, 0, SRCCOPY);
    for (i = 0; i < 8; i++)
        line[i] = GetPixel(mdc, i, 0) == RGB(255, 255, 255) ? '.' : '#';
    line[8] = 0;
    printf("colour_to_mono=%s\n", line);
    /* a fresh memory DC holds a 1x1 monochrome bitmap, so compatible bitmaps are mono */
    {
        HDC fresh = CreateCompatibleDC(NULL);
        HBITMAP fb = CreateCompatibleBitmap(fresh, 4, 4);
        GetObject(fb, sizeof bm, &bm);
        printf("compatible_with_fresh_memdc_bpp=%d\n", bm.bmBitsPixel);
        DeleteObject(fb);
        DeleteDC(fresh);
    }
    DeleteDC(cdc);
    DeleteDC(mdc);
    DeleteDC(dst);
}

static void sprite(void)
{
    HDC dst = dib_dc(32, 32), mdc = CreateCompatibleDC(dst), sdc = CreateCompatibleDC(dst);
    HBRUSH hatch = CreateHatchBrush(HS_DIAGCROSS, RGB(0, 0, 128));
    BYTE mask_bits[16];
    HBITMAP mask, spr;
    unsigned before[8][8];
    int x, y, kept = 1;
    RECT all = {0, 0, 32, 32};
    /* mask: 0 (black) = sprite in the middle 4x4, 1 (white) = transparent */
    for (y = 0; y < 8; y++) {
        mask_bits[y * 2] = (y >= 2 && y < 6) ? 0xC3 : 0xFF;
        mask_bits[y * 2 + 1] = 0;
    }
    mask = CreateBitmap(8, 8, 1, 1, mask_bits);
    spr = CreateCompatibleBitmap(dst, 8, 8);
    SelectObject(mdc, mask);
    SelectObject(sdc, spr);
    PatBlt(sdc, 0, 0, 8, 8, BLACKNESS);
    {
        RECT mid = {2, 2, 6, 6};
        HBRUSH red = CreateSolidBrush(RGB(255, 0, 0));
        FillRect(sdc, &mid, red);
        DeleteObject(red);
    }
    SetBkColor(dst, RGB(255, 255, 0));
    FillRect(dst, &all, hatch);
    for (y = 0; y < 8; y++)
        for (x = 0; x < 8; x++)
            before[y][x] = px(8 + x, 8 + y);
    SetTextColor(dst, 0);
    SetBkColor(dst, RGB(255, 255, 255));
    BitBlt(dst, 8, 8, 8, 8, mdc, 0, 0, SRCAND);
    BitBlt(dst, 8, 8, 8, 8, sdc, 0, 0, SRCPAINT);
    for (y = 0; y < 8; y++)
        for (x = 0; x < 8; x++) {
            int inside = x >= 2 && x < 6 && y >= 2 && y < 6;
            if (!inside && px(8 + x, 8 + y) != before[y][x])
                kept = 0;
        }
    printf("sprite_centre=%06x sprite_background_kept=%d hatch_colours=%06x,%06x\n",
           px(11, 11), kept, px(0, 0), px(1, 0));
    DeleteDC(mdc);
    DeleteDC(sdc);
    DeleteDC(dst);
}

static void bitmaps(void)
{
    HDC dst = dib_dc(16, 16), sdc = CreateCompatibleDC(dst);
    BYTE bits32[8] = {0, 0, 255, 0, 255, 0, 0, 0};   /* red, blue (BGRX) */
    BITMAP bm = {0, 2, 1, 8, 1, 32, bits32};
    HBITMAP b = CreateBitmapIndirect(&bm);
    HBRUSH pb;
    RECT rc = {0, 4, 8, 5};
    SelectObject(sdc, b);
    BitBlt(dst, 0, 0, 2, 1, sdc, 0, 0, SRCCOPY);
    printf("indirect32=%06x,%06x\n", px(0, 0), px(1, 0));
    StretchBlt(dst, 0, 2, 4, 1, sdc, 0, 0, 2, 1, SRCCOPY);
    printf("stretch=%06x,%06x,%06x,%06x\n", px(0, 2), px(1, 2), px(2, 2), px(3, 2));
    {   /* stretch modes when shrinking 4 -> 2: a black pixel at x = 1 of white */
        HDC s4 = CreateCompatibleDC(dst);
        int mode;
        SelectObject(s4, CreateCompatibleBitmap(dst, 4, 1));
        PatBlt(s4, 0, 0, 4, 1, WHITENESS);
        SetPixel(s4, 1, 0, 0);
        for (mode = 1; mode <= 3; mode++) {
            SetStretchBltMode(dst, mode);
            StretchBlt(dst, 0, 6 + mode, 2, 1, s4, 0, 0, 4, 1, SRCCOPY);
            printf("stretchmode%d=%06x,%06x\n", mode, px(0, 6 + mode), px(1, 6 + mode));
        }
        SetStretchBltMode(dst, BLACKONWHITE);
        DeleteDC(s4);
    }
    pb = CreatePatternBrush(b);   /* a 2x1 pattern: red, blue */
    SetBrushOrgEx(dst, 1, 0, NULL);
    FillRect(dst, &rc, pb);
    printf("pattern_brush_org1=%06x,%06x\n", px(0, 4), px(1, 4));
    DeleteObject(pb);
    DeleteDC(sdc);
    DeleteDC(dst);
}

/* DIB bits in and out: CreateDIBitmap, GetDIBits (query and 32-bpp rows), SetDIBits
   from an 8-bpp DIB, BI_BITFIELDS 5-6-5, DIB_PAL_COLORS, Get/SetBitmapBits on mono. */
static void dibs(void)
{
    HDC dst = dib_dc(16, 16), mdc = CreateCompatibleDC(dst);
    struct { BITMAPINFOHEADER h; DWORD colors[256]; } bi;
    BYTE rows24[2][8] = {{0, 0, 255, 0, 255, 0, 0, 0}, {255, 0, 0, 255, 255, 255, 0, 0}};
    DWORD out32[4];
    BYTE rows8[2][4] = {{1, 2, 0, 0}, {2, 1, 0, 0}};
    WORD px565[2] = {0xF800, 0x07E0};
    WORD palidx[2] = {2, 0};
    HBITMAP b;
    BYTE mono_in[4] = {0xA0, 0, 0x50, 0}, mono_out[4];
    struct { WORD ver, n; PALETTEENTRY e[3]; } lp = {0x300, 3, {
        {255, 0, 0, 0}, {0, 255, 0, 0}, {0, 0, 255, 0}}};
    HPALETTE pal = CreatePalette((LOGPALETTE *)&lp);

    ZeroMemory(&bi, sizeof bi);
    bi.h.biSize = sizeof bi.h;
    bi.h.biWidth = 2;
    bi.h.biHeight = 2;            /* bottom-up: rows24[0] is the bottom row */
    bi.h.biPlanes = 1;
    bi.h.biBitCount = 24;
    b = CreateDIBitmap(dst, &bi.h, CBM_INIT, rows24, (BITMAPINFO *)&bi, DIB_RGB_COLORS);
    SelectObject(mdc, b);
    BitBlt(dst, 0, 0, 2, 2, mdc, 0, 0, SRCCOPY);
    printf("createdibitmap=%06x,%06x,%06x,%06x\n", px(0, 0), px(1, 0), px(0, 1), px(1, 1));
    SelectObject(mdc, GetStockObject(BLACK_PEN));   /* (not a bitmap: fails, keeps b) */
    DeleteDC(mdc);
    mdc = CreateCompatibleDC(dst);

    ZeroMemory(&bi, sizeof bi);
    bi.h.biSize = sizeof bi.h;
    printf("getdibits_query=%d", GetDIBits(dst, b, 0, 0, NULL, (BITMAPINFO *)&bi, DIB_RGB_COLORS) != 0);
    printf(" size=%ld,%ld\n", bi.h.biWidth, bi.h.biHeight);
    bi.h.biBitCount = 32;
    bi.h.biCompression = BI_RGB;
    bi.h.biHeight = -2;           /* top-down */
    printf("getdibits_lines=%d", GetDIBits(dst, b, 0, 2, out32, (BITMAPINFO *)&bi, DIB_RGB_COLORS));
    printf(" rows=%06lx,%06lx,%06lx,%06lx\n", out32[0] & 0xFFFFFF, out32[1] & 0xFFFFFF,
           out32[2] & 0xFFFFFF, out32[3] & 0xFFFFFF);

    ZeroMemory(&bi, sizeof bi);
    bi.h.biSize = sizeof bi.h;
    bi.h.biWidth = 2;
    bi.h.biHeight = -2;
    bi.h.biPlanes = 1;
    bi.h.biBitCount = 8;
    bi.h.biClrUsed = 3;
    bi.colors[0] = 0x000000; bi.colors[1] = 0x00FF00; bi.colors[2] = 0xFFFF00;
    printf("setdibits=%d", SetDIBits(dst, b, 0, 2, rows8, (BITMAPINFO *)&bi, DIB_RGB_COLORS));
    SelectObject(mdc, b);
    BitBlt(dst, 0, 0, 2, 2, mdc, 0, 0, SRCCOPY);
    printf(" pixels=%06x,%06x,%06x\n", px(0, 0), px(1, 0), px(0, 1));

    ZeroMemory(&bi, sizeof bi);
    bi.h.biSize = sizeof bi.h;
    bi.h.biWidth = 2;
    bi.h.biHeight = 1;
    bi.h.biPlanes = 1;
    bi.h.biBitCount = 16;
    bi.h.biCompression = BI_BITFIELDS;
    bi.colors[0] = 0xF800; bi.colors[1] = 0x07E0; bi.colors[2] = 0x001F;
    StretchDIBits(dst, 4, 0, 2, 1, 0, 0, 2, 1, px565, (BITMAPINFO *)&bi, DIB_RGB_COLORS, SRCCOPY);
    printf("bitfields565=%06x,%06x\n", px(4, 0), px(5, 0));

    ZeroMemory(&bi, sizeof bi);
    bi.h.biSize = sizeof bi.h;
    bi.h.biWidth = 2;
    bi.h.biHeight = 1;
    bi.h.biPlanes = 1;
    bi.h.biBitCount = 8;
    bi.h.biClrUsed = 2;
    memcpy(bi.colors, palidx, sizeof palidx);
    SelectPalette(dst, pal, FALSE);
    {
        BYTE two[4] = {0, 1, 0, 0};
        SetDIBitsToDevice(dst, 8, 0, 2, 1, 0, 0, 0, 1, two, (BITMAPINFO *)&bi, DIB_PAL_COLORS);
    }
    printf("dib_pal_colors=%06x,%06x\n", px(8, 0), px(9, 0));

    {
        HBITMAP m = CreateBitmap(4, 2, 1, 1, NULL);
        LONG n = SetBitmapBits(m, 4, mono_in);
        LONG k = GetBitmapBits(m, 4, mono_out);
        printf("bitmapbits=%ld,%ld,%02x,%02x\n", n, k, mono_out[0] & 0xF0, mono_out[2] & 0xF0);
        DeleteObject(m);
    }
    DeleteDC(mdc);
    DeleteDC(dst);
}

int WINAPI WinMain(HINSTANCE inst, HINSTANCE prev, LPSTR cmd, int show)
{
    rop3_probe();
    mono();
    sprite();
    bitmaps();
    dibs();
    printf("done\n");
    fflush(stdout);
    return 0;
}
