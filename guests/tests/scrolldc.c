/* ScrollDC (issue 23): a DC's pixels scrolled within the scroll rectangle, limited by the
 * clip rectangle and the DC's clip region; the uncovered area as a region and its
 * bounding box (both device coordinates), NULL parameters, the mapping mode and
 * viewport origin, a bad handle; ScrollWindowEx's update region. One line per check;
 * test/win32/user/test_scrolldc.py holds what Wine 8 prints. */
#include <windows.h>
#include <stdio.h>

static HDC dc;
static DWORD *bits;
static HRGN rgn;

static void show(const char *what, BOOL ok, const RECT *rc)
{
    char buf[512];
    DWORD size = GetRegionData(rgn, 0, NULL), i;
    RGNDATA *data = HeapAlloc(GetProcessHeap(), 0, size);
    RECT *r;
    int n = 0;
    GetRegionData(rgn, size, data);
    r = (RECT *)data->Buffer;
    for (i = 0; i < data->rdh.nCount; i++)
        n += sprintf(buf + n, " (%ld,%ld,%ld,%ld)", r[i].left, r[i].top, r[i].right, r[i].bottom);
    buf[n] = 0;
    printf("%s: %d rect %ld,%ld,%ld,%ld rgn%s\n", what, ok, rc->left, rc->top, rc->right,
           rc->bottom, n ? buf : " empty");
    HeapFree(GetProcessHeap(), 0, data);
}

/* white, with a black square at (10,10)-(20,20) and a grey one at (60,60)-(70,70) */
static void paint(void)
{
    RECT r;
    HBRUSH grey = CreateSolidBrush(RGB(128, 128, 128));
    SetRect(&r, 0, 0, 100, 100);
    FillRect(dc, &r, GetStockObject(WHITE_BRUSH));
    SetRect(&r, 10, 10, 20, 20);
    FillRect(dc, &r, GetStockObject(BLACK_BRUSH));
    SetRect(&r, 60, 60, 70, 70);
    FillRect(dc, &r, grey);
    DeleteObject(grey);
    GdiFlush();
}

static void pixels(const char *what, int n, const int *xy)
{
    int i;
    GdiFlush();
    printf("%s:", what);
    for (i = 0; i < n; i++)
        printf(" %06lx", bits[(99 - xy[2 * i + 1]) * 100 + xy[2 * i]] & 0xffffff);
    printf("\n");
}

int main(void)
{
    BITMAPINFO bi = {{sizeof(BITMAPINFOHEADER), 100, 100, 1, 32, BI_RGB}};
    HBITMAP bmp;
    RECT rc, scroll, clip;
    BOOL ok;
    HRGN clipping;
    static const int p1[] = {12, 12, 17, 17, 27, 27, 62, 62, 67, 67};
    static const int p2[] = {60, 60, 50, 70, 40, 60};

    dc = CreateCompatibleDC(NULL);
    bmp = CreateDIBSection(dc, &bi, DIB_RGB_COLORS, (void **)&bits, NULL, 0);
    SelectObject(dc, bmp);
    rgn = CreateRectRgn(0, 0, 0, 0);

    paint();
    SetRect(&rc, -1, -1, -1, -1);
    ok = ScrollDC(dc, 5, 5, NULL, NULL, rgn, &rc);
    show("whole dc by 5,5", ok, &rc);
    pixels("pixels", 5, p1);

    paint();
    SetRect(&scroll, 0, 0, 50, 50);
    ok = ScrollDC(dc, 20, -20, &scroll, NULL, rgn, &rc);
    show("scroll rect by 20,-20", ok, &rc);

    paint();
    SetRect(&scroll, 25, 25, 75, 75);
    SetRect(&clip, 0, 0, 100, 100);
    ok = ScrollDC(dc, 10, 10, &scroll, &clip, rgn, &rc);
    show("clip > scroll by 10,10", ok, &rc);
    pixels("pixels", 5, p1);

    paint();
    SetRect(&scroll, 0, 0, 100, 100);
    SetRect(&clip, 0, 0, 100, 65);
    ok = ScrollDC(dc, -10, -5, &scroll, &clip, rgn, &rc);
    show("clip < scroll by -10,-5", ok, &rc);
    pixels("pixels", 3, p2);

    paint();
    clipping = CreateRectRgn(10, 10, 90, 90);
    SelectClipRgn(dc, clipping);
    ok = ScrollDC(dc, -10, -5, NULL, NULL, rgn, &rc);
    show("clip region by -10,-5", ok, &rc);
    SetRect(&clip, 0, 0, 100, 100);
    ok = ScrollDC(dc, 10, 10, &clip, &clip, rgn, &rc);
    show("clip region, rects given", ok, &rc);
    SelectClipRgn(dc, NULL);

    paint();
    SetViewportOrgEx(dc, 10, 20, NULL);
    SetRect(&scroll, 0, 0, 40, 40);
    ok = ScrollDC(dc, 5, 0, &scroll, NULL, rgn, &rc);
    show("viewport 10,20 by 5,0", ok, &rc);
    SetViewportOrgEx(dc, 0, 0, NULL);

    paint();
    SetMapMode(dc, MM_ANISOTROPIC);
    SetWindowExtEx(dc, 1, 1, NULL);
    SetViewportExtEx(dc, 2, 2, NULL);
    SetRect(&scroll, 0, 0, 20, 20);
    ok = ScrollDC(dc, 5, 5, &scroll, NULL, rgn, &rc);
    show("scale 2 by 5,5", ok, &rc);
    SetMapMode(dc, MM_TEXT);

    paint();
    SetRect(&scroll, 0, 0, 50, 50);
    ok = ScrollDC(dc, 0, 0, &scroll, NULL, rgn, &rc);
    show("by 0,0", ok, &rc);
    ok = ScrollDC(dc, 100, 0, &scroll, NULL, rgn, &rc);
    show("past the clip", ok, &rc);
    ok = ScrollDC(dc, 5, 5, &scroll, NULL, NULL, NULL);
    printf("no outputs: %d\n", ok);
    ok = ScrollDC(dc, 5, 5, &scroll, NULL, NULL, &rc);
    printf("rect only: %d rect %ld,%ld,%ld,%ld\n", ok, rc.left, rc.top, rc.right, rc.bottom);
    ok = ScrollDC(dc, 5, 5, &scroll, NULL, rgn, NULL);
    show("region only", ok, &rc);

    SetLastError(0xdeadbeef);
    ok = ScrollDC((HDC)0xdead, 5, 5, NULL, NULL, rgn, &rc);
    printf("bad dc: %d err %lx\n", ok, GetLastError());

    /* ScrollWindowEx's update region: what ScrollDC uncovers, plus the window's update
     * region where it was and where it moved to */
    {
        HWND w = CreateWindowExA(0, "static", NULL, WS_POPUP | WS_VISIBLE, 50, 50, 100, 100,
                                 NULL, 0, 0, NULL);
        RECT client;
        int kind;
        UpdateWindow(w);
        GetClientRect(w, &client);
        ValidateRect(w, NULL);
        SetRect(&scroll, 40, 40, 50, 50);
        InvalidateRect(w, &scroll, TRUE);
        kind = ScrollWindowEx(w, -20, 0, &scroll, NULL, rgn, &rc,
                              SW_SCROLLCHILDREN | SW_INVALIDATE);
        show("window: further than its size", kind, &rc);
        ValidateRect(w, NULL);
        InvalidateRect(w, &scroll, TRUE);
        kind = ScrollWindowEx(w, -10, 0, &client, &client, rgn, &rc, SW_INVALIDATE);
        show("window: with an update region", kind, &rc);
        ValidateRect(w, NULL);
        SetRect(&scroll, 0, 40, 100, 60);
        kind = ScrollWindowEx(w, 0, -25, &scroll, &client, rgn, &rc, SW_INVALIDATE);
        show("window: excessive scroll", kind, &rc);
        ValidateRect(w, NULL);
        kind = ScrollWindowEx(w, 5, 5, NULL, NULL, rgn, &rc, 0);
        show("window: whole client, no flags", kind, &rc);
        kind = ScrollWindowEx(w, 0, 0, NULL, NULL, rgn, &rc, 0);
        show("window: by 0,0", kind, &rc);
        DestroyWindow(w);
    }
    return 0;
}
