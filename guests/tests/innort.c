/* What Inno Setup 6's ISCC.exe (a Delphi console program) asks before its first line:
   the thread's locale (SetThreadLocale) and the process's DEP policy
   (SetProcessDEPPolicy, which only 32-bit processes may change), and VCL's
   registration for session notifications (WTSAPI32). */
#define _WIN32_WINNT 0x0601
#include <windows.h>
#include <stdio.h>
#include <wtsapi32.h>
#include <commctrl.h>

int main(void)
{
    DWORD flags = 99;
    BOOL perm = 99;
    BOOL ok;

    printf("GetThreadLocale=%04lx\n", (unsigned long)GetThreadLocale());
    SetLastError(0);
    ok = SetThreadLocale(0x409);
    printf("SetThreadLocale(0x409)=%d err=%lu\n", ok, GetLastError());
    ok = SetThreadLocale(LOCALE_USER_DEFAULT);
    printf("SetThreadLocale(LOCALE_USER_DEFAULT)=%d\n", ok);
    printf("GetThreadLocale=%04lx\n", (unsigned long)GetThreadLocale());

    SetLastError(0);
    ok = GetProcessDEPPolicy(GetCurrentProcess(), &flags, &perm);
    printf("GetProcessDEPPolicy=%d err=%lu", ok, GetLastError());
    if (ok)
        printf(" flags=%lu permanent=%d", flags, perm);
    printf("\n");
    SetLastError(0);
    ok = SetProcessDEPPolicy(4);
    printf("SetProcessDEPPolicy(4)=%d err=%lu\n", ok, GetLastError());
    SetLastError(0);
    ok = SetProcessDEPPolicy(PROCESS_DEP_DISABLE_ATL_THUNK_EMULATION);
    printf("SetProcessDEPPolicy(ATL only)=%d err=%lu\n", ok, GetLastError());
    SetLastError(0);
    ok = SetProcessDEPPolicy(0);
    printf("SetProcessDEPPolicy(0)=%d err=%lu\n", ok, GetLastError());
    SetLastError(0);
    ok = SetProcessDEPPolicy(PROCESS_DEP_ENABLE | PROCESS_DEP_DISABLE_ATL_THUNK_EMULATION);
    printf("SetProcessDEPPolicy(ENABLE|ATL)=%d err=%lu\n", ok, GetLastError());
    flags = perm = 99;
    SetLastError(0);
    ok = GetProcessDEPPolicy(GetCurrentProcess(), &flags, &perm);
    printf("GetProcessDEPPolicy=%d err=%lu", ok, GetLastError());
    if (ok)
        printf(" flags=%lu permanent=%d", flags, perm);
    printf("\n");
    SetLastError(0);
    ok = SetProcessDEPPolicy(0);
    printf("SetProcessDEPPolicy(0) after=%d err=%lu\n", ok, GetLastError());

    {   /* VCL's TApplication registers its window for session notifications */
        HWND w = CreateWindowA("STATIC", "wts", 0, 0, 0, 10, 10, NULL, NULL, NULL, NULL);
        SetLastError(0);
        ok = WTSRegisterSessionNotification(w, NOTIFY_FOR_THIS_SESSION);
        printf("WTSRegisterSessionNotification=%d err=%lu\n", ok, GetLastError());
        ok = WTSUnRegisterSessionNotification(w);
        printf("WTSUnRegisterSessionNotification=%d\n", ok);
        printf("ShutdownBlockReasonCreate=%d\n", ShutdownBlockReasonCreate(w, L"installing"));
        printf("ShutdownBlockReasonDestroy=%d\n", ShutdownBlockReasonDestroy(w));
        DisableProcessWindowsGhosting();
        printf("after DisableProcessWindowsGhosting: IsHungAppWindow=%d\n", IsHungAppWindow(w));
        DestroyWindow(w);
    }
    {   /* VCL's scrolling controls: flat scroll bar calls on a window without them,
           found with GetProcAddress as Delphi finds them (mingw's import library
           lacks them) */
        HMODULE cc = LoadLibraryA("comctl32.dll");
        BOOL (WINAPI *setprop)(HWND, UINT, INT, BOOL) = (void *)GetProcAddress(cc, "FlatSB_SetScrollProp");
        BOOL (WINAPI *getprop)(HWND, INT, LPINT) = (void *)GetProcAddress(cc, "FlatSB_GetScrollProp");
        INT (WINAPI *setrange)(HWND, INT, INT, INT, BOOL) = (void *)GetProcAddress(cc, "FlatSB_SetScrollRange");
        INT (WINAPI *setpos)(HWND, INT, INT, BOOL) = (void *)GetProcAddress(cc, "FlatSB_SetScrollPos");
        INT (WINAPI *getpos)(HWND, INT) = (void *)GetProcAddress(cc, "FlatSB_GetScrollPos");
        BOOL (WINAPI *getrange)(HWND, INT, LPINT, LPINT) = (void *)GetProcAddress(cc, "FlatSB_GetScrollRange");
        BOOL (WINAPI *getinfo)(HWND, INT, LPSCROLLINFO) = (void *)GetProcAddress(cc, "FlatSB_GetScrollInfo");
        HWND w = CreateWindowA("STATIC", "sb", WS_VSCROLL, 0, 0, 100, 100, NULL, NULL,
                               NULL, NULL);
        int lo = -1, hi = -1, prop = 77;
        SCROLLINFO si = {sizeof si, SIF_ALL};
        printf("FlatSB_SetScrollProp=%d\n", setprop(w, WSB_PROP_VSTYLE, FSB_REGULAR_MODE, TRUE));
        printf("FlatSB_GetScrollProp=%d prop=%d\n", getprop(w, WSB_PROP_VSTYLE, &prop), prop);
        printf("FlatSB_SetScrollRange=%d\n", setrange(w, SB_VERT, 0, 50, FALSE));
        printf("FlatSB_SetScrollPos=%d\n", setpos(w, SB_VERT, 20, FALSE));
        printf("FlatSB_GetScrollPos=%d GetScrollPos=%d\n", getpos(w, SB_VERT),
               GetScrollPos(w, SB_VERT));
        printf("FlatSB_GetScrollRange=%d %d..%d\n", getrange(w, SB_VERT, &lo, &hi), lo, hi);
        printf("FlatSB_GetScrollInfo=%d pos=%d max=%d\n", getinfo(w, SB_VERT, &si), si.nPos,
               si.nMax);
        DestroyWindow(w);
    }
    printf("GetMachineTypeAttributes found=%d\n",
           GetProcAddress(GetModuleHandleA("kernel32.dll"), "GetMachineTypeAttributes") != NULL);
    printf("IsWow64GuestMachineSupported found=%d\n",
           GetProcAddress(GetModuleHandleA("kernel32.dll"), "IsWow64GuestMachineSupported") != NULL);
    printf("done\n");
    return 0;
}
