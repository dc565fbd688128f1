/* ImageList_DrawIndirect (issue 23 item 6: comctl32's imagelist.c stopped at it): the
   IMAGELISTDRAWPARAMS checks (no structure, a short cbSize, no DC, no list, an index
   past the images), then a list without a mask drawn into a memory DC: the whole image,
   a part from (xBitmap, yBitmap), a cx x cy crop, ILD_SCALE's stretch, ILD_IMAGE and
   ILD_TRANSPARENT (the same for a list without a mask), read back with GetPixel. Prints
   a line per check. */
#include <windows.h>
#include <commctrl.h>
#include <stdio.h>
#include <string.h>

static HDC mem;

static void clear(void)
{
    RECT r = {0, 0, 16, 16};
    FillRect(mem, &r, GetStockObject(WHITE_BRUSH));
}

static void row(const char *what)
{
    int x;
    printf("%s:", what);
    for (x = 0; x < 9; x++)
        printf(" %06lx", GetPixel(mem, x, 1) & 0xFFFFFF);
    printf("\n");
}

int main(void)
{
    HIMAGELIST il;
    HBITMAP bm, dib;
    IMAGELISTDRAWPARAMS p;
    HDC screen;
    int x, y;

    InitCommonControls();
    screen = GetDC(0);
    mem = CreateCompatibleDC(screen);
    dib = CreateCompatibleBitmap(screen, 16, 16);
    SelectObject(mem, dib);
    /* two 4 x 4 images: the first a red left half and a green right half, the second blue */
    bm = CreateCompatibleBitmap(screen, 8, 4);
    {
        HDC b = CreateCompatibleDC(screen);
        SelectObject(b, bm);
        for (y = 0; y < 4; y++)
            for (x = 0; x < 8; x++)
                SetPixel(b, x, y, x < 2 ? RGB(255, 0, 0) : x < 4 ? RGB(0, 255, 0) : RGB(0, 0, 255));
        DeleteDC(b);
    }
    il = ImageList_Create(4, 4, ILC_COLOR24, 2, 2);
    printf("added at %d\n", ImageList_Add(il, bm, 0));

    memset(&p, 0, sizeof(p));
    printf("no structure: %d\n", ImageList_DrawIndirect(NULL));
    printf("cbSize 0: %d\n", ImageList_DrawIndirect(&p));
    p.cbSize = sizeof(p);
    printf("no DC: %d\n", ImageList_DrawIndirect(&p));
    p.hdcDst = mem;
    printf("no list: %d\n", ImageList_DrawIndirect(&p));
    p.himl = il;
    p.i = 2;
    printf("index 2: %d\n", ImageList_DrawIndirect(&p));
    p.i = 0;
    p.rgbBk = CLR_NONE;
    p.rgbFg = CLR_NONE;

    clear();
    printf("whole: %d\n", ImageList_DrawIndirect(&p));
    row("whole");
    clear();
    p.xBitmap = 1;
    p.cx = 2;
    printf("from x 1, 2 wide: %d\n", ImageList_DrawIndirect(&p));
    row("part");
    clear();
    p.xBitmap = 0;
    p.cx = 8;
    p.cy = 8;
    p.fStyle = ILD_SCALE;
    printf("scaled to 8: %d\n", ImageList_DrawIndirect(&p));
    row("scaled");
    printf("scaled bottom: %06lx\n", GetPixel(mem, 7, 7) & 0xFFFFFF);
    clear();
    p.cx = p.cy = 0;
    p.x = 2;
    p.i = 1;
    p.fStyle = ILD_IMAGE;
    printf("image 1 at 2 (ILD_IMAGE): %d\n", ImageList_DrawIndirect(&p));
    row("image");
    clear();
    p.x = 0;
    p.i = 0;
    p.fStyle = ILD_TRANSPARENT;
    p.cbSize = IMAGELISTDRAWPARAMS_V3_SIZE;
    printf("transparent, V3 size: %d\n", ImageList_DrawIndirect(&p));
    row("transparent");
    ImageList_Destroy(il);
    DeleteDC(mem);
    printf("done\n");
    return 0;
}
