/* Large pages: GetLargePageMinimum (7-Zip's start-up) and VirtualAlloc's MEM_LARGE_PAGES,
 * which needs SeLockMemoryPrivilege (our user does not hold it). */
#include <windows.h>
#include <stdio.h>

typedef SIZE_T (WINAPI *GETLARGEPAGEMINIMUM)(void);

int main(void)
{
    GETLARGEPAGEMINIMUM glpm = (GETLARGEPAGEMINIMUM)GetProcAddress(
        GetModuleHandleA("kernel32.dll"), "GetLargePageMinimum");
    SIZE_T min = glpm ? glpm() : 0;
    void *p;

    printf("minimum 0x%lx\n", (unsigned long)min);
    SetLastError(0);
    p = VirtualAlloc(NULL, min ? min : 0x200000, MEM_COMMIT | MEM_RESERVE | MEM_LARGE_PAGES,
                     PAGE_READWRITE);
    printf("large alloc: %s err %lu\n", p ? "ok" : "NULL", GetLastError());
    if (p)
        VirtualFree(p, 0, MEM_RELEASE);
    SetLastError(0);
    p = VirtualAlloc(NULL, 0x200000, MEM_COMMIT | MEM_RESERVE, PAGE_READWRITE);
    printf("plain alloc: %s err %lu\n", p ? "ok" : "NULL", GetLastError());
    printf("done\n");
    return 0;
}
