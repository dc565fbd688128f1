/* The pointer and the program's own mouse moves under WH_MOUSE_LL hooks: what a hook
 * reads with GetCursorPos (the position from before the move), a hook's SetCursorPos
 * (it lasts until the chain is done: the move goes where it was going), where the
 * pointer is when mouse_event returns; and ClipCursor's rectangles, an empty one
 * holding the pointer by the side it comes from. Issue 23 (user32 input.c
 * test_mouse_ll_hook). */
#include <windows.h>
#include <stdio.h>

static POINT before;            /* the pointer before the move */
static int in_hook1, in_hook2;

static LRESULT CALLBACK hook1(int code, WPARAM wp, LPARAM lp)
{
    MSLLHOOKSTRUCT *h = (MSLLHOOKSTRUCT *)lp;
    POINT pt, pt2;
    if (code == HC_ACTION && wp == WM_MOUSEMOVE) {
        GetCursorPos(&pt);
        SetCursorPos(pt.x + 3, pt.y + 3);
        GetCursorPos(&pt2);
        printf("  hook1: to (%ld,%ld), pointer (%ld,%ld), after SetCursorPos (%ld,%ld)\n",
               h->pt.x - before.x, h->pt.y - before.y, pt.x - before.x, pt.y - before.y,
               pt2.x - before.x, pt2.y - before.y);
        in_hook1++;
    }
    return CallNextHookEx(0, code, wp, lp);
}

static LRESULT CALLBACK hook2(int code, WPARAM wp, LPARAM lp)
{
    POINT pt;
    if (code == HC_ACTION && wp == WM_MOUSEMOVE) {
        GetCursorPos(&pt);
        printf("  hook2: pointer (%ld,%ld)\n", pt.x - before.x, pt.y - before.y);
        in_hook2++;
    }
    return CallNextHookEx(0, code, wp, lp);
}

static void move(int dx, int dy)
{
    POINT pt;
    GetCursorPos(&before);
    mouse_event(MOUSEEVENTF_MOVE, dx, dy, 0, 0);
    GetCursorPos(&pt);
    printf("mouse_event(%d,%d): pointer moved by (%ld,%ld)\n", dx, dy,
           pt.x - before.x, pt.y - before.y);
}

static void at(const char *what)
{
    POINT pt;
    GetCursorPos(&pt);
    printf("%s: (%ld,%ld)\n", what, pt.x, pt.y);
}

int main(void)
{
    HHOOK h1, h2;
    RECT rc;
    MSG msg;
    HWND hwnd = CreateWindowA("static", "Title", WS_OVERLAPPEDWINDOW | WS_VISIBLE,
                              10, 10, 200, 200, NULL, NULL, NULL, NULL);

    SetCursorPos(100, 100);
    h2 = SetWindowsHookExA(WH_MOUSE_LL, hook2, GetModuleHandleA(NULL), 0);
    h1 = SetWindowsHookExA(WH_MOUSE_LL, hook1, GetModuleHandleA(NULL), 0);
    move(-3, 0);
    move(3, 0);
    move(0, -3);
    move(0, 3);
    UnhookWindowsHookEx(h1);
    move(5, 5);
    UnhookWindowsHookEx(h2);
    while (PeekMessageA(&msg, 0, 0, 0, PM_REMOVE))
        DispatchMessageA(&msg);

    SetRect(&rc, 50, 50, 151, 151);
    ClipCursor(&rc);
    SetCursorPos(40, 40);
    at("clip 50,50,151,151, SetCursorPos(40,40)");
    SetCursorPos(160, 160);
    at("SetCursorPos(160,160)");
    mouse_event(MOUSEEVENTF_MOVE, 3, 3, 0, 0);
    at("mouse_event(3,3)");
    ClipCursor(NULL);

    SetRect(&rc, 150, 150, 150, 150);
    ClipCursor(&rc);
    SetCursorPos(140, 140);
    at("clip 150,150,150,150, SetCursorPos(140,140)");
    SetCursorPos(160, 160);
    at("SetCursorPos(160,160)");
    mouse_event(MOUSEEVENTF_MOVE, -3, -3, 0, 0);
    at("mouse_event(-3,-3)");
    mouse_event(MOUSEEVENTF_MOVE, 3, 3, 0, 0);
    at("mouse_event(3,3)");
    ClipCursor(NULL);
    SetCursorPos(160, 160);
    ClipCursor(&rc);
    at("from (160,160), ClipCursor(150,150,150,150)");
    ClipCursor(NULL);
    SetCursorPos(140, 140);
    ClipCursor(&rc);
    at("from (140,140), ClipCursor(150,150,150,150)");
    ClipCursor(NULL);

    printf("hook calls: %d %d\n", in_hook1, in_hook2);
    DestroyWindow(hwnd);
    return 0;
}
