/* Each line of a rich edit is as high as its own runs' fonts (issue 23): a 36-point title
   paragraph above two 10-point ones; the lines' tops are read with EM_POSFROMCHAR. */
#include <windows.h>
#include <richedit.h>
#include <stdio.h>

static HWND re;

static long top_of(int line)
{
    POINTL p;
    SendMessageA(re, EM_POSFROMCHAR, (WPARAM)&p, SendMessageA(re, EM_LINEINDEX, line, 0));
    return p.y;
}

int main(void)
{
    HWND main;
    CHARFORMAT2A cf;
    long y0, y1, y2;

    LoadLibraryA("riched20.dll");
    main = CreateWindowExA(0, "STATIC", "m", WS_OVERLAPPEDWINDOW | WS_VISIBLE, 0, 0, 400, 300,
                           NULL, NULL, NULL, NULL);
    re = CreateWindowExA(0, RICHEDIT_CLASSA, "", WS_CHILD | WS_VISIBLE | ES_MULTILINE, 0, 0,
                         300, 250, main, (HMENU)1, NULL, NULL);
    SetWindowTextA(re, "Title\rsmall one\rsmall two");
    memset(&cf, 0, sizeof cf);
    cf.cbSize = sizeof cf;
    cf.dwMask = CFM_SIZE;
    cf.yHeight = 200;
    SendMessageA(re, EM_SETCHARFORMAT, SCF_ALL, (LPARAM)&cf);
    cf.yHeight = 720;
    SendMessageA(re, EM_SETSEL, 0, 5);
    SendMessageA(re, EM_SETCHARFORMAT, SCF_SELECTION, (LPARAM)&cf);
    y0 = top_of(0);
    y1 = top_of(1);
    y2 = top_of(2);
    printf("the title's line is taller than a small one: %s\n",
           y1 - y0 > (y2 - y1) * 3 / 2 ? "yes" : "no");
    printf("a small line is under 25 pixels high: %s\n", y2 - y1 < 25 ? "yes" : "no");
    DestroyWindow(main);
    printf("done\n");
    return 0;
}
