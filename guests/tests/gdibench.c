/*
 * gdibench.c - GDI speed guest for bench/bench_gdi.py. The command line picks one loop:
 *   fillrect N        N FillRects of random rectangles and colours into a window DC
 *   setpixel_dib N    N SetPixels on a 640x480 24-bit DIB section in a memory DC
 *   setpixel_bmp N    N SetPixels on a 640x480 compatible bitmap in a memory DC
 *   select OBJS N     create OBJS pens, then N SelectObject calls cycling through the
 *                     100 created last
 * and prints "done" when finished (then exits).
 */
#include <windows.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static unsigned seed = 12345;
static unsigned rnd(void) { seed = seed * 1103515245u + 12345u; return seed >> 8; }

int WINAPI WinMain(HINSTANCE inst, HINSTANCE prev, LPSTR cmd, int show)
{
    char mode[32] = "";
    int a = 0, b = 0, i;
    HWND w;
    HDC dc;
    sscanf(cmd, "%31s %d %d", mode, &a, &b);
    w = CreateWindowA("STATIC", "gdibench", WS_POPUP | WS_VISIBLE, 0, 0, 640, 480, NULL,
                      NULL, inst, NULL);
    dc = GetDC(w);
    if (!strcmp(mode, "fillrect")) {
        HBRUSH br[16];
        for (i = 0; i < 16; i++)
            br[i] = CreateSolidBrush(RGB(rnd() & 255, rnd() & 255, rnd() & 255));
        for (i = 0; i < a; i++) {
            RECT rc;
            rc.left = rnd() % 600; rc.top = rnd() % 440;
            rc.right = rc.left + 1 + rnd() % 40; rc.bottom = rc.top + 1 + rnd() % 40;
            FillRect(dc, &rc, br[i & 15]);
        }
    } else if (!strcmp(mode, "setpixel_dib") || !strcmp(mode, "setpixel_bmp")) {
        HDC mem = CreateCompatibleDC(dc);
        HBITMAP bmp;
        if (!strcmp(mode, "setpixel_dib")) {
            BITMAPINFO bi;
            void *bits;
            ZeroMemory(&bi, sizeof bi);
            bi.bmiHeader.biSize = sizeof bi.bmiHeader;
            bi.bmiHeader.biWidth = 640;
            bi.bmiHeader.biHeight = 480;
            bi.bmiHeader.biPlanes = 1;
            bi.bmiHeader.biBitCount = 24;
            bmp = CreateDIBSection(dc, &bi, DIB_RGB_COLORS, &bits, NULL, 0);
        } else {
            bmp = CreateCompatibleBitmap(dc, 640, 480);
        }
        SelectObject(mem, bmp);
        for (i = 0; i < a; i++)
            SetPixel(mem, rnd() % 640, rnd() % 480, RGB(i & 255, 0, 0));
    } else if (!strcmp(mode, "select")) {
        HPEN *pens = (HPEN *)malloc(sizeof(HPEN) * a);
        for (i = 0; i < a; i++)
            pens[i] = CreatePen(PS_SOLID, 1, RGB(i & 255, 0, 0));
        /* the 100 pens created last: a handle lookup that scans in creation order
           has to pass every other pen to find them */
        for (i = 0; i < b; i++)
            SelectObject(dc, pens[a - 1 - i % 100]);
    }
    printf("done\n");
    fflush(stdout);
    ReleaseDC(w, dc);
    return 0;
}
