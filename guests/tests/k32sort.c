/* Locale-specific sorts: CompareStringEx / CompareStringW / LCMapStringEx (LCMAP_SORTKEY)
   of the letters and contractions ("compressions") a language sorts otherwise than the
   default table: Czech and Slovak ch, Hungarian cs / dzs, Spanish traditional ch and ll
   (0x040A) against modern Spanish (0x0C0A), the Nordic letters after z, German phone book
   (0x10407), Lithuanian y, Polish, Turkish, Romansh, Croatian, Estonian; a neutral name;
   names and LCIDs Windows does not know; the default table's order of the ASCII
   symbols and of apostrophes and hyphens. One line per pair: CompareStringEx's answer
   (1 <, 2 =, 3 >) and the sign of the two sort keys' memcmp, which must agree. */
#include <windows.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int sign(int v) { return v < 0 ? -1 : v > 0; }

static void hex(const WCHAR *s)
{
    for (; *s; s++)
        if (*s >= 0x21 && *s < 0x7f) putchar(*s); else printf("\\u%04x", *s);
}

static int keycmp(const WCHAR *loc, const WCHAR *a, const WCHAR *b)
{
    BYTE ka[256], kb[256];
    int na = LCMapStringEx(loc, LCMAP_SORTKEY, a, -1, (WCHAR *)ka, sizeof(ka), NULL, NULL, 0);
    int nb = LCMapStringEx(loc, LCMAP_SORTKEY, b, -1, (WCHAR *)kb, sizeof(kb), NULL, NULL, 0);
    int r = memcmp(ka, kb, na < nb ? na : nb);
    if (!na || !nb) return 9;
    return r ? sign(r) : sign(na - nb);
}

static void pair(const WCHAR *loc, const WCHAR *a, const WCHAR *b)
{
    int r = CompareStringEx(loc, 0, a, -1, b, -1, NULL, NULL, 0);
    printf("%ls ", loc);
    hex(a);
    printf(" ");
    hex(b);
    printf(": %d key %d\n", r, keycmp(loc, a, b));
}

static void lcid_pair(LCID lcid, const WCHAR *a, const WCHAR *b)
{
    BYTE ka[256], kb[256];
    int na = LCMapStringW(lcid, LCMAP_SORTKEY, a, -1, (WCHAR *)ka, sizeof(ka));
    int nb = LCMapStringW(lcid, LCMAP_SORTKEY, b, -1, (WCHAR *)kb, sizeof(kb));
    int r = memcmp(ka, kb, na < nb ? na : nb);
    printf("lcid %05lx ", (unsigned long)lcid);
    hex(a);
    printf(" ");
    hex(b);
    printf(": %d key %d\n", CompareStringW(lcid, 0, a, -1, b, -1),
           r ? sign(r) : sign(na - nb));
}

static int cmp_symbol(const void *a, const void *b)
{
    return CompareStringA(LOCALE_SYSTEM_DEFAULT, 0, (const char *)a, 1, (const char *)b, 1) - 2;
}

/* The default table's order of the ASCII symbols and digits (qsort by CompareStringA),
   "=" between two that compare equal; then where apostrophes and hyphens stand: the
   word sort weighs them after the letters, the nearer the start the heavier, the
   string sort as symbols. */
static void symbols(void)
{
    static const char *words[] = { "a'b", "ab", "a-b", "ab'", "'ab", "-ab", "a''b", "a'-b",
                                   "a-'b", "ab-", "abc", "a'bc", "ab'c", "a b", NULL };
    char s[100][2];
    int n = 0, c, i, j;
    for (c = 0x20; c < 0x7f; c++)
        if (!((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z')))
        {
            s[n][0] = c;
            s[n++][1] = 0;
        }
    qsort(s, n, 2, cmp_symbol);
    printf("symbols:");
    for (i = 0; i < n; i++)
        printf("%s%s", i && !cmp_symbol(s[i - 1], s[i]) ? "=" : " ", s[i]);
    printf("\n");
    for (i = 0; words[i]; i++)
    {
        printf("%s:", words[i]);
        for (j = 0; words[j]; j++)
            printf(" %d%d", CompareStringA(LOCALE_SYSTEM_DEFAULT, 0, words[i], -1, words[j], -1),
                   CompareStringA(LOCALE_SYSTEM_DEFAULT, SORT_STRINGSORT, words[i], -1, words[j], -1));
        printf("\n");
    }
}

/* Turkish i's: the default table's order (dotless i as i with a mark of its own) but
   with NORM_LINGUISTIC_CASING, where I is dotless i's capital and İ i's; the NUL
   characters of a counted string, which weigh nothing. */
static void turkish(void)
{
    static const WCHAR *is[] = { L"i", L"I", L"\x0130", L"\x0131" };
    static const DWORD flags[] = { 0, NORM_IGNORECASE, NORM_LINGUISTIC_CASING,
                                   NORM_LINGUISTIC_CASING | NORM_IGNORECASE };
    int f, i, j;
    for (f = 0; f < 4; f++)
    {
        printf("tr-TR %08lx:", flags[f]);
        for (i = 0; i < 4; i++)
            for (j = 0; j < 4; j++)
                printf("%s%d", j ? "" : " ",
                       CompareStringEx(L"tr-TR", flags[f], is[i], -1, is[j], -1, NULL, NULL, 0));
        printf("\n");
    }
    printf("NULs: %d %d %d %d\n", CompareStringW(0x409, 0, L"a", 1, L"a\0\0", 4),
           CompareStringW(0x409, 0, L"A\0BC", 4, L"ABC\0", 4),
           CompareStringA(0x409, 0, "a-", 3, "a\0", 3), CompareStringA(0x409, 0, "ab", 3, "ab\0x", 4));
}

/* Kana and widths in the default table: a katakana and a half-width kana sort as the
   hiragana they sound as, small kana before full-size (a mark: NORM_IGNORENONSPACE
   drops it), then, after the case weights, katakana before hiragana and half width
   before full, the kana types of the whole string before its widths (NORM_IGNOREKANATYPE
   and NORM_IGNOREWIDTH drop them); half-width Hangul as its jamo. Each pair with no
   flag, NORM_IGNOREKANATYPE, NORM_IGNOREWIDTH, NORM_IGNORENONSPACE and NORM_IGNORECASE,
   and the sign of the keys' memcmp with no flag. */
static void kana(void)
{
    static const WCHAR *pairs[][2] = {
        { L"\x30d5", L"\x3075" }, { L"\x306a", L"\x30ca" }, { L"\x30bf", L"\xff80" },
        { L"\x31fb", L"\x30e9" }, { L"\xff6d", L"\xff95" }, { L"\x30b1\x30f6", L"\xff79\x30b1" },
        { L"\x3046\x30a9", L"\x30a6\x30aa" }, { L"\x30a6\x30a8", L"\xff73\x3048" },
        { L"\x305a a", L"\x30ba A" }, { L"\x3075\x30fc", L"\x30d5\x30fc" }, { L"\x304b", L"\x304c" },
        { L"\x30ac", L"\xff76\xff9e" }, { L"\xffb7", L"\x3147" }, { L"\x3042", L"\x3044" },
        { L"a\x30a2", L"a\x3042" }, { L"\x30a2" L"b", L"\x3042" L"a" },
    };
    static const DWORD flags[] = { 0, NORM_IGNOREKANATYPE, NORM_IGNOREWIDTH, NORM_IGNORENONSPACE,
                                   NORM_IGNORECASE };
    int i, f;
    for (i = 0; i < (int)(sizeof(pairs) / sizeof(pairs[0])); i++)
    {
        hex(pairs[i][0]);
        printf(" ");
        hex(pairs[i][1]);
        printf(":");
        for (f = 0; f < 5; f++)
            printf(" %d", CompareStringEx(L"en-US", flags[f], pairs[i][0], -1, pairs[i][1], -1,
                                          NULL, NULL, 0));
        printf(" key %d\n", keycmp(L"en-US", pairs[i][0], pairs[i][1]));
    }
}

/* Characters the sort ignores (format characters, unassigned ones, U+FFFD), controls
   (in the word sort after the letters, as apostrophes; symbols in the string sort), tab,
   line feed, the zero-width space and NEL (symbols), a private-use character (after the
   letters): "a" X "b" against "ab", word sort then string sort. */
static void ignorables(void)
{
    static const WCHAR *x[] = { L"a\x01" L"b", L"a\x7f" L"b", L"a\tb", L"a\nb", L"a\x2060" L"b",
        L"a\xad" L"b", L"a\xfffd" L"b", L"a\xfeff" L"b", L"a\x200b" L"b", L"a\x139f" L"b",
        L"a\x0085" L"b", L"a\x1f" L"b", L"a b", L"a\xe000" L"b", L"a\xfff0" L"b" };
    int i;
    printf("ignorables:");
    for (i = 0; i < (int)(sizeof(x) / sizeof(x[0])); i++)
        printf(" %d%d", CompareStringW(0x409, 0, x[i], -1, L"ab", -1),
               CompareStringW(0x409, SORT_STRINGSORT, x[i], -1, L"ab", -1));
    printf("\n");
    {
        BYTE key[64];
        int short_key = LCMapStringEx(L"en-US", LCMAP_SORTKEY, L"\x0e49\x0e49\x0e49\x0e49\x0e49", -1,
                                      (WCHAR *)key, 20, NULL, NULL, 0);
        int need = LCMapStringEx(L"en-US", LCMAP_SORTKEY, L"\x0e49\x0e49\x0e49\x0e49\x0e49", -1,
                                 NULL, 0, NULL, NULL, 0);
        printf("decomposed: %d; marks alone: %d %d; five marks' key in 20 bytes: %d\n",
               CompareStringW(0x409, 0, L"\xc1" L"BC", -1, L"A\x301" L"BC", -1),
               CompareStringW(0x409, 0, L"\x0e49\x0e49", -1, L"\x0e49", -1),
               CompareStringW(0x409, NORM_IGNORENONSPACE, L"\x0301" L"a", -1, L"a", -1),
               short_key == need);
    }
    printf("' DEL: %d; ignoring symbols 04 11: %d\n", CompareStringW(0x409, 0, L"'", -1, L"\x7f", -1),
           CompareStringW(0x409, NORM_IGNORESYMBOLS, L"\x04", -1, L"\x11", -1));
}

int main(void)
{
    static const struct { const WCHAR *loc, *a, *b; } pairs[] = {
        { L"cs-CZ", L"ch", L"h" }, { L"cs-CZ", L"ch", L"i" }, { L"cs-CZ", L"Ch", L"hz" },
        { L"cs-CZ", L"\x010d", L"cz" }, { L"cs-CZ", L"\x0159", L"rz" }, { L"en-US", L"ch", L"h" },
        { L"sk-SK", L"ch", L"hz" }, { L"sk-SK", L"\x00e4", L"az" }, { L"sk-SK", L"\x00f4", L"oz" },
        { L"hu-HU", L"cs", L"cz" }, { L"hu-HU", L"cs", L"d" }, { L"hu-HU", L"dzs", L"dzz" },
        { L"hu-HU", L"gy", L"gz" }, { L"hu-HU", L"sz", L"sza" }, { L"hu-HU", L"zs", L"zz" },
        { L"es-ES", L"ch", L"cz" }, { L"es-ES", L"\x00f1", L"nz" }, { L"es-ES_tradnl", L"ch", L"cz" },
        { L"es-ES_tradnl", L"ll", L"lz" }, { L"es-ES_tradnl", L"llama", L"luz" },
        { L"sv-SE", L"\x00e5", L"z" }, { L"sv-SE", L"\x00e4", L"\x00e5" }, { L"sv-SE", L"\x00f6", L"\x00e4" },
        { L"fi-FI", L"\x00e5", L"z" }, { L"fi-FI", L"\x00f6", L"\x00e4" },
        { L"da-DK", L"\x00e6", L"z" }, { L"da-DK", L"\x00f8", L"\x00e6" }, { L"da-DK", L"\x00e5", L"\x00f8" },
        { L"nb-NO", L"\x00e5", L"\x00f8" }, { L"nb-NO", L"\x00f8", L"z" },
        { L"de-DE", L"\x00e4", L"af" }, { L"de-DE_phoneb", L"\x00e4", L"af" },
        { L"de-DE_phoneb", L"\x00e4", L"ad" }, { L"de-DE_phoneb", L"\x00f6", L"of" },
        { L"lt-LT", L"y", L"j" }, { L"lt-LT", L"y", L"h" }, { L"en-US", L"y", L"j" },
        { L"pl-PL", L"\x0142", L"lz" }, { L"pl-PL", L"\x017c", L"\x017a" }, { L"pl-PL", L"\x015b", L"sz" },
        { L"tr-TR", L"\x00e7", L"cz" }, { L"tr-TR", L"\x011f", L"gz" }, { L"tr-TR", L"\x00fc", L"uz" },
        { L"rm-CH", L"E\x0300", L"F" }, { L"rm-CH", L"\x00e8", L"z" }, { L"rm-CH", L"\x00e1", L"\x00f9" },
        { L"rm-CH", L"\x00f6", L"\x00e4" }, { L"en-US", L"E\x0300", L"F" },
        { L"hr-HR", L"\x010d", L"cz" }, { L"hr-HR", L"\x0107", L"\x010d" }, { L"hr-HR", L"d\x017e", L"dz" },
        { L"hr-HR", L"lj", L"lz" }, { L"hr-HR", L"nj", L"nz" },
        { L"et-EE", L"z", L"t" }, { L"et-EE", L"z", L"s" }, { L"et-EE", L"\x00f5", L"w" },
        { L"ro-RO", L"\x0103", L"az" }, { L"ro-RO", L"\x0219", L"sz" },
        { L"cs", L"ch", L"hz" }, { L"sv", L"\x00e5", L"z" },
        /* ideographs: Japanese and Korean in code page 932's / 949's order, Chinese by
           pinyin (zh-CN) or strokes (zh-TW, zh-HK); before Hangul in those locales */
        { L"ja-JP", L"\x529b", L"\x733f" }, { L"ja-JP", L"\x6df8", L"\x654b" },
        { L"ja-JP", L"\x3042", L"\x4e9c" }, { L"ja-JP", L"\x3162", L"\x6a84" },
        { L"ja-JP", L"\x634c", L"\x2f0d" }, { L"en-US", L"\x529b", L"\x733f" },
        { L"ko-KR", L"\x91d8", L"\xd318" }, { L"ko-KR", L"\x8db6", L"\xd198" },
        { L"en-US", L"\x8db6", L"\xd198" }, { L"zh-HK", L"\x83ae", L"\x71b9" },
        { L"zh-HK", L"\x7e50", L"\xc683" }, { L"zh-TW", L"\x4e00", L"\x4e01" },
        { L"zh-CN", L"\x963f", L"\x516b" }, { L"en-US", L"\x963f", L"\x516b" },
        /* marks: acute before grave; French compares them from the end */
        { L"en-US", L"\x00e9\x00e8", L"\x00e8\x00e9" }, { L"fr-FR", L"\x00e9\x00e8", L"\x00e8\x00e9" },
        { L"en-US", L"\x00e9", L"\x00e8" }, { L"en-US", L"\x00e2", L"\x00e4" },
        /* expansions: the ligatures as two letters, but where the language has a letter */
        { L"en-US", L"\x00c6", L"AE" }, { L"en-US", L"\x00e6", L"ae" }, { L"en-US", L"\x00e6", L"af" },
        { L"en-US", L"\x0152", L"\x00d6" }, { L"en-US", L"\x0153", L"oe" }, { L"da-DK", L"\x00e6", L"ae" },
        { L"en-US", L"\x05f0", L"\x05d5\x05d5" }, { L"en-US", L"\x309b", L"\x3099" },
        /* Extension A after the Unified Ideographs, lone surrogates after both; circled
           katakana after the plain ones, among the letters */
        { L"en-US", L"\x5d61", L"\x3aef" }, { L"en-US", L"\xd847", L"\x382a" },
        { L"en-US", L"\x30ea", L"\x32f7" }, { L"en-US", L"\x04b0", L"\x32db" },
    };
    static const WCHAR *bad[] = { L"xx-XX", L"cs-CZ_phoneb", L"de-DE_tradnl" };
    int i, r;
    for (i = 0; i < (int)(sizeof(pairs) / sizeof(pairs[0])); i++)
        pair(pairs[i].loc, pairs[i].a, pairs[i].b);
    symbols();
    turkish();
    kana();
    ignorables();
    lcid_pair(0x040A, L"ch", L"cz");
    lcid_pair(0x0C0A, L"ch", L"cz");
    lcid_pair(0x040A, L"llave", L"luz");
    lcid_pair(0x10407, L"\x00e4", L"af");
    lcid_pair(0x0407, L"\x00e4", L"af");
    lcid_pair(0x0405, L"ch", L"hz");
    lcid_pair(0x0005, L"ch", L"hz");
    lcid_pair(0x041D, L"\x00f6", L"z");
    for (i = 0; i < (int)(sizeof(bad) / sizeof(bad[0])); i++)
    {
        SetLastError(0xdeadbeef);
        r = CompareStringEx(bad[i], 0, L"a", -1, L"b", -1, NULL, NULL, 0);
        printf("%ls: %d error %lu\n", bad[i], r, r ? 0 : GetLastError());
    }
    SetLastError(0xdeadbeef);
    r = CompareStringW(0x12345, 0, L"a", -1, L"b", -1);
    printf("lcid 12345: %d error %lu\n", r, r ? 0 : GetLastError());
    return 0;
}
