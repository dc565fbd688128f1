/*
 * mfconv.c - the metafile conversions and queries: GetWinMetaFileBits (the EMF carried
 * in WMFC comments, the checksum, the mapping mode's window, the drawing converted),
 * SetWinMetaFileBits giving the original EMF back, playing the converted WMF,
 * GdiComment, GdiIsMetaFileDC / GdiIsPlayMetafileDC, GetEnhMetaFileDescription,
 * GetEnhMetaFilePaletteEntries, SetEnhMetaFileBits' refusals.
 */
#include <windows.h>
#include <stdio.h>
#include <string.h>

/* exported by gdi32 (and in mingw's import library), not declared in its headers */
BOOL WINAPI GdiIsMetaFileDC(HDC);
BOOL WINAPI GdiIsMetaPrintDC(HDC);
BOOL WINAPI GdiIsPlayMetafileDC(HDC);

static int g_playing, g_comments;

static int CALLBACK enum_proc(HDC dc, HANDLETABLE *t, const ENHMETARECORD *r, int n, LPARAM d)
{
    if (r->iType == EMR_GDICOMMENT)
        g_comments++;
    g_playing += GdiIsPlayMetafileDC(dc) ? 1 : 0;
    return PlayEnhMetaFileRecord(dc, t, r, n);
}

static int CALLBACK wmf_proc(HDC dc, HANDLETABLE *t, METARECORD *r, int n, LPARAM d)
{
    int *seen = (int *)d;
    if (seen[0] < 8)
        seen[1 + seen[0]] = r->rdFunction;
    seen[0]++;
    return PlayMetaFileRecord(dc, t, r, n);
}

static HENHMETAFILE picture(HDC ref, const RECT *frame)
{
    HDC dc = CreateEnhMetaFileA(ref, NULL, frame, "mfconv\0picture\0");
    HPEN pen = CreatePen(PS_SOLID, 3, RGB(0, 0, 255));
    HBRUSH brush = CreateSolidBrush(RGB(255, 0, 0));
    POINT tri[3] = {{10, 60}, {40, 60}, {10, 90}};
    static const BYTE note[] = "a note";
    printf("GdiIsMetaFileDC(emf)=%d GdiIsPlayMetafileDC=%d GdiIsMetaPrintDC=%d\n",
           GdiIsMetaFileDC(dc), GdiIsPlayMetafileDC(dc), GdiIsMetaPrintDC(dc));
    printf("GdiComment=%d\n", GdiComment(dc, sizeof(note), note));
    SelectObject(dc, pen);
    SelectObject(dc, brush);
    Rectangle(dc, 10, 10, 50, 40);
    Polygon(dc, tri, 3);
    MoveToEx(dc, 0, 95, NULL);
    LineTo(dc, 100, 95);
    SelectObject(dc, GetStockObject(BLACK_PEN));
    DeleteObject(pen);
    return CloseEnhMetaFile(dc);
}

static int window_x(HDC ref, int mode, const RECT *rc)
{
    switch (mode) {
    case MM_LOMETRIC: return MulDiv(rc->left, 1, 10);
    case MM_HIMETRIC: return rc->left >= 0 ? rc->left : rc->left + 1;
    case MM_LOENGLISH: return MulDiv(rc->left, 10, 254);
    case MM_HIENGLISH: return MulDiv(rc->left, 100, 254);
    case MM_TWIPS: return MulDiv(rc->left, 72 * 20, 2540);
    }
    return MulDiv(rc->left, GetDeviceCaps(ref, HORZRES), GetDeviceCaps(ref, HORZSIZE) * 100);
}

static int window_y(HDC ref, int mode, const RECT *rc)
{
    switch (mode) {
    case MM_LOMETRIC: return MulDiv(-rc->top, 1, 10) + 1;
    case MM_HIMETRIC: return -rc->top + 1;
    case MM_LOENGLISH: return MulDiv(-rc->top, 10, 254) + 1;
    case MM_HIENGLISH: return MulDiv(-rc->top, 100, 254) + 1;
    case MM_TWIPS: return MulDiv(-rc->top, 72 * 20, 2540) + 1;
    }
    return MulDiv(rc->top, GetDeviceCaps(ref, VERTRES), GetDeviceCaps(ref, VERTSIZE) * 100) + 1;
}

static void conversion(HDC ref, int mode, const RECT *frame)
{
    HENHMETAFILE emf = picture(ref, frame), back;
    UINT size = GetWinMetaFileBits(emf, 0, NULL, mode, ref), i, esize, bsize;
    BYTE *wmf = malloc(size), *ebits, *bbits;
    METAHEADER *mh = (METAHEADER *)wmf;
    METARECORD *rec;
    WORD sum = 0;
    METAFILEPICT mfp = {MM_ISOTROPIC, 0x1234, 0x2345, 0};
    UINT got = GetWinMetaFileBits(emf, size, wmf, mode, ref);
    for (i = 0; i < size / 2; i++)
        sum += ((WORD *)wmf)[i];
    esize = GetEnhMetaFileBits(emf, 0, NULL);
    printf("mode %d: size=%u got=%u sum=%04x type=%d version=%x\n", mode, size == got,
           got > 0, sum, mh->mtType, mh->mtVersion);
    rec = (METARECORD *)(wmf + 18);
    printf("  escape=%x mfcomment=%d bytes=%d ident=%08lx count=%d chunk=%d emf=%d\n",
           rec->rdFunction, rec->rdParm[0], rec->rdParm[1] == esize + 34,
           *(DWORD *)(rec->rdParm + 2), rec->rdParm[11], *(DWORD *)(rec->rdParm + 13) == esize,
           *(DWORD *)(rec->rdParm + 17) == esize);
    rec = (METARECORD *)((WORD *)rec + rec->rdSize);
    printf("  mapmode=%x,%d", rec->rdFunction, rec->rdParm[0]);
    rec = (METARECORD *)((WORD *)rec + rec->rdSize);
    /* the window as Windows writes it (Wine's metafile tests): the frame's top left in
       the mode's units, its y one further; printed as the difference from that */
    printf(" org=%x,%d,%d", rec->rdFunction, (short)rec->rdParm[1] - window_x(ref, mode, frame),
           (short)rec->rdParm[0] - window_y(ref, mode, frame));
    rec = (METARECORD *)((WORD *)rec + rec->rdSize);
    printf(" ext=%x,%d,%d\n", rec->rdFunction, (short)rec->rdParm[1] -
           MulDiv(frame->right - frame->left, GetDeviceCaps(ref, HORZRES),
                  GetDeviceCaps(ref, HORZSIZE) * 100),
           (short)rec->rdParm[0] - MulDiv(frame->bottom - frame->top,
                                          GetDeviceCaps(ref, VERTRES),
                                          GetDeviceCaps(ref, VERTSIZE) * 100));
    /* the embedded EMF comes back byte for byte, whatever the METAFILEPICT says */
    back = SetWinMetaFileBits(size, wmf, NULL, &mfp);
    ebits = malloc(esize);
    GetEnhMetaFileBits(emf, esize, ebits);
    bsize = GetEnhMetaFileBits(back, 0, NULL);
    bbits = malloc(bsize);
    GetEnhMetaFileBits(back, bsize, bbits);
    printf("  SetWinMetaFileBits=%d same=%d\n", back != NULL,
           bsize == esize && !memcmp(ebits, bbits, esize));
    DeleteEnhMetaFile(back);
    /* one word changed: the checksum no longer adds up, the records are the picture */
    rec->rdParm[1]++;
    back = SetWinMetaFileBits(size, wmf, NULL, &mfp);
    bsize = GetEnhMetaFileBits(back, 0, NULL);
    printf("  changed: SetWinMetaFileBits=%d same=%d\n", back != NULL, bsize == esize);
    DeleteEnhMetaFile(back);
    free(bbits);
    free(ebits);
    free(wmf);
    DeleteEnhMetaFile(emf);
}

static void play_converted(HDC ref)
{
    RECT frame = {0, 0, 2646, 2646};        /* 100 x 100 pixels at 96 dpi */
    HENHMETAFILE emf = picture(ref, &frame);
    UINT size = GetWinMetaFileBits(emf, 0, NULL, MM_ANISOTROPIC, ref);
    BYTE *bits = malloc(size);
    HMETAFILE mf;
    HDC mem = CreateCompatibleDC(ref);
    HBITMAP bmp = CreateCompatibleBitmap(ref, 120, 120);
    int seen[9] = {0}, red = 0, blue = 0, x, y;
    GetWinMetaFileBits(emf, size, bits, MM_ANISOTROPIC, ref);
    mf = SetMetaFileBitsEx(size, bits);
    SelectObject(mem, bmp);
    PatBlt(mem, 0, 0, 120, 120, WHITENESS);
    SetMapMode(mem, MM_ANISOTROPIC);
    SetViewportExtEx(mem, 100, 100, NULL);
    printf("PlayMetaFile(converted)=%d\n", PlayMetaFile(mem, mf));
    SetMapMode(mem, MM_TEXT);
    for (y = 0; y < 120; y++)
        for (x = 0; x < 120; x++) {
            COLORREF c = GetPixel(mem, x, y);
            red += c == RGB(255, 0, 0);
            blue += c == RGB(0, 0, 255);
        }
    printf("  red=%d blue=%d\n", red > 500, blue > 100);
    EnumMetaFile(mem, mf, wmf_proc, (LPARAM)seen);
    printf("  EnumMetaFile records=%d first=%x,%x,%x,%x\n", seen[0] > 10, seen[1], seen[2],
           seen[3], seen[4]);
    DeleteMetaFile(mf);
    DeleteDC(mem);
    DeleteObject(bmp);
    free(bits);
    DeleteEnhMetaFile(emf);
}

static void queries(HDC ref)
{
    RECT frame = {0, 0, 1000, 1000}, r = {0, 0, 100, 100};
    HENHMETAFILE emf = picture(ref, &frame);
    char desc[64];
    WCHAR wdesc[64];
    PALETTEENTRY pe[4];
    BYTE data[256];
    ENHMETAHEADER *emh = (ENHMETAHEADER *)data;
    HDC mf, mem;
    HENHMETAFILE h;
    int n = GetEnhMetaFileDescriptionA(emf, 0, NULL);
    printf("DescriptionA(NULL)=%d", n);
    memset(desc, 'x', sizeof(desc));
    n = GetEnhMetaFileDescriptionA(emf, sizeof(desc), desc);
    printf(" DescriptionA=%d %s|%s", n, desc, desc + strlen(desc) + 1);
    n = GetEnhMetaFileDescriptionW(emf, 3, wdesc);
    printf(" DescriptionW(3)=%d %c%c%c\n", n, (char)wdesc[0], (char)wdesc[1], (char)wdesc[2]);
    printf("PaletteEntries(NULL)=%u PaletteEntries=%u bad=%d\n",
           GetEnhMetaFilePaletteEntries(emf, 0, NULL), GetEnhMetaFilePaletteEntries(emf, 4, pe),
           (int)GetEnhMetaFilePaletteEntries((HENHMETAFILE)0xdead, 4, pe));
    mem = CreateCompatibleDC(ref);
    g_comments = g_playing = 0;
    EnumEnhMetaFile(mem, emf, enum_proc, NULL, &r);
    printf("EnumEnhMetaFile comments=%d GdiIsPlayMetafileDC(during)=%d after=%d\n",
           g_comments, g_playing > 0, GdiIsPlayMetafileDC(mem));
    printf("GdiIsMetaFileDC(mem)=%d NULL=%d GdiComment(mem)=%d\n", GdiIsMetaFileDC(mem),
           GdiIsMetaFileDC(NULL), GdiComment(mem, 4, (const BYTE *)"abc"));
    DeleteDC(mem);
    mf = CreateMetaFileA(NULL);
    printf("GdiIsMetaFileDC(wmf)=%d GdiComment(wmf)=%d\n", GdiIsMetaFileDC(mf),
           GdiComment(mf, 4, (const BYTE *)"abc"));
    DeleteMetaFile(CloseMetaFile(mf));
    printf("GetWinMetaFileBits(bad mode)=%u\n", GetWinMetaFileBits(emf, 0, NULL, 0, ref));
    DeleteEnhMetaFile(emf);

    memset(data, 0xAA, sizeof(data));
    SetLastError(0xdeadbeef);
    h = SetEnhMetaFileBits(sizeof(data), data);
    printf("SetEnhMetaFileBits(garbage)=%d err=%lu", h != NULL, GetLastError());
    memset(emh, 0, sizeof(*emh));
    emh->iType = EMR_HEADER;
    emh->nSize = sizeof(*emh);
    emh->dSignature = ENHMETA_SIGNATURE;
    emh->nBytes = sizeof(*emh);
    emh->nHandles = 1;
    h = SetEnhMetaFileBits(emh->nBytes, data);
    printf(" header=%d", h != NULL);
    DeleteEnhMetaFile(h);
    emh->nBytes++;
    SetLastError(0xdeadbeef);
    h = SetEnhMetaFileBits(emh->nBytes, data);
    printf(" unaligned=%d err=%lx", h != NULL, GetLastError());
    emh->nBytes--;
    emh->dSignature = 0;
    SetLastError(0xdeadbeef);
    h = SetEnhMetaFileBits(emh->nBytes, data);
    printf(" nosig=%d err=%lx\n", h != NULL, GetLastError());
}

int main(void)
{
    HDC ref = GetDC(NULL);
    RECT frames[2] = {{1000, 2000, 3000, 6000}, {-1005, -2005, 3000, 6000}};
    int mode, f;
    for (f = 0; f < 2; f++)
        for (mode = MM_TEXT; mode <= MM_ANISOTROPIC; mode++)
            conversion(ref, mode, &frames[f]);
    play_converted(ref);
    queries(ref);
    ReleaseDC(NULL, ref);
    return 0;
}
