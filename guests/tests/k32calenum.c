/* EnumCalendarInfo (A, W), EnumCalendarInfoEx (A, W), EnumCalendarInfoExEx: each
   locale's calendars (ENUM_ALL_CALENDARS: its own first), CAL_ICALINTVALUE as a number
   (CAL_RETURN_NUMBER: the callback gets a pointer to it) or a string, one calendar by
   its id, the callback's FALSE ending the enumeration, the parameter of ExEx, and the
   errors: NULL callback, a calendar id past CAL_UMALQURA, an unknown LCID or name. */
#include <windows.h>
#include <stdio.h>

static int count, stop_after;

static BOOL CALLBACK num_proc(LPWSTR info) { printf(" %lu", *(DWORD *)info); return ++count != stop_after; }
static BOOL CALLBACK str_procA(LPSTR info) { printf(" [%s]", info); return TRUE; }
static BOOL CALLBACK str_procW(LPWSTR info) { printf(" [%ls]", info); return TRUE; }
static BOOL CALLBACK ex_procA(LPSTR info, CALID id) { printf(" %lu=%lu", (unsigned long)id, *(DWORD *)info); return TRUE; }
static BOOL CALLBACK ex_procW(LPWSTR info, CALID id) { printf(" %lu=[%ls]", (unsigned long)id, info); return TRUE; }
static BOOL CALLBACK exex_proc(LPWSTR info, CALID id, LPWSTR reserved, LPARAM lp)
{
    printf(" %lu=%lu/%d/%lx", (unsigned long)id, *(DWORD *)info, reserved != NULL, (unsigned long)lp);
    return TRUE;
}

int main(void)
{
    static const LCID lcids[] = { LOCALE_USER_DEFAULT, 0x0409, 0x0401, 0x0c01, 0x1001, 0x0404, 0x0411,
                                  0x0412, 0x041e, 0x040d, 0x0420, 0x0465, 0x0407, 0x10407, 0x0009 };
    static const WCHAR *names[] = { L"en-US", L"ar-SA", L"th-TH", L"ja-JP", L"he", L"" };
    const DWORD num = CAL_ICALINTVALUE | CAL_RETURN_NUMBER;
    BOOL r;
    int i;
    for (i = 0; i < (int)(sizeof(lcids) / sizeof(lcids[0])); i++)
    {
        printf("W %05lx:", (unsigned long)lcids[i]);
        count = 0; stop_after = -1;
        r = EnumCalendarInfoW(num_proc, lcids[i], ENUM_ALL_CALENDARS, num);
        printf(" -> %d\n", r);
        printf("ExA %05lx:", (unsigned long)lcids[i]);
        r = EnumCalendarInfoExA((CALINFO_ENUMPROCEXA)ex_procA, lcids[i], ENUM_ALL_CALENDARS, num);
        printf(" -> %d\n", r);
    }
    for (i = 0; i < (int)(sizeof(names) / sizeof(names[0])); i++)
    {
        printf("ExEx %ls:", names[i]);
        r = EnumCalendarInfoExEx(exex_proc, names[i], ENUM_ALL_CALENDARS, NULL, num, 0x1234);
        printf(" -> %d\n", r);
    }
    printf("ExEx NULL:");
    r = EnumCalendarInfoExEx(exex_proc, NULL, ENUM_ALL_CALENDARS, NULL, num, 7);
    printf(" -> %d\n", r);
    printf("A strings:");
    r = EnumCalendarInfoA(str_procA, 0x0409, ENUM_ALL_CALENDARS, CAL_ICALINTVALUE);
    printf(" -> %d\n", r);
    printf("W strings 0401:");
    r = EnumCalendarInfoW(str_procW, 0x0401, ENUM_ALL_CALENDARS, CAL_ICALINTVALUE);
    printf(" -> %d\n", r);
    printf("ExW one calendar 23 of 0401:");
    r = EnumCalendarInfoExW((CALINFO_ENUMPROCEXW)ex_procW, 0x0401, 23, CAL_ICALINTVALUE);
    printf(" -> %d\n", r);
    printf("ExW one calendar 1 of 0411:");
    r = EnumCalendarInfoExW((CALINFO_ENUMPROCEXW)ex_procW, 0x0411, 1, CAL_ICALINTVALUE);
    printf(" -> %d\n", r);
    SetLastError(0xdeadbeef);
    printf("ExW calendar 6 of 0401 (not its own):");
    r = EnumCalendarInfoExW((CALINFO_ENUMPROCEXW)ex_procW, 0x0401, 6, CAL_ICALINTVALUE);
    printf(" -> %d error %lu\n", r, GetLastError());
    printf("stop after 1 of 0401:");
    count = 0; stop_after = 1;
    r = EnumCalendarInfoW(num_proc, 0x0401, ENUM_ALL_CALENDARS, num);
    printf(" -> %d\n", r);
    SetLastError(0xdeadbeef);
    r = EnumCalendarInfoW(NULL, 0x0409, ENUM_ALL_CALENDARS, num);
    printf("NULL proc: %d error %lu\n", r, GetLastError());
    SetLastError(0xdeadbeef);
    r = EnumCalendarInfoW(num_proc, 0x0409, 24, num);
    printf("calendar 24: %d error %lu\n", r, GetLastError());
    SetLastError(0xdeadbeef);
    r = EnumCalendarInfoW(num_proc, 0x0409, 0, num);
    printf("calendar 0: %d error %lu\n", r, GetLastError());
    SetLastError(0xdeadbeef);
    r = EnumCalendarInfoW(num_proc, 0x12345, ENUM_ALL_CALENDARS, num);
    printf("lcid 12345: %d error %lu\n", r, GetLastError());
    SetLastError(0xdeadbeef);
    r = EnumCalendarInfoExEx(exex_proc, L"xx-XX", ENUM_ALL_CALENDARS, NULL, num, 0);
    printf("xx-XX: %d error %lu\n", r, GetLastError());
    return 0;
}
