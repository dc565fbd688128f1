/* PrintDlgA / PageSetupDlgA with the program's hook (PD_ENABLEPRINTHOOK,
   PSD_ENABLEPAGESETUPHOOK), Help (PD_SHOWHELP, PSD_SHOWHELP) and the errors of the hook
   and template flags. The hooks drive the dialogs (posted clicks), so the run needs no
   input; the owner prints the HELPMSGSTRING it hears. */
#include <windows.h>
#include <commdlg.h>
#include <dlgs.h>
#include <stdio.h>
#include <string.h>

static UINT helpmsg;
static void *expected;
static HWND dialog;

static UINT_PTR CALLBACK print_hook(HWND dlg, UINT msg, WPARAM wp, LPARAM lp)
{
    if (msg == WM_INITDIALOG) {
        dialog = dlg;
        printf("print init: lParam is pd=%d help=%d\n", lp == (LPARAM)expected,
               (GetWindowLongA(GetDlgItem(dlg, pshHelp), GWL_STYLE) & WS_VISIBLE) != 0);
        SetDlgItemInt(dlg, edt3, 12, FALSE);
        PostMessageA(dlg, WM_COMMAND, MAKEWPARAM(pshHelp, BN_CLICKED),
                     (LPARAM)GetDlgItem(dlg, pshHelp));
        PostMessageA(dlg, WM_COMMAND, IDCANCEL, 0);
        PostMessageA(dlg, WM_COMMAND, IDOK, 0);
        return TRUE;
    }
    if (msg == WM_COMMAND && LOWORD(wp) == IDCANCEL) {
        printf("print hook took Cancel\n");
        return TRUE;              /* the dialog does not hear it */
    }
    return 0;
}

static UINT_PTR CALLBACK setup_hook(HWND dlg, UINT msg, WPARAM wp, LPARAM lp)
{
    if (msg == WM_INITDIALOG) {
        dialog = dlg;
        printf("setup init: lParam is psd=%d help=%d\n", lp == (LPARAM)expected,
               (GetWindowLongA(GetDlgItem(dlg, pshHelp), GWL_STYLE) & WS_VISIBLE) != 0);
        PostMessageA(dlg, WM_COMMAND, IDOK, 0);
        return TRUE;
    }
    return 0;
}

static LRESULT CALLBACK owner_proc(HWND hwnd, UINT msg, WPARAM wp, LPARAM lp)
{
    if (msg == helpmsg) {
        printf("help: wparam is dialog=%d lparam is struct=%d\n", (HWND)wp == dialog,
               (void *)lp == expected);
        return 0;
    }
    return DefWindowProcA(hwnd, msg, wp, lp);
}

static void print_ex(void)
{
    /* PrintDlgExW's checks and PD_RETURNDEFAULT (the property sheet is not shown) */
    PRINTDLGEXW ex;
    PRINTPAGERANGE range;
    HRESULT hr;
    DEVNAMES *dn;

    printf("ex null: %lx\n", (unsigned long)PrintDlgExW(NULL));
    memset(&ex, 0, sizeof ex);
    ex.lStructSize = sizeof ex - 1;
    printf("ex size: %lx\n", (unsigned long)PrintDlgExW(&ex));
    ex.lStructSize = sizeof ex;
    printf("ex no owner: %lx\n", (unsigned long)PrintDlgExW(&ex));
    ex.hwndOwner = GetDesktopWindow();
    ex.Flags = PD_RETURNDEFAULT | PD_NOWARNING | PD_NOPAGENUMS;
    printf("ex start page 0: %lx\n", (unsigned long)PrintDlgExW(&ex));
    ex.nStartPage = START_PAGE_GENERAL;
    ex.Flags = PD_RETURNDEFAULT | PD_NOWARNING;
    printf("ex no ranges: %lx\n", (unsigned long)PrintDlgExW(&ex));
    ex.nMaxPageRanges = 1;
    ex.lpPageRanges = &range;
    ex.Flags = PD_RETURNDEFAULT | PD_NOWARNING | PD_RETURNDC;
    hr = PrintDlgExW(&ex);
    dn = ex.hDevNames ? GlobalLock(ex.hDevNames) : NULL;
    printf("ex default: %lx devnames default=%d dc=%d\n", (unsigned long)hr,
           dn ? dn->wDefault == DN_DEFAULTPRN : -1, ex.hDC != NULL);
    if (dn)
        GlobalUnlock(ex.hDevNames);
    hr = PrintDlgExW(&ex);
    printf("ex default again (handles given): %lx err=%lx\n", (unsigned long)hr,
           CommDlgExtendedError());
    if (ex.hDC)
        DeleteDC(ex.hDC);
    GlobalFree(ex.hDevMode);
    GlobalFree(ex.hDevNames);
}

int main(void)
{
    PRINTDLGA pd;
    PAGESETUPDLGA psd;
    WNDCLASSA wc;
    HWND owner;
    BOOL r;

    memset(&wc, 0, sizeof wc);
    wc.lpfnWndProc = owner_proc;
    wc.hInstance = GetModuleHandleA(NULL);
    wc.lpszClassName = "printowner";
    RegisterClassA(&wc);
    owner = CreateWindowA("printowner", "owner", WS_OVERLAPPEDWINDOW, 0, 0, 200, 100, NULL,
                          NULL, wc.hInstance, NULL);
    helpmsg = RegisterWindowMessageA(HELPMSGSTRINGA);
    setvbuf(stdout, NULL, _IONBF, 0);     /* every line out, should a dialog hang */

    print_ex();
    r = PrintDlgA(NULL);
    printf("print null: ret=%d err=%lx\n", r, CommDlgExtendedError());
    r = PageSetupDlgA(NULL);
    printf("setup null: ret=%d err=%lx\n", r, CommDlgExtendedError());
    memset(&pd, 0, sizeof pd);
    pd.lStructSize = sizeof pd;
    pd.hwndOwner = owner;
    pd.Flags = PD_ENABLEPRINTHOOK;
    r = PrintDlgA(&pd);
    printf("print no hook: ret=%d err=%lx\n", r, CommDlgExtendedError());
    pd.Flags = PD_ENABLEPRINTTEMPLATE;
    pd.hInstance = GetModuleHandleA(NULL);
    pd.lpPrintTemplateName = "NOSUCHDLG";
    r = PrintDlgA(&pd);
    printf("print missing template: ret=%d err=%lx\n", r, CommDlgExtendedError());

    pd.Flags = PD_ENABLEPRINTHOOK | PD_SHOWHELP | PD_NOPAGENUMS;
    pd.lpfnPrintHook = print_hook;
    pd.nCopies = 1;
    expected = &pd;
    r = PrintDlgA(&pd);
    printf("print: ret=%d err=%lx copies=%d\n", r, CommDlgExtendedError(), pd.nCopies);
    GlobalFree(pd.hDevMode);
    GlobalFree(pd.hDevNames);

    memset(&psd, 0, sizeof psd);
    psd.lStructSize = sizeof psd;
    psd.hwndOwner = owner;
    psd.Flags = PSD_ENABLEPAGESETUPHOOK;
    r = PageSetupDlgA(&psd);
    printf("setup no hook: ret=%d err=%lx\n", r, CommDlgExtendedError());
    psd.Flags = PSD_ENABLEPAGESETUPHOOK;
    psd.lpfnPageSetupHook = setup_hook;
    expected = &psd;
    r = PageSetupDlgA(&psd);
    printf("setup: ret=%d err=%lx\n", r, CommDlgExtendedError());
    GlobalFree(psd.hDevMode);
    GlobalFree(psd.hDevNames);
    DestroyWindow(owner);
    return 0;
}
