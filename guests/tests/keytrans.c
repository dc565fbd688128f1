/* TranslateMessage of keys the program types itself (keybd_event): the WM_CHAR it
 * posts follows the key state at translation (Shift, Caps Lock), none without
 * TranslateMessage, and IsDialogMessage translates what it does not handle; and
 * GetGUIThreadInfo's active, focus and caret windows.
 * AutoHotkey's Send types through keybd_event and its GUI loop's IsDialogMessage.
 * Prints lines compared with Wine 8's in test/win32/user/test_keytrans.py. */
#include <windows.h>
#include <stdio.h>

static HWND edit;
static int chars;

static LRESULT CALLBACK proc(HWND h, UINT m, WPARAM w, LPARAM l)
{
    return DefWindowProcA(h, m, w, l);
}

static void key(int vk, int up)
{
    keybd_event(vk, 0, up ? KEYEVENTF_KEYUP : 0, 0);
}

static void tap(int vk)
{
    key(vk, 0);
    key(vk, 1);
}

/* how: 0 dispatch only, 1 TranslateMessage + dispatch, 2 IsDialogMessage */
static void pump(HWND top, int how)
{
    MSG m;
    chars = 0;
    while (PeekMessageA(&m, NULL, 0, 0, PM_REMOVE)) {
        if (m.message == WM_CHAR)
            chars++;
        if (how == 2 && IsDialogMessageA(top, &m))
            continue;
        if (how == 1)
            TranslateMessage(&m);
        DispatchMessageA(&m);
    }
}

static void show(const char *what)
{
    char buf[64];
    GetWindowTextA(edit, buf, sizeof(buf));
    printf("%s: '%s' chars=%d\n", what, buf, chars);
}

int main(void)
{
    WNDCLASSA wc = {0};
    HWND top;

    wc.lpfnWndProc = proc;
    wc.lpszClassName = "keytrans";
    RegisterClassA(&wc);
    top = CreateWindowA("keytrans", "keys", WS_OVERLAPPEDWINDOW | WS_VISIBLE, 0, 0, 300, 200,
                        NULL, NULL, NULL, NULL);
    edit = CreateWindowA("EDIT", "", WS_CHILD | WS_VISIBLE | WS_BORDER, 10, 10, 200, 24, top,
                         (HMENU)1, NULL, NULL);
    SetForegroundWindow(top);
    SetFocus(edit);
    pump(top, 1);
    {
        GUITHREADINFO gti;
        BOOL ok;
        memset(&gti, 0, sizeof(gti));
        gti.cbSize = sizeof(gti);
        ok = GetGUIThreadInfo(0, &gti);
        /* (the caret fields are left out: our EDIT draws its own caret, Windows' makes
         * the system caret, which GetGUIThreadInfo reports) */
        printf("GetGUIThreadInfo -> %d flags %#lx active %d focus %d capture %d"
               " menu %d move %d\n", ok, gti.flags & ~GUI_CARETBLINKING, gti.hwndActive == top,
               gti.hwndFocus == edit, gti.hwndCapture != NULL,
               gti.hwndMenuOwner != NULL, gti.hwndMoveSize != NULL);
        ok = GetGUIThreadInfo(GetCurrentThreadId(), &gti);
        printf("this thread -> %d focus %d\n", ok, gti.hwndFocus == edit);
        gti.cbSize = 8;
        SetLastError(0);
        ok = GetGUIThreadInfo(0, &gti);
        printf("cbSize 8 -> %d error %lu\n", ok, GetLastError());
    }

    key(VK_SHIFT, 0);
    tap('H');
    key(VK_SHIFT, 1);
    tap('I');
    tap(VK_SPACE);
    pump(top, 1);
    show("translated");

    tap('X');
    pump(top, 0);
    show("not translated");

    tap('Z');
    tap('9');
    pump(top, 2);
    show("IsDialogMessage");

    tap(VK_CAPITAL);
    tap('Q');
    tap(VK_CAPITAL);
    tap('Q');
    pump(top, 1);
    show("caps lock");

    tap(VK_BACK);
    pump(top, 1);
    show("backspace");
    printf("translate of a key-up: %d\n", TranslateMessage(&(MSG){top, WM_KEYUP, 'A', 0}));
    printf("translate of WM_CHAR: %d\n", TranslateMessage(&(MSG){top, WM_CHAR, 'A', 0}));
    DestroyWindow(top);
    printf("done\n");
    return 0;
}
