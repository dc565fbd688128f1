/*
 * gdi_dibrows.c - test guest for the rows GetDIBits and SetDIBits copy
 * (test/win32/gdi/test_gdi_dibrows.py, docs/gdi.md "DIB scan lines"), from Wine's
 * bitmap.c test_GetDIBits_top_down, test_GetDIBits_scanlines, test_SetDIBits and
 * test_SetDIBits_RLE8: GetDIBits lays the rows out by the caller's DIB (its width and
 * height, scan lines counted from its bottom whatever its orientation, its top row the
 * bitmap's top row, rows below the bitmap zero); SetDIBits leaves a 32-bit section's other
 * pixels whole (their fourth byte too); a run-length DIB with no lines asked draws
 * nothing, and the pixels its runs skip keep every byte.
 * Each check prints one line; the expected lines are this exe's output under Wine 8 at
 * both widths (xvfb-run -a wine gdi_dibrows.exe | cat).
 */
#include <windows.h>
#include <stdio.h>
#include <string.h>

static BITMAPINFO *bi;

static void header(LONG w, LONG h, DWORD compr)
{
    memset(bi, 0, sizeof(BITMAPINFOHEADER));
    bi->bmiHeader.biSize = sizeof(BITMAPINFOHEADER);
    bi->bmiHeader.biWidth = w;
    bi->bmiHeader.biHeight = h;
    bi->bmiHeader.biPlanes = 1;
    bi->bmiHeader.biBitCount = compr == BI_RLE8 ? 8 : 32;
    bi->bmiHeader.biCompression = compr;
}

static void show(const char *what, int ret, const DWORD *px, int n)
{
    char line[512];
    int at = sprintf(line, "%s: ret=%d", what, ret), k;
    for (k = 0; k < n; k++) at += sprintf(line + at, " %lx", px[k]);
    printf("%s\n", line);
}

int main(void)
{
    static const int get_cases[][4] = {   /* width, height, start, lines */
        {4, 4, 0, 4}, {4, 4, 1, 2}, {4, 4, 1, 9}, {4, 4, 5, 2}, {4, 8, 1, 6}, {4, 8, 3, 4},
        {4, -4, 0, 4}, {4, -4, 1, 2}, {4, -8, 0, 8}, {4, -8, 2, 5}, {4, -8, 5, 6},
        {4, -3, 1, 2}, {2, 4, 0, 2}, {2, -4, 1, 2}, {4, 2, 0, 2}
    };
    static const BYTE rle[] = { 2, 1, 0, 2, 1, 1, 2, 2, 0, 0, 0, 1 };
    HDC hdc = GetDC(0);
    DWORD *px, out[64], src[64];
    char what[64];
    HBITMAP dib;
    int i, ret;

    bi = HeapAlloc(GetProcessHeap(), HEAP_ZERO_MEMORY, sizeof(BITMAPINFOHEADER) + 256 * 4);
    header(4, 4, BI_RGB);
    dib = CreateDIBSection(hdc, bi, DIB_RGB_COLORS, (void **)&px, NULL, 0);
    for (i = 0; i < 16; i++) px[i] = 0x010101 * (i + 1);    /* bottom row first */

    for (i = 0; i < sizeof(get_cases) / sizeof(get_cases[0]); i++)
    {
        memset(out, 0xcc, sizeof(out));
        header(get_cases[i][0], get_cases[i][1], BI_RGB);
        ret = GetDIBits(hdc, dib, get_cases[i][2], get_cases[i][3], out, bi, DIB_RGB_COLORS);
        sprintf(what, "GetDIBits %ldx%ld start=%d lines=%d (%ldx%ld, %lu)", (long)get_cases[i][0],
                (long)get_cases[i][1], get_cases[i][2], get_cases[i][3], bi->bmiHeader.biWidth,
                bi->bmiHeader.biHeight, bi->bmiHeader.biSizeImage);
        show(what, ret, out, 18);
    }

    /* SetDIBits of one band: the other pixels keep all four bytes */
    for (i = 0; i < 16; i++) src[i] = 0x00101010 * (i + 1);
    memset(px, 0xaa, 64);
    header(4, 4, BI_RGB);
    ret = SetDIBits(hdc, dib, 1, 2, src, bi, DIB_RGB_COLORS);
    show("SetDIBits start=1 lines=2", ret, px, 16);

    /* run-length: nothing for no lines; skipped pixels keep every byte */
    header(4, 4, BI_RLE8);
    bi->bmiHeader.biSizeImage = sizeof(rle);
    for (i = 0; i < 4; i++) ((DWORD *)bi->bmiColors)[i] = 0x112233 * i;
    memset(px, 0xaa, 64);
    ret = SetDIBits(hdc, dib, 0, 0, rle, bi, DIB_RGB_COLORS);
    show("SetDIBits RLE8 lines=0", ret, px, 16);
    ret = SetDIBits(hdc, dib, 0, 4, rle, bi, DIB_RGB_COLORS);
    show("SetDIBits RLE8 lines=4", ret, px, 16);
    DeleteObject(dib);
    return 0;
}
