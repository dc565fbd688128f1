/* DiscardVirtualMemory (issue 23, "Programs in the wild (stop 26)": deno's V8 discards
 * freed pages of its heap as it exits): committed pages stay committed and writable, their
 * contents no longer guaranteed; other ranges are refused. One line per check; the
 * expected lines are Wine 8's. */
#include <windows.h>
#include <stdio.h>

typedef DWORD (WINAPI *discard_fn)(PVOID, SIZE_T);

int main(void)
{
    discard_fn discard = (discard_fn)GetProcAddress(GetModuleHandleA("kernel32.dll"),
                                                    "DiscardVirtualMemory");
    char *p = VirtualAlloc(NULL, 0x20000, MEM_COMMIT | MEM_RESERVE, PAGE_READWRITE);
    char *r = VirtualAlloc(NULL, 0x10000, MEM_RESERVE, PAGE_READWRITE);
    MEMORY_BASIC_INFORMATION mbi;

    printf("kernel32's: found=%d\n", discard != NULL);
    if (!discard)      /* Wine 8 exports it from kernelbase.dll only */
        discard = (discard_fn)GetProcAddress(LoadLibraryA("kernelbase.dll"),
                                             "DiscardVirtualMemory");
    printf("found=%d\n", discard != NULL);
    p[0] = 1; p[0x10000] = 2;
    printf("committed range: %lu\n", discard(p, 0x20000));
    VirtualQuery(p, &mbi, sizeof mbi);
    printf("after: state=%#lx protect=%#lx size=%#lx\n", mbi.State, mbi.Protect,
           (unsigned long)mbi.RegionSize);
    p[5] = 7;
    printf("written after: %d\n", p[5]);
    printf("part of it: %lu\n", discard(p + 0x1000, 0x2000));
    printf("unaligned: %lu\n", discard(p + 0x10, 0x100));
    printf("reserved only: %lu\n", discard(r, 0x1000));
    VirtualFree(r, 0, MEM_RELEASE);
    printf("free range: %lu\n", discard(r, 0x1000));
    printf("size 0: %lu\n", discard(p, 0));
    printf("done\n");
    return 0;
}
