/* KERNEL32's NLS families: language groups (EnumSystemLanguageGroups, EnumLanguageGroupLocales,
   IsValidLanguageGroup), EnumUILanguages, SetLocaleInfo and what it derives, GetStringTypeW's
   CT_CTYPE1 and CT_CTYPE3, IdnToNameprepUnicode / IdnToAscii / IdnToUnicode,
   NormalizeString / IsNormalizedString, FindNLSStringEx / FindStringOrdinal, GetGeoInfo and
   EnumSystemGeoID. One line per check. */
#include <windows.h>
#include <stdio.h>

static int count, lastid;
/* kernel32's own exports (mingw links them from normaliz.dll, which the guest does not use) */
static int (WINAPI *pIdnToNameprepUnicode)(DWORD, const WCHAR *, int, WCHAR *, int);
static int (WINAPI *pIdnToAscii)(DWORD, const WCHAR *, int, WCHAR *, int);
static int (WINAPI *pIdnToUnicode)(DWORD, const WCHAR *, int, WCHAR *, int);
static int (WINAPI *pNormalizeString)(NORM_FORM, const WCHAR *, int, WCHAR *, int);
static BOOL (WINAPI *pIsNormalizedString)(NORM_FORM, const WCHAR *, int);
static char first[64];

static BOOL CALLBACK group_proc(LGRPID id, LPSTR num, LPSTR name, DWORD flags, LONG_PTR param)
{
    if (!count) sprintf(first, "%lu %s %s %lu", id, num, name, flags);
    count++;
    lastid = id;
    return TRUE;
}

static BOOL CALLBACK group_procW(LGRPID id, LPWSTR num, LPWSTR name, DWORD flags, LONG_PTR param)
{
    if (id == 10) printf("W group 10: %ls %ls\n", num, name);
    return id < 12;
}

static BOOL CALLBACK locale_proc(LGRPID id, LCID lcid, LPSTR num, LONG_PTR param)
{
    if (count < 3) printf(" %lu:%04lx:%s", id, lcid, num);
    count++;
    return TRUE;
}

static BOOL CALLBACK ui_proc(LPSTR name, LONG_PTR param)
{
    printf(" %s", name);
    count++;
    return TRUE;
}

static BOOL CALLBACK geo_proc(GEOID id)
{
    if (count < 4) printf(" %ld", id);
    count++;
    return TRUE;
}

static void types(const WCHAR *s, int n, DWORD kind)
{
    WORD t[16];
    int i;
    memset(t, 0xcc, sizeof(t));
    SetLastError(0xdeadbeef);
    i = GetStringTypeW(kind, s, n, t);
    printf("GetStringTypeW %lu: %d", kind, i);
    for (i = 0; i < n; i++) printf(" %04x:%03x", s[i], t[i]);
    printf("\n");
}

static void idn(const char *what, int which, DWORD flags, const WCHAR *s, int n)
{
    WCHAR out[128];
    int i, ret;
    memset(out, 0, sizeof(out));
    SetLastError(0xdeadbeef);
    if (which == 0) ret = pIdnToNameprepUnicode(flags, s, n, out, 128);
    else if (which == 1) ret = pIdnToAscii(flags, s, n, out, 128);
    else ret = pIdnToUnicode(flags, s, n, out, 128);
    printf("%s: %d err %ld [", what, ret, ret ? 0 : GetLastError());
    for (i = 0; i < ret; i++) printf(out[i] < 0x80 && out[i] >= 0x20 ? "%c" : "\\x%04x", out[i]);
    printf("]\n");
}

static void norm(const char *what, NORM_FORM form, const WCHAR *s, int n)
{
    WCHAR out[64];
    int i, ret, est;
    SetLastError(0xdeadbeef);
    est = pNormalizeString(form, s, n, NULL, 0);
    printf("%s form %d: estimate %d err %lu", what, form, est, GetLastError());
    SetLastError(0xdeadbeef);
    ret = pNormalizeString(form, s, n, out, 64);
    printf(" ret %d err %lu [", ret, GetLastError());
    for (i = 0; i < ret; i++) printf(i ? " %04x" : "%04x", out[i]);
    SetLastError(0xdeadbeef);
    i = pIsNormalizedString(form, s, n);
    printf("] normalized %d err %lu\n", i, GetLastError());
}

static void find(DWORD flags, const WCHAR *src, const WCHAR *val)
{
    int found = -7, ret;
    ret = FindNLSStringEx(L"en-US", flags, src, -1, val, -1, &found, NULL, NULL, 0);
    printf("FindNLSStringEx %lx %ls / %ls: %d %d\n", flags, src, val, ret, found);
}

int main(void)
{
    static const WCHAR ctype[] = { 0x09, 0x20, 0xa0, 0xfeff, 0x1c5, 0x378, 0x2c2, 0x2b0, 0x2160,
                                   0xad, 0xb2, 0x24, 0x2071, 0x85, 0x2028, 0xc0 };
    static const WCHAR surrogates[] = { 0xd800, 0xdc00, 0x640 };
    static const WCHAR decomposed[] = { 'D', 0x31b, 0x323, 0x307, 0 };
    static const WCHAR ligs[] = { 0xfb01, 0x2460, 0x1e0a, 0 };
    WCHAR wbuf[64];
    char buf[64];
    int ret;
    LCID user = GetUserDefaultLCID();
    HMODULE k32 = GetModuleHandleA("kernel32");

    pIdnToNameprepUnicode = (void *)GetProcAddress(k32, "IdnToNameprepUnicode");
    pIdnToAscii = (void *)GetProcAddress(k32, "IdnToAscii");
    pIdnToUnicode = (void *)GetProcAddress(k32, "IdnToUnicode");
    pNormalizeString = (void *)GetProcAddress(k32, "NormalizeString");
    pIsNormalizedString = (void *)GetProcAddress(k32, "IsNormalizedString");

    count = 0;
    SetLastError(0xdeadbeef);
    ret = EnumSystemLanguageGroupsA(group_proc, 0, 7);
    printf("EnumSystemLanguageGroupsA: %d count %d last %d first %s\n", ret, count, lastid, first);
    SetLastError(0xdeadbeef);
    ret = EnumSystemLanguageGroupsA(group_proc, LGRPID_INSTALLED | LGRPID_SUPPORTED, 0);
    printf("both flags: %d err %lu\n", ret, GetLastError());
    SetLastError(0xdeadbeef);
    ret = EnumSystemLanguageGroupsA(NULL, 0, 0);
    printf("no callback: %d err %lu\n", ret, GetLastError());
    ret = EnumSystemLanguageGroupsW(group_procW, LGRPID_SUPPORTED, 0);
    printf("EnumSystemLanguageGroupsW: %d\n", ret);
    printf("IsValidLanguageGroup: 1 %d 17 %d 18 %d 0 %d flags0 %d\n",
           IsValidLanguageGroup(1, LGRPID_INSTALLED), IsValidLanguageGroup(17, LGRPID_SUPPORTED),
           IsValidLanguageGroup(18, LGRPID_SUPPORTED), IsValidLanguageGroup(0, LGRPID_SUPPORTED),
           IsValidLanguageGroup(1, 0));
    {
        static const LGRPID groups[] = { 1, 2, 5, 7, 9, 10, 13, 15, 16, 17 };
        int i;
        for (i = 0; i < 10; i++)
        {
            count = 0;
            printf("EnumLanguageGroupLocalesA %lu:", groups[i]);
            ret = EnumLanguageGroupLocalesA(locale_proc, groups[i], 0, 0);
            printf(" ... %d total %d\n", ret, count);
        }
    }
    SetLastError(0xdeadbeef);
    ret = EnumLanguageGroupLocalesA(locale_proc, 18, 0, 0);
    printf("group 18: %d err %lu\n", ret, GetLastError());
    SetLastError(0xdeadbeef);
    ret = EnumLanguageGroupLocalesA(locale_proc, 1, 1, 0);
    printf("group 1 flags 1: %d err %lu\n", ret, GetLastError());

    count = 0;
    printf("EnumUILanguagesA:");
    ret = EnumUILanguagesA(ui_proc, 0, 0);
    ret = EnumUILanguagesA(ui_proc, MUI_LANGUAGE_NAME, 0) && ret;
    printf(" -> %d\n", ret);
    SetLastError(0xdeadbeef);
    ret = EnumUILanguagesA(ui_proc, 0x10, 0);
    printf("EnumUILanguagesA bad flags: %d err %lu\n", ret, GetLastError());
    SetLastError(0xdeadbeef);
    ret = EnumUILanguagesA(NULL, 0x10, 0);
    printf("EnumUILanguagesA no callback: %d err %lu\n", ret, GetLastError());

    SetLastError(0xdeadbeef);
    ret = SetLocaleInfoA(user, LOCALE_SSHORTDATE, NULL);
    printf("SetLocaleInfoA NULL: %d err %lu\n", ret, GetLastError());
    SetLastError(0xdeadbeef);
    ret = SetLocaleInfoW(user, LOCALE_SLANGUAGE, L"x");
    printf("SetLocaleInfoW SLANGUAGE: %d err %lu\n", ret, GetLastError());
    SetLastError(0xdeadbeef);
    ret = GetLocaleInfoW(user, 0x7e, wbuf, 64);
    printf("GetLocaleInfoW 0x7e: %d err %lu\n", ret, GetLastError());
    ret = SetLocaleInfoA(user, LOCALE_SSHORTDATE, "yyyy-MM-dd");
    GetLocaleInfoA(user, LOCALE_SSHORTDATE, buf, 64);
    printf("SSHORTDATE: %d %s", ret, buf);
    GetLocaleInfoA(user, LOCALE_IDATE, buf, 64);
    printf(" IDATE %s", buf);
    GetLocaleInfoA(user, LOCALE_SDATE, buf, 64);
    printf(" SDATE %s", buf);
    GetLocaleInfoA(user, LOCALE_SSHORTDATE | LOCALE_NOUSEROVERRIDE, buf, 64);
    printf(" own %s\n", buf);
    ret = SetLocaleInfoA(user, LOCALE_SDATE, ".");
    GetLocaleInfoA(user, LOCALE_SSHORTDATE, buf, 64);
    printf("SDATE .: %d %s\n", ret, buf);
    ret = SetLocaleInfoA(user, LOCALE_STIMEFORMAT, "HH.mm.ss");
    GetLocaleInfoA(user, LOCALE_ITIME, buf, 64);
    printf("STIMEFORMAT: %d ITIME %s", ret, buf);
    GetLocaleInfoA(user, LOCALE_STIME, buf, 64);
    printf(" STIME %s", buf);
    GetLocaleInfoA(user, LOCALE_ITLZERO, buf, 64);
    printf(" ITLZERO %s\n", buf);
    ret = SetLocaleInfoA(user, LOCALE_ITIME, "0");
    GetLocaleInfoA(user, LOCALE_STIMEFORMAT, buf, 64);
    printf("ITIME 0: %d %s\n", ret, buf);
    ret = SetLocaleInfoA(user, LOCALE_SDECIMAL, ",");
    GetLocaleInfoA(user, LOCALE_SDECIMAL, buf, 64);
    printf("SDECIMAL: %d %s\n", ret, buf);
    /* put the user's values back */
    SetLocaleInfoA(user, LOCALE_SSHORTDATE, "M/d/yyyy");
    SetLocaleInfoA(user, LOCALE_STIMEFORMAT, "h:mm:ss tt");
    SetLocaleInfoA(user, LOCALE_SDECIMAL, ".");

    types(ctype, 16, CT_CTYPE1);
    types(surrogates, 3, CT_CTYPE3);
    SetLastError(0xdeadbeef);
    ret = GetStringTypeW(CT_CTYPE1, NULL, 2, (WORD *)wbuf);
    printf("GetStringTypeW NULL: %d err %lu\n", ret, GetLastError());

    idn("nameprep", 0, 0, L"T\xdf\x130\x143\x37a\x6a\x30c \xaa", -1);
    idn("nameprep ascii", 0, 0, L"T.*.A", 5);
    idn("nameprep empty label", 0, 0, L"a..a", 5);
    idn("nameprep std3", 0, IDN_USE_STD3_ASCII_RULES, L"aa-", 3);
    idn("nameprep unassigned", 0, 0, L"\x380", 2);
    idn("nameprep allow", 0, IDN_ALLOW_UNASSIGNED, L"\x380", 2);
    idn("nameprep private", 0, 0, L"a\xe111z", 3);
    idn("nameprep nul", 0, 0, L"t\0e", 4);
    idn("toascii", 1, 0, L"te\x0105st.te\x017cst", 12);
    idn("toascii cjk", 1, 0, L"\x4e3a\x8bf4\x4e0d\x4ed6\x5011\x10d\x11b\x305c\x306a", -1);
    idn("toascii long", 1, 0, L"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", 64);
    idn("tounicode", 2, 0, L"test.xn--kda9ag5e9jnfsj.xn--pz-fna", 34);
    idn("tounicode unassigned", 2, 0, L"xn--7va", 8);
    idn("tounicode not ascii", 2, 0, L"\x105", 2);
    SetLastError(0xdeadbeef);
    ret = pIdnToAscii(0, L"a", -2, wbuf, 64);
    printf("IdnToAscii -2: %d err %lu\n", ret, GetLastError());
    SetLastError(0xdeadbeef);
    ret = pIdnToAscii(0x10, L"a", -1, wbuf, 64);
    printf("IdnToAscii flag 0x10: %d err %lu\n", ret, GetLastError());

    norm("decomposed", NormalizationC, decomposed, -1);
    norm("decomposed", NormalizationD, decomposed, -1);
    norm("ligatures", NormalizationKC, ligs, -1);
    norm("ligatures", NormalizationKD, ligs, 3);
    norm("bad surrogate", NormalizationC, L"AB\xd800Z", -1);
    norm("lone low", NormalizationD, L"ABCD\xdc12Z", -1);
    SetLastError(0xdeadbeef);
    ret = pNormalizeString(NormalizationD, L"\x1e0a", -1, wbuf, 1);
    printf("NormalizeString short: %d err %lu\n", ret, GetLastError());
    SetLastError(0xdeadbeef);
    ret = pNormalizeString(3, L"ABC", -1, NULL, 0);
    printf("NormalizeString form 3: %d err %lu\n", ret, GetLastError());
    SetLastError(0xdeadbeef);
    ret = pNormalizeString(NormalizationC, L"ABC", 0, wbuf, 3);
    printf("NormalizeString empty: %d err %lu\n", ret, GetLastError());
    ret = pNormalizeString(NormalizationKC, L"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", 100, NULL, 0);
    printf("NormalizeString estimate of 100: %d\n", ret);

    find(FIND_FROMSTART, L"SimpleSimple", L"Simple");
    find(FIND_FROMEND, L"SimpleSimple", L"Simp");
    find(FIND_ENDSWITH, L"SimpleSimple", L"Simp");
    find(FIND_FROMSTART, L"ab\x71\x307\x323uote\n", L"\x71\x323\x307uote");
    find(FIND_FROMEND, L"x-oss-oss2", L"-oss");
    find(FIND_FROMSTART | NORM_IGNORECASE, L"xxSIMPLE", L"simple");
    SetLastError(0xdeadbeef);
    ret = FindNLSStringEx(L"en-US", FIND_FROMSTART | FIND_FROMEND, L"ab", -1, L"b", -1, NULL, NULL, NULL, 0);
    printf("FindNLSStringEx two flags: %d err %lu\n", ret, GetLastError());
    SetLastError(0xdeadbeef);
    ret = FindNLSStringEx(L"xx-bogus", FIND_FROMSTART, L"ab", -1, L"b", -1, NULL, NULL, NULL, 0);
    printf("FindNLSStringEx bad locale: %d err %lu\n", ret, GetLastError());
    SetLastError(0xdeadbeef);
    ret = FindStringOrdinal(FIND_FROMEND, L"abc123aBc", 9, L"aBc", 3, TRUE);
    printf("FindStringOrdinal: %d err %lu", ret, GetLastError());
    ret = FindStringOrdinal(FIND_ENDSWITH, L"abc123aBc", 9, L"abc", 3, FALSE);
    printf(" endswith %d err %lu", ret, GetLastError());
    SetLastError(0xdeadbeef);
    ret = FindStringOrdinal(1, L"abc", 3, L"a", 1, FALSE);
    printf(" flag 1 %d err %lu\n", ret, GetLastError());

    ret = GetGeoInfoA(203, GEO_ISO3, buf, 64, 0);
    printf("GetGeoInfoA 203 ISO3: %d %s", ret, buf);
    ret = GetGeoInfoA(203, GEO_PARENT, buf, 64, 0);
    printf(" parent %d %s", ret, buf);
    ret = GetGeoInfoA(203, GEO_ISO_UN_NUMBER, buf, 64, 0);
    printf(" un %d %s", ret, buf);
    ret = GetGeoInfoA(203, GEO_DIALINGCODE, buf, 64, 0);
    printf(" dial %d %s", ret, buf);
    ret = GetGeoInfoA(203, GEO_CURRENCYCODE, buf, 64, 0);
    printf(" currency %d %s\n", ret, buf);
    buf[0] = 0;
    SetLastError(0xdeadbeef);
    ret = GetGeoInfoA(39070, GEO_NATION, buf, 64, 0);
    printf("GetGeoInfoA world nation: %d err %lx [%s]", ret, GetLastError(), buf);
    ret = GetGeoInfoA(39070, GEO_ISO2, buf, 64, 0);
    printf(" iso2 %d %s", ret, buf);
    ret = GetGeoInfoA(39070, GEO_ISO_UN_NUMBER, buf, 64, 0);
    printf(" un %d %s\n", ret, buf);
    SetLastError(0xdeadbeef);
    ret = GetGeoInfoA(344, GEO_ISO2, NULL, 0, 0);
    printf("GetGeoInfoA 344: %d err %lu\n", ret, GetLastError());
    ret = GetGeoInfoW(94, GEO_CURRENCYSYMBOL, wbuf, 64, 0);
    printf("GetGeoInfoW 94 symbol: %d %04x\n", ret, wbuf[0]);
    {
        int (WINAPI *pGetGeoInfoEx)(const WCHAR *, GEOTYPE, WCHAR *, int) =
            (void *)GetProcAddress(GetModuleHandleA("kernel32"), "GetGeoInfoEx");
        ret = pGetGeoInfoEx ? pGetGeoInfoEx(L"fr", GEO_ISO3, wbuf, 64) : -1;
    }
    printf("GetGeoInfoEx fr: %d %ls\n", ret, wbuf);
    count = 0;
    printf("EnumSystemGeoID nations:");
    ret = EnumSystemGeoID(GEOCLASS_NATION, 0, geo_proc);
    printf(" ... %d total %d\n", ret, count);
    count = 0;
    printf("EnumSystemGeoID regions of 39070:");
    ret = EnumSystemGeoID(GEOCLASS_REGION, 39070, geo_proc);
    printf(" ... %d total %d\n", ret, count);
    count = 0;
    printf("EnumSystemGeoID all of 47610:");
    ret = EnumSystemGeoID(GEOCLASS_ALL, 47610, geo_proc);
    printf(" ... %d total %d\n", ret, count);
    SetLastError(0xdeadbeef);
    ret = EnumSystemGeoID(GEOCLASS_NATION + 1, 0, geo_proc);
    printf("EnumSystemGeoID bad class: %d err %lu\n", ret, GetLastError());
    {
        BOOL (WINAPI *pSetUserGeoName)(WCHAR *) =
            (void *)GetProcAddress(k32, "SetUserGeoName");
        int (WINAPI *pGetUserDefaultGeoName)(WCHAR *, int) =
            (void *)GetProcAddress(k32, "GetUserDefaultGeoName");
        static const WCHAR *names[] = { L"ar", L"Xx", L"150", L"QQ", L"150a" };
        static const GEOID ids[] = { 21242, 42483, 333, 244 };
        int i;
        SetUserGeoID(39070);     /* the world as the region, whatever a run before left */
        for (i = 0; i < 5; i++)
        {
            SetLastError(0xdeadbeef);
            ret = pSetUserGeoName((WCHAR *)names[i]);
            printf("SetUserGeoName %ls: %d err %lx", names[i], ret, ret ? 0 : GetLastError());
            wbuf[0] = 0;
            ret = pGetUserDefaultGeoName(wbuf, 64);
            printf(" -> %d %ls nation %ld region %ld\n", ret, wbuf,
                   GetUserGeoID(GEOCLASS_NATION), GetUserGeoID(GEOCLASS_REGION));
        }
        for (i = 0; i < 4; i++)
        {
            ret = SetUserGeoID(ids[i]);
            wbuf[0] = 0;
            printf("SetUserGeoID %ld: %d -> %d", ids[i], ret, pGetUserDefaultGeoName(wbuf, 64));
            printf(" %ls nation %ld\n", wbuf, GetUserGeoID(GEOCLASS_NATION));
        }
        SetUserGeoID(39070);
        SetLastError(0xdeadbeef);
        ret = pGetUserDefaultGeoName(NULL, 1);
        printf("GetUserDefaultGeoName NULL 1: %d err %lu\n", ret, GetLastError());
        SetLastError(0xdeadbeef);
        ret = pGetUserDefaultGeoName(wbuf, 2);
        printf("GetUserDefaultGeoName short: %d err %lu\n", ret, GetLastError());
    }
    {
        BOOL (WINAPI *pGetNLSVersionEx)(NLS_FUNCTION, LPCWSTR, LPNLSVERSIONINFOEX) =
            (void *)GetProcAddress(k32, "GetNLSVersionEx");
        BOOL (WINAPI *pIsValidNLSVersion)(NLS_FUNCTION, LPCWSTR, LPNLSVERSIONINFOEX) =
            (void *)GetProcAddress(k32, "IsValidNLSVersion");
        BOOL (WINAPI *pIsNLSDefinedString)(NLS_FUNCTION, DWORD, LPNLSVERSIONINFO, LPCWSTR, INT) =
            (void *)GetProcAddress(k32, "IsNLSDefinedString");
        static const WCHAR *names[] = { L"fr", L"ja-JP", L"de-DE_phoneb", L"", L"foobar" };
        NLSVERSIONINFOEX info;
        int i;
        for (i = 0; i < 5; i++)
        {
            memset(&info, 0xcc, sizeof(info));
            info.dwNLSVersionInfoSize = sizeof(info);
            SetLastError(0xdeadbeef);
            ret = pGetNLSVersionEx(COMPARE_STRING, names[i], &info);
            printf("GetNLSVersionEx %ls: %d err %lx %lx %lx %lx %08lx-%04x\n", names[i], ret,
                   ret ? 0 : GetLastError(), info.dwNLSVersion, info.dwDefinedVersion,
                   info.dwEffectiveId, info.guidCustomVersion.Data1, info.guidCustomVersion.Data2);
        }
        memset(&info, 0xcc, sizeof(info));
        info.dwNLSVersionInfoSize = 12;
        ret = GetNLSVersion(COMPARE_STRING, 0x0c0c, (NLSVERSIONINFO *)&info);
        printf("GetNLSVersion 12: %d %lx id %lx\n", ret, info.dwNLSVersion, info.dwEffectiveId);
        info.dwNLSVersionInfoSize = 8;
        SetLastError(0xdeadbeef);
        ret = GetNLSVersion(COMPARE_STRING, 0x0409, (NLSVERSIONINFO *)&info);
        printf("GetNLSVersion 8: %d err %lu\n", ret, GetLastError());
        info.dwNLSVersionInfoSize = sizeof(info);
        pGetNLSVersionEx(COMPARE_STRING, L"en-US", &info);
        SetLastError(0xdeadbeef);
        ret = pIsValidNLSVersion(COMPARE_STRING, L"ja-JP", &info);
        printf("IsValidNLSVersion: %d err %lx", ret, GetLastError());
        info.dwNLSVersion += 0x100;
        SetLastError(0xdeadbeef);
        ret = pIsValidNLSVersion(COMPARE_STRING, L"en-US", &info);
        printf(" newer %d err %lx", ret, GetLastError());
        info.dwNLSVersion -= 0x100;
        info.guidCustomVersion.Data1 = 0x123;
        SetLastError(0xdeadbeef);
        ret = pIsValidNLSVersion(COMPARE_STRING, L"en-US", &info);
        printf(" guid %d err %lx\n", ret, GetLastError());
        SetLastError(0xdeadbeef);
        ret = pIsNLSDefinedString(COMPARE_STRING, 0, NULL, L"A\x378", 2);
        printf("IsNLSDefinedString: unassigned %d err %lx", ret, GetLastError());
        ret = pIsNLSDefinedString(COMPARE_STRING, 0, NULL, L"ABC", -1);
        printf(" abc %d", ret);
        ret = pIsNLSDefinedString(COMPARE_STRING, 0, NULL, L"\xd800", 1);
        printf(" surrogate %d\n", ret);
    }
    {
        static const UINT groupings[] = { 31, 312, 310, 23, 230, 32, 0 };
        static const LCID lcids[] = { 0x10411, 0x10011, 0x10407, 0x0011, 0x7c04, 0x7c1a, 0x0045,
                                      0x10800, 0x7f, 0x1000 };
        static const LCTYPE inv[] = { LOCALE_SLANGUAGE, LOCALE_SINTLSYMBOL, LOCALE_SSHORTDATE,
                                      LOCALE_STIMEFORMAT, LOCALE_IPAPERSIZE, LOCALE_SNAME,
                                      LOCALE_ILANGUAGE };
        NUMBERFMTA nf = { 1, 0, 3, (char *)".", (char *)",", 1 };
        SYSTEMTIME st = { 1600, 12, 0, 31, 23, 59, 59, 999 };
        CPINFOEXW cpi;
        int i;
        for (i = 0; i < 7; i++)
        {
            nf.Grouping = groupings[i];
            ret = GetNumberFormatA(0x409, 0, "1234567890", &nf, buf, 64);
            printf("Grouping %u: %d %s\n", groupings[i], ret, ret ? buf : "");
        }
        printf("ConvertDefaultLocale:");
        for (i = 0; i < 10; i++) printf(" %lx", ConvertDefaultLocale(lcids[i]));
        printf("\n");
        SetLastError(0xdeadbeef);
        ret = GetTimeFormatA(0x409, LOCALE_NOUSEROVERRIDE, NULL, "HH", buf, 64);
        printf("GetTimeFormatA NUO picture: %d err %lu\n", ret, GetLastError());
        SetLastError(0xdeadbeef);
        ret = GetDateFormatA(0x409, 0, &st, "yyyy", buf, 64);
        printf("GetDateFormatA 1600: %d err %lu\n", ret, GetLastError());
        st.wYear = 1601; st.wMonth = 1; st.wDay = 1;
        ret = GetDateFormatA(0x409, 0, &st, "yyyy-MM-dd", buf, 64);
        printf("GetDateFormatA 1601: %d %s\n", ret, buf);
        for (i = 0; i < 7; i++)
        {
            buf[0] = 0;
            ret = GetLocaleInfoA(LOCALE_INVARIANT, inv[i], buf, 64);
            printf("invariant %lx: %d [%s]\n", inv[i], ret, buf);
        }
        memset(&cpi, 0xcc, sizeof(cpi));
        ret = GetCPInfoExW(CP_UTF8, 0, &cpi);
        printf("GetCPInfoExW UTF-8: %d max %u unicode default %04x %ls\n", ret, cpi.MaxCharSize,
               cpi.UnicodeDefaultChar, cpi.CodePageName);
        memset(&cpi, 0xcc, sizeof(cpi));
        ret = GetCPInfoExW(CP_UTF7, 0, &cpi);
        printf("GetCPInfoExW UTF-7: %d max %u unicode default %04x %ls valid %d\n", ret,
               cpi.MaxCharSize, cpi.UnicodeDefaultChar, cpi.CodePageName, IsValidCodePage(CP_UTF7));
    }
    return 0;
}
