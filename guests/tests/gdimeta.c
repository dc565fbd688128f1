/*
 * gdimeta.c - enhanced metafiles: record shapes, a hatch brush, a polygon and text into
 * a metafile DC, play it at two scales into a DIB section, save it to a file and load
 * it back, enumerate its records.
 */
#include "gdicommon.h"

static int g_records, g_first, g_last;

static int CALLBACK enum_proc(HDC dc, HANDLETABLE *t, const ENHMETARECORD *r, int n, LPARAM d)
{
    if (g_records == 0)
        g_first = r->iType;
    g_last = r->iType;
    g_records++;
    if (dc)
        PlayEnhMetaFileRecord(dc, t, r, n);
    return 1;
}

static int g_wmf_records;

static int CALLBACK wmf_proc(HDC dc, HANDLETABLE *t, METARECORD *r, int n, LPARAM d)
{
    g_wmf_records++;
    PlayMetaFileRecord(dc, t, r, n);
    return 1;
}

/* A Windows metafile: recorded, played in the DC's coordinates at two scales (the
   mapping mode scales it), saved and loaded, enumerated. */
static void wmf(void)
{
    HDC mf = CreateMetaFileA(NULL), dc;
    HMETAFILE m, copy, loaded;
    POINT tri[3] = {{60, 60}, {90, 60}, {60, 90}};
    HBRUSH red = CreateSolidBrush(RGB(255, 0, 0));
    SelectObject(mf, GetStockObject(NULL_PEN));
    SelectObject(mf, GetStockObject(BLACK_BRUSH));
    Rectangle(mf, 10, 10, 51, 51);
    SelectObject(mf, red);
    Polygon(mf, tri, 3);
    SelectObject(mf, GetStockObject(BLACK_PEN));
    MoveToEx(mf, 0, 95, NULL);
    LineTo(mf, 100, 95);
    SetBkMode(mf, TRANSPARENT);
    TextOutA(mf, 60, 10, "Hi", 2);
    m = CloseMetaFile(mf);
    dc = dib_dc(200, 100);
    PlayMetaFile(dc, m);
    printf("wmf=%d wmf_square=%d wmf_line=%d wmf_red=%d wmf_text=%d\n", m != NULL,
           count_px(0, 0, 56, 56, 0), count_px(0, 95, 100, 96, 0),
           count_px(55, 55, 95, 95, 0xFF0000), count_px(55, 5, 95, 30, 0) > 0);
    PatBlt(dc, 0, 0, 200, 100, WHITENESS);
    SetMapMode(dc, MM_ANISOTROPIC);
    SetWindowExtEx(dc, 100, 100, NULL);
    SetViewportExtEx(dc, 50, 50, NULL);
    PlayMetaFile(dc, m);
    SetMapMode(dc, MM_TEXT);
    printf("wmf_half_square=%d wmf_half_line=%d\n", count_px(0, 0, 28, 28, 0),
           count_px(0, 47, 50, 48, 0));
    copy = CopyMetaFileA(m, "pic.wmf");
    loaded = GetMetaFileA("pic.wmf");
    PatBlt(dc, 0, 0, 200, 100, WHITENESS);
    PlayMetaFile(dc, loaded);
    printf("wmf_copy=%d wmf_loaded=%d wmf_loaded_square=%d\n", copy != NULL, loaded != NULL,
           count_px(0, 0, 56, 56, 0));
    PatBlt(dc, 0, 0, 200, 100, WHITENESS);
    EnumMetaFile(dc, m, wmf_proc, 0);
    printf("wmf_enum_records_ok=%d wmf_enum_square=%d\n", g_wmf_records > 8,
           count_px(0, 0, 56, 56, 0));
    DeleteMetaFile(m);
    DeleteMetaFile(copy);
    DeleteMetaFile(loaded);
    DeleteObject(red);
    DeleteDC(dc);
}

int WINAPI WinMain(HINSTANCE inst, HINSTANCE prev, LPSTR cmd, int show)
{
    HDC ref = GetDC(NULL), mf, dc;
    RECT frame = {0, 0, 2646, 2646};   /* 100 x 100 pixels at 96 dpi, in 0.01 mm */
    HENHMETAFILE emf, copy, loaded;
    HBRUSH hatch = CreateHatchBrush(HS_CROSS, RGB(0, 0, 0));
    POINT tri[3] = {{60, 60}, {90, 60}, {60, 90}};
    RECT r1 = {0, 0, 100, 100}, r2 = {0, 0, 50, 50}, r3 = {100, 0, 200, 100};
    ENHMETAHEADER hdr;
    int a, b, c;

    mf = CreateEnhMetaFileA(ref, NULL, &frame, "gdimeta\0picture\0");
    SelectObject(mf, GetStockObject(NULL_PEN));
    SelectObject(mf, GetStockObject(BLACK_BRUSH));
    Rectangle(mf, 10, 10, 51, 51);          /* 40 x 40 black */
    SelectObject(mf, hatch);
    Polygon(mf, tri, 3);
    SelectObject(mf, GetStockObject(BLACK_PEN));
    MoveToEx(mf, 0, 95, NULL);
    LineTo(mf, 100, 95);
    SetBkMode(mf, TRANSPARENT);
    TextOutA(mf, 60, 10, "Hi", 2);
    emf = CloseEnhMetaFile(mf);
    GetEnhMetaFileHeader(emf, sizeof hdr, &hdr);
    printf("emf=%d signature=%lx nrecords_ok=%d frame=%ld,%ld,%ld,%ld\n", emf != NULL,
           hdr.dSignature, hdr.nRecords > 10, hdr.rclFrame.left, hdr.rclFrame.top,
           hdr.rclFrame.right, hdr.rclFrame.bottom);

    dc = dib_dc(200, 100);
    PlayEnhMetaFile(dc, emf, &r1);
    a = count_px(0, 0, 56, 56, 0);
    printf("play1_square=%d line_row=%d text=%d\n", a, count_px(0, 95, 100, 96, 0),
           count_px(55, 5, 95, 30, 0) > 0);
    PatBlt(dc, 0, 0, 200, 100, WHITENESS);
    PlayEnhMetaFile(dc, emf, &r2);
    b = count_px(0, 0, 28, 28, 0);
    printf("play_half_square=%d half_line_row=%d\n", b, count_px(0, 47, 50, 48, 0));

    copy = CopyEnhMetaFileA(emf, "pic.emf");
    loaded = GetEnhMetaFileA("pic.emf");
    PatBlt(dc, 0, 0, 200, 100, WHITENESS);
    PlayEnhMetaFile(dc, loaded, &r3);
    c = count_px(100, 0, 156, 56, 0);
    printf("copy=%d loaded=%d loaded_square=%d\n", copy != NULL, loaded != NULL, c);
    printf("missing=%d\n", GetEnhMetaFileA("nosuch.emf") == NULL);

    PatBlt(dc, 0, 0, 200, 100, WHITENESS);
    EnumEnhMetaFile(dc, emf, enum_proc, NULL, &r1);
    printf("enum_records=%d first=%d last=%d enum_square=%d\n", g_records, g_first, g_last,
           count_px(0, 0, 56, 56, 0));
    DeleteEnhMetaFile(emf);
    DeleteEnhMetaFile(copy);
    DeleteEnhMetaFile(loaded);
    DeleteObject(hatch);
    wmf();
    printf("done\n");
    fflush(stdout);
    return 0;
}
