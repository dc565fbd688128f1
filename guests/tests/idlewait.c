/* WaitForInputIdle (docs/user.md "Input idle"): a GUI process starts itself as a child
   in several modes; each child sets a named event once it has reached the point to
   judge, and the parent asks WaitForInputIdle whether the child is idle. A process is
   idle once one of its threads waited for input with nothing to take (GetMessage,
   MsgWaitForMultipleObjects, PeekMessage for its own messages, a timer's turn); a
   PeekMessage of hWnd 0 finding nothing or a Sleep does not count. Also the failures:
   the current process, a bad handle, a handle of another kind, a process that ended.
   First PeekMessage given no MSG (msg.c's test_messages). Built as a GUI program (-mwindows): a console process has no idle state. */
#include <windows.h>
#include <stdio.h>
#include <string.h>

static const char *modes[] = { "peek0", "msgwait", "peekown", "getmsg", "timer", "exit",
                               "sleep", "broadcast", "thread" };

static DWORD CALLBACK waiter_thread(void *arg)
{
    (void)arg;
    MsgWaitForMultipleObjects(0, NULL, FALSE, 10, QS_ALLINPUT);
    return 0;
}

static int child(const char *mode)
{
    MSG msg;
    HANDLE start = OpenEventA(EVENT_ALL_ACCESS, FALSE, "idlewait_start");
    HANDLE end = OpenEventA(EVENT_ALL_ACCESS, FALSE, "idlewait_end");

    PeekMessageA(&msg, 0, 0, 0, PM_NOREMOVE);    /* the queue, hWnd 0: not idle */
    if (!strcmp(mode, "msgwait")) {
        MsgWaitForMultipleObjects(0, NULL, FALSE, 10, QS_ALLINPUT);
        SetEvent(start);
    } else if (!strcmp(mode, "getmsg")) {
        SetEvent(start);
        Sleep(100);
        while (GetMessageA(&msg, 0, 0, 0)) DispatchMessageA(&msg);
        return 0;                                /* the parent posts WM_QUIT */
    } else if (!strcmp(mode, "peekown")) {
        SetEvent(start);
        Sleep(100);
        PeekMessageA(&msg, (HWND)-1, 0, 0, PM_NOREMOVE);
    } else if (!strcmp(mode, "broadcast")) {
        SetEvent(start);
        Sleep(100);
        PeekMessageA(&msg, HWND_BROADCAST, 0, 0, PM_NOREMOVE);
    } else if (!strcmp(mode, "timer")) {
        SetEvent(start);
        SetTimer(NULL, 0, 1, NULL);
        Sleep(100);
        while (PeekMessageA(&msg, 0, 0, 0, PM_REMOVE)) DispatchMessageA(&msg);
    } else if (!strcmp(mode, "exit")) {
        SetEvent(start);
        Sleep(100);
        return 0;
    } else if (!strcmp(mode, "sleep")) {
        SetEvent(start);
        Sleep(100);
        PeekMessageA(&msg, 0, 0, 0, PM_REMOVE);
        PeekMessageA(&msg, HWND_BOTTOM, 0, 0, PM_NOREMOVE);
    } else if (!strcmp(mode, "thread")) {
        HANDLE t;
        SetEvent(start);
        Sleep(100);
        t = CreateThread(NULL, 0, waiter_thread, NULL, 0, NULL);
        WaitForSingleObject(t, 5000);
        CloseHandle(t);
    } else {
        SetEvent(start);                         /* peek0 */
    }
    WaitForSingleObject(end, 5000);
    return 0;
}

int main(int argc, char **argv)
{
    char path[MAX_PATH], cmd[MAX_PATH + 32];
    STARTUPINFOA si;
    PROCESS_INFORMATION pi;
    HANDLE start, end;
    DWORD ret;
    unsigned i;

    if (argc > 2 && !strcmp(argv[1], "child")) return child(argv[2]);

    /* PeekMessage with no MSG to write: fails with ERROR_NOACCESS, the message taken */
    {
        MSG msg;
        BOOL r;
        PostThreadMessageW(GetCurrentThreadId(), WM_USER, 0, 0);
        PostThreadMessageW(GetCurrentThreadId(), WM_USER + 1, 0, 0);
        SetLastError(0xdead);
        r = PeekMessageW(NULL, 0, 0, 0, PM_REMOVE);
        printf("PeekMessage(NULL): %d err=%lu\n", r, GetLastError());
        r = PeekMessageW(&msg, 0, 0, 0, PM_REMOVE);
        printf("next: %d is-user+1=%d\n", r, r && msg.message == WM_USER + 1);
    }

    SetLastError(0xdead);
    ret = WaitForInputIdle(GetCurrentProcess(), 0);
    printf("current: %08lx err=%lu\n", ret, GetLastError());
    SetLastError(0xdead);
    ret = WaitForInputIdle((HANDLE)0x1230, 0);
    printf("bad handle: %08lx err=%lu\n", ret, GetLastError());
    start = CreateEventA(NULL, FALSE, FALSE, "idlewait_start");
    end = CreateEventA(NULL, FALSE, FALSE, "idlewait_end");
    SetLastError(0xdead);
    ret = WaitForInputIdle(start, 0);
    printf("event handle: %08lx err=%lu\n", ret, GetLastError());
    fflush(stdout);

    GetModuleFileNameA(NULL, path, MAX_PATH);
    for (i = 0; i < sizeof(modes) / sizeof(modes[0]); i++) {
        ResetEvent(start);
        ResetEvent(end);
        memset(&si, 0, sizeof(si));
        si.cb = sizeof(si);
        sprintf(cmd, "\"%s\" child %s", path, modes[i]);
        if (!CreateProcessA(NULL, cmd, NULL, NULL, FALSE, 0, NULL, NULL, &si, &pi)) {
            printf("%s: CreateProcess failed %lu\n", modes[i], GetLastError());
            continue;
        }
        ret = WaitForSingleObject(start, 5000);
        ret = WaitForInputIdle(pi.hProcess, 500);
        printf("%s: started=%d idle=%08lx", modes[i], 1, ret);
        if (ret == 0) printf(" again=%08lx", WaitForInputIdle(pi.hProcess, 0));
        printf("\n");
        if (!strcmp(modes[i], "getmsg")) PostThreadMessageA(pi.dwThreadId, WM_QUIT, 0, 0);
        SetEvent(end);
        if (WaitForSingleObject(pi.hProcess, 5000)) TerminateProcess(pi.hProcess, 1);
        SetLastError(0xdead);
        ret = WaitForInputIdle(pi.hProcess, 100);
        printf("%s: after exit=%08lx err=%lu\n", modes[i], ret, GetLastError());
        fflush(stdout);
        CloseHandle(pi.hProcess);
        CloseHandle(pi.hThread);
    }
    printf("done\n");
    return 0;
}
