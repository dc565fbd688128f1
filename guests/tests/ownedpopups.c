/* ShowOwnedPopups: an owner's popups hidden (WM_SHOWWINDOW SW_PARENTCLOSING, DefWindowProc
   hides them) and shown again (SW_PARENTOPENING) — only those it hid, not one hidden by
   ShowWindow; a popup whose procedure skips DefWindowProc stays as it is. */
#include <windows.h>
#include <stdio.h>

static HWND owner, pa, pb, pc;

static const char *name(HWND h)
{
    return h == pa ? "a" : h == pb ? "b" : h == pc ? "c" : "?";
}

static LRESULT CALLBACK popup_proc(HWND h, UINT m, WPARAM w, LPARAM l)
{
    if (m == WM_SHOWWINDOW) {
        printf("%s: WM_SHOWWINDOW %d %ld\n", name(h), (int)w, (long)l);
        if (h == pc && l)
            return 0;             /* c keeps its state: DefWindowProc does the work */
    }
    return DefWindowProcA(h, m, w, l);
}

static void state(const char *when)
{
    printf("%s: a=%d b=%d c=%d\n", when, IsWindowVisible(pa) != 0, IsWindowVisible(pb) != 0,
           IsWindowVisible(pc) != 0);
}

int main(void)
{
    WNDCLASSA wc = {0};
    wc.lpfnWndProc = popup_proc;
    wc.hInstance = GetModuleHandleA(NULL);
    wc.lpszClassName = "OwnedPopupsTest";
    RegisterClassA(&wc);
    owner = CreateWindowA("OwnedPopupsTest", "owner", WS_OVERLAPPEDWINDOW | WS_VISIBLE,
                          10, 10, 300, 200, NULL, NULL, wc.hInstance, NULL);
    pa = CreateWindowA("OwnedPopupsTest", "a", WS_POPUP | WS_VISIBLE | WS_BORDER,
                       40, 40, 80, 60, owner, NULL, wc.hInstance, NULL);
    pb = CreateWindowA("OwnedPopupsTest", "b", WS_POPUP | WS_BORDER,
                       140, 40, 80, 60, owner, NULL, wc.hInstance, NULL);
    pc = CreateWindowA("OwnedPopupsTest", "c", WS_POPUP | WS_VISIBLE | WS_BORDER,
                       40, 120, 80, 60, owner, NULL, wc.hInstance, NULL);
    state("start");
    printf("hide=%d\n", ShowOwnedPopups(owner, FALSE));
    state("hidden");
    printf("show=%d\n", ShowOwnedPopups(owner, TRUE));
    state("shown");
    printf("again=%d\n", ShowOwnedPopups(owner, TRUE));
    state("again");
    printf("not a window=%d\n", ShowOwnedPopups((HWND)0x1234, TRUE));
    DestroyWindow(owner);
    return 0;
}
