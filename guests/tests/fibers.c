/* Fibers (issue 23, "Programs in the wild": coroutine libraries and schedulers stop at
 * ConvertThreadToFiber): conversion, creation, switching back and forth with values held
 * in registers across the switches, the TEB's fiber and stack fields, fiber-local storage
 * per fiber and its callbacks on DeleteFiber, and a thread of its own converted too. One
 * line per check; the expected lines are Wine's. */
#include <windows.h>
#include <stdio.h>

static LPVOID main_fiber, fiber_a, fiber_b, thread_main;
static DWORD fls;
static int trace[16], ntrace;

static void WINAPI fls_done(void *value)
{
    printf("fls callback: %s\n", (const char *)value);
}

/* The TEB's stack fields, through NtCurrentTeb()'s NT_TIB. */
static int on_own_stack(void)
{
    NT_TIB *tib = (NT_TIB *)NtCurrentTeb();
    char here;
    return (char *)tib->StackLimit <= &here && &here < (char *)tib->StackBase;
}

static void WINAPI proc_a(void *param)
{
    int i, sum = 0;
    double f = 1.5;
    printf("A: data=%s current=%d fls=%p own stack=%d\n", (const char *)GetFiberData(),
           GetCurrentFiber() == fiber_a, FlsGetValue(fls), on_own_stack());
    FlsSetValue(fls, "A's value");
    for (i = 0; i < 3; i++) {
        sum += i * 10 + 1;
        f *= 2.0;
        trace[ntrace++] = 100 + i;
        SwitchToFiber(main_fiber);
    }
    printf("A: sum=%d f=%g fls=%s\n", sum, f, (const char *)FlsGetValue(fls));
    SwitchToFiber(fiber_b);
    printf("A: never here\n");
}

static void WINAPI proc_b(void *param)
{
    char buf[4000];         /* a deep frame on B's own stack */
    buf[0] = 'b';
    buf[sizeof buf - 1] = 0;
    printf("B: data=%s own stack=%d buf=%c\n", (const char *)param, on_own_stack(), buf[0]);
    trace[ntrace++] = 200;
    SwitchToFiber(main_fiber);
    printf("B: resumed\n");
    SwitchToFiber(main_fiber);
}

static void WINAPI proc_t(void *param)
{
    printf("T: data=%s current=%d\n", (const char *)GetFiberData(),
           GetCurrentFiber() == param);
    SwitchToFiber(thread_main);
}

static DWORD WINAPI thread_proc(void *param)
{
    LPVOID t2;
    BOOL ok;
    printf("thread: is fiber=%d fls=%p\n", IsThreadAFiber(), FlsGetValue(fls));
    FlsSetValue(fls, "thread's value");
    thread_main = ConvertThreadToFiber("thread's");
    printf("thread: converted=%d data=%s\n", thread_main != NULL, (const char *)GetFiberData());
    t2 = CreateFiber(0, proc_t, NULL);
    /* proc_t compares its current fiber with its parameter: give it itself */
    DeleteFiber(t2);
    t2 = CreateFiberEx(0x1000, 0x40000, FIBER_FLAG_FLOAT_SWITCH, proc_t, NULL);
    SwitchToFiber(t2);      /* proc_t prints data=(null)... */
    ok = ConvertFiberToThread();
    printf("thread: back, ConvertFiberToThread=%d is fiber=%d\n", ok, IsThreadAFiber());
    DeleteFiber(t2);
    return 7;
}

int main(void)
{
    int i, kept = 12345;
    double d = 0.25;
    HANDLE th;
    BOOL ok;
    LPVOID again;
    DWORD code;
    NT_TIB *tib = (NT_TIB *)NtCurrentTeb();
    PVOID base = tib->StackBase, limit = tib->StackLimit;

    setvbuf(stdout, NULL, _IONBF, 0);
    printf("is fiber=%d\n", IsThreadAFiber());
    SetLastError(0);
    ok = ConvertFiberToThread();
    printf("ConvertFiberToThread=%d err=%lu\n", ok, GetLastError());
    fls = FlsAlloc(fls_done);
    FlsSetValue(fls, "main's value");
    main_fiber = ConvertThreadToFiber("main data");
    printf("converted=%d current=%d data=%s is fiber=%d fls=%s\n", main_fiber != NULL,
           GetCurrentFiber() == main_fiber, (const char *)GetFiberData(), IsThreadAFiber(),
           (const char *)FlsGetValue(fls));
    printf("block: data=%s\n", *(const char **)main_fiber);
    SetLastError(0);
    again = ConvertThreadToFiber(NULL);
    printf("again=%p err=%lu\n", again, GetLastError());
    fiber_a = CreateFiber(0, proc_a, "A data");
    fiber_b = CreateFiber(0x20000, proc_b, "B data");
    printf("created=%d,%d\n", fiber_a != NULL, fiber_b != NULL);
    for (i = 0; i < 3; i++) {
        SwitchToFiber(fiber_a);
        kept += i;
        d *= 3.0;
        printf("main: %d back, current=%d stack same=%d fls=%s\n", i,
               GetCurrentFiber() == main_fiber,
               tib->StackBase == base && tib->StackLimit == limit,
               (const char *)FlsGetValue(fls));
    }
    SwitchToFiber(fiber_a);         /* A prints its sums, switches to B, B comes back */
    printf("main: kept=%d d=%g\n", kept, d);
    SwitchToFiber(fiber_b);         /* B resumes and comes back again */
    printf("trace:");
    for (i = 0; i < ntrace; i++)
        printf(" %d", trace[i]);
    printf("\n");
    printf("deleting A\n");
    DeleteFiber(fiber_a);
    printf("deleting B\n");
    DeleteFiber(fiber_b);
    th = CreateThread(NULL, 0, thread_proc, NULL, 0, NULL);
    WaitForSingleObject(th, INFINITE);
    GetExitCodeThread(th, &code);
    printf("thread exit=%lu\n", code);
    ok = ConvertFiberToThread();
    printf("ConvertFiberToThread=%d is fiber=%d fls=%s\n", ok, IsThreadAFiber(),
           (const char *)FlsGetValue(fls));
    main_fiber = ConvertThreadToFiberEx("second", FIBER_FLAG_FLOAT_SWITCH);
    printf("converted again=%d data=%s\n", main_fiber != NULL, (const char *)GetFiberData());
    printf("deleting the running fiber ends the thread\n");
    DeleteFiber(main_fiber);
    printf("never here\n");
    return 0;
}
