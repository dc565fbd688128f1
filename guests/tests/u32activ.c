/* user32 details from Wine's win.c (issue 23): the CREATESTRUCT of a sizable child made
 * with CW_USEDEFAULT carries the size asked for (cx = cy = 0), though the window is made
 * at least the minimum tracking size; GetAncestor(GA_ROOTOWNER) climbs GetParent's answers
 * (an owned overlapped window is its own root owner, a WS_CHILD window of the desktop has
 * the desktop); a pop-up SetParent puts inside a child is activated by SetParent (its
 * SetWindowPos has no SWP_NOACTIVATE) and by SetFocus itself (activation climbs only
 * through WS_CHILD windows, so a disabled or minimized parent does not matter), and
 * SetForegroundWindow gives the window the focus; an MDI client's scroll bars follow
 * its children only when it handles the WM_MDICALCCHILDSCROLL (0x003F) posted to it, the
 * bar it was not made with getting a range too; the frame's menu bar follows a child's
 * WM_SIZE (also sent by hand), a visible child made WS_MAXIMIZE and its destruction;
 * WM_MDINEXT goes by the Z order, sending the child it leaves to the bottom. The expected lines in
 * test/win32/user/test_u32activ.py are what this exe prints under Wine 8 (both widths). */
#include <windows.h>
#include <stdio.h>

static HWND parent, child1, popup, desktop;

static const char *name(HWND h)
{
    if (!h) return "0";
    if (h == parent) return "parent";
    if (h == child1) return "child1";
    if (h == popup) return "popup";
    if (h == desktop) return "desktop";
    return "other";
}

static LRESULT CALLBACK proc(HWND h, UINT m, WPARAM wp, LPARAM lp)
{
    if (m == WM_NCCREATE || m == WM_CREATE)
    {
        CREATESTRUCTA *cs = (CREATESTRUCTA *)lp;
        if (cs->lpCreateParams == (void *)1)
            printf("%s: cs cx=%d cy=%d\n", m == WM_NCCREATE ? "WM_NCCREATE" : "WM_CREATE",
                   cs->cx, cs->cy);
    }
    return DefWindowProcA(h, m, wp, lp);
}

static void state(const char *what)
{
    printf("%s: active=%s focus=%s\n", what, name(GetActiveWindow()), name(GetFocus()));
}

static LRESULT CALLBACK frame_proc(HWND h, UINT m, WPARAM wp, LPARAM lp)
{
    return DefFrameProcA(h, NULL, m, wp, lp);
}

static LRESULT CALLBACK kid_proc(HWND h, UINT m, WPARAM wp, LPARAM lp)
{
    return DefMDIChildProcA(h, m, wp, lp);
}

static void bars(const char *what, HWND client)
{
    SCROLLINFO si;
    int bar;
    for (bar = SB_HORZ; bar <= SB_VERT; bar++)
    {
        BOOL ok;
        si.cbSize = sizeof(si);
        si.fMask = SIF_ALL;
        ok = GetScrollInfo(client, bar, &si);
        printf("%s %s: ok %d min<0 %d max=100 %d page>0 %d pos %d\n", what,
               bar == SB_HORZ ? "horz" : "vert", ok, ok && si.nMin < 0,
               ok && si.nMax == 100, ok && si.nPage > 0, ok ? si.nPos : -1);
    }
}

static const char *kid_name(HWND h, HWND *k)
{
    static const char *names[] = {"k1", "k2", "k3", "k4"};
    int i;
    for (i = 0; i < 4; i++)
        if (h == k[i]) return names[i];
    return h ? "other" : "0";
}

static void stack(const char *what, HWND client, HWND *k)
{
    HWND h = (HWND)SendMessageA(client, WM_MDIGETACTIVE, 0, 0);
    printf("%s:", what);
    for (; h; h = GetWindow(h, GW_HWNDNEXT))
        printf(" %s", kid_name(h, k));
    printf("\n");
}

static void mdi_menu(void)
{
    CLIENTCREATESTRUCT ccs = {0, 1};
    HWND frame, client, kid, k[4];
    HMENU menu = CreateMenu();
    int i;

    frame = CreateWindowExA(0, "mdiframe", "frame", WS_OVERLAPPEDWINDOW, 100, 100, 400, 300,
                            NULL, NULL, NULL, NULL);
    client = CreateWindowExA(0, "mdiclient", NULL, WS_CHILD, 0, 0, 300, 200, frame,
                             NULL, NULL, &ccs);
    SetMenu(frame, menu);
    kid = CreateWindowExA(WS_EX_MDICHILD, "mdikid", "kid", 0, CW_USEDEFAULT, CW_USEDEFAULT,
                          CW_USEDEFAULT, CW_USEDEFAULT, client, NULL, NULL, NULL);
    printf("menu items: created %d", GetMenuItemCount(menu));
    SendMessageA(kid, WM_SIZE, SIZE_MAXIMIZED, 0);
    printf(", WM_SIZE(SIZE_MAXIMIZED) %d zoomed %d", GetMenuItemCount(menu), IsZoomed(kid));
    SendMessageA(kid, WM_SIZE, SIZE_RESTORED, 0);
    printf(", WM_SIZE(SIZE_RESTORED) %d\n", GetMenuItemCount(menu));
    SendMessageA(client, WM_MDIDESTROY, (WPARAM)kid, 0);
    kid = CreateWindowExA(WS_EX_MDICHILD, "mdikid", "kid", WS_MAXIMIZE, CW_USEDEFAULT,
                          CW_USEDEFAULT, CW_USEDEFAULT, CW_USEDEFAULT, client, NULL, NULL, NULL);
    printf("menu items: WS_MAXIMIZE child %d zoomed %d", GetMenuItemCount(menu), IsZoomed(kid));
    SendMessageA(client, WM_MDIDESTROY, (WPARAM)kid, 0);
    printf(", destroyed %d\n", GetMenuItemCount(menu));

    for (i = 0; i < 4; i++)
        k[i] = CreateWindowExA(WS_EX_MDICHILD, "mdikid", "kid", 0, CW_USEDEFAULT,
                               CW_USEDEFAULT, CW_USEDEFAULT, CW_USEDEFAULT, client, NULL, NULL,
                               NULL);
    stack("stack", client, k);
    SendMessageA(client, WM_MDINEXT, (WPARAM)k[2], 0);
    stack("WM_MDINEXT(k3, 0)", client, k);
    SendMessageA(client, WM_MDINEXT, (WPARAM)k[0], 1);
    stack("WM_MDINEXT(k1, 1)", client, k);
    SendMessageA(client, WM_MDINEXT, 0, 0);
    stack("WM_MDINEXT(0, 0)", client, k);
    DestroyWindow(frame);
    DestroyMenu(menu);
}

static void mdi(DWORD style)
{
    CLIENTCREATESTRUCT ccs = {0, 1};
    HWND frame, client, kid;
    MSG msg;
    int posted = 0, wrong = 0;
    char what[32];

    frame = CreateWindowExA(0, "mdiframe", "frame", WS_OVERLAPPEDWINDOW, 100, 100, 400, 300,
                            NULL, NULL, NULL, NULL);
    client = CreateWindowExA(0, "mdiclient", NULL, WS_CHILD | style, 0, 0, 300, 200, frame,
                             NULL, NULL, &ccs);
    kid = CreateWindowExA(WS_EX_MDICHILD, "mdikid", "kid", 0, CW_USEDEFAULT, CW_USEDEFAULT,
                          CW_USEDEFAULT, CW_USEDEFAULT, client, NULL, NULL, NULL);
    sprintf(what, "%08lx created", style);
    bars(what, client);
    SetWindowPos(kid, 0, -100, -100, 0, 0, SWP_NOZORDER | SWP_NOACTIVATE | SWP_NOSIZE);
    sprintf(what, "%08lx moved", style);
    bars(what, client);
    while (PeekMessageA(&msg, 0, 0, 0, PM_REMOVE))
    {
        if (msg.message == 0x003f)
        {
            posted++;
            wrong += msg.hwnd != client;
        }
        DispatchMessageA(&msg);
    }
    printf("%08lx: 0x003f posted %d (elsewhere %d)\n", style, posted, wrong);
    sprintf(what, "%08lx handled", style);
    bars(what, client);
    DestroyWindow(frame);
}

int main(void)
{
    WNDCLASSA wc = {0};
    HWND top, kid, owned;
    RECT rc;

    desktop = GetDesktopWindow();
    wc.lpfnWndProc = proc;
    wc.hInstance = GetModuleHandleA(NULL);
    wc.lpszClassName = "act";
    RegisterClassA(&wc);

    /* a sizable child asked CW_USEDEFAULT: zeros in the CREATESTRUCT, a size in the window */
    top = CreateWindowExA(0, "act", "top", WS_OVERLAPPEDWINDOW, 0, 0, 300, 200, NULL, NULL,
                          NULL, NULL);
    kid = CreateWindowExA(0, "act", "kid", WS_CHILD | WS_CAPTION | WS_THICKFRAME, 0, 0,
                          CW_USEDEFAULT, CW_USEDEFAULT, top, NULL, NULL, (void *)1);
    GetWindowRect(kid, &rc);
    printf("sizable child: width>0 %d height>0 %d\n", rc.right > rc.left, rc.bottom > rc.top);
    kid = CreateWindowExA(0, "act", "kid", WS_CHILD | WS_THICKFRAME, 0, 0, 10, 5, top, NULL,
                          NULL, (void *)1);
    GetWindowRect(kid, &rc);
    printf("small sizable child: width>10 %d\n", rc.right - rc.left > 10);

    /* GA_ROOTOWNER */
    parent = top;
    owned = CreateWindowExA(0, "act", "owned", WS_OVERLAPPED, 0, 0, 50, 50, top, NULL, NULL,
                            NULL);
    popup = owned;
    printf("owned overlapped: root owner %s, GetParent %s\n",
           name(GetAncestor(owned, GA_ROOTOWNER)), name(GetParent(owned)));
    SetWindowLongA(owned, GWL_STYLE, WS_POPUP);
    printf("owned pop-up: root owner %s, GetParent %s\n",
           name(GetAncestor(owned, GA_ROOTOWNER)), name(GetParent(owned)));
    SetWindowLongA(owned, GWL_STYLE, WS_CHILD);
    printf("owned WS_CHILD: root owner %s, GetParent %s\n",
           name(GetAncestor(owned, GA_ROOTOWNER)), name(GetParent(owned)));
    DestroyWindow(owned);
    kid = CreateWindowExA(0, "act", "dkid", WS_CHILD, 0, 0, 50, 50, desktop, NULL, NULL, NULL);
    child1 = kid;
    printf("child of the desktop: root owner %s, root %s\n",
           name(GetAncestor(kid, GA_ROOTOWNER)), name(GetAncestor(kid, GA_ROOT)));
    DestroyWindow(kid);
    DestroyWindow(top);

    /* a pop-up made a child of a child (test_SetParent's sequence) */
    parent = CreateWindowExA(0, "static", NULL, WS_OVERLAPPEDWINDOW, 100, 100, 200, 200,
                             NULL, NULL, NULL, NULL);
    child1 = CreateWindowExA(0, "static", NULL, WS_CHILD, 0, 0, 50, 50, parent, NULL, NULL,
                             NULL);
    popup = CreateWindowExA(0, "static", NULL, WS_POPUP, 0, 0, 50, 50, NULL, NULL, NULL, NULL);
    SetActiveWindow(parent);
    SetFocus(parent);
    state("start");
    printf("SetParent answers %s\n", name(SetParent(popup, child1)));
    printf("pop-up: GA_PARENT %s GetParent %s GA_ROOT %s GA_ROOTOWNER %s\n",
           name(GetAncestor(popup, GA_PARENT)), name(GetParent(popup)),
           name(GetAncestor(popup, GA_ROOT)), name(GetAncestor(popup, GA_ROOTOWNER)));
    state("after SetParent");
    SetActiveWindow(parent);
    SetFocus(popup);
    state("SetFocus(popup)");
    EnableWindow(child1, FALSE);
    SetFocus(parent);
    state("child1 disabled, SetFocus(parent)");
    SetFocus(popup);
    state("child1 disabled, SetFocus(popup)");
    EnableWindow(child1, TRUE);
    ShowWindow(child1, SW_MINIMIZE);
    SetFocus(parent);
    SetFocus(popup);
    state("child1 minimized, SetFocus(popup)");
    ShowWindow(child1, SW_HIDE);
    SetActiveWindow(parent);
    SetFocus(parent);
    state("parent again");
    printf("SetForegroundWindow %d\n", SetForegroundWindow(popup));
    state("SetForegroundWindow(popup)");
    printf("foreground %s\n", name(GetForegroundWindow()));
    DestroyWindow(parent);
    DestroyWindow(popup);

    wc.lpfnWndProc = frame_proc;
    wc.lpszClassName = "mdiframe";
    RegisterClassA(&wc);
    wc.lpfnWndProc = kid_proc;
    wc.lpszClassName = "mdikid";
    RegisterClassA(&wc);
    mdi(0);
    mdi(WS_HSCROLL);
    mdi(WS_HSCROLL | WS_VSCROLL);
    mdi_menu();
    printf("done\n");
    return 0;
}
