/* FindTextA / ReplaceTextA with the program's hook (FR_ENABLEHOOK), Help (FR_SHOWHELP),
   its own template (FR_ENABLETEMPLATE, FR_ENABLETEMPLATEHANDLE) and the errors of each.
   The hook drives the dialog (posted clicks), so the run needs no input; the owner
   prints what it hears: HELPMSGSTRING and FINDMSGSTRING. */
#include <windows.h>
#include <commdlg.h>
#include <dlgs.h>
#include <stdio.h>
#include <string.h>

static UINT findmsg, helpmsg;
static FINDREPLACEA fr;
static char what[64] = "needle", with[64] = "pin";
static int step, ended, initret;
static HWND dialog;

static UINT_PTR CALLBACK hook(HWND dlg, UINT msg, WPARAM wp, LPARAM lp)
{
    char title[64];
    if (msg == WM_INITDIALOG) {
        dialog = dlg;
        GetWindowTextA(dlg, title, sizeof title);
        printf("init: lParam is fr=%d title=%s help=%d extra=%d visible=%d\n",
               lp == (LPARAM)&fr, title,
               (GetWindowLongA(GetDlgItem(dlg, pshHelp), GWL_STYLE) & WS_VISIBLE) != 0,
               GetDlgItem(dlg, chx3) != NULL, IsWindowVisible(dlg));
        if (step == 1) {
            PostMessageA(dlg, WM_COMMAND, MAKEWPARAM(pshHelp, BN_CLICKED),
                         (LPARAM)GetDlgItem(dlg, pshHelp));
            PostMessageA(dlg, WM_COMMAND, IDOK, 0);
        }
        if (step == 2)
            PostMessageA(dlg, WM_COMMAND, IDOK, 0);
        PostMessageA(dlg, WM_COMMAND, IDCANCEL, 0);
        return initret;
    }
    if (msg == WM_COMMAND && LOWORD(wp) == IDCANCEL)
        printf("cancel: visible=%d\n", IsWindowVisible(dlg));
    if (msg == WM_COMMAND && LOWORD(wp) == IDOK && step == 2) {
        printf("hook took IDOK\n");
        return TRUE;          /* the dialog does not hear it */
    }
    return 0;
}

static LRESULT CALLBACK owner_proc(HWND hwnd, UINT msg, WPARAM wp, LPARAM lp)
{
    if (msg == helpmsg) {
        printf("help: wparam is dialog=%d lparam is fr=%d flags=%lx\n",
               (HWND)wp == dialog, lp == (LPARAM)&fr, fr.Flags & (FR_DOWN | FR_MATCHCASE));
        return 0;
    }
    if (msg == findmsg) {
        FINDREPLACEA *p = (FINDREPLACEA *)lp;
        printf("find: flags=%lx what=%s\n", p->Flags & 0x7F, p->lpstrFindWhat);
        if (p->Flags & FR_DIALOGTERM)
            ended = 1;
        return 0;
    }
    return DefWindowProcA(hwnd, msg, wp, lp);
}

static void run(const char *what_case, HWND (WINAPI *fn)(FINDREPLACEA *))
{
    MSG m;
    int i;
    HWND h;
    SetLastError(0);
    ended = 0;
    dialog = NULL;
    h = fn(&fr);
    printf("%s: dialog=%d err=%lx\n", what_case, h != NULL, CommDlgExtendedError());
    if (!h)
        return;
    for (i = 0; i < 500 && !ended; i++) {
        while (PeekMessageA(&m, NULL, 0, 0, PM_REMOVE)) {
            if (!IsDialogMessageA(h, &m)) {
                TranslateMessage(&m);
                DispatchMessageA(&m);
            }
        }
        if (!ended)
            MsgWaitForMultipleObjects(0, NULL, FALSE, 20, QS_ALLINPUT);
    }
    printf("%s: ended=%d window=%d\n", what_case, ended, IsWindow(h));
}

int main(void)
{
    WNDCLASSA wc;
    HWND owner;
    HRSRC res;

    memset(&wc, 0, sizeof wc);
    wc.lpfnWndProc = owner_proc;
    wc.hInstance = GetModuleHandleA(NULL);
    wc.lpszClassName = "findowner";
    RegisterClassA(&wc);
    owner = CreateWindowA("findowner", "owner", WS_OVERLAPPEDWINDOW, 0, 0, 200, 100, NULL,
                          NULL, wc.hInstance, NULL);
    findmsg = RegisterWindowMessageA(FINDMSGSTRINGA);
    helpmsg = RegisterWindowMessageA(HELPMSGSTRINGA);

    {
        HWND h = FindTextA(NULL);
        printf("null: dialog=%d err=%lx\n", h != NULL, CommDlgExtendedError());
    }
    memset(&fr, 0, sizeof fr);
    fr.lStructSize = sizeof fr;
    fr.hwndOwner = owner;
    fr.lpstrFindWhat = what;
    fr.wFindWhatLen = sizeof what;
    fr.lpstrReplaceWith = with;
    fr.wReplaceWithLen = sizeof with;
    fr.Flags = FR_ENABLEHOOK;
    run("no hook", FindTextA);
    fr.Flags = FR_ENABLETEMPLATEHANDLE;
    run("no template handle", FindTextA);
    fr.Flags = FR_ENABLETEMPLATE;
    fr.hInstance = GetModuleHandleA(NULL);
    fr.lpTemplateName = "NOSUCHDLG";
    run("missing template", ReplaceTextA);

    fr.lpfnHook = hook;
    initret = TRUE;
    step = 1;
    fr.Flags = FR_ENABLEHOOK | FR_SHOWHELP | FR_DOWN | FR_MATCHCASE;
    run("help", FindTextA);
    step = 2;
    fr.Flags = FR_ENABLEHOOK;
    run("plain", ReplaceTextA);
    step = 0;
    initret = FALSE;
    fr.Flags = FR_ENABLEHOOK;
    run("hidden", FindTextA);
    initret = TRUE;
    fr.Flags = FR_ENABLEHOOK | FR_ENABLETEMPLATE | FR_SHOWHELP;
    fr.lpTemplateName = "MYFINDDLG";
    run("template", FindTextA);
    res = FindResourceA(NULL, "MYFINDDLG", (LPCSTR)RT_DIALOG);
    fr.hInstance = (HINSTANCE)LockResource(LoadResource(NULL, res));
    fr.Flags = FR_ENABLEHOOK | FR_ENABLETEMPLATEHANDLE;
    run("template handle", FindTextA);
    DestroyWindow(owner);
    return 0;
}
