/*
 * mfrec.c - what metafile DCs record and answer: EMR_EXTTEXTOUTW's scales and its
 * bounds in a path, DC_BRUSH / DC_PEN colours as objects of the metafile, handle indexes
 * reused, relative EMR_RESTOREDC, failed calls recording nothing; a Windows metafile DC
 * as a recorder without state (state calls answer TRUE, queries fail, GetDeviceCaps),
 * META_SETLAYOUT; named metafiles' files (created at once, unshared until closed, the
 * memory bytes on disk); bad handles; SetMetaFileBitsEx's checks; the records of
 * SetWinMetaFileBits' conversion.
 */
#include <windows.h>
#include <stdio.h>
#include <string.h>
#include <math.h>

static BYTE g_buf[8192];

/* the records of an EMF as "type" or "type:first DWORD" words */
static void print_emf(const char *what, HENHMETAFILE emf, int with_first)
{
    UINT size = GetEnhMetaFileBits(emf, sizeof(g_buf), g_buf), off;
    const ENHMETAHEADER *h = (const ENHMETAHEADER *)g_buf;
    printf("%s: handles=%d records=%lu bounds=%ld,%ld,%ld,%ld:", what, h->nHandles,
           h->nRecords, h->rclBounds.left, h->rclBounds.top, h->rclBounds.right,
           h->rclBounds.bottom);
    for (off = h->nSize; off < size;) {
        const EMR *r = (const EMR *)(g_buf + off);
        if (with_first && r->nSize > 8 && r->iType != EMR_GDICOMMENT)
            printf(" %lu:%lx", r->iType, *(const DWORD *)(r + 1));
        else
            printf(" %lu", r->iType);
        off += r->nSize;
    }
    printf("\n");
}

static float g_xscale, g_yscale;
static RECTL g_text_bounds;

static int CALLBACK text_proc(HDC dc, HANDLETABLE *t, const ENHMETARECORD *r, int n, LPARAM d)
{
    if (r->iType == EMR_EXTTEXTOUTW) {
        const EMREXTTEXTOUTW *e = (const EMREXTTEXTOUTW *)r;
        g_xscale = e->exScale;
        g_yscale = e->eyScale;
        g_text_bounds = e->rclBounds;
    }
    return 1;
}

static void emf_text(HDC ref)
{
    HDC dc = CreateEnhMetaFileA(ref, NULL, NULL, NULL);
    HENHMETAFILE emf;
    float want = 100.0f * ((float)GetDeviceCaps(ref, HORZSIZE) / (float)GetDeviceCaps(ref, HORZRES));
    ExtTextOutW(dc, 0, 0, 0, NULL, L"a", 1, NULL);
    emf = CloseEnhMetaFile(dc);
    EnumEnhMetaFile(NULL, emf, text_proc, NULL, NULL);
    printf("GM_COMPATIBLE exScale=%d eyScale>0=%d\n", fabs(g_xscale - want) < 0.001,
           g_yscale > 0);
    DeleteEnhMetaFile(emf);

    dc = CreateEnhMetaFileA(ref, NULL, NULL, NULL);
    SetGraphicsMode(dc, GM_ADVANCED);
    SetMapMode(dc, MM_ANISOTROPIC);
    ExtTextOutW(dc, 0, 0, 0, NULL, L"a", 1, NULL);
    emf = CloseEnhMetaFile(dc);
    EnumEnhMetaFile(NULL, emf, text_proc, NULL, NULL);
    printf("GM_ADVANCED exScale=%g eyScale=%g\n", g_xscale, g_yscale);
    DeleteEnhMetaFile(emf);

    dc = CreateEnhMetaFileA(ref, NULL, NULL, NULL);
    BeginPath(dc);
    ExtTextOutA(dc, 11, 22, 0, NULL, "Test", 4, NULL);
    EndPath(dc);
    emf = CloseEnhMetaFile(dc);
    EnumEnhMetaFile(NULL, emf, text_proc, NULL, NULL);
    printf("in a path: text bounds=%ld,%ld,%ld,%ld\n", g_text_bounds.left,
           g_text_bounds.top, g_text_bounds.right, g_text_bounds.bottom);
    print_emf("  path", emf, 0);
    DeleteEnhMetaFile(emf);
}

static void aborted_and_flooded(HDC ref)
{
    HDC dc = CreateEnhMetaFileA(ref, NULL, NULL, NULL);
    HENHMETAFILE emf;
    HMETAFILE mf;
    UINT size, i;
    BOOL a1, a2, f1, f2;
    BeginPath(dc);
    a1 = AbortPath(dc);
    a2 = AbortPath(dc);
    emf = CloseEnhMetaFile(dc);
    printf("AbortPath=%d,%d", a1, a2);
    print_emf(" emf", emf, 0);
    DeleteEnhMetaFile(emf);
    dc = CreateMetaFileA(NULL);
    f1 = FloodFill(dc, 1, 2, RGB(3, 4, 5));
    f2 = ExtFloodFill(dc, 16, 17, RGB(18, 19, 20), FLOODFILLSURFACE);
    printf("wmf FloodFill=%d ExtFloodFill=%d AbortPath=%d", f1, f2, AbortPath(dc));
    {
        /* deleting the pen the DC has selected records no META_DELETEOBJECT */
        HPEN pen = CreatePen(PS_SOLID, 1, RGB(1, 1, 1));
        SelectObject(dc, pen);
        printf(" DeleteObject(selected)=%d records:", DeleteObject(pen));
    }
    mf = CloseMetaFile(dc);
    size = GetMetaFileBitsEx(mf, sizeof(g_buf), g_buf);
    for (i = 18; i < size;) {
        const METARECORD *r = (const METARECORD *)(g_buf + i);
        printf(" %x", r->rdFunction);
        if (r->rdFunction == META_EXTFLOODFILL)
            printf(":%d,%lx,%d,%d", r->rdParm[0], *(const DWORD *)(r->rdParm + 1),
                   (short)r->rdParm[3], (short)r->rdParm[4]);
        i += 2 * r->rdSize;
    }
    printf("\n");
    DeleteMetaFile(mf);
}

/* the boxes Windows records: box shapes a unit in from right and bottom in
   GM_COMPATIBLE, poly records in an open path with empty bounds */
static void boxes(HDC ref)
{
    HDC dc = CreateEnhMetaFileA(ref, NULL, NULL, NULL);
    HENHMETAFILE emf;
    POINT pts[2] = {{10, 10}, {20, 12}};
    UINT size, off;
    const ENHMETAHEADER *h = (const ENHMETAHEADER *)g_buf;
    Ellipse(dc, 30, 30, 10, 10);
    Arc(dc, 21, 21, 39, 29, 39, 29, 21, 21);
    BeginPath(dc);
    Polyline(dc, pts, 2);
    Pie(dc, 1, 2, 11, 12, 1, 2, 11, 12);
    EndPath(dc);
    emf = CloseEnhMetaFile(dc);
    size = GetEnhMetaFileBits(emf, sizeof(g_buf), g_buf);
    printf("boxes: bounds=%ld,%ld,%ld,%ld", h->rclBounds.left, h->rclBounds.top,
           h->rclBounds.right, h->rclBounds.bottom);
    for (off = h->nSize; off < size;) {
        const EMR *r = (const EMR *)(g_buf + off);
        const LONG *v = (const LONG *)(r + 1);
        if (r->iType == EMR_ELLIPSE || r->iType == EMR_ARC || r->iType == EMR_PIE ||
            r->iType == EMR_POLYLINE16)
            printf(" %lu:%ld,%ld,%ld,%ld", r->iType, v[0], v[1], v[2], v[3]);
        off += r->nSize;
    }
    printf("\n");
    DeleteEnhMetaFile(emf);
}

static void emf_pixels(HDC ref)
{
    HDC dc = CreateEnhMetaFileA(ref, NULL, NULL, NULL);
    HENHMETAFILE emf;
    COLORREF got = GetPixel(dc, 5, 5), set = SetPixel(dc, 5, 5, RGB(1, 2, 3));
    BOOL setv = SetPixelV(dc, 6, 6, RGB(1, 2, 3));
    printf("emf pixels: GetPixel=%lx SetPixel=%lx SetPixelV=%d GetPixel=%lx\n", got, set,
           setv, GetPixel(dc, 5, 5));
    emf = CloseEnhMetaFile(dc);
    print_emf("  pixels", emf, 0);
    DeleteEnhMetaFile(emf);
}

static void emf_objects(HDC ref)
{
    HDC dc = CreateEnhMetaFileA(ref, NULL, NULL, NULL);
    HENHMETAFILE emf;
    HPEN pen, pen2;
    COLORREF old_brush, old_pen;
    int r1, r2, r3;
    SelectObject(dc, GetStockObject(DC_BRUSH));
    SelectObject(dc, GetStockObject(DC_PEN));
    old_brush = SetDCBrushColor(dc, RGB(0x55, 0x55, 0x55));
    old_pen = SetDCPenColor(dc, RGB(0x33, 0x44, 0x55));
    printf("SetDCBrushColor=%lx SetDCPenColor=%lx\n", old_brush, old_pen);
    Rectangle(dc, 10, 10, 20, 20);
    SetDCBrushColor(dc, RGB(0x12, 0x34, 0x56));
    emf = CloseEnhMetaFile(dc);
    print_emf("dc colours", emf, 1);
    DeleteEnhMetaFile(emf);

    /* a deleted object's index is taken again; a failed RestoreDC or palette select
       records nothing; an absolute RestoreDC level is written relative */
    dc = CreateEnhMetaFileA(ref, NULL, NULL, NULL);
    pen = CreatePen(PS_SOLID, 1, RGB(1, 1, 1));
    SelectObject(dc, pen);
    SelectObject(dc, GetStockObject(BLACK_PEN));
    DeleteObject(pen);
    pen2 = CreatePen(PS_SOLID, 2, RGB(2, 2, 2));
    SelectObject(dc, pen2);
    SaveDC(dc);
    SaveDC(dc);
    SaveDC(dc);
    r1 = RestoreDC(dc, 1);
    r2 = RestoreDC(dc, -5);
    r3 = SelectObject(dc, GetStockObject(DEFAULT_PALETTE)) != NULL;
    printf("RestoreDC(1)=%d RestoreDC(-5)=%d SelectObject(palette)=%d\n", r1, r2, r3);
    SelectObject(dc, GetStockObject(BLACK_PEN));
    DeleteObject(pen2);
    emf = CloseEnhMetaFile(dc);
    print_emf("objects", emf, 1);
    DeleteEnhMetaFile(emf);
}

static void wmf_dc(void)
{
    HDC dc = CreateMetaFileA(NULL);
    POINT pt = {5555, 5555};
    SIZE sz = {5555, 5555};
    HMETAFILE mf;
    UINT size, i;
    printf("wmf: TECHNOLOGY=%d LOGPIXELSY=%d SetMapMode=%d\n", GetDeviceCaps(dc, TECHNOLOGY),
           GetDeviceCaps(dc, LOGPIXELSY), SetMapMode(dc, MM_ANISOTROPIC) != 0);
    SetWindowOrgEx(dc, 1, 1, &pt);
    SetViewportExtEx(dc, 2, 2, &sz);
    printf("  out untouched=%d,%d GetViewportOrgEx=%d GetViewportExtEx=%d GetWindowOrgEx=%d\n",
           pt.x == 5555 && pt.y == 5555, sz.cx == 5555 && sz.cy == 5555,
           GetViewportOrgEx(dc, &pt), GetViewportExtEx(dc, &sz), GetWindowOrgEx(dc, &pt));
    printf("  SetTextAlign=%u SetBkMode=%d SetBkColor=%lx SetTextColor=%lx SetPolyFillMode=%d "
           "SetROP2=%d\n", SetTextAlign(dc, TA_BOTTOM), SetBkMode(dc, TRANSPARENT),
           SetBkColor(dc, 0x123456), SetTextColor(dc, 0x654321),
           SetPolyFillMode(dc, WINDING), SetROP2(dc, R2_XORPEN));
    printf("  GetBkColor=%lx GetTextColor=%lx GetPolyFillMode=%d GetPixel=%lx SetPixel=%lx\n",
           GetBkColor(dc), GetTextColor(dc), GetPolyFillMode(dc), GetPixel(dc, 1, 1),
           SetPixel(dc, 1, 1, RGB(1, 2, 3)));
    printf("  SaveDC=%d SaveDC=%d RestoreDC(-20)=%d RestoreDC(7)=%d GetCurrentObject=%d "
           "GetCurrentPositionEx=%d\n", SaveDC(dc), SaveDC(dc), RestoreDC(dc, -20),
           RestoreDC(dc, 7), GetCurrentObject(dc, OBJ_PEN) != NULL,
           GetCurrentPositionEx(dc, &pt));
    pt.x = pt.y = 5555;
    printf("  MoveToEx=%d out untouched=%d", MoveToEx(dc, 3, 4, &pt), pt.x == 5555);
    SelectObject(dc, GetStockObject(BLACK_PEN));
    printf("\n");
    printf("  SetDCBrushColor=%lx SetDCPenColor=%lx SetLayout=%lx SetLayout=%lx GetLayout=%lx\n",
           SetDCBrushColor(dc, 1), SetDCPenColor(dc, 2), SetLayout(dc, LAYOUT_RTL),
           SetLayout(dc, 0x80000001), GetLayout(dc));
    mf = CloseMetaFile(dc);
    size = GetMetaFileBitsEx(mf, sizeof(g_buf), g_buf);
    printf("  records:");
    for (i = 18; i < size;) {
        const METARECORD *r = (const METARECORD *)(g_buf + i);
        printf(" %x", r->rdFunction);
        if (r->rdFunction == META_SETLAYOUT)
            printf(":%lx", *(const DWORD *)r->rdParm);
        if (r->rdFunction == META_CREATEPENINDIRECT)   /* style, width: a stock pen's */
            printf(":%d,%d", r->rdParm[0], r->rdParm[1]);
        i += 2 * r->rdSize;
    }
    printf("\n");
    DeleteMetaFile(mf);
}

static void files(HDC ref)
{
    char path[MAX_PATH], name[MAX_PATH];
    HANDLE f;
    HDC dc;
    HMETAFILE mf;
    HENHMETAFILE emf;
    DWORD n;
    UINT got;
    int i, r1, r2;
    GetTempPathA(sizeof(path), path);
    for (i = 0; i < 2; i++) {
        GetTempFileNameA(path, "mfr", 0, name);
        dc = i ? CreateEnhMetaFileA(ref, name, NULL, NULL) : CreateMetaFileA(name);
        f = CreateFileA(name, GENERIC_READ, FILE_SHARE_READ | FILE_SHARE_WRITE, NULL,
                        OPEN_EXISTING, 0, NULL);
        printf("%s file: read while recording=%d err=%lu", i ? "emf" : "wmf",
               f != INVALID_HANDLE_VALUE, GetLastError());
        if (f != INVALID_HANDLE_VALUE)
            CloseHandle(f);
        f = CreateFileA(name, 0, FILE_SHARE_READ | FILE_SHARE_WRITE, NULL, OPEN_EXISTING, 0,
                        NULL);
        printf(" no-access open=%d size=%lu", f != INVALID_HANDLE_VALUE, GetFileSize(f, NULL));
        Rectangle(dc, 1, 1, 5, 5);
        if (i) {
            emf = CloseEnhMetaFile(dc);
            n = GetFileSize(f, NULL);
            printf(" closed size=file %d", n == GetEnhMetaFileBits(emf, 0, NULL));
            r1 = DeleteEnhMetaFile(emf);
            SetLastError(0xdeadbeef);
            r2 = DeleteEnhMetaFile(emf);
            printf(" delete twice=%d,%d err=%lu", r1, r2, GetLastError());
        } else {
            mf = CloseMetaFile(dc);
            n = GetFileSize(f, NULL);
            GetMetaFileBitsEx(mf, sizeof(g_buf), g_buf);
            printf(" closed size=file %d type=%d", n == GetMetaFileBitsEx(mf, 0, NULL),
                   ((METAHEADER *)g_buf)->mtType);
            r1 = DeleteMetaFile(mf);
            SetLastError(0xdeadbeef);
            r2 = DeleteMetaFile(mf);
            printf(" delete twice=%d,%d err=%lu", r1, r2, GetLastError());
        }
        CloseHandle(f);
        printf(" DeleteFile=%d\n", DeleteFileA(name));
    }
    SetLastError(0xdeadbeef);
    got = GetMetaFileBitsEx((HMETAFILE)0xdead, 0, NULL);
    printf("bad handles: GetMetaFileBitsEx=%u err=%lu", got, GetLastError());
    SetLastError(0xdeadbeef);
    got = GetEnhMetaFileBits((HENHMETAFILE)0xdead, 0, NULL);
    printf(" GetEnhMetaFileBits=%u err=%lu\n", got, GetLastError());
}

static void set_bits(void)
{
    HDC dc = CreateMetaFileA(NULL);
    HMETAFILE mf, h;
    UINT size;
    METAHEADER *mh = (METAHEADER *)g_buf;
    MoveToEx(dc, 1, 1, NULL);
    LineTo(dc, 2, 2);
    mf = CloseMetaFile(dc);
    size = GetMetaFileBitsEx(mf, sizeof(g_buf), g_buf);
    DeleteMetaFile(mf);
    SetLastError(0xdeadbeef);
    h = SetMetaFileBitsEx(0, g_buf);
    printf("SetMetaFileBitsEx: empty=%d err=%lu", h != NULL, GetLastError());
    SetLastError(0xdeadbeef);
    h = SetMetaFileBitsEx(size - 1, g_buf);
    printf(" odd=%d err=%lx", h != NULL, GetLastError());
    mh->mtSize *= 2;
    h = SetMetaFileBitsEx(size, g_buf);
    GetMetaFileBitsEx(h, sizeof(g_buf), g_buf);
    printf(" bad mtSize=%d fixed=%d", h != NULL, mh->mtSize == size / 2);
    DeleteMetaFile(h);
    mh->mtType = 0;
    SetLastError(0xdeadbeef);
    h = SetMetaFileBitsEx(size, g_buf);
    printf(" bad type=%d err=%lu\n", h != NULL, GetLastError());
}

static void converted(void)
{
    HDC dc = CreateMetaFileA(NULL);
    HMETAFILE mf;
    HENHMETAFILE emf;
    METAFILEPICT mfp = {MM_ANISOTROPIC, 100, 100, NULL};
    BYTE wmf[256];
    UINT size;
    int pass;
    LineTo(dc, 55, 15);
    mf = CloseMetaFile(dc);
    size = GetMetaFileBitsEx(mf, sizeof(wmf), wmf);
    DeleteMetaFile(mf);
    for (pass = 0; pass < 3; pass++) {
        mfp.mm = pass == 1 ? MM_TEXT : MM_ANISOTROPIC;
        emf = SetWinMetaFileBits(size, wmf, NULL, pass == 2 ? NULL : &mfp);
        print_emf(pass == 0 ? "converted ANISOTROPIC" : pass == 1 ? "converted TEXT"
                  : "converted NULL", emf, 0);
        DeleteEnhMetaFile(emf);
    }
}

/* world transforms during playback are FLOATs: each matches CombineTransform exactly */
static XFORM g_scale, g_stored, g_expected;
static int g_exact, g_checks;

static int CALLBACK xform_proc(HDC dc, HANDLETABLE *t, const ENHMETARECORD *r, int n, LPARAM d)
{
    XFORM now;
    if (r->iType == EMR_SETWORLDTRANSFORM) {
        GetWorldTransform(dc, &g_scale);
        PlayEnhMetaFileRecord(dc, t, r, n);
        g_stored = ((const EMRSETWORLDTRANSFORM *)r)->xform;
        CombineTransform(&g_expected, &g_stored, &g_scale);
    } else if (r->iType == EMR_MODIFYWORLDTRANSFORM) {
        const EMRMODIFYWORLDTRANSFORM *m = (const EMRMODIFYWORLDTRANSFORM *)r;
        XFORM turn = {0.0f, 1.0f, -1.0f, 0.0f, 1.0f, -1.0f};
        PlayEnhMetaFileRecord(dc, t, r, n);
        if (m->iMode == MWT_LEFTMULTIPLY)
            CombineTransform(&g_expected, &m->xform, &g_expected);
        GetWorldTransform(dc, &now);
        g_exact += !memcmp(&now, &g_expected, sizeof(now));
        g_checks++;
        /* a change the callback makes stays under the next left multiplication */
        ModifyWorldTransform(dc, &turn, MWT_LEFTMULTIPLY);
        CombineTransform(&g_expected, &turn, &g_expected);
    } else
        PlayEnhMetaFileRecord(dc, t, r, n);
    return 1;
}

static void world_transforms(HDC ref)
{
    HDC dc = CreateEnhMetaFileA(ref, NULL, NULL, NULL);
    HENHMETAFILE emf;
    XFORM a = {0.70710677f, 0.70710677f, -0.70710677f, 0.70710677f, 2.0f, 3.0f};
    XFORM b = {0.5f, 0.8660254f, -0.8660254f, 0.5f, -2.0f, 3.0f};
    RECT rect = {0, 0, 100, 100};
    HDC mem = CreateCompatibleDC(ref);
    SetGraphicsMode(dc, GM_ADVANCED);
    SetWorldTransform(dc, &a);
    ModifyWorldTransform(dc, &b, MWT_LEFTMULTIPLY);
    ModifyWorldTransform(dc, &a, MWT_LEFTMULTIPLY);
    LineTo(dc, 1, 1);
    emf = CloseEnhMetaFile(dc);
    EnumEnhMetaFile(mem, emf, xform_proc, NULL, &rect);
    printf("world transforms: exact %d of %d\n", g_exact, g_checks);
    DeleteEnhMetaFile(emf);
    DeleteDC(mem);
}

int main(void)
{
    HDC ref = GetDC(NULL);
    emf_text(ref);
    emf_objects(ref);
    emf_pixels(ref);
    aborted_and_flooded(ref);
    boxes(ref);
    wmf_dc();
    files(ref);
    set_bits();
    converted();
    world_transforms(ref);
    ReleaseDC(NULL, ref);
    return 0;
}
