/* The focus, active window and capture of each thread's input: GetFocus,
 * GetActiveWindow, GetCapture and GetGUIThreadInfo seen from the main thread and from a
 * thread with a window of its own, before, while and after AttachThreadInput joins them;
 * SetFocus, SetActiveWindow and SetCapture on the other thread's window (refused while
 * the inputs are apart, allowed once joined); SetActiveWindow(NULL); and the activation
 * messages the windows hear. Issue 23 (user32 input.c test_attach_input, msg.c
 * test_SetFocus). Windows are named, not printed as handles. */
#include <windows.h>
#include <stdio.h>
#include <string.h>

enum { CMD_REPORT = WM_USER + 1, CMD_SETWINDOWS, CMD_SETFOCUS_MAIN, CMD_SETACTIVE_MAIN,
       CMD_SETCAPTURE, CMD_SETCAPTURE_MAIN, CMD_RELEASE };

static HWND main1, main2, twnd;
static HANDLE started;
static DWORD main_tid, thread_tid;
static char log_buf[2048];

static const char *name(HWND h)
{
    if (!h) return "0";
    if (h == main1) return "main1";
    if (h == main2) return "main2";
    if (h == twnd) return "thread";
    return "other";
}

static void note(HWND h, UINT msg, WPARAM wp, LPARAM lp)
{
    char one[96];
    const char *what = NULL;
    switch (msg) {
    case WM_ACTIVATE: what = "ACTIVATE"; break;
    case WM_NCACTIVATE: what = "NCACTIVATE"; break;
    case WM_SETFOCUS: what = "SETFOCUS"; break;
    case WM_KILLFOCUS: what = "KILLFOCUS"; break;
    case WM_ACTIVATEAPP: what = "ACTIVATEAPP"; break;
    case WM_CAPTURECHANGED: what = "CAPTURECHANGED"; break;
    }
    if (!what)
        return;
    if (msg == WM_ACTIVATEAPP)
        sprintf(one, " %s:%s(%d)", name(h), what, (int)wp);
    else if (msg == WM_NCACTIVATE)      /* (its wParam: Wine's follows the X server's focus) */
        sprintf(one, " %s:%s", name(h), what);
    else if (msg == WM_ACTIVATE)
        sprintf(one, " %s:%s(%d,%s)", name(h), what, (int)LOWORD(wp), name((HWND)lp));
    else if (msg == WM_CAPTURECHANGED)
        sprintf(one, " %s:%s(%s)", name(h), what, name((HWND)lp));
    else
        sprintf(one, " %s:%s(%s)", name(h), what, name((HWND)wp));
    if (strlen(log_buf) + strlen(one) < sizeof(log_buf))
        strcat(log_buf, one);
}

static void flush_log(const char *what)
{
    printf("  %s:%s\n", what, log_buf[0] ? log_buf : " (none)");
    log_buf[0] = 0;
}

static void report(const char *who)
{
    printf("%s: focus %s active %s capture %s\n", who, name(GetFocus()),
           name(GetActiveWindow()), name(GetCapture()));
}

static void thread_info(DWORD tid, const char *who)
{
    GUITHREADINFO gti;
    memset(&gti, 0, sizeof(gti));
    gti.cbSize = sizeof(gti);
    if (!GetGUIThreadInfo(tid, &gti)) {
        printf("GetGUIThreadInfo(%s) failed %lu\n", who, GetLastError());
        return;
    }
    printf("GetGUIThreadInfo(%s): active %s focus %s capture %s\n", who,
           name(gti.hwndActive), name(gti.hwndFocus), name(gti.hwndCapture));
}

static LRESULT CALLBACK proc(HWND h, UINT msg, WPARAM wp, LPARAM lp)
{
    HWND r;
    note(h, msg, wp, lp);
    switch (msg) {
    case CMD_REPORT:
        report("  thread");
        return 0;
    case CMD_SETWINDOWS:
        SetFocus(h);
        SetActiveWindow(h);
        return 0;
    case CMD_SETFOCUS_MAIN:
        SetLastError(0xdeadbeef);
        r = SetFocus(main1);
        printf("  thread SetFocus(main1) -> %s err %lu\n", name(r), GetLastError());
        return 0;
    case CMD_SETACTIVE_MAIN:
        SetLastError(0xdeadbeef);
        r = SetActiveWindow(main2);
        printf("  thread SetActiveWindow(main2) -> %s err %lu\n", name(r), GetLastError());
        return 0;
    case CMD_SETCAPTURE:
        r = SetCapture(h);
        printf("  thread SetCapture(thread) -> %s\n", name(r));
        return 0;
    case CMD_SETCAPTURE_MAIN:
        r = SetCapture(main1);
        printf("  thread SetCapture(main1) -> %s\n", name(r));
        return 0;
    case CMD_RELEASE:
        printf("  thread ReleaseCapture -> %d\n", ReleaseCapture());
        return 0;
    }
    return DefWindowProcA(h, msg, wp, lp);
}

static DWORD WINAPI thread_proc(void *arg)
{
    MSG msg;
    (void)arg;
    twnd = CreateWindowExA(0, "ThreadFocus", "thread", WS_OVERLAPPEDWINDOW,
                           100, 100, 200, 200, 0, 0, 0, NULL);
    SetEvent(started);
    while (GetMessageA(&msg, 0, 0, 0)) {
        TranslateMessage(&msg);
        DispatchMessageA(&msg);
    }
    return 0;
}

static void both(const char *what)
{
    printf("%s\n", what);
    report("  main");
    SendMessageA(twnd, CMD_REPORT, 0, 0);
}

static void attach(BOOL on)
{
    BOOL r = AttachThreadInput(main_tid, thread_tid, on);
    printf("AttachThreadInput(main, thread, %d) -> %d\n", on, r);
}

int main(void)
{
    WNDCLASSA wc;
    HANDLE thread;
    HWND r;

    memset(&wc, 0, sizeof(wc));
    wc.lpfnWndProc = proc;
    wc.hInstance = GetModuleHandleA(NULL);
    wc.lpszClassName = "ThreadFocus";
    RegisterClassA(&wc);
    main_tid = GetCurrentThreadId();

    started = CreateEventA(NULL, FALSE, FALSE, NULL);
    thread = CreateThread(NULL, 0, thread_proc, NULL, 0, &thread_tid);
    WaitForSingleObject(started, INFINITE);

    main1 = CreateWindowExA(0, "ThreadFocus", "main1", WS_OVERLAPPEDWINDOW,
                            0, 0, 0, 0, 0, 0, 0, NULL);
    main2 = CreateWindowExA(0, "ThreadFocus", "main2", WS_OVERLAPPEDWINDOW,
                            0, 0, 0, 0, 0, 0, 0, NULL);
    log_buf[0] = 0;

    SetFocus(main1);
    flush_log("SetFocus(main1)");
    both("apart, main set main1");
    thread_info(main_tid, "main");
    thread_info(thread_tid, "thread");

    SetLastError(0xdeadbeef);
    r = SetFocus(twnd);
    printf("main SetFocus(thread) -> %s err %lu\n", name(r), GetLastError());
    SetLastError(0xdeadbeef);
    r = SetActiveWindow(twnd);
    printf("main SetActiveWindow(thread) -> %s err %lu\n", name(r), GetLastError());
    r = SetCapture(twnd);
    printf("main SetCapture(thread) -> %s\n", name(r));
    SendMessageA(twnd, CMD_SETFOCUS_MAIN, 0, 0);
    SendMessageA(twnd, CMD_SETACTIVE_MAIN, 0, 0);
    SendMessageA(twnd, CMD_SETCAPTURE_MAIN, 0, 0);
    flush_log("refused calls");
    both("after the refused calls");

    SendMessageA(twnd, CMD_SETCAPTURE, 0, 0);
    flush_log("thread SetCapture");
    both("the thread took the capture");
    thread_info(thread_tid, "thread");
    SendMessageA(twnd, CMD_RELEASE, 0, 0);
    flush_log("thread ReleaseCapture");

    attach(TRUE);
    flush_log("attach");
    both("joined");
    thread_info(thread_tid, "thread");
    SendMessageA(twnd, CMD_SETACTIVE_MAIN, 0, 0);
    flush_log("thread SetActiveWindow(main2)");
    both("the thread activated main2");
    SendMessageA(twnd, CMD_SETFOCUS_MAIN, 0, 0);
    flush_log("thread SetFocus(main1)");
    both("the thread focused main1");
    r = SetCapture(twnd);
    printf("main SetCapture(thread) -> %s\n", name(r));
    flush_log("main SetCapture(thread)");
    both("main gave the thread's window the capture");
    ReleaseCapture();
    SetCapture(main2);
    flush_log("main SetCapture(main2)");
    attach(FALSE);
    flush_log("detach");
    both("apart again (main's windows stay with main)");
    ReleaseCapture();
    flush_log("main ReleaseCapture");

    SendMessageA(twnd, CMD_SETWINDOWS, 0, 0);
    flush_log("thread SetFocus/SetActiveWindow(thread)");
    both("the thread set its window");
    thread_info(thread_tid, "thread");
    attach(TRUE);
    flush_log("attach");
    both("joined (the thread's input keeps its windows)");
    attach(FALSE);
    flush_log("detach");
    both("apart (the thread's window stays with the thread)");

    /* (Wine raises no hidden window it activates: main2 is on top there already, and
     * WM_ACTIVATEAPP goes to the windows from the top) */
    SetWindowPos(main2, HWND_TOP, 0, 0, 0, 0, SWP_NOMOVE | SWP_NOSIZE | SWP_NOACTIVATE);
    SetFocus(main2);
    flush_log("SetFocus(main2)");
    r = SetActiveWindow(NULL);
    printf("SetActiveWindow(NULL) -> %s\n", name(r));
    flush_log("SetActiveWindow(NULL)");
    report("main");

    SetLastError(0xdeadbeef);
    r = SetFocus(GetDesktopWindow());
    printf("SetFocus(desktop) -> %s err %lu\n", name(r), GetLastError());

    PostMessageA(twnd, WM_QUIT, 0, 0);
    WaitForSingleObject(thread, INFINITE);
    CloseHandle(thread);
    DestroyWindow(main1);
    DestroyWindow(main2);
    return 0;
}
