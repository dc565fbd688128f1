/* Low-level hooks and the program's own input: keybd_event / mouse_event / SendInput
 * return only once the low-level hooks have judged the event. A hook of the calling
 * thread runs inside the call; another thread's inside that thread's next message
 * retrieval, while the inserting call waits (user32's msg.c, test_winevents' MOUSE_LL
 * part). One line per check. */
#include <windows.h>
#include <stdio.h>

static int seen;
static char log_buf[256];

static void note(const char *what, WPARAM msg)
{
    size_t n = strlen(log_buf);
    if (n < sizeof(log_buf) - 16)
        sprintf(log_buf + n, "%s%04x ", what, (unsigned)msg);
    seen++;
}

static LRESULT CALLBACK mouse_ll(int code, WPARAM wp, LPARAM lp)
{
    MSLLHOOKSTRUCT *m = (MSLLHOOKSTRUCT *)lp;
    if (code == HC_ACTION && (m->flags & LLMHF_INJECTED)) note("m", wp);
    return CallNextHookEx(0, code, wp, lp);
}

static LRESULT CALLBACK kbd_ll(int code, WPARAM wp, LPARAM lp)
{
    KBDLLHOOKSTRUCT *k = (KBDLLHOOKSTRUCT *)lp;
    if (code == HC_ACTION && (k->flags & LLKHF_INJECTED) && k->vkCode == VK_F13) {
        note("k", wp);
        return 1;   /* swallowed: no message */
    }
    return CallNextHookEx(0, code, wp, lp);
}

static int seen_at_set;
static DWORD WINAPI injector(void *arg)
{
    mouse_event(MOUSEEVENTF_MOVE, 1, 0, 0, 0);
    mouse_event(MOUSEEVENTF_LEFTUP, 0, 0, 0, 0);
    mouse_event(MOUSEEVENTF_MOVE, (DWORD)-1, 0, 0, 0);
    seen_at_set = seen;
    SetEvent((HANDLE)arg);
    return 0;
}

int main(void)
{
    HHOOK hm, hk;
    HANDLE ev, t;
    MSG m;
    INPUT in;
    int keys = 0;

    setvbuf(stdout, NULL, _IONBF, 0);
    hm = SetWindowsHookExA(WH_MOUSE_LL, mouse_ll, GetModuleHandleA(NULL), 0);
    hk = SetWindowsHookExA(WH_KEYBOARD_LL, kbd_ll, GetModuleHandleA(NULL), 0);
    printf("hooks %d %d\n", hm != 0, hk != 0);

    /* the calling thread's hooks run inside the call */
    mouse_event(MOUSEEVENTF_MOVE, 1, 0, 0, 0);
    printf("after mouse_event: seen=%d\n", seen);
    keybd_event(VK_F13, 0, 0, 0);
    printf("after keybd_event: seen=%d\n", seen);
    memset(&in, 0, sizeof(in));
    in.type = INPUT_KEYBOARD;
    in.ki.wVk = VK_F13;
    in.ki.dwFlags = KEYEVENTF_KEYUP;
    keys = SendInput(1, &in, sizeof(in));
    printf("SendInput=%d seen=%d\n", keys, seen);
    keys = 0;
    while (PeekMessageA(&m, NULL, 0, 0, PM_REMOVE))
        if (m.message == WM_KEYDOWN || m.message == WM_KEYUP) keys++;
    printf("swallowed keys reached the queue: %d\n", keys);
    printf("log: %s\n", log_buf);

    /* another thread's input waits for this thread's message retrieval */
    seen = 0;
    log_buf[0] = 0;
    ev = CreateEventA(NULL, FALSE, FALSE, NULL);
    t = CreateThread(NULL, 0, injector, ev, 0, NULL);
    while (WaitForSingleObject(ev, 100) == WAIT_TIMEOUT)
        while (PeekMessageA(&m, NULL, 0, 0, PM_REMOVE)) DispatchMessageA(&m);
    printf("other thread: seen when it went on=%d log: %s\n", seen_at_set, log_buf);
    WaitForSingleObject(t, 5000);
    UnhookWindowsHookEx(hm);
    UnhookWindowsHookEx(hk);
    printf("done\n");
    return 0;
}
