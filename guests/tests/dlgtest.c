/*
 * dlgtest.c - test guest for dialogs and the standard controls.
 *
 * Command line switches (any combination):
 *   /modal     open the "Enter details" dialog (IDD_DETAILS, a DIALOG resource) with
 *              DialogBoxParam once the main window runs;
 *   /indirect  the same dialog through DialogBoxIndirectParam on the locked resource;
 *   /modeless  open the "Notes" dialog (IDD_NOTES, a DIALOGEX) with CreateDialogParam;
 *              the main loop routes its messages through IsDialogMessage;
 *   /msgbox    show MessageBox(MB_OKCANCEL) and put its result in the title.
 *
 * The main window "dlgtest ..." (screen 0,0, 400x300) reports in its title:
 *   r=<DialogBox result> name=<edit text> check=<0|1> radio=<1|2> list=<LB_GETCURSEL>
 *   clicks=<left clicks on the main window's client area>
 * The details dialog shows the EN_CHANGE count of the name field in IDC_CHANGES
 * (reset after WM_INITDIALOG's SetDlgItemText) and "sel N" in IDC_LISTSEL on each
 * LBN_SELCHANGE. Closing the Notes dialog puts "notes lines=N len=M" in the title.
 */
#include <windows.h>
#include <string.h>
#include "dlgtest_res.h"

static HINSTANCE g_inst;
static HWND g_main, g_notes;
static int g_clicks, g_changes, g_result = -100;
static char g_report[200] = "none";

static void update_title(void)
{
    char buf[300];
    wsprintfA(buf, "dlgtest r=%d %s clicks=%d", g_result, g_report, g_clicks);
    SetWindowTextA(g_main, buf);
}

static INT_PTR CALLBACK DetailsProc(HWND h, UINT m, WPARAM wp, LPARAM lp)
{
    char name[64], buf[32];
    int check, radio, list;
    switch (m) {
    case WM_INITDIALOG:
        SendDlgItemMessageA(h, IDC_LIST, LB_ADDSTRING, 0, (LPARAM)"Apple");
        SendDlgItemMessageA(h, IDC_LIST, LB_ADDSTRING, 0, (LPARAM)"Banana");
        SendDlgItemMessageA(h, IDC_LIST, LB_ADDSTRING, 0, (LPARAM)"Cherry");
        CheckRadioButton(h, IDC_RADIO1, IDC_RADIO2, IDC_RADIO1);
        SetDlgItemTextA(h, IDC_NAME, "Anonymous");
        g_changes = 0;
        SetDlgItemInt(h, IDC_CHANGES, 0, FALSE);
        return TRUE;
    case WM_COMMAND:
        switch (LOWORD(wp)) {
        case IDC_NAME:
            if (HIWORD(wp) == EN_CHANGE) {
                g_changes++;
                SetDlgItemInt(h, IDC_CHANGES, g_changes, FALSE);
            }
            return TRUE;
        case IDC_LIST:
            if (HIWORD(wp) == LBN_SELCHANGE) {
                wsprintfA(buf, "sel %d", (int)SendDlgItemMessageA(h, IDC_LIST, LB_GETCURSEL, 0, 0));
                SetDlgItemTextA(h, IDC_LISTSEL, buf);
            }
            return TRUE;
        case IDOK:
            GetDlgItemTextA(h, IDC_NAME, name, sizeof name);
            check = IsDlgButtonChecked(h, IDC_CHECK);
            radio = IsDlgButtonChecked(h, IDC_RADIO2) == BST_CHECKED ? 2 : 1;
            list = (int)SendDlgItemMessageA(h, IDC_LIST, LB_GETCURSEL, 0, 0);
            wsprintfA(g_report, "name=%s check=%d radio=%d list=%d", name, check, radio, list);
            EndDialog(h, IDOK);
            return TRUE;
        case IDCANCEL:
            EndDialog(h, IDCANCEL);
            return TRUE;
        }
        break;
    }
    return FALSE;
}

static INT_PTR CALLBACK NotesProc(HWND h, UINT m, WPARAM wp, LPARAM lp)
{
    if (m == WM_INITDIALOG)
        return TRUE;
    if (m == WM_COMMAND && (LOWORD(wp) == IDOK || LOWORD(wp) == IDCANCEL)) {
        int lines = (int)SendDlgItemMessageA(h, IDC_MEMO, EM_GETLINECOUNT, 0, 0);
        int len = GetWindowTextLengthA(GetDlgItem(h, IDC_MEMO));
        wsprintfA(g_report, "notes lines=%d len=%d", lines, len);
        update_title();
        DestroyWindow(h);
        g_notes = NULL;
        return TRUE;
    }
    return FALSE;
}

static LRESULT CALLBACK MainProc(HWND h, UINT m, WPARAM wp, LPARAM lp)
{
    switch (m) {
    case WM_LBUTTONDOWN:
        g_clicks++;
        update_title();
        return 0;
    case WM_PAINT: {
        PAINTSTRUCT ps;
        BeginPaint(h, &ps);   /* erases with the class brush (white) */
        EndPaint(h, &ps);
        return 0;
    }
    case WM_APP:
        if (wp == 0) {
            g_result = (int)DialogBoxParamA(g_inst, MAKEINTRESOURCEA(IDD_DETAILS), h,
                                            DetailsProc, 0);
        } else {
            HRSRC r = FindResourceA(g_inst, MAKEINTRESOURCEA(IDD_DETAILS), (LPCSTR)RT_DIALOG);
            LPCDLGTEMPLATEA t = (LPCDLGTEMPLATEA)LockResource(LoadResource(g_inst, r));
            g_result = (int)DialogBoxIndirectParamA(g_inst, t, h, DetailsProc, 0);
        }
        update_title();
        return 0;
    case WM_APP + 1:
        g_result = MessageBoxA(h, "Proceed?", "Question", MB_OKCANCEL);
        update_title();
        return 0;
    case WM_DESTROY:
        PostQuitMessage(0);
        return 0;
    }
    return DefWindowProcA(h, m, wp, lp);
}

int WINAPI WinMain(HINSTANCE inst, HINSTANCE prev, LPSTR cmd, int show)
{
    WNDCLASSA wc;
    MSG msg;
    memset(&wc, 0, sizeof wc);
    g_inst = inst;
    wc.lpfnWndProc = MainProc;
    wc.hInstance = inst;
    wc.hCursor = LoadCursorA(NULL, (LPCSTR)IDC_ARROW);
    wc.hbrBackground = (HBRUSH)(COLOR_WINDOW + 1);
    wc.lpszClassName = "DlgTest";
    RegisterClassA(&wc);
    g_main = CreateWindowA("DlgTest", "dlgtest", WS_OVERLAPPEDWINDOW | WS_VISIBLE,
                           0, 0, 400, 300, NULL, NULL, inst, NULL);
    update_title();
    if (strstr(cmd, "/modal"))
        PostMessageA(g_main, WM_APP, 0, 0);
    if (strstr(cmd, "/indirect"))
        PostMessageA(g_main, WM_APP, 1, 0);
    if (strstr(cmd, "/msgbox"))
        PostMessageA(g_main, WM_APP + 1, 0, 0);
    if (strstr(cmd, "/modeless"))
        g_notes = CreateDialogParamA(inst, MAKEINTRESOURCEA(IDD_NOTES), g_main, NotesProc, 0);
    while (GetMessageA(&msg, NULL, 0, 0) > 0) {
        if (g_notes && IsDialogMessageA(g_notes, &msg))
            continue;
        TranslateMessage(&msg);
        DispatchMessageA(&msg);
    }
    return (int)msg.wParam;
}
