/* IMM32 on a machine with no input method: ImmDisableIME (this thread, another thread,
 * every thread) and what the input-method queries answer for the keyboard layout.
 * Issue 23 (user32 input.c and msg.c call ImmDisableIME first). */
#include <windows.h>
#include <imm.h>
#include <stdio.h>
#include <string.h>

static DWORD WINAPI waiter(void *arg)
{
    WaitForSingleObject((HANDLE)arg, 5000);
    return 0;
}

int main(void)
{
    HWND h, h2;
    HIMC himc;
    HANDLE ev, th;
    DWORD tid;
    BOOL r;
    HKL hkl = GetKeyboardLayout(0);
    char bufA[64];
    WCHAR bufW[64];
    UINT n;

    h = CreateWindowA("static", "s", 0, 0, 0, 10, 10, 0, 0, 0, 0);
    printf("ImmGetContext before: non-null=%d\n", ImmGetContext(h) != NULL);

    ev = CreateEventA(NULL, TRUE, FALSE, NULL);
    th = CreateThread(NULL, 0, waiter, ev, 0, &tid);
    SetLastError(0xdead);
    r = ImmDisableIME(tid);
    printf("ImmDisableIME(another thread)=%d err=%lu\n", r, GetLastError());
    SetEvent(ev);
    WaitForSingleObject(th, 5000);
    CloseHandle(th);

    r = ImmDisableIME(0);
    printf("ImmDisableIME(0)=%d\n", r);
    r = ImmDisableIME(GetCurrentThreadId());
    printf("ImmDisableIME(this thread)=%d\n", r);
    himc = ImmGetContext(h);
    printf("ImmGetContext after, old window: non-null=%d\n", himc != NULL);
    ImmReleaseContext(h, himc);
    h2 = CreateWindowA("static", "s", 0, 0, 0, 10, 10, 0, 0, 0, 0);
    himc = ImmGetContext(h2);
    printf("ImmGetContext after, new window: non-null=%d\n", himc != NULL);
    ImmReleaseContext(h2, himc);
    r = ImmDisableIME((DWORD)-1);
    printf("ImmDisableIME(-1)=%d\n", r);

    printf("ImmIsIME=%d\n", ImmIsIME(hkl));
    SetLastError(0xdead);
    n = ImmGetDescriptionA(hkl, bufA, sizeof(bufA));
    printf("ImmGetDescriptionA=%u err=%lu\n", n, GetLastError());
    n = ImmGetDescriptionW(hkl, bufW, 64);
    printf("ImmGetDescriptionW=%u\n", n);
    SetLastError(0xdead);
    n = ImmGetIMEFileNameA(hkl, bufA, sizeof(bufA));
    printf("ImmGetIMEFileNameA=%u err=%lu\n", n, GetLastError());
    n = ImmGetIMEFileNameW(hkl, bufW, 64);
    printf("ImmGetIMEFileNameW=%u\n", n);
    SetLastError(0xdead);
    printf("ImmGetProperty(IGP_PROPERTY)=%lx err=%lu\n", ImmGetProperty(hkl, IGP_PROPERTY), GetLastError());
    printf("ImmGetProperty(IGP_GETIMEVERSION)=%lx\n", ImmGetProperty(hkl, IGP_GETIMEVERSION));
    /* input.c's next step after ImmDisableIME: GetCursorPos with no POINT */
    SetLastError(0xdead);
    r = GetCursorPos(NULL);
    printf("GetCursorPos(NULL)=%d err=%lu\n", r, GetLastError());
    SetLastError(0xdead);
    r = GetKeyboardLayoutNameW(NULL);
    printf("GetKeyboardLayoutNameW(NULL)=%d err=%lu\n", r, GetLastError());
    printf("LoadKeyboardLayoutW(00000409, KLF_ACTIVATE)=%p\n", LoadKeyboardLayoutW(L"00000409", KLF_ACTIVATE));
    printf("LoadKeyboardLayoutA(00000409, 0)=%p\n", LoadKeyboardLayoutA("00000409", 0));
    printf("then GetKeyboardLayout=%p\n", GetKeyboardLayout(0));
    {
        static const WORD oems[] = { 'a', 'A', '1', '!', ' ', '\r', 0x01, 0x1b, 0x7f, 0x80, 0xb3, 0x161, 0x1ff };
        int i;
        for (i = 0; i < sizeof(oems) / sizeof(oems[0]); i++)
            printf("OemKeyScan(%#x)=%08lx\n", oems[i], OemKeyScan(oems[i]));
    }
    {
        static const int scans[] = { 0, 0x1e, 85, 0x7f };
        int i;
        for (i = 0; i < 4; i++)
        {
            strcpy(bufA, "----");
            n = GetKeyNameTextA(scans[i] << 16, bufA, sizeof(bufA));
            printf("GetKeyNameTextA(%#x)=%u '%s'\n", scans[i], n, bufA);
        }
        strcpy(bufA, "----");
        n = GetKeyNameTextA(0x1d << 16, bufA, 0);
        printf("GetKeyNameTextA(0x1d, size 0)=%u '%s'\n", n, bufA);
        {
            WCHAR w[8] = {'-', '-', 0};
            n = GetKeyNameTextW(0x1d << 16, w, 0);
            printf("GetKeyNameTextW(0x1d, size 0)=%u first=%#x\n", n, w[0]);
        }
    }
    DestroyWindow(h2);
    DestroyWindow(h);
    return 0;
}
