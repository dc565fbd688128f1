/*
 * gdi_conf27.c - test guest for what Wine 8's gdi32 metafile.c showed wrong at stop 27
 * (test/win32/gdi/test_gdi_conf27.py, docs/compat.md "gdi32 conformance (stop 27)"):
 * palettes in Windows metafiles (META_CREATEPALETTE, META_SELECTPALETTE,
 * META_REALIZEPALETTE), path calls refused on a Windows metafile DC, ExtTextOut with a
 * spacing array (META_EXTTEXTOUT), SelectClipRgn recorded as a region object
 * (META_CREATEREGION), no current objects on a Windows metafile DC, SelectObject of a
 * palette failing; the records played back. Each check prints one line; the expected
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
        if (n > 24) sprintf(line + at, " ...");
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

int main(void)
{
    palettes();
    paths_and_text();
    clipping();
    selection();
    return 0;
}
