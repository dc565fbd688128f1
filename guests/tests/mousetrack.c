/* TrackMouseEvent's leave and hover tracking: WM_MOUSELEAVE when the pointer leaves a
   window (at once when it is not over it), WM_MOUSEHOVER when it rests, TME_CANCEL,
   TME_QUERY, TME_NONCLIENT, and the refusals
   (issue 23, "Programs in the wild": mCtrl's grid, tree-list, tab and chart controls track
   the pointer to drop their hot state). Prints a line per check. */
#include <windows.h>
#include <stdio.h>

static int leaves, ncleaves, hovers;
static LPARAM hover_at;

static LRESULT CALLBACK proc(HWND h, UINT m, WPARAM w, LPARAM l)
{
    if (m == WM_MOUSELEAVE)
        leaves++;
    if (m == WM_NCMOUSELEAVE)
        ncleaves++;
    if (m == WM_MOUSEHOVER) {
        hovers++;
        hover_at = l;
    }
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
    printf("%s: query=%d flags=%lx hwnd=%s", when, ok, t.dwFlags,
           t.hwndTrack ? "set" : "null");
    if (t.dwFlags & TME_HOVER)
        printf(" hover=%lu", t.dwHoverTime);
    printf("\n");
}

static BOOL track_hover(HWND h, DWORD flags, DWORD ms)
{
    TRACKMOUSEEVENT t = {sizeof t, flags, h, ms};
    return TrackMouseEvent(&t);
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
    h = CreateWindowExA(0, "mousetrack", "t", WS_POPUP | WS_VISIBLE, 400, 10, 100, 100,
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

    SetCursorPos(450, 60);
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

    SetCursorPos(450, 60);
    pump();
    track(h, TME_LEAVE);
    ok = track(h, TME_LEAVE | TME_CANCEL);
    printf("cancel=%d\n", ok);
    query("cancelled");
    SetCursorPos(5, 5);
    pump();
    printf("moved out after cancel: leaves=%d\n", leaves);

    SetCursorPos(450, 60);
    pump();
    ok = track(h, TME_LEAVE | TME_NONCLIENT);
    printf("non-client while over the client area=%d\n", ok);
    pump();
    printf("ncleaves=%d leaves=%d\n", ncleaves, leaves);
    query("non-client");

    /* hover */
    SetCursorPos(450, 60);
    pump();
    ok = track_hover(h, TME_HOVER, 100);
    printf("hover=%d\n", ok);
    query("hovering");
    pump();
    printf("hovers=%d at %d,%d\n", hovers, (short)LOWORD(hover_at), (short)HIWORD(hover_at));
    query("after hover");
    ok = track_hover(h, TME_HOVER | TME_LEAVE, HOVER_DEFAULT);
    query("hover default and leave");
    ok = track_hover(h, TME_HOVER | TME_CANCEL, 0);
    query("hover cancelled");
    pump();
    printf("hovers=%d leaves=%d\n", hovers, leaves);
    track_hover(h, TME_HOVER, 300);
    SetCursorPos(460, 70);
    pump();
    SetCursorPos(470, 80);
    pump();
    printf("moving: hovers=%d\n", hovers);
    pump();
    printf("rested: hovers=%d at %d,%d\n", hovers, (short)LOWORD(hover_at),
           (short)HIWORD(hover_at));
    track_hover(h, TME_HOVER, 200);
    SetCursorPos(5, 5);
    pump();
    pump();
    printf("left before hovering: hovers=%d leaves=%d\n", hovers, leaves);
    query("after leaving");

    DestroyWindow(h);
    printf("done\n");
    return 0;
}
