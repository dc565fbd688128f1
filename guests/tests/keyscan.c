/* The scan code and extended bits of key messages' lParam (SDL2 reads its scancodes
   from there), and GetMessageExtraInfo / SetMessageExtraInfo: the extra information
   of the last message the thread retrieved (SDL2 tells a mouse message made from touch
   or a pen by it). Keys are typed with keybd_event: the messages carry the scan code it is given. */
#include <windows.h>
#include <stdio.h>

static void keys(HWND w, BYTE vk, BYTE scan, DWORD ext)
{
    MSG m;
    keybd_event(vk, scan, ext, 0);
    keybd_event(vk, scan, ext | KEYEVENTF_KEYUP, 0);
    while (PeekMessageA(&m, w, WM_KEYFIRST, WM_KEYLAST, PM_REMOVE)) {
        if (m.message == WM_KEYDOWN || m.message == WM_KEYUP)
            printf("%s vk=%#x scan=%#lx extended=%ld extra=%#lx\n",
                   m.message == WM_KEYDOWN ? "down" : "up", (unsigned)m.wParam,
                   (unsigned long)((m.lParam >> 16) & 0xFF), (long)((m.lParam >> 24) & 1),
                   (unsigned long)GetMessageExtraInfo());
    }
}

int main(void)
{
    MSG m;
    HWND w = CreateWindowA("STATIC", "keyscan", WS_POPUP | WS_VISIBLE, 0, 0, 50, 50, 0, 0, 0, 0);
    SetForegroundWindow(w);
    SetFocus(w);
    while (PeekMessageA(&m, 0, 0, 0, PM_REMOVE))
        DispatchMessageA(&m);
    printf("initial=%#lx\n", (unsigned long)GetMessageExtraInfo());
    printf("set(0x55) prev=%#lx\n", (unsigned long)SetMessageExtraInfo(0x55));
    printf("now=%#lx\n", (unsigned long)GetMessageExtraInfo());
    printf("set(0x66) prev=%#lx\n", (unsigned long)SetMessageExtraInfo(0x66));
    PostMessageA(w, WM_USER, 1, 2);
    PeekMessageA(&m, w, WM_USER, WM_USER, PM_NOREMOVE);
    printf("after peek (no remove) of a posted message=%#lx\n", (unsigned long)GetMessageExtraInfo());
    GetMessageA(&m, w, WM_USER, WM_USER);
    printf("after a posted message=%#lx\n", (unsigned long)GetMessageExtraInfo());
    SetMessageExtraInfo(0x77);
    keys(w, 'A', 0, 0);
    keys(w, 'A', 0x1e, 0);
    keys(w, '1', 2, 0);
    keys(w, VK_OEM_2, 0x35, 0);      /* / ? */
    keys(w, VK_ESCAPE, 1, 0);
    keys(w, VK_LEFT, 0x4b, KEYEVENTF_EXTENDEDKEY);
    keys(w, VK_DELETE, 0, KEYEVENTF_EXTENDEDKEY);
    keys(w, VK_F5, 0x3f, 0);
    DestroyWindow(w);
    return 0;
}
