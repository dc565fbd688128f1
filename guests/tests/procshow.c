/* A child process's window on the one desktop (docs/threads.md, "Processes' windows"):
   the parent shows a window of its own and starts itself as a child with its window's
   handle on the command line; the child shows a window with a button and, once shown,
   posts the parent where the button is (screen coordinates). The keys and the click
   then come from outside: with the argument "input" the parent types 'a' and clicks
   the button itself (SendInput, which goes into the session's one input stream: the
   key to the foreground process, the click to the window under the pointer); without
   it the agent does. The child prints the character its window got and the click,
   posts the parent a notice and ends; the parent, after the child's end, prints what
   it heard: the notice, and whether its own window was deactivated when the child's
   took the foreground. The child's EnumWindows lists the parent's window and its own.
   First the parent checks GetLastActivePopup with a popup of its own. Each process prints its own lines, flushed at once. */
#include <windows.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int self_input, deactivated, notice = -1, child_started, app_off, app_on;
static HWND parent_wnd;

static void click_at(int x, int y)
{
    INPUT in[5];
    int sw = GetSystemMetrics(SM_CXSCREEN), sh = GetSystemMetrics(SM_CYSCREEN);
    memset(in, 0, sizeof(in));
    in[0].type = INPUT_KEYBOARD;
    in[0].ki.wVk = 'A';
    in[1].type = INPUT_KEYBOARD;
    in[1].ki.wVk = 'A';
    in[1].ki.dwFlags = KEYEVENTF_KEYUP;
    in[2].type = INPUT_MOUSE;
    in[2].mi.dx = (x * 65536 + sw - 1) / sw;
    in[2].mi.dy = (y * 65536 + sh - 1) / sh;
    in[2].mi.dwFlags = MOUSEEVENTF_MOVE | MOUSEEVENTF_ABSOLUTE;
    in[3] = in[2];
    in[3].mi.dwFlags = MOUSEEVENTF_LEFTDOWN | MOUSEEVENTF_ABSOLUTE;
    in[4] = in[2];
    in[4].mi.dwFlags = MOUSEEVENTF_LEFTUP | MOUSEEVENTF_ABSOLUTE;
    SendInput(5, in, sizeof(INPUT));
}

static LRESULT CALLBACK parent_proc(HWND h, UINT m, WPARAM w, LPARAM l)
{
    if (m == WM_ACTIVATE && LOWORD(w) == WA_INACTIVE && h == parent_wnd && child_started)
        deactivated++;
    if (m == WM_ACTIVATEAPP && h == parent_wnd && child_started) {
        if (w)
            app_on++;
        else
            app_off++;
    }
    if (m == WM_USER + 12) {
        DestroyWindow(h);
        return 0;
    }
    if (m == WM_USER + 10) {
        notice = (int)w;
        return 0;
    }
    if (m == WM_USER + 11) {          /* the child's window is shown: where its button is */
        if (self_input)
            click_at((short)LOWORD(l), (short)HIWORD(l));
        return 0;
    }
    return DefWindowProcA(h, m, w, l);
}

static int seen_parent, seen_own, child_app_on;
static HWND own_wnd;

static BOOL CALLBACK count_windows(HWND h, LPARAM l)
{
    if (h == parent_wnd)
        seen_parent++;
    if (h == own_wnd)
        seen_own++;
    return TRUE;
}

static LRESULT CALLBACK child_proc(HWND h, UINT m, WPARAM w, LPARAM l)
{
    if (m == WM_ACTIVATEAPP && w)
        child_app_on++;
    if (m == WM_CHAR) {
        printf("child: char '%c'\n", (char)w);
        return 0;
    }
    if (m == WM_COMMAND && LOWORD(w) == 1 && HIWORD(w) == BN_CLICKED) {
        POINT pt, over_parent = {40, 60};
        RECT r;
        printf("child: button clicked, active-is-mine=%d\n", GetActiveWindow() == h);
        GetCursorPos(&pt);
        GetWindowRect(GetDlgItem(h, 1), &r);
        printf("child: cursor-on-button=%d WindowFromPoint(parent's)=%d\n",
               PtInRect(&r, pt), WindowFromPoint(over_parent) == parent_wnd);
        PostMessageA(parent_wnd, WM_USER + 10, 77, 0);
        DestroyWindow(h);
        return 0;
    }
    if (m == WM_DESTROY) {
        PostQuitMessage(0);
        return 0;
    }
    return DefWindowProcA(h, m, w, l);
}

static HWND make_window(const char *cls, WNDPROC proc, const char *title, int x, int y)
{
    WNDCLASSA wc = {0};
    wc.lpfnWndProc = proc;
    wc.hInstance = GetModuleHandleA(NULL);
    wc.lpszClassName = cls;
    wc.hbrBackground = (HBRUSH)(COLOR_WINDOW + 1);
    wc.hCursor = LoadCursorA(NULL, (LPCSTR)IDC_ARROW);
    RegisterClassA(&wc);
    return CreateWindowA(cls, title, WS_OVERLAPPED | WS_CAPTION | WS_SYSMENU, x, y, 240, 160,
                         NULL, NULL, wc.hInstance, NULL);
}

static int child(HWND parent)
{
    MSG msg;
    HWND wnd, button;
    RECT r;
    parent_wnd = parent;
    wnd = make_window("ProcShowChild", child_proc, "procshow child", 200, 100);
    button = CreateWindowA("BUTTON", "Press", WS_CHILD | WS_VISIBLE | BS_PUSHBUTTON,
                           60, 40, 100, 30, wnd, (HMENU)1, GetModuleHandleA(NULL), NULL);
    ShowWindow(wnd, SW_SHOW);
    UpdateWindow(wnd);
    SetFocus(wnd);
    printf("child: shown visible=%d foreground-is-mine=%d activateapp=%d\n",
           IsWindowVisible(wnd), GetForegroundWindow() == wnd, child_app_on > 0);
    own_wnd = wnd;
    EnumWindows(count_windows, 0);
    printf("child: EnumWindows parent=%d own=%d\n", seen_parent, seen_own);
    printf("child: GetWindow(parent's) owner=%d child=%d first-nonzero=%d\n",
           GetWindow(parent, GW_OWNER) == NULL, GetWindow(parent, GW_CHILD) == NULL,
           GetWindow(parent, GW_HWNDFIRST) != NULL);
    fflush(stdout);
    GetWindowRect(button, &r);
    PostMessageA(parent, WM_USER + 11, 0,
                 MAKELPARAM((r.left + r.right) / 2, (r.top + r.bottom) / 2));
    while (GetMessageA(&msg, NULL, 0, 0) > 0) {
        TranslateMessage(&msg);
        DispatchMessageA(&msg);
    }
    printf("child: done\n");
    fflush(stdout);
    return 0;
}

/* "owned": the child makes a window owned by the parent's (a link between two
   processes' windows), then has the parent destroy its window: the owned window stays,
   with no owner now */
static HWND owned_parent;
static int dlg_owner_enabled = -1;

static INT_PTR CALLBACK owned_dlg(HWND h, UINT m, WPARAM w, LPARAM l)
{
    if (m == WM_INITDIALOG) {
        PostMessageA(h, WM_USER + 1, 0, 0);
        return TRUE;
    }
    if (m == WM_USER + 1) {
        dlg_owner_enabled = IsWindowEnabled(owned_parent);
        printf("child: dialog owner-is-parent=%d\n", GetWindow(h, GW_OWNER) == owned_parent);
        EndDialog(h, 5);
        return TRUE;
    }
    return FALSE;
}

static struct {
    DLGTEMPLATE t;
    WORD menu, cls, title;
} owned_tpl = {{WS_POPUP | WS_CAPTION | DS_MODALFRAME, 0, 0, 10, 10, 100, 50}, 0, 0, 0};

static int child_owned(HWND parent)
{
    INT_PTR r;
    HWND w;
    owned_parent = parent;
    r = DialogBoxIndirectParamA(GetModuleHandleA(NULL), &owned_tpl.t, parent, owned_dlg, 0);
    printf("child: DialogBox=%d owner disabled meanwhile=%d, enabled after=%d\n", (int)r,
           dlg_owner_enabled == 0, IsWindowEnabled(parent));
    w = CreateWindowA("STATIC", "owned", WS_POPUP | WS_VISIBLE, 0, 0, 50, 50, parent, NULL,
                      GetModuleHandleA(NULL), NULL);
    printf("child: owned window made=%d owner-is-parent=%d GetParent=%d\n", w != NULL,
           GetWindow(w, GW_OWNER) == parent, GetParent(w) == parent);
    SendMessageA(parent, WM_USER + 12, 0, 0);      /* the parent destroys its window */
    printf("child: owner destroyed=%d, owned window=%d owner=%d\n", !IsWindow(parent),
           IsWindow(w), GetWindow(w, GW_OWNER) == NULL);
    DestroyWindow(w);
    return 0;
}

/* "app": WM_ACTIVATEAPP within one process. The main thread has a shown window A
   and a hidden one H, a second thread a window B; activation moves from the main
   thread to the second and back. Each window counts the WM_ACTIVATEAPP it hears (TRUE,
   FALSE) and keeps the last lParam: the other thread's id, as documented. */
static HWND app_wnd[3];
static int app_count[3][2];
static LPARAM app_last[3];
static DWORD app_tid[2];
static HANDLE app_ready;

static LRESULT CALLBACK app_proc(HWND h, UINT m, WPARAM w, LPARAM l)
{
    int i;
    if (m == WM_ACTIVATEAPP)
        for (i = 0; i < 3; i++)
            if (h == app_wnd[i]) {
                app_count[i][w ? 0 : 1]++;
                app_last[i] = l;
            }
    return DefWindowProcA(h, m, w, l);
}

static void app_print(const char *when)
{
    static const char *names = "AHB";
    int i;
    printf("app: %s:", when);
    for (i = 0; i < 3; i++)
        if (app_wnd[i])
            printf(" %c on=%d off=%d", names[i], app_count[i][0], app_count[i][1]);
    printf("\n");
}

static DWORD WINAPI app_thread(void *arg)
{
    MSG msg;
    app_tid[1] = GetCurrentThreadId();
    app_wnd[2] = CreateWindowA("ProcShowApp", "app B", WS_OVERLAPPEDWINDOW, 300, 60, 200,
                               120, NULL, NULL, GetModuleHandleA(NULL), NULL);
    ShowWindow(app_wnd[2], SW_SHOW);
    SetEvent(app_ready);
    while (GetMessageA(&msg, NULL, 0, 0) > 0)
        DispatchMessageA(&msg);
    DestroyWindow(app_wnd[2]);
    return 0;
}

static void app_pump(void)
{
    MSG msg;
    while (PeekMessageA(&msg, NULL, 0, 0, PM_REMOVE))
        DispatchMessageA(&msg);
}

static int app_main(void)
{
    WNDCLASSA wc = {0};
    HANDLE th;
    DWORD id;
    wc.lpfnWndProc = app_proc;
    wc.hInstance = GetModuleHandleA(NULL);
    wc.lpszClassName = "ProcShowApp";
    wc.hbrBackground = (HBRUSH)(COLOR_WINDOW + 1);
    RegisterClassA(&wc);
    app_tid[0] = GetCurrentThreadId();
    app_wnd[0] = CreateWindowA("ProcShowApp", "app A", WS_OVERLAPPEDWINDOW, 20, 20, 200, 120,
                               NULL, NULL, wc.hInstance, NULL);
    app_wnd[1] = CreateWindowA("ProcShowApp", "app H", WS_OVERLAPPEDWINDOW, 40, 40, 200, 120,
                               NULL, NULL, wc.hInstance, NULL);
    ShowWindow(app_wnd[0], SW_SHOW);
    app_pump();
    app_print("A shown");
    app_ready = CreateEventA(NULL, FALSE, FALSE, NULL);
    th = CreateThread(NULL, 0, app_thread, NULL, 0, &id);
    while (MsgWaitForMultipleObjects(1, &app_ready, FALSE, 5000, QS_ALLINPUT) != WAIT_OBJECT_0)
        app_pump();
    Sleep(50);
    app_pump();
    app_print("B shown");
    SetForegroundWindow(app_wnd[0]);
    app_pump();
    Sleep(50);
    PostThreadMessageA(id, WM_QUIT, 0, 0);
    while (MsgWaitForMultipleObjects(1, &th, FALSE, 5000, QS_ALLINPUT) != WAIT_OBJECT_0)
        app_pump();
    app_pump();
    app_print("A again");
    printf("app: lParam A=%s H=%s B=%s\n",
           app_last[0] == (LPARAM)app_tid[1] ? "other" : app_last[0] ? "?" : "0",
           app_last[1] == (LPARAM)app_tid[1] ? "other" : app_last[1] ? "?" : "0",
           app_last[2] == (LPARAM)app_tid[0] ? "other" : app_last[2] ? "?" : "0");
    DestroyWindow(app_wnd[1]);
    DestroyWindow(app_wnd[0]);
    return 0;
}

/* "calls": the child is given the parent's window and calls window functions on it:
   queries answered from the window as the system keeps it, WM_SETTEXT, WM_GETTEXT and
   WM_COPYDATA copied between the processes, and functions that act on the window run
   by the parent's thread (its procedure hears their messages). */
static int calls_moved, calls_enable_msgs, calls_app_on, calls_style_msgs;

static LRESULT CALLBACK calls_proc(HWND h, UINT m, WPARAM w, LPARAM l)
{
    if (m == WM_COPYDATA) {
        COPYDATASTRUCT *cd = (COPYDATASTRUCT *)l;
        return cd->dwData * 1000 + cd->cbData * 10 + (cd->lpData && !memcmp(cd->lpData, "hello", 5));
    }
    if (m == WM_MOVE)
        calls_moved++;
    if (m == WM_ENABLE)
        calls_enable_msgs++;
    if (m == WM_STYLECHANGING || m == WM_STYLECHANGED)
        calls_style_msgs++;
    if (m == WM_ACTIVATEAPP && w)
        calls_app_on++;
    return DefWindowProcA(h, m, w, l);
}

static int calls_child(HWND p)
{
    char buf[64];
    RECT r;
    DWORD pid = 0;
    COPYDATASTRUCT cd = {7, 5, "hello"};
    LRESULT lr;
    int n = GetWindowTextA(p, buf, sizeof(buf));
    printf("calls: text '%s' %d len=%d\n", buf, n, GetWindowTextLengthA(p));
    GetClassNameA(p, buf, sizeof(buf));
    printf("calls: class '%s'\n", buf);
    GetWindowRect(p, &r);
    printf("calls: rect %ld,%ld,%ld,%ld\n", r.left, r.top, r.right, r.bottom);
    GetClientRect(p, &r);
    printf("calls: client %ld,%ld,%ld,%ld\n", r.left, r.top, r.right, r.bottom);
    printf("calls: visible=%d enabled=%d iconic=%d\n", IsWindowVisible(p), IsWindowEnabled(p),
           IsIconic(p));
    printf("calls: style-caption=%d extra=%lx\n",
           (GetWindowLongA(p, GWL_STYLE) & (WS_CAPTION | WS_VISIBLE)) == (WS_CAPTION | WS_VISIBLE),
           (unsigned long)GetWindowLongA(p, 0));
    SetLastError(0);
    n = GetWindowLongPtrA(p, GWLP_WNDPROC) != 0;
    printf("calls: wndproc=%d error=%lu\n", n, GetLastError());
    printf("calls: thread=%d other-pid=%d\n", GetWindowThreadProcessId(p, &pid) != 0,
           pid != GetCurrentProcessId());
    printf("calls: FindWindow=%d FindWindowEx=%d\n", FindWindowA("ProcShowCalls", NULL) == p,
           FindWindowExA(NULL, NULL, "ProcShowCalls", "procshow calls") == p);
    lr = SendMessageA(p, WM_SETTEXT, 0, (LPARAM)"renamed");
    GetWindowTextA(p, buf, sizeof(buf));
    printf("calls: WM_SETTEXT=%d text '%s'\n", (int)lr, buf);
    printf("calls: SetWindowText=%d\n", SetWindowTextA(p, "renamed twice"));
    memset(buf, 'x', sizeof(buf));
    lr = SendMessageA(p, WM_GETTEXT, 8, (LPARAM)buf);
    printf("calls: WM_GETTEXT=%d '%s'\n", (int)lr, buf);
    printf("calls: WM_COPYDATA=%d\n", (int)SendMessageA(p, WM_COPYDATA, 0, (LPARAM)&cd));
    {
        DWORD_PTR res = 0;
        cd.dwData = 3;
        n = SendMessageTimeoutA(p, WM_COPYDATA, 0, (LPARAM)&cd, SMTO_NORMAL, 5000, &res);
        printf("calls: SendMessageTimeout=%d result=%d\n", n, (int)res);
    }
    SetLastError(0);
    n = DestroyWindow(p);
    printf("calls: DestroyWindow=%d error=%lu window=%d\n", n, GetLastError(), IsWindow(p));
    printf("calls: MoveWindow=%d\n", MoveWindow(p, 30, 40, 250, 170, TRUE));
    GetWindowRect(p, &r);
    printf("calls: rect %ld,%ld,%ld,%ld\n", r.left, r.top, r.right, r.bottom);
    printf("calls: SetWindowPos=%d\n", SetWindowPos(p, NULL, 50, 60, 0, 0,
                                                     SWP_NOSIZE | SWP_NOZORDER | SWP_NOACTIVATE));
    GetWindowRect(p, &r);
    printf("calls: rect %ld,%ld,%ld,%ld\n", r.left, r.top, r.right, r.bottom);
    n = EnableWindow(p, FALSE);
    printf("calls: EnableWindow(FALSE)=%d enabled=%d\n", n, IsWindowEnabled(p));
    n = EnableWindow(p, TRUE);
    printf("calls: EnableWindow(TRUE)=%d enabled=%d\n", n != 0, IsWindowEnabled(p));
    n = ShowWindow(p, SW_HIDE);
    printf("calls: ShowWindow(SW_HIDE)=%d visible=%d\n", n != 0, IsWindowVisible(p));
    n = ShowWindow(p, SW_SHOW);
    printf("calls: ShowWindow(SW_SHOW)=%d visible=%d\n", n != 0, IsWindowVisible(p));
    n = SetWindowLongA(p, 0, 0x5678);
    printf("calls: SetWindowLong(0)=%x now=%lx\n", n, (unsigned long)GetWindowLongA(p, 0));
    n = SetWindowLongA(p, GWL_STYLE, GetWindowLongA(p, GWL_STYLE) | WS_MINIMIZEBOX);
    printf("calls: SetWindowLong(GWL_STYLE) old-had-box=%d now-has-box=%d\n",
           (n & WS_MINIMIZEBOX) != 0, (GetWindowLongA(p, GWL_STYLE) & WS_MINIMIZEBOX) != 0);
    SetLastError(0);
    n = SetWindowLongPtrA(p, GWLP_WNDPROC, (LONG_PTR)calls_proc) != 0;
    printf("calls: SetWindowLong(GWLP_WNDPROC)=%d error=%lu\n", n, GetLastError());
    printf("calls: SetForegroundWindow=%d foreground=%d\n", SetForegroundWindow(p),
           GetForegroundWindow() == p);
    return 0;
}

static int calls_main(void)
{
    char cmd[MAX_PATH + 64], path[MAX_PATH];
    STARTUPINFOA si = {sizeof(si)};
    PROCESS_INFORMATION pi;
    WNDCLASSA wc = {0};
    MSG msg;
    DWORD code = 0;
    HWND p;
    wc.lpfnWndProc = calls_proc;
    wc.hInstance = GetModuleHandleA(NULL);
    wc.lpszClassName = "ProcShowCalls";
    wc.hbrBackground = (HBRUSH)(COLOR_WINDOW + 1);
    wc.cbWndExtra = 4;
    RegisterClassA(&wc);
    p = CreateWindowA("ProcShowCalls", "procshow calls", WS_OVERLAPPED | WS_CAPTION | WS_SYSMENU,
                      20, 20, 240, 160, NULL, NULL, wc.hInstance, NULL);
    SetWindowLongA(p, 0, 0x1234);
    ShowWindow(p, SW_SHOW);
    UpdateWindow(p);
    GetModuleFileNameA(NULL, path, sizeof(path));
    sprintf(cmd, "\"%s\" callee %lx", path, (unsigned long)(ULONG_PTR)p);
    if (!CreateProcessA(NULL, cmd, NULL, NULL, FALSE, 0, NULL, NULL, &si, &pi))
        return 1;
    calls_moved = calls_enable_msgs = calls_app_on = calls_style_msgs = 0;
    for (;;) {
        DWORD r = MsgWaitForMultipleObjects(1, &pi.hProcess, FALSE, 20000, QS_ALLINPUT);
        if (r != WAIT_OBJECT_0 + 1)
            break;
        while (PeekMessageA(&msg, NULL, 0, 0, PM_REMOVE))
            DispatchMessageA(&msg);
    }
    GetExitCodeProcess(pi.hProcess, &code);
    printf("parent: child exit=%lu moved=%d enable-messages=%d style-messages=%d "
           "activateapp-on=%d\n", code, calls_moved > 0, calls_enable_msgs, calls_style_msgs,
           calls_app_on > 0);
    DestroyWindow(p);
    return 0;
}

/* "zorder": two processes' windows interleave. The parent shows P1 and P2 (P2 on top),
   the child shows C (on top of both) and puts it just below P2 with SetWindowPos. */
static HWND z_wnd[3];

static BOOL CALLBACK z_enum(HWND h, LPARAM l)
{
    static const char *names[] = {"P1", "P2", "C"};
    int i;
    for (i = 0; i < 3; i++)
        if (h == z_wnd[i])
            printf(" %s", names[i]);
    return TRUE;
}

static void z_print(const char *when)
{
    POINT all = {150, 100}, only_c = {320, 210};
    printf("zorder: %s:", when);
    EnumWindows(z_enum, 0);
    printf(" | at-all=%s", WindowFromPoint(all) == z_wnd[1] ? "P2" :
           WindowFromPoint(all) == z_wnd[2] ? "C" : "?");
    printf(" at-c=%d\n", WindowFromPoint(only_c) == z_wnd[2]);
}

static int z_child(HWND p1, HWND p2)
{
    z_wnd[0] = p1;
    z_wnd[1] = p2;
    z_wnd[2] = make_window("ProcShowZ", DefWindowProcA, "procshow C", 100, 60);
    ShowWindow(z_wnd[2], SW_SHOW);
    UpdateWindow(z_wnd[2]);
    z_print("shown");
    SetWindowPos(z_wnd[2], p2, 0, 0, 0, 0, SWP_NOMOVE | SWP_NOSIZE | SWP_NOACTIVATE);
    z_print("below P2");
    SetWindowPos(z_wnd[2], HWND_TOP, 0, 0, 0, 0, SWP_NOMOVE | SWP_NOSIZE | SWP_NOACTIVATE);
    z_print("top");
    DestroyWindow(z_wnd[2]);
    return 0;
}

static int z_main(void)
{
    char cmd[MAX_PATH + 64], path[MAX_PATH];
    STARTUPINFOA si = {sizeof(si)};
    PROCESS_INFORMATION pi;
    MSG msg;
    HWND p1 = make_window("ProcShowZ", DefWindowProcA, "procshow P1", 20, 20);
    HWND p2 = CreateWindowA("ProcShowZ", "procshow P2", WS_OVERLAPPED | WS_CAPTION, 60, 40,
                            240, 160, NULL, NULL, GetModuleHandleA(NULL), NULL);
    ShowWindow(p1, SW_SHOW);
    ShowWindow(p2, SW_SHOW);
    UpdateWindow(p1);
    UpdateWindow(p2);
    GetModuleFileNameA(NULL, path, sizeof(path));
    sprintf(cmd, "\"%s\" zchild %lx %lx", path, (unsigned long)(ULONG_PTR)p1,
            (unsigned long)(ULONG_PTR)p2);
    if (!CreateProcessA(NULL, cmd, NULL, NULL, FALSE, 0, NULL, NULL, &si, &pi))
        return 1;
    while (MsgWaitForMultipleObjects(1, &pi.hProcess, FALSE, 10000, QS_ALLINPUT) ==
           WAIT_OBJECT_0 + 1)
        while (PeekMessageA(&msg, NULL, 0, 0, PM_REMOVE))
            DispatchMessageA(&msg);
    printf("parent: done\n");
    return 0;
}

int main(int argc, char **argv)
{
    char cmd[MAX_PATH + 64], path[MAX_PATH];
    STARTUPINFOA si = {sizeof(si)};
    PROCESS_INFORMATION pi;
    MSG msg;
    DWORD code = 0;
    setvbuf(stdout, NULL, _IONBF, 0);
    if (argc == 3 && !strcmp(argv[1], "child"))
        return child((HWND)(ULONG_PTR)strtoul(argv[2], NULL, 16));
    if (argc == 3 && !strcmp(argv[1], "hungchild")) {
        /* the parent waits for this process without looking at its messages */
        DWORD_PTR res = 77;
        LRESULT r;
        SetLastError(0);
        r = SendMessageTimeoutA((HWND)(ULONG_PTR)strtoul(argv[2], NULL, 16), WM_USER + 13, 0, 0,
                                SMTO_NORMAL, 200, &res);
        printf("hung: SendMessageTimeout=%d error=%lu\n", (int)r, GetLastError());
        return 0;
    }
    if (argc == 2 && !strcmp(argv[1], "hung")) {
        parent_wnd = make_window("ProcShowParent", parent_proc, "procshow parent", 20, 20);
        GetModuleFileNameA(NULL, path, sizeof(path));
        sprintf(cmd, "\"%s\" hungchild %lx", path, (unsigned long)(ULONG_PTR)parent_wnd);
        if (!CreateProcessA(NULL, cmd, NULL, NULL, FALSE, 0, NULL, NULL, &si, &pi))
            return 1;
        WaitForSingleObject(pi.hProcess, 10000);
        GetExitCodeProcess(pi.hProcess, &code);
        printf("parent: child exit=%lu\n", code);
        return 0;
    }
    if (argc == 2 && !strcmp(argv[1], "app"))
        return app_main();
    if (argc == 2 && !strcmp(argv[1], "zorder"))
        return z_main();
    if (argc == 4 && !strcmp(argv[1], "zchild"))
        return z_child((HWND)(ULONG_PTR)strtoul(argv[2], NULL, 16),
                       (HWND)(ULONG_PTR)strtoul(argv[3], NULL, 16));
    if (argc == 2 && !strcmp(argv[1], "calls"))
        return calls_main();
    if (argc == 3 && !strcmp(argv[1], "callee"))
        return calls_child((HWND)(ULONG_PTR)strtoul(argv[2], NULL, 16));
    if (argc == 3 && !strcmp(argv[1], "owner"))
        return child_owned((HWND)(ULONG_PTR)strtoul(argv[2], NULL, 16));
    if (argc == 2 && !strcmp(argv[1], "owned")) {
        parent_wnd = make_window("ProcShowParent", parent_proc, "procshow parent", 20, 20);
        GetModuleFileNameA(NULL, path, sizeof(path));
        sprintf(cmd, "\"%s\" owner %lx", path, (unsigned long)(ULONG_PTR)parent_wnd);
        if (!CreateProcessA(NULL, cmd, NULL, NULL, FALSE, 0, NULL, NULL, &si, &pi))
            return 1;
        while (MsgWaitForMultipleObjects(1, &pi.hProcess, FALSE, 10000, QS_ALLINPUT) ==
               WAIT_OBJECT_0 + 1)
            while (PeekMessageA(&msg, NULL, 0, 0, PM_REMOVE))
                DispatchMessageA(&msg);
        GetExitCodeProcess(pi.hProcess, &code);
        printf("parent: child exit=%lu\n", code);
        return 0;
    }
    self_input = argc == 2 && !strcmp(argv[1], "input");
    parent_wnd = make_window("ProcShowParent", parent_proc, "procshow parent", 20, 20);
    ShowWindow(parent_wnd, SW_SHOW);
    UpdateWindow(parent_wnd);
    printf("parent: shown, active-is-mine=%d\n", GetActiveWindow() == parent_wnd);
    {
        /* GetLastActivePopup: the owner itself, then the popup it owns once that was
           active, then (the popup gone) the owner again */
        HWND none = GetLastActivePopup(parent_wnd), pop, got, after;
        pop = CreateWindowA("ProcShowParent", "popup", WS_POPUP | WS_CAPTION, 40, 40, 120, 80,
                            parent_wnd, NULL, GetModuleHandleA(NULL), NULL);
        ShowWindow(pop, SW_SHOW);
        got = GetLastActivePopup(parent_wnd);
        DestroyWindow(pop);
        after = GetLastActivePopup(parent_wnd);
        printf("parent: GetLastActivePopup self=%d popup=%d after=%d active-is-mine=%d\n",
               none == parent_wnd, got == pop, after == parent_wnd,
               GetActiveWindow() == parent_wnd);
    }
    GetModuleFileNameA(NULL, path, sizeof(path));
    sprintf(cmd, "\"%s\" child %lx", path, (unsigned long)(ULONG_PTR)parent_wnd);
    child_started = 1;
    if (!CreateProcessA(NULL, cmd, NULL, NULL, FALSE, 0, NULL, NULL, &si, &pi)) {
        printf("parent: CreateProcess failed %lu\n", GetLastError());
        return 1;
    }
    for (;;) {
        DWORD r = MsgWaitForMultipleObjects(1, &pi.hProcess, FALSE, 20000, QS_ALLINPUT);
        if (r == WAIT_OBJECT_0)
            break;
        if (r != WAIT_OBJECT_0 + 1) {
            printf("parent: wait=%lu\n", r);
            break;
        }
        while (PeekMessageA(&msg, NULL, 0, 0, PM_REMOVE)) {
            TranslateMessage(&msg);
            DispatchMessageA(&msg);
        }
    }
    while (PeekMessageA(&msg, NULL, 0, 0, PM_REMOVE))
        DispatchMessageA(&msg);
    GetExitCodeProcess(pi.hProcess, &code);
    printf("parent: child exit=%lu notice=%d deactivated=%d activateapp-off=%d\n", code,
           notice, deactivated > 0, app_off > 0);
    printf("parent: after the child, active-is-mine=%d foreground-is-mine=%d "
           "activateapp-on=%d\n", GetActiveWindow() == parent_wnd,
           GetForegroundWindow() == parent_wnd, app_on > 0);
    DestroyWindow(parent_wnd);
    return 0;
}
