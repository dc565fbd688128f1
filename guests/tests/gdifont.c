/*
 * gdifont.c - the font mapper: CreateFont heights (negative: character height, positive:
 * cell height, 0: default) and the TEXTMETRIC of what was chosen, bold and italic
 * strikes, underline and strikeout rows, lfWidth stretching, lfEscapement turning the
 * baseline, faces substituted by family (GetTextFace, pitch and family bits), and
 * EnumFontFamilies listing a raster face once per size.
 */
#include "gdicommon.h"
#include <string.h>

static HFONT font(int h, int w, int esc, int weight, int italic, int under, int strike,
                  int pitch, const char *face)
{
    return CreateFontA(h, w, esc, esc, weight, italic, under, strike, ANSI_CHARSET, 0, 0, 0,
                       pitch, face);
}

/* The ink box of black pixels in the DIB: l,t,r,b (r,b exclusive), or all -1. */
static void ink(int *l, int *t, int *r, int *b)
{
    int x, y;
    *l = *t = 1 << 30;
    *r = *b = -1;
    for (y = 0; y < g_h; y++)
        for (x = 0; x < g_w; x++)
            if (px(x, y) == 0) {
                if (x < *l) *l = x;
                if (y < *t) *t = y;
                if (x + 1 > *r) *r = x + 1;
                if (y + 1 > *b) *b = y + 1;
            }
    if (*r < 0)
        *l = *t = -1;
}

static void heights(HDC dc)
{
    static const int hs[] = {-8, -10, -11, -12, -13, -16, -20, -24, -34, -48, 11, 13, 16, 20, 0};
    unsigned i;
    TEXTMETRICA tm;
    for (i = 0; i < sizeof hs / sizeof hs[0]; i++) {
        HFONT f = font(hs[i], 0, 0, FW_NORMAL, 0, 0, 0, VARIABLE_PITCH | FF_SWISS,
                       "MS Sans Serif"), old = SelectObject(dc, f);
        GetTextMetricsA(dc, &tm);
        /* h<height>=tmHeight,tmAscent,tmDescent,tmInternalLeading */
        printf("h%d=%ld,%ld,%ld,%ld\n", hs[i], tm.tmHeight, tm.tmAscent, tm.tmDescent,
               tm.tmInternalLeading);
        SelectObject(dc, old);
        DeleteObject(f);
    }
}

static void styles(void)
{
    HDC dc = dib_dc(120, 40);
    TEXTMETRICA tm;
    SIZE plain, bold, wide;
    int l, t, r, b, lb, tb, rb, bb, row, base;
    HFONT f = font(-11, 0, 0, FW_NORMAL, 0, 0, 0, 0, "MS Sans Serif"), old;
    unsigned plain_sum, italic_sum;
    SetBkMode(dc, TRANSPARENT);
    old = SelectObject(dc, f);
    GetTextExtentPoint32A(dc, "Wide Words", 10, &plain);
    TextOutA(dc, 2, 2, "Wide Words", 10);
    plain_sum = dib_sum();
    ink(&l, &t, &r, &b);
    SelectObject(dc, old);
    DeleteObject(f);

    f = font(-11, 0, 0, FW_BOLD, 0, 0, 0, 0, "MS Sans Serif");
    old = SelectObject(dc, f);
    GetTextMetricsA(dc, &tm);
    GetTextExtentPoint32A(dc, "Wide Words", 10, &bold);
    printf("bold_weight=%ld bold_wider=%d\n", tm.tmWeight, bold.cx > plain.cx);
    SelectObject(dc, old);
    DeleteObject(f);

    f = font(-11, 0, 0, FW_NORMAL, TRUE, 0, 0, 0, "MS Sans Serif");
    old = SelectObject(dc, f);
    GetTextMetricsA(dc, &tm);
    PatBlt(dc, 0, 0, 120, 40, WHITENESS);
    TextOutA(dc, 2, 2, "Wide Words", 10);
    italic_sum = dib_sum();
    printf("italic=%d italic_pixels_differ=%d\n", tm.tmItalic, italic_sum != plain_sum);
    SelectObject(dc, old);
    DeleteObject(f);

    /* underline one pixel below the baseline, as wide as the text; strikeout above it */
    f = font(-11, 0, 0, FW_NORMAL, 0, TRUE, 0, 0, "MS Sans Serif");
    old = SelectObject(dc, f);
    GetTextMetricsA(dc, &tm);
    PatBlt(dc, 0, 0, 120, 40, WHITENESS);
    TextOutA(dc, 2, 2, "Wide Words", 10);
    base = 2 + tm.tmAscent;
    row = count_px(2, base + 1, 2 + plain.cx, base + 2, 0);
    printf("underline_row_full=%d\n", row == plain.cx);
    SelectObject(dc, old);
    DeleteObject(f);
    f = font(-11, 0, 0, FW_NORMAL, 0, 0, TRUE, 0, "MS Sans Serif");
    old = SelectObject(dc, f);
    PatBlt(dc, 0, 0, 120, 40, WHITENESS);
    TextOutA(dc, 2, 2, "Wide Words", 10);
    {
        int y, full = -1;
        for (y = 2; y < base; y++)
            if (count_px(2, y, 2 + plain.cx, y + 1, 0) == plain.cx)
                full = y;
        printf("strikeout_inside=%d\n", full > 2 + tm.tmInternalLeading && full < base);
    }
    SelectObject(dc, old);
    DeleteObject(f);

    /* lfWidth twice the average stretches every advance twice */
    f = font(-11, 2 * tm.tmAveCharWidth, 0, FW_NORMAL, 0, 0, 0, 0, "MS Sans Serif");
    old = SelectObject(dc, f);
    GetTextExtentPoint32A(dc, "Wide Words", 10, &wide);
    printf("width_stretched=%d\n", wide.cx == 2 * plain.cx);
    PatBlt(dc, 0, 0, 120, 40, WHITENESS);
    TextOutA(dc, 2, 2, "Wide", 4);
    ink(&lb, &tb, &rb, &bb);
    printf("stretched_ink_same_height=%d\n", bb - tb == b - t);
    SelectObject(dc, old);
    DeleteObject(f);
    DeleteDC(dc);
}

/* Escapement: TA_LEFT|TA_TOP text at (60, 60) reads along the turned baseline. */
static void escapement(void)
{
    static const int angles[] = {900, 1800, 2700};
    unsigned i;
    for (i = 0; i < 3; i++) {
        HDC dc = dib_dc(120, 120);
        HFONT f = font(-11, 0, angles[i], FW_NORMAL, 0, 0, 0, 0, "MS Sans Serif"), old;
        int l, t, r, b;
        SetBkMode(dc, TRANSPARENT);
        old = SelectObject(dc, f);
        TextOutA(dc, 60, 60, "Hello", 5);
        ink(&l, &t, &r, &b);
        /* esc<angle>=ink box */
        printf("esc%d=%d,%d,%d,%d\n", angles[i], l, t, r, b);
        SelectObject(dc, old);
        DeleteObject(f);
        DeleteDC(dc);
    }
}

static void faces(void)
{
    static const char *names[] = {"Times New Roman", "Courier New", "Arial", "Fixedsys",
                                  "No Such Face"};
    HDC dc = dib_dc(8, 8);
    TEXTMETRICA tm;
    char face[64];
    unsigned i;
    for (i = 0; i < 5; i++) {
        HFONT f = font(-11, 0, 0, FW_NORMAL, 0, 0, 0, 0, names[i]), old = SelectObject(dc, f);
        GetTextFaceA(dc, sizeof face, face);
        GetTextMetricsA(dc, &tm);
        printf("face%u=%s family=%02x\n", i, face, tm.tmPitchAndFamily & 0xF1);
        SelectObject(dc, old);
        DeleteObject(f);
    }
    DeleteDC(dc);
}

/* lfHeight is in logical units: under MM_TWIPS and a 2x MM_ANISOTROPIC scale a font is
 * realized at its device size, and metrics and extents come back in logical units. */
static void mapping(void)
{
    HDC dc = dib_dc(300, 100);
    TEXTMETRICA tm;
    SIZE sz;
    POINT p[2] = {{0, 0}, {1000, -1000}};
    HFONT f, old;
    int l, t, r, b, twips;
    SetBkMode(dc, TRANSPARENT);
    SetMapMode(dc, MM_TWIPS);
    LPtoDP(dc, p, 2);
    /* device pixels per 1000 twips, x and y */
    printf("twips_per_1000=%ld,%ld\n", p[1].x - p[0].x, p[1].y - p[0].y);
    twips = MulDiv(11, 1000, p[1].y - p[0].y);       /* 11 device pixels in twips */
    f = font(-twips, 0, 0, FW_NORMAL, 0, 0, 0, 0, "MS Sans Serif");
    old = SelectObject(dc, f);
    GetTextMetricsA(dc, &tm);
    GetTextExtentPoint32A(dc, "Wide Words", 10, &sz);
    printf("twips_font=%d twips_tm=%ld,%ld,%ld twips_extent=%ld,%ld\n", twips, tm.tmHeight,
           tm.tmAscent, tm.tmAveCharWidth, sz.cx, sz.cy);
    TextOutA(dc, 150, -150, "Wide Words", 10);
    ink(&l, &t, &r, &b);
    printf("twips_ink=%d,%d,%d,%d\n", l, t, r, b);
    SelectObject(dc, old);
    DeleteObject(f);

    PatBlt(dc, 0, 0, 300, 100, WHITENESS);
    SetMapMode(dc, MM_ANISOTROPIC);
    SetWindowExtEx(dc, 1, 1, NULL);
    SetViewportExtEx(dc, 2, 2, NULL);
    f = font(-11, 0, 0, FW_NORMAL, 0, 0, 0, 0, "MS Sans Serif");
    old = SelectObject(dc, f);
    GetTextMetricsA(dc, &tm);
    GetTextExtentPoint32A(dc, "Wide Words", 10, &sz);
    printf("x2_tm=%ld,%ld x2_extent=%ld,%ld\n", tm.tmHeight, tm.tmAscent, sz.cx, sz.cy);
    TextOutA(dc, 5, 5, "Wide Words", 10);
    ink(&l, &t, &r, &b);
    printf("x2_ink=%d,%d,%d,%d\n", l, t, r, b);
    SelectObject(dc, old);
    DeleteObject(f);
    DeleteDC(dc);
}

static int g_sizes, g_raster, g_ascending = 1, g_last_height;

static int CALLBACK size_proc(const LOGFONTA *lf, const TEXTMETRICA *tm, DWORD type, LPARAM l)
{
    g_sizes++;
    g_raster += (type & RASTER_FONTTYPE) != 0;
    if (tm->tmHeight < g_last_height)
        g_ascending = 0;
    g_last_height = tm->tmHeight;
    return 1;
}

int WINAPI WinMain(HINSTANCE inst, HINSTANCE prev, LPSTR cmd, int show)
{
    HDC dc = dib_dc(8, 8);
    heights(dc);
    EnumFontFamiliesA(dc, "MS Sans Serif", (FONTENUMPROCA)size_proc, 0);
    printf("sans_sizes=%d raster=%d ascending=%d\n", g_sizes, g_raster, g_ascending);
    DeleteDC(dc);
    styles();
    escapement();
    faces();
    mapping();
    printf("done\n");
    fflush(stdout);
    return 0;
}
