/* The keyboard state of each thread's input and of the desktop: GetKeyState,
 * GetKeyboardState, SetKeyboardState and GetAsyncKeyState while keybd_event types a key
 * that the main thread's window receives, seen from the main thread (before and after
 * it reads the key's messages) and from another thread (one that never reads messages,
 * one that does); AttachThreadInput sharing and resetting the key state.
 * Issue 23 (user32 input.c, test_GetKeyState and test_attach_input). */
#include <windows.h>
#include <stdio.h>
#include <string.h>

enum { CMD_REPORT = 1, CMD_SET_C, CMD_CLEAR, CMD_QUIT };

struct worker { HANDLE go; int reading; };

static struct worker workers[4], *cur;
static HANDLE done;
static volatile int cmd;
static const char *volatile when;
static HWND hwnd;

static void report(const char *who, const char *at)
{
    BYTE ks[256];
    int before, after, c;
    SHORT s;

    memset(ks, 0, sizeof(ks));
    GetKeyboardState(ks);
    before = ks['X'];
    s = GetKeyState('X');
    memset(ks, 0, sizeof(ks));
    GetKeyboardState(ks);
    after = ks['X'];
    c = ks['C'];
    printf("%s, %s: GetKeyboardState %#x, GetKeyState %#x, then GetKeyboardState %#x; C %#x\n",
           who, at, before, (unsigned short)s, after, c);
}

static DWORD hooked[8][3];
static int hooks_seen;

static LRESULT CALLBACK ll_hook(int code, WPARAM wp, LPARAM lp)
{
    if (code == HC_ACTION && hooks_seen < 8) {
        KBDLLHOOKSTRUCT *k = (KBDLLHOOKSTRUCT *)lp;
        hooked[hooks_seen][0] = k->vkCode;
        hooked[hooks_seen][2] = (DWORD)wp;
        hooked[hooks_seen++][1] = k->scanCode;
    }
    return CallNextHookEx(NULL, code, wp, lp);
}

static void set_c(BYTE value)
{
    BYTE ks[256];
    memset(ks, 0, sizeof(ks));
    ks['C'] = value;
    SetKeyboardState(ks);
}

static DWORD WINAPI worker(void *arg)
{
    struct worker *w = arg;
    MSG msg;
    if (w->reading) /* a thread that reads its messages: it has a queue from the start */
        while (PeekMessageA(&msg, NULL, 0, 0, PM_REMOVE))
            ;
    for (;;) {
        if (WaitForSingleObject(w->go, 5000) != WAIT_OBJECT_0) {
            printf("worker: no command\n");
            return 1;
        }
        if (cmd == CMD_QUIT)
            break;
        if (cmd == CMD_REPORT)
            report(w->reading ? "reading thread" : "thread", when);
        else if (cmd == CMD_SET_C)
            set_c(0x80);
        else if (cmd == CMD_CLEAR)
            set_c(0);
        SetEvent(done);
    }
    return 0;
}

static void ask(int what, const char *at)
{
    cmd = what;
    when = at;
    SetEvent(cur->go);
    if (WaitForSingleObject(done, 5000) != WAIT_OBJECT_0)
        printf("main: the worker did not answer\n");
}

static void drain(void)
{
    MSG msg;
    while (PeekMessageA(&msg, NULL, 0, 0, PM_REMOVE))
        DispatchMessageA(&msg);
}

static HANDLE start(int slot, int reading, DWORD *tid)
{
    HANDLE th;
    cur = &workers[slot];
    cur->go = CreateEventA(NULL, FALSE, FALSE, NULL);
    cur->reading = reading;
    th = CreateThread(NULL, 0, worker, cur, 0, tid);
    ask(0, "");      /* (it is running: a command that does nothing) */
    return th;
}

static void stop(int slot, HANDLE th)
{
    cmd = CMD_QUIT;
    SetEvent(workers[slot].go);
    WaitForSingleObject(th, 5000);
    CloseHandle(th);
    CloseHandle(workers[slot].go);
}

static void round_with(int reading)
{
    DWORD tid;
    HANDLE th = start(0, reading, &tid);

    keybd_event('X', 0, 0, 0);
    printf("async X after the press %#x\n", (unsigned short)GetAsyncKeyState('X') & 0x8000);
    report("main", "pressed, unread");
    ask(CMD_REPORT, "pressed");
    drain();
    report("main", "pressed, read");
    keybd_event('X', 0, KEYEVENTF_KEYUP, 0);
    report("main", "released, unread");
    ask(CMD_REPORT, "released");
    drain();
    report("main", "released, read");

    keybd_event('X', 0, 0, 0);
    drain();
    ask(CMD_REPORT, "pressed again");
    keybd_event('X', 0, KEYEVENTF_KEYUP, 0);
    drain();
    ask(CMD_REPORT, "released again");
    stop(0, th);
}

int main(void)
{
    DWORD tid, other;
    HANDLE th, th2;
    BOOL r;

    done = CreateEventA(NULL, FALSE, FALSE, NULL);
    hwnd = CreateWindowA("static", "keystate", WS_OVERLAPPEDWINDOW | WS_VISIBLE, 10, 10, 200,
                         200, NULL, NULL, NULL, NULL);
    SetForegroundWindow(hwnd);
    SetFocus(hwnd);
    drain();
    /* the key's message arrives in the queue at once: the queue's status says so */
    GetQueueStatus(QS_ALLINPUT);
    keybd_event('Z', 0, 0, 0);
    printf("after keybd_event: wait %lu", MsgWaitForMultipleObjects(0, NULL, FALSE, 0, QS_KEY));
    printf(" status %#lx\n", GetQueueStatus(QS_KEY));
    keybd_event('Z', 0, KEYEVENTF_KEYUP, 0);
    drain();
    {
        /* a process registered for the keyboard's raw input gets keybd_event's keys */
        RAWINPUTDEVICE rid;
        static BYTE buf[512];
        UINT size = sizeof(buf), n;
        PRAWINPUT p = (PRAWINPUT)buf;
        rid.usUsagePage = 1;
        rid.usUsage = 6;
        rid.dwFlags = RIDEV_INPUTSINK;
        rid.hwndTarget = hwnd;
        RegisterRawInputDevices(&rid, 1, sizeof(rid));
        keybd_event('Q', 0x10, 0, 0);
        keybd_event('Q', 0x10, KEYEVENTF_KEYUP, 0);
        n = GetRawInputBuffer(p, &size, sizeof(RAWINPUTHEADER));
        printf("raw input of keybd_event: %u records, size kept=%d\n", n, size == sizeof(buf));
        if (n == 2) {
            printf("  type %lu make %#x flags %#x vkey %#x message %#x\n", p->header.dwType,
                   p->data.keyboard.MakeCode, p->data.keyboard.Flags, p->data.keyboard.VKey,
                   p->data.keyboard.Message);
            /* (the next record: NEXTRAWINPUTBLOCK, aligned to a pointer) */
            p = (PRAWINPUT)((BYTE *)p + ((p->header.dwSize + sizeof(void *) - 1)
                                         & ~(sizeof(void *) - 1)));
            printf("  type %lu make %#x flags %#x vkey %#x message %#x\n", p->header.dwType,
                   p->data.keyboard.MakeCode, p->data.keyboard.Flags, p->data.keyboard.VKey,
                   p->data.keyboard.Message);
        }
        rid.dwFlags = RIDEV_REMOVE;
        rid.hwndTarget = NULL;
        RegisterRawInputDevices(&rid, 1, sizeof(rid));
        drain();
    }

    {
        /* KEYEVENTF_UNICODE: VK_PACKET with the character where the scan code goes;
         * TranslateMessage makes it the WM_CHAR, the low-level hook sees it as scanCode */
        HHOOK hk = SetWindowsHookExA(WH_KEYBOARD_LL, ll_hook, GetModuleHandleA(NULL), 0);
        INPUT in[2];
        MSG m;
        int i;
        memset(in, 0, sizeof(in));
        in[0].type = in[1].type = INPUT_KEYBOARD;
        in[0].ki.wScan = in[1].ki.wScan = 0x3c0;
        in[0].ki.dwFlags = KEYEVENTF_UNICODE;
        in[1].ki.dwFlags = KEYEVENTF_UNICODE | KEYEVENTF_KEYUP;
        SendInput(2, in, sizeof(INPUT));
        while (PeekMessageW(&m, hwnd, 0, 0, PM_REMOVE)) {
            if (m.message >= WM_KEYFIRST && m.message <= WM_KEYLAST)
                printf("unicode key: msg %#x wparam %#lx lparam %#lx\n", m.message,
                       (unsigned long)m.wParam, (unsigned long)m.lParam);
            TranslateMessage(&m);
            DispatchMessageW(&m);
        }
        UnhookWindowsHookEx(hk);
        for (i = 0; i < hooks_seen; i++)
            printf("unicode key: hook vk %#lx scan %#lx\n", hooked[i][0], hooked[i][1]);
    }

    {
        /* Alt, then a KEYEVENTF_UNICODE key, in one SendInput: judged together before
         * either is taken, the character's key is a system key to the hook */
        HHOOK hk = SetWindowsHookExA(WH_KEYBOARD_LL, ll_hook, GetModuleHandleA(NULL), 0);
        INPUT in[4];
        MSG m;
        int i;
        memset(in, 0, sizeof(in));
        in[0].type = in[1].type = in[2].type = in[3].type = INPUT_KEYBOARD;
        in[0].ki.wVk = VK_LMENU;
        in[1].ki.wScan = 0x3041;
        in[1].ki.dwFlags = KEYEVENTF_UNICODE;
        in[2].ki.wScan = 0x3041;
        in[2].ki.dwFlags = KEYEVENTF_UNICODE | KEYEVENTF_KEYUP;
        in[3].ki.wVk = VK_LMENU;
        in[3].ki.dwFlags = KEYEVENTF_KEYUP;
        hooks_seen = 0;
        SendInput(2, in, sizeof(INPUT));
        SendInput(2, in + 2, sizeof(INPUT));
        while (PeekMessageW(&m, hwnd, 0, 0, PM_REMOVE))
            DispatchMessageW(&m);
        UnhookWindowsHookEx(hk);
        for (i = 0; i < hooks_seen; i++)
            printf("alt+unicode: hook msg %#lx vk %#lx scan %#lx\n", hooked[i][2],
                   hooked[i][0], hooked[i][1]);
    }

    round_with(0);
    round_with(1);

    /* SetKeyboardState: the thread's input only */
    th = start(0, 1, &tid);
    keybd_event('X', 0, 0, 0);
    set_c(0x80);
    report("main", "pressed, C set, unread");
    ask(CMD_REPORT, "main set C");
    printf("async C %#x\n", (unsigned short)GetAsyncKeyState('C') & 0x8000);
    drain();
    report("main", "pressed, C set, read");
    keybd_event('X', 0, KEYEVENTF_KEYUP, 0);
    set_c(0);
    report("main", "released, C cleared, unread");
    drain();
    report("main", "released, C cleared, read");
    ask(CMD_SET_C, "");
    ask(CMD_REPORT, "it set C");
    report("main", "the thread set C");

    /* AttachThreadInput: one key state for both, empty at each attach and detach */
    set_c(0x80);
    r = AttachThreadInput(GetCurrentThreadId(), tid, TRUE);
    printf("attach=%d\n", r);
    report("main", "attached");
    ask(CMD_REPORT, "attached");
    ask(CMD_SET_C, "");
    report("main", "attached, the thread set C");
    set_c(0x81);
    ask(CMD_REPORT, "attached, main set C");
    r = AttachThreadInput(GetCurrentThreadId(), tid, FALSE);
    printf("detach=%d\n", r);
    report("main", "detached");
    ask(CMD_REPORT, "detached");
    stop(0, th);

    /* a thread that has no message queue cannot be attached (the caller can) */
    th = start(1, 0, &other);
    SetLastError(0xdeadbeef);
    r = AttachThreadInput(GetCurrentThreadId(), other, TRUE);
    printf("attach to a thread with no queue=%d err=%lu\n", r, GetLastError());
    SetLastError(0xdeadbeef);
    r = AttachThreadInput(other, GetCurrentThreadId(), TRUE);
    printf("attach a thread with no queue=%d err=%lu\n", r, GetLastError());
    th2 = start(2, 1, &tid);
    SetLastError(0xdeadbeef);
    r = AttachThreadInput(other, tid, TRUE);
    printf("attach two other threads, one with no queue=%d err=%lu\n", r, GetLastError());
    r = AttachThreadInput(tid, GetCurrentThreadId(), TRUE);
    printf("attach one with a queue=%d\n", r);
    stop(2, th2);
    stop(1, th);

    DestroyWindow(hwnd);
    return 0;
}
