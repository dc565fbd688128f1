/*
 * gdi_dibext.c - test guest for the DIB sizes and colour uses the DIB functions take
 * (test/win32/gdi/test_gdi_dibext.py, docs/compat.md "DIB sizes and colour uses"), from
 * Wine's bitmap.c test_dib_formats and test_dibsections: a negative or zero width or a
 * zero height refused by SetDIBitsToDevice, StretchDIBits, SetDIBits and GetDIBits (never
 * read as rows); DIB_PAL_INDICES taken by SetDIBitsToDevice and StretchDIBits only; bit
 * fields with any mask 0 refused by CreateDIBSection and SetDIBits; a DIB_PAL_COLORS
 * section's table of 2^bpp entries; scan lines asked past a DIB's last not read.
 * Each check prints one line; the expected lines are this exe's output under Wine 8 at
 * both widths (xvfb-run -a wine gdi_dibext.exe | cat), except where the test names why.
 */
#include <windows.h>
#include <stdio.h>
#include <string.h>

static BITMAPINFO *bi;
static BYTE data[4096];

static void header(LONG w, LONG h, WORD bpp, DWORD compr)
{
    memset(bi, 0, sizeof(BITMAPINFOHEADER));
    bi->bmiHeader.biSize = sizeof(BITMAPINFOHEADER);
    bi->bmiHeader.biWidth = w;
    bi->bmiHeader.biHeight = h;
    bi->bmiHeader.biPlanes = 1;
    bi->bmiHeader.biBitCount = bpp;
    bi->bmiHeader.biCompression = compr;
}

/* the four DIB functions on the header in ``bi``, then CreateDIBitmap and CreateDIBSection */
static void all(const char *what, HDC hdc, HDC memdc, HBITMAP hbmp, UINT use)
{
    static BYTE keep[sizeof(BITMAPINFOHEADER) + 256 * 4];
    void *bits;
    int set, dev, str, get, getq;
    HBITMAP ddb, sec;
    /* GetDIBits rewrites the header and the masks: each call gets them as given */
    memcpy(keep, bi, sizeof(keep));
    sec = CreateDIBSection(hdc, bi, use, &bits, NULL, 0);
    set = SetDIBits(hdc, hbmp, 0, 1, data, bi, use);
    dev = SetDIBitsToDevice(memdc, 0, 0, 1, 1, 0, 0, 0, 1, data, bi, use);
    str = StretchDIBits(memdc, 0, 0, 1, 1, 0, 0, 1, 1, data, bi, use, SRCCOPY);
    get = GetDIBits(hdc, hbmp, 0, 2, data, bi, use);
    memcpy(bi, keep, sizeof(keep));
    getq = GetDIBits(hdc, hbmp, 0, 2, NULL, bi, use);
    memcpy(bi, keep, sizeof(keep));
    ddb = CreateDIBitmap(hdc, &bi->bmiHeader, 0, NULL, bi, use);
    printf("%s: SetDIBits=%d SetDIBitsToDevice=%d StretchDIBits=%d GetDIBits=%d "
           "GetDIBits(NULL)!=0:%d CreateDIBitmap=%d CreateDIBSection=%d\n", what, set, dev,
           str, get, getq != 0, ddb != NULL, sec != NULL);
    if (ddb) DeleteObject(ddb);
    if (sec) DeleteObject(sec);
    memcpy(bi, keep, sizeof(keep));
}

int main(void)
{
    HDC hdc = GetDC(0), memdc = CreateCompatibleDC(0), dibdc = CreateCompatibleDC(0);
    HBITMAP hbmp = CreateCompatibleBitmap(hdc, 10, 10), dib, old;
    DWORD *px;
    DIBSECTION ds;
    int ret, i;

    bi = HeapAlloc(GetProcessHeap(), HEAP_ZERO_MEMORY, sizeof(BITMAPINFOHEADER) + 256 * 4);
    memset(data, 0xaa, sizeof(data));
    SelectObject(memdc, CreateCompatibleBitmap(hdc, 4, 4));

    header(2, 2, 32, BI_RGB);            all("2x2x32", hdc, memdc, hbmp, DIB_RGB_COLORS);
    header(-2, 2, 32, BI_RGB);           all("negative width", hdc, memdc, hbmp, DIB_RGB_COLORS);
    header(0, 2, 32, BI_RGB);            all("zero width", hdc, memdc, hbmp, DIB_RGB_COLORS);
    header(2, 0, 32, BI_RGB);            all("zero height", hdc, memdc, hbmp, DIB_RGB_COLORS);
    header(2, -2, 32, BI_RGB);           all("top-down", hdc, memdc, hbmp, DIB_RGB_COLORS);
    header(2, 2, 1, BI_RGB);             all("DIB_PAL_COLORS+1", hdc, memdc, hbmp, DIB_PAL_COLORS + 1);
    header(2, 2, 1, BI_RGB);             all("DIB_PAL_COLORS+2", hdc, memdc, hbmp, DIB_PAL_COLORS + 2);
    header(2, 2, 16, BI_BITFIELDS);
    ((DWORD *)bi->bmiColors)[0] = 3; ((DWORD *)bi->bmiColors)[1] = 0; ((DWORD *)bi->bmiColors)[2] = 7;
    all("bitfields 3,0,7", hdc, memdc, hbmp, DIB_RGB_COLORS);
    ((DWORD *)bi->bmiColors)[0] = 0x55; ((DWORD *)bi->bmiColors)[1] = 0x44; ((DWORD *)bi->bmiColors)[2] = 0x33;
    all("bitfields 55,44,33", hdc, memdc, hbmp, DIB_RGB_COLORS);

    /* DIB_PAL_COLORS section: biClrUsed 142 of 256 */
    header(2, 2, 8, BI_RGB);
    bi->bmiHeader.biClrUsed = 142;
    for (i = 0; i < 256; i++) ((WORD *)bi->bmiColors)[i] = (WORD)i;
    dib = CreateDIBSection(hdc, bi, DIB_PAL_COLORS, (void **)&px, NULL, 0);
    GetObjectA(dib, sizeof(ds), &ds);
    printf("pal section: biClrUsed=%lu\n", ds.dsBmih.biClrUsed);
    DeleteObject(dib);

    /* scan lines into a 4x4 32-bpp section from a 4x4 bottom-up DIB */
    header(4, 4, 32, BI_RGB);
    dib = CreateDIBSection(hdc, bi, DIB_RGB_COLORS, (void **)&px, NULL, 0);
    old = SelectObject(dibdc, dib);
    for (i = 0; i < 64; i++) ((DWORD *)data)[i] = 0x010101 * (i + 1);
    {
        static const int cases[][3] = { {0, 4, 0}, {2, 2, 0}, {2, 5, 0}, {3, 1, 0}, {4, 1, 0},
                                         {1, 2, 1}, {0, 8, 2} };
        for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++)
        {
            int k;
            char line[256];
            int at;
            memset(px, 0xaa, 64);
            ret = SetDIBitsToDevice(dibdc, 0, 0, 4, 4, 0, cases[i][2], cases[i][0], cases[i][1],
                                    data, bi, DIB_RGB_COLORS);
            at = sprintf(line, "scan start=%d lines=%d sy=%d: ret=%d", cases[i][0],
                         cases[i][1], cases[i][2], ret);
            for (k = 0; k < 16; k++) at += sprintf(line + at, " %02lx", px[k] & 0xff);
            printf("%s\n", line);
        }
        /* top-down DIB */
        bi->bmiHeader.biHeight = -4;
        for (i = 0; i < 3; i++)
        {
            int k, at;
            char line[256];
            memset(px, 0xaa, 64);
            ret = SetDIBitsToDevice(dibdc, 0, 0, 4, 4, 0, 0, i, 2, data, bi, DIB_RGB_COLORS);
            at = sprintf(line, "top-down start=%d lines=2: ret=%d", i, ret);
            for (k = 0; k < 16; k++) at += sprintf(line + at, " %02lx", px[k] & 0xff);
            printf("%s\n", line);
        }
    }
    /* SetDIBits into the 4x4 section from taller, shorter and top-down DIBs */
    {
        static const int cases[][3] = { {4, 1, 2}, {8, 1, 6}, {3, 1, 2}, {-4, 1, 2},
                                        {-8, 1, 6}, {-8, 4, 6}, {-8, 5, 6}, {-3, 1, 2} };
        for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++)
        {
            int k, at;
            char line[256];
            header(4, cases[i][0], 32, BI_RGB);
            memset(px, 0xaa, 64);
            ret = SetDIBits(hdc, dib, cases[i][1], cases[i][2], data, bi, DIB_RGB_COLORS);
            at = sprintf(line, "SetDIBits height=%d start=%d lines=%d: ret=%d", cases[i][0],
                         cases[i][1], cases[i][2], ret);
            for (k = 0; k < 16; k++) at += sprintf(line + at, " %02lx", px[k] & 0xff);
            printf("%s\n", line);
        }
    }
    /* DIB_PAL_INDICES: a 1-bpp pixel of index 1 */
    header(1, 1, 1, BI_RGB);
    memset(bi->bmiColors, 0x40, 8);
    data[0] = 0x80;
    px[12] = 0;     /* the top left pixel of the bottom-up section */
    ret = SetDIBitsToDevice(dibdc, 0, 0, 1, 1, 0, 0, 0, 1, data, bi, DIB_PAL_COLORS + 1);
    printf("pal indices: ret=%d pixel=%06lx\n", ret, px[12] & 0xffffff);
    SelectObject(dibdc, old);
    DeleteObject(dib);
    return 0;
}
