/* An image list as a COM object (issue 23 item 6: comctl32's imagelist.c stopped at
   HIMAGELIST_QueryInterface): an HIMAGELIST is its IImageList, reference counts with
   ImageList_Destroy, HIMAGELIST_QueryInterface, ImageList_CoCreateInstance and
   IImageList2::Initialize, the IImageList methods' answers, ILIF_ALPHA, the alpha bytes a
   draw leaves on a 32-bit DIB section (ILD_NORMAL, ILD_PRESERVEALPHA, ILD_ROP, ILS_ALPHA),
   ImageList_WriteEx / ReadEx, and shell32's SHGetImageList at ordinal 727. Prints a line
   per check. */
#define COBJMACROS
#include <windows.h>
#include <commctrl.h>
#include <commoncontrols.h>
#include <stdio.h>
#include <string.h>

static HRESULT (WINAPI *pQI)(HIMAGELIST, REFIID, void **);
static HRESULT (WINAPI *pCoCreate)(REFCLSID, const IUnknown *, REFIID, void **);
static HRESULT (WINAPI *pWriteEx)(HIMAGELIST, DWORD, IStream *);
static HRESULT (WINAPI *pReadEx)(DWORD, IStream *, REFIID, void **);

static const IID iid_il = {0x46eb5926, 0x582e, 0x4017, {0x9f,0xdf,0xe8,0x99,0x8d,0xaa,0x09,0x50}};
static const IID iid_il2 = {0x192b9d83, 0x50fc, 0x457b, {0x90,0xa0,0x2b,0x82,0xa8,0xb5,0xda,0xe1}};
static const CLSID clsid_il = {0x7c476ba2, 0x02b1, 0x48f4, {0x80,0x48,0xb2,0x46,0x19,0xdd,0xc0,0x58}};

static HBITMAP dib(int w, int h, const UINT32 *pixels, UINT32 **bits)
{
    BITMAPINFO bi = {{sizeof(BITMAPINFOHEADER), w, -h, 1, 32, BI_RGB, 0, 0, 0, 0, 0}};
    void *p;
    HBITMAP bm = CreateDIBSection(NULL, &bi, DIB_RGB_COLORS, &p, NULL, 0);
    if (pixels)
        memcpy(p, pixels, 4 * w * h);
    if (bits)
        *bits = p;
    return bm;
}

static void draw(const char *what, HIMAGELIST himl, int i, HDC dc, UINT32 *bits, UINT style,
                 DWORD rop, UINT state, DWORD frame)
{
    IMAGELISTDRAWPARAMS p;
    memset(&p, 0, sizeof(p));
    p.cbSize = sizeof(p);
    p.himl = himl;
    p.i = i;
    p.hdcDst = dc;
    p.rgbBk = p.rgbFg = CLR_NONE;
    p.fStyle = style;
    p.dwRop = rop;
    p.fState = state;
    p.Frame = frame;
    bits[0] = 0xFFFFFFFF;
    ImageList_DrawIndirect(&p);
    printf("%s: %08X\n", what, bits[0]);
}

static void refs(void)
{
    HIMAGELIST himl = ImageList_Create(16, 16, ILC_COLOR32, 0, 1);
    IImageList *il = (IImageList *)himl, *il2 = NULL;
    IImageList2 *v2 = NULL;
    ULONG r;
    HRESULT hr;
    r = IImageList_AddRef(il);
    printf("addref: %lu\n", r);
    printf("destroy: %d\n", ImageList_Destroy(himl));
    printf("destroy again: %d\n", ImageList_Destroy(himl));
    printf("destroy a third time: %d\n", ImageList_Destroy(himl));
    himl = ImageList_Create(16, 16, ILC_COLOR32, 0, 1);
    hr = pQI(himl, &iid_il, (void **)&il2);
    printf("query: %#lx, same %d\n", hr, il2 == (IImageList *)himl);
    hr = pQI(himl, &iid_il2, (void **)&v2);
    printf("query IImageList2: %#lx, same %d\n", hr, (void *)v2 == (void *)himl);
    printf("release: %lu\n", IImageList_Release(il2));
    printf("release: %lu\n", IImageList2_Release(v2));
    hr = pQI(himl, &IID_IStream, (void **)&il2);
    printf("query IStream: %#lx, null %d\n", hr, il2 == NULL);
    printf("destroy: %d\n", ImageList_Destroy(himl));
    hr = pCoCreate(&clsid_il, NULL, &iid_il2, (void **)&v2);
    printf("cocreate: %#lx\n", hr);
    if (SUCCEEDED(hr)) {
        int cx = -1, cy = -1;
        hr = IImageList2_Initialize(v2, 24, 20, ILC_COLOR32 | ILC_MASK, 1, 1);
        IImageList2_GetIconSize(v2, &cx, &cy);
        printf("initialize: %#lx, size %dx%d\n", hr, cx, cy);
        printf("release: %lu\n", IImageList2_Release(v2));
    }
    hr = pCoCreate(&IID_IStream, NULL, &iid_il, (void **)&il);
    printf("cocreate another class: %#lx\n", hr);
}

static void methods(void)
{
    static const UINT32 plain[] = {0x00ABCDEF, 0x00ABCDEF, 0x00ABCDEF, 0x00ABCDEF};
    static const UINT32 alpha[] = {0x89ABCDEF, 0x89ABCDEF, 0x89ABCDEF, 0x89ABCDEF};
    HIMAGELIST himl = ImageList_Create(2, 2, ILC_COLOR32, 0, 1);
    IImageList *il = (IImageList *)himl, *other = NULL;
    HBITMAP a = dib(2, 2, plain, NULL), b = dib(2, 2, alpha, NULL);
    IMAGELISTDRAWPARAMS p;
    DWORD flags = 0xdead;
    int i = -1, n = -1, cx, cy, index = -1;
    COLORREF bk = 0;
    RECT rc;
    HRESULT hr;
    hr = IImageList_Remove(il, 0);
    printf("remove from empty: %#lx\n", hr);
    printf("remove all from empty: %#lx\n", IImageList_Remove(il, -1));
    hr = IImageList_Add(il, a, NULL, &i);
    printf("add: %#lx, %d\n", hr, i);
    hr = IImageList_Add(il, b, NULL, &i);
    printf("add alpha: %#lx, %d\n", hr, i);
    IImageList_GetImageCount(il, &n);
    printf("count: %d\n", n);
    printf("flags past the end: %#lx\n", IImageList_GetItemFlags(il, 5, &flags));
    IImageList_GetItemFlags(il, 0, &flags);
    printf("flags plain: %#lx\n", flags);
    IImageList_GetItemFlags(il, 1, &flags);
    printf("flags alpha: %#lx\n", flags);
    printf("icon size, no pointers: %#lx\n", IImageList_GetIconSize(il, NULL, &cy));
    hr = IImageList_GetIconSize(il, &cx, &cy);
    printf("icon size: %#lx, %dx%d\n", hr, cx, cy);
    hr = IImageList_GetImageRect(il, 1, &rc);
    printf("image rect: %#lx, %ld,%ld,%ld,%ld\n", hr, rc.left, rc.top, rc.right, rc.bottom);
    printf("image rect past the end: %#lx\n", IImageList_GetImageRect(il, 7, &rc));
    hr = IImageList_SetBkColor(il, RGB(1, 2, 3), &bk);
    printf("set bk: %#lx, old %#lx\n", hr, bk);
    IImageList_GetBkColor(il, &bk);
    printf("bk: %#lx\n", bk);
    printf("set overlay: %#lx\n", IImageList_SetOverlayImage(il, 1, 2));
    hr = IImageList_GetOverlayImage(il, 2, &index);
    printf("overlay 2: %#lx, %d\n", hr, index);
    printf("overlay 3: %#lx\n", IImageList_GetOverlayImage(il, 3, &index));
    memset(&p, 0, sizeof(p));
    printf("draw nothing: %#lx\n", IImageList_Draw(il, &p));
    hr = IImageList_Clone(il, &iid_il, (void **)&other);
    n = -1;
    if (SUCCEEDED(hr))
        IImageList_GetImageCount(other, &n);
    printf("clone: %#lx, count %d, release %lu\n", hr, n,
           SUCCEEDED(hr) ? IImageList_Release(other) : 99);
    hr = IImageList_Merge(il, 0, (IUnknown *)il, 1, 1, 1, &iid_il, (void **)&other);
    cx = cy = -1;
    if (SUCCEEDED(hr))
        IImageList_GetIconSize(other, &cx, &cy);
    printf("merge: %#lx, size %dx%d\n", hr, cx, cy);
    if (SUCCEEDED(hr))
        IImageList_Release(other);
    printf("set count: %#lx\n", IImageList_SetImageCount(il, 5));
    IImageList_GetImageCount(il, &n);
    printf("count: %d\n", n);
    printf("remove 4: %#lx, remove 9: %#lx\n", IImageList_Remove(il, 4),
           IImageList_Remove(il, 9));
    printf("release: %lu\n", IImageList_Release(il));
    DeleteObject(a);
    DeleteObject(b);
}

static void alpha_bytes(void)
{
    static const UINT32 plain[] = {0x00ABCDEF, 0x00ABCDEF};
    static const UINT32 alpha[] = {0x89ABCDEF, 0x89ABCDEF};
    HDC dc = CreateCompatibleDC(0);
    UINT32 *bits;
    HBITMAP dst = dib(2, 1, NULL, &bits), a, b, mask;
    UINT32 maskbits = 0;
    HIMAGELIST himl = ImageList_Create(2, 1, ILC_COLOR32, 0, 1);
    mask = CreateBitmap(2, 1, 1, 1, &maskbits);
    a = dib(2, 1, plain, NULL);
    b = dib(2, 1, alpha, NULL);
    ImageList_Add(himl, a, mask);
    ImageList_Add(himl, b, mask);
    SelectObject(dc, dst);
    draw("plain normal", himl, 0, dc, bits, ILD_NORMAL, 0, ILS_NORMAL, 0);
    draw("plain preserve alpha", himl, 0, dc, bits, ILD_PRESERVEALPHA, 0, ILS_NORMAL, 0);
    draw("alpha normal", himl, 1, dc, bits, ILD_NORMAL, 0, ILS_NORMAL, 0);
    draw("alpha preserve alpha", himl, 1, dc, bits, ILD_PRESERVEALPHA, 0, ILS_NORMAL, 0);
    draw("alpha preserve alpha, saturate", himl, 1, dc, bits, ILD_PRESERVEALPHA, 0,
         ILS_SATURATE, 0);
    draw("plain rop srccopy", himl, 0, dc, bits, ILD_IMAGE | ILD_ROP, SRCCOPY, ILS_NORMAL, 0);
    draw("plain rop srcinvert", himl, 0, dc, bits, ILD_IMAGE | ILD_ROP, SRCINVERT,
         ILS_NORMAL, 0);
    draw("plain alpha 127", himl, 0, dc, bits, ILD_NORMAL, 0, ILS_ALPHA, 127);
    bits[0] = 0;
    ImageList_Draw(himl, 1, dc, 0, 0, ILD_TRANSPARENT);
    printf("alpha on black: alpha byte %02X\n", bits[0] >> 24);
    ImageList_Destroy(himl);
    DeleteDC(dc);
    DeleteObject(dst);
    DeleteObject(a);
    DeleteObject(b);
    DeleteObject(mask);
}

static void streams(void)
{
    HIMAGELIST himl = ImageList_Create(8, 8, ILC_COLOR24, 1, 1), back;
    IStream *stm;
    IImageList *il = NULL;
    LARGE_INTEGER zero = {{0, 0}};
    HRESULT hr;
    int n = -1;
    ImageList_SetImageCount(himl, 3);
    CreateStreamOnHGlobal(NULL, TRUE, &stm);
    printf("write ex normal: %#lx\n", pWriteEx(himl, ILP_NORMAL, stm));
    printf("write ex downlevel: %#lx\n", pWriteEx(himl, ILP_DOWNLEVEL, stm));
    IStream_Seek(stm, zero, STREAM_SEEK_SET, NULL);
    back = ImageList_Read(stm);
    printf("read back: %d images\n", ImageList_GetImageCount(back));
    ImageList_Destroy(back);
    if (!pReadEx) {             /* Wine 8 has no ImageList_ReadEx */
        printf("read ex: none\n");
        IStream_Release(stm);
        ImageList_Destroy(himl);
        return;
    }
    IStream_Seek(stm, zero, STREAM_SEEK_SET, NULL);
    hr = pReadEx(ILP_NORMAL, stm, &iid_il, (void **)&il);
    if (SUCCEEDED(hr))
        IImageList_GetImageCount(il, &n);
    printf("read ex: %#lx, %d images\n", hr, n);
    if (SUCCEEDED(hr))
        IImageList_Release(il);
    IStream_Release(stm);
    ImageList_Destroy(himl);
}

static void shell(void)
{
    HMODULE shell32 = LoadLibraryA("shell32.dll");
    HRESULT (WINAPI *get)(int, REFIID, void **) = (void *)GetProcAddress(shell32, (LPCSTR)727);
    IImageList *il = NULL;
    int n = 0;
    HRESULT hr = get ? get(1, &iid_il, (void **)&il) : E_FAIL;
    if (SUCCEEDED(hr))
        IImageList_GetImageCount(il, &n);
    printf("shell32 #727: found %d, %#lx, images %d\n", get != NULL, hr, n > 0);
    if (SUCCEEDED(hr))
        IImageList_Release(il);
}

int main(void)
{
    HMODULE cc = LoadLibraryA("comctl32.dll");
    InitCommonControls();
    CoInitialize(NULL);
    pQI = (void *)GetProcAddress(cc, "HIMAGELIST_QueryInterface");
    pCoCreate = (void *)GetProcAddress(cc, "ImageList_CoCreateInstance");
    pWriteEx = (void *)GetProcAddress(cc, "ImageList_WriteEx");
    pReadEx = (void *)GetProcAddress(cc, "ImageList_ReadEx");
    printf("exports: %d %d %d %d\n", !!pQI, !!pCoCreate, !!pWriteEx, !!pReadEx);
    if (!pQI || !pCoCreate || !pWriteEx)
        return 1;
    refs();
    methods();
    alpha_bytes();
    streams();
    shell();
    CoUninitialize();
    printf("done\n");
    return 0;
}
