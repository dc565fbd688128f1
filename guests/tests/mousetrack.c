/* TrackMouseEvent's leave tracking: WM_MOUSELEAVE when the pointer leaves a window (at
   once when it is not over it), TME_CANCEL, TME_QUERY, TME_NONCLIENT, and the refusals
   (issue 23, "Programs in the wild": mCtrl's grid, tree-list, tab and chart controls track
   the pointer to drop their hot state). Prints a line per check. */
#include <windows.h>
#include <stdio.h>

static int leaves, ncleaves;

static LRESULT CALLBACK proc(HWND h, UINT m, WPARAM w, LPARAM l)
{
    if (m == WM_MOUSELEAVE)
        leaves++;
    if (m == WM_NCMOUSELEAVE)
        ncleaves++;
    return DefWindowProcA(h, m, w, l);
}

static void pump(void)
{
    MSG msg;
    int i;
    for (i = 0; i < 5; i++) {
        while (PeekMessageA(&msg, NULL, 0, 0, PM_REMOVE))
            DispatchMessageA(&msg);
        Sleep(50);
    }
}

static BOOL track(HWND h, DWORD flags)
{
    TRACKMOUSEEVENT t = {sizeof t, flags, h, HOVER_DEFAULT};
    return TrackMouseEvent(&t);
}

static void query(const char *when)
{
    TRACKMOUSEEVENT t = {sizeof t, TME_QUERY, (HWND)0x1234, 77};
    BOOL ok = TrackMouseEvent(&t);
    printf("%s: query=%d flags=%lx hwnd=%s\n", when, ok, t.dwFlags,
           t.hwndTrack ? "set" : "null");
}

int main(void)
{
    WNDCLASSA wc = {0};
    HWND h;
    TRACKMOUSEEVENT t;
    BOOL ok;

    wc.lpfnWndProc = proc;
    wc.hInstance = GetModuleHandleA(NULL);
    wc.lpszClassName = "mousetrack";
    RegisterClassA(&wc);
    h = CreateWindowExA(0, "mousetrack", "t", WS_POPUP | WS_VISIBLE, 600, 10, 100, 100,
                        NULL, NULL, wc.hInstance, NULL);
    SetCursorPos(5, 5);
    pump();

    t.cbSize = sizeof t - 1; t.dwFlags = TME_LEAVE; t.hwndTrack = h; t.dwHoverTime = 0;
    SetLastError(0xdead);
    ok = TrackMouseEvent(&t);
    printf("bad size=%d err=%lu\n", ok, GetLastError());
    SetLastError(0xdead);
    ok = track((HWND)0xdead0, TME_LEAVE);
    printf("bad window=%d err=%lu\n", ok, GetLastError());
    query("nothing tracked");

    ok = track(h, TME_LEAVE);
    printf("leave while outside=%d\n", ok);
    query("after");
    pump();
    printf("leaves=%d\n", leaves);

    SetCursorPos(650, 60);
    pump();
    ok = track(h, TME_LEAVE);
    printf("leave while inside=%d\n", ok);
    query("inside");
    pump();
    printf("still inside: leaves=%d\n", leaves);
    SetCursorPos(5, 5);
    pump();
    printf("moved out: leaves=%d\n", leaves);
    query("after leaving");

    SetCursorPos(650, 60);
    pump();
    track(h, TME_LEAVE);
    ok = track(h, TME_LEAVE | TME_CANCEL);
    printf("cancel=%d\n", ok);
    query("cancelled");
    SetCursorPos(5, 5);
    pump();
    printf("moved out after cancel: leaves=%d\n", leaves);

    SetCursorPos(650, 60);
    pump();
    ok = track(h, TME_LEAVE | TME_NONCLIENT);
    printf("non-client while over the client area=%d\n", ok);
    pump();
    printf("ncleaves=%d leaves=%d\n", ncleaves, leaves);
    query("non-client");

    DestroyWindow(h);
    printf("done\n");
    return 0;
}
