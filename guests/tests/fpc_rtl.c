/* What Free Pascal's RTL asks of KERNEL32 at start-up (docs/runtimes.md, "Programs in
 * the wild (stop 28): Free Pascal"): SysUtils' initialisation sets the thread's locale
 * to the user's default (SetThreadLocale(GetUserDefaultLCID())) before it reads the
 * locale's formats. One line per check; test/win32/kernel/test_fpc_rtl.py holds Wine's. */
#include <windows.h>
#include <stdio.h>

typedef LANGID (WINAPI *SetThreadUILanguage_t)(LANGID);

int main(void)
{
    LCID user = GetUserDefaultLCID();
    BOOL ok;
    SetThreadUILanguage_t set_ui;

    printf("user default 0x%04lx thread 0x%04lx\n", (unsigned long)user,
           (unsigned long)GetThreadLocale());
    ok = SetThreadLocale(user);
    printf("SetThreadLocale(user default)=%d thread 0x%04lx\n", ok,
           (unsigned long)GetThreadLocale());
    ok = SetThreadLocale(LOCALE_USER_DEFAULT);
    printf("SetThreadLocale(LOCALE_USER_DEFAULT)=%d thread 0x%04lx\n", ok,
           (unsigned long)GetThreadLocale());
    ok = SetThreadLocale(LOCALE_SYSTEM_DEFAULT);
    printf("SetThreadLocale(LOCALE_SYSTEM_DEFAULT)=%d thread 0x%04lx\n", ok,
           (unsigned long)GetThreadLocale());
    SetLastError(0xdeadbeef);
    ok = SetThreadLocale(0x12345);
    printf("SetThreadLocale(0x12345)=%d err=%lu thread 0x%04lx\n", ok, GetLastError(),
           (unsigned long)GetThreadLocale());
    SetLastError(0xdeadbeef);
    ok = SetThreadLocale(0xffff);
    printf("SetThreadLocale(0xffff)=%d err=%lu\n", ok, GetLastError());
    /* Vista's export, looked up as a program for older Windows does */
    set_ui = (SetThreadUILanguage_t)GetProcAddress(GetModuleHandleA("kernel32.dll"),
                                                   "SetThreadUILanguage");
    printf("SetThreadUILanguage found=%d\n", set_ui != NULL);
    if (set_ui) {
        printf("SetThreadUILanguage(0)=0x%04x\n", set_ui(0));
        printf("SetThreadUILanguage(0x0409)=0x%04x\n", set_ui(0x0409));
        printf("GetThreadUILanguage=0x%04x\n", GetThreadUILanguage());
    }
    printf("done\n");
    return 0;
}
