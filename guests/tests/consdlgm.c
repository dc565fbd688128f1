/* Test guest: a dialog template with a menu, and console output through WriteConsoleA/W.
 * Prints (WriteConsoleW/A on the standard output) what the dialog reports at WM_INITDIALOG:
 * whether it has a menu and the menu's item count and first item's text; then what
 * WriteConsoleW on a file handle answers (WriteFile when stdout is redirected, as under
 * Wine when checking: then the first, wide line is not printed). The OK button ends the dialog. */
#include <windows.h>
#include <stdio.h>

static void say(const char *text)
{
    DWORD n;
    HANDLE out = GetStdHandle(STD_OUTPUT_HANDLE);
    /* As console tools do: WriteFile when the output is not a console (redirected). */
    if (!WriteConsoleA(out, text, lstrlenA(text), &n, NULL))
        WriteFile(out, text, lstrlenA(text), &n, NULL);
}

static INT_PTR CALLBACK proc(HWND dlg, UINT msg, WPARAM wp, LPARAM lp)
{
    char buf[128], item[32];
    RECT rc, want = {0, 0, 160, 80};     /* the template's size in dialog units */
    if (msg == WM_INITDIALOG) {
        HMENU m = GetMenu(dlg);
        GetMenuStringA(m, 0, item, sizeof item, MF_BYPOSITION);
        GetClientRect(dlg, &rc);
        MapDialogRect(dlg, &want);       /* the menu bar must not eat the client area */
        wsprintfA(buf, "menu=%d items=%d first=%s client=template:%d\n", m != NULL,
                  GetMenuItemCount(m), item, rc.right == want.right && rc.bottom == want.bottom);
        say(buf);
        return TRUE;
    }
    if (msg == WM_COMMAND && LOWORD(wp) == IDOK) {
        EndDialog(dlg, 7);
        return TRUE;
    }
    return FALSE;
}

int WINAPI WinMain(HINSTANCE inst, HINSTANCE prev, LPSTR cmd, int show)
{
    char buf[96];
    DWORD n = 99;
    HANDLE f;
    BOOL ok;
    WriteConsoleW(GetStdHandle(STD_OUTPUT_HANDLE), L"wide \x00e9\n", 7, &n, NULL);
    f = CreateFileA("C:\\cons.txt", GENERIC_WRITE, 0, NULL, CREATE_ALWAYS, 0, NULL);
    ok = WriteConsoleW(f, L"x", 1, &n, NULL);
    wsprintfA(buf, "file: ok=%d error=%lu written=%lu\n", ok, GetLastError(), n);
    say(buf);
    CloseHandle(f);
    wsprintfA(buf, "dialog=%d\n", (int)DialogBoxParamA(inst, MAKEINTRESOURCEA(102), NULL, proc, 0));
    say(buf);
    return 0;
}
