/* Which Windows the desktop is, and the manifest-based version lie (docs/win32-layers.md):
 * GetVersion, GetVersionEx and VerifyVersionInfo answer from the process default
 * activation context's supportedOS list (6.2 without a Windows 8.1/10 one, 6.3 with 8.1's,
 * the true version with 10's), msvcrt's _winver & co. with them; RtlGetVersion,
 * RtlGetNtVersionNumbers, KUSER_SHARED_DATA and the PEB always tell the truth. The exe has
 * no manifest of its own: the test writes winver10.exe.manifest beside it. */
#include <windows.h>
#include <winternl.h>
#include <stdio.h>

typedef LONG (WINAPI *RtlGetVersion_t)(OSVERSIONINFOEXW *);
typedef void (WINAPI *RtlGetNtVersionNumbers_t)(DWORD *, DWORD *, DWORD *);

static void verify(const char *what, DWORD major, DWORD minor)
{
    OSVERSIONINFOEXA vi = {sizeof(vi)};
    DWORDLONG mask = 0;
    BOOL ok;
    vi.dwMajorVersion = major;
    vi.dwMinorVersion = minor;
    mask = VerSetConditionMask(mask, VER_MAJORVERSION, VER_GREATER_EQUAL);
    mask = VerSetConditionMask(mask, VER_MINORVERSION, VER_GREATER_EQUAL);
    SetLastError(0);
    ok = VerifyVersionInfoA(&vi, VER_MAJORVERSION | VER_MINORVERSION, mask);
    printf("VerifyVersionInfo %s: %d err=%lu\n", what, ok, ok ? 0 : GetLastError());
}

int main(void)
{
    HMODULE ntdll = GetModuleHandleA("ntdll.dll"), crt = LoadLibraryA("msvcrt.dll");
    RtlGetVersion_t rtl_get_version = (RtlGetVersion_t)GetProcAddress(ntdll, "RtlGetVersion");
    RtlGetNtVersionNumbers_t numbers =
        (RtlGetNtVersionNumbers_t)GetProcAddress(ntdll, "RtlGetNtVersionNumbers");
    OSVERSIONINFOEXA a = {sizeof(a)};
    OSVERSIONINFOEXW w = {sizeof(w)}, r = {sizeof(r)};
    DWORD v = GetVersion(), major = 0, minor = 0, build = 0;
    BYTE *peb = (BYTE *)NtCurrentTeb()->ProcessEnvironmentBlock;
    const char *vars[] = {"_winver", "_winmajor", "_winminor", "_osver"};
    int i;

    printf("GetVersion: %lu.%lu.%lu\n", v & 0xff, (v >> 8) & 0xff, v >> 16);
    GetVersionExA((OSVERSIONINFOA *)&a);
    printf("GetVersionExA: %lu.%lu.%lu platform %lu csd '%s' sp %u.%u suite %04x type %u\n",
           a.dwMajorVersion, a.dwMinorVersion, a.dwBuildNumber, a.dwPlatformId,
           a.szCSDVersion, a.wServicePackMajor, a.wServicePackMinor, a.wSuiteMask,
           a.wProductType);
    GetVersionExW((OSVERSIONINFOW *)&w);
    printf("GetVersionExW: %lu.%lu.%lu\n", w.dwMajorVersion, w.dwMinorVersion, w.dwBuildNumber);
    rtl_get_version(&r);
    printf("RtlGetVersion: %lu.%lu.%lu platform %lu sp %u.%u suite %04x type %u\n",
           r.dwMajorVersion, r.dwMinorVersion, r.dwBuildNumber, r.dwPlatformId,
           r.wServicePackMajor, r.wServicePackMinor, r.wSuiteMask, r.wProductType);
    numbers(&major, &minor, &build);
    printf("RtlGetNtVersionNumbers: %lu.%lu.%lu (top nibble %lx)\n", major, minor,
           build & 0xffff, build >> 28);
    printf("KUSER_SHARED_DATA: %lu.%lu\n", *(DWORD *)0x7ffe026c, *(DWORD *)0x7ffe0270);
#ifdef _WIN64
    printf("PEB: %lu.%lu.%u platform %lu\n", *(DWORD *)(peb + 0x118), *(DWORD *)(peb + 0x11c),
           *(WORD *)(peb + 0x120), *(DWORD *)(peb + 0x124));
#else
    printf("PEB: %lu.%lu.%u platform %lu\n", *(DWORD *)(peb + 0xa4), *(DWORD *)(peb + 0xa8),
           *(WORD *)(peb + 0xac), *(DWORD *)(peb + 0xb0));
#endif
    for (i = 0; i < 4; i++) {
        unsigned *p = (unsigned *)GetProcAddress(crt, vars[i]);
        printf("msvcrt %s: %u\n", vars[i], p ? *p : 0xffffffffu);
    }
    verify("10.0", 10, 0);
    verify("6.3", 6, 3);
    verify("6.2", 6, 2);
    verify("5.1", 5, 1);
    return 0;
}
