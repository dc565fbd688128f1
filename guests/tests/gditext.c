/*
 * gditext.c - palettes on a true-colour display and text: CreatePalette/SelectPalette/
 * RealizePalette/GetNearestPaletteIndex, PALETTEINDEX and PALETTERGB brushes, the
 * halftone palette, GetTextFace and LOGFONT round trips, TA_UPDATECP, alignments,
 * ExtTextOut ETO_OPAQUE/ETO_CLIPPED, underline, CreateIC.
 */
#include "gdicommon.h"
#include <string.h>

static int black_in(int l, int t, int r, int b) { return count_px(l, t, r, b, 0); }

static void palettes(void)
{
    HDC dc = dib_dc(16, 16);
    struct { WORD ver, n; PALETTEENTRY e[4]; } lp = {0x300, 4, {
        {255, 0, 0, 0}, {0, 255, 0, 0}, {0, 0, 255, 0}, {10, 20, 30, 0}}};
    HPALETTE pal = CreatePalette((LOGPALETTE *)&lp), old, ht;
    RECT rc = {0, 0, 1, 1};
    HBRUSH b;
    PALETTEENTRY pe;
    old = SelectPalette(dc, pal, FALSE);
    printf("select_old_is_default=%d\n", old == GetStockObject(DEFAULT_PALETTE));
    printf("realize=%u\n", RealizePalette(dc));
    printf("nearest=%u,%u\n", GetNearestPaletteIndex(pal, RGB(250, 10, 10)),
           GetNearestPaletteIndex(pal, RGB(12, 18, 33)));
    b = CreateSolidBrush(PALETTEINDEX(2));
    FillRect(dc, &rc, b);
    DeleteObject(b);
    rc.left = 1; rc.right = 2;
    b = CreateSolidBrush(PALETTERGB(12, 34, 56));
    FillRect(dc, &rc, b);
    DeleteObject(b);
    printf("paletteindex=%06x palettergb=%06x\n", px(0, 0), px(1, 0));
    printf("rc_palette=%d sizepalette=%d numcolors=%d\n",
           (GetDeviceCaps(dc, RASTERCAPS) & RC_PALETTE) != 0, GetDeviceCaps(dc, SIZEPALETTE),
           GetDeviceCaps(dc, NUMCOLORS));
    ht = CreateHalftonePalette(dc);
    GetPaletteEntries(ht, 0, 1, &pe);
    printf("halftone_entries=%u first=%d,%d,%d\n", GetPaletteEntries(ht, 0, 0, NULL),
           pe.peRed, pe.peGreen, pe.peBlue);
    printf("entries=%u\n", GetPaletteEntries(pal, 0, 0, NULL));
    SelectPalette(dc, old, FALSE);
    DeleteObject(ht);
    DeleteObject(pal);
    DeleteDC(dc);
}

static int g_fams, g_raster, g_sans;

static int CALLBACK fam_proc(const LOGFONTA *lf, const TEXTMETRICA *tm, DWORD type, LPARAM l)
{
    g_fams++;
    if (type & RASTER_FONTTYPE)
        g_raster++;
    if (!strcmp(lf->lfFaceName, "MS Sans Serif") && (tm->tmPitchAndFamily & TMPF_FIXED_PITCH))
        g_sans++;
    return 1;
}

static void fonts(void)
{
    HDC dc = dib_dc(8, 8);
    TEXTMETRICA tm;
    INT w[2];
    ABC abc;
    LOGFONTA lf;
    HFONT fixed = CreateFontA(-13, 0, 0, 0, FW_NORMAL, 0, 0, 0, ANSI_CHARSET, 0, 0, 0,
                              FIXED_PITCH | FF_MODERN, "Courier");
    EnumFontFamiliesA(dc, NULL, (FONTENUMPROCA)fam_proc, 0);
    printf("families=%d raster=%d sans_variable=%d\n", g_fams, g_raster, g_sans);
    g_fams = 0;
    ZeroMemory(&lf, sizeof lf);
    lf.lfCharSet = DEFAULT_CHARSET;
    strcpy(lf.lfFaceName, "Courier");
    EnumFontFamiliesExA(dc, &lf, (FONTENUMPROCA)fam_proc, 0, 0);
    printf("families_ex_courier=%d\n", g_fams);
    SelectObject(dc, GetStockObject(DEFAULT_GUI_FONT));
    GetTextMetricsA(dc, &tm);
    printf("gui_pitch_variable=%d truetype=%d height_ok=%d\n",
           (tm.tmPitchAndFamily & TMPF_FIXED_PITCH) != 0,
           (tm.tmPitchAndFamily & TMPF_TRUETYPE) != 0, tm.tmHeight == tm.tmAscent + tm.tmDescent);
    GetCharWidth32A(dc, 'i', 'i', &w[0]);
    GetCharWidth32A(dc, 'W', 'W', &w[1]);
    printf("proportional_widths_differ=%d abc_on_raster=%d\n", w[0] != w[1],
           GetCharABCWidthsA(dc, 'a', 'a', &abc));
    SelectObject(dc, fixed);
    GetTextMetricsA(dc, &tm);
    GetCharWidth32A(dc, 'i', 'i', &w[0]);
    GetCharWidth32A(dc, 'W', 'W', &w[1]);
    printf("fixed_pitch_bit=%d fixed_widths_equal=%d avg_is_width=%d\n",
           tm.tmPitchAndFamily & TMPF_FIXED_PITCH, w[0] == w[1], tm.tmAveCharWidth == w[0]);
    DeleteObject(fixed);
    DeleteDC(dc);
}

static void text(void)
{
    HDC dc = dib_dc(200, 60), ic;
    HFONT f = CreateFontA(-11, 0, 0, 0, FW_BOLD, TRUE, TRUE, FALSE, ANSI_CHARSET, 0, 0, 0,
                          VARIABLE_PITCH | FF_SWISS, "Arial");
    LOGFONTA lf;
    char face[64];
    POINT cp;
    SIZE sz;
    RECT rc;
    int n;
    GetObjectA(f, sizeof lf, &lf);
    printf("logfont=%ld,%ld,%d,%d,%d,%s\n", lf.lfHeight, lf.lfWeight, lf.lfItalic,
           lf.lfUnderline, lf.lfStrikeOut, lf.lfFaceName);
    SelectObject(dc, f);
    n = GetTextFaceA(dc, sizeof face, face);
    printf("textface=%s n=%d\n", face, n);
    SelectObject(dc, GetStockObject(SYSTEM_FONT));
    GetTextFaceA(dc, sizeof face, face);
    printf("system_face=%s\n", face);

    SetBkMode(dc, TRANSPARENT);
    MoveToEx(dc, 10, 5, NULL);
    SetTextAlign(dc, TA_UPDATECP);
    TextOutA(dc, 0, 0, "ab", 2);
    GetCurrentPositionEx(dc, &cp);
    GetTextExtentPoint32A(dc, "ab", 2, &sz);
    printf("updatecp_advance_ok=%d y=%ld\n", cp.x == 10 + sz.cx, cp.y);
    printf("updatecp_drawn_at_cp=%d\n", black_in(0, 0, 10, 30) == 0 && black_in(10, 0, 40, 30) > 0);

    PatBlt(dc, 0, 0, 200, 60, WHITENESS);
    SetTextAlign(dc, TA_RIGHT | TA_TOP);
    TextOutA(dc, 100, 0, "WW", 2);
    printf("ta_right=%d\n", black_in(0, 0, 100, 30) > 0 && black_in(100, 0, 200, 30) == 0);
    PatBlt(dc, 0, 0, 200, 60, WHITENESS);
    SetTextAlign(dc, TA_LEFT | TA_BOTTOM);
    TextOutA(dc, 10, 40, "WW", 2);
    printf("ta_bottom=%d\n", black_in(0, 40, 200, 60) == 0 && black_in(0, 0, 200, 40) > 0);
    SetTextAlign(dc, TA_LEFT | TA_TOP);

    PatBlt(dc, 0, 0, 200, 60, WHITENESS);
    SetBkColor(dc, RGB(0, 0, 255));
    rc.left = 0; rc.top = 0; rc.right = 50; rc.bottom = 20;
    ExtTextOutA(dc, 2, 2, ETO_OPAQUE, &rc, "", 0, NULL);
    printf("eto_opaque=%06x,%06x\n", px(49, 19), px(50, 19));
    PatBlt(dc, 0, 0, 200, 60, WHITENESS);
    rc.left = 10; rc.top = 0; rc.right = 14; rc.bottom = 30;
    ExtTextOutA(dc, 10, 2, ETO_CLIPPED, &rc, "WWWW", 4, NULL);
    printf("eto_clipped=%d\n", black_in(0, 0, 10, 60) == 0 && black_in(14, 0, 200, 60) == 0 &&
           black_in(10, 0, 14, 30) > 0);
    {
        INT dx[3] = {30, 30, 30};
        PatBlt(dc, 0, 0, 200, 60, WHITENESS);
        ExtTextOutA(dc, 0, 0, 0, NULL, "iii", 3, dx);
        printf("eto_spacing=%d\n", black_in(60, 0, 70, 30) > 0 && black_in(10, 0, 28, 30) == 0);
    }
    ic = CreateICA("DISPLAY", NULL, NULL, NULL);
    printf("ic=%d ic_logpixels=%d\n", ic != NULL, GetDeviceCaps(ic, LOGPIXELSY));
    DeleteDC(ic);
    DeleteObject(f);
    DeleteDC(dc);
}

int WINAPI WinMain(HINSTANCE inst, HINSTANCE prev, LPSTR cmd, int show)
{
    palettes();
    text();
    fonts();
    printf("done\n");
    fflush(stdout);
    return 0;
}
