/* What modern runtimes ask before their first line (Rust's standard library in ruff,
 * ninja's Visual C++ runtime, mimalloc): the processor topology, NUMA nodes, processor
 * groups and affinity, the thread's stack guarantee and fiber state, futex-like waits
 * (WaitOnAddress), SwitchToThread, the native file calls (NtReadFile/NtWriteFile),
 * ProcessPrng, and the functions a newer Windows has that they probe for.
 *
 * Prints one line per check. Figures that describe the machine (how many processors,
 * cache sizes, memory) are printed only as facts every machine shares (at least one,
 * consistent sizes), so the lines are the same under Wine on any host. */
#include <windows.h>
#include <stdio.h>
#include <string.h>

typedef LONG NTSTATUS;
typedef struct { union { NTSTATUS Status; PVOID Pointer; }; ULONG_PTR Information; } IOSB;
typedef NTSTATUS (WINAPI *NtReadFile_t)(HANDLE, HANDLE, PVOID, PVOID, IOSB *, PVOID, ULONG,
                                         PLARGE_INTEGER, PULONG);
typedef NTSTATUS (WINAPI *NtWriteFile_t)(HANDLE, HANDLE, PVOID, PVOID, IOSB *, const void *,
                                          ULONG, PLARGE_INTEGER, PULONG);
typedef BOOL (WINAPI *WaitOnAddress_t)(volatile VOID *, PVOID, SIZE_T, DWORD);
typedef void (WINAPI *WakeByAddress_t)(PVOID);
typedef BOOL (WINAPI *ProcessPrng_t)(PBYTE, SIZE_T);

static WaitOnAddress_t pWaitOnAddress;
static WakeByAddress_t pWakeByAddressSingle, pWakeByAddressAll;
static volatile LONG flag;

static DWORD WINAPI waker(void *p)
{
    (void)p;
    Sleep(10);
    InterlockedExchange(&flag, 1);
    pWakeByAddressAll((PVOID)&flag);
    return 0;
}

static void topology(void)
{
    DWORD len = 0, off = 0;
    BYTE *buf;
    int cores = 0, caches = 0, packages = 0, groups = 0, others = 0, bad = 0;
    BOOL ok = GetLogicalProcessorInformation(NULL, &len);
    printf("GetLogicalProcessorInformation(NULL)=%d err=%lu whole=%d\n", ok, GetLastError(),
           len % sizeof(SYSTEM_LOGICAL_PROCESSOR_INFORMATION) == 0 && len > 0);
    buf = malloc(len);
    ok = GetLogicalProcessorInformation((void *)buf, &len);
    for (off = 0; off < len; off += sizeof(SYSTEM_LOGICAL_PROCESSOR_INFORMATION)) {
        SYSTEM_LOGICAL_PROCESSOR_INFORMATION *i = (void *)(buf + off);
        if (i->Relationship == RelationProcessorCore) cores++;
        else if (i->Relationship == RelationCache) caches++;
        else if (i->Relationship == RelationProcessorPackage) packages++;
        if (!i->ProcessorMask) bad++;
    }
    printf("  ok=%d cores>=1:%d caches>=1:%d packages>=1:%d masks set:%d\n", ok, cores >= 1,
           caches >= 1, packages >= 1, bad == 0);
    free(buf);

    len = 0;
    ok = GetLogicalProcessorInformationEx(RelationAll, NULL, &len);
    printf("GetLogicalProcessorInformationEx(All, NULL)=%d err=%lu\n", ok, GetLastError());
    buf = malloc(len);
    ok = GetLogicalProcessorInformationEx(RelationAll, (void *)buf, &len);
    cores = caches = packages = groups = others = bad = 0;
    for (off = 0; off < len;) {
        SYSTEM_LOGICAL_PROCESSOR_INFORMATION_EX *i = (void *)(buf + off);
        if (!i->Size) { bad++; break; }
        if (i->Relationship == RelationProcessorCore) {
            cores++;
            if (i->Processor.GroupCount != 1 || !i->Processor.GroupMask[0].Mask) bad++;
        } else if (i->Relationship == RelationCache) {
            caches++;
            if (!i->Cache.CacheSize || !i->Cache.LineSize || !i->Cache.Level) bad++;
        } else if (i->Relationship == RelationProcessorPackage) packages++;
        else if (i->Relationship == RelationGroup) {
            groups++;
            if (i->Group.ActiveGroupCount != 1 || !i->Group.GroupInfo[0].ActiveProcessorCount)
                bad++;
        } else others++;
        off += i->Size;
    }
    printf("  ok=%d walked to the end:%d cores>=1:%d caches>=1:%d packages>=1:%d groups=%d "
           "consistent:%d\n", ok, off == len, cores >= 1, caches >= 1, packages >= 1, groups,
           bad == 0);
    free(buf);
    len = 0;
    GetLogicalProcessorInformationEx(RelationProcessorCore, NULL, &len);
    buf = malloc(len);
    ok = GetLogicalProcessorInformationEx(RelationProcessorCore, (void *)buf, &len);
    printf("  cores only: ok=%d first is a core:%d\n", ok,
           ((SYSTEM_LOGICAL_PROCESSOR_INFORMATION_EX *)buf)->Relationship ==
           RelationProcessorCore);
    free(buf);
    SetLastError(0);
    len = 0;
    ok = GetLogicalProcessorInformationEx(RelationAll, NULL, NULL);
    printf("  NULL length=%d err=%lu\n", ok, GetLastError());
}

static void numa(void)
{
    ULONG highest = 99;
    ULONGLONG mask = 0, avail = 0;
    UCHAR node = 7;
    USHORT node2 = 7;
    PROCESSOR_NUMBER pn = {0};
    GROUP_AFFINITY ga = {0};
    BOOL ok = GetNumaHighestNodeNumber(&highest);
    printf("GetNumaHighestNodeNumber=%d node=%lu\n", ok, highest);
    ok = GetNumaNodeProcessorMask(0, &mask);
    printf("GetNumaNodeProcessorMask(0)=%d has processor 0:%d\n", ok, (int)(mask & 1));
    SetLastError(0);
    ok = GetNumaNodeProcessorMask((UCHAR)(highest + 1), &mask);
    printf("GetNumaNodeProcessorMask(next)=%d err=%lu\n", ok, GetLastError());
    ok = GetNumaNodeProcessorMaskEx(0, &ga);
    printf("GetNumaNodeProcessorMaskEx(0)=%d group=%u has processor 0:%d\n", ok, ga.Group,
           (int)(ga.Mask & 1));
    ok = GetNumaProcessorNode(0, &node);
    printf("GetNumaProcessorNode(0)=%d node=%u\n", ok, node);
    SetLastError(0);
    ok = GetNumaProcessorNode(200, &node);
    printf("GetNumaProcessorNode(200)=%d node=%u err=%lu\n", ok, node, GetLastError());
    ok = GetNumaProcessorNodeEx(&pn, &node2);
    printf("GetNumaProcessorNodeEx(0:0)=%d node=%u\n", ok, node2);
    ok = GetNumaAvailableMemoryNode(0, &avail);
    printf("GetNumaAvailableMemoryNode(0)=%d some:%d\n", ok, avail > 0);
    ok = GetNumaProximityNode(0, &node);
    printf("GetNumaProximityNode(0)=%d node=%u\n", ok, node);
}

static void groups_affinity(void)
{
    USHORT count = 0, groups[4] = {9, 9, 9, 9};
    GROUP_AFFINITY ga = {0}, prev = {0};
    PROCESSOR_NUMBER pn;
    DWORD_PTR old;
    BOOL ok;
    printf("group counts: active=%u maximum=%u\n", GetActiveProcessorGroupCount(),
           GetMaximumProcessorGroupCount());
    printf("processors: active(0)>=1:%d all=active(0):%d\n", GetActiveProcessorCount(0) >= 1,
           GetActiveProcessorCount(ALL_PROCESSOR_GROUPS) == GetActiveProcessorCount(0));
    SetLastError(0);
    old = GetActiveProcessorCount(5);
    printf("active(5)=%lu err=%lu\n", (unsigned long)old, GetLastError());
    SetLastError(0);
    ok = GetProcessGroupAffinity(GetCurrentProcess(), &count, NULL);
    printf("GetProcessGroupAffinity(0 slots)=%d err=%lu count=%u\n", ok, GetLastError(), count);
    ok = GetProcessGroupAffinity(GetCurrentProcess(), &count, groups);
    printf("GetProcessGroupAffinity=%d count=%u group=%u\n", ok, count, groups[0]);
    ok = GetThreadGroupAffinity(GetCurrentThread(), &ga);
    printf("GetThreadGroupAffinity=%d group=%u has processor 0:%d\n", ok, ga.Group,
           (int)(ga.Mask & 1));
    ga.Mask = 1;
    ga.Group = 0;
    ok = SetThreadGroupAffinity(GetCurrentThread(), &ga, &prev);
    printf("SetThreadGroupAffinity(0:1)=%d prev group=%u\n", ok, prev.Group);
    ga.Group = 3;
    SetLastError(0);
    ok = SetThreadGroupAffinity(GetCurrentThread(), &ga, &prev);
    printf("SetThreadGroupAffinity(group 3)=%d err=%lu\n", ok, GetLastError());
    old = SetThreadAffinityMask(GetCurrentThread(), 1);
    printf("SetThreadAffinityMask(1): old has processor 0:%d\n", (int)(old & 1));
    SetLastError(0);
    old = SetThreadAffinityMask(GetCurrentThread(), 0);
    printf("SetThreadAffinityMask(0)=%lu err=%lu\n", (unsigned long)old, GetLastError());
    printf("SetThreadIdealProcessor(0)=%lu\n", SetThreadIdealProcessor(GetCurrentThread(), 0));
    ok = GetThreadIdealProcessorEx(GetCurrentThread(), &pn);
    printf("GetThreadIdealProcessorEx=%d group=%u\n", ok, pn.Group);
    GetCurrentProcessorNumberEx(&pn);
    printf("GetCurrentProcessorNumberEx: group=%u\n", pn.Group);
}

static void threads_and_waits(void)
{
    ULONG size = 0x5000, now = 0;
    LONG zero = 0, one = 1;
    HANDLE t;
    BOOL ok = SetThreadStackGuarantee(&size);
    printf("SetThreadStackGuarantee(0x5000)=%d previous=%#lx\n", ok, size);
    size = 0;
    ok = SetThreadStackGuarantee(&size);
    printf("SetThreadStackGuarantee(0)=%d current=%#lx\n", ok, size);
    size = 0x1000;
    SetThreadStackGuarantee(&size);
    now = 0;
    SetThreadStackGuarantee(&now);
    printf("a smaller request leaves it: %#lx\n", now);
    printf("IsThreadAFiber=%d\n", IsThreadAFiber());
    printf("SwitchToThread with no other thread=%d\n", SwitchToThread());

    SetLastError(0);
    ok = pWaitOnAddress((PVOID)&flag, &one, sizeof flag, 0);
    printf("WaitOnAddress(value differs)=%d err=%lu\n", ok, GetLastError());
    ok = pWaitOnAddress((PVOID)&flag, &zero, sizeof flag, 20);
    printf("WaitOnAddress(20 ms, nobody wakes)=%d err=%lu\n", ok, GetLastError());
    SetLastError(0);
    ok = pWaitOnAddress((PVOID)&flag, &zero, 3, 0);
    printf("WaitOnAddress(size 3)=%d err=%lu\n", ok, GetLastError());
    t = CreateThread(NULL, 0, waker, NULL, 0, NULL);
    while (flag == 0)
        pWaitOnAddress((PVOID)&flag, &zero, sizeof flag, INFINITE);
    printf("woken by the other thread: flag=%ld\n", flag);
    WaitForSingleObject(t, INFINITE);
    CloseHandle(t);
    pWakeByAddressSingle((PVOID)&zero);         /* nobody waits there: nothing */
    printf("wake with no waiter: fine\n");
}

static void native_files(HMODULE ntdll)
{
    NtReadFile_t pNtReadFile = (NtReadFile_t)GetProcAddress(ntdll, "NtReadFile");
    NtWriteFile_t pNtWriteFile = (NtWriteFile_t)GetProcAddress(ntdll, "NtWriteFile");
    HANDLE f = CreateFileA("native.txt", GENERIC_READ | GENERIC_WRITE, 0, NULL, CREATE_ALWAYS,
                           0, NULL);
    IOSB io;
    char buf[32];
    LARGE_INTEGER at;
    NTSTATUS st;
    memset(&io, 0xcc, sizeof io);
    st = pNtWriteFile(f, NULL, NULL, NULL, &io, "hello, native", 13, NULL, NULL);
    printf("NtWriteFile=%#lx status=%#lx information=%lu\n", (unsigned long)st,
           (unsigned long)io.Status, (unsigned long)io.Information);
    at.QuadPart = 7;
    st = pNtReadFile(f, NULL, NULL, NULL, &io, buf, sizeof buf, &at, NULL);
    printf("NtReadFile(at 7)=%#lx information=%lu text=%.*s\n", (unsigned long)st,
           (unsigned long)io.Information, (int)io.Information, buf);
    st = pNtReadFile(f, NULL, NULL, NULL, &io, buf, sizeof buf, NULL, NULL);
    printf("NtReadFile(at the end)=%#lx information=%lu\n", (unsigned long)st,
           (unsigned long)io.Information);
    at.QuadPart = 100;
    st = pNtReadFile(f, NULL, NULL, NULL, &io, buf, sizeof buf, &at, NULL);
    printf("NtReadFile(past the end)=%#lx\n", (unsigned long)st);
    CloseHandle(f);
    st = pNtReadFile(f, NULL, NULL, NULL, &io, buf, sizeof buf, NULL, NULL);
    printf("NtReadFile(closed)=%#lx\n", (unsigned long)st);
}

int main(void)
{
    HMODULE k32 = GetModuleHandleA("kernel32.dll"), kb = GetModuleHandleA("kernelbase.dll");
    HMODULE ntdll = GetModuleHandleA("ntdll.dll");
    HMODULE synch = LoadLibraryA("api-ms-win-core-synch-l1-2-0.dll");
    HMODULE prim = LoadLibraryA("bcryptprimitives.dll");
    ULONGLONG kb_installed = 0;
    BYTE rnd[40] = {0};
    int i, nonzero = 0;

    pWaitOnAddress = (WaitOnAddress_t)GetProcAddress(synch, "WaitOnAddress");
    pWakeByAddressSingle = (WakeByAddress_t)GetProcAddress(synch, "WakeByAddressSingle");
    pWakeByAddressAll = (WakeByAddress_t)GetProcAddress(synch, "WakeByAddressAll");
    printf("synch set: %d %d %d %d\n", synch != NULL, pWaitOnAddress != NULL,
           pWakeByAddressSingle != NULL, pWakeByAddressAll != NULL);
    printf("FlsGetValue2 in kernel32: %d\n", GetProcAddress(k32, "FlsGetValue2") != NULL);
    printf("TlsGetValue2 in kernelbase: %d\n", GetProcAddress(kb, "TlsGetValue2") != NULL);
    i = GetPhysicallyInstalledSystemMemory(&kb_installed);
    printf("GetPhysicallyInstalledSystemMemory=%d some:%d\n", i, kb_installed > 0);
    SetLastError(0);
    i = GetPhysicallyInstalledSystemMemory(NULL);
    printf("GetPhysicallyInstalledSystemMemory(NULL)=%d err=%lu\n", i, GetLastError());
    topology();
    numa();
    groups_affinity();
    threads_and_waits();
    native_files(ntdll);
    if (prim) {
        ProcessPrng_t p = (ProcessPrng_t)GetProcAddress(prim, "ProcessPrng");
        BOOL ok = p(rnd, 32);
        for (i = 0; i < 32; i++)
            nonzero += rnd[i] != 0;
        printf("ProcessPrng=%d filled:%d untouched after:%d\n", ok, nonzero > 16,
               rnd[32] == 0 && rnd[39] == 0);
    } else {
        printf("bcryptprimitives.dll: none\n");
    }
    printf("done\n");
    return 0;
}
