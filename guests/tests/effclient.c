/*
 * effclient.c - test guest for COMCTL32's GetEffectiveClientRect
 * (test/win32/controls/test_effclient.py), and for a toolbar whose parent answers TRUE to
 * every WM_NOTIFY (NM_CUSTOMDRAW's answer 1 holds no CDRF_ flag): Microsoft's File
 * Manager does both. A window 400 x 300 (client) holds a status bar (id 2), a toolbar
 * (id 3), a visible child that spans no whole side (id 4) and a hidden one (id 5).
 * One line per check, the same at both widths.
 */
#include <windows.h>
#include <commctrl.h>
#include <stdio.h>
#include <string.h>

static int notifies;

static LRESULT CALLBACK proc(HWND h, UINT m, WPARAM w, LPARAM l)
{
    if (m == WM_NOTIFY) {
        notifies++;
        return TRUE;
    }
    return DefWindowProcA(h, m, w, l);
}

static LONG status_h, toolbar_h;

/* The rectangle, with a top or bottom that is a control's edge named rather than given
 * in pixels (the bars' heights depend on the fonts). */
static void show(const char *what, HWND h, const INT *info)
{
    RECT r = { -1, -1, -1, -1 };
    char top[16], bottom[16];
    GetEffectiveClientRect(h, &r, info);
    if (toolbar_h && r.top == toolbar_h)
        strcpy(top, "toolbar");
    else
        sprintf(top, "%ld", r.top);
    if (status_h && r.bottom == 300 - status_h)
        strcpy(bottom, "300-status");
    else
        sprintf(bottom, "%ld", r.bottom);
    printf("%s: %ld,%s,%ld,%s\n", what, r.left, top, r.right, bottom);
}

static LONG height(HWND h)
{
    RECT r;
    GetWindowRect(h, &r);
    return r.bottom - r.top;
}

int main(void)
{
    WNDCLASSA wc = { 0 };
    HWND top, status, tb, box;
    RECT rw = { 0, 0, 400, 300 };
    INT none[] = { 1, 0, 0 };
    INT status_only[] = { 1, 0, 1, 2, 0 };
    INT all[] = { 1, 0, 1, 2, 1, 3, 1, 4, 1, 5, 1, 99, 0 };
    TBBUTTON button = { 0, 100, TBSTATE_ENABLED, BTNS_BUTTON, { 0 }, 0, 0 };
    MSG msg;

    InitCommonControls();
    wc.lpfnWndProc = proc;
    wc.hInstance = GetModuleHandleA(NULL);
    wc.lpszClassName = "effclient";
    RegisterClassA(&wc);
    AdjustWindowRect(&rw, WS_OVERLAPPEDWINDOW, FALSE);
    top = CreateWindowA("effclient", "effclient", WS_OVERLAPPEDWINDOW | WS_VISIBLE, 10, 10,
                        rw.right - rw.left, rw.bottom - rw.top, NULL, NULL, NULL, NULL);
    show("no controls", top, none);
    status = CreateWindowA(STATUSCLASSNAMEA, "ready", WS_CHILD | WS_VISIBLE, 0, 0, 0, 0,
                           top, (HMENU)2, NULL, NULL);
    SendMessageA(status, WM_SIZE, 0, 0);
    tb = CreateWindowA(TOOLBARCLASSNAMEA, NULL, WS_CHILD | WS_VISIBLE, 0, 0, 0, 0, top,
                       (HMENU)3, NULL, NULL);
    SendMessageA(tb, TB_BUTTONSTRUCTSIZE, sizeof(TBBUTTON), 0);
    SendMessageA(tb, TB_ADDBUTTONS, 1, (LPARAM)&button);
    SendMessageA(tb, TB_AUTOSIZE, 0, 0);
    box = CreateWindowA("STATIC", "", WS_CHILD | WS_VISIBLE, 50, 100, 40, 40, top, (HMENU)4,
                        NULL, NULL);
    CreateWindowA("STATIC", "", WS_CHILD, 0, 0, 400, 120, top, (HMENU)5, NULL, NULL);
    status_h = height(status);
    toolbar_h = height(tb);
    printf("bars: status %d, toolbar %d\n", status_h > 10 && status_h < 40,
           toolbar_h > 10 && toolbar_h < 60);
    show("status bar", top, status_only);
    show("all", top, all);
    ShowWindow(tb, SW_HIDE);
    show("toolbar hidden", top, all);
    ShowWindow(tb, SW_SHOW);
    UpdateWindow(top);
    while (PeekMessageA(&msg, NULL, 0, 0, PM_REMOVE))
        DispatchMessageA(&msg);
    printf("toolbar painted, parent notified=%d\n", notifies > 0);
    (void)box;
    DestroyWindow(top);
    return 0;
}
