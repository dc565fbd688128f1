/* ntdll's critical sections as programs call them directly (Zig's standard library takes
 * the PEB's FastPebLock with RtlEnterCriticalSection), kernel32's SetCriticalSectionSpinCount,
 * and the UCRT's thread_local destructor callback (_register_thread_local_exe_atexit_callback),
 * which exit runs before the atexit functions. Linked against the UCRT (ucrtbase.dll). */
#pragma GCC diagnostic ignored "-Warray-bounds"   /* NtCurrentTeb's segment read */
#include <windows.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef LONG NTSTATUS;
__declspec(dllimport) NTSTATUS NTAPI RtlInitializeCriticalSection(CRITICAL_SECTION *);
__declspec(dllimport) NTSTATUS NTAPI RtlInitializeCriticalSectionAndSpinCount(CRITICAL_SECTION *, ULONG);
__declspec(dllimport) NTSTATUS NTAPI RtlInitializeCriticalSectionEx(CRITICAL_SECTION *, ULONG, ULONG);
__declspec(dllimport) NTSTATUS NTAPI RtlDeleteCriticalSection(CRITICAL_SECTION *);
__declspec(dllimport) NTSTATUS NTAPI RtlEnterCriticalSection(CRITICAL_SECTION *);
__declspec(dllimport) NTSTATUS NTAPI RtlLeaveCriticalSection(CRITICAL_SECTION *);
__declspec(dllimport) BOOLEAN NTAPI RtlTryEnterCriticalSection(CRITICAL_SECTION *);
__declspec(dllimport) ULONG NTAPI RtlSetCriticalSectionSpinCount(CRITICAL_SECTION *, ULONG);
__declspec(dllimport) BOOL NTAPI RtlIsCriticalSectionLocked(CRITICAL_SECTION *);
__declspec(dllimport) BOOL NTAPI RtlIsCriticalSectionLockedByThread(CRITICAL_SECTION *);
__declspec(dllimport) void __cdecl _register_thread_local_exe_atexit_callback(PIMAGE_TLS_CALLBACK);

static void say(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vprintf(fmt, ap);
    va_end(ap);
    printf("\n");
    fflush(stdout);
}

static CRITICAL_SECTION cs;

static DWORD WINAPI other_thread(void *arg)
{
    BOOLEAN got = RtlTryEnterCriticalSection(&cs);
    say("other thread: TryEnter=%d locked=%d by-me=%d", got,
        RtlIsCriticalSectionLocked(&cs), RtlIsCriticalSectionLockedByThread(&cs));
    if (got)
        RtlLeaveCriticalSection(&cs);
    return 0;
}

static void in_other_thread(void)
{
    HANDLE t = CreateThread(NULL, 0, other_thread, NULL, 0, NULL);
    WaitForSingleObject(t, INFINITE);
    CloseHandle(t);
}

static void NTAPI tls_exit(void *module, DWORD reason, void *reserved)
{
    say("thread_local callback: module=%d reason=%lu reserved=%d", module != NULL, reason,
        reserved != NULL);
}

static void at_exit(void)
{
    say("atexit function");
}

int main(void)
{
    SYSTEM_INFO si;
    /* TEB.ProcessEnvironmentBlock, then PEB.FastPebLock */
    char *peb = *(char **)((char *)NtCurrentTeb() + (sizeof(void *) == 8 ? 0x60 : 0x30));
    CRITICAL_SECTION *peb_lock = *(CRITICAL_SECTION **)(peb + (sizeof(void *) == 8 ? 0x38 : 0x1C));
    ULONG spin, old;
    NTSTATUS st, st2, st3;
    BOOLEAN got;

    GetSystemInfo(&si);
    say("FastPebLock set=%d", peb_lock != NULL);
    st = RtlEnterCriticalSection(peb_lock);
    say("RtlEnterCriticalSection(FastPebLock)=%ld by-me=%d", st,
        RtlIsCriticalSectionLockedByThread(peb_lock));
    say("RtlLeaveCriticalSection(FastPebLock)=%ld", RtlLeaveCriticalSection(peb_lock));

    memset(&cs, 0x55, sizeof(cs));
    st = RtlInitializeCriticalSection(&cs);
    say("RtlInitializeCriticalSection=%ld LockCount=%ld RecursionCount=%ld owned=%d",
        st, cs.LockCount, cs.RecursionCount, cs.OwningThread != NULL);
    say("locked=%d by-me=%d", RtlIsCriticalSectionLocked(&cs),
        RtlIsCriticalSectionLockedByThread(&cs));
    st = RtlEnterCriticalSection(&cs);
    st2 = RtlEnterCriticalSection(&cs);
    say("Enter=%ld Enter=%ld", st, st2);
    say("RecursionCount=%ld owner is me=%d locked=%d by-me=%d", cs.RecursionCount,
        (DWORD)(ULONG_PTR)cs.OwningThread == GetCurrentThreadId(),
        RtlIsCriticalSectionLocked(&cs), RtlIsCriticalSectionLockedByThread(&cs));
    in_other_thread();
    got = RtlTryEnterCriticalSection(&cs);
    say("TryEnter (owner again)=%d RecursionCount=%ld", got, cs.RecursionCount);
    st = RtlLeaveCriticalSection(&cs);
    st2 = RtlLeaveCriticalSection(&cs);
    st3 = RtlLeaveCriticalSection(&cs);
    say("Leave=%ld Leave=%ld Leave=%ld", st, st2, st3);
    say("after leaving: LockCount=%ld RecursionCount=%ld owned=%d locked=%d", cs.LockCount,
        cs.RecursionCount, cs.OwningThread != NULL, RtlIsCriticalSectionLocked(&cs));
    in_other_thread();
    say("RtlDeleteCriticalSection=%ld", RtlDeleteCriticalSection(&cs));

    /* The spin count: Windows keeps it on a multiprocessor and documents it as ignored,
       and set to 0, on one processor. */
    say("RtlInitializeCriticalSectionAndSpinCount(4000)=%ld",
        RtlInitializeCriticalSectionAndSpinCount(&cs, 4000));
    spin = (ULONG)cs.SpinCount;
    old = RtlSetCriticalSectionSpinCount(&cs, 100);
    say("spin count as documented=%d",
        si.dwNumberOfProcessors > 1 ? spin == 4000 && old == 4000 && cs.SpinCount == 100
                                    : spin == 0 && old == 0 && cs.SpinCount == 0);
    old = SetCriticalSectionSpinCount(&cs, 200);
    say("SetCriticalSectionSpinCount as documented=%d",
        si.dwNumberOfProcessors > 1 ? old == 100 && cs.SpinCount == 200
                                    : old == 0 && cs.SpinCount == 0);
    RtlDeleteCriticalSection(&cs);
    st = RtlInitializeCriticalSectionEx(&cs, 0, 0);
    say("RtlInitializeCriticalSectionEx=%ld owned=%d", st, cs.OwningThread != NULL);
    got = RtlTryEnterCriticalSection(&cs);
    st = RtlLeaveCriticalSection(&cs);
    say("TryEnter=%d Leave=%ld locked=%d", got, st, RtlIsCriticalSectionLocked(&cs));
    RtlDeleteCriticalSection(&cs);

    atexit(at_exit);
    _register_thread_local_exe_atexit_callback(tls_exit);
    say("main returns");
    return 0;
}
