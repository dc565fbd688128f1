/* GDI+'s flat API drawing into a DIB section (issue 23: FLTK 1.4 draws with GDI+).
 * Prints statuses and pixels; test/win32/gdi/test_gdiplus.py compares them with what
 * Wine 8 prints. Pixels are checked well inside or outside shapes where antialiasing
 * could differ. C has no GDI+ header (gdiplus.h is C++), so the flat API is declared
 * here as gdiplusflat.h declares it. */
#include <windows.h>
#include <stdio.h>

typedef int GpStatus;
typedef float REAL;
typedef DWORD ARGB;
typedef void GpGraphics, GpPen, GpBrush, GpSolidFill, GpPath;
typedef struct { REAL X, Y; } GpPointF;
typedef struct { INT X, Y; } GpPoint;
typedef struct { REAL X, Y, Width, Height; } GpRectF;
typedef struct {
    UINT32 GdiplusVersion;
    void *DebugEventCallback;
    BOOL SuppressBackgroundThread;
    BOOL SuppressExternalCodecs;
} GdiplusStartupInput;

GpStatus WINAPI GdiplusStartup(ULONG_PTR *, const GdiplusStartupInput *, void *);
void WINAPI GdiplusShutdown(ULONG_PTR);
GpStatus WINAPI GdipCreateFromHDC(HDC, GpGraphics **);
GpStatus WINAPI GdipCreateFromHWND(HWND, GpGraphics **);
GpStatus WINAPI GdipDeleteGraphics(GpGraphics *);
GpStatus WINAPI GdipGetDC(GpGraphics *, HDC *);
GpStatus WINAPI GdipReleaseDC(GpGraphics *, HDC);
GpStatus WINAPI GdipSetSmoothingMode(GpGraphics *, int);
GpStatus WINAPI GdipGetSmoothingMode(GpGraphics *, int *);
GpStatus WINAPI GdipSetPixelOffsetMode(GpGraphics *, int);
GpStatus WINAPI GdipGetPixelOffsetMode(GpGraphics *, int *);
GpStatus WINAPI GdipSetCompositingMode(GpGraphics *, int);
GpStatus WINAPI GdipGetCompositingMode(GpGraphics *, int *);
GpStatus WINAPI GdipSetCompositingQuality(GpGraphics *, int);
GpStatus WINAPI GdipGetCompositingQuality(GpGraphics *, int *);
GpStatus WINAPI GdipTranslateWorldTransform(GpGraphics *, REAL, REAL, int);
GpStatus WINAPI GdipScaleWorldTransform(GpGraphics *, REAL, REAL, int);
GpStatus WINAPI GdipResetWorldTransform(GpGraphics *);
GpStatus WINAPI GdipSetClipRectI(GpGraphics *, INT, INT, INT, INT, int);
GpStatus WINAPI GdipResetClip(GpGraphics *);
GpStatus WINAPI GdipGetClipBounds(GpGraphics *, GpRectF *);
GpStatus WINAPI GdipGraphicsClear(GpGraphics *, ARGB);
GpStatus WINAPI GdipCreatePen1(ARGB, REAL, int, GpPen **);
GpStatus WINAPI GdipDeletePen(GpPen *);
GpStatus WINAPI GdipSetPenWidth(GpPen *, REAL);
GpStatus WINAPI GdipGetPenWidth(GpPen *, REAL *);
GpStatus WINAPI GdipSetPenColor(GpPen *, ARGB);
GpStatus WINAPI GdipGetPenColor(GpPen *, ARGB *);
GpStatus WINAPI GdipSetPenDashStyle(GpPen *, int);
GpStatus WINAPI GdipSetPenLineJoin(GpPen *, int);
GpStatus WINAPI GdipSetPenStartCap(GpPen *, int);
GpStatus WINAPI GdipSetPenEndCap(GpPen *, int);
GpStatus WINAPI GdipCreateSolidFill(ARGB, GpSolidFill **);
GpStatus WINAPI GdipSetSolidFillColor(GpSolidFill *, ARGB);
GpStatus WINAPI GdipGetSolidFillColor(GpSolidFill *, ARGB *);
GpStatus WINAPI GdipDeleteBrush(GpBrush *);
GpStatus WINAPI GdipCreatePath(int, GpPath **);
GpStatus WINAPI GdipDeletePath(GpPath *);
GpStatus WINAPI GdipResetPath(GpPath *);
GpStatus WINAPI GdipStartPathFigure(GpPath *);
GpStatus WINAPI GdipClosePathFigure(GpPath *);
GpStatus WINAPI GdipGetPointCount(GpPath *, INT *);
GpStatus WINAPI GdipGetPathTypes(GpPath *, BYTE *, INT);
GpStatus WINAPI GdipGetPathPoints(GpPath *, GpPointF *, INT);
GpStatus WINAPI GdipAddPathLine(GpPath *, REAL, REAL, REAL, REAL);
GpStatus WINAPI GdipAddPathLineI(GpPath *, INT, INT, INT, INT);
GpStatus WINAPI GdipAddPathArc(GpPath *, REAL, REAL, REAL, REAL, REAL, REAL);
GpStatus WINAPI GdipAddPathBezier(GpPath *, REAL, REAL, REAL, REAL, REAL, REAL, REAL, REAL);
GpStatus WINAPI GdipAddPathRectangle(GpPath *, REAL, REAL, REAL, REAL);
GpStatus WINAPI GdipAddPathEllipse(GpPath *, REAL, REAL, REAL, REAL);
GpStatus WINAPI GdipAddPathPolygonI(GpPath *, const GpPoint *, INT);
GpStatus WINAPI GdipDrawLine(GpGraphics *, GpPen *, REAL, REAL, REAL, REAL);
GpStatus WINAPI GdipDrawLineI(GpGraphics *, GpPen *, INT, INT, INT, INT);
GpStatus WINAPI GdipDrawLines(GpGraphics *, GpPen *, const GpPointF *, INT);
GpStatus WINAPI GdipDrawRectangleI(GpGraphics *, GpPen *, INT, INT, INT, INT);
GpStatus WINAPI GdipDrawEllipse(GpGraphics *, GpPen *, REAL, REAL, REAL, REAL);
GpStatus WINAPI GdipDrawArc(GpGraphics *, GpPen *, REAL, REAL, REAL, REAL, REAL, REAL);
GpStatus WINAPI GdipDrawPolygonI(GpGraphics *, GpPen *, const GpPoint *, INT);
GpStatus WINAPI GdipDrawPath(GpGraphics *, GpPen *, GpPath *);
GpStatus WINAPI GdipFillRectangle(GpGraphics *, GpBrush *, REAL, REAL, REAL, REAL);
GpStatus WINAPI GdipFillRectangleI(GpGraphics *, GpBrush *, INT, INT, INT, INT);
GpStatus WINAPI GdipFillEllipse(GpGraphics *, GpBrush *, REAL, REAL, REAL, REAL);
GpStatus WINAPI GdipFillPolygonI(GpGraphics *, GpBrush *, const GpPoint *, INT, int);
GpStatus WINAPI GdipFillPath(GpGraphics *, GpBrush *, GpPath *);
GpStatus WINAPI GdipFillPieI(GpGraphics *, GpBrush *, INT, INT, INT, INT, REAL, REAL);

#define W 160
#define H 120
static DWORD *bits;

static void px(const char *what, int x, int y)
{
    printf("  %s (%d,%d)=%06lx\n", what, x, y, (unsigned long)(bits[y * W + x] & 0xFFFFFF));
}

int main(void)
{
    GdiplusStartupInput in = {3, NULL, FALSE, FALSE};
    ULONG_PTR token = 0;
    GpGraphics *g = NULL;
    GpPen *pen = NULL;
    GpSolidFill *brush = NULL;
    GpPath *path = NULL;
    BITMAPINFO bi;
    HDC dc, got = NULL;
    HBITMAP bmp;
    int mode, n, i;
    REAL w;
    ARGB argb;
    BYTE types[32];
    GpPointF pts[32];
    GpRectF r;
    GpStatus st;

    printf("GdiplusStartup(version 3)=%d\n", GdiplusStartup(&token, &in, NULL));
    in.GdiplusVersion = 0;
    printf("GdiplusStartup(version 0)=%d\n", GdiplusStartup(&token, &in, NULL));
    in.GdiplusVersion = 1;
    st = GdiplusStartup(&token, &in, NULL);
    printf("GdiplusStartup(version 1)=%d token=%d\n", st, token != 0);
    printf("GdiplusStartup(NULL input)=%d\n", GdiplusStartup(&token, NULL, NULL));

    memset(&bi, 0, sizeof bi);
    bi.bmiHeader.biSize = sizeof bi.bmiHeader;
    bi.bmiHeader.biWidth = W;
    bi.bmiHeader.biHeight = -H;
    bi.bmiHeader.biPlanes = 1;
    bi.bmiHeader.biBitCount = 32;
    dc = CreateCompatibleDC(NULL);
    bmp = CreateDIBSection(dc, &bi, DIB_RGB_COLORS, (void **)&bits, NULL, 0);
    SelectObject(dc, bmp);

    printf("GdipCreateFromHDC(NULL)=%d\n", GdipCreateFromHDC(NULL, &g));
    printf("GdipCreateFromHDC=%d\n", GdipCreateFromHDC(dc, &g));
    printf("GdipDeleteGraphics(NULL)=%d\n", GdipDeleteGraphics(NULL));
    GdipGetSmoothingMode(g, &mode);
    printf("smoothing=%d", mode);
    GdipGetPixelOffsetMode(g, &mode);
    printf(" pixel offset=%d", mode);
    GdipGetCompositingMode(g, &mode);
    printf(" compositing=%d", mode);
    GdipGetCompositingQuality(g, &mode);
    printf(" quality=%d\n", mode);
    printf("GdipSetSmoothingMode(4)=%d", GdipSetSmoothingMode(g, 4));
    GdipGetSmoothingMode(g, &mode);
    printf(" now %d;", mode);
    printf(" (-1)=%d", GdipSetSmoothingMode(g, -1));
    GdipGetSmoothingMode(g, &mode);
    printf(" now %d;", mode);
    printf(" (0)=%d", GdipSetSmoothingMode(g, 0));
    GdipGetSmoothingMode(g, &mode);
    printf(" now %d\n", mode);
    GdipSetSmoothingMode(g, 3);
    printf("GdipSetPixelOffsetMode(4)=%d\n", GdipSetPixelOffsetMode(g, 4));
    GdipSetPixelOffsetMode(g, 0);
    st = GdipGetDC(g, &got);
    printf("GdipGetDC=%d same=%d,", st, got == dc);
    printf(" again=%d\n", GdipGetDC(g, &got));
    printf("GdipReleaseDC=%d\n", GdipReleaseDC(g, got));

    printf("clear white=%d\n", GdipGraphicsClear(g, 0xFFFFFFFF));
    px("white", 0, 0);
    px("white", W - 1, H - 1);

    /* solid fill, aliased */
    printf("GdipCreateSolidFill=%d\n", GdipCreateSolidFill(0xFFFF0000, &brush));
    GdipGetSolidFillColor(brush, &argb);
    printf("colour=%08lx\n", (unsigned long)argb);
    printf("GdipFillRectangleI(NULL brush)=%d\n", GdipFillRectangleI(g, NULL, 0, 0, 5, 5));
    printf("GdipFillRectangleI=%d\n", GdipFillRectangleI(g, brush, 10, 10, 20, 20));
    px("inside", 10, 10);
    px("inside", 29, 29);
    px("inside", 20, 15);
    px("outside", 30, 30);
    px("outside", 9, 20);
    px("outside", 20, 31);

    /* antialiased ellipse */
    GdipSetSmoothingMode(g, 4);
    GdipSetSolidFillColor(brush, 0xFF00FF00);
    printf("GdipFillEllipse=%d\n", GdipFillEllipse(g, brush, 40, 10, 30, 30));
    px("centre", 55, 25);
    px("near edge inside", 44, 25);
    px("corner", 41, 11);
    px("corner", 68, 38);
    GdipSetSmoothingMode(g, 3);

    /* pens */
    printf("GdipCreatePen1=%d\n", GdipCreatePen1(0xFF0000FF, 3.0f, 0, &pen));
    GdipGetPenWidth(pen, &w);
    printf("width=%d/10\n", (int)(w * 10));
    GdipSetPenWidth(pen, 4.5f);
    GdipGetPenWidth(pen, &w);
    printf("width now=%d/10\n", (int)(w * 10));
    GdipSetPenWidth(pen, 3.0f);
    GdipGetPenColor(pen, &argb);
    printf("pen colour=%08lx\n", (unsigned long)argb);
    printf("GdipDrawLineI=%d\n", GdipDrawLineI(g, pen, 80, 15, 150, 15));
    px("on", 100, 15);
    px("on", 100, 14);
    px("on", 100, 16);
    px("off", 100, 11);
    px("off", 100, 19);
    px("beyond end", 153, 15);
    printf("GdipDrawLine(float)=%d\n", GdipDrawLine(g, pen, 80.0f, 25.0f, 150.0f, 25.0f));
    px("on", 120, 25);
    px("off", 120, 21);

    /* dashes: Dash is 3 on, 1 off in pen widths */
    GdipSetPenWidth(pen, 2.0f);
    printf("GdipSetPenDashStyle(1)=%d\n", GdipSetPenDashStyle(pen, 1));
    GdipDrawLineI(g, pen, 80, 35, 150, 35);
    px("dash on", 82, 35);
    px("dash gap", 87, 35);
    px("dash on", 91, 35);
    GdipSetPenDashStyle(pen, 0);

    /* rectangle outline, 1 pixel */
    GdipSetPenWidth(pen, 1.0f);
    GdipSetPenColor(pen, 0xFF000000);
    printf("GdipDrawRectangleI=%d\n", GdipDrawRectangleI(g, pen, 10, 45, 30, 20));
    px("top edge", 20, 45);
    px("left edge", 10, 55);
    px("inside", 20, 55);
    px("outside", 20, 42);

    /* polygon fill, and the alternate fill mode */
    {
        GpPoint tri[3] = {{50, 45}, {90, 45}, {70, 75}};
        GdipSetSolidFillColor(brush, 0xFFFFFF00);
        printf("GdipFillPolygonI=%d\n", GdipFillPolygonI(g, brush, tri, 3, 0));
        px("inside", 70, 55);
        px("outside", 52, 70);
        GdipSetPenColor(pen, 0xFF800080);
        printf("GdipDrawPolygonI=%d\n", GdipDrawPolygonI(g, pen, tri, 3));
        px("top edge", 70, 45);
    }

    /* paths */
    printf("GdipCreatePath=%d\n", GdipCreatePath(0, &path));
    GdipAddPathRectangle(path, 0, 0, 10, 10);
    GdipGetPointCount(path, &n);
    printf("rectangle points=%d", n);
    GdipGetPathTypes(path, types, n);
    for (i = 0; i < n; i++)
        printf(" %02x", types[i]);
    printf("\n");
    GdipResetPath(path);
    GdipAddPathEllipse(path, 0, 0, 20, 10);
    GdipGetPointCount(path, &n);
    printf("ellipse points=%d", n);
    GdipGetPathTypes(path, types, n);
    for (i = 0; i < n; i++)
        printf(" %02x", types[i]);
    GdipGetPathPoints(path, pts, n);
    printf(" first=%d,%d\n", (int)pts[0].X, (int)pts[0].Y);
    GdipResetPath(path);
    GdipAddPathArc(path, 0, 0, 20, 20, 0, 90);
    GdipGetPointCount(path, &n);
    GdipGetPathPoints(path, pts, n);
    printf("arc points=%d first=%d,%d last=%d,%d\n", n, (int)(pts[0].X + 0.5),
           (int)(pts[0].Y + 0.5), (int)(pts[n - 1].X + 0.5), (int)(pts[n - 1].Y + 0.5));
    GdipResetPath(path);
    GdipAddPathLineI(path, 0, 0, 10, 0);
    GdipAddPathLineI(path, 10, 0, 10, 10);
    GdipAddPathLine(path, 20, 20, 30, 20);
    GdipClosePathFigure(path);
    GdipAddPathLine(path, 40, 40, 50, 50);
    GdipStartPathFigure(path);
    GdipAddPathBezier(path, 0, 0, 1, 1, 2, 2, 3, 3);
    GdipGetPointCount(path, &n);
    printf("lines points=%d", n);
    GdipGetPathTypes(path, types, n);
    for (i = 0; i < n; i++)
        printf(" %02x", types[i]);
    printf("\n");

    /* a path drawn and filled */
    GdipResetPath(path);
    {
        GpPoint sq[4] = {{100, 45}, {140, 45}, {140, 85}, {100, 85}};
        GdipAddPathPolygonI(path, sq, 4);
        GdipAddPathRectangle(path, 110, 55, 20, 20);
    }
    GdipSetSolidFillColor(brush, 0xFF008000);
    printf("GdipFillPath=%d\n", GdipFillPath(g, brush, path));
    px("filled", 105, 50);
    px("hole (alternate)", 120, 65);
    GdipSetPenColor(pen, 0xFFFF0000);
    GdipSetPenWidth(pen, 3.0f);
    GdipSetPenLineJoin(pen, 2);
    printf("GdipDrawPath=%d\n", GdipDrawPath(g, pen, path));
    px("outline", 120, 45);
    px("inner outline", 120, 55);

    /* transforms */
    printf("GdipTranslateWorldTransform=%d\n", GdipTranslateWorldTransform(g, 10, 80, 0));
    printf("GdipScaleWorldTransform=%d\n", GdipScaleWorldTransform(g, 2, 2, 0));
    GdipSetSolidFillColor(brush, 0xFF0000FF);
    GdipFillRectangle(g, brush, 0, 0, 5, 5);   /* device 10,80 .. 20,90 */
    px("scaled inside", 11, 81);
    px("scaled inside", 18, 88);
    px("scaled outside", 22, 85);
    GdipResetWorldTransform(g);

    /* clipping */
    printf("GdipSetClipRectI=%d\n", GdipSetClipRectI(g, 30, 85, 10, 10, 0));
    GdipGetClipBounds(g, &r);
    printf("clip bounds=%d,%d %dx%d\n", (int)r.X, (int)r.Y, (int)r.Width, (int)r.Height);
    GdipSetSolidFillColor(brush, 0xFF00FFFF);
    GdipFillRectangleI(g, brush, 25, 80, 30, 30);
    px("clipped in", 35, 90);
    px("clipped out", 27, 90);
    px("clipped out", 45, 90);
    GdipResetClip(g);

    /* translucent fill over white */
    GdipSetSolidFillColor(brush, 0x80FF0000);
    GdipFillRectangleI(g, brush, 60, 85, 10, 10);
    px("half red", 65, 90);

    /* pie and arc */
    GdipSetSolidFillColor(brush, 0xFF000080);
    printf("GdipFillPieI=%d\n", GdipFillPieI(g, brush, 80, 85, 30, 30, 0, 90));
    px("in pie", 100, 105);
    px("out of pie", 90, 95);
    GdipSetPenColor(pen, 0xFF000000);
    GdipSetPenWidth(pen, 1.0f);
    printf("GdipDrawArc=%d\n", GdipDrawArc(g, pen, 120, 85, 30, 30, 180, 180));
    px("arc top", 135, 85);
    px("below arc", 135, 110);

    printf("GdipDeletePath=%d\n", GdipDeletePath(path));
    printf("GdipDeletePen=%d\n", GdipDeletePen(pen));
    printf("GdipDeleteBrush=%d\n", GdipDeleteBrush(brush));
    printf("GdipDeleteGraphics=%d\n", GdipDeleteGraphics(g));

    /* a Graphics on a window's client area */
    {
        HWND hwnd = CreateWindowA("STATIC", "", WS_POPUP | WS_VISIBLE, 0, 0, 60, 40,
                                  NULL, NULL, NULL, NULL);
        HDC wdc;
        GpGraphics *wg = NULL;
        GpSolidFill *b2 = NULL;
        UpdateWindow(hwnd);
        st = GdipCreateFromHWND(hwnd, &wg);
        printf("GdipCreateFromHWND=%d non-null=%d\n", st, wg != NULL);
        GdipCreateSolidFill(0xFF0000FF, &b2);
        printf("fill=%d\n", GdipFillRectangleI(wg, b2, 10, 10, 20, 20));
        printf("GdipDeleteGraphics=%d\n", GdipDeleteGraphics(wg));
        wdc = GetDC(hwnd);
        printf("  window (20,20)=%06lx", (unsigned long)GetPixel(wdc, 20, 20));
        printf(" (35,5) filled=%d\n", GetPixel(wdc, 35, 5) == 0xFF0000);
        ReleaseDC(hwnd, wdc);
        GdipDeleteBrush(b2);
        DestroyWindow(hwnd);
    }
    GdiplusShutdown(token);
    DeleteDC(dc);
    DeleteObject(bmp);
    printf("done\n");
    return 0;
}
