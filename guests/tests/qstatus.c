/* The queue-status family: GetQueueStatus (kinds in the queue, kinds new since the last
 * look), GetInputState, PeekMessage's PM_QS_* filters and MsgWaitForMultipleObjects' wake
 * mask. Prints lines compared with Wine 8's in test/win32/user/test_qstatus.py. */
#include <windows.h>
#include <stdio.h>

static LRESULT CALLBACK proc(HWND h, UINT m, WPARAM w, LPARAM l)
{
    return DefWindowProcA(h, m, w, l);
}

static void drain(void)
{
    MSG msg;
    while (PeekMessageA(&msg, NULL, 0, 0, PM_REMOVE))
        DispatchMessageA(&msg);
}

int main(void)
{
    WNDCLASSA wc = {0};
    HWND hwnd;
    MSG msg;
    DWORD r;

    wc.lpfnWndProc = proc;
    wc.lpszClassName = "qstatus";
    RegisterClassA(&wc);
    hwnd = CreateWindowA("qstatus", "q", WS_OVERLAPPEDWINDOW, 0, 0, 100, 100, NULL, NULL,
                         NULL, NULL);
    drain();
    printf("empty: %#lx\n", GetQueueStatus(QS_ALLINPUT));

    PostMessageA(hwnd, WM_USER, 1, 2);
    printf("posted: %#lx\n", GetQueueStatus(QS_POSTMESSAGE));
    printf("again: %#lx\n", GetQueueStatus(QS_POSTMESSAGE));
    printf("input state: %d\n", GetInputState());
    PostMessageA(hwnd, WM_USER + 1, 0, 0);
    printf("another: %#lx\n", GetQueueStatus(QS_ALLINPUT));
    PeekMessageA(&msg, NULL, 0, 0, PM_NOREMOVE);
    printf("after a peek: %#lx\n", GetQueueStatus(QS_ALLINPUT));
    drain();

    InvalidateRect(hwnd, NULL, TRUE);
    printf("invalid: %#lx\n", GetQueueStatus(QS_PAINT));
    PostMessageA(hwnd, WM_USER + 2, 0, 0);
    printf("PM_QS_INPUT: %d\n", PeekMessageA(&msg, NULL, 0, 0, PM_REMOVE | PM_QS_INPUT));
    r = PeekMessageA(&msg, NULL, 0, 0, PM_REMOVE | PM_QS_PAINT);
    printf("PM_QS_PAINT: %lu msg %#x\n", r, r ? msg.message : 0);
    if (r) DispatchMessageA(&msg);
    r = PeekMessageA(&msg, NULL, 0, 0, PM_REMOVE | PM_QS_POSTMESSAGE);
    printf("PM_QS_POSTMESSAGE: %lu msg %#x\n", r, r ? msg.message : 0);
    printf("PM_QS_SENDMESSAGE: %d\n", PeekMessageA(&msg, NULL, 0, 0, PM_REMOVE | PM_QS_SENDMESSAGE));
    drain();

    SetTimer(hwnd, 7, 10, NULL);
    Sleep(50);
    printf("timer: %#lx\n", GetQueueStatus(QS_TIMER));
    printf("timer again: %#lx\n", GetQueueStatus(QS_TIMER));
    r = MsgWaitForMultipleObjects(0, NULL, FALSE, 0, QS_TIMER);
    printf("MsgWait QS_TIMER: %lu\n", r);
    r = MsgWaitForMultipleObjects(0, NULL, FALSE, 0, QS_KEY);
    printf("MsgWait QS_KEY: %#lx\n", r);
    r = PeekMessageA(&msg, NULL, 0, 0, PM_REMOVE | PM_QS_POSTMESSAGE);
    printf("PM_QS_POSTMESSAGE takes the timer: %lu msg %#x\n", r, r ? msg.message : 0);
    KillTimer(hwnd, 7);
    drain();

    PostQuitMessage(3);
    printf("quit: %#lx\n", GetQueueStatus(QS_POSTMESSAGE));
    r = PeekMessageA(&msg, NULL, 0, 0, PM_REMOVE | PM_QS_PAINT);
    printf("PM_QS_PAINT skips WM_QUIT: %lu\n", r);
    r = PeekMessageA(&msg, NULL, 0, 0, PM_REMOVE);
    printf("WM_QUIT: %lu msg %#x wparam %lu\n", r, msg.message, (unsigned long)msg.wParam);

    SetLastError(0);
    r = GetQueueStatus(0x8000);
    printf("QS_SMRESULT: %#lx error %lu\n", r, GetLastError());
    SetLastError(0);
    r = GetQueueStatus(0x10000);
    printf("bad flags: %#lx error %lu\n", r, GetLastError());
    DestroyWindow(hwnd);
    printf("done\n");
    return 0;
}
