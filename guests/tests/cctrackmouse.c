/* comctl32's _TrackMouseEvent, which calls user32's TrackMouseEvent (documented).
   wxWidgets' grid asks for WM_MOUSELEAVE through it (issue 23, "Programs in the wild
   (stop 27)": clicking a cell stopped there). Prints each answer. */
#include <windows.h>
#include <commctrl.h>
#include <stdio.h>

int main(void)
{
    TRACKMOUSEEVENT t;
    HWND w;
    BOOL r;
    setvbuf(stdout, NULL, _IONBF, 0);
    w = CreateWindowW(L"STATIC", L"", WS_POPUP | WS_VISIBLE, 0, 0, 100, 100, NULL, NULL,
                      GetModuleHandleW(NULL), NULL);
    memset(&t, 0, sizeof(t));
    t.cbSize = 3;
    t.dwFlags = TME_LEAVE;
    t.hwndTrack = w;
    SetLastError(0);
    r = _TrackMouseEvent(&t);
    printf("bad size: %d %lu\n", r, r ? 0 : GetLastError());
    t.cbSize = sizeof(t);
    r = _TrackMouseEvent(&t);
    printf("leave: %d\n", r);
    DestroyWindow(w);
    printf("done\n");
    return 0;
}
