/* msimg32.dll's three drawing functions, imported from it as programs link them
 * (-lmsimg32: elaverick/slate's selection is an AlphaBlend), and found in it by
 * GetProcAddress: constant-alpha AlphaBlend, TransparentBlt with a colour key and a
 * horizontal GradientFill, read back with GetPixel (docs/runtimes.md "Programs in the wild
 * (session 32): GUI programs"). */
#include <windows.h>
#include <stdio.h>

static void px(HDC dc, const char *what, int x, int y)
{
    printf("%s (%d,%d)=%06lx\n", what, x, y, (unsigned long)GetPixel(dc, x, y));
}

int main(void)
{
    HDC screen = GetDC(NULL);
    HDC dst = CreateCompatibleDC(screen), src = CreateCompatibleDC(screen);
    HBITMAP bd = CreateCompatibleBitmap(screen, 32, 32), bs = CreateCompatibleBitmap(screen, 32, 32);
    HMODULE lib = LoadLibraryA("msimg32.dll");
    BLENDFUNCTION bf = { AC_SRC_OVER, 0, 128, 0 };
    TRIVERTEX v[2] = { { 0, 0, 0, 0, 0, 0 }, { 32, 8, 0xff00, 0, 0, 0 } };
    GRADIENT_RECT gr = { 0, 1 };
    RECT r = { 0, 0, 32, 32 };
    HBRUSH red = CreateSolidBrush(RGB(255, 0, 0)), blue = CreateSolidBrush(RGB(0, 0, 255));
    printf("LoadLibrary(msimg32.dll): %d\n", lib != NULL);
    printf("GetProcAddress: AlphaBlend %d TransparentBlt %d GradientFill %d\n",
           GetProcAddress(lib, "AlphaBlend") != NULL,
           GetProcAddress(lib, "TransparentBlt") != NULL,
           GetProcAddress(lib, "GradientFill") != NULL);
    SelectObject(dst, bd);
    SelectObject(src, bs);
    /* AlphaBlend: white at constant alpha 128 over black */
    FillRect(dst, &r, GetStockObject(BLACK_BRUSH));
    FillRect(src, &r, GetStockObject(WHITE_BRUSH));
    printf("AlphaBlend: %d\n", AlphaBlend(dst, 0, 0, 16, 16, src, 0, 0, 16, 16, bf));
    px(dst, "  blended", 4, 4);
    px(dst, "  outside", 20, 20);
    /* TransparentBlt: red source with a blue square, blue the key, onto black */
    FillRect(dst, &r, GetStockObject(BLACK_BRUSH));
    FillRect(src, &r, red);
    SetRect(&r, 8, 8, 16, 16);
    FillRect(src, &r, blue);
    SetRect(&r, 0, 0, 32, 32);
    printf("TransparentBlt: %d\n", TransparentBlt(dst, 0, 0, 32, 32, src, 0, 0, 32, 32, RGB(0, 0, 255)));
    px(dst, "  copied", 2, 2);
    px(dst, "  keyed out", 10, 10);
    /* GradientFill: black to red, left to right, in the top 8 rows */
    FillRect(dst, &r, GetStockObject(WHITE_BRUSH));
    printf("GradientFill: %d\n", GradientFill(dst, v, 2, &gr, 1, GRADIENT_FILL_RECT_H));
    px(dst, "  left", 0, 2);
    px(dst, "  right", 31, 2);
    px(dst, "  below", 4, 20);
    return 0;
}
