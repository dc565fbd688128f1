/* An image list's own bitmaps (issue 23 item 6: comctl32's imagelist.c stopped at
   ImageList_GetImageInfo). A 4 x 4 ILC_COLOR24 | ILC_MASK list gets six images whose
   top-left pixel is masked out; GetImageInfo / GetImageRect give image 5's place in the
   list's bitmaps; the bitmaps' sizes and depths (GetObject, GetDIBits); hbmImage and
   hbmMask BitBlt into a 32-bit DIB (image 5's tile printed); the program paints image 1's
   tile green through a DC of its own and ImageList_Draw shows it; DrawIndirect with
   ILD_MASK, ILD_IMAGE, ILD_ROP (SRCINVERT), ILS_SATURATE and ILS_ALPHA; the depths of
   ILC_COLOR4 / 8 / 16 / 32 lists' bitmaps and a list without a mask (hbmMask NULL).
   Prints a line per check. */
#define COBJMACROS
#include <windows.h>
#include <commctrl.h>
#include <objbase.h>
#include <stdio.h>

static HDC screen, mem;
static DWORD *bits;

static HBITMAP solid(int w, int h, COLORREF c)
{
    HBITMAP bm = CreateCompatibleBitmap(screen, w, h);
    HDC b = CreateCompatibleDC(screen);
    RECT r = {0, 0, w, h};
    HBRUSH br = CreateSolidBrush(c);
    SelectObject(b, bm);
    FillRect(b, &r, br);
    DeleteObject(br);
    DeleteDC(b);
    return bm;
}

static void row(const char *what, int x0, int y, int n)
{
    int x;
    printf("%s:", what);
    for (x = x0; x < x0 + n; x++)
        printf(" %06lx", bits[y * 16 + x] & 0xFFFFFF);
    printf("\n");
}

static void clear(void)
{
    int i;
    for (i = 0; i < 16 * 8; i++)
        bits[i] = 0xFFFFFF;
}

static int depth(HBITMAP bm)
{
    BITMAPINFO bi;
    memset(&bi, 0, sizeof(bi));
    bi.bmiHeader.biSize = sizeof(bi.bmiHeader);
    if (!GetDIBits(mem, bm, 0, 0, NULL, &bi, DIB_RGB_COLORS))
        return -1;
    return bi.bmiHeader.biBitCount;
}

static void draw_bk(HIMAGELIST il, int index, COLORREF bk, const char *what, UINT style,
                    DWORD rop, DWORD state, DWORD frame)
{
    IMAGELISTDRAWPARAMS p;
    BOOL ok;
    memset(&p, 0, sizeof(p));
    p.cbSize = sizeof(p);
    p.himl = il;
    p.i = index;
    p.hdcDst = mem;
    p.rgbBk = bk;
    p.rgbFg = CLR_NONE;
    p.fStyle = style;
    p.dwRop = rop;
    p.fState = state;
    p.Frame = frame;
    clear();
    ok = ImageList_DrawIndirect(&p);
    printf("%s %d:", what, ok);
    row("", 0, 0, 4);
}

static void draw(HIMAGELIST il, const char *what, UINT style, DWORD rop, DWORD state,
                 DWORD frame)
{
    draw_bk(il, 5, CLR_NONE, what, style, rop, state, frame);
}

/* ImageList_Write's header (ILHEAD) and size, then ImageList_Read back */
static void stream_check(HIMAGELIST il, const char *what)
{
    IStream *stm = NULL;
    HGLOBAL mem_handle;
    STATSTG st;
    LARGE_INTEGER zero;
    const BYTE *p;
    HIMAGELIST back;
    BOOL ok;

    CreateStreamOnHGlobal(NULL, TRUE, &stm);
    ok = ImageList_Write(il, stm);
    IStream_Stat(stm, &st, STATFLAG_NONAME);
    GetHGlobalFromStream(stm, &mem_handle);
    p = GlobalLock(mem_handle);
    printf("%s: write %d, %lu bytes, magic %04x version %x cur %d max %d grow %d %dx%d "
           "bk %08lx flags %x ovl %d\n", what, ok, st.cbSize.LowPart, *(WORD *)p,
           *(WORD *)(p + 2), *(WORD *)(p + 4), *(WORD *)(p + 6), *(WORD *)(p + 8),
           *(WORD *)(p + 10), *(WORD *)(p + 12), *(DWORD *)(p + 14), *(WORD *)(p + 18),
           *(SHORT *)(p + 20));
    printf("  image bmp: %ldx%ld, %d bits, off %lu\n", *(LONG *)(p + 28 + 18),
           *(LONG *)(p + 28 + 22), *(WORD *)(p + 28 + 28), *(DWORD *)(p + 28 + 10));
    GlobalUnlock(mem_handle);
    zero.QuadPart = 0;
    IStream_Seek(stm, zero, STREAM_SEEK_SET, NULL);
    back = ImageList_Read(stm);
    printf("  read: %d, %d images", back != NULL, ImageList_GetImageCount(back));
    if (ImageList_GetImageCount(back) > 1) {
        clear();
        ImageList_Draw(back, 1, mem, 0, 0, ILD_TRANSPARENT);
        row("", 0, 0, 4);
    }
    else
        printf("\n");
    ImageList_Destroy(back);
    IStream_Release(stm);
}

int main(void)
{
    static const COLORREF colours[6] = {RGB(255, 0, 0), RGB(0, 255, 0), RGB(0, 0, 255),
                                        RGB(255, 255, 0), RGB(0, 255, 255), RGB(0x20, 0x80, 0xC0)};
    static const UINT depths[5] = {ILC_COLOR4, ILC_COLOR8, ILC_COLOR16, ILC_COLOR24,
                                   ILC_COLOR32};
    BITMAPINFO bi;
    HIMAGELIST il, plain;
    IMAGEINFO info;
    HBITMAP dib, mask, old;
    HDC src;
    BITMAP bm;
    RECT r;
    int i;
    BOOL (WINAPI *get_rect)(HIMAGELIST, int, RECT *);

    InitCommonControls();
    screen = GetDC(NULL);
    mem = CreateCompatibleDC(screen);
    memset(&bi, 0, sizeof(bi));
    bi.bmiHeader.biSize = sizeof(bi.bmiHeader);
    bi.bmiHeader.biWidth = 16;
    bi.bmiHeader.biHeight = -8;
    bi.bmiHeader.biPlanes = 1;
    bi.bmiHeader.biBitCount = 32;
    dib = CreateDIBSection(mem, &bi, DIB_RGB_COLORS, (void **)&bits, NULL, 0);
    SelectObject(mem, dib);

    il = ImageList_Create(4, 4, ILC_COLOR24 | ILC_MASK, 6, 2);
    mask = CreateBitmap(4, 4, 1, 1, NULL);
    src = CreateCompatibleDC(screen);
    old = SelectObject(src, mask);
    PatBlt(src, 0, 0, 4, 4, BLACKNESS);
    SetPixel(src, 0, 0, RGB(255, 255, 255));
    SelectObject(src, old);
    for (i = 0; i < 6; i++) {
        HBITMAP b = solid(4, 4, colours[i]);
        printf("add %d: %d\n", i, ImageList_Add(il, b, mask));
        DeleteObject(b);
    }

    memset(&info, 0, sizeof(info));
    printf("info 5: %d", ImageList_GetImageInfo(il, 5, &info));
    printf(" image %d mask %d rc %ld,%ld,%ld,%ld\n", info.hbmImage != NULL,
           info.hbmMask != NULL, info.rcImage.left, info.rcImage.top, info.rcImage.right,
           info.rcImage.bottom);
    printf("info 6: %d, NULL: %d\n", ImageList_GetImageInfo(il, 6, &info),
           ImageList_GetImageInfo(il, 0, NULL));
    ImageList_GetImageInfo(il, 5, &info);
    GetObjectA(info.hbmImage, sizeof(bm), &bm);
    printf("hbmImage: %ldx%ld, depth %d\n", bm.bmWidth, bm.bmHeight, depth(info.hbmImage));
    GetObjectA(info.hbmMask, sizeof(bm), &bm);
    printf("hbmMask: %ldx%ld, %d bit(s)\n", bm.bmWidth, bm.bmHeight, bm.bmBitsPixel);
    memset(&r, 0, sizeof(r));
    get_rect = (void *)GetProcAddress(GetModuleHandleA("comctl32.dll"),
                                      "ImageList_GetImageRect");
    if (get_rect) {
        printf("rect 2: %d", get_rect(il, 2, &r));
        printf(" %ld,%ld,%ld,%ld\n", r.left, r.top, r.right, r.bottom);
        printf("rect 6: %d\n", get_rect(il, 6, &r));
    }
    else
        printf("no ImageList_GetImageRect\n");

    /* the bitmaps themselves, read with GetDIBits into the DIB's bits */
    clear();
    printf("GetDIBits image: %d\n", GetDIBits(mem, info.hbmImage, 0, 8, bits, &bi,
                                               DIB_RGB_COLORS));
    row("image tile 5", 4, 4, 4);
    row("image tile 0", 0, 0, 4);
    printf("GetDIBits mask: %d\n", GetDIBits(mem, info.hbmMask, 0, 8, bits, &bi,
                                              DIB_RGB_COLORS));
    row("mask tile 5", 4, 4, 4);
    row("mask tile 5, row 2", 4, 5, 4);
    printf("select hbmImage: %d, hbmMask: %d\n", SelectObject(src, info.hbmImage) != NULL,
           SelectObject(src, info.hbmMask) != NULL);

    /* the program writes two rows of image 1's tile through the section's bits */
    {
        DIBSECTION ds;
        int size = GetObjectA(info.hbmImage, sizeof(ds), &ds), y, x;
        printf("GetObject: %d, bits %d, %d bits a pixel\n", size, ds.dsBm.bmBits != NULL,
               ds.dsBm.bmBitsPixel);
        for (y = 1; y < 3 && ds.dsBm.bmBits; y++)
            for (x = 4; x < 8; x++) {
                BYTE *p = (BYTE *)ds.dsBm.bmBits + (ds.dsBm.bmHeight - 1 - y) *
                          ds.dsBm.bmWidthBytes + x * 3;
                p[0] = 0x30; p[1] = 0x20; p[2] = 0x10;
            }
    }
    clear();
    printf("draw 1: %d\n", ImageList_Draw(il, 1, mem, 0, 0, ILD_NORMAL));
    for (i = 0; i < 4; i++) {
        char what[16];
        sprintf(what, "  row %d", i);
        row(what, 0, i, 4);
    }

    draw(il, "ILD_NORMAL", ILD_NORMAL, 0, ILS_NORMAL, 0);
    draw(il, "ILD_MASK", ILD_MASK, 0, ILS_NORMAL, 0);
    draw(il, "ILD_IMAGE", ILD_IMAGE, 0, ILS_NORMAL, 0);
    draw(il, "ILD_ROP SRCINVERT", ILD_IMAGE | ILD_ROP, SRCINVERT, ILS_NORMAL, 0);
    draw(il, "ILS_SATURATE", ILD_NORMAL, 0, ILS_SATURATE, 0);
    draw(il, "ILS_ALPHA 128", ILD_NORMAL, 0, ILS_ALPHA, 128);
    draw_bk(il, 5, RGB(0, 0, 255), "ILD_MASK over blue", ILD_MASK, 0, ILS_NORMAL, 0);
    draw_bk(il, 5, RGB(0, 0, 255), "ILD_NORMAL over blue", ILD_NORMAL, 0, ILS_NORMAL, 0);
    draw_bk(il, 5, RGB(0, 0, 255), "ILD_ROP SRCINVERT over blue", ILD_ROP, SRCINVERT,
            ILS_NORMAL, 0);

    for (i = 0; i < 5; i++) {
        HIMAGELIST d = ImageList_Create(4, 4, depths[i] | ILC_MASK, 1, 1);
        HBITMAP b = solid(4, 4, colours[5]);
        ImageList_Add(d, b, NULL);
        DeleteObject(b);
        ImageList_GetImageInfo(d, 0, &info);
        printf("ILC_COLOR%d: depth %d\n", depths[i], depth(info.hbmImage));
        ImageList_Destroy(d);
    }
    plain = ImageList_Create(4, 4, ILC_COLOR32, 1, 1);
    {
        HBITMAP b = solid(4, 4, colours[0]);
        ImageList_Add(plain, b, NULL);
        DeleteObject(b);
    }
    draw_bk(plain, 0, CLR_NONE, "no mask ILD_ROP SRCINVERT", ILD_ROP, SRCINVERT,
            ILS_NORMAL, 0);
    draw_bk(plain, 0, CLR_NONE, "no mask ILD_MASK", ILD_MASK, 0, ILS_NORMAL, 0);
    info.hbmMask = (HBITMAP)1;
    ImageList_GetImageInfo(plain, 0, &info);
    printf("no mask: hbmMask %d, rc %ld,%ld,%ld,%ld\n", info.hbmMask != NULL,
           info.rcImage.left, info.rcImage.top, info.rcImage.right, info.rcImage.bottom);
    ImageList_Destroy(plain);
    {
        HIMAGELIST dup = ImageList_Duplicate(il);
        int cx = 0, cy = 0;
        ImageList_GetIconSize(dup, &cx, &cy);
        printf("duplicate: %d, %d images, %dx%d", dup != NULL && dup != il,
               ImageList_GetImageCount(dup), cx, cy);
        clear();
        ImageList_Draw(dup, 1, mem, 0, 0, ILD_NORMAL);
        row("", 0, 1, 4);
        ImageList_GetImageInfo(dup, 0, &info);
        GetObjectA(info.hbmImage, sizeof(bm), &bm);
        printf("duplicate bitmap: %ldx%ld, mask %d\n", bm.bmWidth, bm.bmHeight,
               info.hbmMask != NULL);
        ImageList_Destroy(dup);
    }
    stream_check(il, "stream");
    printf("destroy: %d\n", ImageList_Destroy(il));

    /* room and growth, an 8-bit list's colour table, GetFlags */
    {
        HIMAGELIST g = ImageList_Create(4, 4, ILC_COLOR8 | ILC_MASK, 2, 5);
        int (WINAPI *set_table)(HIMAGELIST, int, int, RGBQUAD *) =
            (void *)GetProcAddress(GetModuleHandleA("comctl32.dll"), (LPCSTR)390);
        DWORD (WINAPI *get_flags)(HIMAGELIST) =
            (void *)GetProcAddress(GetModuleHandleA("comctl32.dll"), "ImageList_GetFlags");
        RGBQUAD q[2] = {{0x10, 0x20, 0xCC, 0}, {0xCC, 0, 0, 0}};
        struct { BITMAPINFOHEADER h; RGBQUAD c[256]; } info8;
        HBITMAP b = solid(12, 4, colours[2]);
        stream_check(g, "new 8-bit");
        printf("add 3: %d\n", ImageList_Add(g, b, NULL));
        stream_check(g, "3 images");
        printf("add 3 more: %d\n", ImageList_Add(g, b, NULL));
        stream_check(g, "6 images");
        printf("set count 2: %d\n", ImageList_SetImageCount(g, 2));
        stream_check(g, "count 2");
        printf("remove all: %d\n", ImageList_Remove(g, -1));
        stream_check(g, "empty");
        DeleteObject(b);
        printf("set table: %d\n", set_table ? set_table(g, 0, 2, q) : -1);
        b = solid(4, 4, colours[2]);
        ImageList_Add(g, b, NULL);
        DeleteObject(b);
        ImageList_GetImageInfo(g, 0, &info);
        memset(&info8, 0, sizeof(info8));
        info8.h.biSize = sizeof(info8.h);
        info8.h.biWidth = 16;
        info8.h.biHeight = 1;
        info8.h.biPlanes = 1;
        info8.h.biBitCount = 8;
        {
            BYTE line[64];
            GetDIBits(mem, info.hbmImage, 0, 1, line, (BITMAPINFO *)&info8, DIB_RGB_COLORS);
        }
        printf("table: %d bits, %02x%02x%02x %02x%02x%02x %02x%02x%02x\n", info8.h.biBitCount,
               info8.c[0].rgbRed, info8.c[0].rgbGreen, info8.c[0].rgbBlue, info8.c[1].rgbRed,
               info8.c[1].rgbGreen, info8.c[1].rgbBlue, info8.c[2].rgbRed,
               info8.c[2].rgbGreen, info8.c[2].rgbBlue);
        printf("flags: %lx", get_flags ? get_flags(g) : 0xdead);
        ImageList_Destroy(g);
        g = ImageList_Create(4, 4, ILC_COLOR | ILC_MASK, 1, 1);
        printf(" %lx\n", get_flags ? get_flags(g) : 0xdead);
        ImageList_Destroy(g);
    }
    printf("done\n");
    return 0;
}
