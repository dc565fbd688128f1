/*
 * machtest.c - exercises the machine-level Win32 personality and prints one
 * "name=value" line per check with printf (the emulator logs guest stdout in
 * vm.stdout_log).  No window: WinMain returns 0 after the checks.
 *
 * Checks: VirtualAlloc/VirtualProtect/VirtualQuery/VirtualFree, LoadLibrary +
 * GetProcAddress of built-in DLLs (and a DLL that does not exist), TLS slots and
 * a __thread variable (gcc's emutls on mingw), the process heap, interlocked
 * operations, critical sections, qsort with a guest comparator, sprintf
 * formatting, the guest clock through GetTickCount, QueryPerformanceCounter,
 * GetSystemTimeAsFileTime and GetLocalTime, the command line.
 */
#include <windows.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static __thread int tls_counter = 41;

static int cmp_desc(const void *a, const void *b)
{
    return *(const int *)b - *(const int *)a;
}

typedef DWORD (WINAPI *TickFn)(void);

int WINAPI WinMain(HINSTANCE inst, HINSTANCE prev, LPSTR cmd, int show)
{
    /* Virtual memory */
    BYTE *p = (BYTE *)VirtualAlloc(NULL, 8192, MEM_COMMIT | MEM_RESERVE, PAGE_READWRITE);
    MEMORY_BASIC_INFORMATION mbi;
    DWORD old = 0;
    p[0] = 7; p[8191] = 9;
    VirtualQuery(p + 100, &mbi, sizeof mbi);
    printf("valloc=%d aligned=%d\n", p != NULL, ((DWORD)p & 0xFFFF) == 0);
    printf("vquery_base=%d protect=%lu state=%lu\n", mbi.AllocationBase == p,
           mbi.Protect, mbi.State);
    BOOL protected_ok = VirtualProtect(p, 4096, PAGE_READONLY, &old);
    printf("vprotect=%d old=%lu\n", protected_ok, old);
    VirtualQuery(p, &mbi, sizeof mbi);
    printf("vquery_after=%lu\n", mbi.Protect);
    printf("vfree=%d\n", VirtualFree(p, 0, MEM_RELEASE));

    /* Modules */
    HMODULE k32 = LoadLibraryA("kernel32.dll");
    TickFn tick = (TickFn)GetProcAddress(k32, "GetTickCount");
    printf("loadlib=%d getproc=%d tick_equal=%d\n", k32 != NULL, tick != NULL,
           tick && tick() == GetTickCount());
    SetLastError(0);
    HMODULE none = LoadLibraryA("nosuch.dll");
    printf("missing_dll=%d err=%lu\n", none == NULL, GetLastError());
    printf("self=%d\n", GetModuleHandleA(NULL) == inst);

    /* TLS */
    DWORD slot = TlsAlloc();
    TlsSetValue(slot, (LPVOID)0x1234);
    printf("tls_slot=%d tls_value=%x\n", slot != TLS_OUT_OF_INDEXES, (unsigned)(DWORD)TlsGetValue(slot));
    tls_counter++;
    printf("thread_var=%d\n", tls_counter);

    /* Heap */
    HANDLE heap = GetProcessHeap();
    int *a = (int *)HeapAlloc(heap, HEAP_ZERO_MEMORY, 64 * sizeof(int));
    printf("heap_zero=%d\n", a[0] == 0 && a[63] == 0);
    printf("heap_size=%lu\n", (unsigned long)HeapSize(heap, 0, a));
    printf("heap_free=%d\n", HeapFree(heap, 0, a));

    /* Interlocked and critical sections */
    LONG v = 5;
    InterlockedIncrement(&v);
    LONG prev_v = InterlockedCompareExchange(&v, 100, 6);
    printf("interlocked=%ld prev=%ld\n", v, prev_v);
    CRITICAL_SECTION cs;
    InitializeCriticalSection(&cs);
    EnterCriticalSection(&cs);
    EnterCriticalSection(&cs);
    LeaveCriticalSection(&cs);
    LeaveCriticalSection(&cs);
    DeleteCriticalSection(&cs);
    printf("critsec=ok\n");

    /* qsort with a guest comparator, sprintf */
    int xs[6] = {3, 9, 1, 7, 5, 2};
    char buf[128];
    qsort(xs, 6, sizeof(int), cmp_desc);
    printf("qsort=%d,%d,%d,%d,%d,%d\n", xs[0], xs[1], xs[2], xs[3], xs[4], xs[5]);
    sprintf(buf, "[%5d|%-4s|%04x|%c|%u]", -42, "ab", 0xbeef, 'Z', 3000000000u);
    printf("sprintf=%s\n", buf);

    /* The guest clock */
    LARGE_INTEGER qpc, freq;
    FILETIME ft;
    SYSTEMTIME st;
    QueryPerformanceCounter(&qpc);
    QueryPerformanceFrequency(&freq);
    GetSystemTimeAsFileTime(&ft);
    GetLocalTime(&st);
    printf("tick=%lu qpc_ms=%lu\n", GetTickCount(),
           (unsigned long)(qpc.QuadPart * 1000 / freq.QuadPart));
    printf("filetime_hi=%lu\n", ft.dwHighDateTime);
    printf("date=%04d-%02d-%02d\n", st.wYear, st.wMonth, st.wDay);
    printf("cmdline=%s\n", cmd);
    fflush(stdout);
    return 0;
}
