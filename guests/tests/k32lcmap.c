/* LCMapString (A, W, Ex): the flag combinations Windows accepts and refuses, case (title
   case in W and Ex only; Turkish linguistic casing), kana, width, NORM_IGNORENONSPACE /
   NORM_IGNORESYMBOLS removals, LCMAP_BYTEREV, in-place mapping, buffer sizes; sort keys:
   their order is CompareString's, NUL-ended, whole sections in a short buffer. One line
   per check; characters outside ASCII print as \uXXXX. */
#include <windows.h>
#include <stdio.h>
#include <string.h>

static void show(const char *what, const WCHAR *s, int ret)
{
    int i;
    printf("%s: %d [", what, ret);
    for (i = 0; i < ret && s[i]; i++)
        if (s[i] >= 0x20 && s[i] < 0x7f) putchar(s[i]); else printf("\\u%04x", s[i]);
    printf("] error %lu\n", ret ? 0 : GetLastError());
}

static int sign(int v) { return v < 0 ? -1 : v > 0; }

int main(void)
{
    static const DWORD bad[] = { 0, LCMAP_HIRAGANA | LCMAP_KATAKANA, LCMAP_HALFWIDTH | LCMAP_FULLWIDTH,
        LCMAP_TRADITIONAL_CHINESE | LCMAP_SIMPLIFIED_CHINESE, LCMAP_LOWERCASE | SORT_STRINGSORT,
        LCMAP_UPPERCASE | NORM_IGNORESYMBOLS, LCMAP_HIRAGANA | NORM_IGNORENONSPACE,
        LCMAP_KATAKANA | LCMAP_SIMPLIFIED_CHINESE, LCMAP_FULLWIDTH | NORM_IGNORESYMBOLS,
        LCMAP_SORTKEY | LCMAP_UPPERCASE, LCMAP_SORTKEY | LCMAP_HIRAGANA, NORM_IGNORECASE,
        LCMAP_LINGUISTIC_CASING };
    static const WCHAR mixed[] = L"\tjUST! a, TEST; o'neil-x 1/*+-.";
    static const WCHAR kana[] = { 0x3044, 0x309d, 0x30a4, 0x30fc, 0x30ac, 0x30f4, 0x3001, 0x91ce, 'A', ' ', 0xff21, 0 };
    static const WCHAR halfkana[] = { 0xff76, 0xff9e, 0xff73, 0xff9e, 0xff64, 0xff70, 'a', 0 };
    static const WCHAR accents[] = { 0xe0, 0xe7, ' ', 0xe9, ',', 0xee, 0xf1, '/', 0xf6, '!', 0 };
    static const WCHAR turkish[] = L"iIi\x0131\x0130";
    static const char *words[] = { "abc", "ABC", "abd", "ab", "a-bc", "\xe1" "bc", "co-op", "coop", "1a", "" };
    static const struct { DWORD flags; const WCHAR *text; const char *what; } maps[] = {
        { LCMAP_UPPERCASE, mixed, "upper" },
        { LCMAP_LOWERCASE, mixed, "lower" },
        { LCMAP_TITLECASE, mixed, "title" },
        { NORM_IGNORESYMBOLS, mixed, "nosymbols" },
        { NORM_IGNORENONSPACE, accents, "nonspace" },
        { NORM_IGNORENONSPACE | NORM_IGNORESYMBOLS, accents, "nonspace+symbols" },
        { LCMAP_HIRAGANA, kana, "hiragana" },
        { LCMAP_KATAKANA | LCMAP_UPPERCASE, kana, "katakana+upper" },
        { LCMAP_HALFWIDTH, kana, "halfwidth" },
        { LCMAP_HALFWIDTH | LCMAP_KATAKANA, kana, "halfwidth+katakana" },
        { LCMAP_FULLWIDTH, kana, "fullwidth" },
        { LCMAP_FULLWIDTH, halfkana, "fullwidth of half kana" },
        { LCMAP_FULLWIDTH | LCMAP_HIRAGANA, halfkana, "fullwidth+hiragana" },
        { LCMAP_BYTEREV, L"Ab", "byterev" },
        { LCMAP_BYTEREV | LCMAP_UPPERCASE, L"Ab", "byterev+upper" },
    };
    WCHAR buf[256];
    char a[256], b[256], what[64];
    BYTE k1[256], k2[256];
    int i, j, ret, ret2;

    for (i = 0; i < sizeof(bad) / sizeof(bad[0]); i++)
    {
        SetLastError(0xdeadbeef);
        ret = LCMapStringW(LOCALE_USER_DEFAULT, bad[i], L"abc", -1, buf, 256);
        printf("W flags %08lx: %d error %lu", bad[i], ret, GetLastError());
        SetLastError(0xdeadbeef);
        ret = LCMapStringA(LOCALE_USER_DEFAULT, bad[i], "abc", -1, a, 256);
        printf(" | A: %d error %lu\n", ret, GetLastError());
    }
    SetLastError(0xdeadbeef);
    ret = LCMapStringA(LOCALE_USER_DEFAULT, LCMAP_TITLECASE, "abc", -1, a, 256);
    printf("A title case: %d error %lu\n", ret, GetLastError());
    SetLastError(0xdeadbeef);
    ret = LCMapStringW(LOCALE_USER_DEFAULT, LCMAP_LOWERCASE, L"abc", 0, buf, 256);
    printf("W srclen 0: %d error %lu\n", ret, GetLastError());
    SetLastError(0xdeadbeef);
    ret = LCMapStringW(0xdead, LCMAP_HIRAGANA, L"abc", -1, buf, 256);
    printf("W bad lcid: %d error %lu\n", ret, GetLastError());
    SetLastError(0xdeadbeef);
    ret = LCMapStringEx(L"xx-invalid", LCMAP_HIRAGANA, L"abc", -1, buf, 256, NULL, NULL, 0);
    printf("Ex bad name, kana: %d error %lu\n", ret, ret ? 0 : GetLastError());
    SetLastError(0xdeadbeef);
    ret = LCMapStringEx(L"xx-invalid", LCMAP_LOWERCASE, L"abc", -1, buf, 256, NULL, NULL, 0);
    printf("Ex bad name, lower: %d error %lu\n", ret, GetLastError());

    for (i = 0; i < sizeof(maps) / sizeof(maps[0]); i++)
    {
        memset(buf, 0, sizeof(buf));
        ret = LCMapStringW(LOCALE_USER_DEFAULT, maps[i].flags, maps[i].text, -1, buf, 256);
        ret2 = LCMapStringEx(LOCALE_NAME_USER_DEFAULT, maps[i].flags, maps[i].text, -1, NULL, 0, NULL, NULL, 0);
        sprintf(what, "%s (need %d)", maps[i].what, ret2);
        show(what, buf, ret);
    }
    ret = LCMapStringEx(L"tr-TR", LCMAP_UPPERCASE | LCMAP_LINGUISTIC_CASING, turkish, -1, buf, 256, NULL, NULL, 0);
    show("tr-TR linguistic upper", buf, ret);
    ret = LCMapStringEx(L"tr-TR", LCMAP_LOWERCASE | LCMAP_LINGUISTIC_CASING, turkish, -1, buf, 256, NULL, NULL, 0);
    show("tr-TR linguistic lower", buf, ret);
    ret = LCMapStringEx(L"tr-TR", LCMAP_UPPERCASE, turkish, -1, buf, 256, NULL, NULL, 0);
    show("tr-TR plain upper", buf, ret);
    /* Azerbaijani cases as Turkish in either script (Wine's locale.c names az-Cyrl-az) */
    ret = LCMapStringEx(L"az-Cyrl-az", LCMAP_UPPERCASE | LCMAP_LINGUISTIC_CASING, turkish, -1, buf, 256, NULL, NULL, 0);
    show("az-Cyrl-AZ linguistic upper", buf, ret);
    /* Greek with ypogegrammeni: the simple mappings (U+1F80 <-> U+1F88), not the full ones */
    ret = LCMapStringEx(L"el-GR", LCMAP_UPPERCASE, L"\x1f80\x1fb3\x1fb2\x1ff3", -1, buf, 256, NULL, NULL, 0);
    show("el-GR upper", buf, ret);
    ret = LCMapStringEx(L"el-GR", LCMAP_UPPERCASE | LCMAP_LINGUISTIC_CASING, L"\x1f80\x1fb3\x1fb2\x1ff3", -1, buf, 256, NULL, NULL, 0);
    show("el-GR linguistic upper", buf, ret);
    ret = LCMapStringEx(L"el-GR", LCMAP_LOWERCASE, L"\x1f88\x1fbc\x1fcc\x03a3", -1, buf, 256, NULL, NULL, 0);
    show("el-GR lower", buf, ret);
    ret = LCMapStringEx(L"en-US", LCMAP_UPPERCASE | LCMAP_LINGUISTIC_CASING, turkish, -1, buf, 256, NULL, NULL, 0);
    show("en-US linguistic upper", buf, ret);

    /* in place: only case mappings */
    wcscpy(buf, L"MiXeD");
    ret = LCMapStringW(LOCALE_USER_DEFAULT, LCMAP_LOWERCASE, buf, -1, buf, 256);
    show("in place lower", buf, ret);
    SetLastError(0xdeadbeef);
    ret = LCMapStringW(LOCALE_USER_DEFAULT, LCMAP_HIRAGANA, buf, -1, buf, 256);
    printf("in place hiragana: %d error %lu\n", ret, GetLastError());
    /* sizes */
    SetLastError(0xdeadbeef);
    ret = LCMapStringW(LOCALE_USER_DEFAULT, LCMAP_UPPERCASE, L"abcdef", -1, buf, 4);
    printf("short buffer: %d error %lu\n", ret, GetLastError());
    ret = LCMapStringW(LOCALE_USER_DEFAULT, LCMAP_HALFWIDTH | LCMAP_UPPERCASE, L"a\x30ac", 2, NULL, 0);
    printf("halfwidth GA needs: %d\n", ret);
    SetLastError(0xdeadbeef);
    ret = LCMapStringW(LOCALE_USER_DEFAULT, LCMAP_HALFWIDTH, L"\x30ac", 1, buf, 1);
    printf("halfwidth GA in one: %d error %lu\n", ret, GetLastError());
    ret = LCMapStringA(LOCALE_USER_DEFAULT, LCMAP_UPPERCASE, "abc\xe9", 4, a, 256);
    printf("A upper counted: %d [%.*s] %02x\n", ret, ret > 0 ? 3 : 0, a, (BYTE)a[3]);

    /* sort keys order strings as CompareString does */
    for (i = 0; words[i][0]; i++)
        for (j = 0; words[j][0]; j++)
        {
            int cmp = CompareStringA(LOCALE_USER_DEFAULT, 0, words[i], -1, words[j], -1);
            int n1 = LCMapStringA(LOCALE_USER_DEFAULT, LCMAP_SORTKEY, words[i], -1, (char *)k1, 256);
            int n2 = LCMapStringA(LOCALE_USER_DEFAULT, LCMAP_SORTKEY, words[j], -1, (char *)k2, 256);
            int byk = sign(strcmp((char *)k1, (char *)k2)) + 2;
            if (byk != cmp || !n1 || !n2) printf("sort key order %s / %s: compare %d keys %d\n", words[i], words[j], cmp, byk);
        }
    printf("sort keys checked\n");
    ret = LCMapStringW(LOCALE_USER_DEFAULT, LCMAP_SORTKEY, L"Word", -1, (WCHAR *)k1, 256);
    ret2 = LCMapStringW(LOCALE_USER_DEFAULT, LCMAP_SORTKEY, L"Word", 4, NULL, 0);
    printf("sort key: ends %02x, -1 and counted equal %d, need %d\n", k1[ret - 1], ret == ret2, ret2);
    ret = LCMapStringW(LOCALE_USER_DEFAULT, LCMAP_SORTKEY | NORM_IGNORECASE, L"WORD", -1, (WCHAR *)k2, 256);
    ret2 = LCMapStringW(LOCALE_USER_DEFAULT, LCMAP_SORTKEY, L"word", -1, (WCHAR *)k1, 256);
    printf("ignore case keys equal: %d\n", ret == ret2 && !memcmp(k1, k2, ret));
    ret = LCMapStringA(LOCALE_USER_DEFAULT, LCMAP_SORTKEY | NORM_IGNORESYMBOLS, "a-b, c!", -1, a, 256);
    ret2 = LCMapStringA(LOCALE_USER_DEFAULT, LCMAP_SORTKEY, "abc", -1, b, 256);
    printf("ignore symbols keys equal: %d\n", ret == ret2 && !memcmp(a, b, ret));
    ret2 = LCMapStringW(LOCALE_USER_DEFAULT, LCMAP_SORTKEY, L"Word", -1, (WCHAR *)k2, 256);
    memset(k1, 0xcc, sizeof(k1));
    SetLastError(0xdeadbeef);
    ret = LCMapStringW(LOCALE_USER_DEFAULT, LCMAP_SORTKEY, L"Word", -1, (WCHAR *)k1, ret2 - 1);
    j = (char *)memchr(k1, 0xcc, sizeof(k1)) - (char *)k1;
    printf("short key buffer: %d error %lu, filled %d bytes ending %02x, same as the key %d\n",
           ret, GetLastError(), j > 0, j > 0 ? k1[j - 1] : 0, j > 0 && !memcmp(k1, k2, j));
    SetLastError(0xdeadbeef);
    ret = LCMapStringW(LOCALE_USER_DEFAULT, LCMAP_SORTKEY | LCMAP_UPPERCASE, (WCHAR *)k1, 4, (WCHAR *)k1, 256);
    printf("sort key in place: %d error %lu\n", ret, GetLastError());

    /* SORT_DIGITSASNUMBERS: a run of digits weighs as its number (W and Ex only) */
    {
        static const WCHAR *pairs[][2] = {
            {L"1230", L"321"}, {L"a2b", L"a10b"}, {L"a01", L"a1"}, {L"x007", L"x7y"},
            {L"\x0c6f\x0c6c\x0c6a", L"\x0c6f\x0c6e"}, {L"9", L"\x0661\x0660"}, {L"2a", L"10"},
            {L"1.5", L"1.10"}, {L"", L""},
        };
        BYTE n1k[256], n2k[256];
        for (i = 0; pairs[i][0][0]; i++) {
            int cmp = CompareStringW(LOCALE_USER_DEFAULT, SORT_DIGITSASNUMBERS, pairs[i][0], -1, pairs[i][1], -1);
            int cmpex = CompareStringEx(L"en-US", SORT_DIGITSASNUMBERS, pairs[i][0], -1, pairs[i][1], -1, NULL, NULL, 0);
            int plain = CompareStringW(LOCALE_USER_DEFAULT, 0, pairs[i][0], -1, pairs[i][1], -1);
            int l1 = LCMapStringEx(L"en-US", LCMAP_SORTKEY | SORT_DIGITSASNUMBERS, pairs[i][0], -1, (WCHAR *)n1k, 256, NULL, NULL, 0);
            int l2 = LCMapStringEx(L"en-US", LCMAP_SORTKEY | SORT_DIGITSASNUMBERS, pairs[i][1], -1, (WCHAR *)n2k, 256, NULL, NULL, 0);
            int byk = memcmp(n1k, n2k, l1 < l2 ? l1 : l2);
            byk = byk ? sign(byk) : sign(l1 - l2);
            printf("digits as numbers %d: compare %d ex %d plain %d key %d\n", i, cmp, cmpex, plain, byk + 2);
        }
        SetLastError(0xdeadbeef);
        ret = CompareStringA(LOCALE_USER_DEFAULT, SORT_DIGITSASNUMBERS, "1230", -1, "321", -1);
        printf("digits as numbers A: %d error %lu\n", ret, GetLastError());
    }
    return 0;
}
