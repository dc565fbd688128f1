/* A child window inside another process's window (docs/threads.md, "A child window in
   another process's window"; user/crosstree.py). The parent makes a pop-up window and
   starts itself as a child process with the window's handle on the command line. The
   child makes a STATIC, a BUTTON below it and a window of its own class inside the
   parent's window (WM_PARENTNOTIFY reaches the parent, which answers it while the child
   waits), and reads the tree and the point lookups from its side; the parent reads them
   from its side, sends a message into the child's window (the child's thread answers),
   clicks on the STATIC (the click goes through it to the button, in the child's queue),
   SetParent's a window of the child's into a window of its own, then destroys its
   window: the child's windows inside it are destroyed by the child's thread. Each
   process prints its own lines, flushed at once, while the other waits. */
#include <windows.h>
#include <stdio.h>
#include <stdlib.h>

static HWND parent_wnd, child_static, child_button, child_own;
static int destroyed_static, destroyed_button, destroyed_own;

static LRESULT CALLBACK parent_proc(HWND h, UINT m, WPARAM w, LPARAM l)
{
    if (m == WM_PARENTNOTIFY && (LOWORD(w) == WM_CREATE || LOWORD(w) == WM_DESTROY)) {
        DWORD pid = 0;
        GetWindowThreadProcessId((HWND)l, &pid);
        printf("parent: WM_PARENTNOTIFY(%s) id=%d other-process=%d\n",
               LOWORD(w) == WM_CREATE ? "WM_CREATE" : "WM_DESTROY", HIWORD(w),
               pid != GetCurrentProcessId());
        return 0;
    }
    if (m == WM_USER + 10) {
        printf("parent: got WM_USER+10 wparam=%d\n", (int)w);
        return 77;
    }
    return DefWindowProcA(h, m, w, l);
}

static LRESULT CALLBACK own_proc(HWND h, UINT m, WPARAM w, LPARAM l)
{
    if (m == WM_USER + 20) {
        DWORD pid = 0;
        GetWindowThreadProcessId(GetParent(h), &pid);
        printf("child: got WM_USER+20 wparam=%d parent-other-process=%d\n", (int)w,
               pid != GetCurrentProcessId());
        return w * 2;
    }
    if (m == WM_DESTROY) {
        if (h == child_own) destroyed_own = 1;
    }
    return DefWindowProcA(h, m, w, l);
}

static WNDPROC static_def, button_def;

static LRESULT CALLBACK static_hook(HWND h, UINT m, WPARAM w, LPARAM l)
{
    if (m == WM_DESTROY) destroyed_static = 1;
    return CallWindowProcA(static_def, h, m, w, l);
}

static LRESULT CALLBACK button_hook(HWND h, UINT m, WPARAM w, LPARAM l)
{
    if (m == WM_DESTROY) destroyed_button = 1;
    return CallWindowProcA(button_def, h, m, w, l);
}

static void register_class(const char *name, WNDPROC proc)
{
    WNDCLASSA wc = {0};
    wc.lpfnWndProc = proc;
    wc.hInstance = GetModuleHandleA(NULL);
    wc.hbrBackground = (HBRUSH)(COLOR_WINDOW + 1);
    wc.lpszClassName = name;
    RegisterClassA(&wc);
}

/* pump messages until the event is set (or 5 s pass): 0 when it was */
static int pump_until(HANDLE ev)
{
    DWORD end = GetTickCount() + 5000;
    for (;;) {
        MSG msg;
        DWORD r = MsgWaitForMultipleObjects(1, &ev, FALSE, 200, QS_ALLINPUT);
        while (PeekMessageA(&msg, 0, 0, 0, PM_REMOVE)) DispatchMessageA(&msg);
        if (r == WAIT_OBJECT_0) return 0;
        if ((LONG)(GetTickCount() - end) > 0) return 1;
    }
}

static void child_main(HWND parent)
{
    HANDLE start = OpenEventA(EVENT_ALL_ACCESS, FALSE, "xproctree_start");
    HANDLE step = OpenEventA(EVENT_ALL_ACCESS, FALSE, "xproctree_step");
    HANDLE clicked = OpenEventA(EVENT_ALL_ACCESS, FALSE, "xproctree_click");
    POINT pt;
    RECT rc;
    HWND found;
    MSG msg;
    int got_click = 0, hittest_asked = 0;
    DWORD end;

    register_class("XProcOwn", own_proc);
    child_static = CreateWindowExA(0, "STATIC", "static", WS_CHILD | WS_VISIBLE,
                                   10, 20, 50, 40, parent, (HMENU)11, NULL, NULL);
    printf("child: static made=%d GetParent-is-parent=%d IsChild=%d GA_ROOT-is-parent=%d\n",
           child_static != 0, GetParent(child_static) == parent,
           IsChild(parent, child_static), GetAncestor(child_static, GA_ROOT) == parent);
    pt.x = pt.y = 0;
    ClientToScreen(child_static, &pt);
    GetWindowRect(child_static, &rc);
    printf("child: static at %ld,%ld rect %ld,%ld-%ld,%ld\n", pt.x, pt.y, rc.left, rc.top,
           rc.right, rc.bottom);
    pt.x = 135; pt.y = 140;
    found = WindowFromPoint(pt);
    printf("child: WindowFromPoint(static, own thread) is-parent=%d\n", found == parent);
    child_button = CreateWindowExA(0, "BUTTON", "button", WS_CHILD | WS_VISIBLE,
                                   10, 20, 50, 40, parent, (HMENU)12, NULL, NULL);
    child_own = CreateWindowExA(0, "XProcOwn", "own", WS_CHILD | WS_VISIBLE,
                                100, 20, 50, 40, parent, (HMENU)13, NULL, NULL);
    found = WindowFromPoint(pt);
    printf("child: WindowFromPoint(static over button) is-button=%d\n", found == child_button);
    pt.x = 225; pt.y = 140;
    found = WindowFromPoint(pt);
    printf("child: WindowFromPoint(own) is-own=%d\n", found == child_own);
    printf("child: SendMessage(parent) -> %d\n",
           (int)SendMessageA(parent, WM_USER + 10, 5, 0));
    static_def = (WNDPROC)SetWindowLongPtrA(child_static, GWLP_WNDPROC, (LONG_PTR)static_hook);
    button_def = (WNDPROC)SetWindowLongPtrA(child_button, GWLP_WNDPROC, (LONG_PTR)button_hook);
    SetEvent(start);

    /* the parent's message, its click through the static onto the button, then its
       SetParent and its DestroyWindow */
    end = GetTickCount() + 5000;
    while ((!got_click || IsWindow(child_static) || IsWindow(child_button) ||
            IsWindow(child_own)) && (LONG)(GetTickCount() - end) < 0) {
        if (!PeekMessageA(&msg, 0, 0, 0, PM_REMOVE)) {
            MsgWaitForMultipleObjects(0, NULL, FALSE, 100, QS_ALLINPUT);
            continue;
        }
        if (msg.message == WM_LBUTTONUP) {
            printf("child: WM_LBUTTONUP is-button=%d\n", msg.hwnd == child_button);
            got_click = 1;
            SetEvent(clicked);
        }
        if (msg.message == WM_LBUTTONDOWN && msg.hwnd == child_static) hittest_asked = -1;
        DispatchMessageA(&msg);
    }
    WaitForSingleObject(step, 5000);       /* the parent has printed its lines */
    printf("child: clicked=%d static-took-click=%d\n", got_click, hittest_asked == -1);
    printf("child: destroyed with the parent: static=%d button=%d own=%d IsWindow=%d%d%d\n",
           destroyed_static, destroyed_button, destroyed_own, IsWindow(child_static),
           IsWindow(child_button), IsWindow(child_own));
    CloseHandle(start);
    CloseHandle(step);
    CloseHandle(clicked);
}

/* "host" mode: a window another process puts a child in, then the process ends */
static void host_main(void)
{
    HANDLE ready = OpenEventA(EVENT_ALL_ACCESS, FALSE, "xproctree_host_ready");
    HANDLE go = OpenEventA(EVENT_ALL_ACCESS, FALSE, "xproctree_host_go");
    CreateWindowExA(0, "XProcParent", "xproctree host", WS_POPUP | WS_VISIBLE, 300, 100,
                    100, 100, NULL, NULL, NULL, NULL);
    SetEvent(ready);
    pump_until(go);
}

static void orphan_main(void)
{
    char self[MAX_PATH], cmd[MAX_PATH + 64];
    STARTUPINFOA si = {sizeof si};
    PROCESS_INFORMATION pi;
    HANDLE ready = CreateEventA(NULL, FALSE, FALSE, "xproctree_host_ready");
    HANDLE go = CreateEventA(NULL, FALSE, FALSE, "xproctree_host_go");
    HWND host, mine;
    MSG msg;
    int i;

    GetModuleFileNameA(NULL, self, sizeof self);
    sprintf(cmd, "\"%s\" host", self);
    if (!CreateProcessA(NULL, cmd, NULL, NULL, TRUE, 0, NULL, NULL, &si, &pi)) {
        printf("orphan: CreateProcess failed %lu\n", GetLastError());
        return;
    }
    printf("orphan: host ready=%d\n", pump_until(ready) == 0);
    host = FindWindowA("XProcParent", "xproctree host");
    mine = CreateWindowExA(0, "STATIC", "mine", WS_CHILD | WS_VISIBLE, 0, 0, 50, 50, host,
                           NULL, NULL, NULL);
    printf("orphan: child made=%d GetParent-is-host=%d visible=%d\n", mine != 0,
           GetParent(mine) == host, IsWindowVisible(mine));
    SetEvent(go);
    WaitForSingleObject(pi.hProcess, 5000);
    for (i = 0; i < 5; i++) {
        while (PeekMessageA(&msg, 0, 0, 0, PM_REMOVE)) DispatchMessageA(&msg);
        Sleep(20);
    }
    printf("orphan: host gone=%d; the child: IsWindow=%d\n", !IsWindow(host), IsWindow(mine));
    CloseHandle(pi.hProcess);
    CloseHandle(pi.hThread);
}

int main(int argc, char **argv)
{
    char self[MAX_PATH], cmd[MAX_PATH + 64];
    STARTUPINFOA si = {sizeof si};
    PROCESS_INFORMATION pi;
    HANDLE start, step, clicked;
    HWND child, next, holder, found;
    POINT pt;
    DWORD pid = 0, code = 0;
    INPUT input[2];

    setvbuf(stdout, NULL, _IONBF, 0);
    register_class("XProcParent", parent_proc);
    if (argc == 2 && !strcmp(argv[1], "host")) {
        host_main();
        return 0;
    }
    if (argc == 2 && !strcmp(argv[1], "orphan")) {
        orphan_main();
        return 0;
    }
    if (argc == 3 && !strcmp(argv[1], "child")) {
        child_main((HWND)(ULONG_PTR)strtoul(argv[2], NULL, 16));
        return 3;
    }
    parent_wnd = CreateWindowExA(0, "XProcParent", "parent", WS_POPUP | WS_VISIBLE,
                                 100, 100, 200, 100, NULL, NULL, NULL, NULL);
    start = CreateEventA(NULL, FALSE, FALSE, "xproctree_start");
    step = CreateEventA(NULL, FALSE, FALSE, "xproctree_step");
    clicked = CreateEventA(NULL, FALSE, FALSE, "xproctree_click");
    GetModuleFileNameA(NULL, self, sizeof self);
    sprintf(cmd, "\"%s\" child %lx", self, (unsigned long)(ULONG_PTR)parent_wnd);
    if (!CreateProcessA(NULL, cmd, NULL, NULL, TRUE, 0, NULL, NULL, &si, &pi)) {
        printf("parent: CreateProcess failed %lu\n", GetLastError());
        return 1;
    }
    printf("parent: started=%d\n", pump_until(start) == 0);

    child = GetWindow(parent_wnd, GW_CHILD);
    GetWindowThreadProcessId(child, &pid);
    printf("parent: GW_CHILD is-child-process=%d GetParent-is-me=%d IsChild=%d\n",
           pid == pi.dwProcessId, GetParent(child) == parent_wnd, IsChild(parent_wnd, child));
    next = GetWindow(child, GW_HWNDNEXT);
    printf("parent: GW_HWNDNEXT is-another=%d GA_PARENT-is-me=%d\n",
           next != 0 && next != child, GetAncestor(next, GA_PARENT) == parent_wnd);
    pt.x = 135; pt.y = 140;
    found = WindowFromPoint(pt);
    printf("parent: WindowFromPoint(another thread's static) is-static=%d\n", found == child);
    pt.x = 35; pt.y = 40;
    printf("parent: ChildWindowFromPoint is-static=%d RealChildWindowFromPoint is-static=%d\n",
           ChildWindowFromPoint(parent_wnd, pt) == child,
           RealChildWindowFromPoint(parent_wnd, pt) == child);
    found = GetWindow(next, GW_HWNDNEXT);
    printf("parent: SendMessage(child's window) -> %d\n",
           (int)SendMessageA(found, WM_USER + 20, 21, 0));

    /* the click: through the child's STATIC (HTTRANSPARENT) onto its BUTTON */
    SetCursorPos(135, 140);
    memset(input, 0, sizeof input);
    input[0].type = input[1].type = INPUT_MOUSE;
    input[0].mi.dwFlags = MOUSEEVENTF_LEFTDOWN;
    input[1].mi.dwFlags = MOUSEEVENTF_LEFTUP;
    printf("parent: SendInput=%u\n", SendInput(2, input, sizeof input[0]));
    printf("parent: click seen=%d\n", pump_until(clicked) == 0);

    /* SetParent of the child's own window into a window of this process */
    holder = CreateWindowExA(0, "XProcParent", "holder", WS_CHILD | WS_VISIBLE,
                             0, 50, 200, 50, parent_wnd, NULL, NULL, NULL);
    printf("parent: SetParent(child's window) old-is-me=%d\n", SetParent(found, holder) == parent_wnd);
    printf("parent: GetParent is-holder=%d is-me=%d GA_PARENT is-holder=%d\n",
           GetParent(found) == holder, GetParent(found) == parent_wnd,
           GetAncestor(found, GA_PARENT) == holder);
    printf("parent: IsChild(me, it)=%d\n", IsChild(parent_wnd, found));

    /* destroying the parent destroys the child process's windows, by its thread */
    code = DestroyWindow(parent_wnd);
    printf("parent: DestroyWindow=%lu IsWindow(static)=%d\n", code, IsWindow(child));
    SetEvent(step);
    WaitForSingleObject(pi.hProcess, 5000);
    GetExitCodeProcess(pi.hProcess, &code);
    printf("parent: child exit=%lu\n", code);
    CloseHandle(pi.hProcess);
    CloseHandle(pi.hThread);
    return 0;
}
