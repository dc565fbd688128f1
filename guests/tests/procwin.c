/* Windows of two processes on one desktop (docs/threads.md, "Processes' windows"):
   the parent makes a hidden window and starts itself as a child with the window's
   handle on the command line, as Inno Setup's loader starts its wizard. The child
   finds the parent's window (IsWindow, FindWindow, GetWindowThreadProcessId), sends it
   messages (the parent's procedure answers them in its message loop) and posts one
   last;
   a named mutex the parent owns is shared (released in that answer);
   the parent sends a message back into the child's own window while the child waits
   in its SendMessage. Last the child sends a notification (SendNotifyMessage) and
   posts a message, which the parent answers in that order. Each process prints its own lines, flushed at once. */
#include <windows.h>
#include <stdio.h>
#include <stdlib.h>

static DWORD child_pid;
static HWND child_wnd;
static HANDLE mutex;

static LRESULT CALLBACK parent_proc(HWND h, UINT m, WPARAM w, LPARAM l)
{
    if (m == WM_USER + 1) {
        printf("parent: got WM_USER+1 wparam=%d\n", (int)w);
        printf("parent: ReleaseMutex=%d\n", ReleaseMutex(mutex));
        return w * 2;
    }
    if (m == WM_USER + 2) {
        printf("parent: got posted WM_USER+2 wparam=%d\n", (int)w);
        return 0;
    }
    if (m == WM_USER + 5) {
        printf("parent: got notify WM_USER+5 wparam=%d\n", (int)w);
        return 0;
    }
    if (m == WM_USER + 3) {
        DWORD pid = 0, tid;
        HWND cw = (HWND)w;
        tid = GetWindowThreadProcessId(cw, &pid);
        printf("parent: child window IsWindow=%d pid-is-child=%d tid-nonzero=%d\n",
               IsWindow(cw), pid == child_pid, tid != 0);
        printf("parent: send into child window -> %d\n",
               (int)SendMessageA(cw, WM_USER + 4, 5, 0));
        child_wnd = cw;
        return 1;
    }
    return DefWindowProcA(h, m, w, l);
}

static LRESULT CALLBACK child_proc(HWND h, UINT m, WPARAM w, LPARAM l)
{
    if (m == WM_USER + 4) {
        printf("child: got WM_USER+4 wparam=%d while sending\n", (int)w);
        return w + 100;
    }
    return DefWindowProcA(h, m, w, l);
}

static HWND make_window_sized(const char *cls, WNDPROC proc, const char *title, int size)
{
    WNDCLASSA wc = {0};
    wc.lpfnWndProc = proc;
    wc.hInstance = GetModuleHandleA(NULL);
    wc.lpszClassName = cls;
    RegisterClassA(&wc);
    return CreateWindowExA(0, cls, title, size ? WS_OVERLAPPEDWINDOW : WS_POPUP, 0, 0,
                           size, size, NULL, NULL, wc.hInstance, NULL);
}

static HWND make_window(const char *cls, WNDPROC proc, const char *title)
{
    return make_window_sized(cls, proc, title, 100);
}

static int child(HWND parent, DWORD parent_pid)
{
    DWORD pid = 0, tid;
    HWND mine;
    LRESULT r;

    tid = GetWindowThreadProcessId(parent, &pid);
    printf("child: IsWindow(parent)=%d pid-is-parent=%d tid-nonzero=%d\n",
           IsWindow(parent), pid == parent_pid, tid != 0);
    printf("child: FindWindow(class)=%d FindWindow(title)=%d\n",
           FindWindowA("ProcWinParent", NULL) == parent,
           FindWindowA(NULL, "procwin parent") == parent);
    {   /* the parent's named mutex: owned by the parent until it answers WM_USER+1 */
        HANDLE m = CreateMutexA(NULL, FALSE, "procwin-mutex");
        DWORD err = GetLastError(), wait;
        BOOL ok;
        wait = WaitForSingleObject(m, 0);
        printf("child: CreateMutex existing=%d wait(0)=%lu\n", err == ERROR_ALREADY_EXISTS,
               wait);
        SetLastError(0);
        ok = ReleaseMutex(m);
        printf("child: ReleaseMutex(not owner)=%d err=%lu\n", ok, GetLastError());
        r = SendMessageA(parent, WM_USER + 1, 21, 0);
        printf("child: SendMessage -> %d\n", (int)r);
        wait = WaitForSingleObject(m, 5000);
        ok = ReleaseMutex(m);
        printf("child: wait=%lu ReleaseMutex=%d\n", wait, ok);
        CloseHandle(m);
    }
    mine = make_window("ProcWinChild", child_proc, "procwin child");
    pid = 0;
    GetWindowThreadProcessId(mine, &pid);
    printf("child: own window pid-is-self=%d differs-from-parent=%d\n",
           pid == GetCurrentProcessId(), mine != parent);
    r = SendMessageA(parent, WM_USER + 3, (WPARAM)mine, 0);
    printf("child: SendMessage(own window) -> %d\n", (int)r);
    DestroyWindow(mine);
    printf("child: done\n");
    /* posted last: the parent's line comes after this process's (it retrieves it in
       its loop or once the child has ended) */
    SendNotifyMessageA(parent, WM_USER + 5, 9, 0);
    PostMessageA(parent, WM_USER + 2, 7, 0);
    return 3;
}

int main(int argc, char **argv)
{
    char cmd[MAX_PATH + 64], self[MAX_PATH];
    STARTUPINFOA si = {sizeof si};
    PROCESS_INFORMATION pi;
    HWND wnd;
    MSG msg;
    DWORD code = 0, r;

    setvbuf(stdout, NULL, _IONBF, 0);
    if (argc == 2 && !strcmp(argv[1], "visible")) {
        /* a child's 0 x 0 window shown (as Delphi's TApplication window is), then one
           that shows on the screen */
        wnd = make_window_sized("ProcWinZero", DefWindowProcA, "procwin zero", 0);
        ShowWindow(wnd, SW_SHOWNORMAL);
        printf("child: zero-size shown=%d\n", IsWindowVisible(wnd));
        wnd = make_window("ProcWinShown", DefWindowProcA, "procwin shown");
        ShowWindow(wnd, SW_SHOW);
        printf("child: shown=%d\n", IsWindowVisible(wnd));
        DestroyWindow(wnd);
        return 0;
    }
    if (argc == 2 && !strcmp(argv[1], "show")) {
        GetModuleFileNameA(NULL, self, sizeof self);
        sprintf(cmd, "\"%s\" visible", self);
        if (!CreateProcessA(NULL, cmd, NULL, NULL, TRUE, 0, NULL, NULL, &si, &pi))
            return 1;
        WaitForSingleObject(pi.hProcess, 10000);
        GetExitCodeProcess(pi.hProcess, &code);
        printf("parent: child exit=%lu\n", code);
        return 0;
    }
    if (argc == 4 && !strcmp(argv[1], "child"))
        return child((HWND)(ULONG_PTR)strtoul(argv[2], NULL, 16), strtoul(argv[3], NULL, 16));
    wnd = make_window("ProcWinParent", parent_proc, "procwin parent");
    printf("parent: window made=%d\n", wnd != NULL);
    mutex = CreateMutexA(NULL, TRUE, "procwin-mutex");
    GetModuleFileNameA(NULL, self, sizeof self);
    sprintf(cmd, "\"%s\" child %lx %lx", self, (unsigned long)(ULONG_PTR)wnd,
            GetCurrentProcessId());
    if (!CreateProcessA(NULL, cmd, NULL, NULL, TRUE, 0, NULL, NULL, &si, &pi)) {
        printf("parent: CreateProcess failed %lu\n", GetLastError());
        return 1;
    }
    child_pid = pi.dwProcessId;
    CloseHandle(pi.hThread);
    for (;;) {
        while (PeekMessageA(&msg, 0, 0, 0, PM_REMOVE))
            DispatchMessageA(&msg);
        r = MsgWaitForMultipleObjects(1, &pi.hProcess, FALSE, 10000, QS_ALLINPUT);
        if (r != WAIT_OBJECT_0 + 1)
            break;
    }
    while (PeekMessageA(&msg, 0, 0, 0, PM_REMOVE))
        DispatchMessageA(&msg);
    GetExitCodeProcess(pi.hProcess, &code);
    printf("parent: wait=%lu child exit=%lu\n", r, code);
    printf("parent: child window gone=%d\n", !IsWindow(child_wnd));
    CloseHandle(pi.hProcess);
    DestroyWindow(wnd);
    printf("parent: done\n");
    return 0;
}
