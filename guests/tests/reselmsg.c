/* A rich edit's EM_GETSELTEXT (the selected text, its length answered) and
   EM_HIDESELECTION (the selection of an ES_NOHIDESEL control drawn, then hidden, then
   shown again: the highlight's pixels counted with GetPixel) (issue 23). */
#include <windows.h>
#include <richedit.h>
#include <stdio.h>

static HWND re;

static int highlighted(void)
{
    RECT r;
    HDC dc;
    int x, y, n = 0;
    COLORREF hl = GetSysColor(COLOR_HIGHLIGHT);
    RedrawWindow(re, NULL, NULL, RDW_INVALIDATE | RDW_ERASE | RDW_UPDATENOW);
    GetClientRect(re, &r);
    dc = GetDC(re);
    for (y = 0; y < 20; y++)
        for (x = 0; x < r.right; x++)
            if (GetPixel(dc, x, y) == hl)
                n++;
    ReleaseDC(re, dc);
    return n;
}

int main(void)
{
    HWND main;
    char buf[64];
    WCHAR wbuf[64];
    HWND rew;
    LRESULT n;

    LoadLibraryA("riched20.dll");
    main = CreateWindowExA(0, "STATIC", "m", WS_OVERLAPPEDWINDOW | WS_VISIBLE, 0, 0, 400, 200,
                           NULL, NULL, NULL, NULL);
    re = CreateWindowExA(0, RICHEDIT_CLASSA, "", WS_CHILD | WS_VISIBLE | ES_MULTILINE |
                         ES_NOHIDESEL, 0, 0, 300, 60, main, (HMENU)1, NULL, NULL);
    SetWindowTextA(re, "alpha beta gamma");
    SendMessageA(re, EM_SETSEL, 6, 10);
    memset(buf, 'x', sizeof buf);
    n = SendMessageA(re, EM_GETSELTEXT, 0, (LPARAM)buf);
    printf("EM_GETSELTEXT -> %d \"%s\"\n", (int)n, buf);
    SendMessageA(re, EM_SETSEL, 3, 3);
    n = SendMessageA(re, EM_GETSELTEXT, 0, (LPARAM)buf);
    printf("empty selection -> %d \"%s\"\n", (int)n, buf);
    rew = CreateWindowExW(0, L"RichEdit20W", L"wide text", WS_CHILD, 0, 70, 300, 60, main,
                          (HMENU)2, NULL, NULL);
    SendMessageW(rew, EM_SETSEL, 5, 9);
    n = SendMessageW(rew, EM_GETSELTEXT, 0, (LPARAM)wbuf);
    printf("wide EM_GETSELTEXT -> %d \"%ls\"\n", (int)n, wbuf);
    SendMessageA(re, EM_SETSEL, 0, 10);
    printf("selection drawn: %s\n", highlighted() ? "yes" : "no");
    SendMessageA(re, EM_HIDESELECTION, TRUE, 0);
    printf("after EM_HIDESELECTION TRUE: %s\n", highlighted() ? "yes" : "no");
    SendMessageA(re, EM_HIDESELECTION, FALSE, 0);
    printf("after EM_HIDESELECTION FALSE: %s\n", highlighted() ? "yes" : "no");
    DestroyWindow(main);
    printf("done\n");
    return 0;
}
