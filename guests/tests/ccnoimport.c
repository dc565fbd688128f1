/* Common-control classes by name in a program that does not import COMCTL32.dll and
 * never calls InitCommonControls (kstandbridge/minesweeper_cx's status bar,
 * docs/runtimes.md "Programs in the wild (session 32): GUI programs"): Windows' user32
 * loads comctl32 for the class, as Wine's does. Prints whether each window is made. */
#include <windows.h>
#include <stdio.h>

static const char *names[] = {
    "msctls_statusbar32", "msctls_progress32", "SysListView32", "SysTreeView32",
    "SysTabControl32", "ToolbarWindow32", "msctls_trackbar32", "SysDateTimePick32",
};

int main(void)
{
    HWND top = CreateWindowA("STATIC", "top", WS_POPUP, 0, 0, 200, 200, NULL, NULL, NULL, NULL);
    unsigned i;
    for (i = 0; i < sizeof(names) / sizeof(names[0]); i++) {
        HWND h = CreateWindowA(names[i], "", WS_CHILD | WS_VISIBLE, 0, 0, 100, 20, top,
                               (HMENU)(INT_PTR)(100 + i), NULL, NULL);
        char cls[64] = "";
        GetClassNameA(h, cls, sizeof(cls));
        printf("%s: created=%d class=%s\n", names[i], h != NULL, cls);
    }
    printf("unknown class: created=%d\n",
           CreateWindowA("NoSuchClass32", "", WS_CHILD, 0, 0, 1, 1, top, NULL, NULL, NULL) != NULL);
    DestroyWindow(top);
    return 0;
}
