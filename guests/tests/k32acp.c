/* The ANSI code page of a locale: the A functions of a locale whose default ANSI code page
   is not 1252 convert through that page (CompareStringA, LCMapStringA, GetLocaleInfoA,
   GetDateFormatA, GetNumberFormatA), LOCALE_USE_CP_ACP makes them use the system's (1252);
   GetCPInfo / GetCPInfoEx / IsDBCSLeadByteEx of Windows' ANSI pages (874, 1250..1258, 932,
   936, 949, 950) and MultiByteToWideChar / WideCharToMultiByte through them: bytes Python
   leaves undefined, lone lead bytes, MB_ERR_INVALID_CHARS, best fit, their flags;
   SetThreadLocale / GetThreadLocale and CP_THREAD_ACP. One line per check. */
#include <windows.h>
#include <stdio.h>

static void hexa(const char *s, int n)
{
    int i;
    printf(" [");
    for (i = 0; i < n; i++) printf("%02x", (unsigned char)s[i]);
    printf("]");
}

int main(void)
{
    static const UINT pages[] = { 874, 1250, 1251, 1253, 1254, 1255, 1256, 1257, 1258,
                                  932, 936, 949, 950, 1252, 437, 852 };
    static const LCID lcids[] = { 0x0415, 0x0419, 0x0408, 0x041f, 0x040d, 0x0411, 0x0804,
                                  0x0412, 0x0c04, 0x041e, 0x042b, 0x0409 };
    static const unsigned char probe[] = { 0x80, 0x81, 0x8a, 0xa0, 0xa1, 0xaa, 0xb9, 0xca,
                                           0xd2, 0xdb, 0xfd, 0xff };
    const LCID pl = MAKELCID(MAKELANGID(LANG_POLISH, SUBLANG_DEFAULT), SORT_DEFAULT);
    char buf[256];
    WCHAR wbuf[64];
    int i, j, ret;

    for (i = 0; i < sizeof(pages) / sizeof(pages[0]); i++)
    {
        CPINFOEXA ex;
        CPINFO ci;
        memset(&ex, 0xcc, sizeof(ex));
        ret = GetCPInfo(pages[i], &ci);
        printf("GetCPInfo %u: %d max %u default %02x%02x lead", pages[i], ret, ci.MaxCharSize,
               ci.DefaultChar[0], ci.DefaultChar[1]);
        for (j = 0; j < 12; j += 2)
            if (ci.LeadByte[j]) printf(" %02x-%02x", ci.LeadByte[j], ci.LeadByte[j + 1]);
        ret = GetCPInfoExA(pages[i], 0, &ex);
        printf(" | ex %d cp %u unicode default %04x\n", ret, ex.CodePage, ex.UnicodeDefaultChar);
        printf("IsValidCodePage %u: %d lead 0x81 %d 0x41 %d 0xa1 %d 0xe0 %d\n", pages[i],
               IsValidCodePage(pages[i]), IsDBCSLeadByteEx(pages[i], 0x81),
               IsDBCSLeadByteEx(pages[i], 0x41), IsDBCSLeadByteEx(pages[i], 0xa1),
               IsDBCSLeadByteEx(pages[i], 0xe0));
        printf("MultiByteToWideChar %u:", pages[i]);
        for (j = 0; j < sizeof(probe); j++)
        {
            char c = probe[j];
            WCHAR w[2] = { 0, 0 };
            ret = MultiByteToWideChar(pages[i], 0, &c, 1, w, 2);
            printf(" %02x=%d:%04x", probe[j], ret, w[0]);
            SetLastError(0xdeadbeef);
            ret = MultiByteToWideChar(pages[i], MB_ERR_INVALID_CHARS, &c, 1, w, 2);
            if (!ret) printf("!%lu", GetLastError());
        }
        printf("\n");
    }

    /* double-byte text both ways */
    ret = MultiByteToWideChar(932, 0, "\x93\xfa\x96\x7b\x41", 5, wbuf, 64);
    printf("932 to wide: %d %04x %04x %04x\n", ret, wbuf[0], wbuf[1], wbuf[2]);
    ret = MultiByteToWideChar(936, 0, "\xd6\xd0\x80", 3, wbuf, 64);
    printf("936 to wide: %d %04x %04x\n", ret, wbuf[0], wbuf[1]);
    ret = MultiByteToWideChar(950, MB_ERR_INVALID_CHARS, "\xa4\xa4\xa4", 3, wbuf, 64);
    printf("950 lone lead strict: %d error %lu\n", ret, ret ? 0 : GetLastError());
    ret = MultiByteToWideChar(949, 0, "\xb0\xa1\xb0", 3, wbuf, 64);
    printf("949 lone lead: %d %04x %04x\n", ret, wbuf[0], wbuf[1]);
    ret = WideCharToMultiByte(932, 0, L"\x65e5\x672c-", 3, buf, sizeof(buf), NULL, NULL);
    printf("wide to 932: %d", ret);
    hexa(buf, ret);
    printf("\n");
    ret = WideCharToMultiByte(1250, 0, L"\x0105\x0081\x00e9\x4e00", 4, buf, sizeof(buf), NULL, NULL);
    printf("wide to 1250: %d", ret);
    hexa(buf, ret);
    printf("\n");
    ret = WideCharToMultiByte(1253, 0, L"\xf8f9\x03b1", 2, buf, sizeof(buf), NULL, NULL);
    printf("wide to 1253: %d", ret);
    hexa(buf, ret);
    printf("\n");

    /* best fit: a character the page lacks takes the letter it is built on */
    ret = WideCharToMultiByte(1251, 0, L"\x00e4\xff21\x0101", 3, buf, sizeof(buf), NULL, NULL);
    printf("best fit 1251: %d", ret);
    hexa(buf, ret);
    ret = WideCharToMultiByte(1251, WC_NO_BEST_FIT_CHARS, L"\x00e4\xff21", 2, buf, sizeof(buf), NULL, NULL);
    printf(" no best fit: %d", ret);
    hexa(buf, ret);
    printf("\n");
    SetLastError(0xdeadbeef);
    ret = WideCharToMultiByte(CP_ACP, 0x100, L"x", 1, buf, sizeof(buf), NULL, NULL);
    printf("WideCharToMultiByte flag 0x100: %d error %lu\n", ret, GetLastError());
    SetLastError(0xdeadbeef);
    ret = MultiByteToWideChar(CP_ACP, 0x10, "x", 1, wbuf, 64);
    printf("MultiByteToWideChar flag 0x10: %d error %lu\n", ret, GetLastError());
    ret = MultiByteToWideChar(936, 0, "\xbf\xb4\x81\0x", 5, wbuf, 64);
    printf("936 lead byte before NUL: %d %04x %04x %04x %04x\n", ret, wbuf[0], wbuf[1], wbuf[2], wbuf[3]);
    ret = MultiByteToWideChar(936, MB_COMPOSITE, "\xbf\xb4\x81", 3, wbuf, 64);
    printf("936 MB_COMPOSITE: %d %04x %04x\n", ret, wbuf[0], wbuf[1]);
    ret = WideCharToMultiByte(936, 0, L"\x7bb8=\xc813", 3, buf, sizeof(buf), "\xa3\xbf", NULL);
    printf("936 two-byte default: %d", ret);
    hexa(buf, ret);
    printf("\n");

    /* the thread's locale and CP_THREAD_ACP */
    {
        static const LCID thread_lcids[] = { 0x0419, 0x0411, 0x0804, 0x0439, 0x0409 };
        CPINFOEXA cpi;
        printf("GetThreadLocale: %04lx\n", GetThreadLocale());
        for (i = 0; i < sizeof(thread_lcids) / sizeof(thread_lcids[0]); i++)
        {
            ret = SetThreadLocale(thread_lcids[i]);
            GetCPInfoExA(CP_THREAD_ACP, 0, &cpi);
            j = MultiByteToWideChar(CP_THREAD_ACP, 0, "\xe0\xa1", 2, wbuf, 64);
            printf("SetThreadLocale %04lx: %d now %04lx user %04lx thread cp %u lead e0 %d"
                   " ansi e0a1 %d %04x %04x\n", thread_lcids[i], ret, GetThreadLocale(),
                   GetUserDefaultLCID(), cpi.CodePage, IsDBCSLeadByteEx(CP_THREAD_ACP, 0xe0),
                   j, wbuf[0], j > 1 ? wbuf[1] : 0);
        }
        SetLastError(0xdeadbeef);
        ret = SetThreadLocale(0xdead);
        printf("SetThreadLocale dead: %d error %lu now %04lx\n", ret, GetLastError(), GetThreadLocale());
    }

    /* CompareStringA in Polish: 0xB9 is a-ogonek, between a and b */
    printf("CompareStringA pl a/b9 %d b9/b %d\n", CompareStringA(pl, 0, "a", 1, "\xb9", 1),
           CompareStringA(pl, 0, "\xb9", 1, "b", 1));
    printf("CompareStringA pl+CP_ACP b9/b %d\n",
           CompareStringA(pl, LOCALE_USE_CP_ACP, "\xb9", 1, "b", 1));
    printf("CompareStringA en a/b9 %d\n", CompareStringA(0x0409, 0, "a", 1, "\xb9", 1));
    printf("CompareStringA ru e0/e1 %d\n",
           CompareStringA(MAKELCID(0x0419, SORT_DEFAULT), 0, "\xe0", 1, "\xe1", 1));

    /* LCMapStringA through the locale's page */
    ret = LCMapStringA(pl, LCMAP_UPPERCASE, "\xb9\xe6z", -1, buf, sizeof(buf));
    printf("LCMapStringA pl upper: %d", ret);
    hexa(buf, ret);
    printf("\n");
    ret = LCMapStringA(pl, LCMAP_UPPERCASE | LOCALE_USE_CP_ACP, "\xb9\xe6z", -1, buf, sizeof(buf));
    printf("LCMapStringA pl upper CP_ACP: %d", ret);
    hexa(buf, ret);
    printf("\n");
    ret = LCMapStringA(MAKELCID(0x0419, SORT_DEFAULT), LCMAP_LOWERCASE, "\xc0\xc1", 2, buf, sizeof(buf));
    printf("LCMapStringA ru lower: %d", ret);
    hexa(buf, ret);
    printf("\n");

    /* GetLocaleInfoA answers in the locale's page (and its byte count) */
    for (i = 0; i < sizeof(lcids) / sizeof(lcids[0]); i++)
    {
        memset(buf, 0, sizeof(buf));
        ret = GetLocaleInfoA(lcids[i], LOCALE_SMONTHNAME1, buf, sizeof(buf));
        printf("GetLocaleInfoA %04lx month1: %d", lcids[i], ret);
        hexa(buf, ret);
        ret = GetLocaleInfoA(lcids[i], LOCALE_SMONTHNAME1, NULL, 0);
        printf(" need %d", ret);
        ret = GetLocaleInfoA(lcids[i], LOCALE_SMONTHNAME1 | LOCALE_USE_CP_ACP, buf, sizeof(buf));
        printf(" cp_acp %d", ret);
        hexa(buf, ret);
        ret = GetLocaleInfoA(lcids[i], LOCALE_IDEFAULTANSICODEPAGE, buf, sizeof(buf));
        printf(" acp %s\n", ret ? buf : "-");
    }
    SetLastError(0xdeadbeef);
    ret = GetLocaleInfoA(0x0411, LOCALE_SDAYNAME1, buf, 3);
    printf("GetLocaleInfoA ja short buffer: %d error %lu", ret, GetLastError());
    hexa(buf, 3);
    printf("\n");

    /* date and number formats */
    {
        SYSTEMTIME st = { 2024, 3, 0, 5, 10, 20, 30, 0 };
        ret = GetDateFormatA(pl, 0, &st, "d MMMM yyyy", buf, sizeof(buf));
        printf("GetDateFormatA pl: %d", ret);
        hexa(buf, ret);
        printf("\n");
        ret = GetDateFormatA(0x0411, DATE_LONGDATE, &st, NULL, buf, sizeof(buf));
        printf("GetDateFormatA ja long: %d", ret);
        hexa(buf, ret);
        printf("\n");
        ret = GetDateFormatA(0x0419, 0, &st, "MMMM", NULL, 0);
        printf("GetDateFormatA ru need: %d\n", ret);
        ret = GetNumberFormatA(pl, 0, "-1234.5", NULL, buf, sizeof(buf));
        printf("GetNumberFormatA pl: %d", ret);
        hexa(buf, ret);
        printf("\n");
        ret = GetCurrencyFormatA(0x0411, 0, "1234", NULL, buf, sizeof(buf));
        printf("GetCurrencyFormatA ja: %d", ret);
        hexa(buf, ret);
        printf("\n");
    }
    return 0;
}
