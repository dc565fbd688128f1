/* WH_GETMESSAGE hooks and UIPI's message filters. wxWidgets installs a thread
   WH_GETMESSAGE hook to wake its idle processing even inside USER's modal loops (menus,
   MessageBox, dialogs), and allows a few messages through ChangeWindowMessageFilter
   (issue 23, "Programs in the wild": every wxWidgets program stopped at the hook).
   The hook sees what GetMessage and PeekMessage return, after the MSG is written: wParam
   PM_REMOVE or PM_NOREMOVE, lParam the MSG, which it may change; sent messages never
   pass through it; a modal dialog's loop retrieves through it. Prints a line per event. */
#include <windows.h>
#include <stdio.h>

static HWND main_wnd;
static HHOOK hook;
static int watching = 1;

static LRESULT CALLBACK getmsg_proc(int code, WPARAM wp, LPARAM lp)
{
    MSG *m = (MSG *)lp;
    if (watching && m->message >= WM_USER && m->message < WM_USER + 100)
        printf("  hook: code %d remove %d msg WM_USER+%u wp %u hwnd %s\n", code, (int)wp,
               m->message - WM_USER, (unsigned)m->wParam,
               m->hwnd == main_wnd ? "main" : m->hwnd ? "other" : "none");
    if (watching && m->message == WM_QUIT)
        printf("  hook: code %d remove %d WM_QUIT wp %u\n", code, (int)wp, (unsigned)m->wParam);
    if (m->message == WM_USER + 2 && wp == PM_REMOVE)
        m->wParam = 99;                 /* the caller gets the changed MSG */
    if (m->message == WM_USER + 3 && wp == PM_REMOVE)
        m->message = WM_QUIT;           /* and GetMessage answers for the changed one */
    return CallNextHookEx(hook, code, wp, lp);
}

static LRESULT CALLBACK wnd_proc(HWND h, UINT msg, WPARAM wp, LPARAM lp)
{
    if (msg == WM_USER + 4)
        printf(" sent WM_USER+4 arrived\n");
    return DefWindowProcW(h, msg, wp, lp);
}

static INT_PTR CALLBACK dlg_proc(HWND h, UINT msg, WPARAM wp, LPARAM lp)
{
    if (msg == WM_INITDIALOG) {
        PostMessageW(h, WM_USER + 5, 7, 0);
        return TRUE;
    }
    if (msg == WM_USER + 5) {
        printf(" dialog got WM_USER+5 wp %u\n", (unsigned)wp);
        EndDialog(h, 3);
        return TRUE;
    }
    return FALSE;
}

int main(void)
{
    WNDCLASSW wc = {0};
    MSG m;
    BOOL r;
    struct { DLGTEMPLATE t; WORD menu, cls, title; } tpl = {{0}};
    CHANGEFILTERSTRUCT cfs;
    setvbuf(stdout, NULL, _IONBF, 0);
    printf("start\n");
    wc.lpfnWndProc = wnd_proc;
    wc.hInstance = GetModuleHandleW(NULL);
    wc.lpszClassName = L"getmsghook";
    RegisterClassW(&wc);
    main_wnd = CreateWindowW(L"getmsghook", L"hook", WS_OVERLAPPEDWINDOW, 0, 0, 200, 100,
                             NULL, NULL, wc.hInstance, NULL);
    while (PeekMessageW(&m, NULL, 0, 0, PM_REMOVE))
        DispatchMessageW(&m);
    hook = SetWindowsHookExW(WH_GETMESSAGE, getmsg_proc, NULL, GetCurrentThreadId());
    printf("hook: %d\n", hook != NULL);

    PostMessageW(main_wnd, WM_USER + 1, 5, 0);
    r = PeekMessageW(&m, NULL, WM_USER, WM_USER + 99, PM_NOREMOVE);
    printf(" peeked %d WM_USER+%u wp %u\n", r, m.message - WM_USER, (unsigned)m.wParam);
    r = GetMessageW(&m, NULL, WM_USER, WM_USER + 99);
    printf(" got %d WM_USER+%u wp %u\n", r, m.message - WM_USER, (unsigned)m.wParam);

    PostMessageW(main_wnd, WM_USER + 2, 6, 0);
    r = PeekMessageW(&m, NULL, WM_USER, WM_USER + 99, PM_REMOVE);
    printf(" peeked and removed %d WM_USER+%u wp %u\n", r, m.message - WM_USER,
           (unsigned)m.wParam);

    PostThreadMessageW(GetCurrentThreadId(), WM_USER + 3, 8, 0);
    r = GetMessageW(&m, NULL, WM_USER, WM_USER + 99);
    printf(" got %d msg %04x wp %u\n", r, m.message, (unsigned)m.wParam);

    SendMessageW(main_wnd, WM_USER + 4, 0, 0);
    printf(" sent done\n");

    tpl.t.style = WS_POPUP | WS_CAPTION;
    tpl.t.cx = 80;
    tpl.t.cy = 40;
    printf("dialog: %d\n", (int)DialogBoxIndirectW(wc.hInstance, &tpl.t, main_wnd, dlg_proc));

    PostQuitMessage(4);
    r = GetMessageW(&m, NULL, 0, 0);
    printf(" got %d msg %04x wp %u\n", r, m.message, (unsigned)m.wParam);
    watching = 0;
    printf("unhook: %d\n", UnhookWindowsHookEx(hook));

    SetLastError(0);
    r = ChangeWindowMessageFilter(WM_USER + 7, MSGFLT_ADD);
    printf("filter add: %d %lu\n", r, GetLastError());
    SetLastError(0);
    r = ChangeWindowMessageFilter(WM_USER + 7, MSGFLT_REMOVE);
    printf("filter remove: %d %lu\n", r, GetLastError());
    SetLastError(0);
    r = ChangeWindowMessageFilter(WM_USER + 7, 3);
    printf("filter bad flag: %d %lu\n", r, GetLastError());
    cfs.cbSize = sizeof(cfs);
    cfs.ExtStatus = 77;
    SetLastError(0);
    r = ChangeWindowMessageFilterEx(main_wnd, WM_USER + 8, MSGFLT_ALLOW, &cfs);
    printf("filter ex allow: %d %lu status %lu\n", r, GetLastError(), cfs.ExtStatus);
    cfs.ExtStatus = 77;
    SetLastError(0);
    r = ChangeWindowMessageFilterEx(main_wnd, WM_USER + 8, MSGFLT_ALLOW, &cfs);
    printf("filter ex allow again: %d %lu status %lu\n", r, GetLastError(), cfs.ExtStatus);
    cfs.ExtStatus = 77;
    SetLastError(0);
    r = ChangeWindowMessageFilterEx(main_wnd, WM_USER + 9, MSGFLT_DISALLOW, &cfs);
    printf("filter ex disallow: %d %lu status %lu\n", r, GetLastError(), cfs.ExtStatus);
    cfs.cbSize = 4;
    SetLastError(0);
    r = ChangeWindowMessageFilterEx(main_wnd, WM_USER + 8, MSGFLT_ALLOW, &cfs);
    printf("filter ex bad size: %d %lu\n", r, GetLastError());
    SetLastError(0);
    r = ChangeWindowMessageFilterEx((HWND)0x1234, WM_USER + 8, MSGFLT_ALLOW, NULL);
    printf("filter ex bad window: %d %lu\n", r, GetLastError());
    SetLastError(0);
    r = ChangeWindowMessageFilterEx(main_wnd, WM_USER + 8, MSGFLT_RESET, NULL);
    printf("filter ex reset: %d %lu\n", r, GetLastError());
    DestroyWindow(main_wnd);
    printf("done\n");
    return 0;
}
