/*
 * ug_keys.c - the keyboard state: GetKeyState follows the messages the thread has
 * retrieved, GetAsyncKeyState the keys as they are now, toggle bits (Caps Lock),
 * GetKeyboardState / SetKeyboardState. Keys are typed with keybd_event, so the same
 * exe runs unattended under Wine; printed as "name=value" lines.
 */
#include <windows.h>
#include <stdio.h>

static HWND main_wnd;

static void out(const char *fmt, ...)
{
    char buf[256];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    printf("%s\n", buf);
    fflush(stdout);
}

static unsigned ks(int vk) { return (USHORT)GetKeyState(vk); }
static unsigned as(int vk) { return (USHORT)GetAsyncKeyState(vk); }

/* Retrieve (PM_REMOVE) every key message queued now; returns how many. */
static int drain(void)
{
    MSG m;
    int n = 0;
    while (PeekMessageA(&m, NULL, WM_KEYFIRST, WM_KEYLAST, PM_REMOVE))
        n++;
    return n;
}

static void key(int vk, int up)
{
    keybd_event(vk, 0, up ? KEYEVENTF_KEYUP : 0, 0);
}

static void checks(void)
{
    BYTE st[256], st2[256];
    MSG m;
    int n, peeked;

    out("start shift=%04x caps=%04x", ks(VK_SHIFT), ks(VK_CAPITAL));
    key(VK_SHIFT, 0);
    out("queued shift=%04x async=%04x", ks(VK_SHIFT), as(VK_SHIFT) & 0x8000);
    peeked = PeekMessageA(&m, NULL, WM_KEYFIRST, WM_KEYLAST, PM_NOREMOVE);
    out("peeked=%d msg=%04x shift=%04x", peeked, m.message, ks(VK_SHIFT));
    n = drain();
    GetKeyboardState(st);
    out("taken=%d shift=%04x lshift=%04x bytes=%02x,%02x,%02x", n, ks(VK_SHIFT),
        ks(VK_LSHIFT), st[VK_SHIFT], st[VK_LSHIFT], st[VK_RSHIFT]);
    key(VK_SHIFT, 1);
    out("up.queued shift=%04x async=%04x", ks(VK_SHIFT), as(VK_SHIFT) & 0x8000);
    n = drain();
    out("up.taken=%d shift=%04x async=%04x,%04x", n, ks(VK_SHIFT), as(VK_SHIFT), as(VK_SHIFT));

    key(VK_CAPITAL, 0);
    key(VK_CAPITAL, 1);
    out("caps.queued caps=%04x", ks(VK_CAPITAL));
    n = drain();
    GetKeyboardState(st);
    out("caps.on=%d caps=%04x byte=%02x", n, ks(VK_CAPITAL), st[VK_CAPITAL]);
    key(VK_CAPITAL, 0);
    key(VK_CAPITAL, 1);
    n = drain();
    out("caps.off=%d caps=%04x", n, ks(VK_CAPITAL));
    key('A', 0);
    key('A', 1);
    n = drain();
    out("letter=%d a=%04x", n, ks('A'));
    key('A', 0);
    key('A', 1);
    n = drain();
    out("letter2=%d a=%04x", n, ks('A'));

    GetKeyboardState(st);
    st[VK_CONTROL] = 0x80;
    st[VK_F5] = 0x81;
    st[VK_NUMLOCK] = 0x01;
    st[VK_F6] = 0x7E;
    out("set=%d", SetKeyboardState(st));
    GetKeyboardState(st2);
    out("after.set ctrl=%04x f5=%04x num=%04x f6=%04x async.ctrl=%04x", ks(VK_CONTROL),
        ks(VK_F5), ks(VK_NUMLOCK), ks(VK_F6), as(VK_CONTROL));
    out("after.set bytes ctrl=%02x f5=%02x num=%02x f6=%02x", st2[VK_CONTROL], st2[VK_F5],
        st2[VK_NUMLOCK], st2[VK_F6]);
    memset(st, 0, sizeof st);
    SetKeyboardState(st);
    out("cleared ctrl=%04x caps=%04x", ks(VK_CONTROL), ks(VK_CAPITAL));
    out("range=%04x,%04x", ks(0), ks(300));
}

static LRESULT CALLBACK proc(HWND h, UINT msg, WPARAM wp, LPARAM lp)
{
    if (msg == WM_DESTROY) {
        PostQuitMessage(0);
        return 0;
    }
    return DefWindowProcA(h, msg, wp, lp);
}

int WINAPI WinMain(HINSTANCE inst, HINSTANCE prev, LPSTR cmd, int show)
{
    WNDCLASSA wc = {0};
    MSG m;
    wc.lpfnWndProc = proc;
    wc.hInstance = inst;
    wc.hbrBackground = (HBRUSH)(COLOR_WINDOW + 1);
    wc.lpszClassName = "ugkeys";
    RegisterClassA(&wc);
    main_wnd = CreateWindowA("ugkeys", "ugkeys", WS_OVERLAPPEDWINDOW | WS_VISIBLE,
                             10, 10, 300, 200, NULL, NULL, inst, NULL);
    SetForegroundWindow(main_wnd);
    SetFocus(main_wnd);
    while (PeekMessageA(&m, NULL, 0, 0, PM_REMOVE))
        DispatchMessageA(&m);
    checks();
    out("done");
    DestroyWindow(main_wnd);
    while (GetMessageA(&m, NULL, 0, 0))
        DispatchMessageA(&m);
    return 0;
}
