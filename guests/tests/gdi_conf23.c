/*
 * gdi_conf23.c - test guest for what Wine 8's gdi32 conformance tests showed wrong at
 * stop 23 (test/win32/gdi/test_gdi_conf23.py, docs/compat.md "gdi32 conformance (stop
 * 23)"): PolyDraw failing part-way into a path, DIBINDEX past a DIB section's colour
 * table, EnumEnhMetaFile's playback state. Each check prints one line; the expected lines
 * are this exe's output under Wine 8 (xvfb-run -a wine gdi_conf23.exe | cat).
 */
#include <windows.h>
#include <stdio.h>
#include <string.h>
#include <stdlib.h>
#include <stddef.h>

static void show_pos(HDC dc, const char *what, BOOL ret)
{
    POINT p;
    GetCurrentPositionEx(dc, &p);
    printf("polydraw: %s ret=%d pos=(%ld,%ld)\n", what, ret, p.x, p.y);
}

/* The points and types of Wine's path.c test_polydraw: good calls, calls whose Bézier
 * lacks points, calls with a bad type after good points. */
static const POINT pd_pts[] = {
    {10, 10}, {10, 15},
    {15, 15}, {15, 20}, {20, 20}, {20, 25},
    {25, 25}, {25, 30},
    {30, 30}, {30, 35}, {35, 35}, {35, 40},
    {40, 40}, {40, 45}, {45, 45},
    {45, 50}, {50, 50},
    {50, 55}, {45, 50}, {55, 60},
    {60, 60}, {60, 65}, {65, 65},
    {70, 70}, {75, 70}, {75, 75}, {80, 80}};
static const BYTE pd_types[] = {
    PT_LINETO, PT_CLOSEFIGURE | PT_LINETO,
    PT_LINETO, PT_BEZIERTO, PT_LINETO, PT_LINETO,
    PT_MOVETO, PT_LINETO,
    PT_BEZIERTO, PT_BEZIERTO, PT_BEZIERTO, PT_LINETO,
    PT_MOVETO, PT_LINETO, PT_CLOSEFIGURE,
    PT_LINETO, PT_MOVETO | PT_CLOSEFIGURE,
    PT_LINETO, PT_LINETO, PT_MOVETO | PT_CLOSEFIGURE,
    PT_LINETO, PT_MOVETO | PT_LINETO, PT_LINETO,
    PT_MOVETO, PT_MOVETO, PT_MOVETO, PT_LINETO | PT_CLOSEFIGURE};

static void test_polydraw(void)
{
    HDC dc = CreateCompatibleDC(NULL);
    HBITMAP bmp = CreateCompatibleBitmap(dc, 120, 120);
    POINT pts[64];
    BYTE types[64];
    int n, i;
    char line[2048];
    SelectObject(dc, bmp);
    MoveToEx(dc, -20, -20, NULL);
    BeginPath(dc);
    show_pos(dc, "closefigure, no moveto", PolyDraw(dc, pd_pts, pd_types, 2));
    LineTo(dc, -10, -10);
    MoveToEx(dc, 100, 100, NULL);
    LineTo(dc, 95, 95);
    show_pos(dc, "closefigure after moveto", PolyDraw(dc, pd_pts, pd_types, 2));
    show_pos(dc, "short bezier after a line", PolyDraw(dc, pd_pts + 2, pd_types + 2, 4));
    show_pos(dc, "short bezier after a move", PolyDraw(dc, pd_pts + 6, pd_types + 6, 4));
    show_pos(dc, "good bezier", PolyDraw(dc, pd_pts + 8, pd_types + 8, 4));
    show_pos(dc, "bad type after a move", PolyDraw(dc, pd_pts + 12, pd_types + 12, 4));
    show_pos(dc, "bad type after a line", PolyDraw(dc, pd_pts + 15, pd_types + 15, 4));
    show_pos(dc, "bad type after two lines", PolyDraw(dc, pd_pts + 17, pd_types + 17, 4));
    show_pos(dc, "moveto|lineto", PolyDraw(dc, pd_pts + 20, pd_types + 20, 3));
    show_pos(dc, "consecutive moves", PolyDraw(dc, pd_pts + 23, pd_types + 23, 4));
    EndPath(dc);
    n = GetPath(dc, pts, types, 64);
    line[0] = 0;
    for (i = 0; i < n && i < 64; i++)
        sprintf(line + strlen(line), " %ld,%ld:%d", pts[i].x, pts[i].y, types[i]);
    printf("polydraw: path n=%d%s\n", n, line);
    /* outside a path a bad type draws nothing, and the position stays */
    MoveToEx(dc, 5, 5, NULL);
    PatBlt(dc, 0, 0, 120, 120, WHITENESS);
    SelectObject(dc, GetStockObject(BLACK_PEN));
    show_pos(dc, "no path, bad type", PolyDraw(dc, pd_pts + 12, pd_types + 12, 4));
    printf("polydraw: no path pixel (40,42)=%06lx\n", GetPixel(dc, 40, 42));
    DeleteDC(dc);
    DeleteObject(bmp);
}

static void test_dibindex(void)
{
    char buf[sizeof(BITMAPINFOHEADER) + 256 * sizeof(RGBQUAD)];
    BITMAPINFO *bi = (BITMAPINFO *)buf;
    HDC dc = CreateCompatibleDC(NULL);
    HBITMAP bmp;
    BYTE *bits;
    int i;
    memset(buf, 0, sizeof buf);
    bi->bmiHeader.biSize = sizeof bi->bmiHeader;
    bi->bmiHeader.biWidth = 4;
    bi->bmiHeader.biHeight = 1;
    bi->bmiHeader.biPlanes = 1;
    bi->bmiHeader.biBitCount = 8;
    bi->bmiHeader.biClrUsed = 10;
    for (i = 0; i < 10; i++) {
        bi->bmiColors[i].rgbRed = 0x10 * (i + 1);
        bi->bmiColors[i].rgbGreen = 0x20;
        bi->bmiColors[i].rgbBlue = 0x30;
    }
    bi->bmiColors[5] = bi->bmiColors[2];    /* a colour twice in the table */
    bmp = CreateDIBSection(dc, bi, DIB_RGB_COLORS, (void **)&bits, NULL, 0);
    SelectObject(dc, bmp);
    SetPixel(dc, 0, 0, 0x10ff0000 | 2);
    SetPixel(dc, 1, 0, 0x10ff0000 | 12);
    SetPixel(dc, 2, 0, 0x10ff0000 | 5);
    SetPixel(dc, 3, 0, RGB(0x30, 0x20, 0x30));
    GdiFlush();
    printf("dibindex: bits %d %d %d %d\n", bits[0], bits[1], bits[2], bits[3]);
    printf("dibindex: pixels %06lx %06lx %06lx %06lx\n", GetPixel(dc, 0, 0),
           GetPixel(dc, 1, 0), GetPixel(dc, 2, 0), GetPixel(dc, 3, 0));
    DeleteDC(dc);
    DeleteObject(bmp);
}

/* The glyph-index calls on the raster System font: a raster font's glyph index is its
 * character code; the answers agree with the character calls. */
static void test_glyph_index(void)
{
    HDC dc = GetDC(NULL);
    LOGFONTA lf;
    HFONT font, old;
    WORD glyphs[3];
    INT wi[3], w32[3], fit = -1, dx[3];
    ABC abc[3];
    SIZE si, s32;
    DWORD size, n;
    GLYPHSET *gs;
    memset(&lf, 0, sizeof lf);
    strcpy(lf.lfFaceName, "System");
    lf.lfHeight = 20;
    font = CreateFontIndirectA(&lf);
    old = SelectObject(dc, font);
    n = GetGlyphIndicesW(dc, L"iWa", 3, glyphs, 0);
    printf("glyphs: GetGlyphIndicesW=%lu\n", n);
    GetCharWidth32W(dc, 'i', 'i', &w32[0]);
    GetCharWidth32W(dc, 'W', 'W', &w32[1]);
    GetCharWidth32W(dc, 'a', 'a', &w32[2]);
    /* (each call before the printf that shows its results: C leaves the order of a
     * call's arguments open) */
    n = GetCharWidthI(dc, 0, 3, glyphs, wi);
    printf("glyphs: GetCharWidthI=%lu same=%d\n", n,
           wi[0] == w32[0] && wi[1] == w32[1] && wi[2] == w32[2]);
    n = GetCharWidthI(dc, glyphs[1], 1, NULL, wi);
    printf("glyphs: GetCharWidthI(first)=%lu same=%d\n", n, wi[0] == w32[1]);
    printf("glyphs: GetCharABCWidthsI(no dc)=%d (no buffer)=%d\n",
           GetCharABCWidthsI(NULL, 0, 1, glyphs, abc), GetCharABCWidthsI(dc, 0, 1, glyphs, NULL));
    n = GetCharABCWidthsI(dc, 0, 3, glyphs, abc);
    printf("glyphs: GetCharABCWidthsI=%lu B>0=%d\n", n,
           (INT)abc[0].abcB > 0 && (INT)abc[1].abcB > 0 && (INT)abc[2].abcB > 0);
    printf("glyphs: GetCharABCWidthsW=%d\n", GetCharABCWidthsW(dc, 'a', 'a', abc));
    GetTextExtentPoint32W(dc, L"iWa", 3, &s32);
    n = GetTextExtentPointI(dc, glyphs, 3, &si);
    printf("glyphs: GetTextExtentPointI=%lu same=%d\n", n, si.cx == s32.cx && si.cy == s32.cy);
    n = GetTextExtentExPointI(dc, glyphs, 3, w32[0] + w32[1], &fit, dx, &si);
    printf("glyphs: GetTextExtentExPointI=%lu fit=%d last=%d all=%d\n", n, fit,
           dx[1] == w32[0] + w32[1], si.cx == s32.cx);
    printf("glyphs: GetFontUnicodeRanges(no dc)=%lu\n", GetFontUnicodeRanges(NULL, NULL));
    size = GetFontUnicodeRanges(dc, NULL);
    gs = calloc(1, size);
    n = GetFontUnicodeRanges(dc, gs);
    printf("glyphs: GetFontUnicodeRanges same=%d cbThis=%d ranges>0=%d size ok=%d\n",
           n == size, gs->cbThis == size, gs->cRanges > 0,
           size == FIELD_OFFSET(GLYPHSET, ranges[gs->cRanges]));
    printf("glyphs: first range starts %04x has 'a'=%d\n", gs->ranges[0].wcLow,
           gs->ranges[0].wcLow <= 'a' && 'a' < gs->ranges[0].wcLow + gs->ranges[0].cGlyphs);
    free(gs);
    SelectObject(dc, old);
    DeleteObject(font);
    ReleaseDC(NULL, dc);
}

static int CALLBACK emf_proc(HDC dc, HANDLETABLE *table, const ENHMETARECORD *rec, int n,
                             LPARAM param)
{
    LOGFONTA lf;
    HGDIOBJ cur;
    if (!dc) {
        printf("emf: no dc record %lu\n", rec->iType);
        return 1;
    }
    PlayEnhMetaFileRecord(dc, table, rec, n);
    if (rec->iType == EMR_HEADER)
        printf("emf: header align=%u bk=%06lx text=%06lx rop2=%d arc=%d fill=%d stretch=%d"
               " bkmode=%d\n", GetTextAlign(dc), GetBkColor(dc), GetTextColor(dc),
               GetROP2(dc), GetArcDirection(dc), GetPolyFillMode(dc), GetStretchBltMode(dc),
               GetBkMode(dc));
    if (rec->iType == EMR_EXTCREATEFONTINDIRECTW)
        printf("emf: font record, n=%d table has it=%d\n", n,
               table->objectHandle[((const EMREXTCREATEFONTINDIRECTW *)rec)->ihFont] != 0);
    if (rec->iType == EMR_EXTTEXTOUTW) {
        cur = GetCurrentObject(dc, OBJ_FONT);
        memset(&lf, 0, sizeof lf);
        n = GetObjectA(cur, sizeof lf, &lf);
        printf("emf: text record GetObject=%d height=%ld weight=%ld face=%s\n",
               n, lf.lfHeight, lf.lfWeight, lf.lfFaceName);
    }
    return 1;
}

static void test_enum_emf(void)
{
    HDC dc = GetDC(NULL), mf;
    HENHMETAFILE emf;
    LOGFONTA lf;
    HFONT font;
    RECT rc = {0, 0, 100, 100};
    memset(&lf, 0, sizeof lf);
    lf.lfHeight = 7;
    lf.lfWeight = FW_BOLD;
    strcpy(lf.lfFaceName, "Arial");
    mf = CreateEnhMetaFileA(dc, NULL, NULL, NULL);
    font = CreateFontIndirectA(&lf);
    SelectObject(mf, font);
    TextOutA(mf, 10, 10, "abc", 3);
    SelectObject(mf, GetStockObject(SYSTEM_FONT));
    DeleteObject(font);
    emf = CloseEnhMetaFile(mf);
    SetTextAlign(dc, TA_UPDATECP | TA_CENTER | TA_BASELINE);
    SetBkColor(dc, RGB(0xff, 0, 0));
    SetTextColor(dc, RGB(0, 0xff, 0));
    SetROP2(dc, R2_NOT);
    SetArcDirection(dc, AD_CLOCKWISE);
    SetPolyFillMode(dc, WINDING);
    SetStretchBltMode(dc, HALFTONE);
    SetBkMode(dc, TRANSPARENT);
    printf("emf: EnumEnhMetaFile=%d\n", EnumEnhMetaFile(dc, emf, emf_proc, 0, &rc));
    printf("emf: after align=%u bk=%06lx rop2=%d stretch=%d bkmode=%d\n", GetTextAlign(dc),
           GetBkColor(dc), GetROP2(dc), GetStretchBltMode(dc), GetBkMode(dc));
    printf("emf: EnumEnhMetaFile(no rect)=%d\n", EnumEnhMetaFile(dc, emf, emf_proc, 0, NULL));
    printf("emf: EnumEnhMetaFile(no dc, no rect)=%d\n",
           EnumEnhMetaFile(NULL, emf, emf_proc, 0, NULL));
    DeleteEnhMetaFile(emf);
    ReleaseDC(NULL, dc);
}

/* Blits recorded in an enhanced metafile: each record's fields as Windows writes them
 * (the source's transform and background, its whole bitmap in its own format). */
static void dump_blit_records(HENHMETAFILE emf)
{
    BYTE buf[8192];
    UINT size = GetEnhMetaFileBits(emf, sizeof buf, buf), off = 0;
    const ENHMETAHEADER *h = (const ENHMETAHEADER *)buf;
    printf("blit: bounds (%ld,%ld,%ld,%ld) records=%lu bytes=%lu/%u\n", h->rclBounds.left,
           h->rclBounds.top, h->rclBounds.right, h->rclBounds.bottom, h->nRecords, h->nBytes,
           size);
    while (off < size) {
        const EMR *r = (const EMR *)(buf + off);
        if (r->iType == EMR_BITBLT || r->iType == EMR_STRETCHBLT) {
            const EMRSTRETCHBLT *b = (const EMRSTRETCHBLT *)r;
            const BITMAPINFOHEADER *bi = (const BITMAPINFOHEADER *)(buf + off + b->offBmiSrc);
            printf("blit: type=%lu size=%lu bounds (%ld,%ld,%ld,%ld) dest %ld,%ld,%ld,%ld rop=%lx"
                   " src %ld,%ld xform %g,%g,%g,%g,%g,%g bk=%06lx usage=%lu bmi %lu@%lu bits %lu@%lu",
                   r->iType, r->nSize, b->rclBounds.left, b->rclBounds.top, b->rclBounds.right,
                   b->rclBounds.bottom, b->xDest, b->yDest, b->cxDest, b->cyDest, b->dwRop,
                   b->xSrc, b->ySrc, b->xformSrc.eM11, b->xformSrc.eM12, b->xformSrc.eM21,
                   b->xformSrc.eM22, b->xformSrc.eDx, b->xformSrc.eDy, b->crBkColorSrc,
                   b->iUsageSrc, b->cbBmiSrc, b->offBmiSrc, b->cbBitsSrc, b->offBitsSrc);
            if (r->iType == EMR_STRETCHBLT)
                printf(" srcsize %ld,%ld", b->cxSrc, b->cySrc);
            if (b->cbBmiSrc)
                printf(" header %ldx%ld bpp=%d comp=%lu image=%lu used=%lu first=%08lx",
                       bi->biWidth, bi->biHeight, bi->biBitCount, bi->biCompression,
                       bi->biSizeImage, bi->biClrUsed, *(const DWORD *)(bi + 1));
            printf("\n");
        } else if (r->iType == EMR_ALPHABLEND) {
            const EMRALPHABLEND *b = (const EMRALPHABLEND *)r;
            printf("blit: alphablend size=%lu dest %ld,%ld,%ld,%ld blend=%08lx src %ld,%ld,%ld,%ld"
                   " xform %g,%g bmi %lu bits %lu\n", r->nSize, b->xDest, b->yDest, b->cxDest,
                   b->cyDest, b->dwRop, b->xSrc, b->ySrc, b->cxSrc, b->cySrc,
                   b->xformSrc.eM11, b->xformSrc.eM22, b->cbBmiSrc, b->cbBitsSrc);
        } else if (r->iType != EMR_HEADER && r->iType != EMR_EOF) {
            printf("blit: record %lu\n", r->iType);
        }
        off += r->nSize;
    }
}

static void test_emf_blits(void)
{
    static const XFORM half = {0.5f, 0.0f, 0.0f, 1.0f, 0.0f, 0.0f};
    char buf[sizeof(BITMAPINFOHEADER) + 256 * sizeof(RGBQUAD)];
    BITMAPINFO *bi = (BITMAPINFO *)buf;
    BLENDFUNCTION bf = {AC_SRC_OVER, 0, 128, 0};
    HDC screen = GetDC(NULL), mf, mf2, src;
    HBITMAP bmp, bmp24;
    HENHMETAFILE emf;
    void *bits;
    int bpp[] = {1, 8, 24};
    int i, r1, r2, r3;

    mf = CreateEnhMetaFileA(screen, NULL, NULL, NULL);
    mf2 = CreateEnhMetaFileA(screen, NULL, NULL, NULL);
    r1 = BitBlt(mf, 0, 0, 1, 1, mf2, 0, 0, SRCCOPY);
    r2 = StretchBlt(mf, 0, 0, 1, 1, mf2, 0, 0, 1, 1, SRCCOPY);
    r3 = GdiAlphaBlend(mf, 0, 0, 1, 1, mf2, 0, 0, 1, 1, bf);
    printf("blit: metafile source BitBlt=%d StretchBlt=%d GdiAlphaBlend=%d\n", r1, r2, r3);
    DeleteEnhMetaFile(CloseEnhMetaFile(mf2));
    emf = CloseEnhMetaFile(mf);
    dump_blit_records(emf);
    DeleteEnhMetaFile(emf);

    for (i = 0; i < 3; i++) {
        memset(buf, 0, sizeof buf);
        bi->bmiHeader.biSize = sizeof bi->bmiHeader;
        bi->bmiHeader.biWidth = 4;
        bi->bmiHeader.biHeight = 4;
        bi->bmiHeader.biPlanes = 1;
        bi->bmiHeader.biBitCount = bpp[i];
        bi->bmiHeader.biClrUsed = bpp[i] <= 8 ? 1 : 0;
        bi->bmiColors[0].rgbRed = bi->bmiColors[0].rgbGreen = bi->bmiColors[0].rgbBlue = 0xff;
        bmp = CreateDIBSection(screen, bi, DIB_RGB_COLORS, &bits, NULL, 0);
        src = CreateCompatibleDC(screen);
        SelectObject(src, bmp);
        SetBkColor(src, RGB(0x12, 0x34, 0x56));
        SetGraphicsMode(src, GM_ADVANCED);
        SetWorldTransform(src, &half);
        BitBlt(src, 0, 0, 4, 4, NULL, 0, 0, BLACKNESS);
        SetPixelV(src, 2, 1, RGB(255, 255, 255));
        mf = CreateEnhMetaFileA(screen, NULL, NULL, NULL);
        r1 = BitBlt(mf, 0, 0, 4, 4, src, 0, 0, SRCCOPY);
        r2 = PatBlt(mf, 10, 10, 5, 6, WHITENESS);
        r3 = StretchBlt(mf, 0, 0, 4, 4, src, 0, 0, 3, 3, SRCCOPY);
        printf("blit: %d bpp BitBlt=%d PatBlt=%d StretchBlt=%d\n", bpp[i], r1, r2, r3);
        emf = CloseEnhMetaFile(mf);
        dump_blit_records(emf);
        DeleteEnhMetaFile(emf);
        DeleteDC(src);
        DeleteObject(bmp);
    }

    /* an alpha blend from a 32-bit section under a mapping mode */
    memset(buf, 0, sizeof buf);
    bi->bmiHeader.biSize = sizeof bi->bmiHeader;
    bi->bmiHeader.biWidth = 4;
    bi->bmiHeader.biHeight = 4;
    bi->bmiHeader.biPlanes = 1;
    bi->bmiHeader.biBitCount = 32;
    bmp24 = CreateDIBSection(screen, bi, DIB_RGB_COLORS, &bits, NULL, 0);
    src = CreateCompatibleDC(screen);
    SelectObject(src, bmp24);
    SetMapMode(src, MM_ANISOTROPIC);
    SetWindowExtEx(src, 400, 400, NULL);
    SetViewportExtEx(src, 4, 4, NULL);
    mf = CreateEnhMetaFileA(screen, NULL, NULL, NULL);
    printf("blit: GdiAlphaBlend=%d\n", GdiAlphaBlend(mf, 0, 0, 4, 4, src, 0, 0, 400, 400, bf));
    emf = CloseEnhMetaFile(mf);
    dump_blit_records(emf);
    DeleteEnhMetaFile(emf);
    DeleteDC(src);
    DeleteObject(bmp24);
    ReleaseDC(NULL, screen);
}

/* Each record of an enhanced metafile: its type, size and the bounds it carries (for
 * the records that have bounds first), then the header's bounds. */
static void dump_records(const char *what, HENHMETAFILE emf)
{
    BYTE buf[8192];
    UINT size = GetEnhMetaFileBits(emf, sizeof buf, buf), off;
    const ENHMETAHEADER *h = (const ENHMETAHEADER *)buf;
    char line[2048];
    line[0] = 0;
    for (off = h->nSize; off < size; off += ((const EMR *)(buf + off))->nSize) {
        const EMR *r = (const EMR *)(buf + off);
        sprintf(line + strlen(line), " %lu/%lu", r->iType, r->nSize);
        if (r->iType == EMR_EXTSELECTCLIPRGN) {
            const EMREXTSELECTCLIPRGN *x = (const EMREXTSELECTCLIPRGN *)r;
            const RGNDATA *d = (const RGNDATA *)x->RgnData;
            sprintf(line + strlen(line), "(mode %lu cb %lu", x->iMode, x->cbRgnData);
            if (x->cbRgnData)
                sprintf(line + strlen(line), " n %lu box %ld,%ld,%ld,%ld", d->rdh.nCount,
                        d->rdh.rcBound.left, d->rdh.rcBound.top, d->rdh.rcBound.right,
                        d->rdh.rcBound.bottom);
            strcat(line, ")");
        } else if (r->iType == EMR_RECTANGLE || r->iType == EMR_INTERSECTCLIPRECT ||
                   r->iType == EMR_EXCLUDECLIPRECT || r->iType == EMR_POLYBEZIER16 ||
                   r->iType == EMR_POLYLINE16 || r->iType == EMR_POLYDRAW16 ||
                   r->iType == EMR_POLYLINE || r->iType == EMR_GRADIENTFILL ||
                   r->iType == EMR_STROKEPATH || r->iType == EMR_POLYPOLYLINE16 ||
                   r->iType == EMR_POLYPOLYLINE) {
            const RECTL *b = (const RECTL *)(r + 1);
            sprintf(line + strlen(line), "(%ld,%ld,%ld,%ld)", b->left, b->top, b->right,
                    b->bottom);
        } else if (r->iType == EMR_SELECTCLIPPATH || r->iType == EMR_MODIFYWORLDTRANSFORM) {
            sprintf(line + strlen(line), "(%lu)", ((const DWORD *)(r + 1))[
                r->iType == EMR_SELECTCLIPPATH ? 0 : 6]);
        }
    }
    printf("%s: bounds (%ld,%ld,%ld,%ld) records%s\n", what, h->rclBounds.left,
           h->rclBounds.top, h->rclBounds.right, h->rclBounds.bottom, line);
}

static void test_emf_records(void)
{
    static const XFORM xf = {2.0f, 0.0f, 0.0f, 1.0f, 5.0f, 0.0f};
    POINT pts[4] = {{10, 10}, {20, 20}, {15, 15}, {25, 25}};
    BYTE types[4] = {PT_MOVETO, PT_LINETO, PT_LINETO, PT_LINETO | PT_CLOSEFIGURE};
    TRIVERTEX v[3] = {{1, 10, 0xff00, 0, 0, 0}, {30, 40, 0, 0xff00, 0, 0},
                      {100, 100, 0, 0, 0, 0}};
    GRADIENT_RECT gr = {0, 1};
    HDC screen = GetDC(NULL), mf;
    HENHMETAFILE emf;
    HRGN rgn;

    mf = CreateEnhMetaFileA(screen, NULL, NULL, NULL);
    LineTo(mf, 1, 1);
    rgn = CreateRectRgn(100, 100, 300, 200);
    SelectClipRgn(mf, rgn);
    IntersectClipRect(mf, 0, 0, 250, 250);
    ExcludeClipRect(mf, 10, 10, 20, 20);
    OffsetClipRgn(mf, 3, 4);
    ExtSelectClipRgn(mf, NULL, RGN_COPY);
    BeginPath(mf);
    Rectangle(mf, 100, 100, 1024, 1024);
    EndPath(mf);
    SelectClipPath(mf, RGN_AND);
    emf = CloseEnhMetaFile(mf);
    dump_records("records clip", emf);
    DeleteEnhMetaFile(emf);
    DeleteObject(rgn);

    mf = CreateEnhMetaFileA(screen, NULL, NULL, NULL);
    PolyBezierTo(mf, pts, 3);
    PolyBezier(mf, pts, 4);
    Polyline(mf, pts, 2);
    pts[0].x = 40000;
    Polyline(mf, pts, 2);
    pts[0].x = 10;
    PolyDraw(mf, pts, types, 4);
    MoveToEx(mf, 50, 50, NULL);
    AngleArc(mf, 60, 60, 10, 0.0f, 90.0f);
    emf = CloseEnhMetaFile(mf);
    dump_records("records poly", emf);
    DeleteEnhMetaFile(emf);

    mf = CreateEnhMetaFileA(screen, NULL, NULL, NULL);
    GdiGradientFill(mf, v, 3, &gr, 1, GRADIENT_FILL_RECT_H);
    SetGraphicsMode(mf, GM_ADVANCED);
    SetWorldTransform(mf, &xf);
    ModifyWorldTransform(mf, NULL, MWT_IDENTITY);
    emf = CloseEnhMetaFile(mf);
    dump_records("records gradient", emf);
    DeleteEnhMetaFile(emf);
    ReleaseDC(NULL, screen);
}

static void test_emf_pattern_brushes(void)
{
    static const WORD rows[8] = {1, 2, 3, 4, 5, 6, 7, 8};
    char buf[sizeof(BITMAPINFOHEADER) + 2 * sizeof(RGBQUAD) + 32 * 4];
    BITMAPINFO *bi = (BITMAPINFO *)buf;
    BYTE data[4096];
    HBITMAP mono = CreateBitmap(8, 8, 1, 1, rows);
    HBRUSH b1 = CreatePatternBrush(mono), b2;
    HDC mf = CreateEnhMetaFileA(NULL, NULL, NULL, NULL);
    HENHMETAFILE emf;
    DWORD *bits = (DWORD *)bi->bmiColors;
    UINT size, off, i;
    memset(buf, 0, sizeof buf);
    bi->bmiHeader.biSize = sizeof bi->bmiHeader;
    bi->bmiHeader.biWidth = 32;
    bi->bmiHeader.biHeight = 32;
    bi->bmiHeader.biPlanes = 1;
    bi->bmiHeader.biBitCount = 1;
    for (i = 0; i < 2 + 32; i++) bits[i] = i;
    b2 = CreateDIBPatternBrushPt(bi, DIB_RGB_COLORS);
    memset(buf, 0xcc, sizeof buf);      /* the brush keeps its own copy */
    SelectObject(mf, b1);
    SelectObject(mf, b2);
    SelectObject(mf, GetStockObject(WHITE_BRUSH));
    emf = CloseEnhMetaFile(mf);
    size = GetEnhMetaFileBits(emf, sizeof data, data);
    for (off = ((ENHMETAHEADER *)data)->nSize; off < size; off += ((EMR *)(data + off))->nSize) {
        const EMRCREATEDIBPATTERNBRUSHPT *r = (const EMRCREATEDIBPATTERNBRUSHPT *)(data + off);
        if (r->emr.iType == EMR_CREATEMONOBRUSH || r->emr.iType == EMR_CREATEDIBPATTERNBRUSHPT) {
            const BITMAPINFOHEADER *h = (const BITMAPINFOHEADER *)((BYTE *)r + r->offBmi);
            const DWORD *b = (const DWORD *)((BYTE *)r + r->offBits);
            printf("brushrec: type=%lu size=%lu ih=%lu usage=%lu bmi %lu@%lu bits %lu@%lu"
                   " %ldx%ld bpp=%d image=%lu rows %08lx %08lx\n", r->emr.iType,
                   r->emr.nSize, r->ihBrush, r->iUsage, r->cbBmi, r->offBmi, r->cbBits,
                   r->offBits, h->biWidth, h->biHeight, h->biBitCount, h->biSizeImage,
                   b[0], b[1]);
        } else {
            printf("brushrec: record %lu\n", r->emr.iType);
        }
    }
    DeleteEnhMetaFile(emf);

    DeleteObject(b1);
    DeleteObject(b2);
    DeleteObject(mono);
}

static void test_emf_polypolyline(void)
{
    POINT pts[4] = {{10, 20}, {100, 200}, {0x9000, 300}, {400, 500}};
    DWORD counts[2] = {2, 1};
    HDC mf = CreateEnhMetaFileA(NULL, NULL, NULL, NULL);
    HENHMETAFILE emf;
    BOOL ret;
    ret = PolyPolyline(mf, NULL, NULL, 0);
    printf("polypolyline: none=%d\n", ret);
    SetLastError(0xdeadbeef);
    ret = PolyPolyline(mf, pts, counts, 2);
    printf("polypolyline: short=%d gle=%lu\n", ret, GetLastError());
    counts[1] = 2;
    ret = PolyPolyline(mf, pts, counts, 2);
    printf("polypolyline: good=%d\n", ret);
    emf = CloseEnhMetaFile(mf);
    dump_records("polypolyline", emf);
    DeleteEnhMetaFile(emf);
}

/* MaskBlt on a 24-bit DIB section: the mask's white pixels take the foreground ROP,
 * its black ones the background ROP; recorded in a metafile as EMR_MASKBLT. */
static void test_maskblt(void)
{
    static const BYTE mask_rows[4][2] = {{0xf0}, {0xcc}, {0xaa}, {0x0f}};
    BITMAPINFO bi;
    HDC screen = GetDC(NULL), dst = CreateCompatibleDC(screen), src = CreateCompatibleDC(screen);
    HDC mf;
    HBITMAP dbmp, sbmp, mask = CreateBitmap(8, 4, 1, 1, mask_rows), bad;
    HBRUSH brush = CreateSolidBrush(RGB(0, 0, 255));
    HENHMETAFILE emf;
    BYTE *dbits, *sbits;
    RECT all = {0, 0, 8, 4};
    int x, y, ret;
    char line[400];
    memset(&bi, 0, sizeof bi);
    bi.bmiHeader.biSize = sizeof bi.bmiHeader;
    bi.bmiHeader.biWidth = 8;
    bi.bmiHeader.biHeight = -4;
    bi.bmiHeader.biPlanes = 1;
    bi.bmiHeader.biBitCount = 24;
    dbmp = CreateDIBSection(screen, &bi, DIB_RGB_COLORS, (void **)&dbits, NULL, 0);
    sbmp = CreateDIBSection(screen, &bi, DIB_RGB_COLORS, (void **)&sbits, NULL, 0);
    SelectObject(dst, dbmp);
    SelectObject(src, sbmp);
    FillRect(dst, &all, GetStockObject(WHITE_BRUSH));
    FillRect(src, &all, GetStockObject(BLACK_BRUSH));
    SetPixelV(src, 1, 1, RGB(255, 0, 0));
    SelectObject(dst, brush);
    /* foreground SRCCOPY, background PATCOPY */
    ret = MaskBlt(dst, 0, 0, 8, 4, src, 0, 0, mask, 0, 0, MAKEROP4(SRCCOPY, PATCOPY));
    printf("maskblt: ret=%d\n", ret);
    for (y = 0; y < 4; y++) {
        line[0] = 0;
        for (x = 0; x < 8; x++)
            sprintf(line + strlen(line), " %06lx", GetPixel(dst, x, y));
        printf("maskblt: row %d%s\n", y, line);
    }
    ret = MaskBlt(dst, 0, 0, 8, 4, src, 0, 0, NULL, 0, 0, MAKEROP4(WHITENESS, BLACKNESS));
    printf("maskblt: no mask ret=%d (0,0)=%06lx\n", ret, GetPixel(dst, 0, 0));
    bad = CreateCompatibleBitmap(screen, 8, 4);
    SetLastError(0xdeadbeef);
    ret = MaskBlt(dst, 0, 0, 8, 4, src, 0, 0, bad, 0, 0, SRCCOPY);
    printf("maskblt: colour mask ret=%d\n", ret);
    mf = CreateEnhMetaFileA(screen, NULL, NULL, NULL);
    MaskBlt(mf, 0, 0, 3, 4, src, 0, 0, mask, 0, 0, SRCCOPY);
    MaskBlt(mf, 0, 0, 3, 4, src, 0, 0, NULL, 0, 0, SRCCOPY);
    emf = CloseEnhMetaFile(mf);
    {
        BYTE buf[4096];
        UINT size = GetEnhMetaFileBits(emf, sizeof buf, buf), off;
        for (off = ((ENHMETAHEADER *)buf)->nSize; off < size; off += ((EMR *)(buf + off))->nSize) {
            const EMRMASKBLT *m = (const EMRMASKBLT *)(buf + off);
            if (m->emr.iType != EMR_MASKBLT) continue;
            printf("maskblt: record size=%lu bounds (%ld,%ld,%ld,%ld) rop=%lx src bmi %lu@%lu"
                   " bits %lu@%lu mask %ld,%ld usage=%lu bmi %lu@%lu bits %lu@%lu\n",
                   m->emr.nSize, m->rclBounds.left, m->rclBounds.top, m->rclBounds.right,
                   m->rclBounds.bottom, m->dwRop, m->cbBmiSrc, m->offBmiSrc, m->cbBitsSrc,
                   m->offBitsSrc, m->xMask, m->yMask, m->iUsageMask, m->cbBmiMask,
                   m->offBmiMask, m->cbBitsMask, m->offBitsMask);
        }
    }
    DeleteEnhMetaFile(emf);
    DeleteDC(dst);
    DeleteDC(src);
    DeleteObject(dbmp);
    DeleteObject(sbmp);
    DeleteObject(mask);
    DeleteObject(bad);
    DeleteObject(brush);
    ReleaseDC(NULL, screen);
}

/* PlgBlt: a 4x2 source onto a parallelogram (mirrored, then sheared), with and
 * without a mask; recorded as EMR_PLGBLT. */
static void test_plgblt(void)
{
    static const BYTE mask_rows[2][2] = {{0xa0}, {0x50}};
    POINT mirror[3] = {{7, 0}, {3, 0}, {7, 2}};
    POINT plain[3] = {{0, 4}, {4, 4}, {0, 6}};
    BITMAPINFO bi;
    HDC screen = GetDC(NULL), dst = CreateCompatibleDC(screen), src = CreateCompatibleDC(screen);
    HDC mf;
    HBITMAP dbmp, sbmp, mask = CreateBitmap(4, 2, 1, 1, mask_rows);
    HENHMETAFILE emf;
    BYTE *dbits, *sbits;
    RECT all = {0, 0, 8, 8};
    int x, y, ret;
    char line[400];
    memset(&bi, 0, sizeof bi);
    bi.bmiHeader.biSize = sizeof bi.bmiHeader;
    bi.bmiHeader.biWidth = 8;
    bi.bmiHeader.biHeight = -8;
    bi.bmiHeader.biPlanes = 1;
    bi.bmiHeader.biBitCount = 24;
    dbmp = CreateDIBSection(screen, &bi, DIB_RGB_COLORS, (void **)&dbits, NULL, 0);
    sbmp = CreateDIBSection(screen, &bi, DIB_RGB_COLORS, (void **)&sbits, NULL, 0);
    SelectObject(dst, dbmp);
    SelectObject(src, sbmp);
    FillRect(dst, &all, GetStockObject(WHITE_BRUSH));
    for (y = 0; y < 2; y++)
        for (x = 0; x < 4; x++)
            SetPixelV(src, x, y, RGB(0x10 * (x + 1), 0x40 * (y + 1), 0));
    ret = PlgBlt(dst, mirror, src, 0, 0, 4, 2, NULL, 0, 0);
    printf("plgblt: mirror ret=%d\n", ret);
    ret = PlgBlt(dst, plain, src, 0, 0, 4, 2, mask, 0, 0);
    printf("plgblt: with mask ret=%d\n", ret);
    for (y = 0; y < 7; y++) {
        line[0] = 0;
        for (x = 0; x < 8; x++)
            sprintf(line + strlen(line), " %06lx", GetPixel(dst, x, y));
        printf("plgblt: row %d%s\n", y, line);
    }
    mf = CreateEnhMetaFileA(screen, NULL, NULL, NULL);
    PlgBlt(mf, mirror, src, 0, 0, 4, 2, mask, 0, 0);
    emf = CloseEnhMetaFile(mf);
    {
        BYTE buf[4096];
        UINT size = GetEnhMetaFileBits(emf, sizeof buf, buf), off;
        for (off = ((ENHMETAHEADER *)buf)->nSize; off < size; off += ((EMR *)(buf + off))->nSize) {
            const EMRPLGBLT *m = (const EMRPLGBLT *)(buf + off);
            if (m->emr.iType != EMR_PLGBLT) continue;
            printf("plgblt: record size=%lu points (%ld,%ld) (%ld,%ld) (%ld,%ld) src %ld,%ld,%ld,%ld"
                   " bmi %lu@%lu bits %lu@%lu mask usage=%lu bmi %lu@%lu bits %lu@%lu\n",
                   m->emr.nSize, m->aptlDest[0].x, m->aptlDest[0].y, m->aptlDest[1].x,
                   m->aptlDest[1].y, m->aptlDest[2].x, m->aptlDest[2].y, m->xSrc, m->ySrc, m->cxSrc, m->cySrc, m->cbBmiSrc,
                   m->offBmiSrc, m->cbBitsSrc, m->offBitsSrc, m->iUsageMask, m->cbBmiMask,
                   m->offBmiMask, m->cbBitsMask, m->offBitsMask);
        }
    }
    DeleteEnhMetaFile(emf);
    DeleteDC(dst);
    DeleteDC(src);
    DeleteObject(dbmp);
    DeleteObject(sbmp);
    DeleteObject(mask);
    ReleaseDC(NULL, screen);
}

/* StretchDIBits and SetDIBitsToDevice into an enhanced metafile (an OS/2 header recorded
 * as a BITMAPINFOHEADER), and onto a DC from an OS/2 header; ArcTo and PolyDraw refused
 * on a Windows metafile DC. */
static void test_emf_dibits(void)
{
    static const BYTE bits[4 * 4] = {0x80, 0, 0, 0, 0x40, 0, 0, 0, 0x20, 0, 0, 0, 0x10, 0, 0, 0};
    static const BYTE bits24[4 * 12] = {0x10, 0x20, 0x30, [12] = 0x40, 0x50, 0x60,
                                        [45] = 0x70, 0x80, 0x90};
    union {
        BYTE b[sizeof(BITMAPINFOHEADER) + 2 * sizeof(RGBQUAD)];
        BITMAPINFO i;
        BITMAPCOREINFO c;
    } bmi;
    BYTE data[4096];
    POINT pts[2] = {{1, 1}, {2, 2}};
    BYTE types[2] = {PT_MOVETO, PT_LINETO};
    HDC screen = GetDC(NULL), mf, mem;
    HBITMAP target;
    HENHMETAFILE emf;
    HMETAFILE wmf;
    UINT size, off;
    int ret1, ret2, ret3;
    memset(&bmi, 0, sizeof bmi);
    bmi.i.bmiHeader.biSize = sizeof bmi.i.bmiHeader;
    bmi.i.bmiHeader.biWidth = 4;
    bmi.i.bmiHeader.biHeight = 4;
    bmi.i.bmiHeader.biPlanes = 1;
    bmi.i.bmiHeader.biBitCount = 1;
    bmi.i.bmiHeader.biClrUsed = 2;
    bmi.i.bmiColors[1].rgbRed = 0xff;
    mf = CreateEnhMetaFileA(screen, NULL, NULL, NULL);
    ret1 = StretchDIBits(mf, 0, 0, 8, 8, 0, 0, 3, 3, bits, &bmi.i, DIB_RGB_COLORS, SRCCOPY);
    ret2 = SetDIBitsToDevice(mf, 0, 0, 3, 3, 0, 0, 0, 4, bits, &bmi.i, DIB_RGB_COLORS);
    memset(&bmi, 0, sizeof bmi);
    bmi.c.bmciHeader.bcSize = sizeof bmi.c.bmciHeader;
    bmi.c.bmciHeader.bcWidth = 4;
    bmi.c.bmciHeader.bcHeight = 4;
    bmi.c.bmciHeader.bcPlanes = 1;
    bmi.c.bmciHeader.bcBitCount = 24;
    ret3 = StretchDIBits(mf, 0, 0, 4, 4, 0, 0, 4, 4, bits24, &bmi.i, DIB_RGB_COLORS, SRCCOPY);
    printf("dibits: StretchDIBits=%d SetDIBitsToDevice=%d core=%d\n", ret1, ret2, ret3);
    emf = CloseEnhMetaFile(mf);
    size = GetEnhMetaFileBits(emf, sizeof data, data);
    for (off = ((ENHMETAHEADER *)data)->nSize; off < size; off += ((EMR *)(data + off))->nSize) {
        const EMR *r = (const EMR *)(data + off);
        if (r->iType == EMR_STRETCHDIBITS) {
            const EMRSTRETCHDIBITS *d = (const EMRSTRETCHDIBITS *)r;
            const BITMAPINFOHEADER *h = (const BITMAPINFOHEADER *)((BYTE *)r + d->offBmiSrc);
            printf("dibits: stretch size=%lu bounds (%ld,%ld,%ld,%ld) src %ld,%ld,%ld,%ld dst %ld,%ld"
                   " bmi %lu@%lu bits %lu@%lu rop=%lx header %lu %ldx%ld bpp=%d used=%lu"
                   " color1=%08lx\n", r->nSize, d->rclBounds.left, d->rclBounds.top,
                   d->rclBounds.right, d->rclBounds.bottom, d->xSrc, d->ySrc, d->cxSrc,
                   d->cySrc, d->cxDest, d->cyDest, d->cbBmiSrc, d->offBmiSrc, d->cbBitsSrc,
                   d->offBitsSrc, d->dwRop, h->biSize, h->biWidth, h->biHeight, h->biBitCount,
                   h->biClrUsed, ((const DWORD *)(h + 1))[1]);
        } else if (r->iType == EMR_SETDIBITSTODEVICE) {
            const EMRSETDIBITSTODEVICE *d = (const EMRSETDIBITSTODEVICE *)r;
            printf("dibits: setdibits size=%lu bounds (%ld,%ld,%ld,%ld) src %ld,%ld,%ld,%ld"
                   " bmi %lu@%lu bits %lu@%lu start=%lu scans=%lu\n", r->nSize,
                   d->rclBounds.left, d->rclBounds.top, d->rclBounds.right,
                   d->rclBounds.bottom, d->xSrc, d->ySrc, d->cxSrc, d->cySrc, d->cbBmiSrc,
                   d->offBmiSrc, d->cbBitsSrc, d->offBitsSrc, d->iStartScan, d->cScans);
        }
    }
    DeleteEnhMetaFile(emf);

    mem = CreateCompatibleDC(screen);
    target = CreateCompatibleBitmap(screen, 4, 4);
    SelectObject(mem, target);
    ret1 = StretchDIBits(mem, 0, 0, 4, 4, 0, 0, 4, 4, bits24, &bmi.i, DIB_RGB_COLORS, SRCCOPY);
    printf("dibits: core header onto a DC=%d (0,3)=%06lx (0,2)=%06lx (3,0)=%06lx\n", ret1,
           GetPixel(mem, 0, 3), GetPixel(mem, 0, 2), GetPixel(mem, 3, 0));
    DeleteDC(mem);
    DeleteObject(target);

    mf = CreateMetaFileA(NULL);
    SetLastError(0xdeadbeef);
    ret1 = ArcTo(mf, 1, 2, 30, 40, 11, 12, 23, 24);
    ret2 = PolyDraw(mf, pts, types, 2);
    printf("dibits: wmf ArcTo=%d PolyDraw=%d gle=%lx\n", ret1, ret2, GetLastError());
    wmf = CloseMetaFile(mf);
    printf("dibits: wmf size=%u\n", GetMetaFileBitsEx(wmf, 0, NULL));
    DeleteMetaFile(wmf);
    ReleaseDC(NULL, screen);
}

/* Pattern brushes selected into a Windows metafile DC: META_DIBCREATEPATTERNBRUSH. */
static void test_wmf_pattern_brushes(void)
{
    static const WORD rows[8] = {1, 2, 3, 4, 5, 6, 7, 8};
    char buf[sizeof(BITMAPINFOHEADER) + 2 * sizeof(RGBQUAD) + 32 * 4];
    BITMAPINFO *bi = (BITMAPINFO *)buf;
    BYTE data[4096];
    HBITMAP mono = CreateBitmap(8, 8, 1, 1, rows);
    HBRUSH b1 = CreatePatternBrush(mono), b2;
    HDC mf = CreateMetaFileA(NULL);
    HMETAFILE wmf;
    DWORD *bits = (DWORD *)bi->bmiColors;
    UINT size, off, i;
    memset(buf, 0, sizeof buf);
    bi->bmiHeader.biSize = sizeof bi->bmiHeader;
    bi->bmiHeader.biWidth = 32;
    bi->bmiHeader.biHeight = 32;
    bi->bmiHeader.biPlanes = 1;
    bi->bmiHeader.biBitCount = 1;
    for (i = 0; i < 2 + 32; i++) bits[i] = i;
    b2 = CreateDIBPatternBrushPt(bi, DIB_RGB_COLORS);
    SelectObject(mf, b1);
    SelectObject(mf, b2);
    wmf = CloseMetaFile(mf);
    size = GetMetaFileBitsEx(wmf, sizeof data, data);
    for (off = 18; off + 6 <= size; ) {
        DWORD n = *(DWORD *)(data + off);
        WORD fn = *(WORD *)(data + off + 4);
        if (fn == META_DIBCREATEPATTERNBRUSH) {
            const WORD *w = (const WORD *)(data + off + 6);
            const BITMAPINFOHEADER *h = (const BITMAPINFOHEADER *)(w + 2);
            const DWORD *c = (const DWORD *)(h + 1);
            printf("wmfbrush: size=%lu style=%u usage=%u %ldx%ld bpp=%d image=%lu colors %08lx %08lx"
                   " row0 %08lx\n", n, w[0], w[1], h->biWidth, h->biHeight, h->biBitCount,
                   h->biSizeImage, c[0], c[1], c[2]);
        } else {
            printf("wmfbrush: record %#x size=%lu\n", fn, n);
        }
        if (!fn) break;
        off += 2 * n;
    }
    DeleteMetaFile(wmf);
    DeleteObject(b1);
    DeleteObject(b2);
    DeleteObject(mono);
}

int main(void)
{
    test_polydraw();
    test_dibindex();
    test_glyph_index();
    test_enum_emf();
    test_emf_blits();
    test_emf_records();
    test_emf_pattern_brushes();
    test_emf_polypolyline();
    test_maskblt();
    test_plgblt();
    test_emf_dibits();
    test_wmf_pattern_brushes();
    return 0;
}
