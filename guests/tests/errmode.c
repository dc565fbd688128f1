/* The process's and each thread's error mode: SetErrorMode/GetErrorMode and
 * SetThreadErrorMode/GetThreadErrorMode (Node.js 22 calls SetThreadErrorMode around its
 * LoadLibrary of an addon: "Programs in the wild (session 38)"). The thread's mode is its
 * own: a new thread starts with none, and the process's does not change it. */
#include <windows.h>
#include <stdio.h>

static DWORD WINAPI other(LPVOID arg)
{
    DWORD old = 77;
    printf("new thread: %lu\n", GetThreadErrorMode());
    printf("set there: %d", SetThreadErrorMode(SEM_FAILCRITICALERRORS, &old));
    printf(" old=%lu now=%lu\n", old, GetThreadErrorMode());
    (void)arg;
    return 0;
}

int main(void)
{
    DWORD old = 77;
    HANDLE t;
    UINT prev;
    printf("process: %u\n", GetErrorMode());
    printf("thread: %lu\n", GetThreadErrorMode());
    prev = SetErrorMode(SEM_FAILCRITICALERRORS | SEM_NOOPENFILEERRORBOX);
    printf("SetErrorMode: %u, now %u, thread %lu\n", prev, GetErrorMode(), GetThreadErrorMode());
    printf("SetThreadErrorMode: %d", SetThreadErrorMode(SEM_NOGPFAULTERRORBOX, &old));
    printf(" old=%lu now=%lu process=%u\n", old, GetThreadErrorMode(), GetErrorMode());
    SetLastError(0);
    old = 77;
    printf("bad flag: %d", SetThreadErrorMode(SEM_NOALIGNMENTFAULTEXCEPT, &old));
    printf(" error=%lu old=%lu now=%lu\n", GetLastError(), old, GetThreadErrorMode());
    printf("all three, no old: %d", SetThreadErrorMode(SEM_FAILCRITICALERRORS |
           SEM_NOGPFAULTERRORBOX | SEM_NOOPENFILEERRORBOX, NULL));
    printf(" now=%lu\n", GetThreadErrorMode());
    t = CreateThread(NULL, 0, other, NULL, 0, NULL);
    WaitForSingleObject(t, INFINITE);
    CloseHandle(t);
    printf("still: %lu\n", GetThreadErrorMode());
    printf("clear: %d", SetThreadErrorMode(0, &old));
    printf(" old=%lu now=%lu\n", old, GetThreadErrorMode());
    SetErrorMode(0);
    printf("process at the end: %u\n", GetErrorMode());
    return 0;
}
