/* The native waits (issue 23, "Programs in the wild (stop 26)": actionlint, a Go 1.20
 * program, sleeps with NtWaitForSingleObject on its own process's pseudo-handle):
 * NtWaitForSingleObject, NtWaitForMultipleObjects, NtDelayExecution, and kernel32's wait
 * on GetCurrentProcess(). One line per check; the expected lines are Wine 8's. */
#include <windows.h>
#include <stdio.h>

typedef LONG (WINAPI *wait1_fn)(HANDLE, BOOLEAN, LARGE_INTEGER *);
typedef LONG (WINAPI *waitn_fn)(ULONG, HANDLE *, int, BOOLEAN, LARGE_INTEGER *);
typedef LONG (WINAPI *delay_fn)(BOOLEAN, LARGE_INTEGER *);

int main(void)
{
    HMODULE nt = GetModuleHandleA("ntdll.dll");
    wait1_fn wait1 = (wait1_fn)GetProcAddress(nt, "NtWaitForSingleObject");
    waitn_fn waitn = (waitn_fn)GetProcAddress(nt, "NtWaitForMultipleObjects");
    delay_fn delay = (delay_fn)GetProcAddress(nt, "NtDelayExecution");
    HANDLE on = CreateEventA(NULL, TRUE, TRUE, NULL), off = CreateEventA(NULL, TRUE, FALSE, NULL);
    HANDLE sem = CreateSemaphoreA(NULL, 2, 5, NULL), two[2];
    LARGE_INTEGER t;
    DWORD start;
    LONG prev = -1;

    printf("found: %d %d %d\n", wait1 != NULL, waitn != NULL, delay != NULL);
    printf("signaled, no timeout: %#lx\n", wait1(on, FALSE, NULL));
    t.QuadPart = -20 * 10000;
    start = GetTickCount();
    printf("unsignaled, 20 ms: %#lx", wait1(off, FALSE, &t));
    printf(" waited>=20: %d\n", GetTickCount() - start >= 20);
    t.QuadPart = 0;
    printf("unsignaled, absolute 0 (past): %#lx\n", wait1(off, FALSE, &t));
    GetSystemTimeAsFileTime((FILETIME *)&t);
    t.QuadPart += 30 * 10000;
    start = GetTickCount();
    printf("unsignaled, absolute now+30 ms: %#lx", wait1(off, TRUE, &t));
    printf(" waited>=25: %d\n", GetTickCount() - start >= 25);
    t.QuadPart = -20 * 10000;
    start = GetTickCount();
    printf("current process, 20 ms: %#lx", wait1(GetCurrentProcess(), FALSE, &t));
    printf(" waited>=20: %d\n", GetTickCount() - start >= 20);
    printf("WaitForSingleObject(current process, 0): %lu\n",
           WaitForSingleObject(GetCurrentProcess(), 0));
    printf("invalid handle: %#lx\n", wait1((HANDLE)0x12340, FALSE, &t));
    printf("semaphore: %#lx", wait1(sem, FALSE, NULL));
    ReleaseSemaphore(sem, 1, &prev);
    printf(" count before release=%ld\n", prev);

    two[0] = off; two[1] = on;
    t.QuadPart = -10 * 10000;
    printf("any of (off, on): %#lx\n", waitn(2, two, 1, FALSE, &t));
    printf("all of (off, on): %#lx\n", waitn(2, two, 0, FALSE, &t));
    two[0] = sem;
    printf("all of (sem, on): %#lx\n", waitn(2, two, 0, FALSE, NULL));
    printf("wait type 2: %#lx\n", waitn(2, two, 2, FALSE, &t));
    printf("count 0: %#lx\n", waitn(0, two, 1, FALSE, &t));
    two[0] = (HANDLE)0x12340;
    printf("invalid handle in the list: %#lx\n", waitn(2, two, 1, FALSE, &t));

    t.QuadPart = -30 * 10000;
    printf("NtDelayExecution 30 ms: %#lx\n", delay(FALSE, &t));
    t.QuadPart = 0;
    printf("NtDelayExecution 0: %#lx\n", delay(FALSE, &t));
    printf("done\n");
    return 0;
}
