/* GetCurrentInputMessageSource: the device and origin of the input message a window
 * procedure handles — a key typed with keybd_event, a click made with SendInput (both
 * injected), a sent message and a posted one (none), a message sent from inside an input
 * message's procedure (none there, the input's again after), the WM_MOUSEMOVE of
 * SetCursorPos (the system's). Issue 23 (user32 input.c, test_input_message_source). */
#include <windows.h>
#include <stdio.h>


static HWND hwnd;

static void show(const char *where, UINT message)
{
    INPUT_MESSAGE_SOURCE src;
    BOOL r = GetCurrentInputMessageSource(&src);
    printf("%s %#x: %d device=%d origin=%d\n", where, message, r, (int)src.deviceType,
           (int)src.originId);
}

static LRESULT WINAPI proc(HWND h, UINT message, WPARAM wp, LPARAM lp)
{
    switch (message) {
    case WM_KEYDOWN: case WM_KEYUP: case WM_CHAR:
    case WM_LBUTTONDOWN: case WM_LBUTTONUP: case WM_MOUSEMOVE:
        show("in", message);
        if (message == WM_KEYDOWN || message == WM_LBUTTONDOWN) {
            SendMessageA(h, WM_USER + 1, 0, 0);
            show("after a send, in", message);
        }
        break;
    case WM_USER: case WM_USER + 1:
        show("in", message);
        break;
    }
    return DefWindowProcA(h, message, wp, lp);
}

static void pump(void)
{
    MSG msg;
    while (PeekMessageA(&msg, hwnd, 0, 0, PM_REMOVE)) {
        TranslateMessage(&msg);
        DispatchMessageA(&msg);
    }
}

int main(void)
{
    WNDCLASSA cls = {0};
    INPUT in[2];
    RECT rc;
    POINT c;

    cls.lpfnWndProc = proc;
    cls.hInstance = GetModuleHandleA(NULL);
    cls.hCursor = LoadCursorA(NULL, (LPCSTR)IDC_ARROW);
    cls.lpszClassName = "msgsource";
    RegisterClassA(&cls);
    hwnd = CreateWindowA("msgsource", "msgsource", WS_POPUP | WS_VISIBLE, 0, 0, 100, 100,
                         NULL, NULL, NULL, NULL);
    SetForegroundWindow(hwnd);
    SetFocus(hwnd);
    pump();
    show("at start", 0);
    SendMessageA(hwnd, WM_KEYDOWN, 'A', 0);

    keybd_event('A', 0, 0, 0);
    keybd_event('A', 0, KEYEVENTF_KEYUP, 0);
    pump();
    show("after the keys", 0);
    SendMessageA(hwnd, WM_USER, 0, 0);
    PostMessageA(hwnd, WM_USER, 0, 0);
    pump();
    show("after a posted message", 0);

    GetWindowRect(hwnd, &rc);
    c.x = (rc.left + rc.right) / 2;
    c.y = (rc.top + rc.bottom) / 2;
    SetCursorPos(c.x, c.y);
    pump();
    memset(in, 0, sizeof(in));
    in[0].type = in[1].type = INPUT_MOUSE;
    in[0].mi.dwFlags = MOUSEEVENTF_LEFTDOWN;
    in[1].mi.dwFlags = MOUSEEVENTF_LEFTUP;
    SendInput(2, in, sizeof(INPUT));
    pump();
    SetCursorPos(c.x + 5, c.y + 5);
    pump();
    DestroyWindow(hwnd);
    return 0;
}
