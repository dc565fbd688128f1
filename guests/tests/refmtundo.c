/* Undoing a rich edit's format changes (issue 23): EM_SETCHARFORMAT on a selection and
   EM_SETPARAFORMAT are actions EM_UNDO takes back and EM_REDO brings again (one level,
   as this control keeps), EM_CANUNDO / EM_CANREDO say so, and typing afterwards makes the
   typing the action undo takes back. */
#include <windows.h>
#include <richedit.h>
#include <stdio.h>

static HWND re;

static int bold(void)
{
    CHARFORMAT2A cf;
    memset(&cf, 0, sizeof cf);
    cf.cbSize = sizeof cf;
    SendMessageA(re, EM_SETSEL, 0, 5);
    SendMessageA(re, EM_GETCHARFORMAT, SCF_SELECTION, (LPARAM)&cf);
    return !!(cf.dwEffects & CFE_BOLD);
}

static int align(void)
{
    PARAFORMAT pf;
    memset(&pf, 0, sizeof pf);
    pf.cbSize = sizeof pf;
    SendMessageA(re, EM_GETPARAFORMAT, 0, (LPARAM)&pf);
    return pf.wAlignment;
}

static void can(const char *when)
{
    int u = (int)SendMessageA(re, EM_CANUNDO, 0, 0);
    int r = (int)SendMessageA(re, EM_CANREDO, 0, 0);
    printf("%s: EM_CANUNDO %d, EM_CANREDO %d\n", when, u, r);
}

int main(void)
{
    HWND main;
    CHARFORMAT2A cf;
    PARAFORMAT pf;
    char buf[64];
    int r;

    LoadLibraryA("riched20.dll");
    main = CreateWindowExA(0, "STATIC", "m", WS_OVERLAPPEDWINDOW | WS_VISIBLE, 0, 0, 400, 200,
                           NULL, NULL, NULL, NULL);
    re = CreateWindowExA(0, RICHEDIT_CLASSA, "", WS_CHILD | WS_VISIBLE | ES_MULTILINE, 0, 0,
                         300, 100, main, (HMENU)1, NULL, NULL);
    SetWindowTextA(re, "hello world");
    memset(&cf, 0, sizeof cf);
    cf.cbSize = sizeof cf;
    cf.dwMask = CFM_BOLD;
    SendMessageA(re, EM_SETCHARFORMAT, SCF_ALL, (LPARAM)&cf);
    SendMessageA(re, EM_EMPTYUNDOBUFFER, 0, 0);
    can("at first");
    cf.dwEffects = CFE_BOLD;
    SendMessageA(re, EM_SETSEL, 0, 5);
    SendMessageA(re, EM_SETCHARFORMAT, SCF_SELECTION, (LPARAM)&cf);
    printf("bold set: %d\n", bold());
    can("after EM_SETCHARFORMAT");
    r = (int)SendMessageA(re, EM_UNDO, 0, 0);
    printf("EM_UNDO -> %d, bold %d\n", r, bold());
    can("after the undo");
    r = (int)SendMessageA(re, EM_REDO, 0, 0);
    printf("EM_REDO -> %d, bold %d\n", r, bold());
    SendMessageA(re, EM_EMPTYUNDOBUFFER, 0, 0);
    can("after EM_EMPTYUNDOBUFFER");
    memset(&pf, 0, sizeof pf);
    pf.cbSize = sizeof pf;
    pf.dwMask = PFM_ALIGNMENT;
    pf.wAlignment = PFA_CENTER;
    SendMessageA(re, EM_SETPARAFORMAT, 0, (LPARAM)&pf);
    printf("centred: alignment %d\n", align());
    can("after EM_SETPARAFORMAT");
    r = (int)SendMessageA(re, EM_UNDO, 0, 0);
    printf("EM_UNDO -> %d, alignment %d\n", r, align());
    SendMessageA(re, EM_EMPTYUNDOBUFFER, 0, 0);
    SendMessageA(re, EM_SETSEL, 11, 11);
    SendMessageA(re, EM_REPLACESEL, TRUE, (LPARAM)"!");
    GetWindowTextA(re, buf, sizeof buf);
    printf("typed: \"%s\"\n", buf);
    r = (int)SendMessageA(re, EM_UNDO, 0, 0);
    GetWindowTextA(re, buf, sizeof buf);
    printf("EM_UNDO -> %d, text \"%s\"", r, buf);
    printf(", bold %d\n", bold());
    /* typing, a format change, then deleting what was typed: the format stays */
    SetWindowTextA(re, "hello");
    SendMessageA(re, EM_SETSEL, 5, 5);
    SendMessageA(re, EM_REPLACESEL, TRUE, (LPARAM)"!");
    cf.dwEffects = CFE_BOLD;
    SendMessageA(re, EM_SETCHARFORMAT, SCF_ALL, (LPARAM)&cf);
    SendMessageA(re, EM_SETSEL, 5, 6);
    SendMessageA(re, EM_REPLACESEL, TRUE, (LPARAM)"");
    printf("bold after deleting the typed character: %d\n", bold());
    DestroyWindow(main);
    printf("done\n");
    return 0;
}
