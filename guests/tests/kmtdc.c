/* GDI32's D3DKMTCreateDCFromMemory / D3DKMTDestroyDCFromMemory: a memory DC selecting a
   DIB section over the program's own pixels (rows Pitch bytes apart, top-down), the
   formats taken, the parameter checks, GDI drawing into and reading from the memory.
   mingw has no d3dkmthk.h: the structures are declared as the SDK declares them. */
#include <windows.h>
#include <stdio.h>
#include <string.h>

typedef LONG NTSTATUS;
typedef struct { void *pMemory; UINT Format, Width, Height, Pitch; HDC hDeviceDc;
                 PALETTEENTRY *pColorTable; HDC hDc; HANDLE hBitmap; } CREATE;
typedef struct { HDC hDc; HANDLE hBitmap; } DESTROY;
static NTSTATUS (WINAPI *pCreate)(CREATE *);
static NTSTATUS (WINAPI *pDestroy)(DESTROY *);

static BYTE data[12][48];

static void init(CREATE *d, UINT format, HDC dev)
{
    memset(data, 0xaa, sizeof data);
    d->pMemory = data; d->Format = format; d->Width = 9; d->Height = 7;
    d->Pitch = sizeof *data; d->hDeviceDc = dev; d->pColorTable = NULL;
    d->hDc = (HDC)0x010baade; d->hBitmap = (HANDLE)0x020baade;
}

static int untouched(CREATE *d)
{
    return d->hDc == (HDC)0x010baade && d->hBitmap == (HANDLE)0x020baade;
}

/* the pixels after BLACKNESS over (0,0)-(4,10) and WHITENESS over (1,1)-(3,3): how many
   of the 12 rows x 48 bytes differ from what Wine's bitmap.c expects */
static int wrong_pixels(int bpp)
{
    int x, y, z, bad = 0;
    for (y = 0; y < 12; y++)
        for (x = 0; x < 48 / (bpp / 8); x++)
        {
            DWORD colour = 0, expected;
            for (z = 0; z < bpp / 8; z++) colour = colour << 8 | data[y][x * (bpp / 8) + z];
            if ((x == 1 || x == 2) && (y == 1 || y == 2)) expected = 0xffffffff >> (32 - bpp);
            else if (x < 4 && y < 7) expected = 0;
            else expected = 0xaaaaaaaa >> (32 - bpp);
            bad += colour != expected;
        }
    return bad;
}

static void one_format(const char *name, UINT format, int bpp)
{
    CREATE d;
    DESTROY k;
    DIBSECTION dib;
    HDC dev = CreateCompatibleDC(NULL);
    init(&d, format, dev);
    NTSTATUS s = pCreate(&d);
    printf("%s=%#lx", name, s);
    if (s) { printf(" untouched=%d\n", untouched(&d)); DeleteDC(dev); return; }
    int size = GetObjectA(d.hBitmap, sizeof dib, &dib);
    printf(" types=%lu,%lu selected=%d size=%d bm=%ld,%ld,%ld,%ld,%d,%d bits=%d\n", GetObjectType(d.hDc),
           GetObjectType(d.hBitmap), GetCurrentObject(d.hDc, OBJ_BITMAP) == d.hBitmap,
           size == sizeof dib, dib.dsBm.bmType, dib.dsBm.bmWidth, dib.dsBm.bmHeight,
           dib.dsBm.bmWidthBytes, dib.dsBm.bmPlanes, dib.dsBm.bmBitsPixel,
           dib.dsBm.bmBits == (void *)data);
    printf("  bmih=%lu,%ld,%ld,%d,%d,%lu,%lu,%ld,%ld,%lu,%lu masks=%lx,%lx,%lx section=%d,%lu\n",
           dib.dsBmih.biSize, dib.dsBmih.biWidth, dib.dsBmih.biHeight, dib.dsBmih.biPlanes,
           dib.dsBmih.biBitCount, dib.dsBmih.biCompression, dib.dsBmih.biSizeImage,
           dib.dsBmih.biXPelsPerMeter, dib.dsBmih.biYPelsPerMeter, dib.dsBmih.biClrUsed,
           dib.dsBmih.biClrImportant, dib.dsBitfields[0], dib.dsBitfields[1],
           dib.dsBitfields[2], dib.dshSection != NULL, dib.dsOffset);
    BOOL b1 = BitBlt(d.hDc, 0, 0, 4, 10, NULL, 0, 0, BLACKNESS);
    BOOL b2 = BitBlt(d.hDc, 1, 1, 2, 2, NULL, 0, 0, WHITENESS);
    /* the section's pixels blitted into a DDB, read back */
    HDC bdc = CreateCompatibleDC(dev);
    HBITMAP old = SelectObject(bdc, CreateCompatibleBitmap(bdc, 9, 7));
    BOOL b3 = BitBlt(bdc, 0, 0, 9, 7, d.hDc, 0, 0, SRCCOPY);
    printf("  blits=%d%d%d wrong=%d ddb=%06lx,%06lx,%06lx\n", b1, b2, b3, wrong_pixels(bpp),
           GetPixel(bdc, 1, 1), GetPixel(bdc, 3, 3), GetPixel(bdc, 8, 6));
    /* the program's own write seen by GDI: pixel (5,3) set to all ones */
    memset(&data[3][5 * (bpp / 8)], 0xff, bpp / 8);
    printf("  program write=%06lx\n", GetPixel(d.hDc, 5, 3));
    k.hDc = d.hDc; k.hBitmap = d.hBitmap;
    NTSTATUS s1 = pDestroy(NULL), s2 = pDestroy(&k), s3 = pDestroy(&k);
    printf("  destroy null=%#lx destroy=%#lx again=%#lx types=%lu,%lu\n", s1, s2, s3,
           GetObjectType(k.hDc), GetObjectType(k.hBitmap));
    DeleteObject(SelectObject(bdc, old));
    DeleteDC(bdc);
    DeleteDC(dev);
}

int main(void)
{
    HMODULE gdi = GetModuleHandleA("gdi32.dll");
    pCreate = (void *)GetProcAddress(gdi, "D3DKMTCreateDCFromMemory");
    pDestroy = (void *)GetProcAddress(gdi, "D3DKMTDestroyDCFromMemory");
    printf("sizes create=%d destroy=%d\n", (int)sizeof(CREATE), (int)sizeof(DESTROY));
    printf("null=%#lx\n", pCreate(NULL));

    CREATE d;
    HDC dev = CreateCompatibleDC(NULL);
    init(&d, 0x15, NULL);
    printf("no device dc=%#lx untouched=%d\n", pCreate(&d), untouched(&d));
    init(&d, 0x15, dev); d.pMemory = NULL;
    printf("no memory=%#lx untouched=%d\n", pCreate(&d), untouched(&d));
    init(&d, 0x15, dev); d.Height = 0;
    printf("height 0=%#lx untouched=%d\n", pCreate(&d), untouched(&d));
    init(&d, 0x15, dev); d.Pitch = 0;
    printf("pitch 0=%#lx untouched=%d\n", pCreate(&d), untouched(&d));
    init(&d, 0x14, dev); d.Pitch = 27;     /* 9 pixels of 24 bits: a DIB row is 28 bytes */
    printf("pitch short=%#lx untouched=%d\n", pCreate(&d), untouched(&d));
    init(&d, 0x14, dev); d.Pitch = 28;
    NTSTATUS s = pCreate(&d);
    printf("pitch exact=%#lx\n", s);
    if (!s) { DESTROY k = { d.hDc, d.hBitmap }; pDestroy(&k); }
    init(&d, 0x15, dev); d.hDeviceDc = (HDC)0x12345;
    printf("bad device dc=%#lx untouched=%d\n", pCreate(&d), untouched(&d));

    one_format("R8G8B8", 0x14, 24);
    one_format("A8R8G8B8", 0x15, 32);
    one_format("X8R8G8B8", 0x16, 32);
    one_format("R5G6B5", 0x17, 16);
    one_format("X1R5G5B5", 0x18, 16);
    one_format("A1R5G5B5", 0x19, 16);
    one_format("P8", 0x29, 8);
    one_format("R3G3B2", 0x1b, 8);
    one_format("A2B10G10R10", 0x1f, 32);
    one_format("A8B8G8R8", 0x20, 32);
    one_format("A2R10G10B10", 0x23, 32);
    one_format("L8", 0x32, 8);
    one_format("A8P8", 0x28, 16);
    one_format("DXT1", 0x31545844, 8);

    /* P8's colours: the program's PALETTEENTRYs, or the default 8-bit table */
    PALETTEENTRY pal[256];
    memset(pal, 0, sizeof pal);
    pal[5].peRed = 10; pal[5].peGreen = 20; pal[5].peBlue = 30;
    init(&d, 0x29, dev);
    d.pColorTable = pal;
    data[0][0] = 5; data[0][1] = 6;
    s = pCreate(&d);
    RGBQUAD q[256];
    UINT n = GetDIBColorTable(d.hDc, 0, 256, q);
    printf("P8 table=%#lx pixel=%06lx,%06lx colours=%u q5=%02x%02x%02x%02x\n", s,
           GetPixel(d.hDc, 0, 0), GetPixel(d.hDc, 1, 0), n, q[5].rgbRed, q[5].rgbGreen,
           q[5].rgbBlue, q[5].rgbReserved);
    { DESTROY k = { d.hDc, d.hBitmap }; pDestroy(&k); }
    init(&d, 0x29, dev);
    data[0][0] = 255; data[0][1] = 1; data[0][2] = 9;
    s = pCreate(&d);
    printf("P8 default=%#lx pixel=%06lx,%06lx,%06lx\n", s, GetPixel(d.hDc, 0, 0),
           GetPixel(d.hDc, 1, 0), GetPixel(d.hDc, 2, 0));
    { DESTROY k = { d.hDc, d.hBitmap }; pDestroy(&k); }

    /* the memory stays the program's: allocated and writable after the destroy */
    void *mem = VirtualAlloc(NULL, 4096, MEM_COMMIT, PAGE_READWRITE);
    CREATE a = { mem, 0x15, 16, 16, 64, dev, NULL, NULL, NULL };
    s = pCreate(&a);
    BOOL r = PatBlt(a.hDc, 0, 0, 16, 16, WHITENESS);
    DESTROY k = { a.hDc, a.hBitmap };
    NTSTATUS s2 = pDestroy(&k);
    MEMORY_BASIC_INFORMATION mbi;
    VirtualQuery(mem, &mbi, sizeof mbi);
    printf("alloc=%#lx patblt=%d destroy=%#lx state=%#lx protect=%#lx first=%08lx last=%08lx\n",
           s, r, s2, mbi.State, mbi.Protect, ((DWORD *)mem)[0], ((DWORD *)mem)[255]);
    /* a destroy of a DC and bitmap not made together */
    HDC m = CreateCompatibleDC(dev);
    HBITMAP bm = CreateCompatibleBitmap(dev, 4, 4);
    DESTROY other = { m, bm };
    DESTROY swapped = { (HDC)bm, (HANDLE)m };
    NTSTATUS s3 = pDestroy(&swapped);
    NTSTATUS s4 = pDestroy(&other);
    printf("destroy swapped=%#lx other=%#lx types=%lu,%lu\n", s3, s4, GetObjectType(m),
           GetObjectType(bm));
    VirtualFree(mem, 0, MEM_RELEASE);
    DeleteDC(dev);
    return 0;
}
