/* GetCurrentThreadStackLimits (Windows 8): the calling thread's whole reserved stack, in
 * the main thread, threads made with a 256 KB reserve, a 4 KB and a 2.5 MB commit, and a
 * fiber with a 512 KB reserve (the main thread's is the image's, 2 MB). One line per
 * check; test/win32/kernel/test_stack_limits.py holds Wine 8's. */
#include <windows.h>
#include <stdio.h>

typedef void (WINAPI *limits_t)(PULONG_PTR, PULONG_PTR);
static limits_t limits;
static void *main_fiber;

static void show(const char *who)
{
    ULONG_PTR low = 0, high = 0;
    NT_TIB *tib = (NT_TIB *)NtCurrentTeb();
    MEMORY_BASIC_INFORMATION mbi;
    volatile int here = 0;
    limits(&low, &high);
    VirtualQuery((void *)((ULONG_PTR)tib->StackBase - 1), &mbi, sizeof(mbi));
    printf("%s: high is StackBase=%d, low is the allocation=%d, low below StackLimit=%d, "
           "local inside=%d, size=%luK\n", who, high == (ULONG_PTR)tib->StackBase,
           low == (ULONG_PTR)mbi.AllocationBase, low <= (ULONG_PTR)tib->StackLimit,
           low < (ULONG_PTR)&here && (ULONG_PTR)&here < high,
           (unsigned long)((high - low) / 1024));
    fflush(stdout);
}

static DWORD WINAPI thread(void *arg)
{
    (void)arg;
    show("thread");
    return 0;
}

static void WINAPI fiber(void *arg)
{
    (void)arg;
    show("fiber");
    SwitchToFiber(main_fiber);
}

int main(void)
{
    HANDLE t;
    void *f;
    limits = (limits_t)GetProcAddress(GetModuleHandleA("kernel32.dll"),
                                      "GetCurrentThreadStackLimits");
    printf("found=%d\n", limits != NULL);
    if (!limits)
        return 1;
    show("main");
    t = CreateThread(NULL, 256 * 1024, thread, NULL, STACK_SIZE_PARAM_IS_A_RESERVATION, NULL);
    WaitForSingleObject(t, INFINITE);
    CloseHandle(t);
    /* a small dwStackSize is the initial commit: the reserve is the image's */
    t = CreateThread(NULL, 4096, thread, NULL, 0, NULL);
    WaitForSingleObject(t, INFINITE);
    CloseHandle(t);
    /* a commit at least the image's reserve: rounded up to a whole MB */
    t = CreateThread(NULL, 2560 * 1024, thread, NULL, 0, NULL);
    WaitForSingleObject(t, INFINITE);
    CloseHandle(t);
    main_fiber = ConvertThreadToFiber(NULL);
    f = CreateFiberEx(0, 512 * 1024, 0, fiber, NULL);
    SwitchToFiber(f);
    DeleteFiber(f);
    show("main again");
    return 0;
}
