/* Hooks read messages in their own character set: a hook installed with
   SetWindowsHookExA gets ANSI text, one installed with ...W Unicode, whatever the
   window's, the sender's or the message loop's (issue 23, "Programs in the wild": Qt 5's
   Designer has an A WH_CALLWNDPROC hook and Unicode windows). Each hook prints the text
   it reads as bytes (A) or UTF-16 units (W): WH_CALLWNDPROC's WM_SETTEXT both ways,
   WH_CALLWNDPROCRET's filled WM_GETTEXT, WM_CHAR's code in WH_GETMESSAGE and in
   CallMsgFilter's WH_MSGFILTER, HCBT_CREATEWND's window name, and a chain of a W hook
   passing on to an A hook. */
#include <windows.h>
#include <stdio.h>

static int watching;

static void bytes(const char *s)
{
    for (; *s; s++)
        printf(" %02x", (unsigned char)*s);
}

static void units(const WCHAR *s)
{
    for (; *s; s++)
        printf(" %04x", (unsigned)*s);
}

static LRESULT CALLBACK cwp_a(int code, WPARAM wp, LPARAM lp)
{
    CWPSTRUCT *c = (CWPSTRUCT *)lp;
    if (watching && c->message == WM_SETTEXT) {
        printf("  cwpA WM_SETTEXT:");
        bytes((const char *)c->lParam);
        printf("\n");
    }
    return CallNextHookEx(0, code, wp, lp);
}

static LRESULT CALLBACK cwp_w(int code, WPARAM wp, LPARAM lp)
{
    CWPSTRUCT *c = (CWPSTRUCT *)lp;
    if (watching && c->message == WM_SETTEXT) {
        printf("  cwpW WM_SETTEXT:");
        units((const WCHAR *)c->lParam);
        printf("\n");
    }
    return CallNextHookEx(0, code, wp, lp);
}

static LRESULT CALLBACK ret_a(int code, WPARAM wp, LPARAM lp)
{
    CWPRETSTRUCT *c = (CWPRETSTRUCT *)lp;
    if (watching && c->message == WM_GETTEXT) {
        printf("  retA WM_GETTEXT %d:", (int)c->lResult);
        bytes((const char *)c->lParam);
        printf("\n");
    }
    return CallNextHookEx(0, code, wp, lp);
}

static LRESULT CALLBACK getmsg_a(int code, WPARAM wp, LPARAM lp)
{
    MSG *m = (MSG *)lp;
    if (m->message == WM_CHAR)
        printf("  getmsgA WM_CHAR %04x\n", (unsigned)m->wParam);
    return CallNextHookEx(0, code, wp, lp);
}

static LRESULT CALLBACK filter_w(int code, WPARAM wp, LPARAM lp)
{
    MSG *m = (MSG *)lp;
    printf("  filterW code %d msg %04x wp %04x\n", code, m->message, (unsigned)m->wParam);
    return code == 77;
}

static LRESULT CALLBACK cbt_a(int code, WPARAM wp, LPARAM lp)
{
    if (code == HCBT_CREATEWND) {
        CBT_CREATEWNDA *c = (CBT_CREATEWNDA *)lp;
        printf("  cbtA create:");
        bytes(c->lpcs->lpszName);
        printf("\n");
    }
    return CallNextHookEx(0, code, wp, lp);
}

static LRESULT CALLBACK cbt_w(int code, WPARAM wp, LPARAM lp)
{
    if (code == HCBT_CREATEWND) {
        CBT_CREATEWNDW *c = (CBT_CREATEWNDW *)lp;
        printf("  cbtW create:");
        units(c->lpcs->lpszName);
        printf("\n");
    }
    return CallNextHookEx(0, code, wp, lp);
}

int main(void)
{
    HINSTANCE inst = GetModuleHandleW(NULL);
    DWORD tid = GetCurrentThreadId();
    HWND ww, wa, w;
    HHOOK h1, h2;
    MSG m;
    char buf[16];
    WCHAR wbuf[16];
    setvbuf(stdout, NULL, _IONBF, 0);
    ww = CreateWindowW(L"STATIC", L"w", WS_POPUP, 0, 0, 50, 20, NULL, NULL, inst, NULL);
    wa = CreateWindowA("STATIC", "a", WS_POPUP, 0, 0, 50, 20, NULL, NULL, inst, NULL);
    printf("unicode: %d %d\n", IsWindowUnicode(ww), IsWindowUnicode(wa));

    watching = 1;
    h1 = SetWindowsHookExA(WH_CALLWNDPROC, cwp_a, NULL, tid);
    printf("SetWindowTextW to the W window, an A hook\n");
    SetWindowTextW(ww, L"W\x00e9\x20ac");
    printf("SetWindowTextA to the W window\n");
    SetWindowTextA(ww, "A\xe9");
    UnhookWindowsHookEx(h1);
    h1 = SetWindowsHookExW(WH_CALLWNDPROC, cwp_w, NULL, tid);
    printf("SetWindowTextA to the A window, a W hook\n");
    SetWindowTextA(wa, "A\xe9\x80");
    printf("a W hook, then an A hook\n");
    h2 = SetWindowsHookExA(WH_CALLWNDPROC, cwp_a, NULL, tid);
    UnhookWindowsHookEx(h1);
    h1 = SetWindowsHookExW(WH_CALLWNDPROC, cwp_w, NULL, tid);
    SetWindowTextW(wa, L"x\x00e9");
    UnhookWindowsHookEx(h1);
    UnhookWindowsHookEx(h2);

    h1 = SetWindowsHookExA(WH_CALLWNDPROCRET, ret_a, NULL, tid);
    SetWindowTextW(ww, L"R\x00e9");
    printf("GetWindowTextW of the W window, an A hook: %d\n", GetWindowTextW(ww, wbuf, 16));
    UnhookWindowsHookEx(h1);
    watching = 0;

    h1 = SetWindowsHookExA(WH_GETMESSAGE, getmsg_a, NULL, tid);
    PostMessageW(ww, WM_CHAR, 0x20ac, 1);
    GetMessageW(&m, NULL, 0, 0);
    printf("GetMessageW: %04x %04x\n", m.message, (unsigned)m.wParam);
    UnhookWindowsHookEx(h1);

    h1 = SetWindowsHookExW(WH_MSGFILTER, filter_w, NULL, tid);
    m.hwnd = wa;
    m.message = WM_CHAR;
    m.wParam = 0x80;
    printf("CallMsgFilterA: %d\n", CallMsgFilterA(&m, 5));
    printf("CallMsgFilterA: %d wp %04x\n", CallMsgFilterA(&m, 77), (unsigned)m.wParam);
    UnhookWindowsHookEx(h1);

    h1 = SetWindowsHookExA(WH_CBT, cbt_a, NULL, tid);
    h2 = SetWindowsHookExW(WH_CBT, cbt_w, NULL, tid);
    printf("CreateWindowW, a W hook, then an A hook\n");
    w = CreateWindowW(L"STATIC", L"T\x00e9", WS_POPUP, 0, 0, 50, 20, NULL, NULL, inst, NULL);
    DestroyWindow(w);
    printf("CreateWindowA\n");
    w = CreateWindowA("STATIC", "U\xe9", WS_POPUP, 0, 0, 50, 20, NULL, NULL, inst, NULL);
    GetWindowTextA(w, buf, 16);
    printf("title:");
    bytes(buf);
    printf("\n");
    DestroyWindow(w);
    UnhookWindowsHookEx(h1);
    UnhookWindowsHookEx(h2);
    DestroyWindow(ww);
    DestroyWindow(wa);
    printf("done\n");
    return 0;
}
