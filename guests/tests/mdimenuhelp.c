/*
 * mdimenuhelp.c - what Microsoft's File Manager (winfile) leans on (issue 23):
 *   COMCTL32's MenuHelp: WM_MENUSELECT through MenuHelp into a status window; printed
 *     are the status bar's simple mode and the text SB_GETTEXT 0 gives (the simple text in simple mode) after each;
 *   an MDI client's CW_USEDEFAULT children: their rectangles in the client;
 *   the MDI client's scroll bars: shown only while a child reaches past the client;
 *   GetListBoxInfo: LB_GETLISTBOXINFO sent to the list box, so a subclass sees it.
 */
#include <windows.h>
#include <commctrl.h>
#include <stdio.h>

static HWND frame, status, client;
static HMENU main_menu, file_menu;
static WNDPROC lb_orig;

static void pump(void)
{
    MSG m;
    while (PeekMessageA(&m, NULL, 0, 0, PM_REMOVE)) {
        TranslateMessage(&m);
        DispatchMessageA(&m);
    }
}

static void show_status(const char *what)
{
    char text[128] = "";
    SendMessageA(status, SB_GETTEXTA, 0, (LPARAM)text);   /* simple mode: its text */
    printf("%s: simple %d, text '%s'\n", what, (int)SendMessageA(status, SB_ISSIMPLE, 0, 0),
           text);
}

static void show_bars(const char *what)
{
    LONG s = GetWindowLongA(client, GWL_STYLE);
    printf("%s: hscroll %d vscroll %d\n", what, !!(s & WS_HSCROLL), !!(s & WS_VSCROLL));
}

static void show_child(const char *what, HWND h)
{
    RECT r;
    GetWindowRect(h, &r);
    MapWindowPoints(NULL, client, (POINT *)&r, 2);
    printf("%s: %ld,%ld %ldx%ld\n", what, r.left, r.top, r.right - r.left, r.bottom - r.top);
}

static LRESULT CALLBACK frame_proc(HWND h, UINT m, WPARAM w, LPARAM l)
{
    if (m == WM_SIZE)
        return 0;            /* the MDI client keeps the size it was made with */
    return DefFrameProcA(h, client, m, w, l);
}

static LRESULT CALLBACK child_proc(HWND h, UINT m, WPARAM w, LPARAM l)
{
    return DefMDIChildProcA(h, m, w, l);
}

static LRESULT CALLBACK lb_sub(HWND h, UINT m, WPARAM w, LPARAM l)
{
    if (m == LB_GETLISTBOXINFO) {
        printf("subclass saw LB_GETLISTBOXINFO\n");
        return 42;
    }
    return CallWindowProcA(lb_orig, h, m, w, l);
}

static HWND new_child(const char *title)
{
    MDICREATESTRUCTA mc = {0};
    mc.szClass = "mmhchild";
    mc.szTitle = title;
    mc.hOwner = GetModuleHandleA(NULL);
    mc.x = mc.y = mc.cx = mc.cy = CW_USEDEFAULT;
    return (HWND)SendMessageA(client, WM_MDICREATE, 0, (LPARAM)&mc);
}

int main(void)
{
    HINSTANCE inst = GetModuleHandleA(NULL);
    UINT ids[] = {1000, 2000, 3000, 5, 0, 0};
    WNDCLASSA wc = {0};
    CLIENTCREATESTRUCT ccs = {0};
    RECT r;
    HWND a, b, lb;

    InitCommonControls();
    wc.lpfnWndProc = frame_proc;
    wc.hInstance = inst;
    wc.hbrBackground = (HBRUSH)(COLOR_APPWORKSPACE + 1);
    wc.lpszClassName = "mmhframe";
    RegisterClassA(&wc);
    wc.lpfnWndProc = child_proc;
    wc.hbrBackground = (HBRUSH)(COLOR_WINDOW + 1);
    wc.lpszClassName = "mmhchild";
    RegisterClassA(&wc);

    main_menu = CreateMenu();
    file_menu = CreatePopupMenu();
    AppendMenuA(file_menu, MF_STRING, 100, "&Open");
    AppendMenuA(file_menu, MF_STRING, 101, "&Close");
    AppendMenuA(main_menu, MF_POPUP, (UINT_PTR)file_menu, "&File");
    frame = CreateWindowA("mmhframe", "mdimenuhelp", WS_OVERLAPPEDWINDOW | WS_CLIPCHILDREN,
                          0, 0, 800, 600, NULL, main_menu, inst, NULL);
    ShowWindow(frame, SW_SHOW);
    status = CreateStatusWindowA(WS_CHILD | WS_VISIBLE, "normal", frame, 2);

    /* -- MenuHelp ------------------------------------------------------------------- */
    show_status("start");
    MenuHelp(WM_MENUSELECT, MAKEWPARAM(100, MF_HILITE), (LPARAM)file_menu, main_menu, inst,
             status, ids);
    show_status("item 100");
    MenuHelp(WM_MENUSELECT, MAKEWPARAM(0, MF_POPUP | MF_HILITE), (LPARAM)main_menu,
             main_menu, inst, status, ids);
    show_status("popup 0");
    MenuHelp(WM_MENUSELECT, MAKEWPARAM(5, MF_POPUP | MF_HILITE), (LPARAM)main_menu,
             main_menu, inst, status, ids);
    show_status("popup 5");
    MenuHelp(WM_MENUSELECT, MAKEWPARAM(0xFFFF, 0xFFFF), 0, main_menu, inst, status, ids);
    show_status("closed");
    MenuHelp(WM_COMMAND, 100, 0, main_menu, inst, status, ids);
    show_status("command");
    MenuHelp(WM_MENUSELECT, MAKEWPARAM(101, MF_HILITE), (LPARAM)file_menu, main_menu, inst,
             status, ids);
    show_status("item 101 (no string)");
    MenuHelp(WM_MENUSELECT, MAKEWPARAM(0xFFFF, 0xFFFF), 0, main_menu, inst, status, ids);
    show_status("closed again");

    /* -- the MDI client: default child placement and its scroll bars ---------------- */
    ccs.idFirstChild = 500;
    client = CreateWindowA("MDICLIENT", NULL, WS_CHILD | WS_VISIBLE | WS_CLIPCHILDREN |
                           WS_HSCROLL | WS_VSCROLL, 0, 0, 600, 400, frame, (HMENU)1, inst,
                           &ccs);
    pump();
    GetClientRect(client, &r);
    printf("client: %ldx%ld\n", r.right, r.bottom);
    a = new_child("one");
    pump();
    show_child("child one", a);
    show_bars("one child");
    GetClientRect(client, &r);
    printf("client: %ldx%ld\n", r.right, r.bottom);
    b = new_child("two");
    pump();
    show_child("child two", b);
    MoveWindow(b, 500, 20, 200, 100, TRUE);
    pump();
    show_bars("child past the right");
    SendMessageA(client, WM_MDIMAXIMIZE, (WPARAM)b, 0);
    pump();
    show_bars("maximized");
    SendMessageA(client, WM_MDIRESTORE, (WPARAM)b, 0);
    pump();
    show_bars("restored");
    MoveWindow(b, 10, 10, 200, 100, TRUE);
    pump();
    show_bars("child back inside");

    /* -- GetListBoxInfo ------------------------------------------------------------- */
    lb = CreateWindowA("LISTBOX", NULL, WS_CHILD | WS_VISIBLE, 0, 0, 100, 100, frame, NULL,
                       inst, NULL);
    printf("listboxinfo plain: %lu\n", (unsigned long)GetListBoxInfo(lb));
    lb_orig = (WNDPROC)SetWindowLongPtrA(lb, GWLP_WNDPROC, (LONG_PTR)lb_sub);
    printf("listboxinfo subclassed: %lu\n", (unsigned long)GetListBoxInfo(lb));
    DestroyWindow(frame);
    return 0;
}
