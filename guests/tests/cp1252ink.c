/* The Windows-1252 characters 0x80-0x9F (euro sign, curly quotes, dashes, bullet,
 * ellipsis, Š Œ Ž ƒ ™...) have a width and ink in the system font and in MS Sans Serif,
 * as in the other 224 printable cells: tinyfiledialogs-style Shift-JIS strings and
 * "Open…" menu texts draw them (docs/runtimes.md "Programs in the wild (session 32):
 * GUI programs"). Prints, per font, the defined characters without a width or ink. */
#include <windows.h>
#include <stdio.h>

static int ink(HDC dc, unsigned char ch)
{
    char s[2] = { (char)ch, 0 };
    SIZE sz;
    int x, y, n = 0;
    PatBlt(dc, 0, 0, 64, 64, WHITENESS);
    TextOutA(dc, 8, 8, s, 1);
    for (y = 0; y < 64; y++)
        for (x = 0; x < 64; x++)
            if (GetPixel(dc, x, y) != RGB(255, 255, 255))
                n++;
    if (!GetTextExtentPoint32A(dc, s, 1, &sz) || sz.cx <= 0)
        return 0;
    return n > 0;
}

static void check(HDC dc, const char *name)
{
    int c, good = 0, defined = 0;
    char missing[200] = "";
    for (c = 0x80; c < 0xA0; c++) {
        if (c == 0x81 || c == 0x8D || c == 0x8F || c == 0x90 || c == 0x9D)
            continue;   /* not characters in Windows-1252 */
        defined++;
        if (ink(dc, (unsigned char)c))
            good++;
        else
            sprintf(missing + strlen(missing), " %02x", c);
    }
    printf("%s: %d of %d drawn%s%s\n", name, good, defined, *missing ? ", not:" : "", missing);
}

int main(void)
{
    HDC screen = GetDC(NULL);
    HDC dc = CreateCompatibleDC(screen);
    HBITMAP bmp = CreateCompatibleBitmap(screen, 64, 64);
    HFONT f;
    SIZE a, b;
    SelectObject(dc, bmp);
    SetBkMode(dc, TRANSPARENT);
    SelectObject(dc, GetStockObject(SYSTEM_FONT));
    check(dc, "SYSTEM_FONT");
    f = CreateFontA(-11, 0, 0, 0, FW_NORMAL, 0, 0, 0, ANSI_CHARSET, 0, 0, 0, 0, "MS Sans Serif");
    SelectObject(dc, f);
    check(dc, "MS Sans Serif 8");
    /* the ellipsis is one character, narrower than three full stops */
    GetTextExtentPoint32A(dc, "\x85", 1, &a);
    GetTextExtentPoint32A(dc, "...", 3, &b);
    printf("ellipsis narrower than three stops: %d\n", a.cx > 0 && a.cx <= b.cx);
    /* ANSI and wide calls draw the same glyph: 0x80 is U+20AC */
    GetTextExtentPoint32W(dc, L"\x20ac", 1, &b);
    GetTextExtentPoint32A(dc, "\x80", 1, &a);
    printf("euro A width == W width: %d\n", a.cx == b.cx && a.cx > 0);
    DeleteObject(f);
    DeleteDC(dc);
    DeleteObject(bmp);
    ReleaseDC(NULL, screen);
    return 0;
}
