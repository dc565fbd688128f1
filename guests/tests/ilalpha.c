/* A 32-bit DIB section the program wrote, added to image lists without a mask (as
 * wxWidgets adds its icons under comctl32 6): its alpha channel makes the transparent
 * pixels in an ILC_COLOR32 list; all-zero alpha is no alpha (opaque); an ILC_COLOR24 list
 * ignores it; with a mask given too, the alpha channel still decides (as under Wine). Drawn over white, read back. */
#include <windows.h>
#include <commctrl.h>
#include <stdio.h>

static HBITMAP section(DWORD inside, DWORD outside)
{
    BITMAPINFO bi;
    DWORD *bits;
    HBITMAP h;
    int x, y;
    memset(&bi, 0, sizeof bi);
    bi.bmiHeader.biSize = sizeof bi.bmiHeader;
    bi.bmiHeader.biWidth = 16;
    bi.bmiHeader.biHeight = 16;
    bi.bmiHeader.biPlanes = 1;
    bi.bmiHeader.biBitCount = 32;
    h = CreateDIBSection(NULL, &bi, DIB_RGB_COLORS, (void **)&bits, NULL, 0);
    for (y = 0; y < 16; y++)
        for (x = 0; x < 16; x++)
            bits[y * 16 + x] = (x >= 4 && x < 12 && y < 8) ? inside : outside;
    return h;
}

static void show(const char *what, UINT flags, HBITMAP bmp, HBITMAP mask)
{
    HIMAGELIST il = ImageList_Create(16, 16, flags, 1, 1);
    HDC dc = CreateCompatibleDC(NULL);
    HBITMAP target = CreateCompatibleBitmap(GetDC(NULL), 16, 16);
    int idx = ImageList_Add(il, bmp, mask);
    SelectObject(dc, target);
    PatBlt(dc, 0, 0, 16, 16, WHITENESS);
    ImageList_Draw(il, idx, dc, 0, 0, ILD_NORMAL);
    /* the block is the bottom-up DIB's first rows: (8,12) on screen; (8,2), (1,12) outside */
    printf("%s idx=%d block=%06lx above=%06lx left=%06lx\n", what, idx, GetPixel(dc, 8, 12),
           GetPixel(dc, 8, 2), GetPixel(dc, 1, 12));
    DeleteDC(dc);
    DeleteObject(target);
    ImageList_Destroy(il);
}

int main(void)
{
    HBITMAP mask;
    BYTE bits[16 * 2];
    InitCommonControls();
    show("alpha color32", ILC_COLOR32 | ILC_MASK, section(0xFF00FF00, 0x00000000), NULL);
    show("alpha color32 nomask", ILC_COLOR32, section(0xFF0000FF, 0x00000000), NULL);
    show("zero-alpha color32", ILC_COLOR32 | ILC_MASK, section(0x0000FF00, 0x00FF0000), NULL);
    show("alpha color24", ILC_COLOR24 | ILC_MASK, section(0xFF00FF00, 0x00000000), NULL);
    /* a mask that hides the left half: white (1) where transparent */
    memset(bits, 0, sizeof bits);
    {
        int y;
        for (y = 0; y < 16; y++) bits[y * 2] = 0xFF;
    }
    mask = CreateBitmap(16, 16, 1, 1, bits);
    show("alpha color32 with mask", ILC_COLOR32 | ILC_MASK, section(0xFF00FF00, 0xFFFF0000), mask);
    printf("done\n");
    return 0;
}
