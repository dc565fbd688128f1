/* The processor topology family (issue 23: ninja 1.13's MSVC-built ninja.exe counts its
   cores with GetLogicalProcessorInformationEx) and kernelbase's TlsGetValue2 /
   FlsGetValue2, which its static C runtime looks up. Prints facts that hold on any
   machine (Wine reports the host's processors, wineagent one), so the lines compare. */
#define _WIN32_WINNT 0x0601
#include <windows.h>
#include <stdio.h>

typedef LPVOID (WINAPI *GETVALUE2)(DWORD);

static const char *relname(int r)
{
    switch (r) {
    case RelationProcessorCore: return "core";
    case RelationNumaNode: return "numa";
    case RelationCache: return "cache";
    case RelationProcessorPackage: return "package";
    case RelationGroup: return "group";
    }
    return "other";
}

int main(void)
{
    SYSTEM_INFO si;
    DWORD len, i, n, bits, cores = 0, packages = 0, nodes = 0, l1d = 0, line = 0;
    SYSTEM_LOGICAL_PROCESSOR_INFORMATION *slpi;
    BYTE *buf, *p;
    BOOL ok;
    ULONG node = 99;
    HMODULE kb;
    GETVALUE2 tls2, fls2;

    GetSystemInfo(&si);
    len = 0;
    SetLastError(0);
    ok = GetLogicalProcessorInformation(NULL, &len);
    printf("GLPI(NULL, 0): ok=%d err=%lu whole records=%d\n", ok, GetLastError(),
           len > 0 && len % sizeof(*slpi) == 0);
    SetLastError(0);
    ok = GetLogicalProcessorInformation(NULL, NULL);
    printf("GLPI(NULL, NULL): ok=%d err=%lu\n", ok, GetLastError());
    slpi = malloc(len);
    ok = GetLogicalProcessorInformation(slpi, &len);
    n = len / sizeof(*slpi);
    bits = 0;
    for (i = 0; i < n; i++) {
        ULONG_PTR m = slpi[i].ProcessorMask;
        if (slpi[i].Relationship == RelationProcessorCore) {
            cores++;
            for (; m; m >>= 1) bits += m & 1;
        }
        if (slpi[i].Relationship == RelationProcessorPackage) packages++;
        if (slpi[i].Relationship == RelationNumaNode) nodes++;
        if (slpi[i].Relationship == RelationCache && slpi[i].Cache.Level == 1
            && slpi[i].Cache.Type == CacheData) {
            l1d++;
            line = slpi[i].Cache.LineSize;
        }
    }
    printf("GLPI: ok=%d record size %u, cores>0=%d, core processors=system's %d, "
           "packages=%lu nodes=%lu, an L1 data cache per core=%d line=%lu\n",
           ok, (unsigned)sizeof(*slpi), cores > 0, bits == si.dwNumberOfProcessors,
           packages, nodes, l1d == cores, line);

    len = 0;
    SetLastError(0);
    ok = GetLogicalProcessorInformationEx(RelationAll, NULL, &len);
    printf("GLPIEx(All, NULL): ok=%d err=%lu\n", ok, GetLastError());
    buf = malloc(len);
    ok = GetLogicalProcessorInformationEx(RelationAll, (void *)buf, &len);
    printf("GLPIEx(All): ok=%d\n", ok);
    {
        DWORD seen[5] = {0}, size[5] = {0};
        for (p = buf; p < buf + len; p += ((SYSTEM_LOGICAL_PROCESSOR_INFORMATION_EX *)p)->Size) {
            SYSTEM_LOGICAL_PROCESSOR_INFORMATION_EX *r = (void *)p;
            if (r->Relationship < 5) {
                seen[r->Relationship]++;
                size[r->Relationship] = r->Size;
            }
        }
        for (i = 0; i < 5; i++)
            printf("  %s: records>0=%d size=%lu\n", relname(i), seen[i] > 0, size[i]);
        printf("  cores as in GLPI=%d\n", seen[RelationProcessorCore] == cores);
    }
    len = 0;
    ok = GetLogicalProcessorInformationEx(RelationGroup, NULL, &len);
    buf = malloc(len);
    ok = GetLogicalProcessorInformationEx(RelationGroup, (void *)buf, &len);
    {
        SYSTEM_LOGICAL_PROCESSOR_INFORMATION_EX *r = (void *)buf;
        printf("GLPIEx(Group): ok=%d relationship=%s groups %u/%u, processors=system's %d\n",
               ok, relname(r->Relationship), r->Group.ActiveGroupCount,
               r->Group.MaximumGroupCount,
               r->Group.GroupInfo[0].ActiveProcessorCount == si.dwNumberOfProcessors);
    }
    len = 8;
    buf = malloc(64);
    SetLastError(0);
    ok = GetLogicalProcessorInformationEx(RelationProcessorCore, (void *)buf, &len);
    printf("GLPIEx(Core, 8 bytes): ok=%d err=%lu needed=%s\n", ok, GetLastError(),
           len == cores * (sizeof(void *) == 8 ? 48 : 44) ? "cores*record" : "other");
    len = 64;
    SetLastError(0);
    ok = GetLogicalProcessorInformationEx(99, (void *)buf, &len);
    printf("GLPIEx(99): ok=%d err=%lu len=%lu\n", ok, GetLastError(), len);

    printf("GetActiveProcessorCount(ALL)=system's %d, (0)=system's %d\n",
           GetActiveProcessorCount(ALL_PROCESSOR_GROUPS) == si.dwNumberOfProcessors,
           GetActiveProcessorCount(0) == si.dwNumberOfProcessors);
    printf("GetMaximumProcessorCount(ALL)>=active %d\n",
           GetMaximumProcessorCount(ALL_PROCESSOR_GROUPS) >= si.dwNumberOfProcessors);
    printf("groups: active %u, maximum %u\n", GetActiveProcessorGroupCount(),
           GetMaximumProcessorGroupCount());
    ok = GetNumaHighestNodeNumber(&node);
    printf("GetNumaHighestNodeNumber: ok=%d node=%lu\n", ok, node);

    kb = GetModuleHandleA("kernelbase.dll");
    tls2 = (GETVALUE2)GetProcAddress(kb, "TlsGetValue2");
    fls2 = (GETVALUE2)GetProcAddress(kb, "FlsGetValue2");
    printf("kernelbase: TlsGetValue2 %s, FlsGetValue2 %s\n", tls2 ? "present" : "absent",
           fls2 ? "present" : "absent");
    if (tls2 && fls2) {
        DWORD t = TlsAlloc(), f = FlsAlloc(NULL);
        TlsSetValue(t, (void *)0x1234);
        FlsSetValue(f, (void *)0x5678);
        SetLastError(77);
        printf("TlsGetValue2=%p FlsGetValue2=%p err=%lu\n", tls2(t), fls2(f), GetLastError());
        printf("TlsGetValue2(1000)=%p FlsGetValue2(1000)=%p err=%lu\n", tls2(1000), fls2(1000),
               GetLastError());
    }
    return 0;
}
