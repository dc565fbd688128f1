/* Named locales: GetLocaleInfoEx / GetLocaleInfoW for en-US, en-GB, de-DE, fr-FR and
   ja-JP and the default and invariant names, LocaleNameToLCID / LCIDToLocaleName,
   IsValidLocaleName, ResolveLocaleName, GetUserDefaultLocaleName and
   GetSystemDefaultLocaleName. One line per check; non-ASCII characters print as \uXXXX. */
#include <windows.h>
#include <stdio.h>

static void show(const char *what, const WCHAR *s, int ret)
{
    printf("%s: %d [", what, ret);
    for (; ret > 0 && *s; s++)
        if (*s >= 0x20 && *s < 0x7f) putchar(*s); else printf("\\u%04x", *s);
    printf("] error %lu\n", ret ? 0 : GetLastError());
}

static BOOL CALLBACK picture(LPWSTR fmt) { printf(" [%ls]", fmt); return TRUE; }
static BOOL CALLBACK pictureA(LPSTR fmt) { printf(" <%s>", fmt); return TRUE; }
static BOOL CALLBACK first(LPWSTR fmt) { printf(" first [%ls]", fmt); return FALSE; }

int main(void)
{
    static const DWORD dflags[] = { 0, DATE_SHORTDATE, DATE_LONGDATE, DATE_YEARMONTH,
                                    LOCALE_USE_CP_ACP, DATE_LTRREADING };
    static const DWORD tflags[] = { 0, TIME_NOSECONDS, LOCALE_USE_CP_ACP, TIME_NOMINUTESORSECONDS };
    static const WCHAR *names[] = { L"en-US", L"en-GB", L"de-DE", L"fr-FR", L"ja-JP" };
    static const LCTYPE types[] = { LOCALE_SNAME, LOCALE_SENGLISHLANGUAGENAME,
        LOCALE_SENGLISHCOUNTRYNAME, LOCALE_SNATIVELANGNAME, LOCALE_SDECIMAL,
        LOCALE_STHOUSAND, LOCALE_SLIST, LOCALE_SCURRENCY, LOCALE_SINTLSYMBOL,
        LOCALE_SLONGDATE, LOCALE_SDAYNAME1, LOCALE_SMONTHNAME3, LOCALE_SABBREVMONTHNAME5,
        LOCALE_IFIRSTDAYOFWEEK, LOCALE_IMEASURE, LOCALE_IDEFAULTANSICODEPAGE };
    static const WCHAR *resolve[] = { L"en", L"en-RR", L"DE-de-phoneb", L"fr-CHXX",
        L"ja-jp_radstr", L"zh-hant", L"zz", L"zz+XX", L"", L"!x-sys-default-locale" };
    static const WCHAR *valid[] = { L"en-US", L"de", L"de-DE_phoneb", L"DE_de+phoneb",
        L"zzz-ZZZ", L"", L"!x-sys-default-locale" };
    WCHAR buf[128];
    char what[64];
    DWORD num;
    int i, j, ret;

    for (i = 0; i < 5; i++)
        for (j = 0; j < sizeof(types) / sizeof(types[0]); j++) {
            SetLastError(0xdeadbeef);
            ret = GetLocaleInfoEx(names[i], types[j], buf, 128);
            sprintf(what, "%ls 0x%lx", names[i], types[j]);
            show(what, buf, ret);
        }
    ret = GetLocaleInfoEx(L"DE-de", LOCALE_SNAME, buf, 128);
    show("DE-de SNAME", buf, ret);
    ret = GetLocaleInfoEx(L"de-DE", LOCALE_IFIRSTDAYOFWEEK | LOCALE_RETURN_NUMBER,
                          (WCHAR *)&num, 2);
    printf("de-DE IFIRSTDAYOFWEEK as a number: %d %lu\n", ret, num);
    ret = GetLocaleInfoEx(L"ja-JP", LOCALE_SDAYNAME7, buf, 0);
    printf("ja-JP SDAYNAME7 size: %d\n", ret);
    SetLastError(0xdeadbeef);
    ret = GetLocaleInfoEx(L"zz-ZZ", LOCALE_SNAME, buf, 128);
    show("zz-ZZ SNAME", buf, ret);
    ret = GetLocaleInfoEx(LOCALE_NAME_USER_DEFAULT, LOCALE_SNAME, buf, 128);
    show("user default SNAME", buf, ret);
    ret = GetLocaleInfoEx(LOCALE_NAME_SYSTEM_DEFAULT, LOCALE_SNAME, buf, 128);
    show("system default SNAME", buf, ret);
    ret = GetLocaleInfoW(MAKELCID(MAKELANGID(LANG_GERMAN, SUBLANG_GERMAN), SORT_DEFAULT),
                         LOCALE_SMONTHNAME3, buf, 128);
    show("0x0407 SMONTHNAME3", buf, ret);
    ret = GetLocaleInfoW(0x0809, LOCALE_SSHORTDATE, buf, 128);
    show("0x0809 SSHORTDATE", buf, ret);

    for (i = 0; i < 5; i++) {
        LCID lcid = LocaleNameToLCID(names[i], 0);
        ret = LCIDToLocaleName(lcid, buf, 128, 0);
        sprintf(what, "%ls LCID 0x%04lx back", names[i], lcid);
        show(what, buf, ret);
    }
    for (i = 0; i < sizeof(valid) / sizeof(valid[0]); i++)
        printf("IsValidLocaleName(%ls): %d\n", valid[i], IsValidLocaleName(valid[i]));
    for (i = 0; i < sizeof(resolve) / sizeof(resolve[0]); i++) {
        SetLastError(0xdeadbeef);
        ret = ResolveLocaleName(resolve[i], buf, 128);
        sprintf(what, "ResolveLocaleName(%ls)", resolve[i]);
        show(what, buf, ret);
    }
    SetLastError(0xdeadbeef);
    ret = ResolveLocaleName(L"en-US", buf, 4);
    show("ResolveLocaleName short", buf, 4);
    printf("  answer %d error %lu\n", ret, GetLastError());
    printf("ResolveLocaleName size 0: %d\n", ResolveLocaleName(L"en-US", NULL, 0));
    ret = GetUserDefaultLocaleName(buf, 128);
    show("GetUserDefaultLocaleName", buf, ret);
    ret = GetSystemDefaultLocaleName(buf, 128);
    show("GetSystemDefaultLocaleName", buf, ret);
    SetLastError(0xdeadbeef);
    ret = GetSystemDefaultLocaleName(buf, 3);
    show("GetSystemDefaultLocaleName short", buf, ret);

    for (i = 0; i < 6; i++) {
        printf("EnumDateFormatsW 0x%lx:", dflags[i]);
        SetLastError(0xdeadbeef);
        ret = EnumDateFormatsW(picture, 0x0409, dflags[i]);
        printf(" -> %d error %lu\n", ret, ret ? 0 : GetLastError());
    }
    for (i = 0; i < 4; i++) {
        printf("EnumTimeFormatsW 0x%lx:", tflags[i]);
        SetLastError(0xdeadbeef);
        ret = EnumTimeFormatsW(picture, 0x0409, tflags[i]);
        printf(" -> %d error %lu\n", ret, ret ? 0 : GetLastError());
    }
    printf("EnumTimeFormatsA 0:");
    ret = EnumTimeFormatsA(pictureA, LOCALE_USER_DEFAULT, 0);
    printf(" -> %d\n", ret);
    SetLastError(0xdeadbeef);
    ret = EnumTimeFormatsA(pictureA, 0x0409, TIME_NOSECONDS);
    printf("EnumTimeFormatsA TIME_NOSECONDS: %d error %lu\n", ret, GetLastError());
    SetLastError(0xdeadbeef);
    ret = EnumDateFormatsA(NULL, 0x0409, 0);
    printf("EnumDateFormatsA NULL: %d error %lu\n", ret, GetLastError());
    {
        static const WCHAR *fnames[] = { L"en-US", L"en-GB", L"de-DE", L"fr-FR", L"ja-JP",
                                         L"ru-RU" };
        SYSTEMTIME st = { 2024, 3, 2, 5, 14, 7, 9, 0 };
        for (i = 0; i < 6; i++) {
            ret = GetDateFormatEx(fnames[i], DATE_SHORTDATE, &st, NULL, buf, 128, NULL);
            sprintf(what, "%ls short date", fnames[i]);
            show(what, buf, ret);
            ret = GetDateFormatEx(fnames[i], DATE_LONGDATE, &st, NULL, buf, 128, NULL);
            sprintf(what, "%ls long date", fnames[i]);
            show(what, buf, ret);
            ret = GetTimeFormatEx(fnames[i], 0, &st, NULL, buf, 128);
            sprintf(what, "%ls time", fnames[i]);
            show(what, buf, ret);
        }
        for (i = 0; i < 6; i++) {
            ret = GetNumberFormatEx(fnames[i], 0, L"-1234567.891", NULL, buf, 128);
            sprintf(what, "%ls number", fnames[i]);
            show(what, buf, ret);
            ret = GetCurrencyFormatEx(fnames[i], 0, L"-1234.5", NULL, buf, 128);
            sprintf(what, "%ls negative money", fnames[i]);
            show(what, buf, ret);
            ret = GetCurrencyFormatEx(fnames[i], 0, L"1234.5", NULL, buf, 128);
            sprintf(what, "%ls money", fnames[i]);
            show(what, buf, ret);
        }
        ret = GetNumberFormatW(MAKELANGID(LANG_GERMAN, SUBLANG_NEUTRAL), 0, L"0.5", NULL, buf, 128);
        show("LANG_GERMAN number", buf, ret);
        ret = GetDateFormatW(0x0419, 0, &st, L"d MMMM yyyy", buf, 128);
        show("0x0419 d MMMM yyyy", buf, ret);
        ret = GetDateFormatW(0x0419, 0, &st, L"MMMM yyyy", buf, 128);
        show("0x0419 MMMM yyyy", buf, ret);
        ret = GetTimeFormatW(0x0411, 0, &st, L"tt h:mm", buf, 128);
        show("0x0411 tt h:mm", buf, ret);
    }
    printf("EnumDateFormatsW stopping:");
    ret = EnumDateFormatsW(first, 0x0409, DATE_LONGDATE);
    printf(" -> %d\n", ret);
    return 0;
}
