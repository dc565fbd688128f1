/* ShowWindow's messages and states (issue 23, msg.c's test_ShowWindow): a hidden window
 * shown with SW_SHOWNORMAL or SW_SHOW is activated and takes the focus inside the
 * change, between WM_WINDOWPOSCHANGING and WM_WINDOWPOSCHANGED, as SetWindowPos
 * activates a window it shows; SW_SHOWNOACTIVATE shows a window "in its most recent
 * size and position", restoring a maximized or minimized one, without activating it; a
 * minimized window is asked with WM_QUERYOPEN first, and stays minimized if it refuses.
 * Prints the messages each call brings (their numbers) and the states after.
 * test/win32/user/test_showseq.py holds what Wine 8 prints at both widths. */
#include <windows.h>
#include <stdio.h>

static HWND watched;
static int keep_minimized;
static char log_[512];

static LRESULT CALLBACK proc(HWND hwnd, UINT msg, WPARAM wp, LPARAM lp)
{
    if (hwnd == watched) {
        switch (msg) {
        case WM_SHOWWINDOW: case WM_WINDOWPOSCHANGING: case WM_WINDOWPOSCHANGED:
        case WM_ACTIVATE: case WM_SETFOCUS: case WM_KILLFOCUS: case WM_NCACTIVATE:
        case WM_SIZE: case WM_MOVE: case WM_QUERYOPEN:
            if (strlen(log_) < sizeof(log_) - 8)
                sprintf(log_ + strlen(log_), " %04x", msg);
        }
    }
    if (msg == WM_QUERYOPEN && keep_minimized)
        return FALSE;
    return DefWindowProcA(hwnd, msg, wp, lp);
}

static void show(HWND hwnd, int cmd, const char *name)
{
    WINDOWPLACEMENT wp = { sizeof(wp) };
    BOOL ret;

    log_[0] = 0;
    ret = ShowWindow(hwnd, cmd);
    GetWindowPlacement(hwnd, &wp);
    printf("%s: %d style=%08lx active=%d focus=%d show=%u flags=%u;%s\n", name, ret,
           (unsigned long)(GetWindowLongA(hwnd, GWL_STYLE) & (WS_VISIBLE | WS_MINIMIZE | WS_MAXIMIZE)),
           GetActiveWindow() == hwnd, GetFocus() == hwnd, wp.showCmd, wp.flags, log_);
}

int main(void)
{
    WNDCLASSA wc = {0};
    HWND other, hwnd;

    setvbuf(stdout, NULL, _IONBF, 0);
    wc.lpfnWndProc = proc;
    wc.hInstance = GetModuleHandleA(NULL);
    wc.lpszClassName = "showseq";
    RegisterClassA(&wc);
    other = CreateWindowA("showseq", "other", WS_OVERLAPPEDWINDOW | WS_VISIBLE, 50, 50, 200,
                          150, NULL, NULL, NULL, NULL);
    hwnd = CreateWindowA("showseq", "t", WS_OVERLAPPEDWINDOW, 100, 100, 200, 150, NULL, NULL,
                         NULL, NULL);
    SetActiveWindow(other);
    watched = hwnd;
    show(hwnd, SW_SHOWNORMAL, "SW_SHOWNORMAL hidden");
    show(hwnd, SW_SHOWNORMAL, "SW_SHOWNORMAL shown");
    show(hwnd, SW_HIDE, "SW_HIDE");
    SetActiveWindow(other);
    show(hwnd, SW_SHOW, "SW_SHOW hidden");
    show(hwnd, SW_HIDE, "SW_HIDE");
    SetActiveWindow(other);
    show(hwnd, SW_SHOWMAXIMIZED, "SW_SHOWMAXIMIZED");
    show(hwnd, SW_HIDE, "SW_HIDE");
    SetActiveWindow(other);
    show(hwnd, SW_SHOWNOACTIVATE, "SW_SHOWNOACTIVATE maximized");
    show(hwnd, SW_SHOWNOACTIVATE, "SW_SHOWNOACTIVATE shown");
    show(hwnd, SW_SHOWMAXIMIZED, "SW_SHOWMAXIMIZED");
    SetActiveWindow(other);
    show(hwnd, SW_SHOWNOACTIVATE, "SW_SHOWNOACTIVATE maximized shown");
    /* a minimized window is asked (WM_QUERYOPEN) before it is restored */
    ShowWindow(hwnd, SW_MINIMIZE);
    keep_minimized = 1;
    show(hwnd, SW_RESTORE, "SW_RESTORE refused");
    keep_minimized = 0;
    show(hwnd, SW_RESTORE, "SW_RESTORE minimized");
    watched = NULL;
    DestroyWindow(hwnd);
    DestroyWindow(other);
    return 0;
}
