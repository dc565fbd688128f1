/* User APCs: QueueUserAPC, ntdll's NtQueueApcThread and NtTestAlert, run by alertable
 * waits in the order queued, to the current thread and to another one; a thread that
 * has ended takes none. Prints one line per check (test/win32/kernel/test_k32apc.py). */
#include <windows.h>
#include <stdio.h>

typedef LONG (WINAPI *QUEUEAPC)(HANDLE, void *, ULONG_PTR, ULONG_PTR, ULONG_PTR);
typedef LONG (WINAPI *TESTALERT)(void);

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

    t = CreateThread(NULL, 0, alertable, NULL, 0, NULL);
    Sleep(50);
    QueueUserAPC(user_apc, t, 'h');
    WaitForSingleObject(t, INFINITE);
    CloseHandle(t);
    CloseHandle(ev);
    return 0;
}
