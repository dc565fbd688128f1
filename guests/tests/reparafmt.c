/* A rich edit's paragraph formats by range (issue 23): EM_SETPARAFORMAT formats the
   paragraphs the selection touches (centre the second of three, right-align the last two
   with an indent), EM_GETPARAFORMAT answers a paragraph's format and, over several, a
   dwMask of the attributes they share; a paragraph split by typing a line break keeps
   its format in both halves, and joining two keeps the second's. Selections are made
   from EM_LINEINDEX, so paragraph marks' widths do not matter. Each paragraph's first
   text pixel is found with GetPixel. */
#include <windows.h>
#include <richedit.h>
#include <stdio.h>

static HWND re;

static void select_lines(int first, int first_off, int last, int last_off)
{
    int lo = (int)SendMessageA(re, EM_LINEINDEX, first, 0) + first_off;
    int hi = (int)SendMessageA(re, EM_LINEINDEX, last, 0) + last_off;
    SendMessageA(re, EM_SETSEL, lo, hi);
}

static void get(const char *what)
{
    PARAFORMAT2 pf;
    DWORD mask;
    memset(&pf, 0, sizeof pf);
    pf.cbSize = sizeof pf;
    mask = (DWORD)SendMessageA(re, EM_GETPARAFORMAT, 0, (LPARAM)&pf);
    printf("%s: mask %08lx align %d start indent %ld\n", what, mask & 0xFFFF, pf.wAlignment,
           pf.dxStartIndent);
}

static const char *where(int line)
{
    RECT r;
    HDC dc;
    int x, y, top, found = -1;
    POINTL pt;
    RedrawWindow(re, NULL, NULL, RDW_INVALIDATE | RDW_ERASE | RDW_UPDATENOW);
    GetClientRect(re, &r);
    SendMessageA(re, EM_POSFROMCHAR, (WPARAM)&pt, SendMessageA(re, EM_LINEINDEX, line, 0));
    top = pt.y;
    dc = GetDC(re);
    for (x = 0; x < r.right && found < 0; x++)
        for (y = top; y < top + 10; y++)
            if (GetPixel(dc, x, y) == RGB(0, 0, 0)) { found = x; break; }
    ReleaseDC(re, dc);
    if (found < 0)
        return "none";
    return found < r.right / 4 ? "left" : found > r.right / 2 ? "right" : "centre";
}

static void lines(void)
{
    int i, n = (int)SendMessageA(re, EM_GETLINECOUNT, 0, 0);
    char buf[64];
    for (i = 0; i < n; i++) {
        int len;
        *(WORD *)buf = sizeof buf - 1;
        len = (int)SendMessageA(re, EM_GETLINE, i, (LPARAM)buf);
        while (len > 0 && (buf[len - 1] == '\r' || buf[len - 1] == '\n'))
            len--;
        buf[len] = 0;
        select_lines(i, 1, i, 1);
        printf("line %d \"%s\" at the %s, ", i, buf, where(i));
        get("format");
    }
}

static void set(const char *what, DWORD mask, WORD align, LONG indent)
{
    PARAFORMAT2 pf;
    memset(&pf, 0, sizeof pf);
    pf.cbSize = sizeof pf;
    pf.dwMask = mask;
    pf.wAlignment = align;
    pf.dxStartIndent = indent;
    printf("%s: EM_SETPARAFORMAT -> %d\n", what,
           (int)SendMessageA(re, EM_SETPARAFORMAT, 0, (LPARAM)&pf));
}

int main(void)
{
    HWND main;

    LoadLibraryA("riched20.dll");
    main = CreateWindowExA(0, "STATIC", "m", WS_OVERLAPPEDWINDOW | WS_VISIBLE, 0, 0, 500, 300,
                           NULL, NULL, NULL, NULL);
    re = CreateWindowExA(0, RICHEDIT_CLASSA, "", WS_CHILD | WS_VISIBLE | ES_MULTILINE, 0, 0,
                         400, 200, main, (HMENU)1, NULL, NULL);
    SetWindowTextA(re, "one\rtwo\rthree");
    select_lines(1, 1, 1, 2);
    set("centre two", PFM_ALIGNMENT, PFA_CENTER, 0);
    lines();
    select_lines(1, 0, 2, 3);
    get("two and three");
    select_lines(0, 0, 2, 3);
    get("all");
    select_lines(1, 2, 2, 1);
    set("right two and three, indent 300", PFM_ALIGNMENT | PFM_STARTINDENT, PFA_RIGHT, 300);
    lines();
    select_lines(0, 1, 1, 1);
    get("one and two");
    select_lines(1, 1, 1, 1);
    SendMessageA(re, EM_REPLACESEL, TRUE, (LPARAM)"\r");
    printf("typed a line break in two\n");
    lines();
    select_lines(0, 3, 1, 0);
    SendMessageA(re, EM_REPLACESEL, TRUE, (LPARAM)"");
    printf("joined one and the next\n");
    lines();
    DestroyWindow(main);
    printf("done\n");
    return 0;
}
