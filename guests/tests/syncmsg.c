/* The asynchronous message functions refuse the messages that carry pointers (issue 23,
 * msg.c's test_WM_DEVICECHANGE and test_message_conversion): PostMessage,
 * PostThreadMessage, SendNotifyMessage and SendMessageCallback of such a message below
 * WM_USER fail with ERROR_MESSAGE_SYNC_ONLY, as does WM_DEVICECHANGE whose wParam has
 * 0x8000 (a DEV_BROADCAST_HDR follows). Every message number below WM_USER is tried with
 * each function; the refused ones are printed as ranges. A window of the same thread
 * whose procedure answers 0 to everything takes what is sent.
 * test/win32/user/test_syncmsg.py holds what Wine 8 prints. */
#include <windows.h>
#include <dde.h>
#include <stdio.h>

static int received, quiet;

/* answers 0 to everything once made (made through DefWindowProc) */
static LRESULT CALLBACK quiet_proc(HWND hwnd, UINT msg, WPARAM wp, LPARAM lp)
{
    if (!quiet)
        return DefWindowProcA(hwnd, msg, wp, lp);
    received++;
    return 0;
}

static void CALLBACK answer(HWND hwnd, UINT msg, ULONG_PTR data, LRESULT result)
{
    (void)hwnd; (void)msg; (void)data; (void)result;
}

enum { POST, THREAD, NOTIFY, CALLBACK_ };
static const char *names[] = { "PostMessage", "PostThreadMessage", "SendNotifyMessage",
                               "SendMessageCallback" };

static BOOL call(int how, HWND hwnd, UINT msg, WPARAM wp, LPARAM lp)
{
    switch (how) {
    case POST: return PostMessageA(hwnd, msg, wp, lp);
    case THREAD: return PostThreadMessageA(GetCurrentThreadId(), msg, wp, lp);
    case NOTIFY: return SendNotifyMessageA(hwnd, msg, wp, lp);
    default: return SendMessageCallbackA(hwnd, msg, wp, lp, answer, 0);
    }
}

static void drain(void)
{
    MSG m;
    while (PeekMessageA(&m, 0, 0, 0, PM_REMOVE))
        ;
}

/* the refused messages below WM_USER, as ranges; other errors named. The DDE messages
   are left out: their lParam is a global handle (or two packed), checked first. */
static void sweep(int how, HWND hwnd)
{
    char line[4096];
    int n = sprintf(line, "%s:", names[how]), start = -1, odd = 0;
    UINT msg;
    for (msg = 0; msg <= WM_USER; msg++) {
        BOOL refused = FALSE;
        if (msg < WM_USER && (msg < WM_DDE_FIRST || msg > WM_DDE_LAST)) {
            BOOL ok;
            SetLastError(0xdead);
            ok = call(how, hwnd, msg, 0, (LPARAM)line);
            if (!ok && GetLastError() == ERROR_MESSAGE_SYNC_ONLY)
                refused = TRUE;
            else if (!ok) {
                printf("%s %04x: fails with %lu\n", names[how], msg, GetLastError());
                odd++;
            }
            drain();
        }
        if (refused && start < 0)
            start = msg;
        if (!refused && start >= 0) {
            if (start == (int)msg - 1)
                n += sprintf(line + n, " %04x", start);
            else
                n += sprintf(line + n, " %04x-%04x", start, msg - 1);
            start = -1;
        }
    }
    printf("%s\n", line);
}

int main(void)
{
    WNDCLASSA wc = {0};
    HWND hwnd;
    int how, i;
    static const WPARAM dev[] = { 0x0007, 0x7fff, 0x8000, 0x8004, 0x8006, 0xffff, 0x18000 };

    wc.lpfnWndProc = quiet_proc;
    wc.lpszClassName = "syncmsg";
    RegisterClassA(&wc);
    hwnd = CreateWindowA("syncmsg", "syncmsg", WS_OVERLAPPED, 0, 0, 100, 100, 0, 0, 0, 0);
    drain();
    quiet = 1;
    printf("window: %d\n", hwnd != 0);

    for (how = POST; how <= CALLBACK_; how++)
        sweep(how, hwnd);

    /* WM_DEVICECHANGE: refused by wParam (a DBT_ event from 0x8000 points at a header) */
    for (how = POST; how <= CALLBACK_; how++) {
        printf("%s WM_DEVICECHANGE:", names[how]);
        for (i = 0; i < (int)(sizeof(dev) / sizeof(dev[0])); i++) {
            BOOL ok;
            SetLastError(0xdead);
            ok = call(how, hwnd, WM_DEVICECHANGE, dev[i], 0);
            printf(" %lx=%d/%lu", (unsigned long)dev[i], ok, ok ? 0 : GetLastError());
            drain();
        }
        printf("\n");
    }

    /* WM_USER on is the program's own: passed as they are */
    SetLastError(0xdead);
    printf("WM_USER+1 pointer: %d err=%lu\n",
           PostMessageA(hwnd, WM_USER + 1, 0, (LPARAM)names), GetLastError());
    SetLastError(0xdead);
    printf("0xc000 pointer: %d err=%lu\n", PostMessageA(hwnd, 0xc000, 0, (LPARAM)names),
           GetLastError());
    drain();
    /* a refused message is not delivered: the procedure saw only what was accepted */
    received = 0;
    SendNotifyMessageA(hwnd, WM_SETTEXT, 0, (LPARAM)"x");
    SendMessageCallbackA(hwnd, WM_GETTEXT, 0, 0, answer, 0);
    printf("received: %d\n", received);
    quiet = 0;
    DestroyWindow(hwnd);
    printf("done\n");
    return 0;
}
