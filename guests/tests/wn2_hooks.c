/* Test guest: WH_CBT hooks (SetWindowsHookExW, CallNextHookEx, UnhookWindowsHookEx).
 * Prints (printf, to the guest's output log) every CBT call a thread-local hook sees while
 * the program creates, shows, focuses, minimizes and destroys windows, with its values
 * named: windows by role (main, edit, refused, kept), CBT_CREATEWND's class and title,
 * CBTACTIVATESTRUCT's fields. A second hook, installed later, is called first and passes
 * each call on with CallNextHookEx. The hook refuses the creation of a window titled
 * "Refused" and the destruction of "Kept". Also prints SetWindowsHookEx's and
 * UnhookWindowsHookEx's refusals (GetLastError). The same lines come out under Wine. */
#include <windows.h>
#include <stdio.h>
#include <string.h>

static HWND g_main, g_edit, g_kept;
static HHOOK g_first, g_second;
static int g_nccreate_refused;
static LRESULT CALLBACK wndproc(HWND h, UINT msg, WPARAM wp, LPARAM lp);

static const char *name_of(HWND h)
{
    static char other[32];
    if (!h) return "0";
    if (h == g_main) return "main";
    if (h == g_edit) return "edit";
    if (h == g_kept) return "kept";
    sprintf(other, "other");
    return other;
}

static const char *CODES[] = {"MOVESIZE", "MINMAX", "QS", "CREATEWND", "DESTROYWND",
                              "ACTIVATE", "CLICKSKIPPED", "KEYSKIPPED", "SYSCOMMAND",
                              "SETFOCUS"};

static LRESULT CALLBACK first_hook(int code, WPARAM wp, LPARAM lp)
{
    char buf[200], cls[16], title[64];
    HWND h = (HWND)wp;
    switch (code) {
    case HCBT_CREATEWND: {
        CBT_CREATEWNDW *c = (CBT_CREATEWNDW *)lp;
        /* the class by its procedure: Wine's own windows (its IME window...) are "wine" */
        WNDPROC proc = (WNDPROC)GetWindowLongPtrW(h, GWLP_WNDPROC);
        strcpy(cls, proc == wndproc ? "ours" : (c->lpcs->style & WS_CHILD) ? "edit" : "wine");
        WideCharToMultiByte(CP_ACP, 0, c->lpcs->lpszName ? c->lpcs->lpszName : L"", -1,
                            title, sizeof title, 0, 0);
        sprintf(buf, "CREATEWND class=%s title=%s after=%d child=%d", cls, title,
                (int)(INT_PTR)c->hwndInsertAfter, (c->lpcs->style & WS_CHILD) != 0);
        printf("%s\n", buf);
        if (!strcmp(title, "Refused"))
            return 1;
        if (!strcmp(title, "Kept"))
            g_kept = h;
        break;
    }
    case HCBT_ACTIVATE: {
        CBTACTIVATESTRUCT *a = (CBTACTIVATESTRUCT *)lp;
        printf("ACTIVATE %s mouse=%d active=%s\n", name_of(h), a->fMouse,
               name_of(a->hWndActive));
        break;
    }
    case HCBT_SETFOCUS:
        printf("SETFOCUS %s from=%s\n", name_of(h), name_of((HWND)lp));
        break;
    case HCBT_MINMAX:
        printf("MINMAX %s cmd=%d\n", name_of(h), (int)lp);
        break;
    case HCBT_SYSCOMMAND:
        printf("SYSCOMMAND 0x%04x\n", (unsigned)wp);
        break;
    case HCBT_DESTROYWND:
        printf("DESTROYWND %s\n", name_of(h));
        if (h == g_kept)
            return 1;
        break;
    default:
        if (code >= 0 && code < 10)
            printf("%s\n", CODES[code]);
    }
    return CallNextHookEx(g_first, code, wp, lp);
}

static int g_second_calls;

static LRESULT CALLBACK second_hook(int code, WPARAM wp, LPARAM lp)
{
    g_second_calls++;
    return CallNextHookEx(g_second, code, wp, lp);
}

static LRESULT CALLBACK wndproc(HWND h, UINT msg, WPARAM wp, LPARAM lp)
{
    if (msg == WM_NCCREATE) {
        CREATESTRUCTW *cs = (CREATESTRUCTW *)lp;
        if (cs->lpszName && !lstrcmpW(cs->lpszName, L"Refused"))
            g_nccreate_refused = 1;
    }
    return DefWindowProcW(h, msg, wp, lp);
}

int WINAPI WinMain(HINSTANCE inst, HINSTANCE prev, LPSTR cmd, int show)
{
    WNDCLASSW wc = {0};
    HWND refused;
    DWORD tid = GetCurrentThreadId();
    HHOOK h;

    SetLastError(0);
    h = SetWindowsHookExW(WH_CBT, NULL, NULL, tid);
    printf("null-proc hook=%d error=%lu\n", h != NULL, GetLastError());
    SetLastError(0);
    h = SetWindowsHookExW(WH_CBT, first_hook, NULL, 0);
    printf("global-without-module hook=%d error=%lu\n", h != NULL, GetLastError());
    printf("unhook-bad ok=%d\n", UnhookWindowsHookEx((HHOOK)0x1234));

    wc.lpfnWndProc = wndproc;
    wc.hInstance = inst;
    wc.hbrBackground = (HBRUSH)(COLOR_WINDOW + 1);
    wc.lpszClassName = L"Wn2Hooks";
    RegisterClassW(&wc);

    g_first = SetWindowsHookExW(WH_CBT, first_hook, NULL, tid);
    g_second = SetWindowsHookExW(WH_CBT, second_hook, NULL, tid);
    printf("hooks=%d\n", g_first != NULL && g_second != NULL && g_first != g_second);

    g_main = CreateWindowExW(0, L"Wn2Hooks", L"Main", WS_OVERLAPPEDWINDOW | WS_VISIBLE,
                             10, 10, 300, 200, NULL, NULL, inst, NULL);
    g_edit = CreateWindowExW(0, L"EDIT", L"", WS_CHILD | WS_VISIBLE | WS_BORDER,
                             10, 10, 100, 20, g_main, (HMENU)1, inst, NULL);
    SetFocus(g_edit);
    SetFocus(g_edit);                    /* no change: no call */
    refused = CreateWindowExW(0, L"Wn2Hooks", L"Refused", WS_OVERLAPPEDWINDOW,
                              0, 0, 100, 100, NULL, NULL, inst, NULL);
    printf("refused hwnd=%d nccreate=%d\n", refused != NULL, g_nccreate_refused);
    CreateWindowExW(0, L"Wn2Hooks", L"Kept", WS_OVERLAPPED, 0, 0, 100, 100, NULL, NULL,
                    inst, NULL);
    printf("destroy-kept ok=%d alive=%d\n", DestroyWindow(g_kept), IsWindow(g_kept));
    SendMessageW(g_main, WM_SYSCOMMAND, SC_MINIMIZE, 0);
    printf("iconic=%d\n", IsIconic(g_main));
    ShowWindow(g_main, SW_RESTORE);
    printf("second-hook-calls-match=%d\n", g_second_calls > 0);
    printf("unhook ok=%d\n", UnhookWindowsHookEx(g_second));
    g_second_calls = 0;
    DestroyWindow(g_main);
    printf("second-after-unhook=%d\n", g_second_calls);
    UnhookWindowsHookEx(g_first);
    DestroyWindow(g_kept);               /* no hook now: destroyed */
    printf("kept-alive=%d\n", IsWindow(g_kept));
    return 0;
}
