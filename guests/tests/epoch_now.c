/* The guest calendar's epoch (wineagent/win32/kernel/epoch.py): what a program reads as
   "now" from each clock API, and the time of a folder it makes (ninja 1.13 refuses a
   folder whose time is before 2001, docs/runtimes.md). A run starts at 2024-01-01
   00:00 UTC plus the guest time charged until the first call; every line is the same in
   every run, in every process. */
#include <windows.h>
#include <stdio.h>
#include <time.h>

static ULONGLONG ft(FILETIME f)
{
    return ((ULONGLONG)f.dwHighDateTime << 32) | f.dwLowDateTime;
}

static void show(const char *name, const SYSTEMTIME *s)
{
    printf("%s=%04u-%02u-%02u %02u:%02u:%02u.%03u dow=%u\n", name, s->wYear, s->wMonth,
           s->wDay, s->wHour, s->wMinute, s->wSecond, s->wMilliseconds, s->wDayOfWeek);
}

int main(void)
{
    FILETIME now;
    SYSTEMTIME st, lt;
    WIN32_FILE_ATTRIBUTE_DATA fa;
    time_t t;
    char dir[MAX_PATH];

    GetSystemTimeAsFileTime(&now);
    GetSystemTime(&st);
    GetLocalTime(&lt);
    t = time(NULL);
    printf("filetime=%llu\n", ft(now));
    show("systemtime", &st);
    show("localtime", &lt);
    printf("time=%lld\n", (long long)t);
    printf("asctime=%s", asctime(gmtime(&t)));
    GetTempPathA(sizeof dir, dir);
    lstrcatA(dir, "epoch_now.dir");
    printf("mkdir=%d\n", CreateDirectoryA(dir, NULL));
    /* Within a minute, not "at or after": Windows and Wine take a folder's time from the
       file system's coarser clock, which may read a little behind GetSystemTime's. */
    if (GetFileAttributesExA(dir, GetFileExInfoStandard, &fa))
        printf("folder within a minute of now=%d, after 2001=%d\n",
               ft(fa.ftLastWriteTime) + 600000000ULL >= ft(now)
               && ft(fa.ftLastWriteTime) <= ft(now) + 600000000ULL,
               ft(fa.ftLastWriteTime) >= 126227808000000000ULL);  /* 2001-01-01 */
    RemoveDirectoryA(dir);
    return 0;
}
