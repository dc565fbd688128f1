/* WinEvents: SetWinEventHook's checks, in-context and out-of-context delivery, the
 * thread and process filters, WINEVENT_SKIPOWNTHREAD / SKIPOWNPROCESS, UnhookWinEvent,
 * IsWinEventHookInstalled, and the events USER raises itself, in order with the
 * messages of the window they are about. One line per check or per event/message. */
#include <windows.h>
#include <stdio.h>

static HWND main_hwnd;
static DWORD main_tid;
static int logging;

static void CALLBACK log_proc(HWINEVENTHOOK h, DWORD event, HWND hwnd, LONG obj,
                              LONG child, DWORD tid, DWORD time)
{
    char cls[64];
    (void)h; (void)time;
    if (obj == OBJID_CURSOR) return;
    if (hwnd && (!GetClassNameA(hwnd, cls, sizeof(cls)) || lstrcmpA(cls, "WinEvtTest")))
        return;
    if (!logging) return;
    printf("  event %04lx obj %ld child %ld %s from %s\n", event, obj, child,
           hwnd == main_hwnd ? "main" : hwnd ? "other" : "null",
           tid == main_tid ? "main" : "worker");
}

static const char *msg_name(UINT m)
{
    switch (m) {
    case WM_CREATE: return "WM_CREATE";
    case WM_DESTROY: return "WM_DESTROY";
    case WM_SHOWWINDOW: return "WM_SHOWWINDOW";
    case WM_WINDOWPOSCHANGING: return "WM_WINDOWPOSCHANGING";
    case WM_WINDOWPOSCHANGED: return "WM_WINDOWPOSCHANGED";
    case WM_SETFOCUS: return "WM_SETFOCUS";
    case WM_KILLFOCUS: return "WM_KILLFOCUS";
    case WM_ACTIVATE: return "WM_ACTIVATE";
    case WM_ENABLE: return "WM_ENABLE";
    case WM_CAPTURECHANGED: return "WM_CAPTURECHANGED";
    case WM_SIZE: return "WM_SIZE";
    case WM_MOVE: return "WM_MOVE";
    }
    return NULL;
}

static LRESULT CALLBACK wndproc(HWND hwnd, UINT msg, WPARAM wp, LPARAM lp)
{
    const char *name = msg_name(msg);
    if (name && logging) printf("  msg %s\n", name);
    return DefWindowProcA(hwnd, msg, wp, lp);
}

static void pump(void)
{
    MSG m;
    while (PeekMessageA(&m, 0, 0, 0, PM_REMOVE)) DispatchMessageA(&m);
}

static DWORD WINAPI notifier(void *arg)
{
    /* raises one event from another thread of the process */
    NotifyWinEvent(EVENT_OBJECT_NAMECHANGE, main_hwnd, OBJID_CLIENT, 7);
    SetEvent((HANDLE)arg);
    return 0;
}

static void from_worker(void)
{
    HANDLE done = CreateEventA(NULL, FALSE, FALSE, NULL);
    HANDLE t = CreateThread(NULL, 0, notifier, done, 0, NULL);
    printf("  worker done=%lu\n", WaitForSingleObject(done, 5000));
    WaitForSingleObject(t, 5000);
    CloseHandle(t);
    CloseHandle(done);
}

static HWINEVENTHOOK unhook_target;
static DWORD WINAPI unhooker(void *arg)
{
    BOOL r;
    (void)arg;
    SetLastError(0xdeadbeef);
    r = UnhookWinEvent(unhook_target);
    printf("UnhookWinEvent(another thread's)=%d err=%lu\n", r, GetLastError());
    return 0;
}

int main(void)
{
    HMODULE self = GetModuleHandleA(NULL);
    WNDCLASSA wc = {0};
    HWINEVENTHOOK h, h2;
    HANDLE t;
    MSG m;
    BOOL r;

    main_tid = GetCurrentThreadId();
    wc.lpfnWndProc = wndproc;
    wc.hInstance = self;
    wc.lpszClassName = "WinEvtTest";
    RegisterClassA(&wc);
    setvbuf(stdout, NULL, _IONBF, 0);

    /* the checks of SetWinEventHook */
    SetLastError(0xdeadbeef);
    h = SetWinEventHook(EVENT_MIN, EVENT_MAX, NULL, log_proc, 0, 0, WINEVENT_INCONTEXT);
    printf("incontext without module: %d err=%lu\n", h != 0, GetLastError());
    SetLastError(0xdeadbeef);
    h = SetWinEventHook(2, 1, NULL, log_proc, 0, 0, WINEVENT_OUTOFCONTEXT);
    printf("min above max: %d err=%lu\n", h != 0, GetLastError());
    SetLastError(0xdeadbeef);
    h = SetWinEventHook(0, 0, NULL, log_proc, GetCurrentProcessId(), 0, WINEVENT_OUTOFCONTEXT);
    printf("range 0..0: %d err=%lu\n", h != 0, GetLastError());
    printf("IsWinEventHookInstalled(0)=%d (0x8000)=%d\n", IsWinEventHookInstalled(0),
           IsWinEventHookInstalled(0x8000));
    printf("UnhookWinEvent=%d\n", UnhookWinEvent(h));
    SetLastError(0xdeadbeef);
    r = UnhookWinEvent(h);
    printf("UnhookWinEvent again=%d err=%lu\n", r, GetLastError());
    SetLastError(0xdeadbeef);
    r = UnhookWinEvent((HWINEVENTHOOK)0xdeadbeef);
    printf("UnhookWinEvent(0xdeadbeef)=%d err=%lu\n", r, GetLastError());
    printf("IsWinEventHookInstalled(0) after=%d\n", IsWinEventHookInstalled(0));

    /* an in-context hook of this thread hears USER's events in order with the messages */
    h = SetWinEventHook(EVENT_MIN, EVENT_MAX, self, log_proc, 0, main_tid,
                        WINEVENT_INCONTEXT);
    printf("incontext hook: %d\n", h != 0);
    logging = 1;
    printf("CreateWindowEx:\n");
    main_hwnd = CreateWindowExA(0, "WinEvtTest", "one", WS_OVERLAPPEDWINDOW, 10, 10, 200, 150,
                                NULL, NULL, self, NULL);
    printf("ShowWindow:\n");
    ShowWindow(main_hwnd, SW_SHOW);
    pump();
    printf("SetWindowPos move:\n");
    SetWindowPos(main_hwnd, NULL, 30, 40, 0, 0, SWP_NOSIZE | SWP_NOZORDER | SWP_NOACTIVATE);
    printf("MoveWindow same place:\n");
    MoveWindow(main_hwnd, 30, 40, 200, 150, TRUE);
    printf("EnableWindow(FALSE):\n");
    EnableWindow(main_hwnd, FALSE);
    EnableWindow(main_hwnd, TRUE);
    printf("SetCapture twice, ReleaseCapture:\n");
    SetCapture(main_hwnd);
    SetCapture(main_hwnd);
    ReleaseCapture();
    printf("NotifyWinEvent:\n");
    NotifyWinEvent(EVENT_SYSTEM_SOUND, main_hwnd, OBJID_WINDOW, 0);
    NotifyWinEvent(0x4321, main_hwnd, 5, 6);
    SetLastError(0xdeadbeef);
    NotifyWinEvent(EVENT_SYSTEM_SOUND, NULL, OBJID_WINDOW, 0);
    printf("  NotifyWinEvent(NULL) err=%lu\n", GetLastError());
    printf("another thread's event (thread filter):\n");
    from_worker();

    /* a process-wide in-context hook of a range, skipping its own thread */
    h2 = SetWinEventHook(EVENT_OBJECT_SHOW, EVENT_OBJECT_NAMECHANGE, self, log_proc,
                         GetCurrentProcessId(), 0, WINEVENT_INCONTEXT | WINEVENT_SKIPOWNTHREAD);
    printf("range hook skipping its thread: %d\n", h2 != 0);
    printf("own thread's name change:\n");
    NotifyWinEvent(EVENT_OBJECT_NAMECHANGE, main_hwnd, OBJID_CLIENT, 3);
    printf("worker's name change:\n");
    from_worker();
    UnhookWinEvent(h2);

    /* SKIPOWNPROCESS: nothing of this process */
    h2 = SetWinEventHook(EVENT_MIN, EVENT_MAX, self, log_proc, 0, 0,
                         WINEVENT_INCONTEXT | WINEVENT_SKIPOWNPROCESS);
    printf("skipping its process: %d\n", h2 != 0);
    from_worker();
    UnhookWinEvent(h2);
    UnhookWinEvent(h);

    /* out of context: the callback waits for this thread's message retrieval */
    h = SetWinEventHook(EVENT_OBJECT_NAMECHANGE, EVENT_OBJECT_NAMECHANGE, NULL, log_proc,
                        GetCurrentProcessId(), 0, WINEVENT_OUTOFCONTEXT);
    printf("out-of-context hook: %d\n", h != 0);
    NotifyWinEvent(EVENT_OBJECT_NAMECHANGE, main_hwnd, OBJID_CLIENT, 1);
    printf("raised by this thread; before PeekMessage\n");
    from_worker();
    printf("before PeekMessage\n");
    r = PeekMessageA(&m, (HWND)-1, 0, 0, PM_NOREMOVE);
    printf("after PeekMessage (%d)\n", r);
    NotifyWinEvent(EVENT_OBJECT_NAMECHANGE, main_hwnd, OBJID_CLIENT, 2);
    printf("unhooked with one waiting:\n");
    printf("UnhookWinEvent=%d\n", UnhookWinEvent(h));
    PeekMessageA(&m, (HWND)-1, 0, 0, PM_NOREMOVE);
    printf("after PeekMessage\n");

    /* only the installing thread removes a hook */
    unhook_target = SetWinEventHook(EVENT_MIN, EVENT_MAX, NULL, log_proc, 0, 0,
                                    WINEVENT_OUTOFCONTEXT);
    t = CreateThread(NULL, 0, unhooker, NULL, 0, NULL);
    WaitForSingleObject(t, 5000);
    CloseHandle(t);
    printf("UnhookWinEvent(own)=%d\n", UnhookWinEvent(unhook_target));

    h = SetWinEventHook(EVENT_MIN, EVENT_MAX, self, log_proc, 0, main_tid,
                        WINEVENT_INCONTEXT);
    printf("DestroyWindow:\n");
    DestroyWindow(main_hwnd);
    logging = 0;
    UnhookWinEvent(h);
    printf("done\n");
    return 0;
}
