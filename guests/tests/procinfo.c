/* psapi.dll and kernel32's K32 twins, and a process's and a thread's times (issue 23,
 * "Programs in the wild": busybox-w32's `free` and `ps` ask psapi.dll through
 * GetProcAddress; lz4 and others read their CPU times). Prints facts that hold on any
 * machine, so the lines compare with Wine's. Imports psapi.dll's own names
 * (PSAPI_VERSION 1), as programs built for Windows before 7 do. */
#define PSAPI_VERSION 1
#include <windows.h>
#include <psapi.h>
#include <stdio.h>
#include <string.h>

static ULONGLONG ft(FILETIME f)
{
    return ((ULONGLONG)f.dwHighDateTime << 32) | f.dwLowDateTime;
}

static int ends_with(const char *s, const char *tail)
{
    size_t n = strlen(s), m = strlen(tail);
    return n >= m && _stricmp(s + n - m, tail) == 0;
}

static volatile double sink;

static void busy(int n)
{
    double x = 1.0;
    int i;
    for (i = 0; i < n; i++)
        x = x * 1.0000001 + 0.5;
    sink = x;
}

static BOOL CALLBACK page_file(LPVOID context, PENUM_PAGE_FILE_INFORMATION info, LPCSTR name)
{
    (*(int *)context)++;
    printf("page file: cb=%lu total>0=%d in use<=total=%d peak>=in use=%d name ends .sys=%d\n",
           info->cb, info->TotalSize > 0, info->TotalInUse <= info->TotalSize,
           info->PeakUsage >= info->TotalInUse, ends_with(name, ".sys"));
    return TRUE;
}

static DWORD WINAPI worker(void *param)
{
    busy(200000);
    return 0;
}

static void modules(void)
{
    HMODULE mods[64], self = GetModuleHandleA(NULL);
    DWORD needed = 0, pids[1024], n, i;
    char name[MAX_PATH];
    MODULEINFO mi;
    BOOL ok, found = FALSE;

    ok = EnumProcesses(pids, sizeof pids, &needed);
    for (i = 0; i < needed / sizeof(DWORD); i++)
        found |= pids[i] == GetCurrentProcessId();
    printf("EnumProcesses=%d own pid listed=%d\n", ok, found);
    ok = EnumProcessModules(GetCurrentProcess(), mods, sizeof mods, &needed);
    printf("EnumProcessModules=%d first is the program=%d whole pointers=%d\n", ok,
           mods[0] == self, needed % sizeof(HMODULE) == 0);
    ok = EnumProcessModulesEx(GetCurrentProcess(), mods, sizeof(HMODULE), &needed,
                              LIST_MODULES_ALL);
    printf("EnumProcessModulesEx(one slot)=%d needed more=%d\n", ok, needed > sizeof(HMODULE));
    n = GetModuleBaseNameA(GetCurrentProcess(), NULL, name, sizeof name);
    printf("GetModuleBaseNameA=%lu %s\n", n, name);
    n = GetModuleFileNameExA(GetCurrentProcess(), self, name, sizeof name);
    printf("GetModuleFileNameExA: length right=%d ends=%d drive=%d\n", n == strlen(name),
           ends_with(name, "\\procinfo.exe"), name[1] == ':');
    ok = GetModuleInformation(GetCurrentProcess(), self, &mi, sizeof mi);
    printf("GetModuleInformation=%d base=%d entry inside=%d\n", ok, mi.lpBaseOfDll == self,
           (char *)mi.EntryPoint > (char *)self &&
           (char *)mi.EntryPoint < (char *)self + mi.SizeOfImage);
    SetLastError(0);
    ok = GetModuleInformation(GetCurrentProcess(), self, &mi, sizeof mi - 1);
    printf("GetModuleInformation(short)=%d err=%lu\n", ok, GetLastError());
    n = GetProcessImageFileNameA(GetCurrentProcess(), name, sizeof name);
    printf("GetProcessImageFileNameA: length right=%d device=%d ends=%d\n", n == strlen(name),
           strncmp(name, "\\Device\\", 8) == 0, ends_with(name, "\\procinfo.exe"));
    n = sizeof name;
    ok = QueryFullProcessImageNameA(GetCurrentProcess(), 0, name, &n);
    printf("QueryFullProcessImageNameA=%d length right=%d ends=%d drive=%d\n", ok,
           n == strlen(name), ends_with(name, "\\procinfo.exe"), name[1] == ':');
    n = sizeof name;
    ok = QueryFullProcessImageNameA(GetCurrentProcess(), PROCESS_NAME_NATIVE, name, &n);
    printf("QueryFullProcessImageNameA(native)=%d length right=%d device=%d\n", ok,
           n == strlen(name), strncmp(name, "\\Device\\", 8) == 0);
    n = 5;
    SetLastError(0);
    ok = QueryFullProcessImageNameA(GetCurrentProcess(), 0, name, &n);
    printf("QueryFullProcessImageNameA(5 chars)=%d err=%lu\n", ok, GetLastError());
    n = GetMappedFileNameA(GetCurrentProcess(), (char *)self + 0x1000, name, sizeof name);
    printf("GetMappedFileNameA(program)=%d device=%d ends=%d\n", n == strlen(name),
           strncmp(name, "\\Device\\", 8) == 0, ends_with(name, "\\procinfo.exe"));
    SetLastError(0);
    n = GetMappedFileNameA(GetCurrentProcess(), &found, name, sizeof name);
    printf("GetMappedFileNameA(stack)=%lu err=%lu\n", n, GetLastError());
}

static void mapped_file(void)
{
    HANDLE f, m;
    char *view, name[MAX_PATH];
    DWORD n, written;

    f = CreateFileA("mapped.bin", GENERIC_READ | GENERIC_WRITE, 0, NULL, CREATE_ALWAYS, 0, NULL);
    WriteFile(f, "hello mapping", 13, &written, NULL);
    m = CreateFileMappingA(f, NULL, PAGE_READONLY, 0, 0, NULL);
    view = MapViewOfFile(m, FILE_MAP_READ, 0, 0, 0);
    n = GetMappedFileNameA(GetCurrentProcess(), view + 3, name, sizeof name);
    printf("GetMappedFileNameA(view)=%d device=%d ends=%d\n", n == strlen(name),
           strncmp(name, "\\Device\\", 8) == 0, ends_with(name, "\\mapped.bin"));
    UnmapViewOfFile(view);
    CloseHandle(m);
    CloseHandle(f);
    DeleteFileA("mapped.bin");
}

static void memory(void)
{
    PROCESS_MEMORY_COUNTERS_EX pmc, pmc2;
    PERFORMANCE_INFORMATION perf;
    char *block;
    BOOL ok;
    int pages = 0;

    memset(&pmc, 0, sizeof pmc);
    ok = GetProcessMemoryInfo(GetCurrentProcess(), (PROCESS_MEMORY_COUNTERS *)&pmc, sizeof pmc);
    printf("GetProcessMemoryInfo(EX)=%d cb=%lu ws>0=%d peak>=ws=%d faults>0=%d "
           "pagefile>0=%d peak>=pagefile=%d private>0=%d\n", ok, pmc.cb,
           pmc.WorkingSetSize > 0, pmc.PeakWorkingSetSize >= pmc.WorkingSetSize,
           pmc.PageFaultCount > 0, pmc.PagefileUsage > 0,
           pmc.PeakPagefileUsage >= pmc.PagefileUsage, pmc.PrivateUsage > 0);
    block = VirtualAlloc(NULL, 8 << 20, MEM_COMMIT | MEM_RESERVE, PAGE_READWRITE);
    memset(block, 1, 8 << 20);
    ok = GetProcessMemoryInfo(GetCurrentProcess(), (PROCESS_MEMORY_COUNTERS *)&pmc2,
                              sizeof(PROCESS_MEMORY_COUNTERS));
    printf("after 8 MB: ok=%d cb=%lu ws grew=%d pagefile grew=%d\n", ok, pmc2.cb,
           pmc2.WorkingSetSize >= pmc.WorkingSetSize + (7 << 20),
           pmc2.PagefileUsage >= pmc.PagefileUsage + (7 << 20));
    VirtualFree(block, 0, MEM_RELEASE);
    ok = GetProcessMemoryInfo(GetCurrentProcess(), (PROCESS_MEMORY_COUNTERS *)&pmc,
                              sizeof(PROCESS_MEMORY_COUNTERS));
    printf("after freeing: ok=%d peak kept=%d ws fell=%d\n", ok,
           pmc.PeakWorkingSetSize >= pmc2.WorkingSetSize,
           pmc.WorkingSetSize + (7 << 20) <= pmc2.WorkingSetSize);
    SetLastError(0);
    ok = GetProcessMemoryInfo(GetCurrentProcess(), (PROCESS_MEMORY_COUNTERS *)&pmc,
                              sizeof(PROCESS_MEMORY_COUNTERS) - 1);
    printf("GetProcessMemoryInfo(short)=%d err=%lu\n", ok, GetLastError());
    memset(&perf, 0, sizeof perf);
    ok = GetPerformanceInfo(&perf, sizeof perf);
    printf("GetPerformanceInfo=%d cb=%lu page=%lu avail<=total=%d commit<=limit=%d "
           "peak>=commit=%d processes>0=%d threads>0=%d handles>0=%d\n", ok, perf.cb,
           (unsigned long)perf.PageSize, perf.PhysicalAvailable <= perf.PhysicalTotal,
           perf.CommitTotal <= perf.CommitLimit, perf.CommitPeak >= perf.CommitTotal,
           perf.ProcessCount > 0, perf.ThreadCount > 0, perf.HandleCount > 0);
    SetLastError(0);
    ok = GetPerformanceInfo(&perf, sizeof perf - 1);
    printf("GetPerformanceInfo(short)=%d err=%lu\n", ok, GetLastError());
    ok = EnumPageFilesA(page_file, &pages);
    printf("EnumPageFilesA=%d\n", ok);
}

static void working_set(void)
{
    static ULONG_PTR buf[200000];
    PSAPI_WORKING_SET_INFORMATION *ws = (PSAPI_WORKING_SET_INFORMATION *)buf;
    PSAPI_WORKING_SET_EX_INFORMATION ex[2];
    ULONG_PTR code = (ULONG_PTR)GetModuleHandleA(NULL) + 0x1000, i;   /* .text */
    BOOL ok, found = FALSE;
    int prot = -1;

    SetLastError(0);
    ok = QueryWorkingSet(GetCurrentProcess(), buf, sizeof(ULONG_PTR) * 2);
    printf("QueryWorkingSet(small)=%d err=%lu entries>1=%d\n", ok, GetLastError(),
           ws->NumberOfEntries > 1);
    ok = QueryWorkingSet(GetCurrentProcess(), buf, sizeof buf);
    for (i = 0; ok && i < ws->NumberOfEntries; i++)
        if ((ws->WorkingSetInfo[i].VirtualPage << 12) == code) {
            found = TRUE;
            prot = ws->WorkingSetInfo[i].Protection;
        }
    printf("QueryWorkingSet=%d program's code page=%d protection=%d\n", ok, found, prot);
    ex[0].VirtualAddress = (void *)code;
    ex[1].VirtualAddress = (void *)0x10000;
    ok = QueryWorkingSetEx(GetCurrentProcess(), ex, sizeof ex);
    printf("QueryWorkingSetEx=%d code valid=%d protection=%#x; unmapped valid=%d\n", ok,
           (int)ex[0].VirtualAttributes.Valid, (int)ex[0].VirtualAttributes.Win32Protection,
           (int)ex[1].VirtualAttributes.Valid);
}

/* ntdll's classes behind them: ProcessVmCounters (3) and ProcessTimes (4). */
typedef LONG (WINAPI *query_process_fn)(HANDLE, int, void *, ULONG, ULONG *);

static void ntdll_classes(void)
{
    query_process_fn query = (query_process_fn)GetProcAddress(GetModuleHandleA("ntdll.dll"),
                                                             "NtQueryInformationProcess");
    SIZE_T vm[16];
    ULONGLONG times[4];
    FILETIME c, e, k, u;
    ULONG ret = 0;
    LONG status;

    memset(vm, 0, sizeof vm);
    /* VM_COUNTERS: 11 fields, PageFaultCount a ULONG (padded at 64 bits) */
    status = query(GetCurrentProcess(), 3, vm, sizeof(SIZE_T) * 11, &ret);
    printf("ProcessVmCounters: status=%#lx size=%d working set>0=%d\n", status,
           ret == sizeof(SIZE_T) * 11, vm[4] > 0);
    status = query(GetCurrentProcess(), 3, vm, 8, &ret);
    printf("ProcessVmCounters(8 bytes): status=%#lx\n", status);
    status = query(GetCurrentProcess(), 4, times, sizeof times, &ret);
    GetProcessTimes(GetCurrentProcess(), &c, &e, &k, &u);
    printf("ProcessTimes: status=%#lx size=%lu same creation=%d exit=%llu\n", status, ret,
           times[0] == ft(c), times[1]);
}

static void drivers(void)
{
    LPVOID bases[256];
    DWORD needed = 12345;
    char name[64];
    BOOL ok;
    DWORD n;

    ok = EnumDeviceDrivers(bases, sizeof bases, &needed);
    printf("EnumDeviceDrivers=%d whole pointers=%d\n", ok, needed % sizeof(LPVOID) == 0);
    SetLastError(0);
    n = GetDeviceDriverBaseNameA((void *)0x1000, name, sizeof name);
    printf("GetDeviceDriverBaseNameA(no driver)=%lu\n", n);
}

static void times(void)
{
    FILETIME c, e, k, u, c2, e2, k2, u2, pc, pe, pk, pu, now, idle, sk, su;
    ULONG64 cyc, cyc2, pcyc;
    HANDLE th;
    BOOL ok;

    memset(&e, 0x55, sizeof e);
    ok = GetThreadTimes(GetCurrentThread(), &c, &e, &k, &u);
    GetSystemTimeAsFileTime(&now);
    printf("GetThreadTimes=%d created<=now=%d exit=%llu\n", ok, ft(c) <= ft(now), ft(e));
    ok = QueryThreadCycleTime(GetCurrentThread(), &cyc);
    busy(3000000);
    ok = GetThreadTimes(GetCurrentThread(), &c2, &e2, &k2, &u2);
    printf("after work: ok=%d same creation=%d cpu grew=%d\n", ok, ft(c2) == ft(c),
           ft(k2) + ft(u2) > ft(k) + ft(u));
    ok = QueryThreadCycleTime(GetCurrentThread(), &cyc2);
    printf("QueryThreadCycleTime=%d grew=%d\n", ok, cyc2 > cyc);
    ok = GetProcessTimes(GetCurrentProcess(), &pc, &pe, &pk, &pu);
    printf("GetProcessTimes=%d created<=thread=%d cpu>=thread's=%d\n", ok, ft(pc) <= ft(c),
           ft(pk) + ft(pu) >= ft(k2) + ft(u2));
    ok = QueryProcessCycleTime(GetCurrentProcess(), &pcyc);
    printf("QueryProcessCycleTime=%d >=thread's=%d\n", ok, pcyc >= cyc2);
    ok = GetSystemTimes(&idle, &sk, &su);
    printf("GetSystemTimes=%d kernel>=idle=%d user>0=%d\n", ok, ft(sk) >= ft(idle),
           ft(su) > 0);
    th = CreateThread(NULL, 0, worker, NULL, 0, NULL);
    WaitForSingleObject(th, INFINITE);
    ok = GetThreadTimes(th, &c2, &e2, &k2, &u2);
    printf("ended thread: ok=%d created>=main's=%d exited>=created=%d exit>0=%d\n", ok,
           ft(c2) >= ft(c), ft(e2) >= ft(c2), ft(e2) > 0);
    ok = QueryThreadCycleTime(th, &cyc);
    printf("its cycles: ok=%d\n", ok);
    CloseHandle(th);
    SetLastError(0);
    ok = GetThreadTimes((HANDLE)0x1234, &c, &e, &k, &u);
    printf("GetThreadTimes(bad)=%d err=%lu\n", ok, GetLastError());
}

/* The process's end hands the exiting thread's fiber-local values to their callbacks. */
static void WINAPI fls_at_exit(void *value)
{
    printf("fls callback at exit: %s\n", (const char *)value);
}

int main(void)
{
    HMODULE k32 = GetModuleHandleA("kernel32.dll"), psapi = LoadLibraryA("psapi.dll");
    setvbuf(stdout, NULL, _IONBF, 0);
    FlsSetValue(FlsAlloc(fls_at_exit), "main's");
    printf("psapi loaded=%d GetPerformanceInfo=%d EnumPageFilesA=%d K32 twin=%d\n",
           psapi != NULL, GetProcAddress(psapi, "GetPerformanceInfo") != NULL,
           GetProcAddress(psapi, "EnumPageFilesA") != NULL,
           GetProcAddress(k32, "K32GetProcessMemoryInfo") != NULL);
    modules();
    mapped_file();
    memory();
    working_set();
    drivers();
    ntdll_classes();
    times();
    printf("done\n");
    return 0;
}
