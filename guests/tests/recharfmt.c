/* A rich edit's character formats by range (issue 23): EM_SETCHARFORMAT on a selection
   (SCF_SELECTION), a word (SCF_WORD), all text (SCF_ALL) and the default (SCF_DEFAULT);
   EM_GETCHARFORMAT's dwMask of the attributes consistent over a selection; the format
   of typed (EM_REPLACESEL) text and of what remains after a deletion; and the run drawn
   in its colour (GetPixel). Each line prints the mask, effects, colour and size read
   back. */
#include <windows.h>
#include <richedit.h>
#include <stdio.h>

static HWND re;

static void get(const char *what, int lo, int hi)
{
    CHARFORMAT2A cf;
    DWORD mask;
    memset(&cf, 0, sizeof cf);
    cf.cbSize = sizeof cf;
    SendMessageA(re, EM_SETSEL, lo, hi);
    mask = (DWORD)SendMessageA(re, EM_GETCHARFORMAT, SCF_SELECTION, (LPARAM)&cf);
    printf("%s [%d,%d]: mask %08lx effects %08lx colour %06lx size %ld face %s\n", what,
           lo, hi, mask, cf.dwEffects, cf.crTextColor, cf.yHeight, cf.szFaceName);
}

static void set(const char *what, int lo, int hi, WPARAM scope, DWORD mask, DWORD effects,
                COLORREF colour, LONG size)
{
    CHARFORMAT2A cf;
    memset(&cf, 0, sizeof cf);
    cf.cbSize = sizeof cf;
    cf.dwMask = mask;
    cf.dwEffects = effects;
    cf.crTextColor = colour;
    cf.yHeight = size;
    if (lo >= 0)
        SendMessageA(re, EM_SETSEL, lo, hi);
    printf("%s: EM_SETCHARFORMAT -> %d\n", what,
           (int)SendMessageA(re, EM_SETCHARFORMAT, scope, (LPARAM)&cf));
}

static void text(void)
{
    char buf[100];
    GetWindowTextA(re, buf, sizeof buf);
    printf("text \"%s\"\n", buf);
}

static int red_pixels(void)
{
    RECT r;
    HDC dc;
    int x, y, n = 0;
    RedrawWindow(re, NULL, NULL, RDW_INVALIDATE | RDW_ERASE | RDW_UPDATENOW);
    GetClientRect(re, &r);
    dc = GetDC(re);
    for (y = 0; y < 30; y++)
        for (x = 0; x < r.right; x++) {
            COLORREF c = GetPixel(dc, x, y);
            if (GetRValue(c) > 160 && GetGValue(c) < 90 && GetBValue(c) < 90)
                n++;
        }
    ReleaseDC(re, dc);
    return n;
}

int main(void)
{
    HWND main;
    CHARFORMAT2A cf;

    LoadLibraryA("riched20.dll");
    main = CreateWindowExA(0, "STATIC", "m", WS_OVERLAPPEDWINDOW | WS_VISIBLE, 0, 0, 500, 200,
                           NULL, NULL, NULL, NULL);
    re = CreateWindowExA(0, RICHEDIT_CLASSA, "", WS_CHILD | WS_VISIBLE | ES_MULTILINE, 0, 0,
                         450, 100, main, (HMENU)1, NULL, NULL);
    SetWindowTextA(re, "Hello brave new world");
    memset(&cf, 0, sizeof cf);
    cf.cbSize = sizeof cf;
    cf.dwMask = CFM_FACE | CFM_SIZE | CFM_BOLD | CFM_ITALIC | CFM_COLOR | CFM_UNDERLINE;
    cf.yHeight = 200;
    strcpy(cf.szFaceName, "Arial");
    printf("all Arial 10pt: EM_SETCHARFORMAT -> %d\n",
           (int)SendMessageA(re, EM_SETCHARFORMAT, SCF_ALL, (LPARAM)&cf));
    printf("red pixels before: %s\n", red_pixels() ? "some" : "none");
    get("plain", 0, 5);
    set("brave bold red", 6, 11, SCF_SELECTION, CFM_BOLD | CFM_COLOR, CFE_BOLD, RGB(255, 0, 0), 0);
    get("brave", 6, 11);
    get("Hello brave", 0, 11);
    get("caret in Hello", 3, 3);
    get("caret in brave", 8, 8);
    get("caret after brave", 11, 11);
    printf("red pixels after: %s\n", red_pixels() ? "some" : "none");
    set("word new italic", 13, 13, SCF_SELECTION | SCF_WORD, CFM_ITALIC, CFE_ITALIC, 0, 0);
    get("new", 12, 15);
    get("new and its space", 12, 16);
    get("all", 0, 21);
    set("all 14pt", -1, -1, SCF_ALL, CFM_SIZE, 0, 0, 280);
    get("all", 0, 21);
    SendMessageA(re, EM_SETSEL, 11, 11);
    SendMessageA(re, EM_REPLACESEL, FALSE, (LPARAM)"X");
    text();
    get("typed X", 11, 12);
    set("underline at the caret", 21, 21, SCF_SELECTION, CFM_UNDERLINE, CFE_UNDERLINE, 0, 0);
    get("caret", 21, 21);
    SendMessageA(re, EM_REPLACESEL, FALSE, (LPARAM)"Y");
    get("typed Y", 21, 22);
    get("d before it", 20, 21);
    SendMessageA(re, EM_SETSEL, 0, 6);
    SendMessageA(re, EM_REPLACESEL, TRUE, (LPARAM)"");
    text();
    get("brave after deleting Hello", 0, 5);
    get("first char", 0, 1);
    memset(&cf, 0, sizeof cf);
    cf.cbSize = sizeof cf;
    SendMessageA(re, EM_GETCHARFORMAT, SCF_DEFAULT, (LPARAM)&cf);
    printf("default: strikeout %d\n", !!(cf.dwEffects & CFE_STRIKEOUT));
    set("default strikeout", -1, -1, SCF_DEFAULT, CFM_STRIKEOUT, CFE_STRIKEOUT, 0, 0);
    get("brave", 0, 5);
    memset(&cf, 0, sizeof cf);
    cf.cbSize = sizeof cf;
    printf("default: mask %08lx", (DWORD)SendMessageA(re, EM_GETCHARFORMAT, SCF_DEFAULT, (LPARAM)&cf));
    printf(" strikeout %d\n", !!(cf.dwEffects & CFE_STRIKEOUT));
    SendMessageA(re, EM_UNDO, 0, 0);
    text();
    get("Hello back by undo", 0, 5);
    get("brave back by undo", 6, 11);
    SetWindowTextA(re, "new text");
    SendMessageA(re, EM_SETSEL, 0, 3);
    SendMessageA(re, EM_GETCHARFORMAT, SCF_SELECTION, (LPARAM)&cf);
    printf("after WM_SETTEXT: strikeout %d\n", !!(cf.dwEffects & CFE_STRIKEOUT));
    {
        POINTL before, after, end_before, end_after;
        SetWindowTextA(re, "aaaa bbbb c");
        SendMessageA(re, EM_POSFROMCHAR, (WPARAM)&before, 5);
        SendMessageA(re, EM_POSFROMCHAR, (WPARAM)&end_before, 9);
        set("aaaa 28pt", 0, 4, SCF_SELECTION, CFM_SIZE, 0, 0, 560);
        SendMessageA(re, EM_POSFROMCHAR, (WPARAM)&after, 5);
        SendMessageA(re, EM_POSFROMCHAR, (WPARAM)&end_after, 9);
        printf("the next word moved right: %s\n", after.x > before.x * 3 / 2 ? "yes" : "no");
        printf("the small word kept its width: %s\n",
               end_after.x - after.x <= (end_before.x - before.x) * 6 / 5 ? "yes" : "no");
    }
    DestroyWindow(main);
    printf("done\n");
    return 0;
}
