/* CreateWindowEx's details (issue 23, user32's win.c): when the new window joins its
 * siblings (not yet during HCBT_CREATEWND and WM_NCCREATE), the styles a CBT hook sees (the
 * ones asked for) and the ones Windows then corrects (WS_CLIPSIBLINGS, WS_CAPTION,
 * WS_EX_WINDOWEDGE, also through SetWindowLong), CREATESTRUCT's class name as the caller
 * gave it, CW_USEDEFAULT of a pop-up or child (zeros), GetWindowInfo's dwWindowStatus,
 * RealChildWindowFromPoint, and MDI children: made by WM_MDICREATE, CreateMDIWindow and
 * CreateWindowEx(WS_EX_MDICHILD) (an MDICREATESTRUCT in lpCreateParams; refused under a
 * window that is no MDI client), their styles with and without MDIS_ALLCHILDSTYLES, and
 * what WM_MDIGETACTIVE answers during WM_MDIACTIVATE. The expected lines in
 * test/win32/user/test_u32create.py are what this exe prints under Wine 8 (32- and
 * 64-bit). */
#include <windows.h>
#include <stdio.h>

static HWND parent, first;
static const char *what = "";

static void show(const char *where, HWND h)
{
    HWND next = GetWindow(h, GW_HWNDNEXT), prev = GetWindow(h, GW_HWNDPREV);
    HWND top = parent ? GetWindow(parent, GW_CHILD) : GetTopWindow(NULL);
    if (!*what)
        return;     /* (a window of the set-up; Wine's desktop has top-level windows of its own) */
    printf("%s %s: next=%s prev=%s first-is-me=%d style=%08lx ex=%08lx\n", what, where,
           next == first ? "first" : next ? "other" : "0",
           prev == first ? "first" : prev ? "other" : "0", top == h,
           GetWindowLongA(h, GWL_STYLE), GetWindowLongA(h, GWL_EXSTYLE));
}

static LRESULT CALLBACK cbt(int code, WPARAM wp, LPARAM lp)
{
    if (code == HCBT_CREATEWND)
    {
        CBT_CREATEWNDA *c = (CBT_CREATEWNDA *)lp;
        show("hook", (HWND)wp);
        printf("%s hook: cs style=%08lx ex=%08lx\n", what, c->lpcs->style, c->lpcs->dwExStyle);
    }
    return CallNextHookEx(NULL, code, wp, lp);
}

static LRESULT CALLBACK proc(HWND h, UINT m, WPARAM wp, LPARAM lp)
{
    if (m == WM_NCCREATE)
    {
        CREATESTRUCTA *cs = (CREATESTRUCTA *)lp;
        show("WM_NCCREATE", h);
        if (*what)
            printf("%s WM_NCCREATE: cs style=%08lx ex=%08lx class=%s\n", what, cs->style,
               cs->dwExStyle, HIWORD(cs->lpszClass) ? cs->lpszClass : "(atom)");
    }
    if (m == WM_CREATE)
        show("WM_CREATE", h);
    return DefWindowProcA(h, m, wp, lp);
}

static void styles(DWORD style, DWORD ex)
{
    HWND owner = NULL, h;
    if (style & WS_CHILD)
        owner = CreateWindowExA(0, "lnk", "", WS_OVERLAPPEDWINDOW, 0, 0, 50, 50, NULL, NULL,
                                NULL, NULL);
    h = CreateWindowExA(ex, "lnk", "", style, 0, 0, 50, 50, owner, NULL, NULL, NULL);
    printf("styles %08lx %08lx: created %08lx %08lx", style, ex, GetWindowLongA(h, GWL_STYLE),
           GetWindowLongA(h, GWL_EXSTYLE));
    SetWindowLongA(h, GWL_EXSTYLE, ex);
    printf(", exstyle set %08lx", GetWindowLongA(h, GWL_EXSTYLE));
    SetWindowLongA(h, GWL_STYLE, style);
    printf(", style set %08lx %08lx\n", GetWindowLongA(h, GWL_STYLE), GetWindowLongA(h, GWL_EXSTYLE));
    DestroyWindow(h);
    if (owner)
        DestroyWindow(owner);
}

/* -- MDI -------------------------------------------------------------------------------- */
static HWND client, frame, ca, cb;
static char tag[] = "param";
static int minmax_shown;

static const char *nm(HWND h)
{
    if (!h) return "0";
    if (h == ca) return "a";
    if (h == cb) return "b";
    return "other";
}

static LRESULT CALLBACK child_proc(HWND h, UINT m, WPARAM wp, LPARAM lp)
{
    if (m == WM_NCCREATE)
    {
        CREATESTRUCTA *cs = (CREATESTRUCTA *)lp;
        MDICREATESTRUCTA *mcs = cs->lpCreateParams;
        int is_mdi = (cs->dwExStyle & WS_EX_MDICHILD) != 0;
        printf("  NCCREATE style=%08lx ex=%08lx cx=%d cy=%d class=%s lparam=%d\n",
               cs->style, cs->dwExStyle, cs->cx, cs->cy,
               HIWORD(cs->lpszClass) ? cs->lpszClass : "(atom)",
               is_mdi ? mcs->lParam == (LPARAM)tag : cs->lpCreateParams == tag);
    }
    if (m == WM_GETMINMAXINFO && !minmax_shown)
    {
        MINMAXINFO *mm = (MINMAXINFO *)lp;
        LRESULT r;
        minmax_shown = 1;
        printf("  WM_GETMINMAXINFO default max %ldx%ld at %ld,%ld", mm->ptMaxSize.x,
               mm->ptMaxSize.y, mm->ptMaxPosition.x, mm->ptMaxPosition.y);
        r = DefMDIChildProcA(h, m, wp, lp);
        printf(", DefMDIChildProc's %ldx%ld at %ld,%ld\n", mm->ptMaxSize.x, mm->ptMaxSize.y,
               mm->ptMaxPosition.x, mm->ptMaxPosition.y);
        return r;
    }
    if (m == WM_MDIACTIVATE)
    {
        HWND act = (HWND)SendMessageA(GetParent(h), WM_MDIGETACTIVE, 0, 0);
        printf("  %s WM_MDIACTIVATE old=%s new=%s getactive=%s\n", nm(h), nm((HWND)wp),
               nm((HWND)lp), nm(act));
    }
    return DefMDIChildProcA(h, m, wp, lp);
}

static LRESULT CALLBACK frame_proc(HWND h, UINT m, WPARAM wp, LPARAM lp)
{
    return DefFrameProcA(h, client, m, wp, lp);
}

static void report(const char *name, HWND h)
{
    RECT r;
    printf("%s: %s", name, h ? "created" : "failed");
    if (h)
    {
        GetWindowRect(h, &r);
        printf(" style=%08lx ex=%08lx size=%ldx%ld active=%d", GetWindowLongA(h, GWL_STYLE),
               GetWindowLongA(h, GWL_EXSTYLE), r.right - r.left, r.bottom - r.top,
               (HWND)SendMessageA(client, WM_MDIGETACTIVE, 0, 0) == h);
    }
    printf("\n");
}

static void make_client(DWORD style)
{
    CLIENTCREATESTRUCT ccs = {0};
    ccs.idFirstChild = 100;
    client = CreateWindowExA(0, "MDICLIENT", NULL, WS_CHILD | WS_VISIBLE | style, 0, 0, 400,
                             300, frame, NULL, GetModuleHandleA(NULL), &ccs);
}

static void mdi(void)
{
    WNDCLASSA wc = {0};
    MDICREATESTRUCTA mcs = {0};
    HWND h;
    wc.hInstance = GetModuleHandleA(NULL);
    wc.lpfnWndProc = frame_proc; wc.lpszClassName = "frame"; RegisterClassA(&wc);
    wc.lpfnWndProc = child_proc; wc.lpszClassName = "kid"; RegisterClassA(&wc);
    frame = CreateWindowExA(0, "frame", "f", WS_OVERLAPPEDWINDOW | WS_VISIBLE, 0, 0, 500,
                            400, NULL, NULL, GetModuleHandleA(NULL), NULL);
    make_client(0);

    printf("-- WM_MDICREATE style 0\n");
    mcs.szClass = "kid"; mcs.szTitle = "t"; mcs.hOwner = GetModuleHandleA(NULL);
    mcs.x = mcs.y = mcs.cx = mcs.cy = CW_USEDEFAULT; mcs.style = 0; mcs.lParam = (LPARAM)tag;
    ca = (HWND)SendMessageA(client, WM_MDICREATE, 0, (LPARAM)&mcs);
    report("a", ca);
    printf("-- CreateWindowEx WS_EX_MDICHILD with WS_POPUP\n");
    cb = CreateWindowExA(WS_EX_MDICHILD, "kid", "t", WS_POPUP, CW_USEDEFAULT, CW_USEDEFAULT,
                         CW_USEDEFAULT, CW_USEDEFAULT, client, NULL, GetModuleHandleA(NULL), tag);
    report("b", cb);
    printf("-- activate a\n");
    SendMessageA(client, WM_MDIACTIVATE, (WPARAM)ca, 0);
    SendMessageA(client, WM_MDIDESTROY, (WPARAM)cb, 0);
    SendMessageA(client, WM_MDIDESTROY, (WPARAM)ca, 0);
    ca = cb = NULL;

    {
        /* a disabled child is not activated; one asked minimized and maximized is minimized */
        static const DWORD styles[] = {WS_DISABLED, WS_MINIMIZE, WS_MAXIMIZE,
                                       WS_MINIMIZE | WS_MAXIMIZE};
        int i;
        for (i = 0; i < 4; i++)
        {
            mcs.style = styles[i];
            h = (HWND)SendMessageA(client, WM_MDICREATE, 0, (LPARAM)&mcs);
            printf("style %08lx: active %d style %08lx\n", styles[i],
                   (HWND)SendMessageA(client, WM_MDIGETACTIVE, 0, 0) == h,
                   GetWindowLongA(h, GWL_STYLE));
            SendMessageA(client, WM_MDIDESTROY, (WPARAM)h, 0);
        }
        mcs.style = 0;
    }

    {
        /* WM_MDICREATE sent with SendMessageW to the ANSI client: the strings converted */
        static const WCHAR kidW[] = {'k', 'i', 'd', 0}, titleW[] = {'w', 't', 0};
        char title[8] = "";
        mcs.szClass = (LPCSTR)kidW;
        mcs.szTitle = (LPCSTR)titleW;
        h = (HWND)SendMessageW(client, WM_MDICREATE, 0, (LPARAM)&mcs);
        GetWindowTextA(h, title, sizeof(title));
        printf("SendMessageW(WM_MDICREATE): created %d title %s\n", h != NULL, title);
        SendMessageA(client, WM_MDIDESTROY, (WPARAM)h, 0);
        mcs.szClass = "kid";
        mcs.szTitle = "t";
    }

    printf("-- CreateMDIWindow style WS_VISIBLE\n");
    h = CreateMDIWindowA("kid", "t", WS_VISIBLE, CW_USEDEFAULT, CW_USEDEFAULT, CW_USEDEFAULT,
                         CW_USEDEFAULT, client, GetModuleHandleA(NULL), (LPARAM)tag);
    report("c", h);
    SendMessageA(client, WM_MDIDESTROY, (WPARAM)h, 0);

    printf("-- WS_EX_MDICHILD under a window that is no MDI client\n");
    h = CreateWindowExA(WS_EX_MDICHILD, "kid", "t", WS_CHILD, CW_USEDEFAULT, CW_USEDEFAULT,
                        CW_USEDEFAULT, CW_USEDEFAULT, frame, NULL, GetModuleHandleA(NULL), tag);
    report("d", h);

    printf("-- a plain child of the MDI client\n");
    h = CreateWindowExA(0, "kid", "t", WS_CHILD, CW_USEDEFAULT, CW_USEDEFAULT,
                        CW_USEDEFAULT, CW_USEDEFAULT, client, NULL, GetModuleHandleA(NULL), tag);
    report("e", h);
    DestroyWindow(h);

    DestroyWindow(client);
    printf("-- MDIS_ALLCHILDSTYLES\n");
    make_client(MDIS_ALLCHILDSTYLES);
    mcs.style = 0;
    h = (HWND)SendMessageA(client, WM_MDICREATE, 0, (LPARAM)&mcs);
    report("f style 0", h);
    SendMessageA(client, WM_MDIDESTROY, (WPARAM)h, 0);
    mcs.style = WS_POPUP;
    h = (HWND)SendMessageA(client, WM_MDICREATE, 0, (LPARAM)&mcs);
    report("g WS_POPUP", h);
    mcs.style = WS_VISIBLE | WS_CAPTION;
    h = (HWND)SendMessageA(client, WM_MDICREATE, 0, (LPARAM)&mcs);
    report("h visible caption", h);
    SendMessageA(client, WM_MDIDESTROY, (WPARAM)h, 0);
    DestroyWindow(frame);
}

/* -- RealChildWindowFromPoint ------------------------------------------------------------ */
static void real_child(void)
{
    HWND p = CreateWindowExA(0, "lnk", "", WS_POPUP | WS_VISIBLE, 100, 100, 200, 200, NULL,
                             NULL, NULL, NULL);
    HWND hidden = CreateWindowExA(0, "lnk", "", WS_CHILD, 0, 0, 100, 100, p, NULL, NULL, NULL);
    HWND box1 = CreateWindowExA(0, "Button", "", WS_CHILD | WS_VISIBLE | BS_GROUPBOX, 0, 0,
                                100, 100, p, NULL, NULL, NULL);
    HWND dis = CreateWindowExA(0, "lnk", "", WS_CHILD | WS_VISIBLE | WS_DISABLED, 0, 0, 100,
                               100, p, NULL, NULL, NULL);
    HWND box2 = CreateWindowExA(WS_EX_TRANSPARENT, "Button", "", WS_CHILD | WS_VISIBLE |
                                BS_GROUPBOX, 0, 0, 100, 100, p, NULL, NULL, NULL);
    POINT pt = {50, 50}, out = {150, 150}, away = {250, 50};
    HWND got;
    int i;
    (void)hidden;
    for (i = 0; i < 4; i++)
    {
        got = RealChildWindowFromPoint(p, pt);
        printf("RealChildWindowFromPoint %d: %s\n", i, got == dis ? "disabled" : got == box1 ?
               "box1" : got == box2 ? "box2" : got == p ? "parent" : got == hidden ? "hidden" :
               "other");
        if (got == p)
            break;
        DestroyWindow(got);
    }
    printf("outside the children: %s, outside the parent: %d\n",
           RealChildWindowFromPoint(p, out) == p ? "parent" : "other",
           RealChildWindowFromPoint(p, away) != NULL);
    DestroyWindow(p);
}

int main(void)
{
    WNDCLASSA wc = {0};
    HHOOK hk;
    HWND h, c;
    WINDOWINFO wi;
    RECT r;
    wc.lpfnWndProc = proc; wc.hInstance = GetModuleHandleA(NULL); wc.lpszClassName = "lnk";
    RegisterClassA(&wc);
    parent = CreateWindowExA(0, "lnk", "p", WS_OVERLAPPEDWINDOW, 0, 0, 200, 200, NULL, NULL,
                             NULL, NULL);
    first = CreateWindowExA(0, "lnk", "c", WS_CHILD | WS_VISIBLE, 0, 0, 20, 20, parent, NULL,
                            NULL, NULL);
    hk = SetWindowsHookExA(WH_CBT, cbt, NULL, GetCurrentThreadId());
    what = "child";
    h = CreateWindowExA(0, "lnk", "c2", WS_CHILD | WS_VISIBLE, 0, 0, 20, 20, parent, NULL,
                        NULL, NULL);
    show("after", h);
    what = "top";
    first = parent;
    parent = NULL;
    h = CreateWindowExA(0, (LPCSTR)MAKEINTATOM(GetClassWord(first, GCW_ATOM)), "t2", 0,
                        0, 0, 20, 20, NULL, NULL, NULL, NULL);
    show("after", h);
    what = "popup";
    c = CreateWindowExA(WS_EX_DLGMODALFRAME, "lnk", "t3", WS_POPUP, 0, 0, 20, 20, NULL, NULL,
                        NULL, NULL);
    UnhookWindowsHookEx(hk);
    what = "";

    wi.cbSize = sizeof(wi);
    ShowWindow(first, SW_SHOW);
    SetActiveWindow(first);
    GetWindowInfo(first, &wi);
    printf("GetWindowInfo status: active top-level %ld", wi.dwWindowStatus);
    GetWindowInfo(GetWindow(first, GW_CHILD), &wi);
    printf(", its child %ld\n", wi.dwWindowStatus);
    DestroyWindow(c);
    DestroyWindow(h);
    DestroyWindow(first);

    styles(0, 0);
    styles(WS_DLGFRAME, WS_EX_STATICEDGE);
    styles(WS_POPUP, WS_EX_WINDOWEDGE);
    styles(WS_POPUP | WS_THICKFRAME, 0);
    styles(WS_CHILD | WS_CAPTION, 0);
    styles(WS_CHILD, WS_EX_DLGMODALFRAME | WS_EX_STATICEDGE);

    h = CreateWindowExA(0, "lnk", "p", WS_POPUP, CW_USEDEFAULT, CW_USEDEFAULT, CW_USEDEFAULT,
                        CW_USEDEFAULT, NULL, NULL, NULL, NULL);
    GetWindowRect(h, &r);
    printf("CW_USEDEFAULT popup %ld,%ld %ldx%ld\n", r.left, r.top, r.right - r.left,
           r.bottom - r.top);
    c = CreateWindowExA(0, "lnk", "c", WS_CHILD, CW_USEDEFAULT, CW_USEDEFAULT, CW_USEDEFAULT,
                        CW_USEDEFAULT, h, NULL, NULL, NULL);
    GetClientRect(c, &r);
    printf("CW_USEDEFAULT child %ldx%ld\n", r.right, r.bottom);
    DestroyWindow(h);

    real_child();
    mdi();
    printf("done\n");
    return 0;
}
