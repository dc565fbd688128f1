/* USER32 families win.c reached once a child window could live in another process's
   window (docs/user.md, "win.c's families, session 36"): WindowFromPoint through
   HTTRANSPARENT windows, a thick child's minimum tracking size, message-only windows made
   visible, FindWindowEx with a NULL parent, WM_GETTEXT without a buffer,
   GetWindowModuleFileName, the capture (WM_CAPTURECHANGED, a pressed button losing the
   focus), FlashWindow / FlashWindowEx and the layout a window inherits. One line per
   check. */
#include <windows.h>
#include <stdio.h>
#include <string.h>

static int captured_changed;
static HWND captured_lparam;
static int minmax_x, minmax_y, ncactivate_seen, ncactivate_wparam;

static LRESULT CALLBACK main_proc(HWND h, UINT m, WPARAM w, LPARAM l)
{
    if (m == WM_CAPTURECHANGED) {
        captured_changed++;
        captured_lparam = (HWND)l;
    }
    if (m == WM_NCACTIVATE) {
        ncactivate_seen++;
        ncactivate_wparam = (int)w;
    }
    if (m == WM_GETMINMAXINFO) {
        MINMAXINFO *mm = (MINMAXINFO *)l;
        LRESULT r = DefWindowProcA(h, m, w, l);
        minmax_x = mm->ptMinTrackSize.x;
        minmax_y = mm->ptMinTrackSize.y;
        return r;
    }
    return DefWindowProcA(h, m, w, l);
}

int main(void)
{
    WNDCLASSA wc = {0};
    HWND top, st, btn, found, msgw, thick;
    POINT pt;
    char buf[MAX_PATH], buf2[MAX_PATH];
    UINT n1, n2;
    FLASHWINFO fi;
    DWORD layout = 0xdead;
    BOOL prev, ret;
    LONG_PTR lp;
    DWORD err;

    setvbuf(stdout, NULL, _IONBF, 0);
    wc.lpfnWndProc = main_proc;
    wc.hInstance = GetModuleHandleA(NULL);
    wc.hbrBackground = (HBRUSH)(COLOR_WINDOW + 1);
    wc.lpszClassName = "u32winfam";
    RegisterClassA(&wc);

    /* WindowFromPoint: a STATIC (HTTRANSPARENT unless SS_NOTIFY) and a group box let the
       point through to the window below; a STATIC with SS_NOTIFY does not */
    top = CreateWindowExA(0, "u32winfam", "top", WS_POPUP | WS_VISIBLE, 100, 100, 300, 200,
                          NULL, NULL, NULL, NULL);
    st = CreateWindowExA(0, "STATIC", "s", WS_CHILD | WS_VISIBLE, 0, 0, 50, 50, top, NULL,
                         NULL, NULL);
    pt.x = 120; pt.y = 120;
    printf("static: WindowFromPoint is-parent=%d\n", WindowFromPoint(pt) == top);
    SetWindowLongA(st, GWL_STYLE, GetWindowLongA(st, GWL_STYLE) | SS_NOTIFY);
    printf("SS_NOTIFY static: WindowFromPoint is-static=%d\n", WindowFromPoint(pt) == st);
    CreateWindowExA(0, "BUTTON", "g", WS_CHILD | WS_VISIBLE | BS_GROUPBOX, 60, 0, 50, 50,
                          top, NULL, NULL, NULL);
    pt.x = 180;
    printf("group box: WindowFromPoint is-parent=%d\n", WindowFromPoint(pt) == top);
    btn = CreateWindowExA(0, "BUTTON", "b", WS_CHILD | WS_VISIBLE, 60, 0, 50, 50, top, NULL,
                          NULL, NULL);
    printf("button under a group box: WindowFromPoint is-button=%d\n",
           WindowFromPoint(pt) == btn);
    EnableWindow(btn, FALSE);
    printf("disabled button: WindowFromPoint is-parent=%d\n", WindowFromPoint(pt) == top);
    EnableWindow(btn, TRUE);

    /* a thick child's smallest tracking size: SM_CXMINTRACK with WS_BORDER or
       WS_DLGFRAME, its frame twice over without */
    thick = CreateWindowExA(0, "u32winfam", NULL, WS_CHILD | WS_THICKFRAME | WS_BORDER,
                            0, 0, 10, 10, top, NULL, NULL, NULL);
    printf("thick child with WS_BORDER: minTrack is SM_CXMINTRACK=%d SM_CYMINTRACK=%d\n",
           minmax_x == GetSystemMetrics(SM_CXMINTRACK),
           minmax_y == GetSystemMetrics(SM_CYMINTRACK));
    DestroyWindow(thick);
    thick = CreateWindowExA(0, "u32winfam", NULL, WS_CHILD | WS_THICKFRAME, 0, 0, 10, 10,
                            top, NULL, NULL, NULL);
    {
        RECT r = {0, 0, 0, 0};
        AdjustWindowRectEx(&r, WS_CHILD | WS_THICKFRAME, FALSE, 0);
        printf("thick child: minTrack is its frame twice=%d\n",
               minmax_x == -2 * r.left && minmax_y == -2 * r.top);
    }
    DestroyWindow(thick);

    /* a message-only window made WS_VISIBLE: kept in the style, never visible */
    msgw = CreateWindowExA(0, "u32winfam", "message window", WS_CAPTION | WS_VISIBLE,
                           100, 100, 200, 200, HWND_MESSAGE, NULL, NULL, NULL);
    printf("message-only visible: made=%d WS_VISIBLE=%d IsWindowVisible=%d\n", msgw != 0,
           (GetWindowLongA(msgw, GWL_STYLE) & WS_VISIBLE) != 0, IsWindowVisible(msgw));
    found = GetAncestor(msgw, GA_PARENT);
    printf("message root: parent=%d style=%08lx\n", GetAncestor(found, GA_PARENT) != 0,
           GetWindowLongA(found, GWL_STYLE));
    SetLastError(0xdeadbeef);
    lp = GetWindowLongPtrA(found, GWLP_WNDPROC);
    err = GetLastError();
    printf("message root: GWLP_WNDPROC=%d err=%lu\n", (int)lp, err);
    printf("FindWindowEx(NULL) finds it=%d, (desktop)=%d, (root)=%d, MESSAGE WINDOW=%d\n",
           FindWindowExA(NULL, NULL, NULL, "message window") == msgw,
           FindWindowExA(GetDesktopWindow(), NULL, NULL, "message window") == msgw,
           FindWindowExA(found, NULL, NULL, "message window") == msgw,
           FindWindowExA(NULL, NULL, NULL, "MESSAGE WINDOW") == msgw);
    DestroyWindow(msgw);

    /* WM_GETTEXT without a buffer */
    SetLastError(0xdeadbeef);
    printf("GetWindowText(NULL buffer)=%d\n", GetWindowTextA(top, NULL, 1024));

    /* GetWindowModuleFileName: the module of the window's instance */
    n1 = GetModuleFileNameA(NULL, buf, sizeof buf);
    n2 = GetWindowModuleFileNameA(top, buf2, sizeof buf2);
    printf("GetWindowModuleFileName same=%d\n", n1 == n2 && !strcmp(buf, buf2));
    printf("GetWindowModuleFileName short=%d\n",
           GetWindowModuleFileNameA(top, buf2, n1 - 2) == n1 - 2);
    SetLastError(0xdeadbeef);
    n2 = GetWindowModuleFileNameA((HWND)0xdeadbeef, buf2, sizeof buf2);
    err = GetLastError();
    printf("GetWindowModuleFileName(bad)=%u err=%lu\n", n2, err);

    /* the capture: the window losing it hears WM_CAPTURECHANGED with the new one */
    SetCapture(top);
    captured_changed = 0;
    SetCapture(btn);
    printf("SetCapture(other): WM_CAPTURECHANGED=%d lparam-is-new=%d\n", captured_changed,
           captured_lparam == btn);
    captured_changed = 0;
    SetCapture(top);
    ReleaseCapture();
    printf("ReleaseCapture: WM_CAPTURECHANGED=%d lparam=%d capture=%d\n", captured_changed,
           captured_lparam != 0, GetCapture() != 0);
    SendMessageA(btn, WM_LBUTTONDOWN, 0, 0);
    printf("pressed button: has-capture=%d\n", GetCapture() == btn);
    SendMessageA(btn, WM_KILLFOCUS, 0, 0);
    printf("pressed button, WM_KILLFOCUS: capture=%d\n", GetCapture() != 0);

    /* FlashWindow(Ex) */
    SetForegroundWindow(top);
    SetActiveWindow(top);
    ncactivate_seen = 0;
    prev = FlashWindow(top, TRUE);
    printf("FlashWindow(TRUE): before-active=%d WM_NCACTIVATE=%d wparam=%d\n", prev,
           ncactivate_seen, ncactivate_wparam);
    prev = FlashWindow(top, FALSE);
    printf("FlashWindow(FALSE): before-active=%d wparam=%d\n", prev, ncactivate_wparam);
    SetLastError(0xdeadbeef);
    ret = FlashWindow(NULL, TRUE);
    err = GetLastError();
    printf("FlashWindow(NULL)=%d err-set=%d\n", ret, err != 0xdeadbeef);
    SetLastError(0xdeadbeef);
    ret = FlashWindowEx(NULL);
    err = GetLastError();
    printf("FlashWindowEx(NULL)=%d err=%lu\n", ret, err);
    memset(&fi, 0, sizeof fi);
    fi.cbSize = sizeof fi - 1;
    fi.hwnd = top;
    fi.dwFlags = FLASHW_TIMER;
    fi.uCount = 3;
    fi.dwTimeout = 200;
    SetLastError(0xdeadbeef);
    ret = FlashWindowEx(&fi);
    err = GetLastError();
    printf("FlashWindowEx(small cbSize)=%d err=%lu\n", ret, err);
    fi.cbSize = sizeof fi;
    prev = FlashWindowEx(&fi);
    fi.dwFlags = FLASHW_STOP;
    ret = FlashWindowEx(&fi);
    printf("FlashWindowEx(TIMER) then STOP: differ=%d\n", prev != ret);

    /* the layout a window inherits */
    st = CreateWindowExA(WS_EX_LAYOUTRTL, "u32winfam", NULL, WS_POPUP, 0, 0, 100, 100, NULL,
                         NULL, NULL, NULL);
    found = CreateWindowExA(0, "STATIC", NULL, WS_CHILD, 0, 0, 20, 20, st, NULL, NULL, NULL);
    printf("child of an RTL window: exstyle=%08lx\n", GetWindowLongA(found, GWL_EXSTYLE));
    found = CreateWindowExA(0, "STATIC", NULL, WS_POPUP, 0, 0, 20, 20, st, NULL, NULL, NULL);
    printf("owned popup of an RTL window: exstyle=%08lx\n", GetWindowLongA(found, GWL_EXSTYLE));
    SetWindowLongA(st, GWL_EXSTYLE, WS_EX_LAYOUTRTL | WS_EX_NOINHERITLAYOUT);
    found = CreateWindowExA(0, "STATIC", NULL, WS_CHILD, 0, 0, 20, 20, st, NULL, NULL, NULL);
    printf("child, WS_EX_NOINHERITLAYOUT: exstyle=%08lx\n", GetWindowLongA(found, GWL_EXSTYLE));
    SetLastError(0xdeadbeef);
    ret = GetProcessDefaultLayout(NULL);
    err = GetLastError();
    printf("GetProcessDefaultLayout(NULL)=%d err=%lu\n", ret, err);
    ret = GetProcessDefaultLayout(&layout);
    printf("GetProcessDefaultLayout=%d layout=%lu\n", ret, layout);
    printf("SetProcessDefaultLayout(7)=%d\n", SetProcessDefaultLayout(7));
    GetProcessDefaultLayout(&layout);
    printf("layout now=%lu\n", layout);
    SetProcessDefaultLayout(LAYOUT_RTL);
    found = CreateWindowExA(WS_EX_APPWINDOW, "STATIC", NULL, WS_POPUP, 0, 0, 100, 100, NULL,
                            NULL, NULL, NULL);
    printf("top-level with LAYOUT_RTL: exstyle=%08lx\n", GetWindowLongA(found, GWL_EXSTYLE));
    found = CreateWindowExA(WS_EX_APPWINDOW, "STATIC", NULL, WS_POPUP, 0, 0, 100, 100, top,
                            NULL, NULL, NULL);
    printf("owned with LAYOUT_RTL: exstyle=%08lx\n", GetWindowLongA(found, GWL_EXSTYLE));
    SetProcessDefaultLayout(0);
    DestroyWindow(st);
    DestroyWindow(top);
    printf("done\n");
    return 0;
}
