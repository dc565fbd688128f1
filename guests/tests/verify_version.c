/* VerSetConditionMask, VerifyVersionInfo(A/W), RtlVerifyVersionInfo (issue 23: ninja
   1.13's ninja.exe asks whether it runs on Windows 7 or later before it lists a
   folder) and ntdll's RtlAreLongPathsEnabled. The checks are ones whose answer is the
   same on Windows XP (what wineagent reports) and on Wine's Windows 10. */
#define _WIN32_WINNT 0x0601
#include <windows.h>
#include <stdio.h>

typedef LONG (WINAPI *RTLVERIFY)(OSVERSIONINFOEXW *, DWORD, ULONGLONG);
typedef BOOLEAN (WINAPI *LONGPATHS)(void);

static void check(const char *what, DWORD major, DWORD minor, WORD sp, BYTE op)
{
    OSVERSIONINFOEXA vi = { sizeof(vi) };
    ULONGLONG mask = 0;
    BOOL ok;

    vi.dwMajorVersion = major;
    vi.dwMinorVersion = minor;
    vi.wServicePackMajor = sp;
    mask = VerSetConditionMask(mask, VER_MAJORVERSION, op);
    mask = VerSetConditionMask(mask, VER_MINORVERSION, op);
    mask = VerSetConditionMask(mask, VER_SERVICEPACKMAJOR, op);
    SetLastError(0);
    ok = VerifyVersionInfoA(&vi, VER_MAJORVERSION | VER_MINORVERSION | VER_SERVICEPACKMAJOR,
                            mask);
    printf("%s: %d err=%lu\n", what, ok, ok ? 0 : GetLastError());
}

int main(void)
{
    OSVERSIONINFOEXW vw = { sizeof(vw) };
    ULONGLONG m;
    BOOL ok;
    HMODULE nt = GetModuleHandleA("ntdll.dll");
    RTLVERIFY rtl = (RTLVERIFY)GetProcAddress(nt, "RtlVerifyVersionInfo");
    LONGPATHS lp = (LONGPATHS)GetProcAddress(nt, "RtlAreLongPathsEnabled");

    m = VerSetConditionMask(0, VER_MAJORVERSION, VER_GREATER_EQUAL);
    printf("mask major>=: %08lx%08lx\n", (DWORD)(m >> 32), (DWORD)m);
    m = VerSetConditionMask(m, VER_MINORVERSION | VER_PRODUCT_TYPE, VER_EQUAL);
    printf("mask + product type==: %08lx%08lx\n", (DWORD)(m >> 32), (DWORD)m);
    m = VerSetConditionMask(m, VER_SUITENAME, VER_AND);
    printf("mask + suite and: %08lx%08lx\n", (DWORD)(m >> 32), (DWORD)m);
    m = VerSetConditionMask(m, VER_BUILDNUMBER, 0);
    printf("condition 0 leaves it: %08lx%08lx\n", (DWORD)(m >> 32), (DWORD)m);
    m = VerSetConditionMask(m, 0, VER_LESS);
    printf("type 0 leaves it: %08lx%08lx\n", (DWORD)(m >> 32), (DWORD)m);
    m = VerSetConditionMask(0, VER_SERVICEPACKMINOR, 0x0f);
    printf("condition's low 3 bits: %08lx%08lx\n", (DWORD)(m >> 32), (DWORD)m);

    check("XP (5.1 SP0) or later", 5, 1, 0, VER_GREATER_EQUAL);
    check("Windows 2000 or later", 5, 0, 0, VER_GREATER_EQUAL);
    check("NT 4 or later", 4, 0, 0, VER_GREATER_EQUAL);
    check("exactly NT 4", 4, 0, 0, VER_EQUAL);
    check("before NT 4", 4, 0, 0, VER_LESS);
    check("before 5.0", 5, 0, 0, VER_LESS_EQUAL);
    check("after 99", 99, 0, 0, VER_GREATER);

    vw.dwPlatformId = VER_PLATFORM_WIN32_NT;
    vw.wProductType = VER_NT_WORKSTATION;
    m = VerSetConditionMask(0, VER_PLATFORMID, VER_EQUAL);
    m = VerSetConditionMask(m, VER_PRODUCT_TYPE, VER_EQUAL);
    ok = VerifyVersionInfoW(&vw, VER_PLATFORMID | VER_PRODUCT_TYPE, m);
    printf("an NT workstation: %d\n", ok);
    vw.wProductType = VER_NT_SERVER;
    SetLastError(0);
    ok = VerifyVersionInfoW(&vw, VER_PRODUCT_TYPE, m);
    printf("a server: %d err=%lu\n", ok, GetLastError());
    SetLastError(0);
    ok = VerifyVersionInfoW(&vw, 0, m);
    printf("no type: %d err=%lu\n", ok, GetLastError());
    SetLastError(0);
    ok = VerifyVersionInfoW(&vw, VER_PRODUCT_TYPE, 0);
    printf("no condition: %d err=%lu\n", ok, GetLastError());
    vw.dwMajorVersion = 4;
    m = VerSetConditionMask(0, VER_MAJORVERSION, VER_GREATER_EQUAL);
    printf("RtlVerifyVersionInfo(major>=4)=%08lx\n", rtl(&vw, VER_MAJORVERSION, m));
    m = VerSetConditionMask(0, VER_MAJORVERSION, VER_LESS);
    printf("RtlVerifyVersionInfo(major<4)=%08lx\n", rtl(&vw, VER_MAJORVERSION, m));
    printf("RtlVerifyVersionInfo(no type)=%08lx\n", rtl(&vw, 0, m));
    printf("RtlAreLongPathsEnabled: %s\n", lp ? (lp() ? "TRUE" : "FALSE") : "absent");
    return 0;
}
