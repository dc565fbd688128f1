/* A program's address space as VirtualAlloc gives it (issues 22/23: Go's runtime, as in
 * esbuild's 64-bit build, reserves 512 MiB blocks, commits pieces of them and asks for
 * its arenas at addresses it names, 0xC000000000 and up). One line per check, addresses
 * printed relative to the reservation; the test compares with Wine 8. */
#include <windows.h>
#include <stdio.h>

#define MIB ((SIZE_T)1 << 20)

/* SYSTEM_BASIC_INFORMATION as NtQuerySystemInformation(SystemBasicInformation) fills it */
typedef struct {
    ULONG Reserved, TimerResolution, PageSize, NumberOfPhysicalPages;
    ULONG LowestPhysicalPageNumber, HighestPhysicalPageNumber;
    ULONG_PTR AllocationGranularity, MinimumUserModeAddress, MaximumUserModeAddress;
    ULONG_PTR ActiveProcessorsAffinityMask;
    CCHAR NumberOfProcessors;
} BASIC_INFO;
typedef LONG (WINAPI *NTQSI)(int, void *, ULONG, ULONG *);

static BYTE *base;

static void query(const char *what, void *at)
{
    MEMORY_BASIC_INFORMATION m;
    SIZE_T n = VirtualQuery(at, &m, sizeof m);
    if (m.State == MEM_FREE) {
        printf("%s: n=%d state=free\n", what, (int)(n == sizeof m));
        return;
    }
    printf("%s: n=%d at=+%#llx alloc=+%#llx aprot=%#lx size=%#llx state=%#lx prot=%#lx"
           " type=%#lx\n", what, (int)(n == sizeof m),
           (unsigned long long)((BYTE *)m.BaseAddress - base),
           (unsigned long long)((BYTE *)m.AllocationBase - base), m.AllocationProtect,
           (unsigned long long)m.RegionSize, m.State, m.Protect, m.Type);
}

int main(void)
{
    SYSTEM_INFO si;
    BASIC_INFO bi;
    NTQSI ntqsi = (NTQSI)GetProcAddress(GetModuleHandleA("ntdll.dll"),
                                        "NtQuerySystemInformation");
    BYTE *p, *q, *hint;
    BYTE *more[8];
    DWORD old = 0;
    int i, got;

    GetSystemInfo(&si);
    printf("GetSystemInfo: min=%#llx max=%#llx granularity=%#lx\n",
           (unsigned long long)(ULONG_PTR)si.lpMinimumApplicationAddress,
           (unsigned long long)(ULONG_PTR)si.lpMaximumApplicationAddress,
           si.dwAllocationGranularity);
    memset(&bi, 0, sizeof bi);
    printf("NtQuerySystemInformation=%#lx", (unsigned long)ntqsi(0, &bi, sizeof bi, NULL));
    printf(" same range: %d\n", bi.MinimumUserModeAddress ==
           (ULONG_PTR)si.lpMinimumApplicationAddress &&
           bi.MaximumUserModeAddress == (ULONG_PTR)si.lpMaximumApplicationAddress);

    /* a 512 MiB reservation; pieces of it committed, decommitted, protected */
    base = p = VirtualAlloc(NULL, 512 * MIB, MEM_RESERVE, PAGE_READWRITE);
    printf("reserve 512 MiB: %d aligned=%d\n", p != NULL, ((ULONG_PTR)p & 0xFFFF) == 0);
    query("reserved", p);
    printf("IsBadReadPtr(reserved)=%d\n", IsBadReadPtr(p, 1));
    q = VirtualAlloc(p + MIB, 0x10000, MEM_COMMIT, PAGE_READWRITE);
    printf("commit 64 KiB at +1 MiB: +%#llx\n", (unsigned long long)(q - p));
    q[0] = 0x5A;
    q[0xFFFF] = 0xA5;
    query("before it", p);
    query("committed", p + MIB + 0x100);
    query("after it", p + MIB + 0x10000);
    printf("IsBadReadPtr(committed)=%d\n", IsBadReadPtr(q, 0x10000));
    q = VirtualAlloc(p + MIB + 0x10000, 0x1000, MEM_COMMIT, PAGE_READONLY);
    printf("commit a read-only page after it: +%#llx reads %d\n",
           (unsigned long long)(q - p), q[0]);
    query("read-only page", q);
    q = VirtualAlloc(p + MIB, 0x2000, MEM_COMMIT, PAGE_READWRITE);
    printf("commit again: +%#llx kept %#x\n", (unsigned long long)(q - p), p[MIB]);
    SetLastError(0);
    q = VirtualAlloc(p + 512 * MIB - 0x1000, 0x2000, MEM_COMMIT, PAGE_READWRITE);
    printf("commit past the end: %d err=%lu\n", q != NULL, GetLastError());
    printf("VirtualProtect(committed, READONLY)=%d", VirtualProtect(p + MIB, 0x1000,
                                                                    PAGE_READONLY, &old));
    printf(" old=%#lx\n", old);
    query("protected page", p + MIB);
    SetLastError(0);
    got = VirtualProtect(p, 0x1000, PAGE_READWRITE, &old);
    printf("VirtualProtect(reserved)=%d err=%lu\n", got, GetLastError());
    printf("decommit a page=%d\n", VirtualFree(p + MIB + 0x1000, 0x1000, MEM_DECOMMIT));
    query("decommitted", p + MIB + 0x1000);
    query("after the hole", p + MIB + 0x2000);
    printf("IsBadReadPtr(decommitted)=%d\n", IsBadReadPtr(p + MIB + 0x1000, 1));
    q = VirtualAlloc(p + MIB + 0x1000, 0x1000, MEM_COMMIT, PAGE_READWRITE);
    printf("recommit reads %d, the rest kept %#x\n", q[0], p[MIB + 0xFFFF]);

    /* more reservations than a 32-bit program has room for, none of them touched */
    for (i = got = 0; i < 8; i++) {
        more[i] = VirtualAlloc(NULL, 512 * MIB, MEM_RESERVE, PAGE_READWRITE);
        got += more[i] != NULL;
    }
    printf("eight more 512 MiB reservations: %d\n", got == 8 || sizeof(void *) == 4);
    for (i = 0; i < 8; i++)
        if (more[i])
            VirtualFree(more[i], 0, MEM_RELEASE);

#ifdef _WIN64
    /* an address asked for: where Go's runtime puts its first heap arena */
    hint = (BYTE *)(ULONG_PTR)0xC000000000ULL;
    q = VirtualAlloc(hint, 64 * MIB, MEM_RESERVE, PAGE_READWRITE);
    printf("reserve at 0xc000000000: %d\n", q == hint);
    q = VirtualAlloc(hint + 0x1000, 0x1000, MEM_COMMIT, PAGE_READWRITE);
    printf("commit in it: %d", q == hint + 0x1000);
    q[8] = 1;
    printf(" reads %d\n", q[8]);
    SetLastError(0);
    got = VirtualAlloc(hint + 0x10000, 0x10000, MEM_RESERVE, PAGE_READWRITE) != NULL;
    printf("reserve there again: %d err=%lu\n", got, GetLastError());
    q = VirtualAlloc(hint + 64 * MIB + 0x1234, 0x1000, MEM_RESERVE, PAGE_READWRITE);
    printf("reserve just after it, unaligned: %d\n", q == hint + 64 * MIB);
    VirtualFree(q, 0, MEM_RELEASE);
    printf("release at the hint=%d\n", VirtualFree(hint, 0, MEM_RELEASE));
    q = VirtualAlloc((BYTE *)(ULONG_PTR)0x7FC000000000ULL, 64 * MIB, MEM_RESERVE,
                     PAGE_READWRITE);
    printf("reserve at 0x7fc000000000: %d\n", q == (BYTE *)(ULONG_PTR)0x7FC000000000ULL);
    VirtualFree(q, 0, MEM_RELEASE);
    SetLastError(0);
    q = VirtualAlloc((BYTE *)(ULONG_PTR)0x800000000000ULL, 0x10000, MEM_RESERVE,
                     PAGE_READWRITE);
    printf("reserve past the user half: %d err=%lu\n", q != NULL, GetLastError());
#else
    (void)hint;
#endif

    SetLastError(0);
    got = VirtualFree(p, 0x1000, MEM_RELEASE);
    printf("release with a size=%d err=%lu\n", got, GetLastError());
    printf("release=%d\n", VirtualFree(p, 0, MEM_RELEASE));
    query("released", p);
    query("released, inside", p + MIB);
    printf("done\n");
    return 0;
}
