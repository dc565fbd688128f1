/*
 * gdirgn.c - GDI regions: rectangle, rounded, elliptic and polygon regions, CombineRgn in
 * every mode, PtInRegion/GetRgnBox/EqualRgn, painting (FillRgn, PaintRgn, FrameRgn,
 * InvertRgn) and DC clipping (SelectClipRgn, ExtSelectClipRgn, IntersectClipRect,
 * ExcludeClipRect, GetClipBox), read back from a DIB section.
 */
#include "gdicommon.h"

static void box(const char *name, HRGN r)
{
    RECT b;
    int kind = GetRgnBox(r, &b);
    printf("%s=%d:%ld,%ld,%ld,%ld\n", name, kind, b.left, b.top, b.right, b.bottom);
}

static LRESULT CALLBACK paint_proc(HWND hwnd, UINT msg, WPARAM wp, LPARAM lp)
{
    if (msg == WM_PAINT) {
        PAINTSTRUCT ps;
        RECT all = {0, 0, 100, 100};
        HDC dc = BeginPaint(hwnd, &ps);
        printf("paint_rc=%ld,%ld,%ld,%ld\n", ps.rcPaint.left, ps.rcPaint.top,
               ps.rcPaint.right, ps.rcPaint.bottom);
        FillRect(dc, &all, (HBRUSH)GetStockObject(BLACK_BRUSH));
        EndPaint(hwnd, &ps);
        return 0;
    }
    if (msg == WM_ERASEBKGND)
        return 1;
    return DefWindowProcA(hwnd, msg, wp, lp);
}

/* BeginPaint clips to the update region InvalidateRgn made, not just its bounding box. */
static void update_region(HINSTANCE inst)
{
    WNDCLASSA wc;
    HWND w;
    HDC dc;
    HRGN e = CreateEllipticRgn(10, 10, 31, 31), u = CreateRectRgn(0, 0, 0, 0);
    RECT all = {0, 0, 100, 100};
    MSG m;
    int x, y, n = 0;
    ZeroMemory(&wc, sizeof wc);
    wc.lpfnWndProc = paint_proc;
    wc.hInstance = inst;
    wc.lpszClassName = "gdirgnwin";
    RegisterClassA(&wc);
    w = CreateWindowA("gdirgnwin", "rgn", WS_POPUP | WS_VISIBLE, 50, 50, 100, 100, NULL,
                      NULL, inst, NULL);
    while (PeekMessageA(&m, NULL, 0, 0, PM_REMOVE))
        DispatchMessageA(&m);
    dc = GetDC(w);
    FillRect(dc, &all, (HBRUSH)GetStockObject(WHITE_BRUSH));
    ValidateRect(w, NULL);
    InvalidateRgn(w, e, FALSE);
    printf("update_kind=%d\n", GetUpdateRgn(w, u, FALSE));
    UpdateWindow(w);
    for (y = 0; y < 40; y++)
        for (x = 0; x < 40; x++)
            if (GetPixel(dc, x, y) == 0)
                n++;
    printf("update_rgn_painted=%d corner=%06lx\n", n, GetPixel(dc, 10, 10));
    ReleaseDC(w, dc);
    DestroyWindow(w);
}

int WINAPI WinMain(HINSTANCE inst, HINSTANCE prev, LPSTR cmd, int show)
{
    HDC dc = dib_dc(64, 64);
    HRGN a = CreateRectRgn(0, 0, 20, 20), b = CreateRectRgn(10, 10, 30, 30);
    HRGN d = CreateRectRgn(0, 0, 0, 0), e = CreateEllipticRgn(0, 0, 21, 21);
    HRGN rr = CreateRoundRectRgn(0, 0, 20, 20, 8, 8);
    POINT tri[3] = {{0, 0}, {20, 0}, {0, 20}};
    HRGN p = CreatePolygonRgn(tri, 3, ALTERNATE);
    HBRUSH black = (HBRUSH)GetStockObject(BLACK_BRUSH);
    RECT cb;
    int k;

    box("rect", a);
    k = CombineRgn(d, a, b, RGN_AND); box("and", d); printf("and_kind=%d\n", k);
    k = CombineRgn(d, a, b, RGN_OR); box("or", d); printf("or_kind=%d\n", k);
    printf("or_pt=%d,%d,%d\n", PtInRegion(d, 5, 5), PtInRegion(d, 25, 25), PtInRegion(d, 25, 5));
    CombineRgn(d, a, b, RGN_XOR);
    printf("xor_pt=%d,%d\n", PtInRegion(d, 15, 15), PtInRegion(d, 5, 5));
    CombineRgn(d, a, b, RGN_DIFF);
    box("diff", d);
    printf("diff_pt=%d,%d\n", PtInRegion(d, 15, 15), PtInRegion(d, 15, 5));
    k = CombineRgn(d, a, a, RGN_DIFF); printf("empty_kind=%d\n", k);
    CombineRgn(d, a, NULL, RGN_COPY);
    printf("equal=%d notequal=%d\n", EqualRgn(d, a), EqualRgn(d, b));
    box("ellipse", e);
    printf("ellipse_pt=%d,%d,%d\n", PtInRegion(e, 10, 10), PtInRegion(e, 1, 1),
           PtInRegion(e, 10, 0));
    printf("roundrect_pt=%d,%d\n", PtInRegion(rr, 0, 0), PtInRegion(rr, 10, 0));
    printf("polygon_pt=%d,%d\n", PtInRegion(p, 2, 2), PtInRegion(p, 18, 18));
    OffsetRgn(a, 5, 5);
    box("offset", a);

    /* painting */
    FillRgn(dc, e, black);
    printf("fillrgn=%d\n", count_px(0, 0, 64, 64, 0));
    InvertRgn(dc, e);
    printf("invertrgn_black=%d\n", count_px(0, 0, 64, 64, 0));
    SelectObject(dc, black);
    OffsetRgn(b, 20, 20);               /* 30..50 */
    PaintRgn(dc, b);
    printf("paintrgn=%d\n", count_px(0, 0, 64, 64, 0));
    PatBlt(dc, 0, 0, 64, 64, WHITENESS);
    FrameRgn(dc, b, black, 2, 1);
    printf("framergn=%d\n", count_px(0, 0, 64, 64, 0));

    /* clipping */
    PatBlt(dc, 0, 0, 64, 64, WHITENESS);
    SelectClipRgn(dc, e);
    PatBlt(dc, 0, 0, 64, 64, BLACKNESS);
    printf("clip_ellipse=%d\n", count_px(0, 0, 64, 64, 0));
    k = GetClipBox(dc, &cb);
    printf("clipbox=%d:%ld,%ld,%ld,%ld\n", k, cb.left, cb.top, cb.right, cb.bottom);
    SelectClipRgn(dc, NULL);
    PatBlt(dc, 0, 0, 64, 64, WHITENESS);
    IntersectClipRect(dc, 10, 10, 40, 40);
    ExcludeClipRect(dc, 20, 20, 30, 30);
    PatBlt(dc, 0, 0, 64, 64, BLACKNESS);
    printf("clip_frame=%d\n", count_px(0, 0, 64, 64, 0));
    SelectClipRgn(dc, NULL);
    PatBlt(dc, 0, 0, 64, 64, WHITENESS);
    ExtSelectClipRgn(dc, a, RGN_COPY);        /* 5..25 */
    ExtSelectClipRgn(dc, b, RGN_OR);          /* + 30..50 */
    SelectObject(dc, GetStockObject(BLACK_PEN));
    MoveToEx(dc, 0, 40, NULL);
    LineTo(dc, 64, 40);
    MoveToEx(dc, 0, 10, NULL);
    LineTo(dc, 64, 10);
    printf("clip_or_lines=%d\n", count_px(0, 0, 64, 64, 0));
    printf("ptvisible=%d,%d\n", PtVisible(dc, 6, 6), PtVisible(dc, 27, 27));
    update_region(inst);
    printf("done\n");
    fflush(stdout);
    return 0;
}
