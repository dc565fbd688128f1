/*
 * winmm_timer.c - test guest for WINMM's multimedia timers (docs/dlls.md, WINMM
 * "Multimedia timers").
 *
 * What it does (one line per step, printf): a one-shot timer whose callback counts and
 * notes its arguments; a periodic 10 ms timer killed from its fifth callback; a timer
 * that sets an event; timeKillEvent of a bad id; timeSetEvent with a delay of 0. The
 * main thread waits with Sleep and WaitForSingleObject.
 *
 * Test hooks: test/win32/kernel/test_winmm_census.py compares the lines with Wine 8's (which fires
 * the same callbacks on real time; only counts and arguments are printed).
 */
#include <windows.h>
#include <mmsystem.h>
#include <stdio.h>

static volatile LONG once_calls, periodic_calls;
static volatile UINT seen_id, seen_msg;
static volatile DWORD_PTR seen_user, seen_p1, seen_p2;
static UINT periodic_id;

static void CALLBACK once_cb(UINT id, UINT msg, DWORD_PTR user, DWORD_PTR p1, DWORD_PTR p2)
{
    InterlockedIncrement(&once_calls);
    seen_id = id;
    seen_msg = msg;
    seen_user = user;
    seen_p1 = p1;
    seen_p2 = p2;
}

static void CALLBACK periodic_cb(UINT id, UINT msg, DWORD_PTR user, DWORD_PTR p1, DWORD_PTR p2)
{
    (void)msg; (void)user; (void)p1; (void)p2;
    if (InterlockedIncrement(&periodic_calls) == 5)
        printf("kill from callback=%u same id=%d\n", timeKillEvent(id), id == periodic_id);
}

int WINAPI WinMain(HINSTANCE hInst, HINSTANCE hPrev, LPSTR lpCmdLine, int nShow)
{
    UINT id;
    HANDLE ev;
    DWORD r;

    (void)hInst; (void)hPrev; (void)nShow; (void)lpCmdLine;
    id = timeSetEvent(20, 1, once_cb, 0x1234, TIME_ONESHOT | TIME_CALLBACK_FUNCTION);
    printf("oneshot id=%d\n", id != 0);
    Sleep(200);
    printf("oneshot calls=%ld id ok=%d msg=%u user=%lx p1=%lx p2=%lx\n", once_calls,
           seen_id == id, seen_msg, (unsigned long)seen_user, (unsigned long)seen_p1,
           (unsigned long)seen_p2);
    printf("kill fired oneshot=%u\n", timeKillEvent(id));
    periodic_id = timeSetEvent(10, 1, periodic_cb, 0, TIME_PERIODIC);
    printf("periodic id=%d\n", periodic_id != 0);
    Sleep(400);
    printf("periodic calls=%ld\n", periodic_calls);
    ev = CreateEventA(NULL, FALSE, FALSE, NULL);
    id = timeSetEvent(30, 1, (LPTIMECALLBACK)ev, 0, TIME_ONESHOT | TIME_CALLBACK_EVENT_SET);
    r = WaitForSingleObject(ev, 2000);
    printf("event timer id=%d wait=%lu\n", id != 0, r);
    CloseHandle(ev);
    printf("kill bad=%u\n", timeKillEvent(0x7777));
    printf("delay 0=%u\n", timeSetEvent(0, 1, once_cb, 0, TIME_ONESHOT));
    fflush(stdout);
    return 0;
}
