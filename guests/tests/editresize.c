/* A multi-line EDIT filled while it is tiny (scrolled to its caret) and then resized:
 * its first visible line is brought back where a full page of its lines fits, so the
 * grown control does not show an empty page (wxWidgets' log controls are filled before
 * they are laid out). */
#include <windows.h>
#include <stdio.h>

int main(void)
{
    HWND e = CreateWindowExA(0, "EDIT", "", WS_POPUP | ES_MULTILINE | ES_AUTOVSCROLL,
                             0, 0, 60, 20, NULL, NULL, NULL, NULL);
    int lines, first;
    SendMessageA(e, WM_SETFONT, (WPARAM)GetStockObject(SYSTEM_FIXED_FONT), 0);
    SendMessageA(e, EM_REPLACESEL, FALSE, (LPARAM)"one\r\ntwo\r\nthree\r\nfour\r\nfive\r\n"
                 "six\r\nseven\r\neight\r\nnine\r\nten\r\n");
    lines = (int)SendMessageA(e, EM_GETLINECOUNT, 0, 0);
    first = (int)SendMessageA(e, EM_GETFIRSTVISIBLELINE, 0, 0);
    printf("tiny: lines=%d first=%d\n", lines, first);
    MoveWindow(e, 0, 0, 200, 400, FALSE);
    first = (int)SendMessageA(e, EM_GETFIRSTVISIBLELINE, 0, 0);
    printf("grown: lines=%d first=%d\n", (int)SendMessageA(e, EM_GETLINECOUNT, 0, 0), first);
    MoveWindow(e, 0, 0, 200, 60, FALSE);
    SendMessageA(e, EM_LINESCROLL, 0, 5);
    printf("scrolled: first=%d\n", (int)SendMessageA(e, EM_GETFIRSTVISIBLELINE, 0, 0));
    MoveWindow(e, 0, 0, 200, 400, FALSE);
    printf("grown again: first=%d\n", (int)SendMessageA(e, EM_GETFIRSTVISIBLELINE, 0, 0));
    printf("done\n");
    return 0;
}
