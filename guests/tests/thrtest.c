/*
 * thrtest.c - guest threads on the deterministic scheduler. Prints one "name=value" line
 * per check with printf (vm.stdout_log) and keeps a window whose title tells the story.
 *
 * 1. producer/consumer: two _beginthreadex threads hand 10 numbers over through one
 *    shared slot guarded by two auto-reset events; WinMain waits for both with
 *    WaitForMultipleObjects(wait all) and reads the consumer's sum as its exit code.
 * 2. TLS: each thread stores its own value in one TlsAlloc slot and reads it back after
 *    the other threads have run; GetCurrentThreadId differs per thread.
 * 3. suspended start: a CREATE_SUSPENDED thread has not run until ResumeThread.
 * 4. a critical section: two threads add 1000 times each under one lock, yielding the
 *    CPU (WaitForSingleObject with a 0 timeout does not yield; a wait on an unsignaled
 *    event with 1 ms does) inside the lock.
 * 5. a worker posts WM_APP progress (1..5) to the main window, then ends with 42;
 *    the main window shows "progress N".
 * 7. a thread that ends without destroying its window: the window goes with it
 *    (WM_DESTROY is sent on the way out).
 * 6. a UI thread creates and owns its own window ("thr-ui") and runs its own message
 *    loop; the main thread sends it PostThreadMessage(WM_APP+1, 7) and, when the worker
 *    is done, WM_CLOSE to its window; the UI thread ends with the number it received.
 *    The main thread then waits for it with MsgWaitForMultipleObjects.
 */
#include <windows.h>
#include <process.h>
#include <stdio.h>

#define WM_PROGRESS (WM_APP)
#define WM_UIVALUE (WM_APP + 1)

static HANDLE ev_full, ev_empty;
static volatile int slot;
static DWORD tls_index;
static HWND main_wnd, ui_wnd;
static volatile LONG ui_ready;
static int progress;
static char title[128];
static CRITICAL_SECTION lock;
static volatile int counter;
static volatile int suspended_ran;

static unsigned __stdcall producer(void *arg)
{
    int i;
    TlsSetValue(tls_index, (LPVOID)0x1111);
    for (i = 1; i <= 10; i++) {
        WaitForSingleObject(ev_empty, INFINITE);
        slot = i;
        SetEvent(ev_full);
    }
    return TlsGetValue(tls_index) == (LPVOID)0x1111 ? 1 : 0;
}

static unsigned __stdcall consumer(void *arg)
{
    int i, sum = 0;
    TlsSetValue(tls_index, (LPVOID)0x2222);
    for (i = 0; i < 10; i++) {
        WaitForSingleObject(ev_full, INFINITE);
        sum += slot;
        SetEvent(ev_empty);
    }
    return TlsGetValue(tls_index) == (LPVOID)0x2222 ? sum : -1;
}

static DWORD WINAPI adder(LPVOID arg)
{
    HANDLE never = CreateEventA(NULL, TRUE, FALSE, NULL);
    int i;
    for (i = 0; i < 1000; i++) {
        EnterCriticalSection(&lock);
        {
            int v = counter;
            if (i % 100 == 0)
                WaitForSingleObject(never, 1);   /* block inside the lock */
            counter = v + 1;
        }
        LeaveCriticalSection(&lock);
    }
    CloseHandle(never);
    return GetCurrentThreadId();
}

static DWORD WINAPI marker(LPVOID arg)
{
    suspended_ran = 1;
    return 5;
}

static DWORD WINAPI worker(LPVOID arg)
{
    volatile int spin;
    int step;
    for (step = 1; step <= 5; step++) {
        for (spin = 0; spin < 20000; spin++)
            ;
        PostMessageA(main_wnd, WM_PROGRESS, step, 0);
    }
    return 42;
}

static LRESULT CALLBACK ui_proc(HWND hwnd, UINT msg, WPARAM wp, LPARAM lp)
{
    if (msg == WM_DESTROY) {
        PostQuitMessage(0);
        return 0;
    }
    return DefWindowProcA(hwnd, msg, wp, lp);
}

static DWORD WINAPI ui_thread(LPVOID arg)
{
    MSG m;
    int got = 0;
    ui_wnd = CreateWindowA("ThrUi", "thr-ui", WS_OVERLAPPEDWINDOW | WS_VISIBLE,
                           300, 200, 200, 120, NULL, NULL, GetModuleHandleA(NULL), NULL);
    InterlockedExchange(&ui_ready, 1);
    while (GetMessageA(&m, NULL, 0, 0) > 0) {
        if (m.hwnd == NULL && m.message == WM_UIVALUE) {
            char t[32];
            got = (int)m.wParam;
            sprintf(t, "thr-ui got %d", got);
            SetWindowTextA(ui_wnd, t);
            continue;
        }
        DispatchMessageA(&m);
    }
    printf("ui_quit=%d owner_is_ui=%d\n", (int)m.wParam,
           GetWindowThreadProcessId(ui_wnd, NULL) == 0);
    return got;
}

static HWND orphan;
static volatile int orphan_destroyed;

static LRESULT CALLBACK orphan_proc(HWND hwnd, UINT msg, WPARAM wp, LPARAM lp)
{
    if (msg == WM_DESTROY)
        orphan_destroyed++;
    return DefWindowProcA(hwnd, msg, wp, lp);
}

static DWORD WINAPI orphan_thread(LPVOID arg)
{
    orphan = CreateWindowA("ThrOrphan", "orphan", WS_OVERLAPPEDWINDOW | WS_VISIBLE,
                           400, 300, 100, 80, NULL, NULL, GetModuleHandleA(NULL), NULL);
    return orphan != NULL;
}

static HANDLE worker_h, ui_h;
static DWORD ui_tid;

static LRESULT CALLBACK main_proc(HWND hwnd, UINT msg, WPARAM wp, LPARAM lp)
{
    switch (msg) {
    case WM_PROGRESS:
        progress = (int)wp;
        sprintf(title, "progress %d", progress);
        SetWindowTextA(hwnd, title);
        if (progress == 5) {
            DWORD code = 0;
            WaitForSingleObject(worker_h, INFINITE);
            GetExitCodeThread(worker_h, &code);
            printf("worker_exit=%lu\n", code);
            PostThreadMessageA(ui_tid, WM_UIVALUE, 7, 0);
            PostMessageA(ui_wnd, WM_CLOSE, 0, 0);
            while (MsgWaitForMultipleObjects(1, &ui_h, FALSE, INFINITE, QS_ALLINPUT)
                   != WAIT_OBJECT_0)
                ;
            GetExitCodeThread(ui_h, &code);
            printf("ui_exit=%lu ui_window_gone=%d\n", code, !IsWindow(ui_wnd));
            sprintf(title, "done worker=42 ui=%lu", code);
            SetWindowTextA(hwnd, title);
        }
        return 0;
    case WM_DESTROY:
        PostQuitMessage(0);
        return 0;
    }
    return DefWindowProcA(hwnd, msg, wp, lp);
}

int WINAPI WinMain(HINSTANCE inst, HINSTANCE prev, LPSTR cmd, int show)
{
    HANDLE pc[2], adders[2], susp;
    DWORD code = 0, code2 = 0, tids[2];
    unsigned tid;
    WNDCLASSA wc = {0};
    MSG m;

    tls_index = TlsAlloc();
    TlsSetValue(tls_index, (LPVOID)0x3333);

    /* 1. producer / consumer */
    ev_full = CreateEventA(NULL, FALSE, FALSE, NULL);
    ev_empty = CreateEventA(NULL, FALSE, TRUE, NULL);
    pc[0] = (HANDLE)_beginthreadex(NULL, 0, producer, NULL, 0, &tid);
    pc[1] = (HANDLE)_beginthreadex(NULL, 0, consumer, NULL, 0, &tid);
    printf("pc_wait=%lu\n", WaitForMultipleObjects(2, pc, TRUE, INFINITE));
    GetExitCodeThread(pc[0], &code);
    GetExitCodeThread(pc[1], &code2);
    printf("producer_tls_ok=%lu consumer_sum=%lu\n", code, code2);
    printf("main_tls_ok=%d\n", TlsGetValue(tls_index) == (LPVOID)0x3333);

    /* 3. suspended start */
    susp = CreateThread(NULL, 0, marker, NULL, CREATE_SUSPENDED, NULL);
    printf("suspended_wait=%lu ran=%d\n", WaitForSingleObject(susp, 50), suspended_ran);
    GetExitCodeThread(susp, &code);
    printf("suspended_code=%lu resume=%lu\n", code, ResumeThread(susp));
    WaitForSingleObject(susp, INFINITE);
    GetExitCodeThread(susp, &code);
    printf("resumed_ran=%d code=%lu\n", suspended_ran, code);

    /* 4. critical section */
    InitializeCriticalSection(&lock);
    adders[0] = CreateThread(NULL, 0, adder, NULL, 0, &tids[0]);
    adders[1] = CreateThread(NULL, 0, adder, NULL, 0, &tids[1]);
    WaitForMultipleObjects(2, adders, TRUE, INFINITE);
    GetExitCodeThread(adders[0], &code);
    GetExitCodeThread(adders[1], &code2);
    printf("counter=%d tids_match=%d distinct=%d main_tid_differs=%d\n", counter,
           code == tids[0] && code2 == tids[1], tids[0] != tids[1],
           GetCurrentThreadId() != tids[0]);

    /* 5 and 6: windows */
    wc.lpfnWndProc = main_proc;
    wc.hInstance = inst;
    wc.hbrBackground = (HBRUSH)(COLOR_WINDOW + 1);
    wc.lpszClassName = "ThrMain";
    RegisterClassA(&wc);
    wc.lpfnWndProc = ui_proc;
    wc.lpszClassName = "ThrUi";
    RegisterClassA(&wc);
    wc.lpfnWndProc = orphan_proc;
    wc.lpszClassName = "ThrOrphan";
    RegisterClassA(&wc);

    /* 7. a window outlives nothing: its thread's end destroys it */
    susp = CreateThread(NULL, 0, orphan_thread, NULL, 0, NULL);
    WaitForSingleObject(susp, INFINITE);
    GetExitCodeThread(susp, &code);
    printf("orphan_created=%lu destroyed=%d gone=%d\n", code, orphan_destroyed,
           !IsWindow(orphan));

    main_wnd = CreateWindowA("ThrMain", "thrtest", WS_OVERLAPPEDWINDOW | WS_VISIBLE,
                             20, 20, 260, 160, NULL, NULL, inst, NULL);
    ui_h = CreateThread(NULL, 0, ui_thread, NULL, 0, &ui_tid);
    while (!ui_ready)
        WaitForSingleObject(ui_h, 1);
    printf("ui_owner_ok=%d main_owner_ok=%d\n",
           GetWindowThreadProcessId(ui_wnd, NULL) == ui_tid,
           GetWindowThreadProcessId(main_wnd, NULL) == GetCurrentThreadId());
    worker_h = CreateThread(NULL, 0, worker, NULL, 0, NULL);
    while (GetMessageA(&m, NULL, 0, 0) > 0) {
        TranslateMessage(&m);
        DispatchMessageA(&m);
    }
    return (int)m.wParam;
}
