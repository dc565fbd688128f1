/* FoldStringA / FoldStringW: MAP_FOLDCZONE (compatibility characters), MAP_PRECOMPOSED,
   MAP_COMPOSITE, MAP_FOLDDIGITS (script, superscript, circled and supplementary digits, and
   numerals Unicode gives no digit value), MAP_EXPAND_LIGATURES, flags combined, the flag
   combinations refused, bad parameters, the size query and a short buffer; the A form
   through code page 1252 (best fit of the accents MAP_COMPOSITE leaves alone). One line
   per check. */
#include <windows.h>
#include <stdio.h>

static void show_w(const char *what, DWORD flags, const WCHAR *src, int srclen)
{
    WCHAR dst[64];
    int i, ret, need;
    SetLastError(0xdeadbeef);
    need = FoldStringW(flags, src, srclen, NULL, 0);
    memset(dst, 0xcc, sizeof(dst));
    ret = FoldStringW(flags, src, srclen, dst, 64);
    printf("%s W %04lx: need %d ret %d err %lu [", what, flags, need, ret, GetLastError());
    for (i = 0; i < ret; i++) printf(i ? " %04x" : "%04x", dst[i]);
    printf("]\n");
}

static void show_a(const char *what, DWORD flags, const char *src, int srclen)
{
    char dst[64];
    int i, ret, need;
    SetLastError(0xdeadbeef);
    need = FoldStringA(flags, src, srclen, NULL, 0);
    memset(dst, 0xcc, sizeof(dst));
    ret = FoldStringA(flags, src, srclen, dst, 64);
    printf("%s A %04lx: need %d ret %d err %lu [", what, flags, need, ret, GetLastError());
    for (i = 0; i < ret; i++) printf("%02x", (unsigned char)dst[i]);
    printf("]\n");
}

int main(void)
{
    static const DWORD bad[] = { 0, MAP_PRECOMPOSED | MAP_COMPOSITE,
        MAP_PRECOMPOSED | MAP_EXPAND_LIGATURES, MAP_COMPOSITE | MAP_EXPAND_LIGATURES,
        0x1, 0x100, MAP_FOLDDIGITS | 0x8 };
    static const WCHAR czone[] = { 'W', 0xff37, 0xff49, 0x3c5, 0x308, 0x6a, 0x30c, 0xa0,
                                   0xaa, 0x2122, 0x2026, 0xbd, 0xfb01, 0x2460, 0 };
    static const WCHAR digits[] = { '7', 0xb2, 0x661, 0x966, 0xe53, 0xff15, 0x2074, 0x2081,
                                    0x2468, 0x277f, 0x3007, 0x3025, 0xc79, 0xa8e5, 0x1369,
                                    0xd835, 0xdfce, 0xd800, 0xdd0b, 0xd835, 0x41, 0xbc, 0 };
    static const WCHAR accents[] = { 'A', 0x300, 'e', 0x301, 0xe9, 0x1e69, 'n', 0x303, 0x308,
                                     0x212b, 0 };
    static const WCHAR ligs[] = { 'x', 0xc6, 0xdf, 0x1c4, 0x1c8, 0x1e3, 0x5f1, 0xfb03,
                                  0xfb05, 0x153, 0x1f2, 0x17f, 0xfb13, 0 };
    static const WCHAR mixed[] = { 0xff11, 0xfb01, 0x661, 'e', 0x301, 0xc6, 0x2075, 0 };
    static const char a_composite[] = { 0xc0, 0xe9, 0x8a, 0xd8, 0xc7, 0xf1, 0xff, 'z', 0 };
    static const char a_czone[] = { 0x85, 0x99, 0xa0, 0xa8, 0xaa, 0xaf, 0xb4, 0xb5, 0xb8,
                                    0xb9, 0xbc, 0x98, 'q', 0 };
    static const char a_lig[] = { 0x8c, 0x9c, 0xc6, 0xde, 0xdf, 0xe6, 0xfe, 0xdc, 0 };
    WCHAR src[8] = { 'a', 'b', 'c', 0 }, dst[8];
    char asrc[8] = "abc", adst[8];
    int i, ret;

    for (i = 0; i < sizeof(bad) / sizeof(bad[0]); i++)
    {
        SetLastError(0xdeadbeef);
        ret = FoldStringW(bad[i], src, -1, dst, 8);
        printf("flags %04lx: W %d err %lu", bad[i], ret, GetLastError());
        SetLastError(0xdeadbeef);
        ret = FoldStringA(bad[i], asrc, -1, adst, 8);
        printf(" A %d err %lu\n", ret, GetLastError());
    }
    SetLastError(0xdeadbeef);
    ret = FoldStringW(MAP_FOLDCZONE, src, -1, src, 8);
    printf("same buffer: %d err %lu\n", ret, GetLastError());
    SetLastError(0xdeadbeef);
    ret = FoldStringW(MAP_FOLDCZONE, NULL, -1, dst, 8);
    printf("NULL source: %d err %lu\n", ret, GetLastError());
    SetLastError(0xdeadbeef);
    ret = FoldStringW(MAP_FOLDCZONE, src, 0, dst, 8);
    printf("srclen 0: %d err %lu\n", ret, GetLastError());
    SetLastError(0xdeadbeef);
    ret = FoldStringW(MAP_FOLDCZONE, src, -1, dst, -1);
    printf("dstlen -1: %d err %lu\n", ret, GetLastError());
    SetLastError(0xdeadbeef);
    ret = FoldStringW(MAP_FOLDCZONE, src, -1, NULL, 8);
    printf("NULL destination: %d err %lu\n", ret, GetLastError());
    SetLastError(0xdeadbeef);
    ret = FoldStringA(MAP_FOLDCZONE, asrc, 0, adst, 8);
    printf("A srclen 0: %d err %lu\n", ret, GetLastError());
    SetLastError(0xdeadbeef);
    dst[0] = dst[1] = 'X';
    ret = FoldStringW(MAP_FOLDCZONE, src, 1, dst, 8);
    printf("counted: %d [%c%c] err %lx\n", ret, dst[0], dst[1], GetLastError());

    show_w("czone", MAP_FOLDCZONE, czone, -1);
    show_w("czone composite", MAP_FOLDCZONE | MAP_COMPOSITE, czone, -1);
    show_w("czone precomposed", MAP_FOLDCZONE | MAP_PRECOMPOSED, czone, -1);
    show_w("digits", MAP_FOLDDIGITS, digits, -1);
    show_w("accents precomposed", MAP_PRECOMPOSED, accents, -1);
    show_w("accents composite", MAP_COMPOSITE, accents, -1);
    show_w("ligatures", MAP_EXPAND_LIGATURES, ligs, -1);
    show_w("ligatures counted", MAP_EXPAND_LIGATURES, ligs, 3);
    show_w("mixed digits czone", MAP_FOLDDIGITS | MAP_FOLDCZONE, mixed, -1);
    show_w("mixed digits composite", MAP_FOLDDIGITS | MAP_COMPOSITE, mixed, -1);
    show_w("mixed digits precomposed", MAP_FOLDDIGITS | MAP_PRECOMPOSED, mixed, -1);
    show_w("mixed digits ligatures", MAP_FOLDDIGITS | MAP_EXPAND_LIGATURES, mixed, -1);

    SetLastError(0xdeadbeef);
    ret = FoldStringW(MAP_EXPAND_LIGATURES, ligs, -1, dst, 4);
    printf("short W: %d err %lu\n", ret, GetLastError());
    SetLastError(0xdeadbeef);
    ret = FoldStringW(MAP_FOLDDIGITS, digits, -1, dst, 4);
    printf("short W digits: %d err %lu\n", ret, GetLastError());
    SetLastError(0xdeadbeef);
    ret = FoldStringA(MAP_EXPAND_LIGATURES, a_lig, -1, adst, 4);
    printf("short A: %d err %lu\n", ret, GetLastError());

    show_a("composite", MAP_COMPOSITE, a_composite, -1);
    show_a("precomposed", MAP_PRECOMPOSED, a_composite, -1);
    show_a("czone", MAP_FOLDCZONE, a_czone, -1);
    show_a("ligatures", MAP_EXPAND_LIGATURES, a_lig, -1);
    show_a("digits", MAP_FOLDDIGITS, "\xb9\xb2\xb3x4", -1);
    show_a("counted", MAP_FOLDDIGITS, "\xb9\xb2\xb3x4", 2);
    return 0;
}
