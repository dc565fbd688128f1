/* Messages sent to another thread's window: SendMessage waits in the receiver's queue
 * (GetQueueStatus shows QS_SENDMESSAGE) until the receiver retrieves messages, and the
 * procedure runs on the receiver's thread; SendNotifyMessage does not wait
 * (InSendMessageEx ISMEX_NOTIFY); SendMessageCallback's callback runs in the sender's
 * next message retrieval with the answer; SendMessageTimeout gives up on a receiver
 * that does not retrieve messages. One line per check. */
#include <windows.h>
#include <stdio.h>

static HWND win;
static DWORD main_tid;
static HANDLE go, sent, done;
static char log_buf[512];
static volatile int handled1;

static void say(const char *s)
{
    strcat(log_buf, s);
    strcat(log_buf, "\n");
}

static LRESULT CALLBACK proc(HWND hwnd, UINT msg, WPARAM wp, LPARAM lp)
{
    char buf[128];
    if (msg >= WM_USER && msg <= WM_USER + 10) {
        sprintf(buf, "  proc %u on %s flags=%lu", msg - WM_USER,
                GetCurrentThreadId() == main_tid ? "main" : "other", InSendMessageEx(NULL));
        say(buf);
        if (msg == WM_USER + 1) handled1 = 1;
        return msg - WM_USER + 100;
    }
    return DefWindowProcA(hwnd, msg, wp, lp);
}

static void CALLBACK answered(HWND hwnd, UINT msg, ULONG_PTR data, LRESULT result)
{
    char buf[128];
    sprintf(buf, "  callback msg %u data %lu result %ld on %s", msg - WM_USER,
            (unsigned long)data, (long)result, GetCurrentThreadId() == main_tid ? "main" : "other");
    say(buf);
}

static DWORD WINAPI sender(void *arg)
{
    LRESULT r;
    DWORD_PTR res = 0;
    char buf[128];
    MSG m;
    (void)arg;
    WaitForSingleObject(go, INFINITE);
    r = SendMessageA(win, WM_USER + 1, 0, 0);
    sprintf(buf, "  SendMessage answered %ld", (long)r);
    say(buf);
    r = SendNotifyMessageA(win, WM_USER + 2, 0, 0);
    sprintf(buf, "  SendNotifyMessage=%ld (at once)", (long)r);
    say(buf);
    r = SendMessageCallbackA(win, WM_USER + 3, 0, 0, answered, 42);
    sprintf(buf, "  SendMessageCallback=%ld", (long)r);
    say(buf);
    SetEvent(sent);
    WaitForSingleObject(done, INFINITE);        /* main has handled them */
    PeekMessageA(&m, NULL, 0, 0, PM_NOREMOVE);  /* the callback runs here */
    say("  after the sender's PeekMessage");
    /* main does not retrieve messages now: the send times out */
    SetLastError(0xdeadbeef);
    r = SendMessageTimeoutA(win, WM_USER + 4, 0, 0, SMTO_NORMAL, 200, &res);
    sprintf(buf, "  SendMessageTimeout=%ld err=%lu", (long)r, GetLastError());
    say(buf);
    return 0;
}

int main(void)
{
    WNDCLASSA wc = {0};
    HANDLE t;
    MSG m;
    DWORD qs;
    int i;

    setvbuf(stdout, NULL, _IONBF, 0);
    main_tid = GetCurrentThreadId();
    wc.lpfnWndProc = proc;
    wc.hInstance = GetModuleHandleA(NULL);
    wc.lpszClassName = "XThreadSend";
    RegisterClassA(&wc);
    win = CreateWindowExA(0, "XThreadSend", "x", WS_OVERLAPPEDWINDOW, 0, 0, 100, 100,
                          NULL, NULL, wc.hInstance, NULL);
    go = CreateEventA(NULL, FALSE, FALSE, NULL);
    sent = CreateEventA(NULL, FALSE, FALSE, NULL);
    done = CreateEventA(NULL, FALSE, FALSE, NULL);
    t = CreateThread(NULL, 0, sender, NULL, 0, NULL);
    while (PeekMessageA(&m, NULL, 0, 0, PM_REMOVE)) DispatchMessageA(&m);
    GetQueueStatus(QS_SENDMESSAGE);
    SetEvent(go);
    /* the sender waits until this thread retrieves messages */
    for (i = 0; i < 100; i++) {
        qs = GetQueueStatus(QS_SENDMESSAGE);
        if (qs == MAKELONG(QS_SENDMESSAGE, QS_SENDMESSAGE)) break;
        Sleep(10);
    }
    printf("QS_SENDMESSAGE while it waits: %08lx\n", qs);
    printf("nothing handled yet: %d\n", log_buf[0] == 0);
    while (!handled1)
        while (PeekMessageA(&m, NULL, 0, 0, PM_REMOVE)) DispatchMessageA(&m);
    /* the notification and the callback's message wait for this thread meanwhile */
    WaitForSingleObject(sent, 5000);
    while (PeekMessageA(&m, NULL, 0, 0, PM_REMOVE)) DispatchMessageA(&m);
    SetEvent(done);
    WaitForSingleObject(t, 5000);
    printf("%s", log_buf);
    log_buf[0] = 0;
    while (PeekMessageA(&m, NULL, 0, 0, PM_REMOVE)) DispatchMessageA(&m);
    printf("after main's PeekMessage:\n%s", log_buf);
    DestroyWindow(win);
    printf("done\n");
    return 0;
}
