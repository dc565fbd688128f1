/* A rich edit's paragraph alignment: EM_SETPARAFORMAT with PFM_ALIGNMENT (PFA_CENTER,
   PFA_RIGHT, PFA_LEFT) over the whole text, read back with EM_GETPARAFORMAT, the first
   character's position (EM_POSFROMCHAR) and the leftmost text pixel (GetPixel), each
   printed as left / centre / right (issue 23, "Programs in the wild"). */
#include <windows.h>
#include <richedit.h>
#include <stdio.h>

static const char *where(int x, int width)
{
    if (x < width / 4)
        return "left";
    if (x > width * 3 / 4)
        return "right";
    return "centre";
}

static void show(HWND re, const char *when)
{
    PARAFORMAT pf;
    POINTL pt = {0};
    RECT r;
    HDC dc;
    int x, y, found = -1;

    GetClientRect(re, &r);
    memset(&pf, 0, sizeof pf);
    pf.cbSize = sizeof pf;
    SendMessageA(re, EM_GETPARAFORMAT, 0, (LPARAM)&pf);
    SendMessageA(re, EM_POSFROMCHAR, (WPARAM)&pt, 0);
    RedrawWindow(re, NULL, NULL, RDW_INVALIDATE | RDW_ERASE | RDW_UPDATENOW);
    dc = GetDC(re);
    for (x = 0; x < r.right && found < 0; x++)
        for (y = 0; y < 20; y++)
            if (GetPixel(dc, x, y) == RGB(0, 0, 0)) { found = x; break; }
    ReleaseDC(re, dc);
    printf("%s: wAlignment %d, first char at the %s, first text pixel at the %s\n", when,
           pf.wAlignment, where(pt.x, r.right), found < 0 ? "none" : where(found, r.right));
}

static void align(HWND re, WORD a)
{
    PARAFORMAT pf;
    memset(&pf, 0, sizeof pf);
    pf.cbSize = sizeof pf;
    pf.dwMask = PFM_ALIGNMENT;
    pf.wAlignment = a;
    SendMessageA(re, EM_SETSEL, 0, -1);
    printf("EM_SETPARAFORMAT %d -> %d\n", a,
           (int)SendMessageA(re, EM_SETPARAFORMAT, 0, (LPARAM)&pf));
}

int main(void)
{
    HWND main, re;

    LoadLibraryA("riched20.dll");
    main = CreateWindowExA(0, "STATIC", "m", WS_OVERLAPPEDWINDOW | WS_VISIBLE, 0, 0, 400, 200,
                           NULL, NULL, NULL, NULL);
    re = CreateWindowExA(0, RICHEDIT_CLASSA, "", WS_CHILD | WS_VISIBLE | ES_MULTILINE, 0, 0,
                         320, 100, main, (HMENU)1, NULL, NULL);
    SetWindowTextA(re, "ab");
    show(re, "at first");
    align(re, PFA_CENTER);
    show(re, "PFA_CENTER");
    align(re, PFA_RIGHT);
    show(re, "PFA_RIGHT");
    align(re, PFA_LEFT);
    show(re, "PFA_LEFT");
    DestroyWindow(main);
    printf("done\n");
    return 0;
}
