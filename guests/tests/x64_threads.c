/* Threads in a 64-bit program (issue 22): thread start in the x64 ABI on a stack of its
 * own, each thread's TEB through GS, exit codes, waits on one and on several objects,
 * critical sections, TLS slots, events, mutexes, semaphores, Sleep, _beginthreadex and
 * _endthreadex, a suspended start, SRW locks, a condition variable, InitOnce and the
 * Ex waits and creations, a thread's message queue. One line per check; the expected lines come from the
 * same exe under 64-bit Wine (test/win32/kernel/test_x64_threads.py).
 *
 * With the argument "race" it also prints the order in which two unsynchronised
 * threads interleave: the scheduler's, not Windows' (which is the host's), so that line
 * is compared between two of our runs, never with Wine. */
#include <windows.h>
#include <process.h>
#include <stdio.h>
#include <string.h>

static DWORD tls_index;
static CRITICAL_SECTION cs;
static volatile LONG counter;
static HANDLE ev_ready, ev_taken, mtx, sem;
static volatile int produced, consumer_sum;

/* The TEB as the thread sees it: gs:[0x30] is NT_TIB.Self. */
static NT_TIB *my_tib(void)
{
    return (NT_TIB *)NtCurrentTeb();
}

struct probe {
    ULONG_PTR arg;
    NT_TIB *tib;
    DWORD tid;
    int stack_inside, aligned, tls_own;
    double fp;
};

/* Many arguments through the x64 convention inside a thread (registers and stack). */
static long long mix(long long a, int b, double c, long long d, int e, double f)
{
    return a + 2 * b + (long long)(3 * c) + 4 * d + 5 * e + (long long)(6 * f);
}

static DWORD WINAPI prober(LPVOID param)
{
    struct probe *p = param;
    char local;
    __attribute__((aligned(16))) char aligned_buf[16];
    double x = 1.0;
    int i;
    p->arg = (ULONG_PTR)param;
    p->tib = my_tib();
    p->tid = GetCurrentThreadId();
    p->stack_inside = (char *)&local < (char *)p->tib->StackBase &&
                      (char *)&local > (char *)p->tib->StackLimit;
    p->aligned = ((ULONG_PTR)aligned_buf & 15) == 0;
    TlsSetValue(tls_index, (LPVOID)0x1122334455667788ULL);
    Sleep(0);
    p->tls_own = TlsGetValue(tls_index) == (LPVOID)0x1122334455667788ULL;
    for (i = 0; i < 50; i++) {
        x = x * 1.5 + 0.25;
        if (i % 10 == 0)
            Sleep(0);
    }
    p->fp = x;
    return (DWORD)mix(1, 2, 3.0, 4, 5, 6.0);
}

static DWORD WINAPI adder(LPVOID param)
{
    int i;
    (void)param;
    for (i = 0; i < 1000; i++) {
        EnterCriticalSection(&cs);
        {
            LONG v = counter;
            if (i % 100 == 0)
                Sleep(0);       /* hand the turn over while holding the section */
            counter = v + 1;
        }
        LeaveCriticalSection(&cs);
    }
    return GetCurrentThreadId() == 0 ? 99 : 1;
}

static DWORD WINAPI producer(LPVOID param)
{
    int i;
    (void)param;
    for (i = 1; i <= 10; i++) {
        WaitForSingleObject(ev_taken, INFINITE);
        produced = i;
        SetEvent(ev_ready);
    }
    return 10;
}

static DWORD WINAPI consumer(LPVOID param)
{
    int i;
    (void)param;
    for (i = 1; i <= 10; i++) {
        WaitForSingleObject(ev_ready, INFINITE);
        consumer_sum += produced;
        SetEvent(ev_taken);
    }
    return 55;
}

static DWORD WINAPI mutex_holder(LPVOID param)
{
    DWORD w = WaitForSingleObject(mtx, INFINITE);
    *(DWORD *)param = w;
    Sleep(30);
    ReleaseMutex(mtx);
    return 3;
}

static DWORD WINAPI exiter(LPVOID param)
{
    (void)param;
    ExitThread(33);
    return 0;       /* not reached */
}

static unsigned __stdcall crt_thread(void *param)
{
    ULONG_PTR v = (ULONG_PTR)param;
    if (v == 2)
        _endthreadex(44);
    return (unsigned)(v * 10);
}

static DWORD WINAPI sem_taker(LPVOID param)
{
    (void)param;
    return WaitForSingleObject(sem, 2000) == WAIT_OBJECT_0 ? 9 : 8;
}

static DWORD WINAPI sleeper(LPVOID param)
{
    Sleep(40);
    *(volatile int *)param = 1;
    return 4;
}

static SRWLOCK srw = SRWLOCK_INIT;
static CONDITION_VARIABLE cv = CONDITION_VARIABLE_INIT;
static CRITICAL_SECTION cv_cs;
static volatile int srw_counter, cv_ready, cv_seen;
static INIT_ONCE once = INIT_ONCE_STATIC_INIT;
static int once_runs;
static int once_target;          /* in the image: above 4 GB */

static DWORD WINAPI srw_user(LPVOID param)
{
    int i;
    (void)param;
    for (i = 0; i < 500; i++) {
        AcquireSRWLockExclusive(&srw);
        {
            int v = srw_counter;
            if (i % 100 == 0)
                Sleep(0);
            srw_counter = v + 1;
        }
        ReleaseSRWLockExclusive(&srw);
    }
    return 0;
}

static DWORD WINAPI cv_waiter(LPVOID param)
{
    (void)param;
    EnterCriticalSection(&cv_cs);
    while (!cv_ready)
        SleepConditionVariableCS(&cv, &cv_cs, INFINITE);
    cv_seen = cv_ready;
    LeaveCriticalSection(&cv_cs);
    return 6;
}

static BOOL CALLBACK once_fn(PINIT_ONCE o, PVOID param, PVOID *context)
{
    (void)o;
    once_runs++;
    *context = param;
    return TRUE;
}

static DWORD WINAPI once_user(LPVOID param)
{
    PVOID ctx = NULL;
    (void)param;
    InitOnceExecuteOnce(&once, once_fn, &once_target, &ctx);
    return ctx == (PVOID)&once_target;
}

static HANDLE msg_ready;
static volatile int msg_ok;
static char msg_target[4];       /* in the image: above 4 GB */

static DWORD WINAPI msg_thread(LPVOID param)
{
    MSG m;
    (void)param;
    PeekMessageA(&m, NULL, 0, 0, PM_NOREMOVE);      /* the thread's queue exists now */
    SetEvent(msg_ready);
    if (GetMessageA(&m, NULL, 0, 0) > 0 && m.message == WM_APP + 1 && m.hwnd == NULL)
        msg_ok = (m.wParam == (WPARAM)0x123456789ULL) + 2 * (m.lParam == (LPARAM)msg_target);
    return 7;
}

static volatile char race_log[64];
static volatile LONG race_len;

static DWORD WINAPI racer(LPVOID param)
{
    int i, j;
    volatile int spin = 0;
    for (i = 0; i < 12; i++) {
        for (j = 0; j < 3000 * (1 + (int)(ULONG_PTR)param); j++)
            spin++;
        race_log[InterlockedIncrement(&race_len) - 1] = (char)('a' + (int)(ULONG_PTR)param);
    }
    return 0;
}

int main(int argc, char **argv)
{
    struct probe p1, p2;
    HANDLE h[4];
    DWORD tid1, tid2, code1, code2, w, held = 99;
    unsigned ctid;
    LONG prev;
    BOOL ok;
    volatile int slept = 0;

    tls_index = TlsAlloc();
    TlsSetValue(tls_index, (LPVOID)0xABCDEF0123ULL);

    /* 1. Thread start in the x64 ABI, its own stack and TEB. */
    memset(&p1, 0, sizeof(p1));
    memset(&p2, 0, sizeof(p2));
    h[0] = CreateThread(NULL, 0, prober, &p1, 0, &tid1);
    h[1] = CreateThread(NULL, 0x20000, prober, &p2, 0, &tid2);
    w = WaitForMultipleObjects(2, h, TRUE, 5000);
    GetExitCodeThread(h[0], &code1);
    GetExitCodeThread(h[1], &code2);
    printf("create: %d %d wait_all=%lu\n", h[0] != NULL, h[1] != NULL, w);
    printf("param: %d %d\n", p1.arg == (ULONG_PTR)&p1, p2.arg == (ULONG_PTR)&p2);
    printf("exit codes: %lu %lu\n", code1, code2);
    printf("tid: %d %d distinct=%d main_differs=%d\n", p1.tid == tid1, p2.tid == tid2,
           tid1 != tid2, tid1 != GetCurrentThreadId());
    printf("teb: own=%d self=%d main_unchanged=%d\n",
           p1.tib != p2.tib && p1.tib != my_tib(), p1.tib->Self == p1.tib,
           my_tib()->Self == my_tib());
    printf("stack: inside=%d %d aligned=%d %d\n", p1.stack_inside, p2.stack_inside,
           p1.aligned, p2.aligned);
    printf("tls: thread_own=%d %d main_kept=%d\n", p1.tls_own, p2.tls_own,
           TlsGetValue(tls_index) == (LPVOID)0xABCDEF0123ULL);
    printf("fp: %d %.6g\n", p1.fp == p2.fp, p1.fp);
    CloseHandle(h[0]);
    CloseHandle(h[1]);

    /* 2. A critical section two threads contend for. */
    InitializeCriticalSection(&cs);
    h[0] = CreateThread(NULL, 0, adder, NULL, 0, NULL);
    h[1] = CreateThread(NULL, 0, adder, NULL, 0, NULL);
    WaitForMultipleObjects(2, h, TRUE, INFINITE);
    GetExitCodeThread(h[0], &code1);
    printf("critical section: counter=%ld code=%lu\n", counter, code1);
    DeleteCriticalSection(&cs);
    CloseHandle(h[0]);
    CloseHandle(h[1]);

    /* 3. Producer and consumer on two auto-reset events. */
    ev_ready = CreateEventA(NULL, FALSE, FALSE, NULL);
    ev_taken = CreateEventA(NULL, FALSE, TRUE, NULL);
    h[0] = CreateThread(NULL, 0, producer, NULL, 0, NULL);
    h[1] = CreateThread(NULL, 0, consumer, NULL, 0, NULL);
    w = WaitForMultipleObjects(2, h, TRUE, INFINITE);
    GetExitCodeThread(h[0], &code1);
    GetExitCodeThread(h[1], &code2);
    printf("events: wait=%lu sum=%d codes=%lu %lu\n", w, consumer_sum, code1, code2);
    CloseHandle(h[0]);
    CloseHandle(h[1]);

    /* 4. A mutex another thread owns. */
    mtx = CreateMutexA(NULL, FALSE, NULL);
    h[0] = CreateThread(NULL, 0, mutex_holder, (LPVOID)&held, 0, NULL);
    while (held == 99)
        Sleep(1);
    SetLastError(0);
    ok = ReleaseMutex(mtx);
    printf("mutex: held=%lu release_not_owner=%d err=%lu\n", held, ok, GetLastError());
    w = WaitForSingleObject(mtx, 5000);
    printf("mutex: taken_after=%lu released=%d\n", w, ReleaseMutex(mtx));
    WaitForSingleObject(h[0], INFINITE);
    CloseHandle(h[0]);

    /* 5. A semaphore: a thread waits until main releases it. */
    sem = CreateSemaphoreA(NULL, 0, 2, NULL);
    h[0] = CreateThread(NULL, 0, sem_taker, NULL, 0, NULL);
    printf("semaphore: timeout=%lu\n", WaitForSingleObject(h[0], 20));
    prev = -1;
    ok = ReleaseSemaphore(sem, 1, &prev);
    printf("semaphore: release=%d prev=%ld\n", ok, prev);
    WaitForSingleObject(h[0], INFINITE);
    GetExitCodeThread(h[0], &code1);
    printf("semaphore: taker=%lu too_many=%d\n", code1, ReleaseSemaphore(sem, 3, NULL));
    CloseHandle(h[0]);

    /* 6. ExitThread, _beginthreadex and _endthreadex. */
    h[0] = CreateThread(NULL, 0, exiter, NULL, 0, NULL);
    h[1] = (HANDLE)_beginthreadex(NULL, 0, crt_thread, (void *)1, 0, &ctid);
    h[2] = (HANDLE)_beginthreadex(NULL, 0, crt_thread, (void *)2, 0, NULL);
    w = WaitForMultipleObjects(3, h, TRUE, INFINITE);
    GetExitCodeThread(h[0], &code1);
    printf("exit thread: %lu\n", code1);
    GetExitCodeThread(h[1], &code1);
    GetExitCodeThread(h[2], &code2);
    printf("beginthreadex: %lu %lu tid_set=%d\n", code1, code2, ctid != 0);
    CloseHandle(h[0]);
    CloseHandle(h[1]);
    CloseHandle(h[2]);

    /* 7. A suspended start, then WaitForMultipleObjects for any. */
    h[0] = CreateThread(NULL, 0, sleeper, (LPVOID)&slept, CREATE_SUSPENDED, NULL);
    w = WaitForSingleObject(h[0], 10);
    GetExitCodeThread(h[0], &code1);
    printf("suspended: wait=%lu code=%lu slept=%d\n", w, code1, slept);
    printf("resume: %lu\n", ResumeThread(h[0]));
    h[1] = CreateEventA(NULL, TRUE, FALSE, NULL);
    w = WaitForMultipleObjects(2, h, FALSE, INFINITE);
    GetExitCodeThread(h[0], &code1);
    printf("wait any: %lu code=%lu slept=%d\n", w, code1, slept);
    CloseHandle(h[0]);
    CloseHandle(h[1]);

    /* 8. SRW locks, a condition variable, one-time initialisation, the Ex calls. */
    h[0] = CreateThread(NULL, 0, srw_user, NULL, 0, NULL);
    h[1] = CreateThread(NULL, 0, srw_user, NULL, 0, NULL);
    w = WaitForMultipleObjectsEx(2, h, TRUE, INFINITE, FALSE);
    printf("srw: wait=%lu counter=%d try_free=%d\n", w, srw_counter,
           TryAcquireSRWLockShared(&srw));
    ReleaseSRWLockShared(&srw);
    CloseHandle(h[0]);
    CloseHandle(h[1]);
    InitializeCriticalSection(&cv_cs);
    h[0] = CreateThread(NULL, 0, cv_waiter, NULL, 0, NULL);
    SleepEx(20, FALSE);
    EnterCriticalSection(&cv_cs);
    cv_ready = 12;
    WakeAllConditionVariable(&cv);
    LeaveCriticalSection(&cv_cs);
    w = WaitForSingleObjectEx(h[0], INFINITE, FALSE);
    GetExitCodeThread(h[0], &code1);
    printf("condition variable: wait=%lu seen=%d code=%lu\n", w, cv_seen, code1);
    CloseHandle(h[0]);
    h[0] = CreateThread(NULL, 0, once_user, NULL, 0, NULL);
    h[1] = CreateThread(NULL, 0, once_user, NULL, 0, NULL);
    WaitForMultipleObjects(2, h, TRUE, INFINITE);
    GetExitCodeThread(h[0], &code1);
    GetExitCodeThread(h[1], &code2);
    printf("init once: runs=%d context_ok=%lu %lu\n", once_runs, code1, code2);
    CloseHandle(h[0]);
    CloseHandle(h[1]);
    h[0] = CreateEventExA(NULL, NULL, CREATE_EVENT_MANUAL_RESET | CREATE_EVENT_INITIAL_SET,
                          EVENT_ALL_ACCESS);
    h[1] = CreateMutexExA(NULL, NULL, CREATE_MUTEX_INITIAL_OWNER, MUTEX_ALL_ACCESS);
    h[2] = CreateSemaphoreExA(NULL, 1, 1, NULL, 0, SEMAPHORE_ALL_ACCESS);
    printf("ex objects: %lu %d %lu\n", WaitForSingleObject(h[0], 0), ReleaseMutex(h[1]),
           WaitForSingleObject(h[2], 0));
    CloseHandle(h[0]);
    CloseHandle(h[1]);
    CloseHandle(h[2]);

    /* 9. A thread's message queue: PostThreadMessage with 64-bit WPARAM and LPARAM, the
     * thread's GetMessage, MsgWaitForMultipleObjects on it; a window's thread and
     * process ids. */
    msg_ready = CreateEventA(NULL, FALSE, FALSE, NULL);
    h[0] = CreateThread(NULL, 0, msg_thread, NULL, 0, &tid1);
    WaitForSingleObject(msg_ready, INFINITE);
    ok = PostThreadMessageA(tid1, WM_APP + 1, (WPARAM)0x123456789ULL, (LPARAM)msg_target);
    w = MsgWaitForMultipleObjects(1, h, FALSE, INFINITE, QS_ALLINPUT);
    GetExitCodeThread(h[0], &code1);
    printf("thread message: posted=%d wait=%lu ok=%d code=%lu\n", ok, w, msg_ok, code1);
    SetLastError(0);
    ok = PostThreadMessageA(tid1, WM_APP, 0, 0);
    printf("thread message to an ended thread: %d err=%lu\n", ok, GetLastError());
    CloseHandle(h[0]);
    {
        HWND hw = CreateWindowA("STATIC", "x", 0, 0, 0, 10, 10, NULL, NULL, NULL, NULL);
        DWORD pid = 0, tid = GetWindowThreadProcessId(hw, &pid);
        printf("window ids: tid=%d pid=%d\n", tid == GetCurrentThreadId(),
               pid == GetCurrentProcessId());
        DestroyWindow(hw);
    }

    if (argc > 1 && strcmp(argv[1], "race") == 0) {
        h[0] = CreateThread(NULL, 0, racer, (LPVOID)0, 0, NULL);
        h[1] = CreateThread(NULL, 0, racer, (LPVOID)1, 0, NULL);
        WaitForMultipleObjects(2, h, TRUE, INFINITE);
        printf("race: %s\n", (const char *)race_log);
    }
    printf("done\n");
    return 0;
}
