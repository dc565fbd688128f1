/* Windows made with the desktop as their parent, and the desktop itself (docs/user.md,
   "win.c's families, session 36"): a WS_CHILD window whose parent is the desktop is a
   top-level window, its relations (GetAncestor, GWLP_HWNDPARENT, GetParent, GW_OWNER)
   as Windows answers them while its style changes; the desktop's style cannot be set.
   One line per check. */
#include <windows.h>
#include <stdio.h>

static void relations(const char *what, HWND h, HWND desktop)
{
    HWND pa = GetAncestor(h, GA_PARENT), hp = (HWND)GetWindowLongPtrA(h, GWLP_HWNDPARENT);
    HWND gp = GetParent(h), ow = GetWindow(h, GW_OWNER);
    HWND root = GetAncestor(h, GA_ROOT), ro = GetAncestor(h, GA_ROOTOWNER);
#define NAME(x) ((x) == 0 ? "0" : (x) == desktop ? "desktop" : (x) == h ? "self" : "other")
    printf("%s: GA_PARENT=%s HWNDPARENT=%s GetParent=%s GW_OWNER=%s GA_ROOT=%s GA_ROOTOWNER=%s\n",
           what, NAME(pa), NAME(hp), NAME(gp), NAME(ow), NAME(root), NAME(ro));
#undef NAME
}

int main(void)
{
    HWND desktop = GetDesktopWindow(), h, top;
    LONG style;
    WNDCLASSA wc = {0};
    RECT r;

    setvbuf(stdout, NULL, _IONBF, 0);
    wc.lpfnWndProc = DefWindowProcA;
    wc.hInstance = GetModuleHandleA(NULL);
    wc.lpszClassName = "u32desk";
    RegisterClassA(&wc);

    style = GetWindowLongA(desktop, GWL_STYLE);
    {
        LONG a = SetWindowLongA(desktop, GWL_STYLE, WS_POPUP);
        LONG b = SetWindowLongA(desktop, GWL_STYLE, 0);
        printf("desktop: SetWindowLong(GWL_STYLE)=%ld,%ld unchanged=%d\n", a, b,
               GetWindowLongA(desktop, GWL_STYLE) == style);
    }

    h = CreateWindowExA(0, "u32desk", "c", WS_CHILD, 10, 20, 100, 100, desktop, 0, 0, NULL);
    printf("WS_CHILD of the desktop: made=%d IsChild(desktop)=%d\n", h != 0, IsChild(desktop, h));
    relations("child of desktop", h, desktop);
    GetWindowRect(h, &r);
    printf("child of desktop: rect %ld,%ld-%ld,%ld\n", r.left, r.top, r.right, r.bottom);
    SetWindowLongA(h, GWL_STYLE, WS_POPUP);
    relations("then WS_POPUP", h, desktop);
    SetWindowLongA(h, GWL_STYLE, 0);
    relations("then no style", h, desktop);
    DestroyWindow(h);

    h = CreateWindowExA(0, "u32desk", "c", WS_CHILD | WS_MAXIMIZE, 0, 0, 100, 100, desktop, 0, 0, NULL);
    printf("WS_CHILD | WS_MAXIMIZE of the desktop: made=%d\n", h != 0);
    DestroyWindow(h);
    h = CreateWindowExA(0, "u32desk", "c", WS_CHILD | WS_MINIMIZE, 0, 0, 100, 100, desktop, 0, 0, NULL);
    printf("WS_CHILD | WS_MINIMIZE of the desktop: made=%d\n", h != 0);
    DestroyWindow(h);

    top = CreateWindowExA(0, "u32desk", "t", WS_OVERLAPPEDWINDOW, 0, 0, 100, 100, 0, 0, 0, NULL);
    h = CreateWindowExA(0, "u32desk", "p", WS_POPUP, 0, 0, 100, 100, desktop, 0, 0, NULL);
    relations("popup owned by the desktop", h, desktop);
    DestroyWindow(h);
    h = CreateWindowExA(0, "u32desk", "p", WS_POPUP | WS_CHILD, 0, 0, 100, 100, 0, 0, 0, NULL);
    printf("WS_POPUP | WS_CHILD without a parent: made=%d\n", h != 0);
    relations("WS_POPUP | WS_CHILD", h, desktop);
    DestroyWindow(h);
    h = CreateWindowExA(0, "u32desk", "p", WS_POPUP | WS_CHILD, 0, 0, 100, 100, top, 0, 0, NULL);
    printf("WS_POPUP | WS_CHILD given a window: owner-is-it=%d GetParent-is-it=%d in-its-children=%d\n",
           GetWindow(h, GW_OWNER) == top, GetParent(h) == top, GetWindow(top, GW_CHILD) == h);
    DestroyWindow(h);
    relations("top-level", top, desktop);
    SetWindowLongA(top, GWL_STYLE, WS_CHILD);
    relations("top-level made WS_CHILD", top, desktop);
    {
        HWND a = CreateWindowExA(0, "u32desk", "a", WS_OVERLAPPEDWINDOW, 0, 0, 100, 100, 0, 0, 0, NULL);
        HWND b = CreateWindowExA(0, "u32desk", "b", WS_OVERLAPPEDWINDOW, 0, 0, 100, 100, 0, 0, 0, NULL);
        HWND c = CreateWindowExA(0, "u32desk", "c", WS_CHILD, 0, 0, 10, 10, a, 0, 0, NULL);
        HWND old = (HWND)SetWindowLongPtrA(c, GWLP_HWNDPARENT, (LONG_PTR)b);
        printf("GWLP_HWNDPARENT of a child: old-is-a=%d GetParent-is-b=%d\n", old == a,
               GetParent(c) == b);
        old = (HWND)SetWindowLongPtrA(top, GWLP_HWNDPARENT, (LONG_PTR)a);
        printf("GWLP_HWNDPARENT of a top-level: old=%d GW_OWNER-is-a=%d\n", old != 0,
               GetWindow(top, GW_OWNER) == a);
        old = (HWND)SetWindowLongPtrA(top, GWLP_HWNDPARENT, (LONG_PTR)top);
        printf("itself as owner: old=%d GW_OWNER-is-a=%d\n", old != 0, GetWindow(top, GW_OWNER) == a);
        old = (HWND)SetWindowLongPtrA(top, GWLP_HWNDPARENT, (LONG_PTR)c);
        printf("a child as owner: old-is-a=%d GW_OWNER-is-c=%d GA_ROOTOWNER-is-self=%d\n", old == a,
               GetWindow(top, GW_OWNER) == c, GetAncestor(top, GA_ROOTOWNER) == top);
        old = (HWND)SetWindowLongPtrA(top, GWLP_HWNDPARENT, 0);
        printf("no owner: old-is-c=%d GW_OWNER=%d\n", old == c, GetWindow(top, GW_OWNER) != 0);
        DestroyWindow(a);
        DestroyWindow(b);
    }
    {
        HMENU m = CreateMenu();
        DWORD err;
        SetLastError(0xdeadbeef);
        h = CreateWindowExA(0, "u32desk", "m", WS_POPUP, 0, 0, 10, 10, 0, (HMENU)1, 0, NULL);
        err = GetLastError();
        printf("popup with menu 1: made=%d err=%lu\n", h != 0, err);
        h = CreateWindowExA(0, "u32desk", "m", WS_POPUP | WS_CHILD, 0, 0, 10, 10, top, m, 0, NULL);
        printf("WS_POPUP | WS_CHILD with a menu: GetMenu-is-it=%d\n", GetMenu(h) == m);
        DestroyWindow(h);
        SetLastError(0xdeadbeef);
        printf("menu after DestroyWindow: IsMenu=%d", IsMenu(m));
        printf(" err=%lu\n", GetLastError());
    }
    DestroyWindow(top);
    printf("done\n");
    return 0;
}
