/* User APCs: QueueUserAPC, ntdll's NtQueueApcThread and NtTestAlert, run by alertable
 * waits in the order queued, to the current thread and to another one; a thread that
 * has ended takes none; ntdll's alertable waits (STATUS_USER_APC). Then
 * SignalObjectAndWait (alertable too) and BindIoCompletionCallback. Prints one line per check (test/win32/kernel/test_k32apc.py). */
#include <windows.h>
#include <stdio.h>
#include <string.h>

typedef LONG (WINAPI *QUEUEAPC)(HANDLE, void *, ULONG_PTR, ULONG_PTR, ULONG_PTR);
typedef LONG (WINAPI *TESTALERT)(void);
typedef LONG (WINAPI *NTWAIT)(HANDLE, BOOLEAN, LARGE_INTEGER *);
typedef LONG (WINAPI *NTDELAY)(BOOLEAN, LARGE_INTEGER *);

static char order[64];
static int n;

static void CALLBACK user_apc(ULONG_PTR tag) { order[n++] = (char)tag; order[n] = 0; }

static void CALLBACK nt_apc(ULONG_PTR a, ULONG_PTR b, ULONG_PTR c)
{
    order[n++] = (char)a; order[n++] = (char)b; order[n++] = (char)c; order[n] = 0;
}

static DWORD WINAPI idle(void *p) { (void)p; return 7; }

static DWORD WINAPI alertable(void *p)
{
    DWORD r = SleepEx(5000, TRUE);
    printf("other thread: SleepEx %lu order %s\n", r, order);
    return 0;
}

static void saw(const char *what, HANDLE a, HANDLE b, DWORD ms, BOOL alertable)
{
    DWORD r;
    SetLastError(0xdeadbeef);
    r = SignalObjectAndWait(a, b, ms, alertable);
    printf("SignalObjectAndWait %s: %ld error %lu\n", what, (long)r,
           r == WAIT_FAILED ? GetLastError() : 0);
}

static void signal_and_wait(HANDLE manual_on)
{
    HANDLE ev = CreateEventA(NULL, FALSE, FALSE, NULL);
    HANDLE s0 = CreateSemaphoreA(NULL, 0, 1, NULL), s1 = CreateSemaphoreA(NULL, 1, 1, NULL);
    HANDLE mx = CreateMutexA(NULL, FALSE, NULL), file;
    LONG prev = -1;

    saw("NULL, NULL", NULL, NULL, 0, FALSE);
    saw("event, NULL", ev, NULL, 0, FALSE);
    printf("  event after: %lu\n", WaitForSingleObject(ev, 0));
    saw("NULL, event", NULL, ev, 0, FALSE);
    saw("event, itself", ev, ev, 0, FALSE);
    printf("  event after: %lu\n", WaitForSingleObject(ev, 0));
    ResetEvent(manual_on);
    saw("event, reset event", ev, manual_on, 0, FALSE);
    printf("  event after: %lu\n", WaitForSingleObject(ev, 0));
    saw("semaphore 0/1, semaphore 1/1", s0, s1, 0, FALSE);
    saw("full semaphore", s0, s1, 0, FALSE);
    ReleaseSemaphore(s0, 0 + 1, &prev);
    printf("  semaphore count was %ld\n", prev);
    saw("mutex not owned", mx, ev, 0, FALSE);
    WaitForSingleObject(mx, 0);
    saw("owned mutex, reset event", mx, manual_on, 10, FALSE);
    printf("  mutex free again: %lu\n", WaitForSingleObject(mx, 0));
    QueueUserAPC(user_apc, GetCurrentThread(), 'i');
    saw("alertable, APC queued", ev, manual_on, 100, TRUE);
    printf("  order \"%s\"\n", order);
    file = CreateFileA("saw.tmp", GENERIC_READ | GENERIC_WRITE, 0, NULL, CREATE_ALWAYS,
                       FILE_ATTRIBUTE_NORMAL | FILE_FLAG_DELETE_ON_CLOSE, NULL);
    saw("file, file", file, file, 0, FALSE);
    CloseHandle(file);
    CloseHandle(ev); CloseHandle(s0); CloseHandle(s1); CloseHandle(mx);
}

static HANDLE io_sem;
static DWORD io_err = 99, io_bytes = 99, io_tid;
static OVERLAPPED *io_ov;

static void CALLBACK io_done(DWORD err, DWORD bytes, OVERLAPPED *ov)
{
    io_err = err; io_bytes = bytes; io_ov = ov; io_tid = GetCurrentThreadId();
    ReleaseSemaphore(io_sem, 1, NULL);
}

static void bind_io(void)
{
    HANDLE f;
    OVERLAPPED ov;
    DWORD r, n = 0;
    BOOL ok;

    io_sem = CreateSemaphoreA(NULL, 0, 1, NULL);
    f = CreateFileA("bind.tmp", GENERIC_READ | GENERIC_WRITE, 0, NULL, CREATE_ALWAYS,
                    FILE_FLAG_DELETE_ON_CLOSE, NULL);
    SetLastError(0xdeadbeef);
    ok = BindIoCompletionCallback(f, io_done, 0);
    printf("Bind, not overlapped: %d error %lu\n", ok, GetLastError());
    CloseHandle(f);
    f = CreateFileA("bind.tmp", GENERIC_READ | GENERIC_WRITE, 0, NULL, CREATE_ALWAYS,
                    FILE_FLAG_DELETE_ON_CLOSE | FILE_FLAG_OVERLAPPED, NULL);
    ok = BindIoCompletionCallback(f, io_done, 0);
    printf("Bind, overlapped: %d\n", ok);
    memset(&ov, 0, sizeof(ov));
    ok = WriteFile(f, "12345678", 4, &n, &ov);
    if (!ok && GetLastError() == ERROR_IO_PENDING) ok = 1;   /* at once or pending: both Windows' */
    r = WaitForSingleObject(io_sem, 5000);
    printf("WriteFile %d, callback: wait %lu error %lu bytes %lu own overlapped %d"
           " other thread %d\n", ok, r, io_err, io_bytes, io_ov == &ov,
           io_tid != GetCurrentThreadId());
    SetLastError(0xdeadbeef);
    ok = BindIoCompletionCallback(f, io_done, 0);
    printf("Bind again: %d error %lu\n", ok, GetLastError());
    CloseHandle(f);
    SetLastError(0xdeadbeef);
    ok = BindIoCompletionCallback(NULL, io_done, 0);
    printf("Bind NULL handle: %d error %lu\n", ok, GetLastError());
    CloseHandle(io_sem);
}

int main(void)
{
    HMODULE nt = GetModuleHandleA("ntdll.dll");
    QUEUEAPC queue = (QUEUEAPC)GetProcAddress(nt, "NtQueueApcThread");
    TESTALERT test_alert = (TESTALERT)GetProcAddress(nt, "NtTestAlert");
    HANDLE t, ev;
    DWORD r;

    t = CreateThread(NULL, 0, idle, NULL, 0, NULL);
    WaitForSingleObject(t, INFINITE);
    SetLastError(0xdeadbeef);
    r = QueueUserAPC(user_apc, t, 'x');
    printf("ended thread: QueueUserAPC %lu error %lu\n", r, GetLastError());
    printf("ended thread: NtQueueApcThread %#lx\n", (unsigned long)queue(t, nt_apc, 1, 2, 3));
    CloseHandle(t);
    SetLastError(0xdeadbeef);
    r = QueueUserAPC(user_apc, NULL, 'x');
    printf("NULL handle: QueueUserAPC %lu error %lu\n", r, GetLastError());

    r = QueueUserAPC(user_apc, GetCurrentThread(), 'a');
    printf("queued: %lu, run yet: \"%s\"\n", r, order);
    queue(GetCurrentThread(), nt_apc, 'b', 'c', 'd');
    QueueUserAPC(user_apc, GetCurrentThread(), 'e');
    r = SleepEx(100, FALSE);
    printf("SleepEx not alertable %lu order \"%s\"\n", r, order);
    r = SleepEx(100, TRUE);
    printf("SleepEx alertable %lu order \"%s\"\n", r, order);
    r = SleepEx(0, TRUE);
    printf("again %lu\n", r);
    printf("NULL routine: %#lx\n", (unsigned long)queue(GetCurrentThread(), NULL, 0, 0, 0));
    r = SleepEx(10, TRUE);
    printf("after a NULL routine: SleepEx %lu\n", r);

    ev = CreateEventA(NULL, TRUE, TRUE, NULL);
    QueueUserAPC(user_apc, GetCurrentThread(), 'f');
    r = WaitForSingleObjectEx(ev, 0, TRUE);
    printf("signaled event, APC queued: %lu order \"%s\"\n", r, order);
    QueueUserAPC(user_apc, GetCurrentThread(), 'g');
    printf("NtTestAlert %#lx order \"%s\"\n", (unsigned long)test_alert(), order);
    printf("NtTestAlert again %#lx\n", (unsigned long)test_alert());

    {
        NTWAIT nt_wait = (NTWAIT)GetProcAddress(nt, "NtWaitForSingleObject");
        NTDELAY nt_delay = (NTDELAY)GetProcAddress(nt, "NtDelayExecution");
        LARGE_INTEGER ms50;
        HANDLE off = CreateEventA(NULL, TRUE, FALSE, NULL);
        ms50.QuadPart = -500000;
        QueueUserAPC(user_apc, GetCurrentThread(), 'j');
        printf("NtWaitForSingleObject not alertable %#lx order \"%s\"\n",
               (unsigned long)nt_wait(off, FALSE, &ms50), order);
        printf("NtWaitForSingleObject alertable %#lx order \"%s\"\n",
               (unsigned long)nt_wait(off, TRUE, &ms50), order);
        QueueUserAPC(user_apc, GetCurrentThread(), 'k');
        printf("NtDelayExecution alertable %#lx order \"%s\"\n",
               (unsigned long)nt_delay(TRUE, &ms50), order);
        printf("NtDelayExecution alertable, none queued %#lx\n",
               (unsigned long)nt_delay(TRUE, &ms50));
        CloseHandle(off);
    }

    {
        typedef LONG (WINAPI *NTWAITMANY)(ULONG, HANDLE *, int, BOOLEAN, LARGE_INTEGER *);
        NTWAITMANY nt_many = (NTWAITMANY)GetProcAddress(nt, "NtWaitForMultipleObjects");
        HANDLE pseudo[2] = {GetCurrentProcess(), GetCurrentThread()};
        LARGE_INTEGER ms10;
        int i;
        ms10.QuadPart = -100000;
        for (i = 0; i < 2; i++) {
            SetLastError(0xdeadbeef);
            r = WaitForMultipleObjects(1, &pseudo[i], FALSE, 10);
            printf("WaitForMultipleObjects(pseudo %d): %ld error %lu\n", i, (long)r,
                   GetLastError());
            printf("NtWaitForMultipleObjects(pseudo %d): %#lx\n", i,
                   (unsigned long)nt_many(1, &pseudo[i], 1, FALSE, &ms10));
        }
        printf("WaitForSingleObject(current thread, 10): %lu\n",
               WaitForSingleObject(GetCurrentThread(), 10));
        SetLastError(0xdeadbeef);
        r = OpenWaitableTimerA(TIMER_ALL_ACCESS, FALSE, NULL) != NULL;
        printf("OpenWaitableTimer(no name): %lu error %lu\n", r, GetLastError());
        SetLastError(0xdeadbeef);
        r = OpenWaitableTimerA(TIMER_ALL_ACCESS, FALSE, "k32apc no such timer") != NULL;
        printf("OpenWaitableTimer(missing): %lu error %lu\n", r, GetLastError());
        for (i = 1; i < 4; i++) {
            HANDLE on = CreateEventA(NULL, TRUE, TRUE, NULL);
            SetLastError(0xdeadbeef);
            r = WaitForSingleObject((HANDLE)((ULONG_PTR)on | i), 0);
            printf("handle with tag bits %d: %lu error %#lx\n", i, r, GetLastError());
            CloseHandle(on);
        }
    }

    {
        CRITICAL_SECTION cs;
        memset(&cs, 0, sizeof(cs));
        InitializeCriticalSection(&cs);
        printf("critical section: DebugInfo set %d", cs.DebugInfo != NULL);
        EnterCriticalSection(&cs);
        LeaveCriticalSection(&cs);
        DeleteCriticalSection(&cs);
        printf(", after DeleteCriticalSection %d\n", cs.DebugInfo != NULL);
    }

    {
        INIT_ONCE once;
        BOOL pending;
        void *ctx;
        InitOnceInitialize(&once);
        InitOnceBeginInitialize(&once, 0, &pending, &ctx);
        SetLastError(0xdeadbeef);
        r = InitOnceComplete(&once, INIT_ONCE_INIT_FAILED, (void *)0xdeadbee0);
        printf("InitOnce failed with a context: %lu error %lu state %#lx\n", r, GetLastError(), (unsigned long)(ULONG_PTR)once.Ptr);
        r = InitOnceComplete(&once, 0, (void *)0xdeadbee0);
        printf("InitOnce done: %lu state %#lx\n", r, (unsigned long)(ULONG_PTR)once.Ptr);
        InitOnceInitialize(&once);
        SetLastError(0xdeadbeef);
        r = InitOnceComplete(&once, INIT_ONCE_INIT_FAILED, NULL);
        printf("InitOnce failed, not begun: %lu error %lu\n", r, GetLastError());
        InitOnceBeginInitialize(&once, INIT_ONCE_ASYNC, &pending, &ctx);
        SetLastError(0xdeadbeef);
        r = InitOnceComplete(&once, INIT_ONCE_INIT_FAILED, NULL);
        printf("InitOnce asynchronous, failed synchronously: %lu error %lu state %#lx\n", r,
               GetLastError(), (unsigned long)(ULONG_PTR)once.Ptr);
        SetLastError(0xdeadbeef);
        r = InitOnceComplete(&once, 0, NULL);
        printf("InitOnce asynchronous, done synchronously: %lu error %lu\n", r, GetLastError());
        r = InitOnceComplete(&once, INIT_ONCE_ASYNC, (void *)0x1000);
        printf("InitOnce asynchronous done: %lu state %#lx\n", r, (unsigned long)(ULONG_PTR)once.Ptr);
    }

    t = CreateThread(NULL, 0, alertable, NULL, 0, NULL);
    Sleep(50);
    QueueUserAPC(user_apc, t, 'h');
    WaitForSingleObject(t, INFINITE);
    CloseHandle(t);
    signal_and_wait(ev);
    CloseHandle(ev);
    bind_io();
    return 0;
}
