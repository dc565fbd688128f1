/*
 * gdi_conf.c - test guest for the GDI32 families the conformance round added
 * (test/win32/gdi/test_gdi_conformance.py, docs/gdi.md "GDI32 conformance (this round)"):
 * ICM profiles and mode, meta regions, brush styles (hatches past HS_DIAGCROSS, BS_NULL,
 * BS_PATTERN8X8, DIB pattern brushes), pens (CreatePen's and ExtCreatePen's rules,
 * pattern-brush pens), WidenPath, the miter limit, AngleArc, PolyDraw, LineDDA, mirrored
 * (LAYOUT_RTL) DCs, GetTransform, SetVirtualResolution, MWT_SET, the stock palette,
 * bounds accumulation, GdiAlphaBlend / GdiTransparentBlt / GdiGradientFill, run-length
 * StretchDIBits and SetRelAbs. Each step prints one line; the expected lines are this
 * exe's output under Wine 8 (xvfb-run -a wine gdi_conf.exe | cat).
 */
#include <windows.h>
#include <stdio.h>
#include <string.h>
#include "gdicommon.h"

#ifndef LAYOUT_LTR
#define LAYOUT_LTR 0
#endif
#ifndef MWT_SET
#define MWT_SET 4
#endif

BOOL WINAPI GetTransform(HDC, DWORD, XFORM *);
BOOL WINAPI SetVirtualResolution(HDC, DWORD, DWORD, DWORD, DWORD);
INT WINAPI SetRelAbs(HDC, INT);
INT WINAPI GetRelAbs(HDC, DWORD);

static void box(const char *what, HRGN r)
{
    RECT rc;
    int k = GetRgnBox(r, &rc);
    printf("%s: %d (%ld,%ld,%ld,%ld)\n", what, k, rc.left, rc.top, rc.right, rc.bottom);
}

static void test_icm(void)
{
    HDC dc = GetDC(NULL);
    char name[MAX_PATH], *tail;
    DWORD size = 0, err;
    BOOL ret;
    SetLastError(0xdeadbeef);
    ret = GetICMProfileA(dc, &size, NULL);
    err = GetLastError();
    printf("icm: GetICMProfileA(no buffer)=%d size>0=%d err=%lu\n", ret, size > 0, err);
    size = MAX_PATH;
    ret = GetICMProfileA(dc, &size, name);
    tail = strrchr(name, '\\');
    printf("icm: GetICMProfileA=%d file=%s\n", ret, ret && tail ? tail + 1 : "-");
    printf("icm: SetICMMode(query)=%d", SetICMMode(dc, ICM_QUERY));
    printf(" bad=%d\n", SetICMMode(dc, 77));
    SetLastError(0xdeadbeef);
    ret = SetICMProfileA(NULL, NULL);
    printf("icm: SetICMProfileA(NULL,NULL)=%d err=%lu\n", ret, GetLastError());
    printf("icm: EnumICMProfilesA(no callback)=%d\n", EnumICMProfilesA(dc, NULL, 0));
    ReleaseDC(NULL, dc);
}

static void test_meta_region(void)
{
    HDC dc = dib_dc(20, 20);
    HRGN r = CreateRectRgn(0, 0, 0, 0);
    RECT all = {0, 0, 20, 20};
    IntersectClipRect(dc, 2, 2, 12, 12);
    printf("meta: SetMetaRgn=%d", SetMetaRgn(dc));
    printf(" GetClipRgn=%d\n", GetClipRgn(dc, r));
    printf("meta: GetRandomRgn(METARGN)=%d\n", GetRandomRgn(dc, r, 2));
    box("meta: metargn", r);
    IntersectClipRect(dc, 5, 0, 20, 20);
    GetRandomRgn(dc, r, 1);
    box("meta: cliprgn", r);
    GetRandomRgn(dc, r, 3);
    box("meta: apirgn", r);
    FillRect(dc, &all, GetStockObject(BLACK_BRUSH));
    printf("meta: black pixels=%d\n", count_px(0, 0, 20, 20, 0x000000));
    DeleteObject(r);
    DeleteDC(dc);
}

static void test_brushes(void)
{
    LOGBRUSH lb;
    HBRUSH b;
    HBITMAP bmp;
    HDC dc;
    RECT rc = {0, 0, 8, 8};
    char buf[sizeof(BITMAPINFOHEADER) + 4 * sizeof(WORD) + 8 * 8];   /* 8x8 8-bpp bits */
    BITMAPINFO *bi = (BITMAPINFO *)buf;
    WORD *idx = (WORD *)bi->bmiColors;
    BYTE *bits;
    char pal_buf[sizeof(LOGPALETTE) + 4 * sizeof(PALETTEENTRY)];
    LOGPALETTE *lp = (LOGPALETTE *)pal_buf;
    HPALETTE pal;
    int i;

    b = CreateHatchBrush(7, RGB(1, 2, 3));
    GetObjectA(b, sizeof lb, &lb);
    printf("brush: hatch 7 style=%u color=%06lx hatch=%lu\n", lb.lbStyle, lb.lbColor,
           (unsigned long)lb.lbHatch);
    DeleteObject(b);
    SetLastError(0xdeadbeef);
    b = CreateHatchBrush(12, RGB(1, 2, 3));
    printf("brush: hatch 12=%d err=%lx\n", b != NULL, GetLastError());
    lb.lbStyle = BS_NULL;
    printf("brush: BS_NULL is stock=%d\n", CreateBrushIndirect(&lb) == GetStockObject(NULL_BRUSH));
    bmp = CreateBitmap(8, 8, 1, 1, NULL);
    lb.lbStyle = BS_PATTERN8X8;
    lb.lbColor = 0x123456;
    lb.lbHatch = (ULONG_PTR)bmp;
    b = CreateBrushIndirect(&lb);
    GetObjectA(b, sizeof lb, &lb);
    printf("brush: PATTERN8X8 style=%u color=%lx same bitmap=%d\n", lb.lbStyle, lb.lbColor,
           (HBITMAP)lb.lbHatch == bmp);
    DeleteObject(b);
    DeleteObject(bmp);
    lb.lbStyle = BS_MONOPATTERN;
    printf("brush: MONOPATTERN=%d\n", CreateBrushIndirect(&lb) != NULL);

    /* an 8x8 8-bpp DIB pattern of palette indexes: 4 entries, looked up when painting */
    memset(buf, 0, sizeof buf);
    bi->bmiHeader.biSize = sizeof(BITMAPINFOHEADER);
    bi->bmiHeader.biWidth = 8;
    bi->bmiHeader.biHeight = -8;
    bi->bmiHeader.biPlanes = 1;
    bi->bmiHeader.biBitCount = 8;
    bi->bmiHeader.biClrUsed = 4;
    for (i = 0; i < 4; i++) idx[i] = 3 - i;
    bits = (BYTE *)(idx + 4);
    for (i = 0; i < 64; i++) bits[i] = (i % 8) / 2;
    b = CreateDIBPatternBrushPt(bi, DIB_PAL_COLORS);
    GetObjectA(b, sizeof lb, &lb);
    printf("brush: DIB pattern style=%u color=%lu same pointer=%d\n", lb.lbStyle, lb.lbColor,
           (void *)lb.lbHatch == (void *)bi);
    lp->palVersion = 0x300;
    lp->palNumEntries = 4;
    for (i = 0; i < 4; i++) {
        lp->palPalEntry[i].peRed = 0x10 * (i + 1);
        lp->palPalEntry[i].peGreen = 0x20 * (i + 1);
        lp->palPalEntry[i].peBlue = 0x30 * (i + 1);
        lp->palPalEntry[i].peFlags = 0;
    }
    pal = CreatePalette(lp);
    dc = dib_dc(8, 8);
    SelectPalette(dc, pal, FALSE);
    FillRect(dc, &rc, b);
    printf("brush: DIB_PAL_COLORS pixels %06x %06x %06x %06x\n", px(0, 0), px(2, 0), px(4, 5),
           px(7, 7));
    printf("brush: BS_DIBPATTERN8X8=%d\n",
           (lb.lbStyle = BS_DIBPATTERN8X8, lb.lbHatch = (ULONG_PTR)bi,
            CreateBrushIndirect(&lb) != NULL));
    DeleteObject(b);
    DeleteDC(dc);
    DeleteObject(pal);
}

static void test_pens(void)
{
    HPEN p;
    LOGPEN lp;
    char buf[64];
    EXTLOGPEN *elp = (EXTLOGPEN *)buf;
    LOGBRUSH lb;
    HBITMAP bmp;
    HDC dc, mdc;
    RECT rc = {0, 0, 8, 8};
    int n;

    printf("pen: CreatePen(PS_NULL) is stock=%d\n",
           CreatePen(PS_NULL, 3, RGB(1, 2, 3)) == GetStockObject(NULL_PEN));
    p = CreatePen(11, -7, RGB(1, 2, 3));
    n = GetObjectA(p, sizeof lp, &lp);
    printf("pen: style 11 -> n=%d style=%u width=%ld color=%06lx\n", n, lp.lopnStyle,
           lp.lopnWidth.x, lp.lopnColor);
    printf("pen: GetObject(4 bytes)=%d", GetObjectA(p, 4, &lp));
    printf(" GetObject(64 bytes)=%d\n", GetObjectA(p, 64, buf));
    DeleteObject(p);

    lb.lbStyle = BS_HATCHED;
    lb.lbColor = RGB(9, 8, 7);
    lb.lbHatch = HS_CROSS;
    p = ExtCreatePen(PS_GEOMETRIC | PS_DASH | PS_ENDCAP_FLAT | PS_JOIN_MITER, 5, &lb, 0, NULL);
    n = GetObjectA(p, sizeof buf, buf);
    printf("pen: hatched n=%d style=%lx width=%lu brush=%u color=%06lx hatch=%lu\n", n,
           elp->elpPenStyle, elp->elpWidth, elp->elpBrushStyle, elp->elpColor,
           (unsigned long)elp->elpHatch);
    printf("pen: GetObject(16 bytes)=%d\n", GetObjectA(p, 16, buf));
    DeleteObject(p);
    SetLastError(0xdeadbeef);
    p = ExtCreatePen(PS_COSMETIC | PS_SOLID, 1, &lb, 0, NULL);
    printf("pen: cosmetic hatched=%d err=%lu\n", p != NULL, GetLastError());
    SetLastError(0xdeadbeef);
    lb.lbStyle = BS_SOLID;
    p = ExtCreatePen(PS_COSMETIC | PS_ALTERNATE, 1, &lb, 0, NULL);
    printf("pen: PS_ALTERNATE cosmetic=%d\n", p != NULL);
    DeleteObject(p);
    p = ExtCreatePen(PS_GEOMETRIC | 9, 3, &lb, 0, NULL);
    printf("pen: style 9=%d err=%lu\n", p != NULL, GetLastError());
    lb.lbStyle = BS_NULL;
    printf("pen: BS_NULL geometric is stock=%d\n",
           ExtCreatePen(PS_GEOMETRIC, 3, &lb, 0, NULL) == GetStockObject(NULL_PEN));

    /* a geometric pen painting an all-red 8x8 pattern: a flat-capped horizontal line */
    dc = dib_dc(20, 20);
    bmp = CreateCompatibleBitmap(dc, 8, 8);
    mdc = CreateCompatibleDC(dc);
    SelectObject(mdc, bmp);
    FillRect(mdc, &rc, CreateSolidBrush(RGB(255, 0, 0)));
    DeleteDC(mdc);
    lb.lbStyle = BS_PATTERN;
    lb.lbColor = 0;
    lb.lbHatch = (ULONG_PTR)bmp;
    p = ExtCreatePen(PS_GEOMETRIC | PS_SOLID | PS_ENDCAP_FLAT, 4, &lb, 0, NULL);
    SelectObject(dc, p);
    MoveToEx(dc, 2, 10, NULL);
    LineTo(dc, 18, 10);
    printf("pen: pattern line (10,10)=%06x (10,2)=%06x\n", px(10, 10), px(10, 2));
    DeleteDC(dc);
    DeleteObject(p);
    DeleteObject(bmp);
}

static void CALLBACK dda(int x, int y, LPARAM lp)
{
    int *n = (int *)lp;
    if (*n < 6)
        printf(" (%d,%d)", x, y);
    (*n)++;
}

static void test_paths(void)
{
    HDC dc = dib_dc(100, 100);
    POINT pts[3] = {{10, 10}, {50, 10}, {50, 50}}, pos;
    BYTE bad[3] = {PT_LINETO, PT_BEZIERTO, PT_LINETO};
    BYTE good[3] = {PT_MOVETO, PT_LINETO, PT_LINETO | PT_CLOSEFIGURE};
    HPEN pen = CreatePen(PS_SOLID, 10, RGB(0, 0, 0));
    HRGN r;
    FLOAT old = 0, now = 0;
    int n;

    SelectObject(dc, pen);
    BeginPath(dc);
    Polyline(dc, pts, 3);
    EndPath(dc);
    printf("path: WidenPath=%d", WidenPath(dc));
    n = GetPath(dc, NULL, NULL, 0);
    printf(" points>3=%d\n", n > 3);
    r = PathToRegion(dc);
    printf("path: widened region has (30,13)=%d (30,20)=%d (53,30)=%d (60,30)=%d\n",
           PtInRegion(r, 30, 13), PtInRegion(r, 30, 20), PtInRegion(r, 53, 30),
           PtInRegion(r, 60, 30));
    DeleteObject(r);
    BeginPath(dc);
    SetLastError(0xdeadbeef);
    /* (Windows 2000 and later set ERROR_CAN_NOT_COMPLETE, Wine 8 does not: not shown) */
    printf("path: WidenPath(open)=%d\n", WidenPath(dc));
    AbortPath(dc);

    printf("path: SetMiterLimit=%d", SetMiterLimit(dc, 4.0f, &old));
    GetMiterLimit(dc, &now);
    printf(" old=%d now=%d\n", (int)old, (int)now);

    MoveToEx(dc, 0, 0, NULL);
    AngleArc(dc, 50, 50, 20, 0.0f, 90.0f);
    GetCurrentPositionEx(dc, &pos);
    printf("path: AngleArc end=(%ld,%ld)\n", pos.x, pos.y);

    MoveToEx(dc, 5, 5, NULL);
    printf("path: PolyDraw(bad)=%d", PolyDraw(dc, pts, bad, 3));
    GetCurrentPositionEx(dc, &pos);
    printf(" pos=(%ld,%ld)", pos.x, pos.y);
    printf(" PolyDraw(good)=%d", PolyDraw(dc, pts, good, 3));
    GetCurrentPositionEx(dc, &pos);
    printf(" pos=(%ld,%ld)\n", pos.x, pos.y);

    n = 0;
    printf("path: LineDDA(10,20,20,43):");
    LineDDA(10, 20, 20, 43, dda, (LPARAM)&n);
    printf(" count=%d\n", n);
    DeleteDC(dc);
    DeleteObject(pen);
}

static void test_mapping(void)
{
    HDC dc = dib_dc(100, 100);
    POINT pt = {1000, 1000};
    HRGN r = CreateRectRgn(0, 0, 0, 0);
    RECT rc = {10, 10, 20, 20};
    XFORM xf;

    SetLayout(dc, LAYOUT_RTL);
    printf("rtl: layout=%lx mapmode=%d\n", GetLayout(dc), GetMapMode(dc));
    LPtoDP(dc, &pt, 1);
    printf("rtl: LPtoDP(1000,1000)=(%ld,%ld)\n", pt.x, pt.y);
    GetTransform(dc, 0x204, &xf);
    printf("rtl: world->device %d %d %d\n", (int)xf.eM11, (int)xf.eM22, (int)xf.eDx);
    IntersectClipRect(dc, 10, 10, 20, 20);
    GetClipRgn(dc, r);
    box("rtl: clip (mirrored)", r);
    FillRect(dc, &rc, GetStockObject(BLACK_BRUSH));
    SetLayout(dc, LAYOUT_LTR);
    GetClipRgn(dc, r);
    box("rtl: clip (device)", r);
    printf("rtl: pixels (85,15)=%06x (80,15)=%06x (90,15)=%06x (15,15)=%06x\n", px(85, 15),
           px(80, 15), px(90, 15), px(15, 15));
    SetMapMode(dc, MM_TEXT);
    SelectClipRgn(dc, NULL);

    SetVirtualResolution(dc, 4000, 1000, 400, 200);
    SetMapMode(dc, MM_LOMETRIC);
    pt.x = pt.y = 1000;
    LPtoDP(dc, &pt, 1);
    printf("virtual: LPtoDP=(%ld,%ld)", pt.x, pt.y);
    printf(" partial=%d", SetVirtualResolution(dc, 0, 0, 10, 0));
    printf(" reset=%d\n", SetVirtualResolution(dc, 0, 0, 0, 0));
    SetMapMode(dc, MM_TEXT);

    SetGraphicsMode(dc, GM_ADVANCED);
    xf.eM11 = 2; xf.eM12 = 0; xf.eM21 = 0; xf.eM22 = 3; xf.eDx = 1; xf.eDy = 0;
    printf("world: MWT_SET=%d", ModifyWorldTransform(dc, &xf, MWT_SET));
    printf(" MWT_LEFTMULTIPLY(NULL)=%d", ModifyWorldTransform(dc, NULL, MWT_LEFTMULTIPLY));
    printf(" compatible=%d", SetGraphicsMode(dc, GM_COMPATIBLE));
    printf(" mode=%d", GetGraphicsMode(dc));
    pt.x = pt.y = 10;
    LPtoDP(dc, &pt, 1);
    printf(" LPtoDP(10,10)=(%ld,%ld)\n", pt.x, pt.y);
    DeleteObject(r);
    DeleteDC(dc);
}

static void test_bounds_palette_relabs(void)
{
    HDC dc = dib_dc(40, 40);
    RECT rc;
    PALETTEENTRY pe = {1, 2, 3, 0};
    UINT ret;

    ret = SetBoundsRect(dc, NULL, DCB_RESET | DCB_ENABLE);
    printf("bounds: SetBoundsRect=%u", ret);
    SelectObject(dc, GetStockObject(NULL_PEN));
    rc.left = 5; rc.top = 6; rc.right = 15; rc.bottom = 17;
    FillRect(dc, &rc, GetStockObject(BLACK_BRUSH));
    ret = GetBoundsRect(dc, &rc, 0);
    printf(" GetBoundsRect=%u (%ld,%ld,%ld,%ld)", ret, rc.left, rc.top, rc.right, rc.bottom);
    SetPixel(dc, 30, 2, 0);
    ret = GetBoundsRect(dc, &rc, DCB_RESET);
    printf(" then=%u (%ld,%ld,%ld,%ld)", ret, rc.left, rc.top, rc.right, rc.bottom);
    ret = GetBoundsRect(dc, &rc, 0);
    printf(" reset=%u\n", ret);
    printf("palette: SetPaletteEntries(stock)=%u\n",
           SetPaletteEntries(GetStockObject(DEFAULT_PALETTE), 0, 1, &pe));
    printf("relabs: GetRelAbs=%d", GetRelAbs(dc, 0));
    printf(" SetRelAbs(RELATIVE)=%d", SetRelAbs(dc, RELATIVE));
    printf(" GetRelAbs=%d", GetRelAbs(dc, 0));
    printf(" bad=%d\n", SetRelAbs(dc, 5));
    DeleteDC(dc);
}

static void test_blend(void)
{
    HDC dc = dib_dc(64, 16), src;
    BITMAPINFO bi;
    DWORD *bits;
    HBITMAP sb;
    BLENDFUNCTION bf = {AC_SRC_OVER, 0, 128, 0};
    TRIVERTEX v[2];
    GRADIENT_RECT gr = {0, 1};
    RECT rc = {0, 0, 4, 4};
    int i;

    memset(&bi, 0, sizeof bi);
    bi.bmiHeader.biSize = sizeof bi.bmiHeader;
    bi.bmiHeader.biWidth = 4;
    bi.bmiHeader.biHeight = -4;
    bi.bmiHeader.biPlanes = 1;
    bi.bmiHeader.biBitCount = 32;
    src = CreateCompatibleDC(dc);
    sb = CreateDIBSection(src, &bi, DIB_RGB_COLORS, (void **)&bits, NULL, 0);
    SelectObject(src, sb);
    for (i = 0; i < 16; i++) bits[i] = 0x80800000;    /* red 0x80, alpha 0x80 */
    bits[5] = 0x00123456;                             /* a key colour, alpha 0 */
    GdiFlush();
    printf("blend: constant=%d", GdiAlphaBlend(dc, 0, 0, 4, 4, src, 0, 0, 4, 4, bf));
    printf(" pixel=%06x", px(1, 1));
    bf.SourceConstantAlpha = 255;
    bf.AlphaFormat = AC_SRC_ALPHA;
    printf(" per-pixel=%d", GdiAlphaBlend(dc, 8, 0, 4, 4, src, 0, 0, 4, 4, bf));
    printf(" pixel=%06x key pixel=%06x", px(9, 0), px(9, 1));
    SetLastError(0xdeadbeef);
    printf(" outside=%d err=%lu\n", GdiAlphaBlend(dc, 0, 0, 4, 4, src, 2, 2, 4, 4, bf),
           GetLastError());
    FillRect(dc, &rc, GetStockObject(WHITE_BRUSH));
    printf("transparent: %d", GdiTransparentBlt(dc, 16, 0, 4, 4, src, 0, 0, 4, 4, RGB(0x12, 0x34, 0x56)));
    printf(" pixels %06x %06x\n", px(16, 0), px(17, 1));
    v[0].x = 0; v[0].y = 8; v[0].Red = 0; v[0].Green = 0; v[0].Blue = 0xff00; v[0].Alpha = 0;
    v[1].x = 64; v[1].y = 16; v[1].Red = 0xff00; v[1].Green = 0x8000; v[1].Blue = 0; v[1].Alpha = 0;
    printf("gradient: %d", GdiGradientFill(dc, v, 2, &gr, 1, GRADIENT_FILL_RECT_H));
    printf(" pixels %06x %06x %06x\n", px(0, 10), px(32, 10), px(63, 10));
    DeleteDC(src);
    DeleteObject(sb);
    DeleteDC(dc);
}

static void test_rle(void)
{
    HDC dc = dib_dc(16, 16);
    char buf[sizeof(BITMAPINFOHEADER) + 256 * sizeof(RGBQUAD)];
    BITMAPINFO *bi = (BITMAPINFO *)buf;
    /* 4x4: bottom row two runs, then a delta skipping a pixel, then end of bitmap */
    static const BYTE rle[] = {2, 1, 2, 2, 0, 0, 1, 1, 0, 2, 1, 0, 1, 2, 0, 1};
    int i;
    memset(buf, 0, sizeof buf);
    bi->bmiHeader.biSize = sizeof(BITMAPINFOHEADER);
    bi->bmiHeader.biWidth = 4;
    bi->bmiHeader.biHeight = 4;
    bi->bmiHeader.biPlanes = 1;
    bi->bmiHeader.biBitCount = 8;
    bi->bmiHeader.biCompression = BI_RLE8;
    bi->bmiHeader.biSizeImage = sizeof rle;
    for (i = 0; i < 256; i++) {
        bi->bmiColors[i].rgbRed = i * 40;
        bi->bmiColors[i].rgbBlue = 0x11;
    }
    printf("rle: StretchDIBits=%d", StretchDIBits(dc, 0, 0, 4, 4, 0, 0, 4, 4, rle, bi,
                                                  DIB_RGB_COLORS, SRCCOPY));
    printf(" bottom %06x %06x %06x %06x row2 %06x %06x %06x top %06x\n", px(0, 3), px(1, 3),
           px(2, 3), px(3, 3), px(0, 2), px(1, 2), px(2, 2), px(0, 0));
    DeleteDC(dc);
}

/* GDI drawing into palettized DIB sections reaches their bits as colour-table indexes */
static void test_packed_sections(void)
{
    static const int depths[3] = {8, 4, 1}, stride[3] = {8, 4, 4};
    char buf[sizeof(BITMAPINFOHEADER) + 4 * sizeof(RGBQUAD)];
    BITMAPINFO *bi = (BITMAPINFO *)buf;
    HDC dc = CreateCompatibleDC(NULL);
    RECT rc = {1, 0, 3, 2};
    BYTE *bits;
    HBITMAP bmp, old;
    int k;
    for (k = 0; k < 3; k++) {
        memset(buf, 0, sizeof buf);
        bi->bmiHeader.biSize = sizeof(BITMAPINFOHEADER);
        bi->bmiHeader.biWidth = 8;
        bi->bmiHeader.biHeight = -2;
        bi->bmiHeader.biPlanes = 1;
        bi->bmiHeader.biBitCount = depths[k];
        bi->bmiHeader.biClrUsed = depths[k] == 1 ? 2 : 4;
        bi->bmiColors[1].rgbRed = 0xff;
        bi->bmiColors[2].rgbGreen = 0xff;
        bi->bmiColors[3].rgbBlue = 0xff;
        bmp = CreateDIBSection(dc, bi, DIB_RGB_COLORS, (void **)&bits, NULL, 0);
        old = SelectObject(dc, bmp);
        /* (1 bpp: a colour of the table; other colours follow Windows' foreground /
           background rule there, which wineagent does not: docs/gdi.md) */
        FillRect(dc, &rc, CreateSolidBrush(depths[k] == 1 ? RGB(255, 0, 0) : RGB(10, 240, 5)));
        SetPixel(dc, 5, 1, DIBINDEX(depths[k] == 1 ? 1 : 3));
        GdiFlush();
        printf("packed %dbpp: row0 %02x %02x %02x %02x row1 %02x %02x %02x %02x pixel=%06lx\n",
               depths[k], bits[0], bits[1], bits[2], bits[3], bits[stride[k]],
               bits[stride[k] + 1], bits[stride[k] + 2], bits[stride[k] + 3],
               GetPixel(dc, 5, 1));
        SelectObject(dc, old);
        DeleteObject(bmp);
    }
    DeleteDC(dc);
}

/* shapes recorded in a path as Windows records them (GetPath's points and types) */
static void show_path(HDC dc, const char *what)
{
    POINT pts[64];
    BYTE types[64];
    int n = GetPath(dc, pts, types, 64), i;
    printf("%s: %d", what, n);
    for (i = 0; i < n && i < 64; i++)
        printf(" %ld,%ld/%d", pts[i].x, pts[i].y, types[i]);
    printf("\n");
}

static void test_path_shapes(void)
{
    HDC dc = dib_dc(100, 100);
    POINT bz[4] = {{10, 10}, {20, 0}, {30, 20}, {40, 10}};
    /* (the ellipse of Wine's path tests, whose points are Windows': where the centre
       falls on a half pixel, the closing point's rounding depends on floating-point
       detail, and Wine 8 and wineagent differ for some positions: docs/gdi.md) */
    BeginPath(dc);
    Rectangle(dc, 10, 10, 30, 20);
    Ellipse(dc, 20, 20, 40, 40);
    EndPath(dc);
    show_path(dc, "pathshape: rect+ellipse");
    BeginPath(dc);
    RoundRect(dc, 10, 10, 40, 30, 10, 8);
    EndPath(dc);
    show_path(dc, "pathshape: roundrect");
    BeginPath(dc);
    SetArcDirection(dc, AD_CLOCKWISE);
    ArcTo(dc, 20, 20, 80, 50, 20, 20, 80, 50);
    SetArcDirection(dc, AD_COUNTERCLOCKWISE);
    PolyBezierTo(dc, bz + 1, 3);
    CloseFigure(dc);
    LineTo(dc, 5, 5);
    EndPath(dc);
    show_path(dc, "pathshape: arcto+bezier");
    DeleteDC(dc);
}

int main(void)
{
    test_icm();
    test_meta_region();
    test_brushes();
    test_pens();
    test_paths();
    test_mapping();
    test_bounds_palette_relabs();
    test_blend();
    test_rle();
    test_packed_sections();
    test_path_shapes();
    return 0;
}
