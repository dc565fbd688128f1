/* Display affinity (docs/user.md, "Display affinity"; user32's win.c
   test_display_affinity): SetWindowDisplayAffinity / GetWindowDisplayAffinity on a
   window, with and without WS_EX_LAYERED, their failures. One line per check. */
#include <windows.h>
#include <stdio.h>

#ifndef WDA_EXCLUDEFROMCAPTURE
#define WDA_EXCLUDEFROMCAPTURE 0x11
#endif

static void get(HWND h, const char *what)
{
    DWORD a = 0xdeadbeef;
    BOOL r;
    SetLastError(0xdeadbeef);
    r = GetWindowDisplayAffinity(h, &a);
    printf("%s: Get=%d err=%lu affinity=%lx\n", what, r, r ? 0 : GetLastError(), a);
}

static void set(HWND h, DWORD affinity)
{
    BOOL r;
    SetLastError(0xdeadbeef);
    r = SetWindowDisplayAffinity(h, affinity);
    printf("Set(%lx)=%d err=%lu\n", affinity, r, r ? 0 : GetLastError());
}

int main(void)
{
    HWND h = CreateWindowExA(0, "static", "affinity", WS_OVERLAPPEDWINDOW | WS_VISIBLE, 10,
                             10, 100, 100, 0, 0, NULL, NULL);
    BOOL r;

    setvbuf(stdout, NULL, _IONBF, 0);
    SetLastError(0xdeadbeef);
    r = GetWindowDisplayAffinity(NULL, NULL);
    printf("NULL, NULL: %d err=%lu\n", r, GetLastError());
    get(NULL, "no window");
    SetLastError(0xdeadbeef);
    r = GetWindowDisplayAffinity(h, NULL);
    printf("no out: %d err=%lu\n", r, GetLastError());
    get(h, "fresh");
    set(h, WDA_MONITOR);
    get(h, "monitor");
    set(h, WDA_NONE);
    get(h, "none");
    set(h, 2);
    get(h, "after 2");
    SetWindowLongA(h, GWL_EXSTYLE, GetWindowLongA(h, GWL_EXSTYLE) | WS_EX_LAYERED);
    get(h, "layered");
    set(h, WDA_MONITOR);
    get(h, "layered monitor");
    set(NULL, WDA_MONITOR);
    DestroyWindow(h);
    printf("done\n");
    return 0;
}
