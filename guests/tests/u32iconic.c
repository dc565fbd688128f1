/* Minimized windows' places (docs/user.md, "Minimized windows"; user32's win.c
   test_arrange_iconic_windows, test_window_placement, test_ShowWindow_child):
   MINIMIZEDMETRICS' slots for child windows minimized one after another and for
   ArrangeIconicWindows in two arrangements, a top-level window minimized off the
   screen (ARW_HIDE) and an owned one on the desktop, the positions GetWindowPlacement
   reports and SetWindowPlacement sets. One line per check; rectangles in the parent's
   client coordinates (top-level ones on the screen). */
#include <windows.h>
#include <stdio.h>

static LRESULT CALLBACK proc(HWND h, UINT m, WPARAM w, LPARAM l)
{
    return DefWindowProcA(h, m, w, l);
}

static void rect_of(HWND h, const char *what)
{
    RECT r;
    GetWindowRect(h, &r);
    MapWindowPoints(NULL, GetAncestor(h, GA_PARENT), (POINT *)&r, 2);
    printf("%s: %ld,%ld-%ld,%ld\n", what, r.left, r.top, r.right, r.bottom);
}

static void placement(HWND h, const char *what)
{
    WINDOWPLACEMENT wp = {sizeof(wp)};
    BOOL r = GetWindowPlacement(h, &wp);
    printf("%s: %d flags=%u show=%u min=%ld,%ld max=%ld,%ld normal=%ld,%ld-%ld,%ld\n",
           what, r, wp.flags, wp.showCmd, wp.ptMinPosition.x, wp.ptMinPosition.y,
           wp.ptMaxPosition.x, wp.ptMaxPosition.y, wp.rcNormalPosition.left,
           wp.rcNormalPosition.top, wp.rcNormalPosition.right, wp.rcNormalPosition.bottom);
}

static void metrics(int width, int hgap, int vgap, int arrange)
{
    MINIMIZEDMETRICS mm = {sizeof(mm), width, hgap, vgap, arrange};
    BOOL r = SystemParametersInfoA(SPI_SETMINIMIZEDMETRICS, sizeof(mm), &mm, 0);
    printf("metrics %d,%d,%d,%d: %d cx=%d cy-caption=%d\n", width, hgap, vgap, arrange, r,
           GetSystemMetrics(SM_CXMINIMIZED),
           GetSystemMetrics(SM_CYMINIMIZED) - GetSystemMetrics(SM_CYCAPTION));
}

int main(void)
{
    MINIMIZEDMETRICS old = {sizeof(old)};
    WNDCLASSA wc = {0};
    HWND parent, kids[5], top, owned;
    WINDOWPLACEMENT wp = {sizeof(wp)};
    RECT r, client;
    char name[32];
    UINT n;
    int i;

    setvbuf(stdout, NULL, _IONBF, 0);
    wc.lpfnWndProc = proc;
    wc.lpszClassName = "u32iconic";
    wc.hCursor = LoadCursorA(NULL, (LPCSTR)IDC_ARROW);
    RegisterClassA(&wc);
    SystemParametersInfoA(SPI_GETMINIMIZEDMETRICS, sizeof(old), &old, 0);
    printf("default arrange=%d hgap=%d vgap=%d\n", old.iArrange, old.iHorzGap, old.iVertGap);

    /* a client area 400 x 200: three icons of 160 to a row at most */
    SetRect(&r, 0, 0, 400, 200);
    AdjustWindowRect(&r, WS_OVERLAPPEDWINDOW, FALSE);
    parent = CreateWindowA("u32iconic", "parent", WS_OVERLAPPEDWINDOW | WS_VISIBLE, 50, 50,
                           r.right - r.left, r.bottom - r.top, 0, 0, 0, NULL);
    GetClientRect(parent, &client);
    printf("client %ld x %ld\n", client.right, client.bottom);
    for (i = 0; i < 5; i++)
        kids[i] = CreateWindowA("u32iconic", "kid", WS_CHILD | WS_OVERLAPPEDWINDOW, 20, 20,
                                150, 80, parent, 0, 0, NULL);

    SetLastError(0xdeadbeef);
    n = ArrangeIconicWindows(parent);
    printf("arrange none: %u err=%lx\n", n, GetLastError());

    /* the default arrangement (from the bottom left, to the right), no gaps: child
       windows are not hidden by ARW_HIDE */
    for (i = 0; i < 5; i++)
    {
        sprintf(name, "kid %d minimized", i);
        ShowWindow(kids[i], SW_MINIMIZE);
        rect_of(kids[i], name);
    }
    GetClientRect(kids[0], &r);
    printf("iconic client %ld,%ld-%ld,%ld\n", r.left, r.top, r.right, r.bottom);
    SetWindowPos(kids[0], 0, 200, 10, 300, 300, SWP_NOZORDER | SWP_NOACTIVATE);
    rect_of(kids[0], "kid 0 moved and sized");
    placement(kids[0], "kid 0");
    ShowWindow(kids[0], SW_RESTORE);
    rect_of(kids[0], "kid 0 restored");
    ShowWindow(kids[0], SW_MINIMIZE);
    rect_of(kids[0], "kid 0 minimized again (its last place)");
    ShowWindow(kids[2], SW_RESTORE);

    metrics(100, 40, 3, ARW_TOPLEFT | ARW_RIGHT);
    n = ArrangeIconicWindows(parent);
    printf("arrange top left, right: %u\n", n);
    for (i = 0; i < 5; i++)
    {
        sprintf(name, "kid %d", i);
        rect_of(kids[i], name);
    }
    metrics(100, 40, 10, ARW_BOTTOMRIGHT | ARW_UP);
    n = ArrangeIconicWindows(parent);
    printf("arrange bottom right, up: %u\n", n);
    for (i = 0; i < 5; i++)
    {
        sprintf(name, "kid %d", i);
        rect_of(kids[i], name);
    }
    /* the rest under ARW_HIDE, as on a desktop with a taskbar (the default of Windows with
       Explorer; a desktop with no taskbar may say otherwise) */
    metrics(old.iWidth, old.iHorzGap, old.iVertGap, old.iArrange | ARW_HIDE);
    DestroyWindow(parent);

    /* a top-level window: off the screen under ARW_HIDE, its placement */
    top = CreateWindowA("u32iconic", "top", WS_OVERLAPPEDWINDOW | WS_VISIBLE, 100, 200, 200,
                        200, 0, 0, 0, NULL);
    placement(top, "top fresh");
    ShowWindow(top, SW_MINIMIZE);
    rect_of(top, "top minimized");
    placement(top, "top minimized");
    SetWindowPos(top, 0, 10, 10, 50, 50, SWP_NOZORDER | SWP_NOACTIVATE);
    rect_of(top, "top moved while minimized");
    ShowWindow(top, SW_RESTORE);
    placement(top, "top restored");
    ShowWindow(top, SW_MAXIMIZE);
    SetWindowPos(top, 0, 100, 100, 100, 100, SWP_NOZORDER | SWP_NOACTIVATE);
    placement(top, "top maximized and moved");
    ShowWindow(top, SW_MINIMIZE);
    placement(top, "top minimized from maximized");
    ShowWindow(top, SW_RESTORE);
    placement(top, "top restored (maximized)");
    ShowWindow(top, SW_RESTORE);
    placement(top, "top restored (normal)");
    SetWindowPos(top, 0, 30, 40, 200, 200, SWP_NOZORDER | SWP_NOACTIVATE);
    placement(top, "top moved");

    wp.flags = WPF_SETMINPOSITION;
    wp.showCmd = SW_SHOWNORMAL;
    wp.ptMinPosition.x = wp.ptMinPosition.y = 100;
    wp.ptMaxPosition.x = wp.ptMaxPosition.y = 100;
    SetRect(&wp.rcNormalPosition, 200, 300, 400, 500);
    printf("SetWindowPlacement: %d\n", SetWindowPlacement(top, &wp));
    placement(top, "top placed");
    wp.length = 0;
    SetLastError(0xdeadbeef);
    n = SetWindowPlacement(top, &wp);
    printf("SetWindowPlacement length 0: %u err=%lu\n", n, GetLastError());

    /* an owned window has no taskbar button: its icon stays on the desktop */
    owned = CreateWindowA("u32iconic", "owned", WS_OVERLAPPEDWINDOW | WS_VISIBLE, 100, 100,
                          200, 200, top, 0, 0, NULL);
    ShowWindow(owned, SW_MINIMIZE);
    GetWindowRect(owned, &r);
    SystemParametersInfoA(SPI_GETWORKAREA, 0, &client, 0);
    printf("owned minimized: left=%ld bottom-work=%ld width=%ld\n", r.left,
           r.bottom - client.bottom, r.right - r.left);
    DestroyWindow(owned);
    DestroyWindow(top);
    printf("done\n");
    return 0;
}
