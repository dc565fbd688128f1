/*
 * fault.c - test guest that dies of a chosen CPU fault.
 *
 * What it does:
 *   WinMain reads "/kind N" from the command line (default 0), calls
 *   kernel32!GetTickCount() once (so the last API call before the fault is
 *   known), then:
 *     /kind 0   returns 0 from WinMain (a clean exit, exit code 0)
 *     /kind 1   writes 1 to address 0x00000040 (unmapped: the NULL page)
 *     /kind 2   reads the 32-bit value at address 0x00000080 (unmapped)
 *     /kind 3   divides 100 by a volatile zero (integer division error, #DE)
 *     /kind 4   executes ud2 (invalid instruction, #UD)
 *   No window is created.
 *
 * Test hooks:
 *   - The emulator must stop with a report naming the fault, eip, the
 *     faulting address (kinds 1 and 2) and the last API calls, ending in
 *     KERNEL32.dll!GetTickCount.
 *   - If a fault is survived, WinMain returns 100 + N.
 */
#include <windows.h>
#include <string.h>
#include <stdlib.h>

volatile int g_zero = 0;
volatile int g_sink = 0;
/* Held in volatile pointers so the compiler neither warns about nor folds the accesses. */
int *volatile g_write_at = (int *)0x00000040;
int *volatile g_read_at = (int *)0x00000080;

int WINAPI WinMain(HINSTANCE hInst, HINSTANCE hPrev, LPSTR lpCmdLine, int nShow)
{
    const char *p = lpCmdLine ? strstr(lpCmdLine, "/kind ") : NULL;
    int kind = p ? atoi(p + 6) : 0;

    (void)hInst; (void)hPrev; (void)nShow;
    g_sink = (int)GetTickCount();
    switch (kind) {
    case 0:
        return 0;
    case 1:
        *(volatile int *)g_write_at = 1;
        break;
    case 2:
        g_sink = *(volatile int *)g_read_at;
        break;
    case 3:
        g_sink = 100 / g_zero;
        break;
    case 4:
        __asm__ volatile ("ud2");
        break;
    }
    return 100 + kind;
}
