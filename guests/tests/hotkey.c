/* RegisterHotKey / UnregisterHotKey: a registered key with its modifiers posts WM_HOTKEY
 * (to the window, or to the thread for NULL) in place of its key-down; the key-up still
 * arrives; registering a taken combination or releasing an unknown id fails. AutoHotkey's
 * Hotkey command registers this way. Prints lines compared with Wine 8's in
 * test/win32/user/test_hotkey.py. */
#include <windows.h>
#include <stdio.h>

static void key(int vk, int up)
{
    keybd_event(vk, 0, up ? KEYEVENTF_KEYUP : 0, 0);
}

static void pump(const char *what)
{
    MSG m;
    int downs = 0, ups = 0;
    while (PeekMessageA(&m, NULL, 0, 0, PM_REMOVE)) {
        if (m.message == WM_HOTKEY)
            printf("%s: WM_HOTKEY hwnd %d id %d mods %#x vk %#x\n", what, m.hwnd != NULL,
                   (int)m.wParam, LOWORD(m.lParam), HIWORD(m.lParam));
        else if (m.message == WM_KEYDOWN || m.message == WM_SYSKEYDOWN)
            downs++;
        else if (m.message == WM_KEYUP || m.message == WM_SYSKEYUP)
            ups++;
        DispatchMessageA(&m);
    }
    printf("%s: %d key-downs, %d key-ups\n", what, downs, ups);
}

int main(void)
{
    HWND top = CreateWindowA("STATIC", "hk", WS_OVERLAPPEDWINDOW | WS_VISIBLE, 0, 0, 200, 100,
                             NULL, NULL, NULL, NULL);
    BOOL ok;

    SetForegroundWindow(top);
    SetFocus(top);
    pump("start");
    ok = RegisterHotKey(top, 7, MOD_CONTROL | MOD_ALT, 'K');
    printf("register -> %d\n", ok);
    SetLastError(0);
    ok = RegisterHotKey(top, 8, MOD_CONTROL | MOD_ALT, 'K');
    printf("again -> %d error %lu\n", ok, GetLastError());
    ok = RegisterHotKey(NULL, 9, MOD_SHIFT, VK_F5);
    printf("thread hot key -> %d\n", ok);

    key(VK_CONTROL, 0); key(VK_MENU, 0); key('K', 0); key('K', 1); key(VK_MENU, 1);
    key(VK_CONTROL, 1);
    pump("ctrl+alt+k");
    key(VK_CONTROL, 0); key('K', 0); key('K', 1); key(VK_CONTROL, 1);
    pump("ctrl+k");
    key(VK_SHIFT, 0); key(VK_F5, 0); key(VK_F5, 1); key(VK_SHIFT, 1);
    pump("shift+f5");

    printf("unregister -> %d\n", UnregisterHotKey(top, 7));
    SetLastError(0);
    ok = UnregisterHotKey(top, 7);
    printf("unregister again -> %d error %lu\n", ok, GetLastError());
    printf("unregister thread's -> %d\n", UnregisterHotKey(NULL, 9));
    key(VK_CONTROL, 0); key(VK_MENU, 0); key('K', 0); key('K', 1); key(VK_MENU, 1);
    key(VK_CONTROL, 1);
    pump("after");
    DestroyWindow(top);
    printf("done\n");
    return 0;
}
