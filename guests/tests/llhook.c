/* WH_KEYBOARD_LL installed by a thread of its own (as AutoHotkey keeps its hooks): the
 * hook sees the program's own keystrokes (keybd_event) first, in order, marked
 * LLKHF_INJECTED with their dwExtraInfo and LLKHF_UP on release; a non-zero answer
 * swallows the key (no message reaches the window); GetMessageExtraInfo answers the
 * dwExtraInfo of the key message retrieved. Prints lines compared with Wine 8's
 * in test/win32/user/test_llhook.py. */
#include <windows.h>
#include <stdio.h>

static HANDLE ready;
static char seen[256];
static int nseen, started;

static LRESULT CALLBACK ll(int code, WPARAM w, LPARAM l)
{
    KBDLLHOOKSTRUCT *k = (KBDLLHOOKSTRUCT *)l;
    if (code == HC_ACTION && !started) {
        /* record from after the marker key's release (Wine 8 may miss the very first
         * event, while its hook thread starts waiting) */
        started = k->vkCode == 'Z' && (k->flags & LLKHF_UP);
    } else if (code == HC_ACTION && nseen < 200) {
        nseen += sprintf(seen + nseen, "%c%s%s%s ", (char)k->vkCode,
                         (k->flags & LLKHF_UP) ? "^" : "", (k->flags & LLKHF_INJECTED) ? "i" : "",
                         k->dwExtraInfo == 77 ? "x" : "");
        if (k->vkCode == 'Q')
            return 1;                       /* swallow Q */
    }
    return CallNextHookEx(NULL, code, w, l);
}

static DWORD WINAPI hook_thread(void *arg)
{
    MSG m;
    HHOOK h = SetWindowsHookExA(WH_KEYBOARD_LL, ll, GetModuleHandleA(NULL), 0);
    printf("hook installed %d\n", h != NULL);
    fflush(stdout);
    SetEvent(ready);
    while (GetMessageA(&m, NULL, 0, 0) > 0)
        DispatchMessageA(&m);
    UnhookWindowsHookEx(h);
    return 0;
}

static void tap(int vk)
{
    keybd_event(vk, 0, 0, 77);
    keybd_event(vk, 0, KEYEVENTF_KEYUP, 77);
}

int main(void)
{
    HWND top, edit;
    HANDLE t;
    DWORD tid, start;
    long key_extra = -1;
    MSG m;
    char buf[64];

    top = CreateWindowA("STATIC", "ll", WS_OVERLAPPEDWINDOW | WS_VISIBLE, 0, 0, 300, 100, NULL,
                        NULL, NULL, NULL);
    edit = CreateWindowA("EDIT", "", WS_CHILD | WS_VISIBLE | WS_BORDER, 5, 5, 200, 24, top,
                         (HMENU)1, NULL, NULL);
    SetForegroundWindow(top);
    SetFocus(edit);
    ready = CreateEventA(NULL, TRUE, FALSE, NULL);
    t = CreateThread(NULL, 0, hook_thread, NULL, 0, &tid);
    WaitForSingleObject(ready, 5000);
    tap('Z');
    tap('A');
    tap('Q');
    tap('B');
    start = GetTickCount();
    while (GetTickCount() - start < 500) {
        while (PeekMessageA(&m, NULL, 0, 0, PM_REMOVE)) {
            if (m.message == WM_KEYDOWN)
                key_extra = (long)GetMessageExtraInfo();
            TranslateMessage(&m);
            DispatchMessageA(&m);
        }
        MsgWaitForMultipleObjects(0, NULL, FALSE, 50, QS_ALLINPUT);
    }
    GetWindowTextA(edit, buf, sizeof(buf));
    printf("hook saw: %s\n", seen);
    printf("GetMessageExtraInfo of the last key-down: %ld\n", key_extra);
    printf("edit: '%s'\n", buf);    /* z, a and b: the hook swallowed q */
    PostThreadMessageA(tid, WM_QUIT, 0, 0);
    WaitForSingleObject(t, 5000);
    DestroyWindow(top);
    printf("done\n");
    return 0;
}
