/* WH_KEYBOARD and WH_MOUSE hooks: called as GetMessage/PeekMessage retrieves hardware
   input (HC_ACTION when removed, HC_NOREMOVE when only peeked); a non-zero answer drops
   the message (then WH_CBT's HCBT_KEYSKIPPED / HCBT_CLICKSKIPPED). Win32++'s frames hook
   the keyboard to show Caps/Num/Scroll Lock in their status bars (issue 23, "Programs in
   the wild": Win32++'s Scribble sample). Input comes from keybd_event and mouse_event,
   so the same exe runs unattended under Wine. Prints a line per event. */
#include <windows.h>
#include <stdio.h>

static HWND main_wnd;
static HHOOK kbd, mouse, cbt;

static LRESULT CALLBACK kbd_proc(int code, WPARAM wp, LPARAM lp)
{
    printf("  keyboard hook: code %d vk %02x down %d state %d\n", code, (unsigned)wp,
           (lp & 0x80000000) == 0, (GetKeyState((int)wp) & 0x8000) != 0);
    if (code == HC_ACTION && wp == 'B')
        return 1;                       /* drop B */
    return CallNextHookEx(kbd, code, wp, lp);
}

static LRESULT CALLBACK mouse_proc(int code, WPARAM wp, LPARAM lp)
{
    MOUSEHOOKSTRUCT *m = (MOUSEHOOKSTRUCT *)lp;
    if (wp != WM_MOUSEMOVE && wp != WM_NCMOUSEMOVE) {
        POINT pt = {0, 0};
        ClientToScreen(main_wnd, &pt);
        printf("  mouse hook: code %d msg %04x at client %ld,%ld hwnd %s hit %u extra %lu\n",
               code, (unsigned)wp, m->pt.x - pt.x, m->pt.y - pt.y,
               m->hwnd == main_wnd ? "main" : "other", m->wHitTestCode,
               (unsigned long)m->dwExtraInfo);
    }
    if (code == HC_ACTION && wp == WM_RBUTTONDOWN)
        return 1;                       /* drop the right button's press */
    return CallNextHookEx(mouse, code, wp, lp);
}

static LRESULT CALLBACK cbt_proc(int code, WPARAM wp, LPARAM lp)
{
    if (code == HCBT_KEYSKIPPED)
        printf("  cbt: HCBT_KEYSKIPPED vk %02x\n", (unsigned)wp);
    if (code == HCBT_CLICKSKIPPED)
        printf("  cbt: HCBT_CLICKSKIPPED msg %04x\n", (unsigned)wp);
    return CallNextHookEx(cbt, code, wp, lp);
}

static void pump(const char *what)
{
    MSG m;
    printf("%s\n", what);
    if (PeekMessageA(&m, NULL, WM_KEYFIRST, WM_KEYLAST, PM_NOREMOVE))
        printf(" peeked %04x\n", m.message);
    while (PeekMessageA(&m, NULL, 0, 0, PM_REMOVE)) {
        if (m.message == WM_KEYDOWN || m.message == WM_KEYUP)
            printf(" retrieved %04x vk %02x\n", m.message, (unsigned)m.wParam);
        else if (m.message >= WM_LBUTTONDOWN && m.message <= WM_MBUTTONDBLCLK)
            printf(" retrieved %04x\n", m.message);
        DispatchMessageA(&m);
    }
}

int main(void)
{
    RECT rc;
    POINT pt = {40, 30};
    WNDCLASSA wc = {0};
    wc.lpfnWndProc = DefWindowProcA;
    wc.hInstance = GetModuleHandleA(NULL);
    wc.lpszClassName = "hooktest";
    wc.hCursor = LoadCursor(NULL, IDC_ARROW);
    RegisterClassA(&wc);
    main_wnd = CreateWindowExA(0, "hooktest", "hooks", WS_POPUP | WS_VISIBLE, 100, 100, 200,
                               150, NULL, NULL, wc.hInstance, NULL);
    SetForegroundWindow(main_wnd);
    SetFocus(main_wnd);
    UpdateWindow(main_wnd);
    pump("start");
    GetWindowRect(main_wnd, &rc);
    kbd = SetWindowsHookExA(WH_KEYBOARD, kbd_proc, NULL, GetCurrentThreadId());
    mouse = SetWindowsHookExA(WH_MOUSE, mouse_proc, NULL, GetCurrentThreadId());
    cbt = SetWindowsHookExA(WH_CBT, cbt_proc, NULL, GetCurrentThreadId());
    printf("hooks: %d %d %d\n", kbd != NULL, mouse != NULL, cbt != NULL);

    keybd_event('A', 0x1e, 0, 0);
    keybd_event('A', 0x1e, KEYEVENTF_KEYUP, 0);
    pump("typed A");
    keybd_event('B', 0x30, 0, 0);
    keybd_event('B', 0x30, KEYEVENTF_KEYUP, 0);
    pump("typed B");

    ClientToScreen(main_wnd, &pt);
    SetCursorPos(pt.x, pt.y);
    pump("moved");
    mouse_event(MOUSEEVENTF_LEFTDOWN, 0, 0, 0, 0);
    mouse_event(MOUSEEVENTF_LEFTUP, 0, 0, 0, 0);
    pump("left click");
    mouse_event(MOUSEEVENTF_RIGHTDOWN, 0, 0, 0, 0);
    mouse_event(MOUSEEVENTF_RIGHTUP, 0, 0, 0, 0);
    pump("right click");

    printf("unhook: %d %d %d\n", UnhookWindowsHookEx(kbd), UnhookWindowsHookEx(mouse),
           UnhookWindowsHookEx(cbt));
    keybd_event('B', 0x30, 0, 0);
    keybd_event('B', 0x30, KEYEVENTF_KEYUP, 0);
    pump("typed B unhooked");
    DestroyWindow(main_wnd);
    printf("done\n");
    return 0;
}
