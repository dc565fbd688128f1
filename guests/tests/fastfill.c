/*
 * fastfill.c - runs of FillRect into a memory DC's compatible bitmap, with the calls a
 * repaint puts between them: viewport origins, clip rectangles and regions, another
 * bitmap selected and back, pens and brushes selected, brushes deleted and made again
 * (their handles reused), bounds accumulated, text colours, positions, and lines, text
 * and ellipses drawn into a second DC, polygons and polylines into the filled one. After each phase it prints an FNV-1a checksum of
 * both bitmaps (copied into a 24-bit DIB section) and the sum of FillRect's answers.
 * wineagent does most of these fills in its thunk stub (machine/fastfill.py); the
 * checksums are Wine's.
 */
#include "gdicommon.h"

#define W 96
#define H 64

static unsigned seed = 12345;

static int rnd(int n)
{
    seed = seed * 1103515245u + 12345u;
    return (int)((seed >> 16) % (unsigned)n);
}

static unsigned bitmap_sum(HDC check, HDC dc)
{
    POINT org;
    HRGN saved = CreateRectRgn(0, 0, 0, 0);
    int had = GetClipRgn(dc, saved);
    unsigned s;
    /* the copy reads device pixels: no origin, no clip */
    SetViewportOrgEx(dc, 0, 0, &org);
    SelectClipRgn(dc, NULL);
    BitBlt(check, 0, 0, W, H, dc, 0, 0, SRCCOPY);
    s = dib_sum();
    SetViewportOrgEx(dc, org.x, org.y, NULL);
    SelectClipRgn(dc, had == 1 ? saved : NULL);
    DeleteObject(saved);
    return s;
}

int main(void)
{
    HDC check = dib_dc(W, H);
    HDC screen = GetDC(NULL);
    HDC dc = CreateCompatibleDC(screen);
    HDC other = CreateCompatibleDC(screen);
    HBITMAP one = CreateCompatibleBitmap(screen, W, H);
    HBITMAP two = CreateCompatibleBitmap(screen, W, H);
    HBITMAP side = CreateCompatibleBitmap(screen, W, H);
    HBITMAP old = (HBITMAP)SelectObject(dc, one);
    HBRUSH br[4];
    HPEN pen = CreatePen(PS_SOLID, 1, RGB(10, 20, 30));
    HBRUSH hatch = CreateHatchBrush(HS_CROSS, RGB(1, 2, 3));
    RECT full = {0, 0, W, H};
    int phase, i, answers = 0;
    br[0] = CreateSolidBrush(RGB(192, 192, 192));
    br[1] = CreateSolidBrush(RGB(128, 128, 128));
    br[2] = CreateSolidBrush(RGB(255, 255, 255));
    br[3] = (HBRUSH)(COLOR_WINDOW + 1);
    SelectObject(other, side);
    FillRect(dc, &full, br[2]);
    SelectObject(dc, two);
    FillRect(dc, &full, br[1]);
    SelectObject(dc, one);
    ReleaseDC(NULL, screen);

    for (phase = 0; phase < 4; phase++) {
        /* (no region carried from one phase into the next) */
        SelectClipRgn(dc, NULL);
        for (i = 0; i < 250; i++) {
            RECT rc;
            int k = rnd(40);
            rc.left = rnd(W + 20) - 10;
            rc.top = rnd(H + 20) - 10;
            rc.right = rc.left + rnd(30);       /* empty ones too */
            rc.bottom = rc.top + rnd(20);
            answers += FillRect(dc, &rc, br[rnd(4)]);
            if (k == 0)
                SetViewportOrgEx(dc, rnd(9) - 4, rnd(9) - 4, NULL);
            else if (k == 1)
                IntersectClipRect(dc, rnd(W), rnd(H), rnd(W) + 20, rnd(H) + 20);
            else if (k == 2)
                SelectClipRgn(dc, NULL);
            else if (k == 3 && (phase == 1 || phase == 2)) {
                /* two rectangles: a region that is not one (the general path) */
                HRGN r = CreateRectRgn(rnd(W), rnd(H), rnd(W) + 30, rnd(H) + 30);
                HRGN r2 = CreateRectRgn(rnd(W), rnd(H), rnd(W) + 30, rnd(H) + 30);
                CombineRgn(r, r, r2, RGN_OR);
                SelectClipRgn(dc, r);
                DeleteObject(r);
                DeleteObject(r2);
            } else if (k == 4) {
                SelectObject(dc, two);
                answers += FillRect(dc, &rc, br[rnd(4)]);
                SelectObject(dc, one);
            } else if (k == 5) {
                int j = rnd(3);
                DeleteObject(br[j]);
                br[j] = CreateSolidBrush(RGB(rnd(256), rnd(256), rnd(256)));
            } else if (k == 6 && phase >= 2) {
                SetBoundsRect(dc, NULL, DCB_ENABLE | DCB_RESET);
                answers += FillRect(dc, &rc, br[0]);
                SetBoundsRect(dc, NULL, DCB_DISABLE);
            } else if (k == 7) {
                HGDIOBJ p = SelectObject(dc, pen);
                HGDIOBJ b = SelectObject(dc, hatch);
                SelectObject(dc, p);
                SelectObject(dc, b);
            } else if (k == 8) {
                SetTextColor(dc, RGB(rnd(256), 0, 0));
                SetBkMode(dc, TRANSPARENT);
                SetTextColor(other, RGB(0, rnd(256), 0));
                DrawTextA(other, "7", 1, &rc, DT_CENTER | DT_VCENTER | DT_SINGLELINE);
            } else if (k == 9) {
                MoveToEx(dc, rnd(W), rnd(H), NULL);
                MoveToEx(other, rnd(W), rnd(H), NULL);
                LineTo(other, rnd(W), rnd(H));
                Ellipse(other, 5, 5, 20, 18);
            } else if (k == 12) {
                /* drawn into the filled DC itself (winmine's flags are polygons
                   between its fills) */
                /* (axis-aligned: a slanted edge's pixels are the rasterizers' own) */
                POINT pts[4];
                pts[0].x = pts[3].x = rnd(W);
                pts[0].y = pts[1].y = rnd(H);
                pts[1].x = pts[2].x = rnd(W);
                pts[2].y = pts[3].y = rnd(H);
                Polygon(dc, pts, 4);
                Polyline(dc, pts, 3);
            } else if (k == 10 && phase == 3) {
                SetMapMode(dc, MM_ANISOTROPIC);   /* scales: the general path */
                SetWindowExtEx(dc, 1, 1, NULL);
                SetViewportExtEx(dc, 2, 2, NULL);
            } else if (k == 11) {
                SetMapMode(dc, MM_TEXT);
            }
        }
        {
            unsigned s1 = bitmap_sum(check, dc), s2;
            SelectObject(dc, two);
            s2 = bitmap_sum(check, dc);
            SelectObject(dc, one);
            printf("phase%d one=%08x two=%08x answers=%d\n", phase, s1, s2, answers);
        }
    }
    SelectObject(dc, old);
    DeleteDC(dc);
    DeleteDC(other);
    return 0;
}
