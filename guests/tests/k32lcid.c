/* Locale names and LCIDs: LocaleNameToLCID of specific, neutral and sort-order names (with
   and without LOCALE_ALLOW_NEUTRAL_NAMES), LCIDToLocaleName of neutral LCIDs, IsValidLocale
   of the default aliases, RtlLocaleNameToLcid / RtlLcidToLocaleName, GetLocaleInfoEx of
   neutral locales. One line per check; non-ASCII characters print as \uXXXX. */
#include <windows.h>
#include <winternl.h>
#include <stdio.h>

static void wshow(const WCHAR *s)
{
    for (; *s; s++)
        if (*s >= 0x20 && *s < 0x7f) putchar(*s); else printf("\\u%04x", *s);
}

int main(void)
{
    static const WCHAR *names[] = { L"en-US", L"es-es", L"en", L"es", L"sr", L"zh", L"az", L"uz",
        L"zh-Hant", L"zh-hans", L"sr-Latn", L"de-DE_phoneb", L"ES-ES_TRADNL", L"xx-YY", L"" };
    static const LCID lcids[] = { 0x0409, 0x0009, 0x7c04, 0x0004, 0x7804, 0x7c1a, 0x10407,
        0x040a, 0x0c0a, 0x081a, 0x0400, 0x0800, 0x0000, 0x007f, 0xdead };
    static const WCHAR *neutral[] = { L"en", L"de", L"sr", L"zh" };
    static const LCTYPE types[] = { LOCALE_SNAME, LOCALE_SPARENT, LOCALE_INEUTRAL,
        LOCALE_SENGLISHDISPLAYNAME, LOCALE_SNATIVEDISPLAYNAME, LOCALE_SMONTHNAME1,
        LOCALE_SSHORTDATE, LOCALE_IDEFAULTANSICODEPAGE };
    NTSTATUS (WINAPI *pRtlLocaleNameToLcid)(const WCHAR *, LCID *, ULONG);
    NTSTATUS (WINAPI *pRtlLcidToLocaleName)(LCID, UNICODE_STRING *, ULONG, BOOLEAN);
    HMODULE ntdll = GetModuleHandleA("ntdll.dll");
    WCHAR buf[128];
    UNICODE_STRING str;
    LCID lcid;
    NTSTATUS status;
    int i, j, ret;

    pRtlLocaleNameToLcid = (void *)GetProcAddress(ntdll, "RtlLocaleNameToLcid");
    pRtlLcidToLocaleName = (void *)GetProcAddress(ntdll, "RtlLcidToLocaleName");
    for (i = 0; i < sizeof(names) / sizeof(names[0]); i++)
    {
        printf("[");
        wshow(names[i]);
        printf("] LocaleNameToLCID %05lx neutral %05lx", LocaleNameToLCID(names[i], 0),
               LocaleNameToLCID(names[i], LOCALE_ALLOW_NEUTRAL_NAMES));
        for (j = 0; j < 3; j++)
        {
            lcid = 0xdeadbeef;
            status = pRtlLocaleNameToLcid(names[i], &lcid, j);
            printf(" | Rtl %d: %08lx %05lx", j, status, lcid);
        }
        printf("\n");
    }
    for (i = 0; i < sizeof(lcids) / sizeof(lcids[0]); i++)
    {
        printf("%05lx: valid %d supported %d installed %d name", lcids[i], IsValidLocale(lcids[i], 0),
               IsValidLocale(lcids[i], LCID_SUPPORTED), IsValidLocale(lcids[i], LCID_INSTALLED));
        ret = LCIDToLocaleName(lcids[i], buf, 128, 0);
        printf(" [%s", ret ? "" : "-");
        if (ret) wshow(buf);
        ret = LCIDToLocaleName(lcids[i], buf, 128, LOCALE_ALLOW_NEUTRAL_NAMES);
        printf("] neutral [%s", ret ? "" : "-");
        if (ret) wshow(buf);
        printf("]");
        for (j = 0; j < 3; j += 2)
        {
            memset(buf, 0, sizeof(buf));
            str.Buffer = buf;
            str.Length = 0xbeef;
            str.MaximumLength = sizeof(buf);
            status = pRtlLcidToLocaleName(lcids[i], &str, j, FALSE);
            printf(" | Rtl %d: %08lx len %u [", j, status, str.Length);
            if (!status) wshow(buf);
            printf("]");
        }
        printf("\n");
    }
    str.Buffer = buf;
    str.Length = 0xbeef;
    str.MaximumLength = 5 * sizeof(WCHAR);
    status = pRtlLcidToLocaleName(0x10407, &str, 0, FALSE);
    printf("Rtl short buffer: %08lx len %x max %u\n", status, str.Length, str.MaximumLength);
    status = pRtlLcidToLocaleName(0x0409, NULL, 0, FALSE);
    printf("Rtl NULL string: %08lx\n", status);
    memset(&str, 0, sizeof(str));
    status = pRtlLcidToLocaleName(0x0409, &str, 0, TRUE);
    printf("Rtl allocated: %08lx len %u max %u [", status, str.Length, str.MaximumLength);
    wshow(str.Buffer);
    printf("]\n");
    RtlFreeUnicodeString(&str);
    for (i = 0; i < sizeof(neutral) / sizeof(neutral[0]); i++)
        for (j = 0; j < sizeof(types) / sizeof(types[0]); j++)
        {
            ret = GetLocaleInfoEx(neutral[i], types[j], buf, 128);
            printf("GetLocaleInfoEx ");
            wshow(neutral[i]);
            printf(" %lx: %d [", types[j], ret);
            if (ret) wshow(buf);
            printf("]\n");
        }
    return 0;
}
