/* msvcrt's _lock / _unlock and _lock_file / _unlock_file between preempted threads
 * (test/win32/test_handler_results.py).
 *
 * Two threads each add 1 to a counter ROUNDS times by read, long delay, write -- a window
 * much longer than the scheduler's 2,000-instruction quantum. Unguarded, the threads
 * overwrite each other's updates; under _lock(N) (and, for a second counter, under
 * _lock_file(stdout)) none is lost. Prints "unguarded_lost=1 lock=N file=N" for
 * vm.stdout_log.
 */
#include <windows.h>
#include <stdio.h>

void __cdecl _lock(int locknum);
void __cdecl _unlock(int locknum);

#define ROUNDS 40
#define LOCKNUM 17

static volatile int unguarded, by_lock, by_file;

static void slow_add(volatile int *counter)
{
    int v = *counter;
    volatile int spin;
    for (spin = 0; spin < 1500; spin++)
        ;
    *counter = v + 1;
}

static DWORD WINAPI worker(LPVOID arg)
{
    int i;
    (void)arg;
    for (i = 0; i < ROUNDS; i++) {
        slow_add(&unguarded);
        _lock(LOCKNUM);
        slow_add(&by_lock);
        _unlock(LOCKNUM);
        _lock_file(stdout);
        slow_add(&by_file);
        _unlock_file(stdout);
    }
    return 0;
}

int WINAPI WinMain(HINSTANCE inst, HINSTANCE prev, LPSTR cmd, int show)
{
    HANDLE t[2];
    (void)inst; (void)prev; (void)cmd; (void)show;
    t[0] = CreateThread(NULL, 0, worker, NULL, 0, NULL);
    t[1] = CreateThread(NULL, 0, worker, NULL, 0, NULL);
    WaitForMultipleObjects(2, t, TRUE, INFINITE);
    printf("unguarded_lost=%d lock=%d file=%d\n", unguarded < 2 * ROUNDS, by_lock, by_file);
    fflush(stdout);
    return 0;
}
