/* Timer queues (issue 23, "Programs in the wild": every GHC-built program, ShellCheck
 * and pandoc among them, starts its RTS ticker with CreateTimerQueue and
 * CreateTimerQueueTimer): CreateTimerQueue, CreateTimerQueueTimer, ChangeTimerQueueTimer,
 * DeleteTimerQueueTimer, DeleteTimerQueueEx and DeleteTimerQueue, with the completion
 * rules Windows documents (NULL: ERROR_IO_PENDING while a callback runs;
 * INVALID_HANDLE_VALUE: wait for it; an event: set once it is done). One line per
 * check; the expected lines are Wine 8's. Counts of periodic firings depend on timing,
 * so the checks print comparisons, not counts. */
#include <windows.h>
#include <stdio.h>

static volatile LONG count[8];
static volatile LONG flag_seen[8];
static volatile DWORD cb_thread[8];
static HANDLE reached, entered, release;

static VOID CALLBACK counter(PVOID param, BOOLEAN fired)
{
    int i = (int)(INT_PTR)param;
    flag_seen[i] = fired;
    cb_thread[i] = GetCurrentThreadId();
    if (InterlockedIncrement(&count[i]) == 3)
        SetEvent(reached);
}

static VOID CALLBACK blocker(PVOID param, BOOLEAN fired)
{
    int i = (int)(INT_PTR)param;
    InterlockedIncrement(&count[i]);
    SetEvent(entered);
    WaitForSingleObject(release, 5000);
}

static HANDLE self_timer;
static HANDLE self_queue;
static volatile LONG self_ret = -1, self_err;

static VOID CALLBACK self_deleter(PVOID param, BOOLEAN fired)
{
    SetLastError(0xdeadbeef);
    self_ret = DeleteTimerQueueTimer(self_queue, self_timer, NULL);
    self_err = GetLastError();
    SetEvent(reached);
}

int main(void)
{
    HANDLE q, q2, q3, t, t2, ev;
    BOOL ok;
    LONG before;
    DWORD main_thread = GetCurrentThreadId();

    reached = CreateEventA(NULL, FALSE, FALSE, NULL);
    entered = CreateEventA(NULL, FALSE, FALSE, NULL);
    release = CreateEventA(NULL, TRUE, FALSE, NULL);
    ev = CreateEventA(NULL, TRUE, FALSE, NULL);

    q = CreateTimerQueue();
    printf("CreateTimerQueue: %d\n", q != NULL);

    /* a one-shot timer */
    t = NULL;
    ok = CreateTimerQueueTimer(&t, q, counter, (PVOID)0, 30, 0, 0);
    printf("one-shot: ok=%d handle=%d count now=%ld\n", ok, t != NULL, count[0]);
    Sleep(300);
    printf("one-shot after 300 ms: count=%ld fired-flag=%ld other thread=%d\n", count[0],
           flag_seen[0], cb_thread[0] != main_thread && cb_thread[0] != 0);
    SetLastError(0xdeadbeef);
    ok = DeleteTimerQueueTimer(q, t, NULL);
    printf("delete idle one-shot (NULL event): %d err=%lu\n", ok, ok ? 0 : GetLastError());

    /* a periodic timer on the default queue, deleted with INVALID_HANDLE_VALUE */
    ok = CreateTimerQueueTimer(&t, NULL, counter, (PVOID)1, 10, 20, WT_EXECUTEDEFAULT);
    printf("periodic: ok=%d wait=%lu\n", ok, WaitForSingleObject(reached, 5000));
    ok = DeleteTimerQueueTimer(NULL, t, INVALID_HANDLE_VALUE);
    before = count[1];
    Sleep(200);
    printf("periodic: at least 3=%d deleted=%d stopped=%d\n", before >= 3, ok,
           count[1] == before);

    /* ChangeTimerQueueTimer */
    ok = CreateTimerQueueTimer(&t, q, counter, (PVOID)2, 100000, 0, 0);
    Sleep(50);
    printf("far timer: ok=%d count=%ld\n", ok, count[2]);
    SetLastError(0xdeadbeef);
    ok = ChangeTimerQueueTimer(q, t, 10, 0);
    Sleep(200);
    printf("changed to 10 ms: ok=%d count=%ld\n", ok, count[2]);
    ok = ChangeTimerQueueTimer(q, t, 10, 0);
    Sleep(200);
    printf("change an expired one-shot: ok=%d count=%ld\n", ok, count[2]);
    ok = ChangeTimerQueueTimer(q, t, 10, 15);
    Sleep(200);
    printf("change an expired one-shot to periodic: ok=%d count=%ld\n", ok, count[2]);
    printf("delete: %d\n", DeleteTimerQueueTimer(q, t, INVALID_HANDLE_VALUE));

    ok = CreateTimerQueueTimer(&t, q, counter, (PVOID)3, 10, 10, 0);
    WaitForSingleObject(reached, 5000);
    ok = ChangeTimerQueueTimer(q, t, 100000, 0);
    Sleep(50);
    before = count[3];
    Sleep(200);
    printf("periodic changed to a far one-shot: ok=%d stopped=%d\n", ok, count[3] == before);
    printf("delete: %d\n", DeleteTimerQueueTimer(q, t, INVALID_HANDLE_VALUE));

    /* a fresh timer deleted before it is due */
    ok = CreateTimerQueueTimer(&t, q, counter, (PVOID)4, 100000, 0, WT_EXECUTEONLYONCE);
    SetLastError(0xdeadbeef);
    ok = DeleteTimerQueueTimer(q, t, NULL);
    printf("delete a timer not yet due (NULL event): %d err=%lu\n", ok, ok ? 0 : GetLastError());

    /* WT_EXECUTEINTIMERTHREAD: not the main thread either */
    ok = CreateTimerQueueTimer(&t, q, counter, (PVOID)5, 10, 0, WT_EXECUTEINTIMERTHREAD);
    Sleep(200);
    printf("WT_EXECUTEINTIMERTHREAD: ok=%d count=%ld other thread=%d\n", ok, count[5],
           cb_thread[5] != main_thread && cb_thread[5] != 0);
    DeleteTimerQueueTimer(q, t, INVALID_HANDLE_VALUE);

    /* deleting while the callback runs */
    ok = CreateTimerQueueTimer(&t, q, blocker, (PVOID)6, 10, 0, 0);
    WaitForSingleObject(entered, 5000);
    SetLastError(0xdeadbeef);
    ok = DeleteTimerQueueTimer(q, t, NULL);
    printf("delete while running (NULL): %d err=%lu\n", ok, GetLastError());
    SetEvent(release);
    Sleep(100);
    ResetEvent(release);

    ok = CreateTimerQueueTimer(&t, q, blocker, (PVOID)6, 10, 0, 0);
    WaitForSingleObject(entered, 5000);
    SetLastError(0xdeadbeef);
    ok = DeleteTimerQueueTimer(q, t, ev);
    printf("delete while running (event): %d err=%lu event set=%d\n", ok, GetLastError(),
           WaitForSingleObject(ev, 0) == WAIT_OBJECT_0);
    SetEvent(release);
    printf("event set after the callback: %lu\n", WaitForSingleObject(ev, 5000));
    ResetEvent(release);
    ResetEvent(ev);

    /* deleting an idle timer with an event: set at once */
    ok = CreateTimerQueueTimer(&t, q, counter, (PVOID)7, 100000, 0, 0);
    SetLastError(0xdeadbeef);
    ok = DeleteTimerQueueTimer(q, t, ev);
    printf("delete idle (event): %d err=%lu event set=%lu\n", ok,
           ok ? 0 : GetLastError(), WaitForSingleObject(ev, 1000));
    ResetEvent(ev);

    /* a callback deleting its own timer */
    self_queue = q;
    ok = CreateTimerQueueTimer(&self_timer, q, self_deleter, NULL, 10, 0, 0);
    printf("callback deletes its own timer: wait=%lu", WaitForSingleObject(reached, 5000));
    printf(" ret=%ld err=%ld\n", self_ret, self_err);

    /* DeleteTimerQueueEx: with INVALID_HANDLE_VALUE, with an event; DeleteTimerQueue */
    ok = CreateTimerQueueTimer(&t, q, counter, (PVOID)7, 100000, 0, 0);
    ok = CreateTimerQueueTimer(&t2, q, counter, (PVOID)7, 100000, 10, 0);
    printf("DeleteTimerQueueEx(wait): %d\n", DeleteTimerQueueEx(q, INVALID_HANDLE_VALUE));

    q2 = CreateTimerQueue();
    ok = CreateTimerQueueTimer(&t, q2, counter, (PVOID)7, 100000, 0, 0);
    SetLastError(0xdeadbeef);
    ok = DeleteTimerQueueEx(q2, ev);
    printf("DeleteTimerQueueEx(event): %d err=%lu event=%lu\n", ok, ok ? 0 : GetLastError(),
           WaitForSingleObject(ev, 1000));
    ResetEvent(ev);

    q3 = CreateTimerQueue();
    ok = CreateTimerQueueTimer(&t, q3, blocker, (PVOID)6, 10, 0, 0);
    WaitForSingleObject(entered, 5000);
    SetLastError(0xdeadbeef);
    ok = DeleteTimerQueueEx(q3, NULL);
    printf("DeleteTimerQueueEx(NULL) while running: %d err=%lu\n", ok, GetLastError());
    SetEvent(release);
    Sleep(100);
    ResetEvent(release);

    SetLastError(0xdeadbeef);
    ok = DeleteTimerQueueEx(NULL, NULL);
    printf("DeleteTimerQueueEx(default queue): %d err=%lu\n", ok, GetLastError());

    q3 = CreateTimerQueue();
    ok = CreateTimerQueueTimer(&t, q3, counter, (PVOID)7, 100000, 0, 0);
    SetLastError(0xdeadbeef);
    ok = DeleteTimerQueue(q3);
    printf("DeleteTimerQueue: %d err=%lu\n", ok, ok ? 0 : GetLastError());
    printf("count 7 (never due): %ld\n", count[7]);
    printf("done\n");
    return 0;
}
