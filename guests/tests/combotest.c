/*
 * combotest.c - test guest for the COMBOBOX control.
 *
 * The main window "combotest ..." (screen 0,0, 400x300, class ComboTest) holds a
 * CreateWindow'd CBS_SIMPLE combo box (IDC_SIMPLE: Red, Green, Blue) and reports in its
 * title:   <log> | <last>
 * where <log> is the last notifications received, each as a letter for the control
 * (P = IDC_PICK, F = IDC_FRUIT, S = IDC_SIMPLE) and the CBN_ code, e.g. "P7 P9 P1 P8",
 * and <last> is what the most recent handler read (e.g. "pick=3:Date").
 *
 * Switches: /dialog opens the "Combo test" dialog (IDD_COMBO, DialogBoxParam) with
 *   IDC_PICK  (CBS_DROPDOWNLIST): Apple Banana Cherry Date Elderberry Fig Grape Honeydew
 *             Kiwi Lemon, Banana selected;
 *   IDC_FRUIT (CBS_DROPDOWN | CBS_SORT): pear apple orange Mango added in that order.
 * WM_INITDIALOG checks CB_ messages and shows the results in IDC_INFO:
 *   "count=4 order=apple,Mango,orange,pear exact=2 prefix=1 ins=0 del=4 data=77 bad=-1
 *    sel=1:Banana text=Banana"
 * OK puts "ok pick=N fruit=TEXT" as <last> in the main title; Cancel puts "cancel".
 */
#include <windows.h>
#include <string.h>
#include "combotest_res.h"

static HINSTANCE g_inst;
static HWND g_main;
static char g_log[128] = "";
static char g_last[128] = "none";

static void update_title(void)
{
    char buf[300];
    wsprintfA(buf, "combotest %s| %s", g_log, g_last);
    SetWindowTextA(g_main, buf);
}

static void log_event(char who, int code)
{
    char tok[8];
    int len;
    wsprintfA(tok, "%c%d ", who, code);
    len = lstrlenA(g_log);
    if (len + lstrlenA(tok) >= (int)sizeof g_log - 1) {
        /* keep the tail: drop the oldest tokens */
        char *p = g_log + len / 2;
        while (*p && *p != ' ') p++;
        if (*p) p++;
        memmove(g_log, p, lstrlenA(p) + 1);
    }
    lstrcatA(g_log, tok);
}

/* "<name>=<sel>:<item text>" of a combo box. */
static void read_sel(HWND combo, const char *name)
{
    char text[64] = "";
    int sel = (int)SendMessageA(combo, CB_GETCURSEL, 0, 0);
    if (sel >= 0)
        SendMessageA(combo, CB_GETLBTEXT, sel, (LPARAM)text);
    wsprintfA(g_last, "%s=%d:%s", name, sel, text);
}

static void combo_notify(HWND combo, char who, int code)
{
    char text[64];
    log_event(who, code);
    if (code == CBN_SELCHANGE) {
        read_sel(combo, who == 'P' ? "pick" : who == 'F' ? "fruit" : "simple");
    } else if (code == CBN_EDITCHANGE) {
        GetWindowTextA(combo, text, sizeof text);
        wsprintfA(g_last, "edit=%s", text);
    }
    update_title();
}

static void init_checks(HWND h)
{
    HWND pick = GetDlgItem(h, IDC_PICK), fruit = GetDlgItem(h, IDC_FRUIT);
    static const char *items[] = {"Apple", "Banana", "Cherry", "Date", "Elderberry", "Fig",
                                  "Grape", "Honeydew", "Kiwi", "Lemon"};
    char info[256], order[64] = "", t[32], text[32];
    int i, count, exact, prefix, ins, del, data, bad, sel;
    for (i = 0; i < 10; i++)
        SendMessageA(pick, CB_ADDSTRING, 0, (LPARAM)items[i]);
    SendMessageA(pick, CB_SETCURSEL, 1, 0);
    SendMessageA(fruit, CB_ADDSTRING, 0, (LPARAM)"pear");
    SendMessageA(fruit, CB_ADDSTRING, 0, (LPARAM)"apple");
    SendMessageA(fruit, CB_ADDSTRING, 0, (LPARAM)"orange");
    SendMessageA(fruit, CB_ADDSTRING, 0, (LPARAM)"Mango");
    count = (int)SendMessageA(fruit, CB_GETCOUNT, 0, 0);
    for (i = 0; i < count; i++) {
        SendMessageA(fruit, CB_GETLBTEXT, i, (LPARAM)t);
        if (i) lstrcatA(order, ",");
        lstrcatA(order, t);
    }
    exact = (int)SendMessageA(fruit, CB_FINDSTRINGEXACT, (WPARAM)-1, (LPARAM)"ORANGE");
    prefix = (int)SendMessageA(fruit, CB_FINDSTRING, (WPARAM)-1, (LPARAM)"ma");
    ins = (int)SendMessageA(fruit, CB_INSERTSTRING, 0, (LPARAM)"zzz");  /* no sorting */
    del = (int)SendMessageA(fruit, CB_DELETESTRING, 0, 0);
    SendMessageA(fruit, CB_SETITEMDATA, 3, 77);
    data = (int)SendMessageA(fruit, CB_GETITEMDATA, 3, 0);
    bad = (int)SendMessageA(fruit, CB_GETLBTEXTLEN, 9, 0);
    sel = (int)SendMessageA(pick, CB_GETCURSEL, 0, 0);
    GetWindowTextA(pick, text, sizeof text);
    SendMessageA(pick, CB_GETLBTEXT, sel, (LPARAM)t);
    wsprintfA(info, "count=%d order=%s exact=%d prefix=%d ins=%d del=%d data=%d bad=%d "
              "sel=%d:%s text=%s", count, order, exact, prefix, ins, del, data, bad, sel, t,
              text);
    SetDlgItemTextA(h, IDC_INFO, info);
}

static INT_PTR CALLBACK ComboProc(HWND h, UINT m, WPARAM wp, LPARAM lp)
{
    char text[64];
    switch (m) {
    case WM_INITDIALOG:
        init_checks(h);
        return TRUE;
    case WM_COMMAND:
        switch (LOWORD(wp)) {
        case IDC_PICK:
            combo_notify((HWND)lp, 'P', HIWORD(wp));
            return TRUE;
        case IDC_FRUIT:
            combo_notify((HWND)lp, 'F', HIWORD(wp));
            return TRUE;
        case IDOK:
            GetDlgItemTextA(h, IDC_FRUIT, text, sizeof text);
            wsprintfA(g_last, "ok pick=%d fruit=%s",
                      (int)SendDlgItemMessageA(h, IDC_PICK, CB_GETCURSEL, 0, 0), text);
            update_title();
            EndDialog(h, IDOK);
            return TRUE;
        case IDCANCEL:
            lstrcpyA(g_last, "cancel");
            update_title();
            EndDialog(h, IDCANCEL);
            return TRUE;
        }
        break;
    }
    return FALSE;
}

static LRESULT CALLBACK MainProc(HWND h, UINT m, WPARAM wp, LPARAM lp)
{
    switch (m) {
    case WM_COMMAND:
        if (LOWORD(wp) == IDC_SIMPLE) {
            combo_notify((HWND)lp, 'S', HIWORD(wp));
            return 0;
        }
        break;
    case WM_APP:
        DialogBoxParamA(g_inst, MAKEINTRESOURCEA(IDD_COMBO), h, ComboProc, 0);
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
    HWND simple;
    memset(&wc, 0, sizeof wc);
    g_inst = inst;
    wc.lpfnWndProc = MainProc;
    wc.hInstance = inst;
    wc.hCursor = LoadCursorA(NULL, (LPCSTR)IDC_ARROW);
    wc.hbrBackground = (HBRUSH)(COLOR_BTNFACE + 1);
    wc.lpszClassName = "ComboTest";
    RegisterClassA(&wc);
    g_main = CreateWindowA("ComboTest", "combotest", WS_OVERLAPPEDWINDOW | WS_VISIBLE,
                           0, 0, 400, 300, NULL, NULL, inst, NULL);
    simple = CreateWindowA("COMBOBOX", "", WS_CHILD | WS_VISIBLE | WS_TABSTOP | CBS_SIMPLE,
                           220, 20, 150, 120, g_main, (HMENU)IDC_SIMPLE, inst, NULL);
    SendMessageA(simple, CB_ADDSTRING, 0, (LPARAM)"Red");
    SendMessageA(simple, CB_ADDSTRING, 0, (LPARAM)"Green");
    SendMessageA(simple, CB_ADDSTRING, 0, (LPARAM)"Blue");
    update_title();
    if (strstr(cmd, "/dialog"))
        PostMessageA(g_main, WM_APP, 0, 0);
    while (GetMessageA(&msg, NULL, 0, 0) > 0) {
        TranslateMessage(&msg);
        DispatchMessageA(&msg);
    }
    return (int)msg.wParam;
}
