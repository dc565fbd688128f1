/* PAGE_TARGETS_INVALID / PAGE_TARGETS_NO_UPDATE (0x40000000), Control Flow Guard's marks
 * for executable pages, which JIT compilers put on the code pages they commit (V8, in
 * Node.js's node.exe, checked that the commit succeeded). Taken with an execute
 * protection by VirtualAlloc and VirtualProtect; the pages answer VirtualQuery with the
 * protection alone. */
#include <windows.h>
#include <stdio.h>

#ifndef PAGE_TARGETS_INVALID
#define PAGE_TARGETS_INVALID 0x40000000
#define PAGE_TARGETS_NO_UPDATE 0x40000000
#endif

static void query(const char *what, void *p)
{
    MEMORY_BASIC_INFORMATION mbi;
    VirtualQuery(p, &mbi, sizeof(mbi));
    printf("%s: state 0x%lx protect 0x%lx\n", what, mbi.State, mbi.Protect);
}

int main(void)
{
    DWORD old = 0;
    BYTE *r, *p;
    BOOL ok;

    r = VirtualAlloc(NULL, 0x40000, MEM_RESERVE, PAGE_NOACCESS);
    SetLastError(0xdead);
    p = VirtualAlloc(r + 0x3000, 0x3b000, MEM_COMMIT, PAGE_EXECUTE_READWRITE | PAGE_TARGETS_INVALID);
    printf("commit EXECUTE_READWRITE|TARGETS_INVALID: %s error %lu\n",
           p == r + 0x3000 ? "at the address" : p ? "elsewhere" : "failed", GetLastError());
    if (p) {
        query("committed", p);
        p[0] = 0xc3;            /* ret: the page executes */
        ((void (*)(void))p)();
        printf("called the page\n");
        SetLastError(0xdead);
        ok = VirtualProtect(p, 0x1000, PAGE_EXECUTE_READ | PAGE_TARGETS_NO_UPDATE, &old);
        printf("VirtualProtect EXECUTE_READ|TARGETS_NO_UPDATE: %d old 0x%lx error %lu\n", ok, old, GetLastError());
        query("protected", p);
    }
    SetLastError(0xdead);
    p = VirtualAlloc(NULL, 0x1000, MEM_COMMIT | MEM_RESERVE, PAGE_EXECUTE | PAGE_TARGETS_INVALID);
    printf("new EXECUTE|TARGETS_INVALID: %s error %lu\n", p ? "made" : "failed", GetLastError());
    if (p)
        query("new", p);
    return 0;
}
