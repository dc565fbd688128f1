/* An edit control whose last visible line is cut by its bottom edge draws nothing below
   that edge (issue 23: wxWidgets' text sample showed a rich edit's cut line on its
   parent). A multiline EDIT and a RichEdit, each 28 pixels high with five lines of text,
   sit on a white parent; the rows just below each are read with GetPixel. */
#include <windows.h>
#include <richedit.h>
#include <stdio.h>

static void below(HWND parent, HWND child, const char *what)
{
    RECT r;
    HDC dc;
    int x, y, dark = 0;
    UpdateWindow(parent);
    RedrawWindow(child, NULL, NULL, RDW_INVALIDATE | RDW_ERASE | RDW_UPDATENOW);
    GetWindowRect(child, &r);
    MapWindowPoints(NULL, parent, (POINT *)&r, 2);
    dc = GetDC(parent);
    for (y = r.bottom; y < r.bottom + 12; y++)
        for (x = r.left; x < r.right; x++)
            if (GetPixel(dc, x, y) != RGB(255, 255, 255))
                dark++;
    ReleaseDC(parent, dc);
    printf("%s: pixels drawn below it: %s\n", what, dark ? "some" : "none");
}

static LRESULT CALLBACK proc(HWND hwnd, UINT msg, WPARAM wp, LPARAM lp)
{
    return DefWindowProcA(hwnd, msg, wp, lp);
}

int main(void)
{
    WNDCLASSA wc = {0};
    HWND main, edit, rich;
    const char *text = "line one\r\nline two\r\nline three\r\nline four\r\nline five";

    LoadLibraryA("riched20.dll");
    wc.lpfnWndProc = proc;
    wc.lpszClassName = "spillparent";
    wc.hbrBackground = GetStockObject(WHITE_BRUSH);
    RegisterClassA(&wc);
    main = CreateWindowExA(0, "spillparent", "editspill", WS_OVERLAPPEDWINDOW | WS_VISIBLE,
                           0, 0, 400, 300, NULL, NULL, NULL, NULL);
    edit = CreateWindowExA(0, "EDIT", text, WS_CHILD | WS_VISIBLE | ES_MULTILINE, 10, 10, 150,
                           28, main, (HMENU)1, NULL, NULL);
    rich = CreateWindowExA(0, RICHEDIT_CLASSA, text, WS_CHILD | WS_VISIBLE | ES_MULTILINE, 200,
                           10, 150, 28, main, (HMENU)2, NULL, NULL);
    below(main, edit, "EDIT");
    below(main, rich, "RichEdit");
    DestroyWindow(main);
    printf("done\n");
    return 0;
}
