/*
 * gdi_conf27.c - test guest for what Wine 8's gdi32 metafile.c showed wrong at stop 27
 * (test/win32/gdi/test_gdi_conf27.py, docs/compat.md "gdi32 conformance (stop 27)"):
 * palettes in Windows metafiles (META_CREATEPALETTE, META_SELECTPALETTE,
 * META_REALIZEPALETTE), path calls refused on a Windows metafile DC, ExtTextOut with a
 * spacing array (META_EXTTEXTOUT), SelectClipRgn recorded as a region object
 * (META_CREATEREGION), no current objects on a Windows metafile DC, SelectObject of a
 * palette failing; the records played back; blits recorded (META_PATBLT,
 * META_DIBBITBLT and META_DIBSTRETCHBLT with the source's whole bitmap). From bitmap.c: the DIB formats the DIB
 * functions accept (planes, depths, compressions, run-length DIBs with a size),
 * GetBitmapBits and GetObject on DIB sections, the pages a DIB section's bits live in,
 * the nearest colour of a palettized DIB section's table (SetPixel, GetNearestColor).
 * Each check prints one line; the expected
 * lines are this exe's output under Wine 8 (xvfb-run -a wine gdi_conf27.exe | cat).
 */
#include <windows.h>
#include <stdio.h>
#include <string.h>
#include <stdlib.h>

/* One line per record: its function and size in words, then its parameter words. */
static void dump(const char *what, HMETAFILE mf)
{
    UINT size = GetMetaFileBitsEx(mf, 0, NULL);
    BYTE *buf = malloc(size);
    UINT off = 18;
    GetMetaFileBitsEx(mf, size, buf);
    printf("%s: size=%u objects=%u maxrec=%lu\n", what, size, *(WORD *)(buf + 10),
           *(DWORD *)(buf + 12));
    while (off + 6 <= size)
    {
        DWORD words = *(DWORD *)(buf + off);
        WORD func = *(WORD *)(buf + off + 4);
        UINT i, n = words > 3 ? words - 3 : 0;
        char line[512];
        int at = sprintf(line, "%s: rec %04x size=%lu", what, func, words);
        for (i = 0; i < n && i < 24; i++)
            at += sprintf(line + at, " %04x", *(WORD *)(buf + off + 6 + 2 * i));
        if (n > 24)
        {
            DWORD sum = 0;
            for (i = 0; i < n; i++) sum = sum * 31 + *(WORD *)(buf + off + 6 + 2 * i);
            at += sprintf(line + at, " ... sum=%08lx end", sum);
            for (i = n - 8; i < n; i++)
                at += sprintf(line + at, " %04x", *(WORD *)(buf + off + 6 + 2 * i));
        }
        printf("%s\n", line);
        if (!func || words < 3) break;
        off += 2 * words;
    }
    free(buf);
}

static HPALETTE make_palette(void)
{
    char buf[sizeof(LOGPALETTE) + 4 * sizeof(PALETTEENTRY)];
    LOGPALETTE *lp = (LOGPALETTE *)buf;
    int i;
    lp->palVersion = 0x300;
    lp->palNumEntries = 4;
    for (i = 0; i < 4; i++)
    {
        lp->palPalEntry[i].peRed = 0x10 * (i + 1);
        lp->palPalEntry[i].peGreen = 0x20 + i;
        lp->palPalEntry[i].peBlue = 0x80;
        lp->palPalEntry[i].peFlags = i == 1 ? PC_NOCOLLAPSE : 0;
    }
    return CreatePalette(lp);
}

static HDC dib_dc(HBITMAP *bmp, DWORD **bits)
{
    BITMAPINFO bmi;
    HDC dc = CreateCompatibleDC(NULL);
    memset(&bmi, 0, sizeof(bmi));
    bmi.bmiHeader.biSize = sizeof(bmi.bmiHeader);
    bmi.bmiHeader.biWidth = 16;
    bmi.bmiHeader.biHeight = -16;
    bmi.bmiHeader.biPlanes = 1;
    bmi.bmiHeader.biBitCount = 32;
    *bmp = CreateDIBSection(dc, &bmi, DIB_RGB_COLORS, (void **)bits, NULL, 0);
    SelectObject(dc, *bmp);
    PatBlt(dc, 0, 0, 16, 16, WHITENESS);
    return dc;
}

static void palettes(void)
{
    HDC mdc = CreateMetaFileA(NULL);
    HPALETTE pal = make_palette(), old;
    HMETAFILE mf;
    HDC dc;
    HBITMAP bmp;
    DWORD *bits;
    UINT ret;

    old = SelectPalette(mdc, pal, FALSE);
    printf("palette: SelectPalette=%p\n", old);
    ret = RealizePalette(mdc);
    printf("palette: RealizePalette=%u\n", ret);
    old = SelectPalette(mdc, GetStockObject(DEFAULT_PALETTE), FALSE);
    printf("palette: SelectPalette(default)=%p\n", old);
    old = SelectPalette(mdc, pal, FALSE);
    printf("palette: SelectPalette(again)=%p\n", old);
    SelectObject(mdc, GetStockObject(BLACK_BRUSH));
    Rectangle(mdc, 1, 2, 8, 5);
    mf = CloseMetaFile(mdc);
    dump("palette", mf);

    dc = dib_dc(&bmp, &bits);
    printf("palette: PlayMetaFile=%d\n", PlayMetaFile(dc, mf));
    printf("palette: pixel (4,3)=%06lx (9,3)=%06lx\n", bits[3 * 16 + 4] & 0xffffff,
           bits[3 * 16 + 9] & 0xffffff);
    printf("palette: current palette is the DC's own=%d\n",
           GetCurrentObject(dc, OBJ_PAL) == GetStockObject(DEFAULT_PALETTE));
    DeleteDC(dc);
    DeleteObject(bmp);
    DeleteMetaFile(mf);
    DeleteObject(pal);
}

static void paths_and_text(void)
{
    static const INT dx[4] = {3, 5, 8, 12};
    HDC mdc = CreateMetaFileA(NULL);
    HMETAFILE mf;
    BOOL ret;

    ret = BeginPath(mdc);
    printf("path: BeginPath=%d\n", ret);
    ret = ExtTextOutA(mdc, 11, 22, 0, NULL, "Test", 4, dx);
    printf("path: ExtTextOutA=%d\n", ret);
    ret = EndPath(mdc);
    printf("path: EndPath=%d\n", ret);
    printf("path: CloseFigure=%d StrokePath=%d FillPath=%d\n", CloseFigure(mdc),
           StrokePath(mdc), FillPath(mdc));
    MoveToEx(mdc, 5, 6, NULL);
    LineTo(mdc, 7, 8);
    printf("path: GetPath=%d\n", GetPath(mdc, NULL, NULL, 0));
    mf = CloseMetaFile(mdc);
    dump("path", mf);
    DeleteMetaFile(mf);
}

static void clipping(void)
{
    HDC mdc = CreateMetaFileA(NULL);
    HRGN rgn = CreateRectRgn(2, 2, 6, 6), two = CreateRectRgn(10, 1, 12, 3);
    HMETAFILE mf;
    HDC dc;
    HBITMAP bmp;
    DWORD *bits;
    int ret;

    CombineRgn(two, two, rgn, RGN_OR);
    ret = ExtSelectClipRgn(mdc, rgn, RGN_AND);
    printf("clip: ExtSelectClipRgn(RGN_AND)=%d\n", ret);
    ret = SelectClipRgn(mdc, NULL);
    printf("clip: SelectClipRgn(NULL)=%d\n", ret);
    ret = SelectClipRgn(mdc, two);
    printf("clip: SelectClipRgn=%d\n", ret);
    SelectObject(mdc, GetStockObject(BLACK_BRUSH));
    Rectangle(mdc, 0, 0, 16, 16);
    mf = CloseMetaFile(mdc);
    dump("clip", mf);

    dc = dib_dc(&bmp, &bits);
    printf("clip: PlayMetaFile=%d\n", PlayMetaFile(dc, mf));
    printf("clip: pixels (1,1)=%06lx (3,3)=%06lx (10,1)=%06lx (10,4)=%06lx\n",
           bits[1 * 16 + 1] & 0xffffff, bits[3 * 16 + 3] & 0xffffff,
           bits[1 * 16 + 10] & 0xffffff, bits[4 * 16 + 10] & 0xffffff);
    DeleteDC(dc);
    DeleteObject(bmp);
    DeleteMetaFile(mf);
    DeleteObject(rgn);
    DeleteObject(two);
}

static void selection(void)
{
    HDC mdc = CreateMetaFileA(NULL), dc = CreateCompatibleDC(NULL);
    HPALETTE pal = make_palette();
    HGDIOBJ obj;
    HMETAFILE mf;

    SelectObject(mdc, GetStockObject(WHITE_BRUSH));
    printf("select: GetCurrentObject(pen)=%p (brush)=%p (font)=%p\n",
           GetCurrentObject(mdc, OBJ_PEN), GetCurrentObject(mdc, OBJ_BRUSH),
           GetCurrentObject(mdc, OBJ_FONT));
    SetLastError(0xdeadbeef);
    obj = SelectObject(mdc, GetStockObject(DEFAULT_PALETTE));
    printf("select: SelectObject(metafile, palette)=%p error=%lu\n", obj, GetLastError());
    obj = SelectObject(dc, pal);
    printf("select: SelectObject(memory dc, palette)=%p\n", obj);
    mf = CloseMetaFile(mdc);
    dump("select", mf);
    DeleteMetaFile(mf);
    DeleteDC(dc);
    DeleteObject(pal);
}

static void formats(void)
{
    char buf[sizeof(BITMAPINFOHEADER) + 256 * sizeof(RGBQUAD)];
    BITMAPINFO *bi = (BITMAPINFO *)buf;
    static const WORD bpps[] = {0, 1, 4, 8, 16, 24, 32, 2, 64};
    BYTE data[64];
    HDC hdc = GetDC(0), mem = CreateCompatibleDC(hdc);
    HBITMAP ddb = CreateCompatibleBitmap(hdc, 2, 2), dib, old;
    void *bits;
    unsigned b, planes, compr;
    char line[256];

    old = SelectObject(mem, CreateCompatibleBitmap(hdc, 4, 4));
    memset(data, 0, sizeof(data));
    for (b = 0; b < sizeof(bpps) / sizeof(bpps[0]); b++)
        for (planes = 0; planes <= 2; planes++)
            for (compr = 0; compr <= 5; compr++)
            {
                int at = 0, r1, r2, r3, r4, r5, r6;
                memset(buf, 0, sizeof(buf));
                bi->bmiHeader.biSize = sizeof(BITMAPINFOHEADER);
                bi->bmiHeader.biWidth = 2;
                bi->bmiHeader.biHeight = 2;
                bi->bmiHeader.biPlanes = planes;
                bi->bmiHeader.biBitCount = bpps[b];
                bi->bmiHeader.biCompression = compr;
                bi->bmiHeader.biSizeImage = compr == BI_RLE4 || compr == BI_RLE8 ? 2 : 0;
                if (compr == BI_BITFIELDS)
                {
                    ((DWORD *)bi->bmiColors)[0] = 0xf800;
                    ((DWORD *)bi->bmiColors)[1] = 0x07e0;
                    ((DWORD *)bi->bmiColors)[2] = 0x001f;
                }
                dib = CreateDIBSection(hdc, bi, DIB_RGB_COLORS, &bits, NULL, 0);
                r1 = dib != NULL;
                if (dib) DeleteObject(dib);
                r2 = SetDIBits(hdc, ddb, 0, 1, data, bi, DIB_RGB_COLORS);
                r3 = SetDIBitsToDevice(mem, 0, 0, 1, 1, 0, 0, 0, 1, data, bi, DIB_RGB_COLORS);
                r4 = StretchDIBits(mem, 0, 0, 1, 1, 0, 0, 1, 1, data, bi, DIB_RGB_COLORS,
                                   SRCCOPY);
                bi->bmiHeader.biSizeImage = 0;
                r5 = GetDIBits(hdc, ddb, 0, 0, data, bi, DIB_RGB_COLORS) != 0;
                bi->bmiHeader.biBitCount = bpps[b];
                bi->bmiHeader.biCompression = compr;
                bi->bmiHeader.biPlanes = planes;
                r6 = GetDIBits(hdc, ddb, 0, 2, NULL, bi, DIB_RGB_COLORS) != 0;
                at += sprintf(line + at, "format: bpp=%u planes=%u compr=%u section=%d", bpps[b],
                              planes, compr, r1);
                sprintf(line + at, " set=%d todevice=%d stretch=%d get0=%d getnull=%d",
                        r2, r3, r4, r5, r6);
                printf("%s\n", line);
            }
    DeleteObject(SelectObject(mem, old));
    DeleteDC(mem);
    DeleteObject(ddb);
    ReleaseDC(0, hdc);
}

static void rle_pixels(void)
{
    /* a 4x2 BI_RLE8 DIB: bottom row 2 pixels of index 1 then end of line, top row
     * 4 pixels of index 2; its colours red and green */
    static const BYTE rle[] = {2, 1, 0, 0, 4, 2, 0, 1};
    char buf[sizeof(BITMAPINFOHEADER) + 256 * sizeof(RGBQUAD)];
    BITMAPINFO *bi = (BITMAPINFO *)buf;
    HBITMAP bmp;
    HDC dc;
    DWORD *bits;
    int ret;

    memset(buf, 0, sizeof(buf));
    bi->bmiHeader.biSize = sizeof(BITMAPINFOHEADER);
    bi->bmiHeader.biWidth = 4;
    bi->bmiHeader.biHeight = 2;
    bi->bmiHeader.biPlanes = 1;
    bi->bmiHeader.biBitCount = 8;
    bi->bmiHeader.biCompression = BI_RLE8;
    bi->bmiHeader.biSizeImage = sizeof(rle);
    bi->bmiHeader.biClrUsed = 3;
    bi->bmiColors[1].rgbRed = 0xff;
    bi->bmiColors[2].rgbGreen = 0xff;
    dc = dib_dc(&bmp, &bits);
    ret = SetDIBitsToDevice(dc, 0, 0, 4, 2, 0, 0, 0, 2, rle, bi, DIB_RGB_COLORS);
    printf("rle: SetDIBitsToDevice=%d row0 %06lx %06lx %06lx %06lx row1 %06lx %06lx %06lx %06lx\n",
           ret, bits[0] & 0xffffff, bits[1] & 0xffffff, bits[2] & 0xffffff,
           bits[3] & 0xffffff, bits[16] & 0xffffff, bits[17] & 0xffffff,
           bits[18] & 0xffffff, bits[19] & 0xffffff);
    DeleteDC(dc);
    DeleteObject(bmp);
}

static void sections(void)
{
    char buf[sizeof(BITMAPINFOHEADER) + 256 * sizeof(RGBQUAD)];
    BITMAPINFO *bi = (BITMAPINFO *)buf;
    MEMORY_BASIC_INFORMATION info;
    DIBSECTION ds;
    BITMAP bm;
    BYTE out[64];
    HBITMAP dib;
    BYTE *bits;
    int i, ret;

    SetLastError(0xdeadbeef);
    dib = CreateDIBSection(0, NULL, DIB_RGB_COLORS, (void **)&bits, NULL, 0);
    printf("section: no BITMAPINFO=%p bits=%p error=%lx\n", dib, bits, GetLastError());
    memset(buf, 0, sizeof(buf));
    bi->bmiHeader.biSize = sizeof(BITMAPINFOHEADER);
    bi->bmiHeader.biWidth = 3;
    bi->bmiHeader.biHeight = -2;
    bi->bmiHeader.biPlanes = 1;
    bi->bmiHeader.biBitCount = 16;
    bi->bmiHeader.biClrUsed = 37;
    dib = CreateDIBSection(0, bi, DIB_RGB_COLORS, (void **)&bits, NULL, 0);
    for (i = 0; i < 16; i++) bits[i] = (BYTE)(i + 1);
    VirtualQuery(bits, &info, sizeof(info));
    printf("section: own pages=%d size=%lx protect=%lx type=%lx\n",
           info.BaseAddress == bits && info.AllocationBase == bits, (unsigned long)info.RegionSize,
           info.Protect, info.Type);
    ret = GetObjectA(dib, sizeof(ds), &ds);
    printf("section: GetObject=%d height=%ld clrused=%lu\n", ret, ds.dsBmih.biHeight,
           ds.dsBmih.biClrUsed);
    printf("section: GetObject(small)=%d (1)=%d (null)=%d\n",
           GetObjectA(dib, sizeof(bm) / 2, &bm), GetObjectA(dib, 1, &bm),
           GetObjectA(dib, 0, NULL));
    memset(out, 0xaa, sizeof(out));
    printf("section: GetBitmapBits(0,NULL)=%ld (-1)=%ld", GetBitmapBits(dib, 0, NULL),
           GetBitmapBits(dib, -1, out));
    for (i = 0; i < 14; i++) printf(" %02x", out[i]);
    printf("\n");
    DeleteObject(dib);
}

static void wmf_blits(void)
{
    char buf[sizeof(BITMAPINFOHEADER) + 4 * sizeof(RGBQUAD)];
    BITMAPINFO *bi = (BITMAPINFO *)buf;
    HDC mdc = CreateMetaFileA(NULL), src = CreateCompatibleDC(NULL);
    HBITMAP dib, old;
    HMETAFILE mf;
    BYTE *bits;
    int i;

    memset(buf, 0, sizeof(buf));
    bi->bmiHeader.biSize = sizeof(BITMAPINFOHEADER);
    bi->bmiHeader.biWidth = 3;
    bi->bmiHeader.biHeight = 2;
    bi->bmiHeader.biPlanes = 1;
    bi->bmiHeader.biBitCount = 8;
    bi->bmiHeader.biClrUsed = 2;
    bi->bmiColors[1].rgbGreen = 0xff;
    dib = CreateDIBSection(src, bi, DIB_RGB_COLORS, (void **)&bits, NULL, 0);
    for (i = 0; i < 8; i++) bits[i] = i & 1;
    old = SelectObject(src, dib);
    printf("wmfblit: PatBlt=%d\n", PatBlt(mdc, 2, 3, 4, 5, PATINVERT));
    printf("wmfblit: BitBlt=%d\n", BitBlt(mdc, 1, 2, 3, 2, src, 0, 0, SRCCOPY));
    printf("wmfblit: StretchBlt=%d\n", StretchBlt(mdc, 1, 2, 6, 4, src, 1, 0, 2, 2, SRCAND));
    mf = CloseMetaFile(mdc);
    dump("wmfblit", mf);
    DeleteMetaFile(mf);
    SelectObject(src, old);
    DeleteObject(dib);
    DeleteDC(src);
}

static void core_header(void)
{
    char buf[sizeof(BITMAPINFOHEADER) + 256 * sizeof(RGBQUAD)];
    char cbuf[sizeof(BITMAPCOREHEADER) + 256 * sizeof(RGBTRIPLE)];
    BITMAPINFO *bi = (BITMAPINFO *)buf;
    BITMAPCOREINFO *ci = (BITMAPCOREINFO *)cbuf;
    HDC hdc = GetDC(0);
    HBITMAP dib;
    BYTE *bits, out[64];
    int ret;

    memset(buf, 0, sizeof(buf));
    bi->bmiHeader.biSize = sizeof(BITMAPINFOHEADER);
    bi->bmiHeader.biWidth = 16;
    bi->bmiHeader.biHeight = 16;
    bi->bmiHeader.biPlanes = 1;
    bi->bmiHeader.biBitCount = 1;
    bi->bmiColors[0].rgbRed = 0xff;
    bi->bmiColors[1].rgbBlue = 0xff;
    dib = CreateDIBSection(hdc, bi, DIB_RGB_COLORS, (void **)&bits, NULL, 0);
    bits[0] = 0x5a;
    memset(cbuf, 0, sizeof(cbuf));
    ci->bmciHeader.bcSize = sizeof(BITMAPCOREHEADER);
    ret = GetDIBits(hdc, dib, 0, 16, NULL, (BITMAPINFO *)ci, DIB_RGB_COLORS);
    printf("core: query=%d %ux%u planes=%u bpp=%u\n", ret, ci->bmciHeader.bcWidth,
           ci->bmciHeader.bcHeight, ci->bmciHeader.bcPlanes, ci->bmciHeader.bcBitCount);
    memset(out, 0, sizeof(out));
    ret = GetDIBits(hdc, dib, 0, 16, out, (BITMAPINFO *)ci, DIB_RGB_COLORS);
    printf("core: bits=%d colours %02x%02x%02x %02x%02x%02x first byte %02x\n", ret,
           ci->bmciColors[0].rgbtRed, ci->bmciColors[0].rgbtGreen, ci->bmciColors[0].rgbtBlue,
           ci->bmciColors[1].rgbtRed, ci->bmciColors[1].rgbtGreen, ci->bmciColors[1].rgbtBlue,
           out[0]);
    DeleteObject(dib);
    ReleaseDC(0, hdc);
}

static void nearest(void)
{
    char buf[sizeof(BITMAPINFOHEADER) + 256 * sizeof(RGBQUAD)];
    BITMAPINFO *bi = (BITMAPINFO *)buf;
    static const COLORREF asks[] = {RGB(0, 0, 0), RGB(255, 255, 255), RGB(0, 0, 0xfe),
                                    RGB(0x80, 0, 0), RGB(0, 0x80, 0), RGB(0x40, 0x40, 0x90),
                                    RGB(0xff, 0, 0)};
    HDC dc = CreateCompatibleDC(NULL);
    HBITMAP dib, old;
    BYTE *bits;
    unsigned i, depth;

    for (depth = 1; depth <= 8; depth *= 8)
    {
        memset(buf, 0, sizeof(buf));
        bi->bmiHeader.biSize = sizeof(BITMAPINFOHEADER);
        bi->bmiHeader.biWidth = 8;
        bi->bmiHeader.biHeight = 8;
        bi->bmiHeader.biPlanes = 1;
        bi->bmiHeader.biBitCount = depth;
        bi->bmiHeader.biClrUsed = depth == 1 ? 2 : 3;
        bi->bmiColors[0].rgbRed = 0xff;
        bi->bmiColors[1].rgbBlue = 0xff;
        bi->bmiColors[2].rgbGreen = 0x80;
        dib = CreateDIBSection(dc, bi, DIB_RGB_COLORS, (void **)&bits, NULL, 0);
        old = SelectObject(dc, dib);
        for (i = 0; i < sizeof(asks) / sizeof(asks[0]); i++)
        {
            COLORREF set = SetPixel(dc, i, 0, asks[i]);
            COLORREF nc = GetNearestColor(dc, asks[i]);
            COLORREF got = GetPixel(dc, i, 0);
            printf("nearest: %u-bit %06lx SetPixel=%06lx GetNearestColor=%06lx GetPixel=%06lx"
                   " index=%02x\n", depth, asks[i], set, nc, got,
                   depth == 8 ? bits[7 * 8 + i] : (bits[7 * 4] >> (7 - i)) & 1);
        }
        SelectObject(dc, old);
        DeleteObject(dib);
    }
    DeleteDC(dc);
}

int main(void)
{
    palettes();
    paths_and_text();
    clipping();
    selection();
    formats();
    rle_pixels();
    sections();
    nearest();
    core_header();
    wmf_blits();
    return 0;
}
