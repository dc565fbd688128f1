/* A month calendar's first day of the week: MCM_GETFIRSTDAYOFWEEK / MCM_SETFIRSTDAYOFWEEK
   (LOWORD the day, 0 Monday .. 6 Sunday, HIWORD whether it differs from the locale's
   LOCALE_IFIRSTDAYOFWEEK; -1 sets the locale's), and the grid following it: a click on
   MCM_GETMONTHRANGE's GMR_DAYSTATE range starts on the week's first day. wxWidgets' calendar
   sample sets it (issue 23, "Programs in the wild (stop 27)"). */
#include <windows.h>
#include <commctrl.h>
#include <stdio.h>

static HWND mc;

static void grid_range(const char *what)
{
    SYSTEMTIME st[2];
    LRESULT n = SendMessageW(mc, MCM_GETMONTHRANGE, GMR_DAYSTATE, (LPARAM)st);
    printf("%s: %d months, %04d-%02d-%02d (weekday %d) to %04d-%02d-%02d\n", what, (int)n,
           st[0].wYear, st[0].wMonth, st[0].wDay, st[0].wDayOfWeek, st[1].wYear, st[1].wMonth,
           st[1].wDay);
    n = SendMessageW(mc, MCM_GETMONTHRANGE, GMR_VISIBLE, (LPARAM)st);
    printf("%s visible: %d months, %04d-%02d-%02d to %04d-%02d-%02d\n", what, (int)n,
           st[0].wYear, st[0].wMonth, st[0].wDay, st[1].wYear, st[1].wMonth, st[1].wDay);
}

int main(void)
{
    INITCOMMONCONTROLSEX icc = {sizeof(icc), ICC_DATE_CLASSES};
    SYSTEMTIME st = {0};
    WCHAR loc[8];
    LRESULT r;
    setvbuf(stdout, NULL, _IONBF, 0);
    InitCommonControlsEx(&icc);
    mc = CreateWindowW(MONTHCAL_CLASSW, L"", WS_POPUP, 0, 0, 300, 200, NULL, NULL,
                       GetModuleHandleW(NULL), NULL);
    st.wYear = 2024;
    st.wMonth = 5;
    st.wDay = 15;
    SendMessageW(mc, MCM_SETCURSEL, 0, (LPARAM)&st);
    GetLocaleInfoW(LOCALE_USER_DEFAULT, LOCALE_IFIRSTDAYOFWEEK, loc, 8);
    printf("locale first day: %ls\n", loc);
    r = SendMessageW(mc, MCM_GETFIRSTDAYOFWEEK, 0, 0);
    printf("get: %d differs %d\n", LOWORD(r), HIWORD(r));
    r = SendMessageW(mc, MCM_SETFIRSTDAYOFWEEK, 0, 0);
    printf("set monday: previous %d differed %d\n", LOWORD(r), HIWORD(r));
    r = SendMessageW(mc, MCM_GETFIRSTDAYOFWEEK, 0, 0);
    printf("get: %d differs %d\n", LOWORD(r), HIWORD(r));
    r = SendMessageW(mc, MCM_SETFIRSTDAYOFWEEK, 0, 2);
    printf("set wednesday: previous %d differed %d\n", LOWORD(r), HIWORD(r));
    r = SendMessageW(mc, MCM_SETFIRSTDAYOFWEEK, 0, -1);
    printf("set locale: previous %d differed %d\n", LOWORD(r), HIWORD(r));
    r = SendMessageW(mc, MCM_GETFIRSTDAYOFWEEK, 0, 0);
    printf("get: %d differs %d\n", LOWORD(r), HIWORD(r));
    r = SendMessageW(mc, MCM_SETFIRSTDAYOFWEEK, 0, 7);
    printf("set 7: previous %d differed %d\n", LOWORD(r), HIWORD(r));
    r = SendMessageW(mc, MCM_GETFIRSTDAYOFWEEK, 0, 0);
    printf("get: %d differs %d\n", LOWORD(r), HIWORD(r));
    SendMessageW(mc, MCM_SETFIRSTDAYOFWEEK, 0, 0);
    SendMessageW(mc, MCM_SETCURSEL, 0, (LPARAM)&st);
    grid_range("monday first");
    SendMessageW(mc, MCM_SETFIRSTDAYOFWEEK, 0, 6);
    SendMessageW(mc, MCM_SETCURSEL, 0, (LPARAM)&st);
    grid_range("sunday first");
    st.wMonth = 9;
    st.wDay = 3;     /* 2024-09-01 is a Sunday: a whole week of August shows first */
    SendMessageW(mc, MCM_SETCURSEL, 0, (LPARAM)&st);
    grid_range("september");
    DestroyWindow(mc);
    printf("done\n");
    return 0;
}
