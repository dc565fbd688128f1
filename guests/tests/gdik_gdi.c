/*
 * gdik_gdi.c - test guest for the GDI32 census functions (test/win32/gdi/test_gdi32_families.py):
 * GetObjectType over every kind of object, Get/SetDIBColorTable on 1-, 4-, 8- and 24-bit
 * DIB sections (the pixels taking the new colours), ExtCreateRegion (plain, scaled and
 * moved, bad data), GetRandomRgn (clip, meta, api, system regions of a memory DC),
 * TranslateCharsetInfo (by charset, code page, font signature), GdiGetCharDimensions,
 * the path functions GetPath, FlattenPath, SelectClipPath (every RGN_* mode) and
 * GetCharABCWidthsFloat; GdiConvertToDevmodeW (whole, without a form name, too short);
 * CreatePenIndirect, GetDCOrgEx, GetLayout/SetLayout, GdiGetCodePage; an enhanced
 * metafile drawn under MM_ANISOTROPIC (its bounds, and its pixels played back);
 * SetWinMetaFileBits (a WMF made here, with and without a METAFILEPICT, played back).
 * Each step prints one line; the expected lines are this exe's output under Wine 8.
 */
#include <windows.h>
#include <stdio.h>
#include <string.h>
#include <math.h>

#ifndef CLIPRGN
#define CLIPRGN 1
#endif

LONG WINAPI GdiGetCharDimensions(HDC, LPTEXTMETRICW, LONG *);
DEVMODEW *WINAPI GdiConvertToDevmodeW(const DEVMODEA *);
DWORD WINAPI GdiGetCodePage(HDC);

static void show_rgn(const char *what, HRGN r)
{
    DWORD n = GetRegionData(r, 0, NULL), i;
    RGNDATA *d = (RGNDATA *)HeapAlloc(GetProcessHeap(), 0, n);
    RECT *rc;
    GetRegionData(r, n, d);
    rc = (RECT *)d->Buffer;
    printf("%s: %lu rects", what, d->rdh.nCount);
    for (i = 0; i < d->rdh.nCount && i < 6; i++)
        printf(" (%ld,%ld,%ld,%ld)", rc[i].left, rc[i].top, rc[i].right, rc[i].bottom);
    printf("\n");
    HeapFree(GetProcessHeap(), 0, d);
}

static HBITMAP make_dib(HDC dc, int bpp, int used, void **bits)
{
    struct { BITMAPINFOHEADER h; RGBQUAD c[256]; } bi;
    int i;
    memset(&bi, 0, sizeof(bi));
    bi.h.biSize = sizeof(bi.h);
    bi.h.biWidth = 4;
    bi.h.biHeight = 2;
    bi.h.biPlanes = 1;
    bi.h.biBitCount = bpp;
    bi.h.biClrUsed = used;
    for (i = 0; i < 256; i++) {
        bi.c[i].rgbRed = i; bi.c[i].rgbGreen = 255 - i; bi.c[i].rgbBlue = i / 2;
    }
    return CreateDIBSection(dc, (BITMAPINFO *)&bi, DIB_RGB_COLORS, bits, NULL, 0);
}

int main(void)
{
    HDC screen = GetDC(NULL), mem = CreateCompatibleDC(screen);
    HDC emf = CreateEnhMetaFileA(NULL, NULL, NULL, NULL), wmf = CreateMetaFileA(NULL);
    LOGBRUSH lb = { BS_SOLID, RGB(1, 2, 3), 0 };
    HPEN pen = CreatePen(PS_SOLID, 1, 0), xpen = ExtCreatePen(PS_GEOMETRIC, 3, &lb, 0, NULL);
    HBRUSH br = CreateSolidBrush(RGB(9, 9, 9));
    HFONT font = CreateFontA(-12, 0, 0, 0, 400, 0, 0, 0, 0, 0, 0, 0, 0, "Arial");
    HBITMAP bmp = CreateCompatibleBitmap(screen, 4, 4);
    HRGN rgn = CreateRectRgn(0, 0, 5, 5), r2;
    LOGPALETTE lp = { 0x300, 1, {{ 1, 2, 3, 0 }} };
    HPALETTE pal = CreatePalette(&lp);
    HENHMETAFILE hemf;
    HMETAFILE hwmf;
    void *bits;
    HBITMAP dib, old;
    RGBQUAD q[260];
    UINT n;
    int i, ri;
    DWORD src;
    CHARSETINFO csi;
    TEXTMETRICW tm;
    LONG height, avg;

    printf("types: dc=%lu memdc=%lu emfdc=%lu wmfdc=%lu pen=%lu extpen=%lu brush=%lu\n",
           GetObjectType(screen), GetObjectType(mem), GetObjectType(emf), GetObjectType(wmf),
           GetObjectType(pen), GetObjectType(xpen), GetObjectType(br));
    printf("types: font=%lu bitmap=%lu region=%lu palette=%lu stockbrush=%lu stockfont=%lu stockpal=%lu\n",
           GetObjectType(font), GetObjectType(bmp), GetObjectType(rgn), GetObjectType(pal),
           GetObjectType(GetStockObject(WHITE_BRUSH)), GetObjectType(GetStockObject(SYSTEM_FONT)),
           GetObjectType(GetStockObject(DEFAULT_PALETTE)));
    hemf = CloseEnhMetaFile(emf);
    hwmf = CloseMetaFile(wmf);
    printf("types: emf=%lu wmf=%lu\n", GetObjectType(hemf), GetObjectType(hwmf));
    SetLastError(0);
    n = GetObjectType((HGDIOBJ)0x12345);
    printf("GetObjectType(bad)=%u err=%lu\n", n, GetLastError());
    DeleteObject(pen);
    n = GetObjectType(pen);
    printf("GetObjectType(deleted)=%u\n", n);

    n = GetDIBColorTable(mem, 0, 2, q);
    printf("GetDIBColorTable(no dib)=%u\n", n);
    dib = make_dib(mem, 8, 0, &bits);
    old = SelectObject(mem, dib);
    memset(q, 0xEE, sizeof(q));
    n = GetDIBColorTable(mem, 0, 300, q);
    printf("8bpp: GetDIBColorTable(0,300)=%u q[5]=%02x%02x%02x%02x q[255]=%02x%02x%02x\n", n,
           q[5].rgbRed, q[5].rgbGreen, q[5].rgbBlue, q[5].rgbReserved, q[255].rgbRed, q[255].rgbGreen, q[255].rgbBlue);
    n = GetDIBColorTable(mem, 250, 10, q);
    printf("8bpp: GetDIBColorTable(250,10)=%u\n", n);
    n = GetDIBColorTable(mem, 256, 1, q);
    printf("8bpp: GetDIBColorTable(256,1)=%u\n", n);
    ((BYTE *)bits)[0] = 3;          /* pixel (0, 1): bottom-up, first row is the bottom */
    q[0].rgbRed = 0x11; q[0].rgbGreen = 0x22; q[0].rgbBlue = 0x33; q[0].rgbReserved = 0x44;
    q[1].rgbRed = 0x55; q[1].rgbGreen = 0x66; q[1].rgbBlue = 0x77; q[1].rgbReserved = 0;
    n = SetDIBColorTable(mem, 3, 2, q);
    printf("8bpp: SetDIBColorTable(3,2)=%u pixel=%06lx\n", n, GetPixel(mem, 0, 1));
    n = GetDIBColorTable(mem, 3, 2, q + 10);
    printf("8bpp: read back=%u %02x%02x%02x%02x %02x%02x%02x\n", n, q[10].rgbRed, q[10].rgbGreen,
           q[10].rgbBlue, q[10].rgbReserved, q[11].rgbRed, q[11].rgbGreen, q[11].rgbBlue);
    n = SetDIBColorTable(mem, 255, 5, q);
    printf("8bpp: SetDIBColorTable(255,5)=%u\n", n);
    SelectObject(mem, old);
    DeleteObject(dib);
    dib = make_dib(mem, 4, 6, &bits);
    SelectObject(mem, dib);
    n = GetDIBColorTable(mem, 0, 16, q);
    printf("4bpp used 6: GetDIBColorTable=%u\n", n);
    SelectObject(mem, old);
    DeleteObject(dib);
    dib = make_dib(mem, 1, 0, &bits);
    SelectObject(mem, dib);
    n = GetDIBColorTable(mem, 0, 16, q);
    printf("1bpp: GetDIBColorTable=%u q[1]=%02x%02x%02x\n", n, q[1].rgbRed, q[1].rgbGreen, q[1].rgbBlue);
    SelectObject(mem, old);
    DeleteObject(dib);
    dib = make_dib(mem, 24, 0, &bits);
    SelectObject(mem, dib);
    n = GetDIBColorTable(mem, 0, 16, q);
    printf("24bpp: GetDIBColorTable=%u\n", n);
    n = SetDIBColorTable(mem, 0, 1, q);
    printf("24bpp: SetDIBColorTable=%u\n", n);

    {
        struct { RGNDATAHEADER h; RECT r[3]; } d;
        XFORM xf = { 2, 0, 0, 3, 10, 20 };
        memset(&d, 0, sizeof(d));
        d.h.dwSize = sizeof(d.h);
        d.h.iType = RDH_RECTANGLES;
        d.h.nCount = 3;
        d.h.nRgnSize = sizeof(d.r);
        SetRect(&d.r[0], 0, 0, 10, 10);
        SetRect(&d.r[1], 10, 0, 20, 5);
        SetRect(&d.r[2], 30, 30, 40, 40);
        r2 = ExtCreateRegion(NULL, sizeof(d), (RGNDATA *)&d);
        printf("ExtCreateRegion=%d type=%d\n", r2 != NULL, GetObjectType(r2) == OBJ_REGION);
        show_rgn("  rgn", r2);
        DeleteObject(r2);
        r2 = ExtCreateRegion(&xf, sizeof(d), (RGNDATA *)&d);
        show_rgn("  scaled", r2);
        DeleteObject(r2);
        r2 = ExtCreateRegion(NULL, sizeof(d.h) + 16, (RGNDATA *)&d);
        printf("ExtCreateRegion(short size)=%d\n", r2 != NULL);
        if (r2) show_rgn("  short", r2);
        d.h.iType = 2;
        SetLastError(0);
        r2 = ExtCreateRegion(NULL, sizeof(d), (RGNDATA *)&d);
        printf("ExtCreateRegion(bad type)=%d\n", r2 != NULL);
        d.h.iType = RDH_RECTANGLES;
        d.h.nCount = 0;
        r2 = ExtCreateRegion(NULL, sizeof(d), (RGNDATA *)&d);
        printf("ExtCreateRegion(empty)=%d\n", r2 != NULL);
        if (r2) show_rgn("  empty", r2);
    }

    r2 = CreateRectRgn(0, 0, 1, 1);
    ri = GetRandomRgn(mem, r2, CLIPRGN);
    printf("GetRandomRgn(CLIPRGN, none)=%d\n", ri);
    ri = GetRandomRgn(mem, r2, 2);
    printf("GetRandomRgn(METARGN)=%d\n", ri);
    ri = GetRandomRgn(mem, r2, 3);
    printf("GetRandomRgn(APIRGN, none)=%d\n", ri);
    ri = GetRandomRgn(mem, r2, SYSRGN);
    printf("GetRandomRgn(SYSRGN, memdc)=%d\n", ri);
    show_rgn("  sys", r2);
    SelectClipRgn(mem, rgn);
    ri = GetRandomRgn(mem, r2, CLIPRGN);
    printf("GetRandomRgn(CLIPRGN)=%d\n", ri);
    show_rgn("  clip", r2);
    ri = GetRandomRgn(mem, r2, 3);
    printf("GetRandomRgn(APIRGN)=%d\n", ri);
    ri = GetRandomRgn(mem, r2, 9);
    printf("GetRandomRgn(9)=%d\n", ri);
    ri = GetRandomRgn(NULL, r2, 1);
    printf("GetRandomRgn(NULL dc)=%d\n", ri);

    for (i = 0; i < 5; i++) {
        static const DWORD cs[] = { ANSI_CHARSET, RUSSIAN_CHARSET, SHIFTJIS_CHARSET, SYMBOL_CHARSET, DEFAULT_CHARSET };
        memset(&csi, 0xCC, sizeof(csi));
        n = TranslateCharsetInfo((DWORD *)(ULONG_PTR)cs[i], &csi, TCI_SRCCHARSET);
        printf("TCI(charset %lu)=%u cs=%u cp=%u csb=%08lx,%08lx usb0=%08lx\n", cs[i], n, csi.ciCharset,
               csi.ciACP, csi.fs.fsCsb[0], csi.fs.fsCsb[1], csi.fs.fsUsb[0]);
    }
    n = TranslateCharsetInfo((DWORD *)1250, &csi, TCI_SRCCODEPAGE);
    printf("TCI(cp 1250)=%u cs=%u cp=%u csb=%08lx\n", n, csi.ciCharset, csi.ciACP, csi.fs.fsCsb[0]);
    n = TranslateCharsetInfo((DWORD *)437, &csi, TCI_SRCCODEPAGE);
    printf("TCI(cp 437)=%u\n", n);
    src = 0x00020004;
    n = TranslateCharsetInfo(&src, &csi, TCI_SRCFONTSIG);
    printf("TCI(fontsig 20004)=%u cs=%u cp=%u csb=%08lx\n", n, csi.ciCharset, csi.ciACP, csi.fs.fsCsb[0]);
    src = 0x00000200;
    n = TranslateCharsetInfo(&src, &csi, TCI_SRCFONTSIG);
    printf("TCI(fontsig 200)=%u\n", n);
    src = 0;
    n = TranslateCharsetInfo(&src, &csi, TCI_SRCFONTSIG);
    printf("TCI(fontsig 0)=%u\n", n);
    n = TranslateCharsetInfo(&src, &csi, 7);
    printf("TCI(flags 7)=%u\n", n);

    {
        HDC d2 = CreateCompatibleDC(NULL);
        SIZE sz;
        avg = GdiGetCharDimensions(d2, &tm, &height);
        GetTextExtentPoint32A(d2, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ", 52, &sz);
        printf("GdiGetCharDimensions: consistent=%d tm height same=%d\n",
               avg == (sz.cx / 26 + 1) / 2 && height == sz.cy, tm.tmHeight == sz.cy);
        avg = GdiGetCharDimensions(d2, NULL, NULL);
        printf("GdiGetCharDimensions(NULLs) consistent=%d\n", avg == (sz.cx / 26 + 1) / 2);
        printf("GdiGetCharDimensions(bad dc)=%ld\n", GdiGetCharDimensions((HDC)0x1234, NULL, NULL));
        DeleteDC(d2);
    }
    {
        HDC d = CreateCompatibleDC(NULL);
        HBITMAP b = CreateCompatibleBitmap(screen, 100, 100);
        POINT pts[20];
        BYTE types[20];
        RECT box;
        int k, modes[] = { RGN_COPY, RGN_AND, RGN_OR, RGN_XOR, RGN_DIFF };
        ABCFLOAT abc[3];
        FLOAT w[3];
        INT wi[3];
        SelectObject(d, b);
        SetLastError(0);
        ri = GetPath(d, pts, types, 20);
        printf("GetPath(no path)=%d err=%lu\n", ri, GetLastError());
        SetLastError(0);
        ri = FlattenPath(d);
        printf("FlattenPath(no path)=%d err=%lu\n", ri, GetLastError());
        BeginPath(d);
        MoveToEx(d, 10, 10, NULL);
        LineTo(d, 50, 10);
        LineTo(d, 50, 40);
        CloseFigure(d);
        MoveToEx(d, 60, 60, NULL);
        LineTo(d, 70, 80);
        SetLastError(0);
        ri = GetPath(d, pts, types, 20);
        printf("GetPath(open)=%d err=%lu\n", ri, GetLastError());
        EndPath(d);
        n = GetPath(d, NULL, NULL, 0);
        printf("GetPath(count)=%u\n", n);
        SetLastError(0);
        ri = GetPath(d, pts, types, 2);
        printf("GetPath(small)=%d err=%lu\n", ri, GetLastError());
        n = GetPath(d, pts, types, 20);
        printf("GetPath=%u:", n);
        for (i = 0; i < (int)n; i++) printf(" (%ld,%ld)%d", pts[i].x, pts[i].y, types[i]);
        printf("\n");
        printf("FlattenPath=%d count after=%d\n", FlattenPath(d), GetPath(d, NULL, NULL, 0));
        SetMapMode(d, MM_ANISOTROPIC);
        SetWindowExtEx(d, 200, 200, NULL);
        SetViewportExtEx(d, 100, 100, NULL);
        n = GetPath(d, pts, types, 20);
        printf("GetPath(scaled view)=%u first=(%ld,%ld)\n", n, pts[0].x, pts[0].y);
        SetMapMode(d, MM_TEXT);
        for (k = 0; k < 5; k++) {
            HRGN clip = CreateRectRgn(0, 0, 30, 30);
            SelectClipRgn(d, k ? clip : NULL);
            DeleteObject(clip);
            BeginPath(d);
            Rectangle(d, 20, 20, 60, 50);
            EndPath(d);
            ri = SelectClipPath(d, modes[k]);
            n = GetClipBox(d, &box);
            printf("SelectClipPath(mode %d)=%d clipbox=%u (%ld,%ld,%ld,%ld) path left=%d\n", modes[k], ri, n,
                   box.left, box.top, box.right, box.bottom, GetPath(d, NULL, NULL, 0));
        }
        BeginPath(d);
        Rectangle(d, 20, 20, 60, 50);
        EndPath(d);
        SetLastError(0);
        ri = SelectClipPath(d, 9);
        printf("SelectClipPath(bad mode)=%d err=%lu\n", ri, GetLastError());
        SetLastError(0);
        ri = SelectClipPath(d, RGN_COPY);
        printf("SelectClipPath(no path, used up)=%d err=%lu\n", ri, GetLastError());
        ri = GetCharABCWidthsFloatA(d, 'A', 'C', abc);
        GetCharWidth32A(d, 'A', 'C', wi);
        for (k = 0; k < 3; k++) w[k] = (FLOAT)wi[k];
        printf("GetCharABCWidthsFloatA=%d A=0 C=0 B=GetCharWidth32: %d %d %d\n", ri,
               abc[0].abcfA == 0 && abc[0].abcfC == 0 && abc[0].abcfB == w[0],
               abc[1].abcfA == 0 && abc[1].abcfC == 0 && abc[1].abcfB == w[1],
               abc[2].abcfA == 0 && abc[2].abcfC == 0 && abc[2].abcfB == w[2]);
        DeleteDC(d);
        DeleteObject(b);
    }
    {
        struct { DEVMODEA dm; BYTE extra[4]; } a;
        DEVMODEW *w;
        memset(&a, 0, sizeof(a));
        strcpy((char *)a.dm.dmDeviceName, "Printer Name");
        a.dm.dmSpecVersion = 0x401;
        a.dm.dmSize = sizeof(DEVMODEA);
        a.dm.dmDriverExtra = 4;
        a.dm.dmFields = DM_PAPERSIZE | DM_FORMNAME | DM_LOGPIXELS;
        a.dm.dmPaperSize = DMPAPER_LETTER;
        a.dm.dmCollate = 1;
        strcpy((char *)a.dm.dmFormName, "Letter");
        a.dm.dmLogPixels = 300;
        a.dm.dmPelsWidth = 1234;
        a.dm.dmDisplayFrequency = 60;
        memcpy(a.extra, "XTRA", 4);
        w = GdiConvertToDevmodeW(&a.dm);
        printf("GdiConvertToDevmodeW: size=%u extra=%u spec=%x name=%ls fields=%lx paper=%d collate=%d form=%ls logpixels=%u pels=%lu freq=%lu extra=%.4s\n",
               w->dmSize, w->dmDriverExtra, w->dmSpecVersion, w->dmDeviceName, w->dmFields, w->dmPaperSize,
               w->dmCollate, w->dmFormName, w->dmLogPixels, w->dmPelsWidth, w->dmDisplayFrequency,
               (char *)w + w->dmSize);
        printf("HeapFree=%d\n", HeapFree(GetProcessHeap(), 0, w));
        a.dm.dmSize = 70;               /* up to dmCollate: no form name */
        a.dm.dmDriverExtra = 0;
        w = GdiConvertToDevmodeW(&a.dm);
        printf("GdiConvertToDevmodeW(70)=%d size=%u paper=%d collate=%d\n", w != NULL, w ? w->dmSize : 0,
               w ? w->dmPaperSize : 0, w ? w->dmCollate : 0);
        HeapFree(GetProcessHeap(), 0, w);
        a.dm.dmSize = 20;
        w = GdiConvertToDevmodeW(&a.dm);
        printf("GdiConvertToDevmodeW(20)=%p\n", w);
    }
    {
        LOGPEN lp = { PS_DASH, { 1, 0 }, RGB(10, 20, 30) }, back;
        HPEN p = CreatePenIndirect(&lp);
        HDC d = CreateCompatibleDC(NULL);
        POINT org = { 5, 5 };
        memset(&back, 0, sizeof(back));
        n = GetObjectA(p, sizeof(back), &back);
        printf("CreatePenIndirect: type=%lu GetObject=%u style=%u width=%ld color=%06lx\n", GetObjectType(p), n,
               back.lopnStyle, back.lopnWidth.x, back.lopnColor);
        DeleteObject(p);
        ri = GetDCOrgEx(d, &org);
        printf("GetDCOrgEx(memdc)=%d (%ld,%ld)\n", ri, org.x, org.y);
        org.x = org.y = 5;
        ri = GetDCOrgEx(screen, &org);
        printf("GetDCOrgEx(screen)=%d (%ld,%ld)\n", ri, org.x, org.y);
        printf("GetLayout=%lu\n", GetLayout(d));
        n = SetLayout(d, LAYOUT_BITMAPORIENTATIONPRESERVED);
        printf("SetLayout(8)=%u then %lu\n", n, GetLayout(d));
        printf("SetLayout(0)=%lu\n", SetLayout(d, 0));
        SetLastError(0);
        n = GetLayout((HDC)0x4321);
        printf("GetLayout(bad)=%x\n", n);
        printf("GdiGetCodePage(system font)=%lu\n", GdiGetCodePage(d));
        SelectObject(d, GetStockObject(OEM_FIXED_FONT));
        printf("GdiGetCodePage(OEM font)=%lu\n", GdiGetCodePage(d));
        SelectObject(d, CreateFontA(-12, 0, 0, 0, 400, 0, 0, 0, RUSSIAN_CHARSET, 0, 0, 0, 0, "Arial"));
        printf("GdiGetCodePage(Russian font)=%lu\n", GdiGetCodePage(d));
        DeleteDC(d);
    }
    {
        HDC e = CreateEnhMetaFileA(NULL, NULL, NULL, NULL);
        HDC d = CreateCompatibleDC(screen);
        HBITMAP b = CreateCompatibleBitmap(screen, 100, 100);
        HENHMETAFILE h;
        ENHMETAHEADER hdr;
        RECT r = { 10, 10, 60, 50 }, all = { 0, 0, 100, 100 };
        printf("EMF SetMapMode=%d\n", SetMapMode(e, MM_ANISOTROPIC));
        SetWindowExtEx(e, 200, 200, NULL);
        SetViewportExtEx(e, 100, 100, NULL);
        SetWindowOrgEx(e, 0, 0, NULL);
        SelectObject(e, GetStockObject(BLACK_BRUSH));
        SelectObject(e, GetStockObject(NULL_PEN));
        Rectangle(e, 20, 20, 120, 100);
        h = CloseEnhMetaFile(e);
        GetEnhMetaFileHeader(h, sizeof(hdr), &hdr);
        printf("EMF bounds=(%ld,%ld,%ld,%ld) records=%lu\n", hdr.rclBounds.left, hdr.rclBounds.top,
               hdr.rclBounds.right, hdr.rclBounds.bottom, hdr.nRecords);
        SelectObject(d, b);
        FillRect(d, &all, GetStockObject(WHITE_BRUSH));
        printf("PlayEnhMetaFile=%d\n", PlayEnhMetaFile(d, h, &r));
        printf("pixels: inside=%06lx edge=%06lx outside=%06lx far=%06lx\n", GetPixel(d, 30, 30),
               GetPixel(d, 11, 11), GetPixel(d, 5, 5), GetPixel(d, 70, 70));
        DeleteEnhMetaFile(h);
        DeleteDC(d);
        DeleteObject(b);
    }
    {
        HDC m = CreateMetaFileA(NULL);
        HDC d = CreateCompatibleDC(screen);
        HBITMAP b = CreateCompatibleBitmap(screen, 100, 100);
        HMETAFILE hm;
        HENHMETAFILE he;
        ENHMETAHEADER hdr;
        METAFILEPICT mfp = { MM_ANISOTROPIC, 5000, 4000, NULL };
        RECT all = { 0, 0, 100, 100 };
        BYTE *bits;
        UINT size;
        SetWindowExtEx(m, 200, 200, NULL);
        SelectObject(m, GetStockObject(BLACK_BRUSH));
        SelectObject(m, GetStockObject(NULL_PEN));
        Rectangle(m, 20, 20, 120, 100);
        SelectObject(m, CreateSolidBrush(RGB(255, 0, 0)));
        Ellipse(m, 140, 140, 190, 190);
        hm = CloseMetaFile(m);
        size = GetMetaFileBitsEx(hm, 0, NULL);
        bits = HeapAlloc(GetProcessHeap(), 0, size);
        GetMetaFileBitsEx(hm, size, bits);
        he = SetWinMetaFileBits(size, bits, NULL, &mfp);
        printf("SetWinMetaFileBits=%d type=%lu\n", he != NULL, GetObjectType(he));
        GetEnhMetaFileHeader(he, sizeof(hdr), &hdr);
        printf("  frame=(%ld,%ld,%ld,%ld)\n", hdr.rclFrame.left, hdr.rclFrame.top, hdr.rclFrame.right,
               hdr.rclFrame.bottom);
        SelectObject(d, b);
        FillRect(d, &all, GetStockObject(WHITE_BRUSH));
        PlayEnhMetaFile(d, he, &all);
        printf("  pixels: rect=%06lx %06lx outside=%06lx %06lx ellipse=%06lx\n", GetPixel(d, 30, 30),
               GetPixel(d, 55, 45), GetPixel(d, 5, 5), GetPixel(d, 65, 55), GetPixel(d, 82, 82));
        DeleteEnhMetaFile(he);
        he = SetWinMetaFileBits(size, bits, NULL, NULL);
        GetEnhMetaFileHeader(he, sizeof(hdr), &hdr);
        printf("SetWinMetaFileBits(no METAFILEPICT)=%d frame is the device=%d\n", he != NULL,
               hdr.rclFrame.left == 0 && hdr.rclFrame.top == 0 && hdr.rclFrame.right > 10000);
        FillRect(d, &all, GetStockObject(WHITE_BRUSH));
        PlayEnhMetaFile(d, he, &all);
        printf("  pixels: rect=%06lx outside=%06lx ellipse=%06lx\n", GetPixel(d, 30, 30),
               GetPixel(d, 5, 5), GetPixel(d, 82, 82));
        DeleteEnhMetaFile(he);
        SetLastError(0);
        he = SetWinMetaFileBits(4, (BYTE *)"junk", NULL, NULL);
        printf("SetWinMetaFileBits(junk)=%p\n", he);
        DeleteMetaFile(hm);
        DeleteDC(d);
        DeleteObject(b);
    }
    fflush(stdout);
    return 0;
}
