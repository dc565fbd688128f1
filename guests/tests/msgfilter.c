/* WH_MSGFILTER in USER's modal loops: a menu's (MSGF_MENU) and MessageBox's
   (MSGF_MESSAGEBOX). The hook logs what it sees; it drops a posted WM_CHAR that would
   pick a menu item (a non-zero answer) and ends the menu with WM_CANCELMODE to the
   owner (DefWindowProc's EndMenu); it closes the message box with IDOK. The old
   SetWindowsHookA / UnhookWindowsHook install and remove the second hook. */
#include <windows.h>
#include <stdio.h>

static HWND owner;
static int drops;

static LRESULT CALLBACK filter(int code, WPARAM w, LPARAM l)
{
    MSG *m = (MSG *)l;
    if (m->message == WM_CHAR || m->message >= WM_USER) {
        printf("filter code %d msg %#x wparam %#lx\n", code, m->message, (long)m->wParam);
        if (m->message == WM_CHAR && code == MSGF_MENU) {
            drops++;
            return 1;                   /* dropped: the menu never sees it */
        }
        if (m->message == WM_USER + 1 && code == MSGF_MENU)
            SendMessageA(owner, WM_CANCELMODE, 0, 0);
        if (m->message == WM_USER + 2) {
            HWND box = FindWindowA(NULL, "filtered");
            printf("box found %d\n", box != NULL);
            PostMessageA(box, WM_COMMAND, IDOK, 0);
        }
    }
    return CallNextHookEx(NULL, code, w, l);
}

int main(void)
{
    HMENU menu;
    HHOOK hook;
    int r;

    owner = CreateWindowExA(0, "STATIC", "owner", WS_OVERLAPPEDWINDOW | WS_VISIBLE, 0, 0, 300,
                            200, NULL, NULL, NULL, NULL);
    menu = CreatePopupMenu();
    AppendMenuA(menu, MF_STRING, 98, "&Open");
    AppendMenuA(menu, MF_STRING, 99, "E&xit");

    hook = SetWindowsHookExA(WH_MSGFILTER, filter, NULL, GetCurrentThreadId());
    printf("hook %s\n", hook ? "set" : "refused");
    PostMessageA(owner, WM_CHAR, 'x', 0);
    PostMessageA(owner, WM_USER + 1, 7, 0);
    r = TrackPopupMenu(menu, TPM_RETURNCMD, 20, 20, 0, owner, NULL);
    printf("TrackPopupMenu -> %d, dropped %d\n", r, drops);
    printf("unhook %d\n", UnhookWindowsHookEx(hook));

    hook = SetWindowsHookA(WH_MSGFILTER, filter);
    printf("old-style hook %s\n", hook ? "set" : "refused");
    PostMessageA(NULL, WM_USER + 2, 9, 0);
    r = MessageBoxA(owner, "text", "filtered", MB_OKCANCEL);
    printf("MessageBox -> %d\n", r);
    printf("UnhookWindowsHook %d, again %d\n", UnhookWindowsHook(WH_MSGFILTER, filter),
           UnhookWindowsHook(WH_MSGFILTER, filter));
    DestroyWindow(owner);
    printf("done\n");
    return 0;
}
