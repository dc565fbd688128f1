/* A top-level window's client edge lies inside its caption and menu bar (issue 23,
 * "Programs in the wild built from source (session 37)", docs/runtimes.md): theForger's
 * tutorial windows are WS_EX_CLIENTEDGE top-level windows, and Windows draws the sunken
 * 2-pixel edge around the client area, below the menu bar; the caption bar and the menu
 * bar span the frame's whole inside. wineagent counted the edge into the frame: no
 * sunken edge, and the caption, its buttons and the menu bar 2 pixels further in.
 * For windows with WS_EX_CLIENTEDGE (thick and fixed frames, with and without a menu,
 * and a pop-up without a frame) it prints the client's offset, where the menu bar's item starts
 * (GetMenuItemRect), WM_NCHITTEST down the middle (the caption's first rows, the
 * edge's) and along the left, and which system colour the edge's two rows and two
 * columns have (GetWindowDC + GetPixel). */
#include <windows.h>
#include <stdio.h>

static LRESULT CALLBACK proc(HWND h, UINT m, WPARAM w, LPARAM l)
{
    return DefWindowProcA(h, m, w, l);
}

/* the index of the system colour the pixel has among the frame's, or -1 */
static int colour_of(COLORREF c)
{
    static const int idx[] = { COLOR_BTNFACE, COLOR_BTNSHADOW, COLOR_BTNHIGHLIGHT,
                               COLOR_3DDKSHADOW, COLOR_3DLIGHT, COLOR_WINDOW };
    int i;
    for (i = 0; i < 6; i++)
        if (GetSysColor(idx[i]) == c)
            return idx[i];
    return -1;
}

static void probe(const char *name, DWORD style, DWORD ex, BOOL menu)
{
    HMENU hm = NULL;
    HWND h;
    RECT wr, mr;
    POINT o = { 0, 0 };
    HDC dc;
    int i, w, cx, cy;
    if (menu) {
        hm = CreateMenu();
        AppendMenuA(hm, MF_STRING, 100, "File");
    }
    h = CreateWindowExA(ex, "ncedge", name, style | WS_VISIBLE, 100, 100, 300, 200,
                        NULL, hm, GetModuleHandleA(NULL), NULL);
    UpdateWindow(h);
    RedrawWindow(h, NULL, NULL, RDW_FRAME | RDW_INVALIDATE | RDW_UPDATENOW);
    GetWindowRect(h, &wr);
    ClientToScreen(h, &o);
    printf("%s: client at %ld,%ld", name, o.x - wr.left, o.y - wr.top);
    if (menu && GetMenuItemRect(h, hm, 0, &mr))
        printf(", menu item from %ld", mr.left - wr.left);
    printf("\n");
    w = wr.right - wr.left;
    cx = o.x - wr.left;
    cy = o.y - wr.top;
    /* down the middle: the frame, the caption's first rows; the edge's two rows */
    printf("  down:");
    for (i = 0; i < 6; i++) {
        int y = i < 4 ? i + 2 : cy - 6 + i;
        printf(" %d:%d", y, (int)SendMessageA(h, WM_NCHITTEST, 0,
               MAKELPARAM(wr.left + w / 2, wr.top + y)));
    }
    printf("\n  left:");
    for (i = 0; i <= cx; i++)
        printf(" %d:%d", i, (int)SendMessageA(h, WM_NCHITTEST, 0,
               MAKELPARAM(wr.left + i, o.y + 20)));
    dc = GetWindowDC(h);
    printf("\n  edge: %d %d / %d %d\n",
           colour_of(GetPixel(dc, w / 2, cy - 2)), colour_of(GetPixel(dc, w / 2, cy - 1)),
           colour_of(GetPixel(dc, cx - 2, cy + 20)), colour_of(GetPixel(dc, cx - 1, cy + 20)));
    ReleaseDC(h, dc);
    DestroyWindow(h);
}

int main(void)
{
    WNDCLASSA wc = { 0 };
    wc.lpfnWndProc = proc;
    wc.hInstance = GetModuleHandleA(NULL);
    wc.hbrBackground = (HBRUSH)(COLOR_WINDOW + 1);
    wc.hCursor = LoadCursor(NULL, IDC_ARROW);
    wc.lpszClassName = "ncedge";
    RegisterClassA(&wc);
    probe("thick+edge+menu", WS_OVERLAPPEDWINDOW, WS_EX_CLIENTEDGE, TRUE);
    probe("thick+edge", WS_OVERLAPPEDWINDOW, WS_EX_CLIENTEDGE, FALSE);
    probe("fixed+edge+menu", WS_CAPTION | WS_SYSMENU, WS_EX_CLIENTEDGE, TRUE);
    probe("popup+edge", WS_POPUP, WS_EX_CLIENTEDGE, FALSE);
    printf("done\n");
    return 0;
}
