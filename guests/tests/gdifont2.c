/*
 * gdifont2.c - more text calls: GetTextExtentExPoint (nFit and partial extents),
 * SetTextJustification (what TextOut and the extents add), PolyTextOut, TabbedTextOut and
 * GetTabbedTextExtent (tab stops, origins, right-aligned stops), GetCharacterPlacement,
 * GetCharWidthFloat, GetGlyphIndices, the charset and language queries and the calls that
 * answer only for TrueType fonts.
 */
#include "gdicommon.h"
#include <string.h>

static HFONT sans8(void)
{
    return CreateFontA(-11, 0, 0, 0, FW_NORMAL, 0, 0, 0, ANSI_CHARSET, 0, 0, 0,
                       VARIABLE_PITCH | FF_SWISS, "MS Sans Serif");
}

static void clear(HDC dc)
{
    RECT rc = {0, 0, g_w, g_h};
    FillRect(dc, &rc, (HBRUSH)GetStockObject(WHITE_BRUSH));
}

/* Rightmost black column + 1 in rows [t, b), or -1. */
static int ink_right(int t, int b)
{
    int x, y, r = -1;
    for (y = t; y < b; y++)
        for (x = 0; x < g_w; x++)
            if (px(x, y) == 0 && x + 1 > r)
                r = x + 1;
    return r;
}

/* Leftmost black column in [l, r) x [t, b), or -1. */
static int ink_left(int l, int t, int r, int b)
{
    int x, y;
    for (x = l; x < r; x++)
        for (y = t; y < b; y++)
            if (px(x, y) == 0)
                return x;
    return -1;
}

static void extents(HDC dc)
{
    const char *s = "Hello World";
    int dx[16], fit = -1, i;
    SIZE sz, sz32;
    char buf[160];
    int n = 0;
    BOOL ok = GetTextExtentExPointA(dc, s, 11, 30, &fit, dx, &sz);
    GetTextExtentPoint32A(dc, s, 11, &sz32);
    printf("exex_ok=%d exex_fit30=%d exex_size=%ld,%ld ext32=%ld,%ld\n", ok, fit, sz.cx, sz.cy,
           sz32.cx, sz32.cy);
    for (i = 0; i < fit; i++)
        n += sprintf(buf + n, "%s%d", i ? "," : "", dx[i]);
    printf("exex_dx30=%s\n", fit > 0 ? buf : "-");
    /* without lpnFit nMaxExtent is ignored and every partial extent comes back */
    memset(dx, 0, sizeof dx);
    GetTextExtentExPointA(dc, s, 11, 0, NULL, dx, &sz);
    n = 0;
    for (i = 0; i < 11; i++)
        n += sprintf(buf + n, "%s%d", i ? "," : "", dx[i]);
    printf("exex_dxall=%s\n", buf);
    fit = -1;
    GetTextExtentExPointW(dc, L"Hello World", 11, 1000, &fit, NULL, &sz);
    printf("exex_fitw=%d\n", fit);
    fit = -1;
    GetTextExtentExPointA(dc, s, 11, 0, &fit, NULL, &sz);
    printf("exex_fit0=%d\n", fit);
    SetLastError(0);
    ok = GetTextExtentExPointA(dc, s, -1, 10, &fit, NULL, &sz);
    printf("exex_neg=%d,%lu\n", ok, GetLastError());
}

static void justification(HDC dc)
{
    const char *s = "a b c";
    SIZE plain, just, ex;
    int dx[5], plain_r, just_r;
    clear(dc);
    GetTextExtentPoint32A(dc, s, 5, &plain);
    TextOutA(dc, 0, 0, s, 5);
    plain_r = ink_right(0, 15);
    printf("just_ok=%d\n", SetTextJustification(dc, 7, 2));
    GetTextExtentPoint32A(dc, s, 5, &just);
    GetTextExtentExPointA(dc, s, 5, 0, NULL, dx, &ex);
    clear(dc);
    TextOutA(dc, 0, 0, s, 5);
    just_r = ink_right(0, 15);
    /* the remainder goes to the first break: 7 over 2 breaks is 4 then 3 */
    printf("just_ext=%ld,%ld just_exex=%ld just_dx=%d,%d,%d,%d,%d ink=%d,%d\n", plain.cx,
           just.cx, ex.cx, dx[0], dx[1], dx[2], dx[3], dx[4], plain_r, just_r);
    /* ExtTextOut draws justified too */
    clear(dc);
    ExtTextOutA(dc, 0, 0, 0, NULL, s, 5, NULL);
    printf("just_ext_ink=%d\n", ink_right(0, 15));
    SetTextJustification(dc, 0, 0);
    GetTextExtentPoint32A(dc, s, 5, &just);
    printf("just_reset=%ld\n", just.cx);
    clear(dc);
}

static void polytext(HDC dc)
{
    POLYTEXTA pt[2];
    int w;
    SIZE sz;
    clear(dc);
    memset(pt, 0, sizeof pt);
    pt[0].x = 5;
    pt[0].y = 40;
    pt[0].n = 2;
    pt[0].lpstr = "AB";
    pt[1].x = 80;
    pt[1].y = 60;
    pt[1].n = 2;
    pt[1].lpstr = "CD";
    pt[1].uiFlags = ETO_OPAQUE;
    SetRect(&pt[1].rcl, 70, 55, 120, 80);
    SetBkColor(dc, RGB(255, 0, 0));
    printf("poly_ok=%d\n", PolyTextOutA(dc, pt, 2));
    SetBkColor(dc, RGB(255, 255, 255));
    GetTextExtentPoint32A(dc, "AB", 2, &sz);
    w = sz.cx;
    /* ink of "AB" starts at x 5 near row 40; "CD" at 80 near 60; the red box is rcl */
    printf("poly_ab=%d,%d poly_cd=%d poly_red=%d poly_ink_ab=%d poly_ink_cd=%d\n",
           ink_left(0, 40, 60, 53), w, ink_left(60, 60, 140, 73),
           count_px(0, 0, g_w, g_h, 0xFF0000),
           count_px(0, 40, 60, 53, 0), count_px(70, 55, 120, 80, 0));
    clear(dc);
}

static void tabs(HDC dc)
{
    static const INT two[] = {40, 100}, one[] = {30}, right[] = {20, -80};
    SIZE a, b, c3;
    unsigned sum_tab, sum_ref;
    LONG r;
    clear(dc);
    r = TabbedTextOutA(dc, 0, 0, "a\tb\tc", 5, 2, two, 0);
    sum_tab = dib_sum();
    clear(dc);
    TextOutA(dc, 0, 0, "a", 1);
    TextOutA(dc, 40, 0, "b", 1);
    TextOutA(dc, 100, 0, "c", 1);
    sum_ref = dib_sum();
    GetTextExtentPoint32A(dc, "c", 1, &c3);
    printf("tab_two=%ld,%ld tab_two_same=%d tab_cw=%ld\n", r & 0xFFFF, r >> 16,
           sum_tab == sum_ref, c3.cx);
    /* one stop: every 30 units; no stops: every 8 average widths; from an origin */
    printf("tab_one=%lu\n", GetTabbedTextExtentA(dc, "a\tb\tc", 5, 1, one) & 0xFFFF);
    printf("tab_default=%lu\n", GetTabbedTextExtentA(dc, "a\tb", 3, 0, NULL) & 0xFFFF);
    printf("tab_origin=%ld\n", TabbedTextOutA(dc, 10, 20, "a\tb", 3, 2, two, 10) & 0xFFFF);
    GetTextExtentPoint32A(dc, "b", 1, &b);
    GetTextExtentPoint32A(dc, "ccc", 3, &a);
    printf("tab_bw=%ld tab_cccw=%ld\n", b.cx, a.cx);
    /* a negative stop: the text after the tab ends there */
    printf("tab_right=%lu\n", GetTabbedTextExtentA(dc, "a\tb\tccc", 7, 2, right) & 0xFFFF);
    printf("tab_two_tabs=%lu\n", GetTabbedTextExtentA(dc, "a\t\tb", 4, 2, two) & 0xFFFF);
    {
        TEXTMETRICA tm;
        GetTextMetricsA(dc, &tm);
        printf("tab_avg=%ld tab_h=%lu\n", tm.tmAveCharWidth,
               GetTabbedTextExtentA(dc, "x", 1, 0, NULL) >> 16);
    }
    clear(dc);
    /* the columns land on the stops: ink of "b" starts at 40 + its left bearing */
    TabbedTextOutA(dc, 0, 0, "\tW", 2, 2, two, 0);
    printf("tab_col=%d\n", ink_left(0, 0, g_w, 15));
    clear(dc);
    TextOutA(dc, 40, 0, "W", 1);
    printf("tab_col_ref=%d\n", ink_left(0, 0, g_w, 15));
    clear(dc);
}

static void placement(HDC dc)
{
    GCP_RESULTSA r;
    char out[8];
    UINT order[8];
    int dx[8], caret[8], i;
    WORD glyphs[8];
    DWORD ret;
    char buf[200];
    int n = 0;
    memset(&r, 0, sizeof r);
    r.lStructSize = sizeof r;
    r.lpOutString = out;
    r.lpOrder = order;
    r.lpDx = dx;
    r.lpCaretPos = caret;
    r.lpGlyphs = (LPWSTR)glyphs;
    r.nGlyphs = 8;
    memset(out, 0, sizeof out);
    ret = GetCharacterPlacementA(dc, "Hello", 5, 0, &r, 0);
    n += sprintf(buf + n, "gcp_ret=%lu,%lu gcp_n=%u gcp_out=%s", ret & 0xFFFF, ret >> 16,
                 r.nGlyphs, out);
    printf("%s\n", buf);
    n = 0;
    for (i = 0; i < 5; i++)
        n += sprintf(buf + n, "%s%u/%d/%d/%u", i ? "," : "", order[i], dx[i], caret[i],
                     glyphs[i]);
    printf("gcp_each=%s\n", buf);
    memset(&r, 0, sizeof r);
    r.lStructSize = sizeof r;
    r.lpDx = dx;
    r.nGlyphs = 8;
    ret = GetCharacterPlacementA(dc, "Hello", 5, 20, &r, GCP_MAXEXTENT);
    printf("gcp_max=%lu gcp_maxfit=%d gcp_maxn=%u\n", ret & 0xFFFF, r.nMaxFit, r.nGlyphs);
    ret = GetCharacterPlacementA(dc, "Hello", 5, 0, NULL, 0);
    printf("gcp_null=%lu\n", ret & 0xFFFF);
}

static void widths(HDC dc)
{
    FLOAT f[3];
    INT w[3];
    BOOL ok = GetCharWidthFloatA(dc, 'A', 'C', f);
    GetCharWidth32A(dc, 'A', 'C', w);
    printf("wf_ok=%d wf=%d,%d,%d w32=%d,%d,%d\n", ok, (int)(f[0] * 100), (int)(f[1] * 100),
           (int)(f[2] * 100), w[0], w[1], w[2]);
    ok = GetCharWidthFloatW(dc, 'A', 'A', f);
    printf("wfw=%d,%d\n", ok, (int)(f[0] * 100));
}

static void glyphs(HDC dc)
{
    WORD g[4];
    TEXTMETRICA tm;
    DWORD n;
    GetTextMetricsA(dc, &tm);
    n = GetGlyphIndicesA(dc, "Ab\x01", 3, g, 0);
    printf("gi_a=%lu:%u,%u,%u gi_default=%u\n", n, g[0], g[1], g[2], tm.tmDefaultChar);
    n = GetGlyphIndicesA(dc, "Ab\x01", 3, g, GGI_MARK_NONEXISTING_GLYPHS);
    printf("gi_mark=%lu:%u,%u,%x\n", n, g[0], g[1], g[2]);
    n = GetGlyphIndicesW(dc, L"A\x00e9\x4e00", 3, g, GGI_MARK_NONEXISTING_GLYPHS);
    printf("gi_w=%lu:%u,%u,%x\n", n, g[0], g[1], g[2]);
}

static void queries(HDC dc)
{
    FONTSIGNATURE fs;
    RASTERIZER_STATUS rs;
    KERNINGPAIR kp[4];
    GLYPHMETRICS gm;
    MAT2 mat = {{0, 1}, {0, 0}, {0, 0}, {0, 1}};
    char otm[512];
    HFONT old;
    unsigned i, any = 0;
    DWORD first;
    BOOL ok;
    int cs;
    memset(&fs, 0xCC, sizeof fs);
    cs = GetTextCharset(dc);
    printf("charset=%d charsetinfo=%d\n", cs, GetTextCharsetInfo(dc, &fs, 0));
    for (i = 0; i < 4; i++)
        any |= fs.fsUsb[i];
    any |= fs.fsCsb[0] | fs.fsCsb[1];
    printf("fontsig_zero=%d\n", any == 0);
    old = SelectObject(dc, GetStockObject(OEM_FIXED_FONT));
    printf("charset_oem=%d\n", GetTextCharset(dc));
    SelectObject(dc, old);
    printf("langinfo=%lx\n", GetFontLanguageInfo(dc));
    printf("kern_count=%lu\n", GetKerningPairsA(dc, 0, NULL));
    printf("kern_buf=%lu\n", GetKerningPairsW(dc, 4, kp));
    printf("otm=%u\n", GetOutlineTextMetricsA(dc, sizeof otm, (OUTLINETEXTMETRICA *)otm));
    printf("ggo=%lx\n", GetGlyphOutlineA(dc, 'A', GGO_METRICS, &gm, 0, NULL, &mat));
    printf("fontdata=%lx\n", GetFontData(dc, 0, 0, NULL, 0));
    memset(&rs, 0x55, sizeof rs);
    ok = GetRasterizerCaps(&rs, sizeof rs);
    printf("rcaps=%d:%d,%d,%d\n", ok, rs.nSize, rs.wFlags, rs.nLanguageID);
    first = SetMapperFlags(dc, 1);
    printf("mapper=%lu,%lu\n", first, SetMapperFlags(dc, 0));
}

int main(void)
{
    HDC dc = dib_dc(200, 100);
    HFONT f = sans8();
    SelectObject(dc, f);
    extents(dc);
    justification(dc);
    polytext(dc);
    tabs(dc);
    placement(dc);
    widths(dc);
    glyphs(dc);
    queries(dc);
    printf("done=1\n");
    return 0;
}
