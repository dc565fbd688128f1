/* GetMessage and PeekMessage given a handle that is no window (issue 23, msg.c's
 * test_invalid_window, where wineagent waited for ever): GetMessage answers -1 and
 * PeekMessage FALSE, both with ERROR_INVALID_WINDOW_HANDLE; NULL and -1 stay valid
 * filters. test/win32/user/test_msgbadwnd.py holds what Wine 8 prints at both widths. */
#include <windows.h>
#include <stdio.h>

int main(void)
{
    MSG msg;
    HWND gone;
    BOOL ret;

    setvbuf(stdout, NULL, _IONBF, 0);
    SetLastError(0xdeadbeef);
    ret = GetMessageA(&msg, (HWND)0xdeadbeef, 0, 0);
    printf("GetMessage(0xdeadbeef): %d err=%lu\n", ret, GetLastError());
    SetLastError(0xdeadbeef);
    ret = PeekMessageA(&msg, (HWND)0xdeadbeef, 0, 0, PM_REMOVE);
    printf("PeekMessage(0xdeadbeef): %d err=%lu\n", ret, GetLastError());
    gone = CreateWindowA("static", "x", WS_POPUP, 0, 0, 10, 10, NULL, NULL, NULL, NULL);
    DestroyWindow(gone);
    while (PeekMessageA(&msg, NULL, 0, 0, PM_REMOVE))
        DispatchMessageA(&msg);
    SetLastError(0xdeadbeef);
    ret = GetMessageA(&msg, gone, 0, 0);
    printf("GetMessage(destroyed): %d err=%lu\n", ret, GetLastError());
    SetLastError(0xdeadbeef);
    ret = PeekMessageA(&msg, gone, 0, 0, PM_REMOVE);
    printf("PeekMessage(destroyed): %d err=%lu\n", ret, GetLastError());
    SetLastError(0xdeadbeef);
    ret = PeekMessageA(&msg, NULL, 0, 0, PM_REMOVE);
    printf("PeekMessage(NULL): %d err=%lu\n", ret, GetLastError());
    SetLastError(0xdeadbeef);
    ret = PeekMessageA(&msg, (HWND)-1, 0, 0, PM_REMOVE);
    printf("PeekMessage(-1): %d err=%lu\n", ret, GetLastError());
    PostThreadMessageA(GetCurrentThreadId(), WM_USER, 1, 2);
    ret = GetMessageA(&msg, (HWND)-1, 0, 0);
    printf("GetMessage(-1): %d %04x\n", ret, msg.message);
    return 0;
}
