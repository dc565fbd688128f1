/* The user's geographical location (GetUserGeoID, GetUserDefaultGeoName) and what
 * GetGeoInfo (A, W, Ex) tells of it, as ICU's time zone detection asks (DuckDB's
 * start-up: GetUserGeoID(GEOCLASS_NATION), then GEO_ISO2 of that nation). */
#include <windows.h>
#include <stdio.h>

#ifndef GEO_DIALINGCODE
#define GEO_DIALINGCODE 14
#define GEO_CURRENCYCODE 15
#define GEO_CURRENCYSYMBOL 16
#endif
#ifndef GEO_NAME
#define GEO_NAME 17
#define GEO_ID 18
#endif

typedef int (WINAPI *GETGEOINFOEX)(WCHAR *, GEOTYPE, WCHAR *, int);
typedef int (WINAPI *GETUSERDEFAULTGEONAME)(WCHAR *, int);

static const char *narrow(const WCHAR *w)
{
    static char out[128];
    int i;
    for (i = 0; w[i] && i < 127; i++)
        out[i] = w[i] < 128 ? (char)w[i] : '?';
    out[i] = 0;
    return out;
}

int main(void)
{
    HMODULE k32 = GetModuleHandleA("kernel32.dll");
    GETGEOINFOEX ex = (GETGEOINFOEX)GetProcAddress(k32, "GetGeoInfoEx");
    GETUSERDEFAULTGEONAME defname = (GETUSERDEFAULTGEONAME)GetProcAddress(k32, "GetUserDefaultGeoName");
    WCHAR buf[64];
    char abuf[64];
    GEOID nation = GetUserGeoID(GEOCLASS_NATION);
    int type, ret;

    printf("nation %ld region %ld\n", (long)nation, (long)GetUserGeoID(GEOCLASS_REGION));
    SetLastError(0);
    ret = GetUserGeoID(99);
    printf("class 99: %d err %lu\n", ret, GetLastError());
    for (type = GEO_NATION; type <= GEO_ID; type++) {
        /* latitude, longitude, LCID, time zones and official languages: not asked */
        if (type == GEO_LATITUDE || type == GEO_LONGITUDE || type == GEO_LCID
                || type == GEO_TIMEZONES || type == GEO_OFFICIALLANGUAGES)
            continue;
        buf[0] = 0;
        SetLastError(0);
        ret = GetGeoInfoW(nation, type, buf, 64, 0);
        printf("W %d: %d [%s] err %lu\n", type, ret, ret ? narrow(buf) : "", GetLastError());
    }
    SetLastError(0);
    ret = GetGeoInfoW(nation, 19, buf, 64, 0);
    printf("W 19: %d err %lu\n", ret, GetLastError());
    SetLastError(0);
    printf("W size: %d err %lu\n", GetGeoInfoW(nation, GEO_ISO3, NULL, 0, 0), GetLastError());
    SetLastError(0);
    memset(buf, 0, sizeof(buf));
    ret = GetGeoInfoW(nation, GEO_ISO3, buf, 2, 0);
    printf("W short: %d err %lu\n", ret, GetLastError());
    SetLastError(0);
    ret = GetGeoInfoA(nation, GEO_ISO2, abuf, sizeof(abuf), 0);
    printf("A iso2: %d [%s] err %lu\n", ret, ret ? abuf : "", GetLastError());
    SetLastError(0);
    ret = GetGeoInfoA(nation, GEO_ISO_UN_NUMBER, abuf, sizeof(abuf), 0);
    printf("A un: %d [%s] err %lu\n", ret, ret ? abuf : "", GetLastError());
    SetLastError(0);
    printf("A size: %d err %lu\n", GetGeoInfoA(nation, GEO_ISO3, NULL, 0, 0), GetLastError());
    if (defname) {
        SetLastError(0);
        ret = defname(buf, 64);
        printf("default name: %d [%s] err %lu\n", ret, ret ? narrow(buf) : "", GetLastError());
        SetLastError(0);
        printf("default size: %d err %lu\n", defname(NULL, 0), GetLastError());
        SetLastError(0);
        ret = defname(buf, 1);
        printf("default short: %d err %lu\n", ret, GetLastError());
    }
    if (ex) {
        static const int types[] = { GEO_NATION, GEO_ISO2, GEO_ISO3, GEO_ISO_UN_NUMBER,
                                     GEO_DIALINGCODE, GEO_CURRENCYCODE, GEO_LCID };
        unsigned i;
        for (i = 0; i < sizeof(types) / sizeof(types[0]); i++) {
            SetLastError(0);
            buf[0] = 0;
            ret = ex((WCHAR *)L"US", types[i], buf, 64);
            printf("Ex US %d: %d [%s] err %lu\n", types[i], ret, ret ? narrow(buf) : "", GetLastError());
        }
        SetLastError(0);
        ret = ex((WCHAR *)L"us", GEO_ISO3, buf, 64);
        printf("Ex us: %d [%s] err %lu\n", ret, ret ? narrow(buf) : "", GetLastError());
        SetLastError(0);
        ret = ex((WCHAR *)L"USA", GEO_ISO2, buf, 64);
        printf("Ex USA: %d [%s] err %lu\n", ret, ret ? narrow(buf) : "", GetLastError());
        SetLastError(0);
        ret = ex((WCHAR *)L"840", GEO_ISO2, buf, 64);
        printf("Ex 840: %d [%s] err %lu\n", ret, ret ? narrow(buf) : "", GetLastError());
    }
    printf("done\n");
    return 0;
}
