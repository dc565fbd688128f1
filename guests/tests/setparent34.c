/* SetParent of windows without WS_CHILD (issue 23, Wine 8's user32 sysparams.c
 * test_dpi_window; docs/compat.md "Session 34"): a top-level window put inside another
 * keeps its style (caption, frame, no WS_CHILD), its position numbers become its new
 * parent's client coordinates, GetParent still answers by the style (a pop-up's owner,
 * NULL for an overlapped window), IsChild says no, GetAncestor answers the new parent;
 * SetParent(hwnd, NULL) gives it back to the desktop, HWND_MESSAGE to the message
 * windows' root; the window is hidden, moved and shown again (the messages it hears);
 * the errors. Then the DPI awareness a child takes from its parent, and the thread's
 * awareness while a window's procedure runs.
 *
 * Relative values only (window positions as offsets from the parent's client origin),
 * so the lines are the same under Wine 8 and wineagent, at both widths.
 */
#define _WIN32_WINNT 0x0605
#include <windows.h>
#include <stdio.h>

static char log_buf[512];
static int logging;

static void note(const char *s)
{
    if (logging && strlen(log_buf) + strlen(s) + 2 < sizeof(log_buf)) {
        if (log_buf[0]) strcat(log_buf, " ");
        strcat(log_buf, s);
    }
}

typedef DPI_AWARENESS_CONTEXT (WINAPI *set_ctx_fn)(DPI_AWARENESS_CONTEXT);
typedef DPI_AWARENESS_CONTEXT (WINAPI *get_ctx_fn)(void);
typedef DPI_AWARENESS_CONTEXT (WINAPI *win_ctx_fn)(HWND);
typedef DPI_AWARENESS (WINAPI *aw_fn)(DPI_AWARENESS_CONTEXT);
static set_ctx_fn pSetThreadDpiAwarenessContext;
static get_ctx_fn pGetThreadDpiAwarenessContext;
static win_ctx_fn pGetWindowDpiAwarenessContext;
static aw_fn pGetAwarenessFromDpiAwarenessContext;
static int proc_awareness = -1;

static LRESULT CALLBACK proc(HWND hwnd, UINT msg, WPARAM wp, LPARAM lp)
{
    char s[32];
    switch (msg) {
    case WM_SHOWWINDOW: sprintf(s, "SHOW(%d)", (int)wp); note(s); break;
    case WM_WINDOWPOSCHANGING: {
        WINDOWPOS *p = (WINDOWPOS *)lp;
        sprintf(s, "POSCHANGING(%s%s%s)", p->flags & SWP_NOSIZE ? "nosize" : "size",
                p->flags & SWP_SHOWWINDOW ? ",show" : p->flags & SWP_HIDEWINDOW ? ",hide" : "",
                p->hwndInsertAfter == HWND_TOP ? ",top" : "");
        note(s);
        break;
    }
    case WM_WINDOWPOSCHANGED: note("POSCHANGED"); break;
    case WM_MOVE: note("MOVE"); break;
    case WM_SIZE: note("SIZE"); break;
    case WM_USER + 7:
        if (pGetThreadDpiAwarenessContext)
            proc_awareness = pGetAwarenessFromDpiAwarenessContext(pGetThreadDpiAwarenessContext());
        return 0;
    }
    return DefWindowProcA(hwnd, msg, wp, lp);
}

static HWND make(DWORD style, HWND parent, int x, int y)
{
    return CreateWindowExA(0, "sp34", "sp34", style, x, y, 120, 90, parent, 0,
                           GetModuleHandleA(0), 0);
}

/* where the window's top-left is, from its parent's client origin */
static void pos_in(const char *what, HWND hwnd, HWND parent)
{
    RECT r;
    POINT o = {0, 0};
    GetWindowRect(hwnd, &r);
    ClientToScreen(parent, &o);
    printf("%s: at %d,%d of the parent's client area, size %ldx%ld\n", what,
           (int)(r.left - o.x), (int)(r.top - o.y), r.right - r.left, r.bottom - r.top);
}

/* "setparent34 keep": a host with a red pop-up inside it, partly past its right
 * edge, left on the screen (the message loop runs until the window is closed) */
static int keep(void)
{
    WNDCLASSA wc = {0};
    HWND host, pop;
    MSG m;

    wc.lpfnWndProc = DefWindowProcA;
    wc.hInstance = GetModuleHandleA(0);
    wc.lpszClassName = "sp34red";
    wc.hbrBackground = CreateSolidBrush(RGB(255, 0, 0));
    RegisterClassA(&wc);
    host = make(WS_OVERLAPPEDWINDOW | WS_VISIBLE, 0, 40, 30);
    SetWindowPos(host, 0, 40, 30, 300, 200, SWP_NOZORDER);
    SetWindowTextA(host, "host");
    pop = CreateWindowExA(0, "sp34red", "pop", WS_POPUP | WS_CAPTION | WS_VISIBLE, 200, 20,
                          150, 80, 0, 0, GetModuleHandleA(0), 0);
    SetParent(pop, host);
    printf("kept: %d\n", GetAncestor(pop, GA_PARENT) == host);
    fflush(stdout);
    while (GetMessageA(&m, 0, 0, 0) > 0) {
        TranslateMessage(&m);
        DispatchMessageA(&m);
    }
    return 0;
}

int main(int argc, char **argv)
{
    WNDCLASSA wc = {0};
    HWND host, owner, pop, ov, child, ret, msgwin, root;
    HMENU menu;
    DWORD style;
    RECT r;
    HMODULE user32 = GetModuleHandleA("user32.dll");

    wc.lpfnWndProc = proc;
    wc.hInstance = GetModuleHandleA(0);
    wc.lpszClassName = "sp34";
    wc.hbrBackground = (HBRUSH)(COLOR_WINDOW + 1);
    RegisterClassA(&wc);
    if (argc > 1)
        return keep();

    host = make(WS_OVERLAPPEDWINDOW | WS_VISIBLE, 0, 50, 40);
    owner = make(WS_OVERLAPPEDWINDOW, 0, 300, 60);
    /* a visible owned pop-up with a caption and a menu */
    menu = CreateMenu();
    AppendMenuA(menu, MF_STRING, 100, "&File");
    pop = CreateWindowExA(0, "sp34", "pop", WS_POPUP | WS_CAPTION | WS_VISIBLE, 20, 15,
                          120, 90, owner, menu, GetModuleHandleA(0), 0);
    style = GetWindowLongA(pop, GWL_STYLE);

    logging = 1;
    ret = SetParent(pop, host);
    logging = 0;
    printf("pop: SetParent answers the desktop %d\n", ret == GetDesktopWindow());
    printf("pop: messages: %s\n", log_buf);
    printf("pop: style same %d (WS_CHILD %d), visible %d\n",
           (DWORD)GetWindowLongA(pop, GWL_STYLE) == style,
           !!(GetWindowLongA(pop, GWL_STYLE) & WS_CHILD), IsWindowVisible(pop));
    printf("pop: GetParent is the owner %d, GW_OWNER %d, GA_PARENT host %d, GA_ROOT host %d\n",
           GetParent(pop) == owner, GetWindow(pop, GW_OWNER) == owner,
           GetAncestor(pop, GA_PARENT) == host, GetAncestor(pop, GA_ROOT) == host);
    printf("pop: IsChild %d, GW_CHILD of host %d, GetMenu kept %d\n", IsChild(host, pop),
           GetWindow(host, GW_CHILD) == pop, GetMenu(pop) == menu);
    pos_in("pop", pop, host);
    GetClientRect(pop, &r);
    printf("pop: client %ldx%ld (caption and menu bar off)\n", r.right, r.bottom);
    MoveWindow(pop, 5, 6, 120, 90, TRUE);
    pos_in("pop moved to 5,6", pop, host);

    /* an unowned overlapped window: GetParent answers NULL even inside a parent */
    ov = make(WS_OVERLAPPEDWINDOW, 0, 30, 25);
    ret = SetParent(ov, host);
    printf("ov: answers the desktop %d, GetParent %d, GA_PARENT host %d, IsChild %d\n",
           ret == GetDesktopWindow(), GetParent(ov) != 0,
           GetAncestor(ov, GA_PARENT) == host, IsChild(host, ov));
    pos_in("ov", ov, host);
    /* a WS_CHILD window inside it is no child of host for IsChild */
    child = make(WS_CHILD | WS_VISIBLE, ov, 1, 2);
    printf("child of ov: IsChild(ov) %d IsChild(host) %d GA_ROOT host %d\n",
           IsChild(ov, child), IsChild(host, child), GetAncestor(child, GA_ROOT) == host);
    /* back to the desktop: the same numbers, now screen coordinates */
    ret = SetParent(ov, NULL);
    GetWindowRect(ov, &r);
    printf("ov back: answers host %d, GA_PARENT desktop %d, at %ld,%ld\n", ret == host,
           GetAncestor(ov, GA_PARENT) == GetDesktopWindow(), r.left, r.top);

    /* a WS_CHILD window given to the desktop keeps WS_CHILD; GetParent answers the desktop */
    ret = SetParent(child, NULL);
    printf("child to the desktop: answers ov %d, WS_CHILD %d, GetParent desktop %d, "
           "GA_PARENT desktop %d, IsChild(ov) %d\n", ret == ov,
           !!(GetWindowLongA(child, GWL_STYLE) & WS_CHILD), GetParent(child) == GetDesktopWindow(),
           GetAncestor(child, GA_PARENT) == GetDesktopWindow(), IsChild(ov, child));
    ret = SetParent(child, ov);
    printf("child back: answers the desktop %d, IsChild(ov) %d\n", ret == GetDesktopWindow(),
           IsChild(ov, child));

    /* HWND_MESSAGE: the message windows' root */
    msgwin = CreateWindowExA(0, "sp34", "m", 0, 0, 0, 10, 10, HWND_MESSAGE, 0, 0, 0);
    root = GetAncestor(msgwin, GA_PARENT);
    ret = SetParent(ov, HWND_MESSAGE);
    printf("ov to HWND_MESSAGE: answers the desktop %d, GA_PARENT root %d, found %d\n",
           ret == GetDesktopWindow(), GetAncestor(ov, GA_PARENT) == root,
           FindWindowExA(HWND_MESSAGE, 0, "sp34", "sp34") == ov);
    ret = SetParent(ov, NULL);
    printf("ov from HWND_MESSAGE: answers the root %d, GA_PARENT desktop %d\n", ret == root,
           GetAncestor(ov, GA_PARENT) == GetDesktopWindow());

    /* the errors */
    SetLastError(0xdeadbeef);
    ret = SetParent(host, host);
    printf("itself: %d err %lu\n", ret != 0, GetLastError());
    SetLastError(0xdeadbeef);
    ret = SetParent(host, pop);
    printf("under its own child: %d err %lu\n", ret != 0, GetLastError());
    SetLastError(0xdeadbeef);
    ret = SetParent(pop, (HWND)(ULONG_PTR)0xdead0);
    printf("no window: %d err %lu\n", ret != 0, GetLastError());
    SetLastError(0xdeadbeef);
    ret = SetParent(pop, HWND_BROADCAST);
    printf("broadcast: %d err %lu\n", ret != 0, GetLastError());
    SetLastError(0xdeadbeef);
    ret = SetParent((HWND)(ULONG_PTR)0xdead0, host);
    printf("of no window: %d err %lu\n", ret != 0, GetLastError());

    /* DPI awareness: a child takes its parent's; a procedure runs in its window's */
    pSetThreadDpiAwarenessContext = (set_ctx_fn)GetProcAddress(user32, "SetThreadDpiAwarenessContext");
    pGetThreadDpiAwarenessContext = (get_ctx_fn)GetProcAddress(user32, "GetThreadDpiAwarenessContext");
    pGetWindowDpiAwarenessContext = (win_ctx_fn)GetProcAddress(user32, "GetWindowDpiAwarenessContext");
    pGetAwarenessFromDpiAwarenessContext = (aw_fn)GetProcAddress(user32, "GetAwarenessFromDpiAwarenessContext");
    if (pSetThreadDpiAwarenessContext) {
        HWND aware, kid, top;
        DPI_AWARENESS_CONTEXT orig = pSetThreadDpiAwarenessContext(DPI_AWARENESS_CONTEXT_PER_MONITOR_AWARE);
        aware = make(WS_OVERLAPPEDWINDOW, 0, 0, 0);
        pSetThreadDpiAwarenessContext(DPI_AWARENESS_CONTEXT_UNAWARE);
        kid = make(WS_CHILD, aware, 0, 0);
        top = make(WS_OVERLAPPEDWINDOW, 0, 0, 0);
        printf("dpi: child %d top-level %d\n",
               pGetAwarenessFromDpiAwarenessContext(pGetWindowDpiAwarenessContext(kid)),
               pGetAwarenessFromDpiAwarenessContext(pGetWindowDpiAwarenessContext(top)));
        SendMessageA(kid, WM_USER + 7, 0, 0);
        printf("dpi: in the child's procedure %d, after %d\n", proc_awareness,
               pGetAwarenessFromDpiAwarenessContext(pGetThreadDpiAwarenessContext()));
        CallWindowProcA(proc, aware, WM_USER + 7, 0, 0);
        printf("dpi: CallWindowProc %d\n", proc_awareness);
        ret = SetParent(top, aware);
        printf("dpi: after SetParent %d (answered %d)\n",
               pGetAwarenessFromDpiAwarenessContext(pGetWindowDpiAwarenessContext(top)),
               ret == GetDesktopWindow());
        pSetThreadDpiAwarenessContext(orig);
    }
    DestroyWindow(host);
    printf("destroying host destroys pop %d\n", !IsWindow(pop));
    return 0;
}
