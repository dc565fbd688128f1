/* Test guest: a two-page wizard through comctl32's PropertySheetW (PSH_WIZARD); with the
 * argument "tabs", the same pages as a tabbed sheet titled "W39 Properties" (PSH_PROPTITLE)
 * whose pages print PSN_APPLY and send PSM_CHANGED when the name changes.
 * Prints (through printf, to the guest's output log) what the sheet tells its pages and
 * callbacks: PSCB_PRECREATE (the frame's template style) and PSCB_INITIALIZED, each
 * page's WM_INITDIALOG (its PROPSHEETPAGE.lParam), PSN_SETACTIVE, PSN_WIZNEXT,
 * PSN_WIZBACK, PSN_KILLACTIVE, PSN_WIZFINISH with the name typed on page 2, PSN_RESET on
 * Cancel, and PropertySheetW's return value. */
#include <windows.h>
#include <commctrl.h>
#include <prsht.h>
#include <stdio.h>
#include <string.h>

static HWND g_sheet;
static int g_tabs;

static void say(const char *text)
{
    printf("%s\n", text);
    fflush(stdout);
}

static INT_PTR CALLBACK page_proc(HWND h, UINT msg, WPARAM wp, LPARAM lp)
{
    char buf[160], name[64];
    int page = (int)GetWindowLongPtrA(h, DWLP_USER);
    if (msg == WM_INITDIALOG) {
        PROPSHEETPAGEW *psp = (PROPSHEETPAGEW *)lp;
        SetWindowLongPtrA(h, DWLP_USER, psp->lParam);
        sprintf(buf, "init page=%d parent-is-sheet=%d", (int)psp->lParam,
                GetParent(h) == g_sheet);
        say(buf);
        return TRUE;
    }
    if (msg == WM_NOTIFY) {
        NMHDR *nm = (NMHDR *)lp;
        switch (nm->code) {
        case PSN_SETACTIVE:
            sprintf(buf, "setactive page=%d", page);
            say(buf);
            if (!g_tabs)
                PropSheet_SetWizButtons(GetParent(h), page == 1 ? PSWIZB_NEXT
                                                                : PSWIZB_BACK | PSWIZB_FINISH);
            SetWindowLongPtrA(h, DWLP_MSGRESULT, 0);
            return TRUE;
        case PSN_KILLACTIVE:
            sprintf(buf, "killactive page=%d", page);
            say(buf);
            SetWindowLongPtrA(h, DWLP_MSGRESULT, FALSE);
            return TRUE;
        case PSN_WIZNEXT:
            sprintf(buf, "wiznext page=%d", page);
            say(buf);
            SetWindowLongPtrA(h, DWLP_MSGRESULT, 0);
            return TRUE;
        case PSN_WIZBACK:
            sprintf(buf, "wizback page=%d", page);
            say(buf);
            SetWindowLongPtrA(h, DWLP_MSGRESULT, 0);
            return TRUE;
        case PSN_WIZFINISH:
            GetDlgItemTextA(h, 301, name, sizeof(name));
            sprintf(buf, "finish name=%s", name);
            say(buf);
            SetWindowLongPtrA(h, DWLP_MSGRESULT, 0);
            return TRUE;
        case PSN_APPLY:
            sprintf(buf, "apply page=%d ok=%d", page, (int)((PSHNOTIFY *)lp)->lParam);
            say(buf);
            SetWindowLongPtrA(h, DWLP_MSGRESULT, PSNRET_NOERROR);
            return TRUE;
        case PSN_RESET:
            sprintf(buf, "reset page=%d", page);
            say(buf);
            return TRUE;
        }
    }
    if (msg == WM_COMMAND && LOWORD(wp) == 301 && HIWORD(wp) == EN_CHANGE) {
        PropSheet_Changed(GetParent(h), h);
        return TRUE;
    }
    return FALSE;
}

static int CALLBACK sheet_callback(HWND h, UINT msg, LPARAM lp)
{
    char buf[80];
    if (msg == PSCB_PRECREATE) {
        DLGTEMPLATE *t = (DLGTEMPLATE *)lp;
        sprintf(buf, "precreate popup=%d caption=%d", (t->style & WS_POPUP) != 0,
                (t->style & WS_CAPTION) == WS_CAPTION);
        say(buf);
    } else if (msg == PSCB_INITIALIZED) {
        g_sheet = h;
        say("initialized");
    }
    return 0;
}

int WINAPI WinMain(HINSTANCE inst, HINSTANCE prev, LPSTR cmd, int show)
{
    PROPSHEETPAGEW psp[2];
    PROPSHEETHEADERW psh;
    char buf[40];
    int i;
    INT_PTR r;

    g_tabs = strstr(cmd, "tabs") != NULL;
    InitCommonControls();
    ZeroMemory(psp, sizeof(psp));
    for (i = 0; i < 2; i++) {
        psp[i].dwSize = sizeof(PROPSHEETPAGEW);
        psp[i].hInstance = inst;
        psp[i].pszTemplate = MAKEINTRESOURCEW(201 + i);
        psp[i].pfnDlgProc = page_proc;
        psp[i].lParam = i + 1;
    }
    ZeroMemory(&psh, sizeof(psh));
    psh.dwSize = sizeof(psh);
    psh.dwFlags = (g_tabs ? PSH_PROPTITLE : PSH_WIZARD) | PSH_PROPSHEETPAGE | PSH_USECALLBACK;
    psh.hInstance = inst;
    psh.pszCaption = g_tabs ? L"W39" : L"W39 Wizard";
    psh.nPages = 2;
    psh.ppsp = psp;
    psh.pfnCallback = sheet_callback;
    r = PropertySheetW(&psh);
    sprintf(buf, "result=%d", (int)r);
    say(buf);
    return 0;
}
