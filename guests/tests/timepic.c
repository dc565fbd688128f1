/* GetTimeFormat / GetDateFormat pictures as Windows reads them (issue 23, kernel32 NLS:
   the quirks Wine's locale.c checks): what TIME_NOSECONDS, TIME_NOMINUTESORSECONDS and
   TIME_NOTIMEMARKER take away with the part they drop, quoted literals ("''" alone, "''''",
   an unclosed quote), and when a month name takes its genitive form (Russian). A line
   per check; non-ASCII characters as \uXXXX. */
#include <windows.h>
#include <stdio.h>

static void show(const char *what, int ret, const WCHAR *buf)
{
    printf("%s: %d [", what, ret);
    for (; ret > 0 && *buf; buf++)
        if (*buf < 0x80) putchar(*buf); else printf("\\u%04x", *buf);
    printf("]\n");
}

int main(void)
{
    static const struct { DWORD flags; const WCHAR *pic; } times[] = {
        {TIME_NOMINUTESORSECONDS, NULL}, {TIME_NOSECONDS, NULL}, {TIME_NOTIMEMARKER, NULL},
        {TIME_NOMINUTESORSECONDS, L"m1s2m3s4"}, {TIME_NOSECONDS, L"h:m:s tt"},
        {TIME_NOSECONDS, L"h.@:m.@:s.@:tt"}, {TIME_NOSECONDS, L"s1s2s3"},
        {TIME_NOTIMEMARKER, L"h1t2tt3m"}, {TIME_NOTIMEMARKER, L"'123'tt"},
        {TIME_NOSECONDS, L"H' h 'm' m 's's'"}, {TIME_NOMINUTESORSECONDS, L"hh 'o''clock' mm tt"},
        {TIME_FORCE24HOURFORMAT, L"h:m:s tt"}, {0, L"'''"}, {0, L"''''"}, {0, L"''HHHHHH"},
        {0, L"'''HHHHHH'"}, {0, L"'''HHHHHH"}, {0, L"h hh hhh H HH m mm s ss t tt"},
        {0, L"it''s h"},
    };
    static const WCHAR *dates[] = {
        L"ddd',' MMM dd ''''yy", L"dd MMMMddd dd", L"MMMMddd dd", L"MMMMdd", L"MMMMdd ddd",
        L"dd dddMMMM", L"dd dddMMMM ddd MMMMdd", L"ddd',' MMMM dd", L"MMMM yyyy",
        L"d MMMM", L"dddd MMMM",
    };
    SYSTEMTIME st = {2002, 5, 6, 4, 13, 56, 13, 22};
    WCHAR buf[128];
    char a[128], what[64];
    int i, ret;

    for (i = 0; i < (int)(sizeof times / sizeof times[0]); i++) {
        ret = GetTimeFormatW(0x0409, times[i].flags, &st, times[i].pic, buf, 128);
        sprintf(what, "time %x %ls", (unsigned)times[i].flags, times[i].pic ? times[i].pic : L"(locale)");
        show(what, ret, buf);
    }
    ret = GetTimeFormatA(0x0409, TIME_NOSECONDS, &st, "h.@:m.@:s.@:tt", a, 128);
    printf("A time: %d [%s]\n", ret, a);
    for (i = 0; i < (int)(sizeof dates / sizeof dates[0]); i++) {
        ret = GetDateFormatW(MAKELCID(MAKELANGID(LANG_RUSSIAN, SUBLANG_DEFAULT), SORT_DEFAULT), 0,
                             &st, dates[i], buf, 128);
        sprintf(what, "ru date %ls", dates[i]);
        show(what, ret, buf);
    }
    ret = GetDateFormatA(0x0409, 0, &st, "ddd',' MMM dd ''''yy", a, 128);
    printf("A date: %d [%s]\n", ret, a);
    ret = GetDateFormatEx(L"ru-RU", 0, &st, L"d MMMM yyyy", buf, 128, NULL);
    show("Ex date", ret, buf);
    return 0;
}
