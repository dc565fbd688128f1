/* Message boxes are centred on the screen, wherever their owner is (issue 23, "Programs
 * in the wild built from source (session 37)", docs/runtimes.md): theForger's menu_two
 * shows "Could not load large icon!" with its window as the owner, and wineagent put
 * the box over the owner, at the top left of the screen, where Windows and Wine centre
 * it in the work area. For an owner at each corner, no owner, and a child window as the
 * owner, a timer finds the box (class #32770) while MessageBox runs its modal loop,
 * prints where its centre is against the work area's centre (within a pixel: the box's
 * size is each system's own) and whether it is owned by the top-level window, then
 * closes it. */
#include <windows.h>
#include <stdio.h>

static HWND owner_expected;

static void CALLBACK find_box(HWND h, UINT m, UINT_PTR id, DWORD t)
{
    HWND box = FindWindowA("#32770", "where");
    RECT r, work;
    int dx, dy;
    KillTimer(h, id);
    if (!box) {
        printf("  no box\n");
        return;
    }
    GetWindowRect(box, &r);
    SystemParametersInfoA(SPI_GETWORKAREA, 0, &work, 0);
    dx = (r.left + r.right) / 2 - (work.left + work.right) / 2;
    dy = (r.top + r.bottom) / 2 - (work.top + work.bottom) / 2;
    printf("  centred: %s, owner %s\n", (dx >= -1 && dx <= 1 && dy >= -1 && dy <= 1) ? "yes" : "no",
           GetWindow(box, GW_OWNER) == owner_expected ? "as expected" : "other");
    PostMessageA(box, WM_COMMAND, IDOK, 0);
}

static void show(const char *what, HWND timer_window, HWND owner, HWND top)
{
    int r;
    printf("%s\n", what);
    owner_expected = top;
    SetTimer(timer_window, 1, 50, find_box);
    r = MessageBoxA(owner, "Where am I?", "where", MB_OK);
    printf("  result %d\n", r);
}

int main(void)
{
    HWND w, child;
    w = CreateWindowExA(0, "STATIC", "owner", WS_OVERLAPPEDWINDOW | WS_VISIBLE,
                        0, 0, 200, 120, NULL, NULL, NULL, NULL);
    show("owner at the top left", w, w, w);
    SetWindowPos(w, NULL, 430, 350, 200, 120, SWP_NOZORDER);
    show("owner at the bottom right", w, w, w);
    child = CreateWindowExA(0, "BUTTON", "child", WS_CHILD | WS_VISIBLE,
                            10, 10, 80, 30, w, NULL, NULL, NULL);
    show("a child as the owner", w, child, w);
    show("no owner", w, NULL, NULL);
    DestroyWindow(w);
    printf("done\n");
    return 0;
}
