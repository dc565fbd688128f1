/* A rich edit's paragraph indents (issue 23): dxStartIndent moves a paragraph's first
   line right, dxOffset its other lines relative to the first, dxRightIndent keeps its
   lines off the right edge (they wrap sooner). Prints, from EM_POSFROMCHAR, how far right
   of an unindented paragraph each line starts and whether every line of the indented
   paragraph ends inside the right indent. */
#include <windows.h>
#include <richedit.h>
#include <stdio.h>

static HWND re;

static POINTL pos(int i)
{
    POINTL p;
    SendMessageA(re, EM_POSFROMCHAR, (WPARAM)&p, i);
    return p;
}

int main(void)
{
    HWND main;
    PARAFORMAT pf;
    RECT r;
    int i, n, x0, inside = 1;

    LoadLibraryA("riched20.dll");
    main = CreateWindowExA(0, "STATIC", "m", WS_OVERLAPPEDWINDOW | WS_VISIBLE, 0, 0, 400, 300,
                           NULL, NULL, NULL, NULL);
    re = CreateWindowExA(0, RICHEDIT_CLASSA, "", WS_CHILD | WS_VISIBLE | ES_MULTILINE, 0, 0,
                         300, 250, main, (HMENU)1, NULL, NULL);
    SetWindowTextA(re, "first\rthe second paragraph is long enough to wrap over several "
                   "lines of this narrow control, with words");
    GetClientRect(re, &r);
    x0 = pos(0).x;
    SendMessageA(re, EM_SETSEL, 10, 10);
    memset(&pf, 0, sizeof pf);
    pf.cbSize = sizeof pf;
    pf.dwMask = PFM_STARTINDENT | PFM_OFFSET | PFM_RIGHTINDENT;
    pf.dxStartIndent = 720;
    pf.dxOffset = 360;
    pf.dxRightIndent = 1440;
    printf("EM_SETPARAFORMAT -> %d\n", (int)SendMessageA(re, EM_SETPARAFORMAT, 0, (LPARAM)&pf));
    n = (int)SendMessageA(re, EM_GETLINECOUNT, 0, 0);
    printf("lines: %s\n", n > 3 ? "more than 3" : "3 or fewer");
    for (i = 0; i < n && i < 4; i++) {
        int at = (int)SendMessageA(re, EM_LINEINDEX, i, 0);
        printf("line %d starts %ld right of the first\n", i, pos(at).x - x0);
    }
    for (i = 1; i < n; i++) {
        int at = (int)SendMessageA(re, EM_LINEINDEX, i, 0);
        int len = (int)SendMessageA(re, EM_LINELENGTH, at, 0);
        /* the last character's left edge plus a generous character width */
        if (len > 1 && pos(at + len - 1).x + 8 > r.right - 96 + 8)
            inside = 0;
    }
    printf("every line ends inside the right indent: %s\n", inside ? "yes" : "no");
    DestroyWindow(main);
    printf("done\n");
    return 0;
}
