/* GetProcessTimes (issue 23: lz4 1.10 reports its CPU load from the process's kernel
   and user times). Prints facts that hold on any machine, so the lines compare with
   Wine's. */
#include <windows.h>
#include <stdio.h>

static ULONGLONG ft(FILETIME f)
{
    return ((ULONGLONG)f.dwHighDateTime << 32) | f.dwLowDateTime;
}

int main(void)
{
    FILETIME c, e, k, u, now, c2, e2, k2, u2;
    volatile double x = 1.0;
    BOOL ok;
    int i;

    memset(&e, 0x55, sizeof(e));
    ok = GetProcessTimes(GetCurrentProcess(), &c, &e, &k, &u);
    GetSystemTimeAsFileTime(&now);
    printf("ok=%d created before now=%d created after 2000=%d exit=%llu\n", ok,
           ft(c) <= ft(now), ft(c) >= 125911584000000000ULL, ft(e));
    for (i = 0; i < 3000000; i++)
        x = x * 1.0000001 + 0.5;
    ok = GetProcessTimes(GetCurrentProcess(), &c2, &e2, &k2, &u2);
    printf("again: ok=%d same creation=%d times grew or held=%d\n", ok, ft(c2) == ft(c),
           ft(k2) + ft(u2) >= ft(k) + ft(u));
    SetLastError(0);
    ok = GetProcessTimes((HANDLE)0x1234, &c, &e, &k, &u);
    printf("a bad handle: ok=%d err=%lu\n", ok, GetLastError());
    return 0;
}
