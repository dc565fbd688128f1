/* Where a click goes when the window under it answers WM_NCHITTEST with HTTRANSPARENT:
 * a STATIC child over its BUTTON parent (the click goes through to the button), a
 * STATIC top-level window of another thread over the button (the click does not reach
 * the button's thread), the same with the two threads' input joined by
 * AttachThreadInput once SetWindowPos (without SWP_NOACTIVATE: it activates the window
 * and so raises it) put that window on top, and a click after SetCapture. Issue 23 (user32 input.c
 * test_Input_mouse). Windows are named, not printed as handles. */
#include <windows.h>
#include <stdio.h>
#include <string.h>

static HWND button, stat, other;
static WNDPROC static_proc;
static volatile LONG hits;
static HANDLE started, finish;

static const char *name(HWND h)
{
    if (!h) return "0";
    if (h == button) return "button";
    if (h == stat) return "static";
    if (h == other) return "other";
    return "?";
}

static LRESULT CALLBACK hook_proc(HWND h, UINT msg, WPARAM wp, LPARAM lp)
{
    if (msg == WM_NCHITTEST) {
        if (hits > 50) return HTCLIENT;     /* (input.c's guard against a loop) */
        InterlockedIncrement(&hits);
    }
    return CallWindowProcA(static_proc, h, msg, wp, lp);
}

static void click(BOOL left, int x, int y)
{
    INPUT in[2];
    SetCursorPos(x, y);
    memset(in, 0, sizeof(in));
    in[0].type = in[1].type = INPUT_MOUSE;
    in[0].mi.dwFlags = left ? MOUSEEVENTF_LEFTDOWN : MOUSEEVENTF_RIGHTDOWN;
    in[1].mi.dwFlags = left ? MOUSEEVENTF_LEFTUP : MOUSEEVENTF_RIGHTUP;
    SendInput(2, in, sizeof(in[0]));
}

/* The main thread's messages until none comes for 100 ms: the button messages it
 * takes, by window. */
static void pump(const char *what)
{
    MSG msg;
    char seen[512] = "";
    for (;;) {
        if (PeekMessageA(&msg, 0, 0, 0, PM_REMOVE)) {
            if (msg.message >= WM_LBUTTONDOWN && msg.message <= WM_RBUTTONUP &&
                    strlen(seen) < sizeof(seen) - 40)
                sprintf(seen + strlen(seen), " %s:%#x", name(msg.hwnd), msg.message);
            DispatchMessageA(&msg);
        } else if (MsgWaitForMultipleObjects(0, NULL, FALSE, 100, QS_ALLINPUT) == WAIT_TIMEOUT)
            break;
    }
    printf("%s: main took%s; hit tests %s\n", what, seen[0] ? seen : " nothing",
           hits == 0 ? "none" : hits > 50 ? "over 50" : "some");
}

/* Wait for the thread to end, answering what it sends meanwhile (its window's end
 * hands the activation to the main thread's window). */
static void wait_thread(HANDLE thread)
{
    MSG msg;
    while (MsgWaitForMultipleObjects(1, &thread, FALSE, 5000, QS_SENDMESSAGE) == WAIT_OBJECT_0 + 1)
        PeekMessageA(&msg, 0, 0, 0, PM_NOREMOVE);
    CloseHandle(thread);
}

static DWORD WINAPI thread_proc(void *arg)
{
    MSG msg;
    (void)arg;
    other = CreateWindowA("static", "static", WS_VISIBLE | WS_POPUP, 100, 100, 100, 100,
                          0, NULL, NULL, NULL);
    static_proc = (WNDPROC)SetWindowLongPtrA(other, GWLP_WNDPROC, (LONG_PTR)hook_proc);
    while (PeekMessageA(&msg, 0, 0, 0, PM_REMOVE))
        DispatchMessageA(&msg);
    SetEvent(started);
    for (;;) {
        if (MsgWaitForMultipleObjects(1, &finish, FALSE, 5000, QS_ALLINPUT) != WAIT_OBJECT_0 + 1)
            break;
        while (PeekMessageA(&msg, 0, 0, 0, PM_REMOVE))
            DispatchMessageA(&msg);
    }
    DestroyWindow(other);
    return 0;
}

int main(void)
{
    HANDLE thread;
    DWORD tid;
    HWND top;
    POINT pt;

    button = CreateWindowA("button", "button", WS_VISIBLE | WS_POPUP, 100, 100, 100, 100,
                           0, NULL, NULL, NULL);
    pump("start");
    click(TRUE, 150, 150);
    pump("button alone");

    stat = CreateWindowA("static", "static", WS_VISIBLE | WS_CHILD, 0, 0, 100, 100,
                         button, NULL, NULL, NULL);
    static_proc = (WNDPROC)SetWindowLongPtrA(stat, GWLP_WNDPROC, (LONG_PTR)hook_proc);
    hits = 0;
    click(FALSE, 150, 150);
    pump("a transparent child");
    DestroyWindow(stat);
    stat = NULL;

    other = CreateWindowA("button", "other", WS_VISIBLE | WS_POPUP, 0, 0, 100, 100,
                          0, NULL, NULL, NULL);
    SetCapture(button);
    hits = 0;
    click(FALSE, 50, 50);
    pump("SetCapture(button), a click on another");
    ReleaseCapture();
    DestroyWindow(other);
    other = NULL;

    started = CreateEventA(NULL, FALSE, FALSE, NULL);
    finish = CreateEventA(NULL, FALSE, FALSE, NULL);
    thread = CreateThread(NULL, 0, thread_proc, NULL, 0, &tid);
    WaitForSingleObject(started, INFINITE);
    pt.x = pt.y = 150;
    printf("WindowFromPoint: %s\n", name(WindowFromPoint(pt)));
    hits = 0;
    click(FALSE, 150, 150);
    pump("another thread's transparent window");
    SetEvent(finish);
    wait_thread(thread);
    pump("after the thread");

    thread = CreateThread(NULL, 0, thread_proc, NULL, 0, &tid);
    WaitForSingleObject(started, INFINITE);
    printf("AttachThreadInput: %d\n", AttachThreadInput(tid, GetCurrentThreadId(), TRUE));
    pump("joined");
    SetWindowPos(other, button, 0, 0, 0, 0, SWP_NOSIZE | SWP_NOMOVE);
    pump("SetWindowPos");
    for (top = GetWindow(button, GW_HWNDFIRST); top; top = GetWindow(top, GW_HWNDNEXT))
        if (top == button || top == other) {
            printf("top of the two: %s\n", name(top));
            break;
        }
    printf("WindowFromPoint: %s\n", name(WindowFromPoint(pt)));
    hits = 0;
    click(TRUE, 150, 150);
    pump("another thread's transparent window, joined");
    SetEvent(finish);
    wait_thread(thread);
    pump("after the thread");
    DestroyWindow(button);
    return 0;
}
