/* USER32 conformance, session 31 (issue 23 item 6; docs/compat.md "user32 conformance"):
 * InSendMessage / InSendMessageEx / ReplyMessage, and the DCs of windows (GetDCEx with
 * DCX_USESTYLE, own DCs, class DCs, parent DCs, the extra clip region of
 * DCX_INTERSECTRGN / DCX_EXCLUDERGN, released and destroyed windows' DCs).
 * One line per check; the test compares them with Wine 8's. */
#include <windows.h>
#include <stdio.h>

#ifndef DCX_USESTYLE
#define DCX_USESTYLE 0x00010000
#endif

/* -- InSendMessage ------------------------------------------------------------------ */
static HWND recv_hwnd;
static HANDLE ready_event;
static DWORD seen_flags[8];
static int seen_in[8];
static int replied_ok, replied_again;

static LRESULT CALLBACK recv_proc(HWND hwnd, UINT msg, WPARAM wp, LPARAM lp)
{
    if (msg >= WM_APP && msg < WM_APP + 8)
    {
        int i = msg - WM_APP;
        seen_flags[i] = InSendMessageEx(NULL);
        seen_in[i] = InSendMessage();
        if (i == 2)
        {
            replied_ok = ReplyMessage(42);
            seen_flags[3] = InSendMessageEx(NULL);
            replied_again = ReplyMessage(43);
            return 99;      /* dropped: the sender has 42 */
        }
        if (i == 4)
        {
            /* a message this thread sends to its own window while handling one sent
               from the other thread */
            SendMessageA(hwnd, WM_APP + 5, 0, 0);
        }
        return 7;
    }
    return DefWindowProcA(hwnd, msg, wp, lp);
}

static DWORD WINAPI recv_thread(void *arg)
{
    MSG m;
    recv_hwnd = CreateWindowA("u32conf31recv", NULL, 0, 0, 0, 10, 10, 0, 0, 0, NULL);
    PeekMessageA(&m, NULL, 0, 0, PM_NOREMOVE);
    SetEvent(ready_event);
    while (GetMessageA(&m, NULL, 0, 0) > 0)
        DispatchMessageA(&m);
    DestroyWindow(recv_hwnd);
    return 0;
}

static void test_insend(void)
{
    WNDCLASSA wc = {0};
    HANDLE th;
    HWND own;
    LRESULT r;
    MSG m;

    wc.lpfnWndProc = recv_proc;
    wc.lpszClassName = "u32conf31recv";
    RegisterClassA(&wc);

    printf("insend outside any message: %d %lu\n", InSendMessage(), InSendMessageEx(NULL));
    printf("reply outside any message: %d\n", ReplyMessage(1));

    own = CreateWindowA("u32conf31recv", NULL, 0, 0, 0, 10, 10, 0, 0, 0, NULL);
    r = SendMessageA(own, WM_APP + 0, 0, 0);
    printf("own thread send: r=%ld flags=%lu in=%d\n", (long)r, seen_flags[0], seen_in[0]);
    PostMessageA(own, WM_APP + 1, 0, 0);
    while (PeekMessageA(&m, own, 0, 0, PM_REMOVE)) DispatchMessageA(&m);
    printf("posted: flags=%lu in=%d\n", seen_flags[1], seen_in[1]);
    DestroyWindow(own);

    ready_event = CreateEventA(NULL, FALSE, FALSE, NULL);
    th = CreateThread(NULL, 0, recv_thread, NULL, 0, NULL);
    WaitForSingleObject(ready_event, 5000);
    Sleep(50);
    r = SendMessageA(recv_hwnd, WM_APP + 2, 0, 0);
    printf("other thread, replied: r=%ld flags=%lu in=%d after reply=%lu ok=%d again=%d\n",
           (long)r, seen_flags[2], seen_in[2], seen_flags[3], replied_ok, replied_again);
    r = SendMessageA(recv_hwnd, WM_APP + 4, 0, 0);
    printf("other thread: r=%ld flags=%lu, its own send inside: flags=%lu in=%d\n",
           (long)r, seen_flags[4], seen_flags[5], seen_in[5]);
    PostMessageA(recv_hwnd, WM_QUIT, 0, 0);
    WaitForSingleObject(th, 5000);
    CloseHandle(th);
}

int main(void)
{
    test_insend();
    printf("done\n");
    return 0;
}
