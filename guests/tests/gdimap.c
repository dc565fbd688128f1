/*
 * gdimap.c - GDI coordinate spaces and shapes: every mapping mode's LPtoDP, isotropic
 * extents, DPtoLP, window/viewport origins, a GM_ADVANCED world transform, and shapes
 * (FillRect, Rectangle, Arc/Pie, PolyBezier, PolyPolygon with both fill modes, dashed
 * pens, ROP2, hatch brushes, paths) drawn into a DIB section and read back.
 */
#include "gdicommon.h"

static void lptodp(const char *name, HDC dc, int mode, int x, int y)
{
    POINT p = {x, y};
    SetMapMode(dc, mode);
    LPtoDP(dc, &p, 1);
    printf("%s=%ld,%ld\n", name, p.x, p.y);
}

static void coords(void)
{
    HDC dc = dib_dc(64, 64);
    POINT p;
    SIZE s;
    XFORM xf;
    printf("caps_horzsize=%d caps_vertsize=%d caps_logpixelsx=%d caps_aspectx=%d "
           "caps_sizepalette=%d caps_colorres=%d caps_bitspixel=%d\n",
           GetDeviceCaps(dc, HORZSIZE), GetDeviceCaps(dc, VERTSIZE),
           GetDeviceCaps(dc, LOGPIXELSX), GetDeviceCaps(dc, ASPECTX),
           GetDeviceCaps(dc, SIZEPALETTE), GetDeviceCaps(dc, COLORRES),
           GetDeviceCaps(dc, BITSPIXEL));
    lptodp("mm_text", dc, MM_TEXT, 100, 100);
    lptodp("mm_lometric", dc, MM_LOMETRIC, 254, -254);
    lptodp("mm_himetric", dc, MM_HIMETRIC, 2540, -2540);
    lptodp("mm_loenglish", dc, MM_LOENGLISH, 100, -100);
    lptodp("mm_hienglish", dc, MM_HIENGLISH, 1000, -1000);
    lptodp("mm_twips", dc, MM_TWIPS, 1440, -1440);
    printf("getmapmode=%d\n", GetMapMode(dc));

    SetMapMode(dc, MM_ISOTROPIC);
    SetWindowExtEx(dc, 1000, 1000, NULL);
    SetViewportExtEx(dc, 400, -200, NULL);
    GetViewportExtEx(dc, &s);
    printf("iso_vpext=%ld,%ld\n", s.cx, s.cy);
    GetWindowExtEx(dc, &s);
    printf("iso_wndext=%ld,%ld\n", s.cx, s.cy);

    SetMapMode(dc, MM_ANISOTROPIC);
    SetWindowExtEx(dc, 100, 100, NULL);
    SetViewportExtEx(dc, 200, 50, NULL);
    SetWindowOrgEx(dc, 10, 20, NULL);
    SetViewportOrgEx(dc, 5, 6, NULL);
    p.x = 30; p.y = 40;
    LPtoDP(dc, &p, 1);
    printf("aniso_lptodp=%ld,%ld\n", p.x, p.y);
    p.x = 45; p.y = 16;
    DPtoLP(dc, &p, 1);
    printf("aniso_dptolp=%ld,%ld\n", p.x, p.y);

    SetMapMode(dc, MM_TEXT);
    SetWindowOrgEx(dc, 0, 0, NULL);
    SetViewportOrgEx(dc, 0, 0, NULL);
    printf("setworld_compatible=%d\n", SetWorldTransform(dc, &xf));
    printf("graphicsmode_old=%d\n", SetGraphicsMode(dc, GM_ADVANCED));
    /* rotate 90 degrees about the origin, then move right by 40 */
    xf.eM11 = 0; xf.eM12 = 1; xf.eM21 = -1; xf.eM22 = 0; xf.eDx = 40; xf.eDy = 0;
    printf("setworld_advanced=%d\n", SetWorldTransform(dc, &xf));
    p.x = 10; p.y = 5;
    LPtoDP(dc, &p, 1);
    printf("world_lptodp=%ld,%ld\n", p.x, p.y);
    {
        RECT rc = {0, 0, 20, 10};   /* becomes device x 30..40, y 0..20 */
        FillRect(dc, &rc, (HBRUSH)GetStockObject(BLACK_BRUSH));
    }
    printf("world_fill_black=%d inside=%06x outside=%06x\n", count_px(0, 0, 64, 64, 0),
           px(35, 10), px(25, 10));
    DeleteDC(dc);
}

static void scaled_drawing(void)
{
    HDC dc = dib_dc(64, 64);
    RECT rc = {1, 1, 5, 3};
    SetMapMode(dc, MM_ANISOTROPIC);
    SetWindowExtEx(dc, 1, 1, NULL);
    SetViewportExtEx(dc, 4, 4, NULL);
    FillRect(dc, &rc, (HBRUSH)GetStockObject(BLACK_BRUSH));  /* device 4..20 x 4..12 */
    printf("scaled_fill=%d corner=%06x before=%06x\n", count_px(0, 0, 64, 64, 0),
           px(4, 4), px(3, 4));
    SelectObject(dc, GetStockObject(NULL_PEN));
    SelectObject(dc, GetStockObject(BLACK_BRUSH));
    Rectangle(dc, 6, 6, 10, 10);  /* device 24..40 (null pen: r-1, b-1 excluded) */
    printf("scaled_rect=%d\n", count_px(20, 20, 64, 64, 0));
    TextOutA(dc, 2, 12, "X", 1);    /* text at device (8, 48) */
    printf("scaled_text_origin_white=%d\n", count_px(0, 48, 8, 64, 0) == 0);
    {
        RECT tr = {12, 1, 16, 6};      /* device 48..64 x 4..24 */
        int inside, outside;
        PatBlt(dc, 0, 0, 64, 64, WHITENESS);
        DrawTextA(dc, "X", 1, &tr, DT_SINGLELINE | DT_LEFT | DT_TOP);
        inside = count_px(48, 4, 64, 24, 0);
        outside = count_px(0, 0, 64, 64, 0) - inside;
        printf("scaled_drawtext_inside=%d drawtext_outside=%d\n", inside > 0, outside);
    }
    DeleteDC(dc);
}

static void shapes(void)
{
    HDC dc = dib_dc(64, 64);
    POINT cur, bez[4] = {{0, 40}, {10, 20}, {50, 20}, {60, 40}};
    POINT star[5] = {{32, 2}, {50, 60}, {4, 22}, {60, 22}, {14, 60}};
    INT counts[1] = {5};
    HPEN dash = CreatePen(PS_DASH, 1, RGB(0, 0, 0));
    HBRUSH hatch = CreateHatchBrush(HS_CROSS, RGB(0, 0, 0));

    MoveToEx(dc, 3, 4, NULL);
    LineTo(dc, 7, 9);
    GetCurrentPositionEx(dc, &cur);
    printf("curpos=%ld,%ld\n", cur.x, cur.y);

    SelectObject(dc, GetStockObject(NULL_PEN));
    SelectObject(dc, GetStockObject(BLACK_BRUSH));
    SetPolyFillMode(dc, ALTERNATE);
    PolyPolygon(dc, star, counts, 1);
    printf("star_alternate_centre=%06x\n", px(32, 30));
    SetPolyFillMode(dc, WINDING);
    PolyPolygon(dc, star, counts, 1);
    printf("star_winding_centre=%06x getpolyfill=%d\n", px(32, 30), GetPolyFillMode(dc));
    DeleteDC(dc);

    dc = dib_dc(64, 64);
    SelectObject(dc, dash);
    MoveToEx(dc, 0, 5, NULL);
    LineTo(dc, 60, 5);
    dump_row("dash_row", 5, 0, 60);
    SetBkMode(dc, TRANSPARENT);
    SelectObject(dc, hatch);
    SelectObject(dc, GetStockObject(NULL_PEN));
    Rectangle(dc, 0, 10, 17, 27);
    dump_row("hatch_row8", 16, 0, 16);
    dump_row("hatch_row3", 11, 0, 16);

    SelectObject(dc, GetStockObject(BLACK_PEN));
    SetROP2(dc, R2_NOT);
    MoveToEx(dc, 0, 30, NULL);
    LineTo(dc, 10, 30);
    MoveToEx(dc, 0, 30, NULL);
    LineTo(dc, 5, 30);
    dump_row("rop2_not_row", 30, 0, 12);
    printf("getrop2=%d\n", GetROP2(dc));
    SetROP2(dc, R2_COPYPEN);

    PolyBezier(dc, bez, 4);
    printf("bezier_mid_black=%d\n", count_px(29, 24, 32, 28, 0) > 0);
    Arc(dc, 10, 40, 30, 60, 30, 50, 10, 50); /* upper half, counter-clockwise */
    printf("arc_top=%06x arc_bottom=%06x\n", px(20, 40), px(20, 59));
    DeleteDC(dc);

    dc = dib_dc(64, 64);
    SelectObject(dc, GetStockObject(NULL_PEN));
    SelectObject(dc, GetStockObject(BLACK_BRUSH));
    Pie(dc, 0, 0, 40, 40, 40, 20, 20, 0);  /* the upper-right quarter */
    printf("pie_q1=%06x pie_q2=%06x pie_q4=%06x\n", px(28, 10), px(10, 10), px(28, 30));
    BeginPath(dc);
    MoveToEx(dc, 44, 44, NULL);
    LineTo(dc, 60, 44);
    LineTo(dc, 60, 60);
    CloseFigure(dc);
    EndPath(dc);
    {
        HRGN r = PathToRegion(dc);
        RECT box;
        GetRgnBox(r, &box);
        printf("path_rgn_box=%ld,%ld,%ld,%ld in=%d out=%d\n", box.left, box.top, box.right,
               box.bottom, PtInRegion(r, 58, 46), PtInRegion(r, 46, 58));
        DeleteObject(r);
    }
    DeleteDC(dc);
    DeleteObject(dash);
    DeleteObject(hatch);
}

/* ExtCreatePen styles, flood fills, GetObject of extended pens and DIB sections */
static void pens_fills(void)
{
    HDC dc = dib_dc(64, 64);
    LOGBRUSH lb = {BS_SOLID, RGB(0, 0, 0), 0};
    DWORD user[2] = {4, 2};
    HPEN geo = ExtCreatePen(PS_GEOMETRIC | PS_DASH | PS_ENDCAP_FLAT, 2, &lb, 0, NULL);
    HPEN alt = ExtCreatePen(PS_COSMETIC | PS_ALTERNATE, 1, &lb, 0, NULL);
    HPEN us = ExtCreatePen(PS_COSMETIC | PS_USERSTYLE, 1, &lb, 2, user);
    struct { EXTLOGPEN p; DWORD more[4]; } elp;
    DIBSECTION ds;
    SelectObject(dc, geo);
    MoveToEx(dc, 0, 5, NULL);
    LineTo(dc, 40, 5);
    dump_row("geo_dash_row", 5, 0, 32);
    SelectObject(dc, alt);
    MoveToEx(dc, 0, 10, NULL);
    LineTo(dc, 12, 10);
    dump_row("alternate_row", 10, 0, 12);
    SelectObject(dc, us);
    MoveToEx(dc, 0, 14, NULL);
    LineTo(dc, 14, 14);
    dump_row("userstyle_row", 14, 0, 14);
    printf("extlogpen=%d", GetObject(us, sizeof elp, &elp) > 0);
    printf(" style=%lx entries=%lu first=%lu\n", elp.p.elpPenStyle, elp.p.elpNumEntries,
           elp.p.elpStyleEntry[0]);
    SelectObject(dc, GetStockObject(BLACK_PEN));
    SelectObject(dc, GetStockObject(NULL_BRUSH));
    Rectangle(dc, 20, 20, 40, 40);
    SelectObject(dc, GetStockObject(GRAY_BRUSH));
    printf("floodfill=%d", FloodFill(dc, 30, 30, RGB(0, 0, 0)));
    printf(" gray=%d\n", count_px(0, 0, 64, 64, 0x808080));
    printf("extfloodfill_surface=%d", ExtFloodFill(dc, 30, 30, RGB(128, 128, 128), FLOODFILLSURFACE));
    printf(" gray_after=%d wrong_seed=%d\n", count_px(0, 0, 64, 64, 0x808080),
           ExtFloodFill(dc, 30, 30, RGB(1, 2, 3), FLOODFILLSURFACE));
    printf("dibsection=%d", GetObject(GetCurrentObject(dc, OBJ_BITMAP), sizeof ds, &ds));
    printf(" bits_ok=%d bpp=%d widthbytes=%ld\n", ds.dsBm.bmBits == g_bits, ds.dsBmih.biBitCount,
           ds.dsBm.bmWidthBytes);
    DeleteDC(dc);
    DeleteObject(geo);
    DeleteObject(alt);
    DeleteObject(us);
}

int WINAPI WinMain(HINSTANCE inst, HINSTANCE prev, LPSTR cmd, int show)
{
    coords();
    scaled_drawing();
    shapes();
    pens_fills();
    printf("done\n");
    fflush(stdout);
    return 0;
}
