/* A program writes a DIB section's bits itself while a DC has the section selected, then
   draws on it through the DC: GDI must see what the program wrote (Qt 5 fills its glyph
   images white with its own code, then draws the glyph with ExtTextOut in TRANSPARENT
   mode and reads the bits back as the glyph's coverage; every glyph came out a black
   box). GetPixel reads a written pixel, DSTINVERT inverts what was written, transparent
   text leaves the white it was written on. */
#include <windows.h>
#include <stdio.h>
#include <string.h>

int main(void)
{
    BITMAPINFO bi = {0};
    unsigned *bits;
    HDC dc = CreateCompatibleDC(NULL);
    HBITMAP bm;
    int i, ink = 0;
    SIZE size;
    bi.bmiHeader.biSize = sizeof(bi.bmiHeader);
    bi.bmiHeader.biWidth = 16;
    bi.bmiHeader.biHeight = -16;
    bi.bmiHeader.biPlanes = 1;
    bi.bmiHeader.biBitCount = 32;
    bm = CreateDIBSection(dc, &bi, DIB_RGB_COLORS, (void **)&bits, NULL, 0);
    SelectObject(dc, bm);
    bits[2 * 16 + 2] = 0x123456;
    printf("GetPixel of a written pixel: 0x%06lx\n", GetPixel(dc, 2, 2));
    memset(bits, 0xff, 16 * 16 * 4);
    PatBlt(dc, 0, 0, 8, 8, DSTINVERT);
    GdiFlush();
    printf("DSTINVERT over written white: 0x%06x, outside: 0x%06x\n", bits[0] & 0xffffff,
           bits[10 * 16 + 10] & 0xffffff);
    memset(bits, 0xff, 16 * 16 * 4);
    SetTextColor(dc, RGB(0, 0, 0));
    SetBkMode(dc, TRANSPARENT);
    SelectObject(dc, GetStockObject(DEFAULT_GUI_FONT));
    GetTextExtentPoint32A(dc, "l", 1, &size);
    TextOutA(dc, 2, 1, "l", 1);
    GdiFlush();
    for (i = 0; i < 256; i++)
        if ((bits[i] & 0xffffff) != 0xffffff)
            ink++;
    printf("transparent text on written white: some ink %d, less than its cell %d\n",
           ink > 0, ink < size.cx * size.cy);
    {   /* FillRect after the program's own writes: what it wrote outside stays seen */
        RECT r = {0, 0, 4, 4};
        memset(bits, 0, 16 * 16 * 4);
        FillRect(dc, &r, GetStockObject(WHITE_BRUSH));
        PatBlt(dc, 8, 8, 4, 4, DSTINVERT);   /* reads GDI's picture of the black */
        GdiFlush();
        printf("FillRect on written black: inside 0x%06x, then DSTINVERT outside 0x%06x\n",
               bits[16 + 1] & 0xffffff, bits[10 * 16 + 10] & 0xffffff);
    }
    return 0;
}
