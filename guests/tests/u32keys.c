/* SendInput's checks and the key messages it makes (issue 23, user32's input.c): a size
 * other than sizeof(INPUT) or no event is ERROR_INVALID_PARAMETER, events at NULL
 * ERROR_NOACCESS, any INPUT_HARDWARE event fails the call with ERROR_CALL_NOT_IMPLEMENTED
 * (nothing inserted), an unknown type is counted and does nothing; keys pressed with Alt
 * held (not with Ctrl) are WM_SYSKEYDOWN / WM_SYSKEYUP with the context bit (29), Alt's
 * own release is WM_SYSKEYUP only after an Alt tap; Shift, Ctrl and Alt named by side
 * (VK_LSHIFT ... VK_RMENU) arrive as the generic key, the side in GetKeyState. One line per
 * batch of messages the window's queue holds. The expected lines in test/win32/user/test_u32keys.py are what this exe
 * prints under Wine 8 (32- and 64-bit). */
#include <windows.h>
#include <stdio.h>

static HWND win;

static void drain(const char *what)
{
    MSG m;
    printf("%s:", what);
    while (PeekMessageA(&m, win, WM_KEYFIRST, WM_KEYLAST, PM_REMOVE))
        printf(" %s/%02x/%08lx", m.message == WM_KEYDOWN ? "KD" : m.message == WM_KEYUP ? "KU" :
               m.message == WM_SYSKEYDOWN ? "SKD" : m.message == WM_SYSKEYUP ? "SKU" : "other",
               (unsigned)m.wParam, (unsigned long)m.lParam);
    printf("\n");
}

static void keys(const char *what, const WORD *vks, const DWORD *ups, int n)
{
    INPUT in[8];
    int i;
    memset(in, 0, sizeof(in));
    for (i = 0; i < n; i++)
    {
        in[i].type = INPUT_KEYBOARD;
        in[i].ki.wVk = vks[i];
        in[i].ki.wScan = MapVirtualKeyA(vks[i], 0);
        in[i].ki.dwFlags = ups[i] ? KEYEVENTF_KEYUP : 0;
    }
    SendInput(n, in, sizeof(INPUT));
    drain(what);
}

/* one event of a sided or generic modifier, then its messages and the key states */
static void sided(WORD vk, DWORD flags)
{
    INPUT in;
    MSG m;
    memset(&in, 0, sizeof(in));
    in.type = INPUT_KEYBOARD;
    in.ki.wVk = vk;
    in.ki.dwFlags = flags;
    SendInput(1, &in, sizeof(INPUT));
    printf("%02x%s%s:", vk, flags & KEYEVENTF_EXTENDEDKEY ? " ext" : "",
           flags & KEYEVENTF_KEYUP ? " up" : "");
    while (PeekMessageA(&m, win, WM_KEYFIRST, WM_KEYLAST, PM_REMOVE))
        printf(" %04x/%02x/%04x", m.message, (unsigned)m.wParam,
               (unsigned)(HIWORD(m.lParam) & (KF_UP | KF_EXTENDED | KF_ALTDOWN)));
    printf(" state shift %x/%x/%x ctrl %x/%x/%x alt %x/%x/%x\n",
           GetKeyState(VK_SHIFT) & 0x80, GetKeyState(VK_LSHIFT) & 0x80,
           GetKeyState(VK_RSHIFT) & 0x80, GetKeyState(VK_CONTROL) & 0x80,
           GetKeyState(VK_LCONTROL) & 0x80, GetKeyState(VK_RCONTROL) & 0x80,
           GetKeyState(VK_MENU) & 0x80, GetKeyState(VK_LMENU) & 0x80,
           GetKeyState(VK_RMENU) & 0x80);
}

static void result(const char *what, UINT r)
{
    printf("%s: %u error %lu\n", what, r, r ? 0 : GetLastError());
}

int main(void)
{
    INPUT in[4];
    static const WORD alt_x[] = {VK_MENU, 'X', 'X', VK_MENU};
    static const DWORD alt_x_up[] = {0, 0, 1, 1};
    static const WORD alt_tap[] = {VK_MENU, VK_MENU};
    static const DWORD tap_up[] = {0, 1};
    static const WORD alt_x_alt_first[] = {VK_MENU, 'X', VK_MENU, 'X'};
    static const DWORD alt_first_up[] = {0, 0, 1, 1};
    static const WORD ctrl_alt_x[] = {VK_CONTROL, VK_MENU, 'X', 'X', VK_MENU, VK_CONTROL};
    static const DWORD ctrl_alt_x_up[] = {0, 0, 0, 1, 1, 1};
    static const WORD f10[] = {VK_F10, VK_F10};

    win = CreateWindowExA(0, "static", "keys", WS_OVERLAPPEDWINDOW | WS_VISIBLE, 0, 0, 200, 100,
                          NULL, NULL, NULL, NULL);
    SetForegroundWindow(win);
    SetFocus(win);
    drain("before");

    memset(in, 0, sizeof(in));
    SetLastError(0xdeadbeef);
    result("no events", SendInput(0, in, sizeof(INPUT)));
    SetLastError(0xdeadbeef);
    result("size + 1", SendInput(1, in, sizeof(INPUT) + 1));
    SetLastError(0xdeadbeef);
    result("NULL", SendInput(1, NULL, sizeof(INPUT)));
    in[0].type = INPUT_HARDWARE;
    in[1].type = INPUT_KEYBOARD;
    in[1].ki.wVk = 'A';
    SetLastError(0xdeadbeef);
    result("hardware", SendInput(2, in, sizeof(INPUT)));
    drain("after hardware");
    in[0].type = INPUT_HARDWARE + 1;
    in[1].type = INPUT_HARDWARE + 1;
    SetLastError(0xdeadbeef);
    result("unknown type", SendInput(2, in, sizeof(INPUT)));
    drain("after unknown");

    keys("alt x", alt_x, alt_x_up, 4);
    keys("alt tap", alt_tap, tap_up, 2);
    keys("alt released first", alt_x_alt_first, alt_first_up, 4);
    keys("ctrl alt x", ctrl_alt_x, ctrl_alt_x_up, 6);
    keys("f10", f10, tap_up, 2);

    /* Shift, Ctrl and Alt by side: the message names the generic key, the extended flag
       picks the right-hand Ctrl and Alt, and Shift is up once both Shift keys are */
    sided(VK_LMENU, 0);
    sided(VK_LMENU, KEYEVENTF_KEYUP);
    sided(VK_RCONTROL, 0);
    sided(VK_RCONTROL, KEYEVENTF_KEYUP);
    sided(VK_LCONTROL, KEYEVENTF_EXTENDEDKEY);
    sided(VK_LCONTROL, KEYEVENTF_EXTENDEDKEY | KEYEVENTF_KEYUP);
    sided(VK_MENU, KEYEVENTF_EXTENDEDKEY);
    sided(VK_MENU, KEYEVENTF_EXTENDEDKEY | KEYEVENTF_KEYUP);
    sided(VK_LSHIFT, 0);
    sided(VK_RSHIFT, KEYEVENTF_EXTENDEDKEY);
    sided(VK_RSHIFT, KEYEVENTF_EXTENDEDKEY | KEYEVENTF_KEYUP);
    sided(VK_LSHIFT, KEYEVENTF_KEYUP);
    DestroyWindow(win);
    return 0;
}
