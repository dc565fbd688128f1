/* A window asked larger than the screen, as FLTK 1.4's test programs ask (menubar.exe:
 * a 700 x 520 client area; issue 23, "Programs in the wild", docs/runtimes.md):
 * CreateWindowEx sends WM_GETMINMAXINFO before WM_NCCREATE to an overlapped or sizable
 * window and keeps the size within its tracking limits; a popup without a sizing
 * frame is made as asked. The program prints the messages a window receives before
 * WM_CREATE, the MINMAXINFO's defaults (relative to the screen, so that the lines do
 * not depend on its size) and the sizes made.
 */
#include <windows.h>
#include <stdio.h>

static int log_on, limit_x, limit_y;
static char seen[256];

static LRESULT CALLBACK proc(HWND h, UINT m, WPARAM w, LPARAM l)
{
    if (log_on) {
        char buf[16];
        if (m == WM_GETMINMAXINFO) {
            MINMAXINFO *mi = (MINMAXINFO *)l;
            int sx = GetSystemMetrics(SM_CXSCREEN), sy = GetSystemMetrics(SM_CYSCREEN);
            printf("  GETMINMAXINFO: maxsize=screen%+ld,%+ld maxpos=%ld,%ld "
                   "mintrack=%ld,%ld maxtrack=screen%+ld,%+ld\n",
                   mi->ptMaxSize.x - sx, mi->ptMaxSize.y - sy, mi->ptMaxPosition.x,
                   mi->ptMaxPosition.y, mi->ptMinTrackSize.x, mi->ptMinTrackSize.y,
                   mi->ptMaxTrackSize.x - sx, mi->ptMaxTrackSize.y - sy);
            if (limit_x) {
                mi->ptMaxTrackSize.x = limit_x;
                mi->ptMaxTrackSize.y = limit_y;
                mi->ptMinTrackSize.x = 150;
                mi->ptMinTrackSize.y = 150;
            }
        }
        if (m == WM_CREATE)
            log_on = 0;
        snprintf(buf, sizeof buf, "%s%04x", seen[0] ? " " : "", m);
        if (m == WM_GETMINMAXINFO || m == WM_NCCREATE || m == WM_NCCALCSIZE || m == WM_CREATE)
            strncat(seen, buf, sizeof seen - strlen(seen) - 1);
    }
    return DefWindowProcA(h, m, w, l);
}

static void make(const char *what, DWORD style, int w, int h)
{
    HWND win;
    RECT r;
    int sx = GetSystemMetrics(SM_CXSCREEN), sy = GetSystemMetrics(SM_CYSCREEN);
    seen[0] = 0;
    log_on = 1;
    printf("%s:\n", what);
    win = CreateWindowExA(0, "minmax", "t", style, 0, 0, w, h, NULL, NULL, NULL, NULL);
    log_on = 0;
    GetWindowRect(win, &r);
    printf("  messages: %s\n", seen);
    printf("  asked screen%+d,%+d made screen%+ld,%+ld\n", w - sx, h - sy,
           r.right - r.left - sx, r.bottom - r.top - sy);
    DestroyWindow(win);
}

int main(void)
{
    WNDCLASSA wc;
    int sx = GetSystemMetrics(SM_CXSCREEN), sy = GetSystemMetrics(SM_CYSCREEN);
    memset(&wc, 0, sizeof wc);
    wc.lpfnWndProc = proc;
    wc.lpszClassName = "minmax";
    wc.hCursor = LoadCursor(NULL, IDC_ARROW);
    RegisterClassA(&wc);
    printf("SM_CXMAXTRACK=screen%+d SM_CYMAXTRACK=screen%+d SM_CXMINTRACK=%d SM_CYMINTRACK=%d\n",
           GetSystemMetrics(SM_CXMAXTRACK) - sx, GetSystemMetrics(SM_CYMAXTRACK) - sy,
           GetSystemMetrics(SM_CXMINTRACK), GetSystemMetrics(SM_CYMINTRACK));

    make("overlapped, larger than the screen", WS_OVERLAPPEDWINDOW, sx + 100, sy + 100);
    make("overlapped, small", WS_OVERLAPPEDWINDOW, 50, 10);
    make("popup, larger than the screen", WS_POPUP, sx + 100, sy + 100);
    make("popup with a sizing frame", WS_POPUP | WS_THICKFRAME, sx + 100, sy + 100);
    make("caption without a sizing frame", WS_CAPTION | WS_SYSMENU, sx + 100, sy + 100);
    limit_x = 300;
    limit_y = 200;
    make("overlapped, its own limits 300x200", WS_OVERLAPPEDWINDOW, sx + 100, sy + 100);
    make("overlapped, its own minimum 150x150", WS_OVERLAPPEDWINDOW, 20, 20);
    printf("done\n");
    return 0;
}
