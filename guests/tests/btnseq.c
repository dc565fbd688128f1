/* The BUTTON's messages as Windows' sends them (issue 23, msg.c's test_button_messages):
 * a button draws at once, on a DC of its window, when its focus, pushed or checked state
 * or its text changes (WM_CTLCOLORBTN or WM_CTLCOLORSTATIC to its parent first, an
 * owner-drawn one's WM_DRAWITEM after), and later (WM_PAINT) when its style changes or it
 * loses the focus; a click is the capture, the focus and BM_SETSTATE sent to itself, then
 * BM_SETSTATE, the auto button's BM_SETCHECK, the capture's end and BN_CLICKED. A
 * BS_USERBUTTON is made a push button; BM_SETSTYLE can make one again, which its parent
 * draws (BN_PAINT, BN_HILITE, BN_UNHILITE). Each step prints what the button and its
 * parent got, in order. test/win32/controls/test_btnseq.py holds what Wine 8 prints. */
#include <windows.h>
#include <stdio.h>
#include <string.h>

static char log_buf[4096];
static int logging;
static WNDPROC button_proc;
static HWND parent;

static void note(const char *fmt, ...)
{
    va_list ap;
    size_t n = strlen(log_buf);
    if (!logging || n > sizeof(log_buf) - 64)
        return;
    va_start(ap, fmt);
    log_buf[n++] = ' ';
    vsprintf(log_buf + n, fmt, ap);
    va_end(ap);
}

static void show(const char *what)
{
    MSG msg;
    while (PeekMessageA(&msg, 0, 0, 0, PM_REMOVE))
        DispatchMessageA(&msg);
    printf("%s:%s\n", what, log_buf);
    log_buf[0] = 0;
}

static const char *name(UINT msg)
{
    switch (msg) {
    case WM_SETFOCUS: return "setfocus";
    case WM_KILLFOCUS: return "killfocus";
    case WM_PAINT: return "paint";
    case WM_SETTEXT: return "settext";
    case WM_CAPTURECHANGED: return "capturechanged";
    case WM_CTLCOLORBTN: return "ctlcolorbtn";
    case WM_CTLCOLORSTATIC: return "ctlcolorstatic";
    case BM_SETSTATE: return "setstate";
    case BM_SETCHECK: return "setcheck";
    case BM_SETSTYLE: return "setstyle";
    case WM_LBUTTONDOWN: return "lbuttondown";
    case WM_LBUTTONUP: return "lbuttonup";
    case WM_SETFONT: return "setfont";
    default: return NULL;
    }
}

static LRESULT CALLBACK logged_button(HWND hwnd, UINT msg, WPARAM wp, LPARAM lp)
{
    const char *n = name(msg);
    if (n)
        note(msg == BM_SETSTATE || msg == BM_SETCHECK ? "%s(%d)" : "%s", n, (int)wp);
    return CallWindowProcA(button_proc, hwnd, msg, wp, lp);
}

static LRESULT CALLBACK parent_proc(HWND hwnd, UINT msg, WPARAM wp, LPARAM lp)
{
    if (msg == WM_CTLCOLORBTN || msg == WM_CTLCOLORSTATIC)
        note("P:%s", name(msg));
    else if (msg == WM_COMMAND)
        note("P:command(%d)", HIWORD(wp));
    else if (msg == WM_DRAWITEM) {
        DRAWITEMSTRUCT *dis = (DRAWITEMSTRUCT *)lp;
        note("P:drawitem(%d,%#x)", dis->itemAction, dis->itemState);
    }
    return DefWindowProcA(hwnd, msg, wp, lp);
}

static const struct { DWORD style; const char *name; } types[] = {
    { BS_PUSHBUTTON, "push" }, { BS_DEFPUSHBUTTON, "defpush" }, { BS_CHECKBOX, "check" },
    { BS_AUTOCHECKBOX, "autocheck" }, { BS_RADIOBUTTON, "radio" },
    { BS_GROUPBOX, "group" }, { BS_USERBUTTON, "user" }, { BS_OWNERDRAW, "ownerdraw" },
};

int main(void)
{
    WNDCLASSA wc = {0};
    unsigned i;
    char what[64];
    HWND hwnd;

    wc.lpfnWndProc = parent_proc;
    wc.lpszClassName = "btnseq_parent";
    wc.hbrBackground = (HBRUSH)(COLOR_WINDOW + 1);
    RegisterClassA(&wc);
    GetClassInfoA(0, "BUTTON", &wc);
    button_proc = wc.lpfnWndProc;
    wc.lpfnWndProc = logged_button;
    wc.lpszClassName = "btnseq_button";
    wc.hInstance = GetModuleHandleA(0);
    RegisterClassA(&wc);

    parent = CreateWindowA("btnseq_parent", "btnseq", WS_OVERLAPPEDWINDOW | WS_VISIBLE,
                           100, 100, 200, 200, 0, 0, 0, NULL);
    for (i = 0; i < sizeof(types) / sizeof(types[0]); i++) {
        DWORD style;
        hwnd = CreateWindowA("btnseq_button", "test", types[i].style | WS_CHILD | BS_NOTIFY,
                             0, 0, 50, 14, parent, (HMENU)100, 0, NULL);
        style = GetWindowLongA(hwnd, GWL_STYLE);
        printf("%s: made type %lu, dlgcode %#lx\n", types[i].name, style & BS_TYPEMASK,
               (unsigned long)SendMessageA(hwnd, WM_GETDLGCODE, 0, 0));
        ShowWindow(hwnd, SW_SHOW);
        UpdateWindow(hwnd);
        SetFocus(0);
        show("flush");
        logging = 1;

        SetFocus(hwnd);
        sprintf(what, "%s setfocus", types[i].name);
        show(what);
        SetFocus(0);
        sprintf(what, "%s killfocus", types[i].name);
        show(what);
        SendMessageA(hwnd, BM_SETSTYLE, types[i].style | BS_BOTTOM, TRUE);
        sprintf(what, "%s setstyle -> %#lx", types[i].name,
                GetWindowLongA(hwnd, GWL_STYLE) & ~(WS_VISIBLE | WS_CHILD | BS_NOTIFY));
        show(what);
        SendMessageA(hwnd, BM_SETSTATE, TRUE, 0);
        sprintf(what, "%s setstate -> %#lx", types[i].name,
                (unsigned long)SendMessageA(hwnd, BM_GETSTATE, 0, 0));
        show(what);
        SendMessageA(hwnd, BM_SETSTATE, FALSE, 0);
        sprintf(what, "%s clearstate", types[i].name);
        show(what);
        SendMessageA(hwnd, BM_SETCHECK, BST_UNCHECKED, 0);
        sprintf(what, "%s setcheck unchanged", types[i].name);
        show(what);
        SendMessageA(hwnd, BM_SETCHECK, BST_CHECKED, 0);
        sprintf(what, "%s setcheck -> %ld", types[i].name,
                (long)SendMessageA(hwnd, BM_GETCHECK, 0, 0));
        show(what);
        SendMessageA(hwnd, WM_SETTEXT, 0, (LPARAM)"Text 1");
        sprintf(what, "%s settext visible", types[i].name);
        show(what);
        ShowWindow(hwnd, SW_HIDE);
        show("flush");
        SendMessageA(hwnd, WM_SETTEXT, 0, (LPARAM)"Text 2");
        sprintf(what, "%s settext hidden", types[i].name);
        show(what);
        logging = 0;
        DestroyWindow(hwnd);

        /* a pop-up button: no parent to ask, its colours asked of itself */
        hwnd = CreateWindowA("btnseq_button", "test", types[i].style | WS_POPUP | WS_VISIBLE,
                             0, 0, 50, 14, 0, 0, 0, NULL);
        SetForegroundWindow(hwnd);
        SetActiveWindow(hwnd);
        SetFocus(0);
        show("flush");
        logging = 1;
        SendMessageA(hwnd, WM_LBUTTONDOWN, 0, 0);
        sprintf(what, "%s popup lbuttondown -> capture %d", types[i].name, GetCapture() == hwnd);
        show(what);
        SendMessageA(hwnd, WM_LBUTTONUP, 0, 0);
        sprintf(what, "%s popup lbuttonup -> capture %d check %ld", types[i].name,
                GetCapture() == hwnd, (long)SendMessageA(hwnd, BM_GETCHECK, 0, 0));
        show(what);
        SendMessageA(hwnd, WM_SETFONT, (WPARAM)GetStockObject(DEFAULT_GUI_FONT), TRUE);
        UpdateWindow(hwnd);
        sprintf(what, "%s popup setfont", types[i].name);
        show(what);
        logging = 0;
        DestroyWindow(hwnd);
    }

    /* a disabled button clicked: no focus taken, BN_CLICKED all the same */
    hwnd = CreateWindowA("btnseq_button", "test", BS_DEFPUSHBUTTON | WS_VISIBLE | WS_CHILD,
                         0, 0, 50, 14, parent, (HMENU)100, 0, NULL);
    EnableWindow(hwnd, FALSE);
    show("flush");
    logging = 1;
    SendMessageA(hwnd, WM_LBUTTONDOWN, MK_LBUTTON, 0);
    SendMessageA(hwnd, WM_LBUTTONUP, 0, 0);
    printf("disabled focus %d\n", GetFocus() == hwnd);
    show("disabled click");
    logging = 0;
    /* SetFocus on a disabled window */
    SetLastError(0xdead);
    printf("SetFocus(disabled): %d focus %d err=%lu\n", SetFocus(hwnd) != 0,
           GetFocus() == hwnd, GetLastError());
    DestroyWindow(hwnd);

    /* the space bar pushes a button with the capture */
    hwnd = CreateWindowA("button", "test", BS_CHECKBOX | WS_VISIBLE | WS_POPUP,
                         0, 0, 50, 14, 0, 0, 0, NULL);
    ReleaseCapture();
    SetFocus(hwnd);
    SendMessageA(hwnd, WM_KEYDOWN, VK_SPACE, 0);
    printf("space down: capture %d pushed %d\n", GetCapture() == hwnd,
           (SendMessageA(hwnd, BM_GETSTATE, 0, 0) & BST_PUSHED) != 0);
    SendMessageA(hwnd, WM_KEYUP, VK_SPACE, 0);
    printf("space up: capture %d pushed %d\n", GetCapture() == hwnd,
           (SendMessageA(hwnd, BM_GETSTATE, 0, 0) & BST_PUSHED) != 0);
    DestroyWindow(hwnd);
    DestroyWindow(parent);
    printf("done\n");
    return 0;
}
