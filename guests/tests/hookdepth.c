/* Hooks called inside hooks (issue 23, msg.c's test_recursive_hook): a WH_GETMESSAGE hook
 * that peeks at its thread's queue is called again from that PeekMessage, and so on;
 * Windows bounds the recursion (the depth differs between versions, 15 to 44) and skips
 * the deeper calls, which answer 0, rather than let the stack overflow. Prints the
 * deepest nesting seen, then the messages retrieved.
 * test/win32/user/test_hookdepth.py holds what Wine 8 prints at both widths. */
#include <windows.h>
#include <stdio.h>

static HWND hwnd;
static HHOOK hook;
static int depth, deepest, peeked;

static LRESULT CALLBACK get_message_hook(int code, WPARAM wp, LPARAM lp)
{
    MSG msg;
    LRESULT r;

    if (++depth > deepest)
        deepest = depth;
    if (PeekMessageW(&msg, hwnd, 0, 0, PM_NOREMOVE))
        peeked++;
    r = CallNextHookEx(hook, code, wp, lp);
    depth--;
    return r;
}

int main(void)
{
    MSG msg;

    setvbuf(stdout, NULL, _IONBF, 0);
    hwnd = CreateWindowA("Static", NULL, WS_POPUP, 0, 0, 200, 60, NULL, NULL, NULL, NULL);
    hook = SetWindowsHookExW(WH_GETMESSAGE, get_message_hook, NULL, GetCurrentThreadId());
    PostMessageW(hwnd, WM_USER, 0, 0);
    PostMessageW(hwnd, WM_USER + 1, 0, 0);
    GetMessageW(&msg, hwnd, 0, 0);
    printf("first: %04x deepest=%d depth=%d peeked=%d\n", msg.message, deepest, depth,
           peeked);
    deepest = 0;
    GetMessageW(&msg, hwnd, 0, 0);
    printf("second: %04x deepest=%d depth=%d\n", msg.message, deepest, depth);
    printf("unhook: %d\n", UnhookWindowsHookEx(hook));
    DestroyWindow(hwnd);
    return 0;
}
